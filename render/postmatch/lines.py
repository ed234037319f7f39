"""Lines shared by the post-match screens and the league summary: a casualty, a player's changes."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from locales import t, t_map
from render.postmatch.layout import char_name, counted, player_name, roll_lines, team_name
from render.skill_names import skill_text
from render.text import char_change, gold, label, safe
from rules import injury, skills
from rules.characteristics import CHARACTERISTICS, format_value
from rules.postmatch.inputs import Hire
from rules.postmatch.plan import CasualtyPlan, HiringPlan, Plan, TeamPlan
from rules.postmatch.snapshots import PlayerSnap

_CASUALTY_ICON = {
    injury.CASUALTY_DEAD: "💀",
    injury.CASUALTY_LASTING_INJURY: "🦴",
    injury.CASUALTY_SERIOUS_INJURY: "🩹",
    injury.CASUALTY_SERIOUSLY_HURT: "🤕",
}


def hire_line(h: HiringPlan, hire: Hire, fee: int | None, *, key: str = "pm.hire.player", lang: str) -> str:
    """A recruit and what he costs; a Lineman raised by Masters of Undeath, hired free, with the value he adds."""
    who = {"player": f"#{hire.number} {safe(hire.name, 60)}", "position": safe(hire.position, 40)}
    if hire.key in h.raised:
        return t(f"{key}.raised", lang, **who, value=gold(h.raised[hire.key], lang=lang))
    return t(key, lang, **who, fee=gold(fee, lang=lang) if fee is not None else "?")


def casualty_lines(plan: Plan, cp: CasualtyPlan, *, summary: bool = False, lang: str) -> list[str]:
    """One casualty as the commissioner reviews it: who, how, and each consequence."""
    snap = cp.snap
    victim = cp.victim or plan.player(snap.victim_id)
    if victim is None:
        return [t("pm.note.victim_gone", lang)]
    cause = t(f"league.cause.{cp.cause}", lang)
    if cp.causer is not None:
        by = t("pm.cas.by", lang, causer=player_name(cp.causer), cause=cause)
    elif snap.caused_by_name:
        by = t(
            "pm.cas.by_named",
            lang,
            name=safe(snap.caused_by_name, 60),
            team=team_name(plan, snap.caused_by_team_id),
            cause=cause,
        )
    elif snap.caused_by_team_id is not None:
        by = t("pm.cas.by_team", lang, team=team_name(plan, snap.caused_by_team_id), cause=cause)
    else:
        by = t("pm.cas.by_nobody", lang, cause=cause)
    shown = cp.outcome or snap.outcome  # a record on a player killed earlier in the match: its own outcome
    outcome = label(shown, plan.ruleset, lang=lang) if shown else "?"
    head = t(
        "pm.cas.line",
        lang,
        icon=_CASUALTY_ICON.get(shown or "", "🚑"),
        victim=player_name(victim),
        team=team_name(plan, victim.team_id),
        outcome=f"**{outcome}**",
    )
    head += f" · {by}"
    if snap.casualty_id is None and not summary:
        head += f" · *{t('pm.cas.added', lang)}*"
    if not summary and _twice(plan, cp):
        head += f" · **{t('pm.cas.twice', lang)}**"
    lines = [head]
    sub = "\u2003"
    if cp.d16 is not None:
        lines += [sub + line for line in roll_lines(cp.d16, plan.ruleset, lang=lang)]
    elif cp.outcome is None and snap.outcome is not None:  # its player died earlier in this match: only closed
        gone = t("pm.note.victim_dead", lang, player=player_name(victim)) if not victim.alive else None
        lines.append(sub + (gone or t("pm.note.victim_gone", lang)))
        return lines
    elif cp.outcome is None:
        held = skills.all_keys(victim.skills)
        if "regeneration" in held:
            lines.append(sub + t("pm.cas.pending_regeneration", lang))
        pending = "pm.cas.pending_decay" if "decay" in held else "pm.cas.pending_d16"
        lines.append(sub + t(pending, lang, niggling=victim.niggling))
        return lines
    consequence = injury.CASUALTY_CONSEQUENCES.get(cp.outcome or "", injury.CasualtyConsequence())
    facts = []
    if consequence.dead:
        facts.append(t("pm.cas.dead", lang))
    elif cp.outcome in injury.RECOVERED:
        facts.append(t("pm.cas.recovered", lang))
    else:
        facts.append(t("pm.cas.out", lang))
    if consequence.miss_next_game:
        facts.append(t("pm.cas.rpm", lang))
    if consequence.niggling:
        facts.append(t("pm.cas.bp", lang))
    if cp.spp_to is not None and cp.causer is not None:
        conceded = plan.teams[plan.side_of(cp.causer)].penalised  # its PSP are lost with the match (« +0 » said less)
        key = "pm.cas.spp_conceded" if conceded else "pm.cas.spp"
        facts.append(t(key, lang, causer=player_name(cp.causer), spp=cp.spp))
    lines.append(sub + " · ".join(facts))
    if consequence.lasting_injury:
        lines += [sub + line for line in _sequelle_lines(plan, cp, lang=lang)]
    if consequence.revanche and cp.hatred is not None:
        lines += [sub + line for line in _hatred_lines(plan, cp, victim, lang=lang)]
    elif consequence.revanche and (cp.lasting is not None or not consequence.lasting_injury):
        lines.append(sub + t("pm.cas.hatred.pending", lang))
    return lines


def _twice(plan: Plan, cp: CasualtyPlan) -> bool:
    """One of a player's casualties that each took him out of the match (the plan waits for the mistaken one)."""
    return any(cp.key in m.facts.get("casualties", ()) for m in plan.missing if m.key == "pm.missing.casualty_twice")


