"""The post-match on screen: one embed per step, its blockers and notes, and its components.

:func:`sequence_screen` is the one entry point: the step the post-match stands
on, as an embed and component specs (:mod:`render.postmatch.components`); once
applied, the summary (:mod:`render.postmatch.summary`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import discord

from locales import t, t_map
from records.postmatch import SequenceView
from render.embeds import COLOURS, FIELD_LIMIT, truncate
from render.postmatch.components import rows
from render.postmatch.layout import (
    Screen,
    add_field,
    facts_text,
    fit,
    player_name,
    roll_lines,
    scoreline,
    team_name,
)
from render.postmatch.lines import casualty_lines, hire_line, player_changes, staff_lines
from render.postmatch.summary import summary_embed
from render.skill_names import categories_text, skill_text
from render.text import char_change, dice_text, dice_to_roll, gold, label, safe, step_line
from rules.advancement import spp_cost
from rules.model import Step
from rules.postmatch.plan import STEPS, AdvancementPlan, Missing, Plan, TeamPlan
from rules.postmatch.rolls import SPP_AWARDS
from rules.postmatch.slots import partway
from rules.postmatch.snapshots import SIDES, PlayerSnap, Side
from rules.team_rules import spp_award
from rules.treasury import BRACKETS, bracket_index


def sequence_screen(view: SequenceView, *, notice: str | None = None, lang: str) -> Screen:
    """The screen of the step the sequence is on (or the applied summary once applied)."""
    state, plan = view.state, view.plan
    if state.applied:
        return Screen(summary_embed(view, title=t("pm.applied.title", lang), lang=lang))
    step = state.step
    embed = _frame(view, step, lang=lang)
    body = _STEP_BODIES[step](plan, embed, lang=lang)
    lines = [t("pm.progress", lang, index=STEPS.index(step) + 1, count=len(STEPS), step=t(f"pm.step.{step}", lang))]
    if notice:
        lines.append(f"*{notice}*")
    lines += body
    embed.description = truncate("\n".join(lines), 4000)
    blockers = plan.blockers(step) if step != "preview" else [*plan.blockers("preview"), *_all_blockers(plan)]
    if blockers:
        todo = [_missing_text(m, lang=lang) for m in blockers]
        embed.add_field(
            name=t("pm.todo", lang), value=truncate("\n".join(dict.fromkeys(todo)), FIELD_LIMIT), inline=False
        )
    notes = [_missing_text(n, lang=lang) for n in plan.notes if n.step == step or step == "preview"]
    if notes:
        embed.add_field(name=t("pm.notes", lang), value=truncate("\n".join(notes), FIELD_LIMIT), inline=False)
    fit(embed)
    return Screen(embed, tuple(rows(view, step, lang=lang)))


def _all_blockers(plan: Plan) -> list[Missing]:
    return [m for s in STEPS for m in plan.blockers(s)]


def _missing_text(m: Missing, *, lang: str) -> str:
    facts = facts_text(m.facts, lang=lang)
    if m.key == "pm.missing.roll":
        return "• " + t_map(str(m.facts["what"]), facts, lang)
    if m.key.startswith("pm.adv.problem."):
        return "• " + t("pm.pair", lang, who=facts.get("player", ""), what=t_map(m.key, facts, lang))
    return "• " + t_map(m.key, facts, lang)


def _frame(view: SequenceView, step: str, *, lang: str) -> discord.Embed:
    plan = view.plan
    home, away = plan.teams["home"], plan.teams["away"]
    embed = discord.Embed(
        title=truncate(scoreline("pm.title", plan, home.score_for, away.score_for, lang=lang), 256),
        colour=COLOURS["info"],
    )
    embed.set_footer(
        text=t(
            "pm.footer", lang, sequence=view.state.id, match=plan.match.id, ruleset=t(f"ruleset.{plan.ruleset}", lang)
        )
    )
    return embed


# --- step bodies (description lines; fields added to the embed) --------------------------------------------


def _unplayed_outcome(plan: Plan, embed: discord.Embed, *, lang: str) -> list[str]:
    """An unplayed fixture: a loss for both, or a real-life concession and the other side's D6 × 10,000."""
    home, away = plan.teams["home"], plan.teams["away"]
    lines = [scoreline("pm.outcome.score", plan, home.score_for, away.score_for, lang=lang)]
    conceder = next((tp for tp in (home, away) if tp.conceded), None)
    if conceder is None:
        lines.append(t("pm.outcome.unplayed.loss", lang))
    else:
        lines.append(t("pm.outcome.unplayed.conceded", lang, team=safe(conceder.team.name, 60)))
    lines.append(t("pm.outcome.unplayed.nobody", lang))
    for tp in (home, away):
        field_lines = [] if tp.winnings_roll is None else roll_lines(tp.winnings_roll, plan.ruleset, lang=lang)
        if tp.winnings is not None and tp.treasury_after_winnings is not None:
            if not tp.winnings.gold:
                field_lines.append(t("pm.outcome.unplayed.no_winnings", lang))
            after = gold(tp.treasury_after_winnings, lang=lang)
            field_lines.append(t("pm.outcome.treasury", lang, before=gold(tp.team.treasury, lang=lang), after=after))
        name = t("pm.outcome.team", lang, team=safe(tp.team.name, 60), outcome=t(f"pm.outcome.{tp.outcome}", lang))
        add_field(embed, name, field_lines, lang=lang)
    return lines


