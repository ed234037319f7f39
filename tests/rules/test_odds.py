"""Exact odds: every fraction of rules-reference §5 we cover, and agreement with the real rolls.

The reference fractions are typed in from rules-reference §5 (independent of the
code). The cross-checks enumerate the real roll functions over every sequence
of faces (``ProbeDice`` asks for one more face whenever a roll needs it), so
the odds cannot drift from what a roll does.
"""

import itertools
from fractions import Fraction as F

import pytest
from hypothesis import example, given, settings, strategies as st

from rules import odds
from rules.advancement import CHARACTERISTIC_IMPROVEMENT, roll_advancement
from rules.characteristics import Profile
from rules.dice import Dice
from rules.injury import (
    CASUALTY,
    CASUALTY_BB2020,
    CHAIN_FINAL_OUTCOMES,
    HATRED_ROLL,
    INJURY_MINUS,
    INJURY_STANDARD,
    KO_RECOVERY,
    LASTING_INJURY,
    armour_table,
    chain_outcome,
    roll_armour,
    roll_foul,
    roll_hatred,
    roll_injury,
    roll_ko_recovery,
    roll_lasting_injury,
)
from rules.ruleset import BB2025, LIGUE
from rules.treasury import TABLES as TREASURY_TABLES, roll_expensive_mistakes
from tests.said import refused


class NeedDie(Exception):
    def __init__(self, sides):
        super().__init__(sides)
        self.sides = sides


class ProbeDice(Dice):
    """Manual dice that report the next die a roll needs instead of failing."""

    def __init__(self, faces):
        super().__init__(given=faces, manual_only=True)

    def roll(self, sides):
        if not self.unused:
            raise NeedDie(sides)
        return super().roll(sides)


def enumerate_roll(run, *, max_dice=12):
    """Exact distribution of ``run(dice)`` over every face sequence the real roll reads.

    Paths longer than ``max_dice`` (only re-rolls get there) are dropped and the
    rest renormalised, which is exact for a memoryless re-roll.
    """
    out, lost = {}, F(0)
    stack = [((), F(1))]
    while stack:
        faces, p = stack.pop()
        try:
            key = run(ProbeDice(faces))
        except NeedDie as need:
            if len(faces) >= max_dice:
                lost += p
                continue
            stack.extend(((*faces, v), p / need.sides) for v in range(1, need.sides + 1))
            continue
        out[key] = out.get(key, F(0)) + p
    return {k: v / (1 - lost) for k, v in out.items()}


def nonzero(distribution):
    return {k: v for k, v in distribution.items() if v}


# --- §5.2 armour broken ---------------------------------------------------------------------------

# AV: (mod +0, mod +1, mod +2, Claws, Claws + Mighty Blow on armour)
ARMOUR_5_2 = {
    7: (F(7, 12), F(13, 18), F(5, 6), F(7, 12), F(13, 18)),
    8: (F(5, 12), F(7, 12), F(13, 18), F(5, 12), F(7, 12)),
    9: (F(5, 18), F(5, 12), F(7, 12), F(5, 12), F(5, 12)),
    10: (F(1, 6), F(5, 18), F(5, 12), F(5, 12), F(5, 12)),
    11: (F(1, 12), F(1, 6), F(5, 18), F(5, 12), F(5, 12)),
}


@pytest.mark.parametrize("av", sorted(ARMOUR_5_2))
def test_reference_5_2_armour(av):
    plain, plus_one, plus_two, claws, claws_mb = ARMOUR_5_2[av]
    assert odds.armour_odds(av) == plain
    assert odds.armour_odds(av, modifier=1) == plus_one
    assert odds.armour_odds(av, mighty_blow=True) == plus_one  # Mighty Blow on armour
    assert odds.armour_odds(av, modifier=2) == plus_two
    assert odds.armour_odds(av, claws=True) == claws
    assert odds.armour_odds(av, claws=True, mighty_blow=True) == claws_mb


