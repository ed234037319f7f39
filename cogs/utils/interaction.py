"""The interaction every cog receives: discord.py's, bound to our bot class.

``interaction.client`` is then typed as :class:`bot.Arbitre` (its repositories, forms, settings) without a
cast. ``bot`` imports the cogs' helpers, so the class is named only for the type checker.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeAlias

import discord
from discord import app_commands

if TYPE_CHECKING:
    from bot import Arbitre

Interaction: TypeAlias = discord.Interaction["Arbitre"]

#: The bot's command tree: its error hook receives an :data:`Interaction`.
CommandTree: TypeAlias = app_commands.CommandTree["Arbitre"]

#: What discord.py hands the hooks it calls on a button, a view or a form (``callback``, ``from_custom_id``,
#: ``on_submit``, ``on_error``). It declares them for an interaction of *any* client, so an override must
#: accept any (a narrower parameter breaks the override). Every interaction this bot receives is its own:
#: a hook does no more than pass it on to a function that takes :data:`Interaction`.
HookInteraction: TypeAlias = discord.Interaction[Any]
