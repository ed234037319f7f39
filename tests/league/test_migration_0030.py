"""Migration 0030 on a version-29 database, SQLite and its PostgreSQL twin: the post-match's step and a server's
language are no longer listed by a CHECK (the registry and the catalogue are the code's), every row is kept, and the
rebuilt tables keep their keys and indexes."""

import pytest

from league.db import IntegrityError, open_database
from league.schema import load_migrations
from tests.league.leaguedata import TWO_TEAMS


async def migrate(target: str, dialect: str) -> dict[str, object]:
    migrations = load_migrations(dialect)
    assert migrations[29].name == "0030_steps_languages_in_code.sql"
    db = await open_database(target, migrations[:29])
    try:
        for statement in (
            *TWO_TEAMS,
            "INSERT INTO matches (guild_id, home_team_id, away_team_id, status, created_by)"
            " VALUES (1, 1, 2, 'finished', 3)",
            "INSERT INTO postmatch_sequences (guild_id, match_id, ruleset, step, inputs, started_by,"
            " summary_message_id) VALUES (1, 1, 'bb2025', 'mistakes', '{\"stalled\": [\"home\"]}', 3, 44)",
            "INSERT INTO guild_settings (guild_id, ruleset, language, web_token) VALUES (1, 'bb2025', 'en', ?)",
        ):
            await db.execute(statement, ("t" * 20,) if "?" in statement else ())
        with pytest.raises(IntegrityError):  # before: the database lists the steps
            await db.execute("UPDATE postmatch_sequences SET step = 'photo'")
    finally:
        await db.close()
    db = await open_database(target, migrations[:30])
    try:
        sequence = dict(
            await db.fetchone("SELECT id, match_id, step, inputs, summary_message_id FROM postmatch_sequences")
        )
        settings = dict(await db.fetchone("SELECT ruleset, language, web_token FROM guild_settings"))
        # a step and a language of a newer bot are the code's to check
        await db.execute("UPDATE postmatch_sequences SET step = 'photo'")
        await db.execute("UPDATE guild_settings SET language = 'de'")
        # what the rebuilt tables kept: a sequence per match, the match it belongs to, one web page per token
        with pytest.raises(IntegrityError):
            await db.execute(
                "INSERT INTO postmatch_sequences (guild_id, match_id, ruleset, step, started_by)"
                " VALUES (1, 1, 'bb2025', 'outcome', 3)"
            )
        with pytest.raises(IntegrityError):
            await db.execute(
                "INSERT INTO postmatch_sequences (guild_id, match_id, ruleset, step, started_by)"
                " VALUES (1, 9, 'bb2025', 'outcome', 3)"
            )
        with pytest.raises(IntegrityError):
            await db.execute("INSERT INTO guild_settings (guild_id, web_token) VALUES (2, ?)", ("t" * 20,))
        with pytest.raises(IntegrityError):  # a step is still a word, not nothing
            await db.execute("UPDATE postmatch_sequences SET step = ''")
        return {"sequence": sequence, "settings": settings}
    finally:
        await db.close()


EXPECTED = {
    "sequence": {
        "id": 1,
        "match_id": 1,
        "step": "mistakes",
        "inputs": '{"stalled": ["home"]}',
        "summary_message_id": 44,
    },
    "settings": {"ruleset": "bb2025", "language": "en", "web_token": "t" * 20},
}


async def test_version_29_to_30_leaves_steps_and_languages_to_the_code_on_sqlite(tmp_path):
    assert await migrate(str(tmp_path / "arbitre.sqlite3"), "sqlite") == EXPECTED


async def test_version_29_to_30_leaves_steps_and_languages_to_the_code_on_postgresql(pg):
    assert await migrate(str(await pg.target("steps", empty=True)), "postgres") == EXPECTED
