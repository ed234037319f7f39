"""The block skills of rules-reference §2.16 on every face they touch: Lutte, Stabilité, Parade, Juggernaut,
Cornes, Intrépide and Bagarreur (with Blocage, Esquive and Tacle), and the odds that enumerate them."""

import itertools
from fractions import Fraction as F

import pytest
from hypothesis import given, settings, strategies as st

from rules import block
from rules.block import (
    CATEGORIES,
    FACES,
    SKILL_FLAGS,
    BlockSkills,
    applied_distribution,
    block_faces,
    block_odds,
    reroll_die,
    resolve_face,
    roll_block,
)
from rules.dice import Dice
from rules.errors import DomainError
from rules.ruleset import RULESETS
from tests.rules.test_odds import enumerate_roll

# --- Les Deux Plaqués ------------------------------------------------------------------------------

BOTH_DOWN_CASES = [
    # (attacker: block, wrestle, juggernaut), (defender: block, wrestle), blitz → outcome suffix
    ((False, False, False), (False, False), False, "both_down"),
    ((False, True, False), (False, False), False, "both_down_wrestle_attacker"),  # he would fall: Lutte
    ((False, False, False), (False, True), False, "both_down_wrestle_defender"),
    ((True, False, False), (False, True), False, "both_down_wrestle_defender"),  # only the target falls: his Lutte
    ((True, True, False), (False, False), False, "both_down_attacker_blocks"),  # Blocage serves him better
    ((False, True, False), (True, False), False, "both_down_wrestle_attacker"),  # only he falls: his Lutte
    ((False, False, False), (True, True), False, "both_down_defender_blocks"),  # the target stays up
    ((True, True, False), (True, True), False, "both_down_both_block"),  # nobody falls: no Lutte
    ((False, False, True), (False, False), True, "both_down_juggernaut"),
    ((False, False, True), (False, True), True, "both_down_juggernaut"),  # no Lutte against him
    ((False, False, True), (True, False), True, "both_down_juggernaut"),
    ((True, False, True), (False, True), True, "both_down_attacker_blocks"),  # Blocage floors the target
    ((True, False, True), (True, False), True, "both_down_juggernaut"),
    ((False, False, True), (False, True), False, "both_down_wrestle_defender"),  # Juggernaut only on a Blitz
]


@pytest.mark.parametrize(("attacker", "defender", "blitz", "expected"), BOTH_DOWN_CASES)
def test_both_down_with_block_wrestle_and_juggernaut(attacker, defender, blitz, expected):
    skills = BlockSkills(
        attacker_block=attacker[0],
        attacker_wrestle=attacker[1],
        juggernaut=attacker[2],
        defender_block=defender[0],
        defender_wrestle=defender[1],
        blitz=blitz,
    )
    step = resolve_face("both_down", skills)
    assert step.outcome == f"block.result.{expected}"
    if "wrestle" in expected:  # both Mis à Terre: no armour roll, no turnover
        assert (step.info["falls"], step.info["armour"], step.info["prone"], step.info["turnover"]) == (
            "both",
            [],
            True,
            False,
        )
        assert step.info["category"] == "both_prone"
    if expected == "both_down_juggernaut":
        assert (step.info["falls"], step.info["pushed"], step.info["armour"]) == ("none", True, [])


@pytest.mark.parametrize("ruleset", list(RULESETS.values()), ids=lambda r: r.key)
def test_wrestle_gives_no_armour_roll_through_a_real_roll(ruleset):
    """Both rulesets block alike (D13, D14): the same skills give the same faces in each."""
    result = roll_block(Dice.manual([2]), attacker_st=3, defender_st=3, defender_wrestle=True, ruleset=ruleset)
    resolution = block_faces(result.root)[0].children[0]
    assert resolution.info["armour"] == [] and resolution.info["prone"]


# --- Stabilité and Parade -------------------------------------------------------------------------


@pytest.mark.parametrize("face", FACES)
@pytest.mark.parametrize("dodge", [False, True])
@pytest.mark.parametrize("juggernaut_blitz", [False, True])
def test_stand_firm_on_every_face(face, dodge, juggernaut_blitz):
    plain = resolve_face(face, BlockSkills(dodge=dodge, juggernaut=juggernaut_blitz, blitz=juggernaut_blitz))
    firm = resolve_face(
        face, BlockSkills(dodge=dodge, stand_firm=True, juggernaut=juggernaut_blitz, blitz=juggernaut_blitz)
    )
    assert firm.outcome == plain.outcome and firm.info["falls"] == plain.info["falls"]
    assert firm.info["armour"] == plain.info["armour"]  # a Plaqué target is still Plaqué, in his square
    if plain.info["pushed"] and not juggernaut_blitz:
        assert (firm.info["pushed"], firm.info["follow_up"]) == (False, False)
        note = "block.note.stand_firm_down" if plain.info["falls"] == "defender" else "block.note.stand_firm"
        assert firm.info["notes"] == [note]
        assert firm.info["category"] == ("none" if plain.info["category"] == "push" else plain.info["category"])
    else:
        assert firm.info == plain.info


