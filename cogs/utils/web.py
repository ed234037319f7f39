"""Links from Discord's embeds to the league pages (issue 30), while the server's page is on.

The address is the one ``/settings web:on`` gave out (``WEB_BASE_URL``, or this process's own port in the offline
console); a server without a page, or a bot without pages, gets no link. One indexed read per embed: a
``web:off`` in another process takes the links down at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from league.settings import page_address

if TYPE_CHECKING:
    import discord

    from cogs.utils.interaction import Interaction


async def page_url(interaction: Interaction, path: str = "") -> str | None:
    """The address of the league page ``path`` (``""``: the league, ``team/3``), or ``None`` without a page."""
    bot = interaction.client
    base = bot.config.web_address
    if base is None or interaction.guild_id is None:
        return None
    token = await bot.web_pages.token(interaction.guild_id)
    return None if token is None else page_address(base, token) + path


async def linked(embed: discord.Embed, interaction: Interaction, path: str = "") -> discord.Embed:
    """``embed`` whose title links to the league page ``path`` when the league has its page (else as it was)."""
    url = await page_url(interaction, path)
    if url is not None and embed.title:
        embed.url = url
    return embed
