"""Bulk roster entry: a CSV text, one player per line, checked whole before anything is saved.

Header (any order, case and accents ignored, French or English names)::

    numero;nom;poste;M;F;AG;CP;AR;competences;mots_cles;cout;primaires;secondaires
    number;name;position;MA;ST;AG;PA;AV;skills;keywords;cost;primary;secondary

``cout`` (the player's cost from the roster, in po: « 50000 », « 50 000 », « 50k ») is optional, like the
last four; it is the player's value, which team value adds up and the post-match raises with advancements.
``primaires`` / ``secondaires`` are his position's skill categories as the Team Roster prints them (« G F »,
« A S », or the names): initials are read in the header's language (French F = Force, S = Scélérate; English
S = Strength, D = Devious), or in the reader's when lines come without a header.
``;`` or ``,`` separates the columns (whichever the header uses); AG / CP / AR
are written ``3+`` or ``3``; CP may be ``-``; skills and keywords are lists
separated by ``|`` or ``,`` (what people type in a ``;`` file: « Blocage, Esquive »).
:func:`parse_roster` returns the players or raises
:class:`RosterCsvError` naming **every** bad line by its number in the text
(the header is line 1); saving is then one
:meth:`league.players.PlayerRepository.add_many` call, all or nothing.

At most :data:`MAX_PLAYERS` lines: a roster holds 16 players, journeymen may
push it a little past that, and 30 leaves room for a whole squad list while
keeping the error message short enough for one Discord reply.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Callable, Iterable, Sequence
from functools import partial
from typing import Final, TypeVar

from records.models import LeagueError, Player, PlayerDraft, clean_list, clean_text, search_key
from rules import limits, positions, rosters, typed
from rules.characteristics import ABBREVIATIONS, CHARACTERISTICS, Characteristic, format_value
from rules.errors import Counted, DomainError, Term, shown
from rules.skills import Letters, parse_categories

#: The columns, by their own names, in the order :func:`format_roster` writes them (the characteristics
#: as :data:`rules.characteristics.CHARACTERISTICS`). People type them in French or English (:data:`_ALIASES`).
COLUMNS: Final = ("number", "name", "position", *CHARACTERISTICS, "skills", "keywords", "cost", "primary", "secondary")
REQUIRED: Final = COLUMNS[:8]
MAX_PLAYERS: Final = 30
#: A roster of 30 lines with long skill lists stays far below this; more is not a roster.
MAX_CHARS: Final = 30_000

#: The French names of the skill-access columns: a header that uses them reads French initials (F = Force).
_FRENCH_ACCESS: Final = {
    "primary": ("primaire", "primaires", "principale", "principales"),
    "secondary": ("secondaire", "secondaires"),
}

#: Every name a column may have in a header, in French or English (accents, case, spaces and dashes ignored).
_ALIASES: Final = {
    **{
        alias: column
        for column, aliases in (
            ("number", ("numero", "num", "no", "n°", "number")),
            ("name", ("nom", "name")),
            ("position", ("poste", "position")),
            ("skills", ("competences", "competence", "skills")),
            ("keywords", ("mots_cles", "mots_cle", "motscles", "keywords")),
            ("cost", ("cout", "cost", "prix", "valeur", "value")),
            ("primary", (*_FRENCH_ACCESS["primary"], "primary", "primaries")),
            ("secondary", (*_FRENCH_ACCESS["secondary"], "secondary", "secondaries")),
        )
        for alias in aliases
    },
    **{name.lower(): char for char, names in ABBREVIATIONS.items() for name in names},
}
T = TypeVar("T")

#: A line's problems, each a :class:`~rules.errors.DomainError` said in the reader's language.
Problems = tuple[DomainError, ...]


class RosterCsvError(LeagueError):
    """The CSV was refused; ``problems`` = every ``(line number, its problems)``."""

    def __init__(self, problems: list[tuple[int, Problems]]) -> None:
        super().__init__("error.csv.refused", lines=Counted("count.lines", len(problems)))
        self.problems = problems


def column_term(column: str) -> Term:
    """How a message names a column: a characteristic by its letters (« AR » / "AV"), the others by name."""
    if column in ABBREVIATIONS:
        return Term(f"char.{column.lower()}")
    return Term(f"csv.column.{column}")


def _column(name: str) -> str | None:
    return _ALIASES.get(_header_key(name))


def _split(line: str, separator: str) -> list[str]:
    return next(csv.reader([line], delimiter=separator, skipinitialspace=True))


def _attempt(problems: list[DomainError], parse: Callable[[], T]) -> T | None:
    """``parse()``, or ``None`` with its error added to ``problems``."""
    try:
        return parse()
    except DomainError as exc:
        problems.append(exc)
        return None


def _characteristic(cells: dict[str, str], char: Characteristic) -> int | None:
    return typed.characteristic(cells[char], char)


def _header_key(name: str) -> str:
    return search_key(name).replace("-", "_").replace(" ", "_").strip("_")


def _access_letters(header: Sequence[str], default: Letters) -> Letters:
    """The initials' language: that of the header's name for the skill-access columns, else ``default``."""
    french = {alias for aliases in _FRENCH_ACCESS.values() for alias in aliases}
    for cell in header:
        key = _header_key(cell)
        if _ALIASES.get(key) in _FRENCH_ACCESS:
            return "fr" if key in french else "en"
    return default


def _list(text: str, field: str) -> tuple[str, ...]:
    return clean_list(typed.items(text), field)


def _cell(cells: dict[str, str], column: str) -> str | None:
    """A cell as typed, ``None`` when empty or absent: left for the position's line to fill."""
    text = cells.get(column, "")
    return text if text.strip() else None


