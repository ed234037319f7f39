"""A player hired into a team of a book roster: what his line of the Team Roster fills, and how many it allows.

``/player add`` and the roster CSV give :func:`hire` what the commissioner typed, and only that (a field left out
is ``None``); the line of :mod:`rules.rosters` that the position names fills the rest: the profile, the starting
skills, the keywords (role and race, as the book prints them), the Primary and Secondary categories, and the value
(the position's cost). What was typed wins, so a house rule stays possible (docs/rules.md, « Team Rosters »). A
position the roster does not have needs its whole profile typed; a team whose roster is not a book roster gets
nothing filled and no limit.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final

from rules import rosters
from rules.characteristics import CHARACTERISTICS, Profile
from rules.errors import DomainError, Term, shown

#: What a line of the Team Roster gives a player, in the order an answer names them.
FIELDS: Final = ("ma", "st", "ag", "pa", "av", "skills", "keywords", "primary", "secondary", "value")


@dataclass(frozen=True, slots=True)
class Typed:
    """What the commissioner typed: ``None`` for a field he left out; ``no_pa`` for a PA typed « - »."""

    ma: int | None = None
    st: int | None = None
    ag: int | None = None
    pa: int | None = None
    av: int | None = None
    no_pa: bool = False
    skills: tuple[str, ...] | None = None
    keywords: tuple[str, ...] | None = None
    primary: tuple[str, ...] | None = None
    secondary: tuple[str, ...] | None = None
    value: int | None = None

    def given(self, field: str) -> bool:
        """Whether ``field`` (one of :data:`FIELDS`) was typed."""
        return getattr(self, field) is not None or (field == "pa" and self.no_pa)


@dataclass(frozen=True, slots=True)
class Hire:
    """A new player's sheet once his line has filled it; ``filled`` names the fields the Team Roster gave
    (:data:`FIELDS` order), ``line`` is his position's line (``None`` for a position not of a book roster)."""

    line: rosters.Position | None
    profile: Profile
    skills: tuple[str, ...]
    keywords: tuple[str, ...]
    primary: tuple[str, ...]
    secondary: tuple[str, ...]
    value: int | None
    filled: tuple[str, ...]


def line_of(roster: str, position: str) -> tuple[rosters.Roster | None, rosters.Position | None]:
    """The book roster a team's roster is typed as, and the line ``position`` names in it (each ``None`` if none)."""
    book = rosters.find(roster)
    return book, book.position(position) if book is not None else None


#: What a Journeyman gains (league_play.md « Take on Journeymen »), as a player's sheet carries it.
JOURNEYMAN_LONER: Final = "loner (4+)"


def journeyman_lines(book: rosters.Roster) -> tuple[rosters.Position, ...]:
    """The lines a Journeyman may be taken from: « the Lineman position that have a QTY of 0-16 »."""
    return tuple(line for line in book.positions if line.most == 16 and "Lineman" in line.keywords)


def fill(roster: str, position: str, typed: Typed, *, journeyman: bool = False) -> Hire:
    """``typed`` completed from the position's line; a :class:`DomainError` when the profile stays incomplete: a
    position the book roster does not have (its positions listed), or a house roster's player typed without it.

    A ``journeyman`` of a book roster's line is one of its 0-16 Linemen and gains Loner (4+) with its skills."""
    book, line = line_of(roster, position)
    if journeyman and book is not None and line is not None:
        allowed = journeyman_lines(book)
        if line not in allowed:
            names = ", ".join(p.name for p in allowed)
            raise DomainError("error.roster.journeyman_line", position=line.name, roster=roster, positions=names)
        if typed.skills is None:
            typed = dataclasses.replace(typed, skills=(*line.skills, JOURNEYMAN_LONER))
            return dataclasses.replace(fill(roster, position, typed), filled=_filled(typed, "skills"))
    if line is None:
        missing = tuple(Term(f"char.{c.lower()}") for c in CHARACTERISTICS if not typed.given(c.lower()))
        if missing and book is not None:
            names = ", ".join(p.name for p in book.positions)
            raise DomainError(
                "error.roster.unknown_position", position=shown(position, 40), roster=roster, positions=names
            )
        if missing:
            raise DomainError("error.roster.profile_missing", characteristics=missing)
        profile = Profile(typed.ma, typed.st, typed.ag, typed.pa, typed.av)  # type: ignore[arg-type]  # all given
        return Hire(
            None,
            profile,
            typed.skills or (),
            typed.keywords or (),
            typed.primary or (),
            typed.secondary or (),
            typed.value,
            (),
        )
    book_profile = line.profile
    profile = Profile(
        book_profile.ma if typed.ma is None else typed.ma,
        book_profile.st if typed.st is None else typed.st,
        book_profile.ag if typed.ag is None else typed.ag,
        typed.pa if typed.given("pa") else book_profile.pa,
        book_profile.av if typed.av is None else typed.av,
    )
    return Hire(
        line,
        profile,
        line.skills if typed.skills is None else typed.skills,
        line.keywords if typed.keywords is None else typed.keywords,
        line.primary if typed.primary is None else typed.primary,
        line.secondary if typed.secondary is None else typed.secondary,
        line.cost if typed.value is None else typed.value,
        _filled(typed),
    )


def _filled(typed: Typed, *also: str) -> tuple[str, ...]:
    """The fields the line gives: those not typed, and ``also`` (in :data:`FIELDS` order)."""
    return tuple(field for field in FIELDS if field in also or not typed.given(field))


def check_room(roster: str, position: str, on_roster: Iterable[str]) -> None:
    """Refused when the team already has as many players of this line as the roster allows (« 0-2 »), or as many
    of a footnote's group (« a single Big Guy, chosen from the following »). ``on_roster``: the positions of the
    team's active players, as stored; a position not of the roster counts for nothing."""
    book, line = line_of(roster, position)
    if book is None or line is None:
        return
    held = Counter(found.key for name in on_roster if (found := book.position(name)) is not None)
    if held[line.key] >= line.most:
        raise DomainError(
            "error.roster.position_full", position=line.name, most=line.most, roster=roster, count=held[line.key]
        )
    for limit in book.limits:
        together = sum(held[key] for key in limit.positions)
        if line.key in limit.positions and together >= limit.most:
            names = ", ".join(p.name for p in book.positions if p.key in limit.positions)
            raise DomainError(
                "error.roster.group_full", positions=names, most=limit.most, roster=roster, count=together
            )


def check_edit(roster: str, before: tuple[str, bool], after: tuple[str, bool], mates: Iterable[str]) -> None:
    """A player's (position, Journeyman) changed from ``before`` to ``after``: refused when he now counts for a line
    he did not count for (another line, or a Journeyman becoming a player) and it is full (:func:`check_room`).
    ``mates``: the positions of the team's other active players, Journeymen left out."""
    (old, was_journeyman), (new, journeyman) = before, after
    if journeyman or (not was_journeyman and line_of(roster, old)[1] == line_of(roster, new)[1]):
        return
    check_room(roster, new, mates)


def hire(roster: str, position: str, typed: Typed, on_roster: Iterable[str], *, journeyman: bool = False) -> Hire:
    """:func:`fill`, then :func:`check_room`: a new player of a team whose active players hold ``on_roster`` (its
    Journeymen left out). A Journeyman is not counted: he « may temporarily take the number of players on a team
    above 16 » (league_play.md)."""
    hired = fill(roster, position, typed, journeyman=journeyman)
    if not journeyman:
        check_room(roster, position, on_roster)
    return hired
