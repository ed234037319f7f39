"""``/block``: two players (or two strengths), the dice, who chooses, the kept face, each fallen player's armour.

With ``attacker`` / ``defender`` picked from the server's rosters, their ST and block skills come from their
profiles (typed values win); the armour roll after the block uses the fallen player's profile and the other
player's Châtaigne, Griffes and keywords, through :mod:`rules.traits` exactly as ``/armour`` does. When a
player is not on a roster, a form asks what the roll needs.

Buttons are :class:`discord.ui.DynamicItem`s whose custom ids carry the roll id, so a click still works
after a restart: the roll is read back from the database, and the first click wins there (a kept die in
``roll_choices``, an armour roll in ``roll_followups``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Final

import discord
from discord import app_commands
from discord.ext import commands

from cogs.injuries import apothecary_available, cause_note, record_view
from cogs.utils.buttons import RollButton, StatelessView, done_button
from cogs.utils.errors import UserError
from cogs.utils.forms import Reopen, ask_dice, edit_source, modal_values, open_form
from cogs.utils.groups import grouped
from cogs.utils.interaction import Interaction
from cogs.utils.language import TAG_PATTERN, lang_of, reader_language, server_language, tagged
from cogs.utils.league import player_choices, require_at_table
from cogs.utils.options import NO_BLOCK_FLAGS, BlockAssists, BlockFlags, BlockStrength
from cogs.utils.rolling import FollowupOf, perform, rolled
from locales import t
from render.forms import DiceForm, hand_dice_field, niggling_field, skills_select, text_field
from rules import block_flags, limits, typed  # rules.block itself: imported by the first block (start-up)
from rules.errors import DomainError

if TYPE_CHECKING:
    from bot import Arbitre
    from league.followups import Followup
    from league.rolls import StoredRoll
    from records.models import Casualty, Match, Player
    from rules.hand import HandDie
    from rules.model import Result, Step
    from rules.traits import Traits

SIDES: Final = ("attacker", "defender")

#: The skills a block names in its notes, per side (they change the block, or the other player's armour roll).
NAMED_SKILLS: Final = {
    "attacker": (
        "block",
        "tackle",
        "wrestle",
        "juggernaut",
        "horns",
        "dauntless",
        "brawler",
        "pro",
        "frenzy",
        "grab",
        "mighty_blow",
        "claws",
        "steady_footing",
        "ball_and_chain",
    ),
    "defender": (
        "block",
        "dodge",
        "wrestle",
        "stand_firm",
        "fend",
        "sidestep",
        "mighty_blow",
        "claws",
        "steady_footing",
        "ball_and_chain",
    ),
}
#: What the armour form lets a user tick for a player who is not on a roster.
FALLEN_TRAITS: Final = (
    "stunty",
    "thick_skull",
    "regeneration",
    "decay",
    "iron_hard_skin",
    "steady_footing",
    "chainsaw",
)
HITTER_SKILLS: Final = ("mighty_blow", "claws")


def other(side: str) -> str:
    return "defender" if side == "attacker" else "attacker"


# --- a block read back ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BlockRead:
    """A stored block roll and the players it names, as a click reads them back."""

    stored: StoredRoll
    root: Step
    players: Mapping[str, Player | None]
    match: Match | None

    @property
    def faces(self) -> list[Step]:
        from rules import block

        return block.block_faces(self.root)

    @property
    def manual(self) -> bool:
        return bool(self.stored.options.get("dice"))

    def named(self, side: str) -> bool:
        return self.players[side] is not None

    def traits(self, side: str) -> Traits:
        """A side's roster traits with the skills typed in ``/block``."""
        from cogs.utils.participants import traits_of

        typed = self.stored.options.get(f"{side}_skills", ())
        return traits_of(self.players[side]).over(st=self.stored.options.get(f"{side}_st"), has=typed)


