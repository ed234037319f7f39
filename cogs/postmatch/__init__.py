"""``/postmatch``: the guided post-match, for commissioners.

Thin on purpose, and light at start-up: this module declares the commands, and the buttons, menus and forms
whose custom ids (:mod:`render.postmatch.ids`) carry the post-match id, so everything keeps working after a
restart. What each of them does is :class:`cogs.postmatch.screens.Screens`, imported at the first use with the
post-match's storage, rules and screens (``league.postmatch``, ``rules.postmatch``, ``render.postmatch``): a bot
that is only started does not pay for them (issue 11).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from discord import app_commands

from cogs.utils.interaction import Interaction
from cogs.utils.sequence_cog import (
    LayoutButton as LayoutButton,  # the season end's Confirm is one (cogs.season)
    LayoutSelect as LayoutSelect,
    SequenceButton,
    SequenceCog,
    SequenceSelect,
)
from cogs.utils.translator import group
from render.postmatch.ids import Kind

if TYPE_CHECKING:
    from bot import Arbitre
    from cogs.postmatch.screens import Screens


class PmButton(SequenceButton, kind=Kind.BUTTON):
    cog = "Postmatch"


class PmSelect(SequenceSelect, kind=Kind.SELECT):
    cog = "Postmatch"


class Postmatch(SequenceCog["Screens"]):
    """The post-match sequence of a finished match."""

    postmatch = group("postmatch")
    button = PmButton
    select = PmSelect

    def driver(self) -> Screens:
        from cogs.postmatch.screens import Screens  # why: it imports this package's buttons (an import cycle)

        return Screens(self.bot)

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
    await Postmatch.install(bot)
