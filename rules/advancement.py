"""Advancement: the D8 characteristic table, SPP costs and value increases (as data).

The D8 table is seed 000's (= BB2025, rules-reference §2.6). A roll returns the
characteristics the player may still take: at most two improvements each and
never past the maximum (D5, :mod:`rules.characteristics`). When none applies
the coach takes a Primary or Secondary skill instead and the SPP stay spent.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Final, Literal

from rules import skills
from rules.characteristics import (
    CHARACTERISTICS,
    Characteristic,
    Profile,
    TakenCounts,
    can_improve,
    improvements_taken,
)
from rules.dice import Dice
from rules.errors import DomainError
from rules.model import Result, Step, table_step
from rules.ruleset import Ruleset
from rules.table import RangeTable, Row

CHOOSE: Final = "advancement.choose"
SKILL_INSTEAD: Final = "advancement.skill_instead"

#: Every step kind of this module; the catalogue labels them ``step.<kind>``.
STEP_KINDS: Final = ("advancement", "advancement_choice")

# The D8 rows with the characteristics each offers beside them (seed 000).
_D8_ROWS: Final[tuple[tuple[Row, tuple[Characteristic, ...]], ...]] = (
    (Row(1, 1, "advancement.av"), ("AV",)),
    (Row(2, 2, "advancement.av_pa"), ("AV", "PA")),
    (Row(3, 4, "advancement.av_ma_pa"), ("AV", "MA", "PA")),
    (Row(5, 5, "advancement.ma_pa"), ("MA", "PA")),
    (Row(6, 6, "advancement.ag_ma"), ("AG", "MA")),
    (Row(7, 7, "advancement.ag_st"), ("AG", "ST")),
    (Row(8, None, "advancement.any"), CHARACTERISTICS),
)
CHARACTERISTIC_IMPROVEMENT: Final = RangeTable("advancement", (8,), tuple(row for row, _ in _D8_ROWS))
#: The characteristics each D8 result lets the coach improve.
OPTIONS: Final[Mapping[str, tuple[Characteristic, ...]]] = {row.outcome: chars for row, chars in _D8_ROWS}

AdvancementKind = Literal["random_primary", "chosen_primary", "chosen_secondary", "characteristic"]
ADVANCEMENT_KINDS: Final[tuple[AdvancementKind, ...]] = (
    "random_primary",
    "chosen_primary",
    "chosen_secondary",
    "characteristic",
)


@dataclass(frozen=True, slots=True)
class SppCost:
    """SPP for the ``number``-th advancement, by kind (BB2025 columns, rules-reference §2.6)."""

    number: int
    rank: str
    random_primary: int
    chosen_primary: int
    chosen_secondary: int
    characteristic: int


SPP_COSTS: Final = (
    SppCost(1, "advancement.rank.experienced", 3, 6, 10, 14),
    SppCost(2, "advancement.rank.veteran", 4, 8, 12, 16),
    SppCost(3, "advancement.rank.emerging_star", 6, 12, 16, 20),
    SppCost(4, "advancement.rank.star", 8, 16, 20, 24),
    SppCost(5, "advancement.rank.superstar", 10, 20, 24, 28),
    SppCost(6, "advancement.rank.legend", 15, 30, 34, 38),
)

#: Player value increase in po (BB2025): skills by category, characteristics by name.
VALUE_INCREASE: Final[Mapping[str, int]] = {
    "primary": 20_000,
    "secondary": 40_000,
    "AV": 10_000,
    "MA": 20_000,
    "PA": 20_000,
    "AG": 30_000,
    "ST": 60_000,
}
#: An Elite skill adds this on top of its category's increase.
ELITE_SKILL_EXTRA: Final = 10_000


def spp_cost(number: int, kind: AdvancementKind) -> int:
    """SPP spent on the ``number``-th advancement (1 Expérimenté … 6 Légende)."""
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= len(SPP_COSTS):
        raise ValueError(f"advancement number {number!r} outside 1..{len(SPP_COSTS)}")
    if kind not in ADVANCEMENT_KINDS:
        raise ValueError(f"unknown advancement kind {kind!r}")
    cost: int = getattr(SPP_COSTS[number - 1], kind)
    return cost


def value_increase(kind: str, *, elite: bool = False) -> int:
    """Value added by a ``primary`` / ``secondary`` skill or a characteristic (``AV`` … ``ST``)."""
    if kind not in VALUE_INCREASE:
        raise ValueError(f"unknown advancement {kind!r}: primary, secondary, MA, ST, AG, PA or AV")
    if elite and kind not in ("primary", "secondary"):
        raise ValueError(f"only a skill can be Elite, not {kind!r}")
    return VALUE_INCREASE[kind] + (ELITE_SKILL_EXTRA if elite else 0)


def available_options(
    outcome: str, profile: Profile | None = None, taken: TakenCounts | None = None
) -> tuple[Characteristic, ...]:
    """The characteristics of a D8 result the player may still improve."""
    return tuple(char for char in OPTIONS[outcome] if can_improve(profile, char, taken))


@dataclass(frozen=True, slots=True, kw_only=True)
class AdvancementResult(Result):
    """A D8 roll: the tree, what the row offers and what the player may still take."""

    options: tuple[Characteristic, ...]
    available: tuple[Characteristic, ...]

    @property
    def skill_instead(self) -> bool:
        """No improvement applies: the coach takes a P or S skill (no PSP back)."""
        return not self.available

    def to_dict(self) -> dict[str, Any]:
        return {**Result.to_dict(self), "options": list(self.options), "available": list(self.available)}


def roll_advancement(
    dice: Dice,
    ruleset: Ruleset,
    *,
    profile: Profile | None = None,
    taken: TakenCounts | None = None,
) -> AdvancementResult:
    """Roll the D8 and list the improvements still open (same rule in both rulesets).

    ``taken`` counts the improvements already made on each characteristic
    (``{"MA": 1}``); without a profile only those counts limit the choice.
    """
    if profile is not None and not isinstance(profile, Profile):
        raise TypeError(f"not a Profile: {profile!r}")
    counts = improvements_taken(taken)
    die = dice.roll(8)
    row = CHARACTERISTIC_IMPROVEMENT.row_for(die.value)
    available = available_options(row.outcome, profile, counts)
    choice = Step(
        "advancement_choice",
        CHOOSE if available else SKILL_INSTEAD,
        info={"available": available},
    )
    root = table_step("advancement", row, (die,), row.label, children=(choice,), info={"options": OPTIONS[row.outcome]})
    return AdvancementResult(root=root, ruleset=ruleset.key, options=OPTIONS[row.outcome], available=available)


# --- a random Primary skill (rules-reference §2.17) --------------------------------------------------------

RANDOM_SKILL_STEP_KINDS: Final = ("random_skill", "skill_draw")


@dataclass(frozen=True, slots=True, kw_only=True)
class RandomSkillResult(Result):
    """Two skills drawn from one category; ``same``: drawn twice, so the player must take it."""

    category: str
    skills: tuple[str, str]

    @property
    def same(self) -> bool:
        return self.skills[0] == self.skills[1]

    def to_dict(self) -> dict[str, Any]:
        return {**Result.to_dict(self), "category": self.category, "skills": list(self.skills)}


#: Skills that cannot sit together on one player (S1 ``skills_and_traits.md``: Frenzy "cannot have the Grab, Hit &
#: Run or Multiple Block Skills", Leap and Pogo, and the ten skills Ball & Chain cannot have).
CANNOT_HAVE_TOGETHER: Final = frozenset(
    frozenset(pair)
    for pair in (
        ("frenzy", "grab"),
        ("frenzy", "hit_and_run"),
        ("frenzy", "multiple_block"),
        ("leap", "pogo"),
        *(
            ("ball_and_chain", other)
            for other in (
                "diving_tackle",
                "eye_gouge",
                "frenzy",
                "grab",
                "hit_and_run",
                "leap",
                "multiple_block",
                "on_the_ball",
                "shadowing",
                "steady_footing",
            )
        ),
    )
)
#: Traits that let a player declare a Special Action (S1: "When this player is activated, they can declare a …
#: Special Action"), which Violent Innovator needs.
SPECIAL_ACTION_TRAITS: Final = frozenset(
    {
        "ball_and_chain",
        "bombardier",
        "breathe_fire",
        "chainsaw",
        "hypnotic_gaze",
        "kick_team_mate",
        "projectile_vomit",
        "stab",
    }
)
#: Skills a player may have only with one of these traits (S1: "A player without the … Trait cannot have this
#: Skill"; Violent Innovator: "only … if they have a Trait that allows them to perform a Special Action").
NEEDS_ONE_OF: Final[Mapping[str, frozenset[str]]] = {
    "lethal_flight": frozenset({"right_stuff"}),
    "saboteur": frozenset({"secret_weapon"}),
    "bullseye": frozenset({"throw_team_mate"}),
    "strong_arm": frozenset({"throw_team_mate"}),
    "violent_innovator": SPECIAL_ACTION_TRAITS,
}


def usable(skill: str, held: Collection[str]) -> bool:
    """May a player holding ``held`` (skill and trait keys) take ``skill``? Not one he has, nor one he "is unable
    to use due to [his] other Skills" (S1 ``league_play.md``, New Skills): a random draw re-rolls it."""
    if skill in held:
        return False
    if any(frozenset((skill, other)) in CANNOT_HAVE_TOGETHER for other in held):
        return False
    needed = NEEDS_ONE_OF.get(skill)
    return needed is None or not needed.isdisjoint(held)