@pytest.mark.parametrize("av", sorted(ARMOUR_5_2))
def test_reference_5_2_one_net_foul_assist_and_dirty_player(av):
    foul = odds.foul_odds(av=av, assists=1)
    assert 1 - foul.outcomes["armour.holds"] == ARMOUR_5_2[av][1]
    assert 1 - odds.foul_odds(av=av, dirty_player=True).outcomes["armour.holds"] == ARMOUR_5_2[av][1]


def test_reference_5_1_p_sum_at_least():
    at_least = {2: 1, 3: F(35, 36), 4: F(11, 12), 5: F(5, 6), 6: F(13, 18), 7: F(7, 12), 8: F(5, 12)}
    at_least |= {9: F(5, 18), 10: F(1, 6), 11: F(1, 12), 12: F(1, 36)}
    for av, p in at_least.items():
        assert odds.armour_odds(av) == p


# --- §5.3 injury ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("minus", "modifier", "expected"),
    [
        (False, 0, {"injury.stunned": F(7, 12), "injury.ko": F(1, 4), "injury.casualty": F(1, 6)}),
        (False, 1, {"injury.stunned": F(5, 12), "injury.ko": F(11, 36), "injury.casualty": F(5, 18)}),
        (
            True,
            0,
            {
                "injury.stunned": F(5, 12),
                "injury.ko": F(11, 36),
                "injury.badly_hurt": F(1, 9),
                "injury.casualty": F(1, 6),
            },
        ),
        (
            True,
            1,
            {
                "injury.stunned": F(5, 18),
                "injury.ko": F(11, 36),
                "injury.badly_hurt": F(5, 36),
                "injury.casualty": F(5, 18),
            },
        ),
    ],
)
def test_reference_5_3_injury(minus, modifier, expected):
    assert odds.injury_odds(minus=minus, modifier=modifier) == expected
    if modifier == 1:  # "+1 = Mighty Blow used on the injury roll"
        assert odds.injury_odds(minus=minus, mighty_blow=True) == expected


# --- §5.4 casualty --------------------------------------------------------------------------------

CASUALTY_KEYS = ("badly_hurt", "seriously_hurt", "serious_injury", "lasting_injury", "dead")
CASUALTY_BB2025_5_4 = {
    0: (F(1, 2), F(1, 8), F(1, 8), F(1, 8), F(1, 8)),
    1: (F(7, 16), F(1, 8), F(1, 8), F(1, 8), F(3, 16)),
    2: (F(3, 8), F(1, 8), F(1, 8), F(1, 8), F(1, 4)),
    3: (F(5, 16), F(1, 8), F(1, 8), F(1, 8), F(5, 16)),
}
CASUALTY_BB2020_5_4 = {
    0: (F(3, 8), F(3, 16), F(3, 16), F(1, 8), F(1, 8)),
    1: (F(5, 16), F(3, 16), F(3, 16), F(1, 8), F(3, 16)),
    2: (F(1, 4), F(3, 16), F(3, 16), F(1, 8), F(1, 4)),
    3: (F(3, 16), F(3, 16), F(3, 16), F(1, 8), F(5, 16)),
}


@pytest.mark.parametrize("niggling", range(4))
def test_reference_5_4_casualty_bb2025(niggling):
    expected = {f"casualty.{k}": p for k, p in zip(CASUALTY_KEYS, CASUALTY_BB2025_5_4[niggling], strict=True)}
    assert odds.casualty_odds(niggling=niggling) == expected


@pytest.mark.parametrize("niggling", range(4))
def test_reference_5_4_casualty_bb2020_reference_table(niggling):
    expected = {f"casualty.{k}": p for k, p in zip(CASUALTY_KEYS, CASUALTY_BB2020_5_4[niggling], strict=True)}
    assert odds.casualty_odds(niggling=niggling, table=CASUALTY_BB2020) == expected


