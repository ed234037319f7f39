"""The Team Draft List as a guided sequence (issue 29), on the engine of every sequence (:mod:`sequences.engine`,
driven by :class:`cogs.utils.sequence.Driver`): three steps, one module each — the players by position with the
roster's limits and the running cost, the staff and Dedicated Fans, and the preview with what is left for the
Treasury — walked with ◀ / ▶; the preview carries **Submit** for the coach and **Approve** / **Refuse** for a
commissioner (the driver, :mod:`cogs.draft.screens`, checks who clicks and writes).
"""

from __future__ import annotations

from typing import Final

from render.postmatch.ids import Action
from rules.sequence import Sequence
from sequences.draft import players, preview, staff
from sequences.draft.step import Act, DraftStep
from sequences.engine import find_action

STEPS: Final = Sequence((players.STEP, staff.STEP, preview.STEP))


def action(what: Action, steps: Sequence[DraftStep] = STEPS) -> Act | None:
    """The step action ``what`` belongs to (``None``: a navigation or a verdict, the driver's)."""
    found: Act | None = find_action(steps, what)
    return found
