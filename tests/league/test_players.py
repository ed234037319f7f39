"""Players on a real SQLite file: CRUD, numbers, statuses, hatreds, guild scoping."""

import sqlite3
from dataclasses import replace

import pytest

from league.casualties import CasualtyRepository
from league.players import PlayerRepository
from league.teams import TeamRepository
from records.models import CasualtyReport, ConflictError, NotFoundError, SkillNotice, skill_notices
from render.text import profile_text
from rules.characteristics import Profile
from rules.errors import DomainError
from tests.league.leaguedata import G1, G2, USER, draft
from tests.said import refused, said


@pytest.fixture
async def team(db):
    return await TeamRepository(db).create(G1, USER, name="Orques de Fer", coach_id=1, roster="Orques")


@pytest.fixture
def players(db):
    return PlayerRepository(db)


async def test_create_and_read_back_every_field(players, team):
    created = await players.create(
        G1,
        USER,
        team.id,
        draft(
            7,
            "Grak",
            "Blitzer orque",
            Profile(5, 3, 3, None, 10),
            keywords=("Orc", "Blitzer"),
            skills=("Blocage", "Haine (Nain)"),
            gained_hatreds=("Elfe",),
            spp=12,
            niggling=1,
            miss_next_game=True,
            improvements={"ST": 1, "AV": 2},
            value=95_000,
        ),
    )
    got = await players.get(G1, created.id)
    assert got == created
    assert got.profile == Profile(5, 3, 3, None, 10)
    assert profile_text(got.profile) == "M5 F3 AG3+ CP- AR10+"
    assert got.keywords == ("Orc", "Blitzer")
    assert got.skills == ("block", "hatred (Nain)")  # by key, the value as typed
    assert got.gained_hatreds == ("Elfe",)
    assert got.all_skills == ("block", "hatred (Nain)", "hatred (Elfe)")
    assert (got.spp, got.niggling, got.miss_next_game, got.value) == (12, 1, True, 95_000)
    assert got.improvements == {"MA": 0, "ST": 1, "AG": 0, "PA": 0, "AV": 2}
    assert got.status == "active" and got.left_at is None and got.team_id == team.id


async def test_number_is_unique_among_active_players(players, team):
    await players.create(G1, USER, team.id, draft(7, "Grak"))
    with refused("Le numéro 7 est déjà porté par Grak", error=ConflictError):
        await players.create(G1, USER, team.id, draft(7, "Zog"))


async def test_a_seventeenth_player_is_refused_on_every_path_but_journeymen_join_beyond(players, team):
    """« A team may never have more than 16 players on their Team Draft List »: /player add, an import (several at
    once) and a hire all go through add_many; a Journeyman plays one match without joining the list."""
    await players.add_many(G1, USER, team.id, [draft(n, f"Orque {n}") for n in range(1, 15)])
    with refused(
        "Orques de Fer compte déjà 14 joueurs\u00a0: en ajouter 3 joueurs dépasserait les 16", error=ConflictError
    ):
        await players.add_many(G1, USER, team.id, [draft(n, f"Orque {n}") for n in (15, 16, 17)])
    assert len(await players.roster(G1, team.id)) == 14  # all or nothing
    await players.add_many(G1, USER, team.id, [draft(15, "Quinze"), draft(16, "Seize")])
    with refused("Orques de Fer compte déjà 16 joueurs\u00a0: en ajouter 1 joueur dépasserait", error=ConflictError):
        await players.create(G1, USER, team.id, draft(17, "Dix-Sept"))
    journeyman = replace(draft(40, "Journalier"), journeyman=True)
    assert (await players.create(G1, USER, team.id, journeyman)).journeyman
    dead = (await players.roster(G1, team.id))[0]
    await players.update(G1, USER, dead.id, status="dead")  # a place freed
    assert (await players.create(G1, USER, team.id, draft(17, "Dix-Sept"))).number == 17


async def test_same_number_in_another_team(db, players, team):
    other = await TeamRepository(db).create(G1, USER, name="Autres", coach_id=2, roster="Humains")
    await players.create(G1, USER, team.id, draft(7, "Grak"))
    assert (await players.create(G1, USER, other.id, draft(7, "Bob"))).number == 7


async def test_a_dead_player_frees_the_number_and_reinstating_checks_it(players, team):
    grak = await players.create(G1, USER, team.id, draft(7, "Grak"))
    dead = await players.update(G1, USER, grak.id, status="dead")
    assert dead.status == "dead" and dead.left_at is not None
    zog = await players.create(G1, USER, team.id, draft(7, "Zog"))
    assert (await players.by_number(G1, team.id, 7)).id == zog.id
    with refused("numéro 7 est déjà porté par Zog", error=ConflictError):
        await players.update(G1, USER, grak.id, status="active")
    back = await players.update(G1, USER, grak.id, status="active", number=8)
    assert back.active and back.left_at is None


