"""The offline console: try the bot without a Discord application.

A fake Discord runs on 127.0.0.1 with a league server where you are the commissioner; the real bot
runs as a child process pointed at it (its logs go to data/sandbox-bot.log); you type slash commands
as in Discord and read the answers as text.

    python -m fakediscord.console [--bot bot.py] [--name Vous] [--database data/sandbox.sqlite3]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import re
import sys
import threading
from pathlib import Path
from typing import Any, TextIO

from fakediscord.models import MANAGE_GUILD, Interaction, Message
from fakediscord.options import (
    USER,
    InvocationError,
    ResolvedCommand,
    all_leaf_commands,
    describe_command,
    local_name,
    parse_option_text,
    resolve_command,
)
from fakediscord.process import REPO_ROOT, BotExited, BotProcess
from fakediscord.server import FakeDiscord
from fakediscord.text import render_message

GUILD_NAME = "Ligue du Vieux Monde"
GUILD_ID = 1100000000000000001
CHANNEL_MATCHS = 1100000000000000011
CHANNEL_GENERAL = 1100000000000000012
YOU_ID = 1100000000000000101
OTHER_COACHES = ((1100000000000000102, "Gaspard"), (1100000000000000103, "Ulrike"))
QUIT_WORDS = {"exit", "quit", "quitter", "sortir", "q"}
HELP_WORDS = {"aide", "help", "?"}
SELF_WORDS = {"@moi", "moi", "@me", "me"}
PROMPT = "› "


def _read_line(loop: asyncio.AbstractEventLoop, prompt: str, echo: bool) -> asyncio.Future[str | None]:
    """input() in a daemon thread, so the event loop keeps serving the gateway while the person types,
    and a blocked read never holds the process open at exit."""
    future: asyncio.Future[str | None] = loop.create_future()

    def deliver(value: str | None) -> None:
        if not future.done():
            future.set_result(value)

    def run() -> None:
        try:
            line: str | None = input(prompt)
            if echo:
                print(line, flush=True)
        except (EOFError, KeyboardInterrupt, OSError, ValueError):
            line = None
        with contextlib.suppress(RuntimeError):  # the loop may be closed already
            loop.call_soon_threadsafe(deliver, line)

    threading.Thread(target=run, name="console-input", daemon=True).start()
    return future


class Console:
    """The prompt loop: parses lines, plays them on the fake Discord, prints what the bot answers."""

    def __init__(
        self,
        fake: FakeDiscord,
        proc: BotProcess | None,
        *,
        guild_id: int,
        channel_id: int,
        user_id: int,
        out: TextIO | None = None,
        locale: str = "fr",
        reply_timeout: float = 20.0,
    ) -> None:
        self.fake = fake
        self.proc = proc
        self.guild_id = guild_id
        self.channel_id = channel_id
        self.user_id = user_id
        self.out = out or sys.stdout
        self.locale = locale
        self.reply_timeout = reply_timeout
        self.shown: list[Message] = []  # messages displayed, oldest first
        self._printed_versions: dict[int, int] = {}
        self._at_prompt = False
        self._events = 0
        self.closed_output = False
        fake.add_listener(self._on_message)

    # ------------------------------------------------------------------ output

    def say(self, text: str = "") -> None:
        if self.closed_output:
            return
        try:
            print(text, file=self.out, flush=True)
        except (BrokenPipeError, ValueError):  # the terminal or the pipe reading us went away
            self.closed_output = True

    def _names(self, kind: str, ident: int) -> str | None:
        guild = self.fake.guilds.get(self.guild_id)
        if guild is None:
            return None
        if kind == "user":
            return self.fake.member_name(ident, self.guild_id)
        if kind == "channel":
            channel = guild.channels.get(ident)
            return channel.name if channel else None
        role = guild.roles.get(ident)
        return role.name if role else None

    def _on_message(self, kind: str, msg: Message) -> None:
        self._events += 1
        if msg.guild_id not in (self.guild_id, None):
            return
        if kind == "delete":
            if msg in self.shown:
                self.shown.remove(msg)
                self._print_block("(un message du bot a été supprimé)")
            return
        if msg.loading:
            return  # printed once filled in
        version = len(msg.versions)
        if self._printed_versions.get(msg.id) == version:
            return
        self._printed_versions[msg.id] = version
        author = self.fake.bot_user.username
        if msg.channel_id != self.channel_id:
            channel = self._names("channel", msg.channel_id)
            author = f"{author} dans #{channel}" if channel else f"{author} (message privé)"
        self._print_block(render_message(msg.payload(), names=self._names, author=author))
        if msg in self.shown:
            self.shown.remove(msg)
        self.shown.append(msg)

    def _print_block(self, text: str) -> None:
        prefix = "\n" if self._at_prompt else ""
        self.say(prefix + text)
        if self._at_prompt and not self.closed_output:
            with contextlib.suppress(BrokenPipeError, ValueError):
                print(PROMPT, end="", file=self.out, flush=True)

    # ------------------------------------------------------------------ help

    def commands(self) -> list[dict[str, Any]]:
        return self.fake.visible_commands(self.guild_id)

    def help_text(self) -> str:
        leaves = all_leaf_commands(self.commands())
        if not leaves:
            return "Le bot n’a encore synchronisé aucune commande."
        leaves.sort(key=lambda r: r.display_name(self.locale))
        lines = ["Commandes disponibles :"]
        lines.extend("  " + describe_command(r, self.locale) for r in leaves)
        lines += [
            "",
            "Options : nom:valeur (ex. /blessure minus:vrai), vrai/faux ou oui/non, @moi ou un nom pour un membre.",
            "Suggestions : terminez la valeur par « ? » (ex. nom:orq?) pour les options à autocomplétion.",
            "Boutons et menus : tapez le libellé du bouton ou de l’option. « quitter » pour sortir.",
        ]
        return "\n".join(lines)

    # ------------------------------------------------------------------ one line

    async def handle(self, line: str, read: Any = None) -> bool:
        """Play one line; False when the person wants to quit."""
        text = line.strip()
        if not text:
            return True
        if text.casefold() in QUIT_WORDS:
            return False
        if text.casefold() in HELP_WORDS:
            self.say(self.help_text())
            return True
        try:
            if text.startswith("/"):
                await self._command(text, read)
            else:
                await self._component(text, read)
        except InvocationError as exc:
            self.say(str(exc))
        except TimeoutError:
            self.say(self._no_answer())
        return True

    def _no_answer(self) -> str:
        where = self.proc.log_path if self.proc else "les journaux du bot"
        if self.proc is not None and not self.proc.running:
            return f"Le bot s’est arrêté (code {self.proc.returncode}). Détails : {where}"
        return f"Le bot n’a pas répondu à temps. Détails : {where}"

    def parse_command(self, text: str) -> tuple[ResolvedCommand, dict[str, Any]]:
        body = text.strip()[1:].strip()
        words = body.split()
        if not words:
            raise InvocationError("Tapez le nom d’une commande après « / », ou « aide ».")
        resolved = resolve_command(self.commands(), words, locale=self.locale, partial=True)
        used = len(words) - len(resolved.leftover)
        parts = re.split(r"\s+", body, maxsplit=used)
        rest = parts[used] if len(parts) > used else ""
        values: dict[str, Any] = parse_option_text(resolved, rest, locale=self.locale)
        for opt in resolved.options:
            name = opt["name"]
            if opt.get("type") == USER and name in values and str(values[name]).strip().casefold() in SELF_WORDS:
                values[name] = self.user_id
        return resolved, values

    async def _command(self, text: str, read: Any = None) -> None:
        resolved, values = self.parse_command(text)
        for opt in resolved.options:
            value = values.get(opt["name"])
            if opt.get("autocomplete") and isinstance(value, str) and value.endswith("?"):
                await self._suggest(resolved, values, opt)
                return
        rec = await self.fake.invoke(
            self.guild_id,
            self.channel_id,
            self.user_id,
            resolved.qualified_name,
            values,
            locale=self.locale,
            timeout=self.reply_timeout,
        )
        await self._follow(rec, read)

    async def _suggest(self, resolved: ResolvedCommand, values: dict[str, Any], opt: dict[str, Any]) -> None:
        values = {**values, opt["name"]: values[opt["name"]][:-1]}
        choices = await self.fake.autocomplete(
            self.guild_id,
            self.channel_id,
            self.user_id,
            resolved.qualified_name,
            values,
            focused=opt["name"],
            locale=self.locale,
            timeout=self.reply_timeout,
        )
        name = local_name(opt, self.locale)
        if not choices:
            self.say(f"Aucune suggestion pour « {name} ».")
            return
        self.say(f"Suggestions pour « {name} » :")
        for choice in choices:
            label = (choice.get("name_localizations") or {}).get(self.locale) or choice.get("name")
            self.say(f"  • {label}  ({name}:{choice.get('value')})")

    def _find_target(self, text: str) -> tuple[str, Message, dict[str, Any], str | None] | None:
        wanted = text.strip().strip("[]").strip().casefold()
        for msg in reversed(self.shown):
            if msg.deleted:
                continue
            for comp in msg.all_components():
                if comp.get("type") == 2 and (comp.get("label") or "").casefold() == wanted:
                    return "button", msg, comp, None
                if comp.get("type") == 3:
                    for opt in comp.get("options") or []:
                        if wanted in (str(opt.get("label")).casefold(), str(opt.get("value")).casefold()):
                            return "select", msg, comp, opt["value"]
        return None

    async def _component(self, text: str, read: Any) -> None:
        target = self._find_target(text)
        if target is None:
            raise InvocationError(
                f"Je ne comprends pas « {text} ». Tapez une commande qui commence par / (par exemple "
                f"{self._example()}), le libellé d’un bouton affiché, ou « aide »."
            )
        kind, msg, comp, value = target
        if kind == "button":
            rec = await self.fake.click(msg, comp["custom_id"], self.user_id, timeout=self.reply_timeout)
        else:
            rec = await self.fake.select(msg, comp["custom_id"], [value], self.user_id, timeout=self.reply_timeout)
        await self._follow(rec, read)

    def _example(self) -> str:
        leaves = all_leaf_commands(self.commands())
        return leaves[0].display_name(self.locale) if leaves else "/aide"

    async def _follow(self, rec: Interaction, read: Any = None) -> None:
        """Wait for the reply to be complete, fill in a modal if one opens, let late messages print."""
        callback = await rec.response(self.reply_timeout)
        if callback.type == 9:
            submitted = await self._fill_modal(rec, read)
            if submitted is None:
                return
            rec = submitted
            callback = await rec.response(self.reply_timeout)
        await rec.final(self.reply_timeout)
        await self._settle()

    async def _fill_modal(self, rec: Interaction, read: Any) -> Interaction | None:
        modal = rec.modal or {}
        self.say(f"Formulaire « {modal.get('title', '')} » (tapez « annuler » pour abandonner) :")
        values: dict[str, Any] = {}
        for label, comp in _modal_fields(modal.get("components") or []):
            optional = "" if comp.get("required", True) else " (facultatif)"
            default = comp.get("value")
            hint = f" [{default}]" if default else ""
            if read is None:
                raise InvocationError("Ce formulaire demande une saisie interactive.")
            answer = await read(f"  {label}{optional}{hint} : ")
            if answer is None or answer.strip().casefold() == "annuler":
                self.say("Formulaire abandonné.")
                return None
            values[comp["custom_id"]] = answer if answer.strip() else (default or "")
        return await self.fake.submit_modal(rec, values, self.user_id, timeout=self.reply_timeout)

    async def _settle(self, quiet: float = 0.3, limit: float = 3.0) -> None:
        """Give the bot a moment for followups: return after `quiet` s without a new message (at most `limit`)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + limit
        seen = self._events
        while loop.time() < deadline:
            try:
                wait = min(quiet, deadline - loop.time())
                await self.fake.notifier.wait_for(lambda s=seen: self._events != s, wait, "quiet", hints=False)
            except TimeoutError:
                return
            seen = self._events

    # ------------------------------------------------------------------ loop

    async def run(self, *, echo: bool = False) -> int:
        loop = asyncio.get_running_loop()

        async def read(prompt: str) -> str | None:
            self._at_prompt = True
            try:
                reader = _read_line(loop, prompt, echo)
                watch = asyncio.ensure_future(self._watch_process())
                done, _ = await asyncio.wait({reader, watch}, return_when=asyncio.FIRST_COMPLETED)
                watch.cancel()
                if reader in done:
                    return reader.result()
                return None
            finally:
                self._at_prompt = False

        while True:
            line = await read(PROMPT)
            if line is None:
                if self.proc is not None and not self.proc.running:
                    self.say("\n" + self._no_answer())
                    return 1
                self.say("")
                return 0
            if not await self.handle(line, read) or self.closed_output:
                return 0
            if self.proc is not None and not self.proc.running:
                self.say(self._no_answer())
                return 1

    async def _watch_process(self) -> None:
        if self.proc is None:
            await asyncio.Event().wait()
            return
        with contextlib.suppress(TimeoutError):
            await self.proc.wait_exit(timeout=365 * 24 * 3600)


