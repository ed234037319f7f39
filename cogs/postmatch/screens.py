"""What ``/postmatch``'s commands, clicks, menus and forms do, imported at their first use (:mod:`cogs.postmatch`).

Each reads the post-match through ``league.postmatch``, changes its inputs with a
``rules.postmatch.inputs`` function and shows ``render.postmatch``'s screen. Each
:class:`~render.postmatch.ids.Action` has one handler in :data:`CLICKS` or :data:`FORMS`.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from cogs.postmatch import PmButton, PmSelect
from cogs.standings import standings_post
from cogs.utils.buttons import StatelessView
from cogs.utils.checks import is_commissioner, require_commissioner, require_guild
from cogs.utils.errors import UserError
from cogs.utils.forms import open_form
from cogs.utils.interaction import Interaction
from cogs.utils.language import reader_language, server_language
from cogs.utils.league import match_number, parse_profile_line
from league.postmatch import PlanChanged, PostmatchRepository
from locales import t, tn
from records.models import search_key
from records.postmatch import SequenceView
from render.errors import error_text
from render.postmatch import forms
from render.postmatch.ids import Action, CustomId
from render.postmatch.layout import ButtonSpec, Screen, SelectSpec
from render.postmatch.screens import sequence_screen
from render.postmatch.summary import cancelled, summary_embed, undo_embed
from render.text import safe
from rules import limits, typed
from rules.postmatch import inputs as edits
from rules.postmatch.inputs import Inputs
from rules.postmatch.plan import Plan
from rules.postmatch.snapshots import Side

if TYPE_CHECKING:
    from bot import Arbitre

log = logging.getLogger("arbitre.postmatch")


def items_of(screen: Screen, ident: int, lang: str) -> discord.ui.View | None:
    """The persistent items of a screen (``None`` when it has none); their ids carry the message's ``lang``."""
    if not screen.rows:
        return None
    view = StatelessView()
    for index, row in enumerate(screen.rows):
        if isinstance(row, SelectSpec):
            view.add_item(PmSelect.of(ident, row, index, lang))
        else:
            for spec in row:
                view.add_item(PmButton.of(ident, spec, index, lang))
    return view


def _one(values: Any) -> str:
    if isinstance(values, list):
        return str(values[0]) if values else ""
    return str(values or "")


def _opened(arg: str) -> tuple[str, int | None]:
    """A form's argument and the counter it was opened at (``12.3``: player 12, opened at advancement 3)."""
    head, _, counter = arg.partition(".")
    return head, int(counter) if counter.isdecimal() else None


def _side(arg: str) -> Side:
    if arg == "home":
        return "home"
    if arg == "away":
        return "away"
    raise UserError("pm.error.stale")


def _players_by_number(plan: Plan, side: Side, numbers: list[int]) -> list[int]:
    team = plan.teams[side]
    by_number = {pp.before.number: pid for pid, pp in plan.players.items() if pp.before.team_id == team.team.id}
    out = []
    for number in numbers:
        if number not in by_number:
            raise UserError("pm.error.unknown_number", number=number, team=team.team.name)
        out.append(by_number[number])
    return out


def _score(text: str) -> int:
    return limits.TOUCHDOWNS.parse(text)


@dataclass(frozen=True, slots=True)
class Click:
    """One click, choice or form of a post-match message, with the post-match as it stands.

    ``lang`` is the message's language (its custom ids carry it): the message is re-drawn in it."""

    interaction: Interaction
    guild_id: int
    ident: int
    arg: str
    view: SequenceView
    values: list[str]
    fields: dict[str, Any]
    lang: str

    @property
    def plan(self) -> Plan:
        return self.view.plan

    @property
    def value(self) -> str:
        return _one(self.values)

    def field(self, name: str) -> str:
        return _one(self.fields.get(name))


Handler = Callable[["Screens", Click], Awaitable[None]]


