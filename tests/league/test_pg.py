"""What only PostgreSQL has to prove: the dialect layer, twin migrations, and correctness across processes.

Each ``Database`` opened on the same PostgreSQL database stands for another bot process (its own pool of
connections). The behaviour shared with SQLite is proved by the parametrised storage suite.
"""

from __future__ import annotations

import asyncio
import sqlite3
from typing import Any

import pytest

from league.casualties import CasualtyRepository
from league.db import Database, IntegrityError, open_database
from league.pg import PgIntegrityError, connection_lost, translate, usable
from league.rolls import ChoiceRepository, RollRepository
from league.schema import Migration, load_migrations
from league.settings import SettingsRepository
from league.teams import TeamRepository
from records.models import CasualtyReport
from rules.model import Result, Step
from tests.league.leaguedata import G1, USER, build_league


async def eventually(predicate, what: str, tries: int = 400) -> None:
    """Poll ``predicate`` until true (a notification crosses a socket); fail with ``what`` if it never is."""
    for _ in range(tries):
        if predicate():
            return
        await asyncio.sleep(0.025)
    raise AssertionError(f"never happened: {what}")


# --- the dialect layer ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sqlite", "postgres"),
    [
        ("SELECT * FROM t WHERE a = ? AND b = ?", "SELECT * FROM t WHERE a = $1 AND b = $2"),
        ("SELECT ?1, ?2, ?1", "SELECT $1, $2, $1"),
        ("SELECT ?2, ?", "SELECT $2, $3"),
        ("SELECT '?', 'it''s ?', \"a?\" FROM t WHERE x = ?", "SELECT '?', 'it''s ?', \"a?\" FROM t WHERE x = $1"),
        ("SELECT 1 -- what? \n WHERE x = ?", "SELECT 1 -- what? \n WHERE x = $1"),
        ("UPDATE t SET a = ?", "UPDATE t SET a = $1"),
    ],
)
def test_placeholders_are_translated_outside_quotes_and_comments(sqlite, postgres):
    assert translate(sqlite) == postgres


async def test_an_insert_gives_its_id_and_constraint_errors_are_the_dbapi_class(pg):
    db = await pg.open()
    first = await db.execute("INSERT INTO meta (key, value) VALUES (?, ?)", ("a", "1"))
    assert first == 0  # no id column: nothing to return
    team = await TeamRepository(db).create(1, 2, name="Orques", coach_id=3, roster="Orques")
    roll = await db.execute(
        "INSERT INTO rolls (guild_id, user_id, command, ruleset, dice, outcomes, result) VALUES (?, ?, ?, ?, ?, ?, ?)",
        (1, 2, "injury", "ligue", "[]", "[]", "{}"),
    )
    assert team.id == 1 and roll == 1
    with pytest.raises(IntegrityError) as caught:
        await db.execute("INSERT INTO meta (key, value) VALUES (?, ?)", ("a", "2"))
    assert isinstance(caught.value, PgIntegrityError) and isinstance(caught.value, sqlite3.IntegrityError)
    assert caught.value.sqlstate == "23505" and caught.value.constraint == "meta_pkey"


# --- migrations -----------------------------------------------------------------------------------------


def test_every_migration_has_its_postgresql_twin():
    assert [m.name for m in load_migrations("postgres")] == [m.name for m in load_migrations("sqlite")]


async def _sqlite_schema(db: Database) -> dict[str, Any]:
    tables = {}
    for table in await db.tables():
        columns = [(r["name"], bool(r["notnull"] or r["pk"])) for r in await db.fetchall(f"PRAGMA table_info({table})")]
        indexes = {
            (r["name"], bool(r["unique"]))
            for r in await db.fetchall(f"PRAGMA index_list({table})")
            if not r["name"].startswith("sqlite_autoindex")
        }
        tables[table] = (columns, indexes)
    return tables


