"""The league the post-match book scenarios start from (tests/e2e/test_postmatch_book*.py): « Orques Vertes »
(roster Orques: Brawlin' Brutes, Team Captain) against « Gardes de la Cité » (roster Humains), one match between
them with one casualty (a Badly Hurt, by a block), finished. Each scenario says its players, treasuries, casualty
and score."""

from __future__ import annotations

import sqlite3
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from league.casualties import CasualtyRepository
from league.db import Database, open_database
from league.matches import MatchRepository
from league.players import PlayerRepository
from league.teams import TeamRepository
from records.models import CasualtyReport, Player, PlayerDraft, Team
from rules.characteristics import Profile
from tests.e2e.harness import COMMISSIONER_ID, LEAGUE_GUILD_ID, sandbox_fixture

ORC = Profile(5, 3, 3, 4, 10)
HUMAN = Profile(6, 3, 3, 4, 9)


def orc(number: int, name: str, **fields: Any) -> PlayerDraft:
    """An Orc Lineman of « Orques Vertes »."""
    return PlayerDraft(number, name, "Trois-Quart", ORC, keywords=("Orque",), **fields)


@dataclass(frozen=True)
class Sides:
    """The two teams and their players as created, for the scenario's casualty and extra rows."""

    orcs: Team
    humans: Team
    orc_players: Sequence[Player]
    human_players: Sequence[Player]


async def seed_book_match(
    path: Path,
    *,
    orcs: Sequence[PlayerDraft],
    humans: int,
    casualty: Callable[[Sides], Mapping[str, Any]],
    score: tuple[int, int],
    orc_treasury: int,
    human_treasury: int = 0,
    prepare: Callable[[Database, Sides], Awaitable[None]] | None = None,
) -> dict[str, Any]:
    """The two teams (the Gardes fielding ``humans`` players), the match opened (FP 4 and 3), its Badly Hurt by
    a block recorded (``casualty(sides)``: who hurt whom), the match finished at ``score``; what the scenario reads
    back by name."""
    db = await open_database(path)
    try:
        g, u = LEAGUE_GUILD_ID, COMMISSIONER_ID
        teams, players = TeamRepository(db), PlayerRepository(db)
        orc_team = await teams.create(
            g, u, name="Orques Vertes", coach_id=u, roster="Orques", treasury=orc_treasury, dedicated_fans=3
        )
        human_team = await teams.create(
            g, u, name="Gardes de la Cité", coach_id=u, roster="Humains", treasury=human_treasury, dedicated_fans=3
        )
        orc_players = await players.add_many(g, u, orc_team.id, list(orcs))
        human_players = await players.add_many(
            g,
            u,
            human_team.id,
            [PlayerDraft(n, f"Garde {n}", "Trois-Quart", HUMAN, keywords=("Humain",)) for n in range(1, humans + 1)],
        )
        sides = Sides(orc_team, human_team, orc_players, human_players)
        if prepare is not None:
            await prepare(db, sides)
        matches = MatchRepository(db)
        match = await matches.open(g, u, home_team_id=orc_team.id, away_team_id=human_team.id, home_fp=4, away_fp=3)
        report = CasualtyReport(**casualty(sides), outcome="casualty.badly_hurt", cause="block", match_id=match.id)
        await CasualtyRepository(db).record_casualty(g, u, report)
        await matches.finish(g, u, match.id, home_score=score[0], away_score=score[1])
        return {
            "match": match.id,
            "orcs": orc_team.id,
            "humans": human_team.id,
            "players": {p.name: p.id for p in (*orc_players, *human_players)},
            "brutes": orc_team.special_rules,
        }
    finally:
        await db.close()


def book_league(seed: Callable[[Path], Awaitable[dict[str, Any]]]) -> Any:
    """The module's bot on the league ``seed`` writes (``league.seeded`` is what it returns)."""

    async def seeded(path: Path) -> dict[str, Any]:
        return {"seeded": await seed(path)}

    return sandbox_fixture("league", seed=seeded)


def one(league: Any, sql: str, params: Sequence[Any] = ()) -> Any:
    """One row of the bot's database, read as it stands."""
    with sqlite3.connect(league.database_path) as conn:
        return conn.execute(sql, params).fetchone()
