"""A season's league table as the league reads it back and the screens show it (``league.standings`` builds it,
``render.standings`` and ``render.matches`` draw it), and its columns (:data:`COLUMNS`), described once for the
picture, the phone's text and the web page."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Final, Literal

from records.models import Match
from rules.standings import Row, Table
from rules.team_value import TeamValue


@dataclass(frozen=True, slots=True)
class SeasonTable:
    """One season's table, with what it does not count yet."""

    guild_id: int
    season: int
    current: bool
    table: Table
    #: Finished matches of the season waiting for their post-match (not counted yet).
    pending: int = 0
    #: Counted matches.
    played: int = 0
    #: Each listed team's value now (the current season only: a past season's values are not kept).
    values: Mapping[int, TeamValue] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class MatchLine:
    """A match of the season's record, with both team names."""

    match: Match
    home: str
    away: str


#: How a column's number is written: a count, a difference (signed, coloured in the picture), the points (bold,
#: on their band), a team value (TV in thousands in the picture, in gold on the web page).
ColumnKind = Literal["count", "signed", "points", "value"]


def _always(shown: SeasonTable) -> bool:
    return True


def shows_bonus(shown: SeasonTable) -> bool:
    """The bonus points column, where they count: in the total, or as a tie-breaker."""
    scoring = shown.table.scoring
    return scoring.bonus or "bonus" in scoring.tiebreakers


def shows_value(shown: SeasonTable) -> bool:
    """The team value column: the current season's table (a past season's values are not kept)."""
    return bool(shown.values)


@dataclass(frozen=True, slots=True)
class Column:
    """One column of the league table, for each display of it (``render.standings``' picture and phone text, the
    web page's table): what it reads and how it is written and laid out.

    ``key`` names the :class:`rules.standings.Row` attribute it shows (the team value, by team, from
    :attr:`SeasonTable.values`) and its header, the catalogue's ``standings.col.<key>``.
    """

    key: str
    kind: ColumnKind = "count"
    #: Its width in the picture, in pixels at scale 1.
    width: int = 34
    #: ``(place, characters)`` on the phone's line (its order there, its width), ``None``: not on the phone.
    phone: tuple[int, int] | None = None
    #: The web page lets a narrow screen scroll to it (its CSS class ``wide``).
    wide: bool = False
    #: The picture draws a rule before it: the first of a group (results, touchdowns, casualties...).
    rule: bool = False
    #: Not a result but beside them (the team value): the picture draws it first, the web page last.
    aside: bool = False
    #: Whether the table shows it.
    when: Callable[[SeasonTable], bool] = _always

    def value(self, shown: SeasonTable, row: Row) -> int | TeamValue | None:
        """The cell of ``row``: a number, or the team's value (``None``: not known)."""
        return shown.values.get(row.team_id) if self.kind == "value" else self.number(row)

    def number(self, row: Row) -> int:
        """The row's number in this column (the :class:`rules.standings.Row` attribute named ``key``)."""
        number: int = getattr(row, self.key)
        return number


#: The league table's columns after the rank and the team, in the picture's order. A new column is one entry here
#: (and its value on :class:`rules.standings.Row`, and its ``standings.col.<key>`` header in both catalogues).
COLUMNS: Final[tuple[Column, ...]] = (
    Column("value", "value", 84, wide=True, rule=True, aside=True, when=shows_value),
    Column("played", phone=(1, 3), rule=True),
    Column("won", phone=(2, 3)),
    Column("drawn", phone=(3, 3)),
    Column("lost", phone=(4, 3)),
    Column("td_for", width=44, wide=True, rule=True),
    Column("td_against", width=44, wide=True),
    Column("td_diff", "signed", 48, phone=(6, 4)),
    Column("cas_for", width=52, wide=True, rule=True),  # « CAS+ » is wider than « TD+ »
    Column("cas_against", width=52, wide=True),
    Column("cas_diff", "signed", 48, wide=True),
    Column("bonus", width=56, rule=True, when=shows_bonus),
    Column("points", "points", 52, phone=(5, 4), rule=True),
)


def shown_columns(shown: SeasonTable) -> list[Column]:
    """The columns ``shown`` has, in the picture's order (the team value first, when it is known)."""
    return [c for c in COLUMNS if c.when(shown)]


def web_columns(shown: SeasonTable) -> list[Column]:
    """The columns of the web page: the results, then what is aside them (the team value)."""
    columns = shown_columns(shown)
    return [c for c in columns if not c.aside] + [c for c in columns if c.aside]


def phone_columns() -> list[Column]:
    """The columns of the phone's short table, in their order there."""
    return sorted((c for c in COLUMNS if c.phone is not None), key=lambda c: c.phone or (0, 0))
