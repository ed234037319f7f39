"""The real discord.py client (UiBot, in-process) against the fake Discord."""

from __future__ import annotations

import json
import re
import zlib

import aiohttp
import pytest

from fakediscord import CommandNotAllowed, InvocationError
from fakediscord.models import FLAG_EPHEMERAL
from tests.e2e.harness import (
    COACH_ID,
    COMMISSIONER_ID,
    GENERAL_CHANNEL_ID,
    LEAGUE_GUILD_ID,
    MATCHS_CHANNEL_ID,
    STRANGER_ID,
)

G, C = LEAGUE_GUILD_ID, MATCHS_CHANNEL_ID


async def invoke(fake, command, options=None, user=COMMISSIONER_ID, **kw):
    return await fake.invoke(G, C, user, command, options, **kw)


# ---------------------------------------------------------------- login, gateway, sync


async def test_login_gateway_and_sync_are_recorded(fake, bot):
    calls = [(r.method, r.path) for r in fake.requests]
    assert ("GET", "/users/@me") in calls
    assert ("GET", "/oauth2/applications/@me") in calls
    assert ("PUT", f"/applications/{fake.app_id}/commands") in calls
    assert fake.gateway_paths == ["/gateway"]
    assert fake.gateway_queries == ["v=10&encoding=json&compress=zlib-stream"]
    assert fake.identifies[0]["intents"] == 1  # guilds
    assert fake.identifies[0]["compress"] is True
    assert len(fake.syncs) == 1 and fake.syncs[0].guild_id is None
    names = {c["name"]: c for c in fake.commands()}
    assert {"roll", "echo", "panel", "team", "odds", "admin"} <= set(names)
    assert names["echo"]["name_localizations"] == {"fr": "repete"}
    assert names["admin"]["default_member_permissions"] == str(1 << 5)
    assert all(c["application_id"] == str(fake.app_id) and c["id"] for c in names.values())
    # the client knows its guilds and their members from GUILD_CREATE
    guild = bot.get_guild(G)
    assert guild is not None and guild.name == "Ligue du Vieux Monde"
    assert guild.get_channel(C).name == "matchs"
    assert guild.me is not None and guild.me.id == fake.bot_user.id
    assert fake.unknown_routes == [] and fake.errors == []


async def test_roll_is_answered(fake, bot):
    rec = await invoke(fake, "roll")
    callback = await rec.response()
    assert callback.type == 4
    msg = await rec.final()
    assert re.fullmatch(r"2D6 : \d \+ \d = \d+", msg.content)
    assert not msg.ephemeral and msg.origin == "original"
    assert msg.interaction is rec and msg.channel_id == C
    assert rec.delivered and not rec.replayed


async def test_options_are_typed_from_the_synced_definition(fake, bot):
    msg = await (await invoke(fake, "repete", {"texte": "salut", "fort": "oui", "fois": "2"})).final()
    assert msg.content == "SALUT SALUT"
    msg = await (await invoke(fake, "echo", {"text": "x", "ratio": "2,5"})).final()
    assert msg.content == "x ratio=2.5"
    rec = await invoke(fake, "echo", {"text": "a"}, locale="en-US")
    assert rec.payload["locale"] == "en-US" and rec.payload["data"]["options"] == [
        {"name": "text", "type": 3, "value": "a"}
    ]


@pytest.mark.parametrize(
    ("options", "error"),
    [
        ({"fort": True}, "Option obligatoire manquante"),
        ({"texte": "a", "volume": 3}, "Option inconnue « volume »"),
        ({"texte": "a", "fois": 9}, "au plus 5"),
        ({"texte": "a", "fois": "deux"}, "nombre entier"),
        ({"texte": "a", "fort": "peut-être"}, "vrai ou faux"),
    ],
)
async def test_bad_options_are_refused_like_the_discord_client(fake, bot, options, error):
    with pytest.raises(InvocationError, match=error):
        await invoke(fake, "repete", options)


async def test_unknown_command_and_subcommand(fake, bot):
    with pytest.raises(InvocationError, match="Commande inconnue : /nope"):
        await invoke(fake, "nope")
    with pytest.raises(InvocationError, match="demande une sous-commande"):
        await invoke(fake, "cote")
    with pytest.raises(InvocationError, match="Sous-commande inconnue"):
        await invoke(fake, "cote blessure")


