"""Matches and their casualties, the league's statistics and its export.

``/match start|show|finish|cancel|casualty|unplayed``, ``/casualties``, ``/graveyard``,
``/leaderboard`` and ``/export``. A match is played in one channel (at most
one open per channel); its FP are rolled (D3 + Fans Dévoués, by
:func:`rules.postmatch.rolls.roll_fan_factor`) or typed in at the start and stored.
"""

from __future__ import annotations

import io
import json
import re
from typing import TYPE_CHECKING, Any, Literal

import discord
from discord import app_commands
from discord.ext import commands

import cogs.utils.participants
import league.export
import league.pregame
import records.models
import render.league
import render.matches
import render.playoffs
import render.text
import rules.injury
import rules.postmatch.rolls
from cogs.playoffs import playoff_round
from cogs.utils.buttons import StatelessView
from cogs.utils.checks import is_commissioner, require_commissioner, require_guild
from cogs.utils.errors import UserError, guarded
from cogs.utils.interaction import HookInteraction, Interaction
from cogs.utils.language import TAG_PATTERN, lang_of, reader_language, server_language, tagged
from cogs.utils.league import (
    CAUSE_CHOICES,
    any_player_choices,
    match_choices,
    player_choices,
    require_match_member,
    resolve_match_teams,
    resolve_player,
    resolve_team,
    team_choices,
)
from cogs.utils.mentions import command_mention
from cogs.utils.options import MatchFanFactor, Season, Touchdowns
from cogs.utils.rolling import ruleset_for
from cogs.utils.translator import group
from cogs.utils.web import page_url
from locales import t, tn
from records.vocabulary import CASUALTY_OUTCOMES, MATCH_STATUSES
from rules.characteristics import CHARACTERISTICS
from rules.dice import Dice

if TYPE_CHECKING:
    from records.models import Team
    from rules.model import Result
    from rules.ruleset import Ruleset

#: Choices named by their value: ``apply_defaults`` writes the catalogue's ``choice.<value>`` over them.
OUTCOME_CHOICES = [app_commands.Choice(name=o, value=o) for o in CASUALTY_OUTCOMES]
SEQUELLE_CHOICES = [app_commands.Choice(name=c, value=c) for c in CHARACTERISTICS]
STATUS_CHOICES = [app_commands.Choice(name=s, value=s) for s in MATCH_STATUSES]
SIDE_CHOICES = [app_commands.Choice(name=s, value=s) for s in ("home", "away")]
#: How a Play-off game was won (``/match finish decided_by:``): the penalties name their winner's side.
DECIDED_CHOICES = [
    app_commands.Choice(name=d, value=d) for d in ("normal", "extra_time", "penalties_home", "penalties_away")
]


def _fan_factor(team: Team, typed: int | None, ruleset: Ruleset) -> tuple[int, int | None, Result | None]:
    """``(FP, D3, roll)``: the FP typed in (no die), or D3 + Fans Dévoués rolled."""
    if typed is not None:
        return typed, None, None
    result = rules.postmatch.rolls.roll_fan_factor(Dice(), dedicated_fans=team.dedicated_fans, ruleset=ruleset)
    assert result.root.total is not None
    return result.root.total, result.root.dice[0].value, result


