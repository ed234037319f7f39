"""Per-server settings persist, are validated, and never leak across servers."""

import pytest

import locales
from league.settings import DEFAULT_LANGUAGE, GuildSettings, SettingsRepository
from rules.ruleset import UnknownRuleset
from tests.said import refused


async def test_defaults_follow_the_ligue_ruleset(db):
    settings = await SettingsRepository(db).get(1)
    assert settings.ruleset.key == "ligue"
    assert settings.effective_kickoff_table == "classique"


async def test_updates_persist_per_server(db, tmp_path):
    repo = SettingsRepository(db)
    await repo.update(1, 99, ruleset_key="bb2025", league_channel_id=555)
    fresh = SettingsRepository(db)
    assert (await fresh.get(1)).ruleset_key == "bb2025"
    assert (await fresh.get(1)).effective_kickoff_table == "bb2025"
    assert (await fresh.get(1)).league_channel_id == 555
    assert (await fresh.get(2)).ruleset_key == "ligue"


async def test_explicit_kickoff_table_overrides_the_ruleset_default(db):
    repo = SettingsRepository(db)
    await repo.update(1, 99, ruleset_key="bb2025", kickoff_table="classique")
    assert (await repo.get(1)).effective_kickoff_table == "classique"


async def test_everyone_is_refused_as_the_commissioner_role(db):
    repo = SettingsRepository(db)
    await repo.update(1, 99, commissioner_role_id=7)
    with refused("everyone ferait de chaque membre"):
        await repo.update(1, 99, commissioner_role_id=1)  # the @everyone role's id is the server's
    assert (await repo.get(1)).commissioner_role_id == 7


async def test_bad_values_are_refused_and_change_nothing(db):
    repo = SettingsRepository(db)
    with pytest.raises(UnknownRuleset):
        await repo.update(1, 99, ruleset_key="bb2016")
    with pytest.raises(ValueError):
        await repo.update(1, 99, kickoff_table="lrb6")
    assert (await SettingsRepository(db).get(1)).ruleset_key == "ligue"


async def test_a_web_page_address_opens_its_own_server_only_and_a_new_one_revokes_the_old(db):
    """The league page (issue 30): a token names one server; a new token or none takes the old address down; the
    server's other settings are kept."""
    from league.settings import WebPages

    pages, settings = WebPages(db), SettingsRepository(db)
    await settings.update(1, 99, ruleset_key="bb2025")
    assert await pages.token(1) is None and await pages.guild("x" * 22) is None
    await pages.set(1, 99, "a" * 22)
    await pages.set(2, 99, "b" * 22)
    assert (await pages.guild("a" * 22), await pages.guild("b" * 22)) == (1, 2)
    await pages.set(1, 99, "c" * 22)
    assert await pages.guild("a" * 22) is None
    assert (await pages.token(1), await pages.guild("c" * 22)) == ("c" * 22, 1)
    await pages.set(1, 99, None)
    assert await pages.guild("c" * 22) is None and await pages.token(1) is None
    assert (await SettingsRepository(db).get(1)).ruleset_key == "bb2025"
    await settings.update(1, 99, language="en")  # a later settings change keeps the page's state
    await pages.set(3, 99, "d" * 22)
    await settings.update(3, 99, language="en")
    assert await pages.token(3) == "d" * 22


async def test_two_servers_cannot_share_a_web_address(db):
    from league.settings import WebPages

    pages = WebPages(db)
    await pages.set(1, 99, "a" * 22)
    with pytest.raises(Exception, match=r"(?i)unique"):
        await pages.set(2, 99, "a" * 22)
    assert await pages.guild("a" * 22) == 1


async def test_a_language_is_a_code_the_catalogue_checks_not_a_list_of_storage(db):
    # which languages exist is the catalogue's (/settings checks it); storage keeps a code (migration 0030)
    repo = SettingsRepository(db)
    assert (await repo.update(1, 99, language="de")).language == "de"
    with refused("de"):
        await repo.update(1, 99, language="Deutsch")
    assert (await SettingsRepository(db).get(1)).language == "de"


def test_the_default_language_is_the_catalogues():
    assert GuildSettings(1).language == DEFAULT_LANGUAGE == locales.DEFAULT_LANGUAGE
