"""Ball movements are drawn; other steps are not."""

from render.pictures import pictures
from rules import pitch, weather
from rules.dice import Dice


def test_scatter_and_throw_in_are_drawn():
    assert "⭕" in pictures(pitch.roll_scatter(Dice.manual([5, 2])).root)[0]
    assert "⬛" in pictures(pitch.roll_throw_in(Dice.manual([3, 1, 1])).root)[0]


def test_weather_has_no_picture():
    assert pictures(weather.roll_weather(Dice.manual([3, 4])).root) == []


def test_a_changing_weather_scatter_3_is_drawn_after_the_deviation():
    """BB2025 Changing Weather on Perfect Conditions: the ball scatters 3 more squares before it lands, so the
    kick-off draws that path too (the deviation's 🏈 alone is not where the ball lands)."""
    from rules.kickoff import roll_kickoff
    from rules.ruleset import BB2025

    # D8 5 + D6 1 deviation; 4 + 4 Changing Weather; 3 + 4 Perfect Conditions; Scatter (3): 5, 5, 8
    result = roll_kickoff(Dice.manual([5, 1, 4, 4, 3, 4, 5, 5, 8]), BB2025)
    deviation, scatter = pictures(result.root)
    assert deviation.splitlines()[2] == "⬜⬜⭕🏈⬜"
    rows = scatter.splitlines()
    assert rows[3] == "⬜⬜⬜⭕➡️➡️⬜" and rows[4] == "⬜⬜⬜⬜⬜⬜🏈"
    assert result.root.find("kickoff.land").info["offset"] == [4, 1]
