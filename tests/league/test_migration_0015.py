"""Migration 0015 on a version-14 file: every match played before it is a league fixture; a kind outside the three
is refused by the schema."""

import sqlite3

import pytest

from league.db import open_database
from league.schema import load_migrations
from tests.league.leaguedata import TWO_TEAMS, migrated


async def version_14(path):
    db = await open_database(path, load_migrations()[:14])
    for statement in TWO_TEAMS:
        await db.execute(statement)
    await db.execute(
        "INSERT INTO matches (guild_id, home_team_id, away_team_id, status, created_by) VALUES (1, 1, 2, 'finished', 3)"
    )
    await db.close()


async def test_version_14_to_15_reads_every_match_as_a_league_fixture(tmp_path):
    async with migrated(tmp_path / "arbitre.sqlite3", version_14, to=15) as db:
        assert [tuple(r) for r in await db.fetchall("SELECT id, kind FROM matches")] == [(1, "league")]
        with pytest.raises(sqlite3.IntegrityError):
            await db.execute("UPDATE matches SET kind = 'exhibition' WHERE id = 1")
        await db.execute("UPDATE matches SET kind = 'friendly' WHERE id = 1")


async def test_the_friendlies_of_a_server_are_found_by_their_partial_index(tmp_path):
    async with migrated(tmp_path / "arbitre.sqlite3", version_14, to=18) as db:
        plan = await db.fetchall("EXPLAIN QUERY PLAN SELECT id FROM matches WHERE guild_id = 1 AND kind = 'friendly'")
        assert "matches_friendly" in " ".join(str(r[-1]) for r in plan)