def test_reference_5_4_minus_injury_to_final_outcome():
    chain = odds.injury_chain_odds(minus=True)
    assert chain["injury.stunned"] == F(5, 12)
    assert chain["injury.ko"] == F(11, 36)
    # Badly Hurt = Minus 9 (no casualty roll) + casualty 1-8
    assert chain["injury.badly_hurt"] + chain["casualty.badly_hurt"] == F(7, 36)
    for key in CASUALTY_KEYS[1:]:
        assert chain[f"casualty.{key}"] == F(1, 48)


def test_reference_5_4_standard_injury_to_final_outcome():
    chain = nonzero(odds.injury_chain_odds())
    assert chain == {
        "injury.stunned": F(7, 12),
        "injury.ko": F(1, 4),
        "casualty.badly_hurt": F(1, 12),
        **{f"casualty.{key}": F(1, 48) for key in CASUALTY_KEYS[1:]},
    }


# --- §5.6 other values ----------------------------------------------------------------------------


def test_reference_5_6_ko_recovery():
    assert odds.table_odds(KO_RECOVERY)["ko_recovery.back"] == F(1, 2)
    assert odds.ko_recovery_odds() == {0: F(1, 2), 1: F(1, 2)}


def test_reference_5_6_lasting_injury():
    for ruleset in (LIGUE, BB2025):
        assert nonzero(odds.lasting_injury_odds(ruleset)) == {
            "lasting_injury.av": F(1, 3),
            "lasting_injury.ma": F(1, 6),
            "lasting_injury.pa": F(1, 6),
            "lasting_injury.ag": F(1, 6),
            "lasting_injury.st": F(1, 6),
        }


def test_reference_5_6_d8_improvement():
    d8 = odds.advancement_odds()
    assert d8["advancement.av_ma_pa"] == F(1, 4)  # '3-4'
    assert all(p == F(1, 8) for key, p in d8.items() if key != "advancement.av_ma_pa")


# Treasury: (Crisis Averted, Minor, Major, Catastrophe)
EXPENSIVE_5_6 = {
    100_000: (F(5, 6), F(1, 6), 0, 0),
    195_000: (F(5, 6), F(1, 6), 0, 0),
    200_000: (F(2, 3), F(1, 3), 0, 0),
    300_000: (F(1, 2), F(1, 3), F(1, 6), 0),
    400_000: (F(1, 3), F(1, 3), F(1, 3), 0),
    500_000: (F(1, 6), F(1, 3), F(1, 3), F(1, 6)),
    600_000: (0, F(1, 3), F(1, 3), F(1, 3)),
    1_500_000: (0, F(1, 3), F(1, 3), F(1, 3)),
}


@pytest.mark.parametrize("gold", sorted(EXPENSIVE_5_6))
def test_reference_5_6_expensive_mistakes(gold):
    keys = ("averted", "minor", "major", "catastrophe")
    expected = {f"expensive_mistakes.{k}": F(p) for k, p in zip(keys, EXPENSIVE_5_6[gold], strict=True)}
    assert odds.expensive_mistakes_odds(gold) == expected


@pytest.mark.parametrize("gold", [0, 50_000, 95_000])
def test_reference_5_6_below_100000_no_roll(gold):
    assert odds.expensive_mistakes_odds(gold) == {"expensive_mistakes.no_roll": 1}


def test_reference_5_6_chain_example_without_the_block():
    # 5/9 · 5/18 · 1/6 = 25/972: the block part (5/9) is the other engineer's; AV 9+ → casualty is ours
    chain = odds.chain_odds(av=9)
    casualty = sum(p for key, p in chain.items() if key.startswith("casualty."))
    assert casualty == F(5, 18) * F(1, 6)
    assert F(5, 9) * casualty == F(25, 972)


