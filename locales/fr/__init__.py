"""French catalogue, assembled from one module per area (seeds' own words), typeset once (locales.typography)."""

from __future__ import annotations

from locales.assemble import load
from locales.typography import FrenchCatalogue, french_catalogue

CATALOGUE: FrenchCatalogue = french_catalogue(load(__name__, __path__))
