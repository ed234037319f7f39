"""What ``/postmatch``'s commands, clicks, menus and forms do, imported at their first use (:mod:`cogs.postmatch`).

Each reads the post-match through ``league.postmatch`` and shows the screen the registry draws
(:mod:`sequences.postmatch.screen`). An :class:`~render.postmatch.ids.Action` is either shared by every step (the
navigation, the dice, Confirm and its undo: :data:`CLICKS`, :data:`FORMS`) or a step's own: the cog finds it in the
registry, and does what its pure handler answers (change the inputs, or open a form).
"""

from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

import league.fixtures
import league.playoffs
import render.fixtures
import render.playoffs
from cogs.postmatch import PmButton, PmSelect
from cogs.standings import standings_post
from cogs.utils.buttons import StatelessView
from cogs.utils.checks import require_commissioner
from cogs.utils.errors import UserError
from cogs.utils.interaction import Interaction
from cogs.utils.language import reader_language, server_language
from cogs.utils.league import match_number
from cogs.utils.sequence import Click as DriverClick, Driver, Handler, items_of as sequence_items
from league.postmatch import PlanChanged, PostmatchRepository
from locales import t, tn
from records.models import search_key
from records.postmatch import SequenceView
from render.errors import error_text
from render.postmatch import forms
from render.postmatch.ids import Action
from render.postmatch.layout import ButtonSpec, Screen
from render.postmatch.summary import cancelled, summary_embed, undo_embed
from render.text import safe
from rules import typed
from rules.postmatch.inputs import Inputs
from rules.postmatch.plan import Plan
from sequences.postmatch import STEPS, action as step_action
from sequences.postmatch.screen import sequence_screen
from sequences.postmatch.step import Act, Event

if TYPE_CHECKING:
    from bot import Arbitre
    from records.models import Match

log = logging.getLogger("arbitre.postmatch")


def items_of(screen: Screen, ident: int, lang: str) -> discord.ui.View | None:
    """The persistent items of a post-match screen (``None`` when it has none)."""
    return sequence_items(screen, ident, lang, button=PmButton, select=PmSelect)


Click = DriverClick[SequenceView]


