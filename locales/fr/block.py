"""French words of /block that its notes in ``game`` do not hold: the buttons and refusals when the coaches choose
how to apply a Les Deux Plaqués with Lutte or Juggernaut, Griffes said under the armour it broke, Pro's re-roll of a
block die, and Blocage Multiple declared on /block."""

from __future__ import annotations

from locales.fr.commands import option_labels

_PRO_OPTION = ("pro", "L'attaquant a Pro (tenter de relancer un dé : sur 3+ au D6, il peut être relancé)")

_MULTIPLE_BLOCK_OPTION = (
    "blocage-multiple",
    "L'attaquant utilise Blocage Multiple : Force −2, pas de poursuite (pas sur un Blitz)",
)

LABELS: dict[str, str] = {
    "ui.block.both_down.option.both_down": "Les deux tombent",
    "ui.block.both_down.option.both_down_attacker_blocks": "Seul le défenseur tombe (Blocage)",
    "ui.block.both_down.option.both_down_defender_blocks": "Seul l'attaquant tombe (Blocage)",
    "ui.block.both_down.option.both_down_both_block": "Personne ne tombe (Blocage)",
    "ui.block.both_down.option.both_down_wrestle_attacker": "Lutte de l'attaquant : les deux Mis à Terre",
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
    # Pro typed on /block and counted by /odds block (S1 Pro: a D6, on 3+ the die may be re-rolled).
    **option_labels("block", pro=_PRO_OPTION),
    **option_labels("odds block", pro=_PRO_OPTION),
    "ui.odds.block.pro": (
        "Pro : on compte qu'il tente de relancer le dé (pas celui de Bagarreur) qu'un nouveau dé a plus de chances "
        "d'améliorer que d'empirer, quand il y en a un ; 3+ au D6 pour le relancer."
    ),
    # the re-roll policy /odds block counts, said in its answer, and the knockdown-seeking one offered (issue 26)
    "ui.odds.block.balanced": (
        "Relances comptées au plus sûr ; pour les compter comme un coach qui cherche à plaquer (relancer tout dé "
        "qui ne plaque pas), ajoutez chercher-plaquage:true."
    ),
    "ui.odds.block.seek_knockdown": (
        "Relances comptées pour plaquer : Bagarreur relance un Les Deux Plaqués, puis Pro un dé (pas celui de "
        "Bagarreur), chaque fois que cela donne plus de chances de plaquer le défenseur."
    ),
    **option_labels(
        "odds block",
        seek_knockdown=(
            "chercher-plaquage",
            "Relances de Bagarreur et Pro comptées pour plaquer (relancer tout dé qui ne plaque pas)",
        ),
    ),
    # Blocage Multiple declared on /block (S1 Multiple Block: two Block Actions, ST −2, no follow-up).
    **option_labels("block", multiple_block=_MULTIPLE_BLOCK_OPTION),
    **option_labels("odds block", multiple_block=_MULTIPLE_BLOCK_OPTION),
    "ui.block.multiple_block": (
        "Blocage Multiple : deux blocages simultanés, Force −2 pour chacun, pas de poursuite ; lancez l'autre avec "
        "la même option."
    ),
    "error.block.multiple_block_blitz": "Blocage Multiple se déclare avec une action de Blocage, pas avec un Blitz.",
    # --- Haine (X) in a block ---
    "ui.block.button.hatred": "Haine : relancer le dé {number}",
    "ui.block.hatred.title": "Haine (X) : le dé relancé",
    "ui.block.hatred.used": "Un dé Attaquant Plaqué a été relancé grâce à Haine (X).",
    "error.block.hatred_already_rerolled": "Haine (X) a déjà relancé un dé de ce blocage.",
}
