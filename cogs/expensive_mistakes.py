"""``/expensive-mistakes``: the Erreurs Coûteuses table on its own (bracket, D6, gold lost, treasury left)."""

from __future__ import annotations

from discord import app_commands
from discord.ext import commands

import rules.treasury
from cogs.utils.interaction import Interaction
from cogs.utils.options import Treasury
from cogs.utils.rolling import roll_table


class ExpensiveMistakes(commands.Cog):
    @app_commands.command(name="expensive-mistakes")
    async def expensive_mistakes(
        self,
        interaction: Interaction,
        treasury: Treasury,
        dice: str | None = None,
    ) -> None:
        await roll_table(
            interaction, "expensive-mistakes", dice, rules.treasury.roll_expensive_mistakes, treasury=treasury
        )


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(ExpensiveMistakes())
