"""Two bot processes, shards 0 and 1 of 2, one PostgreSQL database, and the fake Discord routing each server to
its shard as Discord does (``(guild_id >> 22) % shard_count``).

- each process answers its own servers, and the command sync happens once for both;
- a SIGKILL of one process loses nothing it committed;
- a process restarted with the other's shard ids serves the leagues the other one created;
- two processes confirming the same post-match (the server handed over between two clicks) apply it once.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import re
import sys
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from fakediscord.models import MANAGE_GUILD
from fakediscord.process import FAKE_TOKEN, REPO_ROOT, BotProcess
from fakediscord.server import FakeDiscord
from league.db import open_database
from league.postmatch import APPLY_GATE_ENV
from tests.e2e.harness import COMMISSIONER_ID, GENERAL_CHANNEL_ID, LEAGUE_GUILD_ID, MATCHS_CHANNEL_ID, build_world
from tests.e2e.league_seed import START, component, prepare_sequence, seed_league, step_title, text_of
from tests.pgserver import PostgresServer

pytestmark = pytest.mark.asyncio(loop_scope="function")

COUNT = 2
#: By shard: a server whose id is one step of ``>> 22`` above the league server of build_world (shard 0), and
#: that league server (shard 1).
GUILDS = (LEAGUE_GUILD_ID + (1 << 22), LEAGUE_GUILD_ID)
OTHER_CHANNEL_ID = 1200000000000000031
_numbers = itertools.count(1)


def shard_of(guild_id: int) -> int:
    return (guild_id >> 22) % COUNT


@dataclass
class Cluster:
    """The fake Discord, one PostgreSQL database, and the bot processes started on them."""

    fake: FakeDiscord
    url: str
    tmp_path: Path
    procs: list[BotProcess] = field(default_factory=list)
    _before: dict[int, set[str]] = field(default_factory=dict)

    def start(self, shard_ids: str, **env: str) -> BotProcess:
        """A bot process running ``shard_ids`` of ``COUNT`` shards on the shared database."""
        proc = BotProcess(
            REPO_ROOT / "bot.py",
            api_base=self.fake.api_base,
            gateway_url=self.fake.gateway_url,
            database_path=self.tmp_path / "unused.sqlite3",
            log_path=self.tmp_path / f"bot-{len(self.procs)}-shards-{shard_ids}.log",
            token=FAKE_TOKEN,
            extra_env={
                "DATABASE_URL": self.url,
                "DATABASE_PATH": "",
                "SHARD_COUNT": str(COUNT),
                "SHARD_IDS": shard_ids,
                **env,
            },
        )
        self.fake.notifier.hints.append(proc.hint)
        self._before[id(proc)] = {s.id for s in self.fake.sessions.values()}
        self.procs.append(proc.start())
        return proc

    async def ready(self, proc: BotProcess, *shards: int) -> None:
        """Wait until ``proc`` identified ``shards`` (new sessions, not those of a process stopped before)."""
        before = self._before[id(proc)]

        def identified() -> bool:
            found = [self.fake.sessions.get((s, COUNT)) for s in shards]
            return all(f is not None and f.id not in before and self.fake.shard_ready((s, COUNT)) for s, f in
                       zip(shards, found, strict=True))  # fmt: skip

        await proc.guard(self.fake.wait_for(identified, 60, f"shards {shards} to IDENTIFY"), what="its shards")

    async def reply(self, guild_id: int, command: str | tuple[str, ...], options: dict | None = None, **kw):
        channel = MATCHS_CHANNEL_ID if guild_id == LEAGUE_GUILD_ID else OTHER_CHANNEL_ID
        rec = await self.fake.invoke(guild_id, channel, COMMISSIONER_ID, command, options or {}, **kw)
        msg = await rec.final(20)
        assert msg is not None, f"{command!r} in {guild_id}: no answer"
        return msg


def _world(fake: FakeDiscord) -> None:
    build_world(fake)
    other = fake.add_guild(GUILDS[0], "Ligue de l'Autre Shard", COMMISSIONER_ID, channels=())
    fake.add_channel(other.id, "matchs", channel_id=OTHER_CHANNEL_ID)
    fake.add_member(other.id, COMMISSIONER_ID, "marie", display_name="Marie", permissions=MANAGE_GUILD)


@contextlib.asynccontextmanager
async def cluster(server: PostgresServer, tmp_path: Path) -> AsyncIterator[Cluster]:
    name = f"shards_{next(_numbers)}"
    url = await server.create_database(name)
    await (await open_database(url)).close()  # migrated before any bot starts
    fake = FakeDiscord(bot_user="Arbitre")
    _world(fake)
    await fake.start()
    box = Cluster(fake, url, tmp_path)
    try:
        yield box
    except BaseException:
        for proc in box.procs:
            print(proc.tail(60), file=sys.stderr)
        raise
    finally:
        for proc in box.procs:
            await proc.stop()
        await fake.stop()
        await server.drop_database(name)


async def rows(url: str, sql: str, *params: object) -> list[tuple]:
    db = await open_database(url)
    try:
        return [tuple(r) for r in await db.fetchall(sql, params)]
    finally:
        await db.close()


async def test_the_two_servers_are_on_different_shards():
    assert [shard_of(g) for g in GUILDS] == [0, 1]


async def test_each_process_answers_its_own_servers_and_one_restarted_serves_the_others(pg_server, tmp_path):
    async with cluster(pg_server, tmp_path) as box:
        first, second = box.start("0"), box.start("1")
        await box.ready(first, 0)
        await box.ready(second, 1)
        assert len(box.fake.syncs) == 1  # both started on one hash: the second found it synced
        for guild, shard in zip(GUILDS, (0, 1), strict=True):
            assert box.fake.session_for(guild).shard == (shard, COUNT)
            msg = await box.reply(
                guild, ("equipe", "creer"), {"nom": f"Équipe du shard {shard}", "coach": COMMISSIONER_ID}
            )
            assert f"Équipe du shard {shard}" in text_of(msg)
        stored = await rows(box.url, "SELECT guild_id, name FROM teams ORDER BY name")
        assert stored == [(GUILDS[0], "Équipe du shard 0"), (GUILDS[1], "Équipe du shard 1")]

        second.kill()  # SIGKILL: what it committed stays
        assert await second.wait_exit(20) == -9
        assert await rows(box.url, "SELECT name FROM teams WHERE guild_id = ?", GUILDS[1]) == [("Équipe du shard 1",)]
        msg = await box.reply(GUILDS[0], ("equipe", "liste"))  # the other process goes on
        assert "Équipe du shard 0" in text_of(msg)

        await first.stop()
        swapped = box.start("1")  # the process comes back with the other's shard…
        await box.ready(swapped, 1)
        msg = await box.reply(GUILDS[1], ("equipe", "liste"))
        assert "Équipe du shard 1" in text_of(msg)  # …and serves the league the killed one created
        both = box.start("0-1")
        await box.ready(both, 0, 1)
        for guild, shard in zip(GUILDS, (0, 1), strict=True):
            assert f"Équipe du shard {shard}" in text_of(await box.reply(guild, ("equipe", "liste")))


async def _server_locks(url: str, *, granted: bool) -> int:
    """Advisory locks on a server (the one-bigint-key form, ``objsubid = 1``) held, or waited for."""
    found = await rows(
        url, "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND objsubid = 1 AND granted = ?", granted
    )
    return int(found[0][0])


async def _until(check, what: str) -> None:
    for _ in range(800):
        if await check():
            return
        await asyncio.sleep(0.025)
    raise AssertionError(f"never happened: {what}")


async def test_two_processes_confirming_the_same_postmatch_apply_it_once(pg_server, tmp_path):
    gate = tmp_path / "gate"
    async with cluster(pg_server, tmp_path) as box:
        db = await open_database(box.url)
        try:
            seeded = await seed_league(db, league_channel_id=GENERAL_CHANNEL_ID)
            await prepare_sequence(db, seeded)
        finally:
            await db.close()
        first = box.start("1", **{APPLY_GATE_ENV: str(gate)})
        await box.ready(first, 1)
        msg = await box.reply(LEAGUE_GUILD_ID, START, {"match": str(seeded.matches["main"])})
        assert step_title("preview") in text_of(msg)
        confirm = component(msg, "confirm:")

        clicked_first = await box.fake.click(msg, confirm, COMMISSIONER_ID)  # process 1 holds the apply open…
        await _until(lambda: _server_locks(box.url, granted=True), "the first apply holding the server's lock")
        handed_over = box.start("1")  # …while the server is handed over to another process
        await box.ready(handed_over, 1)
        clicked_again = await box.fake.click(msg, confirm, COMMISSIONER_ID)
        await _until(lambda: _server_locks(box.url, granted=False), "the second apply waiting for the first")
        gate.touch()

        await asyncio.wait_for(clicked_first.final(), 20)
        second_answer = await clicked_again.final(20)
        answers = [text_of(msg), second_answer.content or text_of(second_answer)]
        assert "Après-match appliqué" in answers[0]
        assert re.search(r"déjà été appliqué|déjà appliqué", answers[1]), answers[1]
        batches = await rows(box.url, "SELECT id FROM audit_batches WHERE label = 'postmatch'")
        assert len(batches) == 1
        applied = await rows(box.url, "SELECT status FROM matches WHERE id = ?", seeded.matches["main"])
        assert applied == [("applied",)]
