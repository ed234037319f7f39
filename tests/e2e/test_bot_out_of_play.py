"""A player who cannot be hurt again (issue 26 item 4), through the real bot and the fake Discord.

Orques de Fer (home) against Les Gobs, open in #matchs. In this match, Feu Mort's death is recorded (not applied
yet), Boxé's Seriously Hurt sent him to the Casualty box, Rafistolé was Badly Hurt and patched up by the
Apothicaire (back in the Reserves). Brindille plays for Les Francs, who are in no match.
"""

import pytest

from league.casualties import CasualtyRepository
from league.db import open_database
from records.models import CasualtyReport
from rules.characteristics import Profile
from tests.e2e.harness import COACH_ID, COMMISSIONER_ID, LEAGUE_GUILD_ID, sandbox_fixture
from tests.e2e.two_teams import player, seed_two_teams

pytestmark = pytest.mark.asyncio(loop_scope="module")

PLAYERS = {
    "grak": ("orcs", player(7, "Grak", Profile(5, 3, 3, 4, 10), keywords=("Orque",))),
    "snik": ("gobs", player(3, "Snik", Profile(6, 2, 3, 4, 8))),
    "dead": ("gobs", player(5, "Feu Mort", Profile(6, 2, 3, 4, 8))),
    "boxed": ("gobs", player(6, "Boxé", Profile(6, 2, 3, 4, 8))),
    "patched": ("gobs", player(8, "Rafistolé", Profile(6, 2, 3, 4, 8))),
    "loner": ("free", player(12, "Brindille", Profile(6, 2, 3, 4, 8))),
    "tough": ("gobs", player(9, "Coriace", Profile(6, 2, 3, 4, 8))),
}


async def seeded(path):
    ids = await seed_two_teams(path, PLAYERS, apothecary=True)
    db = await open_database(path)
    try:
        match_id = (await db.fetchone("SELECT id FROM matches WHERE status = 'open'", ()))["id"]
        repo = CasualtyRepository(db)
        for key, outcome in (
            ("dead", "casualty.dead"),
            ("boxed", "casualty.seriously_hurt"),
            ("patched", "apothecary.patched_up"),
        ):
            report = CasualtyReport(
                victim_id=ids[key], outcome=outcome, cause="block", match_id=match_id, caused_by_id=ids["grak"]
            )
            await repo.record_casualty(LEAGUE_GUILD_ID, COMMISSIONER_ID, report)
    finally:
        await db.close()
    return {"ids": ids}


league = sandbox_fixture("league", seed=seeded)


def notes(message):
    return next(f["value"] for f in message.embed["fields"] if f["name"] == "Notes")


def labels(message):
    return [b["label"] for b in message.buttons]


async def test_a_player_whose_death_is_recorded_is_refused_as_the_victim_of_every_roll(league):
    dead = f"id:{league.ids['dead']}"
    grak = f"id:{league.ids['grak']}"
    for command, options in (
        ("armure", {"victime": dead, "des": "6 6 6 6 16"}),
        ("blessure", {"victime": dead, "des": "6 6 16"}),
        ("elimination", {"victime": dead, "des": "16"}),
        ("agression", {"victime": dead, "attaquant": grak, "des": "6 5 6 6 16"}),
        ("blocage", {"attaquant": grak, "defenseur": dead, "des": "6"}),
        ("blocage", {"attaquant": dead, "defenseur": f"id:{league.ids['grak']}", "des": "6"}),
    ):
        msg = await league.reply(command, options, user=COACH_ID)
        assert msg.ephemeral, (command, msg.embed)
        assert "Feu Mort" in msg.content and "mort" in msg.content and "n° 1" in msg.content, msg.content


async def test_a_player_in_the_casualty_box_is_rolled_with_a_warning(league):
    boxed, grak = f"id:{league.ids['boxed']}", f"id:{league.ids['grak']}"
    said = "Boxé est déjà au box Morts & Blessés de ce match (blessure n° 2)"
    for command, options in (
        ("armure", {"victime": boxed, "attaquant": grak, "des": "1 1"}),
        ("blessure", {"victime": boxed, "des": "1 1"}),
        ("blocage", {"attaquant": grak, "defenseur": boxed, "des": "6 6"}),
        ("blocage", {"attaquant": boxed, "defenseur": grak, "des": "6 6"}),
    ):
        msg = await league.reply(command, options, user=COACH_ID)
        assert not msg.ephemeral, (command, msg.content)
        assert said in notes(msg), (command, notes(msg))


