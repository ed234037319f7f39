"""The post-match's third step, casualties: each applied to its victim; a casualty added or taken back, a cause
given, Haine (X) chosen (by a commissioner, or the injured player's coach)."""

from __future__ import annotations

from functools import partial

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
from render.postmatch.lines import casualty_lines
from render.text import label
from rules.errors import DomainError
from rules.postmatch import casualties as rules_stage, inputs as edits
from rules.postmatch.inputs import CAUSES
from rules.postmatch.plan import Plan
from sequences.postmatch.step import Act, Edit, Event, OpenForm, PostmatchStep, Reply, named_side, opened


def body(plan: Plan, embed: discord.Embed, *, lang: str) -> list[str]:
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


def rows(view: SequenceView, *, lang: str) -> list[Row]:
    """Haine X (or a cause to give), a casualty to add per team, one to take back."""
    plan = view.plan
    out: list[Row] = []
    if plan.match.unplayed:  # nobody played: nobody was hurt
        return out
    choose = next((cp for cp in plan.casualties if cp.needs_choice), None)
    cause = next((cp for cp in plan.casualties if cp.needs_cause), None)
    if choose is not None and choose.victim is not None:
        out.append(
            SelectSpec(
                Action.HATRED,
                truncate(t("pm.select.hatred", lang, player=f"#{choose.victim.number} {choose.victim.name}"), 150),
                tuple(OptionSpec(truncate(k, 100), str(i)) for i, k in enumerate(choose.candidates[:25])),
                arg=choose.key,
            )
        )
    elif cause is not None and cause.victim is not None:
        out.append(
            SelectSpec(
                Action.CAUSE,
                truncate(t("pm.select.cause", lang, player=f"#{cause.victim.number} {cause.victim.name}"), 150),
                tuple(OptionSpec(truncate(t(f"league.cause.{c}", lang), 100), c) for c in CAUSES),
                arg=cause.key,
            )
        )
    out.append(
        tuple(
            ButtonSpec(Action.ADD, truncate(t("pm.button.add", lang, team=tp.team.name), 80), emoji="➕", arg=tp.side)
            for tp in plan.teams.values()
        )
        + tuple(  # the author first (issue 26): a Star Player's form asks his name, the other form never does
            ButtonSpec(
                Action.ADD,
                truncate(t("pm.button.add_star", lang, team=tp.team.name), 80),
                emoji="⭐",
                arg=f"{tp.side}.star",
            )
            for tp in plan.teams.values()
        )
    )
    removable = [cp for cp in plan.casualties if cp.victim is not None][:25]
    restorable = [
        OptionSpec(
            truncate(f"{player_name(v)} — {label(c.outcome or '', plan.ruleset, lang=lang)}", 100),
            f"r{c.casualty_id}",
            description=t("pm.option.restore", lang),
        )
        for c in plan.removed
        if (v := plan.player(c.victim_id)) is not None
    ]
    if removable or restorable:
        out.append(
            SelectSpec(
                Action.UNADD,
                t("pm.select.unadd", lang),
                tuple(
                    OptionSpec(
                        truncate(  # a record on a player killed earlier in the match: its own outcome
                            f"#{cp.victim.number} {cp.victim.name} — "
                            + label(cp.outcome or cp.snap.outcome or "", plan.ruleset, lang=lang),
                            100,
                        )
                        if cp.outcome or cp.snap.outcome
                        else truncate(f"#{cp.victim.number} {cp.victim.name}", 100),
                        cp.key,
                        description=t("pm.option.added", lang)
                        if cp.snap.casualty_id is None
                        else t("pm.option.recorded", lang, id=cp.snap.casualty_id),  # as /match finish lists it
                    )
                    for cp in removable
                    if cp.victim is not None
                )
                + tuple(restorable)[: 25 - len(removable)],
            )
        )
    return out


def _victim_coach(view: SequenceView, key: str, user_id: int) -> bool:
    """The injured player's coach picks X of Haine (X)."""
    cp = next((c for c in view.plan.casualties if c.key == key), None)
    if cp is None or cp.victim is None:
        return False
    return any(tp.team.id == cp.victim.team_id and tp.team.coach_id == user_id for tp in view.plan.teams.values())


def _hatred(event: Event) -> Reply:
    cp = next((c for c in event.plan.casualties if c.key == event.arg), None)
    index = event.value
    if cp is None or not index.isdecimal() or int(index) >= len(cp.candidates):
        raise DomainError("pm.error.stale")
    keyword = cp.candidates[int(index)]
    return Edit(lambda i, _: edits.with_hatred(i, event.arg, keyword))


def _unadd(event: Event) -> Reply:
    value = event.value
    if value.startswith("r") and value[1:].isdecimal():  # a casualty removed by mistake, taken back
        return Edit(lambda i, _: edits.with_casualty_restored(i, int(value[1:])))
    return Edit(lambda i, _: edits.without_casualty(i, value))


def _cause(event: Event) -> Reply:
    return Edit(lambda i, _: edits.with_cause(i, event.arg, event.value))


def _add(event: Event) -> Reply:
    side, _, who = event.arg.partition(".")  # « home.star »: the Star Player's button, his name asked
    return OpenForm(partial(forms.added_casualty_modal, star=who == "star"), (named_side(side),))


def _add_casualty(event: Event) -> Reply:
    plan = event.plan
    # no menu of authors: the Star Player's form (a form opened before has both, « named » chosen)
    causer, outcome = event.field("causer") or "named", event.field("outcome")
    victim_text = event.field("victim")
    victim = int(victim_text) if victim_text.isdecimal() else 0
    if plan.player(victim) is None or (causer.isdecimal() and plan.player(int(causer)) is None):
        raise DomainError("pm.error.stale")
    name = event.field("name").strip() or None
    _, counter = opened(event.arg)
    if causer == "named" and name is None:
        raise DomainError("pm.error.author_name")
    return Edit(
        lambda i, _: edits.with_added_casualty(
            i,
            victim_id=victim,
            cause=event.field("cause"),
            outcome=None if outcome == "roll" else outcome,
            caused_by_id=int(causer) if causer.isdecimal() else None,
            caused_by_name=name if causer == "named" else None,
            opened=counter,
        )
    )


STEP = PostmatchStep(
    key="casualties",
    stage=rules_stage.stage,
    body=body,
    rows=rows,
    actions={
        Action.ADD: Act(_add),
        Action.HATRED: Act(_hatred, open_to=_victim_coach, refused="pm.error.hatred_forbidden"),
        Action.UNADD: Act(_unadd),
        Action.CAUSE: Act(_cause),
        Action.ADD_CASUALTY: Act(_add_casualty, form=True),
    },
)
