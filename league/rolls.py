"""Every roll is kept: who, where, which command, the dice and the whole tree.

A roll's id is taken first (:mod:`league.ids`), so the reply can show it; its row follows within the flush
window, written with the other rolls of that window in one transaction (:mod:`league.writebehind`).
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, TypedDict, Unpack

import orjson

from league.db import Connection, Database
from league.ids import IdAllocator
from league.rows import from_row
from league.writebehind import WriteBehind
from records.roll_options import RollOptions
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

    @property
    def opts(self) -> RollOptions:
        """:attr:`options` read through their one typed schema (what a click on the roll reads back)."""
        return RollOptions.read(self.options)


_COLUMNS = "id, guild_id, channel_id, user_id, command, options, ruleset, dice, outcomes, result, created_at"
#: The columns stored as JSON text.
_JSON_COLUMNS = ("options", "dice", "outcomes", "result")
_INSERT = f"INSERT INTO rolls ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
#: The write-behind's insert: a roll already there is the same roll, whose earlier commit went through while its
#: answer was lost with the connection (a PostgreSQL restart); its id is its own (:mod:`league.ids`).
_INSERT_AGAIN = f"{_INSERT} ON CONFLICT (id) DO NOTHING"

#: How long a roll's row may wait to be written with the others (seconds); ``ROLL_FLUSH_MS`` sets it.
FLUSH_WINDOW = 0.05


def _json(value: Any) -> str:
    """Compact JSON text (orjson: a roll's tree is encoded in a few microseconds)."""
    return orjson.dumps(value, default=str, option=orjson.OPT_NON_STR_KEYS).decode()


def timestamp(at: float) -> str:
    """``at`` (``time.time()``) as the ISO-8601 UTC text with milliseconds of the SQL defaults."""
    whole = int(at)
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(whole)) + f".{int((at - whole) * 1000):03d}Z"


class RollFields(TypedDict):
    """What a roll's row is made of, as the caller gives it (encoded when the row is written)."""

    guild_id: int
    channel_id: int | None
    user_id: int
    command: str
    options: Mapping[str, Any]
    result: Result


def roll_row(**fields: Unpack[RollFields]) -> tuple[Any, ...]:
    """The values of one ``rolls`` row after its id (the same for every insert path)."""
    result = fields["result"]
    return (
        fields["guild_id"],
        fields["channel_id"],
        fields["user_id"],
        fields["command"],
        _json(dict(fields["options"])),
        result.ruleset,
        _json([[d.sides, d.value] for d in result.root.all_dice()]),
        _json(result.outcomes()),
        _json(result.to_dict()),
    )


@dataclass(frozen=True, slots=True)
class NewRoll:
    """A roll answered and not yet written: everything its row needs, encoded when it is written."""

    id: int
    at: float
    fields: RollFields

    def row(self) -> tuple[Any, ...]:
        return (self.id, *roll_row(**self.fields), timestamp(self.at))


async def _write_rolls(conn: Any, rolls: list[NewRoll]) -> None:
    """The write-behind's writer: may be given again rolls already written (:data:`_INSERT_AGAIN`)."""
    await conn.executemany(_INSERT_AGAIN, [roll.row() for roll in rolls])


async def insert_roll(conn: Connection, ids: IdAllocator, **fields: Unpack[RollFields]) -> int:
    """The INSERT of one roll inside the caller's transaction (a post-match writes its rolls with its changes)."""
    roll_id = await ids.next_id()
    await conn.execute(_INSERT, NewRoll(roll_id, time.time(), fields).row())
    return roll_id


