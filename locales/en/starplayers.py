"""English labels: the Star Players (rules/pregame/starplayers.py), hired as Inducements, and their /rule entries."""

from __future__ import annotations

LABELS: dict[str, str] = {
    "error.starplayers.unknown": "“{value}” is not a Star Player of the book.",
    "error.starplayers.twice": "{star} is already hired by this team: once per team.",
    "error.starplayers.not_available": "{star} does not play for a {roster} team (see “Plays For”: /rule "
    "term:{star}).",
    "error.starplayers.bugman": "{star} is already hired as Infamous Coaching Staff: not as a Star Player too.",
    "error.starplayers.too_many": "{most} Star Players at most per team and game, a pair counting as one (asked: "
    "{count}).",
    "error.starplayers.too_many_players": "No more than {most} players: {players} players able to play and {stars} "
    "Star Players would make more (players missing the game do not count).",
}
