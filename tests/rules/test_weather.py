"""The weather table: every total, odds of rules-reference §5.6, reproducible rolls."""

from fractions import Fraction

import pytest
from hypothesis import given, strategies as st

from rules.dice import Dice
from rules.ruleset import BB2025
from rules.weather import WEATHER, roll_weather, weather_odds

EXPECTED = {
    2: ("weather.sweltering_heat", "2"),
    3: ("weather.very_sunny", "3"),
    **{total: ("weather.perfect_conditions", "4-10") for total in range(4, 11)},
    11: ("weather.pouring_rain", "11"),
    12: ("weather.blizzard", "12"),
}


def _pair(total):
    first = min(6, total - 1)
    return [first, total - first]


@pytest.mark.parametrize(("total", "expected"), sorted(EXPECTED.items()))
def test_every_total_of_the_weather_table(total, expected):
    root = roll_weather(Dice.manual(_pair(total))).root
    assert (root.outcome, root.row) == expected
    assert root.total == total
    assert root.kind == "weather"
    assert root.info["detail"] == f"{expected[0]}.detail"


def test_weather_odds_of_5_6():
    odds = weather_odds()
    assert odds == {
        "weather.sweltering_heat": Fraction(1, 36),
        "weather.very_sunny": Fraction(1, 18),
        "weather.perfect_conditions": Fraction(5, 6),
        "weather.pouring_rain": Fraction(1, 18),
        "weather.blizzard": Fraction(1, 36),
    }
    assert sum(odds.values()) == 1


@given(a=st.integers(1, 6), b=st.integers(1, 6))
def test_the_table_agrees_with_a_roll_on_every_pair(a, b):
    root = roll_weather(Dice.manual([a, b])).root
    assert root.outcome == WEATHER.lookup(a + b)
    assert weather_odds()[root.outcome] > 0


def test_seeded_weather_is_reproducible_and_replays_by_hand():
    dice = Dice.seeded(5)
    first = roll_weather(dice, ruleset=BB2025)
    assert first.to_dict() == roll_weather(Dice.seeded(5), ruleset=BB2025).to_dict()
    replay = roll_weather(Dice.manual([d.value for d in dice.thrown]), ruleset=BB2025)
    assert replay.to_dict() == first.to_dict()
    assert first.ruleset == "bb2025"
