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
import json
import logging
import re
import secrets
import time
from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import dataclass
from types import EllipsisType
from typing import Any, TypeVar

from aiohttp import BodyPartReader, WSMsgType, web

from fakediscord import validate
from fakediscord.choices import (
    ENTITY_SELECTS,
    FILE_UPLOAD,
    Field,
    Menu,
    Option,
    Refused,
    check_files,
    check_text,
    fold,
    form_fields,
)
from fakediscord.gateway import (
    OP_HEARTBEAT,
    OP_HEARTBEAT_ACK,
    OP_HELLO,
    OP_IDENTIFY,
    OP_INVALID_SESSION,
    OP_PRESENCE,
    OP_RECONNECT,
    OP_REQUEST_MEMBERS,
    OP_RESUME,
    OP_VOICE_STATE,
    GatewayConnection,
    GatewaySession,
)
from fakediscord.models import (
    ADMINISTRATOR,
    BOT_PERMISSIONS,
    DEFAULT_EVERYONE_PERMISSIONS,
    FLAG_COMPONENTS_V2,
    FLAG_EPHEMERAL,
    FLAG_LOADING,
    FLAG_SUPPRESS_EMBEDS,
    FLAG_SUPPRESS_NOTIFICATIONS,
    Callback,
    FakeAttachment,
    FakeChannel,
    FakeGuild,
    FakeMember,
    FakeRole,
    FakeUser,
    Interaction,
    Message,
    Notifier,
    RequestRecord,
    iso_now,
    snowflake,
    walk_components,
)
from fakediscord.options import (
    InvocationError,
    ResolvedCommand,
    Resolver,
    build_options,
    normalize_locale,
    resolve_command,
)
from fakediscord.words import count, lang_of, word

T = TypeVar("T")

log = logging.getLogger("fakediscord")

# per-request storage: the parsed body, kept for the request log
_READ = web.RequestKey("fakediscord_read", bool)
_JSON = web.RequestKey("fakediscord_json", object)
_UPLOADS = web.RequestKey("fakediscord_uploads", list)
_FILES = web.RequestKey("fakediscord_files", list)

API_PREFIX = "/api/v10"
ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024
_SENDABLE_FLAGS = FLAG_SUPPRESS_EMBEDS | FLAG_SUPPRESS_NOTIFICATIONS | FLAG_COMPONENTS_V2


class CommandNotAllowed(InvocationError):
    """Discord hides this command from this member (default_member_permissions / contexts)."""


class ApiError(Exception):
    """An error answer in Discord's shape: {"message": ..., "code": ...} (+ "errors" for 50035)."""

    def __init__(self, status: int, code: int, message: str, errors: dict[str, Any] | None = None) -> None:
        super().__init__(f"{status} {code} {message}")
        self.status = status
        self.code = code
        self.message = message
        self.errors = errors
        self.summary: str | None = None  # the problems of a refused body, for the test's log


def json_response(data: Any, status: int = 200) -> web.Response:
    # discord.py only decodes a body whose Content-Type is exactly "application/json" (no charset).
    body = json.dumps(data, ensure_ascii=False).encode()
    return web.Response(body=body, status=status, headers={"Content-Type": "application/json"})


def _invalid(problems: list[validate.Problem]) -> ApiError:
    summary = "; ".join(f"{p or '<body>'}: {m}" for p, m in problems[:8])
    err = ApiError(400, 50035, "Invalid Form Body", validate.errors_tree(problems))
    err.summary = summary
    return err


@dataclass
class Upload:
    field: str
    filename: str
    data: bytes
    content_type: str | None


@dataclass
class Sync:
    """One bulk overwrite of commands (PUT) received from the bot."""

    guild_id: int | None
    commands: list[dict[str, Any]]
    #: When the commands were stored (validated), before the copies kept for the tests.
    at: float