class Screens(Driver[SequenceView]):
    """The post-match sequence of a finished match: one handler per command, click, menu choice and form."""

    forbidden = "pm.error.forbidden"
    forms_for_commissioners = True
    button = PmButton
    select = PmSelect

    def __init__(self, bot: Arbitre) -> None:
        super().__init__(bot)
        self.repo = PostmatchRepository(bot.db, steps=STEPS)

    # --- the driver's hooks (cogs.utils.sequence) -------------------------------------------------------

    def step_action(self, what: Action) -> Act | None:
        return step_action(what)

    async def load(self, guild_id: int, ident: int) -> SequenceView:
        return await self.repo.load(guild_id, ident)

    async def change(self, guild_id: int, ident: int, edit: Callable[[Inputs, Plan], Inputs]) -> SequenceView:
        return await self.repo.change(guild_id, ident, edit)

    def screen(self, view: SequenceView, *, notice: str | None, lang: str) -> Screen:
        return sequence_screen(view, notice=notice, lang=lang)

    def ident(self, view: SequenceView) -> int:
        return view.state.id

    def event(self, click: Click) -> Event:
        """What a step's action reads (:mod:`sequences.postmatch.step`): the plan with it."""
        return Event(click.view, click.arg, click.values, click.fields, lang=click.lang)

    async def _require_commissioner(self, interaction: Interaction) -> int:
        return await require_commissioner(interaction, "pm.error.forbidden")

    async def _show(self, interaction: Interaction, view: SequenceView, lang: str, notice: str | None = None) -> None:
        await self.show(interaction, view, lang, notice)

    # --- buttons and menus ------------------------------------------------------------------------------

    async def _go(self, click: Click) -> None:
        view = await self.repo.go(click.guild_id, click.ident, click.arg)
        await self._show(click.interaction, view, click.lang)

    async def _roll(self, click: Click) -> None:
        interaction = click.interaction
        outcome = await self.repo.roll(
            click.guild_id, interaction.user.id, click.ident, click.arg, channel_id=interaction.channel_id
        )
        await self._show(interaction, outcome.view, click.lang, _rolled_notice(len(outcome.rolled), click.lang))

    async def _hand(self, click: Click) -> None:
        if not click.view.plan.pending_for(click.arg):
            raise UserError("pm.error.no_slot")
        await self.form(click, forms.hand_modal, click.arg)

    async def _confirm(self, click: Click) -> None:
        interaction, guild_id = click.interaction, click.guild_id
        try:
            view = await self.repo.apply(guild_id, interaction.user.id, click.ident, click.arg)
        except PlanChanged as exc:
            fresh = await self.repo.load(guild_id, click.ident)
            await self._show(interaction, fresh, click.lang, notice=error_text(exc, click.lang))
            return
        lang = click.lang
        applied = summary_embed(view, title=t("pm.applied.title", lang), lang=lang)
        applied.add_field(
            name="\u200b",
            value=t("pm.applied.by", lang, name=safe(interaction.user.display_name, 80), match=view.match.id),
            inline=False,
        )
        await interaction.response.edit_message(embed=applied, view=None)
        public = await server_language(interaction)  # the summary everyone reads: the server's language now
        posted = await self._post_summary(interaction, summary_embed(view, lang=public), view.match, public)
        if posted is not None:
            await self.repo.set_summary_message(guild_id, click.ident, posted.channel.id, posted.id)

    async def _post_summary(
        self, interaction: Interaction, embed: discord.Embed, match: Match, lang: str
    ) -> discord.Message | discord.WebhookMessage | None:
        """The summary goes to the league channel of ``/settings``; else here, saying so. Returns the message
        (an undo marks it cancelled).

        The season's table follows it where it went (the weekly post), unless the server turned it off.
        """
        bot = interaction.client
        guild_id = interaction.guild_id or 0
        settings = await bot.settings_repo.get(guild_id)
        note = t("pm.applied.here", lang)
        if settings.league_channel_id is not None:
            try:
                channel = await self._messageable(settings.league_channel_id)
                message = await channel.send(embed=embed)
            except (discord.HTTPException, AttributeError):
                log.warning("league channel %s out of reach", settings.league_channel_id, exc_info=True)
                note = t("pm.applied.post_failed", lang)
            else:
                await self._post_table(channel.send, guild_id, match.season, lang)
                await self._post_prizes(channel.send, guild_id, match, lang)
                reader = await reader_language(interaction)
                text = t("pm.applied.posted", reader, channel=f"<#{settings.league_channel_id}>")
                await interaction.followup.send(text, ephemeral=True)
                return message
        posted = await interaction.followup.send(note, embed=embed, wait=True)
        await self._post_table(interaction.followup.send, guild_id, match.season, lang)
        await self._post_prizes(interaction.followup.send, guild_id, match, lang)
        return posted

    async def _post_table(self, send: Callable[..., Awaitable[Any]], guild_id: int, season: int, lang: str) -> None:
        """The weekly post: the season's table after the summary, with the round now to play. A failure here is
        logged, never shown as the post-match's: the post-match is applied and its summary posted by then."""

        repo = self.bot.standings
        try:
            if (await repo.scoring(guild_id)).weekly_post:
                post = await standings_post(repo, guild_id, lang, season)
                schedule = await league.fixtures.FixtureRepository(self.bot.db).season(guild_id, season)
                shown = render.fixtures.round_field(schedule, dt.datetime.now(dt.UTC).date(), lang=lang)
                if shown is not None:  # the round now to play, under the table (issue 29)
                    post["embed"].add_field(name=shown[0], value=shown[1], inline=False)
                await send(**post)
        except Exception:
            log.exception("league table after the post-match (server %s, season %s)", guild_id, season)

    async def _post_prizes(self, send: Callable[..., Awaitable[Any]], guild_id: int, match: Match, lang: str) -> None:
        """The Glittering Prizes and the League Trophy, when this post-game paid them (the last of the final's and
        the third-place Play-off's). Logged, never shown as the post-match's, should it fail."""
        if match.playoff_stage is None:
            return

        try:
            bracket = await league.playoffs.PlayoffRepository(self.bot.db).bracket(guild_id, match.season)
            if bracket is not None and bracket.paid and match.playoff_stage == bracket.stages:
                await send(embed=render.playoffs.prizes_embed(bracket, lang=lang))
        except Exception:
            log.exception("prizes after the post-match (server %s, match %s)", guild_id, match.id)

    async def _undo(self, click: Click) -> None:
        """Confirm of ``/postmatch undo``: undo once, say what was undone, mark the posted summary cancelled."""
        interaction, guild_id = click.interaction, click.guild_id
        match_id = click.view.state.match_id
        if not click.view.state.applied or str(click.view.state.applied_batch_id) != click.arg:
            raise UserError("pm.undo.stale")
        _, report = await self.repo.undoable(guild_id, match_id)
        await self.repo.undo(guild_id, interaction.user.id, match_id)
        by = interaction.user.display_name
        await interaction.response.edit_message(embed=undo_embed(report, done=True, by=by, lang=click.lang), view=None)
        where = await self.repo.summary_message(guild_id, click.ident)
        if where is not None:
            await self._cancel_summary(*where, by=by, lang=await server_language(interaction))

    async def _messageable(self, channel_id: int) -> discord.abc.Messageable:
        """The league channel; a category or a forum takes no message (``AttributeError``, as before)."""
        channel = self.bot.get_channel(channel_id) or await self.bot.fetch_channel(channel_id)
        if not isinstance(channel, discord.abc.Messageable):
            raise AttributeError(f"channel {channel_id} takes no messages")
        return channel

    async def _cancel_summary(self, channel_id: int, message_id: int, *, by: str, lang: str) -> None:
        """Mark the league summary of an undone post-match as cancelled (it stays, for the record)."""
        try:
            channel = await self._messageable(channel_id)
            message = await channel.fetch_message(message_id)
            if message.embeds:
                await message.edit(embed=cancelled(message.embeds[0], by=by, lang=lang))
        except (discord.HTTPException, AttributeError):
            log.warning("summary %s/%s not found for the undo", channel_id, message_id, exc_info=True)

    # --- forms ------------------------------------------------------------------------------------------

    async def _hand_dice(self, click: Click) -> None:
        interaction = click.interaction
        dice = typed.hand_dice(self.event(click).field("dice"))
        outcome = await self.repo.roll(
            click.guild_id,
            interaction.user.id,
            click.ident,
            click.arg,
            hand=dice,
            channel_id=interaction.channel_id,
        )
        notice = _rolled_notice(len(outcome.rolled), click.lang, begun=bool(outcome.begun))
        if outcome.unused:
            notice += " " + t("pm.notice.unused", click.lang, values=" ".join(map(str, outcome.unused)))
        await self._show(interaction, outcome.view, click.lang, notice)

    # --- slash commands ---------------------------------------------------------------------------------

    async def match_choices(
        self, interaction: Interaction, current: str, *, applied: bool
    ) -> list[app_commands.Choice[str]]:
        try:
            if interaction.guild_id is None:
                return []
            wanted = search_key(current or "")
            lang = await reader_language(interaction)
            out = []
            for match, home, away in await self.repo.matches(interaction.guild_id, applied=applied, limit=100):
                name = t(
                    "pm.match.choice",
                    lang,
                    id=match.id,
                    home=home,
                    away=away,
                    home_score=match.home_score,
                    away_score=match.away_score,
                )
                if wanted in search_key(name):
                    out.append(app_commands.Choice(name=name[:100], value=str(match.id)))
            return out[:25]
        except Exception:  # an autocomplete must answer, even empty
            log.exception("post-match match autocomplete")
            return []

    @staticmethod
    def _match_id(value: str) -> int:
        """The match chosen in the list, or its number typed as a whole (« -1 » is no match, not match 1)."""
        number = match_number(value or "")
        if number is None:
            raise UserError("pm.error.bad_match", value=value)
        return number

    async def start(self, interaction: Interaction, match: str) -> None:
        guild_id = await self._require_commissioner(interaction)
        match_id = self._match_id(match)
        played = await interaction.client.matches.get(guild_id, match_id)
        # the match's ruleset, the one it was played under (docs/rules.md M1); the server's for one that has none
        ruleset = played.ruleset if played is not None and played.ruleset is not None else None
        if ruleset is None:
            ruleset = (await interaction.client.settings_repo.get(guild_id)).ruleset_key
        view, created = await self.repo.start(
            guild_id,
            interaction.user.id,
            match_id,
            ruleset=ruleset,
            channel_id=interaction.channel_id,
        )
        lang = await server_language(interaction)  # a message everyone at the table reads
        notice = t("pm.started", lang, match=view.match.id) if created else t("pm.resumed", lang)
        screen = sequence_screen(view, notice=notice, lang=lang)
        items = items_of(screen, view.state.id, lang)
        if items is None:
            await interaction.response.send_message(embed=screen.embed)
        else:
            await interaction.response.send_message(embed=screen.embed, view=items)

    async def undo(self, interaction: Interaction, match: str) -> None:
        """Says what the undo will put back, and waits for Confirm (a button that survives a restart)."""
        guild_id = await self._require_commissioner(interaction)
        match_id = self._match_id(match)
        state, report = await self.repo.undoable(guild_id, match_id)
        lang = await server_language(interaction)
        items = StatelessView()
        spec = ButtonSpec(Action.UNDO, t("pm.button.undo", lang), "danger", emoji="↩️", arg=str(report.batch_id))
        items.add_item(PmButton.of(state.id, spec, 0, lang))
        await interaction.response.send_message(embed=undo_embed(report, done=False, lang=lang), view=items)


#: The clicks every step shares: the navigation, the dice, the confirmation and its undo (each step's own clicks are
#: its actions, :data:`sequences.postmatch.STEPS`).
CLICKS: dict[Action, Handler] = {
    Action.GO: Screens._go,
    Action.ROLL: Screens._roll,
    Action.HAND: Screens._hand,
    Action.CONFIRM: Screens._confirm,
    Action.UNDO: Screens._undo,
}
#: The form every step shares: dice typed by hand.
FORMS: dict[Action, Handler] = {
    Action.HAND_DICE: Screens._hand_dice,
}


def _rolled_notice(count: int, lang: str, *, begun: bool = False) -> str:
    """« 2 jets enregistrés. », or, when another click rolled them first, that they were already rolled; dice typed
    that stopped inside a roll (its D6, not yet the D3 it calls for) are said kept, the roll waiting for the rest."""
    said = [tn("pm.notice.rolled", count, lang)] if count else []
    if begun:
        said.append(t("pm.notice.partway", lang))
    return " ".join(said) or t("pm.notice.already_rolled", lang)


Screens.clicks = CLICKS
Screens.forms = FORMS
