"""discord.py keeps none of the views and forms the bot sends: their clicks and answers come back by custom id.

A real discord.py client, in this process, against the fake Discord: what its view store holds after a message
with a « done » button was sent and edited, and after a form was opened and closed without sending. The same
calls with a plain view and a plain form show what it would hold otherwise (a leak that lasted until restart).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import discord
import pytest_asyncio
from discord import app_commands

from cogs.utils.buttons import StatelessView, done_button
from cogs.utils.forms import open_form
from fakediscord import FakeDiscord
from tests.e2e.harness import COMMISSIONER_ID, LEAGUE_GUILD_ID, MATCHS_CHANNEL_ID
from tests.inprocess import client_on, fake_discord


def _view(stateless: bool) -> discord.ui.View:
    view = StatelessView() if stateless else discord.ui.View(timeout=None)
    view.add_item(done_button("Enregistré", "arb:recorded:7", emoji="✅"))
    return view


def _form(custom_id: str) -> discord.ui.Modal:
    form = discord.ui.Modal(title="Dés à la main", custom_id=custom_id)
    form.add_item(discord.ui.TextInput(label="Dés", custom_id="dice"))
    return form


class Client(discord.Client):
    def __init__(self) -> None:
        super().__init__(intents=discord.Intents.none())
        self.tree = app_commands.CommandTree(self)

        @self.tree.command(name="sent", description="A message with a done button, then edited")
        async def sent(interaction: discord.Interaction, stateless: bool) -> None:
            await interaction.response.send_message("jet", view=_view(stateless))
            await interaction.edit_original_response(content="jet enregistré", view=_view(stateless))

        @self.tree.command(name="form", description="A form")
        async def form(interaction: discord.Interaction, stateless: bool) -> None:
            if stateless:
                await open_form(interaction, _form("arb:hand:1"))
            else:
                await interaction.response.send_modal(_form("arb:hand:2"))

    async def setup_hook(self) -> None:
        await self.tree.sync()

    def kept(self) -> tuple[int, int]:
        """(views kept for messages, forms kept) by discord.py."""
        store = self._connection._view_store
        return len(store._synced_message_views) + len(store._views), len(store._modals)


@pytest_asyncio.fixture
async def world() -> AsyncIterator[tuple[FakeDiscord, Client]]:
    async with fake_discord() as fake, client_on(fake, Client()) as client:
        yield fake, client


async def _run(fake: FakeDiscord, command: str, stateless: bool) -> Any:
    done = await fake.invoke(LEAGUE_GUILD_ID, MATCHS_CHANNEL_ID, COMMISSIONER_ID, command, {"stateless": stateless})
    await done.response()
    return await done.final()


async def test_a_message_s_buttons_are_not_kept_by_discord_py(world):
    fake, client = world
    message = await _run(fake, "sent", stateless=True)
    async with asyncio.timeout(10):
        while message.content != "jet enregistré":  # the edit follows the reply
            await asyncio.sleep(0.01)
    assert message.buttons[0]["disabled"]  # sent and shown all the same
    assert client.kept() == (0, 0)
    await _run(fake, "sent", stateless=False)
    assert client.kept()[0] > 0  # what a plain view costs: kept until the bot stops


async def test_a_form_closed_without_sending_is_not_kept_by_discord_py(world):
    fake, client = world
    await _run(fake, "form", stateless=True)
    assert client.kept() == (0, 0)
    await _run(fake, "form", stateless=False)
    assert client.kept()[1] == 1
