"""Drafting and re-drafting (drafting_a_blood_bowl_team.md « TEAM DRAFT LIST »; league_play.md « RAISE FUNDS »,
« RE-DRAFT TEAM »), from the book's numbers."""

from __future__ import annotations

import pytest

from rules.draft import DraftList, check_draft, draft_cost, redraft_budget, rehire_cost, with_pick
from rules.errors import DomainError

ORCS = {"orc_lineman": 7, "orc_blitzer": 2, "orc_thrower": 1, "big_un_blocker": 1}  # 11 players


def test_a_rookie_orc_team_within_the_budget_leaves_the_rest_to_the_treasury():
    draft = DraftList("orc", ORCS, rerolls=2, apothecary=True, assistant_coaches=1, cheerleaders=2, dedicated_fans=3)
    cost = check_draft(draft)
    assert cost.players == 7 * 50_000 + 2 * 85_000 + 75_000 + 95_000 == 690_000
    assert cost.rerolls == 2 * 60_000
    assert cost.staff == 50_000 + 10_000 + 2 * 10_000
    assert cost.fans == 10_000  # « from 1 to 3 at the cost of 10,000 gold pieces »
    assert (cost.total, cost.treasury) == (900_000, 100_000)


def test_the_budget_is_the_commissioners():
    assert check_draft(DraftList("orc", ORCS), budget=1_150_000).treasury == 1_150_000 - 690_000


@pytest.mark.parametrize(
    ("draft", "key"),
    [
        (DraftList("orc", {"orc_lineman": 10}), "error.draft.player_count"),
        (DraftList("orc", {"orc_lineman": 16, "goblin_lineman": 1}), "error.draft.player_count"),
        (DraftList("orc", {**ORCS, "orc_blitzer": 3}), "error.draft.position_limit"),
        (DraftList("orc", {**ORCS, "troll": 2}), "error.draft.position_limit"),
        (DraftList("orc", {**ORCS, "wizard": 1}), "error.draft.position"),
        (DraftList("orc", ORCS, rerolls=9), "error.int_range"),
        (DraftList("orc", ORCS, assistant_coaches=7), "error.int_range"),
        (DraftList("orc", ORCS, cheerleaders=7), "error.int_range"),
        (DraftList("orc", ORCS, dedicated_fans=4), "error.int_range"),
        (DraftList("orc", ORCS, dedicated_fans=0), "error.int_range"),
        (DraftList("khemri", ORCS), "error.draft.roster"),
        (DraftList("orc", {"orc_lineman": 16}, rerolls=8), "error.draft.over_budget"),
    ],
)
def test_each_limit_of_the_book_is_refused_with_its_reason(draft, key):
    with pytest.raises(DomainError) as error:
        check_draft(draft)
    assert error.value.key == key


def test_sixteen_players_is_the_most_and_eleven_the_least():
    assert check_draft(DraftList("orc", {"orc_lineman": 16})).players == 800_000
    assert check_draft(DraftList("orc", {"orc_lineman": 11})).players == 550_000


def test_a_roster_without_an_apothecary_cannot_draft_one():
    with pytest.raises(DomainError) as error:
        check_draft(DraftList("nurgle", {"rotter": 11}, apothecary=True))
    assert error.value.key == "error.draft.no_apothecary"


def test_a_roster_footnote_limits_its_positions_together():
    """Chaos Chosen: « a single Big Guy, chosen from the following » (rules.rosters Limit)."""
    with pytest.raises(DomainError) as error:
        check_draft(DraftList("chaos_chosen", {"beastman_lineman": 9, "troll": 1, "ogre": 1}))
    assert error.value.key == "error.draft.roster_limit"


def test_raise_funds_adds_the_treasury_and_the_season_bonuses():
    """1,000,000 + Treasury + 20,000 per fixture played + 20,000 per win + 10,000 per draw."""
    budget = redraft_budget(45_000, played=6, won=3, drawn=1)
    assert budget.raised == 1_000_000 + 45_000 + 120_000 + 60_000 + 10_000 == 1_235_000
    assert (budget.budget, budget.lost) == (1_235_000, 0)


def test_raise_funds_is_capped_at_1_300_000_and_the_excess_is_lost():
    budget = redraft_budget(250_000, played=7, won=6, drawn=1)
    assert budget.raised == 1_000_000 + 250_000 + 140_000 + 120_000 + 10_000
    assert (budget.budget, budget.lost) == (1_300_000, 220_000)
    assert redraft_budget(250_000, played=7, won=6, drawn=1, cap=None).budget == 1_520_000


