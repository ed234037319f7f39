"""``/block``: two players (or two strengths), the dice, who chooses, the kept face, each fallen player's armour.

With ``attacker`` / ``defender`` picked from the server's rosters, their ST and block skills come from their
profiles (typed values win). What follows a block (the die kept, a Les Deux Plaqués applied, the re-rolls, the armour
of who fell) is :mod:`rolls.blocks`: this cog reads the clicks and forms, calls it, draws and sends. Buttons are
:class:`discord.ui.DynamicItem`s whose custom ids carry the roll id, so a click still works after a restart.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar

import discord
from discord import app_commands
from discord.ext import commands

import cogs.utils.participants
import records.pregame
import records.roll_options
import render.blocks
import render.embeds
import rolls.blocks
import rules.block
import rules.traits
from cogs.block_armour import armour_items, clicked, register
from cogs.utils.buttons import RollButton, StatelessView
from cogs.utils.forms import Reopen, ask_dice, edit_source, modal_values
from cogs.utils.groups import grouped
from cogs.utils.interaction import Interaction
from cogs.utils.language import TAG_PATTERN, lang_of, reader_language, server_language, tagged
from cogs.utils.league import player_choices
from cogs.utils.options import NO_BLOCK_FLAGS, BlockAssists, BlockFlags, BlockStrength
from cogs.utils.rolling import perform
from locales import t

if TYPE_CHECKING:
    from bot import Arbitre
    from records.models import Casualty, Player
    from rolls.blocks import BlockRead, BlockService, Offer
    from rules.hand import HandDie
    from rules.model import Result
    from rules.traits import Traits


class BlockPick(RollButton, prefix="block", arg=r"\d"):
    """The button that keeps one block die (``arg``: its index)."""

    def default_label(self) -> str:
        return str(int(self.arg) + 1)

    async def clicked(self, interaction: Interaction) -> None:
        await pick_die(interaction, self.roll_id, int(self.arg), self.lang)


class BrawlerReroll(RollButton, prefix="brawler", arg=r"\d"):
    """Bagarreur (one Les Deux Plaqués die) or Haine (X) (one Attaquant Plaqué die): re-roll it, once."""

    style = discord.ButtonStyle.secondary
    #: The skill its label names (a click reads the die's own skill, Bagarreur or Haine, from the roll).
    skill: ClassVar[str] = "brawler"

    def default_label(self) -> str:
        return render.blocks.reroll_button_label(int(self.arg), self.skill, lang=self.lang)

    async def clicked(self, interaction: Interaction) -> None:
        await brawler_clicked(interaction, self.roll_id, int(self.arg), self.lang, pro=self.skill == "pro")


class ProReroll(BrawlerReroll, prefix="proreroll", arg=r"\d"):
    """The attacker's Pro on one die (``arg``: its index): a D6, on 3+ the die is re-rolled; once per block."""

    skill = "pro"


class BothDownChoice(RollButton, prefix="bothdown", arg=r"\d"):
    """One way to apply the kept Les Deux Plaqués (``arg``: its index in the resolution's ``choices``)."""

    style = discord.ButtonStyle.secondary

    async def clicked(self, interaction: Interaction) -> None:
        await both_down_clicked(interaction, self.roll_id, int(self.arg), self.lang)


def offered(roll_id: int, offers: Iterable[Offer], lang: str) -> discord.ui.View | None:
    """The buttons of what a block offers next (:mod:`rolls.blocks`); an armour roll made shows the roll it became."""
    view = StatelessView()
    for o in offers:
        if o.action == "pick":
            view.add_item(BlockPick(roll_id, lang, o.die, render.blocks.die_button_label(o.die, o.face, lang=lang)))
        elif o.action in ("brawler", "hatred", "pro"):
            button = ProReroll if o.action == "pro" else BrawlerReroll
            view.add_item(button(roll_id, lang, o.die, render.blocks.reroll_button_label(o.die, o.action, lang=lang)))
        elif o.action == "both_down":
            view.add_item(BothDownChoice(roll_id, lang, o.die, render.blocks.both_down_button_label(o.way, lang=lang)))
        else:
            view.add_item(armour_items(roll_id, (o,), lang)[0])
    return view if view.children else None


