"""Per-server settings persist, are validated, and never leak across servers."""

import pytest

from league.settings import SettingsRepository
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
