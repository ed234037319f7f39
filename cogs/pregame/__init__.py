"""``/prematch``: the guided pre-game of an open match, for its coaches and the commissioners (issue 28).

Thin and light at start-up, as ``/postmatch``: the command, and the buttons, menus and forms whose custom ids
(``arb:pg:<id>:<action>…``, :mod:`render.postmatch.ids`) carry the pre-game's id; what each does is
:class:`cogs.pregame.screens.Screens`, imported at its first use with the pre-game's storage, rules and screens.
"""

from __future__ import annotations

import re
from functools import cached_property
from typing import TYPE_CHECKING

from discord import app_commands
from discord.ext import commands

from cogs.postmatch import LayoutButton, LayoutSelect
from cogs.utils.errors import guarded
from cogs.utils.forms import modal_values
from cogs.utils.interaction import HookInteraction, Interaction
from cogs.utils.league import match_choices
from cogs.utils.translator import group
from render.postmatch import ids
from render.postmatch.ids import Kind

if TYPE_CHECKING:
    from bot import Arbitre
    from cogs.pregame.screens import Screens

FORM = re.compile(ids.template(Kind.PREGAME))


def _screens(interaction: Interaction) -> Screens:
    cog = interaction.client.get_cog("Prematch")
    assert isinstance(cog, Prematch)
    return cog.screens


class PgButton(LayoutButton, kind=Kind.PREGAME):
    async def callback(self, interaction: HookInteraction) -> None:
        await guarded(interaction, _screens(interaction).act(interaction, self.cid, []))


class PgSelect(LayoutSelect, kind=Kind.PREGAME_SELECT):
    async def callback(self, interaction: HookInteraction) -> None:
        values = list(self.item.values)
        await guarded(interaction, _screens(interaction).act(interaction, self.cid, values))


class Prematch(commands.Cog):
    """The pre-game sequence of an open match."""

    prematch = group("prematch")

    def __init__(self, bot: Arbitre) -> None:
        self.bot = bot

    @cached_property
    def screens(self) -> Screens:
        """Made on first use: the database is open by then, and the pre-game's machinery is imported then."""
        from cogs.pregame.screens import Screens  # why: it imports this package's buttons (an import cycle)

        return Screens(self.bot)

    async def on_form(self, interaction: Interaction, found: re.Match[str]) -> None:
        values = modal_values(interaction.data)
        await guarded(interaction, self.screens.submit(interaction, ids.parse(Kind.PREGAME, found.string), values))

    @prematch.command(name="start")
    @app_commands.autocomplete(match=match_choices)
    async def start(self, interaction: Interaction, match: str) -> None:
        await self.screens.start(interaction, match)


async def setup(bot: Arbitre) -> None:
    bot.add_dynamic_items(PgButton, PgSelect)
    cog = Prematch(bot)
    bot.forms.add(FORM, cog.on_form)
    await bot.add_cog(cog)
