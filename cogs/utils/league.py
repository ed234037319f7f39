"""Shared pieces of the league commands: autocomplete, option values → records, who may edit what.

Autocomplete choices carry record ids as strings (``"12"``); a value typed
without picking a choice is looked up by name within the server. Every lookup
goes through the repositories with the interaction's ``guild_id``, so another
server's teams, players and matches are never offered nor found.

Rights: anyone in the server reads; a team's coach edits their own team and
roster and records casualties in their team's open matches; a commissioner
(Manage Server, or the role chosen in ``/settings``) does everything.
"""

from __future__ import annotations

import functools
import logging
import re
from collections.abc import Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, Protocol, TypeVar, cast

from discord import app_commands

import league.pregame
import league.stats
import records.models
import records.pregame
import rules.kickoff
import rules.positions
from cogs.utils.checks import is_commissioner, require_guild
from cogs.utils.errors import UserError
from cogs.utils.interaction import Interaction
from cogs.utils.language import reader_language
from locales import t
from rules import typed
from rules.causes import KNOWN_CAUSES

if TYPE_CHECKING:
    from league.rolls import StoredRoll
    from records.models import Match, Player, Team
    from records.pregame import StarInMatch, StoredPregame
    from records.stats import Choice
    from rules.kickoff import KickTeam
    from rules.positions import Typed

log = logging.getLogger("arbitre.league")
T = TypeVar("T")


#: The causes a person may give a casualty (``choice.<cause>`` names them in French).
CAUSE_CHOICES = [app_commands.Choice(name=c.replace("_", " "), value=c) for c in KNOWN_CAUSES]


# --- autocomplete -------------------------------------------------------------------------------------


#: Autocomplete values carry record ids behind this prefix, so "7" typed by hand means shirt number 7
#: (or a name), never the record whose id happens to be 7.
ID_PREFIX = "id:"


def choice_value(record_id: int) -> str:
    return f"{ID_PREFIX}{record_id}"


def _as_choices(found: list[Choice]) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=c.label, value=choice_value(c.id)) for c in found[: league.stats.MAX_CHOICES]]


async def _players(interaction: Interaction, current: str, *, include_inactive: bool) -> list[Choice]:
    guild_id = interaction.guild_id
    if guild_id is None:
        return []
    bot = interaction.client
    found: list[Choice] = []
    match = await open_match(interaction)
    if match is not None:  # the players of the match being played here come first
        for team_id in match.team_ids:
            found += await bot.stats.search_players(
                guild_id, current, team_id=team_id, include_inactive=include_inactive
            )
    if len(found) < league.stats.MAX_CHOICES:
        seen = {c.id for c in found}
        rest = await bot.stats.search_players(guild_id, current, include_inactive=include_inactive)
        found += [c for c in rest if c.id not in seen]
    return found


async def match_stars(interaction: Interaction, match: Match | None) -> tuple[StarInMatch, ...]:
    """The Star Players and Mercenaries ``match``'s applied pre-game hired (none without a match or a pre-game)."""
    if match is None:
        return ()
    guild_id = require_guild(interaction)
    pregames = await league.pregame.PregameRepository(interaction.client.db).for_match(guild_id, match.id)
    rosters = {}
    for pregame in pregames:
        if pregame.mercenaries:  # a Mercenary is a line of his team's roster
            team = await interaction.client.teams.get(guild_id, pregame.team_id)
            rosters[pregame.team_id] = "" if team is None else team.roster
    return records.pregame.stars_in_match(guild_id, pregames, rosters)


P = TypeVar("P", bound="Player | None")


async def as_prayed(interaction: Interaction, match: Match | None, players: Sequence[P]) -> list[P]:
    """``players`` as ``match``'s applied pre-game leaves them for the game: Iron Man, Knuckle Dusters and the other
    Prayers that selected one of them (:func:`records.pregame.prayed_for`); as they are without a match or a
    pre-game."""
    if match is None or all(p is None for p in players):
        return list(players)
    guild_id = require_guild(interaction)
    pregames = await league.pregame.PregameRepository(interaction.client.db).for_match(guild_id, match.id)
    if not any(p.picks for p in pregames):
        return list(players)
    return [p if p is None else cast(P, records.pregame.prayed_for(pregames, p)) for p in players]


