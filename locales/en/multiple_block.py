"""English words of Multiple Block declared on /block (S1: two Block Actions, Strength −2, no Follow-up)."""

from __future__ import annotations

from locales.en.commands import option_labels

_OPTION = "The attacker uses Multiple Block: Strength −2, no Follow-up (not on a Blitz)"

LABELS: dict[str, str] = {
    **option_labels("block", multiple_block=_OPTION),
    **option_labels("odds block", multiple_block=_OPTION),
    "ui.block.multiple_block": (
        "Multiple Block: two simultaneous blocks, Strength −2 for each, no Follow-up; roll the other one with the "
        "same option."
    ),
    "error.block.multiple_block_blitz": "Multiple Block is declared with a Block Action, not a Blitz.",
}
