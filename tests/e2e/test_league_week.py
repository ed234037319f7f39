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
