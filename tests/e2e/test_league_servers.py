"""Two servers side by side never see each other's league, and a restart of the bot keeps everything."""

import json

import pytest

from tests.e2e.dbrows import rows
from tests.e2e.harness import sandbox_fixture

pytestmark = pytest.mark.asyncio(loop_scope="module")
league = sandbox_fixture("league", guilds=2)

HEADER = "numero;nom;poste;M;F;AG;CP;AR;competences;mots_cles"


def tid(league, guild, name):
    return f"id:{rows(league, 'SELECT id FROM teams WHERE guild_id = ? AND name = ?', guild, name)[0][0]}"


def pid(league, guild, name):
    return f"id:{rows(league, 'SELECT id FROM players WHERE guild_id = ? AND name = ?', guild, name)[0][0]}"


async def other(league, command, options, user=None):
    """A command in the second server (« Ligue des Terres Arides »), by its owner by default."""
    return await league.reply(command, options, guild=league.second_guild_id, user=user or league.second_owner_id)


async def other_choices(league, command, options, focused):
    return await league.fake.autocomplete(
        league.second_guild_id, league.second_channel_id, league.second_owner_id, command, options, focused
    )


async def test_both_servers_build_a_league_with_the_same_names(league):
    for reply in (league.reply, lambda c, o: other(league, c, o)):
        msg = await reply(("equipe", "creer"), {"nom": "Orques de Fer", "coach": league.coach_id})
        assert not msg.ephemeral, msg.content
        msg = await reply(("equipe", "creer"), {"nom": "Nains du Pic", "coach": league.coach_id})
        assert not msg.ephemeral, msg.content
    g1, g2 = league.guild_id, league.second_guild_id
    roster = f"{HEADER}\n7;Grak;Blitzer;6;3;3+;4+;9+;Blocage;Orque\n"
    file = league.fake.add_attachment("a.csv", roster.encode(), "text/csv")
    await league.reply(("joueur", "importer"), {"equipe": tid(league, g1, "Orques de Fer"), "fichier": file})
    file = league.fake.add_attachment("b.csv", roster.replace("Grak", "Azog").encode(), "text/csv")
    await other(league, ("joueur", "importer"), {"equipe": tid(league, g2, "Orques de Fer"), "fichier": file})
    dwarf = f"{HEADER}\n1;Hans;Bloqueur;4;3;4+;5+;10+;;Nain\n"
    file = league.fake.add_attachment("c.csv", dwarf.encode(), "text/csv")
    await league.reply(("joueur", "importer"), {"equipe": tid(league, g1, "Nains du Pic"), "fichier": file})
    assert rows(league, "SELECT guild_id, COUNT(*) FROM teams GROUP BY guild_id ORDER BY guild_id") == [
        (g1, 2),
        (g2, 2),
    ]


async def test_autocomplete_offers_only_the_servers_own_records(league):
    g1, g2 = league.guild_id, league.second_guild_id
    teams = await other_choices(league, ("equipe", "voir"), {"nom": "orq"}, "nom")
    assert [c["value"] for c in teams] == [tid(league, g2, "Orques de Fer")]
    players = await other_choices(league, ("joueur", "voir"), {"joueur": "7"}, "joueur")
    assert [c["name"] for c in players] == ["#7 Azog — Orques de Fer"]
    mine = await league.autocomplete(("joueur", "voir"), {"joueur": ""}, focused="joueur")
    assert {c["value"] for c in mine} == {pid(league, g1, "Grak"), pid(league, g1, "Hans")}


async def test_another_servers_ids_read_as_unknown(league):
    g1 = league.guild_id
    msg = await other(league, ("equipe", "voir"), {"nom": tid(league, g1, "Nains du Pic")})
    assert msg.ephemeral and "Aucune équipe" in msg.content
    msg = await other(league, ("joueur", "voir"), {"joueur": pid(league, g1, "Hans")})
    assert msg.ephemeral and "Aucun joueur" in msg.content
    msg = await other(league, ("joueur", "modifier"), {"joueur": pid(league, g1, "Grak"), "psp": 50})
    assert msg.ephemeral
    assert rows(league, "SELECT spp FROM players WHERE name = 'Grak'") == [(0,)]


