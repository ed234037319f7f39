"""/team through the real bot and the fake Discord: who may do what, hostile names, archive and erase."""

import json
import re

import pytest

from fakediscord.server import CommandNotAllowed
from tests.e2e.dbrows import rows
from tests.e2e.harness import COMMISSIONER_ROLE_ID, sandbox_fixture
from tests.e2e.league_seed import cancel_match

pytestmark = pytest.mark.asyncio(loop_scope="module")
league = sandbox_fixture("league")


def footer_id(msg):
    """The team's id from its card's footer, as an autocomplete choice carries it."""
    return "id:" + re.search(r"n° (\d+)", msg.embed["footer"]["text"]).group(1)


async def create(league, name, coach, **options):
    msg = await league.reply(("equipe", "creer"), {"nom": name, "coach": coach, **options})
    assert not msg.ephemeral, msg.content
    return footer_id(msg)


async def test_a_commissioner_creates_a_team_with_all_its_options(league):
    msg = await league.reply(
        ("equipe", "creer"),
        {
            "nom": "Orques de Fer",
            "coach": league.coach_id,
            "roster": "Orques",
            "tresorerie": 50000,
            "fans-devoues": 3,
            "relances": 2,
            "meneuses-de-revue": 1,
            "adjoints": 2,
            "apothicaire": True,
        },
    )
    assert "Orques de Fer" in msg.content and not msg.ephemeral
    fields = {f["name"]: f["value"] for f in msg.embed["fields"]}
    assert fields["Coach"] == f"<@{league.coach_id}>"
    assert fields["Trésorerie"] == "50\u202f000\u00a0po" and fields["Relances"] == "2"
    assert fields["Apothicaire"] == "oui" and fields["Fans Dévoués"] == "3"
    stored = rows(league, "SELECT guild_id, coach_id, roster, dedicated_fans FROM teams WHERE name = 'Orques de Fer'")
    assert stored == [(league.guild_id, league.coach_id, "Orques", 3)]


@pytest.mark.parametrize("who", ["coach", "stranger"])
async def test_only_commissioners_create_teams(league, who):
    before = rows(league, "SELECT COUNT(*) FROM teams")
    user = league.coach_id if who == "coach" else league.stranger_id
    msg = await league.reply(("equipe", "creer"), {"nom": f"Équipe de {who}", "coach": user}, user=user)
    assert msg.ephemeral and "commissaires" in msg.content
    assert rows(league, "SELECT COUNT(*) FROM teams") == before


async def test_the_commissioner_role_from_settings_is_enough(league):
    league.fake.add_member(league.guild_id, 1200000000000000777, "arbitre2", roles=[])
    # without the role (and without Manage Server): refused
    msg = await league.reply(("equipe", "creer"), {"nom": "Role", "coach": league.coach_id}, user=1200000000000000777)
    assert msg.ephemeral
    role = league.fake.add_role(league.guild_id, "Commissaire Ligue", 0)
    league.fake.add_member(league.guild_id, 1200000000000000777, "arbitre2", roles=[role.id])
    await league.reply("reglages", {"role-commissaire": role.id})
    msg = await league.reply(("equipe", "creer"), {"nom": "Role", "coach": league.coach_id}, user=1200000000000000777)
    assert not msg.ephemeral, msg.content
    assert role.id != COMMISSIONER_ROLE_ID  # the role of /settings, not the one with Manage Server


async def test_everyone_is_not_a_commissioner_role(league):
    # @everyone (its id is the server's) would make every member a commissioner: a misclick in the role menu
    before = rows(league, "SELECT commissioner_role_id FROM guild_settings WHERE guild_id = ?", league.guild_id)
    scoring = rows(league, "SELECT * FROM league_scoring WHERE guild_id = ?", league.guild_id)
    msg = await league.reply("reglages", {"role-commissaire": league.guild_id, "points": "2/1/0"})
    assert msg.ephemeral and "@\u200beveryone ferait de chaque membre" in msg.content, msg.text
    assert rows(league, "SELECT commissioner_role_id FROM guild_settings WHERE guild_id = ?", league.guild_id) == before
    assert rows(league, "SELECT * FROM league_scoring WHERE guild_id = ?", league.guild_id) == scoring
    msg = await league.reply(
        ("equipe", "creer"), {"nom": "Tout le monde", "coach": league.coach_id}, user=league.stranger_id
    )
    assert msg.ephemeral and "commissaires" in msg.content


async def test_a_name_already_taken_is_refused_in_french(league):
    await create(league, "Nains du Pic", league.commissioner_id)
    msg = await league.reply(("equipe", "creer"), {"nom": "NAINS DU PIC", "coach": league.coach_id})
    assert msg.ephemeral and "existe déjà" in msg.content
    assert rows(league, "SELECT COUNT(*) FROM teams WHERE name_key = 'nains du pic'") == [(1,)]


async def test_autocomplete_offers_the_servers_teams_with_their_id(league):
    choices = await league.autocomplete(("equipe", "voir"), {"nom": "orq"}, focused="nom", user=league.stranger_id)
    assert [c["name"] for c in choices] == ["Orques de Fer (Orques)"]
    assert choices[0]["value"].removeprefix("id:").isdigit()


