"""French labels: what changes a roll during a match (issue 8).

The skills and staff of rules-reference §2.16 that change the injury chain
(Crâne Épais, Régénération, Décomposition, Sournois, Apothicaire), the block's
skills, the kick-off's victims, and the buttons and forms that carry them.
"""

from __future__ import annotations

from locales.fr.commands import MINUS_OPTION, NIGGLING_OPTION, option_labels

LABELS: dict[str, str] = {
    # --- the injury chain -----------------------------------------------------------------------
    "step.regeneration": "Régénération",
    "step.apothecary": "Apothicaire",
    "mod.decay": "Décomposition",
    "injury.table.thick_skull": "Tableau de blessure standard, Crâne Épais",
    "injury.table.minus_thick_skull": "Tableau de blessure Minus, Crâne Épais",
    "injury.stunned.crowd.detail": (
        "Blessure par le Public : le joueur ne reste pas sur le terrain, il va dans le box des Réserves."
    ),
    "regeneration.regenerated": "Régénéré",
    "regeneration.regenerated.detail": (
        "Sur 4+, le joueur ignore l'élimination et va dans le box des Réserves (les PSP de l'élimination "
        "restent acquis)."
    ),
    "regeneration.regenerated.nobody.detail": (
        "Sur 4+, le joueur ignore l'élimination et va dans le box des Réserves."
    ),
    "regeneration.failed": "Pas de régénération",
    "regeneration.failed.detail": "Sur 1-3, le joueur subit l'élimination.",
    "hatred.gained.pending.detail": (
        "Haine (X) automatique : X sera choisi plus tard par le coach du joueur blessé, parmi les mots-clés "
        "du joueur qui a causé l'élimination."
    ),
    "hatred.gained.pending.detail@bb2025": (
        "4+ : Haine (X) ; X sera choisi plus tard par le coach du joueur blessé, parmi les mots-clés du "
        "joueur qui a causé l'élimination."
    ),
    "apothecary.ko": "Soigné : Sonné sur sa case",
    "apothecary.ko.detail": "L'Apothicaire relève le joueur K.O. : il reste sur le terrain, Sonné, sur sa case.",
    "apothecary.ko.crowd.detail": "K.O. par le public : l'Apothicaire le renvoie dans le box des Réserves.",
    "apothecary.patched_up": "Soigné : retour en Réserves",
    "apothecary.patched_up.detail": (
        "Commotion gardée : le joueur est soigné et va dans le box des Réserves, pas dans le box Morts & Blessés."
    ),
    "apothecary.choose": "Second Jet d'Élimination : le coach du joueur garde l'un des deux",
    "apothecary.choose.detail": "Choisissez le résultat gardé avec les boutons.",
    "apothecary.kept": "Résultat gardé",
    "error.apothecary.nothing": "L'Apothicaire ne soigne qu'un joueur K.O. ou éliminé.",
    "error.apothecary.no_choice": "Il n'y a pas de résultat à choisir pour cet Apothicaire.",
    "error.regeneration.no_failed_roll": "Ce jet n'a pas de jet de Régénération raté à relancer.",
}

_IRON = ("peau-de-fer", "La cible a Peau de Fer : ni modificateur, ni Châtaigne, ni Griffes sur l'armure")
_THICK = ("crane-epais", "La cible a Crâne Épais (K.O. seulement sur 9, ou 8 avec Minus)")
_REGEN = ("regeneration", "La cible a Régénération (4+ avant l'Élimination : retour en Réserves)")
_DECAY = ("decomposition", "La cible a Décomposition (+1 au jet d'Élimination)")
_APO = ("apothicaire", "L'Apothicaire de l'équipe est utilisé sur un K.O. ou une élimination")
_VICTIM_ODDS = {"thick_skull": _THICK, "regeneration": _REGEN, "decay": _DECAY, "apothecary": _APO}


