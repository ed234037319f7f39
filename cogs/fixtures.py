"""``/fixtures``: the season's schedule, its current round by division or one team's fixtures, for everyone.

The schedule is made by ``/season schedule`` (commissioners) and read by ``league.fixtures``; a league match
opened with ``/match start`` takes its two teams' next fixture, an unplayed one recorded with ``/match
unplayed`` too.
"""

from __future__ import annotations

import datetime as dt

from discord import app_commands
from discord.ext import commands

import league.fixtures
import render.fixtures
from cogs.playoffs import add_season_playoffs
from cogs.utils.checks import require_guild
from cogs.utils.interaction import Interaction
from cogs.utils.language import server_language
from cogs.utils.league import resolve_team, team_choices
from cogs.utils.options import Season
from cogs.utils.web import linked


class Fixtures(commands.Cog):
    @app_commands.command(name="fixtures")
    @app_commands.autocomplete(team=team_choices)
    async def fixtures(self, interaction: Interaction, season: Season | None = None, team: str | None = None) -> None:
        guild_id = require_guild(interaction)
        chosen = None if team is None else await resolve_team(interaction, team)
        schedule = await league.fixtures.FixtureRepository(interaction.client.db).season(guild_id, season)
        lang = await server_language(interaction)
        embed = render.fixtures.schedule_embed(
            schedule,
            dt.datetime.now(dt.UTC).date(),
            team=chosen.name if chosen else None,
            team_id=chosen.id if chosen else None,
            lang=lang,
        )
        if chosen is None:  # the whole season's: its Play-offs after its fixtures
            await add_season_playoffs(embed, interaction.client.db, guild_id, schedule.season, lang=lang, bracket=True)
        # the current round's fixtures are on the league page; a team's, on his page
        path = "" if chosen is None else f"team/{chosen.id}"
        await interaction.response.send_message(embed=await linked(embed, interaction, path))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Fixtures())
