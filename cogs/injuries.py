"""Armour, foul, injury, casualty, séquelle and K.O. recovery rolls.

With ``victim`` / ``attacker`` picked from the server's rosters, the players'
AR, Minus, Blessures Persistantes, Châtaigne, Griffes, Joueur Déloyal and
keywords fill in what was not typed, and a casualty in an open match between
their teams can be recorded with one click on **Enregistrer**.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs.utils.errors import ArbitreView, UserError, guarded
from cogs.utils.league import CAUSE_CHOICES, player_choices
from cogs.utils.participants import RECORDABLE, Participants, record_from_roll, resolve
from cogs.utils.rolling import perform
from locales import t
from render.text import safe
from rules import injury
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


def who_notes(who: Participants) -> tuple[str, ...]:
    notes = []
    if who.victim:
        notes.append(t("ui.participants.victim", player=safe(who.victim.label())))
    if who.attacker:
        notes.append(t("ui.participants.attacker", player=safe(who.attacker.label())))
    return tuple(notes)


async def roll_chain(
    interaction: discord.Interaction[Any],
    who: Participants,
    roll: Callable[..., Result],
    *,
    command: str,
    cause: str,
    dice: str | None,
    **kwargs: Any,
) -> None:
    """Every chain command ends here: the victim's profile and the attacker's keywords go in,
    the players and match are stored with the roll, and Enregistrer is offered when it applies."""
    people = {"profile": who.victim.profile if who.victim else None, "attacker_keywords": who.attacker_keywords}
    await perform(
        interaction,
        command=command,
        options={**kwargs, **who.options(), "cause": cause},
        manual=dice,
        notes=who_notes(who),
        view_factory=record_view(who),
        roll=lambda d, rs: roll(d, rs, **kwargs, **people),
    )


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
        victim: str | None = None,
        attacker: str | None = None,
        cause: str | None = None,
        dice: str | None = None,
    ) -> None:
        who = await resolve(interaction, victim, attacker)
        hitter = who.attacker_skills()
        kwargs = {
            "av": who.av(av),
            "modifier": modifier,
            "mighty_blow": mighty_blow or "mighty_blow" in hitter,
            "claws": claws or "claws" in hitter,
            "minus": who.minus(minus),
            "niggling": who.niggling(niggling),
            "iron_hard_skin": iron_hard_skin or "iron_hard_skin" in who.victim_skills(),
        }
        await roll_chain(
            interaction, who, injury.roll_armour, command="armour", cause=cause or "unknown", dice=dice, **kwargs
        )

    @app_commands.command(name="foul", description="Foul: armour with assists, the chain, sent off on doubles")
    @app_commands.autocomplete(victim=player_choices, attacker=player_choices)
    async def foul(
        self,
        interaction: discord.Interaction[Any],
        av: AV | None = None,
        assists: Modifier = 0,
        dirty_player: bool = False,
        minus: bool = False,
        niggling: Niggling | None = None,
        iron_hard_skin: bool = False,
        victim: str | None = None,
        attacker: str | None = None,
        dice: str | None = None,
    ) -> None:
        who = await resolve(interaction, victim, attacker)
        kwargs = {
            "av": who.av(av),
            "assists": assists,
            "dirty_player": dirty_player or "dirty_player" in who.attacker_skills(),
            "minus": who.minus(minus),
            "niggling": who.niggling(niggling),
            "iron_hard_skin": iron_hard_skin or "iron_hard_skin" in who.victim_skills(),
        }
        await roll_chain(interaction, who, injury.roll_foul, command="foul", cause="foul", dice=dice, **kwargs)

    @app_commands.command(name="injury", description="Direct injury roll (crowd, rock, pitch invasion) and its chain")
    @app_commands.autocomplete(victim=player_choices, attacker=player_choices)
    @app_commands.choices(cause=CAUSE_CHOICES)
    async def injury(
        self,
        interaction: discord.Interaction[Any],
        minus: bool = False,
        modifier: Modifier = 0,
        niggling: Niggling | None = None,
        cause: str = "crowd",
        victim: str | None = None,
        attacker: str | None = None,
        dice: str | None = None,
    ) -> None:
        who = await resolve(interaction, victim, attacker)
        kwargs = {"minus": who.minus(minus), "modifier": modifier, "niggling": who.niggling(niggling)}
        await roll_chain(
            interaction,
            who,
            injury.roll_injury,
            command="injury",
            cause=cause,
            dice=dice,
            crowd=cause == "crowd",
            **kwargs,
        )

    @app_commands.command(name="casualty", description="Casualty roll (D16 + niggling injuries) and séquelle")
    @app_commands.autocomplete(victim=player_choices, attacker=player_choices)
    @app_commands.choices(cause=CAUSE_CHOICES)
    async def casualty(
        self,
        interaction: discord.Interaction[Any],
        niggling: Niggling | None = None,
        cause: str | None = None,
        victim: str | None = None,
        attacker: str | None = None,
        dice: str | None = None,
    ) -> None:
        who = await resolve(interaction, victim, attacker)
        bp = who.niggling(niggling)
        await roll_chain(
            interaction, who, injury.roll_casualty, command="casualty", cause=cause or "unknown", dice=dice, niggling=bp
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
            roll=lambda d, rs: injury.roll_ko_recovery(d, count=count, ruleset=rs),
        )


async def setup(bot: commands.Bot) -> None:
    bot.add_dynamic_items(RecordCasualty)
    await bot.add_cog(Injuries())
