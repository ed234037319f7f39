"""English labels: the BB2025 Team Rosters (rules/rosters.py, rules/positions.py) on /player add and the roster CSV."""

from __future__ import annotations

LABELS: dict[str, str] = {
    "error.roster.unknown_position": "“{position}” is not a position of the {roster} roster: {positions}. Choose one "
    "of them, or type the whole profile (MA, ST, AG, PA, AV) for a position off the list.",
    "error.roster.profile_missing": "Incomplete profile, missing: {characteristics}. Type MA, ST, AG, PA and AV: "
    "only a roster of the book gives its positions' profiles.",
    "error.roster.position_full": "{position}: at most {most} on a team of the {roster} roster, and the team already "
    "has {count}.",
    "error.roster.group_full": "{positions}: at most {most} in all on a team of the {roster} roster, and the team "
    "already has {count}.",
    "error.roster.no_apothecary": "A team of the {roster} roster may not have an Apothecary: the book's roster has "
    "none.",
    "error.roster.journeyman_line": "A Journeyman of the {roster} roster is one of its 0-16 Linemen ({positions}), not "
    "a {position}.",
    "roster.position.race_role": "{race} {role}",
    "roster.race.beastman": "Beastman",
    "roster.race.dwarf": "Dwarf",
    "roster.race.elf": "Elf",
    "roster.race.ghoul": "Ghoul",
    "roster.race.goblin": "Goblin",
    "roster.race.halfling": "Halfling",
    "roster.race.human": "Human",
    "roster.race.orc": "Orc",
    "roster.race.skeleton": "Skeleton",
    "roster.role.blitzer": "Blitzer",
    "roster.role.catcher": "Catcher",
    "roster.role.lineman": "Lineman",
    "roster.role.runner": "Runner",
    "roster.role.thrower": "Thrower",
    "roster.filled": "From the {position} position ({roster}): {fields}.",
    "roster.field.ma": "MA",
    "roster.field.st": "ST",
    "roster.field.ag": "AG",
    "roster.field.pa": "PA",
    "roster.field.av": "AV",
    "roster.field.skills": "starting skills",
    "roster.field.keywords": "keywords (role, race)",
    "roster.field.primary": "Primary categories",
    "roster.field.secondary": "Secondary categories",
    "roster.field.value": "value (the position's cost)",
}
