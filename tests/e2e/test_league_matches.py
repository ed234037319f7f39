"""/match, /casualties, /graveyard, /leaderboard and /export through the real bot and the fake Discord."""

import asyncio
import csv
import io
import json

import pytest

from fakediscord.server import CommandNotAllowed
from tests.e2e.dbrows import rows, rows_when
from tests.e2e.harness import sandbox_fixture
from tests.e2e.league_seed import component, press

pytestmark = pytest.mark.asyncio(loop_scope="module")
league = sandbox_fixture("league")

HEADER = "numero;nom;poste;M;F;AG;CP;AR;competences;mots_cles"
ORCS = f"{HEADER}\n7;Grak;Blitzer;6;3;3+;4+;9+;Blocage;Orque|Blitzer\n8;Ugluk;Trois-Quart;5;3;3+;4+;9+;;Orque\n"
DWARVES = f"{HEADER}\n1;Hans;Bloqueur;4;3;4+;5+;10+;Blocage;Nain|Bloqueur\n2;Olaf;Coureur;6;3;3+;-;9+;;Nain\n"


def tid(league, name):
    return f"id:{rows(league, 'SELECT id FROM teams WHERE name = ?', name)[0][0]}"


def pid(league, name):
    return f"id:{rows(league, 'SELECT id FROM players WHERE name = ?', name)[0][0]}"


async def test_setup_two_teams_with_rosters(league):
    await league.reply(
        ("equipe", "creer"),
        {"nom": "Orques de Fer", "coach": league.coach_id, "fans-devoues": 3, "meneuses-de-revue": 2, "adjoints": 1},
    )
    await league.reply(("equipe", "creer"), {"nom": "Nains du Pic", "coach": league.commissioner_id, "fans-devoues": 5})
    for name, text in (("Orques de Fer", ORCS), ("Nains du Pic", DWARVES)):
        file = league.fake.add_attachment("roster.csv", text.encode(), "text/csv")
        msg = await league.reply(("joueur", "importer"), {"equipe": tid(league, name), "fichier": file})
        assert not msg.ephemeral, msg.embeds


async def test_no_match_in_the_channel_yet(league):
    msg = await league.reply(("match", "voir"), {})
    assert msg.ephemeral and "Aucun match en cours" in msg.content
    msg = await league.reply(
        ("match", "blessure"), {"victime": pid(league, "Grak"), "resultat": "casualty.dead", "cause": "block"}
    )
    assert msg.ephemeral and "Aucun match en cours" in msg.content


async def test_a_stranger_cannot_start_a_match(league):
    options = {"domicile": tid(league, "Orques de Fer"), "exterieur": tid(league, "Nains du Pic")}
    msg = await league.reply(("match", "debut"), options, user=league.stranger_id)
    assert msg.ephemeral and "⛔" in msg.content
    assert rows(league, "SELECT COUNT(*) FROM matches") == [(0,)]


async def test_a_team_cannot_play_itself(league):
    options = {"domicile": tid(league, "Orques de Fer"), "exterieur": tid(league, "Orques de Fer")}
    msg = await league.reply(("match", "debut"), options, user=league.coach_id)
    assert msg.ephemeral and "elle-même" in msg.content


async def test_the_coach_starts_a_match_and_the_fp_are_rolled_and_stored(league):
    options = {"domicile": tid(league, "Orques de Fer"), "exterieur": tid(league, "Nains du Pic")}
    msg = await league.reply(("match", "debut"), options, user=league.coach_id)
    assert not msg.ephemeral, msg.content
    assert msg.embed["title"].startswith("🏈 Coup d'envoi — Match n° 1")
    (fp_home, die_home, fp_away, die_away, channel) = rows(
        league, "SELECT home_fp, home_fp_die, away_fp, away_fp_die, channel_id FROM matches"
    )[0]
    assert fp_home == die_home + 3 and 1 <= die_home <= 3
    assert fp_away == die_away + 5 and 1 <= die_away <= 3
    assert channel == league.channel_id
    home = next(f for f in msg.embed["fields"] if f["name"] == "Domicile")
    assert f"FP {fp_home} (🎲 D3\u00a0: {die_home} + 3 Fans Dévoués)" in home["value"]
    pregame = next(f for f in msg.embed["fields"] if f["name"] == "Avant-match")  # offered (issue 28)
    assert "</prematch start:" in pregame["value"] and "match:1" in pregame["value"], pregame
    stored = await rows_when(league, "SELECT command, guild_id FROM rolls", until=lambda r: len(r) >= 2)
    assert stored == [("match start", league.guild_id)] * 2


