"""Every command the bot syncs, swept for the bar (table-driven: a command added later is swept too).

- A member of another server is offered none of this league's records by any autocomplete, and an id or a name of
  one typed into any option reads as unknown: a private refusal in the member's own language, nothing changed here.
- A member who is neither commissioner nor coach, and a coach on records that are not his, change nothing.
- Nobody ever reads the apology for a bug, and the bot logs no traceback.

The commands and their options are read from what the bot synced to the fake Discord; an option this module
cannot fill (a new required option, a new autocomplete) fails the sweep until it is named below.
"""

from __future__ import annotations

import json
import re
import sqlite3
from collections.abc import Iterator
from typing import Any

import pytest

from league.db import open_database
from league.matches import MatchRepository
from league.postmatch import PostmatchRepository
from locales import LANGUAGES, t
from sequences.postmatch import STEPS
from tests.e2e.harness import COMMISSIONER_ID, LEAGUE_GUILD_ID, MATCHS_CHANNEL_ID, sandbox_fixture
from tests.e2e.league_seed import prepare_sequence, seed_league

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def _seeded(path):
    """The seeded league (its matches finished), the post-match of one applied (Elfes Sylvains – Morts-Vivants), and
    a match open in #matchs between two teams the coach does not coach (Orques de Fer – Nains Têtus)."""
    db = await open_database(path)
    try:
        seeded = await seed_league(db)
        view = await prepare_sequence(db, seeded, "v2")
        await PostmatchRepository(db, steps=STEPS).apply(
            LEAGUE_GUILD_ID, COMMISSIONER_ID, view.state.id, view.plan.digest()
        )
        opened = await MatchRepository(db).open(
            LEAGUE_GUILD_ID,
            COMMISSIONER_ID,
            home_team_id=seeded.teams["orcs"],
            away_team_id=seeded.teams["nains"],
            channel_id=MATCHS_CHANNEL_ID,
            home_fp=3,
            away_fp=3,
        )
        seeded.matches["open"] = opened.id
    finally:
        await db.close()
    return {"seeded": seeded}


league = sandbox_fixture("league", guilds=2, seed=_seeded)

#: The tables of league records (rolls and what their buttons claim are anyone's to make).
RECORDS = (
    "guild_settings",
    "league_scoring",
    "teams",
    "players",
    "matches",
    "casualties",
    "postmatch_sequences",
    "pregame_sequences",
    "pregames",
    "season_ends",
    "fixtures",
    "playoffs",
    "playoff_teams",
    "audit_batches",
    "audit_log",
    "wizard_casts",
)

#: Autocomplete options by name → the seeded record they name (none of them the coach's: he coaches Élus de Nuffle).
TEAM_OPTIONS = {"name", "team", "home", "kicking_team"}
PLAYER_OPTIONS = {"player", "victim", "attacker", "defender", *(f"player_{n}" for n in range(2, 10))}
#: Autocompletes that offer no record (the glossary's terms).
WORD_OPTIONS = {"term"}

#: Required options that are not records, by name (a choice option takes its first choice, a number its minimum).
TEXT = {"name": "Les Balayeurs", "position": "Blitzer", "dice": "2d6", "term": "Blocage", "reason": "Trop cher"}


def leaves(commands: list[dict[str, Any]]) -> Iterator[tuple[tuple[str, ...], list[dict[str, Any]]]]:
    """``(path, options)`` of every command and subcommand the members can run."""
    for command in commands:
        yield from _leaves((command["name"],), command.get("options") or [])


def _leaves(
    path: tuple[str, ...], options: list[dict[str, Any]]
) -> Iterator[tuple[tuple[str, ...], list[dict[str, Any]]]]:
    subs = [o for o in options if o["type"] in (1, 2)]
    if not subs:
        yield path, options
    for sub in subs:
        yield from _leaves((*path, sub["name"]), sub.get("options") or [])


def record_value(league, option: dict[str, Any], *, own: bool = False) -> str:
    """The seeded record an autocomplete option names, as the autocomplete gives it (``id:12``, a match number):
    records the coach has nothing to do with, or (``own``) his team Élus de Nuffle, its players and its match."""
    s = league.seeded
    name = option["name"]
    teams, players, match = (
        (("elus", "orcs"), ("elise", "grak"), "rematch")
        if own
        else (
            ("orcs", "nains"),
            ("grak", "nains1"),
            "v1",
        )
    )
    if name in TEAM_OPTIONS:
        return f"id:{s.teams[teams[0]]}"
    if name == "away":
        return f"id:{s.teams[teams[1]]}"
    if name in PLAYER_OPTIONS:
        return f"id:{s.players[players[0] if name in ('player', 'victim', 'defender') else players[1]]}"
    if name == "match":
        return str(s.matches[match])
    raise AssertionError(f"autocomplete option {name!r}: name the record it takes in this module")


