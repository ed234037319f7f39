"""A match that knows its pre-game, through the real bot and the fake Discord, in French and in English (issue 28).

Orques de Fer (the favourite) bought a Blitzer's Best Keg from their Treasury; Les Gobs (the underdog) hired Griff
Oberwald and a Bribe. A match is open in #matchs; the pre-game is applied through its repository, as /prematch does.
"""

from __future__ import annotations

import sqlite3
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
from tests.e2e.league_seed import START, by_hand, component, next_step, press, text_of
from tests.e2e.two_teams import player, seed_two_teams

pytestmark = pytest.mark.asyncio(loop_scope="module")

PLAYERS = {
    "petit": ("orcs", player(7, "Petit", Profile(5, 1, 3, 4, 8), keywords=("Orque",))),
    "snik": ("gobs", player(3, "Snik", Profile(6, 2, 3, 4, 8), ("Esquive",))),
}


async def seeded(path: Path) -> dict[str, Any]:
    ids = await seed_two_teams(path, PLAYERS)
    db = await open_database(path)
    try:
        (match,) = await MatchRepository(db).list(LEAGUE_GUILD_ID, status="open")
        orcs, gobs = match.team_ids
        await db.execute("UPDATE teams SET treasury = 120000 WHERE id = ?", (orcs,))
        favourite = TeamPregame(orcs, 1_150_000, treasury_spent=50_000, inducements={"blitzers_best_keg": 1})
        underdog = TeamPregame(
            gobs, 1_000_000, petty_cash=200_000, inducements={"bribe": 1}, stars=(Star("griff_oberwald", 300_000),)
        )
        await PregameRepository(db).apply(LEAGUE_GUILD_ID, COMMISSIONER_ID, match.id, [favourite, underdog])
        return {"ids": ids, "teams": {"orcs": orcs, "gobs": gobs}, "match_id": match.id}
    finally:
        await db.close()


league = sandbox_fixture("league", seed=seeded)


def one(league, sql, params=()):
    with sqlite3.connect(league.database_path) as conn:
        return conn.execute(sql, params).fetchone()


def field(message, name):
    return next(f["value"] for f in message.embed["fields"] if f["name"] == name)


async def test_the_star_player_is_offered_and_blocks_with_his_profile_in_french(league):
    choices = await league.autocomplete("blocage", {"attaquant": "griff"}, focused="attaquant")
    star = f"star:{league.teams['gobs']}:griff_oberwald"
    assert choices[0] == {"name": "Griff Oberwald — Les Gobs", "value": star}
    block = await league.reply(
        "blocage", {"attaquant": star, "defenseur": f"id:{league.ids['petit']}", "des": "3 6 2"}, user=COMMISSIONER_ID
    )
    assert not block.ephemeral, block.content
    # ST 4 (his profile, nothing typed) against ST 1: three dice, the attacker chooses; his Block is named
    assert "3 dés, l'attaquant choisit" in block.embed["description"]
    notes = field(block, "Notes")
    assert "Attaquant\u00a0: Griff Oberwald" in notes and "Compétences de l'attaquant\u00a0: Blocage" in notes


async def test_the_star_player_as_defender_is_blocked_with_his_profile_and_armour(league):
    """The Star Player on the other side of a block: his ST and skills in the block, his AV (9+) in the armour roll
    after it, and his name on it."""
    star = f"star:{league.teams['gobs']}:griff_oberwald"
    block = await league.reply(
        "blocage", {"attaquant": f"id:{league.ids['petit']}", "defenseur": star, "des": "6 6 6"}, user=COACH_ID
    )
    assert not block.ephemeral, block.content
    # ST 1 against his ST 4: three dice, the defender chooses; his skills are named
    assert "3 dés, le défenseur choisit" in block.embed["description"]
    notes = field(block, "Notes")
    assert "Défenseur\u00a0: Griff Oberwald" in notes and "Compétences du défenseur\u00a0: Blocage, Esquive" in notes
    picked = await league.click(block, "Dé 1\u00a0: Défenseur Plaqué", user=COMMISSIONER_ID)
    assert (await picked.response()).type == 7, (await picked.final()).content
    assert [b["label"] for b in block.buttons] == ["Jet d'Armure du défenseur"]
    form = await league.click(block, "Jet d'Armure du défenseur", user=COMMISSIONER_ID)
    assert (await form.response()).type == 9
    # rolled by hand: the form asks only the dice (his AV is known, as for a roster player)
    assert [c["custom_id"] for row in form.modal["components"] for c in [row.get("component", row)]] == ["dice"]
    # 4 + 4 = 8 against his AV 9+: holds (a roster default would not say 9+)
    sent = await league.submit_modal(form, {"dice": "4 4"})
    assert (await sent.response()).type == 7, (await sent.final()).content
    roll = (await sent.wait_followups())[0]
    assert "8** contre 9+" in roll.embed["description"] and "L'armure résiste" in roll.embed["description"]
    assert "Joueur plaqué\u00a0: Griff Oberwald" in field(roll, "Notes")


