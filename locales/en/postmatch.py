"""English labels: the Post-game Sequence (``/postmatch``): commands, steps, screens, forms, outcomes and errors."""

from __future__ import annotations

from locales.en.commands import command_labels

_MATCH = "The finished match (type to search)"

LABELS: dict[str, str] = {
    **command_labels("postmatch", "The book's Post-game Sequence, guided (commissioners)"),
    **command_labels(
        "postmatch start",
        "Open (or resume) the Post-game Sequence of a finished match, step by step",
        match=_MATCH,
    ),
    **command_labels(
        "postmatch undo",
        "Undo an applied Post-game Sequence: teams and players go back to how they were",
        match="The match whose Post-game Sequence was applied",
    ),
    "help.example.postmatch start": "/postmatch start match:12",
    "help.example.postmatch undo": "/postmatch undo match:12",
    # What the post-match checks before Confirm (a player hurt twice, a player without a value).
    "pm.missing.casualty_twice": "{player} has {count} casualties that each sent them to the Casualty box, which no "
    "player leaves during the match (only an Apothecary's Patch-up or Regeneration sends them to the Reserves). "
    "Remove the one recorded by mistake (menu “Remove a casualty”).",
    "pm.cas.twice": "⚠️ this player already leaves the match through another casualty",
    "pm.missing.player_value": "{player} has no known value, and their advancement raises it: give their current "
    "value (Hiring Fee + earlier Value Increases) with /player edit value:, or remove the advancement and add it "
    "again (the form asks for it).",
    "pm.modal.adv.value": "Their current value (gold pieces), unknown",
    "pm.modal.adv.value_hint": "Hiring Fee + earlier Value Increases: 85000 or 85k",
    "pm.note.victim_dead": "{player} already died in this match: this casualty is only closed.",
    "pm.cas.spp_conceded": "no SPP for {causer} (their team conceded)",
    "ui.record.twice": "⚠️ This player already has a casualty recorded in this match that took them off the pitch "
    "(casualty {casualty}): no player leaves the Casualty box during the match (only an Apothecary's Patch-up or "
    "Regeneration sends them to the Reserves). If one of the two is a mistake, the Post-game Sequence will "
    "have it removed "
    "before Confirm.",
    "ui.record.none": "No Record button: {team} plays no open game{against}, and a casualty is recorded only in "
    "the open game of its two teams.",
    "ui.record.none.against": " against {team}",
    # The post-match of a match applied in the order the matches were played.
    "error.postmatch.later_applied": "The Post-game Sequence of match {match} can no longer be applied: the one of "
    "match {later} ({home} – {away}), played after it, involves the same teams and is already applied (its MNG would "
    "be lifted, its winnings counted before these). Undo it first (/postmatch undo match:{later}), apply this one, "
    "then apply the other again.",
    # The team's staff and re-rolls as the post-match writes them.
    "pm.hire.reroll_cost": (
        "Team Re-roll price written on the team: {price} gp (TV counts its Team Re-rolls at this price)"
    ),
    # --- the post-match's Journeymen hired at step 5 (docs/rules.md R4, R7) ----------------------------
    "pm.missing.journeyman_position_full": "Journeyman {player} cannot be hired: {position}, at most {most} on a "
    "team of the {roster} roster, and the team already has {count} after the new players and the firings. Let him "
    "go, or fire a player of that position in this Post-game Sequence.",
    "pm.missing.journeyman_group_full": "Journeyman {player} cannot be hired: {positions}, at most {most} in all on "
    "a team of the {roster} roster, and the team already has {count} after the new players and the firings. Let him "
    "go, or fire a player of those positions in this Post-game Sequence.",
    # --- a Star Player's or Mercenary's keywords, typed after his name (docs/rules.md « Casualty PSP ») ---
    "pm.modal.add.name.hint": "Morg 'n' Thorg (Ogre): his keywords in brackets, for Hatred",
    # --- a casualty recovered at once, a skill the player cannot take, the MVP's die ---
    "pm.cas.recovered": "back to the Reserves, no lasting effect",
    "pm.cas.pending_regeneration": "🎲 Regeneration to roll first (D6, 4+: back to the Reserves)",
    "pm.adv.draw_unusable": "🎲 {dice} → {skill} (not with their other skills: drawn again)",
    "pm.adv.problem.unusable": "cannot take {skill} with their other skills or traits",
    "error.postmatch.nominees_rolled": (
        "The MVP die is already rolled: the nominees no longer change (nominate them, then roll)."
    ),
    "pm.cas.pending_decay": "🎲 Casualty Roll to make (D16 + {niggling} NI + 1 Decay)",
}