async def _pg_schema(db: Database) -> dict[str, Any]:
    tables = {}
    for table in await db.tables():
        rows = await db.fetchall(
            "SELECT column_name, is_nullable FROM information_schema.columns"
            " WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position",
            (table,),
        )
        columns = [(r[0], r[1] == "NO") for r in rows]
        indexes = {
            (r[0], bool(r[1]))
            for r in await db.fetchall(
                "SELECT i.relname, x.indisunique FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid"
                " JOIN pg_class t ON t.oid = x.indrelid"
                " LEFT JOIN pg_constraint c ON c.conindid = x.indexrelid AND c.contype IN ('p', 'u')"
                " WHERE t.relname = ? AND c.oid IS NULL",
                (table,),
            )
        }
        tables[table] = (columns, indexes)
    return tables


async def test_both_backends_build_the_same_tables_columns_and_indexes(pg, tmp_path):
    """Column order, NOT NULL and named indexes match (unique constraints are SQLite's autoindexes)."""
    lite = await open_database(tmp_path / "twin.sqlite3")
    try:
        expected = await _sqlite_schema(lite)
    finally:
        await lite.close()
    assert await _pg_schema(await pg.open()) == expected


async def test_two_processes_starting_together_migrate_once(pg):
    url = await pg.target("race", empty=True)
    slow = [
        Migration(1, "0001_a.sql", "CREATE TABLE a (x integer); SELECT pg_sleep(0.3);"),
        Migration(2, "0002_b.sql", "CREATE TABLE b (y integer);"),
    ]
    first, second = await asyncio.gather(open_database(url, slow), open_database(url, slow))
    try:
        assert await first.version() == await second.version() == 2
        rows = await first.fetchall("SELECT version, name FROM schema_migrations ORDER BY version")
        assert [tuple(r) for r in rows] == [(1, "0001_a.sql"), (2, "0002_b.sql")]
    finally:
        await first.close()
        await second.close()


async def test_a_failing_migration_leaves_the_database_at_the_previous_version(pg):
    url = await pg.target("broken", empty=True)
    first = [Migration(1, "0001_a.sql", "CREATE TABLE a (x integer);")]
    await (await open_database(url, first)).close()
    broken = [*first, Migration(2, "0002_b.sql", "CREATE TABLE b (y integer); INSERT INTO nowhere VALUES (1);")]
    with pytest.raises(Exception, match="nowhere"):
        await open_database(url, broken)
    db = await open_database(url, first)
    try:
        assert await db.version() == 1
        assert await db.tables() == ["a"]
    finally:
        await db.close()


async def test_a_newer_database_is_refused(pg):
    url = await pg.target("newer", empty=True)
    two = [Migration(1, "0001_a.sql", "CREATE TABLE a (x integer);"), Migration(2, "0002_b.sql", "SELECT 1;")]
    await (await open_database(url, two)).close()
    with pytest.raises(RuntimeError, match="newer than this code"):
        await open_database(url, two[:1])


# --- across processes ----------------------------------------------------------------------------------


async def test_writes_of_one_server_wait_for_each_other_across_processes_and_others_do_not(pg):
    one, two = await pg.open(), await pg.open()
    order: list[str] = []
    inside = asyncio.Event()
    release = asyncio.Event()

    async def holder() -> None:
        async with one.transaction(guild_id=1):
            order.append("A in")
            inside.set()
            await release.wait()
            order.append("A out")

    async def same_guild() -> None:
        await inside.wait()
        async with two.transaction(guild_id=1):
            order.append("B in")

    async def other_guild() -> None:
        await inside.wait()
        async with two.transaction(guild_id=2):
            order.append("C in")
        release.set()

    await asyncio.gather(holder(), same_guild(), other_guild())
    assert order == ["A in", "C in", "A out", "B in"]


