"""Fixtures: a started fake Discord with the league world, and an in-process discord.py bot on it."""

from __future__ import annotations

import asyncio
import contextlib

import discord.gateway
import discord.http
import pytest_asyncio

from fakediscord import FakeDiscord, point_client_at
from fakediscord.process import FAKE_TOKEN
from tests.e2e.harness import build_world
from tests.fakediscord.ui_bot import UiBot


@pytest_asyncio.fixture
async def fake():
    server = FakeDiscord(bot_user="Arbitre")
    build_world(server, second_guild=True)
    await server.start()
    try:
        yield server
    finally:
        await server.stop()


@pytest_asyncio.fixture
async def bot(fake):
    """UiBot (real discord.py, same event loop) connected to `fake`, commands synced."""
    base, gateway = discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    point_client_at(fake.api_base, fake.gateway_url)
    client = UiBot()
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
