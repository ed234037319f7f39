"""/player through the real bot and the fake Discord: rosters, profiles, CSV import by file and by form."""

import json
import re

import pytest

from tests.e2e.dbrows import rows
from tests.e2e.harness import sandbox_fixture

pytestmark = pytest.mark.asyncio(loop_scope="module")
league = sandbox_fixture("league")

HEADER = "numero;nom;poste;M;F;AG;CP;AR;competences;mots_cles"
GOOD = f"""{HEADER}
1;Hans;Bloqueur;4;3;4+;5+;10+;Blocage, Tacle;Nain
2;Olaf;Coureur;6;3;3;-;9;;Nain|Coureur
3;Brokk;Tueur de Trolls;5;3;4+;-;9+;Blocage|Frénésie|Châtaigne;Nain
"""


def team_id(league, name):
    return f"id:{rows(league, 'SELECT id FROM teams WHERE name = ?', name)[0][0]}"


def player_id(league, name):
    return f"id:{rows(league, 'SELECT id FROM players WHERE name = ?', name)[0][0]}"


def count_players(league):
    return rows(league, "SELECT COUNT(*) FROM players")[0][0]


GRAK = {
    "numero": 7,
    "nom": "Grak",
    "poste": "Blitzer",
    "m": 6,
    "f": 3,
    "ag": "3+",
    "cp": "4",
    "ar": "9+",
    "competences": "Blocage, Esquive",
    "mots-cles": "Orque, Blitzer",
}


async def test_setup_two_teams(league):
    await league.reply(("equipe", "creer"), {"nom": "Orques de Fer", "coach": league.coach_id, "roster": "Orques"})
    await league.reply(("equipe", "creer"), {"nom": "Nains du Pic", "coach": league.commissioner_id})
    assert rows(league, "SELECT COUNT(*) FROM teams") == [(2,)]


async def test_the_coach_hires_a_player_in_their_team(league):
    msg = await league.reply(
        ("joueur", "ajouter"), {"equipe": team_id(league, "Orques de Fer"), **GRAK}, user=league.coach_id
    )
    assert not msg.ephemeral, msg.content
    assert "#7 Grak" in msg.embed["title"] and "M6 F3 AG3+ CP4+ AR9+" in msg.embed["description"]
    stored = rows(league, "SELECT number, ma, st, ag, pa, av, skills, keywords FROM players WHERE name = 'Grak'")
    assert stored == [(7, 6, 3, 3, 4, 9, '["block", "dodge"]', '["Orque", "Blitzer"]')]  # skills by key


@pytest.mark.parametrize(
    ("changes", "expected"),
    [
        ({"ag": "x"}, "AG"),
        ({"ag": "²+"}, "AG"),  # the ² key sits next to 1 on a French keyboard: a typo, not a bug
        ({"ar": "13+"}, "Armure (AR)\u00a0: de 3+ à 11+"),
        ({"cp": "-", "numero": 7}, "déjà porté par Grak"),
        ({"competences": ", ".join(f"C{i}" for i in range(41))}, "40 éléments au plus"),
    ],
)
async def test_bad_player_input_is_refused_in_french_and_saves_nothing(league, changes, expected):
    before = count_players(league)
    options = {"equipe": team_id(league, "Orques de Fer"), **GRAK, "numero": 8, **changes}
    msg = await league.reply(("joueur", "ajouter"), options, user=league.coach_id)
    assert msg.ephemeral and expected in msg.content, msg.content
    assert count_players(league) == before


@pytest.mark.parametrize("who", ["coach", "stranger"])
async def test_nobody_else_hires_in_a_team(league, who):
    user = league.coach_id if who == "coach" else league.stranger_id
    before = count_players(league)
    options = {"equipe": team_id(league, "Nains du Pic"), **GRAK, "numero": 9}
    msg = await league.reply(("joueur", "ajouter"), options, user=user)
    assert msg.ephemeral and "⛔" in msg.content
    assert count_players(league) == before


