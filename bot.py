"""Arbitre: the Discord bot process.

Reads its settings from the environment (and ``.env``), opens the database
(SQLite, or PostgreSQL with ``DATABASE_URL``), loads one cog per area and syncs
the command tree on purpose: to ``DEV_GUILD_ID`` when set, globally only when
the command payload changed. With ``SHARD_COUNT`` (and ``SHARD_IDS``) the
process runs those shards of an ``AutoShardedBot``; several such processes share
one PostgreSQL database. Without a token in a terminal it opens the offline
console instead.
"""

from __future__ import annotations

import gc

if __name__ == "__main__":  # the process starts here: no collection until it is ready (Arbitre.setup_hook)
    gc.disable()

import asyncio
import contextlib
import hashlib
import logging
import os
import signal
import sys
import time
from collections.abc import Callable
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, TypeVar, overload

import discord
import orjson
from discord import app_commands
from discord.ext import commands

from cogs import imported_on_first_use

with imported_on_first_use():  # what the cogs' commands use waits for their first run (cogs/__init__.py)
    from cogs.utils.errors import ArbitreTree
    from cogs.utils.forms import Forms
    from cogs.utils.translator import CatalogueTranslator
    from config import Settings, load_env_file, operator_language, settings_or_say
    from league import repositories
    from league.db import Database, open_database
    from league.meta import MetaRepository
    from locales import t

if TYPE_CHECKING:
    from aiohttp.web import AppRunner

    from league.rolls import RollRepository

log = logging.getLogger("arbitre")
#: New container objects (net) between two young collections. At Python's 700, 1,020 /injury ran ~190 young
#: collections (and ~17 older ones) that freed almost nothing, the interactions in flight being alive: 25–50 µs of
#: CPU per interaction, up to a seventh of it; at 10,000, 8 collections, ≈ 10 µs. Cyclic garbage waits longer.
GC_YOUNG_LIMIT = 10_000
RepositoryT = TypeVar("RepositoryT")
#: bot.py's folder, the project's.
HERE = Path(__file__).resolve().parent

EXTENSIONS = (
    "cogs.injuries",
    "cogs.chain_followups",
    "cogs.blocks",
    "cogs.kickoff",
    "cogs.dice",
    "cogs.advancement",
    "cogs.expensive_mistakes",
    "cogs.reference",
    "cogs.admin",
    "cogs.league",
    "cogs.matches",
    "cogs.postmatch",
    "cogs.pregame",
    "cogs.season",
    "cogs.standings",
    "cogs.fixtures",
    "cogs.playoffs",
    "cogs.draft",
    "cogs.wizard",
)


class Repository(Generic[RepositoryT]):
    """A repository of the bot, built (and its module imported) the first time a command reads it, then kept in
    the bot like a ``cached_property``: ``Repository(repositories.teams)`` is ``repositories.teams(bot.db)``
    (:mod:`league.repositories`, the factories that import their module lazily); each name in ``uses`` adds that
    repository of the bot (``"rolls"``)."""

    def __init__(self, build: Callable[..., RepositoryT], *uses: str) -> None:
        self.build = build
        self.uses = uses
        self.name = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, bot: None, owner: type) -> Repository[RepositoryT]: ...
    @overload
    def __get__(self, bot: Arbitre, owner: type) -> RepositoryT: ...
    def __get__(self, bot: Arbitre | None, owner: type) -> Repository[RepositoryT] | RepositoryT:
        if bot is None:
            return self
        repository = self.build(bot.db, *(getattr(bot, use) for use in self.uses))
        bot.__dict__[self.name] = repository  # read from the instance from now on (no __set__ here)
        return repository


