"""The command tree as Discord receives it: every command and option localized in French."""

import re

import pytest

from bot import EXTENSIONS, Arbitre
from cogs.utils.translator import CatalogueTranslator
from config import Settings

NAME = re.compile(r"^[-_\w]{1,32}$")


@pytest.fixture
async def payload():
    bot = Arbitre(Settings.from_env({}))
    await bot.tree.set_translator(CatalogueTranslator())
    for extension in EXTENSIONS:
        await bot.load_extension(extension)
    translator = bot.tree.translator
    commands = [await c.get_translated_payload(bot.tree, translator) for c in bot.tree.get_commands()]
    await bot.close()
    return commands


def _options(command):
    for option in command.get("options", []):
        yield option
        yield from _options(option)


async def test_every_command_and_option_has_a_french_name_and_description(payload):
    assert payload, "no command registered"
    for command in payload:
        for item in [command, *_options(command)]:
            assert item["name_localizations"].get("fr"), item["name"]
            assert item["description_localizations"].get("fr"), item["name"]
            french = item["name_localizations"]["fr"]
            assert NAME.match(french) and french == french.lower(), french
            assert len(item["description_localizations"]["fr"]) <= 100, item["name"]


async def test_french_names_are_unique_at_each_level(payload):
    top = [c["name_localizations"]["fr"] for c in payload]
    assert len(top) == len(set(top))
    for command in payload:
        names = [o["name_localizations"]["fr"] for o in command.get("options", [])]
        assert len(names) == len(set(names)), command["name"]


async def test_commands_are_guild_only(payload):
    for command in payload:
        assert command.get("contexts") == [0], command["name"]


@pytest.mark.parametrize(
    "name",
    [
        "armour",
        "foul",
        "injury",
        "casualty",
        "lasting-injury",
        "ko-recovery",
        "block",
        "kickoff",
        "weather",
        "scatter",
        "throw-in",
        "expensive-mistakes",
        "advancement",
        "rule",
        "odds",
        "roll",
        "settings",
        "help",
    ],
)
async def test_the_issue_commands_exist(payload, name):
    assert name in {c["name"] for c in payload}


async def test_settings_is_hidden_from_members_without_manage_server(payload):
    settings = next(c for c in payload if c["name"] == "settings")
    assert int(settings["default_member_permissions"]) == 1 << 5
