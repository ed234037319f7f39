"""Per-server settings: ruleset, kick-off table, commissioner role, league channel."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs.utils.checks import require_guild, require_manage_guild
from cogs.utils.interaction import Interaction
from league.settings import GuildSettings
from league.standings import LeagueScoring
from locales import t
from render.embeds import message_embed
from rules.standings import parse_points, parse_tiebreakers

RULESET_CHOICES = [app_commands.Choice(name="ligue", value="ligue"), app_commands.Choice(name="bb2025", value="bb2025")]
RESET_CHOICES = [
    app_commands.Choice(name="commissioner_role", value="commissioner_role_id"),
    app_commands.Choice(name="league_channel", value="league_channel_id"),
]
KICKOFF_CHOICES = [
    app_commands.Choice(name="classique", value="classique"),
    app_commands.Choice(name="bb2025", value="bb2025"),
    app_commands.Choice(name="default", value="default"),
]


def scoring_text(league: LeagueScoring) -> str:
    """The league table's settings: points, tie-breakers, the post after each post-match."""
    s = league.scoring
    points = f"{s.win}/{s.draw}/{s.loss}" + (f"/{s.conceded}" if s.conceded != s.loss else "")
    breakers = ", ".join(t(f"standings.tiebreaker.{k}") for k in s.tiebreakers) or t("standings.tiebreaker.none")
    weekly = t("league.yes") if league.weekly_post else t("league.no")
    return t("standings.settings", points=points, tiebreakers=breakers, weekly=weekly)


def settings_text(settings: GuildSettings) -> str:
    table = settings.kickoff_table or t("settings.kickoff_default", table=settings.ruleset.kickoff_table)
    role = f"<@&{settings.commissioner_role_id}>" if settings.commissioner_role_id else t("settings.none")
    channel = f"<#{settings.league_channel_id}>" if settings.league_channel_id else t("settings.none")
    return t(
        "settings.body",
        ruleset=t(f"ruleset.{settings.ruleset_key}"),
        kickoff=table,
        role=role,
        channel=channel,
    )


class Admin(commands.Cog):
    @app_commands.command(name="settings")
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.choices(ruleset=RULESET_CHOICES, kickoff_table=KICKOFF_CHOICES, reset=RESET_CHOICES)
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
        weekly_post: bool | None = None,
    ) -> None:
        guild_id = require_guild(interaction)
        require_manage_guild(interaction)
        bot = interaction.client
        repo = bot.settings_repo
        scoring: dict[str, Any] = {}
        if points is not None:
            win, draw, loss, conceded = parse_points(points)
            scoring.update(win=win, draw=draw, loss=loss, conceded=loss if conceded is None else conceded)
        if tiebreakers is not None:
            scoring["tiebreakers"] = parse_tiebreakers(tiebreakers)
        if weekly_post is not None:
            scoring["weekly_post"] = weekly_post
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
        if scoring:
            league = await bot.standings.update_scoring(guild_id, interaction.user.id, **scoring)
        else:
            league = await bot.standings.scoring(guild_id)
        if changes:
            current = await repo.update(guild_id, interaction.user.id, **changes)
        else:
            current = await repo.get(guild_id)
        title = t("settings.updated") if changes or scoring else t("settings.title")
        text = settings_text(current) + "\n" + scoring_text(league)
        await interaction.response.send_message(embed=message_embed(title, text), ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Admin())