def _sequelle_lines(plan: Plan, cp: CasualtyPlan, *, lang: str) -> list[str]:
    snap = cp.snap
    out = []
    if cp.lasting_roll is None and cp.lasting is None:
        if snap.sequelle:
            out.append(t("pm.cas.sequelle_reroll", lang, char=char_name(snap.sequelle, lang=lang)))
        out.append(t("pm.cas.sequelle_pending", lang))
        return out
    rolled = plan.rolls.get(f"sequelle:{snap.key}")
    if rolled is not None:
        if snap.sequelle:
            out.append(t("pm.cas.sequelle_reroll", lang, char=char_name(snap.sequelle, lang=lang)))
        out += roll_lines(rolled, plan.ruleset, lang=lang)
    if cp.lasting == injury.LASTING_AT_MINIMUM:
        out.append(t("pm.cas.at_minimum", lang))
    elif cp.lasting == injury.LASTING_NONE_POSSIBLE:
        out.append(t("pm.cas.none_possible", lang))
    elif cp.characteristic is not None:
        victim = cp.victim
        if rolled is None and victim is not None:
            char = cp.characteristic
            before = plan.player(victim.id)
            old = before.profile.get(char) if before else None
            out.append(
                t(
                    "pm.cas.sequelle_recorded",
                    lang,
                    change=char_change(char, -1, lang=lang),
                    before=format_value(char, old),
                    after=format_value(char, victim.profile.get(char)),
                )
            )
        else:
            out.append(t("pm.cas.sequelle", lang, change=char_change(cp.characteristic, -1, lang=lang)))
    return out


def _hatred_lines(plan: Plan, cp: CasualtyPlan, victim: PlayerSnap, *, lang: str) -> list[str]:
    if cp.hatred == injury.HATRED_NO_ATTACKER:
        return [t("pm.cas.hatred.no_attacker", lang)]
    if cp.hatred == injury.HATRED_NO_KEYWORD:
        return [t("pm.cas.hatred.no_keyword", lang)]
    out = roll_lines(cp.hatred_roll, plan.ruleset, lang=lang)
    if cp.hatred == injury.HATRED_NOT_GAINED:  # its roll's line says it (« 2 contre 4+ → Pas de Haine »)
        return out or [t("pm.cas.hatred.not_gained", lang)]
    if cp.hatred_x is None:
        candidates = ", ".join(safe(k, 40) for k in cp.candidates)
        return [*out, t("pm.cas.hatred.choose", lang, player=player_name(victim), candidates=candidates)]
    auto = t("pm.cas.hatred.auto", lang) if cp.hatred_roll is None and plan.ruleset == "ligue" else ""
    return [*out, t("pm.cas.hatred.gained", lang, x=safe(cp.hatred_x, 40)) + auto]