class FakeDiscord:
    """The fake Discord server and the handle tests use to play the users' side."""

    def __init__(
        self,
        app_id: int | None = None,
        bot_user: str | dict[str, Any] | FakeUser | None = None,
        *,
        token: str | None = None,
        host: str = "127.0.0.1",
        heartbeat_interval_ms: int = 41250,
        callback_deadline: float | None = None,
        max_session_events: int = 5000,
    ) -> None:
        """`token`: when set, REST and IDENTIFY refuse any other token (401 / close 4004).

        `callback_deadline`: seconds a bot has to answer an interaction before the callback gets
        404 Unknown interaction (Discord: 3 s). None (default) disables the check.
        """
        self.app_id = int(app_id) if app_id is not None else snowflake()
        self.bot_user = self._make_bot_user(bot_user)
        self.token = token
        self.host = host
        self.heartbeat_interval_ms = heartbeat_interval_ms
        self.callback_deadline = callback_deadline
        self.max_session_events = max_session_events
        self.app_owner_id: int | None = None

        self.users: dict[int, FakeUser] = {self.bot_user.id: self.bot_user}
        self.guilds: dict[int, FakeGuild] = {}
        self.dm_channels: dict[int, FakeChannel] = {}
        self._commands: dict[int | None, list[dict[str, Any]]] = {}
        self.syncs: list[Sync] = []
        self.requests: list[RequestRecord] = []
        self.unknown_routes: list[str] = []
        self.rejected: list[tuple[str, str]] = []  # (request, reason) answered with a 4xx by a check
        self.errors: list[str] = []  # bugs of the fake itself
        self.interactions: dict[int, Interaction] = {}
        self._by_token: dict[str, Interaction] = {}
        self.messages: dict[int, Message] = {}
        self._channel_messages: dict[int, list[Message]] = {}
        self.attachments: dict[int, FakeAttachment] = {}
        self.notifier = Notifier()
        self.notifier.hints.append(self._diagnostics)
        self._listeners: list[Callable[[str, Message], None]] = []

        self.session: GatewaySession | None = None  # the last one identified (the only one when unsharded)
        # One live session per shard (key: (shard_id, shard_count), or None for an unsharded bot); the bot
        # processes of a sharded bot each IDENTIFY their shards, and each server's events go to its shard.
        self.sessions: dict[tuple[int, int] | None, GatewaySession] = {}
        self.recommended_shards = 1  # GET /gateway/bot
        self.connections: list[GatewayConnection] = []
        self.identify_count = 0
        self.resume_count = 0
        self.connection_count = 0
        self.identifies: list[dict[str, Any]] = []
        self.gateway_paths: list[str] = []
        self.gateway_queries: list[str] = []  # query strings of the websocket connections, in order
        self._gateway_open = asyncio.Event()
        self._gateway_open.set()
        self._ready_delivered: set[str] = set()
        self.last_autocomplete: Interaction | None = None

        self._runner: web.AppRunner | None = None
        self.port: int | None = None

    # ------------------------------------------------------------------ lifecycle

    @staticmethod
    def _make_bot_user(bot_user: str | dict[str, Any] | FakeUser | None) -> FakeUser:
        if isinstance(bot_user, FakeUser):
            bot_user.bot = True
            return bot_user
        if isinstance(bot_user, dict):
            return FakeUser(
                id=int(bot_user.get("id") or snowflake()),
                username=bot_user.get("username", "Arbitre"),
                global_name=bot_user.get("global_name"),
                bot=True,
            )
        return FakeUser(id=snowflake(), username=bot_user or "Arbitre", bot=True)

    @property
    def base_url(self) -> str:
        if self.port is None:
            raise RuntimeError("FakeDiscord is not started")
        return f"http://{self.host}:{self.port}"

    @property
    def api_base(self) -> str:
        return self.base_url + API_PREFIX

    @property
    def gateway_url(self) -> str:
        return f"ws://{self.host}:{self.port}/gateway"

    @property
    def resume_gateway_url(self) -> str:
        return f"ws://{self.host}:{self.port}/gateway-resume"

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

    # ------------------------------------------------------------------ world set-up

    def add_user(self, user_id: int, name: str, *, display_name: str | None = None, bot: bool = False) -> FakeUser:
        user = self.users.get(user_id)
        if user is None:
            user = FakeUser(id=user_id, username=name, global_name=display_name, bot=bot)
            self.users[user_id] = user
        else:
            user.username = name
            if display_name is not None:
                user.global_name = display_name
        return user

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

    def add_attachment(self, filename: str, data: bytes, content_type: str | None = None) -> FakeAttachment:
        """A file a user can pass to an attachment option (by this object, its id or its filename)."""
        att = self._store_attachment(filename, data, content_type)
        return att

    def _store_attachment(
        self, filename: str, data: bytes, content_type: str | None, description: str | None = None
    ) -> FakeAttachment:
        att_id = snowflake()
        url = f"{self.base_url}/attachments/{att_id}/{filename}" if self.port else f"/attachments/{att_id}/{filename}"
        att = FakeAttachment(
            id=att_id, filename=filename, data=data, content_type=content_type, url=url, description=description
        )
        self.attachments[att_id] = att
        return att

    def member_name(self, user_id: int, guild_id: int | None = None) -> str:
        if guild_id is not None and guild_id in self.guilds:
            member = self.guilds[guild_id].members.get(user_id)
            if member is not None:
                return member.display_name
        user = self.users.get(user_id)
        return user.display_name if user else str(user_id)

    # ------------------------------------------------------------------ commands

    def commands(self, guild_id: int | None = None) -> list[dict[str, Any]]:
        """The commands synced for a guild (guild_id) or globally (None), as Discord stored them."""
        return copy.deepcopy(self._commands.get(guild_id, []))

    def visible_commands(self, guild_id: int | None) -> list[dict[str, Any]]:
        """What a member of `guild_id` can pick: the guild's commands, then the global ones not shadowed."""
        guild_cmds = self._commands.get(guild_id, []) if guild_id is not None else []
        names = {(c.get("type", 1), c["name"]) for c in guild_cmds}
        return guild_cmds + [c for c in self._commands.get(None, []) if (c.get("type", 1), c["name"]) not in names]

    def set_commands(self, commands: list[dict[str, Any]], guild_id: int | None = None) -> list[dict[str, Any]]:
        """Preload commands as if synced earlier (for a bot that does not sync at every start)."""
        return self._store_commands(guild_id, commands, record=False)

    def _store_commands(
        self, scope: int | None, payload: list[dict[str, Any]], *, record: bool
    ) -> list[dict[str, Any]]:
        problems = validate.check_command_list(payload)
        if problems:
            raise _invalid(problems)
        existing = {(c.get("type", 1), c["name"]): c for c in self._commands.get(scope, [])}
        stored = []
        for cmd in payload:
            kind = cmd.get("type", 1)
            prev = existing.get((kind, cmd["name"]))
            full: dict[str, Any] = {
                "type": kind,
                "name_localizations": None,
                "description_localizations": None,
                "default_member_permissions": None,
                "nsfw": False,
                "options": [],
            }
            full.update(copy.deepcopy(cmd))
            if full["default_member_permissions"] is not None:  # Discord answers it as a string
                full["default_member_permissions"] = str(full["default_member_permissions"])
            full["id"] = prev["id"] if prev else str(snowflake())
            full["application_id"] = str(self.app_id)
            full["version"] = str(snowflake())
            if scope is not None:
                full["guild_id"] = str(scope)
            stored.append(full)
        self._commands[scope] = stored
        synced = time.perf_counter()  # stored: what the bot can use from now on (the copies below are the tests')
        if record:
            self.syncs.append(Sync(scope, copy.deepcopy(stored), synced))
        self.notifier.notify()
        return copy.deepcopy(stored)

    def find_command(
        self, guild_id: int | None, command: str | Sequence[str], *, locale: str | None = "fr"
    ) -> ResolvedCommand:
        return resolve_command(self.visible_commands(guild_id), command, locale=locale)

    # ------------------------------------------------------------------ waiting

    async def wait_for(self, predicate: Callable[[], T | None], timeout: float, what: str) -> T:
        """Wait (bounded) until predicate() returns something other than None/False, and return it.

        The predicate is re-checked whenever the fake sees something happen (a request, a frame sent, a
        connection opened or closed); state that only changes inside the bot needs polling instead."""
        return await self.notifier.wait_for(predicate, timeout, what)

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

    def session_for(self, guild_id: int) -> GatewaySession | None:
        """The live session of the shard that owns ``guild_id`` (where Discord sends its events)."""
        for session in self.sessions.values():
            if not session.invalidated and session.owns(guild_id):
                return session
        return None

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

    def _diagnostics(self) -> str:
        lines = []
        if len(self.sessions) > 1 or any(key is not None for key in self.sessions):
            states = [
                f"{key}: {'invalidated' if s.invalidated else 'connected' if s.conn else 'disconnected'}"
                for key, s in self.sessions.items()
            ]
            lines.append("  gateway shards: " + ", ".join(states))
        if self.session is None:
            lines.append("  gateway: no session (the bot never IDENTIFYed, or its session was invalidated)")
        elif self.session.conn is None:
            lines.append("  gateway: the bot is disconnected (session kept for RESUME)")
        if not self.syncs and not self._commands:
            lines.append("  commands: nothing synced yet")
        if self.unknown_routes:
            lines.append("  routes the fake does not know (answered 404): " + ", ".join(self.unknown_routes[-5:]))
        if self.rejected:
            lines.append("  requests refused by the fake's checks: " + " | ".join(r for _, r in self.rejected[-3:]))
        if self.errors:
            lines.append("  internal errors of the fake: " + " | ".join(self.errors[-3:]))
        if self.requests:
            tail = ", ".join(f"{r.method} {r.path}→{r.status}" for r in self.requests[-6:])
            lines.append(f"  last REST requests: {tail}")
        return "\n".join(lines)

    def assert_no_unknown_routes(self) -> None:
        assert not self.unknown_routes, f"the bot called routes the fake does not serve: {self.unknown_routes}"

    # ------------------------------------------------------------------ listeners (the console uses them)

    def add_listener(self, callback: Callable[[str, Message], None]) -> None:
        """callback(kind, message) with kind "create", "edit" or "delete", for every message."""
        self._listeners.append(callback)

    def remove_listener(self, callback: Callable[[str, Message], None]) -> None:
        with contextlib.suppress(ValueError):
            self._listeners.remove(callback)

    def _touch(self, rec: Interaction) -> None:
        """Wake who waits on this interaction (its own waiters) and fake-wide waiters."""
        rec.changed()
        self.notifier.notify()

    def _emit(self, kind: str, message: Message) -> None:
        for callback in list(self._listeners):
            try:
                callback(kind, message)
            except Exception:
                log.exception("fakediscord listener failed")
        self.notifier.notify()

    # ------------------------------------------------------------------ reading messages

    def channel_messages(self, channel_id: int, *, interactions: bool = False) -> list[Message]:
        """Messages the bot posted in a channel with channel.send (plus, with interactions=True, the
        non-ephemeral interaction replies), oldest first, deleted ones excluded."""
        out = []
        for msg in self._channel_messages.get(channel_id, []):
            if msg.deleted:
                continue
            if msg.origin == "channel" or (interactions and not msg.ephemeral):
                out.append(msg)
        return out

    async def wait_channel_message(
        self,
        channel_id: int,
        predicate: Callable[[Message], bool] | None = None,
        *,
        timeout: float = 10.0,
        after: int = 0,
    ) -> Message:
        """Wait for a message posted with channel.send in `channel_id` (the first after index `after`)."""

        def find() -> Message | None:
            for msg in self.channel_messages(channel_id)[after:]:
                if predicate is None or predicate(msg):
                    return msg
            return None

        return await self.wait_for(find, timeout, f"a message posted in channel {channel_id}")

    def dm_messages(self, user_id: int) -> list[Message]:
        channel = self.dm_channels.get(user_id)
        return list(self._channel_messages.get(channel.id, [])) if channel else []

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

    # ------------------------------------------------------------------ users' actions

    def _interaction_payload(
        self,
        *,
        kind: int,
        guild: FakeGuild,
        channel: FakeChannel,
        user_id: int,
        data: dict[str, Any],
        locale: str,
        message: Message | None = None,
    ) -> tuple[int, str, dict[str, Any]]:
        member = guild.members.get(user_id)
        if member is None:
            known = ", ".join(f"{m.user.id} ({m.display_name})" for m in guild.members.values())
            raise InvocationError(word("fake.not_member", lang_of(locale), user=user_id, guild=guild.name, known=known))
        iid = snowflake()
        token = "aW50ZXJhY3Rpb246" + secrets.token_urlsafe(32)
        payload: dict[str, Any] = {
            "id": str(iid),
            "application_id": str(self.app_id),
            "type": kind,
            "data": data,
            "guild_id": str(guild.id),
            "guild": {"id": str(guild.id), "locale": guild.locale, "features": []},
            "guild_locale": guild.locale,
            "channel_id": str(channel.id),
            "channel": {**channel.payload(), "permissions": str(guild.member_permissions(user_id))},
            "member": member.payload(permissions=guild.member_permissions(user_id)),
            "token": token,
            "version": 1,
            "app_permissions": str(guild.member_permissions(self.bot_user.id)),
            "locale": normalize_locale(locale),
            "entitlements": [],
            "entitlement_sku_ids": [],
            "authorizing_integration_owners": {"0": str(guild.id)},
            "context": 0,
            "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
        }
        if message is not None:
            payload["message"] = message.payload()
        return iid, token, payload

    async def _dispatch_interaction(
        self,
        *,
        kind: int,
        guild_id: int,
        channel_id: int | str,
        user_id: int,
        data: dict[str, Any],
        command: str,
        locale: str,
        timeout: float,
        message: Message | None = None,
    ) -> Interaction:
        guild = self._guild(guild_id, locale)
        channel = self._channel_of(guild, channel_id, locale)
        iid, token, payload = self._interaction_payload(
            kind=kind, guild=guild, channel=channel, user_id=user_id, data=data, locale=locale, message=message
        )
        session = await self.wait_for(
            lambda: self.session_for(guild.id),
            timeout,
            f"the bot (the shard of server {guild.id}) to IDENTIFY on the gateway",
        )
        rec = Interaction(
            id=iid,
            token=token,
            type=kind,
            guild_id=guild.id,
            channel_id=channel.id,
            user=guild.members[user_id].user,
            command=command,
            payload=payload,
            notifier=self.notifier,
            source_message=message,
        )
        self.interactions[iid] = rec
        self._by_token[token] = rec

        def delivered() -> None:
            rec.deliveries += 1
            if rec.delivered_at is None:
                rec.delivered_at = time.perf_counter()
            self._touch(rec)

        session.dispatch("INTERACTION_CREATE", payload, on_sent=delivered)
        return rec

    def _guild(self, guild_id: int, locale: str | None = None) -> FakeGuild:
        """The server of that id; refused in the words of the member's client (``locale``) when there is none."""
        try:
            return self.guilds[int(guild_id)]
        except KeyError:
            raise InvocationError(word("fake.unknown_guild", lang_of(locale), guild=guild_id)) from None

    @staticmethod
    def _channel_of(guild: FakeGuild, channel_id: int | str, locale: str | None = None) -> FakeChannel:
        try:
            return guild.channel(channel_id)
        except KeyError:
            lang = lang_of(locale)
            raise InvocationError(word("fake.unknown_channel", lang, channel=channel_id, guild=guild.name)) from None

    def _check_allowed(self, guild: FakeGuild, user_id: int, resolved: ResolvedCommand, locale: str) -> None:
        root = resolved.root
        name = resolved.display_name(locale)
        contexts = root.get("contexts")
        if contexts is not None and 0 not in contexts:
            raise CommandNotAllowed(word("fake.not_in_guilds", lang_of(locale), name=name))
        required = root.get("default_member_permissions")
        if required is None:
            return
        perms = guild.member_permissions(user_id)
        if perms & ADMINISTRATOR:
            return
        needed = int(required)
        if needed == 0 or perms & needed != needed:
            raise CommandNotAllowed(word("fake.permission", lang_of(locale), name=name, needed=needed))

    async def invoke(
        self,
        guild_id: int,
        channel_id: int | str,
        user_id: int,
        command: str | Sequence[str],
        options: dict[str, Any] | None = None,
        *,
        locale: str = "fr",
        bypass_permissions: bool = False,
        timeout: float = 10.0,
    ) -> Interaction:
        """A member runs a slash command: an APPLICATION_COMMAND interaction built from the synced definition.

        `command`: canonical or localized name, with subcommands ("odds armour", ("cote", "armure")).
        `options`: {name (canonical or localized): value}; values are typed from the definition
        (bools accept vrai/faux/oui/non, user options accept an id, a mention or a member name,
        attachments a FakeAttachment, its id or filename). Raises InvocationError (in the member's language)
        where the Discord client would refuse, CommandNotAllowed when Discord hides the command.
        """
        guild = self._guild(guild_id, locale)
        resolved = self.find_command(guild.id, command, locale=locale)
        if not bypass_permissions:
            self._check_allowed(guild, user_id, resolved, locale)
        tree, res = build_options(resolved, options, _GuildResolver(self, guild, locale), locale=locale)
        given = {key: value for key, value in (("options", tree), ("resolved", res)) if value}
        return await self._command_interaction(2, guild, channel_id, user_id, resolved, given, locale, timeout)

    async def _command_interaction(
        self,
        kind: int,
        guild: FakeGuild,
        channel_id: int | str,
        user_id: int,
        resolved: ResolvedCommand,
        given: dict[str, Any],
        locale: str,
        timeout: float,
    ) -> Interaction:
        """A slash command (type 2) or an autocomplete (type 4) on a synced command, with ``given`` options."""
        root = resolved.root
        data: dict[str, Any] = {"id": root["id"], "name": root["name"], "type": 1, **given}
        if root.get("guild_id"):
            data["guild_id"] = root["guild_id"]
        return await self._dispatch_interaction(
            kind=kind,
            guild_id=guild.id,
            channel_id=channel_id,
            user_id=user_id,
            data=data,
            command=resolved.qualified_name,
            locale=locale,
            timeout=timeout,
        )

    async def autocomplete(
        self,
        guild_id: int,
        channel_id: int | str,
        user_id: int,
        command: str | Sequence[str],
        options: dict[str, Any] | None = None,
        focused: str = "name",
        *,
        locale: str = "fr",
        timeout: float = 10.0,
    ) -> list[dict[str, Any]]:
        """A member types in an autocomplete option: returns the choices the bot answered (type 8)."""
        guild = self._guild(guild_id, locale)
        resolved = self.find_command(guild.id, command, locale=locale)
        tree, _ = build_options(resolved, options, _GuildResolver(self, guild, locale), locale=locale, focused=focused)
        rec = await self._command_interaction(
            4, guild, channel_id, user_id, resolved, {"options": tree}, locale, timeout
        )
        self.last_autocomplete = rec
        callback = await rec.response(timeout)
        if callback.type != 8:
            raise AssertionError(f"autocomplete answered with callback type {callback.type}, expected 8")
        return rec.choices or []

    def forge(self, components: list[dict[str, Any]], guild_id: int, channel_id: int) -> Message:
        """A message in any channel of any server carrying ``components`` (another message's, or custom ids written by
        hand), as if the bot had sent it there: for tests that a custom id replayed from elsewhere is read where it is
        clicked, not where it was made."""
        payload = {"content": "\u200b", "components": copy.deepcopy(components)}
        return self._new_message(channel_id=channel_id, guild_id=guild_id, payload=payload, uploads=[], origin="forged")

    def _message(self, message: Message | int, locale: str | None = None) -> Message:
        if isinstance(message, Message):
            return message
        try:
            return self.messages[int(message)]
        except KeyError:
            raise InvocationError(word("fake.unknown_message", lang_of(locale), message=message)) from None

    def _component_user(self, msg: Message, user_id: int | None, locale: str | None = None) -> int:
        if user_id is not None:
            return int(user_id)
        if msg.interaction is not None:
            return msg.interaction.user.id
        guild = self.guilds.get(msg.guild_id or 0)
        if guild is None:
            raise InvocationError(word("fake.no_author", lang_of(locale)))
        return guild.owner_id

    async def click(
        self,
        message: Message | int,
        custom_id: str,
        user_id: int | None = None,
        *,
        locale: str = "fr",
        timeout: float = 10.0,
    ) -> Interaction:
        """A member presses a button (by custom_id, or by label) on a message: a component interaction.

        user_id defaults to the member who ran the command that produced the message.
        """
        msg = self._message(message, locale)
        comp = msg.component(custom_id)
        if comp.get("type") != 2:
            raise InvocationError(
                word("fake.not_a_button", lang_of(locale), custom_id=custom_id, kind=comp.get("type"))
            )
        if comp.get("style") in (5, 6):
            raise InvocationError(word("fake.link_button", lang_of(locale), label=comp.get("label")))
        if comp.get("disabled"):
            raise InvocationError(word("click.disabled_button", lang_of(locale), label=comp.get("label") or custom_id))
        data = {"custom_id": comp["custom_id"], "component_type": 2}
        if "id" in comp:
            data["id"] = comp["id"]
        return await self._component_interaction(msg, data, user_id, locale, timeout, f"button {comp['custom_id']}")

    async def select(
        self,
        message: Message | int,
        custom_id: str,
        values: Sequence[str] | str,
        user_id: int | None = None,
        *,
        locale: str = "fr",
        timeout: float = 10.0,
    ) -> Interaction:
        """A member picks `values` (option values or labels) in a select menu of a message."""
        msg = self._message(message, locale)
        comp = msg.component(custom_id)
        kind = comp.get("type")
        if kind not in (3, 5, 6, 7, 8):
            raise InvocationError(word("fake.not_a_menu", lang_of(locale), custom_id=custom_id))
        if comp.get("disabled"):
            label = comp.get("placeholder") or custom_id
            raise InvocationError(word("click.disabled_menu", lang_of(locale), label=label))
        wanted = [values] if isinstance(values, str) else list(values)
        data: dict[str, Any] = {"custom_id": comp["custom_id"], "component_type": kind}
        if "id" in comp:
            data["id"] = comp["id"]
        options = [Option(0, str(o.get("label")), str(o.get("value"))) for o in comp.get("options") or []]
        menu = Menu(comp, options, lang=lang_of(locale))
        guild = self._guild(msg.guild_id or 0, locale)
        try:
            data["values"], resolved = self._chosen(guild, menu, wanted)
        except Refused as exc:
            raise InvocationError(str(exc)) from None
        if kind != 3:
            data["resolved"] = resolved
        return await self._component_interaction(msg, data, user_id, locale, timeout, f"select {comp['custom_id']}")

    def resolve_entity(
        self, guild_id: int, kind: int, value: Any, channel_types: Sequence[int] = (), *, locale: str | None = None
    ) -> tuple[int, list[tuple[str, str, dict[str, Any]]]]:
        """A member, role or channel named as a person types it (name, mention or id) for a menu of `kind`
        (5 user, 6 role, 7 mentionable, 8 channel): its id and the `resolved` entries; InvocationError else."""
        resolver = _GuildResolver(self, self._guild(guild_id), locale)
        if kind == 5:
            return resolver.user(value)
        if kind == 6:
            return resolver.role(value)
        if kind == 8:
            return resolver.channel(value, list(channel_types))
        try:
            return resolver.user(value)
        except InvocationError:
            return resolver.role(value)

    def _chosen(self, guild: FakeGuild | None, menu: Menu, wanted: Sequence[Any]) -> tuple[list[str], dict[str, Any]]:
        """The values a menu sends for what was picked (option values or labels; entities by name or id),
        refused (Refused) when their count is not one the menu takes."""
        picked: list[str] = []
        resolved: dict[str, dict[str, Any]] = {}
        menu.check_typed(len(wanted), ", ".join(str(v) for v in wanted))
        for value in wanted:
            if menu.kind in (3, 21, 22):
                option = next((o for o in menu.options if o.value == value), None)
                if option is None:
                    option = next((o for o in menu.options if fold(o.label) == fold(str(value))), None)
                if option is None:
                    listed = ", ".join(o.label for o in menu.options)
                    raise Refused(word("fake.no_option", menu.lang, value=value, listed=listed))
                if option.value not in picked:
                    picked.append(option.value)
            else:
                try:
                    assert guild is not None  # entity menus are refused outside a server
                    oid, entries = self.resolve_entity(
                        guild.id, menu.kind, value, menu.comp.get("channel_types") or [], locale=menu.lang
                    )
                except InvocationError as exc:
                    raise Refused(str(exc)) from None
                picked.append(str(oid))
                for section, key, payload in entries:
                    resolved.setdefault(section, {})[key] = payload
        menu.check_count(len(picked))
        return picked, resolved

    async def _component_interaction(
        self, msg: Message, data: dict[str, Any], user_id: int | None, locale: str, timeout: float, what: str
    ) -> Interaction:
        if msg.deleted:
            raise InvocationError(word("click.deleted", lang_of(locale)))
        if msg.guild_id is None:
            raise InvocationError(word("fake.dm_components", lang_of(locale)))
        uid = self._component_user(msg, user_id, locale)
        if msg.ephemeral and msg.interaction is not None and msg.interaction.user.id != uid:
            raise InvocationError(word("click.not_yours", lang_of(locale)))
        return await self._dispatch_interaction(
            kind=3,
            guild_id=msg.guild_id,
            channel_id=msg.channel_id,
            user_id=uid,
            data=data,
            command=what,
            locale=locale,
            timeout=timeout,
            message=msg,
        )

    async def submit_modal(
        self,
        source: Interaction | dict[str, Any],
        values: dict[str, Any],
        user_id: int | None = None,
        *,
        guild_id: int | None = None,
        channel_id: int | None = None,
        locale: str = "fr",
        timeout: float = 10.0,
    ) -> Interaction:
        """Fill in and submit the modal the bot opened (callback type 9): a MODAL_SUBMIT interaction.

        `source`: the Interaction record that got the modal (or the modal dict, then give guild_id and
        channel_id). `values`: {custom_id or label: text} (a list of values for selects in labels).
        Text inputs and selects are answered in the shape the modal used (action rows or Label (18)).
        """
        if isinstance(source, Interaction):
            modal = source.modal
            if modal is None:
                raise InvocationError(word("fake.no_modal", lang_of(locale)))
            gid, cid = source.guild_id, source.channel_id
            uid = user_id if user_id is not None else source.user.id
            message = source.source_message
        else:
            modal = source
            if guild_id is None or channel_id is None or user_id is None:
                raise ValueError("submit_modal(dict) needs guild_id, channel_id and user_id")
            gid, cid, uid, message = guild_id, channel_id, user_id, None
        remaining = {str(k).casefold(): v for k, v in values.items()}
        used: set[str] = set()
        lang = lang_of(locale)
        guild = self._guild(gid, locale) if gid is not None else None
        resolved: dict[str, dict[str, Any]] = {}
        fields = {id(f.comp): f for f in form_fields(modal.get("components", []), lang)}

        def take(custom_id: str, label: str | None) -> Any:
            for key in (custom_id.casefold(), (label or "").casefold()):
                if key and key in remaining:
                    used.add(key)
                    return remaining[key]
            return None

        def as_list(value: Any) -> list[Any]:
            if value is None or value == "":
                return []
            return [value] if isinstance(value, str | int) else list(value)

        def leaf(comp: dict[str, Any], label: str | None) -> dict[str, Any]:
            kind = comp.get("type")
            cid_ = comp.get("custom_id", "")
            field_ = fields.get(id(comp)) or Field(comp, label or comp.get("label") or cid_, lang=lang)
            value = take(cid_, label or comp.get("label"))
            out: dict[str, Any] = {"type": kind, "custom_id": cid_}
            if "id" in comp:
                out["id"] = comp["id"]
            try:
                if kind == 4:
                    text = str(comp.get("value") or "") if value is None else str(value)
                    check_text(field_, text)
                    out["value"] = text
                elif field_.menu is not None:
                    wanted = as_list(value) if value is not None else field_.menu.defaults
                    if field_.menu.kind in ENTITY_SELECTS and guild is None:
                        raise Refused(word("fake.entity_menu_needs_guild", lang))
                    picked, chosen = self._chosen(guild, field_.menu, wanted)
                    for section, items in chosen.items():
                        resolved.setdefault(section, {}).update(items)
                    if kind == 21:
                        out["value"] = picked[0] if picked else None
                    else:
                        out["values"] = picked
                elif kind == FILE_UPLOAD:
                    ids = []
                    for item in as_list(value):
                        try:
                            aid, entries = _GuildResolver(self, guild, locale).attachment(item)  # type: ignore[arg-type]  # a file reads no server
                        except InvocationError as exc:
                            raise Refused(str(exc)) from None
                        ids.append(str(aid))
                        for section, key, payload in entries:
                            resolved.setdefault(section, {})[key] = payload
                    check_files(field_, len(ids))
                    out["values"] = ids
                elif kind == 23:
                    out["value"] = bool(comp.get("default")) if value is None else bool(value)
            except Refused as exc:
                raise InvocationError(str(exc)) from None
            return out

        def mirror(comp: dict[str, Any]) -> dict[str, Any] | None:
            kind = comp.get("type")
            if kind == 1:
                return {
                    "type": 1,
                    **({"id": comp["id"]} if "id" in comp else {}),
                    "components": [leaf(c, None) for c in comp.get("components", [])],
                }
            if kind == 18:
                out = {"type": 18, "component": leaf(comp["component"], comp.get("label"))}
                if "id" in comp:
                    out["id"] = comp["id"]
                return out
            if kind == 10:
                return {"type": 10, **({"id": comp["id"]} if "id" in comp else {})}
            return leaf(comp, None)

        components = [m for m in (mirror(c) for c in modal.get("components", [])) if m is not None]
        unknown = set(remaining) - used
        if unknown:
            raise InvocationError(count(len(unknown), "fake.unknown_fields", lang, names=", ".join(sorted(unknown))))
        data: dict[str, Any] = {"custom_id": modal["custom_id"], "components": components}
        if resolved:
            data["resolved"] = resolved
        if gid is None:
            raise InvocationError(word("fake.unknown_guild", lang, guild=gid))
        return await self._dispatch_interaction(
            kind=5,
            guild_id=gid,
            channel_id=cid,
            user_id=uid,
            data=data,
            command=f"modal {modal['custom_id']}",
            locale=locale,
            timeout=timeout,
            message=message,
        )

    # ------------------------------------------------------------------ gateway

    async def _ws_handler(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(max_msg_size=0, autoping=True)
        await ws.prepare(request)
        compress = request.query.get("compress")
        encoding = request.query.get("encoding", "json")
        self.connection_count += 1
        self.gateway_paths.append(request.path)
        self.gateway_queries.append(request.query_string)
        if encoding != "json":
            await ws.close(code=4002, message=b"fakediscord only speaks encoding=json")
            return ws
        if compress not in (None, "zlib-stream", "zstd-stream"):
            await ws.close(code=4000, message=b"unknown compression")
            return ws
        try:
            conn = GatewayConnection(ws, compress=compress, path=request.path, number=self.connection_count)
        except ImportError:
            log.error("the client asked for zstd-stream but the zstandard module is missing")
            await ws.close(code=4000, message=b"zstd-stream unavailable")
            return ws
        self.connections.append(conn)
        self.notifier.notify()
        try:
            await self._gateway_open.wait()
            conn.send({"op": OP_HELLO, "d": {"heartbeat_interval": self.heartbeat_interval_ms}})
            async for msg in ws:
                if msg.type == WSMsgType.TEXT:
                    try:
                        payload = json.loads(msg.data)
                    except ValueError:
                        await conn.close(code=4002, message=b"decode error")
                        break
                    await self._on_gateway_message(conn, payload)
                elif msg.type == WSMsgType.BINARY:
                    await conn.close(code=4002, message=b"binary frames are not expected from a client")
                    break
                elif msg.type == WSMsgType.ERROR:
                    break
        except Exception as exc:
            self.errors.append(f"gateway: {exc!r}")
            log.exception("fakediscord gateway handler failed")
        finally:
            conn.closed = True
            if conn.session is not None and conn.session.conn is conn:
                conn.session.conn = None
            if conn in self.connections:
                self.connections.remove(conn)
            await conn.stop_writer()
            self.notifier.notify()
            log.debug("gateway connection %s closed (code %s)", conn.number, ws.close_code)
        return ws

    async def _on_gateway_message(self, conn: GatewayConnection, payload: dict[str, Any]) -> None:
        op = payload.get("op")
        data = payload.get("d")
        if op == OP_HEARTBEAT:
            conn.send({"op": OP_HEARTBEAT_ACK, "d": None})
        elif op == OP_IDENTIFY:
            await self._identify(conn, data or {})
        elif op == OP_RESUME:
            await self._resume(conn, data or {})
        elif op == OP_REQUEST_MEMBERS:
            self._request_members(conn, data or {})
        elif op in (OP_PRESENCE, OP_VOICE_STATE):
            pass
        else:
            log.warning("fakediscord: unknown gateway opcode %r from the client: %s", op, payload)
            await conn.close(code=4001, message=b"unknown opcode")

    def _token_ok(self, token: str | None) -> bool:
        return bool(token) and (self.token is None or token == self.token)

    async def _identify(self, conn: GatewayConnection, data: dict[str, Any]) -> None:
        if conn.session is not None:
            await conn.close(code=4005, message=b"already authenticated")
            return
        if not self._token_ok(data.get("token")):
            await conn.close(code=4004, message=b"authentication failed")
            return
        shard = tuple(data["shard"]) if data.get("shard") else None
        session = GatewaySession(
            intents=int(data.get("intents") or 0),
            shard=shard,
            max_events=self.max_session_events,
        )
        for key, old in list(self.sessions.items()):
            # the same shard again, an unsharded bot, or another shard count: the older session is over
            if key == shard or key is None or shard is None or key[1] != shard[1]:
                old.invalidated = True
                del self.sessions[key]
        self.sessions[shard] = session
        self.session = session
        conn.session = session
        session.conn = conn
        self.identify_count += 1
        self.identifies.append(data)
        guilds = [g for g in self.guilds.values() if self._in_shard(g.id, shard)]
        session.announced = {g.id for g in guilds}
        ready = {
            "v": 10,
            "user": {**self.bot_user.payload(), "verified": True, "mfa_enabled": False, "email": None},
            "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
            "session_id": session.id,
            "session_type": "normal",
            "resume_gateway_url": self.resume_gateway_url,
            "application": {"id": str(self.app_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "guild_join_requests": [],
            "geo_ordered_rtc_regions": ["rotterdam"],
            "user_settings": {},
            "auth": {},
        }
        if shard is not None:
            ready["shard"] = list(shard)

        def delivered() -> None:
            self._ready_delivered.add(session.id)
            self.notifier.notify()

        session.dispatch("READY", ready, on_sent=None if guilds else delivered)
        for i, guild in enumerate(guilds):
            session.dispatch(
                "GUILD_CREATE", self._guild_create_payload(guild), on_sent=delivered if i == len(guilds) - 1 else None
            )
        self.notifier.notify()

    @staticmethod
    def _in_shard(guild_id: int, shard: tuple[int, int] | None) -> bool:
        return shard is None or (guild_id >> 22) % shard[1] == shard[0]

    async def _resume(self, conn: GatewayConnection, data: dict[str, Any]) -> None:
        session = next((s for s in self.sessions.values() if s.id == data.get("session_id")), None)
        seq = data.get("seq")
        if (
            session is None
            or session.id != data.get("session_id")
            or not self._token_ok(data.get("token"))
            or not session.can_resume_from(seq)
        ):
            log.info("fakediscord: RESUME refused (unknown session or too old), sending op 9")
            conn.send({"op": OP_INVALID_SESSION, "d": False})
            return
        old = session.conn
        if old is not None and old is not conn:
            session.conn = None
            await old.close(code=4000)

        def mark(payload: dict[str, Any]) -> None:
            if payload.get("t") == "INTERACTION_CREATE":
                rec = self.interactions.get(int(payload["d"]["id"]))
                if rec is not None:
                    rec.replayed = True

        replayed = session.replay(conn, seq, mark)
        conn.session = session
        session.conn = conn
        session.dispatch("RESUMED", {})
        self.resume_count += 1
        log.info("fakediscord: session resumed from seq %s, %d dispatch(es) replayed", seq, replayed)
        self.notifier.notify()

    def _request_members(self, conn: GatewayConnection, data: dict[str, Any]) -> None:
        guild = self.guilds.get(int(data.get("guild_id") or 0))
        if guild is None or conn.session is None:
            return
        members = list(guild.members.values())
        query = (data.get("query") or "").casefold()
        if data.get("user_ids"):
            wanted = {int(u) for u in data["user_ids"]}
            members = [m for m in members if m.user.id in wanted]
        elif query:
            members = [m for m in members if m.user.username.casefold().startswith(query)]
        limit = int(data.get("limit") or 0)
        if limit:
            members = members[:limit]
        chunk = {
            "guild_id": str(guild.id),
            "members": [m.payload() for m in members],
            "chunk_index": 0,
            "chunk_count": 1,
            "not_found": [],
        }
        if data.get("nonce"):
            chunk["nonce"] = data["nonce"]
        conn.session.dispatch("GUILD_MEMBERS_CHUNK", chunk)

    def _guild_create_payload(self, guild: FakeGuild) -> dict[str, Any]:
        text_channels = [c for c in guild.channels.values() if c.type == 0]
        return {
            **self._guild_payload(guild),
            "joined_at": iso_now(),
            "large": False,
            "unavailable": False,
            "member_count": len(guild.members),
            "members": [m.payload() for m in guild.members.values()],
            "channels": [{k: v for k, v in c.payload().items() if k != "guild_id"} for c in guild.channels.values()],
            "threads": [],
            "voice_states": [],
            "presences": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
            "embedded_activities": [],
            "system_channel_id": str(text_channels[0].id) if text_channels else None,
            "lazy": True,
        }

    def _guild_payload(self, guild: FakeGuild) -> dict[str, Any]:
        return {
            "id": str(guild.id),
            "name": guild.name,
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "banner": None,
            "description": None,
            "owner_id": str(guild.owner_id),
            "roles": [r.payload() for r in guild.roles.values()],
            "emojis": [],
            "stickers": [],
            "features": [],
            "preferred_locale": guild.locale,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "nsfw_level": 0,
            "premium_tier": 0,
            "premium_subscription_count": 0,
            "premium_progress_bar_enabled": False,
            "afk_timeout": 300,
            "afk_channel_id": None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "public_updates_channel_id": None,
            "safety_alerts_channel_id": None,
            "vanity_url_code": None,
            "max_members": 500000,
            "max_video_channel_users": 25,
            "max_stage_video_channel_users": 50,
            "widget_enabled": False,
            "application_id": None,
            "incidents_data": None,
        }

    def _dispatch_if_live(self, guild: FakeGuild, event: str, make: Callable[[], dict[str, Any]]) -> None:
        """Tell a connected bot about a change in a guild it already received."""
        session = self.session_for(guild.id)
        if session is not None and guild.id in session.announced:
            session.dispatch(event, make())

    # ------------------------------------------------------------------ REST plumbing

    def _add_routes(self, app: web.Application) -> None:
        r = app.router
        a = API_PREFIX
        r.add_get("/gateway", self._ws_handler)
        r.add_get("/gateway/", self._ws_handler)
        r.add_get("/gateway-resume", self._ws_handler)
        r.add_get("/gateway-resume/", self._ws_handler)
        r.add_get("/attachments/{attachment_id}/{filename}", self._get_attachment)
        routes: list[tuple[str, str, Callable[..., Any]]] = [
            ("GET", "/users/@me", self._get_me),
            ("POST", "/users/@me/channels", self._create_dm),
            ("GET", "/users/{user_id}", self._get_user),
            ("GET", "/oauth2/applications/@me", self._get_application),
            ("GET", "/applications/@me", self._get_application),
            ("GET", "/gateway", self._get_gateway),
            ("GET", "/gateway/bot", self._get_gateway),
            ("GET", "/applications/{app_id}/commands", self._list_commands),
            ("PUT", "/applications/{app_id}/commands", self._bulk_commands),
            ("POST", "/applications/{app_id}/commands", self._upsert_command),
            ("GET", "/applications/{app_id}/commands/{command_id}", self._get_command),
            ("PATCH", "/applications/{app_id}/commands/{command_id}", self._edit_command),
            ("DELETE", "/applications/{app_id}/commands/{command_id}", self._delete_command),
            ("GET", "/applications/{app_id}/guilds/{guild_id}/commands/permissions", self._command_permissions),
            ("GET", "/applications/{app_id}/guilds/{guild_id}/commands", self._list_commands),
            ("PUT", "/applications/{app_id}/guilds/{guild_id}/commands", self._bulk_commands),
            ("POST", "/applications/{app_id}/guilds/{guild_id}/commands", self._upsert_command),
            ("GET", "/applications/{app_id}/guilds/{guild_id}/commands/{command_id}", self._get_command),
            ("PATCH", "/applications/{app_id}/guilds/{guild_id}/commands/{command_id}", self._edit_command),
            ("DELETE", "/applications/{app_id}/guilds/{guild_id}/commands/{command_id}", self._delete_command),
            ("POST", "/interactions/{interaction_id}/{token}/callback", self._interaction_callback),
            ("POST", "/webhooks/{app_id}/{token}", self._followup),
            ("GET", "/webhooks/{app_id}/{token}/messages/{message_id}", self._webhook_get),
            ("PATCH", "/webhooks/{app_id}/{token}/messages/{message_id}", self._webhook_edit),
            ("DELETE", "/webhooks/{app_id}/{token}/messages/{message_id}", self._webhook_delete),
            ("GET", "/channels/{channel_id}", self._get_channel),
            ("GET", "/channels/{channel_id}/messages", self._channel_history),
            ("POST", "/channels/{channel_id}/messages", self._channel_send),
            ("GET", "/channels/{channel_id}/messages/{message_id}", self._channel_get_message),
            ("PATCH", "/channels/{channel_id}/messages/{message_id}", self._channel_edit_message),
            ("DELETE", "/channels/{channel_id}/messages/{message_id}", self._channel_delete_message),
            ("POST", "/channels/{channel_id}/typing", self._no_content),
            ("PUT", "/channels/{channel_id}/messages/{message_id}/reactions/{emoji}/@me", self._no_content),
            ("DELETE", "/channels/{channel_id}/messages/{message_id}/reactions/{emoji}/@me", self._no_content),
            ("GET", "/guilds/{guild_id}", self._get_guild),
            ("GET", "/guilds/{guild_id}/channels", self._get_guild_channels),
            ("GET", "/guilds/{guild_id}/roles", self._get_guild_roles),
            ("GET", "/guilds/{guild_id}/members", self._list_members),
            ("GET", "/guilds/{guild_id}/members/{user_id}", self._get_member),
        ]
        for method, path, handler in routes:
            r.add_route(method, a + path, handler)
        r.add_route("*", "/{tail:.*}", self._unknown_route)

    @web.middleware
    async def _middleware(self, request: web.Request, handler: Callable[..., Any]) -> web.StreamResponse:
        if not request.path.startswith(API_PREFIX):
            passed: web.StreamResponse = await handler(request)
            return passed
        path = request.path[len(API_PREFIX) :]
        record = RequestRecord(method=request.method, path=path, query=dict(request.query), json=None)
        self.requests.append(record)
        try:
            if not (path.startswith("/interactions/") or path.startswith("/webhooks/")):
                auth = request.headers.get("Authorization", "")
                if not auth.startswith("Bot ") or not self._token_ok(auth[4:]):
                    raise ApiError(401, 0, "401: Unauthorized")
            response: web.StreamResponse = await handler(request)
        except ApiError as err:
            body: dict[str, Any] = {"message": err.message, "code": err.code}
            if err.errors is not None:
                body["errors"] = err.errors
            if err.status in (400, 413) or err.code == 50035:
                reason = f"{request.method} {path}: {err.summary or err.message}"
                self.rejected.append((f"{request.method} {path}", reason))
                log.warning("fakediscord refused %s", reason)
            response = json_response(body, err.status)
        except web.HTTPException:
            raise
        except Exception as exc:
            # A bug in the fake: answer 400 (a 5xx makes discord.py retry for ~25 s) and say it loudly.
            self.errors.append(f"{request.method} {path}: {exc!r}")
            log.exception("fakediscord internal error on %s %s", request.method, path)
            response = json_response({"message": f"fakediscord internal error: {exc!r}", "code": 0}, 400)
        record.status = response.status
        if record.json is None:
            record.json = request.get(_JSON)
        record.files = request.get(_FILES, [])
        self.notifier.notify()
        return response

    async def _unknown_route(self, request: web.Request) -> web.Response:
        what = f"{request.method} {request.path}"
        self.unknown_routes.append(what)
        log.warning("fakediscord: no route for %s — answering 404 (add it to fakediscord/server.py)", what)
        return json_response({"message": "404: Not Found", "code": 0}, 404)

    async def _read(self, request: web.Request) -> tuple[Any, list[Upload]]:
        """The JSON payload (plain or multipart payload_json) and the uploaded files."""
        if _READ in request:
            return request[_JSON], request[_UPLOADS]
        payload: Any = None
        uploads: list[Upload] = []
        if request.content_type == "multipart/form-data":
            reader = await request.multipart()
            while True:
                part = await reader.next()
                if part is None:
                    break
                if not isinstance(part, BodyPartReader):
                    raise ApiError(400, 50035, "Invalid Form Body")  # a nested multipart: Discord takes none
                name = part.name or ""
                filename = part.filename
                if name == "payload_json":
                    payload = json.loads(await part.text())
                elif filename is not None:
                    data = await part.read(decode=False)
                    uploads.append(Upload(name, filename, bytes(data), part.headers.get("Content-Type")))
                else:
                    await part.read()
        else:
            raw = await request.read()
            if raw:
                try:
                    payload = json.loads(raw)
                except ValueError:
                    raise ApiError(400, 50109, "The request body contains invalid JSON.") from None
        request[_READ] = True
        request[_JSON] = payload
        request[_UPLOADS] = uploads
        request[_FILES] = [u.filename for u in uploads]
        return payload, uploads

    async def _no_content(self, request: web.Request) -> web.Response:
        return web.Response(status=204)

    # ------------------------------------------------------------------ REST: identity, gateway, attachments

    async def _get_me(self, request: web.Request) -> web.Response:
        return json_response(
            {**self.bot_user.payload(), "verified": True, "mfa_enabled": False, "locale": "fr", "email": None}
        )

    async def _get_user(self, request: web.Request) -> web.Response:
        user = self.users.get(int(request.match_info["user_id"]))
        if user is None:
            raise ApiError(404, 10013, "Unknown User")
        return json_response(user.payload())

    async def _get_application(self, request: web.Request) -> web.Response:
        owner = self.users.get(self.app_owner_id or 0) or FakeUser(id=self.app_owner_id or 1, username="owner")
        return json_response(
            {
                "id": str(self.app_id),
                "name": self.bot_user.username,
                "icon": None,
                "description": "",
                "summary": "",
                "type": None,
                "bot_public": True,
                "bot_require_code_grant": False,
                "verify_key": "0" * 64,
                "flags": 0,
                "owner": owner.payload(),
                "team": None,
                "rpc_origins": [],
                "tags": [],
                "redirect_uris": [],
                "interactions_endpoint_url": None,
                "role_connections_verification_url": None,
                "approximate_guild_count": len(self.guilds),
                "install_params": None,
                "integration_types_config": {"0": {}},
                "bot": self.bot_user.payload(),
            }
        )

    async def _get_gateway(self, request: web.Request) -> web.Response:
        body: dict[str, Any] = {"url": self.gateway_url}
        if request.path.endswith("/bot"):
            body.update(
                shards=self.recommended_shards,
                session_start_limit={"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1},
            )
        return json_response(body)

    async def _get_attachment(self, request: web.Request) -> web.Response:
        att = self.attachments.get(int(request.match_info["attachment_id"]))
        if att is None:
            return json_response({"message": "404: Not Found", "code": 0}, 404)
        return web.Response(body=att.data, content_type=att.content_type or "application/octet-stream")

    # ------------------------------------------------------------------ REST: commands

    def _check_app(self, request: web.Request) -> None:
        if request.match_info.get("app_id") not in (str(self.app_id), None):
            raise ApiError(404, 10002, "Unknown Application")

    def _scope(self, request: web.Request) -> int | None:
        gid = request.match_info.get("guild_id")
        if gid is None:
            return None
        if int(gid) not in self.guilds:
            raise ApiError(404, 10004, "Unknown Guild")
        return int(gid)

    async def _list_commands(self, request: web.Request) -> web.Response:
        self._check_app(request)
        return json_response(self.commands(self._scope(request)))

    async def _bulk_commands(self, request: web.Request) -> web.Response:
        self._check_app(request)
        scope = self._scope(request)
        payload, _ = await self._read(request)
        stored = self._store_commands(scope, payload, record=True)
        log.info("commands synced (%s): %s", scope or "global", ", ".join(c["name"] for c in stored))
        return json_response(stored)

    async def _upsert_command(self, request: web.Request) -> web.Response:
        self._check_app(request)
        scope = self._scope(request)
        payload, _ = await self._read(request)
        current = [c for c in self._commands.get(scope, []) if c["name"] != payload.get("name")]
        stored = self._store_commands(scope, [*current, payload], record=False)
        created = next(c for c in stored if c["name"] == payload.get("name"))
        return json_response(created, 201)

    def _command(self, request: web.Request) -> tuple[int | None, dict[str, Any]]:
        scope = self._scope(request)
        cid = request.match_info["command_id"]
        for cmd in self._commands.get(scope, []):
            if cmd["id"] == cid:
                return scope, cmd
        raise ApiError(404, 10063, "Unknown application command")

    async def _get_command(self, request: web.Request) -> web.Response:
        self._check_app(request)
        return json_response(copy.deepcopy(self._command(request)[1]))

    async def _edit_command(self, request: web.Request) -> web.Response:
        self._check_app(request)
        scope, cmd = self._command(request)
        payload, _ = await self._read(request)
        updated = {**copy.deepcopy(cmd), **payload}
        others = [c for c in self._commands.get(scope, []) if c["id"] != cmd["id"]]
        stored = self._store_commands(scope, [*others, updated], record=False)
        return json_response(next(c for c in stored if c["name"] == updated["name"]))

    async def _delete_command(self, request: web.Request) -> web.Response:
        self._check_app(request)
        scope, cmd = self._command(request)
        self._commands[scope] = [c for c in self._commands.get(scope, []) if c["id"] != cmd["id"]]
        return web.Response(status=204)

    async def _command_permissions(self, request: web.Request) -> web.Response:
        self._check_app(request)
        return json_response([])

    # ------------------------------------------------------------------ messages (shared by routes)

    def _store_uploads(self, uploads: list[Upload], payload: dict[str, Any] | None) -> list[FakeAttachment]:
        descriptions: dict[int, dict[str, Any]] = {}
        for att in (payload or {}).get("attachments") or []:
            if isinstance(att, dict) and "id" in att:
                with contextlib.suppress(TypeError, ValueError):
                    descriptions[int(att["id"])] = att
        total = sum(len(u.data) for u in uploads)
        if total > ATTACHMENT_SIZE_LIMIT:
            raise ApiError(413, 40005, "Request entity too large")
        stored = []
        for index, upload in enumerate(uploads):
            match = re.fullmatch(r"files\[(\d+)\]", upload.field)
            n = int(match.group(1)) if match else index
            meta = descriptions.get(n, {})
            stored.append(
                self._store_attachment(
                    meta.get("filename") or upload.filename, upload.data, upload.content_type, meta.get("description")
                )
            )
        return stored

    def _number_components(self, components: Any) -> list[dict[str, Any]]:
        comps = copy.deepcopy(components or [])
        used = {c["id"] for c in walk_components(comps) if isinstance(c.get("id"), int)}
        next_id = 1
        for comp in walk_components(comps):
            if "id" not in comp:
                while next_id in used:
                    next_id += 1
                comp["id"] = next_id
                used.add(next_id)
        return comps

    def _new_message(
        self,
        *,
        channel_id: int,
        guild_id: int | None,
        payload: dict[str, Any],
        uploads: list[Upload],
        origin: str,
        interaction: Interaction | None = None,
        flags: int = 0,
        msg_type: int = 0,
        validate_content: bool = True,
    ) -> Message:
        payload = payload or {}
        if validate_content:
            problems = validate.check_message(payload, file_count=len(uploads))
            if problems:
                raise _invalid(problems)
        attachments = self._store_uploads(uploads, payload)
        own_flags = int(payload.get("flags") or 0) & _SENDABLE_FLAGS
        msg = Message(
            id=snowflake(),
            channel_id=channel_id,
            guild_id=guild_id,
            author=self.bot_user,
            origin=origin,
            content=str(payload.get("content") or ""),
            embeds=copy.deepcopy(list(payload.get("embeds") or [])),
            components=self._number_components(payload.get("components")),
            attachments=attachments,
            flags=own_flags | flags,
            allowed_mentions=payload.get("allowed_mentions"),
            tts=bool(payload.get("tts")),
            message_reference=payload.get("message_reference"),
            poll=payload.get("poll"),
            type=msg_type,
            interaction=interaction,
            webhook_id=self.app_id if interaction is not None else None,
            application_id=self.app_id if interaction is not None else None,
        )
        self.messages[msg.id] = msg
        self._channel_messages.setdefault(channel_id, []).append(msg)
        self._emit("create", msg)
        return msg

    def _response_message(
        self,
        rec: Interaction,
        origin: str,
        payload: dict[str, Any],
        uploads: list[Upload],
        flags: int,
        *,
        validate_content: bool = True,
    ) -> Message:
        """A message the bot sends through ``rec`` (its ``original`` response or a ``followup``), in its channel.

        Discord types a slash command's original response 20 (CHAT_INPUT_COMMAND), any other message 0.
        """
        return self._new_message(
            channel_id=rec.channel_id,
            guild_id=rec.guild_id,
            payload=payload,
            uploads=uploads,
            origin=origin,
            interaction=rec,
            flags=flags,
            msg_type=20 if origin == "original" and rec.type == 2 else 0,
            validate_content=validate_content,
        )

    def _apply_edit(self, msg: Message, payload: dict[str, Any], uploads: list[Upload]) -> Message:
        payload = payload or {}
        keep_ids = None
        if "attachments" in payload and payload["attachments"] is not None:
            keep_ids = set()
            for att in payload["attachments"]:
                with contextlib.suppress(TypeError, ValueError, KeyError):
                    keep_ids.add(int(att["id"]))
        kept = [a for a in msg.attachments if keep_ids is None or a.id in keep_ids]
        flags = msg.flags
        if payload.get("flags") is not None:
            flags = (msg.flags & ~_SENDABLE_FLAGS) | (int(payload["flags"]) & _SENDABLE_FLAGS)
        merged = {
            "content": payload.get("content", msg.content),
            "embeds": payload.get("embeds", msg.embeds),
            "components": payload.get("components", msg.components),
            "flags": flags,
        }
        problems = validate.check_message(merged, file_count=len(kept) + len(uploads))
        if problems:
            raise _invalid(problems)
        was_loading = msg.loading
        msg.versions.append(msg.snapshot())
        msg.content = str(merged["content"] or "")
        msg.embeds = copy.deepcopy(list(merged["embeds"] or []))
        if "components" in payload:
            msg.components = self._number_components(payload["components"])
        if "allowed_mentions" in payload:
            msg.allowed_mentions = payload["allowed_mentions"]
        msg.attachments = kept + self._store_uploads(uploads, payload)
        msg.flags = flags & ~FLAG_LOADING
        if not was_loading:
            msg.edited_timestamp = iso_now()
        self._emit("edit", msg)
        return msg

    def _delete(self, msg: Message) -> None:
        msg.deleted = True
        self._emit("delete", msg)

    # ------------------------------------------------------------------ REST: interactions

    def _interaction_by_token(self, token: str) -> Interaction:
        rec = self._by_token.get(token)
        if rec is None:
            raise ApiError(404, 10015, "Unknown Webhook")
        return rec

    async def _interaction_callback(self, request: web.Request) -> web.Response:
        rec = self.interactions.get(int(request.match_info["interaction_id"]))
        if rec is None or rec.token != request.match_info["token"]:
            raise ApiError(404, 10062, "Unknown interaction")
        body, uploads = await self._read(request)
        body = body or {}
        if rec.callback is not None:
            raise ApiError(400, 40060, "Interaction has already been acknowledged.")
        now = time.perf_counter()
        if (
            self.callback_deadline is not None
            and rec.delivered_at is not None
            and now - rec.delivered_at > self.callback_deadline
        ):
            raise ApiError(404, 10062, "Unknown interaction")
        kind = body.get("type")
        data = body.get("data") or {}
        allowed = {
            2: {4, 5, 9},
            3: {4, 5, 6, 7, 9},
            4: {8},
            5: {4, 5, 6, 7},
        }.get(rec.type, set())
        if kind not in allowed:
            raise _invalid([("type", f"callback type {kind} is not valid for an interaction of type {rec.type}")])
        message: Message | None = None
        files: list[FakeAttachment] = []
        if kind == 4:
            flags = int(data.get("flags") or 0) & FLAG_EPHEMERAL
            message = self._response_message(rec, "original", data, uploads, flags)
            files = message.attachments
            rec.original = message
        elif kind == 5:
            flags = FLAG_LOADING | (int(data.get("flags") or 0) & FLAG_EPHEMERAL)
            message = self._response_message(rec, "original", {}, [], flags, validate_content=False)
            rec.original = message
        elif kind in (6, 7):
            source = rec.source_message
            if source is None:
                raise _invalid([("type", "a deferred update / update needs a message (component interaction)")])
            rec.original = source
            if kind == 7:
                message = self._apply_edit(source, data, uploads)
                files = list(message.attachments)
                rec.edits.append(message)
        elif kind == 8:
            problems = validate.check_choices(data)
            if problems:
                raise _invalid(problems)
        elif kind == 9:
            problems = validate.check_modal(data)
            if problems:
                raise _invalid(problems)
        callback = Callback(type=kind, data=copy.deepcopy(data), message=message, files=files)
        rec.callback = callback
        rec.callback_at = now
        rec.events.append(("callback", callback))
        if kind == 7 and message is not None:
            rec.events.append(("edit", message))
        self._touch(rec)
        if request.query.get("with_response", "").lower() not in ("1", "true"):
            return web.Response(status=204)
        interaction_info: dict[str, Any] = {"id": str(rec.id), "type": rec.type}
        if message is not None:
            interaction_info["response_message_id"] = str(message.id)
            interaction_info["response_message_loading"] = kind == 5
            interaction_info["response_message_ephemeral"] = message.ephemeral
        resource: dict[str, Any] = {"type": kind}
        if message is not None and kind in (4, 5, 7):
            resource["message"] = message.payload()
        return json_response({"interaction": interaction_info, "resource": resource})

    def _webhook_record(self, request: web.Request) -> Interaction:
        if request.match_info["app_id"] != str(self.app_id):
            raise ApiError(404, 10015, "Unknown Webhook")
        rec = self._interaction_by_token(request.match_info["token"])
        if rec.callback is None:
            # the interaction webhook only exists once the interaction was acknowledged
            raise ApiError(404, 10015, "Unknown Webhook")
        return rec

    def _webhook_message(self, rec: Interaction, message_id: str) -> Message:
        if message_id == "@original":
            if rec.original is None or rec.original.deleted:
                raise ApiError(404, 10008, "Unknown Message")
            return rec.original
        for msg in rec.messages:
            if str(msg.id) == message_id and not msg.deleted:
                return msg
        raise ApiError(404, 10008, "Unknown Message")

    async def _followup(self, request: web.Request) -> web.Response:
        rec = self._webhook_record(request)
        payload, uploads = await self._read(request)
        payload = payload or {}
        original = rec.original
        if original is not None and original.loading and original.interaction is rec and not original.deleted:
            # Discord: the first followup after a "thinking" deferral replaces the loading message.
            msg = self._apply_edit(original, payload, uploads)
        else:
            msg = self._response_message(
                rec, "followup", payload, uploads, int(payload.get("flags") or 0) & FLAG_EPHEMERAL
            )
        rec.followups.append(msg)
        rec.events.append(("followup", msg))
        self._touch(rec)
        if request.query.get("wait", "").lower() not in ("1", "true"):
            return web.Response(status=204)
        return json_response(msg.payload())

    async def _webhook_get(self, request: web.Request) -> web.Response:
        rec = self._webhook_record(request)
        return json_response(self._webhook_message(rec, request.match_info["message_id"]).payload())

    async def _webhook_edit(self, request: web.Request) -> web.Response:
        rec = self._webhook_record(request)
        msg = self._webhook_message(rec, request.match_info["message_id"])
        payload, uploads = await self._read(request)
        self._apply_edit(msg, payload or {}, uploads)
        rec.edits.append(msg)
        rec.events.append(("edit", msg))
        self._touch(rec)
        return json_response(msg.payload())

    async def _webhook_delete(self, request: web.Request) -> web.Response:
        rec = self._webhook_record(request)
        msg = self._webhook_message(rec, request.match_info["message_id"])
        self._delete(msg)
        rec.events.append(("delete", msg))
        self._touch(rec)
        return web.Response(status=204)

    # ------------------------------------------------------------------ REST: channels and guilds

    def _find_channel(self, channel_id: str) -> FakeChannel:
        cid = int(channel_id)
        for guild in self.guilds.values():
            if cid in guild.channels:
                return guild.channels[cid]
        for channel in self.dm_channels.values():
            if channel.id == cid:
                return channel
        raise ApiError(404, 10003, "Unknown Channel")

    async def _get_channel(self, request: web.Request) -> web.Response:
        return json_response(self._find_channel(request.match_info["channel_id"]).payload())

    async def _channel_history(self, request: web.Request) -> web.Response:
        channel = self._find_channel(request.match_info["channel_id"])
        limit = max(1, min(100, int(request.query.get("limit", 50))))
        msgs = [m for m in self._channel_messages.get(channel.id, []) if not m.deleted and not m.ephemeral]
        if "before" in request.query:
            msgs = [m for m in msgs if m.id < int(request.query["before"])]
        if "after" in request.query:
            msgs = [m for m in msgs if m.id > int(request.query["after"])]
            msgs = msgs[:limit]
        msgs = sorted(msgs, key=lambda m: m.id, reverse=True)[:limit]
        return json_response([m.payload() for m in msgs])

    async def _channel_send(self, request: web.Request) -> web.Response:
        channel = self._find_channel(request.match_info["channel_id"])
        payload, uploads = await self._read(request)
        msg = self._new_message(
            channel_id=channel.id,
            guild_id=channel.guild_id,
            payload=payload or {},
            uploads=uploads,
            origin="channel",
            msg_type=19 if (payload or {}).get("message_reference") else 0,
        )
        return json_response(msg.payload())

    def _channel_message(self, request: web.Request) -> Message:
        channel = self._find_channel(request.match_info["channel_id"])
        msg = self.messages.get(int(request.match_info["message_id"]))
        if msg is None or msg.channel_id != channel.id or msg.deleted or msg.ephemeral:
            raise ApiError(404, 10008, "Unknown Message")
        return msg

    async def _channel_get_message(self, request: web.Request) -> web.Response:
        return json_response(self._channel_message(request).payload())

    async def _channel_edit_message(self, request: web.Request) -> web.Response:
        msg = self._channel_message(request)
        if msg.author.id != self.bot_user.id:
            raise ApiError(403, 50005, "Cannot edit a message authored by another user")
        payload, uploads = await self._read(request)
        self._apply_edit(msg, payload or {}, uploads)
        return json_response(msg.payload())

    async def _channel_delete_message(self, request: web.Request) -> web.Response:
        self._delete(self._channel_message(request))
        return web.Response(status=204)

    async def _create_dm(self, request: web.Request) -> web.Response:
        payload, _ = await self._read(request)
        uid = int((payload or {}).get("recipient_id") or 0)
        user = self.users.get(uid)
        if user is None:
            raise ApiError(400, 50007, "Cannot send messages to this user")
        channel = self.dm_channels.get(uid)
        if channel is None:
            channel = FakeChannel(id=snowflake(), name=user.username, guild_id=None, type=1, recipients=[user])
            self.dm_channels[uid] = channel
        return json_response(channel.payload())

    def _guild_of(self, request: web.Request) -> FakeGuild:
        guild = self.guilds.get(int(request.match_info["guild_id"]))
        if guild is None:
            raise ApiError(404, 10004, "Unknown Guild")
        return guild

    async def _get_guild(self, request: web.Request) -> web.Response:
        guild = self._guild_of(request)
        body = self._guild_payload(guild)
        if request.query.get("with_counts", "").lower() in ("1", "true"):
            body.update(approximate_member_count=len(guild.members), approximate_presence_count=0)
        return json_response(body)

    async def _get_guild_channels(self, request: web.Request) -> web.Response:
        return json_response([c.payload() for c in self._guild_of(request).channels.values()])

    async def _get_guild_roles(self, request: web.Request) -> web.Response:
        return json_response([r.payload() for r in self._guild_of(request).roles.values()])

    async def _get_member(self, request: web.Request) -> web.Response:
        guild = self._guild_of(request)
        member = guild.members.get(int(request.match_info["user_id"]))
        if member is None:
            raise ApiError(404, 10007, "Unknown Member")
        return json_response(member.payload())

    async def _list_members(self, request: web.Request) -> web.Response:
        guild = self._guild_of(request)
        limit = max(1, min(1000, int(request.query.get("limit", 1))))
        after = int(request.query.get("after", 0))
        members = sorted((m for m in guild.members.values() if m.user.id > after), key=lambda m: m.user.id)
        return json_response([m.payload() for m in members[:limit]])


class _GuildResolver(Resolver):
    """Resolves option values against one guild of the fake (ids, mentions or names)."""

    def __init__(self, fake: FakeDiscord, guild: FakeGuild, locale: str | None = None) -> None:
        self.fake = fake
        self.guild = guild
        self.lang = lang_of(locale)  # the client refuses a name it cannot find in its member's language

    @staticmethod
    def _id_from(value: Any, pattern: str) -> int | None:
        if isinstance(value, bool):
            return None
        if isinstance(value, int):
            return value
        if hasattr(value, "id") and isinstance(value.id, int):
            return value.id
        text = str(value).strip()
        if text.isdigit():
            return int(text)
        match = re.fullmatch(pattern, text)
        return int(match.group(1)) if match else None

    def user(self, value: Any) -> tuple[int, list[tuple[str, str, dict[str, Any]]]]:
        uid = self._id_from(value, r"<@!?(\d+)>")
        if uid is None:
            wanted = str(value).strip().lstrip("@").casefold()
            hits = [
                m
                for m in self.guild.members.values()
                if wanted
                in {m.user.username.casefold(), m.display_name.casefold(), (m.user.global_name or "").casefold()}
            ]
            if len(hits) > 1:
                names = ", ".join(f"{m.display_name} ({m.user.id})" for m in hits)
                raise InvocationError(word("resolve.member.ambiguous", self.lang, value=value, names=names))
            if not hits:
                names = ", ".join(m.display_name for m in self.guild.members.values() if not m.user.bot)
                raise InvocationError(word("resolve.member.unknown", self.lang, value=value, names=names))
            uid = hits[0].user.id
        user = self.fake.users.get(uid)
        if user is None:
            raise InvocationError(word("fake.unknown_user", self.lang, user=uid))
        entries: list[tuple[str, str, dict[str, Any]]] = [("users", str(uid), user.payload())]
        member = self.guild.members.get(uid)
        if member is not None:
            entries.append(
                ("members", str(uid), member.payload(permissions=self.guild.member_permissions(uid), with_user=False))
            )
        return uid, entries

    def channel(self, value: Any, channel_types: list[int]) -> tuple[int, list[tuple[str, str, dict[str, Any]]]]:
        cid = self._id_from(value, r"<#(\d+)>")
        try:
            channel = self.guild.channel(cid if cid is not None else str(value))
        except KeyError:
            names = ", ".join("#" + c.name for c in self.guild.channels.values())
            raise InvocationError(word("resolve.channel.unknown", self.lang, value=value, names=names)) from None
        if channel_types and channel.type not in channel_types:
            raise InvocationError(word("resolve.channel.type", self.lang, name=channel.name))
        data = {**channel.payload(), "permissions": str(self.guild.member_permissions(self.fake.bot_user.id))}
        return channel.id, [("channels", str(channel.id), data)]

    def role(self, value: Any) -> tuple[int, list[tuple[str, str, dict[str, Any]]]]:
        rid = self._id_from(value, r"<@&(\d+)>")
        try:
            role = self.guild.role(rid if rid is not None else str(value))
        except KeyError:
            names = ", ".join(r.name for r in self.guild.roles.values())
            raise InvocationError(word("resolve.role.unknown", self.lang, value=value, names=names)) from None
        return role.id, [("roles", str(role.id), role.payload())]

    def attachment(self, value: Any) -> tuple[int, list[tuple[str, str, dict[str, Any]]]]:
        att: FakeAttachment | None = None
        if isinstance(value, FakeAttachment):
            att = value
        else:
            aid = self._id_from(value, r"(\d+)")
            if aid is not None:
                att = self.fake.attachments.get(aid)
            if att is None:
                att = next((a for a in reversed(self.fake.attachments.values()) if a.filename == str(value)), None)
        if att is None:
            raise InvocationError(word("fake.unknown_file", self.lang, value=value))
        return att.id, [("attachments", str(att.id), {**att.payload(), "ephemeral": True})]


__all__ = ["ApiError", "CommandNotAllowed", "FakeDiscord", "InvocationError", "Sync"]
