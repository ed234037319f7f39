"""French labels: what a second reading of the rules against the book added.

Appuis Sûrs before the armour roll, Tronçonneuse's +3 on its fallen owner, Clé de Bras and Vol Fatal
as their own causes' +1, and what the post-match and the season end say about them.
"""

from __future__ import annotations

from locales.fr.commands import option_labels

LABELS: dict[str, str] = {
    # --- the armour roll ------------------------------------------------------------------------
    "step.steady_footing": "Appuis Sûrs",
    "steady_footing.held": "Appuis Sûrs : il reste debout",
    "steady_footing.held.detail": (
        "Sur 6, le joueur n'est pas Plaqué : pas de Jet d'Armure, pas de turnover, il continue comme si de rien "
        "n'était."
    ),
    "steady_footing.failed": "Appuis Sûrs raté",
    "steady_footing.failed.detail": "Sur 1-5, le joueur est Plaqué : on fait son Jet d'Armure.",
    "mod.chainsaw": "Tronçonneuse",
    "mod.arm_bar": "Clé de Bras",
    "mod.lethal_flight": "Vol Fatal",
    # --- a casualty recovered at once, recorded for its PSP -------------------------------------------
    "choice.regeneration.regenerated": "Régénéré (retour en Réserves, PSP acquis)",
    "choice.apothecary.patched_up": "Soigné par l'Apothicaire (retour en Réserves, PSP acquis)",
    "league.outcome.regeneration.regenerated": "Régénéré",
    "league.outcome.apothecary.patched_up": "Soigné par l'Apothicaire",
    "pm.cas.recovered": "de retour en Réserves, aucune suite",
    "pm.cas.pending_regeneration": "🎲 Régénération à lancer d'abord (D6, 4+ : retour en Réserves)",
    "error.casualty.dead_pending": (
        "{player} est mort dans une blessure déjà enregistrée (n° {casualty}), que l'après-match n'a pas encore "
        "appliquée : il ne peut plus être blessé."
    ),
    "pm.adv.draw_unusable": "🎲 {dice} → {skill} (impossible avec ses autres compétences : relancée)",
    "pm.adv.problem.unusable": "ne peut pas prendre {skill} avec ses autres compétences ou traits",
    "error.postmatch.nominees_rolled": (
        "Le dé du Joueur du Match est déjà lancé : les nommés ne changent plus (on les nomme, puis on lance)."
    ),
    # --- the season end: a Temporarily Retiring player's séquelles ----------------------------------
    "step.season_reduction": "Séquelle (Retraite Temporaire, intersaison)",
    "season.roll.reduction.lost": "Séquelle effacée",
    "season.roll.reduction.kept": "Séquelle conservée",
    "season.slot.reduction": "🎲 Séquelle en Retraite Temporaire : {player} (D6)",
    "season.reduction": "Séquelle −1 {char} 🎲 {die} : {result}",
    "season.reduction.back": "effacée",
    "season.reduction.kept": "gardée",
    "season.retired_back": "revient de sa Retraite Temporaire",
    # --- Haine (X) in a block ----------------------------------------------------------------------
    "ui.block.button.hatred": "Haine : relancer le dé {number}",
    "ui.block.hatred.title": "Haine (X) : le dé relancé",
    "ui.block.hatred.used": "Un dé Attaquant Plaqué a été relancé grâce à Haine (X).",
    "error.block.hatred_already_rerolled": "Haine (X) a déjà relancé un dé de ce blocage.",
    "injury.ball_and_chain.detail": (
        "Chaîne et Boulet : pas de Jet d'Armure, un Jet de Blessure aussitôt, où Sonné compte comme K.O."
    ),
    "pm.cas.pending_decay": "🎲 Jet d'Élimination à lancer (D16 + {niggling} BP + 1 Décomposition)",
}

_STEADY = ("appuis-surs", "La cible a Appuis Sûrs (sur 6 au D6, elle n'est pas Plaquée : pas de Jet d'Armure)")
_CHAINSAW = ("tronconneuse", "La cible porte une Tronçonneuse (+3 à son Jet d'Armure quand elle est Plaquée)")


#: The fallen player's Appuis Sûrs and Tronçonneuse, on /armour and /odds armour.
LABELS.update(
    {
        **option_labels("armour", steady_footing=_STEADY, chainsaw=_CHAINSAW),
        **option_labels("odds armour", steady_footing=_STEADY, chainsaw=_CHAINSAW),
    }
)
