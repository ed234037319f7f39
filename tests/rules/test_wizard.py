"""The Sports-Wizard's spells (inducements.md « WIZARD: SPORTS-WIZARD »): Fireball's D6 per player and its Armour
Roll at +1, Zap!'s D6 against ST with its natural 1 and 6, the Frog as data; dice typed by hand as thrown ones."""

import pytest

from rules import injury, skills
from rules.characteristics import Profile
from rules.dice import Dice, DiceError
from rules.ruleset import BB2025, LIGUE
from rules.traits import NOBODY, Traits, armour_inputs, injury_inputs
from rules.wizard import (
    FIREBALL,
    FIREBALL_HIT,
    FIREBALL_MISS,
    FROG,
    FROG_SKILLS,
    MOST_TARGETS,
    ZAP_FROG,
    ZAP_NOTHING,
    FireballTarget,
    fireball_armour_inputs,
    fireball_hit,
    frog_traits,
    roll_fireball,
    roll_zap,
    zap_outcome,
)
from tests.said import refused

LINEMAN = Traits.of_roster(profile=Profile(6, 3, 3, 4, 9), skill_names=(), niggling=0, keywords=("Humain",))


@pytest.mark.parametrize("face", range(1, 7))
def test_a_fireball_hits_on_4_or_more(face):
    result = roll_fireball(Dice.manual([face]), targets=[FireballTarget(1)])
    (target,) = result.root.children
    assert target.outcome == (FIREBALL_HIT if face >= 4 else FIREBALL_MISS)
    assert target.total == face and target.target == 4
    assert fireball_hit(result.root) == ((1,) if face >= 4 else ())
    assert FIREBALL.lookup(face) == target.outcome


def test_a_d6_per_player_in_their_order_typed_dice_as_thrown_ones():
    targets = [FireballTarget(1), FireballTarget(2, standing=False), FireballTarget(3)]
    typed = roll_fireball(Dice.manual([3, 4, 6]), LIGUE, targets=targets)
    assert [s.outcome for s in typed.root.children] == [FIREBALL_MISS, FIREBALL_HIT, FIREBALL_HIT]
    assert [s.info["standing"] for s in typed.root.children] == [True, False, True]
    assert fireball_hit(typed.root) == (2, 3) and typed.root.info["count"] == 2
    thrown = roll_fireball(Dice.seeded(7), LIGUE, targets=targets)
    faces = [d.value for d in thrown.root.all_dice()]
    assert roll_fireball(Dice.manual(faces), LIGUE, targets=targets).root.to_dict() == thrown.root.to_dict()
    with pytest.raises(DiceError):
        roll_fireball(Dice.manual([5]), targets=targets)  # one die typed for three players


def test_a_fireball_reaches_one_to_nine_players_each_once():
    with refused("Boule de Feu"):
        roll_fireball(Dice.seeded(1), targets=[])
    with refused("Boule de Feu"):
        roll_fireball(Dice.seeded(1), targets=[FireballTarget(n) for n in range(1, MOST_TARGETS + 2)])
    with refused("une fois"):
        roll_fireball(Dice.seeded(1), targets=[FireballTarget(1), FireballTarget(1)])
    assert len(roll_fireball(Dice.seeded(1), targets=[FireballTarget(n) for n in range(1, 10)]).root.children) == 9


def test_a_standing_player_hit_is_knocked_down_and_his_armour_roll_is_at_plus_one():
    inputs = fireball_armour_inputs(LINEMAN, standing=True)
    # 4 + 4 = 8 + 1 = 9 against AV 9+: broken by the Fireball's +1, then 3 + 3: Stunned
    result = injury.roll_armour(Dice.manual([4, 4, 3, 3]), BB2025, **inputs)
    armour = result.root
    assert armour.outcome == injury.ARMOUR_BROKEN and armour.total == 9
    assert [(m.key, m.value) for m in armour.modifiers] == [(injury.MOD_FIREBALL, 1)]
    assert armour.children[0].outcome == injury.INJURY_STUNNED
    # 4 + 3 + 1 = 8: holds
    assert injury.roll_armour(Dice.manual([4, 3]), BB2025, **inputs).root.outcome == injury.ARMOUR_HOLDS


def test_a_standing_player_hit_uses_what_a_knock_down_brings_a_prone_one_does_not():
    sure = Traits.of_roster(
        profile=Profile(6, 3, 3, 4, 9), skill_names=("Steady Footing",), niggling=0, keywords=("Nain",)
    )
    standing = fireball_armour_inputs(sure, standing=True)
    prone = fireball_armour_inputs(sure, standing=False)
    assert standing["steady_footing"] and "steady_footing" not in prone
    # his Appuis Sûrs on a 6: not Knocked Down, no Armour Roll
    assert injury.roll_armour(Dice.manual([6]), BB2025, **standing).root.outcome == injury.STEADY_FOOTING_HELD
    # prone: the Armour Roll at once, +1 all the same
    rolled = injury.roll_armour(Dice.manual([6, 1]), BB2025, **prone).root
    assert rolled.kind == "armour" and rolled.total == 8 and rolled.outcome == injury.ARMOUR_HOLDS


