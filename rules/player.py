"""A player's sheet as the rules read it: what every layer's player has (a roster line, a stored player, the
player a post-match plan reads), defined once.

``records`` validates it (:class:`records.models.PlayerDraft`, :class:`records.models.Player`) and
:class:`rules.postmatch.snapshots.PlayerSnap` adds what a plan changes besides; the fields here are the
printed sheet and what the games gave the player.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from rules.characteristics import Profile


@dataclass(frozen=True, slots=True)
class PlayerSheet:
    """Number, name, position, profile, then what the games gave.

    ``gained_hatreds`` are the X of Haine (X) won through Revanche; a Haine of the base profile goes in
    ``skills``. ``improvements`` counts the improvements taken per characteristic (MA, ST, AG, PA, AV), left out
    of the hash. ``primary`` and ``secondary`` are the skill categories of his position (the Team Roster's
    « Primary » and « Secondary » columns, :data:`rules.skills.CATEGORIES` keys), empty while unknown: an
    advancement's skill is checked against them.
    """

    number: int
    name: str
    position: str
    profile: Profile
    keywords: tuple[str, ...] = ()
    skills: tuple[str, ...] = ()
    gained_hatreds: tuple[str, ...] = ()
    spp: int = 0
    niggling: int = 0
    miss_next_game: bool = False
    improvements: Mapping[str, int] = field(default_factory=dict, hash=False)
    value: int | None = None
    journeyman: bool = False
    primary: tuple[str, ...] = ()
    secondary: tuple[str, ...] = ()