@pytest.mark.parametrize("face", FACES)
@pytest.mark.parametrize("juggernaut_blitz", [False, True])
def test_fend_on_every_face(face, juggernaut_blitz):
    flags = dict(dodge=True, juggernaut=juggernaut_blitz, blitz=juggernaut_blitz)
    plain, fend = resolve_face(face, BlockSkills(**flags)), resolve_face(face, BlockSkills(fend=True, **flags))
    if plain.info["pushed"] and not juggernaut_blitz:
        assert fend.info["pushed"] and not fend.info["follow_up"] and fend.info["notes"] == ["block.note.fend"]
        assert fend.info["category"] == plain.info["category"]
    else:
        assert fend.info == plain.info


# --- Cornes and Intrépide ---------------------------------------------------------------------------


@pytest.mark.parametrize(("blitz", "count"), [(False, 1), (True, 2)])
def test_horns_add_one_strength_on_a_blitz_only(blitz, count):
    result = roll_block(Dice.seeded(3), attacker_st=3, defender_st=3, horns=True, blitz=blitz)
    assert result.root.info["count"] == count
    assert [(m.key, m.value) for m in result.root.modifiers] == ([("mod.horns", 1)] if blitz else [])


@pytest.mark.parametrize("face", range(1, 7))
@pytest.mark.parametrize(("attacker_st", "defender_st"), [(2, 4), (3, 4), (1, 5), (2, 3)])
def test_dauntless_on_every_d6(face, attacker_st, defender_st):
    result = roll_block(Dice.manual([face, 3, 3, 3]), attacker_st=attacker_st, defender_st=defender_st, dauntless=True)
    dauntless = result.root.children[0]
    success = face + attacker_st > defender_st
    assert dauntless.kind == "block.dauntless" and dauntless.total == face + attacker_st
    assert dauntless.outcome == ("block.dauntless.success" if success else "block.dauntless.failure")
    strength = defender_st if success else attacker_st
    assert result.root.info["attacker_strength"] == strength
    assert len(block_faces(result.root)) == (1 if success else 3 if defender_st > 2 * attacker_st else 2)


def test_dauntless_is_not_rolled_against_a_weaker_or_equal_target():
    result = roll_block(Dice.manual([6]), attacker_st=3, defender_st=3, dauntless=True)
    assert [c.kind for c in result.root.children] == ["block.face"]


def test_dauntless_then_horns_then_assists():
    # ST 2 against 4 on a Blitz: Intrépide 3 + 2 = 5 > 4 → ST 4, Cornes 5, one assist 6 against 4 → 2 dice
    result = roll_block(
        Dice.manual([3, 6, 6]), attacker_st=2, defender_st=4, attacker_assists=1, dauntless=True, horns=True, blitz=True
    )
    assert (result.root.info["attacker_strength"], result.root.info["count"]) == (6, 2)


# --- Bagarreur ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("value", range(1, 7))
def test_brawler_is_offered_on_a_both_down_die_only_outside_a_blitz(value):
    for blitz in (False, True):
        result = roll_block(Dice.manual([value]), attacker_st=3, defender_st=3, brawler=True, blitz=blitz)
        offered = block_faces(result.root)[0].info.get("brawler", False)
        assert offered is (value == 2 and not blitz)


@pytest.mark.parametrize("new", range(1, 7))
def test_brawler_rerolls_one_die_once(new):
    first = roll_block(Dice.manual([2, 2, 5]), attacker_st=7, defender_st=3, brawler=True).root
    assert [f.info.get("brawler", False) for f in block_faces(first)] == [True, True, False]
    again = reroll_die(Dice.manual([new]), first, 1).root
    faces = block_faces(again)
    assert [f.dice[0].value for f in faces] == [2, new, 5]
    assert faces[1].info["rerolled_from"] == "block.face.both_down" and faces[1].info["brawler_used"]
    assert not any(f.info.get("brawler") for f in faces)  # once per block
    assert again.info["rerolled"] == 1
    with pytest.raises(DomainError) as caught:
        reroll_die(Dice.manual([3]), again, 0)
    assert caught.value.key == "error.block.already_rerolled"


def test_brawler_refuses_another_face():
    first = roll_block(Dice.manual([2, 6]), attacker_st=4, defender_st=3, brawler=True).root
    with pytest.raises(DomainError) as caught:
        reroll_die(Dice.manual([3]), first, 1)
    assert caught.value.key == "error.block.no_reroll"


# --- the odds -------------------------------------------------------------------------------------------

FLAGS = st.fixed_dictionaries({name: st.booleans() for name in SKILL_FLAGS})


