"""French notes of a block for Frénésie, Projection and Glissade Contrôlée (S1 Frenzy, Grab, Sidestep), and the
coaches' choice of how to apply a Les Deux Plaqués with Lutte or Juggernaut."""

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
    "block.note.both_down_choice": (
        "Lutte et Juggernaut sont au choix de leur coach : les boutons disent comment appliquer Les Deux Plaqués."
    ),
    "ui.block.both_down.option.both_down": "Les deux tombent",
    "ui.block.both_down.option.both_down_attacker_blocks": "Seul le défenseur tombe (Blocage)",
    "ui.block.both_down.option.both_down_defender_blocks": "Seul l’attaquant tombe (Blocage)",
    "ui.block.both_down.option.both_down_both_block": "Personne ne tombe (Blocage)",
    "ui.block.both_down.option.both_down_wrestle_attacker": "Lutte de l’attaquant : les deux Mis à Terre",
    "ui.block.both_down.option.both_down_wrestle_defender": "Lutte du défenseur : les deux Mis à Terre",
    "ui.block.both_down.option.both_down_juggernaut": "Juggernaut : Repoussé",
    "ui.block.both_down.chosen": "Les Deux Plaqués, appliqué par {name}",
    "ui.block.error.both_down_chosen": "Les Deux Plaqués de ce blocage a déjà été appliqué.",
    "ui.block.error.both_down_first": "Choisissez d'abord comment appliquer Les Deux Plaqués (boutons du blocage).",
    "error.block.no_such_choice": "Ce résultat ne peut pas être appliqué ainsi avec ces compétences.",
}
