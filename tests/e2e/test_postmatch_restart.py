"""A post-match sequence across bot restarts, and a SIGKILL in the middle of its apply transaction."""

import pytest

from league.db import open_database
from league.postmatch import KILL_DURING_APPLY_ENV
from tests.e2e.harness import GENERAL_CHANNEL_ID, sandbox
from tests.e2e.league_seed import (
    START,
    by_hand,
    choose,
    component,
    file_rows,
    fill,
    next_step,
    prepare_sequence,
    press,
    seed_file,
    step_title,
    text_of,
)

pytestmark = pytest.mark.asyncio(loop_scope="function")
LEAGUE = ("teams", "players", "matches", "casualties", "audit_batches", "audit_log", "postmatch_sequences")


async def test_a_sequence_half_way_survives_a_restart_with_its_dice_buttons_and_forms(tmp_path):
    seeded = await seed_file(tmp_path / "arbitre.sqlite3", league_channel_id=GENERAL_CHANNEL_ID)
    p = seeded.players
    async with sandbox(tmp_path) as league:
        msg = await league.reply(START, {"match": str(seeded.matches["main"])})
        await next_step(league, msg)
        await by_hand(league, msg, "fans", "3 2")
        await next_step(league, msg)
        form = await press(league, msg, "add:away", expect=9)  # opened before the restart…
        hand = await press(league, msg, "hand:casualties", expect=9)
        before = file_rows(league.database_path, "rolls", "postmatch_sequences")

        await league.restart_bot()

        await fill(
            league,
            form,
            {"victim": str(p["hans"]), "causer": str(p["zog"]), "cause": "block", "outcome": "casualty.badly_hurt"},
        )
        assert "#4 Hans" in text_of(msg) and "ajoutée ici" in text_of(msg)  # …and submitted after it
        await fill(league, hand, {"dice": "5 3"})
        assert "Genou Déboîté" in text_of(msg)
        after = file_rows(league.database_path, "rolls", "postmatch_sequences")
        assert after["rolls"][: len(before["rolls"])] == before["rolls"]  # the fans' dice kept, not rolled again
        state = after["postmatch_sequences"][0]
        assert '"fans:1:win": [[6, 3, 1]]' in state["dice"] and state["step"] == "casualties"

        again = await league.reply(START, {"match": str(seeded.matches["main"])})
        assert "Après-match repris" in text_of(again) and step_title("casualties") in text_of(again)
        await choose(league, again, "hatred:", "Orque")  # the new message drives the same sequence
        await next_step(league, again)
        assert step_title("spp") in text_of(again)


async def test_sigkill_in_the_middle_of_the_apply_leaves_the_league_as_it_was(tmp_path):
    path = tmp_path / "arbitre.sqlite3"
    seeded = await seed_file(path, league_channel_id=GENERAL_CHANNEL_ID)
    db = await open_database(path)
    try:
        view = await prepare_sequence(db, seeded)
    finally:
        await db.close()
    async with sandbox(tmp_path, extra_env={KILL_DURING_APPLY_ENV: "1"}) as league:
        msg = await league.reply(START, {"match": str(seeded.matches["main"])})
        assert step_title("preview") in text_of(msg)
        before = file_rows(path, *LEAGUE)
        confirm = component(msg, "confirm:")
        await league.click(msg, confirm)
        assert await league.proc.wait_exit(20) == -9
        transaction = league.proc.log_text().rsplit("BEGIN IMMEDIATE", 1)[1]  # aiosqlite logs each statement
        assert "UPDATE teams SET" in transaction and "COMMIT" not in transaction  # killed between two writes
        assert file_rows(path, *LEAGUE) == before
        assert before["matches"][0]["status"] == "finished"

        await league.restart_bot(**{KILL_DURING_APPLY_ENV: ""})
        await press(league, msg, confirm)  # the same button, after the restart
        assert "Après-match appliqué" in msg.embed["title"]
        applied = file_rows(path, *LEAGUE)
        assert applied["matches"][0]["status"] == "applied"
        assert applied["postmatch_sequences"][0]["applied_batch_id"] == applied["audit_batches"][-1]["id"]
        changed = {str(r["id"]): r for r in applied["teams"]}
        for change in view.plan.changes.teams:
            expected = change.updates()
            assert {k: changed[str(change.team_id)][k] for k in expected} == expected