def _outcome(plan: Plan, embed: discord.Embed, *, lang: str) -> list[str]:
    if plan.match.unplayed:
        return _unplayed_outcome(plan, embed, lang=lang)
    home, away = plan.teams["home"], plan.teams["away"]
    lines = [scoreline("pm.outcome.score", plan, home.score_for, away.score_for, lang=lang)]
    for tp in (home, away):
        if tp.conceded:
            score = f"{max(home.score_for, away.score_for)}-0"
            key = "pm.outcome.conceded" if tp.penalised else "pm.outcome.conceded_free"
            lines.append(t(key, lang, team=safe(tp.team.name, 60), score=score))
    if home.fan_attendance is not None:
        lines.append(t("pm.outcome.attendance", lang, home_fp=home.fp, away_fp=away.fp, attendance=home.fan_attendance))
    else:
        lines.append(t("pm.outcome.attendance_pending", lang))
    for tp in (home, away):
        field_lines = []
        if tp.fp_roll is not None:
            field_lines += roll_lines(tp.fp_roll, plan.ruleset, lang=lang)
        elif tp.fp is not None:
            field_lines.append(t("pm.outcome.fp_match", lang, fp=tp.fp))
        field_lines.append(t("pm.outcome.stalled", lang) if tp.stalled else t("pm.outcome.not_stalled", lang))
        w = tp.winnings
        if w is not None:
            if tp.penalised:
                field_lines.append(t("pm.outcome.winnings_conceded", lang))
            elif w.conceded:
                field_lines.append(
                    t(
                        "pm.outcome.winnings_conceded_win",
                        lang,
                        attendance=w.fan_attendance,
                        td=w.touchdowns,
                        gold=gold(w.gold, lang=lang),
                    )
                )
            else:
                field_lines.append(
                    t(
                        "pm.outcome.winnings",
                        lang,
                        attendance=w.fan_attendance,
                        td=w.touchdowns,
                        bonus=1 if w.no_stalling_bonus else 0,
                        gold=gold(w.gold, lang=lang),
                    )
                )
            field_lines.append(
                t(
                    "pm.outcome.treasury",
                    lang,
                    before=gold(tp.team.treasury, lang=lang),
                    after=gold(tp.treasury_after_winnings or 0, lang=lang),
                )
            )
        name = t("pm.outcome.team", lang, team=safe(tp.team.name, 60), outcome=t(f"pm.outcome.{tp.outcome}", lang))
        add_field(embed, name, field_lines, lang=lang)
    return lines


