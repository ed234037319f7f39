"""French labels: seasons and the league table (``/standings``), the scoring settings, team value."""

from __future__ import annotations

from locales.fr.commands import command_labels

LABELS: dict[str, str] = {
    **command_labels(
        "standings",
        "classement-ligue",
        "Le classement de la saison : points, touchdowns, éliminations (image jointe)",
        season=("saison", "Le numéro de la saison (par défaut la saison en cours)"),
    ),
    "help.example.standings": "/classement-ligue saison:1",
    # /settings options of the league table
    "cmd.settings.opt.points.name": "points",
    "cmd.settings.opt.points.desc": "Points victoire/nul/défaite (3/1/0), et l'abandon en quatrième (3/1/0/-1)",
    "cmd.settings.opt.tiebreakers.name": "departages",
    "cmd.settings.opt.tiebreakers.desc": "Départages dans l'ordre : td, el, confrontation, td+, el+, victoires",
    "cmd.settings.opt.weekly_post.name": "classement-apres-match",
    "cmd.settings.opt.weekly_post.desc": "Publier le classement avec chaque résumé d'après-match",
    "standings.settings": "**Points** (victoire/nul/défaite/abandon) : {points}\n**Départages** : {tiebreakers}\n"
    "**Classement avec chaque après-match** : {weekly}",
    # The table's columns (short: they head a phone's code block and the picture)
    "standings.col.team": "Équipe",
    "standings.col.played": "J",
    "standings.col.won": "G",
    "standings.col.drawn": "N",
    "standings.col.lost": "P",
    "standings.col.points": "Pts",
    "standings.col.td_for": "TD+",
    "standings.col.td_against": "TD−",
    "standings.col.td_diff": "±TD",
    "standings.col.cas_for": "Él+",
    "standings.col.cas_against": "Él−",
    "standings.col.cas_diff": "±Él",
    "standings.legend": "J joués · G gagnés · N nuls · P perdus · TD touchdowns marqués (+) et encaissés (−) · "
    "Él éliminations causées (+) et subies (−)",
    "standings.title": "Classement de la saison {season}",
    "standings.title.current": "Classement de la saison {season} (en cours)",
    "standings.empty": "Aucune équipe pour l'instant.",
    "standings.notes": "La saison",
    "standings.played.one": "{count} match compté (après-match appliqué).",
    "standings.played.other": "{count} matchs comptés (après-match appliqué).",
    "standings.pending.one": "{count} match terminé attend son après-match : il ne compte pas encore.",
    "standings.pending.other": "{count} matchs terminés attendent leur après-match : ils ne comptent pas encore.",
    "standings.archived_note": "† équipe archivée : ses résultats restent comptés.",
    "standings.archived": "archivée",
    "standings.points": "Victoire {win} pts, nul {draw}, défaite {loss}",
    "standings.points.conceded": "(abandon : {conceded})",
    "standings.scoring": "{points} · égalité : {tiebreakers}",
    "standings.tiebreaker.td_diff": "différence de touchdowns",
    "standings.tiebreaker.cas_diff": "différence d'éliminations",
    "standings.tiebreaker.head_to_head": "confrontation directe",
    "standings.tiebreaker.td_for": "touchdowns marqués",
    "standings.tiebreaker.cas_for": "éliminations causées",
    "standings.tiebreaker.wins": "victoires",
    "standings.tiebreaker.none": "aucun départage",
    # Errors
    "error.standings.points": "Les points vont de {low} à {high} (reçu : {value}).",
    "error.standings.points_format": "Points : tapez victoire/nul/défaite, par exemple « 3/1/0 », et au besoin "
    "l'abandon en quatrième (« 3/1/0/-1 ») (reçu : {value}).",
    "error.standings.tiebreaker": "Critère de départage inconnu : « {value} ».",
    "error.standings.unknown_team": "L'équipe n° {team} du match n° {match} n'est pas au classement.",
    "error.standings.season": "La saison {season} n'existe pas : la saison en cours est la {current}.",
    "error.season.undo_started": "La saison {season} a commencé (match n° {match}) : cette fin de saison ne peut "
    "plus être annulée.",
    "error.match.conceded": "Abandon inconnu : « {value} » (domicile ou extérieur).",
    "error.team.reroll_cost": "Le prix d'une relance va de 0 à {max} po, par multiples de 5 000 (reçu : {value}).",
}
