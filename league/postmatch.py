"""The post-match sequence's state, its dice, and its application (one transaction, one audit batch).

The state (``postmatch_sequences``) keeps what the commissioner typed, every
die per slot with the ids of the stored rolls, and the step on screen, so a
sequence survives a restart. Each call rebuilds the plan from that state and
the league rows as they are now (:func:`rules.sequence.build_plan`).

:meth:`PostmatchRepository.apply` writes the plan inside one audit batch: the
match status ``applied`` and the sequence row are checked in that same
transaction, so a double click, two commissioners or a retry apply it once;
and the plan is rebuilt there and must have the fingerprint the commissioner
confirmed, so what is written is what the preview showed. An undo is the audit
log's :meth:`~league.audit.AuditRepository.revert` of that batch.

Test hook: with ``ARBITRE_TEST_KILL_DURING_APPLY=1`` in its environment the
process SIGKILLs itself between two writes of the apply transaction
(``tests/e2e/test_postmatch_crash.py`` proves the league is left as it was).
Nothing else reads that variable.
"""

from __future__ import annotations

import json
import os
import signal
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Final

import aiosqlite

from league import audit
from league.audit import AuditRepository, Batch
from league.casualties import CasualtyRepository, casualty_from_row
from league.db import Database
from league.matches import MatchRepository, match_from_row
from league.models import AuditBatch, ConflictError, LeagueError, Match, NotFoundError
from league.players import PlayerRepository, player_from_row
from league.rolls import insert_roll
from league.teams import TeamRepository, team_from_row
from rules import injury
from rules import ruleset as rulesets
from rules import sequence as seq
from rules.characteristics import CHARACTERISTICS
from rules.dice import Dice, DiceError
from rules.model import Step

#: Environment variable of the crash test hook (see the module docstring).
KILL_DURING_APPLY_ENV: Final = "ARBITRE_TEST_KILL_DURING_APPLY"
#: A step rolled by hand may reveal further dice of the same step (a D16 → a séquelle → a Revanche).
_ROLL_ROUNDS: Final = 8


def _kill_point() -> None:
    """Test hook: die like a power cut, in the middle of the apply transaction."""
    if os.environ.get(KILL_DURING_APPLY_ENV) == "1":
        os.kill(os.getpid(), signal.SIGKILL)


class AlreadyApplied(ConflictError):
    """The sequence (or season end) was applied already: nothing is written twice."""


class PlanChanged(ConflictError):
    """The league or the sequence changed since the preview that was confirmed."""


class Incomplete(LeagueError):
    """Dice or choices are still missing."""


# --- state ----------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SequenceState:
    id: int
    guild_id: int
    match_id: int
    ruleset: str
    step: str
    inputs: seq.Inputs
    dice: dict[str, list[list[int]]]
    roll_ids: dict[str, list[int]]
    plan_hash: str | None
    channel_id: int | None
    started_by: int
    applied_batch_id: int | None
    applied: bool
    applied_by: int | None
    applied_at: str | None


@dataclass(frozen=True, slots=True)
class SequenceView:
    """A sequence and its plan as of now: what a screen shows."""

    state: SequenceState
    plan: seq.Plan
    match: Match


@dataclass(frozen=True, slots=True)
class RollOutcome:
    view: SequenceView
    rolled: tuple[str, ...]
    unused: tuple[int, ...] = ()


_STATE_SQL = (
    "SELECT s.*, (s.applied_batch_id IS NOT NULL AND b.reverted_by IS NULL) AS applied"
    " FROM postmatch_sequences s LEFT JOIN audit_batches b ON b.id = s.applied_batch_id"
)


