"""Teams on a real SQLite file: CRUD, name rules, guild scoping, archive and delete."""

import sqlite3
import unicodedata

import pytest

from league.audit import AuditRepository
from league.matches import MatchRepository
from league.players import PlayerRepository
from league.teams import TeamRepository
from records.models import ConflictError, NotFoundError
from rules.errors import DomainError
from tests.league.leaguedata import G1, G2, USER, draft
from tests.said import refused


@pytest.fixture
def teams(db):
    return TeamRepository(db)


async def test_create_and_read_back(teams):
    team = await teams.create(
        G1,
        USER,
        name="  Orques de Fer ",
        coach_id=100,
        roster="Orques",
        treasury=1_000_000,
        dedicated_fans=2,
        rerolls=3,
        cheerleaders=1,
        assistant_coaches=2,
        apothecary=True,
    )
    assert team.id > 0 and team.guild_id == G1
    assert team.name == "Orques de Fer"
    assert team.created_at and team.updated_at
    assert await teams.get(G1, team.id) == team
    assert await teams.by_name(G1, "ORQUES DE FER") == team
    assert team.apothecary is True and team.treasury == 1_000_000


async def test_defaults(teams):
    team = await teams.create(G1, USER, name="T", coach_id=1, roster="Nains")
    assert (team.treasury, team.dedicated_fans, team.rerolls, team.cheerleaders) == (0, 1, 0, 0)
    assert (team.assistant_coaches, team.apothecary, team.archived_at) == (0, False, None)


async def test_a_book_roster_gives_its_re_roll_price_unless_one_is_typed(teams):
    assert (await teams.create(G1, USER, name="A", coach_id=1, roster="Nains")).reroll_cost == 60_000
    assert (await teams.create(G1, USER, name="B", coach_id=1, roster="Hommes-Lézards")).reroll_cost == 70_000
    assert (await teams.create(G1, USER, name="C", coach_id=1, roster="Orcs", reroll_cost=50_000)).reroll_cost == 50_000
    assert (await teams.create(G1, USER, name="D", coach_id=1, roster="Maison")).reroll_cost is None


async def test_a_roster_without_an_apothecary_line_may_not_have_one(teams):
    with refused("race Morts-Vivants ne peut pas avoir d'apothicaire"):
        await teams.create(G1, USER, name="A", coach_id=1, roster="Morts-Vivants", apothecary=True)
    nurgle = await teams.create(G1, USER, name="B", coach_id=1, roster="Nurgle")
    with refused("race Nurgle ne peut pas avoir d'apothicaire"):
        await teams.update(G1, USER, nurgle.id, apothecary=True)
    orcs = await teams.create(G1, USER, name="C", coach_id=1, roster="Orques", apothecary=True)
    with refused("race Rois des Tombes ne peut pas"):
        await teams.update(G1, USER, orcs.id, roster="Rois des Tombes")
    assert (await teams.update(G1, USER, orcs.id, apothecary=False, roster="Rois des Tombes")).apothecary is False
    house = await teams.create(G1, USER, name="D", coach_id=1, roster="Maison", apothecary=True)
    assert house.apothecary


async def test_name_is_unique_per_guild_ignoring_case(teams):
    await teams.create(G1, USER, name="Orques de Fer", coach_id=1, roster="Orques")
    with refused(r"Une équipe nommée « Orques de Fer » existe déjà sur ce serveur\.", error=ConflictError):
        await teams.create(G1, USER, name="orques DE fer", coach_id=2, roster="Orques")
    assert len(await teams.list(G1)) == 1


async def test_name_is_accent_sensitive_and_unicode_normalised(teams):
    await teams.create(G1, USER, name="Élus", coach_id=1, roster="Humains")
    await teams.create(G1, USER, name="Elus", coach_id=1, roster="Humains")
    with pytest.raises(ConflictError):
        await teams.create(G1, USER, name=unicodedata.normalize("NFD", "élus"), coach_id=1, roster="Humains")


async def test_same_name_in_two_guilds(teams):
    a = await teams.create(G1, USER, name="Orques de Fer", coach_id=1, roster="Orques")
    b = await teams.create(G2, USER, name="Orques de Fer", coach_id=1, roster="Orques")
    assert a.id != b.id
    assert (await teams.by_name(G2, "orques de fer")).id == b.id


async def test_the_schema_itself_refuses_a_duplicate_key(db, teams):
    await teams.create(G1, USER, name="A", coach_id=1, roster="Orques")
    with pytest.raises(sqlite3.IntegrityError):
        await db.execute(
            "INSERT INTO teams (guild_id, name, name_key, search_key, coach_id, roster)"
            " VALUES (?, 'a', 'a', 'a', 1, 'x')",
            (G1,),
        )


