"""Every inducement and every Prayer to Nuffle has its French and English names, and /rule finds it by each."""

from __future__ import annotations

import pytest

from locales import t
from rules import glossary
from rules.pregame import inducements, prayers

NAMED = [("inducement", key, names) for key, names in inducements.NAMES.items()]
NAMED += [("prayer", key, names) for key, names in prayers.NAMES.items()]


def test_every_inducement_and_prayer_is_named():
    assert set(inducements.NAMES) == set(inducements.BY_KEY)
    assert set(prayers.NAMES) == set(prayers.BY_KEY)


@pytest.mark.parametrize(("kind", "key", "names"), NAMED, ids=lambda v: str(v))
def test_the_catalogue_says_the_names_french_first_the_books_english_last(kind, key, names):
    assert t(f"{kind}.{key}", "fr") == names[0]
    assert t(f"{kind}.{key}", "en") == names[-1]
    assert t(f"{kind}.{key}.text", "fr").strip() and t(f"{kind}.{key}.text", "en").strip()


@pytest.mark.parametrize(("kind", "key", "names"), NAMED, ids=lambda v: str(v))
def test_rule_finds_each_by_its_french_and_english_names(kind, key, names):
    """Mercenary Players and Star Players are the league terms of the glossary; the others their own entries.
    Josef Bugman is also a Star Player of the book: his name opens the Star Player, and the autocomplete offers
    both (the inducement stays found by « Infamous Coaching Staff », « Staff Célèbre » and « Bugman »)."""
    expected = {"mercenary_player": "mercenaires", "star_player": "star_player"}.get(key, f"{kind}_{key}")
    for name in (names[0], names[-1]):
        offered = [entry.key for entry in glossary.search_terms(name)]
        if f"star_{key}" in offered:
            assert glossary.find_term(name).key == f"star_{key}", name
            assert expected in offered, name
        else:
            assert glossary.find_term(name).key == expected, name


@pytest.mark.parametrize(
    ("typed", "key"),
    [
        ("Blitzer's Best Kegs", "inducement_blitzers_best_keg"),
        ("Bloodweiser Kegs", "inducement_blitzers_best_keg"),
        ("Biased Referee", "inducement_dodgy_league_rep"),
        ("Wizard", "inducement_sports_wizard"),
        ("Fireball", "inducement_sports_wizard"),
        ("Boule de Feu", "inducement_sports_wizard"),
        ("Zap!", "inducement_sports_wizard"),
        ("Infamous Coaching Staff", "inducement_josef_bugman"),
        ("Lancer de Rocher", "coup_d_envoi"),  # the league's kick-off word stays the kick-off's
        ("Throw a Rock", "prayer_throw_a_rock"),
        ("Inducements", "coups_de_pouce"),
        ("Petite Monnaie", "coups_de_pouce"),
    ],
)
def test_other_names_lead_to_their_entry(typed, key):
    assert glossary.find_term(typed).key == key