def _gained_and_lost(
    key: str,
    name: str,
    before: Sequence[str],
    after: Sequence[str],
    *,
    lang: str,
    show: Callable[[str], str] = lambda x: safe(x, 40),
) -> list[str]:
    r"""``key`` for each of ``after`` that ``before`` had not, ``key``\ ``_lost`` for each the other way round,
    each written by ``show``."""
    gained = [t_map(key, {name: show(x)}, lang) for x in after if x not in before]
    return gained + [t_map(f"{key}_lost", {name: show(x)}, lang) for x in before if x not in after]


def player_changes(before: PlayerSnap, after: PlayerSnap, *, lang: str) -> list[str]:
    """What changed on one player, in the seeds' words (shared with the season end)."""
    out = []
    if not after.alive and before.alive:
        out.append(t("pm.preview.dead", lang))
    elif after.status == "retired" and before.status != "retired":
        out.append(t("pm.preview.retired", lang))
    if after.spp != before.spp:
        out.append(t("pm.preview.spp", lang, before=before.spp, after=after.spp))
    for char in CHARACTERISTICS:
        old, new = before.profile.get(char), after.profile.get(char)
        if old != new:
            out.append(
                t(
                    "pm.preview.char",
                    lang,
                    name=char_name(char, lang=lang),
                    before=format_value(char, old),
                    after=format_value(char, new),
                )
            )
    if after.niggling != before.niggling:
        out.append(t("pm.preview.niggling", lang, before=before.niggling, after=after.niggling))
    if after.miss_next_game != before.miss_next_game and after.alive:
        out.append(t("pm.preview.rpm_on", lang) if after.miss_next_game else t("pm.preview.rpm_off", lang))
    out += _gained_and_lost("pm.preview.hatred", "x", before.gained_hatreds, after.gained_hatreds, lang=lang)
    out += _gained_and_lost(
        "pm.preview.skill", "skill", before.skills, after.skills, lang=lang, show=lambda x: skill_text(x, lang=lang)
    )
    if before.journeyman and not after.journeyman:
        out.append(t("pm.preview.journeyman_hired", lang))
    if after.temporarily_retired and not before.temporarily_retired:
        out.append(t("pm.preview.temporarily_retired", lang))
    if after.value != before.value and after.value is not None:  # « ? → 105 000 po »: a value typed here
        was = gold(before.value, lang=lang) if before.value is not None else "?"
        out.append(t("pm.preview.value", lang, before=was, after=gold(after.value, lang=lang)))
    return out


def staff_lines(tp: TeamPlan, *, lang: str) -> list[str]:
    """The re-rolls, apothecary, cheerleaders and assistant coaches bought or let go: the hiring screen's lines and
    the summary's."""
    h, team, out = tp.hiring, tp.team, []
    if h.rerolls_after != team.rerolls:
        price = gold(h.reroll_price * 2, lang=lang)
        out.append(
            counted("pm.hire.rerolls", h.rerolls_after - team.rerolls, price=price, total=h.rerolls_after, lang=lang)
        )
    if h.reroll_cost_after is not None and h.reroll_cost_after != team.reroll_cost:
        out.append(t("pm.hire.reroll_cost", lang, price=gold(h.reroll_cost_after, lang=lang)))
    if h.apothecary_after != team.apothecary:
        out.append(t("pm.hire.apothecary_on" if h.apothecary_after else "pm.hire.apothecary_off", lang))
    if h.cheerleaders_after != team.cheerleaders:
        out.append(t("pm.hire.cheerleaders", lang, before=team.cheerleaders, after=h.cheerleaders_after))
    if h.assistant_coaches_after != team.assistant_coaches:
        out.append(t("pm.hire.assistants", lang, before=team.assistant_coaches, after=h.assistant_coaches_after))
    return out
