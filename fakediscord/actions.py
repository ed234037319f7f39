"""The users' side of the fake Discord: a member invokes a command, clicks a button, picks in a menu, submits a
form — each an INTERACTION_CREATE the bot answers through the REST routes."""

from __future__ import annotations

import copy
import re
import secrets
import time
from collections.abc import Sequence
from typing import Any

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
from fakediscord.models import (
    ADMINISTRATOR,
    FakeAttachment,
    FakeChannel,
    FakeGuild,
    Interaction,
    Message,
    snowflake,
)
from fakediscord.options import (
    InvocationError,
    ResolvedCommand,
    Resolver,
    build_options,
    normalize_locale,
)
from fakediscord.rest import RestServer
from fakediscord.state import (
    ATTACHMENT_SIZE_LIMIT,
    CommandNotAllowed,
)
from fakediscord.words import count, lang_of, word


class UserActions(RestServer):
    """What members do, as the tests and the console ask: ``invoke``, ``autocomplete``, ``click``, ``select``,
    ``submit_modal``."""

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


class _GuildResolver(Resolver):
    """Resolves option values against one guild of the fake (ids, mentions or names)."""

    def __init__(self, fake: UserActions, guild: FakeGuild, locale: str | None = None) -> None:
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
