"""The offline console: in-process against UiBot, and end to end through a pipe (python -m fakediscord.console)."""

from __future__ import annotations

import asyncio
import os
import re
import subprocess
import sys

import pytest

from fakediscord.console import FIRST_COMPONENTS_HINT, _default_name
from fakediscord.process import REPO_ROOT
from tests.e2e.harness import COMMISSIONER_ID, LEAGUE_GUILD_ID, MATCHS_CHANNEL_ID
from tests.fakediscord.typing_console import console_with_output, play


@pytest.fixture
def console(fake, bot):
    return console_with_output(
        fake, None, guild_id=LEAGUE_GUILD_ID, channel_id=MATCHS_CHANNEL_ID, user_id=COMMISSIONER_ID
    )


async def test_help_lists_french_names(console):
    text = await play(console, "aide")
    assert "/repete (/echo) — Répète un texte" in text
    assert "/equipe creer (/team create)" in text
    assert "nom:texte entraineur:membre" in text
    assert "[fort:vrai/faux]" in text
    assert "/readfile — Lit un fichier\n      fichier:chemin de fichier" in text


async def test_commands_with_french_or_canonical_names_and_spaced_values(console):
    assert "SALUT À TOUS SALUT À TOUS" in await play(console, "/repete texte:salut à tous fort:vrai fois:2")
    assert "équipe « Orques de Fer » pour Marie" in await play(
        console, "/equipe creer nom:Orques de Fer entraineur:@moi"
    )
    assert "équipe « Nains » pour Gaspard" in await play(console, "/team create name:Nains coach:Gaspard")
    assert "armure 9+" in await play(console, "/cote armure ar:9")
    assert "armure 9+" in await play(console, "/odds armour 9")  # a lone value goes to the only option
    assert "x ratio=0.5" in await play(console, "/echo text:x ratio:0,5")


async def test_a_name_that_is_no_option_is_pointed_out(console):
    """« joueur:#9 Grishnakh mng:true » looked for a player of that name and said only that none was found."""
    text = await play(console, "/repete texte:salut mng:1")
    assert "(« mng: » n’est pas une option de cette commande : il est lu comme la suite de texte." in text
    assert "salut mng:1" in text  # still sent as typed, as the console reads it
    assert "n’est pas une option" not in await play(console, "/repete texte:salut fort:vrai")
    # a value as the console's suggestions give it (« victime:id:14 ») starts with its own « id: »: no warning
    assert "n’est pas une option" not in await play(console, "/repete texte:id:14")


async def test_ephemeral_and_deferred_replies(console):
    text = await play(console, "/secret")
    assert "Arbitre (visible par vous seul) :\nchut" in text
    text = await play(console, "/slow")
    assert "fini" in text and "et encore" in text and "réfléchit" not in text


async def test_buttons_selects_and_modal_by_label(console):
    assert "[Relancer] [Nouveau] [Plus tard] [Formulaire] [Fermé] (grisé)" in await play(console, "/panneau")
    assert "relancé 1" in await play(console, "relancer")
    assert "Le bouton « Fermé » est désactivé." in await play(console, "Fermé")
    assert "(modifié)" in await play(console, "[Relancer]")
    assert "couleur green" in await play(console, "Vert")
    text = await play(console, "Formulaire", answers=["Orques", "vite", ""])
    assert "Formulaire « Nouvelle équipe »" in text and "Commentaire (facultatif ; plusieurs lignes" in text
    assert "équipe Orques / vite" in text
    assert "Formulaire abandonné" in await play(console, "/form", answers=["annuler"])


