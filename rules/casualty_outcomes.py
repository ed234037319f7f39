"""The outcomes a casualty record may hold: the five casualty rows, the Minus table's Commotion (D26), and a
casualty recovered at once. :mod:`rules.injury` rolls them; ``records`` validates a record against them and
``/match casualty`` offers them, read here at start-up without the injury chain's tables (issue 11,
``tests/test_startup_imports.py``). Catalogue keys; their words are in ``locales/``."""

from __future__ import annotations

from typing import Final

CASUALTY_BADLY_HURT: Final = "casualty.badly_hurt"
CASUALTY_SERIOUSLY_HURT: Final = "casualty.seriously_hurt"
CASUALTY_SERIOUS_INJURY: Final = "casualty.serious_injury"
CASUALTY_LASTING_INJURY: Final = "casualty.lasting_injury"
CASUALTY_DEAD: Final = "casualty.dead"
#: The Minus injury table's Commotion (D26), a casualty in all but its table.
INJURY_BADLY_HURT: Final = "injury.badly_hurt"

REGENERATED: Final = "regeneration.regenerated"
APOTHECARY_PATCHED: Final = "apothecary.patched_up"
#: A casualty recovered at once: it changes nothing on the player, but its PSP are still earned (S1
#: ``league_play.md`` "Casualty": "even if the Casualty is recovered by any means - such as an Apothecary or the
#: Regeneration Trait"), so it is recorded like any casualty.
RECOVERED: Final = (REGENERATED, APOTHECARY_PATCHED)

#: BB2025 « Friendlies »: "any player that suffers a Casualty will automatically count as having rolled Badly Hurt
#: on the Casualty Table": these rows of it are stored as Badly Hurt in a friendly (docs/rules.md).
FRIENDLY_BADLY_HURT: Final = (CASUALTY_SERIOUSLY_HURT, CASUALTY_SERIOUS_INJURY, CASUALTY_LASTING_INJURY, CASUALTY_DEAD)


def in_friendly(outcome: str) -> str:
    """The outcome a casualty of a friendly counts as: Badly Hurt for any worse row of the Casualty Table; a Badly
    Hurt, a Commotion (not the Casualty Table) or a casualty recovered at once stay as they are."""
    return CASUALTY_BADLY_HURT if outcome in FRIENDLY_BADLY_HURT else outcome


#: What a casualty record may say happened (``records``' check, ``/match casualty``'s choices).
CASUALTY_OUTCOMES: Final = (
    CASUALTY_BADLY_HURT,
    CASUALTY_SERIOUSLY_HURT,
    CASUALTY_SERIOUS_INJURY,
    CASUALTY_LASTING_INJURY,
    CASUALTY_DEAD,
    INJURY_BADLY_HURT,
    *RECOVERED,
)
