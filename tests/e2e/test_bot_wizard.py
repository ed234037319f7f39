"""The Sports-Wizard's spells through the real bot and the fake Discord, in French and in English (issue 28).

Orques de Fer (coached by COACH_ID) bought a Sports-Wizard in the pre-game; Les Gobs (the commissioner's) bought none
and hired Griff Oberwald. A match is open in #matchs; the pre-game is applied through its repository, as /prematch
does. The wizard casts once per game: each test starts from a match where he has not cast yet (:func:`fresh`).
"""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path
from typing import Any

import pytest

from league.db import open_database
from league.matches import MatchRepository
from league.pregame import PregameRepository
from records.pregame import TeamPregame
from rules.characteristics import Profile
from rules.pregame.inducements import Star
from tests.e2e.harness import COACH_ID, COMMISSIONER_ID, LEAGUE_GUILD_ID, sandbox_fixture
from tests.e2e.two_teams import player, seed_two_teams

pytestmark = pytest.mark.asyncio(loop_scope="module")

PLAYERS = {
    "grak": ("orcs", player(7, "Grak", Profile(5, 3, 3, 4, 10), keywords=("Orque",))),
    "snik": ("gobs", player(3, "Snik", Profile(6, 2, 3, 4, 8))),
}


async def seeded(path: Path) -> dict[str, Any]:
    ids = await seed_two_teams(path, PLAYERS, apothecary=True)
    db = await open_database(path)
    try:
        (match,) = await MatchRepository(db).list(LEAGUE_GUILD_ID, status="open")
        orcs, gobs = match.team_ids
        wizard = TeamPregame(orcs, 1_150_000, inducements={"sports_wizard": 1})
        griff = TeamPregame(gobs, 1_000_000, petty_cash=300_000, stars=(Star("griff_oberwald", 300_000),))
        await PregameRepository(db).apply(LEAGUE_GUILD_ID, COMMISSIONER_ID, match.id, [wizard, griff])
        return {"ids": ids, "teams": {"orcs": orcs, "gobs": gobs}, "match_id": match.id}
    finally:
        await db.close()


league = sandbox_fixture("league", seed=seeded)


def rows(league, sql, params=()):
    with sqlite3.connect(league.database_path) as conn:
        return conn.execute(sql, params).fetchall()


def fresh(league):
    """The match as if no wizard had cast yet (each test casts once)."""
    with sqlite3.connect(league.database_path) as conn:
        conn.execute("DELETE FROM wizard_casts")


def casts(league):
    """The spells cast, each with whether its roll is noted (just after the reply: waited for a moment)."""
    for _ in range(50):
        found = rows(league, "SELECT team_id, spell, cast_by, roll_id IS NOT NULL FROM wizard_casts ORDER BY id")
        if all(noted for *_, noted in found):
            break
        time.sleep(0.1)
    return found


def field(message, name):
    return next(f["value"] for f in message.embed["fields"] if f["name"] == name)


def labels(message):
    return [b["label"] for b in message.buttons]


def star(league):
    return f"star:{league.teams['gobs']}:griff_oberwald"


async def test_zap_on_a_star_player_in_french_then_a_second_spell_is_refused(league):
    fresh(league)
    orcs = f"id:{league.teams['orcs']}"
    # Griff Oberwald's ST 4 (his profile): 4 is equal, so a Frog
    zap = await league.reply(("sorcier", "zap"), {"equipe": orcs, "joueur": star(league), "des": "4"}, user=COACH_ID)
    assert not zap.ephemeral, zap.content
    assert zap.embed["title"] == "Zap\u202f!"
    assert "🎲 4 contre 4+ → **Grenouille**" in zap.embed["description"]
    assert "jusqu'à la fin du Drive" in zap.embed["description"]
    notes = field(zap, "Notes")
    assert "Sorcier Sportif de Orques de Fer" in notes and "Visé\u00a0: Griff Oberwald (F4)" in notes
    assert "Grenouille (M5 F1 AG2+ CP- AR5+)\u00a0: Esquive, Saut" in notes and "pas d'Apothicaire" in notes
    (roll_id,) = await league.rolls_written(zap)
    assert casts(league) == [(league.teams["orcs"], "zap", COACH_ID, 1)]
    # once per game: Fireball refused privately, nothing stored
    again = await league.reply(
        ("sorcier", "boule-de-feu"), {"equipe": orcs, "joueur": f"id:{league.ids['snik']}"}, user=COACH_ID
    )
    assert again.ephemeral and "a déjà lancé son sort pour ce match (Zap\u202f!)" in again.content
    assert casts(league) == [(league.teams["orcs"], "zap", COACH_ID, 1)]
    assert rows(league, "SELECT MAX(id) FROM rolls") == [(roll_id,)]


async def test_a_team_without_a_sports_wizard_is_refused_in_the_readers_language(league):
    fresh(league)
    gobs, grak = f"id:{league.teams['gobs']}", f"id:{league.ids['grak']}"
    refused = await league.reply(("sorcier", "zap"), {"equipe": gobs, "joueur": grak})
    assert refused.ephemeral and "Les Gobs n'a pas de Sorcier Sportif" in refused.content
    # an English client reads it in English, though the server speaks French
    english = await league.reply(("wizard", "zap"), {"team": gobs, "player": grak}, locale="en-US")
    assert english.ephemeral and english.content.startswith("Les Gobs has no Sports-Wizard in the pre-game")
    # another coach than the team's: refused
    stranger = await league.reply(
        ("sorcier", "zap"), {"equipe": f"id:{league.teams['orcs']}", "joueur": grak}, user=league.stranger_id
    )
    assert stranger.ephemeral and "⛔" in stranger.content
    assert casts(league) == []


