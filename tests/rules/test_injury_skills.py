"""The skills and staff of rules-reference §2.16 that change the injury chain, on every face or row they touch.

Crâne Épais (every 2D6 total, both tables), Régénération (every D6), Décomposition
(every D16), Sournois (every double), the Apothicaire (every row and second D16),
Peau de Fer with Châtaigne and Griffes, in both rulesets; then the odds with each
option, enumerated from the real rolls on every die value.
"""

import itertools
from fractions import Fraction as F

import pytest
from hypothesis import example, given, settings, strategies as st

from rules import odds
from rules.dice import Dice
from rules.errors import DomainError
from rules.injury import (
    APOTHECARY_CHOOSE,
    APOTHECARY_KO,
    APOTHECARY_PATCHED,
    CASUALTY,
    CHAIN_FINAL_OUTCOMES,
    REGENERATED,
    apothecary_target,
    chain_outcome,
    failed_regeneration,
    keep_apothecary,
    reroll_regeneration,
    roll_apothecary,
    roll_armour,
    roll_casualty,
    roll_foul,
    roll_injury,
)
from rules.ruleset import BB2025, LIGUE, RULESETS
from tests.rules.test_odds import enumerate_roll, nonzero

RULESET_LIST = list(RULESETS.values())
PAIRS = list(itertools.product(range(1, 7), repeat=2))


def faces_for(total):
    return next(pair for pair in PAIRS if sum(pair) == total)


# --- Crâne Épais ---------------------------------------------------------------------------------


def thick_skull_expected(total, minus):
    """Written from the official text, not from the tables: K.O. only on 9 (8 with Minus)."""
    if minus:
        return {7: "injury.stunned", 8: "injury.ko", 9: "injury.badly_hurt"}.get(
            total, "injury.stunned" if total < 7 else "injury.casualty"
        )
    return {8: "injury.stunned", 9: "injury.ko"}.get(total, "injury.stunned" if total < 8 else "injury.casualty")


@pytest.mark.parametrize("ruleset", RULESET_LIST, ids=lambda r: r.key)
@pytest.mark.parametrize("minus", [False, True])
@pytest.mark.parametrize("total", range(2, 13))
def test_thick_skull_on_every_injury_total(ruleset, minus, total):
    result = roll_injury(Dice.manual([*faces_for(total), 1, 1]), ruleset, minus=minus, thick_skull=True)
    assert result.root.outcome == thick_skull_expected(total, minus)
    table = "injury.table.minus_thick_skull" if minus else "injury.table.thick_skull"
    assert result.root.info["table"] == table


@pytest.mark.parametrize("total", range(2, 13))
def test_thick_skull_only_moves_the_ko_rows(total):
    plain = roll_injury(Dice.manual([*faces_for(total), 1]), LIGUE).root.outcome
    skull = roll_injury(Dice.manual([*faces_for(total), 1]), LIGUE, thick_skull=True).root.outcome
    assert (plain != skull) is (total == 8)


def test_thick_skull_with_mighty_blow_reads_the_modified_total():
    # armour 5+5 breaks 9+ unaided, Châtaigne waits: injury 4+4 = 8 (Sonné with Crâne Épais) + 1 = 9 → K.O.
    result = roll_armour(Dice.manual([5, 5, 4, 4]), BB2025, av=9, mighty_blow=True, thick_skull=True)
    injury = result.root.find("injury")
    assert (injury.outcome, injury.total) == ("injury.ko", 9)
    # without Châtaigne the same dice are Sonné
    alone = roll_armour(Dice.manual([5, 5, 4, 4]), BB2025, av=9, thick_skull=True)
    assert alone.root.find("injury").outcome == "injury.stunned"


# --- Régénération --------------------------------------------------------------------------------


@pytest.mark.parametrize("ruleset", RULESET_LIST, ids=lambda r: r.key)
@pytest.mark.parametrize("face", range(1, 7))
def test_regeneration_on_every_d6_before_the_casualty_roll(ruleset, face):
    result = roll_injury(Dice.manual([6, 6, face, 16]), ruleset, regeneration=True, no_attacker=True)
    regeneration = result.root.children[0]
    assert regeneration.kind == "regeneration" and regeneration.dice[0].value == face
    if face >= 4:
        assert regeneration.outcome == REGENERATED and not regeneration.children
        assert result.effect.reserves and not result.effect.out_for_match and not result.effect.dead
        assert chain_outcome(result.root) == REGENERATED
        assert [d.value for d in result.root.all_dice()] == [6, 6, face]  # the D16 is never rolled
    else:
        assert regeneration.outcome == "regeneration.failed"
        assert regeneration.children[0].outcome == "casualty.dead"
        assert result.effect.dead and chain_outcome(result.root) == "casualty.dead"


