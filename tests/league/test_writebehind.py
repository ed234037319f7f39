"""Rows queued by concurrent callers are written together, whole, and on demand."""

import asyncio
import sqlite3

import pytest

from league.writebehind import WriteBehind


@pytest.fixture
async def db(store):
    """An empty database of each backend with one table (the shared ``store``; no league schema needed)."""
    database = await store.open("wb", [])
    await database.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)")
    return database


class Table:
    """The writer of table ``t``, counting the transactions it was given."""

    def __init__(self) -> None:
        self.transactions = 0

    async def __call__(self, conn, items):
        self.transactions += 1
        await conn.executemany("INSERT INTO t (id, v) VALUES (?, ?)", items)


async def ids(db):
    return [r[0] for r in await db.fetchall("SELECT id FROM t ORDER BY id")]


async def test_rows_added_together_are_written_in_one_transaction_after_the_window(db):
    table = Table()
    queue = WriteBehind(db, table, window=0.01)

    async def caller(n):
        queue.add(n, (n, f"row {n}"))

    await asyncio.gather(*(caller(n) for n in range(50)))
    assert await ids(db) == [] and len(queue) == 50
    await queue.flush()
    assert await ids(db) == list(range(50))
    assert table.transactions == 1 and len(queue) == 0


async def test_written_writes_at_once_rather_than_at_the_end_of_the_window(db):
    queue = WriteBehind(db, Table(), window=3600)
    queue.add(7, (7, "seven"))
    assert queue.pending(7)
    await queue.written(7)
    assert await ids(db) == [7] and not queue.pending(7)
    await queue.written(7)  # already written: returns at once


async def test_close_writes_everything_then_refuses_more(db):
    queue = WriteBehind(db, Table(), window=3600)
    for n in range(5):
        queue.add(n, (n, str(n)))
    await queue.close()
    assert await ids(db) == [0, 1, 2, 3, 4]
    with pytest.raises(RuntimeError):
        queue.add(9, (9, "late"))


async def test_a_row_the_database_refuses_does_not_take_the_others_with_it(db):
    await db.execute("INSERT INTO t (id, v) VALUES (2, 'already there')")
    queue = WriteBehind(db, Table(), window=3600)
    for n in (1, 2, 3):
        queue.add(n, (n, "new"))
    with pytest.raises(sqlite3.IntegrityError):
        await queue.written(2)
    await queue.flush()
    assert [tuple(r) for r in await db.fetchall("SELECT id, v FROM t ORDER BY id")] == [
        (1, "new"),
        (2, "already there"),
        (3, "new"),
    ]
    assert len(queue) == 0


async def test_a_failed_write_is_tried_again(db):
    calls = []

    async def flaky(conn, items):
        calls.append(len(items))
        if len(calls) == 1:
            raise sqlite3.OperationalError("disk I/O error")
        await conn.executemany("INSERT INTO t (id, v) VALUES (?, ?)", items)

    queue = WriteBehind(db, flaky, window=0.05)
    queue.add(1, (1, "one"))
    await queue.written(1)
    assert await ids(db) == [1] and calls == [1, 1]


class Outage(Table):
    """The writer of ``t`` while the database cannot be reached: the first ``failures`` writes lose their
    connection (``ConnectionResetError``, as when the server restarts), or only those of ``rows`` when given."""

    def __init__(self, failures: int, rows: set[int] | None = None) -> None:
        super().__init__()
        self.failures = failures
        self.rows = rows

    async def __call__(self, conn, items):
        if self.failures and (self.rows is None or {n for n, _ in items} <= self.rows):
            self.failures -= 1
            raise ConnectionResetError("connection lost")
        await super().__call__(conn, items)


async def test_close_keeps_trying_while_the_database_cannot_be_reached(db, caplog):
    """A clean stop while the database restarts: the rows wait for it (a few seconds at most), none is dropped."""
    queue = WriteBehind(db, Outage(failures=6), window=3600)
    for n in range(5):
        queue.add(n, (n, str(n)))
    await queue.close()
    assert await ids(db) == [0, 1, 2, 3, 4]
    assert "never written" not in caplog.text


