"""The post-match on screen: one embed per step, its blockers and notes, and its components.

:func:`sequence_screen` is the one entry point: the step the post-match stands
on, as an embed and component specs (:mod:`render.postmatch.components`); once
applied, the summary (:mod:`render.postmatch.summary`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import discord

from locales import t
from render.embeds import COLOURS, FIELD_LIMIT, gold, truncate
from render.postmatch.components import rows
from render.postmatch.layout import (
    Screen,
    SequenceShown,
    add_field,
    char_name,
    facts_text,
    fit,
    line,
    player_name,
    roll_lines,
    team_name,
)
from render.postmatch.lines import casualty_lines, player_changes
from render.postmatch.summary import summary_embed
from render.text import safe
from rules.advancement import spp_cost
from rules.postmatch.plan import STEPS, Missing, Plan, TeamPlan
from rules.postmatch.rolls import SPP_AWARDS
from rules.postmatch.snapshots import PlayerSnap
from rules.treasury import BRACKETS, bracket_index


def sequence_screen(view: SequenceShown, *, notice: str | None = None) -> Screen:
    """The screen of the step the sequence is on (or the applied summary once applied)."""
    state, plan = view.state, view.plan
    if state.applied:
        return Screen(summary_embed(view, title=t("pm.applied.title")))
    step = state.step
    embed = _frame(view, step)
    body = _STEP_BODIES[step](plan, embed)
    lines = [t("pm.progress", index=STEPS.index(step) + 1, count=len(STEPS), step=t(f"pm.step.{step}"))]
    if notice:
        lines.append(f"*{notice}*")
    lines += body
    embed.description = truncate("\n".join(lines), 4000)
    blockers = plan.blockers(step) if step != "preview" else [*plan.blockers("preview"), *_all_blockers(plan)]
    if blockers:
        todo = [_missing_text(m) for m in blockers]
        embed.add_field(name=t("pm.todo"), value=truncate("\n".join(dict.fromkeys(todo)), FIELD_LIMIT), inline=False)
    notes = [_missing_text(n) for n in plan.notes if n.step == step or step == "preview"]
    if notes:
        embed.add_field(name=t("pm.notes"), value=truncate("\n".join(notes), FIELD_LIMIT), inline=False)
    fit(embed)
    return Screen(embed, tuple(rows(view, step)))


def _all_blockers(plan: Plan) -> list[Missing]:
    return [m for s in STEPS for m in plan.blockers(s)]


def _missing_text(m: Missing) -> str:
    facts = facts_text(m.facts)
    if m.key == "pm.missing.roll":
        return "• " + t(str(m.facts["what"]), **facts)
    if m.key.startswith("pm.adv.problem."):
        return "• " + f"{facts.get('player', '')} : " + t(m.key, **facts)
    return "• " + t(m.key, **facts)


def _frame(view: SequenceShown, step: str) -> discord.Embed:
    plan = view.plan
    home, away = plan.teams["home"], plan.teams["away"]
    embed = discord.Embed(
        title=truncate(
            t(
                "pm.title",
                home=safe(home.team.name, 60),
                away=safe(away.team.name, 60),
                home_score=home.score_for,
                away_score=away.score_for,
            ),
            256,
        ),
        colour=COLOURS["info"],
    )
    embed.set_footer(
        text=t("pm.footer", sequence=view.state.id, match=plan.match.id, ruleset=t(f"ruleset.{plan.ruleset}"))
    )
    return embed


# --- step bodies (description lines; fields added to the embed) --------------------------------------------


def _outcome(plan: Plan, embed: discord.Embed) -> list[str]:
    home, away = plan.teams["home"], plan.teams["away"]
    lines = [
        t(
            "pm.outcome.score",
            home=safe(home.team.name, 60),
            away=safe(away.team.name, 60),
            home_score=home.score_for,
            away_score=away.score_for,
        )
    ]
    for tp in (home, away):
        if tp.conceded:
            score = f"{max(home.score_for, away.score_for)}-0"
            lines.append(t("pm.outcome.conceded", team=safe(tp.team.name, 60), score=score))
    if home.fan_attendance is not None:
        lines.append(t("pm.outcome.attendance", home_fp=home.fp, away_fp=away.fp, attendance=home.fan_attendance))
    else:
        lines.append(t("pm.outcome.attendance_pending"))
    for tp in (home, away):
        field_lines = []
        if tp.fp_roll is not None:
            field_lines += roll_lines(tp.fp_roll, plan.ruleset)
        elif tp.fp is not None:
            field_lines.append(t("pm.outcome.fp_match", fp=tp.fp))
        field_lines.append(t("pm.outcome.stalled") if tp.stalled else t("pm.outcome.not_stalled"))
        w = tp.winnings
        if w is not None:
            if tp.conceded:
                field_lines.append(t("pm.outcome.winnings_conceded"))
            elif w.conceded:
                field_lines.append(
                    t(
                        "pm.outcome.winnings_conceded_win",
                        attendance=w.fan_attendance,
                        td=w.touchdowns,
                        gold=gold(w.gold),
                    )
                )
            else:
                field_lines.append(
                    t(
                        "pm.outcome.winnings",
                        attendance=w.fan_attendance,
                        td=w.touchdowns,
                        bonus=1 if w.no_stalling_bonus else 0,
                        gold=gold(w.gold),
                    )
                )
            field_lines.append(
                t("pm.outcome.treasury", before=gold(tp.team.treasury), after=gold(tp.treasury_after_winnings or 0))
            )
        name = t("pm.outcome.team", team=safe(tp.team.name, 60), outcome=t(f"pm.outcome.{tp.outcome}"))
        add_field(embed, name, field_lines)
    return lines


def _fans(plan: Plan, embed: discord.Embed) -> list[str]:
    for tp in plan.teams.values():
        kind = "conceded" if tp.conceded else tp.outcome
        if tp.fans is None:
            lines = [t(f"pm.fans.pending.{kind}", df=tp.team.dedicated_fans)]
        else:
            lines = [
                *roll_lines(tp.fans, plan.ruleset),
                t(
                    "pm.fans.line",
                    team=safe(tp.team.name, 60),
                    before=tp.team.dedicated_fans,
                    after=tp.dedicated_fans_after,
                ),
            ]
        add_field(embed, safe(tp.team.name, 60), lines)
    return []


def _casualties(plan: Plan, embed: discord.Embed) -> list[str]:
    if not plan.casualties:
        return [t("pm.cas.none")]
    lines: list[str] = []
    for cp in plan.casualties:
        lines += casualty_lines(plan, cp)
    add_field(embed, t("pm.step.casualties"), lines)
    return []


def _spp_parts(gained: dict[str, int]) -> str:
    parts = []
    for kind in ("touchdown", "completion", "interception", "casualty", "mvp"):
        points = gained.get(kind, 0)
        if points:
            n = points // SPP_AWARDS[kind]
            parts.append(t(f"pm.spp.part.{kind}", n=n) + f" (+{points})")
    return ", ".join(parts)


def _spp(plan: Plan, embed: discord.Embed) -> list[str]:
    for side, tp in plan.teams.items():
        lines = []
        if tp.conceded:
            lines.append(t("pm.spp.conceded", team=safe(tp.team.name, 60)))
        for _pid, pp in plan.players.items():
            if pp.before.team_id != tp.team.id or not pp.spp_gained:
                continue
            lines.append(
                t(
                    "pm.spp.line",
                    player=player_name(pp.before),
                    parts=_spp_parts(pp.spp),
                    before=pp.before.spp,
                    after=pp.before.spp + pp.spp_gained,
                )
            )
        if not lines:
            lines.append(t("pm.spp.none"))
        if not tp.conceded:
            lines += _mvp_lines(plan, side, tp)
        add_field(embed, safe(tp.team.name, 60), lines)
    return []


def _mvp_lines(plan: Plan, side: str, tp: TeamPlan) -> list[str]:
    if not plan.eligible_mvp.get(side):  # type: ignore[call-overload]
        return [t("pm.spp.no_eligible")]
    lines = []
    if tp.nominees:
        names = ", ".join(player_name(p) for p in (plan.player(pid) for pid in tp.nominees) if p is not None)
        lines.append(t("pm.spp.nominees", players=names))
    else:
        lines.append(t("pm.spp.nominees_none"))
    if tp.mvp_count == 2:
        lines.append(t("pm.spp.mvp_two"))
    for rolled in tp.mvp:
        winner = plan.player(rolled.root.info["player_id"])
        lines += roll_lines(rolled, plan.ruleset) if rolled.root.dice else [t("pm.spp.mvp_single")]
        if winner is not None:
            lines.append(t("pm.spp.mvp", player=player_name(winner)))
    for _ in range(len(tp.mvp), tp.mvp_count if tp.nominees else 0):
        lines.append(t("pm.spp.mvp_pending"))
    return lines


def _advancements(plan: Plan, embed: discord.Embed) -> list[str]:
    lines = []
    candidates = [p for side in ("home", "away") for p in plan.can_advance.get(side, [])]  # type: ignore[call-overload]
    if not candidates:
        lines.append(t("pm.adv.cannot"))
    for p in candidates:
        number = p.advancements + 1
        if any(a.choice.player_id == p.id for a in plan.advancements):
            continue
        lines.append(
            t(
                "pm.adv.costs",
                player=player_name(p),
                spp=p.spp,
                characteristic=spp_cost(number, "characteristic"),
                primary=spp_cost(number, "chosen_primary"),
                secondary=spp_cost(number, "chosen_secondary"),
            )
        )
        if p.spp >= spp_cost(number, "characteristic"):
            lines.append(t("pm.adv.must", player=player_name(p)))
    adv_lines = []
    for ap in plan.advancements:
        who = player_name(ap.player) if ap.player else "?"
        adv_lines.append(
            t(
                "pm.adv.line",
                player=who,
                kind=t(f"pm.adv.kind.{ap.choice.kind}"),
                cost=ap.cost or "?",
                number=ap.number or "?",
            )
        )
        if ap.choice.kind == "characteristic":
            if ap.roll is None and ap.problem is None:
                adv_lines.append("\u2003" + t("pm.adv.pending"))
            adv_lines += ["\u2003" + line for line in roll_lines(ap.roll, plan.ruleset)]
            if ap.roll is not None and ap.characteristic is None and ap.category is None:
                options = ", ".join(f"+1 {char_name(c)}" for c in ap.roll.available) or "—"
                adv_lines.append("\u2003" + t("pm.adv.choose", options=options))
        if ap.characteristic is not None:
            adv_lines.append(
                "\u2003"
                + t("pm.adv.result.characteristic", char=char_name(ap.characteristic), value=gold(ap.value_increase))
            )
        elif ap.skill is not None and ap.category is not None:
            adv_lines.append(
                "\u2003"
                + t(
                    "pm.adv.result.skill",
                    skill=safe(ap.skill, 60),
                    category=t(f"pm.adv.category.{ap.category}"),
                    value=gold(ap.value_increase),
                )
            )
    if adv_lines:
        add_field(embed, t("pm.step.advancements"), adv_lines)
    return lines


def _mistakes(plan: Plan, embed: discord.Embed) -> list[str]:
    for tp in plan.teams.values():
        name = safe(tp.team.name, 60)
        treasury = tp.treasury_after_winnings
        if treasury is None:
            lines = [t("pm.outcome.attendance_pending")]
        elif tp.mistakes is None:
            index = bracket_index(treasury)
            bracket = BRACKETS[index].label if index is not None else "?"
            lines = [t("pm.em.pending", team=name, treasury=gold(treasury), bracket=bracket)]
        elif tp.mistakes.root.outcome == "expensive_mistakes.no_roll":
            lines = [t("pm.em.no_roll", team=name, treasury=gold(treasury))]
        else:
            lines = [
                *roll_lines(tp.mistakes, plan.ruleset),
                t("pm.em.result", team=name, lost=gold(tp.mistakes.lost), left=gold(tp.mistakes.left)),
            ]
        add_field(embed, name, lines)
    return []


def _names(players: Iterable[PlayerSnap], plan: Plan) -> str:
    return ", ".join(f"{player_name(p)} ({team_name(plan, p.team_id)})" for p in players)


def _next(plan: Plan, embed: discord.Embed) -> list[str]:
    lines = []
    if plan.rpm_cleared:
        lines.append(t("pm.next.rpm_cleared", players=_names(plan.rpm_cleared, plan)))
    new_rpm = [pp.after for pp in plan.players.values() if pp.after.miss_next_game and pp.after.alive]
    if new_rpm:
        lines.append(t("pm.next.rpm_new", players=_names(new_rpm, plan)))
    dead = [pp.after for pp in plan.players.values() if not pp.after.alive]
    if dead:
        lines.append(t("pm.next.dead", players=_names(dead, plan)))
    for veteran, rolled in plan.veterans:
        if rolled is None:
            lines.append(t("pm.next.veteran_pending", player=player_name(veteran)))
        else:
            lines.append(f"{player_name(veteran)} : " + line(rolled.root, plan.ruleset))
    return lines or [t("pm.nothing")]


def _preview(plan: Plan, embed: discord.Embed) -> list[str]:
    match = plan.changes.match
    home, away = plan.teams["home"], plan.teams["away"]
    lines = [
        t(
            "pm.preview.match",
            match=plan.match.id,
            home=safe(home.team.name, 60),
            away=safe(away.team.name, 60),
            home_score=match.home_score,
            away_score=match.away_score,
        ),
        t("pm.preview.ready") if plan.complete else t("pm.preview.blocked"),
    ]
    for tp in plan.teams.values():
        team_lines = []
        if tp.treasury_after is not None:
            team_lines.append(t("pm.preview.treasury", before=gold(tp.team.treasury), after=gold(tp.treasury_after)))
        if tp.dedicated_fans_after is not None:
            team_lines.append(t("pm.preview.fans", before=tp.team.dedicated_fans, after=tp.dedicated_fans_after))
        for pp in sorted(plan.players.values(), key=lambda pp: pp.before.number):
            if pp.before.team_id != tp.team.id:
                continue
            changes = player_changes(pp.before, pp.after)
            if changes:
                team_lines.append(t("pm.preview.player", player=player_name(pp.before), changes=" · ".join(changes)))
        add_field(embed, t("pm.preview.team", team=safe(tp.team.name, 60)), team_lines)
    return lines


_STEP_BODIES: dict[str, Callable[[Plan, discord.Embed], list[str]]] = {
    "outcome": _outcome,
    "fans": _fans,
    "casualties": _casualties,
    "spp": _spp,
    "advancements": _advancements,
    "mistakes": _mistakes,
    "next": _next,
    "preview": _preview,
}
