"""Armour, foul, injury, casualty, séquelle and K.O. recovery rolls.

With ``victim`` (and ``attacker``) picked from the server's rosters, the players'
AR, BP, traits and skills (rules-reference §2.16) and keywords fill in what was
not typed (:mod:`rules.traits` builds the inputs, the same for every path), and
a casualty in an open match between their teams can be recorded with one click
on **Enregistrer**. What follows a chain under its message (Enregistrer, the
Apothicaire, a Regeneration re-roll, a Bribe, Joueur Déloyal's choice) is
:mod:`cogs.chain_followups`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from discord import app_commands
from discord.ext import commands

import cogs.utils.participants
import render.text
import rules.injury
import rules.pregame.inducements
import rules.traits
import rules.wizard
from cogs.chain_followups import bribes_left, chain_view
from cogs.utils.forms import ReopenForm
from cogs.utils.groups import grouped
from cogs.utils.interaction import Interaction
from cogs.utils.language import server_language
from cogs.utils.league import (
    CAUSE_CHOICES,
    match_team_choices,
    player_choices,
    resolve_team,
    team_pregame,
)
from cogs.utils.options import (
    AV,
    NO_HURT_VICTIM,
    NO_TYPED_VICTIM,
    ArmouredVictim,
    FoulAssists,
    HurtVictim,
    KoCount,
    Modifier,
    Niggling,
)
from cogs.utils.rolling import perform, roll_table
from locales import t

if TYPE_CHECKING:
    from bot import Arbitre
    from cogs.utils.participants import Participants
    from rules.model import Result
    from rules.traits import Traits


async def roll_chain(
    interaction: Interaction,
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

    if cause in rules.traits.NO_CAUSER:
        who = dataclasses.replace(who, attacker=None)
    lang = await server_language(interaction)
    await perform(
        interaction,
        lang=lang,
        command=command,
        options=who.roll_options(inputs, cause=cause),
        manual=dice,
        notes=(*who.notes(lang), *cause_notes(cause, lang, friendly=who.friendly)),
        result_notes=who.record_notes,
        view_factory=await chain_view(
            interaction, who, bribes=await bribes_left(interaction, who) if command == "foul" else 0
        ),
        roll=lambda d, rs: roll(d, rs, **inputs),
    )


def cause_note(cause: str, lang: str, *, friendly: bool = False) -> str:
    """The cause a roll used, said in its embed (``unknown``: nobody said; the post-match will ask — a friendly has
    none)."""
    if cause == "unknown":
        return t("ui.cause.unknown", lang, variant="friendly" if friendly else None)
    return t("ui.cause", lang, cause=t(f"choice.{cause}", lang))


def cause_notes(cause: str, lang: str, *, friendly: bool = False) -> tuple[str, ...]:
    """The cause, and for the crowd, a rock or an invasion: nobody caused it (no Haine, no PSP, no author)."""

    note = cause_note(cause, lang, friendly=friendly)
    return (note, t("ui.no_causer", lang)) if cause in rules.traits.NO_CAUSER else (note,)


async def _hurt(
    interaction: Interaction,
    typed: ArmouredVictim | HurtVictim,
    *,
    niggling: int | None,
    av: int | None = None,
    frog: bool = False,
    **skills: bool,
) -> tuple[Participants, Traits]:
    """Every chain command's first step: the players named, and the victim as the roll sees him (his roster, the
    traits typed, ``skills`` the command adds, the Blessures Persistantes and the AV given; ``frog``: Zap! made him a
    Frog, whose profile and skills replace his, :func:`rules.wizard.frog_traits`)."""

    who = await cogs.utils.participants.resolve(interaction, typed.victim, typed.attacker)
    hurt = who.victim_traits(av=av, niggling=niggling, has=typed.skills(**skills))
    return who, rules.wizard.frog_traits(hurt) if frog else hurt


class Injuries(commands.Cog):
    """The injury chain: armour → injury → casualty → séquelle (→ Haine)."""

    @app_commands.command(name="armour")
    @app_commands.autocomplete(victim=player_choices, attacker=player_choices)
    @app_commands.choices(cause=CAUSE_CHOICES)
    @grouped
    async def armour(
        self,
        interaction: Interaction,
        av: AV | None = None,
        modifier: Modifier = 0,
        mighty_blow: bool = False,
        claws: bool = False,
        typed: ArmouredVictim = NO_TYPED_VICTIM,
        cause: str | None = None,
        dice: str | None = None,
        steady_footing: bool = False,
        chainsaw: bool = False,
        already_down: bool = False,
        frog: bool = False,
    ) -> None:
        who, hurt = await _hurt(
            interaction,
            typed,
            niggling=typed.niggling,
            av=av,
            frog=frog,
            steady_footing=steady_footing,
            chainsaw=chainsaw,
        )
        hitter = who.attacker_traits(has=cogs.utils.participants.typed_skills(mighty_blow=mighty_blow, claws=claws))
        cause = cause or "unknown"
        roll, inputs = rules.traits.armour_roll(hurt, hitter, modifier=modifier, cause=cause, already_down=already_down)
        command = "foul" if roll is rules.injury.roll_foul else "armour"  # a foul's armour roll: what /foul rolls
        await roll_chain(interaction, who, roll, inputs, command=command, cause=cause, dice=dice)

    @app_commands.command(name="foul")
    @app_commands.autocomplete(victim=player_choices, attacker=player_choices)
    @grouped
    async def foul(
        self,
        interaction: Interaction,
        av: AV | None = None,
        assists: FoulAssists = 0,
        dirty_player: bool = False,
        sneaky_git: bool = False,
        typed: ArmouredVictim = NO_TYPED_VICTIM,
        dice: str | None = None,
        chainsaw: bool = False,
    ) -> None:
        who, hurt = await _hurt(interaction, typed, niggling=typed.niggling, av=av)
        fouler = who.attacker_traits(
            has=cogs.utils.participants.typed_skills(dirty_player=dirty_player, sneaky_git=sneaky_git)
        )
        inputs = rules.traits.foul_inputs(hurt, fouler, assists=assists, chainsaw=chainsaw)
        await roll_chain(interaction, who, rules.injury.roll_foul, inputs, command="foul", cause="foul", dice=dice)

    @app_commands.command(name="injury")
    @app_commands.autocomplete(victim=player_choices, attacker=player_choices)
    @app_commands.choices(cause=CAUSE_CHOICES)
    @grouped
    async def injury(
        self,
        interaction: Interaction,
        minus: bool = False,
        modifier: Modifier = 0,
        niggling: Niggling | None = None,
        cause: str | None = None,
        thick_skull: bool = False,
        typed: HurtVictim = NO_HURT_VICTIM,
        dice: str | None = None,
        stunned_ko: bool = False,
        frog: bool = False,
    ) -> None:
        who, hurt = await _hurt(interaction, typed, niggling=niggling, frog=frog, minus=minus, thick_skull=thick_skull)
        cause = cause or "unknown"
        inputs = rules.traits.injury_inputs(
            hurt, who.attacker_traits(), cause=cause, modifier=modifier, stunned_as_ko=stunned_ko
        )
        await roll_chain(interaction, who, rules.injury.roll_injury, inputs, command="injury", cause=cause, dice=dice)

    @app_commands.command(name="casualty")
    @app_commands.autocomplete(victim=player_choices, attacker=player_choices)
    @app_commands.choices(cause=CAUSE_CHOICES)
    @grouped
    async def casualty(
        self,
        interaction: Interaction,
        niggling: Niggling | None = None,
        cause: str | None = None,
        typed: HurtVictim = NO_HURT_VICTIM,
        dice: str | None = None,
    ) -> None:
        who, hurt = await _hurt(interaction, typed, niggling=niggling)
        cause = cause or "unknown"
        inputs = rules.traits.casualty_inputs(hurt, who.attacker_traits(), cause=cause)
        await roll_chain(
            interaction, who, rules.injury.roll_casualty, inputs, command="casualty", cause=cause, dice=dice
        )

    @app_commands.command(name="lasting-injury")
    @app_commands.autocomplete(victim=player_choices)
    async def lasting_injury(
        self, interaction: Interaction, victim: str | None = None, dice: str | None = None
    ) -> None:
        """With ``victim``: his profile and his match's ruleset (M1), as the chains that reach a séquelle read them,
        so the same D6 says the same by every path (a characteristic at its minimum, D2)."""

        who = await cogs.utils.participants.resolve(
            interaction, victim, None, hurting=False
        )  # the séquelle of his casualty: no warning
        inputs = rules.traits.lasting_injury_inputs(who.victim_traits())
        lang = await server_language(interaction)
        await perform(
            interaction,
            lang=lang,
            command="lasting-injury",
            options=who.roll_options(inputs),
            manual=dice,
            notes=who.notes(lang),
            roll=lambda d, rs: rules.injury.roll_lasting_injury(d, rs, **inputs),
        )

    @app_commands.command(name="ko-recovery")
    @app_commands.autocomplete(team=match_team_choices)
    async def ko_recovery(
        self,
        interaction: Interaction,
        count: KoCount = 1,
        team: str | None = None,
        dice: str | None = None,
    ) -> None:
        if team is None:
            await roll_table(interaction, "ko-recovery", dice, rules.injury.roll_ko_recovery, count=count)
            return
        named = await resolve_team(interaction, team)
        pregame = await team_pregame(interaction, named.id)  # its Kegs and Josef Bugman: +1 each to every roll
        modifiers = rules.pregame.inducements.ko_modifiers(pregame.inducements) if pregame is not None else ()
        lang = await server_language(interaction)
        await perform(
            interaction,
            lang=lang,
            command="ko-recovery",
            options={"count": count, "team_id": named.id, "match_id": pregame.match_id if pregame else None},
            manual=dice,
            notes=(t("ui.ko_recovery.team", lang, team=render.text.safe(named.name)),),
            roll=lambda d, rs: rules.injury.roll_ko_recovery(d, count=count, modifiers=modifiers, ruleset=rs),
        )


async def setup(bot: Arbitre) -> None:
    bot.add_dynamic_items(ReopenForm)
    await bot.add_cog(Injuries())