@pytest.mark.parametrize("face", range(1, 7))
def test_regeneration_on_a_minus_nine_too(face):
    """Minus 9 is a casualty with no casualty roll: the D6 still comes first."""
    result = roll_injury(Dice.manual([4, 5, face]), LIGUE, minus=True, regeneration=True)
    assert result.root.outcome == "injury.badly_hurt"
    regenerated = face >= 4
    assert chain_outcome(result.root) == (REGENERATED if regenerated else "injury.badly_hurt")
    assert result.effect.reserves is regenerated and result.effect.out_for_match is not regenerated


@pytest.mark.parametrize("face", range(1, 7))
def test_regeneration_on_a_casualty_rolled_alone(face):
    result = roll_casualty(Dice.manual([face, 13, 2, 4]), BB2025, regeneration=True, attacker_keywords=["Orque"])
    assert result.root.kind == "regeneration"
    assert chain_outcome(result.root) == (REGENERATED if face >= 4 else "casualty.lasting_injury")


@pytest.mark.parametrize("face", range(1, 7))
def test_a_failed_regeneration_re_rolled_by_an_inducement_on_every_d6(face):
    """inducements.md: a Mortuary Assistant or a Plague Doctor « re-roll a failed Regeneration Roll »: 4+ the player
    regenerates (the casualty rolled under it is ignored), 1-3 the casualty stands, as rolled."""
    chain = roll_injury(Dice.manual([6, 6, 2, 15]), LIGUE, regeneration=True, attacker_keywords=["Orque"]).root
    assert failed_regeneration(chain) is not None
    stored = Step_from(chain)
    result = reroll_regeneration(Dice.manual([face]), LIGUE, chain=stored)
    assert result.root.kind == "regeneration" and next(d.value for d in result.root.all_dice()) == face
    if face >= 4:
        assert chain_outcome(result.root) == REGENERATED and result.effect.reserves and not result.effect.dead
        assert [d.value for d in result.root.all_dice()] == [face]
    else:
        assert chain_outcome(result.root) == "casualty.dead" and result.effect.dead
        assert apothecary_target(result.root) == "casualty"  # the Apothicaire may still come after it
        assert result.root.children == stored.find("regeneration").children  # the casualty as rolled
    assert failed_regeneration(result.root) is None  # one re-roll


def test_a_re_rolled_regeneration_on_a_minus_nine_keeps_its_casualty():
    chain = roll_injury(Dice.manual([4, 5, 1]), LIGUE, minus=True, regeneration=True).root
    failed = reroll_regeneration(Dice.manual([3]), LIGUE, chain=chain)
    assert chain_outcome(failed.root) == "injury.badly_hurt" and failed.effect.out_for_match
    assert chain_outcome(reroll_regeneration(Dice.manual([4]), LIGUE, chain=chain).root) == REGENERATED


def test_only_a_failed_regeneration_is_re_rolled():
    for chain in (
        roll_injury(Dice.manual([6, 6, 5]), LIGUE, regeneration=True).root,  # regenerated already
        roll_injury(Dice.manual([6, 6, 15]), LIGUE).root,  # no Regeneration
        roll_injury(Dice.manual([4, 4]), LIGUE, regeneration=True).root,  # a K.O.
    ):
        assert failed_regeneration(chain) is None
        with pytest.raises(DomainError) as caught:
            reroll_regeneration(Dice.manual([6]), LIGUE, chain=chain)
        assert caught.value.key == "error.regeneration.no_failed_roll"


def test_no_regeneration_roll_when_nothing_is_suffered():
    for dice in ([1, 1], [4, 4]):
        result = roll_injury(Dice.manual(dice), LIGUE, regeneration=True)
        assert result.root.find("regeneration") is None


# --- Décomposition -------------------------------------------------------------------------------


@pytest.mark.parametrize("ruleset", RULESET_LIST, ids=lambda r: r.key)
@pytest.mark.parametrize("niggling", [0, 2])
@pytest.mark.parametrize("face", range(1, 17))
def test_decay_adds_one_to_every_casualty_roll(ruleset, niggling, face):
    result = roll_casualty(Dice.manual([face, 1, 1, 1]), ruleset, niggling=niggling, decay=True, no_attacker=True)
    assert result.root.total == face + niggling + 1
    assert result.root.outcome == CASUALTY.lookup(face + niggling + 1)
    assert ("mod.decay", 1) in [(m.key, m.value) for m in result.root.modifiers]