async def test_renumbering_onto_a_teammate_is_refused(players, team):
    await players.create(G1, USER, team.id, draft(7, "Grak"))
    zog = await players.create(G1, USER, team.id, draft(8, "Zog"))
    with pytest.raises(ConflictError):
        await players.update(G1, USER, zog.id, number=7)


async def test_the_schema_refuses_two_active_players_with_one_number(db, players, team):
    await players.create(G1, USER, team.id, draft(7, "Grak"))
    with pytest.raises(sqlite3.IntegrityError):
        await db.execute(
            "INSERT INTO players (guild_id, team_id, number, name, search_key, position, ma, st, ag, av)"
            " VALUES (?, ?, 7, 'x', 'x', 'x', 5, 3, 3, 9)",
            (G1, team.id),
        )


async def test_add_many_is_all_or_nothing_and_lists_every_clash(players, team):
    await players.create(G1, USER, team.id, draft(3, "Ugluk"))
    with pytest.raises(ConflictError) as err:
        await players.add_many(G1, USER, team.id, [draft(1, "A"), draft(3, "B"), draft(1, "C"), draft(4, "D")])
    message = said(err)
    assert "Le numéro 3 est déjà porté par Ugluk" in message
    assert "Le numéro 1 est donné deux fois (A, C)" in message
    assert [p.name for p in await players.roster(G1, team.id)] == ["Ugluk"]
    created = await players.add_many(G1, USER, team.id, [draft(1, "A"), draft(2, "B")])
    assert [p.number for p in await players.roster(G1, team.id)] == [1, 2, 3]
    assert [p.name for p in created] == ["A", "B"]


async def test_roster_orders_by_number_and_hides_former_players(players, team):
    a = await players.create(G1, USER, team.id, draft(9, "Neuf"))
    await players.create(G1, USER, team.id, draft(2, "Deux"))
    await players.update(G1, USER, a.id, status="retired")
    assert [p.name for p in await players.roster(G1, team.id)] == ["Deux"]
    assert [p.name for p in await players.roster(G1, team.id, include_inactive=True)] == ["Deux", "Neuf"]


async def test_archived_team_does_not_hire(db, players, team):
    await TeamRepository(db).archive(G1, USER, team.id)
    with refused("archivée"):
        await players.create(G1, USER, team.id, draft(1, "A"))


async def test_update_validates_like_a_new_player(players, team):
    p = await players.create(G1, USER, team.id, draft(7, "Grak"))
    with pytest.raises(ValueError, match="improvements taken"):
        await players.update(G1, USER, p.id, improvements={"ST": 3})
    with pytest.raises(ValueError, match="unknown player status"):
        await players.update(G1, USER, p.id, status="injured")
    with pytest.raises(TypeError):
        await players.update(G1, USER, p.id, team_id=99)
    updated = await players.update(G1, USER, p.id, spp=6, profile=Profile(6, 3, 3, 4, 9), skills=["Esquive"])
    assert (updated.spp, updated.profile.ma, updated.skills) == (6, 6, ("dodge",))


async def test_gained_hatred_is_kept_apart(players, team):
    p = await players.create(G1, USER, team.id, draft(7, "Grak", skills=("Haine (Nain)",)))
    p = await players.add_gained_hatred(G1, USER, p.id, "Elfe")
    p = await players.add_gained_hatred(G1, USER, p.id, "elfe")
    assert p.skills == ("hatred (Nain)",)
    assert p.gained_hatreds == ("Elfe",)


async def test_guild_scoping(db, players, team):
    theirs = await TeamRepository(db).create(G2, USER, name="Theirs", coach_id=1, roster="Orques")
    their_player = await players.create(G2, USER, theirs.id, draft(7, "Grak"))
    assert await players.get(G1, their_player.id) is None
    assert await players.roster(G1, theirs.id) == []
    assert await players.by_number(G1, theirs.id, 7) is None
    with refused("Équipe", error=NotFoundError):
        await players.create(G1, USER, theirs.id, draft(1, "Intrus"))
    with refused("Joueur", error=NotFoundError):
        await players.update(G1, USER, their_player.id, spp=100)
    with pytest.raises(NotFoundError):
        await players.delete(G1, USER, their_player.id)
    assert (await players.get(G2, their_player.id)).spp == 0


async def test_the_schema_refuses_a_player_in_another_guilds_team(db, team):
    with pytest.raises(sqlite3.IntegrityError):
        await db.execute(
            "INSERT INTO players (guild_id, team_id, number, name, search_key, position, ma, st, ag, av)"
            " VALUES (?, ?, 1, 'x', 'x', 'x', 5, 3, 3, 9)",
            (G2, team.id),
        )


