"""English labels: league records (issue 4) — teams, players, matches, casualties, statistics, export."""

from __future__ import annotations

from locales.en.commands import command_labels

#: The roster CSV's header (league.roster_csv.COLUMNS in this language).
_HEADER = "number;name;position;MA;ST;AG;PA;AV;skills;keywords;cost;primary;secondary"

LABELS: dict[str, str] = {
    # Errors (always ephemeral)
    "league.error.commissioner_only": "⛔ Only for the league commissioners (Manage Server, or the role chosen "
    "in /settings).",
    "league.error.not_your_team": "⛔ Only the coach of “{team}” and the commissioners can do this.",
    "league.error.not_your_match": "⛔ Only the coaches of “{home}” and “{away}” and the commissioners can do this.",
    "league.error.team_unknown": "No team “{value}” on this server: pick it from the list offered.",
    "league.error.team_ambiguous": "Several teams match “{value}”: pick it from the list offered.",
    "league.error.player_unknown": "No player “{value}” on this server: pick them from the list offered.",
    "league.error.player_ambiguous": "Several players match “{value}”: pick them from the list offered.",
    "league.error.match_unknown": "Match “{value}” not found on this server.",
    "league.error.no_open_match": "No match in progress in this channel: start one with /match start, or name "
    "the match.",
    "league.error.kicking_team": "“{team}” is not playing match {id}, the one in progress in this channel.",
    "league.error.characteristic": "{name}: “{value}” is not a value (type for example 3+ or 3).",
    "league.error.characteristic_range": "{name} must be between {low} and {high} (got: {value}).",
    # Autocomplete
    "league.match.choice": "Match {id} · {home} – {away} · {status}",
    "league.match.side.home.choice": "{team} (home)",
    "league.match.side.away.choice": "{team} (away)",
    "league.match.status.open": "in progress",
    "league.match.status.finished": "finished",
    "league.match.status.applied": "Post-game Sequence applied",
    "league.match.status.cancelled": "cancelled",
    # The bar every command holds: a value typed where nothing reads it is refused, and said.
    "error.settings.everyone_role": "@everyone would make every member of the server a commissioner: pick the league "
    "commissioners' role (members who can manage the server already are).",
    "league.error.kicking_team_no_match": "No match is in progress in this channel: the kicking team is one of the "
    "two teams of this channel's match. Without a match, run /kickoff without kicking_team and give each side's FF, "
    "Cheerleaders and Assistant Coaches.",
    # League records a commissioner can trust (cancelling a match, a team's roster changed, what the post-match
    # owns).
    # --- cancelling a match (/match cancel) -------------------------------------------------------------
    "count.apothecary_uses.one": "{count} Apothecary use",
    "count.apothecary_uses.other": "{count} Apothecary uses",
    "error.match.cancel_cancelled": "Match {match} is already cancelled.",
    "error.match.cancel_applied": "Match {match} has its Post-game Sequence applied: the teams already carry it. To "
    "cancel it, undo the Post-game Sequence first (/postmatch undo), then cancel the match.",
    "error.match.cancel_coach_status": "Match {match} is {status}: only a commissioner can still cancel it (Manage "
    "Server, or the role chosen in /settings).",
    "error.match.cancel_coach_recorded": "Match {match} already has records ({recorded}): only a commissioner "
    "can cancel it (Manage Server, or the role chosen in /settings).",
    "error.match.cancel_changed": "Match {match} changed since the question (it is now {status}): nothing was "
    "cancelled. Run /match cancel again if you still want to.",
    "matches.cancel.ask": "Cancel match {match} ({home} – {away}, {status})? This is final: the match cannot be "
    "reopened.",
    "matches.cancel.ask.casualties": "No Post-game Sequence will apply what is recorded in it ({casualties}).",
    "matches.cancel.ask.postmatch": "It will have no Post-game Sequence: no Winnings, no SPP, no League Points.",
    "matches.cancel.yes": "Cancel the match",
    "matches.cancel.no": "Keep",
    "matches.cancel.kept": "Match {match} is kept: nothing changed.",
    "matches.cancel.done": "Match {match} is cancelled.",
    "matches.cancel.already": "Match {match} was already cancelled: nothing more changed.",
    # --- a team's Team Roster changed (docs/rules.md R8) ---------------------------------------------
    "error.team.roster_players": "“{team}” has {players} of the {roster} roster: their positions, their values and "
    "the Team Re-roll price would stay that roster's, not {wanted}'s. A team changes roster before its first player: "
    "create a new team instead (/team create), or retire its players first.",
    "league.team.roster_changed": "New roster {roster}: the Team Re-roll price and the special rules are now the "
    "book's for that roster.",
    "league.team.roster_changed.house": "New roster {roster}, which the book does not know: the old roster's special "
    "rules are removed; type the Team Re-roll price if needed (reroll_cost).",
    # --- a team edited while its post-match is in progress (docs/design.md « Money is the commissioners' ») ---
    "league.team.postmatch_rereads": "The Post-game Sequence of match {match} is in progress for this team: "
    "it will count "
    "from these new values (Winnings added to the Treasury as it is now). Check its preview before confirming.",
    # --- a casualty recovered at once, recorded for its SPP ---
    "choice.regeneration.regenerated": "Regenerated (back to the Reserves, SPP still earned)",
    "choice.apothecary.patched_up": "Patched up by the Apothecary (back to the Reserves, SPP still earned)",
    "league.outcome.regeneration.regenerated": "Regenerated",
    "league.outcome.apothecary.patched_up": "Patched up by the Apothecary",
    "error.casualty.dead_pending": (
        "{player} died in a casualty already recorded (casualty {casualty}) that the Post-game Sequence has not "
        "applied yet: they can no longer be hurt."
    ),
}