async def test_a_row_written_alone_whose_connection_drops_is_kept_not_dropped(db):
    """A grouped write refused by a constraint goes row by row; a row whose own write then loses its connection
    is not « refused »: it stays queued and is written at the next try."""
    await db.execute("INSERT INTO t (id, v) VALUES (2, 'already there')")
    queue = WriteBehind(db, Outage(failures=1, rows={3}), window=3600)
    for n in (1, 2, 3):
        queue.add(n, (n, "new"))
    await queue.flush()
    await queue.written(3)  # no error: it was never refused
    assert await ids(db) == [1, 2, 3] and len(queue) == 0


async def test_a_write_cancelled_midway_puts_its_rows_back(db):
    """A write cancelled while it waits for the database (the loop shutting down under it) loses nothing: its rows
    are queued again for the clean stop's flush."""
    started, release = asyncio.Event(), asyncio.Event()

    async def slow(conn, items):
        started.set()
        await release.wait()
        await conn.executemany("INSERT INTO t (id, v) VALUES (?, ?)", items)

    queue = WriteBehind(db, slow, window=3600)
    queue.add(1, (1, "one"))
    flushing = asyncio.ensure_future(queue.flush())
    await started.wait()
    for task in list(queue._flushes):
        task.cancel()
    release.set()
    await flushing
    await queue.close()
    assert await ids(db) == [1] and len(queue) == 0


async def test_no_answered_roll_is_lost_when_postgresql_restarts_or_stops_under_a_stream_of_rolls(pg, pg_server):
    """Issue 26 item 7: with the bot on PostgreSQL, rolls answered around a ``pg_ctl restart`` were missing after a
    clean stop. A stream of rolls goes through the bot's write-behind (``RollRepository``) while the server restarts,
    then stops with rolls still queued; the bot's clean stop begins while it is down, and it comes back. Every roll
    whose id was answered is in the database afterwards."""
    from league.rolls import RollRepository
    from rules.model import Result, Step

    db = await pg.open()
    rolls = RollRepository(db, flush_window=0.005)
    answered: list[int] = []
    while_down: list[int] = []
    progress = asyncio.Condition()
    streaming = True
    server_down = False

    async def stream() -> None:
        while streaming:
            try:
                roll_id = await rolls.submit(
                    guild_id=1,
                    channel_id=2,
                    user_id=3,
                    command="injury",
                    options={},
                    result=Result(Step("x", "y"), "ligue"),
                )
            except Exception:  # no id while the server is down: nothing answered
                await asyncio.sleep(0.01)
                continue
            answered.append(roll_id)
            if server_down:
                while_down.append(roll_id)
            async with progress:
                progress.notify_all()
            await asyncio.sleep(0.002)

    async def more(n: int, of: list[int]) -> None:
        target = len(of) + n
        async with progress:
            await asyncio.wait_for(progress.wait_for(lambda: len(of) >= target), 30)

    streamer = asyncio.ensure_future(stream())
    try:
        await more(20, answered)
        await asyncio.to_thread(pg_server.restart)  # rolls keep being answered meanwhile
        await more(20, answered)
        await asyncio.wait_for(rolls.written(answered[-1]), 30)  # the write path is back
        await more(20, answered)
        server_down = True
        await asyncio.to_thread(pg_server.shut_down)
        await more(3, while_down)  # answered, not writable: queued
        streaming = False
        await streamer
        assert rolls.queued > 0
        stopping = asyncio.ensure_future(rolls.close())  # the bot's clean stop, the server still down
        await asyncio.sleep(0)
        await asyncio.to_thread(pg_server.start_again)
        await asyncio.wait_for(stopping, 30)
        await asyncio.wait_for(db.close(), 30)
    finally:
        streaming = False
        if not pg_server.running():
            pg_server.start_again()
        await asyncio.gather(streamer, return_exceptions=True)
    check = await pg.open()
    stored = {row[0] for row in await check.fetchall("SELECT id FROM rolls")}
    missing = sorted(set(answered) - stored)
    assert not missing, f"{len(missing)} of {len(answered)} answered rolls missing: {missing[:20]}"
