"""The command tree as Discord receives it: English by default, French localized, every word from the catalogue."""

import re

import pytest

from locales import t
from rules import limits
from tests.cogs.payload_walk import bot_payload, items, problems

NAME = re.compile(r"^[-_\w]{1,32}$")


@pytest.fixture
async def synced():
    return await bot_payload()


@pytest.fixture
def payload(synced):
    return synced[0]


async def test_the_bot_syncs_the_payload_discord_py_would_translate(synced):
    # ArbitreTree.sync builds it with one catalogue look-up per text, not one translator call per locale
    translated, ours = synced
    assert ours == translated


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


async def test_every_command_option_and_choice_has_real_words_in_both_languages(payload):
    # Discord shows the default (English) to every client without a localization: no « … », ≤ 100 characters,
    # names as Discord allows them, each the catalogue's own text.
    assert problems(payload) == []
    assert "…" not in repr(payload)
    kinds = [kind for _, kind, _ in items(payload)]
    assert kinds.count("command") > 50 and kinds.count("option") > 150 and kinds.count("choice") > 20


async def test_the_english_defaults_are_the_catalogue_not_the_cogs_strings(payload):
    injury = next(c for c in payload if c["name"] == "injury")
    cause = next(o for o in injury["options"] if o["name"] == "cause")
    assert injury["description"] == t("cmd.injury.desc", "en")
    assert cause["description"] == "What caused the injury"
    assert {c["value"]: c["name"] for c in cause["choices"]}["crowd"] == t("choice.crowd", "en")
    assert {c["value"]: c["name_localizations"]["fr"] for c in cause["choices"]}["crowd"] == t("choice.crowd", "fr")


def test_a_catalogue_name_that_differs_from_the_code_is_refused():
    from discord import app_commands

    from cogs.utils.translator import apply_defaults

    @app_commands.command(name="weather", description="x")
    @app_commands.rename(dice="des")  # a French name typed in the code: clients would see it, not the catalogue's
    async def weather(interaction, dice: str | None = None) -> None:
        pass

    with pytest.raises(ValueError, match=r"cmd\.weather\.opt\.dice\.name is 'dice' in the catalogue but 'des'"):
        apply_defaults(weather)


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


async def test_the_walk_flags_a_placeholder_a_long_text_and_a_missing_french_word(payload):
    import copy

    broken = copy.deepcopy(payload)
    armour = next(c for c in broken if c["name"] == "armour")
    armour["options"][0]["description"] = "…"
    armour["options"][1]["description_localizations"] = {}
    armour["description"] = "x" * 101
    found = problems(broken)
    assert len(found) == 3
    assert any("cmd.armour.opt.av [default]: description '…'" in p for p in found)
    assert any("cmd.armour.opt.modifier [fr]: description None" in p for p in found)


async def test_options_read_their_limits_from_the_rules(payload):
    by_name = {c["name"]: c for c in payload}
    finish = next(o for o in by_name["match"]["options"] if o["name"] == "finish")
    score = next(o for o in finish["options"] if o["name"] == "home_score")
    assert (score["min_value"], score["max_value"]) == (limits.TOUCHDOWNS.low, limits.TOUCHDOWNS.high)
    armour = next(o for o in by_name["armour"]["options"] if o["name"] == "av")
    assert (armour["min_value"], armour["max_value"]) == (limits.AV.low, limits.AV.high)
