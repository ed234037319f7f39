"""English labels: what changes a roll during a match (issue 8), in the official BB2025 words."""

from __future__ import annotations

from locales.en.commands import MINUS_OPTION, NIGGLING_OPTION, option_labels

LABELS: dict[str, str] = {
    # --- the injury chain -----------------------------------------------------------------------
    "step.regeneration": "Regeneration",
    "step.apothecary": "Apothecary",
    "mod.decay": "Decay",
    "injury.table.thick_skull": "Injury Table, Thick Skull",
    "injury.table.minus_thick_skull": "Stunty Injury Table, Thick Skull",
    "injury.stunned.crowd.detail": (
        "Injury by the Crowd: the player does not stay on the pitch, they go to the Reserves box."
    ),
    "regeneration.regenerated": "Regenerated",
    "regeneration.regenerated.detail": (
        "On a 4+ the player ignores the Casualty and goes to the Reserves box (the SPP for causing it are still "
        "earned)."
    ),
    "regeneration.regenerated.nobody.detail": "On a 4+ the player ignores the Casualty and goes to the Reserves box.",
    "regeneration.failed": "No regeneration",
    "regeneration.failed.detail": "On a 1-3 the player suffers the Casualty.",
    "hatred.gained.pending.detail": (
        "Hatred (X) is automatic: X will be chosen later by the injured player's coach, among the Keywords of the "
        "player who caused the Casualty."
    ),
    "hatred.gained.pending.detail@bb2025": (
        "4+: Hatred (X); X will be chosen later by the injured player's coach, among the Keywords of the player "
        "who caused the Casualty."
    ),
    "apothecary.ko": "Patched up: Stunned in place",
    "apothecary.ko.detail": (
        "The Apothecary patches up the Knocked-out player: they stay on the pitch, Stunned, in their square."
    ),
    "apothecary.ko.crowd.detail": "Knocked-out by the crowd: the Apothecary sends them to the Reserves box.",
    "apothecary.patched_up": "Patched up: back to the Reserves",
    "apothecary.patched_up.detail": (
        "Badly Hurt kept: the player is patched up and goes to the Reserves box, not the Casualty box."
    ),
    "apothecary.choose": "Second Casualty Roll: the player's coach keeps either",
    "apothecary.choose.detail": "Choose the result kept with the buttons.",
    "apothecary.kept": "Result kept",
    "error.apothecary.nothing": "The Apothecary only patches up a Knocked-out player or a Casualty.",
    "error.apothecary.no_choice": "There is no result to choose for this Apothecary.",
    "error.regeneration.no_failed_roll": "This roll has no failed Regeneration roll to re-roll.",
}

_IRON = "The target has Iron Hard Skin: no modifier, Mighty Blow or Claws on the armour"
_THICK = "The target has Thick Skull (Knocked-out only on a 9, or an 8 if Stunty)"
_REGEN = "The target has Regeneration (4+ before the Casualty Roll: back to the Reserves)"
_DECAY = "The target has Decay (+1 to the Casualty Roll)"
_APO = "The team's Apothecary is used on a Knocked-out player or a Casualty"
_VICTIM_ODDS = {"thick_skull": _THICK, "regeneration": _REGEN, "decay": _DECAY, "apothecary": _APO}


