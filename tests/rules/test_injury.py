"""Armour → injury → casualty → séquelle → Revanche: every table cell, every ruleset, the chain."""

import itertools
import json

import pytest

from locales import t
from rules.characteristics import Profile
from rules.dice import Dice, DiceError
from rules.injury import (
    CASUALTY,
    HATRED_EXCLUDED_KEYWORDS,
    INJURY_MINUS,
    INJURY_STANDARD,
    KO_RECOVERY,
    LASTING_INJURY,
    LASTING_INJURY_CHARACTERISTIC,
    armour_table,
    chain_outcome,
    hatred_candidates,
    roll_armour,
    roll_casualty,
    roll_foul,
    roll_hatred,
    roll_injury,
    roll_ko_recovery,
    roll_lasting_injury,
)
from rules.model import Modifier, Step
from rules.ruleset import BB2025, LIGUE
from tests.said import refused

RULESETS = [LIGUE, BB2025]
PAIRS = list(itertools.product(range(1, 7), repeat=2))


def pair_for(total: int) -> list[int]:
    """Two D6 faces summing to ``total`` (2..12)."""
    return [min(6, total - 1), total - min(6, total - 1)]


# --- armour: 2D6 + modifiers ≥ AV (D22) ---------------------------------------------------------


@pytest.mark.parametrize("av", range(2, 13))
@pytest.mark.parametrize("total", range(-3, 19))
def test_armour_table_every_cell(av, total):
    expected = "armour.broken" if total >= av else "armour.holds"
    assert armour_table(av).lookup(total) == expected


@pytest.mark.parametrize("faces", PAIRS)
@pytest.mark.parametrize("av", [7, 8, 9, 10, 11])
def test_armour_roll_reads_every_face_pair(faces, av):
    result = roll_armour(Dice.manual([*faces, 1, 1]), LIGUE, av=av)
    assert result.root.outcome == ("armour.broken" if sum(faces) >= av else "armour.holds")
    assert result.root.total == sum(faces)
    assert result.root.target == av


def test_d22_av_is_a_target_number_and_equal_breaks():
    assert roll_armour(Dice.manual([4, 5, 1, 1]), LIGUE, av=9).root.outcome == "armour.broken"
    assert roll_armour(Dice.manual([4, 4]), LIGUE, av=9).root.outcome == "armour.holds"


def test_armour_that_holds_stops_the_chain_with_no_effect():
    result = roll_armour(Dice.manual([1, 2]), LIGUE, av=8)
    assert result.root.children == ()
    assert result.outcomes() == ["armour.holds"]
    assert result.to_dict()["effect"] == {}


def test_armour_modifier_is_recorded():
    result = roll_armour(Dice.manual([4, 4, 1, 1]), LIGUE, av=9, modifier=1)
    assert result.root.modifiers == (Modifier("mod.other", 1),)
    assert result.root.total == 9
    assert result.root.outcome == "armour.broken"


# --- Châtaigne (Mighty Blow) and Griffes (Claws) ------------------------------------------------------


def test_mighty_blow_goes_on_armour_only_when_it_breaks_it():
    result = roll_armour(Dice.manual([4, 4, 4, 3]), LIGUE, av=9, mighty_blow=True)
    armour, injury = result.root, result.root.children[0]
    assert armour.modifiers == (Modifier("mod.mighty_blow", 1),)
    assert armour.total == 9
    # used once only: the injury 7 stays Sonné
    assert injury.modifiers == ()
    assert injury.outcome == "injury.stunned"


def test_mighty_blow_kept_for_the_injury_when_armour_breaks_without_it():
    result = roll_armour(Dice.manual([5, 5, 4, 3]), LIGUE, av=9, mighty_blow=True)
    armour, injury = result.root, result.root.children[0]
    assert armour.modifiers == ()
    assert injury.modifiers == (Modifier("mod.mighty_blow", 1),)
    assert (injury.total, injury.outcome) == (8, "injury.ko")


@pytest.mark.parametrize(("faces", "outcome"), [([3, 3], "injury.stunned"), ([5, 3], "injury.ko")])
def test_mighty_blow_not_spent_where_it_changes_nothing(faces, outcome):
    result = roll_armour(Dice.manual([6, 6, *faces]), LIGUE, av=9, mighty_blow=True)
    injury = result.root.children[0]
    assert injury.modifiers == ()
    assert injury.outcome == outcome


