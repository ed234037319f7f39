"""Roll commands with players from the rosters: their characteristics apply, Enregistrer records once."""

import sqlite3

import pytest

from rules.characteristics import Profile
from tests.e2e.harness import COACH_ID, COMMISSIONER_ID
from tests.e2e.two_teams import player, seed_two_teams, two_teams_fixture

pytestmark = pytest.mark.asyncio(loop_scope="module")


#: Two teams, a Minus goblin with a Blessure Persistante, a Châtaigne orc, a match open in #matchs.
PLAYERS = {
    "grak": (
        "orcs",
        player(7, "Grak", Profile(5, 3, 4, 5, 10), ("Châtaigne",), position="Bloqueur", keywords=("Orc", "Bloqueur")),
    ),
    "snik": (
        "gobs",
        player(
            3,
            "Snik",
            Profile(6, 2, 3, 4, 8),
            ("Minus", "Esquive"),
            position="Gobelin",
            keywords=("Gobelin",),
            niggling=1,
        ),
    ),
    "hostile": ("gobs", player(9, "@everyone **Gras**", Profile(6, 2, 3, 4, 8), position="Gobelin")),
    # F 1, at its minimum: one in the open match (ligue), one in a team with no match (the server's ruleset)
    "frail": ("gobs", player(11, "Fétu", Profile(6, 1, 3, 4, 8), position="Gobelin")),
    "loner": ("free", player(12, "Brindille", Profile(6, 1, 3, 4, 8), position="Gobelin")),
    "gone": ("gobs", player(13, "Feu Grobi", Profile(6, 2, 3, 4, 8), position="Gobelin")),
}
SETTING = {"rosters": ("Orque", "Gobelin"), "fp": (5, 3), "dead": ("gone",)}
league = two_teams_fixture("participants", PLAYERS, **SETTING)


async def seed(path):
    """The same league in a file of its own (tests/e2e/test_roll_writes.py)."""
    return await seed_two_teams(path, PLAYERS, **SETTING)


def casualties(league):
    with sqlite3.connect(league.database_path) as conn:
        return conn.execute("SELECT victim_id, caused_by_id, outcome, cause, roll_id FROM casualties").fetchall()


async def test_autocomplete_offers_the_servers_players(league):
    choices = await league.autocomplete("armure", {"victime": "sni"}, focused="victime")
    assert choices[0]["name"].startswith("#3 Snik") and choices[0]["value"] == f"id:{league.ids['snik']}"


async def test_the_victims_armour_minus_and_niggling_and_the_attackers_mighty_blow_apply(league):
    grak, snik = league.ids["grak"], league.ids["snik"]
    # 4 + 3 = 7 < 8+ … +1 Châtaigne makes 8: broken; Minus 9 with no bonus left: Commotion
    msg = await league.reply(
        "armure", {"victime": f"id:{snik}", "attaquant": f"id:{grak}", "des": "4 3 5 4"}, user=COACH_ID
    )
    text = msg.embed["description"]
    assert "contre 8+" in text and "Châtaigne" in text and "Commotion" in text
    notes = next(f["value"] for f in msg.embed["fields"] if f["name"] == "Notes")
    assert "#3 Snik" in notes and "#7 Grak" in notes
    assert [b["label"] for b in msg.buttons] == ["Enregistrer"]


async def test_enregistrer_records_once_even_on_a_double_click(league):
    grak, snik = league.ids["grak"], league.ids["snik"]
    msg = await league.reply(
        "armure",
        {"victime": f"id:{snik}", "attaquant": f"id:{grak}", "cause": "block", "des": "6 6 6 6 13 3"},
        user=COACH_ID,
    )
    before = len(casualties(league))
    first = await league.click(msg, "Enregistrer", user=COACH_ID)
    second = await league.click(msg, "Enregistrer", user=COMMISSIONER_ID)
    kinds = sorted([(await first.response()).type, (await second.response()).type])
    assert kinds == [4, 7]
    rows = casualties(league)
    assert len(rows) == before + 1
    victim_id, caused_by_id, outcome, cause, roll_id = rows[-1]
    assert (victim_id, caused_by_id, outcome, cause) == (snik, grak, "casualty.lasting_injury", "block")
    assert roll_id == int(msg.buttons[0]["custom_id"].split(":")[2])
    assert msg.buttons[0]["label"] == "Enregistré" and msg.buttons[0]["disabled"]