async def test_a_cp_of_dash_is_no_passing_ability(league):
    options = {"equipe": team_id(league, "Orques de Fer"), **GRAK, "numero": 4, "nom": "Gnash", "cp": "-"}
    msg = await league.reply(("joueur", "ajouter"), options)
    assert "CP-" in msg.embed["description"]
    assert rows(league, "SELECT pa FROM players WHERE name = 'Gnash'") == [(None,)]


async def test_edit_show_and_the_profile_page(league):
    grak = player_id(league, "Grak")
    msg = await league.reply(
        ("joueur", "modifier"),
        {"joueur": grak, "psp": 12, "bp": 1, "rpm": True, "ag": "2+", "competences": "Blocage, Esquive, Châtaigne"},
    )
    assert not msg.ephemeral, msg.content
    msg = await league.reply(("joueur", "voir"), {"joueur": grak}, user=league.stranger_id)
    fields = {f["name"]: f["value"] for f in msg.embed["fields"]}
    assert "M6 F3 AG2+ CP4+ AR9+" in msg.embed["description"]
    assert (
        fields["PSP"] == "12" and fields["Blessures Persistantes"] == "1" and fields["Rate le prochain match"] == "oui"
    )
    assert fields["Compétences"] == "Blocage, Esquive, Châtaigne"
    assert fields["Haine gagnée"] == "—" and fields["Hausses"] == "—"
    assert "Blessures subies (0)" in fields and "Blessures causées (0)" in fields


async def test_the_player_autocomplete_is_by_name_number_or_team(league):
    for query in ("gra", "7", "orq 7"):
        choices = await league.autocomplete(("joueur", "voir"), {"joueur": query}, focused="joueur")
        assert choices[0] == {"name": "#7 Grak — Orques de Fer", "value": player_id(league, "Grak")}, query


async def test_nothing_to_change_and_strangers_are_refused(league):
    grak = player_id(league, "Grak")
    msg = await league.reply(("joueur", "modifier"), {"joueur": grak}, user=league.coach_id)
    assert msg.ephemeral and "Rien à changer" in msg.content
    msg = await league.reply(("joueur", "modifier"), {"joueur": grak, "psp": 99}, user=league.stranger_id)
    assert msg.ephemeral
    assert rows(league, "SELECT spp FROM players WHERE id = ?", grak) == [(12,)]


async def test_what_the_game_counts_is_the_commissioners_to_change(league):
    grak = player_id(league, "Grak")
    before = rows(league, "SELECT value, spp, skills, name FROM players WHERE id = ?", grak)
    msg = await league.reply(("joueur", "modifier"), {"joueur": grak, "valeur": 5000, "psp": 3}, user=league.coach_id)
    assert msg.ephemeral and "seul un commissaire change ce que le jeu compte" in msg.content
    assert "#7 Grak" in msg.content
    msg = await league.reply(
        ("joueur", "modifier"), {"joueur": grak, "nom": "Grok", "competences": "Garde"}, user=league.coach_id
    )
    assert msg.ephemeral and "seul un commissaire" in msg.content  # a name beside a skill changes neither
    msg = await league.reply(
        ("joueur", "modifier"), {"joueur": grak, "valeur": 5000}, user=league.coach_id, locale="en-US"
    )
    assert msg.ephemeral and "only a commissioner changes what the game counts" in msg.content  # reader's language
    assert rows(league, "SELECT value, spp, skills, name FROM players WHERE id = ?", grak) == before  # nothing changed
    msg = await league.reply(("joueur", "modifier"), {"joueur": grak, "nom": "Grok"}, user=league.coach_id)
    assert not msg.ephemeral, msg.content  # the coach names his players
    msg = await league.reply(("joueur", "modifier"), {"joueur": grak, "nom": "Grak"}, user=league.coach_id)
    assert not msg.ephemeral, msg.content
    msg = await league.reply(("joueur", "modifier"), {"joueur": grak, "valeur": 90000})
    assert not msg.ephemeral, msg.content  # a commissioner's change
    msg = await league.reply(("joueur", "modifier"), {"joueur": grak, "valeur": 92345})
    assert (
        msg.ephemeral and "un multiple de 5\u202f000\u00a0po est attendu" in msg.content
    )  # as the CSV's cost reads it
    assert rows(league, "SELECT value FROM players WHERE id = ?", grak) == [(90_000,)]
    count = count_players(league)
    orcs = {"equipe": team_id(league, "Orques de Fer"), "numero": 30, "nom": "Odd", "poste": "Trois-Quart"}
    profile = {"m": 5, "f": 3, "ag": "3+", "cp": "4+", "ar": "9+"}
    msg = await league.reply(("joueur", "ajouter"), {**orcs, **profile, "valeur": 12345}, user=league.coach_id)
    assert msg.ephemeral and "un multiple de 5\u202f000\u00a0po est attendu" in msg.content
    assert count_players(league) == count