def test_dead_with_av_9_and_mighty_blow():
    # armour broken 5/12 (MB on armour if needed); injury +1 only if MB was not spent on armour
    expected = F(0)
    for a, b in itertools.product(range(1, 7), repeat=2):
        if a + b >= 9:
            expected += F(1, 36) * F(5, 18) * F(1, 8)  # MB kept: injury 9+ → casualty
        elif a + b == 8:
            expected += F(1, 36) * F(1, 6) * F(1, 8)  # MB spent on armour
    assert odds.chain_odds(av=9, mighty_blow=True)["casualty.dead"] == expected


# --- the odds agree with the real rolls ---------------------------------------------------------

#: A blocked player's chain, as its odds and its roll both take it.
CHAIN_OPTIONS = dict(
    av=st.integers(2, 12),
    modifier=st.integers(-5, 5),
    mighty_blow=st.booleans(),
    claws=st.booleans(),
    minus=st.booleans(),
    niggling=st.integers(0, 10),
)


@settings(max_examples=6, deadline=None, derandomize=True)
@example(av=9, modifier=0, mighty_blow=True, claws=False, minus=False, niggling=0, ruleset=BB2025)
@example(av=10, modifier=1, mighty_blow=True, claws=True, minus=True, niggling=1, ruleset=LIGUE)
@given(**CHAIN_OPTIONS, ruleset=st.sampled_from([LIGUE, BB2025]))
def test_chain_odds_match_enumerating_the_real_chain(av, modifier, mighty_blow, claws, minus, niggling, ruleset):
    # no attacker keywords here: the Revanche die would only multiply the paths (checked below)
    options = dict(av=av, modifier=modifier, mighty_blow=mighty_blow, claws=claws, minus=minus, niggling=niggling)
    real = enumerate_roll(lambda d: chain_outcome(roll_armour(d, ruleset, **options).root))
    assert nonzero(odds.chain_odds(**options)) == real


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_chain_odds_match_the_real_chain_with_revanche_and_profile(ruleset):
    def run(dice):
        result = roll_armour(
            dice, ruleset, av=11, mighty_blow=True, profile=Profile(6, 3, 3, 4, 9), attacker_keywords=["Orc"]
        )
        return chain_outcome(result.root)

    assert nonzero(odds.chain_odds(av=11, mighty_blow=True)) == enumerate_roll(run)


@settings(max_examples=5, deadline=None, derandomize=True)
@example(av=9, assists=1, dirty_player=True, minus=False)
@given(av=st.integers(2, 12), assists=st.integers(-7, 7), dirty_player=st.booleans(), minus=st.booleans())
def test_foul_odds_match_enumerating_the_real_foul(av, assists, dirty_player, minus):
    assert_foul_odds_are_the_real_foul(av=av, assists=assists, dirty_player=dirty_player, minus=minus)


def assert_foul_odds_are_the_real_foul(**options):
    """``odds.foul_odds`` against every die of the real foul: each outcome, and the sending-off."""
    real = enumerate_roll(
        lambda d: (lambda r: (chain_outcome(r.root), r.effect.sent_off))(roll_foul(d, LIGUE, **options))
    )
    computed = odds.foul_odds(**options)
    outcomes = {}
    for (outcome, _), p in real.items():
        outcomes[outcome] = outcomes.get(outcome, F(0)) + p
    assert nonzero(computed.outcomes) == outcomes
    assert computed.sent_off == sum(p for (_, sent_off), p in real.items() if sent_off)
    return computed


@settings(max_examples=10, deadline=None)
@given(minus=st.booleans(), modifier=st.integers(-5, 5), niggling=st.integers(0, 10))
def test_injury_chain_odds_match_the_real_injury_roll(minus, modifier, niggling):
    options = dict(minus=minus, modifier=modifier, niggling=niggling)
    real = enumerate_roll(lambda d: chain_outcome(roll_injury(d, BB2025, **options).root))
    assert nonzero(odds.injury_chain_odds(**options)) == real


PROFILES = st.builds(
    Profile,
    ma=st.sampled_from([1, 2, 6]),
    st=st.sampled_from([1, 3]),
    ag=st.sampled_from([3, 6]),
    pa=st.sampled_from([None, 4, 6]),
    av=st.sampled_from([3, 9]),
)


