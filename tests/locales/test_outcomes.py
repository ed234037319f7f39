"""Every roll's outcome labels are distributed alike in French and English.

The tables of ``rules/`` (found by walking the package, so a new table is covered) map dice totals to
outcome keys. Both catalogues label every key under every ruleset, and two outcomes share a label in one
language exactly when they share it in the other: the odds of each label are then the same whichever
language reads them. Rolls sampled with seeded dice check the keys a chain writes beside the tables
(step kinds, modifiers, details) the same way.
"""

import importlib
import pkgutil
from collections import defaultdict
from fractions import Fraction

import pytest

import rules
from locales import LANGUAGES, has, t
from render.embeds import team_names
from render.text import outcome_text
from rules import advancement, block, dice_expr, injury, kickoff, pitch, season, treasury, weather
from rules.characteristics import Profile
from rules.dice import Dice
from rules.kickoff import KickTeam
from rules.postmatch import rolls as postmatch
from rules.ruleset import RULESETS
from rules.table import RangeTable

LANGS = ("fr", "en")


def _tables() -> dict[str, RangeTable]:
    found: dict[str, RangeTable] = {}
    for info in pkgutil.walk_packages(rules.__path__, "rules."):
        module = importlib.import_module(info.name)
        for value in vars(module).values():
            candidates = value if isinstance(value, tuple | list) else (value,)
            for table in candidates:
                if isinstance(table, RangeTable):
                    found[table.name] = table
    for av in range(injury.AV_RANGE[0], injury.AV_RANGE[1] + 1):
        table = injury.armour_table(av)
        found[table.name] = table
    return found


TABLES = _tables()


def _label_odds(table: RangeTable, lang: str, ruleset: str) -> dict[frozenset[str], Fraction]:
    """The odds of each label, the label named by the outcome keys that carry it."""
    label = {outcome: t(outcome, lang, variant=ruleset) for outcome in table.outcomes}
    keys_of: dict[str, set[str]] = defaultdict(set)
    for outcome, text in label.items():
        keys_of[text].add(outcome)
    odds: dict[frozenset[str], Fraction] = defaultdict(Fraction)
    for outcome, p in table.distribution().items():
        odds[frozenset(keys_of[label[outcome]])] += p
    return dict(odds)


def test_the_walk_finds_every_kind_of_table():
    assert {"injury_standard", "injury_minus", "casualty", "lasting_injury", "hatred", "ko_recovery"} <= set(TABLES)
    assert {"block.face", "kickoff.classique", "kickoff.bb2025", "weather", "advancement"} <= set(TABLES)
    assert len([n for n in TABLES if n.startswith("armour_")]) == 11
    assert len([n for n in TABLES if n.startswith("expensive_mistakes_")]) == len(treasury.TABLES)


@pytest.mark.parametrize("ruleset", sorted(RULESETS))
@pytest.mark.parametrize("name", sorted(TABLES))
def test_each_table_labels_its_outcomes_alike_in_both_languages(name, ruleset):
    table = TABLES[name]
    for lang in LANGS:
        for outcome in table.outcomes:
            assert t(outcome, lang, variant=ruleset).strip(), (lang, outcome)
    french, english = (_label_odds(table, lang, ruleset) for lang in LANGS)
    assert french == english
    assert sum(english.values()) == 1


