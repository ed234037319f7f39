"""English words of the bar every command holds: a value typed where nothing reads it is refused, and said."""

from __future__ import annotations

LABELS: dict[str, str] = {
    "error.settings.everyone_role": "@everyone would make every member of the server a commissioner: pick the league "
    "commissioners' role (members who can manage the server already are).",
    "league.error.kicking_team_no_match": "No match is in progress in this channel: the kicking team is one of the "
    "two teams of this channel's match. Without a match, run /kickoff without kicking_team and give each side's FF, "
    "cheerleaders and assistant coaches.",
}
