"""The Play-offs and the Glittering Prizes by the book, pure (BB2025 league_play.md « QUALIFYING FOR THE
PLAY-OFFS », « PLAY-OFFS », « GLITTERING PRIZES »).

- Qualifying: « the best performing teams in terms of League Points taken equally from all Divisions »; when the
  divisions do not divide the places evenly, the best of the next-placed teams fill them (« the top two teams
  from each Division, plus the two best third-placed teams »). Each division's order is its standings' (points,
  then the season's tie-breakers); across divisions, teams of the same place are compared by the same sort key.
- The bracket: 4, 8 or 16 teams, knockout, « making sure no team is drawn against another team from the same
  Division » in the first round; seeded (division winners against the lowest-ranked, kept apart as long as
  possible) or random (« completely randomly »), the commissioner's choice. The semi-finals' losers play for third.
- A Play-off game always has a winner: normal time, extra time or penalties (the_game_of_blood_bowl.md
  « EXTRA TIME »); :data:`DECIDED` names how.
- Prizes: 100,000 / 60,000 / 30,000 gp to the first three, paid after the final Post-game Sequence (so not
  exposed to Expensive Mistakes); the League Trophy to the winner, worth a free Team Re-roll while held.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, Literal

from rules.dice import Dice
from rules.errors import DomainError
from rules.fixtures import shuffled

if TYPE_CHECKING:  # the table is read when the bracket is drawn, not at start-up
    from rules.standings import Table

#: How many teams may qualify (« we'd recommend either 4, 8 or 16 teams »).
SIZES: Final = (4, 8, 16)
#: The Glittering Prizes by final place, in gp.
PRIZES: Final[Mapping[int, int]] = {1: 100_000, 2: 60_000, 3: 30_000}
#: How a Play-off game was decided.
DECIDED: Final = ("normal", "extra_time", "penalties")
Decided = Literal["normal", "extra_time", "penalties"]
Draw = Literal["seeded", "random"]


@dataclass(frozen=True, slots=True)
class Standing:
    """A team's place in its division: ``rank`` from 1, ``key`` its standings sort key (larger is better: league
    points, then the season's tie-breakers), compared across divisions for the extra places."""

    team: int
    division: int
    rank: int
    key: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Seed:
    """A qualifier with its seed (1 the best): division winners first, then by place and sort key."""

    seed: int
    standing: Standing


def qualifiers(divisions: Sequence[Sequence[Standing]], places: int) -> list[Seed]:
    """The ``places`` qualifiers, seeded: ``places // divisions`` from each division, the rest the best teams of
    the next place across divisions. Each division's list is in standings order."""
    if places not in SIZES:
        raise DomainError("error.playoffs.size", value=places, sizes=", ".join(map(str, SIZES)))
    available = sum(len(d) for d in divisions)
    if places > available:
        raise DomainError("error.playoffs.too_few", places=places, teams=available)
    each, extra = divmod(places, len(divisions))
    chosen: list[Standing] = []
    for ranked in divisions:
        chosen.extend(ranked[:each])
    if extra:
        nexts = sorted(
            (s for ranked in divisions for s in ranked[each:]),
            key=lambda s: (s.rank, tuple(-k for k in s.key)),
        )
        chosen.extend(nexts[:extra])
    ordered = sorted(chosen, key=lambda s: (s.rank, tuple(-k for k in s.key), s.division))
    return [Seed(i, s) for i, s in enumerate(ordered, start=1)]


def _slots(size: int) -> list[int]:
    """The seeds in bracket order (1 v size, then the winners of adjacent pairs meet): 1 and 2 only in the
    final, 1 to 4 only from the semi-finals."""
    order = [1]
    while len(order) < size:
        total = 2 * len(order) + 1
        order = [s for seed in order for s in (seed, total - seed)]
    return order


def _clash(bracket: Sequence[Seed]) -> int | None:
    """The first first-round pair (its index) whose two teams come from the same division."""
    for i in range(0, len(bracket), 2):
        if bracket[i].standing.division == bracket[i + 1].standing.division:
            return i
    return None


def _separate(bracket: list[Seed]) -> list[Seed]:
    """Swap teams between first-round pairs until no pair is of one division: a clashing pair's second team (the
    lower seed, for a seeded draw) changes places with the nearest lower-placed team that solves the clash without
    making another (a pair's second team first, then a first one). Each swap mends one pair and spoils none, so
    this ends; it leaves the bracket as drawn when one division holds more than half the qualifiers (nothing can
    keep them all apart, as in a league of one division)."""
    counts: dict[int, int] = {}
    for seed in bracket:
        counts[seed.standing.division] = counts.get(seed.standing.division, 0) + 1
    if max(counts.values()) * 2 > len(bracket):
        return bracket
    result = list(bracket)
    while (i := _clash(result)) is not None:
        others = [j for j in range(len(result)) if j not in (i, i + 1)]
        candidates = sorted(others, key=lambda j: (j % 2 == 0, j < i, abs(j - i)))
        for j in candidates:
            trial = list(result)
            trial[i + 1], trial[j] = trial[j], trial[i + 1]
            if all(trial[p].standing.division != trial[p + 1].standing.division for p in (i, j - j % 2)):
                result = trial
                break
        else:
            raise DomainError("error.playoffs.separate")
    return result


