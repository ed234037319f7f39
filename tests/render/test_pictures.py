"""Ball movements are drawn; other steps are not."""

from render.pictures import pictures
from rules import pitch, weather
from rules.dice import Dice


def test_scatter_and_throw_in_are_drawn():
    assert "⭕" in pictures(pitch.roll_scatter(Dice.manual([5, 2])).root)[0]
    assert "⬛" in pictures(pitch.roll_throw_in(Dice.manual([3, 1, 1])).root)[0]


def test_weather_has_no_picture():
    assert pictures(weather.roll_weather(Dice.manual([3, 4])).root) == []
