"""English words of Pro typed on /block and counted by /odds block (S1 Pro: a D6, on a 3+ the die may be
re-rolled)."""

from __future__ import annotations

from locales.en.commands import option_labels

_OPTION = "The attacker has Pro (try to re-roll one die: on a 3+ on a D6 it may be re-rolled)"

LABELS: dict[str, str] = {
    **option_labels("block", pro=_OPTION),
    **option_labels("odds block", pro=_OPTION),
    "ui.odds.block.pro": (
        "Pro: counted as trying to re-roll the die (not Brawler's) a new die is more likely to improve than to "
        "spoil, when there is one; a 3+ on the D6 re-rolls it."
    ),
}
