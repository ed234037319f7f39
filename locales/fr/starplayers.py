"""French labels: the Star Players (rules/pregame/starplayers.py), hired as inducements, and their /rule entries."""

from __future__ import annotations

LABELS: dict[str, str] = {
    "error.starplayers.unknown": "« {value} » n'est pas un Star Player du livre.",
    "error.starplayers.twice": "{star} est déjà engagé par cette équipe : une fois par équipe.",
    "error.starplayers.not_available": "{star} ne joue pas pour une équipe {roster} (voir « Plays For » : /rule "
    "term:{star}).",
    "error.starplayers.bugman": "{star} est déjà engagé comme Infamous Coaching Staff : pas aussi comme Star "
    "Player.",
    "error.starplayers.too_many": "{most} Star Players au plus par équipe et par match, une paire comptant pour un "
    "(demandés : {count}).",
    "error.starplayers.too_many_players": "Pas plus de {most} joueurs : {players} joueurs disponibles et {stars} Star "
    "Players en feraient davantage (les joueurs qui manquent le match ne comptent pas).",
}