async def test_a_transaction_without_a_server_waits_for_every_other(pg):
    one, two = await pg.open(), await pg.open()
    order: list[str] = []
    inside = asyncio.Event()

    async def holder() -> None:
        async with one.transaction(guild_id=7):
            inside.set()
            await asyncio.sleep(0.2)
            order.append("guild 7 done")

    async def everything() -> None:
        await inside.wait()
        async with two.transaction():
            order.append("global in")

    await asyncio.gather(holder(), everything())
    assert order == ["guild 7 done", "global in"]


async def test_a_named_lock_is_held_across_processes(pg):
    one, two = await pg.open(), await pg.open()
    order: list[str] = []
    inside = asyncio.Event()

    async def first() -> None:
        async with one.lock("commands.sync"):
            inside.set()
            await asyncio.sleep(0.2)
            order.append("first out")

    async def second() -> None:
        await inside.wait()
        async with two.lock("commands.sync"):
            order.append("second in")

    await asyncio.gather(first(), second())
    assert order == ["first out", "second in"]


async def test_settings_changed_by_another_process_are_not_served_from_the_cache(pg):
    here, there = await pg.open(), await pg.open()
    mine = SettingsRepository(here)
    await here.listening()
    assert (await mine.get(1)).ruleset_key == "ligue"  # now cached
    await SettingsRepository(there).update(1, 99, ruleset_key="bb2025")
    await eventually(lambda: 1 not in mine._cache, "the notification dropping the cached settings")
    assert (await mine.get(1)).ruleset_key == "bb2025"


async def test_a_match_opened_by_another_process_is_not_missed_by_the_open_matches_kept_here(pg):
    """Every roll reads its match's ruleset from memory (league.open_matches): another process starting or ending a
    match must reach it (NOTIFY from the matches trigger, migration 0020)."""
    from league.matches import MatchRepository
    from league.open_matches import OpenMatches

    here, there = await pg.open(), await pg.open()
    mine = OpenMatches(here)
    await here.listening()
    a, b = [await TeamRepository(there).create(G1, USER, name=n, coach_id=1, roster="Orques") for n in "AB"]
    assert await mine.find(G1, channel_id=42) is None  # now kept: nothing open
    theirs = MatchRepository(there)
    m = await theirs.open(G1, USER, home_team_id=a.id, away_team_id=b.id, channel_id=42, ruleset="bb2025")
    await eventually(lambda: G1 not in mine._cache, "the notification dropping the open matches kept here")
    assert await mine.find(G1, channel_id=42) == (found := await mine.find(G1, match_id=m.id))
    assert found is not None and found.ruleset == "bb2025"
    await theirs.finish(G1, USER, m.id)
    await eventually(lambda: G1 not in mine._cache, "the notification of the finished match")
    assert await mine.find(G1, channel_id=42) is None


async def test_a_topic_first_subscribed_while_listening_is_forgotten_once_its_listen_is_on(pg):
    """The open matches are kept from the first roll on, after start-up's LISTEN: what they read before their own
    LISTEN took effect may have missed another process's match, so it is dropped then, and later changes heard."""
    db, there = await pg.open(), await pg.open()
    db.subscribe("guild_settings", [].append)
    await db.listening()
    heard: list[str] = []
    db.subscribe("matches", heard.append)
    await eventually(lambda: "*" in heard, "the late subscriber told to forget once its LISTEN is on")
    a, b = [await TeamRepository(there).create(G1, USER, name=n, coach_id=1, roster="Orques") for n in "AB"]
    from league.matches import MatchRepository

    await MatchRepository(there).open(G1, USER, home_team_id=a.id, away_team_id=b.id, channel_id=42, ruleset="ligue")
    await eventually(lambda: str(G1) in heard, "another process's match heard on the late topic")


async def test_a_lost_listen_connection_drops_every_cache_and_comes_back(pg):
    db = await pg.open()
    heard: list[str] = []
    db.subscribe("guild_settings", heard.append)
    await db.listening()
    heard.clear()
    await db.execute(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND pid <> pg_backend_pid()"
    )
    await eventually(lambda: "*" in heard, "caches dropped when the LISTEN connection died")
    await db.listening()
    await SettingsRepository(db).update(5, 99, ruleset_key="bb2025")
    await eventually(lambda: "5" in heard, "notifications heard again after the reconnection")


