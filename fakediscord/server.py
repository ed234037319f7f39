"""A small fake Discord (REST under /api/v10 + gateway websocket) that the real discord.py client talks to.

    fake = FakeDiscord()
    guild = fake.add_guild(name="Ligue du Vieux Monde", owner_id=1001, channels=["général", "matchs"])
    fake.add_member(guild.id, 1001, "marie", permissions=MANAGE_GUILD)
    await fake.start()
    # start the bot with DISCORD_API_BASE=fake.api_base DISCORD_GATEWAY_URL=fake.gateway_url
    await fake.wait_for_bot()
    rec = await fake.invoke(guild.id, guild.channel("matchs").id, 1001, "roll")
    msg = await rec.final()

Everything runs on 127.0.0.1 in the caller's event loop. See docs in each public method.
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
from collections.abc import AsyncIterator, Sequence
from types import EllipsisType
from typing import Any

from aiohttp import web

from fakediscord.actions import UserActions
from fakediscord.gateway import (
    OP_INVALID_SESSION,
    OP_RECONNECT,
    GatewayConnection,
)
from fakediscord.models import (
    BOT_PERMISSIONS,
    DEFAULT_EVERYONE_PERMISSIONS,
    FakeChannel,
    FakeGuild,
    FakeMember,
    FakeRole,
    snowflake,
)
from fakediscord.options import InvocationError
from fakediscord.state import (
    ApiError,
    CommandNotAllowed,
    Sync,
    log,
)


class FakeDiscord(UserActions):
    """The fake Discord server and the handle tests use to play the users' side.

    Its parts, one module each: :mod:`fakediscord.state` (what it knows), :mod:`fakediscord.ws` (the gateway),
    :mod:`fakediscord.rest` (the REST routes), :mod:`fakediscord.actions` (what members do); this class adds the
    lifecycle, the world set-up that a live gateway is told of, the waits and the gateway controls for tests."""

    # ------------------------------------------------------------------ lifecycle

    def env(self) -> dict[str, str]:
        """The environment variables that point a bot at this fake."""
        return {"DISCORD_API_BASE": self.api_base, "DISCORD_GATEWAY_URL": self.gateway_url}

    async def start(self, port: int = 0) -> FakeDiscord:
        app = web.Application(middlewares=[self._middleware], client_max_size=64 * 1024 * 1024)
        self._add_routes(app)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self._runner.setup()
        # a burst of callbacks opens hundreds of connections at once (the latency bench sends 200): with the
        # default backlog of 128 the kernel drops some and the client retries a second later
        site = web.TCPSite(self._runner, self.host, port, reuse_address=True, backlog=1024)
        await site.start()
        server = site._server
        assert isinstance(server, asyncio.Server)
        self.port = server.sockets[0].getsockname()[1]
        log.info("fake Discord listening on %s (gateway %s)", self.api_base, self.gateway_url)
        return self

    async def stop(self) -> None:
        self._gateway_open.set()
        for conn in list(self.connections):
            await conn.close(code=1001)
            await conn.stop_writer()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> FakeDiscord:
        if self._runner is None:
            await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    # ------------------------------------------------------------------ waiting

    async def wait_commands(
        self, timeout: float = 15.0, *, guild_id: int | EllipsisType | None = ..., count: int = 1
    ) -> list[dict[str, Any]]:
        """Wait for `count` command syncs (any scope, or only `guild_id`'s; None = global) and return
        the commands of the last one."""

        def synced() -> list[Sync] | None:
            hits = [s for s in self.syncs if guild_id is ... or s.guild_id == guild_id]
            return hits if len(hits) >= count else None

        hits = await self.wait_for(synced, timeout, f"{count} command sync(s) (PUT .../commands)")
        return copy.deepcopy(hits[-1].commands)

    def _bot_ready_sent(self) -> bool:
        return self.session is not None and self.session.id in self._ready_delivered

    def shard_ready(self, shard: tuple[int, int]) -> bool:
        """That shard identified and got its READY and servers."""
        session = self.sessions.get(shard)
        return session is not None and not session.invalidated and session.id in self._ready_delivered

    async def wait_shards(self, shards: Sequence[tuple[int, int]], timeout: float = 30.0) -> None:
        """Wait until each of ``shards`` (``(shard_id, shard_count)``) identified and got its servers."""
        await self.wait_for(
            lambda: all(self.shard_ready(s) for s in shards), timeout, f"shards {list(shards)} to IDENTIFY"
        )

    async def wait_connected(self, timeout: float = 15.0) -> None:
        """Wait until READY and every GUILD_CREATE were written to the bot's socket."""
        await self.wait_for(self._bot_ready_sent, timeout, "the bot to IDENTIFY and receive READY + GUILD_CREATE")

    async def wait_for_bot(self, timeout: float = 20.0, *, require_sync: bool = True) -> None:
        """Wait until the bot identified, got READY and its guilds, and (by default) synced its commands."""

        def ready() -> bool:
            return self._bot_ready_sent() and (not require_sync or bool(self.syncs) or bool(self._commands))

        what = "the bot to connect (IDENTIFY → READY → GUILD_CREATE)"
        if require_sync:
            what += " and sync its commands"
        await self.wait_for(ready, timeout, what)

    async def wait_resumed(self, count: int = 1, timeout: float = 15.0) -> None:
        await self.wait_for(
            lambda: self.resume_count >= count and self.session is not None and self.session.conn is not None,
            timeout,
            f"{count} successful RESUME(s)",
        )

    async def wait_identified(self, count: int = 1, timeout: float = 15.0) -> None:
        await self.wait_for(
            lambda: self.identify_count >= count and self._bot_ready_sent(), timeout, f"{count} IDENTIFY(s)"
        )

    def assert_no_unknown_routes(self) -> None:
        assert not self.unknown_routes, f"the bot called routes the fake does not serve: {self.unknown_routes}"

    # ------------------------------------------------------------------ gateway control for tests

    async def send_reconnect(self, *, wait: bool = True, timeout: float = 10.0) -> None:
        """Send op 7 RECONNECT; with wait=True return once the bot dropped that connection."""
        conn = self._live_connection("send RECONNECT")
        conn.send({"op": OP_RECONNECT, "d": None})
        if wait:
            await self.wait_for(lambda: conn not in self.connections, timeout, "the bot to drop the socket after op 7")

    async def close_gateway(self, code: int = 4000, *, timeout: float = 10.0) -> None:
        """Close the bot's gateway socket with `code` (4000: unknown error, the client resumes)."""
        conn = self._live_connection("close the gateway")
        await conn.close(code=code)
        await self.wait_for(lambda: conn not in self.connections, timeout, "the gateway socket to close")

    async def invalidate_session(self, *, resumable: bool = False, timeout: float = 10.0) -> None:
        """Send op 9 INVALID_SESSION. Not resumable: the session and its unsent dispatches are dropped and
        the bot must IDENTIFY again (a new READY and GUILD_CREATEs follow)."""
        conn = self._live_connection("invalidate the session")
        conn.send({"op": OP_INVALID_SESSION, "d": resumable})
        if not resumable and self.session is not None:
            self.session.invalidated = True
            self.sessions.pop(self.session.shard, None)
            self.session = None
        await self.wait_for(lambda: conn not in self.connections, timeout, "the bot to drop the socket after op 9")

    def pause_gateway(self) -> None:
        """New gateway connections wait (no HELLO) until resume_gateway(): dispatches made meanwhile
        are buffered in the session and replayed on RESUME."""
        self._gateway_open.clear()

    def resume_gateway(self) -> None:
        self._gateway_open.set()

    @contextlib.asynccontextmanager
    async def gateway_paused(self) -> AsyncIterator[None]:
        self.pause_gateway()
        try:
            yield
        finally:
            self.resume_gateway()

    def _live_connection(self, what: str) -> GatewayConnection:
        if self.session is None or self.session.conn is None:
            raise RuntimeError(f"cannot {what}: the bot has no live gateway connection")
        return self.session.conn

    # ------------------------------------------------------------------ world set-up (told to a live gateway)

    def add_guild(
        self,
        guild_id: int | None = None,
        name: str = "Serveur de test",
        owner_id: int | None = None,
        *,
        channels: Sequence[str] = ("général",),
        roles: Sequence[str | tuple[str, int]] = (),
        locale: str = "fr",
        everyone_permissions: int = DEFAULT_EVERYONE_PERMISSIONS,
    ) -> FakeGuild:
        """A guild with text channels (names) and roles (names or (name, permissions)).

        The @everyone role and the bot's member (with its managed role) are created here; add the
        owner with `add_member` (a bare member is made for them otherwise).
        """
        gid = int(guild_id) if guild_id is not None else snowflake()
        owner = int(owner_id) if owner_id is not None else snowflake()
        guild = FakeGuild(id=gid, name=name, owner_id=owner, locale=locale)
        guild.roles[gid] = FakeRole(id=gid, name="@everyone", permissions=everyone_permissions, position=0)
        bot_role = FakeRole(
            id=snowflake(), name=self.bot_user.username, permissions=BOT_PERMISSIONS, position=1, managed=True
        )
        guild.roles[bot_role.id] = bot_role
        guild.members[self.bot_user.id] = FakeMember(user=self.bot_user, roles=[bot_role.id])
        self.guilds[gid] = guild
        if self.app_owner_id is None:
            self.app_owner_id = owner
        for channel_name in channels:
            self.add_channel(gid, channel_name)
        for role in roles:
            role_name, perms = (role, 0) if isinstance(role, str) else role
            self.add_role(gid, role_name, perms)
        session = self.session_for(gid)
        if session is not None:
            # the bot joins a guild while connected
            session.dispatch("GUILD_CREATE", self._guild_create_payload(guild))
            session.announced.add(gid)
        return guild

    def add_channel(
        self, guild_id: int, name: str, *, channel_id: int | None = None, type: int = 0, topic: str | None = None
    ) -> FakeChannel:
        guild = self.guilds[guild_id]
        channel = FakeChannel(
            id=int(channel_id) if channel_id is not None else snowflake(),
            name=name,
            guild_id=guild_id,
            type=type,
            position=len(guild.channels),
            topic=topic,
        )
        guild.channels[channel.id] = channel
        self._dispatch_if_live(guild, "CHANNEL_CREATE", lambda: channel.payload())
        return channel

    def add_role(
        self, guild_id: int, name: str, permissions: int = 0, *, role_id: int | None = None, color: int = 0
    ) -> FakeRole:
        guild = self.guilds[guild_id]
        role = FakeRole(
            id=int(role_id) if role_id is not None else snowflake(),
            name=name,
            permissions=permissions,
            position=len(guild.roles),
            color=color,
        )
        guild.roles[role.id] = role
        self._dispatch_if_live(guild, "GUILD_ROLE_CREATE", lambda: {"guild_id": str(guild_id), "role": role.payload()})
        return role

    def add_member(
        self,
        guild_id: int,
        user_id: int,
        name: str,
        *,
        permissions: int = 0,
        roles: Sequence[int | str] = (),
        display_name: str | None = None,
        nick: str | None = None,
        bot: bool = False,
    ) -> FakeMember:
        """Add (or update) a member. `permissions` (an int, e.g. MANAGE_GUILD = 1 << 5) are granted
        through a role of their own, so the bot sees the same permissions in the member's roles and in
        the interaction's resolved permissions."""
        guild = self.guilds[guild_id]
        user = self.add_user(user_id, name, display_name=display_name, bot=bot)
        member = guild.members.get(user_id)
        is_new = member is None
        if member is None:
            member = FakeMember(user=user)
            guild.members[user_id] = member
        member.nick = nick
        for role in roles:
            role_id = guild.role(role).id if isinstance(role, str) else int(role)
            if role_id not in guild.roles:
                raise KeyError(f"no role {role!r} in guild {guild.name!r}")
            if role_id not in member.roles:
                member.roles.append(role_id)
        missing = permissions & ~guild.member_permissions(user_id) if user_id != guild.owner_id else 0
        if missing:
            granted = self.add_role(guild_id, f"Permissions de {member.display_name}", missing)
            member.roles.append(granted.id)
        event = "GUILD_MEMBER_ADD" if is_new else "GUILD_MEMBER_UPDATE"
        self._dispatch_if_live(guild, event, lambda: {**member.payload(), "guild_id": str(guild_id)})
        return member


__all__ = ["ApiError", "CommandNotAllowed", "FakeDiscord", "InvocationError", "Sync"]