async def test_a_patched_up_player_plays_on_without_a_warning(league):
    msg = await league.reply("armure", {"victime": f"id:{league.ids['patched']}", "des": "1 1"}, user=COACH_ID)
    assert "Morts & Blessés" not in notes(msg) and "mort" not in notes(msg)


async def test_a_dead_attacker_is_named_with_a_warning_not_refused(league):
    """The defender's armour typed after a Both Down in which the attacker died: the attacker still caused it."""
    msg = await league.reply(
        "armure", {"victime": f"id:{league.ids['grak']}", "attaquant": f"id:{league.ids['dead']}", "des": "1 1"}
    )
    assert not msg.ephemeral
    assert "Feu Mort est mort (blessure n° 1 enregistrée)\u202f; il n'est plus sur le terrain" in notes(msg), notes(msg)


async def test_a_player_of_a_team_not_in_this_channels_match_says_why_there_is_no_enregistrer(league):
    msg = await league.reply("elimination", {"victime": f"id:{league.ids['loner']}", "des": "16"})
    assert "Mort" in msg.embed["description"] and not msg.buttons
    said = "Pas de bouton Enregistrer\u00a0: Les Francs ne joue aucun match ouvert"
    assert said in notes(msg), notes(msg)
    # a roll that ends before a casualty has nothing to record: no such line
    ko = await league.reply("blessure", {"victime": f"id:{league.ids['loner']}", "des": "4 4"})
    assert "Enregistrer" not in notes(ko)


async def test_the_kickoff_victims_roster_leaves_out_who_is_already_out_of_the_match(league):
    # classique table: 5 + 6 = Lancer de Rocher; the Orques' fans throw at Les Gobs
    kickoff = await league.reply("coup-envoi", {"des": "5 6 6 6 1 1 7 2"})
    form = await league.click(kickoff, kickoff.buttons[0]["custom_id"])
    assert (await form.response()).type == 9
    menu = form.modal["components"][0]["component"]
    assert [o["label"] for o in menu["options"]] == ["#3 Snik", "#8 Rafistolé", "#9 Coriace"]
    # Snik is sent to the Casualty box while the form is open: the form sent then is refused, and says why
    options = {"victime": f"id:{league.ids['snik']}", "resultat": "casualty.badly_hurt", "cause": "block"}
    assert not (await league.reply(("match", "blessure"), options)).ephemeral
    refused = await league.submit_modal(form, {"player": str(league.ids["snik"]), "dice": "4 5"})
    final = await refused.final()
    assert final.ephemeral and "Snik" in final.content and "Morts & Blessés" in final.content, final.content


async def test_the_kickoff_victims_form_outside_a_match_asks_the_victims_niggling_injuries(league):
    kickoff = await league.reply("coup-envoi", {"des": "5 6 6 6 1 1 7 2"}, channel=league.general_channel_id)
    form = await league.click(kickoff, kickoff.buttons[0]["custom_id"])
    assert (await form.response()).type == 9, (await form.final()).content
    niggling = next(row for row in form.modal["components"] if row["component"]["custom_id"] == "niggling")
    assert niggling["label"] == "Blessures Persistantes (BP) de la victime", niggling


async def test_the_consequences_an_apothecary_replaces_leave_the_first_message(league):
    """Issue 26 item 9: the first roll's Revanche (its Haine) stayed on its message after the Apothicaire's second
    roll, whichever result was kept; the first message now says its consequences wait for the kept result."""
    tough, grak = f"id:{league.ids['tough']}", f"id:{league.ids['grak']}"
    first = await league.reply("elimination", {"victime": tough, "attaquant": grak, "des": "9"})  # Amoché
    consequences = next(f for f in first.embed["fields"] if f["name"] == "Conséquences")
    assert "Haine" in consequences["value"]
    form = await league.click(first, "Apothicaire")
    assert (await form.response()).type == 9, (labels(first), (await form.final()).content)
    second = await league.submit_modal(form, {"dice": "12"})
    choice = (await second.wait_followups())[0]
    assert "Garder le jet 2\u00a0: Blessure Sérieuse" in labels(choice)
    fields = {f["name"]: f["value"] for f in first.embed["fields"]}
    assert "Conséquences" not in fields, fields
    said = fields["⛑️ Apothicaire"]
    assert f"jet n° {choice.embed['footer']['text'].split('n° ')[1].split(' ')[0]}" in said and "Haine" in said
    assert "Revanche" in first.embed["description"]  # the dice rolled stay: what was rolled, not what counts