async def test_one_open_match_per_channel_and_fp_can_be_typed_elsewhere(league):
    options = {"domicile": tid(league, "Nains du Pic"), "exterieur": tid(league, "Orques de Fer")}
    msg = await league.reply(("match", "debut"), options)
    assert msg.ephemeral and "déjà en cours dans ce salon" in msg.content
    msg = await league.reply(
        ("match", "debut"),
        {**options, "fp-domicile": 6, "fp-exterieur": 4},
        channel=league.general_channel_id,
    )
    assert not msg.ephemeral, msg.content
    assert rows(league, "SELECT home_fp, home_fp_die, away_fp FROM matches WHERE id = 2") == [(6, None, 4)]
    # the coach of an open match with nothing recorded may cancel it, once he has said so; a double click cancels once
    asked = await league.reply(("match", "annuler"), {}, channel=league.general_channel_id, user=league.coach_id)
    assert asked.ephemeral and "Annuler le match n° 2 (Nains du Pic – Orques de Fer, en cours)\u202f?" in asked.content
    assert rows(league, "SELECT status FROM matches WHERE id = 2") == [("open",)]
    yes = component(asked, ":yes")
    clicks = await asyncio.gather(*(league.click(asked, yes, user=league.coach_id) for _ in range(2)))
    answers = [(await c.final()).content for c in clicks]
    assert sorted("est annulé" in a for a in answers) == [False, True], answers  # the other: « déjà annulé »
    assert all("déjà annulé" in a for a in answers if "est annulé" not in a), answers
    (done,) = [c for c, a in zip(clicks, answers, strict=True) if "est annulé" in a]
    (announced,) = await done.wait_followups()
    assert not announced.ephemeral and announced.embed["title"].startswith("❌ Match annulé")
    assert rows(league, "SELECT status FROM matches WHERE id = 2") == [("cancelled",)]


async def test_the_victim_autocomplete_puts_the_matchs_players_first(league):
    choices = await league.autocomplete(("match", "blessure"), {"victime": ""}, focused="victime")
    names = [c["name"] for c in choices]
    assert names[:4] == [
        "#7 Grak — Orques de Fer",
        "#8 Ugluk — Orques de Fer",
        "#1 Hans — Nains du Pic",
        "#2 Olaf — Nains du Pic",
    ]


async def test_the_coach_records_a_casualty_in_their_match(league):
    msg = await league.reply(
        ("match", "blessure"),
        {"victime": pid(league, "Hans"), "resultat": "casualty.dead", "cause": "block", "auteur": pid(league, "Grak")},
        user=league.coach_id,
    )
    assert not msg.ephemeral, msg.content
    assert msg.embed["title"] == "📝 Blessure enregistrée (n° 1)"
    text = msg.embed["description"]
    assert "#1 Hans (Nains du Pic)" in text and "Mort" in text and "#7 Grak (Orques de Fer)" in text
    assert "Haine" not in text  # a death gives no Revanche (the candidates are kept: Blitzer excluded, below)
    # recorded, not applied yet: the footer said « appliquée par l'après-match »
    assert msg.embed["footer"]["text"] == "Match n° 1 · à appliquer par l'après-match"
    stored = rows(
        league, "SELECT match_id, outcome, cause, caused_by_id, recorded_by, hatred_candidates FROM casualties"
    )
    grak = int(pid(league, "Grak").removeprefix("id:"))
    assert stored == [(1, "casualty.dead", "block", grak, league.coach_id, '["Orque"]')]


async def test_once_something_is_recorded_only_a_commissioner_cancels_and_may_keep_the_match(league):
    msg = await league.reply(("match", "annuler"), {}, user=league.coach_id)
    assert msg.ephemeral and not msg.components
    assert "déjà des faits enregistrés (1 blessure)\u00a0: seul un commissaire peut l'annuler" in msg.content
    msg = await league.reply(("match", "annuler"), {}, user=league.coach_id, locale="en-US")
    assert "already has records (1 casualty): only a commissioner can cancel it" in msg.content
    asked = await league.reply(("match", "annuler"), {})
    assert "(1 blessure)" in asked.content and "définitif" in asked.content
    kept = await press(league, asked, ":no")
    assert "est gardé" in (await kept.final()).content and not kept.followups
    assert rows(league, "SELECT status FROM matches WHERE id = 1") == [("open",)]


