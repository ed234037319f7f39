"""Drafting a team and re-drafting it in the off-season, by the book, pure (BB2025 drafting_a_blood_bowl_team.md
« TEAM DRAFT LIST », league_play.md « RAISE FUNDS », « RE-DRAFT TEAM »).

A Team Draft List spends a budget (1,000,000 gp by default; the commissioner may set another per season) on
players of one Team Roster (11 to 16, each position within its « 0-N » and the roster's footnote limits), Team
Re-rolls at the roster's price (at most 8), an Apothecary where the roster allows one (50,000), Assistant
Coaches and Cheerleaders (10,000 each, at most 6 each) and Dedicated Fans (1 free, up to 3 at 5,000 each);
what is left goes to the Treasury. Every problem is a :class:`~rules.errors.DomainError`, said in the reader's
language, and the first one found is raised (a commissioner fixes one thing at a time).

Re-drafting: the Re-draft Budget is 1,000,000 + the Treasury + 20,000 per League Fixture played, + 20,000 per win
and + 10,000 per draw of the previous season, capped (1,300,000 recommended; the excess is lost). Staff carry
over at standard cost; a player is re-hired at his Current Value + 20,000 per previous season he took part in
(the agent's fee, which does not change his Current Value).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Final

from rules import limits, rosters
from rules.errors import DomainError, Gold
from rules.team_value import APOTHECARY_COST, ASSISTANT_COACH_COST, CHEERLEADER_COST

DEFAULT_BUDGET: Final = 1_000_000
MIN_PLAYERS: Final = 11
MAX_PLAYERS: Final = 16
#: « improve the Dedicated Fans Characteristic of your team up to a maximum of 3 … at the cost of 5,000 ».
FANS_AT_DRAFT: Final = limits.Quantity("field.dedicated_fans", 1, 3)
FAN_COST: Final = 5_000
#: Raise Funds.
REDRAFT_BASE: Final = 1_000_000
PER_FIXTURE: Final = 20_000
PER_WIN: Final = 20_000
PER_DRAW: Final = 10_000
DEFAULT_CAP: Final = 1_300_000
AGENT_FEE: Final = 20_000
#: A season's draft budget or re-draft cap, as a commissioner sets it (gp, up to 5,000,000).
BUDGET: Final = limits.Quantity("field.draft_budget", 0, 5_000_000)


@dataclass(frozen=True, slots=True)
class DraftList:
    """What a coach asks for: ``players`` counts hires per position key of ``roster`` (a roster key).

    A re-draft's list: ``rehired`` holds, per position key, what each player of last season kept on it costs
    (:func:`rehire_cost`: counted in ``players`` for the limits, paid at that price rather than the roster's), and
    ``free_rerolls`` the Team Re-rolls counted in ``rerolls`` that are not bought (the League Trophy's)."""

    roster: str
    players: Mapping[str, int]
    rerolls: int = 0
    apothecary: bool = False
    assistant_coaches: int = 0
    cheerleaders: int = 0
    dedicated_fans: int = 1
    rehired: Mapping[str, tuple[int, ...]] = field(default_factory=dict)
    free_rerolls: int = 0


@dataclass(frozen=True, slots=True)
class DraftCost:
    """What the list costs, line by line, and what is left for the Treasury."""

    players: int
    rerolls: int
    staff: int
    fans: int
    budget: int

    @property
    def total(self) -> int:
        return self.players + self.rerolls + self.staff + self.fans

    @property
    def treasury(self) -> int:
        return self.budget - self.total


def book_roster(key: str) -> rosters.Roster:
    """The Team Roster ``key`` names (its key or any name it is typed under)."""
    roster = next((r for r in rosters.ROSTERS if r.key == key), None) or rosters.find(key)
    if roster is None:
        raise DomainError("error.draft.roster", value=key)
    return roster


def draft_of(
    roster: str,
    positions: Sequence[str],
    *,
    rerolls: int = 0,
    apothecary: bool = False,
    assistant_coaches: int = 0,
    cheerleaders: int = 0,
    dedicated_fans: int = 1,
) -> DraftList:
    """The Team Draft List of a team as it stands: its players' positions (as typed, in either language) counted
    by the roster's line, and its staff; a position the roster does not have is refused."""
    book = book_roster(roster)
    counts: dict[str, int] = {}
    for name in positions:
        line = book.position(name)
        if line is None:
            raise DomainError("error.draft.position", value=name, roster=book.name)
        counts[line.key] = counts.get(line.key, 0) + 1
    return DraftList(book.key, counts, rerolls, apothecary, assistant_coaches, cheerleaders, dedicated_fans)


def _check_lines(roster: rosters.Roster, players: Mapping[str, int]) -> None:
    """Every position within its « 0-N » and the roster's footnote limits (the first one broken raised)."""
    by_key = {p.key: p for p in roster.positions}
    for key, count in players.items():
        position = by_key.get(key)
        if position is None:
            raise DomainError("error.draft.position", value=key, roster=roster.name)
        if count < 0 or count > position.most:
            raise DomainError("error.draft.position_limit", position=position.name, most=position.most, value=count)
    for limit in roster.limits:
        together = sum(players.get(key, 0) for key in limit.positions)
        if together > limit.most:
            names = ", ".join(by_key[key].name for key in limit.positions)
            raise DomainError("error.draft.roster_limit", positions=names, most=limit.most, value=together)


def check_players(roster: rosters.Roster, players: Mapping[str, int]) -> int:
    """The players' count once every position and footnote limit holds; their cost is :func:`price`'s."""
    _check_lines(roster, players)
    count = sum(players.values())
    if not MIN_PLAYERS <= count <= MAX_PLAYERS:
        raise DomainError("error.draft.player_count", low=MIN_PLAYERS, high=MAX_PLAYERS, value=count)
    return count


def with_pick(draft: DraftList, key: str) -> DraftList:
    """``draft`` with one more player of the position ``key`` (the draft screen's pick), refused when it is made —
    not at submission — if it breaks the position's « 0-N », a footnote's limit or the 16 players of a list."""
    roster = book_roster(draft.roster)
    players = {**draft.players, key: draft.players.get(key, 0) + 1}
    _check_lines(roster, players)
    count = sum(players.values())
    if count > MAX_PLAYERS:
        raise DomainError("error.draft.player_count", low=MIN_PLAYERS, high=MAX_PLAYERS, value=count)
    return replace(draft, players=players)


def draft_cost(draft: DraftList, budget: int = DEFAULT_BUDGET) -> DraftCost:
    """What ``draft`` costs against ``budget``, line by line, whatever limit it still breaks: the running cost and
    what is left (below zero: over the budget) a coach reads after each pick."""
    roster = book_roster(draft.roster)
    by_key = {p.key: p for p in roster.positions}
    bought = max(0, draft.rerolls - draft.free_rerolls)
    return DraftCost(
        players=sum(
            by_key[key].cost * (count - len(draft.rehired.get(key, ()))) + sum(draft.rehired.get(key, ()))
            for key, count in draft.players.items()
            if key in by_key
        ),
        rerolls=bought * roster.reroll_cost,
        staff=draft.assistant_coaches * ASSISTANT_COACH_COST
        + draft.cheerleaders * CHEERLEADER_COST
        + (APOTHECARY_COST if draft.apothecary else 0),
        fans=max(0, draft.dedicated_fans - 1) * FAN_COST,
        budget=budget,
    )


def check_draft(draft: DraftList, budget: int = DEFAULT_BUDGET) -> DraftCost:
    """The cost of ``draft`` against ``budget``, once every limit of the book holds."""
    roster = book_roster(draft.roster)
    check_players(roster, draft.players)
    limits.REROLLS.check(draft.rerolls)
    limits.ASSISTANT_COACHES.check(draft.assistant_coaches)
    limits.CHEERLEADERS.check(draft.cheerleaders)
    FANS_AT_DRAFT.check(draft.dedicated_fans)
    if draft.apothecary and not roster.apothecary:
        raise DomainError("error.draft.no_apothecary", roster=roster.name)
    by_key = {p.key: p for p in roster.positions}
    for key, costs in draft.rehired.items():
        if len(costs) > draft.players.get(key, 0):
            raise DomainError("error.draft.rehired", position=by_key[key].name if key in by_key else key)
    cost = draft_cost(draft, budget)
    if cost.treasury < 0:
        raise DomainError("error.draft.over_budget", total=Gold(cost.total), budget=Gold(budget))
    return cost


@dataclass(frozen=True, slots=True)
class RedraftBudget:
    """Raise Funds, line by line: ``raised`` before the cap, ``budget`` after it, ``lost`` what the cap took."""

    base: int
    treasury: int
    fixtures: int
    wins: int
    draws: int
    cap: int | None

    @property
    def raised(self) -> int:
        return self.base + self.treasury + self.fixtures * PER_FIXTURE + self.wins * PER_WIN + self.draws * PER_DRAW

    @property
    def budget(self) -> int:
        return self.raised if self.cap is None else min(self.raised, self.cap)

    @property
    def lost(self) -> int:
        return self.raised - self.budget


def redraft_budget(
    treasury: int, *, played: int, won: int, drawn: int, cap: int | None = DEFAULT_CAP, base: int = REDRAFT_BASE
) -> RedraftBudget:
    """The Re-draft Budget of a team that played ``played`` League Fixtures last season, won ``won`` and drew
    ``drawn`` of them (a season's fixtures only: friendlies earn nothing here)."""
    limits.TREASURY.check(treasury)
    if min(played, won, drawn) < 0 or won + drawn > played:
        raise DomainError("error.draft.record", played=played, won=won, drawn=drawn)
    return RedraftBudget(base, treasury, played, won, drawn, cap)


def rehire_cost(current_value: int, seasons: int) -> int:
    """A player re-hired: his Current Value + the agent's fee of 20,000 per previous season he took part in."""
    limits.PLAYER_VALUE.check(current_value)
    if seasons < 0:
        raise DomainError("error.draft.seasons", value=seasons)
    return current_value + AGENT_FEE * seasons
