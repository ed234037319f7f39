"""``/season end`` in storage: every die rolled and stored first, shown, then applied once in one batch.

The plan is :func:`rules.season.build_season_plan`; an undo is the audit log's
revert of the batch, refused when one of its players changed since.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from league import audit, plans
from league.audit import AuditRepository
from league.db import Connection, Database
from league.match_kinds import UNSETTLED_SQL
from league.matches import current_season
from league.plans import AlreadyApplied, Incomplete, PlanChanged, stored_columns
from league.players import PlayerRepository
from league.rows import from_row
from league.standings import SCORING_SQL, frozen_scoring, scoring_from_row
from records.models import AuditBatch, ConflictError, LeagueError, NotFoundError
from records.season import SeasonState, SeasonView
from rules import injury, ruleset as rulesets
from rules.characteristics import Characteristic, check_characteristic
from rules.dice import Dice
from rules.errors import Counted, DomainError
from rules.postmatch.snapshots import PlayerSnap, TeamSnap
from rules.season import Reductions, SeasonPlan, build_season_plan

__all__ = ["AlreadyApplied", "Incomplete", "PlanChanged", "SeasonRepository"]


_SEASON_SQL = plans.applied_rows("season_ends")


def _season(row: Mapping[str, Any]) -> SeasonState:
    return from_row(SeasonState, row, **stored_columns(row))


@dataclass(frozen=True, slots=True)
class _Reads:
    """A transaction's connection, read the way :func:`league.matches.current_season` reads (``fetchone``)."""

    conn: Connection

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Any:
        return await plans.fetch_one(self.conn, sql, params)


def _typed_by_hand(plan: SeasonPlan, stored: plans.StoredRolls) -> list[str]:
    """The rolls made, each of whose dice a person typed: new dice typed replace them. The bot's own dice are never
    thrown again (no second chance at a roll); a roll begun by hand waits for its next dice, as always."""
    return [key for key in plan.rolls if all(len(die) > 2 and die[2] for die in stored.dice.get(key, ()))]


