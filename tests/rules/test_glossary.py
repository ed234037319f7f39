"""The glossary: the seed 000 states and terms, their seed text, official notes, search and lookup."""

import dataclasses
import re
from pathlib import Path

import pytest

from locales import has, t
from render.glossary import title
from rules import skills, team_rules
from rules.glossary import (
    ENTRIES,
    GLOSSARY,
    PREGAME_ENTRIES,
    SKILL_ENTRIES,
    SPECIAL_ACTIONS_IN_BLITZ,
    STAR_PLAYER_ENTRIES,
    TEAM_RULE_ENTRIES,
    TERMS,
    UnknownTerm,
    lookup,
    lookup_term,
    normalize,
    search,
    search_terms,
)
from tests.said import refused, said

SEEDS = Path(__file__).resolve().parents[2] / "docs" / "seeds"  # the user's four documents, kept in the repo
SEED_FILES = {
    "000": "000_90ae85750d93fbeb.txt",
    "001": "001_50142e5bf9434d8f.txt",
    "002": "002_6460f770b0301322.txt",
    "003": "003_c650fe818345c03d.txt",
}

REQUIRED = [
    "Déconcentré", "Croqué", "Fourchette", "Enraciné", "Blitz", "Plaqué", "Mis à Terre", "Sonné", "K.O.",
    "Éliminé", "Commotion", "Amoché", "Blessure Sérieuse", "Séquelle", "Mort", "Minus", "Haine (X)",
    "Revanche", "RPM", "BP", "Trésorerie", "FP", "PSP", "Attaquant Plaqué", "Les Deux Plaqués", "Repoussé",
    "Bousculé", "Défenseur Plaqué", "Action Spéciale", "Soutien", "Poursuivre",
]  # fmt: skip


@pytest.mark.parametrize("name", REQUIRED)
def test_every_required_term_is_there(name):
    (entry,) = [e for e in ENTRIES if e.name == name]
    assert entry.english and (entry.quote or has(f"glossary.{entry.key}.text"))
    assert search(name)[0] is entry


def test_keys_and_names_are_unique():
    assert len({e.key for e in ENTRIES}) == len(ENTRIES) == len(GLOSSARY)
    assert len({normalize(e.name) for e in ENTRIES}) == len(ENTRIES)


@pytest.mark.parametrize("entry", [e for e in ENTRIES if e.quote], ids=lambda e: e.key)
def test_seed_quotes_are_copied_exactly(entry):
    text = (SEEDS / SEED_FILES[entry.seed]).read_text(encoding="utf-8")
    for passage in entry.quote:
        assert passage in text


@pytest.mark.parametrize(
    ("key", "start"),
    [
        ("deconcentre", "Lorsqu’un joueur est Déconcentré, il perd ses zones de tacles"),
        ("croque", "Un joueur Croqué par un joueur adverse"),
        ("fourchette", "Un joueur qui subit les effets de l’utilisation de la compétence Fourchette"),
        ("enracine", "Un joueur Enraciné ne peut plus se déplacer"),
        ("blitz", "Il s’agit d’un blocage précédé et/ou suivi d’un mouvement."),
        ("plaque", "Le joueur est « Mis à Terre », le coach adverse au joueur « Plaqué »"),
        ("sonne", "Le joueur est placé sur le ventre"),
        ("casse_croute_douteux", "Chaque coach jette 1D6+FP"),
    ],
)
def test_seed_000_states_quote_the_seed_text(key, start):
    entry = lookup(key)
    assert entry.seed == "000"
    assert entry.quote[0].startswith(start)


def test_fourchette_note_gives_the_official_trigger_d10():
    note = t("glossary.fourchette.note")
    assert "Repoussé" in note and "D10" in note


def test_deconcentre_note_adds_the_missing_effects_d11():
    note = t("glossary.deconcentre.note")
    assert "intercepter" in note and "activation" in note and "D11" in note