def test_decay_and_regeneration_together():
    result = roll_injury(Dice.manual([5, 5, 2, 14]), LIGUE, regeneration=True, decay=True, no_attacker=True)
    assert chain_outcome(result.root) == "casualty.dead"  # 14 + 1


# --- Sournois ------------------------------------------------------------------------------------


@pytest.mark.parametrize("ruleset", RULESET_LIST, ids=lambda r: r.key)
@pytest.mark.parametrize("double", range(1, 7))
@pytest.mark.parametrize("av", [3, 7, 12])
def test_sneaky_git_on_every_double_of_the_armour_roll(ruleset, double, av):
    dice = [double, double, 1, 2, 1, 1, 1]  # the injury roll is never a double
    plain = roll_foul(Dice.manual(dice), ruleset, av=av)
    sneaky = roll_foul(Dice.manual(dice), ruleset, av=av, sneaky_git=True)
    broken = sneaky.root.children[0].outcome == "armour.broken"
    assert plain.effect.sent_off
    assert sneaky.effect.sent_off is broken
    assert sneaky.root.outcome == ("foul.sent_off" if broken else "foul.unnoticed")
    assert sneaky.root.info.get("sneaky_git", False) is not broken


def test_sneaky_git_does_not_save_a_double_on_the_injury_roll():
    result = roll_foul(Dice.manual([6, 5, 3, 3]), LIGUE, av=9, sneaky_git=True)
    assert result.effect.sent_off and result.root.info["doubles"] == ("injury",)


def test_sneaky_git_changes_nothing_without_a_double():
    result = roll_foul(Dice.manual([1, 2]), LIGUE, av=9, sneaky_git=True)
    assert not result.effect.sent_off and "sneaky_git" not in result.root.info


# --- Joueur Déloyal is the fouler's choice -------------------------------------------------------------


@pytest.mark.parametrize("ruleset", RULESET_LIST, ids=lambda r: r.key)
def test_dirty_player_that_would_send_a_sneaky_git_off_waits_for_his_coach(ruleset):
    """S1 Dirty Player: « may apply a +1 modifier … This modifier may be applied after the roll has been made »
    (issue 26): 4-4 +1 assist = 9 against AV 10+ holds, and Sournois keeps him on the pitch; +1 would break it and
    send him off. The roll stops at the armour, rolls no injury die, and the coach chooses."""
    options = dict(av=10, assists=1, dirty_player=True, sneaky_git=True)
    pending = roll_foul(Dice.manual([4, 4]), ruleset, **options)
    assert pending.root.outcome == "foul.dirty_player_choice" and not pending.effect.sent_off
    (armour,) = pending.root.children
    assert (armour.outcome, armour.total, armour.children) == ("armour.holds", 9, ())
    faces = armour.dice
    left = roll_foul(Dice.manual([]), ruleset, **options, dirty_player_applied=False, armour_dice=faces)
    assert left.root.outcome == "foul.unnoticed" and left.root.info["sneaky_git"] and not left.effect.sent_off
    assert left.root.children[0].total == 9 and [d.value for d in left.root.children[0].dice] == [4, 4]
    applied = roll_foul(Dice.manual([3, 5]), ruleset, **options, dirty_player_applied=True, armour_dice=faces)
    armour = applied.root.children[0]
    assert applied.root.outcome == "foul.sent_off" and applied.effect.sent_off
    assert (armour.outcome, armour.total) == ("armour.broken", 10)
    assert [(m.key, m.value) for m in armour.modifiers] == [("mod.assists", 1), ("mod.dirty_player", 1)]
    assert armour.children[0].kind == "injury" and armour.children[0].total == 8


@pytest.mark.parametrize(
    ("dice", "options"),
    [
        ([4, 4, 1, 2], dict(av=8, sneaky_git=True)),  # broken without it: the +1 waits for the injury roll
        ([3, 5, 1, 2], dict(av=9, sneaky_git=True)),  # no double: it only helps
        ([4, 4, 1, 2], dict(av=9, assists=0)),  # no Sournois: sent off on the double anyway
        ([4, 4], dict(av=10, sneaky_git=True)),  # 9 against 10+ holds either way
        ([4, 4], dict(av=9, sneaky_git=True, iron_hard_skin=True)),  # Peau de Fer: not on the armour
    ],
)
def test_dirty_player_is_applied_as_before_where_leaving_it_off_changes_nothing(dice, options):
    result = roll_foul(Dice.manual(dice), LIGUE, dirty_player=True, **options)
    assert result.root.outcome != "foul.dirty_player_choice"


