"""The fake Discord's REST API under ``/api/v10``: the routes discord.py calls, checked as Discord checks them."""

from __future__ import annotations

import copy
import json
import time
from collections.abc import Callable
from typing import Any

from aiohttp import BodyPartReader, web

from fakediscord import validate
from fakediscord.models import (
    FLAG_EPHEMERAL,
    FLAG_LOADING,
    Callback,
    FakeAttachment,
    FakeChannel,
    FakeGuild,
    FakeUser,
    Interaction,
    Message,
    RequestRecord,
    snowflake,
)
from fakediscord.state import (
    _FILES,
    _JSON,
    _READ,
    _UPLOADS,
    API_PREFIX,
    ApiError,
    Upload,
    _invalid,
    json_response,
    log,
)
from fakediscord.ws import GatewayServer


class RestServer(GatewayServer):
    """The REST routes: identity, commands, interactions' callbacks and webhooks, channels and guilds."""

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
        log.warning("fakediscord: no route for %s — answering 404 (add it to fakediscord/rest.py)", what)
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
