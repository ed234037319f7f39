"""Dice typed by hand named by the roll they belong to, and a roll that waits for the rest (issue 26)."""

import pytest

from rules import injury
from rules.hand import HandDiceError, HandDie, first_die, hand_roll
from rules.ruleset import DEFAULT


def armour(dice, **more):
    return injury.roll_armour(dice, DEFAULT, av=8, regeneration=True, **more)


def test_the_first_dice_a_roll_throws_are_named_by_their_roll():
    assert first_die(armour) == HandDie("armour", 6, 2)
    assert first_die(lambda d: armour(d, steady_footing=True)) == HandDie("steady_footing", 6, 1)


def test_a_die_out_of_range_is_named_by_its_roll():
    # 5 + 4 breaks AV 8+, 6 + 6 is a Casualty: the fifth die is the Regeneration D6
    with pytest.raises(HandDiceError) as caught:
        hand_roll(armour, (5, 4, 6, 6, 7))
    assert caught.value.key == "error.dice.face" and caught.value.die == HandDie("regeneration", 6, 1)


def test_dice_that_run_out_keep_what_they_decided_and_name_what_is_still_to_throw():
    with pytest.raises(HandDiceError) as caught:
        hand_roll(armour, (5, 4))
    error = caught.value
    assert error.key == "error.dice.missing" and error.die == HandDie("injury", 6, 2) and error.typed == (5, 4)
    assert [(d.kind, d.dice, d.outcome) for d in error.done] == [("armour", (5, 4), "armour.broken")]
    with pytest.raises(HandDiceError) as caught:
        hand_roll(armour, (5, 4, 6))  # one of the Injury Roll's 2D6 typed: one still to throw
    assert caught.value.die == HandDie("injury", 6, 1)


def test_enough_dice_roll_and_the_extra_ones_are_returned():
    result, unused = hand_roll(armour, (1, 1, 3))
    assert result.root.outcome == "armour.holds" and unused == [3]
