"""``/draft``: a team's Team Draft List (issue 29, drafting_a_blood_bowl_team.md): shown, filled from a CSV,
submitted by its coach, approved or refused by a commissioner.

A team created from a book roster is a draft (:mod:`league.drafts`): its players are hired as any team's (``/player
add``, ``/player import``, ``/draft import``), the 16-player limit holding on each; it starts no match until a
commissioner approves its list, whose leftover budget goes to its Treasury.
"""

from __future__ import annotations

import re
from functools import cached_property
from typing import TYPE_CHECKING, Any, Final

import discord
from discord import app_commands

import league.drafts
import league.roster_csv
import render.draft
import render.league
import render.text
import rules.skills
from cogs.league import decode_csv, held_positions
from cogs.utils.checks import require_commissioner, require_guild
from cogs.utils.errors import UserError, guarded
from cogs.utils.forms import modal_values, open_form
from cogs.utils.interaction import Interaction
from cogs.utils.language import reader_language, server_language
from cogs.utils.league import require_team_editor, resolve_team, team_choices
from cogs.utils.sequence_cog import SequenceButton, SequenceCog, SequenceSelect, driver_of
from cogs.utils.translator import group
from locales import t
from render.postmatch.ids import Action, CustomId, Kind

if TYPE_CHECKING:
    from bot import Arbitre
    from cogs.draft.screens import Screens
    from records.models import Team


async def draft_message(
    interaction: Interaction, repo: league.drafts.DraftRepository, team: Team, title: str
) -> discord.Embed:
    """A team's Team Draft List after a change, titled ``title`` (its catalogue key, the team's name escaped), in
    the league's language: every draft command and the refusal's form post it."""
    lang = await server_language(interaction)
    view = await repo.view(team.guild_id, team)
    return render.draft.draft_embed(view, title=t(title, lang, team=render.text.safe(team.name)), lang=lang)


#: A draft CSV is a few kilobytes, as a roster's.
MAX_CSV_BYTES = 64 * 1024


#: The form a draft is pasted in: its team in its custom id.
DRAFT_FORM: Final = re.compile(r"arb:draftimport:(?P<team>\d+)")


class DraftModal(discord.ui.Modal):
    """The coach (or a commissioner) pastes the Team Draft List: the roster's lines and its staff lines."""

    def __init__(self, team_id: int, reader: str) -> None:
        super().__init__(title=t("draft.modal.title", reader), custom_id=f"arb:draftimport:{team_id}", timeout=30 * 60)
        self.add_item(discord.ui.TextDisplay(t("draft.modal.header", reader)))
        self.csv: discord.ui.TextInput[Any] = discord.ui.TextInput(
            style=discord.TextStyle.paragraph, min_length=1, max_length=4000, custom_id="csv"
        )
        self.add_item(discord.ui.Label(text=t("draft.modal.label", reader), component=self.csv))


async def on_draft_form(interaction: Interaction, found: re.Match[str]) -> None:
    """A pasted draft, read in the submitter's server; the import checks the submitter's rights again."""
    values = modal_values(interaction.data)

    async def typed() -> None:
        team = await interaction.client.teams.require(require_guild(interaction), int(found["team"]))
        await import_draft(interaction, team, str(values.get("csv") or ""), header_optional=True)

    await guarded(interaction, typed())


async def import_draft(interaction: Interaction, team: Team, text: str, *, header_optional: bool = False) -> None:
    """Every line checked (the players' as ``/player import`` checks them, the staff lines' counts), every bad one
    refused privately by its number; then the players hired and the staff set in one batch."""

    await require_team_editor(interaction, team)
    reader = await reader_language(interaction)
    on_roster = await held_positions(interaction, team)
    try:
        players, staff = league.roster_csv.parse_draft(
            text,
            header_optional=header_optional,
            letters=rules.skills.letters_of(reader),
            roster=team.roster,
            on_roster=on_roster,
        )
    except league.roster_csv.RosterCsvError as exc:
        await interaction.response.send_message(
            embed=render.league.import_refused_embed(exc.problems, lang=reader), ephemeral=True
        )
        return
    repo = league.drafts.DraftRepository(interaction.client.db)
    updated, _ = await repo.fill(team.guild_id, interaction.user.id, team.id, players, staff)
    await interaction.response.send_message(embed=await draft_message(interaction, repo, updated, "draft.imported"))


class DraftButton(SequenceButton, kind=Kind.DRAFT):
    """A button of the draft's screens (:mod:`sequences.draft`): ◀ / ▶, Submit, Approve, Refuse. The team, the
    action and the step are in the custom id (``arb:draft:<team>:go:staff``), so it works after a restart; who may
    click is checked at each click (:class:`cogs.draft.screens.Screens`)."""

    cog = "Draft"


class DraftSelect(SequenceSelect, kind=Kind.DRAFT_SELECT):
    """A menu of the draft's screens."""

    cog = "Draft"


#: The form a commissioner says why a list is refused in: its team in its custom id.
REFUSE_FORM: Final = re.compile(r"arb:draftrefuse:(?P<team>\d+)")