def _parse_line(
    cells: dict[str, str], letters: Letters = "en", roster: str = "", on_roster: Sequence[str] = ()
) -> PlayerDraft:
    """One player from its cells; :class:`_LineError` listing every problem of the line.

    In a team of a book roster (``roster``), a position of the roster fills the empty cells and its limit counts
    ``on_roster`` (the positions of the team's active players and of the lines before); a position the roster does not
    have needs its whole profile. Elsewhere every characteristic is needed, as it always was."""
    problems: list[DomainError] = []
    number = _attempt(problems, lambda: limits.PLAYER_NUMBER.parse(cells["number"].lstrip("#")))
    name = _attempt(problems, lambda: clean_text(cells["name"], "field.player_name"))
    position = _attempt(problems, lambda: clean_text(cells["position"], "field.position"))
    book, _ = positions.line_of(roster, cells["position"])
    values: dict[Characteristic, int | None] = {}
    for char in CHARACTERISTICS:
        if book is not None and _cell(cells, char) is None:
            values[char] = None  # the roster's line fills it, or says the position is not one of its own
        else:
            values[char] = _attempt(problems, partial(_characteristic, cells, char))
    cost = _attempt(problems, lambda: typed.gold(cells.get("cost", ""), limits.PLAYER_VALUE))
    skills, keywords = (
        None if (text := _cell(cells, c)) is None else _attempt(problems, partial(_list, text, f"field.{c}"))
        for c in ("skills", "keywords")
    )
    primary, secondary = (
        None
        if (text := _cell(cells, c)) is None
        else _attempt(problems, partial(parse_categories, text, letters=letters))
        for c in ("primary", "secondary")
    )
    if problems:
        raise _LineError(tuple(problems))
    assert number is not None and name is not None and position is not None
    ma, st, ag, pa, av = (values[c] for c in CHARACTERISTICS)
    given = positions.Typed(
        ma=ma,
        st=st,
        ag=ag,
        pa=pa,
        av=av,
        no_pa=_cell(cells, "PA") is not None and pa is None,
        skills=skills,
        keywords=keywords,
        primary=primary,
        secondary=secondary,
        value=cost,
    )
    try:
        hired = positions.hire(roster, position, given, on_roster)
    except DomainError as exc:
        raise _LineError((exc,)) from None
    return PlayerDraft.hired(number, name, position, hired)


class _LineError(Exception):
    """Every problem of one line (several cells may be wrong at once)."""

    def __init__(self, problems: Problems) -> None:
        super().__init__(problems)
        self.problems = problems


def _has_header(text: str) -> bool:
    """Does the first non-empty line name at least one known column?"""
    first = next((line for line in text.removeprefix("\ufeff").splitlines() if line.strip()), "")
    separator = ";" if ";" in first else ","
    try:
        return any(_column(cell) is not None for cell in _split(first, separator))
    except csv.Error:
        return False


def _items(text: str) -> list[str]:
    return [item.strip() for item in text.replace(",", "|").split("|") if item.strip()]