async def test_user_channel_and_role_options_are_resolved(fake, bot):
    msg = await (await invoke(fake, "whois", {"who": "Gaspard"})).final()
    assert msg.content == f"Gaspard id={COACH_ID} manage=False"
    assert msg.allowed_mentions == {"parse": []}
    msg = await (await invoke(fake, "whois", {"who": f"<@{COMMISSIONER_ID}>"})).final()
    assert msg.content == f"Marie id={COMMISSIONER_ID} manage=True"
    msg = await (await invoke(fake, "where", {"salon": "#général", "role": "Coach"})).final()
    assert msg.content == "#général @Coach"
    rec = await invoke(fake, "where", {"salon": GENERAL_CHANNEL_ID, "role": "Commissaire"})
    assert (await rec.final()).content == "#général @Commissaire"
    assert str(GENERAL_CHANNEL_ID) in rec.payload["data"]["resolved"]["channels"]
    with pytest.raises(InvocationError, match="Membre inconnu"):
        await invoke(fake, "whois", {"who": "Personne"})
    # the client refuses in its member's language: an English Discord says it in English
    with pytest.raises(InvocationError, match=r"Unknown member “Personne”\. Members: "):
        await invoke(fake, "whois", {"who": "Personne"}, locale="en-US")
    with pytest.raises(InvocationError, match=r"Unknown channel “#nulle-part”\. Channels: #"):
        await invoke(fake, "where", {"salon": "#nulle-part", "role": "Coach"}, locale="en-GB")
    with pytest.raises(InvocationError, match=r"Unknown role “Gardien”\. Roles: "):
        await invoke(fake, "where", {"salon": "#général", "role": "Gardien"}, locale="en-US")


async def test_subcommands_by_canonical_or_french_names(fake, bot):
    rec = await invoke(fake, ("equipe", "creer"), {"nom": "Orques de Fer", "entraineur": "@gaspard"})
    assert (await rec.final()).content == "équipe « Orques de Fer » pour Gaspard"
    assert rec.command == "team create"
    assert rec.payload["data"]["options"][0]["name"] == "create"
    msg = await (await invoke(fake, "odds armour", {"av": 9})).final()
    assert msg.content == "armure 9+"
    msg = await (await invoke(fake, "/cote armure", {"ar": "8"})).final()
    assert msg.content == "armure 8+"
    with pytest.raises(InvocationError, match="au moins 3"):
        await invoke(fake, "cote armure", {"ar": 2})


async def test_ephemeral_reply(fake, bot):
    rec = await invoke(fake, "secret")
    msg = await rec.final()
    assert msg.ephemeral and msg.flags & FLAG_EPHEMERAL and msg.content == "chut"
    assert (await rec.response()).ephemeral
    assert fake.channel_messages(C, interactions=True) == []


async def test_deferred_reply_then_followups(fake, bot):
    rec = await invoke(fake, "slow")
    assert (await rec.response()).type == 5
    msg = await rec.final()
    assert msg.content == "fini" and not msg.loading and msg is rec.original
    followups = await rec.wait_followups(2)
    assert [m.content for m in followups] == ["fini", "et encore"]
    assert followups[1] is not rec.original
    assert [kind for kind, _ in rec.events] == ["callback", "followup", "followup"]


async def test_a_slash_commands_original_response_is_typed_20_and_the_other_answers_0(fake, bot):
    """Discord types the original response to a slash command 20 (CHAT_INPUT_COMMAND), deferred or not; its
    followups and a component's reply are 0 (DEFAULT), as discord.py reads them."""
    rec = await invoke(fake, "slow")
    original = await rec.final()
    followups = await rec.wait_followups(2)
    assert original.type == 20 and followups[1].type == 0
    panel = await (await invoke(fake, "panneau")).final()
    reply = await (await fake.click(panel, "Nouveau", COACH_ID)).final()
    assert panel.type == 20 and reply.type == 0