def plain_value(league, option: dict[str, Any]) -> Any:
    """A valid value for a required option that names no record."""
    if option.get("choices"):
        return option["choices"][0]["value"]
    kind = option["type"]
    if kind == 3 and option["name"] in TEXT:
        return TEXT[option["name"]]
    if kind in (4, 10):
        return option.get("min_value", 1)
    if kind == 5:
        return False
    if kind == 6:
        return league.coach_id
    raise AssertionError(f"required option {option['name']!r} (type {kind}): give it a value in this module")


def invocations(league, *, own: bool = False) -> Iterator[tuple[tuple[str, ...], dict[str, Any], str | None]]:
    """Every command once with its required options, and once more for each option that names a record (that
    option set, the others left out): ``(path, options, the record option or None)``."""
    seen = set()
    for path, options in leaves(league.fake.visible_commands(league.guild_id)):
        required = {
            o["name"]: plain_value(league, o)
            for o in options
            if o.get("required") and not (o.get("autocomplete") and o["name"] not in WORD_OPTIONS)
        }
        records = [o for o in options if o.get("autocomplete") and o["name"] not in WORD_OPTIONS]
        if not any(o.get("required") for o in records):
            yield path, dict(required), None
        for option in records:
            chosen = {**required, option["name"]: record_value(league, option, own=own)}
            for other in records:  # another required record option keeps its value
                if other is not option and other.get("required"):
                    chosen[other["name"]] = record_value(league, other, own=own)
            key = (path, tuple(sorted(chosen.items())))
            if key not in seen:
                seen.add(key)
                yield path, chosen, option["name"]


def snapshot(league, guild_id: int) -> dict[str, list[tuple[Any, ...]]]:
    """Every record row of one server (the league's tables, rolls left out)."""
    with sqlite3.connect(league.database_path) as conn:
        return {
            table: conn.execute(f"SELECT * FROM {table} WHERE guild_id = ?", (guild_id,)).fetchall()
            for table in RECORDS
        }


def _pattern(text: str) -> re.Pattern[str] | None:
    """A catalogue text as a pattern its rendered form matches (placeholders: anything); ``None`` for a text
    made mostly of placeholders, which would match any words."""
    parts = re.split(r"\{[^{}]*\}", text)
    if sum(len(p.strip()) for p in parts) < 12:
        return None
    return re.compile(".+?".join(re.escape(p) for p in parts), re.DOTALL)


def said_in(lang: str) -> list[re.Pattern[str]]:
    return [p for p in (_pattern(text) for text in LANGUAGES[lang].values()) if p is not None]


APOLOGY = {t("ui.error.unexpected", lang) for lang in LANGUAGES}


async def answer(league, path, options, *, user, guild, locale="fr"):
    """The reply a member gets (``None`` for a form), never the apology for a bug."""
    rec = await league.invoke(path, options, user=user, guild=guild, locale=locale, bypass_permissions=True)
    msg = await rec.final(15)
    if msg is not None:
        assert msg.content not in APOLOGY, (path, options, league.log_tail(40))
    return rec, msg


def no_traceback(league) -> None:
    """No bug logged, and nothing sent that Discord would have refused (the member would have read nothing)."""
    log = league.proc.log_path.read_text(encoding="utf-8", errors="replace")
    assert "Traceback" not in log, league.log_tail(80)
    assert not league.fake.rejected and not league.fake.unknown_routes


async def test_another_servers_member_is_offered_none_of_this_leagues_records(league):
    g2, owner, channel = league.second_guild_id, league.second_owner_id, league.second_channel_id
    checked = 0
    for path, options in leaves(league.fake.visible_commands(league.guild_id)):
        for option in options:
            if not option.get("autocomplete"):
                continue
            here = await league.autocomplete(path, {option["name"]: ""}, focused=option["name"])
            if option["name"] in WORD_OPTIONS:
                continue
            assert here, (path, option["name"])  # the league's own members are offered its records
            ours = {c["value"] for c in here}
            for typed in ("", here[0]["name"][:3], here[0]["value"]):
                theirs = await league.fake.autocomplete(
                    g2, channel, owner, path, {option["name"]: typed}, option["name"]
                )
                assert not ours & {c["value"] for c in theirs}, (path, option["name"], typed, theirs)
                checked += 1
    assert checked > 60
    no_traceback(league)


