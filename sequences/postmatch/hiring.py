"""The post-match's sixth step, hiring, firing and temporarily retiring: one team at a time, its players to fire,
journeymen to hire, players to retire, recruits and staff bought."""

from __future__ import annotations

from collections.abc import Sequence

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
    player_name,
)
from render.postmatch.lines import hire_line, staff_lines
from render.text import gold, safe, step_line
from rules import limits, positions, typed
from rules.postmatch import hiring as rules_stage, inputs as edits
from rules.postmatch.plan import Plan
from sequences.postmatch.step import Act, Edit, Event, OpenForm, PostmatchStep, Reply, named_side, opened


def body(plan: Plan, embed: discord.Embed, *, lang: str) -> list[str]:
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


def _any_of(action: Action, placeholder: str, options: Sequence[OptionSpec], side: str) -> SelectSpec:
    """A menu of one team's players where any number, none included, may be chosen (the first 25)."""
    shown = tuple(options[:25])
    return SelectSpec(action, truncate(placeholder, 150), shown, min_values=0, max_values=len(shown), arg=side)


def rows(view: SequenceView, *, lang: str) -> list[Row]:
    """One team at a time: players to fire, journeymen to hire, players to retire; buy; switch team."""
    plan, inputs = view.plan, view.state.inputs
    side = inputs.hiring_side
    tp = plan.teams[side]
    roster = [plan.players[pid].after for pid in plan.side_players(side)]
    roster = sorted((p for p in roster if p.alive or p.id in inputs.fired), key=lambda p: p.number)
    out: list[Row] = []
    firable = [p for p in roster if not p.journeyman or p.id in inputs.fired]
    fire_options = [
        OptionSpec(truncate(f"#{p.number} {p.name}", 100), str(p.id), default=p.id in inputs.fired)
        for p in firable
        if plan.players[p.id].before.status == "active" and not plan.players[p.id].before.journeyman
    ]
    fire_options += [
        OptionSpec(
            truncate(f"#{h.number} {h.name}", 100),
            str(-int(h.key[1:])),
            description=t("pm.option.new_player", lang),
        )
        for h, _ in tp.hiring.hires
    ]
    if fire_options:
        out.append(_any_of(Action.FIRE, t("pm.select.fire", lang, team=tp.team.name), fire_options, side))
    # as the plan leaves them (step 1 took the dead away) and at the value he is hired for: his Hiring Fee plus the
    # Value Increases of this post-match's advancements (league_play.md, « Hire any Journeymen »)
    journeymen = [
        plan.players[pid].after
        for pid in plan.side_players(side)
        if plan.players[pid].before.journeyman and plan.players[pid].before.alive
    ]
    hireable = [
        OptionSpec(
            truncate(f"#{p.number} {p.name}", 100),
            str(p.id),
            description=t("pm.option.value", lang, value=gold(p.value, lang=lang)) if p.value is not None else None,
            default=p.id in inputs.journeymen_hired,
        )
        for p in journeymen
        if p.status != "dead"
    ]
    if hireable:
        out.append(_any_of(Action.JOURNEYMEN, t("pm.select.journeymen", lang, team=tp.team.name), hireable, side))
    lasting = {cp.victim.id for cp in plan.casualties if cp.lasting is not None and cp.victim is not None}
    retirable = [
        OptionSpec(truncate(f"#{p.number} {p.name}", 100), str(p.id), default=p.id in inputs.retired)
        for p in roster
        if p.id in lasting and p.alive
    ]
    if retirable:
        out.append(_any_of(Action.RETIRE, t("pm.select.retire", lang, team=tp.team.name), retirable, side))
    other = plan.teams["away" if side == "home" else "home"]
    out.append(
        (
            ButtonSpec(Action.HIRE, truncate(t("pm.button.hire", lang, team=tp.team.name), 80), emoji="🧑", arg=side),
            ButtonSpec(Action.STAFF, truncate(t("pm.button.staff", lang, team=tp.team.name), 80), emoji="🧰", arg=side),
            ButtonSpec(Action.SWITCH, truncate(t("pm.button.switch", lang, team=other.team.name), 80), emoji="🔁"),
        )
    )
    return out


def _players_chosen(event: Event, what: str) -> Reply:
    team = named_side(event.arg)
    chosen = [int(v) for v in event.values if v.lstrip("-").isdecimal()]
    mine = event.plan.side_players(team)
    return Edit(lambda i, _: edits.with_players_chosen(i, what, mine, chosen))


def _set_hire(event: Event) -> Reply:
    head, counter = opened(event.arg)
    team = named_side(head)
    number = limits.PLAYER_NUMBER.parse(event.field("number").strip().lstrip("#"))
    typed_profile = event.field("profile").strip()
    if typed_profile:
        profile = typed.profile_line(typed_profile)
    else:  # left empty: his line's in a book roster's team (docs/rules.md R5), else asked
        roster = event.view.plan.teams[team].team.roster
        profile = positions.fill(roster, event.field("position"), positions.Typed()).profile
    fee = typed.gold(event.field("fee"), limits.HIRING_FEE)
    return Edit(
        lambda i, _: edits.with_hire(
            i,
            team,
            number=number,
            name=event.field("name"),
            position=event.field("position"),
            profile=profile,
            fee=fee,
            opened=counter,
        )
    )


def _set_staff(event: Event) -> Reply:
    team = named_side(event.arg)

    def count(name: str, quantity: limits.Quantity, default: int | None) -> int | None:
        text = event.field(name).strip()
        return quantity.parse(text) if text else default

    order = edits.StaffOrder(
        rerolls=count("rerolls", limits.REROLLS, 0) or 0,
        reroll_price=typed.gold(event.field("reroll_price"), limits.REROLL_COST) or 0,
        apothecary=event.field("apothecary") or "keep",
        cheerleaders=count("cheerleaders", limits.CHEERLEADERS, None),
        assistant_coaches=count("assistant_coaches", limits.ASSISTANT_COACHES, None),
    )
    return Edit(lambda i, _: edits.with_staff(i, team, order))


STEP = PostmatchStep(
    key="hiring",
    stage=rules_stage.stage,
    body=body,
    rows=rows,
    actions={
        Action.FIRE: Act(lambda event: _players_chosen(event, "fired")),
        Action.JOURNEYMEN: Act(lambda event: _players_chosen(event, "journeymen_hired")),
        Action.RETIRE: Act(lambda event: _players_chosen(event, "retired")),
        Action.HIRE: Act(lambda event: OpenForm(forms.hire_modal, (named_side(event.arg),))),
        Action.STAFF: Act(lambda event: OpenForm(forms.staff_modal, (named_side(event.arg),))),
        Action.SWITCH: Act(lambda event: Edit(lambda i, _: edits.switch_hiring_side(i))),
        Action.SET_HIRE: Act(_set_hire, form=True),
        Action.SET_STAFF: Act(_set_staff, form=True),
    },
)