def test_mighty_blow_unused_when_armour_holds_anyway():
    result = roll_armour(Dice.manual([3, 4]), LIGUE, av=9, mighty_blow=True)
    assert result.root.outcome == "armour.holds"
    assert result.root.modifiers == ()
    assert result.root.total == 7


@pytest.mark.parametrize("av", [9, 10, 11, 12])
def test_claws_natural_8_breaks_any_armour(av):
    result = roll_armour(Dice.manual([4, 4, 1, 1]), LIGUE, av=av, claws=True)
    assert result.root.outcome == "armour.broken"
    assert result.root.info["broken_by"] == "mod.claws"


def test_claws_natural_7_does_not_break_high_armour():
    assert roll_armour(Dice.manual([3, 4]), LIGUE, av=10, claws=True).root.outcome == "armour.holds"


def test_claws_is_not_needed_when_the_total_breaks_it():
    result = roll_armour(Dice.manual([4, 4, 1, 1]), LIGUE, av=8, claws=True)
    assert "broken_by" not in result.root.info
    assert result.root.row == "8+"


def test_claws_keeps_mighty_blow_for_the_injury_roll():
    result = roll_armour(Dice.manual([4, 4, 4, 3]), LIGUE, av=11, claws=True, mighty_blow=True)
    assert result.root.modifiers == ()
    assert result.root.children[0].modifiers == (Modifier("mod.mighty_blow", 1),)


def test_claws_with_mighty_blow_on_a_natural_7_against_8_plus():
    result = roll_armour(Dice.manual([3, 4, 1, 1]), LIGUE, av=8, claws=True, mighty_blow=True)
    assert result.root.outcome == "armour.broken"
    assert result.root.modifiers == (Modifier("mod.mighty_blow", 1),)


# --- injury tables ----------------------------------------------------------------------------------


def standard(total: int) -> str:
    return "injury.stunned" if total <= 7 else "injury.ko" if total <= 9 else "injury.casualty"


def minus(total: int) -> str:
    if total <= 6:
        return "injury.stunned"
    if total <= 8:
        return "injury.ko"
    return "injury.badly_hurt" if total == 9 else "injury.casualty"


@pytest.mark.parametrize("total", range(-3, 20))
def test_injury_standard_every_total(total):
    assert INJURY_STANDARD.lookup(total) == standard(total)


@pytest.mark.parametrize("total", range(-3, 20))
def test_injury_minus_every_total(total):
    assert INJURY_MINUS.lookup(total) == minus(total)


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("faces", PAIRS)
@pytest.mark.parametrize("is_minus", [False, True])
def test_injury_roll_reads_every_face_pair(ruleset, faces, is_minus):
    result = roll_injury(Dice.manual([*faces, 1]), ruleset, minus=is_minus)
    expected = (minus if is_minus else standard)(sum(faces))
    assert result.root.outcome == expected
    assert result.root.info["table"] == ("injury.table.minus" if is_minus else "injury.table.standard")


@pytest.mark.parametrize("total", [13, 14, 15, 17])
def test_injury_totals_above_12_are_casualties(total):
    faces = pair_for(12)
    result = roll_injury(Dice.manual([*faces, 1]), LIGUE, modifier=total - 12)
    assert result.root.total == total
    assert result.root.outcome == "injury.casualty"


def test_d26_minus_9_is_commotion_without_casualty_roll():
    # strictly manual dice with only two faces: a D16 asked for would raise DiceError
    result = roll_injury(Dice.manual([4, 5]), BB2025, minus=True)
    assert result.root.outcome == "injury.badly_hurt"
    assert result.root.children == ()
    assert result.effect.out_for_match
    assert not result.effect.miss_next_game


def test_minus_10_rolls_on_the_casualty_table():
    result = roll_injury(Dice.manual([5, 5, 3]), LIGUE, minus=True)
    assert result.outcomes() == ["injury.casualty", "casualty.badly_hurt"]


