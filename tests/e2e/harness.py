"""End-to-end harness: the real bot process against the fake Discord, with a ready-made league server.

    from tests.e2e.harness import sandbox_fixture

    pytestmark = pytest.mark.asyncio(loop_scope="module")
    league = sandbox_fixture("league")            # one bot process for the whole module

    async def test_injury(league):
        msg = await league.reply("injury", {"minus": True}, user=league.coach_id)
        assert "Blessure" in msg.text

or, for one test: `async with sandbox(tmp_path) as sb: ...`.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import sqlite3
import sys
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from fakediscord.models import MANAGE_GUILD, Interaction, Message
from fakediscord.process import FAKE_TOKEN, REPO_ROOT, BotExited, BotProcess
from fakediscord.server import FakeDiscord

# Snowflake-sized ids (bot.py checks that server ids look like real ones).
LEAGUE_GUILD_ID = 1200000000000000001
MATCHS_CHANNEL_ID = 1200000000000000011
GENERAL_CHANNEL_ID = 1200000000000000012
COMMISSIONER_ID = 1200000000000000101
COACH_ID = 1200000000000000102
STRANGER_ID = 1200000000000000103
SECOND_GUILD_ID = 1200000000000000002
SECOND_CHANNEL_ID = 1200000000000000021
SECOND_OWNER_ID = 1200000000000000201
COMMISSIONER_ROLE_ID = 1200000000000000301
COACH_ROLE_ID = 1200000000000000302

__all__ = [
    "COACH_ID",
    "COMMISSIONER_ID",
    "LEAGUE_GUILD_ID",
    "MATCHS_CHANNEL_ID",
    "STRANGER_ID",
    "BotExited",
    "BotProcess",
    "Sandbox",
    "build_world",
    "sandbox",
    "sandbox_fixture",
]


def build_world(fake: FakeDiscord, *, second_guild: bool = False) -> None:
    """Guild « Ligue du Vieux Monde » (#matchs, #général; roles Commissaire and Coach) with the owner as
    commissioner (Manage Server), a coach and a stranger; optionally « Ligue des Terres Arides »."""
    guild = fake.add_guild(LEAGUE_GUILD_ID, "Ligue du Vieux Monde", COMMISSIONER_ID, channels=())
    fake.add_channel(guild.id, "matchs", channel_id=MATCHS_CHANNEL_ID)
    fake.add_channel(guild.id, "général", channel_id=GENERAL_CHANNEL_ID)
    fake.add_role(guild.id, "Commissaire", MANAGE_GUILD, role_id=COMMISSIONER_ROLE_ID)
    fake.add_role(guild.id, "Coach", role_id=COACH_ROLE_ID)
    fake.add_member(guild.id, COMMISSIONER_ID, "marie", display_name="Marie", roles=[COMMISSIONER_ROLE_ID])
    fake.add_member(guild.id, COACH_ID, "gaspard", display_name="Gaspard", roles=[COACH_ROLE_ID])
    fake.add_member(guild.id, STRANGER_ID, "inconnu", display_name="Un Passant")
    if second_guild:
        other = fake.add_guild(SECOND_GUILD_ID, "Ligue des Terres Arides", SECOND_OWNER_ID, channels=())
        fake.add_channel(other.id, "matchs", channel_id=SECOND_CHANNEL_ID)
        fake.add_member(other.id, SECOND_OWNER_ID, "ulrike", display_name="Ulrike", permissions=MANAGE_GUILD)
        fake.add_member(other.id, COACH_ID, "gaspard", display_name="Gaspard")


@dataclass
class Sandbox:
    """A running fake Discord + bot process, and shortcuts that default to the league server."""

    fake: FakeDiscord
    proc: BotProcess
    tmp_path: Path
    script: str
    extra_env: dict[str, str] = field(default_factory=dict)
    guild_id: int = LEAGUE_GUILD_ID
    channel_id: int = MATCHS_CHANNEL_ID
    general_channel_id: int = GENERAL_CHANNEL_ID
    commissioner_id: int = COMMISSIONER_ID
    coach_id: int = COACH_ID
    stranger_id: int = STRANGER_ID
    second_guild_id: int | None = None
    second_channel_id: int | None = None
    second_owner_id: int | None = None
    restarts: int = 0
    #: What a module seeded before the bot started (players' ids by key…), for its tests to read.
    ids: Any = None

    @property
    def database_path(self) -> Path:
        return self.proc.database_path

    async def invoke(
        self,
        command: str | Sequence[str],
        options: dict[str, Any] | None = None,
        *,
        user: int | None = None,
        channel: int | str | None = None,
        guild: int | None = None,
        **kwargs: Any,
    ) -> Interaction:
        """Run a slash command (default: the commissioner, in #matchs of the league server)."""
        return await self.fake.invoke(
            guild or self.guild_id,
            channel or (self.channel_id if guild in (None, self.guild_id) else self._first_channel(guild)),
            user or self.commissioner_id,
            command,
            options,
            **kwargs,
        )

    async def reply(
        self,
        command: str | Sequence[str],
        options: dict[str, Any] | None = None,
        *,
        timeout: float = 10.0,
        **kwargs: Any,
    ) -> Message:
        """invoke() then the complete visible reply (see Interaction.final)."""
        rec = await self.invoke(command, options, **kwargs)
        msg = await rec.final(timeout)
        if msg is None:
            kind = rec.callback.name if rec.callback else "?"
            raise AssertionError(f"{command!r} answered with a {kind}, not a message")
        return msg

    async def click(self, message: Message | int, custom_id: str, *, user: int | None = None, **kw: Any) -> Interaction:
        return await self.fake.click(message, custom_id, user, **kw)

    async def select(
        self, message: Message | int, custom_id: str, values: Sequence[str] | str, *, user: int | None = None, **kw: Any
    ) -> Interaction:
        return await self.fake.select(message, custom_id, values, user, **kw)

    async def autocomplete(
        self,
        command: str | Sequence[str],
        options: dict[str, Any] | None = None,
        focused: str = "name",
        *,
        user: int | None = None,
        channel: int | str | None = None,
        **kw: Any,
    ) -> list[dict[str, Any]]:
        return await self.fake.autocomplete(
            self.guild_id, channel or self.channel_id, user or self.commissioner_id, command, options, focused, **kw
        )

    async def submit_modal(
        self, source: Interaction, values: dict[str, Any], *, user: int | None = None, **kw: Any
    ) -> Interaction:
        return await self.fake.submit_modal(source, values, user, **kw)

    def channel_messages(self, channel: int | None = None, **kw: Any) -> list[Message]:
        return self.fake.channel_messages(channel or self.channel_id, **kw)

    async def rolls_written(self, *messages: Message, timeout: float = 10.0) -> list[int]:
        """Wait until the roll of each message (by default: of every message the bot sent) is in its file.

        The bot answers a roll before it writes it (issue 11): the row follows within its flush window.
        Returns the roll ids, read from the footers (« Jet n° 12 »).
        """
        sent = messages or tuple(self.fake.messages.values())
        ids = sorted({int(m) for msg in sent for m in ROLL_NUMBER.findall(str((msg.embed or {}).get("footer")))})
        await wait_until(lambda: _missing_rolls(self.database_path, ids) == [], timeout, f"rolls {ids} written")
        return ids

    def _first_channel(self, guild_id: int | None) -> int:
        guild = self.fake.guilds[guild_id or self.guild_id]
        return next(iter(guild.channels))

    def log_tail(self, lines: int = 80) -> str:
        return self.proc.tail(lines)

    async def restart_bot(self, *, timeout: float = 60.0, require_sync: bool = False, **extra_env: str) -> None:
        """Stop the bot and start it again on the same database (the fake keeps its state and commands)."""
        old = self.proc
        await old.stop()
        identified = self.fake.identify_count
        syncs = len(self.fake.syncs)
        self.restarts += 1
        env = {**self.extra_env, **extra_env}
        self.proc = _make_process(
            self.fake, self.tmp_path, self.script, env, self.proc.database_path, suffix=f"-{self.restarts}"
        )
        with contextlib.suppress(ValueError):
            self.fake.notifier.hints.remove(old.hint)
        self.fake.notifier.hints.append(self.proc.hint)
        self.proc.start()
        await self.proc.guard(self.fake.wait_identified(identified + 1, timeout), what="its restart")
        if require_sync:
            await self.proc.guard(self.fake.wait_commands(timeout, count=syncs + 1), what="its command sync")


#: A roll's number in its embed's footer (``ui.footer_id``).
ROLL_NUMBER = re.compile(r"Jet n° (\d+)")


def _missing_rolls(path: Path, ids: Sequence[int]) -> list[int]:
    if not ids:
        return []
    with contextlib.closing(sqlite3.connect(path)) as conn:
        found = {r[0] for r in conn.execute(f"SELECT id FROM rolls WHERE id IN ({','.join('?' * len(ids))})", ids)}
    return [i for i in ids if i not in found]


async def wait_until(condition: Callable[[], bool], timeout: float, what: str) -> None:
    """Poll ``condition`` (a read of the bot's file) until it holds; a bound, not a sleep: it returns as soon
    as it holds, and fails with ``what`` after ``timeout`` seconds."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not condition():
        if loop.time() > deadline:
            raise AssertionError(f"still waiting after {timeout:g}s for {what}")
        await asyncio.sleep(0.01)


def _make_process(
    fake: FakeDiscord, tmp_path: Path, script: str, env: Mapping[str, str], database: Path, suffix: str = ""
) -> BotProcess:
    return BotProcess(
        script,
        api_base=fake.api_base,
        gateway_url=fake.gateway_url,
        database_path=database,
        log_path=tmp_path / f"bot{suffix}.log",
        token=FAKE_TOKEN,
        log_level="DEBUG",
        extra_env=env,
    )


@contextlib.asynccontextmanager
async def sandbox(
    tmp_path: Path,
    *,
    script: str = "bot.py",
    guilds: int = 1,
    extra_env: Mapping[str, str] | None = None,
    setup: Callable[[FakeDiscord], None] | None = None,
    require_sync: bool = True,
    startup_timeout: float = 60.0,
    **fake_options: Any,
) -> AsyncIterator[Sandbox]:
    """Start a FakeDiscord with the league world (guilds=2 adds a second server), run `script` against it
    and wait until it is connected and has synced its commands (not for on_ready: the bot answers
    interactions before it). On an error inside the block the bot's log tail is printed."""
    tmp_path = Path(tmp_path)
    fake = FakeDiscord(bot_user="Arbitre", **fake_options)
    build_world(fake, second_guild=guilds >= 2)
    if setup is not None:
        setup(fake)
    await fake.start()
    env = dict(extra_env or {})
    script_path = Path(script) if Path(script).is_absolute() else REPO_ROOT / script
    proc = _make_process(fake, tmp_path, str(script_path), env, tmp_path / "arbitre.sqlite3")
    fake.notifier.hints.append(proc.hint)
    box = Sandbox(fake=fake, proc=proc, tmp_path=tmp_path, script=str(script_path), extra_env=env)
    if guilds >= 2:
        box.second_guild_id, box.second_channel_id, box.second_owner_id = (
            SECOND_GUILD_ID,
            SECOND_CHANNEL_ID,
            SECOND_OWNER_ID,
        )
    try:
        proc.start()
        await proc.guard(fake.wait_for_bot(startup_timeout, require_sync=require_sync), what="its start")
        yield box
    except BaseException:
        print(box.proc.tail(80), file=sys.stderr)
        raise
    finally:
        code = await box.proc.stop()
        if code not in (0, None, -15, 143):
            print(f"bot exited with code {code}\n{box.proc.tail(40)}", file=sys.stderr)
        await fake.stop()


def sandbox_fixture(
    name: str = "league",
    *,
    scope: Literal["session", "package", "module"] = "module",
    seed: Callable[[Path], Awaitable[Mapping[str, Any]]] | None = None,
    **options: Any,
) -> Any:
    """A pytest-asyncio fixture named `name` that yields a Sandbox (one bot process per `scope`).

    In a module: `league = sandbox_fixture("league")` and `pytestmark = pytest.mark.asyncio(loop_scope="module")`.
    `seed(path)` fills the database file before the bot starts; what it returns by name is set on the sandbox
    (``{"seeded": …}`` → ``league.seeded``).
    """

    import pytest_asyncio  # here, so that importing the harness (bench, console) does not load pytest

    @pytest_asyncio.fixture(scope=scope, loop_scope=scope, name=name)
    async def _fixture(tmp_path_factory: Any) -> AsyncIterator[Sandbox]:
        tmp = tmp_path_factory.mktemp(name)
        seeded = {} if seed is None else await seed(tmp / "arbitre.sqlite3")
        async with sandbox(tmp, **options) as box:
            for key, value in seeded.items():
                setattr(box, key, value)
            yield box

    return _fixture