def _fans(plan: Plan, embed: discord.Embed, *, lang: str) -> list[str]:
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


def _casualties(plan: Plan, embed: discord.Embed, *, lang: str) -> list[str]:
    lines: list[str] = []
    if not plan.casualties:
        lines.append(t("pm.cas.none", lang))
    for cp in plan.casualties:
        lines += casualty_lines(plan, cp, lang=lang)
    for snap in plan.removed:
        victim = plan.player(snap.victim_id)
        who = player_name(victim) if victim is not None else "?"
        lines.append(t("pm.cas.removed", lang, victim=who, outcome=label(snap.outcome or "", plan.ruleset, lang=lang)))
    add_field(embed, t("pm.step.casualties", lang), lines, lang=lang)
    return []


_SPP_KINDS = ("touchdown", "completion", "interception", "throw", "landing", "casualty", "mvp")


def _spp_parts(gained: dict[str, int], *, rules: Iterable[str], lang: str) -> str:
    """« TD ×2 (+4), ELI ×1 (+3) »: each kind of award, how many times the team's own award (``rules``: Brawlin'
    Brutes) was earned, and the PSP it made."""
    parts = []
    for kind in _SPP_KINDS:
        points = gained.get(kind, 0)
        if points:
            each = spp_award(rules, kind, SPP_AWARDS[kind])
            count = points // each if each and points % each == 0 else points
            parts.append(t(f"pm.spp.part.{kind}", lang, n=count) + f" (+{points})")
    return ", ".join(parts)


def _spp(plan: Plan, embed: discord.Embed, *, lang: str) -> list[str]:
    for side, tp in plan.teams.items():
        lines = []
        if tp.penalised:
            lines.append(t("pm.spp.conceded", lang, team=safe(tp.team.name, 60)))
        if plan.match.unplayed:
            lines.append(t("pm.spp.unplayed", lang))
        elif "brawlin_brutes" in tp.team.special_rules:
            lines.append(t("pm.spp.brutes", lang))
        for _pid, pp in plan.players.items():
            if pp.before.team_id != tp.team.id or not pp.spp_gained:
                continue
            lines.append(
                t(
                    "pm.spp.line",
                    lang,
                    player=player_name(pp.before),
                    parts=_spp_parts(pp.spp, rules=tp.team.special_rules, lang=lang),
                    before=pp.before.spp,
                    after=pp.before.spp + pp.spp_gained,
                )
            )
        if len(lines) == int(tp.penalised) + int("brawlin_brutes" in tp.team.special_rules) and not plan.match.unplayed:
            lines.append(t("pm.spp.none", lang))
        if not tp.penalised:
            lines += _mvp_lines(plan, side, tp, lang=lang)
        add_field(embed, safe(tp.team.name, 60), lines, lang=lang)
    return []


def _mvp_lines(plan: Plan, side: Side, tp: TeamPlan, *, lang: str) -> list[str]:
    if plan.match.unplayed and not tp.mvp_count:
        return [t("pm.spp.no_mvp_unplayed", lang)]
    eligible = plan.eligible_mvp.get(side, [])
    if not eligible:
        return [t("pm.spp.no_eligible", lang)]
    lines = []
    if tp.nominees:
        names = ", ".join(player_name(p) for p in (plan.player(pid) for pid in tp.nominees) if p is not None)
        lines.append(t("pm.spp.nominees", lang, players=names))
    else:
        variant = "unplayed" if plan.match.unplayed else None  # nobody played: those who could have
        lines.append(t("pm.spp.nominees_none", lang, variant=variant, count=tp.nominees_needed, played=len(eligible)))
    if tp.mvp_count == 2:
        lines.append(t("pm.spp.mvp_two", lang))
    for rolled in tp.mvp:
        winner = plan.player(rolled.root.info["player_id"])
        lines += roll_lines(rolled, plan.ruleset, lang=lang) if rolled.root.dice else [t("pm.spp.mvp_single", lang)]
        if winner is not None:
            lines.append(t("pm.spp.mvp", lang, player=player_name(winner)))
    for _ in range(len(tp.mvp), tp.mvp_count if tp.nominees else 0):
        lines.append(t("pm.spp.mvp_pending", lang))
    return lines