@pytest.mark.parametrize(("faces", "outcome"), [([3, 4], "injury.stunned"), ([4, 4], "injury.ko")])
def test_stunned_and_ko_stop_the_chain(faces, outcome):
    result = roll_injury(Dice.manual(faces), LIGUE)
    assert result.root.outcome == outcome
    assert result.root.children == ()
    assert not result.effect.out_for_match


def test_crowd_stunned_goes_to_the_reserves():
    assert roll_injury(Dice.manual([1, 1]), LIGUE, crowd=True).effect.reserves
    assert not roll_injury(Dice.manual([1, 1]), LIGUE).effect.reserves


def test_injury_modifier_is_recorded():
    result = roll_injury(Dice.manual([3, 4]), LIGUE, modifier=1)
    assert result.root.modifiers == (Modifier("mod.other", 1),)
    assert (result.root.total, result.root.outcome) == (8, "injury.ko")


# --- casualty D16 + BP ---------------------------------------------------------------------------------


def casualty(total: int) -> str:
    for high, outcome in ((8, "badly_hurt"), (10, "seriously_hurt"), (12, "serious_injury"), (14, "lasting_injury")):
        if total <= high:
            return f"casualty.{outcome}"
    return "casualty.dead"


@pytest.mark.parametrize("face", range(1, 17))
@pytest.mark.parametrize("niggling", range(11))
def test_casualty_every_face_and_niggling(face, niggling):
    assert CASUALTY.lookup(face + niggling) == casualty(face + niggling)


@pytest.mark.parametrize("face", range(1, 17))
def test_casualty_roll_every_face(face):
    result = roll_casualty(Dice.manual([face, 1]), LIGUE)
    assert result.root.outcome == casualty(face)
    assert result.root.row == CASUALTY.row_for(face).label


@pytest.mark.parametrize(("face", "niggling", "total"), [(16, 1, 17), (14, 1, 15), (8, 1, 9), (10, 10, 20)])
def test_niggling_adds_one_per_blessure_persistante(face, niggling, total):
    result = roll_casualty(Dice.manual([face, 1]), LIGUE, niggling=niggling)
    assert result.root.total == total
    assert result.root.modifiers == (Modifier("mod.niggling", niggling),)
    assert result.root.outcome == casualty(total)


def test_casualty_effects():
    commotion = roll_casualty(Dice.manual([8]), LIGUE).effect
    assert commotion.out_for_match and not commotion.miss_next_game and not commotion.hatred
    amoche = roll_casualty(Dice.manual([9]), LIGUE, attacker_keywords=["Orc"]).effect
    assert amoche.miss_next_game and amoche.hatred and amoche.niggling == 0
    serious = roll_casualty(Dice.manual([11]), LIGUE, attacker_keywords=["Orc"]).effect
    assert serious.miss_next_game and serious.niggling == 1 and serious.hatred
    lasting = roll_casualty(Dice.manual([13, 3]), LIGUE, attacker_keywords=["Orc"]).effect
    assert lasting.miss_next_game and lasting.characteristic == "MA" and lasting.hatred
    dead = roll_casualty(Dice.manual([15]), LIGUE, attacker_keywords=["Orc"]).effect
    assert dead.dead and dead.out_for_match and not dead.hatred


def test_dead_and_commotion_roll_no_revanche():
    for face in (1, 8, 15, 16):
        result = roll_casualty(Dice.manual([face]), BB2025, attacker_keywords=["Orc"])
        assert result.root.children == ()


# --- séquelle D6 (D1 names, D2 minimum) ----------------------------------------------------------------

SEQUELLE = {1: "av", 2: "av", 3: "ma", 4: "pa", 5: "ag", 6: "st"}
NAMES = {
    "ligue": {
        "av": "Traumatisme Crânien",
        "ma": "Genou Déboîté",
        "pa": "Bras Cassé",
        "ag": "Cou Brisé",
        "st": "Épaule Disloquée",
    },
    "bb2025": {
        "av": "Traumatisme crânien",
        "ma": "Genou déboîté",
        "pa": "Bras cassé",
        "ag": "Hanche disloquée",
        "st": "Cou brisé",
    },
}


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("face", range(1, 7))
def test_lasting_injury_every_face(ruleset, face):
    result = roll_lasting_injury(Dice.manual([face]), ruleset)
    effect = SEQUELLE[face]
    assert LASTING_INJURY.lookup(face) == f"lasting_injury.{effect}"
    assert result.root.outcome == f"lasting_injury.{effect}"
    assert result.effect.characteristic == effect.upper()
    assert LASTING_INJURY_CHARACTERISTIC[result.root.outcome] == effect.upper()
    assert t(result.root.outcome, variant=ruleset.key) == NAMES[ruleset.key][effect]


