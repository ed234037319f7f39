"""The post-match's fifth step, advancements: one added per player, its dice, what the player takes, one taken
back."""

from __future__ import annotations

import discord

from locales import t
from records.postmatch import SequenceView
from render.embeds import truncate
from render.postmatch import forms
from render.postmatch.components import player_options
from render.postmatch.ids import Action
from render.postmatch.layout import (
    OptionSpec,
    Row,
    SelectSpec,
    add_field,
    char_name,
    player_name,
    roll_lines,
)
from render.skill_names import categories_text, skill_text
from render.text import char_change, gold, label
from rules import limits, typed
from rules.advancement import spp_cost
from rules.errors import DomainError
from rules.model import Step
from rules.payloads import SkillDraw
from rules.postmatch import advancements as rules_stage, inputs as edits
from rules.postmatch.inputs import SKILL_CATEGORIES, Inputs
from rules.postmatch.plan import AdvancementPlan, Plan
from rules.postmatch.snapshots import SIDES
from sequences.postmatch.step import Act, Edit, Event, OpenForm, PostmatchStep, Reply, Swap, opened


def body(plan: Plan, embed: discord.Embed, *, lang: str) -> list[str]:
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
    draw = step.payload(SkillDraw)
    key = "pm.adv.draw_held" if draw.held else "pm.adv.draw"
    if draw.unusable:
        key = "pm.adv.draw_unusable"
    return t(key, lang, dice=faces, skill=label(step.outcome, lang=lang))


def rows(view: SequenceView, *, lang: str) -> list[Row]:
    """A player to advance per team, the choice an advancement waits for, one to take back."""
    plan = view.plan
    out: list[Row] = []
    for tp in plan.teams.values():
        players = [p for p in plan.can_advance.get(tp.side, []) if p.advancements < 6]
        if players:
            out.append(
                SelectSpec(
                    Action.ADVANCE,
                    truncate(t("pm.select.adv", lang, team=tp.team.name), 150),
                    player_options(players, spp=True, lang=lang),
                    arg=tp.side,
                )
            )
    choose = next((ap for ap in plan.advancements if ap.needs_choice and ap.player is not None), None)
    if choose is not None and choose.player is not None:
        if choose.roll is not None:
            options = [OptionSpec(f"+1 {char_name(c, lang=lang)}", c) for c in choose.roll.available]
            options += [OptionSpec(t(f"pm.option.skill_instead.{cat}", lang), cat) for cat in SKILL_CATEGORIES]
        else:
            assert choose.skill_roll is not None
            options = [
                OptionSpec(truncate(t(f"skill.{k}", lang), 100), k) for k in dict.fromkeys(choose.skill_roll.skills)
            ]
        out.append(
            SelectSpec(
                Action.ADVANCE_CHOICE,
                truncate(t("pm.select.advchoice", lang, player=f"#{choose.player.number} {choose.player.name}"), 150),
                tuple(options),
                arg=choose.key,
            )
        )
    if plan.advancements:
        out.append(
            SelectSpec(
                Action.ADVANCE_REMOVE,
                t("pm.select.advdel", lang),
                tuple(
                    OptionSpec(
                        truncate(
                            f"#{ap.player.number} {ap.player.name} — {t(f'pm.adv.kind.{ap.choice.kind}', lang)}"
                            if ap.player
                            else ap.key,
                            100,
                        ),
                        ap.key,
                    )
                    for ap in plan.advancements[:25]
                ),
            )
        )
    return out


def _advance(event: Event) -> Reply:
    """A player picked: his team's menu becomes the advancement's kind, whose form asks only its fields."""
    value = event.value
    player = event.plan.player(int(value)) if value.isdecimal() else None
    if player is None:
        raise DomainError("pm.error.stale")
    return Swap(Action.ADVANCE, event.arg, forms.advancement_kind_select(event.view, player, lang=event.lang))


def _advance_kind(event: Event) -> Reply:
    head, counter = opened(event.arg)
    player = event.plan.player(int(head)) if head.isdecimal() else None
    kind = event.value
    if player is None or kind not in edits.ADVANCEMENT_KINDS:
        raise DomainError("pm.error.stale")
    if forms.advancement_needs_form(event.view, player, kind):
        return OpenForm(forms.advancement_modal, (player, kind))
    return Edit(lambda i, _: edits.with_advancement(i, player.id, kind, opened=counter))


def _advance_choice(event: Event) -> Reply:
    ap = next((a for a in event.plan.advancements if a.key == event.arg), None)
    choice = event.value
    if ap is None or ap.player is None:
        raise DomainError("pm.error.stale")
    if choice in edits.SKILL_CATEGORIES:
        return OpenForm(forms.skill_modal, (ap.key, ap.player, choice))
    return Edit(lambda i, _: edits.with_advancement_choice(i, event.arg, choice))


def _advance_remove(event: Event) -> Reply:
    return Edit(lambda i, _: edits.without_advancement(i, event.value))


def _set_advance(event: Event) -> Reply:
    # « 12.3.random_primary »: the kind chosen first; a form opened before has it as a field
    arg, _, kind = event.arg.rpartition(".") if event.arg.count(".") == 2 else (event.arg, "", event.field("kind"))
    head, counter = opened(arg)
    if not head.isdecimal():
        raise DomainError("pm.error.stale")
    skill, category = event.field("skill"), event.field("category") or None
    player_id = int(head)
    value = typed.gold(event.field("value"), limits.PLAYER_VALUE)  # asked when his value is unknown

    def edit(inputs: Inputs, _: Plan) -> Inputs:
        if value is not None:
            inputs = edits.with_player_value(inputs, player_id, value)
        return edits.with_advancement(inputs, player_id, kind, skill, category=category, opened=counter)

    return Edit(edit)


def _set_skill(event: Event) -> Reply:
    key, _, category = event.arg.partition(".")
    skill = event.field("skill")
    return Edit(lambda i, _: edits.with_advancement_choice(i, key, category, skill))


STEP = PostmatchStep(
    key="advancements",
    stage=rules_stage.stage,
    body=body,
    rows=rows,
    actions={
        Action.ADVANCE: Act(_advance),
        Action.ADVANCE_KIND: Act(_advance_kind),
        Action.ADVANCE_CHOICE: Act(_advance_choice),
        Action.ADVANCE_REMOVE: Act(_advance_remove),
        Action.SET_ADVANCE: Act(_set_advance, form=True),
        Action.SET_SKILL: Act(_set_skill, form=True),
    },
)