async def read_block(interaction: Interaction, roll_id: int) -> BlockRead:
    from rules.model import Step

    bot = interaction.client
    guild_id = interaction.guild_id or 0
    stored = await bot.rolls.get(guild_id, roll_id)
    if stored is None or stored.command != "block":
        raise UserError("ui.block.error.unknown_roll")
    await require_at_table(interaction, stored)  # every click reads the block here: in a match, the table's
    players: dict[str, Player | None] = {}
    for side in SIDES:
        player_id = stored.options.get(f"{side}_id")
        players[side] = None if player_id is None else await bot.players.get(guild_id, int(player_id))
    match_id = stored.options.get("match_id")
    match = None if match_id is None else await bot.matches.get(guild_id, int(match_id))
    return BlockRead(stored, Step.from_dict(stored.result["root"]), players, match)


#: The skills whose re-roll marks a block's ``roll_choices`` row ``<skill>:<die>`` (no die kept then). Rows stored
#: before Haine and Pro had their own marker read ``brawler:<die>`` whatever the skill: read alike.
REROLL_MARKERS: Final = ("brawler", "hatred", "pro")


def reroll_marker(skill: str, die: int) -> str:
    """The ``roll_choices`` row a re-roll of die ``die`` by ``skill`` writes on the block it re-rolled."""
    return f"{skill}:{die}"


def rerolled(choice: str | None) -> bool:
    """Is this block's choice a re-roll (by any skill), rather than a die kept?"""
    return choice is not None and choice.partition(":")[0] in REROLL_MARKERS


async def kept_face(interaction: Interaction, read: BlockRead, *, lock: bool = False) -> Step:
    """The die the block kept: its only die, or the one picked. ``lock``: taking an armour roll on a single
    die keeps it, so Bagarreur can no longer re-roll it (one row in ``roll_choices`` decides)."""
    return read.faces[await kept_index(interaction, read, lock=lock)]


async def kept_index(interaction: Interaction, read: BlockRead, *, lock: bool = False) -> int:
    """:func:`kept_face`'s index among the block's dice."""
    bot = interaction.client
    guild_id, roll_id = interaction.guild_id or 0, read.stored.id
    choice = await bot.choices.get(guild_id, roll_id)
    if len(read.faces) == 1 and lock and choice is None:
        if await bot.choices.choose(guild_id=guild_id, roll_id=roll_id, user_id=interaction.user.id, choice="0"):
            choice = "0"
        else:
            choice = await bot.choices.get(guild_id, roll_id)
    if len(read.faces) == 1 and choice in (None, "0"):
        return 0
    if rerolled(choice):
        raise UserError("ui.block.error.rerolled")
    if choice is None or not choice.isdecimal() or int(choice) >= len(read.faces):
        raise UserError("ui.block.error.no_die_kept")
    return int(choice)


# --- buttons ------------------------------------------------------------------------------------------


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
        from render.blocks import reroll_button_label

        return reroll_button_label(int(self.arg), self.skill, lang=self.lang)

    async def clicked(self, interaction: Interaction) -> None:
        await brawler_clicked(interaction, self.roll_id, int(self.arg), self.lang, pro=self.skill == "pro")


class ProReroll(BrawlerReroll, prefix="proreroll", arg=r"\d"):
    """The attacker's Pro on one die (``arg``: its index): a D6, on 3+ the die is re-rolled; once per block."""

    skill = "pro"


class ArmourAfterBlock(RollButton, prefix="blockarmour", arg="attacker|defender"):
    """The armour roll of a player the kept face knocked down (``arg``: his side): rolled once, with his profile."""

    style = discord.ButtonStyle.danger

    def default_label(self) -> str:
        from render.blocks import armour_button_label

        return armour_button_label(self.arg, lang=self.lang)

    async def clicked(self, interaction: Interaction) -> None:
        await armour_clicked(interaction, self.roll_id, self.arg, self.lang)