async def test_matches_casualties_and_statistics_stay_in_their_server(league):
    g1, g2 = league.guild_id, league.second_guild_id
    await league.reply(
        ("match", "debut"), {"domicile": tid(league, g1, "Orques de Fer"), "exterieur": tid(league, g1, "Nains du Pic")}
    )
    msg = await league.reply(
        ("match", "blessure"),
        {
            "victime": pid(league, g1, "Hans"),
            "resultat": "casualty.dead",
            "cause": "block",
            "auteur": pid(league, g1, "Grak"),
        },
    )
    assert not msg.ephemeral, msg.content
    match_id = str(rows(league, "SELECT id FROM matches WHERE guild_id = ?", g1)[0][0])
    msg = await other(league, ("match", "voir"), {"match": match_id})
    assert msg.ephemeral and "introuvable" in msg.content
    assert await other_choices(league, ("match", "voir"), {"match": ""}, "match") == []
    msg = await other(league, "cimetiere", {})
    assert "Hans" not in msg.embed["description"]
    msg = await other(league, "classement", {})
    assert "Grak" not in json.dumps(msg.embed, ensure_ascii=False)
    rec = await league.fake.invoke(g2, league.second_channel_id, league.second_owner_id, "export", {})
    export = await rec.final()
    data = json.loads(next(a.data for a in export.attachments if a.filename == "ligue.json"))
    assert data["guild_id"] == g2 and data["casualties"] == [] and data["matches"] == []
    assert {p["name"] for p in data["players"]} == {"Azog"}


async def test_a_restart_keeps_teams_rosters_the_open_match_and_the_page_buttons(league):
    g1 = league.guild_id
    horde = f"{HEADER}\n" + "\n".join(
        f"{n};Gobelin {n} {'x' * 80};Trois-Quart;6;2;3+;4+;8+;{', '.join(f'Compétence {i}' * 3 for i in range(12))};"
        for n in range(10, 26)  # the 16 players a team may hold, each long enough that the list pages
    )
    await league.reply(("equipe", "creer"), {"nom": "Horde", "coach": league.coach_id})
    file = league.fake.add_attachment("horde.csv", horde.encode(), "text/csv")
    msg = await league.reply(("joueur", "importer"), {"equipe": tid(league, g1, "Horde"), "fichier": file})
    assert not msg.ephemeral, msg.embeds
    listed = await league.reply(("joueur", "liste"), {"equipe": tid(league, g1, "Horde")})
    assert listed.buttons

    await league.restart_bot()

    click = await league.click(listed, next(b["custom_id"] for b in listed.buttons if b["label"] == "▶"))
    assert (await click.response(15)).type == 7
    assert listed.embed["footer"]["text"].startswith("Page 2 / ")
    msg = await league.reply(("equipe", "voir"), {"nom": "Orques de Fer"}, user=league.stranger_id)
    assert "Grak" in msg.embed["description"]
    msg = await league.reply(("match", "voir"), {})
    assert "Hans" in json.dumps(msg.embed, ensure_ascii=False)
    msg = await league.reply(
        ("match", "blessure"),
        {"victime": pid(league, g1, "Grak"), "resultat": "casualty.seriously_hurt", "cause": "crowd"},
        user=league.coach_id,
    )
    assert not msg.ephemeral, msg.content
    msg = await league.reply(("match", "fin"), {"score-domicile": 2, "score-exterieur": 0})
    assert "2 – 0" in msg.embed["description"]
    assert rows(league, "SELECT COUNT(*) FROM casualties WHERE guild_id = ?", g1) == [(2,)]
    assert not league.fake.rejected and not league.fake.unknown_routes
