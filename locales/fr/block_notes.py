"""French words of a block's buttons and refusals when the coaches choose how to apply a Les Deux Plaqués with Lutte
or Juggernaut (its notes are with the other block notes, in ``game``),
Griffes said under the armour it broke, and Pro's re-roll of a block die."""

from __future__ import annotations

LABELS: dict[str, str] = {
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
    "ui.claws_broke": "Griffes : un 8 naturel ou plus perce l'armure, quelle que soit l'AR.",
    "ui.block.button.pro": "Pro : tenter de relancer le dé {number}",
    "ui.block.pro.title": "Pro : le D6, puis le dé relancé",
    "ui.block.pro.dice": "Le D6 de Pro, puis le dé relancé",
    "ui.block.pro.used": "Pro a été tenté sur un dé de ce blocage : sur 3+ au D6, il peut être relancé ; sur 1-2, non.",
    "error.block.no_pro": "Pro ne peut plus relancer ce dé : il a déjà été tenté, ou ce dé a déjà été relancé.",
}