@settings(max_examples=40, deadline=None)
@given(profile=st.none() | PROFILES, ruleset=st.sampled_from([LIGUE, BB2025]))
def test_lasting_injury_odds_match_the_real_roll_with_rerolls(profile, ruleset):
    real = enumerate_roll(lambda d: roll_lasting_injury(d, ruleset, profile=profile).root.outcome, max_dice=4)
    assert nonzero(odds.lasting_injury_odds(ruleset, profile=profile)) == real


def test_ligue_at_minimum_spreads_the_reroll_over_the_rest():
    # AG at its minimum: face 5 is re-rolled, the other faces share its sixth
    got = nonzero(odds.lasting_injury_odds(LIGUE, profile=Profile(6, 3, 6, 4, 9)))
    assert got == {
        "lasting_injury.av": F(2, 5),
        "lasting_injury.ma": F(1, 5),
        "lasting_injury.pa": F(1, 5),
        "lasting_injury.st": F(1, 5),
    }
    assert odds.lasting_injury_odds(BB2025, profile=Profile(6, 3, 6, 4, 9))["lasting_injury.at_minimum"] == F(1, 6)
    assert nonzero(odds.lasting_injury_odds(LIGUE, profile=Profile(1, 1, 6, None, 3))) == {
        "lasting_injury.none_possible": 1
    }


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
@pytest.mark.parametrize("keywords", [(), ("Blitzer",), ("Orc", "Bloqueur")])
def test_hatred_odds_match_the_real_roll(ruleset, keywords):
    real = enumerate_roll(lambda d: roll_hatred(d, ruleset, attacker_keywords=keywords).effect.hatred)
    assert odds.hatred_odds(ruleset, attacker_keywords=keywords) == real.get(True, 0)
    assert odds.hatred_odds(BB2025, attacker_keywords=["Orc"]) == F(1, 2)
    assert odds.hatred_odds(LIGUE, attacker_keywords=["Orc"]) == 1


@pytest.mark.parametrize("count", [1, 2, 3])
def test_ko_recovery_odds_match_the_real_roll(count):
    real = enumerate_roll(lambda d: roll_ko_recovery(d, count=count).root.info["back"])
    assert odds.ko_recovery_odds(count=count) == real


def test_ko_recovery_odds_for_sixteen_players_sum_to_one():
    assert sum(odds.ko_recovery_odds(count=16).values()) == 1
    assert odds.ko_recovery_odds(count=16)[16] == F(1, 2**16)


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
@pytest.mark.parametrize("gold", [0, 100_000, 255_000, 315_000, 405_000, 555_000, 905_000])
def test_treasury_left_odds_match_the_real_roll(ruleset, gold):
    real = enumerate_roll(lambda d: roll_expensive_mistakes(d, ruleset, treasury=gold).left)
    assert odds.treasury_left_odds(ruleset, gold) == real


@pytest.mark.parametrize(
    ("profile", "taken"),
    [(None, None), (Profile(6, 3, 3, 4, 11), {"MA": 2}), (Profile(9, 8, 1, 1, 11), None), (None, {"AV": 2, "PA": 2})],
)
def test_skill_instead_odds_match_the_real_roll(profile, taken):
    real = enumerate_roll(lambda d: roll_advancement(d, LIGUE, profile=profile, taken=taken).skill_instead)
    assert odds.skill_instead_odds(profile, taken) == real.get(True, 0)


def test_skill_instead_odds_examples():
    assert odds.skill_instead_odds() == 0
    assert odds.skill_instead_odds(Profile(9, 8, 1, 1, 11)) == 1
    assert odds.skill_instead_odds(None, {"AV": 2}) == F(1, 8)


# --- every table: odds sum to 1, agree with lookup, every row reachable ---------------------------

