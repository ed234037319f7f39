"""The post-match's « Lancer les dés » pressed twice at once (two commissioners, or one double click): the dice are
rolled once, and the message does not end up saying « 0 jet enregistré » (found trying the bot in the console)."""

import asyncio
import sqlite3

import pytest

from tests.e2e.harness import sandbox
from tests.e2e.league_seed import component, next_step, seed_file, text_of

pytestmark = pytest.mark.asyncio(loop_scope="function")


async def test_a_double_click_on_roll_the_dice_rolls_once_and_says_so(tmp_path):
    seeded = await seed_file(tmp_path / "arbitre.sqlite3")
    async with sandbox(tmp_path) as league:
        msg = await league.reply(("apres-match", "lancer"), {"match": str(seeded.matches["main"])})
        await next_step(league, msg)
        roll = component(msg, "roll:fans")
        clicks = await asyncio.gather(league.click(msg, roll), league.click(msg, roll, user=league.commissioner_id))
        assert sorted([(await c.response()).type for c in clicks]) == [7, 7]
        with sqlite3.connect(league.database_path) as conn:
            slots = conn.execute("SELECT options FROM rolls WHERE command = 'postmatch'").fetchall()
        assert len(slots) == 2  # one die per team, rolled once
        text = text_of(msg)
        assert "0 jet enregistré" not in text
        assert "2 jets enregistrés." in text or "étaient déjà lancés\u00a0: rien de nouveau" in text
        assert not league.fake.rejected