#: /odds: what the rolls have (Peau de Fer, Crâne Épais, Régénération, Décomposition, Apothicaire), /odds foul.
LABELS.update(
    {
        **option_labels("odds armour", iron_hard_skin=_IRON, **_VICTIM_ODDS),
        **option_labels("odds injury", **_VICTIM_ODDS),
        **option_labels("odds casualty", decay=_DECAY, regeneration=_REGEN, apothecary=_APO),
        "cmd.odds foul.name": "agression",
        "cmd.odds foul.desc": "Agression : chance de percer l'armure, de chaque issue et d'une expulsion",
        **option_labels(
            "odds foul",
            av=("ar", "Armure de la cible (9 pour 9+)"),
            assists=("soutiens", "Soutiens nets (offensifs moins défensifs)"),
            dirty_player=("joueur-deloyal", "L'agresseur a Joueur Déloyal"),
            sneaky_git=("sournois", "L'agresseur a Sournois (pas d'expulsion sur un double si l'armure tient)"),
            minus=MINUS_OPTION,
            niggling=NIGGLING_OPTION,
            iron_hard_skin=_IRON,
            **_VICTIM_ODDS,
        ),
        **option_labels(
            "odds block",
            blitz=("blitz", "Le blocage fait partie d'un Blitz (Juggernaut, Cornes)"),
            attacker_wrestle=("lutte-attaquant", "L'attaquant a Lutte"),
            defender_wrestle=("lutte-defenseur", "Le défenseur a Lutte"),
            stand_firm=("stabilite", "Le défenseur a Stabilité"),
            fend=("parade", "Le défenseur a Parade"),
            juggernaut=("juggernaut", "L'attaquant a Juggernaut"),
            horns=("cornes", "L'attaquant a Cornes (+1 en Force sur un Blitz)"),
            dauntless=("intrepide", "L'attaquant a Intrépide"),
            brawler=("bagarreur", "L'attaquant a Bagarreur (relance d'un dé Les Deux Plaqués ; pas sur un Blitz)"),
        ),
        "ui.odds.block.brawler": (
            "Bagarreur : on compte qu'il relance un dé Les Deux Plaqués quand un nouveau dé a plus de chances "
            "d'améliorer le résultat retenu que de l'empirer."
        ),
        "help.example.odds foul": "/probas agression ar:9 soutiens:1 joueur-deloyal:true sournois:true",
        "ui.odds.foul.title": "Probabilités : Agression",
        "ui.odds.foul.sent_off": "Agresseur expulsé",
        "ui.odds.block.dauntless": "Intrépide réussi",
        "ui.odds.block.dauntless_dice": "Réussi : {dice}",
        "ui.odds.block.dauntless_failed": "Raté : {dice}",
        "error.participants.need_av": "Donnez l'armure (ar:9 pour 9+) ou choisissez une victime dans la liste.",
        "error.block.already_rerolled": "Bagarreur a déjà relancé un dé de ce blocage.",
        "error.block.no_reroll": "Bagarreur ne relance qu'un dé Les Deux Plaqués, Haine (X) qu'un dé Attaquant Plaqué.",
    }
)

_THICK_ROLL = ("crane-epais", "La cible a Crâne Épais")
_REGEN_ROLL = ("regeneration", "La cible a Régénération")
_DECAY_ROLL = ("decomposition", "La cible a Décomposition")

#: The victim's traits as options of the roll commands (for a player who is not on a roster).
LABELS.update(
    {
        **option_labels("armour", thick_skull=_THICK_ROLL, regeneration=_REGEN_ROLL, decay=_DECAY_ROLL),
        **option_labels(
            "foul",
            sneaky_git=("sournois", "L'agresseur a Sournois (pas d'expulsion sur un double si l'armure tient)"),
            thick_skull=_THICK_ROLL,
            regeneration=_REGEN_ROLL,
            decay=_DECAY_ROLL,
        ),
        **option_labels("injury", thick_skull=_THICK_ROLL, regeneration=_REGEN_ROLL, decay=_DECAY_ROLL),
        **option_labels("casualty", regeneration=_REGEN_ROLL, decay=_DECAY_ROLL),
        "ui.cause": "Cause : {cause}.",
        "ui.cause.unknown": "Cause : inconnue (l'après-match la demandera).",
        "ui.cause.unknown@friendly": "Cause : inconnue.",
        "ui.ko_recovery.team": "Joueurs K.O. de {team} (les achats de son avant-match comptés)",
        "ui.participants.friendly": "🤝 Match amical : une élimination y compte comme une Commotion"
        " (ni séquelle, ni mort), et aucun après-match ne suit.",
        "ui.participants.miss_next_game": "⚠️ {player} doit rater ce match (RPM).",
        "ui.participants.temporarily_retired": "⚠️ {player} est en Retraite Temporaire : il ne joue plus de la saison.",
        "ui.participants.not_active": "{player} est {state} : il ne joue plus.",
        "ui.participants.state.dead": "mort",
        "ui.participants.state.retired": "retraité",
        "ui.participants.dead_pending": "{player} est mort : sa mort est enregistrée (blessure n° {casualty}) et "
        "l'après-match ne l'a pas encore appliquée, mais il ne joue plus.",
        "ui.participants.dead_recorded": "⚠️ {player} est mort (blessure n° {casualty} enregistrée) ; il n'est plus "
        "sur le terrain.",
        "ui.participants.in_casualty_box": "⚠️ {player} est déjà au box Morts & Blessés de ce match (blessure n° "
        "{casualty}) ; il n'est plus sur le terrain.",
        "ui.participants.out_of_match": "{player} est déjà au box Morts & Blessés de ce match (blessure n° "
        "{casualty}) : il n'est plus sur le terrain, le rocher ou l'invasion ne peut pas l'atteindre.",
    }
)

