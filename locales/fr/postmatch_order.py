"""French labels: the post-match of a match applied in the order the matches were played."""

from __future__ import annotations

LABELS: dict[str, str] = {
    "error.postmatch.later_applied": "L'après-match du match n° {match} ne peut plus s'appliquer : celui du match "
    "n° {later} ({home} – {away}), joué après, concerne les mêmes équipes et est déjà appliqué (ses RPM seraient "
    "levés, ses gains comptés avant ceux-ci). Annulez-le d'abord (/apres-match annuler match:{later}), appliquez "
    "celui-ci, puis réappliquez l'autre.",
}
