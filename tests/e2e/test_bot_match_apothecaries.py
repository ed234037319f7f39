"""The Apothecaries a pre-game bought, through the real bot and the fake Discord (issue 28, inducements.md).

Orques de Fer have their own Apothicaire and bought a Wandering Apothecary; Les Gobs have no Apothicaire and bought a
Plague Doctor. A match is open in #matchs; the pre-game is applied through its repository, as /prematch does.
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
    "grak": ("orcs", player(7, "Grak", Profile(5, 3, 3, 4, 10), keywords=("Orque",))),
    "snik": ("gobs", player(3, "Snik", Profile(6, 2, 3, 4, 8))),
}


async def seeded(path: Path) -> dict[str, Any]:
    return await seed_with_pregames(
        path,
        PLAYERS,
        {"orcs": {"wandering_apothecary": 1}, "gobs": {"plague_doctor": 1}},
        no_apothecary=("gobs",),
        apothecary=True,
    )


league = sandbox_fixture("league", seed=seeded)


def labels(message):
    return [b["label"] for b in message.buttons]


def notes(message):
    return next(f["value"] for f in message.embed["fields"] if f["name"] == "Notes")


def uses(league):
    with sqlite3.connect(league.database_path) as conn:
        return conn.execute("SELECT team_id, healer, purpose FROM apothecary_uses ORDER BY id").fetchall()


async def test_a_wandering_apothecary_is_one_more_apothecary_use_each_named(league):
    grak = f"id:{league.ids['grak']}"
    # a crowd injury, 4 + 4: K.O.; the Orques' own Apothicaire first, and one more
    first = await league.reply("blessure", {"victime": grak, "cause": "crowd", "des": "4 4"})
    assert "K.O." in first.embed["description"] and labels(first) == ["Apothicaire (2 restants)"]
    used = await league.click(first, "Apothicaire (2 restants)")
    assert (await used.response()).type == 7
    patched = (await used.wait_followups())[0]
    assert "Apothicaire utilisé\u202f; soins d'Apothicaire restants pour ce match\u00a0: 1." in notes(patched)

    second = await league.reply("blessure", {"victime": grak, "cause": "crowd", "des": "4 4"})
    assert labels(second) == ["Apothicaire Ambulant (1 restant)"]
    used = await league.click(second, "Apothicaire Ambulant (1 restant)")
    patched = (await used.wait_followups())[0]
    assert "Apothicaire Ambulant utilisé\u202f; soins d'Apothicaire restants pour ce match\u00a0: 0." in notes(patched)

    # both spent: no Apothicaire offered, and a click on an old button is refused
    third = await league.reply("blessure", {"victime": grak, "cause": "crowd", "des": "4 4"})
    assert "K.O." in third.embed["description"] and labels(third) == []
    orcs = league.teams["orcs"]
    assert uses(league) == [(orcs, "apothecary", "patch_up"), (orcs, "wandering_apothecary:1", "patch_up")]


async def test_a_plague_doctor_serves_as_an_apothecary_for_a_team_without_one_in_english(league):
    await league.reply("settings", {"language": "en"}, locale="en-US")
    try:
        snik = f"id:{league.ids['snik']}"
        ko = await league.reply("injury", {"victim": snik, "cause": "crowd", "dice": "4 4"}, locale="en-US")
        assert labels(ko) == ["Plague Doctor (1 left)"]
        used = await league.click(ko, "Plague Doctor (1 left)", user=COMMISSIONER_ID, locale="en-US")
        assert (await used.response()).type == 7, (await used.final()).content
        patched = (await used.wait_followups())[0]
        assert "Plague Doctor used; Apothecary uses left for this game: 0." in notes(patched)
        again = await league.reply("injury", {"victim": snik, "cause": "crowd", "dice": "4 4"}, locale="en-US")
        assert labels(again) == []
        assert uses(league)[-1] == (league.teams["gobs"], "plague_doctor", "patch_up")
    finally:
        await league.reply("settings", {"language": "fr"}, locale="en-US")
