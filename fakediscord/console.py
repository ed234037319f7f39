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
import copy
import mimetypes
import os
import re
import socket
import sys
import threading
from collections.abc import Awaitable, Callable, Iterator, Mapping
from functools import partial
from itertools import islice
from pathlib import Path
from typing import Any, Final, TextIO

from config import operator_language
from fakediscord.choices import (
    CHECKBOX,
    FILE_UPLOAD,
    NONE_WORDS,
    TEXT_DISPLAY,
    TEXT_INPUT,
    Board,
    Field,
    Holder,
    Menu,
    Refused,
    Target,
    board,
    check_choice,
    check_files,
    check_text,
    fold,
    form_fields,
    holders,
    setting,
    split_choices,
)
from fakediscord.models import MANAGE_GUILD, FakeAttachment, Interaction, Message
from fakediscord.options import (
    ATTACHMENT,
    FALSE_WORDS,
    TRUE_WORDS,
    USER,
    InvocationError,
    ResolvedCommand,
    all_leaf_commands,
    describe_command,
    local_name,
    parse_invocation,
    unknown_names,
)
from fakediscord.process import REPO_ROOT, BotExited, BotProcess
from fakediscord.server import FakeDiscord
from fakediscord.text import BAR, clean_markdown, option_lines, render_message
from fakediscord.words import lang_of, word

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
LINE_PROMPT = "  > "  # each line of a multi-line text
CANCEL_WORDS = {"annuler", "cancel"}
CLEAR_WORDS = {"vide", "effacer"}
#: Discord refuses bigger uploads from a member without Nitro; the console refuses them too.
MAX_UPLOAD_BYTES = 10 * 1024 * 1024
#: « < » before a button's label or a choice: the message before the newest that shows it (one per « < »).
BACK = "<"
WHERE_WIDTH = 50  # a message named in a refusal by its first line, cut there
Reader = Callable[[str], Awaitable[str | None]]


#: The line printed under the first buttons or menus shown (in French; ``words.word("console.hint", lang)``).
FIRST_COMPONENTS_HINT = word("console.hint", "fr")


