"""Post-match step 5, advancements: each paid at its rank, rolled and chosen; a player holding enough PSP for a
characteristic must take one."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, Final

from rules import skills
from rules.advancement import (
    Taken,
    can_draw,
    player_value,
    roll_advancement,
    roll_random_skill,
    spp_cost,
    usable,
)
from rules.characteristics import improve
from rules.errors import Term
from rules.postmatch.inputs import SKILL_CATEGORIES, AdvancementChoice
from rules.postmatch.plan import AdvancementPlan, Work, held_keys
from rules.postmatch.snapshots import PlayerSnap, Side

#: A player's sixth advancement is the last (Legend).
MAX_ADVANCEMENTS: Final = 6


def stage(w: Work) -> None:
    """The advancements added, who can pay one, who must take one."""
    w.advancements = _advancements(w)
    w.can_advance = _can_advance(w, w.advancements)
    _must_advance(w, w.advancements)


def _advancements(w: Work) -> list[AdvancementPlan]:
    """Each advancement in the order it was added, each paid at its rank (several for one player: X-nothing,
    the book sets no limit).

    A player without a value (imported without his cost) is asked for it: his Current Value is his Hiring Fee plus
    his Value Increases, and an increase added to nothing would be lost for the team value."""
    plans = [_advancement(w, choice) for choice in w.inputs.advancements]
    unvalued = {
        ap.player.id: ap.player
        for ap in plans
        if ap.player is not None and ap.player.alive and w.work[ap.player.id].value is None
    }
    for player in unvalued.values():
        w.block("pm.missing.player_value", {"player": player.label})
    return plans


def _can_advance(w: Work, adv_plans: list[AdvancementPlan]) -> dict[Side, list[PlayerSnap]]:
    """Per side, the players who can pay an advancement now (a random Primary skill is the cheapest)."""
    out: dict[Side, list[PlayerSnap]] = {}
    for side, tp in w.teams.items():
        out[side] = [
            p
            for p in sorted(w.work.values(), key=lambda p: p.number)
            if p.team_id == tp.team.id
            and p.alive
            and (
                (p.advancements < MAX_ADVANCEMENTS and p.spp >= spp_cost(p.advancements + 1, "random_primary"))
                or any(a.choice.player_id == p.id for a in adv_plans)
            )
        ]
    return out


#: What an advancement priced and paid for waits for: its dice, the result or the skill its player takes.
_WAITING: Final = (None, "pm.adv.problem.choose", "pm.adv.problem.choose_skill", "pm.adv.problem.skill")


def _must_advance(w: Work, adv_plans: list[AdvancementPlan]) -> None:
    """A player holding enough PSP for a characteristic improvement must take an advancement (any kind).

    Checked once the advancements under way are settled (their own dice or choices block meanwhile).
    """
    unsettled = {ap.choice.player_id for ap in adv_plans if ap.player is not None and ap.under_way}
    for p in sorted(w.work.values(), key=lambda p: p.number):
        if not p.alive or p.advancements >= MAX_ADVANCEMENTS or p.id in unsettled:
            continue
        if p.journeyman and p.id not in w.inputs.journeymen_hired:  # not hired: « permanently lost », he leaves
            continue
        cost = spp_cost(p.advancements + 1, "characteristic")
        if p.spp >= cost:
            w.block("pm.missing.must_advance", {"player": p.label, "spp": p.spp, "cost": cost})


def _category(category: str) -> Term:
    return Term(f"skill.category.{category}")


def _access(player: PlayerSnap) -> dict[str, tuple[Term, ...]]:
    """A player's Primary and Secondary categories, as a blocker names them."""
    return {"primary": tuple(map(_category, player.primary)), "secondary": tuple(map(_category, player.secondary))}


def _access_problem(player: PlayerSnap, column: str, category: str) -> str | None:
    """Why a skill of ``category`` cannot be taken as a ``column`` (primary / secondary) skill by ``player``, or
    ``None`` when it can — or when his position's categories are not known (the Team Roster's two columns decide
    the cost in SPP and the value increase, rules-reference §2.6)."""
    if not player.primary:
        return None
    mine, other = (player.primary, player.secondary) if column == "primary" else (player.secondary, player.primary)
    if category in mine:
        return None
    if category in other:
        return f"pm.adv.problem.{'secondary' if column == 'primary' else 'primary'}_skill"
    return "pm.adv.problem.no_access"


