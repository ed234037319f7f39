"""Migration 0012 on a version-11 file: a team created without its roster stored the placeholder in the server's
language; it becomes the mark every reader sees in his own (records.models.NO_ROSTER)."""

from league.db import open_database
from league.schema import load_migrations
from records.models import NO_ROSTER
from tests.league.leaguedata import migrated


async def version_11(path):
    db = await open_database(path, load_migrations()[:11])
    await db.execute(
        "INSERT INTO teams (guild_id, name, name_key, search_key, coach_id, roster) VALUES"
        " (1, 'Orques de Fer', 'orques de fer', 'orques de fer', 3, 'non précisé'),"
        " (1, 'Iron Orcs', 'iron orcs', 'iron orcs', 3, 'not given'),"
        " (1, 'Elfes', 'elfes', 'elfes', 4, 'Elfes Sylvains')"
    )
    await db.close()


async def test_version_11_to_12_turns_the_placeholders_into_the_mark(tmp_path):
    async with migrated(tmp_path / "arbitre.sqlite3", version_11, to=12) as db:
        rows = [tuple(r) for r in await db.fetchall("SELECT name, roster FROM teams ORDER BY id")]
        assert rows == [("Orques de Fer", NO_ROSTER), ("Iron Orcs", NO_ROSTER), ("Elfes", "Elfes Sylvains")]