async def _star_choices(interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
    """The Star Players of the match open here whose name holds ``current``, with their team's name."""
    stars = await match_stars(interaction, await open_match(interaction))
    wanted = typed.fold(current)
    choices = []
    for star in stars:
        if wanted in typed.fold(star.name):
            team = await interaction.client.teams.get(require_guild(interaction), star.team_id)
            label = star.label(None if team is None else team.name)
            choices.append(app_commands.Choice(name=_choice_name(label), value=star.value_key))
    return choices


async def player_choices(interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
    """Active players of the server matching ``current``; value = the player id as a string.

    When a match is open in the channel, the Star Players its pre-game hired come first (value
    ``star:<team>:<key>``), then its two teams' players (home, then away), then the rest of the server's.
    """
    try:
        stars = await _star_choices(interaction, current)
        return (stars + _as_choices(await _players(interaction, current, include_inactive=False)))[
            : league.stats.MAX_CHOICES
        ]
    except Exception:  # an autocomplete must answer, even empty
        log.exception("players autocomplete")
        return []


async def any_player_choices(interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
    """Like :func:`player_choices`, dead and retired players included (histories, profiles)."""
    try:
        return _as_choices(await _players(interaction, current, include_inactive=True))
    except Exception:
        log.exception("all players autocomplete")
        return []


async def team_choices(interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
    """Active teams of the server matching ``current``; value = the team id as a string."""
    try:
        if interaction.guild_id is None:
            return []
        return _as_choices(await interaction.client.stats.search_teams(interaction.guild_id, current))
    except Exception:
        log.exception("teams autocomplete")
        return []


async def match_team_choices(interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
    """The two teams of the match open in this channel (home first); none when no match is open (the option is then
    refused: :func:`match_kick_teams`)."""
    try:
        lang = await reader_language(interaction)
        match = await open_match(interaction)
        if match is None:
            return []
        teams = interaction.client.teams
        guild_id = interaction.guild_id or 0
        choices = []
        for side, team_id in zip(("home", "away"), match.team_ids, strict=True):
            team = await teams.get(guild_id, team_id)
            if team is not None:
                name = t(f"league.match.side.{side}.choice", lang, team=team.name)
                choices.append(app_commands.Choice(name=_choice_name(name), value=choice_value(team.id)))
        return choices
    except Exception:
        log.exception("match teams autocomplete")
        return []


async def match_choices(interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
    """The server's latest matches (``n° 12 · Orques de Fer – Nains · en cours``), filtered by ``current``."""
    try:
        guild_id = interaction.guild_id
        if guild_id is None:
            return []
        lang = await reader_language(interaction)
        bot = interaction.client
        names: dict[int, str] = {}
        wanted = current.strip().lstrip("#").casefold()
        choices = []
        for match in await bot.matches.list(guild_id, limit=100):
            for team_id in match.team_ids:
                if team_id not in names:
                    team = await bot.teams.get(guild_id, team_id)
                    names[team_id] = team.name if team else "?"
            label = t(
                "league.match.choice",
                lang,
                id=match.id,
                home=names[match.home_team_id],
                away=names[match.away_team_id],
                status=t(f"league.match.status.{match.status}", lang),
            )
            if not wanted or wanted in label.casefold():
                choices.append(app_commands.Choice(name=_choice_name(label), value=str(match.id)))
            if len(choices) == league.stats.MAX_CHOICES:
                break
        return choices
    except Exception:
        log.exception("matches autocomplete")
        return []


def _choice_name(text: str) -> str:
    return text if len(text) <= 100 else text[:99] + "…"


# --- option values → records --------------------------------------------------------------------------


def _record_id(value: str) -> int | None:
    """The id an autocomplete value carries (``id:12``); text typed by hand carries none."""
    text = value.strip()
    if not text.startswith(ID_PREFIX):
        return None
    digits = text.removeprefix(ID_PREFIX)
    return int(digits) if digits.isdecimal() and len(digits) <= 18 else None


#: How a match number may be written before its digits: « n° 12 », "no. 12", « #12 », or the autocomplete's id.
_NUMBER_PREFIXES = ("n°", "no.", "no", "#")


def match_number(value: str) -> int | None:
    """The match a text names by its number, read as a whole (« -1 » or « 12b » name none); its autocomplete label
    typed by hand (« n° 12 · Orques de Fer – Nains · en cours », "Match 12 · …") by what comes before « · »."""
    text = value.strip().removeprefix(ID_PREFIX).strip()
    head, dot, _ = text.partition(" · ")
    if dot:  # the label: its head alone, « Match » said before the number in English
        text = head.strip()
        text = text[len("match ") :].strip() if text.lower().startswith("match ") else text
    for prefix in _NUMBER_PREFIXES:
        if text.lower().startswith(prefix):
            text = text[len(prefix) :].strip()
            break
    return int(text) if text.isdecimal() and text.isascii() and len(text) <= 18 else None


RecordT = TypeVar("RecordT", covariant=True)


class _Records(Protocol[RecordT]):
    """A repository of one server's teams or players, as :func:`_named` reads it."""

    async def get(self, guild_id: int, record_id: int, /) -> RecordT | None: ...

    async def require(self, guild_id: int, record_id: int, /) -> RecordT: ...


async def _named(
    value: str,
    guild_id: int,
    records: _Records[RecordT],
    search: Callable[[str], Awaitable[Sequence[Choice]]],
    what: tuple[str, str],
    exact: Callable[[int, str], Awaitable[RecordT | None]] | None = None,
) -> RecordT:
    """The record an option names: an id from the autocomplete, the exact name (``exact``), or the only one a
    search finds; ``what``: the errors' keys when a search finds several, or none."""
    record_id = _record_id(value)
    record = None if record_id is None else await records.get(guild_id, record_id)
    if record is None and exact is not None:
        record = await exact(guild_id, value)
    if record is not None:
        return record
    found = await search(value)
    if len(found) == 1:
        return await records.require(guild_id, found[0].id)
    ambiguous, unknown = what
    raise UserError(ambiguous if found else unknown, value=value)


#: The autocomplete's own labels, typed (or pasted) by hand: « Orques de Fer (Orques) », « #7 Grak — Orques de Fer ».
_TEAM_LABEL: Final = re.compile(r"(?P<name>.+) \((?P<roster>[^()]+)\)")
_PLAYER_LABEL: Final = re.compile(r"#?(?P<number>\d{1,2}) +(?P<name>.+?) +— +(?P<team>.+)")


async def resolve_team(interaction: Interaction, value: str, *, editor: bool = False) -> Team:
    """The team an option names: an id from the autocomplete, or a name typed by hand (its autocomplete label
    too: « Orques de Fer (Orques) »); ``editor``: only its coach or a commissioner goes on
    (:func:`require_team_editor`)."""
    guild_id, bot = require_guild(interaction), interaction.client
    search = functools.partial(bot.stats.search_teams, guild_id, limit=2)
    what = ("league.error.team_ambiguous", "league.error.team_unknown")

    async def exact(guild: int, text: str) -> Team | None:
        team = await bot.teams.by_name(guild, text)
        label = _TEAM_LABEL.fullmatch(text.strip())
        if team is None and label is not None:
            named = await bot.teams.by_name(guild, label["name"])
            if named is not None and typed.fold(named.roster) == typed.fold(label["roster"]):
                team = named
        return team

    team = await _named(value, guild_id, bot.teams, search, what, exact=exact)
    if editor:
        await require_team_editor(interaction, team)
    return team


async def resolve_player(interaction: Interaction, value: str) -> Player:
    """The player an option names: an id from the autocomplete, or ``#7``, a name… typed by hand (his autocomplete
    label too: « #7 Grak — Orques de Fer », the active player wearing 7 first)."""
    guild_id, bot = require_guild(interaction), interaction.client
    search = functools.partial(bot.stats.search_players, guild_id, limit=2, include_inactive=True)
    what = ("league.error.player_ambiguous", "league.error.player_unknown")

    async def exact(guild: int, text: str) -> Player | None:
        label = _PLAYER_LABEL.fullmatch(text.strip())
        team = None if label is None else await bot.teams.by_name(guild, label["team"])
        if label is None or team is None:
            return None
        number, name = int(label["number"]), typed.fold(label["name"])
        players = await bot.players.roster(guild, team.id, include_inactive=True)  # the active ones first
        return next((p for p in players if p.number == number and typed.fold(p.name) == name), None)

    return await _named(value, guild_id, bot.players, search, what, exact=exact)


async def team_pregame(interaction: Interaction, team_id: int) -> StoredPregame | None:
    """The applied pre-game of ``team_id`` in its open match (this channel's first); ``None`` without one."""
    bot, guild_id = interaction.client, require_guild(interaction)
    matches = await bot.matches.list(guild_id, team_id=team_id, status="open")
    matches.sort(key=lambda m: m.channel_id != interaction.channel_id)
    for match in matches:
        for pregame in await league.pregame.PregameRepository(bot.db).for_match(guild_id, match.id):
            if pregame.team_id == team_id:
                return pregame
    return None


async def resolve_star(interaction: Interaction, value: str) -> StarInMatch | None:
    """The Star Player an autocomplete value names (``star:<team>:<key>``), hired by the pre-game of an open match
    of his team (this channel's first); ``None`` when ``value`` names no Star Player, refused when he is not hired."""
    text = value.strip()
    if not text.startswith(records.pregame.STAR_VALUE):
        return None
    team, _, key = text.removeprefix(records.pregame.STAR_VALUE).partition(":")
    bot, guild_id = interaction.client, require_guild(interaction)
    if team.isdecimal() and len(team) <= 18:
        matches = await bot.matches.list(guild_id, team_id=int(team), status="open")
        matches.sort(key=lambda m: m.channel_id != interaction.channel_id)
        for match in matches:
            found = [s for s in await match_stars(interaction, match) if s.value_key == text]
            if found:
                return found[0]
    raise UserError("league.error.player_unknown", value=key or text)


async def resolve_player_team(interaction: Interaction, value: str, *, editor: bool = False) -> tuple[Player, Team]:
    """The player an option names (:func:`resolve_player`) and his team; ``editor``: only its coach or a
    commissioner goes on."""
    player = await resolve_player(interaction, value)
    team = await interaction.client.teams.require(require_guild(interaction), player.team_id)
    if editor:
        await require_team_editor(interaction, team)
    return player, team


async def resolve_match(interaction: Interaction, value: str | None, *, ended: bool = False) -> Match:
    """The match an option names, or the one open in this channel when the option is left out; ``ended``: else the
    last one played in this channel (to read it, never to change it)."""
    guild_id = require_guild(interaction)
    if value is None:
        match = await open_match(interaction)
        if match is None and ended and interaction.channel_id is not None:
            match = await interaction.client.matches.last_in_channel(guild_id, interaction.channel_id)
        if match is None:
            raise UserError("league.error.no_open_match")
        return match
    match_id = match_number(value)
    match = None if match_id is None else await interaction.client.matches.get(guild_id, match_id)
    if match is None:
        raise UserError("league.error.match_unknown", value=value)
    return match


async def match_teams(interaction: Interaction, match: Match) -> tuple[Team, Team]:
    """A match's home and away teams."""
    teams, guild_id = interaction.client.teams, require_guild(interaction)
    return await teams.require(guild_id, match.home_team_id), await teams.require(guild_id, match.away_team_id)


async def resolve_match_teams(
    interaction: Interaction, value: str | None, *, member: bool = False, ended: bool = False
) -> tuple[Match, Team, Team]:
    """The match an option names (:func:`resolve_match`, ``ended`` included) and its home and away teams;
    ``member``: only their coaches or a commissioner go on (:func:`require_match_member`)."""
    match = await resolve_match(interaction, value, ended=ended)
    home, away = await match_teams(interaction, match)
    if member:
        await require_match_member(interaction, home, away)
    return match, home, away


async def open_match(interaction: Interaction) -> Match | None:
    """The match open in the interaction's channel, if any."""
    if interaction.guild_id is None or interaction.channel_id is None:
        return None
    return await interaction.client.matches.open_in_channel(interaction.guild_id, interaction.channel_id)


# --- rights -------------------------------------------------------------------------------------------


async def require_team_editor(interaction: Interaction, team: Team) -> None:
    """The team's coach or a commissioner; anyone else gets a French refusal."""
    if team.coach_id == interaction.user.id or await is_commissioner(interaction):
        return
    raise UserError("league.error.not_your_team", team=team.name)


async def require_player_fields(interaction: Interaction, player: Player, team: Team, changed: Iterable[str]) -> None:
    """A coach renames and renumbers his players; what the game counts (profile, skills, SPP, injuries, value…:
    :data:`records.models.PLAYER_COMMISSIONER_FIELDS`) changes outside the post-match by a commissioner only, since
    it decides rolls and the league table; refused before anything changes."""
    if set(changed) & set(records.models.PLAYER_COMMISSIONER_FIELDS) and not await is_commissioner(interaction):
        raise UserError("league.error.player_commissioner", player=player.label(team.name))


async def require_match_member(interaction: Interaction, home: Team, away: Team) -> None:
    """The coach of one of the two teams, or a commissioner."""
    if interaction.user.id in (home.coach_id, away.coach_id) or await is_commissioner(interaction):
        return
    raise UserError("league.error.not_your_match", home=home.name, away=away.name)


async def require_at_table(interaction: Interaction, stored: StoredRoll) -> None:
    """A roll's buttons (a block's dice, re-rolls and armour, a kick-off's victims), when it was rolled in a match, are
    for the table: the member who rolled it, the coaches of the two teams and the commissioners; a spectator is
    refused privately. Outside a match, anyone may click (two members playing with no league teams)."""
    match_id = stored.opts.match_id
    if match_id is None or interaction.user.id == stored.user_id:
        return
    match = await interaction.client.matches.get(require_guild(interaction), match_id)
    if match is not None:
        await require_match_member(interaction, *await match_teams(interaction, match))


# --- kick-off -----------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class KickoffMatch:
    """The match open in this channel as the kick-off sees it: both sides (named), their teams, the match."""

    kicking: KickTeam
    receiving: KickTeam
    team_ids: dict[str, int]
    match_id: int


async def match_kick_teams(interaction: Interaction, kicking_team: str | None = None) -> KickoffMatch | None:
    """The kicking and receiving sides from the match open in this channel, or ``None`` when none is open.

    Each side brings its FP for this match (stored at ``/match start``), its
    team's cheerleaders and assistant coaches, and its name. ``kicking_team`` is
    the value of a team option (id from :func:`match_team_choices`, or a name);
    without it the home team kicks. A team that does not play the match is refused, and so is a team named where no
    match is open (it would be read by nothing).
    """
    match = await open_match(interaction)
    if match is None:
        if kicking_team is not None:
            raise UserError("league.error.kicking_team_no_match")
        return None
    home, away = await match_teams(interaction, match)
    kicking_home = True
    if kicking_team is not None:
        chosen = await resolve_team(interaction, kicking_team)
        if chosen.id not in match.team_ids:
            raise UserError("league.error.kicking_team", team=chosen.name, id=match.id)
        kicking_home = chosen.id == home.id
    home_side = rules.kickoff.KickTeam(match.home_fp or 0, home.cheerleaders, home.assistant_coaches, home.name)
    away_side = rules.kickoff.KickTeam(match.away_fp or 0, away.cheerleaders, away.assistant_coaches, away.name)
    if kicking_home:
        return KickoffMatch(home_side, away_side, {"kicking": home.id, "receiving": away.id}, match.id)
    return KickoffMatch(away_side, home_side, {"kicking": away.id, "receiving": home.id}, match.id)


# --- typed profiles ----------------------------------------------------------------------------------


def typed_profile(ma: int | None, st: int | None, ag: str | None, pa: str | None, av: str | None) -> Typed:
    """The characteristics typed in options (``None``: left out, for the position's line to fill; a CP of ``-`` is
    ``no_pa``), as :func:`rules.positions.hire` takes them."""
    agility = None if ag is None else typed.characteristic(ag, "AG")
    passing = None if pa is None else typed.characteristic(pa, "PA")
    armour = None if av is None else typed.characteristic(av, "AV")
    return rules.positions.Typed(
        ma=ma, st=st, ag=agility, pa=passing, av=armour, no_pa=pa is not None and passing is None
    )
