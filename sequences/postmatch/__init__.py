"""The post-match, as a guided sequence: its one registry of steps, in the book's order (docs/rules.md
"Post-match sequence").

Each step is one module (its key, its stage in :mod:`rules.postmatch`, its screen, its actions); adding, removing
or reordering a step is a change in its module and one line here. The plan runs the stages in this order, the
screens number the steps by it, the navigation walks it, and the cog finds each action's step in it.
"""

from __future__ import annotations

from typing import Final

from locales import t
from render.postmatch.ids import Action
from rules.sequence import Sequence
from sequences.engine import find_action
from sequences.postmatch import (
    advancements,
    casualties,
    fans,
    hiring,
    mistakes,
    next_match,
    outcome,
    preview,
    spp,
)
from sequences.postmatch.step import Act, PostmatchStep

STEPS: Final = Sequence(
    (
        outcome.STEP,
        fans.STEP,
        casualties.STEP,
        spp.STEP,
        advancements.STEP,
        hiring.STEP,
        mistakes.STEP,
        next_match.STEP,
        preview.STEP,
    )
)


def progress(key: str, *, lang: str, steps: Sequence[PostmatchStep] = STEPS) -> str:
    """« Étape 3/9 : **Éliminations** »: where a step stands in the sequence, as its screen heads it."""
    index, count = steps.number(key)
    return t("pm.progress", lang, index=index, count=count, step=t(f"pm.step.{key}", lang))


def action(what: Action, steps: Sequence[PostmatchStep] = STEPS) -> Act | None:
    """The step action ``what`` belongs to (``None``: none of the steps has it: a navigation or a confirmation)."""
    found: Act | None = find_action(steps, what)
    return found