def pick_view(roll_id: int, result: Result, lang: str) -> discord.ui.View | None:
    return offered(roll_id, rolls.blocks.roll_offers(result.root), lang)


async def pick_die(interaction: Interaction, roll_id: int, die: int, lang: str) -> None:
    """Keep one die: first click wins; the message shows the face resolved and what it offers next."""
    service, read = await clicked(interaction, roll_id)
    face = await service.pick(read, die)
    shown, who = interaction.message.embeds[0] if interaction.message else None, interaction.user.display_name
    embed = render.blocks.resolution_embed(shown, face, die, read.stored.ruleset, chooser=who, lang=lang)
    await interaction.response.edit_message(
        embed=embed, view=offered(roll_id, rolls.blocks.face_offers(face.children[0]), lang)
    )


async def both_down_clicked(interaction: Interaction, roll_id: int, index: int, lang: str) -> None:
    """Apply the kept Les Deux Plaqués the way the coaches chose, once; the armour buttons follow."""
    service, read = await clicked(interaction, roll_id)
    applied, die = await service.apply_both_down(read, index)
    shown, who = interaction.message.embeds[0] if interaction.message else None, interaction.user.display_name
    embed = render.blocks.chosen_embed(shown, applied, die, read.stored.ruleset, chooser=who, lang=lang)
    offers = rolls.blocks.armour_offers(rules.block.block_faces(applied)[die].children[0], {})
    await interaction.response.edit_message(embed=embed, view=offered(roll_id, offers, lang))


BRAWLER_FORM = re.compile(r"arb:(?P<skill>brawler|pro)modal:(?P<roll>\d+):(?P<die>\d)" + TAG_PATTERN)


async def brawler_clicked(interaction: Interaction, roll_id: int, die: int, lang: str, *, pro: bool = False) -> None:
    """Bagarreur, Haine (X) or (``pro``) Pro on one die of a block no die of which is kept yet."""
    service, read = await clicked(interaction, roll_id)
    skill = await service.can_reroll(read, die, pro=pro)
    if read.manual:  # real dice: the re-rolled die is typed
        form = "pro" if pro else "brawler"
        await ask_dice(interaction, render.blocks.REROLL_DIE[skill], tagged(f"arb:{form}modal:{roll_id}:{die}", lang))
        return
    await reroll(interaction, service, read, die, None, lang, pro=pro)


async def reroll(
    interaction: Interaction,
    service: BlockService,
    read: BlockRead,
    die: int,
    dice: str | None,
    lang: str,
    *,
    pro: bool,
) -> None:
    """The re-rolled block becomes a new roll; the message shows it, with its own buttons."""
    done = await service.reroll(read, die, dice, pro=pro, channel_id=interaction.channel_id)
    declared = {"blitz": bool(read.options.blitz), "multiple_block": bool(read.options.multiple_block)}
    out = await cogs.utils.participants.out_of_play(interaction, read.match, *read.players.values())
    notes = (
        *block_notes(read.players, read.traits("attacker"), read.traits("defender"), lang, out=out, **declared),
        t(f"ui.block.{done.skill}.used", lang),
        *((t("ui.manual_dice", lang),) if done.options.manual or read.manual else ()),
    )
    title, roller = t("title.block", lang), interaction.user.display_name
    embed = render.embeds.roll_embed(
        done.result, title=title, roller=roller, roll_id=done.roll_id, notes=notes, lang=lang
    )
    await edit_source(interaction, embed=embed, view=pick_view(done.roll_id, done.result, lang))


async def on_brawler_form(interaction: Interaction, found: re.Match[str]) -> None:
    """Bagarreur's or Haine's re-rolled die, or Pro's D6 and die, typed by hand."""
    typed = str(modal_values(interaction.data).get("dice") or "")
    service, read = await clicked(interaction, int(found["roll"]))
    await reroll(interaction, service, read, int(found["die"]), typed, lang_of(found), pro=found["skill"] == "pro")