async def test_a_label_whose_newest_button_is_used_presses_no_older_one(fake, console):
    """QA: once a post-match was applied (its « Confirmer » gone or greyed), typing « Confirmer » again pressed an
    older message's enabled « Confirmer » (a /season end preview shown earlier). A label refers to the newest message
    that shows it, or showed it: nothing is pressed there, the member is told, and how to reach the older one."""
    await play(console, "/apercu")
    await play(console, "/apercu")
    assert "aperçu 2 : appliqué" in await play(console, "Appliquer")
    sent = len(fake.interactions)
    text = await play(console, "Appliquer")
    assert (
        "« Appliquer » n’est plus sur le dernier message qui le montrait (« aperçu 2 : appliqué ») : rien n’a été "
        "pressé. Un message plus ancien en a un actif (« aperçu 1 ») : tapez « <Appliquer » pour l’utiliser." in text
    )
    assert "n’est plus sur" in await play(console, "appl")  # its beginning names the same button
    assert len(fake.interactions) == sent and "aperçu 1 :" not in console.output.getvalue()
    await play(console, "/apercu")
    assert "aperçu 3 : confirmé" in await play(console, "Confirmer")
    text = await play(console, "confirmer")
    assert (
        "Le bouton « Confirmer » est désactivé. Il est grisé sur le dernier message qui le montre (« aperçu 3 : "
        "confirmé ») : déjà utilisé, ou pas encore possible ; rien n’a été pressé." in text
    )
    assert "tapez « <<confirmer » pour l’utiliser" in text  # aperçu 2 showed it (now gone): aperçu 1 is two back
    assert "Un message plus ancien en a un actif (« aperçu 1 »)" in text
    assert len(fake.interactions) == sent + 2 and "aperçu 1 :" not in console.output.getvalue()


async def test_an_older_message_s_button_is_pressed_on_purpose(fake, console):
    """« < » before a label skips the newest message showing it, « << » two of them (newest: the last printed, an
    edited message printed again at the bottom): the member names the message they mean."""
    await play(console, "/apercu")
    await play(console, "/apercu")
    await play(console, "/apercu")
    assert "aperçu 2 : confirmé" in await play(console, "<Confirmer")  # now shown last: 2, 3, 1
    assert "aperçu 1 : confirmé" in await play(console, "<<Confirmer")  # 2's greyed one counts: 1, 2, 3
    assert "aperçu 3 : appliqué" in await play(console, "<< appl")  # a space after « < », a beginning: 3, 1, 2
    sent = len(fake.interactions)
    text = await play(console, "Confirmer")
    assert "« Confirmer » n’est plus sur le dernier message qui le montrait (« aperçu 3 : appliqué »)" in text
    assert "plus ancien en a un actif" not in text  # 1's and 2's are greyed: nothing to offer
    assert "Aucun message plus ancien ne montre « Confirmer » : rien n’a été pressé." in await play(
        console, "<<<Confirmer"
    )
    assert "Je ne comprends pas « <Bonjour »" in await play(console, "<Bonjour")
    assert len(fake.interactions) == sent


async def test_menu_choices_taken_away_by_an_edit_are_not_looked_for_on_an_older_message(fake, console):
    """« Plus tard » edits the panel without its buttons and menus: a choice typed from it (by label or number) is
    said gone, where it used to reach an older panel's menu."""
    await play(console, "/panneau")
    await play(console, "/panneau")
    assert "plus tard : fait" in await play(console, "Plus tard")
    sent = len(fake.interactions)
    text = await play(console, "Vert")
    assert "« Vert » n’est plus sur le dernier message qui le montrait (« plus tard : fait ») : rien n’a été " in text
    assert "tapez « <Vert » pour l’utiliser" in text
    assert "« Rouge » n’est plus sur" in await play(console, "1")
    assert "« Couleur » n’est plus sur" in await play(console, "couleur")  # the menu itself, by its name
    assert len(fake.interactions) == sent
    assert "couleur green" in await play(console, "<Vert")


async def test_a_greyed_menu_of_the_newest_message_is_said_and_no_older_one_is_chosen_in(fake, console):
    await play(console, "/apercu")
    await play(console, "/apercu")
    assert "aperçu 2 : alpha" in await play(console, "Alpha")
    sent = len(fake.interactions)
    text = await play(console, "Bêta")
    assert (
        "Le menu « Variante » est désactivé. Il est grisé sur le dernier message qui le montre (« aperçu 2 : alpha ») :"
        " déjà utilisé, ou pas encore possible ; rien n’a été choisi. Un message plus ancien en a un actif "
        "(« aperçu 1 ») : tapez « <Bêta » pour l’utiliser." in text
    )
    assert "rien n’a été choisi" in await play(console, "variante")  # the menu by its name, as its choices
    assert len(fake.interactions) == sent
    assert "aperçu 1 : bêta" in await play(console, "<beta")


async def test_a_message_is_named_by_its_first_line_not_its_ephemeral_mark(console):
    await play(console, "/secret")
    assert console._where(console.shown[-1]) == " (« chut »)"
    await play(console, "/echo text:" + "long " * 20)
    assert console._where(console.shown[-1]) == " (« " + ("long " * 10)[:49].rstrip() + "… »)"


