"""Bulk roster entry: a CSV text, one player per line, checked whole before anything is saved.

Header (any order, case and accents ignored)::

    numero;nom;poste;M;F;AG;CP;AR;competences;mots_cles;cout

``cout`` (the player's cost from the roster, in po: « 50000 », « 50 000 », « 50k ») is optional, like the
last two; it is the player's value, which team value adds up and the post-match raises with advancements.
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
from collections.abc import Callable, Iterable
from typing import Final, TypeVar

from records.models import LeagueError, Player, PlayerDraft, clean_list, clean_text, search_key
from rules.characteristics import CHARACTERISTICS, LIMITS, Profile, format_value

#: Columns in the order :func:`format_roster` writes them.
HEADER: Final = ("numero", "nom", "poste", "M", "F", "AG", "CP", "AR", "competences", "mots_cles", "cout")
REQUIRED: Final = HEADER[:8]
MAX_PLAYERS: Final = 30
#: A roster of 30 lines with long skill lists stays far below this; more is not a roster.
MAX_CHARS: Final = 30_000

_ALIASES: Final = {
    "numero": "numero",
    "num": "numero",
    "no": "numero",
    "n°": "numero",
    "number": "numero",
    "nom": "nom",
    "name": "nom",
    "poste": "poste",
    "position": "poste",
    "m": "M",
    "ma": "M",
    "f": "F",
    "st": "F",
    "ag": "AG",
    "cp": "CP",
    "pa": "CP",
    "ar": "AR",
    "av": "AR",
    "competences": "competences",
    "competence": "competences",
    "skills": "competences",
    "mots_cles": "mots_cles",
    "mots_cle": "mots_cles",
    "motscles": "mots_cles",
    "keywords": "mots_cles",
    "cout": "cout",
    "cost": "cout",
    "prix": "cout",
    "valeur": "cout",
    "value": "cout",
}
#: The dearest player of any roster is far below this (po).
MAX_COST: Final = 2_000_000
_DASHES: Final = ("-", "–", "—")
T = TypeVar("T")


class RosterCsvError(LeagueError):
    """The CSV was refused; ``problems`` = every ``(line number, French message)``."""

    def __init__(self, problems: list[tuple[int, str]]) -> None:
        self.problems = problems
        lines = "\n".join(f"Ligne {number} : {message}" for number, message in problems)
        super().__init__(f"Roster refusé, rien n’a été enregistré ({len(problems)} ligne(s) à corriger) :\n{lines}")


def _column(name: str) -> str | None:
    key = search_key(name).replace("-", "_").replace(" ", "_").strip("_")
    return _ALIASES.get(key)


def _split(line: str, separator: str) -> list[str]:
    return next(csv.reader([line], delimiter=separator, skipinitialspace=True))


def _number(text: str, what: str, *, target: bool = False) -> int:
    value = text.strip()
    if target:
        value = value.removesuffix("+")
    if not value.isdecimal():
        raise ValueError(f"{what} « {text.strip()} » n’est pas un nombre{' (ex. 3+)' if target else ''}")
    return int(value)


def _attempt(problems: list[str], parse: Callable[[], T]) -> T | None:
    """``parse()``, or ``None`` with its French message added to ``problems``."""
    try:
        return parse()
    except ValueError as exc:
        problems.append(str(exc).rstrip("."))
        return None


def _parse_line(cells: dict[str, str]) -> PlayerDraft:
    """One player from its cells; ``ValueError`` listing every problem of the line."""
    problems: list[str] = []
    number = _attempt(problems, lambda: _number(cells["numero"].lstrip("#"), "Numéro"))
    if number is not None and not 1 <= number <= 99:
        problems.append(f"numéro {number} : de 1 à 99")
    name = _attempt(problems, lambda: clean_text(cells["nom"], "Le nom"))
    position = _attempt(problems, lambda: clean_text(cells["poste"], "Le poste"))
    ma = _attempt(problems, lambda: _number(cells["M"], "M"))
    st = _attempt(problems, lambda: _number(cells["F"], "F"))
    ag = _attempt(problems, lambda: _number(cells["AG"], "AG", target=True))
    cp_text = cells["CP"].strip()
    pa = None if cp_text in _DASHES else _attempt(problems, lambda: _number(cp_text, "CP", target=True))
    av = _attempt(problems, lambda: _number(cells["AR"], "AR", target=True))
    cost = _attempt(problems, lambda: _cost(cells.get("cout", "")))
    skills = _attempt(problems, lambda: clean_list(_items(cells.get("competences", "")), "Compétence"))
    keywords = _attempt(problems, lambda: clean_list(_items(cells.get("mots_cles", "")), "Mot-clé"))
    for char, value in zip(CHARACTERISTICS, (ma, st, ag, pa, av), strict=True):
        low, high = sorted((LIMITS[char].best, LIMITS[char].worst))
        if value is not None and not low <= value <= high:
            shown = {"MA": "M", "ST": "F", "PA": "CP", "AV": "AR"}.get(char, char)
            problems.append(
                f"{shown} doit aller de {format_value(char, low)} à {format_value(char, high)}"
                f" (reçu : {format_value(char, value)})"
            )
    if problems:
        raise ValueError(" ; ".join(problems))
    assert number is not None and name is not None and position is not None
    assert ma is not None and st is not None and ag is not None and av is not None
    profile = _attempt(problems, lambda: Profile(ma, st, ag, pa, av))
    if profile is None:
        raise ValueError(" ; ".join(problems))
    return PlayerDraft(
        number=number,
        name=name,
        position=position,
        profile=profile,
        keywords=keywords or (),
        skills=skills or (),
        value=cost,
    )


def _cost(text: str) -> int | None:
    """The player's cost in po (« 50000 », « 50 000 po », « 50k »); empty: not known."""
    plain = text.strip().lower().removesuffix("po").removesuffix("gp").strip()
    if not plain:
        return None
    thousands = plain.endswith("k")
    digits = plain.removesuffix("k").replace(" ", "").replace("\u202f", "").replace("\xa0", "").replace(".", "")
    digits = digits.replace(",", "")
    if not digits.isdecimal() or len(digits) > 9:
        raise ValueError(f"coût « {text.strip()} » : un nombre de po est attendu (ex. 50000 ou 50k)")
    value = int(digits) * (1000 if thousands else 1)
    if value > MAX_COST or value % 5000:
        raise ValueError(f"coût « {text.strip()} » : de 0 à 2 000 000 po, par multiples de 5 000")
    return value


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


