"""Every roll is kept: who, where, which command, the dice and the whole tree."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import aiosqlite

from league.db import Database
from rules.model import Result


@dataclass(frozen=True, slots=True)
class StoredRoll:
    id: int
    guild_id: int
    channel_id: int | None
    user_id: int
    command: str
    options: dict[str, Any]
    ruleset: str
    dice: list[list[int]]
    outcomes: list[str]
    result: dict[str, Any]
    created_at: str


_INSERT = (
    "INSERT INTO rolls (guild_id, channel_id, user_id, command, options, ruleset, dice, outcomes, result)"
    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
)


def roll_row(
    *,
    guild_id: int,
    channel_id: int | None,
    user_id: int,
    command: str,
    options: Mapping[str, Any],
    result: Result,
) -> tuple[Any, ...]:
    """The values of one ``rolls`` row (the same for a single insert and a group commit)."""
    dice = [[d.sides, d.value] for d in result.root.all_dice()]
    return (
        guild_id,
        channel_id,
        user_id,
        command,
        json.dumps(dict(options), ensure_ascii=False, default=str),
        result.ruleset,
        json.dumps(dice),
        json.dumps(result.outcomes()),
        json.dumps(result.to_dict(), ensure_ascii=False),
    )


async def insert_roll(conn: aiosqlite.Connection, **fields: Any) -> int:
    """The one INSERT of a roll, inside the caller's transaction (a post-match writes its rolls with its changes)."""
    cursor = await conn.execute(_INSERT, roll_row(**fields))
    return int(cursor.lastrowid or 0)


class RollRepository:
    def __init__(self, db: Database) -> None:
        self._db = db

    async def record(
        self,
        *,
        guild_id: int,
        channel_id: int | None,
        user_id: int,
        command: str,
        options: Mapping[str, Any],
        result: Result,
    ) -> int:
        """Store one roll and return its id (shown in the embed's footer): one statement, one trip."""
        row = roll_row(
            guild_id=guild_id, channel_id=channel_id, user_id=user_id, command=command, options=options, result=result
        )
        return await self._db.execute(_INSERT, row)

    async def get(self, guild_id: int, roll_id: int) -> StoredRoll | None:
        """A roll of this server only: another server's id reads as missing."""
        row = await self._db.fetchone(
            "SELECT id, guild_id, channel_id, user_id, command, options, ruleset, dice, outcomes, result,"
            " created_at FROM rolls WHERE guild_id = ? AND id = ?",
            (guild_id, roll_id),
        )
        if row is None:
            return None
        return StoredRoll(
            id=row["id"],
            guild_id=row["guild_id"],
            channel_id=row["channel_id"],
            user_id=row["user_id"],
            command=row["command"],
            options=json.loads(row["options"]),
            ruleset=row["ruleset"],
            dice=json.loads(row["dice"]),
            outcomes=json.loads(row["outcomes"]),
            result=json.loads(row["result"]),
            created_at=row["created_at"],
        )

    async def count(self, guild_id: int) -> int:
        row = await self._db.fetchone("SELECT COUNT(*) FROM rolls WHERE guild_id = ?", (guild_id,))
        return int(row[0]) if row else 0


class ChoiceRepository:
    """The one choice made on a roll (the block die kept): first click wins, atomically."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def choose(self, *, guild_id: int, roll_id: int, user_id: int, choice: str) -> bool:
        """Record ``choice``; ``False`` when this roll already had one (double click, two coaches)."""
        async with self._db.transaction() as conn:
            cursor = await conn.execute(
                "INSERT INTO roll_choices (roll_id, guild_id, user_id, choice)"
                " SELECT id, guild_id, ?, ? FROM rolls WHERE id = ? AND guild_id = ?"
                " ON CONFLICT (roll_id) DO NOTHING",
                (user_id, choice, roll_id, guild_id),
            )
            return cursor.rowcount == 1

    async def get(self, guild_id: int, roll_id: int) -> str | None:
        row = await self._db.fetchone(
            "SELECT choice FROM roll_choices WHERE roll_id = ? AND guild_id = ?", (roll_id, guild_id)
        )
        return None if row is None else str(row[0])
