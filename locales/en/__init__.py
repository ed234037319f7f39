"""English catalogue: the same modules and keys as ``locales.fr``, in the official BB2025 words."""

from __future__ import annotations

from locales.assemble import load

CATALOGUE: dict[str, str] = load(__name__, __path__)
