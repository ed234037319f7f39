"""The audit log: every write of a league table, grouped by transaction, and its undo.

All writes to teams, players, matches and casualties go through a :class:`Batch`
(one ``BEGIN IMMEDIATE`` transaction): it performs the write and, in the same
transaction, stores the whole row before and after as JSON. The batch is what a
post-match "undo" restores: :meth:`AuditRepository.revert` replays its rows
backwards and refuses when a later write touched one of them, so an undo never
silently erases somebody else's change.

Repositories take an optional ``batch`` so that a multi-step sequence (the
post-match) can group calls to several repositories in one transaction and one
undoable batch::

    async with audit.write(db, guild_id, user_id, "postmatch") as batch:
        await teams.update(guild_id, user_id, team_id, treasury=..., batch=batch)
        await players.update(guild_id, user_id, player_id, spp=..., batch=batch)
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Mapping, Sequence
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from typing import Any

from league.db import Connection, Database, IntegrityError
from league.rows import from_row
from records.models import ENTITIES, AuditBatch, AuditEntry, ConflictError, LeagueError, NotFoundError
from rules.errors import Term


def _entity(entity: str) -> Term:
    """An audited table as errors name it (« l'équipe », "the team")."""
    return Term(f"entity.{entity}")


def utcnow() -> str:
    """The same ISO-8601 UTC text with milliseconds as the SQL defaults."""
    now = datetime.now(UTC)
    return now.strftime("%Y-%m-%dT%H:%M:%S.") + f"{now.microsecond // 1000:03d}Z"


def _dumps(row: Mapping[str, Any] | None) -> str | None:
    return None if row is None else json.dumps(dict(row), ensure_ascii=False, sort_keys=True)


def _loads(text: str | None) -> dict[str, Any] | None:
    return None if text is None else json.loads(text)


class Batch:
    """One audited transaction of one server; create it with :func:`write`.

    The ``audit_batches`` row is created on the first write only, so a call
    that ends up writing nothing (a casualty already recorded) leaves no
    empty batch behind.
    """

    def __init__(self, db: Database, conn: Connection, guild_id: int, user_id: int, label: str) -> None:
        self.db = db
        self.conn = conn
        self.guild_id = guild_id
        self.user_id = user_id
        self.label = label
        self._id: int | None = None
        #: The tables this batch wrote to: their subscribers hear of it when it ends (:func:`write`).
        self.touched: set[str] = set()

    @property
    def id(self) -> int | None:
        """The batch id once something was written (``None`` before)."""
        return self._id

    async def _batch_id(self) -> int:
        if self._id is None:
            cursor = await self.conn.execute(
                "INSERT INTO audit_batches (guild_id, user_id, label, created_at) VALUES (?, ?, ?, ?)",
                (self.guild_id, self.user_id, self.label, utcnow()),
            )
            self._id = int(cursor.lastrowid or 0)
        return self._id

    async def mark(self) -> int:
        """Write the batch's own row now, even if no audited row follows: a season end that heals nobody still
        closes the season (its batch is what counts it)."""
        return await self._batch_id()

    async def columns(self, entity: str) -> tuple[str, ...]:
        """The table's columns (whitelist for the dynamic SQL below)."""
        if entity not in ENTITIES:
            raise ValueError(f"not an audited table: {entity!r}")
        return await self.db.columns(entity)

    async def _check(self, entity: str, names: Sequence[str]) -> None:
        known = await self.columns(entity)
        unknown = [n for n in names if n not in known]
        if unknown:
            raise ValueError(f"unknown columns for {entity}: {unknown}")

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Any:
        """A read inside the transaction (sees this batch's own writes)."""
        async with self.conn.execute(sql, tuple(params)) as cursor:
            return await cursor.fetchone()

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        async with self.conn.execute(sql, tuple(params)) as cursor:
            return list(await cursor.fetchall())

    async def row(self, entity: str, row_id: int) -> dict[str, Any] | None:
        """The whole row of this server, or ``None`` (another server's id reads as missing)."""
        await self.columns(entity)
        found = await self.fetchone(f"SELECT * FROM {entity} WHERE guild_id = ? AND id = ?", (self.guild_id, row_id))
        return None if found is None else dict(found)

    async def _log(
        self,
        action: str,
        op: str,
        entity: str,
        entity_id: int,
        before: Mapping[str, Any] | None,
        after: Mapping[str, Any] | None,
    ) -> None:
        await self.conn.execute(
            "INSERT INTO audit_log (guild_id, batch_id, user_id, at, action, op, entity, entity_id, before, after)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                self.guild_id,
                await self._batch_id(),
                self.user_id,
                utcnow(),
                action,
                op,
                entity,
                entity_id,
                _dumps(before),
                _dumps(after),
            ),
        )

    async def insert(self, entity: str, values: Mapping[str, Any], action: str) -> dict[str, Any]:
        """Insert one row of this server and log it; returns the whole stored row."""
        data = {**values, "guild_id": self.guild_id}
        await self._check(entity, list(data))
        self.touched.add(entity)
        names = ", ".join(data)
        marks = ", ".join("?" for _ in data)
        cursor = await self.conn.execute(f"INSERT INTO {entity} ({names}) VALUES ({marks})", tuple(data.values()))
        row_id = int(cursor.lastrowid or 0)
        after = await self.row(entity, row_id)
        assert after is not None
        await self._log(action, "insert", entity, row_id, None, after)
        return after

    async def update(
        self, entity: str, row_id: int, changes: Mapping[str, Any], action: str, *, touch: bool = True
    ) -> dict[str, Any]:
        """Change some columns of one row of this server and log before/after; returns the row after.

        Nothing is written (and nothing logged) when no value actually changes.
        ``touch`` sets ``updated_at``; an undo restores it as it was instead.
        """
        before = await self.row(entity, row_id)
        if before is None:
            raise NotFoundError("error.record.not_found", entity=_entity(entity), id=row_id)
        await self._check(entity, list(changes))
        changed = {k: v for k, v in changes.items() if before[k] != v}
        if not changed:
            return before
        if touch and "updated_at" in await self.columns(entity):
            changed["updated_at"] = utcnow()
        self.touched.add(entity)
        assignments = ", ".join(f"{k} = ?" for k in changed)
        await self.conn.execute(
            f"UPDATE {entity} SET {assignments} WHERE guild_id = ? AND id = ?",
            (*changed.values(), self.guild_id, row_id),
        )
        after = await self.row(entity, row_id)
        assert after is not None
        await self._log(action, "update", entity, row_id, before, after)
        return after

    async def delete(self, entity: str, row_id: int, action: str) -> dict[str, Any]:
        """Delete one row of this server and log it; returns the row as it was."""
        before = await self.row(entity, row_id)
        if before is None:
            raise NotFoundError("error.record.not_found", entity=_entity(entity), id=row_id)
        self.touched.add(entity)
        await self.conn.execute(f"DELETE FROM {entity} WHERE guild_id = ? AND id = ?", (self.guild_id, row_id))
        await self._log(action, "delete", entity, row_id, before, None)
        return before


