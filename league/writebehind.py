"""Rows answered now and written a moment later, those of concurrent callers in one transaction.

A caller :meth:`WriteBehind.add`\\ s a row under the id it already has (:mod:`league.ids`) and goes on
(the bot replies); the rows added within one flush window are written together by one transaction.
Anyone who needs a row in the database (a click on a roll, a clean shutdown) :meth:`WriteBehind.written`
or :meth:`WriteBehind.flush`\\ es, which writes at once rather than at the end of the window.

A transaction is all or nothing, so a crash leaves each row whole or absent, never half written: it
loses at most the rows of the window not yet committed. A failed write keeps its rows queued and is tried
again after a pause that doubles up to a second (a full disk may clear, a restarted PostgreSQL comes back;
on PostgreSQL the retry runs on a fresh connection, :meth:`league.pg.PostgresDatabase.acquire`). Only a row the
database refuses outright (a constraint) is dropped: the batch is then written row by row, and the refused
row alone is logged and dropped rather than blocking those behind it; a row whose own write fails for any
other reason stays queued. A clean stop (:meth:`WriteBehind.close`) keeps trying for :data:`CLOSE_PATIENCE`
seconds before it gives up, and logs every row it could not write (issue 26 item 7: rolls answered around a
``pg_ctl restart`` were dropped by a stop that tried three times in a row, and by a row-by-row pass that took
a dropped connection for a refusal).

A writer must be idempotent for rows already written: a commit the server made but whose answer was lost
with the connection is tried again (:func:`league.rolls._write_rolls` skips a roll already there).
"""

from __future__ import annotations

import asyncio
import itertools
import logging
from collections.abc import Awaitable, Callable, Hashable
from typing import Any, Generic, TypeVar

from league.db import Database, IntegrityError

log = logging.getLogger(__name__)

K = TypeVar("K", bound=Hashable)
T = TypeVar("T")

#: Writes ``items`` inside the transaction it is given.
Writer = Callable[[Any, list[T]], Awaitable[None]]

#: The pause after a failed write (seconds), doubled after each failure in a row, up to :data:`RETRY_MAX`.
RETRY_FIRST = 0.05
RETRY_MAX = 1.0
#: How long a clean stop keeps trying to write what is queued while the database cannot be reached (seconds): a
#: PostgreSQL restart takes a second or two; Docker kills a container 10 s after asking it to stop.
CLOSE_PATIENCE = 8.0


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
        self._failures = 0  # failed writes in a row: the pause before the next try doubles with each

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

    async def flush(self, patience: float = 0.0) -> None:
        """Write every row added so far; a failed write is tried again after a pause, three times at least and
        until ``patience`` seconds have passed; rows that still fail stay queued."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + patience
        for tries in itertools.count(1):
            self._start_flush()
            while self._flushes:
                await asyncio.gather(*self._flushes, return_exceptions=True)
            left = deadline - loop.time()
            if not self._queue or (tries >= 3 and left <= 0):
                return
            await asyncio.sleep(self._pause() if tries < 3 else min(self._pause(), left))

    async def close(self, patience: float = CLOSE_PATIENCE) -> None:
        """Flush (waiting up to ``patience`` seconds for an unreachable database), then refuse new rows; a row that
        could not be written is logged as lost."""
        await self.flush(patience)
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
        except IntegrityError:
            log.warning("grouped write refused: %d rows written one by one", len(batch), exc_info=True)
            await self._one_by_one(batch)
        except asyncio.CancelledError:
            self._queue[:0] = batch  # not written, not lost: the next flush (a clean stop's) takes them
            raise
        except Exception as exc:
            self._retry(batch, exc)
        else:
            self._failures = 0
            for key, _ in batch:
                self._settle(key, None)

    async def _one_by_one(self, batch: list[tuple[K, T]]) -> None:
        for index, (key, item) in enumerate(batch):
            try:
                async with self._db.transaction(serialised=False) as conn:
                    await self._write(conn, [item])
            except IntegrityError as exc:
                log.error("row %r refused by the database and dropped: %s", key, exc)
                self._settle(key, exc)
            except asyncio.CancelledError:
                self._queue[:0] = batch[index:]
                raise
            except Exception as exc:  # not a refusal (a dropped connection): this row and the rest wait
                self._retry(batch[index:], exc)
                return
            else:
                self._settle(key, None)

    def _pause(self) -> float:
        return float(min(RETRY_FIRST * 2 ** min(max(self._failures - 1, 0), 10), RETRY_MAX))

    def _retry(self, batch: list[tuple[K, T]], exc: Exception) -> None:
        """Put a batch whose write failed back in front of the queue and try again after a pause."""
        self._failures += 1
        self._queue[:0] = batch
        pause = self._pause()
        log.warning(
            "writing %d rows failed (%s: %s): kept, next try in %.2f s",
            len(batch),
            type(exc).__name__,
            exc,
            pause,
            exc_info=self._failures == 1,  # the traceback once per outage, not at every try
        )
        if not self._closed and self._timer is None:
            self._timer = asyncio.get_running_loop().call_later(pause, self._start_flush)

    def _settle(self, key: K, error: BaseException | None) -> None:
        self._pending.discard(key)
        waiter = self._waiters.pop(key, None)
        if waiter is not None and not waiter.done():
            if error is None:
                waiter.set_result(None)
            else:
                waiter.set_exception(error)
