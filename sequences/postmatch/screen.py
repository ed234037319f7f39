"""The post-match on screen, read from the registry: the step the post-match stands on, its body and rows, its
blockers and notes, and the navigation (back, roll, by hand, next or confirm).

:func:`sequence_screen` is the one entry point; once applied, the summary (:mod:`render.postmatch.summary`).
"""

from __future__ import annotations

from locales import t
from records.postmatch import SequenceView
from render.embeds import FIELD_LIMIT, truncate
from render.postmatch.components import MAX_ROWS
from render.postmatch.layout import ButtonSpec, Row, Screen, confirm_button, fit
from render.postmatch.screens import frame, missing_text
from render.postmatch.summary import summary_embed
from rules.sequence import Sequence
from sequences.engine import nav_row
from sequences.postmatch import STEPS, progress
from sequences.postmatch.step import PostmatchStep


def sequence_screen(
    view: SequenceView, *, notice: str | None = None, lang: str, steps: Sequence[PostmatchStep] = STEPS
) -> Screen:
    """The screen of the step the sequence is on (or the applied summary once applied). The last step gathers
    every step's blockers and notes (the preview, before Confirm)."""
    state, plan = view.state, view.plan
    if state.applied:
        return Screen(summary_embed(view, title=t("pm.applied.title", lang), lang=lang))
    step = state.step
    last = steps.is_last(step)
    embed = frame(view, lang=lang)
    body = steps[step].body(plan, embed, lang=lang)
    lines = [progress(step, lang=lang, steps=steps)]
    if notice:
        lines.append(f"*{notice}*")
    lines += body
    embed.description = truncate("\n".join(lines), 4000)
    blockers = plan.blockers(step)
    if last:
        blockers += [m for s in steps for m in plan.blockers(s.key)]
    if blockers:
        todo = [missing_text(m, lang=lang) for m in blockers]
        embed.add_field(
            name=t("pm.todo", lang), value=truncate("\n".join(dict.fromkeys(todo)), FIELD_LIMIT), inline=False
        )
    notes = [missing_text(n, lang=lang) for n in plan.notes if n.step == step or last]
    if notes:
        embed.add_field(name=t("pm.notes", lang), value=truncate("\n".join(notes), FIELD_LIMIT), inline=False)
    fit(embed)
    return Screen(embed, tuple(rows(view, step, lang=lang, steps=steps)))


def rows(view: SequenceView, step: str, *, lang: str, steps: Sequence[PostmatchStep] = STEPS) -> list[Row]:
    """The step's rows and the navigation row (five at most: Discord's limit)."""
    out = [r for r in steps[step].rows(view, lang=lang) if not (isinstance(r, tuple) and not r)]
    out.append(_nav(view, step, lang=lang, steps=steps))
    return out[:MAX_ROWS]


def _nav(view: SequenceView, step: str, *, lang: str, steps: Sequence[PostmatchStep]) -> tuple[ButtonSpec, ...]:
    plan = view.plan
    confirm = confirm_button(plan, lang=lang)
    return nav_row(
        steps, step, pending=bool(plan.pending_for(step)), blocked=bool(plan.blockers(step)), confirm=confirm, lang=lang
    )
