"""What caused a casualty, as stored keys, and whether it earns the causer PSP (postgame-reference §4.1, §9).

Only a casualty caused by a Block Action earns casualty PSP, whoever made the
block (a Both Down included). Special Actions (Stab, Chainsaw, Projectile Vomit,
Breathe Fire, a bomb), the crowd, fouls, throws and kicks of team-mates earn
none, except through the skills that say the player "counts as having caused"
it: Violent Innovator (its Special Actions), Lethal Flight (a thrown player
crash-landing on an opponent), Arm Bar (an opponent falling over leaving its
Tackle Zone). ``unknown``: recorded without its cause (a roll typed outside a
block): the post-match asks for it before it can credit PSP.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final, Literal, TypeGuard, get_args

Cause = Literal[
    "block",
    "foul",
    "stab",
    "chainsaw",
    "projectile_vomit",
    "breathe_fire",
    "bomb",
    "throw_team_mate",
    "kick_team_mate",
    "arm_bar",
    "crowd",
    "rock",
    "pitch_invasion",
    "other",
    "unknown",
]
#: Every stored cause key, in the order menus list them (the CHECK constraint of ``casualties`` lists the same):
#: the type's own values, so the two cannot drift apart.
CAUSES: Final[tuple[Cause, ...]] = get_args(Cause)
#: The causes a person may choose (``unknown`` is what the bot records when nobody said).
KNOWN_CAUSES: Final = tuple(c for c in CAUSES if c != "unknown")
#: Special Actions: no PSP, unless the causer has Violent Innovator.
SPECIAL_ACTIONS: Final = frozenset({"stab", "chainsaw", "projectile_vomit", "breathe_fire", "bomb"})
#: A thrown or kicked team-mate crash-landing on an opponent: no PSP, unless the thrown player has Lethal Flight.
THROWS: Final = frozenset({"throw_team_mate", "kick_team_mate"})


def is_cause(value: object) -> TypeGuard[Cause]:
    return value in CAUSES


def earns_spp(cause: str, causer_skills: Iterable[str] = ()) -> bool:
    """Does a casualty of ``cause`` credit casualty PSP to the player who caused it (skill keys of that player)?"""
    if cause in ("block", "arm_bar"):
        return True
    skills = frozenset(causer_skills)
    if cause in SPECIAL_ACTIONS:
        return "violent_innovator" in skills
    if cause in THROWS:
        return "lethal_flight" in skills
    return False
