"""A value of each server kept in memory, for a table another process may change (docs/design.md « A value kept in
memory that another process can change »): the server settings and the open matches, which every roll reads.

The entry of a server is read once and dropped whenever ``db.subscribe(topic, …)`` hears that the table changed:
at the end of this process's audited writes to it, and on PostgreSQL at another process's (the table's trigger).
A read in flight while a change is heard is not kept (the generation moved on), so a stale entry never sticks.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Generic, TypeVar

if TYPE_CHECKING:
    from league.db import Database

T = TypeVar("T")


class GuildCache(Generic[T]):
    """``read(guild_id)``'s answer per server, until ``topic`` changes for that server (``"*"``: for every one)."""

    def __init__(self, db: Database, topic: str, read: Callable[[int], Awaitable[T]]) -> None:
        self._read = read
        self._entries: dict[int, T] = {}
        self._generation = 0
        db.subscribe(topic, self._changed)

    def __contains__(self, guild_id: object) -> bool:
        """Whether the server's entry is kept (the tests watch it dropped)."""
        return guild_id in self._entries

    def _changed(self, payload: str) -> None:
        self._generation += 1
        if payload.isdigit():
            self._entries.pop(int(payload), None)
        else:
            self._entries.clear()

    async def get(self, guild_id: int) -> T:
        """The server's entry, read only when it is not kept."""
        cached = self._entries.get(guild_id)
        if cached is not None:
            return cached
        generation = self._generation
        found = await self._read(guild_id)
        if generation == self._generation:
            self._entries[guild_id] = found
        return found

    def put(self, guild_id: int, value: T) -> None:
        """Keep what this process has just written; a read in flight from before the write is not kept."""
        self._generation += 1
        self._entries[guild_id] = value
