"""The post-match sequence on screen: one embed per step, its components as plain specs, its modals.

Components are returned as :class:`ButtonSpec` / :class:`SelectSpec` (custom
ids ``arb:pm:<sequence>:<action>``); ``cogs.postmatch_sequence`` turns them into
persistent items, so this module holds no callback. Modals are plain
:class:`discord.ui.Modal` objects: their submissions are read by custom id, so
a modal opened before a restart still lands.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import discord

from league.postmatch import SeasonView, SequenceView
from locales import t
from render.embeds import COLOURS, FIELD_LIMIT, gold, truncate
from render.text import label, outcome_text, safe, step_line
from rules import injury, sequence
from rules.advancement import spp_cost
from rules.characteristics import CHARACTERISTICS, format_value
from rules.model import Result, Step
from rules.postgame import SPP_AWARDS
from rules.sequence import Plan, PlayerSnap, TeamPlan, first_die
from rules.treasury import BRACKETS, bracket_index

#: Characters of player lines a season-end preview lists before it says how many more there are.
SEASON_BUDGET = 4500
#: Steps whose extra dice are re-rolls, not a sum.
_REROLLED = frozenset({"lasting_injury", "mvp"})
#: Discord counts 6,000 characters over all the embeds of a message; keep some room.
MESSAGE_BUDGET = 5800
_FR_CHAR = {"MA": "M", "ST": "F", "AG": "AG", "PA": "CP", "AV": "AR"}
_CASUALTY_ICON = {
    injury.CASUALTY_DEAD: "💀",
    injury.CASUALTY_LASTING_INJURY: "🦴",
    injury.CASUALTY_SERIOUS_INJURY: "🩹",
    injury.CASUALTY_SERIOUSLY_HURT: "🤕",
}


@dataclass(frozen=True, slots=True)
class ButtonSpec:
    action: str
    label: str
    style: str = "secondary"
    disabled: bool = False
    emoji: str | None = None


@dataclass(frozen=True, slots=True)
class OptionSpec:
    label: str
    value: str
    description: str | None = None
    default: bool = False


@dataclass(frozen=True, slots=True)
class SelectSpec:
    action: str
    placeholder: str
    options: tuple[OptionSpec, ...]
    min_values: int = 1
    max_values: int = 1


Row = tuple[ButtonSpec, ...] | SelectSpec


@dataclass(frozen=True, slots=True)
class Screen:
    embed: discord.Embed
    rows: tuple[Row, ...] = ()


def custom_id(kind: str, ident: int, action: str) -> str:
    """``arb:pm:12:go:fans`` — what the persistent items of the cog parse back."""
    return f"arb:{kind}:{ident}:{action}"


def player_name(p: PlayerSnap) -> str:
    return f"#{p.number} {safe(p.name, 60)}"


def char_name(char: str) -> str:
    return _FR_CHAR.get(char, char)


def _team(plan: Plan, team_id: int | None) -> str:
    for tp in plan.teams.values():
        if tp.team.id == team_id:
            return safe(tp.team.name, 60)
    return "?"


def _roll_lines(rolled: Result | None, ruleset: str, depth: int = 0) -> list[str]:
    if rolled is None:
        return []
    return list(_step_lines(rolled.root, ruleset, depth))


def _step_lines(step: Step, ruleset: str, depth: int) -> Iterable[str]:
    if step.kind == "advancement_choice":
        return
    yield "\u2003" * depth + ("↳ " if depth else "") + _line(step, ruleset)
    for child in step.children:
        yield from _step_lines(child, ruleset, depth + 1)


def _line(step: Step, ruleset: str) -> str:
    """``step_line``, except that re-rolled dice (Séquelle at its minimum, JDM past the list) read in order."""
    if step.kind in _REROLLED and len(step.dice) > 1:
        faces = " → ".join(str(d.value) for d in step.dice)
        return t("pm.rerolled", step=label("step." + step.kind), dice=faces, outcome=outcome_text(step, ruleset))
    return step_line(step, ruleset)


# --- the screens -------------------------------------------------------------------------------------


def sequence_screen(view: SequenceView, *, notice: str | None = None) -> Screen:
    """The screen of the step the sequence is on (or the applied summary once applied)."""
    state, plan = view.state, view.plan
    if state.applied:
        return Screen(summary_embed(view, title=t("pm.applied.title")))
    step = state.step
    embed = _frame(view, step)
    body = _STEP_BODIES[step](plan, embed)
    lines = [
        t("pm.progress", index=sequence.STEPS.index(step) + 1, count=len(sequence.STEPS), step=t(f"pm.step.{step}"))
    ]
    if notice:
        lines.append(f"*{notice}*")
    lines += body
    embed.description = truncate("\n".join(lines), 4000)
    blockers = plan.blockers(step) if step != "preview" else [*plan.blockers("preview"), *_all_blockers(plan)]
    if blockers:
        todo = [_missing_text(m) for m in blockers]
        embed.add_field(name=t("pm.todo"), value=truncate("\n".join(dict.fromkeys(todo)), FIELD_LIMIT), inline=False)
    notes = [_missing_text(n) for n in plan.notes if n.step == step or step == "preview"]
    if notes:
        embed.add_field(name=t("pm.notes"), value=truncate("\n".join(notes), FIELD_LIMIT), inline=False)
    _fit(embed)
    return Screen(embed, tuple(_rows(view, step)))


def _all_blockers(plan: Plan) -> list[sequence.Missing]:
    return [m for s in sequence.STEPS for m in plan.blockers(s)]


def _missing_text(m: sequence.Missing) -> str:
    facts = {k: safe(str(v), 80) if isinstance(v, str) else v for k, v in m.facts.items()}
    if m.key == "pm.missing.roll":
        return "• " + t(str(m.facts["what"]), **facts)
    if m.key.startswith("pm.adv.problem."):
        return "• " + f"{facts.get('player', '')} : " + t(m.key, **facts)
    return "• " + t(m.key, **facts)


def _frame(view: SequenceView, step: str) -> discord.Embed:
    plan = view.plan
    home, away = plan.teams["home"], plan.teams["away"]
    embed = discord.Embed(
        title=truncate(
            t(
                "pm.title",
                home=safe(home.team.name, 60),
                away=safe(away.team.name, 60),
                home_score=home.score_for,
                away_score=away.score_for,
            ),
            256,
        ),
        colour=COLOURS["info"],
    )
    embed.set_footer(
        text=t("pm.footer", sequence=view.state.id, match=plan.match.id, ruleset=t(f"ruleset.{plan.ruleset}"))
    )
    return embed


def _fit(embed: discord.Embed) -> None:
    """Keep the whole message under Discord's 6,000 characters by shortening the last fields."""
    while len(embed) > MESSAGE_BUDGET and embed.fields:
        last = embed.fields[-1]
        excess = len(embed) - MESSAGE_BUDGET
        value = last.value or ""
        if len(value) - excess > 40:
            embed.set_field_at(len(embed.fields) - 1, name=last.name, value=truncate(value, len(value) - excess - 1))
        else:
            embed.remove_field(len(embed.fields) - 1)