class CancelMatch(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"arb:matchcancel:(?P<match>\d+):(?P<seen>open|finished):(?P<answer>yes|no)" + TAG_PATTERN,
):
    """« Annuler le match » / « Garder » under ``/match cancel``'s private question. The custom id carries the match,
    the status it was asked for and the answer, so a click after a restart, a second click or a click after the match
    changed is answered from what is stored now."""

    def __init__(self, match_id: int, seen: str, answer: str, lang: str) -> None:
        yes = answer == "yes"
        super().__init__(
            discord.ui.Button(
                label=t("matches.cancel.yes" if yes else "matches.cancel.no", lang),
                style=discord.ButtonStyle.danger if yes else discord.ButtonStyle.secondary,
                custom_id=tagged(f"arb:matchcancel:{match_id}:{seen}:{answer}", lang),
            )
        )
        self.match_id, self.seen, self.answer, self.lang = match_id, seen, answer, lang

    @classmethod
    async def from_custom_id(
        cls, interaction: HookInteraction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> CancelMatch:
        return cls(int(match["match"]), match["seen"], match["answer"], lang_of(match))

    async def callback(self, interaction: HookInteraction) -> None:
        await guarded(interaction, self._answer(interaction))

    async def _answer(self, interaction: Interaction) -> None:
        bot = interaction.client
        found, home, away = await resolve_match_teams(interaction, str(self.match_id), member=True)
        if self.answer == "no" or found.status == "cancelled":  # kept, or a second click: nothing more to do
            key = "matches.cancel.already" if found.status == "cancelled" else "matches.cancel.kept"
            await interaction.response.edit_message(content=t(key, self.lang, match=found.id), view=None)
            return
        coach = not await is_commissioner(interaction)
        done = await bot.matches.cancel(
            found.guild_id,
            interaction.user.id,
            found.id,
            coach=coach,
            seen="open" if self.seen == "open" else "finished",
        )
        await interaction.response.edit_message(content=t("matches.cancel.done", self.lang, match=done.id), view=None)
        lang = await server_language(interaction)  # the table reads the announcement
        title = t("league.match.cancelled", lang, title=render.league.match_title(done, home, away, lang=lang))
        await interaction.followup.send(embed=render.league.match_embed(done, home, away, title=title, lang=lang))


class Matches(commands.Cog):
    match = group("match")

    @match.command(name="start")
    @app_commands.autocomplete(home=team_choices, away=team_choices)
    async def match_start(
        self,
        interaction: Interaction,
        home: str,
        away: str,
        home_ff: MatchFanFactor | None = None,
        away_ff: MatchFanFactor | None = None,
        friendly: bool = False,
    ) -> None:
        lang = await server_language(interaction)
        guild_id = require_guild(interaction)
        home_team = await resolve_team(interaction, home)
        away_team = await resolve_team(interaction, away)
        await require_match_member(interaction, home_team, away_team)
        if home_team.id == away_team.id:
            raise UserError("league.error.same_team")
        bot = interaction.client
        busy = await bot.matches.open_in_channel(guild_id, interaction.channel_id or 0)
        if busy is not None:
            raise UserError("league.error.channel_busy", id=busy.id)
        ruleset = await ruleset_for(interaction)  # the server's (no match here yet): the match keeps it
        fp_home, die_home, roll_home = _fan_factor(home_team, home_ff, ruleset)
        fp_away, die_away, roll_away = _fan_factor(away_team, away_ff, ruleset)
        opened = await bot.matches.open(
            guild_id,
            interaction.user.id,
            home_team_id=home_team.id,
            away_team_id=away_team.id,
            channel_id=interaction.channel_id,
            home_fp=fp_home,
            away_fp=fp_away,
            home_fp_die=die_home,
            away_fp_die=die_away,
            friendly=friendly,
            ruleset=ruleset.key,
        )

        for team, roll in ((home_team, roll_home), (away_team, roll_away)):
            if roll is not None:  # every roll is kept, like the others
                await bot.rolls.submit(
                    guild_id=guild_id,
                    channel_id=interaction.channel_id,
                    user_id=interaction.user.id,
                    command="match start",
                    options={"match_id": opened.id, "team_id": team.id, "dedicated_fans": team.dedicated_fans},
                    result=roll,
                )
        title = t(
            "league.match.started", lang, title=render.league.match_title(opened, home_team, away_team, lang=lang)
        )
        embed = render.league.match_embed(opened, home_team, away_team, title=title, lang=lang)
        if opened.playoff_stage is not None:  # the game of the bracket it plays: « Play-offs : Demi-finales »
            round_ = await playoff_round(bot.db, opened, lang=lang)
            embed.description = f"{embed.description or ''}\n{round_}".strip()
        command = await command_mention(interaction, "prematch start", lang)  # the pre-game, offered (issue 28)
        embed.add_field(
            name=t("league.match.pregame", lang),
            value=t("league.match.pregame.how", lang, command=command, match=opened.id),
            inline=False,
        )
        await interaction.response.send_message(embed=embed)

    @match.command(name="show")
    @app_commands.autocomplete(match=match_choices)
    async def match_show(self, interaction: Interaction, match: str | None = None) -> None:
        lang = await server_language(interaction)
        found, home, away = await resolve_match_teams(interaction, match, ended=True)
        casualties = await interaction.client.stats.casualties_for_match(found.guild_id, found.id)
        applied = await league.pregame.PregameRepository(interaction.client.db).for_match(found.guild_id, found.id)
        pregames = {pregame.team_id: pregame for pregame in applied}
        players = {}  # those a Prayer selected, named on it
        if any(pregame.picks for pregame in applied):
            for team in (home, away):
                roster = await interaction.client.players.roster(found.guild_id, team.id, include_inactive=True)
                players.update({player.id: player.label() for player in roster})
        pages = await page_url(interaction)  # the league's page, when it has one: the teams link to theirs
        embed = render.league.match_embed(
            found, home, away, casualties, pregames=pregames, lang=lang, pages=pages, players=players
        )
        if pages is not None:
            embed.url = f"{pages}match/{found.id}"
        await interaction.response.send_message(embed=embed)

    @match.command(name="finish")
    @app_commands.autocomplete(match=match_choices)
    @app_commands.choices(decided_by=DECIDED_CHOICES)
    async def match_finish(
        self,
        interaction: Interaction,
        home_score: Touchdowns,
        away_score: Touchdowns,
        match: str | None = None,
        decided_by: str | None = None,
    ) -> None:
        lang = await server_language(interaction)
        found, home, away = await resolve_match_teams(interaction, match, member=True)
        bot = interaction.client
        shootout: Literal["home", "away"] | None = None
        if decided_by in ("penalties_home", "penalties_away"):  # the penalties, and the side that won them
            decided_by, shootout = "penalties", "home" if decided_by == "penalties_home" else "away"
        done = await bot.matches.finish(
            found.guild_id,
            interaction.user.id,
            found.id,
            home_score=home_score,
            away_score=away_score,
            decided_by=decided_by,
            shootout=shootout,
        )

        casualties = await bot.stats.casualties_for_match(done.guild_id, done.id)
        title = t("league.match.finished", lang, title=render.league.match_title(done, home, away, lang=lang))
        command = await command_mention(interaction, "postmatch start", lang)  # each reader's own name for it
        embed = render.league.match_embed(done, home, away, casualties, title=title, lang=lang)
        if (
            through := render.playoffs.decided_line(done, home.name, away.name, lang=lang)
        ) is not None:  # a Play-off game's winner
            embed.description = f"{embed.description or ''}\n{through}".strip()
        embed = render.matches.add_next_step(embed, done, lang=lang, command=command)
        await interaction.response.send_message(embed=embed)

    @match.command(name="list")
    @app_commands.autocomplete(team=team_choices)
    @app_commands.choices(status=STATUS_CHOICES)
    async def match_list(
        self,
        interaction: Interaction,
        team: str | None = None,
        status: str | None = None,
        season: Season | None = None,
    ) -> None:
        lang = await server_language(interaction)
        guild_id = require_guild(interaction)
        repo = interaction.client.standings
        chosen = None if team is None else await resolve_team(interaction, team)
        number = season or await repo.current_season(guild_id)
        lines = await repo.matches(guild_id, number, team_id=chosen.id if chosen else None, status=status)
        embed = render.matches.match_list_embed(lines, number, team=chosen.name if chosen else None, lang=lang)
        await interaction.response.send_message(embed=embed)

    @match.command(name="unplayed")
    @app_commands.autocomplete(home=team_choices, away=team_choices)
    @app_commands.choices(conceded=SIDE_CHOICES)
    async def match_unplayed(self, interaction: Interaction, home: str, away: str, conceded: str | None = None) -> None:
        """A league fixture left unplayed at the end of its time limit (commissioners): a loss for both, or a
        real-life concession; its post-match follows."""
        guild_id = await require_commissioner(interaction, "league.error.unplayed_commissioner")
        lang = await server_language(interaction)
        home_team = await resolve_team(interaction, home)
        away_team = await resolve_team(interaction, away)
        recorded = await interaction.client.matches.record_unplayed(  # it refuses a team against itself
            guild_id,
            interaction.user.id,
            home_team_id=home_team.id,
            away_team_id=away_team.id,
            conceded="home" if conceded == "home" else "away" if conceded == "away" else None,
        )
        embed = render.league.match_embed(
            recorded, home_team, away_team, lang=lang
        )  # its first line says « Rencontre non jouée »
        command = await command_mention(interaction, "postmatch start", lang)
        await interaction.response.send_message(
            embed=render.matches.add_next_step(embed, recorded, lang=lang, command=command)
        )

    @match.command(name="cancel")
    @app_commands.autocomplete(match=match_choices)
    async def match_cancel(self, interaction: Interaction, match: str | None = None) -> None:
        """Asks first, privately: cancelling is final (docs/rules.md « Cancelling a match »)."""
        reader = await reader_language(interaction)
        found, home, away = await resolve_match_teams(interaction, match, member=True)
        coach = not await is_commissioner(interaction)
        await interaction.client.matches.check_cancel(found.guild_id, found.id, coach=coach)
        casualties = await interaction.client.stats.casualties_for_match(found.guild_id, found.id)
        question = render.matches.cancel_question(found, home.name, away.name, len(casualties), lang=reader)
        view = StatelessView()
        for answer in ("yes", "no"):
            view.add_item(CancelMatch(found.id, found.status, answer, reader))
        await interaction.response.send_message(question, view=view, ephemeral=True)

    @match.command(name="casualty")
    @app_commands.autocomplete(victim=player_choices, attacker=player_choices)
    @app_commands.choices(outcome=OUTCOME_CHOICES, cause=CAUSE_CHOICES, sequelle=SEQUELLE_CHOICES)
    async def match_casualty(
        self,
        interaction: Interaction,
        victim: str,
        outcome: str,
        cause: str,
        attacker: str | None = None,
        sequelle: str | None = None,
    ) -> None:
        lang = await server_language(interaction)
        found, _, _ = await resolve_match_teams(interaction, None, member=True)
        if outcome == rules.injury.CASUALTY_LASTING_INJURY and sequelle is None:
            raise UserError("league.error.sequelle_needed")
        hurt = await resolve_player(interaction, victim)
        hitter = None if attacker is None else await resolve_player(interaction, attacker)
        bot = interaction.client
        report = records.models.CasualtyReport(
            victim_id=hurt.id,
            outcome=outcome,
            cause=cause,  # type: ignore[arg-type]  # one of CAUSE_CHOICES; the casualty record checks it
            match_id=found.id,
            caused_by_id=hitter.id if hitter else None,
            sequelle=sequelle,  # type: ignore[arg-type]  # MA…AV from the choices; the record checks it
        )
        record, _ = await bot.casualties.record_casualty(found.guild_id, interaction.user.id, report)

        views = await bot.stats.casualties_for_match(found.guild_id, found.id)
        view = next(v for v in views if v.casualty.id == record.id)
        embed = render.league.casualty_recorded_embed(
            view, found, rolled=outcome, lang=lang
        )  # a friendly's Badly Hurt says so
        await interaction.response.send_message(embed=embed)
        earlier = cogs.utils.participants.kept_out_before(record, (v.casualty for v in views))
        if earlier is not None:  # recorded all the same: which of the two is wrong, the post-match asks
            warning = t("ui.record.twice", await reader_language(interaction), casualty=earlier)
            await interaction.followup.send(warning, ephemeral=True)

    @app_commands.command(name="casualties")
    @app_commands.autocomplete(team=team_choices, player=any_player_choices, match=match_choices)
    async def casualties(
        self,
        interaction: Interaction,
        team: str | None = None,
        player: str | None = None,
        match: str | None = None,
    ) -> None:
        lang = await server_language(interaction)
        guild_id = require_guild(interaction)
        if sum(option is not None for option in (team, player, match)) > 1:
            raise UserError("league.error.one_filter")
        stats = interaction.client.stats
        if team is not None:
            chosen = await resolve_team(interaction, team)
            suffered, caused = await stats.casualties_for_team(guild_id, chosen.id)
            embed = render.league.casualties_embed(
                t("league.casualties.team", lang, name=render.text.safe(chosen.name)), suffered, caused, lang=lang
            )
        elif player is not None:
            found = await resolve_player(interaction, player)
            suffered, caused = await stats.casualties_for_player(guild_id, found.id)
            title = t("league.casualties.player", lang, number=found.number, name=render.text.safe(found.name))
            embed = render.league.casualties_embed(title, suffered, caused, lang=lang)
        elif match is None:  # no option: the league's latest, wherever it is asked
            views = await stats.latest_casualties(guild_id)
            embed = render.league.casualties_embed(t("league.casualties.latest", lang), views, lang=lang)
        else:
            played, home, away = await resolve_match_teams(interaction, match)
            views = await stats.casualties_for_match(guild_id, played.id)
            embed = render.league.casualties_embed(
                t("league.casualties.match", lang, title=render.league.match_title(played, home, away, lang=lang)),
                views,
                lang=lang,
            )
        await interaction.response.send_message(embed=embed)

    @app_commands.command(name="graveyard")
    @app_commands.autocomplete(team=team_choices)
    async def graveyard(self, interaction: Interaction, team: str | None = None) -> None:
        lang = await server_language(interaction)
        guild_id = require_guild(interaction)
        chosen = None if team is None else await resolve_team(interaction, team)
        graves = await interaction.client.stats.graveyard(guild_id, team_id=chosen.id if chosen else None)
        title = (
            t("league.grave.title.team", lang, name=render.text.safe(chosen.name))
            if chosen
            else t("league.grave.title", lang)
        )
        await interaction.response.send_message(embed=render.league.graveyard_embed(graves, title, lang=lang))

    @app_commands.command(name="leaderboard")
    async def leaderboard(self, interaction: Interaction) -> None:
        lang = await server_language(interaction)
        guild_id = require_guild(interaction)
        board = await interaction.client.stats.leaderboard(guild_id, limit=10)
        await interaction.response.send_message(embed=render.league.leaderboard_embed(board, lang=lang))

    @app_commands.command(name="export")
    @app_commands.default_permissions(manage_guild=True)
    async def export(self, interaction: Interaction) -> None:
        lang = await reader_language(interaction)
        guild_id = require_guild(interaction)
        await require_commissioner(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        db = interaction.client.db
        coaches = await _coach_names(interaction, guild_id)
        data = await league.export.export_guild(db, guild_id, coaches)
        tables = await league.export.export_csv(db, guild_id, coaches=coaches)
        blob = json.dumps(data, ensure_ascii=False, indent=2).encode("utf-8")
        files = [discord.File(io.BytesIO(blob), filename=t("league.export.file", lang))]
        files += [discord.File(io.BytesIO(text.encode("utf-8-sig")), filename=name) for name, text in tables.items()]
        summary = t(
            "league.export.done",
            lang,
            teams=tn("count.teams", len(data["teams"]), lang),
            players=tn("count.players", len(data["players"]), lang),
            matches=tn("count.matches", len(data["matches"]), lang),
            casualties=tn("count.casualties", len(data["casualties"]), lang),
            file=files[0].filename,
        )
        await interaction.followup.send(summary, files=files, ephemeral=True)


async def _coach_names(interaction: Interaction, guild_id: int) -> dict[int, str]:
    """Each coach's name in the server (a coach who left it: none), for the export to write beside his id."""
    guild = interaction.guild
    names: dict[int, str] = {}
    if guild is None:
        return names
    for team in await interaction.client.teams.list(guild_id, include_archived=True):
        if team.coach_id in names:
            continue
        try:
            member = guild.get_member(team.coach_id) or await guild.fetch_member(team.coach_id)
        except discord.HTTPException:  # gone from the server, or Discord busy: the id alone
            continue
        names[team.coach_id] = member.display_name
    return names


async def setup(bot: commands.Bot) -> None:
    bot.add_dynamic_items(CancelMatch)
    await bot.add_cog(Matches())
