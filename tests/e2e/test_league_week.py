"""What a commissioner's week tripped on (issue 26), through the real bot and the fake Discord: the book's positions
stored by key and said in the reader's words, a refused pasted roster given back, skills stored by key, one meaning
of « # », the autocomplete's own label typed by hand."""

import json

import pytest

from tests.e2e.dbrows import rows
from tests.e2e.harness import sandbox_fixture

pytestmark = pytest.mark.asyncio(loop_scope="module")
league = sandbox_fixture("league")


def team_id(league, name):
    return f"id:{rows(league, 'SELECT id FROM teams WHERE name = ?', name)[0][0]}"


def player_id(league, name):
    return f"id:{rows(league, 'SELECT id FROM players WHERE name = ?', name)[0][0]}"


def position_of(league, name):
    return rows(league, "SELECT position FROM players WHERE name = ?", name)[0][0]


async def hire(league, team, number, name, position, **extra):
    options = {"equipe": team_id(league, team), "numero": number, "nom": name, "poste": position, **extra}
    msg = await league.reply(("joueur", "ajouter"), options)
    assert not msg.ephemeral, msg.content
    return msg


async def test_setup_teams(league):
    for name, roster in (("Nains du Roc", "Nains"), ("Rats des Égouts", "Skaven"), ("Lézards", "Hommes-Lézards")):
        await league.reply(("equipe", "creer"), {"nom": name, "coach": league.coach_id, "roster": roster})
    assert rows(league, "SELECT COUNT(*) FROM teams") == [(3,)]
    # a book roster's team starts as a draft (issue 29); the week's league plays: its lists taken as approved (the
    # draft itself is tests/e2e/test_bot_draft.py)
    assert rows(league, "SELECT DISTINCT draft_status FROM teams") == [("draft",)]
    rows(league, "UPDATE teams SET draft_status = 'approved'")


async def test_a_recognised_position_is_stored_as_the_book_s_and_said_in_the_reader_s_words(league):
    await hire(league, "Nains du Roc", 1, "Thorin", "Blitzer")
    await hire(league, "Nains du Roc", 2, "Balin", "Dwarf Blitzer")
    await hire(league, "Rats des Égouts", 1, "Skritch", "Gros Bras")
    assert position_of(league, "Thorin") == position_of(league, "Balin") == "dwarf_blitzer"
    assert position_of(league, "Skritch") == "rat_ogre"
    shown = await league.reply(("equipe", "voir"), {"nom": team_id(league, "Nains du Roc")})
    table = shown.embed["description"]
    assert table.count("Blitzer Nain") == 2 and "Dwarf Blitzer" not in table, table
    card = await league.reply(("joueur", "voir"), {"joueur": player_id(league, "Skritch")})
    assert "Rat Ogre" in card.embed["description"] and "Gros Bras" not in card.embed["description"], card.embed
    settings = await league.reply("settings", {"language": "en"}, locale="en-US")
    assert settings.ephemeral
    try:
        shown = await league.reply(("joueur", "liste"), {"equipe": team_id(league, "Nains du Roc")}, locale="en-US")
        assert shown.embed["description"].count("Dwarf Blitzer") == 2, shown.embed["description"]
    finally:
        await league.reply("settings", {"language": "fr"}, locale="fr")


async def test_the_common_short_names_name_their_one_position(league):
    await hire(league, "Lézards", 1, "Kroak", "Saurus")
    await hire(league, "Lézards", 2, "Tik", "Skink")
    await hire(league, "Nains du Roc", 3, "Gotrek", "Slayer")
    assert [position_of(league, n) for n in ("Kroak", "Tik", "Gotrek")] == [
        "saurus_blocker",
        "skink_lineman",
        "troll_slayer",
    ]
    msg = await league.reply(("joueur", "voir"), {"joueur": player_id(league, "Kroak")})
    assert "M6 F4 AG5+ CP6+ AR10+" in msg.embed["description"], msg.embed