def test_a_record_that_cannot_be_is_refused():
    with pytest.raises(DomainError):
        redraft_budget(0, played=2, won=2, drawn=1)


def test_rehiring_skweek_costs_his_value_and_one_seasons_agent_fee():
    """« It will cost Jay 145,000 gold pieces plus 20,000 gold pieces … for a total of 165,000 »."""
    assert rehire_cost(145_000, 1) == 165_000
    assert rehire_cost(145_000, 0) == 145_000
    assert rehire_cost(90_000, 3) == 150_000


def test_a_teams_list_counts_its_players_by_the_rosters_line_in_either_language():
    from rules.draft import draft_of

    positions = ["Orc Lineman"] * 6 + ["Trois-Quart Orque", "Blitzer", "orc_blitzer", "Lanceur", "Big Un Blocker"]
    found = draft_of("Orques", positions, rerolls=2, dedicated_fans=2)
    assert found.roster == "orc"
    assert dict(found.players) == {"orc_lineman": 7, "orc_blitzer": 2, "orc_thrower": 1, "big_un_blocker": 1}
    assert check_draft(found).total == 690_000 + 2 * 60_000 + 5_000


def test_a_position_the_roster_has_not_is_named():
    from rules.draft import draft_of

    with pytest.raises(DomainError) as caught:
        draft_of("Orques", ["Orc Lineman", "Dwarf Blitzer"])
    assert caught.value.key == "error.draft.position" and caught.value.params["value"] == "Dwarf Blitzer"


def test_a_redraft_pays_each_rehired_player_his_value_and_the_agents_fee_and_new_ones_the_rosters_price():
    # league_play.md « RE-DRAFT TEAM »: a Blitzer of 105,000 CV who played one previous season costs 125,000
    blitzer = rehire_cost(105_000, 1)
    assert blitzer == 125_000
    draft = DraftList("orc", ORCS, rehired={"orc_blitzer": (blitzer,)})
    cost = check_draft(draft, budget=1_300_000)
    assert cost.players == 690_000 - 85_000 + 125_000  # one Blitzer re-hired, the other hired new
    assert cost.treasury == 1_300_000 - cost.players


def test_the_league_trophys_free_reroll_is_not_bought_again():
    draft = DraftList("orc", ORCS, rerolls=3, free_rerolls=1)
    assert check_draft(draft).rerolls == 2 * 60_000


def test_no_more_rehired_than_on_the_list():
    with pytest.raises(DomainError) as caught:
        check_draft(DraftList("orc", ORCS, rehired={"orc_troll": (115_000,)}))
    assert caught.value.key == "error.draft.rehired"


def test_a_pick_adds_one_player_of_the_position_and_its_cost_shows_what_is_left():
    """The draft screen's pick (issue 29): the running cost and what the budget leaves, after each pick, even on a
    list not yet at 11 players."""
    picked = with_pick(DraftList("orc", {"orc_lineman": 3}), "orc_blitzer")
    assert picked.players == {"orc_lineman": 3, "orc_blitzer": 1}
    cost = draft_cost(picked, 1_000_000)
    assert (cost.total, cost.treasury) == (3 * 50_000 + 85_000, 1_000_000 - 235_000)


@pytest.mark.parametrize(
    ("players", "key", "error"),
    [
        ({**ORCS}, "orc_blitzer", "error.draft.position_limit"),  # « 0-2 Orc Blitzers »: the 3rd
        ({"orc_lineman": 16}, "orc_thrower", "error.draft.player_count"),  # the 17th player
        ({"orc_lineman": 14, "orc_blitzer": 2}, "orc_lineman", "error.draft.player_count"),
        ({"beastman_lineman": 9, "troll": 1}, "ogre", "error.draft.roster_limit"),  # Chaos Chosen: a single Big Guy
        ({**ORCS}, "wizard", "error.draft.position"),
    ],
)
def test_a_pick_that_breaks_a_limit_is_refused_when_made(players, key, error):
    roster = "chaos_chosen" if "troll" in players and "beastman_lineman" in players else "orc"
    with pytest.raises(DomainError) as refused:
        with_pick(DraftList(roster, players), key)
    assert refused.value.key == error
