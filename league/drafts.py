"""A team's Team Draft List (issue 29, drafting_a_blood_bowl_team.md « TEAM DRAFT LIST »), stored on the team.

A team created from a book roster is a draft: its players are hired as any team's are (the draft screen's pick,
``/player add``, ``/player import``, ``/draft import``: the 16-player limit holds on each), its staff and Dedicated
Fans written on the team. Its coach submits it, a commissioner approves it (what the budget leaves goes to the
Treasury) or refuses it with a reason; only an approved team starts a match. Every write is one audited batch on
``teams`` (and ``players`` for an import), undone like any other. The budget is the season's
(``league_scoring.draft_budget``, 1,000,000 gp by default) unless the team has its own (a re-draft's Raise Funds).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any, Final

from league import audit
from league.audit import Batch
from league.db import Database
from league.players import PlayerRepository, player_from_row
from league.standings import StandingsRepository
from league.teams import require_team, team_columns, team_from_row
from records.drafts import DraftView
from records.models import ConflictError, Player, PlayerDraft, Team, clean_text
from rules import rosters
from rules.draft import (
    DraftCost,
    DraftList,
    RedraftBudget,
    book_roster,
    check_draft,
    draft_cost,
    draft_of,
    redraft_budget,
    rehire_cost,
)
from rules.errors import DomainError
from rules.positions import Typed, hire

#: The staff lines a draft sets on its team (the team's columns of the same name).
STAFF: Final = ("rerolls", "apothecary", "assistant_coaches", "cheerleaders", "dedicated_fans")
#: What a coach may still change: a draft being chosen, or one refused and to be fixed.
EDITABLE: Final = ("draft", "refused")
#: A refusal's reason: one Discord line or two.
MAX_REASON: Final = 300


def team_draft(team: Team, players: Sequence[Player], *, trophy: bool = False) -> DraftList:
    """The Team Draft List ``team`` stands at: its players' positions (Journeymen aside, and during a re-draft the
    Temporarily Retired not re-hired: :func:`not_rehired`) and its staff; ``trophy``: it holds the League Trophy,
    whose Team Re-roll is free (never bought in a re-draft)."""
    resting = {p.id for p in not_rehired(team, players)}
    players = [p for p in players if p.id not in resting]
    listed = draft_of(
        team.roster,
        [p.position for p in players if not p.journeyman],
        rerolls=team.rerolls,
        apothecary=team.apothecary,
        assistant_coaches=team.assistant_coaches,
        cheerleaders=team.cheerleaders,
        dedicated_fans=team.dedicated_fans,
    )
    kept = dict(team.draft_rehired)
    rehired: dict[str, tuple[int, ...]] = {}
    book = book_roster(team.roster)
    for player in players:
        if player.id in kept and not player.journeyman:
            line = book.position(player.position)
            if line is not None:
                rehired[line.key] = (*rehired.get(line.key, ()), kept[player.id])
    return replace(listed, free_rerolls=int(trophy and team.rerolls > 0), rehired=rehired)


def redrafting(team: Team) -> bool:
    """Whether ``team`` is re-drafting: its re-draft made, its list not approved yet."""
    return team.redrafted_season is not None and team.draft_status != "approved"


def not_rehired(team: Team, players: Sequence[Player]) -> list[Player]:
    """During a re-draft, the Temporarily Retired players not re-hired (league_play.md « RE-DRAFT TEAM »): off the
    list until a commissioner takes one out of Temporary Retirement; those left retire when the list is approved."""
    if not redrafting(team):
        return []
    return [p for p in players if p.temporarily_retired and not p.journeyman and p.active]


_TROPHY_SQL: Final = "SELECT 1 FROM playoffs WHERE guild_id = ? AND trophy_reroll = 1 AND first_team_id = ?"


def _require_status(team: Team, allowed: Sequence[str]) -> None:
    if team.draft_status not in allowed:
        raise ConflictError(f"error.draft.status.{team.draft_status}", team=team.name)


class DraftRepository:
    """The drafts of a server's teams: read, filled, submitted, approved or refused."""

    def __init__(self, db: Database) -> None:
        self._db = db
        self._players = PlayerRepository(db)
        self._standings = StandingsRepository(db)

    async def budget(self, guild_id: int, team: Team) -> int:
        """The team's own budget (a re-draft), else the current season's draft budget."""
        if team.draft_budget is not None:
            return team.draft_budget
        return (await self._standings.scoring(guild_id)).draft_budget

    async def view(self, guild_id: int, team: Team) -> DraftView:
        """``team``'s draft and its cost, or the first limit it breaks (said, not raised: it is being chosen)."""
        players = tuple(await self._players.roster(guild_id, team.id))
        budget = await self.budget(guild_id, team)
        draft: DraftList | None = None
        cost: DraftCost | None = None
        running: DraftCost | None = None
        problem: DomainError | None = None
        trophy = await self._db.fetchone(_TROPHY_SQL, (guild_id, team.id)) is not None
        try:
            draft = team_draft(team, players, trophy=trophy)
            running = draft_cost(draft, budget)
            cost = check_draft(draft, budget)
        except DomainError as exc:
            problem = exc
        return DraftView(team, players, budget, draft, cost, problem, running, tuple(not_rehired(team, players)))

    async def pick(
        self,
        guild_id: int,
        user_id: int,
        team_id: int,
        edit: Callable[[DraftList, Team], DraftList],
        name: Callable[[rosters.Position, int], str],
    ) -> Team:
        """The draft screen's pick: ``edit`` says the list it makes of the list as this transaction reads it (refused,
        nothing written, when it breaks a limit of the book); each player it adds is hired from his line of the
        roster, under the first free number and ``name(line, number)`` (his coach renames him as he likes)."""
        async with audit.write(self._db, guild_id, user_id, "draft.pick") as b:
            team = await require_team(b, team_id)
            _require_status(team, EDITABLE)
            before = await _listed(b, team)
            after = edit(before, team)
            book = book_roster(team.roster)
            on_list = await _players(b, team_id)
            taken = {p.number for p in on_list}
            free = (n for n in range(1, 100) if n not in taken)
            drafts: list[PlayerDraft] = []
            for line in book.positions:
                for _ in range(after.players.get(line.key, 0) - before.players.get(line.key, 0)):
                    number = next(free)
                    hired = hire(team.roster, line.key, Typed(), [p.position for p in on_list if not p.journeyman])
                    drafts.append(PlayerDraft.hired(number, name(line, number), line.key, hired))
            await self._players.add_many(guild_id, user_id, team_id, drafts, batch=b)
        return team

    async def fill(
        self,
        guild_id: int,
        user_id: int,
        team_id: int,
        drafts: Sequence[PlayerDraft],
        staff: Mapping[str, Any],
    ) -> tuple[Team, list[Player]]:
        """A draft's players hired and its staff set, in one batch: all or nothing (the 16-player limit holds)."""
        async with audit.write(self._db, guild_id, user_id, "draft.fill") as b:
            team = await require_team(b, team_id)
            _require_status(team, EDITABLE)
            if staff:
                changed = replace(team, **{k: v for k, v in staff.items() if k in STAFF})
                row = await b.update("teams", team_id, team_columns(changed), "draft.fill")
                team = team_from_row(row)
            created = await self._players.add_many(guild_id, user_id, team_id, drafts, batch=b)
        return team, created

    async def submit(self, guild_id: int, user_id: int, team_id: int) -> tuple[Team, DraftCost]:
        """The coach hands the list to the commissioners: refused (said why) while it breaks a limit of the book."""
        async with audit.write(self._db, guild_id, user_id, "draft.submit") as b:
            team = await require_team(b, team_id)
            _require_status(team, EDITABLE)
            cost = check_draft(await _listed(b, team), await self._budget(b, team))
            row = await b.update("teams", team_id, {"draft_status": "submitted", "draft_reason": None}, "draft.submit")
        return team_from_row(row), cost

    async def approve(self, guild_id: int, user_id: int, team_id: int) -> tuple[Team, DraftCost]:
        """A commissioner approves a submitted list, checked again: what the budget leaves is the Treasury."""
        async with audit.write(self._db, guild_id, user_id, "draft.approve") as b:
            team = await require_team(b, team_id)
            _require_status(team, ("submitted",))
            cost = check_draft(await _listed(b, team), await self._budget(b, team))
            for resting in not_rehired(team, await _players(b, team_id)):  # « will automatically retire »
                await self._players.update(guild_id, user_id, resting.id, batch=b, status="retired")
            approved = replace(
                team, draft_status="approved", draft_reason=None, draft_budget=None, treasury=cost.treasury
            )
            row = await b.update("teams", team_id, team_columns(approved), "draft.approve")
        return team_from_row(row), cost

    async def refuse(self, guild_id: int, user_id: int, team_id: int, reason: str) -> Team:
        """A commissioner sends a submitted list back to its coach, saying why."""
        said = clean_text(reason, "field.draft_reason", MAX_REASON)
        async with audit.write(self._db, guild_id, user_id, "draft.refuse") as b:
            team = await require_team(b, team_id)
            _require_status(team, ("submitted",))
            row = await b.update("teams", team_id, {"draft_status": "refused", "draft_reason": said}, "draft.refuse")
        return team_from_row(row)

    async def redraft(self, guild_id: int, user_id: int, team_id: int) -> tuple[Team, RedraftBudget]:
        """After a season's end, the team re-drafts (league_play.md « RE-DRAFT TEAM »): Raise Funds (1,000,000 + its
        Treasury + 20,000 per League Fixture played, per win, 10,000 per draw of that season, capped by the ended
        season's cap) is its budget; its players are kept on the list at their Current Value + 20,000 per previous
        season they took part in (:func:`_seasons_played`; the coach retires those he does not re-hire); a Temporarily
        Retired one is off the list until re-hired (:func:`not_rehired`); its staff stays at standard cost. Once per
        ended season, from an approved list."""
        season = await self._standings.current_season(guild_id) - 1
        if season < 1:
            raise ConflictError("error.draft.no_season_ended")
        table = await self._standings.table(guild_id, season)
        cap = (await self._standings.season_scoring(guild_id, season)).redraft_cap
        async with audit.write(self._db, guild_id, user_id, "draft.redraft") as b:
            team = await require_team(b, team_id)
            if team.redrafted_season == season:
                raise ConflictError("error.draft.redrafted", team=team.name, season=season)
            _require_status(team, ("approved",))
            row = table.table.row(team_id)
            played, won, drawn = (0, 0, 0) if row is None else (row.played, row.won, row.drawn)
            funds = redraft_budget(team.treasury, played=played, won=won, drawn=drawn, cap=cap)
            costs = []
            for player in await _players(b, team_id):
                if player.journeyman:
                    continue
                seasons = await _seasons_played(b, team_id, player.created_at, season)
                costs.append((player.id, rehire_cost(_value(team, player), seasons)))
            redrafted = replace(
                team,
                draft_status="draft",
                draft_reason=None,
                draft_budget=funds.budget,
                treasury=0,
                redrafted_season=season,
                draft_rehired=tuple(costs),
            )
            stored = await b.update("teams", team_id, team_columns(redrafted), "draft.redraft")
        return team_from_row(stored), funds

    async def _budget(self, batch: Batch, team: Team) -> int:
        if team.draft_budget is not None:
            return team.draft_budget
        row = await batch.fetchone("SELECT draft_budget FROM league_scoring WHERE guild_id = ?", (batch.guild_id,))
        return (await self._standings.scoring(batch.guild_id)).draft_budget if row is None else int(row["draft_budget"])