async def test_a_sequelle_names_its_characteristic(league):
    options = {"victime": pid(league, "Ugluk"), "resultat": "casualty.lasting_injury", "cause": "foul"}
    msg = await league.reply(("match", "blessure"), options)
    assert msg.ephemeral and "précisez laquelle" in msg.content
    msg = await league.reply(("match", "blessure"), {**options, "sequelle": "AG", "auteur": pid(league, "Olaf")})
    assert "Séquelle (−1 AG)" in msg.embed["description"]
    msg = await league.reply(
        ("match", "blessure"),
        {"victime": pid(league, "Ugluk"), "resultat": "casualty.dead", "cause": "crowd", "sequelle": "MA"},
    )
    assert msg.ephemeral and "Séquelle" in msg.content
    assert rows(league, "SELECT COUNT(*) FROM casualties") == [(2,)]


async def test_refusals_when_recording_casualties(league):
    before = rows(league, "SELECT COUNT(*) FROM casualties")
    options = {"victime": pid(league, "Olaf"), "resultat": "casualty.badly_hurt", "cause": "block"}
    msg = await league.reply(("match", "blessure"), options, user=league.stranger_id)
    assert msg.ephemeral and "⛔" in msg.content
    msg = await league.reply(("match", "blessure"), {**options, "auteur": pid(league, "Olaf")})
    assert msg.ephemeral and "propre blessure" in msg.content
    msg = await league.reply(("match", "blessure"), {**options, "victime": "Personne"})
    assert msg.ephemeral and "Aucun joueur" in msg.content
    assert rows(league, "SELECT COUNT(*) FROM casualties") == before


async def test_show_the_match_and_its_casualties(league):
    msg = await league.reply(("match", "voir"), {}, user=league.stranger_id)
    assert msg.embed["title"] == "Match n° 1\u00a0: Orques de Fer – Nains du Pic"
    recorded = next(f for f in msg.embed["fields"] if f["name"].startswith("Blessures enregistrées"))
    assert "Hans" in recorded["value"] and "Ugluk" in recorded["value"]
    choices = await league.autocomplete(("match", "voir"), {"match": ""}, focused="match")
    assert [c["value"] for c in choices] == ["2", "1"]
    msg = await league.reply(("match", "voir"), {"match": "2"}, channel=league.general_channel_id)
    assert "annulé" in msg.embed["description"]


async def test_casualty_histories_by_team_player_and_match(league):
    msg = await league.reply("blessures", {"equipe": tid(league, "Orques de Fer")}, user=league.stranger_id)
    fields = {f["name"]: f["value"] for f in msg.embed["fields"]}
    assert "Ugluk" in fields["Subies (1)"] and "Hans" in fields["Causées (1)"]
    msg = await league.reply("blessures", {"joueur": pid(league, "Grak")})
    assert "Hans" in msg.embed["fields"][1]["value"]
    msg = await league.reply("blessures", {})
    assert "Hans" in msg.embed["description"] and "Ugluk" in msg.embed["description"]
    msg = await league.reply("blessures", {"equipe": tid(league, "Orques de Fer"), "joueur": pid(league, "Grak")})
    assert msg.ephemeral


async def test_casualties_without_an_option_lists_the_leagues_latest(league):
    """Issue 26: outside a match's channel, /blessures alone was refused; it lists the league's latest casualties,
    newest first."""
    msg = await league.reply("blessures", {}, channel=league.general_channel_id, user=league.stranger_id)
    assert not msg.ephemeral and msg.embed["title"] == "Dernières blessures de la ligue"
    text = msg.embed["description"]
    assert "Hans" in text and "Ugluk" in text and text.index("Ugluk") < text.index("Hans")  # Ugluk's is the later


async def test_player_profile_shows_suffered_and_caused(league):
    msg = await league.reply(("joueur", "voir"), {"joueur": pid(league, "Grak")})
    fields = {f["name"]: f["value"] for f in msg.embed["fields"]}
    assert "Mort" in fields["Blessures causées (1)"] and "Hans" in fields["Blessures causées (1)"]
    msg = await league.reply(("joueur", "voir"), {"joueur": pid(league, "Ugluk")})
    fields = {f["name"]: f["value"] for f in msg.embed["fields"]}
    assert "Séquelle (−1 AG)" in fields["Blessures subies (1)"] and "Olaf" in fields["Blessures subies (1)"]


