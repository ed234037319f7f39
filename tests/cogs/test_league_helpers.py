"""cogs.utils.league on a real SQLite file: kick-off sides from the open match, autocomplete, typed values."""

from types import SimpleNamespace

import discord
import pytest

from cogs.utils.errors import UserError
from cogs.utils.league import (
    match_kick_teams,
    match_team_choices,
    player_choices,
    require_player_fields,
    require_team_editor,
    resolve_match_teams,
    resolve_player,
    resolve_player_team,
    resolve_team,
    team_choices,
    typed_profile,
)
from league.matches import MatchRepository
from league.players import PlayerRepository
from league.roster_csv import parse_roster
from league.settings import SettingsRepository
from league.stats import StatsRepository
from league.teams import TeamRepository
from records.models import PlayerDraft
from rules.characteristics import Profile
from rules.kickoff import KickTeam
from rules.positions import Typed
from tests.said import refused

GUILD, OTHER, CHANNEL, COACH, STRANGER = 1200000000000000001, 1200000000000000002, 77, 501, 502


@pytest.fixture
async def world(db):
    client = SimpleNamespace(
        teams=TeamRepository(db),
        players=PlayerRepository(db),
        matches=MatchRepository(db),
        stats=StatsRepository(db),
        settings_repo=SettingsRepository(db),
        db=db,
    )
    orcs = await client.teams.create(GUILD, COACH, name="Orques", coach_id=COACH, roster="Orques", cheerleaders=2)
    dwarves = await client.teams.create(GUILD, COACH, name="Nains", coach_id=9, roster="Nains", assistant_coaches=3)
    elves = await client.teams.create(OTHER, COACH, name="Elfes", coach_id=COACH, roster="Elfes")
    profile = Profile(6, 3, 3, 4, 9)
    await client.players.create(GUILD, COACH, orcs.id, PlayerDraft(7, "Grak", "Blitzer", profile))
    await client.players.create(GUILD, COACH, dwarves.id, PlayerDraft(7, "Hans", "Bloqueur", profile))
    await client.players.create(OTHER, COACH, elves.id, PlayerDraft(7, "Elrond", "Trois-Quart", profile))
    return SimpleNamespace(client=client, orcs=orcs, dwarves=dwarves, elves=elves)


def interaction(world, *, guild=GUILD, channel=CHANNEL, user=COACH, manage=False):
    return SimpleNamespace(
        client=world.client,
        guild_id=guild,
        channel_id=channel,
        user=SimpleNamespace(id=user, roles=()),
        permissions=discord.Permissions(manage_guild=manage),
        locale=discord.Locale.french,
    )


async def test_no_open_match_means_no_kick_teams(world):
    assert await match_kick_teams(interaction(world)) is None


async def test_kick_teams_from_the_open_match_home_kicks_by_default(world):
    await world.client.matches.open(
        GUILD,
        COACH,
        home_team_id=world.orcs.id,
        away_team_id=world.dwarves.id,
        channel_id=CHANNEL,
        home_fp=5,
        away_fp=4,
        home_fp_die=2,
    )
    sides = await match_kick_teams(interaction(world))
    assert sides.kicking == KickTeam(5, 2, 0, "Orques") and sides.receiving == KickTeam(4, 0, 3, "Nains")
    assert sides.team_ids == {"kicking": world.orcs.id, "receiving": world.dwarves.id}
    sides = await match_kick_teams(interaction(world), f"id:{world.dwarves.id}")
    assert sides.kicking == KickTeam(4, 0, 3, "Nains") and sides.receiving == KickTeam(5, 2, 0, "Orques")
    assert sides.team_ids == {"kicking": world.dwarves.id, "receiving": world.orcs.id}
    assert await match_kick_teams(interaction(world, channel=CHANNEL + 1)) is None
    with refused("ne joue pas", error=UserError):
        third = await world.client.teams.create(GUILD, COACH, name="Humains", coach_id=COACH, roster="Humains")
        await match_kick_teams(interaction(world), f"id:{third.id}")


async def test_a_kicking_team_named_without_an_open_match_is_refused_not_ignored(world):
    # outside a match the option has nothing to pick from: a typed team (another server's id included) is said so
    for typed in (f"id:{world.orcs.id}", f"id:{world.elves.id}", "Personne"):
        with refused("Aucun match en cours dans ce salon", error=UserError):
            await match_kick_teams(interaction(world), typed)
    assert await match_team_choices(interaction(world), "") == []


async def test_match_team_choices_are_the_two_sides(world):
    await world.client.matches.open(
        GUILD, COACH, home_team_id=world.dwarves.id, away_team_id=world.orcs.id, channel_id=CHANNEL
    )
    choices = await match_team_choices(interaction(world), "")
    assert [(c.name, c.value) for c in choices] == [
        ("Nains (domicile)", f"id:{world.dwarves.id}"),
        ("Orques (extérieur)", f"id:{world.orcs.id}"),
    ]


async def test_autocomplete_is_scoped_to_the_server(world):
    assert [c.name for c in await team_choices(interaction(world), "")] == ["Nains (Nains)", "Orques (Orques)"]
    assert [c.name for c in await team_choices(interaction(world, guild=OTHER), "")] == ["Elfes (Elfes)"]
    names = [c.name for c in await player_choices(interaction(world, guild=OTHER), "7")]
    assert names == ["#7 Elrond — Elfes"]


