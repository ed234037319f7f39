"""The French and English catalogues hold the same keys, module by module, with the same placeholders.

A key added in one language only fails here: write its other language in the module of the same name
(``locales/fr/x.py`` ↔ ``locales/en/x.py``).
"""

import importlib
import pkgutil
import re
import string

import pytest

import locales
from locales import LANGUAGES, MissingLabel, t

FR, EN = LANGUAGES["fr"], LANGUAGES["en"]


def _modules(lang: str) -> dict[str, dict[str, str]]:
    package = importlib.import_module(f"locales.{lang}")
    names = [info.name for info in pkgutil.iter_modules(package.__path__)]
    return {name: importlib.import_module(f"locales.{lang}.{name}").LABELS for name in names}


def _fields(text: str) -> list[str]:
    """The placeholders of a text, in order, with repeats (a bad brace raises)."""
    return sorted(field for _, field, _, _ in string.Formatter().parse(text) if field is not None)


def test_both_languages_are_registered():
    assert set(LANGUAGES) == {"fr", "en"}
    assert locales.DEFAULT_LANGUAGE == "fr"


def test_the_same_modules_in_both_languages():
    assert set(_modules("fr")) == set(_modules("en"))


@pytest.mark.parametrize("module", sorted(_modules("fr")))
def test_each_module_has_the_same_keys_in_both_languages(module):
    fr, en = _modules("fr")[module], _modules("en")[module]
    assert sorted(fr.keys() - en.keys()) == [], f"locales/en/{module}.py lacks these keys"
    assert sorted(en.keys() - fr.keys()) == [], f"locales/fr/{module}.py lacks these keys"


def test_the_assembled_catalogues_have_the_same_keys():
    assert FR.keys() == EN.keys()
    assert len(EN) > 1000  # the whole catalogue, not a sample


def test_every_text_has_the_same_placeholders_in_both_languages():
    different = {key: (_fields(FR[key]), _fields(EN[key])) for key in FR if _fields(FR[key]) != _fields(EN[key])}
    assert different == {}


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_no_text_is_empty_or_a_placeholder(lang):
    for key, text in LANGUAGES[lang].items():
        assert text.strip() and text.strip() not in {"…", "...", "TODO", key}, key


def test_english_text_has_no_french_typography_or_words():
    # « » quotes, a space before : ; ! ? and the seeds' French terms are what slips through a translation.
    french = re.compile(
        r"[«»]|\s[:;!?](\s|$)|\b(le|la|les|des|du|une?|et|ou|joueur|équipe|dés?|jet|po|PSP|RPM|BP|FP)\b",
        re.IGNORECASE,
    )
    allowed = re.compile(r"`[^`]*`|/\S+|\{\w*\}")  # identifiers: commands, code, placeholders
    leaks = {}
    for key, text in EN.items():
        found = french.search(allowed.sub("X", text))
        if found:
            leaks[key] = found.group(0)
    assert leaks == {}


def test_english_names_the_sideline_staff_as_the_book_does():
    """The English post-match and /team read « Assistant coaches », the kick-off « assistant coaches » and
    « cheerleaders », the player sheet « Assistant Coaches »: one spelling, the book's (league_play.md, the
    teams' Team Draft List: Assistant Coaches, Cheerleaders, Apothecary, Team Re-rolls), in labels and prose alike.
    """
    staff = re.compile(r"assistant coach|cheerleader|apothecar|team re-?roll", re.IGNORECASE)
    book = {"assistant coach": "Assistant Coach", "cheerleader": "Cheerleader", "apothecar": "Apothecar"}
    allowed = re.compile(r"`[^`]*`|/\S+|\w+:\S*|\{\w*\}")  # identifiers: commands, options typed, placeholders
    astray = {}
    for key, text in EN.items():
        if key.endswith(".name") or key.startswith("help.example."):  # an option's name is an identifier
            continue
        for found in staff.finditer(allowed.sub("X", text)):
            word = found.group(0)
            if word != book.get(word.lower(), "Team Re-roll"):
                astray[key] = word
    assert astray == {}


def test_a_variant_exists_in_english_where_it_exists_in_french():
    assert {k for k in FR if "@" in k} == {k for k in EN if "@" in k}


def test_t_takes_the_language():
    assert t("injury.stunned", "en") == "Stunned"
    assert t("injury.stunned", "fr") == "Sonné"
    assert t("lasting_injury.ag", "en", variant="bb2025") == "Dislocated Hip"
    assert t("ui.footer_id", "en", id=7) == "Roll 7"
    with pytest.raises(MissingLabel):
        t("no.such.key", "en")


def test_the_english_glossary_names_are_the_entries_english_names():
    from rules.glossary import ENTRIES

    assert {e.label_key: EN[e.label_key] for e in ENTRIES} == {e.label_key: e.english for e in ENTRIES}


def test_the_english_skill_names_are_the_official_ones_of_rules_skills():
    from rules.skills import CATALOGUE

    assert {f"skill.{k}": EN[f"skill.{k}"] for k in CATALOGUE} == {
        f"skill.{k}": s.english for k, s in CATALOGUE.items()
    }
