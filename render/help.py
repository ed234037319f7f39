"""``/help``: every command by its French name, with an example to copy."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any, TypeAlias

import discord
from discord import app_commands

from locales import has, t
from render.embeds import COLOURS

#: Discord counts at most 6,000 characters over all the embeds of one message.
MESSAGE_BUDGET = 5500

Command: TypeAlias = app_commands.Command[Any, ..., Any]
#: What a command tree holds (a context menu has no description: not listed).
TreeEntry: TypeAlias = Command | app_commands.Group | app_commands.ContextMenu


def walk(commands: Iterable[TreeEntry]) -> Iterator[Command]:
    for command in sorted(commands, key=lambda c: c.qualified_name):
        if isinstance(command, app_commands.Group):
            yield from walk(command.commands)
        elif isinstance(command, app_commands.Command):
            yield command


def help_line(command: Command) -> str:
    name = command.qualified_name
    french = (
        " ".join(t(f"cmd.{' '.join(name.split()[: i + 1])}.name") for i in range(len(name.split())))
        if has(f"cmd.{name}.name")
        else name
    )
    description = t(f"cmd.{name}.desc") if has(f"cmd.{name}.desc") else command.description
    example = t(f"help.example.{name}") if has(f"help.example.{name}") else f"/{french}"
    return f"**/{french}** (`/{name}`) — {description}\n\u2003ex. `{example}`"


def help_pages(commands: Iterable[TreeEntry]) -> list[list[discord.Embed]]:
    """Messages (lists of embeds), each within Discord's per-message budget."""
    embeds: list[discord.Embed] = []
    current: list[str] = []
    size = 0
    for line in (help_line(c) for c in walk(commands)):
        if current and size + len(line) + 1 > 3900:
            embeds.append(_embed(current, len(embeds)))
            current, size = [], 0
        current.append(line)
        size += len(line) + 1
    if current:
        embeds.append(_embed(current, len(embeds)))
    pages: list[list[discord.Embed]] = []
    for embed in embeds:  # as many embeds per message as its 6,000 characters allow
        if pages and len(pages[-1]) < 10 and sum(map(len, pages[-1])) + len(embed) <= MESSAGE_BUDGET:
            pages[-1].append(embed)
        else:
            pages.append([embed])
    for number, page in enumerate(pages, start=1):  # the reader (and a test) knows how many follow
        page[-1].set_footer(text=t("ui.help.page", number=number, total=len(pages)))
    return pages


def _embed(lines: list[str], index: int) -> discord.Embed:
    title = t("ui.help.title") if index == 0 else t("ui.help.more")
    description = "\n".join(lines) + ("\n\n" + t("ui.help.footer") if index == 0 else "")
    return discord.Embed(title=title, description=description, colour=COLOURS["info"])
