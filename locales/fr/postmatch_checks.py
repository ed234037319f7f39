"""French labels: what the post-match checks before Confirm (a player hurt twice, a player without a value)."""

from __future__ import annotations

LABELS: dict[str, str] = {
    "pm.missing.casualty_twice": "{player} : {count} blessures qui l'ont chacune envoyé dans le box Morts & Blessés, "
    "d'où l'on ne revient pas pendant le match (seuls l'Apothicaire et la Régénération renvoient en Réserves). "
    "Retirez celle enregistrée par erreur (menu « Retirer une blessure »).",
    "pm.cas.twice": "⚠️ ce joueur sort déjà du match par une autre blessure",
    "pm.missing.player_value": "{player} n'a pas de valeur connue, et sa progression l'augmente : donnez sa valeur "
    "actuelle (coût d'embauche + hausses déjà acquises) avec /joueur modifier valeur:, ou retirez la progression "
    "et reprenez-la (le formulaire la demande).",
    "pm.modal.adv.value": "Sa valeur actuelle (po), inconnue",
    "pm.modal.adv.value_hint": "coût d'embauche + hausses déjà acquises : 85000 ou 85k",
    "pm.note.victim_dead": "{player} est déjà mort dans ce match : cette blessure est seulement close.",
    "pm.cas.spp_conceded": "pas de PSP pour {causer} (son équipe a concédé)",
    "ui.record.twice": "⚠️ Ce joueur a déjà, dans ce match, une blessure enregistrée qui l'a sorti du terrain "
    "(blessure n° {casualty}) : au box Morts & Blessés, on ne revient pas pendant le match (seuls l'Apothicaire et "
    "la Régénération renvoient en Réserves). Si l'une des deux est une erreur, l'après-match la fera retirer avant "
    "de confirmer.",
}