def _field(embed: discord.Embed, name: str, lines: Sequence[str]) -> None:
    text = "\n".join(lines) or t("pm.nothing")
    while text:
        chunk = text if len(text) <= FIELD_LIMIT else text[: text.rfind("\n", 0, FIELD_LIMIT) or FIELD_LIMIT]
        embed.add_field(name=truncate(name, 256), value=chunk, inline=False)
        text = text[len(chunk) :].lstrip("\n")
        name = "\u200b"


# --- step bodies (description lines; fields added to the embed) --------------------------------------------


def _outcome(plan: Plan, embed: discord.Embed) -> list[str]:
    home, away = plan.teams["home"], plan.teams["away"]
    lines = [
        t(
            "pm.outcome.score",
            home=safe(home.team.name, 60),
            away=safe(away.team.name, 60),
            home_score=home.score_for,
            away_score=away.score_for,
        )
    ]
    for tp in (home, away):
        if tp.conceded:
            score = f"{max(home.score_for, away.score_for)}-0"
            lines.append(t("pm.outcome.conceded", team=safe(tp.team.name, 60), score=score))
    if home.fan_attendance is not None:
        lines.append(t("pm.outcome.attendance", home_fp=home.fp, away_fp=away.fp, attendance=home.fan_attendance))
    else:
        lines.append(t("pm.outcome.attendance_pending"))
    for tp in (home, away):
        field_lines = []
        if tp.fp_roll is not None:
            field_lines += _roll_lines(tp.fp_roll, plan.ruleset)
        elif tp.fp is not None:
            field_lines.append(t("pm.outcome.fp_match", fp=tp.fp))
        field_lines.append(t("pm.outcome.stalled") if tp.stalled else t("pm.outcome.not_stalled"))
        w = tp.winnings
        if w is not None:
            if tp.conceded:
                field_lines.append(t("pm.outcome.winnings_conceded"))
            elif w.conceded:
                field_lines.append(
                    t(
                        "pm.outcome.winnings_conceded_win",
                        attendance=w.fan_attendance,
                        td=w.touchdowns,
                        gold=gold(w.gold),
                    )
                )
            else:
                field_lines.append(
                    t(
                        "pm.outcome.winnings",
                        attendance=w.fan_attendance,
                        td=w.touchdowns,
                        bonus=1 if w.no_stalling_bonus else 0,
                        gold=gold(w.gold),
                    )
                )
            field_lines.append(
                t("pm.outcome.treasury", before=gold(tp.team.treasury), after=gold(tp.treasury_after_winnings or 0))
            )
        name = t("pm.outcome.team", team=safe(tp.team.name, 60), outcome=t(f"pm.outcome.{tp.outcome}"))
        _field(embed, name, field_lines)
    return lines


def _fans(plan: Plan, embed: discord.Embed) -> list[str]:
    for tp in plan.teams.values():
        kind = "conceded" if tp.conceded else tp.outcome
        if tp.fans is None:
            lines = [t(f"pm.fans.pending.{kind}", df=tp.team.dedicated_fans)]
        else:
            lines = [
                *_roll_lines(tp.fans, plan.ruleset),
                t(
                    "pm.fans.line",
                    team=safe(tp.team.name, 60),
                    before=tp.team.dedicated_fans,
                    after=tp.dedicated_fans_after,
                ),
            ]
        _field(embed, safe(tp.team.name, 60), lines)
    return []


