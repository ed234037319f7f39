"""French words of a season already ended: its post-matches stay as they were applied."""

from __future__ import annotations

LABELS: dict[str, str] = {
    "error.postmatch.undo_ended_season": "Impossible d'annuler l'après-match du match n° {match} : la saison "
    "{season} est terminée, et l'annuler rendrait à ses joueurs les RPM que la fin de saison a levés. Annulez "
    "d'abord la fin de saison (/saison annuler), tant que la nouvelle saison n'a aucun match.",
}
