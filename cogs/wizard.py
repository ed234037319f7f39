"""The Sports-Wizard's spells (issue 28, inducements.md): ``/wizard fireball`` and ``/wizard zap``, once per game
for a team whose pre-game bought him.

Why options, not a form: the spell's players are options with the autocomplete every roll of a match uses
(:func:`cogs.utils.league.player_choices`: the match's Star Players and Mercenaries first, then its two teams'
players), as ``/armour`` and ``/block`` take theirs. A Fireball hits players of both teams, up to nine (« in or
adjacent to the selected square »), where a kick-off victim's form lists one team's 25 at most; and a spell is one
command at the end of a Turn, typed dice included, as every roll command is. Each Fireball player has ``down`` beside
him, for one Prone or Stunned (an Armour Roll, not a Knock-down).

Fireball's D6s are one roll; each player hit gets a button under it, as a kick-off's victims do: its click rolls his
Armour Roll (+1) as ``/armour`` does (:func:`rules.wizard.fireball_armour_inputs`), a message of its own carrying the
chain's follow-ups (the Apothecary, Enregistrer…), once (``roll_followups``), its dice typed in a form when the
Fireball's were. Zap! is one D6 against the player's ST. The spell is claimed in ``wizard_casts`` before its roll is
stored (:class:`league.wizard.WizardRepository`): a second one of the team in the match is refused, two at once cast
once.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Awaitable, Callable, Sequence
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

import cogs.utils.participants
import league.pregame
import league.wizard
import records.pregame
import render.embeds
import render.text
import rules.injury
import rules.model
import rules.wizard
from cogs.chain_followups import chain_view, reopen_dice_form
from cogs.utils.buttons import RollButton, StatelessView, done_button
from cogs.utils.errors import UserError
from cogs.utils.forms import ask_dice, modal_values
from cogs.utils.groups import OptionGroup, grouped
from cogs.utils.interaction import Interaction
from cogs.utils.language import TAG_PATTERN, lang_of, server_language, tagged
from cogs.utils.league import (
    as_prayed,
    choice_value,
    match_choices,
    match_team_choices,
    player_choices,
    require_at_table,
    require_team_editor,
    resolve_match,
    resolve_team,
)
from cogs.utils.rolling import FollowupOf, perform
from cogs.utils.translator import group
from locales import t
from render.forms import DiceForm
from rules.errors import DomainError, Refused, Term

if TYPE_CHECKING:
    from bot import Arbitre
    from league.rolls import StoredRoll
    from records.models import Match, Player, Team
    from rules.model import Result, Step

#: The Armour Roll of a player the Fireball hit, its 2D6 (and what follows) typed by hand when the Fireball's were.
FIREBALL_DICE = DiceForm(title="ui.wizard.fireball.dice_title")
FIREBALL_FORM = re.compile(r"arb:fireballmodal:(?P<roll>\d+):(?P<number>\d)" + TAG_PATTERN)

#: The extra Fireball players: ``player_2`` … ``player_9``, each with ``down_<n>`` (up to
#: :data:`rules.wizard.MOST_TARGETS`, not read here: start-up leaves the rules waiting).
MORE = range(2, 10)


@dataclasses.dataclass(frozen=True)
class MoreTargets(OptionGroup):
    """The Fireball's players after the first, each with whether he is Prone or Stunned."""

    player_2: str | None = None
    down_2: bool = False
    player_3: str | None = None
    down_3: bool = False
    player_4: str | None = None
    down_4: bool = False
    player_5: str | None = None
    down_5: bool = False
    player_6: str | None = None
    down_6: bool = False
    player_7: str | None = None
    down_7: bool = False
    player_8: str | None = None
    down_8: bool = False
    player_9: str | None = None
    down_9: bool = False

    def chosen(self) -> list[tuple[str, bool]]:
        """The players named, in their order, with their ``down``."""
        values = self.values()
        return [(values[f"player_{n}"], values[f"down_{n}"]) for n in MORE if values[f"player_{n}"]]


NO_MORE = MoreTargets()


def _casts(interaction: Interaction) -> league.wizard.WizardRepository:
    return league.wizard.WizardRepository(interaction.client.db)