async def test_schema_checks_back_the_python_checks(db):
    with pytest.raises(sqlite3.IntegrityError):
        await db.execute(
            "INSERT INTO teams (guild_id, name, name_key, search_key, coach_id, roster, treasury)"
            " VALUES (1, 'a', 'a', 'a', 1, 'x', 1234)"
        )


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("name", "", "ne peut pas être vide"),
        ("name", "x" * 101, "100 caractères"),
        ("name", "Les\nOrques", "caractère de contrôle"),
        ("treasury", 1234, "multiple de 5\u202f000"),
        ("dedicated_fans", 8, "Fans Dévoués"),
        ("rerolls", -1, "Relances"),
    ],
)
async def test_bad_values_are_refused_in_french(teams, field, value, message):
    values = {"name": "T", "coach_id": 1, "roster": "Orques"} | {field: value}
    with refused(message):
        await teams.create(G1, USER, **values)
    assert await teams.list(G1, include_archived=True) == []


async def test_update_changes_only_the_given_fields(teams):
    team = await teams.create(G1, USER, name="T", coach_id=1, roster="Orques")
    updated = await teams.update(G1, USER, team.id, treasury=55_000, rerolls=2)
    assert (updated.treasury, updated.rerolls, updated.name) == (55_000, 2, "T")
    assert updated.updated_at >= team.updated_at
    assert await teams.get(G1, team.id) == updated


async def test_update_refuses_unknown_fields(teams):
    team = await teams.create(G1, USER, name="T", coach_id=1, roster="Orques")
    with pytest.raises(TypeError):
        await teams.update(G1, USER, team.id, guild_id=G2)


async def test_rename_checks_the_name(teams):
    a = await teams.create(G1, USER, name="A", coach_id=1, roster="Orques")
    await teams.create(G1, USER, name="B", coach_id=1, roster="Orques")
    with refused("« B »", error=ConflictError):
        await teams.update(G1, USER, a.id, name="b")
    assert (await teams.update(G1, USER, a.id, name="a")).name == "a"


async def test_treasury_moves(teams):
    team = await teams.create(G1, USER, name="T", coach_id=1, roster="Orques", treasury=50_000)
    assert (await teams.add_treasury(G1, USER, team.id, 20_000)).treasury == 70_000
    with refused("Trésorerie insuffisante\u00a0: 70\u202f000\u00a0po disponibles, 100\u202f000\u00a0po"):
        await teams.add_treasury(G1, USER, team.id, -100_000)
    with refused("multiple de 5\u202f000"):
        await teams.add_treasury(G1, USER, team.id, 1)


async def test_list_by_coach_and_archived(teams):
    a = await teams.create(G1, USER, name="B team", coach_id=1, roster="Orques")
    b = await teams.create(G1, USER, name="a team", coach_id=2, roster="Orques")
    await teams.create(G2, USER, name="Other guild", coach_id=1, roster="Orques")
    assert [t.id for t in await teams.list(G1)] == [b.id, a.id]
    assert [t.id for t in await teams.list(G1, coach_id=1)] == [a.id]
    await teams.archive(G1, USER, a.id)
    assert [t.id for t in await teams.list(G1)] == [b.id]
    assert {t.id for t in await teams.list(G1, include_archived=True)} == {a.id, b.id}


async def test_a_foreign_id_reads_as_missing(teams):
    foreign = await teams.create(G2, USER, name="Theirs", coach_id=1, roster="Orques")
    assert await teams.get(G1, foreign.id) is None
    with refused("introuvable sur ce serveur", error=NotFoundError):
        await teams.require(G1, foreign.id)
    with pytest.raises(NotFoundError):
        await teams.update(G1, USER, foreign.id, treasury=5000)
    with pytest.raises(NotFoundError):
        await teams.add_treasury(G1, USER, foreign.id, 5000)
    with pytest.raises(NotFoundError):
        await teams.archive(G1, USER, foreign.id)
    with pytest.raises(NotFoundError):
        await teams.delete(G1, USER, foreign.id)
    assert await teams.by_name(G1, "Theirs") is None
    assert (await teams.get(G2, foreign.id)).treasury == 0


async def test_archive_frees_the_name_and_unarchive_checks_it(teams):
    old = await teams.create(G1, USER, name="Orques de Fer", coach_id=1, roster="Orques")
    archived = await teams.archive(G1, USER, old.id)
    assert archived.archived
    new = await teams.create(G1, USER, name="Orques de Fer", coach_id=2, roster="Orques")
    with refused("existe déjà", error=ConflictError):
        await teams.unarchive(G1, USER, old.id)
    await teams.archive(G1, USER, new.id)
    assert not (await teams.unarchive(G1, USER, old.id)).archived


async def test_archive_waits_for_the_match_in_progress(db, teams):
    a = await teams.create(G1, USER, name="A", coach_id=1, roster="Orques")
    b = await teams.create(G1, USER, name="B", coach_id=1, roster="Orques")
    match = await MatchRepository(db).open(G1, USER, home_team_id=a.id, away_team_id=b.id)
    with refused("match en cours", error=ConflictError):
        await teams.archive(G1, USER, a.id)
    await MatchRepository(db).cancel(G1, USER, match.id)
    assert (await teams.archive(G1, USER, a.id)).archived


