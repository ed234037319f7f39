"""The pre-game on screen, read from the registry: the step it stands on, its body and rows, what it still needs,
and the navigation (back, roll, by hand, next or Confirm); once applied, what was applied and its Undo."""

from __future__ import annotations

from locales import t
from records.pregame import PregameView
from render.embeds import FIELD_LIMIT, truncate
from render.postmatch.components import MAX_ROWS
from render.postmatch.ids import Action
from render.postmatch.layout import ButtonSpec, Row, Screen, fit
from rules.sequence import Sequence
from sequences.engine import nav_row
from sequences.pregame import STEPS, progress
from sequences.pregame.step import PregameStep, frame


def blockers(view: PregameView, step: str, *, lang: str, steps: Sequence[PregameStep] = STEPS) -> list[str]:
    """What ``step`` still needs (on the last step: what every step needs)."""
    if steps.is_last(step):
        return [m for s in steps for m in s.blocked(view, lang)]
    return steps[step].blocked(view, lang)


def sequence_screen(
    view: PregameView, *, notice: str | None = None, lang: str, steps: Sequence[PregameStep] = STEPS
) -> Screen:
    """The screen of the step the pre-game stands on, or, once applied, the preview with its Undo."""
    step = steps.last.key if view.applied else view.state.step
    if step not in steps:  # a step the registry no longer has (removed, renamed, a newer bot's): the first one
        step = steps.first.key
    embed = frame(view, lang=lang)
    body = steps[step].body(view, embed, lang=lang)
    head = t("pg.applied", lang) if view.applied else progress(step, lang=lang, steps=steps)
    lines = [head, *([f"*{notice}*"] if notice else []), *body]
    embed.description = truncate("\n".join(lines), 4000)
    if view.applied:
        undo = ButtonSpec(
            Action.UNDO, t("pg.button.undo", lang), "danger", emoji="↩️", arg=str(view.applied[0].applied_batch_id)
        )
        fit(embed)
        return Screen(embed, ((undo,),))
    todo = blockers(view, step, lang=lang, steps=steps)
    if todo:
        embed.add_field(
            name=t("pm.todo", lang), value=truncate("\n".join(dict.fromkeys(todo)), FIELD_LIMIT), inline=False
        )
    fit(embed)
    return Screen(embed, tuple(rows(view, step, lang=lang, steps=steps)))


def rows(view: PregameView, step: str, *, lang: str, steps: Sequence[PregameStep] = STEPS) -> list[Row]:
    """The step's rows and the navigation row (five at most: Discord's limit)."""
    out = [r for r in steps[step].rows(view, lang=lang) if not (isinstance(r, tuple) and not r)][: MAX_ROWS - 1]
    blocked = bool(blockers(view, step, lang=lang, steps=steps))
    confirm = ButtonSpec(Action.CONFIRM, t("pm.button.confirm", lang), "success", disabled=blocked, emoji="✅")
    out.append(nav_row(steps, step, pending=steps[step].pending(view), blocked=blocked, confirm=confirm, lang=lang))
    return out
