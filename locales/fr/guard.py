"""French words of the bar every command holds: a value typed where nothing reads it is refused, and said."""

from __future__ import annotations

LABELS: dict[str, str] = {
    "error.settings.everyone_role": "@everyone ferait de chaque membre du serveur un commissaire : choisissez le rôle "
    "des commissaires de la ligue (ceux qui peuvent gérer le serveur le sont déjà).",
    "league.error.kicking_team_no_match": "Aucun match en cours dans ce salon : l'équipe qui frappe se choisit parmi "
    "les deux équipes du match du salon. Sans match, lancez /coup-envoi sans equipe-frappe et donnez les FP, "
    "meneuses et adjoints de chaque côté.",
}
