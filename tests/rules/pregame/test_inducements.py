"""The common Inducements (inducements.md) and the money that buys them (league_play.md « Inducements »)."""

from __future__ import annotations

import pytest

from rules.errors import DomainError
from rules.pregame import inducements as ind
from rules.pregame.inducements import Basket, Mercenary, Star, budget, buyer, check_purchase

#: The book's list, written out: key, « 0-N », gold pieces, who alone may take it.
BOOK = [
    ("prayers_to_nuffle", 3, 10_000, None),
    ("part_time_assistant_coach", 5, 20_000, None),
    ("temp_agency_cheerleader", 5, 5_000, None),
    ("team_mascot", 1, 25_000, None),
    ("weather_mage", 1, 25_000, None),
    ("blitzers_best_keg", 2, 50_000, None),
    ("bribe", 3, 100_000, None),
    ("extra_team_training", 8, 100_000, None),
    ("mortuary_assistant", 1, 100_000, "masters_of_undeath"),
    ("plague_doctor", 1, 100_000, "favoured_of_nurgle"),
    ("riotous_rookies", 1, 150_000, "low_cost_linemen"),
    ("wandering_apothecary", 2, 100_000, "apothecary_allowed"),
    ("halfling_master_chef", 1, 300_000, None),
    ("dodgy_league_rep", 1, 120_000, None),
    ("josef_bugman", 1, 100_000, None),
    ("mercenary_player", 3, None, None),
    ("star_player", 2, None, None),
    ("sports_wizard", 1, 150_000, None),
]

HUMAN = buyer("Human", ("team_captain",))
GOBLIN = buyer("Goblin", ("bribery_and_corruption",))
UNDEAD = buyer("Shambling Undead", ("masters_of_undeath",))
NURGLE = buyer("Nurgle", ("favoured_of", "brawlin_brutes"))
CHOSEN_KHORNE = buyer("Chaos Chosen", ("favoured_of",), alignment="khorne")
CHOSEN_NURGLE = buyer("Chaos Chosen", ("favoured_of",), alignment="nurgle")
OGRE = buyer("Ogre", ("brawlin_brutes", "low_cost_linemen"))
SNOTLING = buyer("Snotling", ("bribery_and_corruption", "low_cost_linemen", "swarming"))
HALFLING = buyer("Halflings", ())

RICH = budget(1_500_000, 1_000_000, 5_000_000)


def test_the_list_is_the_books_in_its_order():
    assert [(i.key, i.most, i.price, i.requires) for i in ind.INDUCEMENTS] == BOOK


@pytest.mark.parametrize(("key", "most", "price", "requires"), BOOK)
def test_each_inducement_at_its_limit_and_price_for_a_team_that_may_take_it(key, most, price, requires):
    team = {
        None: HUMAN,
        "masters_of_undeath": UNDEAD,
        "favoured_of_nurgle": NURGLE,
        "low_cost_linemen": OGRE,
        "apothecary_allowed": HUMAN,
    }[requires]
    if price is None:  # Mercenaries and Star Players: their own tests below
        return
    bought = check_purchase(team, Basket({key: most}), RICH)
    assert bought.lines == ((key, most, most * price),)
    with pytest.raises(DomainError) as refused:
        check_purchase(team, Basket({key: most + 1}), RICH)
    assert refused.value.key == "error.pregame.over_limit"
    assert refused.value.params["most"] == most


@pytest.mark.parametrize(
    ("key", "refused", "allowed"),
    [
        ("mortuary_assistant", [HUMAN, NURGLE, OGRE], [UNDEAD, buyer("Tomb Kings", ("masters_of_undeath",))]),
        (
            "plague_doctor",
            [HUMAN, UNDEAD, CHOSEN_KHORNE, buyer("Chaos Chosen", ("favoured_of",))],
            [NURGLE, CHOSEN_NURGLE],
        ),
        ("riotous_rookies", [HUMAN, GOBLIN, UNDEAD], [OGRE, SNOTLING]),
        (
            "wandering_apothecary",
            [UNDEAD, NURGLE, buyer("Necromantic Horror", ()), buyer("Tomb Kings", ())],
            [HUMAN, OGRE],
        ),
    ],
)
def test_who_may_take_what_the_book_reserves(key, refused, allowed):
    for team in refused:
        with pytest.raises(DomainError) as no:
            check_purchase(team, Basket({key: 1}), RICH)
        assert no.value.key == "error.pregame.not_available", team
    price = next(price for name, _, price, _ in BOOK if name == key)
    for team in allowed:
        assert check_purchase(team, Basket({key: 1}), RICH).total == price


