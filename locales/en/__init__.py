"""English catalogue: the same modules and keys as ``locales.fr``, in the official BB2025 words."""

from __future__ import annotations

from locales.assemble import merge as _merge
from locales.en import (
    audit,
    bot,
    commands,
    errors,
    game,
    glossary,
    injury,
    inmatch,
    league,
    postmatch,
    season,
    skills,
    standings,
    team_rules,
)

CATALOGUE: dict[str, str] = _merge(
    injury,
    game,
    glossary,
    postmatch,
    bot,
    commands,
    errors,
    league,
    season,
    skills,
    team_rules,
    standings,
    inmatch,
    audit,
)