async def test_deferred_ephemeral_reply(fake, bot):
    rec = await invoke(fake, "slow", {"ephemeral": True})
    msg = await rec.final()
    assert msg.ephemeral and msg.content == "fini"
    later = (await rec.wait_followups(2))[1]
    assert not later.ephemeral


async def test_deferred_reply_then_edit_of_original(fake, bot):
    rec = await invoke(fake, "slowedit")
    msg = await rec.final()
    assert msg.content == "édité" and msg.embed["title"] == "Titre"
    assert rec.edits == [msg] and rec.followups == []


async def test_channel_message(fake, bot):
    rec = await invoke(fake, "post")
    reply = await rec.final()
    assert reply.ephemeral and reply.content == "posté"
    [posted] = fake.channel_messages(C)
    assert posted.content == "annonce" and posted.embed["title"] == "Avis"
    assert posted.origin == "channel" and posted.interaction is None
    assert (await fake.wait_channel_message(C)) is posted


async def test_multipart_files_are_parsed_and_kept(fake, bot):
    msg = await (await invoke(fake, "upload")).final()
    assert [a.filename for a in msg.attachments] == ["dice.txt", "raw.bin"]
    assert msg.attachments[0].data == b"hello dice" and msg.attachments[0].description == "les des"
    assert msg.attachments[1].data == bytes(range(256))
    assert msg.embed["fields"] == [{"name": "Score", "value": "2 - 1", "inline": True}]
    record = next(r for r in fake.requests if r.path.endswith("/callback") and r.files)
    assert record.files == ["dice.txt", "raw.bin"] and record.json["type"] == 4
    async with aiohttp.ClientSession() as http, http.get(msg.attachments[1].url) as resp:
        assert await resp.read() == bytes(range(256))


async def test_attachment_option_is_downloadable_by_the_bot(fake, bot):
    att = fake.add_attachment("notes.txt", "équipe".encode(), "text/plain")
    msg = await (await invoke(fake, "readfile", {"fichier": att})).final()
    assert msg.content == f"notes.txt:{len('équipe'.encode())}:équipe"
    msg = await (await invoke(fake, "readfile", {"fichier": "notes.txt"})).final()
    assert msg.content.startswith("notes.txt:")


# ---------------------------------------------------------------- components, modals, autocomplete


async def test_button_click_updates_the_message(fake, bot):
    panel = await (await invoke(fake, "panneau")).final()
    assert [b["label"] for b in panel.buttons] == ["Relancer", "Nouveau", "Plus tard", "Formulaire", "Fermé"]
    click = await fake.click(panel, "panel:reroll")
    assert (await click.response()).type == 7
    assert (await click.final()) is panel
    assert panel.content == "relancé 1" and panel.edited and len(panel.versions) == 1
    await (await fake.click(panel, "Relancer")).final()  # by label
    assert panel.content == "relancé 2"
    assert click.payload["message"]["id"] == str(panel.id)
    assert click.user_id == COMMISSIONER_ID


async def test_button_reply_deferred_update_and_disabled(fake, bot):
    panel = await (await invoke(fake, "panneau")).final()
    new = await (await fake.click(panel, "Nouveau", COACH_ID)).final()
    assert new.ephemeral and new.content == "nouveau pour Gaspard"
    later = await fake.click(panel, "panel:later")
    assert (await later.response()).type == 6
    edited = await later.final()
    assert edited is panel and panel.content == "plus tard : fait" and panel.components == []
    with pytest.raises(KeyError):
        await fake.click(panel, "Relancer")
    other = await (await invoke(fake, "panneau")).final()
    with pytest.raises(InvocationError, match="désactivé"):
        await fake.click(other, "Fermé")


async def test_string_select(fake, bot):
    panel = await (await invoke(fake, "panneau")).final()
    assert [o["label"] for o in panel.selects[0]["options"]] == ["Rouge", "Vert"]
    msg = await (await fake.select(panel, "panel:colour", ["Vert"])).final()
    assert msg.content == "couleur green"
    with pytest.raises(InvocationError, match="absente du menu"):
        await fake.select(panel, "panel:colour", ["Bleu"])


