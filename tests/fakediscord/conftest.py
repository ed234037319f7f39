"""Fixtures: a started fake Discord with the league world, and an in-process discord.py bot on it."""

from __future__ import annotations

import pytest_asyncio

from tests.fakediscord.ui_bot import UiBot
from tests.inprocess import client_on, fake_discord


@pytest_asyncio.fixture
async def fake():
    async with fake_discord(second_guild=True) as server:
        yield server


@pytest_asyncio.fixture
async def bot(fake):
    """UiBot (real discord.py, same event loop) connected to `fake`, commands synced."""
    async with client_on(fake, UiBot()) as client:
        yield client