# --- Peau de Fer with Châtaigne and Griffes ------------------------------------------------------------


@pytest.mark.parametrize("pair", PAIRS)
def test_iron_hard_skin_on_every_armour_pair(pair):
    """No modifier, no Châtaigne and no Griffes on the armour roll; Châtaigne waits for the injury roll."""
    result = roll_armour(Dice.manual([*pair, 5, 4, 1]), LIGUE, av=9, modifier=2, mighty_blow=True, claws=True,
                         iron_hard_skin=True)  # fmt: skip
    armour = result.root
    assert armour.outcome == ("armour.broken" if sum(pair) >= 9 else "armour.holds")
    assert armour.total == sum(pair) and not armour.modifiers
    if sum(pair) >= 9:
        assert result.root.find("injury").total == 10  # 5 + 4, +1 Châtaigne turns K.O. into Éliminé


# --- the Apothicaire ---------------------------------------------------------------------------------


@pytest.mark.parametrize("ruleset", RULESET_LIST, ids=lambda r: r.key)
@pytest.mark.parametrize("crowd", [False, True])
def test_apothecary_on_a_ko(ruleset, crowd):
    chain = roll_injury(Dice.manual([4, 4]), ruleset, crowd=crowd).root
    assert apothecary_target(chain) == "ko"
    result = roll_apothecary(Dice.manual([]), ruleset, chain=Step_from(chain))
    assert result.root.outcome == APOTHECARY_KO and chain_outcome(result.root) == APOTHECARY_KO
    assert result.effect.reserves is crowd  # Sonné in place, or Réserves after the crowd
    assert result.root.info.get("detail") == ("apothecary.ko.crowd.detail" if crowd else None)


def Step_from(step):
    """A stored chain read back, as the button does after a restart."""
    from rules.model import Step

    return Step.from_dict(step.to_dict())


def test_apothecary_on_a_minus_nine_or_a_first_row_casualty_patches_up_without_a_roll():
    for dice in ([4, 5], [6, 6, 8]):
        chain = roll_injury(Dice.manual(dice), LIGUE, minus=True, no_attacker=True).root
        result = roll_apothecary(Dice.manual([]), LIGUE, chain=chain)
        assert result.root.outcome == APOTHECARY_PATCHED and result.effect.reserves
        assert not result.root.all_dice()


@pytest.mark.parametrize("first", range(9, 17))
@pytest.mark.parametrize("second", range(1, 17))
def test_apothecary_second_casualty_roll_on_every_face(first, second):
    chain = roll_casualty(Dice.manual([first, 3, 3]), LIGUE, attacker_keywords=["Orque"]).root
    result = roll_apothecary(Dice.manual([second]), LIGUE, chain=chain)
    first_outcome, second_outcome = CASUALTY.lookup(first), CASUALTY.lookup(second)
    if second_outcome == "casualty.badly_hurt":
        assert result.root.outcome == APOTHECARY_PATCHED and result.effect.reserves
        return
    assert result.root.outcome == APOTHECARY_CHOOSE
    assert result.root.info == {"first": first_outcome, "second": second_outcome}
    kept_first = keep_apothecary(Dice.manual([]), LIGUE, chain=chain, apothecary=result.root, keep="first")
    assert chain_outcome(kept_first.root) == first_outcome
    assert kept_first.root.children[0] == chain.find("casualty")  # its séquelle and Revanche as rolled


def test_apothecary_second_result_rolls_its_own_sequelle_after_the_choice():
    chain = roll_casualty(Dice.manual([15]), BB2025, attacker_keywords=["Orque"]).root  # Mort
    apothecary = roll_apothecary(Dice.manual([13]), BB2025, chain=chain, niggling=0).root
    assert apothecary.info == {"first": "casualty.dead", "second": "casualty.lasting_injury"}
    kept = keep_apothecary(
        Dice.manual([6, 5]), BB2025, chain=chain, apothecary=apothecary, keep="second", attacker_keywords=["Orque"]
    )
    assert chain_outcome(kept.root) == "casualty.lasting_injury"
    assert kept.outcomes() == ["apothecary.kept", "casualty.lasting_injury", "lasting_injury.st", "hatred.gained"]
    assert kept.effect.characteristic == "ST" and kept.effect.hatred and not kept.effect.dead


