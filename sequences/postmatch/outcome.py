"""The post-match's first step, outcome and winnings: the score (corrected, or conceded), the Fan Factor and Fan
Attendance, the winnings; a stall; an unplayed fixture's real-life concession."""

from __future__ import annotations

import discord

from locales import t
from records.postmatch import SequenceView
from render.embeds import truncate
from render.postmatch import forms
from render.postmatch.ids import Action
from render.postmatch.layout import (
    ButtonSpec,
    OptionSpec,
    Row,
    SelectSpec,
    add_field,
    roll_lines,
    scoreline,
)
from render.text import gold, safe
from rules import limits
from rules.postmatch import inputs as edits, outcome as rules_stage
from rules.postmatch.plan import Plan
from sequences.postmatch.step import Act, Edit, Event, OpenForm, PostmatchStep, Reply


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


def body(plan: Plan, embed: discord.Embed, *, lang: str) -> list[str]:
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


def rows(view: SequenceView, *, lang: str) -> list[Row]:
    plan, inputs = view.plan, view.state.inputs
    if plan.match.unplayed:  # its result was recorded with it, and nobody played to stall or score
        return []
    home, away = plan.teams["home"], plan.teams["away"]
    chosen = None if inputs.concession is None else inputs.concession + ("" if inputs.concession_penalty else ".free")
    concede = SelectSpec(
        Action.CONCEDE,
        t("pm.select.concede", lang),
        (
            OptionSpec(t("pm.select.concede.none", lang), "none", default=chosen is None),
            *(
                OptionSpec(
                    truncate(t(f"pm.select.concede.{kind}", lang, team=tp.team.name), 100),
                    tp.side + suffix,
                    default=chosen == tp.side + suffix,
                )
                for kind, suffix in (("side", ""), ("free", ".free"))
                for tp in (home, away)
            ),
        ),
    )
    buttons = (
        *(
            ButtonSpec(
                Action.STALL,
                truncate(t("pm.button.stall", lang, team=tp.team.name), 80),
                "danger" if tp.stalled else "secondary",
                emoji="⏳",
                arg=tp.side,
            )
            for tp in (home, away)
        ),
        ButtonSpec(Action.SCORE, t("pm.button.score", lang), emoji="✏️"),
    )
    return [concede, buttons]


def _stall(event: Event) -> Reply:
    return Edit(lambda i, _: edits.with_stall_toggled(i, event.arg))


def _concede(event: Event) -> Reply:
    return Edit(lambda i, _: edits.with_concession(i, event.value))


def _set_score(event: Event) -> Reply:
    home, away = limits.TOUCHDOWNS.parse(event.field("home")), limits.TOUCHDOWNS.parse(event.field("away"))
    return Edit(lambda i, _: edits.with_score(i, home, away))


STEP = PostmatchStep(
    key="outcome",
    stage=rules_stage.stage,
    body=body,
    rows=rows,
    actions={
        Action.STALL: Act(_stall),
        Action.SCORE: Act(lambda event: OpenForm(forms.score_modal)),
        Action.CONCEDE: Act(_concede),
        Action.SET_SCORE: Act(_set_score, form=True),
    },
)