def _advancement(w: Work, choice: AdvancementChoice) -> AdvancementPlan:
    """PSP spent per rules-reference §2.6 (spent even when a skill is taken instead of the D8 result)."""
    player = w.work.get(choice.player_id)
    ap = AdvancementPlan(choice=choice, player=player)

    def problem(key: str, **facts: Any) -> AdvancementPlan:
        ap.problem = key
        w.block(key, {"player": player.label if player else "?", **facts})
        return ap

    if player is None or not player.alive:
        return problem("pm.adv.problem.gone")
    ap.number = player.advancements + 1
    if ap.number > MAX_ADVANCEMENTS:
        return problem("pm.adv.problem.legend")
    ap.cost = spp_cost(ap.number, choice.kind)  # type: ignore[arg-type]  # a str checked when added (inputs)
    if player.spp < ap.cost:
        return problem("pm.adv.problem.spp", cost=ap.cost, spp=player.spp)
    _take(w, ap, player, choice, problem)
    if w.work[player.id] is player and ap.problem in _WAITING:
        # under way (its dice or its choice to come): its rank and SPP are held, so an advancement added after it is
        # priced and rolled at the next rank, its dice never thrown again once this one is settled
        ap.under_way = True
        w.work[player.id] = dataclasses.replace(player, spp=player.spp - ap.cost, advancements=ap.number)
    return ap


def _take(
    w: Work,
    ap: AdvancementPlan,
    player: PlayerSnap,
    choice: AdvancementChoice,
    problem: Callable[..., AdvancementPlan],
) -> AdvancementPlan:
    """The advancement ``ap``, priced and paid for, as rolled and chosen: ``player`` changed in ``w.work`` once it is
    settled, left as he is while its dice or its choice are to come, or when what was chosen is refused."""
    profile, taken = player.profile, dict(player.improvements)
    if choice.kind == "characteristic":
        ap.roll = w.slot(
            f"adv:{player.id}:{ap.number}",
            "pm.slot.advancement",
            {"player": player.label},
            lambda d: roll_advancement(d, w.ruleset, profile=profile, taken=taken),
        )
        if ap.roll is None:
            return ap
        if choice.choice in SKILL_CATEGORIES:
            ap.category = choice.choice
        elif choice.choice in ap.roll.available:
            ap.characteristic = choice.choice
        else:
            return problem("pm.adv.problem.choose")
    elif choice.kind == "random_primary":
        category = choice.category or ""
        held = held_keys(player)
        if player.primary and category in skills.RANDOM_TABLE and category not in player.primary:
            return problem("pm.adv.problem.random_access", category=_category(category), **_access(player))
        if category not in skills.RANDOM_TABLE or not can_draw(category, held):
            return problem("pm.adv.problem.category_full", category=category)
        ap.skill_roll = w.slot(
            f"skill:{player.id}:{ap.number}",
            "pm.slot.random_skill",
            {"player": player.label, "category": category},
            lambda d: roll_random_skill(d, w.ruleset, category=category, held=held),
        )
        if ap.skill_roll is None:
            return ap
        ap.category = "primary"
        drawn = ap.skill_roll.skills
        picked = drawn[0] if ap.skill_roll.same else choice.choice
        if picked not in drawn:
            return problem("pm.adv.problem.choose_skill")
        ap.skill = skills.CATALOGUE[picked].name
    else:
        ap.category = "primary" if choice.kind == "chosen_primary" else "secondary"
    if ap.category is not None:
        if ap.skill is None:
            if not choice.skill:
                return problem("pm.adv.problem.skill")
            known = skills.lookup(choice.skill)
            ap.skill = known.name if known is not None and not known.is_trait else choice.skill
        known = skills.lookup(ap.skill)
        if known is not None and known.key in held_keys(player):
            return problem("pm.adv.problem.held", skill=ap.skill)
        if known is not None and not known.is_trait:
            refused = _access_problem(player, ap.category, known.category)
            if refused is not None:
                return problem(refused, skill=ap.skill, category=_category(known.category), **_access(player))
        if known is not None and not usable(known.key, held_keys(player)):
            return problem("pm.adv.problem.unusable", skill=ap.skill)
        gained = Taken(ap.category, known.key if known is not None else None)
        updated = dataclasses.replace(player, skills=(*player.skills, ap.skill))
    else:
        char = ap.characteristic
        assert char is not None
        gained = Taken(char)
        taken[char] = taken.get(char, 0) + 1
        updated = dataclasses.replace(
            player,
            profile=improve(profile, char, player.improvements),
            improvements=taken,
        )
    ap.value_increase = gained.value
    w.work[player.id] = dataclasses.replace(
        updated,
        spp=player.spp - ap.cost,
        advancements=ap.number,
        value=None if player.value is None else player_value(player.value, [gained]),
    )
    return ap