def armour_items(roll_id: int, resolution: Step, done: Mapping[str, Followup], lang: str) -> list[discord.ui.Item[Any]]:
    """One armour button per fallen player; one already rolled shows the roll it became, disabled."""
    from render.blocks import armour_done_label

    items: list[discord.ui.Item[Any]] = []
    for side in resolution.info.get("armour", []):
        used = done.get(f"armour:{side}")
        if used is None:
            items.append(ArmourAfterBlock(roll_id, lang, side))
        else:
            label = armour_done_label(side, used.followup_id, lang=lang)
            items.append(done_button(label, f"arb:blockarmourdone:{roll_id}:{side}"))
    return items


def _view(items: Iterable[discord.ui.Item[Any]]) -> discord.ui.View | None:
    view = StatelessView()
    for item in items:
        view.add_item(item)
    return view if view.children else None


def pick_view(roll_id: int, result: Result, lang: str) -> discord.ui.View | None:
    """One button per die when a coach has a choice (and Bagarreur's re-roll on a Les Deux Plaqués die);
    a single die's effect at once: its armour buttons."""
    from render.blocks import die_button_label, reroll_button_label
    from rules import block

    root = result.root
    faces = block.block_faces(root)
    brawler = [
        BrawlerReroll(roll_id, lang, i, reroll_button_label(i, skill, lang=lang))
        for i, face in enumerate(faces)
        if (skill := block.reroll_skill(face))
    ]
    pro = [
        ProReroll(roll_id, lang, i, reroll_button_label(i, "pro", lang=lang))
        for i, f in enumerate(faces)
        if f.info.get("pro")
    ]
    if root.info.get("choice"):
        picks = (BlockPick(roll_id, lang, i, die_button_label(i, face, lang=lang)) for i, face in enumerate(faces))
        return _view([*picks, *brawler, *pro])
    return _view([*brawler, *pro, *effect_items(roll_id, faces[0].children[0], lang)]) if faces else None


def effect_items(roll_id: int, resolution: Step, lang: str) -> list[discord.ui.Item[Any]]:
    """What the kept face offers next: how to apply a Les Deux Plaqués the coaches choose (Lutte, Juggernaut),
    else the armour buttons of who fell."""
    from render.blocks import both_down_button_label

    choices = resolution.info.get("choices") or []
    if choices:
        return [BothDownChoice(roll_id, lang, i, both_down_button_label(k, lang=lang)) for i, k in enumerate(choices)]
    return armour_items(roll_id, resolution, {}, lang)


async def pick_die(interaction: Interaction, roll_id: int, die: int, lang: str) -> None:
    """Keep one die: first click wins; the message shows the face resolved and the armour buttons."""
    from render.blocks import resolution_embed

    bot = interaction.client
    guild_id = interaction.guild_id or 0
    read = await read_block(interaction, roll_id)
    if not 0 <= die < len(read.faces):
        raise UserError("ui.block.error.unknown_roll")
    if not await bot.choices.choose(guild_id=guild_id, roll_id=roll_id, user_id=interaction.user.id, choice=str(die)):
        chosen = await bot.choices.get(guild_id, roll_id) or ""
        raise UserError("ui.block.error.rerolled" if rerolled(chosen) else "ui.block.error.already_chosen")
    face = read.faces[die]
    embed = resolution_embed(
        interaction.message.embeds[0] if interaction.message else None,
        face,
        die,
        read.stored.ruleset,
        chooser=interaction.user.display_name,
        lang=lang,
    )
    await interaction.response.edit_message(embed=embed, view=_view(effect_items(roll_id, face.children[0], lang)))


# --- Les Deux Plaqués with Lutte or Juggernaut: the coaches choose -----------------------------------------


class BothDownChoice(RollButton, prefix="bothdown", arg=r"\d"):
    """One way to apply the kept Les Deux Plaqués (``arg``: its index in the resolution's ``choices``)."""

    style = discord.ButtonStyle.secondary

    async def clicked(self, interaction: Interaction) -> None:
        await both_down_clicked(interaction, self.roll_id, int(self.arg), self.lang)