@pytest.mark.parametrize("key", ["blitz", "action_speciale"])
def test_special_actions_in_a_blitz_list_the_official_five_d27(key):
    note, english_note = t(f"glossary.{key}.note"), t(f"glossary.{key}.note", "en")
    assert "D27" in note and "D27" in english_note
    for _, french, english in SPECIAL_ACTIONS_IN_BLITZ:
        assert french in note and english in note and english in english_note
    assert [en for _, _, en in SPECIAL_ACTIONS_IN_BLITZ] == [
        "Chomp", "Stab", "Chainsaw Attack", "Projectile Vomit", "Breathe Fire",
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("query", "first"),
    [
        ("deconcentre", "deconcentre"),
        ("DÉCONCENTRÉ", "deconcentre"),
        ("Déconc", "deconcentre"),
        ("distracted", "deconcentre"),
        ("stunty", "minus"),
        ("Knocked Down", "plaque"),
        ("pow", "defenseur_plaque"),
        ("ko", "ko"),
        ("K.-O.", "ko"),
        ("k.o", "ko"),
        ("eli", "elimine"),
        ("enracine", "enracine"),
        ("rooted", "enracine"),
        ("eye gouge", "fourchette"),
        ("getting even", "revanche"),
        ("hatred", "haine"),
        ("follow", "poursuivre"),
        ("niggling", "bp"),
        ("blessure persistante", "bp"),
        ("  sonne ", "sonne"),
        ("bousc", "bouscule"),
        ("les deux", "les_deux_plaques"),
    ],
)
def test_search_is_accent_and_case_insensitive_french_and_english(query, first):
    assert search(query)[0].key == first


def test_name_prefix_comes_before_word_prefix_and_aliases():
    keys = [e.key for e in search("plaq")]
    assert keys[0] == "plaque"
    assert set(keys[1:4]) == {"attaquant_plaque", "defenseur_plaque", "les_deux_plaques"}
    blessure = [e.key for e in search("blessure")]
    assert blessure[:2] == ["blessure_public", "blessure_serieuse"]
    assert blessure.index("bp") > 1  # an alias match ranks after the names


def test_substring_matches_come_last():
    keys = [e.key for e in search("haine")]
    assert keys[0] == "haine"
    assert "chaine" in keys  # « Poussée en Chaîne » contains « haine »
    assert keys.index("chaine") > keys.index("haine")


def test_empty_query_lists_entries_by_name_and_limits_apply():
    everything = search("")
    assert len(everything) == 25
    assert [normalize(e.name) for e in everything] == sorted(normalize(e.name) for e in everything)
    assert len(search("", limit=1000)) == len(ENTRIES)
    assert len(search("a", limit=3)) == 3


def test_nothing_found_is_an_empty_list():
    assert search("zzzz") == []


def test_lookup_with_or_without_the_catalogue_prefix():
    assert lookup("ko") is lookup("glossary.ko") is GLOSSARY["ko"]
    assert lookup("ko").label_key == "glossary.ko"


def test_unknown_terms_get_a_french_error_with_suggestions():
    with refused(re.escape("Terme inconnu « plaq ». Essayez\u00a0: Plaqué"), error=UnknownTerm) as caught:
        lookup("plaq")
    assert said(caught, "en").startswith("Unknown term “plaq”. Try: Knocked Down")
    with refused(f"^{re.escape('Terme inconnu « zzz ».')}$", error=UnknownTerm):
        lookup("zzz")


def test_entries_are_frozen():
    with pytest.raises(dataclasses.FrozenInstanceError):
        lookup("ko").name = "KO"


def test_touchback_says_the_classique_table_throws_an_off_pitch_kick_back_in_d17():
    # docs/rules.md D17: with seed 003's table (the ligue default) a kick-off leaving the pitch is thrown
    # back by the crowd (la touche); only a ball stopping in the kicking half is a touchback.
    note = t("glossary.touchback.note")
    assert "D17" in note
    assert "classique" in note and "la touche" in note
    assert "bb2025" in f"{t('glossary.touchback.text')}\n{note}"
    english = t("glossary.touchback.note", "en")
    assert "D17" in english and "classique" in english and "Throw-in" in english


def test_revanche_note_puts_the_off_season_roll_in_both_rulesets():
    # rules.season.build_season_plan rolls D6 4+ for every gained Haine in ligue and bb2025 alike,
    # so the note must not present that roll as a bb2025-only rule.
    note = t("glossary.revanche.note")
    bb2025_clause = note.split("« bb2025 »", 1)[1].split(".", 1)[0]
    assert "intersaison" not in bb2025_clause
    assert "intersaison" in note and "4+" in note


# --- /rule also explains every skill and trait (issue 13 point 5) -------------------------------------------


@pytest.mark.parametrize("skill", skills.CATALOGUE.values(), ids=lambda s: s.key)
def test_every_skill_is_found_first_by_each_of_its_names(skill):
    for name in skill.names:
        assert search_terms(name)[0].skill == skill.key, name
    entry = search_terms(skill.english)[0]
    assert lookup_term(entry.key) is entry and TERMS[entry.key] is entry