async def test_match_show_says_what_each_side_bought(league):
    msg = await league.reply(("match", "voir"), {})
    home, away = (f["value"] for f in msg.embed["fields"][:2])
    assert "Avant-match\u00a0: Fût de Blitzer's Best" in home and "Star Players" not in home
    assert "Avant-match\u00a0: Pot-de-vin" in away and "Star Players\u00a0: Griff Oberwald" in away


async def test_ko_recovery_for_the_favourite_adds_its_keg_in_french(league):
    choices = await league.autocomplete("recuperation-ko", {"equipe": ""}, focused="equipe")
    assert [c["value"] for c in choices] == [f"id:{league.teams['orcs']}", f"id:{league.teams['gobs']}"]
    orcs = f"id:{league.teams['orcs']}"
    msg = await league.reply("recuperation-ko", {"nombre": 2, "equipe": orcs, "des": "3 2"})
    text = msg.embed["description"]
    assert not msg.ephemeral, msg.content
    # 3 + 1 = 4: back; 2 + 1 = 3: still Knocked-out; the Keg says why
    assert "3 (+1 Fût de Blitzer's Best) = **4** contre 4+" in text and "Retour dans les Réserves" in text
    assert "2 (+1 Fût de Blitzer's Best) = **3** contre 4+" in text
    assert "Joueurs K.O. de Orques de Fer" in field(msg, "Notes")
    # the underdog bought no Keg: the die alone
    gobs = await league.reply("recuperation-ko", {"nombre": 1, "equipe": f"id:{league.teams['gobs']}", "des": "3"})
    assert "Fût" not in gobs.embed["description"] and "Reste K.O." in gobs.embed["description"]


async def test_a_kickoff_victim_may_be_the_star_player(league):
    # classique table: 5 + 6 = Lancer de Rocher; the Orcs' fans throw at Les Gobs, who hired Griff Oberwald
    kickoff = await league.reply("coup-envoi", {"des": "5 6 6 6 1 1 7 2"})
    form = await league.click(kickoff, kickoff.buttons[0]["custom_id"])
    assert (await form.response()).type == 9
    menu = form.modal["components"][0]["component"]
    options = {o["label"]: o["value"] for o in menu["options"]}
    assert list(options) == ["#3 Snik", "Griff Oberwald"]
    # 4 + 5 = 9: K.O.; a Star Player's injury is not the league's, so nothing to record
    rolled = await league.submit_modal(form, {"player": options["Griff Oberwald"], "dice": "4 5"})
    assert (await rolled.response()).type == 7
    injury = (await rolled.wait_followups())[0]
    assert "K.O." in injury.embed["description"] and "Victime\u00a0: Griff Oberwald" in field(injury, "Notes")
    assert not injury.buttons


async def test_a_bribe_is_offered_on_a_sending_off_once_and_counted(league):
    people = {"victime": f"id:{league.ids['petit']}", "attaquant": f"id:{league.ids['snik']}"}
    # 4 + 4 against 8+: a double, Snik is Sent-off; Les Gobs bought one Bribe
    foul = await league.reply("agression", {**people, "des": "4 4 3 2"})
    assert "Expulsé" in foul.embed["description"]
    assert "Pot-de-vin (1 restant)" in [b["label"] for b in foul.buttons]
    spectator = await league.click(foul, component(foul, "arb:bribe:"), user=COACH_ID)  # the Orcs' coach
    assert (await spectator.final()).ephemeral
    # the foul was rolled by hand: so is the Bribe's D6, typed in a form (« hand-rolled dice everywhere »)
    form = await league.click(foul, component(foul, "arb:bribe:"), user=COMMISSIONER_ID)
    assert (await form.response()).type == 9, (await form.final()).content
    assert [c["custom_id"] for row in form.modal["components"] for c in [row.get("component", row)]] == ["dice"]
    first = await league.submit_modal(form, {"dice": "2"})
    assert (await first.response()).type == 7, (await first.final()).content
    roll = (await first.wait_followups())[0]
    assert roll.embed["title"] == "Pot-de-vin"
    assert "🎲 2 contre 2+" in roll.embed["description"] and "Pas d'expulsion" in roll.embed["description"]
    assert "1 utilisé sur 1" in field(roll, "Notes")
    assert any(b["label"].startswith("Pot-de-vin\u00a0: jet n° ") and b["disabled"] for b in foul.buttons)
    # the only Bribe is spent: the next sending-off offers none
    again = await league.reply("agression", {**people, "des": "5 5 3 2"})
    assert "Expulsé" in again.embed["description"] and not any("Pot-de-vin" in b["label"] for b in again.buttons)


