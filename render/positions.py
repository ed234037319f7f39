"""A player's position in the reader's words: the book's line his sheet names, however it was typed or stored.

A position recognised in a book roster is stored as its line's key (``dwarf_blitzer``, :attr:`rules.rosters.Position
.key`); one stored before that as typed (« Blitzer », « Gros Bras ») reads as the same line. Either shows as the
book's name, its role and race in the reader's language where French leagues have words for them (« Blitzer Nain »,
"Dwarf Blitzer"; « Rat Ogre » in both). A house position, or any in a house roster, shows as typed.
"""

from __future__ import annotations

from locales import t
from rules import rosters
from rules.positions import line_of
from rules.pregame.inducements import Mercenary


def line_text(line: rosters.Position, *, lang: str) -> str:
    """A book line's name in ``lang``: « Blitzer Nain » / "Dwarf Blitzer"; the book's name when it has no parts."""
    parts = line.race_role
    if parts is None:
        return line.name
    race, role = parts
    return t(
        "roster.position.race_role", lang, race=t(f"roster.race.{race}", lang), role=t(f"roster.role.{role}", lang)
    )


def position_text(roster: str, position: str, *, lang: str) -> str:
    """The position a sheet stores, in a team of ``roster``, as the reader says it (plain text: the caller escapes
    it)."""
    line = line_of(roster, position)[1]
    return position if line is None else line_text(line, lang=lang)


def mercenary_text(roster: str, mercenary: Mercenary, *, lang: str) -> str:
    """« Blitzer Humain (Prise Sûre) »: a Mercenary Player's line in the reader's words, and his Primary skill."""
    from render.skill_names import skill_text

    name = position_text(roster, mercenary.position, lang=lang)
    return f"{name} ({skill_text(mercenary.skill, lang=lang)})" if mercenary.skill else name
