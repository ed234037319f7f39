"""Plain data kept by the fake Discord: ids, users, guilds, messages and interaction records.

Nothing here talks to the network; the server (`server.py` and its parts) fills these objects and the tests read them.
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import datetime as dt
import itertools
import time
from collections.abc import Callable
from dataclasses import InitVar, dataclass, field
from typing import Any, TypeVar

T = TypeVar("T")

DISCORD_EPOCH_MS = 1420070400000

# Message flags (https://discord.com/developers/docs/resources/message#message-object-message-flags)
FLAG_SUPPRESS_EMBEDS = 1 << 2
FLAG_EPHEMERAL = 1 << 6
FLAG_LOADING = 1 << 7
FLAG_SUPPRESS_NOTIFICATIONS = 1 << 12
FLAG_COMPONENTS_V2 = 1 << 15

# Permission bits used by the fake
ADMINISTRATOR = 1 << 3
MANAGE_GUILD = 1 << 5
ALL_PERMISSIONS = (1 << 53) - 1
DEFAULT_EVERYONE_PERMISSIONS = (
    (1 << 6)  # add reactions
    | (1 << 10)  # view channel
    | (1 << 11)  # send messages
    | (1 << 14)  # embed links
    | (1 << 15)  # attach files
    | (1 << 16)  # read message history
    | (1 << 18)  # use external emojis
    | (1 << 31)  # use application commands
)
BOT_PERMISSIONS = DEFAULT_EVERYONE_PERMISSIONS | (1 << 13) | (1 << 35) | (1 << 38)  # manage messages, threads

_counter = itertools.count(1)


def snowflake() -> int:
    """A fresh, increasing Discord-like snowflake (its timestamp part is now)."""
    ms = int(time.time() * 1000) - DISCORD_EPOCH_MS
    return (ms << 22) | (1 << 17) | (next(_counter) & 0xFFF)


def iso_now() -> str:
    return dt.datetime.now(dt.UTC).isoformat()


class Notifier:
    """Wakes up waiters each time something changes; waits are bounded and say what they expected."""

    def __init__(self) -> None:
        self._event = asyncio.Event()
        self.hints: list[Callable[[], str]] = []

    def notify(self) -> None:
        self._event.set()
        self._event = asyncio.Event()

    async def wait_for(self, predicate: Callable[[], T | None], timeout: float, what: str, *, hints: bool = True) -> T:
        """Return the first value of `predicate()` that is neither None nor False.

        Raises TimeoutError naming `what` (plus diagnostic hints unless hints=False) after `timeout` seconds.
        """
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            result = predicate()
            if result is not None and result is not False:
                return result
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise TimeoutError(self.describe_timeout(what, timeout) if hints else what)
            event = self._event
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(event.wait(), remaining)

    def describe_timeout(self, what: str, timeout: float) -> str:
        lines = [f"fakediscord: timed out after {timeout:g}s waiting for {what}"]
        for hint in self.hints:
            try:
                text = hint()
            except Exception as exc:  # a hint must never hide the timeout itself
                text = f"(hint failed: {exc!r})"
            if text:
                lines.append(text)
        return "\n".join(lines)


# --------------------------------------------------------------------------- guild data


@dataclass
class FakeUser:
    id: int
    username: str
    global_name: str | None = None
    bot: bool = False
    avatar: str | None = None

    def payload(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "username": self.username,
            "discriminator": "0",
            "global_name": self.global_name,
            "avatar": self.avatar,
            "public_flags": 0,
            "flags": 0,
            "banner": None,
            "accent_color": None,
            "avatar_decoration_data": None,
        }
        if self.bot:
            data["bot"] = True
        return data

    @property
    def display_name(self) -> str:
        return self.global_name or self.username


@dataclass
class FakeRole:
    id: int
    name: str
    permissions: int = 0
    position: int = 0
    color: int = 0
    managed: bool = False
    mentionable: bool = False
    hoist: bool = False

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "name": self.name,
            "permissions": str(self.permissions),
            "position": self.position,
            "color": self.color,
            "colors": {"primary_color": self.color, "secondary_color": None, "tertiary_color": None},
            "hoist": self.hoist,
            "managed": self.managed,
            "mentionable": self.mentionable,
            "icon": None,
            "unicode_emoji": None,
            "flags": 0,
            "description": None,
        }


@dataclass
class FakeChannel:
    id: int
    name: str
    guild_id: int | None
    type: int = 0  # 0 text, 1 DM, 2 voice, 4 category, 5 announcement, 15 forum
    position: int = 0
    topic: str | None = None
    parent_id: int | None = None
    recipients: list[FakeUser] = field(default_factory=list)

    def payload(self) -> dict[str, Any]:
        if self.type == 1:
            return {
                "id": str(self.id),
                "type": 1,
                "last_message_id": None,
                "flags": 0,
                "recipients": [u.payload() for u in self.recipients],
            }
        data: dict[str, Any] = {
            "id": str(self.id),
            "type": self.type,
            "guild_id": str(self.guild_id),
            "name": self.name,
            "position": self.position,
            "permission_overwrites": [],
            "parent_id": str(self.parent_id) if self.parent_id else None,
            "nsfw": False,
            "flags": 0,
        }
        if self.type in (0, 5):
            data.update(topic=self.topic, last_message_id=None, rate_limit_per_user=0)
        return data


@dataclass
class FakeMember:
    user: FakeUser
    roles: list[int] = field(default_factory=list)
    nick: str | None = None
    joined_at: str = field(default_factory=iso_now)

    def payload(self, *, permissions: int | None = None, with_user: bool = True) -> dict[str, Any]:
        data: dict[str, Any] = {
            "roles": [str(r) for r in self.roles],
            "nick": self.nick,
            "avatar": None,
            "banner": None,
            "joined_at": self.joined_at,
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "pending": False,
            "flags": 0,
            "communication_disabled_until": None,
            "unusual_dm_activity_until": None,
            "avatar_decoration_data": None,
        }
        if with_user:
            data["user"] = self.user.payload()
        if permissions is not None:
            data["permissions"] = str(permissions)
        return data

    @property
    def display_name(self) -> str:
        return self.nick or self.user.display_name


NamedT = TypeVar("NamedT", "FakeChannel", "FakeRole")


def _named(found: dict[int, NamedT], name_or_id: str | int, sign: str, missing: str) -> NamedT:
    """A channel or a role of a server by id, or by its name (case ignored) with or without its sign."""
    if isinstance(name_or_id, int):
        return found[name_or_id]
    wanted = name_or_id.lstrip(sign).casefold()
    for item in found.values():
        if item.name.casefold() == wanted:
            return item
    raise KeyError(missing)


@dataclass
class FakeGuild:
    id: int
    name: str
    owner_id: int
    locale: str = "fr"
    channels: dict[int, FakeChannel] = field(default_factory=dict)
    roles: dict[int, FakeRole] = field(default_factory=dict)
    members: dict[int, FakeMember] = field(default_factory=dict)

    def channel(self, name_or_id: str | int) -> FakeChannel:
        """A channel by id or by name (with or without '#')."""
        return _named(self.channels, name_or_id, "#", f"no channel {name_or_id!r} in guild {self.name!r}")

    def role(self, name_or_id: str | int) -> FakeRole:
        """A role by id or by name (with or without '@')."""
        return _named(self.roles, name_or_id, "@", f"no role {name_or_id!r} in guild {self.name!r}")

    def member_permissions(self, user_id: int) -> int:
        """Guild-wide permissions as Discord computes them (owner and administrator get everything)."""
        if user_id == self.owner_id:
            return ALL_PERMISSIONS
        member = self.members.get(user_id)
        perms = self.roles[self.id].permissions if self.id in self.roles else 0
        if member is not None:
            for role_id in member.roles:
                role = self.roles.get(role_id)
                if role is not None:
                    perms |= role.permissions
        if perms & ADMINISTRATOR:
            return ALL_PERMISSIONS
        return perms


@dataclass
class FakeAttachment:
    """A file known to the fake: uploaded by the bot, or registered by a test to be sent as an option."""

    id: int
    filename: str
    data: bytes
    content_type: str | None
    url: str
    description: str | None = None

    @property
    def size(self) -> int:
        return len(self.data)

    def payload(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "filename": self.filename,
            "size": self.size,
            "url": self.url,
            "proxy_url": self.url,
        }
        if self.content_type:
            data["content_type"] = self.content_type
        if self.description:
            data["description"] = self.description
        return data


# --------------------------------------------------------------------------- messages


def walk_components(components: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Every component of a message, depth first (rows, containers, sections, labels...)."""
    out: list[dict[str, Any]] = []
    for comp in components or []:
        out.append(comp)
        if comp.get("components"):
            out.extend(walk_components(comp["components"]))
        if comp.get("component"):
            out.extend(walk_components([comp["component"]]))
        if comp.get("accessory"):
            out.extend(walk_components([comp["accessory"]]))
    return out


