"""A season's schedule as the league shows it: League Fixtures by division and round (``league.fixtures``)."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Literal

FixtureState = Literal["to_play", "under_way", "played", "unplayed"]


@dataclass(frozen=True, slots=True)
class FixtureLine:
    """One League Fixture as a list shows it: its teams' names, and its match's status and score once played
    (scores in the fixture's own order, whichever side the match was opened with)."""

    id: int
    season: int
    division: int
    round: int
    home_team_id: int
    away_team_id: int
    home_name: str
    away_name: str
    deadline: dt.date
    match_id: int | None
    state: FixtureState
    home_score: int | None = None
    away_score: int | None = None

    @property
    def teams(self) -> tuple[int, int]:
        return (self.home_team_id, self.away_team_id)

    def overdue(self, today: dt.date) -> bool:
        """Past its round's last day and not played: the commissioner records it as unplayed (``/match unplayed``)."""
        return self.state in ("to_play", "under_way") and today > self.deadline


@dataclass(frozen=True, slots=True)
class Schedule:
    """A season's fixtures, by division and round, with each division's teams."""

    season: int
    divisions: tuple[tuple[int, ...], ...]
    fixtures: tuple[FixtureLine, ...]

    def rounds(self) -> list[int]:
        return sorted({f.round for f in self.fixtures})

    def current_round(self) -> int | None:
        """The first round with a fixture still to play (``None`` once every fixture is played or recorded)."""
        waiting = [f.round for f in self.fixtures if f.state in ("to_play", "under_way")]
        return min(waiting) if waiting else None

    def byes(self, division: int, round_: int) -> list[int]:
        """The teams of ``division`` that rest in ``round_``."""
        playing = {t for f in self.fixtures if (f.division, f.round) == (division, round_) for t in f.teams}
        return [t for t in self.divisions[division - 1] if t not in playing]

    def names(self) -> dict[int, str]:
        """Each team's name, as its fixtures read it."""
        return {f.home_team_id: f.home_name for f in self.fixtures} | {
            f.away_team_id: f.away_name for f in self.fixtures
        }

    def of_team(self, team_id: int) -> list[FixtureLine]:
        """One team's fixtures, round by round."""
        return [f for f in self.fixtures if team_id in f.teams]