def _advancements(plan: Plan, embed: discord.Embed, *, lang: str) -> list[str]:
    lines = []
    candidates = [p for side in SIDES for p in plan.can_advance.get(side, [])]
    if not candidates:
        lines.append(t("pm.adv.cannot", lang))
    for p in candidates:
        if p.advancements >= 6:
            continue
        number = p.advancements + 1
        known = bool(p.primary)  # his position's categories, beside the price of each column
        lines.append(
            t(
                "pm.adv.costs_access" if known else "pm.adv.costs",
                lang,
                primaries=categories_text(p.primary, lang=lang),
                secondaries=categories_text(p.secondary, lang=lang),
                player=player_name(p),
                spp=p.spp,
                random=spp_cost(number, "random_primary"),
                primary=spp_cost(number, "chosen_primary"),
                secondary=spp_cost(number, "chosen_secondary"),
                characteristic=spp_cost(number, "characteristic"),
            )
        )
    adv_lines = []
    for ap in plan.advancements:
        adv_lines += _advancement_lines(plan, ap, lang=lang)
    if adv_lines:
        add_field(embed, t("pm.step.advancements", lang), adv_lines, lang=lang)
    return lines


def _advancement_lines(plan: Plan, ap: AdvancementPlan, *, lang: str) -> list[str]:
    who = player_name(ap.player) if ap.player else "?"
    kind = t(f"pm.adv.kind.{ap.choice.kind}", lang)
    if ap.choice.category:
        kind += " " + t("pm.adv.in_category", lang, category=t(f"skill.category.{ap.choice.category}", lang))
    out = [t("pm.adv.line", lang, player=who, kind=kind, cost=ap.cost or "?", number=ap.number or "?")]
    sub = "\u2003"
    if ap.choice.kind == "characteristic":
        if ap.roll is None and ap.problem is None:
            out.append(sub + t("pm.adv.pending", lang))
        out += [sub + line for line in roll_lines(ap.roll, plan.ruleset, lang=lang)]
        if ap.roll is not None and ap.characteristic is None and ap.category is None:
            options = ", ".join(char_change(c, 1, lang=lang) for c in ap.roll.available) or "—"
            out.append(sub + t("pm.adv.choose", lang, options=options))
    if ap.choice.kind == "random_primary":
        if ap.skill_roll is None and ap.problem is None:
            out.append(sub + t("pm.adv.pending_skill", lang))
        if ap.skill_roll is not None:
            out += [sub + _draw_line(step, lang=lang) for step in ap.skill_roll.root.children]
            first, second = (t(f"skill.{k}", lang) for k in ap.skill_roll.skills)
            if ap.skill_roll.same:
                out.append(sub + t("pm.adv.skill_same", lang, skill=first))
            elif ap.skill is None:
                out.append(sub + t("pm.adv.skill_choose", lang, first=first, second=second))
    if ap.characteristic is not None:
        out.append(
            sub
            + t(
                "pm.adv.result.characteristic",
                lang,
                change=char_change(ap.characteristic, 1, lang=lang),
                value=gold(ap.value_increase, lang=lang),
            )
        )
    elif ap.skill is not None and ap.category is not None and ap.problem is None:
        out.append(
            sub
            + t(
                "pm.adv.result.skill",
                lang,
                skill=skill_text(ap.skill, lang=lang),
                category=t(f"pm.adv.category.{ap.category}", lang),
                value=gold(ap.value_increase, lang=lang),
            )
        )
    return out