LABELS.update(
    {
        "league.error.coach_change": "⛔ Only a commissioner can hand the team over to another coach.",
        "league.error.nothing_to_change": "Nothing to change: give at least one option to change.",
        "league.error.player_gone": "{player} has already left the roster.",
        "league.error.same_team": "A team cannot play against itself: pick two teams.",
        "league.error.channel_busy": "A match is already in progress in this channel (match {id}): finish it "
        "(/match finish) or cancel it (/match cancel) first.",
        "league.error.sequelle_needed": "A Lasting Injury lowers a characteristic: say which one (option sequelle).",
        "league.error.one_filter": "Pick just one option: a team, a player or a match.",
        "league.error.csv_too_big": "File too big ({size} KB): a CSV roster is at most {max} KB.",
        "league.error.csv_unreadable": "The attached file cannot be read: send it again, or paste the roster in the "
        "form (/player import without a file).",
        # Common words
        "league.none": "—",
        "league.yes": "yes",
        "league.no": "no",
        "league.nobody": "nobody",
        "league.more": "… and {count} more",
        "league.more_players.one": "… and {count} more player: {command} shows them all.",
        "league.more_players.other": "… and {count} more players: {command} shows them all.",
        "league.gold": "{amount} gp",
        "league.unknown_date": "unknown date",
        "league.who": "#{number} {name} ({team})",
        "league.in_match": "match {id}",
        "league.in_match.cancelled": "match {id}, cancelled: no effect",
        # Outcomes and causes of a casualty record
        "league.outcome.casualty.badly_hurt": "Badly Hurt",
        "league.outcome.casualty.seriously_hurt": "Seriously Hurt",
        "league.outcome.casualty.serious_injury": "Serious Injury",
        "league.outcome.casualty.lasting_injury": "Lasting Injury",
        "league.outcome.casualty.dead": "Dead",
        "league.outcome.injury.badly_hurt": "Badly Hurt (Stunty)",
        "league.outcome.with_sequelle": "{outcome} ({change})",
        "league.cause.block": "block",
        "league.cause.foul": "foul",
        "league.cause.crowd": "crowd",
        "league.cause.rock": "rock",
        "league.cause.pitch_invasion": "pitch invasion",
        "league.cause.other": "other",
        "league.cause.unknown": "unknown cause",
        "league.cause.stab": "Stab",
        "league.cause.chainsaw": "Chainsaw",
        "league.cause.projectile_vomit": "Projectile Vomit",
        "league.cause.breathe_fire": "Breathe Fire",
        "league.cause.bomb": "bomb",
        "league.cause.throw_team_mate": "Throw Team-mate",
        "league.cause.kick_team_mate": "Kick Team-mate",
        "league.cause.arm_bar": "Arm Bar",
        "error.casualty.named_author": "An author named by hand (Star Player, Mercenary) has no roster row: give "
        "their team, not a roster player.",
        # Teams
        "league.team.no_roster": "roster not given",
        "league.team.special_rules": "Special rules",
        "league.error.profile_line": "“{value}”: type the profile MA ST AG PA AV, for example “6 3 3+ 4+ 9+”.",
        "league.flag.journeyman": "journeyman",
        "league.flag.temporarily_retired": "temporarily retiring",
        "league.player.journeyman": "Journeyman (Loner): hired during the Post-game Sequence, or lost.",
        "league.player.temporarily_retired": "Temporarily Retiring: plays no more this season.",
        "league.team.title": "{name} ({roster})",
        "league.team.created": "✅ Team “{name}” created.",
        "league.team.updated": "✅ Team “{name}” updated.",
        "league.team.archived_done": "🗄️ Team “{name}” archived: it leaves the lists and new matches; its "
        "players and their history stay in the statistics.",
        "league.team.already_archived": "Team “{name}” is already archived.",
        "league.team.erased": "🗑️ Team “{name}” erased, with its players.",
        "league.team.erase.ask": "Erase the team “{name}” and its players ({players})? This is final: it "
        "will be neither archived nor recoverable.",
        "league.team.erase.yes": "Erase the team",
        "league.team.erase.no": "Keep",
        "league.team.erase.kept": "The team “{name}” is kept: nothing changed.",
        "league.team.erase.done": "The team “{name}” is erased.",
        "league.team.erase.gone": "This team no longer exists: nothing more changed.",
        "league.team.coach": "Coach",
        "league.team.treasury": "Treasury",
        "league.team.fans": "Dedicated Fans",
        "league.team.rerolls": "Team Re-rolls",
        "league.team.cheerleaders": "Cheerleaders",
        "league.team.assistants": "Assistant Coaches",
        "league.team.apothecary": "Apothecary",
        "league.team.roster": "**Roster** (players: {count})",
        "league.team.empty": "No players: {add}, or {bulk} for the whole roster at once.",
        "league.team.archived": "Archived",
        "league.team.archived_since": "since {when}",
        "league.team.footer": "Team id {id}",
        "league.team.line": "**{name}** ({roster}) · {coach} · {players}",
        "league.team.line.archived": "🗄️ **{name}** ({roster}) · {coach} · {players}",
        "league.team.list.title": "The league's teams ({count})",
        "league.team.list.title.archived": "Archived teams ({count})",
        "league.team.list.empty": "No teams yet: a commissioner creates one with /team create.",
        "league.col.spp": "SPP",
        "league.col.name": "Name",
        "league.col.position": "Position",
        # Players
        "league.player.line": "**#{number} {name}** · {position} · {profile} · SPP {spp}",
        "league.player.status.active": "active",
        "league.player.status.dead": "💀 dead",
        "league.player.status.retired": "retired",
        "league.player.left.dead": "💀 Dead ({when})",
        "league.player.left.retired": "Retired ({when})",
        "league.player.gained_hatred": "Hatred ({keyword})",
        "league.flag.tr": "TR",
        "league.flag.mng": "MNG",
        "league.flag.niggling": "NI×{count}",
        "league.player.title": "#{number} {name}",
        "league.player.team": "{position} · {team}",
        "league.player.spp": "SPP",
        "league.player.niggling": "Niggling Injuries",
        "league.player.mng": "Misses the next game",
        "league.player.improvements": "Characteristic improvements",
        "league.player.value": "Value",
        "league.player.hatred": "Hatred gained",
        "league.player.skills": "Skills",
        "league.player.keywords": "Keywords",
        "league.player.access": "Primary: {primary} · Secondary: {secondary}",
        "league.player.access_title": "Skill access",
        "league.player.access_unknown": (
            "unknown: /player edit primary: secondary: (the Team Roster), so that the Post-game Sequence checks each "
            "advancement"
        ),
        "league.player.suffered": "Casualties suffered ({count})",
        "league.player.caused": "Casualties caused ({count})",
        "league.player.footer": "Player id {id}",
        "league.player.created": "✅ #{number} {name} joins the roster",
        "league.player.updated": "✅ #{number} {name} updated",
        "league.player.in_team": "{team} · player id {id}",
        "league.player.retired": "👋 {player} retires: their number is free, their history stays.",
        "league.player.erased": "🗑️ {player} erased from the roster.",
        "league.roster.title": "Roster: {name} ({count})",
        "league.roster.page": "Page {page} / {total}",
        # Roster import
        "league.import.modal.title": "Enter a roster (CSV)",
        "league.import.modal.label": "One line per player (header optional)",
        "league.import.modal.header": "The columns, in this order:\n`{header}`",
        "league.import.done.one": "✅ {count} player added to “{team}”",
        "league.import.done.other": "✅ {count} players added to “{team}”",
        "league.import.refused": "Roster refused, nothing was saved ({lines} to fix)",
        "league.import.retry": "Correct it",
        "league.import.pasted": "What you pasted",
        "league.import.modal.example": "1;Grak;Blitzer;6;3;3+;4+;9+;Block;Orc",
        "league.import.line": "**Line {line}**: {problem}",
        "league.import.problem_sep": "; ",
        "league.import.format": "Expected format",
        "league.import.format_body": f"`{_HEADER}`\n"
        "AG, PA and AV are written 3+ or 3, PA may be “-” (none); skills and keywords separated by commas "
        "(or |); cost optional (85000, 85,000 or 85k); primary and secondary optional: the position's skill "
        "categories, as the Team Roster prints them (G S, A D). A roster of the book: one of its positions (Orc "
        "Blitzer) fills the empty cells. "
        "Example: `1;Grak;Blitzer;6;3;3+;4+;9+;Block, Dodge;Orc;85k`",
        # Matches
        "league.match.title": "Match {id}: {home} – {away}",
        "league.match.started": "🏈 Kick-off — {title}",
        "league.match.pregame": "Pre-game",
        "league.match.pregame.how": "{command} match:{match}: Journeymen, CTV, Petty Cash, Inducements and Star "
        "Players, before the first roll.",
        "league.match.finished": "🏁 Final whistle — {title}",
        "league.match.cancelled": "❌ Match cancelled — {title}",
        "league.match.ruleset": "**Rules**: {ruleset}",
        "league.match.status_line": "**Status**: {status}",
        "league.match.score": "**Score**: {home} – {away}",
        "league.match.channel": "**Channel**: {channel}",
        "league.match.side.home": "Home",
        "league.match.side.away": "Away",
        "league.match.side_body": "**{team}**\nCoach: {coach}\n{fp}",
        "league.match.pregame.inducements": "Pre-game: {items}",
        "league.match.pregame.count": "{item} ×{count}",
        "league.match.pregame.stars": "Star Players: {names}",
        "league.match.pregame.mercenaries": "Mercenary Players: {names}",
        "league.match.pregame.prayers": "Prayers to Nuffle: {names}",
        "league.match.pregame.prayer_for": "{prayer} ({players})",
        "league.match.fp.none": "FF not given",
        "league.match.fp.typed": "FF {fp} (typed in)",
        "league.match.fp.rolled": "FF {fp} (🎲 D3: {die} + {fans} Dedicated Fans)",
        "league.match.casualties": "Casualties recorded ({count})",
        "league.match.footer": "Match {id}",
        # Casualties
        "league.casualty.recorded": "📝 Casualty recorded (casualty {id})",
        "league.casualty.victim": "**Victim**: {who}",
        "league.casualty.outcome": "**Result**: {outcome}",
        "league.casualty.cause": "**Cause**: {cause}",
        "league.casualty.by": "**By**: {who}",
        "league.casualty.hatred": "**Possible Hatred (X)**: {keywords}",
        "league.casualty.footer": "Match {match} · to be applied by the Post-game Sequence",
        "league.casualty.suffered_line": "**{outcome}** · by {by} · {tail}",
        "league.casualty.caused_line": "**{outcome}** · on {victim} · {tail}",
        "league.casualty.match_line": "Casualty {id} · {victim}: **{outcome}** · by {by} · {cause}",
        "league.casualties.team": "Casualties — {name}",
        "league.casualties.player": "Casualties — #{number} {name}",
        "league.casualties.match": "Casualties — {title}",
        "league.casualties.latest": "The league's latest casualties",
        "league.casualties.suffered": "Suffered ({count})",
        "league.casualties.caused": "Caused ({count})",
        # Graveyard and leaderboard
        "league.grave.title": "⚰️ The league's graveyard",
        "league.grave.title.team": "⚰️ The graveyard — {name}",
        "league.grave.line": "💀 {who} · {details}",
        "league.grave.by": "killed by {who}",
        "league.grave.empty": "Nobody has died yet. It won't last.",
        "league.leaderboard.title": "🏆 The brutes' leaderboard",
        "league.leaderboard.by_player": "Casualties caused (players)",
        "league.leaderboard.by_team": "Casualties caused (teams)",
        "league.leaderboard.deaths": "Deaths caused",
        "league.leaderboard.injured": "Most injured",
        "league.leaderboard.scope": "Since the league began, every season counted.",
        "league.rank.line": "{rank}. {label} — **{count}**",
        # Export
        "league.export.file": "league.json",
        "league.export.done": "📦 League export: {teams}, {players}, {matches}, {casualties}. `{file}` holds "
        "everything (a backup); one CSV file per table for a spreadsheet.",
    }
)

