"""Every command's words, read from the catalogue: English by default, French localized.

Discord shows a client without a localization the default text, so
:func:`apply_defaults` writes the English catalogue's descriptions and choice
names onto each command as it joins the tree (the cogs' own strings are never
shown); :class:`CatalogueTranslator` gives a French client the French names
(``/blessure``) and descriptions. Canonical names stay the code's English ones.
Keys: ``cmd.<qualified name>.name|desc``, ``cmd.<qualified name>.opt.<option>.name|desc``
and ``choice.<value>``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from locales import LANGUAGES, t

#: The language of Discord's default text, read by every client the bot has no localization for.
DEFAULT_LANGUAGE = "en"


def localized(languages: Iterable[str]) -> dict[discord.Locale, str]:
    """Discord's locales to localize, to their language: every locale of each language but the default text's
    (``es-ES`` and ``es-419`` would both read a Spanish catalogue)."""
    return {
        locale: lang
        for locale in discord.Locale
        for lang in languages
        if lang != DEFAULT_LANGUAGE and locale.value.partition("-")[0] == lang
    }


#: The locales the catalogue's languages localize (French today).
LOCALES = localized(LANGUAGES)


def catalogue_key(context: app_commands.TranslationContext[Any, Any]) -> str | None:
    """Where in the catalogue the text for this context lives."""
    data = context.data
    location = context.location
    if location in (Where.command_name, Where.group_name):
        return f"cmd.{data.qualified_name}.name"
    if location in (Where.command_description, Where.group_description):
        return f"cmd.{data.qualified_name}.desc"
    if location is Where.parameter_name:
        return f"cmd.{data.command.qualified_name}.opt.{data.name}.name"
    if location is Where.parameter_description:
        return f"cmd.{data.command.qualified_name}.opt.{data.name}.desc"
    if location is Where.choice_name:
        return f"choice.{data.value}"
    return None


class CatalogueTranslator(app_commands.Translator):
    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContext[Any, Any],
    ) -> str | None:
        lang = LOCALES.get(locale)
        if lang is None:  # asked once per string for each of Discord's ~30 locales: answer the others fast
            return None
        key = catalogue_key(context)
        return None if key is None else LANGUAGES[lang].get(key)


def apply_defaults(
    command: app_commands.Command[Any, ..., Any] | app_commands.Group, lang: str = DEFAULT_LANGUAGE
) -> None:
    """Give a command, its subcommands, options and choices their default text from the catalogue.

    The catalogue's names must be the code's (they are what a client without a
    localization types): a difference is a bug, raised before anything is synced.
    """
    key = f"cmd.{command.qualified_name}"
    _check_name(t(f"{key}.name", lang), command.name, key)
    command.description = t(f"{key}.desc", lang)
    if isinstance(command, app_commands.Group):
        for child in command.commands:
            apply_defaults(child, lang)
        return
    # discord.py has no public setter for a parameter's description: it lives on the command's parameters.
    for param in command._params.values():
        option = f"{key}.opt.{param.name}"
        _check_name(t(f"{option}.name", lang), param.display_name, option)
        param.description = app_commands.locale_str(t(f"{option}.desc", lang))
        for choice in param.choices or ():
            choice.name = t(f"choice.{choice.value}", lang)


def _check_name(catalogue: str, code: str, key: str) -> None:
    if catalogue != code:
        raise ValueError(f"{key}.name is {catalogue!r} in the catalogue but {code!r} in the code")


AppCommand = app_commands.Command[Any, ..., Any] | app_commands.Group | app_commands.ContextMenu


def localized_payload(commands: Iterable[AppCommand], tree: app_commands.CommandTree[Any]) -> list[dict[str, Any]]:
    """The commands as a sync sends them: discord.py's ``to_dict`` with each text's localizations from the
    catalogue, one look-up per text and language.

    The same payload as discord.py's translated one (``tests/cogs/utils/test_translator.py`` compares them), which
    asks :class:`CatalogueTranslator` once per text for each of Discord's ~30 locales, a coroutine each: ≈ 15 ms
    of every start-up that syncs (issue 11).
    """
    return [_localized(command, command.to_dict(tree)) for command in commands]


def _localizations(key: str) -> dict[str, str]:
    texts = {}
    for locale, lang in LOCALES.items():
        text = LANGUAGES[lang].get(key)
        if text is not None:
            texts[locale.value] = text
    return texts


def _localized(command: AppCommand, data: dict[str, Any]) -> dict[str, Any]:
    key = f"cmd.{command.qualified_name}"
    data["name_localizations"] = _localizations(f"{key}.name")
    if isinstance(command, app_commands.ContextMenu):
        return data
    data["description_localizations"] = _localizations(f"{key}.desc")
    if isinstance(command, app_commands.Group):
        data["options"] = [_localized(c, d) for c, d in zip(command.commands, data["options"], strict=True)]
        return data
    for param, option in zip(command._params.values(), data["options"], strict=True):
        stem = f"{key}.opt.{param.name}"
        # discord.py adds an option's or a choice's localizations only when there are some
        for field, texts in (
            ("name_localizations", _localizations(f"{stem}.name")),
            ("description_localizations", _localizations(f"{stem}.desc")),
        ):
            if texts:
                option[field] = texts
        for choice, shown in zip(param.choices or (), option.get("choices", ()), strict=True):
            texts = _localizations(f"choice.{choice.value}")
            if texts:
                shown["name_localizations"] = texts
    return data


def group(name: str) -> app_commands.Group:
    """A command group; Discord wants a description at once, so it is the catalogue's English one."""
    return app_commands.Group(name=name, description=t(f"cmd.{name}.desc", DEFAULT_LANGUAGE))
