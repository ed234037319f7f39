"""Command mentions: ``</postmatch start:123>``, which Discord shows by the name each reader's client uses.

A public reply is read by everyone at the table, in the server's language (French by default), but each reader's
client names the commands in its own language: a mention says « /apres-match lancer » to a French client and
« /postmatch start » to an English one. It needs the command's id, asked of Discord once (then kept) at the first
mention; without it the reply names the command in its own language, as before.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from locales import has, t

if TYPE_CHECKING:
    from cogs.utils.interaction import Interaction

log = logging.getLogger("arbitre.mentions")


async def command_ids(interaction: Interaction) -> dict[str, int]:
    """Each top-level command's id (asked of Discord at the first use, then kept; ``{}`` when it cannot be)."""
    bot = interaction.client
    if bot.command_ids:
        return bot.command_ids
    guild = discord.Object(bot.config.dev_guild_id) if bot.config.dev_guild_id else None
    try:
        fetched = await bot.tree.fetch_commands(guild=guild)
    except discord.HTTPException:
        log.warning("command ids could not be fetched: commands named by their text", exc_info=True)
        return {}
    bot.command_ids = {command.name: command.id for command in fetched}
    return bot.command_ids


async def command_mention(interaction: Interaction, name: str, lang: str) -> str:
    """``</postmatch start:id>`` for ``name`` (the code name, ``"postmatch start"``); without its id, the name
    ``lang``'s clients show (« `/apres-match lancer` »)."""
    command_id = (await command_ids(interaction)).get(name.split()[0])
    if command_id is not None:
        return f"</{name}:{command_id}>"
    words = name.split()
    keys = [f"cmd.{' '.join(words[: i + 1])}.name" for i in range(len(words))]
    shown = " ".join(t(key, lang) for key in keys) if all(has(key, lang) for key in keys) else name
    return f"`/{shown}`"


async def command_mentions(interaction: Interaction, names: tuple[str, ...], lang: str) -> dict[str, str]:
    """:func:`command_mention` of each of ``names``, by name."""
    return {name: await command_mention(interaction, name, lang) for name in names}
