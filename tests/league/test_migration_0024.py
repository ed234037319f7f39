"""Migration 0024 on a version-23 database, SQLite and its PostgreSQL twin: the skills already on the sheets, in
whatever language and spelling they were typed or drawn, are stored by key (issue 26); a name the catalogue does not
know stays as typed, and the order is kept."""

import json

from league.db import open_database
from league.schema import load_migrations
from rules import skills
from tests.league.leaguedata import TWO_TEAMS

TYPED = [
    "Blocage",
    "Dodge",
    "Solitaire (4+)",
    "Haine (Nain)",
    "Garde du corps",
    "crane epais",
    "Frappe et Court",
    "Châtaigne (+1)",
    "mighty_blow",
    "Side Step",
]
STORED = [
    "block",
    "dodge",
    "loner (4+)",
    "hatred (Nain)",
    "Garde du corps",
    "thick_skull",
    "hit_and_run",
    "mighty_blow (+1)",
    "mighty_blow",
    "sidestep",
]
#: Every name of the catalogue, as its French name is shown and its English name is printed.
EVERY = [name for skill in skills.CATALOGUE.values() for name in (skill.french[0], skill.english)]


async def migrate(target: str, dialect: str) -> list[list[str]]:
    migrations = load_migrations(dialect)
    assert migrations[23].name == "0024_skill_keys.sql"
    db = await open_database(target, migrations[:23])
    try:
        for statement in TWO_TEAMS:
            await db.execute(statement)
        await db.execute("UPDATE players SET skills = ? WHERE id = 1", (json.dumps(TYPED, ensure_ascii=False),))
        await db.execute("UPDATE players SET skills = ? WHERE id = 2", (json.dumps(EVERY, ensure_ascii=False),))
    finally:
        await db.close()
    db = await open_database(target, migrations[:24])
    try:
        assert await db.version() == 24
        return [json.loads(r[0]) for r in await db.fetchall("SELECT skills FROM players ORDER BY id")]
    finally:
        await db.close()


def check(stored: list[list[str]]) -> None:
    typed, every = stored
    assert typed == STORED
    assert every == [skills.stored(name) for name in EVERY]
    assert all(name.split(" (")[0] in skills.CATALOGUE for name in every)  # « Haine (X) »: hatred (X)


async def test_version_23_to_24_stores_the_skills_by_key_on_sqlite(tmp_path):
    check(await migrate(str(tmp_path / "arbitre.sqlite3"), "sqlite"))


async def test_version_23_to_24_stores_the_skills_by_key_on_postgresql(pg):
    check(await migrate(str(await pg.target("skills", empty=True)), "postgres"))