async def test_modal_from_a_command(fake, bot):
    rec = await invoke(fake, "form")
    assert (await rec.response()).type == 9
    assert await rec.final() is None
    modal = rec.modal
    assert modal["title"] == "Nouvelle équipe"
    assert [c["type"] for c in modal["components"]] == [1, 18]  # action row + Label
    submitted = await fake.submit_modal(rec, {"form:name": "Orques", "Commentaire": "top"})
    assert submitted.payload["data"]["components"][1]["component"] == {
        "type": 4,
        "custom_id": "form:note",
        "value": "top",
        **({"id": modal["components"][1]["component"]["id"]} if "id" in modal["components"][1]["component"] else {}),
    }
    assert (await submitted.final()).content == "équipe Orques / top"
    with pytest.raises(InvocationError, match="obligatoire"):
        await fake.submit_modal(rec, {"Commentaire": "sans nom"})


async def test_modal_from_a_button(fake, bot):
    panel = await (await invoke(fake, "panneau")).final()
    click = await fake.click(panel, "Formulaire")
    await click.response()
    submitted = await fake.submit_modal(click, {"Nom de l'équipe": "Nains"})
    assert submitted.payload["message"]["id"] == str(panel.id)
    assert (await submitted.final()).content == "équipe Nains / -"


async def test_modal_selects_in_labels_are_checked_and_resolved(fake, bot):
    rec = await invoke(fake, "fiche")
    await rec.response()
    with pytest.raises(InvocationError, match="« Victime » attend un seul choix"):
        await fake.submit_modal(rec, {"cas:coach": "Gaspard"})
    with pytest.raises(InvocationError, match="« Témoins » attend jusqu'à 2 choix, ou aucun, pas 3"):
        await fake.submit_modal(rec, {"Victime": "#1 Grak", "Témoins": ["snik", "élise", "bob"], "Coach": "Gaspard"})
    with pytest.raises(InvocationError, match="Membre inconnu"):
        await fake.submit_modal(rec, {"Victime": "#1 Grak", "Coach": "Zorglub"})
    submitted = await fake.submit_modal(rec, {"Victime": "#3 gorbag", "Témoins": ["Bob", "snik"], "Coach": "Gaspard"})
    data = submitted.payload["data"]
    assert [c["component"].get("values") for c in data["components"][1:4]] == [["13"], ["bob", "snik"], [str(COACH_ID)]]
    assert data["resolved"]["members"][str(COACH_ID)] and data["resolved"]["users"][str(COACH_ID)]
    assert (await submitted.final()).content == "victime=13 témoins=bob,snik coach=Gaspard notes=-"


async def test_modal_radio_checkboxes_and_file_upload(fake, bot):
    rec = await invoke(fake, "options")
    await rec.response()
    sheet = fake.add_attachment("feuille.csv", b"a;b\n")
    with pytest.raises(InvocationError, match="« Étiquettes » attend de 1 à 2 choix, pas 0"):
        await fake.submit_modal(rec, {"Cause": "block"})
    submitted = await fake.submit_modal(
        rec, {"Cause": "Agression", "Étiquettes": ["Public"], "Confirmé": False, "Feuille": [sheet.id]}
    )
    data = submitted.payload["data"]
    assert [c["component"]["type"] for c in data["components"]] == [21, 22, 23, 19]
    assert data["resolved"]["attachments"][str(sheet.id)]["filename"] == "feuille.csv"
    assert (await submitted.final()).content == "cause=foul étiquettes=public confirmé=False feuille=feuille.csv:4"


async def test_an_untouched_text_input_sends_its_default(fake, bot):
    modal = {
        "title": "Score",
        "custom_id": "score",
        "components": [{"type": 18, "label": "Orques", "component": {"type": 4, "custom_id": "h", "value": "2"}}],
    }
    rec = await fake.submit_modal(modal, {}, COMMISSIONER_ID, guild_id=G, channel_id=C, timeout=0.5)
    assert rec.payload["data"]["components"][0]["component"]["value"] == "2"


async def test_autocomplete_returns_the_choices(fake, bot):
    choices = await fake.autocomplete(G, C, COACH_ID, "pick", {"name": "nain"}, focused="name")
    assert choices == [{"name": "Nains du Chaos", "value": "nains-du-chaos"}]
    rec = fake.last_autocomplete
    assert rec.type == 4 and rec.payload["data"]["options"] == [
        {"name": "name", "type": 3, "value": "nain", "focused": True}
    ]
    assert len(await fake.autocomplete(G, C, COACH_ID, "pick", {}, focused="name")) == 3


