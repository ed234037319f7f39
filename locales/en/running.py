"""English labels: running a league by the book — drafting, divisions and fixtures, play-offs and prizes
(league_play.md « RUNNING A LEAGUE! », drafting_a_blood_bowl_team.md)."""

from __future__ import annotations

from locales.en.commands import command_labels

LABELS: dict[str, str] = {
    **command_labels(
        "fixtures",
        "The season's schedule: the current round, what is played and what is still to play",
        season="The season's number (the current season by default)",
        team="Only this team's fixtures",
    ),
    "help.example.fixtures": "/fixtures team:Iron Orcs",
    **command_labels(
        "season schedule",
        "Divisions and the schedule: each team plays every team of its Division once (commissioners)",
        divisions="How many Divisions (1 by default; the book advises at least 4 teams in each)",
        draw="Draw the Divisions out of a helmet (yes by default; otherwise in alphabetical order)",
        round_days="A round's time limit, in days (14 by default, as the book advises)",
        start="First day of the first round, YYYY-MM-DD (today by default)",
        replace="Make the season's schedule again, while no fixture is played",
        teams="Divisions by hand: team names, a comma between teams, a semicolon between Divisions",
    ),
    "help.example.season schedule": "/season schedule divisions:2 round_days:14",
    "fixtures.title": "📅 Season {season} schedule",
    "fixtures.title.team": "📅 Season {season} · {team}",
    "fixtures.none": "No schedule for this season yet: a commissioner makes it with `/season schedule`.",
    "fixtures.round": "**Round {round}** · until {deadline}",
    "fixtures.division": "__Division {division}__",
    "fixtures.bye": "Bye: {teams}",
    "fixtures.line.overdue": "⛔ {teams} (past its time limit: `/match unplayed`)",
    "fixtures.line.unplayed": " (unplayed)",
    "fixtures.team_line": "R{round} · {line}",
    "fixtures.late": "**Overdue**",
    "fixtures.footer": "{done}/{total} fixtures played · {rounds} rounds",
    "fixtures.made": "Schedule made: {fixtures} fixtures in {rounds} rounds.",
    "fixtures.weekly.new_round": "📅 Round {round} begins · until {deadline}",
    "fixtures.weekly.round": "📅 Round {round} · until {deadline}",
    "fixtures.overdue.title": "⛔ Past their time limit, with no match: {count}. Record each as `/match unplayed` "
    "does (a loss for both, or a concession without penalty).",
    "fixtures.overdue.line": "R{round} · {home} – {away}",
    "fixtures.overdue.more": "… and {count} more: `/match unplayed`.",
    "fixtures.unplayed.both": "Loss for both",
    "fixtures.unplayed.concedes": "{team} concedes",
    "entity.fixtures": "the League Fixture",
    "error.fixtures.exists": "Season {season} already has its schedule: `replace:true` makes it again while no "
    "fixture is played.",
    "error.fixtures.started": "Season {season}'s schedule has fixtures already started or played: it can no longer "
    "be made again.",
    "error.fixtures.start": "Start date: YYYY-MM-DD is expected (got “{value}”).",
    "error.fixtures.not_found": "No fixture {id} in this season's schedule.",
    "error.fixtures.under_way": "{home} – {away} is under way (match {match}): finish or cancel it first.",
    "error.fixtures.recorded": "{home} – {away} is already played or recorded.",
    "error.fixtures.unknown_team": "“{team}” is not an approved team of this league: name each team as it is written.",
    "error.fixtures.named_twice": "{team} is named twice: each team plays in one Division.",
    "error.fixtures.missing_teams": "Divisions by hand: every approved team is in one Division; {count} left out: "
    "{teams}.",
    "field.round_days": "Round length (days)",
    "error.fixtures.duplicate_team": "A team is named twice in the schedule.",
    "error.fixtures.division_size": "Not enough teams: {teams} for {divisions}, and each Division needs at least "
    "two teams (the book advises four).",
    "count.divisions.one": "{count} Division",
    "count.divisions.other": "{count} Divisions",
    "error.playoffs.size": "Play-off qualifiers: {sizes} teams are possible (got {value}).",
    "error.playoffs.too_few": "{places} Play-off places for {teams} teams: there are not enough teams.",
    "error.playoffs.separate": "Teams of one Division cannot all be kept apart in the first round: draw the bracket "
    "by hand.",
    "error.playoffs.undecided": "The final and the third-place Play-off are not played yet.",
    "error.playoffs.decided": "How a Play-off game was decided: normal time, extra time or penalties (got “{value}”).",
    "error.playoffs.penalties_not_level": "Penalties are only taken when the score is level.",
    "error.playoffs.unplayed_winner": "A Play-off game always has a winner: left unplayed, one side concedes it "
    "(`conceded:`).",
    "error.playoffs.no_winner": "A Play-off game always has a winner: on a level score, name the penalties' winner.",
    "error.draft.roster": "“{value}” is not a Team Roster of the book: a draft starts from a book roster.",
    "error.draft.position": "“{value}” is not a position of the {roster} roster.",
    "error.draft.position_limit": "{position}: {most} at most (asked: {value}).",
    "error.draft.roster_limit": "{positions}: {most} at most together (asked: {value}).",
    "error.draft.player_count": "A Team Draft List holds {low} to {high} players (asked: {value}).",
    "error.draft.no_apothecary": "The {roster} roster cannot hire an Apothecary.",
    "error.draft.over_budget": "The draft costs {total}, more than the budget of {budget}.",
    "error.draft.record": "Impossible record: {won} wins and {drawn} draws in {played} games.",
    "error.draft.rehired": "{position}: more players re-hired than on the list.",
    "error.draft.seasons": "Seasons played: a number of 0 or more is expected (got {value}).",
}
