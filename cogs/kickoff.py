"""Kick-off (the whole procedure of the chosen table), weather, scatter and throw-in.

The victims of Lancer de Rocher and Invasion du Terrain are named by the kick-off, each with a button: in
this channel's open match a form lists the hit team's roster and the injury is rolled with that player's
Minus, BP, Crâne Épais, Régénération… (:func:`rules.traits.injury_inputs`, as ``/injury`` does); outside a
match the form asks those traits. Each victim is rolled once (``roll_followups``), even after a restart.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

import cogs.utils.participants
import render.embeds
import rolls.kickoff
import rolls.state
import rules.injury
import rules.kickoff
import rules.payloads
import rules.pitch
import rules.traits
import rules.weather
from cogs.chain_followups import chain_view
from cogs.injuries import cause_notes
from cogs.utils.buttons import RollButton, StatelessView, done_button
from cogs.utils.errors import UserError
from cogs.utils.forms import Reopen, modal_values, open_form
from cogs.utils.interaction import Interaction
from cogs.utils.language import TAG_PATTERN, lang_of, reader_language, server_language, tagged
from cogs.utils.league import as_prayed, match_kick_teams, match_stars, match_team_choices, require_at_table
from cogs.utils.options import AssistantCoaches, Cheerleaders, KickoffFanFactor, Turn
from cogs.utils.rolling import FollowupOf, perform, roll_table
from locales import t
from render.forms import hand_dice_field, niggling_field, skills_select
from rules.hand import HandDie

if TYPE_CHECKING:
    from bot import Arbitre
    from league.followups import Followup
    from league.rolls import StoredRoll
    from records.models import Casualty, Player
    from rolls.kickoff import VictimRead
    from rules.model import Result
    from rules.payloads import KickoffRoot, KickoffVictim
    from rules.traits import Traits

VICTIM_FORM = re.compile(r"arb:victimmodal:(?P<roll>\d+):(?P<number>\d+)" + TAG_PATTERN)

TABLE_CHOICES = [
    app_commands.Choice(name="classique", value="classique"),
    app_commands.Choice(name="bb2025", value="bb2025"),
]


def _override(team: rules.kickoff.KickTeam, typed: tuple[int | None, int | None, int | None]) -> rules.kickoff.KickTeam:
    """The match's values, each replaced by what the user typed."""

    fan_factor, cheerleaders, assistants = typed
    return rules.kickoff.KickTeam(
        team.fan_factor if fan_factor is None else fan_factor,
        team.cheerleaders if cheerleaders is None else cheerleaders,
        team.assistants if assistants is None else assistants,
        team.name,
    )


# --- the kick-off's victims ------------------------------------------------------------------------------


class VictimInjury(RollButton, prefix="victim", arg=r"\d+"):
    """One victim of a rock or a pitch invasion (``arg``: his number): the form that names him, then his direct
    injury roll."""

    style = discord.ButtonStyle.danger

    async def clicked(self, interaction: Interaction) -> None:
        await victim_clicked(interaction, self.roll_id, int(self.arg), self.lang)


def _team_name(kickoff: KickoffRoot, side: str, lang: str) -> str:
    name = kickoff.team(side).name
    return name if name else t(f"kickoff.team.{side}.mid", lang)  # « Victime 1 (l’équipe receveuse) »


def victims_view(roll_id: int, kickoff: KickoffRoot, done: Mapping[int, Followup], lang: str) -> discord.ui.View | None:
    """One button per victim the kick-off named; one already rolled (``done``, by number) shows its roll, disabled."""

    view = StatelessView()
    for victim in kickoff.victims:
        number, team = victim.number, _team_name(kickoff, victim.team, lang)
        used = done.get(number)
        if used is None:
            text = t("ui.kickoff.victim.button", lang, number=number, team=team)
            view.add_item(VictimInjury(roll_id, lang, number, render.embeds.truncate(text, 80)))
        else:
            key = "ui.kickoff.victim.done" if used.followup_id else "ui.kickoff.victim.pending"
            label = render.embeds.truncate(t(key, lang, number=number, id=used.followup_id), 80)
            view.add_item(done_button(label, f"arb:victimdone:{roll_id}:{number}"))
    return view if view.children else None


