"""Who plays, the Journeymen, and the team values of the pre-game (league_play.md « Take on Journeymen »).

A team short of 11 players able to play (not dead, not missing this game, not retired) takes on Journeymen: players
of its Team Roster's 0-16 Lineman line (:func:`rules.positions.journeyman_lines`; a choice when there are several),
with Loner (4+), who may take the roster above 16 but never the players able to play above 11. They count in the
Current Team Value, which is worked out after them. The values themselves are :func:`rules.team_value.team_value`'s
(one definition): this module only says which players go in, journeymen included, and keeps the breakdown.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from rules.errors import DomainError, shown
from rules.team_value import PlayerValue, TeamValue, low_cost_fee, team_value

if TYPE_CHECKING:
    from rules import rosters

#: The players a team fields: short of them, it takes on Journeymen.
FIELDED: Final = 11


@dataclass(frozen=True, slots=True)
class SquadPlayer:
    """One player of a team's roster as the pre-game reads him. ``dead`` and ``retired`` (gone for good) are off the
    roster: out of TV too; ``temporarily_retired`` and ``miss_next_game`` stay in TV but not in CTV (X19)."""

    id: int
    position: str
    value: int | None
    dead: bool = False
    retired: bool = False
    temporarily_retired: bool = False
    miss_next_game: bool = False
    #: How a screen names him (« #7 Grak »): a Prayer that selects a player offers him by it.
    label: str = ""

    @property
    def on_roster(self) -> bool:
        return not self.dead and not self.retired

    @property
    def able(self) -> bool:
        """Able to play this game: on the roster, not missing it, not Temporarily Retired."""
        return self.on_roster and not self.miss_next_game and not self.temporarily_retired


def able_to_play(players: Iterable[SquadPlayer]) -> tuple[SquadPlayer, ...]:
    """The players who may play this game, in the order given."""
    return tuple(p for p in players if p.able)


def journeymen_needed(players: Iterable[SquadPlayer]) -> int:
    """How many Journeymen bring the players able to play up to 11 (0 when there are 11 or more)."""
    return max(0, FIELDED - len(able_to_play(players)))


@dataclass(frozen=True, slots=True)
class Journeyman:
    """A Journeyman as his sheet reads: his line's name, profile and skills with Loner (4+), his line's cost."""

    line: rosters.Position

    @property
    def position(self) -> str:
        return self.line.name

    @property
    def skills(self) -> tuple[str, ...]:
        from rules.positions import JOURNEYMAN_LONER

        return (*self.line.skills, JOURNEYMAN_LONER)

    @property
    def value(self) -> int:
        return self.line.cost


def journeyman_lines_of(roster: str) -> tuple[rosters.Position, ...]:
    """The lines ``roster`` (as a team types it) may take Journeymen from; ``()`` for a house roster."""
    from rules import rosters  # the rosters' data is read when a pre-game asks, not at start-up
    from rules.positions import journeyman_lines

    book = rosters.find(roster)
    return journeyman_lines(book) if book is not None else ()


def take_on(
    roster: str, players: Iterable[SquadPlayer], chosen: Sequence[str] = (), *, extra: int = 0
) -> tuple[Journeyman, ...]:
    """The Journeymen a team takes on: as many as :func:`journeymen_needed`, and ``extra`` more (Riotous Rookies'
    2D3+1, :func:`rules.pregame.inducements.riotous_rookies`, « after adding any Journeymen needed »), each of the
    line ``chosen`` names in turn (the last name repeated; nothing chosen: the roster's only 0-16 Lineman line).
    Refused: a roster with several lines and none chosen (``error.pregame.journeyman_choice``), a line that is not a
    0-16 Lineman (``error.roster.journeyman_line``), a house roster that needs some
    (``error.pregame.journeyman_roster``)."""
    needed = journeymen_needed(players) + max(extra, 0)
    if not needed:
        return ()
    lines = journeyman_lines_of(roster)
    if not lines:
        raise DomainError("error.pregame.journeyman_roster", roster=shown(roster, 40), count=needed)
    from rules import rosters

    names = ", ".join(line.name for line in lines)
    if not chosen and len(lines) > 1:
        raise DomainError("error.pregame.journeyman_choice", count=needed, positions=names)
    book = rosters.find(roster)
    assert book is not None  # lines came from it
    picked: list[rosters.Position] = []
    for index in range(needed):
        if not chosen:
            picked.append(lines[0])
            continue
        typed = chosen[min(index, len(chosen) - 1)]
        line = book.position(typed)
        if line not in lines or line is None:
            raise DomainError(
                "error.roster.journeyman_line", position=shown(typed, 40), roster=shown(roster, 40), positions=names
            )
        picked.append(line)
    return tuple(Journeyman(line) for line in picked)


@dataclass(frozen=True, slots=True)
class Staff:
    """A team's Sideline Staff and re-rolls as its Team Draft List holds them."""

    rerolls: int = 0
    reroll_cost: int | None = None
    cheerleaders: int = 0
    assistant_coaches: int = 0
    apothecary: bool = False


@dataclass(frozen=True, slots=True)
class PreGameValue:
    """TV and CTV of a team for this game, with how they were made: ``value`` (:class:`TeamValue`: players, staff,
    re-rolls, what CTV leaves out) with the ``journeymen`` in, and their number and ``journeymen_value``."""

    value: TeamValue
    journeymen: int = 0
    journeymen_value: int = 0

    @property
    def tv(self) -> int:
        return self.value.tv

    @property
    def ctv(self) -> int:
        return self.value.ctv


def pregame_value(
    roster: str,
    special_rules: Iterable[str],
    players: Iterable[SquadPlayer],
    journeymen: Iterable[Journeyman] = (),
    staff: Staff = Staff(),
) -> PreGameValue:
    """TV and CTV of a team for this game: its roster players' values (off-roster players out, those who cannot play
    out of CTV only), its Journeymen at their line's cost (a Low Cost Linemen team's count 0 in CTV, as its Linemen
    do), its staff and re-rolls."""
    rules = tuple(special_rules)
    values = [PlayerValue(p.value, p.able, low_cost_fee(rules, roster, p.position)) for p in players if p.on_roster]
    hired = tuple(journeymen)
    values += [PlayerValue(j.value, True, low_cost_fee(rules, roster, j.position)) for j in hired]
    value = team_value(
        values,
        rerolls=staff.rerolls,
        reroll_cost=staff.reroll_cost,
        cheerleaders=staff.cheerleaders,
        assistant_coaches=staff.assistant_coaches,
        apothecary=staff.apothecary,
    )
    return PreGameValue(value, len(hired), sum(j.value for j in hired))
