"""PostgreSQL behind :class:`league.database.Database`, through asyncpg: what differs from SQLite, in one place.

- **Placeholders**: the repositories' ``?`` and ``?1`` become ``$1``… (:func:`translate`, quotes and
  comments respected, cached per statement).
- **Ids**: an ``INSERT`` into a table with an ``id`` column gets ``RETURNING id`` appended when it has no
  ``RETURNING`` of its own, so ``cursor.lastrowid`` means what it means on SQLite.
- **Constraint errors** are raised as :data:`league.database.IntegrityError` (a subclass), the class the
  repositories catch.
- **Writes of one server are serialised across processes**: a transaction takes the transaction-scoped
  advisory lock of its ``guild_id`` (and the shared side of a global one); without ``guild_id`` it takes
  the global one exclusively. SQLite's single writer gives the same guarantee, so every read-check-write
  of the repositories (a post-match applied once, a name free, a roll recorded once) holds when two
  processes race. Constraints stay the last guard.
- **Migrations** run under a session advisory lock, so two processes starting together migrate once;
  the version is the highest row of ``schema_migrations``.
- **Ids before the row** (:meth:`PostgresDatabase.ids`): one ``nextval`` of the table's identity
  sequence reserves a whole block, because the sequence counts ``INCREMENT BY`` the block size (100 for
  ``rolls``); processes never share a block, and ids left in a block at a stop are simply never used.
- **Cross-process caches**: :meth:`PostgresDatabase.subscribe` listens (``LISTEN``) on a dedicated
  connection; the migrations' triggers ``NOTIFY`` (``arbitre_<table>``) when a cached table changes. When
  that connection drops, every subscriber is told to forget everything (``"*"``).

Nothing here is imported unless ``DATABASE_URL`` (or a test) names a PostgreSQL database.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import zlib
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from contextlib import asynccontextmanager
from typing import Any, Final, TypeAlias

import asyncpg
from asyncpg.pool import PoolConnectionProxy

from league.database import Database, IntegrityError
from league.ids import BlockAllocator, IdAllocator
from league.schema import Migration, load_migrations

#: A server connection: our own, or one lent by the pool.
Raw: TypeAlias = "asyncpg.Connection[Any] | PoolConnectionProxy[Any]"

log = logging.getLogger(__name__)

#: The first key of our two-key advisory locks ("ARBI"); guild locks use the one-key (bigint) space.
LOCK_CLASS: Final = 0x41524249
GLOBAL_WRITE: Final = 0
MIGRATIONS: Final = 1
VERSION_TABLE: Final = "schema_migrations"
#: Every query of the bot reads one server's rows and takes milliseconds: starting parallel workers (several
#: ms on a busy host) or compiling with JIT (tens of ms) only makes it slower; measured in bench.postgres_queries.
SESSION_SETTINGS: Final = {"max_parallel_workers_per_gather": "0", "jit": "off"}
_PLAN_CACHE_LIMIT: Final = 4096
_INSERT = re.compile(r"\s*INSERT\s+INTO\s+([A-Za-z_][A-Za-z0-9_]*)", re.IGNORECASE)
_RETURNING = re.compile(r"\bRETURNING\b", re.IGNORECASE)
_ROWS_FIRST_WORDS = ("SELECT", "WITH", "VALUES", "SHOW", "TABLE", "EXPLAIN")
#: How long :meth:`PostgresDatabase.close` waits for lent connections before terminating them (seconds).
CLOSE_TIMEOUT: Final = 10.0
#: What a connection the server or the network dropped raises: client-side I/O errors, a connection-class SQLSTATE
#: (08…, « connection does not exist »), an operator intervention (57…, « terminating connection due to
#: administrator command », « the database system is starting up »), and a protocol left in an impossible state
#: (« cannot switch to state 11; another operation is in progress »: the server's goodbye arrived between two
#: statements) — a connection nobody can trust again, so it is dropped and the statement retried on another.
_CONNECTION_LOST: Final = (
    OSError,
    asyncpg.PostgresConnectionError,
    asyncpg.exceptions.OperatorInterventionError,
    asyncpg.exceptions.InternalClientError,
)


def connection_lost(exc: BaseException) -> bool:
    """Whether ``exc`` says the connection is gone (retry on another one) rather than the statement was refused."""
    return isinstance(exc, _CONNECTION_LOST)


def usable(raw: Raw) -> bool:
    """The connection is open and still ours (a pooled one the pool took back when it saw it go is neither)."""
    try:
        return not raw.is_closed()
    except asyncpg.InterfaceError:  # « connection has been released back to the pool »
        return False


def _hand_back(raw: Raw) -> None:
    """Terminate a connection the server dropped, so that the pool counts its place free again (asyncpg frees it
    by itself only when it saw the loss happen); nothing if the pool already took it back."""
    with contextlib.suppress(asyncpg.InterfaceError):
        raw.terminate()


class PgIntegrityError(IntegrityError):
    """A PostgreSQL constraint violation (class 23), as the DB-API class the repositories catch."""

    def __init__(self, exc: asyncpg.PostgresError) -> None:
        super().__init__(f"{exc.__class__.__name__}: {exc}")
        self.sqlstate: str | None = getattr(exc, "sqlstate", None)
        self.constraint: str | None = getattr(exc, "constraint_name", None)


def translate(sql: str) -> str:
    """``?`` → ``$n`` (numbered in order) and ``?n`` → ``$n``, outside quotes and comments."""
    out: list[str] = []
    i, n, counter = 0, len(sql), 0
    while i < n:
        ch = sql[i]
        if ch in "'\"":
            end = i + 1
            while end < n:
                if sql[end] == ch:
                    if end + 1 < n and sql[end + 1] == ch:  # doubled quote inside the literal
                        end += 2
                        continue
                    break
                end += 1
            out.append(sql[i : end + 1])
            i = end + 1
        elif sql.startswith("--", i):
            end = sql.find("\n", i)
            end = n if end < 0 else end
            out.append(sql[i:end])
            i = end
        elif ch == "?":
            j = i + 1
            while j < n and sql[j].isdigit():
                j += 1
            if j > i + 1:
                number = int(sql[i + 1 : j])
                counter = max(counter, number)
            else:
                counter += 1
                number = counter
            out.append(f"${number}")
            i = j
        else:
            out.append(ch)
            i += 1
    return "".join(out)


def lock_key(name: str) -> int:
    """A stable signed 32-bit key for a named lock (the second key of the pair)."""
    value = zlib.crc32(name.encode())
    return value - (1 << 32) if value >= 1 << 31 else value


class PgCursor:
    """Rows already fetched, read like an aiosqlite cursor."""

    __slots__ = ("_index", "_rows", "lastrowid", "rowcount")

    def __init__(self, rows: list[asyncpg.Record], rowcount: int, lastrowid: int | None) -> None:
        self._rows = rows
        self._index = 0
        self.rowcount = rowcount
        self.lastrowid = lastrowid

    async def fetchone(self) -> asyncpg.Record | None:
        if self._index >= len(self._rows):
            return None
        self._index += 1
        return self._rows[self._index - 1]

    async def fetchall(self) -> list[asyncpg.Record]:
        rest = self._rows[self._index :]
        self._index = len(self._rows)
        return rest

    async def close(self) -> None:
        self._rows = []


class _Pending:
    """``await conn.execute(...)`` or ``async with conn.execute(...) as cursor`` (aiosqlite's two shapes)."""

    __slots__ = ("_coro",)

    def __init__(self, coro: Any) -> None:
        self._coro = coro

    def __await__(self) -> Any:
        return self._coro.__await__()

    async def __aenter__(self) -> PgCursor:
        cursor: PgCursor = await self._coro
        return cursor

    async def __aexit__(self, *exc: object) -> None:
        return None


def _status_count(status: str) -> int:
    """``"UPDATE 3"`` / ``"INSERT 0 1"`` → 3 / 1."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


class PgConnection:
    """One asyncpg connection (inside a transaction), or the pool (``raw=None``: one statement per checkout)."""

    def __init__(self, db: PostgresDatabase, raw: Raw | None) -> None:
        self._db = db
        self.raw = raw

    def execute(self, sql: str, parameters: Iterable[Any] = ()) -> _Pending:
        return _Pending(self._run(sql, tuple(parameters)))

    async def fetchone(self, sql: str, parameters: Iterable[Any] = ()) -> asyncpg.Record | None:
        cursor = await self._run(sql, tuple(parameters))
        return await cursor.fetchone()

    async def fetchall(self, sql: str, parameters: Iterable[Any] = ()) -> list[asyncpg.Record]:
        cursor = await self._run(sql, tuple(parameters))
        return await cursor.fetchall()

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        """One statement for many rows (no ``RETURNING`` added: nobody reads ids back)."""
        text = translate(sql)
        try:
            if self.raw is None:
                async with self._db.acquire() as raw:
                    await raw.executemany(text, [tuple(r) for r in rows])
            else:
                await self.raw.executemany(text, [tuple(r) for r in rows])
        except asyncpg.IntegrityConstraintViolationError as exc:
            raise PgIntegrityError(exc) from exc

    async def _run(self, sql: str, params: tuple[Any, ...]) -> PgCursor:
        if self.raw is None:
            async with self._db.acquire() as raw:
                return await _run(self._db, raw, sql, params)
        return await _run(self._db, self.raw, sql, params)


async def _run(db: PostgresDatabase, raw: Raw, sql: str, params: tuple[Any, ...]) -> PgCursor:
    text, rows_back, id_back = db.plan(sql)
    try:
        if rows_back:
            rows = await raw.fetch(text, *params)
            lastrowid = rows[0][0] if id_back and rows else None
            return PgCursor(rows, len(rows), lastrowid)
        status = await raw.execute(text, *params)
        return PgCursor([], _status_count(status), None)
    except asyncpg.IntegrityConstraintViolationError as exc:
        raise PgIntegrityError(exc) from exc
    except asyncpg.InterfaceError as exc:
        if usable(raw):
            raise
        # The server ended the connection and the pool saw it first and took it back: to the caller (and to the
        # write-behind's retry) that is a lost connection, not a misuse of a released one.
        raise asyncpg.ConnectionDoesNotExistError(f"connection lost: {exc}") from exc


class PostgresDatabase(Database):
    """A PostgreSQL database shared by any number of bot processes; open it with :func:`league.db.open_database`."""

    dialect = "postgres"
    conn: PgConnection

    def __init__(self, pool: asyncpg.Pool, url: str) -> None:
        self.pool = pool
        self.url = url
        self.conn = PgConnection(self, None)
        self._plans: dict[str, tuple[str, bool, bool]] = {}
        self._id_tables: frozenset[str] = frozenset()
        self._columns: dict[str, tuple[str, ...]] = {}
        self._subscribers: dict[str, list[Callable[[str], None]]] = {}
        self._listener: asyncio.Task[None] | None = None
        self._listen_conn: asyncpg.Connection | None = None
        self._listening = asyncio.Event()
        self._closed = False
        self._ids: dict[str, BlockAllocator] = {}

    @classmethod
    async def connect(
        cls, url: str, migrations: Sequence[Migration] | None = None, *, max_size: int = 10
    ) -> PostgresDatabase:
        """A pool on ``url``, migrated forward under the migration lock."""
        pool = await asyncpg.create_pool(
            url, min_size=1, max_size=max_size, statement_cache_size=512, server_settings=SESSION_SETTINGS
        )
        db = cls(pool, url)
        try:
            await db.migrate(load_migrations("postgres") if migrations is None else migrations)
        except BaseException:
            await pool.close()
            raise
        return db

    async def close(self) -> None:
        self._closed = True
        for allocator in self._ids.values():
            await allocator.close()
        self._ids.clear()
        if self._listener is not None:
            self._listener.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._listener
        try:
            await asyncio.wait_for(self.pool.close(), CLOSE_TIMEOUT)
        except TimeoutError:
            log.error("PostgreSQL: connections still busy after %.0f s at close: terminated", CLOSE_TIMEOUT)
            self.pool.terminate()

    @asynccontextmanager
    async def acquire(self) -> AsyncIterator[Raw]:
        """A pooled connection, given back whatever happens to it.

        A connection the server drops in the middle of a statement (a restart: ``pg_ctl restart``, a failover) may
        be left closed but still counted as lent by asyncpg's pool (its holder is released only on a clean loss):
        lent forever, each such loss would shrink the pool until every acquire waited, and ``pool.close()`` would
        wait for them at the bot's stop. So a connection closed under us is terminated here, which hands its place
        back; and since the others were most likely dropped by the same restart, the pool's connections are renewed
        (:meth:`asyncpg.Pool.expire_connections`), so that a retry runs on a fresh one.
        """
        async with self.pool.acquire() as raw:
            try:
                yield raw
            except BaseException as exc:
                if not usable(raw) or connection_lost(exc):
                    log.warning("PostgreSQL: connection lost (%s: %s), pool renewed", type(exc).__name__, exc)
                    _hand_back(raw)
                    await self.pool.expire_connections()
                raise
            if not usable(raw):  # lost after its last statement
                _hand_back(raw)

    # --- statements ----------------------------------------------------------------------------------

    def plan(self, sql: str) -> tuple[str, bool, bool]:
        """``(PostgreSQL text, returns rows, first column is the new id)`` for a repository statement."""
        found = self._plans.get(sql)
        if found is not None:
            return found
        text = translate(sql)
        first = text.lstrip().split(None, 1)[0].upper() if text.strip() else ""
        rows_back = first in _ROWS_FIRST_WORDS or bool(_RETURNING.search(text))
        id_back = False
        insert = _INSERT.match(text)
        if insert and not rows_back and insert.group(1).lower() in self._id_tables:
            text = text.rstrip().rstrip(";") + " RETURNING id"
            rows_back = id_back = True
        if len(self._plans) >= _PLAN_CACHE_LIMIT:
            self._plans.clear()
        self._plans[sql] = found = (text, rows_back, id_back)
        return found

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        async with self.acquire() as raw:
            cursor = await _run(self, raw, sql, tuple(params))
        return int(cursor.lastrowid or 0)

    async def fetchone(self, sql: str, params: Iterable[Any] = ()) -> asyncpg.Record | None:
        return await self.conn.fetchone(sql, params)

    async def fetchall(self, sql: str, params: Iterable[Any] = ()) -> list[asyncpg.Record]:
        return await self.conn.fetchall(sql, params)

    def ids(self, table: str) -> IdAllocator:
        """Blocks from the table's identity sequence: one ``nextval`` reserves ``INCREMENT BY`` ids."""
        allocator = self._ids.get(table)
        if allocator is None:
            if not re.fullmatch(r"[a-z_]+", table):
                raise ValueError(f"not a table name: {table!r}")

            async def reserve() -> range:
                async with self.acquire() as raw:
                    row = await raw.fetchrow(
                        "SELECT nextval(s.seq) AS start, q.seqincrement AS size"
                        " FROM (SELECT pg_get_serial_sequence($1, 'id')::regclass AS seq) s"
                        " JOIN pg_sequence q ON q.seqrelid = s.seq",
                        table,
                    )
                if row is None:
                    raise RuntimeError(f"no identity sequence for {table}")
                start, size = int(row["start"]), int(row["size"])
                return range(start, start + size)

            allocator = self._ids[table] = BlockAllocator(reserve)
        return allocator

    @asynccontextmanager
    async def transaction(self, *, guild_id: int | None = None, serialised: bool = True) -> AsyncIterator[PgConnection]:
        """BEGIN and the server's advisory lock in one round trip; COMMIT or ROLLBACK at the end."""
        if not serialised:
            locks = "1"
        elif guild_id is None:
            locks = f"pg_advisory_xact_lock({LOCK_CLASS}, {GLOBAL_WRITE})"
        else:
            locks = (
                f"pg_advisory_xact_lock_shared({LOCK_CLASS}, {GLOBAL_WRITE}), pg_advisory_xact_lock({int(guild_id)})"
            )
        async with self.acquire() as raw:
            await raw.execute(f"BEGIN; SELECT {locks}")
            try:
                yield PgConnection(self, raw)
            except BaseException as exc:
                if usable(raw) and not connection_lost(exc):  # a lost connection has nothing left to roll back
                    await raw.execute("ROLLBACK")
                raise
            try:
                await raw.execute("COMMIT")
            except asyncpg.IntegrityConstraintViolationError as exc:  # a deferred constraint
                raise PgIntegrityError(exc) from exc

    # --- schema ---------------------------------------------------------------------------------------

    async def version(self) -> int:
        async with self.acquire() as raw:
            if not await raw.fetchval("SELECT to_regclass($1) IS NOT NULL", VERSION_TABLE):
                return 0  # the table is created by the first migrate()
            return int(await raw.fetchval(f"SELECT COALESCE(MAX(version), 0) FROM {VERSION_TABLE}"))

    async def migrate(self, migrations: Sequence[Migration]) -> None:
        """Apply each migration newer than the database, one transaction each, under the migration lock."""
        latest = migrations[-1].version if migrations else 0
        async with self.acquire() as raw:
            await raw.execute(f"SELECT pg_advisory_lock({LOCK_CLASS}, {MIGRATIONS})")
            try:
                await raw.execute(
                    f"CREATE TABLE IF NOT EXISTS {VERSION_TABLE} (version INTEGER PRIMARY KEY, name TEXT NOT NULL,"
                    " applied_at TIMESTAMPTZ NOT NULL DEFAULT now())"
                )
                current = int(await raw.fetchval(f"SELECT COALESCE(MAX(version), 0) FROM {VERSION_TABLE}"))
                if current > latest:
                    raise RuntimeError(
                        f"the PostgreSQL database (version {current}) is newer than this code ({latest})"
                    )
                for migration in migrations:
                    if migration.version <= current:
                        continue
                    log.info("migration %s (PostgreSQL)", migration.name)
                    async with raw.transaction():
                        await raw.execute(migration.sql)
                        await raw.execute(
                            f"INSERT INTO {VERSION_TABLE} (version, name) VALUES ($1, $2)",
                            migration.version,
                            migration.name,
                        )
                    current = migration.version
            finally:
                if usable(raw):
                    await raw.execute(f"SELECT pg_advisory_unlock({LOCK_CLASS}, {MIGRATIONS})")
        await self._load_schema()

    async def _load_schema(self) -> None:
        async with self.acquire() as raw:
            rows = await raw.fetch(
                "SELECT table_name FROM information_schema.columns"
                " WHERE table_schema = current_schema() AND column_name = 'id'"
            )
        self._id_tables = frozenset(r["table_name"] for r in rows)
        self._columns.clear()
        self._plans.clear()

    async def columns(self, table: str) -> tuple[str, ...]:
        if table not in self._columns:
            async with self.acquire() as raw:
                rows = await raw.fetch(
                    "SELECT column_name FROM information_schema.columns"
                    " WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position",
                    table,
                )
            self._columns[table] = tuple(r["column_name"] for r in rows)
        return self._columns[table]

    async def tables(self) -> list[str]:
        async with self.acquire() as raw:
            rows = await raw.fetch(
                "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()"
                " AND table_type = 'BASE TABLE' AND table_name <> $1 ORDER BY table_name",
                VERSION_TABLE,
            )
        return [r["table_name"] for r in rows]

    # --- across processes -----------------------------------------------------------------------------

    @asynccontextmanager
    async def lock(self, name: str) -> AsyncIterator[None]:
        """A session advisory lock on one pooled connection, released on exit."""
        key = lock_key(name)
        async with self.acquire() as raw:
            await raw.execute(f"SELECT pg_advisory_lock({LOCK_CLASS + 1}, {key})")
            try:
                yield
            finally:
                if usable(raw):
                    await raw.execute(f"SELECT pg_advisory_unlock({LOCK_CLASS + 1}, {key})")

    def subscribe(self, topic: str, callback: Callable[[str], None]) -> None:
        new = topic not in self._subscribers
        super().subscribe(topic, callback)
        conn = self._listen_conn
        if new and conn is not None and not conn.is_closed():
            asyncio.get_running_loop().create_task(self._listen_late(conn, topic))
        if self._listener is None:
            self._listener = asyncio.get_running_loop().create_task(self._listen(), name="arbitre-pg-listen")

    async def _listen_late(self, conn: Raw, topic: str) -> None:
        """LISTEN to a topic first subscribed while the connection was up; what its subscribers read before the
        LISTEN took effect may have missed another process's change, so they forget it once it has."""
        await conn.add_listener(f"arbitre_{topic}", self._notified)
        for callback in self._subscribers.get(topic, ()):
            callback("*")

    async def listening(self) -> None:
        """Wait until the LISTEN connection is up (tests; the bot does not need to wait)."""
        await self._listening.wait()

    def _forget_everything(self) -> None:
        for callbacks in self._subscribers.values():
            for callback in callbacks:
                callback("*")

    async def _listen(self) -> None:
        """One connection that LISTENs for every topic; on loss, caches are dropped and it reconnects."""
        delay = 0.5
        while not self._closed:
            lost = asyncio.Event()
            conn: asyncpg.Connection | None = None
            try:
                conn = await asyncpg.connect(self.url)
                conn.add_termination_listener(lambda _c, lost=lost: lost.set())
                self._listen_conn = conn  # a topic subscribed from now on is added by subscribe()
                for topic in list(self._subscribers):
                    await conn.add_listener(f"arbitre_{topic}", self._notified)
                self._forget_everything()  # whatever happened before this connection was missed
                self._listening.set()
                delay = 0.5
                await lost.wait()
                log.warning("PostgreSQL: LISTEN connection lost, caches cleared, reconnecting")
            except asyncio.CancelledError:
                raise
            except Exception:
                log.warning("PostgreSQL: LISTEN failed, next attempt in %.1f s", delay, exc_info=True)
            finally:
                self._listening.clear()
                self._listen_conn = None
                if conn is not None and not conn.is_closed():
                    with contextlib.suppress(Exception):
                        await conn.close(timeout=2)
            self._forget_everything()
            await asyncio.sleep(delay)
            delay = min(delay * 2, 30.0)

    def _notified(self, _conn: Raw, _pid: int, channel: str, payload: object) -> None:
        for callback in self._subscribers.get(channel.removeprefix("arbitre_"), []):
            callback(str(payload))