def _state(row: Mapping[str, Any]) -> SequenceState:
    return SequenceState(
        id=row["id"],
        guild_id=row["guild_id"],
        match_id=row["match_id"],
        ruleset=row["ruleset"],
        step=row["step"],
        inputs=seq.Inputs.from_dict(json.loads(row["inputs"])),
        dice=json.loads(row["dice"]),
        roll_ids=json.loads(row["roll_ids"]),
        plan_hash=row["plan_hash"],
        channel_id=row["channel_id"],
        started_by=row["started_by"],
        applied_batch_id=row["applied_batch_id"],
        applied=bool(row["applied"]),
        applied_by=row["applied_by"],
        applied_at=row["applied_at"],
    )


async def _one(conn: aiosqlite.Connection, sql: str, params: Sequence[Any] = ()) -> aiosqlite.Row | None:
    async with conn.execute(sql, tuple(params)) as cursor:
        return await cursor.fetchone()


async def _all(conn: aiosqlite.Connection, sql: str, params: Sequence[Any] = ()) -> list[aiosqlite.Row]:
    async with conn.execute(sql, tuple(params)) as cursor:
        return list(await cursor.fetchall())


# --- the league as the plan reads it ---------------------------------------------------------------------


def player_snap(row: Mapping[str, Any]) -> seq.PlayerSnap:
    p = player_from_row(row)
    return seq.PlayerSnap(
        id=p.id,
        team_id=p.team_id,
        number=p.number,
        name=p.name,
        profile=p.profile,
        keywords=p.keywords,
        skills=p.skills,
        gained_hatreds=p.gained_hatreds,
        spp=p.spp,
        niggling=p.niggling,
        miss_next_game=p.miss_next_game,
        improvements=dict(p.improvements),
        value=p.value,
        advancements=int(row["advancements"]),
        status=p.status,
    )


def team_snap(row: Mapping[str, Any]) -> seq.TeamSnap:
    t = team_from_row(row)
    return seq.TeamSnap(t.id, t.name, t.coach_id, t.treasury, t.dedicated_fans, t.apothecary)


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


async def _snapshot(
    conn: aiosqlite.Connection, guild_id: int, match: Match
) -> tuple[seq.MatchSnap, list[seq.PlayerSnap], list[seq.CasualtySnap]]:
    teams = {
        row["id"]: team_snap(row)
        for row in await _all(
            conn, "SELECT * FROM teams WHERE guild_id = ? AND id IN (?, ?)", (guild_id, *match.team_ids)
        )
    }
    if len(teams) != 2:
        raise NotFoundError(f"Une équipe du match n° {match.id} est introuvable.")
    players = [
        player_snap(row)
        for row in await _all(
            conn,
            "SELECT * FROM players WHERE guild_id = ? AND team_id IN (?, ?) AND status = 'active'"
            " ORDER BY team_id, number",
            (guild_id, *match.team_ids),
        )
    ]
    casualties = []
    for row in await _all(
        conn,
        "SELECT c.*, r.result AS roll_result FROM casualties c"
        " LEFT JOIN rolls r ON r.guild_id = c.guild_id AND r.id = c.roll_id"
        " WHERE c.guild_id = ? AND c.match_id = ? AND c.applied_at IS NULL ORDER BY c.id",
        (guild_id, match.id),
    ):
        c = casualty_from_row(row)
        prior_lasting, prior_hatred = _priors(c.outcome, row["roll_result"])
        casualties.append(
            seq.CasualtySnap(
                key=f"c{c.id}",
                victim_id=c.victim_id,
                cause=c.cause,
                outcome=c.outcome,
                casualty_id=c.id,
                caused_by_id=c.caused_by_id,
                caused_by_team_id=c.caused_by_team_id,
                sequelle=c.sequelle,
                hatred_candidates=c.hatred_candidates,
                prior_lasting=prior_lasting,
                prior_hatred=prior_hatred,
            )
        )
    snap = seq.MatchSnap(
        id=match.id,
        home=teams[match.home_team_id],
        away=teams[match.away_team_id],
        home_score=match.home_score,
        away_score=match.away_score,
        home_fp=match.home_fp,
        away_fp=match.away_fp,
    )
    return snap, players, casualties


