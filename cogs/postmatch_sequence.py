"""``/postmatch`` and ``/season``: the guided post-match sequence and the season end, for commissioners.

Thin on purpose: each click or form reads the sequence through
``league.postmatch``, changes its inputs with a ``rules.sequence`` function and
shows ``render.postmatch``'s screen. Buttons and menus are DynamicItems whose
custom ids carry the sequence id, and forms are read by custom id in
:meth:`Sequences.on_interaction`, so everything keeps working after a restart.
"""

from __future__ import annotations

import contextlib
import logging
import re
from collections.abc import Callable, Iterator
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs.utils.checks import is_commissioner, require_guild
from cogs.utils.errors import ArbitreView, UserError, guarded
from cogs.utils.forms import form_match, modal_values
from cogs.utils.rolling import bot_of
from league.models import LeagueError, search_key
from league.postmatch import PlanChanged, PostmatchRepository, SeasonRepository, SequenceView
from locales import t
from render import postmatch as screens
from render.embeds import message_embed
from render.text import safe
from rules import sequence as seq
from rules.sequence import Inputs, Plan

log = logging.getLogger("arbitre.postmatch")

_ARG = r"(?::(?P<arg>[\w.\-]+))?"
BUTTON_TEMPLATE = r"arb:pm:(?P<id>\d+):(?P<action>[a-z]+)" + _ARG
SELECT_TEMPLATE = r"arb:pmsel:(?P<id>\d+):(?P<action>[a-z]+)" + _ARG
SEASON_TEMPLATE = r"arb:season:(?P<id>\d+):(?P<action>[a-z]+)" + _ARG
MODAL = re.compile(BUTTON_TEMPLATE)


@contextlib.contextmanager
def user_errors() -> Iterator[None]:
    """Storage and sequence refusals (French) become ephemeral replies."""
    try:
        yield
    except (LeagueError, seq.SequenceError) as exc:
        raise UserError(safe(str(exc), 1800)) from exc


def _cog(interaction: discord.Interaction[Any]) -> Sequences:
    cog = bot_of(interaction).get_cog("Sequences")
    assert isinstance(cog, Sequences)
    return cog


class PmButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=BUTTON_TEMPLATE):
    def __init__(self, ident: int, action: str, spec: screens.ButtonSpec | None = None, row: int | None = None) -> None:
        button: discord.ui.Button[Any] = discord.ui.Button(custom_id=screens.custom_id("pm", ident, action))
        if spec is not None:
            button.label, button.style, button.disabled, button.emoji = (
                spec.label,
                getattr(discord.ButtonStyle, spec.style),
                spec.disabled,
                spec.emoji,
            )
        super().__init__(button, row=row)
        self.ident, self.action = ident, action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Button[Any], match: re.Match[str]
    ) -> PmButton:
        action = match["action"] + (f":{match['arg']}" if match["arg"] else "")
        return cls(int(match["id"]), action)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await guarded(interaction, _cog(interaction).act(interaction, self.ident, self.action, []))


class PmSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=SELECT_TEMPLATE):
    def __init__(self, ident: int, action: str, spec: screens.SelectSpec | None = None, row: int | None = None) -> None:
        select: discord.ui.Select[Any] = discord.ui.Select(custom_id=screens.custom_id("pmsel", ident, action))
        if spec is not None:
            select.placeholder = spec.placeholder[:150]
            select.min_values, select.max_values = spec.min_values, spec.max_values
            select.options = [
                discord.SelectOption(label=o.label, value=o.value, description=o.description, default=o.default)
                for o in spec.options
            ]
        super().__init__(select, row=row)
        self.ident, self.action = ident, action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Select[Any], match: re.Match[str]
    ) -> PmSelect:
        action = match["action"] + (f":{match['arg']}" if match["arg"] else "")
        return cls(int(match["id"]), action)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        values = list(self.item.values)
        await guarded(interaction, _cog(interaction).act(interaction, self.ident, self.action, values))


class SeasonButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=SEASON_TEMPLATE):
    def __init__(self, ident: int, action: str, spec: screens.ButtonSpec | None = None) -> None:
        button: discord.ui.Button[Any] = discord.ui.Button(custom_id=screens.custom_id("season", ident, action))
        if spec is not None:
            button.label, button.style, button.emoji = spec.label, getattr(discord.ButtonStyle, spec.style), spec.emoji
        super().__init__(button)
        self.ident, self.action = ident, action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Button[Any], match: re.Match[str]
    ) -> SeasonButton:
        return cls(int(match["id"]), match["action"] + (f":{match['arg']}" if match["arg"] else ""))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await guarded(interaction, _cog(interaction).season_confirm(interaction, self.ident, self.action))


def items_of(screen: screens.Screen, ident: int) -> discord.ui.View | None:
    """The persistent items of a screen (``None`` when it has none)."""
    if not screen.rows:
        return None
    view = ArbitreView(timeout=None)
    for index, row in enumerate(screen.rows):
        if isinstance(row, screens.SelectSpec):
            view.add_item(PmSelect(ident, row.action, row, row=index))
        else:
            for spec in row:
                view.add_item(PmButton(ident, spec.action, spec, row=index))
    return view


def _one(values: Any) -> str:
    if isinstance(values, list):
        return str(values[0]) if values else ""
    return str(values or "")


def _players_by_number(plan: Plan, side: str, numbers: list[int]) -> list[int]:
    team = plan.teams[side]  # type: ignore[index]
    by_number = {pp.before.number: pid for pid, pp in plan.players.items() if pp.before.team_id == team.team.id}
    out = []
    for number in numbers:
        if number not in by_number:
            raise UserError(t("pm.error.unknown_number", number=number, team=safe(team.team.name, 60)))
        out.append(by_number[number])
    return out


def _score(text: str) -> int:
    if not text.strip().isdecimal():
        raise UserError(t("ui.error.bad_option", value=safe(text, 20)))
    return int(text.strip())


