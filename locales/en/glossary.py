"""English labels: the glossary (``/rule``) in our own words.

``glossary.<key>.text`` explains a term: in English it is the answer itself, the league document's
French words following as the source. ``glossary.<key>.note`` is the official note docs/rules.md and
rules-reference add. A term that is a skill is explained by the skill's ``skill.<key>.text``.
"""

from __future__ import annotations

LABELS: dict[str, str] = {
    "glossary.deconcentre.text": (
        "The player loses their Tackle Zone and the benefit of their active skills and traits until they are "
        "next activated; a failed negative trait roll (Bone Head) or an opponent (Hypnotic Gaze) causes it."
    ),
    "glossary.deconcentre.note": (
        "Official rule (BB2025): a Distracted player cannot Catch or Intercept the ball either; a player who "
        "becomes Distracted during their own activation stops at once (decision D11)."
    ),
    "glossary.croque.text": (
        "The player cannot leave their square while the player who Chomped them Marks them (Monstrous Mouth, "
        "the Chomp Special Action)."
    ),
    "glossary.croque.note": (
        "Official rule (BB2025): Chomp targets a Standing opponent the player Marks: D6, 1-2 nothing, "
        "3+ Chomped. The condition ends as soon as the Chomping player no longer Marks them. Chomp may replace "
        "the Block of a Blitz."
    ),
    "glossary.fourchette.note": (
        "Official rule (BB2025): it hits the opponent Pushed Back by the player with Eye Gouge (the block's "
        "target only, not players in a Chain Push) and lasts until after their next activation (decision D10)."
    ),
    "glossary.enracine.text": (
        "The player cannot move, Follow-up or be Pushed Back until the end of the Drive, or until they are "
        "Knocked Down or Placed Prone."
    ),
    "glossary.enracine.note": (
        "Official rule (BB2025): on activation, D6: on a 1 the player is Rooted (the Take Root trait). They "
        "cannot take a Move Action, Follow-up, be Pushed Back or leave their square (unless Knocked-out or a "
        "Casualty); it ends at the end of the Drive or when they are Knocked Down or Placed Prone."
    ),
    "glossary.blitz.text": (
        "A move with a Block, which costs 1 MA, against a target named when the player is activated; once "
        "per team turn. The Block is optional, and a Special Action may replace it."
    ),
    "glossary.blitz.note": (
        "Official rule (BB2025): one Blitz Action per team turn. Only the Special Actions whose text allows it "
        "replace the Block of a Blitz: Chomp, Stab, Chainsaw Attack, Projectile Vomit and Breathe Fire; they "
        "still cost 1 MA and count as the team's Blitz (decision D27)."
    ),
    "glossary.action_speciale.text": (
        "An action granted by a skill or a trait, such as Chomp or Stab; some may replace the Block of a Blitz."
    ),
    "glossary.action_speciale.note": (
        "The official list (BB2025) of the Special Actions that may replace the Block of a Blitz: Chomp, Stab, "
        "Chainsaw Attack, Projectile Vomit, Breathe Fire. They still cost 1 MA and count as the team's Blitz; "
        "they are not Block Actions for skills (decision D27)."
    ),
    "glossary.casse_croute_douteux.text": (
        "Kick-off event: each coach rolls 1D6 + FF and the lowest randomly picks one of their players on the "
        "pitch (both on a tie); on a 2+ that player has -1 MA and -1 AV, on a 1 they go to the Reserves box."
    ),
    "glossary.casse_croute_douteux.note": (
        "Result 11 of the BB2025 kick-off table. “ligue” rules: 1D6 + FF as league document 000 says; "
        "“bb2025” rules: 1D6 without FF, and the effect lasts until the end of the Drive (decision D4)."
    ),
    "glossary.plaque.text": (
        "The player falls: the opposing coach makes an Armour Roll for them, then an Injury Roll if it breaks; "
        "a player holding the ball drops it, and it Bounces from their square after the Armour Roll."
    ),
    "glossary.plaque.note": (
        "Official rule (BB2025): the player is Prone and the opposing coach makes an Armour Roll; a player of "
        "the active team causes a Turnover. The ball Bounces after the Armour Roll and any Injury Roll "
        "(decisions D6, D7)."
    ),
    "glossary.mis_a_terre.text": (
        "The player is put Prone with no Armour Roll; if it happens during their activation, it ends; if they "
        "held the ball, they drop it and it Bounces."
    ),
    "glossary.mis_a_terre.note": (
        "League document 000 also says “Mis à Terre” for a player left Prone after being Knocked Down; the "
        "bot tells Knocked Down (Armour Roll) from Placed Prone (no Armour Roll) (decision D7)."
    ),
    "glossary.sonne.text": (
        "The player lies face down: they are not activated in their team's next turn, then they are turned "
        "face up (Prone) at the end of that turn, even after a Turnover."
    ),
    "glossary.sonne.note": (
        "Official rule (BB2025): a player Stunned during their own team's turn stays Stunned until the end of "
        "their team's next turn; only the players already Stunned when a turn starts turn over at its end."
    ),
    "glossary.ko.text": (
        "Off the pitch, in the Knocked-out box of the dugout; at each kick-off, on a 4+ on a D6 the player "
        "returns to the Reserves box, otherwise they stay Knocked-out until the next one."
    ),
    "glossary.ko.note": (
        "Official rule (BB2025): the recovery roll (4+ on a D6) is made at the end of every Drive, half-time "
        "included; in practice it comes to the same (decision D6)."
    ),
    "glossary.elimine.text": (
        "Off the pitch for the rest of the game, in the Casualty box of the dugout; make a Casualty Roll "
        "(decision D16)."
    ),
    "glossary.commotion.text": "The player misses the rest of the game, with no lasting effect.",
    "glossary.commotion.note": (
        "For a Stunty player, a 9 on the Injury Roll is Badly Hurt straight away, with no Casualty Roll "
        "(league document 001, D26)."
    ),
    "glossary.amoche.text": (
        "Casualty Roll 9-10: the player misses their next game (MNG), and Getting Even applies: Hatred (X), "
        "X being a Keyword of the player who caused the Casualty."
    ),
    "glossary.blessure_serieuse.text": (
        "Casualty Roll 11-12: a Niggling Injury (+1 to future Casualty Rolls), Miss Next Game, and Getting Even."
    ),
    "glossary.sequelle.text": (
        "Casualty Roll 13-14: roll a D6 on the Lasting Injury table, a characteristic goes down by 1 (re-roll "
        "one already at its minimum); the player misses their next game, and Getting Even applies."
    ),
    "glossary.sequelle.note": (
        "“bb2025” rules: a characteristic already at its minimum is not reduced, the player only misses "
        "their next game (decision D2). Results 5 and 6: Neck Injury and Dislocated Shoulder in league document 000, "
        "Dislocated Hip and Broken Shoulder in league document 001 (decision D1)."
    ),
    "glossary.mort.text": (
        "The player is dead and struck off the team roster; they stay in the league's graveyard and history."
    ),
    "glossary.haine.note": (
        "Official rule (BB2025): when this player takes a Block Action against a player with Keyword X, they may "
        "re-roll a Player Down. The injured player's coach chooses X; a player may have several Hatred (X)."
    ),
    "glossary.revanche.text": (
        "After a Seriously Hurt, a Serious Injury or a Lasting Injury, the player gains Hatred (X), X being a "
        "Keyword of the player who injured them."
    ),
    "glossary.revanche.note": (
        "“ligue” rules: Hatred (X) is automatic (league document 000). “bb2025” rules: on a 4+ on a D6, and in "
        "League Play only, not in Exhibition Play (decision D3). In the off-season, with both rules, a D6 4+ "
        "loses each gained "
        "Hatred."
    ),
    "glossary.rpm.text": (
        "Miss Next Game: the player cannot play in their team's next match; note it on the team roster."
    ),
    "glossary.bp.text": (
        "Niggling Injury: note it on the team roster; each one adds +1 to every future Casualty Roll for the player."
    ),
    "glossary.tresorerie.text": "The team's gold pieces, in multiples of 5,000 gold pieces.",
    "glossary.tresorerie.note": (
        "Expensive Mistakes (Crisis Averted, Minor Incident, Major Incident, Catastrophe): only from "
        "100,000 gp, by the Treasury's bracket and a D6 (decision D8)."
    ),
    "glossary.fp.text": (
        "Fan Factor: added to the Get the Ref, Cheering Fans, Throw a Rock and Pitch Invasion rolls at the kick-off."
    ),
    "glossary.fp.note": "BB2020/BB2025: FF = D3 + Dedicated Fans, rolled for each game.",
    "glossary.psp.text": (
        "Star Player Points: earned in games, spent on advancements (at most 2 improvements per characteristic, "
        "or a Primary or Secondary Skill instead)."
    ),
    "glossary.attaquant_plaque.text": (
        "The blocking player is Knocked Down, exactly as if the target had blocked them."
    ),
    "glossary.attaquant_plaque.note": "The blocking player is Knocked Down: an Armour Roll and a Turnover.",
    "glossary.les_deux_plaques.text": (
        "Both players are Knocked Down, each in their own square, as if each had blocked the other; if the "
        "attacker falls, it is a Turnover."
    ),
    "glossary.les_deux_plaques.note": "A player with the Block skill may choose not to fall (decision D14).",
    "glossary.repousse.text": (
        "The target is Pushed Back one square by the attacker, who may then Follow-up into the square it left."
    ),
    "glossary.repousse.note": (
        "Push squares: the official template's 3 squares, even for a diagonal block (decision D12)."
    ),
    "glossary.bouscule.text": "If the target has the Dodge skill, this becomes Push Back; otherwise it becomes POW!",
    "glossary.bouscule.note": "The attacker's Tackle skill cancels Dodge: the result stays POW! (decision D14).",
    "glossary.defenseur_plaque.text": (
        "Push Back first; once moved, the target is Knocked Down by the attacker in their new square."
    ),
    "glossary.soutien.text": (
        "A team-mate helping a block: each one adds 1 to their side's Strength when counting the block dice."
    ),
    "glossary.soutien.note": (
        "+1 ST per team-mate Marking the target (or the attacker, in defence) who is not Marked by another opponent."
    ),
    "glossary.poursuivre.text": (
        "After Pushing the target Back, the attacker may move into the square it has just left."
    ),
    "glossary.poursuivre.note": (
        "Decide before any Armour Roll. Not to be confused with the Shadowing skill (“Poursuite” in French)."
    ),
    "glossary.chaine.text": (
        "With no unoccupied square, the target is pushed into an occupied one and Pushes that player Back in "
        "turn; at the edge of the pitch, it goes into the crowd instead."
    ),
    "glossary.blessure_public.text": (
        "A player Pushed off the pitch suffers an Injury Roll with no Armour Roll; Stunned sends them to the "
        "Reserves box."
    ),
    "glossary.turnover.text": (
        "The active team's turn ends at once (ball carrier Knocked Down, an active player Knocked Down, the "
        "ball lost…); a player Pushed Back onto the ball makes it Bounce without a Turnover."
    ),
    "glossary.touche.text": (
        "The crowd throws the ball back from the last square it was in: D6 for the direction (1-2 diagonally "
        "one way, 3-4 straight, 5-6 diagonally the other way), then 2D6 squares counting the starting square."
    ),
    "glossary.rebond.text": (
        "The ball moves one square in a direction rolled on a D8 (after the Armour Roll when its carrier was "
        "Knocked Down)."
    ),
    "glossary.touchback.text": (
        "If the kick-off leaves the pitch or stops outside the receiving team's half, the receiving team's coach "
        "gives the ball to one of their players."
    ),
    "glossary.touchback.note": (
        "That is the bb2025 table's rule. With the classique table (league document 003, the “ligue” rules' "
        "table), a kick-off leaving the pitch is thrown back in by the crowd (Throw-in); a Touchback only "
        "happens when the ball comes down in the kicking team's half (decision D17)."
    ),
    "glossary.phase.text": "The play between one kick-off and the next (a touchdown or half-time).",
    "glossary.zone_de_tacle.text": "The eight squares around a Standing player who is not Distracted.",
    "glossary.marquer.text": "A Standing player who is not Distracted Marks every opponent in an adjacent square.",
    "glossary.meneuse_de_revue.text": "Added to the Cheering Fans roll (kick-off).",
    "glossary.adjoint.text": "Added to the Brilliant Coaching roll (kick-off).",
    "glossary.relance.text": (
        "Team Re-roll: re-roll one failed roll, once per turn. Never for armour, injury, casualty, scatter, "
        "bounce or throw-in."
    ),
    # --- the book's game and league terms the seeds do not use (issue 26) ---------------------------
    "glossary.chute.text": (
        "The player falls through their own doing (a failed Dodge or Rush, a failed landing): they are Prone, an "
        "Armour Roll is made, the ball Bounces; a Turnover if they belong to the active team.\nThe bot: `/armour`."
    ),
    "glossary.demarque.text": "A Standing player no opponent Marks.",
    "glossary.mots_cles.text": (
        "The words that class a player (Big Guy, Blitzer, Orc, Elf…); Hatred (X) and other rules name them. The "
        "bot takes them from the book's roster when a player is added."
    ),
    "glossary.mouvement.text": (
        "MA: how many squares a player may move in their activation; Rushing gives up to 2 more."
    ),
    "glossary.force.text": "ST: counts for the number of block dice, Assists included.",
    "glossary.agilite.text": "AG: the score needed on a D6 to Dodge, Catch, pick up or Intercept the ball (3+, say).",
    "glossary.capacite_de_passe.text": (
        "PA: the score needed on a D6 to pass (4+, say); “-”: the player cannot attempt a Pass."
    ),
    "glossary.armure.text": "AV: the Armour Roll (2D6 and its modifiers) must reach it to break the armour (9+, say).",
    "glossary.jet_naturel.text": (
        "The die as rolled, before any modifier: a natural 1 always fails and a natural 6 always passes a test."
    ),
    "glossary.avant_match.text": (
        "Before the kick-off: the fans (FF), the Weather, Journeymen, Inducements, then the kicking team. The "
        "bot: `/match start` rolls the FF, `/weather` the Weather."
    ),
    "glossary.meteo.text": (
        "The Weather table (2D6), rolled before the game and on Changing Weather: Sweltering Heat, Very Sunny, "
        "Perfect Conditions, Pouring Rain, Blizzard.\nThe bot: `/weather`."
    ),
    "glossary.mise_en_place.text": (
        "Before each Drive each team sets up to 11 players in its own half, at least 3 on the Line of Scrimmage "
        "and at most 2 in each Wide Zone; the kicking team sets up first."
    ),
    "glossary.coup_d_envoi.text": (
        "The ball is kicked and deviates, then an event is rolled on the Kick-off Event table (2D6).\nThe bot: "
        "`/kickoff` does the lot (the classique table of document 003, or bb2025), victims and deviation "
        "included."
    ),
    "glossary.tour.text": (
        "Each team plays 8 Turns per half; in its Turn, each of its players may be activated once. A Turnover ends it."
    ),
    "glossary.activation.text": (
        "The coach picks a player and declares their Action (Move, Block, Blitz, Pass, Hand-off, Foul…), then "
        "performs it; a player is activated once per Turn."
    ),
    "glossary.action_de_mouvement.text": "The player moves up to their MA, Rushing to go further.",
    "glossary.se_relever.text": (
        "A Prone player stands up at the start of an Action that includes a Move, for 3 squares of MA; with MA 2 "
        "or less they need a 4+ on a D6."
    ),
    "glossary.esquiver.text": (
        "Leaving a square where the player is Marked needs an Agility Test, at -1 per opponent Marking the "
        "square entered; failed, the player Falls Over."
    ),
    "glossary.sauter.text": (
        "During a move, a player may Jump over a Prone or Stunned player into a free square beyond, with an "
        "Agility Test; failed, they Fall Over."
    ),
    "glossary.ramasser.text": (
        "Moving into the ball's square means trying to pick it up: an Agility Test; failed, the ball Bounces and "
        "it is a Turnover."
    ),
    "glossary.foncer.text": (
        "Up to 2 squares beyond the MA, each on a 2+ on a D6; on a 1 the player Falls Over in that square."
    ),
    "glossary.securiser.text": (
        "If no Standing opponent that is not Distracted is within 2 squares of the loose ball, the player moves "
        "to it and picks it up on a 2+ on a D6 (no Agility Test); on a 1, a Turnover."
    ),
    "glossary.jet_d_armure.text": (
        "2D6 and modifiers against the fallen player's AV: if it reaches it, the armour breaks and an Injury "
        "Roll follows.\nThe bot: `/armour`, `/odds armour`."
    ),
    "glossary.jet_de_blessure.text": (
        "2D6 on the Injury Table: Stunned, Knocked-out or Casualty (the Stunty Injury Table for a Stunty "
        "player).\nThe bot: `/injury`, `/odds injury`."
    ),
    "glossary.apothicaire.text": (
        "Once per game: a Knocked-out player stays on the pitch, Stunned; for a Casualty, the opponent makes a "
        "second Casualty Roll and the player's coach keeps either (Badly Hurt: to the Reserves). 50,000 gold "
        "pieces, one per team.\nThe bot: the Apothecary button after a Casualty Roll."
    ),
    "glossary.agression.text": (
        "Once per Turn, a player attacks a Prone or Stunned opponent: an Armour Roll with assists; a double on "
        "the Armour or Injury Roll gets the fouler Sent-off.\nThe bot: `/foul`, `/odds foul`."
    ),
    "glossary.expulsion.text": (
        "The referee removes the player for the rest of the game (a Foul on a double, a Secret Weapon…); a "
        "Turnover for the active team. The coach may Argue the Call.\nThe bot: `/foul` says so."
    ),
    "glossary.contester.text": (
        "After a sending-off, D6: on a 1 the coach is sent off too (no more arguing), on a 2-5 nothing changes, "
        "on a 6 the player stays (the Turnover remains).\nThe bot does not roll it: `/roll dice:1d6`."
    ),
    "glossary.action_de_passe.text": (
        "Once per Turn: a Passing Ability Test by range (the Range Ruler); an Accurate Pass, an Inaccurate Pass "
        "(the ball Scatters) or a Fumbled Pass (it Bounces).\nThe bot: `/scatter` for the deviation."
    ),
    "glossary.interception.text": (
        "An opponent under a pass's path may try to Intercept it (an Agility Test); a successful Interception "
        "earns 2 SPP."
    ),
    "glossary.receptionner.text": (
        "A Standing player in the square the ball lands in tries to Catch it: an Agility Test at -1 per opponent "
        "Marking them; failed, the ball Bounces."
    ),
    "glossary.transmission.text": (
        "Once per Turn, the ball carrier gives the ball to an adjacent team-mate, who must Catch it."
    ),
    "glossary.atterrissage.text": (
        "A player thrown by a team-mate makes an Agility Test to land on their feet (-1 after a Subpar or "
        "Fumbled Throw, -1 per opponent Marking the square); failed, they Fall Over."
    ),
    "glossary.touchdown.text": (
        "A Standing player holding the ball in the opposing End Zone scores: 3 SPP, and the Drive ends.\nThe bot: "
        "the `/match` score, the SPP during the Post-game Sequence."
    ),
    "glossary.temporisation.text": (
        "A ball carrier who could score without rolling a die and does not is Stalling: D6 at the end of their "
        "activation, if it reaches the Turn number the crowd Knocks them Down (a Turnover). A team that never "
        "Stalled earns 10,000 gold pieces more.\nThe bot: asked during the Post-game Sequence."
    ),
    "glossary.prolongation.text": (
        "A drawn game that needs a winner (the Play-offs) goes on for 8 more Turns; still drawn, Penalties: five "
        "D6 roll-offs.\nThe bot does not run it: `/roll`."
    ),
    "glossary.fosse.text": "Each team's bench: the Reserves Box, the Knocked-out Box and the Casualty Box.",
    "glossary.creation_d_equipe.text": (
        "A team is drafted with 1,000,000 gold pieces: roster players (11 to 16), Team Re-rolls, Sideline Staff, "
        "Dedicated Fans; what is left goes to the Treasury.\nThe bot: `/team create`, `/player add`."
    ),
    "glossary.niveaux.text": (
        "The book sorts the teams into four Tiers, from the strongest (1) to the weakest (4); in Matched Play "
        "they give Skill Points."
    ),
    "glossary.fans_devoues.text": (
        "The team's loyal following, 1 to 7; with a D3 it makes each game's Fan Factor. After a win, D6 ≥ "
        "Dedicated Fans: +1; after a loss, D6 < Dedicated Fans: -1.\nThe bot: rolled during the Post-game Sequence."
    ),
    "glossary.valeur_d_equipe.text": (
        "TV: the value of all the players, Sideline Staff and Team Re-rolls; neither Dedicated Fans nor the "
        "Treasury count.\nThe bot: `/team show`."
    ),
    "glossary.vea.text": (
        "CTV: the TV less the value of the players who will not play the next game (MNG, Temporarily Retiring), "
        "Journeymen included.\nThe bot: `/team show`."
    ),
    "glossary.journaliers.text": (
        "With fewer than 11 players able to play, the team fills up with 0-16 Linemen of its roster, who gain "
        "Loner (4+); they may be hired during the Post-game Sequence.\nThe bot: `/player add journeyman:true`, "
        "hiring at the "
        "Post-game Sequence."
    ),
    "glossary.coups_de_pouce.text": (
        "Before the game, the team with the lower CTV gets the difference to buy one-game help (Prayers to "
        "Nuffle, Bribes, Star Players, Mercenary Players, Wandering Apothecary…); the team with the higher CTV may "
        "first spend its Treasury, and the other also receives what it spent.\nThe bot: `/rule` explains every "
        "Inducement and Prayer; it does not run the pre-game yet."
    ),
    "glossary.star_player.text": "A famous player hired as an Inducement for one game; they earn no SPP.",
    "glossary.mercenaires.text": "A roster player hired as an Inducement for a single game, with Loner.",
    "glossary.apres_match.text": (
        "After a league game: outcome and Winnings, Dedicated Fans, Player Advancement, hiring and firing, "
        "Expensive Mistakes, preparing the next fixture.\nThe bot: `/postmatch start`."
    ),
    "glossary.gains.text": (
        "(both teams' Fan Factors ÷ 2 + Touchdowns scored + 1 if no Stalling) × 10,000 gold pieces, added to the "
        "Treasury.\nThe bot: worked out during the Post-game Sequence."
    ),
    "glossary.joueur_du_match.text": (
        "MVP: each coach names 6 players who played, a D6 picks one, who earns 4 SPP.\nThe bot: rolled during "
        "the Post-game Sequence."
    ),
    "glossary.progression.text": (
        "SPP buy a Primary or Secondary Skill, chosen or randomly selected, or a Characteristic improvement; the "
        "cost rises with each advancement, and so does the player's value.\nThe bot: `/advancement`, and the "
        "Post-game Sequence."
    ),
    "glossary.recrutement.text": (
        "At the Post-game Sequence: remove the dead, hire and fire players (never below 11 able to play), "
        "Sideline Staff, "
        "Team Re-rolls (at double cost), then the Journeymen who played.\nThe bot: the Post-game Sequence's "
        "hiring screen."
    ),
    "glossary.retraite.text": (
        "A player who suffers a Lasting Injury may take the rest of the season off: they play no more, stay on "
        "the roster, do not count in the CTV, and may heal in the Off-season.\nThe bot: `/player edit`."
    ),
    "glossary.erreurs_couteuses.text": (
        "From 100,000 gold pieces in the Treasury, a D6 by bracket: Crisis Averted, Minor Incident, Major "
        "Incident or Catastrophe.\nThe bot: `/expensive-mistakes`, and the Post-game Sequence."
    ),
    "glossary.concession.text": (
        "A coach may Concede at the start of their Turn: the opponent wins 2-0 (or more), a second MVP and the "
        "Winnings; the conceding team loses its SPP and D3 Dedicated Fans, and its veterans may quit. Without "
        "penalty if it cannot field 3 players.\nThe bot: the Post-game Sequence, `/match unplayed`."
    ),
    "glossary.saison.text": (
        "A Regular Season of League Fixtures, then the Play-offs.\nThe bot: `/match`, `/standings`, `/season end`."
    ),
    "glossary.match_amical.text": (
        "A game outside the fixtures: no League Points; every Casualty counts as Badly Hurt.\nThe bot: `/match "
        "start friendly:true`."
    ),
    "glossary.points_de_ligue.text": (
        "Win 3, draw 1, loss 0, and bonus points at the commissioner's choice (3 Touchdowns, none conceded, 3 "
        "Casualties that earned SPP).\nThe bot: `/standings`, set with `/settings points:`."
    ),
    "glossary.play_offs.text": (
        "After the Regular Season, the best teams meet in knockout rounds, with Extra Time and Penalties; prizes "
        "of 100,000, 60,000 and 30,000 gold pieces.\nThe bot does not run them."
    ),
    "glossary.intersaison.text": (
        "Between seasons: MNG are lifted, a D6 for each Niggling Injury, each gained Hatred and each Temporarily "
        "Retiring player's reduction; then the team may be Re-drafted with 1,000,000 gold pieces and its "
        "bonuses.\nThe bot: `/season end`."
    ),
}