def bracket(seeds: Sequence[Seed], draw: Draw, dice: Dice | None = None) -> list[Seed]:
    """The first round in bracket order: pairs ``(0, 1), (2, 3) …``, adjacent pairs' winners meeting next.

    Seeded: 1 v N, 2 v N-1 … placed so the best seeds meet last. Random: the qualifiers drawn out of a helmet with
    ``dice``. Either way, no first-round pair is of one division when that can be avoided."""
    if len(seeds) not in SIZES:
        raise DomainError("error.playoffs.size", value=len(seeds), sizes=", ".join(map(str, SIZES)))
    if draw == "seeded":
        by_seed = {s.seed: s for s in seeds}
        order = [by_seed[n] for n in _slots(len(seeds))]
    else:
        if dice is None:
            raise ValueError("a random draw needs dice")
        by_team = {s.standing.team: s for s in seeds}
        order = [by_team[t] for t in shuffled([s.standing.team for s in seeds], dice)]
    return _separate(order)


@dataclass(frozen=True, slots=True)
class Tie:
    """One Play-off game: ``stage`` counts rounds from the first (the final is the last; ``third`` the match for
    third place), ``slot`` its place in the stage, its two teams (``None`` until the previous games are decided)."""

    stage: int
    slot: int
    home: int | None
    away: int | None
    third: bool = False


def stages(size: int) -> int:
    """How many knockout rounds ``size`` teams need: 2 for 4, 3 for 8, 4 for 16."""
    return size.bit_length() - 1


def next_ties(first_round: Sequence[int], winners: Mapping[tuple[int, int], int]) -> list[Tie]:
    """Every game of the bracket as far as it is known: ``first_round`` the teams in bracket order, ``winners``
    the winner of each decided game by ``(stage, slot)``. The losers of the semi-finals play for third place."""
    size = len(first_round)
    ties: list[Tie] = []
    teams: list[int | None] = list(first_round)
    last = stages(size)
    for stage in range(1, last + 1):
        pairs = [(teams[i], teams[i + 1]) for i in range(0, len(teams), 2)]
        ties.extend(Tie(stage, slot, home, away) for slot, (home, away) in enumerate(pairs))
        if stage == last - 1:
            losers = [
                (away if winners.get((stage, slot)) == home else home) if (stage, slot) in winners else None
                for slot, (home, away) in enumerate(pairs)
            ]
            ties.append(Tie(last, 1, losers[0], losers[1], third=True))
        teams = [winners.get((stage, slot)) for slot in range(len(pairs))]
    return ties


def places(final: Tie, third: Tie, winners: Mapping[tuple[int, int], int]) -> dict[int, int]:
    """Final places 1-3 once the final and the match for third are decided: {place: team}."""
    champion = winners[(final.stage, final.slot)]
    bronze = winners[(third.stage, third.slot)]
    runner_up = final.away if champion == final.home else final.home
    if runner_up is None:
        raise DomainError("error.playoffs.undecided")
    return {1: champion, 2: runner_up, 3: bronze}


def decided(home_score: int, away_score: int, how: str, penalty_winner: int | None, home: int, away: int) -> int:
    """The winner of a Play-off game: the higher score, or after a draw (extra time still level) the winner of
    the penalties. A draw without penalties, or penalties after a decided score, is refused."""
    if how not in DECIDED:
        raise DomainError("error.playoffs.decided", value=how)
    if home_score != away_score:
        if how == "penalties":
            raise DomainError("error.playoffs.penalties_not_level")
        return home if home_score > away_score else away
    if how != "penalties" or penalty_winner not in (home, away):
        raise DomainError("error.playoffs.no_winner")
    assert penalty_winner is not None
    return penalty_winner


#: The tie-breakers that compare teams of different Divisions (head to head needs a game between them).
_ACROSS: Final[Mapping[str, str]] = {
    "td_diff": "td_diff",
    "cas_diff": "cas_diff",
    "td_for": "td_for",
    "cas_for": "cas_for",
    "wins": "won",
    "bonus": "bonus",
}


def division_standings(table: Table, divisions: Sequence[Sequence[int]]) -> list[list[Standing]]:
    """Each Division's teams in the season table's order (its points and tie-breakers), with the sort key that
    compares teams of different Divisions: League Points, then the season's tie-breakers that need no game between
    them. No Divisions (a season without a schedule): the whole table is one. Retired (archived) teams are left out.
    """
    rows = [r for r in table.rows if not r.archived]
    groups = [list(d) for d in divisions] or [[r.team_id for r in rows]]
    where = {team: number for number, teams in enumerate(groups, start=1) for team in teams}
    names = [_ACROSS[k] for k in table.scoring.tiebreakers if k in _ACROSS]
    out: list[list[Standing]] = [[] for _ in groups]
    for row in rows:
        division = where.get(row.team_id)
        if division is None:  # a team without a fixture this season plays no Play-off
            continue
        ranked = out[division - 1]
        key = (row.points, *(int(getattr(row, n)) for n in names))
        ranked.append(Standing(row.team_id, division, len(ranked) + 1, key))
    return out


def winner(home: int, away: int, home_score: int, away_score: int, how: str | None, shootout: str | None) -> int | None:
    """The winner of a finished Play-off game as stored (``shootout``: ``home`` or ``away``), ``None`` when what is
    stored names none (a level score without its penalties)."""
    won_shootout = {"home": home, "away": away}.get(shootout or "")
    try:
        return decided(home_score, away_score, how or "normal", won_shootout, home, away)
    except DomainError:
        return None
