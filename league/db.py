"""The one seam to the database: SQLite (the default, one file) or PostgreSQL (several processes share it).

:func:`open_database` picks the backend from its target: a ``postgresql://`` URL opens PostgreSQL
(``league/pg.py``, asyncpg, imported only then), anything else is a SQLite file path (``league/sqlite.py``).
What every backend offers is :class:`Database` (``league/database.py``, which knows neither backend); the
repositories import it, and the constraint error :data:`IntegrityError`, from here.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from league.database import Connection, Cursor, Database, IntegrityError, is_postgres_url
from league.schema import Migration
from league.sqlite import ID_BLOCK, SqliteDatabase

__all__ = [
    "ID_BLOCK",
    "Connection",
    "Cursor",
    "Database",
    "IntegrityError",
    "SqliteDatabase",
    "is_postgres_url",
    "open_database",
]


async def open_database(target: Path | str, migrations: Sequence[Migration] | None = None) -> Database:
    """Open ``target`` (a ``postgresql://`` URL, or a SQLite file path) and migrate it forward."""
    if is_postgres_url(target):
        from league.pg import PostgresDatabase  # asyncpg only for a PostgreSQL URL (start-up)

        return await PostgresDatabase.connect(str(target), migrations)
    return await SqliteDatabase.connect(Path(target), migrations)
