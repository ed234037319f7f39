"""Per-server settings: ruleset, kick-off table, commissioner role, league channel, language of public replies."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

import league.standings
import render.embeds
import render.league
import render.text
import rules.standings
from cogs.utils.checks import require_guild, require_manage_guild
from cogs.utils.interaction import Interaction
from cogs.utils.language import language_hint, reader_language
from cogs.utils.league import match_teams
from league.settings import GuildSettings, page_address, require_commissioner_role
from locales import LANGUAGES, t
from rules.errors import DomainError, shown

if TYPE_CHECKING:
    from league.standings import LeagueScoring
    from records.models import Match, Team

RULESET_CHOICES = [app_commands.Choice(name="ligue", value="ligue"), app_commands.Choice(name="bb2025", value="bb2025")]
RESET_CHOICES = [
    app_commands.Choice(name="commissioner_role", value="commissioner_role_id"),
    app_commands.Choice(name="league_channel", value="league_channel_id"),
]
LANGUAGE_CHOICES = [app_commands.Choice(name=lang, value=lang) for lang in LANGUAGES]
WEB_CHOICES = [app_commands.Choice(name="on", value="on"), app_commands.Choice(name="off", value="off")]
KICKOFF_CHOICES = [
    app_commands.Choice(name="classique", value="classique"),
    app_commands.Choice(name="bb2025", value="bb2025"),
    app_commands.Choice(name="default", value="default"),
]


def scoring_text(league: LeagueScoring, lang: str) -> str:
    """The league table's settings: points, tie-breakers, the post after each post-match."""
    s = league.scoring
    points = f"{s.win}/{s.draw}/{s.loss}" + (f"/{s.conceded}" if s.conceded != s.loss else "")
    none = t("standings.tiebreaker.none", lang)
    breakers = ", ".join(t(f"standings.tiebreaker.{k}", lang) for k in s.tiebreakers) or none
    weekly = t("league.yes", lang) if league.weekly_post else t("league.no", lang)
    bonus = t("league.yes", lang) if s.bonus else t("league.no", lang)
    settings = t("standings.settings", lang, points=points, tiebreakers=breakers, bonus=bonus, weekly=weekly)
    budget = t("league.gold", lang, amount=render.text.gold(league.draft_budget, lang))
    cap = t("league.gold", lang, amount=render.text.gold(league.redraft_cap, lang))
    return settings + "\n" + t("draft.settings", lang, budget=budget, cap=cap)


def settings_text(settings: GuildSettings, lang: str) -> str:
    default = t("settings.kickoff_default", lang, table=settings.ruleset.kickoff_table)
    table = settings.kickoff_table or default
    role = f"<@&{settings.commissioner_role_id}>" if settings.commissioner_role_id else t("settings.none", lang)
    channel = f"<#{settings.league_channel_id}>" if settings.league_channel_id else t("settings.none", lang)
    return t(
        "settings.body",
        lang,
        ruleset=t(f"ruleset.{settings.ruleset_key}", lang),
        kickoff=table,
        role=role,
        channel=channel,
        language=t(f"choice.{settings.language}", lang),
    )


async def _under_way(interaction: Interaction, guild_id: int) -> list[tuple[Match, Team, Team]]:
    """The matches still to roll in: open, or finished with a post-match to run (a friendly has none), oldest
    first, with their teams."""
    matches = interaction.client.matches
    found = [m for status in ("open", "finished") for m in await matches.list(guild_id, status=status, limit=100)]
    found = sorted((m for m in found if not (m.status == "finished" and m.kind == "friendly")), key=lambda m: m.id)
    return [(m, *await match_teams(interaction, m)) for m in found]


async def _web_page(interaction: Interaction, guild_id: int, on: bool, lang: str) -> str:
    """``web:on``: a new secret address for the league's pages (the old one stops answering), given in this private
    reply only; ``web:off``: no page any more."""
    bot = interaction.client
    if not on:
        await bot.web_pages.set(guild_id, interaction.user.id, None)
        return t("settings.web.off", lang)
    base = bot.config.web_address
    assert base is not None  # checked before any write
    token = await bot.web_pages.renew(guild_id, interaction.user.id)
    return t("settings.web.on", lang, address=page_address(base, token))


