"""Expensive mistakes: every matrix cell, the threshold, the effects, D8 rounding per ruleset."""

import pytest

from rules.dice import Dice
from rules.ruleset import BB2025, LIGUE
from rules.treasury import (
    catastrophe_left,
    check_treasury,
    major_incident_left,
    minor_incident_left,
    roll_expensive_mistakes,
)
from tests.said import refused

A, MI, MA, C = "averted", "minor", "major", "catastrophe"
# rules-reference §2.7, rows = D6, columns = 100k, 200k, 300k, 400k, 500k, 600k+ brackets.
REFERENCE = {
    1: (MI, MI, MA, MA, C, C),
    2: (A, MI, MI, MA, MA, C),
    3: (A, A, MI, MI, MA, MA),
    4: (A, A, A, MI, MI, MA),
    5: (A, A, A, A, MI, MI),
    6: (A, A, A, A, A, MI),
}
BRACKET_EDGES = [
    (100_000, 195_000),
    (200_000, 295_000),
    (300_000, 395_000),
    (400_000, 495_000),
    (500_000, 595_000),
    (600_000, 2_000_000),
]


def faces_for(outcome):
    """Dice after the D6 so any result can resolve: a D3 or two D6."""
    return {MI: [2], C: [3, 4]}.get(outcome, [])


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
@pytest.mark.parametrize("bracket", range(6))
@pytest.mark.parametrize("face", range(1, 7))
@pytest.mark.parametrize("edge", [0, 1])
def test_every_matrix_cell(ruleset, bracket, face, edge):
    treasury = BRACKET_EDGES[bracket][edge]
    outcome = REFERENCE[face][bracket]
    result = roll_expensive_mistakes(Dice.manual([face, *faces_for(outcome)]), ruleset, treasury=treasury)
    assert result.root.outcome == f"expensive_mistakes.{outcome}"
    assert result.root.total == face
    assert result.lost + result.left == treasury


@pytest.mark.parametrize("treasury", [0, 5_000, 50_000, 95_000])
def test_below_100000_no_roll(treasury):
    result = roll_expensive_mistakes(Dice.manual([]), LIGUE, treasury=treasury)
    assert result.root.outcome == "expensive_mistakes.no_roll"
    assert result.root.dice == ()
    assert (result.lost, result.left) == (0, treasury)


def test_averted_loses_nothing():
    result = roll_expensive_mistakes(Dice.manual([6]), LIGUE, treasury=150_000)
    assert (result.lost, result.left) == (0, 150_000)


@pytest.mark.parametrize("d3", [1, 2, 3])
def test_minor_incident_loses_d3_times_10000(d3):
    result = roll_expensive_mistakes(Dice.manual([1, d3]), LIGUE, treasury=100_000)
    assert result.lost == d3 * 10_000
    assert result.root.children[0].outcome == "expensive_mistakes.minor_loss"
    assert result.root.children[0].dice[0].sides == 3


def test_minor_incident_never_below_zero():
    assert minor_incident_left(20_000, 3) == 0
    assert minor_incident_left(100_000, 3) == 70_000


@pytest.mark.parametrize(
    ("treasury", "ligue_left", "bb2025_left"),
    [
        (305_000, 155_000, 150_000),
        (315_000, 160_000, 155_000),
        (300_000, 150_000, 150_000),
        (455_000, 230_000, 225_000),
    ],
)
def test_d8_major_incident_rounding_per_ruleset(treasury, ligue_left, bb2025_left):
    # ligue (seed 000): the loss is half rounded down; bb2025: what remains is rounded down
    assert major_incident_left(treasury, LIGUE) == ligue_left
    assert major_incident_left(treasury, BB2025) == bb2025_left
    ligue = roll_expensive_mistakes(Dice.manual([1]), LIGUE, treasury=treasury)
    bb2025 = roll_expensive_mistakes(Dice.manual([1]), BB2025, treasury=treasury)
    assert (ligue.root.outcome, bb2025.root.outcome) == ("expensive_mistakes.major",) * 2
    assert (ligue.lost, ligue.left) == (treasury - ligue_left, ligue_left)
    assert (bb2025.lost, bb2025.left) == (treasury - bb2025_left, bb2025_left)
    assert ligue.root.info["rounding"] == "loss"
    assert bb2025.root.info["rounding"] == "remaining"


def test_315000_ligue_loses_155000():
    assert roll_expensive_mistakes(Dice.manual([1]), LIGUE, treasury=315_000).lost == 155_000


@pytest.mark.parametrize(("faces", "kept"), [((1, 1), 20_000), ((6, 6), 120_000), ((3, 4), 70_000)])
def test_catastrophe_keeps_2d6_times_10000(faces, kept):
    result = roll_expensive_mistakes(Dice.manual([1, *faces]), BB2025, treasury=650_000)
    assert result.root.outcome == "expensive_mistakes.catastrophe"
    assert result.left == kept
    assert result.lost == 650_000 - kept
    child = result.root.children[0]
    assert [d.sides for d in child.dice] == [6, 6]
    assert child.info["kept"] == kept


def test_catastrophe_never_keeps_more_than_there_was():
    assert catastrophe_left(100_000, (6, 6)) == 100_000


@pytest.mark.parametrize("treasury", [-5_000, 12_345, 1.5, "100000", None, True])
def test_treasury_is_validated_in_french(treasury):
    with refused("Trésorerie"):
        check_treasury(treasury)
    with refused("Trésorerie"):
        roll_expensive_mistakes(Dice.seeded(1), LIGUE, treasury=treasury)


@pytest.mark.parametrize("seed", range(30))
def test_seeded_roll_replays_by_hand(seed):
    first = roll_expensive_mistakes(Dice.seeded(seed), LIGUE, treasury=600_000)
    again = roll_expensive_mistakes(Dice.manual([d.value for d in first.root.all_dice()]), LIGUE, treasury=600_000)
    assert again.to_dict() == first.to_dict()
