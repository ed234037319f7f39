"""English words that say which team a kick-off line is for (a Dodgy Snack tie: each team picks a player)."""

from __future__ import annotations

LABELS: dict[str, str] = {
    "ui.step.of_team": "{step} ({team})",
}
