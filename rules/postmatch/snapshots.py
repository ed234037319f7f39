"""The league as a plan reads it: frozen copies of the teams, players, match and casualties.

``league`` builds these from its rows; a plan never sees a database row, and
what it changes comes back as :mod:`rules.postmatch.changes` values.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

from rules.characteristics import Characteristic
from rules.player import PlayerSheet

Side = Literal["home", "away"]
SIDES: Final[tuple[Side, Side]] = ("home", "away")


def other_side(side: Side) -> Side:
    return "away" if side == "home" else "home"


@dataclass(frozen=True, slots=True)
class TeamSnap:
    id: int
    name: str
    coach_id: int
    treasury: int
    dedicated_fans: int
    apothecary: bool = False
    special_rules: tuple[str, ...] = ()
    rerolls: int = 0
    cheerleaders: int = 0
    assistant_coaches: int = 0
    reroll_cost: int | None = None
    #: The team's roster as typed (« Orques »): a book roster's lines give a recruit his fee, skills and limits.
    roster: str = ""
    #: The Prayers to Nuffle its pre-game rolled for this match, by key: some change the SPP awarded
    #: (:data:`rules.pregame.prayers.PERFECT_PASSING`, :data:`~rules.pregame.prayers.FOULING_FRENZY`).
    prayers: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayerSnap(PlayerSheet):
    """A player's fields a post-match or a season end may change, before or after it: his sheet, and his ids,
    status, advancements and Temporary Retirement, named by keyword."""

    id: int
    team_id: int
    advancements: int = 0
    status: str = "active"
    temporarily_retired: bool = False

    @property
    def alive(self) -> bool:
        return self.status != "dead"

    @property
    def label(self) -> str:
        """``#7 Grak``: how a slot or a blocker names the player."""
        return f"#{self.number} {self.name}"


@dataclass(frozen=True, slots=True)
class MatchSnap:
    id: int
    home: TeamSnap
    away: TeamSnap
    home_score: int
    away_score: int
    home_fp: int | None = None
    away_fp: int | None = None
    #: An unplayed fixture (league_play.md « League Fixtures »; docs/rules.md): nobody played; ``conceded`` the
    #: side that conceded it for real-life reasons (without penalty), ``None`` a loss for both.
    unplayed: bool = False
    conceded: Side | None = None

    def team(self, side: Side) -> TeamSnap:
        return self.home if side == "home" else self.away

    def side_of(self, team_id: int | None) -> Side | None:
        if team_id == self.home.id:
            return "home"
        if team_id == self.away.id:
            return "away"
        return None


@dataclass(frozen=True, slots=True)
class CasualtyFacts:
    """A casualty of a post-match: its key (``c<id>`` recorded in the match, ``x<n>`` added in the post-match),
    the victim, the cause and the outcome, who caused it (a player, his team, or a name outside the rosters: a Star
    Player, a Mercenary), the characteristic of its Séquelle and the keywords a Haine (X) may name."""

    key: str
    victim_id: int
    cause: str
    outcome: str | None
    caused_by_id: int | None = None
    caused_by_team_id: int | None = None
    sequelle: Characteristic | None = None
    hatred_candidates: tuple[str, ...] = ()
    caused_by_name: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class CasualtySnap(CasualtyFacts):
    """A casualty to apply, as the plan reads it; ``casualty_id`` its record (``None``: added in the post-match).

    ``outcome`` ``None``: an added casualty whose D16 the plan rolls.
    ``prior_lasting`` / ``prior_hatred``: what the recorded roll already decided
    (a séquelle outcome, ``hatred.gained`` / ``hatred.not_gained``), so no die is thrown twice.
    """

    casualty_id: int | None = None
    prior_lasting: str | None = None
    prior_hatred: str | None = None