#: The follow-up row that says a Les Deux Plaqués was applied and how (its ``choice``): first click wins.
BOTH_DOWN: Final = "both_down"


def applied_way(done: Mapping[str, Followup], choices: Sequence[str]) -> str | None:
    """The way the kept Les Deux Plaqués was applied (a result key), ``None`` while it is not: the claim's own
    ``choice``; a block applied before the claim kept it has a second row ``both_down:<n>``, ``n`` its index in
    ``choices``."""
    claimed = done.get(BOTH_DOWN)
    if claimed is None or claimed.choice is not None:
        return None if claimed is None else claimed.choice
    earlier = next((kind for kind in done if kind.startswith(f"{BOTH_DOWN}:")), None)
    return None if earlier is None else choices[int(earlier.rsplit(":", 1)[1])]


async def both_down_clicked(interaction: Interaction, roll_id: int, index: int, lang: str) -> None:
    """Apply the kept Les Deux Plaqués the way the coaches chose: once; the block then reads the way applied, and
    the armour buttons follow."""
    from render.blocks import chosen_embed
    from rules import block

    bot = interaction.client
    guild_id = interaction.guild_id or 0
    read = await read_block(interaction, roll_id)
    die = await kept_index(interaction, read, lock=True)
    choices = read.faces[die].children[0].info.get("choices") or []
    if not 0 <= index < len(choices):
        raise UserError("ui.block.error.unknown_roll")
    claimed = await bot.followups.claim(
        guild_id=guild_id, roll_id=roll_id, kind=BOTH_DOWN, user_id=interaction.user.id, choice=choices[index]
    )
    if not claimed:
        raise UserError("ui.block.error.both_down_chosen")
    applied = block.apply_both_down(read.root, die, choices[index])
    embed = chosen_embed(
        interaction.message.embeds[0] if interaction.message else None,
        applied,
        die,
        read.stored.ruleset,
        chooser=interaction.user.display_name,
        lang=lang,
    )
    resolution = block.block_faces(applied)[die].children[0]
    await interaction.response.edit_message(embed=embed, view=_view(armour_items(roll_id, resolution, {}, lang)))


def _chosen(read: BlockRead, key: str) -> Step:
    from rules import block

    return block.resolve_face("both_down", block.BlockSkills.of(read.root.info), choice=key)


async def applied_resolution(interaction: Interaction, read: BlockRead, face: Step) -> Step:
    """What the kept face does: its resolution, or the way the coaches chose to apply a Les Deux Plaqués."""
    choices = face.children[0].info.get("choices") or []
    if not choices:
        return face.children[0]
    done = await interaction.client.followups.of_roll(interaction.guild_id or 0, read.stored.id)
    way = applied_way(done, choices)
    if way is None:
        raise UserError("ui.block.error.both_down_first")
    return _chosen(read, way)


# --- Bagarreur ---------------------------------------------------------------------------------------------

#: Bagarreur's or Haine's re-rolled die, typed by hand; Pro's D6 and, on 3+, the re-rolled die.
REROLL_DIE: Final = {
    **{
        skill: DiceForm(title=f"ui.block.{skill}.title", text="ui.block.brawler.die", placeholder="2", max_length=2)
        for skill in block_flags.REROLLS
    },
    "pro": DiceForm(title="ui.block.pro.title", text="ui.block.pro.dice", placeholder="4 2", max_length=5),
}
BRAWLER_FORM = re.compile(r"arb:(?P<skill>brawler|pro)modal:(?P<roll>\d+):(?P<die>\d)" + TAG_PATTERN)


