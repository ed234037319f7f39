"""Reading the bot's SQLite file from a test (the bot process keeps writing it)."""

import sqlite3

from tests.e2e.harness import wait_until


def _plain(param):
    """An autocomplete value (``id:12``) as the id it carries; anything else as is."""
    return int(param[3:]) if isinstance(param, str) and param.startswith("id:") else param


def rows(league, sql, *params):
    with sqlite3.connect(league.database_path) as conn:
        return conn.execute(sql, [_plain(p) for p in params]).fetchall()


async def rows_when(league, sql, *params, until, timeout=10.0):
    """The rows once ``until(rows)`` holds: for rows the bot writes after it answers (rolls, issue 11)."""
    found = []

    def ready():
        found[:] = rows(league, sql, *params)
        return until(found)

    await wait_until(ready, timeout, f"{sql} to satisfy {until}")
    return found
