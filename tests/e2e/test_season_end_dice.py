"""``/season end dice:`` through the real bot: a second run says which dice it keeps, and dice typed again correct
a mistyped entry before Confirm (issue 26, item 8)."""

import pytest

from league.db import open_database
from league.players import PlayerRepository
from tests.e2e.harness import COMMISSIONER_ID, sandbox_fixture
from tests.e2e.league_seed import cancel_unsettled, file_rows, press, seed_league, text_of

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def _seeded(path):
    """The seeded league, its matches cancelled (the season may end); Grak carries two Niggling Injuries and a
    gained Hatred: three D6 at the season end, in that order."""
    db = await open_database(path)
    try:
        seeded = await seed_league(db)
        await cancel_unsettled(db, seeded)
        await PlayerRepository(db).update(
            seeded.guild_id, COMMISSIONER_ID, seeded.players["grak"], niggling=2, gained_hatreds=("Nain",)
        )
    finally:
        await db.close()
    return {"seeded": seeded}


league = sandbox_fixture("league", seed=_seeded)


def grak(league):
    rows = file_rows(league.database_path, "players")["players"]
    (row,) = [r for r in rows if r["id"] == league.seeded.players["grak"]]
    return row["niggling"], row["gained_hatreds"]


async def test_dice_typed_again_replace_the_mistyped_ones_and_kept_dice_are_said(league):
    command = ("saison", "fin")
    mistyped = await league.reply(command, {"des": "4 1 6"})  # meant 1 2 3
    assert "gardé" not in text_of(mistyped) and "remplacé" not in text_of(mistyped)
    again = await league.reply(command, {})
    text = text_of(again)
    assert "3 jets gardés d'une fin de saison lancée plus tôt et pas encore confirmée" in text, text
    assert "tapés à la main se corrigent avant **Confirmer**" in text
    fixed = await league.reply(command, {"des": "1 2 3"})
    text = text_of(fixed)
    assert "3 jets tapés plus tôt remplacés par les dés tapés maintenant" in text, text
    assert "ignorés" not in text and "BP 🎲 1, 2\u00a0: aucune ne guérit (2)" in text and "🎲 3\u00a0: gardée" in text
    short = await league.reply(command, {"des": "6"})  # one die for three rolls: refused, nothing changes
    assert short.ephemeral and "il manque un D6" in short.content, short.content
    stale = await league.click(mistyped, next(c["custom_id"] for r in mistyped.components for c in r["components"]))
    assert (await stale.final()).ephemeral  # the mistyped preview's Confirm is refused: its dice were replaced
    assert grak(league) == (2, '["Nain"]')
    await press(league, fixed, "confirm:")
    assert "Fin de saison appliquée" in text_of(fixed)
    assert grak(league) == (2, '["Nain"]')  # 1 and 2 heal nothing, 3 keeps the Hatred


async def test_no_unknown_route_or_refused_payload(league):
    assert not league.fake.unknown_routes
    assert not league.fake.rejected
