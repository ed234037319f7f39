"""Small key/value facts about the bot itself (e.g. the last synced command hash)."""

from __future__ import annotations

from league.db import Database


class MetaRepository:
    def __init__(self, db: Database) -> None:
        self._db = db

    async def get(self, key: str) -> str | None:
        row = await self._db.fetchone("SELECT value FROM meta WHERE key = ?", (key,))
        return None if row is None else str(row["value"])

    async def set(self, key: str, value: str) -> None:
        await self._db.execute(
            "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            (key, value),
        )