async def test_an_armour_roll_with_an_attacker_but_no_cause_records_the_cause_as_unknown(league):
    grak, snik = league.ids["grak"], league.ids["snik"]
    msg = await league.reply(
        "armure", {"victime": f"id:{snik}", "attaquant": f"id:{grak}", "des": "6 6 6 6 2"}, user=COACH_ID
    )
    clicked = await league.click(msg, "Enregistrer", user=COACH_ID)
    assert (await clicked.response()).type == 7, (msg.embed, (await clicked.final()).content)
    victim_id, caused_by_id, outcome, cause, _ = casualties(league)[-1]
    assert (victim_id, caused_by_id, outcome, cause) == (snik, grak, "casualty.badly_hurt", "unknown")
    # Snik's Séquelle of the test above is recorded in this match too: a player in the Casualty box plays no more,
    # so one of the two is likely a mistake; the clicker is told now, the post-match will wait for it
    warned = (await clicked.wait_followups(1))[0]
    said = "a déjà, dans ce match, une blessure enregistrée qui l'a sorti"
    assert warned.ephemeral and said in warned.content, warned.content


async def test_a_casualty_typed_by_hand_for_a_player_already_out_of_the_match_warns_too(league):
    """/match blessure records it as /armure's Enregistrer does, and says the same when Snik is out already."""
    snik = league.ids["snik"]
    options = {"victime": f"id:{snik}", "resultat": "casualty.seriously_hurt", "cause": "block"}
    rec = await league.invoke(("match", "blessure"), options, user=COACH_ID)
    assert not (await rec.final()).ephemeral  # the record, public, as before
    warned = (await rec.wait_followups(1))[-1]
    assert warned.ephemeral and "a déjà, dans ce match, une blessure enregistrée" in warned.content, warned.content


async def test_a_stranger_cannot_record(league):
    snik = league.ids["snik"]
    msg = await league.reply("blessure", {"victime": f"id:{snik}", "des": "6 6 2"}, user=COACH_ID)
    refused = await league.click(msg, "Enregistrer", user=league.stranger_id)
    assert (await refused.final()).ephemeral
    assert msg.buttons[0]["label"] == "Enregistrer"


async def test_no_button_when_the_chain_stops_before_a_casualty(league):
    msg = await league.reply("armure", {"victime": f"id:{league.ids['snik']}", "des": "1 1"})
    assert not msg.buttons


async def test_armour_without_av_nor_victim_is_refused(league):
    msg = await league.reply("armure", {})
    assert msg.ephemeral and "ar:9" in msg.content


async def test_a_player_typed_by_hand_that_does_not_exist_is_refused(league):
    msg = await league.reply("armure", {"victime": "Personne du tout"})
    assert msg.ephemeral


async def test_kickoff_in_the_matchs_channel_uses_the_matchs_fan_factors(league):
    msg = await league.reply("coup-envoi", {"des": "1 2 3 3 3 3 4 2"})
    text = msg.embed["description"]
    assert "Intimidation" in text and "(+5 " in text and "(+3 " in text
    assert any("match ouvert" in f["value"] for f in msg.embed["fields"])
    typed = await league.reply("coup-envoi", {"fp-frappe": 1, "des": "1 2 3 3 3 3 4 2"})
    assert "(+1 " in typed.embed["description"] and "(+3 " in typed.embed["description"]


async def test_a_hostile_player_name_is_shown_harmlessly(league):
    msg = await league.reply("armure", {"victime": f"id:{league.ids['hostile']}", "des": "1 1"})
    notes = next(f["value"] for f in msg.embed["fields"] if f["name"] == "Notes")
    assert "Gras" in notes and "**Gras**" not in notes
    assert "@everyone" not in notes.replace("@\u200beveryone", "")


async def test_a_number_typed_by_hand_is_a_shirt_number_not_a_record_id(league):
    assert league.ids["hostile"] == 3  # the record with id 3 is "@everyone **Gras**", shirt 9
    msg = await league.reply("armure", {"victime": "#3", "des": "1 1"})
    notes = next(f["value"] for f in msg.embed["fields"] if f["name"] == "Notes")
    assert "Snik" in notes and "Gras" not in notes


