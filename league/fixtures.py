"""The Regular Season's schedule in storage: divisions and League Fixtures, written once per season, read by round.

:meth:`FixtureRepository.schedule` deals the server's active teams into divisions (in order, or drawn out of a
helmet with the dice source), builds each division's round robin (:mod:`rules.fixtures`) and writes every
fixture with its round's last day in one audited batch. A league match opened between two teams takes the
first fixture of theirs still to play (:func:`league.matches.claim_fixture`, in the batch that opens it): the
fixture then reads the match's status and score. A cancelled match frees its fixture again.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from typing import Any, Final, Literal

from league import audit
from league.db import Database
from league.matches import MatchRepository, current_season
from records.fixtures import FixtureLine, FixtureState, Schedule
from records.models import ConflictError, Match, NotFoundError
from rules import fixtures as book
from rules.dice import Dice
from rules.errors import Counted, DomainError
from rules.typed import fold

_LINES_SQL: Final = (
    "SELECT f.id, f.season, f.division, f.round, f.home_team_id, f.away_team_id, f.deadline, f.match_id,"
    " h.name AS home_name, a.name AS away_name, m.status AS match_status, m.kind AS match_kind,"
    " m.home_team_id AS match_home, m.home_score, m.away_score"
    " FROM fixtures f"
    " JOIN teams h ON h.guild_id = f.guild_id AND h.id = f.home_team_id"
    " JOIN teams a ON a.guild_id = f.guild_id AND a.id = f.away_team_id"
    " LEFT JOIN matches m ON m.guild_id = f.guild_id AND m.id = f.match_id AND m.status <> 'cancelled'"
    " WHERE f.guild_id = ? AND f.season = ?"
)


def _state(row: Mapping[str, Any]) -> FixtureState:
    status = row["match_status"]
    if status is None:
        return "to_play"
    if row["match_kind"] == "unplayed":
        return "unplayed"
    return "played" if status == "applied" else "under_way"


def _line(row: Mapping[str, Any]) -> FixtureLine:
    state = _state(row)
    scores: tuple[int | None, int | None] = (None, None)
    if state in ("played", "unplayed"):
        same_side = row["match_home"] == row["home_team_id"]
        h, a = int(row["home_score"]), int(row["away_score"])
        scores = (h, a) if same_side else (a, h)
    return FixtureLine(
        id=int(row["id"]),
        season=int(row["season"]),
        division=int(row["division"]),
        round=int(row["round"]),
        home_team_id=int(row["home_team_id"]),
        away_team_id=int(row["away_team_id"]),
        home_name=str(row["home_name"]),
        away_name=str(row["away_name"]),
        deadline=dt.date.fromisoformat(str(row["deadline"])),
        match_id=None if row["match_status"] is None else int(row["match_id"]),
        state=state,
        home_score=scores[0],
        away_score=scores[1],
    )


class FixtureRepository:
    """A server's League Fixtures, per season."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def season(self, guild_id: int, season: int | None = None) -> Schedule:
        """The schedule of ``season`` (the current one by default); empty when none was made."""
        season = await current_season(self._db, guild_id) if season is None else season
        rows = await self._db.fetchall(_LINES_SQL + " ORDER BY f.round, f.division, f.id", (guild_id, season))
        lines = tuple(_line(r) for r in rows)
        count = max((f.division for f in lines), default=0)
        divisions = tuple(
            tuple(sorted({t for f in lines if f.division == d for t in (f.home_team_id, f.away_team_id)}))
            for d in range(1, count + 1)
        )
        return Schedule(season, divisions, lines)

    async def overdue(self, guild_id: int, today: dt.date) -> list[FixtureLine]:
        """The current season's fixtures past their round's last day with no match: the commissioner records each
        as unplayed (:meth:`record_unplayed`); one under way is finished or cancelled first."""
        schedule = await self.season(guild_id)
        return [f for f in schedule.fixtures if f.overdue(today) and f.state == "to_play"]

    async def record_unplayed(
        self, guild_id: int, user_id: int, fixture_id: int, conceded: Literal["home", "away"] | None
    ) -> Match:
        """One fixture of the current season left unplayed, as ``/match unplayed`` records it (a loss for both, or
        a concession without penalty; ``conceded`` names the fixture's side): refused once it has a match."""
        async with audit.write(self._db, guild_id, user_id, "match.unplayed") as batch:
            season = await current_season(batch, guild_id)
            row = await batch.fetchone(_LINES_SQL + " AND f.id = ?", (guild_id, season, fixture_id))
            if row is None:
                raise NotFoundError("error.fixtures.not_found", id=fixture_id)
            line = _line(row)
            if line.state != "to_play":
                key = "error.fixtures.under_way" if line.state == "under_way" else "error.fixtures.recorded"
                raise ConflictError(key, home=line.home_name, away=line.away_name, match=line.match_id or 0)
            return await MatchRepository(self._db).record_unplayed(
                guild_id,
                user_id,
                home_team_id=line.home_team_id,
                away_team_id=line.away_team_id,
                conceded=conceded,
                batch=batch,
            )

    async def schedule(
        self,
        guild_id: int,
        user_id: int,
        *,
        divisions: int = 1,
        draw: bool = True,
        start: dt.date,
        round_days: int = book.DEFAULT_ROUND_DAYS,
        dice: Dice | None = None,
        replace: bool = False,
        by_hand: Sequence[Sequence[str]] | None = None,
    ) -> Schedule:
        """Divisions and fixtures for the current season, from the server's active approved teams (dealt by name,
        drawn, or ``by_hand``: each Division's team names, every team exactly once — :func:`by_hand_divisions`).

        Refused when the season has a schedule already, unless ``replace`` and none of its fixtures has a match.
        """
        async with audit.write(self._db, guild_id, user_id, "fixtures.schedule") as batch:
            season = await current_season(batch, guild_id)
            existing = await batch.fetchall(
                "SELECT f.id, m.id AS match_id FROM fixtures f LEFT JOIN matches m ON m.guild_id = f.guild_id"
                " AND m.id = f.match_id AND m.status <> 'cancelled' WHERE f.guild_id = ? AND f.season = ?",
                (guild_id, season),
            )  # a cancelled match freed its fixture
            if existing and not replace:
                raise ConflictError("error.fixtures.exists", season=season)
            if any(r["match_id"] is not None for r in existing):
                raise ConflictError("error.fixtures.started", season=season)
            rows = await batch.fetchall(  # « submit their Team Draft List … to check and approve »: approved ones
                "SELECT id, name FROM teams WHERE guild_id = ? AND archived_at IS NULL AND draft_status = 'approved'",
                (guild_id,),
            )
            # in alphabetical order as a reader sees it (« Élus » among the E), before any draw
            teams = [int(r["id"]) for r in sorted(rows, key=lambda r: (fold(str(r["name"])), int(r["id"])))]
            if by_hand is not None:
                dealt = by_hand_divisions(by_hand, {int(r["id"]): str(r["name"]) for r in rows})
            else:
                if draw:
                    teams = book.shuffled(teams, dice or Dice())
                dealt = book.split_divisions(teams, divisions)
            rounds = book.season_schedule(dealt)
            last_days = [start + dt.timedelta(days=d) for d in book.last_days(book.round_count(dealt), round_days)]
            for row in existing:
                await batch.delete("fixtures", int(row["id"]), "fixture.replace")
            now = audit.utcnow()
            for r in rounds:
                for f in r.fixtures:
                    await batch.insert(
                        "fixtures",
                        {
                            "season": season,
                            "division": f.division,
                            "round": f.round,
                            "home_team_id": f.home,
                            "away_team_id": f.away,
                            "deadline": last_days[f.round - 1].isoformat(),
                            "created_by": user_id,
                            "created_at": now,
                        },
                        "fixture.create",
                    )
        return await self.season(guild_id, season)


