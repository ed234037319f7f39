"""French words of Pro typed on /block and counted by /odds block (S1 Pro: a D6, on 3+ the die may be re-rolled)."""

from __future__ import annotations

from locales.fr.commands import option_labels

_OPTION = ("pro", "L'attaquant a Pro (tenter de relancer un dé : sur 3+ au D6, il peut être relancé)")

LABELS: dict[str, str] = {
    **option_labels("block", pro=_OPTION),
    **option_labels("odds block", pro=_OPTION),
    "ui.odds.block.pro": (
        "Pro : on compte qu'il tente de relancer le dé (pas celui de Bagarreur) qu'un nouveau dé a plus de chances "
        "d'améliorer que d'empirer, quand il y en a un ; 3+ au D6 pour le relancer."
    ),
}