def test_bribery_and_corruption_six_bribes_at_fifty_thousand_and_a_cheaper_dodgy_league_rep():
    assert check_purchase(GOBLIN, Basket({"bribe": 6}), RICH).total == 6 * 50_000
    assert check_purchase(SNOTLING, Basket({"dodgy_league_rep": 1}), RICH).total == 80_000
    assert check_purchase(HUMAN, Basket({"dodgy_league_rep": 1}), RICH).total == 120_000
    with pytest.raises(DomainError):
        check_purchase(GOBLIN, Basket({"bribe": 7}), RICH)


def test_a_halfling_team_pays_its_master_chef_a_hundred_thousand():
    assert check_purchase(HALFLING, Basket({"halfling_master_chef": 1}), RICH).total == 100_000
    assert check_purchase(HUMAN, Basket({"halfling_master_chef": 1}), RICH).total == 300_000


def test_one_biased_referee_one_infamous_staff_one_wizard():
    bought = check_purchase(HUMAN, Basket({"dodgy_league_rep": 1, "josef_bugman": 1, "sports_wizard": 1}), RICH)
    assert bought.total == 120_000 + 100_000 + 150_000


def test_an_unknown_inducement_is_refused():
    with pytest.raises(DomainError) as refused:
        check_purchase(HUMAN, Basket({"beer": 1}), RICH)
    assert refused.value.key == "error.pregame.unknown"


# --- Mercenaries and Star Players ---------------------------------------------------------------------------------


def test_a_mercenary_costs_his_line_and_thirty_thousand_and_fifty_more_with_a_skill():
    """« a Mercenary Human Lineman would cost 80,000 gold pieces »."""
    assert ind.mercenary_price("Human", Mercenary("Human Lineman")) == 80_000
    assert ind.mercenary_price("Humains", Mercenary("Blitzer", skill="sure_hands")) == 85_000 + 30_000 + 50_000
    bought = check_purchase(HUMAN, Basket(mercenaries=(Mercenary("Human Lineman"),) * 3), RICH, fielded=11)
    assert bought.lines == (("mercenary_player", 3, 240_000),)
    with pytest.raises(DomainError) as refused:
        check_purchase(HUMAN, Basket(mercenaries=(Mercenary("Human Lineman"),) * 4), RICH, fielded=11)
    assert refused.value.key == "error.pregame.over_limit"


def test_a_mercenary_may_not_exceed_his_lines_limit_but_missing_players_leave_room():
    on_field = ["Human Blitzer", "Human Blitzer", *["Human Lineman"] * 9]
    with pytest.raises(DomainError) as refused:
        check_purchase(HUMAN, Basket(mercenaries=(Mercenary("Human Blitzer"),)), RICH, on_roster=on_field, fielded=11)
    assert refused.value.key == "error.roster.position_full"
    check_purchase(HUMAN, Basket(mercenaries=(Mercenary("Human Blitzer"),)), RICH, on_roster=on_field[1:], fielded=10)


def test_a_mercenary_of_another_roster_is_refused():
    with pytest.raises(DomainError) as refused:
        check_purchase(HUMAN, Basket(mercenaries=(Mercenary("Orc Blitzer"),)), RICH)
    assert refused.value.key == "error.pregame.mercenary_line"


def test_two_star_player_choices_a_pair_counting_once_never_above_sixteen():
    pair = Star("grim_and_gloriel", 200_000, players=2)  # an opaque key: the stars' data is rules.pregame.starplayers
    one = Star("a_star", 150_000)
    assert check_purchase(HUMAN, Basket(stars=(pair, one)), RICH, fielded=13).total == 350_000
    with pytest.raises(DomainError) as refused:
        check_purchase(HUMAN, Basket(stars=(one, one, one)), RICH, fielded=11)
    assert refused.value.key == "error.pregame.too_many_stars"
    with pytest.raises(DomainError) as refused:
        check_purchase(HUMAN, Basket(stars=(pair, one)), RICH, fielded=14)
    assert (refused.value.key, refused.value.params["count"]) == ("error.pregame.too_many_players", 17)


