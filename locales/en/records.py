"""English labels: league records a commissioner can trust (cancelling a match, a team's roster changed, what the
post-match owns)."""

from __future__ import annotations

LABELS: dict[str, str] = {
    # --- cancelling a match (/match cancel) -------------------------------------------------------------
    "count.apothecary_uses.one": "{count} Apothecary use",
    "count.apothecary_uses.other": "{count} Apothecary uses",
    "error.match.cancel_cancelled": "Match #{match} is already cancelled.",
    "error.match.cancel_applied": "Match #{match} has its post-match applied: the teams already carry it. To "
    "cancel it, undo the post-match first (/postmatch undo), then cancel the match.",
    "error.match.cancel_coach_status": "Match #{match} is {status}: only a commissioner can still cancel it (Manage "
    "Server, or the role chosen in /settings).",
    "error.match.cancel_coach_recorded": "Match #{match} already has records ({recorded}): only a commissioner "
    "can cancel it (Manage Server, or the role chosen in /settings).",
    "error.match.cancel_changed": "Match #{match} changed since the question (it is now {status}): nothing was "
    "cancelled. Run /match cancel again if you still want to.",
    "matches.cancel.ask": "Cancel match #{match} ({home} – {away}, {status})? This is final: the match cannot be "
    "reopened.",
    "matches.cancel.ask.casualties": "No post-match will apply what is recorded in it ({casualties}).",
    "matches.cancel.ask.postmatch": "It will have no post-match: no Winnings, no SPP, no League Points.",
    "matches.cancel.yes": "Cancel the match",
    "matches.cancel.no": "Keep",
    "matches.cancel.kept": "Match #{match} is kept: nothing changed.",
    "matches.cancel.done": "Match #{match} is cancelled.",
    "matches.cancel.already": "Match #{match} was already cancelled: nothing more changed.",
    # --- the post-match's Journeymen hired at step 5 (docs/rules.md R4, R7) ----------------------------
    "pm.missing.journeyman_position_full": "Journeyman {player} cannot be hired: {position}, at most {most} on a "
    "team of the {roster} roster, and the team already has {count} after the new players and the firings. Let him "
    "go, or fire a player of that position in this post-match.",
    "pm.missing.journeyman_group_full": "Journeyman {player} cannot be hired: {positions}, at most {most} in all on "
    "a team of the {roster} roster, and the team already has {count} after the new players and the firings. Let him "
    "go, or fire a player of those positions in this post-match.",
    # --- a team's Team Roster changed (docs/rules.md R8) ---------------------------------------------
    "error.team.roster_players": "“{team}” has {players} of the {roster} roster: their positions, their values and "
    "the re-roll price would stay that roster's, not {wanted}'s. A team changes roster before its first player: "
    "create a new team instead (/team create), or retire its players first.",
    "league.team.roster_changed": "New roster {roster}: the re-roll price and the special rules are now the book's "
    "for that roster.",
    "league.team.roster_changed.house": "New roster {roster}, which the book does not know: the old roster's special "
    "rules are removed; type the re-roll price if needed (reroll_cost).",
    # --- a team edited while its post-match is in progress (docs/design.md « Money is the commissioners' ») ---
    "league.team.postmatch_rereads": "The post-match of match #{match} is in progress for this team: it will count "
    "from these new values (Winnings added to the Treasury as it is now). Check its preview before confirming.",
    # --- a Star Player's or Mercenary's keywords, typed after his name (docs/rules.md « Casualty PSP ») ---
    "pm.modal.add.name.hint": "Morg 'n' Thorg (Ogre): his keywords in brackets, for Hatred",
}