@settings(max_examples=60, deadline=None)
@given(count=st.integers(1, 3), chooser=st.sampled_from(["attacker", "defender"]), flags=FLAGS)
def test_applied_distribution_with_every_skill_sums_to_one_and_agrees_with_resolve_face(count, chooser, flags):
    skills = BlockSkills(**flags)
    dist = applied_distribution(count, chooser, skills)
    assert sum(dist.values()) == 1 and set(dist) == {f"block.odds.{c}" for c in CATEGORIES}
    order = CATEGORIES if chooser == "attacker" else tuple(reversed(CATEGORIES))
    expected = dict.fromkeys(CATEGORIES, F(0))
    rank = CATEGORIES.index

    def kept_of(cats):
        return min(cats, key=order.index)

    def again_at(cats, at):  # the result kept for each face of a new die at ``at``
        return [kept_of([*cats[:at], resolve_face(v, skills).info["category"], *cats[at + 1 :]]) for v in range(1, 7)]

    def margin(kept, again):  # how much more often a new die improves the kept result than spoils it
        return sum(rank(c) < rank(kept) for c in again) - sum(rank(c) > rank(kept) for c in again)

    def pro_then_kept(cats, spent, p):  # Pro: on the die a new face helps most (the lowest on a tie), 3+ on a D6
        kept = kept_of(cats)
        tries = [(margin(kept, again_at(cats, at)), -at) for at in range(len(cats)) if at != spent]
        best = max(tries, default=(0, 0))
        if skills.pro and best[0] > 0:
            expected[kept] += p / 3
            for category in again_at(cats, -best[1]):
                expected[category] += p * F(2, 3) / 6
            return
        expected[kept] += p

    for combo in itertools.product(range(1, 7), repeat=count):
        cats = [resolve_face(v, skills).info["category"] for v in combo]
        kept = kept_of(cats)
        if skills.brawler and not skills.blitz and 2 in combo:  # Bagarreur: re-roll one Les Deux Plaqués die if
            at = combo.index(2)  # a new die more often improves the kept result than spoils it
            if margin(kept, again_at(cats, at)) > 0:
                for v in range(1, 7):
                    new = [*cats[:at], resolve_face(v, skills).info["category"], *cats[at + 1 :]]
                    pro_then_kept(new, at, F(1, 6 ** (count + 1)))
                continue
        pro_then_kept(cats, None, F(1, 6**count))
    assert dist == {f"block.odds.{c}": p for c, p in expected.items()}


def test_pro_in_the_odds():
    """Pro (S1): "may attempt to re-roll a single dice": one die, the attacker tries it on an Attaquant Plaqué (5 new
    faces of 6 help) and a Les Deux Plaqués (4 help, 1 spoils), not on a Repoussé (2 and 2); 3+ on the D6."""
    dist = applied_distribution(1, "attacker", BlockSkills(pro=True))
    expected = {"knockdown": F(11, 27), "push": F(11, 27), "both_down": F(5, 54), "attacker_down": F(5, 54)}
    assert dist == {f"block.odds.{c}": expected.get(c, F(0)) for c in CATEGORIES}


@pytest.mark.parametrize(
    ("count", "chooser", "expected"),
    [
        # one die: its Les Deux Plaqués (1/6) is re-rolled: 1/3 + 1/18 knockdown and push, 1/36 both down, 7/36
        (1, "attacker", {"knockdown": F(7, 18), "push": F(7, 18), "both_down": F(1, 36), "attacker_down": F(7, 36)}),
        # two dice, the attacker chooses (§5.5: 5/9, 1/3, 1/12, 1/36 without): a Les Deux Plaqués die is re-rolled
        # beside another one or an Attaquant Plaqué (3/36: 2/6 knockdown, 2/6 push) and beside a Repoussé (4/36:
        # nothing to lose, 2/6 knockdown), not beside a knockdown
        (
            2,
            "attacker",
            {
                "knockdown": F(5, 9) + F(7, 36) * F(2, 6),
                "push": F(1, 3) + F(3, 36) * F(2, 6) - F(4, 36) * F(2, 6),
                "both_down": F(1, 36) * F(2, 6) + F(2, 36) * F(1, 6),
                "attacker_down": F(1, 36) + F(2, 36) * F(1, 6),
            },
        ),
        # two dice, the defender chooses: {LDP, LDP} and {LDP, AP} are kept (a new die cannot help); beside a
        # Repoussé or a knockdown (8/36) it is re-rolled: 4/6 better, 1/6 Les Deux Plaqués again, 1/6 worse
        (
            2,
            "defender",
            {
                "knockdown": F(1, 9) + F(4, 36) * F(2, 6),
                "push": F(1, 3) + F(4, 36) * F(4, 6) + F(4, 36) * F(2, 6),
                "both_down": F(1, 4) - F(8, 36) + F(8, 36) * F(1, 6),
                "attacker_down": F(11, 36) + F(8, 36) * F(1, 6),
            },
        ),
    ],
)
def test_brawler_in_the_odds(count, chooser, expected):
    """Brawler (S1): "may re-roll a single Both Down result"; the odds count it where a new die more often helps
    than hurts, and never on a Blitz (FAQ)."""
    dist = applied_distribution(count, chooser, BlockSkills(brawler=True))
    assert dist == {f"block.odds.{c}": expected.get(c, F(0)) for c in CATEGORIES}
    assert applied_distribution(count, chooser, BlockSkills(brawler=True, blitz=True)) == applied_distribution(
        count, chooser, BlockSkills()
    )


