"""Migration 0013 on a version-12 file: each applied casualty is decided, from its cause alone, as earning
casualty SPP or not (what the league table counts, postgame-reference §9); one not applied yet waits for its
post-match."""

import sqlite3

import pytest

from league.db import open_database
from league.schema import load_migrations
from tests.league.leaguedata import TWO_TEAMS, migrated

INSERT = (
    "INSERT INTO casualties (guild_id, match_id, victim_team_id, victim_id, caused_by_team_id, caused_by_id, cause,"
    " outcome, recorded_by, applied_at) VALUES (1, NULL, 2, 2, 1, 1, ?, 'casualty.badly_hurt', 3, ?)"
)
APPLIED = "2026-11-01T20:00:00+00:00"


async def version_12(path):
    db = await open_database(path, load_migrations()[:12])
    for statement in TWO_TEAMS:
        await db.execute(statement)
    for cause, applied in (("block", APPLIED), ("arm_bar", APPLIED), ("foul", APPLIED), ("stab", APPLIED)):
        await db.execute(INSERT, (cause, applied))
    await db.execute(INSERT, ("block", None))
    await db.close()


async def test_version_12_to_13_decides_the_applied_casualties_by_their_cause(tmp_path):
    async with migrated(tmp_path / "arbitre.sqlite3", version_12, to=13) as db:
        rows = [tuple(r) for r in await db.fetchall("SELECT cause, earns_spp FROM casualties ORDER BY id")]
        # A Stab earns SPP only for a Violent Innovator, whose skills then are not kept: not counted.
        assert rows == [("block", 1), ("arm_bar", 1), ("foul", 0), ("stab", 0), ("block", None)]
        with pytest.raises(sqlite3.IntegrityError):
            await db.execute("UPDATE casualties SET earns_spp = 2 WHERE id = 1")
