"""The players a Prayer to Nuffle selected, through the real bot and the fake Discord (issue 28): Iron Man and
Knuckle Dusters change that player's rolls in the match whose pre-game rolled them, and in no other.

Orques de Fer prayed twice against Les Gobs: Iron Man for Petit (AV 8+ → 9+), Knuckle Dusters for Grosbras (Mighty
Blow). The orcs play Les Francs in another match, with no pre-game. The pre-game is applied through its repository,
as /prematch does.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from league.db import open_database
from league.matches import MatchRepository
from league.pregame import PregameRepository
from records.pregame import TeamPregame
from rules.characteristics import Profile
from rules.pregame.prayers import PrayerPick
from tests.e2e.harness import COMMISSIONER_ID, GENERAL_CHANNEL_ID, LEAGUE_GUILD_ID, sandbox_fixture
from tests.e2e.two_teams import player, seed_two_teams

pytestmark = pytest.mark.asyncio(loop_scope="module")

PLAYERS = {
    "petit": ("orcs", player(7, "Petit", Profile(5, 1, 3, 4, 8))),
    "grosbras": ("orcs", player(8, "Grosbras", Profile(5, 3, 3, 4, 10))),
    "snik": ("gobs", player(3, "Snik", Profile(6, 2, 3, 4, 8))),
    "franc": ("free", player(4, "Franc", Profile(6, 3, 3, 4, 8))),
}


async def seeded(path: Path) -> dict[str, Any]:
    ids = await seed_two_teams(path, PLAYERS)
    db = await open_database(path)
    try:
        matches = MatchRepository(db)
        (match,) = await matches.list(LEAGUE_GUILD_ID, status="open")
        orcs, gobs = match.team_ids
        free = next(t for t in await league_teams(db) if t not in (orcs, gobs))
        picks = (PrayerPick(4, ids["petit"]), PrayerPick(5, ids["grosbras"]))
        await PregameRepository(db).apply(
            LEAGUE_GUILD_ID,
            COMMISSIONER_ID,
            match.id,
            [TeamPregame(orcs, 1_000_000, prayers=(4, 5), picks=picks), TeamPregame(gobs, 1_000_000)],
        )
        await matches.open(
            LEAGUE_GUILD_ID, COMMISSIONER_ID, home_team_id=free, away_team_id=orcs, channel_id=GENERAL_CHANNEL_ID
        )
        return {"ids": ids}
    finally:
        await db.close()


async def league_teams(db: Any) -> list[int]:
    rows = await db.fetchall("SELECT id FROM teams WHERE guild_id = ? ORDER BY id", (LEAGUE_GUILD_ID,))
    return [int(row["id"]) for row in rows]


league = sandbox_fixture("league", seed=seeded)


async def test_iron_man_gives_his_player_av_9_in_the_match_that_prayed(league):
    petit, snik = f"id:{league.ids['petit']}", f"id:{league.ids['snik']}"
    msg = await league.reply("armure", {"victime": petit, "attaquant": snik, "des": "4 4"})
    assert not msg.ephemeral, msg.content
    # 4 + 4 = 8 against AV 9+ (his 8+ and Iron Man): holds
    assert "8** contre 9+" in msg.embed["description"] and "L'armure résiste" in msg.embed["description"]


async def test_the_same_player_in_another_match_keeps_his_roster_av(league):
    petit, franc = f"id:{league.ids['petit']}", f"id:{league.ids['franc']}"
    msg = await league.reply("armure", {"victime": petit, "attaquant": franc, "des": "4 4 1 1"})
    assert not msg.ephemeral, msg.content
    assert "8** contre 8+" in msg.embed["description"] and "L'armure résiste" not in msg.embed["description"]


async def test_knuckle_dusters_give_their_player_mighty_blow(league):
    snik, grosbras = f"id:{league.ids['snik']}", f"id:{league.ids['grosbras']}"
    msg = await league.reply("armure", {"victime": snik, "attaquant": grosbras, "cause": "block", "des": "4 3 1 1"})
    assert not msg.ephemeral, msg.content
    # 4 + 3 = 7, +1 Mighty Blow = 8 against AV 8+: broken
    assert "4 + 3 (+1 Châtaigne) = **8** contre 8+ → **L'armure cède**" in msg.embed["description"]


async def test_a_block_knocking_down_the_iron_man_rolls_his_armour_against_9(league):
    petit, snik = f"id:{league.ids['petit']}", f"id:{league.ids['snik']}"
    block = await league.reply("blocage", {"attaquant": snik, "defenseur": petit, "des": "6 6"}, user=COMMISSIONER_ID)
    assert not block.ephemeral, block.content
    picked = await league.click(block, "Dé 1\u00a0: Défenseur Plaqué", user=COMMISSIONER_ID)
    assert (await picked.response()).type == 7, (await picked.final()).content
    form = await league.click(block, "Jet d'Armure du défenseur", user=COMMISSIONER_ID)
    assert (await form.response()).type == 9
    sent = await league.submit_modal(form, {"dice": "4 4"})
    assert (await sent.response()).type == 7, (await sent.final()).content
    roll = (await sent.wait_followups())[0]
    assert "8** contre 9+" in roll.embed["description"] and "L'armure résiste" in roll.embed["description"]


async def test_match_show_names_the_player_each_prayer_selected(league):
    msg = await league.reply(("match", "voir"), {})
    home = msg.embed["fields"][0]["value"]
    assert "Prières à Nuffle\u00a0: Homme de Fer (\\#7 Petit), Poing Américain (\\#8 Grosbras)" in home, home
