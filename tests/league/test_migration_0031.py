"""Migration 0031, SQLite and its PostgreSQL twin: every write to a table the league pages read moves the server's
pages' revision on (a server with a page only), what a match writes at each roll does not, and on PostgreSQL a
revision moved on is not told to other processes as a change of the server's settings."""

from __future__ import annotations

import asyncio

from league.db import Database
from league.settings import WebPages
from tests.conftest import Store
from tests.league.leaguedata import TWO_TEAMS

#: The tables with a ``guild_id`` that the pages never read (the migration's comment says why), and the settings'
#: own row (the page's key reads its language there). Every other table of a server must be watched: a new one
#: fails here until its triggers are written or it is named below with its reason.
UNWATCHED = {
    "rolls",
    "roll_choices",
    "roll_followups",
    "apothecary_uses",
    "pregame_sequences",
    "wizard_casts",  # a Sports-Wizard's spell in a match (migration 0032): no page shows it
    "guild_settings",
}
TOKEN = "Adresse-de-la-ligue-0123456789"


async def owned_tables(db: Database, backend: str) -> set[str]:
    """The tables with a ``guild_id`` column: a server's records."""
    if backend == "postgres":
        rows = await db.fetchall(
            "SELECT table_name AS name FROM information_schema.columns"
            " WHERE column_name = 'guild_id' AND table_schema = current_schema()"
        )
        return {r["name"] for r in rows}
    tables = await db.fetchall("SELECT name FROM sqlite_master WHERE type = 'table'")
    found = set()
    for table in tables:
        columns = await db.fetchall(f'SELECT name FROM pragma_table_info("{table["name"]}")')
        if any(c["name"] == "guild_id" for c in columns):
            found.add(table["name"])
    return found


async def watched_tables(db: Database, backend: str) -> dict[str, set[str]]:
    """Each table with a revision trigger, and the events that fire it."""
    if backend == "postgres":
        rows = await db.fetchall(
            "SELECT event_object_table AS name, event_manipulation AS event FROM information_schema.triggers"
            " WHERE action_statement LIKE '%web_revision_bump%'"
        )
    else:
        rows = await db.fetchall(
            "SELECT tbl_name AS name, upper(substr(name, instr(name, '_web_') + 5)) AS event FROM sqlite_master"
            " WHERE type = 'trigger' AND sql LIKE '%web_revision = web_revision + 1%'"
        )
    found: dict[str, set[str]] = {}
    for r in rows:
        found.setdefault(r["name"], set()).add(r["event"])
    return found


async def revision(db: Database, guild_id: int = 1) -> int:
    row = await db.fetchone("SELECT web_revision FROM guild_settings WHERE guild_id = ?", (guild_id,))
    return int(row["web_revision"])


async def test_every_table_of_a_server_but_the_rolls_is_watched(store: Store, db: Database):
    watched = await watched_tables(db, store.backend)
    assert set(watched) == await owned_tables(db, store.backend) - UNWATCHED
    assert all(events == {"INSERT", "UPDATE", "DELETE"} for events in watched.values()), watched


async def test_a_write_moves_the_revision_of_its_server_with_a_page_only(db: Database):
    for statement in TWO_TEAMS:
        await db.execute(statement)
    pages = WebPages(db)
    await pages.set(1, 3, TOKEN)
    await db.execute("INSERT INTO guild_settings (guild_id, language) VALUES (2, 'en')")  # a server without a page
    opened = await pages.opened(TOKEN)
    assert opened is not None and (opened.guild_id, opened.language) == (1, "fr")
    start = opened.revision
    await db.execute(
        "INSERT INTO matches (guild_id, home_team_id, away_team_id, status, created_by) VALUES (1, 1, 2, 'open', 3)"
    )
    assert await revision(db) == start + 1
    await db.execute("UPDATE teams SET name = 'Orques de Bronze' WHERE guild_id = 1 AND id = 1")
    assert await revision(db) == start + 2
    await db.execute("UPDATE players SET spp = 6 WHERE guild_id = 1")  # two rows: two moves
    assert await revision(db) == start + 4
    await db.execute("DELETE FROM matches WHERE guild_id = 1")
    assert await revision(db) == start + 5
    await db.execute(  # a roll: not a page's
        "INSERT INTO rolls (id, guild_id, user_id, command, ruleset, dice, outcomes, result)"
        " VALUES (1, 1, 3, 'roll', 'ligue', '[4]', '[]', '{}')"
    )
    assert await revision(db) == start + 5
    await db.execute(
        "INSERT INTO teams (guild_id, name, name_key, search_key, coach_id, roster)"
        " VALUES (2, 'Autres', 'autres', 'autres', 4, 'Orques')"
    )
    assert await revision(db, 2) == 0  # no page: nothing to move on
    await pages.set(1, 3, None)
    await db.execute("UPDATE teams SET name = 'Orques de Fer' WHERE guild_id = 1 AND id = 1")
    assert await revision(db) == start + 5  # its page taken down


async def test_a_revision_moved_on_is_not_a_settings_change_told_to_others(pg):
    import asyncpg

    url = str(await pg.target())
    db = await pg.open()
    for statement in TWO_TEAMS:
        await db.execute(statement)
    await WebPages(db).set(1, 3, TOKEN)
    heard: list[str] = []
    listener = await asyncpg.connect(url)
    try:
        await listener.add_listener("arbitre_guild_settings", lambda *args: heard.append(args[3]))
        await db.execute("UPDATE teams SET name = 'Orques de Bronze' WHERE guild_id = 1 AND id = 1")
        await db.execute("UPDATE guild_settings SET language = 'en' WHERE guild_id = 1")
        for _ in range(100):  # delivered in commit order: the revision's notice would come first
            if heard:
                break
            await asyncio.sleep(0.02)
        await asyncio.sleep(0.2)
        assert heard == ["1"]
    finally:
        await listener.close()
