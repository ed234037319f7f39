"""The preview: the whole list, the budget, the cost and what is left for the Treasury; under it, what the list's
status allows (**Submit** for its coach; **Approve** and **Refuse** for a commissioner: the driver checks who)."""

from __future__ import annotations

from locales import t
from records.drafts import DraftView
from render.postmatch.ids import Action
from render.postmatch.layout import ButtonSpec
from sequences.draft.step import DraftStep

STEP = DraftStep("preview", ("players", "staff", "money"))


def verdicts(view: DraftView, *, lang: str) -> tuple[ButtonSpec, ...]:
    """The buttons the list's status allows, in place of a Confirm."""
    status, key = view.team.draft_status, STEP.key
    if status in ("draft", "refused"):
        return (ButtonSpec(Action.DRAFT_SUBMIT, t("draft.button.submit", lang), "success", arg=key),)
    if status == "submitted":
        return (
            ButtonSpec(Action.DRAFT_APPROVE, t("draft.button.approve", lang), "success", arg=key),
            ButtonSpec(Action.DRAFT_REFUSE, t("draft.button.refuse", lang), "danger", arg=key),
        )
    return ()
