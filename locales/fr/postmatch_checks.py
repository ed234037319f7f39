"""French labels: what the post-match checks before Confirm (a player hurt twice, a player without a value)."""

from __future__ import annotations

LABELS: dict[str, str] = {
    "pm.missing.casualty_twice": "{player} : {count} blessures qui l'ont chacune envoyé dans le box Morts & Blessés, "
    "d'où l'on ne revient pas pendant le match (seuls l'Apothicaire et la Régénération renvoient en Réserves). "
    "Retirez celle enregistrée par erreur (menu « Retirer une blessure »).",
    "pm.cas.twice": "⚠️ ce joueur sort déjà du match par une autre blessure",
}