async def test_the_skill_access_is_typed_in_the_reader_s_initials_and_shown_in_words(league):
    grak = player_id(league, "Grak")
    msg = await league.reply(("joueur", "modifier"), {"joueur": grak, "principales": "G F", "secondaires": "A S"})
    assert "Principales\u00a0: Générale, Force\nSecondaires\u00a0: Agilité, Scélérate" in msg.embed["description"]
    english = await league.reply(
        ("joueur", "modifier"), {"joueur": grak, "principales": "G S", "secondaires": "A D"}, locale="en-US"
    )  # an English reader's S is Strength: the same access, said in the server's words
    assert (
        not english.ephemeral
        and "Principales\u00a0: Générale, Force\nSecondaires\u00a0: Agilité, Scélérate"
        in (english.embed["description"])
    )
    stored = rows(league, "SELECT primary_categories, secondary_categories FROM players WHERE id = ?", grak)
    assert [tuple(json.loads(c) for c in r) for r in stored] == [(["general", "strength"], ["agility", "devious"])]
    msg = await league.reply(("joueur", "modifier"), {"joueur": grak, "secondaires": "G"})
    assert msg.ephemeral and "Générale ne peut pas être à la fois Principale et Secondaire" in msg.content
    msg = await league.reply(("joueur", "modifier"), {"joueur": grak, "principales": "G"}, user=league.coach_id)
    assert msg.ephemeral and "seul un commissaire" in msg.content  # it decides what an advancement costs
    shown = await league.reply(("joueur", "voir"), {"joueur": grak})
    fields = {f["name"]: f["value"] for f in shown.embed["fields"]}
    assert (
        fields["Accès aux compétences"] == "Principales\u00a0: Générale, Force\nSecondaires\u00a0: Agilité, Scélérate"
    )
    assert rows(league, "SELECT primary_categories FROM players WHERE id = ?", grak) == [('["general", "strength"]',)]


async def test_import_a_good_file(league):
    file = league.fake.add_attachment("nains.csv", GOOD.encode("utf-8"), "text/csv")
    msg = await league.reply(("joueur", "importer"), {"equipe": team_id(league, "Nains du Pic"), "fichier": file})
    assert not msg.ephemeral, msg.embeds
    assert "3 joueurs ajoutés" in msg.embed["title"]
    stored = rows(
        league,
        "SELECT number, name, pa, skills FROM players WHERE team_id = ? ORDER BY number",
        int(team_id(league, "Nains du Pic").removeprefix("id:")),
    )
    assert stored[0] == (1, "Hans", 5, '["block", "tackle"]')
    assert stored[1][2] is None  # CP "-"


async def test_a_file_from_a_french_spreadsheet_in_windows_1252(league):
    text = f"{HEADER}\n20;Grümli;Trois-Quart;5;3;4+;4+;10+;;Nain\n"
    file = league.fake.add_attachment("excel.csv", text.encode("cp1252"), "text/csv")
    msg = await league.reply(("joueur", "importer"), {"equipe": team_id(league, "Nains du Pic"), "fichier": file})
    assert "1 joueur ajouté" in msg.embed["title"]
    assert rows(league, "SELECT name FROM players WHERE number = 20") == [("Grümli",)]