TABLES = [
    *(armour_table(av) for av in range(2, 13)),
    INJURY_STANDARD,
    INJURY_MINUS,
    CASUALTY,
    CASUALTY_BB2020,
    LASTING_INJURY,
    HATRED_ROLL,
    KO_RECOVERY,
    CHARACTERISTIC_IMPROVEMENT,
    *TREASURY_TABLES,
]
# The flat modifiers each table can be rolled with (armour / injury -5..+5, casualty +0..+10).
MODIFIERS = {t.name: range(-5, 6) for t in TABLES if t.name.startswith(("armour", "injury"))}
MODIFIERS |= {CASUALTY.name: range(11), CASUALTY_BB2020.name: range(11)}


@settings(max_examples=200, deadline=None)
@given(table=st.sampled_from(TABLES), modifier=st.integers(-5, 10))
def test_every_table_odds_sum_to_one_and_agree_with_lookup(table, modifier):
    got = odds.table_odds(table, modifier)
    assert sum(got.values()) == 1
    faces = list(itertools.product(*(range(1, sides + 1) for sides in table.dice)))
    for outcome in table.outcomes:
        hits = sum(table.lookup(sum(combo) + modifier) == outcome for combo in faces)
        assert got[outcome] == F(hits, len(faces))


@pytest.mark.parametrize("table", TABLES, ids=lambda t: t.name)
def test_every_row_of_every_table_is_reachable(table):
    reached = {
        outcome
        for modifier in MODIFIERS.get(table.name, [0])
        for outcome, p in odds.table_odds(table, modifier).items()
        if p > 0
    }
    assert reached == set(table.outcomes)


def test_every_final_chain_outcome_is_reachable():
    reached = set()
    for minus, mighty_blow, regeneration, apothecary in itertools.product([False, True], repeat=4):
        options = dict(minus=minus, mighty_blow=mighty_blow, regeneration=regeneration, apothecary=apothecary)
        reached |= set(nonzero(odds.chain_odds(av=9, **options)))
    assert reached == set(CHAIN_FINAL_OUTCOMES)


@settings(max_examples=60, deadline=None)
@given(**CHAIN_OPTIONS)
def test_every_chain_distribution_sums_to_one(av, modifier, mighty_blow, claws, minus, niggling):
    chain = odds.chain_odds(
        av=av, modifier=modifier, mighty_blow=mighty_blow, claws=claws, minus=minus, niggling=niggling
    )
    assert sum(chain.values()) == 1
    assert 1 - chain["armour.holds"] == odds.armour_odds(av, modifier=modifier, mighty_blow=mighty_blow, claws=claws)


# --- behaviour of the odds API --------------------------------------------------------------------


def test_returned_dicts_are_fresh_copies():
    first = odds.chain_odds(av=9)
    first["armour.holds"] = F(0)
    assert odds.chain_odds(av=9)["armour.holds"] == F(13, 18)
    casualty = odds.casualty_odds()
    casualty.clear()
    assert odds.casualty_odds()


def test_odds_validate_like_the_rolls():
    with refused(r"Armure \(AR\)"):
        odds.armour_odds(0)
    with refused("modificateur"):
        odds.injury_odds(modifier=9)
    with refused("Blessures Persistantes"):
        odds.casualty_odds(niggling=-1)
    with refused("Trésorerie"):
        odds.expensive_mistakes_odds(12_345)
    with refused("joueurs"):
        odds.ko_recovery_odds(count=0)


def test_the_reference_chain_example_block_then_armour_then_casualty():
    """rules-reference §5.6: 2 dice, attacker chooses → clean knockdown → AV 9+ broken → Casualty = 25/972."""
    from rules.block import face_set_chance

    knockdown = face_set_chance(["pow", "stumble"], count=2, chooser="attacker", wanted_by="attacker")
    broken = odds.armour_odds(9)
    casualty = odds.injury_odds()["injury.casualty"]
    assert (knockdown, broken, casualty) == (F(5, 9), F(5, 18), F(1, 6))
    assert knockdown * broken * casualty == F(25, 972)


