"""The D8 characteristic table (seed 000), the limits (D5), SPP costs and value increases."""

import pytest

from locales import t
from rules.advancement import (
    CHARACTERISTIC_IMPROVEMENT,
    OPTIONS,
    SPP_COSTS,
    Taken,
    available_options,
    player_value,
    roll_advancement,
    spp_cost,
    value_increase,
)
from rules.characteristics import Profile
from rules.dice import Dice
from rules.ruleset import BB2025, LIGUE

# Seed 000: 1 AR; 2 AR/CP; 3-4 AR/M/CP; 5 M/CP; 6 AG/M; 7 AG/F; 8 any.
D8 = {
    1: ("advancement.av", {"AV"}),
    2: ("advancement.av_pa", {"AV", "PA"}),
    3: ("advancement.av_ma_pa", {"AV", "MA", "PA"}),
    4: ("advancement.av_ma_pa", {"AV", "MA", "PA"}),
    5: ("advancement.ma_pa", {"MA", "PA"}),
    6: ("advancement.ag_ma", {"AG", "MA"}),
    7: ("advancement.ag_st", {"AG", "ST"}),
    8: ("advancement.any", {"MA", "ST", "AG", "PA", "AV"}),
}
PROFILE = Profile(6, 3, 3, 4, 9)


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
@pytest.mark.parametrize("face", range(1, 9))
def test_every_d8_face(ruleset, face):
    outcome, options = D8[face]
    assert CHARACTERISTIC_IMPROVEMENT.lookup(face) == outcome
    result = roll_advancement(Dice.manual([face]), ruleset, profile=PROFILE)
    assert result.root.outcome == outcome
    assert set(result.options) == options
    assert set(result.available) == options
    assert not result.skill_instead
    assert result.root.children[0].outcome == "advancement.choose"


def test_labels_say_the_seed_words():
    assert t("advancement.av_ma_pa") == "+1 AR, +1 M ou +1 CP"
    assert t("advancement.any") == "+1 Au choix"


def test_two_improvements_taken_close_that_characteristic():
    result = roll_advancement(Dice.manual([2]), LIGUE, profile=PROFILE, taken={"AV": 2})
    assert result.available == ("PA",)


def test_none_left_means_a_skill_instead():
    result = roll_advancement(Dice.manual([1]), LIGUE, profile=PROFILE, taken={"AV": 2})
    assert result.available == ()
    assert result.skill_instead
    assert result.root.children[0].outcome == "advancement.skill_instead"


def test_maximum_value_closes_the_option():
    maxed = Profile(9, 8, 1, 1, 11)
    for face in range(1, 9):
        assert roll_advancement(Dice.manual([face]), BB2025, profile=maxed).skill_instead


def test_any_offers_only_what_is_still_open():
    profile = Profile(9, 3, 1, 4, 9)  # MA and AG at their maximum
    assert available_options("advancement.any", profile, {"ST": 2}) == ("PA", "AV")


def test_without_profile_only_the_count_limits():
    assert roll_advancement(Dice.manual([7]), LIGUE, taken={"AG": 2}).available == ("ST",)


def test_pa_dash_can_take_a_pa_improvement():
    assert "PA" in available_options("advancement.ma_pa", Profile(6, 3, 3, None, 9))


def test_options_are_data_beside_every_row():
    assert set(OPTIONS) == set(CHARACTERISTIC_IMPROVEMENT.outcomes)


def test_seeded_advancement_replays_by_hand():
    for seed in range(30):
        first = roll_advancement(Dice.seeded(seed), LIGUE, profile=PROFILE, taken={"MA": 1})
        again = roll_advancement(
            Dice.manual([d.value for d in first.root.all_dice()]), LIGUE, profile=PROFILE, taken={"MA": 1}
        )
        assert again.to_dict() == first.to_dict()


def test_invalid_inputs_are_refused():
    with pytest.raises(ValueError):
        roll_advancement(Dice.seeded(1), LIGUE, taken={"AG": 3})
    with pytest.raises(TypeError):
        roll_advancement(Dice.seeded(1), LIGUE, profile="M6")


# --- SPP cost and value ---------------------------------------------------------------------------

# rules-reference §2.6, BB2025 columns: random P / chosen P / chosen S / characteristic.
SPP = {
    1: (3, 6, 10, 14),
    2: (4, 8, 12, 16),
    3: (6, 12, 16, 20),
    4: (8, 16, 20, 24),
    5: (10, 20, 24, 28),
    6: (15, 30, 34, 38),
}
KINDS = ("random_primary", "chosen_primary", "chosen_secondary", "characteristic")


@pytest.mark.parametrize("number", range(1, 7))
@pytest.mark.parametrize("kind", range(4))
def test_every_spp_cost(number, kind):
    assert spp_cost(number, KINDS[kind]) == SPP[number][kind]


def test_ranks_have_labels_in_order():
    assert [t(c.rank) for c in SPP_COSTS] == [
        "Expérimenté",
        "Vétéran",
        "Étoile montante",
        "Star",
        "Superstar",
        "Légende",
    ]


@pytest.mark.parametrize("number", [0, 7, True, "1"])
def test_spp_cost_refuses_bad_numbers(number):
    with pytest.raises(ValueError, match="advancement number"):
        spp_cost(number, "characteristic")