class SeasonRepository:
    """``/season end``: every die rolled and stored first, shown, then applied once in one batch."""

    def __init__(self, db: Database, *, dice: plans.DiceFactory = Dice) -> None:
        self._db = db
        self._dice = dice

    async def _league(self, conn: Connection, guild_id: int) -> tuple[list[TeamSnap], list[PlayerSnap]]:
        teams = [
            plans.team_snap(r)
            for r in await plans.fetch_all(
                conn, "SELECT * FROM teams WHERE guild_id = ? AND archived_at IS NULL", (guild_id,)
            )
        ]
        ids = {t.id for t in teams}
        players = [
            plans.player_snap(r)
            for r in await plans.fetch_all(
                conn, "SELECT * FROM players WHERE guild_id = ? AND status = 'active'", (guild_id,)
            )
            if r["team_id"] in ids
        ]
        return teams, players

    async def _reductions(self, conn: Connection, guild_id: int, players: Sequence[PlayerSnap]) -> Reductions:
        """The séquelles each Temporarily Retiring player carries: applied, with a characteristic lowered, not taken
        back at an earlier season end."""
        retired = {p.id for p in players if p.temporarily_retired}
        if not retired:
            return {}
        found: dict[int, list[tuple[int, Characteristic]]] = {}
        for row in await plans.fetch_all(
            conn,
            "SELECT id, victim_id, sequelle FROM casualties WHERE guild_id = ? AND outcome = ?"
            " AND sequelle IS NOT NULL AND applied_at IS NOT NULL AND restored_at IS NULL ORDER BY id",
            (guild_id, injury.CASUALTY_LASTING_INJURY),
        ):
            if row["victim_id"] in retired:
                found.setdefault(row["victim_id"], []).append((row["id"], check_characteristic(row["sequelle"])))
        return found

    async def _require_settled(self, conn: Connection, guild_id: int) -> None:
        """The season ends once each of its matches is settled: applied (its post-match confirmed, so counted in the
        table) or cancelled. One still open, or finished and waiting for its post-match, is named; nothing changes."""
        season = await current_season(_Reads(conn), guild_id)
        rows = await plans.fetch_all(
            conn,
            f"SELECT id FROM matches WHERE guild_id = ? AND season = ? AND {UNSETTLED_SQL} ORDER BY id",
            (guild_id, season),
        )
        if rows:
            ids = tuple(int(row["id"]) for row in rows)
            raise ConflictError("error.season.unsettled", matches=Counted("count.matches", len(ids)), ids=ids[:20])

    async def _plan(self, conn: Connection, state: SeasonState) -> SeasonPlan:
        teams, players = await self._league(conn, state.guild_id)
        reductions = await self._reductions(conn, state.guild_id, players)
        return build_season_plan(rulesets.get(state.ruleset), teams, players, state.dice, reductions)

    async def prepare(
        self,
        guild_id: int,
        user_id: int,
        *,
        ruleset: str,
        hand: Sequence[int] | None = None,
        channel_id: int | None = None,
    ) -> SeasonView:
        """The season end in progress (or a new one), with every die it needs rolled and stored."""
        rulesets.get(ruleset)
        source = Dice.manual(hand) if hand is not None else None
        async with self._db.transaction(guild_id=guild_id) as conn:
            await self._require_settled(conn, guild_id)
            row = await plans.fetch_one(
                conn,
                f"{_SEASON_SQL} WHERE s.guild_id = ? AND (s.applied_batch_id IS NULL OR b.reverted_by IS NOT NULL)"
                " ORDER BY s.id DESC LIMIT 1",
                (guild_id,),
            )
            if row is None:
                await conn.execute(
                    "INSERT INTO season_ends (guild_id, ruleset, started_by) VALUES (?, ?, ?)",
                    (guild_id, ruleset, user_id),
                )
                row = await plans.fetch_one(
                    conn, f"{_SEASON_SQL} WHERE s.guild_id = ? ORDER BY s.id DESC LIMIT 1", (guild_id,)
                )
            assert row is not None
            state = _season(row)
            stored = plans.StoredRolls(dict(state.dice), dict(state.roll_ids))
            plan = await self._plan(conn, state)
            retyped = _typed_by_hand(plan, stored) if hand is not None else []
            for key in retyped:  # typed again: a correction before Confirm (the rolls log keeps the first ones)
                del stored.dice[key], stored.roll_ids[key]
            if retyped:
                plan = await self._plan(conn, replace(state, dice=stored.dice, roll_ids=stored.roll_ids))
            kept = len(plan.rolls)
            await plans.roll_slots(
                conn,
                self._db.ids("rolls"),
                stored,
                plan.pending,
                source,
                self._dice,
                guild_id=guild_id,
                channel_id=channel_id,
                user_id=user_id,
                command="season",
                options={"season": state.id, "manual": hand is not None},
            )
            state = replace(state, dice=stored.dice, roll_ids=stored.roll_ids, applied=False)
            plan = await self._plan(conn, state)
            await conn.execute(
                "UPDATE season_ends SET dice = ?, roll_ids = ?, plan_hash = ?, updated_at = ? WHERE id = ?",
                (json.dumps(stored.dice), json.dumps(stored.roll_ids), plan.digest(), audit.utcnow(), state.id),
            )
        unused = tuple(source.unused) if source is not None else ()
        return SeasonView(state, plan, unused, kept=kept, replaced=len(retyped), typed=hand is not None)

    async def apply(self, guild_id: int, user_id: int, season_id: int, digest: str) -> SeasonView:
        """Apply once, in one audit batch; refused if applied already or if the league changed since the preview."""
        async with audit.write(self._db, guild_id, user_id, "season.end") as batch:
            conn = batch.conn
            row = await plans.fetch_one(conn, f"{_SEASON_SQL} WHERE s.guild_id = ? AND s.id = ?", (guild_id, season_id))
            if row is None:
                raise NotFoundError("error.season.not_found", id=season_id)
            state = _season(row)
            if state.applied:
                raise AlreadyApplied("error.season.applied_twice")
            await self._require_settled(conn, guild_id)  # a match started while the preview waited
            plan = await self._plan(conn, state)
            if not plan.complete:
                raise Incomplete("error.season.incomplete")
            if plan.digest() != digest:
                raise PlanChanged("error.season.plan_changed")
            players = PlayerRepository(self._db)
            for change in plan.changes.players:
                fields = change.updates()
                if fields:
                    await players.update(guild_id, user_id, change.player_id, batch=batch, **fields)
            for casualty_id in plan.changes.restored:
                await batch.update("casualties", casualty_id, {"restored_at": audit.utcnow()}, "season.restore")
            await batch.mark()  # healing nobody, the season end still closes the season
            # the season's table is ranked by the scoring it ends with, whatever /settings says later
            scoring = scoring_from_row(guild_id, await plans.fetch_one(conn, SCORING_SQL, (guild_id,)))
            await conn.execute(
                "UPDATE season_ends SET applied_batch_id = ?, applied_by = ?, applied_at = ?, updated_at = ?,"
                " scoring = ? WHERE id = ?",
                (batch.id, user_id, audit.utcnow(), audit.utcnow(), frozen_scoring(scoring), state.id),
            )
            row = await plans.fetch_one(conn, f"{_SEASON_SQL} WHERE s.id = ?", (state.id,))
            assert row is not None
            state = _season(row)
        return SeasonView(state, plan)

    async def undo(self, guild_id: int, user_id: int) -> AuditBatch:
        """Revert the last season end applied (the audit log refuses if its players changed since)."""
        row = await self._db.fetchone(
            f"{_SEASON_SQL} WHERE s.guild_id = ? AND s.applied_batch_id IS NOT NULL AND b.reverted_by IS NULL"
            " ORDER BY s.id DESC LIMIT 1",
            (guild_id,),
        )
        if row is None:
            raise LeagueError("error.season.nothing_to_undo")
        season = await current_season(self._db, guild_id)
        started = await self._db.fetchone(
            "SELECT id FROM matches WHERE guild_id = ? AND season = ? ORDER BY id LIMIT 1", (guild_id, season)
        )
        if started is not None:  # the season this end opened has begun: undoing it would orphan its matches
            raise DomainError("error.season.undo_started", season=season, match=started["id"])
        return await AuditRepository(self._db).revert(guild_id, user_id, row["applied_batch_id"], empty_ok=True)
