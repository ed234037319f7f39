"""Team value: players' values + staff + re-rolls at the roster price; CTV without who misses the next game."""

from rules.team_value import PlayerValue, team_value


def test_a_hand_computed_team():
    # Three players 50 000 + 85 000 (a +20 000 skill… already in the value) + 90 000 (Miss Next Game),
    # 3 re-rolls at 60 000, 2 cheerleaders, 1 assistant coach, an apothecary.
    players = [PlayerValue(50_000), PlayerValue(85_000), PlayerValue(90_000, plays_next=False)]
    value = team_value(players, rerolls=3, reroll_cost=60_000, cheerleaders=2, assistant_coaches=1, apothecary=True)
    assert (value.players, value.staff, value.rerolls) == (225_000, 80_000, 180_000)
    assert value.tv == 485_000
    assert value.ctv == 395_000 and value.missing_next == 90_000
    assert value.complete


def test_unknown_values_and_unpriced_rerolls_make_a_lower_bound():
    value = team_value([PlayerValue(None), PlayerValue(70_000)], rerolls=2)
    assert (value.tv, value.unvalued, value.unpriced_rerolls, value.complete) == (70_000, 1, 2, False)
    assert team_value([], rerolls=0).complete  # no re-roll: no price needed


def test_an_empty_roster_is_worth_its_staff():
    assert team_value([], cheerleaders=1, assistant_coaches=6).tv == 70_000


def test_low_cost_linemen_leave_a_linemans_hiring_fee_out_of_ctv_but_not_his_value_increases():
    """BB2025 ``the_teams.md`` « Low Cost Linemen »: « when a team with this special rule calculates its Current Team
    Value, treat the Hiring Fee of any Lineman players on the team as 0 gold pieces. Any value increase is included
    as normal. » (Ogre, Snotling). TV keeps the whole value."""
    from rules.team_value import low_cost_fee

    rules = ("brawlin_brutes", "low_cost_linemen")
    assert low_cost_fee(rules, "Ogre", "Gnoblar Lineman") == 15_000
    assert low_cost_fee(rules, "Ogres", "Gnoblar") == 15_000  # the roster and the line as a league types them
    assert low_cost_fee(rules, "Ogre", "Ogre Blocker") == 0  # not a Lineman
    assert low_cost_fee(("low_cost_linemen",), "Snotling", "Snotling Lineman") == 15_000
    assert low_cost_fee((), "Ogre", "Gnoblar Lineman") == 0  # the rule taken away (/team edit special_rules:)
    assert low_cost_fee(("low_cost_linemen",), "Humains", "Human Lineman") == 50_000  # the rule given to a team
    assert low_cost_fee(("low_cost_linemen",), "Ma Maison", "Gnoblar") == 0  # a house roster: no line known
    players = [
        PlayerValue(15_000, ctv_free=15_000),  # a fresh Gnoblar: nothing in CTV
        PlayerValue(35_000, ctv_free=15_000),  # a Gnoblar with a Primary skill: his +20,000 counts
        PlayerValue(15_000, plays_next=False, ctv_free=15_000),  # missing the next game: out of CTV once
        PlayerValue(140_000),  # an Ogre Blocker
    ]
    value = team_value(players, rerolls=1, reroll_cost=70_000)
    assert value.tv == 15_000 + 35_000 + 15_000 + 140_000 + 70_000
    assert value.ctv == 20_000 + 140_000 + 70_000
    assert value.missing_next == 15_000