#: /block with players, its buttons and forms (issue 8 points 1, 2 and 8).
_BLOCK_SKILL = {
    "attacker": ("attaquant", "L'attaquant (effectif du serveur) : sa Force et ses compétences"),
    "defender": ("defenseur", "Le défenseur (effectif du serveur) : sa Force et ses compétences"),
    "blitz": ("blitz", "Le blocage fait partie d'un Blitz (Juggernaut, Cornes ; pas de Bagarreur)"),
    "attacker_wrestle": ("lutte-attaquant", "L'attaquant a Lutte"),
    "defender_wrestle": ("lutte-defenseur", "Le défenseur a Lutte"),
    "stand_firm": ("stabilite", "Le défenseur a Stabilité"),
    "fend": ("parade", "Le défenseur a Parade"),
    "juggernaut": ("juggernaut", "L'attaquant a Juggernaut"),
    "horns": ("cornes", "L'attaquant a Cornes (+1 en Force sur un Blitz)"),
    "dauntless": ("intrepide", "L'attaquant a Intrépide"),
    "brawler": ("bagarreur", "L'attaquant a Bagarreur (relance d'un dé Les Deux Plaqués)"),
}
LABELS.update(
    {
        **option_labels("block", **_BLOCK_SKILL),
        "ui.block.error.need_st": (
            "Donnez la Force des deux joueurs (force-attaquant, force-defenseur) ou choisissez-les dans la liste "
            "(attaquant, defenseur)."
        ),
        "ui.block.error.rerolled": (
            "Un dé de ce blocage a été relancé (Bagarreur, Haine ou Pro) : choisissez sur le message mis à jour."
        ),
        "ui.block.error.no_die_kept": "Aucun dé n'a encore été retenu pour ce blocage.",
        "ui.block.error.not_down": "Ce joueur n'est pas Plaqué par le résultat retenu.",
        "ui.block.error.armour_done": "Le Jet d'Armure de ce joueur a déjà été lancé pour ce blocage.",
        "ui.block.button.brawler": "Bagarreur : relancer le dé {number}",
        "ui.block.button.armour_done.attacker": "Armure de l'attaquant : jet n° {id}",
        "ui.block.button.armour_done.defender": "Armure du défenseur : jet n° {id}",
        "ui.block.button.armour_pending": "Armure : jet en cours",
        "ui.block.brawler.title": "Bagarreur : le dé relancé",
        "ui.block.brawler.die": "Le dé relancé (1 à 6)",
        "ui.block.brawler.used": "Un dé Les Deux Plaqués a été relancé grâce à Bagarreur.",
        "ui.block.modal.title.attacker": "Jet d'Armure de l'attaquant",
        "ui.block.modal.title.defender": "Jet d'Armure du défenseur",
        "ui.block.modal.niggling": "Blessures Persistantes (BP) du joueur plaqué",
        "ui.block.modal.fallen": "Traits du joueur plaqué",
        "ui.block.modal.hitter": "Compétences de celui qui l'a plaqué",
        "ui.block.modal.dice": "Dés lancés à la main, dans l'ordre",
        "ui.block.armour.title.attacker": "Jet d'Armure de l'attaquant",
        "ui.block.armour.title.defender": "Jet d'Armure du défenseur",
        "ui.block.armour.after": "Après le blocage n° {number}.",
        "ui.block.blitz": "Blitz : Juggernaut et Cornes jouent ; pas de Bagarreur.",
        "ui.block.skills.attacker": "Compétences de l'attaquant : {skills}",
        "ui.block.skills.defender": "Compétences du défenseur : {skills}",
        "ui.participants.defender": "Défenseur : {player}",
        "ui.participants.fallen": "Joueur plaqué : {player}",
        "ui.participants.author": "Plaqué par : {player}",
        "help.example.block": "/blocage attaquant:#7 Grak defenseur:#3 Snik",
    }
)

