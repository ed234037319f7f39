"""The post-match's last step, the preview of every change: what Confirm writes (the navigation offers Confirm on
the last step), with every step's blockers and notes."""

from __future__ import annotations

import discord

from locales import t
from render.postmatch.layout import (
    add_field,
    player_name,
)
from render.postmatch.lines import hire_line, player_changes, staff_lines
from render.text import gold, safe
from rules.postmatch.plan import Plan
from sequences.postmatch.step import PostmatchStep


def body(plan: Plan, embed: discord.Embed, *, lang: str) -> list[str]:
    match = plan.changes.match
    home, away = plan.teams["home"], plan.teams["away"]
    lines = [
        t(
            "pm.preview.match",
            lang,
            match=plan.match.id,
            home=safe(home.team.name, 60),
            away=safe(away.team.name, 60),
            home_score=match.home_score,
            away_score=match.away_score,
        ),
        t("pm.preview.ready", lang) if plan.complete else t("pm.preview.blocked", lang),
    ]
    for tp in plan.teams.values():
        team_lines = []
        if tp.treasury_after is not None:
            kept = tp.treasury_after == tp.team.treasury  # « 70 000 → 70 000 po » said nothing
            team_lines.append(
                t(
                    "pm.preview.treasury.same" if kept else "pm.preview.treasury",
                    lang,
                    before=gold(tp.team.treasury, lang=lang),
                    after=gold(tp.treasury_after, lang=lang),
                )
            )
        if tp.dedicated_fans_after is not None:
            same = tp.dedicated_fans_after == tp.team.dedicated_fans  # « 1 → 1 » said nothing
            key = "pm.preview.fans.same" if same else "pm.preview.fans"
            team_lines.append(t(key, lang, before=tp.team.dedicated_fans, after=tp.dedicated_fans_after))
        team_lines += staff_lines(tp, lang=lang)
        for snap in plan.removed:
            victim = plan.player(snap.victim_id)
            if victim is not None and victim.team_id == tp.team.id:
                team_lines.append(t("pm.preview.removed", lang, victim=player_name(victim)))
        team_lines += [
            hire_line(tp.hiring, hire, fee, key="pm.preview.new_player", lang=lang) for hire, fee in tp.hiring.hires
        ]
        for pp in sorted(plan.players.values(), key=lambda pp: pp.before.number):
            if pp.before.team_id != tp.team.id:
                continue
            changes = player_changes(pp.before, pp.after, lang=lang)
            if changes:
                team_lines.append(
                    t("pm.preview.player", lang, player=player_name(pp.before), changes=" · ".join(changes))
                )
        add_field(embed, t("pm.preview.team", lang, team=safe(tp.team.name, 60)), team_lines, lang=lang)
    return lines


STEP = PostmatchStep(key="preview", stage=None, body=body)
