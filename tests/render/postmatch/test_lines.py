"""A casualty's lines on the post-match's casualties step: what the commissioner reads before Confirm."""

import dataclasses

import pytest

from locales import t
from render.postmatch.lines import casualty_lines, player_changes
from rules import injury
from rules.characteristics import Profile
from rules.postmatch.inputs import Inputs
from rules.postmatch.plan import build_plan
from rules.postmatch.snapshots import CasualtySnap, MatchSnap, PlayerSnap, TeamSnap
from rules.ruleset import BB2025
from sequences.postmatch import STEPS

ORC = Profile(5, 3, 3, 4, 10)
DEAD_HERE = {"fr": "#3 Durin est déjà mort dans ce match", "en": "#3 Durin already died in this match"}
TWICE = {"fr": "sort déjà du match par une autre blessure", "en": "already leaves the match through another casualty"}


NO_INPUT = Inputs()


def plan_of(*casualties, inputs=NO_INPUT, dice=None, keywords=()):
    home, away = TeamSnap(1, "Orques", 101, 0, 3), TeamSnap(2, "Nains", 102, 0, 3)
    players = [
        PlayerSnap(7, "Grak", "", ORC, id=11, team_id=1, keywords=keywords),
        PlayerSnap(3, "Durin", "", ORC, id=21, team_id=2),
    ]
    return build_plan(
        BB2025, MatchSnap(5, home, away, 1, 0, 3, 3), players, list(casualties), inputs, dice or {}, steps=STEPS
    )


def recorded(n, outcome):
    return CasualtySnap(f"c{n}", 21, "block", outcome, casualty_id=n, caused_by_id=11, caused_by_team_id=1)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_each_of_two_casualties_that_took_one_player_out_is_marked(lang):
    plan = plan_of(recorded(1, injury.CASUALTY_SERIOUS_INJURY), recorded(2, injury.CASUALTY_SERIOUS_INJURY))
    heads = [casualty_lines(plan, cp, lang=lang)[0] for cp in plan.casualties]
    assert all(TWICE[lang] in head for head in heads), heads
    alone = plan_of(recorded(1, injury.CASUALTY_SERIOUS_INJURY))
    assert TWICE[lang] not in casualty_lines(alone, alone.casualties[0], lang=lang)[0]
    back = plan_of(recorded(1, injury.REGENERATED), recorded(2, injury.CASUALTY_SERIOUS_INJURY))
    assert not [cp for cp in back.casualties if TWICE[lang] in casualty_lines(back, cp, lang=lang)[0]]


@pytest.mark.parametrize(("lang", "dead"), [("fr", "Mort"), ("en", "Dead")])
def test_a_record_on_a_player_killed_earlier_in_the_match_shows_its_outcome_not_a_d16_to_roll(lang, dead):
    plan = plan_of(recorded(2, injury.CASUALTY_DEAD), recorded(3, injury.CASUALTY_SERIOUS_INJURY))
    second = casualty_lines(plan, plan.casualties[1], lang=lang)
    assert "D16" not in "\n".join(second) and "?" not in second[0], second
    # he died in this match: not « no longer on the roster », which said he had left it before
    assert DEAD_HERE[lang] in second[1] and t("pm.note.victim_gone", lang) not in second[1], second
    assert [n.key for n in plan.notes] == ["pm.note.victim_dead"]
    assert dead in casualty_lines(plan, plan.casualties[0], lang=lang)[0]


@pytest.mark.parametrize(("lang", "said"), [("fr", "valeur ? → 105\u202f000\u00a0po"), ("en", "value ? → 105,000 gp")])
def test_a_value_typed_for_a_player_who_had_none_is_shown_from_a_question_mark(lang, said):
    before = PlayerSnap(7, "Grak", "", ORC, id=11, team_id=1)
    assert said in player_changes(before, dataclasses.replace(before, value=105_000), lang=lang)
    assert not player_changes(before, before, lang=lang)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_recruit_without_a_fee_is_told_how_to_give_it(lang):
    """The hire form cannot be reopened on a recruit: the way is the fire menu (which takes a recruit back), then a
    new hire with the fee typed; the blocker names that menu as the screen shows it."""
    menu = t("pm.select.fire", lang, team="").rstrip(":\u00a0 ")
    assert menu in t("pm.missing.hire_fee", lang, team="Orques", player="#12 Lurtz")


@pytest.mark.parametrize(("lang", "said"), [("fr", "pas de PSP pour #7 Grak (son équipe a concédé)"), ("en", "no SPP")])
def test_a_casualty_caused_by_a_conceding_player_says_no_spp_rather_than_plus_zero(lang, said):
    plan = plan_of(recorded(1, injury.CASUALTY_SERIOUS_INJURY), inputs=Inputs(concession="home"))
    text = "\n".join(casualty_lines(plan, plan.casualties[0], lang=lang))
    assert said in text and "+0" not in text, text


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_failed_getting_even_is_said_once_by_its_roll(lang):
    """« Revanche · 🎲 2 contre 4+ → Pas de Haine » was followed by « Revanche ratée : pas de Haine »: the roll's
    line says it, with its die."""
    snap = CasualtySnap(
        "c1", 21, "block", injury.CASUALTY_SERIOUSLY_HURT, caused_by_id=11, caused_by_team_id=1, casualty_id=1
    )
    # a 2 typed for the Revanche D6 (4+ needed), against an Orc
    plan = plan_of(snap, dice={"hatred:c1": [[6, 2, 1]]}, keywords=("Orque",))
    [cp] = plan.casualties
    assert cp.hatred == injury.HATRED_NOT_GAINED
    text = "\n".join(casualty_lines(plan, cp, lang=lang))
    assert text.count(t("hatred.not_gained", lang)) == 1, text
    assert t("pm.cas.hatred.not_gained", lang) not in text


@pytest.mark.parametrize(("lang", "said"), [("fr", "−1 F (3 → 2)"), ("en", "−1 ST (3 → 2)")])
def test_a_lasting_injury_names_its_characteristic_in_the_readers_language(lang, said):
    """An English post-match read « Lasting Injury recorded: −1 F (3 → 2) »: the French letter of Strength."""
    snap = dataclasses.replace(recorded(1, injury.CASUALTY_LASTING_INJURY), sequelle="ST")
    text = "\n".join(casualty_lines(plan_of(snap), plan_of(snap).casualties[0], lang=lang))
    assert said in text, text
