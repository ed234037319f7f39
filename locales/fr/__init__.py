"""French catalogue, assembled from one module per area (seeds' own words)."""

from __future__ import annotations

from types import ModuleType

from locales.fr import bot, commands, game, injury, league, postmatch, season, skills


def _merge(*modules: ModuleType) -> dict[str, str]:
    merged: dict[str, str] = {}
    for module in modules:
        duplicated = merged.keys() & module.LABELS.keys()
        if duplicated:
            raise ValueError(f"labels defined twice: {sorted(duplicated)}")
        merged.update(module.LABELS)
    return merged


CATALOGUE: dict[str, str] = _merge(injury, game, postmatch, bot, commands, league, season, skills)
