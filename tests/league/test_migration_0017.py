"""Migration 0017 on a version-16 file: the players stored before it have no skill access (unknown, so the
post-match takes the commissioner's word for an advancement's column, as before)."""

import sqlite3

import pytest

from league.db import open_database
from league.players import PlayerRepository
from league.schema import load_migrations
from tests.league.leaguedata import TWO_TEAMS, migrated


async def version_16(path):
    db = await open_database(path, load_migrations()[:16])
    for statement in TWO_TEAMS:
        await db.execute(statement)
    await db.close()


async def test_version_16_to_15_leaves_the_players_skill_access_unknown(tmp_path):
    async with migrated(tmp_path / "arbitre.sqlite3", version_16, to=17) as db:
        grak = await PlayerRepository(db).require(1, 1)
        assert (grak.name, grak.primary, grak.secondary) == ("Grak", (), ())
        with pytest.raises(sqlite3.IntegrityError):  # a JSON list or nothing
            await db.execute("UPDATE players SET primary_categories = 'G S' WHERE id = 1")