def _modal_fields(components: list[dict[str, Any]]) -> list[tuple[str, dict[str, Any]]]:
    fields = []
    for comp in components:
        if comp.get("type") == 1:
            for child in comp.get("components") or []:
                if child.get("type") == 4:
                    fields.append((child.get("label") or child.get("custom_id"), child))
        elif comp.get("type") == 18 and (comp.get("component") or {}).get("type") == 4:
            fields.append((comp.get("label") or comp["component"].get("custom_id"), comp["component"]))
        elif comp.get("type") == 4:
            fields.append((comp.get("label") or comp.get("custom_id"), comp))
    return fields


def build_league(fake: FakeDiscord, your_name: str) -> None:
    """The default league server: #matchs and #général, you as the commissioner, two other coaches."""
    guild = fake.add_guild(GUILD_ID, GUILD_NAME, YOU_ID, channels=())
    fake.add_channel(guild.id, "général", channel_id=CHANNEL_GENERAL)
    fake.add_channel(guild.id, "matchs", channel_id=CHANNEL_MATCHS)
    fake.add_role(guild.id, "Commissaire", MANAGE_GUILD)
    fake.add_role(guild.id, "Coach")
    fake.add_member(guild.id, YOU_ID, your_name, permissions=MANAGE_GUILD, roles=["Commissaire"])
    for uid, name in OTHER_COACHES:
        fake.add_member(guild.id, uid, name, roles=["Coach"])


