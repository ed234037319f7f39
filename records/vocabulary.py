"""The records' vocabularies a command's choices list: read at start-up, without the records themselves.

:mod:`records.models` validates against them (and re-exports them); ``/match list``'s statuses and
``/match casualty``'s outcomes are offered from them, so start-up imports these tuples, not the records,
their validation and the skills they check (issue 11, ``tests/test_startup_imports.py``).
"""

from __future__ import annotations

from typing import Final, Literal

from rules.casualty_outcomes import CASUALTY_OUTCOMES as CASUALTY_OUTCOMES

MatchStatus = Literal["open", "finished", "applied", "cancelled"]
MATCH_STATUSES: Final = ("open", "finished", "applied", "cancelled")
#: A league fixture, a friendly, or a league fixture left unplayed (league_play.md; docs/rules.md).
MatchKind = Literal["league", "friendly", "unplayed"]
MATCH_KINDS: Final = ("league", "friendly", "unplayed")
