"""Post-match step 7, expensive mistakes (on the treasury left after hiring; X11 rounding per ruleset)."""

from __future__ import annotations

from functools import partial

from rules.postmatch.plan import Work
from rules.postmatch.slots import SlotDice
from rules.treasury import bracket_index, roll_expensive_mistakes


def stage(w: Work) -> None:
    for tp in w.teams.values():
        treasury = tp.treasury_after_hiring
        if treasury is None or treasury < 0:
            continue
        bracket = bracket_index(treasury)
        if bracket is None:
            tp.mistakes = roll_expensive_mistakes(SlotDice(), w.ruleset, treasury=treasury)
        else:
            tp.mistakes = w.slot(
                f"em:{tp.team.id}:{bracket}",
                "pm.slot.mistakes",
                {"team": tp.team.name},
                partial(roll_expensive_mistakes, ruleset=w.ruleset, treasury=treasury),
            )
        tp.treasury_after = None if tp.mistakes is None else tp.mistakes.left
