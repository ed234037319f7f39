"""Templates drawn as small emoji grids (readable on a phone): scatter, bounce, throw-in, a Scatter (N)."""

from __future__ import annotations

from rules.model import Step
from rules.payloads import BallMove, ScatterMoves
from rules.pitch import direction_grid, moves_grid, throw_in_grid

PICTURE_KINDS = ("scatter", "bounce", "throw_in", "scatter_moves")


def picture(step: Step) -> str | None:
    """The grid for one step, or ``None`` when the step is not a ball movement."""
    if step.kind in ("scatter", "bounce"):
        move = step.payload(BallMove)
        return direction_grid(int(move.direction), distance=move.distance).render()
    if step.kind == "throw_in":
        move = step.payload(BallMove)
        return throw_in_grid(str(move.direction), distance=move.distance).render()
    if step.kind == "scatter_moves":  # from where the deviation ended to where the ball lands
        return moves_grid(int(d) for d in step.payload(ScatterMoves).directions).render()
    return None


def pictures(root: Step, limit: int = 2) -> list[str]:
    """Up to ``limit`` pictures for the ball movements in a tree, in order."""
    found = [p for step in root.walk() if step.kind in PICTURE_KINDS and (p := picture(step))]
    return found[:limit]
