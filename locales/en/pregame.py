"""English labels: the pre-game (rules/pregame): Inducements, Prayers to Nuffle, Journeymen, Petty Cash (the book's
names, inducements.md)."""

from __future__ import annotations

LABELS: dict[str, str] = {
    # Inducements (inducements.md), in the book's order
    "inducement.prayers_to_nuffle": "Prayers to Nuffle",
    "inducement.part_time_assistant_coach": "Part-time Assistant Coach",
    "inducement.temp_agency_cheerleader": "Temp Agency Cheerleader",
    "inducement.team_mascot": "Team Mascot",
    "inducement.weather_mage": "Weather Mage",
    "inducement.blitzers_best_keg": "Blitzer's Best Keg",
    "inducement.bribe": "Bribe",
    "inducement.extra_team_training": "Extra Team Training",
    "inducement.mortuary_assistant": "Mortuary Assistant",
    "inducement.plague_doctor": "Plague Doctor",
    "inducement.riotous_rookies": "Riotous Rookies",
    "inducement.wandering_apothecary": "Wandering Apothecary",
    "inducement.halfling_master_chef": "Halfling Master Chef",
    "inducement.dodgy_league_rep": "Dodgy League Rep",
    "inducement.josef_bugman": "Josef Bugman",
    "inducement.mercenary_player": "Mercenary Player",
    "inducement.star_player": "Star Player",
    "inducement.sports_wizard": "Sports-Wizard",
    "inducement.biased_referee": "Biased Referee",
    "inducement.infamous_coaching_staff": "Infamous Coaching Staff",
    "inducement.wizard": "Wizard",
    "inducement.requires.bribery_and_corruption": "teams with the Bribery and Corruption special rule",
    "inducement.requires.masters_of_undeath": "teams with the Masters of Undeath special rule",
    "inducement.requires.favoured_of_nurgle": "teams with the Favoured of Nurgle special rule",
    "inducement.requires.low_cost_linemen": "teams with the Low Cost Linemen special rule",
    "inducement.requires.halfling_team": "Halfling teams",
    "inducement.requires.apothecary_allowed": "teams that can hire an Apothecary",
    # /rule: what each does, in our words
    "inducement.prayers_to_nuffle.text": "One D16 per prayer on the Prayers to Nuffle Table (a result the team has "
    "already rolled is rolled again); the effect lasts the whole game.",
    "inducement.part_time_assistant_coach.text": "One more Assistant Coach for this game (Brilliant Coaching).",
    "inducement.temp_agency_cheerleader.text": "One more Cheerleader for this game (Cheering Fans).",
    "inducement.team_mascot.text": "One more Team Re-roll each half, used on a 4+ on a D6 (else lost for the half); "
    "re-roll natural 1s on the Cheering Fans D6.",
    "inducement.weather_mage.text": "Once per game, at the start of one of your Turns: a roll on the Weather Table, "
    "modified by up to +2 or -2.",
    "inducement.blitzers_best_keg.text": "+1 to every roll to recover a Knocked-out player, per Keg.",
    "inducement.bribe.text": "When a player is Sent-off (after any Argue the Call): D6, on a 2+ he stays and no "
    "Turnover; on a natural 1 the Bribe is lost and he is Sent-off.",
    "inducement.extra_team_training.text": "One more Team Re-roll for the game.",
    "inducement.mortuary_assistant.text": "Once per game, re-roll a failed Regeneration roll.",
    "inducement.plague_doctor.text": "Once per game, re-roll a failed Regeneration roll, or use them as an Apothecary.",
    "inducement.riotous_rookies.text": "After the Journeymen, 2D3+1 more Journeymen for the game, even above 16 "
    "players.",
    "inducement.wandering_apothecary.text": "One more use of an Apothecary for the game.",
    "inducement.halfling_master_chef.text": "At the start of each half, 3D6: each 4+ gives a Team Re-roll and takes "
    "one from the opposition for the half.",
    "inducement.dodgy_league_rep.text": "After each opposition Foul Action, D6: on a 5+ the fouler is Sent-off; +1 to "
    'Argue the Call (a natural 1 is still "You\'re Outta Here!").',
    "inducement.josef_bugman.text": "+1 to every roll to recover a Knocked-out player; once, before the Kick-off, set "
    "up D3 players again. The team cannot also hire him as a Star Player.",
    "inducement.mercenary_player.text": "A player of your Team Roster for one game: his cost + 30,000 gp, Loner (4+), "
    "one Primary Skill for 50,000 gp more; he counts towards his position's limit.",
    "inducement.star_player.text": "Two at most (a pair counts as one), never above 16 players; earns no SPP, "
    "cannot be MVP, and his Casualties are waived after the game.",
    "inducement.sports_wizard.text": "Once per game, at the end of a Turn: Fireball (4+ for each player in or next to "
    "a square: Knocked Down, +1 to the Armour Roll) or Zap! (D6 ≥ ST or a 6: the player becomes a Frog).",
    # Prayers to Nuffle (D16)
    "prayer.treacherous_trapdoor": "Treacherous Trapdoor",
    "prayer.friends_with_the_ref": "Friends with the Ref",
    "prayer.stiletto": "Stiletto",
    "prayer.iron_man": "Iron Man",
    "prayer.knuckle_dusters": "Knuckle Dusters",
    "prayer.bad_habits": "Bad Habits",
    "prayer.greasy_cleats": "Greasy Cleats",
    "prayer.blessing_of_nuffle": "Blessing of Nuffle",
    "prayer.moles_under_the_pitch": "Moles Under the Pitch",
    "prayer.perfect_passing": "Perfect Passing",
    "prayer.dazzling_catching": "Dazzling Catching",
    "prayer.fan_interaction": "Fan Interaction",
    "prayer.fouling_frenzy": "Fouling Frenzy",
    "prayer.throw_a_rock": "Throw a Rock",
    "prayer.under_scrutiny": "Under Scrutiny",
    "prayer.intensive_training": "Intensive Training",
    "prayer.treacherous_trapdoor.text": "A player entering a Trapdoor square: D6, on a 1 he falls through (Injury "
    "Roll as if Pushed into the Crowd).",
    "prayer.friends_with_the_ref.text": 'When you Argue the Call, a 5 or 6 counts as "Well, when you put it like '
    'that..."',
    "prayer.stiletto.text": "One of your players, randomly selected, gains Stab for the game.",
    "prayer.iron_man.text": "One of your players, of your choice, improves his AV by 1 (11+ at most) for the game.",
    "prayer.knuckle_dusters.text": "One of your players, of your choice, gains Mighty Blow for the game.",
    "prayer.bad_habits.text": "D3 opposition players, randomly selected, gain Loner (2+) for the game.",
    "prayer.greasy_cleats.text": "One opposition player, randomly selected, loses 1 MA (to 1 at least) for the game.",
    "prayer.blessing_of_nuffle.text": "One of your players, randomly selected, gains Pro for the game.",
    "prayer.moles_under_the_pitch.text": "Opposition players have -1 to Rush.",
    "prayer.perfect_passing.text": "Your Completions earn 2 SPP instead of 1.",
    "prayer.dazzling_catching.text": "Your players who Catch the ball from a Pass Action earn 1 SPP.",
    "prayer.fan_interaction.text": "An opposition player who suffers a Casualty after being Pushed into the Crowd: "
    "2 SPP to the pusher.",
    "prayer.fouling_frenzy.text": "Your Casualties from a Foul Action earn 2 SPP.",
    "prayer.throw_a_rock.text": "Once, at the start of one of your Turns: a randomly selected opposition player on "
    "the pitch, D6, on a 4+ he is Knocked Down.",
    "prayer.under_scrutiny.text": "An opposition player who breaks armour with a Foul Action is Sent-off, double or "
    "not.",
    "prayer.intensive_training.text": "One of your players, randomly selected, gains a Primary Skill of your choice "
    "for the game.",
    # /rule on an Inducement or a Prayer
    "pregame.rule.most": "Limit",
    "pregame.rule.price": "Price",
    "pregame.rule.gold": "{amount} gp",
    "pregame.rule.varies": "price varies",
    "pregame.rule.who": "Who may take it",
    "pregame.rule.any": "any team",
    "pregame.rule.cheaper": "{price} for {who}",
    "pregame.rule.more": "0-{most} for {who}",
    "pregame.rule.group": "one {group} per team",
    "pregame.rule.table": "Table",
    "pregame.rule.face": "Prayers to Nuffle, D16: {face} (1 chance in 16, fewer faces once some are rolled)",
    "step.prayer": "Prayer to Nuffle",
    "step.prayer_pick": "Players selected",
    # refusals
    "error.pregame.journeyman_roster": "The {roster} roster is not one of the book's: {count} player(s) short of 11; "
    "add the Journeymen with /player add journeyman:true.",
    "error.pregame.journeyman_choice": "{count} Journeyman(s) needed: choose each one's position among {positions}.",
    "error.pregame.mercenary_line": 'A Mercenary Player is a player of your Team Roster: "{position}" is not one '
    "({positions}).",
    "error.pregame.mercenary_skill": "A Mercenary {position} may take one Primary Skill of his position that he does "
    'not have already: "{skill}" is not one.',
    "error.pregame.over_budget": "These Inducements cost {spent}, more than the {budget} available (Petty Cash and "
    "the Treasury allowed).",
    "error.pregame.higher_first": "The team with the higher Current Team Value buys first, from its Treasury only.",
    "error.pregame.unknown": 'Unknown Inducement "{value}".',
    "error.pregame.over_limit": "{inducement}: {most} at most (asked: {count}).",
    "error.pregame.not_available": "{inducement}: for {requires} only.",
    "error.pregame.too_many_stars": "{most} Star Players at most per team, a pair counting as one (asked: {count}).",
    "error.pregame.bugman_twice": "A team that hires Josef Bugman as Infamous Coaching Staff cannot also hire him as "
    "a Star Player.",
    "error.pregame.too_many_players": "Star Players and Mercenary Players cannot take a team above {most} players "
    "(those missing the game do not count): it would be {count}.",
    "error.pregame.prayers": "All {count} Prayers to Nuffle are rolled already: nothing is left to roll.",
    "error.pregame.match_not_open": "Match {match} is no longer in progress: its pre-game can no longer be applied.",
    "error.pregame.not_in_match": "A pre-game is for the two teams of match {match}, each once.",
    "error.pregame.applied_twice": "The pre-game of match {match} is applied already; undo it first to do it again.",
    "error.pregame.treasury_short": "{team} would spend {spent} of its Treasury, which holds only {treasury}.",
    "error.pregame.nothing_to_undo": "Match {match} has no applied pre-game to undo.",
    "error.pregame.undo_applied": "The Post-game Sequence of match {match} is applied: undo it before the pre-game.",
    "error.pregame.prayer_twice": "A team never gets the same Prayer to Nuffle twice.",
    "error.pregame.not_a_journeyman": "The players a pre-game adds are Journeymen.",
    "step.bribe": "Bribe",
    "bribe.kept": "Not Sent-off",
    "bribe.kept.detail": "On a 2+ the player is not Sent-off, and no Turnover is caused.",
    "bribe.lost": "Bribe pocketed",
    "bribe.lost.detail": "On a natural 1 the referee pockets the Bribe and sends the player off anyway.",
    "title.bribe": "Bribe",
    "ui.bribe.button.one": "Bribe ({left} left)",
    "ui.bribe.button.other": "Bribe ({left} left)",
    "ui.bribe.of_roll": "Bribe on the sending-off of roll {number}: {used} used of {bought}.",
    "ui.bribe.done": "Bribe: roll {id}",
    "ui.bribe.none_left": "{team} has no Bribe left for this match.",
    "ui.bribe.used": "A Bribe was already tried on this sending-off.",
    "ui.bribe.not_sent_off": "This roll sent nobody off: no Bribe.",
    "field.ctv": "Current Team Value",
    "field.petty_cash": "Petty Cash",
    "field.treasury_spent": "Treasury spent",
    "field.inducement_count": "number of Inducements",
    "field.prayer_face": "Prayer to Nuffle (D16)",
}