async def test_this_leagues_records_typed_in_another_server_read_as_unknown_in_the_members_language(league):
    g1, g2 = league.guild_id, league.second_guild_id
    before = snapshot(league, g1)
    english = said_in("en")
    with sqlite3.connect(league.database_path) as conn:
        names = [
            r[0]
            for table in ("teams", "players")
            for r in conn.execute(f"SELECT name FROM {table} WHERE guild_id = ?", (g1,))
        ]
    words = [text for catalogue in LANGUAGES.values() for text in catalogue.values()]
    names = [n for n in names if not any(n in text for text in words)]  # « Grak » is /help's example too
    assert len(names) > 20
    wrong, swept = [], 0
    for path, options, record in invocations(league):
        _, msg = await answer(league, path, options, user=league.second_owner_id, guild=g2, locale="en-US")
        swept += 1
        if record is None:  # a command that names no record (a table, a roll, the export…): none of ours shown
            shown = json.dumps([msg and msg.content, msg and msg.embeds], ensure_ascii=False) if msg else ""
            shown += "".join(a.data.decode("utf-8", "replace") for a in (msg.attachments if msg else ()))
            if leaked := [n for n in names if n in shown]:
                wrong.append((path, options, "leaked", leaked))
            continue
        if msg is None or not msg.ephemeral:
            wrong.append((path, options, "public", msg and msg.text[:200]))
        elif not any(p.fullmatch(msg.content) for p in english):
            wrong.append((path, options, "not English", msg.content))
        elif leaked := [n for n in names if n in msg.text]:
            wrong.append((path, options, "leaked", leaked))
    assert wrong == []
    assert swept > 30
    assert snapshot(league, g1) == before
    no_traceback(league)


@pytest.mark.parametrize("who", ["stranger", "coach"])
async def test_a_member_changes_no_record_that_is_not_his_to_change(league, who):
    # the stranger's client is English (the server's language is French): what he alone reads is in English
    g1 = league.guild_id
    user, locale = (league.stranger_id, "en-US") if who == "stranger" else (league.coach_id, "fr")
    words = said_in(locale[:2])
    wrong, swept = [], 0
    for path, options, _ in invocations(league):
        before = snapshot(league, g1)
        rec, msg = await answer(league, path, options, user=user, guild=g1, locale=locale)
        swept += 1
        if rec.modal is not None:
            wrong.append((path, options, "a form"))
        if msg is not None and msg.ephemeral and msg.content and not any(p.fullmatch(msg.content) for p in words):
            wrong.append((path, options, "not in the reader's language", msg.content))
        after = snapshot(league, g1)
        if after != before:
            changed = [table for table in RECORDS if after[table] != before[table]]
            wrong.append((path, options, changed, msg and msg.text[:200]))
    assert wrong == []
    assert swept > 60
    no_traceback(league)


#: What docs/design.md and the README leave to commissioners alone, a coach's own team and match included.
COMMISSIONERS_ONLY = {
    ("settings",),
    ("export",),
    ("team", "create"),
    ("team", "delete"),
    ("match", "unplayed"),
    ("postmatch", "start"),
    ("postmatch", "undo"),
    ("season", "end"),
    ("season", "undo"),
    ("season", "schedule"),
    ("season", "playoffs"),
    ("season", "prizes"),
    ("draft", "approve"),
    ("draft", "refuse"),
}


async def test_a_coach_is_refused_what_is_the_commissioners_even_on_his_own_team(league):
    g1 = league.guild_id
    synced = {path for path, _ in leaves(league.fake.visible_commands(g1))}
    assert synced >= COMMISSIONERS_ONLY
    wrong, swept = [], 0
    for path, options, _ in invocations(league, own=True):
        if path not in COMMISSIONERS_ONLY:
            continue
        before = snapshot(league, g1)
        _, msg = await answer(league, path, options, user=league.coach_id, guild=g1)
        swept += 1
        if msg is None or not msg.ephemeral or "⛔" not in msg.content:
            wrong.append((path, options, msg and msg.text[:200]))
        if snapshot(league, g1) != before:
            wrong.append((path, options, "changed"))
    assert wrong == []
    assert swept >= len(COMMISSIONERS_ONLY)
    no_traceback(league)