async def test_roll_ids_come_a_block_at_a_time_from_the_sequence_and_processes_never_share_one(pg):
    one, two = await pg.open(), await pg.open()

    async def take(db: Database, n: int) -> list[int]:
        return [await db.ids("rolls").next_id() for _ in range(n)]

    first, second = await asyncio.gather(take(one, 250), take(two, 250))
    assert len(set(first) | set(second)) == 500
    for ids in (first, second):
        blocks = [ids[i : i + 100] for i in range(0, 250, 100)]
        assert all(block == list(range(block[0], block[0] + len(block))) for block in blocks)
        assert all(block[0] % 100 == 1 for block in blocks)  # each block is one nextval of the sequence


async def test_first_click_wins_when_the_two_clicks_reach_two_processes(pg):
    one, two = await pg.open(), await pg.open()
    rolls = RollRepository(one)
    roll_id = await rolls.record(
        guild_id=1,
        channel_id=2,
        user_id=3,
        command="block",
        options={},
        result=Result(Step("block", "block.x"), "ligue"),
    )
    await rolls.close()
    results = await asyncio.gather(
        *(
            ChoiceRepository(db).choose(guild_id=1, roll_id=roll_id, user_id=10 + n, choice=str(n))
            for n, db in enumerate([one, two] * 5)
        )
    )
    assert sorted(results) == [False] * 9 + [True]
    winner = results.index(True)
    assert await ChoiceRepository(two).get(1, roll_id) == str(winner)


async def test_a_roll_recorded_as_a_casualty_by_two_processes_is_recorded_once(pg):
    one, two = await pg.open(), await pg.open()
    lg = await build_league(one)
    rolls = RollRepository(one)
    roll_id = await rolls.record(
        guild_id=G1, channel_id=2, user_id=3, command="injury", options={}, result=Result(Step("injury", "x"), "ligue")
    )
    await rolls.close()
    results = await asyncio.gather(
        *(
            CasualtyRepository(db).record_casualty(
                G1,
                USER,
                CasualtyReport(victim_id=lg.pid("hans"), outcome="casualty.badly_hurt", cause="block", roll_id=roll_id),
            )
            for db in (one, two, one, two)
        )
    )
    assert sorted(created for _, created in results) == [False, False, False, True]
    assert len({record.id for record, _ in results}) == 1


@pytest.mark.parametrize("pool_first", [False, True], ids=["statement-first", "pool-first"])
async def test_a_connection_the_server_ends_under_a_transaction_fails_as_lost_and_the_next_write_works(pg, pool_first):
    """The server ends a connection in the middle of a transaction (a restart, an operator): the error says the
    connection was lost (the write-behind then tries again), not asyncpg's « released back to the pool » from
    touching the connection the pool already took back; and the next transaction runs on a fresh connection."""
    import asyncpg

    db = await pg.open()
    with pytest.raises(Exception) as caught:
        async with db.transaction() as conn:
            pid = (await conn.fetchone("SELECT pg_backend_pid()"))[0]
            await db.execute("SELECT pg_terminate_backend(?)", (pid,))
            if pool_first:  # the pool sees the end and takes the connection back before the next statement
                for _ in range(500):
                    if not usable(conn.raw):
                        break
                    await asyncio.sleep(0.01)
                assert not usable(conn.raw)
            await conn.execute("SELECT 1")
    assert not isinstance(caught.value, asyncpg.InterfaceError), caught.value
    assert connection_lost(caught.value), caught.value
    async with db.transaction() as conn:
        await conn.execute("INSERT INTO meta (key, value) VALUES (?, ?)", ("after", "1"))
    assert (await db.fetchone("SELECT value FROM meta WHERE key = ?", ("after",)))[0] == "1"
