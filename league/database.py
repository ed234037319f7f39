"""What every database backend offers the repositories, whichever it is: the backend-neutral base.

Repositories write one SQL for both backends (``docs/design.md`` « Writing SQL for both databases »):
``?`` or ``?1`` placeholders, ``INSERT … RETURNING``, ``ON CONFLICT``, ``IS DISTINCT FROM``,
``COUNT(*) FILTER (WHERE …)``, dates as text passed from Python (:func:`league.audit.utcnow`). What
differs lives in the backends only: ``league/sqlite.py`` and ``league/pg.py`` (placeholders, ids, locks,
the constraint error), and the migrations, one file per backend (``NNNN_name.sql`` in
``league/migrations/`` for SQLite, its twin in ``league/migrations/postgres/``).

This module imports neither backend (each imports it); :func:`league.db.open_database` picks one.
"""

from __future__ import annotations

import sqlite3
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from contextlib import asynccontextmanager
from typing import Any, ClassVar, Protocol

from league.ids import IdAllocator

#: A constraint (unique, check, foreign key) refused a write. It is the DB-API class SQLite raises; the
#: PostgreSQL layer raises a subclass of it, so one ``except IntegrityError`` serves both backends.
IntegrityError = sqlite3.IntegrityError


class Cursor(Protocol):
    """What ``await conn.execute(...)`` gives on both backends."""

    lastrowid: int | None
    rowcount: int

    async def fetchone(self) -> Any: ...
    async def fetchall(self) -> Iterable[Any]: ...


class Connection(Protocol):
    """A connection inside a transaction (or the database's reading connection), on either backend.

    ``execute`` is awaited for a :class:`Cursor`, or used as ``async with conn.execute(...) as cursor``
    (aiosqlite's own shape, which the PostgreSQL wrapper copies). Rows read by name and by position.
    """

    def execute(self, sql: str, parameters: Iterable[Any] = ...) -> Any: ...


def is_postgres_url(target: object) -> bool:
    return isinstance(target, str) and target.startswith(("postgresql://", "postgres://"))


class Database(ABC):
    """An open league database; open one with :func:`league.db.open_database`.

    Caches and cross-process facts: :meth:`subscribe` hears a table whose rows someone caches change (this
    process's writes; on PostgreSQL another process's too), and :meth:`lock` holds a named lock across processes
    (a no-op on SQLite, which one process owns).
    """

    dialect: ClassVar[str]
    conn: Connection
    _subscribers: dict[str, list[Callable[[str], None]]]

    @abstractmethod
    async def close(self) -> None: ...

    @abstractmethod
    async def version(self) -> int:
        """The number of the last migration applied."""

    @abstractmethod
    def transaction(self, *, guild_id: int | None = None, serialised: bool = True) -> Any:
        """``async with db.transaction(guild_id=...) as conn``: all-or-nothing writes.

        Commit on success, roll back on any error. Writes of one server are serialised across every
        process sharing the database, so a read-check-write inside is safe (give ``guild_id``; without
        it, the transaction waits for every other one, like SQLite's single writer).
        ``serialised=False`` (PostgreSQL) takes no lock: for rows that need none, such as rolls whose ids
        are already unique (:mod:`league.writebehind`).
        """

    @abstractmethod
    def ids(self, table: str) -> IdAllocator:
        """The allocator of ``table``'s ids (one per table): a roll's number before its row is written."""

    @abstractmethod
    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """One write statement, atomic on its own; returns the new row's id for an insert (else 0)."""

    @abstractmethod
    async def fetchone(self, sql: str, params: Iterable[Any] = ()) -> Any: ...

    @abstractmethod
    async def fetchall(self, sql: str, params: Iterable[Any] = ()) -> list[Any]: ...

    @abstractmethod
    async def columns(self, table: str) -> tuple[str, ...]:
        """The table's column names, in order (``()`` for a missing table)."""

    @abstractmethod
    async def tables(self) -> list[str]:
        """The application's tables (the migration bookkeeping excluded), by name."""

    def subscribe(self, topic: str, callback: Callable[[str], None]) -> None:
        """Call ``callback(payload)`` when table ``topic`` changes: a server's id as payload, when this process's
        audited writes to it end (:func:`league.audit.write` calls :meth:`changed`) and, on PostgreSQL, when another
        process's do (``NOTIFY``, from the table's trigger).

        ``callback("*")`` means "forget everything": the notifications may have been missed.
        """
        self._subscribers.setdefault(topic, []).append(callback)

    def changed(self, topic: str, guild_id: int) -> None:
        """This process wrote (or tried to write) rows of ``topic`` for ``guild_id``: its subscribers drop what they
        cached of that server, synchronously, before any other coroutine can read the cache again."""
        for callback in self._subscribers.get(topic, ()):
            callback(str(guild_id))

    @asynccontextmanager
    async def lock(self, name: str) -> AsyncIterator[None]:
        """A lock held across every process sharing the database (one process: nothing to wait for)."""
        yield