class Arbitre(commands.Bot):
    """The bot: owns the database and the repositories the cogs use.

    Each repository is built, and its module imported, the first time a command uses it: start-up imports
    none of the league's records and rules (issue 11, ``tests/test_startup_imports.py``).
    """

    db: Database
    meta: MetaRepository

    def __init__(self, settings: Settings, **options: Any) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            tree_cls=ArbitreTree,
            allowed_contexts=app_commands.AppCommandContext(guild=True, dm_channel=False, private_channel=False),
            allowed_installs=app_commands.AppInstallationType(guild=True, user=False),
            allowed_mentions=discord.AllowedMentions.none(),
            **options,
        )
        self.config = settings
        self.forms = Forms()
        self._form_tasks: set[asyncio.Task[None]] = set()
        #: Each top-level command's id, for command mentions (cogs.utils.mentions): asked at the first mention.
        self.command_ids: dict[str, int] = {}
        self._web_runner: AppRunner | None = None

    async def setup_hook(self) -> None:
        started = time.perf_counter()
        # The database opens (a new file: migrates) while the cogs load: each of its steps runs in aiosqlite's
        # thread, mostly outside the GIL, and is handed the next one whenever a cog has loaded.
        opening = asyncio.ensure_future(open_database(self.config.database))
        try:
            await self.tree.set_translator(CatalogueTranslator())
            with imported_on_first_use():
                for extension in EXTENSIONS:
                    await asyncio.sleep(0)
                    await self.load_extension(extension)
        finally:
            self.db = await opening
        self.meta = MetaRepository(self.db)
        if self.config.web_port is not None:
            await self.start_web_pages(self.config.web_host, self.config.web_port)
        loaded = time.perf_counter()
        await self.sync_commands()
        log.info(
            "ready: database and extensions in %.0f ms, commands in %.0f ms",
            (loaded - started) * 1000,
            (time.perf_counter() - loaded) * 1000,
        )
        if not gc.isenabled():
            # Start-up creates ~300,000 objects that live as long as the process and frees almost nothing, so
            # collecting during it was wasted time (~25 ms); frozen, they are never scanned again either.
            gc.freeze()
            gc.enable()
        gc.set_threshold(GC_YOUNG_LIMIT, *gc.get_threshold()[1:])

    async def start_web_pages(self, host: str, port: int) -> None:
        """The league pages (issue 30) in this process, on the bot's database and event loop (``WEB_PORT``)."""
        from web.app import start  # aiohttp's web server and Jinja2: only when the pages are on

        self._web_runner = await start(self.db, host, port)
        log.info("league pages served on http://%s:%d (addresses start with %s)", host, port, self.config.web_address)

    # --- the repositories, each built at its first use ------------------------------------------------

    settings_repo = Repository(repositories.settings)
    choices = Repository(repositories.choices, "rolls")
    followups = Repository(repositories.followups, "rolls")
    apothecaries = Repository(repositories.apothecaries, "rolls")
    teams = Repository(repositories.teams)
    players = Repository(repositories.players)
    matches = Repository(repositories.matches)
    open_matches = Repository(repositories.open_matches)
    casualties = Repository(repositories.casualties)
    stats = Repository(repositories.stats)
    audit = Repository(repositories.audit)
    standings = Repository(repositories.standings)
    web_pages = Repository(repositories.web_pages)

    @cached_property
    def rolls(self) -> RollRepository:
        return repositories.rolls(self.db, self.config.roll_flush_ms / 1000)

    async def sync_commands(self) -> None:
        """Sync to the dev server at every start, globally only when the payload changed."""
        if self.config.dev_guild_id:
            guild = discord.Object(self.config.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
            log.info("commands synced to the development server %s", guild.id)
            return
        tree = self.tree
        assert isinstance(tree, ArbitreTree)  # tree_cls
        payload = tree.payload()  # built once: hashed, then sent if it changed
        digest = command_digest(payload)
        # Several processes (shards) starting together: the first syncs, the others then find the new hash.
        async with self.db.lock("commands.sync"):
            if await self.meta.get("commands.global.sha256") == digest:
                log.info("commands unchanged: no sync")
                return
            await tree.sync(payload=payload)
            self.command_ids = {}  # a mention asks the ids again
            await self.meta.set("commands.global.sha256", digest)
        log.info("commands synced globally")

    def dispatch(self, event_name: str, /, *args: Any, **kwargs: Any) -> None:
        """discord.py's dispatch, and a submitted form handed to the cog that registered its custom id."""
        super().dispatch(event_name, *args, **kwargs)
        if event_name == "interaction":
            action = self.forms.handle(args[0])
            if action is not None:
                task = asyncio.ensure_future(action)
                self._form_tasks.add(task)
                task.add_done_callback(self._form_tasks.discard)

    async def on_ready(self) -> None:
        log.info("logged in as %s (%s servers)", self.user, len(self.guilds))

    async def close(self) -> None:
        """Disconnect, write every roll still queued, then close the database (SIGTERM, Ctrl-C)."""
        await super().close()
        if self._web_runner is not None:
            await self._web_runner.cleanup()
        if "rolls" in self.__dict__:  # built: some rolls were answered (hasattr would build it)
            queued = self.rolls.queued
            await self.rolls.close()
            log.info("shutdown: %d queued rolls written", queued)
        if hasattr(self, "db"):
            await self.db.close()


def command_digest(payload: list[dict[str, Any]]) -> str:
    """A hash of what Discord would receive: the commands with their localized texts (orjson: the ~90 kB of
    the payload encoded in a fraction of ``json.dumps``'s time and memory)."""
    return hashlib.sha256(orjson.dumps(payload, default=str, option=orjson.OPT_SORT_KEYS)).hexdigest()


class ShardedArbitre(Arbitre, commands.AutoShardedBot):
    """The same bot as some shards of an ``AutoShardedBot`` (``SHARD_COUNT`` / ``SHARD_IDS``).

    Discord sends a server's events to shard ``(guild_id >> 22) % shard_count``; every shard of this
    process shares the process's database pool and repositories.
    """

    async def on_ready(self) -> None:
        log.info(
            "logged in as %s: shards %s of %s (%s servers)",
            self.user,
            ",".join(map(str, self.shard_ids or ())),
            self.shard_count,
            len(self.guilds),
        )


def make_bot(settings: Settings) -> Arbitre:
    """One connection (the default), or this process's shards when ``SHARD_COUNT`` is set."""
    if settings.shard_count is None:
        return Arbitre(settings)
    return ShardedArbitre(settings, shard_count=settings.shard_count, shard_ids=list(settings.shard_ids or ()))


def _configure_logging(settings: Settings) -> None:
    logging.basicConfig(
        level=settings.logging_level,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
        stream=sys.stderr,
    )
    logging.getLogger("discord").setLevel(max(settings.logging_level, logging.INFO))


async def run(settings: Settings) -> None:
    if settings.api_base or settings.gateway_url:
        from fakediscord import point_client_at

        point_client_at(settings.api_base, settings.gateway_url)
    bot = make_bot(settings)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        with contextlib.suppress(NotImplementedError):  # not on Windows: Ctrl-C stays a KeyboardInterrupt there
            loop.add_signal_handler(signum, stop.set)
    async with bot:  # leaving it closes the bot: the queued rolls are written
        runner = asyncio.create_task(bot.start(settings.token or ""))
        stopper = asyncio.create_task(stop.wait())
        await asyncio.wait({runner, stopper}, return_when=asyncio.FIRST_COMPLETED)
        stopper.cancel()
        if runner.done():
            runner.result()  # a login refused, a crash: raised here
        else:
            log.info("stop signal received")
    if not runner.done():
        runner.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await runner


def main() -> int:
    """Run the bot (or, without a token in a terminal, the offline console); what goes wrong before the bot is up is
    said in the terminal's language (:func:`config.operator_language`)."""
    load_env_file()
    lang = operator_language(os.environ)
    settings = settings_or_say(os.environ, lang)
    if settings is None:
        return 2
    if settings.token is None:
        if sys.stdin.isatty() and sys.stdout.isatty():
            from fakediscord.console import main as console

            return console(sys.argv[1:])
        print(t("operator.no_token", lang), file=sys.stderr)
        return 2
    _configure_logging(settings)
    try:
        asyncio.run(run(settings))
    except discord.LoginFailure:
        print(t("operator.login_refused", lang), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
