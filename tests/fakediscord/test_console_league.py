"""The offline console against the real bot: what a league member types, as the README tells them.

One bot.py process for the module, on a database seeded before it starts (``league_seed``): the
league server holds the seeded teams and the finished match ``main``; the second server starts empty,
for the README's first steps. The console is driven in-process on the sandbox's fake Discord, with the
lines a person would type.
"""

import re
import sqlite3

import pytest

from fakediscord.process import REPO_ROOT
from tests.e2e.harness import sandbox_fixture
from tests.e2e.league_seed import seed_file, step_title
from tests.fakediscord.typing_console import console_with_output, play

pytestmark = pytest.mark.asyncio(loop_scope="module")
README = (REPO_ROOT / "README.md").read_text(encoding="utf-8")
README_EN = (REPO_ROOT / "README.en.md").read_text(encoding="utf-8")


async def _seeded(path):
    return {"seeded": await seed_file(path)}


league = sandbox_fixture("league", seed=_seeded, guilds=2)


def console_on(box, guild="league", locale="fr"):
    if guild == "league":
        where = dict(guild_id=box.guild_id, channel_id=box.channel_id, user_id=box.commissioner_id)
    else:
        where = dict(guild_id=box.second_guild_id, channel_id=box.second_channel_id, user_id=box.second_owner_id)
    return console_with_output(box.fake, box.proc, locale=locale, **where)


def rows(box, sql, params=()):
    with sqlite3.connect(box.database_path) as conn:
        return conn.execute(sql, params).fetchall()


async def test_the_readme_first_steps_import_the_example_roster(league, monkeypatch):
    monkeypatch.chdir(REPO_ROOT)  # « relatif au dossier où make run a été lancé »
    create = "/equipe creer nom:Orques de Fer coach:@moi"
    imported = "/joueur importer equipe:Orques de Fer fichier:docs/exemples/orques-de-fer.csv"
    assert f"› {create}\n› {imported}\n" in README
    con = console_on(league, "second")
    assert "Équipe « Orques de Fer » créée" in await play(con, create)
    text = await play(con, imported)
    assert "11 joueurs ajoutés à « Orques de Fer »" in text, text
    assert "10 Zog" in text and "Gros Costaud" in text
    team = rows(league, "SELECT id FROM teams WHERE guild_id = ? AND name = 'Orques de Fer'", (league.second_guild_id,))
    assert rows(league, "SELECT COUNT(*) FROM players WHERE team_id = ?", (team[0][0],)) == [(11,)]