def _default_name() -> str:
    return os.environ.get("USER") or os.environ.get("USERNAME") or "Vous"


def _parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m fakediscord.console", description="Console hors ligne d’Arbitre")
    parser.add_argument("--bot", default=str(REPO_ROOT / "bot.py"), help="script du bot (défaut : bot.py)")
    parser.add_argument("--name", default=None, help="votre nom sur le serveur de test")
    parser.add_argument("--database", default=None, help="base SQLite (défaut : DATABASE_PATH ou data/sandbox.sqlite3)")
    parser.add_argument("--log", default=None, help="journal du bot (défaut : data/sandbox-bot.log)")
    parser.add_argument("--timeout", type=float, default=60.0, help="attente maximale du démarrage du bot (s)")
    return parser.parse_args(argv)


async def _amain(args: argparse.Namespace) -> int:
    out = sys.stdout
    name = args.name or _default_name()
    data_dir = REPO_ROOT / "data"
    env_db = os.environ.get("DATABASE_PATH", "").strip()
    database = Path(args.database or env_db or data_dir / "sandbox.sqlite3").expanduser().resolve()
    log_path = Path(args.log or data_dir / "sandbox-bot.log").expanduser().resolve()
    log_path.parent.mkdir(parents=True, exist_ok=True)
    log_path.write_text("")

    fake = FakeDiscord(bot_user="Arbitre")
    build_league(fake, name)
    await fake.start()
    proc = BotProcess(
        args.bot,
        api_base=fake.api_base,
        gateway_url=fake.gateway_url,
        database_path=database,
        log_path=log_path,
        log_level="DEBUG",
        # bot.py syncs to DEV_GUILD_ID at every start (globally only when its commands changed): pointing it
        # at the fake league makes every start sync, whatever the database remembers
        extra_env={"DEV_GUILD_ID": str(GUILD_ID)},
    )
    fake.notifier.hints.append(proc.hint)
    print("Démarrage du bot hors ligne…", file=out, flush=True)
    try:
        try:
            proc.start()
        except FileNotFoundError as exc:
            print(f"Impossible de lancer le bot : {exc}", file=out, flush=True)
            return 1
        try:
            await proc.guard(fake.wait_for_bot(args.timeout, require_sync=False), what="its start")
        except (BotExited, TimeoutError):
            code = proc.returncode
            reason = f"il s’est arrêté (code {code})" if code is not None else "il ne s’est pas connecté à temps"
            print(f"Le bot n’a pas démarré : {reason}.", file=out, flush=True)
            print(proc.tail(15), file=out, flush=True)
            return 1
        try:
            # a bot syncs in setup_hook, before it connects: a few seconds of grace are plenty
            await fake.wait_for(lambda: fake.visible_commands(GUILD_ID), 10.0, "the bot's commands")
        except TimeoutError:
            print(
                "Le bot est connecté mais n’a envoyé aucune commande (il ne les synchronise que lorsqu’elles "
                f"changent). Relancez avec une autre base (--database) ou supprimez {database}.",
                file=out,
                flush=True,
            )
            return 1
        console = Console(fake, proc, guild_id=GUILD_ID, channel_id=CHANNEL_MATCHS, user_id=YOU_ID, out=out)
        example = console._example()
        print(
            "\n".join(
                [
                    f"Bienvenue sur « {GUILD_NAME} » (hors ligne), salon #matchs. Vous êtes {name}, commissaire.",
                    f"Tapez une commande comme sur Discord, par exemple : {example}",
                    "« aide » liste les commandes, « quitter » (ou Ctrl-D) pour sortir.",
                    f"Journal du bot : {log_path}",
                ]
            ),
            file=out,
            flush=True,
        )
        return await console.run(echo=not sys.stdin.isatty())
    finally:
        await proc.stop()
        await fake.stop()


def main(argv: list[str] | None = None) -> int:
    """Entry point (bot.py calls it without a token in a terminal); returns the exit code."""
    args = _parse_args(list(argv) if argv is not None else [])
    try:
        return asyncio.run(_amain(args))
    except KeyboardInterrupt:
        with contextlib.suppress(OSError):
            print("\nAu revoir.", flush=True)
        return 0
    except BrokenPipeError:
        # whoever read our output is gone; keep Python from complaining again at exit
        with contextlib.suppress(OSError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


__all__ = ["Console", "build_league", "main"]

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
