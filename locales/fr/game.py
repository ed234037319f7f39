"""French labels: game (block, pitch, kick-off, weather, glossary, dice expressions).

Block faces are seed 002's words and the classic kick-off events seed 003's,
exactly. The BB2025 kick-off events reuse seed 003's word where the event is the
same English event (Intimidation for Get the Ref, Encouragement, Bonne Stratégie,
Changement de Temps, Attaque Surprise, Invasion du Terrain); the others are named
here (Temps Mort, Défense Solide, Chandelle, Charge !, Casse-croûte Douteux). ``<key>.detail`` is
the one-line effect of an event, face or weather. ``@bb2025`` marks the text of
the bb2025 ruleset where the seeds' text differs.
"""

LABELS: dict[str, str] = {
    # --- block dice (seed 002) -------------------------------------------------------------------
    "step.block": "Blocage",
    "step.block.face": "Dé de Blocage",
    "step.block.resolution": "Effet",
    "block.dice.1": "1 dé (Force égale) : il s'applique",
    "block.dice.2_attacker": "2 dés, l'attaquant choisit",
    "block.dice.2_defender": "2 dés, le défenseur choisit",
    "block.dice.3_attacker": "3 dés, l'attaquant choisit",
    "block.dice.3_defender": "3 dés, le défenseur choisit",
    "block.face.player_down": "Attaquant Plaqué",
    "block.face.both_down": "Les Deux Plaqués",
    "block.face.push_back": "Repoussé",
    "block.face.stumble": "Bousculé",
    "block.face.pow": "Défenseur Plaqué",
    "block.face.player_down.detail": "Le joueur qui bloque est Plaqué, comme si la cible l'avait bloqué : Turnover.",
    "block.face.both_down.detail": (
        "Les deux joueurs sont Plaqués, chacun sur sa case ; un joueur qui a Blocage peut rester debout."
    ),
    "block.face.push_back.detail": "La cible recule d'une case ; l'attaquant peut Poursuivre.",
    "block.face.stumble.detail": (
        "Repoussé si la cible a Esquive et l'attaquant n'a pas Tacle ; sinon Défenseur Plaqué."
    ),
    "block.face.pow.detail": "La cible est Repoussée, puis Plaquée sur sa nouvelle case.",
    "block.result.attacker_down": "Attaquant Plaqué",
    "block.result.attacker_down.detail": "L'attaquant est Plaqué : Jet d'Armure pour lui, Turnover.",
    "block.result.both_down": "Les Deux Plaqués : les deux tombent",
    "block.result.both_down.detail": "Les deux joueurs sont Plaqués : un Jet d'Armure chacun, Turnover.",
    "block.result.both_down_attacker_blocks": "Les Deux Plaqués : seul le défenseur tombe (Blocage)",
    "block.result.both_down_attacker_blocks.detail": (
        "L'attaquant a Blocage et peut rester debout : le défenseur est Plaqué (Jet d'Armure), pas de Turnover."
    ),
    "block.result.both_down_defender_blocks": "Les Deux Plaqués : seul l'attaquant tombe (Blocage)",
    "block.result.both_down_defender_blocks.detail": (
        "Le défenseur a Blocage et peut rester debout : l'attaquant est Plaqué (Jet d'Armure), Turnover."
    ),
    "block.result.both_down_both_block": "Les Deux Plaqués : personne ne tombe (Blocage des deux côtés)",
    "block.result.both_down_both_block.detail": (
        "Les deux joueurs ont Blocage : chacun peut rester debout, personne ne bouge."
    ),
    "block.result.both_down_wrestle_attacker": "Les Deux Plaqués : Lutte de l'attaquant, les deux Mis à Terre",
    "block.result.both_down_wrestle_attacker.detail": (
        "L'attaquant utilise Lutte : les deux joueurs sont Mis à Terre, sans Jet d'Armure ; pas de Turnover, "
        "sauf s'il portait le ballon."
    ),
    "block.result.both_down_wrestle_defender": "Les Deux Plaqués : Lutte du défenseur, les deux Mis à Terre",
    "block.result.both_down_wrestle_defender.detail": (
        "Le défenseur utilise Lutte : les deux joueurs sont Mis à Terre, sans Jet d'Armure ; l'action de "
        "l'attaquant s'arrête, pas de Turnover sauf s'il portait le ballon."
    ),
    "block.result.both_down_juggernaut": "Les Deux Plaqués → Repoussé (Juggernaut)",
    "block.result.both_down_juggernaut.detail": (
        "Juggernaut sur un Blitz : le résultat devient Repoussé ; la cible ne peut utiliser ni Parade, ni "
        "Stabilité, ni Lutte."
    ),
    "block.result.push_back": "Repoussé",
    "block.result.push_back.detail": "La cible recule d'une case (gabarit de poussée) ; l'attaquant peut Poursuivre.",
    "block.result.stumble_dodge": "Bousculé → Repoussé (Esquive)",
    "block.result.stumble_dodge.detail": (
        "La cible a Esquive : elle est seulement Repoussée ; l'attaquant peut Poursuivre."
    ),
    "block.result.stumble_tackle": "Bousculé → Défenseur Plaqué (Tacle annule Esquive)",
    "block.result.stumble_tackle.detail": (
        "L'attaquant a Tacle : l'Esquive ne joue pas, la cible est Repoussée puis Plaquée (Jet d'Armure)."
    ),
    "block.result.stumble_down": "Bousculé → Défenseur Plaqué",
    "block.result.stumble_down.detail": ("La cible n'a pas Esquive : elle est Repoussée puis Plaquée (Jet d'Armure)."),
    "block.result.pow": "Défenseur Plaqué",
    "block.result.pow.detail": (
        "La cible est Repoussée puis Plaquée sur sa nouvelle case (Jet d'Armure) ; l'attaquant peut Poursuivre."
    ),
    "block.odds.knockdown": "Défenseur à terre, attaquant debout",
    "block.odds.push": "Défenseur Repoussé",
    "block.odds.none": "Personne ne tombe",
    "block.odds.both_prone": "Les deux Mis à Terre (Lutte)",
    "block.odds.both_down": "Les deux à terre",
    "block.note.stand_firm": "Stabilité : la cible reste sur sa case ; pas de poursuite.",
    "block.note.stand_firm_down": "Stabilité : la cible reste sur sa case, où elle est Plaquée ; pas de poursuite.",
    "block.note.fend": "Parade : l'attaquant ne peut pas Poursuivre.",
    "block.note.ball_and_chain_prone": (
        "Chaîne et Boulet Mis à Terre : son Jet de Blessure aussitôt, où Sonné compte comme K.O. (son bouton)."
    ),
    "block.note.multiple_block": "Blocage Multiple : l'attaquant ne peut pas Poursuivre.",
    "block.note.steady_footing": (
        "Appuis Sûrs : avant son Jet d'Armure, sur 6 au D6, le joueur n'est pas Plaqué (pas de turnover s'il est "
        "l'attaquant)."
    ),
    "block.note.grab": (
        "Projection : le coach de l'attaquant choisit n'importe quelle case libre adjacente à la cible (pas le "
        "gabarit ; Glissade Contrôlée ne joue pas)."
    ),
    "block.note.sidestep": (
        "Glissade Contrôlée : c'est le coach de la cible qui choisit n'importe quelle case libre adjacente à la "
        "cible (pas le gabarit)."
    ),
    "block.note.frenzy_follow": "Frénésie : l'attaquant doit Poursuivre.",
    "block.note.frenzy_again": (
        "Frénésie : l'attaquant doit Poursuivre, puis bloquer une seconde fois la cible, encore debout (sur un "
        "Blitz, ce second blocage coûte une case de mouvement)."
    ),
    "block.note.frenzy_second": (
        "Frénésie : la cible est encore debout, l'attaquant doit la bloquer une seconde fois (sur un Blitz, ce "
        "second blocage coûte une case de mouvement)."
    ),
    "block.note.both_down_choice": (
        "Lutte et Juggernaut sont au choix de leur coach : les boutons disent comment appliquer Les Deux Plaqués."
    ),
    "block.dauntless.success": "Intrépide réussi : Force portée à {strength}",
    "block.dauntless.failure": "Intrépide raté : Force inchangée ({strength})",
    "block.brawler.offer": "Bagarreur : l'attaquant peut relancer un dé Les Deux Plaqués, une fois.",
    "block.brawler.used": "Relancé grâce à Bagarreur (il montrait Les Deux Plaqués).",
    "step.block.dauntless": "Intrépide",
    "step.block.pro": "Pro",
    "block.pro.success": "Pro réussi : le dé peut être relancé",
    "block.pro.success.detail": "Sur 3+, le coach peut relancer le dé (le voici) ; le nouveau dé ne peut plus l'être.",
    "block.pro.failure": "Pro raté : le dé ne peut pas être relancé",
    "block.pro.failure.detail": "Sur 1-2, le dé reste tel quel, et aucune autre relance ne peut le toucher.",
    "mod.multiple_block": "Blocage Multiple",
    "mod.horns": "Cornes",
    "mod.strength": "Force",
    "block.odds.attacker_down": "Attaquant à terre",
    # --- pitch: directions, push-back, scatter, la touche ---------------------------------------
    "step.scatter": "Dispersion",
    "step.scatter_moves": "Dispersion case par case",
    "step.bounce": "Rebond",
    "step.throw_in": "La touche",
    "step.direction": "Direction",
    "step.distance": "Distance",
    "step.touchback": "Touchback",
    "pitch.direction.1": "1 : en haut à gauche ↖",
    "pitch.direction.2": "2 : en haut ↑",
    "pitch.direction.3": "3 : en haut à droite ↗",
    "pitch.direction.4": "4 : à gauche ←",
    "pitch.direction.5": "5 : à droite →",
    "pitch.direction.6": "6 : en bas à gauche ↙",
    "pitch.direction.7": "7 : en bas ↓",
    "pitch.direction.8": "8 : en bas à droite ↘",
    "pitch.throw_in.diagonal_left": "1-2 : en diagonale d'un côté",
    "pitch.throw_in.straight": "3-4 : tout droit vers le terrain",
    "pitch.throw_in.diagonal_right": "5-6 : en diagonale de l'autre côté",
    "pitch.corner.along_top": "1 : le long d'un bord",
    "pitch.corner.diagonal": "2 : en diagonale",
    "pitch.corner.along_side": "3 : le long de l'autre bord",
    "pitch.scatter": "Dispersion : D8 pour la direction, D6 cases",
    "pitch.scatter.bad_kick": "Dispersion : D8 pour la direction, 2D6 cases (Mauvais coup de pied)",
    "pitch.scatter_moves": "Dispersion : le ballon se déplace case par case (D8 à chaque case)",
    "pitch.bounce": "Rebond : une case dans la direction du D8",
    "pitch.throw_in": "La touche : la foule renvoie le ballon (D6 pour la direction, 2D6 cases)",
    "pitch.throw_in.corner": "La touche depuis un coin (D3 pour la direction, 2D6 cases)",
    "pitch.distance": "Distance en cases",
    "mod.first_square": "Case de départ comptée",
    "pitch.touchback": "Touchback",
    "pitch.touchback.detail": (
        "L'entraîneur de l'équipe receveuse donne le ballon à l'un de ses joueurs Debout "
        "(s'il n'en a aucun : sur une case libre de son camp)."
    ),
    "pitch.push.choose_free": "Repoussé : l'entraîneur de l'attaquant choisit une case libre",
    "pitch.push.choose_free.detail": (
        "Une des cases libres du gabarit ; une case où il n'y a que le ballon compte comme libre "
        "(le ballon rebondit, pas de Turnover)."
    ),
    "pitch.push.chain": "Poussée en Chaîne",
    "pitch.push.chain.detail": (
        "Toutes les cases sont occupées : l'entraîneur de l'attaquant en choisit une, "
        "et son occupant est Repoussé à son tour dans le même sens."
    ),
    "pitch.push.crowd": "Repoussé dans le public",
    "pitch.push.crowd.detail": (
        "Aucune case libre au bord du terrain : la cible sort, Blessure par le Public "
        "(Jet de Blessure sans Jet d'Armure) ; s'il avait le ballon, la foule le renvoie (la touche)."
    ),
    # --- weather (table du climat) --------------------------------------------------------------
    "step.weather": "Météo",
    "weather.sweltering_heat": "Chaleur Accablante",
    "weather.very_sunny": "Très Ensoleillé",
    "weather.perfect_conditions": "Conditions Idéales",
    "weather.pouring_rain": "Pluie Battante",
    "weather.blizzard": "Blizzard",
    "weather.sweltering_heat.detail": (
        "À la fin de chaque Phase, un seul D3 pour les deux équipes : autant de joueurs de chaque équipe qui "
        "étaient sur le terrain, tirés au hasard, vont en Réserves et ne peuvent pas être placés à la Phase suivante."
    ),
    "weather.very_sunny.detail": "-1 à tous les tests de Capacité de Passe (CP).",
    "weather.perfect_conditions.detail": "Aucun effet.",
    "weather.pouring_rain.detail": "-1 aux réceptions, aux ramassages et aux interceptions.",
    "weather.blizzard.detail": "-1 aux jets pour Foncer ; seules les passes rapides et courtes sont possibles.",
    # --- kick-off: the procedure ----------------------------------------------------------------
    "step.kickoff": "Coup d'envoi",
    "step.kickoff.event": "Événement",
    "step.kickoff.place": "Placement du ballon",
    "step.kickoff.land": "Le ballon retombe",
    "step.kickoff.case": "Selon la case",
    "step.kickoff.contest": "Jet opposé",
    "step.kickoff.round": "Lancer",
    "step.kickoff.side": "Équipe",
    "step.kickoff.effect": "Effet",
    "step.kickoff.count": "Nombre",
    "step.kickoff.turns": "Compteur de tour",
    "step.kickoff.snack": "Joueur désigné",
    "step.kickoff.victim": "Victime",
    "mod.fan_factor": "FP",
    "mod.cheerleaders": "Meneuses de revue",
    "mod.assistant_coaches": "Adjoints",
    "mod.constant": "Modificateur",
    "kickoff.procedure.classique": "Table classique (document 003)",
    "kickoff.procedure.bb2025": "Table BB2025",
    "kickoff.place.classique": "N'importe quelle case du camp adverse, au choix du coach qui frappe.",
    "kickoff.place.bb2025": "Le botteur est désigné ; le ballon va sur n'importe quelle case du camp adverse.",
    "kickoff.land.classique": "Le ballon retombe à la distance et dans la direction tirées.",
    "kickoff.land.bb2025": "Le ballon atterrit à la distance et dans la direction tirées.",
    "kickoff.case.off_pitch_throw_in": "Hors du terrain : la touche (le public renvoie le ballon).",
    "kickoff.case.player_pickup": "Sur un joueur : il peut le ramasser ; raté, le ballon rebondit, sans Turnover.",
    "kickoff.case.empty_bounce": "Sur une case vide : rebond (D8).",
    "kickoff.case.kicking_half_touchback": (
        "Dans le camp qui frappe : touchback, le coach receveur donne le ballon à l'un de ses joueurs."
    ),
    "kickoff.case.touchback": (
        "Hors du terrain ou hors du camp receveur : touchback, le coach receveur donne le ballon à l'un de ses "
        "joueurs Debout."
    ),
    "kickoff.case.player_catch": "Sur un joueur : il peut tenter de le réceptionner ; raté, le ballon rebondit.",
    "kickoff.contest.kicking": "Plus haut total : {kicking_mid}",
    "kickoff.contest.receiving": "Plus haut total : {receiving_mid}",
    "kickoff.contest.tie": "Égalité",
    "kickoff.side.kicking": "{kicking}",
    "kickoff.side.receiving": "{receiving}",
    "kickoff.count.players": "Nombre de joueurs",
    "kickoff.count.victims": "Nombre de victimes",
    "kickoff.victim.kicking": "Victime {number} ({kicking_mid}) : Jet de Blessure direct, sans armure",
    "kickoff.victim.receiving": "Victime {number} ({receiving_mid}) : Jet de Blessure direct, sans armure",
    "kickoff.team.kicking": "L'équipe qui frappe",
    "kickoff.team.receiving": "L'équipe receveuse",
    # the same, where a sentence goes on (« Victime 1 (l’équipe receveuse) », « Plus haut total : l’équipe qui frappe »)
    "kickoff.team.kicking.mid": "l'équipe qui frappe",
    "kickoff.team.receiving.mid": "l'équipe receveuse",
    # --- kick-off: classique (seed 003) ---------------------------------------------------------
    "kickoff.classique.riot": "Bagarre",
    "kickoff.classique.get_the_ref": "Intimidation",
    "kickoff.classique.perfect_defence": "Défense Parfaite",
    "kickoff.classique.cheering_fans": "Encouragement",
    "kickoff.classique.bad_kick": "Mauvais coup de pied",
    "kickoff.classique.changing_weather": "Changement de Temps",
    "kickoff.classique.quick_snap": "Attaque Surprise",
    "kickoff.classique.brilliant_coaching": "Bonne Stratégie",
    "kickoff.classique.blitz": "Blitz !",
    "kickoff.classique.throw_a_rock": "Lancer de Rocher",
    "kickoff.classique.pitch_invasion": "Invasion du Terrain",
    "kickoff.classique.riot.detail": (
        "Une bagarre retarde le jeu : le compteur de tour avance de 1D6 ; s'il atteint 8, la mi-temps se termine."
    ),
    "kickoff.classique.get_the_ref.detail": (
        "Chaque entraîneur lance 2D6 + FP ; l'arbitre, remplacé, ne siffle plus de faute contre l'équipe "
        "au plus haut total (égalité : contre aucune équipe)."
    ),
    "kickoff.classique.perfect_defence.detail": (
        "L'équipe qui donne le coup d'envoi peut réorganiser ses joueurs ; l'équipe receveuse ne bouge pas."
    ),
    "kickoff.classique.cheering_fans.detail": (
        "Chaque entraîneur lance 1D6 + FP + meneuses de revue (égalité : on relance) ; le gagnant gagne "
        "une relance pour la mi-temps."
    ),
    "kickoff.classique.bad_kick.detail": "Le ballon se disperse de 2D6 cases au lieu de 1D6.",
    "kickoff.classique.changing_weather.detail": "Nouveau jet sur la table de la Météo.",
    "kickoff.classique.quick_snap.detail": (
        "Chaque joueur de l'équipe receveuse peut avancer d'une case, gratuitement, en ignorant les zones de tacle."
    ),
    "kickoff.classique.brilliant_coaching.detail": (
        "Chaque entraîneur lance 1D6 + adjoints (égalité : on relance) ; le gagnant gagne une relance pour la mi-temps."
    ),
    "kickoff.classique.blitz.detail": (
        "L'équipe qui donne le coup d'envoi joue un tour supplémentaire avant l'équipe receveuse, "
        "sans avancer le compteur de tour."
    ),
    "kickoff.classique.throw_a_rock.detail": (
        "Chaque entraîneur lance 2D6 + FP (on relance une égalité) ; les supporters du gagnant lancent un "
        "rocher sur un joueur adverse au hasard : Jet de Blessure direct, sans Jet d'Armure."
    ),
    "kickoff.classique.pitch_invasion.detail": (
        "Chaque entraîneur lance 2D6 + FP (on relance une égalité) ; les supporters du gagnant blessent "
        "1D6 joueurs adverses au hasard : un Jet de Blessure direct pour chacun."
    ),
    "kickoff.classique.riot.turn_unknown": (
        "Avancez le compteur de tour d'autant de cases ; s'il atteint 8, la mi-temps se termine."
    ),
    "kickoff.classique.riot.half_ends": (
        "Le compteur de tour passe de {turn} à {turn_after} (8 ou plus) : la mi-temps se termine."
    ),
    "kickoff.classique.riot.half_goes_on": "Le compteur de tour passe de {turn} à {turn_after} : la mi-temps continue.",
    "kickoff.classique.get_the_ref.kicking": "{kicking} : plus aucune faute ne sera sifflée contre elle.",
    "kickoff.classique.get_the_ref.receiving": "{receiving} : plus aucune faute ne sera sifflée contre elle.",
    "kickoff.classique.get_the_ref.both": "Égalité : l'arbitre ne sifflera plus de faute contre aucune équipe.",
    "kickoff.classique.cheering_fans.kicking": "{kicking} : une relance de plus pour la mi-temps.",
    "kickoff.classique.cheering_fans.receiving": "{receiving} : une relance de plus pour la mi-temps.",
    "kickoff.classique.brilliant_coaching.kicking": "{kicking} : une relance de plus pour la mi-temps.",
    "kickoff.classique.brilliant_coaching.receiving": "{receiving} : une relance de plus pour la mi-temps.",
    "kickoff.classique.throw_a_rock.kicking": (
        "{kicking} : ses supporters lancent un rocher sur un joueur adverse tiré au hasard."
    ),
    "kickoff.classique.throw_a_rock.receiving": (
        "{receiving} : ses supporters lancent un rocher sur un joueur adverse tiré au hasard."
    ),
    "kickoff.classique.pitch_invasion.kicking": (
        "{kicking} : ses supporters blessent 1D6 joueurs adverses tirés au hasard."
    ),
    "kickoff.classique.pitch_invasion.receiving": (
        "{receiving} : ses supporters blessent 1D6 joueurs adverses tirés au hasard."
    ),
    # --- kick-off: bb2025 (rules-reference §2.10) -----------------------------------------------
    "kickoff.bb2025.get_the_ref": "Intimidation",
    "kickoff.bb2025.time_out": "Temps Mort",
    "kickoff.bb2025.solid_defence": "Défense Solide",
    "kickoff.bb2025.high_kick": "Chandelle",
    "kickoff.bb2025.cheering_fans": "Encouragement",
    "kickoff.bb2025.brilliant_coaching": "Bonne Stratégie",
    "kickoff.bb2025.changing_weather": "Changement de Temps",
    "kickoff.bb2025.quick_snap": "Attaque Surprise",
    "kickoff.bb2025.charge": "Charge !",
    "kickoff.bb2025.dodgy_snack": "Casse-croûte Douteux",
    "kickoff.bb2025.pitch_invasion": "Invasion du Terrain",
    "kickoff.bb2025.get_the_ref.detail": (
        "Chaque équipe reçoit un Pot-de-vin gratuit, à utiliser pendant ce match ou perdu."
    ),
    "kickoff.bb2025.time_out.detail": (
        "Si le compteur de tour de l'équipe qui donne le coup d'envoi est sur 6, 7 ou 8, les deux compteurs "
        "reculent d'une case ; sinon ils avancent d'une case."
    ),
    "kickoff.bb2025.solid_defence.detail": (
        "Jusqu'à D3+3 joueurs Démarqués de l'équipe qui donne le coup d'envoi peuvent être retirés et "
        "replacés (règles normales de mise en place)."
    ),
    "kickoff.bb2025.high_kick.detail": (
        "Un joueur Démarqué de l'équipe receveuse peut être placé sur la case où le ballon va tomber."
    ),
    "kickoff.bb2025.cheering_fans.detail": (
        "Chaque entraîneur lance 1D6 + meneuses de revue ; le plus haut (égalité : les deux) a +1 soutien "
        "offensif sur la première action de Blocage de son prochain tour."
    ),
    "kickoff.bb2025.brilliant_coaching.detail": (
        "Chaque entraîneur lance 1D6 + adjoints ; le plus haut (égalité : les deux) gagne une relance "
        "d'équipe pour la Phase."
    ),
    "kickoff.bb2025.changing_weather.detail": (
        "Nouveau jet sur la table de la Météo ; sur Conditions Idéales, le ballon se disperse de 3 cases "
        "avant d'atterrir."
    ),
    "kickoff.bb2025.quick_snap.detail": (
        "Jusqu'à D3+3 joueurs Démarqués de l'équipe receveuse peuvent avancer d'une case dans n'importe quelle "
        "direction, même dans le camp adverse."
    ),
    "kickoff.bb2025.charge.detail": (
        "Jusqu'à D3+3 joueurs Démarqués de l'équipe qui donne le coup d'envoi peuvent faire chacun un Mouvement "
        "gratuit ; à la place, l'un peut faire un Blitz, un autre un Lancer de Coéquipier et un troisième un Botter "
        "de Coéquipier. Dès qu'un joueur chute ou est Plaqué, la Charge s'arrête (relances d'équipe permises, FAQ)."
    ),
    "kickoff.bb2025.dodgy_snack.detail": (
        "Chaque coach jette 1D6+FP, le coach ayant le plus mauvais résultat désigne 1 de ses joueurs, sur le "
        "terrain, au hasard (si égalité, les deux coachs désignent 1 joueur au hasard). Sur 2+ avec 1D6, "
        "ce joueur a -1 M et -1 AR. Sur 1 il est placé dans le Box des réserves"
    ),
    "kickoff.bb2025.dodgy_snack.detail@bb2025": (
        "Chaque coach jette 1D6 (sans FP) ; le plus bas (égalité : les deux) désigne 1 de ses joueurs sur le "
        "terrain, au hasard. Sur 2+ avec 1D6, ce joueur a -1 M et -1 AR jusqu'à la fin de la Phase ; "
        "sur 1 il va dans le box des Réserves pour la Phase."
    ),
    "kickoff.bb2025.pitch_invasion.detail": (
        "Chaque entraîneur lance 1D6 + FP ; le plus bas (égalité : les deux, un seul D3) voit D3 de ses "
        "joueurs sur le terrain, tirés au hasard, Mis à Terre et Sonnés."
    ),
    "kickoff.bb2025.time_out.turn_unknown": (
        "Compteur de l'équipe qui donne le coup d'envoi sur 6, 7 ou 8 : les deux compteurs reculent d'une "
        "case ; sinon ils avancent d'une case."
    ),
    "kickoff.bb2025.time_out.back": "Les deux compteurs de tour reculent d'une case.",
    "kickoff.bb2025.time_out.forward": "Les deux compteurs de tour avancent d'une case.",
    "kickoff.bb2025.cheering_fans.kicking": (
        "{kicking} : +1 soutien offensif sur la première action de Blocage de son prochain tour."
    ),
    "kickoff.bb2025.cheering_fans.receiving": (
        "{receiving} : +1 soutien offensif sur la première action de Blocage de son prochain tour."
    ),
    "kickoff.bb2025.cheering_fans.both": (
        "Égalité : les deux équipes ont +1 soutien offensif sur la première action de Blocage de leur prochain tour."
    ),
    "kickoff.bb2025.brilliant_coaching.kicking": "{kicking} : une relance d'équipe de plus pour la Phase.",
    "kickoff.bb2025.brilliant_coaching.receiving": "{receiving} : une relance d'équipe de plus pour la Phase.",
    "kickoff.bb2025.brilliant_coaching.both": "Égalité : chaque équipe gagne une relance d'équipe pour la Phase.",
    "kickoff.bb2025.dodgy_snack.kicking": "{kicking} : un de ses joueurs sur le terrain est désigné au hasard.",
    "kickoff.bb2025.dodgy_snack.receiving": "{receiving} : un de ses joueurs sur le terrain est désigné au hasard.",
    "kickoff.bb2025.dodgy_snack.both": "Égalité : chaque équipe désigne un de ses joueurs sur le terrain, au hasard.",
    "kickoff.bb2025.pitch_invasion.kicking": (
        "{kicking} : D3 de ses joueurs sur le terrain, tirés au hasard, sont Mis à Terre et Sonnés."
    ),
    "kickoff.bb2025.pitch_invasion.receiving": (
        "{receiving} : D3 de ses joueurs sur le terrain, tirés au hasard, sont Mis à Terre et Sonnés."
    ),
    "kickoff.bb2025.pitch_invasion.both": (
        "Égalité : dans chaque équipe, D3 joueurs (un seul jet pour les deux), sur le terrain et tirés au "
        "hasard, sont Mis à Terre et Sonnés."
    ),
    "kickoff.snack.reserves": "Sur 1 : le joueur est placé dans le box des Réserves.",
    "kickoff.snack.reserves@bb2025": "Sur 1 : le joueur va dans le box des Réserves pour le reste de la Phase.",
    "kickoff.snack.weakened": "Sur 2+ : le joueur a -1 M et -1 AR.",
    "kickoff.snack.weakened@bb2025": "Sur 2+ : le joueur a -1 M et -1 AR jusqu'à la fin de la Phase.",
    # --- dice expressions (/roll) ---------------------------------------------------------------
    "step.dice_expr": "Jet de dés",
    "step.dice_expr.term": "Dés",
    "dice_expr.sum": "Total",
    "dice_expr.block": "Dés de blocage",
    "dice_expr.term": "Dés",
    # --- glossary (names; our texts in glossary.py, the seeds' quotes in rules.glossary) ---------
    "glossary.deconcentre": "Déconcentré",
    "glossary.croque": "Croqué",
    "glossary.fourchette": "Fourchette",
    "glossary.enracine": "Enraciné",
    "glossary.blitz": "Blitz",
    "glossary.action_speciale": "Action Spéciale",
    "glossary.casse_croute_douteux": "Casse-croûte Douteux",
    "glossary.plaque": "Plaqué",
    "glossary.mis_a_terre": "Mis à Terre",
    "glossary.sonne": "Sonné",
    "glossary.ko": "K.O.",
    "glossary.elimine": "Éliminé",
    "glossary.commotion": "Commotion",
    "glossary.amoche": "Amoché",
    "glossary.blessure_serieuse": "Blessure Sérieuse",
    "glossary.sequelle": "Séquelle",
    "glossary.mort": "Mort",
    "glossary.minus": "Minus",
    "glossary.haine": "Haine (X)",
    "glossary.revanche": "Revanche",
    "glossary.rpm": "RPM",
    "glossary.bp": "BP",
    "glossary.tresorerie": "Trésorerie",
    "glossary.fp": "FP",
    "glossary.psp": "PSP",
    "glossary.attaquant_plaque": "Attaquant Plaqué",
    "glossary.les_deux_plaques": "Les Deux Plaqués",
    "glossary.repousse": "Repoussé",
    "glossary.bouscule": "Bousculé",
    "glossary.defenseur_plaque": "Défenseur Plaqué",
    "glossary.soutien": "Soutien",
    "glossary.poursuivre": "Poursuivre",
    "glossary.esquive": "Esquive",
    "glossary.blocage": "Blocage",
    "glossary.tacle": "Tacle",
    "glossary.chaine": "Poussée en Chaîne",
    "glossary.blessure_public": "Blessure par le Public",
    "glossary.turnover": "Turnover",
    "glossary.touche": "La touche",
    "glossary.rebond": "Rebond",
    "glossary.touchback": "Touchback",
    "glossary.phase": "Phase",
    "glossary.zone_de_tacle": "Zone de tacle",
    "glossary.marquer": "Marquer",
    "glossary.meneuse_de_revue": "Meneuse de revue",
    "glossary.adjoint": "Adjoint",
    "glossary.relance": "Relance",
    "glossary.chute": "Chute",
    "glossary.demarque": "Démarqué",
    "glossary.mots_cles": "Mots-clés",
    "glossary.mouvement": "Mouvement",
    "glossary.force": "Force",
    "glossary.agilite": "Agilité",
    "glossary.capacite_de_passe": "Capacité de Passe",
    "glossary.armure": "Armure",
    "glossary.jet_naturel": "Résultat naturel",
    "glossary.avant_match": "Séquence d'avant-match",
    "glossary.meteo": "Météo",
    "glossary.mise_en_place": "Mise en place",
    "glossary.coup_d_envoi": "Coup d'envoi",
    "glossary.tour": "Tour d'équipe",
    "glossary.activation": "Activation",
    "glossary.action_de_mouvement": "Action de Mouvement",
    "glossary.se_relever": "Se relever",
    "glossary.esquiver": "Esquiver",
    "glossary.sauter": "Sauter",
    "glossary.ramasser": "Ramasser le ballon",
    "glossary.foncer": "Foncer",
    "glossary.securiser": "Sécuriser le ballon",
    "glossary.jet_d_armure": "Jet d'Armure",
    "glossary.jet_de_blessure": "Jet de Blessure",
    "glossary.apothicaire": "Apothicaire",
    "glossary.agression": "Agression",
    "glossary.expulsion": "Expulsion",
    "glossary.contester": "Contester la décision",
    "glossary.action_de_passe": "Action de Passe",
    "glossary.interception": "Interception",
    "glossary.receptionner": "Réceptionner le ballon",
    "glossary.transmission": "Transmission",
    "glossary.atterrissage": "Atterrissage",
    "glossary.touchdown": "Touchdown",
    "glossary.temporisation": "Temporisation",
    "glossary.prolongation": "Prolongation",
    "glossary.fosse": "Fosse",
    "glossary.creation_d_equipe": "Création d'équipe",
    "glossary.niveaux": "Niveaux d'équipe",
    "glossary.fans_devoues": "Fans Dévoués",
    "glossary.valeur_d_equipe": "Valeur d'Équipe",
    "glossary.vea": "Valeur d'Équipe Actuelle",
    "glossary.journaliers": "Journaliers",
    "glossary.coups_de_pouce": "Coups de Pouce",
    "glossary.star_player": "Star Player",
    "glossary.mercenaires": "Mercenaires",
    "glossary.apres_match": "Séquence d'après-match",
    "glossary.gains": "Gains",
    "glossary.joueur_du_match": "Joueur du Match",
    "glossary.progression": "Progression",
    "glossary.recrutement": "Recrutement et renvoi",
    "glossary.retraite": "Retraite temporaire",
    "glossary.erreurs_couteuses": "Erreurs Coûteuses",
    "glossary.concession": "Concession",
    "glossary.saison": "Saison",
    "glossary.match_amical": "Match amical",
    "glossary.points_de_ligue": "Points de ligue",
    "glossary.play_offs": "Phases finales",
    "glossary.intersaison": "Intersaison",
}