def casualty_lines(plan: Plan, cp: sequence.CasualtyPlan, *, summary: bool = False) -> list[str]:
    """One casualty as the commissioner reviews it: who, how, and each consequence."""
    snap = cp.snap
    victim = cp.victim or plan.player(snap.victim_id)
    if victim is None:
        return [t("pm.note.victim_gone")]
    cause = t(f"pm.cause.{snap.cause}")
    if cp.causer is not None:
        by = t("pm.cas.by", causer=player_name(cp.causer), cause=cause)
    elif snap.caused_by_team_id is not None:
        by = t("pm.cas.by_team", team=_team(plan, snap.caused_by_team_id), cause=cause)
    else:
        by = t("pm.cas.by_nobody", cause=cause)
    outcome = label(cp.outcome, plan.ruleset) if cp.outcome else "?"
    head = t(
        "pm.cas.line",
        icon=_CASUALTY_ICON.get(cp.outcome or "", "🚑"),
        victim=player_name(victim),
        team=_team(plan, victim.team_id),
        outcome=f"**{outcome}**",
    )
    head += f" · {by}"
    if snap.casualty_id is None and not summary:
        head += f" · *{t('pm.cas.added')}*"
    lines = [head]
    sub = "\u2003"
    if cp.d16 is not None:
        lines += [sub + line for line in _roll_lines(cp.d16, plan.ruleset)]
    elif cp.outcome is None:
        lines.append(sub + t("pm.cas.pending_d16", niggling=victim.niggling))
        return lines
    consequence = injury.CASUALTY_CONSEQUENCES.get(cp.outcome, injury.CasualtyConsequence())
    facts = []
    if consequence.dead:
        facts.append(t("pm.cas.dead"))
    else:
        facts.append(t("pm.cas.out"))
    if consequence.miss_next_game:
        facts.append(t("pm.cas.rpm"))
    if consequence.niggling:
        facts.append(t("pm.cas.bp"))
    if cp.spp_to is not None and cp.causer is not None:
        facts.append(t("pm.cas.spp", causer=player_name(cp.causer)))
    lines.append(sub + " · ".join(facts))
    if consequence.lasting_injury:
        lines += [sub + line for line in _sequelle_lines(plan, cp)]
    if consequence.revanche and cp.hatred is not None:
        lines += [sub + line for line in _hatred_lines(plan, cp, victim)]
    elif consequence.revanche and cp.lasting is not None:
        lines.append(sub + t("pm.cas.hatred.pending"))
    return lines


def _sequelle_lines(plan: Plan, cp: sequence.CasualtyPlan) -> list[str]:
    snap = cp.snap
    out = []
    if cp.lasting_roll is None and cp.lasting is None:
        if snap.sequelle:
            out.append(t("pm.cas.sequelle_reroll", char=char_name(snap.sequelle)))
        out.append(t("pm.cas.sequelle_pending"))
        return out
    rolled = plan.rolls.get(f"sequelle:{snap.key}")
    if rolled is not None:
        if snap.sequelle:
            out.append(t("pm.cas.sequelle_reroll", char=char_name(snap.sequelle)))
        out += _roll_lines(rolled, plan.ruleset)
    if cp.lasting == injury.LASTING_AT_MINIMUM:
        out.append(t("pm.cas.at_minimum"))
    elif cp.lasting == injury.LASTING_NONE_POSSIBLE:
        out.append(t("pm.cas.none_possible"))
    elif cp.characteristic is not None:
        victim = cp.victim
        if rolled is None and victim is not None:
            char = cp.characteristic
            before = plan.player(victim.id)
            old = before.profile.get(char) if before else None  # type: ignore[arg-type]
            out.append(
                t(
                    "pm.cas.sequelle_recorded",
                    char=char_name(char),
                    before=format_value(char, old),  # type: ignore[arg-type]
                    after=format_value(char, victim.profile.get(char)),  # type: ignore[arg-type]
                )
            )
        else:
            out.append(t("pm.cas.sequelle", char=char_name(cp.characteristic)))
    return out


def _hatred_lines(plan: Plan, cp: sequence.CasualtyPlan, victim: PlayerSnap) -> list[str]:
    if cp.hatred == injury.HATRED_NO_ATTACKER:
        return [t("pm.cas.hatred.no_attacker")]
    if cp.hatred == injury.HATRED_NO_KEYWORD:
        return [t("pm.cas.hatred.no_keyword")]
    out = _roll_lines(cp.hatred_roll, plan.ruleset)
    if cp.hatred == injury.HATRED_NOT_GAINED:
        return [*out, t("pm.cas.hatred.not_gained")]
    if cp.hatred_x is None:
        candidates = ", ".join(safe(k, 40) for k in cp.candidates)
        return [*out, t("pm.cas.hatred.choose", player=player_name(victim), candidates=candidates)]
    auto = t("pm.cas.hatred.auto") if cp.hatred_roll is None and plan.ruleset == "ligue" else ""
    return [*out, t("pm.cas.hatred.gained", x=safe(cp.hatred_x, 40)) + auto]


def _casualties(plan: Plan, embed: discord.Embed) -> list[str]:
    if not plan.casualties:
        return [t("pm.cas.none")]
    lines: list[str] = []
    for cp in plan.casualties:
        lines += casualty_lines(plan, cp)
    _field(embed, t("pm.step.casualties"), lines)
    return []