async def brawler_clicked(interaction: Interaction, roll_id: int, die: int, lang: str, *, pro: bool = False) -> None:
    """Bagarreur, Haine (X) or (``pro``) Pro on one die of a block no die of which is kept yet."""
    from rules import block

    read = await read_block(interaction, roll_id)
    face = read.faces[die] if 0 <= die < len(read.faces) else None
    skill = ("pro" if face.info.get("pro") else None) if pro and face else block.reroll_skill(face) if face else None
    if skill is None:
        raise DomainError("error.block.no_pro" if pro else "error.block.no_reroll")
    if await interaction.client.choices.get(interaction.guild_id or 0, roll_id) is not None:
        raise UserError("ui.block.error.already_chosen")
    if read.manual:  # real dice: the re-rolled die is typed
        form = "pro" if pro else "brawler"
        await ask_dice(interaction, REROLL_DIE[skill], tagged(f"arb:{form}modal:{roll_id}:{die}", lang))
        return
    await reroll(interaction, read, die, None, lang, pro=pro)


async def reroll(
    interaction: Interaction, read: BlockRead, die: int, dice: str | None, lang: str, *, pro: bool = False
) -> None:
    """The re-rolled block becomes a new roll; the message shows it, with its own buttons."""
    from cogs.utils.participants import out_of_play
    from render.embeds import roll_embed
    from rules import block

    bot = interaction.client
    guild_id = interaction.guild_id or 0
    from rules import ruleset as rulesets

    ruleset = rulesets.get(read.stored.ruleset)  # the block's, as every click on it (docs/rules.md M1)
    if pro:
        skill: str | None = "pro"
        result, _ = rolled(lambda d: block.pro_reroll(d, read.root, die, ruleset=ruleset), dice)
    else:
        skill = block.reroll_skill(read.faces[die]) if 0 <= die < len(read.faces) else None
        result, _ = rolled(lambda d: block.reroll_die(d, read.root, die, ruleset=ruleset), dice)
    marker = reroll_marker(skill or "brawler", die)
    if not await bot.choices.choose(
        guild_id=guild_id, roll_id=read.stored.id, user_id=interaction.user.id, choice=marker
    ):
        raise UserError("ui.block.error.already_chosen")
    options = {**read.stored.options, "rerolled_from": read.stored.id, "dice": dice}
    roll_id = await bot.rolls.submit(
        guild_id=guild_id,
        channel_id=interaction.channel_id,
        user_id=interaction.user.id,
        command="block",
        options={k: v for k, v in options.items() if v is not None},
        result=result,
    )
    declared = {key: bool(read.stored.options.get(key)) for key in ("blitz", "multiple_block")}
    typed = dice or read.stored.options.get("dice")  # the block's dice, or the new die, typed by hand
    out = await out_of_play(interaction, read.match, *read.players.values())
    notes = (
        *block_notes(read.players, read.traits("attacker"), read.traits("defender"), lang, out=out, **declared),
        t(f"ui.block.{skill or 'brawler'}.used", lang),
        *((t("ui.manual_dice", lang),) if typed else ()),
    )
    embed = roll_embed(
        result,
        title=t("title.block", lang),
        roller=interaction.user.display_name,
        roll_id=roll_id,
        notes=notes,
        lang=lang,
    )
    await edit_source(interaction, embed=embed, view=pick_view(roll_id, result, lang))


# --- the armour roll after the block -------------------------------------------------------------------------

ARMOUR_FORM = re.compile(r"arb:blockarmourmodal:(?P<roll>\d+):(?P<side>attacker|defender)" + TAG_PATTERN)


async def armour_clicked(interaction: Interaction, roll_id: int, side: str, lang: str) -> None:
    """Roll at once when both players and the dice are known; else a form asks what is missing."""
    read = await read_block(interaction, roll_id)
    face = await kept_face(interaction, read, lock=True)
    resolution = await applied_resolution(interaction, read, face)
    if side not in resolution.info.get("armour", []):
        raise UserError("ui.block.error.not_down")
    if await interaction.client.followups.get(interaction.guild_id or 0, roll_id, f"armour:{side}") is not None:
        raise UserError("ui.block.error.armour_done")
    form = armour_form(read, side, lang, await reader_language(interaction))
    if form is not None:
        await open_form(interaction, form)
        return
    fallen, hitter = read.traits(side), read.traits(other(side))
    await roll_after_block(interaction, read, resolution, side, fallen, hitter, None, lang)