# --- the options the rolls gained, against computations by hand (not by enumeration) ------------------------


def test_iron_hard_skin_by_hand():
    """Iron Hard Skin (S1): no modifier on the armour roll and no Claws: AV 9+ breaks on 2D6 ≥ 9, 10/36, whatever
    the +2, Mighty Blow and Claws; Mighty Blow then goes to the injury roll: 2D6 + 1 ≥ 10 on 10/36; Dead 1/8."""
    skin = dict(av=9, modifier=2, mighty_blow=True, claws=True, iron_hard_skin=True)
    assert odds.armour_odds(9, modifier=2, mighty_blow=True, claws=True, iron_hard_skin=True) == F(10, 36)
    assert odds.chain_odds(**skin)["casualty.dead"] == F(10, 36) * F(10, 36) * F(1, 8)


def test_niggling_injuries_and_decay_by_hand():
    """AV 8+ breaks on 15/36, a casualty on 2D6 ≥ 10 is 1/6, and D16 + 2 ≥ 15 on 4/16: Dead 15/36 · 1/6 · 1/4.
    One BP and Décomposition read the §5.4 row of two Niggling Injuries."""
    assert odds.chain_odds(av=8, niggling=2)["casualty.dead"] == F(5, 288)
    assert odds.chain_odds(av=8, niggling=1, decay=True) == odds.chain_odds(av=8, niggling=2)
    assert odds.casualty_odds(niggling=1, decay=True) == {
        "casualty.badly_hurt": F(3, 8),
        "casualty.seriously_hurt": F(1, 8),
        "casualty.serious_injury": F(1, 8),
        "casualty.lasting_injury": F(1, 8),
        "casualty.dead": F(1, 4),
    }


def test_regeneration_and_thick_skull_by_hand():
    """Regeneration: half of the casualties (D6 4+) never reach the D16: regenerated 1/6 · 1/2, Dead 1/6 · 1/2 · 1/8.
    Thick Skull, standard table: K.O. only on 9 (4/36), an 8 is Stunned (2-8: 26/36)."""
    chain = odds.injury_chain_odds(regeneration=True)
    assert chain["regeneration.regenerated"] == F(1, 12) and chain["casualty.dead"] == F(1, 96)
    skull = odds.injury_chain_odds(thick_skull=True)
    assert (skull["injury.stunned"], skull["injury.ko"]) == (F(26, 36), F(4, 36))


def test_odds_foul_by_hand():
    """A foul at AV 9+ with one net assist and Dirty Player: 2D6 + 1 ≥ 9 on 15/36, and the +1 breaks it on a 7
    too: 21/36. Sent off: every armour double (6/36), or a broken armour without a double (18/36) and then a
    double injury roll (1/6): 1/6 + 1/12 = 1/4. Sneaky Git forgives the three doubles whose armour held
    (1+1, 2+2, 3+3): 1/4 − 3/36 = 1/6."""
    plain = odds.foul_odds(av=9, assists=1, dirty_player=True)
    assert 1 - plain.outcomes["armour.holds"] == F(7, 12)
    assert plain.sent_off == F(1, 4)
    assert odds.foul_odds(av=9, assists=1, dirty_player=True, sneaky_git=True).sent_off == F(1, 6)


@pytest.mark.parametrize("iron_hard_skin", [False, True])
def test_a_foul_with_a_chainsaw_against_the_real_foul(iron_hard_skin):
    """Chainsaw (S1): "may also use their chainsaw when performing a Foul Action, in which case they may apply a +3
    modifier when making the Armour Roll" — not against Iron Hard Skin. At AV 10+: 2D6 + 3 ≥ 10 on 21/36."""
    computed = assert_foul_odds_are_the_real_foul(av=10, chainsaw=True, iron_hard_skin=iron_hard_skin)
    assert 1 - computed.outcomes["armour.holds"] == (F(1, 6) if iron_hard_skin else F(7, 12))