def kickoff_view(roll_id: int, result: Result, lang: str) -> discord.ui.View | None:
    return victims_view(roll_id, result.root.payload(rules.payloads.KickoffRoot), {}, lang)


def service(interaction: Interaction) -> rolls.kickoff.KickoffService:
    return rolls.kickoff.KickoffService(interaction.client)


async def _kickoff(interaction: Interaction, roll_id: int, number: int) -> VictimRead:
    read = await service(interaction).read(interaction.guild_id or 0, roll_id, number)
    await require_at_table(interaction, read.stored)  # in a match, its victims are rolled by the table
    return read


async def _roster(interaction: Interaction, stored: StoredRoll, side: str) -> list[Player]:
    """The hit team's players who can be on the pitch, when the kick-off was played in an open match: its roster's,
    then the Star Players and Mercenaries its pre-game hired for the match."""

    players = await service(interaction).roster(interaction.guild_id or 0, stored, side)
    team_id = (stored.opts.team_ids or {}).get(side)
    if not players or team_id is None:
        return players
    match = await service(interaction).match(interaction.guild_id or 0, stored)
    playing = match if match is not None and match.status == "open" else None
    hired = await match_stars(interaction, playing)
    return await as_prayed(interaction, playing, [*players, *(p for p in hired if p.team_id == int(team_id))])


async def _out_of_match(interaction: Interaction, stored: StoredRoll, players: list[Player]) -> dict[int, Casualty]:
    """Those of ``players`` already out of the kick-off's match (dead, or in its Casualty box): off the pitch, no
    rock nor invasion reaches them."""

    match = await service(interaction).match(interaction.guild_id or 0, stored)
    return await cogs.utils.participants.out_of_play(interaction, match, *players)


async def victim_clicked(interaction: Interaction, roll_id: int, number: int, lang: str) -> None:
    """``lang``: the kick-off message's; the form itself is in its reader's language."""
    read = await _kickoff(interaction, roll_id, number)
    if await service(interaction).done(interaction.guild_id or 0, roll_id, number) is not None:
        raise UserError("ui.kickoff.victim.already")
    await open_form(interaction, await victim_form(interaction, read.stored, read.victim, number, lang))


async def victim_form(
    interaction: Interaction,
    stored: StoredRoll,
    victim: KickoffVictim,
    number: int,
    lang: str,
    values: Mapping[str, Any] | None = None,
    need: HandDie | None = None,
) -> discord.ui.Modal:
    """The victim's form: the player hit (in a match) or his traits, and the dice typed by hand; ``values``: what
    was typed in it before (reopened after a bad value, or with ``need``, the dice its roll still waits for)."""

    roll_id = stored.id
    typed = values or {}
    roster = await _roster(interaction, stored, victim.team)
    out = await _out_of_match(interaction, stored, roster)
    roster = [p for p in roster if p.id not in out][:25]  # those hurt earlier in the match are not listed
    reader = await reader_language(interaction)
    form = discord.ui.Modal(
        title=render.embeds.truncate(t("ui.kickoff.victim.title", reader, number=number), 45),
        custom_id=tagged(f"arb:victimmodal:{roll_id}:{number}", lang),
    )
    if roster:  # in a match: the player hit, from his team's roster
        chosen = [str(v) for v in typed.get("player") or ()]
        options = [
            discord.SelectOption(
                label=render.embeds.truncate(p.label(), 100), value=str(p.id), default=str(p.id) in chosen
            )
            for p in roster
        ]
        form.add_item(
            discord.ui.Label(
                text=t("ui.kickoff.victim.player", reader),
                component=discord.ui.Select(custom_id="player", options=options, min_values=1, max_values=1),
            )
        )
    else:  # no roster: his traits
        traits_select = skills_select("traits", rolls.kickoff.VICTIM_TRAITS, reader, tuple(typed.get("traits") or ()))
        form.add_item(discord.ui.Label(text=t("ui.kickoff.victim.traits", reader), component=traits_select))
        form.add_item(niggling_field(reader, "ui.kickoff.victim.niggling", typed.get("niggling") or None))
    if stored.opts.manual:
        kept = str(typed.get("dice") or "").strip()
        now = need or HandDie("injury", 6, 2)  # a victim's roll starts at his Injury Roll
        form.add_item(hand_dice_field(reader, now, kept=f"{kept} " if kept else None, then=need is not None))
    return form