def armour_form(
    read: BlockRead,
    side: str,
    lang: str,
    reader: str,
    values: Mapping[str, Any] | None = None,
    need: HandDie | None = None,
) -> discord.ui.Modal | None:
    """What the armour roll still needs: the fallen player's AR, BP and traits, the other player's Châtaigne and
    Griffes (players not on a roster), the dice (a block rolled by hand): those its first roll throws, named. ``None``
    when nothing is missing. ``values``: what was typed in it before (reopened after a bad value, or with ``need``,
    the dice still to throw when its roll waits for them).

    The form is in ``reader``'s language; its custom id carries ``lang``, the block message's, for the roll."""
    from render.embeds import truncate

    typed = values or {}

    form = discord.ui.Modal(
        title=truncate(t(f"ui.block.modal.title.{side}", reader), 45),
        custom_id=tagged(f"arb:blockarmourmodal:{read.stored.id}:{side}", lang),
    )
    if not read.named(side):
        form.add_item(
            text_field(
                text=t("ui.block.modal.av", reader),
                custom_id="av",
                placeholder="9",
                default=typed.get("av") or None,
                min_length=1,
                max_length=3,
            )
        )
        form.add_item(niggling_field(reader, default=typed.get("niggling") or None))
        fallen = skills_select("fallen", FALLEN_TRAITS, reader, tuple(typed.get("fallen") or ()))
        form.add_item(discord.ui.Label(text=t("ui.block.modal.fallen", reader), component=fallen))
    if not read.named(other(side)):
        hitter = skills_select("hitter", HITTER_SKILLS, reader, tuple(typed.get("hitter") or ()))
        form.add_item(discord.ui.Label(text=t("ui.block.modal.hitter", reader), component=hitter))
    if read.manual:
        kept = str(typed.get("dice") or "").strip()
        now = need or first_armour_die(read, side)
        form.add_item(hand_dice_field(reader, now, kept=f"{kept} " if kept else None, then=need is not None))
    return form if form.children else None


def first_armour_die(read: BlockRead, side: str) -> HandDie | None:
    """The dice the fallen player's armour roll throws first (its 2D6, or Appuis Sûrs' D6), when his profile is
    known (a form asks then for those dice by name)."""
    from rules import injury, ruleset as rulesets, traits
    from rules.hand import first_die

    if not read.named(side):
        return None
    inputs = traits.armour_inputs(read.traits(side), read.traits(other(side)), cause="block")
    ruleset = rulesets.get(read.stored.ruleset)
    return first_die(lambda d: injury.roll_armour(d, ruleset, **inputs))


async def reopen_armour_form(
    interaction: Interaction, found: re.Match[str], values: Mapping[str, Any], need: HandDie | None
) -> discord.ui.Modal:
    """The armour form as it was typed, reopened (a bad value, or dice still to throw)."""
    read = await read_block(interaction, int(found["roll"]))
    done = await interaction.client.followups.get(interaction.guild_id or 0, read.stored.id, f"armour:{found['side']}")
    if done is not None:  # rolled meanwhile (by this form or another): nothing to reopen
        raise UserError("ui.block.error.armour_done")
    form = armour_form(read, found["side"], lang_of(found), await reader_language(interaction), values, need)
    if form is None:
        raise UserError("ui.hand.gone")
    return form


def _optional(values: Mapping[str, Any], key: str, quantity: limits.Quantity) -> int:
    """A form's number left empty (its lowest value) or typed as a whole."""
    text = str(values.get(key) or "").strip()
    return quantity.parse(text) if text else quantity.low


