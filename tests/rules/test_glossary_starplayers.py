"""/rule finds every Star Player by his book name (a pair by its name or either player's), before any alias."""

from __future__ import annotations

import pytest

from rules.glossary import STAR_PLAYER_ENTRIES, TERMS, find_term, lookup_term, search_terms
from rules.pregame import starplayers


@pytest.mark.parametrize("star", starplayers.STAR_PLAYERS, ids=lambda s: s.key)
def test_every_star_player_is_found_by_his_name(star: starplayers.StarPlayer):
    entry = find_term(star.name)
    assert entry.star_player == star.hire
    assert search_terms(star.name)[0] is entry
    if star.pair:
        assert find_term(star.pair) is entry


def test_one_entry_per_choice_a_pair_under_its_name():
    assert len(STAR_PLAYER_ENTRIES) == len(starplayers.HIRES) == 63
    entry = lookup_term("star_grak_and_crumbleberry")
    assert (entry.name, entry.english, entry.aliases) == ("Grak and Crumbleberry",) * 2 + (("Grak", "Crumbleberry"),)
    assert all(TERMS[e.key] is e for e in STAR_PLAYER_ENTRIES)


@pytest.mark.parametrize(
    ("typed", "key"),
    [
        ("griff", "star_griff_oberwald"),
        ("Morg n Thorg", "star_morg_n_thorg"),
        ("gretchen wachter", "star_gretchen_wachter"),
        ("Lucien", "star_the_swift_twins"),
        ("Akhorne The Squirrel", "star_akhorne_the_squirrel"),
    ],
)
def test_a_star_player_typed_loosely(typed: str, key: str):
    assert find_term(typed).key == key


@pytest.mark.parametrize(("typed", "key"), [("Stab", "stab"), ("Pro", "pro"), ("Star Player", "star_player")])
def test_the_terms_before_still_win_their_names(typed: str, key: str):
    """Star Players came after the skills and seed terms: an exact name of those still opens them."""
    assert find_term(typed).key == key