def _spp_parts(gained: dict[str, int]) -> str:
    parts = []
    for kind in ("touchdown", "completion", "interception", "casualty", "mvp"):
        points = gained.get(kind, 0)
        if points:
            n = points // SPP_AWARDS[kind]
            parts.append(t(f"pm.spp.part.{kind}", n=n) + f" (+{points})")
    return ", ".join(parts)


def _spp(plan: Plan, embed: discord.Embed) -> list[str]:
    for side, tp in plan.teams.items():
        lines = []
        if tp.conceded:
            lines.append(t("pm.spp.conceded", team=safe(tp.team.name, 60)))
        for _pid, pp in plan.players.items():
            if pp.before.team_id != tp.team.id or not pp.spp_gained:
                continue
            lines.append(
                t(
                    "pm.spp.line",
                    player=player_name(pp.before),
                    parts=_spp_parts(pp.spp),
                    before=pp.before.spp,
                    after=pp.before.spp + pp.spp_gained,
                )
            )
        if not lines:
            lines.append(t("pm.spp.none"))
        if not tp.conceded:
            lines += _mvp_lines(plan, side, tp)
        _field(embed, safe(tp.team.name, 60), lines)
    return []


def _mvp_lines(plan: Plan, side: str, tp: TeamPlan) -> list[str]:
    if not plan.eligible_mvp.get(side):  # type: ignore[call-overload]
        return [t("pm.spp.no_eligible")]
    lines = []
    if tp.nominees:
        names = ", ".join(player_name(p) for p in (plan.player(pid) for pid in tp.nominees) if p is not None)
        lines.append(t("pm.spp.nominees", players=names))
    else:
        lines.append(t("pm.spp.nominees_none"))
    if tp.mvp_count == 2:
        lines.append(t("pm.spp.mvp_two"))
    for rolled in tp.mvp:
        winner = plan.player(rolled.root.info["player_id"])
        lines += _roll_lines(rolled, plan.ruleset) if rolled.root.dice else [t("pm.spp.mvp_single")]
        if winner is not None:
            lines.append(t("pm.spp.mvp", player=player_name(winner)))
    for _ in range(len(tp.mvp), tp.mvp_count if tp.nominees else 0):
        lines.append(t("pm.spp.mvp_pending"))
    return lines


def _advancements(plan: Plan, embed: discord.Embed) -> list[str]:
    lines = []
    candidates = [p for side in ("home", "away") for p in plan.can_advance.get(side, [])]  # type: ignore[call-overload]
    if not candidates:
        lines.append(t("pm.adv.cannot"))
    for p in candidates:
        number = p.advancements + 1
        if any(a.choice.player_id == p.id for a in plan.advancements):
            continue
        lines.append(
            t(
                "pm.adv.costs",
                player=player_name(p),
                spp=p.spp,
                characteristic=spp_cost(number, "characteristic"),
                primary=spp_cost(number, "chosen_primary"),
                secondary=spp_cost(number, "chosen_secondary"),
            )
        )
        if p.spp >= spp_cost(number, "characteristic"):
            lines.append(t("pm.adv.must", player=player_name(p)))
    adv_lines = []
    for ap in plan.advancements:
        who = player_name(ap.player) if ap.player else "?"
        adv_lines.append(
            t(
                "pm.adv.line",
                player=who,
                kind=t(f"pm.adv.kind.{ap.choice.kind}"),
                cost=ap.cost or "?",
                number=ap.number or "?",
            )
        )
        if ap.choice.kind == "characteristic":
            if ap.roll is None and ap.problem is None:
                adv_lines.append("\u2003" + t("pm.adv.pending"))
            adv_lines += ["\u2003" + line for line in _roll_lines(ap.roll, plan.ruleset)]
            if ap.roll is not None and ap.characteristic is None and ap.category is None:
                options = ", ".join(f"+1 {char_name(c)}" for c in ap.roll.available) or "—"
                adv_lines.append("\u2003" + t("pm.adv.choose", options=options))
        if ap.characteristic is not None:
            adv_lines.append(
                "\u2003"
                + t("pm.adv.result.characteristic", char=char_name(ap.characteristic), value=gold(ap.value_increase))
            )
        elif ap.skill is not None and ap.category is not None:
            adv_lines.append(
                "\u2003"
                + t(
                    "pm.adv.result.skill",
                    skill=safe(ap.skill, 60),
                    category=t(f"pm.adv.category.{ap.category}"),
                    value=gold(ap.value_increase),
                )
            )
    if adv_lines:
        _field(embed, t("pm.step.advancements"), adv_lines)
    return lines


def _mistakes(plan: Plan, embed: discord.Embed) -> list[str]:
    for tp in plan.teams.values():
        name = safe(tp.team.name, 60)
        treasury = tp.treasury_after_winnings
        if treasury is None:
            lines = [t("pm.outcome.attendance_pending")]
        elif tp.mistakes is None:
            index = bracket_index(treasury)
            bracket = BRACKETS[index].label if index is not None else "?"
            lines = [t("pm.em.pending", team=name, treasury=gold(treasury), bracket=bracket)]
        elif tp.mistakes.root.outcome == "expensive_mistakes.no_roll":
            lines = [t("pm.em.no_roll", team=name, treasury=gold(treasury))]
        else:
            lines = [
                *_roll_lines(tp.mistakes, plan.ruleset),
                t("pm.em.result", team=name, lost=gold(tp.mistakes.lost), left=gold(tp.mistakes.left)),
            ]
        _field(embed, name, lines)
    return []


