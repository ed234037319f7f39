"""French labels: the team's staff and re-rolls as the post-match writes them."""

from __future__ import annotations

LABELS: dict[str, str] = {
    "pm.hire.reroll_cost": "Prix d'une relance noté sur l'équipe : {price} po (la VE compte ses relances à ce prix)",
}