@pytest.mark.parametrize(("attacker_st", "defender_st"), [(2, 4), (3, 4), (1, 3), (2, 5)])
def test_block_odds_with_dauntless_agree_with_the_real_roll(attacker_st, defender_st):
    skills = BlockSkills(dauntless=True, attacker_block=True, defender_wrestle=True)

    def applied(dice):
        root = roll_block(dice, attacker_st=attacker_st, defender_st=defender_st, skills=skills).root
        faces = block_faces(root)
        return faces[root.info["suggested"]].children[0].info["category"]

    real = enumerate_roll(applied)
    computed = block_odds(attacker_st, defender_st, skills=skills)
    assert {k: p for k, p in computed.applied.items() if p} == {f"block.odds.{c}": p for c, p in real.items()}
    assert computed.dauntless == F(sum(f + attacker_st > defender_st for f in range(1, 7)), 6)
    assert computed.dauntless_dice.attacker_strength == defender_st


def test_horns_and_juggernaut_in_the_odds():
    blitz = block_odds(3, 3, horns=True, juggernaut=True, blitz=True)
    assert blitz.dice.count == 2 and blitz.applied["block.odds.both_down"] == 0
    assert block_odds(3, 3, horns=True).dice.count == 1


# --- Haine (X) (S1 skills_and_traits.md, Hatred (X)) ----------------------------------------------------------


@pytest.mark.parametrize("blitz", [False, True])
@pytest.mark.parametrize("new", range(1, 7))
def test_hatred_rerolls_one_player_down_die_once_even_on_a_blitz(new, blitz):
    """Hatred (X): "Whenever this player performs a Block Action against a player with the same keyword as that
    shown in brackets, this player may re-roll a single Player Down result" (a Blitz's block is a Block Action
    performed; unlike Brawler, nothing ties it to declaring one)."""
    first = roll_block(Dice.manual([1, 1, 5]), attacker_st=7, defender_st=3, hatred=True, blitz=blitz).root
    assert [f.info.get("hatred", False) for f in block_faces(first)] == [True, True, False]
    again = reroll_die(Dice.manual([new]), first, 0).root
    faces = block_faces(again)
    assert [f.dice[0].value for f in faces] == [new, 1, 5]
    assert faces[0].info["rerolled_from"] == "block.face.player_down" and faces[0].info["hatred_used"]
    assert not any(f.info.get("hatred") for f in faces) and again.info["hatred_rerolled"] == 0
    with pytest.raises(DomainError) as caught:
        reroll_die(Dice.manual([3]), again, 1)
    assert caught.value.key == "error.block.hatred_already_rerolled"


def test_brawler_and_hatred_each_reroll_their_own_face_in_one_block():
    first = roll_block(Dice.manual([1, 2, 6]), attacker_st=7, defender_st=3, brawler=True, hatred=True).root
    assert [block.reroll_skill(f) for f in block_faces(first)] == ["hatred", "brawler", None]
    after_brawler = reroll_die(Dice.manual([1]), first, 1).root  # the Both Down die shows Player Down now…
    assert block.reroll_skill(block_faces(after_brawler)[1]) is None  # …and a re-rolled die is never re-rolled
    after_hatred = reroll_die(Dice.manual([4]), after_brawler, 0).root
    assert [f.dice[0].value for f in block_faces(after_hatred)] == [4, 1, 6]
    assert (after_hatred.info["rerolled"], after_hatred.info["hatred_rerolled"]) == (1, 0)
    plain = roll_block(Dice.manual([1, 2, 6]), attacker_st=7, defender_st=3).root
    assert [block.reroll_skill(f) for f in block_faces(plain)] == [None, None, None]


@pytest.mark.parametrize("side", ["attacker", "defender"])
@pytest.mark.parametrize("value", range(1, 7))
def test_steady_footing_is_noted_on_every_face_that_knocks_its_owner_down(side, value):
    """Steady Footing (S1 and FAQ): rolled whenever the player "would be Knocked Down" — Player Down, Both Down,
    a Stumble or POW on the target — but not when Wrestle Places him Prone. The face says so, since the turnover
    it announces may not happen."""
    flags = {f"{side}_steady_footing": True}
    step = resolve_face(value, **flags)
    noted = "block.note.steady_footing" in step.info["notes"]
    assert noted is (side in step.info["armour"])
    assert noted is ({1: side == "attacker", 2: True, 5: side == "defender", 6: side == "defender"}.get(value, False))
    wrestled = resolve_face(2, attacker_wrestle=True, **flags)
    assert wrestled.info["prone"] and "block.note.steady_footing" not in wrestled.info["notes"]


# --- Projection, Glissade Contrôlée, Frénésie ------------------------------------------------------------