def test_d1_sequelle_names_5_and_6_differ_per_ruleset():
    assert t("lasting_injury.ag", variant="ligue") == "Cou Brisé"
    assert t("lasting_injury.st", variant="ligue") == "Épaule Disloquée"
    assert t("lasting_injury.ag", variant="bb2025") == "Hanche disloquée"
    assert t("lasting_injury.st", variant="bb2025") == "Cou brisé"


def test_lasting_injury_lowers_the_profile_in_the_step_info():
    result = roll_lasting_injury(Dice.manual([5]), LIGUE, profile=Profile(6, 3, 3, 4, 9))
    assert result.root.info == {"characteristic": "AG", "before": "3+", "after": "4+"}


def test_d2_ligue_rerolls_a_characteristic_at_its_minimum():
    result = roll_lasting_injury(Dice.manual([5, 5, 3]), LIGUE, profile=Profile(6, 3, 6, 4, 9))
    assert [d.value for d in result.root.dice] == [5, 5, 3]
    assert result.root.outcome == "lasting_injury.ma"
    assert result.root.info["rerolls"] == 2
    assert result.effect.characteristic == "MA"


def test_d2_bb2025_does_not_reduce_and_the_player_misses_the_next_match():
    result = roll_lasting_injury(Dice.manual([5]), BB2025, profile=Profile(6, 3, 6, 4, 9))
    assert result.root.outcome == "lasting_injury.at_minimum"
    assert result.root.info["rolled"] == "lasting_injury.ag"
    assert result.effect.characteristic is None
    assert result.effect.miss_next_game


def test_a_sequelle_at_its_minimum_names_the_injury_rolled_and_its_characteristic_as_catalogue_keys():
    """The renderer reads which injury the D6 named and which characteristic stopped it (no word in the tree)."""
    at_minimum = roll_lasting_injury(Dice.manual([6]), BB2025, profile=Profile(6, 1, 3, 4, 9)).root
    none_possible = roll_lasting_injury(Dice.manual([4]), LIGUE, profile=Profile(1, 1, 6, None, 3)).root
    assert at_minimum.info["terms"] == {
        "injury": "lasting_injury.st",
        "loss": "lasting_injury.st.detail",
        "char": "char.st",
    }
    assert none_possible.info["terms"] == {
        "injury": "lasting_injury.pa",
        "loss": "lasting_injury.pa.detail",
        "char": "char.pa",
    }
    applied = roll_lasting_injury(Dice.manual([6]), BB2025, profile=Profile(6, 3, 3, 4, 9)).root
    assert "terms" not in applied.info and "terms" not in roll_lasting_injury(Dice.manual([6]), BB2025).root.info


def test_pa_dash_counts_as_at_minimum():
    profile = Profile(6, 3, 3, None, 9)
    assert roll_lasting_injury(Dice.manual([4]), BB2025, profile=profile).root.outcome == "lasting_injury.at_minimum"
    assert roll_lasting_injury(Dice.manual([4, 6]), LIGUE, profile=profile).root.outcome == "lasting_injury.st"


def test_ligue_reroll_stops_when_every_characteristic_is_at_its_minimum():
    # one die only: a second throw would raise DiceError
    result = roll_lasting_injury(Dice.manual([4]), LIGUE, profile=Profile(1, 1, 6, None, 3))
    assert result.root.outcome == "lasting_injury.none_possible"
    assert len(result.root.dice) == 1
    assert result.effect.characteristic is None


@pytest.mark.parametrize("seed", range(20))
def test_ligue_reroll_with_only_av_left_lands_on_av(seed):
    result = roll_lasting_injury(Dice.seeded(seed), LIGUE, profile=Profile(1, 1, 6, 6, 9))
    assert result.root.outcome == "lasting_injury.av"
    assert all(d.value > 2 for d in result.root.dice[:-1])
    assert result.root.dice[-1].value <= 2


