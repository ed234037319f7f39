"""/help pages: every command once, within Discord's per-message budget."""

import pytest

from bot import EXTENSIONS, Arbitre
from config import Settings
from render.help import MESSAGE_BUDGET, help_pages, walk


async def test_pages_hold_every_command_within_the_budget():
    bot = Arbitre(Settings.from_env({}))
    for extension in EXTENSIONS:
        await bot.load_extension(extension)
    commands = bot.tree.get_commands()
    pages = help_pages(commands, lang="fr", names="fr")
    await bot.close()
    text = "".join(e.description for page in pages for e in page)
    assert text.count("ex. `") == len(list(walk(commands)))
    assert all(sum(len(e) for e in page) <= MESSAGE_BUDGET and len(page) <= 10 for page in pages)
    assert pages[-1][-1].footer.text.endswith(f"{len(pages)} sur {len(pages)}")


@pytest.mark.parametrize(("lang", "locale"), [("fr", "fr"), ("en", "en-US")])
async def test_every_example_of_help_is_one_the_bot_takes(lang, locale):
    """/help's examples are copied as they are: each is read as Discord and the console read it."""
    from locales import LANGUAGES
    from tests.cogs.payload_walk import bot_payload, example_problem

    payload, _ = await bot_payload()
    examples = [text for key, text in LANGUAGES[lang].items() if key.startswith("help.example.")]
    assert len(examples) > 30
    assert [p for e in examples if (p := example_problem(payload, e, locale))] == []


async def test_every_command_has_its_place_in_the_week():
    """Issue 26: /help is grouped as a league's week goes; a new command must be placed in a group."""
    from render.help import HELP_GROUPS

    bot = Arbitre(Settings.from_env({}))
    for extension in EXTENSIONS:
        await bot.load_extension(extension)
    names = {c.qualified_name for c in walk(bot.tree.get_commands())}
    await bot.close()
    placed = [name for _, group in HELP_GROUPS for name in group]
    assert sorted(placed) == sorted(names)
