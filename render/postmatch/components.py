"""The buttons and menus of each post-match step, as specs (the cog makes them persistent items).

Five rows at most (Discord's limit): the step's own rows, then the navigation
row (back, roll, by hand, next or confirm).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from locales import t
from records.postmatch import SequenceView
from render.embeds import truncate
from render.postmatch.ids import Action
from render.postmatch.layout import (
    ButtonSpec,
    OptionSpec,
    Row,
    SelectSpec,
    char_name,
    confirm_button,
    player_name,
)
from render.text import gold, label
from rules.postmatch.inputs import CAUSES, SKILL_CATEGORIES
from rules.postmatch.plan import STEPS
from rules.postmatch.rolls import MVP_NOMINEES
from rules.postmatch.snapshots import PlayerSnap

#: Discord's limit of rows per message.
MAX_ROWS = 5


def player_options(
    players: Iterable[PlayerSnap], chosen: Iterable[int] = (), *, spp: bool = False, lang: str
) -> tuple[OptionSpec, ...]:
    picked = set(chosen)
    return tuple(
        OptionSpec(
            label=truncate(f"#{p.number} {p.name}", 100),
            value=str(p.id),
            description=t("pm.option.spp", lang, spp=p.spp) if spp else None,
            default=p.id in picked,
        )
        for p in list(players)[:25]
    )


def rows(view: SequenceView, step: str, *, lang: str) -> list[Row]:
    """The step's rows and the navigation row."""
    make = _STEP_ROWS.get(step)
    out = [r for r in (make(view, lang=lang) if make else []) if not (isinstance(r, tuple) and not r)]
    out.append(_nav(view, step, lang=lang))
    return out[:MAX_ROWS]


def _outcome(view: SequenceView, *, lang: str) -> list[Row]:
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


def _casualties(view: SequenceView, *, lang: str) -> list[Row]:
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


def _spp(view: SequenceView, *, lang: str) -> list[Row]:
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


def _advancements(view: SequenceView, *, lang: str) -> list[Row]:
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


def _any_of(action: Action, placeholder: str, options: Sequence[OptionSpec], side: str) -> SelectSpec:
    """A menu of one team's players where any number, none included, may be chosen (the first 25)."""
    shown = tuple(options[:25])
    return SelectSpec(action, truncate(placeholder, 150), shown, min_values=0, max_values=len(shown), arg=side)


def _hiring(view: SequenceView, *, lang: str) -> list[Row]:
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


#: Each is called with the sequence and, as ``lang``, the language of the message.
_STEP_ROWS: dict[str, Callable[..., list[Row]]] = {
    "outcome": _outcome,
    "casualties": _casualties,
    "spp": _spp,
    "advancements": _advancements,
    "hiring": _hiring,
}


def _nav(view: SequenceView, step: str, *, lang: str) -> tuple[ButtonSpec, ...]:
    plan = view.plan
    index = STEPS.index(step)
    buttons = []
    if index > 0:
        buttons.append(ButtonSpec(Action.GO, t("pm.button.back", lang), emoji="◀️", arg=STEPS[index - 1]))
    if plan.pending_for(step):
        buttons.append(ButtonSpec(Action.ROLL, t("pm.button.roll", lang), "primary", emoji="🎲", arg=step))
        buttons.append(ButtonSpec(Action.HAND, t("pm.button.hand", lang), emoji="✍️", arg=step))
    if step == "preview":
        buttons.append(confirm_button(plan, lang=lang))
    else:
        blocked = bool(plan.blockers(step))
        buttons.append(
            ButtonSpec(
                Action.GO,
                t("pm.button.next", lang),
                "primary" if not blocked else "secondary",
                disabled=blocked,
                emoji="▶️",
                arg=STEPS[index + 1],
            )
        )
    return tuple(buttons)
