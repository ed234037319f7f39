"""What a post-match and a season end both are once stored (``league.plans`` reads and writes it for both)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True, kw_only=True)
class StoredPlan:
    """A plan of one server and ruleset, the dice thrown for each of its slots and their roll ids, and whether it
    is applied (its audit batch written and not reverted since)."""

    id: int
    guild_id: int
    ruleset: str
    dice: dict[str, list[list[int]]]
    roll_ids: dict[str, list[int]]
    applied_batch_id: int | None
    applied: bool