class Screens:
    """The post-match sequence of a finished match: one handler per command, click, menu choice and form."""

    def __init__(self, bot: Arbitre) -> None:
        self.bot = bot
        self.repo = PostmatchRepository(bot.db)

    # --- shared ---------------------------------------------------------------------------------------

    async def _commissioner(self, interaction: Interaction) -> tuple[int, bool]:
        return require_guild(interaction), await is_commissioner(interaction)

    async def _require_commissioner(self, interaction: Interaction) -> int:
        return await require_commissioner(interaction, "pm.error.forbidden")

    async def _show(self, interaction: Interaction, view: SequenceView, lang: str, notice: str | None = None) -> None:
        screen = sequence_screen(view, notice=notice, lang=lang)
        await interaction.response.edit_message(embed=screen.embed, view=items_of(screen, view.state.id, lang))

    async def _change(self, click: Click, edit: Callable[[Inputs, Plan], Inputs]) -> None:
        view = await self.repo.change(click.guild_id, click.ident, edit)
        await self._show(click.interaction, view, click.lang)

    @staticmethod
    async def _form(click: Click, make: Callable[..., discord.ui.Modal], *args: Any) -> None:
        """A post-match form: labelled in its reader's language, tagged with the message's."""
        reader = await reader_language(click.interaction)
        await open_form(click.interaction, make(click.view, *args, lang=reader, tag=click.lang))

    # --- buttons and menus ------------------------------------------------------------------------------

    async def act(self, interaction: Interaction, cid: CustomId | None, values: list[str]) -> None:
        """One click or choice on a post-match message."""
        handler = CLICKS.get(cid.action) if cid is not None else None
        if cid is None or handler is None:
            raise UserError("ui.error.unknown_command")
        guild_id, commissioner = await self._commissioner(interaction)
        view = await self.repo.load(guild_id, cid.ident)
        hatred = cid.action is Action.HATRED
        if not commissioner and not (hatred and self._is_victim_coach(view, cid.arg, interaction.user.id)):
            raise UserError("pm.error.hatred_forbidden" if hatred else "pm.error.forbidden")
        await handler(self, Click(interaction, guild_id, cid.ident, cid.arg, view, values, {}, cid.lang))

    @staticmethod
    def _is_victim_coach(view: SequenceView, key: str, user_id: int) -> bool:
        """The injured player's coach picks X of Haine (X)."""
        cp = next((c for c in view.plan.casualties if c.key == key), None)
        if cp is None or cp.victim is None:
            return False
        return any(tp.team.id == cp.victim.team_id and tp.team.coach_id == user_id for tp in view.plan.teams.values())

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
        if not click.plan.pending_for(click.arg):
            raise UserError("pm.error.no_slot")
        await self._form(click, forms.hand_modal, click.arg)

    async def _stall(self, click: Click) -> None:
        await self._change(click, lambda i, _: edits.with_stall_toggled(i, click.arg))

    async def _score(self, click: Click) -> None:
        await self._form(click, forms.score_modal)

    async def _add(self, click: Click) -> None:
        side, _, who = click.arg.partition(".")  # « home.star »: the Star Player's button, his name asked
        await self._form(click, partial(forms.added_casualty_modal, star=who == "star"), _side(side))

    async def _spp(self, click: Click) -> None:
        await self._form(click, forms.spp_modal, _side(click.arg))

    async def _concede(self, click: Click) -> None:
        await self._change(click, lambda i, _: edits.with_concession(i, click.value))

    async def _hatred(self, click: Click) -> None:
        cp = next((c for c in click.plan.casualties if c.key == click.arg), None)
        index = click.value
        if cp is None or not index.isdecimal() or int(index) >= len(cp.candidates):
            raise UserError("pm.error.stale")
        keyword = cp.candidates[int(index)]
        await self._change(click, lambda i, _: edits.with_hatred(i, click.arg, keyword))

    async def _unadd(self, click: Click) -> None:
        value = click.value
        if value.startswith("r") and value[1:].isdecimal():  # a casualty removed by mistake, taken back
            await self._change(click, lambda i, _: edits.with_casualty_restored(i, int(value[1:])))
        else:
            await self._change(click, lambda i, _: edits.without_casualty(i, value))

    async def _cause(self, click: Click) -> None:
        await self._change(click, lambda i, _: edits.with_cause(i, click.arg, click.value))

    async def _nominees(self, click: Click) -> None:
        chosen = [int(v) for v in click.values if v.isdecimal()]
        side = _side(click.arg)
        await self._change(click, lambda i, p: edits.with_nominees(i, side, chosen, rolled=p.mvp_rolled(side)))

    async def _advance(self, click: Click) -> None:
        """A player picked: his team's menu becomes the advancement's kind, whose form asks only its fields."""
        value = click.value
        player = click.plan.player(int(value)) if value.isdecimal() else None
        if player is None:
            raise UserError("pm.error.stale")
        screen = sequence_screen(click.view, lang=click.lang)
        kinds = forms.advancement_kind_select(click.view, player, lang=click.lang)
        rows = tuple(
            kinds if isinstance(row, SelectSpec) and row.action is Action.ADVANCE and row.arg == click.arg else row
            for row in screen.rows
        )
        items = items_of(Screen(screen.embed, rows), click.ident, click.lang)
        await click.interaction.response.edit_message(embed=screen.embed, view=items)

    async def _advance_kind(self, click: Click) -> None:
        head, opened = _opened(click.arg)
        player = click.plan.player(int(head)) if head.isdecimal() else None
        kind = click.value
        if player is None or kind not in edits.ADVANCEMENT_KINDS:
            raise UserError("pm.error.stale")
        if forms.advancement_needs_form(click.view, player, kind):
            await self._form(click, forms.advancement_modal, player, kind)
        else:
            await self._change(click, lambda i, _: edits.with_advancement(i, player.id, kind, opened=opened))

    async def _advance_choice(self, click: Click) -> None:
        ap = next((a for a in click.plan.advancements if a.key == click.arg), None)
        choice = click.value
        if ap is None or ap.player is None:
            raise UserError("pm.error.stale")
        if choice in edits.SKILL_CATEGORIES:
            await self._form(click, forms.skill_modal, ap.key, ap.player, choice)
        else:
            await self._change(click, lambda i, _: edits.with_advancement_choice(i, click.arg, choice))

    async def _advance_remove(self, click: Click) -> None:
        await self._change(click, lambda i, _: edits.without_advancement(i, click.value))

    async def _players_chosen(self, click: Click, what: str) -> None:
        side = _side(click.arg)
        chosen = [int(v) for v in click.values if v.lstrip("-").isdecimal()]
        mine = click.plan.side_players(side)
        await self._change(click, lambda i, _: edits.with_players_chosen(i, what, mine, chosen))

    async def _fire(self, click: Click) -> None:
        await self._players_chosen(click, "fired")

    async def _journeymen(self, click: Click) -> None:
        await self._players_chosen(click, "journeymen_hired")

    async def _retire(self, click: Click) -> None:
        await self._players_chosen(click, "retired")

    async def _hire(self, click: Click) -> None:
        await self._form(click, forms.hire_modal, _side(click.arg))

    async def _staff(self, click: Click) -> None:
        await self._form(click, forms.staff_modal, _side(click.arg))

    async def _switch(self, click: Click) -> None:
        await self._change(click, lambda i, _: edits.switch_hiring_side(i))

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
        posted = await self._post_summary(interaction, summary_embed(view, lang=public), view.match.season, public)
        if posted is not None:
            await self.repo.set_summary_message(guild_id, click.ident, posted.channel.id, posted.id)

    async def _post_summary(
        self, interaction: Interaction, embed: discord.Embed, season: int, lang: str
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
                await self._post_table(channel.send, guild_id, season, lang)
                reader = await reader_language(interaction)
                text = t("pm.applied.posted", reader, channel=f"<#{settings.league_channel_id}>")
                await interaction.followup.send(text, ephemeral=True)
                return message
        posted = await interaction.followup.send(note, embed=embed, wait=True)
        await self._post_table(interaction.followup.send, guild_id, season, lang)
        return posted

    async def _post_table(self, send: Callable[..., Awaitable[Any]], guild_id: int, season: int, lang: str) -> None:
        """The weekly post: the season's table after the summary. A failure here is logged, never shown as
        the post-match's: the post-match is applied and its summary posted by then."""
        repo = self.bot.standings
        try:
            if (await repo.scoring(guild_id)).weekly_post:
                await send(**await standings_post(repo, guild_id, lang, season))
        except Exception:
            log.exception("league table after the post-match (server %s, season %s)", guild_id, season)

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

    async def submit(self, interaction: Interaction, cid: CustomId | None, values: dict[str, Any]) -> None:
        guild_id = await self._require_commissioner(interaction)
        handler = FORMS.get(cid.action) if cid is not None else None
        if cid is None or handler is None:
            raise UserError("ui.error.unknown_command")
        view = await self.repo.load(guild_id, cid.ident)
        await handler(self, Click(interaction, guild_id, cid.ident, cid.arg, view, [], values, cid.lang))

    async def _hand_dice(self, click: Click) -> None:
        interaction = click.interaction
        dice = typed.hand_dice(click.field("dice"))
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

    async def _set_score(self, click: Click) -> None:
        home, away = _score(click.field("home")), _score(click.field("away"))
        await self._change(click, lambda i, _: edits.with_score(i, home, away))

    async def _add_casualty(self, click: Click) -> None:
        plan = click.plan
        # no menu of authors: the Star Player's form (a form opened before has both, « named » chosen)
        causer, outcome = click.field("causer") or "named", click.field("outcome")
        victim_text = click.field("victim")
        victim = int(victim_text) if victim_text.isdecimal() else 0
        if plan.player(victim) is None or (causer.isdecimal() and plan.player(int(causer)) is None):
            raise UserError("pm.error.stale")
        name = click.field("name").strip() or None
        _, opened = _opened(click.arg)
        if causer == "named" and name is None:
            raise UserError("pm.error.author_name")
        await self._change(
            click,
            lambda i, _: edits.with_added_casualty(
                i,
                victim_id=victim,
                cause=click.field("cause"),
                outcome=None if outcome == "roll" else outcome,
                caused_by_id=int(causer) if causer.isdecimal() else None,
                caused_by_name=name if causer == "named" else None,
                opened=opened,
            ),
        )

    async def _set_spp(self, click: Click) -> None:
        side = _side(click.arg)
        lists = {k: edits.parse_numbers(click.field(k)) for k in edits.SPP_EVENTS}
        chosen = {k: _players_by_number(click.plan, side, v) for k, v in lists.items()}
        mine = click.plan.side_players(side)
        await self._change(click, lambda i, _: edits.with_spp_events(i, side, mine, **chosen))

    async def _set_advance(self, click: Click) -> None:
        arg, _, kind = click.arg.rpartition(".") if click.arg.count(".") == 2 else (click.arg, "", click.field("kind"))
        head, opened = _opened(arg)  # « 12.3.random_primary »: the kind chosen first; a form opened before has it
        if not head.isdecimal():
            raise UserError("pm.error.stale")
        skill, category = click.field("skill"), click.field("category") or None
        player_id = int(head)
        value = typed.gold(click.field("value"), limits.PLAYER_VALUE)  # asked when his value is unknown

        def edit(inputs: Inputs, _: Plan) -> Inputs:
            if value is not None:
                inputs = edits.with_player_value(inputs, player_id, value)
            return edits.with_advancement(inputs, player_id, kind, skill, category=category, opened=opened)

        await self._change(click, edit)

    async def _set_skill(self, click: Click) -> None:
        key, _, category = click.arg.partition(".")
        skill = click.field("skill")
        await self._change(click, lambda i, _: edits.with_advancement_choice(i, key, category, skill))

    async def _set_hire(self, click: Click) -> None:
        head, opened = _opened(click.arg)
        side = _side(head)
        number = limits.PLAYER_NUMBER.parse(click.field("number").strip().lstrip("#"))
        typed_profile = click.field("profile").strip()
        if typed_profile:
            profile = parse_profile_line(typed_profile)
        else:  # left empty: his line's in a book roster's team (docs/rules.md R5), else asked
            from rules import positions

            roster = click.view.plan.teams[side].team.roster
            profile = positions.fill(roster, click.field("position"), positions.Typed()).profile
        fee = typed.gold(click.field("fee"), limits.HIRING_FEE)
        await self._change(
            click,
            lambda i, _: edits.with_hire(
                i,
                side,
                number=number,
                name=click.field("name"),
                position=click.field("position"),
                profile=profile,
                fee=fee,
                opened=opened,
            ),
        )

    async def _set_staff(self, click: Click) -> None:
        side = _side(click.arg)

        def count(name: str, quantity: limits.Quantity, default: int | None) -> int | None:
            text = click.field(name).strip()
            return quantity.parse(text) if text else default

        order = edits.StaffOrder(
            rerolls=count("rerolls", limits.REROLLS, 0) or 0,
            reroll_price=typed.gold(click.field("reroll_price"), limits.REROLL_COST) or 0,
            apothecary=click.field("apothecary") or "keep",
            cheerleaders=count("cheerleaders", limits.CHEERLEADERS, None),
            assistant_coaches=count("assistant_coaches", limits.ASSISTANT_COACHES, None),
        )
        await self._change(click, lambda i, _: edits.with_staff(i, side, order))

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


#: One handler per click or menu choice.
CLICKS: dict[Action, Handler] = {
    Action.GO: Screens._go,
    Action.ROLL: Screens._roll,
    Action.HAND: Screens._hand,
    Action.STALL: Screens._stall,
    Action.SCORE: Screens._score,
    Action.ADD: Screens._add,
    Action.SPP: Screens._spp,
    Action.CONFIRM: Screens._confirm,
    Action.CONCEDE: Screens._concede,
    Action.HATRED: Screens._hatred,
    Action.UNADD: Screens._unadd,
    Action.CAUSE: Screens._cause,
    Action.NOMINEES: Screens._nominees,
    Action.ADVANCE: Screens._advance,
    Action.ADVANCE_KIND: Screens._advance_kind,
    Action.ADVANCE_CHOICE: Screens._advance_choice,
    Action.ADVANCE_REMOVE: Screens._advance_remove,
    Action.FIRE: Screens._fire,
    Action.JOURNEYMEN: Screens._journeymen,
    Action.RETIRE: Screens._retire,
    Action.HIRE: Screens._hire,
    Action.STAFF: Screens._staff,
    Action.SWITCH: Screens._switch,
    Action.UNDO: Screens._undo,
}
#: One handler per form.
FORMS: dict[Action, Handler] = {
    Action.HAND_DICE: Screens._hand_dice,
    Action.SET_SCORE: Screens._set_score,
    Action.ADD_CASUALTY: Screens._add_casualty,
    Action.SET_SPP: Screens._set_spp,
    Action.SET_ADVANCE: Screens._set_advance,
    Action.SET_SKILL: Screens._set_skill,
    Action.SET_HIRE: Screens._set_hire,
    Action.SET_STAFF: Screens._set_staff,
}


def _rolled_notice(count: int, lang: str, *, begun: bool = False) -> str:
    """« 2 jets enregistrés. », or, when another click rolled them first, that they were already rolled; dice typed
    that stopped inside a roll (its D6, not yet the D3 it calls for) are said kept, the roll waiting for the rest."""
    said = [tn("pm.notice.rolled", count, lang)] if count else []
    if begun:
        said.append(t("pm.notice.partway", lang))
    return " ".join(said) or t("pm.notice.already_rolled", lang)