def split_by_hand(text: str) -> list[list[str]]:
    """Divisions as typed in one option: « ; » between Divisions, « , » between teams (« Orques, Nains; Elfes,
    Skavens »); blanks around names and empty pieces are left out."""
    return [[name.strip() for name in part.split(",") if name.strip()] for part in text.split(";") if part.strip()]


def by_hand_divisions(typed: Sequence[Sequence[str]], names: Mapping[int, str]) -> list[list[int]]:
    """Divisions by hand: each name typed is one team of ``names`` (the server's approved teams, read as a reader
    types them: case and accents aside), every team in exactly one Division; otherwise the first problem, named."""
    by_fold = {fold(name): team_id for team_id, name in names.items()}
    seen: set[int] = set()
    dealt: list[list[int]] = []
    for group in typed:
        dealt.append([])
        for name in group:
            team_id = by_fold.get(fold(name))
            if team_id is None:
                raise DomainError("error.fixtures.unknown_team", team=name[:80])
            if team_id in seen:
                raise DomainError("error.fixtures.named_twice", team=names[team_id])
            seen.add(team_id)
            dealt[-1].append(team_id)
    missing = sorted((names[i] for i in names if i not in seen), key=fold)
    if missing:
        raise DomainError("error.fixtures.missing_teams", teams=", ".join(missing)[:900], count=len(missing))
    for teams in dealt:
        if len(teams) < 2:
            raise DomainError(
                "error.fixtures.division_size",
                teams=Counted("count.teams", len(teams)),
                divisions=Counted("count.divisions", 1),
            )
    return dealt


def check_start(text: str | None, today: dt.date) -> dt.date:
    """The first day of the season's first round: ``YYYY-MM-DD`` as typed, today when left out."""
    if text is None or not text.strip():
        return today
    try:
        return dt.date.fromisoformat(text.strip())
    except ValueError:
        raise DomainError("error.fixtures.start", value=text.strip()[:30]) from None