def test_apothecary_second_roll_carries_niggling_and_decay():
    chain = roll_casualty(Dice.manual([15]), LIGUE, no_attacker=True).root
    apothecary = roll_apothecary(Dice.manual([8]), LIGUE, chain=chain, niggling=1, decay=True).root
    assert apothecary.children[0].total == 10 and apothecary.info["second"] == "casualty.seriously_hurt"


def test_apothecary_refuses_what_it_cannot_patch():
    for chain in (roll_armour(Dice.manual([1, 1]), LIGUE, av=9).root, roll_injury(Dice.manual([1, 1]), LIGUE).root):
        with pytest.raises(DomainError) as caught:
            roll_apothecary(Dice.manual([]), LIGUE, chain=chain)
        assert caught.value.key == "error.apothecary.nothing"
    chain = roll_casualty(Dice.manual([15]), LIGUE, no_attacker=True).root
    patched = roll_apothecary(Dice.manual([1]), LIGUE, chain=chain).root
    with pytest.raises(DomainError):
        keep_apothecary(Dice.manual([]), LIGUE, chain=chain, apothecary=patched, keep="first")


# --- the odds, from the same tables, agree with the real rolls -------------------------------------


ROW_RANK = {outcome: rank for rank, outcome in enumerate(CASUALTY.outcomes)}


def with_apothecary(ruleset, chain_roll, *, niggling=0, decay=False):
    """The real rolls, then the Apothicaire on a K.O. or a casualty, the owner keeping the better row."""

    def run(dice):
        chain = chain_roll(dice).root
        if apothecary_target(chain) is None:
            return chain_outcome(chain)
        used = roll_apothecary(dice, ruleset, chain=chain, niggling=niggling, decay=decay).root
        if used.outcome != APOTHECARY_CHOOSE:
            return used.outcome
        keep = "second" if ROW_RANK[used.info["second"]] < ROW_RANK[used.info["first"]] else "first"
        return chain_outcome(keep_apothecary(dice, ruleset, chain=chain, apothecary=used, keep=keep).root)

    return run


@settings(max_examples=12, deadline=None, derandomize=True)
@example(niggling=0, regeneration=True, decay=True, apothecary=True, ruleset=LIGUE)
@example(niggling=3, regeneration=False, decay=False, apothecary=True, ruleset=BB2025)
@given(
    niggling=st.integers(0, 10),
    regeneration=st.booleans(),
    decay=st.booleans(),
    apothecary=st.booleans(),
    ruleset=st.sampled_from(RULESET_LIST),
)
def test_casualty_chain_odds_agree_with_the_real_rolls(niggling, regeneration, decay, apothecary, ruleset):
    def chain(dice):
        return roll_casualty(dice, ruleset, niggling=niggling, regeneration=regeneration, decay=decay, no_attacker=True)

    run = with_apothecary(ruleset, chain, niggling=niggling, decay=decay) if apothecary else None
    real = enumerate_roll(run or (lambda d: chain_outcome(chain(d).root)))
    computed = odds.casualty_chain_odds(
        niggling=niggling, regeneration=regeneration, decay=decay, apothecary=apothecary
    )
    assert nonzero(computed) == real
    assert sum(computed.values()) == 1


@settings(max_examples=8, deadline=None, derandomize=True)
@example(minus=True, thick_skull=True, regeneration=True, decay=True, niggling=1, modifier=1)
@given(
    minus=st.booleans(),
    thick_skull=st.booleans(),
    regeneration=st.booleans(),
    decay=st.booleans(),
    niggling=st.integers(0, 10),
    modifier=st.integers(-5, 5),
)
def test_injury_chain_odds_with_the_victims_traits_agree_with_the_real_roll(
    minus, thick_skull, regeneration, decay, niggling, modifier
):
    options = dict(minus=minus, thick_skull=thick_skull, regeneration=regeneration, decay=decay, niggling=niggling)
    real = enumerate_roll(
        lambda d: chain_outcome(roll_injury(d, LIGUE, modifier=modifier, no_attacker=True, **options).root)
    )
    computed = odds.injury_chain_odds(modifier=modifier, **options)
    assert nonzero(computed) == real and sum(computed.values()) == 1


@pytest.mark.parametrize("minus", [False, True])
def test_injury_chain_odds_with_the_apothecary_agree_with_the_real_rolls(minus):
    chain = lambda d: roll_injury(d, LIGUE, minus=minus, thick_skull=True, decay=True, no_attacker=True)  # noqa: E731
    real = enumerate_roll(with_apothecary(LIGUE, chain, decay=True))
    computed = odds.injury_chain_odds(minus=minus, thick_skull=True, decay=True, apothecary=True)
    assert nonzero(computed) == real and sum(computed.values()) == 1