async def test_an_english_member_is_told_a_used_button_in_english(fake, bot):
    con = console_with_output(
        fake, None, guild_id=LEAGUE_GUILD_ID, channel_id=MATCHS_CHANNEL_ID, user_id=COMMISSIONER_ID, locale="en-US"
    )
    await play(con, "/preview")
    await play(con, "/preview")
    await play(con, "Confirmer")
    text = await play(con, "Confirmer")
    assert (
        "The button “Confirmer” is disabled. It is greyed out on the latest message showing it (“aperçu 2 : "
        "confirmé”): already used, or not possible yet; nothing was pressed. An older message has an active one "
        "(“aperçu 1”): type “<Confirmer” to use it." in text
    )
    assert "aperçu 1 : confirmé" in await play(con, "<Confirmer")
    assert "aperçu 2 : appliqué" in await play(con, "<Appliquer")
    text = await play(con, "Appliquer")
    assert (
        "“Appliquer” is no longer on the latest message that showed it (“aperçu 2 : appliqué”): nothing was "
        "pressed. An older message has an active one (“aperçu 1 : confirmé”): type “<Appliquer” to use it." in text
    )
    assert "No older message shows “Confirmer”: nothing was pressed." in await play(con, "<<Confirmer")


async def test_an_english_member_clicks_picks_and_fills_forms_in_english(fake, bot):
    """What the member does after a command carries their client's locale too (a form opened by a button is read
    in the reader's language: it came in French to an English member)."""
    con = console_with_output(
        fake, None, guild_id=LEAGUE_GUILD_ID, channel_id=MATCHS_CHANNEL_ID, user_id=COMMISSIONER_ID, locale="en-US"
    )
    await play(con, "/panel")
    await play(con, "Relancer")
    await play(con, "Vert")
    await play(con, "Formulaire", answers=["Orques", "vite", ""])
    kinds = [(rec.type, rec.payload.get("locale")) for rec in fake.interactions.values()]
    assert [kind for kind, _ in kinds] == [2, 3, 3, 3, 5]  # the command, a button, a menu, a button, the form
    assert {locale for _, locale in kinds} == {"en-US"}
    assert "The button “Fermé” is disabled." in await play(con, "Fermé")  # the client's words, in English


async def test_an_english_member_reads_the_notes_of_a_field_with_english_punctuation(fake, bot):
    """« Touchdowns — optional ; “clear” empties… », « (one choice ; Enter keeps…) »: the notes were joined by the
    French « ; », space before, in English too."""
    con = console_with_output(
        fake, None, guild_id=LEAGUE_GUILD_ID, channel_id=MATCHS_CHANNEL_ID, user_id=COMMISSIONER_ID, locale="en-US"
    )
    await play(con, "/panel")
    text = await play(con, "Formulaire", answers=["Orques", "vite", ""])
    assert "(optional; " in text and " ; " not in text
    text = await play(con, "Extras", answers=[""])
    assert " ; " not in text and "; Enter alone cancels)" in text


async def test_menus_show_numbers_and_how_many_choices(console):
    text = await play(console, "/panneau")
    assert "Menu « Couleur » :\n  1) Rouge\n  2) Vert\n" in text
    assert (
        "Menu « Nominés » — de 2 à 3 choix, séparés par des virgules :\n"
        "  3) #1 Grak — 4 PSP\n  4) #3 Gorbag — 9 PSP\n  5) #5 Snik — 0 PSP\n  6) #7 Élise — 2 PSP\n"
    ) in text
    assert "Menu « Arbitre du match » : un membre — tapez « Arbitre du match » pour choisir" in text
    assert text.endswith(f"pour choisir\n{FIRST_COMPONENTS_HINT}\n") and "« aide » donne le détail" in text
    assert "Astuce" not in await play(console, "/panneau")  # once per session


async def test_options_by_number_by_label_as_shown_and_several_at_once(console):
    await play(console, "/panneau")
    assert "couleur red" in await play(console, "1")
    assert "couleur green" in await play(console, "VERT")
    assert "nominés 3,5" in await play(console, "#3 Gorbag — 9 PSP, #5 snik")
    assert "nominés 3,5" in await play(console, "  4) #3 Gorbag - 9 PSP ; 5) #5 Snik — 0 PSP (choisi)")  # copied lines
    assert "nominés 1,7" in await play(console, "3 6")
    assert "nominés 3,1,7" in await play(console, "4, 3, #7 ELISE")  # accents and case ignored


