"""Walk a synced command payload (as discord.py sends it, or as the fake Discord recorded it) and list what is
wrong with its words: every command, group, option and choice needs an English default and a French
localization, both taken from the catalogue, within Discord's limits, and never a placeholder.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from fakediscord.options import InvocationError, Resolver, build_options, parse_invocation, unknown_names
from locales import LANGUAGES

#: Discord's name rule for slash commands and options (letters of any script, digits, - and _), lowercase.
NAME = re.compile(r"^[-_\w]{1,32}$")
PLACEHOLDERS = {"…", "...", "-", "—", "TODO", "description"}
LANGS = {"default": "en", "fr": "fr"}


def items(payload: list[dict[str, Any]]) -> Iterator[tuple[str, str, dict[str, Any]]]:
    """``(catalogue key stem, kind, item)`` for every command, subcommand, option and choice."""
    for command in payload:
        yield from _walk(command, command["name"])


def _walk(item: dict[str, Any], qualified: str) -> Iterator[tuple[str, str, dict[str, Any]]]:
    yield f"cmd.{qualified}", "command", item
    for option in item.get("options") or []:
        if option["type"] in (1, 2):  # subcommand, subcommand group
            yield from _walk(option, f"{qualified} {option['name']}")
            continue
        yield f"cmd.{qualified}.opt.{option['name']}", "option", option
        for choice in option.get("choices") or []:
            yield f"choice.{choice['value']}", "choice", choice


def _text(item: dict[str, Any], field: str, lang: str) -> str | None:
    return item.get(field) if lang == "default" else (item.get(f"{field}_localizations") or {}).get(lang)


def problems(payload: list[dict[str, Any]]) -> list[str]:
    """Everything wrong with the payload's words (an empty list when all is well)."""
    found: list[str] = []
    for stem, kind, item in items(payload):
        for lang, catalogue in LANGS.items():
            words = LANGUAGES[catalogue]
            name = _text(item, "name", lang)
            where = f"{stem} [{lang}]"
            if kind == "choice":
                expected = words.get(stem)
                if not name or name.strip() in PLACEHOLDERS or len(name) > 100:
                    found.append(f"{where}: choice name {name!r}")
                elif name != expected:
                    found.append(f"{where}: choice name {name!r} is not the catalogue's {expected!r}")
                continue
            if not name or not NAME.match(name) or name != name.lower():
                found.append(f"{where}: name {name!r}")
            elif name != words.get(f"{stem}.name"):
                found.append(f"{where}: name {name!r} is not the catalogue's {words.get(f'{stem}.name')!r}")
            description = _text(item, "description", lang)
            if not description or description.strip() in PLACEHOLDERS or len(description) > 100:
                found.append(f"{where}: description {description!r}")
            elif description != words.get(f"{stem}.desc"):
                found.append(f"{where}: description {description!r} is not the catalogue's")
    return found


async def bot_payload() -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The commands as discord.py's translated sync would send them (its translator asked for each text), and as
    the bot's tree sends them (:meth:`cogs.utils.errors.ArbitreTree.payload`)."""
    from bot import EXTENSIONS, Arbitre
    from cogs.utils.errors import ArbitreTree
    from cogs.utils.translator import CatalogueTranslator
    from config import Settings

    bot = Arbitre(Settings.from_env({}))
    translator = CatalogueTranslator()
    await bot.tree.set_translator(translator)
    for extension in EXTENSIONS:
        await bot.load_extension(extension)
    tree = bot.tree
    assert isinstance(tree, ArbitreTree)
    translated = [await c.get_translated_payload(tree, translator) for c in tree.get_commands()]
    ours = tree.payload()
    await bot.close()
    return translated, ours


class _Anyone(Resolver):
    """Any member, channel, role or file an example names is taken as found (the examples' words are checked)."""

    def user(self, value: Any) -> tuple[int, list[tuple[str, str, dict[str, Any]]]]:
        return 1, []

    def channel(self, value: Any, channel_types: list[int]) -> tuple[int, list[tuple[str, str, dict[str, Any]]]]:
        return 1, []

    def role(self, value: Any) -> tuple[int, list[tuple[str, str, dict[str, Any]]]]:
        return 1, []

    def attachment(self, value: Any) -> tuple[int, list[tuple[str, str, dict[str, Any]]]]:
        return 1, []


def example_problem(payload: list[dict[str, Any]], example: str, locale: str) -> str | None:
    """What Discord (or the console) would refuse in an example a reader copies — an unknown command, option or
    choice, a value of the wrong type, a missing required option, a ``name:`` that is no option — else None."""
    try:
        resolved, values = parse_invocation(payload, example, locale=locale)
        build_options(resolved, values, _Anyone(), locale=locale)
    except InvocationError as error:
        return f"{example} → {error}"
    stray = unknown_names(resolved, values)
    return f"{example} → « {stray[0][0]}: » is no option" if stray else None
