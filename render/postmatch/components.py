"""The buttons and menus of each post-match step, as specs (the cog makes them persistent items).

Five rows at most (Discord's limit): the step's own rows, then the navigation
row (back, roll, by hand, next or confirm).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from locales import t
from render.embeds import truncate
from render.postmatch.ids import Action
from render.postmatch.layout import ButtonSpec, OptionSpec, Row, SelectSpec, SequenceShown, char_name
from rules.postmatch.inputs import SKILL_CATEGORIES
from rules.postmatch.plan import STEPS
from rules.postmatch.snapshots import PlayerSnap

#: Discord's limit of rows per message.
MAX_ROWS = 5


def player_options(
    players: Iterable[PlayerSnap], chosen: Iterable[int] = (), *, spp: bool = False
) -> tuple[OptionSpec, ...]:
    picked = set(chosen)
    return tuple(
        OptionSpec(
            label=truncate(f"#{p.number} {p.name}", 100),
            value=str(p.id),
            description=t("pm.option.spp", spp=p.spp) if spp else None,
            default=p.id in picked,
        )
        for p in list(players)[:25]
    )


def rows(view: SequenceShown, step: str) -> list[Row]:
    """The step's rows and the navigation row."""
    make = _STEP_ROWS.get(step)
    out = [r for r in (make(view) if make else []) if not (isinstance(r, tuple) and not r)]
    out.append(_nav(view, step))
    return out[:MAX_ROWS]


def _outcome(view: SequenceShown) -> list[Row]:
    plan, inputs = view.plan, view.state.inputs
    home, away = plan.teams["home"], plan.teams["away"]
    concede = SelectSpec(
        Action.CONCEDE,
        t("pm.select.concede"),
        (
            OptionSpec(t("pm.select.concede.none"), "none", default=inputs.concession is None),
            *(
                OptionSpec(
                    truncate(t("pm.select.concede.side", team=tp.team.name), 100),
                    tp.side,
                    default=inputs.concession == tp.side,
                )
                for tp in (home, away)
            ),
        ),
    )
    buttons = (
        *(
            ButtonSpec(
                Action.STALL,
                truncate(t("pm.button.stall", team=tp.team.name), 80),
                "danger" if tp.stalled else "secondary",
                emoji="⏳",
                arg=tp.side,
            )
            for tp in (home, away)
        ),
        ButtonSpec(Action.SCORE, t("pm.button.score"), emoji="✏️"),
    )
    return [concede, buttons]


def _casualties(view: SequenceShown) -> list[Row]:
    plan = view.plan
    out: list[Row] = []
    choose = next((cp for cp in plan.casualties if cp.needs_choice), None)
    if choose is not None and choose.victim is not None:
        out.append(
            SelectSpec(
                Action.HATRED,
                truncate(t("pm.select.hatred", player=f"#{choose.victim.number} {choose.victim.name}"), 150),
                tuple(OptionSpec(truncate(k, 100), str(i)) for i, k in enumerate(choose.candidates[:25])),
                arg=choose.key,
            )
        )
    out.append(
        tuple(
            ButtonSpec(Action.ADD, truncate(t("pm.button.add", team=tp.team.name), 80), emoji="➕", arg=tp.side)
            for tp in plan.teams.values()
        )
    )
    added = [cp for cp in plan.casualties if cp.snap.casualty_id is None and cp.victim is not None][:25]
    if added:
        out.append(
            SelectSpec(
                Action.UNADD,
                t("pm.select.unadd"),
                tuple(
                    OptionSpec(truncate(f"#{cp.victim.number} {cp.victim.name}", 100), cp.key)
                    for cp in added
                    if cp.victim is not None
                ),
            )
        )
    return out


def _spp(view: SequenceShown) -> list[Row]:
    plan, inputs = view.plan, view.state.inputs
    out: list[Row] = []
    for tp in plan.teams.values():
        eligible = plan.eligible_mvp.get(tp.side, [])
        if tp.conceded or not eligible:
            continue
        out.append(
            SelectSpec(
                Action.NOMINEES,
                truncate(t("pm.select.nominees", team=tp.team.name), 150),
                player_options(eligible, inputs.nominees.get(tp.side, ())),
                min_values=1,
                max_values=min(6, len(eligible[:25])),
                arg=tp.side,
            )
        )
    out.append(
        tuple(
            ButtonSpec(Action.SPP, truncate(t("pm.button.spp", team=tp.team.name), 80), emoji="🏈", arg=tp.side)
            for tp in plan.teams.values()
            if not tp.conceded
        )
    )
    return out


def _advancements(view: SequenceShown) -> list[Row]:
    plan = view.plan
    out: list[Row] = []
    for tp in plan.teams.values():
        players = plan.can_advance.get(tp.side, [])
        if players:
            out.append(
                SelectSpec(
                    Action.ADVANCE,
                    truncate(t("pm.select.adv", team=tp.team.name), 150),
                    player_options(players, spp=True),
                    arg=tp.side,
                )
            )
    choose = next(
        (
            ap
            for ap in plan.advancements
            if ap.roll is not None and ap.characteristic is None and ap.category is None and ap.player
        ),
        None,
    )
    if choose is not None and choose.player is not None and choose.roll is not None:
        options = [OptionSpec(f"+1 {char_name(c)}", c) for c in choose.roll.available]
        options += [OptionSpec(t(f"pm.option.skill_instead.{cat}"), cat) for cat in SKILL_CATEGORIES]
        out.append(
            SelectSpec(
                Action.ADVANCE_CHOICE,
                truncate(t("pm.select.advchoice", player=f"#{choose.player.number} {choose.player.name}"), 150),
                tuple(options),
                arg=str(choose.player.id),
            )
        )
    return out


_STEP_ROWS: dict[str, Callable[[SequenceShown], list[Row]]] = {
    "outcome": _outcome,
    "casualties": _casualties,
    "spp": _spp,
    "advancements": _advancements,
}


def _nav(view: SequenceShown, step: str) -> tuple[ButtonSpec, ...]:
    plan = view.plan
    index = STEPS.index(step)
    buttons = []
    if index > 0:
        buttons.append(ButtonSpec(Action.GO, t("pm.button.back"), emoji="◀️", arg=STEPS[index - 1]))
    if plan.pending_for(step):
        buttons.append(ButtonSpec(Action.ROLL, t("pm.button.roll"), "primary", emoji="🎲", arg=step))
        buttons.append(ButtonSpec(Action.HAND, t("pm.button.hand"), emoji="✍️", arg=step))
    if step == "preview":
        buttons.append(
            ButtonSpec(
                Action.CONFIRM,
                t("pm.button.confirm"),
                "success",
                disabled=not plan.complete,
                emoji="✅",
                arg=plan.digest(),
            )
        )
    else:
        blocked = bool(plan.blockers(step))
        buttons.append(
            ButtonSpec(
                Action.GO,
                t("pm.button.next"),
                "primary" if not blocked else "secondary",
                disabled=blocked,
                emoji="▶️",
                arg=STEPS[index + 1],
            )
        )
    return tuple(buttons)
