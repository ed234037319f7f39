"""English labels: the Play-offs, the Glittering Prizes and the League Trophy (league_play.md « PLAY-OFFS »,
« GLITTERING PRIZES »): their commands, the bracket and each season's honours."""

from __future__ import annotations

from locales.en.commands import command_labels, option_labels

LABELS: dict[str, str] = {
    **command_labels(
        "season playoffs",
        "Draw the Play-offs' bracket from the season's table (commissioners)",
        qualifiers="How many teams qualify: 4, 8 or 16",
        draw="Seeded (Division winners against the lowest-ranked qualifiers) or at random",
        replace="Draw the bracket again, while no Play-off game is played",
    ),
    "help.example.season playoffs": "/season playoffs qualifiers:4 draw:seeded",
    **command_labels(
        "season prizes",
        "Pay the Glittering Prizes and hand over the League Trophy, after the final (commissioners)",
        undo="Undo the last prizes paid",
    ),
    "help.example.season prizes": "/season prizes",
    **command_labels(
        "playoffs",
        "The Play-offs' bracket: each round, each game, the winner and the prizes",
        season="The season's number (the current season by default)",
    ),
    "help.example.playoffs": "/playoffs season:1",
    **option_labels(
        "match finish",
        decided_by="A Play-off game: extra time, or penalties and who won them",
    ),
    "choice.4": "4 teams",
    "choice.8": "8 teams",
    "choice.16": "16 teams",
    "choice.seeded": "seeded",
    "choice.random": "at random",
    "choice.normal": "normal time",
    "choice.extra_time": "extra time",
    "choice.penalties_home": "penalties won by the home team",
    "choice.penalties_away": "penalties won by the away team",
    "entity.playoffs": "the Play-offs",
    "entity.playoff_teams": "the qualifier",
    "playoffs.title": "🏆 Season {season} Play-offs",
    "playoffs.picture_title": "Season {season} Play-offs",
    "playoffs.none": "No Play-offs for season {season}: a commissioner draws the bracket with `/season playoffs`.",
    "playoffs.drawn": "Bracket drawn: {teams} qualified ({draw}).",
    "playoffs.draw.seeded": "seeded",
    "playoffs.draw.random": "at random",
    "playoffs.stage.final": "Final",
    "playoffs.stage.third": "Third-place Play-off",
    "playoffs.stage.semi": "Semi-finals",
    "playoffs.stage.quarter": "Quarter-finals",
    "playoffs.stage.eighth": "Round of 16",
    "playoffs.waiting": "to come",
    "playoffs.decided.extra_time": " (extra time)",
    "playoffs.decided.penalties": " (penalties)",
    "playoffs.match.normal": "🏆 Play-offs: {team} go through.",
    "playoffs.match.extra_time": "🏆 Play-offs: {team} go through after extra time.",
    "playoffs.match.penalties": "🏆 Play-offs: {team} go through on penalties.",
    "playoffs.round": "🏆 Play-offs: {round}",
    "playoffs.places": "🥇 {first} · 🥈 {second} · 🥉 {third}",
    "playoffs.prize_line": "{medal} {team}: {prize} gp",
    "playoffs.trophy": "🏆 {team} win the League Trophy: a free Team Re-roll (counted in Team Value) until the end "
    "of the next Season.",
    "playoffs.trophy.full": "🏆 {team} win the League Trophy (already 8 Team Re-rolls: no extra re-roll).",
    "playoffs.prizes.title": "💰 Season {season} Glittering Prizes",
    "playoffs.prizes.undo_title": "💰 Glittering Prizes",
    "playoffs.prizes.undone": "Glittering Prizes undone: the Treasuries and the League Trophy are back as they were.",
    "playoffs.footer": "{played}/{total} games played · {draw}",
    "playoffs.file": "playoffs.png",
    "playoffs.picture.penalties": "* won on penalties",
    "playoffs.history": "🏆 Play-offs: {places}",
    "playoffs.honour": "{medal} Season {season}: {place} · {prize} gp",
    "playoffs.place.1": "champions",
    "playoffs.place.2": "runners-up",
    "playoffs.place.3": "third",
    "playoffs.holder": "🏆 Holds the League Trophy (a free Team Re-roll)",
    "playoffs.honours": "Honours",
    "error.playoffs.fixtures_left": "Season {season}: League Fixtures still to play: {count}. The Play-offs "
    "begin once all are played.",
    "error.playoffs.exists": "Season {season} already has its Play-offs bracket: `replace:true` draws it again while "
    "no game is played.",
    "error.playoffs.started": "Season {season}'s Play-offs have games started or played: the bracket can no longer "
    "be drawn again.",
    "error.playoffs.none": "No Play-offs for season {season}: draw the bracket first (`/season playoffs`).",
    "error.playoffs.paid": "Season {season}'s Glittering Prizes are already paid.",
    "error.playoffs.final_pending": "Season {season}'s final and third-place Play-off must be played and their "
    "Post-game Sequence applied before the prizes.",
    "error.playoffs.no_prizes": "No Glittering Prizes to undo.",
    "error.playoffs.prizes_postmatch": "Season {season}'s Glittering Prizes were paid with the final's Post-game "
    "Sequence: `/postmatch undo` of that game takes them back.",
    "error.playoffs.not_playoff": "Match {match} is not a Play-off game: no extra time nor penalties.",
}
