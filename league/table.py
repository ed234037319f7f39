"""A table of league records read by id: inside a batch's transaction, or from the database, always scoped by server.

Teams, players, matches and casualties are read the same way; each names only its table, its columns, how a
row becomes its record and the refusal when the id is not this server's.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from league.audit import Batch
from league.db import Database
from records.models import NotFoundError

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Table(Generic[T]):
    name: str
    columns: str
    read: Callable[[Mapping[str, Any]], T]
    #: The catalogue key of the refusal when the record is missing (``id`` is its placeholder).
    missing: str

    async def in_batch(self, batch: Batch, record_id: int) -> T:
        """The record of the batch's server, read inside its transaction (also for the other repositories)."""
        row = await batch.row(self.name, record_id)
        if row is None:
            raise NotFoundError(self.missing, id=record_id)
        return self.read(row)

    async def get(self, db: Database, guild_id: int, record_id: int) -> T | None:
        row = await db.fetchone(
            f"SELECT {self.columns} FROM {self.name} WHERE guild_id = ? AND id = ?", (guild_id, record_id)
        )
        return None if row is None else self.read(row)


class Repository(Generic[T]):
    """The reads every repository of records has; the subclass names its :class:`Table`."""

    _table: Table[T]

    def __init__(self, db: Database) -> None:
        self._db = db

    async def get(self, guild_id: int, record_id: int) -> T | None:
        """The record, or ``None`` (also for another server's id)."""
        return await self._table.get(self._db, guild_id, record_id)

    async def require(self, guild_id: int, record_id: int) -> T:
        found = await self.get(guild_id, record_id)
        if found is None:
            raise NotFoundError(self._table.missing, id=record_id)
        return found


def check_fields(changes: Mapping[str, object], editable: Iterable[str], what: str) -> None:
    """A repository's ``update(**changes)`` takes only its record's editable fields: another name is the
    caller's bug (a ``TypeError``, as a wrong keyword is), never a refusal a user reads."""
    unknown = set(changes) - set(editable)
    if unknown:
        raise TypeError(f"not an editable {what} field: {sorted(unknown)}")
