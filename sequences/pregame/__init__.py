"""The pre-game, as a guided sequence: its one registry of steps, in the book's order (league_play.md « PRE-GAME
SEQUENCE »): who plays and the Journeymen, the team values, the inducements, the Star Players, the Prayers to
Nuffle, then the preview and Confirm. The post-match's mirror, on the same engine (:mod:`sequences.engine`).
"""

from __future__ import annotations

from typing import Final

from locales import t
from render.postmatch.ids import Action
from rules.sequence import Sequence
from sequences.engine import find_action
from sequences.pregame import inducements, prayers, preview, squads, stars, values
from sequences.pregame.step import Act, PregameStep

STEPS: Final = Sequence((squads.STEP, values.STEP, inducements.STEP, stars.STEP, prayers.STEP, preview.STEP))


def progress(key: str, *, lang: str, steps: Sequence[PregameStep] = STEPS) -> str:
    """« Étape 3/6 : **Coups de Pouce** »."""
    index, count = steps.number(key)
    return t("pm.progress", lang, index=index, count=count, step=t(f"pg.step.{key}", lang))


def action(what: Action, steps: Sequence[PregameStep] = STEPS) -> Act | None:
    """The step action ``what`` belongs to (``None``: a navigation, the dice or a confirmation)."""
    found: Act | None = find_action(steps, what)
    return found
