"""Teams of one server: create, read, change, archive (soft delete) and delete.

Deleting is soft by default: :meth:`TeamRepository.archive` hides a team from
lists, autocomplete and new matches but keeps it, its players and their
history for the statistics (the name becomes free again). A hard
:meth:`TeamRepository.delete` is for mistakes only: it is refused with a French
message as soon as the team has played a match or its players have a casualty
on record, and otherwise removes the players and the team, each deletion
audited (no SQL cascade, so the undo can restore them).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import replace
from typing import Any, Final, Unpack

from league import audit
from league.audit import Batch
from league.db import IntegrityError
from league.match_kinds import UNSETTLED_SQL
from league.rows import from_row
from league.table import Repository, Table, check_fields
from records.models import (
    TEAM_FIELDS,
    ConflictError,
    LeagueError,
    NewTeam,
    Team,
    name_key,
    search_key,
)
from rules import rosters, team_rules
from rules.errors import Counted, Gold

_COLUMNS = (
    "id, guild_id, name, coach_id, roster, treasury, dedicated_fans, rerolls, cheerleaders, assistant_coaches,"
    " apothecary, archived_at, created_at, updated_at, special_rules, reroll_cost, draft_status, draft_reason,"
    " draft_budget, redrafted_season, draft_rehired"
)


def team_from_row(row: Mapping[str, Any]) -> Team:
    """A :class:`Team` from a ``teams`` row (or its audit / export dict)."""
    return from_row(
        Team,
        row,
        later={
            "reroll_cost": None,
            "draft_status": "approved",
            "draft_reason": None,
            "draft_budget": None,
            "redrafted_season": None,
        },
        draft_rehired=_rehired(row),
        apothecary=bool(row["apothecary"]),
        special_rules=tuple(row_special_rules(row)),
    )


def row_special_rules(row: Mapping[str, Any]) -> list[str]:
    """The special rules column (absent from audit rows and exports written before migration 5)."""
    try:
        value = row["special_rules"]
    except (KeyError, IndexError):
        return []
    return value if isinstance(value, list) else json.loads(value)


_TEAMS: Final = Table("teams", _COLUMNS, team_from_row, "error.team.not_found")
require_team = _TEAMS.in_batch


def team_columns(team: Team) -> dict[str, Any]:
    """The stored columns of ``team`` that its fields decide (keys included)."""
    return {
        "name": team.name,
        "name_key": name_key(team.name),
        "search_key": search_key(team.name),
        "coach_id": team.coach_id,
        "roster": team.roster,
        "treasury": team.treasury,
        "dedicated_fans": team.dedicated_fans,
        "rerolls": team.rerolls,
        "cheerleaders": team.cheerleaders,
        "assistant_coaches": team.assistant_coaches,
        "apothecary": int(team.apothecary),
        "archived_at": team.archived_at,
        "special_rules": json.dumps(list(team.special_rules)),
        "reroll_cost": team.reroll_cost,
        "draft_status": team.draft_status,
        "draft_reason": team.draft_reason,
        "draft_budget": team.draft_budget,
        "redrafted_season": team.redrafted_season,
        "draft_rehired": json.dumps({str(k): v for k, v in team.draft_rehired}),
    }


def _rehired(row: Mapping[str, Any]) -> tuple[tuple[int, int], ...]:
    """A re-draft's re-hire costs by player id (absent from rows written before migration 28)."""
    try:
        value = row["draft_rehired"]
    except (KeyError, IndexError):
        return ()
    found = value if isinstance(value, dict) else json.loads(value or "{}")
    return tuple((int(k), int(v)) for k, v in found.items())


async def check_name_free(batch: Batch, name: str, except_id: int | None = None) -> None:
    """Refuse a name an active team of this server already has (ignoring case, not accents)."""
    row = await batch.fetchone(
        "SELECT id, name FROM teams WHERE guild_id = ? AND name_key = ? AND archived_at IS NULL"
        " AND id IS DISTINCT FROM ?",
        (batch.guild_id, name_key(name), except_id),
    )
    if row is not None:
        raise _name_clash(row["name"])


def _name_clash(name: str) -> ConflictError:
    return ConflictError("error.team.name_taken", team=name)


def _check_apothecary(roster: str, apothecary: bool) -> None:
    """A book roster without an Apothecary line (the Undead, Nurgle…) may not have one (docs/rules.md R6)."""
    book = rosters.find(roster)
    if apothecary and book is not None and not book.apothecary:
        raise LeagueError("error.roster.no_apothecary", roster=roster)


