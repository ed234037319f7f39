"""French names and descriptions for every command, read from the catalogue.

Discord shows a French client the localized names (``/blessure``); canonical
names stay English. Keys: ``cmd.<qualified name>.name|desc``,
``cmd.<qualified name>.opt.<option>.name|desc`` and ``choice.<value>``.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from locales import LANGUAGES

LOCALES = {discord.Locale.french: "fr"}


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