#: The roll tables' rows that a click claims (first click wins): a click replayed elsewhere must claim none here.
CLAIMS = ("roll_choices", "roll_followups", "apothecary_uses")


def claims(league, guild_id: int) -> dict[str, list[tuple[Any, ...]]]:
    with sqlite3.connect(league.database_path) as conn:
        return {
            table: conn.execute(f"SELECT * FROM {table} WHERE guild_id = ?", (guild_id,)).fetchall() for table in CLAIMS
        }


def form_ids(roll: int, block: int, team: int, sequence: int) -> list[str]:
    """One custom id of each form the bot reads back, naming this league's records (a roll, a block, a team, a
    post-match)."""
    from render.postmatch.ids import Action, Kind, build

    return [
        f"arb:rosterimport:{team}",
        f"arb:draftimport:{team}",
        f"arb:draftrefuse:{team}",
        f"arb:apothecarymodal:{roll}",
        f"arb:apokeepmodal:{roll}:first",
        f"arb:regenmodal:{roll}",
        f"arb:bribemodal:{roll}",
        f"arb:fireballmodal:{roll}:1",
        f"arb:dirtyplayermodal:{roll}",
        f"arb:victimmodal:{roll}:1",
        f"arb:blockarmourmodal:{block}:defender",
        f"arb:brawlermodal:{block}:0",
        f"arb:promodal:{block}:0",
        build(Kind.BUTTON, sequence, Action.SET_SCORE),
        build(Kind.PREGAME, sequence, Action.HAND_DICE, "prayers"),
    ]


def button_ids(roll: int, block: int, team: int, season: int, match: int) -> list[str]:
    """One custom id of each button the bot reads back that the messages made below do not carry."""
    from render.postmatch.ids import Action, Kind, build

    return [
        f"arb:matchcancel:{match}:open:yes",
        f"arb:unplayed:{match}:both",  # a fixture's id: none on the other server, a commissioner's here
        f"arb:roster:{team}:1:0:n",
        f"arb:rosterretry:{team}",
        f"arb:apothecary:{roll}",
        f"arb:apokeep:{roll}:first",
        f"arb:regenreroll:{roll}",
        f"arb:dirtyplayer:{roll}:apply",
        f"arb:bribe:{roll}",
        f"arb:fireball:{roll}:1",
        f"arb:victim:{roll}:1",
        f"arb:brawler:{block}:0",
        f"arb:proreroll:{block}:0",
        f"arb:blockarmour:{block}:defender",
        f"arb:bothdown:{block}:0",
        f"arb:reopen:dice=5.4;n=injury.2.6|arb:blockarmourmodal:{block}:defender",  # a form kept (issue 26)
        f"arb:teamerase:{team}:yes",
        f"arb:draft:{team}:submit:preview",
        f"arb:draft:{team}:approve:preview",
        build(Kind.SEASON, season, Action.CONFIRM, "0"),
    ]


def _subclasses(cls: type[Any]) -> list[type[Any]]:
    found: list[type[Any]] = []
    for sub in cls.__subclasses__():
        found += [sub, *_subclasses(sub)]
    return found


async def test_every_form_and_button_the_bot_reads_is_in_the_replay_below():
    import discord

    from bot import EXTENSIONS, Arbitre
    from config import Settings

    bot = Arbitre(Settings.from_env({}))
    for extension in EXTENSIONS:
        await bot.load_extension(extension)
    forms = bot.forms.patterns
    await bot.close()
    ids = form_ids(1, 2, 3, 4)
    assert [p.pattern for p in forms if not any(p.fullmatch(i) for i in ids)] == []
    # the dynamic items: those the messages below carry (Enregistrer, a block's dice, a post-match's buttons and
    # menu), and the others written by hand
    ids = [*button_ids(1, 2, 3, 4, 5), "arb:record:1", "arb:block:1:0", "arb:pm:1:go:fans", "arb:pmsel:1:concede"]
    ids += ["arb:pg:1:go:values", "arb:pgsel:1:pgbuy:home"]  # a pre-game's button and menu
    ids += ["arb:draftsel:1:pick:players"]  # a draft's menu
    from cogs.utils.buttons import RollButton  # the base of a roll's buttons, never registered itself

    items = [c for c in _subclasses(discord.ui.DynamicItem) if c.__module__.startswith("cogs.") and c is not RollButton]
    templates = [c.__discord_ui_compiled_template__ for c in items]
    assert len(templates) > 10
    assert [p.pattern for p in templates if not any(p.fullmatch(i) for i in ids)] == []


