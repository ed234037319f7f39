"""Every roll is stored whole and read back only by its own server."""

import pytest

from league.db import Database
from league.rolls import RollRepository
from rules.dice import Dice
from rules.model import Result, Step


@pytest.fixture
async def db(tmp_path):
    database = await Database.open(tmp_path / "r.sqlite3")
    yield database
    await database.close()


def sample_result() -> Result:
    dice = Dice.manual([4, 5])
    first, second = dice.roll(6), dice.roll(6)
    return Result(Step("armour", "armour.broken", dice=(first, second), total=9, target=9), ruleset="ligue")


async def test_record_and_read_back(db):
    repo = RollRepository(db)
    roll_id = await repo.record(
        guild_id=1, channel_id=2, user_id=3, command="armour", options={"av": 9}, result=sample_result()
    )
    stored = await repo.get(1, roll_id)
    assert stored is not None
    assert stored.dice == [[6, 4], [6, 5]]
    assert stored.outcomes == ["armour.broken"]
    assert stored.options == {"av": 9}
    assert stored.result["root"]["total"] == 9
    assert stored.created_at


async def test_another_server_cannot_read_a_roll(db):
    repo = RollRepository(db)
    roll_id = await repo.record(guild_id=1, channel_id=2, user_id=3, command="x", options={}, result=sample_result())
    assert await repo.get(2, roll_id) is None
    assert await repo.count(1) == 1
    assert await repo.count(2) == 0
