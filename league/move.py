"""Copy a whole league database into an empty one of the other backend (SQLite ↔ PostgreSQL), then prove it.

:func:`move` opens both (each migrated to the code's latest version, so both have the same tables), refuses a
target that holds any row, copies every table in primary-key order inside one transaction of the target (its
foreign keys deferred to the commit, since an audit batch names the later batch that undid it), moves
PostgreSQL's id sequences past the copied ids, and then :func:`compare`\\ s every table: same number of rows
and the same digest of every row, read back from both sides. Ids are kept, so buttons, audit batches and
exports made before the move still name the same rows.

The command line is ``move.py`` at the root of the repository (README « Déplacer une ligue »).
"""

from __future__ import annotations

import hashlib
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from league.db import Database, open_database

#: Rows read (and written) at a time.
CHUNK = 5000


class MoveError(RuntimeError):
    """The move cannot start (or its check failed); nothing was written when it cannot start."""


@dataclass(frozen=True, slots=True)
class TableCheck:
    table: str
    source_rows: int
    target_rows: int
    source_digest: str
    target_digest: str

    @property
    def same(self) -> bool:
        return self.source_rows == self.target_rows and self.source_digest == self.target_digest


async def primary_key(db: Database, table: str) -> str:
    """The table's one primary-key column (every table of the schema has a single-column key)."""
    if db.dialect == "sqlite":
        rows = [r for r in await db.fetchall(f"PRAGMA table_info({table})") if r["pk"]]
        names = [r["name"] for r in sorted(rows, key=lambda r: r["pk"])]
    else:
        rows = await db.fetchall(
            "SELECT a.attname FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid"
            " AND a.attnum = ANY(i.indkey) WHERE i.indrelid = to_regclass(?) AND i.indisprimary",
            (table,),
        )
        names = [r["attname"] for r in rows]
    if len(names) != 1:
        raise MoveError(f"table {table}: a single-column primary key is needed, found {names}")
    return str(names[0])


async def chunks(db: Database, table: str, key: str, columns: tuple[str, ...]) -> AsyncIterator[list[tuple[Any, ...]]]:
    """Every row of ``table`` in key order, ``CHUNK`` at a time (keyset pages: no offset to skip)."""
    names = ", ".join(columns)
    index = columns.index(key)
    last: Any = None
    while True:
        if last is None:
            rows = await db.fetchall(f"SELECT {names} FROM {table} ORDER BY {key} LIMIT ?", (CHUNK,))
        else:
            rows = await db.fetchall(
                f"SELECT {names} FROM {table} WHERE {key} > ? ORDER BY {key} LIMIT ?", (last, CHUNK)
            )
        if not rows:
            return
        page = [tuple(r[c] for c in columns) for r in rows]
        yield page
        last = page[-1][index]


async def table_digest(db: Database, table: str) -> tuple[int, str]:
    """``(rows, sha256)`` of every row in key order, values as Python sees them (int, str, None)."""
    columns = await db.columns(table)
    key = await primary_key(db, table)
    digest = hashlib.sha256()
    count = 0
    async for page in chunks(db, table, key, columns):
        for row in page:
            digest.update(repr(row).encode())
            digest.update(b"\n")
        count += len(page)
    return count, digest.hexdigest()


async def compare(source: Database, target: Database) -> list[TableCheck]:
    """Count and digest every table on both sides."""
    checks = []
    for table in await source.tables():
        src_rows, src_digest = await table_digest(source, table)
        dst_rows, dst_digest = await table_digest(target, table)
        checks.append(TableCheck(table, src_rows, dst_rows, src_digest, dst_digest))
    return checks


async def _check_target(source: Database, target: Database) -> list[str]:
    if await source.version() != await target.version():
        raise MoveError(f"schema versions differ: {await source.version()} and {await target.version()}")
    tables = await source.tables()
    if tables != await target.tables():
        raise MoveError(f"tables differ: {tables} and {await target.tables()}")
    for table in tables:
        if await source.columns(table) != await target.columns(table):
            raise MoveError(f"columns of {table} differ")
        row = await target.fetchone(f"SELECT COUNT(*) AS n FROM {table}")
        if row is not None and row["n"]:
            raise MoveError(f"the target is not empty: {table} holds {row['n']} rows")
    return tables


async def _insert(conn: Any, dialect: str, table: str, columns: tuple[str, ...], rows: list[tuple[Any, ...]]) -> None:
    if dialect == "postgres":
        await conn.raw.copy_records_to_table(table, records=rows, columns=list(columns))
    else:
        marks = ", ".join("?" for _ in columns)
        await conn.executemany(f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})", rows)


async def _advance_sequences(conn: Any, tables: list[str]) -> None:
    """PostgreSQL: each identity sequence continues after the highest copied id."""
    for table in tables:
        async with conn.execute(
            "SELECT count(*) AS n FROM information_schema.columns WHERE table_schema = current_schema()"
            " AND table_name = ? AND column_name = 'id' AND is_identity = 'YES'",
            (table,),
        ) as cursor:
            row = await cursor.fetchone()
        if row is not None and row["n"]:
            await conn.execute(
                f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), COALESCE(MAX(id), 1), MAX(id) IS NOT NULL)"
                f" FROM {table}"
            )


async def copy(source: Database, target: Database, progress: Callable[[str, int], None] | None = None) -> None:
    """Every row of every table, ids kept, in one transaction of the target."""
    tables = await _check_target(source, target)
    async with target.transaction() as conn:
        if target.dialect == "postgres":
            await conn.execute("SET CONSTRAINTS ALL DEFERRED")
        else:
            await conn.execute("PRAGMA defer_foreign_keys = ON")
        for table in tables:
            columns = await source.columns(table)
            key = await primary_key(source, table)
            copied = 0
            async for page in chunks(source, table, key, columns):
                await _insert(conn, target.dialect, table, columns, page)
                copied += len(page)
                if progress is not None:
                    progress(table, copied)
        if target.dialect == "postgres":
            await _advance_sequences(conn, tables)


async def move(
    source: str | Path, target: str | Path, progress: Callable[[str, int], None] | None = None
) -> list[TableCheck]:
    """Copy ``source`` into the empty ``target`` and compare every table; raises :class:`MoveError` on a mismatch."""
    src = await open_database(source)
    try:
        dst = await open_database(target)
        try:
            await copy(src, dst, progress)
            checks = await compare(src, dst)
        finally:
            await dst.close()
    finally:
        await src.close()
    wrong = [c.table for c in checks if not c.same]
    if wrong:
        raise MoveError(f"copied tables differ from the source: {wrong}")
    return checks
