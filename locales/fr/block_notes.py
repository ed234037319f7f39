"""French notes of a block for Frénésie, Projection and Glissade Contrôlée (S1 Frenzy, Grab, Sidestep)."""

from __future__ import annotations

LABELS: dict[str, str] = {
    "block.note.grab": (
        "Projection : le coach de l’attaquant choisit n’importe quelle case libre adjacente à la cible (pas le "
        "gabarit ; Glissade Contrôlée ne joue pas)."
    ),
    "block.note.sidestep": (
        "Glissade Contrôlée : c’est le coach de la cible qui choisit n’importe quelle case libre adjacente à la "
        "cible (pas le gabarit)."
    ),
    "block.note.frenzy_follow": "Frénésie : l’attaquant doit Poursuivre.",
    "block.note.frenzy_again": (
        "Frénésie : l’attaquant doit Poursuivre, puis bloquer une seconde fois la cible, encore debout (sur un "
        "Blitz, ce second blocage coûte une case de mouvement)."
    ),
    "block.note.frenzy_second": (
        "Frénésie : la cible est encore debout, l’attaquant doit la bloquer une seconde fois (sur un Blitz, ce "
        "second blocage coûte une case de mouvement)."
    ),
}
