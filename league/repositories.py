"""The bot's repositories, one factory each: the seam where the league's storage is imported lazily.

A factory imports its repository's module at its first call (``bot.Repository`` calls it when a command first
reads that repository), so start-up imports none of the league's queries, records and rules
(``tests/test_startup_imports.py``). Typed, unlike a module path in a string: mypy checks each factory's
repository and its arguments. A new repository is one factory here and one line in ``bot.Arbitre``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from league.audit import AuditRepository
    from league.casualties import CasualtyRepository
    from league.db import Database
    from league.followups import ApothecaryRepository, FollowupRepository
    from league.matches import MatchRepository
    from league.open_matches import OpenMatches
    from league.players import PlayerRepository
    from league.rolls import ChoiceRepository, RollRepository
    from league.settings import SettingsRepository, WebPages
    from league.standings import StandingsRepository
    from league.stats import StatsRepository
    from league.teams import TeamRepository


def settings(db: Database) -> SettingsRepository:
    from league.settings import SettingsRepository

    return SettingsRepository(db)


def web_pages(db: Database) -> WebPages:
    from league.settings import WebPages

    return WebPages(db)


def rolls(db: Database, flush_window: float) -> RollRepository:
    from league.rolls import RollRepository

    return RollRepository(db, flush_window=flush_window)


def choices(db: Database, rolls: RollRepository) -> ChoiceRepository:
    from league.rolls import ChoiceRepository

    return ChoiceRepository(db, rolls)


def followups(db: Database, rolls: RollRepository) -> FollowupRepository:
    from league.followups import FollowupRepository

    return FollowupRepository(db, rolls)


def apothecaries(db: Database, rolls: RollRepository) -> ApothecaryRepository:
    from league.followups import ApothecaryRepository

    return ApothecaryRepository(db, rolls)


def teams(db: Database) -> TeamRepository:
    from league.teams import TeamRepository

    return TeamRepository(db)


def players(db: Database) -> PlayerRepository:
    from league.players import PlayerRepository

    return PlayerRepository(db)


def matches(db: Database) -> MatchRepository:
    from league.matches import MatchRepository

    return MatchRepository(db)


def open_matches(db: Database) -> OpenMatches:
    from league.open_matches import OpenMatches

    return OpenMatches(db)


def casualties(db: Database) -> CasualtyRepository:
    from league.casualties import CasualtyRepository

    return CasualtyRepository(db)


def stats(db: Database) -> StatsRepository:
    from league.stats import StatsRepository

    return StatsRepository(db)


def audit(db: Database) -> AuditRepository:
    from league.audit import AuditRepository

    return AuditRepository(db)


def standings(db: Database) -> StandingsRepository:
    from league.standings import StandingsRepository

    return StandingsRepository(db)
