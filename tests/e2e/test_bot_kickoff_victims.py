"""The kick-off's victims and the Apothicaire, through the real bot and the fake Discord (issue 8's acceptance).

Orques de Fer (home, FP 4, an Apothicaire): #7 Grak. Les Gobs (FP 3, an Apothicaire, coached by the
commissioner): #3 Snik (Minus, one Blessure Persistante), #4 Zog (RPM: misses this match). A match is open in
#matchs; the home team kicks.
"""

import sqlite3

import pytest

from rules.characteristics import Profile
from tests.e2e.harness import COACH_ID
from tests.e2e.two_teams import player, two_teams_fixture

pytestmark = pytest.mark.asyncio(loop_scope="module")


league = two_teams_fixture(
    "victims",
    {
        "grak": ("orcs", player(7, "Grak", Profile(5, 3, 3, 4, 10), keywords=("Orque",))),
        "snik": ("gobs", player(3, "Snik", Profile(6, 2, 3, 4, 8), ("Minus",), niggling=1)),
        # misses this match (a casualty of the last one): never on the pitch, so never hit by a rock
        "zog": ("gobs", player(4, "Zog", Profile(6, 2, 3, 4, 8), ("Minus",), miss_next_game=True)),
    },
    apothecary=True,
)


def casualties(league):
    with sqlite3.connect(league.database_path) as conn:
        return conn.execute("SELECT victim_id, caused_by_id, outcome, cause FROM casualties ORDER BY id").fetchall()


def notes(message):
    return next(f["value"] for f in message.embed["fields"] if f["name"] == "Notes")


def labels(message):
    return [b["label"] for b in message.buttons]


async def test_a_rock_at_kick_off_hits_a_minus_player_of_the_match_and_the_apothecary_serves_once(league):
    snik = league.ids["snik"]
    # a crowd injury first: Minus 8 is K.O.; the Gobs still have their Apothicaire
    crowd = await league.reply("blessure", {"victime": f"id:{snik}", "cause": "crowd", "des": "4 4"})
    assert "K.O." in crowd.embed["description"] and labels(crowd) == ["Apothicaire"]

    # classique table: 5 + 6 = Lancer de Rocher; 6 + 6 + 4 FP against 1 + 1 + 3: the Orques' fans throw; D8 7, D6 2
    kickoff = await league.reply("coup-envoi", {"des": "5 6 6 6 1 1 7 2"})
    text = kickoff.embed["description"]
    assert "Orques de Fer\u00a0: ses supporters lancent un rocher" in text  # the teams are named
    assert "l'équipe qui donne le coup d'envoi" not in text.lower()
    assert "Coup d'envoi** → **Coup d'envoi" not in text
    assert labels(kickoff) == ["Victime 1 (Les Gobs)\u00a0: Jet de Blessure"]
    assert len(text) < 1500  # a whole kick-off fits a phone screen

    form = await league.click(kickoff, "Victime 1 (Les Gobs)\u00a0: Jet de Blessure")
    assert (await form.response()).type == 9
    menu = form.modal["components"][0]["component"]
    assert [o["label"] for o in menu["options"]] == ["#3 Snik"]  # the hit team's roster, but #4 Zog (RPM)
    # 4 + 5 = 9 on the Minus table: Commotion, no casualty roll
    rolled = await league.submit_modal(form, {"player": str(snik), "dice": "4 5"})
    assert (await rolled.response()).type == 7
    injury = (await rolled.wait_followups())[0]
    assert "Tableau de blessure Minus" in injury.embed["description"] and "Commotion" in injury.embed["description"]
    assert "Cause\u00a0: rocher." in notes(injury) and "Personne n'a causé cette blessure" in notes(injury)
    assert labels(injury) == ["Apothicaire", "Enregistrer"]
    assert kickoff.buttons[0]["disabled"] and kickoff.buttons[0]["label"].startswith("Victime 1\u00a0: jet n° ")

    # the Apothicaire on the crowd's K.O.: back to the Réserves (a crowd K.O.); once per match
    used = await league.click(crowd, "Apothicaire")
    assert (await used.response()).type == 7
    patched = (await used.wait_followups())[0]
    assert (
        "Soigné\u00a0: Sonné sur sa case" in patched.embed["description"] and "Réserves" in patched.embed["description"]
    )
    assert crowd.buttons[0]["disabled"]
    again = await league.click(injury, "Apothicaire")
    assert (await again.final()).ephemeral and "a déjà servi" in (await again.final()).content

    # recorded with no author: a rock's casualty has none
    recorded = await league.click(injury, "Enregistrer")
    assert (await recorded.response()).type == 7
    assert casualties(league)[-1] == (snik, None, "injury.badly_hurt", "rock")


