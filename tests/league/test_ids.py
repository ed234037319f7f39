"""Roll ids are known before the row is written: unique, and never given twice, even across a crash."""

import asyncio

import pytest

from league.db import ID_BLOCK, open_database
from league.ids import BlockAllocator


@pytest.fixture
async def db(tmp_path):
    database = await open_database(tmp_path / "ids.sqlite3")
    yield database
    await database.close()


async def mark(db):
    row = await db.fetchone("SELECT value FROM meta WHERE key = 'ids.rolls'")
    return None if row is None else int(row[0])


async def test_ids_asked_together_are_all_different_and_follow_the_stored_rolls(db):
    await db.execute(
        "INSERT INTO rolls (id, guild_id, user_id, command, ruleset, dice, outcomes, result)"
        " VALUES (41, 1, 2, 'x', 'ligue', '[]', '[]', '{}')"
    )
    ids = await asyncio.gather(*(db.ids("rolls").next_id() for _ in range(3 * ID_BLOCK)))
    assert len(set(ids)) == 3 * ID_BLOCK
    assert min(ids) == 42
    assert db.ids("rolls") is db.ids("rolls")


async def test_the_mark_is_above_every_id_handed_out_before_a_crash(tmp_path):
    path = tmp_path / "crash.sqlite3"
    first = await open_database(path)
    handed = [await first.ids("rolls").next_id() for _ in range(ID_BLOCK + 7)]
    assert await mark(first) > max(handed)
    await first.conn.close()  # a crash: no release, the rows of these ids never written
    again = await open_database(path)
    try:
        assert await again.ids("rolls").next_id() > max(handed)
    finally:
        await again.close()


async def test_a_clean_close_gives_back_the_ids_never_handed_out(tmp_path):
    path = tmp_path / "clean.sqlite3"
    first = await open_database(path)
    last = [await first.ids("rolls").next_id() for _ in range(3)][-1]
    await first.close()
    again = await open_database(path)
    try:
        assert await again.ids("rolls").next_id() == last + 1
    finally:
        await again.close()


async def test_the_first_id_asked_inside_a_transaction_does_not_wait_for_that_transaction(db):
    async with db.transaction():
        roll_id = await db.ids("rolls").next_id()  # its reservation joins this transaction (else: a deadlock)
    assert roll_id == 1
    assert await mark(db) == 1 + ID_BLOCK


async def test_blocks_come_from_the_reserve_and_the_next_one_is_asked_ahead():
    asked = []

    async def reserve():
        asked.append(len(asked))
        start = 10 * len(asked)
        return range(start, start + 4)

    ids = BlockAllocator(reserve)
    got = [await ids.next_id() for _ in range(3)]
    await asyncio.sleep(0)  # the reservation ahead runs in its own task
    assert got == [10, 11, 12] and len(asked) == 2  # half the first block used: the second is on its way
    got += [await ids.next_id() for _ in range(3)]
    assert got == [10, 11, 12, 13, 20, 21]


async def test_callers_who_run_out_together_share_one_reservation():
    asked = []

    async def reserve():
        asked.append(None)
        start = 100 * len(asked)
        await asyncio.sleep(0.01)  # a write to the database
        return range(start, start + 100)

    ids = BlockAllocator(reserve)
    got = await asyncio.gather(*(ids.next_id() for _ in range(250)))
    assert len(set(got)) == 250
    assert len(asked) <= 4  # three blocks used, maybe one ahead: never one per caller