LABELS.update(
    {
        **option_labels("odds armour", iron_hard_skin=_IRON, **_VICTIM_ODDS),
        **option_labels("odds injury", **_VICTIM_ODDS),
        **option_labels("odds casualty", decay=_DECAY, regeneration=_REGEN, apothecary=_APO),
        "cmd.odds foul.name": "foul",
        "cmd.odds foul.desc": "Foul: odds of breaking armour, of each outcome and of a sending-off",
        **option_labels(
            "odds foul",
            av="The target's Armour (9 for 9+)",
            assists="Net assists (offensive minus defensive)",
            dirty_player="The fouling player has Dirty Player",
            sneaky_git="The fouling player has Sneaky Git (not sent off on a double if the armour holds)",
            minus=MINUS_OPTION,
            niggling=NIGGLING_OPTION,
            iron_hard_skin=_IRON,
            **_VICTIM_ODDS,
        ),
        **option_labels(
            "odds block",
            blitz="The block is part of a Blitz (Juggernaut, Horns)",
            attacker_wrestle="The attacker has Wrestle",
            defender_wrestle="The defender has Wrestle",
            stand_firm="The defender has Stand Firm",
            fend="The defender has Fend",
            juggernaut="The attacker has Juggernaut",
            horns="The attacker has Horns (+1 Strength on a Blitz)",
            dauntless="The attacker has Dauntless",
            brawler="The attacker has Brawler (re-roll of one Both Down die; not on a Blitz)",
        ),
        "ui.odds.block.brawler": (
            "Brawler: counted as re-rolling a Both Down die when a new die is more likely to improve the kept result "
            "than to spoil it."
        ),
        "help.example.odds foul": "/odds foul av:9 assists:1 dirty_player:true sneaky_git:true",
        "ui.odds.foul.title": "Odds: Foul",
        "ui.odds.foul.sent_off": "Fouling player Sent-off",
        "ui.odds.block.dauntless": "Dauntless succeeds",
        "ui.odds.block.dauntless_dice": "Success: {dice}",
        "ui.odds.block.dauntless_failed": "Failure: {dice}",
        "error.participants.need_av": "Give the Armour (av:9 for 9+) or pick a victim from the list.",
        "error.block.already_rerolled": "Brawler already re-rolled a die of this block.",
        "error.block.no_reroll": "Brawler only re-rolls a Both Down die, Hatred (X) only a Player Down die.",
    }
)

_THICK_ROLL = "The target has Thick Skull"
_REGEN_ROLL = "The target has Regeneration"
_DECAY_ROLL = "The target has Decay"

LABELS.update(
    {
        **option_labels("armour", thick_skull=_THICK_ROLL, regeneration=_REGEN_ROLL, decay=_DECAY_ROLL),
        **option_labels(
            "foul",
            sneaky_git="The fouling player has Sneaky Git (not sent off on a double if the armour holds)",
            thick_skull=_THICK_ROLL,
            regeneration=_REGEN_ROLL,
            decay=_DECAY_ROLL,
        ),
        **option_labels("injury", thick_skull=_THICK_ROLL, regeneration=_REGEN_ROLL, decay=_DECAY_ROLL),
        **option_labels("casualty", regeneration=_REGEN_ROLL, decay=_DECAY_ROLL),
        "ui.cause": "Cause: {cause}.",
        "ui.cause.unknown": "Cause: unknown (the Post-game Sequence will ask for it).",
        "ui.cause.unknown@friendly": "Cause: unknown.",
        "ui.ko_recovery.team": "{team}'s Knocked-out players (its pre-game's inducements counted)",
        "ui.participants.friendly": "🤝 Friendly: a Casualty counts as Badly Hurt"
        " (no Lasting Injury, no death), and no Post-game Sequence follows.",
        "ui.participants.miss_next_game": "⚠️ {player} must miss this game (MNG).",
        "ui.participants.temporarily_retired": "⚠️ {player} is Temporarily Retiring: they play no further part in "
        "the season.",
        "ui.participants.not_active": "{player} is {state}: they no longer play.",
        "ui.participants.state.dead": "dead",
        "ui.participants.state.retired": "retired",
        "ui.participants.dead_pending": "{player} is dead: their death is recorded (casualty {casualty}) and the "
        "Post-game Sequence has not applied it yet, but they no longer play.",
        "ui.participants.dead_recorded": "⚠️ {player} is dead (casualty {casualty} recorded); they are no longer on "
        "the pitch.",
        "ui.participants.in_casualty_box": "⚠️ {player} is already in the Casualty box in this game (casualty "
        "{casualty}); they are no longer on the pitch.",
        "ui.participants.out_of_match": "{player} is already in the Casualty box in this game (casualty "
        "{casualty}): they are no longer on the pitch, and no rock or invasion can reach them.",
    }
)

