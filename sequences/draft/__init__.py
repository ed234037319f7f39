"""The Team Draft List as a guided sequence (issue 29), in the smallest way: three screens on :mod:`rules.sequence`
— the players by position with the roster's limits and the running cost, the staff and Dedicated Fans, and the
preview with what is left for the Treasury — walked with ◀ / ▶; the preview carries **Submit** for the coach and
**Approve** / **Refuse** for a commissioner (the cog, :mod:`cogs.draft`, checks who clicks and writes).

Not yet on the generic driver of the post-match and the pre-game (``sequences.engine``): its branch was not merged
here (docs: the report of this change); the steps and their screens are this module's, the buttons the cog's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

import discord

from locales import t
from records.drafts import DraftView
from render.draft import draft_page
from rules.sequence import Sequence


@dataclass(frozen=True, slots=True)
class DraftStep:
    """One screen of the draft: its key (carried by its buttons' custom ids) and what it shows."""

    key: str
    sections: tuple[str, ...]


STEPS: Final = Sequence(
    (
        DraftStep("players", ("players",)),
        DraftStep("staff", ("staff",)),
        DraftStep("preview", ("players", "staff", "money")),
    )
)

#: A button of a screen: (action, label key, style, its step's key as the target).
Button = tuple[str, str, str, str]


def _step(key: str) -> DraftStep:
    """The step ``key`` names; the first for a key this version does not have (an old message's)."""
    return next((step for step in STEPS if step.key == key), STEPS.first)


def screen(view: DraftView, key: str, *, lang: str) -> discord.Embed:
    """The screen of step ``key`` (an unknown key shows the first), « étape N sur M » in its footer."""
    step = _step(key)
    embed = draft_page(view, step.sections, lang=lang)
    number, total = STEPS.number(step.key)
    embed.set_footer(text=t("draft.step", lang, step=t(f"draft.step.{step.key}", lang), number=number, total=total))
    return embed


def buttons(view: DraftView, key: str) -> list[Button]:
    """The buttons under step ``key``: ◀ / ▶ to the steps around it; on the preview, what the list's status allows."""
    step = _step(key)
    out: list[Button] = []
    before, after = STEPS.previous(step.key), STEPS.next(step.key)
    if before is not None:
        out.append(("go", "draft.button.back", "secondary", before.key))
    if after is not None:
        out.append(("go", "draft.button.next", "primary", after.key))
    if step.key == STEPS.last.key:
        status = view.team.draft_status
        if status in ("draft", "refused"):
            out.append(("submit", "draft.button.submit", "success", step.key))
        if status == "submitted":
            out.append(("approve", "draft.button.approve", "success", step.key))
            out.append(("refuse", "draft.button.refuse", "danger", step.key))
    return out