async def test_the_coach_edits_their_team_but_not_its_coach_its_money_nor_its_staff(league):
    orcs = "id:{}".format(rows(league, "SELECT id FROM teams WHERE name = 'Orques de Fer'")[0][0])
    for money in ({"tresorerie": 60000}, {"relances": 3}, {"fans-devoues": 4}, {"apothicaire": True}):
        msg = await league.reply(("equipe", "modifier"), {"nom": orcs, **money}, user=league.coach_id)
        assert msg.ephemeral and "ne changent que par l'après-match ou par un commissaire" in msg.content, money
    assert rows(league, "SELECT treasury, rerolls FROM teams WHERE id = ?", orcs) == [(50000, 2)]
    msg = await league.reply(("equipe", "modifier"), {"nom": orcs, "roster": "Orques Sauvages"}, user=league.coach_id)
    assert not msg.ephemeral, msg.content  # the rest of the team card is still the coach's
    assert "Nouvelle race Orques Sauvages, que le livre ne connaît pas\u00a0: les règles spéciales" in msg.content
    msg = await league.reply(("equipe", "modifier"), {"nom": orcs, "tresorerie": 60000, "relances": 3})
    assert not msg.ephemeral, msg.content  # a commissioner's change
    assert rows(league, "SELECT treasury, rerolls FROM teams WHERE id = ?", orcs) == [(60000, 3)]

    shown = await league.reply(("equipe", "voir"), {"nom": orcs}, user=league.coach_id)
    history = next(f for f in shown.embed["fields"] if f["name"].startswith("Derniers changements"))["value"]
    latest, previous = history.split("\n")[:2]
    assert f"<@{league.commissioner_id}>" in latest
    assert "Trésorerie 50\u202f000\u00a0po → 60\u202f000\u00a0po" in latest and "Relances 2 → 3" in latest
    assert f"<@{league.coach_id}>" in previous and "Race Orques → Orques Sauvages" in previous
    msg = await league.reply(("equipe", "modifier"), {"nom": orcs, "roster": "Orques"}, user=league.coach_id)
    assert "Nouvelle race Orques\u00a0: le prix des relances et les règles spéciales" in msg.content  # no player yet

    msg = await league.reply(("equipe", "modifier"), {"nom": orcs, "coach": league.stranger_id}, user=league.coach_id)
    assert msg.ephemeral and "commissaire" in msg.content
    msg = await league.reply(("equipe", "modifier"), {"nom": "Orques de Fer", "tresorerie": 0}, user=league.stranger_id)
    assert msg.ephemeral and "⛔" in msg.content
    msg = await league.reply(("equipe", "modifier"), {"nom": "Orques de Fer", "tresorerie": 1234})
    assert msg.ephemeral and "5\u202f000" in msg.content  # the storage layer's refusal, in French
    assert rows(league, "SELECT treasury, coach_id FROM teams WHERE id = ?", orcs) == [(60000, league.coach_id)]


async def test_the_coach_cannot_edit_another_coachs_team(league):
    msg = await league.reply(("equipe", "modifier"), {"nom": "Nains du Pic", "relances": 8}, user=league.coach_id)
    assert msg.ephemeral
    assert rows(league, "SELECT rerolls FROM teams WHERE name = 'Nains du Pic'") == [(0,)]


async def test_anyone_reads_a_team_and_the_list(league):
    msg = await league.reply(("equipe", "voir"), {"nom": "Orques de Fer"}, user=league.stranger_id)
    assert msg.embed["title"] == "Orques de Fer (Orques)" and not msg.ephemeral
    assert "Aucun joueur" in msg.embed["description"]
    player = next(c["id"] for c in league.fake.commands() if c["name"] == "player")  # issue 26: mentions
    assert f"</player add:{player}>" in msg.embed["description"] and "/joueur" not in msg.embed["description"]
    msg = await league.reply(("equipe", "liste"), {}, user=league.stranger_id)
    assert "Orques de Fer" in msg.embed["description"] and "Nains du Pic" in msg.embed["description"]
    msg = await league.reply(("team", "list"), {"coach": league.coach_id}, user=league.stranger_id)
    assert "Orques de Fer" in msg.embed["description"] and "Nains du Pic" not in msg.embed["description"]


async def test_an_unknown_team_is_a_french_message(league):
    msg = await league.reply(("equipe", "voir"), {"nom": "Les Inexistants"})
    assert msg.ephemeral and "Aucune équipe" in msg.content
    msg = await league.reply(("equipe", "voir"), {"nom": "999999"})
    assert msg.ephemeral