def parse_roster(
    text: str,
    *,
    header_optional: bool = False,
    letters: Letters = "en",
    roster: str = "",
    on_roster: Sequence[str] = (),
) -> list[PlayerDraft]:
    """The players of a roster CSV, or :class:`RosterCsvError` with every bad line; nothing is saved here.

    With ``header_optional`` (lines pasted in the form), text whose first line names no known column is read
    under :data:`COLUMNS`, and line numbers stay those of the pasted text. ``letters``: the language of the
    skill categories' initials when no header names the columns (the reader's). ``roster``: the team's roster, and
    ``on_roster`` the positions of its active players: in a team of a book roster (:mod:`rules.rosters`) a position of
    the roster fills the empty cells, only ``number;name;position`` are then required, and its limits are kept.
    """
    if header_optional and not _has_header(text):
        access = tuple(_FRENCH_ACCESS[c][-1] if letters == "fr" else c for c in ("primary", "secondary"))
        header = ";".join((*COLUMNS[:-2], *access))
        try:
            return parse_roster(header + "\n" + text, letters=letters, roster=roster, on_roster=on_roster)
        except RosterCsvError as exc:
            raise RosterCsvError([(max(1, number - 1), problems) for number, problems in exc.problems]) from None
    if len(text) > MAX_CHARS:
        raise RosterCsvError([(1, (DomainError("error.csv.too_long", count=len(text), most=MAX_CHARS),))])
    lines = text.removeprefix("\ufeff").splitlines()
    header_index = next((i for i, line in enumerate(lines) if line.strip()), None)
    if header_index is None:
        raise RosterCsvError([(1, (DomainError("error.csv.empty"),))])
    header_line = lines[header_index]
    separator = ";" if ";" in header_line else "," if "," in header_line else None
    if separator is None:
        raise RosterCsvError([(header_index + 1, (DomainError("error.csv.separator"),))])
    names = [_column(cell) for cell in _split(header_line, separator)]
    raw = _split(header_line, separator)
    header_problems = [
        DomainError("error.csv.unknown_column", value=shown(raw[i].strip())) for i, n in enumerate(names) if n is None
    ]
    required = REQUIRED if rosters.find(roster) is None else REQUIRED[:3]  # a book roster's line fills the profile
    missing = tuple(column_term(c) for c in required if c not in names)
    if missing:
        header_problems.append(DomainError("error.csv.missing_columns", columns=missing))
    twice = tuple(column_term(c) for c in COLUMNS if names.count(c) > 1)
    if twice:
        header_problems.append(DomainError("error.csv.double_columns", columns=twice))
    if header_problems:
        raise RosterCsvError([(header_index + 1, tuple(header_problems))])

    access_letters = _access_letters(raw, letters)
    problems: list[tuple[int, Problems]] = []
    drafts: list[PlayerDraft] = []
    first_line: dict[int, int] = {}
    count = 0
    for index in range(header_index + 1, len(lines)):
        line_number = index + 1
        line = lines[index]
        try:
            cells = _split(line, separator)
        except csv.Error as exc:
            problems.append((line_number, (DomainError("error.csv.unreadable_line", detail=shown(str(exc), 60)),)))
            continue
        if not any(cell.strip() for cell in cells):
            continue
        count += 1
        if count > MAX_PLAYERS:
            problems.append((line_number, (DomainError("error.csv.too_many_players", most=MAX_PLAYERS),)))
            break
        expected = len(names)
        if len(cells) > len(names):
            found = Counted("count.columns", len(cells))
            problems.append((line_number, (DomainError("error.csv.columns", found=found, expected=expected),)))
            continue
        row = {name: cell for name, cell in zip(names, cells, strict=False) if name is not None}
        absent = tuple(column_term(c) for c in required if c not in row)
        if absent:
            found = Counted("count.columns", len(cells))
            error = DomainError("error.csv.columns_missing", found=found, expected=expected, columns=absent)
            problems.append((line_number, (error,)))
            continue
        try:
            draft = _parse_line(row, access_letters, roster, [*on_roster, *(d.position for d in drafts)])
        except _LineError as exc:
            problems.append((line_number, exc.problems))
            continue
        except DomainError as exc:  # the record's own checks (a profile, a name)
            problems.append((line_number, (exc,)))
            continue
        if draft.number in first_line:
            error = DomainError("error.csv.number_twice", number=draft.number, line=first_line[draft.number])
            problems.append((line_number, (error,)))
            continue
        first_line[draft.number] = line_number
        drafts.append(draft)
    if not problems and not drafts:
        problems.append((header_index + 1, (DomainError("error.csv.no_players"),)))
    if problems:
        raise RosterCsvError(problems)
    return drafts


