"""What the statistics read back: players and teams named for a list, casualty histories, graves, rankings.

:mod:`league.stats` builds them from the database; :mod:`render.league` shows them.
"""

from __future__ import annotations

from dataclasses import dataclass

from records.models import Casualty, truncate


@dataclass(frozen=True, slots=True)
class PlayerRef:
    """Enough of a player to name them: ``#7 Grak — Orques de Fer``."""

    id: int
    number: int
    name: str
    team_id: int
    team_name: str
    status: str = "active"

    @property
    def label(self) -> str:
        return truncate(f"#{self.number} {self.name} — {self.team_name}")


@dataclass(frozen=True, slots=True)
class TeamRef:
    id: int
    name: str

    @property
    def label(self) -> str:
        return truncate(self.name)


@dataclass(frozen=True, slots=True)
class CasualtyView:
    """A casualty record with the people it names, ready to list."""

    casualty: Casualty
    victim: PlayerRef
    caused_by: PlayerRef | None
    caused_by_team: TeamRef | None
    #: its match was cancelled: kept as history, never applied (docs/rules.md « Cancelling a match »)
    match_cancelled: bool = False


@dataclass(frozen=True, slots=True)
class Grave:
    """A dead player: when, in which match, killed by whom (``None`` when nobody or not recorded)."""

    player: PlayerRef
    died_at: str | None
    match_id: int | None
    cause: str | None
    killed_by: PlayerRef | None
    killed_by_team: TeamRef | None
    casualty_id: int | None


@dataclass(frozen=True, slots=True)
class Ranked:
    """One line of a leaderboard: a player or a team and its count."""

    id: int
    label: str
    count: int


@dataclass(frozen=True, slots=True)
class Leaderboard:
    casualties_by_player: list[Ranked]
    casualties_by_team: list[Ranked]
    deaths_by_player: list[Ranked]
    most_injured: list[Ranked]


@dataclass(frozen=True, slots=True)
class Choice:
    """An autocomplete choice: ``label`` is shown (≤ 100 characters), ``id`` is the value."""

    id: int
    label: str