def _names(players: Iterable[PlayerSnap], plan: Plan) -> str:
    return ", ".join(f"{player_name(p)} ({_team(plan, p.team_id)})" for p in players)


def _next(plan: Plan, embed: discord.Embed) -> list[str]:
    lines = []
    if plan.rpm_cleared:
        lines.append(t("pm.next.rpm_cleared", players=_names(plan.rpm_cleared, plan)))
    new_rpm = [pp.after for pp in plan.players.values() if pp.after.miss_next_game and pp.after.alive]
    if new_rpm:
        lines.append(t("pm.next.rpm_new", players=_names(new_rpm, plan)))
    dead = [pp.after for pp in plan.players.values() if not pp.after.alive]
    if dead:
        lines.append(t("pm.next.dead", players=_names(dead, plan)))
    for veteran, rolled in plan.veterans:
        if rolled is None:
            lines.append(t("pm.next.veteran_pending", player=player_name(veteran)))
        else:
            lines.append(f"{player_name(veteran)} : " + _line(rolled.root, plan.ruleset))
    return lines or [t("pm.nothing")]


def player_changes(before: PlayerSnap, after: PlayerSnap) -> list[str]:
    """What changed on one player, in the seeds' words (shared with the season end)."""
    out = []
    if not after.alive and before.alive:
        out.append(t("pm.preview.dead"))
    elif after.status == "retired" and before.status != "retired":
        out.append(t("pm.preview.retired"))
    if after.spp != before.spp:
        out.append(t("pm.preview.spp", before=before.spp, after=after.spp))
    for char in CHARACTERISTICS:
        old, new = before.profile.get(char), after.profile.get(char)
        if old != new:
            out.append(
                t(
                    "pm.preview.char",
                    name=char_name(char),
                    before=format_value(char, old),
                    after=format_value(char, new),
                )
            )
    if after.niggling != before.niggling:
        out.append(t("pm.preview.niggling", before=before.niggling, after=after.niggling))
    if after.miss_next_game != before.miss_next_game and after.alive:
        out.append(t("pm.preview.rpm_on") if after.miss_next_game else t("pm.preview.rpm_off"))
    for x in after.gained_hatreds:
        if x not in before.gained_hatreds:
            out.append(t("pm.preview.hatred", x=safe(x, 40)))
    for x in before.gained_hatreds:
        if x not in after.gained_hatreds:
            out.append(t("pm.preview.hatred_lost", x=safe(x, 40)))
    for skill in after.skills:
        if skill not in before.skills:
            out.append(t("pm.preview.skill", skill=safe(skill, 40)))
    if after.value != before.value and before.value is not None and after.value is not None:
        out.append(t("pm.preview.value", before=gold(before.value), after=gold(after.value)))
    return out


def _preview(plan: Plan, embed: discord.Embed) -> list[str]:
    match = plan.changes["match"]
    home, away = plan.teams["home"], plan.teams["away"]
    lines = [
        t(
            "pm.preview.match",
            match=plan.match.id,
            home=safe(home.team.name, 60),
            away=safe(away.team.name, 60),
            home_score=match["home_score"],
            away_score=match["away_score"],
        ),
        t("pm.preview.ready") if plan.complete else t("pm.preview.blocked"),
    ]
    for tp in plan.teams.values():
        team_lines = []
        if tp.treasury_after is not None:
            team_lines.append(t("pm.preview.treasury", before=gold(tp.team.treasury), after=gold(tp.treasury_after)))
        if tp.dedicated_fans_after is not None:
            team_lines.append(t("pm.preview.fans", before=tp.team.dedicated_fans, after=tp.dedicated_fans_after))
        for pp in sorted(plan.players.values(), key=lambda pp: pp.before.number):
            if pp.before.team_id != tp.team.id:
                continue
            changes = player_changes(pp.before, pp.after)
            if changes:
                team_lines.append(t("pm.preview.player", player=player_name(pp.before), changes=" · ".join(changes)))
        _field(embed, t("pm.preview.team", team=safe(tp.team.name, 60)), team_lines)
    return lines


_STEP_BODIES = {
    "outcome": _outcome,
    "fans": _fans,
    "casualties": _casualties,
    "spp": _spp,
    "advancements": _advancements,
    "mistakes": _mistakes,
    "next": _next,
    "preview": _preview,
}


# --- components ----------------------------------------------------------------------------------------


def _options(players: Iterable[PlayerSnap], chosen: Iterable[int] = (), *, spp: bool = False) -> tuple[OptionSpec, ...]:
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