@pytest.mark.parametrize("face", FACES)
@pytest.mark.parametrize("blitz", [False, True])
def test_grab_and_sidestep_say_who_picks_the_push_square(face, blitz):
    """Sidestep (S1): the target's coach picks "any adjacent unoccupied square"; Grab: the attacker's coach picks
    any unoccupied square adjacent to the target and Sidestep cannot be used — on a Block Action, not a Blitz
    (FAQ). Neither changes what the face does."""
    plain = resolve_face(face, BlockSkills(dodge=True, blitz=blitz))
    sidestep = resolve_face(face, BlockSkills(dodge=True, sidestep=True, blitz=blitz))
    both = resolve_face(face, BlockSkills(dodge=True, sidestep=True, grab=True, blitz=blitz))
    firm = resolve_face(face, BlockSkills(dodge=True, sidestep=True, grab=True, stand_firm=True, blitz=blitz))
    for shown in (sidestep, both, firm):
        assert shown.outcome == plain.outcome and shown.info["category"] in (plain.info["category"], "none")
    if plain.info["pushed"]:
        assert sidestep.info["notes"] == ["block.note.sidestep"] and sidestep.info["any_square"]
        assert both.info["notes"] == ["block.note.sidestep" if blitz else "block.note.grab"]
        assert not firm.info["any_square"]  # Stabilité shown used; what a push would bring still said (issue 26)
        assert firm.info["notes"][1:] == both.info["notes"]
    else:
        assert sidestep.info == plain.info | {"any_square": False} and both.info == sidestep.info


FRENZY_CASES = [
    # face, skills, the Frénésie note (None: none)
    ("push_back", {}, "block.note.frenzy_again"),
    ("pow", {}, "block.note.frenzy_follow"),
    ("stumble", {}, "block.note.frenzy_follow"),
    ("stumble", {"dodge": True}, "block.note.frenzy_again"),
    ("player_down", {}, None),
    ("both_down", {}, None),
    ("both_down", {"juggernaut": True, "blitz": True}, None),  # the coaches choose first (see below)
    ("push_back", {"fend": True}, None),  # no Follow-up: the target is out of reach
    ("push_back", {"stand_firm": True}, "block.note.frenzy_second"),  # S1: Stand Firm does not prevent it
    ("pow", {"stand_firm": True}, None),  # down in his square
]


@pytest.mark.parametrize(("face", "flags", "note"), FRENZY_CASES)
def test_frenzy_must_follow_up_and_block_a_standing_target_again(face, flags, note):
    """Frenzy (S1): "if the target is Pushed Back, then this player must Follow-up if able. Additionally, if after
    the target is Pushed Back they are still Standing, then this player must perform a second Block Action"."""
    plain = resolve_face(face, BlockSkills(**flags))
    frenzy = resolve_face(face, BlockSkills(frenzy=True, **flags))
    assert frenzy.info["notes"] == plain.info["notes"] + ([note] if note else [])
    assert {k: v for k, v in frenzy.info.items() if k != "notes"} == {
        k: v for k, v in plain.info.items() if k != "notes"
    }


# --- Les Deux Plaqués: Lutte and Juggernaut are their coach's choice ------------------------------------------

R = "block.result."
CHOICE_CASES = [
    # (attacker: block, wrestle, juggernaut), (defender: block, wrestle), blitz → choices (the suggestion first)
    ((False, False, False), (False, False), False, ()),
    ((False, True, False), (False, False), False, ("both_down_wrestle_attacker", "both_down")),
    ((False, False, False), (False, True), False, ("both_down_wrestle_defender", "both_down")),
    ((True, False, False), (False, True), False, ("both_down_wrestle_defender", "both_down_attacker_blocks")),
    ((True, True, False), (False, False), False, ()),  # he stays up anyway: his Lutte is not offered
    ((True, True, False), (True, True), False, ()),  # nobody falls
    ((False, True, False), (False, True), False, ("both_down_wrestle_attacker", "both_down")),  # one Lutte is enough
    ((False, False, True), (False, False), True, ("both_down_juggernaut", "both_down")),
    ((True, False, True), (False, False), True, ("both_down_attacker_blocks", "both_down_juggernaut")),
    ((False, False, True), (False, True), True, ("both_down_juggernaut", "both_down")),  # no Lutte against him
    ((False, True, True), (False, False), True, ("both_down_juggernaut", "both_down", "both_down_wrestle_attacker")),
]


@pytest.mark.parametrize(("attacker", "defender", "blitz", "expected"), CHOICE_CASES)
def test_both_down_lists_the_ways_the_coaches_may_apply_it(attacker, defender, blitz, expected):
    """Wrestle (S1): "this player may choose to use this Skill"; Juggernaut: "may treat any result of Both Down as
    Pushed Back". The bot suggests the best for each, and the coaches choose."""
    (a_block, a_wrestle, jugg), (d_block, d_wrestle) = attacker, defender
    skills = BlockSkills(
        attacker_block=a_block,
        attacker_wrestle=a_wrestle,
        juggernaut=jugg,
        defender_block=d_block,
        defender_wrestle=d_wrestle,
        blitz=blitz,
    )
    step = resolve_face("both_down", skills)
    assert step.info["choices"] == [R + key for key in expected]
    assert ("block.note.both_down_choice" in step.info["notes"]) == bool(expected)
    if expected:
        assert step.outcome == R + expected[0]
    for key in expected:
        chosen = resolve_face("both_down", skills, choice=R + key)
        assert chosen.outcome == R + key and chosen.info["choices"] == []
        assert chosen.info["armour"] == block.RESOLUTIONS[R + key].armour
        assert "block.note.both_down_choice" not in chosen.info["notes"]