async def _caster(interaction: Interaction, match_value: str | None, team_value: str) -> tuple[Match, Team]:
    """The open match (this channel's when not named) and the casting team: one of its two, its coach (or a
    commissioner) casting, whose pre-game bought a Sports-Wizard who has not cast yet; each refusal says why."""
    guild_id = interaction.guild_id or 0
    match = await resolve_match(interaction, match_value)
    if match.status != "open":
        raise UserError("ui.wizard.not_open", match=match.id)
    team = await resolve_team(interaction, team_value)
    if team.id not in match.team_ids:
        raise UserError("ui.wizard.not_in_match", team=team.name, match=match.id)
    await require_team_editor(interaction, team)
    pregames = await league.pregame.PregameRepository(interaction.client.db).for_match(guild_id, match.id)
    bought = next((p.inducements for p in pregames if p.team_id == team.id), {})
    if not bought.get(rules.wizard.SPORTS_WIZARD):
        raise UserError("ui.wizard.none", team=team.name, match=match.id)
    cast = await _casts(interaction).cast(guild_id, match.id, team.id)
    if cast is not None:
        raise UserError("ui.wizard.cast", team=team.name, spell=Term(f"ui.wizard.spell.{cast.spell}"))
    return match, team


async def _targets(interaction: Interaction, match: Match, values: Sequence[str]) -> list[Player]:
    """The players named, as the match plays them (his Prayers): each of one of its two teams, none twice, none
    whose death is recorded."""
    players: list[Player] = []
    for value in values:
        player = await cogs.utils.participants.active_player(interaction, value)
        assert player is not None  # a value was given
        if player.team_id not in match.team_ids:
            raise UserError("ui.wizard.not_a_player", player=player.label(), match=match.id)
        if any(p.id == player.id and p.team_id == player.team_id for p in players):
            raise DomainError("error.wizard.same_target")
        players.append(player)
    prayed = await as_prayed(interaction, match, players)
    out = await cogs.utils.participants.out_of_play(interaction, match, *prayed)
    cogs.utils.participants.refuse_dead(out, *prayed)
    return prayed


def option_value(player: Player) -> str:
    """How a stored spell names a player again: a Star Player or Mercenary by his key, a league player by id."""
    return player.value_key if isinstance(player, records.pregame.StarInMatch) else choice_value(player.id)


async def _cast(
    interaction: Interaction,
    match: Match,
    team: Team,
    spell: str,
    cast: Callable[[], Awaitable[int]],
) -> None:
    """Claim the team's spell, then roll it (``cast``, :func:`cogs.utils.rolling.perform`'s call, returns the roll
    id); a roll refused before it is stored (dice typed wrong) gives the claim back."""
    guild_id, casts = interaction.guild_id or 0, _casts(interaction)
    if not await casts.claim(
        guild_id=guild_id, match_id=match.id, team_id=team.id, spell=spell, user_id=interaction.user.id
    ):
        first = await casts.cast(guild_id, match.id, team.id)  # the spell that was first, said as it is
        shown = spell if first is None else first.spell
        raise UserError("ui.wizard.cast", team=team.name, spell=Term(f"ui.wizard.spell.{shown}"))
    try:
        roll_id = await cast()
    except (DomainError, Refused, UserError):
        await casts.release(guild_id=guild_id, match_id=match.id, team_id=team.id)
        raise
    await casts.done(guild_id=guild_id, match_id=match.id, team_id=team.id, roll_id=roll_id)


def _caster_notes(team: Team, lang: str) -> tuple[str, ...]:
    return (t("ui.wizard.caster", lang, team=render.text.safe(team.name)), t("ui.wizard.once", lang))


# --- Fireball's Armour Rolls ------------------------------------------------------------------------------------


class FireballArmour(RollButton, prefix="fireball", arg=r"\d"):
    """The Armour Roll (+1) of the player the Fireball hit (``arg``: his number in the spell), once."""

    style = discord.ButtonStyle.danger

    async def clicked(self, interaction: Interaction) -> None:
        await armour_clicked(interaction, self.roll_id, int(self.arg), self.lang)


def armour_kind(number: int) -> str:
    """The follow-up of a Fireball that is player ``number``'s Armour Roll (``roll_followups.kind``)."""
    return f"fireball:{number}"