@dataclass(eq=False)
class Message:
    """A message as the fake stores it: what the bot sent, kept raw, and updated in place on edits."""

    id: int
    channel_id: int
    guild_id: int | None
    author: FakeUser
    origin: str  # "channel", "original" (interaction response), "followup"
    content: str = ""
    embeds: list[dict[str, Any]] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    attachments: list[FakeAttachment] = field(default_factory=list)
    flags: int = 0
    allowed_mentions: dict[str, Any] | None = None
    tts: bool = False
    message_reference: dict[str, Any] | None = None
    poll: dict[str, Any] | None = None
    type: int = 0
    timestamp: str = field(default_factory=iso_now)
    edited_timestamp: str | None = None
    deleted: bool = False
    interaction: Interaction | None = None  # the interaction that produced it, if any
    webhook_id: int | None = None
    application_id: int | None = None
    versions: list[dict[str, Any]] = field(default_factory=list)  # earlier states, oldest first

    # --- reading helpers for tests
    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & FLAG_EPHEMERAL)

    @property
    def loading(self) -> bool:
        return bool(self.flags & FLAG_LOADING)

    @property
    def edited(self) -> bool:
        return self.edited_timestamp is not None

    @property
    def embed(self) -> dict[str, Any] | None:
        return self.embeds[0] if self.embeds else None

    def all_components(self) -> list[dict[str, Any]]:
        return walk_components(self.components)

    @property
    def buttons(self) -> list[dict[str, Any]]:
        return [c for c in self.all_components() if c.get("type") == 2]

    @property
    def selects(self) -> list[dict[str, Any]]:
        return [c for c in self.all_components() if c.get("type") in (3, 5, 6, 7, 8)]

    def component(self, key: str) -> dict[str, Any]:
        """The interactive component whose custom_id is `key`, else whose label (case-insensitive) is."""
        comps = [c for c in self.all_components() if c.get("type") in (2, 3, 5, 6, 7, 8)]
        for comp in comps:
            if comp.get("custom_id") == key:
                return comp
        folded = key.strip().strip("[]").strip().casefold()
        for comp in comps:
            if (comp.get("label") or "").casefold() == folded:
                return comp
        known = ", ".join(f"{c.get('custom_id')!r} ({c.get('label') or c.get('placeholder') or ''})" for c in comps)
        raise KeyError(f"no component {key!r} on message {self.id}; it has: {known or 'none'}")

    @property
    def text(self) -> str:
        """The message rendered as plain text (as the offline console prints it)."""
        from fakediscord.text import render_message

        return render_message(self.payload())

    def snapshot(self) -> dict[str, Any]:
        return copy.deepcopy(
            {
                "content": self.content,
                "embeds": self.embeds,
                "components": self.components,
                "flags": self.flags,
                "attachments": [a.filename for a in self.attachments],
            }
        )

    def payload(self) -> dict[str, Any]:
        """The message object as Discord would return it to the bot."""
        data: dict[str, Any] = {
            "id": str(self.id),
            "channel_id": str(self.channel_id),
            "author": self.author.payload(),
            "content": self.content,
            "timestamp": self.timestamp,
            "edited_timestamp": self.edited_timestamp,
            "tts": self.tts,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [a.payload() for a in self.attachments],
            "embeds": [_with_rich_type(e) for e in self.embeds],
            "components": copy.deepcopy(self.components),
            "pinned": False,
            "type": self.type,
            "flags": self.flags,
        }
        if self.guild_id is not None:
            data["guild_id"] = str(self.guild_id)
        if self.webhook_id is not None:
            data["webhook_id"] = str(self.webhook_id)
        if self.application_id is not None:
            data["application_id"] = str(self.application_id)
        if self.message_reference:
            data["message_reference"] = self.message_reference
        if self.poll:
            data["poll"] = self.poll
        if self.interaction is not None:
            rec = self.interaction
            data["interaction_metadata"] = {
                "id": str(rec.id),
                "type": rec.type,
                "user": rec.user.payload(),
                "authorizing_integration_owners": {"0": str(rec.guild_id)} if rec.guild_id else {},
            }
            if rec.type == 2:
                data["interaction_metadata"]["name"] = rec.command
                data["interaction"] = {
                    "id": str(rec.id),
                    "type": rec.type,
                    "name": rec.command,
                    "user": rec.user.payload(),
                }
        return data

    def __repr__(self) -> str:
        head = self.content[:40] or (self.embeds[0].get("title", "") if self.embeds else "")
        return f"<fakediscord.Message id={self.id} origin={self.origin} flags={self.flags} {head!r}>"


