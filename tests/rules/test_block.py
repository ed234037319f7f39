"""Block dice: faces, dice count, skills, rolls and the exact odds of rules-reference §5.5."""

import itertools
from fractions import Fraction

import pytest
from hypothesis import given, strategies as st

from rules.block import (
    CATEGORIES,
    FACE_TABLE,
    FACES,
    BlockError,
    applied_distribution,
    block_dice,
    block_odds,
    face_of,
    face_set_chance,
    resolve_face,
    roll_block,
)
from rules.dice import Dice, DiceError
from rules.ruleset import BB2025
from tests.said import refused

F = Fraction

# --- faces -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "face"),
    [(1, "player_down"), (2, "both_down"), (3, "push_back"), (4, "push_back"), (5, "stumble"), (6, "pow")],
)
def test_each_d6_value_shows_its_seed_002_face(value, face):
    assert face_of(value) == face
    result = roll_block(Dice.manual([value]), attacker_st=3, defender_st=3)
    (die_step,) = result.root.children
    assert die_step.outcome == f"block.face.{face}"
    assert die_step.total == value
    assert die_step.dice[0].value == value


def test_push_back_has_two_faces_and_the_others_one():
    counts = {face: sum(face_of(v) == face for v in range(1, 7)) for face in FACES}
    assert counts == {"player_down": 1, "both_down": 1, "push_back": 2, "stumble": 1, "pow": 1}
    assert [r.label for r in FACE_TABLE.rows][:4] == ["1", "2", "3-4", "5"]


def test_face_of_refuses_a_value_off_the_die():
    with pytest.raises(ValueError, match="1 to 6"):
        face_of(7)


# --- number of dice and chooser (D13) --------------------------------------------------------------


@pytest.mark.parametrize(
    ("att", "dfn", "a_ass", "d_ass", "count", "chooser"),
    [
        (3, 3, 0, 0, 1, "attacker"),  # equal: one die, no choice
        (4, 3, 0, 0, 2, "attacker"),  # +1
        (6, 3, 0, 0, 2, "attacker"),  # exactly double: still 2
        (7, 3, 0, 0, 3, "attacker"),  # more than double
        (4, 2, 0, 0, 2, "attacker"),
        (5, 2, 0, 0, 3, "attacker"),
        (3, 4, 0, 0, 2, "defender"),  # defender stronger: he chooses
        (3, 6, 0, 0, 2, "defender"),
        (3, 7, 0, 0, 3, "defender"),
        (1, 15, 0, 0, 3, "defender"),
        (3, 3, 1, 0, 2, "attacker"),  # assists on the attacker's side
        (3, 3, 0, 1, 2, "defender"),  # assists on the defender's side
        (3, 3, 4, 0, 3, "attacker"),  # 7 against 3
        (3, 3, 3, 0, 2, "attacker"),  # 6 against 3
        (2, 4, 2, 0, 1, "attacker"),  # 4 against 4
        (4, 3, 1, 2, 1, "attacker"),  # 5 against 5
        (4, 3, 0, 2, 2, "defender"),  # 4 against 5
        (3, 2, 4, 1, 3, "attacker"),  # 7 against 3
        (2, 2, 0, 3, 3, "defender"),  # 2 against 5
    ],
)
def test_dice_count_and_chooser(att, dfn, a_ass, d_ass, count, chooser):
    setup = block_dice(att, dfn, a_ass, d_ass)
    assert (setup.count, setup.chooser) == (count, chooser)
    assert setup.choice is (count > 1)
    assert setup.attacker_strength == att + a_ass
    assert setup.defender_strength == dfn + d_ass
    result = roll_block(
        Dice.seeded(1), attacker_st=att, defender_st=dfn, attacker_assists=a_ass, defender_assists=d_ass
    )
    assert len(result.root.children) == count
    assert result.root.info["chooser"] == chooser