def _rolls(seed: int):
    """A spread of every public roll, both rulesets, many situations."""
    for rs in RULESETS.values():
        worst = Profile(1, 1, 6, 6, 3)
        yield injury.roll_armour(
            Dice.seeded(seed), rs, av=2 + seed % 11, mighty_blow=seed % 2 == 0, claws=seed % 3 == 0,
            minus=seed % 4 == 0, niggling=seed % 3, attacker_keywords=("Orc", "Lineman")[: seed % 3],
            iron_hard_skin=seed % 5 == 0, profile=worst if seed % 7 == 0 else None,
        )  # fmt: skip
        yield injury.roll_foul(Dice.seeded(seed), rs, av=8, assists=seed % 3, dirty_player=seed % 2 == 0)
        yield injury.roll_injury(Dice.seeded(seed), rs, minus=seed % 2 == 0, niggling=seed % 4)
        yield injury.roll_casualty(
            Dice.seeded(seed), rs, niggling=seed % 3, profile=worst if seed % 2 else None,
            attacker_keywords=("Dwarf",) if seed % 3 else (),
        )  # fmt: skip
        yield injury.roll_lasting_injury(Dice.seeded(seed), rs, profile=worst if seed % 2 else None)
        yield injury.roll_hatred(Dice.seeded(seed), rs, attacker_keywords=("Elf", "Blitzer")[: seed % 3])
        yield injury.roll_ko_recovery(Dice.seeded(seed), count=1 + seed % 4, ruleset=rs)
        yield treasury.roll_expensive_mistakes(Dice.seeded(seed), rs, treasury=(seed % 12) * 50_000)
        yield advancement.roll_advancement(Dice.seeded(seed), rs, taken={"AV": seed % 3, "MA": seed % 2})
        yield postmatch.roll_fan_factor(Dice.seeded(seed), dedicated_fans=1 + seed % 7, ruleset=rs)
        for outcome in ("win", "draw", "loss"):
            yield postmatch.roll_dedicated_fans(
                Dice.seeded(seed), dedicated_fans=1 + seed % 7, outcome=outcome, conceded=seed % 5 == 0, ruleset=rs
            )
        yield postmatch.roll_mvp(Dice.seeded(seed), nominees=tuple(range(seed % 4)), ruleset=rs)
        yield postmatch.roll_veteran_quits(Dice.seeded(seed), ruleset=rs)
        for kind in ("niggling", "hatred"):
            yield season.roll_recovery(Dice.seeded(seed), kind=kind, apothecary=seed % 2 == 0, ruleset=rs)
        teams = {"kicking": KickTeam(seed % 3, 1, seed % 2), "receiving": KickTeam(1, seed % 3, 1)}
        for table in ("classique", "bb2025"):
            yield kickoff.roll_kickoff(Dice.seeded(seed), rs, table=table, turn=seed % 9, **teams)
        yield pitch.roll_throw_in(Dice.seeded(seed), rs, corner=seed % 2 == 0)
        yield pitch.roll_scatter(Dice.seeded(seed), distance_dice=1 + seed % 2, ruleset=rs)
        yield pitch.roll_bounce(Dice.seeded(seed), ruleset=rs)
        yield weather.roll_weather(Dice.seeded(seed), ruleset=rs)
        yield block.roll_block(
            Dice.seeded(seed), attacker_st=2 + seed % 5, defender_st=3, dodge=seed % 3 == 0, tackle=seed % 4 == 0,
            attacker_block=seed % 2 == 0, defender_block=seed % 5 == 0, ruleset=rs,
        )  # fmt: skip
        yield dice_expr.roll_expr(Dice.seeded(seed), "2d6+1d3-1" if seed % 2 else "3db", ruleset=rs)


def _detail(outcome: str, ruleset: str, lang: str) -> str | None:
    if has(f"{outcome}.detail", lang) or has(f"{outcome}.detail@{ruleset}", lang):
        return t(f"{outcome}.detail", lang, variant=ruleset)
    return None


def test_every_key_a_roll_writes_is_labelled_alike_in_both_languages():
    seen: set[str] = set()
    for seed in range(200):
        for result in _rolls(seed):
            for step in result.root.walk():
                named = (step.info.get("label"), *(step.info.get("terms") or {}).values())
                keys = {step.outcome, f"step.{step.kind}", *(m.key for m in step.modifiers), *filter(None, named)}
                for key in keys:
                    for lang in LANGS:  # a modifier that counts things is named by its number (« .one »)
                        assert has(key, lang) or (has(f"{key}.one", lang) and has(f"{key}.other", lang)), (lang, key)
                for lang in LANGS:  # the text shown, filled with the step's facts (a kick-off's lines name its teams)
                    shown = outcome_text(step, result.ruleset, team_names(result.root, lang=lang), lang=lang)
                    assert shown.strip() and "{" not in shown, (lang, step.outcome, shown)
                detail = [_detail(step.outcome, result.ruleset, lang) for lang in LANGS]
                assert (detail[0] is None) == (detail[1] is None), step.outcome
                seen |= keys
    # the sampling reached the chains' far ends, not only their first step
    assert {"casualty.dead", "lasting_injury.at_minimum", "hatred.gained", "foul.sent_off"} <= seen
    assert set(injury.LASTING_NAMED.values()) <= seen  # and how a séquelle not applied reads
    assert {"expensive_mistakes.catastrophe", "postmatch.veteran.quits", "advancement.choose"} <= seen
    assert set(kickoff.CLASSIQUE.outcomes) | set(kickoff.BB2025_TABLE.outcomes) <= seen


