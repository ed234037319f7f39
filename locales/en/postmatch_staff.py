"""English labels: the team's staff and re-rolls as the post-match writes them."""

from __future__ import annotations

LABELS: dict[str, str] = {
    "pm.hire.reroll_cost": "Re-roll price written on the team: {price} gp (TV counts its re-rolls at this price)",
}
