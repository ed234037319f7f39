"""Divisions and the Regular Season's schedule by the book, pure (BB2025 league_play.md « DIVISIONS »,
« REGULAR SEASON », « LEAGUE FIXTURES »).

Divisions hold « as close to an equal number of teams as possible », dealt by hand or drawn « out of a helmet »
(the dice source shuffles, so a draw is shown, stored and replayed like any roll). Each team plays every other
team of its division once, in rounds where no team plays twice: the circle method, with a bye for one team a
round when a division has an odd count. Home and away alternate so that no team is always the one named first.
A round has a time limit (« a good rule of thumb is … a game every two weeks »): :func:`last_days` gives each
round's last day from the season's start.

Teams are ids (ints); what a team is belongs to the league.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.dice import Dice
from rules.errors import Counted, DomainError, check_int

#: The book's rule of thumb for a round's time limit.
DEFAULT_ROUND_DAYS = 14
#: A division smaller than this goes against the book's advice (« each Division should contain at least four
#: teams »); it is allowed (a small league may want two divisions of three) and the preview says so.
ADVISED_DIVISION_SIZE = 4


@dataclass(frozen=True, slots=True)
class Fixture:
    """One League Fixture: ``home`` is named first; ``division`` counts from 1."""

    division: int
    round: int
    home: int
    away: int


@dataclass(frozen=True, slots=True)
class Round:
    """One round of one division: its fixtures and the team that rests (``None`` for an even division)."""

    division: int
    number: int
    fixtures: tuple[Fixture, ...]
    bye: int | None


def shuffled(teams: Sequence[int], dice: Dice) -> list[int]:
    """``teams`` drawn out of a helmet: a Fisher–Yates shuffle whose every draw is a die of the dice source (a
    die of k faces picks among the k teams still in the helmet), so a draw by hand is possible too."""
    helmet = list(teams)
    drawn: list[int] = []
    while helmet:
        drawn.append(helmet.pop(dice.roll(len(helmet)).value - 1) if len(helmet) > 1 else helmet.pop())
    return drawn


def split_divisions(teams: Sequence[int], count: int) -> list[list[int]]:
    """``teams`` dealt in order into ``count`` divisions whose sizes differ by one at most (the first divisions
    take the extra teams). Each division needs two teams to play; fewer is ``error.fixtures.division_size``."""
    if len(set(teams)) != len(teams):
        raise DomainError("error.fixtures.duplicate_team")
    if count < 1 or len(teams) < 2 * count:
        raise DomainError(
            "error.fixtures.division_size",
            teams=Counted("count.teams", len(teams)),
            divisions=Counted("count.divisions", count),
        )
    size, extra = divmod(len(teams), count)
    divisions: list[list[int]] = []
    start = 0
    for index in range(count):
        end = start + size + (1 if index < extra else 0)
        divisions.append(list(teams[start:end]))
        start = end
    return divisions


def round_robin(teams: Sequence[int], *, division: int = 1) -> list[Round]:
    """Every pair of ``teams`` once, in ``n - 1`` rounds (``n`` rounded up to even), no team twice in a round.

    The circle method: the first team stays, the others turn one place a round; with an odd count a ghost joins
    and whoever meets it rests. Home alternates round by round for the fixed team and by position for the rest.
    """
    if len(set(teams)) != len(teams):
        raise DomainError("error.fixtures.duplicate_team")
    if len(teams) < 2:
        raise DomainError(
            "error.fixtures.division_size",
            teams=Counted("count.teams", len(teams)),
            divisions=Counted("count.divisions", 1),
        )
    circle: list[int | None] = list(teams)
    if len(circle) % 2:
        circle.append(None)
    n = len(circle)
    rounds: list[Round] = []
    for number in range(1, n):
        fixtures: list[Fixture] = []
        bye: int | None = None
        for i in range(n // 2):
            first, second = circle[i], circle[n - 1 - i]
            if first is None or second is None:
                bye = second if first is None else first
                continue
            # the fixed team alternates each round; the other pairs by their place and the round
            swap = (number % 2 == 0) if i == 0 else (i % 2 == 1)
            home, away = (second, first) if swap else (first, second)
            fixtures.append(Fixture(division, number, home, away))
        rounds.append(Round(division, number, tuple(fixtures), bye))
        circle = [circle[0], circle[-1], *circle[1:-1]]
    return rounds


def season_schedule(divisions: Sequence[Sequence[int]]) -> list[Round]:
    """Every division's round robin; a division's round ``k`` is played in the league's round ``k`` (a smaller
    division simply has fewer rounds)."""
    schedule: list[Round] = []
    for index, teams in enumerate(divisions, start=1):
        schedule.extend(round_robin(teams, division=index))
    return sorted(schedule, key=lambda r: (r.number, r.division))


def round_count(divisions: Sequence[Sequence[int]]) -> int:
    """How many rounds the Regular Season takes: the largest division's ``n - 1`` (``n`` rounded up to even)."""
    return max((len(d) + len(d) % 2 - 1 for d in divisions), default=0)


def last_days(rounds: int, days: int = DEFAULT_ROUND_DAYS) -> list[int]:
    """Each round's last day, in days after the season's first: round ``k`` ends on day ``k × days - 1`` (the
    calendar is the league's: no clock here)."""
    check_int(days, 1, 365, "field.round_days")
    return [k * days - 1 for k in range(1, rounds + 1)]