_TEAM_NAME = "The team's name (pick it from the list)"
_TEAM = "The team (pick it from the list)"
_PLAYER = "The player (pick them from the list)"
_MATCH = "The match; by default the one in progress in this channel"
_COACH = "The team's coach (a member of the server)"
_ROSTER = "The roster (the race), for example Orcs, Dwarves or Wood Elves"
_TREASURY = "Treasury in gold pieces (a multiple of 5,000)"
_FANS = "Dedicated Fans (1 to 7)"
_REROLLS = "Team Re-rolls (0 to 8)"
_CHEERLEADERS = "Cheerleaders (0 to 6)"
_ASSISTANTS = "Assistant Coaches (0 to 6)"
_APOTHECARY = "The team has an Apothecary"
_NUMBER = "The player's number (1 to 99)"
_POSITION = "The position, for example Blitzer or Lineman"
#: /player add: a position of the team's book roster fills what is not typed (rules.positions).
_POSITION_ADD = "The position; one of the roster's (Orc Blitzer, Troll) fills the profile, skills and value left out"
_MA = "MA – Move Allowance"
_ST = "ST – Strength"
_AG = "Agility: 3+ or 3"
_PA = "Passing Ability: 4+, 4 or - (none)"
_AV = "Armour Value: 9+ or 9"
_SKILLS = "Skills separated by commas (- for none)"
_KEYWORDS = "Keywords separated by commas, for example Orc, Blocker"
_ERASE = "Erase for good (a typing mistake, no history)"
_VALUE = "Current Value in gold pieces (Hiring Fee + Value Increases)"
_JOURNEYMAN = "A Journeyman taken on for one game (Loner): hired during the Post-game Sequence, or lost"
_PRIMARY = "The position's Primary Skill categories, as the Team Roster prints them: G S, or General, Strength"
_SECONDARY = "The position's Secondary Skill categories: A D, or Agility, Devious (- for none)"

