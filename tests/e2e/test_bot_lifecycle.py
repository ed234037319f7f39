"""The bot process itself: sync policy, reconnects, restarts, configuration errors."""

import asyncio
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from fakediscord.process import REPO_ROOT
from tests.e2e.harness import sandbox

pytestmark = pytest.mark.asyncio(loop_scope="function")


async def test_sync_sends_every_command_once_with_french_localizations(tmp_path):
    async with sandbox(tmp_path) as league:
        assert len(league.fake.syncs) == 1
        sync = league.fake.syncs[0]
        names = {c["name"] for c in sync.commands}
        assert {"armour", "injury", "block", "kickoff", "odds", "settings", "help"} <= names
        injury = next(c for c in sync.commands if c["name"] == "injury")
        assert injury["name_localizations"]["fr"] == "blessure"
        assert injury["description_localizations"]["fr"]

        await league.restart_bot()
        await league.reply("meteo", {"des": "1 1"})
        assert len(league.fake.syncs) == 1, "an unchanged command list must not be synced again"


async def test_reconnects_lose_no_interaction(tmp_path):
    async with sandbox(tmp_path) as league:
        await league.fake.send_reconnect()
        async with league.fake.gateway_paused():
            during_op7 = await league.invoke("meteo", {"des": "6 6"})
        assert "Blizzard" in (await during_op7.final(20)).embed["description"]

        await league.fake.close_gateway(4000)
        async with league.fake.gateway_paused():
            during_close = await league.invoke("sequelle", {"des": "3"})
        assert "Genou Déboîté" in (await during_close.final(20)).embed["description"]
        assert league.fake.resume_count >= 2


async def test_a_restart_keeps_settings_rolls_and_working_buttons(tmp_path):
    async with sandbox(tmp_path) as league:
        await league.reply("reglages", {"regles": "bb2025"})
        block = await league.reply("blocage", {"force-attaquant": 5, "force-defenseur": 2, "des": "2 4 1"})
        await league.restart_bot()
        click = await league.click(block, block.buttons[1]["custom_id"], user=league.coach_id)
        assert (await click.response(15)).type == 7
        assert any("retenu" in f["name"] for f in block.embed["fields"])
        reply = await league.reply("sequelle", {"des": "5"})
        assert "Hanche disloquée" in reply.embed["description"]
        await league.rolls_written(reply)
        with sqlite3.connect(league.database_path) as conn:
            assert conn.execute("SELECT COUNT(*) FROM rolls").fetchone()[0] == 2


async def test_two_servers_keep_their_own_settings_and_rolls(tmp_path):
    async with sandbox(tmp_path, guilds=2) as league:
        await league.reply("reglages", {"regles": "bb2025"})
        other = await league.reply("sequelle", {"des": "5"}, guild=league.second_guild_id, user=league.second_owner_id)
        assert "Cou Brisé" in other.embed["description"]  # the other server keeps the default ruleset
        mine = await league.reply("sequelle", {"des": "5"})
        assert "Hanche disloquée" in mine.embed["description"]
        await league.rolls_written(other, mine)
        with sqlite3.connect(league.database_path) as conn:
            rows = conn.execute("SELECT guild_id, ruleset FROM rolls ORDER BY id").fetchall()
        assert rows == [(league.second_guild_id, "ligue"), (league.guild_id, "bb2025")]


def _run_bot(env_overrides: dict[str, str], tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DEV_GUILD", "DATABASE_"))}
    env.update({"DATABASE_PATH": str(tmp_path / "x.sqlite3"), **env_overrides})
    return subprocess.run(
        [sys.executable, "bot.py"],
        cwd=REPO_ROOT,
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
    )


async def test_without_token_and_without_terminal_the_bot_explains_how_to_get_one(tmp_path):
    result = await asyncio.to_thread(_run_bot, {}, tmp_path)
    assert result.returncode == 2
    assert "DISCORD_TOKEN" in result.stderr and "Reset Token" in result.stderr
    assert "Traceback" not in result.stderr


async def test_what_the_bot_prints_before_it_is_up_is_in_the_terminal_language(tmp_path):
    english = {"LANG": "en_GB.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""}
    result = await asyncio.to_thread(_run_bot, english, tmp_path)
    assert result.returncode == 2 and "no DISCORD_TOKEN and no interactive terminal" in result.stderr
    result = await asyncio.to_thread(_run_bot, {**english, "DISCORD_TOKEN": "x" * 30, "ROLL_FLUSH_MS": "-1"}, tmp_path)
    assert result.returncode == 2
    assert "Invalid configuration: ROLL_FLUSH_MS must be a whole number from 0 to 10000" in result.stderr


async def test_a_malformed_setting_names_its_key(tmp_path):
    result = await asyncio.to_thread(_run_bot, {"DISCORD_TOKEN": "x" * 30, "DEV_GUILD_ID": "mon-serveur"}, tmp_path)
    assert result.returncode == 2
    assert "DEV_GUILD_ID" in result.stderr and "Traceback" not in result.stderr


async def test_an_armour_form_opened_before_a_restart_is_read_after_it(tmp_path):
    async with sandbox(tmp_path) as league:
        block = await league.reply("blocage", {"force-attaquant": 3, "force-defenseur": 3, "des": "6"})
        form = await league.click(block, "Jet d'Armure du défenseur", user=league.coach_id)
        assert (await form.response()).type == 9
        await league.restart_bot()
        submitted = await league.submit_modal(form, {"av": "9", "dice": "1 2"}, user=league.coach_id)
        reply = (await submitted.wait_followups(timeout=15))[0]
        assert reply.embed["title"] == "Jet d'Armure du défenseur" and "contre 9+" in reply.embed["description"]
