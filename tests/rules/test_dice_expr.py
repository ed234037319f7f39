"""/roll expressions: the grammar, every refusal, the caps, and the rolls."""

import re

import pytest

from rules.dice import Dice
from rules.dice_expr import (
    MAX_LENGTH,
    DiceExprError,
    parse,
    roll_expr,
)
from tests.said import refused, said


@pytest.mark.parametrize(
    ("expr", "canonical", "bounds"),
    [
        ("2d6+1", "2d6+1", (3, 13)),
        ("d16", "1d16", (1, 16)),
        ("D8", "1d8", (1, 8)),
        ("3d6-2", "3d6-2", (1, 16)),
        ("2d6 + 1d3", "2d6+1d3", (3, 15)),
        ("1d6+1d6", "1d6+1d6", (2, 12)),
        ("  d3  ", "1d3", (1, 3)),
        ("d100", "1d100", (1, 100)),
        ("d2", "1d2", (1, 2)),
        ("d7", "1d7", (1, 7)),
        ("-1+d6", "-1+1d6", (0, 5)),
        ("2d6−1", "2d6-1", (1, 11)),  # the typographic minus of a French keyboard
        ("20d6", "20d6", (20, 120)),
        ("20d6+20d6+10d6", "20d6+20d6+10d6", (50, 300)),
        ("d6+100", "1d6+100", (101, 106)),
        ("d6-100", "1d6-100", (-99, -94)),
        ("2d6-1d3", "2d6-1d3", (-1, 11)),
        ("5", "5", (5, 5)),
    ],
)
def test_accepted_expressions(expr, canonical, bounds):
    parsed = parse(expr)
    assert parsed.text() == canonical
    assert parsed.bounds() == bounds


@pytest.mark.parametrize(
    ("expr", "fragment"),
    [
        ("1000d6", "De 1 à 20 dés par terme"),
        ("21d6", "De 1 à 20 dés par terme"),
        ("0d6", "De 1 à 20 dés par terme"),
        ("20d6+20d6+11d6", "Trop de dés (51)"),
        ("d0", "de 2 à 100 faces"),
        ("d1", "de 2 à 100 faces"),
        ("d101", "de 2 à 100 faces"),
        ("garbage", "Expression invalide\u00a0: essayez 2d6+1, d16 ou 3db"),
        ("", "Expression vide"),
        ("   ", "Expression vide"),
        ("2d6+", "Expression invalide"),
        ("2d6++1", "Expression invalide"),
        ("+2d6", "Expression invalide"),
        ("2 d6", "Expression invalide"),
        ("2d", "Expression invalide"),
        ("d6.5", "Expression invalide"),
        ("1d6*2", "Expression invalide"),
        ("2d6x", "Expression invalide"),
        ("d%", "Expression invalide"),
        ("2d6+101", "Modificateur trop grand"),
        ("d6+100+1", "Modificateur hors limites"),
        ("d6-60-41", "Modificateur hors limites"),
        ("1" * 61, "trop longue"),
        ("d6+" + "1+" * 29 + "1", "trop longue"),
        ("4db", "de 1 à 3 dés de blocage"),
        ("0db", "de 1 à 3 dés de blocage"),
        ("2db+1", "se lancent seuls"),
        ("d6+2db", "se lancent seuls"),
        ("-2db", "se lancent seuls"),
    ],
)
def test_refused_expressions_say_what_to_type(expr, fragment):
    with refused(re.escape(fragment), error=DiceExprError) as err:
        roll_expr(Dice.seeded(1), expr)
    assert "essayez" in said(err) or "au plus" in said(err)


def test_the_length_cap_is_sixty_characters():
    ok = "d6+" + "1+" * 28 + "1"
    assert len(ok) == MAX_LENGTH
    parse(ok)


def test_non_strings_are_refused():
    with pytest.raises(DiceExprError):
        parse(None)


def test_a_sum_keeps_each_term_and_the_modifiers():
    root = roll_expr(Dice.manual([6, 5, 2]), "2d6 + 1d3 - 4").root
    assert root.outcome == "dice_expr.sum"
    assert root.total == 6 + 5 + 2 - 4
    assert [c.info["term"] for c in root.children] == ["2d6", "1d3"]
    assert [c.total for c in root.children] == [11, 2]
    assert [(m.key, m.value) for m in root.modifiers] == [("mod.constant", -4)]
    assert [d.sides for d in root.all_dice()] == [6, 6, 3]
    assert root.info == {"expr": "2d6+1d3-4", "min": -1, "max": 11}


def test_a_subtracted_term_counts_negatively():
    root = roll_expr(Dice.manual([5, 3]), "d6-d3").root
    assert root.total == 2
    assert root.children[1].total == -3


@pytest.mark.parametrize("values", [[1, 2, 6], [3, 4, 5], [6, 6, 6]])
def test_block_dice_show_faces_not_a_sum(values):
    faces = {1: "player_down", 2: "both_down", 3: "push_back", 4: "push_back", 5: "stumble", 6: "pow"}
    root = roll_expr(Dice.manual(values), "3DB").root
    assert root.outcome == "dice_expr.block"
    assert root.total is None
    assert [c.outcome for c in root.children] == [f"block.face.{faces[v]}" for v in values]
    assert root.info["expr"] == "3db"


def test_db_alone_is_one_block_die():
    assert len(roll_expr(Dice.manual([4]), "db").root.children) == 1


def test_seeded_expressions_are_reproducible_and_replay_by_hand():
    dice = Dice.seeded(3)
    first = roll_expr(dice, "3d6+2d8-1")
    assert first.to_dict() == roll_expr(Dice.seeded(3), "3d6+2d8-1").to_dict()
    replay = roll_expr(Dice.manual([d.value for d in dice.thrown]), "3d6+2d8-1")
    assert replay.to_dict() == first.to_dict()
