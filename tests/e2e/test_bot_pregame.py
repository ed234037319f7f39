"""The pre-game through the real bot and the fake Discord (issue 28), in French and in English.

Two teams of Humans 150,000 gp apart (CTV): the favourite's coach buys a Blitzer's Best Keg from its Treasury, the
underdog (nine players able to play: two Journeymen) receives 200,000 gp of Petty Cash and buys a Star Player and a
Bribe; a commissioner confirms (the favourite's Treasury down 50,000, two Journeymen added) and undoes (given back).
Bad choices are refused privately with the reason, and change nothing.
"""

from __future__ import annotations

import sqlite3

import pytest

from league.db import open_database
from league.matches import MatchRepository
from league.players import PlayerRepository
from league.teams import TeamRepository
from locales import t
from records.models import PlayerDraft
from rules.characteristics import Profile
from tests.e2e.harness import COACH_ID, COMMISSIONER_ID, LEAGUE_GUILD_ID, MATCHS_CHANNEL_ID, sandbox_fixture
from tests.e2e.league_seed import choose, fill, press, text_of

pytestmark = pytest.mark.asyncio(loop_scope="module")

LANGS = ("fr", "en")
LOCALE = {"fr": "fr", "en": "en-US"}
LINEMAN = Profile(6, 3, 3, 4, 9)


async def _seeded(path):
    db = await open_database(path)
    try:
        teams, players, matches = TeamRepository(db), PlayerRepository(db), MatchRepository(db)
        seeded = {}
        for lang in (*LANGS, "merc", "training"):
            favourite = await teams.create(
                LEAGUE_GUILD_ID, COMMISSIONER_ID, name=f"Favoris {lang}", coach_id=COACH_ID, roster="Humains",
                treasury=100_000,
            )  # fmt: skip
            underdog = await teams.create(
                LEAGUE_GUILD_ID, COMMISSIONER_ID, name=f"Outsiders {lang}", coach_id=COMMISSIONER_ID,
                roster="Humains", treasury=0,
            )  # fmt: skip
            for number in range(1, 12):  # ten Linemen and a 200,000 gp star of the team: 700,000
                value = 200_000 if number == 11 else 50_000
                draft = PlayerDraft(
                    number=number, name=f"F{number}", position="Trois-quart", profile=LINEMAN, value=value
                )
                await players.create(LEAGUE_GUILD_ID, COMMISSIONER_ID, favourite.id, draft)
            for number in range(1, 10):  # nine Linemen and two Journeymen: 550,000
                draft = PlayerDraft(
                    number=number, name=f"O{number}", position="Trois-quart", profile=LINEMAN, value=50_000
                )
                await players.create(LEAGUE_GUILD_ID, COMMISSIONER_ID, underdog.id, draft)
            match = await matches.open(
                LEAGUE_GUILD_ID, COMMISSIONER_ID, home_team_id=favourite.id, away_team_id=underdog.id,
                channel_id=MATCHS_CHANNEL_ID if lang == "merc" else None,  # the block's players: the match played here
            )  # fmt: skip
            seeded[lang] = {"match": match.id, "favourite": favourite.id, "underdog": underdog.id}
        return {"ids": seeded}
    finally:
        await db.close()


league = sandbox_fixture("league", seed=_seeded)


def one(league, sql, params=()):
    with sqlite3.connect(league.database_path) as conn:
        return conn.execute(sql, params).fetchone()


async def refused(league, rec, lang):
    """A private refusal (in its reader's language), the message unchanged."""
    assert (await rec.response()).type == 4
    msg = await rec.final()
    assert msg.ephemeral, msg.content
    return msg.content


