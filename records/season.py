"""A season end as the league reads it back and the screen shows it (``league.season`` builds it,
``render.season`` draws it)."""

from __future__ import annotations

from dataclasses import dataclass

from records.plans import StoredPlan
from rules.season import SeasonPlan


@dataclass(frozen=True, slots=True, kw_only=True)
class SeasonState(StoredPlan):
    """A season end as stored: nothing but what every stored plan has."""


@dataclass(frozen=True, slots=True)
class SeasonView:
    """A season end shown: ``kept`` rolls stored by an earlier, unconfirmed ``/season end`` and kept as they were;
    ``replaced`` rolls typed by hand earlier and typed again now (a mistyped entry corrected before Confirm)."""

    state: SeasonState
    plan: SeasonPlan
    unused: tuple[int, ...] = ()
    kept: int = 0
    replaced: int = 0
    typed: bool = False
