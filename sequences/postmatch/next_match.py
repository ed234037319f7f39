"""The post-match's eighth step, the next match: who served his RPM, who misses the next match, who died."""

from __future__ import annotations

from collections.abc import Iterable

import discord

from locales import t
from render.postmatch.layout import (
    player_name,
    team_name,
)
from rules.postmatch import next_match as rules_stage
from rules.postmatch.plan import Plan
from rules.postmatch.snapshots import PlayerSnap
from sequences.postmatch.step import PostmatchStep


def _names(players: Iterable[PlayerSnap], plan: Plan) -> str:
    return ", ".join(f"{player_name(p)} ({team_name(plan, p.team_id)})" for p in players)


def body(plan: Plan, embed: discord.Embed, *, lang: str) -> list[str]:
    lines = [t("pm.next.unplayed", lang)] if plan.match.unplayed else []
    if plan.rpm_cleared:
        lines.append(t("pm.next.rpm_cleared", lang, players=_names(plan.rpm_cleared, plan)))
    # who stays on the roster: the dead, the fired and who quits have no next match to miss
    new_rpm = [pp.after for pp in plan.players.values() if pp.after.miss_next_game and pp.after.status == "active"]
    if new_rpm:
        lines.append(t("pm.next.rpm_new", lang, players=_names(new_rpm, plan)))
    dead = [pp.after for pp in plan.players.values() if not pp.after.alive]
    if dead:
        lines.append(t("pm.next.dead", lang, players=_names(dead, plan)))
    return lines or [t("pm.nothing", lang)]


STEP = PostmatchStep(key="next", stage=rules_stage.stage, body=body)
