"""English labels: the Sports-Wizard's spells (rules/wizard.py, /wizard): Fireball and Zap!, the Frog."""

from __future__ import annotations

from locales.en.commands import command_labels, option_labels

_MORE = {
    option: text
    for n in range(2, 10)
    for option, text in (
        (f"player_{n}", f"Player {n} in or adjacent to the square"),
        (f"down_{n}", f"Player {n} is Prone or Stunned (an Armour Roll, not Knocked Down)"),
    )
}

_FROG = "The victim is a Frog (Zap!): AV 5+, Stunty, Badly Hurt for a Casualty, no Apothecary"

LABELS: dict[str, str] = {
    **command_labels("wizard", "Sports-Wizard: Fireball or Zap!, once per game"),
    **command_labels(
        "wizard fireball",
        "Fireball: a D6 for each player in or adjacent to a square, hit on 4+ (Armour Roll +1)",
        team="The team whose Sports-Wizard casts the spell",
        player="A player in or adjacent to the square",
        down="This player is Prone or Stunned (an Armour Roll, not Knocked Down)",
        **_MORE,
        match="The match in progress (this channel's by default)",
        dice="Dice rolled by hand, in order (e.g. 4 5)",
    ),
    **command_labels(
        "wizard zap",
        "Zap!: a D6 against the player's ST, a Frog on equal or higher (or a 6)",
        team="The team whose Sports-Wizard casts the spell",
        player="The player chosen",
        match="The match in progress (this channel's by default)",
        dice="Dice rolled by hand, in order (e.g. 4)",
    ),
    **option_labels("armour", frog=_FROG),
    **option_labels("injury", frog=_FROG),
    "casualty.frog": "Badly Hurt (a Frog: no Casualty Roll)",
    "help.example.wizard fireball": "/wizard fireball team:Orques de Fer player:#3 Snik player_2:#7 Grak",
    "help.example.wizard zap": "/wizard zap team:Orques de Fer player:#3 Snik",
    "title.fireball": "Fireball",
    "title.zap": "Zap!",
    "step.fireball": "Fireball",
    "step.fireball.target": "Fireball",
    "step.zap": "Zap!",
    "fireball.summary": "Players hit: {count}",
    "fireball.hit": "Hit",
    "fireball.miss": "Avoids the fireball",
    "fireball.hit.target": "Player {number} hit",
    "fireball.miss.target": "Player {number} avoids the fireball",
    "fireball.hit.detail": "Standing: Knocked Down; Prone or Stunned: no Knock-down. Armour Roll at +1 (button).",
    "zap.frog": "Frog",
    "zap.nothing": "Nothing happens",
    "zap.frog.natural": "Frog, on a natural 6",
    "zap.nothing.natural": "Nothing, on a natural 1",
    "zap.frog.detail": "The player is turned into a Frog until the end of the Drive; a ball he held Bounces.",
    "zap.nothing.detail": "Less than his ST, or a natural 1: nothing happens.",
    "mod.fireball": "Fireball",
    "field.fireball_targets": "number of players the Fireball reaches",
    "error.wizard.same_target": "The Fireball rolls once for each player: a player was named twice.",
    "ui.wizard.spell.fireball": "Fireball",
    "ui.wizard.spell.zap": "Zap!",
    "ui.wizard.not_open": "Match {match} is not in progress: no spell.",
    "ui.wizard.not_in_match": "{team} does not play match {match}.",
    "ui.wizard.none": "{team} has no Sports-Wizard in the pre-game of match {match}.",
    "ui.wizard.cast": "The Sports-Wizard of {team} already cast his spell in this game ({spell}): once per game.",
    "ui.wizard.not_a_player": "{player} does not play match {match}.",
    "ui.wizard.caster": "Sports-Wizard of {team}",
    "ui.wizard.once": "His spell of the game is cast (once per game).",
    "ui.wizard.fireball.target": "Player {number}: {player}, {state}",
    "ui.wizard.state.standing": "Standing",
    "ui.wizard.state.down": "Prone or Stunned",
    "ui.wizard.fireball.button": "{player}: Armour Roll (+1)",
    "ui.wizard.fireball.done": "{player}: roll {id}",
    "ui.wizard.fireball.unknown": "This Fireball did not hit that player.",
    "ui.wizard.fireball.armour_done": "This player's Armour Roll was already rolled.",
    "ui.wizard.fireball.armour_title": "Fireball: Armour Roll",
    "ui.wizard.fireball.of_roll": "Hit by the Fireball of roll {number}",
    "ui.wizard.fireball.dice_title": "Fireball: Armour Roll",
    "ui.wizard.zap.target": "Chosen: {player} (ST{st})",
    "ui.wizard.zap.no_st": "The ST of {player} is not known: no Zap!",
    "ui.wizard.frog": "Frog ({profile}): {skills}. A Casualty is Badly Hurt with no Casualty Roll, and no "
    "Apothecary may be used; back to the Reserves at the end of the Drive.",
}
