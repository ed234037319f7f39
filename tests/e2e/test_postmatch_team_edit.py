"""A team's money edited by a commissioner while its post-match is in progress: the post-match counts from the new
values (tests/league/test_postmatch.py shows the books), and the edit's reply names that post-match's match."""

import pytest

from tests.e2e.harness import sandbox
from tests.e2e.league_seed import seed_file

pytestmark = pytest.mark.asyncio(loop_scope="function")


async def test_a_treasury_edited_during_the_post_match_is_counted_from_and_the_reply_says_so(tmp_path):
    seeded = await seed_file(tmp_path / "arbitre.sqlite3")
    async with sandbox(tmp_path) as league:
        await league.reply(("apres-match", "lancer"), {"match": str(seeded.matches["main"])})
        orcs = f"id:{seeded.teams['orcs']}"
        msg = await league.reply(("equipe", "modifier"), {"nom": orcs, "tresorerie": 120_000})
        assert not msg.ephemeral and f"L'après-match du match n° {seeded.matches['main']} est en cours" in msg.content
        msg = await league.reply(("equipe", "modifier"), {"nom": orcs, "nouveau-nom": "Orques de Fer II"})
        assert "après-match" not in msg.content  # a name is not the post-match's
