"""French words of Blocage Multiple declared on /block (S1 Multiple Block: two Block Actions, ST −2, no follow-up)."""

from __future__ import annotations

from locales.fr.commands import option_labels

_OPTION = ("blocage-multiple", "L'attaquant utilise Blocage Multiple : Force −2, pas de poursuite (pas sur un Blitz)")

LABELS: dict[str, str] = {
    **option_labels("block", multiple_block=_OPTION),
    **option_labels("odds block", multiple_block=_OPTION),
    "ui.block.multiple_block": (
        "Blocage Multiple : deux blocages simultanés, Force −2 pour chacun, pas de poursuite ; lancez l’autre avec "
        "la même option."
    ),
    "error.block.multiple_block_blitz": "Blocage Multiple se déclare avec une action de Blocage, pas avec un Blitz.",
}