def test_the_seed_terms_that_are_skills_stand_for_them():
    linked = {e.key: e.skill for e in ENTRIES if e.skill}
    assert linked == {
        "fourchette": "eye_gouge", "minus": "stunty", "haine": "hatred",
        "esquive": "dodge", "blocage": "block", "tacle": "tackle",
    }  # fmt: skip
    assert {e.skill for e in SKILL_ENTRIES} == skills.CATALOGUE.keys() - linked.values()
    # no key of a skill (or of a team special rule, a Star Player, an inducement, a prayer) hides a seed term
    entries = (ENTRIES, SKILL_ENTRIES, TEAM_RULE_ENTRIES, STAR_PLAYER_ENTRIES, PREGAME_ENTRIES)
    assert len(TERMS) == sum(len(e) for e in entries)
    assert {e.team_rule for e in TEAM_RULE_ENTRIES} == set(team_rules.TEAM_RULES)


def test_a_skill_entry_has_both_names_and_the_other_ones_as_aliases():
    entry = lookup_term("steady_footing")
    assert (entry.name, entry.english, entry.skill, entry.aliases) == (
        "Appuis Sûrs", "Steady Footing", "steady_footing", ("Pied Ferme",),
    )  # fmt: skip
    assert title(entry) == "Appuis Sûrs (Steady Footing)"
    assert title(lookup_term("sprint")) == "Sprint"
    assert title(lookup_term("loner")) == "Solitaire (X+) · Loner (X+)"
    assert title(entry, "en") == "Steady Footing (Appuis Sûrs)"


@pytest.mark.parametrize(
    ("query", "first"),
    [
        ("chataigne", "mighty_blow"),
        ("MIGHTY BLOW", "mighty_blow"),
        ("stab", "stab"),
        ("stabilite", "stand_firm"),
        ("monstrous mouth", "monstrous_mouth"),
        ("dodge", "esquive"),
        ("Déconc", "deconcentre"),
        ("debile", "bone_head"),
    ],
)
def test_search_terms_puts_a_whole_name_before_a_longer_one(query, first):
    assert search_terms(query)[0].key == first


def test_the_seed_search_and_lookup_still_see_only_the_seed_terms():
    assert search("chataigne") == []
    with pytest.raises(UnknownTerm):
        lookup("mighty_blow")
    with refused(re.escape("Terme inconnu « chataign ». Essayez\u00a0: Châtaigne"), error=UnknownTerm):
        lookup_term("chataign")


# --- every game and league term of the book, in both languages (issue 26, point 5) -------------------------

from rules.glossary import find_term  # noqa: E402
from tests.rules.book_terms import BOOK_TERMS  # noqa: E402


@pytest.mark.parametrize(("english", "french", "key"), BOOK_TERMS, ids=lambda v: str(v))
def test_every_book_term_opens_its_entry_by_its_english_and_french_names(english, french, key):
    """What ``/rule term:`` opens for the name typed: « Foul » answered « Blessure par le Public » (its alias
    « foule »), « Expensive Mistakes » the Treasury, and 27 book terms of 69 were unknown."""
    assert find_term(english).key == key, english
    assert find_term(french).key == key, french


@pytest.mark.parametrize("key", sorted({key for _, _, key in BOOK_TERMS}))
def test_every_book_term_entry_says_what_it_is_in_both_languages(key):
    entry = lookup_term(key)
    for lang in ("fr", "en"):
        from render.glossary import summary

        assert summary(entry, lang).strip()
        assert t(entry.label_key, lang) if not (entry.skill or entry.team_rule) else True


@pytest.mark.parametrize(
    ("typed", "key"),
    [("Foul", "agression"), ("foul appearance", "foul_appearance"), ("foule", "blessure_public")],
)
def test_an_exact_name_comes_before_an_alias_and_an_alias_before_a_prefix(typed, key):
    assert find_term(typed).key == key


def test_a_typo_still_finds_the_closest_term():
    assert find_term("Apothecery").key == "apothicaire"
    assert find_term("Temporisaton").key == "temporisation"


def test_an_unknown_term_is_refused_in_the_readers_language():
    with refused(re.escape("Terme inconnu « qwertyuiop »."), error=UnknownTerm) as caught:
        find_term("qwertyuiop")
    assert said(caught, "en").startswith("Unknown term “qwertyuiop”.")