def _rows(view: SequenceView, step: str) -> list[Row]:
    plan, state = view.plan, view.state
    rows: list[Row] = []
    home, away = plan.teams["home"], plan.teams["away"]
    if step == "outcome":
        rows.append(
            SelectSpec(
                "concede",
                t("pm.select.concede"),
                (
                    OptionSpec(t("pm.select.concede.none"), "none", default=state.inputs.concession is None),
                    *(
                        OptionSpec(
                            truncate(t("pm.select.concede.side", team=tp.team.name), 100),
                            tp.side,
                            default=state.inputs.concession == tp.side,
                        )
                        for tp in (home, away)
                    ),
                ),
            )
        )
        rows.append(
            (
                *(
                    ButtonSpec(
                        f"stall:{tp.side}",
                        truncate(t("pm.button.stall", team=tp.team.name), 80),
                        "danger" if tp.stalled else "secondary",
                        emoji="⏳",
                    )
                    for tp in (home, away)
                ),
                ButtonSpec("score", t("pm.button.score"), emoji="✏️"),
            )
        )
    elif step == "casualties":
        choose = next((cp for cp in plan.casualties if cp.needs_choice), None)
        if choose is not None and choose.victim is not None:
            rows.append(
                SelectSpec(
                    f"hatred:{choose.key}",
                    truncate(t("pm.select.hatred", player=f"#{choose.victim.number} {choose.victim.name}"), 150),
                    tuple(OptionSpec(truncate(k, 100), str(i)) for i, k in enumerate(choose.candidates[:25])),
                )
            )
        rows.append(
            tuple(
                ButtonSpec(f"add:{tp.side}", truncate(t("pm.button.add", team=tp.team.name), 80), emoji="➕")
                for tp in (home, away)
            )
        )
        added = [cp for cp in plan.casualties if cp.snap.casualty_id is None and cp.victim is not None][:25]
        if added:
            rows.append(
                SelectSpec(
                    "unadd",
                    t("pm.select.unadd"),
                    tuple(
                        OptionSpec(truncate(f"#{cp.victim.number} {cp.victim.name}", 100), cp.key)  # type: ignore[union-attr]
                        for cp in added
                    ),
                )
            )
    elif step == "spp":
        for tp in (home, away):
            eligible = plan.eligible_mvp.get(tp.side, [])
            if tp.conceded or not eligible:
                continue
            rows.append(
                SelectSpec(
                    f"nominees:{tp.side}",
                    truncate(t("pm.select.nominees", team=tp.team.name), 150),
                    _options(eligible, state.inputs.nominees.get(tp.side, ())),
                    min_values=1,
                    max_values=min(6, len(eligible[:25])),
                )
            )
        rows.append(
            tuple(
                ButtonSpec(f"spp:{tp.side}", truncate(t("pm.button.spp", team=tp.team.name), 80), emoji="🏈")
                for tp in (home, away)
                if not tp.conceded
            )
        )
    elif step == "advancements":
        for tp in (home, away):
            players = plan.can_advance.get(tp.side, [])
            if players:
                rows.append(
                    SelectSpec(
                        f"adv:{tp.side}",
                        truncate(t("pm.select.adv", team=tp.team.name), 150),
                        _options(players, spp=True),
                    )
                )
        choose_adv = next(
            (
                ap
                for ap in plan.advancements
                if ap.roll is not None and ap.characteristic is None and ap.category is None and ap.player
            ),
            None,
        )
        if choose_adv is not None and choose_adv.player is not None and choose_adv.roll is not None:
            options = [OptionSpec(f"+1 {char_name(c)}", c) for c in choose_adv.roll.available]
            options += [OptionSpec(t(f"pm.option.skill_instead.{cat}"), cat) for cat in sequence.SKILL_CATEGORIES]
            rows.append(
                SelectSpec(
                    f"advchoice:{choose_adv.player.id}",
                    truncate(
                        t("pm.select.advchoice", player=f"#{choose_adv.player.number} {choose_adv.player.name}"), 150
                    ),
                    tuple(options),
                )
            )
    rows = [r for r in rows if not (isinstance(r, tuple) and not r)]
    rows.append(_nav(view, step))
    return rows[:5]


def _nav(view: SequenceView, step: str) -> tuple[ButtonSpec, ...]:
    plan = view.plan
    index = sequence.STEPS.index(step)
    buttons = []
    if index > 0:
        buttons.append(ButtonSpec(f"go:{sequence.STEPS[index - 1]}", t("pm.button.back"), emoji="◀️"))
    if plan.pending_for(step):
        buttons.append(ButtonSpec(f"roll:{step}", t("pm.button.roll"), "primary", emoji="🎲"))
        buttons.append(ButtonSpec(f"hand:{step}", t("pm.button.hand"), emoji="✍️"))
    if step == "preview":
        buttons.append(
            ButtonSpec(
                f"confirm:{plan.digest()}", t("pm.button.confirm"), "success", disabled=not plan.complete, emoji="✅"
            )
        )
    else:
        blocked = bool(plan.blockers(step))
        buttons.append(
            ButtonSpec(
                f"go:{sequence.STEPS[index + 1]}",
                t("pm.button.next"),
                "primary" if not blocked else "secondary",
                disabled=blocked,
                emoji="▶️",
            )
        )
    return tuple(buttons)


# --- modals -----------------------------------------------------------------------------------------


def _modal(kind_id: str, title: str) -> discord.ui.Modal:
    return discord.ui.Modal(title=truncate(title, 45), custom_id=kind_id, timeout=None)