def format_roster(
    players: Iterable[Player | PlayerDraft], separator: str = ";", header: Sequence[str] = COLUMNS
) -> str:
    """The players as a roster CSV that :func:`parse_roster` reads back (gained Haine not included).

    ``header``: the column names in the reader's language (the catalogue's ``csv.header``), in
    :data:`COLUMNS`' order; by default the columns' own names.
    """
    out = io.StringIO()
    writer = csv.writer(out, delimiter=separator, lineterminator="\n")
    writer.writerow(header)
    for p in players:
        profile = p.profile
        writer.writerow(
            [
                p.number,
                p.name,
                p.position,
                profile.ma,
                profile.st,
                format_value("AG", profile.ag),
                format_value("PA", profile.pa),
                format_value("AV", profile.av),
                "|".join(p.skills),
                "|".join(p.keywords),
                "" if p.value is None else p.value,
                "|".join(p.primary),  # the categories' own names, read in either language
                "|".join(p.secondary),
            ]
        )
    return out.getvalue()


#: A Team Draft List's staff lines (``/draft import``), by any name a line starts with (French or English, accents,
#: case, spaces and dashes ignored): the team's column each sets.
_STAFF_ALIASES: Final = {
    alias: column
    for column, aliases in (
        ("rerolls", ("relances", "relance", "relances_d_equipe", "rerolls", "reroll", "team_rerolls")),
        ("apothecary", ("apothicaire", "apothecary")),
        ("assistant_coaches", ("adjoints", "adjoint", "assistants", "assistant_coaches", "assistant_coach")),
        ("cheerleaders", ("cheerleaders", "cheerleader", "meneuses_de_revue", "meneuses")),
        ("dedicated_fans", ("fans_devoues", "fans", "dedicated_fans")),
    )
    for alias in aliases
}
_STAFF_LIMITS: Final = {
    "rerolls": limits.REROLLS,
    "apothecary": limits.Quantity("field.apothecary", 0, 1),
    "assistant_coaches": limits.ASSISTANT_COACHES,
    "cheerleaders": limits.CHEERLEADERS,
    "dedicated_fans": limits.DEDICATED_FANS,
}
_YES: Final = {"oui": 1, "yes": 1, "non": 0, "no": 0}


def _staff_line(line: str) -> tuple[str, str] | None:
    """``(column, value)`` when ``line`` is a staff line (« relances;3 », "apothecary,yes"), else ``None``."""
    separator = ";" if ";" in line else ","
    try:
        cells = _split(line, separator)
    except csv.Error:
        return None
    if len(cells) < 2:
        return None
    column = _STAFF_ALIASES.get(_header_key(cells[0]))
    return None if column is None else (column, cells[1].strip())


def parse_draft(
    text: str,
    *,
    header_optional: bool = False,
    letters: Letters = "en",
    roster: str = "",
    on_roster: Sequence[str] = (),
) -> tuple[list[PlayerDraft], dict[str, int | bool]]:
    """A Team Draft List typed elsewhere: the roster CSV of :func:`parse_roster` (its players) with staff lines
    anywhere, « relances;3 », « apothicaire;oui », « adjoints;1 », « cheerleaders;2 », « fans;2 » (English names
    too); :class:`RosterCsvError` with every bad line, numbered in the whole text. Without a player line, only
    the staff is read (the players may be hired one by one). ``header_optional``: pasted lines, as
    :func:`parse_roster` reads them."""
    if len(text) > MAX_CHARS:
        raise RosterCsvError([(1, (DomainError("error.csv.too_long", count=len(text), most=MAX_CHARS),))])
    lines = text.removeprefix("\ufeff").splitlines()
    staff: dict[str, int | bool] = {}
    problems: list[tuple[int, Problems]] = []
    kept: list[str] = []
    for number, line in enumerate(lines, start=1):
        found = _staff_line(line)
        if found is None:
            kept.append(line)
            continue
        kept.append("")  # the players' lines keep their numbers
        column, value = found
        try:
            count = _YES[value.lower()] if value.lower() in _YES else _STAFF_LIMITS[column].parse(value)
            _STAFF_LIMITS[column].check(count)
        except DomainError as exc:
            problems.append((number, (exc,)))
            continue
        staff[column] = bool(count) if column == "apothecary" else count
    players: list[PlayerDraft] = []
    rest = [line for line in kept if line.strip()]
    if len(rest) > 1 or (rest and not _has_header(rest[0])):
        try:
            players = parse_roster(
                "\n".join(kept),
                header_optional=header_optional,
                roster=roster,
                letters=letters,
                on_roster=on_roster,
            )
        except RosterCsvError as exc:
            problems.extend(exc.problems)
    if problems:
        raise RosterCsvError(sorted(problems, key=lambda p: p[0]))
    if not players and not staff:
        raise RosterCsvError([(1, (DomainError("error.csv.no_players"),))])
    return players, staff
