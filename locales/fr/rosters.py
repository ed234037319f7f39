"""French labels: the BB2025 Team Rosters (rules/rosters.py, rules/positions.py) on /player add and the roster CSV."""

from __future__ import annotations

LABELS: dict[str, str] = {
    "error.roster.unknown_position": "« {position} » n'est pas un poste de la race {roster} : {positions}. Choisissez "
    "l'un d'eux, ou tapez tout le profil (M, F, AG, CP, AR) pour un poste hors liste.",
    "error.roster.profile_missing": "Profil incomplet, il manque : {characteristics}. Tapez M, F, AG, CP et AR ; "
    "seule une race du livre donne le profil de ses postes.",
    "error.roster.position_full": "{position} : {most} au plus pour la race {roster}, et l'équipe en a déjà {count}.",
    "error.roster.group_full": "{positions} : {most} au plus en tout pour la race {roster}, et l'équipe en a déjà "
    "{count}.",
    "error.roster.no_apothecary": "Une équipe de la race {roster} ne peut pas avoir d'apothicaire : le livre "
    "n'en donne pas à cette race.",
    "error.roster.journeyman_line": "Un journalier de la race {roster} est l'un de ses Trois-Quarts 0-16 "
    "({positions}), pas un {position}.",
    "roster.position.race_role": "{role} {race}",
    "roster.race.beastman": "Homme-Bête",
    "roster.race.dwarf": "Nain",
    "roster.race.elf": "Elfe",
    "roster.race.ghoul": "Goule",
    "roster.race.goblin": "Gobelin",
    "roster.race.halfling": "Halfelin",
    "roster.race.human": "Humain",
    "roster.race.orc": "Orque",
    "roster.race.skeleton": "Squelette",
    "roster.role.blitzer": "Blitzer",
    "roster.role.catcher": "Receveur",
    "roster.role.lineman": "Trois-Quart",
    "roster.role.runner": "Coureur",
    "roster.role.thrower": "Lanceur",
    "roster.filled": "Repris du poste {position} ({roster}) : {fields}.",
    "roster.field.ma": "M",
    "roster.field.st": "F",
    "roster.field.ag": "AG",
    "roster.field.pa": "CP",
    "roster.field.av": "AR",
    "roster.field.skills": "compétences de départ",
    "roster.field.keywords": "mots-clés (rôle, race)",
    "roster.field.primary": "catégories principales",
    "roster.field.secondary": "catégories secondaires",
    "roster.field.value": "valeur (coût du poste)",
}