async def test_delete_without_history_removes_players_and_is_audited(db, teams):
    team = await teams.create(G1, USER, name="Oops", coach_id=1, roster="Orques")
    players = PlayerRepository(db)
    p1 = await players.create(G1, USER, team.id, draft(1, "Un"))
    p2 = await players.create(G1, USER, team.id, draft(2, "Deux"))
    await teams.delete(G1, USER, team.id)
    assert await teams.get(G1, team.id) is None
    assert await players.get(G1, p1.id) is None and await players.get(G1, p2.id) is None
    last = (await AuditRepository(db).batches(G1, limit=1))[0]
    entries = await AuditRepository(db).entries(G1, last.id)
    assert [(e.op, e.entity, e.entity_id) for e in entries] == [
        ("delete", "players", p1.id),
        ("delete", "players", p2.id),
        ("delete", "teams", team.id),
    ]


async def test_delete_with_matches_is_refused_with_a_clear_message(db, teams):
    a = await teams.create(G1, USER, name="A", coach_id=1, roster="Orques")
    b = await teams.create(G1, USER, name="B", coach_id=1, roster="Orques")
    await MatchRepository(db).open(G1, USER, home_team_id=a.id, away_team_id=b.id)
    with refused(r"« A » a un historique \(1 match, 0 blessure\).*Archivez-la", error=ConflictError):
        await teams.delete(G1, USER, a.id)
    assert await teams.get(G1, a.id) is not None


async def test_ids_are_never_reused(teams):
    a = await teams.create(G1, USER, name="A", coach_id=1, roster="Orques")
    await teams.delete(G1, USER, a.id)
    b = await teams.create(G1, USER, name="A", coach_id=1, roster="Orques")
    assert b.id > a.id


async def test_special_rules_default_to_the_rosters_and_can_be_changed_and_undone(db, teams):
    orcs = await teams.create(G1, USER, name="Orques de Fer", coach_id=100, roster="Orques")
    elves = await teams.create(G1, USER, name="Elfes", coach_id=100, roster="Elfes", special_rules=("team_captain",))
    assert orcs.special_rules == ("brawlin_brutes", "team_captain") and elves.special_rules == ("team_captain",)
    changed = await teams.update(G1, USER, orcs.id, special_rules=("brawlin_brutes",))
    assert (await teams.require(G1, orcs.id)).special_rules == changed.special_rules == ("brawlin_brutes",)
    batch = (await AuditRepository(db).batches(G1, limit=1))[0]
    await AuditRepository(db).revert(G1, USER, batch.id)
    assert (await teams.require(G1, orcs.id)).special_rules == ("brawlin_brutes", "team_captain")
    with pytest.raises(DomainError) as refused:
        await teams.update(G1, USER, orcs.id, special_rules=("vampirisme",))
    assert refused.value.key == "error.team_rules.unknown"


async def test_another_roster_waits_for_an_empty_team_and_brings_its_price_and_special_rules(db, teams):
    """R8: changing a team's Team Roster is refused while it has players (their positions, values and skills are
    the old roster's); a team without any takes the new roster's re-roll price and special rules, unless typed."""
    orcs = await teams.create(G1, USER, name="Orques de Fer", coach_id=1, roster="Orques")
    grak = await PlayerRepository(db).create(G1, USER, orcs.id, draft(7, "Grak", "Orc Blitzer"))
    with refused(r"« Orques de Fer » a 1 joueur de la race Orques\u00a0: .* Lizardmen"):
        await teams.update(G1, USER, orcs.id, roster="Lizardmen")
    assert await teams.get(G1, orcs.id) == orcs
    same = await teams.update(G1, USER, orcs.id, roster="Orcs")  # the same book roster, named otherwise
    assert (same.roster, same.reroll_cost, same.special_rules) == ("Orcs", 60_000, orcs.special_rules)
    await PlayerRepository(db).update(G1, USER, grak.id, status="retired")  # a former player: history only
    lizards = await teams.update(G1, USER, orcs.id, roster="Hommes-Lézards")
    assert (lizards.reroll_cost, lizards.special_rules) == (70_000, ())
    typed = await teams.update(G1, USER, orcs.id, roster="Snotlings", reroll_cost=60_000, special_rules=("swarming",))
    assert (typed.reroll_cost, typed.special_rules) == (60_000, ("swarming",))
    house = await teams.update(G1, USER, orcs.id, roster="Gobelins des Marais")  # not a book roster: no rules
    assert (house.reroll_cost, house.special_rules) == (60_000, ())
    with refused("ne peut pas avoir d'apothicaire"):
        await teams.update(G1, USER, orcs.id, roster="Nurgle", apothecary=True)
