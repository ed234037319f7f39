"""French labels: league records (issue 4) — teams, players, matches, casualties, statistics, export."""

from __future__ import annotations

LABELS: dict[str, str] = {
    # Errors (always ephemeral)
    "league.error.commissioner_only": "⛔ Réservé aux commissaires de la ligue (Gérer le serveur, ou le rôle choisi "
    "dans /reglages).",
    "league.error.not_your_team": "⛔ Seuls le coach de « {team} » et les commissaires peuvent faire cela.",
    "league.error.not_your_match": "⛔ Seuls les coachs de « {home} » et de « {away} » et les commissaires peuvent "
    "faire cela.",
    "league.error.team_unknown": "Aucune équipe « {value} » sur ce serveur : choisissez-la dans la liste proposée.",
    "league.error.team_ambiguous": "Plusieurs équipes correspondent à « {value} » : choisissez-la dans la liste "
    "proposée.",
    "league.error.player_unknown": "Aucun joueur « {value} » sur ce serveur : choisissez-le dans la liste proposée.",
    "league.error.player_ambiguous": "Plusieurs joueurs correspondent à « {value} » : choisissez-le dans la liste "
    "proposée.",
    "league.error.match_unknown": "Match « {value} » introuvable sur ce serveur.",
    "league.error.no_open_match": "Aucun match en cours dans ce salon : lancez-en un avec /match debut, ou précisez "
    "le match.",
    "league.error.kicking_team": "« {team} » ne joue pas le match n° {id} en cours dans ce salon.",
    "league.error.characteristic": "{name} : « {value} » n'est pas une valeur (tapez par exemple 3+ ou 3).",
    "league.error.characteristic_range": "{name} doit aller de {low} à {high} (reçu : {value}).",
    # Autocomplete
    "league.match.choice": "n° {id} · {home} – {away} · {status}",
    "league.match.side.home.choice": "{team} (domicile)",
    "league.match.side.away.choice": "{team} (extérieur)",
    "league.match.status.open": "en cours",
    "league.match.status.finished": "terminé",
    "league.match.status.applied": "après-match appliqué",
    "league.match.status.cancelled": "annulé",
}
