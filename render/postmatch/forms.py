"""The post-match's forms (modals): dice by hand, the score, an added casualty, PSP, advancements.

Plain :class:`discord.ui.Modal` objects whose custom ids are built by
:mod:`render.postmatch.ids`: the cog reads a submission by its custom id, so a
form opened before a restart still lands after it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import discord

from locales import t, t_map
from records.postmatch import SequenceView
from render.embeds import truncate
from render.forms import text_field
from render.postmatch import ids
from render.postmatch.ids import Action, Kind
from render.postmatch.layout import OptionSpec, SelectSpec
from render.text import dice_text, dice_to_roll
from rules import skills
from rules.postmatch.inputs import (
    ADDED_OUTCOMES,
    ADVANCEMENT_KINDS,
    APOTHECARY_ORDERS,
    CAUSES,
    MAX_NAME,
    MAX_SKILL_NAME,
)
from rules.postmatch.slots import Slot, partway
from rules.postmatch.snapshots import SIDES, PlayerSnap, Side, other_side


def _modal(view: SequenceView, action: Action, arg: str | int, title: str, *, tag: str) -> discord.ui.Modal:
    """A form whose submission the cog reads back by its custom id (it survives a restart).

    Every form is labelled in its reader's language (``lang``); its id carries ``tag``, the language of the
    post-match message it belongs to, which the screen is re-drawn in once the form is read."""
    return discord.ui.Modal(
        title=truncate(title, 45), custom_id=ids.build(Kind.BUTTON, view.state.id, action, arg, tag), timeout=None
    )


def hand_modal(view: SequenceView, step: str, *, lang: str, tag: str) -> discord.ui.Modal:
    """Dice typed by hand, in the order of the slots the step still needs."""
    slots = view.plan.pending_for(step)
    # each slot's label names its own dice (« (D6, victoire) », « (4 D6 : deux tirages…) »); one begun by hand
    # says what was typed and what is still to roll (« il reste à lancer : 1D3 »)
    listed = ", ".join(_slot_text(s, lang=lang) for s in slots)
    modal = _modal(
        view, Action.HAND_DICE, step, t("pm.modal.hand.title", lang, step=t(f"pm.step.{step}", lang)), tag=tag
    )
    modal.add_item(discord.ui.TextDisplay(truncate(t("pm.modal.hand.help", lang, dice=listed), 2000)))
    modal.add_item(text_field(text=t("pm.modal.hand.dice", lang), custom_id="dice", placeholder="4 5", max_length=200))
    return modal


def _slot_text(slot: Slot, *, lang: str) -> str:
    what = t_map(slot.what, slot.facts, lang).removeprefix("🎲 ")
    begun = partway(slot)
    if begun is None:
        return what
    typed = dice_text(begun.dice, lang=lang).removeprefix("🎲 ")
    return t("pm.slot.partway", lang, what=what, typed=typed, rest=dice_to_roll(begun.rest))


def score_modal(view: SequenceView, *, lang: str, tag: str) -> discord.ui.Modal:
    plan = view.plan
    score = view.state.inputs.score or (plan.match.home_score, plan.match.away_score)
    modal = _modal(view, Action.SET_SCORE, "", t("pm.modal.score.title", lang), tag=tag)
    for side, value in zip(SIDES, score, strict=True):
        modal.add_item(
            text_field(
                text=truncate(t("pm.modal.score.team", lang, team=plan.teams[side].team.name), 45),
                custom_id=side,
                default=str(value),
                max_length=2,
            )
        )
    return modal


def _select(
    custom: str, options: Sequence[tuple[str, str]], *, required: bool = True, chosen: str | None = None
) -> discord.ui.Select[Any]:
    """A menu of (label, value) pairs; ``chosen`` is the value shown selected when the form opens."""
    return discord.ui.Select(
        custom_id=custom,
        options=[
            discord.SelectOption(label=truncate(name, 100), value=value, default=value == chosen)
            for name, value in options[:25]
        ],
        required=required,
    )


def added_casualty_modal(
    view: SequenceView, side: Side, *, star: bool = False, lang: str, tag: str
) -> discord.ui.Modal:
    """Victim (of ``side``), author, cause and result (or the bot's D16). The button says who the author is first:
    a player of the other team or nobody, picked from a menu; or (``star``) a Star Player or Mercenary, whose name
    alone is asked (issue 26: a form asks only the fields that apply)."""
    plan = view.plan
    mine, theirs = plan.teams[side], plan.teams[other_side(side)]
    # only those who played (not out for the match: an older RPM, a Temporary Retirement), as the MVP's nominees
    played = {p.id for s in (side, other_side(side)) for p in plan.eligible_mvp.get(s, [])}
    roster = sorted((pp.before for pp in plan.players.values() if pp.before.id in played), key=lambda p: p.number)
    victims = [(f"#{p.number} {p.name}", str(p.id)) for p in roster if p.team_id == mine.team.id]
    causes = [(t(f"league.cause.{c}", lang), c) for c in CAUSES]
    outcomes = [(t("pm.outcome.roll", lang), "roll")] + [(t(f"choice.{o}", lang), o) for o in ADDED_OUTCOMES]
    opened = f"{side}.{view.state.inputs.next_added}"  # a form sent twice adds once
    modal = _modal(view, Action.ADD_CASUALTY, opened, t("pm.modal.add.title", lang), tag=tag)
    modal.add_item(discord.ui.Label(text=t("pm.modal.add.victim", lang), component=_select("victim", victims)))
    if star:
        modal.add_item(
            text_field(
                text=t("pm.modal.add.name", lang),
                custom_id="name",
                placeholder=t("pm.modal.add.name.hint", lang),
                max_length=MAX_NAME,
            )
        )
    else:
        causers = [(t("pm.modal.add.nobody", lang), "none")]
        causers += [(f"#{p.number} {p.name}", str(p.id)) for p in roster if p.team_id == theirs.team.id][:24]
        modal.add_item(discord.ui.Label(text=t("pm.modal.add.causer", lang), component=_select("causer", causers)))
    modal.add_item(discord.ui.Label(text=t("pm.modal.add.cause", lang), component=_select("cause", causes)))
    modal.add_item(discord.ui.Label(text=t("pm.modal.add.outcome", lang), component=_select("outcome", outcomes)))
    return modal


def spp_modal(view: SequenceView, side: Side, *, lang: str, tag: str) -> discord.ui.Modal:
    """Shirt numbers, one per event, prefilled with what was typed before: the kinds that can earn this team SPP
    (:func:`rules.postmatch.spp.form_kinds`: a Catch or a push into the Crowd only with their Prayer to Nuffle)."""
    from rules.postmatch.spp import form_kinds

    plan, inputs = view.plan, view.state.inputs
    team = plan.teams[side]

    def numbers(counts: Mapping[int, int]) -> str:
        out = []
        for pid, n in counts.items():
            p = plan.player(pid)
            if p is not None and p.team_id == team.team.id:
                out += [str(p.number)] * n
        return " ".join(out)

    modal = _modal(view, Action.SET_SPP, side, t("pm.modal.spp.title", lang, team=team.team.name), tag=tag)
    for kind in form_kinds(plan, inputs, side):
        modal.add_item(
            discord.ui.Label(
                text=t(f"pm.modal.spp.{kind}", lang),
                component=discord.ui.TextInput(
                    custom_id=kind, default=numbers(inputs.events(kind)), required=False, max_length=200
                ),
            )
        )
    return modal


def advancement_kind_select(view: SequenceView, player: PlayerSnap, *, lang: str) -> SelectSpec:
    """The advancement's kind, chosen first: its form then asks only that kind's fields (issue 26)."""
    return SelectSpec(
        Action.ADVANCE_KIND,
        truncate(t("pm.select.advkind", lang, player=f"#{player.number} {player.name}"), 150),
        tuple(OptionSpec(truncate(t(f"pm.adv.kind.{k}", lang), 100), k) for k in ADVANCEMENT_KINDS),
        arg=f"{player.id}.{view.state.inputs.next_advancement}",  # a form sent twice adds once
    )


def advancement_needs_form(view: SequenceView, player: PlayerSnap, kind: str) -> bool:
    """A Characteristic Improvement asks nothing more, unless the player's value is unknown."""
    return kind != "characteristic" or _value_unknown(view, player)


def _value_unknown(view: SequenceView, player: PlayerSnap) -> bool:
    return player.value is None and player.id not in view.state.inputs.values  # his increase needs a value to add to


def advancement_modal(view: SequenceView, player: PlayerSnap, kind: str, *, lang: str, tag: str) -> discord.ui.Modal:
    """One more advancement of ``kind`` for a player, chosen first: the category of a random skill, or the name of
    a chosen one; and his current value when none is known (the advancement's increase is added to it)."""
    modal = _modal(
        view,
        Action.SET_ADVANCE,
        f"{player.id}.{view.state.inputs.next_advancement}.{kind}",  # a form sent twice adds once
        t("pm.modal.adv.title", lang, player=f"#{player.number} {player.name}"),
        tag=tag,
    )
    if kind == "random_primary":
        categories = [(t(f"skill.category.{c}", lang), c) for c in skills.CATEGORIES]
        modal.add_item(
            discord.ui.Label(text=t("pm.modal.adv.category", lang), component=_select("category", categories))
        )
    elif kind != "characteristic":
        modal.add_item(text_field(text=t("pm.modal.adv.skill", lang), custom_id="skill", max_length=MAX_SKILL_NAME))
    if _value_unknown(view, player):
        modal.add_item(
            text_field(
                text=t("pm.modal.adv.value", lang),
                custom_id="value",
                placeholder=t("pm.modal.adv.value_hint", lang),
                max_length=20,
            )
        )
    return modal


def skill_modal(
    view: SequenceView, key: str, player: PlayerSnap, category: str, *, lang: str, tag: str
) -> discord.ui.Modal:
    """The skill taken instead of a rolled characteristic (its name)."""
    modal = _modal(
        view,
        Action.SET_SKILL,
        f"{key}.{category}",
        t("pm.modal.skill.title", lang, player=f"#{player.number} {player.name}"),
        tag=tag,
    )
    modal.add_item(text_field(text=t("pm.modal.skill.name", lang), custom_id="skill", max_length=MAX_SKILL_NAME))
    return modal


def hire_modal(view: SequenceView, side: Side, *, lang: str, tag: str) -> discord.ui.Modal:
    """A new player: number, name, position, profile (« 6 3 3+ 4+ 9+ »; in a book roster's team, his line's when left
    empty) and hiring fee (or his line's cost, or a team-mate's value)."""
    team = view.plan.teams[side]
    opened = f"{side}.{view.state.inputs.next_hire}"  # a form sent twice buys once
    modal = _modal(view, Action.SET_HIRE, opened, t("pm.modal.hire.title", lang, team=team.team.name), tag=tag)
    fields = (
        ("number", 2, True, "12"),
        ("name", MAX_NAME, True, None),
        ("position", MAX_NAME, True, None),
        ("profile", 30, False, "6 3 3+ 4+ 9+"),
        ("fee", 20, False, "50000"),
    )
    for key, length, required, placeholder in fields:
        modal.add_item(
            text_field(
                text=t(f"pm.modal.hire.{key}", lang),
                custom_id=key,
                max_length=length,
                required=required,
                placeholder=placeholder,
            )
        )
    return modal


def staff_modal(view: SequenceView, side: Side, *, lang: str, tag: str) -> discord.ui.Modal:
    """Re-rolls bought and their roster price, the apothecary, cheerleaders and assistant coaches (new totals)."""
    tp = view.plan.teams[side]
    team, order = tp.team, view.state.inputs.staff.get(side)
    modal = _modal(view, Action.SET_STAFF, side, t("pm.modal.staff.title", lang, team=team.name), tag=tag)
    apothecary = [(t(f"pm.modal.staff.apothecary.{o}", lang), o) for o in APOTHECARY_ORDERS]
    texts = (
        ("rerolls", str(order.rerolls) if order else "0", 1),
        ("reroll_price", str((order.reroll_price if order else 0) or team.reroll_cost or ""), 9),
    )
    for key, default, length in texts:
        modal.add_item(
            text_field(
                text=t(f"pm.modal.staff.{key}", lang), custom_id=key, default=default, required=False, max_length=length
            )
        )
    modal.add_item(
        discord.ui.Label(
            text=t("pm.modal.staff.apothecary", lang),
            # « Inchangé » (or what was chosen before) preselected, as the other fields hold their current value
            component=_select("apothecary", apothecary, chosen=order.apothecary if order else "keep"),
        )
    )
    # a total typed before is the one Enter keeps (reopened to buy a re-roll, the cheerleaders stay bought)
    typed = (order.cheerleaders, order.assistant_coaches) if order else (None, None)
    helpers = (
        ("cheerleaders", team.cheerleaders if typed[0] is None else typed[0]),
        ("assistant_coaches", team.assistant_coaches if typed[1] is None else typed[1]),
    )
    for key, current in helpers:
        modal.add_item(
            text_field(
                text=t(f"pm.modal.staff.{key}", lang), custom_id=key, default=str(current), required=False, max_length=1
            )
        )
    return modal