async def test_a_missing_file_is_said_and_nothing_reaches_the_bot(league, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    con = console_on(league, "second")
    before = len(league.fake.interactions)
    text = await play(con, "/joueur importer equipe:Orques de Fer fichier:effectif.csv")
    assert f"Fichier introuvable : {tmp_path / 'effectif.csv'}." in text
    assert len(league.fake.interactions) == before


async def test_a_roster_pasted_in_the_form_under_the_header_it_shows(league):
    con = console_on(league, "second")
    await play(con, "/equipe creer nom:Nains du Pic coach:Ulrike")
    pasted = [
        "numero;nom;poste;M;F;AG;CP;AR;competences;mots_cles",
        "1;Thorin;Bloqueur;4;3;4+;5+;10+;Blocage;Nain",
        "2;Balin;Bloqueur;4;3;4+;5+;10+;Blocage;Nain",
        "3;Dwalin;Coureur;6;3;3+;4+;9+;;Nain",
        "",
    ]
    text = await play(con, "/joueur importer equipe:Nains du Pic", pasted)
    assert "Formulaire « Saisie d'un effectif (CSV) »" in text
    assert "plusieurs lignes, puis une ligne vide pour finir" in text
    # the header it expects, said above the field, and one example line in it
    assert "Les colonnes, dans cet ordre\u00a0:\n  numero;nom;poste;M;F;AG;CP;AR;competences;mots_cles;cout" in text
    assert "exemple : 1;Grak;Blitzer" in text
    assert "3 joueurs ajoutés à « Nains du Pic »" in text, text


async def test_a_post_match_through_forms_menus_and_several_choices(league):
    """Issue 14 point 8: a casualty added through a form of menus, six nominees, an advancement picked
    by its option typed as shown (« #4 Gorbag — 18 PSP »); once confirmed, « Confirmer » presses nothing more."""
    con = console_on(league)
    main = league.seeded.matches["main"]
    text = await play(con, f"/apres-match lancer match:{main}")
    assert step_title("outcome", markdown=False) in text, text
    await play(con, "Suivant")
    await play(con, "Lancer les dés")  # the fans
    await play(con, "suivant")
    await play(con, "Lancer les dés")  # Karl's lasting injury
    assert "Haine (Sauvage)" in await play(con, "sauvage")  # Élise's coach picks X in a menu

    answers = ["#3 Ugluk", "Personne (public, chute, météo...)", "public", "Amoché"]  # no Star Player's name asked
    text = await play(con, "Blessé : Orques de Fer", answers)
    assert "Formulaire « Ajouter une blessure »" in text and "  3) #3 Ugluk" in text
    assert "#3 Ugluk (Orques de Fer) — Amoché · public · ajoutée ici" in text, text

    await play(con, "Suivant")
    # touchdowns: Gorbag and Ugluk (no thrower, no thrown player, no Prayer: three fields)
    await play(con, "PSP : Orques de Fer", ["4 3", "", ""])
    await play(con, "PSP : Élus de Nuffle", ["1", "", ""])
    text = await play(con, "1 2 3 4 5 6")  # six nominees by their numbers
    assert "Nommés\u00a0: #1 Grak, #2 Krug, #3 Ugluk, #4 Gorbag, #6 Zog, #7 Orque 7" in text, text
    text = await play(
        con, "#1 elise, #3 Karl, #4 Hans, 15, 16, 17"
    )  # or as shown, accents ignored (#2 Bob, killed, played)
    assert "Nommés\u00a0: #1 Élise, #3 Karl, #4 Hans, #5 Humain 5, #6 Humain 6, #7 Humain 7" in text, text
    await play(con, "Dés à la main", ["4 1"])  # the fourth nominee of each side
    assert "Joueur du Match\u00a0: #4 Gorbag" in con.output.getvalue()

    text = await play(con, "Suivant")
    assert "  3) #4 Gorbag — 18 PSP" in text, text  # a random Primary skill (3 PSP) is within reach of #1 and #3 too
    await play(con, "#4 Gorbag — 18 PSP")  # the kind first (issue 26), then a form with its fields only
    text = await play(con, "Amélioration de caractéristique (D8)", ["80k"])
    assert "Formulaire « Progression\u00a0: #4 Gorbag »" in text and "Catégorie" not in text
    assert "Sa valeur actuelle (po), inconnue" in text, text  # seeded without one: asked, to be raised
    await play(con, "Dés à la main", ["7"])
    text = await play(con, "+1 f")
    assert "→ +1 F (valeur +60\u202f000\u00a0po)" in text, text

    # QA: once applied, the screen has no button left; « Confirmer » typed again pressed an older message's
    await play(con, "Suivant")  # the journeymen, hiring and firing
    await play(con, "Suivant")
    await play(con, "Lancer les dés")  # Expensive Mistakes
    await play(con, "Suivant")
    assert step_title("preview", markdown=False) in await play(con, "Suivant")
    assert "✅ Après-match appliqué" in await play(con, "Confirmer")
    sent = len(league.fake.interactions)
    text = await play(con, "Confirmer")
    assert (
        "« Confirmer et appliquer » n’est plus sur le dernier message qui le montrait (« ✅ Après-match appliqué »)"
        " : rien n’a été pressé." in text
    ), text
    assert len(league.fake.interactions) == sent


async def test_a_member_with_an_english_client_reads_english_names_and_private_replies(league):
    """Issue 9 point 6: the console's member may be English-locale (``--lang en``): the commands by their
    English names, an error in English, a public reply in the server's language (French by default)."""
    con = console_on(league, locale="en-US")
    text = await play(con, "help")
    assert "/team create" in text and "/equipe creer" not in text, text
    text = await play(con, "/team show name:Nowhere")
    assert "No team “Nowhere” on this server" in text, text
    assert "Arbitre (only you can see this):" in text, text  # the client's words in English too
    text = await play(con, "/roll dice:2d6")
    assert "Arbitre:" in text and "Jet de dés" in text, text  # public: the server's language, French


async def test_a_reply_names_a_command_as_the_readers_client_does(league):
    """A reply mentions a command (``</player add:id>``): Discord shows it in each reader's language, so does the
    console — a French member reads « /joueur ajouter », an English one « /player add »."""
    french = await play(console_on(league, "second"), "/equipe creer nom:Sans Joueurs coach:@moi")
    assert "Aucun joueur\u00a0: /joueur ajouter, ou /joueur importer" in french, french
    english = await play(console_on(league, "second", locale="en-US"), "/team show name:Sans Joueurs")
    assert "/player add" in english and "/joueur ajouter" not in english, english


async def test_the_english_readme_first_steps(league, monkeypatch):
    """README.en.md's first steps, typed by a member whose Discord client is in English (``--lang en``)."""
    monkeypatch.chdir(REPO_ROOT)
    steps = [line.removeprefix("› ") for line in README_EN.split("```text\n", 1)[1].split("```", 1)[0].splitlines()]
    assert steps[0] == "/settings language:en" and steps[-1] == "quit"
    con = console_on(league, "second", locale="en-US")
    try:
        text = await play(con, steps[0])
        assert "English" in text, text
        assert "Team “Iron Orcs” created" in await play(con, steps[1])
        text = await play(con, steps[2])
        assert "11 players added to “Iron Orcs”" in text, text
        assert "10 Zog" in text and "   Big Un Blocker" in text  # the position on its own line (issue 26)
        text = await play(con, steps[3])
        assert "Iron Orcs" in text and "Grak" in text, text
        text = await play(con, steps[4])
        assert "Block" in text and "Dé" not in text, text
        label = steps[5].split("←")[0].strip()
        assert "POW" in label and "[" + label + "]" in text, text
        assert "Armour Roll" in await play(con, label)
    finally:
        await play(con, "/settings language:fr")  # the other tests read this server in French


@pytest.mark.parametrize(("lang", "locale"), [("fr", "fr"), ("en", "en-US")])
async def test_the_commands_the_console_help_shows_are_ones_arbitre_takes(lang, locale):
    """The English help said « /injury stunty:true », an option /injury does not have (it is ``minus``): each
    ``/command …`` the help and the welcome line show is read as the console reads it, against Arbitre's commands."""
    from fakediscord.words import word
    from tests.cogs.payload_walk import bot_payload, example_problem

    payload, _ = await bot_payload()
    shown = word("console.help", lang) + "\n" + word("console.example", lang, example="/armour")
    examples = re.findall(r"/[a-z-]+(?: [a-z_-]+:\S+)+", shown)
    assert examples, shown
    assert [p for e in examples if (p := example_problem(payload, e.rstrip(").,"), locale))] == []