async def test_choices_refused_as_discord_would(console):
    await play(console, "/panneau")
    text = await play(console, "#3 Gorbag — 9 PSP")
    assert "« Nominés » attend de 2 à 3 choix, pas 1 : tapez-les séparés par des virgules (ex. 3, 4)." in text
    assert "« Nominés » attend de 2 à 3 choix, pas 4" in await play(console, "3, 4, 5, 6")
    assert "Aucun choix n° 12 : les choix affichés vont de 1 à 8." in await play(console, "3, 12")
    assert "menus différents" in await play(console, "1, 3")
    assert "nominés" not in console.output.getvalue()  # nothing refused reached the bot


@pytest.mark.parametrize(
    ("locale", "said"),
    [
        ("fr", "« Couleur » attend un seul choix, et « 2 2 » en donne 2 : tapez-en un seul. Rien n’a été envoyé."),
        ("en-GB", "“Couleur” takes a single choice, and “2 2” gives 2: type just one. Nothing was sent."),
    ],
)
async def test_a_single_choice_menu_refuses_the_same_choice_typed_twice(fake, bot, locale, said):
    """« 2 2 » in « Couleur » (one choice) was sent as « Vert »: refused, in the member's language, and nothing sent."""
    con = console_with_output(
        fake, None, guild_id=LEAGUE_GUILD_ID, channel_id=MATCHS_CHANNEL_ID, user_id=COMMISSIONER_ID, locale=locale
    )
    await play(con, "/panneau")
    before = len(fake.interactions)
    assert said in await play(con, "2 2")
    assert len(fake.interactions) == before and "couleur" not in con.output.getvalue()
    assert "couleur green" in await play(con, "2")


async def test_a_menu_that_may_stay_empty_is_emptied_through_its_prompt(console):
    text = await play(console, "/panneau")
    assert "Menu « Extras » — jusqu'à 2 choix, ou aucun, séparés par des virgules :" in text
    assert "  7) Pom-pom girls (choisi)\n  8) Apothicaire\n" in text
    text = await play(console, "extras", answers=["aucun"])
    assert "Menu « Extras » (jusqu'à 2 choix, ou aucun, séparés par des virgules ; Entrée seule annule)" in text
    assert "extras -" in text
    assert "extras cheer,apo" in await play(console, "7, 8")


async def test_a_member_menu_opens_a_prompt(console):
    await play(console, "/panneau")
    text = await play(console, "arbitre du match", answers=["Zorglub", "Gaspard"])
    assert "Membres : Marie, Gaspard, Un Passant" in text
    assert "✗ Membre inconnu « Zorglub »" in text and "arbitre Gaspard" in text
    assert "arbitre Marie" in await play(console, "Arbitre du match", answers=["@moi"])
    assert "arbitre" not in await play(console, "Arbitre du match", answers=[""])  # Entrée seule annule


async def test_form_with_selects_a_member_menu_and_a_paragraph(console):
    answers = ["3", "#3 Gorbag — 9 PSP", "", "Zorglub", "@moi", "ligne 1", "ligne 2", ""]
    text = await play(console, "/fiche", answers)
    assert "  Choisissez la victime puis les témoins." in text
    assert "  Victime (un choix)\n    1) #1 Grak — Orque\n    2) #3 Gorbag — 9 PSP" in text
    assert "✗ « 3 » n'est pas un choix de ce menu. Tapez un numéro de 1 à 2" in text
    assert "    Jusqu'à deux\n  Témoins (facultatif ; jusqu'à 2 choix, ou aucun, séparés par des virgules)" in text
    assert "✗ Membre inconnu « Zorglub »" in text
    assert "exemple : a;b\n              1;2" in text
    assert "victime=13 témoins=- coach=Marie notes=ligne 1|ligne 2" in text
    text = await play(console, "/fiche", ["1", "1, 3", "Gaspard", ""])
    assert "victime=11 témoins=snik,bob coach=Gaspard notes=-" in text