class RollRepository:
    """Rolls are answered first and written a moment later, concurrent ones together (:mod:`league.writebehind`).

    :meth:`submit` gives the id at once; every read of a roll (:meth:`get`, a click) waits for its row.
    :meth:`close` (clean shutdown) writes everything still queued.
    """

    def __init__(self, db: Database, *, flush_window: float = FLUSH_WINDOW) -> None:
        self._db = db
        self._ids = db.ids("rolls")
        self._queue: WriteBehind[int, NewRoll] = WriteBehind(db, _write_rolls, window=flush_window)

    @property
    def flush_window(self) -> float:
        return self._queue.window

    async def submit(self, **fields: Unpack[RollFields]) -> int:
        """The roll's id (for the embed's footer and buttons) at once; its row is written within the window
        (``options`` copied now, as they are)."""
        roll_id = await self._ids.next_id()
        self._queue.add(roll_id, NewRoll(roll_id, time.time(), {**fields, "options": dict(fields["options"])}))
        return roll_id

    async def record(self, **fields: Unpack[RollFields]) -> int:
        """:meth:`submit`, then wait until the row is written."""
        roll_id = await self.submit(**fields)
        await self._queue.written(roll_id)
        return roll_id

    async def written(self, roll_id: int) -> None:
        """Return once this roll is in the database (writing it now if it is still queued)."""
        await self._queue.written(roll_id)

    async def flush(self) -> None:
        """Write every roll answered so far."""
        await self._queue.flush()

    async def close(self) -> None:
        """Clean shutdown: everything queued is written; no roll is accepted after."""
        await self._queue.close()

    @property
    def queued(self) -> int:
        """Rolls answered and not written yet."""
        return len(self._queue)

    async def get(self, guild_id: int, roll_id: int) -> StoredRoll | None:
        """A roll of this server only: another server's id reads as missing. A roll still queued is waited for."""
        await self._queue.written(roll_id)
        row = await self._db.fetchone(
            "SELECT id, guild_id, channel_id, user_id, command, options, ruleset, dice, outcomes, result,"
            " created_at FROM rolls WHERE guild_id = ? AND id = ?",
            (guild_id, roll_id),
        )
        if row is None:
            return None
        return from_row(StoredRoll, row, **{key: orjson.loads(row[key]) for key in _JSON_COLUMNS})

    async def count(self, guild_id: int) -> int:
        await self._queue.flush()
        row = await self._db.fetchone("SELECT COUNT(*) AS n FROM rolls WHERE guild_id = ?", (guild_id,))
        return int(row["n"]) if row else 0


async def first_on_roll(
    db: Database, table: str, key: str, guild_id: int, roll_id: int, values: Mapping[str, Any]
) -> bool:
    """Insert ``table``'s row on this server's roll ``roll_id`` (its ``roll_id`` and ``guild_id`` taken from the
    roll, so another server's id inserts nothing); ``False`` when a row with the same ``key`` was there first:
    first click wins, whatever process answers it."""
    names = ", ".join(values)
    marks = ", ".join("?" for _ in values)
    async with db.transaction(guild_id=guild_id) as conn:
        cursor = await conn.execute(
            f"INSERT INTO {table} (roll_id, guild_id, {names}) SELECT id, guild_id, {marks} FROM rolls"
            f" WHERE id = ? AND guild_id = ? ON CONFLICT ({key}) DO NOTHING",
            (*values.values(), roll_id, guild_id),
        )
        return bool(cursor.rowcount == 1)


class ChoiceRepository:
    """The one choice made on a roll (the block die kept): first click wins, atomically."""

    def __init__(self, db: Database, rolls: RollRepository | None = None) -> None:
        self._db = db
        self._rolls = rolls

    async def choose(self, *, guild_id: int, roll_id: int, user_id: int, choice: str) -> bool:
        """Record ``choice``; ``False`` when this roll already had one (double click, two coaches).

        A roll still queued for writing is waited for (the choice's row points to it).
        """
        if self._rolls is not None:
            await self._rolls.written(roll_id)
        values = {"user_id": user_id, "choice": choice}
        return await first_on_roll(self._db, "roll_choices", "roll_id", guild_id, roll_id, values)

    async def get(self, guild_id: int, roll_id: int) -> str | None:
        row = await self._db.fetchone(
            "SELECT choice FROM roll_choices WHERE roll_id = ? AND guild_id = ?", (roll_id, guild_id)
        )
        return None if row is None else str(row["choice"])
