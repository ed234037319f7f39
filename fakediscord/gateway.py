"""The gateway side of the fake: one websocket connection, and the session that outlives it.

A session keeps every dispatch it numbered (up to a bound) so that a client that comes back with
RESUME gets what it missed, in order, before RESUMED — as Discord does.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import uuid
import zlib
from collections import deque
from collections.abc import Callable
from typing import Any

from aiohttp import web

log = logging.getLogger("fakediscord.gateway")

OP_DISPATCH = 0
OP_HEARTBEAT = 1
OP_IDENTIFY = 2
OP_PRESENCE = 3
OP_VOICE_STATE = 4
OP_RESUME = 6
OP_RECONNECT = 7
OP_REQUEST_MEMBERS = 8
OP_INVALID_SESSION = 9
OP_HELLO = 10
OP_HEARTBEAT_ACK = 11

OnSent = Callable[[], None] | None
_CLOSE = object()


class GatewayConnection:
    """One websocket: a single writer task compresses and sends frames in order."""

    def __init__(self, ws: web.WebSocketResponse, *, compress: str | None, path: str, number: int) -> None:
        self.ws = ws
        self.path = path
        self.number = number
        self.compress = compress
        self.session: GatewaySession | None = None
        self._queue: asyncio.Queue[Any] = asyncio.Queue()
        self._zlib = zlib.compressobj() if compress == "zlib-stream" else None
        self._zstd = None
        if compress == "zstd-stream":
            import zstandard  # only when a client asks for it (discord.py does when zstandard is installed)

            self._zstd = zstandard.ZstdCompressor().compressobj()
        self._writer = asyncio.create_task(self._write_loop(), name=f"fakediscord-gateway-writer-{number}")
        self.closed = False

    def send(self, payload: dict[str, Any], on_sent: OnSent = None) -> None:
        if not self.closed:
            self._queue.put_nowait((payload, on_sent))

    def _encode(self, payload: dict[str, Any]) -> bytes | str:
        text = json.dumps(payload, separators=(",", ":"), ensure_ascii=False)
        if self._zlib is not None:
            raw = text.encode()
            return self._zlib.compress(raw) + self._zlib.flush(zlib.Z_SYNC_FLUSH)
        if self._zstd is not None:
            import zstandard

            frame: bytes = self._zstd.compress(text.encode()) + self._zstd.flush(zstandard.COMPRESSOBJ_FLUSH_BLOCK)
            return frame
        return text

    async def _write_loop(self) -> None:
        try:
            while True:
                item = await self._queue.get()
                try:
                    if item is _CLOSE:
                        return
                    payload, on_sent = item
                    try:
                        frame = self._encode(payload)
                        if isinstance(frame, bytes):
                            await self.ws.send_bytes(frame)
                        else:
                            await self.ws.send_str(frame)
                    except (ConnectionError, RuntimeError) as exc:
                        what = payload.get("t") or payload.get("op")
                        log.debug("connection %s: dropped %s (%s)", self.number, what, exc)
                        self.closed = True
                        return
                    if on_sent is not None:
                        on_sent()
                finally:
                    self._queue.task_done()
        finally:
            # nothing will be written any more: release whoever waits in flush()
            while not self._queue.empty():
                self._queue.get_nowait()
                self._queue.task_done()

    async def flush(self, timeout: float = 5.0) -> None:
        """Wait until every queued frame was written (or the socket died)."""
        if self._writer.done():
            return
        try:
            await asyncio.wait_for(self._queue.join(), timeout)
        except TimeoutError:
            log.warning("connection %s: frames still queued after %ss", self.number, timeout)

    async def close(self, code: int = 1000, message: bytes = b"") -> None:
        if self.closed and self.ws.closed:
            return
        self.closed = True
        self._queue.put_nowait(_CLOSE)
        if not self.ws.closed:
            with contextlib.suppress(ConnectionError, RuntimeError):
                await self.ws.close(code=code, message=message)

    async def stop_writer(self) -> None:
        self.closed = True
        if not self._writer.done():
            self._queue.put_nowait(_CLOSE)
            try:
                await asyncio.wait_for(self._writer, 2.0)
            except (TimeoutError, asyncio.CancelledError):
                self._writer.cancel()


class GatewaySession:
    """A numbered stream of dispatches, bound to at most one live connection at a time."""

    def __init__(self, *, intents: int, shard: tuple[int, int] | None, max_events: int = 5000) -> None:
        self.id = uuid.uuid4().hex
        self.intents = intents
        self.shard = shard
        self.seq = 0
        self.events: deque[tuple[int, dict[str, Any], OnSent]] = deque(maxlen=max_events)
        self.conn: GatewayConnection | None = None
        self.invalidated = False
        self.announced: set[int] = set()  # guilds this session received (READY/GUILD_CREATE)

    def owns(self, guild_id: int) -> bool:
        """Discord's routing: a server's events go to shard ``(guild_id >> 22) % shard_count``."""
        return self.shard is None or (guild_id >> 22) % self.shard[1] == self.shard[0]

    def dispatch(self, event: str, data: Any, on_sent: OnSent = None) -> int:
        self.seq += 1
        payload = {"op": OP_DISPATCH, "t": event, "s": self.seq, "d": data}
        self.events.append((self.seq, payload, on_sent))
        if self.conn is not None:
            self.conn.send(payload, on_sent)
        return self.seq

    def can_resume_from(self, seq: int | None) -> bool:
        if self.invalidated:
            return False
        if seq is None:
            seq = 0
        if seq > self.seq:
            return False
        if seq == self.seq:
            return True
        return bool(self.events) and self.events[0][0] <= seq + 1

    def replay(self, conn: GatewayConnection, seq: int | None, on_replay: Callable[[dict[str, Any]], None]) -> int:
        """Queue on `conn` every dispatch after `seq`; return how many."""
        count = 0
        for s, payload, on_sent in self.events:
            if s > (seq or 0):
                on_replay(payload)
                conn.send(payload, on_sent)
                count += 1
        return count
