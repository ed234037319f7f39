"""English words of a foul made with a Chainsaw (S1: +3 to the Armour Roll, should the fouling player wish)."""

from __future__ import annotations

from locales.en.commands import option_labels

_CHAINSAW = "The fouling player uses their Chainsaw: +3 to the Armour Roll (roll its Kick-back D6 apart)"

LABELS: dict[str, str] = {
    **option_labels("foul", chainsaw=_CHAINSAW),
    **option_labels("odds foul", chainsaw=_CHAINSAW),
}
