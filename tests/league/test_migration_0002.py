"""Migration 0002 on a version-1 file that already holds rolls and settings: data kept, backup made."""

import sqlite3

from league.db import open_database
from league.rolls import RollRepository
from league.schema import load_migrations
from rules.dice import Dice
from rules.model import Result, Step
from tests.league.leaguedata import backup


def result() -> Result:
    dice = Dice.manual([4, 5])
    return Result(Step("armour", "armour.broken", dice=(dice.roll(6), dice.roll(6)), total=9, target=9), "ligue")


async def test_version_1_to_2_keeps_rolls_and_settings(tmp_path):
    path = tmp_path / "arbitre.sqlite3"
    migrations = load_migrations()
    db = await open_database(path, migrations[:1])
    assert await db.version() == 1
    roll_id = await RollRepository(db).record(
        guild_id=1, channel_id=2, user_id=3, command="armure", options={"av": 9}, result=result()
    )
    # The repositories write the latest schema; at version 1 the settings row is written by hand.
    await db.execute("INSERT INTO guild_settings (guild_id, ruleset, league_channel_id) VALUES (1, 'bb2025', 77)")
    await db.close()

    db = await open_database(path, migrations[:2])
    try:
        assert await db.version() == 2
        stored = await RollRepository(db).get(1, roll_id)
        assert stored is not None and stored.options == {"av": 9} and stored.dice == [[6, 4], [6, 5]]
        settings = await db.fetchone("SELECT ruleset, league_channel_id FROM guild_settings WHERE guild_id = 1")
        assert tuple(settings) == ("bb2025", 77)
        # The repositories write the latest schema; at version 2 the table is filled by hand.
        team_id = await db.execute(
            "INSERT INTO teams (guild_id, name, name_key, search_key, coach_id, roster)"
            " VALUES (1, 'Orques de Fer', 'orques de fer', 'orques de fer', 3, 'Orques')"
        )
        assert team_id == 1
        tables = {r[0] for r in await db.fetchall("SELECT name FROM sqlite_master WHERE type = 'table'")}
        assert {"teams", "players", "matches", "casualties", "audit_batches", "audit_log"} <= tables
        assert (await db.fetchone("PRAGMA foreign_key_check")) is None
    finally:
        await db.close()

    with backup(path, 1) as copy:
        assert copy.execute("SELECT COUNT(*) FROM rolls").fetchone()[0] == 1
        assert copy.execute("SELECT ruleset FROM guild_settings").fetchone()[0] == "bb2025"
        assert copy.execute("SELECT name FROM sqlite_master WHERE name = 'teams'").fetchone() is None


async def test_the_latest_version_opens_a_version_1_file(tmp_path):
    path = tmp_path / "arbitre.sqlite3"
    db = await open_database(path, load_migrations()[:1])
    await RollRepository(db).record(guild_id=1, channel_id=2, user_id=3, command="x", options={}, result=result())
    await db.close()
    db = await open_database(path)
    try:
        assert await db.version() == len(load_migrations())
        assert await RollRepository(db).count(1) == 1
    finally:
        await db.close()


async def test_a_migrated_file_has_the_same_schema_as_a_new_one(tmp_path):
    old = tmp_path / "old.sqlite3"
    await (await open_database(old, load_migrations()[:1])).close()
    await (await open_database(old)).close()
    await (await open_database(tmp_path / "new.sqlite3")).close()

    def schema(path):
        con = sqlite3.connect(path)
        try:
            return sorted(con.execute("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'"))
        finally:
            con.close()

    assert schema(old) == schema(tmp_path / "new.sqlite3")
