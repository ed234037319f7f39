"""``/roll``: any other dice expression (2d6+1, d16, 3db)."""

from __future__ import annotations

from discord import app_commands
from discord.ext import commands

import rules.dice_expr
from cogs.utils.interaction import Interaction
from cogs.utils.language import server_language
from cogs.utils.rolling import perform


class DiceRoller(commands.Cog):
    @app_commands.command(name="roll")
    async def roll(self, interaction: Interaction, dice: app_commands.Range[str, 1, 60]) -> None:
        await perform(
            interaction,
            lang=await server_language(interaction),
            command="roll",
            options={"dice": dice},
            roll=lambda d, rs: rules.dice_expr.roll_expr(d, dice, ruleset=rs),
        )


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(DiceRoller())
