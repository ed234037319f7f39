"""English labels: the Star Players (rules/pregame/starplayers.py), hired as Inducements, and their /rule entries."""

from __future__ import annotations

LABELS: dict[str, str] = {
    "error.starplayers.unknown": "“{value}” is not a Star Player of the book.",
    "error.starplayers.twice": "{star} is already hired by this team: once per team.",
    "error.starplayers.not_available": "{star} does not play for a {roster} team (see “Plays For”: /rule term:{star}).",
    "error.starplayers.bugman": "{star} is already hired as Infamous Coaching Staff: not as a Star Player too.",
    "error.starplayers.too_many": "{most} Star Players at most per team and game, a pair counting as one (asked: "
    "{count}).",
    "error.starplayers.too_many_players": "No more than {most} players: {players} players able to play and {stars} "
    "Star Players would make more (players missing the game do not count).",
    # the Leagues (the_teams.md « TEAM LEAGUES »), the book's names
    "starplayers.league.badlands_brawl": "Badlands Brawl",
    "starplayers.league.chaos_clash": "Chaos Clash",
    "starplayers.league.elven_kingdoms_league": "Elven Kingdoms League",
    "starplayers.league.halfling_thimble_cup": "Halfling Thimble Cup",
    "starplayers.league.lustrian_superleague": "Lustrian Superleague",
    "starplayers.league.old_world_classic": "Old World Classic",
    "starplayers.league.sylvanian_spotlight": "Sylvanian Spotlight",
    "starplayers.league.underworld_challenge": "Underworld Challenge",
    "starplayers.league.woodland_league": "Woodland League",
    "starplayers.league.worlds_edge_superleague": "Worlds Edge Superleague",
    "starplayers.any_team": "Any team",
    "starplayers.favoured": "Favoured of {god}",
    "starplayers.except": "except those from the {leagues}",
    # /rule on a Star Player: his card, then his special rule in our own words
    "starplayers.rule.kind": "Star Player, hired as an Inducement: 2 at most per team, a pair counting as one; "
    "no Star Player Points, never the MVP, the Casualties he suffers waived after the game.",
    "starplayers.rule.summary": "**{rule}**: {text}",
    "starplayers.field.kind": "Kind",
    "starplayers.field.cost": "Cost",
    "starplayers.field.plays_for": "Plays For",
    "starplayers.cost": "{gold} gp",
    "starplayers.cost.pair": "{gold} gp for the pair, hired together",
    # each Star Player's special rule, in our own words (the name stays the book's)
    "starplayers.rule.blind_rage.text": "He may re-roll the D6 of his Dauntless roll.",
    "starplayers.rule.savage_blow.text": "Once a game, on a Block Action, he may re-roll as many Block Dice as he "
    "likes.",
    "starplayers.rule.blast_it.text": "On a Hail Mary Pass he may re-roll the scatter, and the team-mate catching it "
    "gets +1.",
    "starplayers.rule.putrid_regurgitation.text": "Once a half he may use the Projectile Vomit Special Action, even "
    "after a Block Action this Turn.",
    "starplayers.rule.look_into_my_eyes.text": "Once a game, starting his activation Marking the ball carrier: on a "
    "D6 of 2+ he takes the ball, and his activation ends.",
    "starplayers.rule.kaboom.text": "Once a game, a bomb of his caught by an opponent may explode at once instead of "
    "being thrown back.",
    "starplayers.rule.tasty_morsel.text": "Once a game, after a failed Bloodlust roll, she may bite an opponent of ST "
    "3 or less (never a Star Player) instead of a team-mate.",
    "starplayers.rule.all_you_can_eat.text": "Once a game she may throw two bombs in one activation; afterwards a D6 "
    "of 1-3 sends her off.",
    "starplayers.rule.star_of_the_show.text": "Once a game, when he scores a Touchdown, his team gains a Team Re-roll "
    "for the next Drive only.",
    "starplayers.rule.reliable.text": "A team-mate he throws and fumbles still bounces but always lands safely.",
    "starplayers.rule.a_sneaky_pair.text": "Hired together. A Foul or a Stab by either against an opponent both are "
    "Marking gets +1.",
    "starplayers.rule.mesmerising_dance.text": "Once a half he may re-roll his Hypnotic Gaze.",
    "starplayers.rule.baleful_hex.text": "Once a game, at the start of her activation, an opponent within 5 squares "
    "is Distracted and misses his team's next Turn on a D6 of 2+.",
    "starplayers.rule.whirling_dervish.text": "Once an activation he may re-roll the D6 that sets his direction.",
    "starplayers.rule.frenzied_rush.text": "Once a half, declaring a Blitz, he gains Frenzy for that activation (and "
    "gives up Grab for the Turn).",
    "starplayers.rule.shot_to_nothing.text": "Once a game she gains Hail Mary Pass for one activation.",
    "starplayers.rule.primal_savagery.text": "Once a game, a failed Animal Savagery roll may strike an opponent "
    "instead of a team-mate.",
    "starplayers.rule.i_ll_carry_you.text": "Hired together. Once a half Grak may carry Crumbleberry through his "
    "activation and set him down beside him; while carrying him Grak has Break Tackle and Dodge.",
    "starplayers.rule.gored_by_the_bull.text": "Once a game, the block of his Blitz (and its Frenzy follow-on) rolls "
    "one more Block Dice, three at most, whatever the ST.",
    "starplayers.rule.incorporeal.text": "Once a game, for one activation, she needs no Dodge roll to leave an "
    "opponent's Tackle Zone.",
    "starplayers.rule.consummate_professional.text": "Once a game he may add +1 to an Agility Test, after rolling.",
    "starplayers.rule.slayer.text": "Once a game, a Big Guy he Knocks Down with a Block Action takes +1 on the "
    "Armour Roll or the Injury Roll, after rolling.",
    "starplayers.rule.wisdom_of_the_white_dwarf.text": "Once a game, activated, he gives a team-mate within 2 squares "
    "Break Tackle, Dauntless, Mighty Blow or Sure Feet for the Turn.",
    "starplayers.rule.quick_bite.text": "Once a game, when an opponent he is Marking catches the ball, an Armour Roll "
    "against him; armour broken: the ball is his, no Turnover.",
    "starplayers.rule.unstoppable_momentum.text": "The block of his Blitz may re-roll one Block Dice.",
    "starplayers.rule.treacherous.text": "Once a game, activated beside the team-mate holding the ball, he may take "
    "it: the team-mate is Knocked Down, no Turnover.",
    "starplayers.rule.old_pro.text": "Once a game his Pro may re-roll one die of an Armour Roll.",
    "starplayers.rule.dwarven_scourge.text": "Once a game, an opponent he Knocks Down with a Block Action takes +1 on "
    "the Armour Roll or the Injury Roll (+2 against a Dwarf).",
    "starplayers.rule.raiding_party.text": "Once a Drive, starting his activation, an Open team-mate within 5 squares "
    "moves 1 square to Mark an opponent.",
    "starplayers.rule.the_flashing_blade.text": "Once a game he may Stab an opponent he is Marking at the start of "
    "his activation, then take a Move Action.",
    "starplayers.rule.swift_as_the_breeze.text": "Once a game a Dodge, Leap or Rush Test of his passes on 2+, "
    "whatever the modifiers.",
    "starplayers.rule.dwarfen_grit.text": "Once a game, his armour broken, the Armour Roll may be re-rolled.",
    "starplayers.rule.indomitable.text": "Once a game, Dauntless succeeding, her ST becomes twice her target's.",
    "starplayers.rule.black_ink.text": "Once a game, starting an activation, an opponent he is Marking is Distracted "
    "until next activated.",
    "starplayers.rule.i_ll_be_back.text": "The first time Secret Weapon would send him off, he stays in the game (no "
    "Argue the Call then).",
    "starplayers.rule.lord_of_chaos.text": "Once a game a Block Action of his may re-roll one Block Dice.",
    "starplayers.rule.vicious_vines.text": "Once a half he may block an opponent 2 squares away, without following up.",
    "starplayers.rule.maximum_carnage.text": "Once a game, after a Chainsaw Attack, he may make another against a "
    "different opponent.",
    "starplayers.rule.the_ballista.text": "Once a game he may re-roll the Passing Ability Test of a Throw Team-mate.",
    "starplayers.rule.kick_em_while_they_re_down.text": "Once a game he may use his chainsaw on a Prone or Stunned "
    "opponent; not a Foul, so no sending-off.",
    "starplayers.rule.halfling_luck.text": "Once a game he may re-roll one die, though not an Armour Roll, Injury Roll "
    "or Casualty Roll.",
    "starplayers.rule.toxin_connoisseur.text": "Once a game, armour broken by his Stab, +1 to the Injury Roll, after "
    "rolling.",
    "starplayers.rule.thinking_man_s_troll.text": "Once a half he may re-roll one die, though not an Armour Roll, "
    "Injury Roll or Casualty Roll.",
    "starplayers.rule.catch_of_the_day.text": "Once a half, Standing within 3 squares of a ball on the ground, a D6 of "
    "3+ puts it in his hands.",
    "starplayers.rule.bounding_leap.text": "Once a game her Leap ignores negative modifiers, and she may re-roll it.",
    "starplayers.rule.slashing_nails.text": "Once a half, declaring a Blitz, she gains Claws for that activation.",
    "starplayers.rule.ram.text": "Once a game, an opponent he Knocks Down with a Block Action takes +1 on the Armour "
    "Roll or the Injury Roll, after rolling.",
    "starplayers.rule.yoink.text": "Once a game, trying to Intercept, a D6 of 2+ makes the Interception without a "
    "roll.",
    "starplayers.rule.fury_of_the_blood_god.text": "Once a game, a 1 on Unchannelled Fury after declaring a block lets "
    "him make two Block Actions instead, one after the other.",
    "starplayers.rule.master_assassin.text": "Once a game he may re-roll the Armour Roll of his Stab.",
    "starplayers.rule.pump_up_the_crowd.text": "Once a game, a Casualty he causes with a Block Action gives his team a "
    "Team Re-roll for the current Drive only.",
    "starplayers.rule.strong_passing_game.text": "Once a game he may add his ST to a Passing Ability Test of his Pass "
    "Action, up to 6.",
    "starplayers.rule.furious_outburst.text": "Once a half, Standing, she leaps next to a Standing opponent within 3 "
    "squares, Stabs him and moves up to 3 squares away; her activation ends, the team's Blitz for the Turn.",
    "starplayers.rule.sneakiest_of_the_lot.text": "His team may declare two Foul Actions a Turn, one of them his.",
    "starplayers.rule.crushing_blow.text": "Once a game, an opponent he Knocks Down with a Block Action takes +1 on "
    "the Armour Roll, after rolling.",
    "starplayers.rule.working_in_tandem.text": "Hired together. Lucien may re-roll one Block Dice against an opponent "
    "Valen Marks; Valen's Pass to Lucien ignores range modifiers.",
    "starplayers.rule.beer_barrel_bash.text": "Once a Drive, starting his activation, a barrel at an opponent within 3 "
    "squares: 3+ Knocked Down, 2 nothing, 1 he Falls Over; his activation ends.",
    "starplayers.rule.krump_and_smash.text": "Once a game he may re-roll the Armour Roll against an opponent he Knocks "
    "Down with a Block Action.",
    "starplayers.rule.savage_mauling.text": "Once a game he may re-roll an Injury Roll he makes against an opponent.",
    "starplayers.rule.woodland_fury.text": "Once a game, a block that would Knock her Down may re-roll one Block Dice.",
    "starplayers.rule.watch_out.text": "The first block against him each Drive finds him with Dodge.",
    "starplayers.rule.excuse_me_are_you_a_zoat.text": "Once a game, activated, he makes an opponent within 3 squares "
    "Distracted.",
    "starplayers.rule.blastin_solves_everything.text": "Once a half, starting his activation, he fires at a Standing "
    "opponent within 3 squares: 3+ hits him, 2 the opposing coach picks another player near him, 1 hits Zzharg; "
    "the one hit takes an Armour Roll; his activation ends.",
}
