"""A season's Play-offs bracket as stored, read back with every game's match and winner (:func:`read_bracket`), and
the game a new league match plays (:func:`claim_playoff`, in the batch that opens it): what ``league.matches``
needs of the Play-offs, apart from :mod:`league.playoffs` (which reads the table and the schedule, and so the
matches, to draw the bracket)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from league.audit import Batch
from records.playoffs import Bracket, BracketSeed, BracketTie, TieState
from rules import playoffs as book


class _Reader(Protocol):
    async def fetchone(self, sql: str, params: Sequence[Any] = ...) -> Any: ...
    async def fetchall(self, sql: str, params: Sequence[Any] = ...) -> list[Any]: ...


async def read_bracket(reader: _Reader, guild_id: int, season: int) -> Bracket | None:
    head = await reader.fetchone(
        "SELECT size, draw, first_team_id, second_team_id, third_team_id, trophy_reroll FROM playoffs"
        " WHERE guild_id = ? AND season = ?",
        (guild_id, season),
    )
    if head is None:
        return None
    seeds = tuple(
        BracketSeed(int(r["position"]), int(r["seed"]), int(r["division"]), int(r["team_id"]))
        for r in await reader.fetchall(
            "SELECT position, seed, division, team_id FROM playoff_teams WHERE guild_id = ? AND season = ?"
            " ORDER BY position",
            (guild_id, season),
        )
    )
    games: dict[tuple[int, int], Mapping[str, Any]] = {}
    for m in await reader.fetchall(
        "SELECT id, status, home_team_id, away_team_id, home_score, away_score, decided_by, shootout_winner,"
        " playoff_stage, playoff_slot FROM matches WHERE guild_id = ? AND season = ? AND playoff_stage IS NOT NULL"
        " AND status <> 'cancelled' ORDER BY id",
        (guild_id, season),
    ):
        games[(int(m["playoff_stage"]), int(m["playoff_slot"]))] = m  # the latest one, should two be stored
    winners: dict[tuple[int, int], int] = {}
    for where, m in games.items():
        if m["status"] in ("finished", "applied"):
            won = book.winner(
                int(m["home_team_id"]),
                int(m["away_team_id"]),
                int(m["home_score"]),
                int(m["away_score"]),
                m["decided_by"],
                m["shootout_winner"],
            )
            if won is not None:
                winners[where] = won
    ties = tuple(_tie(tie, games.get((tie.stage, tie.slot)), winners) for tie in book.next_ties(
        [s.team_id for s in seeds], winners
    ))  # fmt: skip
    ids = {s.team_id for s in seeds}
    rows = await reader.fetchall(
        f"SELECT id, name FROM teams WHERE guild_id = ? AND id IN ({', '.join('?' for _ in ids)})",
        (guild_id, *sorted(ids)),
    )
    places = {
        place: int(head[column])
        for place, column in ((1, "first_team_id"), (2, "second_team_id"), (3, "third_team_id"))
        if head[column] is not None
    }
    return Bracket(
        season=season,
        size=int(head["size"]),
        draw=str(head["draw"]),
        seeds=seeds,
        ties=ties,
        names={int(r["id"]): str(r["name"]) for r in rows},
        places=places,
        trophy=bool(head["trophy_reroll"]),
    )


def _tie(tie: book.Tie, match: Mapping[str, Any] | None, winners: Mapping[tuple[int, int], int]) -> BracketTie:
    """A game as a bracket shows it: scores in the game's own order, whichever side the match was opened with."""
    state: TieState = "waiting" if tie.home is None or tie.away is None else "to_play"
    if match is None or state == "waiting":
        return BracketTie(tie.stage, tie.slot, tie.third, tie.home, tie.away, state)
    same_side = int(match["home_team_id"]) == tie.home
    h, a = int(match["home_score"]), int(match["away_score"])
    won = winners.get((tie.stage, tie.slot))
    return BracketTie(
        tie.stage,
        tie.slot,
        tie.third,
        tie.home,
        tie.away,
        "played" if won is not None else "under_way",
        match_id=int(match["id"]),
        home_score=h if same_side else a,
        away_score=a if same_side else h,
        decided_by=None if won is None else (match["decided_by"] or "normal"),
        winner=won,
    )


async def claim_playoff(batch: Batch, season: int, home: int, away: int) -> tuple[int, int] | None:
    """The Play-off game (stage, slot) a league match between ``home`` and ``away`` plays in ``season``: the
    bracket's game of these two teams with no match yet (either way round), or ``None`` for a match off it."""
    bracket = await read_bracket(batch, batch.guild_id, season)
    if bracket is None:
        return None
    for tie in bracket.ties:
        if tie.state == "to_play" and {tie.home, tie.away} == {home, away}:
            return (tie.stage, tie.slot)
    return None