def _draw_line(step: Step, *, lang: str) -> str:
    """``🎲 1 puis 6 → Garde`` (``déjà acquise : relancée`` when the player holds it): the half of the table,
    then the row, read one by one, never added."""
    faces = t("ui.dice.then", lang).join(str(d.value) for d in step.dice)
    key = "pm.adv.draw_held" if step.info.get("held") else "pm.adv.draw"
    if step.info.get("unusable"):
        key = "pm.adv.draw_unusable"
    return t(key, lang, dice=faces, skill=label(step.outcome, lang=lang))


def _bracket_text(index: int | None, *, lang: str) -> str:
    """« 100 000 à 195 000 po » / "100,000–195,000 gp", « 600 000 po et plus » for the last (gold as gold)."""
    if index is None:
        return "?"
    bracket = BRACKETS[index]
    if bracket.high is None:
        return t("pm.em.bracket.top", lang, low=gold(bracket.low, lang=lang))
    return t("pm.em.bracket", lang, low=gold(bracket.low, lang=lang), high=gold(bracket.high, lang=lang))


def _hiring(plan: Plan, embed: discord.Embed, *, lang: str) -> list[str]:
    for tp in plan.teams.values():
        h = tp.hiring
        lines = []
        for veteran, rolled in plan.veterans:  # « immediately quits »: before any hiring or firing
            if veteran.team_id != tp.team.id:
                continue
            if rolled is None:
                lines.append(t("pm.next.veteran_pending", lang, player=player_name(veteran)))
            else:
                shown = step_line(rolled.root, plan.ruleset, lang=lang)
                lines.append(t("pm.pair", lang, who=player_name(veteran), what=shown))
        if tp.treasury_after_winnings is not None:
            lines.append(t("pm.hire.treasury", lang, treasury=gold(tp.treasury_after_winnings, lang=lang)))
        lines += [hire_line(h, hire, fee, lang=lang) for hire, fee in h.hires]
        for p, value in h.journeymen_hired:
            lines.append(
                t(
                    "pm.hire.journeyman",
                    lang,
                    player=player_name(p),
                    fee=gold(value, lang=lang) if value is not None else "?",
                )
            )
        for p in h.journeymen_lost:
            lines.append(t("pm.hire.journeyman_lost", lang, player=player_name(p)))
        for p in h.fired:
            lines.append(t("pm.hire.fired", lang, player=player_name(p)))
        for p in h.retired:
            lines.append(t("pm.hire.retired", lang, player=player_name(p)))
        lines += staff_lines(tp, lang=lang)
        if h.cost:
            lines.append(t("pm.hire.cost", lang, cost=gold(h.cost, lang=lang)))
        if tp.treasury_after_hiring is not None:
            lines.append(t("pm.hire.left", lang, treasury=gold(tp.treasury_after_hiring, lang=lang)))
        add_field(embed, safe(tp.team.name, 60), lines, lang=lang)
    return [t("pm.hire.intro", lang)]


def _mistakes(plan: Plan, embed: discord.Embed, *, lang: str) -> list[str]:
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
            slot = next((s for s in plan.pending_for("mistakes") if s.key.startswith(f"em:{tp.team.id}:")), None)
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


def _names(players: Iterable[PlayerSnap], plan: Plan) -> str:
    return ", ".join(f"{player_name(p)} ({team_name(plan, p.team_id)})" for p in players)


def _next(plan: Plan, embed: discord.Embed, *, lang: str) -> list[str]:
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


def _preview(plan: Plan, embed: discord.Embed, *, lang: str) -> list[str]:
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


#: Each is called with the plan, the embed and, as ``lang``, the language of the message.
_STEP_BODIES: dict[str, Callable[..., list[str]]] = {
    "outcome": _outcome,
    "fans": _fans,
    "casualties": _casualties,
    "spp": _spp,
    "advancements": _advancements,
    "hiring": _hiring,
    "mistakes": _mistakes,
    "next": _next,
    "preview": _preview,
}
