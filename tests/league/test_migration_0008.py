"""Migration 0008 on a version-7 file: the casualties keep their rows and ids, and a recovered casualty can be
recorded (BB2025 ``league_play.md`` "Casualty": its SPP are earned even if an Apothecary or Regeneration saves him)."""

import sqlite3

import pytest

from league.db import open_database
from league.schema import load_migrations
from tests.league.leaguedata import TWO_TEAMS, migrated

INSERT = (
    "INSERT INTO casualties (guild_id, match_id, victim_team_id, victim_id, caused_by_team_id, caused_by_id, cause,"
    " outcome, recorded_by, caused_by_name) VALUES (1, NULL, 2, 2, 1, NULL, 'block', ?, 3, ?)"
)


async def version_7(path):
    db = await open_database(path, load_migrations()[:7])
    for statement in TWO_TEAMS:
        await db.execute(statement)
    await db.execute(INSERT, ("casualty.dead", "Morg 'n' Thorg"))
    with pytest.raises(sqlite3.IntegrityError):
        await db.execute(INSERT, ("regeneration.regenerated", None))
    await db.close()


async def test_version_7_to_8_keeps_the_casualties_and_takes_a_recovered_one(tmp_path):
    async with migrated(tmp_path / "arbitre.sqlite3", version_7, to=8) as db:
        rows = [tuple(r) for r in await db.fetchall("SELECT id, outcome, caused_by_name FROM casualties")]
        assert rows == [(1, "casualty.dead", "Morg 'n' Thorg")]
        for outcome in ("regeneration.regenerated", "apothecary.patched_up"):
            await db.execute(INSERT, (outcome, None))
        with pytest.raises(sqlite3.IntegrityError):
            await db.execute(INSERT, ("casualty.nothing", None))
        indexes = {r[0] for r in await db.fetchall("SELECT name FROM sqlite_master WHERE tbl_name = 'casualties'")}
        assert {"casualties_causer", "casualties_victim", "casualties_match"} <= indexes
