"""A new file starts from the schema the migrations build, written out once (league/migrations/schema.sql)."""

import sqlite3

from league import schema
from league.db import open_database
from league.schema import load_migrations


def _objects(path):
    conn = sqlite3.connect(path)
    try:
        return schema.objects(conn), conn.execute("PRAGMA user_version").fetchone()[0]
    finally:
        conn.close()


def test_the_written_schema_is_what_the_migrations_build():
    every = load_migrations()
    assert schema.read() == (every[-1].version, schema.generate(every)), "run: python -m league.schema"


async def test_a_new_file_has_the_tables_and_indexes_a_migrated_one_has(tmp_path):
    await (await open_database(tmp_path / "new.sqlite3")).close()
    await (await open_database(tmp_path / "migrated.sqlite3", load_migrations())).close()  # step by step
    built, version = _objects(tmp_path / "new.sqlite3")
    assert (built, version) == _objects(tmp_path / "migrated.sqlite3")
    assert version == len(load_migrations()) and len(built) > 20


async def test_a_schema_behind_the_newest_migration_is_completed_by_the_ones_after_it(tmp_path):
    every = load_migrations()
    older = (every[-3].version, schema.generate(every[:-2]))
    db = await open_database(tmp_path / "migrated.sqlite3", every)
    await db.close()
    db = await open_database(tmp_path / "behind.sqlite3", [])  # an empty file, then the older schema and the rest
    await db.migrate(every, start=older)
    await db.close()
    assert _objects(tmp_path / "behind.sqlite3") == _objects(tmp_path / "migrated.sqlite3")


async def test_an_existing_file_is_migrated_step_by_step_from_its_version(tmp_path):
    path = tmp_path / "old.sqlite3"
    every = load_migrations()
    await (await open_database(path, every[:5])).close()
    await (await open_database(path)).close()
    assert (tmp_path / "old.sqlite3.v5.bak").exists()  # the migrations after 5 ran, each backed up before
    assert _objects(path) == _objects_of_fresh(tmp_path, every)


def _objects_of_fresh(tmp_path, every):
    conn = sqlite3.connect(tmp_path / "fresh.sqlite3", isolation_level=None)
    conn.executescript(schema.migrate_script(every))
    conn.close()
    return _objects(tmp_path / "fresh.sqlite3")