@settings(max_examples=2, deadline=None, derandomize=True)
@example(av=9, mighty_blow=True, claws=True, iron_hard_skin=True, thick_skull=True, regeneration=True, decay=False)
@given(
    av=st.integers(2, 12),
    mighty_blow=st.booleans(),
    claws=st.booleans(),
    iron_hard_skin=st.booleans(),
    thick_skull=st.booleans(),
    regeneration=st.booleans(),
    decay=st.booleans(),
)
def test_chain_odds_with_every_victim_trait_agree_with_the_real_chain(
    av, mighty_blow, claws, iron_hard_skin, thick_skull, regeneration, decay
):
    options = dict(
        av=av,
        modifier=1,
        mighty_blow=mighty_blow,
        claws=claws,
        iron_hard_skin=iron_hard_skin,
        thick_skull=thick_skull,
        regeneration=regeneration,
        decay=decay,
    )
    real = enumerate_roll(lambda d: chain_outcome(roll_armour(d, LIGUE, **options).root))
    computed = odds.chain_odds(**options)
    assert nonzero(computed) == real and sum(computed.values()) == 1
    broken = odds.armour_odds(av, modifier=1, mighty_blow=mighty_blow, claws=claws, iron_hard_skin=iron_hard_skin)
    assert 1 - computed["armour.holds"] == broken


@settings(max_examples=2, deadline=None, derandomize=True)
@example(av=9, assists=2, dirty_player=True, sneaky_git=True, iron_hard_skin=False, thick_skull=True)
@given(
    av=st.integers(2, 12),
    assists=st.integers(-3, 3),
    dirty_player=st.booleans(),
    sneaky_git=st.booleans(),
    iron_hard_skin=st.booleans(),
    thick_skull=st.booleans(),
)
def test_foul_odds_with_sneaky_git_agree_with_the_real_foul(
    av, assists, dirty_player, sneaky_git, iron_hard_skin, thick_skull
):
    options = dict(
        av=av,
        assists=assists,
        dirty_player=dirty_player,
        sneaky_git=sneaky_git,
        iron_hard_skin=iron_hard_skin,
        thick_skull=thick_skull,
    )
    real = enumerate_roll(
        lambda d: (lambda r: (chain_outcome(r.root), r.effect.sent_off))(
            roll_foul(d, BB2025, **options, dirty_player_applied=True)  # the odds apply it where it breaks the armour
        )
    )
    computed = odds.foul_odds(**options)
    outcomes: dict = {}
    for (outcome, _), p in real.items():
        outcomes[outcome] = outcomes.get(outcome, F(0)) + p
    assert nonzero(computed.outcomes) == outcomes
    assert computed.sent_off == sum(p for (_, sent_off), p in real.items() if sent_off)


def test_sneaky_git_only_lowers_the_sending_off():
    for av in range(2, 13):
        plain, sneaky = odds.foul_odds(av=av), odds.foul_odds(av=av, sneaky_git=True)
        assert sneaky.outcomes == plain.outcomes
        assert sneaky.sent_off < plain.sent_off if av > 2 else sneaky.sent_off == plain.sent_off  # 2+ always breaks
    # AV 12+: only 6+6 breaks it; every other double (5/36) is forgiven
    assert odds.foul_odds(av=12).sent_off - odds.foul_odds(av=12, sneaky_git=True).sent_off == F(5, 36)


def test_reference_values_for_the_new_tables():
    assert odds.injury_odds(thick_skull=True) == {
        "injury.stunned": F(13, 18),  # 2-8: 26/36
        "injury.ko": F(1, 9),
        "injury.casualty": F(1, 6),
    }
    assert odds.injury_odds(minus=True, thick_skull=True) == {
        "injury.stunned": F(7, 12),  # 2-7: 21/36
        "injury.ko": F(5, 36),
        "injury.badly_hurt": F(1, 9),
        "injury.casualty": F(1, 6),
    }
    assert odds.casualty_chain_odds(regeneration=True)[REGENERATED] == F(1, 2)
    assert odds.casualty_odds(decay=True) == odds.casualty_odds(niggling=1)
    # the Apothicaire on a casualty: Commotion unless both D16 are 9+ → patched up 1 - (1/2)^2
    assert odds.casualty_chain_odds(apothecary=True)[APOTHECARY_PATCHED] == F(3, 4)
    assert odds.casualty_chain_odds(apothecary=True)["casualty.dead"] == F(1, 64)  # both 15+


