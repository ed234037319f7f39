"""A bare discord.py bot with one /roll command (2D6, plain text).

The fake Discord's test subject and the latency benchmark's baseline: nothing but discord.py.
Reads DISCORD_TOKEN, DISCORD_API_BASE and DISCORD_GATEWAY_URL; syncs its tree once at start.
"""

from __future__ import annotations

import logging
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import discord
from discord import app_commands

from fakediscord import run_bot_process

log = logging.getLogger("bare_bot")


class BareBot(discord.Client):
    def __init__(self) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        super().__init__(intents=intents)
        self.tree = app_commands.CommandTree(self)

        @self.tree.command(name="roll", description="Lance 2D6")
        async def roll(interaction: discord.Interaction) -> None:
            a, b = random.randint(1, 6), random.randint(1, 6)
            await interaction.response.send_message(f"2D6 : {a} + {b} = {a + b}")

    async def setup_hook(self) -> None:
        await self.tree.sync()
        log.info("commands synced")


if __name__ == "__main__":
    run_bot_process(BareBot, log_format="%(asctime)s %(levelname)s %(name)s: %(message)s")
