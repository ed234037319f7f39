"""English labels: game (block, pitch, kick-off, weather, glossary, dice expressions).

Block faces and BB2025 kick-off events carry the official BB2025 names; the
classique table (seed 003, the third edition's table) carries that edition's
English names (Riot, Throw a Rock, Blitz!). ``<key>.detail`` is the one-line
effect of an event, face or weather; ``@bb2025`` marks the bb2025 ruleset's text
where the league's documents say otherwise (the plain text explains the house rule).
"""

LABELS: dict[str, str] = {
    # --- block dice ------------------------------------------------------------------------------
    "step.block": "Block",
    "step.block.face": "Block Die",
    "step.block.resolution": "Effect",
    "block.dice.1": "1 die (equal Strength): it applies",
    "block.dice.2_attacker": "2 dice, the attacker chooses",
    "block.dice.2_defender": "2 dice, the defender chooses",
    "block.dice.3_attacker": "3 dice, the attacker chooses",
    "block.dice.3_defender": "3 dice, the defender chooses",
    "block.face.player_down": "Player Down",
    "block.face.both_down": "Both Down",
    "block.face.push_back": "Push Back",
    "block.face.stumble": "Stumble",
    "block.face.pow": "POW",
    "block.face.player_down.detail": (
        "The blocking player is Knocked Down, as if the target had blocked them: Turnover."
    ),
    "block.face.both_down.detail": (
        "Both players are Knocked Down, each in their own square; a player with Block may stay standing."
    ),
    "block.face.push_back.detail": "The target is Pushed Back one square; the attacker may Follow-up.",
    "block.face.stumble.detail": (
        "Push Back if the target has Dodge and the attacker does not have Tackle; otherwise POW"
    ),
    "block.face.pow.detail": "The target is Pushed Back, then Knocked Down in their new square.",
    "block.result.attacker_down": "Player Down",
    "block.result.attacker_down.detail": "The attacker is Knocked Down: Armour Roll for them, Turnover.",
    "block.result.both_down": "Both Down: both fall",
    "block.result.both_down.detail": "Both players are Knocked Down: one Armour Roll each, Turnover.",
    "block.result.both_down_attacker_blocks": "Both Down: only the defender falls (Block)",
    "block.result.both_down_attacker_blocks.detail": (
        "The attacker has Block and may stay standing: the defender is Knocked Down (Armour Roll), no Turnover."
    ),
    "block.result.both_down_defender_blocks": "Both Down: only the attacker falls (Block)",
    "block.result.both_down_defender_blocks.detail": (
        "The defender has Block and may stay standing: the attacker is Knocked Down (Armour Roll), Turnover."
    ),
    "block.result.both_down_both_block": "Both Down: nobody falls (Block on both sides)",
    "block.result.both_down_both_block.detail": ("Both players have Block: each may stay standing, nobody moves."),
    "block.result.both_down_wrestle_attacker": "Both Down: the attacker's Wrestle, both Placed Prone",
    "block.result.both_down_wrestle_attacker.detail": (
        "The attacker uses Wrestle: both players are Placed Prone, no Armour Roll; no Turnover unless he held the ball."
    ),
    "block.result.both_down_wrestle_defender": "Both Down: the defender's Wrestle, both Placed Prone",
    "block.result.both_down_wrestle_defender.detail": (
        "The defender uses Wrestle: both players are Placed Prone, no Armour Roll; the attacker's activation "
        "ends, no Turnover unless he held the ball."
    ),
    "block.result.both_down_juggernaut": "Both Down → Push Back (Juggernaut)",
    "block.result.both_down_juggernaut.detail": (
        "Juggernaut on a Blitz: the result becomes Push Back; the target cannot use Fend, Stand Firm or Wrestle."
    ),
    "block.result.push_back": "Push Back",
    "block.result.push_back.detail": (
        "The target is Pushed Back one square (push template); the attacker may Follow-up."
    ),
    "block.result.stumble_dodge": "Stumble → Push Back (Dodge)",
    "block.result.stumble_dodge.detail": (
        "The target has Dodge: they are only Pushed Back; the attacker may Follow-up."
    ),
    "block.result.stumble_tackle": "Stumble → POW (Tackle cancels Dodge)",
    "block.result.stumble_tackle.detail": (
        "The attacker has Tackle: Dodge does not help, the target is Pushed Back then Knocked Down (Armour Roll)."
    ),
    "block.result.stumble_down": "Stumble → POW",
    "block.result.stumble_down.detail": (
        "The target does not have Dodge: they are Pushed Back then Knocked Down (Armour Roll)."
    ),
    "block.result.pow": "POW",
    "block.result.pow.detail": (
        "The target is Pushed Back then Knocked Down in their new square (Armour Roll); the attacker may Follow-up."
    ),
    "block.odds.knockdown": "Defender Knocked Down, attacker Standing",
    "block.odds.push": "Defender Pushed Back",
    "block.odds.none": "Nobody falls",
    "block.odds.both_prone": "Both Placed Prone (Wrestle)",
    "block.odds.both_down": "Both Knocked Down",
    "block.note.stand_firm": "Stand Firm: the target stays in its square; no Follow-up.",
    "block.note.stand_firm_down": "Stand Firm: the target stays in its square, where it is Knocked Down; no Follow-up.",
    "block.note.fend": "Fend: the attacker may not Follow-up.",
    "block.note.ball_and_chain_prone": (
        "Ball & Chain Placed Prone: their Injury Roll at once, any Stunned result treated as Knocked-out "
        "(their button)."
    ),
    "block.note.multiple_block": "Multiple Block: the attacker may not Follow-up.",
    "block.note.steady_footing": (
        "Steady Footing: before their Armour Roll, on a 6 on a D6 the player is not Knocked Down (no Turnover if "
        "they are the attacker)."
    ),
    "block.note.grab": (
        "Grab: the attacker's coach picks any unoccupied square adjacent to the target (not the template; "
        "Sidestep cannot be used)."
    ),
    "block.note.sidestep": (
        "Sidestep: the target's coach picks any unoccupied square adjacent to the target (not the template)."
    ),
    "block.note.frenzy_follow": "Frenzy: the attacker must Follow-up.",
    "block.note.frenzy_again": (
        "Frenzy: the attacker must Follow-up, then block the target again, as it is still Standing (on a Blitz, "
        "this second Block costs a square of movement)."
    ),
    "block.note.frenzy_second": (
        "Frenzy: the target is still Standing, so the attacker must block it again (on a Blitz, this second Block "
        "costs a square of movement)."
    ),
    "block.note.both_down_choice": (
        "Wrestle and Juggernaut are their coach's choice: the buttons say how to apply the Both Down."
    ),
    "block.dauntless.success": "Dauntless succeeds: Strength raised to {strength}",
    "block.dauntless.failure": "Dauntless fails: Strength unchanged ({strength})",
    "block.brawler.offer": "Brawler: the attacker may re-roll one Both Down die, once.",
    "block.brawler.used": "Re-rolled with Brawler (it showed Both Down).",
    "step.block.dauntless": "Dauntless",
    "step.block.pro": "Pro",
    "block.pro.success": "Pro succeeds: the die may be re-rolled",
    "block.pro.success.detail": (
        "On a 3+, the coach may re-roll the die (here it is); the new die cannot be re-rolled again."
    ),
    "block.pro.failure": "Pro fails: the die may not be re-rolled",
    "block.pro.failure.detail": "On a 1-2, the die stays as it is, and no other re-roll may touch it.",
    "mod.multiple_block": "Multiple Block",
    "mod.horns": "Horns",
    "mod.strength": "Strength",
    "block.odds.attacker_down": "Attacker Knocked Down",
    # --- pitch: directions, push-back, scatter, throw-in ----------------------------------------
    "step.scatter": "Scatter",
    "step.scatter_moves": "Scatter, square by square",
    "step.bounce": "Bounce",
    "step.throw_in": "Throw-in",
    "step.direction": "Direction",
    "step.distance": "Distance",
    "step.touchback": "Touchback",
    "pitch.direction.1": "1: up and left ↖",
    "pitch.direction.2": "2: up ↑",
    "pitch.direction.3": "3: up and right ↗",
    "pitch.direction.4": "4: left ←",
    "pitch.direction.5": "5: right →",
    "pitch.direction.6": "6: down and left ↙",
    "pitch.direction.7": "7: down ↓",
    "pitch.direction.8": "8: down and right ↘",
    "pitch.throw_in.diagonal_left": "1-2: diagonally to one side",
    "pitch.throw_in.straight": "3-4: straight into the pitch",
    "pitch.throw_in.diagonal_right": "5-6: diagonally to the other side",
    "pitch.corner.along_top": "1: along one edge",
    "pitch.corner.diagonal": "2: diagonally",
    "pitch.corner.along_side": "3: along the other edge",
    "pitch.scatter": "Scatter: D8 for the direction, D6 squares",
    "pitch.scatter.bad_kick": "Scatter: D8 for the direction, 2D6 squares (Bad Kick)",
    "pitch.scatter_moves": "Scatter: the ball moves square by square (a D8 for each square)",
    "pitch.bounce": "Bounce: one square in the direction of the D8",
    "pitch.throw_in": "Throw-in: the crowd throws the ball back (D6 for the direction, 2D6 squares)",
    "pitch.throw_in.corner": "Throw-in from a corner (D3 for the direction, 2D6 squares)",
    "pitch.distance": "Distance in squares",
    "mod.first_square": "Starting square counted",
    "pitch.touchback": "Touchback",
    "pitch.touchback.detail": (
        "The receiving team's coach gives the ball to one of their Standing players "
        "(if they have none: on an unoccupied square in their half)."
    ),
    "pitch.push.choose_free": "Push Back: the attacker's coach chooses an unoccupied square",
    "pitch.push.choose_free.detail": (
        "One of the template's unoccupied squares; a square holding only the ball counts as unoccupied "
        "(the ball Bounces, no Turnover)."
    ),
    "pitch.push.chain": "Chain Push",
    "pitch.push.chain.detail": (
        "Every square is occupied: the attacker's coach picks one, "
        "and the player in it is Pushed Back in turn, in the same direction."
    ),
    "pitch.push.crowd": "Pushed into the Crowd",
    "pitch.push.crowd.detail": (
        "No unoccupied square at the edge of the pitch: the target goes out, Injury by the Crowd "
        "(an Injury Roll with no Armour Roll); if they held the ball, the crowd throws it in (Throw-in)."
    ),
    # --- weather --------------------------------------------------------------------------------
    "step.weather": "Weather",
    "weather.sweltering_heat": "Sweltering Heat",
    "weather.very_sunny": "Very Sunny",
    "weather.perfect_conditions": "Perfect Conditions",
    "weather.pouring_rain": "Pouring Rain",
    "weather.blizzard": "Blizzard",
    "weather.sweltering_heat.detail": (
        "At the end of each Drive, one D3 for both teams: that many randomly selected players of each team who "
        "were on the pitch go to the Reserves and cannot be set up for the next Drive."
    ),
    "weather.very_sunny.detail": "-1 to every Passing Ability (PA) test.",
    "weather.perfect_conditions.detail": "No effect.",
    "weather.pouring_rain.detail": "-1 to catch, pick up or intercept the ball.",
    "weather.blizzard.detail": "-1 to Rush; only Quick and Short Passes are possible.",
    # --- kick-off: the procedure ----------------------------------------------------------------
    "step.kickoff": "Kick-off",
    "step.kickoff.event": "Event",
    "step.kickoff.place": "Placing the kick",
    "step.kickoff.land": "The ball comes down",
    "step.kickoff.case": "Where it lands",
    "step.kickoff.contest": "Roll-off",
    "step.kickoff.round": "Roll",
    "step.kickoff.side": "Team",
    "step.kickoff.effect": "Effect",
    "step.kickoff.count": "Number",
    "step.kickoff.turns": "Turn marker",
    "step.kickoff.snack": "Player picked",
    "step.kickoff.victim": "Victim",
    "mod.fan_factor": "FF",
    "mod.cheerleaders": "Cheerleaders",
    "mod.assistant_coaches": "Assistant Coaches",
    "mod.constant": "Modifier",
    "kickoff.procedure.classique": "Classique table (document 003)",
    "kickoff.procedure.bb2025": "BB2025 table",
    "kickoff.place.classique": "Any square of the opposing half, chosen by the kicking coach.",
    "kickoff.place.bb2025": "The kicking player is nominated; the ball goes to any square of the opposing half.",
    "kickoff.land.classique": "The ball comes down at the distance and in the direction rolled.",
    "kickoff.land.bb2025": "The ball lands at the distance and in the direction rolled.",
    "kickoff.case.off_pitch_throw_in": "Off the pitch: Throw-in (the crowd throws the ball back).",
    "kickoff.case.player_pickup": "On a player: they may pick it up; if they fail, the ball Bounces, no Turnover.",
    "kickoff.case.empty_bounce": "On an empty square: Bounce (D8).",
    "kickoff.case.kicking_half_touchback": (
        "In the kicking half: Touchback, the receiving coach gives the ball to one of their players."
    ),
    "kickoff.case.touchback": (
        "Off the pitch or outside the receiving half: Touchback, the receiving coach gives the ball to one of "
        "their Standing players."
    ),
    "kickoff.case.player_catch": "On a player: they may try to Catch it; if they fail, the ball Bounces.",
    "kickoff.contest.kicking": "Highest total: {kicking_mid}",
    "kickoff.contest.receiving": "Highest total: {receiving_mid}",
    "kickoff.contest.tie": "Tie",
    "kickoff.side.kicking": "{kicking}",
    "kickoff.side.receiving": "{receiving}",
    "kickoff.count.players": "Number of players",
    "kickoff.count.victims": "Number of victims",
    "kickoff.victim.kicking": "Victim {number} ({kicking_mid}): a direct Injury Roll, no armour",
    "kickoff.victim.receiving": "Victim {number} ({receiving_mid}): a direct Injury Roll, no armour",
    "kickoff.team.kicking": "The kicking team",
    "kickoff.team.receiving": "The receiving team",
    # the same, where a sentence goes on ("Victim 1 (the receiving team)", "Highest total: the kicking team")
    "kickoff.team.kicking.mid": "the kicking team",
    "kickoff.team.receiving.mid": "the receiving team",
    # --- kick-off: classique (seed 003, third edition names) ------------------------------------
    "kickoff.classique.riot": "Riot",
    "kickoff.classique.get_the_ref": "Get the Ref",
    "kickoff.classique.perfect_defence": "Perfect Defence",
    "kickoff.classique.cheering_fans": "Cheering Fans",
    "kickoff.classique.bad_kick": "Bad Kick",
    "kickoff.classique.changing_weather": "Changing Weather",
    "kickoff.classique.quick_snap": "Quick Snap",
    "kickoff.classique.brilliant_coaching": "Brilliant Coaching",
    "kickoff.classique.blitz": "Blitz!",
    "kickoff.classique.throw_a_rock": "Throw a Rock",
    "kickoff.classique.pitch_invasion": "Pitch Invasion",
    "kickoff.classique.riot.detail": (
        "A riot holds up the game: the turn marker moves on 1D6 spaces; if it reaches 8, the half ends."
    ),
    "kickoff.classique.get_the_ref.detail": (
        "Each coach rolls 2D6 + FF; the replacement ref calls no fouls against the team with the highest "
        "total (on a tie: against either team)."
    ),
    "kickoff.classique.perfect_defence.detail": (
        "The kicking team may rearrange its players; the receiving team does not move."
    ),
    "kickoff.classique.cheering_fans.detail": (
        "Each coach rolls 1D6 + FF + Cheerleaders (re-roll ties); the winner gains a Team Re-roll for the half."
    ),
    "kickoff.classique.bad_kick.detail": "The ball scatters 2D6 squares instead of 1D6.",
    "kickoff.classique.changing_weather.detail": "Roll again on the Weather table.",
    "kickoff.classique.quick_snap.detail": (
        "Each player of the receiving team may move one square for free, ignoring Tackle Zones."
    ),
    "kickoff.classique.brilliant_coaching.detail": (
        "Each coach rolls 1D6 + Assistant Coaches (re-roll ties); the winner gains a Team Re-roll for the half."
    ),
    "kickoff.classique.blitz.detail": (
        "The kicking team plays an extra turn before the receiving team, without moving the turn marker."
    ),
    "kickoff.classique.throw_a_rock.detail": (
        "Each coach rolls 2D6 + FF (re-roll ties); the winner's fans throw a rock at a random opposing "
        "player: a direct Injury Roll, with no Armour Roll."
    ),
    "kickoff.classique.pitch_invasion.detail": (
        "Each coach rolls 2D6 + FF (re-roll ties); the winner's fans injure 1D6 random opposing players: "
        "a direct Injury Roll for each."
    ),
    "kickoff.classique.riot.turn_unknown": (
        "Move the turn marker on that many spaces; if it reaches 8, the half ends."
    ),
    "kickoff.classique.riot.half_ends": "The turn marker moves from {turn} to {turn_after} (8 or more): the half ends.",
    "kickoff.classique.riot.half_goes_on": "The turn marker moves from {turn} to {turn_after}: the half goes on.",
    "kickoff.classique.get_the_ref.kicking": "{kicking}: the ref will call no more fouls against them.",
    "kickoff.classique.get_the_ref.receiving": "{receiving}: the ref will call no more fouls against them.",
    "kickoff.classique.get_the_ref.both": "Tie: the ref will call no more fouls against either team.",
    "kickoff.classique.cheering_fans.kicking": "{kicking}: one more Team Re-roll for the half.",
    "kickoff.classique.cheering_fans.receiving": "{receiving}: one more Team Re-roll for the half.",
    "kickoff.classique.brilliant_coaching.kicking": "{kicking}: one more Team Re-roll for the half.",
    "kickoff.classique.brilliant_coaching.receiving": "{receiving}: one more Team Re-roll for the half.",
    "kickoff.classique.throw_a_rock.kicking": "{kicking}: their fans throw a rock at a random opposing player.",
    "kickoff.classique.throw_a_rock.receiving": "{receiving}: their fans throw a rock at a random opposing player.",
    "kickoff.classique.pitch_invasion.kicking": "{kicking}: their fans injure 1D6 random opposing players.",
    "kickoff.classique.pitch_invasion.receiving": "{receiving}: their fans injure 1D6 random opposing players.",
    # --- kick-off: bb2025 (rules-reference §2.10) -----------------------------------------------
    "kickoff.bb2025.get_the_ref": "Get the Ref",
    "kickoff.bb2025.time_out": "Time-out!",
    "kickoff.bb2025.solid_defence": "Solid Defence",
    "kickoff.bb2025.high_kick": "High Kick",
    "kickoff.bb2025.cheering_fans": "Cheering Fans",
    "kickoff.bb2025.brilliant_coaching": "Brilliant Coaching",
    "kickoff.bb2025.changing_weather": "Changing Weather",
    "kickoff.bb2025.quick_snap": "Quick Snap!",
    "kickoff.bb2025.charge": "Charge!",
    "kickoff.bb2025.dodgy_snack": "Dodgy Snack",
    "kickoff.bb2025.pitch_invasion": "Pitch Invasion",
    "kickoff.bb2025.get_the_ref.detail": ("Each team receives a free Bribe, to be used during this game or lost."),
    "kickoff.bb2025.time_out.detail": (
        "If the kicking team's turn marker is on 6, 7 or 8, both turn markers move back one space; "
        "otherwise they move forward one space."
    ),
    "kickoff.bb2025.solid_defence.detail": (
        "Up to D3+3 Open players of the kicking team may be removed and set up again (usual set-up rules)."
    ),
    "kickoff.bb2025.high_kick.detail": (
        "One Open player of the receiving team may be placed in the square where the ball will land."
    ),
    "kickoff.bb2025.cheering_fans.detail": (
        "Each coach rolls 1D6 + Cheerleaders; the highest (on a tie: both) gets an extra Offensive Assist "
        "on the first Block Action of their next turn."
    ),
    "kickoff.bb2025.brilliant_coaching.detail": (
        "Each coach rolls 1D6 + Assistant Coaches; the highest (on a tie: both) gains a free Team Re-roll "
        "for the Drive."
    ),
    "kickoff.bb2025.changing_weather.detail": (
        "Roll again on the Weather table; on Perfect Conditions, the ball Scatters 3 squares before it lands."
    ),
    "kickoff.bb2025.quick_snap.detail": (
        "Up to D3+3 Open players of the receiving team may move one square in any direction, even into the "
        "opposing half."
    ),
    "kickoff.bb2025.charge.detail": (
        "Up to D3+3 Open players of the kicking team may each take a free Move Action; instead, one may take a "
        "free Blitz Action, another a Throw Team-mate Action and a third a Kick Team-mate Action. The Charge "
        "ends as soon as a player Falls Over or is Knocked Down (Team Re-rolls may be used, FAQ)."
    ),
    "kickoff.bb2025.dodgy_snack.detail": (
        "League rule: each coach rolls 1D6 + FF and the coach with the worst result randomly picks one of "
        "their players on the pitch (on a tie, both coaches pick one). On a 2+ on 1D6, that player has "
        "-1 MA and -1 AV; on a 1 they are placed in the Reserves box."
    ),
    "kickoff.bb2025.dodgy_snack.detail@bb2025": (
        "Each coach rolls 1D6 (no FF); the lowest (on a tie: both) randomly picks one of their players on "
        "the pitch. On a 2+ on 1D6, that player has -1 MA and -1 AV until the end of the Drive; "
        "on a 1 they go to the Reserves box for the Drive."
    ),
    "kickoff.bb2025.pitch_invasion.detail": (
        "Each coach rolls 1D6 + FF; the lowest (on a tie: both, with a single D3) sees D3 of their "
        "players on the pitch, randomly selected, Placed Prone and Stunned."
    ),
    "kickoff.bb2025.time_out.turn_unknown": (
        "Kicking team's turn marker on 6, 7 or 8: both turn markers move back one space; "
        "otherwise they move forward one space."
    ),
    "kickoff.bb2025.time_out.back": "Both turn markers move back one space.",
    "kickoff.bb2025.time_out.forward": "Both turn markers move forward one space.",
    "kickoff.bb2025.cheering_fans.kicking": (
        "{kicking}: +1 offensive assist on the first Block Action of their next turn."
    ),
    "kickoff.bb2025.cheering_fans.receiving": (
        "{receiving}: +1 offensive assist on the first Block Action of their next turn."
    ),
    "kickoff.bb2025.cheering_fans.both": (
        "Tie: both teams get an extra Offensive Assist on the first Block Action of their next turn."
    ),
    "kickoff.bb2025.brilliant_coaching.kicking": "{kicking}: one more free Team Re-roll for the Drive.",
    "kickoff.bb2025.brilliant_coaching.receiving": "{receiving}: one more free Team Re-roll for the Drive.",
    "kickoff.bb2025.brilliant_coaching.both": "Tie: each team gains a free Team Re-roll for the Drive.",
    "kickoff.bb2025.dodgy_snack.kicking": "{kicking}: one of their players on the pitch is picked at random.",
    "kickoff.bb2025.dodgy_snack.receiving": "{receiving}: one of their players on the pitch is picked at random.",
    "kickoff.bb2025.dodgy_snack.both": "Tie: each team randomly picks one of its players on the pitch.",
    "kickoff.bb2025.pitch_invasion.kicking": (
        "{kicking}: D3 random players of theirs on the pitch are Placed Prone and Stunned."
    ),
    "kickoff.bb2025.pitch_invasion.receiving": (
        "{receiving}: D3 random players of theirs on the pitch are Placed Prone and Stunned."
    ),
    "kickoff.bb2025.pitch_invasion.both": (
        "Tie: in each team, D3 randomly selected players on the pitch (one roll for both) are Placed Prone and Stunned."
    ),
    "kickoff.snack.reserves": "On a 1: the player is placed in the Reserves box.",
    "kickoff.snack.reserves@bb2025": "On a 1: the player goes to the Reserves box for the rest of the Drive.",
    "kickoff.snack.weakened": "On a 2+: the player has -1 MA and -1 AV.",
    "kickoff.snack.weakened@bb2025": "On a 2+: the player has -1 MA and -1 AV until the end of the Drive.",
    # --- dice expressions (/roll) ---------------------------------------------------------------
    "step.dice_expr": "Dice roll",
    "step.dice_expr.term": "Dice",
    "dice_expr.sum": "Total",
    "dice_expr.block": "Block dice",
    "dice_expr.term": "Dice",
    # --- glossary (official English names; our texts in glossary.py, the quotes in rules.glossary)
    "glossary.deconcentre": "Distracted",
    "glossary.croque": "Chomped",
    "glossary.fourchette": "Eye Gouge",
    "glossary.enracine": "Rooted",
    "glossary.blitz": "Blitz",
    "glossary.action_speciale": "Special Action",
    "glossary.casse_croute_douteux": "Dodgy Snack",
    "glossary.plaque": "Knocked Down",
    "glossary.mis_a_terre": "Placed Prone",
    "glossary.sonne": "Stunned",
    "glossary.ko": "Knocked-out",
    "glossary.elimine": "Casualty (CAS)",
    "glossary.commotion": "Badly Hurt",
    "glossary.amoche": "Seriously Hurt",
    "glossary.blessure_serieuse": "Serious Injury",
    "glossary.sequelle": "Lasting Injury",
    "glossary.mort": "Dead",
    "glossary.minus": "Stunty",
    "glossary.haine": "Hatred (X)",
    "glossary.revanche": "Getting Even",
    "glossary.rpm": "Miss Next Game (MNG)",
    "glossary.bp": "Niggling Injury (NI)",
    "glossary.tresorerie": "Treasury",
    "glossary.fp": "Fan Factor (FF)",
    "glossary.psp": "SPP (Star Player Points)",
    "glossary.attaquant_plaque": "Player Down",
    "glossary.les_deux_plaques": "Both Down",
    "glossary.repousse": "Push Back",
    "glossary.bouscule": "Stumble",
    "glossary.defenseur_plaque": "POW!",
    "glossary.soutien": "Assist",
    "glossary.poursuivre": "Follow-up",
    "glossary.esquive": "Dodge",
    "glossary.blocage": "Block",
    "glossary.tacle": "Tackle",
    "glossary.chaine": "Chain Push",
    "glossary.blessure_public": "Injury by the Crowd",
    "glossary.turnover": "Turnover",
    "glossary.touche": "Throw-in",
    "glossary.rebond": "Bounce",
    "glossary.touchback": "Touchback",
    "glossary.phase": "Drive",
    "glossary.zone_de_tacle": "Tackle Zone",
    "glossary.marquer": "Mark",
    "glossary.meneuse_de_revue": "Cheerleader",
    "glossary.adjoint": "Assistant Coach",
    "glossary.relance": "Team Re-roll",
    "glossary.chute": "Falls Over",
    "glossary.demarque": "Open",
    "glossary.mots_cles": "Keywords",
    "glossary.mouvement": "Move Allowance",
    "glossary.force": "Strength",
    "glossary.agilite": "Agility",
    "glossary.capacite_de_passe": "Passing Ability",
    "glossary.armure": "Armour Value",
    "glossary.jet_naturel": "Natural Roll",
    "glossary.avant_match": "Pre-game Sequence",
    "glossary.meteo": "Weather",
    "glossary.mise_en_place": "Set-up",
    "glossary.coup_d_envoi": "Kick-off",
    "glossary.tour": "Team Turn",
    "glossary.activation": "Player Activation",
    "glossary.action_de_mouvement": "Move Action",
    "glossary.se_relever": "Standing Up",
    "glossary.esquiver": "Dodging",
    "glossary.sauter": "Jumping over Players",
    "glossary.ramasser": "Picking Up the Ball",
    "glossary.foncer": "Rush",
    "glossary.securiser": "Secure the Ball",
    "glossary.jet_d_armure": "Armour Roll",
    "glossary.jet_de_blessure": "Injury Roll",
    "glossary.apothicaire": "Apothecary",
    "glossary.agression": "Foul Action",
    "glossary.expulsion": "Sent-off",
    "glossary.contester": "Argue the Call",
    "glossary.action_de_passe": "Pass Action",
    "glossary.interception": "Interception",
    "glossary.receptionner": "Catching the Ball",
    "glossary.transmission": "Hand-off",
    "glossary.atterrissage": "Landing",
    "glossary.touchdown": "Touchdown",
    "glossary.temporisation": "Stalling",
    "glossary.prolongation": "Extra Time",
    "glossary.fosse": "Dugout",
    "glossary.creation_d_equipe": "Team Draft Budget",
    "glossary.niveaux": "Team Tiers",
    "glossary.fans_devoues": "Dedicated Fans",
    "glossary.valeur_d_equipe": "Team Value",
    "glossary.vea": "Current Team Value",
    "glossary.journaliers": "Journeymen",
    "glossary.coups_de_pouce": "Inducements",
    "glossary.star_player": "Star Players",
    "glossary.mercenaires": "Mercenary Players",
    "glossary.apres_match": "Post-game Sequence",
    "glossary.gains": "Winnings",
    "glossary.joueur_du_match": "Most Valuable Player",
    "glossary.progression": "Advancement",
    "glossary.recrutement": "Hiring and Firing",
    "glossary.retraite": "Temporarily Retiring",
    "glossary.erreurs_couteuses": "Expensive Mistakes",
    "glossary.concession": "Conceding",
    "glossary.saison": "Season",
    "glossary.match_amical": "Friendlies",
    "glossary.points_de_ligue": "League Scoring",
    "glossary.play_offs": "Play-offs",
    "glossary.intersaison": "Off-season",
}
