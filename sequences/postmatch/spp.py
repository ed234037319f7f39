"""The post-match's fourth step, PSP and Joueur du Match: each team's events typed, the nominees chosen, the MVP's
die."""

from __future__ import annotations

from collections.abc import Iterable

import discord

from locales import t
from records.postmatch import SequenceView
from render.embeds import truncate
from render.postmatch import forms
from render.postmatch.components import player_options
from render.postmatch.ids import Action
from render.postmatch.layout import (
    ButtonSpec,
    Row,
    SelectSpec,
    add_field,
    player_name,
    roll_lines,
)
from render.text import safe
from rules.errors import DomainError
from rules.payloads import Mvp
from rules.postmatch import inputs as edits, spp as rules_stage
from rules.postmatch.plan import Plan, TeamPlan
from rules.postmatch.rolls import MVP_NOMINEES, SPP_AWARDS
from rules.postmatch.snapshots import Side
from rules.team_rules import spp_award
from sequences.postmatch.step import Act, Edit, Event, OpenForm, PostmatchStep, Reply, named_side

_SPP_KINDS = ("touchdown", "completion", "interception", "throw", "landing", "catch", "crowd_push", "casualty", "mvp")


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


def body(plan: Plan, embed: discord.Embed, *, lang: str) -> list[str]:
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
        chosen = rolled.root.payload(Mvp).player_id
        winner = plan.player(chosen) if chosen is not None else None
        lines += roll_lines(rolled, plan.ruleset, lang=lang) if rolled.root.dice else [t("pm.spp.mvp_single", lang)]
        if winner is not None:
            lines.append(t("pm.spp.mvp", lang, player=player_name(winner)))
    for _ in range(len(tp.mvp), tp.mvp_count if tp.nominees else 0):
        lines.append(t("pm.spp.mvp_pending", lang))
    return lines


def rows(view: SequenceView, *, lang: str) -> list[Row]:
    plan, inputs = view.plan, view.state.inputs
    out: list[Row] = []
    for tp in plan.teams.values():
        eligible = plan.eligible_mvp.get(tp.side, [])
        if not tp.mvp_count or len(eligible) <= MVP_NOMINEES:  # no award (a conceder, an unplayed fixture), or
            continue  # six or fewer played: all of them, no choice
        if plan.mvp_rolled(tp.side):  # the D6 is thrown: the nominees are final (a change is refused)
            continue
        out.append(
            SelectSpec(
                Action.NOMINEES,
                truncate(t("pm.select.nominees", lang, team=tp.team.name, count=MVP_NOMINEES), 150),
                player_options(eligible, inputs.nominees.get(tp.side, ()), lang=lang),
                min_values=MVP_NOMINEES,
                max_values=MVP_NOMINEES,
                arg=tp.side,
            )
        )
    out.append(
        tuple(
            ButtonSpec(Action.SPP, truncate(t("pm.button.spp", lang, team=tp.team.name), 80), emoji="🏈", arg=tp.side)
            for tp in plan.teams.values()
            if not tp.penalised and not plan.match.unplayed  # nobody played: no action to enter
        )
    )
    return out


def _players_by_number(plan: Plan, side: Side, numbers: list[int]) -> list[int]:
    team = plan.teams[side]
    by_number = {pp.before.number: pid for pid, pp in plan.players.items() if pp.before.team_id == team.team.id}
    out = []
    for number in numbers:
        if number not in by_number:
            raise DomainError("pm.error.unknown_number", number=number, team=team.team.name)
        out.append(by_number[number])
    return out


def _nominees(event: Event) -> Reply:
    chosen = [int(v) for v in event.values if v.isdecimal()]
    team = named_side(event.arg)
    return Edit(lambda i, p: edits.with_nominees(i, team, chosen, rolled=p.mvp_rolled(team)))


def _set_spp(event: Event) -> Reply:
    team = named_side(event.arg)
    shown = rules_stage.form_kinds(event.plan, event.view.state.inputs, team)  # the form replaces only its kinds
    lists = {k: edits.parse_numbers(event.field(k)) for k in shown}
    chosen = {k: _players_by_number(event.plan, team, v) for k, v in lists.items()}
    mine = event.plan.side_players(team)
    return Edit(lambda i, _: edits.with_spp_events(i, team, mine, **chosen))


STEP = PostmatchStep(
    key="spp",
    stage=rules_stage.stage,
    body=body,
    rows=rows,
    actions={
        Action.SPP: Act(lambda event: OpenForm(forms.spp_modal, (named_side(event.arg),))),
        Action.NOMINEES: Act(_nominees),
        Action.SET_SPP: Act(_set_spp, form=True),
    },
)
