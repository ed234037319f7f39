"""A stored post-match as the league reads it back and the screens show it (``league.postmatch`` builds these,
``render.postmatch`` draws them): its state, its plan as of now, what an undo restores."""

from __future__ import annotations

from dataclasses import dataclass

from records.models import Match
from records.plans import StoredPlan
from rules.postmatch.inputs import Inputs
from rules.postmatch.plan import Plan


@dataclass(frozen=True, slots=True, kw_only=True)
class SequenceState(StoredPlan):
    """A post-match as stored: its match, the step shown, what was typed, the fingerprint of the last preview, where
    and by whom it was started and applied."""

    match_id: int
    step: str
    inputs: Inputs
    plan_hash: str | None
    channel_id: int | None
    started_by: int
    applied_by: int | None
    applied_at: str | None


@dataclass(frozen=True, slots=True)
class SequenceView:
    """A sequence and its plan as of now: what a screen shows."""

    state: SequenceState
    plan: Plan
    match: Match


@dataclass(frozen=True, slots=True)
class UndoReport:
    """What an undo restores, read from the applied batch: names as they were written."""

    match_id: int
    batch_id: int
    teams: tuple[str, ...]
    players: tuple[str, ...]
    new_players: tuple[str, ...]
    casualties: int
    restored_casualties: int