def test_a_team_with_bugman_on_the_staff_cannot_hire_him_as_a_star():
    with pytest.raises(DomainError) as refused:
        check_purchase(HUMAN, Basket({"josef_bugman": 1}, stars=(Star("josef_bugman", 100_000),)), RICH)
    assert refused.value.key == "error.pregame.bugman_twice"


# --- Petty Cash and Treasury ---------------------------------------------------------------------------------------


def test_the_books_example_jay_spends_a_keg_dan_gets_petty_cash_and_adds_ten_thousand():
    """Jay 1,240,000 against Dan 1,160,000: Jay buys a Keg from his Treasury; Dan gets 80,000 + 50,000 and adds
    10,000 from his Treasury, 140,000 in all."""
    jay = budget(1_240_000, 1_160_000, 120_000)
    assert (jay.side, jay.petty_cash, jay.treasury) == ("higher", 0, 120_000)
    keg = check_purchase(HUMAN, Basket({"blitzers_best_keg": 1}), jay)
    assert (keg.total, keg.petty_cash, keg.treasury) == (50_000, 0, 50_000)
    dan = budget(1_160_000, 1_240_000, 200_000, other_spent=keg.treasury)
    assert (dan.side, dan.petty_cash, dan.treasury) == ("lower", 130_000, 50_000)
    bought = check_purchase(HUMAN, Basket({"prayers_to_nuffle": 1, "bribe": 1, "temp_agency_cheerleader": 5}), dan)
    assert (bought.total, bought.petty_cash, bought.treasury) == (135_000, 130_000, 5_000)


def test_the_lower_team_tops_up_with_fifty_thousand_at_most():
    lower = budget(1_000_000, 1_100_000, 300_000)
    assert (lower.petty_cash, lower.treasury, lower.total) == (100_000, 50_000, 150_000)
    assert check_purchase(HUMAN, Basket({"sports_wizard": 1}), lower).treasury == 50_000
    with pytest.raises(DomainError) as refused:
        check_purchase(HUMAN, Basket({"sports_wizard": 1, "prayers_to_nuffle": 1}), lower)
    assert refused.value.key == "error.pregame.over_budget"
    assert budget(1_000_000, 1_100_000, 20_000).treasury == 20_000  # no more than it holds


def test_unspent_petty_cash_is_lost():
    lower = budget(1_000_000, 1_150_000, 0)
    bought = check_purchase(HUMAN, Basket({"blitzers_best_keg": 2}), lower)
    assert (bought.petty_cash, bought.treasury, bought.petty_cash_lost) == (100_000, 0, 50_000)


def test_equal_ctv_no_treasury_for_either():
    even = budget(1_000_000, 1_000_000, 400_000)
    assert (even.side, even.petty_cash, even.treasury) == ("equal", 0, 0)
    with pytest.raises(DomainError) as refused:
        check_purchase(HUMAN, Basket({"prayers_to_nuffle": 1}), even)
    assert refused.value.key == "error.pregame.over_budget"
    assert check_purchase(HUMAN, Basket(), even).total == 0


def test_the_higher_team_spends_first():
    with pytest.raises(DomainError) as refused:
        budget(1_200_000, 1_000_000, 100_000, other_spent=50_000)
    assert refused.value.key == "error.pregame.higher_first"


def test_the_issues_example_150_000_apart():
    """The favourite buys a Keg from its Treasury: the underdog's Petty Cash is 150,000 + 50,000 = 200,000."""
    favourite = budget(1_350_000, 1_200_000, 100_000)
    keg = check_purchase(HUMAN, Basket({"blitzers_best_keg": 1}), favourite)
    underdog = budget(1_200_000, 1_350_000, 0, other_spent=keg.treasury)
    assert underdog.petty_cash == 200_000
    bought = check_purchase(GOBLIN, Basket({"bribe": 1}, stars=(Star("a_star", 150_000),)), underdog, fielded=11)
    assert (bought.total, bought.petty_cash_lost) == (200_000, 0)


def test_riotous_rookies_bring_two_d3_plus_one():
    from rules.dice import Dice

    assert ind.riotous_rookies(Dice.manual([1, 1]))[0] == 3
    assert ind.riotous_rookies(Dice.manual([3, 2]))[0] == 6


