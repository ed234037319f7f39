"""A fresh fake Discord with the league world, and a discord.py client in the test's own event loop on it.

    async with fake_discord() as fake, client_on(fake, MyClient()):
        done = await fake.invoke(LEAGUE_GUILD_ID, MATCHS_CHANNEL_ID, COMMISSIONER_ID, "card")

For what only the process itself can show (discord.py's own state, a reference bot's answer); Arbitre's
behaviour is tested through its own process (``tests/e2e``).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from typing import TypeVar

import discord
import discord.gateway
import discord.http

from fakediscord import FakeDiscord, point_client_at
from fakediscord.process import FAKE_TOKEN
from tests.e2e.harness import build_world

ClientT = TypeVar("ClientT", bound=discord.Client)


@contextlib.asynccontextmanager
async def fake_discord(*, second_guild: bool = False) -> AsyncIterator[FakeDiscord]:
    """The fake Discord on 127.0.0.1 with the league's server (and a second one), stopped afterwards."""
    fake = FakeDiscord(bot_user="Arbitre")
    build_world(fake, second_guild=second_guild)
    await fake.start()
    try:
        yield fake
    finally:
        await fake.stop()


@contextlib.asynccontextmanager
async def client_on(fake: FakeDiscord, client: ClientT) -> AsyncIterator[ClientT]:
    """``client`` started against ``fake``, yielded once its commands are synced, closed afterwards."""
    base, gateway = discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    point_client_at(fake.api_base, fake.gateway_url)
    task = asyncio.create_task(client.start(FAKE_TOKEN))
    fake.notifier.hints.append(lambda: f"  in-process bot stopped: {task.exception()!r}" if task.done() else "")
    try:
        await fake.wait_for_bot(15)
        yield client
    finally:
        await client.close()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await asyncio.wait_for(task, 10)
        discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = base, gateway