async def _listed(batch: Batch, team: Team) -> DraftList:
    """The team's list as this transaction reads it (its players, its staff, the League Trophy it holds)."""
    trophy = await batch.fetchone(_TROPHY_SQL, (batch.guild_id, team.id)) is not None
    return team_draft(team, await _players(batch, team.id), trophy=trophy)


async def _players(batch: Batch, team_id: int) -> list[Player]:
    rows = await batch.fetchall(
        "SELECT * FROM players WHERE guild_id = ? AND team_id = ? AND status = 'active' ORDER BY number, id",
        (batch.guild_id, team_id),
    )
    return [player_from_row(r) for r in rows]


async def _seasons_played(batch: Batch, team_id: int, since: str, last: int) -> int:
    """The previous seasons, up to ``last``, the player « has taken part in » (the agent's fee; docs/rules.md,
    Re-draft): those in which he was on his team's roster (hired before the match) for a match it played that counts
    (a League Fixture or a play-off, its post-match applied). A friendly does not count, nor a fixture left unplayed
    at its deadline: nobody played it."""
    row = await batch.fetchone(
        "SELECT COUNT(DISTINCT season) AS n FROM matches WHERE guild_id = ? AND (home_team_id = ? OR away_team_id = ?)"
        " AND season <= ? AND kind = 'league' AND status = 'applied' AND created_at >= ?",
        (batch.guild_id, team_id, team_id, last, since),
    )
    return 0 if row is None else int(row["n"])


def _value(team: Team, player: Player) -> int:
    """A player's Current Value: the one on his sheet, else his position's cost (what a hire from the roster is
    worth), else nothing known."""
    if player.value is not None:
        return player.value
    book = rosters.find(team.roster)
    line = None if book is None else book.position(player.position)
    return 0 if line is None else line.cost
