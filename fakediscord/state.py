"""The fake Discord's state: its world (users, servers, channels, members), the commands the bot synced, the
messages, and the listeners the console reads — what every other part of the server reads and writes."""

from __future__ import annotations

import asyncio
import contextlib
import copy
import json
import logging
import re
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from aiohttp import web

from fakediscord import validate
from fakediscord.gateway import (
    GatewayConnection,
    GatewaySession,
)
from fakediscord.models import (
    FLAG_COMPONENTS_V2,
    FLAG_LOADING,
    FLAG_SUPPRESS_EMBEDS,
    FLAG_SUPPRESS_NOTIFICATIONS,
    FakeAttachment,
    FakeChannel,
    FakeGuild,
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
    resolve_command,
)

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


class ServerState:
    """Everything the fake Discord knows; the other parts (gateway, REST, users' actions) are its subclasses."""

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

    # ------------------------------------------------------------------ addresses and waits

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

    async def wait_for(self, predicate: Callable[[], T | None], timeout: float, what: str) -> T:
        """Wait (bounded) until predicate() returns something other than None/False, and return it.

        The predicate is re-checked whenever the fake sees something happen (a request, a frame sent, a
        connection opened or closed); state that only changes inside the bot needs polling instead."""
        return await self.notifier.wait_for(predicate, timeout, what)

    def session_for(self, guild_id: int) -> GatewaySession | None:
        """The live session of the shard that owns ``guild_id`` (where Discord sends its events)."""
        for session in self.sessions.values():
            if not session.invalidated and session.owns(guild_id):
                return session
        return None

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
