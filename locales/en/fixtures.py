"""English labels: friendlies and unplayed fixtures (league_play.md “Friendlies”, “League Fixtures”)."""

from __future__ import annotations

LABELS: dict[str, str] = {
    "error.match.kind": "Match kind: league, friendly or unplayed is expected (got “{value}”).",
    "error.postmatch.friendly": "Match #{match} is a friendly: it has no post-match. A friendly awards no SPP, no "
    "League Points and no Winnings, and players who were to miss the next game still miss it (BB2025, "
    "“Friendlies”).",
    "league.match.kind.friendly": "🤝 **Friendly**: no SPP, no League Points, no Winnings; every Casualty counts as "
    "Badly Hurt.",
    "league.match.kind.unplayed": "📅 **Unplayed fixture**",
    "matches.line.kind.friendly": "friendly",
    "matches.line.kind.unplayed": "unplayed",
    "matches.next.friendly": "Friendly: no post-match, it does not count in the table. Players who were to miss the "
    "next game still miss it.",
    "league.casualty.friendly": "🤝 Friendly: {rolled} rolled, counts as {stored} (no Lasting Injury, no death).",
}