@asynccontextmanager
async def write(
    db: Database, guild_id: int, user_id: int, label: str, batch: Batch | None = None
) -> AsyncIterator[Batch]:
    """A new audited transaction, or ``batch`` itself when the caller already holds one.

    Joining the caller's batch (instead of nesting a transaction) is what lets
    one post-match sequence span several repositories: ``db.transaction`` is
    not re-entrant.
    """
    if batch is not None:
        if batch.guild_id != guild_id:
            raise ValueError(f"batch of guild {batch.guild_id} used for guild {guild_id}")
        yield batch
        return
    own: Batch | None = None
    try:
        async with db.transaction(guild_id=guild_id) as conn:
            own = Batch(db, conn, guild_id, user_id, label)
            yield own
    finally:  # committed or rolled back: a cache that read the rows meanwhile (SQLite: uncommitted) drops them
        for entity in own.touched if own is not None else ():
            db.changed(entity, guild_id)


def _entry(row: Mapping[str, Any]) -> AuditEntry:
    return from_row(AuditEntry, row, before=_loads(row["before"]), after=_loads(row["after"]))


def _batch(row: Mapping[str, Any]) -> AuditBatch:
    return from_row(AuditBatch, row)


class AuditRepository:
    """Reads the audit log of one server and undoes a batch."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def batch(self, guild_id: int, batch_id: int) -> AuditBatch | None:
        row = await self._db.fetchone("SELECT * FROM audit_batches WHERE guild_id = ? AND id = ?", (guild_id, batch_id))
        return None if row is None else _batch(row)

    async def batches(self, guild_id: int, *, limit: int = 25) -> list[AuditBatch]:
        """The most recent batches first."""
        rows = await self._db.fetchall(
            "SELECT * FROM audit_batches WHERE guild_id = ? ORDER BY id DESC LIMIT ?", (guild_id, limit)
        )
        return [_batch(r) for r in rows]

    async def entries(self, guild_id: int, batch_id: int) -> list[AuditEntry]:
        """The writes of one batch, in the order they were made."""
        rows = await self._db.fetchall(
            "SELECT * FROM audit_log WHERE guild_id = ? AND batch_id = ? ORDER BY id", (guild_id, batch_id)
        )
        return [_entry(r) for r in rows]

    async def history(self, guild_id: int, entity: str, entity_id: int) -> list[AuditEntry]:
        """Every write of one row, oldest first."""
        rows = await self._db.fetchall(
            "SELECT * FROM audit_log WHERE guild_id = ? AND entity = ? AND entity_id = ? ORDER BY id",
            (guild_id, entity, entity_id),
        )
        return [_entry(r) for r in rows]

    async def kept_history(self, guild_id: int, entity: str, entity_id: int) -> list[tuple[AuditEntry, int | None]]:
        """Every write of one row that still stands (its batch not undone, not an undo itself), oldest first, each
        with the match whose post-match wrote it (``None`` for a command's): a player's career on the web page."""
        rows = await self._db.fetchall(
            "SELECT l.*, s.match_id AS postmatch_match_id FROM audit_log l"
            " JOIN audit_batches b ON b.guild_id = l.guild_id AND b.id = l.batch_id"
            " LEFT JOIN postmatch_sequences s ON s.guild_id = l.guild_id AND s.applied_batch_id = l.batch_id"
            " WHERE l.guild_id = ? AND l.entity = ? AND l.entity_id = ? AND b.reverted_by IS NULL"
            " AND l.action NOT LIKE 'revert:%' ORDER BY l.id",
            (guild_id, entity, entity_id),
        )
        return [(_entry(r), r["postmatch_match_id"]) for r in rows]

    async def recent(self, guild_id: int, entity: str, entity_id: int, *, limit: int = 5) -> list[AuditEntry]:
        """The last ``limit`` writes of one row, newest first (``/team show`` lists them)."""
        rows = await self._db.fetchall(
            "SELECT * FROM audit_log WHERE guild_id = ? AND entity = ? AND entity_id = ? ORDER BY id DESC LIMIT ?",
            (guild_id, entity, entity_id, limit),
        )
        return [_entry(r) for r in rows]

    async def revert(self, guild_id: int, user_id: int, batch_id: int, *, empty_ok: bool = False) -> AuditBatch:
        """Restore the before-state of every row ``batch_id`` touched, newest write first.

        The undo is itself a batch (so it can be undone too). Refused, with
        nothing changed, when the batch was already undone or when a row has
        been written since (the later change must be undone first); a batch that
        wrote no row is refused too, unless ``empty_ok`` (a season end that healed nobody).
        """
        async with write(self._db, guild_id, user_id, f"revert:{batch_id}") as batch:
            target = await batch.fetchone(
                "SELECT * FROM audit_batches WHERE guild_id = ? AND id = ?", (guild_id, batch_id)
            )
            if target is None:
                raise NotFoundError("error.undo.not_found")
            if target["reverted_by"] is not None:
                raise ConflictError("error.undo.already")
            rows = await batch.fetchall(
                "SELECT * FROM audit_log WHERE guild_id = ? AND batch_id = ? ORDER BY id DESC", (guild_id, batch_id)
            )
            if not rows and not empty_ok:
                raise LeagueError("error.undo.empty")
            for entry in map(_entry, rows):
                try:
                    await self._undo(batch, entry)
                except IntegrityError as exc:
                    raise ConflictError("error.undo.depends", entity=_entity(entry.entity), id=entry.entity_id) from exc
            new_id = await batch._batch_id()
            await batch.conn.execute(
                "UPDATE audit_batches SET reverted_by = ? WHERE guild_id = ? AND id = ?", (new_id, guild_id, batch_id)
            )
            created = await batch.fetchone("SELECT * FROM audit_batches WHERE id = ?", (new_id,))
        assert created is not None
        return _batch(created)

    async def _undo(self, batch: Batch, entry: AuditEntry) -> None:
        current = await batch.row(entry.entity, entry.entity_id)
        if current is not None and entry.after is not None:
            # A column added by a later migration is not in older audit rows: compare what the entry knows.
            current = {k: v for k, v in current.items() if k in entry.after}
        if current != entry.after:
            raise ConflictError("error.undo.changed_since", entity=_entity(entry.entity), id=entry.entity_id)
        action = f"revert:{entry.action}"
        if entry.op == "insert":
            await batch.delete(entry.entity, entry.entity_id, action)
        elif entry.op == "update":
            assert entry.before is not None
            await batch.update(entry.entity, entry.entity_id, entry.before, action, touch=False)
        else:
            assert entry.before is not None
            await batch.insert(entry.entity, entry.before, action)
