"""What ``/prematch``'s command, clicks, menus and form do, imported at their first use (:mod:`cogs.pregame`).

A :class:`cogs.utils.sequence.Driver` of the pre-game's registry (:mod:`sequences.pregame`): each coach changes his
own team's choices (the steps' ``open_to``), either coach or a commissioner walks the screens and rolls the Prayers,
a commissioner confirms (one audited transaction, :class:`league.pregame.PregameSequences`) and undoes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from cogs.pregame import PgButton, PgSelect
from cogs.utils.errors import UserError
from cogs.utils.interaction import Interaction
from cogs.utils.language import server_language
from cogs.utils.league import resolve_match_teams
from cogs.utils.rolling import ruleset_for
from cogs.utils.sequence import Click as DriverClick, Driver, Handler
from league.pregame import PregameSequences
from locales import t
from records.pregame import PregameView
from render.postmatch.ids import Action
from render.postmatch.layout import Screen
from rules import typed
from rules.pregame.sequence import SIDES, Inputs, Pregame, owed
from sequences.engine import Act
from sequences.pregame import STEPS, action as step_action
from sequences.pregame.forms import hand_modal
from sequences.pregame.screen import sequence_screen
from sequences.pregame.step import Event

if TYPE_CHECKING:
    from bot import Arbitre

Click = DriverClick[PregameView]


class Screens(Driver[PregameView]):
    """The pre-game of an open match: its command, and the driver's hooks."""

    forbidden = "pg.error.forbidden"
    button = PgButton
    select = PgSelect

    def __init__(self, bot: Arbitre) -> None:
        super().__init__(bot)
        self.repo = PregameSequences(bot.db, first_step=STEPS.first.key)

    def step_action(self, what: Action) -> Act[Event, PregameView] | None:
        return step_action(what)

    async def load(self, guild_id: int, ident: int) -> PregameView:
        return await self.repo.load(guild_id, ident)

    async def change(self, guild_id: int, ident: int, edit: Callable[[Inputs, Pregame], Inputs]) -> PregameView:
        return await self.repo.change(guild_id, ident, edit)

    def screen(self, view: PregameView, *, notice: str | None, lang: str) -> Screen:
        return sequence_screen(view, notice=notice, lang=lang)

    def ident(self, view: PregameView) -> int:
        return view.state.id

    def event(self, click: Click) -> Event:
        return Event(click.view, click.arg, click.values, click.fields)

    async def may_drive(self, view: PregameView, user_id: int) -> bool:
        snapshot = view.state.snapshot
        return user_id in (snapshot.home.coach_id, snapshot.away.coach_id)

    # --- the shared clicks ----------------------------------------------------------------------------------

    async def _go(self, click: Click) -> None:
        if click.arg not in STEPS or click.view.applied:
            raise UserError("pm.error.stale")
        view = await self.repo.go(click.guild_id, click.ident, click.arg)
        await self.show(click.interaction, view, click.lang)

    async def _roll(self, click: Click) -> None:
        """The Prayers still owed, rolled by the bot: a D16 each, re-rolled on a face the team already has; each
        prayer a roll of the match's history."""
        await self._prayers(click, None)

    async def _prayers(self, click: Click, hand: tuple[int, ...] | None) -> None:
        if not any(owed(click.view.state.inputs, click.view.pregame, side) for side in SIDES):
            raise UserError("pm.error.no_slot")
        ruleset = (await ruleset_for(click.interaction, match_id=click.view.state.match_id)).key
        done = await self.repo.roll_prayers(
            click.guild_id,
            click.interaction.user.id,
            click.ident,
            hand=hand,
            channel_id=click.interaction.channel_id,
            ruleset=ruleset,
        )
        await self.show(click.interaction, done, click.lang)

    async def _hand(self, click: Click) -> None:
        if not any(owed(click.view.state.inputs, click.view.pregame, side) for side in SIDES):
            raise UserError("pm.error.no_slot")
        await self.form(click, hand_modal, click.arg)

    async def _hand_dice(self, click: Click) -> None:
        """The Prayers' D16s typed by hand, in order (a face the team already has is re-rolled by the next one)."""
        await self._prayers(click, typed.hand_dice(self.event(click).field("dice")))

    async def _confirm(self, click: Click) -> None:
        if not click.commissioner:
            raise UserError("pg.error.commissioner")
        lang = await server_language(click.interaction)
        view = await self.repo.apply(
            click.guild_id, click.interaction.user.id, click.ident, lambda n: t("pg.journeyman.name", lang, number=n)
        )
        await self.show(click.interaction, view, click.lang, t("pg.notice.applied", click.lang))

    async def _undo(self, click: Click) -> None:
        if not click.commissioner:
            raise UserError("pg.error.commissioner")
        if not click.view.applied or str(click.view.applied[0].applied_batch_id) != click.arg:
            raise UserError("pm.undo.stale")
        view = await self.repo.undo(click.guild_id, click.interaction.user.id, click.ident)
        await self.show(click.interaction, view, click.lang, t("pg.notice.undone", click.lang))

    # --- the command ------------------------------------------------------------------------------------------

    async def start(self, interaction: Interaction, match: str) -> None:
        """Opens (or resumes) the pre-game of an open match: its coaches or a commissioner."""
        found, _, _ = await resolve_match_teams(interaction, match, member=True)
        view, created = await self.repo.start(found.guild_id, interaction.user.id, found.id)
        lang = await server_language(interaction)  # a message everyone at the table reads
        notice = t("pg.started", lang, match=found.id) if created else t("pg.resumed", lang)
        screen = sequence_screen(view, notice=notice, lang=lang)
        items = self.items(screen, view.state.id, lang)
        if items is None:
            await interaction.response.send_message(embed=screen.embed)
        else:
            await interaction.response.send_message(embed=screen.embed, view=items)


CLICKS: dict[Action, Handler] = {
    Action.GO: Screens._go,
    Action.ROLL: Screens._roll,
    Action.HAND: Screens._hand,
    Action.CONFIRM: Screens._confirm,
    Action.UNDO: Screens._undo,
}
FORMS: dict[Action, Handler] = {Action.HAND_DICE: Screens._hand_dice}
Screens.clicks = CLICKS
Screens.forms = FORMS
