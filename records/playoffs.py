"""A season's Play-offs as the league shows them: the bracket, each game and its match, and the places once the
Glittering Prizes are paid (``league.playoffs`` builds it, ``render.playoffs`` draws it)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

TieState = Literal["waiting", "to_play", "under_way", "played"]


@dataclass(frozen=True, slots=True)
class BracketSeed:
    """A qualifier in the first round: ``position`` its place in bracket order (0 plays 1, 2 plays 3 …)."""

    position: int
    seed: int
    division: int
    team_id: int


@dataclass(frozen=True, slots=True)
class BracketTie:
    """One Play-off game: its teams once known, its match and score once played, how it was decided and who won.
    ``waiting``: a team is still to come out of an earlier game."""

    stage: int
    slot: int
    third: bool
    home: int | None
    away: int | None
    state: TieState
    match_id: int | None = None
    home_score: int | None = None
    away_score: int | None = None
    decided_by: str | None = None
    winner: int | None = None


@dataclass(frozen=True, slots=True)
class Bracket:
    """A season's Play-offs: ``places`` maps 1-3 to a team once the prizes are paid (``trophy``: the winner's roster
    holds the League Trophy's free Team Re-roll now)."""

    season: int
    size: int
    draw: str
    seeds: tuple[BracketSeed, ...]
    ties: tuple[BracketTie, ...]
    names: Mapping[int, str] = field(default_factory=dict)
    places: Mapping[int, int] = field(default_factory=dict)
    trophy: bool = False

    @property
    def stages(self) -> int:
        return self.size.bit_length() - 1

    @property
    def paid(self) -> bool:
        return bool(self.places)

    def tie(self, stage: int, slot: int) -> BracketTie:
        return next(t for t in self.ties if (t.stage, t.slot) == (stage, slot))

    def final_places(self) -> dict[int, int] | None:
        """Places 1-3 from the final and the third-place Play-off, once both have a winner."""
        final, third = self.tie(self.stages, 0), self.tie(self.stages, 1)
        if final.winner is None or third.winner is None:
            return None
        runner_up = final.away if final.winner == final.home else final.home
        assert runner_up is not None
        return {1: final.winner, 2: runner_up, 3: third.winner}


@dataclass(frozen=True, slots=True)
class Honour:
    """A team's place in one season's Play-offs, with the Glittering Prize it was paid."""

    season: int
    place: int
    prize: int