def test_without_a_profile_nothing_is_checked():
    assert roll_lasting_injury(Dice.manual([5]), LIGUE).root.outcome == "lasting_injury.ag"
    assert roll_lasting_injury(Dice.manual([5]), BB2025).root.outcome == "lasting_injury.ag"


def test_lasting_injury_in_the_casualty_chain_uses_the_profile():
    result = roll_casualty(Dice.manual([13, 6, 1]), LIGUE, profile=Profile(6, 1, 3, 4, 9))
    lasting = result.root.find("lasting_injury")
    assert lasting.outcome == "lasting_injury.av"
    assert result.effect.characteristic == "AV"


# --- Revanche → Haine (X) (D3) -------------------------------------------------------------------------


@pytest.mark.parametrize("face", [9, 10, 11, 12, 13])
def test_d3_ligue_hatred_is_automatic(face):
    result = roll_casualty(Dice.manual([face, 1]), LIGUE, attacker_keywords=["Orc", "Bloqueur"])
    hatred = result.root.find("hatred")
    assert hatred.outcome == "hatred.gained"
    assert hatred.dice == ()
    assert result.effect.hatred
    assert result.effect.hatred_candidates == ("Orc",)


@pytest.mark.parametrize("face", range(1, 7))
def test_d3_bb2025_hatred_needs_a_4_plus(face):
    result = roll_casualty(Dice.manual([9, face]), BB2025, attacker_keywords=["Orc"])
    hatred = result.root.find("hatred")
    assert hatred.outcome == ("hatred.gained" if face >= 4 else "hatred.not_gained")
    assert [d.value for d in hatred.dice] == [face]
    assert hatred.target == 4
    assert result.effect.hatred is (face >= 4)
    assert result.effect.hatred_candidates == (("Orc",) if face >= 4 else ())


