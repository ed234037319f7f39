"""The one place where errors become ephemeral replies, in the reader's language.

Expected problems (bad input, missing rights) are data: a :class:`~rules.errors.DomainError`
raised by ``rules/`` or ``league/``, a :class:`UserError` raised here, or a discord check failure;
:func:`describe_error` says them in the reader's words. Anything else — a ``ValueError`` that is
not a domain error included — is a bug: logged with the command and its options, and the user
gets the apology, never a traceback.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable
from typing import Any

import discord
from discord import app_commands

import render.errors
from cogs.utils.interaction import CommandTree, Interaction
from cogs.utils.language import reader_language
from cogs.utils.translator import apply_defaults, localized_payload
from locales import DEFAULT_LANGUAGE, t
from rules.errors import DomainError, Refused

log = logging.getLogger("arbitre.errors")
#: Discord's limit on a message's content.
MESSAGE_LIMIT = 2000


class UserError(app_commands.AppCommandError):
    """A problem the user can fix, found by a cog (a right, a stale button): a catalogue key and its
    parameters, shown to them only in their language."""

    def __init__(self, key: str, **params: object) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


async def reply_ephemeral(interaction: Interaction, message: str) -> None:
    """Answer privately whether or not the interaction was already acknowledged."""
    message = message if len(message) <= MESSAGE_LIMIT else message[: MESSAGE_LIMIT - 1] + "…"
    try:
        if interaction.response.is_done():
            await interaction.followup.send(message, ephemeral=True)
        else:
            await interaction.response.send_message(message, ephemeral=True)
    except discord.HTTPException:
        log.warning("could not answer interaction %s", interaction.id, exc_info=True)


def describe_error(error: Exception, lang: str = DEFAULT_LANGUAGE) -> str | None:
    """The text for an expected error in ``lang``, or ``None`` for a bug."""
    if isinstance(error, app_commands.CommandInvokeError):
        error = error.original
    if isinstance(error, DomainError | UserError | Refused):
        # what the user typed is quoted: never able to mention anyone or to format the message
        return render.errors.error_text(error, lang)
    if isinstance(error, app_commands.CheckFailure):
        return t("ui.error.forbidden", lang)
    if isinstance(error, app_commands.TransformerError):
        return t("ui.error.bad_option", lang, value=discord.utils.escape_markdown(str(error.value))[:100])
    if isinstance(error, app_commands.CommandNotFound):
        return t("ui.error.unknown_command", lang)
    return None


async def report(interaction: Interaction, error: Exception) -> None:
    """Show an expected error in the reader's language, or log a bug and apologise."""
    try:
        lang = await reader_language(interaction)
    except Exception:  # the settings cannot be read: still answer, in the locale's language or French
        log.exception("reader language for interaction %s", interaction.id)
        lang = DEFAULT_LANGUAGE
    text = describe_error(error, lang)
    if text is None:
        command = interaction.command.qualified_name if interaction.command else "?"
        options = interaction.data.get("options") if interaction.data else None
        original = getattr(error, "original", error)
        log.error("error in /%s options=%r", command, options, exc_info=original)
        text = t("ui.error.unexpected", lang)
    await reply_ephemeral(interaction, text)


async def guarded(interaction: Interaction, action: Awaitable[None]) -> None:
    """Run a component callback; discord.py only logs what dynamic items raise, we answer it."""
    try:
        await action
    except Exception as exc:  # every error ends as a reply, never a silent failure
        await report(interaction, exc)


class ArbitreTree(CommandTree):
    """The command tree with the bot-wide error handler; each command takes its words from the catalogue."""

    def add_command(self, command: Any, /, **kwargs: Any) -> None:
        if isinstance(command, app_commands.Command | app_commands.Group):
            apply_defaults(command)
        super().add_command(command, **kwargs)

    async def on_error(self, interaction: Interaction, error: app_commands.AppCommandError) -> None:
        await report(interaction, error)

    def payload(self, *, guild: discord.abc.Snowflake | None = None) -> list[dict[str, Any]]:
        """What a sync sends Discord: every command with its localized texts."""
        return localized_payload(self.get_commands(guild=guild), self)

    async def sync(
        self, *, guild: discord.abc.Snowflake | None = None, payload: list[dict[str, Any]] | None = None
    ) -> list[app_commands.AppCommand]:
        """discord.py's ``sync`` with :meth:`payload`: the same commands and texts, without asking the
        translator once per text for each of Discord's ~30 locales (:func:`localized_payload`).

        ``payload``: :meth:`payload`'s result when the caller built it already (to hash it, ``bot.py``)."""
        application_id = self.client.application_id
        if application_id is None:
            raise app_commands.MissingApplicationID
        payload, http = payload if payload is not None else self.payload(guild=guild), self.client.http
        try:
            if guild is None:
                data = await http.bulk_upsert_global_commands(application_id, payload=payload)
            else:
                data = await http.bulk_upsert_guild_commands(application_id, guild.id, payload=payload)
        except discord.HTTPException as exc:
            if exc.status == 400 and exc.code == 50035:  # as discord.py: the payload itself was refused
                raise app_commands.CommandSyncFailure(exc, self.get_commands(guild=guild)) from None
            raise
        return [app_commands.AppCommand(data=d, state=self.client._connection) for d in data]
