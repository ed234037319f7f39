"""SQLite behind :class:`league.database.Database` (the default backend: one file, one process).

One aiosqlite connection in autocommit mode; every write goes through :meth:`SqliteDatabase.transaction`
(``BEGIN IMMEDIATE`` under an asyncio lock) so coroutines never interleave half-done writes. Migrations are
applied in order with ``PRAGMA user_version``; the file is backed up with the SQLite backup API before each one.
"""

from __future__ import annotations

import asyncio
import logging
import re
import sqlite3
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

from league import schema
from league.database import Database
from league.ids import BlockAllocator, IdAllocator, sqlite_reserve
from league.schema import Migration, load_migrations

log = logging.getLogger(__name__)
#: Ids reserved at a time on SQLite: one small write per block; a restart after a crash skips the rest.
ID_BLOCK = 100


class SqliteDatabase(Database):
    """One SQLite file, one aiosqlite connection, one writer at a time."""

    dialect = "sqlite"
    conn: aiosqlite.Connection

    def __init__(self, conn: aiosqlite.Connection, path: Path) -> None:
        self.conn = conn
        self.path = path
        self._write_lock = asyncio.Lock()
        self._writer: asyncio.Task[Any] | None = None  # the task holding the write lock
        self._ids: dict[str, BlockAllocator] = {}
        self._columns: dict[str, tuple[str, ...]] = {}
        self._subscribers = {}

    @classmethod
    async def connect(cls, path: Path, migrations: Sequence[Migration] | None = None) -> SqliteDatabase:
        """Open (creating folders and file), set WAL and foreign keys, migrate forward."""
        if str(path) != ":memory:":
            path.parent.mkdir(parents=True, exist_ok=True)
        conn = await aiosqlite.connect(path, isolation_level=None)
        conn.row_factory = aiosqlite.Row
        # WAL + NORMAL: a commit survives a crash of the bot (SIGKILL included) without an fsync per roll;
        # only a power cut may lose the last commits, never corrupt the file. One trip to aiosqlite's thread.
        await conn.executescript(
            "PRAGMA journal_mode=WAL; PRAGMA foreign_keys=ON; PRAGMA synchronous=NORMAL; PRAGMA busy_timeout=5000;"
        )
        db = cls(conn, path)
        try:
            if migrations is None:  # the bot's own: a new file starts from their result, written out once
                await db.migrate(load_migrations(), start=schema.read())
            else:
                await db.migrate(migrations)
        except BaseException:
            await conn.close()
            raise
        return db

    async def close(self) -> None:
        for allocator in self._ids.values():
            await allocator.close()
        self._ids.clear()
        await self.conn.close()

    def ids(self, table: str) -> IdAllocator:
        """This process owns the file, so blocks are counted in memory above a mark kept in ``meta``
        (:func:`league.ids.sqlite_reserve`)."""
        allocator = self._ids.get(table)
        if allocator is None:
            if not re.fullmatch(r"[a-z_]+", table):
                raise ValueError(f"not a table name: {table!r}")
            reserve, release = sqlite_reserve(self, table, f"ids.{table}", ID_BLOCK)
            allocator = self._ids[table] = BlockAllocator(reserve, release=release, may_wait=self._not_writing)
        return allocator

    async def version(self) -> int:
        row = await self.fetchone("PRAGMA user_version")
        return int(row["user_version"]) if row else 0

    async def migrate(self, migrations: Sequence[Migration], *, start: tuple[int, str] | None = None) -> None:
        """Apply each migration newer than the file, one transaction each.

        ``start``: (version, script) of the schema those migrations build (:mod:`league.schema`); a new file runs
        it in one transaction instead of the migrations up to that version (≈ 1.5 ms instead of ≈ 10 at start-up).
        """
        current = await self.version()
        latest = migrations[-1].version if migrations else 0
        if current > latest:
            raise RuntimeError(f"the database {self.path} (version {current}) is newer than this code ({latest})")
        pending = [m for m in migrations if m.version > current]
        first = ""
        if current == 0 and start is not None and 0 < start[0] <= latest:
            log.info("new database: the schema of migration %04d", start[0])
            current, script = start
            first = f"BEGIN IMMEDIATE;\n{script}\nPRAGMA user_version = {current:d};\nCOMMIT;\n"
            pending = [m for m in pending if m.version > current]
        # A fresh file has nothing worth a backup: all its migrations go in one script, one trip to aiosqlite's
        # thread (start-up, issue 11), still one transaction each. An existing file is backed up before each.
        steps = [pending] if first or (current == 0 and pending) else [[m] for m in pending]
        for step in steps:
            if current > 0 and not first:
                await self.backup(self.path.with_name(f"{self.path.name}.v{current}.bak"))
            for migration in step:
                log.info("migration %s", migration.name)
            # One script, and no DDL kept in the statement cache (start-up time and memory, issue 11); SQLite stops
            # at the first failing statement, inside its migration's transaction (the ones before are committed).
            script, first = first + schema.migrate_script(step), ""
            async with self._write_lock:
                try:
                    await self.conn.executescript(script)
                except BaseException:
                    if self.conn.in_transaction:
                        await self.conn.execute("ROLLBACK")
                    raise
            current = step[-1].version if step else current
        self._columns.clear()

    async def backup(self, target: Path) -> None:
        """Copy the whole database to ``target`` with SQLite's online backup API."""
        dest = sqlite3.connect(target)
        try:
            await self.conn.backup(dest)
        finally:
            dest.close()

    def _not_writing(self) -> bool:
        """False inside the current task's own transaction (it holds the write lock others wait for)."""
        return self._writer is None or self._writer is not asyncio.current_task()

    @asynccontextmanager
    async def transaction(
        self, *, guild_id: int | None = None, serialised: bool = True
    ) -> AsyncIterator[aiosqlite.Connection]:
        """All-or-nothing writes: commit on success, roll back on any error (SQLite has one writer)."""
        async with self._write_lock:
            self._writer = asyncio.current_task()
            try:
                await self.conn.execute("BEGIN IMMEDIATE")
                try:
                    yield self.conn
                except BaseException:
                    await self.conn.execute("ROLLBACK")
                    raise
                await self.conn.execute("COMMIT")
            finally:
                self._writer = None

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """One write statement, atomic on its own (autocommit); returns ``lastrowid``.

        Holding the write lock keeps it out of another coroutine's open
        transaction; skipping BEGIN/COMMIT saves two trips to aiosqlite's thread.
        Called from inside the caller's own transaction, it is part of that transaction.
        """
        if self._writer is not None and self._writer is asyncio.current_task():
            cursor = await self.conn.execute(sql, params)
            return cursor.lastrowid or 0
        async with self._write_lock:
            cursor = await self.conn.execute(sql, params)
            return cursor.lastrowid or 0

    async def fetchone(self, sql: str, params: Iterable[Any] = ()) -> aiosqlite.Row | None:
        async with self.conn.execute(sql, tuple(params)) as cursor:
            row: aiosqlite.Row | None = await cursor.fetchone()
            return row

    async def fetchall(self, sql: str, params: Iterable[Any] = ()) -> list[aiosqlite.Row]:
        async with self.conn.execute(sql, tuple(params)) as cursor:
            return list(await cursor.fetchall())

    async def columns(self, table: str) -> tuple[str, ...]:
        if table not in self._columns:
            if not re.fullmatch(r"[a-z_][a-z0-9_]*", table):
                raise ValueError(f"not a table name: {table!r}")
            rows = await self.fetchall(f"PRAGMA table_info({table})")
            self._columns[table] = tuple(r["name"] for r in rows)
        return self._columns[table]

    async def tables(self) -> list[str]:
        rows = await self.fetchall(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
            " ORDER BY name"
        )
        return [r["name"] for r in rows]
