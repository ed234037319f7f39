"""A season's league table as pure data: points, then the tie-breakers in the server's order.

The league layer hands in the season's counted matches (applied post-matches; cancelled ones are never
counted) and the casualties each team caused and suffered; this module ranks. Defaults are the book's
(postgame-reference §11): 3 points a win, 1 a draw, 0 a loss; then touchdown difference, casualty
difference, head to head. A conceded match counts as the post-match recorded it (2-0 or X-0 for the
winner): the conceding team has lost, and gets :attr:`Scoring.conceded` points (the loss's by default).

The book's optional bonus League Points (league_play.md « League Scoring »): one a match for scoring 3 or more
touchdowns, one for conceding none, one for causing 3 or more casualties that earn SPP. A server adds them to
the total (:attr:`Scoring.bonus`) or ranks by them as the tie-breaker ``bonus``, « as the League Commissioner
wishes »; :attr:`Row.bonus` counts them either way.

Head to head ranks the teams still level by the points they took in the matches among themselves (then the
touchdown difference of those matches; their results only, bonus points aside). Teams level on everything share
their rank and are listed by name.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, fields, replace
from typing import Final, Literal, NamedTuple

from rules import typed
from rules.errors import DomainError

Side = Literal["home", "away"]

#: Every tie-breaker a server may choose, in the order they are offered.
TIEBREAKERS: Final = ("td_diff", "cas_diff", "head_to_head", "td_for", "cas_for", "wins", "bonus")
DEFAULT_TIEBREAKERS: Final = ("td_diff", "cas_diff", "head_to_head")
#: Points a result may be worth (a league may take points away for a concession).
POINTS_RANGE: Final = (-9, 9)
#: A bonus League Point for scoring this many touchdowns or more in a match, and one for causing this many
#: casualties that earn SPP or more (league_play.md « League Scoring »).
BONUS_TOUCHDOWNS: Final = 3
BONUS_CASUALTIES: Final = 3


@dataclass(frozen=True, slots=True)
class Scoring:
    """League points per result, the bonus League Points added to them or not, and the tie-breakers in order."""

    win: int = 3
    draw: int = 1
    loss: int = 0
    conceded: int = 0
    tiebreakers: tuple[str, ...] = DEFAULT_TIEBREAKERS
    bonus: bool = False

    def __post_init__(self) -> None:
        low, high = POINTS_RANGE
        for value in (self.win, self.draw, self.loss, self.conceded):
            if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
                raise DomainError("error.standings.points", value=str(value)[:20], low=low, high=high)
        object.__setattr__(self, "tiebreakers", check_tiebreakers(self.tiebreakers))
        object.__setattr__(self, "bonus", bool(self.bonus))


def check_tiebreakers(keys: Iterable[str]) -> tuple[str, ...]:
    """Known tie-breakers, each once, in the given order."""
    out: list[str] = []
    for key in keys:
        if key not in TIEBREAKERS:
            raise DomainError("error.standings.tiebreaker", value=str(key)[:40])
        if key not in out:
            out.append(key)
    return tuple(out)


def parse_points(text: str) -> tuple[int, int, int, int | None]:
    """``3/1/0`` (win/draw/loss) or ``3/1/0/-1`` (and a concession) → numbers; a DomainError otherwise."""
    parts = [p.strip() for p in text.replace(",", "/").replace(" ", "/").split("/") if p.strip()]
    low, high = POINTS_RANGE
    if len(parts) not in (3, 4) or not all(p.lstrip("+-").isdecimal() and len(p) <= 3 for p in parts):
        raise DomainError("error.standings.points_format", value=text[:30])
    numbers = [int(p) for p in parts]
    if any(not low <= n <= high for n in numbers):
        raise DomainError("error.standings.points", value=text[:30], low=low, high=high)
    return numbers[0], numbers[1], numbers[2], numbers[3] if len(numbers) == 4 else None


#: What a commissioner may type for each tie-breaker (French first, then English), folded.
_TIEBREAKER_WORDS: Final[Mapping[str, tuple[str, ...]]] = {
    "td_diff": ("td", "diff-td", "difference-td", "td-diff"),
    "cas_diff": ("el", "diff-el", "eliminations", "sorties", "cas", "cas-diff", "diff-cas"),
    "head_to_head": ("confrontation", "confrontation-directe", "face-a-face", "h2h", "head-to-head"),
    "td_for": ("td-marques", "td+", "td-for"),
    "cas_for": ("el-causees", "el+", "cas-for", "cas+"),
    "wins": ("victoires", "wins"),
    "bonus": ("points-bonus", "bonus-points"),
}
_BY_WORD: Final = {w: key for key, words in _TIEBREAKER_WORDS.items() for w in (key, key.replace("_", "-"), *words)}


def parse_tiebreakers(text: str) -> tuple[str, ...]:
    """« td, el, confrontation » (or « td / el ») → the keys in that order; « aucun » / « none » → none."""
    return check_tiebreakers(typed.keys(text.replace("/", ","), _tiebreaker, "error.standings.tiebreaker", width=40))


def _tiebreaker(name: str) -> str | None:
    return _BY_WORD.get("-".join(_fold(name).encode("ascii", "ignore").decode().split()))


@dataclass(frozen=True, slots=True)
class Result:
    """One counted match: its final score as recorded, and who conceded (``None``: played out)."""

    match_id: int
    home_id: int
    away_id: int
    home_score: int
    away_score: int
    conceded: Side | None = None
    #: An unplayed fixture (league_play.md « League Fixtures »): 0-0 is a loss for both; a real-life concession
    #: takes the loss's points, not :attr:`Scoring.conceded`'s; no bonus League Point (nobody played).
    unplayed: bool = False

    def score_of(self, team_id: int) -> tuple[int, int]:
        """``(for, against)`` from ``team_id``'s side."""
        if team_id == self.home_id:
            return self.home_score, self.away_score
        return self.away_score, self.home_score

    def conceded_by(self, team_id: int) -> bool:
        side = "home" if team_id == self.home_id else "away"
        return self.conceded == side