BAD = f"""{HEADER}
30;Bon;Bloqueur;4;3;4+;5+;10+;;Nain
31;;Bloqueur;4;3;4+;5+;10+;;Nain
32;Mauvais AG;Bloqueur;4;3;huit;5+;10+;;Nain
33;Trop fort;Bloqueur;4;12;4+;5+;10+;;Nain
30;Doublon;Bloqueur;4;3;4+;5+;10+;;Nain
34;Court;Bloqueur
"""


async def test_a_file_with_several_bad_lines_reports_every_line_and_saves_nothing(league):
    before = count_players(league)
    file = league.fake.add_attachment("mauvais.csv", BAD.encode(), "text/csv")
    msg = await league.reply(("joueur", "importer"), {"equipe": team_id(league, "Nains du Pic"), "fichier": file})
    assert msg.ephemeral
    assert "rien n'a été enregistré" in msg.embed["title"]
    reported = [int(n) for n in re.findall(r"Ligne (\d+)", msg.embed["description"])]
    assert reported == [3, 4, 5, 6, 7]
    assert "numero;nom;poste" in json.dumps(msg.embed["fields"], ensure_ascii=False)
    assert count_players(league) == before


async def test_a_superscript_typed_for_a_number_is_reported_in_french(league):
    before = count_players(league)
    text = f"{HEADER}\n²;Typo;Bloqueur;4;3;4+;5+;10+;;Nain\n"
    file = league.fake.add_attachment("exposant.csv", text.encode(), "text/csv")
    msg = await league.reply(("joueur", "importer"), {"equipe": team_id(league, "Nains du Pic"), "fichier": file})
    assert msg.ephemeral and "Ligne 2" in msg.embed["description"], msg.content
    assert "un nombre entier de 1 à 99 est attendu" in msg.embed["description"]
    assert "invalid literal" not in msg.embed["description"]
    assert count_players(league) == before
    msg = await league.reply(("joueur", "voir"), {"joueur": "²"})  # searched as the 2 it stands for
    assert "inattendue" not in msg.content, msg.content


async def test_an_import_clashing_with_the_roster_saves_nothing(league):
    before = count_players(league)
    text = f"{HEADER}\n40;Nouveau;Bloqueur;4;3;4+;5+;10+;;Nain\n1;Autre Hans;Bloqueur;4;3;4+;5+;10+;;Nain\n"
    file = league.fake.add_attachment("conflit.csv", text.encode(), "text/csv")
    msg = await league.reply(("joueur", "importer"), {"equipe": team_id(league, "Nains du Pic"), "fichier": file})
    assert msg.ephemeral and "déjà porté par Hans" in msg.content
    assert count_players(league) == before


async def test_import_through_the_form(league):
    rec = await league.invoke(
        ("joueur", "importer"), {"equipe": team_id(league, "Orques de Fer")}, user=league.coach_id
    )
    assert (await rec.response()).type == 9
    assert "numero;nom;poste" in json.dumps(rec.modal, ensure_ascii=False)
    shown, field = rec.modal["components"]  # the header said above the field, one example line in it
    assert "numero;nom;poste" in shown["content"] and len(field["component"]["placeholder"]) <= 60
    text = f"{HEADER}\n10;Ugluk;Trois-Quart;5;3;3+;4+;9+;;Orque\n11;Snaga;Trois-Quart;5;3;3+;4+;9+;;Orque\n"
    submitted = await league.submit_modal(rec, {"csv": text}, user=league.coach_id)
    msg = await submitted.final()
    assert "2 joueurs ajoutés" in msg.embed["title"], msg.content
    assert "Ugluk" in msg.embed["description"]


