"""Team value (TV) and current team value (CTV), as data (postgame-reference §7 and §10).

TV = the current value of every player on the roster + the sideline staff at their costs + the team
re-rolls at the roster's (normal) price; the Dedicated Fans and the treasury add nothing (X5). CTV = TV less
the players who cannot play the next game: Miss Next Game, and (BB2025) Temporarily Retired (X19: they stay
in TV); and, in a team with Low Cost Linemen (Ogre, Snotling), less each Lineman's Hiring Fee, his value
increases still counted (:func:`low_cost_fee`).

A player's current value is what the post-match keeps on the player (``players.value``: the hiring cost from
the roster, then each advancement's value increase, Elite skills included, added by the post-match): this
module adds values, it never works one out. A player without a value, or re-rolls without a price, make the
total a lower bound, said as such (``complete`` false).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final

#: The team special rule whose Linemen cost nothing in CTV (BB2025 ``the_teams.md``).
LOW_COST_LINEMEN: Final = "low_cost_linemen"

#: Sideline staff, per head (postgame-reference §5 limits, §12 re-draft: the same costs).
ASSISTANT_COACH_COST: Final = 10_000
CHEERLEADER_COST: Final = 10_000
APOTHECARY_COST: Final = 50_000


@dataclass(frozen=True, slots=True)
class PlayerValue:
    """One roster player as team value reads them: their current value (``None``: not known), whether
    they may play the next game (not Miss Next Game, not Temporarily Retired), and the part of the value
    the CTV leaves out even then (a Low Cost Linemen team's Lineman: his Hiring Fee, :func:`low_cost_fee`)."""

    value: int | None
    plays_next: bool = True
    ctv_free: int = 0


def low_cost_fee(special_rules: Iterable[str], roster: str, position: str) -> int:
    """The Hiring Fee the CTV treats as 0 for a player of ``position``: BB2025 « Low Cost Linemen » (« treat the
    Hiring Fee of any Lineman players on the team as 0 gold pieces. Any value increase is included as normal »),
    the cost of his Team Roster line when it is a Lineman's; 0 without the rule or without a book line."""
    if LOW_COST_LINEMEN not in special_rules:
        return 0
    from rules.positions import line_of  # the rosters' data is read when a value is asked, not at start-up

    _, line = line_of(roster, position)
    return line.cost if line is not None and "Lineman" in line.keywords else 0


@dataclass(frozen=True, slots=True)
class TeamValue:
    players: int
    staff: int
    rerolls: int
    tv: int
    ctv: int
    #: Value of the players left out of CTV.
    missing_next: int = 0
    #: Hiring Fees of the playing Linemen a Low Cost Linemen team leaves out of CTV.
    linemen_free: int = 0
    #: Players whose value is not known (counted as 0).
    unvalued: int = 0
    #: Re-rolls held while the roster's re-roll price is not known (counted as 0).
    unpriced_rerolls: int = 0

    @property
    def complete(self) -> bool:
        return not self.unvalued and not self.unpriced_rerolls


def team_value(
    players: Iterable[PlayerValue],
    *,
    rerolls: int = 0,
    reroll_cost: int | None = None,
    cheerleaders: int = 0,
    assistant_coaches: int = 0,
    apothecary: bool = False,
) -> TeamValue:
    """TV and CTV of a roster and its staff (the Dedicated Fans and the treasury are never counted)."""
    total = missing = free = unvalued = 0
    for p in players:
        if p.value is None:
            unvalued += 1
            continue
        total += p.value
        if not p.plays_next:
            missing += p.value
        else:
            free += min(p.ctv_free, p.value)
    staff = cheerleaders * CHEERLEADER_COST + assistant_coaches * ASSISTANT_COACH_COST
    staff += APOTHECARY_COST if apothecary else 0
    reroll_total = rerolls * reroll_cost if reroll_cost is not None else 0
    tv = total + staff + reroll_total
    return TeamValue(
        players=total,
        staff=staff,
        rerolls=reroll_total,
        tv=tv,
        ctv=tv - missing - free,
        missing_next=missing,
        linemen_free=free,
        unvalued=unvalued,
        unpriced_rerolls=rerolls if reroll_cost is None else 0,
    )
