"""Every roll is stored whole and read back only by its own server."""

from league.rolls import RollRepository
from rules.dice import Dice
from rules.model import Result, Step


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


async def test_the_first_choice_wins_even_when_two_arrive_together(db):
    import asyncio

    from league.rolls import ChoiceRepository

    rolls, choices = RollRepository(db), ChoiceRepository(db)
    roll_id = await rolls.record(
        guild_id=1, channel_id=2, user_id=3, command="block", options={}, result=sample_result()
    )
    first, second = await asyncio.gather(
        choices.choose(guild_id=1, roll_id=roll_id, user_id=3, choice="0"),
        choices.choose(guild_id=1, roll_id=roll_id, user_id=4, choice="1"),
    )
    assert sorted([first, second]) == [False, True]
    assert await choices.get(1, roll_id) == ("0" if first else "1")


async def test_a_choice_on_another_servers_roll_is_refused(db):
    from league.rolls import ChoiceRepository

    roll_id = await RollRepository(db).record(
        guild_id=1, channel_id=2, user_id=3, command="block", options={}, result=sample_result()
    )
    assert not await ChoiceRepository(db).choose(guild_id=2, roll_id=roll_id, user_id=3, choice="0")
    assert await ChoiceRepository(db).get(1, roll_id) is None


async def test_rolls_recorded_at_the_same_time_each_get_their_own_id(db):
    import asyncio

    repo = RollRepository(db)
    ids = await asyncio.gather(
        *(
            repo.record(guild_id=1, channel_id=2, user_id=n, command=f"c{n}", options={"n": n}, result=sample_result())
            for n in range(50)
        )
    )
    assert len(set(ids)) == 50
    for n, roll_id in enumerate(ids):
        stored = await repo.get(1, roll_id)
        assert (stored.command, stored.user_id, stored.options) == (f"c{n}", n, {"n": n})


async def test_a_submitted_roll_has_its_id_at_once_and_is_read_back_whole(db):
    repo = RollRepository(db, flush_window=3600)
    roll_id = await repo.submit(
        guild_id=1, channel_id=2, user_id=3, command="armour", options={"av": 9}, result=sample_result()
    )
    assert await db.fetchone("SELECT id FROM rolls WHERE id = ?", (roll_id,)) is None
    assert repo.queued == 1
    stored = await repo.get(1, roll_id)  # waits for the row (a click on a roll just answered)
    assert (stored.id, stored.command, stored.options, stored.dice) == (roll_id, "armour", {"av": 9}, [[6, 4], [6, 5]])
    assert stored.created_at.endswith("Z")
    assert repo.queued == 0


async def test_a_choice_on_a_roll_still_queued_waits_for_it(db):
    from league.rolls import ChoiceRepository

    rolls = RollRepository(db, flush_window=3600)
    roll_id = await rolls.submit(
        guild_id=1, channel_id=2, user_id=3, command="block", options={}, result=sample_result()
    )
    assert await ChoiceRepository(db, rolls).choose(guild_id=1, roll_id=roll_id, user_id=3, choice="0")


async def test_close_writes_the_queued_rolls(db):
    rolls = RollRepository(db, flush_window=3600)
    ids = [
        await rolls.submit(guild_id=1, channel_id=2, user_id=n, command="x", options={}, result=sample_result())
        for n in range(10)
    ]
    await rolls.close()
    assert [r[0] for r in await db.fetchall("SELECT id FROM rolls ORDER BY id")] == ids


async def test_a_batch_written_again_after_its_commit_went_through_unseen_is_not_refused(db):
    """The server committed the rolls but the connection died before saying so (a restart): the write-behind tries
    the batch again, and the rows already there must not turn the retry into « refused and lost » (issue 26 item 7)."""
    import time

    from league.rolls import NewRoll, _write_rolls

    roll = NewRoll(
        await db.ids("rolls").next_id(),
        time.time(),
        {"guild_id": 1, "channel_id": 2, "user_id": 3, "command": "armour", "options": {}, "result": sample_result()},
    )
    for _ in range(2):  # the first try, committed unseen; the retry
        async with db.transaction(serialised=False) as conn:
            await _write_rolls(conn, [roll])
    stored = await RollRepository(db).get(1, roll.id)
    assert stored is not None and stored.outcomes == ["armour.broken"]
    assert await RollRepository(db).count(1) == 1