async def test_the_star_player_blocks_with_his_profile_in_english(league):
    settings = await league.reply("settings", {"language": "en"}, locale="en-US")
    assert settings.ephemeral
    star = f"star:{league.teams['gobs']}:griff_oberwald"
    block = await league.reply(
        "block", {"attacker": star, "defender": f"id:{league.ids['petit']}", "dice": "3 6 2"}, locale="en-US"
    )
    assert not block.ephemeral, block.content
    assert "3 dice, the attacker chooses" in block.embed["description"]
    assert "Attacker: Griff Oberwald" in field(block, "Notes")
    orcs = f"id:{league.teams['orcs']}"
    msg = await league.reply("ko-recovery", {"count": 1, "team": orcs, "dice": "3"}, locale="en-US")
    assert "3 (+1 Blitzer's Best Keg) = **4**" in msg.embed["description"]
    await league.reply("settings", {"language": "fr"}, locale="en-US")


async def test_a_casualty_by_the_star_player_names_him_and_the_postmatch_reads_the_treasury_spent(league):
    star = f"star:{league.teams['gobs']}:griff_oberwald"
    petit = f"id:{league.ids['petit']}"
    # 6 + 6 against 8+, 6 + 6: a Casualty, D16 2: Badly Hurt; Griff's, recorded by his name
    msg = await league.reply("armure", {"victime": petit, "attaquant": star, "cause": "block", "des": "6 6 6 6 2"})
    assert "Griff Oberwald" in field(msg, "Notes")
    clicked = await league.click(msg, "Enregistrer", user=COMMISSIONER_ID)
    assert (await clicked.response()).type == 7, (await clicked.final()).content
    row = one(league, "SELECT victim_id, caused_by_id, caused_by_team_id, caused_by_name FROM casualties")
    assert row == (league.ids["petit"], None, league.teams["gobs"], "Griff Oberwald")

    await league.reply(("match", "fin"), {"score-domicile": 0, "score-exterieur": 1})
    msg = await league.reply(START, {"match": str(league.match_id)})
    # the favourite's Treasury: 120,000 less the 50,000 its Keg cost, before the Winnings
    assert "Trésorerie\u00a0: 70\u202f000 → **115\u202f000\u00a0po**" in text_of(msg)
    await next_step(league, msg)
    await by_hand(league, msg, "fans", "1 1")
    await next_step(league, msg)
    assert "**Commotion** · par Griff Oberwald, hors effectif (Les Gobs, blocage)" in text_of(msg)
    await next_step(league, msg)
    spp = text_of(msg)  # the Star Player earns no SPP and is no MVP: only the roster's players are named
    assert "Joueur du Match\u00a0: **#3 Snik**" in spp and "Griff" not in spp


async def test_the_postmatch_reads_the_pregame_in_english_too(league):
    """The post-match opened in French above, shown again to an English server: the favourite's Treasury less its
    Keg before the Winnings, and the Star Player neither earns SPP nor is MVP."""
    await league.reply("settings", {"language": "en"}, locale="en-US")
    msg = await league.reply(("postmatch", "start"), {"match": str(league.match_id)}, locale="en-US")
    spp = text_of(msg)  # resumed where the French left it
    assert "MVP: **#3 Snik**" in spp and "Griff" not in spp
    for step in ("casualties", "fans", "outcome"):
        await press(league, msg, f"go:{step}")
    assert "Treasury: 70,000 → **115,000 gp**" in text_of(msg)
    await league.reply("settings", {"language": "fr"}, locale="en-US")
