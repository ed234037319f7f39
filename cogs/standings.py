"""``/standings``: the season's league table, as a phone-width code block and the full table as a PNG.

The table is read by ``league.standings`` and drawn by ``render.standings``; the picture is drawn in a
worker thread (Pillow takes tens of milliseconds for a big league), so the bot keeps answering meanwhile.
:func:`standings_post` is also what the post-match posts after each applied post-match (the weekly post).
"""

from __future__ import annotations

import asyncio
import functools
from typing import TYPE_CHECKING, Any

from discord import app_commands
from discord.ext import commands

import render.standings
from cogs.playoffs import add_season_playoffs
from cogs.utils.checks import require_guild
from cogs.utils.interaction import Interaction
from cogs.utils.language import server_language
from cogs.utils.options import Season
from cogs.utils.web import linked, page_url

if TYPE_CHECKING:
    from league.standings import StandingsRepository
    from records.standings import SeasonTable


async def standings_post(
    repo: StandingsRepository, guild_id: int, lang: str, season: int | None = None, *, pages: str | None = None
) -> dict[str, Any]:
    """``send`` keyword arguments for one season's table (public: in the server's ``lang``): the embed and, when
    the table is wide, its PNG; with ``pages`` (the league page's address), each team's name linked to its page."""
    shown: SeasonTable = await repo.table(guild_id, season)
    embed, file = await asyncio.to_thread(functools.partial(render.standings.standings_message, shown, lang=lang))
    if pages is not None:
        render.standings.add_team_links(embed, shown, pages, lang=lang)
    return {"embed": embed} if file is None else {"embed": embed, "file": file}


class Standings(commands.Cog):
    @app_commands.command(name="standings")
    async def standings(self, interaction: Interaction, season: Season | None = None) -> None:
        guild_id = require_guild(interaction)
        lang = await server_language(interaction)
        pages = await page_url(interaction)
        post = await standings_post(interaction.client.standings, guild_id, lang, season, pages=pages)
        number = season or await interaction.client.standings.current_season(guild_id)
        await add_season_playoffs(post["embed"], interaction.client.db, guild_id, number, lang=lang)
        # the season under way is the league page's table; an earlier one is on the past seasons' page
        await linked(post["embed"], interaction, "" if season is None else "seasons")
        await interaction.response.send_message(**post)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Standings())
