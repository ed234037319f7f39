"""Migration 0028 on a version-27 database, SQLite and its PostgreSQL twin: the teams that existed before the Team
Draft List count as approved (they play as they did), and the season's draft budget and re-draft cap are the book's."""

from league.db import open_database
from league.schema import load_migrations
from tests.league.leaguedata import TWO_TEAMS


async def migrate(target: str, dialect: str) -> tuple[list[tuple[str, object]], tuple[int, int]]:
    migrations = load_migrations(dialect)
    assert migrations[27].name == "0028_draft.sql"
    db = await open_database(target, migrations[:27])
    try:
        for statement in TWO_TEAMS:
            await db.execute(statement)
        await db.execute(
            "INSERT INTO league_scoring (guild_id, win, draw, loss, conceded, tiebreakers, updated_by, updated_at)"
            " VALUES (1, 3, 1, 0, 0, '', 1, '2026-01-01')"
        )
    finally:
        await db.close()
    db = await open_database(target, migrations[:28])
    try:
        teams = await db.fetchall("SELECT draft_status, draft_reason FROM teams ORDER BY id")
        scoring = await db.fetchone("SELECT draft_budget, redraft_cap FROM league_scoring")
        return [tuple(r) for r in teams], tuple(scoring)
    finally:
        await db.close()


async def test_version_27_to_28_approves_the_teams_there_on_sqlite(tmp_path):
    assert await migrate(str(tmp_path / "arbitre.sqlite3"), "sqlite") == (
        [("approved", None), ("approved", None)],
        (1_000_000, 1_300_000),
    )


async def test_version_27_to_28_approves_the_teams_there_on_postgresql(pg):
    assert await migrate(str(await pg.target("draft", empty=True)), "postgres") == (
        [("approved", None), ("approved", None)],
        (1_000_000, 1_300_000),
    )
