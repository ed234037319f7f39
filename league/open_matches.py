"""Each server's open matches and the ruleset each keeps, in memory: every roll asks which ruleset it is made
under (docs/rules.md M1), and reading SQLite for it on every roll tripled a roll's own work (issue 11,
``bench.roll_path``: 89 → 257 µs per ``/injury``).

A server's entry is read once (one query for all its open matches) and dropped whenever ``matches`` changes: at
the end of this process's audited writes to it (:func:`league.audit.write`), and on PostgreSQL at another
process's, by the table's trigger (``NOTIFY arbitre_matches``). A read in flight while a change is heard is not
kept, so a stale entry never sticks (:class:`league.guild_cache.GuildCache`, as the server settings are kept).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from league.guild_cache import GuildCache

if TYPE_CHECKING:
    from league.db import Database

_SELECT = "SELECT id, channel_id, ruleset FROM matches WHERE guild_id = ? AND status = 'open'"


@dataclass(frozen=True, slots=True)
class OpenMatch:
    """An open match as a roll needs it: where it is played, and the ruleset it keeps (``None``: it recorded
    none, the server's then)."""

    id: int
    channel_id: int | None
    ruleset: str | None


class OpenMatches:
    """A server's open matches, found by id or by channel without a query once read."""

    def __init__(self, db: Database) -> None:
        self._db = db
        self._cache = GuildCache(db, "matches", self._read)

    async def _read(self, guild_id: int) -> tuple[OpenMatch, ...]:
        rows = await self._db.fetchall(_SELECT, (guild_id,))
        return tuple(
            OpenMatch(int(r["id"]), None if r["channel_id"] is None else int(r["channel_id"]), r["ruleset"])
            for r in rows
        )

    async def find(
        self, guild_id: int, *, match_id: int | None = None, channel_id: int | None = None
    ) -> OpenMatch | None:
        """The open match ``match_id`` if given, else the one played in ``channel_id``; ``None`` if not open."""
        if match_id is None and channel_id is None:
            return None
        for match in await self._cache.get(guild_id):
            if (match.id == match_id) if match_id is not None else (match.channel_id == channel_id):
                return match
        return None