async def test_form_required_choices_are_asked_again(console):
    text = await play(console, "/fiche", ["", "2", "1, 2, 3", "aucun", "Ulrike", "annuler"])
    assert "✗ « Victime » attend un seul choix." in text
    assert "✗ « Témoins » attend jusqu'à 2 choix, ou aucun, pas 3" in text
    assert "Formulaire abandonné" in text


async def test_form_radio_checkboxes_and_a_local_file(console, tmp_path):
    sheet = tmp_path / "feuille.csv"
    sheet.write_text("a;b\n1;2\n")
    answers = ["Agression", "", "public, arbitre", "", str(tmp_path / "absent.csv"), str(sheet)]
    text = await play(console, "/options", answers)
    assert "✗ « Étiquettes » attend de 1 à 2 choix, pas 0" in text
    assert "Confirmé (oui ou non)" in text
    assert "✗ Fichier introuvable" in text
    assert "cause=foul étiquettes=public,arbitre confirmé=True feuille=feuille.csv:8" in text


async def test_files_the_bot_sends_are_written_to_be_opened(console, tmp_path):
    console.files_dir = tmp_path / "fichiers"
    text = await play(console, "/upload")
    assert "[fichier joint : dice.txt (10 o)]" in text
    assert f"  ↳ enregistré : {tmp_path / 'fichiers' / 'dice.txt'}" in text
    assert (tmp_path / "fichiers" / "dice.txt").read_bytes() == b"hello dice"
    assert (tmp_path / "fichiers" / "raw.bin").read_bytes() == bytes(range(256))


async def test_file_option_reads_a_local_path(console, tmp_path, monkeypatch):
    (tmp_path / "roster.csv").write_bytes("numero;nom\n1;Grâk\n".encode())
    monkeypatch.chdir(tmp_path)
    assert "roster.csv:19:numero;nom" in await play(console, "/readfile fichier:roster.csv")
    assert "roster.csv:19:" in await play(console, f"/readfile fichier:{tmp_path / 'roster.csv'}")
    text = await play(console, "/readfile fichier:absent.csv")
    assert f"Fichier introuvable : {tmp_path / 'absent.csv'}." in text and "relatif au dossier" in text
    assert "est un dossier" in await play(console, f"/readfile fichier:{tmp_path}")


async def test_autocomplete_suggestions(console):
    text = await play(console, "/pick name:nain?")
    assert "Suggestions pour « nom » :\n  • Nains du Chaos  (nom:nains-du-chaos)" in text
    assert "choisi nains-du-chaos" in await play(console, "/pick name:nains-du-chaos")


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("/inconnue", "Commande inconnue : /inconnue"),
        ("/repete fort:oui", "Option obligatoire manquante pour /repete : texte"),
        ("/repete texte:a fois:8", "au plus 5"),
        ("bonjour", "Je ne comprends pas « bonjour »"),
        ("/whois who:Zorglub", "Membre inconnu « Zorglub »"),
        ("/equipe", "demande une sous-commande : creer"),
    ],
)
async def test_errors_are_french_sentences(console, typed, said):
    assert said in await play(console, typed)
    assert "Traceback" not in console.output.getvalue()


async def test_quit_words(console):
    assert await console.handle("quitter") is False
    assert await console.handle("exit") is False


async def run_console(tmp_path, bot_script, lines, timeout=90, args=(), lang="C.UTF-8"):
    env = {**os.environ, "PYTHONPATH": str(REPO_ROOT), "LANG": lang}
    env.pop("DATABASE_PATH", None)
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "fakediscord.console",
        *args,
        "--bot",
        bot_script,
        "--name",
        "Marie",
        "--database",
        str(tmp_path / "sandbox.sqlite3"),
        "--log",
        str(tmp_path / "sandbox-bot.log"),
        "--files",
        str(tmp_path / "fichiers"),
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
        cwd=tmp_path,
        env=env,
    )
    try:
        out, _ = await asyncio.wait_for(proc.communicate("".join(f"{line}\n" for line in lines).encode()), timeout)
    except TimeoutError:
        proc.kill()
        raise
    return proc.returncode, out.decode()


