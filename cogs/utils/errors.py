"""One place where errors become French, ephemeral replies.

Expected problems (bad input, missing rights) raise :class:`UserError` or a
discord check failure and are shown as is; anything else is logged with the
command and its options and the user gets an apology, never a traceback.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable
from typing import Any

import discord
from discord import app_commands

from cogs.utils.interaction import CommandTree, HookInteraction, Interaction
from cogs.utils.translator import apply_defaults
from locales import t, t_map
from rules.errors import DomainError

log = logging.getLogger("arbitre.errors")


class UserError(app_commands.AppCommandError):
    """A problem the user can fix; the message is French and shown to them only."""


async def reply_ephemeral(interaction: Interaction, message: str) -> None:
    """Answer privately whether or not the interaction was already acknowledged."""
    try:
        if interaction.response.is_done():
            await interaction.followup.send(message, ephemeral=True)
        else:
            await interaction.response.send_message(message, ephemeral=True)
    except discord.HTTPException:
        log.warning("impossible de répondre à l'interaction %s", interaction.id, exc_info=True)


def describe_error(error: Exception) -> str | None:
    """The French text for an expected error, or ``None`` for a bug."""
    if isinstance(error, app_commands.CommandInvokeError):
        error = error.original
    if isinstance(error, DomainError):
        # Parameters may quote what the user typed: escaped like a UserError's text.
        return discord.utils.escape_mentions(t_map(error.key, error.params))
    if isinstance(error, UserError):
        # Messages may quote what the user typed: never let it mention anyone, even with mentions allowed.
        return discord.utils.escape_mentions(str(error))
    if isinstance(error, app_commands.CheckFailure):
        return t("ui.error.forbidden")
    if isinstance(error, app_commands.TransformerError):
        return t("ui.error.bad_option", value=discord.utils.escape_markdown(str(error.value))[:100])
    if isinstance(error, app_commands.CommandNotFound):
        return t("ui.error.unknown_command")
    return None


async def report(interaction: Interaction, error: Exception) -> None:
    """Show an expected error, or log a bug and apologise."""
    text = describe_error(error)
    if text is None:
        command = interaction.command.qualified_name if interaction.command else "?"
        options = interaction.data.get("options") if interaction.data else None
        original = getattr(error, "original", error)
        log.error("erreur dans /%s options=%r", command, options, exc_info=original)
        text = t("ui.error.unexpected")
    await reply_ephemeral(interaction, text)


async def guarded(interaction: Interaction, action: Awaitable[None]) -> None:
    """Run a component callback; discord.py only logs what dynamic items raise, we answer it."""
    try:
        await action
    except Exception as exc:  # every error ends as a French reply, never a silent failure
        await report(interaction, exc)


class ArbitreTree(CommandTree):
    """The command tree with the bot-wide error handler; each command takes its words from the catalogue."""

    def add_command(self, command: Any, /, **kwargs: Any) -> None:
        if isinstance(command, app_commands.Command | app_commands.Group):
            apply_defaults(command)
        super().add_command(command, **kwargs)

    async def on_error(self, interaction: Interaction, error: app_commands.AppCommandError) -> None:
        await report(interaction, error)


class ArbitreView(discord.ui.View):
    """Views route their errors through the same handler as commands."""

    async def on_error(self, interaction: HookInteraction, error: Exception, item: discord.ui.Item[Any]) -> None:
        await report(interaction, error)