@pytest.mark.parametrize("key", CHAIN_FINAL_OUTCOMES)
def test_every_final_outcome_has_a_way_to_happen(key):
    assert any(
        odds.chain_odds(av=8, minus=minus, regeneration=regeneration, apothecary=apothecary)[key] > 0
        for minus, regeneration, apothecary in itertools.product([False, True], repeat=3)
    )


# --- Appuis Sûrs, Tronçonneuse, Clé de Bras, Vol Fatal (read against the book) ----------------------------


@pytest.mark.parametrize("ruleset", RULESET_LIST, ids=lambda r: r.key)
@pytest.mark.parametrize("face", range(1, 7))
def test_steady_footing_rolls_before_the_armour_on_every_d6(ruleset, face):
    """Steady Footing (S1 ``skills_and_traits.md``): "Whenever this player would be Knocked Down or Fall Over,
    roll a D6. On a 6, this player does not get Knocked Down"; the FAQ (S1 ``latest_faq.md``): then "no Armour
    Rolls are made, no Turnovers are caused"."""
    result = roll_armour(Dice.manual([face, 6, 6, 6, 6, 1]), ruleset, av=8, steady_footing=True)
    assert result.root.kind == "steady_footing"
    if face == 6:
        assert chain_outcome(result.root) == "steady_footing.held"
        assert result.root.find("armour") is None and result.effect == result.effect.__class__()
    else:
        assert result.root.outcome == "steady_footing.failed"
        assert result.root.find("armour").outcome == "armour.broken"  # 6+6 on 8+
        assert chain_outcome(result.root) == "casualty.badly_hurt"  # injury 6+6, D16 1


def test_steady_footing_is_rolled_first_and_reads_the_same_dice_after_it():
    plain = roll_armour(Dice.manual([4, 5, 3, 3]), BB2025, av=9)
    footing = roll_armour(Dice.manual([2, 4, 5, 3, 3]), BB2025, av=9, steady_footing=True)
    assert footing.root.children[0] == plain.root and footing.effect == plain.effect


@pytest.mark.parametrize("ruleset", RULESET_LIST, ids=lambda r: r.key)
@pytest.mark.parametrize("pair", PAIRS)
def test_a_fallen_chainsaw_carrier_is_armour_rolled_at_plus_three(ruleset, pair):
    """Chainsaw (S1): "If this player is Knocked Down or Falls Over for any reason ... a +3 modifier is applied
    when the opposition Coach makes an Armour Roll for this player. This +3 modifier must always be applied";
    rules-reference §2.1. Peau de Fer still lets no modifier through."""
    armour = roll_armour(Dice.manual([*pair, 1, 1]), ruleset, av=10, chainsaw=True).root
    assert armour.outcome == ("armour.broken" if sum(pair) + 3 >= 10 else "armour.holds")
    assert [(m.key, m.value) for m in armour.modifiers] == [("mod.chainsaw", 3)]
    skin = roll_armour(Dice.manual([*pair, 1, 1]), ruleset, av=10, chainsaw=True, iron_hard_skin=True).root
    assert skin.outcome == ("armour.broken" if sum(pair) >= 10 else "armour.holds") and not skin.modifiers


@pytest.mark.parametrize("skill", ["arm_bar", "lethal_flight"])
def test_arm_bar_and_lethal_flight_put_their_plus_one_where_mighty_blow_would(skill):
    """Arm Bar and Lethal Flight (S1): "they may apply a +1 modifier to either the Armour Roll or Injury Roll.
    This modifier may be applied after the roll has been made" — Mighty Blow's wording."""
    for faces in itertools.product(range(1, 7), repeat=4):
        mighty = roll_armour(Dice.manual([*faces, 16, 6]), LIGUE, av=9, mighty_blow=True).root
        other = roll_armour(Dice.manual([*faces, 16, 6]), LIGUE, av=9, **{skill: True}).root
        assert [s.outcome for s in other.walk()] == [s.outcome for s in mighty.walk()]
        keys = {m.key for s in other.walk() for m in s.modifiers}
        assert keys <= {f"mod.{skill}"}


def test_steady_footing_and_chainsaw_odds_by_hand():
    """Hand computations: AV 9+ breaks on 10/36 (§5.1); Steady Footing leaves it 5/6 of that, 25/108, and holds
    the player up 1/6 of the time. A chainsaw carrier at AV 10+ breaks on 2D6 ≥ 7: 21/36 = 7/12."""
    assert odds.armour_odds(9, steady_footing=True) == F(25, 108)
    chain = odds.chain_odds(av=9, steady_footing=True)
    assert chain["steady_footing.held"] == F(1, 6)
    assert chain["armour.holds"] == F(5, 6) * F(13, 18)
    assert chain["casualty.dead"] == F(5, 6) * F(5, 18) * F(1, 6) * F(1, 8)  # §5.4: Dead 1/8 of the casualties
    assert sum(chain.values()) == 1
    assert odds.armour_odds(10, chainsaw=True) == F(7, 12)
    assert odds.armour_odds(10, chainsaw=True, iron_hard_skin=True) == F(1, 6)
    assert odds.chain_odds(av=10, chainsaw=True)["armour.holds"] == F(5, 12)


