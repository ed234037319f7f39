"""The start-up side of every guided sequence's cog (the post-match, the pre-game, …): its persistent buttons and
menus, its forms, and the lazy driver they all call.

A sequence's message carries buttons, menus and forms whose custom ids (:mod:`render.postmatch.ids`) name the
sequence's kind, its id and the action, so they keep working after a restart. Their glue is the same for every
sequence: a click or a choice finds the sequence's cog and hands the parsed id to its driver's ``act``, a form to its
``submit``. A sequence declares a :class:`SequenceButton` and a :class:`SequenceSelect` of its kinds and a
:class:`SequenceCog` naming them and making its driver (:class:`cogs.utils.sequence.Driver`, imported at its first
use with the sequence's storage, rules and screens: never at start-up, which is why this module is not that one).
"""

from __future__ import annotations

import re
from functools import cached_property
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Self, TypeVar

import discord
from discord.ext import commands

from cogs.utils.errors import guarded
from cogs.utils.forms import modal_values
from cogs.utils.interaction import HookInteraction, Interaction
from render.postmatch import ids
from render.postmatch.ids import CustomId, Kind

if TYPE_CHECKING:
    from bot import Arbitre
    from cogs.utils.sequence import Driver
    from render.postmatch.layout import ButtonSpec, SelectSpec

ItemT = TypeVar("ItemT", bound=discord.ui.Item[Any])
SpecT = TypeVar("SpecT", bound="ButtonSpec | SelectSpec")
DriverT = TypeVar("DriverT", bound="Driver[Any]")


class LayoutItem(discord.ui.DynamicItem[ItemT], Generic[ItemT, SpecT], template=ids.template(Kind.BUTTON)):
    """A sequence's or the season end's component: its custom id (:class:`CustomId` of the subclass's ``kind``)
    names the screen and the action, the layout's spec gives its look. A click after a restart rebuilds it bare
    from its custom id: the action is all it needs."""

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
    """A button of a sequence's or the season end's screen (a subclass names its kind and what a click does)."""

    @classmethod
    def component(cls, raw: str, spec: ButtonSpec | None) -> discord.ui.Button[Any]:
        button: discord.ui.Button[Any] = discord.ui.Button(custom_id=raw)
        if spec is not None:
            button.label, button.style = spec.label, getattr(discord.ButtonStyle, spec.style)
            button.disabled, button.emoji = spec.disabled, spec.emoji
        return button


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


def driver_of(interaction: Interaction, cog_name: str) -> Driver[Any]:
    """The driver of the sequence whose cog is ``cog_name`` (made at its first use)."""
    cog = interaction.client.get_cog(cog_name)
    assert isinstance(cog, SequenceCog)
    driver: Driver[Any] = cog.screens
    return driver


class SequenceButton(LayoutButton, kind=Kind.BUTTON):
    """A sequence's button: a click is its driver's ``act``. A subclass names its kind and its cog."""

    #: The name of the sequence's cog (its class name).
    cog: ClassVar[str]

    async def callback(self, interaction: HookInteraction) -> None:
        await guarded(interaction, driver_of(interaction, self.cog).act(interaction, self.cid, []))


class SequenceSelect(LayoutSelect, kind=Kind.SELECT):
    """A sequence's menu: a choice is its driver's ``act`` with the values chosen."""

    cog: ClassVar[str]

    async def callback(self, interaction: HookInteraction) -> None:
        values = list(self.item.values)
        await guarded(interaction, driver_of(interaction, self.cog).act(interaction, self.cid, values))


class SequenceCog(commands.Cog, Generic[DriverT]):
    """A sequence's cog: its commands (the subclass's), and the glue of its buttons, menus and forms. A subclass
    names its :attr:`button` and :attr:`select` classes and makes its driver in :meth:`driver` (importing it
    there), and its ``setup`` is ``await MyCog.install(bot)``."""

    button: ClassVar[type[SequenceButton]]
    select: ClassVar[type[SequenceSelect]]
    #: Its forms carry its buttons' kind and come back to the driver (the draft's one form kept its older id).
    forms: ClassVar[bool] = True

    def __init__(self, bot: Arbitre) -> None:
        self.bot = bot

    def driver(self) -> DriverT:
        """The sequence's driver, its module imported here (the first click or command, never start-up)."""
        raise NotImplementedError

    @cached_property
    def screens(self) -> DriverT:
        """Made on first use: the database is open by then, and the sequence's machinery is imported then."""
        return self.driver()

    async def on_form(self, interaction: Interaction, found: re.Match[str]) -> None:
        """A form of the sequence, read by custom id (no modal object needs to survive a restart)."""
        values = modal_values(interaction.data)
        await guarded(interaction, self.screens.submit(interaction, ids.parse(self.button.kind, found.string), values))

    @classmethod
    async def install(cls, bot: Arbitre) -> None:
        """The cog's ``setup``: its persistent buttons and menus, its forms (they share its buttons' kind), itself."""
        bot.add_dynamic_items(cls.button, cls.select)
        cog = cls(bot)
        if cls.forms:
            bot.forms.add(re.compile(ids.template(cls.button.kind)), cog.on_form)
        await bot.add_cog(cog)
