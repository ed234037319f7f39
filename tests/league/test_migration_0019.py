"""Migration 0019 on a version-18 file: the matches still to roll in (open, finished) take their server's ruleset,
the one their rolls used so far (docs/rules.md M1); the others keep none; another ruleset is refused."""

import sqlite3

import pytest

from league.db import open_database
from league.schema import load_migrations
from tests.league.leaguedata import TWO_TEAMS, migrated


async def version_18(path):
    db = await open_database(path, load_migrations()[:18])
    for statement in TWO_TEAMS:
        await db.execute(statement)
    await db.execute("INSERT INTO guild_settings (guild_id, ruleset) VALUES (1, 'bb2025')")
    for status in ("open", "finished", "applied", "cancelled"):
        await db.execute(
            "INSERT INTO matches (guild_id, home_team_id, away_team_id, status, created_by) VALUES (1, 1, 2, ?, 3)",
            (status,),
        )
    await db.close()


async def test_version_18_to_19_gives_the_matches_under_way_their_servers_ruleset(tmp_path):
    async with migrated(tmp_path / "arbitre.sqlite3", version_18, to=19) as db:
        rows = [tuple(r) for r in await db.fetchall("SELECT status, ruleset FROM matches ORDER BY id")]
        assert rows == [("open", "bb2025"), ("finished", "bb2025"), ("applied", None), ("cancelled", None)]
        with pytest.raises(sqlite3.IntegrityError):
            await db.execute("UPDATE matches SET ruleset = 'bb2020' WHERE id = 1")