@pytest.mark.parametrize("lang", LANGS)
async def test_the_pregame_from_journeymen_to_undo(league, lang):
    ids, locale = league.ids[lang], LOCALE[lang]
    await league.reply("settings", {"language": lang}, locale=locale)
    command = ("avant-match", "lancer") if lang == "fr" else ("prematch", "start")
    screen = await league.reply(command, {"match": str(ids["match"])}, locale=locale)
    assert not screen.ephemeral, screen.content
    text = text_of(screen)
    assert t("pg.step.squads", lang) in text and t("pg.squads.able", lang, count=9) in text
    assert "+ 2 " in text  # two Journeymen for the underdog

    await press(league, screen, "go:values", user=COACH_ID)  # a coach walks the screens
    text = text_of(screen)
    gap = "150\u202f000" if lang == "fr" else "150,000"
    assert t("pg.values.higher", lang, team=f"Favoris {lang}", gap=t("pg.gold", lang, amount=gap)) in text, text

    await press(league, screen, "go:inducements")
    # the favourite's coach may not buy for the underdog
    rec = await league.select(screen, next_id(screen, "pgbuy:away"), ["bribe"], user=COACH_ID, locale=locale)
    assert "⛔" in await refused(league, rec, lang)
    await choose(league, screen, "pgbuy:home", ["blitzers_best_keg"], user=COACH_ID)
    text = text_of(screen)
    petty = "200\u202f000" if lang == "fr" else "200,000"
    assert (
        t("pg.inducements.money", lang, petty=t("pg.gold", lang, amount=petty), treasury=t("pg.gold", lang, amount="0"))
        in text
    ), text

    await press(league, screen, "go:stars")
    await choose(league, screen, "pgstar:away", ["cindy_piewhistle"])
    await press(league, screen, "go:inducements")
    await choose(league, screen, "pgbuy:away", ["bribe"])
    # a second Bribe: over the petty cash, refused with the reason, nothing changed
    rec = await league.select(screen, next_id(screen, "pgbuy:away"), ["bribe"], user=COMMISSIONER_ID, locale=locale)
    assert t("error.pregame.over_budget", lang, spent="", budget="").split(" ")[0] in await refused(league, rec, lang)
    stored = one(league, "SELECT inputs FROM pregame_sequences WHERE match_id = ?", (ids["match"],))[0]
    assert '"bribe": 1' in stored and "cindy_piewhistle" in stored

    await press(league, screen, "go:stars")
    await press(league, screen, "go:prayers")
    await press(league, screen, "go:preview")
    await press(league, screen, ":confirm")
    text = text_of(screen)
    assert t("pg.applied", lang) in text
    treasury = "SELECT treasury FROM teams WHERE id = ?"
    journeymen = "SELECT COUNT(*) FROM players WHERE team_id = ? AND journeyman = 1"
    assert one(league, treasury, (ids["favourite"],))[0] == 50_000
    assert one(league, journeymen, (ids["underdog"],))[0] == 2

    await press(league, screen, ":undo:")
    assert one(league, treasury, (ids["favourite"],))[0] == 100_000
    assert one(league, journeymen, (ids["underdog"],))[0] == 0


def next_id(message, part: str) -> str:
    from tests.e2e.league_seed import component

    return component(message, part)


