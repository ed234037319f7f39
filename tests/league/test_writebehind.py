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
