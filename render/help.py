"""``/help``: every command by the name its reader sees, with an example to copy, in the reader's language, grouped
in the order of a league's week."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any, Final, TypeAlias

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


#: /help follows a league's week (issue 26): before a match, during it, after it; the league; settings. A command
#: in no group (a new one) is listed with the last, and a test asks for it to be placed.
HELP_GROUPS: Final[tuple[tuple[str, tuple[str, ...]], ...]] = (
    (
        "before",
        (
            "team create", "team edit", "team show", "team list", "player add", "player import", "player edit",
            "player show", "player list", "player retire", "draft show", "draft import", "draft submit",
            "draft approve", "draft refuse", "match list", "match start", "prematch start", "weather", "kickoff",
        ),
    ),
    (
        "during",
        (
            "block", "armour", "injury", "foul", "casualty", "lasting-injury", "ko-recovery", "wizard fireball",
            "wizard zap", "scatter", "throw-in",
            "roll", "odds block", "odds armour", "odds injury", "odds casualty", "odds foul", "odds prayers",
            "odds bribe", "match casualty",
            "match show", "rule",
        ),
    ),
    (
        "after",
        (
            "match finish", "match cancel", "postmatch start", "postmatch undo", "expensive-mistakes", "advancement",
            "casualties",
        ),
    ),
    (
        "league",
        (
            "standings", "fixtures", "leaderboard", "graveyard", "match unplayed", "season schedule",
            "season playoffs", "playoffs", "season prizes", "season end", "season undo", "draft redraft", "team delete",
            "export",
        ),
    ),
    ("settings", ("settings", "help")),
)  # fmt: skip


def grouped(commands: Iterable[TreeEntry]) -> list[tuple[str, list[Command]]]:
    """The commands of each :data:`HELP_GROUPS` group, in its order (the unplaced ones last)."""
    by_name = {c.qualified_name: c for c in walk(commands)}
    groups = [(key, [by_name.pop(n) for n in names if n in by_name]) for key, names in HELP_GROUPS]
    groups[-1][1].extend(by_name.values())
    return [(key, found) for key, found in groups if found]


def help_line(command: Command, *, lang: str, names: str) -> str:
    """One command: its name as the reader's client shows it (``names``: ``fr`` for a French client, else ``en``),
    its code name beside it when they differ, its description and an example in ``lang``."""
    name = command.qualified_name
    words = name.split()
    shown = (
        " ".join(t(f"cmd.{' '.join(words[: i + 1])}.name", names) for i in range(len(words)))
        if has(f"cmd.{name}.name", names)
        else name
    )
    description = t(f"cmd.{name}.desc", lang) if has(f"cmd.{name}.desc", lang) else command.description
    example = t(f"help.example.{name}", lang) if has(f"help.example.{name}", lang) else f"/{shown}"
    key = "ui.help.line" if shown != name else "ui.help.line.same"
    return t(key, lang, shown=shown, name=name, description=description, example=example)


def help_pages(
    commands: Iterable[TreeEntry], *, lang: str, names: str, hint: str | None = None
) -> list[list[discord.Embed]]:
    """Messages (lists of embeds), each within Discord's per-message budget; ``hint`` closes the first page."""
    embeds: list[discord.Embed] = []
    current: list[str] = []
    size = 0
    lines = [
        line
        for key, found in grouped(commands)
        for line in (
            t("ui.help.group", lang, group=t(f"ui.help.group.{key}", lang)),
            *(help_line(c, lang=lang, names=names) for c in found),
        )
    ]
    for line in lines:
        if current and size + len(line) + 1 > 3900:
            embeds.append(_embed(current, len(embeds), lang=lang, hint=hint))
            current, size = [], 0
        current.append(line)
        size += len(line) + 1
    if current:
        embeds.append(_embed(current, len(embeds), lang=lang, hint=hint))
    pages: list[list[discord.Embed]] = []
    for embed in embeds:  # as many embeds per message as its 6,000 characters allow
        if pages and len(pages[-1]) < 10 and sum(map(len, pages[-1])) + len(embed) <= MESSAGE_BUDGET:
            pages[-1].append(embed)
        else:
            pages.append([embed])
    for number, page in enumerate(pages, start=1):  # the reader (and a test) knows how many follow
        page[-1].set_footer(text=t("ui.help.page", lang, number=number, total=len(pages)))
    return pages


def _embed(lines: list[str], index: int, *, lang: str, hint: str | None) -> discord.Embed:
    title = t("ui.help.title", lang) if index == 0 else t("ui.help.more", lang)
    footer = "\n\n" + t("ui.help.footer", lang) + (f"\n{hint}" if hint else "") if index == 0 else ""
    description = "\n".join(lines) + footer
    return discord.Embed(title=title, description=description, colour=COLOURS["info"])
