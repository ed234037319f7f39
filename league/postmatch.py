"""The post-match's state, its dice, and its application (one transaction, one audit batch).

The state (``postmatch_sequences``) keeps what the commissioner typed, every
die per slot with the ids of the stored rolls, and the step on screen, so a
sequence survives a restart. Each call rebuilds the plan from that state and
the league rows as they are now (:func:`rules.postmatch.plan.build_plan`).

:meth:`PostmatchRepository.apply` writes the plan inside one audit batch: the
match status ``applied`` and the sequence row are checked in that same
transaction, so a double click, two commissioners or a retry apply it once;
and the plan is rebuilt there and must have the fingerprint the commissioner
confirmed, so what is written is what the preview showed. An undo is the audit
log's :meth:`~league.audit.AuditRepository.revert` of that batch.

Test hook: with ``ARBITRE_TEST_KILL_DURING_APPLY=1`` in its environment the
process SIGKILLs itself between two writes of the apply transaction
(``tests/e2e/test_postmatch_crash.py`` proves the league is left as it was).
With ``ARBITRE_TEST_APPLY_GATE=<file>`` the apply waits, inside its transaction and after its checks, until
that file exists (``tests/e2e/test_shards.py``: a second process confirming meanwhile must wait, then find it
applied). Nothing else reads those variables.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Final

from league import audit
from league.audit import AuditRepository, Batch
from league.casualties import CasualtyRepository, casualty_from_row
from league.db import Connection, Database
from league.match_kinds import WITH_POSTMATCH_SQL
from league.matches import MatchRepository, current_season, match_from_row
from league.plans import (
    AlreadyApplied,
    DiceFactory,
    Incomplete,
    PlanChanged,
    StoredRolls,
    applied_rows,
    fetch_all,
    fetch_one,
    player_snap,
    roll_slots,
    stored_columns,
    team_snap,
)
from league.players import PlayerRepository
from league.playoffs import pay_due_prizes
from league.pregame import prayer_faces
from league.rows import from_row
from league.teams import TeamRepository
from records.models import (
    AuditBatch,
    AuditEntry,
    CasualtyReport,
    ConflictError,
    LeagueError,
    Match,
    NotFoundError,
    PlayerDraft,
)
from records.postmatch import SequenceState, SequenceView, UndoReport
from rules import codec, injury, ruleset as rulesets
from rules.dice import Dice, DiceError
from rules.errors import Term
from rules.fields import copy_fields
from rules.model import Step
from rules.postmatch.inputs import Inputs, added_casualties, read_inputs
from rules.postmatch.plan import Plan, Work, build_plan
from rules.postmatch.snapshots import CasualtySnap, MatchSnap, PlayerSnap
from rules.pregame import prayers
from rules.sequence import Stage

__all__ = [
    "AlreadyApplied",
    "Incomplete",
    "PlanChanged",
    "PostmatchRepository",
    "SequenceState",
    "SequenceView",
    "UndoReport",
]

#: Environment variable of the crash test hook (see the module docstring).
KILL_DURING_APPLY_ENV: Final = "ARBITRE_TEST_KILL_DURING_APPLY"
#: A step rolled by hand may reveal further dice of the same step (a D16 → a séquelle → a Revanche).
_ROLL_ROUNDS: Final = 8


#: Environment variable of the cross-process race test hook (see the module docstring).
APPLY_GATE_ENV: Final = "ARBITRE_TEST_APPLY_GATE"


async def _gate_point() -> None:
    """Test hook: hold the apply transaction open until the test opens the gate."""
    gate = os.environ.get(APPLY_GATE_ENV)
    while gate and not os.path.exists(gate):
        await asyncio.sleep(0.02)


def _kill_point() -> None:
    """Test hook: die like a power cut, in the middle of the apply transaction."""
    if os.environ.get(KILL_DURING_APPLY_ENV) == "1":
        os.kill(os.getpid(), signal.SIGKILL)


# --- state ----------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RollOutcome:
    view: SequenceView
    rolled: tuple[str, ...]
    unused: tuple[int, ...] = ()
    #: Slots whose dice typed by hand stopped partway (a D6 kept, its D3 still to roll).
    begun: tuple[str, ...] = ()


_STATE_SQL = applied_rows("postmatch_sequences")


def _state(row: Mapping[str, Any]) -> SequenceState:
    return from_row(SequenceState, row, inputs=read_inputs(json.loads(row["inputs"])), **stored_columns(row))


def _priors(casualty_outcome: str, stored_result: str | None) -> tuple[str | None, str | None]:
    """What the recorded roll already decided (séquelle, Revanche), when it is the roll of this outcome."""
    if not stored_result:
        return None, None
    root = Step.from_dict(json.loads(stored_result)["root"])
    casualty = root.find("casualty")
    if casualty is not None and casualty.outcome != casualty_outcome:
        return None, None
    lasting = root.find("lasting_injury")
    hatred = root.find("hatred")
    decided = (injury.HATRED_GAINED, injury.HATRED_NOT_GAINED)
    return (
        lasting.outcome if lasting is not None and casualty_outcome == injury.CASUALTY_LASTING_INJURY else None,
        hatred.outcome if hatred is not None and hatred.outcome in decided else None,
    )


#: The Prayers to Nuffle of a match's applied pre-game, by team (league.pregame: a pre-game whose batch is undone is
#: not the match's).
_PREGAMES = (
    "SELECT p.team_id, p.prayers FROM pregames p JOIN audit_batches b"
    " ON b.guild_id = p.guild_id AND b.id = p.applied_batch_id"
    " WHERE p.guild_id = ? AND p.match_id = ? AND b.reverted_by IS NULL"
)


async def _snapshot(
    conn: Connection, guild_id: int, match: Match
) -> tuple[MatchSnap, list[PlayerSnap], list[CasualtySnap]]:
    teams = {
        row["id"]: team_snap(row)
        for row in await fetch_all(
            conn, "SELECT * FROM teams WHERE guild_id = ? AND id IN (?, ?)", (guild_id, *match.team_ids)
        )
    }
    if len(teams) != 2:
        raise NotFoundError("error.match.team_missing", match=match.id)
    for row in await fetch_all(conn, _PREGAMES, (guild_id, match.id)):  # the Prayers its pre-game rolled
        faces = [face for face in prayer_faces(json.loads(row["prayers"])) if face in prayers.BY_FACE]
        keys = tuple(prayers.BY_FACE[face].key for face in faces)
        teams[row["team_id"]] = replace(teams[row["team_id"]], prayers=keys)
    players = [
        player_snap(row)
        for row in await fetch_all(
            conn,
            "SELECT * FROM players WHERE guild_id = ? AND team_id IN (?, ?) AND status = 'active'"
            " ORDER BY team_id, number",
            (guild_id, *match.team_ids),
        )
    ]
    casualties = []
    for row in await fetch_all(
        conn,
        "SELECT c.*, r.result AS roll_result FROM casualties c"
        " LEFT JOIN rolls r ON r.guild_id = c.guild_id AND r.id = c.roll_id"
        " WHERE c.guild_id = ? AND c.match_id = ? AND c.applied_at IS NULL ORDER BY c.id",
        (guild_id, match.id),
    ):
        c = casualty_from_row(row)
        prior_lasting, prior_hatred = _priors(c.outcome, row["roll_result"])
        casualties.append(
            copy_fields(
                CasualtySnap,
                c,
                key=f"c{c.id}",
                casualty_id=c.id,
                prior_lasting=prior_lasting,
                prior_hatred=prior_hatred,
            )
        )
    snap = MatchSnap(
        id=match.id,
        home=teams[match.home_team_id],
        away=teams[match.away_team_id],
        home_score=match.home_score,
        away_score=match.away_score,
        home_fp=match.home_fp,
        away_fp=match.away_fp,
        unplayed=match.kind == "unplayed",
        conceded=match.conceded if match.kind == "unplayed" else None,
    )
    return snap, players, casualties


def _plan_json(plan: Plan) -> str:
    return json.dumps(
        {
            "changes": plan.changes.to_json(),
            "pending": [s.key for s in plan.pending],
            "missing": [{"step": m.step, "key": m.key} for m in plan.missing],
        },
        ensure_ascii=False,
        default=str,
    )


class PostmatchRepository:
    """Sequences of a server: start, change, roll, apply once, undo."""

    def __init__(self, db: Database, *, steps: Iterable[Stage[Work]] = (), dice: DiceFactory = Dice) -> None:
        """``steps``: the sequence's registry (``sequences.postmatch.STEPS``, which the league may not import: the
        cog gives it), whose stages build every plan; a repository without them only reads states (the web pages)."""
        self._db = db
        self._steps = tuple(steps)
        self._dice = dice

    # --- reading ----------------------------------------------------------------------------------------

    async def _read(self, conn: Connection, guild_id: int, sequence_id: int) -> SequenceState:
        row = await fetch_one(conn, f"{_STATE_SQL} WHERE s.guild_id = ? AND s.id = ?", (guild_id, sequence_id))
        if row is None:
            raise NotFoundError("error.postmatch.not_found", id=sequence_id)
        return _state(row)

    async def _match(self, conn: Connection, guild_id: int, match_id: int) -> Match:
        row = await fetch_one(conn, "SELECT * FROM matches WHERE guild_id = ? AND id = ?", (guild_id, match_id))
        if row is None:
            raise NotFoundError("error.match.not_found", id=match_id)
        return match_from_row(row)

    async def _require_in_order(self, conn: Connection, guild_id: int, match: Match) -> None:
        """Refuse the post-match of a match when a match of those teams played after it (a higher number) is already
        applied: applied out of order, it would lift the RPM that later match gave and count its gold after."""
        later = await fetch_one(
            conn,
            "SELECT m.id, h.name AS home, a.name AS away FROM matches m"
            " JOIN teams h ON h.guild_id = m.guild_id AND h.id = m.home_team_id"
            " JOIN teams a ON a.guild_id = m.guild_id AND a.id = m.away_team_id"
            " WHERE m.guild_id = ? AND m.status = 'applied' AND m.id > ?"
            " AND (m.home_team_id IN (?, ?) OR m.away_team_id IN (?, ?)) ORDER BY m.id LIMIT 1",
            (guild_id, match.id, *match.team_ids, *match.team_ids),
        )
        if later is not None:
            raise ConflictError(
                "error.postmatch.later_applied",
                match=match.id,
                later=later["id"],
                home=later["home"],
                away=later["away"],
            )

    async def _view(self, conn: Connection, state: SequenceState) -> SequenceView:
        match = await self._match(conn, state.guild_id, state.match_id)
        snap, players, casualties = await _snapshot(conn, state.guild_id, match)
        by_id = {p.id: p for p in players}
        plan = build_plan(
            rulesets.get(state.ruleset),
            snap,
            players,
            [*casualties, *added_casualties(state.inputs, by_id, match.team_ids)],
            state.inputs,
            state.dice,
            steps=self._registry,
        )
        if state.step not in plan.steps:
            # a step the registry no longer has (removed, renamed, or a newer bot's): the sequence opens its first
            # step rather than fail on every screen; the database holds any key (migration 0030)
            state = replace(state, step=plan.steps[0])
        return SequenceView(state, plan, match)

    @property
    def _registry(self) -> tuple[Stage[Work], ...]:
        if not self._steps:
            raise TypeError("a post-match repository made without its steps builds no plan")
        return self._steps

    async def load(self, guild_id: int, sequence_id: int) -> SequenceView:
        """The sequence and its plan as of now."""
        conn = self._db.conn
        return await self._view(conn, await self._read(conn, guild_id, sequence_id))

    async def by_match(self, guild_id: int, match_id: int) -> SequenceState | None:
        row = await self._db.fetchone(f"{_STATE_SQL} WHERE s.guild_id = ? AND s.match_id = ?", (guild_id, match_id))
        return None if row is None else _state(row)

    async def matches(self, guild_id: int, *, applied: bool, limit: int = 25) -> list[tuple[Match, str, str]]:
        """Matches to offer: finished ones to start, or applied ones to undo, with both team names."""
        rows = await self._db.fetchall(
            "SELECT m.*, h.name AS home_name, a.name AS away_name FROM matches m"
            " JOIN teams h ON h.id = m.home_team_id JOIN teams a ON a.id = m.away_team_id"
            f" WHERE m.guild_id = ? AND m.status = ? AND m.{WITH_POSTMATCH_SQL} ORDER BY m.id DESC LIMIT ?",
            (guild_id, "applied" if applied else "finished", limit),
        )
        return [(match_from_row(r), r["home_name"], r["away_name"]) for r in rows]

    # --- writing the state ------------------------------------------------------------------------------

    async def _save(
        self,
        conn: Connection,
        state: SequenceState,
        view: SequenceView,
        *,
        step: str | None = None,
        inputs: Inputs | None = None,
        dice: Mapping[str, Any] | None = None,
        roll_ids: Mapping[str, Any] | None = None,
    ) -> None:
        await conn.execute(
            "UPDATE postmatch_sequences SET step = ?, inputs = ?, dice = ?, roll_ids = ?, plan = ?, plan_hash = ?,"
            " updated_at = ? WHERE id = ?",
            (
                step or state.step,
                json.dumps(codec.encode(inputs or state.inputs), ensure_ascii=False),
                json.dumps(dice if dice is not None else state.dice),
                json.dumps(roll_ids if roll_ids is not None else state.roll_ids),
                _plan_json(view.plan),
                view.plan.digest(),
                audit.utcnow(),
                state.id,
            ),
        )

    def _open(self, state: SequenceState) -> None:
        if state.applied:
            raise AlreadyApplied("error.postmatch.applied_edit", match=state.match_id)

    async def start(
        self, guild_id: int, user_id: int, match_id: int, *, ruleset: str, channel_id: int | None = None
    ) -> tuple[SequenceView, bool]:
        """Open the sequence of a finished match, or return the one in progress; ``(view, created)``."""
        rulesets.get(ruleset)
        async with self._db.transaction(guild_id=guild_id) as conn:
            match = await self._match(conn, guild_id, match_id)
            row = await fetch_one(conn, f"{_STATE_SQL} WHERE s.guild_id = ? AND s.match_id = ?", (guild_id, match_id))
            if match.kind == "friendly":  # BB2025 « Friendlies »: no impact on the league, no post-match
                raise ConflictError("error.postmatch.friendly", match=match_id)
            if match.status == "applied":
                raise AlreadyApplied("error.postmatch.applied_start", match=match_id)
            if match.status == "open":
                raise ConflictError("error.postmatch.match_open", match=match_id)
            if match.status == "cancelled":
                raise ConflictError("error.postmatch.match_cancelled", match=match_id)
            await self._require_in_order(conn, guild_id, match)
            created = row is None
            if created:
                await conn.execute(
                    "INSERT INTO postmatch_sequences (guild_id, match_id, ruleset, step, channel_id, started_by)"
                    " VALUES (?, ?, ?, ?, ?, ?)",
                    (guild_id, match_id, ruleset, self._registry[0].key, channel_id, user_id),
                )
                row = await fetch_one(
                    conn, f"{_STATE_SQL} WHERE s.guild_id = ? AND s.match_id = ?", (guild_id, match_id)
                )
            assert row is not None
            state = _state(row)
            view = await self._view(conn, state)
            if created and match.kind == "unplayed":
                # nobody played: its first steps hold nothing to decide; it opens where there is a die or a choice
                # left, or at its preview (issue 26)
                state = replace(state, step=view.plan.first_blocked_step() or view.plan.steps[-1])
                view = SequenceView(state, view.plan, view.match)
            await self._save(conn, state, view)
        return view, created

    async def change(self, guild_id: int, sequence_id: int, edit: Callable[[Inputs, Plan], Inputs]) -> SequenceView:
        """Replace the inputs with ``edit(inputs, plan)`` (a :mod:`rules.postmatch.inputs` ``with_…`` function)."""
        async with self._db.transaction(guild_id=guild_id) as conn:
            state = await self._read(conn, guild_id, sequence_id)
            self._open(state)
            current = await self._view(conn, state)
            inputs = edit(state.inputs, current.plan)
            changed = replace(state, inputs=inputs)
            view = await self._view(conn, changed)
            await self._save(conn, changed, view)
        return view

    async def go(self, guild_id: int, sequence_id: int, step: str) -> SequenceView:
        """Show ``step``: back is always allowed, forward only past steps with nothing left to do."""
        async with self._db.transaction(guild_id=guild_id) as conn:
            state = await self._read(conn, guild_id, sequence_id)
            self._open(state)
            view = await self._view(conn, state)
            steps = view.plan.steps
            if step not in steps:
                raise ValueError(f"unknown post-match step {step!r}")
            blocked = view.plan.first_blocked_step()
            if blocked is not None and steps.index(step) > steps.index(blocked):
                step = blocked
            changed = replace(state, step=step)
            await self._save(conn, changed, view, step=step)
        return SequenceView(changed, view.plan, view.match)

    async def roll(
        self,
        guild_id: int,
        user_id: int,
        sequence_id: int,
        step: str,
        *,
        hand: Sequence[int] | None = None,
        channel_id: int | None = None,
    ) -> RollOutcome:
        """Throw the dice ``step`` still needs (the bot's, or ``hand`` in order); each slot stored with its roll id.

        A slot already rolled is never rolled again: a double click rolls nothing. A roll may call for another (a
        séquelle, then its Revanche D6): the bot's dice throw it too; dice typed by hand stop where they end, the new
        slot waiting for the next form (it listed only the dice it knew). Typed dice that end inside a roll (a D6
        typed, its Minor Incident's D3 not yet) are kept, and the roll waits for the rest; typed dice that run short
        before a slot the form listed cancel the whole call (nothing stored).
        """
        source = Dice.manual(hand) if hand is not None else None
        rolled: list[str] = []
        async with self._db.transaction(guild_id=guild_id) as conn:
            state = await self._read(conn, guild_id, sequence_id)
            self._open(state)
            stored = StoredRolls(dict(state.dice), dict(state.roll_ids))
            view = await self._view(conn, state)
            for _ in range(_ROLL_ROUNDS):
                slots = view.plan.pending_for(step)
                if not slots or (source is not None and source.thrown and not source.unused):
                    break
                try:
                    rolled += await roll_slots(
                        conn,
                        self._db.ids("rolls"),
                        stored,
                        slots,
                        source,
                        self._dice,
                        guild_id=guild_id,
                        channel_id=channel_id,
                        user_id=user_id,
                        command="postmatch",
                        options={"sequence": state.id, "manual": hand is not None},
                    )
                except DiceError as exc:
                    raise LeagueError("error.postmatch.step_dice", error=exc, step=Term(f"pm.step.{step}")) from exc
                state = replace(state, dice=stored.dice, roll_ids=stored.roll_ids)
                view = await self._view(conn, state)
            await self._save(conn, state, view)
        begun = tuple(s.key for s in view.plan.pending_for(step) if s.stored and source is not None)
        return RollOutcome(view, tuple(rolled), tuple(source.unused) if source is not None else (), begun)

    # --- applying ---------------------------------------------------------------------------------------

    async def apply(self, guild_id: int, user_id: int, sequence_id: int, digest: str) -> SequenceView:
        """Write the whole plan in one transaction and one audit batch, once.

        Refused with nothing written when already applied (:class:`AlreadyApplied`),
        when dice or choices are missing (:class:`Incomplete`), or when the plan
        rebuilt now differs from the confirmed one (:class:`PlanChanged`).
        """
        async with audit.write(self._db, guild_id, user_id, "postmatch") as batch:
            conn = batch.conn
            state = await self._read(conn, guild_id, sequence_id)
            match = await self._match(conn, guild_id, state.match_id)
            if state.applied or match.status == "applied":
                raise AlreadyApplied("error.postmatch.applied_twice", match=match.id)
            if match.status != "finished":
                raise ConflictError("error.postmatch.not_finished", match=match.id)
            await self._require_in_order(conn, guild_id, match)
            view = await self._view(conn, state)
            plan = view.plan
            if not plan.complete:
                raise Incomplete("error.postmatch.incomplete")
            if plan.digest() != digest:
                raise PlanChanged("error.postmatch.plan_changed")
            await _gate_point()
            await self._write(batch, user_id, state, plan)
            if match.playoff_stage is not None:  # the last of the final's post-games pays the Glittering Prizes
                await pay_due_prizes(batch, match.season)
            await conn.execute(
                "UPDATE postmatch_sequences SET applied_batch_id = ?, applied_by = ?, applied_at = ?, step = ?,"
                " plan = ?, plan_hash = ?, updated_at = ? WHERE id = ?",
                (batch.id, user_id, audit.utcnow(), plan.steps[-1], _plan_json(plan), digest, audit.utcnow(), state.id),
            )
            state = await self._read(conn, guild_id, sequence_id)
        return SequenceView(state, plan, view.match)

    async def _write(self, batch: Batch, user_id: int, state: SequenceState, plan: Plan) -> None:
        """Every change of the plan, through the repositories (validated and audited) inside ``batch``."""
        db, guild_id = self._db, state.guild_id
        teams, players = TeamRepository(db), PlayerRepository(db)
        matches, casualties = MatchRepository(db), CasualtyRepository(db)
        changes = plan.changes
        for team in changes.teams:
            await teams.update(guild_id, user_id, team.team_id, batch=batch, **team.updates())
        _kill_point()
        for removed in changes.removed:  # recorded by mistake: the undo brings the row back
            await casualties.delete(guild_id, user_id, removed, batch=batch)
        for fix in changes.fixes:
            await casualties.update(guild_id, user_id, fix.casualty_id, batch=batch, **fix.updates())
        earning = frozenset(changes.spp_earning)
        applied = {casualty_id: casualty_id in earning for casualty_id in changes.applied}
        for added in changes.added:
            slot_rolls = state.roll_ids.get(added.roll_slot or "", [])
            roll_id = slot_rolls[-1] if slot_rolls else None
            report = copy_fields(CasualtyReport, added, match_id=state.match_id, roll_id=roll_id)
            record, _ = await casualties.record_casualty(guild_id, user_id, report, batch=batch, dead_pending=False)
            applied[record.id] = added.earns_spp
        if applied:
            await casualties.mark_applied(guild_id, user_id, applied, batch=batch)
        for change in changes.players:  # the players who leave first: their numbers are free for the new ones
            await players.update(guild_id, user_id, change.player_id, batch=batch, **change.updates())
        for new in changes.new_players:
            draft = copy_fields(PlayerDraft, new)  # his sheet: number, name, position, profile and value
            await players.create(guild_id, user_id, new.team_id, draft, batch=batch)
        match = changes.match
        await matches.set_score(
            guild_id, user_id, state.match_id, match.home_score, match.away_score, conceded=match.conceded, batch=batch
        )
        await matches.mark_applied(guild_id, user_id, state.match_id, batch=batch)

    # --- undoing ----------------------------------------------------------------------------------------

    async def undoable(self, guild_id: int, match_id: int) -> tuple[SequenceState, UndoReport]:
        """The applied post-match of ``match_id`` and what undoing it restores; refused when it is not
        applied, when its season has ended (the season end lifted its RPM and required it settled), or when a later
        match of those teams was applied since."""
        state = await self.by_match(guild_id, match_id)
        if state is None or not state.applied or state.applied_batch_id is None:
            raise LeagueError("error.postmatch.nothing_to_undo", match=match_id)
        match = await self._match(self._db.conn, guild_id, match_id)
        if match.season < await current_season(self._db, guild_id):  # its season end would keep what it lifted
            raise ConflictError("error.postmatch.undo_ended_season", match=match_id, season=match.season)
        later = await self._db.fetchone(
            "SELECT m.id, h.name AS home, a.name AS away FROM postmatch_sequences s"
            " JOIN matches m ON m.guild_id = s.guild_id AND m.id = s.match_id"
            " JOIN audit_batches b ON b.guild_id = s.guild_id AND b.id = s.applied_batch_id"
            " JOIN teams h ON h.guild_id = s.guild_id AND h.id = m.home_team_id"
            " JOIN teams a ON a.guild_id = s.guild_id AND a.id = m.away_team_id"
            " WHERE s.guild_id = ? AND s.applied_batch_id > ? AND b.reverted_by IS NULL"
            " AND (m.home_team_id IN (?, ?) OR m.away_team_id IN (?, ?)) ORDER BY s.applied_batch_id LIMIT 1",
            (guild_id, state.applied_batch_id, *match.team_ids, *match.team_ids),
        )
        if later is not None:
            raise ConflictError(
                "error.postmatch.undo_later", match=match_id, later=later["id"], home=later["home"], away=later["away"]
            )
        entries = await AuditRepository(self._db).entries(guild_id, state.applied_batch_id)
        return state, undo_report(match_id, state.applied_batch_id, entries)

    async def undo(self, guild_id: int, user_id: int, match_id: int) -> AuditBatch:
        """Restore every row the post-match wrote, unless a later match of those teams was applied since.

        The audit log refuses too when any of those rows was written since
        (a treasury edited by hand…), naming the later change.
        """
        state, _ = await self.undoable(guild_id, match_id)
        assert state.applied_batch_id is not None
        reverted = await AuditRepository(self._db).revert(guild_id, user_id, state.applied_batch_id)
        await self._db.execute(
            "UPDATE postmatch_sequences SET step = ?, updated_at = ? WHERE id = ?",
            (self._registry[-1].key, audit.utcnow(), state.id),
        )
        return reverted

    async def set_summary_message(self, guild_id: int, sequence_id: int, channel_id: int, message_id: int) -> None:
        """Where the league summary was posted, so an undo can mark it cancelled."""
        await self._db.execute(
            "UPDATE postmatch_sequences SET summary_channel_id = ?, summary_message_id = ?"
            " WHERE guild_id = ? AND id = ?",
            (channel_id, message_id, guild_id, sequence_id),
        )

    async def summary_message(self, guild_id: int, sequence_id: int) -> tuple[int, int] | None:
        row = await self._db.fetchone(
            "SELECT summary_channel_id, summary_message_id FROM postmatch_sequences WHERE guild_id = ? AND id = ?",
            (guild_id, sequence_id),
        )
        if row is None or row["summary_channel_id"] is None or row["summary_message_id"] is None:
            return None
        return int(row["summary_channel_id"]), int(row["summary_message_id"])


def undo_report(match_id: int, batch_id: int, entries: Sequence[AuditEntry]) -> UndoReport:
    """The rows of one applied post-match, by kind: teams and players changed, players bought (removed by the undo),
    casualties recorded or closed, casualties deleted as mistakes (brought back by the undo)."""

    def name(entry: AuditEntry) -> str:
        row = entry.after or entry.before or {}
        return f"#{row['number']} {row['name']}" if "number" in row else str(row.get("name", entry.entity_id))

    teams = tuple(dict.fromkeys(name(e) for e in entries if e.entity == "teams"))
    # one name per player written (several writes of one player count once; two « #1 Grak » of two teams, twice)
    players = tuple({e.entity_id: name(e) for e in entries if e.entity == "players" and e.op == "update"}.values())
    new_players = tuple(name(e) for e in entries if e.entity == "players" and e.op == "insert")
    casualties = len({e.entity_id for e in entries if e.entity == "casualties" and e.op != "delete"})
    restored = len({e.entity_id for e in entries if e.entity == "casualties" and e.op == "delete"})
    return UndoReport(match_id, batch_id, teams, players, new_players, casualties, restored)
