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
