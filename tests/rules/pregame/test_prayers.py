"""Prayers to Nuffle (inducements.md): a D16 each, no result twice for a team, players picked never a Star Player."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from rules.characteristics import Profile
from rules.dice import Dice, DiceError
from rules.errors import DomainError
from rules.pregame import prayers
from rules.pregame.prayers import BY_FACE, BY_KEY, eligible, pick_players, roll_prayer, roll_prayers

#: The book's table, written out: D16 face → result.
BOOK = {
    1: "treacherous_trapdoor",
    2: "friends_with_the_ref",
    3: "stiletto",
    4: "iron_man",
    5: "knuckle_dusters",
    6: "bad_habits",
    7: "greasy_cleats",
    8: "blessing_of_nuffle",
    9: "moles_under_the_pitch",
    10: "perfect_passing",
    11: "dazzling_catching",
    12: "fan_interaction",
    13: "fouling_frenzy",
    14: "throw_a_rock",
    15: "under_scrutiny",
    16: "intensive_training",
}


def test_the_table_is_the_books():
    assert {face: prayer.key for face, prayer in BY_FACE.items()} == BOOK
    assert [prayers.TABLE.lookup(face) for face in range(1, 17)] == [f"prayer.{BOOK[f]}" for f in range(1, 17)]


@pytest.mark.parametrize("face", range(1, 17))
def test_each_face_gives_its_prayer(face):
    step = roll_prayer(Dice.manual([face]))
    assert (step.outcome, step.total) == (f"prayer.{BOOK[face]}", face)


def test_a_result_already_rolled_is_rolled_again_and_every_die_kept():
    steps = roll_prayers(3, Dice.manual([7, 7, 12, 7, 12, 1]))
    assert [s.total for s in steps] == [7, 12, 1]
    assert [d.value for d in steps[2].dice] == [7, 12, 1]
    assert steps[2].info["rerolled"] == [7, 12]


def test_earlier_prayers_of_the_team_count_too():
    assert roll_prayer(Dice.manual([3, 3, 4]), rolled=[3]).total == 4


def test_hand_typed_dice_that_repeat_need_one_more():
    with pytest.raises(DiceError):
        roll_prayers(2, Dice.manual([5, 5]))


def test_never_a_repeat_over_many_seeded_rolls():
    for seed in range(200):
        faces = [s.total for s in roll_prayers(3, Dice(random.Random(seed)))]
        assert len(set(faces)) == 3


def test_sixteen_faces_rolled_leave_nothing():
    with pytest.raises(DomainError) as refused:
        roll_prayer(Dice.manual([1]), rolled=range(1, 17))
    assert refused.value.key == "error.pregame.prayers"


@pytest.mark.parametrize(
    ("key", "whose", "count", "random_pick"),
    [
        ("stiletto", "own", 1, True),
        ("iron_man", "own", 1, False),
        ("knuckle_dusters", "own", 1, False),
        ("bad_habits", "opponent", 0, True),  # D3
        ("greasy_cleats", "opponent", 1, True),
        ("blessing_of_nuffle", "own", 1, True),
        ("intensive_training", "own", 1, True),
    ],
)
def test_the_prayers_that_select_players_say_whose_how_many_and_how(key, whose, count, random_pick):
    pick = BY_KEY[key].pick
    assert pick is not None and (pick.whose, pick.count, pick.random) == (whose, count, random_pick)


def test_the_others_select_nobody_before_the_game():
    selecting = {"stiletto", "iron_man", "knuckle_dusters", "bad_habits", "greasy_cleats", "blessing_of_nuffle"}
    selecting.add("intensive_training")
    assert {p.key for p in prayers.PRAYERS if p.pick is not None} == selecting


def test_a_random_pick_is_a_die_among_the_players_never_a_star():
    team = eligible([11, 12, 13, 99], stars={99})
    assert team == (11, 12, 13)
    step = pick_players(BY_KEY["stiletto"], team, Dice.manual([2]))
    assert step.info["players"] == [12] and [d.sides for d in step.dice] == [3]


def test_bad_habits_picks_d3_different_players():
    step = pick_players(BY_KEY["bad_habits"], (1, 2, 3, 4, 5), Dice.manual([3, 5, 1, 3]))
    assert [d.sides for d in step.dice] == [3, 5, 4, 3]
    assert step.info["players"] == [5, 1, 4]


def test_a_chosen_pick_rolls_nothing():
    step = pick_players(BY_KEY["iron_man"], (1, 2), Dice.manual([]))
    assert step.dice == () and step.info["players"] == []


def test_the_odds_are_even_among_the_faces_left():
    assert prayers.odds()["prayer.iron_man"] == Fraction(1, 16)
    left = prayers.odds(rolled=[4, 9])
    assert "prayer.iron_man" not in left and left["prayer.stiletto"] == Fraction(1, 14)


def test_the_chance_of_a_prayer_within_k_prayers_is_enumerated_from_the_table():
    # the D16 re-rolled on a face already rolled: a given prayer is among k prayers k times in 16
    for k in (1, 2, 3, 16):
        assert set(prayers.within_odds(k).values()) == {Fraction(k, 16)}
    assert len(prayers.within_odds(3)) == 16
    # after Stiletto (3) and Iron Man (4): 14 faces left, 2 prayers more
    left = prayers.within_odds(2, rolled=[3, 4])
    assert "prayer.iron_man" not in left and left["prayer.throw_a_rock"] == Fraction(2, 14)
    assert set(prayers.within_odds(16, rolled=[4]).values()) == {Fraction(1)}  # more than are left: all of them
    with pytest.raises(DomainError):
        prayers.within_odds(0)


def test_the_bribe_keeps_the_player_on_a_two_or_better():
    from rules import odds
    from rules.pregame.inducements import BRIBE_TABLE

    assert odds.table_odds(BRIBE_TABLE) == {"bribe.lost": Fraction(1, 6), "bribe.kept": Fraction(5, 6)}


# What a prayer gives the player it picked for this game (inducements.md: each « for the duration of the game »).


def test_a_skill_prayer_adds_its_skill_once():
    profile = Profile(6, 3, 3, 4, 9)
    assert prayers.blessed(profile, ("block",), ("knuckle_dusters",)) == (profile, ("block", "mighty_blow"))
    assert prayers.blessed(profile, ("stab",), ("stiletto",)) == (profile, ("stab",))
    assert prayers.blessed(profile, (), ("bad_habits", "blessing_of_nuffle"))[1] == ("loner (2+)", "pro")


def test_iron_man_improves_av_by_one_to_11_at_most():
    assert prayers.blessed(Profile(6, 3, 3, 4, 9), (), ("iron_man",)) == (Profile(6, 3, 3, 4, 10), ())
    assert prayers.blessed(Profile(6, 3, 3, 4, 11), (), ("iron_man",))[0].av == 11


def test_greasy_cleats_reduces_ma_by_one_to_1_at_least():
    assert prayers.blessed(Profile(6, 3, 3, 4, 9), (), ("greasy_cleats",))[0] == Profile(5, 3, 3, 4, 9)
    assert prayers.blessed(Profile(1, 3, 3, 4, 9), (), ("greasy_cleats",))[0].ma == 1


def test_intensive_training_gives_the_primary_skill_the_coach_chose():
    profile = Profile(6, 3, 3, 4, 9)
    assert prayers.blessed(profile, (), ("intensive_training",), chosen="dodge") == (profile, ("dodge",))
    assert prayers.blessed(profile, (), ("intensive_training",)) == (profile, ())  # none chosen yet: nothing


def test_a_prayer_that_picks_no_player_changes_nobody():
    profile = Profile(6, 3, 3, 4, 9)
    assert prayers.blessed(profile, ("block",), ("moles_under_the_pitch", "throw_a_rock")) == (profile, ("block",))
    assert set(prayers.PLAYER_EFFECTS) == {p.key for p in prayers.PRAYERS if p.pick is not None}
