"""``/prematch``: the guided pre-game of an open match, for its coaches and the commissioners (issue 28).

Thin and light at start-up, as ``/postmatch``: the command, and the buttons, menus and forms whose custom ids
(``arb:pg:<id>:<action>…``, :mod:`render.postmatch.ids`) carry the pre-game's id; what each does is
:class:`cogs.pregame.screens.Screens`, imported at its first use with the pre-game's storage, rules and screens.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from discord import app_commands

from cogs.utils.interaction import Interaction
from cogs.utils.league import match_choices
from cogs.utils.sequence_cog import SequenceButton, SequenceCog, SequenceSelect
from cogs.utils.translator import group
from render.postmatch.ids import Kind

if TYPE_CHECKING:
    from bot import Arbitre
    from cogs.pregame.screens import Screens


class PgButton(SequenceButton, kind=Kind.PREGAME):
    cog = "Prematch"


class PgSelect(SequenceSelect, kind=Kind.PREGAME_SELECT):
    cog = "Prematch"


class Prematch(SequenceCog["Screens"]):
    """The pre-game sequence of an open match."""

    prematch = group("prematch")
    button = PgButton
    select = PgSelect

    def driver(self) -> Screens:
        from cogs.pregame.screens import Screens  # why: it imports this package's buttons (an import cycle)

        return Screens(self.bot)

    @prematch.command(name="start")
    @app_commands.autocomplete(match=match_choices)
    async def start(self, interaction: Interaction, match: str) -> None:
        await self.screens.start(interaction, match)


async def setup(bot: Arbitre) -> None:
    await Prematch.install(bot)
