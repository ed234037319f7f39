"""One language's catalogue, assembled from one module per area."""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterable
from types import ModuleType


def merge(*modules: ModuleType) -> dict[str, str]:
    """Every module's ``LABELS`` in one dict; a key defined twice is a bug."""
    merged: dict[str, str] = {}
    for module in modules:
        duplicated = merged.keys() & module.LABELS.keys()
        if duplicated:
            raise ValueError(f"labels defined twice: {sorted(duplicated)}")
        merged.update(module.LABELS)
    return merged


def load(package: str, path: Iterable[str]) -> dict[str, str]:
    """The catalogue of a language package (``locales.fr``): every module in it, merged.

    A module is part of the catalogue by being in the package, so both languages load the same list and a new
    area needs no registering (tests/locales checks that each module has its twin in the other language).
    """
    names = sorted(info.name for info in pkgutil.iter_modules(path))
    return merge(*(importlib.import_module(f"{package}.{name}") for name in names))
