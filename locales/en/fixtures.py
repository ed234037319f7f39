"""English labels: friendlies and unplayed fixtures (league_play.md “Friendlies”, “League Fixtures”)."""

from __future__ import annotations

from locales.en.commands import command_labels

LABELS: dict[str, str] = {
    "error.match.kind": "Match kind: league, friendly or unplayed is expected (got “{value}”).",
    "error.postmatch.friendly": "Match {match} is a friendly: it has no Post-game Sequence. A friendly awards "
    "no SPP, no "
    "League Points and no Winnings, and players who were to miss the next game still miss it (BB2025, "
    "“Friendlies”).",
    "league.match.kind.friendly": "🤝 **Friendly**: no SPP, no League Points, no Winnings; every Casualty counts as "
    "Badly Hurt.",
    "league.match.kind.unplayed": "📅 **Unplayed fixture**",
    "matches.line.kind.friendly": "friendly",
    "matches.line.kind.unplayed": "unplayed",
    "matches.line.conceded_free": "conceded without penalty by {team}",
    "matches.next.friendly": "Friendly: no Post-game Sequence, it does not count in the table. Players who were "
    "to miss the "
    "next game still miss it.",
    "league.casualty.footer.friendly": "Match {match} · friendly: no Post-game Sequence, nothing to apply",
    "league.casualty.friendly": "🤝 Friendly: {rolled} rolled, counts as {stored} (no Lasting Injury, no death).",
    **command_labels(
        "match unplayed",
        "A fixture unplayed by the end of its time limit (commissioners): a loss for both, or a concession",
        home="The home team",
        away="The away team",
        conceded="The team that concedes (real-life commitments, without penalty); otherwise a loss for both",
    ),
    "help.example.match unplayed": "/match unplayed home:Iron Orcs away:Peak Dwarves conceded:away",
    "choice.home": "the home team",
    "choice.away": "the away team",
    "league.error.unplayed_commissioner": "⛔ Only a commissioner records an unplayed fixture (Manage Server, or the "
    "role chosen in /settings). Nothing changed.",
    "league.match.fp.unplayed": "No Fan Factor (nobody played)",
    "league.match.unplayed.loss": "A loss for both teams: no MVP, no Winnings, no Dedicated Fans roll.",
    "league.match.unplayed.conceded": "{team} concedes without penalty (real-life commitments): {winner} wins 2-0, "
    "gains D6 × 10,000 gp in Winnings and makes two MVP awards.",
    "error.casualty.unplayed": "Match {match} is an unplayed fixture: nobody was hurt in it.",
    "error.match.unplayed_reopen": "Match {match} is an unplayed fixture: it cannot be reopened. Cancel it (/match "
    "cancel) and record it again (/match unplayed).",
    "step.winnings": "Winnings",
    "error.match.unplayed_score": "Match {match} is an unplayed fixture: its score is the book's (0-0, or 2-0 after a "
    "concession). To change it, cancel it (/match cancel) and record it again.",
    "postmatch.winnings.unplayed": "Winnings D6 × 10,000 gp",
    "pm.slot.unplayed_winnings": "🎲 Winnings (D6 × 10,000 gp, unplayed fixture): {team}",
    "pm.outcome.unplayed.loss": "📅 Unplayed fixture: a loss for both teams, with no MVP and no Winnings.",
    "pm.outcome.unplayed.conceded": "📅 Unplayed fixture: {team} concedes without penalty (real-life commitments); "
    "the other team wins 2-0, gains D6 × 10,000 gp in Winnings and makes two MVP awards.",
    "pm.outcome.unplayed.nobody": "Nobody played: no Fan Factor, no Fan Attendance, no touchdown.",
    "pm.outcome.unplayed.no_winnings": "No Winnings.",
    "pm.fans.unplayed": "Nobody played: no Dedicated Fans roll ({df}, unchanged).",
    "pm.spp.unplayed": "Nobody played: no SPP for any action.",
    "pm.spp.no_mvp_unplayed": "No MVP (unplayed fixture).",
    "pm.next.unplayed": "Nobody played: a player who was to miss this game still misses the next one played.",
    "pm.summary.result.unplayed": "Unplayed fixture: a loss for both teams.",
    "pm.summary.result.unplayed_conceded": "Unplayed fixture, conceded without penalty: {team}.",
}