_BLOCK_SKILL = {
    "attacker": "The attacker (this server's rosters): their Strength and skills",
    "defender": "The defender (this server's rosters): their Strength and skills",
    "blitz": "The block is part of a Blitz (Juggernaut, Horns; no Brawler)",
    "attacker_wrestle": "The attacker has Wrestle",
    "defender_wrestle": "The defender has Wrestle",
    "stand_firm": "The defender has Stand Firm",
    "fend": "The defender has Fend",
    "juggernaut": "The attacker has Juggernaut",
    "horns": "The attacker has Horns (+1 Strength on a Blitz)",
    "dauntless": "The attacker has Dauntless",
    "brawler": "The attacker has Brawler (re-roll one Both Down die)",
}
LABELS.update(
    {
        **option_labels("block", **_BLOCK_SKILL),
        "ui.block.error.need_st": (
            "Give both players' Strength (attacker_st, defender_st) or pick them from the list (attacker, defender)."
        ),
        "ui.block.error.rerolled": (
            "A die of this block was re-rolled (Brawler, Hatred or Pro): choose on the updated message."
        ),
        "ui.block.error.no_die_kept": "No die has been kept for this block yet.",
        "ui.block.error.not_down": "This player is not Knocked Down by the result kept.",
        "ui.block.error.armour_done": "This player's Armour Roll was already rolled for this block.",
        "ui.block.button.brawler": "Brawler: re-roll die {number}",
        "ui.block.button.armour_done.attacker": "Attacker's armour: roll {id}",
        "ui.block.button.armour_done.defender": "Defender's armour: roll {id}",
        "ui.block.button.armour_pending": "Armour: being rolled",
        "ui.block.brawler.title": "Brawler: the re-rolled die",
        "ui.block.brawler.die": "The re-rolled die (1 to 6)",
        "ui.block.brawler.used": "A Both Down die was re-rolled with Brawler.",
        "ui.block.modal.title.attacker": "Attacker's Armour Roll",
        "ui.block.modal.title.defender": "Defender's Armour Roll",
        "ui.block.modal.niggling": "Niggling Injuries of the downed player",
        "ui.block.modal.fallen": "Traits of the downed player",
        "ui.block.modal.hitter": "Skills of the player who knocked them down",
        "ui.block.modal.dice": "Dice rolled by hand, in order",
        "ui.block.armour.title.attacker": "Attacker's Armour Roll",
        "ui.block.armour.title.defender": "Defender's Armour Roll",
        "ui.block.armour.after": "After block #{number}.",
        "ui.block.blitz": "Blitz: Juggernaut and Horns apply; no Brawler.",
        "ui.block.skills.attacker": "Attacker's skills: {skills}",
        "ui.block.skills.defender": "Defender's skills: {skills}",
        "ui.participants.defender": "Defender: {player}",
        "ui.participants.fallen": "Downed player: {player}",
        "ui.participants.author": "Knocked Down by: {player}",
        "help.example.block": "/block attacker:#7 Grak defender:#3 Snik",
    }
)