async def reopen_victim_form(
    interaction: Interaction, found: re.Match[str], values: Mapping[str, Any], need: HandDie | None
) -> discord.ui.Modal:
    """The victim's form as it was typed, reopened (a bad value, or dice still to throw)."""
    number = int(found["number"])
    read = await _kickoff(interaction, int(found["roll"]), number)
    return await victim_form(interaction, read.stored, read.victim, number, lang_of(found), values, need)


async def victim_submitted(interaction: Interaction, roll_id: int, number: int, lang: str) -> None:
    """The victim's direct injury roll, with the chosen player's traits (or the typed ones)."""

    values = modal_values(interaction.data)
    read = await _kickoff(interaction, roll_id, number)
    stored, kickoff = read.stored, read.kickoff
    guild_id = interaction.guild_id or 0
    # a second form opened before the first was sent: refused before its dice are read (the claim below still
    # decides between two sent at once)
    if await service(interaction).done(guild_id, roll_id, number) is not None:
        raise UserError("ui.kickoff.victim.already")
    side, cause = read.victim.team, read.victim.cause
    player: Player | None = None
    hurt: Traits
    chosen = values.get("player") or []
    if chosen:
        roster = {str(p.id): p for p in await _roster(interaction, stored, side)}
        player = roster.get(str(chosen[0]))
        if player is None:
            raise UserError("ui.participants.unknown_player")
        gone = (await _out_of_match(interaction, stored, [player])).get(player.id)
        if gone is not None:  # hurt since the form was opened: off the pitch
            key = "ui.participants.dead_pending" if gone.dead else "ui.participants.out_of_match"
            raise UserError(key, player=player.label(), casualty=gone.id)
        hurt = cogs.utils.participants.traits_of(player)
    else:
        hurt = rolls.kickoff.typed_victim(str(values.get("niggling") or ""), values.get("traits"))
    match = None if player is None else await service(interaction).match(guild_id, stored)
    who = cogs.utils.participants.Participants(
        player, None, match if match is not None and match.status == "open" else None
    )
    inputs = rules.traits.injury_inputs(hurt, rules.traits.NOBODY, cause=cause)

    async def source_view(new_id: int) -> discord.ui.View | None:
        done = await service(interaction).done_all(guild_id, roll_id, kickoff.victims)
        return victims_view(roll_id, kickoff, done, lang)

    await perform(
        interaction,
        lang=lang,
        command="injury",
        options=who.roll_options(inputs, cause=cause, after_kickoff=roll_id, victim=number),
        manual=str(values.get("dice") or "").strip() or None,
        title=t("ui.kickoff.victim.title", lang, number=number),
        notes=(
            *cogs.utils.participants.player_notes(lang, victim=player),
            *who.friendly_note(lang),
            *cause_notes(cause, lang),
            t("ui.kickoff.victim.of", lang, number=roll_id),
        ),
        view_factory=await chain_view(interaction, who),
        roll=lambda d, rs: rules.injury.roll_injury(d, rs, **inputs),
        followup=FollowupOf.of_roll(
            interaction,
            roll_id,
            rolls.state.victim_kind(number),
            refused=UserError("ui.kickoff.victim.already"),
            source_view=source_view,
            ruleset=stored.ruleset,
        ),
    )


