"""Kick-off (the whole procedure of the chosen table), weather, scatter and throw-in."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs.utils.league import match_kick_teams, match_team_choices
from cogs.utils.rolling import perform
from locales import t
from rules import pitch, weather
from rules.kickoff import KickTeam, roll_kickoff

FanFactor = app_commands.Range[int, 0, 20]
Helpers = app_commands.Range[int, 0, 6]
TABLE_CHOICES = [
    app_commands.Choice(name="classique", value="classique"),
    app_commands.Choice(name="bb2025", value="bb2025"),
]


def _override(team: KickTeam, typed: tuple[int | None, int | None, int | None]) -> KickTeam:
    """The match's values, each replaced by what the user typed."""
    fan_factor, cheerleaders, assistants = typed
    return KickTeam(
        team.fan_factor if fan_factor is None else fan_factor,
        team.cheerleaders if cheerleaders is None else cheerleaders,
        team.assistants if assistants is None else assistants,
    )


class Kickoff(commands.Cog):
    @app_commands.command(name="kickoff", description="Kick-off: the table's whole procedure, every sub-roll, scatter")
    @app_commands.choices(table=TABLE_CHOICES)
    @app_commands.autocomplete(kicking_team=match_team_choices)
    async def kickoff(
        self,
        interaction: discord.Interaction[Any],
        table: str | None = None,
        kicking_team: str | None = None,
        kicking_ff: FanFactor | None = None,
        receiving_ff: FanFactor | None = None,
        kicking_cheerleaders: Helpers | None = None,
        receiving_cheerleaders: Helpers | None = None,
        kicking_assistants: Helpers | None = None,
        receiving_assistants: Helpers | None = None,
        turn: app_commands.Range[int, 0, 8] | None = None,
        dice: str | None = None,
    ) -> None:
        typed = (
            (kicking_ff, kicking_cheerleaders, kicking_assistants),
            (receiving_ff, receiving_cheerleaders, receiving_assistants),
        )
        from_match = await match_kick_teams(interaction, kicking_team)
        base = from_match or (KickTeam(), KickTeam())
        kicking, receiving = (_override(team, values) for team, values in zip(base, typed, strict=True))
        await perform(
            interaction,
            command="kickoff",
            options={
                "table": table,
                "kicking": [kicking.fan_factor, kicking.cheerleaders, kicking.assistants],
                "receiving": [receiving.fan_factor, receiving.cheerleaders, receiving.assistants],
                "turn": turn,
                "from_match": from_match is not None,
            },
            manual=dice,
            notes=(t("ui.kickoff.from_match"),) if from_match else (),
            roll=lambda d, rs: roll_kickoff(d, rs, table=table, kicking=kicking, receiving=receiving, turn=turn),
        )

    @app_commands.command(name="weather", description="Weather table (2D6)")
    async def weather(self, interaction: discord.Interaction[Any], dice: str | None = None) -> None:
        await perform(
            interaction,
            command="weather",
            options={},
            manual=dice,
            roll=lambda d, rs: weather.roll_weather(d, ruleset=rs),
        )

    @app_commands.command(name="scatter", description="Scatter: D8 direction and D6 squares (2D6 on a bad kick)")
    async def scatter(
        self, interaction: discord.Interaction[Any], bad_kick: bool = False, dice: str | None = None
    ) -> None:
        await perform(
            interaction,
            command="scatter",
            options={"bad_kick": bad_kick},
            manual=dice,
            roll=lambda d, rs: pitch.roll_scatter(d, distance_dice=2 if bad_kick else 1, ruleset=rs),
        )

    @app_commands.command(name="throw-in", description="Throw-in by the crowd: direction and 2D6 squares")
    async def throw_in(
        self, interaction: discord.Interaction[Any], corner: bool = False, dice: str | None = None
    ) -> None:
        await perform(
            interaction,
            command="throw-in",
            options={"corner": corner},
            manual=dice,
            roll=lambda d, rs: pitch.roll_throw_in(d, rs, corner=corner),
        )


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Kickoff())