class Admin(commands.Cog):
    @app_commands.command(name="settings")
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.choices(
        ruleset=RULESET_CHOICES,
        kickoff_table=KICKOFF_CHOICES,
        reset=RESET_CHOICES,
        language=LANGUAGE_CHOICES,
        web=WEB_CHOICES,
    )
    async def settings(
        self,
        interaction: Interaction,
        ruleset: str | None = None,
        kickoff_table: str | None = None,
        commissioner_role: discord.Role | None = None,
        league_channel: discord.TextChannel | None = None,
        reset: str | None = None,
        points: app_commands.Range[str, 1, 30] | None = None,
        tiebreakers: app_commands.Range[str, 1, 200] | None = None,
        bonus_points: bool | None = None,
        weekly_post: bool | None = None,
        language: str | None = None,
        web: str | None = None,
        draft_budget: app_commands.Range[int, 0, 5_000_000] | None = None,
        redraft_cap: app_commands.Range[int, 0, 5_000_000] | None = None,
    ) -> None:
        guild_id = require_guild(interaction)
        require_manage_guild(interaction)
        if commissioner_role is not None:  # refused before anything is written (the league table's points too)
            require_commissioner_role(guild_id, commissioner_role.id)
        bot = interaction.client
        if web == "on" and bot.config.web_address is None:  # no page can be given out: refused before any write
            raise DomainError("error.web.unavailable")
        repo = bot.settings_repo
        scoring = league.standings.ScoringChange(
            tiebreakers=None if tiebreakers is None else rules.standings.parse_tiebreakers(tiebreakers),
            bonus=bonus_points,
            weekly_post=weekly_post,
            draft_budget=draft_budget,
            redraft_cap=redraft_cap,
        )
        if points is not None:
            win, draw, loss, conceded = rules.standings.parse_points(points)
            scoring = replace(scoring, win=win, draw=draw, loss=loss, conceded=loss if conceded is None else conceded)
        changes: dict[str, object] = {}
        if ruleset is not None:
            changes["ruleset_key"] = ruleset
        if kickoff_table is not None:
            changes["kickoff_table"] = None if kickoff_table == "default" else kickoff_table
        if commissioner_role is not None:
            changes["commissioner_role_id"] = commissioner_role.id
        if league_channel is not None:
            changes["league_channel_id"] = league_channel.id
        if reset is not None:  # a role or channel set by mistake can be taken back
            changes[reset] = None
        if language is not None:
            if language not in LANGUAGES:  # the catalogue's languages (storage keeps any code)
                raise DomainError("error.settings.language", value=shown(language))
            changes["language"] = language
        scoring_changed = scoring != league.standings.ScoringChange()
        if scoring_changed:
            scored = await bot.standings.update_scoring(guild_id, interaction.user.id, scoring)
        else:
            scored = await bot.standings.scoring(guild_id)
        if changes:
            current = await repo.update(guild_id, interaction.user.id, **changes)
        else:
            current = await repo.get(guild_id)
        lang = await reader_language(interaction)  # a private reply, read after the change
        title = t("settings.updated", lang) if changes or scoring_changed else t("settings.title", lang)
        text = settings_text(current, lang) + "\n" + scoring_text(scored, lang)
        if scoring_changed:  # an ended season keeps the scoring it ended with (league.standings.season_scoring)
            text += "\n\n" + t("settings.scoring.season", lang, season=await bot.standings.current_season(guild_id))
        if web is not None:
            text += "\n\n" + await _web_page(interaction, guild_id, web == "on", lang)
        if ruleset is not None:  # the matches under way keep theirs (docs/rules.md M1): said, named
            text += "\n\n" + render.league.kept_rulesets(await _under_way(interaction, guild_id), ruleset, lang=lang)
        hint = await language_hint(interaction, lang)
        if hint:
            text += "\n\n" + hint
        await interaction.response.send_message(embed=render.embeds.message_embed(title, text), ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Admin())