class RefuseModal(discord.ui.Modal):
    """Why a submitted list goes back to its coach (« Refuse » on the draft's preview)."""

    def __init__(self, team_id: int, reader: str) -> None:
        super().__init__(title=t("draft.refuse.title", reader), custom_id=f"arb:draftrefuse:{team_id}", timeout=30 * 60)
        self.reason: discord.ui.TextInput[Any] = discord.ui.TextInput(
            style=discord.TextStyle.paragraph, min_length=1, max_length=300, custom_id="reason"
        )
        self.add_item(discord.ui.Label(text=t("draft.reason", reader), component=self.reason))


async def on_refuse_form(interaction: Interaction, found: re.Match[str]) -> None:
    """A refusal's reason, through the draft's driver as its other forms would be (its id keeps the shape the first
    forms carried): a commissioner, checked there."""
    cid = CustomId(Kind.DRAFT, int(found["team"]), Action.DRAFT_REASON, "preview")
    values = modal_values(interaction.data)
    await guarded(interaction, driver_of(interaction, "Draft").submit(interaction, cid, values))


class Draft(SequenceCog["Screens"]):
    """The Team Draft List of the server's teams."""

    draft = group("draft")
    button = DraftButton
    select = DraftSelect
    forms = False  # its refusal's form is REFUSE_FORM (arb:draftrefuse:<team>), as it was

    def driver(self) -> Screens:
        from cogs.draft.screens import Screens  # why: it imports this package's buttons (an import cycle)

        return Screens(self.bot)

    @cached_property
    def repo(self) -> league.drafts.DraftRepository:
        return league.drafts.DraftRepository(self.bot.db)

    @draft.command(name="show")
    @app_commands.autocomplete(team=team_choices)
    async def show(self, interaction: Interaction, team: str) -> None:
        require_guild(interaction)
        chosen = await resolve_team(interaction, team)
        await self.screens.start(interaction, chosen)

    @draft.command(name="import")
    @app_commands.autocomplete(team=team_choices)
    async def import_(self, interaction: Interaction, team: str, file: discord.Attachment | None = None) -> None:
        require_guild(interaction)
        chosen = await resolve_team(interaction, team, editor=True)
        if file is None:  # pasted in a form
            await open_form(interaction, DraftModal(chosen.id, await reader_language(interaction)))
            return
        if file.size > MAX_CSV_BYTES:
            raise UserError("league.error.csv_too_big", size=file.size // 1024, max=MAX_CSV_BYTES // 1024)
        try:
            data = await file.read()
        except discord.HTTPException as exc:
            raise UserError("league.error.csv_unreadable") from exc
        await import_draft(interaction, chosen, decode_csv(data))

    @draft.command(name="submit")
    @app_commands.autocomplete(team=team_choices)
    async def submit(self, interaction: Interaction, team: str) -> None:
        guild_id = require_guild(interaction)
        chosen = await resolve_team(interaction, team, editor=True)
        submitted, _ = await self.repo.submit(guild_id, interaction.user.id, chosen.id)
        embed = await draft_message(interaction, self.repo, submitted, "draft.submitted")
        await interaction.response.send_message(embed=embed)

    @draft.command(name="redraft")
    @app_commands.autocomplete(team=team_choices)
    async def redraft(self, interaction: Interaction, team: str) -> None:
        guild_id = require_guild(interaction)
        chosen = await resolve_team(interaction, team, editor=True)
        redrafted, funds = await self.repo.redraft(guild_id, interaction.user.id, chosen.id)
        lang = await server_language(interaction)
        embed = await draft_message(interaction, self.repo, redrafted, "draft.redrafted")
        embed.description = f"{render.draft.funds_text(funds, lang=lang)}\n{embed.description or ''}"
        await interaction.response.send_message(embed=embed)

    @draft.command(name="approve")
    @app_commands.autocomplete(team=team_choices)
    async def approve(self, interaction: Interaction, team: str) -> None:
        guild_id = await require_commissioner(interaction)
        chosen = await resolve_team(interaction, team)
        approved, _ = await self.repo.approve(guild_id, interaction.user.id, chosen.id)
        embed = await draft_message(interaction, self.repo, approved, "draft.approved")
        await interaction.response.send_message(embed=embed)

    @draft.command(name="refuse")
    @app_commands.autocomplete(team=team_choices)
    async def refuse(self, interaction: Interaction, team: str, reason: app_commands.Range[str, 1, 300]) -> None:
        guild_id = await require_commissioner(interaction)
        chosen = await resolve_team(interaction, team)
        refused = await self.repo.refuse(guild_id, interaction.user.id, chosen.id, reason)
        embed = await draft_message(interaction, self.repo, refused, "draft.refused")
        await interaction.response.send_message(embed=embed)


async def setup(bot: Arbitre) -> None:
    bot.forms.add(DRAFT_FORM, on_draft_form)
    bot.forms.add(REFUSE_FORM, on_refuse_form)
    await Draft.install(bot)
