"""Armour, foul, injury, casualty, séquelle and K.O. recovery rolls.

With ``victim`` / ``attacker`` picked from the server's rosters, the players'
AR, BP, traits and skills (rules-reference §2.16) and keywords fill in what was
not typed (:mod:`rules.traits` builds the inputs, the same for every path), and
a casualty in an open match between their teams can be recorded with one click
on **Enregistrer**.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs.utils.errors import ArbitreView, UserError, guarded
from cogs.utils.league import CAUSE_CHOICES, player_choices
from cogs.utils.participants import RECORDABLE, Participants, record_from_roll, resolve, typed_skills
from cogs.utils.rolling import perform
from locales import t
from rules import injury, traits
from rules.model import Result

AV = app_commands.Range[int, 3, 12]
Modifier = app_commands.Range[int, -5, 5]
Niggling = app_commands.Range[int, 0, 10]


class RecordCasualty(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"arb:record:(?P<roll>\d+)"):
    """One click records the casualty of this roll in the open match; later clicks change nothing."""

    def __init__(self, roll_id: int) -> None:
        super().__init__(
            discord.ui.Button(
                label=t("ui.record.button"),
                style=discord.ButtonStyle.success,
                emoji="📝",
                custom_id=f"arb:record:{roll_id}",
            )
        )
        self.roll_id = roll_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Button[Any], match: re.Match[str]
    ) -> RecordCasualty:
        return cls(int(match["roll"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await guarded(interaction, self._record(interaction))

    async def _record(self, interaction: discord.Interaction[Any]) -> None:
        if not await record_from_roll(interaction, self.roll_id):
            raise UserError(t("ui.record.already"))
        done = ArbitreView(timeout=None)
        done.add_item(
            discord.ui.Button(
                label=t("ui.record.done"),
                style=discord.ButtonStyle.secondary,
                emoji="✅",
                disabled=True,
                custom_id=f"arb:recorded:{self.roll_id}",
            )
        )
        await interaction.response.edit_message(view=done)


def record_view(who: Participants) -> Any:
    """The Enregistrer button, when the chain ended in a casualty inside an open match."""

    def factory(roll_id: int, result: Result) -> discord.ui.View | None:
        if who.match is None or not RECORDABLE.intersection(result.outcomes()):
            return None
        view = ArbitreView(timeout=None)
        view.add_item(RecordCasualty(roll_id))
        return view

    return factory


async def roll_chain(
    interaction: discord.Interaction[Any],
    who: Participants,
    roll: Callable[..., Result],
    inputs: dict[str, Any],
    *,
    command: str,
    cause: str,
    dice: str | None,
) -> None:
    """Every chain command ends here: the inputs :mod:`rules.traits` built from the players go in,
    the players, the match and the cause are stored with the roll, and Enregistrer is offered when it applies.

    A crowd, rock or invasion injury has no attacker: none is stored, so its record names nobody.
    """
    if cause in traits.NO_CAUSER:
        who = dataclasses.replace(who, attacker=None)
    stored = {key: value for key, value in inputs.items() if key not in ("profile", "attacker_keywords")}
    await perform(
        interaction,
        command=command,
        options={**stored, **who.options(), "cause": cause},
        manual=dice,
        notes=(*who.notes(), cause_note(cause)),
        view_factory=record_view(who),
        roll=lambda d, rs: roll(d, rs, **inputs),
    )


def cause_note(cause: str) -> str:
    """The cause a roll used, said in its embed (``unknown``: nobody said; the post-match will ask)."""
    return t("ui.cause.unknown") if cause == "unknown" else t("ui.cause", cause=t(f"choice.{cause}"))


class Injuries(commands.Cog):
    """The injury chain: armour → injury → casualty → séquelle (→ Haine)."""

    @app_commands.command(name="armour", description="Armour roll and the whole injury chain")
    @app_commands.autocomplete(victim=player_choices, attacker=player_choices)
    @app_commands.choices(cause=CAUSE_CHOICES)
    async def armour(
        self,
        interaction: discord.Interaction[Any],
        av: AV | None = None,
        modifier: Modifier = 0,
        mighty_blow: bool = False,
        claws: bool = False,
        minus: bool = False,
        niggling: Niggling | None = None,
        iron_hard_skin: bool = False,
        thick_skull: bool = False,
        regeneration: bool = False,
        decay: bool = False,
        victim: str | None = None,
        attacker: str | None = None,
        cause: str | None = None,
        dice: str | None = None,
    ) -> None:
        who = await resolve(interaction, victim, attacker)
        hurt = who.victim_traits(
            av=av,
            niggling=niggling,
            has=typed_skills(
                minus=minus,
                iron_hard_skin=iron_hard_skin,
                thick_skull=thick_skull,
                regeneration=regeneration,
                decay=decay,
            ),
        )
        hitter = who.attacker_traits(has=typed_skills(mighty_blow=mighty_blow, claws=claws))
        cause = cause or "unknown"
        inputs = traits.armour_inputs(hurt, hitter, modifier=modifier)
        await roll_chain(interaction, who, injury.roll_armour, inputs, command="armour", cause=cause, dice=dice)

    @app_commands.command(name="foul", description="Foul: armour with assists, the chain, sent off on doubles")
    @app_commands.autocomplete(victim=player_choices, attacker=player_choices)
    async def foul(
        self,
        interaction: discord.Interaction[Any],
        av: AV | None = None,
        assists: Modifier = 0,
        dirty_player: bool = False,
        sneaky_git: bool = False,
        minus: bool = False,
        niggling: Niggling | None = None,
        iron_hard_skin: bool = False,
        thick_skull: bool = False,
        regeneration: bool = False,
        decay: bool = False,
        victim: str | None = None,
        attacker: str | None = None,
        dice: str | None = None,
    ) -> None:
        who = await resolve(interaction, victim, attacker)
        hurt = who.victim_traits(
            av=av,
            niggling=niggling,
            has=typed_skills(
                minus=minus,
                iron_hard_skin=iron_hard_skin,
                thick_skull=thick_skull,
                regeneration=regeneration,
                decay=decay,
            ),
        )
        fouler = who.attacker_traits(has=typed_skills(dirty_player=dirty_player, sneaky_git=sneaky_git))
        inputs = traits.foul_inputs(hurt, fouler, assists=assists)
        await roll_chain(interaction, who, injury.roll_foul, inputs, command="foul", cause="foul", dice=dice)

    @app_commands.command(name="injury", description="Direct injury roll (crowd, rock, pitch invasion) and its chain")
    @app_commands.autocomplete(victim=player_choices, attacker=player_choices)
    @app_commands.choices(cause=CAUSE_CHOICES)
    async def injury(
        self,
        interaction: discord.Interaction[Any],
        minus: bool = False,
        modifier: Modifier = 0,
        niggling: Niggling | None = None,
        cause: str | None = None,
        thick_skull: bool = False,
        regeneration: bool = False,
        decay: bool = False,
        victim: str | None = None,
        attacker: str | None = None,
        dice: str | None = None,
    ) -> None:
        who = await resolve(interaction, victim, attacker)
        hurt = who.victim_traits(
            niggling=niggling,
            has=typed_skills(minus=minus, thick_skull=thick_skull, regeneration=regeneration, decay=decay),
        )
        cause = cause or "unknown"
        inputs = traits.injury_inputs(hurt, who.attacker_traits(), cause=cause, modifier=modifier)
        await roll_chain(interaction, who, injury.roll_injury, inputs, command="injury", cause=cause, dice=dice)

    @app_commands.command(name="casualty", description="Casualty roll (D16 + niggling injuries) and séquelle")
    @app_commands.autocomplete(victim=player_choices, attacker=player_choices)
    @app_commands.choices(cause=CAUSE_CHOICES)
    async def casualty(
        self,
        interaction: discord.Interaction[Any],
        niggling: Niggling | None = None,
        cause: str | None = None,
        regeneration: bool = False,
        decay: bool = False,
        victim: str | None = None,
        attacker: str | None = None,
        dice: str | None = None,
    ) -> None:
        who = await resolve(interaction, victim, attacker)
        hurt = who.victim_traits(niggling=niggling, has=typed_skills(regeneration=regeneration, decay=decay))
        cause = cause or "unknown"
        inputs = traits.casualty_inputs(hurt, who.attacker_traits(), cause=cause)
        await roll_chain(interaction, who, injury.roll_casualty, inputs, command="casualty", cause=cause, dice=dice)

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
            roll=lambda d, rs: injury.roll_ko_recovery(d, count=count, ruleset=rs),
        )


async def setup(bot: commands.Bot) -> None:
    bot.add_dynamic_items(RecordCasualty)
    await bot.add_cog(Injuries())
