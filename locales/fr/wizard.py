"""French labels: the Sports-Wizard's spells (rules/wizard.py, /sorcier): Boule de Feu et Zap !, la Grenouille."""

from __future__ import annotations

from locales.fr.commands import command_labels, option_labels

_MORE = {
    option: labels
    for n in range(2, 10)
    for option, labels in (
        (f"player_{n}", (f"joueur-{n}", f"Joueur {n} dans la case ou à côté")),
        (f"down_{n}", (f"au-sol-{n}", f"Le joueur {n} est À Terre ou Sonné (Jet d'Armure sans être Plaqué)")),
    )
}
_MATCH = ("match", "Le match en cours (par défaut celui de ce salon)")
_DICE = ("des", "Dés lancés à la main, dans l'ordre (ex. « 4 5 »)")
_TEAM = ("equipe", "L'équipe dont le Sorcier Sportif lance le sort")
_FROG = ("grenouille", "La victime est une Grenouille (Zap !) : AR5+, Minus, Commotion, pas d'Apothicaire")

LABELS: dict[str, str] = {
    **command_labels("wizard", "sorcier", "Sorcier Sportif : Boule de Feu ou Zap !, une fois par match"),
    **command_labels(
        "wizard fireball",
        "boule-de-feu",
        "Boule de Feu : un D6 par joueur dans la case ou à côté, touché sur 4+ (Armure à +1)",
        team=_TEAM,
        player=("joueur", "Un joueur dans la case ou à côté"),
        down=("au-sol", "Ce joueur est À Terre ou Sonné (Jet d'Armure sans être Plaqué)"),
        **_MORE,
        match=_MATCH,
        dice=_DICE,
    ),
    **command_labels(
        "wizard zap",
        "zap",
        "Zap ! : un D6 contre la Force du joueur, la Grenouille sur un résultat égal ou plus (ou un 6)",
        team=_TEAM,
        player=("joueur", "Le joueur visé"),
        match=_MATCH,
        dice=_DICE,
    ),
    **option_labels("armour", frog=_FROG),
    **option_labels("injury", frog=_FROG),
    "casualty.frog": "Commotion (une Grenouille : pas de Jet d'Élimination)",
    "help.example.wizard fireball": "/sorcier boule-de-feu equipe:Orques de Fer joueur:#3 Snik joueur-2:#7 Grak",
    "help.example.wizard zap": "/sorcier zap equipe:Orques de Fer joueur:#3 Snik",
    "title.fireball": "Boule de Feu",
    "title.zap": "Zap !",
    "step.fireball": "Boule de Feu",
    "step.fireball.target": "Boule de Feu",
    "step.zap": "Zap !",
    "fireball.summary": "Joueurs touchés : {count}",
    "fireball.hit": "Touché",
    "fireball.miss": "Évite la boule de feu",
    "fireball.hit.target": "Joueur {number} touché",
    "fireball.miss.target": "Le joueur {number} évite la boule de feu",
    "fireball.hit.detail": "Debout, il est Plaqué ; À Terre ou Sonné, pas de Plaquage. Jet d'Armure à +1 (bouton).",
    "zap.frog": "Grenouille",
    "zap.nothing": "Rien ne se passe",
    "zap.frog.natural": "Grenouille, sur un 6 naturel",
    "zap.nothing.natural": "Rien, sur un 1 naturel",
    "zap.frog.detail": "Le joueur devient une Grenouille jusqu'à la fin du Drive ; le ballon qu'il tenait rebondit.",
    "zap.nothing.detail": "Moins que sa Force, ou un 1 naturel : rien ne se passe.",
    "mod.fireball": "Boule de Feu",
    "field.fireball_targets": "nombre de joueurs de la Boule de Feu",
    "error.wizard.same_target": "Un même joueur n'est visé qu'une fois par la Boule de Feu.",
    "ui.wizard.spell.fireball": "Boule de Feu",
    "ui.wizard.spell.zap": "Zap !",
    "ui.wizard.not_open": "Le match n° {match} n'est pas en cours : pas de sort.",
    "ui.wizard.not_in_match": "{team} ne joue pas le match n° {match}.",
    "ui.wizard.none": "{team} n'a pas de Sorcier Sportif dans l'avant-match du match n° {match}.",
    "ui.wizard.cast": "Le Sorcier Sportif de {team} a déjà lancé son sort pour ce match ({spell}) : une fois "
    "par match.",
    "ui.wizard.not_a_player": "{player} ne joue pas le match n° {match}.",
    "ui.wizard.caster": "Sorcier Sportif de {team}",
    "ui.wizard.once": "Son sort du match est lancé (une fois par match).",
    "ui.wizard.fireball.target": "Joueur {number} — {player}, {state}",
    "ui.wizard.state.standing": "Debout",
    "ui.wizard.state.down": "À Terre ou Sonné",
    "ui.wizard.fireball.button": "{player} : Jet d'Armure (+1)",
    "ui.wizard.fireball.done": "{player} : jet n° {id}",
    "ui.wizard.fireball.unknown": "Cette Boule de Feu n'a pas touché ce joueur.",
    "ui.wizard.fireball.armour_done": "Le Jet d'Armure de ce joueur a déjà été lancé.",
    "ui.wizard.fireball.armour_title": "Boule de Feu — Jet d'Armure",
    "ui.wizard.fireball.of_roll": "Touché par la Boule de Feu du jet n° {number}",
    "ui.wizard.fireball.dice_title": "Boule de Feu — Jet d'Armure",
    "ui.wizard.zap.target": "Visé : {player} (F{st})",
    "ui.wizard.zap.no_st": "La Force de {player} n'est pas connue : pas de Zap !",
    "ui.wizard.frog": "Grenouille ({profile}) : {skills}. Une Élimination est une Commotion sans jet "
    "d'Élimination, pas d'Apothicaire ; il revient dans les Réserves à la fin du Drive.",
}
