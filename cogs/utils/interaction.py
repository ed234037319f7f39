"""The interaction every cog receives: discord.py's, bound to our bot class.

``interaction.client`` is then typed as :class:`bot.Arbitre` (its repositories, forms, settings) without a
cast. ``bot`` imports the cogs' helpers, so the class is named only for the type checker.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeAlias

import discord

if TYPE_CHECKING:
    from bot import Arbitre

Interaction: TypeAlias = discord.Interaction["Arbitre"]