async def test_lines_pasted_without_the_header_are_read_under_it_with_their_cost(league):
    orcs = {"equipe": team_id(league, "Orques de Fer")}
    rec = await league.invoke(("joueur", "importer"), orcs, user=league.coach_id)
    assert (await rec.response()).type == 9
    modal = json.dumps(rec.modal, ensure_ascii=False)
    assert "numero;nom;poste;M;F;AG;CP;AR;competences;mots_cles;cout" in modal and "en-tête facultatif" in modal
    text = "12;Lagduf;Trois-Quart;5;3;3+;4+;9+;;Orque;50000\n13;Radbug;Lanceur;5;3;3+;3+;9+;Passe;Orque;65k\n"
    msg = await (await league.submit_modal(rec, {"csv": text}, user=league.coach_id)).final()
    assert "2 joueurs ajoutés" in msg.embed["title"], msg.content
    assert rows(league, "SELECT value FROM players WHERE name IN ('Lagduf', 'Radbug') ORDER BY number") == [
        (50_000,),
        (65_000,),
    ]
    bad = await league.invoke(("joueur", "importer"), orcs, user=league.coach_id)
    assert (await bad.response()).type == 9
    pasted = "14;Lug;Trois-Quart;5;3;3+;4+;9+\n15;Mauhur;x;5\n"
    msg = await (await league.submit_modal(bad, {"csv": pasted}, user=league.coach_id)).final()
    assert msg.ephemeral and "Ligne 2" in msg.embed["description"] and "Ligne 1" not in msg.embed["description"]


async def test_a_roster_with_a_misspelt_skill_is_accepted_with_the_closest_name_suggested(league):
    text = (
        f"{HEADER}\n15;Lugdush;Costaud;6;3;3+;4+;9+;Blocage, Esquivee;Orque\n"
        "16;Shagrat;Bloqueur;4;4;4+;-;10+;Garde du corps;Orque\n"
    )
    file = league.fake.add_attachment("fautes.csv", text.encode(), "text/csv")
    msg = await league.reply(
        ("joueur", "importer"), {"equipe": team_id(league, "Orques de Fer"), "fichier": file}, user=league.coach_id
    )
    assert not msg.ephemeral and "2 joueurs ajoutés" in msg.embed["title"], msg.content
    (field,) = msg.embed["fields"]
    assert field["name"] == "⚠️ À vérifier\u00a0: hors de la liste officielle (2)"
    assert field["value"].splitlines() == [
        "#15 Lugdush\u00a0: « Esquivee » inconnue, gardée telle quelle — vouliez-vous dire Esquive\u202f?",
        "#16 Shagrat\u00a0: « Garde du corps » inconnue\u00a0: gardée comme compétence propre à la ligue.",
    ]
    assert rows(league, "SELECT skills FROM players WHERE name = 'Lugdush'") == [('["block", "Esquivee"]',)]
    shown = await league.reply(("joueur", "voir"), {"joueur": player_id(league, "Shagrat")})
    skills = next(f["value"] for f in shown.embed["fields"] if f["name"] == "Compétences")
    assert skills == "Garde du corps (hors liste)"


async def test_add_and_edit_flag_a_misspelt_skill_and_say_nothing_once_it_is_fixed(league):
    options = {"equipe": team_id(league, "Orques de Fer"), **GRAK, "numero": 17, "nom": "Muzgash", "poste": "Costaud"}
    msg = await league.reply(("joueur", "ajouter"), {**options, "competences": "Chataigne (+1), Dodgee"})
    assert not msg.ephemeral, msg.content
    assert msg.embed["fields"][0]["value"] == (
        "« Dodgee » inconnue, gardée telle quelle — vouliez-vous dire Esquive (Dodge)\u202f?"
    )
    muzgash = player_id(league, "Muzgash")
    msg = await league.reply(("joueur", "modifier"), {"joueur": muzgash, "competences": "Châtaigne, Dodge"})
    assert not msg.ephemeral and not msg.embed.get("fields"), msg.embed
    assert rows(league, "SELECT skills FROM players WHERE name = 'Muzgash'") == [('["mighty_blow", "dodge"]',)]


