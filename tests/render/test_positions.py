"""A player's position in the reader's words (render/positions.py)."""

import pytest

from render.positions import position_text
from rules import rosters


@pytest.mark.parametrize(
    ("roster", "stored", "fr", "en"),
    [
        ("Nains", "dwarf_blitzer", "Blitzer Nain", "Dwarf Blitzer"),
        ("Nains", "Blitzer", "Blitzer Nain", "Dwarf Blitzer"),  # stored as typed before keys: the same line
        ("Orques", "goblin_lineman", "Trois-Quart Gobelin", "Goblin Lineman"),
        ("Skaven", "Gros Bras", "Rat Ogre", "Rat Ogre"),
        ("Nains du Chaos", "chaos_dwarf_blocker", "Chaos Dwarf Blocker", "Chaos Dwarf Blocker"),
        ("Nains", "Brasseur", "Brasseur", "Brasseur"),  # a house position: as typed
        ("-", "Blitzer", "Blitzer", "Blitzer"),  # a house roster: as typed
    ],
)
def test_a_stored_position_is_said_in_the_reader_s_words(roster, stored, fr, en):
    assert position_text(roster, stored, lang="fr") == fr
    assert position_text(roster, stored, lang="en") == en


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_line_of_every_roster_has_words(lang):
    for book in rosters.ROSTERS:
        for line in book.positions:
            assert position_text(book.name, line.key, lang=lang)