def test_a_mercenary_gains_loner_and_his_primary_skill():
    assert ind.mercenary_skills("Human", Mercenary("Human Blitzer", skill="sure_hands")) == (
        "block",
        "tackle",
        "loner (4+)",
        "sure_hands",
    )


@pytest.mark.parametrize("skill", ["tackle", "dodge", "no_such_skill"])  # held already; Agility is Secondary; unknown
def test_a_mercenarys_skill_is_one_primary_skill_he_lacks(skill):
    with pytest.raises(DomainError) as refused:
        check_purchase(HUMAN, Basket(mercenaries=(Mercenary("Human Blitzer", skill=skill),)), RICH)
    assert refused.value.key == "error.pregame.mercenary_skill"


def test_the_offer_lists_what_a_team_may_take_at_its_price():
    human = {i.key: (n, cost) for i, n, cost in ind.offer(HUMAN)}
    assert "mortuary_assistant" not in human and "plague_doctor" not in human and "riotous_rookies" not in human
    assert human["wandering_apothecary"] == (2, 100_000) and human["bribe"] == (3, 100_000)
    snotling = {i.key: (n, cost) for i, n, cost in ind.offer(SNOTLING)}
    assert snotling["bribe"] == (6, 50_000) and snotling["riotous_rookies"] == (1, 150_000)
    assert "wandering_apothecary" not in {i.key for i, _, _ in ind.offer(UNDEAD)}
    assert len(ind.offer(HUMAN)) == len(BOOK) - 3


def test_a_nurgle_team_whose_favoured_of_was_taken_away_has_no_plague_doctor():
    assert NURGLE.alignment == "nurgle"
    assert not ind.available(ind.BY_KEY["plague_doctor"], buyer("Nurgle", ("brawlin_brutes",)))


def test_a_bribe_keeps_the_player_on_a_2_and_is_pocketed_on_a_natural_1():
    from rules.dice import Dice
    from rules.pregame.inducements import BRIBE_KEPT, BRIBE_LOST, roll_bribe

    outcomes = {face: roll_bribe(Dice.manual([face])).root for face in range(1, 7)}
    assert outcomes[1].outcome == BRIBE_LOST
    assert all(outcomes[face].outcome == BRIBE_KEPT for face in range(2, 7))
    assert outcomes[2].target == 2 and outcomes[2].total == 2


def test_each_apothecary_of_a_match_is_one_use_its_own_first_and_the_plague_doctor_last():
    """inducements.md: a Wandering Apothecary is used « once per game, in the same manner as a regular Apothecary »; a
    Plague Doctor « in the same manner as an Apothecary », or on a Regeneration: kept for last."""
    assert ind.apothecaries(own=True, inducements={}) == ("apothecary",)
    assert ind.apothecaries(own=False, inducements={}) == ()
    bought = {"wandering_apothecary": 2, "plague_doctor": 1, "bribe": 3}
    assert ind.apothecaries(own=True, inducements=bought) == (
        "apothecary",
        "wandering_apothecary:1",
        "wandering_apothecary:2",
        "plague_doctor",
    )
    # a team without its own Apothecary (Nurgle's roster has none) still has its Plague Doctor
    assert ind.apothecaries(own=False, inducements={"plague_doctor": 1}) == ("plague_doctor",)
    assert ind.left(ind.apothecaries(own=True, inducements=bought), ("apothecary", "wandering_apothecary:1")) == (
        "wandering_apothecary:2",
        "plague_doctor",
    )
    assert ind.healer_inducement("wandering_apothecary:2") == "wandering_apothecary"
    assert ind.healer_inducement("apothecary") == "apothecary"


def test_a_failed_regeneration_is_re_rolled_by_a_mortuary_assistant_first_then_a_plague_doctor():
    """« Once per game … re-roll a failed Regeneration Roll »: the Mortuary Assistant does nothing else: first."""
    assert ind.regeneration_rerolls({}) == ()
    assert ind.regeneration_rerolls({"mortuary_assistant": 1}) == ("mortuary_assistant",)
    assert ind.regeneration_rerolls({"plague_doctor": 1, "mortuary_assistant": 1}) == (
        "mortuary_assistant",
        "plague_doctor",
    )
    assert ind.regeneration_rerolls({"wandering_apothecary": 2}) == ()