async def test_a_mercenary_bought_on_the_screens_plays_the_match(league):
    ids = league.ids["merc"]
    await league.reply("settings", {"language": "fr"})
    screen = await league.reply(("avant-match", "lancer"), {"match": str(ids["match"])})
    for step in ("values", "inducements"):
        await press(league, screen, f"go:{step}")
    await choose(league, screen, "pgbuy:away", ["prayers_to_nuffle"])  # 10,000 of the 150,000
    await press(league, screen, "go:stars")
    # a Lineman of the Humans' roster (50,000 + 30,000), Block from his General category (+50,000)
    opened = await choose(league, screen, "pgmerc:away", ["add.human_lineman"], expect=9)
    menus = [c["component"] for c in opened.modal["components"] if c.get("component", {}).get("type") == 3]
    assert [m["custom_id"] for m in menus] == ["general"]
    assert "block" in [o["value"] for o in menus[0]["options"]]
    rec = await league.submit_modal(opened, {"general": ["block"]}, user=COACH_ID)
    assert "⛔" in await refused(league, rec, "fr")  # the favourite's coach does not hire for the underdog
    await fill(league, opened, {"general": ["block"]})
    assert "Mercenaires\u00a0: Trois-Quart Humain (Blocage)" in text_of(screen)
    # a second one costs 80,000, over the 10,000 left: no longer offered, and a form sent again is refused
    offered = next(c for r in screen.components for c in r["components"] if "pgmerc:away" in c["custom_id"])
    assert [o["value"] for o in offered["options"]] == ["drop.0"]
    rec = await league.submit_modal(opened, {})
    assert t("error.pregame.over_budget", "fr", spent="", budget="").split(" ")[0] in await refused(league, rec, "fr")
    stored = one(league, "SELECT inputs FROM pregame_sequences WHERE match_id = ?", (ids["match"],))[0]
    assert stored.count("human_lineman") == 1
    await press(league, screen, "go:prayers")
    # the Prayer's D16 typed by hand: a roll of the match's history, like every other
    opened = await press(league, screen, "hand:prayers", expect=9)
    await fill(league, opened, {"dice": "5"})
    assert t("prayer.knuckle_dusters", "fr") in text_of(screen)
    await league.rolls_written()
    command, options, dice = one(league, "SELECT command, options, dice FROM rolls ORDER BY id DESC LIMIT 1")
    assert (command, dice) == ("prematch", "[[16,5]]") and f'"team_id":{ids["underdog"]}' in options
    # Knuckle Dusters selects one of the team's players: O3 chosen in its menu, Mighty Blow for this match
    o3 = one(league, "SELECT id FROM players WHERE team_id = ? AND number = 3", (ids["underdog"],))[0]
    await choose(league, screen, "pgprayer:away.5", [str(o3)])
    assert f"{t('prayer.knuckle_dusters', 'fr')} — \\#3 O3" in text_of(screen), text_of(screen)
    await press(league, screen, "go:preview")
    await press(league, screen, ":confirm")
    row = one(league, "SELECT mercenaries FROM pregames WHERE team_id = ?", (ids["underdog"],))[0]
    assert '"position": "human_lineman", "skill": "block"' in row

    shown = await league.reply(("match", "voir"), {})
    assert "Mercenaires\u00a0: Trois-Quart Humain (Blocage)" in shown.embed["fields"][1]["value"]
    choices = await league.autocomplete("blocage", {"attaquant": "human"}, focused="attaquant")
    mercenary = f"star:{ids['underdog']}:mercenary_player_1"
    assert {"name": "Human Lineman 1 — Outsiders merc", "value": mercenary} in choices, choices
    f1 = one(league, "SELECT id FROM players WHERE team_id = ? AND number = 1", (ids["favourite"],))[0]
    block = await league.reply("blocage", {"attaquant": mercenary, "defenseur": f"id:{f1}", "des": "3"})
    assert not block.ephemeral, block.content
    notes = next(f["value"] for f in block.embed["fields"] if f["name"] == "Notes")
    assert "Human Lineman 1" in notes and "Blocage" in notes
    # the player Knuckle Dusters selected hits with Mighty Blow: 5 + 3 + 1 = 9 against AV 9+ breaks (8 would hold)
    assert f"{t('prayer.knuckle_dusters', 'fr')} (\\#3 O3)" in shown.embed["fields"][1]["value"]
    armour = await league.reply(
        "armure", {"victime": f"id:{f1}", "attaquant": f"id:{o3}", "cause": "block", "des": "5 3 1 1"}
    )
    assert "5 + 3 (+1 Châtaigne) = **9** contre 9+" in armour.embed["description"], armour.embed["description"]


async def test_intensive_training_takes_its_player_and_his_primary_skill_on_the_screen(league):
    ids = league.ids["training"]
    await league.reply("settings", {"language": "fr"})
    screen = await league.reply(("avant-match", "lancer"), {"match": str(ids["match"])})
    for step in ("values", "inducements"):
        await press(league, screen, f"go:{step}")
    await choose(league, screen, "pgbuy:away", ["prayers_to_nuffle"])
    await press(league, screen, "go:stars")
    await press(league, screen, "go:prayers")
    opened = await press(league, screen, "hand:prayers", expect=9)
    await fill(league, opened, {"dice": "16"})
    o3 = one(league, "SELECT id FROM players WHERE team_id = ? AND number = 3", (ids["underdog"],))[0]
    # the player chosen, then his Primary Skill: a Human Lineman's is General (Block), never Agility (Dodge)
    opened = await choose(league, screen, "pgprayer:away.16", [str(o3)], expect=9)
    menus = [c["component"] for c in opened.modal["components"] if c.get("component", {}).get("type") == 3]
    assert [m["custom_id"] for m in menus] == ["general"]
    assert "block" in [o["value"] for o in menus[0]["options"]] and "dodge" not in str(menus)
    await fill(league, opened, {"general": ["block"]})
    assert f"{t('prayer.intensive_training', 'fr')} — \\#3 O3 (Blocage)" in text_of(screen), text_of(screen)
    await press(league, screen, "go:preview")
    await press(league, screen, ":confirm")
    row = one(league, "SELECT prayers FROM pregames WHERE team_id = ?", (ids["underdog"],))[0]
    assert row == f'[{{"face": 16, "players": [{o3}], "skill": "block"}}]'
