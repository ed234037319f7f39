"""The Team Rosters' data against the book's tables: every cell of docs/bb2025-rosters.md read here, on its own."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from rules import rosters, skills, team_rules
from rules.characteristics import Profile
from rules.skills import parse_categories

DOCUMENT = Path(__file__).resolve().parents[2] / "docs" / "bb2025-rosters.md"
_ROW = re.compile(r"^\| (?P<cells>.*) \|$")
_POSITION = re.compile(r"^(?P<name>.+?)(?P<star>\\\*)? \*\((?P<keywords>[^)]*)\)\*$")
_FOOTNOTE = re.compile(
    r"^\\\* An? .+ team may have (?P<count>a single|up to three) Big Guys?, chosen from the following\.$"
)
_COUNTS = {"a single": 1, "up to three": 3}


@dataclass
class BookRoster:
    """One roster of the document, as printed."""

    name: str
    tier: str = ""
    rows: list[list[str]] = field(default_factory=list)
    footnotes: list[str] = field(default_factory=list)
    lines: dict[str, str] = field(default_factory=dict)


def _book() -> list[BookRoster]:
    found: list[BookRoster] = []
    for line in DOCUMENT.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            found.append(BookRoster(line[3:]))
        elif not found:
            continue
        elif line.startswith("Tier "):
            found[-1].tier = line.removeprefix("Tier ")
        elif (row := _ROW.match(line)) and not line.startswith("| Qty") and not line.startswith("|---"):
            found[-1].rows.append([cell.strip() for cell in row["cells"].split(" | ")])
        elif line.startswith("\\*"):
            found[-1].footnotes.append(line)
        elif line.startswith("- ") and ": " in line:
            label, text = line[2:].split(": ", 1)
            found[-1].lines[label] = text
    return found


BOOK = _book()


def _gold(text: str) -> int:
    assert re.fullmatch(r"\d+K", text), text
    return int(text[:-1]) * 1000


def _target(text: str) -> int | None:
    if text == "-":
        return None
    assert re.fullmatch(r"\d+\+", text), text
    return int(text[:-1])


def _skill(printed: str) -> str:
    """A printed skill (« Loner (4+) ») as the data carries it (``loner (4+)``), read by the skills catalogue."""
    reading = skills.read(printed)
    assert reading.key is not None, printed
    return f"{reading.key} ({reading.raw})" if reading.raw else reading.key


def _rule(printed: str) -> str:
    name = printed.split(" (")[0]
    if name.startswith("Favoured of"):
        return "favoured_of"
    return {team_rules.NAMES[rule][-1]: rule for rule in team_rules.TEAM_RULES}[name]


def test_the_document_holds_the_30_rosters_and_their_159_positions():
    assert len(BOOK) == len(rosters.ROSTERS) == 30
    assert [b.name for b in BOOK] == [r.name for r in rosters.ROSTERS]
    assert sum(len(b.rows) for b in BOOK) == sum(len(r.positions) for r in rosters.ROSTERS) == 159


@pytest.mark.parametrize("book", BOOK, ids=lambda b: b.name)
def test_every_cell_of_every_position(book: BookRoster):
    roster = rosters.BY_KEY[book.name.lower().replace(" ", "_")]
    assert len(roster.positions) == len(book.rows)
    for row, line in zip(book.rows, roster.positions, strict=True):
        qty, position, ma, st, ag, pa, av, printed_skills, primary, secondary, cost = row
        printed = _POSITION.match(position)
        assert printed is not None, position
        assert line.name == printed["name"]
        assert line.keywords == tuple(k.strip() for k in printed["keywords"].split(","))
        assert qty == f"0-{line.most}"
        assert line.profile == Profile(
            int(ma), int(st), int(ag.removesuffix("+")), _target(pa), int(av.removesuffix("+"))
        )
        expected = tuple(_skill(s) for s in printed_skills.split(", ")) if printed_skills else ()
        assert line.skills == expected, line.name
        assert line.primary == parse_categories(primary.replace("-", ""), letters="en"), line.name
        assert line.secondary == parse_categories(secondary.replace("-", ""), letters="en"), line.name
        assert line.cost == _gold(cost)


@pytest.mark.parametrize("book", BOOK, ids=lambda b: b.name)
def test_re_roll_apothecary_special_rules_tier_and_footnotes(book: BookRoster):
    roster = rosters.BY_KEY[book.name.lower().replace(" ", "_")]
    assert roster.reroll_cost == _gold(book.lines["Re-roll"])
    assert roster.apothecary == (book.lines["Apothecary"] != "-")
    if roster.apothecary:
        assert _gold(book.lines["Apothecary"]) == 50_000
    printed = book.lines["Special Rules"]
    expected = {_rule(r) for r in printed.split("; ")} if printed != "-" else set()
    assert set(roster.special_rules) == expected
    assert len(roster.special_rules) == len(expected)
    assert str(roster.tier) == book.tier if roster.tier is not None else book.tier == "?"
    starred = tuple(line.key for row, line in zip(book.rows, roster.positions, strict=True) if "\\* *(" in row[1])
    if book.footnotes:
        (note,) = book.footnotes
        match = _FOOTNOTE.match(note)
        assert match is not None, note
        assert roster.limits == (rosters.Limit(_COUNTS[match["count"]], starred),)
    else:
        assert roster.limits == () and starred == ()


def test_special_rules_are_team_rules_keys():
    for roster in rosters.ROSTERS:
        assert set(roster.special_rules) <= set(team_rules.TEAM_RULES), roster.name


def test_every_skill_is_in_the_catalogue_and_categories_are_keys():
    for roster in rosters.ROSTERS:
        for line in roster.positions:
            assert all(skills.read(s).key in skills.CATALOGUE for s in line.skills)
            assert set(line.primary) | set(line.secondary) <= set(skills.CATEGORIES)
            assert not set(line.primary) & set(line.secondary)


def test_position_keys_are_unique_within_a_roster():
    for roster in rosters.ROSTERS:
        assert len({p.key for p in roster.positions}) == len(roster.positions), roster.name


def test_a_value_reads_as_the_skill_reads_it():
    orc = rosters.find("Orc")
    assert orc is not None
    troll = orc.position("Troll")
    assert troll is not None
    assert skills.values(troll.skills, "loner") == (4,)
    dwarf = rosters.find("Nains")
    assert dwarf is not None and (slayer := dwarf.position("Troll Slayer")) is not None
    assert skills.values(slayer.skills, "hatred") == ("Troll",)


@pytest.mark.parametrize(
    ("typed", "roster"),
    [
        ("Orques", "orc"),
        ("orcs", "orc"),
        ("ORC", "orc"),
        ("Élus du Chaos", "chaos_chosen"),
        ("elus du chaos", "chaos_chosen"),
        ("Elfes Sylvains", "wood_elf"),
        ("Wood Elf", "wood_elf"),
        ("Hommes-Lézards", "lizardmen"),
        ("Nains du Chaos", "chaos_dwarf"),
    ],
)
def test_a_roster_is_found_by_its_names(typed, roster):
    found = rosters.find(typed)
    assert found is not None and found.key == roster


def test_a_roster_not_of_the_book_is_none():
    assert rosters.find("Ma ligue maison") is None
    assert rosters.find("-") is None


@pytest.mark.parametrize(
    ("old", "new", "changes"),
    [
        ("Orcs", "Orques", False),  # the same book roster typed in another language
        ("orc", "Orc", False),
        ("Orques", "Nains", True),
        ("Orques", "Ma ligue maison", True),  # a book roster for a house one
        ("Ma ligue maison", "Nains", True),
        ("Ma ligue maison", "Une autre maison", False),  # neither is the book's: no price or rules to bring
    ],
)
def test_a_roster_typed_anew_changes_book_only_for_another_book_roster(old, new, changes):
    assert rosters.changes_book(old, new) is changes


@pytest.mark.parametrize(
    ("roster", "typed", "position"),
    [
        ("Orc", "Orc Blitzer", "Orc Blitzer"),
        ("Orc", "orc blitzer", "Orc Blitzer"),
        ("Orc", "Blitzer", "Orc Blitzer"),
        ("Orc", "Lineman", "Orc Lineman"),
        ("Orc", "Goblin Lineman", "Goblin Lineman"),
        ("Orc", "Trois-Quart", "Orc Lineman"),
        ("Orc", "lanceur", "Orc Thrower"),
        ("Dark Elf", "Blitzer", "Dark Elf Blitzer"),
        ("Tomb Kings", "Thrower", "Tomb Kings Thrower"),
        ("Goblin", "'Ooligan", "'Ooligan"),
        ("Goblin", "ooligan", "'Ooligan"),
        ("Snotling", "fun hoppa", "Fun-hoppa"),
        ("Chaos Dwarf", "Blocker", "Chaos Dwarf Blocker"),
        ("Necromantic Horror", "Zombie Lineman", "Zombie Lineman"),
        # in French, the words in any order (the README's example roster), plurals read too
        ("Orc", "Blitzer Orque", "Orc Blitzer"),
        ("Orc", "Lanceur Orque", "Orc Thrower"),
        ("Orc", "Trois-Quart Orque", "Orc Lineman"),
        ("Orques", "Trois-Quarts Gobelins", "Goblin Lineman"),
        ("Old World Alliance", "Trois-Quart Nain", "Dwarf Lineman"),
        # a role only one line holds, though no line is named after it
        ("Orc", "Gros Bras", "Troll"),
        ("Orc", "Bloqueur", "Big Un Blocker"),
        ("Orc", "big guy", "Troll"),
        ("Skaven", "Gros Bras", "Rat Ogre"),
        # the common short names: the first words of one line's name only, else its last words
        ("Lizardmen", "Saurus", "Saurus Blocker"),
        ("Lizardmen", "Skink", "Skink Lineman"),
        ("Lizardmen", "Chameleon", "Chameleon Skink"),
        ("Dwarf", "Slayer", "Troll Slayer"),
        ("Old World Alliance", "Slayer", "Troll Slayer"),
        # a stored key
        ("Dwarf", "dwarf_blitzer", "Dwarf Blitzer"),
        ("Skaven", "rat_ogre", "Rat Ogre"),
    ],
)
def test_a_position_is_read_by_its_book_name_with_or_without_the_race(roster, typed, position):
    book = rosters.find(roster)
    assert book is not None
    found = book.position(typed)
    assert found is not None and found.name == position


@pytest.mark.parametrize(
    ("roster", "typed"),
    [
        ("Orc", "Wardancer"),
        ("Old World Alliance", "Lineman"),
        ("Shambling Undead", "Lineman"),
        ("Orc", ""),
        ("Orc", "Blitz"),
        ("Orc", "Gros Costaud"),
        ("Chaos Chosen", "Gros Bras"),  # three Big Guys: which one?
        ("Underworld Denizens", "Skaven"),  # the first word of three lines' names
        ("Lizardmen", "Lizard"),
    ],
)
def test_a_position_the_roster_does_not_have_or_an_ambiguous_one_is_none(roster, typed):
    book = rosters.find(roster)
    assert book is not None and book.position(typed) is None


@pytest.mark.parametrize("book", rosters.ROSTERS, ids=lambda r: r.name)
def test_every_line_is_named_by_its_book_name_whatever_the_reading_of_french_words(book):
    """No line's own name reads as another line once French words are read and the words' order is ignored."""
    assert [book.position(line.name) for line in book.positions] == list(book.positions)


@pytest.mark.parametrize("book", rosters.ROSTERS, ids=lambda r: r.name)
def test_every_line_is_found_by_its_key_as_a_sheet_stores_it(book):
    assert [book.position(line.key) for line in book.positions] == list(book.positions)


def test_a_line_named_race_then_role_has_its_parts_the_others_none():
    def parts(roster: str, name: str) -> tuple[str, str] | None:
        book = rosters.find(roster)
        line = book.position(name) if book is not None else None
        assert line is not None
        return line.race_role

    assert parts("Dwarf", "Dwarf Blitzer") == ("dwarf", "blitzer")
    assert parts("Orc", "Goblin Lineman") == ("goblin", "lineman")
    assert parts("Skaven", "Rat Ogre") is None
    assert parts("Chaos Dwarf", "Chaos Dwarf Blocker") is None
