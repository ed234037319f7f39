"""French localizations come from catalogue keys derived from each command's place in the tree."""

import discord
from discord import app_commands

from cogs.utils.translator import LOCALES, CatalogueTranslator, catalogue_key, localized
from locales import LANGUAGES

Where = app_commands.TranslationContextLocation


async def test_keys_for_commands_options_and_choices():
    group = app_commands.Group(name="odds", description="d")

    @group.command(name="armour", description="d")
    async def armour(interaction: discord.Interaction, av: int) -> None: ...

    param = app_commands.Parameter(armour._params["av"], armour)  # what discord.py hands the translator
    assert catalogue_key(app_commands.TranslationContext(Where.command_name, armour)) == "cmd.odds armour.name"
    assert catalogue_key(app_commands.TranslationContext(Where.group_description, group)) == "cmd.odds.desc"
    assert catalogue_key(app_commands.TranslationContext(Where.parameter_name, param)) == "cmd.odds armour.opt.av.name"
    choice = app_commands.Choice(name="ligue", value="ligue")
    assert catalogue_key(app_commands.TranslationContext(Where.choice_name, choice)) == "choice.ligue"


async def test_only_french_clients_get_a_translation():
    translator = CatalogueTranslator()
    group = app_commands.Group(name="odds", description="d")
    context = app_commands.TranslationContext(Where.group_name, group)
    assert await translator.translate(app_commands.locale_str("odds"), discord.Locale.french, context) == "probas"
    assert await translator.translate(app_commands.locale_str("odds"), discord.Locale.german, context) is None


def test_the_localized_locales_are_the_catalogues_languages_but_discords_default():
    assert LOCALES == localized(LANGUAGES) == {discord.Locale.french: "fr"}
    # a new catalogue is localized with no other edit: every Discord locale of its language
    assert localized(("fr", "en", "es")) == {
        discord.Locale.french: "fr",
        discord.Locale.spain_spanish: "es",
        discord.Locale.latin_american_spanish: "es",
    }
