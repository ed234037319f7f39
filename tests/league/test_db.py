"""The SQLite seam on real files: pragmas, migrations, backups, transactions."""

import sqlite3

import pytest

from league.db import open_database
from league.schema import Migration, load_migrations
from tests.league.leaguedata import backup

#: Two trivial migrations, for the version checks.
TWO = [Migration(1, "0001_a.sql", "CREATE TABLE a (x);"), Migration(2, "0002_b.sql", "CREATE TABLE b (y);")]


async def test_open_creates_folders_and_sets_wal_and_foreign_keys(tmp_path):
    db = await open_database(tmp_path / "deep" / "arbitre.sqlite3")
    try:
        assert (await db.fetchone("PRAGMA journal_mode"))[0] == "wal"
        assert (await db.fetchone("PRAGMA foreign_keys"))[0] == 1
        assert await db.version() == len(load_migrations())
    finally:
        await db.close()


def test_migrations_are_numbered_without_gaps():
    versions = [m.version for m in load_migrations()]
    assert versions == list(range(1, len(versions) + 1))


async def test_migrating_forward_backs_up_the_previous_version(tmp_path):
    path = tmp_path / "a.sqlite3"
    first = [Migration(1, "0001_a.sql", "CREATE TABLE a (x INTEGER);")]
    db = await open_database(path, first)
    await db.execute("INSERT INTO a VALUES (42)")
    await db.close()

    second = [*first, Migration(2, "0002_b.sql", "CREATE TABLE b (y INTEGER);\nINSERT INTO b SELECT x FROM a;")]
    db = await open_database(path, second)
    try:
        assert await db.version() == 2
        assert (await db.fetchone("SELECT y FROM b"))[0] == 42
    finally:
        await db.close()
    with backup(path, 1) as copy:
        assert copy.execute("SELECT x FROM a").fetchone()[0] == 42


async def test_a_failing_migration_leaves_the_file_at_the_previous_version(tmp_path):
    path = tmp_path / "a.sqlite3"
    first = [Migration(1, "0001_a.sql", "CREATE TABLE a (x INTEGER);")]
    await (await open_database(path, first)).close()
    broken = [*first, Migration(2, "0002_b.sql", "CREATE TABLE b (y INTEGER);\nINSERT INTO nowhere VALUES (1);")]
    with pytest.raises(sqlite3.OperationalError):
        await open_database(path, broken)
    db = await open_database(path, first)
    try:
        assert await db.version() == 1
        assert await db.fetchone("SELECT name FROM sqlite_master WHERE name = 'b'") is None
    finally:
        await db.close()


async def test_a_newer_file_is_refused(tmp_path):
    path = tmp_path / "a.sqlite3"
    await (await open_database(path, TWO)).close()
    with pytest.raises(RuntimeError, match="newer than this code"):
        await open_database(path, TWO[:1])


async def test_transaction_rolls_back_every_write_on_error(tmp_path):
    db = await open_database(tmp_path / "t.sqlite3", [Migration(1, "0001_a.sql", "CREATE TABLE a (x INTEGER);")])
    try:
        with pytest.raises(RuntimeError):
            async with db.transaction() as conn:
                await conn.execute("INSERT INTO a VALUES (1)")
                await conn.execute("INSERT INTO a VALUES (2)")
                raise RuntimeError("boom")
        assert (await db.fetchone("SELECT COUNT(*) FROM a"))[0] == 0
    finally:
        await db.close()


async def test_a_fresh_file_is_not_backed_up(tmp_path):
    path = tmp_path / "fresh.sqlite3"
    await (await open_database(path, TWO)).close()
    assert not list(tmp_path.glob("*.bak"))


@pytest.mark.parametrize("start", range(1, len(load_migrations())))
async def test_every_earlier_version_migrates_forward_keeping_its_rolls(tmp_path, start):
    path = tmp_path / "old.sqlite3"
    every = load_migrations()
    old = await open_database(path, every[:start])
    await old.execute(
        "INSERT INTO rolls (guild_id, channel_id, user_id, command, ruleset, dice, outcomes, result)"
        " VALUES (1, 2, 3, 'injury', 'ligue', '[[6, 4]]', '[\"injury.ko\"]', '{}')"
    )
    await old.close()
    db = await open_database(path)
    try:
        assert await db.version() == len(every)
        assert (await db.fetchone("SELECT command FROM rolls"))[0] == "injury"
    finally:
        await db.close()
    assert (tmp_path / f"old.sqlite3.v{start}.bak").exists()


def test_the_neutral_base_imports_no_backend_and_the_seam_picks_postgresql_lazily():
    """Issue 27 item 5: the base knows neither backend (each imports it), so nothing loops back; asyncpg is loaded
    only when a PostgreSQL URL is opened."""
    from pathlib import Path

    from tests.test_layers import imported

    league = Path(__file__).resolve().parents[2] / "league"
    base = imported((league / "database.py").read_text(encoding="utf-8"))
    assert not base & {"league.db", "league.sqlite", "league.pg", "aiosqlite", "asyncpg"}
    seam_at_import = imported((league / "db.py").read_text(encoding="utf-8"), lazy=False)
    assert "league.sqlite" in seam_at_import and "league.pg" not in seam_at_import
