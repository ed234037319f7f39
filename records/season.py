"""A season end as the league reads it back and the screen shows it (``league.season`` builds it,
``render.season`` draws it)."""

from __future__ import annotations

from dataclasses import dataclass

from rules.season import SeasonPlan


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
    plan: SeasonPlan
    unused: tuple[int, ...] = ()
