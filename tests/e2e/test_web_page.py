"""``/settings web:on|off`` end to end (issue 30): the real bot serves the league pages in its own process
(``WEB_PORT``), gives a commissioner the address privately, revokes the old one at each new ``web:on`` and takes
the page down at ``web:off``; a member without Manage Server is refused; a bot without web pages says so."""

from __future__ import annotations

import re
import socket

import aiohttp
import pytest

from tests.e2e.harness import sandbox

pytestmark = pytest.mark.asyncio(loop_scope="function")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def address_in(text: str) -> str:
    found = re.search(r"http://127\.0\.0\.1:\d+/l/[A-Za-z0-9_-]{24}/", text)
    assert found, text
    return found.group(0)


async def status(url: str) -> int:
    async with aiohttp.ClientSession() as session, session.get(url) as response:
        await response.read()
        return response.status


async def test_web_on_gives_a_private_address_a_new_one_revokes_it_and_off_takes_it_down(tmp_path):
    port = free_port()
    async with sandbox(tmp_path, extra_env={"WEB_PORT": str(port)}) as league:
        assert await status(f"http://127.0.0.1:{port}/") == 404  # nothing without a league's address
        first = await league.reply("reglages", {"page-web": "on"})
        assert first.ephemeral
        old = address_in(first.embed["description"])
        assert await status(old) == 200
        second = await league.reply("reglages", {"page-web": "on"})
        new = address_in(second.embed["description"])
        assert new != old
        assert (await status(old), await status(new)) == (404, 200)

        refused = await league.invoke("reglages", {"page-web": "off"}, user=league.stranger_id, bypass_permissions=True)
        assert (await refused.final()).ephemeral
        assert await status(new) == 200  # refused: nothing changed

        off = await league.reply("reglages", {"page-web": "off"})
        assert off.ephemeral and "retirée" in off.embed["description"]
        assert await status(new) == 404


async def test_a_bot_without_web_pages_refuses_web_on_and_changes_nothing(tmp_path):
    async with sandbox(tmp_path) as league:
        answer = await league.reply("reglages", {"page-web": "on", "regles": "bb2025"})
        assert answer.ephemeral and "WEB_PORT" in (answer.content or "") + str(answer.embed)
        shown = await league.reply("reglages")
        assert "bb2025" not in shown.embed["description"]