class Sequences(commands.Cog):
    """The post-match sequence and the season end."""

    postmatch = app_commands.Group(name="postmatch", description="Guided post-match sequence (commissioners)")
    season = app_commands.Group(name="season", description="League season (commissioners)")

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self._sequences: PostmatchRepository | None = None
        self._seasons: SeasonRepository | None = None

    @property
    def sequences(self) -> PostmatchRepository:
        """Made on first use: the database is open by then (not when the command tree is only inspected)."""
        if self._sequences is None:
            self._sequences = PostmatchRepository(self.bot.db)  # type: ignore[attr-defined]
        return self._sequences

    @property
    def seasons(self) -> SeasonRepository:
        if self._seasons is None:
            self._seasons = SeasonRepository(self.bot.db)  # type: ignore[attr-defined]
        return self._seasons

    # --- shared ---------------------------------------------------------------------------------------

    async def _commissioner(self, interaction: discord.Interaction[Any]) -> tuple[int, bool]:
        guild_id = require_guild(interaction)
        settings = await bot_of(interaction).settings_repo.get(guild_id)
        return guild_id, is_commissioner(interaction, settings)

    async def _require_commissioner(self, interaction: discord.Interaction[Any]) -> int:
        guild_id, allowed = await self._commissioner(interaction)
        if not allowed:
            raise UserError(t("pm.error.forbidden"))
        return guild_id

    async def _show(self, interaction: discord.Interaction[Any], view: SequenceView, notice: str | None = None) -> None:
        screen = screens.sequence_screen(view, notice=notice)
        await interaction.response.edit_message(embed=screen.embed, view=items_of(screen, view.state.id))

    async def _change(
        self, interaction: discord.Interaction[Any], ident: int, edit: Callable[[Inputs, Plan], Inputs]
    ) -> None:
        guild_id = interaction.guild_id or 0
        with user_errors():
            view = await self.sequences.change(guild_id, ident, edit)
        await self._show(interaction, view)

    # --- buttons and menus ------------------------------------------------------------------------------

    async def act(self, interaction: discord.Interaction[Any], ident: int, action: str, values: list[str]) -> None:
        """One click or choice on a sequence message."""
        name, _, arg = action.partition(":")
        guild_id, commissioner = await self._commissioner(interaction)
        with user_errors():
            view = await self.sequences.load(guild_id, ident)
        if not commissioner and not (name == "hatred" and self._is_victim_coach(view, arg, interaction.user.id)):
            raise UserError(t("pm.error.hatred_forbidden") if name == "hatred" else t("pm.error.forbidden"))
        plan = view.plan
        if name == "go":
            with user_errors():
                view = await self.sequences.go(guild_id, ident, arg)
            await self._show(interaction, view)
        elif name == "roll":
            with user_errors():
                outcome = await self.sequences.roll(
                    guild_id, interaction.user.id, ident, arg, channel_id=interaction.channel_id
                )
            await self._show(interaction, outcome.view, t("pm.notice.rolled", count=len(outcome.rolled)))
        elif name == "hand":
            if not plan.pending_for(arg):
                raise UserError(t("pm.error.no_slot"))
            await interaction.response.send_modal(screens.hand_modal(view, arg))
        elif name == "stall":
            await self._change(interaction, ident, lambda i, _: seq.with_stall_toggled(i, arg))
        elif name == "score":
            await interaction.response.send_modal(screens.score_modal(view))
        elif name == "add":
            await interaction.response.send_modal(screens.added_casualty_modal(view, arg))
        elif name == "spp":
            await interaction.response.send_modal(screens.spp_modal(view, arg))
        elif name == "confirm":
            await self._confirm(interaction, ident, arg)
        elif name == "concede":
            await self._change(interaction, ident, lambda i, _: seq.with_concession(i, _one(values)))
        elif name == "hatred":
            cp = next((c for c in plan.casualties if c.key == arg), None)
            index = _one(values)
            if cp is None or not index.isdecimal() or int(index) >= len(cp.candidates):
                raise UserError(t("pm.error.stale"))
            keyword = cp.candidates[int(index)]
            await self._change(interaction, ident, lambda i, _: seq.with_hatred(i, arg, keyword))
        elif name == "unadd":
            await self._change(interaction, ident, lambda i, _: seq.without_added_casualty(i, _one(values)))
        elif name == "nominees":
            ids = [int(v) for v in values if v.isdecimal()]
            await self._change(interaction, ident, lambda i, _: seq.with_nominees(i, arg, ids))
        elif name == "adv":
            player = plan.player(int(_one(values) or 0))
            if player is None:
                raise UserError(t("pm.error.stale"))
            await interaction.response.send_modal(screens.advancement_modal(view, player))
        elif name == "advchoice":
            player = plan.player(int(arg or 0))
            choice = _one(values)
            if player is None:
                raise UserError(t("pm.error.stale"))
            if choice in seq.SKILL_CATEGORIES:
                await interaction.response.send_modal(screens.skill_modal(view, player, choice))
            else:
                await self._change(interaction, ident, lambda i, _: seq.with_advancement_choice(i, player.id, choice))
        else:
            raise UserError(t("ui.error.unknown_command"))

    @staticmethod
    def _is_victim_coach(view: SequenceView, key: str, user_id: int) -> bool:
        """The injured player's coach picks X of Haine (X)."""
        cp = next((c for c in view.plan.casualties if c.key == key), None)
        if cp is None or cp.victim is None:
            return False
        return any(tp.team.id == cp.victim.team_id and tp.team.coach_id == user_id for tp in view.plan.teams.values())

    async def _confirm(self, interaction: discord.Interaction[Any], ident: int, digest: str) -> None:
        guild_id = interaction.guild_id or 0
        try:
            view = await self.sequences.apply(guild_id, interaction.user.id, ident, digest)
        except PlanChanged as exc:
            fresh = await self.sequences.load(guild_id, ident)
            await self._show(interaction, fresh, notice=str(exc))
            return
        except LeagueError as exc:
            raise UserError(safe(str(exc), 1800)) from exc
        applied = screens.summary_embed(view, title=t("pm.applied.title"))
        applied.add_field(
            name="\u200b",
            value=t("pm.applied.by", name=safe(interaction.user.display_name, 80), match=view.match.id),
            inline=False,
        )
        await interaction.response.edit_message(embed=applied, view=None)
        await self._post_summary(interaction, screens.summary_embed(view))

    async def _post_summary(self, interaction: discord.Interaction[Any], embed: discord.Embed) -> None:
        """The summary goes to the league channel of ``/settings``; else here, saying so."""
        settings = await bot_of(interaction).settings_repo.get(interaction.guild_id or 0)
        note = t("pm.applied.here")
        if settings.league_channel_id is not None:
            try:
                channel = self.bot.get_channel(settings.league_channel_id) or await self.bot.fetch_channel(
                    settings.league_channel_id
                )
                await channel.send(embed=embed)  # type: ignore[union-attr]
            except (discord.HTTPException, AttributeError):
                log.warning("salon de ligue %s inaccessible", settings.league_channel_id, exc_info=True)
                note = t("pm.applied.post_failed")
            else:
                text = t("pm.applied.posted", channel=f"<#{settings.league_channel_id}>")
                await interaction.followup.send(text, ephemeral=True)
                return
        await interaction.followup.send(note, embed=embed)

    # --- forms ------------------------------------------------------------------------------------------

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        """Forms of the sequence, read by custom id (no modal object needs to survive a restart)."""
        found = form_match(interaction, MODAL)
        if found is None:
            return
        values = modal_values(interaction.data)  # type: ignore[arg-type]
        await guarded(interaction, self.submit(interaction, int(found["id"]), found["action"], found["arg"], values))

    async def submit(
        self, interaction: discord.Interaction[Any], ident: int, action: str, arg: str | None, values: dict[str, Any]
    ) -> None:
        guild_id = await self._require_commissioner(interaction)
        arg = arg or ""
        with user_errors():
            view = await self.sequences.load(guild_id, ident)
        plan = view.plan
        if action == "handdice":
            with user_errors():
                dice = seq.parse_hand_dice(_one(values.get("dice")))
                outcome = await self.sequences.roll(
                    guild_id, interaction.user.id, ident, arg, hand=dice, channel_id=interaction.channel_id
                )
            notice = t("pm.notice.rolled", count=len(outcome.rolled))
            if outcome.unused:
                notice += " " + t("pm.notice.unused", values=" ".join(map(str, outcome.unused)))
            await self._show(interaction, outcome.view, notice)
        elif action == "setscore":
            home, away = _score(_one(values.get("home"))), _score(_one(values.get("away")))
            await self._change(interaction, ident, lambda i, _: seq.with_score(i, home, away))
        elif action == "addcas":
            causer = _one(values.get("causer"))
            outcome_value = _one(values.get("outcome"))
            victim = int(_one(values.get("victim")) or 0)
            if plan.player(victim) is None or (causer.isdecimal() and plan.player(int(causer)) is None):
                raise UserError(t("pm.error.stale"))
            await self._change(
                interaction,
                ident,
                lambda i, _: seq.with_added_casualty(
                    i,
                    victim_id=victim,
                    cause=_one(values.get("cause")),
                    outcome=None if outcome_value == "roll" else outcome_value,
                    caused_by_id=int(causer) if causer.isdecimal() else None,
                ),
            )
        elif action == "setspp":
            with user_errors():
                lists = {
                    k: seq.parse_numbers(_one(values.get(k))) for k in ("touchdowns", "completions", "interceptions")
                }
            ids = {k: _players_by_number(plan, arg, v) for k, v in lists.items()}
            mine = [pid for pid, pp in plan.players.items() if pp.before.team_id == plan.teams[arg].team.id]  # type: ignore[index]
            await self._change(interaction, ident, lambda i, _: seq.with_spp_events(i, arg, mine, **ids))
        elif action == "setadv":
            kind = _one(values.get("kind"))
            skill = _one(values.get("skill"))
            await self._change(
                interaction,
                ident,
                lambda i, _: seq.with_advancement(i, int(arg), None if kind == "none" else kind, skill),
            )
        elif action == "setskill":
            player_id, _, category = arg.partition(".")
            skill = _one(values.get("skill"))
            await self._change(
                interaction, ident, lambda i, _: seq.with_advancement_choice(i, int(player_id), category, skill)
            )
        else:
            raise UserError(t("ui.error.unknown_command"))

    # --- slash commands ---------------------------------------------------------------------------------

    async def _match_choices(
        self, interaction: discord.Interaction[Any], current: str, *, applied: bool
    ) -> list[app_commands.Choice[str]]:
        try:
            if interaction.guild_id is None:
                return []
            wanted = search_key(current or "")
            out = []
            for match, home, away in await self.sequences.matches(interaction.guild_id, applied=applied, limit=100):
                name = f"n° {match.id} · {home} {match.home_score} – {match.away_score} {away}"
                if wanted in search_key(name):
                    out.append(app_commands.Choice(name=name[:100], value=str(match.id)))
            return out[:25]
        except Exception:  # an autocomplete must answer, even empty
            log.exception("autocomplete des matchs d'après-match")
            return []

    async def finished_matches(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await self._match_choices(interaction, current, applied=False)

    async def applied_matches(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await self._match_choices(interaction, current, applied=True)

    @staticmethod
    def _match_id(value: str) -> int:
        digits = re.search(r"\d+", value or "")
        if digits is None or len(digits.group()) > 18:  # beyond SQLite's integers: no such match
            raise UserError(t("pm.error.bad_match"))
        return int(digits.group())

    @postmatch.command(name="start", description="Open (or resume) the post-match sequence of a finished match")
    @app_commands.autocomplete(match=finished_matches)
    async def start(self, interaction: discord.Interaction[Any], match: str) -> None:
        guild_id = await self._require_commissioner(interaction)
        settings = await bot_of(interaction).settings_repo.get(guild_id)
        with user_errors():
            view, created = await self.sequences.start(
                guild_id,
                interaction.user.id,
                self._match_id(match),
                ruleset=settings.ruleset_key,
                channel_id=interaction.channel_id,
            )
        notice = t("pm.started", match=view.match.id) if created else t("pm.resumed")
        screen = screens.sequence_screen(view, notice=notice)
        items = items_of(screen, view.state.id)
        if items is None:
            await interaction.response.send_message(embed=screen.embed)
        else:
            await interaction.response.send_message(embed=screen.embed, view=items)

    @postmatch.command(name="undo", description="Undo an applied post-match: teams and players as they were")
    @app_commands.autocomplete(match=applied_matches)
    async def undo(self, interaction: discord.Interaction[Any], match: str) -> None:
        guild_id = await self._require_commissioner(interaction)
        match_id = self._match_id(match)
        with user_errors():
            reverted = await self.sequences.undo(guild_id, interaction.user.id, match_id)
        text = t("pm.undone", match=match_id, batch=reverted.id)
        await interaction.response.send_message(embed=message_embed(t("pm.step.preview"), text))

    @season.command(name="end", description="Season end: RPM cleared, niggling injuries and gained Hatreds rolled")
    async def season_end(self, interaction: discord.Interaction[Any], dice: str | None = None) -> None:
        guild_id = await self._require_commissioner(interaction)
        settings = await bot_of(interaction).settings_repo.get(guild_id)
        with user_errors():
            hand = seq.parse_hand_dice(dice) if dice and dice.strip() else None
            view = await self.seasons.prepare(
                guild_id,
                interaction.user.id,
                ruleset=settings.ruleset_key,
                hand=hand,
                channel_id=interaction.channel_id,
            )
        screen = screens.season_screen(view)
        if not screen.rows:
            await interaction.response.send_message(embed=screen.embed)
            return
        items = ArbitreView(timeout=None)
        for spec in screen.rows[0]:  # type: ignore[union-attr]
            items.add_item(SeasonButton(view.state.id, spec.action, spec))  # type: ignore[union-attr]
        await interaction.response.send_message(embed=screen.embed, view=items)

    async def season_confirm(self, interaction: discord.Interaction[Any], ident: int, action: str) -> None:
        guild_id = await self._require_commissioner(interaction)
        name, _, digest = action.partition(":")
        if name != "confirm":
            raise UserError(t("ui.error.unknown_command"))
        with user_errors():
            view = await self.seasons.apply(guild_id, interaction.user.id, ident, digest)
        screen = screens.season_screen(view)
        screen.embed.add_field(
            name="\u200b",
            value=t("season.applied", name=safe(interaction.user.display_name, 80), batch=view.state.applied_batch_id),
            inline=False,
        )
        await interaction.response.edit_message(embed=screen.embed, view=None)

    @season.command(name="undo", description="Undo the last season end applied")
    async def season_undo(self, interaction: discord.Interaction[Any]) -> None:
        guild_id = await self._require_commissioner(interaction)
        with user_errors():
            reverted = await self.seasons.undo(guild_id, interaction.user.id)
        await interaction.response.send_message(
            embed=message_embed(t("season.title"), t("season.undone", batch=reverted.id))
        )


async def setup(bot: commands.Bot) -> None:
    bot.add_dynamic_items(PmButton, PmSelect, SeasonButton)
    await bot.add_cog(Sequences(bot))
