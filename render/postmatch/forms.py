"""The post-match's forms (modals): dice by hand, the score, an added casualty, PSP, advancements.

Plain :class:`discord.ui.Modal` objects whose custom ids are built by
:mod:`render.postmatch.ids`: the cog reads a submission by its custom id, so a
form opened before a restart still lands after it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import discord

from locales import t
from render.embeds import truncate
from render.postmatch import ids
from render.postmatch.ids import Action, Kind
from render.postmatch.layout import SequenceShown
from render.text import label
from rules.postmatch.inputs import ADDED_OUTCOMES, ADVANCEMENT_KINDS, CAUSES
from rules.postmatch.slots import first_die
from rules.postmatch.snapshots import SIDES, PlayerSnap, Side, other_side


def _modal(view: SequenceShown, action: Action, arg: str | int, title: str) -> discord.ui.Modal:
    """A form whose submission the cog reads back by its custom id (it survives a restart)."""
    return discord.ui.Modal(
        title=truncate(title, 45), custom_id=ids.build(Kind.BUTTON, view.state.id, action, arg), timeout=None
    )


def hand_modal(view: SequenceShown, step: str) -> discord.ui.Modal:
    """Dice typed by hand, in the order of the slots the step still needs."""
    slots = view.plan.pending_for(step)
    listed = ", ".join(
        f"D{first_die(s)} " + t(s.what, **{k: v for k, v in s.facts.items()}).removeprefix("🎲 ") for s in slots
    )
    modal = _modal(view, Action.HAND_DICE, step, t("pm.modal.hand.title", step=t(f"pm.step.{step}")))
    modal.add_item(discord.ui.TextDisplay(truncate(t("pm.modal.hand.help", dice=listed), 2000)))
    modal.add_item(
        discord.ui.Label(
            text=t("pm.modal.hand.dice"),
            component=discord.ui.TextInput(custom_id="dice", placeholder="4 5", max_length=200),
        )
    )
    return modal


def score_modal(view: SequenceShown) -> discord.ui.Modal:
    plan = view.plan
    score = view.state.inputs.score or (plan.match.home_score, plan.match.away_score)
    modal = _modal(view, Action.SET_SCORE, "", t("pm.modal.score.title"))
    for side, value in zip(SIDES, score, strict=True):
        modal.add_item(
            discord.ui.Label(
                text=truncate(t("pm.modal.score.team", team=plan.teams[side].team.name), 45),
                component=discord.ui.TextInput(custom_id=side, default=str(value), max_length=2),
            )
        )
    return modal


def _select(custom: str, options: Sequence[tuple[str, str]], *, required: bool = True) -> discord.ui.Select:
    return discord.ui.Select(
        custom_id=custom,
        options=[discord.SelectOption(label=truncate(name, 100), value=value) for name, value in options[:25]],
        required=required,
    )


def added_casualty_modal(view: SequenceShown, side: Side) -> discord.ui.Modal:
    """Victim (of ``side``), causer (of the other team, or nobody), cause and result (or the bot's D16)."""
    plan = view.plan
    mine, theirs = plan.teams[side], plan.teams[other_side(side)]
    roster = sorted((pp.before for pp in plan.players.values()), key=lambda p: p.number)
    victims = [(f"#{p.number} {p.name}", str(p.id)) for p in roster if p.team_id == mine.team.id]
    causers = [(t("pm.modal.add.nobody"), "none")]
    causers += [(f"#{p.number} {p.name}", str(p.id)) for p in roster if p.team_id == theirs.team.id][:24]
    causes = [(t(f"league.cause.{c}"), c) for c in CAUSES]
    outcomes = [(t("pm.outcome.roll"), "roll")] + [(label(o, plan.ruleset), o) for o in ADDED_OUTCOMES]
    modal = _modal(view, Action.ADD_CASUALTY, side, t("pm.modal.add.title"))
    modal.add_item(discord.ui.Label(text=t("pm.modal.add.victim"), component=_select("victim", victims)))
    modal.add_item(discord.ui.Label(text=t("pm.modal.add.causer"), component=_select("causer", causers)))
    modal.add_item(discord.ui.Label(text=t("pm.modal.add.cause"), component=_select("cause", causes)))
    modal.add_item(discord.ui.Label(text=t("pm.modal.add.outcome"), component=_select("outcome", outcomes)))
    return modal


def spp_modal(view: SequenceShown, side: Side) -> discord.ui.Modal:
    """Shirt numbers, one per event, prefilled with what was typed before."""
    plan, inputs = view.plan, view.state.inputs
    team = plan.teams[side]

    def numbers(counts: Mapping[int, int]) -> str:
        out = []
        for pid, n in counts.items():
            p = plan.player(pid)
            if p is not None and p.team_id == team.team.id:
                out += [str(p.number)] * n
        return " ".join(out)

    modal = _modal(view, Action.SET_SPP, side, t("pm.modal.spp.title", team=team.team.name))
    for key, counts in (
        ("touchdowns", inputs.touchdowns),
        ("completions", inputs.completions),
        ("interceptions", inputs.interceptions),
    ):
        modal.add_item(
            discord.ui.Label(
                text=t(f"pm.modal.spp.{key}"),
                component=discord.ui.TextInput(custom_id=key, default=numbers(counts), required=False, max_length=200),
            )
        )
    return modal


def advancement_modal(view: SequenceShown, player: PlayerSnap) -> discord.ui.Modal:
    kinds = [(t(f"pm.adv.kind.{k}"), k) for k in ADVANCEMENT_KINDS] + [(t("pm.adv.kind.none"), "none")]
    current = next((a for a in view.state.inputs.advancements if a.player_id == player.id), None)
    modal = _modal(
        view, Action.SET_ADVANCE, player.id, t("pm.modal.adv.title", player=f"#{player.number} {player.name}")
    )
    modal.add_item(discord.ui.Label(text=t("pm.modal.adv.kind"), component=_select("kind", kinds)))
    modal.add_item(
        discord.ui.Label(
            text=t("pm.modal.adv.skill"),
            component=discord.ui.TextInput(
                custom_id="skill", required=False, max_length=100, default=(current.skill if current else None)
            ),
        )
    )
    return modal


def skill_modal(view: SequenceShown, player: PlayerSnap, category: str) -> discord.ui.Modal:
    current = next((a for a in view.state.inputs.advancements if a.player_id == player.id), None)
    modal = _modal(
        view,
        Action.SET_SKILL,
        f"{player.id}.{category}",
        t("pm.modal.skill.title", player=f"#{player.number} {player.name}"),
    )
    modal.add_item(
        discord.ui.Label(
            text=t("pm.modal.skill.name"),
            component=discord.ui.TextInput(
                custom_id="skill", max_length=100, default=(current.skill if current else None)
            ),
        )
    )
    return modal
