"""English labels: the post-match of a match applied in the order the matches were played."""

from __future__ import annotations

LABELS: dict[str, str] = {
    "error.postmatch.later_applied": "The post-match of match #{match} can no longer be applied: the one of match "
    "#{later} ({home} – {away}), played after it, involves the same teams and is already applied (its MNG would be "
    "lifted, its winnings counted before these). Undo it first (/postmatch undo match:{later}), apply this one, then "
    "apply the other again.",
}