@pytest.mark.slow  # ≈ 750,000 dice paths replayed one by one (30 s alone): `make test` runs it, not test-fast
@pytest.mark.timeout(900)  # 30 s on a quiet machine, past the 120 s default on a loaded one
@settings(max_examples=4, deadline=None, derandomize=True)
@example(av=9, chainsaw=True, steady_footing=True, mighty_blow=True, minus=True)
@given(
    av=st.integers(2, 12),
    chainsaw=st.booleans(),
    steady_footing=st.booleans(),
    mighty_blow=st.booleans(),
    minus=st.booleans(),
)
def test_chain_odds_with_steady_footing_and_chainsaw_agree_with_the_real_chain(
    av, chainsaw, steady_footing, mighty_blow, minus
):
    options = dict(av=av, chainsaw=chainsaw, steady_footing=steady_footing, mighty_blow=mighty_blow, minus=minus)
    real = enumerate_roll(lambda d: chain_outcome(roll_armour(d, BB2025, **options).root))
    computed = odds.chain_odds(**options)
    assert nonzero(computed) == real and sum(computed.values()) == 1
    broken = odds.armour_odds(av, mighty_blow=mighty_blow, chainsaw=chainsaw, steady_footing=steady_footing)
    assert broken == sum(p for key, p in computed.items() if key not in ("armour.holds", "steady_footing.held"))


@pytest.mark.parametrize("ruleset", RULESET_LIST, ids=lambda r: r.key)
@pytest.mark.parametrize("total", range(2, 13))
def test_ball_and_chain_skips_the_armour_and_reads_stunned_as_ko(ruleset, total):
    """Ball & Chain (S1): "If this player is Knocked Down, Falls Over or Placed Prone for any reason, immediately
    make an Injury Roll for them treating any result of Stunned as Knocked-out instead." No armour roll."""
    result = roll_armour(Dice.manual([*faces_for(total), 1, 1]), ruleset, av=12, ball_and_chain=True)
    assert result.root.kind == "injury" and result.root.find("armour") is None
    expected = "injury.ko" if total <= 9 else "injury.casualty"
    assert result.root.outcome == expected and result.root.info["detail"] == "injury.ball_and_chain.detail"


def test_ball_and_chain_odds_by_hand_and_against_the_roll():
    """Every total of 2-9 is K.O. (30/36), 10+ a casualty (6/36); Mighty Blow's +1 makes a 9 a casualty."""
    chain = odds.chain_odds(av=9, ball_and_chain=True)
    assert (chain["injury.ko"], chain["injury.stunned"]) == (F(5, 6), 0)
    assert chain["casualty.dead"] == F(1, 6) * F(1, 8)
    assert odds.chain_odds(av=9, ball_and_chain=True, mighty_blow=True)["injury.ko"] == F(26, 36)
    for options in ({}, {"mighty_blow": True}, {"minus": True, "regeneration": True}):
        real = enumerate_roll(
            lambda d, o=options: chain_outcome(roll_armour(d, LIGUE, av=9, ball_and_chain=True, **o).root)
        )
        assert nonzero(odds.chain_odds(av=9, ball_and_chain=True, **options)) == real


def test_mighty_blow_is_not_spent_on_a_stunned_that_ball_and_chain_already_counts_as_ko():
    """Ball & Chain (S1): "treating any result of Stunned as Knocked-out"; Mighty Blow "may apply a +1": on a 7 it
    would change nothing (K.O. either way), so it is not said; on a 9 it makes a Casualty."""
    held = roll_armour(Dice.manual([3, 4]), LIGUE, av=8, mighty_blow=True, ball_and_chain=True)
    assert held.root.outcome == "injury.ko" and held.root.modifiers == () and held.root.total == 7
    spent = roll_armour(Dice.manual([4, 5, 8]), LIGUE, av=8, mighty_blow=True, ball_and_chain=True)
    assert spent.root.outcome == "injury.casualty" and [m.key for m in spent.root.modifiers] == ["mod.mighty_blow"]
