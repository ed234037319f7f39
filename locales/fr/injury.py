"""French labels: armour, injuries, casualties, séquelles, Revanche, K.O., fouls,
expensive mistakes, advancement and characteristics.

The words are the seeds' own (000 and 001). A ``.detail`` key is the one-line
consequence shown under a result. Séquelle names differ per ruleset (D1): the
plain key is the default ruleset's (``ligue``, seed 000), ``@ligue`` and
``@bb2025`` (seed 001) name it explicitly.
"""

from __future__ import annotations

LABELS: dict[str, str] = {
    # --- step kinds -----------------------------------------------------------------------------
    "step.armour": "Jet d'Armure",
    "step.injury": "Jet de Blessure",
    "step.casualty": "Jet d'Élimination",
    "step.lasting_injury": "Séquelle",
    "step.hatred": "Revanche",
    "step.foul": "Agression",
    "step.ko_recovery": "Retour des joueurs K.O.",
    "step.ko_player": "Joueur K.O.",
    "step.expensive_mistakes": "Erreurs Coûteuses",
    "step.minor_incident": "Incident mineur : perte",
    "step.catastrophe": "Catastrophe : somme gardée",
    "step.advancement": "Amélioration de caractéristique",
    "step.advancement_choice": "Choix de l'amélioration",
    # --- modifiers ------------------------------------------------------------------------------
    "mod.mighty_blow": "Châtaigne",
    "mod.claws": "Griffes",
    "mod.dirty_player": "Joueur Déloyal",
    "mod.assists": "Soutiens",
    "mod.niggling.one": "Blessure Persistante",
    "mod.niggling.other": "Blessures Persistantes",
    "mod.other": "Modificateur",
    # --- armour ---------------------------------------------------------------------------------
    "armour.holds": "L'armure résiste",
    "armour.holds.detail": "L'armure n'est pas pénétrée : le joueur s'en sort sans conséquence.",
    "armour.broken": "L'armure cède",
    "armour.broken.detail": "On enchaîne aussitôt avec un Jet de Blessure pour ce joueur.",
    # --- injury ---------------------------------------------------------------------------------
    "injury.table.standard": "Tableau de blessure standard",
    "injury.table.minus": "Tableau de blessure Minus",
    "injury.stunned": "Sonné",
    "injury.stunned.detail": (
        "Le joueur reste sur le terrain, couché sur le ventre ; il sera mis sur le dos à la fin "
        "du prochain tour de son équipe."
    ),
    "injury.ko": "K.O.",
    "injury.ko.detail": (
        "Sortez le joueur du terrain et placez-le dans le box des joueurs K.O. de la Fosse ; "
        "sur 4-6 au coup d'envoi suivant, il revient dans les Réserves."
    ),
    "injury.ko.detail@bb2025": (
        "Sortez le joueur du terrain et placez-le dans le box des joueurs K.O. de la Fosse ; à la fin de chaque "
        "Phase, mi-temps comprise, il revient dans les Réserves sur 4+."
    ),
    "injury.badly_hurt": "Commotion",
    "injury.badly_hurt.detail": (
        "Le joueur est placé dans le box Morts & Blessés et rate le reste du match (pas de Jet d'Élimination)."
    ),
    "injury.casualty": "Éliminé",
    "injury.casualty.detail": (
        "Sortez le joueur du terrain et placez-le dans le box Morts & Blessés de la Fosse. "
        "Faites un jet sur la table d'élimination."
    ),
    # --- casualty -------------------------------------------------------------------------------
    "casualty.badly_hurt": "Commotion",
    "casualty.badly_hurt.detail": "Le joueur est placé dans le box Morts & Blessés et rate le reste du match.",
    "casualty.seriously_hurt": "Amoché",
    "casualty.seriously_hurt.detail": "RPM + Revanche : le joueur rate le prochain match.",
    "casualty.serious_injury": "Blessure Sérieuse",
    "casualty.serious_injury.detail": (
        "BP + RPM + Revanche : le joueur a 1 Blessure Persistante (+1 aux futurs jets d'Élimination) "
        "et rate le prochain match."
    ),
    "casualty.lasting_injury": "Séquelle",
    "casualty.lasting_injury.detail": (
        "Séquelle + RPM + Revanche : jet sur la table des séquelles, et le joueur rate le prochain match."
    ),
    "casualty.dead": "Mort",
    "casualty.dead.detail": "Le joueur est mort et retiré de la liste d'équipe.",
    # --- séquelle (names per ruleset, D1) -------------------------------------------------------
    "lasting_injury.av": "Traumatisme Crânien",
    "lasting_injury.av@ligue": "Traumatisme Crânien",
    "lasting_injury.av@bb2025": "Traumatisme crânien",
    "lasting_injury.av.detail": "-1 AR",
    "lasting_injury.ma": "Genou Déboîté",
    "lasting_injury.ma@ligue": "Genou Déboîté",
    "lasting_injury.ma@bb2025": "Genou déboîté",
    "lasting_injury.ma.detail": "-1 M",
    "lasting_injury.pa": "Bras Cassé",
    "lasting_injury.pa@ligue": "Bras Cassé",
    "lasting_injury.pa@bb2025": "Bras cassé",
    "lasting_injury.pa.detail": "-1 CP",
    "lasting_injury.ag": "Cou Brisé",
    "lasting_injury.ag@ligue": "Cou Brisé",
    "lasting_injury.ag@bb2025": "Hanche disloquée",
    "lasting_injury.ag.detail": "-1 AG",
    "lasting_injury.st": "Épaule Disloquée",
    "lasting_injury.st@ligue": "Épaule Disloquée",
    "lasting_injury.st@bb2025": "Cou brisé",
    "lasting_injury.st.detail": "-1 F",
    "lasting_injury.at_minimum": "Caractéristique déjà au minimum",
    "lasting_injury.at_minimum.named": "{injury} ({loss}) : {char} déjà au minimum",
    "lasting_injury.at_minimum.detail": "Pas de réduction : le joueur rate le prochain match.",
    "lasting_injury.none_possible": "Toutes les caractéristiques sont au minimum",
    "lasting_injury.none_possible.named": "{injury} ({loss}) : toutes les caractéristiques sont au minimum",
    "lasting_injury.none_possible.detail": "Aucune séquelle ne peut s'appliquer : le dé n'est pas relancé.",
    # --- Revanche / Haine (X) -------------------------------------------------------------------
    "hatred.gained": "Haine (X)",
    "hatred.gained.detail": (
        "Le joueur obtient Haine (X) : X est un mot-clé du joueur ayant causé l'ELI, "
        "choisi par le coach du joueur blessé."
    ),
    "hatred.not_gained": "Pas de Haine",
    "hatred.not_gained.detail": "Il fallait 4+ sur 1D6 : le joueur n'obtient pas Haine (X).",
    "hatred.no_attacker": "Pas de Haine : aucun joueur n'a causé l'élimination",
    "hatred.no_keyword": "Pas de Haine : aucun mot-clé possible",
    "hatred.no_keyword.detail": (
        "Gros Bras, Blitzer, Bloqueur, Receveur, Trois-Quart, Coureur, Spécial et Lanceur sont exclus."
    ),
    # --- agression ------------------------------------------------------------------------------
    "foul.sent_off": "Expulsé !",
    "foul.sent_off.detail": "Double naturel sur le Jet d'Armure ou de Blessure : l'agresseur est expulsé.",
    "foul.unnoticed": "L'arbitre n'a rien vu",
    "foul.unnoticed.detail": "Pas de double : l'agresseur reste sur le terrain.",
    "foul.unnoticed.sneaky_git.detail": (
        "Double naturel, mais l'armure tient : Sournois garde l'agresseur sur le terrain."
    ),
    "foul.dirty_player_choice": "Joueur Déloyal au choix de l'agresseur",
    "foul.dirty_player_choice.detail": (
        "Double naturel : sans Joueur Déloyal l'armure tient et Sournois garde l'agresseur sur le terrain ; avec "
        "son +1 elle cède, et l'agresseur est expulsé. Son coach choisit (boutons)."
    ),
    # --- K.O. -----------------------------------------------------------------------------------
    "ko_recovery.summary": "De retour en Réserves : {back}\nToujours K.O. : {stays}",
    "ko_recovery.back": "Retour dans les Réserves",
    "ko_recovery.back.detail": "Sur 4-6, le joueur revient dans le box des Réserves et peut jouer normalement.",
    "ko_recovery.stays": "Reste K.O.",
    "ko_recovery.stays.detail": "Sur 1-3, le joueur reste K.O. ; nouveau jet au prochain coup d'envoi.",
    "ko_recovery.stays.detail@bb2025": "Sur 1-3, le joueur reste K.O. ; nouveau jet à la fin de la prochaine Phase.",
    # --- expensive mistakes -----------------------------------------------------------------------
    "expensive_mistakes.no_roll": "Pas de jet",
    "expensive_mistakes.no_roll.detail": "Moins de 100 000 po dans la Trésorerie : rien ne se passe.",
    "expensive_mistakes.averted": "Crise évitée",
    "expensive_mistakes.averted.detail": "Rien ne se passe.",
    "expensive_mistakes.minor": "Incident mineur",
    "expensive_mistakes.minor.detail": "-1D3 × 10 000 po",
    "expensive_mistakes.major": "Incident majeur",
    "expensive_mistakes.major.detail": "Perte de la moitié de la Trésorerie (arrondie aux 5 000 po inférieurs)",
    "expensive_mistakes.major.detail@bb2025": "La Trésorerie est divisée par deux, arrondie aux 5 000 po inférieurs.",
    "expensive_mistakes.catastrophe": "Catastrophe",
    "expensive_mistakes.catastrophe.detail": "Perte de la totalité de la Trésorerie sauf 2D6 × 10 000 po",
    "expensive_mistakes.minor_loss": "Perte de 1D3 × 10 000 po",
    "expensive_mistakes.catastrophe_kept": "Somme gardée : 2D6 × 10 000 po",
    # --- advancement ----------------------------------------------------------------------------
    "advancement.av": "+1 AR",
    "advancement.av_pa": "+1 AR ou +1 CP",
    "advancement.av_ma_pa": "+1 AR, +1 M ou +1 CP",
    "advancement.ma_pa": "+1 M ou +1 CP",
    "advancement.ag_ma": "+1 AG ou +1 M",
    "advancement.ag_st": "+1 AG ou +1 F",
    "advancement.any": "+1 Au choix",
    "advancement.choose": "Choisissez la hausse",
    "advancement.choose.detail": "Maximum de 2 hausses sur chaque caractéristique, jamais au-delà du maximum.",
    "advancement.skill_instead": "Aucune hausse possible",
    "advancement.skill_instead.detail": "Prenez une compétence P ou S à la place (sans récup de PSP).",
    "advancement.rank.experienced": "Expérimenté",
    "advancement.rank.veteran": "Vétéran",
    "advancement.rank.emerging_star": "Étoile montante",
    "advancement.rank.star": "Star",
    "advancement.rank.superstar": "Superstar",
    "advancement.rank.legend": "Légende",
    "advancement.kind.random_primary": "Compétence Primaire au hasard",
    "advancement.kind.chosen_primary": "Compétence Primaire choisie",
    "advancement.kind.chosen_secondary": "Compétence Secondaire choisie",
    "advancement.kind.characteristic": "Amélioration de caractéristique",
    # --- characteristics (seed letters, then names) ---------------------------------------------
    "char.ma": "M",
    "char.st": "F",
    "char.ag": "AG",
    "char.pa": "CP",
    "char.av": "AR",
    "char.ma.name": "Mouvement",
    "char.st.name": "Force",
    "char.ag.name": "Agilité",
    "char.pa.name": "Capacité de Passe",
    "char.av.name": "Armure",
    # a fumbled Kick Team-mate's injury roll (Sonné compte K.O.)
    "injury.stunned_as_ko.detail": "Sonné compte comme K.O. sur ce Jet de Blessure.",
    # --- Appuis Sûrs, and the armour roll's own causes (a second reading of the book) ---
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
    "mod.blitzers_best_keg.one": "Fût de Blitzer's Best",
    "mod.blitzers_best_keg.other": "Fûts de Blitzer's Best",
    "mod.josef_bugman": "Josef Bugman",
    "injury.ball_and_chain.detail": (
        "Chaîne et Boulet : pas de Jet d'Armure, un Jet de Blessure aussitôt, où Sonné compte comme K.O."
    ),
}
