"""``/season``: the end of a season (rest and relaxation) and its undo, for commissioners.

Every die is rolled and stored by ``/season end`` (``league.season``), the
preview waits for **Confirm** (a DynamicItem whose custom id carries the
season end and its fingerprint, :mod:`render.postmatch.ids`), and
``/season undo`` reverts the last one applied.
"""

from __future__ import annotations

import datetime as dt
from functools import cached_property
from typing import TYPE_CHECKING

from discord import app_commands
from discord.ext import commands

import league.fixtures
import league.playoffs
import league.season
import render.embeds
import render.fixtures
import render.playoffs
import render.season
import render.text
from cogs.playoffs import bracket_post
from cogs.postmatch import LayoutButton
from cogs.utils.buttons import StatelessView
from cogs.utils.checks import require_commissioner
from cogs.utils.errors import UserError, guarded
from cogs.utils.interaction import HookInteraction, Interaction
from cogs.utils.language import server_language
from cogs.utils.mentions import command_mention
from cogs.utils.translator import group
from locales import t
from render.postmatch.ids import Action, CustomId, Kind
from rules import typed
from rules.fixtures import DEFAULT_ROUND_DAYS
from rules.playoffs import SIZES as PLAYOFF_SIZES

if TYPE_CHECKING:
    from bot import Arbitre
    from league.season import SeasonRepository


def _cog(interaction: Interaction) -> Season:
    cog = interaction.client.get_cog("Season")
    assert isinstance(cog, Season)
    return cog


class SeasonButton(LayoutButton, kind=Kind.SEASON):
    async def callback(self, interaction: HookInteraction) -> None:
        await guarded(interaction, _cog(interaction).confirm(interaction, self.cid))