def hand_modal(view: SequenceView, step: str) -> discord.ui.Modal:
    """Dice typed by hand, in the order of the slots the step still needs."""
    slots = view.plan.pending_for(step)
    listed = ", ".join(
        f"D{first_die(s)} " + t(s.what, **{k: v for k, v in s.facts.items()}).removeprefix("🎲 ") for s in slots
    )
    modal = _modal(
        custom_id("pm", view.state.id, f"handdice:{step}"), t("pm.modal.hand.title", step=t(f"pm.step.{step}"))
    )
    modal.add_item(discord.ui.TextDisplay(truncate(t("pm.modal.hand.help", dice=listed), 2000)))
    modal.add_item(
        discord.ui.Label(
            text=t("pm.modal.hand.dice"),
            component=discord.ui.TextInput(custom_id="dice", placeholder="4 5", max_length=200),
        )
    )
    return modal


def score_modal(view: SequenceView) -> discord.ui.Modal:
    plan = view.plan
    score = view.state.inputs.score or (plan.match.home_score, plan.match.away_score)
    modal = _modal(custom_id("pm", view.state.id, "setscore"), t("pm.modal.score.title"))
    for side, value in zip(sequence.SIDES, score, strict=True):
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


def added_casualty_modal(view: SequenceView, side: str) -> discord.ui.Modal:
    """Victim (of ``side``), causer (of the other team, or nobody), cause and result (or the bot's D16)."""
    plan = view.plan
    mine, theirs = plan.teams[side], plan.teams["away" if side == "home" else "home"]  # type: ignore[index]
    roster = sorted((pp.before for pp in plan.players.values()), key=lambda p: p.number)
    victims = [(f"#{p.number} {p.name}", str(p.id)) for p in roster if p.team_id == mine.team.id]
    causers = [(t("pm.modal.add.nobody"), "none")]
    causers += [(f"#{p.number} {p.name}", str(p.id)) for p in roster if p.team_id == theirs.team.id][:24]
    causes = [(t(f"pm.cause.{c}"), c) for c in sequence.CAUSES]
    outcomes = [(t("pm.outcome.roll"), "roll")] + [(label(o, plan.ruleset), o) for o in sequence.ADDED_OUTCOMES]
    modal = _modal(custom_id("pm", view.state.id, f"addcas:{side}"), t("pm.modal.add.title"))
    modal.add_item(discord.ui.Label(text=t("pm.modal.add.victim"), component=_select("victim", victims)))
    modal.add_item(discord.ui.Label(text=t("pm.modal.add.causer"), component=_select("causer", causers)))
    modal.add_item(discord.ui.Label(text=t("pm.modal.add.cause"), component=_select("cause", causes)))
    modal.add_item(discord.ui.Label(text=t("pm.modal.add.outcome"), component=_select("outcome", outcomes)))
    return modal


def spp_modal(view: SequenceView, side: str) -> discord.ui.Modal:
    """Shirt numbers, one per event, prefilled with what was typed before."""
    plan, inputs = view.plan, view.state.inputs
    team = plan.teams[side]  # type: ignore[index]

    def numbers(counts: dict[int, int] | object) -> str:
        out = []
        for pid, n in dict(counts).items():  # type: ignore[call-overload]
            p = plan.player(pid)
            if p is not None and p.team_id == team.team.id:
                out += [str(p.number)] * n
        return " ".join(out)

    modal = _modal(custom_id("pm", view.state.id, f"setspp:{side}"), t("pm.modal.spp.title", team=team.team.name))
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