async def test_a_book_position_fills_what_is_not_typed_and_keeps_its_limit(league):
    orcs = team_id(league, "Orques de Fer")  # roster « Orques »: the book's Orc roster
    msg = await league.reply(("joueur", "ajouter"), {"equipe": orcs, "numero": 20, "nom": "Zog", "poste": "troll"})
    assert not msg.ephemeral, msg.content
    assert "M4 F5 AG5+ CP5+ AR10+" in msg.embed["description"]
    assert (
        "Repris du poste Troll (Orques)\u00a0: M, F, AG, CP, AR, compétences de départ, mots-clés (rôle, race), "
        "catégories principales, catégories secondaires, valeur (coût du poste)."
    ) in msg.embed["description"]
    columns = "position, ma, st, ag, pa, av, skills, keywords, value, primary_categories, secondary_categories"
    (zog,) = rows(league, f"SELECT {columns} FROM players WHERE name = 'Zog'")
    assert zog[:6] == ("troll", 4, 5, 5, 5, 10) and zog[8] == 115_000
    assert json.loads(zog[6]) == [
        "always_hungry", "loner (4+)", "mighty_blow", "projectile_vomit", "really_stupid", "regeneration",
        "throw_team_mate",
    ]  # fmt: skip
    assert json.loads(zog[7]) == ["Big Guy", "Troll"]
    assert (json.loads(zog[9]), json.loads(zog[10])) == (["strength"], ["agility", "general", "passing"])
    shown = await league.reply(("joueur", "voir"), {"joueur": player_id(league, "Zog")})
    assert "Solitaire (4+)" in json.dumps(shown.embed, ensure_ascii=False)  # the key, said in the reader's words

    typed = {"equipe": orcs, "numero": 21, "nom": "Brakk", "poste": "Big Un Blocker", "ar": "11+", "valeur": 100_000}
    msg = await league.reply(("joueur", "ajouter"), typed)
    assert "AR11+" in msg.embed["description"] and "F4" in msg.embed["description"]  # what is typed wins
    assert (
        "Repris du poste Big Un Blocker (Orques)\u00a0: M, F, AG, CP, compétences de départ,"
        in msg.embed["description"]
    )
    assert rows(league, "SELECT av, value FROM players WHERE name = 'Brakk'") == [(11, 100_000)]

    before = count_players(league)  # Grak and Gnash are the team's two Blitzers: 0-2 in the book
    third = {"equipe": orcs, "numero": 22, "nom": "Ufthak", "poste": "Orc Blitzer"}
    msg = await league.reply(("joueur", "ajouter"), third, user=league.coach_id)
    assert msg.ephemeral and "Orc Blitzer\u00a0: 2 au plus pour la race Orques, et l'équipe en a déjà 2." in msg.content
    msg = await league.reply(("joueur", "ajouter"), {**third, "poste": "blitzer"}, locale="en-US")
    assert msg.ephemeral and (
        "Orc Blitzer: at most 2 on a team of the Orques roster, and the team already has 2." in msg.content
    )
    msg = await league.reply(("joueur", "ajouter"), {**third, "poste": "Wardancer"}, locale="en-US")
    assert msg.ephemeral and "“Wardancer” is not a position of the Orques roster: Orc Lineman, Goblin Lineman" in (
        msg.content
    )
    msg = await league.reply(("joueur", "ajouter"), {**third, "poste": "Wardancer"})
    assert msg.ephemeral and "« Wardancer » n'est pas un poste de la race Orques\u00a0: Orc Lineman," in msg.content
    msg = await league.reply(("joueur", "modifier"), {"joueur": player_id(league, "Brakk"), "poste": "Blitzer"})
    assert msg.ephemeral and "Orc Blitzer\u00a0: 2 au plus pour la race Orques" in msg.content  # an edit is checked too
    assert rows(league, "SELECT position FROM players WHERE name = 'Brakk'") == [
        ("big_un_blocker",)
    ]  # the book's line, by key
    assert count_players(league) == before
    house = {"equipe": team_id(league, "Nains du Pic"), "numero": 40, "nom": "Thrain", "poste": "Blitzer", "m": 5}
    msg = await league.reply(("joueur", "ajouter"), house)  # not a book roster: the whole profile, as before
    assert msg.ephemeral and "Profil incomplet, il manque\u00a0: F, AG, CP, AR." in msg.content, msg.content
    assert count_players(league) == before

    throwers = "numero;nom;poste\n24;Gorbag;Orc Thrower\n25;Uglik;lanceur\n"  # Radbug is the team's first
    file = league.fake.add_attachment("lanceurs.csv", throwers.encode(), "text/csv")
    msg = await league.reply(("joueur", "importer"), {"equipe": orcs, "fichier": file})
    refusal = "**Ligne 3**\u00a0: Orc Thrower\u00a0: 2 au plus pour la race Orques, et l'équipe en a déjà 2"
    assert msg.ephemeral and msg.embed["description"] == refusal
    assert count_players(league) == before
    file = league.fake.add_attachment("lanceur.csv", throwers.rsplit("25;", 1)[0].encode(), "text/csv")
    msg = await league.reply(("joueur", "importer"), {"equipe": orcs, "fichier": file})
    assert not msg.ephemeral and "1 joueur ajouté" in msg.embed["title"], msg.embed
    assert rows(league, "SELECT ma, pa, value FROM players WHERE name = 'Gorbag'") == [(6, 3, 75_000)]

    journeyman = {"equipe": orcs, "numero": 27, "nom": "Grishnak", "poste": "Trois-Quart", "journalier": True}
    msg = await league.reply(("joueur", "ajouter"), journeyman)
    assert not msg.ephemeral, msg.content
    assert rows(league, "SELECT skills, journeyman FROM players WHERE name = 'Grishnak'") == [('["loner (4+)"]', 1)]
    msg = await league.reply(("joueur", "ajouter"), {**journeyman, "numero": 28, "poste": "Goblin Lineman"})
    assert (
        msg.ephemeral
        and ("Un journalier de la race Orques est l'un de ses Trois-Quarts 0-16 (Orc Lineman), pas un Goblin Lineman.")
        in msg.content
    )

    settings = await league.reply("settings", {"language": "en"}, locale="en-US")
    assert settings.ephemeral
    msg = await league.reply(
        ("joueur", "ajouter"), {"equipe": orcs, "numero": 23, "nom": "Snik", "poste": "goblin lineman", "cp": "4+"}
    )
    assert not msg.ephemeral, msg.content
    assert (
        "From the Goblin Lineman position (Orques): MA, ST, AG, AV, starting skills, keywords (role, race), "
        "Primary categories, Secondary categories, value (the position's cost)."
    ) in msg.embed["description"]
    await league.reply("settings", {"language": "fr"}, locale="fr")


