"""The command list the real bot syncs, as the fake Discord recorded the PUT: real words in both languages."""

import pytest

from tests.cogs.payload_walk import items, problems
from tests.e2e.harness import sandbox

pytestmark = pytest.mark.asyncio(loop_scope="function")


async def test_every_synced_command_option_and_choice_speaks_english_by_default_and_french_localized(tmp_path):
    async with sandbox(tmp_path) as league:
        (sync,) = league.fake.syncs
        assert problems(sync.commands) == []
        assert "…" not in repr(sync.commands)
        walked = [kind for _, kind, _ in items(sync.commands)]
        assert walked.count("option") > 150 and walked.count("choice") > 20
        block = next(c for c in sync.commands if c["name"] == "block")
        dodge = next(o for o in block["options"] if o["name"] == "dodge")
        assert (dodge["description"], dodge["description_localizations"]["fr"]) == (
            "The defender has Dodge",
            "Le défenseur a Esquive",
        )