async def test_delete_is_for_typos_only(db, players, team):
    typo = await players.create(G1, USER, team.id, draft(1, "Grka"))
    await players.delete(G1, USER, typo.id)
    assert await players.get(G1, typo.id) is None

    other = await TeamRepository(db).create(G1, USER, name="B", coach_id=1, roster="Humains")
    victim = await players.create(G1, USER, other.id, draft(1, "Bob"))
    grak = await players.create(G1, USER, team.id, draft(7, "Grak"))
    hurt = CasualtyReport(victim_id=victim.id, caused_by_id=grak.id, outcome="casualty.badly_hurt", cause="block")
    await CasualtyRepository(db).record_casualty(G1, USER, hurt)
    with refused(r"Grak a 1 blessure.*retraite", error=ConflictError):
        await players.delete(G1, USER, grak.id)


async def test_skill_names_outside_the_official_list_are_stored_as_typed_and_flagged(players, team):
    """The others are stored by key (issue 26)."""
    typed = ("Blocage", "Esquivee", "Garde du corps", "Châtaigne (+1)", "Haine (Nain)")
    created = await players.create(G1, USER, team.id, draft(7, "Grak", skills=typed))
    got = await players.get(G1, created.id)
    # nothing dropped, nothing corrected: the known ones by key, the others as typed
    assert got.skills == ("block", "Esquivee", "Garde du corps", "mighty_blow (+1)", "hatred (Nain)")
    assert skill_notices([got]) == (
        SkillNotice(7, "Grak", "Esquivee", "dodge", "Esquive"),
        SkillNotice(7, "Grak", "Garde du corps"),
    )
    fixed = await players.update(G1, USER, got.id, skills=("Blocage", "Esquive", "Garde du corps"))
    assert skill_notices([fixed]) == (SkillNotice(7, "Grak", "Garde du corps"),)


async def test_journeyman_temporarily_retired_and_advancements_are_stored(players, team):
    hired = await players.create(G1, USER, team.id, draft(12, "Snik", journeyman=True, value=50_000))
    assert (hired.journeyman, hired.temporarily_retired, hired.advancements, hired.value) == (True, False, 0, 50_000)
    changed = await players.update(G1, USER, hired.id, journeyman=False, temporarily_retired=True, advancements=2)
    again = await players.require(G1, hired.id)
    assert again == changed and (again.journeyman, again.temporarily_retired, again.advancements) == (False, True, 2)
    with pytest.raises(DomainError):
        await players.update(G1, USER, hired.id, advancements=7)


async def test_the_skill_access_of_the_position_is_stored_in_table_order(db, players, team):
    hired = await players.create(
        G1, USER, team.id, draft(5, "Snaga", primary=("strength", "general"), secondary=("devious", "agility"))
    )
    again = await players.require(G1, hired.id)
    assert (again.primary, again.secondary) == (("general", "strength"), ("agility", "devious"))
    changed = await players.update(G1, USER, hired.id, secondary=("agility",))
    assert (await players.require(G1, hired.id)) == changed and changed.secondary == ("agility",)
    with refused("Générale ne peut pas être à la fois Principale et Secondaire"):
        await players.update(G1, USER, hired.id, secondary=("general",))
    with pytest.raises(DomainError):
        await players.update(G1, USER, hired.id, primary=("magic",))
    assert (await players.require(G1, hired.id)) == changed  # nothing written by a refusal
    row = await db.fetchone("SELECT primary_categories FROM players WHERE id = ?", (hired.id,))
    assert row["primary_categories"] == '["general", "strength"]'


async def test_a_player_without_his_skill_access_takes_his_position_s(players, team):
    await players.create(G1, USER, team.id, draft(5, "Snaga", "Trois-Quart Orque", primary=("general", "strength")))
    hired = await players.create(G1, USER, team.id, draft(6, "Mauhur", "trois-quart orque"))
    assert (hired.primary, hired.secondary) == (("general", "strength"), ())  # a team-mate of his position's
    lines = [
        draft(7, "Grak", "Blitzer", primary=("general", "strength"), secondary=("agility",)),
        draft(8, "Ugluk", "Blitzer"),  # from another line of the same roster
        draft(9, "Gorbag", "Lanceur"),  # nobody knows a Thrower's: unknown
        draft(10, "Lugdush", "Trois-Quart Orque", primary=("general",)),  # typed: kept
    ]
    added = {p.name: (p.primary, p.secondary) for p in await players.add_many(G1, USER, team.id, lines)}
    assert added == {
        "Grak": (("general", "strength"), ("agility",)),
        "Ugluk": (("general", "strength"), ("agility",)),
        "Gorbag": ((), ()),
        "Lugdush": (("general",), ()),
    }