LABELS.update(
    {
        "title.apothecary": "Apothecary",
        "ui.apothecary.button": "Apothecary",
        "ui.apothecary.button.left.one": "{healer} ({left} left)",
        "ui.apothecary.button.left.other": "{healer} ({left} left)",
        "ui.apothecary.which": "{healer} used; Apothecary uses left for this game: {left}.",
        "ui.apothecary.done": "Apothecary: roll {id}",
        "ui.apothecary.pending": "Apothecary: being rolled",
        "ui.apothecary.no_match": "The Apothecary only patches up a rostered player, in an open game.",
        "ui.apothecary.none": "{team} has no Apothecary.",
        "ui.apothecary.used": "{team}'s Apothecary was already used in this game, or this injury is already recorded.",
        "ui.apothecary.title": "Apothecary: second roll",
        "ui.apothecary.die": "The second D16, rolled by hand",
        "ui.apothecary.keep": "Keep roll {number}: {outcome}",
        "ui.apothecary.keep_title": "Apothecary: the kept result's rolls",
        "ui.apothecary.kept": "Result kept: roll {id}",
        "ui.apothecary.already_kept": "One of the two results was already kept.",
        "ui.apothecary.of_roll": "On roll {number}.",
        "title.regeneration": "Regeneration re-roll",
        "ui.regeneration.reroll": "Re-roll Regeneration",
        "ui.regeneration.button": "{healer}: re-roll Regeneration",
        "ui.regeneration.title": "Regeneration re-roll",
        "ui.regeneration.die": "The D6, rolled by hand",
        "ui.regeneration.which": "{healer} used; Regeneration re-rolls left for this game: {left}.",
        "ui.regeneration.done": "Regeneration re-rolled: roll {id}",
        "ui.regeneration.of_roll": "Re-roll of the failed Regeneration roll of roll {number}.",
        "ui.regeneration.none": "{team} has no Mortuary Assistant or Plague Doctor left for this game.",
        "ui.regeneration.used": (
            "This roll's Regeneration was already re-rolled, or an Apothecary was used on it, or it is recorded."
        ),
        "ui.regeneration.record_reroll": "This roll's Regeneration was re-rolled: record the re-roll.",
        "ui.foul.dirty_player.apply": "Apply Dirty Player (armour broken, Sent-off)",
        "ui.foul.dirty_player.leave": "Leave Dirty Player off (the fouler stays on the pitch)",
        "ui.foul.dirty_player.title": "Foul: the Injury Roll",
        "ui.foul.dirty_player.apply.done": "Dirty Player applied: roll {id}",
        "ui.foul.dirty_player.leave.done": "Without Dirty Player: roll {id}",
        "ui.foul.dirty_player.apply.of_roll": "Follows roll {number}: Dirty Player applied by their coach.",
        "ui.foul.dirty_player.leave.of_roll": "Follows roll {number}: Dirty Player left off by their coach.",
        "ui.foul.dirty_player.chosen": "The fouler's coach already chose for Dirty Player.",
        "error.foul.no_dirty_player_choice": "This foul waits for no Dirty Player choice.",
        "ui.apothecary.superseded.title": "⛑️ Apothecary",
        "ui.apothecary.superseded": "Used on this roll (roll {id}): its consequences replace this roll's.",
        "ui.apothecary.superseded@choice": "Used on this roll (roll {id}): this roll's consequences, Hatred and "
        "Lasting Injury included, wait for the result the coach keeps, which gives them again.",
        "ui.apothecary.record_kept": (
            "The Apothecary was used on this roll: record the kept result, on its own message."
        ),
        "ui.no_causer": "Nobody caused this injury: no Hatred, no SPP, no author recorded.",
        "ui.lasting_injury.rerolled": "{char} is already at its minimum: the Lasting Injury is re-rolled "
        "(ligue rules).",
    }
)

LABELS.update(
    {
        "ui.kickoff.victim.button": "Victim {number} ({team}): Injury Roll",
        "ui.kickoff.victim.done": "Victim {number}: roll {id}",
        "ui.kickoff.victim.pending": "Victim {number}: being rolled",
        "ui.kickoff.victim.title": "Kick-off victim {number}",
        "ui.kickoff.victim.player": "The player hit",
        "ui.kickoff.victim.traits": "Their traits",
        "ui.kickoff.victim.niggling": "Niggling Injuries of the victim",
        "ui.kickoff.victim.unknown": "This kick-off victim cannot be found on this server.",
        "ui.kickoff.victim.already": "This victim's Injury Roll was already rolled.",
        "ui.kickoff.victim.of": "Kick-off: roll {number}.",
    }
)