async def test_buttons_menus_and_forms_replayed_in_another_server_change_nothing_here(league):
    g1, g2, s = league.guild_id, league.second_guild_id, league.seeded
    grak, dwarf = f"id:{s.players['grak']}", f"id:{s.players['nains1']}"
    dead = await league.reply("armour", {"victim": grak, "attacker": dwarf, "dice": "6 6 6 6 16 6 6"})
    block = await league.reply("block", {"attacker_st": 4, "defender_st": 3})
    screen = await league.reply(("postmatch", "start"), {"match": str(s.matches["main"])})
    made = [dead, block, screen]
    league.made = made  # for the members of this server, below
    assert all(m.buttons for m in made), [m.text for m in made]
    roll, block_roll = (await league.rolls_written(dead, block))[:2]
    sequence = rows_of(
        league, "SELECT id FROM postmatch_sequences WHERE guild_id = ? AND match_id = ?", g1, s.matches["main"]
    )
    records, claimed = snapshot(league, g1), claims(league, g1)
    english = said_in("en")
    wrong, replayed = [], 0
    for message in made:
        forged = league.fake.forge(message.components, g2, league.second_channel_id)
        for comp in [c for c in forged.all_components() if c.get("type") in (2, 3) and not c.get("disabled")]:
            if comp["type"] == 2:
                rec = await league.fake.click(forged, comp["custom_id"], league.second_owner_id, locale="en-US")
            else:
                rec = await league.fake.select(
                    forged, comp["custom_id"], comp["options"][0]["value"], league.second_owner_id, locale="en-US"
                )
            msg = await rec.final(15)
            replayed += 1
            if msg is None or not msg.ephemeral or not any(p.fullmatch(msg.content) for p in english):
                wrong.append((comp["custom_id"], msg and msg.text[:200]))
    by_hand = button_ids(roll, block_roll, s.teams["orcs"], 1, s.matches["open"])
    for custom_id in by_hand:
        rec = await league.fake.click(
            forged_button(league, custom_id, g2), custom_id, league.second_owner_id, locale="en-US"
        )
        msg = await rec.final(15)
        replayed += 1
        if msg is None or not msg.ephemeral or not any(p.fullmatch(msg.content) for p in english):
            wrong.append((custom_id, msg and msg.text[:200]))
    for custom_id in form_ids(roll, block_roll, s.teams["orcs"], sequence[0][0]):
        modal = {
            "custom_id": custom_id,
            "title": "x",
            "components": [{"type": 18, "label": "x", "component": {"type": 4, "custom_id": "csv", "style": 2}}],
        }
        rec = await league.fake.submit_modal(
            modal,
            {"csv": "1"},
            league.second_owner_id,
            guild_id=g2,
            channel_id=league.second_channel_id,
            locale="en-US",
        )
        msg = await rec.final(15)
        replayed += 1
        if msg is None or not msg.ephemeral or not any(p.fullmatch(msg.content) for p in english):
            wrong.append((custom_id, msg and msg.text[:200]))
    assert wrong == []
    assert replayed > 10
    assert snapshot(league, g1) == records and claims(league, g1) == claimed
    league.forms = form_ids(roll, block_roll, s.teams["orcs"], sequence[0][0])
    league.by_hand = by_hand
    no_traceback(league)


