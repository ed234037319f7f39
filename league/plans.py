"""What the post-match and the season end share in storage: the league read as a plan reads it,
the refusals of a plan applied once, which of their rows are applied, and the rolling of pending slots with each
roll stored.

Both features store their dice per slot beside their row and apply a plan in
one audit batch (``league.postmatch``, ``league.season``).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from league.db import Connection
from league.ids import IdAllocator
from league.players import player_from_row
from league.rolls import insert_roll
from league.teams import team_from_row
from records.models import ConflictError, LeagueError
from rules.dice import Dice, DiceError
from rules.fields import copy_fields
from rules.postmatch.slots import Slot, SlotDice, faces
from rules.postmatch.snapshots import PlayerSnap, TeamSnap

DiceFactory = Callable[[], Dice]


class AlreadyApplied(ConflictError):
    """The post-match (or season end) was applied already: nothing is written twice."""


class PlanChanged(ConflictError):
    """The league or the post-match changed since the preview that was confirmed."""


class Incomplete(LeagueError):
    """Dice or choices are still missing."""


def applied_rows(table: str) -> str:
    """``SELECT`` of ``table``'s rows (a post-match or a season end, as ``s``) with ``applied``: written in an audit
    batch that was not reverted since (one undone may be applied again)."""
    return (
        "SELECT s.*, (s.applied_batch_id IS NOT NULL AND b.reverted_by IS NULL) AS applied"
        f" FROM {table} s LEFT JOIN audit_batches b ON b.id = s.applied_batch_id"
    )


def stored_columns(row: Mapping[str, Any]) -> dict[str, Any]:
    """The columns of an :func:`applied_rows` row its state converts: the dice and roll ids (JSON), ``applied``."""
    return {"dice": json.loads(row["dice"]), "roll_ids": json.loads(row["roll_ids"]), "applied": bool(row["applied"])}


async def fetch_one(conn: Connection, sql: str, params: Sequence[Any] = ()) -> Any:
    async with conn.execute(sql, tuple(params)) as cursor:
        return await cursor.fetchone()


async def fetch_all(conn: Connection, sql: str, params: Sequence[Any] = ()) -> list[Any]:
    async with conn.execute(sql, tuple(params)) as cursor:
        return list(await cursor.fetchall())


def player_snap(row: Mapping[str, Any]) -> PlayerSnap:
    """A ``players`` row as a plan reads it."""
    player = player_from_row(row)
    return copy_fields(PlayerSnap, player, improvements=dict(player.improvements))


def team_snap(row: Mapping[str, Any]) -> TeamSnap:
    """A ``teams`` row as a plan reads it."""
    return copy_fields(TeamSnap, team_from_row(row))


@dataclass(slots=True)
class StoredRolls:
    """The dice and roll ids of one post-match or season end, as they grow while slots are rolled."""

    dice: dict[str, list[list[int]]]
    roll_ids: dict[str, list[int]]


async def roll_slots(
    conn: Connection,
    ids: IdAllocator,
    stored: StoredRolls,
    slots: Iterable[Slot],
    source: Dice | None,
    dice: DiceFactory,
    *,
    guild_id: int,
    channel_id: int | None,
    user_id: int,
    command: str,
    options: Mapping[str, Any],
) -> list[str]:
    """Throw what each slot still needs, store its roll (its id from ``ids``) and keep its faces and id; the keys
    of the slots rolled.

    The dice come from ``source`` (typed by hand), else from a new ``dice()`` for each slot. A hand-typed source
    that runs short before a slot raises :class:`~rules.dice.DiceError` (the transaction around it then stores
    nothing); one that ends inside a slot (an Expensive Mistakes D6 typed, the D3 its Minor Incident then calls for
    not yet rolled: a commissioner throwing real dice cannot know it before) keeps the dice typed, and the rolling
    stops there: the slot stays pending with them, and its next dice finish it.
    """
    rolled = []
    for slot in slots:
        kept = [] if slot.stale else stored.dice.get(slot.key, [])
        thrower = SlotDice(kept, source or dice())
        try:
            result = slot.roll(thrower)
        except DiceError as exc:
            if source is None or exc.key != "error.dice.missing" or len(thrower.thrown) <= len(kept):
                raise
            stored.dice[slot.key] = faces(thrower.thrown)
            break
        roll_id = await insert_roll(
            conn,
            ids,
            guild_id=guild_id,
            channel_id=channel_id,
            user_id=user_id,
            command=command,
            options={**options, "slot": slot.key},
            result=result,
        )
        stored.dice[slot.key] = faces(thrower.thrown)
        stored.roll_ids[slot.key] = [*stored.roll_ids.get(slot.key, []), roll_id]
        rolled.append(slot.key)
    return rolled
