"""The draft on screen, read from the registry: the card's sections of the step shown, « étape N sur M » in its
footer, the step's menus, and the navigation (◀ / ▶, then the preview's verdicts)."""

from __future__ import annotations

from locales import t
from render.draft import draft_page
from render.postmatch.components import MAX_ROWS
from render.postmatch.layout import Row, Screen
from sequences.draft import STEPS
from sequences.draft.preview import verdicts
from sequences.draft.step import DraftAt
from sequences.engine import nav_row


def sequence_screen(at: DraftAt, *, notice: str | None = None, lang: str) -> Screen:
    """The screen of the step ``at`` names (an unknown step, an old message's: the first)."""
    step = next((s for s in STEPS if s.key == at.step), STEPS.first)
    embed = draft_page(at.view, step.sections, lang=lang)
    if notice:
        embed.description = f"*{notice}*\n{embed.description or ''}"
    number, total = STEPS.number(step.key)
    embed.set_footer(text=t("draft.step", lang, step=t(f"draft.step.{step.key}", lang), number=number, total=total))
    rows: list[Row] = list(step.rows(at.view, lang=lang))[: MAX_ROWS - 1]
    nav = nav_row(
        STEPS,
        step.key,
        pending=False,
        blocked=False,
        confirm=verdicts(at.view, lang=lang),
        lang=lang,
        labels=("draft.button.back", "draft.button.next"),
    )
    rows.append(nav)
    return Screen(embed, tuple(rows))
