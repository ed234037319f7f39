"""The post-match's second step, Fans Dévoués: each team's roll (or the certain outcome without one)."""

from __future__ import annotations

import discord

from locales import t
from render.postmatch.layout import (
    add_field,
    roll_lines,
)
from render.text import safe
from rules.postmatch import fans as rules_stage
from rules.postmatch.plan import Plan
from sequences.postmatch.step import PostmatchStep


def body(plan: Plan, embed: discord.Embed, *, lang: str) -> list[str]:
    """One field per team, named by the team; the roll's line says the total before and after (« 1 → 2 », or
    « inchangés »), once."""
    for tp in plan.teams.values():
        kind = "conceded" if tp.penalised else tp.outcome  # conceding without penalty rolls as after any loss (X9)
        before = tp.team.dedicated_fans
        if plan.match.unplayed and plan.match.conceded is None:  # a loss for both: no roll
            lines = [t("pm.fans.unplayed", lang, df=before)]
        elif tp.fans is None:  # a certain outcome has no die (rules.postmatch.rolls.fans_at_bound)
            lines = [t(f"pm.fans.pending.{kind}", lang, df=before)]
        else:
            lines = roll_lines(tp.fans, plan.ruleset, lang=lang)
        add_field(embed, safe(tp.team.name, 60), lines, lang=lang)
    return []


STEP = PostmatchStep(key="fans", stage=rules_stage.stage, body=body)
