"""The cog side of every guided sequence (the post-match, the pre-game, …): one driver, subclassed per sequence.

:class:`Driver` turns a click, a menu choice or a form of a sequence's message into what its step says
(:mod:`sequences.engine`): it finds who owns the action — the driver's own :attr:`Driver.clicks` and
:attr:`Driver.forms` (navigation, dice, Confirm, undo), or a step's :class:`~sequences.engine.Act` in the
registry — checks who may do it, runs the pure handler, saves what changed and draws the screen again, in the
language of the message. A sequence's driver says only what is its own: how it loads and changes its state
(:meth:`Driver.load`, :meth:`Driver.change`), how a screen is drawn (:meth:`Driver.screen`), which persistent items
carry its custom ids (:attr:`Driver.button`, :attr:`Driver.select`), and who besides a commissioner may drive it
(:meth:`Driver.may_drive`). Imported by a sequence's screens at their first use (never at start-up).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

import discord

from cogs.utils.buttons import StatelessView
from cogs.utils.checks import is_commissioner, require_guild
from cogs.utils.errors import UserError
from cogs.utils.forms import open_form
from cogs.utils.interaction import Interaction
from cogs.utils.language import reader_language
from render.postmatch.ids import Action, CustomId
from render.postmatch.layout import Screen, SelectSpec
from sequences.engine import Act, Event, OpenForm, Swap

if TYPE_CHECKING:
    from bot import Arbitre

V = TypeVar("V")


def items_of(screen: Screen, ident: int, lang: str, *, button: type[Any], select: type[Any]) -> discord.ui.View | None:
    """The persistent items of a screen (``None`` when it has none); their ids carry the message's ``lang``."""
    if not screen.rows:
        return None
    view = StatelessView()
    for index, row in enumerate(screen.rows):
        if isinstance(row, SelectSpec):
            view.add_item(select.of(ident, row, index, lang))
        else:
            for spec in row:
                view.add_item(button.of(ident, spec, index, lang))
    return view


@dataclass(frozen=True, slots=True)
class Click(Generic[V]):
    """One click, choice or form of a sequence's message, with the sequence as it stands (``view``).

    ``lang`` is the message's language (its custom ids carry it): the message is re-drawn in it."""

    interaction: Interaction
    guild_id: int
    ident: int
    arg: str
    view: V
    values: list[str]
    fields: dict[str, Any]
    lang: str
    commissioner: bool = False


Handler = Callable[[Any, Click[Any]], Awaitable[None]]


