"""``/playoffs``: a season's Play-offs bracket, as text and as a picture, for everyone.

The bracket is drawn by ``/season playoffs`` and the prizes paid by ``/season prizes`` (commissioners,
:mod:`cogs.season`); it is read by ``league.playoffs`` and drawn by ``render.playoffs``. A Play-off game is played
as a match: ``/match start`` between its two teams takes it, ``/match finish decided_by:`` says how it was won.
"""

from __future__ import annotations

import asyncio
import functools
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

import league.matches
import league.playoffs
import render.league
import render.playoffs
from cogs.utils.checks import require_guild
from cogs.utils.interaction import Interaction
from cogs.utils.language import server_language
from cogs.utils.options import Season
from locales import t

if TYPE_CHECKING:
    from league.db import Database
    from records.models import Match


async def bracket_post(interaction: Interaction, guild_id: int, season: int | None = None) -> dict[str, Any]:
    """``send`` keyword arguments for one season's bracket (public: in the server's language): the embed and its
    picture."""
    db = interaction.client.db
    number = season or await league.matches.current_season(db, guild_id)
    bracket = await league.playoffs.PlayoffRepository(db).bracket(guild_id, number)
    lang = await server_language(interaction)
    embed, file = await asyncio.to_thread(
        functools.partial(render.playoffs.bracket_message, bracket, number, lang=lang)
    )
    return {"embed": embed} if file is None else {"embed": embed, "file": file}


async def add_honours(embed: discord.Embed, db: Database, guild_id: int, team_id: int, *, lang: str) -> None:
    """A team's card (``/team show``): the League Trophy it holds, and its places in every season's Play-offs."""
    repo = league.playoffs.PlayoffRepository(db)
    lines = render.playoffs.honour_lines(
        await repo.honours(guild_id, team_id), holder=await repo.trophy_holder(guild_id) == team_id, lang=lang
    )
    if lines:
        embed.add_field(name=t("playoffs.honours", lang), value="\n".join(lines)[:1024], inline=False)


async def add_season_playoffs(
    embed: discord.Embed, db: Database, guild_id: int, season: int, *, lang: str, bracket: bool = False
) -> None:
    """A season's Play-offs under its table (``/standings``: the podium once the prizes are paid) or its schedule
    (``/fixtures``, ``bracket``: every game), so each season keeps them in its history."""
    found = await league.playoffs.PlayoffRepository(db).bracket(guild_id, season)
    if found is None:
        return
    if bracket:
        embed.add_field(
            name=t("playoffs.title", lang, season=season),
            value=render.league.fit(render.playoffs.bracket_lines(found, lang=lang), 1000, lang=lang),
            inline=False,
        )
        return
    podium = render.playoffs.places_line(found, lang=lang)
    if podium is not None:
        embed.add_field(name=t("playoffs.title", lang, season=season), value=podium, inline=False)


async def playoff_round(db: Database, match: Match, *, lang: str) -> str:
    """The round a Play-off game's match plays, as its start says it (« 🏆 Play-offs : Demi-finales »)."""
    found = await league.playoffs.PlayoffRepository(db).bracket(match.guild_id, match.season)
    assert found is not None and match.playoff_stage is not None and match.playoff_slot is not None
    return t(
        "playoffs.round",
        lang,
        round=render.playoffs.stage_name(found, found.tie(match.playoff_stage, match.playoff_slot), lang=lang),
    )


class Playoffs(commands.Cog):
    @app_commands.command(name="playoffs")
    async def playoffs(self, interaction: Interaction, season: Season | None = None) -> None:
        guild_id = require_guild(interaction)
        await interaction.response.send_message(**await bracket_post(interaction, guild_id, season))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Playoffs())