def test_spp_cost_refuses_unknown_kind():
    with pytest.raises(ValueError):
        spp_cost(1, "elite")


@pytest.mark.parametrize(
    ("kind", "gold"),
    [
        ("primary", 20_000),
        ("secondary", 40_000),
        ("AV", 10_000),
        ("MA", 20_000),
        ("PA", 20_000),
        ("AG", 30_000),
        ("ST", 60_000),
    ],
)
def test_every_value_increase(kind, gold):
    assert value_increase(kind) == gold


def test_elite_skill_adds_10000():
    assert value_increase("primary", elite=True) == 30_000
    assert value_increase("secondary", elite=True) == 50_000
    with pytest.raises(ValueError):
        value_increase("ST", elite=True)
    with pytest.raises(ValueError):
        value_increase("skill")


# --- a random Primary skill and a player's value (issue 14) ------------------------------------------------


def test_a_random_skill_reads_the_half_then_the_row_of_the_categorys_column_twice():
    from rules.advancement import roll_random_skill
    from rules.ruleset import LIGUE

    result = roll_random_skill(Dice.manual([3, 6, 6, 6]), LIGUE, category="strength")
    assert result.skills == ("guard", "thick_skull") and not result.same
    assert [d.value for d in result.root.all_dice()] == [3, 6, 6, 6]


def test_a_held_skill_is_drawn_again_and_a_category_with_nothing_left_is_refused():
    from rules import skills
    from rules.advancement import can_draw, roll_random_skill
    from rules.errors import DomainError
    from rules.ruleset import BB2025

    result = roll_random_skill(Dice.manual([1, 1, 1, 1, 1, 2, 1, 2]), BB2025, category="general", held={"block"})
    assert result.skills == ("dauntless", "dauntless") and result.same
    assert [s.info["held"] for s in result.root.children] == [True, True, False, False]
    everything = {s.key for s in skills.RANDOM_TABLE["passing"]}
    assert not can_draw("passing", everything)
    with pytest.raises(DomainError):
        roll_random_skill(Dice.manual([1, 1]), BB2025, category="passing", held=everything)


@pytest.mark.parametrize(
    ("held", "category", "faces", "refused"),
    [
        ({"frenzy"}, "strength", [1, 5], "grab"),  # Frenzy "cannot have the Grab, Hit & Run or Multiple Block"
        ({"frenzy"}, "strength", [4, 3], "multiple_block"),
        ({"frenzy"}, "agility", [1, 6], "hit_and_run"),
        ({"grab"}, "general", [1, 4], "frenzy"),  # Grab: "cannot have the Frenzy Skill"
        ({"pogo"}, "agility", [4, 2], "leap"),  # Leap: "cannot also have the Pogo Trait"
        ({"ball_and_chain"}, "general", [4, 1], "steady_footing"),  # Ball & Chain's ten skills
        (set(), "devious", [1, 4], "lethal_flight"),  # "A player without the Right Stuff Trait cannot have this"
        (set(), "devious", [4, 3], "saboteur"),  # Secret Weapon
        (set(), "strength", [1, 4], "bullseye"),  # Throw Team-mate
        (set(), "strength", [4, 5], "strong_arm"),
        ({"stab"}, "devious", [1, 1], "dirty_player"),  # (a held one, for the record)
        (set(), "devious", [4, 6], "violent_innovator"),  # needs a Trait that allows a Special Action
    ],
)
def test_a_skill_the_player_cannot_use_beside_his_others_is_drawn_again(held, category, faces, refused):
    """S1 ``league_play.md`` "New Skills": "Should a player randomly roll a Skill they already have, or one they
    cannot use, simply roll again" (and the FAQ on random skills: "re-roll that result")."""
    from rules import skills
    from rules.advancement import roll_random_skill, usable
    from rules.ruleset import BB2025

    if refused == "dirty_player":
        held = {*held, "dirty_player"}
    assert not usable(refused, held)
    assert skills.random_skill(category, *faces).key == refused
    result = roll_random_skill(Dice.manual([*faces, 1, 1, 1, 2, 4, 4]), BB2025, category=category, held=held)
    first = result.root.children[0]
    assert first.outcome == f"skill.{refused}" and refused not in result.skills
    assert first.info.get("unusable", False) is (refused not in held)


def test_what_a_player_has_makes_a_skill_usable():
    from rules.advancement import usable

    assert usable("lethal_flight", {"right_stuff"}) and usable("saboteur", {"secret_weapon"})
    assert usable("bullseye", {"throw_team_mate"}) and usable("violent_innovator", {"chainsaw"})
    assert usable("grab", {"block"}) and usable("frenzy", {"dodge"}) and usable("leap", set())


@pytest.mark.parametrize(
    ("taken", "value"),
    [
        ((), 50_000),
        ((Taken("primary", "catch"),), 70_000),
        ((Taken("primary", "block"),), 80_000),  # Elite: +10,000 more
        ((Taken("secondary", "guard"), Taken("ST")), 50_000 + 50_000 + 60_000),
        ((Taken("AV"), Taken("MA"), Taken("PA"), Taken("AG")), 50_000 + 10_000 + 20_000 + 20_000 + 30_000),
        ((Taken("primary", None),), 70_000),  # a house skill the catalogue does not know: no Elite
    ],
)
def test_player_value_is_the_hiring_fee_plus_each_value_increase(taken, value):
    assert player_value(50_000, taken) == value
