"""Migration 0005 on a version-4 file with a league in it: every row kept, tables rebuilt, keys renamed."""

import json

from league.audit import AuditRepository
from league.casualties import CasualtyRepository
from league.db import open_database
from league.schema import load_migrations
from league.teams import TeamRepository
from records.models import CasualtyReport
from tests.league.leaguedata import migrated

G = 1


async def version_4(path):
    db = await open_database(path, load_migrations()[:4])
    sql = [
        "INSERT INTO teams (guild_id, name, name_key, search_key, coach_id, roster)"
        " VALUES (1, 'Orques de Fer', 'orques de fer', 'orques de fer', 3, 'Orques'),"
        " (1, 'Elfes', 'elfes', 'elfes', 4, 'Elfes Sylvains'), (1, 'Nains', 'nains', 'nains', 5, 'nains')",
        "INSERT INTO players (guild_id, team_id, number, name, search_key, position, ma, st, ag, pa, av)"
        " VALUES (1, 1, 7, 'Grak', 'grak', 'Blitzer', 6, 3, 3, 4, 9), (1, 2, 3, 'Lan', 'lan', 'Ligne', 7, 3, 2, 3, 8)",
        "INSERT INTO matches (guild_id, home_team_id, away_team_id, status, created_by)"
        " VALUES (1, 1, 2, 'finished', 3)",
        "INSERT INTO rolls (guild_id, user_id, command, ruleset, dice, outcomes, result) VALUES"
        " (1, 3, 'postmatch', 'ligue', '[[6, 4]]', '[\"postgame.fans.up\"]',"
        ' \'{"root": {"kind": "dedicated_fans", "outcome": "postgame.fans.up"}}\'),'
        " (1, 3, 'season', 'ligue', '[[6, 5]]', '[\"postgame.season.hatred.lost\"]',"
        ' \'{"root": {"kind": "season_hatred", "outcome": "postgame.season.hatred.lost"}}\')',
        "INSERT INTO casualties (guild_id, match_id, victim_team_id, victim_id, caused_by_team_id, caused_by_id,"
        " cause, roll_id, outcome, recorded_by) VALUES (1, 1, 2, 2, 1, 1, 'block', 1, 'casualty.dead', 3)",
        "INSERT INTO postmatch_sequences (guild_id, match_id, ruleset, step, inputs, started_by)"
        " VALUES (1, 1, 'ligue', 'mistakes', '{\"stalled\": [\"home\"]}', 3)",
    ]
    for statement in sql:
        await db.execute(statement)
    # A batch written before the migration: team 2's treasury raised from 0 to 50,000.
    await db.execute("UPDATE teams SET treasury = 50000 WHERE id = 2")
    after = dict(await db.fetchone("SELECT * FROM teams WHERE id = 2"))
    before = {**after, "treasury": 0}
    await db.execute("INSERT INTO audit_batches (id, guild_id, user_id, label) VALUES (1, 1, 3, 'team.update')")
    await db.execute(
        "INSERT INTO audit_log (guild_id, batch_id, user_id, action, op, entity, entity_id, before, after)"
        " VALUES (1, 1, 3, 'team.update', 'update', 'teams', 2, ?, ?)",
        (json.dumps(before), json.dumps(after)),
    )
    await db.close()


async def test_version_4_to_5_keeps_the_league_and_renames_the_postmatch_keys(tmp_path):
    async with migrated(tmp_path / "arbitre.sqlite3", version_4, to=5) as db:
        teams = {r["name"]: json.loads(r["special_rules"]) for r in await db.fetchall("SELECT * FROM teams")}
        assert teams == {
            "Orques de Fer": ["brawlin_brutes", "team_captain"],
            "Elfes": [],
            "Nains": ["brawlin_brutes", "bribery_and_corruption"],
        }
        players = await db.fetchall("SELECT journeyman, temporarily_retired FROM players")
        assert [tuple(r) for r in players] == [(0, 0), (0, 0)]
        casualty = await CasualtyRepository(db).get(G, 1)
        assert casualty is not None and (casualty.cause, casualty.roll_id, casualty.caused_by_name) == (
            "block",
            1,
            None,
        )
        sequence = await db.fetchone("SELECT id, step, inputs, summary_message_id FROM postmatch_sequences")
        assert tuple(sequence) == (1, "mistakes", '{"stalled": ["home"]}', None)
        rolls = await db.fetchall("SELECT outcomes, result FROM rolls ORDER BY id")
        assert [json.loads(r["outcomes"]) for r in rolls] == [["postmatch.fans.up"], ["season.roll.hatred.lost"]]
        assert json.loads(rolls[0]["result"])["root"]["outcome"] == "postmatch.fans.up"
        assert await db.fetchone("PRAGMA foreign_key_check") is None
        index = await db.fetchone("SELECT name FROM sqlite_master WHERE name = 'casualties_causer'")
        assert index is not None
        # The rebuilt tables take new rows with the new causes and step.
        team = await TeamRepository(db).require(G, 1)
        record, _ = await CasualtyRepository(db).record_casualty(
            G,
            3,
            CasualtyReport(
                victim_id=1, outcome="casualty.badly_hurt", cause="stab", caused_by_team_id=2, caused_by_name="Morg"
            ),
        )
        assert (
            record.id == 2
            and record.caused_by_name == "Morg"
            and team.special_rules == ("brawlin_brutes", "team_captain")
        )
        await db.execute("UPDATE postmatch_sequences SET step = 'hiring' WHERE id = 1")
        # An undo of a batch written before the migration: the column it never knew does not block it.
        await AuditRepository(db).revert(G, 3, 1)
        assert (await TeamRepository(db).require(G, 2)).treasury == 0