async def test_a_refused_pasted_roster_reopens_with_what_was_typed(league):
    dwarfs = {"equipe": team_id(league, "Nains du Roc")}
    before = rows(league, "SELECT COUNT(*) FROM players")
    rec = await league.invoke(("joueur", "importer"), dwarfs, user=league.coach_id)
    assert (await rec.response()).type == 9
    pasted = "10;Dwalin;Trois-Quart\n11;Gimli;Wardancer\n"
    msg = await (await league.submit_modal(rec, {"csv": pasted}, user=league.coach_id)).final()
    assert msg.ephemeral and "Ligne 2" in msg.embed["description"], msg.embed
    assert rows(league, "SELECT COUNT(*) FROM players") == before
    (button,) = [c for row in msg.components for c in row["components"]]
    again = await league.click(msg, button["custom_id"], user=league.coach_id)
    assert (await again.response()).type == 9
    assert again.modal["custom_id"] == rec.modal["custom_id"]
    assert pasted.strip() in json.dumps(again.modal, ensure_ascii=False).replace("\\n", "\n"), again.modal
    fixed = pasted.replace("Wardancer", "Coureur")
    msg = await (await league.submit_modal(again, {"csv": fixed}, user=league.coach_id)).final()
    assert not msg.ephemeral and "2 joueurs ajoutés" in msg.embed["title"], msg.embed


async def test_skills_are_stored_by_key_whatever_their_language_and_said_in_the_reader_s(league):
    skills = "Blocage, Dodge, Solitaire (4+), Haine (Nain), Garde du corps"
    await hire(league, "Nains du Roc", 4, "Oin", "Trois-Quart", competences=skills)
    assert json.loads(rows(league, "SELECT skills FROM players WHERE name = 'Oin'")[0][0]) == [
        "block",
        "dodge",
        "loner (4+)",
        "hatred (Nain)",
        "Garde du corps",
    ]
    card = await league.reply(("joueur", "voir"), {"joueur": player_id(league, "Oin")})
    fields = {f["name"]: f["value"] for f in card.embed["fields"]}
    assert fields["Compétences"] == "Blocage, Esquive, Solitaire (4+), Haine (Nain), Garde du corps (hors liste)"
    await league.reply("settings", {"language": "en"}, locale="en-US")
    try:
        card = await league.reply(("joueur", "voir"), {"joueur": player_id(league, "Oin")}, locale="en-US")
        fields = {f["name"]: f["value"] for f in card.embed["fields"]}
        assert fields["Skills"].startswith("Block, Dodge, Loner (4+), Hatred (Nain), Garde du corps"), fields
    finally:
        await league.reply("settings", {"language": "fr"}, locale="fr")


async def test_the_export_writes_one_spelling_the_coach_s_name_and_the_standings(league):
    import csv
    import io

    msg = await (await league.invoke("export", {})).final()
    files = {a.filename: a.data for a in msg.attachments}
    data = json.loads(files["ligue.json"])
    oin = next(p for p in data["players"] if p["name"] == "Oin")
    assert oin["skills"] == ["block", "dodge", "loner (4+)", "hatred (Nain)", "Garde du corps"]
    dwarfs = next(team for team in data["teams"] if team["name"] == "Nains du Roc")
    assert dwarfs["coach_id"] == league.coach_id and dwarfs["coach_name"], dwarfs
    standings = data["standings"]
    assert standings["settings"] == {
        "win": 3,
        "draw": 1,
        "loss": 0,
        "conceded": 0,
        "tiebreakers": ["td_diff", "cas_diff", "head_to_head"],
        "bonus": False,
        "weekly_post": True,
    }
    (season,) = standings["seasons"]
    assert season["season"] == 1 and {r["name"] for r in season["rows"]} == {
        "Nains du Roc",
        "Rats des Égouts",
        "Lézards",
    }
    assert {"points", "td_diff", "cas_diff", "rank"} <= set(season["rows"][0])
    players = list(csv.DictReader(io.StringIO(files["players.csv"].decode("utf-8-sig")), delimiter=";"))
    assert (
        next(p for p in players if p["name"] == "Oin")["skills"]
        == "block|dodge|loner (4+)|hatred (Nain)|Garde du corps"
    )
    teams = list(csv.DictReader(io.StringIO(files["teams.csv"].decode("utf-8-sig")), delimiter=";"))
    assert all(team["coach_name"] for team in teams), teams
    table = list(csv.DictReader(io.StringIO(files["standings.csv"].decode("utf-8-sig")), delimiter=";"))
    assert len(table) == 3 and {"season", "rank", "name", "points", "td_diff", "cas_diff"} <= set(table[0])