LABELS.update(
    {
        **command_labels("team", "League teams: create, edit, show, list, archive"),
        **command_labels(
            "team create",
            "Create a team (commissioners)",
            name="The team's name",
            coach=_COACH,
            roster=_ROSTER,
            treasury=_TREASURY,
            fans=_FANS,
            rerolls=_REROLLS,
            cheerleaders=_CHEERLEADERS,
            assistant_coaches=_ASSISTANTS,
            apothecary=_APOTHECARY,
            special_rules="Special rules (Brawlin' Brutes, Team Captain); by default the roster's",
        ),
        **command_labels(
            "team edit",
            "Change a team (its coach or a commissioner)",
            name=_TEAM_NAME,
            new_name="The team's new name",
            coach="Hand the team over to another coach (commissioners)",
            roster=_ROSTER,
            treasury=_TREASURY,
            fans=_FANS,
            rerolls=_REROLLS,
            cheerleaders=_CHEERLEADERS,
            assistant_coaches=_ASSISTANTS,
            apothecary=_APOTHECARY,
            special_rules="Every special rule, separated by commas, or “none”",
        ),
        **command_labels("team show", "A team and its roster", name=_TEAM_NAME),
        **command_labels(
            "team list",
            "The server's teams",
            coach="Only this coach's teams",
            archived="The archived teams",
        ),
        **command_labels(
            "team delete",
            "Archive a team (history kept) or erase a mistake (commissioners)",
            name=_TEAM_NAME,
            erase=_ERASE,
        ),
        **command_labels("player", "Rosters: add, edit, show, list, retire, import"),
        **command_labels(
            "player add",
            "Hire a player (the team's coach or a commissioner)",
            name="The player's name",
            team=_TEAM,
            number=_NUMBER,
            position=_POSITION_ADD,
            ma=_MA,
            st=_ST,
            ag=_AG,
            pa=_PA,
            av=_AV,
            skills=_SKILLS,
            keywords=_KEYWORDS,
            value=_VALUE,
            journeyman=_JOURNEYMAN,
            primary=_PRIMARY,
            secondary=_SECONDARY,
        ),
        **command_labels(
            "player edit",
            "Change a player (the team's coach or a commissioner)",
            name="The player's name",
            player=_PLAYER,
            number=_NUMBER,
            position=_POSITION,
            ma=_MA,
            st=_ST,
            ag=_AG,
            pa=_PA,
            av=_AV,
            skills="Every skill, separated by commas (replaces the list)",
            keywords="Every keyword, separated by commas (replaces the list)",
            spp="Star Player Points",
            niggling="Niggling Injuries",
            miss_next_game="Misses the next game",
            value="Current Value in gold pieces (commissioners: it counts in the Team Value)",
            journeyman=_JOURNEYMAN,
            temporarily_retired="Temporarily Retiring (plays no more this season)",
            primary=_PRIMARY,
            secondary=_SECONDARY,
        ),
        **command_labels(
            "player show",
            "A player: profile, SPP, NI, MNG, improvements, Hatred, casualties suffered and caused",
            player=_PLAYER,
        ),
        **command_labels(
            "player list",
            "A team's players and their skills",
            team=_TEAM,
            former="With the dead and the retired",
        ),
        **command_labels(
            "player retire",
            "Retire a player (history kept) or erase a mistake",
            player=_PLAYER,
            erase=_ERASE,
        ),
        **command_labels(
            "player import",
            "Enter a whole roster: a CSV file, or a form to paste it in",
            team=_TEAM,
            file=f"{_HEADER}; without a file: a form",
        ),
        **command_labels("match", "Matches: start, show, finish, cancel, record a casualty"),
        **command_labels(
            "match start",
            "Start a match in this channel: Fan Factors rolled (D3 + Dedicated Fans) or typed in",
            home="The home team",
            away="The away team",
            home_ff="The home team's Fan Factor, if already rolled (otherwise the bot rolls D3 + Fans)",
            away_ff="The away team's Fan Factor, if already rolled (otherwise the bot rolls D3 + Fans)",
            friendly="A friendly: no SPP, no League Points, no Winnings, no Post-game Sequence",
        ),
        **command_labels("match show", "This channel's match (or another one) and its casualties", match=_MATCH),
        **command_labels(
            "match finish",
            "Final whistle: the score (the Post-game Sequence comes next)",
            home_score="Touchdowns of the home team",
            away_score="Touchdowns of the away team",
            match=_MATCH,
        ),
        **command_labels("match cancel", "Cancel a match", match=_MATCH),
        **command_labels(
            "match casualty",
            "Record a casualty rolled with real dice in this channel's match",
            victim="The injured player",
            outcome="The Casualty result",
            cause="What caused the injury",
            attacker="The player who caused it (if any)",
            sequelle="The characteristic the Lasting Injury lowers",
        ),
        **command_labels(
            "casualties",
            "Casualties suffered and caused: by team, player or match; with no option, the league's latest",
            team="A team",
            player="A player",
            match="A match",
        ),
        **command_labels("graveyard", "The dead: who, when, killed by whom", team="Just one team"),
        **command_labels("leaderboard", "The biggest brutes: casualties and deaths caused, the most injured"),
        **command_labels("export", "The whole league as JSON and CSV files (commissioners)"),
        # Choices of /match casualty (the causes' labels come with /injury's, in commands.py)
        "choice.casualty.badly_hurt": "Badly Hurt",
        "choice.casualty.seriously_hurt": "Seriously Hurt",
        "choice.casualty.serious_injury": "Serious Injury",
        "choice.casualty.lasting_injury": "Lasting Injury",
        "choice.casualty.dead": "Dead",
        "choice.injury.badly_hurt": "Badly Hurt (Stunty, no Casualty Roll)",
        "choice.MA": "MA – Move Allowance",
        "choice.ST": "ST (Strength)",
        "choice.AG": "AG (Agility)",
        "choice.PA": "PA (Passing Ability)",
        "choice.AV": "AV (Armour Value)",
    }
)