#: The Apothicaire's buttons (issue 8 point 5) and the injuries nobody caused.
LABELS.update(
    {
        "title.apothecary": "Apothicaire",
        "ui.apothecary.button": "Apothicaire",
        "ui.apothecary.button.left.one": "{healer} ({left} restant)",
        "ui.apothecary.button.left.other": "{healer} ({left} restants)",
        "ui.apothecary.which": "{healer} utilisé ; soins d'Apothicaire restants pour ce match : {left}.",
        "ui.apothecary.done": "Apothicaire : jet n° {id}",
        "ui.apothecary.pending": "Apothicaire : en cours",
        "ui.apothecary.no_match": "L'Apothicaire ne soigne qu'un joueur d'un effectif, dans un match ouvert.",
        "ui.apothecary.none": "Pas d'Apothicaire pour l'équipe {team}.",
        "ui.apothecary.used": (
            "Apothicaire de l'équipe {team} : il a déjà servi pendant ce match, ou cette blessure est déjà enregistrée."
        ),
        "ui.apothecary.title": "Apothicaire : second jet",
        "ui.apothecary.die": "Le second D16, lancé à la main",
        "ui.apothecary.keep": "Garder le jet {number} : {outcome}",
        "ui.apothecary.keep_title": "Apothicaire : suite du jet gardé",
        "ui.apothecary.kept": "Résultat gardé : jet n° {id}",
        "ui.apothecary.already_kept": "Un des deux résultats a déjà été gardé.",
        "ui.apothecary.of_roll": "Sur le jet n° {number}.",
        "title.regeneration": "Relance de Régénération",
        "ui.regeneration.reroll": "Relancer la Régénération",
        "ui.regeneration.button": "{healer} : relancer la Régénération",
        "ui.regeneration.title": "Relance de Régénération",
        "ui.regeneration.die": "Le D6, lancé à la main",
        "ui.regeneration.which": "{healer} utilisé ; relances de Régénération restantes pour ce match : {left}.",
        "ui.regeneration.done": "Régénération relancée : jet n° {id}",
        "ui.regeneration.of_roll": "Relance du jet de Régénération raté du jet n° {number}.",
        "ui.regeneration.none": "{team} n'a plus d'Assistant Funéraire ni de Médecin de la Peste pour ce match.",
        "ui.regeneration.used": (
            "La Régénération de ce jet a déjà été relancée, ou un Apothicaire a servi dessus, ou il est enregistré."
        ),
        "ui.regeneration.record_reroll": "La Régénération de ce jet a été relancée : enregistrez la relance.",
        "ui.foul.dirty_player.apply": "Appliquer Joueur Déloyal (armure percée, expulsé)",
        "ui.foul.dirty_player.leave": "Sans Joueur Déloyal (l'agresseur reste sur le terrain)",
        "ui.foul.dirty_player.title": "Agression : le Jet de Blessure",
        "ui.foul.dirty_player.apply.done": "Joueur Déloyal appliqué : jet n° {id}",
        "ui.foul.dirty_player.leave.done": "Sans Joueur Déloyal : jet n° {id}",
        "ui.foul.dirty_player.apply.of_roll": "Suite du jet n° {number} : Joueur Déloyal appliqué par son coach.",
        "ui.foul.dirty_player.leave.of_roll": "Suite du jet n° {number} : Joueur Déloyal laissé de côté par son coach.",
        "ui.foul.dirty_player.chosen": "Le coach de l'agresseur a déjà choisi pour Joueur Déloyal.",
        "error.foul.no_dirty_player_choice": "Cette agression n'attend aucun choix de Joueur Déloyal.",
        "ui.apothecary.superseded.title": "⛑️ Apothicaire",
        "ui.apothecary.superseded": "Utilisé sur ce jet (jet n° {id}) : ses conséquences remplacent celles de ce jet.",
        "ui.apothecary.superseded@choice": "Utilisé sur ce jet (jet n° {id}) : les conséquences de ce jet, Haine et "
        "Séquelle comprises, attendent le résultat que le coach gardera, qui les redonne.",
        "ui.apothecary.record_kept": (
            "L'Apothicaire a servi sur ce jet : enregistrez le résultat gardé, sur son propre message."
        ),
        "ui.no_causer": "Personne n'a causé cette blessure : ni Haine, ni PSP, aucun auteur enregistré.",
        "ui.lasting_injury.rerolled": "{char} est déjà à son minimum : la Séquelle se relance (règles ligue).",
    }
)

#: The kick-off's victims (issue 8 point 3).
LABELS.update(
    {
        "ui.kickoff.victim.button": "Victime {number} ({team}) : Jet de Blessure",
        "ui.kickoff.victim.done": "Victime {number} : jet n° {id}",
        "ui.kickoff.victim.pending": "Victime {number} : jet en cours",
        "ui.kickoff.victim.title": "Victime {number} du coup d'envoi",
        "ui.kickoff.victim.player": "Le joueur touché",
        "ui.kickoff.victim.traits": "Ses traits",
        "ui.kickoff.victim.niggling": "Blessures Persistantes (BP) de la victime",
        "ui.kickoff.victim.unknown": "Cette victime du coup d'envoi est introuvable sur ce serveur.",
        "ui.kickoff.victim.already": "Le Jet de Blessure de cette victime a déjà été lancé.",
        "ui.kickoff.victim.of": "Coup d'envoi : jet n° {number}.",
    }
)
