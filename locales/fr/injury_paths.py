"""French words of the injury rolls said apart: a fumbled Kick Team-mate (Sonné compte K.O.) and a player hit while
already down (no Appuis Sûrs, no +3 of his own Tronçonneuse)."""

from __future__ import annotations

from locales.fr.commands import option_labels

LABELS: dict[str, str] = {
    "injury.stunned_as_ko.detail": "Sonné compte comme K.O. sur ce Jet de Blessure.",
    **option_labels(
        "injury",
        stunned_ko=("sonne-ko", "Sonné compte K.O. (le coéquipier botté quand le Coup de Pied est raté)"),
    ),
    **option_labels(
        "armour",
        already_down=(
            "deja-a-terre",
            "Victime déjà à terre (une bombe) : pas Plaquée, ni Appuis Sûrs ni +3 de sa Tronçonneuse",
        ),
    ),
}
