"""Player characteristics: profiles, limits, reductions and improvements.

Seed 001 fixes the direction of every change: M and F move by 1; AG and CP are
targets, so a loss raises the number (3+ → 4+); AR is a target the opponent
rolls against, so a loss lowers it (9+ → 8+). The limits are rules-reference
§2.4 and "never improved more than twice" is D5. Séquelles, advancements and
the odds all go through these functions, so the limits live in one place.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Final, Literal, TypeGuard

from rules.errors import DomainError, Term, shown

Characteristic = Literal["MA", "ST", "AG", "PA", "AV"]
#: Improvements already taken per characteristic, as stored (``{"ST": 1}``) or as counted here.
TakenCounts = Mapping[str, int] | Mapping[Characteristic, int]

#: The order of a player's profile line (M F AG CP AR).
CHARACTERISTICS: Final[tuple[Characteristic, ...]] = ("MA", "ST", "AG", "PA", "AV")

#: At most this many improvements on each characteristic (D5).
MAX_IMPROVEMENTS: Final = 2


@dataclass(frozen=True, slots=True)
class Limit:
    """How a characteristic moves and how far.

    ``better`` is +1 when a higher number is better (M, F, AR) and -1 when a
    lower target is better (AG, CP); ``best`` and ``worst`` are rules-reference
    §2.4; ``target`` says whether it is written with a "+".
    """

    field: str
    better: int
    best: int
    worst: int
    target: bool


LIMITS: Final[Mapping[Characteristic, Limit]] = {
    "MA": Limit("ma", +1, best=9, worst=1, target=False),
    "ST": Limit("st", +1, best=8, worst=1, target=False),
    "AG": Limit("ag", -1, best=1, worst=6, target=True),
    "PA": Limit("pa", -1, best=1, worst=6, target=True),
    "AV": Limit("av", +1, best=11, worst=3, target=True),
}

#: A player with no Passing Ability ("-") who improves it gets this target.
PA_FROM_NONE: Final = 6

#: What a person may call each characteristic when typing it (a roster CSV's header, a form): the French
#: seeds' letters and the English book's. Shown names are the catalogue's (``char.ma`` …, in the reader's
#: language); ``tests/rules/test_characteristics.py`` checks both languages' are among these.
ABBREVIATIONS: Final[Mapping[Characteristic, tuple[str, ...]]] = {
    "MA": ("M", "MA"),
    "ST": ("F", "ST"),
    "AG": ("AG",),
    "PA": ("CP", "PA"),
    "AV": ("AR", "AV"),
}


def _in_limits(char: Characteristic, value: int) -> bool:
    limit = LIMITS[char]
    return min(limit.best, limit.worst) <= value <= max(limit.best, limit.worst)


@dataclass(frozen=True, slots=True)
class Profile:
    """A player's characteristics as printed: AG/CP/AR are targets (AG 3 means 3+).

    ``pa`` is ``None`` for a player without Passing Ability ("-"). Values
    outside rules-reference §2.4 are refused (``error.characteristic.range``, naming the characteristic).
    """

    #: Stored as ``[ma, st, ag, pa, av]`` (:mod:`rules.codec`), as a post-match's recruits always were.
    __json_positional__: ClassVar[bool] = True

    ma: int
    st: int
    ag: int
    pa: int | None
    av: int

    def __post_init__(self) -> None:
        for char in CHARACTERISTICS:
            value = self.get(char)
            if value is None and char == "PA":
                continue
            if isinstance(value, bool) or not isinstance(value, int) or not _in_limits(char, value):
                low, high = sorted((LIMITS[char].best, LIMITS[char].worst))
                raise DomainError(
                    "error.characteristic.range",
                    field=Term(f"char.{char.lower()}.field"),
                    low=format_value(char, low),
                    high=format_value(char, high),
                    value=shown(value, 20),
                )

    def get(self, char: Characteristic) -> int | None:
        """The value of ``char`` (``None`` only for a PA of "-")."""
        value: int | None = getattr(self, LIMITS[char].field)
        return value

    def with_value(self, char: Characteristic, value: int | None) -> Profile:
        changed: dict[str, Any] = {LIMITS[char].field: value}
        return dataclasses.replace(self, **changed)


def is_characteristic(char: str) -> TypeGuard[Characteristic]:
    return char in LIMITS


def check_characteristic(char: str) -> Characteristic:
    """``char`` if it is one of MA, ST, AG, PA, AV (a stored key, never typed: anything else is a bug)."""
    if not is_characteristic(char):
        raise ValueError(f"unknown characteristic {char!r}: MA, ST, AG, PA or AV")
    return char


def format_value(char: Characteristic, value: int | None) -> str:
    """``3+`` for a target, ``6`` for M/F, ``-`` for a missing PA."""
    if value is None:
        return "-"
    return f"{value}+" if LIMITS[char].target else str(value)


def at_minimum(profile: Profile, char: Characteristic) -> bool:
    """True when a séquelle cannot lower ``char`` any more (a PA of "-" counts)."""
    value = profile.get(char)
    return value is None or value == LIMITS[char].worst


def can_reduce(profile: Profile, char: Characteristic) -> bool:
    return not at_minimum(profile, char)


def reduce(profile: Profile, char: Characteristic) -> Profile:
    """The profile after losing one point of ``char`` (seed 001's directions)."""
    if at_minimum(profile, char):
        raise ValueError(f"{char} is already at its minimum (check can_reduce first)")
    value = profile.get(char)
    assert value is not None  # at_minimum covers None
    return profile.with_value(char, value - LIMITS[char].better)


def improvements_taken(taken: TakenCounts | None) -> dict[Characteristic, int]:
    """Validated count of improvements already taken on each characteristic."""
    counts: dict[Characteristic, int] = dict.fromkeys(CHARACTERISTICS, 0)
    for char, count in (taken or {}).items():
        key = check_characteristic(char)
        if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= MAX_IMPROVEMENTS:
            raise ValueError(f"improvements taken on {key}: 0..{MAX_IMPROVEMENTS}, not {count!r}")
        counts[key] = count
    return counts


def can_improve(profile: Profile | None, char: Characteristic, taken: TakenCounts | None = None) -> bool:
    """True while ``char`` has had fewer than two improvements and is below its maximum.

    Without a profile only the count of improvements is checked.
    """
    if improvements_taken(taken)[char] >= MAX_IMPROVEMENTS:
        return False
    if profile is None:
        return True
    value = profile.get(char)
    return value is None or value != LIMITS[char].best


def improve(profile: Profile, char: Characteristic, taken: TakenCounts | None = None) -> Profile:
    """The profile after one improvement of ``char`` (a PA of "-" becomes 6+)."""
    if not can_improve(profile, char, taken):
        raise ValueError(f"{char} cannot be improved any more (check can_improve first)")
    value = profile.get(char)
    if value is None:
        return profile.with_value(char, PA_FROM_NONE)
    return profile.with_value(char, value + LIMITS[char].better)