def test_english_uses_the_official_bb2025_words():
    en = LANGUAGES["en"]
    assert [en[k] for k in injury.INJURY_STANDARD.outcomes] == ["Stunned", "Knocked-out", "Casualty"]
    assert [en[k] for k in injury.CASUALTY.outcomes] == [
        "Badly Hurt", "Seriously Hurt", "Serious Injury", "Lasting Injury", "Dead",
    ]  # fmt: skip
    assert [en[k] for k in block.FACE_TABLE.outcomes] == ["Player Down", "Both Down", "Push Back", "Stumble", "POW"]
    assert [t(k, "en", variant="bb2025") for k in injury.LASTING_INJURY.outcomes] == [
        "Head Injury", "Smashed Knee", "Broken Arm", "Dislocated Hip", "Broken Shoulder",
    ]  # fmt: skip
    assert (
        en["expensive_mistakes.averted"] == "Crisis Averted" and en["step.expensive_mistakes"] == "Expensive Mistakes"
    )
    assert en["glossary.bp"].startswith("Niggling Injury") and en["glossary.rpm"].startswith("Miss Next Game")


def test_the_ligue_ruleset_shares_official_names_and_keeps_its_own_lasting_injuries():
    # « Commotion » and « Amoché » are the rows ligue shares with BB2025: the official names in English.
    assert t("injury.badly_hurt", "en", variant="ligue") == "Badly Hurt"
    assert t("casualty.seriously_hurt", "en", variant="ligue") == "Seriously Hurt"
    # Seed 000's rows 5 and 6 lower AG and ST like BB2020's Neck Injury and Dislocated Shoulder.
    assert t("lasting_injury.ag", "en", variant="ligue") == "Neck Injury"
    assert t("lasting_injury.st", "en", variant="ligue") == "Dislocated Shoulder"
    assert t("lasting_injury.ag", "en") == t("lasting_injury.ag", "en", variant="ligue")
    # A house rule is explained, not renamed: the ligue Dodgy Snack keeps the name and says it differs.
    assert t("kickoff.bb2025.dodgy_snack", "en", variant="ligue") == "Dodgy Snack"
    assert "FF" in t("kickoff.bb2025.dodgy_snack.detail", "en", variant="ligue")
    assert "no FF" in t("kickoff.bb2025.dodgy_snack.detail", "en", variant="bb2025")


def test_english_names_the_advancements_and_the_undo_as_the_book_and_the_command_do():
    """league_play.md calls a player's progress an « advancement » and only the D8 roll a « Characteristic
    Improvement »; the command is /postmatch undo. English read « Improvements: — » on /player show for a player
    with two skills gained, « Improvement: #2 Thrug » over the two skills he drew, and « ❌ Cancelled » over an undone
    summary."""
    en = LANGUAGES["en"]
    assert en["league.player.improvements"] == "Characteristic improvements"
    assert en["pm.slot.advancement"] == "🎲 Characteristic Improvement: {player} (D8)"
    assert "Improvement" not in en["pm.select.advchoice"] and "{player}" in en["pm.select.advchoice"]
    assert en["pm.undo.cancelled_title"] == "❌ Undone — {title}"
    # /advancement read « ↳ Improvement chosen → Choose the improvement »: nothing was chosen yet
    assert en["step.advancement_choice"] == "Your choice"