async def test_the_apothecarys_second_casualty_roll_and_the_coachs_choice(league):
    grak = league.ids["grak"]
    # 6 + 6: Éliminé; D16 15: Mort (a rock: no attacker, no Haine)
    dead = await league.reply("blessure", {"victime": f"id:{grak}", "cause": "rock", "des": "6 6 15"})
    assert "Mort" in dead.embed["description"] and labels(dead) == ["Apothicaire", "Enregistrer"]
    refused = await league.click(dead, "Apothicaire", user=league.stranger_id)
    assert (await refused.final()).ephemeral  # only the Orques' coach or a commissioner decides
    form = await league.click(dead, "Apothicaire", user=COACH_ID)
    assert (await form.response()).type == 9  # rolled by hand: the second D16 is typed
    second = await league.submit_modal(form, {"dice": "9"})
    choice = (await second.wait_followups())[0]
    assert "Second Jet d'Élimination" in choice.embed["description"] and "Amoché" in choice.embed["description"]
    assert labels(choice) == ["Garder le jet 1\u00a0: Mort", "Garder le jet 2\u00a0: Amoché"]
    assert labels(dead) == ["Apothicaire\u00a0: jet n° " + choice.embed["footer"]["text"].split("n° ")[1].split(" ")[0]]

    kept = await league.click(choice, "Garder le jet 2\u00a0: Amoché", user=COACH_ID)
    assert (await kept.response()).type == 7
    result = (await kept.wait_followups())[0]
    assert "Résultat gardé" in result.embed["description"] and "Amoché" in result.embed["description"]
    record = await league.click(result, "Enregistrer", user=COACH_ID)
    assert (await record.response()).type == 7
    assert casualties(league)[-1] == (grak, None, "casualty.seriously_hurt", "rock")


async def test_outside_a_match_the_victims_form_asks_the_traits(league):
    kickoff = await league.reply("coup-envoi", {"des": "5 6 6 6 1 1 7 2"}, channel=league.general_channel_id)
    assert labels(kickoff) == ["Victime 1 (l'équipe receveuse)\u00a0: Jet de Blessure"]  # no match here: no names
    # where the sentence goes on, the team without a name keeps its small letter
    assert "Victime 1 (l'équipe receveuse)\u00a0: Jet de Blessure direct" in kickoff.embed["description"]
    assert "(L'équipe" not in kickoff.embed["description"] and ": L'équipe" not in kickoff.embed["description"]
    form = await league.click(kickoff, kickoff.buttons[0]["custom_id"])
    assert (await form.response()).type == 9
    fields = [row["component"]["custom_id"] for row in form.modal["components"]]
    assert fields == ["traits", "niggling", "dice"]
    rolled = await league.submit_modal(form, {"traits": ["stunty", "thick_skull"], "niggling": "1", "dice": "4 4"})
    injury = (await rolled.wait_followups())[0]
    assert "Tableau de blessure Minus, Crâne Épais" in injury.embed["description"]
    assert "K.O." in injury.embed["description"] and not injury.buttons  # no roster player: nothing to record