async def test_graveyard_and_leaderboard(league):
    msg = await league.reply("cimetiere", {}, user=league.stranger_id)
    assert "#1 Hans (Nains du Pic)" in msg.embed["description"]
    assert "tué par #7 Grak (Orques de Fer)" in msg.embed["description"]
    assert "match n° 1" in msg.embed["description"]
    msg = await league.reply("cimetiere", {"equipe": tid(league, "Orques de Fer")})
    assert "Personne" in msg.embed["description"]
    msg = await league.reply("classement", {}, user=league.stranger_id)
    fields = {f["name"]: f["value"] for f in msg.embed["fields"]}
    assert fields["Morts causées"].startswith("1. \\#7 Grak — Orques de Fer — **1**")
    assert "Orques de Fer — **1**" in fields["Blessures causées (équipes)"]
    assert "Nains du Pic — **1**" in fields["Blessures causées (équipes)"]
    # issue 26: a tie shares its rank, and the page says what it counts (every season, not this one)
    assert [line.split(".")[0] for line in fields["Blessures causées (équipes)"].split("\n")] == ["1", "1"]
    assert "toutes saisons confondues" in msg.embed["description"]
    assert "Ugluk" in fields["Les plus blessés"]


async def test_finish_the_match_with_its_score(league):
    asked = await league.reply(("match", "annuler"), {})  # asked while open, answered once it is finished
    msg = await league.reply(("match", "fin"), {"score-domicile": 1, "score-exterieur": 3}, user=league.stranger_id)
    assert msg.ephemeral
    msg = await league.reply(("match", "fin"), {"score-domicile": 1, "score-exterieur": 3}, user=league.coach_id)
    assert msg.embed["title"].startswith("🏁 Fin du match")
    assert "1 – 3" in msg.embed["description"]
    # issue 26: a public reply names the command by a mention, which Discord shows in each reader's language
    postmatch = next(c["id"] for c in league.fake.commands() if c["name"] == "postmatch")
    following = next(f["value"] for f in msg.embed["fields"] if f["name"] == "Et maintenant\u202f?")
    assert f"</postmatch start:{postmatch}> match:1" in following and "/apres-match" not in following
    recorded = next(f["value"] for f in msg.embed["fields"] if f["name"].startswith("Blessures enregistrées"))
    assert "Blessure n° 1 · #1 Hans (Nains du Pic)\u00a0: **Mort** · par #7 Grak (Orques de Fer)" in recorded, recorded
    assert rows(league, "SELECT status, home_score, away_score FROM matches WHERE id = 1") == [("finished", 1, 3)]
    msg = await league.reply(("match", "fin"), {"score-domicile": 1, "score-exterieur": 3})
    assert msg.ephemeral and "Aucun match en cours" in msg.content
    msg = await league.reply(("match", "voir"), {})  # right after the whistle: the channel's last match, to read
    assert not msg.ephemeral and "1 – 3" in msg.embed["description"] and "Hans" in str(msg.embed["fields"])
    msg = await league.reply(("match", "annuler"), {"match": "2"})
    assert msg.ephemeral and "déjà annulé" in msg.content  # the storage layer refuses in French
    late = await press(league, asked, ":yes", expect=4)
    assert "a changé depuis la question (il est maintenant terminé)" in (await late.final()).content
    assert rows(league, "SELECT status FROM matches WHERE id = 1") == [("finished",)]


async def test_export_sends_json_and_csv_to_the_commissioner_only(league):
    rec = await league.invoke("export", {})
    msg = await rec.final()
    assert msg.ephemeral
    files = {a.filename: a.data for a in msg.attachments}
    assert set(files) == {"ligue.json", "teams.csv", "players.csv", "matches.csv", "casualties.csv", "standings.csv"}
    data = json.loads(files["ligue.json"])
    assert data["guild_id"] == league.guild_id
    assert [t["name"] for t in data["teams"]] == ["Orques de Fer", "Nains du Pic"]
    assert len(data["casualties"]) == 2 and len(data["matches"]) == 2
    players = list(csv.reader(io.StringIO(files["players.csv"].decode("utf-8-sig")), delimiter=";"))
    assert players[0][0] == "id" and len(players) == 5
    assert "2 équipes" in msg.content and "`ligue.json`" in msg.content
    english = await (await league.invoke("export", {}, locale="en-GB")).final()
    files = {a.filename: a.data for a in english.attachments}  # the reader's language, as standings.png is
    assert set(files) == {"league.json", "teams.csv", "players.csv", "matches.csv", "casualties.csv", "standings.csv"}
    assert json.loads(files["league.json"])["guild_id"] == league.guild_id
    assert "2 teams" in english.content and "`league.json` holds everything" in english.content
    with pytest.raises(CommandNotAllowed):
        await league.invoke("export", {}, user=league.stranger_id)
    msg = await league.reply("export", {}, user=league.stranger_id, bypass_permissions=True)
    assert msg.ephemeral and not msg.attachments


async def test_nothing_was_refused_by_discord(league):
    assert not league.fake.unknown_routes
    assert not league.fake.rejected
