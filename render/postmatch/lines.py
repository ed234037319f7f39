"""Lines shared by the post-match screens and the league summary: a casualty, a player's changes."""

from __future__ import annotations

from locales import t
from render.embeds import gold
from render.postmatch.layout import char_name, player_name, roll_lines, team_name
from render.text import label, safe
from rules import injury, skills
from rules.characteristics import CHARACTERISTICS, format_value
from rules.postmatch.plan import CasualtyPlan, Plan
from rules.postmatch.snapshots import PlayerSnap

_CASUALTY_ICON = {
    injury.CASUALTY_DEAD: "💀",
    injury.CASUALTY_LASTING_INJURY: "🦴",
    injury.CASUALTY_SERIOUS_INJURY: "🩹",
    injury.CASUALTY_SERIOUSLY_HURT: "🤕",
}


def casualty_lines(plan: Plan, cp: CasualtyPlan, *, summary: bool = False) -> list[str]:
    """One casualty as the commissioner reviews it: who, how, and each consequence."""
    snap = cp.snap
    victim = cp.victim or plan.player(snap.victim_id)
    if victim is None:
        return [t("pm.note.victim_gone")]
    cause = t(f"league.cause.{cp.cause}")
    if cp.causer is not None:
        by = t("pm.cas.by", causer=player_name(cp.causer), cause=cause)
    elif snap.caused_by_name:
        by = t(
            "pm.cas.by_named",
            name=safe(snap.caused_by_name, 60),
            team=team_name(plan, snap.caused_by_team_id),
            cause=cause,
        )
    elif snap.caused_by_team_id is not None:
        by = t("pm.cas.by_team", team=team_name(plan, snap.caused_by_team_id), cause=cause)
    else:
        by = t("pm.cas.by_nobody", cause=cause)
    outcome = label(cp.outcome, plan.ruleset) if cp.outcome else "?"
    head = t(
        "pm.cas.line",
        icon=_CASUALTY_ICON.get(cp.outcome or "", "🚑"),
        victim=player_name(victim),
        team=team_name(plan, victim.team_id),
        outcome=f"**{outcome}**",
    )
    head += f" · {by}"
    if snap.casualty_id is None and not summary:
        head += f" · *{t('pm.cas.added')}*"
    lines = [head]
    sub = "\u2003"
    if cp.d16 is not None:
        lines += [sub + line for line in roll_lines(cp.d16, plan.ruleset)]
    elif cp.outcome is None:
        held = skills.all_keys(victim.skills)
        if "regeneration" in held:
            lines.append(sub + t("pm.cas.pending_regeneration"))
        pending = "pm.cas.pending_decay" if "decay" in held else "pm.cas.pending_d16"
        lines.append(sub + t(pending, niggling=victim.niggling))
        return lines
    consequence = injury.CASUALTY_CONSEQUENCES.get(cp.outcome or "", injury.CasualtyConsequence())
    facts = []
    if consequence.dead:
        facts.append(t("pm.cas.dead"))
    elif cp.outcome in injury.RECOVERED:
        facts.append(t("pm.cas.recovered"))
    else:
        facts.append(t("pm.cas.out"))
    if consequence.miss_next_game:
        facts.append(t("pm.cas.rpm"))
    if consequence.niggling:
        facts.append(t("pm.cas.bp"))
    if cp.spp_to is not None and cp.causer is not None:
        facts.append(t("pm.cas.spp", causer=player_name(cp.causer), spp=cp.spp))
    lines.append(sub + " · ".join(facts))
    if consequence.lasting_injury:
        lines += [sub + line for line in _sequelle_lines(plan, cp)]
    if consequence.revanche and cp.hatred is not None:
        lines += [sub + line for line in _hatred_lines(plan, cp, victim)]
    elif consequence.revanche and (cp.lasting is not None or not consequence.lasting_injury):
        lines.append(sub + t("pm.cas.hatred.pending"))
    return lines


def _sequelle_lines(plan: Plan, cp: CasualtyPlan) -> list[str]:
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
        out += roll_lines(rolled, plan.ruleset)
    if cp.lasting == injury.LASTING_AT_MINIMUM:
        out.append(t("pm.cas.at_minimum"))
    elif cp.lasting == injury.LASTING_NONE_POSSIBLE:
        out.append(t("pm.cas.none_possible"))
    elif cp.characteristic is not None:
        victim = cp.victim
        if rolled is None and victim is not None:
            char = cp.characteristic
            before = plan.player(victim.id)
            old = before.profile.get(char) if before else None
            out.append(
                t(
                    "pm.cas.sequelle_recorded",
                    char=char_name(char),
                    before=format_value(char, old),
                    after=format_value(char, victim.profile.get(char)),
                )
            )
        else:
            out.append(t("pm.cas.sequelle", char=char_name(cp.characteristic)))
    return out


def _hatred_lines(plan: Plan, cp: CasualtyPlan, victim: PlayerSnap) -> list[str]:
    if cp.hatred == injury.HATRED_NO_ATTACKER:
        return [t("pm.cas.hatred.no_attacker")]
    if cp.hatred == injury.HATRED_NO_KEYWORD:
        return [t("pm.cas.hatred.no_keyword")]
    out = roll_lines(cp.hatred_roll, plan.ruleset)
    if cp.hatred == injury.HATRED_NOT_GAINED:
        return [*out, t("pm.cas.hatred.not_gained")]
    if cp.hatred_x is None:
        candidates = ", ".join(safe(k, 40) for k in cp.candidates)
        return [*out, t("pm.cas.hatred.choose", player=player_name(victim), candidates=candidates)]
    auto = t("pm.cas.hatred.auto") if cp.hatred_roll is None and plan.ruleset == "ligue" else ""
    return [*out, t("pm.cas.hatred.gained", x=safe(cp.hatred_x, 40)) + auto]


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
    for skill in before.skills:
        if skill not in after.skills:
            out.append(t("pm.preview.skill_lost", skill=safe(skill, 40)))
    if before.journeyman and not after.journeyman:
        out.append(t("pm.preview.journeyman_hired"))
    if after.temporarily_retired and not before.temporarily_retired:
        out.append(t("pm.preview.temporarily_retired"))
    if after.value != before.value and before.value is not None and after.value is not None:
        out.append(t("pm.preview.value", before=gold(before.value), after=gold(after.value)))
    return out