@dataclass(frozen=True, slots=True)
class Entrant:
    """A team on the table: its name, and whether it was archived (its results still count)."""

    team_id: int
    name: str
    archived: bool = False


@dataclass(frozen=True, slots=True)
class Row:
    """One line of the table."""

    team_id: int
    name: str
    archived: bool = False
    played: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    conceded: int = 0
    points: int = 0
    td_for: int = 0
    td_against: int = 0
    cas_for: int = 0
    cas_against: int = 0
    #: Bonus League Points earned (in ``points`` when the server adds them).
    bonus: int = 0
    rank: int = 0
    #: Level with another team on every criterion (same rank).
    shared: bool = False

    @property
    def td_diff(self) -> int:
        return self.td_for - self.td_against

    @property
    def cas_diff(self) -> int:
        return self.cas_for - self.cas_against


@dataclass(frozen=True, slots=True)
class Table:
    rows: tuple[Row, ...]
    scoring: Scoring = field(default_factory=Scoring)

    def row(self, team_id: int) -> Row | None:
        return next((r for r in self.rows if r.team_id == team_id), None)


def _fold(name: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", name).casefold() if not unicodedata.combining(c))


@dataclass(frozen=True, slots=True)
class Record:
    """One team's results against one opponent over the season (what the table and head to head need).

    ``lost`` counts every loss, ``conceded`` those by concession among them; ``big_scores`` the matches in which
    it scored :data:`BONUS_TOUCHDOWNS` or more, ``shutouts`` those in which it conceded none (bonus points).
    """

    team_id: int
    opponent_id: int
    played: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    conceded: int = 0
    td_for: int = 0
    td_against: int = 0
    big_scores: int = 0
    shutouts: int = 0

    def points(self, scoring: Scoring) -> int:
        return (
            self.won * scoring.win
            + self.drawn * scoring.draw
            + (self.lost - self.conceded) * scoring.loss
            + self.conceded * scoring.conceded
        )

    @classmethod
    def of(
        cls,
        team_id: int,
        opponent_id: int,
        scored: int,
        against: int,
        *,
        conceded: bool = False,
        unplayed: bool = False,
        times: int = 1,
    ) -> Record:
        """One match from ``team_id``'s side (or ``times`` alike): how a score becomes a win, a draw, a loss, a
        concession, a bonus point, for results given as matches (the storage's query, ``league.standings``, sums
        the same per opponent in SQL: a season of 1,000 matches stays a few hundred rows). ``conceded``: this side
        gave up (counted only as a loss in a played match); ``unplayed``: an unplayed fixture, 0-0 a loss for both
        and no bonus point."""
        played = not unplayed
        return cls(
            team_id,
            opponent_id,
            played=times,
            won=times * (scored > against),
            drawn=times * (scored == against and played),
            lost=times * (scored < against or (scored == against and unplayed)),
            conceded=times * (scored < against and conceded and played),
            td_for=times * scored,
            td_against=times * against,
            big_scores=times * (scored >= BONUS_TOUCHDOWNS and played),
            shutouts=times * (against == 0 and played),
        )

    @classmethod
    def summed(cls, team_id: int, opponent_id: int, parts: Iterable[Record]) -> Record:
        """``parts`` added column by column (every count but the two ids), as ``team_id`` against ``opponent_id``."""
        totals = dict.fromkeys(_COUNTS, 0)
        for part in parts:
            for name in _COUNTS:
                totals[name] += getattr(part, name)
        return cls(team_id, opponent_id, **totals)


def records(results: Iterable[Result]) -> list[Record]:
    """Match results folded into one :class:`Record` per team and opponent (each side by :meth:`Record.of`)."""
    sides = (
        Record.of(team_id, opp, scored, against, conceded=r.conceded_by(team_id), unplayed=r.unplayed)
        for r in results
        for team_id, opp, scored, against in (
            (r.home_id, r.away_id, r.home_score, r.away_score),
            (r.away_id, r.home_id, r.away_score, r.home_score),
        )
    )
    return tallied(sides)


def tallied(sides: Iterable[Record]) -> list[Record]:
    """Records summed, one per team and opponent, in the order each pair first comes."""
    pairs: dict[tuple[int, int], list[Record]] = {}
    for rec in sides:
        pairs.setdefault((rec.team_id, rec.opponent_id), []).append(rec)
    return [Record.summed(team, opp, parts) for (team, opp), parts in pairs.items()]


#: The counts of a :class:`Record` (all its fields but the team and the opponent), summed by :meth:`Record.summed`.
_COUNTS: Final = tuple(f.name for f in fields(Record) if f.name not in ("team_id", "opponent_id"))


class Casualties(NamedTuple):
    """A team's casualties that earn SPP over the season: caused, suffered, and the matches in which it caused
    :data:`BONUS_CASUALTIES` or more (a bonus League Point each)."""

    caused: int = 0
    suffered: int = 0
    big_games: int = 0


def _tally(
    entrants: Sequence[Entrant], season: Sequence[Record], cas: Mapping[int, Casualties], scoring: Scoring
) -> dict[int, Row]:
    """Every entrant's line from the season's records: each team's records summed (:meth:`Record.summed`)."""
    mine: dict[int, list[Record]] = {e.team_id: [] for e in entrants}
    for rec in season:
        if rec.team_id not in mine:
            raise DomainError("error.standings.unknown_team", team=rec.team_id)
        mine[rec.team_id].append(rec)
    rows: dict[int, Row] = {}
    for e in entrants:
        total = Record.summed(e.team_id, 0, mine[e.team_id])  # against every opponent (no team is 0)
        caused = cas.get(e.team_id, Casualties())
        bonus = total.big_scores + total.shutouts + caused.big_games
        points = total.points(scoring)
        rows[e.team_id] = Row(
            team_id=e.team_id,
            name=e.name,
            archived=e.archived,
            played=total.played,
            won=total.won,
            drawn=total.drawn,
            lost=total.lost,
            conceded=total.conceded,
            points=points + bonus if scoring.bonus else points,
            td_for=total.td_for,
            td_against=total.td_against,
            cas_for=caused.caused,
            cas_against=caused.suffered,
            bonus=bonus,
        )
    return rows


def _head_to_head(group: Sequence[Row], season: Sequence[Record], scoring: Scoring) -> Callable[[Row], tuple[int, ...]]:
    """Points, then touchdown difference, in the matches played among ``group`` only."""
    ids = {r.team_id for r in group}
    mini: dict[int, list[int]] = {i: [0, 0] for i in ids}
    for rec in season:
        if rec.team_id in ids and rec.opponent_id in ids:
            mini[rec.team_id][0] += rec.points(scoring)
            mini[rec.team_id][1] += rec.td_for - rec.td_against
    return lambda row: tuple(mini[row.team_id])


_SIMPLE: Final[Mapping[str, Callable[[Row], int]]] = {
    "td_diff": lambda r: r.td_diff,
    "cas_diff": lambda r: r.cas_diff,
    "td_for": lambda r: r.td_for,
    "cas_for": lambda r: r.cas_for,
    "wins": lambda r: r.won,
    "bonus": lambda r: r.bonus,
}


def _split(group: list[Row], criteria: Sequence[str], results: Sequence[Record], scoring: Scoring) -> list[list[Row]]:
    """``group`` (level so far) cut into ordered sub-groups, best first, by the first criterion that splits it."""
    if len(group) < 2 or not criteria:
        return [group]
    name, rest = criteria[0], criteria[1:]
    key = _head_to_head(group, results, scoring) if name == "head_to_head" else _SIMPLE[name]
    values = sorted({key(r) for r in group}, reverse=True)
    if len(values) == 1:
        return _split(group, rest, results, scoring)
    out: list[list[Row]] = []
    for value in values:
        out += _split([r for r in group if key(r) == value], rest, results, scoring)
    return out


def standings(
    entrants: Iterable[Entrant],
    results: Iterable[Result | Record],
    casualties: Mapping[int, tuple[int, ...]] | None = None,
    scoring: Scoring | None = None,
) -> Table:
    """The ranked table of ``entrants``; ``casualties`` maps a team to its :class:`Casualties` (or the tuple
    ``(caused, suffered[, big games])``), counting only those that earn SPP.

    ``results`` are the season's matches, or their :class:`Record` per team and opponent. Every team of a
    result must be an entrant (a :class:`DomainError` otherwise): the caller lists the season's teams,
    archived ones included.
    """
    scoring = scoring or Scoring()
    entrants, given = list(entrants), list(results)
    results = [r for r in given if isinstance(r, Record)] + records(r for r in given if isinstance(r, Result))
    cas = {team: Casualties(*counts) for team, counts in (casualties or {}).items()}
    rows = _tally(entrants, results, cas, scoring)
    by_points: dict[int, list[Row]] = {}
    for row in rows.values():
        by_points.setdefault(row.points, []).append(row)
    ordered: list[Row] = []
    rank = 1
    for points in sorted(by_points, reverse=True):
        for group in _split(by_points[points], scoring.tiebreakers, results, scoring):
            group.sort(key=lambda r: (_fold(r.name), r.team_id))
            shared = len(group) > 1
            ordered += [replace(r, rank=rank, shared=shared) for r in group]
            rank += len(group)
    return Table(tuple(ordered), scoring)
