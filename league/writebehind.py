"""Rows answered now and written a moment later, those of concurrent callers in one transaction.

A caller :meth:`WriteBehind.add`\\ s a row under the id it already has (:mod:`league.ids`) and goes on
(the bot replies); the rows added within one flush window are written together by one transaction.
Anyone who needs a row in the database (a click on a roll, a clean shutdown) :meth:`WriteBehind.written`
or :meth:`WriteBehind.flush`\\ es, which writes at once rather than at the end of the window.

A transaction is all or nothing, so a crash leaves each row whole or absent, never half written: it
loses at most the rows of the window not yet committed. A failed write is tried again at the next
window (a full disk may clear); a row the database refuses outright (a constraint) is written alone and,
if it still fails, logged and dropped rather than blocking those behind it.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import Awaitable, Callable, Hashable
from typing import Any, Generic, TypeVar

from league.db import Database

log = logging.getLogger(__name__)

K = TypeVar("K", bound=Hashable)
T = TypeVar("T")

#: Writes ``items`` inside the transaction it is given.
Writer = Callable[[Any, list[T]], Awaitable[None]]


class WriteBehind(Generic[K, T]):
    """A queue of rows flushed every ``window`` seconds (sooner when ``max_rows`` wait or someone asks)."""

    def __init__(self, db: Database, write: Writer[T], *, window: float, max_rows: int = 500) -> None:
        self._db = db
        self._write = write
        self.window = window
        self._max_rows = max_rows
        self._queue: list[tuple[K, T]] = []
        self._pending: set[K] = set()
        self._waiters: dict[K, asyncio.Future[None]] = {}
        self._timer: asyncio.TimerHandle | None = None
        self._flushes: set[asyncio.Task[None]] = set()
        self._closed = False

    def __len__(self) -> int:
        """Rows added and not written yet."""
        return len(self._pending)

    def add(self, key: K, item: T) -> None:
        """Queue one row (no waiting); it is written within the window."""
        if self._closed:
            raise RuntimeError("write-behind queue closed")
        self._queue.append((key, item))
        self._pending.add(key)
        if len(self._queue) >= self._max_rows or self.window <= 0:
            self._start_flush()
        elif self._timer is None:
            self._timer = asyncio.get_running_loop().call_later(self.window, self._start_flush)

    def pending(self, key: K) -> bool:
        return key in self._pending

    async def written(self, key: K) -> None:
        """Return once ``key``'s row is in the database (at once if it already is); flushes now if needed."""
        if key not in self._pending:
            return
        waiter = self._waiters.get(key)
        if waiter is None:
            waiter = self._waiters[key] = asyncio.get_running_loop().create_future()
        self._start_flush()
        await asyncio.shield(waiter)

    async def flush(self) -> None:
        """Write every row added so far (a few tries if the database refuses; then they stay queued)."""
        for _ in range(3):
            self._start_flush()
            while self._flushes:
                await asyncio.gather(*self._flushes, return_exceptions=True)
            if not self._queue:
                return

    async def close(self) -> None:
        """Flush, then refuse new rows; a row that could not be written is logged as lost."""
        await self.flush()
        self._closed = True
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if self._queue:
            log.error("%d rows never written: %s", len(self._queue), [key for key, _ in self._queue])
            for key, _ in self._queue:
                self._settle(key, RuntimeError("row never written"))
            self._queue.clear()

    # ------------------------------------------------------------------ internals

    def _start_flush(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if not self._queue:
            return
        batch, self._queue = self._queue, []
        task = asyncio.get_running_loop().create_task(self._flush(batch))
        self._flushes.add(task)
        task.add_done_callback(self._flushes.discard)

    async def _flush(self, batch: list[tuple[K, T]]) -> None:
        try:
            # rows with their ids already unique need no lock: other processes' writes go on meanwhile
            async with self._db.transaction(serialised=False) as conn:
                await self._write(conn, [item for _, item in batch])
        except sqlite3.IntegrityError:
            log.exception("grouped write refused: %d rows written one by one", len(batch))
            await self._one_by_one(batch)
        except Exception:
            log.exception("writing %d rows failed: retrying soon", len(batch))
            self._queue[:0] = batch
            if not self._closed and self._timer is None:
                self._timer = asyncio.get_running_loop().call_later(min(max(self.window, 0.05), 1.0), self._start_flush)
        else:
            for key, _ in batch:
                self._settle(key, None)

    async def _one_by_one(self, batch: list[tuple[K, T]]) -> None:
        for key, item in batch:
            try:
                async with self._db.transaction(serialised=False) as conn:
                    await self._write(conn, [item])
            except Exception as exc:
                log.exception("row %r refused and lost", key)
                self._settle(key, exc)
            else:
                self._settle(key, None)

    def _settle(self, key: K, error: BaseException | None) -> None:
        self._pending.discard(key)
        waiter = self._waiters.pop(key, None)
        if waiter is not None and not waiter.done():
            if error is None:
                waiter.set_result(None)
            else:
                waiter.set_exception(error)