async def test_the_form_reports_bad_lines_too(league):
    before = count_players(league)
    rec = await league.invoke(
        ("joueur", "importer"), {"equipe": team_id(league, "Orques de Fer")}, user=league.coach_id
    )
    await rec.response()
    submitted = await league.submit_modal(
        rec, {"csv": f"{HEADER}\n12;A;B;5;3;3+;4+;99+;;\n13;C;D;5;3;3+;4+;9+;;\n14;;;;"}
    )
    msg = await submitted.final()
    assert msg.ephemeral
    assert [int(n) for n in re.findall(r"Ligne (\d+)", msg.embed["description"])] == [2, 4]
    assert count_players(league) == before


async def test_a_stranger_cannot_import(league):
    file = league.fake.add_attachment("intrus.csv", GOOD.encode(), "text/csv")
    msg = await league.reply(
        ("joueur", "importer"), {"equipe": team_id(league, "Orques de Fer"), "fichier": file}, user=league.stranger_id
    )
    assert msg.ephemeral and "⛔" in msg.content
    rec = await league.invoke(
        ("joueur", "importer"), {"equipe": team_id(league, "Orques de Fer")}, user=league.stranger_id
    )
    assert (await rec.response()).type == 4  # a refusal, no form


async def test_each_import_form_is_read_whoever_opened_the_same_one_and_after_a_restart(league):
    # the commissioner and the coach open the form of one team (one custom id), the bot restarts in between: each
    # pasted roster is imported, none is lost to the other's form nor to the restart
    orcs = {"equipe": team_id(league, "Orques de Fer")}
    before = count_players(league)
    opened = []
    for user in (league.commissioner_id, league.coach_id):
        rec = await league.invoke(("joueur", "importer"), orcs, user=user)
        assert (await rec.response()).type == 9
        opened.append(rec)
    first = await league.submit_modal(opened[0], {"csv": "60;Azog;Trois-Quart;5;3;3+;4+;9+;;Orque\n"})
    msg = await first.final()
    assert not msg.ephemeral and "Azog" in msg.embed["description"], msg.content
    await league.restart_bot()
    second = await league.submit_modal(opened[1], {"csv": "61;Bolg;Trois-Quart;5;3;3+;4+;9+;;Orque\n"})
    msg = await second.final(30)
    assert not msg.ephemeral and "Bolg" in msg.embed["description"], msg.content
    assert count_players(league) == before + 2


