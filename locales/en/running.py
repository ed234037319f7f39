"""English labels: running a league by the book — drafting, divisions and fixtures, play-offs and prizes
(league_play.md « RUNNING A LEAGUE! », drafting_a_blood_bowl_team.md)."""

from __future__ import annotations

LABELS: dict[str, str] = {
    "field.round_days": "Round length (days)",
    "error.fixtures.duplicate_team": "A team is named twice in the schedule.",
    "error.fixtures.division_size": "{teams} teams do not make {divisions} Divisions: each needs at least two teams "
    "(the book advises four).",
    "error.playoffs.size": "Play-off qualifiers: {sizes} teams are possible (got {value}).",
    "error.playoffs.too_few": "{places} Play-off places for {teams} teams: there are not enough teams.",
    "error.playoffs.separate": "Teams of one Division cannot all be kept apart in the first round: draw the bracket "
    "by hand.",
    "error.playoffs.undecided": "The final and the third-place Play-off are not played yet.",
    "error.playoffs.decided": "How a Play-off game was decided: normal time, extra time or penalties (got “{value}”).",
    "error.playoffs.penalties_not_level": "Penalties are only taken when the score is level.",
    "error.playoffs.no_winner": "A Play-off game always has a winner: on a level score, name the penalties' winner.",
    "error.draft.roster": "“{value}” is not a Team Roster of the book: a draft starts from a book roster.",
    "error.draft.position": "“{value}” is not a position of the {roster} roster.",
    "error.draft.position_limit": "{position}: {most} at most (asked: {value}).",
    "error.draft.roster_limit": "{positions}: {most} at most together (asked: {value}).",
    "error.draft.player_count": "A Team Draft List holds {low} to {high} players (asked: {value}).",
    "error.draft.no_apothecary": "The {roster} roster cannot hire an Apothecary.",
    "error.draft.over_budget": "The draft costs {total}, more than the budget of {budget}.",
    "error.draft.record": "Impossible record: {won} wins and {drawn} draws in {played} games.",
    "error.draft.seasons": "Seasons played: a number of 0 or more is expected (got {value}).",
}