class Season(commands.Cog):
    """The season end."""

    season = group("season")

    def __init__(self, bot: Arbitre) -> None:
        self.bot = bot

    @cached_property
    def repo(self) -> SeasonRepository:
        """Made on first use: the database is open by then (not when the command tree is only inspected)."""
        return league.season.SeasonRepository(self.bot.db)

    async def _require_commissioner(self, interaction: Interaction) -> int:
        return await require_commissioner(interaction, "season.error.forbidden")

    @season.command(name="end")
    async def end(self, interaction: Interaction, dice: str | None = None) -> None:
        guild_id = await self._require_commissioner(interaction)
        settings = await interaction.client.settings_repo.get(guild_id)
        hand = typed.hand_dice(dice) if dice and dice.strip() else None
        view = await self.repo.prepare(
            guild_id,
            interaction.user.id,
            ruleset=settings.ruleset_key,
            hand=hand,
            channel_id=interaction.channel_id,
        )
        lang = await server_language(interaction)  # a message everyone at the table reads
        screen = render.season.season_screen(
            view, lang=lang, command=await command_mention(interaction, "season end", lang)
        )
        if not screen.rows:
            await interaction.response.send_message(embed=screen.embed)
            return
        items = StatelessView()
        for row in screen.rows:
            for spec in row if isinstance(row, tuple) else ():
                items.add_item(SeasonButton.of(view.state.id, spec, None, lang))
        await interaction.response.send_message(embed=screen.embed, view=items)

    async def confirm(self, interaction: Interaction, cid: CustomId | None) -> None:
        guild_id = await self._require_commissioner(interaction)
        if cid is None or cid.action is not Action.CONFIRM:
            raise UserError("ui.error.unknown_command")
        view = await self.repo.apply(guild_id, interaction.user.id, cid.ident, cid.arg)
        screen = render.season.season_screen(view, lang=cid.lang)
        screen.embed.add_field(
            name="\u200b",
            value=t("season.applied", cid.lang, name=render.text.safe(interaction.user.display_name, 80)),
            inline=False,
        )
        await interaction.response.edit_message(embed=screen.embed, view=None)

    @season.command(name="schedule")
    async def schedule(
        self,
        interaction: Interaction,
        divisions: app_commands.Range[int, 1, 8] = 1,
        draw: bool = True,
        round_days: app_commands.Range[int, 1, 60] = DEFAULT_ROUND_DAYS,
        start: str | None = None,
        replace: bool = False,
        teams: str | None = None,
    ) -> None:
        """Divisions and the Regular Season's fixtures (league_play.md « DIVISIONS », « REGULAR SEASON »): drawn
        out of a helmet, dealt in name order, or by hand (``teams``: each Division's teams)."""
        guild_id = await self._require_commissioner(interaction)
        today = dt.datetime.now(dt.UTC).date()
        made = await league.fixtures.FixtureRepository(self.bot.db).schedule(
            guild_id,
            interaction.user.id,
            divisions=divisions,
            draw=draw,
            start=league.fixtures.check_start(start, today),
            round_days=round_days,
            replace=replace,
            by_hand=None if teams is None or not teams.strip() else league.fixtures.split_by_hand(teams),
        )
        lang = await server_language(interaction)  # the league's schedule: everyone reads it
        embed = render.fixtures.schedule_embed(made, today, lang=lang)
        embed.description = (
            t("fixtures.made", lang, fixtures=len(made.fixtures), rounds=len(made.rounds()))
            + "\n\n"
            + (embed.description or "")
        )
        await interaction.response.send_message(embed=embed)

    @season.command(name="playoffs")
    @app_commands.choices(qualifiers=[app_commands.Choice(name=str(n), value=n) for n in PLAYOFF_SIZES])
    @app_commands.choices(draw=[app_commands.Choice(name=d, value=d) for d in ("seeded", "random")])
    async def playoffs(
        self, interaction: Interaction, qualifiers: int, draw: str = "seeded", replace: bool = False
    ) -> None:
        """The Play-offs' bracket from the season's table (league_play.md « QUALIFYING FOR THE PLAY-OFFS »)."""
        guild_id = await self._require_commissioner(interaction)
        drawn = await league.playoffs.PlayoffRepository(self.bot.db).draw(
            guild_id,
            interaction.user.id,
            size=qualifiers,
            draw="random" if draw == "random" else "seeded",
            replace=replace,
        )
        lang = await server_language(interaction)
        post = await bracket_post(interaction, guild_id, drawn.season)
        made = t("playoffs.drawn", lang, teams=drawn.size, draw=t(f"playoffs.draw.{drawn.draw}", lang))
        post["embed"].description = made + "\n\n" + (post["embed"].description or "")
        await interaction.response.send_message(**post)

    @season.command(name="prizes")
    async def prizes(self, interaction: Interaction, undo: bool = False) -> None:
        """The Glittering Prizes and the League Trophy after the final (league_play.md « GLITTERING PRIZES »)."""
        guild_id = await self._require_commissioner(interaction)
        repo = league.playoffs.PlayoffRepository(self.bot.db)
        lang = await server_language(interaction)
        if undo:
            await repo.undo_prizes(guild_id, interaction.user.id)
            title = t("playoffs.prizes.undo_title", lang)
            await interaction.response.send_message(
                embed=render.embeds.message_embed(title, t("playoffs.prizes.undone", lang))
            )
            return
        paid = await repo.pay_prizes(guild_id, interaction.user.id)
        await interaction.response.send_message(embed=render.playoffs.prizes_embed(paid, lang=lang))

    @season.command(name="undo")
    async def undo(self, interaction: Interaction) -> None:
        guild_id = await self._require_commissioner(interaction)
        await self.repo.undo(guild_id, interaction.user.id)
        lang = await server_language(interaction)
        await interaction.response.send_message(
            embed=render.embeds.message_embed(t("season.title", lang), t("season.undone", lang))
        )


async def setup(bot: Arbitre) -> None:
    bot.add_dynamic_items(SeasonButton)
    await bot.add_cog(Season(bot))
