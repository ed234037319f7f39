"""English labels: seasons and the league table (``/standings``), the scoring settings, Team Value."""

from __future__ import annotations

from locales.en.commands import command_labels

LABELS: dict[str, str] = {
    **command_labels(
        "standings",
        "The season's league table: points, touchdowns, casualties (picture attached)",
        season="The season's number (the current season by default)",
    ),
    "help.example.standings": "/standings season:1",
    **command_labels(
        "match list",
        "The season's matches: finished, in progress, cancelled; one team's",
        team="Only this team's matches",
        status="Only matches with this status",
        season="The season's number (the current season by default)",
    ),
    "help.example.match list": "/match list team:Iron Orcs",
    "choice.open": "in progress",
    "choice.finished": "finished",
    "choice.applied": "Post-game Sequence applied",
    "choice.cancelled": "cancelled",
    "cmd.settings.opt.points.name": "points",
    "cmd.settings.opt.points.desc": "Points for a win/draw/loss (3/1/0), and a concession fourth (3/1/0/-1)",
    "cmd.settings.opt.tiebreakers.name": "tiebreakers",
    "cmd.settings.opt.tiebreakers.desc": "Tie-breakers in order: td, cas, head-to-head, td+, cas+, wins, bonus",
    "cmd.settings.opt.bonus_points.name": "bonus_points",
    "cmd.settings.opt.bonus_points.desc": "Add the bonus League Points: 3+ TD scored, no TD conceded, 3+ casualties",
    "cmd.settings.opt.weekly_post.name": "weekly_post",
    "cmd.settings.opt.weekly_post.desc": "Post the standings with each Post-game Sequence summary",
    "standings.settings": "**Points** (win/draw/loss/concession): {points}\n**Tie-breakers**: {tiebreakers}\n"
    "**Bonus points added**: {bonus}\n**Standings with each Post-game Sequence**: {weekly}",
    "standings.col.team": "Team",
    "standings.col.played": "P",
    "standings.col.won": "W",
    "standings.col.drawn": "D",
    "standings.col.lost": "L",
    "standings.col.points": "Pts",
    "standings.col.td_for": "TD+",
    "standings.col.td_against": "TD−",
    "standings.col.td_diff": "±TD",
    "standings.col.cas_for": "CAS+",
    "standings.col.cas_against": "CAS−",
    "standings.col.cas_diff": "±CAS",
    "standings.col.bonus": "Bonus",
    "standings.legend": "P played · W won · D drawn · L lost · TD touchdowns scored (+) and conceded (−) · "
    "CAS casualties that earn SPP, caused (+) and suffered (−)",
    "standings.title": "Season {season} standings",
    #: The picture's file name, as the reader's Discord shows it under the image.
    "standings.file": "standings.png",
    "standings.title.current": "Season {season} standings (in progress)",
    "standings.empty": "No team yet.",
    "standings.notes": "The season",
    "standings.links": "Team pages",
    "standings.played.one": "{count} match counted (Post-game Sequence applied).",
    "standings.played.other": "{count} matches counted (Post-game Sequence applied).",
    "standings.pending.one": "{count} finished match awaits its Post-game Sequence: it does not count yet.",
    "standings.pending.other": "{count} finished matches await their Post-game Sequence: they do not count yet.",
    "standings.archived_note": "† archived team: its results still count.",
    "standings.archived": "archived",
    "standings.points": "Win {win} pts, draw {draw}, loss {loss}",
    "standings.points.conceded": "(concession: {conceded})",
    "standings.points.bonus": "+ bonus points",
    "standings.legend.bonus": "Bonus: 1 League Point a match for 3+ TD scored, 1 for none conceded, 1 for 3+ "
    "casualties",
    "standings.scoring": "{points} · ties: {tiebreakers}",
    "standings.tiebreaker.td_diff": "touchdown difference",
    "standings.tiebreaker.cas_diff": "casualty difference",
    "standings.tiebreaker.head_to_head": "head to head",
    "standings.tiebreaker.td_for": "touchdowns scored",
    "standings.tiebreaker.cas_for": "casualties caused",
    "standings.tiebreaker.wins": "wins",
    "standings.tiebreaker.bonus": "bonus points",
    "standings.tiebreaker.none": "no tie-breaker",
    "pm.summary.scorer_line": "🏈 Touchdowns — {team}: {players}",
    "matches.line.id": "`match {id}`",
    "matches.line.teams": "{home} – {away}",
    "matches.line.score": "**{home} {home_score} – {away_score} {away}**",
    "matches.line.conceded": "conceded by {team}",
    "matches.list.title": "Season {season} matches",
    "matches.list.title.team": "Season {season} matches — {team}",
    "matches.list.empty": "No match.",
    "matches.count.open": "In progress: {count}",
    "matches.count.finished": "Finished: {count}",
    "matches.count.applied": "Applied: {count}",
    "matches.count.cancelled": "Cancelled: {count}",
    "matches.next.title": "What next?",
    "matches.next.postmatch": "A commissioner runs the Post-game Sequence: {command} match:{id}. "
    "The match counts in the standings once its Post-game Sequence is applied.",
    "error.match.status": "Match status: in progress, finished, Post-game Sequence applied or cancelled is "
    "expected (got "
    "“{value}”).",
    "error.standings.points": "Points: from {low} to {high} for each result (got {value}).",
    "error.standings.points_format": 'Points: type win/draw/loss, for example "3/1/0", and a concession fourth '
    'if needed ("3/1/0/-1") (got: {value}).',
    "error.standings.tiebreaker": "Tie-breakers: td, cas, head-to-head, td+, cas+, wins or bonus, separated by commas "
    "(got “{value}”).",
    "error.standings.unknown_team": "Team id {team} has results but is not in the table.",
    "error.standings.season": "Season {season} does not exist: the current season is {current}.",
    "error.season.undo_started": "Season {season} has begun (match {match}): this season end can no longer be undone.",
    "error.season.unsettled": (
        "⛔ The season cannot end yet: {matches} still to play or without an applied Post-game Sequence (no. "
        "{ids}). For "
        "each: /match finish then /postmatch start, or /match cancel. Nothing changed."
    ),
    "error.match.conceded": "Concession: home or away is expected (got “{value}”).",
    "error.team.reroll_cost": "Team Re-roll price: 0 to {max}, in steps of 5,000 gp (got {value}).",
    # Team audit on /team show, and the money kept to commissioners
    "history.title": "Latest changes ({count})",
    "history.line": "{when} · {who} · {what}",
    "history.change": "{field} {before} → {after}",
    "history.created": "team created",
    "history.deleted": "team erased",
    "history.archived": "team archived",
    "history.unarchived": "team back",
    "history.touched": "nothing shown here",
    "history.unknown": "unknown",
    "history.via.postmatch": "(Post-game Sequence)",
    "history.via.revert": "(undo)",
    "history.field.name": "Name",
    "history.field.roster": "Roster",
    "history.field.reroll_cost": "Team Re-roll cost",
    "league.error.money_commissioner": (
        '⛔ The Treasury, Dedicated Fans and staff of "{team}" (Team Re-rolls, Cheerleaders, Assistant Coaches, '
        "Apothecary) change only through the Post-game Sequence or a commissioner. Ask a commissioner: every "
        "change stays "
        "visible in /team show."
    ),
    "league.error.player_commissioner": (
        "⛔ Outside the Post-game Sequence, only a commissioner changes what the game counts for {player}: "
        "characteristics, "
        "skills, keywords, SPP, injuries, MNG, value, status. The coach changes the name, number and position. "
        "Ask a commissioner; nothing was changed."
    ),
    "cmd.team create.opt.reroll_cost.name": "reroll_cost",
    "cmd.team create.opt.reroll_cost.desc": "One Team Re-roll at its roster price, in gold pieces (counted in "
    "Team Value)",
    "cmd.team edit.opt.reroll_cost.name": "reroll_cost",
    "cmd.team edit.opt.reroll_cost.desc": "One Team Re-roll at its roster price, in gold pieces (commissioners)",
    # Team value
    "value.title": "Team Value",
    "value.line": "**TV** {tv} gp · **CTV** {ctv} gp (without the players who miss the next game)",
    "value.low_cost": "Low Cost Linemen: {gold} gp of Linemen's Hiring Fees left out of CTV.",
    "value.partial": "At least: {missing} not counted yet.",
    "value.unvalued.one": "{count} player without a value",
    "value.unvalued.other": "{count} players without a value",
    "value.unpriced.one": "{count} Team Re-roll without a price (/team edit reroll_cost:)",
    "value.unpriced.other": "{count} Team Re-rolls without a price (/team edit reroll_cost:)",
    "standings.col.value": "TV",
    "standings.legend.value": "TV Team Value as it stands today, in thousands of gold pieces (≥: part of it is "
    "unknown)",
}
