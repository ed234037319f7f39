"""``/block``: dice count, who chooses, one button per die, the kept face resolved.

Buttons are :class:`discord.ui.DynamicItem`s whose custom ids carry the roll
id, so a click still works after a restart: the roll is read back from SQLite
and the first click wins (``ChoiceRepository``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs.utils.errors import ArbitreView, UserError, guarded
from cogs.utils.forms import modal_values
from cogs.utils.rolling import bot_of, perform
from locales import t
from render.blocks import armour_button_label, die_button_label, resolution_embed
from rules import block, injury
from rules.model import Result, Step

if TYPE_CHECKING:
    from bot import Arbitre

Strength = app_commands.Range[int, 1, 15]
Assists = app_commands.Range[int, 0, 10]


class BlockPick(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"arb:block:(?P<roll>\d+):(?P<die>\d)"):
    """The button that keeps one block die."""

    def __init__(self, roll_id: int, die: int, label: str = "") -> None:
        super().__init__(
            discord.ui.Button(
                label=label or str(die + 1), style=discord.ButtonStyle.primary, custom_id=f"arb:block:{roll_id}:{die}"
            )
        )
        self.roll_id = roll_id
        self.die = die

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Button[Any], match: re.Match[str]
    ) -> BlockPick:
        return cls(int(match["roll"]), int(match["die"]), item.label or "")

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await guarded(interaction, pick_die(interaction, self.roll_id, self.die))


class ArmourAfterBlock(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"arb:blockarmour:(?P<roll>\d+):(?P<side>attacker|defender)",
):
    """Offers the armour roll for a player knocked down by the kept face."""

    def __init__(self, roll_id: int, side: str) -> None:
        super().__init__(
            discord.ui.Button(
                label=armour_button_label(side),
                style=discord.ButtonStyle.danger,
                custom_id=f"arb:blockarmour:{roll_id}:{side}",
            )
        )
        self.roll_id = roll_id
        self.side = side

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Button[Any], match: re.Match[str]
    ) -> ArmourAfterBlock:
        return cls(int(match["roll"]), match["side"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await guarded(interaction, interaction.response.send_modal(armour_form(self.roll_id, self.side)))


ARMOUR_FORM = re.compile(r"arb:blockarmourmodal:(?P<roll>\d+):(?P<side>attacker|defender)")


def armour_form(roll_id: int, side: str) -> discord.ui.Modal:
    """Asks the AR of the fallen player (the block roll does not know it); read back by :class:`Blocks`."""
    form = discord.ui.Modal(title=t("ui.block.modal.title"), custom_id=f"arb:blockarmourmodal:{roll_id}:{side}")
    form.add_item(
        discord.ui.TextInput(label=t("ui.block.modal.av"), placeholder="9", min_length=1, max_length=3, custom_id="av")
    )
    form.add_item(
        discord.ui.TextInput(
            label=t("ui.block.modal.mighty_blow"),
            placeholder=t("ui.block.modal.no"),
            required=False,
            max_length=3,
            custom_id="mighty_blow",
        )
    )
    return form


async def submit_armour_form(interaction: discord.Interaction[Any], roll_id: int, side: str) -> None:
    values = modal_values(interaction.data)  # type: ignore[arg-type]
    typed = str(values.get("av") or "")
    raw = typed.strip().rstrip("+")
    if not raw.isdecimal():
        raise UserError(t("ui.block.modal.bad_av", value=typed[:10]))
    av = int(raw)
    mighty_blow = str(values.get("mighty_blow") or "").strip().lower() in t("ui.block.modal.yes_words").split(",")
    await perform(
        interaction,
        command="armour",
        options={"av": av, "mighty_blow": mighty_blow, "after_block": roll_id, "side": side},
        roll=lambda d, rs: injury.roll_armour(d, rs, av=av, mighty_blow=mighty_blow),
    )


def pick_view(roll_id: int, result: Result) -> discord.ui.View | None:
    """One button per die when a coach has a choice; the armour button when a single die felled someone."""
    root = result.root
    view = ArbitreView(timeout=None)
    if root.info.get("choice"):
        for index, face in enumerate(root.children):
            view.add_item(BlockPick(roll_id, index, die_button_label(index, face)))
        return view
    return armour_view(roll_id, root.children[0].children[0]) if root.children else None


def armour_view(roll_id: int, resolution: Step) -> discord.ui.View | None:
    sides = resolution.info.get("armour", [])
    if not sides:
        return None
    view = ArbitreView(timeout=None)
    for side in sides:
        view.add_item(ArmourAfterBlock(roll_id, side))
    return view


async def pick_die(interaction: discord.Interaction[Any], roll_id: int, die: int) -> None:
    """Keep one die: first click wins; the message shows the face resolved."""
    bot = bot_of(interaction)
    guild_id = interaction.guild_id or 0
    stored = await bot.rolls.get(guild_id, roll_id)
    if stored is None or stored.command != "block":
        raise UserError(t("ui.block.error.unknown_roll"))
    root = Step.from_dict(stored.result["root"])
    if not 0 <= die < len(root.children):
        raise UserError(t("ui.block.error.unknown_roll"))
    if not await bot.choices.choose(guild_id=guild_id, roll_id=roll_id, user_id=interaction.user.id, choice=str(die)):
        raise UserError(t("ui.block.error.already_chosen"))
    face = root.children[die]
    embed = resolution_embed(
        interaction.message.embeds[0] if interaction.message else None,
        face,
        die,
        stored.ruleset,
        chooser=interaction.user.display_name,
    )
    await interaction.response.edit_message(embed=embed, view=armour_view(roll_id, face.children[0]))


async def on_armour_form(interaction: discord.Interaction[Any], found: re.Match[str]) -> None:
    """The armour form after a block, read by its custom id (it works across a restart)."""
    await guarded(interaction, submit_armour_form(interaction, int(found["roll"]), found["side"]))


class Blocks(commands.Cog):
    @app_commands.command(name="block", description="Block dice: how many, who chooses, and the kept face resolved")
    async def block(
        self,
        interaction: discord.Interaction[Any],
        attacker_st: Strength,
        defender_st: Strength,
        attacker_assists: Assists = 0,
        defender_assists: Assists = 0,
        dodge: bool = False,
        tackle: bool = False,
        attacker_block: bool = False,
        defender_block: bool = False,
        dice: str | None = None,
    ) -> None:
        options = {
            "attacker_st": attacker_st,
            "defender_st": defender_st,
            "attacker_assists": attacker_assists,
            "defender_assists": defender_assists,
            "dodge": dodge,
            "tackle": tackle,
            "attacker_block": attacker_block,
            "defender_block": defender_block,
        }
        await perform(
            interaction,
            command="block",
            options=options,
            manual=dice,
            roll=lambda d, rs: block.roll_block(d, ruleset=rs, **options),
            view_factory=pick_view,
        )


async def setup(bot: Arbitre) -> None:
    bot.add_dynamic_items(BlockPick, ArmourAfterBlock)
    bot.forms.add(ARMOUR_FORM, on_armour_form)
    await bot.add_cog(Blocks())