def _picked(values: Mapping[str, Any], key: str, allowed: tuple[str, ...]) -> tuple[str, ...]:
    picked = values.get(key) or []
    return tuple(k for k in picked if k in allowed)


async def armour_submitted(interaction: Interaction, roll_id: int, side: str, lang: str) -> None:
    values = modal_values(interaction.data)
    read = await read_block(interaction, roll_id)
    face = await kept_face(interaction, read, lock=True)
    resolution = await applied_resolution(interaction, read, face)
    if side not in resolution.info.get("armour", []):
        raise UserError("ui.block.error.not_down")
    fallen, hitter = read.traits(side), read.traits(other(side))
    if not read.named(side):
        av = typed.target(str(values.get("av") or ""), limits.AV)
        niggling = _optional(values, "niggling", limits.NIGGLING)
        fallen = fallen.over(av=av, niggling=niggling, has=_picked(values, "fallen", FALLEN_TRAITS))
    if not read.named(other(side)):
        hitter = hitter.over(has=_picked(values, "hitter", HITTER_SKILLS))
    dice = str(values.get("dice") or "").strip() or None
    await roll_after_block(interaction, read, resolution, side, fallen, hitter, dice, lang)


async def roll_after_block(
    interaction: Interaction,
    read: BlockRead,
    resolution: Step,
    side: str,
    fallen: Traits,
    hitter: Traits,
    dice: str | None,
    lang: str,
) -> None:
    """The fallen player's armour roll: :func:`rules.traits.armour_inputs`, as ``/armour`` builds it. A fallen player
    whose death was recorded since the block is refused; one sent to the Casualty box since, warned about."""
    from cogs.utils.participants import Participants, out_of_play, player_notes, refuse_dead, with_unrecorded
    from rules import injury, traits

    bot = interaction.client
    guild_id, block_id = interaction.guild_id or 0, read.stored.id
    inputs = traits.armour_inputs(fallen, hitter, cause="block")
    victim, author = read.players[side], read.players[other(side)]
    out = await out_of_play(interaction, read.match, victim, author)
    refuse_dead(out, victim)
    who = await with_unrecorded(
        interaction, Participants(victim, author, read.match if victim is not None else None, out)
    )
    people = player_notes(lang, out, fallen=victim, author=author)

    async def source_view(roll_id: int) -> discord.ui.View | None:
        used = await bot.followups.of_roll(guild_id, block_id)
        return _view(armour_items(block_id, resolution, used, lang))

    await perform(
        interaction,
        lang=lang,
        command="armour",
        options=who.roll_options(inputs, cause="block", after_block=block_id, side=side),
        manual=dice,
        title=t(f"ui.block.armour.title.{side}", lang),
        notes=(
            *people,
            *who.friendly_note(lang),
            t("ui.block.armour.after", lang, number=block_id),
            cause_note("block", lang),
        ),
        result_notes=who.record_notes,
        view_factory=record_view(who, apothecary=await apothecary_available(interaction, who)),
        roll=lambda d, rs: injury.roll_armour(d, rs, **inputs),
        followup=FollowupOf.of_roll(
            interaction,
            block_id,
            f"armour:{side}",
            refused=UserError("ui.block.error.armour_done"),
            source_view=source_view,
            ruleset=read.stored.ruleset,
        ),
    )


# --- notes and the command ------------------------------------------------------------------------------------


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
    from cogs.utils.participants import player_notes

    notes = list(player_notes(lang, out, attacker=players["attacker"], defender=players["defender"]))
    if blitz:
        notes.append(t("ui.block.blitz", lang))
    if multiple_block:
        notes.append(t("ui.block.multiple_block", lang))
    for side, who in (("attacker", attacker), ("defender", defender)):
        named = [t(f"skill.{key}", lang) for key in NAMED_SKILLS[side] if key in who]
        if named:
            notes.append(t(f"ui.block.skills.{side}", lang, skills=", ".join(named)))
    return tuple(notes)


