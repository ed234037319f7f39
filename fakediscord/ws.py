"""The fake Discord's gateway: the websocket the bot connects to, IDENTIFY and RESUME, and the events it dispatches."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from aiohttp import WSMsgType, web

from fakediscord.gateway import (
    OP_HEARTBEAT,
    OP_HEARTBEAT_ACK,
    OP_HELLO,
    OP_IDENTIFY,
    OP_INVALID_SESSION,
    OP_PRESENCE,
    OP_REQUEST_MEMBERS,
    OP_RESUME,
    OP_VOICE_STATE,
    GatewayConnection,
    GatewaySession,
)
from fakediscord.models import (
    FakeGuild,
    iso_now,
)
from fakediscord.state import (
    ServerState,
    log,
)


class GatewayServer(ServerState):
    """The gateway websocket (``/gateway``): sessions per shard, READY and GUILD_CREATE, dispatched events."""

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
