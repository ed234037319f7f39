"""Profiles, limits (rules-reference §2.4), seed 001's directions, D5's two improvements."""

import pytest

from rules.characteristics import (
    CHARACTERISTICS,
    Profile,
    at_minimum,
    can_improve,
    can_reduce,
    check_characteristic,
    format_value,
    improve,
    improvements_taken,
    reduce,
)
from tests.said import refused

BASE = Profile(ma=6, st=3, ag=3, pa=4, av=9)


# --- limits ---------------------------------------------------------------------------------------

#: Each characteristic's worst and best values: a target number (AG, PA) is best when low.
WORST_BEST = {"MA": (1, 9), "ST": (1, 8), "AG": (6, 1), "PA": (6, 1), "AV": (3, 11)}
LIMITS = {char: (min(bounds), max(bounds)) for char, bounds in WORST_BEST.items()}
#: BASE's value after one reduction (seed 001's directions) and after one improvement.
REDUCED_IMPROVED = {"MA": (5, 7), "ST": (2, 4), "AG": (4, 2), "PA": (5, 3), "AV": (8, 10)}


@pytest.mark.parametrize("char", CHARACTERISTICS)
def test_every_value_within_the_limits_is_accepted(char):
    low, high = LIMITS[char]
    for value in range(low, high + 1):
        assert BASE.with_value(char, value).get(char) == value


@pytest.mark.parametrize("char", CHARACTERISTICS)
def test_values_outside_the_limits_are_refused_in_french(char):
    low, high = LIMITS[char]
    for value in (low - 1, high + 1, 0, 40):
        if low <= value <= high:
            continue
        with refused(r"de \d+\+? à \d+\+?"):
            BASE.with_value(char, value)


def test_non_integers_are_refused():
    with pytest.raises(ValueError):
        Profile(6, 3, 3, 4, "9")
    with pytest.raises(ValueError):
        Profile(True, 3, 3, 4, 9)
    with pytest.raises(ValueError):
        Profile(6, 3, None, 4, 9)


def test_pa_may_be_a_dash():
    assert Profile(6, 3, 3, None, 9).pa is None


# --- reductions (seed 001) ------------------------------------------------------------------------


@pytest.mark.parametrize("char", CHARACTERISTICS)
def test_reduction_directions_follow_seed_001(char):
    assert reduce(BASE, char).get(char) == REDUCED_IMPROVED[char][0]


@pytest.mark.parametrize("char", CHARACTERISTICS)
def test_minimum_of_each_characteristic(char):
    minimum = WORST_BEST[char][0]
    profile = BASE.with_value(char, minimum)
    assert at_minimum(profile, char)
    assert not can_reduce(profile, char)
    with pytest.raises(ValueError, match="minimum"):
        reduce(profile, char)
    one_above = BASE.with_value(char, minimum + (1 if char in ("MA", "ST", "AV") else -1))
    assert can_reduce(one_above, char)
    assert reduce(one_above, char).get(char) == minimum


def test_pa_dash_cannot_be_reduced():
    assert at_minimum(Profile(6, 3, 3, None, 9), "PA")


# --- improvements (D5) ----------------------------------------------------------------------------


@pytest.mark.parametrize("char", CHARACTERISTICS)
def test_improvement_directions(char):
    assert improve(BASE, char).get(char) == REDUCED_IMPROVED[char][1]


@pytest.mark.parametrize("char", CHARACTERISTICS)
def test_never_past_the_maximum(char):
    profile = BASE.with_value(char, WORST_BEST[char][1])
    assert not can_improve(profile, char)
    with pytest.raises(ValueError, match="cannot be improved"):
        improve(profile, char)


@pytest.mark.parametrize("char", CHARACTERISTICS)
def test_d5_at_most_two_improvements_per_characteristic(char):
    assert can_improve(BASE, char, {char: 0})
    assert can_improve(BASE, char, {char: 1})
    assert not can_improve(BASE, char, {char: 2})
    assert not can_improve(None, char, {char: 2})
    others = {c: 2 for c in CHARACTERISTICS if c != char}
    assert can_improve(BASE, char, others)  # the limit is per characteristic, not a total


def test_pa_dash_improves_to_6_plus():
    assert improve(Profile(6, 3, 3, None, 9), "PA").pa == 6


def test_improvements_taken_is_validated():
    assert improvements_taken({"AG": 1}) == {"MA": 0, "ST": 0, "AG": 1, "PA": 0, "AV": 0}
    for bad in ({"AG": 3}, {"AG": -1}, {"XX": 1}, {"AG": "1"}):
        with pytest.raises(ValueError):
            improvements_taken(bad)


def test_unknown_characteristic_is_a_bug():
    with pytest.raises(ValueError, match="unknown characteristic"):
        check_characteristic("CP")


# --- formatting -----------------------------------------------------------------------------------


def test_format_targets_with_plus():
    assert [format_value(c, BASE.get(c)) for c in CHARACTERISTICS] == ["6", "3", "3+", "4+", "9+"]
    assert format_value("PA", None) == "-"


def test_a_passing_ability_of_dash_improved_gives_6_plus_and_docs_rules_says_whose_decision_it_is():
    """Issue 26 item 9: neither the BB2025 book (league_play.md « Characteristic Improvements » only says how a
    PA « in front of the + sign » improves) nor the seeds say what a PA of « - » improves to; docs/rules.md records
    the project's decision, next to the constant that applies it."""
    from pathlib import Path

    from rules.characteristics import PA_FROM_NONE, Profile, improve

    assert improve(Profile(6, 3, 3, None, 9), "PA").pa == PA_FROM_NONE == 6
    decisions = (Path(__file__).resolve().parents[2] / "docs" / "rules.md").read_text(encoding="utf-8")
    entry = next((line for line in decisions.splitlines() if "PA_FROM_NONE" in line), "")
    assert "project's decision" in entry, entry
