"""French catalogue, assembled from one module per area (seeds' own words)."""

from __future__ import annotations

from locales.assemble import load

CATALOGUE: dict[str, str] = load(__name__, __path__)
