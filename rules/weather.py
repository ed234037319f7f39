"""The weather table (2D6, one die per coach): seed 003's « table du climat ».

Seed 003 names the table without giving it; the rows and effects are those of
BB2020/BB2025 (rules-reference §2.11), the same in both rulesets. The table is
data: the roll, the labels (``weather.<key>`` and ``weather.<key>.detail``) and
the exact odds all read :data:`WEATHER`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.dice import Dice
from rules.model import Result, Step, table_step
from rules.ruleset import DEFAULT, Ruleset
from rules.table import RangeTable, Row

if TYPE_CHECKING:
    from fractions import Fraction

WEATHER = RangeTable(
    "weather",
    (6, 6),
    (
        Row(2, 2, "weather.sweltering_heat"),
        Row(3, 3, "weather.very_sunny"),
        Row(4, 10, "weather.perfect_conditions"),
        Row(11, 11, "weather.pouring_rain"),
        Row(12, None, "weather.blizzard"),
    ),
)

#: The result a Changing Weather event (bb2025 table) checks for its Scatter (3).
PERFECT_CONDITIONS = "weather.perfect_conditions"

#: Every catalogue key this module can produce: outcomes, their effect texts, the step kind.
LABEL_KEYS: tuple[str, ...] = (
    *WEATHER.outcomes,
    *(f"{key}.detail" for key in WEATHER.outcomes),
    "step.weather",
)


def weather_step(dice: Dice) -> Step:
    """The weather roll as a step, so a kick-off event can nest it in its own tree."""
    rolled = dice.many(2, 6)
    total = sum(d.value for d in rolled)
    row = WEATHER.row_for(total)
    return table_step("weather", row, rolled, WEATHER.row_label(row), info={"detail": f"{row.outcome}.detail"})


def roll_weather(dice: Dice, *, ruleset: Ruleset = DEFAULT) -> Result:
    """Roll 2D6 on the weather table.

    Both rulesets share the table; ``ruleset`` is only recorded in the result
    so a stored roll says which server setting it was made under.
    """
    return Result(root=weather_step(dice), ruleset=ruleset.key)


def weather_odds() -> dict[str, Fraction]:
    """Exact probability of each weather (rules-reference §5.6), from :data:`WEATHER`."""
    return WEATHER.distribution()
