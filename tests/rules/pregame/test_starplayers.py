"""Who may hire which Star Player, and what a hire refuses (inducements.md « 0-2 STAR PLAYERS »)."""

from __future__ import annotations

import pytest

from rules import draft, rosters, skills
from rules.errors import DomainError, Named
from rules.pregame import starplayers
from rules.pregame.starplayers import available_to, check_hire, fee, find

ORC = rosters.BY_KEY["orc"]
HUMAN = rosters.BY_KEY["human"]
NORSE = rosters.BY_KEY["norse"]
WOOD_ELF = rosters.BY_KEY["wood_elf"]
VAMPIRE = rosters.BY_KEY["vampire"]


def _names(found: tuple[starplayers.StarPlayer, ...]) -> set[str]:
    return {star.name for star in found}


def _refused(
    key: str, roster: rosters.Roster, chosen: list[str], players: int, *, bugman_hired: bool = False
) -> DomainError:
    with pytest.raises(DomainError) as caught:
        check_hire(roster, chosen, players, bugman_hired=bugman_hired)
    assert caught.value.key == key
    return caught.value


def test_a_star_plays_for_his_leagues_only():
    assert "Griff Oberwald" in _names(available_to(HUMAN))
    assert "Griff Oberwald" not in _names(available_to(ORC))
    assert "Varag Ghoul-Chewer" in _names(available_to(ORC))


def test_any_team_but_the_excluded_league():
    assert "Akhorne the Squirrel" in _names(available_to(VAMPIRE))
    assert "Morg 'n' Thorg" not in _names(available_to(VAMPIRE))  # « except those from Sylvanian Spotlight »
    assert "Morg 'n' Thorg" in _names(available_to(ORC))


def test_a_team_of_two_leagues_hires_from_the_one_it_chose():
    both = _names(available_to(WOOD_ELF))
    assert {"Lucien Swift", "Valen Swift", "Willow Rosebark"} <= both
    woodland = _names(available_to(WOOD_ELF, league="woodland_league"))
    assert "Willow Rosebark" in woodland and "Lucien Swift" not in woodland


def test_favoured_of_a_power_only_for_a_team_of_that_power():
    assert "Max Spleenripper" in _names(available_to(rosters.BY_KEY["khorne"]))
    assert "Guffle Pusmaw" not in _names(available_to(rosters.BY_KEY["khorne"]))
    renegades = rosters.BY_KEY["chaos_renegades"]
    assert {"Max Spleenripper", "Guffle Pusmaw"} <= _names(available_to(renegades))
    nurgle_only = _names(available_to(renegades, favoured="nurgle"))
    assert "Guffle Pusmaw" in nurgle_only and "Max Spleenripper" not in nurgle_only
    assert "Max Spleenripper" not in _names(available_to(renegades, special_rules=()))


def test_a_norse_team_is_favoured_of_khorne_in_the_chaos_clash_only():
    assert "Max Spleenripper" in _names(available_to(NORSE))
    assert "Max Spleenripper" not in _names(available_to(NORSE, league="old_world_classic"))
    assert "Max Spleenripper" in _names(available_to(NORSE, league="chaos_clash"))


def test_a_pair_is_found_by_any_of_its_names_and_costs_once():
    pair = find("Grak")
    assert pair is not None and [s.name for s in pair] == ["Grak", "Crumbleberry"]
    assert find("grak and crumbleberry") == pair == find("Crumbleberry")
    assert fee(pair) == 250_000
    assert find("Gloriel") is None and find("Griff Oberwald") == (starplayers.BY_KEY["griff_oberwald"],)


def test_a_hire_gives_the_players():
    hired = check_hire(HUMAN, ["Griff Oberwald", "grak"], 11)
    assert [s.key for s in hired] == ["griff_oberwald", "grak", "crumbleberry"]
    assert fee(hired) == 300_000 + 250_000


def test_a_pair_counts_as_one_choice_a_third_is_refused():
    assert len(check_hire(rosters.BY_KEY["dark_elf"], ["The Swift Twins", "Eldril Sidewinder"], 11)) == 3
    error = _refused("error.starplayers.too_many", HUMAN, ["Griff Oberwald", "Grak", "Helmut Wulf"], 11)
    assert error.params == {"most": 2, "count": 3}


def test_a_star_the_roster_may_not_hire_is_refused():
    error = _refused("error.starplayers.not_available", ORC, ["Griff Oberwald"], 11)
    assert error.params == {"star": "Griff Oberwald", "roster": Named("Orques", "Orc")}


def test_the_same_star_twice_for_one_team_is_refused():
    _refused("error.starplayers.twice", HUMAN, ["Griff Oberwald", "griff oberwald"], 11)
    _refused("error.starplayers.twice", HUMAN, ["Grak", "Crumbleberry"], 11)


def test_an_unknown_name_is_refused():
    assert _refused("error.starplayers.unknown", HUMAN, ["Griff Oberwaldo"], 11).params == {"value": "Griff Oberwaldo"}


def test_never_above_16_players_the_missing_ones_not_counted():
    assert len(check_hire(HUMAN, ["Griff Oberwald"], 15)) == 1
    error = _refused("error.starplayers.too_many_players", HUMAN, ["Griff Oberwald"], 16)
    assert error.params == {"most": 16, "players": 16, "stars": 1}
    _refused("error.starplayers.too_many_players", HUMAN, ["Grak"], 15)  # a pair takes two places
    assert len(check_hire(HUMAN, ["Grak"], 14)) == 2
    assert starplayers.MOST_PLAYERS == draft.MAX_PLAYERS


def test_both_teams_may_hire_the_same_star():
    first = check_hire(HUMAN, ["Griff Oberwald"], 11)
    second = check_hire(rosters.BY_KEY["bretonnian"], ["Griff Oberwald"], 12)
    assert first == second


def test_josef_bugman_not_twice_over():
    assert check_hire(HUMAN, ["Josef Bugman"], 11)
    _refused("error.starplayers.bugman", HUMAN, ["Josef Bugman"], 11, bugman_hired=True)


def test_the_data_is_made_of_keys_the_rules_know():
    for star in starplayers.STAR_PLAYERS:
        assert all(skills.read(s).key in skills.CATALOGUE for s in star.skills), star.name
        for entry in (*star.plays_for, *star.excluded):
            god = entry.removeprefix(starplayers.FAVOURED_OF)
            assert entry in (starplayers.ANY_TEAM, *starplayers.LEAGUES) or god in starplayers.GODS, entry
    assert len({s.key for s in starplayers.STAR_PLAYERS}) == len(starplayers.STAR_PLAYERS)
    assert set(starplayers.TEAM_LEAGUES) == set(rosters.BY_KEY)
    for leagues in starplayers.TEAM_LEAGUES.values():
        assert set(leagues) <= set(starplayers.LEAGUES)
    assert all(len(hire) == 2 for hire in starplayers.HIRES.values() if hire[0].pair)