def advancement_modal(view: SequenceView, player: PlayerSnap) -> discord.ui.Modal:
    kinds = [(t(f"pm.adv.kind.{k}"), k) for k in sequence.ADVANCEMENT_KINDS] + [(t("pm.adv.kind.none"), "none")]
    current = next((a for a in view.state.inputs.advancements if a.player_id == player.id), None)
    modal = _modal(
        custom_id("pm", view.state.id, f"setadv:{player.id}"),
        t("pm.modal.adv.title", player=f"#{player.number} {player.name}"),
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


def skill_modal(view: SequenceView, player: PlayerSnap, category: str) -> discord.ui.Modal:
    current = next((a for a in view.state.inputs.advancements if a.player_id == player.id), None)
    modal = _modal(
        custom_id("pm", view.state.id, f"setskill:{player.id}.{category}"),
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


# --- after Confirm: the league summary -----------------------------------------------------------------------


def summary_embed(view: SequenceView, *, title: str | None = None, batch_id: int | None = None) -> discord.Embed:
    """Result, gains, fans, casualties (an obituary line per death), JDM, advancements, expensive mistakes."""
    plan = view.plan
    home, away = plan.teams["home"], plan.teams["away"]
    score = plan.changes["match"]
    embed = discord.Embed(
        title=truncate(
            title
            or t(
                "pm.summary.title",
                home=safe(home.team.name, 60),
                away=safe(away.team.name, 60),
                home_score=score["home_score"],
                away_score=score["away_score"],
            ),
            256,
        ),
        colour=COLOURS["dead"]
        if any(cp.outcome == injury.CASUALTY_DEAD for cp in plan.casualties)
        else COLOURS["info"],
    )
    result = []
    if title is not None:
        result.append(
            t(
                "pm.outcome.score",
                home=safe(home.team.name, 60),
                away=safe(away.team.name, 60),
                home_score=score["home_score"],
                away_score=score["away_score"],
            )
        )
    conceder = next((tp for tp in (home, away) if tp.conceded), None)
    if conceder is not None:
        result.append(t("pm.summary.result.conceded", team=safe(conceder.team.name, 60)))
    winner = next((tp for tp in (home, away) if tp.outcome == "win"), None)
    result.append(
        t("pm.summary.result.win", team=safe(winner.team.name, 60)) if winner else t("pm.summary.result.draw")
    )
    embed.description = "\n".join(result)
    gains = [
        t(
            "pm.summary.gain_line",
            team=safe(tp.team.name, 60),
            gold=gold(tp.winnings.gold if tp.winnings else 0),
            before=tp.team.dedicated_fans,
            after=tp.dedicated_fans_after,
        )
        for tp in (home, away)
    ]
    _field(embed, t("pm.summary.gains"), gains)
    casualty_text = []
    for cp in plan.casualties:
        victim = plan.player(cp.snap.victim_id)
        if victim is None:
            continue
        if cp.outcome == injury.CASUALTY_DEAD:
            by = t("pm.summary.obituary_by", causer=player_name(cp.causer)) if cp.causer else ""
            casualty_text.append(
                t("pm.summary.obituary", player=player_name(victim), team=_team(plan, victim.team_id), by=by)
            )
        else:
            casualty_text.append(casualty_lines(plan, cp, summary=True)[0])
    if casualty_text:
        _field(embed, t("pm.summary.casualties"), casualty_text)
    mvps = [
        f"{safe(tp.team.name, 60)} : {player_name(p)}"
        for tp in (home, away)
        for rolled in tp.mvp
        if (p := plan.player(rolled.root.info["player_id"])) is not None
    ]
    if mvps:
        _field(embed, t("pm.summary.mvp"), mvps)
    advances = []
    for ap in plan.advancements:
        if ap.player is None:
            continue
        what = (
            t("pm.adv.result.characteristic", char=char_name(ap.characteristic), value=gold(ap.value_increase))
            if ap.characteristic
            else t(
                "pm.adv.result.skill",
                skill=safe(ap.skill or "", 60),
                category=t(f"pm.adv.category.{ap.category}"),
                value=gold(ap.value_increase),
            )
        )
        advances.append(f"{player_name(ap.player)} {what}")
    if advances:
        _field(embed, t("pm.summary.advancements"), advances)
    mistakes = []
    for tp in (home, away):
        if tp.mistakes is not None and tp.mistakes.root.outcome != "expensive_mistakes.no_roll":
            mistakes.append(
                t(
                    "pm.summary.mistake_line",
                    team=safe(tp.team.name, 60),
                    outcome=label(tp.mistakes.root.outcome, plan.ruleset, **tp.mistakes.root.info),
                    lost=gold(tp.mistakes.lost),
                    left=gold(tp.mistakes.left),
                )
            )
    if mistakes:
        _field(embed, t("pm.summary.mistakes"), mistakes)
    embed.set_footer(
        text=t(
            "pm.summary.footer",
            sequence=view.state.id,
            batch=batch_id or view.state.applied_batch_id or "?",
            ruleset=t(f"ruleset.{plan.ruleset}"),
        )
    )
    _fit(embed)
    return embed


# --- the season end -----------------------------------------------------------------------------------------


def season_screen(view: SeasonView) -> Screen:
    plan = view.plan
    embed = discord.Embed(title=t("season.title"), colour=COLOURS["info"])
    lines = [t("season.intro")]
    if view.unused:
        lines.append(t("pm.notice.unused", values=" ".join(map(str, view.unused))))
    if not plan.players:
        lines.append(t("season.nothing"))
    by_team: dict[str, list[str]] = {}
    budget, hidden = SEASON_BUDGET, 0
    for sp in plan.players:
        changes = []
        if sp.before.miss_next_game:
            changes.append(t("season.rpm"))
        if sp.niggling_rolls:
            dice = " ".join(str(r.root.dice[0].value) for r in sp.niggling_rolls)
            changes.append(t("season.niggling", dice=dice, before=sp.before.niggling, after=sp.after.niggling))
        for keyword, rolled in sp.hatred_rolls:
            lost = rolled.root.outcome.endswith(".lost")
            changes.append(
                t(
                    "season.hatred",
                    x=safe(keyword, 40),
                    die=rolled.root.dice[0].value,
                    result=t("season.hatred.lost" if lost else "season.hatred.kept"),
                )
            )
        line = t("season.player", player=player_name(sp.before), changes=" · ".join(changes))
        if budget - len(line) < 0:
            hidden += 1
            continue
        budget -= len(line) + 1
        by_team.setdefault(sp.team.name, []).append(line)
    if hidden:
        lines.append(t("season.more", count=hidden))
    embed.description = "\n".join(lines)
    for team, team_lines in by_team.items():
        _field(embed, safe(team, 60), team_lines)
    embed.set_footer(text=t("season.footer", season=view.state.id, ruleset=t(f"ruleset.{plan.ruleset}")))
    _fit(embed)
    rows: tuple[Row, ...] = ()
    if plan.players and not view.state.applied:
        rows = (
            (
                ButtonSpec(
                    f"confirm:{plan.digest()}",
                    t("pm.button.confirm"),
                    "success",
                    disabled=not plan.complete,
                    emoji="✅",
                ),
            ),
        )
    return Screen(embed, rows)