async def test_console_main_through_a_pipe_with_the_bare_bot(tmp_path):
    code, out = await run_console(tmp_path, "bench/bare_bot.py", ["aide", "/roll", "/lancer", "/roll x:1", "quitter"])
    assert code == 0, out
    assert "Bienvenue sur « Ligue du Vieux Monde » (hors ligne), salon #matchs. Vous êtes Marie, commissaire." in out
    assert "/roll — Lance 2D6" in out
    assert "Arbitre :\n2D6 : " in out
    assert "Commande inconnue : /lancer" in out
    assert "/roll ne prend pas d’option" in out
    assert "Traceback" not in out
    log = (tmp_path / "sandbox-bot.log").read_text()
    assert "commands synced" in log  # the bot's logs go to the file, not the terminal
    assert "commands synced" not in out


@pytest.mark.parametrize(("args", "lang"), [(["--lang", "en"], "fr_FR.UTF-8"), ([], "en_GB.UTF-8")])
async def test_console_main_in_english_by_option_or_by_lang(tmp_path, args, lang):
    """Issue 9 point 6: ``--lang en``, or a terminal whose LANG starts with en, makes the console's member an
    English-locale member: the console's own lines, the client's words and the command names are English."""
    code, out = await run_console(tmp_path, "bench/bare_bot.py", ["help", "/roll", "quit"], args=args, lang=lang)
    assert code == 0, out
    assert "Welcome to “Ligue du Vieux Monde” (offline), channel #matchs. You are Marie, a commissioner" in out
    assert "Available commands:" in out and "“quit” to leave." in out  # the console's own words, in English
    assert "Arbitre:\n2D6 : " in out  # (the bare bot answers in French whatever the locale)
    assert "Bienvenue" not in out and "Traceback" not in out


def test_without_a_user_name_the_member_is_you_in_their_language():
    assert _default_name("fr", {}) == "Vous" and _default_name("en", {}) == "You"
    assert _default_name("en", {"USER": "gaspard"}) == "gaspard"


async def test_console_main_buttons_and_modal_through_a_pipe(tmp_path):
    lines = ["/panneau", "Relancer", "Formulaire", "Orques", "", "/secret"]  # then end of input (Ctrl-D)
    code, out = await run_console(tmp_path, "tests/fakediscord/ui_bot.py", lines)
    assert code == 0, out
    assert "[Relancer]" in out and "relancé 1" in out
    assert "équipe Orques / -" in out
    assert "(visible par vous seul)" in out


async def test_console_main_form_with_menus_and_pasted_lines_through_a_pipe(tmp_path):
    lines = ["/fiche", "#3 Gorbag — 9 PSP", "1, 3", "Gaspard", "a;b", "1;2", "", "/panneau", "3 6"]
    code, out = await run_console(tmp_path, "tests/fakediscord/ui_bot.py", lines)
    assert code == 0, out
    assert "victime=13 témoins=snik,bob coach=Gaspard notes=a;b|1;2" in out
    assert "nominés 1,7" in out
    assert "Traceback" not in out


async def test_console_reports_a_bot_that_cannot_start(tmp_path):
    broken = tmp_path / "broken.py"
    broken.write_text("raise SystemExit('pas de jeton')\n")
    code, out = await run_console(tmp_path, str(broken), [])
    assert code == 1
    assert "Le bot n’a pas démarré : il s’est arrêté (code 1)." in out
    assert "pas de jeton" in out


@pytest.mark.parametrize(
    ("lang", "said"), [("en_GB.UTF-8", "Arbitre's offline console"), ("fr_FR.UTF-8", "Console hors ligne")]
)
def test_the_console_help_is_in_the_terminal_language(lang, said):
    """« --help » was French only: an English terminal reads it in English."""
    env = {**os.environ, "LANG": lang, "LC_ALL": "", "LC_MESSAGES": ""}
    result = subprocess.run(
        [sys.executable, "-m", "fakediscord.console", "--help"], cwd=REPO_ROOT, env=env, capture_output=True, text=True
    )
    assert result.returncode == 0 and said in result.stdout


async def test_the_console_serves_the_sandbox_league_page_and_prints_its_address(tmp_path):
    """Issue 30: ``make run`` without a token shows the sandbox league's web page at once, on 127.0.0.1."""
    code, out = await run_console(tmp_path, "bot.py", ["quitter"])
    assert code == 0, out
    found = re.search(r"Page web de la ligue \(dans un navigateur\) : http://127\.0\.0\.1:(\d+)/l/[\w-]{24}/", out)
    assert found, out
    log = (tmp_path / "sandbox-bot.log").read_text()
    assert f"league pages served on http://127.0.0.1:{found.group(1)}" in log
    assert "Traceback" not in out