def can_draw(category: str, held: Collection[str]) -> bool:
    """Is there a skill of ``category`` the player may still take (else a random draw never ends)?"""
    return any(usable(skill.key, held) for skill in skills.RANDOM_TABLE[category])


def roll_random_skill(dice: Dice, ruleset: Ruleset, *, category: str, held: Collection[str] = ()) -> RandomSkillResult:
    """Two draws on the category's column: D6 for the half of the table, D6 for the row (§2.17).

    A skill the player already holds, or cannot take beside his others (:func:`usable`), is drawn again; every
    die thrown is kept, in order.
    """
    if category not in skills.RANDOM_TABLE:
        raise DomainError("error.postmatch.category", category=str(category)[:30])
    if not can_draw(category, held):
        raise DomainError("error.postmatch.category_full", category=category)
    draws: list[Step] = []
    kept: list[str] = []
    for _ in range(2):
        while True:
            first, second = dice.roll(6), dice.roll(6)
            skill = skills.random_skill(category, first.value, second.value)
            held_already = skill.key in held
            allowed = usable(skill.key, held)
            info: dict[str, Any] = {"held": held_already, "category": category}
            if not held_already and not allowed:
                info["unusable"] = True
            draws.append(Step("skill_draw", f"skill.{skill.key}", dice=(first, second), info=info))
            if allowed:
                kept.append(skill.key)
                break
    pair = (kept[0], kept[1])
    root = Step(
        "random_skill",
        "advancement.random_skill.same" if pair[0] == pair[1] else "advancement.random_skill.choose",
        children=tuple(draws),
        info={"category": category, "skills": list(pair)},
    )
    return RandomSkillResult(root=root, ruleset=ruleset.key, category=category, skills=pair)


# --- a player's value (rules-reference §2.6; Elite +10,000) ---------------------------------------------------


@dataclass(frozen=True, slots=True)
class Taken:
    """One advancement as it adds to a player's value: a skill (``primary`` / ``secondary``, its key if known)
    or a characteristic (``MA`` … ``AV``)."""

    kind: str
    skill: str | None = None

    @property
    def value(self) -> int:
        if self.kind in ("primary", "secondary"):
            return value_increase(self.kind, elite=self.skill in skills.ELITE)
        return value_increase(self.kind)


def player_value(hiring_fee: int, advancements: Iterable[Taken] = ()) -> int:
    """Current Value: the Hiring Fee plus each advancement's Value Increase (an Elite skill 10,000 more).

    A stored value already holds the fee and the earlier increases, so the post-match adds only the new
    advancements to it; team value (TV, CTV) is the sum of these.
    """
    return hiring_fee + sum(a.value for a in advancements)
