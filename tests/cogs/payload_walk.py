"""Walk a synced command payload (as discord.py sends it, or as the fake Discord recorded it) and list what is
wrong with its words: every command, group, option and choice needs an English default and a French
localization, both taken from the catalogue, within Discord's limits, and never a placeholder.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

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
