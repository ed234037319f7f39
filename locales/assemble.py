"""One language's catalogue, assembled from one module per area."""

from __future__ import annotations

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
