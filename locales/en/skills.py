"""English labels: the skill and trait catalogue (issue 13 point 5).

``skill.<key>`` repeats the official English name of ``rules.skills`` (a test keeps the two equal);
``skill.<key>.text`` says in one line, in our own words, what it does (``/rule``);
``skill.category.<category>`` names the categories.
"""

from __future__ import annotations

LABELS: dict[str, str] = {
    # Categories
    "skill.category.agility": "Agility",
    "skill.category.devious": "Devious",
    "skill.category.general": "General",
    "skill.category.mutation": "Mutation",
    "skill.category.passing": "Passing",
    "skill.category.strength": "Strength",
    "skill.category.trait": "Trait",
    "error.skill.access_both": "The {category} category cannot be both Primary and Secondary: the Team Roster "
    "puts it in one column only.",
    "error.skill.category": "Unknown skill category “{value}”: Agility, Devious, General, Mutation, "
    "Passing or Strength (or their initials).",
    # Notices when a typed name is not in the official list
    "skill.notice.title": "⚠️ To check: not in the official list ({count})",
    "skill.notice.closest": "“{typed}” unknown, kept as typed — did you mean {closest}?",
    "skill.notice.house": "“{typed}” unknown: kept as a league skill of your own.",
    "skill.notice.player": "#{number} {player}: {notice}",
    "skill.notice.as": "{name} ({spelt})",
    "skill.house_mark": "{name} (not in the list)",
    # Names shown (rules.skills: the official English name)
    "skill.catch": "Catch",
    "skill.diving_catch": "Diving Catch",
    "skill.diving_tackle": "Diving Tackle",
    "skill.dodge": "Dodge",
    "skill.defensive": "Defensive",
    "skill.hit_and_run": "Hit and Run",
    "skill.jump_up": "Jump Up",
    "skill.leap": "Leap",
    "skill.safe_pair_of_hands": "Safe Pair of Hands",
    "skill.sidestep": "Sidestep",
    "skill.sprint": "Sprint",
    "skill.sure_feet": "Sure Feet",
    "skill.dirty_player": "Dirty Player",
    "skill.eye_gouge": "Eye Gouge",
    "skill.fumblerooski": "Fumblerooski",
    "skill.lethal_flight": "Lethal Flight",
    "skill.lone_fouler": "Lone Fouler",
    "skill.pile_driver": "Pile Driver",
    "skill.put_the_boot_in": "Put the Boot In",
    "skill.quick_foul": "Quick Foul",
    "skill.saboteur": "Saboteur",
    "skill.shadowing": "Shadowing",
    "skill.sneaky_git": "Sneaky Git",
    "skill.violent_innovator": "Violent Innovator",
    "skill.block": "Block",
    "skill.dauntless": "Dauntless",
    "skill.fend": "Fend",
    "skill.frenzy": "Frenzy",
    "skill.kick": "Kick",
    "skill.pro": "Pro",
    "skill.steady_footing": "Steady Footing",
    "skill.strip_ball": "Strip Ball",
    "skill.sure_hands": "Sure Hands",
    "skill.tackle": "Tackle",
    "skill.taunt": "Taunt",
    "skill.wrestle": "Wrestle",
    "skill.big_hand": "Big Hand",
    "skill.claws": "Claws",
    "skill.disturbing_presence": "Disturbing Presence",
    "skill.extra_arms": "Extra Arms",
    "skill.foul_appearance": "Foul Appearance",
    "skill.horns": "Horns",
    "skill.iron_hard_skin": "Iron Hard Skin",
    "skill.monstrous_mouth": "Monstrous Mouth",
    "skill.prehensile_tail": "Prehensile Tail",
    "skill.tentacles": "Tentacles",
    "skill.two_heads": "Two Heads",
    "skill.very_long_legs": "Very Long Legs",
    "skill.accurate": "Accurate",
    "skill.cannoneer": "Cannoneer",
    "skill.cloud_burster": "Cloud Burster",
    "skill.dump_off": "Dump-off",
    "skill.give_and_go": "Give and Go",
    "skill.hail_mary_pass": "Hail Mary Pass",
    "skill.leader": "Leader",
    "skill.nerves_of_steel": "Nerves of Steel",
    "skill.on_the_ball": "On the Ball",
    "skill.pass": "Pass",
    "skill.punt": "Punt",
    "skill.safe_pass": "Safe Pass",
    "skill.arm_bar": "Arm Bar",
    "skill.brawler": "Brawler",
    "skill.break_tackle": "Break Tackle",
    "skill.bullseye": "Bullseye",
    "skill.grab": "Grab",
    "skill.guard": "Guard",
    "skill.juggernaut": "Juggernaut",
    "skill.mighty_blow": "Mighty Blow",
    "skill.multiple_block": "Multiple Block",
    "skill.stand_firm": "Stand Firm",
    "skill.strong_arm": "Strong Arm",
    "skill.thick_skull": "Thick Skull",
    "skill.always_hungry": "Always Hungry",
    "skill.animal_savagery": "Animal Savagery",
    "skill.animosity": "Animosity (X)",
    "skill.ball_and_chain": "Ball & Chain",
    "skill.bloodlust": "Bloodlust (X+)",
    "skill.bombardier": "Bombardier",
    "skill.bone_head": "Bone Head",
    "skill.breathe_fire": "Breathe Fire",
    "skill.chainsaw": "Chainsaw",
    "skill.decay": "Decay",
    "skill.drunkard": "Drunkard",
    "skill.hatred": "Hatred (X)",
    "skill.hypnotic_gaze": "Hypnotic Gaze",
    "skill.insignificant": "Insignificant",
    "skill.kick_team_mate": "Kick Team-mate",
    "skill.loner": "Loner (X+)",
    "skill.my_ball": "My Ball",
    "skill.no_ball": "No Ball",
    "skill.pick_me_up": "Pick-me-up",
    "skill.plague_ridden": "Plague Ridden",
    "skill.pogo": "Pogo",
    "skill.projectile_vomit": "Projectile Vomit",
    "skill.really_stupid": "Really Stupid",
    "skill.regeneration": "Regeneration",
    "skill.right_stuff": "Right Stuff",
    "skill.secret_weapon": "Secret Weapon",
    "skill.stab": "Stab",
    "skill.stunty": "Stunty",
    "skill.swoop": "Swoop",
    "skill.take_root": "Take Root",
    "skill.throw_team_mate": "Throw Team-mate",
    "skill.timmm_ber": "Timmm-ber!",
    "skill.titchy": "Titchy",
    "skill.trickster": "Trickster",
    "skill.unchannelled_fury": "Unchannelled Fury",
    "skill.unsteady": "Unsteady",
    # /rule: how a skill is shown
    "skill.rule.category": "Category",
    "skill.rule.elite": "{category} · Elite skill (+10,000 gp to the player's value)",
    "skill.rule.use": "Use",
    "skill.rule.compulsory": "Must be used whenever possible (asterisk)",
    "skill.rule.optional": "The coach's choice",
    "skill.rule.passive": "Always in effect, even when prone or Distracted",
    "skill.rule.active": "Only when standing and not Distracted",
    "skill.rule.table": "Skill Table",
    "skill.rule.table_cell": "{category}, first D6 on {half}, second D6 on {row}",
    "skill.rule.names": "Other names",
    "skill.rule.summary": "In short",
    # One line each, in our own words (never the rulebook's): what the skill does
    "skill.catch.text": "Re-roll a failed Agility test to catch the ball.",
    "skill.diving_catch.text": "May try to catch a pass, throw-in or kick-off landing next to it; +1 to catch a pass "
    "aimed at its square.",
    "skill.diving_tackle.text": "When an opponent dodges, leaps or jumps out of its Tackle Zone: −2 to that test, "
    "then this player goes prone in the square left.",
    "skill.dodge.text": "Re-roll a failed dodge once per turn; when it is blocked, Stumble becomes Push Back (unless "
    "the attacker has Tackle).",
    "skill.defensive.text": "During the opponent's turn, opponents it marks cannot use Guard or Put the Boot In.",
    "skill.hit_and_run.text": "After a block or a Stab, moves one free square ignoring Tackle Zones, ending neither "
    "marked nor marking.",
    "skill.jump_up.text": "Stands up without spending movement; may even block from prone after passing an Agility "
    "test at +1.",
    "skill.leap.text": "May leap over any adjacent square, its negative modifiers reduced by 1 (−1 at best).",
    "skill.safe_pair_of_hands.text": "If it goes down holding the ball, it places the ball in a free adjacent square "
    "instead of letting it bounce.",
    "skill.sidestep.text": "When pushed back, its own coach picks the free adjacent square.",
    "skill.sprint.text": "May rush one extra time during its move.",
    "skill.sure_feet.text": "Re-roll a failed rush once per turn.",
    "skill.dirty_player.text": "When it fouls, +1 to the Armour Roll or the Injury Roll, chosen after rolling.",
    "skill.eye_gouge.text": "An opponent it pushes back gives no assists until it is next activated.",
    "skill.fumblerooski.text": "While moving with the ball, may leave it in a square it moves out of, with no "
    "Turnover.",
    "skill.lethal_flight.text": "Thrown onto an opponent it knocks down: +1 to armour or injury, and the casualty "
    "earns it SPP. Needs Right Stuff.",
    "skill.lone_fouler.text": "Re-rolls a failed Armour Roll on a foul where nobody gives an assist.",
    "skill.pile_driver.text": "After knocking an opponent down with a block, may foul it for free; then it goes prone "
    "and its activation ends.",
    "skill.put_the_boot_in.text": "Assists team-mates' fouls even while marked.",
    "skill.quick_foul.text": "Its activation goes on after a foul: it may finish its move.",
    "skill.saboteur.text": "Knocked Down by a block: on a 4+ its weapon goes off, the attacker is Knocked Down too "
    "and it is Knocked-out with no Armour Roll. Needs Secret Weapon.",
    "skill.shadowing.text": "When an opponent dodges out of its Tackle Zone, follows it into the vacated square on a "
    "4+ (at most MA times a turn).",
    "skill.sneaky_git.text": "Not sent off for a double on its foul's Armour Roll, as long as the armour is not "
    "broken.",
    "skill.violent_innovator.text": "A casualty caused by its Special Action earns it SPP.",
    "skill.block.text": "On Both Down, may choose not to fall.",
    "skill.dauntless.text": "Against a stronger target: D6 + its ST; beating the target's ST makes the two equal for "
    "this block.",
    "skill.fend.text": "When a block pushes it back, the attacker may not Follow-up (except Ball & Chain, or a "
    "Juggernaut on a Blitz).",
    "skill.frenzy.text": "Must Follow-up and, if the target is still standing, must block it a second time.",
    "skill.kick.text": "When it kicks off, the ball deviates D3 squares instead of D6.",
    "skill.pro.text": "During their activation, may try to re-roll a single die (not an Armour, Injury or Casualty "
    "Roll): a D6, on a 3+ the die may be re-rolled, on a 1-2 it may not.",
    "skill.steady_footing.text": "When it would be Knocked Down or fall over: on a 6 it stays on its feet.",
    "skill.strip_ball.text": "A ball carrier it pushes back drops the ball in the square it lands in.",
    "skill.sure_hands.text": "Re-rolls a failed pick-up; Strip Ball does not work against it.",
    "skill.tackle.text": "An opponent dodging out of its Tackle Zone, or blocked by it on a Stumble, gets no benefit "
    "from Dodge.",
    "skill.taunt.text": "When a block pushes it back, its coach may make the attacker Follow-up.",
    "skill.wrestle.text": "On Both Down, blocking or blocked, may place both players prone with no Armour Roll.",
    "skill.big_hand.text": "Ignores every negative modifier to pick up the ball.",
    "skill.claws.text": "On a block, a natural 8+ on the Armour Roll always breaks armour (not against Iron Hard "
    "Skin).",
    "skill.disturbing_presence.text": "−1 to the passes, throws, catches and interceptions of opponents within 3 "
    "squares, per player with it.",
    "skill.extra_arms.text": "+1 to catch, pick up or intercept the ball.",
    "skill.foul_appearance.text": "Anyone blocking it or targeting it with a Special Action must first roll 2+, or "
    "its activation ends.",
    "skill.horns.text": "+1 ST for the blocks of a Blitz.",
    "skill.iron_hard_skin.text": "No modifier may be applied to Armour Rolls against it, and Claws do not work.",
    "skill.monstrous_mouth.text": "Chomp Special Action: on a 3+ the opponent it marks is Chomped and cannot leave "
    "its square; Strip Ball does not work against it.",
    "skill.prehensile_tail.text": "An extra −1 to the test of an opponent dodging, leaping or jumping out of its "
    "Tackle Zone.",
    "skill.tentacles.text": "Holds an opponent leaving its Tackle Zone: D6 + its ST − the opponent's ST, on 6+ (or a "
    "natural 6) it stays put.",
    "skill.two_heads.text": "+1 to dodge.",
    "skill.very_long_legs.text": "+1 to leap or jump, +2 to intercept; ignores Cloud Burster.",
    "skill.accurate.text": "+1 to quick and short passes.",
    "skill.cannoneer.text": "+1 to long passes and long bombs.",
    "skill.cloud_burster.text": "Its passes cannot be intercepted.",
    "skill.dump_off.text": "When blocked or targeted by a Special Action, may first make a quick pass, with no risk "
    "of Turnover.",
    "skill.give_and_go.text": "After a quick pass or hand-off with no Turnover, may finish its move.",
    "skill.hail_mary_pass.text": "May throw to any square, as a long bomb that is never accurate and never "
    "intercepted.",
    "skill.leader.text": "On the pitch at the start of a half, it gives its team one extra Leader re-roll.",
    "skill.nerves_of_steel.text": "Ignores being marked when passing or catching.",
    "skill.on_the_ball.text": "Moves up to 3 squares when the opponent declares a pass, or at the kick-off before the "
    "event.",
    "skill.pass.text": "Re-rolls a failed pass.",
    "skill.punt.text": "Punt Special Action: kicks the ball with the throw-in template, one D6 for direction and one "
    "for distance.",
    "skill.safe_pass.text": "A natural 1 on a pass is no fumble: it keeps the ball, no Turnover, its activation ends.",
    "skill.arm_bar.text": "An opponent falling over while leaving its Tackle Zone: +1 to armour or injury, and the "
    "casualty counts as its own.",
    "skill.brawler.text": "On its Block action, re-rolls one Both Down.",
    "skill.break_tackle.text": "Once per turn, a dodge bonus by ST: +1 (ST 3 or less), +2 (ST 4), +3 (ST 5 or more).",
    "skill.bullseye.text": "On a superb team-mate throw, the thrown player lands on the target square without "
    "scattering. Needs Throw Team-mate.",
    "skill.grab.text": "Picks the square it pushes its target into; Sidestep does not work against it.",
    "skill.guard.text": "Assists blocks even while marked.",
    "skill.juggernaut.text": "On a Blitz, Both Down counts as Push Back, and the target cannot use Fend, Stand Firm "
    "or Wrestle.",
    "skill.mighty_blow.text": "When it knocks an opponent down with a block, +1 to armour or injury, chosen after "
    "rolling.",
    "skill.multiple_block.text": "Blocks two opponents it marks at once, at −2 ST and with no Follow-up.",
    "skill.stand_firm.text": "May refuse to be pushed back, chain pushes included.",
    "skill.strong_arm.text": "+1 to the PA test of a team-mate throw. Needs Throw Team-mate.",
    "skill.thick_skull.text": "On the Injury Roll, 8 is Stunned: Knocked-out only on 9 (with Stunty, 7 is "
    "Stunned and Knocked-out on 8).",
    "skill.always_hungry.text": "Before throwing a team-mate, on a 1 it tries to eat it (on a second 1, the team-mate "
    "is eaten).",
    "skill.animal_savagery.text": "After declaring its action, on 1-3 (+2 for a block or blitz) it knocks down an "
    "adjacent team-mate, or becomes Distracted.",
    "skill.animosity.text": "To pass or hand the ball off to a team-mate with keyword X, a 1 makes it refuse.",
    "skill.ball_and_chain.text": "Its only action is Ball & Chain: random moves with the throw-in template, blocking "
    "whoever it runs into.",
    "skill.bloodlust.text": "After declaring its action, D6 (+1 for a block or blitz): below X it must bite an "
    "adjacent Thrall, or cause a Turnover.",
    "skill.bombardier.text": "Throw Bomb Special Action, one a turn: thrown like a pass, the bomb explodes where it "
    "comes to rest.",
    "skill.bone_head.text": "After declaring its action, on a 1 it becomes Distracted.",
    "skill.breathe_fire.text": "Breathe Fire Special Action on a marked opponent: on a 1 it falls itself, on 4+ the "
    "target is placed prone, on a natural 6 Knocked Down.",
    "skill.chainsaw.text": "Chainsaw Attack Special Action: on a 2+, an Armour Roll at +3 against a marked opponent "
    "(on a 1 it is Knocked Down itself); +3 to its own armour when it falls.",
    "skill.decay.text": "+1 to every casualty roll against it.",
    "skill.drunkard.text": "−1 to rush.",
    "skill.hatred.text": "When it blocks a player with keyword X, may re-roll one Player Down.",
    "skill.hypnotic_gaze.text": "Hypnotic Gaze Special Action: on a 3+, an adjacent standing opponent becomes "
    "Distracted.",
    "skill.insignificant.text": "A team may not hold more of these players than players without it.",
    "skill.kick_team_mate.text": "Kick Team-mate Special Action, like a team-mate throw; on a fumble, an Injury Roll "
    "for the kicked player.",
    "skill.loner.text": "To use a Team Re-roll it must roll X or more on a D6, or the re-roll is lost.",
    "skill.my_ball.text": "Never gives the ball up willingly: no pass, no hand-off.",
    "skill.no_ball.text": "Can never hold the ball: catches, pick-ups and interceptions fail.",
    "skill.pick_me_up.text": "At the end of the opponent's turn, each prone team-mate within 3 squares stands up on a "
    "5+.",
    "skill.plague_ridden.text": "Once per game, when it kills an opponent with a block, its team gains a new Lineman "
    "in Reserves.",
    "skill.pogo.text": "May jump over an adjacent square ignoring every negative modifier.",
    "skill.projectile_vomit.text": "Projectile Vomit Special Action: on a 2+, an unmodified Armour Roll against an "
    "adjacent opponent (on a 1, against itself).",
    "skill.really_stupid.text": "After declaring its action, on 1-3 (+2 with an alert team-mate next to it) it "
    "becomes Distracted.",
    "skill.regeneration.text": "On a casualty: before the casualty roll, on a 4+ it shrugs it off and goes to "
    "Reserves.",
    "skill.right_stuff.text": "Can be thrown by a team-mate with Throw Team-mate, even when prone.",
    "skill.secret_weapon.text": "Sent off at the end of every drive it played in.",
    "skill.stab.text": "Stab Special Action: an unmodified Armour Roll against an adjacent standing opponent.",
    "skill.stunty.text": "Dodges ignoring being marked, −1 to intercept, and its Injury Rolls use the Stunty Injury "
    "Table.",
    "skill.swoop.text": "When thrown, may travel by the throw-in template instead of scattering, and re-roll its "
    "landing.",
    "skill.take_root.text": "After declaring its action, on a 1 it becomes Rooted: it cannot leave its square.",
    "skill.throw_team_mate.text": "May take the Throw Team-mate action.",
    "skill.timmm_ber.text": "With MA 2 or less, +1 to stand up per open standing team-mate next to it (a natural 1 "
    "still fails).",
    "skill.titchy.text": "+1 to dodge, but it does not hinder opponents dodging into its Tackle Zone.",
    "skill.trickster.text": "When blocked or targeted, first moves to another free square next to the attacker.",
    "skill.unchannelled_fury.text": "After declaring its action, on 1-3 (+2 for a block or blitz) its activation ends.",
    "skill.unsteady.text": "May not take the Secure the Ball action.",
}