LABELS.update(
    {
        # Outcomes of the post-match's rolls (rules.postmatch.rolls)
        "step.fan_factor": "Fan Factor (D3 + Dedicated Fans)",
        "step.dedicated_fans": "Dedicated Fans",
        "step.mvp": "Most Valuable Player",
        "step.veteran": "Veteran of the conceding team",
        "step.random_skill": "Randomly select a Primary Skill",
        "step.skill_draw": "Draw",
        "advancement.random_skill.choose": "Two skills drawn: the coach keeps one",
        "advancement.random_skill.same": "The same skill twice: it must be taken",
        "mod.dedicated_fans": "Dedicated Fans",
        "postmatch.fan_factor": "FF {total}",
        "postmatch.fans.up": "+1 Dedicated Fans ({before} → {after})",
        "postmatch.fans.down": "−1 Dedicated Fans ({before} → {after})",
        "postmatch.fans.same": "Dedicated Fans unchanged ({after})",
        "postmatch.fans.no_roll.win": "Dedicated Fans already at the most ({after}): no die",
        "postmatch.fans.no_roll.loss": "Dedicated Fans already at the fewest ({after}): no die",
        "postmatch.fans.draw": "Draw: Dedicated Fans unchanged ({after})",
        "postmatch.fans.conceded": "Conceded: Dedicated Fans {before} → {after}",
        "postmatch.fans.conceded.same": "Conceded: Dedicated Fans unchanged ({after}), already at the lowest",
        "postmatch.mvp.chosen": "MVP awarded (+4 SPP)",
        "postmatch.mvp.none": "No player can be MVP",
        "postmatch.veteran.quits": "The player quits the team",
        "postmatch.veteran.stays": "The player stays",
        # Steps
        "pm.step.outcome": "Outcome and Winnings",
        "pm.step.fans": "Dedicated Fans",
        "pm.step.casualties": "Casualties",
        "pm.step.spp": "SPP and MVP",
        "pm.step.advancements": "Advancements",
        "pm.step.hiring": "Hiring, firing and temporarily retiring",
        "pm.step.mistakes": "Expensive Mistakes",
        "pm.step.next": "Next fixture",
        "pm.step.preview": "Preview of every change",
        "pm.title": "Post-game Sequence · {home} {home_score} – {away_score} {away}",
        "pm.progress": "Step {index}/{count}: **{step}**",
        "pm.footer": "Post-game Sequence {sequence} · match {match} · Rules: {ruleset}",
        "pm.todo": "To do",
        "pm.notes": "Good to know",
        "pm.nothing": "Nothing to report.",
        # Buttons and menus
        "pm.button.next": "Next",
        "pm.button.back": "Back",
        "pm.button.roll": "Roll the dice",
        "pm.button.hand": "Dice by hand",
        "pm.button.confirm": "Confirm and apply",
        "pm.button.stall": "Stalling: {team}",
        "pm.button.score": "Correct the score",
        "pm.button.add": "Injured player of {team}",
        "pm.button.add_star": "Injured by a Star Player or Mercenary: {team}",
        "pm.button.spp": "SPP of {team}",
        "pm.select.concede": "Concession: none",
        "pm.select.concede.none": "No concession",
        "pm.select.concede.side": "Concession: {team}",
        "pm.select.concede.free": "Concession without penalty: {team}",
        "pm.select.hatred": "Hatred (X): {player} — choose X",
        "pm.select.unadd": "Remove a casualty (added here, or recorded by mistake)",
        "pm.select.nominees": "The {count} MVP nominees: {team}",
        "pm.select.adv": "Advancement of a player of {team}",
        "pm.select.advchoice": "Advancement of {player}: your choice",
        "pm.select.advkind": "Kind of advancement: {player}",
        "pm.option.skill_instead.primary": "A Primary Skill instead",
        "pm.option.skill_instead.secondary": "A Secondary Skill instead",
        "pm.option.spp": "{spp} SPP",
        "pm.select.cause": "Cause of {player}'s casualty",
        "pm.select.advdel": "Remove an advancement",
        "pm.select.fire": "Fire players: {team}",
        "pm.select.journeymen": "Journeymen to hire: {team}",
        "pm.select.retire": "Temporarily Retiring (Lasting Injury of this match): {team}",
        "pm.button.hire": "Hire: {team}",
        "pm.button.staff": "Staff and Team Re-rolls: {team}",
        "pm.button.switch": "Show {team}",
        "pm.option.added": "added here",
        "pm.option.recorded": "casualty {id}, recorded during the match",
        "pm.option.restore": "removed by mistake: choosing it restores it",
        "pm.option.new_player": "bought in this Post-game Sequence: choosing it cancels it",
        "pm.option.value": "value {value} gp",
        # Step 1
        "pm.outcome.score": "**Score**: {home} {home_score} – {away_score} {away}",
        "pm.outcome.score_corrected": "(score typed in: {home_score} – {away_score})",
        "pm.outcome.conceded": "🏳️ Concession: {team}. The opponent wins {score}; the conceding team's touchdowns are "
        "cancelled.",
        "pm.outcome.conceded_free": "🏳️ Concession without penalty: {team} (fewer than three players on the Line of "
        "Scrimmage). The opponent wins {score}, nothing else.",
        "pm.outcome.attendance": "**Fan Attendance**: {home_fp} + {away_fp} = **{attendance}**",
        "pm.outcome.attendance_pending": "**Fan Attendance**: Fan Factors to roll (D3 + Dedicated Fans).",
        "pm.outcome.win": "win",
        "pm.outcome.draw": "draw",
        "pm.outcome.loss": "loss",
        "pm.outcome.team": "{team} ({outcome})",
        "pm.outcome.fp": "FF {fp}",
        "pm.outcome.fp_match": "FF {fp} (from the match)",
        "pm.outcome.stalled": "stalled",
        "pm.outcome.not_stalled": "no stalling",
        "pm.outcome.winnings": "Winnings: ({attendance} ÷ 2 + {td} TD + {bonus}) × 10,000 = **{gold} gp**",
        "pm.outcome.winnings_conceded_win": "Winnings (concession): ({attendance} + {td} TD) × 10,000 = **{gold} gp**",
        "pm.outcome.winnings_conceded": "Winnings: **0 gp** (conceded)",
        "pm.outcome.treasury": "Treasury: {before} → **{after} gp**",
        # Step 2
        "pm.fans.pending.win": "🎲 D6 to roll (win): {df}+ for +1 Dedicated Fans.",
        "pm.fans.pending.loss": "🎲 D6 to roll (loss): under {df} for −1 Dedicated Fans.",
        "pm.fans.pending.conceded": "🎲 D3 to roll (conceded): −D3 Dedicated Fans.",
        # Step 3
        "pm.cas.none": "No casualty recorded for this match.",
        "pm.cas.line": "{icon} **{victim}** ({team}) — {outcome}",
        "pm.cas.by": "by {causer} ({cause})",
        "pm.cas.by_named": "by {name}, not on {team}'s roster ({cause})",
        "pm.cas.removed": "❌ {victim} — {outcome}: recorded by mistake, removed on Confirm",
        "pm.cas.by_team": "by a player of {team} who is not on the roster ({cause})",
        "pm.cas.by_nobody": "{cause}",
        "pm.cas.added": "added here",
        "pm.cas.pending_d16": "🎲 Casualty Roll to make (D16 + {niggling} NI)",
        "pm.cas.spp": "+{spp} SPP for {causer}",
        "pm.cas.sequelle": "Lasting Injury: {change}",
        "pm.cas.sequelle_recorded": "Lasting Injury recorded: {change} ({before} → {after})",
        "pm.cas.sequelle_pending": "🎲 Lasting Injury to roll (D6)",
        "pm.cas.sequelle_reroll": "{char} is already at its minimum: the Lasting Injury is re-rolled (ligue rules)",
        "pm.cas.at_minimum": "The characteristic is already at its minimum: no reduction, MNG (BB2025)",
        "pm.cas.none_possible": "Every characteristic is at its minimum: no reduction",
        "pm.cas.rpm": "MNG",
        "pm.cas.bp": "+1 NI",
        "pm.cas.dead": "dead: leaves the roster",
        "pm.cas.out": "misses the rest of the game",
        "pm.cas.hatred.no_attacker": "Getting Even: no Hatred, no player caused this casualty",
        "pm.cas.hatred.no_keyword": "Getting Even: no Hatred, the player who caused it has no Keyword allowed",
        "pm.cas.hatred.pending": "🎲 Getting Even to roll (D6, 4+: Hatred)",
        "pm.cas.hatred.not_gained": "Getting Even failed: no Hatred",
        "pm.cas.hatred.gained": "Getting Even: **Hatred ({x})**",
        "pm.cas.hatred.choose": "Getting Even: Hatred (X) — X to be chosen by {player}'s coach from {candidates}",
        "pm.cas.hatred.auto": " (automatic, ligue rules)",
        "pm.outcome.roll": "🎲 The bot rolls the D16",
        # Step 4
        "pm.spp.conceded": "Concession: {team}. The conceding team's SPP from this match are lost, and no MVP.",
        "pm.spp.line": "{player}: {parts} → SPP {before} → **{after}**",
        "pm.spp.part.touchdown": "TD ×{n}",
        "pm.spp.part.completion": "completion ×{n}",
        "pm.spp.part.interception": "interception ×{n}",
        "pm.spp.part.casualty": "CAS ×{n}",
        "pm.spp.part.mvp": "MVP",
        "pm.spp.part.throw": "throw ×{n}",
        "pm.spp.part.landing": "landing ×{n}",
        "pm.spp.part.catch": "catch (Dazzling Catching) ×{n}",
        "pm.spp.part.crowd_push": "push into the Crowd (Fan Interaction) ×{n}",
        "pm.spp.brutes": "Brawlin' Brutes: 3 SPP per casualty, 2 per touchdown.",
        "pm.spp.none": "No SPP entered.",
        "pm.spp.nominees": "Nominees: {players}",
        "pm.spp.nominees_none": "Nominees: {count} to choose among the {played} players who played",
        "pm.spp.nominees_none@unplayed": "Nominees: {count} to choose among the {played} players who could have played",
        "pm.spp.mvp_two": "Win by concession: two MVPs.",
        "pm.spp.mvp_single": "A single nominee: they are MVP without a roll.",
        "pm.spp.no_eligible": "No player can be MVP.",
        "pm.spp.mvp_pending": "🎲 MVP to roll (D6)",
        "pm.spp.mvp": "🏅 MVP: **{player}** (+4 SPP)",
        # Step 5
        "pm.adv.can": "Can advance: {players}",
        "pm.adv.cannot": "No player has enough SPP to advance.",
        "pm.adv.costs": "{player} ({spp} SPP): Randomly select a Primary Skill {random}, Choose a Primary Skill "
        "{primary}, Choose a Secondary Skill {secondary}, Characteristic Improvement {characteristic}",
        "pm.adv.costs_access": "{player} ({spp} SPP): Randomly select a Primary Skill {random}, Choose a Primary "
        "Skill {primary} ({primaries}), Choose a Secondary Skill {secondary} ({secondaries}), Characteristic "
        "Improvement {characteristic}",
        "pm.adv.kind.characteristic": "Characteristic Improvement (D8)",
        "pm.adv.kind.chosen_primary": "Choose a Primary Skill",
        "pm.adv.kind.chosen_secondary": "Choose a Secondary Skill",
        "pm.adv.kind.random_primary": "Randomly select a Primary Skill (two draws of D6 then D6)",
        "pm.adv.line": "📈 **{player}**: {kind} ({cost} SPP, advancement #{number})",
        "pm.adv.pending": "🎲 D8 to roll",
        "pm.adv.choose": "Your choice: {options}, or a Primary / Secondary Skill instead",
        "pm.adv.result.characteristic": "→ {change} (value +{value} gp)",
        "pm.adv.result.skill": "→ {skill} ({category}, value +{value} gp)",
        "pm.adv.category.primary": "Primary",
        "pm.adv.category.secondary": "Secondary",
        "pm.adv.problem.gone": "is no longer on the roster: remove this advancement",
        "pm.adv.problem.legend": "already has six advancements",
        "pm.adv.problem.spp": "has only {spp} SPP for {cost}",
        "pm.adv.problem.choose": "choose the improvement",
        "pm.adv.problem.skill": "give the skill's name",
        "pm.adv.problem.choose_skill": "choose one of the two skills drawn",
        "pm.adv.problem.held": "already has {skill}: choose another one",
        "pm.adv.problem.category_full": "already has every skill of that category",
        "pm.adv.problem.secondary_skill": (
            "{skill} ({category}) is Secondary for them (Primary: {primary}): choose it as Secondary"
        ),
        "pm.adv.problem.primary_skill": (
            "{skill} ({category}) is Primary for them, so cheaper (Secondary: {secondary}): choose it as Primary"
        ),
        "pm.adv.problem.no_access": (
            "{skill} ({category}) is in none of their categories (Primary: {primary}; Secondary: {secondary})"
        ),
        "pm.adv.problem.random_access": (
            "{category} is not one of their Primary categories ({primary}): a random skill is drawn from one of them"
        ),
        "pm.adv.in_category": "({category})",
        "pm.adv.pending_skill": "🎲 Two draws to roll: a D6 for the half of the table, then a D6 for the row",
        "pm.adv.draw": "🎲 {dice} → {skill}",
        "pm.adv.draw_held": "🎲 {dice} → {skill} (already held: drawn again)",
        "pm.adv.skill_same": "{skill} twice: it must be taken.",
        "pm.adv.skill_choose": "To choose: {first} or {second}",
        # Step 6
        "pm.em.no_roll": "Treasury {treasury} gp, under 100,000 gp: no roll.",
        "pm.em.overspent": "Spending beyond the Treasury ({treasury} gp): check the hiring step.",
        "pm.em.pending": "Treasury {treasury} gp (bracket {bracket}) — 🎲 D6 to roll.",
        "pm.em.partway": "Treasury {treasury} gp (bracket {bracket}) — {dice} → **{outcome}**; still to roll: {rest}.",
        "pm.em.bracket": "{low}–{high} gp",
        "pm.em.bracket.top": "{low} gp and more",
        "pm.em.result": "Loses **{lost} gp** → Treasury **{left} gp**",
        # Step 6: hiring
        "pm.hire.intro": "Dead players have left the roster. Hire, fire, buy staff, hire the journeymen (the others "
        "leave); Expensive Mistakes will roll on what is left.",
        "pm.hire.treasury": "Treasury after winnings: {treasury} gp",
        "pm.hire.player": "🧑 New player {player} ({position}): {fee} gp",
        "pm.hire.player.raised": "🧑 New player {player} ({position}), raised by Masters of Undeath: 0 gp, value "
        "{value} gp",
        "pm.hire.journeyman": "🤝 Journeyman {player} hired: {fee} gp, loses Loner",
        "pm.hire.journeyman_lost": "👋 Journeyman {player} not hired: he leaves",
        "pm.hire.fired": "🚪 {player} fired",
        "pm.hire.retired": "🛌 {player} Temporarily Retiring until the end of the season",
        "pm.hire.veteran_quit": "🚪 {player} quits the team (3+ advancements, their team conceded)",
        "pm.hire.rerolls": "🎲 {count} Team Re-rolls at {price} gp each (double cost) → {total}",
        "pm.hire.rerolls@one": "🎲 One Team Re-roll at {price} gp (double cost) → {total}",
        "pm.hire.apothecary_on": "⚕️ Apothecary hired: 50,000 gp",
        "pm.hire.apothecary_off": "⚕️ Apothecary fired",
        "pm.hire.cheerleaders": "📣 Cheerleaders: {before} → {after}",
        "pm.hire.assistants": "📋 Assistant Coaches: {before} → {after}",
        "pm.hire.cost": "Total spent: **{cost} gp**",
        "pm.hire.left": "Treasury left: **{treasury} gp**",
        # Step 7
        "pm.next.rpm_cleared": "MNG cleared (did not play this match): {players}",
        "pm.next.rpm_new": "MNG for the next match: {players}",
        "pm.next.dead": "Leaving the roster (graveyard, history kept): {players}",
        "pm.next.veteran_pending": "🎲 {player} (3 or more advancements, their team conceded): D6, on 1-3 they leave",
        # Preview
        "pm.preview.team": "{team}",
        "pm.preview.treasury": "Treasury {before} → **{after} gp**",
        "pm.preview.treasury.same": "Treasury **{after} gp** (unchanged)",
        "pm.preview.fans": "Dedicated Fans {before} → **{after}**",
        "pm.preview.fans.same": "Dedicated Fans **{after}** (unchanged)",
        "pm.preview.player": "{player}: {changes}",
        "pm.pair": "{who}: {what}",
        "pm.preview.spp": "SPP {before} → {after}",
        "pm.preview.niggling": "NI {before} → {after}",
        "pm.preview.rpm_on": "MNG",
        "pm.preview.rpm_off": "MNG cleared",
        "pm.preview.char": "{name} {before} → {after}",
        "pm.preview.hatred": "Hatred ({x})",
        "pm.preview.hatred_lost": "Hatred ({x}) forgotten",
        "pm.preview.skill": "+{skill}",
        "pm.preview.skill_lost": "−{skill}",
        "pm.preview.journeyman_hired": "journeyman hired",
        "pm.preview.temporarily_retired": "Temporarily Retiring",
        "pm.preview.new_player": "🧑 new player {player} ({fee} gp)",
        "pm.preview.new_player.raised": "🧑 new player {player} ({position}), raised by Masters of Undeath: 0 gp, "
        "value {value} gp",
        "pm.preview.removed": "❌ casualty removed: {victim} (recorded by mistake)",
        "pm.preview.value": "value {before} → {after} gp",
        "pm.preview.dead": "💀 dead",
        "pm.preview.retired": "leaves the team",
        "pm.preview.match": "Match {match}: {home} {home_score} – {away_score} {away}, becomes “applied”.",
        "pm.preview.ready": "All set: **Confirm** applies everything at once (and /postmatch undo takes it back).",
        "pm.preview.blocked": "Some things are left to do before you can confirm (see below).",
        "pm.preview.no_change": "no change",
        # Missing and notes
        "pm.missing.score_range": "Stored score {home}-{away}: each team scores 0 to {most} touchdowns. Correct the "
        "score (button “Correct the score”) to go on.",
        "pm.missing.roll": "{what}",
        "pm.missing.spp": "Enter the touchdowns (and completions, interceptions) of {team}.",
        "pm.missing.nominees": "Choose {count} MVP nominees for {team} ({chosen} chosen).",
        "pm.missing.cause": "Say what caused {player}'s casualty (its SPP depend on it).",
        "pm.missing.must_advance": "{player} has {spp} SPP, enough for a Characteristic Improvement ({cost}): "
        "they must take an advancement (any).",
        "pm.missing.gold": "{team} spends {spent} gp from a Treasury of {treasury} gp.",
        "pm.missing.hire_fee": "{team}: no team-mate in {player}'s position has a known value and no advancement, "
        "so give their Hiring Fee: take them back (menu “Fire players”) and hire them again with it.",
        "pm.missing.raised_lineman": "{team}: new player {player} at 0 gp. Only a Lineman raised by Masters of "
        "Undeath is hired free; take them back (menu “Fire players”) and hire them again with their Hiring Fee "
        "(empty: the position's).",
        "pm.missing.raised_no_dead": "{team}: new player {player} at 0 gp, but no opponent of ST 4 or less without "
        "Stunty died this game: Masters of Undeath has nobody to raise. Take them back (menu “Fire players”) or hire "
        "them with their Hiring Fee.",
        "pm.missing.raised_once": "{team}: new player {player}: Masters of Undeath raises one Lineman a game; take "
        "this one back (menu “Fire players”) or hire them with their Hiring Fee.",
        "pm.missing.journeyman_value": "Journeyman {player} has no known value: /player edit value:.",
        "pm.missing.number_taken": "{team}: number {number} of new player {player} is already worn by {holder}. "
        "Take this new player back (the “Fire players” menu) and hire him with another number.",
        "pm.missing.rerolls": "{team} would have {count} Team Re-rolls: 8 at most.",
        "pm.missing.reroll_price": "{team}: give the price of a Team Re-roll for this roster (it is doubled).",
        "pm.missing.retire_lasting": "{player} suffered no Lasting Injury this match: no Temporarily Retiring.",
        "pm.missing.hire_before_fire": "{team}: hiring here would take the roster to {count} players before anyone "
        "is fired: 16 at most. The book hires before it fires: the place of a player fired here goes to a Journeyman "
        "or to a new player of the next Post-game Sequence.",
        "pm.missing.roster_full": "{team} would have {count} players: 16 at most.",
        "pm.missing.fire_captain": "{player} is the Team Captain: he can only be fired once an injury has reduced one "
        "of his characteristics.",
        "pm.missing.fire_below_11": "{team} would have only {count} players for the next match: nobody is fired "
        "below 11.",
        "pm.missing.hatred": "Choose X for the Hatred of {player}.",
        "pm.missing.throw_trait": "{player} has neither Throw Team-mate nor Kick Team-mate: no SPP for a throw "
        "(remove it, or give him the skill on his record).",
        "pm.missing.landing_trait": "{player} does not have Right Stuff: he cannot have been thrown, no SPP for a "
        "landing (remove it, or give him the trait on his record).",
        "pm.missing.catch_prayer": "{player}'s team did not pray for Dazzling Catching: no SPP for a Catch (remove "
        "it).",
        "pm.missing.crowd_push_prayer": "{player}'s team did not pray for Fan Interaction: no SPP for a push into the "
        "Crowd (remove it).",
        "pm.missing.touchdowns_over": "{team}: {td} touchdowns entered for {score} scored: correct the scorers or the "
        "score.",
        "pm.note.touchdowns": "{team}: the touchdowns entered ({td}) do not match the score.",
        "pm.note.victim_gone": "A recorded casualty concerns a player who is no longer on the roster: "
        "it is only closed.",
        "pm.slot.fp": "🎲 Fan Factor of {team} (D3 + Dedicated Fans)",
        "pm.slot.fans.win": "🎲 Dedicated Fans of {team} (D6, win)",
        "pm.slot.fans.loss": "🎲 Dedicated Fans of {team} (D6, loss)",
        "pm.slot.fans.conceded": "🎲 Dedicated Fans of {team} (D3, concession)",
        "pm.slot.casualty": "🎲 Casualty Roll: {player} (D16)",
        "pm.slot.sequelle": "🎲 Lasting Injury: {player} (D6)",
        "pm.slot.hatred": "🎲 Getting Even: {player} (D6)",
        "pm.slot.mvp": "🎲 MVP of {team} (D6)",
        "pm.slot.random_skill": (
            "🎲 Skill Table: {player} (4 D6: two draws, each a D6 for the half of the table then a D6 for "
            "the row; 2 D6 more for each skill re-rolled)"
        ),
        "pm.slot.advancement": "🎲 Characteristic Improvement: {player} (D8)",
        "pm.slot.mistakes": "🎲 Expensive Mistakes of {team} (D6, then 1D3 on a Minor Incident, 2D6 on a Catastrophe)",
        "pm.slot.veteran": "🎲 Veteran {player}: do they stay? (D6)",
        # Modals
        "pm.modal.hand.title": "Dice by hand: {step}",
        "pm.modal.hand.dice": "Dice, in order",
        "pm.modal.hand.help": "In order: {dice}",
        "pm.slot.partway": "{what} — already rolled: {typed}; still to roll: {rest}",
        "pm.modal.score.title": "Correct the score",
        "pm.modal.score.team": "Touchdowns of {team}",
        "pm.modal.add.title": "Add a casualty",
        "pm.modal.add.victim": "Injured player",
        "pm.modal.add.causer": "Who caused it (if anyone)",
        "pm.modal.add.nobody": "Nobody (crowd, fall, weather…)",
        "pm.modal.add.cause": "Cause",
        "pm.modal.add.outcome": "Result",
        "pm.modal.add.name": "Name of the Star Player or Mercenary",
        "pm.modal.hire.title": "New player for {team}",
        "pm.modal.hire.number": "Number",
        "pm.modal.hire.name": "Name",
        "pm.modal.hire.position": "Position",
        "pm.modal.hire.profile": "Profile MA ST AG PA AV (empty: position's)",
        "pm.modal.hire.fee": "Hiring Fee in gold pieces (empty: position's)",
        "pm.modal.staff.title": "Staff of {team}",
        "pm.modal.staff.rerolls": "Team Re-rolls bought (double cost)",
        "pm.modal.staff.reroll_price": "Team Re-roll price, gold pieces (roster)",
        "pm.modal.staff.apothecary": "Apothecary",
        "pm.modal.staff.apothecary.keep": "Unchanged",
        "pm.modal.staff.apothecary.hire": "Hire one (50,000 gp)",
        "pm.modal.staff.apothecary.fire": "Let the Apothecary go",
        "pm.modal.staff.cheerleaders": "Cheerleaders (new total)",
        "pm.modal.staff.assistant_coaches": "Assistant Coaches (new total)",
        "pm.modal.spp.title": "SPP of {team}",
        "pm.modal.spp.touchdowns": "Touchdowns (numbers, e.g. 7 7 3)",
        "pm.modal.spp.completions": "Completions (numbers)",
        "pm.modal.spp.interceptions": "Interceptions (numbers)",
        "pm.modal.spp.throws": "Successful Throw/Kick Team-mate (the thrower)",
        "pm.modal.spp.landings": "Thrown team-mates who landed (numbers)",
        "pm.modal.spp.catches": "Catches from a Pass (Dazzling Catching)",
        "pm.modal.spp.crowd_pushes": "Pushed an opponent into the Crowd: Casualty",
        "pm.modal.adv.title": "Advancement: {player}",
        "pm.modal.adv.category": "Category (random skill)",
        "pm.modal.adv.skill": "Skill chosen",
        "pm.modal.skill.title": "Skill: {player}",
        "pm.modal.skill.name": "The skill's name",
        # Replies
        "pm.error.forbidden": "⛔ Only the league commissioners run the Post-game Sequence.",
        "pm.error.hatred_forbidden": "⛔ X of the Hatred is chosen by the injured player's coach or a commissioner.",
        "pm.error.unknown_number": "No active player wears #{number} in {team}.",
        "pm.error.no_slot": "No dice to roll at this step.",
        "pm.error.author_name": "Give the Star Player's or Mercenary's name.",
        "pm.error.stale": "This choice no longer matches the Post-game Sequence: /postmatch start shows an up-to-date "
        "screen.",
        "pm.match.choice": "Match {id} · {home} {home_score} – {away_score} {away}",
        "pm.error.bad_match": "Match: pick it from the list, or type its number alone, such as 12 (got “{value}”).",
        "pm.started": "Post-game Sequence of match {match} opened.",
        "pm.resumed": "Post-game Sequence resumed where it stopped.",
        "pm.notice.unused": "Extra dice, ignored: {values}",
        "pm.notice.rolled.one": "{count} roll recorded.",
        "pm.notice.already_rolled": "This step's dice were already rolled: nothing new.",
        "pm.notice.partway": "Dice kept: the roll waits for the dice still to roll, named below.",
        "pm.notice.rolled.other": "{count} rolls recorded.",
        "pm.applied.title": "✅ Post-game Sequence applied",
        "pm.applied.by": "Applied by {name}. To go back: /postmatch undo match:{match}.",
        "pm.applied.posted": "Summary posted in {channel}.",
        "pm.applied.here": "No league channel is set (/settings league_channel): the summary is posted here.",
        "pm.applied.post_failed": "The league channel cannot be reached: the summary is posted here.",
        "pm.button.undo": "Confirm the undo",
        "pm.undo.title": "Undo the Post-game Sequence of match {match}?",
        "pm.undo.done_title": "↩️ Post-game Sequence of match {match} undone",
        "pm.undo.ask": "**Confirm the undo** puts back everything this Post-game Sequence wrote:",
        "pm.undo.done": "Put back as it was:",
        "pm.undo.teams": "Teams: {teams}",
        "pm.undo.players": "{count} players: {players}",
        "pm.undo.players@one": "One player: {players}",
        "pm.undo.new_players": "New players removed: {players}",
        "pm.undo.casualties": "{count} casualties reopened for the Post-game Sequence",
        "pm.undo.casualties@one": "One casualty reopened for the Post-game Sequence",
        "pm.undo.restored": "{count} casualties removed by mistake come back",
        "pm.undo.restored@one": "One casualty removed by mistake comes back",
        "pm.undo.by": "Undone by {name}. The Post-game Sequence can be resumed with /postmatch start: its dice "
        "and choices "
        "are kept.",
        "pm.undo.cancelled_title": "❌ Undone — {title}",
        "pm.undo.cancelled": "Post-game Sequence undone",
        "pm.undo.cancelled_by": "by {name}: this summary no longer stands.",
        "pm.undo.stale": "This Post-game Sequence is no longer there to undo (undone already, or confirmed "
        "again since).",
        # League summary
        "pm.summary.title": "📣 {home} {home_score} – {away_score} {away}",
        "pm.summary.result": "Result",
        "pm.summary.result.win": "Win for **{team}**.",
        "pm.summary.result.draw": "Draw.",
        "pm.summary.result.conceded": "Concession: {team}.",
        "pm.summary.result.conceded_free": "Concession without penalty: {team}.",
        "pm.summary.hiring": "Hiring and departures",
        "pm.summary.hire_line": "{team}: {items}",
        "pm.summary.gains": "Winnings and Dedicated Fans",
        "pm.summary.gain_line": "{team}: +{gold} gp · Dedicated Fans {before} → {after}",
        "pm.summary.gain_line.same": "{team}: +{gold} gp · Dedicated Fans {after} (unchanged)",
        "pm.summary.casualties": "Casualties",
        "pm.summary.obituary": "💀 **{player}** ({team}) has left us{by}. May Nuffle welcome them.",
        "pm.summary.obituary_by": ", killed by {causer}",
        "pm.summary.mistakes": "Expensive Mistakes",
        "pm.summary.mistake_line": "{team}: {outcome} — lost {lost} gp, Treasury {left} gp",
        "pm.summary.mvp": "MVPs",
        "pm.summary.advancements": "Advancements",
        "pm.summary.footer": "Post-game Sequence {sequence} · Rules: {ruleset}",
        # Errors (rules.postmatch)
        "error.postmatch.both_conceded": "Both teams cannot concede the same match.",
        "error.postmatch.nominees": "Nominate 1 to {most} different players for the MVP.",
        "error.postmatch.side": "Side: home or away is expected (got “{side}”).",
        "error.postmatch.cause": "Cause of the casualty: a cause from the list is expected (got “{cause}”).",
        "error.postmatch.outcome": "Casualty result: a result from the list is expected (got “{outcome}”).",
        "error.postmatch.self_casualty": "A player cannot cause their own casualty.",
        "error.postmatch.not_in_team": "Player id {player_id} does not play for this team.",
        "error.postmatch.too_many_events": "More than {most} actions for a single player: check what was typed.",
        "error.postmatch.too_many_nominees": "At most {most} MVP nominees.",
        "error.postmatch.advancement_kind": "Advancement type: Randomly select a Primary Skill, Choose a Primary "
        "Skill, Choose a Secondary Skill or Characteristic Improvement (got “{kind}”).",
        "error.postmatch.skill_unknown": "“{skill}” is not a skill of the book: type its name in English or French "
        "(its SPP cost depends on its category).",
        "error.postmatch.skill_unknown_near": "“{skill}” is not a skill of the book. Did you mean {names}?",
        "error.postmatch.skill_too_long": "A skill's name is at most {most} characters long.",
        "error.postmatch.advancement_choice": "Improvement: one of the characteristics offered or a skill category is "
        "expected (got “{choice}”).",
        "error.postmatch.no_advancement": "This player has no advancement in progress in this Post-game Sequence.",
        "error.postmatch.form_sent": (
            "This form has already been taken into account (sent twice?): nothing more was added. "
            "To add another, open the form again."
        ),
        "error.postmatch.not_a_number": "Player numbers: numbers separated by spaces are expected, such as “7 7 3” or "
        "“7x2 3” (got “{token}”).",
        "error.postmatch.author_name": "An author outside the rosters has a name of {most} characters at most, and no "
        "player chosen.",
        "error.postmatch.category": "Choose the random skill's category (received: “{category}”).",
        "error.postmatch.category_full": "The player already has every skill of that category.",
        "error.postmatch.hire_name": "The new player's name and position: 1 to {most} characters.",
        "error.postmatch.apothecary": "Apothecary: unchanged, hire or fire (received: “{value}”).",
        "error.postmatch.reroll_price": "Team Re-roll price: give the roster's (a multiple of 5,000 gp).",
    }
)