def test_a_way_the_skills_do_not_allow_is_refused():
    with pytest.raises(DomainError):
        resolve_face("both_down", BlockSkills(attacker_wrestle=True), choice=R + "both_down_juggernaut")
    with pytest.raises(DomainError):
        resolve_face("push_back", BlockSkills(attacker_wrestle=True), choice=R + "both_down")


# --- Pro ------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("test", range(1, 7))
def test_pro_tries_once_to_reroll_any_die_on_three_plus(test):
    """Pro (S1): "may attempt to re-roll a single dice [...] as part of a multiple dice roll": a D6, "on a 3+ the
    dice may be re-rolled, on a 1-2 the dice may not"; "Once a player has attempted to use this Skill, they cannot
    use a re-roll from any other source to re-roll the dice"."""
    first = roll_block(Dice.manual([1, 2, 5]), attacker_st=7, defender_st=3, pro=True, brawler=True).root
    assert all(f.info.get("pro") for f in block_faces(first))
    after = block.pro_reroll(Dice.manual([test, 6]), first, 1).root
    faces = block_faces(after)
    assert not any(f.info.get("pro") for f in faces)  # a single die
    assert [f.dice[0].value for f in faces] == [1, 6 if test >= 3 else 2, 5]
    assert faces[1].info["pro_used"] and not faces[1].info.get("brawler")  # no other re-roll on that die
    tried = next(c for c in after.children if c.kind == "block.pro")
    assert tried.outcome == ("block.pro.success" if test >= 3 else "block.pro.failure") and tried.target == 3
    assert after.info["pro_tried"] == 1
    with pytest.raises(DomainError):
        block.pro_reroll(Dice.manual([6, 6]), after, 0)


def test_pro_is_the_attackers_and_leaves_brawler_its_own_die():
    first = roll_block(Dice.manual([2, 2]), attacker_st=4, defender_st=3, pro=True, brawler=True).root
    after = block.pro_reroll(Dice.manual([1]), first, 0).root  # Pro fails on die 1: it stays a Les Deux Plaqués
    assert [bool(f.info.get("brawler")) for f in block_faces(after)] == [False, True]
    again = reroll_die(Dice.manual([6]), after, 1).root  # Bagarreur on die 2
    assert [f.dice[0].value for f in block_faces(again)] == [2, 6] and again.info["pro_tried"] == 0
    assert not any(f.info.get("pro") or f.info.get("brawler") for f in block_faces(again))
    plain = roll_block(Dice.manual([2]), attacker_st=3, defender_st=3).root
    with pytest.raises(DomainError):
        block.pro_reroll(Dice.manual([6, 6]), plain, 0)


def test_a_both_down_waiting_for_the_coaches_says_only_that():
    """Until the coaches choose, the notes of one way (Frénésie and Glissade Contrôlée after Juggernaut's Repoussé)
    would be read as what happens; once chosen, the way's own notes are said."""
    skills = BlockSkills(juggernaut=True, blitz=True, frenzy=True, sidestep=True, defender_steady_footing=True)
    assert resolve_face("both_down", skills).info["notes"] == ["block.note.both_down_choice"]
    pushed = resolve_face("both_down", skills, choice=R + "both_down_juggernaut")
    assert pushed.info["notes"] == ["block.note.sidestep", "block.note.frenzy_again"]
    fallen = resolve_face("both_down", skills, choice=R + "both_down")
    assert fallen.info["notes"] == ["block.note.steady_footing"]


def test_a_both_down_applied_is_what_the_block_reads():
    """Once the coaches chose how the kept Les Deux Plaqués applies, the block's tree reads that way (its notes
    with it), no longer the suggestion nor « au choix », and so does another Les Deux Plaqués that waited for the
    same choice; the other dice and the block's setup stay as rolled."""
    skills = BlockSkills(attacker_wrestle=True, juggernaut=True, blitz=True, frenzy=True)
    root = roll_block(Dice.manual([2, 2]), attacker_st=4, defender_st=3, skills=skills).root
    assert [f.children[0].outcome for f in block_faces(root)] == [R + "both_down_juggernaut"] * 2
    applied = block.apply_both_down(root, 1, R + "both_down")
    first, second = block_faces(applied)
    assert first.children[0] == second.children[0] == resolve_face("both_down", skills, choice=R + "both_down")
    assert "block.note.both_down_choice" not in str([s.info for s in applied.walk()])
    mixed = roll_block(Dice.manual([2, 3]), attacker_st=4, defender_st=3, skills=skills).root
    pushed = block.apply_both_down(mixed, 0, R + "both_down")
    assert block_faces(pushed)[1] == block_faces(mixed)[1]  # a Repoussé is as rolled
    assert second.children[0].info["choices"] == [] and second.dice == block_faces(root)[1].dice
    assert applied.info == root.info and applied.outcome == root.outcome
    with pytest.raises(DomainError):
        block.apply_both_down(root, 0, R + "both_down_wrestle_defender")


