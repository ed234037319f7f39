"""A player's sheet as the rules read it: what every layer's player has (a roster line, a stored player, the
player a post-match plan reads), defined once.

``records`` validates it (:class:`records.models.PlayerDraft`, :class:`records.models.Player`) and
:class:`rules.postmatch.snapshots.PlayerSnap` adds what a plan changes besides; the fields here are the
printed sheet and what the games gave the player.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol, TypeVar

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


#: A position's skill access: its Primary and Secondary categories.
Access = tuple[tuple[str, ...], tuple[str, ...]]


class _Positioned(Protocol):
    """A player or a recruit: a dataclass with a position and its skill access."""

    __dataclass_fields__: ClassVar[dict[str, Any]]

    @property
    def position(self) -> str: ...
    @property
    def primary(self) -> tuple[str, ...]: ...
    @property
    def secondary(self) -> tuple[str, ...]: ...


Sheet = TypeVar("Sheet", bound=_Positioned)


def position_access(players: Iterable[_Positioned]) -> dict[str, Access]:
    """Each position's skill access as the players who carry it say, by position case-folded: a position is one
    line of the Team Roster, so a team's players of one position share their categories (the later player wins)."""
    return {p.position.casefold(): (p.primary, p.secondary) for p in players if p.primary}


def with_position_access(player: Sheet, known: Mapping[str, Access]) -> Sheet:
    """``player`` given his position's categories when his own are not known and a team-mate's are."""
    if player.primary or player.secondary or player.position.casefold() not in known:
        return player
    primary, secondary = known[player.position.casefold()]
    return dataclasses.replace(player, primary=primary, secondary=secondary)
