"""Record ids known before the record is written: a roll's number is in its reply while its row is on its way.

Whoever stores a roll asks the database backend for its table's allocator (:meth:`league.database.Database.ids`)
and takes the next id from it; the row is inserted later with that id. An :class:`IdAllocator` needs one
method. :class:`BlockAllocator` builds one from a ``reserve`` coroutine that hands out a block of ids at a
time and is asked again before the block runs out, in the background, so no reply waits for it:

- SQLite (one process owns the file): a block is counted in memory above a high-water mark kept in the
  ``meta`` table (:func:`sqlite_reserve`), so an id shown just before a crash is never given again.
- A shared server (PostgreSQL): a block from a sequence (``nextval`` with ``INCREMENT BY`` the block),
  so several processes never hand out the same id.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from league.database import Database

log = logging.getLogger(__name__)

#: ``reserve()`` gives the next block of ids, never overlapping an earlier one (of any process).
Reserve = Callable[[], Awaitable[range]]


class IdAllocator(Protocol):
    """Gives each caller an id no other record of the table has or will get."""

    async def next_id(self) -> int: ...

    async def close(self) -> None:
        """Nothing more will be asked (the ids left may be given back)."""


class BlockAllocator:
    """Ids from blocks reserved ahead: when half a block is used, the next one is reserved in the background.

    Callers that find no id left share the reservation in flight (a burst of rolls costs one reservation,
    not one each). A caller for whom waiting on another task could deadlock (on SQLite: one inside its own
    transaction, while the reservation needs the write lock it holds) says so through ``may_wait`` and
    reserves in its own task instead. ``release(next_unused)`` is told at :meth:`close` where the ids never
    handed out begin.
    """

    def __init__(
        self,
        reserve: Reserve,
        *,
        release: Callable[[int], Awaitable[None]] | None = None,
        may_wait: Callable[[], bool] = lambda: True,
    ) -> None:
        self._reserve = reserve
        self._release = release
        self._may_wait = may_wait
        self._current: range = range(0)
        self._index = 0
        self._ready: list[range] = []
        self._ahead: asyncio.Task[None] | None = None

    async def next_id(self) -> int:
        while self._index >= len(self._current):
            if self._ready:
                self._current, self._index = self._ready.pop(0), 0
            elif not self._may_wait():
                self._ready.append(await self._reserve())
            else:
                await asyncio.shield(self._ahead or self._reserve_ahead())
        value = self._current[self._index]
        self._index += 1
        if self._ahead is None and not self._ready and self._index * 2 >= len(self._current):
            self._reserve_ahead()
        return value

    def _reserve_ahead(self) -> asyncio.Task[None]:
        async def reserve() -> None:
            try:
                self._ready.append(await self._reserve())
            finally:
                self._ahead = None

        self._ahead = task = asyncio.get_running_loop().create_task(reserve())
        task.add_done_callback(_log_failure)
        return task

    async def close(self) -> None:
        """Wait for a reservation in flight, then give back what was never handed out."""
        if self._ahead is not None:
            with contextlib.suppress(Exception):
                await self._ahead
        if self._release is not None and len(self._current):
            unused = self._current[self._index] if self._index < len(self._current) else self._current.stop
            await self._release(unused)


def _log_failure(task: asyncio.Task[None]) -> None:
    """A reservation that failed: its waiters see the error; one made ahead, unwaited, is logged."""
    if not task.cancelled() and task.exception() is not None:
        log.error("id reservation failed", exc_info=task.exception())


def sqlite_reserve(
    db: Database, table: str, meta_key: str, size: int
) -> tuple[Reserve, Callable[[int], Awaitable[None]]]:
    """A table's block source on SQLite: above ``max(id)`` and the mark in ``meta``, which moves first.

    The mark is committed before any id of the block is handed out, so after a crash the next process
    starts above every id ever shown; it only rises (two reservations may commit in either order).
    ``release`` sets it back to the first id never handed out at a clean shutdown, so a restart goes on
    without a gap.
    """
    upper: int | None = None
    first = asyncio.Lock()  # held for the first read only, never across a write

    async def reserve() -> range:
        nonlocal upper
        if upper is None:
            async with first:
                if upper is None:
                    row = await db.fetchone(
                        f"SELECT MAX(COALESCE((SELECT MAX(id) FROM {table}), 0) + 1,"
                        " COALESCE((SELECT CAST(value AS INTEGER) FROM meta WHERE key = ?), 1)) AS next_id",
                        (meta_key,),
                    )
                    upper = int(row["next_id"]) if row else 1
        start, upper = upper, upper + size
        await db.execute(
            "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE"
            " SET value = MAX(CAST(value AS INTEGER), CAST(excluded.value AS INTEGER))",
            (meta_key, str(upper)),
        )
        return range(start, upper)

    async def release(next_unused: int) -> None:
        await db.execute(
            "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            (meta_key, str(next_unused)),
        )

    return reserve, release
