"""French words of a foul made with a Tronçonneuse (S1 Chainsaw: +3 to the armour roll, should the fouler wish)."""

from __future__ import annotations

from locales.fr.commands import option_labels

_CHAINSAW = (
    "tronconneuse",
    "L'agresseur utilise sa Tronçonneuse : +3 à l'armure (le D6 de retour de bâton se lance à part)",
)

LABELS: dict[str, str] = {
    **option_labels("foul", chainsaw=_CHAINSAW),
    **option_labels("odds foul", chainsaw=_CHAINSAW),
}
