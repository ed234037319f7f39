"""English notes of a block for Frenzy, Grab and Sidestep (S1), and the coaches' choice of how to apply a Both Down
with Wrestle or Juggernaut."""

from __future__ import annotations

LABELS: dict[str, str] = {
    "block.note.grab": (
        "Grab: the attacker's coach picks any unoccupied square adjacent to the target (not the template; "
        "Sidestep cannot be used)."
    ),
    "block.note.sidestep": (
        "Sidestep: the target's coach picks any unoccupied square adjacent to the target (not the template)."
    ),
    "block.note.frenzy_follow": "Frenzy: the attacker must Follow-up.",
    "block.note.frenzy_again": (
        "Frenzy: the attacker must Follow-up, then block the target again, as it is still Standing (on a Blitz, "
        "this second Block costs a square of movement)."
    ),
    "block.note.frenzy_second": (
        "Frenzy: the target is still Standing, so the attacker must block it again (on a Blitz, this second Block "
        "costs a square of movement)."
    ),
    "block.note.both_down_choice": (
        "Wrestle and Juggernaut are their coach's choice: the buttons say how to apply the Both Down."
    ),
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
}
