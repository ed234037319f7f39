"""Teams and rosters: ``/team create|edit|show|list|delete`` and ``/player add|edit|show|list|retire|import``.

Anyone in the server reads; a team's coach edits their own team and roster; a
commissioner does everything (:mod:`cogs.utils.league`). The repositories do
the validation, the transactions and the French refusals; this cog reads the
options, checks who is asking, calls them and shows the result.
"""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING, Any, Final

import discord
from discord import app_commands
from discord.ext import commands

import league.roster_csv
import records.models
import render.league
import render.standings
import render.team_history
import render.text
import rules.positions
import rules.rosters
import rules.skills
from cogs.playoffs import add_honours
from cogs.utils.buttons import StatelessView
from cogs.utils.checks import is_commissioner, require_commissioner, require_guild
from cogs.utils.errors import UserError, guarded
from cogs.utils.forms import modal_values, open_form
from cogs.utils.groups import grouped
from cogs.utils.interaction import HookInteraction, Interaction
from cogs.utils.language import TAG_PATTERN, lang_of, reader_language, server_language, tagged
from cogs.utils.league import (
    any_player_choices,
    player_choices,
    require_player_fields,
    require_team_editor,
    resolve_player_team,
    resolve_team,
    team_choices,
)
from cogs.utils.mentions import command_mentions
from cogs.utils.options import (
    NO_PLAYER_FIELDS,
    NO_TEAM_FIELDS,
    Categories,
    Name,
    Niggling,
    PlayerFields,
    PlayerNumber,
    PlayerValue,
    TeamFields,
)
from cogs.utils.translator import group
from cogs.utils.web import linked, page_url
from locales import t, tn
from rules import limits, typed

if TYPE_CHECKING:
    from bot import Arbitre
    from records.models import Team

#: The commands a team card names (issue 26: by their mention, which each reader's client names in its language).
TEAM_COMMANDS: Final = ("player add", "player import", "player list")
#: How many of a team's last audited changes ``/team show`` lists.
TEAM_HISTORY = 5

#: A roster CSV is a few kilobytes; anything much bigger is not one.
MAX_CSV_BYTES = 64 * 1024


# --- /player list pages ------------------------------------------------------------------------------


