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
        "cannot take a Move Action, Follow-up, be Pushed Back or leave their square (unless KO'd or a "
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
        "returns to the Reserves box, otherwise they stay KO'd until the next one."
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
    "glossary.tresorerie.text": "The team's gold, in gp (gold pieces), in multiples of 5,000 gp.",
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
        "or a Primary or Secondary skill instead)."
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
}