def _with_rich_type(embed: dict[str, Any]) -> dict[str, Any]:
    data = copy.deepcopy(embed)
    data.setdefault("type", "rich")
    return data


# --------------------------------------------------------------------------- interactions


RESPONSE_TYPES = {
    1: "pong",
    4: "channel message",
    5: "deferred channel message",
    6: "deferred update",
    7: "update message",
    8: "autocomplete result",
    9: "modal",
    10: "premium required",
    12: "launch activity",
}


@dataclass
class Callback:
    """The initial response (POST /interactions/{id}/{token}/callback)."""

    type: int
    data: dict[str, Any]
    message: Message | None = None  # the message it created or updated (types 4, 5, 7)
    files: list[FakeAttachment] = field(default_factory=list)

    @property
    def ephemeral(self) -> bool:
        return bool(int(self.data.get("flags") or 0) & FLAG_EPHEMERAL)

    @property
    def name(self) -> str:
        return RESPONSE_TYPES.get(self.type, str(self.type))


@dataclass(eq=False, kw_only=True)
class Interaction:
    """What happened to one interaction the fake dispatched: its callback, followups and edits, in order."""

    id: int
    token: str
    type: int
    guild_id: int | None
    channel_id: int
    user: FakeUser
    command: str
    payload: dict[str, Any]
    #: The server's notifier: this interaction's own waiters share its hints.
    notifier: InitVar[Notifier]
    source_message: Message | None = None
    callback: Callback | None = field(default=None, init=False)
    original: Message | None = field(default=None, init=False)
    followups: list[Message] = field(default_factory=list, init=False)
    #: Each edit of any of its messages, in order (the same object may repeat).
    edits: list[Message] = field(default_factory=list, init=False)
    #: ("callback", Callback), ("followup" | "edit" | "delete", Message).
    events: list[tuple[str, Any]] = field(default_factory=list, init=False)
    created_at: float = field(default_factory=time.perf_counter, init=False)
    delivered_at: float | None = field(default=None, init=False)
    callback_at: float | None = field(default=None, init=False)
    #: How many times it was written to a gateway socket (2+ after a replay).
    deliveries: int = field(default=0, init=False)
    replayed: bool = field(default=False, init=False)
    _notifier: Notifier = field(init=False)

    def __post_init__(self, notifier: Notifier) -> None:
        # waiters on one interaction wake only for it (200 concurrent waits stay linear); hints are shared
        self._notifier = Notifier()
        self._notifier.hints = notifier.hints

    def changed(self) -> None:
        self._notifier.notify()

    @property
    def user_id(self) -> int:
        return self.user.id

    @property
    def delivered(self) -> bool:
        return self.deliveries > 0

    @property
    def modal(self) -> dict[str, Any] | None:
        """The modal the bot opened (callback type 9), as sent: custom_id, title, components."""
        if self.callback is not None and self.callback.type == 9:
            return self.callback.data
        return None

    @property
    def choices(self) -> list[dict[str, Any]] | None:
        """The autocomplete choices (callback type 8)."""
        if self.callback is not None and self.callback.type == 8:
            return list(self.callback.data.get("choices") or [])
        return None

    @property
    def messages(self) -> list[Message]:
        """The messages this interaction produced (original, then followups), deleted ones included."""
        out: list[Message] = []
        if self.original is not None and self.original.interaction is self:
            out.append(self.original)
        out.extend(m for m in self.followups if m not in out)
        return out

    def _describe(self) -> str:
        kind = {2: "command", 3: "component", 4: "autocomplete", 5: "modal submit"}.get(self.type, str(self.type))
        state = "delivered to the bot" if self.delivered else "NOT yet delivered on the gateway"
        return f"{kind} interaction {self.command!r} (id {self.id}, {state})"

    async def wait_for(self, predicate: Callable[[], T | None], timeout: float, what: str) -> T:
        return await self._notifier.wait_for(predicate, timeout, f"{what} for {self._describe()}")

    async def response(self, timeout: float = 10.0) -> Callback:
        """Wait for the initial callback and return it."""
        return await self.wait_for(lambda: self.callback, timeout, "the initial callback")

    async def final(self, timeout: float = 10.0) -> Message | None:
        """Wait until the visible reply is complete and return it (a live `Message`).

        4 / 7: the message sent or updated by the callback. 5 (deferred): the original once a
        followup or an @original edit filled it in. 6 (deferred update): the first message edited
        or sent afterwards. 8 (autocomplete) and 9 (modal): None, see `choices` and `modal`.
        """
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        callback = await self.response(timeout)
        if callback.type in (4, 7):
            return callback.message
        if callback.type == 5:
            original = callback.message
            assert original is not None

            def filled() -> Message | None:
                return original if (not original.loading or original.deleted) else None

            return await self.wait_for(
                filled,
                max(0.0, deadline - loop.time()),
                "the reply after the deferral (a followup or an edit of @original)",
            )
        if callback.type == 6:
            start = next(i for i, (kind, _) in enumerate(self.events) if kind == "callback")

            def after() -> Message | None:
                for kind, msg in self.events[start + 1 :]:
                    if kind in ("edit", "followup") and isinstance(msg, Message):
                        return msg
                return None

            return await self.wait_for(
                after, max(0.0, deadline - loop.time()), "an edit or a followup after the deferred update"
            )
        return None

    async def wait_followups(self, count: int = 1, timeout: float = 10.0) -> list[Message]:
        await self.wait_for(lambda: len(self.followups) >= count, timeout, f"{count} followup(s)")
        return list(self.followups)

    async def wait_edits(self, count: int = 1, timeout: float = 10.0) -> list[Message]:
        await self.wait_for(lambda: len(self.edits) >= count, timeout, f"{count} edit(s)")
        return list(self.edits)

    def __repr__(self) -> str:
        cb = self.callback.name if self.callback else "no callback yet"
        return f"<fakediscord.Interaction {self._describe()}: {cb}>"


@dataclass
class RequestRecord:
    """One REST request the bot made."""

    method: str
    path: str  # without the /api/v10 prefix
    query: dict[str, str]
    json: Any
    status: int = 0
    files: list[str] = field(default_factory=list)

    def __repr__(self) -> str:
        return f"<{self.method} {self.path} -> {self.status}>"