async def on_victim_form(interaction: Interaction, found: re.Match[str]) -> None:
    """Its errors are answered by :class:`cogs.utils.forms.Forms`, with what was typed."""
    await victim_submitted(interaction, int(found["roll"]), int(found["number"]), lang_of(found))


class Kickoff(commands.Cog):
    @app_commands.command(name="kickoff")
    @app_commands.choices(table=TABLE_CHOICES)
    @app_commands.autocomplete(kicking_team=match_team_choices)
    async def kickoff(
        self,
        interaction: Interaction,
        table: str | None = None,
        kicking_team: str | None = None,
        kicking_ff: KickoffFanFactor | None = None,
        receiving_ff: KickoffFanFactor | None = None,
        kicking_cheerleaders: Cheerleaders | None = None,
        receiving_cheerleaders: Cheerleaders | None = None,
        kicking_assistants: AssistantCoaches | None = None,
        receiving_assistants: AssistantCoaches | None = None,
        turn: Turn | None = None,
        dice: str | None = None,
    ) -> None:
        typed = (
            (kicking_ff, kicking_cheerleaders, kicking_assistants),
            (receiving_ff, receiving_cheerleaders, receiving_assistants),
        )
        from_match = await match_kick_teams(interaction, kicking_team)
        base = (
            (from_match.kicking, from_match.receiving)
            if from_match
            else (rules.kickoff.KickTeam(), rules.kickoff.KickTeam())
        )
        kicking, receiving = (_override(team, values) for team, values in zip(base, typed, strict=True))
        match = {"match_id": from_match.match_id, "team_ids": from_match.team_ids} if from_match else {}
        # the table typed, else the server's (/settings kickoff_table:), else (None) the roll's ruleset's
        table = table or (await interaction.client.settings_repo.get(interaction.guild_id or 0)).kickoff_table
        lang = await server_language(interaction)
        await perform(
            interaction,
            lang=lang,
            command="kickoff",
            options={
                "table": table,
                "kicking": [kicking.fan_factor, kicking.cheerleaders, kicking.assistants],
                "receiving": [receiving.fan_factor, receiving.cheerleaders, receiving.assistants],
                "turn": turn,
                "from_match": from_match is not None,
                **match,
            },
            manual=dice,
            notes=(t("ui.kickoff.from_match", lang),) if from_match else (),
            view_factory=kickoff_view,
            roll=lambda d, rs: rules.kickoff.roll_kickoff(
                d, rs, table=table, kicking=kicking, receiving=receiving, turn=turn
            ),
        )

    @app_commands.command(name="weather")
    async def weather(self, interaction: Interaction, dice: str | None = None) -> None:
        await roll_table(interaction, "weather", dice, rules.weather.roll_weather)

    @app_commands.command(name="scatter")
    async def scatter(self, interaction: Interaction, bad_kick: bool = False, dice: str | None = None) -> None:
        await roll_table(
            interaction,
            "scatter",
            dice,
            lambda d, ruleset, bad_kick: rules.pitch.roll_scatter(
                d, distance_dice=2 if bad_kick else 1, ruleset=ruleset
            ),
            bad_kick=bad_kick,
        )

    @app_commands.command(name="throw-in")
    async def throw_in(self, interaction: Interaction, corner: bool = False, dice: str | None = None) -> None:
        await roll_table(interaction, "throw-in", dice, rules.pitch.roll_throw_in, corner=corner)


async def setup(bot: Arbitre) -> None:
    bot.add_dynamic_items(VictimInjury)

    bot.forms.add(
        VICTIM_FORM, on_victim_form, reopen=Reopen(reopen_victim_form, {"traits": rolls.kickoff.VICTIM_TRAITS})
    )
    await bot.add_cog(Kickoff())