def test_lasting_injury_then_revanche_in_that_order():
    result = roll_casualty(Dice.manual([14, 3, 5]), BB2025, attacker_keywords=["Nain"])
    assert [c.kind for c in result.root.children] == ["lasting_injury", "hatred"]
    assert result.outcomes() == ["casualty.lasting_injury", "lasting_injury.ma", "hatred.gained"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_no_causing_player_no_hatred_and_no_die(ruleset):
    result = roll_casualty(Dice.manual([9]), ruleset, no_attacker=True)
    hatred = result.root.find("hatred")
    assert hatred.outcome == "hatred.no_attacker"
    assert hatred.dice == ()
    assert not result.effect.hatred


def test_a_causer_not_named_gets_haine_in_ligue_with_x_chosen_later():
    """Issue 8 point 7: a block's casualty with no attacker named is not « nobody caused it »."""
    result = roll_casualty(Dice.manual([9]), LIGUE)
    hatred = result.root.find("hatred")
    assert (hatred.outcome, hatred.dice, hatred.info["pending"]) == ("hatred.gained", (), True)
    assert hatred.info["detail"] == "hatred.gained.pending.detail"
    assert result.effect.hatred and result.effect.hatred_candidates == ()


@pytest.mark.parametrize(("face", "gained"), [(3, False), (4, True)])
def test_a_causer_not_named_rolls_revanche_in_bb2025(face, gained):
    result = roll_casualty(Dice.manual([9, face]), BB2025)
    hatred = result.root.find("hatred")
    assert hatred.dice[0].value == face and (hatred.outcome == "hatred.gained") is gained
    assert ("detail" in hatred.info) is gained
    assert result.effect.hatred is gained and result.effect.hatred_candidates == ()


def test_a_named_causer_with_no_keyword_at_all_is_no_keyword_not_no_attacker():
    assert roll_casualty(Dice.manual([9]), LIGUE, attacker_keywords=()).root.find("hatred").outcome == (
        "hatred.no_keyword"
    )


@pytest.mark.parametrize("keyword", HATRED_EXCLUDED_KEYWORDS)
def test_every_excluded_keyword_is_refused(keyword):
    assert hatred_candidates([keyword]) == ()


@pytest.mark.parametrize(
    "keyword", ["trois-quart", "TROIS QUART", "Trois-Quarts", "special", "SPÉCIAL", "gros  bras", "big guy", "LINEMAN"]
)
def test_excluded_keywords_match_case_and_accents_insensitively(keyword):
    assert hatred_candidates([keyword]) == ()


@pytest.mark.parametrize("ruleset", RULESETS)
def test_only_excluded_keywords_gives_no_hatred(ruleset):
    result = roll_casualty(Dice.manual([11]), ruleset, attacker_keywords=["Gros Bras", "Blitzer"])
    assert result.root.find("hatred").outcome == "hatred.no_keyword"
    assert not result.effect.hatred


def test_candidates_keep_order_and_drop_duplicates():
    assert hatred_candidates(["Elfe", "Blitzer", "elfe", "Elfe Sylvain", " "]) == ("Elfe", "Elfe Sylvain")
    assert hatred_candidates("Orc") == ("Orc",)


def test_roll_hatred_on_its_own():
    assert roll_hatred(Dice.manual([4]), BB2025, attacker_keywords=["Orc"]).effect.hatred
    assert not roll_hatred(Dice.manual([3]), BB2025, attacker_keywords=["Orc"]).effect.hatred
    assert roll_hatred(Dice.manual([]), LIGUE, attacker_keywords=["Orc"]).effect.hatred_candidates == ("Orc",)


# --- agression ---------------------------------------------------------------------------------------


def test_foul_without_double_is_unnoticed():
    result = roll_foul(Dice.manual([4, 5, 3, 4]), LIGUE, av=9)
    assert result.root.kind == "foul"
    assert result.root.outcome == "foul.unnoticed"
    assert not result.effect.sent_off
    assert result.root.children[0].kind == "armour"


def test_foul_double_on_armour_sends_off_even_when_armour_holds():
    result = roll_foul(Dice.manual([3, 3]), LIGUE, av=9)
    assert result.root.outcome == "foul.sent_off"
    assert result.root.info["doubles"] == ("armour",)
    assert result.root.children[0].outcome == "armour.holds"
    assert result.effect.sent_off


def test_foul_double_on_injury_sends_off():
    result = roll_foul(Dice.manual([4, 5, 2, 2]), BB2025, av=9)
    assert result.root.outcome == "foul.sent_off"
    assert result.root.info["doubles"] == ("injury",)


def test_foul_doubles_on_both_rolls():
    result = roll_foul(Dice.manual([5, 5, 6, 6, 16]), LIGUE, av=9)
    assert result.root.info["doubles"] == ("armour", "injury")
    assert result.effect.dead and result.effect.sent_off


def test_foul_assists_on_the_armour_roll():
    result = roll_foul(Dice.manual([4, 3]), LIGUE, av=9, assists=-1)
    armour = result.root.children[0]
    assert armour.modifiers == (Modifier("mod.assists", -1),)
    assert (armour.total, armour.outcome) == (6, "armour.holds")


def test_dirty_player_on_armour_when_it_breaks_it():
    result = roll_foul(Dice.manual([4, 3, 4, 3]), LIGUE, av=9, assists=1, dirty_player=True)
    armour, injury = result.root.children[0], result.root.children[0].children[0]
    assert armour.modifiers == (Modifier("mod.assists", 1), Modifier("mod.dirty_player", 1))
    assert injury.modifiers == ()


def test_dirty_player_on_injury_when_armour_breaks_without_it():
    result = roll_foul(Dice.manual([5, 4, 4, 3]), LIGUE, av=9, dirty_player=True)
    injury = result.root.children[0].children[0]
    assert injury.modifiers == (Modifier("mod.dirty_player", 1),)
    assert injury.outcome == "injury.ko"


# --- K.O. recovery -----------------------------------------------------------------------------------


@pytest.mark.parametrize("face", range(1, 7))
def test_ko_recovery_every_face(face):
    result = roll_ko_recovery(Dice.manual([face]), count=1)
    expected = "ko_recovery.back" if face >= 4 else "ko_recovery.stays"
    assert KO_RECOVERY.lookup(face) == expected
    assert result.root.children[0].outcome == expected
    assert result.root.children[0].target == 4


def test_ko_recovery_one_die_per_player():
    result = roll_ko_recovery(Dice.manual([1, 4, 6, 3]), count=4)
    assert [c.outcome for c in result.root.children] == [
        "ko_recovery.stays",
        "ko_recovery.back",
        "ko_recovery.back",
        "ko_recovery.stays",
    ]
    assert result.root.info == {"back": 2, "stays": 2}
    assert [c.info["player"] for c in result.root.children] == [1, 2, 3, 4]
    assert len(roll_ko_recovery(Dice.seeded(3), count=16).root.children) == 16


@pytest.mark.parametrize("count", [0, 17, -1, True, "3", 2.0])
def test_ko_recovery_count_is_validated(count):
    with refused(r"joueurs K\.O\."):
        roll_ko_recovery(Dice.seeded(1), count=count)


# --- validation (French, shown to users) -------------------------------------------------------------


@pytest.mark.parametrize("av", [0, 1, 13, 40, -9, True, "9", 9.0, None])
def test_armour_value_is_validated(av):
    with refused(r"Armure \(AR\)"):
        roll_armour(Dice.seeded(1), LIGUE, av=av)


@pytest.mark.parametrize(
    ("option", "value", "words", "other_roll"),
    [
        *(("niggling", value, "Blessures Persistantes", roll_casualty) for value in (-1, 11, 2.5)),
        *(("modifier", value, "modificateur", roll_injury) for value in (-6, 6, 100)),
    ],
)
def test_chain_options_are_validated(option, value, words, other_roll):
    """An armour roll refuses a bad BP or modifier, and so does the casualty or injury roll that takes it too."""
    with refused(words):
        roll_armour(Dice.seeded(1), LIGUE, av=9, **{option: value})
    with refused(words):
        other_roll(Dice.seeded(1), LIGUE, **{option: value})


@pytest.mark.parametrize("assists", [-8, 8])
def test_assists_are_validated(assists):
    with refused("soutiens"):
        roll_foul(Dice.seeded(1), LIGUE, av=9, assists=assists)


def test_bad_profile_and_keywords_are_refused():
    with pytest.raises(TypeError, match="Profile"):
        roll_casualty(Dice.seeded(1), LIGUE, profile=(6, 3, 3, 4, 9))
    with pytest.raises(TypeError, match="keywords"):
        roll_casualty(Dice.seeded(1), LIGUE, attacker_keywords=[3])


def test_validation_happens_before_any_die_is_thrown():
    dice = Dice.seeded(1)
    with pytest.raises(ValueError):
        roll_armour(dice, LIGUE, av=9, niggling=-1)
    assert dice.thrown == []


def test_missing_manual_die_is_a_dice_error():
    with pytest.raises(DiceError):
        roll_armour(Dice.manual([6, 6]), LIGUE, av=9)


# --- reproducibility ---------------------------------------------------------------------------------

CHAINS = [
    lambda dice, rs: roll_armour(dice, rs, av=8, mighty_blow=True, attacker_keywords=["Orc"]),
    lambda dice, rs: roll_armour(dice, rs, av=7, claws=True, minus=True, niggling=2, profile=Profile(5, 2, 3, 4, 7)),
    lambda dice, rs: roll_foul(dice, rs, av=8, assists=2, dirty_player=True, attacker_keywords=["Elfe"]),
    lambda dice, rs: roll_injury(dice, rs, modifier=2, niggling=3, attacker_keywords=["Nain"]),
    lambda dice, rs: roll_casualty(dice, rs, niggling=4, profile=Profile(1, 1, 6, 6, 8), attacker_keywords=["Orc"]),
    lambda dice, rs: roll_lasting_injury(dice, rs, profile=Profile(1, 3, 6, None, 9)),
    lambda dice, rs: roll_ko_recovery(dice, count=5, ruleset=rs),
]


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("chain", range(len(CHAINS)))
@pytest.mark.parametrize("seed", range(40))
def test_seeded_rolls_replay_by_hand(ruleset, chain, seed):
    roll = CHAINS[chain]
    first = roll(Dice.seeded(seed), ruleset)
    assert roll(Dice.seeded(seed), ruleset).to_dict() == first.to_dict()
    faces = [d.value for d in first.root.all_dice()]
    by_hand = Dice.manual(faces)
    assert roll(by_hand, ruleset).to_dict() == first.to_dict()
    assert by_hand.unused == []


@pytest.mark.parametrize("chain", range(len(CHAINS)))
def test_result_trees_survive_json_storage(chain):
    result = CHAINS[chain](Dice.seeded(chain), BB2025)
    stored = json.loads(json.dumps(result.root.to_dict()))
    assert Step.from_dict(stored).to_dict() == json.loads(json.dumps(result.root.to_dict()))


def test_chain_outcome_is_the_last_table_result():
    assert chain_outcome(roll_armour(Dice.manual([1, 1]), LIGUE, av=9).root) == "armour.holds"
    assert chain_outcome(roll_armour(Dice.manual([6, 6, 6, 6, 13, 2]), LIGUE, av=9).root) == "casualty.lasting_injury"
    foul = roll_foul(Dice.manual([6, 5, 4, 4]), LIGUE, av=9)
    assert chain_outcome(foul.root) == "injury.ko"


# --- Peau de Fer (Iron Hard Skin, rules-reference §2.1) -------------------------------------------


def test_iron_hard_skin_ignores_griffes_and_armour_modifiers():
    from rules.injury import roll_armour

    assert roll_armour(Dice.manual([4, 4, 1, 1]), LIGUE, av=10, claws=True).root.outcome == "armour.broken"
    skin = roll_armour(Dice.manual([4, 4]), LIGUE, av=10, claws=True, modifier=2, iron_hard_skin=True)
    assert skin.root.outcome == "armour.holds"
    assert skin.root.total == 8 and skin.root.modifiers == ()
    assert skin.root.info == {"iron_hard_skin": True}


def test_iron_hard_skin_keeps_mighty_blow_for_the_injury_roll():
    from rules.injury import roll_armour

    held = roll_armour(Dice.manual([4, 4]), LIGUE, av=9, mighty_blow=True, iron_hard_skin=True)
    assert held.root.outcome == "armour.holds"  # the +1 would have broken it without Peau de Fer
    broken = roll_armour(Dice.manual([5, 4, 4, 5, 1]), LIGUE, av=9, mighty_blow=True, iron_hard_skin=True)
    injury_step = broken.root.find("injury")
    assert injury_step.total == 10 and [m.key for m in injury_step.modifiers] == ["mod.mighty_blow"]


def test_iron_hard_skin_against_a_foul_ignores_assists_and_dirty_player_on_armour():
    from rules.injury import roll_foul

    plain = roll_foul(Dice.manual([4, 4, 1, 2]), LIGUE, av=9, assists=2)
    assert plain.root.find("armour").outcome == "armour.broken"
    skin = roll_foul(Dice.manual([4, 4]), LIGUE, av=9, assists=2, dirty_player=True, iron_hard_skin=True)
    assert skin.root.find("armour").outcome == "armour.holds"
    assert skin.root.outcome == "foul.sent_off"  # a natural double still sends the fouler off


def test_ko_recovery_adds_the_kegs_and_bugman_of_the_team():
    from rules.model import Modifier
    from rules.pregame.inducements import ko_modifiers

    mods = ko_modifiers({"blitzers_best_keg": 2, "josef_bugman": 1, "bribe": 1})
    assert mods == (Modifier("mod.blitzers_best_keg", 2), Modifier("mod.josef_bugman", 1))
    assert ko_modifiers({}) == () and ko_modifiers({"bribe": 3}) == ()
    # a 3 is back to the Reserves with one Keg (3 + 1 = 4), still Knocked-out without it
    kegged = roll_ko_recovery(Dice.manual([3]), count=1, modifiers=ko_modifiers({"blitzers_best_keg": 1}))
    (player,) = kegged.root.children
    assert (player.total, player.target, player.outcome) == (4, 4, "ko_recovery.back")
    assert player.modifiers == (Modifier("mod.blitzers_best_keg", 1),)
    assert kegged.root.info == {"back": 1, "stays": 0}
    (alone,) = roll_ko_recovery(Dice.manual([3]), count=1).root.children
    assert alone.outcome == "ko_recovery.stays" and not alone.modifiers