class Driver(Generic[V]):
    """A sequence's clicks and forms, dispatched. Subclass it, give the hooks below, and fill :attr:`clicks` and
    :attr:`forms` with the sequence's shared handlers (``async def _go(self, click)``, …)."""

    #: The catalogue key said to whoever may not drive the sequence.
    forbidden: ClassVar[str] = "pm.error.forbidden"
    #: Forms only for commissioners (the post-match); else the clicks' rule (:meth:`may_drive`, ``open_to``).
    forms_for_commissioners: ClassVar[bool] = False
    #: The shared handlers, by action (the steps' own actions are in their registry).
    clicks: ClassVar[Mapping[Action, Handler]] = {}
    forms: ClassVar[Mapping[Action, Handler]] = {}
    #: The persistent button and menu classes whose custom ids carry this sequence's kind.
    button: ClassVar[type[Any]]
    select: ClassVar[type[Any]]

    def __init__(self, bot: Arbitre) -> None:
        self.bot = bot

    # --- what a sequence says --------------------------------------------------------------------------------

    def step_action(self, what: Action) -> Act[Any, Any] | None:
        """The step action ``what`` belongs to, in the sequence's registry (``None``: a shared one, or none)."""
        raise NotImplementedError

    async def load(self, guild_id: int, ident: int) -> V:
        raise NotImplementedError

    async def change(self, guild_id: int, ident: int, edit: Callable[[Any, Any], Any]) -> V:
        """Apply an :class:`~sequences.engine.Edit`'s function to the stored inputs; the sequence as it is then."""
        raise NotImplementedError

    async def edited(self, click: Click[V], edit: Callable[[Any, Any], Any]) -> V:
        """A step's :class:`~sequences.engine.Edit` written: :meth:`change`, unless the sequence's writes need the
        click itself (who clicked, the step its message shows: the draft's)."""
        return await self.change(click.guild_id, click.ident, edit)

    def screen(self, view: V, *, notice: str | None, lang: str) -> Screen:
        raise NotImplementedError

    def ident(self, view: V) -> int:
        """The id the sequence's custom ids carry."""
        raise NotImplementedError

    def event(self, click: Click[V]) -> Event[V]:
        """What a step's action reads (a sequence may give a richer event)."""
        return Event(click.view, click.arg, click.values, click.fields, lang=click.lang)

    async def may_drive(self, view: V, user_id: int) -> bool:
        """Whether a user who is no commissioner may use the shared buttons (navigation, dice, Confirm)."""
        return False

    # --- shared ------------------------------------------------------------------------------------------------

    def items(self, screen: Screen, ident: int, lang: str) -> discord.ui.View | None:
        return items_of(screen, ident, lang, button=self.button, select=self.select)

    async def show(self, interaction: Interaction, view: V, lang: str, notice: str | None = None) -> None:
        """Draw the message again, as the sequence now stands."""
        screen = self.screen(view, notice=notice, lang=lang)
        await interaction.response.edit_message(embed=screen.embed, view=self.items(screen, self.ident(view), lang))

    async def form(self, click: Click[V], make: Callable[..., discord.ui.Modal], *args: Any) -> None:
        """A sequence's form: labelled in its reader's language, tagged with the message's."""
        reader = await reader_language(click.interaction)
        await open_form(click.interaction, make(click.view, *args, lang=reader, tag=click.lang))

    async def _step_action(self, click: Click[V], act: Act[Any, Any]) -> None:
        """A step's action: its pure handler says what changes, done here."""
        reply = act.handle(self.event(click))  # a stale argument is a DomainError, said like any other
        if isinstance(reply, OpenForm):
            await self.form(click, reply.make, *reply.args)
        elif isinstance(reply, Swap):  # the next choice in place of the menu clicked, nothing stored yet
            screen = self.screen(click.view, notice=None, lang=click.lang)
            rows = tuple(
                reply.row
                if isinstance(row, SelectSpec) and row.action is reply.action and row.arg == reply.arg
                else row
                for row in screen.rows
            )
            shown = Screen(screen.embed, rows)
            await click.interaction.response.edit_message(
                embed=shown.embed, view=self.items(shown, click.ident, click.lang)
            )
        else:
            view = await self.edited(click, reply.edit)
            await self.show(click.interaction, view, click.lang)

    async def _dispatch(
        self, interaction: Interaction, cid: CustomId | None, values: list[str], fields: dict[str, Any], *, form: bool
    ) -> None:
        shared = (self.forms if form else self.clicks).get(cid.action) if cid is not None else None
        act = self.step_action(cid.action) if cid is not None and shared is None else None
        if form and self.forms_for_commissioners:
            guild_id, commissioner = require_guild(interaction), await is_commissioner(interaction)
            if not commissioner:
                raise UserError(self.forbidden)
        if cid is None or (shared is None and (act is None or act.form != form)):
            raise UserError("ui.error.unknown_command")
        guild_id, commissioner = require_guild(interaction), await is_commissioner(interaction)
        view = await self.load(guild_id, cid.ident)
        if not commissioner:
            user = interaction.user.id
            if act is not None:
                if act.open_to is None or not act.open_to(view, cid.arg, user):
                    raise UserError(act.refused or self.forbidden)
            elif not await self.may_drive(view, user):
                raise UserError(self.forbidden)
        click = Click(interaction, guild_id, cid.ident, cid.arg, view, values, fields, cid.lang, commissioner)
        if act is not None:
            await self._step_action(click, act)
        else:
            assert shared is not None
            await shared(self, click)

    async def act(self, interaction: Interaction, cid: CustomId | None, values: list[str]) -> None:
        """One click or choice on a sequence's message: a shared one of :attr:`clicks`, or a step's action."""
        await self._dispatch(interaction, cid, values, {}, form=False)

    async def submit(self, interaction: Interaction, cid: CustomId | None, fields: dict[str, Any]) -> None:
        """One form of a sequence's message: a shared one of :attr:`forms`, or a step's form."""
        await self._dispatch(interaction, cid, [], fields, form=True)