#: One example per command for /help and the README.
LABELS.update(
    {
        "help.example.team create": "/team create name:Iron Orcs coach:@Gaspard roster:Orcs fans:2",
        "help.example.team edit": "/team edit name:Iron Orcs treasury:60000 rerolls:3",
        "help.example.team show": "/team show name:Iron Orcs",
        "help.example.team list": "/team list",
        "help.example.team delete": "/team delete name:Iron Orcs",
        "help.example.player add": "/player add team:Iron Orcs number:7 name:Grak position:Blitzer ma:6 st:3 "
        "ag:3+ pa:4+ av:9+ skills:Block keywords:Orc",
        "help.example.player edit": "/player edit player:#7 Grak spp:12 skills:Block, Dodge",
        "help.example.player show": "/player show player:#7 Grak",
        "help.example.player list": "/player list team:Iron Orcs",
        "help.example.player retire": "/player retire player:#7 Grak",
        "help.example.player import": "/player import team:Iron Orcs file:roster.csv — one line per player "
        f"under the header {_HEADER}",
        "help.example.match start": "/match start home:Iron Orcs away:Peak Dwarves",
        "help.example.match show": "/match show",
        "help.example.match finish": "/match finish home_score:2 away_score:1",
        "help.example.match cancel": "/match cancel",
        "help.example.match casualty": "/match casualty victim:#7 Grak outcome:Dead cause:block attacker:#3 Hans",
        "help.example.casualties": "/casualties team:Iron Orcs",
        "help.example.graveyard": "/graveyard",
        "help.example.leaderboard": "/leaderboard",
        "help.example.export": "/export",
    }
)
