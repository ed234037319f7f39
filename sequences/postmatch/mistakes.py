"""The post-match's seventh step, expensive mistakes, on the treasury left after hiring (a roll begun by hand says
what is still to throw)."""

from __future__ import annotations

import discord

from locales import t, t_map
from render.postmatch.layout import (
    add_field,
    roll_lines,
)
from render.text import dice_text, dice_to_roll, gold, safe
from rules.postmatch import mistakes as rules_stage
from rules.postmatch.plan import Plan
from rules.postmatch.slots import partway
from rules.treasury import BRACKETS, bracket_index
from sequences.postmatch.step import PostmatchStep


def _bracket_text(index: int | None, *, lang: str) -> str:
    """« 100 000 à 195 000 po » / "100,000–195,000 gp", « 600 000 po et plus » for the last (gold as gold)."""
    if index is None:
        return "?"
    bracket = BRACKETS[index]
    if bracket.high is None:
        return t("pm.em.bracket.top", lang, low=gold(bracket.low, lang=lang))
    return t("pm.em.bracket", lang, low=gold(bracket.low, lang=lang), high=gold(bracket.high, lang=lang))


def body(plan: Plan, embed: discord.Embed, *, lang: str) -> list[str]:
    """One field per team, named by the team: its lines do not name it again."""
    for tp in plan.teams.values():
        name = safe(tp.team.name, 60)
        treasury = tp.treasury_after_hiring
        if treasury is None:
            lines = [t("pm.outcome.attendance_pending", lang)]
        elif treasury < 0:
            lines = [t("pm.em.overspent", lang, treasury=gold(treasury, lang=lang))]
        elif tp.mistakes is None:
            index = bracket_index(treasury)
            facts = {"treasury": gold(treasury, lang=lang), "bracket": _bracket_text(index, lang=lang)}
            slot = next((s for s in plan.pending_for(STEP.key) if s.key.startswith(f"em:{tp.team.id}:")), None)
            begun = partway(slot) if slot is not None else None
            if begun is None:
                lines = [t_map("pm.em.pending", facts, lang)]
            else:  # its D6 typed, the D3 (or 2D6) its result calls for not yet
                dice = dice_text(begun.dice, lang=lang)
                rest = dice_to_roll(begun.rest)
                lines = [
                    t_map(
                        "pm.em.partway", {**facts, "dice": dice, "outcome": t(begun.outcome, lang), "rest": rest}, lang
                    )
                ]
        elif tp.mistakes.root.outcome == "expensive_mistakes.no_roll":
            lines = [t("pm.em.no_roll", lang, treasury=gold(treasury, lang=lang))]
        else:
            lines = [
                *roll_lines(tp.mistakes, plan.ruleset, lang=lang),
                t(
                    "pm.em.result",
                    lang,
                    lost=gold(tp.mistakes.lost, lang=lang),
                    left=gold(tp.mistakes.left, lang=lang),
                ),
            ]
        add_field(embed, name, lines, lang=lang)
    return []


STEP = PostmatchStep(key="mistakes", stage=rules_stage.stage, body=body)
