"""``/advancement``: the D8 characteristic improvement table on its own, and what the player may still take."""

from __future__ import annotations

from discord import app_commands
from discord.ext import commands

import rules.advancement
from cogs.utils.interaction import Interaction
from cogs.utils.rolling import roll_table


class Advancement(commands.Cog):
    @app_commands.command(name="advancement")
    async def advancement(self, interaction: Interaction, dice: str | None = None) -> None:
        await roll_table(interaction, "advancement", dice, rules.advancement.roll_advancement)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Advancement())