def fireball_view(
    roll_id: int, hit: Sequence[int], labels: Sequence[str], done: dict[int, int | None], lang: str
) -> discord.ui.View | None:
    """A button per player hit; one rolled already (``done``: his number → the roll it became) shows it, disabled."""
    view = StatelessView()
    for number in hit:
        player = labels[number - 1] if number <= len(labels) else str(number)
        if number in done:
            text = t("ui.wizard.fireball.done", lang, player=player, id=done[number] or "…")
            view.add_item(done_button(render.embeds.truncate(text, 80), f"arb:fireballdone:{roll_id}:{number}"))
        else:
            text = t("ui.wizard.fireball.button", lang, player=player)
            view.add_item(FireballArmour(roll_id, lang, number, render.embeds.truncate(text, 80)))
    return view if view.children else None


async def _fireball(interaction: Interaction, roll_id: int, number: int) -> tuple[StoredRoll, Step]:
    """The Fireball ``roll_id`` of this server, player ``number`` of which it hit; else refused."""
    stored = await interaction.client.rolls.get(interaction.guild_id or 0, roll_id)
    if stored is None or stored.command != "fireball":
        raise UserError("ui.wizard.fireball.unknown")
    root = rules.model.Step.from_dict(stored.result["root"])
    if number not in rules.wizard.fireball_hit(root):
        raise UserError("ui.wizard.fireball.unknown")
    await require_at_table(interaction, stored)
    return stored, root


async def _done(interaction: Interaction, roll_id: int, hit: Sequence[int]) -> dict[int, int | None]:
    found = await interaction.client.followups.of_roll(interaction.guild_id or 0, roll_id)
    return {n: used.followup_id for n in hit if (used := found.get(armour_kind(n))) is not None}


async def armour_clicked(
    interaction: Interaction, roll_id: int, number: int, lang: str, *, dice: str | None = None, typed: bool = False
) -> None:
    """Player ``number``'s Armour Roll: refused once rolled; its dice asked first when the Fireball's were typed."""
    stored, root = await _fireball(interaction, roll_id, number)
    guild_id = interaction.guild_id or 0
    if await interaction.client.followups.get(guild_id, roll_id, armour_kind(number)) is not None:
        raise UserError("ui.wizard.fireball.armour_done")
    if stored.opts.manual and not typed:
        await ask_dice(interaction, FIREBALL_DICE, tagged(f"arb:fireballmodal:{roll_id}:{number}", lang))
        return
    inputs = stored.opts.inputs
    values, downs = list(inputs.get("targets") or ()), list(inputs.get("down") or ())
    labels = [str(label) for label in inputs.get("labels") or ()]
    if number > len(values):
        raise UserError("ui.wizard.fireball.unknown")
    match = (
        None if stored.opts.match_id is None else await interaction.client.matches.get(guild_id, stored.opts.match_id)
    )
    if match is None or match.status != "open":
        raise UserError("ui.wizard.not_open", match=stored.opts.match_id or 0)
    (victim,) = await _targets(interaction, match, [str(values[number - 1])])
    out = await cogs.utils.participants.out_of_play(interaction, match, victim)
    who = cogs.utils.participants.Participants(victim, None, match, out)
    standing = not bool(downs[number - 1]) if number <= len(downs) else True
    inputs_now = rules.wizard.fireball_armour_inputs(who.victim_traits(), standing=standing)
    hit = rules.wizard.fireball_hit(root)

    async def source_view(new_id: int) -> discord.ui.View | None:
        return fireball_view(roll_id, hit, labels, await _done(interaction, roll_id, hit), lang)

    state = "down" if not standing else "standing"
    await perform(
        interaction,
        lang=lang,
        command="armour",
        options=who.roll_options(inputs_now, cause="other", of_roll=roll_id, victim=number),
        manual=dice,
        title=t("ui.wizard.fireball.armour_title", lang),
        notes=(
            *cogs.utils.participants.player_notes(lang, out, victim=victim),
            *who.friendly_note(lang),
            t(f"ui.wizard.state.{state}", lang),
            t("ui.wizard.fireball.of_roll", lang, number=roll_id),
        ),
        result_notes=who.record_notes,
        view_factory=await chain_view(interaction, who),
        roll=lambda d, rs: rules.injury.roll_armour(d, rs, **inputs_now),
        followup=FollowupOf.of_roll(
            interaction,
            roll_id,
            armour_kind(number),
            refused=UserError("ui.wizard.fireball.armour_done"),
            source_view=source_view,
            ruleset=stored.ruleset,
        ),
    )


async def on_fireball_form(interaction: Interaction, found: re.Match[str]) -> None:
    """The Armour Roll's dice typed by hand; its errors are answered by :class:`cogs.utils.forms.Forms`."""
    dice = str(modal_values(interaction.data).get("dice") or "").strip() or None
    await armour_clicked(interaction, int(found["roll"]), int(found["number"]), lang_of(found), dice=dice, typed=True)


