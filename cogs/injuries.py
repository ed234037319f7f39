"""Armour, foul, injury, casualty, séquelle and K.O. recovery rolls."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs.utils.rolling import perform
from rules import injury

AV = app_commands.Range[int, 3, 12]
Modifier = app_commands.Range[int, -5, 5]
Niggling = app_commands.Range[int, 0, 10]


class Injuries(commands.Cog):
    """The injury chain: armour → injury → casualty → séquelle (→ Haine)."""

    @app_commands.command(name="armour", description="Armour roll and the whole injury chain")
    async def armour(
        self,
        interaction: discord.Interaction[Any],
        av: AV,
        modifier: Modifier = 0,
        mighty_blow: bool = False,
        claws: bool = False,
        minus: bool = False,
        niggling: Niggling = 0,
        dice: str | None = None,
    ) -> None:
        options = {
            "av": av,
            "modifier": modifier,
            "mighty_blow": mighty_blow,
            "claws": claws,
            "minus": minus,
            "niggling": niggling,
        }
        await perform(
            interaction,
            command="armour",
            options=options,
            manual=dice,
            roll=lambda d, rs: injury.roll_armour(
                d, rs, av=av, modifier=modifier, mighty_blow=mighty_blow, claws=claws, minus=minus, niggling=niggling
            ),
        )

    @app_commands.command(name="foul", description="Foul: armour with assists, the chain, sent off on doubles")
    async def foul(
        self,
        interaction: discord.Interaction[Any],
        av: AV,
        assists: Modifier = 0,
        dirty_player: bool = False,
        minus: bool = False,
        niggling: Niggling = 0,
        dice: str | None = None,
    ) -> None:
        options = {"av": av, "assists": assists, "dirty_player": dirty_player, "minus": minus, "niggling": niggling}
        await perform(
            interaction,
            command="foul",
            options=options,
            manual=dice,
            roll=lambda d, rs: injury.roll_foul(
                d, rs, av=av, assists=assists, dirty_player=dirty_player, minus=minus, niggling=niggling
            ),
        )

    @app_commands.command(name="injury", description="Direct injury roll (crowd, rock, pitch invasion) and its chain")
    async def injury(
        self,
        interaction: discord.Interaction[Any],
        minus: bool = False,
        modifier: Modifier = 0,
        niggling: Niggling = 0,
        dice: str | None = None,
    ) -> None:
        await perform(
            interaction,
            command="injury",
            options={"minus": minus, "modifier": modifier, "niggling": niggling},
            manual=dice,
            roll=lambda d, rs: injury.roll_injury(d, rs, minus=minus, modifier=modifier, niggling=niggling),
        )

    @app_commands.command(name="casualty", description="Casualty roll (D16 + niggling injuries) and séquelle")
    async def casualty(
        self, interaction: discord.Interaction[Any], niggling: Niggling = 0, dice: str | None = None
    ) -> None:
        await perform(
            interaction,
            command="casualty",
            options={"niggling": niggling},
            manual=dice,
            roll=lambda d, rs: injury.roll_casualty(d, rs, niggling=niggling),
        )

    @app_commands.command(name="lasting-injury", description="Lasting injury D6 (séquelle)")
    async def lasting_injury(self, interaction: discord.Interaction[Any], dice: str | None = None) -> None:
        await perform(
            interaction,
            command="lasting-injury",
            options={},
            manual=dice,
            roll=lambda d, rs: injury.roll_lasting_injury(d, rs),
        )

    @app_commands.command(name="ko-recovery", description="One D6 per knocked-out player: 4+ back to the reserves")
    async def ko_recovery(
        self,
        interaction: discord.Interaction[Any],
        count: app_commands.Range[int, 1, 16] = 1,
        dice: str | None = None,
    ) -> None:
        await perform(
            interaction,
            command="ko-recovery",
            options={"count": count},
            manual=dice,
            roll=lambda d, rs: injury.roll_ko_recovery(d, count=count),
        )


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Injuries())
