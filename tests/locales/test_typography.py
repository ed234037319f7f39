"""French typography (issue 26, « Words and typography (French) »): the assembled French catalogue never lets a
colon, a « ; ! ? » or « po » start a line, writes numbers with unbreakable groups, one apostrophe, one word per
thing; the pass that does it (locales.typography) leaves code, links, Discord tokens, times and English alone."""

import re

import pytest

from locales import LANGUAGES
from locales.typography import NBSP, NNBSP, french, french_catalogue

EN = LANGUAGES["en"]
#: The French catalogue as the pass writes it.
FR = french_catalogue(LANGUAGES["fr"])

#: What typography leaves alone: code, links, Discord tokens, commands and their options.
UNTOUCHED = re.compile(r"```.*?```|`[^`\n]*`|<[^<>\s]*>|https?://\S+|/\S+|\b[\w-]+:(?=\S)\S*", re.S)
PLACEHOLDER = re.compile(r"\{\w*\}")


def _french_texts():
    for key, text in FR.items():
        if (key.startswith("cmd.") and key.endswith(".name")) or key.startswith("help.example."):
            continue  # identifiers: a command's or an option's name, a command as typed
        yield key, PLACEHOLDER.sub("0", UNTOUCHED.sub("X", text))  # a placeholder stands for a figure or a name


def _astray(pattern: str) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for key, text in _french_texts():
        hits = re.findall(pattern, text)
        if hits:
            found[key] = hits
    return found


def test_no_sign_of_the_french_catalogue_can_start_a_line():
    assert _astray(r"[^\S\u00a0\u202f]+[:;!?]") == {}  # an ordinary space (or a line break) before the sign
    assert _astray(r"\S[;!?](?=\s|$)") == {}  # or none at all


def test_a_colon_has_a_no_break_space_and_the_others_a_narrow_one():
    assert _astray(f"{NNBSP}:") == {}
    assert _astray(f"{NBSP}[;!?]") == {}


def test_numbers_and_gold_pieces_hold_together():
    assert _astray(r"\d \d{3}\b") == {}  # « 20 000 »
    assert _astray(r"\d po\b") == {}  # « 20 000 po », « {gold} po »
    assert f"10{NNBSP}000{NBSP}po" in FR["expensive_mistakes.minor.detail"]


def test_one_colon_per_line():
    """Two colons on a line read as a label inside a label (« Équipe : X · Valeur : Y »): each pair gets its line,
    or the sentence another turn. A French colon is the one after a space; a time, an option (``ar:9``), code,
    a link or an emoji token is not one."""
    crowded = {key: [line for line in text.split("\n") if line.count(f"{NBSP}:") > 1] for key, text in _french_texts()}
    assert {key: lines for key, lines in crowded.items() if lines} == {}


def test_one_apostrophe():
    assert _astray("’") == {}


@pytest.mark.parametrize(
    ("word", "not_that"),
    [
        ("Concession", r"\b[Aa]bandon"),
        ("Météo", r"\b[Cc]limat\b"),
        ("Erreurs Coûteuses", r"Erreurs coûteuses"),
        ("Perte de 20 000 po", r"Perte \*\*"),
        ("perte de 20 000 po", r"\b[Pp]erte\s+(?!de\b)"),  # not « perte : 20 000 po », « perte 20 000 po »
    ],
)
def test_one_word_per_thing(word, not_that):
    assert _astray(not_that) == {}, f"the French catalogue says « {word} »"


@pytest.mark.parametrize(
    ("typed", "typeset"),
    [
        ("Cause : inconnue.", f"Cause{NBSP}: inconnue."),
        ("Vraiment ? Oui ; non !", f"Vraiment{NNBSP}? Oui{NNBSP}; non{NNBSP}!"),
        ("**Trésorerie** : 1 250 000 po", f"**Trésorerie**{NBSP}: 1{NNBSP}250{NNBSP}000{NBSP}po"),
        ("Perte de **{lost} po**", f"Perte de **{{lost}}{NBSP}po**"),
        ("Liste :\n- un", f"Liste{NBSP}:\n- un"),
        ("Coup d'envoi à 12:30", "Coup d'envoi à 12:30"),  # a time
        ("<:pow:123456> <@42> <t:1700000000:R>", "<:pow:123456> <@42> <t:1700000000:R>"),  # Discord's tokens
        ("Voir https://example.org/a?b=1 ici", "Voir https://example.org/a?b=1 ici"),  # a link
        ("Tapez `/armure ar:9` ou ``` a : b ```", "Tapez `/armure ar:9` ou ``` a : b ```"),  # code keeps its columns
        ("{team} : {points}", f"{{team}}{NBSP}: {{points}}"),
        ("Treasury: 5,000 gp! Ready?", "Treasury: 5,000 gp! Ready?"),  # English is left as it is
    ],
)
def test_the_pass_makes_the_right_spaces_unbreakable_and_leaves_the_rest(typed, typeset):
    assert french(typed) == typeset


def test_the_english_catalogue_is_not_typeset():
    assert not any(NBSP in text or NNBSP in text for text in EN.values())


def test_the_catalogue_typesets_a_label_at_its_first_read_and_keeps_it():
    """Start-up typesets nothing (≈ 55 ms for every label); a read gives the typeset label, the same object after."""
    from locales.typography import FrenchCatalogue

    catalogue = FrenchCatalogue({"a": "Cause : inconnue", "b": "20 000 po ?"})
    assert sorted(catalogue) == ["a", "b"] and len(catalogue) == 2 and "a" in catalogue and "z" not in catalogue
    assert catalogue["a"] == "Cause\u00a0: inconnue" and catalogue["a"] is catalogue["a"]
    assert catalogue.get("b") == "20\u202f000\u00a0po\u202f?" and catalogue.get("z") is None
    with pytest.raises(KeyError):
        catalogue["z"]
    catalogue["a"] = "Raison : aucune"  # a label replaced (a test's dummy step) is typeset again, then removed
    assert catalogue["a"] == "Raison\u00a0: aucune"
    del catalogue["a"]
    assert "a" not in catalogue and len(catalogue) == 1
