"""The migrations (numbered SQL files, one folder per backend) and the SQLite schema they build, written out once.

A new file starts from that schema. Migrating it step by step costs ≈ 10 ms of the bot's start-up (SQLite re-reads
its whole schema after each change, and migrations 0005 and 0008 rebuild tables); creating the same tables and
indexes in their final form costs ≈ 1.5 ms. ``league/migrations/schema.sql`` is that final form, generated from
the migrations by

    python -m league.schema

(after adding a migration; ``tests/league/test_schema.py`` fails until it is run). It is the result of the
migrations, never edited by hand: they stay the one definition. Its first line says the version it stands for, so
a schema behind the newest migration still works (the migrations after it are applied). PostgreSQL keeps its
migrations: its start-up is not this bot's one-process case.
"""

from __future__ import annotations

import re
import sqlite3
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

DIALECTS = ("sqlite", "postgres")
FILE = "schema.sql"
_MIGRATION_NAME = re.compile(r"^(\d{4})_[a-z0-9_]+\.sql$")
#: The first line of the written schema: the migration it stands for, and how it is made.
_HEADER = "-- schema of migration {version:04d} (python -m league.schema)\n"
_VERSION = re.compile(re.escape(_HEADER.partition("{")[0]) + r"(\d{4})")


@dataclass(frozen=True, slots=True)
class Migration:
    version: int
    name: str
    sql: str


def load_migrations(dialect: str = "sqlite") -> list[Migration]:
    """The numbered ``NNNN_name.sql`` files of one backend, checked gap-free."""
    if dialect not in DIALECTS:
        raise ValueError(f"unknown dialect {dialect!r}")
    folder = resources.files("league.migrations")
    if dialect == "postgres":
        folder = folder / "postgres"
    found = []
    for entry in folder.iterdir():
        match = _MIGRATION_NAME.match(entry.name)
        if match:
            found.append(Migration(int(match.group(1)), entry.name, entry.read_text(encoding="utf-8")))
    found.sort(key=lambda m: m.version)
    if [m.version for m in found] != list(range(1, len(found) + 1)):
        raise RuntimeError(f"migrations must be numbered 1..n without gaps: {[m.name for m in found]}")
    return found


def migrate_script(migrations: Sequence[Migration]) -> str:
    """The migrations as one script, one transaction each (SQLite stops at the first failing statement)."""
    return "".join(f"BEGIN IMMEDIATE;\n{m.sql}\n;PRAGMA user_version = {m.version:d};\nCOMMIT;\n" for m in migrations)


def objects(conn: sqlite3.Connection) -> list[tuple[str, str, str, str]]:
    """The schema's tables, indexes, triggers and views as SQLite stores them, in creation order."""
    rows = conn.execute(
        "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE sql IS NOT NULL AND name <> 'sqlite_sequence'"
        " ORDER BY rowid"
    )
    return [tuple(row) for row in rows]


def generate(migrations: Sequence[Migration]) -> str:
    """The schema after ``migrations``, as the statements that create it in one go."""
    conn = sqlite3.connect(":memory:", isolation_level=None)
    try:
        conn.executescript(migrate_script(migrations))
        statements = [sql for _, _, _, sql in objects(conn)]
    finally:
        conn.close()
    return _HEADER.format(version=migrations[-1].version) + "".join(f"{sql};\n" for sql in statements)


def read() -> tuple[int, str] | None:
    """(version, script) of the written schema, or ``None`` when there is none."""
    entry = resources.files("league.migrations") / FILE
    if not entry.is_file():
        return None
    text = entry.read_text(encoding="utf-8")
    found = _VERSION.match(text)
    return (int(found.group(1)), text) if found else None


def main() -> int:
    target = Path(__file__).resolve().parent / "migrations" / FILE
    target.write_text(generate(load_migrations()), encoding="utf-8")
    print(f"written: {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