def parse_roster(text: str, *, header_optional: bool = False) -> list[PlayerDraft]:
    """The players of a roster CSV, or :class:`RosterCsvError` with every bad line; nothing is saved here.

    With ``header_optional`` (lines pasted in the form), text whose first line names no known column is read
    under :data:`HEADER`, and line numbers stay those of the pasted text.
    """
    if header_optional and not _has_header(text):
        try:
            return parse_roster(";".join(HEADER) + "\n" + text)
        except RosterCsvError as exc:
            raise RosterCsvError([(max(1, number - 1), message) for number, message in exc.problems]) from None
    if len(text) > MAX_CHARS:
        raise RosterCsvError([(1, f"fichier trop long ({len(text)} caractères, {MAX_CHARS} au plus)")])
    lines = text.removeprefix("\ufeff").splitlines()
    header_index = next((i for i, line in enumerate(lines) if line.strip()), None)
    if header_index is None:
        raise RosterCsvError([(1, "fichier vide : l’en-tête « " + ";".join(HEADER) + " » est attendu")])
    header_line = lines[header_index]
    separator = ";" if ";" in header_line else "," if "," in header_line else None
    if separator is None:
        raise RosterCsvError([(header_index + 1, "en-tête illisible : séparez les colonnes par « ; » ou « , »")])
    names = [_column(cell) for cell in _split(header_line, separator)]
    raw = _split(header_line, separator)
    header_problems = [f"colonne inconnue « {raw[i].strip()} »" for i, n in enumerate(names) if n is None]
    missing = [c for c in REQUIRED if c not in names]
    if missing:
        header_problems.append(f"colonne(s) manquante(s) : {', '.join(missing)}")
    twice = sorted({n for n in names if n is not None and names.count(n) > 1})
    if twice:
        header_problems.append(f"colonne(s) en double : {', '.join(twice)}")
    if header_problems:
        raise RosterCsvError([(header_index + 1, " ; ".join(header_problems))])

    problems: list[tuple[int, str]] = []
    drafts: list[PlayerDraft] = []
    first_line: dict[int, int] = {}
    count = 0
    for index in range(header_index + 1, len(lines)):
        line_number = index + 1
        line = lines[index]
        try:
            cells = _split(line, separator)
        except csv.Error as exc:
            problems.append((line_number, f"ligne illisible ({exc})"))
            continue
        if not any(cell.strip() for cell in cells):
            continue
        count += 1
        if count > MAX_PLAYERS:
            problems.append((line_number, f"plus de {MAX_PLAYERS} joueurs : un roster en compte 16 au plus"))
            break
        if len(cells) > len(names):
            problems.append((line_number, f"{len(cells)} colonnes au lieu de {len(names)}"))
            continue
        row = {name: cell for name, cell in zip(names, cells, strict=False) if name is not None}
        absent = [c for c in REQUIRED if c not in row]
        if absent:
            problems.append(
                (line_number, f"{len(cells)} colonnes au lieu de {len(names)} (manque {', '.join(absent)})")
            )
            continue
        try:
            draft = _parse_line(row)
        except ValueError as exc:
            problems.append((line_number, str(exc)))
            continue
        if draft.number in first_line:
            problems.append((line_number, f"numéro {draft.number} déjà donné ligne {first_line[draft.number]}"))
            continue
        first_line[draft.number] = line_number
        drafts.append(draft)
    if not problems and not drafts:
        problems.append((header_index + 1, "aucun joueur sous l’en-tête"))
    if problems:
        raise RosterCsvError(problems)
    return drafts


def format_roster(players: Iterable[Player | PlayerDraft], separator: str = ";") -> str:
    """The players as a roster CSV that :func:`parse_roster` reads back (gained Haine not included)."""
    out = io.StringIO()
    writer = csv.writer(out, delimiter=separator, lineterminator="\n")
    writer.writerow(HEADER)
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
            ]
        )
    return out.getvalue()