@pytest.mark.parametrize(
    ("kwargs", "fragment"),
    [
        ({"attacker_st": 0, "defender_st": 3}, "Force de l'attaquant\u00a0: un nombre entier de 1 à 15"),
        ({"attacker_st": 16, "defender_st": 3}, "de 1 à 15"),
        ({"attacker_st": 3, "defender_st": 0}, "Force du défenseur"),
        ({"attacker_st": 3, "defender_st": 3, "attacker_assists": -1}, "soutiens offensifs"),
        (
            {"attacker_st": 3, "defender_st": 3, "defender_assists": 11},
            "soutiens défensifs\u00a0: un nombre entier de 0 à 10",
        ),
        ({"attacker_st": True, "defender_st": 3}, "Force de l'attaquant"),
        ({"attacker_st": "3", "defender_st": 3}, "Force de l'attaquant"),
    ],
)
def test_out_of_range_strengths_and_assists_are_refused_in_french(kwargs, fragment):
    with refused(fragment, error=BlockError):
        roll_block(Dice.seeded(0), **kwargs)


def test_limits_are_accepted():
    assert block_dice(15, 1, 10, 0).count == 3
    assert block_dice(1, 1, 0, 10).chooser == "defender"


# --- what each face does (D14) ---------------------------------------------------------------------

SKILLS = [
    dict(zip(("dodge", "tackle", "attacker_block", "defender_block"), combo, strict=True))
    for combo in itertools.product((False, True), repeat=4)
]


@pytest.mark.parametrize("skills", SKILLS, ids=lambda s: "-".join(k for k, v in s.items() if v) or "none")
def test_stumble_is_push_back_only_with_dodge_and_no_tackle(skills):
    step = resolve_face("stumble", **skills)
    if skills["dodge"] and not skills["tackle"]:
        assert step.outcome == "block.result.stumble_dodge"
        assert (step.info["falls"], step.info["pushed"], step.info["armour"]) == ("none", True, [])
    else:
        expected = "block.result.stumble_tackle" if skills["dodge"] else "block.result.stumble_down"
        assert step.outcome == expected
        assert (step.info["falls"], step.info["pushed"], step.info["armour"]) == ("defender", True, ["defender"])
    assert step.info["turnover"] is False


@pytest.mark.parametrize("skills", SKILLS, ids=lambda s: "-".join(k for k, v in s.items() if v) or "none")
def test_both_down_lets_a_player_with_block_stay_up(skills):
    step = resolve_face("both_down", **skills)
    expected = {
        (False, False): ("block.result.both_down", "both", ["attacker", "defender"], True),
        (True, False): ("block.result.both_down_attacker_blocks", "defender", ["defender"], False),
        (False, True): ("block.result.both_down_defender_blocks", "attacker", ["attacker"], True),
        (True, True): ("block.result.both_down_both_block", "none", [], False),
    }[(skills["attacker_block"], skills["defender_block"])]
    assert (step.outcome, step.info["falls"], step.info["armour"], step.info["turnover"]) == expected
    blockers = [s for s, has in (("attacker", skills["attacker_block"]), ("defender", skills["defender_block"])) if has]
    assert step.info["may_stay_up"] == blockers
    assert step.info["pushed"] is False


@pytest.mark.parametrize(
    ("face", "outcome", "info"),
    [
        ("player_down", "block.result.attacker_down", {"falls": "attacker", "turnover": True, "armour": ["attacker"]}),
        ("push_back", "block.result.push_back", {"falls": "none", "follow_up": True}),
        ("pow", "block.result.pow", {"falls": "defender", "pushed": True, "armour": ["defender"]}),
    ],
)
@pytest.mark.parametrize("skills", SKILLS, ids=lambda s: "-".join(k for k, v in s.items() if v) or "none")
def test_the_other_faces_ignore_the_skills(skills, face, outcome, info):
    step = resolve_face(face, **skills)
    assert step.outcome == outcome
    assert {key: step.info[key] for key in info} == info