async def reopen_brawler_form(
    interaction: Interaction, found: re.Match[str], values: Mapping[str, Any], need: HandDie | None
) -> discord.ui.Modal:
    """The re-roll's form as it was typed (Pro's D6 typed, its re-rolled die still to throw)."""
    _, read = await clicked(interaction, int(found["roll"]))
    skill = "pro" if found["skill"] == "pro" else rolls.blocks.reroll_skill(read.face(int(found["die"]))) or "brawler"
    kept = str(values.get("dice") or "").strip()
    reader = await reader_language(interaction)
    return render.blocks.REROLL_DIE[skill].build(found.string, reader, kept=f"{kept} " if kept else None, need=need)


def block_notes(
    players: Mapping[str, Player | None],
    attacker: Traits,
    defender: Traits,
    lang: str,
    *,
    blitz: bool = False,
    multiple_block: bool = False,
    out: Mapping[int, Casualty] | None = None,
) -> tuple[str, ...]:
    """Who blocks whom (⚠️ on a player who must miss this match, or is in its Casualty box already: ``out``), and
    the skills each brings to this block."""
    people = cogs.utils.participants.player_notes(lang, out, attacker=players["attacker"], defender=players["defender"])
    skills = {"attacker": attacker, "defender": defender}
    return (*people, *render.blocks.block_notes(skills, blitz=blitz, multiple_block=multiple_block, lang=lang))


class Blocks(commands.Cog):
    @app_commands.command(name="block")
    @app_commands.autocomplete(attacker=player_choices, defender=player_choices)
    @grouped
    async def block(
        self,
        interaction: Interaction,
        attacker: str | None = None,
        defender: str | None = None,
        attacker_st: BlockStrength | None = None,
        defender_st: BlockStrength | None = None,
        attacker_assists: BlockAssists = 0,
        defender_assists: BlockAssists = 0,
        flags: BlockFlags = NO_BLOCK_FLAGS,
        dice: str | None = None,
    ) -> None:
        who = await cogs.utils.participants.resolve_pair(interaction, attacker, defender)
        typed_attacker, typed_defender = rules.traits.typed_block_skills(flags.skills)
        hitter = who.attacker_traits(st=attacker_st, has=typed_attacker)
        target = who.victim_traits(st=defender_st, has=typed_defender)
        options = records.roll_options.RollOptions(
            attacker_st=hitter.st if records.pregame.is_star(who.attacker) else attacker_st,
            defender_st=target.st if records.pregame.is_star(who.victim) else defender_st,
            attacker_assists=attacker_assists,
            defender_assists=defender_assists,
            blitz=flags.blitz,
            multiple_block=flags.multiple_block or None,
            attacker_skills=tuple(sorted(hitter.skills)) if records.pregame.is_star(who.attacker) else typed_attacker,
            defender_skills=tuple(sorted(target.skills)) if records.pregame.is_star(who.victim) else typed_defender,
            attacker_id=who.attacker.id if who.attacker and not records.pregame.is_star(who.attacker) else None,
            defender_id=who.victim.id if who.victim and not records.pregame.is_star(who.victim) else None,
            match_id=who.match.id if who.match else None,
            inputs=records.pregame.star_inputs(attacker=who.attacker, defender=who.victim),
        )
        setup = rolls.blocks.block_setup(hitter, target, options)
        lang = await server_language(interaction)
        players = {"attacker": who.attacker, "defender": who.victim}
        declared = {"blitz": flags.blitz, "multiple_block": flags.multiple_block}
        notes = block_notes(players, hitter, target, lang, **declared, out=who.out)
        await perform(
            interaction,
            lang=lang,
            command="block",
            options=options,
            manual=dice,
            notes=notes,
            roll=setup.roll,
            view_factory=pick_view,
        )


async def setup(bot: Arbitre) -> None:
    bot.add_dynamic_items(BlockPick, BrawlerReroll, ProReroll, BothDownChoice)
    register(bot)  # the armour roll of who fell (cogs.block_armour)
    bot.forms.add(BRAWLER_FORM, on_brawler_form, reopen=Reopen(reopen_brawler_form))
    await bot.add_cog(Blocks())
