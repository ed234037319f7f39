"""The offline console: in-process against UiBot, and end to end through a pipe (python -m fakediscord.console)."""

from __future__ import annotations

import asyncio
import io
import os
import sys

import pytest

from fakediscord.console import Console
from fakediscord.process import REPO_ROOT
from tests.e2e.harness import COMMISSIONER_ID, LEAGUE_GUILD_ID, MATCHS_CHANNEL_ID


@pytest.fixture
def console(fake, bot):
    out = io.StringIO()
    con = Console(fake, None, guild_id=LEAGUE_GUILD_ID, channel_id=MATCHS_CHANNEL_ID, user_id=COMMISSIONER_ID, out=out)
    con.output = out
    return con


async def play(con, line, answers=()):
    pending = list(answers)

    async def read(prompt):
        con.say(prompt)
        return pending.pop(0) if pending else None

    start = len(con.output.getvalue())
    assert await con.handle(line, read) is True
    return con.output.getvalue()[start:]


async def test_help_lists_french_names(console):
    text = await play(console, "aide")
    assert "/repete (/echo) — Répète un texte" in text
    assert "/equipe creer (/team create)" in text
    assert "nom:texte entraineur:membre" in text
    assert "[fort:vrai/faux]" in text


async def test_commands_with_french_or_canonical_names_and_spaced_values(console):
    assert "SALUT À TOUS SALUT À TOUS" in await play(console, "/repete texte:salut à tous fort:vrai fois:2")
    assert "équipe « Orques de Fer » pour Marie" in await play(
        console, "/equipe creer nom:Orques de Fer entraineur:@moi"
    )
    assert "équipe « Nains » pour Gaspard" in await play(console, "/team create name:Nains coach:Gaspard")
    assert "armure 9+" in await play(console, "/cote armure ar:9")
    assert "armure 9+" in await play(console, "/odds armour 9")  # a lone value goes to the only option
    assert "x ratio=0.5" in await play(console, "/echo text:x ratio:0,5")


async def test_ephemeral_and_deferred_replies(console):
    text = await play(console, "/secret")
    assert "Arbitre (visible par vous seul) :\nchut" in text
    text = await play(console, "/slow")
    assert "fini" in text and "et encore" in text and "réfléchit" not in text


async def test_buttons_selects_and_modal_by_label(console):
    assert "[Relancer] [Nouveau] [Plus tard] [Formulaire] [Fermé] (grisé)" in await play(console, "/panneau")
    assert "relancé 1" in await play(console, "relancer")
    assert "(modifié)" in await play(console, "[Relancer]")
    assert "couleur green" in await play(console, "Vert")
    text = await play(console, "Formulaire", answers=["Orques", "vite"])
    assert "Formulaire « Nouvelle équipe »" in text and "Commentaire (facultatif)" in text
    assert "équipe Orques / vite" in text
    assert "Formulaire abandonné" in await play(console, "/form", answers=["annuler"])


async def test_autocomplete_suggestions(console):
    text = await play(console, "/pick name:nain?")
    assert "Suggestions pour « nom » :\n  • Nains du Chaos  (nom:nains-du-chaos)" in text
    assert "choisi nains-du-chaos" in await play(console, "/pick name:nains-du-chaos")


async def test_errors_are_french_sentences(console):
    assert "Commande inconnue : /inconnue" in await play(console, "/inconnue")
    assert "Option obligatoire manquante pour /repete : texte" in await play(console, "/repete fort:oui")
    assert "au plus 5" in await play(console, "/repete texte:a fois:8")
    assert "Je ne comprends pas « bonjour »" in await play(console, "bonjour")
    assert "Membre inconnu « Zorglub »" in await play(console, "/whois who:Zorglub")
    assert "demande une sous-commande : creer" in await play(console, "/equipe")
    assert "Traceback" not in console.output.getvalue()


async def test_quit_words(console):
    assert await console.handle("quitter") is False
    assert await console.handle("exit") is False


async def run_console(tmp_path, bot_script, lines, timeout=90):
    env = {**os.environ, "PYTHONPATH": str(REPO_ROOT)}
    env.pop("DATABASE_PATH", None)
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "fakediscord.console",
        "--bot",
        bot_script,
        "--name",
        "Marie",
        "--database",
        str(tmp_path / "sandbox.sqlite3"),
        "--log",
        str(tmp_path / "sandbox-bot.log"),
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


async def test_console_main_buttons_and_modal_through_a_pipe(tmp_path):
    lines = ["/panneau", "Relancer", "Formulaire", "Orques", "", "/secret"]  # then end of input (Ctrl-D)
    code, out = await run_console(tmp_path, "tests/fakediscord/ui_bot.py", lines)
    assert code == 0, out
    assert "[Relancer]" in out and "relancé 1" in out
    assert "équipe Orques / -" in out
    assert "(visible par vous seul)" in out


async def test_console_reports_a_bot_that_cannot_start(tmp_path):
    broken = tmp_path / "broken.py"
    broken.write_text("raise SystemExit('pas de jeton')\n")
    code, out = await run_console(tmp_path, str(broken), [])
    assert code == 1
    assert "Le bot n’a pas démarré : il s’est arrêté (code 1)." in out
    assert "pas de jeton" in out
