"""The two rulesets a Discord server can choose (docs/rules.md).

``ligue`` plays the seeds as written; ``bb2025`` plays the official Third
Season where the seeds differ. Only policies live here; the tables that differ
are keyed by :attr:`Ruleset.key` in their own modules.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from rules.errors import DomainError, shown


class UnknownRuleset(DomainError):
    """A ruleset name that is neither ``ligue`` nor ``bb2025`` (``error.ruleset``)."""


@dataclass(frozen=True, slots=True)
class Ruleset:
    """The policy switches where the seeds and BB2025 disagree (docs/rules.md table)."""

    key: Literal["ligue", "bb2025"]
    #: Séquelle on a characteristic already at its minimum (D2).
    at_minimum: Literal["reroll", "miss_next_game"]
    #: Revanche → Haine (X): automatic (seed 000) or on a D6 4+ (D3).
    hatred_roll: bool
    #: Default kick-off table: ``classique`` (seed 003) or ``bb2025`` (D20).
    kickoff_table: Literal["classique", "bb2025"]
    #: Dodgy Snack: each coach rolls D6 + FP (seed 000) or a plain D6 (D4).
    dodgy_snack_fan_factor: bool
    #: Major Incident: the loss is half rounded down, or what remains is (D8).
    major_incident_rounding: Literal["loss", "remaining"]


LIGUE = Ruleset(
    key="ligue",
    at_minimum="reroll",
    hatred_roll=False,
    kickoff_table="classique",
    dodgy_snack_fan_factor=True,
    major_incident_rounding="loss",
)
BB2025 = Ruleset(
    key="bb2025",
    at_minimum="miss_next_game",
    hatred_roll=True,
    kickoff_table="bb2025",
    dodgy_snack_fan_factor=False,
    major_incident_rounding="remaining",
)
RULESETS: dict[str, Ruleset] = {r.key: r for r in (LIGUE, BB2025)}
DEFAULT = LIGUE


def get(key: str) -> Ruleset:
    """The ruleset named ``key``; a clear error for anything else."""
    try:
        return RULESETS[key]
    except KeyError:
        raise UnknownRuleset("error.ruleset", value=shown(key)) from None