async def _new_roster(batch: Batch, current: Team, updated: Team, changes: Mapping[str, Any]) -> Team:
    """Another Team Roster (docs/rules.md R8): refused while the team has players (their positions, values and
    skills are the old roster's); otherwise the new roster's re-roll price and special rules, where not typed."""
    row = await batch.fetchone(
        "SELECT COUNT(*) AS n FROM players WHERE guild_id = ? AND team_id = ? AND status = 'active'",
        (batch.guild_id, current.id),
    )
    players = int(row["n"]) if row is not None else 0
    if players:
        raise ConflictError(
            "error.team.roster_players",
            team=current.name,
            roster=current.roster,
            wanted=updated.roster,
            players=Counted("count.players", players),
        )
    book = rosters.find(updated.roster)
    if "special_rules" not in changes:
        updated = replace(updated, special_rules=team_rules.for_roster(updated.roster))
    if "reroll_cost" not in changes and book is not None:
        updated = replace(updated, reroll_cost=book.reroll_cost)
    return updated


class TeamRepository(Repository[Team]):
    """Teams of a server; every write audited, every read scoped by ``guild_id``."""

    _table = _TEAMS

    async def create(
        self,
        guild_id: int,
        user_id: int,
        *,
        special_rules: tuple[str, ...] | None = None,
        batch: Batch | None = None,
        draft: bool = False,
        **fields: Unpack[NewTeam],
    ) -> Team:
        """A new team; :class:`ConflictError` when an active team of the server has that name. With ``draft``, its
        Team Draft List is to be chosen and approved before it plays (:mod:`league.drafts`).

        Without ``special_rules``, those the book gives its roster (when the roster's name is known); without a
        re-roll price, its roster's (:mod:`rules.rosters`, a book roster).
        """
        rules = team_rules.for_roster(fields["roster"]) if special_rules is None else special_rules
        book = rosters.find(fields["roster"])
        if fields.get("reroll_cost") is None and book is not None:
            fields["reroll_cost"] = book.reroll_cost
        _check_apothecary(fields["roster"], bool(fields.get("apothecary")))
        status = "draft" if draft else "approved"
        new = Team(id=0, guild_id=guild_id, special_rules=rules, draft_status=status, **fields)
        async with audit.write(self._db, guild_id, user_id, "team.create", batch) as b:
            await check_name_free(b, new.name)
            try:
                row = await b.insert("teams", team_columns(new), "team.create")
            except IntegrityError as exc:
                raise _name_clash(new.name) from exc
        return team_from_row(row)

    async def by_name(self, guild_id: int, name: str) -> Team | None:
        """The active team called ``name`` (case-insensitive, accent-sensitive)."""
        row = await self._db.fetchone(
            f"SELECT {_COLUMNS} FROM teams WHERE guild_id = ? AND name_key = ? AND archived_at IS NULL",
            (guild_id, name_key(name)),
        )
        return None if row is None else team_from_row(row)

    async def list(self, guild_id: int, *, coach_id: int | None = None, include_archived: bool = False) -> list[Team]:
        """The server's teams by name; only one coach's with ``coach_id``."""
        sql = f"SELECT {_COLUMNS} FROM teams WHERE guild_id = ?"
        params: list[Any] = [guild_id]
        if coach_id is not None:
            sql += " AND coach_id = ?"
            params.append(coach_id)
        if not include_archived:
            sql += " AND archived_at IS NULL"
        rows = await self._db.fetchall(sql + " ORDER BY name_key, id", params)
        return [team_from_row(r) for r in rows]

    async def update(
        self, guild_id: int, user_id: int, team_id: int, *, batch: Batch | None = None, **changes: Any
    ) -> Team:
        """Change some of :data:`~records.models.TEAM_FIELDS` (validated like a new team).

        The current row is read inside the write transaction, so two commands
        changing different fields never undo each other.
        """
        check_fields(changes, TEAM_FIELDS, "team")
        async with audit.write(self._db, guild_id, user_id, "team.update", batch) as b:
            current = await require_team(b, team_id)
            updated = replace(current, **changes)
            if "roster" in changes and rosters.changes_book(current.roster, updated.roster):
                updated = await _new_roster(b, current, updated, changes)
            if {"apothecary", "roster"} & set(changes):
                _check_apothecary(updated.roster, updated.apothecary)
            if "name" in changes and not updated.archived:
                await check_name_free(b, updated.name, except_id=team_id)
            try:
                row = await b.update("teams", team_id, team_columns(updated), "team.update")
            except IntegrityError as exc:
                raise _name_clash(updated.name) from exc
        return team_from_row(row)

    async def open_postmatch(self, guild_id: int, team_id: int) -> int | None:
        """The match whose post-match of this team is started and not applied (the first one), if any: it reads the
        team's money and staff again at each screen and at Confirm, so ``/team edit`` says it will count from them.
        One applied then undone is started again (it may be confirmed again), as before its apply."""
        row = await self._db.fetchone(
            "SELECT m.id FROM postmatch_sequences s JOIN matches m ON m.guild_id = s.guild_id AND m.id = s.match_id"
            " LEFT JOIN audit_batches b ON b.guild_id = s.guild_id AND b.id = s.applied_batch_id"
            " WHERE s.guild_id = ? AND (s.applied_batch_id IS NULL OR b.reverted_by IS NOT NULL)"
            " AND m.status = 'finished'"
            " AND (m.home_team_id = ? OR m.away_team_id = ?) ORDER BY m.id LIMIT 1",
            (guild_id, team_id, team_id),
        )
        return None if row is None else int(row["id"])

    async def add_treasury(
        self, guild_id: int, user_id: int, team_id: int, delta: int, *, batch: Batch | None = None
    ) -> Team:
        """Add ``delta`` po (negative to spend); refused if the treasury would go below 0."""
        async with audit.write(self._db, guild_id, user_id, "team.treasury", batch) as b:
            current = await require_team(b, team_id)
            if isinstance(delta, bool) or not isinstance(delta, int):
                raise TypeError(f"a treasury change is a whole number of gp, not {delta!r}")
            total = current.treasury + delta
            if total < 0:
                raise LeagueError("error.team.treasury_short", have=Gold(current.treasury), need=Gold(-delta))
            updated = replace(current, treasury=total)
            row = await b.update("teams", team_id, team_columns(updated), "team.treasury")
        return team_from_row(row)

    async def archive(self, guild_id: int, user_id: int, team_id: int, *, batch: Batch | None = None) -> Team:
        """Soft delete: out of lists and new matches, history kept, name free again."""
        async with audit.write(self._db, guild_id, user_id, "team.archive", batch) as b:
            current = await require_team(b, team_id)
            if current.archived:
                return current
            open_match = await b.fetchone(
                f"SELECT id FROM matches WHERE guild_id = ? AND {UNSETTLED_SQL}"
                " AND (home_team_id = ? OR away_team_id = ?) LIMIT 1",
                (guild_id, team_id, team_id),
            )
            if open_match is not None:
                raise ConflictError("error.team.archive_open_match", team=current.name, match=open_match["id"])
            row = await b.update("teams", team_id, {"archived_at": audit.utcnow()}, "team.archive")
        return team_from_row(row)

    async def unarchive(self, guild_id: int, user_id: int, team_id: int, *, batch: Batch | None = None) -> Team:
        """Bring an archived team back; refused if an active team took its name meanwhile."""
        async with audit.write(self._db, guild_id, user_id, "team.unarchive", batch) as b:
            current = await require_team(b, team_id)
            if not current.archived:
                return current
            await check_name_free(b, current.name, except_id=team_id)
            row = await b.update("teams", team_id, {"archived_at": None}, "team.unarchive")
        return team_from_row(row)

    async def check_delete(self, guild_id: int, team: Team) -> None:
        """Refuse a hard delete before asking for it (``/team delete erase:true`` asks first): the team has a
        history. :meth:`delete` checks it again in its transaction."""
        await _refuse_history(self._db, guild_id, team.id, team.name)

    async def delete(self, guild_id: int, user_id: int, team_id: int, *, batch: Batch | None = None) -> None:
        """Hard delete, for a team created by mistake: refused once it has any history."""
        async with audit.write(self._db, guild_id, user_id, "team.delete", batch) as b:
            current = await require_team(b, team_id)
            await _refuse_history(b, guild_id, team_id, current.name)
            players = await b.fetchall(
                "SELECT id FROM players WHERE guild_id = ? AND team_id = ? ORDER BY id", (guild_id, team_id)
            )
            for player in players:
                await b.delete("players", player["id"], "team.delete")
            await b.delete("teams", team_id, "team.delete")


async def _refuse_history(db: Any, guild_id: int, team_id: int, name: str) -> None:
    """A team with matches or casualties is kept (archived), never erased."""
    counts = await db.fetchone(
        "SELECT (SELECT COUNT(*) FROM matches"
        "  WHERE guild_id = ?1 AND (home_team_id = ?2 OR away_team_id = ?2)) AS matches,"
        " (SELECT COUNT(*) FROM casualties WHERE guild_id = ?1"
        "  AND (victim_team_id = ?2 OR caused_by_team_id = ?2)) AS casualties",
        (guild_id, team_id),
    )
    assert counts is not None
    matches, casualties = int(counts["matches"]), int(counts["casualties"])
    if matches or casualties:
        raise ConflictError(
            "error.team.delete_history",
            team=name,
            history=(Counted("count.matches", matches), Counted("count.casualties", casualties)),
        )