async def test_retire_frees_the_number_and_erase_removes_a_typo(league):
    gnash = player_id(league, "Gnash")
    msg = await league.reply(("joueur", "retraite"), {"joueur": gnash}, user=league.coach_id)
    assert "retraite" in msg.content
    assert rows(league, "SELECT status FROM players WHERE id = ?", gnash) == [("retired",)]
    msg = await league.reply(("joueur", "retraite"), {"joueur": gnash}, user=league.coach_id)
    assert msg.ephemeral and "déjà quitté" in msg.content
    assert msg.content.startswith("\\#") and not msg.content.startswith("\\\\")  # escaped once: Discord shows #
    snaga = player_id(league, "Snaga")
    msg = await league.reply(("joueur", "retraite"), {"joueur": snaga, "effacer": True}, user=league.coach_id)
    assert "effacé" in msg.content
    assert rows(league, "SELECT COUNT(*) FROM players WHERE id = ?", snaga) == [(0,)]
    msg = await league.reply(("joueur", "liste"), {"equipe": team_id(league, "Orques de Fer"), "anciens": True})
    assert "Gnash" in msg.embed["description"] and "retraité" in msg.embed["description"]


async def test_a_long_roster_pages_and_the_table_stays_within_limits(league):
    await league.reply(("equipe", "creer"), {"nom": "Horde", "coach": league.coach_id})
    horde = team_id(league, "Horde")
    skills = ", ".join(f"Compétence numéro {i} `très` **longue**" for i in range(15))
    # 16 players, the most a team may have (drafting_a_blood_bowl_team.md), each with the longest name and skills
    lines = [HEADER] + [f"{n};{'`N' * 50};{'P' * 100};5;3;3+;4+;9+;{skills};Gobelin" for n in range(1, 17)]
    file = league.fake.add_attachment("horde.csv", "\n".join(lines).encode(), "text/csv")
    msg = await league.reply(("joueur", "importer"), {"equipe": horde, "fichier": file})
    assert not msg.ephemeral, msg.embeds
    assert msg.embed["description"].count("```") == 2  # a name cannot close the table's code block

    shown = await league.reply(("equipe", "voir"), {"nom": horde})
    assert shown.embed["description"].count("\n") > 16
    table = shown.embed["description"].split("```")[1]  # issue 26: read on a phone, ~38 columns as the standings
    assert max(len(line) for line in table.split("\n")) <= 38

    listed = await league.reply(("joueur", "liste"), {"equipe": horde})
    assert listed.embed["footer"]["text"].startswith("Page 1 / ")
    total = int(listed.embed["footer"]["text"].split("/ ")[1])
    assert total > 1
    next_button = next(b for b in listed.buttons if b["label"] == "▶")
    click = await league.click(listed, next_button["custom_id"], user=league.stranger_id)
    assert (await click.response()).type == 7
    assert listed.embed["footer"]["text"] == f"Page 2 / {total}"
    assert not league.fake.rejected


async def test_nothing_was_refused_by_discord(league):
    assert not league.fake.unknown_routes
    assert not league.fake.rejected