async def test_a_match_keeps_the_ruleset_it_was_started_under(league):
    """docs/rules.md M1: the server moves to bb2025 while the match is open in #matchs; its rolls stay ligue (a
    roll naming its players, one typed in its channel), a roll elsewhere follows the server, and the change says
    which open match keeps its ruleset."""
    snik = league.ids["snik"]
    switched = await league.reply("reglages", {"regles": "bb2025"})
    try:
        assert switched.ephemeral and "Orques de Fer" in switched.embed["description"], switched.embed
        named = await league.reply("elimination", {"victime": f"id:{snik}", "des": "13 5"})
        assert "Cou Brisé" in named.embed["description"]  # ligue's 5 (bb2025: Hanche disloquée)
        assert "ligue" in named.embed["footer"]["text"].lower()
        here = await league.reply("sequelle", {"des": "5"})  # in the match's channel, nobody named
        assert "Cou Brisé" in here.embed["description"]
        elsewhere = await league.reply("sequelle", {"des": "5"}, channel=league.general_channel_id)
        assert "Hanche disloquée" in elsewhere.embed["description"]
    finally:
        await league.reply("reglages", {"regles": "ligue"})


def sequelle_line(msg):
    """The séquelle's line of a roll's embed, whichever depth it is at."""
    lines = [line.strip().removeprefix("↳ ") for line in msg.embed["description"].splitlines()]
    return next(line for line in lines if line.startswith("**Séquelle** ·"))


def ruleset_of(msg):
    """The ruleset a roll's footer names (« Jet n° 42 · Règles : BB2025 officiel »)."""
    return msg.embed["footer"]["text"].split(" · ", 1)[1]


@pytest.mark.parametrize(
    ("victim", "channel", "dice", "said", "unnamed", "ruleset"),
    [  # his match's ligue: F re-rolled; the server's bb2025 for a team in no match: no reduction, named
        ("frail", None, "6 3", "🎲 6 → 3 (relances) → **Genou Déboîté**", "🎲 6 → **Épaule Disloquée**", "ligue"),
        (
            "loner",
            "general",
            "6",
            "🎲 6 → **Cou brisé (-1 F)\u00a0: F déjà au minimum**",
            "🎲 6 → **Cou brisé**",
            "BB2025",
        ),
    ],
)
async def test_sequelle_victime_reads_the_same_as_the_casualty_chain_of_the_same_player(
    league, victim, channel, dice, said, unnamed, ruleset
):
    """The mission: the same D6 on the same player says the same whichever path led to it. /sequelle victime: takes
    his profile (F 1, at its minimum: docs/rules.md D2) and his match's ruleset (M1: the server moved to bb2025 while
    his match is open in ligue), names him in its notes, and reads as /elimination victime: does; nobody named, the
    D6 is read as it falls."""
    options = {"victime": f"id:{league.ids[victim]}"}
    where = {"channel": league.general_channel_id} if channel else {}
    switched = await league.reply("reglages", {"regles": "bb2025"})
    try:
        assert switched.ephemeral
        alone = await league.reply("sequelle", {**options, "des": dice}, **where)
        chain = await league.reply("elimination", {**options, "des": f"13 {dice} 1"}, **where)  # 1: Revanche's D6
        assert sequelle_line(alone) == sequelle_line(chain) == f"**Séquelle** · {said}", (alone.embed, chain.embed)
        assert ruleset in ruleset_of(alone) and ruleset_of(alone) == ruleset_of(chain)
        notes = next(f["value"] for f in alone.embed["fields"] if f["name"] == "Notes")
        assert ("#11 Fétu" if victim == "frail" else "#12 Brindille") in notes, notes
        nobody = await league.reply("sequelle", {"des": dice.split()[0]}, **where)
        assert sequelle_line(nobody) == f"**Séquelle** · {unnamed}" and ruleset in ruleset_of(nobody)
    finally:
        await league.reply("reglages", {"regles": "ligue"})


async def test_sequelle_refuses_a_dead_player_as_the_chain_does(league):
    gone = f"id:{league.ids['gone']}"
    for command in ("sequelle", "elimination"):
        msg = await league.reply(command, {"victime": gone, "des": "13 5"})
        assert msg.ephemeral and "Feu Grobi est mort\u00a0: il ne joue plus." in msg.content, msg.content
