"""A failed Regeneration re-rolled by the pre-game's Mortuary Assistant or Plague Doctor, through the real bot and
the fake Discord (issue 28, inducements.md: « re-roll a failed Regeneration Roll », once per game).

Orques de Fer bought a Mortuary Assistant, Les Gobs a Plague Doctor; neither has an Apothicaire of its own. A match
is open in #matchs; the pre-game is applied through its repository, as /prematch does.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest

from rules.characteristics import Profile
from tests.e2e.harness import COMMISSIONER_ID, sandbox_fixture
from tests.e2e.two_teams import player, seed_with_pregames

pytestmark = pytest.mark.asyncio(loop_scope="module")

PLAYERS = {
    "zombie": ("orcs", player(2, "Zed", Profile(4, 3, 4, 6, 9), ("Régénération",))),
    "ghoul": ("gobs", player(5, "Gul", Profile(7, 3, 3, 4, 8), ("Régénération",))),
}


async def seeded(path: Path) -> dict[str, Any]:
    return await seed_with_pregames(path, PLAYERS, {"orcs": {"mortuary_assistant": 1}, "gobs": {"plague_doctor": 1}})


league = sandbox_fixture("league", seed=seeded)


def labels(message):
    return [b["label"] for b in message.buttons]


def notes(message):
    return next(f["value"] for f in message.embed["fields"] if f["name"] == "Notes")


def casualties(league):
    with sqlite3.connect(league.database_path) as conn:
        return conn.execute("SELECT victim_id, outcome, roll_id FROM casualties ORDER BY id").fetchall()


async def test_a_mortuary_assistant_re_rolls_a_failed_regeneration_by_hand_once(league):
    zed = f"id:{league.ids['zombie']}"
    # 6 + 6: a Casualty; Regeneration 2: failed; D16 15: Dead
    dead = await league.reply("blessure", {"victime": zed, "cause": "crowd", "des": "6 6 2 15"})
    assert "Mort" in dead.embed["description"]
    button = "Assistant Funéraire\u00a0: relancer la Régénération"
    assert labels(dead) == [button, "Enregistrer"]
    form = await league.click(dead, button)
    assert (await form.response()).type == 9  # rolled by hand: the re-roll's D6 is typed
    rolled = await league.submit_modal(form, {"dice": "5"})
    assert (await rolled.response()).type == 7, (await rolled.final()).content
    reroll = (await rolled.wait_followups())[0]
    assert "Relance de Régénération" in reroll.embed["title"]
    assert "Régénéré" in reroll.embed["description"] and "Mort" not in reroll.embed["description"]
    assert "Assistant Funéraire utilisé\u202f; relances de Régénération restantes pour ce match\u00a0: 0." in notes(
        reroll
    )
    assert labels(dead)[0].startswith("Régénération relancée\u00a0: jet n° ")
    # the re-roll is what is recorded: regenerated, not dead
    recorded = await league.click(reroll, "Enregistrer")
    assert (await recorded.response()).type == 7, (await recorded.final()).content
    assert casualties(league)[-1][:2] == (league.ids["zombie"], "regeneration.regenerated")

    # once per game: the next failed Regeneration offers no re-roll
    again = await league.reply("blessure", {"victime": zed, "cause": "crowd", "des": "6 6 1 15"})
    assert labels(again) == ["Enregistrer"]


async def test_a_plague_doctor_re_rolls_a_regeneration_or_patches_up_not_both_in_english(league):
    await league.reply("settings", {"language": "en"}, locale="en-US")
    try:
        gul = f"id:{league.ids['ghoul']}"
        dead = await league.reply("injury", {"victim": gul, "cause": "crowd", "dice": "6 6 3 15"}, locale="en-US")
        assert "Dead" in dead.embed["description"]
        # the Plague Doctor either way: a Regeneration re-roll or an Apothecary
        assert labels(dead) == ["Plague Doctor: re-roll Regeneration", "Plague Doctor (1 left)", "Record"]
        form = await league.click(dead, "Plague Doctor: re-roll Regeneration", user=COMMISSIONER_ID, locale="en-US")
        assert (await form.response()).type == 9
        clicked = await league.submit_modal(form, {"dice": "3"}, locale="en-US")
        assert (await clicked.response()).type == 7, (await clicked.final()).content
        reroll = (await clicked.wait_followups())[0]
        assert "Plague Doctor used; Regeneration re-rolls left for this game: 0." in notes(reroll)
        # 3: the Casualty stands, as rolled; the Plague Doctor is spent, so no Apothecary either
        assert "Dead" in reroll.embed["description"] and "Regenerated" not in reroll.embed["description"]
        assert labels(reroll) == ["Record"]
        recorded = await league.click(reroll, "Record", user=COMMISSIONER_ID, locale="en-US")
        assert (await recorded.response()).type == 7, (await recorded.final()).content
        assert casualties(league)[-1][:2] == (league.ids["ghoul"], "casualty.dead")
    finally:
        await league.reply("settings", {"language": "fr"}, locale="en-US")
