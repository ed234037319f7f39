"""The players by position, with the roster's limits and the running cost."""

from __future__ import annotations

from sequences.draft.step import DraftStep

STEP = DraftStep("players", ("players",))