def test_resolve_face_accepts_keys_and_die_values_and_refuses_others():
    assert resolve_face("block.face.pow").outcome == resolve_face(6).outcome == "block.result.pow"
    with pytest.raises(ValueError, match="unknown block face"):
        resolve_face("boom")


# --- rolls -----------------------------------------------------------------------------------------


def test_a_roll_shows_every_die_and_what_each_would_do():
    result = roll_block(Dice.manual([1, 5, 6]), attacker_st=7, defender_st=3, dodge=True)
    faces = [c.outcome for c in result.root.children]
    assert faces == ["block.face.player_down", "block.face.stumble", "block.face.pow"]
    effects = [c.children[0].outcome for c in result.root.children]
    assert effects == ["block.result.attacker_down", "block.result.stumble_dodge", "block.result.pow"]
    assert result.root.outcome == "block.dice.3_attacker"
    assert result.root.info["suggested"] == 2  # the attacker keeps the knockdown
    assert [d.value for d in result.root.all_dice()] == [1, 5, 6]


def test_the_defender_is_suggested_the_worst_face_for_the_attacker():
    result = roll_block(Dice.manual([6, 3]), attacker_st=3, defender_st=4)
    assert result.root.outcome == "block.dice.2_defender"
    assert result.root.info["suggested"] == 1  # Repoussé rather than Défenseur Plaqué


def test_seeded_rolls_are_reproducible_and_replay_by_hand():
    first = roll_block(Dice.seeded(42), attacker_st=4, defender_st=2, attacker_assists=1, tackle=True)
    again = roll_block(Dice.seeded(42), attacker_st=4, defender_st=2, attacker_assists=1, tackle=True)
    assert first.to_dict() == again.to_dict()
    values = [d.value for d in first.root.all_dice()]
    by_hand = roll_block(Dice.manual(values), attacker_st=4, defender_st=2, attacker_assists=1, tackle=True)
    assert by_hand.to_dict() == first.to_dict()


def test_missing_or_impossible_hand_dice_are_refused():
    with pytest.raises(DiceError):
        roll_block(Dice.manual([6]), attacker_st=4, defender_st=3)
    with pytest.raises(DiceError):
        roll_block(Dice.manual([7]), attacker_st=3, defender_st=3)


def test_the_ruleset_is_recorded():
    assert roll_block(Dice.manual([3]), attacker_st=3, defender_st=3, ruleset=BB2025).ruleset == "bb2025"


# --- exact odds: rules-reference §5.5 ----------------------------------------------------------------


def test_one_die_face_probabilities():
    one = {key: p for key, p in FACE_TABLE.distribution().items()}
    assert one == {
        "block.face.player_down": F(1, 6),
        "block.face.both_down": F(1, 6),
        "block.face.push_back": F(1, 3),
        "block.face.stumble": F(1, 6),
        "block.face.pow": F(1, 6),
    }


FACE_SET_TABLE = [
    # faces, side that wants the set, [1 die, 2 att, 3 att, 2 def, 3 def]
    (("pow", "stumble"), "attacker", [F(1, 3), F(5, 9), F(19, 27), F(1, 9), F(1, 27)]),
    (("pow", "stumble", "both_down"), "attacker", [F(1, 2), F(3, 4), F(7, 8), F(1, 4), F(1, 8)]),
    (("pow", "stumble", "push_back"), "attacker", [F(2, 3), F(8, 9), F(26, 27), F(4, 9), F(8, 27)]),
    (("player_down", "both_down"), "defender", [F(1, 3), F(1, 9), F(1, 27), F(5, 9), F(19, 27)]),
    (("player_down",), "defender", [F(1, 6), F(1, 36), F(1, 216), F(11, 36), F(91, 216)]),
    (("pow",), "attacker", [F(1, 6), F(11, 36), F(91, 216), F(1, 36), F(1, 216)]),
]


