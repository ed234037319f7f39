"""/help pages: every command once, within Discord's per-message budget."""

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
