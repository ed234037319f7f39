"""English words of /block that its notes in ``game`` do not hold: the buttons and refusals when the coaches
choose how to apply a Both Down with Wrestle or Juggernaut, Claws said under the armour it broke, Pro's re-roll of a
block die, and Multiple Block declared on /block."""

from __future__ import annotations

from locales.en.commands import option_labels

_PRO_OPTION = "The attacker has Pro (try to re-roll one die: on a 3+ on a D6 it may be re-rolled)"

_MULTIPLE_BLOCK_OPTION = "The attacker uses Multiple Block: Strength −2, no Follow-up (not on a Blitz)"

LABELS: dict[str, str] = {
    "ui.block.both_down.option.both_down": "Both fall",
    "ui.block.both_down.option.both_down_attacker_blocks": "Only the defender falls (Block)",
    "ui.block.both_down.option.both_down_defender_blocks": "Only the attacker falls (Block)",
    "ui.block.both_down.option.both_down_both_block": "Nobody falls (Block)",
    "ui.block.both_down.option.both_down_wrestle_attacker": "The attacker's Wrestle: both Placed Prone",
    "ui.block.both_down.option.both_down_wrestle_defender": "The defender's Wrestle: both Placed Prone",
    "ui.block.both_down.option.both_down_juggernaut": "Juggernaut: Push Back",
    "ui.block.both_down.chosen": "Both Down, applied by {name}",
    "ui.block.error.both_down_chosen": "This block's Both Down has already been applied.",
    "ui.block.error.both_down_first": "First choose how to apply the Both Down (the block's buttons).",
    "error.block.no_such_choice": "This result cannot be applied that way with these skills.",
    "ui.claws_broke": "Claws: a natural 8 or more breaks the armour, whatever the AV.",
    "ui.block.button.pro": "Pro: try to re-roll die {number}",
    "ui.block.pro.title": "Pro: the D6, then the re-rolled die",
    "ui.block.pro.dice": "Pro's D6, then the re-rolled die",
    "ui.block.pro.used": "Pro was tried on a die of this block: on a 3+ on the D6 it may be re-rolled, on a 1-2 not.",
    "error.block.no_pro": "Pro cannot re-roll this die: it was already tried, or this die was already re-rolled.",
    # Pro typed on /block and counted by /odds block (S1 Pro: a D6, on a 3+ the die may be re-rolled).
    **option_labels("block", pro=_PRO_OPTION),
    **option_labels("odds block", pro=_PRO_OPTION),
    "ui.odds.block.pro": (
        "Pro: counted as trying to re-roll the die (not Brawler's) a new die is more likely to improve than to "
        "spoil, when there is one; a 3+ on the D6 re-rolls it."
    ),
    # the re-roll policy /odds block counts, said in its answer, and the knockdown-seeking one offered (issue 26)
    "ui.odds.block.balanced": (
        "Re-rolls counted the safe way; to count them as a coach seeking the knockdown (re-roll every die that "
        "does not knock the target down), add seek_knockdown:true."
    ),
    "ui.odds.block.seek_knockdown": (
        "Re-rolls counted to knock the target down: Brawler re-rolls a Both Down, then Pro a die (not Brawler's), "
        "whenever it gives a better chance to knock the target down."
    ),
    **option_labels(
        "odds block",
        seek_knockdown="Count Brawler's and Pro's re-rolls to knock the target down (re-roll every die that does not)",
    ),
    # Multiple Block declared on /block (S1: two Block Actions, Strength −2, no Follow-up).
    **option_labels("block", multiple_block=_MULTIPLE_BLOCK_OPTION),
    **option_labels("odds block", multiple_block=_MULTIPLE_BLOCK_OPTION),
    "ui.block.multiple_block": (
        "Multiple Block: two simultaneous blocks, Strength −2 for each, no Follow-up; roll the other one with the "
        "same option."
    ),
    "error.block.multiple_block_blitz": "Multiple Block is declared with a Block Action, not a Blitz.",
    # --- Hatred (X) in a block ---
    "ui.block.button.hatred": "Hatred: re-roll die {number}",
    "ui.block.hatred.title": "Hatred (X): the re-rolled die",
    "ui.block.hatred.used": "A Player Down die was re-rolled with Hatred (X).",
    "error.block.hatred_already_rerolled": "Hatred (X) already re-rolled a die of this block.",
}
