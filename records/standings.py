"""A season's league table as the league reads it back and the screens show it (``league.standings`` builds it,
``render.standings`` and ``render.matches`` draw it)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from records.models import Match
from rules.standings import Table
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