@pytest.mark.parametrize("who", ["stranger", "coach"])
async def test_a_member_changes_no_record_by_any_button_menu_or_form_that_is_not_his(league, who):
    # the Enregistrer of a casualty in Orques de Fer – Nains Têtus and the post-match of Orques de Fer – Élus de
    # Nuffle: a commissioner's, or the coaches' of the match (the coach coaches Élus de Nuffle: the post-match is
    # the commissioners' all the same); a block's dice are anyone's to pick (a roll, no record)
    g1, user = league.guild_id, league.stranger_id if who == "stranger" else league.coach_id
    dead, _, screen = league.made
    before, wrong, pressed = snapshot(league, g1), [], 0
    for message in (dead, screen):
        for comp in [c for c in message.all_components() if c.get("type") in (2, 3) and not c.get("disabled")]:
            if comp["type"] == 2:
                rec = await league.fake.click(message, comp["custom_id"], user)
            else:
                rec = await league.fake.select(message, comp["custom_id"], comp["options"][0]["value"], user)
            msg = await rec.final(15)
            pressed += 1
            if msg is None or not msg.ephemeral:
                wrong.append((comp["custom_id"], msg and msg.text[:200]))
    for custom_id in league.by_hand:  # a roll's buttons are anyone's: they may roll, they change no record
        rec = await league.fake.click(forged_button(league, custom_id, g1), custom_id, user)
        msg = await rec.final(15)
        pressed += 1
        if msg is None or msg.content in APOLOGY:
            wrong.append((custom_id, msg and msg.text[:200]))
    for custom_id in league.forms:
        modal = {
            "custom_id": custom_id,
            "title": "x",
            "components": [{"type": 18, "label": "x", "component": {"type": 4, "custom_id": "csv", "style": 2}}],
        }
        rec = await league.fake.submit_modal(modal, {"csv": "1"}, user, guild_id=g1, channel_id=league.channel_id)
        msg = await rec.final(15)
        pressed += 1
        if msg is None or msg.content in APOLOGY:
            wrong.append((custom_id, msg and msg.text[:200]))
    assert wrong == []
    assert pressed > 10
    assert snapshot(league, g1) == before
    no_traceback(league)


def forged_button(league, custom_id: str, guild_id: int):
    """A message of the bot in ``guild_id``'s first channel with one button, ``custom_id``, written by hand."""
    channel = league.channel_id if guild_id == league.guild_id else league.second_channel_id
    button = {"type": 2, "style": 1, "label": "?", "custom_id": custom_id}
    return league.fake.forge([{"type": 1, "components": [button]}], guild_id, channel)


def rows_of(league, sql, *params):
    with sqlite3.connect(league.database_path) as conn:
        return conn.execute(sql, params).fetchall()


#: What people type that is not what an option wants: mentions, an id no record has, numbers out of any range, a
#: name of another server's record, a markdown bomb.
#: A mass or role mention as Discord reads it (escaped ones carry a zero-width space after the @); the bot's own
#: mentions of members (a team's coach) are its words, not typed ones.
MENTION = re.compile(r"@(everyone|here)|<@&\d+>")
HOSTILE = (
    "@everyone",
    "id:999999999999999999999999",
    "-1",
    "<@&1200000000000000301> **x** @here",
    "É" * 6000,  # as long as the option takes
    "2d6, 1d1000000000, `||",
)


def error_patterns() -> list[re.Pattern[str]]:
    """The French catalogue's refusals (keys naming an error), as patterns a reply may match."""
    texts = [text for key, text in LANGUAGES["fr"].items() if re.search(r"(^|\.)error(\.|$)", key)]
    return [p for p in map(_pattern, texts) if p is not None]


async def test_anything_typed_in_any_text_option_is_answered_without_a_bug_and_pings_nobody(league):
    # the commissioner, so that every path goes as deep as it can; last in the module: it may create records
    errors = error_patterns()
    wrong, swept = [], 0
    for path, options, _ in list(invocations(league)):
        texts = [o for o in league_options(league, path) if o["type"] == 3 and not o.get("choices")]
        for option in texts:
            for typed in {h[: option.get("max_length", 6000)] for h in HOSTILE}:
                if len(typed) < option.get("min_length", 0):
                    continue
                _, msg = await answer(
                    league, path, {**options, option["name"]: typed}, user=league.commissioner_id, guild=league.guild_id
                )
                swept += 1
                if msg is None:
                    continue
                raw = json.dumps([msg.content, msg.embeds], ensure_ascii=False)
                if MENTION.search(raw):
                    wrong.append(
                        (
                            path,
                            option["name"],
                            typed,
                            "mention",
                            [raw[max(0, m.start() - 60) : m.end() + 20] for m in MENTION.finditer(raw)],
                        )
                    )
                if not msg.ephemeral and any(p.fullmatch(msg.content) for p in errors):
                    wrong.append((path, option["name"], typed, "public error", msg.content))
    assert wrong == []
    assert swept > 300
    for request in league.fake.requests:
        body = request.json if isinstance(request.json, dict) else {}
        data = body.get("data", body) if body.get("type") in (4, 7) else body
        if request.method in ("POST", "PATCH") and ("embeds" in data or "content" in data):
            assert data.get("allowed_mentions", {}).get("parse") == [], request
    no_traceback(league)


def league_options(league, path):
    return next(options for p, options in leaves(league.fake.visible_commands(league.guild_id)) if p == path)
