"""The records' vocabularies a command's choices list: read at start-up, without the records themselves.

:mod:`records.models` validates against them (and re-exports them); ``/match list``'s statuses and
``/match casualty``'s outcomes are offered from them, so start-up imports these tuples, not the records,
their validation and the skills they check (issue 11, ``tests/test_startup_imports.py``).
"""

from __future__ import annotations

from typing import Final, Literal

from rules import injury

MatchStatus = Literal["open", "finished", "applied", "cancelled"]
MATCH_STATUSES: Final = ("open", "finished", "applied", "cancelled")

#: What a casualty record may say happened: the five casualty rows, the Minus Commotion (D26), and a casualty
#: recovered at once by Régénération or the Apothicaire (no effect on the player; its PSP still earned).
CASUALTY_OUTCOMES: Final = (
    injury.CASUALTY_BADLY_HURT,
    injury.CASUALTY_SERIOUSLY_HURT,
    injury.CASUALTY_SERIOUS_INJURY,
    injury.CASUALTY_LASTING_INJURY,
    injury.CASUALTY_DEAD,
    injury.INJURY_BADLY_HURT,
    *injury.RECOVERED,
)
