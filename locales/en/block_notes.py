"""English words of a block's buttons and refusals when the coaches choose how to apply a Both Down with Wrestle or
Juggernaut (its notes are with the other block notes, in ``game``),
Claws said under the armour it broke, and Pro's re-roll of a block die."""

from __future__ import annotations

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
}