def hashed_ids(msg):
    """What a message shows after a « # » that is not a shirt number before a player's name (« #7 Grak »)."""
    import re

    text = json.dumps({"content": msg.content, "embeds": msg.embeds}, ensure_ascii=False)
    return re.findall(r"(?<!<)#\d+(?! [^\W\d_])", text)  # « <#123> » is a channel mention


async def test_an_id_never_shows_as_a_shirt_number_in_english(league):
    await league.reply("settings", {"language": "en"}, locale="en-US")
    try:
        seen = []
        teams = {"domicile": team_id(league, "Nains du Roc"), "exterieur": team_id(league, "Rats des Égouts")}
        seen.append(await league.reply(("match", "debut"), teams, locale="en-US"))
        seen.append(await league.reply(("match", "voir"), {}, locale="en-US"))
        thorin = player_id(league, "Thorin")
        hurt = {"victime": thorin, "resultat": "casualty.badly_hurt", "cause": "block"}
        seen.append(await league.reply(("match", "blessure"), hurt, locale="en-US"))
        seen.append(await league.reply(("equipe", "voir"), {"nom": team_id(league, "Nains du Roc")}, locale="en-US"))
        seen.append(await league.reply(("joueur", "voir"), {"joueur": thorin}, locale="en-US"))
        seen.append(
            await league.reply(
                ("joueur", "ajouter"),
                {"equipe": team_id(league, "Nains du Roc"), "numero": 9, "nom": "Kili", "poste": "Runner"},
                locale="en-US",
            )
        )
        seen.append(await league.reply(("match", "annuler"), {}, locale="en-US"))
        assert [hashed_ids(m) for m in seen] == [[]] * len(seen), [m.text for m in seen]
        assert "#1 Thorin" in json.dumps(seen[4].embeds, ensure_ascii=False)  # his shirt number is his « # »
    finally:
        await league.reply("settings", {"language": "fr"}, locale="fr")


async def test_the_autocomplete_s_own_label_typed_by_hand_finds_its_record(league):
    (choice,) = await league.autocomplete(("joueur", "voir"), {"joueur": "thorin"}, focused="joueur")
    assert choice["name"] == "#1 Thorin — Nains du Roc"
    card = await league.reply(("joueur", "voir"), {"joueur": choice["name"]})
    assert not card.ephemeral and "Thorin" in card.embed["title"], card.content
    choices = await league.autocomplete(("equipe", "voir"), {"nom": "roc"}, focused="nom")
    assert choices[0]["name"] == "Nains du Roc (Nains)"
    shown = await league.reply(("equipe", "voir"), {"nom": choices[0]["name"]})
    assert not shown.ephemeral and "Nains du Roc" in shown.embed["title"], shown.content
    choices = await league.autocomplete(("match", "voir"), {"match": "roc"}, focused="match")
    assert choices and choices[0]["name"].startswith("n° 1 · Nains du Roc – Rats des Égouts")
    shown = await league.reply(("match", "voir"), {"match": choices[0]["name"]})
    assert not shown.ephemeral and "Nains du Roc" in shown.embed["title"], shown.content
