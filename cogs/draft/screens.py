"""What the draft's screens do, imported at their first use (:mod:`cogs.draft`).

A :class:`cogs.utils.sequence.Driver` of the draft's registry (:mod:`sequences.draft`): anyone who sees a screen walks
it (◀ / ▶); its team's coach (or a commissioner) submits the list, a commissioner approves or refuses it (a form
for the reason, answered in the league's channel). The step a message shows is its buttons' argument.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from cogs.draft import DraftButton, DraftSelect, RefuseModal, draft_message
from cogs.utils.checks import require_commissioner
from cogs.utils.forms import open_form
from cogs.utils.interaction import Interaction
from cogs.utils.language import reader_language, server_language
from cogs.utils.league import require_team_editor
from cogs.utils.sequence import Click as DriverClick, Driver, Handler
from league.drafts import DraftRepository
from locales import t
from records.models import Team
from render.positions import line_text
from render.postmatch.ids import Action
from render.postmatch.layout import Screen
from rules import rosters
from rules.draft import DraftList
from sequences.draft import STEPS, action as step_action
from sequences.draft.screen import sequence_screen
from sequences.draft.step import Act, DraftAt, Event

if TYPE_CHECKING:
    from bot import Arbitre

Click = DriverClick[DraftAt]


class Screens(Driver[DraftAt]):
    """The Team Draft List of a team: its screens, and the driver's hooks."""

    forbidden = "draft.error.forbidden"
    button = DraftButton
    select = DraftSelect

    def __init__(self, bot: Arbitre) -> None:
        super().__init__(bot)
        self.repo = DraftRepository(bot.db)

    def step_action(self, what: Action) -> Act | None:
        return step_action(what)

    async def load(self, guild_id: int, ident: int) -> DraftAt:
        team = await self.bot.teams.require(guild_id, ident)
        return DraftAt(await self.repo.view(guild_id, team), STEPS.first.key)

    def screen(self, view: DraftAt, *, notice: str | None, lang: str) -> Screen:
        return sequence_screen(view, notice=notice, lang=lang)

    def ident(self, view: DraftAt) -> int:
        return view.view.team.id

    def event(self, click: Click) -> Event:
        return Event(click.view, click.arg, click.values, click.fields, lang=click.lang)

    async def may_drive(self, view: DraftAt, user_id: int) -> bool:
        """Anyone who sees a screen walks it; each verdict checks its own right."""
        return True

    async def edited(self, click: Click, edit: Callable[[DraftList, Team], DraftList]) -> DraftAt:
        """A pick written: its players hired in one audited batch, named in the league's language; the screen of
        the step clicked, the list as it now stands (what the budget leaves after the pick)."""
        lang = await server_language(click.interaction)

        def name(line: rosters.Position, number: int) -> str:
            return t("draft.pick.name", lang, position=line_text(line, lang=lang), number=number)

        team = await self.repo.pick(click.guild_id, click.interaction.user.id, click.ident, edit, name)
        return DraftAt(await self.repo.view(click.guild_id, team), click.arg)

    async def shown(self, click: Click, team: Team, step: str) -> None:
        """The message drawn again at ``step``, the list as it now stands."""
        view = await self.repo.view(click.guild_id, team)
        await self.show(click.interaction, DraftAt(view, step), click.lang)

    # --- the shared clicks ----------------------------------------------------------------------------------

    async def _go(self, click: Click) -> None:
        await self.show(click.interaction, DraftAt(click.view.view, click.arg), click.lang)

    async def _submit(self, click: Click) -> None:
        await require_team_editor(click.interaction, click.view.view.team)
        team, _ = await self.repo.submit(click.guild_id, click.interaction.user.id, click.ident)
        await self.shown(click, team, click.arg)

    async def _approve(self, click: Click) -> None:
        await require_commissioner(click.interaction)
        team, _ = await self.repo.approve(click.guild_id, click.interaction.user.id, click.ident)
        await self.shown(click, team, click.arg)

    async def _refuse(self, click: Click) -> None:
        await require_commissioner(click.interaction)
        await open_form(click.interaction, RefuseModal(click.ident, click.lang))

    async def _reason(self, click: Click) -> None:
        """The refusal's reason: the list goes back to its coach, said in the league's channel."""
        guild_id = await require_commissioner(click.interaction)
        reason = str(click.fields.get("reason") or "")
        refused = await self.repo.refuse(guild_id, click.interaction.user.id, click.ident, reason)
        embed = await draft_message(click.interaction, self.repo, refused, "draft.refused")
        await click.interaction.response.send_message(embed=embed)

    # --- the command ------------------------------------------------------------------------------------------

    async def start(self, interaction: Interaction, team: Team) -> None:
        """``/draft show``: the first screen, privately, in its reader's language."""
        lang = await reader_language(interaction)
        at = DraftAt(await self.repo.view(team.guild_id, team), STEPS.first.key)
        screen = sequence_screen(at, lang=lang)
        items = self.items(screen, team.id, lang)
        if items is None:
            await interaction.response.send_message(embed=screen.embed, ephemeral=True)
        else:
            await interaction.response.send_message(embed=screen.embed, view=items, ephemeral=True)


CLICKS: dict[Action, Handler] = {
    Action.GO: Screens._go,
    Action.DRAFT_SUBMIT: Screens._submit,
    Action.DRAFT_APPROVE: Screens._approve,
    Action.DRAFT_REFUSE: Screens._refuse,
}
FORMS: dict[Action, Handler] = {Action.DRAFT_REASON: Screens._reason}
Screens.clicks = CLICKS
Screens.forms = FORMS
