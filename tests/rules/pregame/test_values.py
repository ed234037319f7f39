"""Who plays, the Journeymen and the pre-game's TV and CTV (league_play.md « Take on Journeymen »)."""

from __future__ import annotations

import pytest

from rules.errors import DomainError
from rules.pregame.values import SquadPlayer, Staff, able_to_play, journeymen_needed, pregame_value, take_on


def squad(able: int, *, start: int = 1, position: str = "Clanrat Lineman", value: int = 50_000) -> list[SquadPlayer]:
    return [SquadPlayer(start + n, position, value) for n in range(able)]


def test_dead_missing_and_retired_players_do_not_play():
    players = [
        *squad(8),
        SquadPlayer(20, "Clanrat Lineman", 50_000, dead=True),
        SquadPlayer(21, "Clanrat Lineman", 50_000, miss_next_game=True),
        SquadPlayer(22, "Clanrat Lineman", 50_000, temporarily_retired=True),
        SquadPlayer(23, "Clanrat Lineman", 50_000, retired=True),
    ]
    assert [p.id for p in able_to_play(players)] == list(range(1, 9))
    assert journeymen_needed(players) == 3


@pytest.mark.parametrize(("able", "needed"), [(11, 0), (14, 0), (10, 1), (9, 2), (0, 11)])
def test_journeymen_bring_the_players_able_to_play_up_to_eleven(able, needed):
    assert journeymen_needed(squad(able)) == needed


def test_the_books_example_nine_skaven_get_two_clanrats_with_loner_counted_in_ctv():
    """Jay's Skaven: nine players can play, two Journeymen Clanrats join, both counted in CTV."""
    players = [*squad(9), SquadPlayer(10, "Skaven Blitzer", 90_000, miss_next_game=True)]
    journeymen = take_on("Skaven", players)
    assert [(j.position, j.value) for j in journeymen] == [("Skaven Clanrat", 50_000)] * 2
    assert all(j.skills[-1] == "loner (4+)" for j in journeymen)
    value = pregame_value("Skaven", (), players, journeymen, Staff(rerolls=2, reroll_cost=50_000))
    assert value.tv == 9 * 50_000 + 90_000 + 2 * 50_000 + 2 * 50_000
    assert value.ctv == 9 * 50_000 + 2 * 50_000 + 2 * 50_000  # the Blitzer misses the game
    assert (value.journeymen, value.journeymen_value, value.value.missing_next) == (2, 100_000, 90_000)


def test_no_journeymen_with_eleven_able():
    assert take_on("Skaven", squad(11)) == ()


def test_a_roster_with_two_lineman_lines_chooses_each_journeyman():
    """Shambling Undead: Skeleton and Zombie Linemen are both 0-16, « you may choose which type they will be »."""
    players = squad(9, position="Zombie Lineman", value=40_000)
    with pytest.raises(DomainError) as refused:
        take_on("Shambling Undead", players)
    assert refused.value.key == "error.pregame.journeyman_choice"
    assert refused.value.params["positions"] == "Skeleton Lineman, Zombie Lineman"
    chosen = take_on("Morts-Vivants", players, ["Skeleton Lineman", "Zombie Lineman"])
    assert [(j.position, j.value) for j in chosen] == [("Skeleton Lineman", 40_000), ("Zombie Lineman", 40_000)]
    assert [j.position for j in take_on("Shambling Undead", players, ["Zombie"])] == ["Zombie Lineman"] * 2


def test_a_line_that_is_not_a_0_16_lineman_is_refused():
    with pytest.raises(DomainError) as refused:
        take_on("Skaven", squad(10), ["Skaven Blitzer"])
    assert refused.value.key == "error.roster.journeyman_line"


def test_a_house_roster_short_of_players_is_told():
    with pytest.raises(DomainError) as refused:
        take_on("Ma Maison", squad(10))
    assert (refused.value.key, refused.value.params["count"]) == ("error.pregame.journeyman_roster", 1)


def test_low_cost_linemen_journeymen_add_nothing_to_ctv():
    """An Ogre team's Gnoblar Journeymen: their Hiring Fee counts 0 in CTV, as its Gnoblars' does."""
    players = [SquadPlayer(n, "Ogre Blocker", 140_000) for n in range(1, 6)]
    players += [SquadPlayer(n, "Gnoblar Lineman", 15_000) for n in range(6, 10)]
    journeymen = take_on("Ogre", players)
    assert [j.position for j in journeymen] == ["Gnoblar Lineman"] * 2
    value = pregame_value("Ogre", ("brawlin_brutes", "low_cost_linemen"), players, journeymen)
    assert value.tv == 5 * 140_000 + 6 * 15_000
    assert value.ctv == 5 * 140_000
    assert value.value.linemen_free == 6 * 15_000


def test_a_temporarily_retired_player_is_in_tv_not_ctv_and_a_dead_one_in_neither():
    players = [
        *squad(11),
        SquadPlayer(12, "Skaven Blitzer", 90_000, temporarily_retired=True),
        SquadPlayer(13, "Skaven Blitzer", 90_000, dead=True),
    ]
    value = pregame_value("Skaven", (), players, take_on("Skaven", players))
    assert (value.tv, value.ctv, value.journeymen) == (11 * 50_000 + 90_000, 11 * 50_000, 0)


def test_riotous_rookies_come_after_the_journeymen_needed():
    """A Snotling team with ten players able to play: one Journeyman, then 2D3+1 (here 5) more."""
    from rules.dice import Dice
    from rules.pregame.inducements import riotous_rookies

    rookies, _ = riotous_rookies(Dice.manual([2, 2]))
    players = squad(10, position="Snotling Lineman", value=15_000)
    assert [j.position for j in take_on("Snotling", players, extra=rookies)] == ["Snotling Lineman"] * 6
    assert take_on("Snotling", squad(12, position="Snotling Lineman"), extra=rookies)[0].value == 15_000
