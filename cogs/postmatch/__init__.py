"""``/postmatch``: the guided post-match, for commissioners.

Thin on purpose, and light at start-up: this module declares the commands, and the buttons, menus and forms
whose custom ids (:mod:`render.postmatch.ids`) carry the post-match id, so everything keeps working after a
restart. What each of them does is :class:`cogs.postmatch.screens.Screens`, imported at the first use with the
post-match's storage, rules and screens (``league.postmatch``, ``rules.postmatch``, ``render.postmatch``): a bot
that is only started does not pay for them (issue 11).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

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


def _parsed(kind: Kind, text: str) -> CustomId | None:
    return ids.parse(kind, text)


class PmButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=ids.template(Kind.BUTTON)):
    def __init__(self, cid: CustomId | None, raw: str, spec: ButtonSpec | None = None, row: int | None = None) -> None:
        button: discord.ui.Button[Any] = discord.ui.Button(custom_id=raw)
        if spec is not None:
            button.label, button.style, button.disabled, button.emoji = (
                spec.label,
                getattr(discord.ButtonStyle, spec.style),
                spec.disabled,
                spec.emoji,
            )
        super().__init__(button, row=row)
        self.cid = cid

    @classmethod
    def of(cls, ident: int, spec: ButtonSpec, row: int, lang: str) -> PmButton:
        cid = CustomId(Kind.BUTTON, ident, spec.action, spec.arg, lang)
        return cls(cid, str(cid), spec, row)

    @classmethod
    async def from_custom_id(
        cls, interaction: HookInteraction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> PmButton:
        return cls(_parsed(Kind.BUTTON, match.string), match.string)

    async def callback(self, interaction: HookInteraction) -> None:
        await guarded(interaction, _screens(interaction).act(interaction, self.cid, []))


class PmSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=ids.template(Kind.SELECT)):
    def __init__(self, cid: CustomId | None, raw: str, spec: SelectSpec | None = None, row: int | None = None) -> None:
        select: discord.ui.Select[Any] = discord.ui.Select(custom_id=raw)
        if spec is not None:
            select.placeholder = spec.placeholder[:150]
            select.min_values, select.max_values = spec.min_values, spec.max_values
            select.options = [
                discord.SelectOption(label=o.label, value=o.value, description=o.description, default=o.default)
                for o in spec.options
            ]
        super().__init__(select, row=row)
        self.cid = cid

    @classmethod
    def of(cls, ident: int, spec: SelectSpec, row: int, lang: str) -> PmSelect:
        cid = CustomId(Kind.SELECT, ident, spec.action, spec.arg, lang)
        return cls(cid, str(cid), spec, row)

    @classmethod
    async def from_custom_id(
        cls, interaction: HookInteraction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> PmSelect:
        return cls(_parsed(Kind.SELECT, match.string), match.string)

    async def callback(self, interaction: HookInteraction) -> None:
        values = list(self.item.values)
        await guarded(interaction, _screens(interaction).act(interaction, self.cid, values))


class Postmatch(commands.Cog):
    """The post-match sequence of a finished match."""

    postmatch = group("postmatch")

    def __init__(self, bot: Arbitre) -> None:
        self.bot = bot
        self._screens: Screens | None = None

    @property
    def screens(self) -> Screens:
        """Made on first use: the database is open by then, and the post-match's machinery is imported then."""
        if self._screens is None:
            from cogs.postmatch.screens import Screens

            self._screens = Screens(self.bot)
        return self._screens

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
