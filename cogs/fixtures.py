"""``/fixtures``: the season's schedule, its current round by division or one team's fixtures, for everyone.

The schedule is made by ``/season schedule`` (commissioners) and read by ``league.fixtures``; a league match
opened with ``/match start`` takes its two teams' next fixture, an unplayed one recorded with ``/match
unplayed`` too. Past a round's time limit, a commissioner who reads ``/fixtures`` gets, privately, the fixtures
left without a match, each with its buttons to record it as ``/match unplayed`` does (:class:`RecordUnplayed`).
"""

from __future__ import annotations

import datetime as dt
import re
from typing import TYPE_CHECKING, Any, Final, Literal

import discord
from discord import app_commands
from discord.ext import commands

import league.fixtures
import render.fixtures
import render.league
import render.matches
import render.text
from cogs.playoffs import add_season_playoffs
from cogs.utils.buttons import StatelessView
from cogs.utils.checks import is_commissioner, require_commissioner, require_guild
from cogs.utils.errors import guarded
from cogs.utils.interaction import HookInteraction, Interaction
from cogs.utils.language import TAG_PATTERN, lang_of, reader_language, server_language, tagged
from cogs.utils.league import resolve_team, team_choices
from cogs.utils.mentions import command_mention
from cogs.utils.options import Season
from cogs.utils.web import linked
from locales import t

if TYPE_CHECKING:
    from records.fixtures import FixtureLine

#: One action row per overdue fixture: Discord takes five rows under a message.
_MOST_SHOWN: Final = 5
_HOW: Final = ("both", "home", "away")


class RecordUnplayed(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"arb:unplayed:(?P<fixture>\d+):(?P<how>both|home|away)" + TAG_PATTERN,
):
    """« Défaite pour les deux » / « X concède » under an overdue fixture (league_play.md « League Fixtures »): the
    custom id carries the fixture and the answer, so a click after a restart, or a second click, is answered from
    what is stored now (a fixture with a match is refused)."""

    def __init__(self, fixture: int, how: str, lang: str, label: str = "?") -> None:
        super().__init__(
            discord.ui.Button(
                label=label[:80],
                style=discord.ButtonStyle.secondary if how == "both" else discord.ButtonStyle.primary,
                custom_id=tagged(f"arb:unplayed:{fixture}:{how}", lang),
            )
        )
        self.fixture, self.how, self.lang = fixture, how, lang

    @classmethod
    def of(cls, line: FixtureLine, how: str, lang: str) -> RecordUnplayed:
        if how == "both":
            label = t("fixtures.unplayed.both", lang)
        else:
            team = line.home_name if how == "home" else line.away_name
            label = t("fixtures.unplayed.concedes", lang, team=render.text.safe(team, 40))
        return cls(line.id, how, lang, label)

    @classmethod
    async def from_custom_id(
        cls, interaction: HookInteraction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> RecordUnplayed:
        return cls(int(match["fixture"]), match["how"], lang_of(match))

    async def callback(self, interaction: HookInteraction) -> None:
        await guarded(interaction, self._record(interaction))

    async def _record(self, interaction: Interaction) -> None:
        guild_id = await require_commissioner(interaction, "league.error.unplayed_commissioner")
        bot = interaction.client
        sides: dict[str, Literal["home", "away"]] = {"home": "home", "away": "away"}
        conceded = sides.get(self.how)  # « both »: a loss for both
        repo = league.fixtures.FixtureRepository(bot.db)
        recorded = await repo.record_unplayed(guild_id, interaction.user.id, self.fixture, conceded)
        home = await bot.teams.require(guild_id, recorded.home_team_id)
        away = await bot.teams.require(guild_id, recorded.away_team_id)
        lang = await server_language(interaction)  # the league's record: everyone reads it
        # its first line says « Rencontre non jouée »
        embed = render.league.match_embed(recorded, home, away, lang=lang)
        command = await command_mention(interaction, "postmatch start", lang)
        await interaction.response.send_message(
            embed=render.matches.add_next_step(embed, recorded, lang=lang, command=command)
        )


def overdue_message(lines: list[FixtureLine], *, lang: str) -> tuple[str, StatelessView]:
    """The commissioner's private list of the fixtures past their time limit, one row of buttons each."""
    shown = lines[:_MOST_SHOWN]
    text = [t("fixtures.overdue.title", lang, count=len(lines))]
    text += [
        t(
            "fixtures.overdue.line",
            lang,
            round=f.round,
            home=render.text.safe(f.home_name, 40),
            away=render.text.safe(f.away_name, 40),
        )
        for f in shown
    ]
    if len(lines) > len(shown):
        text.append(t("fixtures.overdue.more", lang, count=len(lines) - len(shown)))
    view = StatelessView()
    for row, line in enumerate(shown):
        for how in _HOW:
            button = RecordUnplayed.of(line, how, lang)
            button.item.row = row
            view.add_item(button)
    return "\n".join(text), view


class Fixtures(commands.Cog):
    @app_commands.command(name="fixtures")
    @app_commands.autocomplete(team=team_choices)
    async def fixtures(self, interaction: Interaction, season: Season | None = None, team: str | None = None) -> None:
        guild_id = require_guild(interaction)
        chosen = None if team is None else await resolve_team(interaction, team)
        schedule = await league.fixtures.FixtureRepository(interaction.client.db).season(guild_id, season)
        lang = await server_language(interaction)
        today = dt.datetime.now(dt.UTC).date()
        embed = render.fixtures.schedule_embed(
            schedule,
            today,
            team=chosen.name if chosen else None,
            team_id=chosen.id if chosen else None,
            lang=lang,
        )
        if chosen is None:  # the whole season's: its Play-offs after its fixtures
            await add_season_playoffs(embed, interaction.client.db, guild_id, schedule.season, lang=lang, bracket=True)
        # the current round's fixtures are on the league page; a team's, on his page
        path = "" if chosen is None else f"team/{chosen.id}"
        await interaction.response.send_message(embed=await linked(embed, interaction, path))
        # the current season's fixtures past their time limit, for the commissioner to record (privately)
        late = [f for f in schedule.fixtures if f.overdue(today) and f.state == "to_play"]
        if chosen is not None:
            late = [f for f in late if chosen.id in f.teams]
        current = await interaction.client.standings.current_season(guild_id)
        if late and schedule.season == current and await is_commissioner(interaction):
            text, view = overdue_message(late, lang=await reader_language(interaction))
            await interaction.followup.send(text, view=view, ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    bot.add_dynamic_items(RecordUnplayed)
    await bot.add_cog(Fixtures())