async def test_an_injury_without_a_cause_says_so_and_is_not_the_crowd(league):
    msg = await league.reply("blessure", {"des": "1 1"})
    assert "Cause\u00a0: inconnue" in notes(msg) and "Réserves" not in msg.embed["description"]
    crowd = await league.reply("blessure", {"cause": "crowd", "des": "1 1"})
    assert (
        "Cause\u00a0: public (repoussé hors du terrain)." in notes(crowd) and "Réserves" in crowd.embed["description"]
    )


async def test_a_victim_is_rolled_once_even_from_two_forms_opened_together(league):
    """Two coaches open Victime 1's form before either sends it: the first form rolls his injury, the second is
    refused before its dice are read (« 6 6 » lacks the D16 a roll would need) and rolls nothing."""
    kickoff = await league.reply("coup-envoi", {"des": "5 6 6 6 1 1 7 2"}, channel=league.general_channel_id)
    button = kickoff.buttons[0]["custom_id"]
    first, second = [await league.click(kickoff, button) for _ in range(2)]
    assert (await first.response()).type == 9 and (await second.response()).type == 9
    rolled = await league.submit_modal(first, {"traits": [], "niggling": "0", "dice": "2 3"})
    assert "Sonné" in (await rolled.wait_followups())[0].embed["description"]
    again = await league.submit_modal(second, {"traits": [], "niggling": "0", "dice": "6 6"})
    refused = await again.final()
    assert refused.ephemeral and "a déjà été lancé" in refused.content
    assert kickoff.buttons[0]["disabled"] and kickoff.buttons[0]["label"].startswith("Victime 1\u00a0: jet n° ")


async def test_a_victims_die_out_of_range_names_its_roll_and_the_form_keeps_what_was_typed(league):
    """Issue 26, seen in English: « the Regeneration D6 » rather than « die #3 »; the form reopens with the traits
    and the dice typed, and a roll short of dice waits for the rest."""
    kickoff = await league.reply("coup-envoi", {"des": "5 6 6 6 1 1 7 2"}, channel=league.general_channel_id)
    form = await league.click(kickoff, kickoff.buttons[0]["custom_id"], locale="en-US")
    assert (await form.response()).type == 9
    fields = {row["component"]["custom_id"]: row for row in form.modal["components"]}
    assert fields["dice"]["label"] == "Dice by hand — Injury Roll: 2D6"
    sent = await league.submit_modal(
        form, {"traits": ["regeneration"], "niggling": "1", "dice": "6 5 7"}, locale="en-US"
    )
    refused = await sent.final()
    assert refused.ephemeral and "the Regeneration D6 shows 7" in refused.content
    again = await league.click(refused, refused.buttons[0]["custom_id"], locale="en-US")
    assert (await again.response()).type == 9
    fields = {row["component"]["custom_id"]: row["component"] for row in again.modal["components"]}
    assert fields["dice"]["value"].strip() == "6 5 7" and fields["niggling"]["value"] == "1"
    assert [o["value"] for o in fields["traits"]["options"] if o.get("default")] == ["regeneration"]

    sent = await league.submit_modal(
        again, {"traits": ["regeneration"], "niggling": "1", "dice": "6 5"}, locale="en-US"
    )
    waiting = await sent.final()
    assert "Injury Roll 6 5 → Casualty" in waiting.content and "Still to roll: D6 (Regeneration)" in waiting.content
    again = await league.click(waiting, waiting.buttons[0]["custom_id"], locale="en-US")
    assert (await again.response()).type == 9
    sent = await league.submit_modal(
        again, {"traits": ["regeneration"], "niggling": "1", "dice": "6 5 4"}, locale="en-US"
    )
    assert (await sent.response()).type == 7  # the private reply says the roll is made
    assert "Roll made" in (await sent.final()).content
    injury = (await sent.wait_followups())[0]
    assert "Régénéré" in injury.embed["description"]
    assert kickoff.buttons[0]["disabled"]  # the kick-off's own button shows the roll it became
