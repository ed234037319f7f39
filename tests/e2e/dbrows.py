"""Reading the bot's SQLite file from a test (the bot process keeps writing it)."""

import sqlite3


def _plain(param):
    """An autocomplete value (``id:12``) as the id it carries; anything else as is."""
    return int(param[3:]) if isinstance(param, str) and param.startswith("id:") else param


def rows(league, sql, *params):
    with sqlite3.connect(league.database_path) as conn:
        return conn.execute(sql, [_plain(p) for p in params]).fetchall()