@pytest.mark.parametrize(("faces", "wanted_by", "expected"), FACE_SET_TABLE)
def test_face_set_table_of_5_5(faces, wanted_by, expected):
    got = [
        face_set_chance(faces, count=1, chooser="attacker", wanted_by=wanted_by),
        face_set_chance(faces, count=2, chooser="attacker", wanted_by=wanted_by),
        face_set_chance(faces, count=3, chooser="attacker", wanted_by=wanted_by),
        face_set_chance(faces, count=2, chooser="defender", wanted_by=wanted_by),
        face_set_chance(faces, count=3, chooser="defender", wanted_by=wanted_by),
    ]
    assert got == expected


APPLIED_TABLE = [
    # count, chooser, knockdown, push, both down, player down
    (1, "attacker", F(1, 3), F(1, 3), F(1, 6), F(1, 6)),
    (2, "attacker", F(5, 9), F(1, 3), F(1, 12), F(1, 36)),
    (2, "defender", F(1, 9), F(1, 3), F(1, 4), F(11, 36)),
    (3, "attacker", F(19, 27), F(7, 27), F(7, 216), F(1, 216)),
    (3, "defender", F(1, 27), F(7, 27), F(61, 216), F(91, 216)),
]


@pytest.mark.parametrize(("count", "chooser", "knockdown", "push", "both", "down"), APPLIED_TABLE)
def test_applied_result_distribution_of_5_5(count, chooser, knockdown, push, both, down):
    dist = applied_distribution(count, chooser)
    assert dist == {
        "block.odds.knockdown": knockdown,
        "block.odds.push": push,
        "block.odds.none": F(0),
        "block.odds.both_prone": F(0),
        "block.odds.both_down": both,
        "block.odds.attacker_down": down,
    }


@pytest.mark.parametrize(("count", "expected"), [(1, F(1, 2)), (2, F(3, 4)), (3, F(7, 8))])
def test_attacker_with_block_knocks_down_cleanly(count, expected):
    assert applied_distribution(count, "attacker", attacker_block=True)["block.odds.knockdown"] == expected


def test_dodge_row_of_5_5_through_the_applied_distribution():
    assert applied_distribution(2, "attacker", dodge=True)["block.odds.knockdown"] == F(11, 36)
    assert applied_distribution(2, "attacker", dodge=True, tackle=True)["block.odds.knockdown"] == F(5, 9)


def test_block_odds_reads_strength_then_enumerates():
    odds = block_odds(4, 3)
    assert (odds.dice.count, odds.dice.chooser) == (2, "attacker")
    assert odds.applied == applied_distribution(2, "attacker")
    assert odds.faces["block.face.push_back"] == 1 - F(4, 6) ** 2
    assert odds.faces["block.face.pow"] == F(11, 36)
    assert block_odds(3, 3, defender_assists=4).applied == applied_distribution(3, "defender")


def test_applied_distribution_refuses_four_dice():
    with pytest.raises(ValueError, match="1, 2 or 3"):
        applied_distribution(4, "attacker")


@given(
    count=st.integers(1, 3),
    chooser=st.sampled_from(["attacker", "defender"]),
    skills=st.fixed_dictionaries({k: st.booleans() for k in ("dodge", "tackle", "attacker_block", "defender_block")}),
)
def test_every_applied_distribution_sums_to_one(count, chooser, skills):
    dist = applied_distribution(count, chooser, **skills)
    assert sum(dist.values()) == 1
    assert set(dist) == {f"block.odds.{c}" for c in CATEGORIES}


@given(value=st.integers(1, 6))
def test_the_face_table_agrees_with_a_roll_on_every_value(value):
    result = roll_block(Dice.manual([value]), attacker_st=2, defender_st=2)
    assert result.root.children[0].outcome == FACE_TABLE.lookup(value)
    assert FACE_TABLE.distribution()[FACE_TABLE.lookup(value)] > 0


def test_every_face_row_is_reachable_and_odds_sum_to_one():
    dist = FACE_TABLE.distribution()
    assert sum(dist.values()) == 1
    assert all(dist[row.outcome] > 0 for row in FACE_TABLE.rows)
