"""``/postmatch``: the guided post-match, for commissioners.

Thin on purpose, and light at start-up: this module declares the commands, and the buttons, menus and forms
whose custom ids (:mod:`render.postmatch.ids`) carry the post-match id, so everything keeps working after a
restart. What each of them does is :class:`cogs.postmatch.screens.Screens`, imported at the first use with the
post-match's storage, rules and screens (``league.postmatch``, ``rules.postmatch``, ``render.postmatch``): a bot
that is only started does not pay for them (issue 11).
"""

from __future__ import annotations

import re
from functools import cached_property
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Self, TypeVar

import discord
from discord import app_commands
from discord.ext import commands

from cogs.utils.errors import guarded
from cogs.utils.forms import modal_values
from cogs.utils.interaction import HookInteraction, Interaction
from cogs.utils.translator import group
from render.postmatch import ids
from render.postmatch.ids import CustomId, Kind

if TYPE_CHECKING:
    from bot import Arbitre
    from cogs.postmatch.screens import Screens
    from render.postmatch.layout import ButtonSpec, SelectSpec

FORM = re.compile(ids.template(Kind.BUTTON))


def _screens(interaction: Interaction) -> Screens:
    cog = interaction.client.get_cog("Postmatch")
    assert isinstance(cog, Postmatch)
    return cog.screens


ItemT = TypeVar("ItemT", bound=discord.ui.Item[Any])
SpecT = TypeVar("SpecT", bound="ButtonSpec | SelectSpec")


class LayoutItem(discord.ui.DynamicItem[ItemT], Generic[ItemT, SpecT], template=ids.template(Kind.BUTTON)):
    """A post-match or season-end component: its custom id (:class:`CustomId` of the subclass's ``kind``) names
    the screen and the action, the layout's spec gives its look. A click after a restart rebuilds it bare from
    its custom id: the action is all it needs."""

    kind: ClassVar[Kind]

    def __init_subclass__(cls, *, kind: Kind) -> None:
        super().__init_subclass__(template=ids.template(kind))
        cls.kind = kind

    def __init__(self, cid: CustomId | None, raw: str, spec: SpecT | None = None, row: int | None = None) -> None:
        super().__init__(self.component(raw, spec), row=row)
        self.cid = cid

    @classmethod
    def component(cls, raw: str, spec: SpecT | None) -> ItemT:
        """The discord.py component with this custom id, looking as ``spec`` says."""
        raise NotImplementedError

    @classmethod
    def of(cls, ident: int, spec: SpecT, row: int | None, lang: str) -> Self:
        cid = CustomId(cls.kind, ident, spec.action, spec.arg, lang)
        return cls(cid, str(cid), spec, row)

    @classmethod
    async def from_custom_id(
        cls, interaction: HookInteraction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Self:
        return cls(ids.parse(cls.kind, match.string), match.string)


class LayoutButton(LayoutItem[discord.ui.Button[Any], "ButtonSpec"], kind=Kind.BUTTON):
    """A button of a post-match or season-end screen (a subclass names its kind and what a click does)."""

    @classmethod
    def component(cls, raw: str, spec: ButtonSpec | None) -> discord.ui.Button[Any]:
        button: discord.ui.Button[Any] = discord.ui.Button(custom_id=raw)
        if spec is not None:
            button.label, button.style = spec.label, getattr(discord.ButtonStyle, spec.style)
            button.disabled, button.emoji = spec.disabled, spec.emoji
        return button


class PmButton(LayoutButton, kind=Kind.BUTTON):
    async def callback(self, interaction: HookInteraction) -> None:
        await guarded(interaction, _screens(interaction).act(interaction, self.cid, []))


class LayoutSelect(LayoutItem[discord.ui.Select[Any], "SelectSpec"], kind=Kind.SELECT):
    """A menu of a sequence's screen (a subclass names its kind and what a choice does)."""

    @classmethod
    def component(cls, raw: str, spec: SelectSpec | None) -> discord.ui.Select[Any]:
        select: discord.ui.Select[Any] = discord.ui.Select(custom_id=raw)
        if spec is not None:
            select.placeholder = spec.placeholder[:150]
            select.min_values, select.max_values = spec.min_values, spec.max_values
            select.options = [
                discord.SelectOption(label=o.label, value=o.value, description=o.description, default=o.default)
                for o in spec.options
            ]
        return select


class PmSelect(LayoutSelect, kind=Kind.SELECT):
    async def callback(self, interaction: HookInteraction) -> None:
        values = list(self.item.values)
        await guarded(interaction, _screens(interaction).act(interaction, self.cid, values))


class Postmatch(commands.Cog):
    """The post-match sequence of a finished match."""

    postmatch = group("postmatch")

    def __init__(self, bot: Arbitre) -> None:
        self.bot = bot

    @cached_property
    def screens(self) -> Screens:
        """Made on first use: the database is open by then, and the post-match's machinery is imported then."""
        from cogs.postmatch.screens import Screens  # why: it imports this package's buttons (an import cycle)

        return Screens(self.bot)

    async def on_form(self, interaction: Interaction, found: re.Match[str]) -> None:
        """Forms of the post-match, read by custom id (no modal object needs to survive a restart)."""
        values = modal_values(interaction.data)
        await guarded(interaction, self.screens.submit(interaction, ids.parse(Kind.BUTTON, found.string), values))

    async def finished_matches(self, interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self.screens.match_choices(interaction, current, applied=False)

    async def applied_matches(self, interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self.screens.match_choices(interaction, current, applied=True)

    @postmatch.command(name="start")
    @app_commands.autocomplete(match=finished_matches)
    async def start(self, interaction: Interaction, match: str) -> None:
        await self.screens.start(interaction, match)

    @postmatch.command(name="undo")
    @app_commands.autocomplete(match=applied_matches)
    async def undo(self, interaction: Interaction, match: str) -> None:
        """Says what the undo will put back, and waits for Confirm (a button that survives a restart)."""
        await self.screens.undo(interaction, match)


async def setup(bot: Arbitre) -> None:
    bot.add_dynamic_items(PmButton, PmSelect)
    cog = Postmatch(bot)
    bot.forms.add(FORM, cog.on_form)
    await bot.add_cog(cog)
