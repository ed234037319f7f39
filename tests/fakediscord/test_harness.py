"""The e2e harness: a bot script as a child process against the fake Discord (bench/bare_bot.py here)."""

from __future__ import annotations

import re

import pytest

from tests.e2e.harness import COACH_ID, MATCHS_CHANNEL_ID, BotExited, sandbox, sandbox_fixture

pytestmark = pytest.mark.asyncio(loop_scope="module")

bare = sandbox_fixture("bare", script="bench/bare_bot.py")


async def test_the_bare_bot_starts_syncs_and_answers(bare):
    assert [c["name"] for c in bare.fake.commands()] == ["roll"]
    assert bare.proc.running and bare.proc.rss_kib()
    msg = await bare.reply("roll", user=COACH_ID)
    assert re.fullmatch(r"2D6 : \d \+ \d = \d+", msg.content)
    assert msg.channel_id == MATCHS_CHANNEL_ID and msg.interaction.user_id == COACH_ID


async def test_the_module_fixture_is_shared_and_survives_a_gateway_close(bare):
    assert bare.fake.identify_count == 1  # same process as the previous test
    await bare.fake.close_gateway(4000)
    rec = await bare.invoke("roll")
    assert (await rec.final()).content.startswith("2D6")
    await bare.fake.wait_resumed(1)


async def test_restart_keeps_the_fake_and_reconnects(bare):
    old_pid = bare.proc.pid
    await bare.restart_bot()
    assert bare.proc.pid != old_pid and bare.fake.identify_count == 2
    assert (await bare.reply("roll")).content.startswith("2D6")
    assert "commands synced" in bare.log_tail()


async def test_a_dead_bot_is_reported_in_timeouts(tmp_path):
    async with sandbox(tmp_path, script="bench/bare_bot.py") as box:
        box.proc.kill()
        assert await box.proc.wait_exit() == -9
        await box.fake.wait_for(lambda: not box.fake.connections, 10, "the socket to close")
        rec = await box.invoke("roll", timeout=0.5)
        with pytest.raises(TimeoutError) as info:
            await rec.response(timeout=0.5)
        text = str(info.value)
        assert "THE BOT PROCESS HAS EXITED (code -9)" in text
        assert "the bot is disconnected" in text


async def test_startup_failure_shows_the_log(tmp_path, capsys):
    script = tmp_path / "broken_bot.py"
    script.write_text("import sys\nprint('boom: no token handling here')\nsys.exit(3)\n")
    with pytest.raises(BotExited, match="exited \\(code 3\\) while waiting for its start"):
        async with sandbox(tmp_path, script=str(script), startup_timeout=30):
            pass
    assert "boom: no token handling here" in capsys.readouterr().err
