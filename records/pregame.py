"""A match's pre-game as the league keeps it: what each team received, spent, bought and rolled (rules.pregame).

:class:`TeamPregame` is what is applied for one team (its Journeymen still drafts); :class:`StoredPregame` the row
read back (its Journeymen by player id). Both validate what the rules would refuse to read back: amounts below 0,
an inducement the common list does not hold, a prayer's face outside the D16 or rolled twice, a Journeyman who is
not one.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from records.models import PlayerDraft
from rules.errors import DomainError, check_int
from rules.pregame.inducements import BY_KEY, MERCENARY, STAR_PLAYER, Mercenary, Star
from rules.pregame.sequence import Inputs, Pregame, Snapshot

#: The largest amount of gold a pre-game line may hold (a Treasury is never near it).
MOST_GOLD = 100_000_000


def _check(
    ctv: int, petty_cash: int, treasury_spent: int, inducements: Mapping[str, int], prayers: tuple[int, ...]
) -> None:
    check_int(ctv, 0, MOST_GOLD, "field.ctv")
    check_int(petty_cash, 0, MOST_GOLD, "field.petty_cash")
    check_int(treasury_spent, 0, MOST_GOLD, "field.treasury_spent")
    for key, count in inducements.items():
        if key not in BY_KEY or key in (MERCENARY, STAR_PLAYER):
            raise DomainError("error.pregame.unknown", value=key[:40])
        check_int(count, 0, BY_KEY[key].most * 2, "field.inducement_count")
    for face in prayers:
        check_int(face, 1, 16, "field.prayer_face")
    if len(set(prayers)) != len(prayers):
        raise DomainError("error.pregame.prayer_twice")


@dataclass(frozen=True, slots=True)
class TeamPregame:
    """What one team's pre-game writes: its CTV (Journeymen counted), the Petty Cash it received and the Treasury
    it spent, its inducements by key, Mercenaries, Star Players, the faces of its Prayers, and its Journeymen as new
    players (``journeyman`` drafts)."""

    team_id: int
    ctv: int
    petty_cash: int = 0
    treasury_spent: int = 0
    inducements: Mapping[str, int] = field(default_factory=dict)
    mercenaries: tuple[Mercenary, ...] = ()
    stars: tuple[Star, ...] = ()
    prayers: tuple[int, ...] = ()
    journeymen: tuple[PlayerDraft, ...] = ()

    def __post_init__(self) -> None:
        _check(self.ctv, self.petty_cash, self.treasury_spent, self.inducements, self.prayers)
        if not all(j.journeyman for j in self.journeymen):
            raise DomainError("error.pregame.not_a_journeyman")


@dataclass(frozen=True, slots=True)
class StoredPregame:
    """One team's applied pre-game, read back: its Journeymen as the ids of the players it added."""

    id: int
    guild_id: int
    match_id: int
    team_id: int
    ctv: int
    petty_cash: int
    treasury_spent: int
    inducements: Mapping[str, int]
    mercenaries: tuple[Mercenary, ...]
    stars: tuple[Star, ...]
    prayers: tuple[int, ...]
    journeymen: tuple[int, ...]
    applied_batch_id: int
    applied_by: int
    applied_at: str

    def __post_init__(self) -> None:
        _check(self.ctv, self.petty_cash, self.treasury_spent, self.inducements, self.prayers)


@dataclass(frozen=True, slots=True)
class PregameSequence:
    """A pre-game in progress (migration 0027): the match's teams as it opened, what was chosen since, and the step
    its screen stands on."""

    id: int
    guild_id: int
    match_id: int
    step: str
    snapshot: Snapshot
    inputs: Inputs
    created_by: int


@dataclass(frozen=True, slots=True)
class PregameView:
    """What a pre-game screen shows: the sequence, what its choices compute, and its applied rows (empty before
    Confirm, or once undone)."""

    state: PregameSequence
    pregame: Pregame
    applied: tuple[StoredPregame, ...] = ()

    @property
    def plan(self) -> Pregame:
        return self.pregame
