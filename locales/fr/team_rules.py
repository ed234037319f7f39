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
    # /regle : ce que fait chaque règle et ce qu'en fait le bot, dans nos mots (le livre : the_teams.md)
    "team_rule.rule.kind": "Genre",
    "team_rule.rule.rosters": "Équipes du livre",
    "team_rule.rule.team": "Règle spéciale d'équipe : une équipe la porte (/equipe regles-speciales:, par défaut "
    "celles de sa race).",
    "team_rule.brawlin_brutes.text": "En ligue, ses joueurs gagnent 3 PSP par élimination causée au lieu de 2, et "
    "2 PSP par touchdown au lieu de 3 ; l'après-match compte ainsi leurs PSP.",
    "team_rule.bribery_and_corruption.text": "Une fois par match, un 1 obtenu en contestant la décision de l'arbitre "
    "(Argue the Call) peut être relancé. Le bot garde la règle sur l'équipe ; il ne lance pas la contestation.",
    "team_rule.favoured_of.text": "L'équipe sert une puissance du Chaos (Khorne, Nurgle, Slaanesh, Tzeentch, Hashut "
    "ou Indivisé), choisie une fois pour toutes à sa création ; certains Star Players et Coups de Pouce sont "
    "réservés aux équipes de cette puissance. Le bot garde la règle sur l'équipe.",
    "team_rule.low_cost_linemen.text": "En ligue, le coût d'embauche de ses Trois-Quarts compte pour 0 dans la valeur "
    "d'équipe actuelle, leurs hausses de valeur comptées ; la VEA de /equipe voir laisse ces coûts de côté.",
    "team_rule.masters_of_undeath.text": "Une fois par match, quand meurt un adversaire de F 4 ou moins sans Minus, "
    "l'équipe peut relever un Trois-Quart de sa race dans ses Réserves, et le garder gratuitement à l'après-match "
    "(sous 16 joueurs), sa pleine valeur dans la VE ; le formulaire de recrue de l'après-match le prend à 0 po.",
    "team_rule.swarming.text": "À chaque coup d'envoi, une fois les deux équipes placées, elle peut ajouter D3 "
    "Trois-Quarts de ses Réserves sur le terrain, même au-delà de 11 joueurs. Le bot garde la règle sur l'équipe ; "
    "le placement est le vôtre.",
    "team_rule.team_captain.text": "Un joueur, pas un Gros Bras, est nommé capitaine : il gagne Pro sans surcoût, "
    "et tant qu'il est sur le terrain, un 6 naturel sur un D6 lancé quand une relance d'équipe est utilisée la rend "
    "gratuite. On ne le renvoie qu'après une blessure qui a réduit l'une de ses caractéristiques (l'après-match le "
    "refuse avant). Le bot garde la règle sur l'équipe ; donnez Pro au capitaine sur sa fiche, le joueur qui a Pro "
    "est lu comme le capitaine.",
    "error.team_rules.unknown": "Règle spéciale inconnue « {value} » : Bagarreurs Brutaux, Pots-de-vin et "
    "Corruption, Favori de, Trois-quarts à Vil Prix, Maîtres de la Non-vie, Grouillement, Capitaine d'Équipe "
    "(ou « aucune »).",
}
