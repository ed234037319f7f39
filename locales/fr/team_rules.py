"""French labels: team special rules (rules/team_rules.py) and their option on /team."""

from __future__ import annotations

LABELS: dict[str, str] = {
    "team_rule.brawlin_brutes": "Bagarreurs Brutaux",
    "team_rule.bribery_and_corruption": "Pots-de-vin et Corruption",
    "team_rule.favoured_of": "Favori de…",
    "team_rule.low_cost_linemen": "Trois-quarts à Vil Prix",
    "team_rule.masters_of_undeath": "Maîtres de la Non-vie",
    "team_rule.swarming": "Grouillement",
    "team_rule.team_captain": "Capitaine d'Équipe",
    "error.team_rules.unknown": "Règle spéciale inconnue « {value} » : Bagarreurs Brutaux, Pots-de-vin et "
    "Corruption, Favori de, Trois-quarts à Vil Prix, Maîtres de la Non-vie, Grouillement, Capitaine d'Équipe "
    "(ou « aucune »).",
}