async def test_default_member_permissions_hide_a_command(fake, bot):
    with pytest.raises(CommandNotAllowed):
        await invoke(fake, "admin", user=STRANGER_ID)
    msg = await (await invoke(fake, "admin")).final()
    assert msg.content == "admin manage=True" and msg.ephemeral
    msg = await (await invoke(fake, "admin", user=STRANGER_ID, bypass_permissions=True)).final()
    assert msg.content == "admin manage=False"


# ---------------------------------------------------------------- REST behaviour


async def test_second_callback_is_refused_with_40060(fake, bot):
    rec = await invoke(fake, "roll")
    await rec.final()
    url = f"{fake.api_base}/interactions/{rec.id}/{rec.token}/callback?with_response=1"
    async with aiohttp.ClientSession() as http:
        async with http.post(url, json={"type": 4, "data": {"content": "encore"}}) as resp:
            assert resp.status == 400
            assert resp.headers["Content-Type"] == "application/json"
            body = await resp.json()
        assert body == {"message": "Interaction has already been acknowledged.", "code": 40060}
        async with http.post(f"{fake.api_base}/interactions/1/nope/callback", json={"type": 4}) as resp:
            assert resp.status == 404 and (await resp.json())["code"] == 10062


async def test_unknown_routes_answer_404_json_and_are_listed(fake):
    headers = {"Authorization": "Bot faketoken123"}
    async with aiohttp.ClientSession(headers=headers) as http, http.get(f"{fake.api_base}/stickers/42") as resp:
        assert resp.status == 404
        assert resp.headers["Content-Type"] == "application/json"
        assert await resp.json() == {"message": "404: Not Found", "code": 0}
    assert fake.unknown_routes == ["GET /api/v10/stickers/42"]
    with pytest.raises(AssertionError, match="stickers"):
        fake.assert_no_unknown_routes()


async def test_rest_needs_a_bot_token(fake):
    async with aiohttp.ClientSession() as http, http.get(f"{fake.api_base}/users/@me") as resp:
        assert resp.status == 401 and (await resp.json())["code"] == 0


async def test_bad_payloads_get_discords_50035(fake):
    headers = {"Authorization": "Bot faketoken123"}
    bad_commands = [
        {"name": "blessure", "description": "ok", "name_localizations": {"fr": "Jet d'Armure"}},
        {"name": "ok", "description": "", "options": [{"type": 3, "name": "a", "description": "x"}]},
    ]
    async with aiohttp.ClientSession(headers=headers) as http:
        async with http.put(f"{fake.api_base}/applications/{fake.app_id}/commands", json=bad_commands) as resp:
            assert resp.status == 400
            body = await resp.json()
        assert body["code"] == 50035
        assert "name_localizations" in json.dumps(body["errors"])
        assert fake.syncs == []
        async with http.post(f"{fake.api_base}/channels/{C}/messages", json={"content": "x" * 2001}) as resp:
            assert resp.status == 400 and "content" in (await resp.json())["errors"]
        async with http.post(f"{fake.api_base}/channels/{C}/messages", json={}) as resp:
            assert resp.status == 400
        embed = {"title": "t", "fields": [{"name": "n", "value": "v" * 1025}]}
        async with http.post(f"{fake.api_base}/channels/{C}/messages", json={"embeds": [embed]}) as resp:
            assert resp.status == 400
        async with http.post(f"{fake.api_base}/channels/999/messages", json={"content": "x"}) as resp:
            assert resp.status == 404 and (await resp.json())["code"] == 10003
    assert len(fake.rejected) == 4