class RosterPage(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"arb:roster:(?P<team>\d+):(?P<page>\d+):(?P<all>[01]):(?P<dir>[pn])" + TAG_PATTERN,
):
    """◀ / ▶ under a long ``/player list``: the ids (and the page's language) are in the custom id, so it works
    after a restart."""

    def __init__(
        self, team_id: int, page: int, include_all: bool, direction: str, lang: str, *, disabled: bool = False
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label="◀" if direction == "p" else "▶",
                style=discord.ButtonStyle.secondary,
                custom_id=tagged(f"arb:roster:{team_id}:{page}:{int(include_all)}:{direction}", lang),
                disabled=disabled,
            )
        )
        self.team_id = team_id
        self.page = page
        self.include_all = include_all
        self.lang = lang

    @classmethod
    async def from_custom_id(
        cls, interaction: HookInteraction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> RosterPage:
        return cls(int(match["team"]), int(match["page"]), match["all"] == "1", match["dir"], lang_of(match))

    async def callback(self, interaction: HookInteraction) -> None:
        await guarded(interaction, self._turn(interaction))

    async def _turn(self, interaction: Interaction) -> None:
        team = await interaction.client.teams.require(require_guild(interaction), self.team_id)
        embed, view = await roster_message(interaction, team, self.page, self.include_all, self.lang)
        await interaction.response.edit_message(embed=embed, view=view)


async def roster_message(
    interaction: Interaction, team: Team, page: int, include_all: bool, lang: str
) -> tuple[discord.Embed, discord.ui.View]:
    players = await interaction.client.players.roster(team.guild_id, team.id, include_inactive=include_all)
    texts = render.league.roster_pages(players, team.roster, lang=lang)
    page = max(0, min(page, len(texts) - 1))
    embed = render.league.roster_embed(team, texts[page], page, len(texts), len(players), lang=lang)
    view = StatelessView()
    if len(texts) > 1:
        view.add_item(RosterPage(team.id, page - 1 if page else 0, include_all, "p", lang, disabled=page == 0))
        last = page == len(texts) - 1
        view.add_item(RosterPage(team.id, page + 1, include_all, "n", lang, disabled=last))
    return embed, view


# --- roster import -----------------------------------------------------------------------------------


#: The roster form's custom id: read back by :class:`cogs.utils.forms.Forms`, so that each member's form is answered
#: (two members may open the same team's) and a form opened before a restart still works after it.
ROSTER_FORM = re.compile(r"arb:rosterimport:(?P<team>\d+)")


class EraseTeam(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"arb:teamerase:(?P<team>\d+):(?P<answer>yes|no)" + TAG_PATTERN,
):
    """« Effacer l'équipe » / « Garder » under ``/team delete erase:true``'s private question (as ``/match cancel``'s
    :class:`cogs.matches.CancelMatch`): the custom id carries the team and the answer, so a click after a restart or a
    second click is answered from what is stored now."""

    def __init__(self, team_id: int, answer: str, lang: str) -> None:
        yes = answer == "yes"
        super().__init__(
            discord.ui.Button(
                label=t("league.team.erase.yes" if yes else "league.team.erase.no", lang),
                style=discord.ButtonStyle.danger if yes else discord.ButtonStyle.secondary,
                custom_id=tagged(f"arb:teamerase:{team_id}:{answer}", lang),
            )
        )
        self.team_id, self.answer, self.lang = team_id, answer, lang

    @classmethod
    async def from_custom_id(
        cls, interaction: HookInteraction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> EraseTeam:
        return cls(int(match["team"]), match["answer"], lang_of(match))

    async def callback(self, interaction: HookInteraction) -> None:
        await guarded(interaction, self._answer(interaction))

    async def _answer(self, interaction: Interaction) -> None:
        guild_id = require_guild(interaction)
        await require_commissioner(interaction)
        bot = interaction.client
        team = await bot.teams.get(guild_id, self.team_id)
        if team is None:  # erased by a first click (or not of this server): said privately, nothing changes
            raise UserError("league.team.erase.gone")
        if self.answer == "no":
            kept = t("league.team.erase.kept", self.lang, name=render.text.safe(team.name))
            await interaction.response.edit_message(content=kept, view=None)
            return
        await bot.teams.delete(guild_id, interaction.user.id, team.id)
        done = t("league.team.erase.done", self.lang, name=render.text.safe(team.name))
        await interaction.response.edit_message(content=done, view=None)
        lang = await server_language(interaction)  # the table reads the announcement, as before the question
        await interaction.followup.send(t("league.team.erased", lang, name=render.text.safe(team.name)))


class RosterModal(discord.ui.Modal):
    """The commissioner (or the coach) pastes the roster CSV; :func:`on_roster_form` reads it. ``text``: what was
    pasted before and refused, given back to be corrected (:class:`RosterRetry`)."""

    def __init__(self, team: Team, reader: str, text: str | None = None) -> None:
        super().__init__(
            title=t("league.import.modal.title", reader), custom_id=f"arb:rosterimport:{team.id}", timeout=30 * 60
        )
        self.team_id = team.id
        # the header is said above the field (it stays in sight while pasting); the field shows one line
        header = render.league.csv_header(
            [league.roster_csv.column_term(c) for c in league.roster_csv.COLUMNS], lang=reader
        )
        self.add_item(discord.ui.TextDisplay(t("league.import.modal.header", reader, header=header)))
        self.csv: discord.ui.TextInput[Any] = discord.ui.TextInput(
            style=discord.TextStyle.paragraph,
            placeholder=t("league.import.modal.example", reader),
            min_length=1,
            max_length=4000,
            custom_id="csv",
            default=text or None,
        )
        self.add_item(discord.ui.Label(text=t("league.import.modal.label", reader), component=self.csv))


class RosterRetry(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"arb:rosterretry:(?P<team>\d+)" + TAG_PATTERN
):
    """« Corriger » under a refused pasted roster: the form opens again with what was pasted, read back from the
    refusal itself (its second embed), so nothing is kept in memory and it works after a restart."""

    def __init__(self, team_id: int, lang: str) -> None:
        super().__init__(
            discord.ui.Button(
                label=t("league.import.retry", lang),
                emoji="✏️",
                style=discord.ButtonStyle.primary,
                custom_id=tagged(f"arb:rosterretry:{team_id}", lang),
            )
        )
        self.team_id = team_id

    @classmethod
    async def from_custom_id(
        cls, interaction: HookInteraction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> RosterRetry:
        return cls(int(match["team"]), lang_of(match))

    async def callback(self, interaction: HookInteraction) -> None:
        await guarded(interaction, self._reopen(interaction))

    async def _reopen(self, interaction: Interaction) -> None:
        team = await interaction.client.teams.require(require_guild(interaction), self.team_id)
        await require_team_editor(interaction, team)
        embeds = interaction.message.embeds if interaction.message is not None else []
        text = render.league.pasted_text(embeds[1].description if len(embeds) > 1 else None)
        await open_form(interaction, RosterModal(team, await reader_language(interaction), text))


async def on_roster_form(interaction: Interaction, found: re.Match[str]) -> None:
    """A pasted roster, whoever opened the form and whenever: the team is read in the submitter's server and the
    import checks the submitter's rights again."""
    values = modal_values(interaction.data)

    async def typed() -> None:
        team = await interaction.client.teams.require(require_guild(interaction), int(found["team"]))
        await import_roster(interaction, team, str(values.get("csv") or ""), header_optional=True)

    await guarded(interaction, typed())


def decode_csv(data: bytes) -> str:
    """UTF-8 (with or without BOM), else Windows-1252: what French spreadsheets save."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


async def import_roster(interaction: Interaction, team: Team, text: str, *, header_optional: bool = False) -> None:
    """Every line checked, every bad one reported by number, then all players hired in one transaction.

    Skill names not in the official list are accepted as typed and listed with their closest known name.
    """
    await require_team_editor(interaction, team)
    bot = interaction.client
    on_roster = await held_positions(interaction, team)  # a book roster's limits
    try:
        reader = await reader_language(interaction)  # pasted lines without a header: initials in his language
        letters = rules.skills.letters_of(reader)
        drafts = league.roster_csv.parse_roster(
            text, header_optional=header_optional, letters=letters, roster=team.roster, on_roster=on_roster
        )
    except league.roster_csv.RosterCsvError as exc:  # a private refusal, every line in the reader's language
        if not header_optional:  # a file: the coach still has it
            refused = render.league.import_refused_embed(exc.problems, lang=reader)
            await interaction.response.send_message(embed=refused, ephemeral=True)
            return
        kept = render.league.pasted_embed(text, lang=reader)  # a pasted roster is not lost: « Corriger » gives it back
        refused = render.league.import_refused_embed(exc.problems, lang=reader, room=len(kept))
        view = StatelessView()
        view.add_item(RosterRetry(team.id, reader))
        await interaction.response.send_message(embeds=[refused, kept], view=view, ephemeral=True)
        return
    created = await bot.players.add_many(team.guild_id, interaction.user.id, team.id, drafts)
    lang = await server_language(interaction)
    await interaction.response.send_message(
        embed=render.league.import_done_embed(team, created, records.models.skill_notices(created), lang=lang)
    )


# --- the cog -----------------------------------------------------------------------------------------


class League(commands.Cog):
    team = group("team")
    player = group("player")

    # --- /team ---------------------------------------------------------------------------------------

    @team.command(name="create")
    @grouped
    async def team_create(
        self, interaction: Interaction, name: Name, coach: discord.Member, fields: TeamFields = NO_TEAM_FIELDS
    ) -> None:
        lang = await server_language(interaction)
        guild_id = require_guild(interaction)
        await require_commissioner(interaction)
        given = {"roster": records.models.NO_ROSTER, **fields.columns()}
        drafted = rules.rosters.find(str(given["roster"])) is not None  # a book roster's team drafts its list first
        team = await interaction.client.teams.create(
            guild_id, interaction.user.id, name=name, coach_id=coach.id, draft=drafted, **given
        )

        commands = await command_mentions(interaction, TEAM_COMMANDS, lang)  # each reader's own names for them
        embed = render.league.team_embed(team, [], lang=lang, commands=commands)
        said = t("league.team.created", lang, name=render.text.safe(team.name))
        if drafted:
            budget = (await interaction.client.standings.scoring(guild_id)).draft_budget
            said += "\n" + t("draft.opened", lang, budget=t("league.gold", lang, amount=render.text.gold(budget, lang)))
        await interaction.response.send_message(said, embed=embed)

    @team.command(name="edit")
    @app_commands.autocomplete(name=team_choices)
    @grouped
    async def team_edit(
        self,
        interaction: Interaction,
        name: str,
        new_name: Name | None = None,
        coach: discord.Member | None = None,
        fields: TeamFields = NO_TEAM_FIELDS,
    ) -> None:
        lang = await server_language(interaction)
        guild_id = require_guild(interaction)
        team = await resolve_team(interaction, name, editor=True)
        commissioner = await is_commissioner(interaction)
        if coach is not None and coach.id != team.coach_id and not commissioner:
            raise UserError("league.error.coach_change")
        given: dict[str, Any] = {"name": new_name, "coach_id": coach.id if coach is not None else None}
        changes = {k: v for k, v in given.items() if v is not None} | fields.columns()
        if not changes:
            raise UserError("league.error.nothing_to_change")
        # money and staff: the coach may not
        if not commissioner and set(changes) & set(records.models.COMMISSIONER_FIELDS):
            raise UserError("league.error.money_commissioner", team=team.name)
        bot = interaction.client
        updated = await bot.teams.update(guild_id, interaction.user.id, team.id, **changes)
        players = await bot.players.roster(guild_id, team.id)
        text = t("league.team.updated", lang, name=render.text.safe(updated.name))
        # another book roster brought its price and special rules (docs/rules.md R8)
        if "roster" in changes and rules.rosters.changes_book(team.roster, updated.roster):
            key = (
                "league.team.roster_changed"
                if rules.rosters.find(updated.roster) is not None
                else "league.team.roster_changed.house"
            )
            text += "\n" + t(key, lang, roster=render.text.safe(updated.roster, 80))
        # a post-match in progress counts from the new values
        if set(changes) & set(records.models.COMMISSIONER_FIELDS):
            waiting = await bot.teams.open_postmatch(guild_id, team.id)
            if waiting is not None:
                text += "\n" + t("league.team.postmatch_rereads", lang, match=waiting)
        await interaction.response.send_message(text, embed=render.league.team_embed(updated, players, lang=lang))

    @team.command(name="show")
    @app_commands.autocomplete(name=team_choices)
    async def team_show(self, interaction: Interaction, name: str) -> None:
        lang = await server_language(interaction)
        guild_id = require_guild(interaction)
        team = await resolve_team(interaction, name)
        bot = interaction.client
        players = await bot.players.roster(guild_id, team.id)
        history = await bot.audit.recent(guild_id, "teams", team.id, limit=TEAM_HISTORY)
        value = (await bot.standings.team_values(guild_id, team.id)).get(team.id)
        commands = await command_mentions(interaction, TEAM_COMMANDS, lang)  # each reader's own names for them
        embed = render.league.team_embed(team, players, lang=lang, commands=commands)
        embed = render.team_history.add_history(
            render.standings.add_team_value(embed, value, lang=lang), history, lang=lang
        )
        await add_honours(embed, bot.db, guild_id, team.id, lang=lang)
        await interaction.response.send_message(embed=await linked(embed, interaction, f"team/{team.id}"))

    @team.command(name="list")
    async def team_list(
        self, interaction: Interaction, coach: discord.Member | None = None, archived: bool = False
    ) -> None:
        lang = await server_language(interaction)
        guild_id = require_guild(interaction)
        bot = interaction.client
        teams = await bot.teams.list(guild_id, coach_id=coach.id if coach else None, include_archived=archived)
        if archived:
            teams = [team for team in teams if team.archived]
        counts = {team.id: len(await bot.players.roster(guild_id, team.id)) for team in teams}
        await interaction.response.send_message(
            embed=render.league.team_list_embed(teams, counts, archived=archived, lang=lang)
        )

    @team.command(name="delete")
    @app_commands.autocomplete(name=team_choices)
    async def team_delete(self, interaction: Interaction, name: str, erase: bool = False) -> None:
        lang = await server_language(interaction)
        guild_id = require_guild(interaction)
        await require_commissioner(interaction)
        team = await resolve_team(interaction, name)
        teams = interaction.client.teams
        if erase:  # final: asked first, privately, as /match cancel does
            await teams.check_delete(guild_id, team)
            reader = await reader_language(interaction)
            players = len(await interaction.client.players.roster(guild_id, team.id))
            question = t(
                "league.team.erase.ask",
                reader,
                name=render.text.safe(team.name),
                players=tn("count.players", players, reader),
            )
            view = StatelessView()
            for answer in ("yes", "no"):
                view.add_item(EraseTeam(team.id, answer, reader))
            await interaction.response.send_message(question, view=view, ephemeral=True)
            return
        if team.archived:
            text = t("league.team.already_archived", lang, name=render.text.safe(team.name))
        else:
            await teams.archive(guild_id, interaction.user.id, team.id)
            text = t("league.team.archived_done", lang, name=render.text.safe(team.name))
        await interaction.response.send_message(text)

    # --- /player -------------------------------------------------------------------------------------

    @player.command(name="add")
    @app_commands.autocomplete(team=team_choices)
    @grouped
    async def player_add(
        self,
        interaction: Interaction,
        team: str,
        number: PlayerNumber,
        name: Name,
        position: Name,
        sheet: PlayerFields = NO_PLAYER_FIELDS,
        value: PlayerValue | None = None,
        journeyman: bool = False,
        primary: Categories | None = None,
        secondary: Categories | None = None,
    ) -> None:
        lang = await server_language(interaction)
        guild_id = require_guild(interaction)
        chosen = await resolve_team(interaction, team, editor=True)
        given = dataclasses.replace(
            sheet.typed(),
            primary=await _categories(interaction, primary),
            secondary=await _categories(interaction, secondary),
            value=typed.gold_option(value, limits.PLAYER_VALUE),
        )
        bot = interaction.client
        on_roster = await held_positions(interaction, chosen)
        # the book's line fills what is not typed
        line = rules.positions.hire(chosen.roster, position, given, on_roster, journeyman=journeyman)
        draft = records.models.PlayerDraft.hired(number, name, position, line, journeyman=journeyman)
        hired = await bot.players.create(guild_id, interaction.user.id, chosen.id, draft)
        notices = records.models.skill_notices([hired])
        await interaction.response.send_message(
            embed=render.league.player_saved_embed(hired, chosen, created=True, notices=notices, filled=line, lang=lang)
        )

    @player.command(name="edit")
    @app_commands.autocomplete(player=player_choices)
    @grouped
    async def player_edit(
        self,
        interaction: Interaction,
        player: str,
        number: PlayerNumber | None = None,
        name: Name | None = None,
        position: Name | None = None,
        sheet: PlayerFields = NO_PLAYER_FIELDS,
        spp: app_commands.Range[int, 0, 1000] | None = None,
        niggling: Niggling | None = None,
        miss_next_game: bool | None = None,
        value: PlayerValue | None = None,
        journeyman: bool | None = None,
        temporarily_retired: bool | None = None,
        primary: Categories | None = None,
        secondary: Categories | None = None,
    ) -> None:
        lang = await server_language(interaction)
        guild_id = require_guild(interaction)
        current, team = await resolve_player_team(interaction, player, editor=True)
        changes: dict[str, Any] = {
            k: v
            for k, v in {
                "number": number,
                "name": name,
                "position": position,
                "spp": spp,
                "niggling": niggling,
                "miss_next_game": miss_next_game,
                "value": typed.gold_option(value, limits.PLAYER_VALUE),
                "journeyman": journeyman,
                "temporarily_retired": temporarily_retired,
            }.items()
            if v is not None
        }
        changes.update(sheet.lists())
        for field, text in (("primary", primary), ("secondary", secondary)):
            if text is not None:
                changes[field] = await _categories(interaction, text)
        profile = sheet.over(current.profile)
        if profile != current.profile:
            changes["profile"] = profile
        await require_player_fields(interaction, current, team, changes)
        if not changes:
            raise UserError("league.error.nothing_to_change")
        if {"position", "journeyman"} & set(changes):  # a book roster's limits (docs/rules.md R4)
            line = rules.positions.line_of(team.roster, changes.get("position", ""))[1]
            if line is not None:  # stored as the book's line, as /player add does
                changes["position"] = line.key
            after = (changes.get("position", current.position), changes.get("journeyman", current.journeyman))
            mates = await held_positions(interaction, team, but=current.id)
            rules.positions.check_edit(team.roster, (current.position, current.journeyman), after, mates)
        updated = await interaction.client.players.update(guild_id, interaction.user.id, current.id, **changes)
        notices = records.models.skill_notices([updated]) if "skills" in changes else ()
        await interaction.response.send_message(
            embed=render.league.player_saved_embed(updated, team, created=False, notices=notices, lang=lang)
        )

    @player.command(name="show")
    @app_commands.autocomplete(player=any_player_choices)
    async def player_show(self, interaction: Interaction, player: str) -> None:
        lang = await server_language(interaction)
        guild_id = require_guild(interaction)
        found, team = await resolve_player_team(interaction, player)
        suffered, caused = await interaction.client.stats.casualties_for_player(guild_id, found.id)
        pages = await page_url(interaction)  # the league's page, when it has one: his team's name links to its page
        embed = render.league.player_embed(found, team, suffered, caused, lang=lang, pages=pages)
        if pages is not None:
            embed.url = f"{pages}player/{found.id}"
        await interaction.response.send_message(embed=embed)

    @player.command(name="list")
    @app_commands.autocomplete(team=team_choices)
    async def player_list(self, interaction: Interaction, team: str, former: bool = False) -> None:
        lang = await server_language(interaction)
        require_guild(interaction)
        chosen = await resolve_team(interaction, team)
        embed, view = await roster_message(interaction, chosen, 0, former, lang)
        await interaction.response.send_message(embed=embed, view=view)

    @player.command(name="retire")
    @app_commands.autocomplete(player=player_choices)
    async def player_retire(self, interaction: Interaction, player: str, erase: bool = False) -> None:
        lang = await server_language(interaction)
        guild_id = require_guild(interaction)
        found, team = await resolve_player_team(interaction, player, editor=True)
        bot = interaction.client
        label = render.text.safe(found.label(team.name))
        if erase:
            await bot.players.delete(guild_id, interaction.user.id, found.id)
            text = t("league.player.erased", lang, player=label)
        elif not found.active:
            raise UserError("league.error.player_gone", player=found.label(team.name))  # said() makes it harmless
        else:
            await bot.players.update(guild_id, interaction.user.id, found.id, status="retired")
            text = t("league.player.retired", lang, player=label)
        await interaction.response.send_message(text)

    @player.command(name="import")
    @app_commands.autocomplete(team=team_choices)
    async def player_import(self, interaction: Interaction, team: str, file: discord.Attachment | None = None) -> None:
        require_guild(interaction)
        chosen = await resolve_team(interaction, team, editor=True)
        if file is None:
            await open_form(interaction, RosterModal(chosen, await reader_language(interaction)))
            return
        if file.size > MAX_CSV_BYTES:
            raise UserError("league.error.csv_too_big", size=file.size // 1024, max=MAX_CSV_BYTES // 1024)
        try:
            data = await file.read()
        except discord.HTTPException as exc:
            raise UserError("league.error.csv_unreadable") from exc
        await import_roster(interaction, chosen, decode_csv(data))


async def held_positions(interaction: Interaction, team: Team, *, but: int | None = None) -> list[str]:
    """The positions of ``team``'s active players, Journeymen left out (and player ``but``): what a book roster's
    limits count (:mod:`rules.positions`)."""
    players = await interaction.client.players.roster(team.guild_id, team.id)
    return [p.position for p in players if not p.journeyman and p.id != but]


async def _categories(interaction: Interaction, text: str | None) -> tuple[str, ...] | None:
    """Skill categories typed in an option (« G F », « Générale, Force »; « - » for none): initials in the
    reader's language, French F = Force and S = Scélérate, English S = Strength and D = Devious."""
    if text is None:
        return None
    reader = await reader_language(interaction)
    return rules.skills.parse_categories(text, letters=rules.skills.letters_of(reader))


async def setup(bot: Arbitre) -> None:
    bot.add_dynamic_items(RosterPage, EraseTeam, RosterRetry)
    bot.forms.add(ROSTER_FORM, on_roster_form)
    await bot.add_cog(League())
