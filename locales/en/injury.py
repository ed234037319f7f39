"""English labels: armour, injuries, casualties, lasting injuries, Getting Even, KO, fouls,
expensive mistakes, advancement and characteristics.

The official BB2025 words (docs/rules-reference.md §4). The ``ligue`` ruleset
shares the casualty rows with BB2025, so they carry the official names; its own
lasting injuries (seed 000: a -1 AG « Cou Brisé », a -1 ST « Épaule Disloquée »)
keep their meaning under their BB2020 names, Neck Injury and Dislocated Shoulder.
"""

from __future__ import annotations

LABELS: dict[str, str] = {
    # --- step kinds -----------------------------------------------------------------------------
    "step.armour": "Armour Roll",
    "step.injury": "Injury Roll",
    "step.casualty": "Casualty Roll",
    "step.lasting_injury": "Lasting Injury",
    "step.hatred": "Getting Even",
    "step.foul": "Foul",
    "step.ko_recovery": "Recovery of Knocked-out players",
    "step.ko_player": "Knocked-out player",
    "step.expensive_mistakes": "Expensive Mistakes",
    "step.minor_incident": "Minor Incident: loss",
    "step.catastrophe": "Catastrophe: amount kept",
    "step.advancement": "Characteristic Improvement",
    "step.advancement_choice": "Your choice",
    # --- modifiers ------------------------------------------------------------------------------
    "mod.mighty_blow": "Mighty Blow",
    "mod.claws": "Claws",
    "mod.dirty_player": "Dirty Player",
    "mod.assists": "Assists",
    "mod.niggling.one": "Niggling Injury",
    "mod.niggling.other": "Niggling Injuries",
    "mod.other": "Modifier",
    # --- armour ---------------------------------------------------------------------------------
    "armour.holds": "Armour holds",
    "armour.holds.detail": "The armour is not broken: the player gets away with it.",
    "armour.broken": "Armour broken",
    "armour.broken.detail": "Make an Injury Roll for this player straight away.",
    # --- injury ---------------------------------------------------------------------------------
    "injury.table.standard": "Injury Table",
    "injury.table.minus": "Stunty Injury Table",
    "injury.stunned": "Stunned",
    "injury.stunned.detail": (
        "The player stays on the pitch, face down; they are turned face up at the end of their team's next turn."
    ),
    "injury.ko": "Knocked-out",
    "injury.ko.detail": (
        "Remove the player from the pitch and place them in the Knocked-out box of the dugout; "
        "on a 4-6 at the next kick-off they return to the Reserves."
    ),
    "injury.ko.detail@bb2025": (
        "Remove the player from the pitch and place them in the Knocked-out box of the dugout; at the end of "
        "every Drive, half-time included, they return to the Reserves on a 4+."
    ),
    "injury.badly_hurt": "Badly Hurt",
    "injury.badly_hurt.detail": (
        "The player goes to the Casualty box and misses the rest of the game (no Casualty Roll)."
    ),
    "injury.casualty": "Casualty",
    "injury.casualty.detail": (
        "Remove the player from the pitch and place them in the Casualty box of the dugout. Roll on the Casualty Table."
    ),
    # --- casualty -------------------------------------------------------------------------------
    "casualty.badly_hurt": "Badly Hurt",
    "casualty.badly_hurt.detail": "The player goes to the Casualty box and misses the rest of the game.",
    "casualty.seriously_hurt": "Seriously Hurt",
    "casualty.seriously_hurt.detail": "MNG + Getting Even: the player misses their next game.",
    "casualty.serious_injury": "Serious Injury",
    "casualty.serious_injury.detail": (
        "NI + MNG + Getting Even: the player gains a Niggling Injury (+1 to future Casualty Rolls) "
        "and misses their next game."
    ),
    "casualty.lasting_injury": "Lasting Injury",
    "casualty.lasting_injury.detail": (
        "Lasting Injury + MNG + Getting Even: roll on the Lasting Injury Table, and the player misses their next game."
    ),
    "casualty.dead": "Dead",
    "casualty.dead.detail": "The player is dead and removed from the team roster.",
    # --- lasting injury (names per ruleset, D1) -------------------------------------------------
    "lasting_injury.av": "Head Injury",
    "lasting_injury.av@ligue": "Head Injury",
    "lasting_injury.av@bb2025": "Head Injury",
    "lasting_injury.av.detail": "-1 AV",
    "lasting_injury.ma": "Smashed Knee",
    "lasting_injury.ma@ligue": "Smashed Knee",
    "lasting_injury.ma@bb2025": "Smashed Knee",
    "lasting_injury.ma.detail": "-1 MA",
    "lasting_injury.pa": "Broken Arm",
    "lasting_injury.pa@ligue": "Broken Arm",
    "lasting_injury.pa@bb2025": "Broken Arm",
    "lasting_injury.pa.detail": "-1 PA",
    "lasting_injury.ag": "Neck Injury",
    "lasting_injury.ag@ligue": "Neck Injury",
    "lasting_injury.ag@bb2025": "Dislocated Hip",
    "lasting_injury.ag.detail": "-1 AG",
    "lasting_injury.st": "Dislocated Shoulder",
    "lasting_injury.st@ligue": "Dislocated Shoulder",
    "lasting_injury.st@bb2025": "Broken Shoulder",
    "lasting_injury.st.detail": "-1 ST",
    "lasting_injury.at_minimum": "Characteristic already at its minimum",
    "lasting_injury.at_minimum.named": "{injury} ({loss}): {char} already at its minimum",
    "lasting_injury.at_minimum.detail": "No reduction: the player misses their next game.",
    "lasting_injury.none_possible": "Every characteristic is at its minimum",
    "lasting_injury.none_possible.named": "{injury} ({loss}): every characteristic is at its minimum",
    "lasting_injury.none_possible.detail": "No Lasting Injury can apply: the die is not re-rolled.",
    # --- Getting Even / Hatred (X) --------------------------------------------------------------
    "hatred.gained": "Hatred (X)",
    "hatred.gained.detail": (
        "The player gains Hatred (X): X is a Keyword of the player who caused the Casualty, "
        "chosen by the injured player's coach."
    ),
    "hatred.not_gained": "No Hatred",
    "hatred.not_gained.detail": "A 4+ on 1D6 was needed: the player does not gain Hatred (X).",
    "hatred.no_attacker": "No Hatred: no player caused the Casualty",
    "hatred.no_keyword": "No Hatred: no Keyword allowed",
    "hatred.no_keyword.detail": (
        "Big Guy, Blitzer, Blocker, Catcher, Lineman, Runner, Special and Thrower are excluded."
    ),
    # --- foul -----------------------------------------------------------------------------------
    "foul.sent_off": "Sent-off!",
    "foul.sent_off.detail": "A natural double on the Armour or Injury Roll: the fouling player is Sent-off.",
    "foul.unnoticed": "The ref saw nothing",
    "foul.unnoticed.detail": "No double: the fouling player stays on the pitch.",
    "foul.unnoticed.sneaky_git.detail": (
        "A natural double, but the armour held: Sneaky Git keeps the fouler on the pitch."
    ),
    "foul.dirty_player_choice": "Dirty Player: the fouler's choice",
    "foul.dirty_player_choice.detail": (
        "A natural double: without Dirty Player the armour holds and Sneaky Git keeps the fouler on the pitch; with "
        "its +1 it breaks, and the fouler is Sent-off. Their coach chooses (buttons)."
    ),
    # --- KO -------------------------------------------------------------------------------------
    "ko_recovery.summary": "Back to the Reserves: {back} · still Knocked-out: {stays}",
    "ko_recovery.back": "Back to the Reserves",
    "ko_recovery.back.detail": "On a 4-6 the player returns to the Reserves box and can play as normal.",
    "ko_recovery.stays": "Still Knocked-out",
    "ko_recovery.stays.detail": "On a 1-3 the player stays Knocked-out; roll again at the next kick-off.",
    "ko_recovery.stays.detail@bb2025": "On a 1-3 the player stays Knocked-out; roll again at the end of the "
    "next Drive.",
    # --- expensive mistakes -----------------------------------------------------------------------
    "expensive_mistakes.no_roll": "No roll",
    "expensive_mistakes.no_roll.detail": "Less than 100,000 gp in the Treasury: nothing happens.",
    "expensive_mistakes.averted": "Crisis Averted",
    "expensive_mistakes.averted.detail": "Nothing happens.",
    "expensive_mistakes.minor": "Minor Incident",
    "expensive_mistakes.minor.detail": "-1D3 × 10,000 gp",
    "expensive_mistakes.major": "Major Incident",
    "expensive_mistakes.major.detail": "Lose half of the Treasury (rounded down to the nearest 5,000 gp)",
    "expensive_mistakes.major.detail@bb2025": "The Treasury is halved, rounded down to the nearest 5,000 gp.",
    "expensive_mistakes.catastrophe": "Catastrophe",
    "expensive_mistakes.catastrophe.detail": "Lose the whole Treasury except 2D6 × 10,000 gp",
    "expensive_mistakes.minor_loss": "Loss of 1D3 × 10,000 gp",
    "expensive_mistakes.catastrophe_kept": "Amount kept: 2D6 × 10,000 gp",
    # --- advancement ----------------------------------------------------------------------------
    "advancement.av": "+1 AV",
    "advancement.av_pa": "+1 AV or +1 PA",
    "advancement.av_ma_pa": "+1 AV, +1 MA or +1 PA",
    "advancement.ma_pa": "+1 MA or +1 PA",
    "advancement.ag_ma": "+1 AG or +1 MA",
    "advancement.ag_st": "+1 AG or +1 ST",
    "advancement.any": "+1 to a characteristic of your choice",
    "advancement.choose": "Choose the improvement",
    "advancement.choose.detail": "At most 2 improvements per characteristic, never beyond its maximum.",
    "advancement.skill_instead": "No improvement possible",
    "advancement.skill_instead.detail": "Take a Primary or Secondary Skill instead (the SPP are not refunded).",
    "advancement.rank.experienced": "Experienced",
    "advancement.rank.veteran": "Veteran",
    "advancement.rank.emerging_star": "Emerging Star",
    "advancement.rank.star": "Star",
    "advancement.rank.superstar": "Superstar",
    "advancement.rank.legend": "Legend",
    "advancement.kind.random_primary": "Randomly select a Primary Skill",
    "advancement.kind.chosen_primary": "Choose a Primary Skill",
    "advancement.kind.chosen_secondary": "Choose a Secondary Skill",
    "advancement.kind.characteristic": "Characteristic Improvement",
    # --- characteristics (official abbreviations, then names) -----------------------------------
    "char.ma": "MA",
    "char.st": "ST",
    "char.ag": "AG",
    "char.pa": "PA",
    "char.av": "AV",
    "char.ma.name": "Move Allowance",
    "char.st.name": "Strength",
    "char.ag.name": "Agility",
    "char.pa.name": "Passing Ability",
    "char.av.name": "Armour Value",
    # a fumbled Kick Team-mate's Injury Roll (Stunned counts as KO)
    "injury.stunned_as_ko.detail": "Any Stunned result on this Injury Roll is treated as Knocked-out.",
    # --- Steady Footing, and the armour roll's own causes (a second reading of the book) ---
    "step.steady_footing": "Steady Footing",
    "steady_footing.held": "Steady Footing: stays on their feet",
    "steady_footing.held.detail": (
        "On a 6 the player is not Knocked Down: no Armour Roll, no Turnover, they carry on as if nothing happened."
    ),
    "steady_footing.failed": "Steady Footing failed",
    "steady_footing.failed.detail": "On a 1-5 the player is Knocked Down: make their Armour Roll.",
    "mod.chainsaw": "Chainsaw",
    "mod.arm_bar": "Arm Bar",
    "mod.lethal_flight": "Lethal Flight",
    "mod.blitzers_best_keg.one": "Blitzer's Best Keg",
    "mod.blitzers_best_keg.other": "Blitzer's Best Kegs",
    "mod.josef_bugman": "Josef Bugman",
    "injury.ball_and_chain.detail": (
        "Ball & Chain: no Armour Roll, an Injury Roll at once, any Stunned result treated as Knocked-out."
    ),
}