def test_the_fireballs_plus_one_passes_iron_hard_skin_and_nobody_caused_it():
    skin = Traits.of_roster(
        profile=Profile(4, 4, 4, None, 10), skill_names=("Iron Hard Skin",), niggling=0, keywords=("Nain",)
    )
    inputs = fireball_armour_inputs(skin, standing=True)
    # « These modifiers must always be applied »: 5 + 4 + 1 = 10 breaks AV 10+ (PG10); 6 + 6 casualty, D16 12, D6 of
    # the Lasting Injury: nobody caused it, so no Revanche
    result = injury.roll_armour(Dice.manual([5, 4, 6, 6, 12]), LIGUE, **inputs)
    assert result.root.outcome == injury.ARMOUR_BROKEN and result.root.total == 10
    casualty = result.root.find("casualty")
    assert casualty is not None and casualty.outcome == injury.CASUALTY_SERIOUS_INJURY
    hatred = result.root.find("hatred")
    assert hatred is not None and hatred.outcome == injury.HATRED_NO_ATTACKER
    assert not result.effect.hatred


def test_an_unknown_modifier_key_is_a_bug():
    with pytest.raises(ValueError):
        injury.roll_armour(Dice.manual([1, 1]), BB2025, av=9, modifier=1, modifier_key="mod.nothing")


@pytest.mark.parametrize("st", range(1, 9))
@pytest.mark.parametrize("face", range(1, 7))
def test_zap_a_d6_against_st_a_natural_1_never_a_natural_6_always(face, st):
    expected = ZAP_NOTHING if face == 1 else ZAP_FROG if face == 6 or face >= st else ZAP_NOTHING
    assert zap_outcome(face, st) == expected
    result = roll_zap(Dice.manual([face]), LIGUE, st=st)
    assert result.root.outcome == expected and result.root.target == st and result.root.total == face
    natural = (face == 1 and st <= 1) or (face == 6 and st > 6)
    assert result.root.info.get("label") == (f"{expected}.natural" if natural else None)


def test_zap_reads_typed_dice_and_refuses_an_st_out_of_range():
    assert roll_zap(Dice.manual([4]), st=4).root.outcome == ZAP_FROG
    assert roll_zap(Dice.manual([3]), st=4).root.outcome == ZAP_NOTHING
    with pytest.raises(DiceError):
        roll_zap(Dice.manual([7]), st=3)
    with refused("Force"):
        roll_zap(Dice.seeded(1), st=0)


def test_the_frog_is_the_books_profile_and_skills():
    assert Profile(ma=5, st=1, ag=2, pa=None, av=5) == FROG
    assert skills.skill_keys(FROG_SKILLS) == frozenset(FROG_SKILLS)  # each a skill of the book's list
    assert set(FROG_SKILLS) == {"dodge", "leap", "no_ball", "stunty", "titchy", "very_long_legs"}


def test_a_frog_rolls_with_the_frogs_profile_and_skills():
    frog = frog_traits(LINEMAN)
    assert frog.av == 5 and frog.st == 1 and frog.profile == FROG
    assert {"dodge", "stunty", "titchy", "no_ball", "leap", "very_long_legs"} <= frog.skills
    assert frog.keywords == LINEMAN.keywords and frog.named  # still himself: his casualty is his
    inputs = armour_inputs(frog, NOBODY, cause="block")
    assert inputs["av"] == 5 and inputs["minus"] and inputs["frog"]


def test_a_frogs_casualty_is_badly_hurt_with_no_casualty_roll_and_no_apothecary():
    inputs = armour_inputs(frog_traits(LINEMAN), NOBODY, cause="block")
    # 3 + 2 = 5 against AV 5+: broken; 5 + 5 = 10 on the Stunty table: a Casualty, and no D16 is thrown
    result = injury.roll_armour(Dice.manual([3, 2, 5, 5]), BB2025, **inputs)
    casualty = result.root.find("casualty")
    assert casualty is not None and casualty.outcome == injury.CASUALTY_BADLY_HURT and casualty.dice == ()
    assert casualty.info["label"] == "casualty.frog" and result.effect.out_for_match
    assert not result.effect.miss_next_game and result.effect.characteristic is None
    assert injury.apothecary_target(result.root) is None
    with refused("Apothicaire"):
        injury.roll_apothecary(Dice.seeded(1), BB2025, chain=result.root)
    # a K.O. neither: « An Apothecary cannot be used on a Frog »
    knocked = injury.roll_injury(
        Dice.manual([4, 4]), BB2025, **injury_inputs(frog_traits(LINEMAN), NOBODY, cause="block")
    )
    assert knocked.root.outcome == injury.INJURY_KO and injury.apothecary_target(knocked.root) is None
    # the player himself, not a Frog: his D16
    himself = injury.roll_armour(Dice.manual([5, 4, 5, 5, 3]), BB2025, **armour_inputs(LINEMAN, NOBODY, cause="block"))
    rolled = himself.root.find("casualty")
    assert rolled is not None and rolled.dice and injury.apothecary_target(himself.root) == "casualty"