async def test_gateway_frames_are_zlib_stream(fake):
    url = fake.gateway_url + "?v=10&encoding=json&compress=zlib-stream"
    inflator = zlib.decompressobj()
    async with aiohttp.ClientSession() as http, http.ws_connect(url) as ws:

        async def receive():
            frame = await ws.receive(timeout=5)
            assert frame.type == aiohttp.WSMsgType.BINARY
            assert frame.data.endswith(b"\x00\x00\xff\xff")
            return json.loads(inflator.decompress(frame.data))

        hello = await receive()
        assert hello == {"op": 10, "d": {"heartbeat_interval": 41250}}
        await ws.send_str(json.dumps({"op": 1, "d": None}))
        assert (await receive())["op"] == 11
        await ws.send_str(json.dumps({"op": 2, "d": {"token": "abcdefghijk", "intents": 1, "properties": {}}}))
        ready = await receive()
        assert ready["t"] == "READY" and ready["s"] == 1
        assert ready["d"]["resume_gateway_url"] == fake.resume_gateway_url
        assert {g["id"] for g in ready["d"]["guilds"]} == {str(gid) for gid in fake.guilds}
        created = [await receive() for _ in fake.guilds]
        assert [c["t"] for c in created] == ["GUILD_CREATE"] * len(fake.guilds)
        league = next(c["d"] for c in created if c["d"]["id"] == str(G))
        assert league["member_count"] == len(league["members"]) == 4
        assert all("flags" in m for m in league["members"])


# ---------------------------------------------------------------- reconnects: nothing lost


async def test_op7_reconnect_then_resume_delivers_a_pending_interaction(fake, bot):
    async with fake.gateway_paused():
        await fake.send_reconnect()
        rec = await invoke(fake, "roll")
        assert not rec.delivered
    msg = await rec.final()
    assert msg.content.startswith("2D6")
    assert rec.replayed and fake.resume_count == 1 and fake.identify_count == 1
    assert fake.gateway_paths[-1] == "/gateway-resume"  # resume_gateway_url from READY
    assert fake.gateway_queries[-1] == "v=10&encoding=json&compress=zlib-stream"


async def test_close_4000_then_resume_delivers_a_pending_interaction(fake, bot):
    async with fake.gateway_paused():
        await fake.close_gateway(4000)
        rec = await invoke(fake, "echo", {"text": "toujours là"})
    assert (await rec.final()).content == "toujours là"
    assert rec.replayed and fake.resume_count == 1
    # and the next one goes straight through the resumed connection
    assert (await (await invoke(fake, "roll")).final()).content.startswith("2D6")


async def test_close_4000_without_pause_still_loses_nothing(fake, bot):
    await fake.close_gateway(4000)
    rec = await invoke(fake, "roll")
    assert (await rec.final()).content.startswith("2D6")
    await fake.wait_resumed(1)


async def test_invalid_session_makes_the_bot_identify_again(fake, bot):
    await fake.invalidate_session(resumable=False)
    rec = await invoke(fake, "roll")  # waits for the new session
    assert (await rec.final()).content.startswith("2D6")
    assert fake.identify_count == 2 and fake.resume_count == 0


async def test_resumable_invalid_session_resumes(fake, bot):
    await fake.invalidate_session(resumable=True)
    await fake.wait_resumed(1)
    assert (await (await invoke(fake, "roll")).final()).content.startswith("2D6")
    assert fake.identify_count == 1


async def test_wrong_token_is_refused():
    import discord

    from fakediscord import FakeDiscord, point_client_at
    from tests.fakediscord.ui_bot import UiBot

    async with FakeDiscord(token="the-right-token") as server:
        base, gateway = discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
        point_client_at(server.api_base, server.gateway_url)
        client = UiBot()
        try:
            with pytest.raises(discord.LoginFailure):
                await client.login("another-token")
        finally:
            await client.close()
            discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = base, gateway


async def test_timeout_messages_say_what_was_expected(fake):
    fake.set_commands([{"name": "roll", "description": "Lance 2D6"}])
    with pytest.raises(TimeoutError, match="IDENTIFY on the gateway") as info:
        await fake.invoke(G, C, COMMISSIONER_ID, "roll", timeout=0.2)
    assert "gateway: no session" in str(info.value)
    assert fake.syncs == []  # preloaded commands are not a sync


