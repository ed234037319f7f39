"""``/advancement``: the D8 characteristic improvement table on its own, and what the player may still take."""

from __future__ import annotations

from discord import app_commands
from discord.ext import commands

from cogs.utils.interaction import Interaction
from cogs.utils.rolling import roll_table


class Advancement(commands.Cog):
    @app_commands.command(name="advancement")
    async def advancement(self, interaction: Interaction, dice: str | None = None) -> None:
        from rules.advancement import roll_advancement  # the rules of a command: at its first use (issue 11)

        await roll_table(interaction, "advancement", dice, roll_advancement)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Advancement())