async def test_the_open_matchs_players_come_first(world):
    third = await world.client.teams.create(GUILD, COACH, name="Amazones", coach_id=COACH, roster="Amazones")
    await world.client.players.create(
        GUILD, COACH, third.id, PlayerDraft(7, "Hippolyta", "Blitzer", Profile(6, 3, 3, 4, 8))
    )
    first = (await player_choices(interaction(world), "7"))[0]
    assert first.name == "#7 Hippolyta — Amazones"
    await world.client.matches.open(
        GUILD, COACH, home_team_id=world.dwarves.id, away_team_id=world.orcs.id, channel_id=CHANNEL
    )
    names = [c.name for c in await player_choices(interaction(world), "7")]
    assert names == ["#7 Hans — Nains", "#7 Grak — Orques", "#7 Hippolyta — Amazones"]


async def test_autocomplete_never_raises(world):
    broken = SimpleNamespace(**{**vars(interaction(world)), "client": SimpleNamespace()})
    assert await player_choices(broken, "x") == []
    assert await team_choices(broken, "x") == []


async def test_a_player_is_found_by_id_or_by_a_typed_name_within_the_server(world):
    grak = (await world.client.players.roster(GUILD, world.orcs.id))[0]
    assert (await resolve_player(interaction(world), f"id:{grak.id}")).name == "Grak"
    assert (await resolve_player(interaction(world), "grak")).id == grak.id
    with refused("Aucun joueur", error=UserError):
        await resolve_player(interaction(world, guild=OTHER), f"id:{grak.id}")
    with refused("Plusieurs joueurs", error=UserError):
        await resolve_player(interaction(world), "7")


async def test_team_editors_are_the_coach_and_commissioners(world):
    await require_team_editor(interaction(world), world.orcs)
    await require_team_editor(interaction(world, user=STRANGER, manage=True), world.orcs)
    with refused("⛔", error=UserError):
        await require_team_editor(interaction(world, user=STRANGER), world.orcs)
    with refused("« Nains »", error=UserError):
        await require_team_editor(interaction(world), world.dwarves)


async def test_a_player_comes_with_his_team_and_an_editor_check_on_request(world):
    hans, team = await resolve_player_team(interaction(world), "Hans")
    assert (hans.name, team.id) == ("Hans", world.dwarves.id)
    with refused("« Nains »", error=UserError):
        await resolve_player_team(interaction(world), "Hans", editor=True)
    grak, team = await resolve_player_team(interaction(world), "Grak", editor=True)
    assert (grak.name, team.id) == ("Grak", world.orcs.id)
    assert (await resolve_team(interaction(world), "Orques", editor=True)).id == world.orcs.id
    assert (await resolve_team(interaction(world, user=STRANGER), "Nains")).id == world.dwarves.id
    with refused("« Nains »", error=UserError):
        await resolve_team(interaction(world), "Nains", editor=True)


async def test_a_match_comes_with_its_two_teams_and_a_member_check_on_request(world):
    opened = await world.client.matches.open(
        GUILD, COACH, home_team_id=world.dwarves.id, away_team_id=world.orcs.id, channel_id=CHANNEL
    )
    found, home, away = await resolve_match_teams(interaction(world), None)  # the one open in this channel
    assert (found.id, home.id, away.id) == (opened.id, world.dwarves.id, world.orcs.id)
    found, _, _ = await resolve_match_teams(interaction(world, user=STRANGER), f"#{opened.id}")
    assert found.id == opened.id
    await resolve_match_teams(interaction(world), f"#{opened.id}", member=True)  # the Orques' coach
    with refused("« Nains » et de « Orques »", error=UserError):
        await resolve_match_teams(interaction(world, user=STRANGER), f"#{opened.id}", member=True)


async def test_what_the_game_counts_on_a_player_is_changed_by_a_commissioner_only(world):
    grak = await resolve_player(interaction(world), "Grak")
    await require_player_fields(interaction(world), grak, world.orcs, ["name", "number", "position"])
    await require_player_fields(interaction(world, manage=True), grak, world.orcs, ["value", "spp", "skills"])
    for field in ("profile", "skills", "keywords", "spp", "niggling", "miss_next_game", "value", "journeyman"):
        with refused("seul un commissaire change ce que le jeu compte chez .*#7 Grak — Orques", error=UserError):
            await require_player_fields(interaction(world), grak, world.orcs, ["name", field])


def test_a_profile_typed_in_options_keeps_what_was_left_out_apart():
    assert typed_profile(6, 3, "3+", "-", "9+") == Typed(ma=6, st=3, ag=3, pa=None, av=9, no_pa=True)
    assert typed_profile(None, None, None, "4", None) == Typed(pa=4)
    assert typed_profile(None, None, None, None, None) == Typed()


def test_roster_csv_lists_split_on_commas_too():
    text = "numero;nom;poste;M;F;AG;CP;AR;competences;mots_cles\n"
    text += "1;Hans;Bloqueur;4;3;4+;5+;10+;Blocage, Tacle;Nain|Bloqueur\n"
    (hans,) = parse_roster(text)
    assert hans.skills == ("block", "tackle") and hans.keywords == ("Nain", "Bloqueur")  # skills by key


@pytest.mark.parametrize(
    ("typed", "number"),
    [
        ("12", 12),
        ("n° 12", 12),
        ("#12", 12),
        ("n° 12 · Orques de Fer – Nains · en cours", 12),  # the autocomplete's label, typed by hand
        ("Match 12 · Iron Orcs – Dwarfs · in progress", 12),
        ("match 12", None),  # read whole: the label's « Match » only before its « · »
        ("12b · x", None),
    ],
)
def test_a_match_number_is_read_whole_or_from_its_label(typed, number):
    from cogs.utils.league import match_number

    assert match_number(typed) == number