async def on_armour_form(interaction: Interaction, found: re.Match[str]) -> None:
    """The armour form after a block, read by its custom id (it works across a restart); its errors are answered
    by :class:`cogs.utils.forms.Forms`, with what was typed."""
    await armour_submitted(interaction, int(found["roll"]), found["side"], lang_of(found))


async def on_brawler_form(interaction: Interaction, found: re.Match[str]) -> None:
    """Bagarreur's or Haine's re-rolled die, or Pro's D6 and die, typed by hand."""
    values = modal_values(interaction.data)
    read = await read_block(interaction, int(found["roll"]))
    typed = str(values.get("dice") or "")
    await reroll(interaction, read, int(found["die"]), typed, lang_of(found), pro=found["skill"] == "pro")


async def reopen_brawler_form(
    interaction: Interaction, found: re.Match[str], values: Mapping[str, Any], need: HandDie | None
) -> discord.ui.Modal:
    """The re-roll's form as it was typed (Pro's D6 typed, its re-rolled die still to throw)."""
    from rules import block

    read = await read_block(interaction, int(found["roll"]))
    die = int(found["die"])
    face = read.faces[die] if 0 <= die < len(read.faces) else None
    skill = "pro" if found["skill"] == "pro" else (block.reroll_skill(face) if face else None) or "brawler"
    kept = str(values.get("dice") or "").strip()
    return REROLL_DIE[skill].build(
        found.string, await reader_language(interaction), kept=f"{kept} " if kept else None, need=need
    )


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
        from cogs.utils.participants import resolve_pair
        from rules import block, traits

        who = await resolve_pair(interaction, attacker, defender)
        blitz = flags.blitz
        typed_attacker, typed_defender = traits.typed_block_skills(flags.skills)
        hitter = who.attacker_traits(st=attacker_st, has=typed_attacker)
        target = who.victim_traits(st=defender_st, has=typed_defender)
        if hitter.st is None or target.st is None:
            raise UserError("ui.block.error.need_st")
        skills = traits.block_skills(hitter, target, blitz=blitz, multiple_block=flags.multiple_block)
        attacker_strength, defender_strength = hitter.st, target.st
        options: dict[str, Any] = {
            "attacker_st": attacker_st,
            "defender_st": defender_st,
            "attacker_assists": attacker_assists,
            "defender_assists": defender_assists,
            "blitz": blitz,
            "multiple_block": flags.multiple_block or None,
            "attacker_skills": list(typed_attacker),
            "defender_skills": list(typed_defender),
            **({"attacker_id": who.attacker.id} if who.attacker else {}),
            **({"defender_id": who.victim.id} if who.victim else {}),
            **({"match_id": who.match.id} if who.match else {}),
        }
        lang = await server_language(interaction)
        players = {"attacker": who.attacker, "defender": who.victim}
        await perform(
            interaction,
            lang=lang,
            command="block",
            options={key: value for key, value in options.items() if value is not None},
            manual=dice,
            notes=block_notes(
                players, hitter, target, lang, blitz=blitz, multiple_block=flags.multiple_block, out=who.out
            ),
            roll=lambda d, rs: block.roll_block(
                d,
                attacker_st=attacker_strength,
                defender_st=defender_strength,
                attacker_assists=attacker_assists,
                defender_assists=defender_assists,
                skills=skills,
                ruleset=rs,
            ),
            view_factory=pick_view,
        )


async def setup(bot: Arbitre) -> None:
    bot.add_dynamic_items(BlockPick, BrawlerReroll, ProReroll, ArmourAfterBlock, BothDownChoice)
    choices = {"fallen": FALLEN_TRAITS, "hitter": HITTER_SKILLS}
    bot.forms.add(ARMOUR_FORM, on_armour_form, reopen=Reopen(reopen_armour_form, choices))
    bot.forms.add(BRAWLER_FORM, on_brawler_form, reopen=Reopen(reopen_brawler_form))
    await bot.add_cog(Blocks())