def _plan_json(plan: seq.Plan) -> str:
    return json.dumps(
        {
            "changes": plan.changes,
            "pending": [s.key for s in plan.pending],
            "missing": [{"step": m.step, "key": m.key} for m in plan.missing],
        },
        ensure_ascii=False,
        default=str,
    )


DiceFactory = Callable[[], Dice]


class PostmatchRepository:
    """Sequences of a server: start, change, roll, apply once, undo."""

    def __init__(self, db: Database, *, dice: DiceFactory = Dice) -> None:
        self._db = db
        self._dice = dice

    # --- reading ----------------------------------------------------------------------------------------

    async def _read(self, conn: aiosqlite.Connection, guild_id: int, sequence_id: int) -> SequenceState:
        row = await _one(conn, f"{_STATE_SQL} WHERE s.guild_id = ? AND s.id = ?", (guild_id, sequence_id))
        if row is None:
            raise NotFoundError(f"Après-match n° {sequence_id} introuvable sur ce serveur.")
        return _state(row)

    async def _match(self, conn: aiosqlite.Connection, guild_id: int, match_id: int) -> Match:
        row = await _one(conn, "SELECT * FROM matches WHERE guild_id = ? AND id = ?", (guild_id, match_id))
        if row is None:
            raise NotFoundError(f"Match n° {match_id} introuvable sur ce serveur.")
        return match_from_row(row)

    async def _view(self, conn: aiosqlite.Connection, state: SequenceState) -> SequenceView:
        match = await self._match(conn, state.guild_id, state.match_id)
        snap, players, casualties = await _snapshot(conn, state.guild_id, match)
        by_id = {p.id: p for p in players}
        plan = seq.build_plan(
            rulesets.get(state.ruleset),
            snap,
            players,
            [*casualties, *seq.added_casualties(state.inputs, by_id)],
            state.inputs,
            state.dice,
        )
        return SequenceView(state, plan, match)

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
            " WHERE m.guild_id = ? AND m.status = ? ORDER BY m.id DESC LIMIT ?",
            (guild_id, "applied" if applied else "finished", limit),
        )
        return [(match_from_row(r), r["home_name"], r["away_name"]) for r in rows]

    # --- writing the state ------------------------------------------------------------------------------

    async def _save(
        self,
        conn: aiosqlite.Connection,
        state: SequenceState,
        view: SequenceView,
        *,
        step: str | None = None,
        inputs: seq.Inputs | None = None,
        dice: Mapping[str, Any] | None = None,
        roll_ids: Mapping[str, Any] | None = None,
    ) -> None:
        await conn.execute(
            "UPDATE postmatch_sequences SET step = ?, inputs = ?, dice = ?, roll_ids = ?, plan = ?, plan_hash = ?,"
            " updated_at = ? WHERE id = ?",
            (
                step or state.step,
                json.dumps((inputs or state.inputs).to_dict(), ensure_ascii=False),
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
            raise AlreadyApplied(
                f"L’après-match du match n° {state.match_id} est déjà appliqué :"
                " annulez-le d’abord (/postmatch undo) pour le modifier."
            )

    async def start(
        self, guild_id: int, user_id: int, match_id: int, *, ruleset: str, channel_id: int | None = None
    ) -> tuple[SequenceView, bool]:
        """Open the sequence of a finished match, or return the one in progress; ``(view, created)``."""
        rulesets.get(ruleset)
        async with self._db.transaction() as conn:
            match = await self._match(conn, guild_id, match_id)
            row = await _one(conn, f"{_STATE_SQL} WHERE s.guild_id = ? AND s.match_id = ?", (guild_id, match_id))
            if match.status == "applied":
                raise AlreadyApplied(
                    f"L’après-match du match n° {match_id} est déjà appliqué. Pour le refaire : /postmatch undo."
                )
            if match.status == "open":
                raise ConflictError(f"Le match n° {match_id} est encore en cours : terminez-le d’abord (/match fin).")
            if match.status == "cancelled":
                raise ConflictError(f"Le match n° {match_id} a été annulé : il n’a pas d’après-match.")
            created = row is None
            if created:
                await conn.execute(
                    "INSERT INTO postmatch_sequences (guild_id, match_id, ruleset, channel_id, started_by)"
                    " VALUES (?, ?, ?, ?, ?)",
                    (guild_id, match_id, ruleset, channel_id, user_id),
                )
                row = await _one(conn, f"{_STATE_SQL} WHERE s.guild_id = ? AND s.match_id = ?", (guild_id, match_id))
            assert row is not None
            state = _state(row)
            view = await self._view(conn, state)
            await self._save(conn, state, view)
        return view, created

    async def change(
        self, guild_id: int, sequence_id: int, edit: Callable[[seq.Inputs, seq.Plan], seq.Inputs]
    ) -> SequenceView:
        """Replace the inputs with ``edit(inputs, plan)`` (a :mod:`rules.sequence` ``with_…`` function)."""
        async with self._db.transaction() as conn:
            state = await self._read(conn, guild_id, sequence_id)
            self._open(state)
            current = await self._view(conn, state)
            try:
                inputs = edit(state.inputs, current.plan)
            except ValueError as exc:
                raise LeagueError(str(exc)) from exc
            changed = _replace_state(state, inputs=inputs)
            view = await self._view(conn, changed)
            await self._save(conn, changed, view)
        return view

    async def go(self, guild_id: int, sequence_id: int, step: str) -> SequenceView:
        """Show ``step``: back is always allowed, forward only past steps with nothing left to do."""
        if step not in seq.STEPS:
            raise LeagueError(f"Étape inconnue : {step!r}.")
        async with self._db.transaction() as conn:
            state = await self._read(conn, guild_id, sequence_id)
            self._open(state)
            view = await self._view(conn, state)
            blocked = view.plan.first_blocked_step()
            if blocked is not None and seq.STEPS.index(step) > seq.STEPS.index(blocked):
                step = blocked
            changed = _replace_state(state, step=step)
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

        A slot already rolled is never rolled again: a double click rolls nothing.
        Dice typed by hand that run short cancel the whole call (nothing stored).
        """
        source = Dice.manual(hand) if hand is not None else None
        rolled: list[str] = []
        async with self._db.transaction() as conn:
            state = await self._read(conn, guild_id, sequence_id)
            self._open(state)
            dice = dict(state.dice)
            roll_ids = dict(state.roll_ids)
            view = await self._view(conn, state)
            for _ in range(_ROLL_ROUNDS):
                slots = view.plan.pending_for(step)
                if not slots:
                    break
                for slot in slots:
                    stored = [] if slot.stale else dice.get(slot.key, [])
                    thrower = seq.SlotDice(stored, source or self._dice())
                    try:
                        result = slot.roll(thrower)
                    except DiceError as exc:
                        raise LeagueError(f"{exc} (dés à la main pour l’étape « {step} »)") from exc
                    roll_id = await insert_roll(
                        conn,
                        guild_id=guild_id,
                        channel_id=channel_id,
                        user_id=user_id,
                        command="postmatch",
                        options={"sequence": state.id, "slot": slot.key, "manual": hand is not None},
                        result=result,
                    )
                    dice[slot.key] = seq.faces(thrower.thrown)
                    roll_ids[slot.key] = [*roll_ids.get(slot.key, []), roll_id]
                    rolled.append(slot.key)
                state = _replace_state(state, dice=dice, roll_ids=roll_ids)
                view = await self._view(conn, state)
            await self._save(conn, state, view)
        return RollOutcome(view, tuple(rolled), tuple(source.unused) if source is not None else ())

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
                raise AlreadyApplied(f"L’après-match du match n° {match.id} a déjà été appliqué : rien n’a changé.")
            if match.status != "finished":
                raise ConflictError(f"Le match n° {match.id} n’est pas terminé : rien n’a été appliqué.")
            view = await self._view(conn, state)
            plan = view.plan
            if not plan.complete:
                raise Incomplete("Des dés ou des choix manquent encore : rien n’a été appliqué.")
            if plan.digest() != digest:
                raise PlanChanged(
                    "La ligue ou l’après-match a changé depuis cet aperçu : rien n’a été appliqué."
                    " Vérifiez le nouvel aperçu puis confirmez-le."
                )
            await self._write(batch, user_id, state, plan)
            await conn.execute(
                "UPDATE postmatch_sequences SET applied_batch_id = ?, applied_by = ?, applied_at = ?, step = 'preview',"
                " plan = ?, plan_hash = ?, updated_at = ? WHERE id = ?",
                (batch.id, user_id, audit.utcnow(), _plan_json(plan), digest, audit.utcnow(), state.id),
            )
            state = await self._read(conn, guild_id, sequence_id)
        return SequenceView(state, plan, view.match)

    async def _write(self, batch: Batch, user_id: int, state: SequenceState, plan: seq.Plan) -> None:
        """Every change of the plan, through the repositories (validated and audited) inside ``batch``."""
        db, guild_id = self._db, state.guild_id
        teams, players = TeamRepository(db), PlayerRepository(db)
        matches, casualties = MatchRepository(db), CasualtyRepository(db)
        changes = plan.changes
        for team_id, team_changes in changes["teams"].items():
            await teams.update(guild_id, user_id, int(team_id), batch=batch, **team_changes)
        _kill_point()
        cas = changes["casualties"]
        for casualty_id, char in cas["sequelle"].items():
            await casualties.update(guild_id, user_id, int(casualty_id), sequelle=char, batch=batch)
        applied = list(cas["applied"])
        for added in cas["added"]:
            slot_rolls = state.roll_ids.get(added["roll_slot"] or "", [])
            record, _ = await casualties.record_casualty(
                guild_id,
                user_id,
                victim_id=added["victim_id"],
                outcome=added["outcome"],
                cause=added["cause"],
                match_id=state.match_id,
                caused_by_id=added["caused_by_id"],
                caused_by_team_id=added["caused_by_team_id"],
                roll_id=slot_rolls[-1] if slot_rolls else None,
                sequelle=added["sequelle"],
                hatred_candidates=added["hatred_candidates"],
                batch=batch,
            )
            applied.append(record.id)
        if applied:
            await casualties.mark_applied(guild_id, user_id, applied, batch=batch)
        for player_id, columns in changes["players"].items():
            after = plan.players[int(player_id)].after
            fields = _player_fields(columns, after)
            if fields:
                await players.update(guild_id, user_id, int(player_id), batch=batch, **fields)
            if "advancements" in columns:
                await batch.update(
                    "players", int(player_id), {"advancements": columns["advancements"]}, "postmatch.advancement"
                )
        score = changes["match"]
        home, away = score["home_score"], score["away_score"]
        await matches.set_score(guild_id, user_id, state.match_id, home, away, batch=batch)
        await matches.mark_applied(guild_id, user_id, state.match_id, batch=batch)

    # --- undoing ----------------------------------------------------------------------------------------

    async def undo(self, guild_id: int, user_id: int, match_id: int) -> AuditBatch:
        """Restore every row the sequence wrote, unless a later match of those teams was applied since.

        The audit log refuses too when any of those rows was written since
        (a treasury edited by hand…), naming the later change.
        """
        state = await self.by_match(guild_id, match_id)
        if state is None or not state.applied or state.applied_batch_id is None:
            raise LeagueError(f"Le match n° {match_id} n’a pas d’après-match appliqué à annuler.")
        match = await self._match(self._db.conn, guild_id, match_id)
        later = await self._db.fetchone(
            "SELECT m.id, h.name, a.name FROM postmatch_sequences s"
            " JOIN matches m ON m.id = s.match_id JOIN audit_batches b ON b.id = s.applied_batch_id"
            " JOIN teams h ON h.id = m.home_team_id JOIN teams a ON a.id = m.away_team_id"
            " WHERE s.guild_id = ? AND s.applied_batch_id > ? AND b.reverted_by IS NULL"
            " AND (m.home_team_id IN (?, ?) OR m.away_team_id IN (?, ?)) ORDER BY s.applied_batch_id LIMIT 1",
            (guild_id, state.applied_batch_id, *match.team_ids, *match.team_ids),
        )
        if later is not None:
            raise ConflictError(
                f"Impossible d’annuler l’après-match du match n° {match_id} : celui du match n° {later[0]}"
                f" ({later[1]} – {later[2]}), appliqué après, concerne les mêmes équipes."
                " Annulez-le d’abord."
            )
        reverted = await AuditRepository(self._db).revert(guild_id, user_id, state.applied_batch_id)
        await self._db.execute(
            "UPDATE postmatch_sequences SET step = 'preview', updated_at = ? WHERE id = ?", (audit.utcnow(), state.id)
        )
        return reverted


def _replace_state(state: SequenceState, **changes: Any) -> SequenceState:
    return replace(state, **changes)


def _player_fields(columns: Mapping[str, Any], after: seq.PlayerSnap) -> dict[str, Any]:
    """The :data:`~league.models.PLAYER_FIELDS` arguments for the changed columns."""
    fields: dict[str, Any] = {}
    if any(c.lower() in columns for c in CHARACTERISTICS):
        fields["profile"] = after.profile
    if any(f"imp_{c.lower()}" in columns for c in CHARACTERISTICS):
        fields["improvements"] = dict(after.improvements)
    for name in ("spp", "niggling", "miss_next_game", "value", "status"):
        if name in columns:
            fields[name] = getattr(after, name)
    for name in ("gained_hatreds", "skills"):
        if name in columns:
            fields[name] = tuple(getattr(after, name))
    return fields


# --- the end of the season ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SeasonState:
    id: int
    guild_id: int
    ruleset: str
    dice: dict[str, list[list[int]]]
    roll_ids: dict[str, list[int]]
    applied_batch_id: int | None
    applied: bool


@dataclass(frozen=True, slots=True)
class SeasonView:
    state: SeasonState
    plan: seq.SeasonPlan
    unused: tuple[int, ...] = ()


_SEASON_SQL = (
    "SELECT s.*, (s.applied_batch_id IS NOT NULL AND b.reverted_by IS NULL) AS applied"
    " FROM season_ends s LEFT JOIN audit_batches b ON b.id = s.applied_batch_id"
)


def _season(row: Mapping[str, Any]) -> SeasonState:
    return SeasonState(
        id=row["id"],
        guild_id=row["guild_id"],
        ruleset=row["ruleset"],
        dice=json.loads(row["dice"]),
        roll_ids=json.loads(row["roll_ids"]),
        applied_batch_id=row["applied_batch_id"],
        applied=bool(row["applied"]),
    )


class SeasonRepository:
    """``/season end``: every die rolled and stored first, shown, then applied once in one batch."""

    def __init__(self, db: Database, *, dice: DiceFactory = Dice) -> None:
        self._db = db
        self._dice = dice

    async def _league(
        self, conn: aiosqlite.Connection, guild_id: int
    ) -> tuple[list[seq.TeamSnap], list[seq.PlayerSnap]]:
        teams = [
            team_snap(r)
            for r in await _all(conn, "SELECT * FROM teams WHERE guild_id = ? AND archived_at IS NULL", (guild_id,))
        ]
        ids = {t.id for t in teams}
        players = [
            player_snap(r)
            for r in await _all(conn, "SELECT * FROM players WHERE guild_id = ? AND status = 'active'", (guild_id,))
            if r["team_id"] in ids
        ]
        return teams, players

    async def _plan(self, conn: aiosqlite.Connection, state: SeasonState) -> seq.SeasonPlan:
        teams, players = await self._league(conn, state.guild_id)
        return seq.build_season_plan(rulesets.get(state.ruleset), teams, players, state.dice)

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
        async with self._db.transaction() as conn:
            row = await _one(
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
                row = await _one(conn, f"{_SEASON_SQL} WHERE s.guild_id = ? ORDER BY s.id DESC LIMIT 1", (guild_id,))
            assert row is not None
            state = _season(row)
            dice, roll_ids = dict(state.dice), dict(state.roll_ids)
            plan = await self._plan(conn, state)
            for slot in plan.pending:
                thrower = seq.SlotDice([] if slot.stale else dice.get(slot.key, []), source or self._dice())
                try:
                    result = slot.roll(thrower)
                except DiceError as exc:
                    raise LeagueError(str(exc)) from exc
                roll_id = await insert_roll(
                    conn,
                    guild_id=guild_id,
                    channel_id=channel_id,
                    user_id=user_id,
                    command="season",
                    options={"season": state.id, "slot": slot.key, "manual": hand is not None},
                    result=result,
                )
                dice[slot.key] = seq.faces(thrower.thrown)
                roll_ids[slot.key] = [*roll_ids.get(slot.key, []), roll_id]
            state = SeasonState(state.id, guild_id, state.ruleset, dice, roll_ids, state.applied_batch_id, False)
            plan = await self._plan(conn, state)
            await conn.execute(
                "UPDATE season_ends SET dice = ?, roll_ids = ?, plan_hash = ?, updated_at = ? WHERE id = ?",
                (json.dumps(dice), json.dumps(roll_ids), plan.digest(), audit.utcnow(), state.id),
            )
        return SeasonView(state, plan, tuple(source.unused) if source is not None else ())

    async def apply(self, guild_id: int, user_id: int, season_id: int, digest: str) -> SeasonView:
        """Apply once, in one audit batch; refused if applied already or if the league changed since the preview."""
        async with audit.write(self._db, guild_id, user_id, "season.end") as batch:
            conn = batch.conn
            row = await _one(conn, f"{_SEASON_SQL} WHERE s.guild_id = ? AND s.id = ?", (guild_id, season_id))
            if row is None:
                raise NotFoundError(f"Fin de saison n° {season_id} introuvable sur ce serveur.")
            state = _season(row)
            if state.applied:
                raise AlreadyApplied("Cette fin de saison a déjà été appliquée : rien n’a changé.")
            plan = await self._plan(conn, state)
            if not plan.complete:
                raise Incomplete("Des dés manquent encore : relancez /season end.")
            if plan.digest() != digest:
                raise PlanChanged(
                    "La ligue a changé depuis cet aperçu : rien n’a été appliqué. Relancez /season end pour le revoir."
                )
            players = PlayerRepository(self._db)
            for sp in plan.players:
                fields = _player_fields(plan.changes["players"].get(str(sp.before.id), {}), sp.after)
                if fields:
                    await players.update(guild_id, user_id, sp.before.id, batch=batch, **fields)
            if batch.id is None:
                raise Incomplete("Rien à changer : aucun joueur n’a de RPM, de Blessure Persistante ni de Haine.")
            await conn.execute(
                "UPDATE season_ends SET applied_batch_id = ?, applied_by = ?, applied_at = ?, updated_at = ?"
                " WHERE id = ?",
                (batch.id, user_id, audit.utcnow(), audit.utcnow(), state.id),
            )
            row = await _one(conn, f"{_SEASON_SQL} WHERE s.id = ?", (state.id,))
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
            raise LeagueError("Aucune fin de saison appliquée à annuler sur ce serveur.")
        return await AuditRepository(self._db).revert(guild_id, user_id, row["applied_batch_id"])
