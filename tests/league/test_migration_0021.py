"""Migration 0021 on a version-20 file: each season already ended keeps the scoring its server has, the one its
table showed until then; a season end not applied keeps none; a server without settings keeps none (the book's
default, as before)."""

import json

from league.db import open_database
from league.schema import load_migrations
from league.standings import StandingsRepository
from tests.league.leaguedata import migrated


async def version_20(path):
    db = await open_database(path, load_migrations()[:20])
    for guild in (1, 2):
        await db.execute(
            "INSERT INTO audit_batches (id, guild_id, user_id, label) VALUES (?, ?, 9, 'season.end')", (guild, guild)
        )
    await db.execute(
        "INSERT INTO league_scoring (guild_id, win, draw, loss, conceded, tiebreakers, bonus)"
        " VALUES (1, 2, 1, 0, -1, 'td_for', 1)"
    )
    for guild, batch in ((1, 1), (1, None), (2, 2)):
        await db.execute(
            "INSERT INTO season_ends (guild_id, ruleset, started_by, applied_batch_id) VALUES (?, 'bb2025', 9, ?)",
            (guild, batch),
        )
    await db.close()


async def test_version_20_to_21_freezes_the_scoring_of_the_seasons_already_ended(tmp_path):
    async with migrated(tmp_path / "arbitre.sqlite3", version_20, to=21) as db:
        rows = [r[0] for r in await db.fetchall("SELECT scoring FROM season_ends ORDER BY id")]
        assert json.loads(rows[0]) == {
            "win": 2,
            "draw": 1,
            "loss": 0,
            "conceded": -1,
            "tiebreakers": "td_for",
            "bonus": 1,
        }
        assert rows[1:] == [None, None]
        repo = StandingsRepository(db)
        await db.execute("UPDATE league_scoring SET win = 3, bonus = 0 WHERE guild_id = 1")
        frozen = await repo.season_scoring(1, 1)
        assert (frozen.scoring.win, frozen.scoring.bonus, frozen.scoring.tiebreakers) == (2, True, ("td_for",))
        assert (await repo.season_scoring(2, 1)).scoring.win == 3  # none kept: the book's default