# --- Ball & Chain in a block -------------------------------------------------------------------------------------


@pytest.mark.parametrize("face", ["push_back", "pow", "stumble"])
def test_fend_cannot_be_used_against_ball_and_chain(face):
    """Fend (S1): "This Skill cannot be used against a player with the Ball & Chain Trait": the Fanatic follows up."""
    fended = resolve_face(face, BlockSkills(fend=True))
    assert not fended.info["follow_up"] and "block.note.fend" in fended.info["notes"]
    chained = resolve_face(face, BlockSkills(fend=True, attacker_ball_and_chain=True))
    assert chained.info["follow_up"] and "block.note.fend" not in chained.info["notes"]
    assert not resolve_face(face, BlockSkills(fend=True, defender_ball_and_chain=True)).info["follow_up"]


@pytest.mark.parametrize("side", ["attacker", "defender"])
def test_a_ball_and_chain_player_placed_prone_by_wrestle_rolls_his_injury(side):
    """Wrestle (S1): both players "are Placed Prone" with no armour roll; Ball & Chain: "If this player is Knocked
    Down, Falls Over or Placed Prone for any reason, immediately make an Injury Roll for them": his button rolls it
    (his armour roll is that injury roll, rules.traits.armour_inputs)."""
    skills = BlockSkills(attacker_wrestle=True, **{f"{side}_ball_and_chain": True})
    wrestled = resolve_face("both_down", skills, choice=R + "both_down_wrestle_attacker")
    assert wrestled.info["prone"] and wrestled.info["armour"] == [side] and not wrestled.info["turnover"]
    assert "block.note.ball_and_chain_prone" in wrestled.info["notes"]
    assert resolve_face("both_down", BlockSkills(attacker_wrestle=True)).info["armour"] == []


# --- Multiple Block -----------------------------------------------------------------------------------------------


def test_multiple_block_lowers_the_attackers_strength_by_two_and_forbids_the_follow_up():
    """Multiple Block (S1): "this player will reduce their Strength Characteristic by 2 for the duration of the Block
    Actions [...] This player cannot Follow-up during either of these Block Actions"."""
    assert roll_block(Dice.manual([3, 3]), attacker_st=4, defender_st=3).root.info["chooser"] == "attacker"
    root = roll_block(Dice.manual([3, 6]), attacker_st=4, defender_st=3, multiple_block=True, frenzy=True).root
    assert (root.info["count"], root.info["chooser"]) == (2, "defender")  # ST 2 against 3
    assert [(m.key, m.value) for m in root.modifiers] == [("mod.multiple_block", -2)]
    for face in block_faces(root):
        resolution = face.children[0]
        assert not resolution.info["follow_up"] and resolution.info["notes"] == ["block.note.multiple_block"]
    assert roll_block(Dice.manual([3]), attacker_st=2, defender_st=1, multiple_block=True).root.info["count"] == 1
    assert block_odds(4, 3, multiple_block=True) == block_odds(2, 3)


def test_multiple_block_is_declared_with_a_block_action_not_a_blitz():
    with pytest.raises(DomainError) as caught:
        roll_block(Dice.manual([3]), attacker_st=4, defender_st=3, multiple_block=True, blitz=True)
    assert caught.value.key == "error.block.multiple_block_blitz"
    with pytest.raises(DomainError):
        block_odds(4, 3, multiple_block=True, blitz=True)


def test_dauntless_compares_unmodified_strengths_then_multiple_block_applies():
    """Dauntless (S1): « before any modifiers are applied to either player » … « Modifiers are then applied as
    normal » (issue 26): ST 3 against 3 with Multiple Block rolls no Dauntless D6, then −2 gives 1 against 3."""
    root = roll_block(Dice.manual([3, 3, 3]), attacker_st=3, defender_st=3, dauntless=True, multiple_block=True).root
    assert [c.kind for c in root.children] == ["block.face"] * 3
    assert (root.info["attacker_strength"], root.info["count"], root.info["chooser"]) == (1, 3, "defender")
    odds = block_odds(3, 3, dauntless=True, multiple_block=True)
    assert odds.dauntless is None and (odds.dice.count, odds.dice.chooser) == (3, "defender")


