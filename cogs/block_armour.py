"""The armour roll of a player a block knocked down: its button under the block, the form that asks what the roll
misses (a player on no roster, dice typed by hand), and the roll, made as ``/armour`` makes it, once per fallen player
(:mod:`rolls.blocks` reads the block and claims the roll). ``/block`` itself is :mod:`cogs.blocks`.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

import discord

import cogs.utils.participants
import records.pregame
import render.blocks
import rolls.blocks
import rolls.state
import rules.injury
import rules.traits
from cogs.chain_followups import chain_view
from cogs.injuries import cause_note
from cogs.utils.buttons import RollButton, StatelessView, done_button
from cogs.utils.errors import UserError
from cogs.utils.forms import ChoicesLater, Reopen, modal_values, open_form
from cogs.utils.interaction import Interaction
from cogs.utils.language import TAG_PATTERN, lang_of, reader_language, tagged
from cogs.utils.league import as_prayed, match_stars, require_at_table
from cogs.utils.rolling import FollowupOf, perform
from locales import t

if TYPE_CHECKING:
    from bot import Arbitre
    from rolls.blocks import BlockRead, FallenPair, Offer
    from rules.hand import HandDie
    from rules.model import Step

ARMOUR_FORM = re.compile(r"arb:blockarmourmodal:(?P<roll>\d+):(?P<side>attacker|defender)" + TAG_PATTERN)


async def clicked(interaction: Interaction, roll_id: int) -> tuple[rolls.blocks.BlockService, BlockRead]:
    """The block's follow-ups for this member, and the block clicked read back (in a match, the table's)."""
    service = rolls.blocks.BlockService(interaction.client, interaction.guild_id or 0, interaction.user.id)
    read = await service.read(roll_id)
    await require_at_table(interaction, read.stored)
    read = await with_stars(interaction, read)
    if read.match is None:
        return service, read
    sides = list(read.players)
    prayed = await as_prayed(interaction, read.match, [read.players[side] for side in sides])
    return service, dataclasses.replace(read, players=dict(zip(sides, prayed, strict=True)))


async def with_stars(interaction: Interaction, read: BlockRead) -> BlockRead:
    """The block's Star Players (and Mercenaries) back on their sides: the block stored them by name and team, not by
    id (they are not the league's players), so the armour roll after it reads his profile and skills as the block
    did (issue 28: a Star Player knocked down had his AV asked)."""
    wanted = {
        side: read.options.star(side)
        for side in read.players
        if read.players[side] is None and read.options.star(side)[0] is not None
    }
    if not wanted or read.match is None:
        return read
    stars = await match_stars(interaction, read.match)
    players = dict(read.players)
    for side, (name, team) in wanted.items():
        players[side] = next((s for s in stars if s.name == name and s.team_id == team), None)
    return dataclasses.replace(read, players=players)


class ArmourAfterBlock(RollButton, prefix="blockarmour", arg="attacker|defender"):
    """The armour roll of a player the kept face knocked down (``arg``: his side): rolled once, with his profile."""

    style = discord.ButtonStyle.danger

    def default_label(self) -> str:
        return render.blocks.armour_button_label(self.arg, lang=self.lang)

    async def clicked(self, interaction: Interaction) -> None:
        """Roll at once when both players and the dice are known; else a form asks what is missing."""
        service, read = await clicked(interaction, self.roll_id)
        resolution = await service.armour_due(read, self.arg)
        form = armour_form(read, self.arg, self.lang, await reader_language(interaction))
        if form is not None:
            await open_form(interaction, form)
            return
        pair = rolls.blocks.fallen_pair(read, self.arg)
        await roll_after_block(interaction, service, read, resolution, self.arg, pair, None, self.lang)


def armour_items(roll_id: int, offers: Iterable[Offer], lang: str) -> list[discord.ui.Item[Any]]:
    """The armour buttons of who fell; one already rolled shows the roll it became, disabled."""
    return [
        done_button(
            render.blocks.armour_done_label(o.side, o.followup_id, lang=lang), f"arb:blockarmourdone:{roll_id}:{o.side}"
        )
        if o.claimed
        else ArmourAfterBlock(roll_id, lang, o.side)
        for o in offers
    ]


def armour_form(
    read: BlockRead,
    side: str,
    lang: str,
    reader: str,
    values: Mapping[str, Any] | None = None,
    need: HandDie | None = None,
) -> discord.ui.Modal | None:
    """What the armour roll still needs, asked in ``reader``'s language (``None``: nothing); its custom id carries
    ``lang``, the block message's, for the roll; ``values``: what was typed before, ``need``: the dice awaited."""
    custom_id = tagged(f"arb:blockarmourmodal:{read.stored.id}:{side}", lang)
    return render.blocks.armour_form(custom_id, side, reader, rolls.blocks.armour_needs(read, side, need), values)


async def reopen_armour_form(
    interaction: Interaction, found: re.Match[str], values: Mapping[str, Any], need: HandDie | None
) -> discord.ui.Modal:
    """The armour form as it was typed, reopened (a bad value, or dice still to throw)."""
    service, read = await clicked(interaction, int(found["roll"]))
    if await service.armour_done(read.stored.id, found["side"]) is not None:
        raise UserError("ui.block.error.armour_done")  # rolled meanwhile (by this form or another)
    form = armour_form(read, found["side"], lang_of(found), await reader_language(interaction), values, need)
    if form is None:
        raise UserError("ui.hand.gone")
    return form


async def on_armour_form(interaction: Interaction, found: re.Match[str]) -> None:
    """The armour form after a block, read by its custom id (it works across a restart); its errors are answered
    by :class:`cogs.utils.forms.Forms`, with what was typed. A second form sent is refused by the claim."""
    values, side = modal_values(interaction.data), found["side"]
    service, read = await clicked(interaction, int(found["roll"]))
    resolution = await service.armour_due(read, side, unclaimed=False)
    typed = {key: str(values.get(key) or "") for key in ("av", "niggling")}
    pair = rolls.blocks.fallen_pair(read, side, **typed, fallen=values.get("fallen"), hitter=values.get("hitter"))
    dice = str(values.get("dice") or "").strip() or None
    await roll_after_block(interaction, service, read, resolution, side, pair, dice, lang_of(found))


async def roll_after_block(
    interaction: Interaction,
    service: rolls.blocks.BlockService,
    read: BlockRead,
    resolution: Step,
    side: str,
    pair: FallenPair,
    dice: str | None,
    lang: str,
) -> None:
    """The fallen player's armour roll, as ``/armour`` builds it. A fallen player whose death was recorded since the
    block is refused; one sent to the Casualty box since, warned about."""
    block_id = read.stored.id
    inputs = rules.traits.armour_inputs(pair.fallen, pair.hitter, cause="block")
    victim, author = read.players[side], read.players[rolls.blocks.other(side)]
    out = await cogs.utils.participants.out_of_play(interaction, read.match, victim, author)
    cogs.utils.participants.refuse_dead(out, victim)
    who = await cogs.utils.participants.with_unrecorded(
        interaction, cogs.utils.participants.Participants(victim, author, read.match if victim else None, out)
    )

    async def source_view(roll_id: int) -> discord.ui.View | None:
        view = StatelessView()
        for item in armour_items(
            block_id, rolls.blocks.armour_offers(resolution, await service.armour_rolls(block_id)), lang
        ):
            view.add_item(item)
        return view if view.children else None

    after = (t("ui.block.armour.after", lang, number=block_id), cause_note("block", lang))
    await perform(
        interaction,
        lang=lang,
        command="armour",
        options=who.roll_options(
            inputs,
            cause="block",
            after_block=block_id,
            side=side,
            **records.pregame.star_causer(*read.options.star(rolls.blocks.other(side))),
        ),
        manual=dice,
        title=t(f"ui.block.armour.title.{side}", lang),
        notes=(
            *cogs.utils.participants.player_notes(lang, out, fallen=victim, author=author),
            *who.friendly_note(lang),
            *after,
        ),
        result_notes=who.record_notes,
        view_factory=await chain_view(interaction, who),
        roll=lambda d, rs: rules.injury.roll_armour(d, rs, **inputs),
        followup=FollowupOf.of_roll(
            interaction,
            block_id,
            rolls.state.armour_kind(side),
            refused=UserError("ui.block.error.armour_done"),
            source_view=source_view,
            ruleset=read.stored.ruleset,
        ),
    )


def register(bot: Arbitre) -> None:
    """The armour button and form, answered across a restart (called by :mod:`cogs.blocks`' setup)."""
    bot.add_dynamic_items(ArmourAfterBlock)
    choices = ChoicesLater(lambda: {"fallen": rolls.blocks.FALLEN_TRAITS, "hitter": rolls.blocks.HITTER_SKILLS})
    bot.forms.add(ARMOUR_FORM, on_armour_form, reopen=Reopen(reopen_armour_form, choices))