async def test_delete_archives_and_erase_removes_a_mistake(league):
    mistake = await create(league, "Erreur de Frappe", league.coach_id)
    # issue 26: erasing is final, so it asks first, privately, as /match cancel does; « Garder » changes nothing
    asked = await league.reply(("equipe", "supprimer"), {"nom": mistake, "effacer": True})
    assert asked.ephemeral and "Effacer l'équipe « Erreur de Frappe »" in asked.content and "définitif" in asked.content
    assert [b["label"] for b in asked.buttons] == ["Effacer l'équipe", "Garder"]
    assert rows(league, "SELECT COUNT(*) FROM teams WHERE id = ?", mistake) == [(1,)]
    kept = await league.click(asked, "Garder")
    assert (await kept.response()).type == 7 and "gardée" in asked.content and not asked.buttons
    assert rows(league, "SELECT COUNT(*) FROM teams WHERE id = ?", mistake) == [(1,)]
    asked = await league.reply(("equipe", "supprimer"), {"nom": mistake, "effacer": True})
    erased = await league.click(asked, "Effacer l'équipe")
    assert (await erased.response()).type == 7
    announced = (await erased.wait_followups())[0]
    assert not announced.ephemeral and "effacée" in announced.content
    assert rows(league, "SELECT COUNT(*) FROM teams WHERE id = ?", mistake) == [(0,)]
    assert "effacée" in asked.content and not asked.buttons  # the question says what became of it

    old = await create(league, "Vieux Gobelins", league.coach_id)
    msg = await league.reply(("equipe", "supprimer"), {"nom": old})
    assert "archivée" in msg.content
    assert rows(league, "SELECT archived_at IS NOT NULL FROM teams WHERE id = ?", old) == [(1,)]
    choices = await league.autocomplete(("equipe", "voir"), {"nom": "gob"}, focused="nom")
    assert choices == []
    msg = await league.reply(("equipe", "liste"), {"archivees": True})
    assert "Vieux Gobelins" in msg.embed["description"]


async def test_delete_is_for_commissioners_and_refusals_are_explained(league):
    msg = await league.reply(("equipe", "supprimer"), {"nom": "Orques de Fer"}, user=league.coach_id)
    assert msg.ephemeral and "commissaires" in msg.content
    orcs = "id:{}".format(rows(league, "SELECT id FROM teams WHERE name = 'Orques de Fer'")[0][0])
    dwarves = "id:{}".format(rows(league, "SELECT id FROM teams WHERE name = 'Nains du Pic'")[0][0])
    refused = await league.reply(("match", "debut"), {"domicile": orcs, "exterieur": dwarves})
    assert refused.ephemeral and "liste de draft" in refused.content  # a book roster's team drafts first
    others = await create(league, "Sans Race", league.commissioner_id)  # no roster: no draft
    started = await league.reply(("match", "debut"), {"domicile": others, "exterieur": dwarves})
    assert not started.ephemeral, started.content
    msg = await league.reply(("equipe", "supprimer"), {"nom": others})
    assert msg.ephemeral and "match en cours" in msg.content
    msg = await league.reply(("equipe", "supprimer"), {"nom": others, "effacer": True})
    assert msg.ephemeral and "historique" in msg.content
    assert rows(league, "SELECT archived_at FROM teams WHERE id = ?", others) == [(None,)]
    await cancel_match(league, {})


HOSTILE = [
    "@everyone",
    "<@&1200000000000000301>",
    "**gras** __souligné__ `code` ||spoiler||",
    "```ticks``` <@1200000000000000102> @here",
    "É" * 100,
    "🏈💀 Les Écorcheurs 🔥",
]


@pytest.mark.parametrize("name", HOSTILE)
async def test_hostile_names_are_shown_harmlessly_and_never_ping(league, name):
    team_id = await create(league, name, league.coach_id, roster=name)
    msg = await league.reply(("equipe", "voir"), {"nom": team_id}, user=league.stranger_id)
    payload = json.dumps(msg.embeds, ensure_ascii=False)
    assert "@everyone" not in payload and "@here" not in payload
    assert "<@&1200000000000000301>" not in payload
    assert "**gras**" not in payload and "```ticks" not in payload
    if name.startswith("É"):
        assert "É" * 100 in msg.embed["title"]
    if name.startswith("🏈"):
        assert "🏈💀" in msg.embed["title"]
    await league.reply(("equipe", "liste"), {})
    choices = await league.autocomplete(("equipe", "voir"), {"nom": name[:20]}, focused="nom")
    assert any(c["value"] == team_id for c in choices)
    assert all(len(c["name"]) <= 100 for c in choices)


async def test_every_message_carried_no_mentions_and_nothing_was_refused(league):
    sent = 0
    for request in league.fake.requests:
        body = request.json if isinstance(request.json, dict) else {}
        data = body.get("data", body) if body.get("type") in (4, 7) else body
        if request.method in ("POST", "PATCH") and ("embeds" in data or "content" in data):
            sent += 1
            assert data.get("allowed_mentions", {}).get("parse") == [], request
    assert sent > 10
    assert not league.fake.unknown_routes
    assert not league.fake.rejected


async def test_export_is_hidden_from_coaches_and_refused_when_sent_anyway(league):
    with pytest.raises(CommandNotAllowed):
        await league.invoke("export", {}, user=league.coach_id)
    msg = await league.reply("export", {}, user=league.coach_id, bypass_permissions=True)
    assert msg.ephemeral and "commissaires" in msg.content and not msg.attachments
