"""A roll is answered before it is written (issue 11): nothing answered is lost on a clean stop, a click on a
roll still queued waits for it, and a crash leaves whole rows only."""

import asyncio
import json
import signal
import sqlite3

import pytest

from rolls.state import KeptDie, read_choice
from tests.e2e.harness import ROLL_NUMBER, sandbox
from tests.e2e.test_bot_participants import seed

pytestmark = pytest.mark.asyncio(loop_scope="function")

#: Long enough that a roll is still queued when the test looks (the bot writes sooner only when asked).
QUEUED = {"ROLL_FLUSH_MS": "10000"}
COLUMNS = "id, guild_id, channel_id, user_id, command, options, ruleset, dice, outcomes, result, created_at"


def stored(path, ids=None):
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        found = conn.execute(f"SELECT {COLUMNS} FROM rolls ORDER BY id").fetchall()
    return [r for r in found if ids is None or r[0] in ids]


def roll_id(msg):
    (number,) = ROLL_NUMBER.findall(msg.embed["footer"]["text"])
    return int(number)


async def burst(league, count, command="blessure"):
    """``count`` rolls sent at once; their replies, in order."""
    sent = await asyncio.gather(*(league.invoke(command, {}) for _ in range(count)))
    return await asyncio.gather(*(rec.final(30) for rec in sent))


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
async def test_every_answered_roll_is_in_the_file_after_a_clean_stop(tmp_path, signum):
    async with sandbox(tmp_path, extra_env=QUEUED) as league:
        replies = await burst(league, 40)
        ids = [roll_id(msg) for msg in replies]
        assert len(set(ids)) == 40
        assert stored(league.database_path) == []  # all 40 still queued: the reply did not wait
        league.proc.popen.send_signal(signum)
        assert await league.proc.wait_exit(30) == 0
        rows = stored(league.database_path)
        assert sorted(r[0] for r in rows) == sorted(ids)
        assert {r[4] for r in rows} == {"injury"}


async def test_a_block_die_clicked_before_its_roll_is_written_is_answered(tmp_path):
    async with sandbox(tmp_path, extra_env=QUEUED) as league:
        block = await league.reply("blocage", {"force-attaquant": 5, "force-defenseur": 2, "des": "2 4 1"})
        roll_id = int(block.buttons[0]["custom_id"].split(":")[2])
        assert stored(league.database_path, {roll_id}) == []
        click = await league.click(block, block.buttons[1]["custom_id"], user=league.coach_id)
        assert (await click.response(15)).type == 7  # the message is edited with the kept face
        assert any("retenu" in f["name"] for f in block.embed["fields"])
        with sqlite3.connect(league.database_path) as conn:
            [(kept_on, choice)] = conn.execute("SELECT roll_id, choice FROM roll_choices").fetchall()
            assert (kept_on, read_choice(choice)) == (roll_id, KeptDie(1))
        assert stored(league.database_path, {roll_id})[0][4] == "block"

        felled = await league.reply("blocage", {"force-attaquant": 3, "force-defenseur": 3, "des": "6"})
        form = await league.click(felled, "Jet d'Armure du défenseur", user=league.coach_id)
        assert (await form.response()).type == 9
        submitted = await league.submit_modal(form, {"av": "9", "dice": "1 2"}, user=league.coach_id)
        reply = (await submitted.wait_followups(timeout=15))[0]
        assert reply.embed["title"] == "Jet d'Armure du défenseur" and "contre 9+" in reply.embed["description"]


async def test_enregistrer_clicked_before_its_roll_is_written_records_the_casualty(tmp_path):
    ids = await seed(tmp_path / "arbitre.sqlite3")
    async with sandbox(tmp_path, extra_env=QUEUED) as league:
        grak, snik = ids["grak"], ids["snik"]
        msg = await league.reply(
            "armure", {"victime": f"id:{snik}", "attaquant": f"id:{grak}", "des": "6 6 6 6 13 3"}, user=league.coach_id
        )
        roll_id = int(msg.buttons[0]["custom_id"].split(":")[2])
        assert stored(league.database_path, {roll_id}) == []
        click = await league.click(msg, "Enregistrer", user=league.coach_id)
        assert (await click.response(15)).type == 7
        assert msg.buttons[0]["label"] == "Enregistré"
        with sqlite3.connect(league.database_path) as conn:
            assert conn.execute("SELECT roll_id, outcome FROM casualties").fetchall() == [
                (roll_id, "casualty.lasting_injury")
            ]


async def test_a_sigkill_after_a_burst_leaves_whole_rows_and_no_id_is_given_twice(tmp_path):
    async with sandbox(tmp_path) as league:
        replies = await burst(league, 100)
        await league.rolls_written(replies[0])  # at least one window written: the file has rows to check
        answered = {roll_id(msg) for msg in replies}
        league.proc.kill()
        await league.proc.wait_exit(10)

        rows = stored(league.database_path)
        assert rows and {r[0] for r in rows} <= answered
        for row in rows:
            assert None not in row, row
            _, guild_id, _, _, command, options, ruleset, dice, outcomes, result, _ = row
            assert (guild_id, command, ruleset) == (league.guild_id, "injury", "ligue")
            tree = json.loads(result)
            assert json.loads(options) == {
                "minus": False,
                "modifier": 0,
                "niggling": 0,
                "thick_skull": False,
                "regeneration": False,
                "decay": False,
                "crowd": False,
                "no_attacker": False,
                "cause": "unknown",
            }
            assert json.loads(outcomes) and json.loads(dice)
            assert tree["root"]["kind"] == "injury"

        await league.restart_bot()
        after = await league.reply("blessure", {})
        (new_id,) = await league.rolls_written(after)
        assert new_id > max(answered)  # an id shown before the crash is never shown again
