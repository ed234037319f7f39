"""Every key the injury, treasury and advancement rules can produce has a French label."""

import itertools

import pytest

from locales import has, t
from locales.fr import injury as labels
from rules import advancement, injury, treasury
from rules.characteristics import CHARACTERISTICS, Profile
from rules.dice import Dice
from rules.ruleset import RULESETS

AREAS = (
    "step.",
    "mod.",
    "armour.",
    "injury.",
    "casualty.",
    "lasting_injury.",
    "hatred.",
    "ko_recovery.",
    "foul.",
    "expensive_mistakes.",
    "advancement.",
    "char.",
    "steady_footing.",
)

TABLE_OUTCOMES = {
    outcome
    for table in (
        *(injury.armour_table(av) for av in range(injury.AV_RANGE[0], injury.AV_RANGE[1] + 1)),
        injury.INJURY_STANDARD,
        injury.INJURY_MINUS,
        injury.CASUALTY,
        injury.CASUALTY_BB2020,
        injury.LASTING_INJURY,
        injury.HATRED_ROLL,
        injury.KO_RECOVERY,
        advancement.CHARACTERISTIC_IMPROVEMENT,
        *treasury.TABLES,
    )
    for outcome in table.outcomes
}
# Outcomes a chain writes beside the tables' rows.
CHAIN_OUTCOMES = {
    injury.LASTING_AT_MINIMUM,
    injury.LASTING_NONE_POSSIBLE,
    injury.HATRED_NO_ATTACKER,
    injury.HATRED_NO_KEYWORD,
    injury.FOUL_SENT_OFF,
    injury.FOUL_UNNOTICED,
    injury.FOUL_DIRTY_PLAYER_CHOICE,
    injury.KO_RECOVERY_SUMMARY,
    treasury.NO_ROLL,
    treasury.MINOR_LOSS,
    treasury.CATASTROPHE_KEPT,
    advancement.CHOOSE,
    advancement.SKILL_INSTEAD,
    *treasury.OUTCOMES,
}
STEP_KEYS = {f"step.{kind}" for kind in (*injury.STEP_KINDS, *treasury.STEP_KINDS, *advancement.STEP_KINDS)}
OTHER_KEYS = {
    *injury.MODIFIER_KEYS,
    injury.INJURY_TABLE_STANDARD,
    injury.INJURY_TABLE_MINUS,
    *(cost.rank for cost in advancement.SPP_COSTS),
    *(f"advancement.kind.{kind}" for kind in advancement.ADVANCEMENT_KINDS),
    *(f"char.{char.lower()}" for char in CHARACTERISTICS),
    *(f"char.{char.lower()}.name" for char in CHARACTERISTICS),
}
ALL_KEYS = sorted(TABLE_OUTCOMES | CHAIN_OUTCOMES | STEP_KEYS | OTHER_KEYS)


@pytest.mark.parametrize("key", ALL_KEYS)
def test_every_key_has_a_label(key):
    for form in _forms(key):
        assert has(form), form
        assert t(form).strip()


def _forms(key: str) -> list[str]:
    """A key's labels: a modifier that counts things is named by its number (``mod.niggling.one``, ``.other``)."""
    return [f"{key}.one", f"{key}.other"] if key.startswith("mod.") and has(f"{key}.one") else [key]


@pytest.mark.parametrize("key", sorted(injury.LASTING_INJURY.outcomes))
@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_every_sequelle_is_named_for_every_ruleset(key, ruleset):
    assert labels.LABELS[f"{key}@{ruleset}"].strip()


def test_plain_sequelle_names_are_the_default_ruleset_ones():
    for key in injury.LASTING_INJURY.outcomes:
        assert t(key) == t(key, variant="ligue")


def test_no_label_is_empty_and_every_key_is_in_an_area_of_ours():
    for key, text in labels.LABELS.items():
        assert text.strip(), key
        assert key.startswith(AREAS), key


def test_seed_words():
    expected = {
        "injury.stunned": "Sonné",
        "injury.ko": "K.O.",
        "injury.badly_hurt": "Commotion",
        "injury.casualty": "Éliminé",
        "casualty.badly_hurt": "Commotion",
        "casualty.seriously_hurt": "Amoché",
        "casualty.serious_injury": "Blessure Sérieuse",
        "casualty.lasting_injury": "Séquelle",
        "casualty.dead": "Mort",
        "expensive_mistakes.averted": "Crise évitée",
        "expensive_mistakes.minor": "Incident mineur",
        "expensive_mistakes.major": "Incident majeur",
        "expensive_mistakes.catastrophe": "Catastrophe",
        "step.armour": "Jet d'Armure",
        "step.injury": "Jet de Blessure",
        "step.casualty": "Jet d'Élimination",
        "step.hatred": "Revanche",
        "mod.mighty_blow": "Châtaigne",
        "mod.claws": "Griffes",
        "mod.dirty_player": "Joueur Déloyal",
        "char.pa": "CP",
        "char.av": "AR",
    }
    assert {key: t(key) for key in expected} == expected


def _rolled_trees():
    """Many real rolls of every kind, to catch a key produced but never declared."""
    profiles = [None, Profile(6, 3, 3, 4, 9), Profile(1, 1, 6, None, 3), Profile(1, 1, 6, 6, 9)]
    for seed, ruleset, profile in itertools.product(range(60), RULESETS.values(), profiles):
        keywords = [["Orc"], [], ["Blitzer"]][seed % 3]
        yield injury.roll_armour(
            Dice.seeded(seed),
            ruleset,
            av=3 + seed % 8,
            mighty_blow=seed % 2 == 0,
            claws=seed % 3 == 0,
            minus=seed % 4 == 0,
            niggling=seed % 5,
            profile=profile,
            attacker_keywords=keywords,
        ).root
        yield injury.roll_foul(
            Dice.seeded(seed), ruleset, av=8, assists=seed % 3, dirty_player=True, profile=profile
        ).root
        yield injury.roll_lasting_injury(Dice.seeded(seed), ruleset, profile=profile).root
        yield injury.roll_ko_recovery(Dice.seeded(seed), count=3).root
        yield treasury.roll_expensive_mistakes(Dice.seeded(seed), ruleset, treasury=seed * 15_000).root
        yield advancement.roll_advancement(Dice.seeded(seed), ruleset, profile=profile, taken={"AV": seed % 3}).root


def test_every_key_a_real_roll_produces_is_declared_and_labelled():
    seen = set()
    for root in _rolled_trees():
        for step in root.walk():
            seen.add(step.outcome)
            seen.add(f"step.{step.kind}")
            seen.update(m.key for m in step.modifiers)
            seen.update(step.info[k] for k in ("broken_by", "table") if k in step.info)
    assert seen <= set(ALL_KEYS)
    assert all(has(form) for key in seen for form in _forms(key))
