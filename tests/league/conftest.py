"""The storage tests' league: the hand-made one of leaguedata.py, on each backend."""

import pytest

from tests.league.leaguedata import build_league


@pytest.fixture
async def lg(db):
    return await build_league(db)