def _steps_back(text: str) -> tuple[int, str]:
    """« <<Confirmer » → (2, "Confirmer"): how many messages back the member means, and what they named."""
    rest = text.lstrip()
    back = len(rest) - len(rest.lstrip(BACK))
    return back, rest[back:].strip()


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
        files_dir: Path | None = None,
    ) -> None:
        self.fake = fake
        self.proc = proc
        self.files_dir = files_dir  # where the files the bot sends are written, to be opened (None: not kept)
        self.guild_id = guild_id
        self.channel_id = channel_id
        self.user_id = user_id
        self.out = out or sys.stdout
        self.locale = locale
        self.lang = lang_of(locale)  # the client's own words (the bot's come from the bot)
        self.reply_timeout = reply_timeout
        self.shown: list[Message] = []  # messages displayed, oldest first
        self._printed_versions: dict[int, int] = {}
        self._printed_components: dict[int, list[dict[str, Any]]] = {}  # each message's, as last printed
        self._earlier: dict[int, list[list[dict[str, Any]]]] = {}  # what its earlier versions showed, newest first
        self._at_prompt = False
        self._events = 0
        self.closed_output = False
        self._hinted = False  # the first buttons or menus shown come with a line saying how to use them
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
        if kind.startswith("/"):  # a command's mention: its name in this client's language
            path = kind[1:]
            found = (c for c in all_leaf_commands(self.commands()) if c.qualified_name == path)
            leaf = next(found, None)
            return None if leaf is None else leaf.display_name(self.locale)
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
                self._print_block(word("console.deleted", self.lang))
            return
        if msg.loading:
            return  # printed once filled in
        version = len(msg.versions)
        if self._printed_versions.get(msg.id) == version:
            return
        self._printed_versions[msg.id] = version
        self._remember_components(msg)
        author = self.fake.bot_user.username
        if msg.channel_id != self.channel_id:
            channel = self._names("channel", msg.channel_id)
            if channel:
                author = word("console.in_channel", self.lang, author=author, channel=channel)
            else:
                author = word("console.direct", self.lang, author=author)
        text = render_message(msg.payload(), names=self._names, author=author, lang=self.lang)
        if not self._hinted and msg.components and (b := board(msg.components)) and (b.buttons or b.menus):
            self._hinted = True
            text += "\n" + word("console.hint", self.lang)
        saved = self._save_files(msg)
        if saved:
            text += "\n" + "\n".join(word("console.saved", self.lang, path=path) for path in saved)
        self._print_block(text)
        if msg in self.shown:
            self.shown.remove(msg)
        self.shown.append(msg)

    def _remember_components(self, msg: Message) -> None:
        """Keep the buttons and menus an edit took away, so their label still refers to this message (« n’est
        plus sur le dernier message… ») rather than to an older message that shows the same label."""
        before = self._printed_components.get(msg.id)
        now = copy.deepcopy(msg.components)
        self._printed_components[msg.id] = now
        if before is None or before == now:
            return
        shown = board(before, self.lang)
        if shown.buttons or shown.menus:
            earlier = [c for c in self._earlier.get(msg.id, []) if c != before]
            self._earlier[msg.id] = [before, *earlier]

    def _save_files(self, msg: Message) -> list[Path]:
        """The message's files written to `files_dir` (a picture, an export), so the person can open them."""
        if self.files_dir is None or not msg.attachments:
            return []
        saved = []
        try:
            self.files_dir.mkdir(parents=True, exist_ok=True)
            for att in msg.attachments:
                path = self.files_dir / Path(att.filename).name
                path.write_bytes(att.data)
                saved.append(path)
        except OSError as exc:
            self.say(word("console.not_saved", self.lang, folder=self.files_dir, error=exc.strerror or exc))
        return saved

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
            return word("console.no_commands", self.lang)
        leaves.sort(key=lambda r: r.display_name(self.locale))
        lines = [word("console.commands", self.lang)]
        lines.extend("  " + describe_command(r, self.locale) for r in leaves)
        lines += ["", word("console.help", self.lang)]
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
        except (InvocationError, Refused) as exc:
            self.say(str(exc))
        except TimeoutError:
            self.say(self._no_answer())
        return True

    def _no_answer(self) -> str:
        where = self.proc.log_path if self.proc else word("console.bot_logs", self.lang)
        if self.proc is not None and not self.proc.running:
            return word("console.bot_stopped", self.lang, code=self.proc.returncode, where=where)
        return word("console.bot_silent", self.lang, where=where)

    def parse_command(self, text: str) -> tuple[ResolvedCommand, dict[str, Any]]:
        resolved, values = parse_invocation(self.commands(), text, locale=self.locale)
        for opt in resolved.options:
            name = opt["name"]
            if opt.get("type") == USER and name in values and str(values[name]).strip().casefold() in SELF_WORDS:
                values[name] = self.user_id
        return resolved, values

    def _unknown_names(self, resolved: ResolvedCommand, values: dict[str, Any]) -> None:
        """Say when a value holds a ``name:`` that is no option of the command: Discord would never send it, and
        the console reads it as the end of the option before (« joueur:#9 Grishnakh mng:true » looks for that
        player)."""
        for name, opt in unknown_names(resolved, values):
            listed = ", ".join(local_name(o, self.locale) for o in resolved.options)
            option = local_name(opt, self.locale)
            self.say(word("console.unknown_name", self.lang, name=name, option=option, known=listed))

    async def _command(self, text: str, read: Any = None) -> None:
        resolved, values = self.parse_command(text)
        self._unknown_names(resolved, values)
        for opt in resolved.options:
            value = values.get(opt["name"])
            if opt.get("autocomplete") and isinstance(value, str) and value.endswith("?"):
                await self._suggest(resolved, values, opt)
                return
        for opt in resolved.options:
            if opt.get("type") == ATTACHMENT and opt["name"] in values:
                values[opt["name"]] = self.local_file(str(values[opt["name"]]))
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
            self.say(word("console.no_suggestion", self.lang, name=name))
            return
        self.say(word("console.suggestions", self.lang, name=name))
        for choice in choices:
            label = (choice.get("name_localizations") or {}).get(self.locale) or choice.get("name")
            self.say(f"  • {label}  ({name}:{choice.get('value')})")

    def local_file(self, typed: str) -> FakeAttachment:
        """A file of this computer, sent as a member attaches one in Discord (path absolute, ~/…, or
        relative to the folder the console was started from)."""
        text = typed.strip()
        if not text:
            raise InvocationError(word("console.file.none", self.lang))
        path = Path(text).expanduser()
        if not path.is_absolute():
            path = Path.cwd() / path
        if not path.exists():
            raise InvocationError(word("console.file.missing", self.lang, path=path, cwd=Path.cwd()))
        if not path.is_file():
            raise InvocationError(word("console.file.folder", self.lang, path=path))
        size = path.stat().st_size
        if size > MAX_UPLOAD_BYTES:
            megabytes = f"{size / 1024 / 1024:.1f}".replace(".", "." if self.lang == "en" else ",")
            most = MAX_UPLOAD_BYTES // 1024 // 1024
            raise InvocationError(word("console.file.too_big", self.lang, name=path.name, size=megabytes, most=most))
        try:
            data = path.read_bytes()
        except OSError as exc:
            raise InvocationError(
                word("console.file.unreadable", self.lang, path=path, error=exc.strerror or exc)
            ) from None
        return self.fake.add_attachment(path.name, data, mimetypes.guess_type(path.name)[0])

    def _slots(self, msg: Message) -> list[Board]:
        """A message's buttons and menus as it is now, then as its earlier printed versions showed them."""
        return [board(msg.components, self.lang), *(board(c, self.lang) for c in self._earlier.get(msg.id, []))]

    async def _component(self, text: str, read: Reader | None) -> None:
        """Press the button, choose in the menu a line names, on the message the member means: the newest that
        shows (or showed) it, or, behind each « < » typed first, the one before it."""
        back, line = _steps_back(text)
        shown = [m for m in reversed(self.shown) if not m.deleted]

        def found(reach: bool) -> Iterator[Holder]:
            return holders(line, (self._slots(m) for m in shown), self.lang, reach=reach)

        hit = next(islice(found(back > 0), back, None), None)
        if hit is None:
            if back and line and next(found(True), None):
                raise InvocationError(word("console.no_older", self.lang, text=line))
            raise InvocationError(word("console.not_understood", self.lang, text=text, example=self._example()))
        target, msg = hit.get(), shown[hit.index]
        refusal = self._unusable(hit, target, msg)
        if refusal:
            raise InvocationError(refusal + self._older(found(True), hit.index, line, shown))
        check_choice(target, line)
        if target.kind == "button":
            rec = await self.fake.click(
                msg, target.comp["custom_id"], self.user_id, locale=self.locale, timeout=self.reply_timeout
            )
        else:
            assert target.menu is not None
            if target.kind == "menu":
                values = await self._ask_menu(target.menu, target.menu.placeholder, read, in_form=False)
                if values is None:
                    return
            else:
                values = [o.value for o in target.options]
            rec = await self.fake.select(
                msg, target.comp["custom_id"], values, self.user_id, locale=self.locale, timeout=self.reply_timeout
            )
        await self._follow(rec, read)

    def _unusable(self, hit: Holder, target: Target, msg: Message) -> str | None:
        """Why the member cannot use what they named on that message (taken away, greyed), or None."""
        where = self._where(msg)
        if hit.slot:
            return word("console.gone", self.lang, label=self._label(target), where=where)
        if target.menu is not None and target.menu.disabled:
            disabled = word("click.disabled_menu", self.lang, label=target.menu.placeholder)
            return word("console.greyed_menu", self.lang, disabled=disabled, where=where)
        if target.kind == "button" and target.comp.get("disabled"):
            disabled = word("click.disabled_button", self.lang, label=self._label(target))
            return word("console.greyed", self.lang, disabled=disabled, where=where)
        return None

    def _older(self, found: Iterator[Holder], after: int, line: str, shown: list[Message]) -> str:
        """The line that reaches the next message older than the `after`-th where the same thing can be used, as
        « < » counts them (every message showing it, greyed or not), if one shows it."""
        for back, hit in enumerate(found):
            if hit.index <= after or hit.refused is not None or hit.target is None:
                continue  # a message where the line is not one thing is still one « < » counts
            if self._unusable(hit, hit.target, shown[hit.index]) is None:
                where = self._where(shown[hit.index])
                return word("console.older", self.lang, where=where, typed=BACK * back + line)
        return ""

    def _label(self, target: Target) -> str:
        if target.kind == "select":
            return ", ".join(o.label for o in target.options)
        if target.kind == "menu" and target.menu is not None:
            return target.menu.placeholder
        return str(target.comp.get("label") or (target.comp.get("emoji") or {}).get("name") or "?")

    def _where(self, msg: Message) -> str:
        """« (« aperçu 2 : appliqué ») »: the message's first line as printed (not « visible par vous seul », which
        many share), to tell it from the others."""
        text = render_message({**msg.payload(), "flags": 0}, names=self._names, lang=self.lang)
        lines = (line.removeprefix(BAR).strip() for line in text.split("\n"))
        first = next((line for line in lines if line), "")
        if not first:
            return ""
        if len(first) > WHERE_WIDTH:
            first = first[: WHERE_WIDTH - 1].rstrip() + "…"
        return word("console.where", self.lang, what=first)

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

    async def _fill_modal(self, rec: Interaction, read: Reader | None) -> Interaction | None:
        """Ask each field of the form in turn, re-asking until the answer is one Discord would accept."""
        modal = rec.modal or {}
        if read is None:
            raise InvocationError(word("console.form.interactive", self.lang))
        self.say(word("console.form", self.lang, title=modal.get("title", "")))
        values: dict[str, Any] = {}
        for field_ in form_fields(modal.get("components") or [], self.lang):
            if field_.kind == TEXT_DISPLAY:
                text = clean_markdown(str(field_.comp.get("content", "")), self._names)
                self.say("\n".join("  " + line for line in text.split("\n")))
                continue
            answer: Any
            if field_.menu is not None:
                answer = await self._ask_menu(field_.menu, field_.label, read, in_form=True, field_=field_)
            elif field_.kind == TEXT_INPUT:
                answer = await self._ask_text(field_, read)
            elif field_.kind == CHECKBOX:
                answer = await self._ask_checkbox(field_, read)
            elif field_.kind == FILE_UPLOAD:
                answer = await self._ask_files(field_, read)
            else:
                continue
            if answer is None:
                self.say(word("console.form.cancelled", self.lang))
                return None
            values[field_.custom_id] = answer
        return await self.fake.submit_modal(rec, values, self.user_id, locale=self.locale, timeout=self.reply_timeout)

    def _field_head(self, field_: Field, notes: list[str]) -> str:
        """« Label (facultatif ; notes) », after the field's description line when it has one."""
        if not field_.required and field_.kind != CHECKBOX:
            notes = [word("console.optional", self.lang), *notes]
        head = f"  {field_.label}"
        if notes:  # « Auteur (s'il y en a un) — un choix » rather than two parentheses in a row
            joined = word("console.notes_sep", self.lang).join(notes)  # « ; » in French, "; " in English
            head += f" — {joined}" if field_.label.endswith(")") else f" ({joined})"
        return f"    {field_.description}\n{head}" if field_.description else head

    async def _ask(self, read: Reader, prompt: str) -> str | None:
        """One answer; None when the person cancels (« annuler ») or the input ends."""
        answer = await read(prompt)
        if answer is None or fold(answer) in CANCEL_WORDS:
            return None
        return answer

    async def _ask_menu(
        self, menu: Menu, label: str, read: Reader | None, *, in_form: bool, field_: Field | None = None
    ) -> list[str] | None:
        """The values picked in a menu (by number, label as shown, or names for a member/role/channel menu)."""
        if read is None:
            raise InvocationError(word("console.menu.interactive", self.lang))
        if menu.entity:
            what = word(f"entity.{menu.kind}", self.lang)
            notes = [word("console.menu.entities", self.lang, how_many=menu.how_many(), what=what)]
        else:
            notes = [menu.how_many() + (word("console.comma_separated", self.lang) if menu.max_values > 1 else "")]
        defaults = menu.defaults
        if defaults:
            notes.append(word("console.enter_keeps" if in_form else "console.enter_cancels", self.lang))
        elif not in_form:
            notes.append(word("console.enter_cancels", self.lang))
        if field_ is not None:
            head = self._field_head(field_, notes)
        else:
            head = word(
                "console.menu.head", self.lang, label=label, notes=word("console.notes_sep", self.lang).join(notes)
            )
        lines = [head]
        lines += option_lines(menu, "    ")
        if menu.entity:
            lines.append(f"    {self._entity_names(menu.kind)}")
        self.say("\n".join(lines))
        while True:
            answer = await self._ask(read, f"  {label}{word('console.colon', self.lang)}")
            if answer is None:
                return None
            text = answer.strip()
            try:
                if not text:
                    if not in_form:
                        return None
                    values = list(defaults)
                elif fold(text) in NONE_WORDS and menu.may_be_empty:
                    values = []
                elif menu.entity:
                    values = [self._entity_id(menu, piece) for piece in split_choices(text)]
                else:
                    options, typed = menu.picks(text)
                    menu.check_typed(typed, text)
                    values = [o.value for o in options]
                menu.check_count(len(values))
                return values
            except (Refused, InvocationError) as exc:
                self.say(f"  ✗ {exc}")

    def _entity_names(self, kind: int) -> str:
        guild = self.fake.guilds[self.guild_id]
        if kind == 8:
            return word("console.channels", self.lang, names=", ".join("#" + c.name for c in guild.channels.values()))
        members = ", ".join(m.display_name for m in guild.members.values() if not m.user.bot)
        roles = ", ".join(r.name for r in guild.roles.values() if r.name != "@everyone")
        if kind == 5:
            return word("console.members", self.lang, names=members)
        if kind == 6:
            return word("console.roles", self.lang, names=roles)
        return word("console.members_roles", self.lang, members=members, roles=roles)

    def _entity_id(self, menu: Menu, typed: str) -> str:
        value = typed.strip()
        if menu.kind in (5, 7) and fold(value) in SELF_WORDS:
            return str(self.user_id)
        ident, _ = self.fake.resolve_entity(
            self.guild_id, menu.kind, value, menu.comp.get("channel_types") or [], locale=self.locale
        )
        return str(ident)

    async def _ask_text(self, field_: Field, read: Reader) -> str | None:
        """A text input: one line, or (paragraph style) lines up to an empty one; Entrée keeps the value shown."""
        comp = field_.comp
        default = str(comp.get("value") or "")
        placeholder = str(comp.get("placeholder") or "")
        paragraph = comp.get("style") == 2
        block = paragraph or "\n" in default or "\n" in placeholder
        notes = [word("console.text.lines", self.lang)] if paragraph else []
        if default and not field_.required:
            notes.append(word("console.text.clear", self.lang))
        if placeholder and not default and not block and fold(placeholder) not in fold(field_.label):
            notes.append(word("console.text.example", self.lang, example=placeholder))
        head = self._field_head(field_, notes)
        if block:
            lines = [head]
            if default:
                lines.append(word("console.text.default", self.lang))
                lines += [f"      {line}" for line in default.split("\n")]
            elif placeholder:
                example = placeholder.split("\n")
                intro = word("console.text.example_block", self.lang)
                lines.append(intro + example[0])
                lines += [" " * len(intro) + more for more in example[1:]]
            self.say("\n".join(lines))
            prompt = LINE_PROMPT
        else:
            description, _, title = head.rpartition("\n")
            if description:
                self.say(description)
            prompt = title + (f" [{default}]" if default else "") + word("console.colon", self.lang)
        while True:
            first = await self._ask(read, prompt)
            if first is None:
                return None
            if not first.strip():
                text = default
            elif fold(first) in CLEAR_WORDS and default and not field_.required:
                text = ""
            else:
                text = await self._more_lines(first, read) if paragraph else first
            try:
                check_text(field_, text)
                return text
            except Refused as exc:
                self.say(f"  ✗ {exc}")

    async def _more_lines(self, first: str, read: Reader) -> str:
        """The lines after the first one of a multi-line text, up to an empty line (or the end of input)."""
        lines = [first]
        while True:
            line = await read(LINE_PROMPT)
            if line is None or not line.strip():
                return "\n".join(lines)
            lines.append(line)

    async def _ask_checkbox(self, field_: Field, read: Reader) -> bool | None:
        default = bool(field_.comp.get("default"))
        self.say(self._field_head(field_, [word("console.yes_or_no", self.lang)]))
        shown = word("console.yes" if default else "console.no", self.lang)
        while True:
            answer = await self._ask(read, f"  {field_.label} [{shown}]{word('console.colon', self.lang)}")
            if answer is None:
                return None
            typed = answer.strip().casefold()
            if not typed:
                return default
            if typed in TRUE_WORDS:
                return True
            if typed in FALSE_WORDS:
                return False
            self.say(word("console.answer_yes_no", self.lang))

    async def _ask_files(self, field_: Field, read: Reader) -> list[str] | None:
        hi = setting(field_.comp, "max_values", 1)
        what = word("console.files", self.lang) + (word("console.files.several", self.lang) if hi > 1 else "")
        self.say(self._field_head(field_, [what]))
        while True:
            answer = await self._ask(read, f"  {field_.label}{word('console.colon', self.lang)}")
            if answer is None:
                return None
            try:
                paths = [p for p in (answer.split(",") if hi > 1 else [answer]) if p.strip()]
                ids = [str(self.local_file(p).id) for p in paths]
                check_files(field_, len(ids))
                return ids
            except (Refused, InvocationError) as exc:
                self.say(f"  ✗ {exc}")

    def _moved_since(self, seen: int) -> bool:
        return self._events != seen

    async def _settle(self, quiet: float = 0.3, limit: float = 3.0) -> None:
        """Give the bot a moment for followups: return after `quiet` s without a new message (at most `limit`)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + limit
        seen = self._events
        while loop.time() < deadline:
            try:
                wait = min(quiet, deadline - loop.time())
                await self.fake.notifier.wait_for(partial(self._moved_since, seen), wait, "quiet", hints=False)
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
                waiting: set[asyncio.Future[Any]] = {reader, watch}
                done, _ = await asyncio.wait(waiting, return_when=asyncio.FIRST_COMPLETED)
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


def _line_editing() -> None:
    """Arrow keys and the history of typed lines in a terminal, as in any shell (where readline exists)."""
    with contextlib.suppress(ImportError):
        import readline  # noqa: F401  (importing it is enough: input() then edits lines)


def build_league(fake: FakeDiscord, your_name: str, locale: str = "fr") -> None:
    """The default league server: #matchs and #général, you as the commissioner, two other coaches.

    ``locale`` is the server's preferred locale (Discord's community setting)."""
    guild = fake.add_guild(GUILD_ID, GUILD_NAME, YOU_ID, channels=(), locale=locale)
    fake.add_channel(guild.id, "général", channel_id=CHANNEL_GENERAL)
    fake.add_channel(guild.id, "matchs", channel_id=CHANNEL_MATCHS)
    fake.add_role(guild.id, "Commissaire", MANAGE_GUILD)
    fake.add_role(guild.id, "Coach")
    fake.add_member(guild.id, YOU_ID, your_name, permissions=MANAGE_GUILD, roles=["Commissaire"])
    for uid, name in OTHER_COACHES:
        fake.add_member(guild.id, uid, name, roles=["Coach"])


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def _web_page(fake: FakeDiscord, locale: str, lang: str) -> list[str]:
    """The sandbox league's web page, turned on as a commissioner does (``/settings web:on``, a new address at each
    start): the line that gives its address (none for a bot without that setting)."""
    try:
        fake.find_command(GUILD_ID, "settings", locale=locale)
    except Exception:
        return []
    try:
        asked = await fake.invoke(GUILD_ID, CHANNEL_MATCHS, YOU_ID, "settings", {"web": "on"}, locale=locale)
        answer = await asked.final()
    except Exception as exc:  # the sandbox works without its page
        return [word("console.no_web", lang, error=exc)]
    text = "" if answer is None else " ".join(str(e.get("description", "")) for e in answer.embeds)
    found = re.search(r"http://127\.0\.0\.1:\d+/l/\S+/", text)
    if found is None:
        return [word("console.no_web", lang, error=clean_markdown(text)[:200])]
    return [word("console.web", lang, address=found.group(0))]


def _default_name(lang: str = "fr", environ: Mapping[str, str] = os.environ) -> str:
    """The member's name: the computer's user, else « Vous » / "You" (an English member was called « Vous »)."""
    return environ.get("USER") or environ.get("USERNAME") or word("console.you", lang)


#: The Discord locale the console's member uses for each ``--lang``.
LOCALES: Final = {"fr": "fr", "en": "en-US"}


def _parse_args(argv: list[str]) -> argparse.Namespace:
    lang = operator_language(os.environ)  # the help is read before --lang is
    parser = argparse.ArgumentParser(prog="python -m fakediscord.console", description=word("console.args", lang))
    parser.add_argument("--lang", choices=sorted(LOCALES), default=lang, help=word("console.args.lang", lang))
    parser.add_argument("--bot", default=str(REPO_ROOT / "bot.py"), help=word("console.args.bot", lang))
    parser.add_argument("--name", default=None, help=word("console.args.name", lang))
    parser.add_argument("--database", default=None, help=word("console.args.database", lang))
    parser.add_argument("--log", default=None, help=word("console.args.log", lang))
    parser.add_argument("--files", default=None, help=word("console.args.files", lang))
    parser.add_argument("--timeout", type=float, default=60.0, help=word("console.args.timeout", lang))
    return parser.parse_args(argv)


async def _amain(args: argparse.Namespace) -> int:
    out = sys.stdout
    name = args.name or _default_name(args.lang)
    data_dir = REPO_ROOT / "data"
    env_db = os.environ.get("DATABASE_PATH", "").strip()
    database = Path(args.database or env_db or data_dir / "sandbox.sqlite3").expanduser().resolve()
    log_path = Path(args.log or data_dir / "sandbox-bot.log").expanduser().resolve()
    log_path.parent.mkdir(parents=True, exist_ok=True)
    log_path.write_text("")

    lang = args.lang
    web_port = _free_port()  # the league pages (issue 30), served by the bot on this machine only
    fake = FakeDiscord(bot_user="Arbitre")
    build_league(fake, name, LOCALES[args.lang])
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
        extra_env={
            "DEV_GUILD_ID": str(GUILD_ID),
            "WEB_PORT": str(web_port),
            "WEB_HOST": "127.0.0.1",
            "WEB_BASE_URL": "",
        },
    )
    fake.notifier.hints.append(proc.hint)
    print(word("console.start", lang), file=out, flush=True)
    try:
        try:
            proc.start()
        except FileNotFoundError as exc:
            print(word("console.cannot_launch", lang, error=exc), file=out, flush=True)
            return 1
        try:
            await proc.guard(fake.wait_for_bot(args.timeout, require_sync=False), what="its start")
        except (BotExited, TimeoutError):
            code = proc.returncode
            if code is not None:
                reason = word("console.stopped_code", lang, code=code)
            else:
                reason = word("console.not_connected", lang)
            print(word("console.not_started", lang, reason=reason), file=out, flush=True)
            print(proc.tail(15), file=out, flush=True)
            return 1
        try:
            # a bot syncs in setup_hook, before it connects: a few seconds of grace are plenty
            await fake.wait_for(lambda: fake.visible_commands(GUILD_ID), 10.0, "the bot's commands")
        except TimeoutError:
            print(word("console.no_sync", lang, database=database), file=out, flush=True)
            return 1
        files = Path(args.files or data_dir / "sandbox-fichiers").expanduser().resolve()
        console = Console(
            fake,
            proc,
            guild_id=GUILD_ID,
            channel_id=CHANNEL_MATCHS,
            user_id=YOU_ID,
            out=out,
            files_dir=files,
            locale=LOCALES[args.lang],
        )
        lines = (
            word("console.welcome", lang, guild=GUILD_NAME, name=name),
            word("console.example", lang, example=console._example()),
            word("console.keys", lang),
            word("console.log", lang, log=log_path),
            *await _web_page(fake, LOCALES[args.lang], lang),
        )
        print("\n".join(lines), file=out, flush=True)
        if sys.stdin.isatty():
            _line_editing()
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
            print("\n" + word("console.bye", args.lang), flush=True)
        return 0
    except BrokenPipeError:
        # whoever read our output is gone; keep Python from complaining again at exit
        with contextlib.suppress(OSError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


__all__ = ["Console", "build_league", "main"]

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
