"""The names a block's skills go by outside the block's rules: the flags a coach may type on ``/block`` and the
skills that re-roll a block die. Kept apart from :mod:`rules.block` so that declaring the commands at start-up
reads these names without loading the block's tables (issue 11, ``tests/test_startup_imports.py``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

#: Every flag of :class:`rules.block.BlockSkills`, in the order ``/block`` offers them: the typed ones, then
#: ``blitz`` and those :func:`rules.traits.block_skills` works out from the rosters.
SKILL_FLAGS: Final[tuple[str, ...]] = (
    "dodge",
    "tackle",
    "attacker_block",
    "defender_block",
    "attacker_wrestle",
    "defender_wrestle",
    "stand_firm",
    "fend",
    "juggernaut",
    "horns",
    "dauntless",
    "brawler",
    "pro",
    "blitz",
    "multiple_block",
    "hatred",
    "attacker_steady_footing",
    "defender_steady_footing",
    "frenzy",
    "grab",
    "sidestep",
    "attacker_ball_and_chain",
    "defender_ball_and_chain",
)

#: The re-roll each skill offers: the face it may re-roll, once per block (S1: Brawler "a single Both Down
#: result", Hatred (X) "a single Player Down result"; a die is never re-rolled twice).
REROLLS: Final[Mapping[str, str]] = {"brawler": "both_down", "hatred": "player_down"}
