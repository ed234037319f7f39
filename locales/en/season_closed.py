"""English words of a season already ended: its post-matches stay as they were applied."""

from __future__ import annotations

LABELS: dict[str, str] = {
    "error.postmatch.undo_ended_season": "Cannot undo the post-match of match #{match}: season {season} has "
    "ended, and undoing it would give its players back the MNG the season end lifted. Undo the season end first "
    "(/season undo), while the new season has no match yet.",
}