async def test_zap_in_english_below_st_is_nothing_and_a_second_cast_is_refused(league):
    fresh(league)
    await league.reply("settings", {"language": "en"}, locale="en-US")
    try:
        orcs, snik = f"id:{league.teams['orcs']}", f"id:{league.ids['snik']}"
        zap = await league.reply(
            ("wizard", "zap"), {"team": orcs, "player": snik, "dice": "1"}, user=COACH_ID, locale="en-US"
        )
        assert not zap.ephemeral, zap.content
        assert zap.embed["title"] == "Zap!"
        assert "🎲 1 vs 2+ → **Nothing happens**" in zap.embed["description"]
        assert "Chosen: \\#3 Snik (ST2)" in field(zap, "Notes")
        again = await league.reply(
            ("wizard", "zap"), {"team": orcs, "player": snik, "dice": "6"}, user=COACH_ID, locale="en-US"
        )
        assert again.ephemeral
        wanted = "The Sports-Wizard of Orques de Fer already cast his spell in this game (Zap!): once per game."
        assert again.content == wanted
        assert casts(league) == [(league.teams["orcs"], "zap", COACH_ID, 1)]
    finally:
        await league.reply("settings", {"language": "fr"}, locale="en-US")


async def test_fireball_hits_by_the_d6_and_each_hit_rolls_his_armour_at_plus_one(league):
    fresh(league)
    orcs, snik = f"id:{league.teams['orcs']}", f"id:{league.ids['snik']}"
    # Snik standing: 5, hit; Griff Prone: 2, missed
    fireball = await league.reply(
        ("sorcier", "boule-de-feu"),
        {"equipe": orcs, "joueur": snik, "joueur-2": star(league), "au-sol-2": True, "des": "5 2"},
        user=COACH_ID,
    )
    assert not fireball.ephemeral, fireball.content
    text = fireball.embed["description"]
    assert "Joueur 1 touché" in text and "Le joueur 2 évite la boule de feu" in text
    notes = field(fireball, "Notes")
    assert "Joueur 1 — \\#3 Snik, Debout" in notes and "Joueur 2 — Griff Oberwald, À Terre ou Sonné" in notes
    assert labels(fireball) == ["#3 Snik\u00a0: Jet d'Armure (+1)"]
    (fireball_id,) = await league.rolls_written(fireball)
    # typed by hand: his Armour Roll's dice are asked; 4 + 3 + 1 = 8 against AV 8+, then 4 + 4: K.O.
    form = await league.click(fireball, "#3 Snik\u00a0: Jet d'Armure (+1)", user=COMMISSIONER_ID)
    assert (await form.response()).type == 9
    sent = await league.submit_modal(form, {"dice": "4 3 4 4"}, user=COMMISSIONER_ID)
    assert (await sent.response()).type == 7, (await sent.final()).content
    armour = (await sent.wait_followups())[0]
    assert armour.embed["title"] == "Boule de Feu — Jet d'Armure"
    described = armour.embed["description"]
    assert "(+1 Boule de Feu) = **8** contre 8+ → **L'armure cède**" in described and "K.O." in described
    assert f"Touché par la Boule de Feu du jet n° {fireball_id}" in field(armour, "Notes")
    assert "Apothicaire" in labels(armour)  # the chain's follow-ups, as /armour's
    assert labels(fireball) == [f"#3 Snik\u00a0: jet n° {(await league.rolls_written(armour))[0]}"]
    # the same form sent again (a second one opened before the first was sent): refused, nothing rolled
    again = await league.submit_modal(form, {"dice": "6 6 6 6"}, user=COMMISSIONER_ID)
    refused = await again.final()
    assert refused.ephemeral and "Le Jet d'Armure de ce joueur a déjà été lancé." in refused.content
    assert casts(league) == [(league.teams["orcs"], "fireball", COACH_ID, 1)]


async def test_a_frogs_casualty_is_badly_hurt_with_no_apothecary(league):
    snik = f"id:{league.ids['snik']}"
    # AV 5+ (the Frog's): 3 + 2 breaks it; 5 + 5 on the Stunty table: a Casualty, Badly Hurt with no D16
    frog = await league.reply("armure", {"victime": snik, "grenouille": True, "des": "3 2 5 5"})
    assert not frog.ephemeral, frog.content
    text = frog.embed["description"]
    assert "= **5** contre 5+" in text and "Commotion (une Grenouille\u00a0: pas de Jet d'Élimination)" in text
    assert "D16" not in text
    # Les Gobs have an Apothicaire: not on a Frog; the casualty is recorded as any other
    assert labels(frog) == ["Enregistrer"]
    # the same roll on Snik himself (AV 8+): 3 + 2 holds
    himself = await league.reply("armure", {"victime": snik, "des": "3 2"})
    assert "contre 8+" in himself.embed["description"] and labels(himself) == []


async def test_dice_typed_wrong_cast_nothing_and_the_wizard_may_cast_after(league):
    fresh(league)
    orcs, snik = f"id:{league.teams['orcs']}", f"id:{league.ids['snik']}"
    wrong = await league.reply(("sorcier", "zap"), {"equipe": orcs, "joueur": snik, "des": "9"}, user=COACH_ID)
    assert wrong.ephemeral and "le dé n° 1 vaut 9" in wrong.content
    assert casts(league) == []  # the claim is given back
    right = await league.reply(("sorcier", "zap"), {"equipe": orcs, "joueur": snik, "des": "2"}, user=COACH_ID)
    assert not right.ephemeral and "🎲 2 contre 2+ → **Grenouille**" in right.embed["description"]
    assert casts(league) == [(league.teams["orcs"], "zap", COACH_ID, 1)]