# --- the commands --------------------------------------------------------------------------------------------------


class Wizard(commands.Cog):
    """``/wizard fireball`` and ``/wizard zap``."""

    wizard = group("wizard")

    @wizard.command(name="fireball")
    @app_commands.autocomplete(
        team=match_team_choices,
        match=match_choices,
        player=player_choices,
        **{f"player_{n}": player_choices for n in MORE},
    )
    @grouped
    async def fireball(
        self,
        interaction: Interaction,
        team: str,
        player: str,
        down: bool = False,
        more: MoreTargets = NO_MORE,
        match: str | None = None,
        dice: str | None = None,
    ) -> None:
        chosen_match, caster = await _caster(interaction, match, team)
        chosen = [(player, down), *more.chosen()]
        players = await _targets(interaction, chosen_match, [value for value, _ in chosen])
        downs = [bool(d) for _, d in chosen]
        targets = [rules.wizard.FireballTarget(n, standing=not d) for n, d in enumerate(downs, 1)]
        labels = [p.label() for p in players]  # a button's label: no markdown, no ping
        lang = await server_language(interaction)

        def view(roll_id: int, result: Result, lang: str) -> discord.ui.View | None:
            return fireball_view(roll_id, rules.wizard.fireball_hit(result.root), labels, {}, lang)

        notes = [
            t(
                "ui.wizard.fireball.target",
                lang,
                number=n,
                player=render.text.safe(label, 60),
                state=t(f"ui.wizard.state.{'down' if d else 'standing'}", lang),
            )
            for n, (label, d) in enumerate(zip(labels, downs, strict=True), 1)
        ]
        await _cast(
            interaction,
            chosen_match,
            caster,
            rules.wizard.FIREBALL_SPELL,
            lambda: perform(
                interaction,
                lang=lang,
                command="fireball",
                options={
                    "match_id": chosen_match.id,
                    "team_id": caster.id,
                    "targets": [option_value(p) for p in players],
                    "down": downs,
                    "labels": labels,
                },
                manual=dice,
                notes=(*_caster_notes(caster, lang), *notes),
                view_factory=view,
                roll=lambda d, rs: rules.wizard.roll_fireball(d, rs, targets=targets),
            ),
        )

    @wizard.command(name="zap")
    @app_commands.autocomplete(team=match_team_choices, match=match_choices, player=player_choices)
    async def zap(
        self,
        interaction: Interaction,
        team: str,
        player: str,
        match: str | None = None,
        dice: str | None = None,
    ) -> None:
        chosen_match, caster = await _caster(interaction, match, team)
        (target,) = await _targets(interaction, chosen_match, [player])
        st = cogs.utils.participants.traits_of(target).st
        if st is None:
            raise UserError("ui.wizard.zap.no_st", player=target.label())
        lang = await server_language(interaction)
        label = render.text.safe(target.label(), 60)
        frog = rules.wizard.FROG
        frog_note = t(
            "ui.wizard.frog",
            lang,
            profile=render.text.profile_text(frog, lang),
            skills=", ".join(t(f"skill.{key}", lang) for key in rules.wizard.FROG_SKILLS),
        )

        def result_notes(result: Result, lang: str) -> tuple[str, ...]:
            return (frog_note,) if result.root.outcome == rules.wizard.ZAP_FROG else ()

        await _cast(
            interaction,
            chosen_match,
            caster,
            rules.wizard.ZAP_SPELL,
            lambda: perform(
                interaction,
                lang=lang,
                command="zap",
                options={
                    "match_id": chosen_match.id,
                    "team_id": caster.id,
                    "targets": [option_value(target)],
                    "labels": [label],
                    "st": st,
                },
                manual=dice,
                notes=(*_caster_notes(caster, lang), t("ui.wizard.zap.target", lang, player=label, st=st)),
                result_notes=result_notes,
                roll=lambda d, rs: rules.wizard.roll_zap(d, rs, st=st),
            ),
        )


async def setup(bot: Arbitre) -> None:
    bot.add_dynamic_items(FireballArmour)
    bot.forms.add(FIREBALL_FORM, on_fireball_form, reopen=reopen_dice_form(FIREBALL_DICE))
    await bot.add_cog(Wizard())