async def test_member_chunks_and_member_add_with_the_members_intent(fake):
    import asyncio

    import discord

    from fakediscord import point_client_at
    from fakediscord.process import FAKE_TOKEN

    base, gateway = discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    point_client_at(fake.api_base, fake.gateway_url)
    intents = discord.Intents.none()
    intents.guilds = intents.members = True
    client = discord.Client(intents=intents, guild_ready_timeout=0.05)
    task = asyncio.create_task(client.start(FAKE_TOKEN))
    try:
        await asyncio.wait_for(client.wait_until_ready(), 15)
        guild = client.get_guild(G)
        assert guild.chunked and {m.display_name for m in guild.members} >= {"Marie", "Gaspard", "Un Passant"}
        members = await guild.chunk()
        assert len(members) == 4
        assert guild.get_member(COMMISSIONER_ID).guild_permissions.manage_guild
        assert not guild.get_member(COACH_ID).guild_permissions.manage_guild
        fake.add_member(G, 1200000000000000999, "nouvelle", display_name="Nouvelle")
        for _ in range(500):  # the client's cache changes on its side: poll it, bounded
            if guild.get_member(1200000000000000999):
                break
            await asyncio.sleep(0.01)
        assert guild.member_count == 5
    finally:
        await client.close()
        await asyncio.wait_for(task, 10)
        discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = base, gateway


@pytest.mark.parametrize(
    ("locale", "said"),
    [
        (
            "fr",
            {
                "guild": "Serveur inconnu : 5.",
                "channel": "Salon inconnu « 6 » sur « Ligue du Vieux Monde ».",
                "member": "L’utilisateur 7 n’est pas membre de « Ligue du Vieux Monde ».",
                "permission": "/admin est réservée aux membres qui ont la permission requise",
                "message": "Message inconnu : 8.",
                "button": "« panel:colour » n’est pas un bouton (type 3).",
                "option": "Option « Bleu » absente du menu. Choix : Rouge, Vert.",
                "no_modal": "Cette interaction n’a pas ouvert de formulaire.",
                "field": "Champ inconnu dans le formulaire : couleur.",
                "required": "« Nom de l'équipe » est obligatoire",
            },
        ),
        (
            "en-US",
            {
                "guild": "Unknown server: 5.",
                "channel": "Unknown channel “6” on “Ligue du Vieux Monde”.",
                "member": "User 7 is not a member of “Ligue du Vieux Monde”.",
                "permission": "/admin is for members with the required permission",
                "message": "Unknown message: 8.",
                "button": "“panel:colour” is not a button (type 3).",
                "option": "Option “Bleu” is not in the menu. Choices: Rouge, Vert.",
                "no_modal": "This interaction did not open a form.",
                "field": "Unknown field in the form: couleur.",
                "required": "“Nom de l'équipe” is required",
            },
        ),
    ],
)
async def test_the_clients_refusals_are_in_its_members_language(fake, bot, locale, said):
    """The fake client's own refusals (an unknown server, message or form field…) were French only; the offline
    console shows them to its member, in the member's language as the name resolver's already were."""

    async def refused(call, key, error=InvocationError):
        with pytest.raises(error) as caught:
            await call
        assert said[key] in str(caught.value), (key, str(caught.value))

    await refused(fake.invoke(5, C, COMMISSIONER_ID, "panneau", locale=locale), "guild")
    await refused(fake.invoke(G, 6, COMMISSIONER_ID, "panneau", locale=locale), "channel")
    await refused(fake.invoke(G, C, 7, "panneau", locale=locale), "member")
    await refused(fake.invoke(G, C, STRANGER_ID, "admin", locale=locale), "permission", CommandNotAllowed)
    await refused(fake.click(8, "Relancer", locale=locale), "message")
    panel = await (await invoke(fake, "panneau", locale=locale)).final()
    await refused(fake.click(panel, "panel:colour", locale=locale), "button")
    await refused(fake.select(panel, "panel:colour", ["Bleu"], locale=locale), "option")
    rec = await invoke(fake, "panneau", locale=locale)
    await refused(fake.submit_modal(rec, {"form:name": "Orques"}, locale=locale), "no_modal")
    form = await invoke(fake, "form", locale=locale)
    await form.response()
    await refused(fake.submit_modal(form, {"form:name": "Orques", "couleur": "vert"}, locale=locale), "field")
    await refused(fake.submit_modal(form, {"Commentaire": "sans nom"}, locale=locale), "required")
