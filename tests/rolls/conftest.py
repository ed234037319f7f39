"""The repositories the follow-up services work on, over the real test database (both backends)."""

from dataclasses import dataclass

import pytest

from league.followups import ApothecaryRepository, FollowupRepository
from league.matches import MatchRepository
from league.players import PlayerRepository
from league.rolls import ChoiceRepository, RollRepository
from league.teams import TeamRepository


@dataclass
class Repos:
    rolls: RollRepository
    choices: ChoiceRepository
    followups: FollowupRepository
    apothecaries: ApothecaryRepository
    players: PlayerRepository
    matches: MatchRepository
    teams: TeamRepository


@pytest.fixture
def repos(db):
    rolls = RollRepository(db)
    return Repos(
        rolls,
        ChoiceRepository(db, rolls),
        FollowupRepository(db, rolls),
        ApothecaryRepository(db, rolls),
        PlayerRepository(db),
        MatchRepository(db),
        TeamRepository(db),
    )
