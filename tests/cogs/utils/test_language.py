"""The language of a reply (cogs.utils.language): a server's stored language is read against the catalogue."""

from types import SimpleNamespace
from unittest.mock import AsyncMock

from cogs.utils.language import server_language
from league.settings import GuildSettings
from locales import DEFAULT_LANGUAGE


def interaction(language: str) -> SimpleNamespace:
    repo = SimpleNamespace(get=AsyncMock(return_value=GuildSettings(1, language=language)))
    return SimpleNamespace(guild_id=1, locale="fr", client=SimpleNamespace(settings_repo=repo))


async def test_a_server_speaks_its_stored_language():
    assert await server_language(interaction("en")) == "en"


async def test_a_language_the_catalogue_no_longer_has_reads_the_default():
    # storage keeps any code (migration 0030): a catalogue removed since, or a newer bot's, is not a crash
    assert await server_language(interaction("de")) == DEFAULT_LANGUAGE
