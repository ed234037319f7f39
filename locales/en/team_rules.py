"""English labels: team special rules (rules/team_rules.py), the book's names."""

from __future__ import annotations

LABELS: dict[str, str] = {
    "team_rule.brawlin_brutes": "Brawlin' Brutes",
    "team_rule.bribery_and_corruption": "Bribery and Corruption",
    "team_rule.favoured_of": "Favoured of…",
    "team_rule.low_cost_linemen": "Low Cost Linemen",
    "team_rule.masters_of_undeath": "Masters of Undeath",
    "team_rule.swarming": "Swarming",
    "team_rule.team_captain": "Team Captain",
    "error.team_rules.unknown": "Unknown special rule “{value}”: Brawlin' Brutes, Bribery and Corruption, Favoured "
    "of, Low Cost Linemen, Masters of Undeath, Swarming, Team Captain (or “none”).",
}