@pytest.mark.parametrize("face", range(1, 7))
def test_dauntless_raises_the_unmodified_strength_before_multiple_blocks_minus_two(face):
    # ST 2 against 3: D6 + 2 > 3 raises ST to 3, then −2 → 1 against 3 (3 dice); else 2 − 2 → 1 (floor) → 3 dice
    root = roll_block(
        Dice.manual([face, 3, 3, 3]), attacker_st=2, defender_st=3, dauntless=True, multiple_block=True
    ).root
    dauntless = root.children[0]
    assert dauntless.kind == "block.dauntless" and dauntless.total == face + 2
    assert (root.info["attacker_strength"], root.info["count"]) == (1, 3)
    assert [(m.key, m.value) for m in root.modifiers] == [("mod.multiple_block", -2 if face + 2 > 3 else -1)]
    # ST 3 against 4: success raises to 4, −2 → 2 against 4 (2 dice, the defender picks); failure 1 → 3 dice
    root = roll_block(
        Dice.manual([face, 3, 3, 3]), attacker_st=3, defender_st=4, dauntless=True, multiple_block=True
    ).root
    success = face + 3 > 4
    assert (root.info["attacker_strength"], root.info["count"]) == ((2, 2) if success else (1, 3))
    odds = block_odds(3, 4, dauntless=True, multiple_block=True)
    assert odds.dauntless == F(5, 6)
    assert odds.dauntless_dice is not None and odds.dauntless_dice.count == 2 and odds.dice.count == 3


@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_juggernaut_on_a_blitz_still_stops_stand_firm_fend_and_wrestle_in_both_rulesets(ruleset):
    """Kept (issue 26 item 2): BB2025 JUGGERNAUT itself says « Additionally, when this player performs a Block Action
    as part of a Blitz Action, opposition players cannot use the Fend, Stand Firm or Wrestle Skills. »; the league's
    documents say nothing of Juggernaut, so both rulesets follow the book."""
    skills = BlockSkills(juggernaut=True, blitz=True, stand_firm=True, fend=True, defender_wrestle=True)
    root = roll_block(Dice.manual([3, 2]), attacker_st=4, defender_st=3, ruleset=RULESETS[ruleset], skills=skills).root
    push, both_down = (face.children[0] for face in block_faces(root))
    assert (push.outcome, push.info["pushed"], push.info["follow_up"]) == (R + "push_back", True, True)
    assert both_down.info["choices"] == [R + "both_down_juggernaut", R + "both_down"]  # no Lutte to offer
    odds = block_odds(4, 3, skills=skills)
    assert odds.applied["block.odds.push"] > 0 and odds.applied["block.odds.none"] == 0


@pytest.mark.parametrize(
    ("flags", "note"),
    [
        ({"fend": True}, "block.note.fend"),
        ({"multiple_block": True}, "block.note.multiple_block"),
        ({"grab": True}, "block.note.grab"),
        ({"sidestep": True}, "block.note.sidestep"),
    ],
)
def test_stand_firm_does_not_hide_what_a_push_would_bring(flags, note):
    """Issue 26: Stabilité is the target's choice (« can choose to not be Pushed Back », S1): the bot shows it used,
    but Parade, Blocage Multiple, Projection and Glissade Contrôlée still say what a push would bring."""
    for face in ("push_back", "pow"):
        notes = resolve_face(face, BlockSkills(stand_firm=True, **flags)).info["notes"]
        assert notes[0] in ("block.note.stand_firm", "block.note.stand_firm_down") and note in notes, (face, notes)


def test_the_knockdown_seeking_rerolls_agree_with_the_real_rolls():
    """Issue 26: /odds block with Bagarreur and Pro counted one re-roll policy (21.30 % knockdown at 3 v 3 against
    Esquive); a coach seeking the knockdown re-rolls every die that is not one — Bagarreur on a Les Deux Plaqués,
    then Pro on the die kept: 29/108 = 26.85 %, enumerated here through the real block, Bagarreur and Pro rolls."""
    skills = BlockSkills(dodge=True, brawler=True, pro=True)

    def kept(root):
        return block_faces(root)[root.info["suggested"]].children[0].info["category"]

    def run(dice):
        root = roll_block(dice, attacker_st=3, defender_st=3, skills=skills).root
        if kept(root) != "knockdown" and block_faces(root)[0].info.get("brawler"):
            root = reroll_die(dice, root, 0).root
        if kept(root) != "knockdown" and block_faces(root)[0].info.get("pro"):
            root = block.pro_reroll(dice, root, 0).root
        return kept(root)

    real = enumerate_roll(run)
    assert real["knockdown"] == F(29, 108)
    seeking = block_odds(3, 3, skills=skills, seek_knockdown=True).applied
    assert {k: p for k, p in seeking.items() if p} == {f"block.odds.{c}": p for c, p in real.items()}
    assert block_odds(3, 3, skills=skills).applied["block.odds.knockdown"] == F(23, 108)  # the balanced policy


@pytest.mark.parametrize("count", [1, 2, 3])
@pytest.mark.parametrize("chooser", ["attacker", "defender"])
@pytest.mark.parametrize("flags", [{"brawler": True}, {"pro": True}, {"brawler": True, "pro": True}])
def test_seeking_the_knockdown_never_knocks_down_less_often(count, chooser, flags):
    skills = BlockSkills(**flags)
    balanced = applied_distribution(count, chooser, skills)
    seeking = applied_distribution(count, chooser, skills, seek_knockdown=True)
    assert seeking["block.odds.knockdown"] >= balanced["block.odds.knockdown"]
    assert sum(seeking.values()) == 1
    assert applied_distribution(count, chooser, BlockSkills(), seek_knockdown=True) == applied_distribution(
        count, chooser, BlockSkills()
    )
