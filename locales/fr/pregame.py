"""French labels: the pre-game (rules/pregame): inducements, Prayers to Nuffle, Journeymen, petty cash.

The league's own words first (rules-reference §4: « adjoint », « meneuse de revue »), then the
French BB2025 words of postgame-reference §13 (Coups de Pouce, Petite Monnaie, Journaliers), then plain French.
"""

from __future__ import annotations

from locales.fr.commands import command_labels

LABELS: dict[str, str] = {
    # Coups de Pouce (inducements.md), dans l'ordre du livre
    "inducement.prayers_to_nuffle": "Prières à Nuffle",
    "inducement.part_time_assistant_coach": "Adjoint à Temps Partiel",
    "inducement.temp_agency_cheerleader": "Meneuse de Revue Intérimaire",
    "inducement.team_mascot": "Mascotte d'Équipe",
    "inducement.weather_mage": "Mage Météo",
    "inducement.blitzers_best_keg": "Fût de Blitzer's Best",
    "inducement.bribe": "Pot-de-vin",
    "inducement.extra_team_training": "Entraînement Supplémentaire",
    "inducement.mortuary_assistant": "Assistant Funéraire",
    "inducement.plague_doctor": "Médecin de la Peste",
    "inducement.riotous_rookies": "Débutants Déchaînés",
    "inducement.wandering_apothecary": "Apothicaire Ambulant",
    "inducement.halfling_master_chef": "Chef Cuistot Halfling",
    "inducement.dodgy_league_rep": "Représentant de Ligue Véreux",
    "inducement.josef_bugman": "Josef Bugman",
    "inducement.mercenary_player": "Joueur Mercenaire",
    "inducement.star_player": "Star Player",
    "inducement.sports_wizard": "Sorcier Sportif",
    "inducement.biased_referee": "Arbitre Partial",
    "inducement.infamous_coaching_staff": "Staff Célèbre",
    "inducement.wizard": "Sorcier",
    "inducement.requires.bribery_and_corruption": "équipes avec Pots-de-vin et Corruption",
    "inducement.requires.masters_of_undeath": "équipes avec Maîtres de la Non-vie",
    "inducement.requires.favoured_of_nurgle": "équipes Favorites de Nurgle",
    "inducement.requires.low_cost_linemen": "équipes avec Trois-quarts à Vil Prix",
    "inducement.requires.halfling_team": "équipes de Halflings",
    "inducement.requires.apothecary_allowed": "équipes qui peuvent engager un Apothicaire",
    # /regle : ce que fait chacun, dans nos mots
    "inducement.prayers_to_nuffle.text": "Un D16 par prière sur la table des Prières à Nuffle (un résultat déjà "
    "obtenu par l'équipe se relance) ; l'effet dure tout le match.",
    "inducement.part_time_assistant_coach.text": "Un adjoint de plus pour ce match (Bonne Stratégie).",
    "inducement.temp_agency_cheerleader.text": "Une meneuse de revue de plus pour ce match (Encouragement).",
    "inducement.team_mascot.text": "Une relance d'équipe de plus par mi-temps, utilisable sur 4+ au D6 (sinon perdue "
    "pour la mi-temps) ; relance les 1 au D6 de l'Encouragement.",
    "inducement.weather_mage.text": "Une fois par match, au début d'un de vos tours : un jet sur la table de la Météo, "
    "modifié de -2 à +2 au choix.",
    "inducement.blitzers_best_keg.text": "+1 au jet de chaque joueur K.O. qui tente de revenir, par fût.",
    "inducement.bribe.text": "Quand un joueur est expulsé (après la contestation) : D6, sur 2+ il reste et pas de "
    "turnover ; sur 1 le pot-de-vin est perdu et le joueur expulsé.",
    "inducement.extra_team_training.text": "Une relance d'équipe de plus pour le match.",
    "inducement.mortuary_assistant.text": "Une fois par match, relance un jet de Régénération raté.",
    "inducement.plague_doctor.text": "Une fois par match, relance un jet de Régénération raté, ou sert d'Apothicaire.",
    "inducement.riotous_rookies.text": "Après les Journaliers, 2D3+1 Journaliers de plus pour le match, même "
    "au-delà de 16 joueurs.",
    "inducement.wandering_apothecary.text": "Un usage d'Apothicaire de plus pour le match.",
    "inducement.halfling_master_chef.text": "Au début de chaque mi-temps, 3D6 : chaque 4+ donne une relance d'équipe "
    "et en retire une à l'adversaire pour la mi-temps.",
    "inducement.dodgy_league_rep.text": "Après chaque Agression adverse, D6 : sur 5+ l'agresseur est expulsé ; +1 pour "
    "contester la décision (un 1 naturel reste « Dehors ! »).",
    "inducement.josef_bugman.text": "+1 au jet de chaque joueur K.O. qui tente de revenir ; une fois, avant le coup "
    "d'envoi, replacer D3 joueurs. L'équipe ne peut pas aussi l'engager comme Star Player.",
    "inducement.mercenary_player.text": "Un joueur de votre roster pour un match : son coût + 30 000 po, "
    "Solitaire (4+), une Compétence Principale pour 50 000 po de plus ; il compte dans la limite de son poste.",
    "inducement.star_player.text": "Deux au plus (une paire compte pour un), jamais au-delà de 16 joueurs ; il ne "
    "gagne ni PSP ni JDM et ses éliminations sont annulées après le match.",
    "inducement.sports_wizard.text": "Une fois par match, à la fin d'un tour, Boule de Feu (4+ par joueur dans ou à "
    "côté d'une case, Plaqué, +1 à l'Armure) ou Zap ! (D6 ≥ F ou 6, le joueur devient une grenouille).",
    # Prières à Nuffle (D16)
    "prayer.treacherous_trapdoor": "Trappe Traîtresse",
    "prayer.friends_with_the_ref": "Pote avec l'Arbitre",
    "prayer.stiletto": "Stylet",
    "prayer.iron_man": "Homme de Fer",
    "prayer.knuckle_dusters": "Poing Américain",
    "prayer.bad_habits": "Mauvaises Habitudes",
    "prayer.greasy_cleats": "Crampons Graisseux",
    "prayer.blessing_of_nuffle": "Bénédiction de Nuffle",
    "prayer.moles_under_the_pitch": "Taupes sous le Terrain",
    "prayer.perfect_passing": "Passe Parfaite",
    "prayer.dazzling_catching": "Réception Éblouissante",
    "prayer.fan_interaction": "Interaction avec les Fans",
    "prayer.fouling_frenzy": "Frénésie d'Agression",
    "prayer.throw_a_rock": "Lancer de Pierre",
    "prayer.under_scrutiny": "Sous Surveillance",
    "prayer.intensive_training": "Entraînement Intensif",
    "prayer.treacherous_trapdoor.text": "Un joueur qui entre sur une trappe : D6, sur 1 il tombe (Blessure comme "
    "poussé dans le public).",
    "prayer.friends_with_the_ref.text": "En contestant la décision, un 5 ou un 6 compte comme « Bon, vu comme ça… ».",
    "prayer.stiletto.text": "Un de vos joueurs, tiré au hasard, gagne Poignard pour le match.",
    "prayer.iron_man.text": "Un de vos joueurs, au choix, gagne +1 AR (11+ au plus) pour le match.",
    "prayer.knuckle_dusters.text": "Un de vos joueurs, au choix, gagne Châtaigne pour le match.",
    "prayer.bad_habits.text": "D3 joueurs adverses, tirés au hasard, gagnent Solitaire (2+) pour le match.",
    "prayer.greasy_cleats.text": "Un joueur adverse, tiré au hasard, perd 1 M (1 au moins) pour le match.",
    "prayer.blessing_of_nuffle.text": "Un de vos joueurs, tiré au hasard, gagne Pro pour le match.",
    "prayer.moles_under_the_pitch.text": "Les adversaires ont -1 pour Foncer.",
    "prayer.perfect_passing.text": "Vos Réussites de passe rapportent 2 PSP au lieu de 1.",
    "prayer.dazzling_catching.text": "Vos joueurs qui réceptionnent une passe gagnent 1 PSP.",
    "prayer.fan_interaction.text": "Un adversaire éliminé après avoir été poussé dans le public : 2 PSP au pousseur.",
    "prayer.fouling_frenzy.text": "Vos éliminations sur une Agression rapportent 2 PSP.",
    "prayer.throw_a_rock.text": "Une fois, au début d'un de vos tours : un adversaire sur le terrain tiré au hasard, "
    "D6, sur 4+ il est Plaqué.",
    "prayer.under_scrutiny.text": "Un adversaire qui perce l'armure sur une Agression est expulsé, double ou non.",
    "prayer.intensive_training.text": "Un de vos joueurs, tiré au hasard, gagne une Compétence Principale au choix "
    "pour le match.",
    # /regle sur un Coup de Pouce ou une Prière
    "pregame.rule.most": "Limite",
    "pregame.rule.price": "Prix",
    "pregame.rule.gold": "{amount} po",
    "pregame.rule.varies": "variable",
    "pregame.rule.who": "Pour qui",
    "pregame.rule.any": "toutes les équipes",
    "pregame.rule.cheaper": "{price} pour les {who}",
    "pregame.rule.more": "0-{most} pour les {who}",
    "pregame.rule.group": "un seul {group} par équipe",
    "pregame.rule.table": "Table",
    "pregame.rule.face": "Prières à Nuffle, D16 : {face} (1 chance sur 16, moins les résultats déjà obtenus)",
    "step.prayer": "Prière à Nuffle",
    "step.prayer_pick": "Joueurs désignés",
    # refus
    "error.pregame.journeyman_roster": "La race {roster} n'est pas un roster du livre : il manque {count} joueur(s) "
    "pour en aligner 11 ; ajoutez les Journaliers avec /joueur ajouter journalier:true.",
    "error.pregame.journeyman_choice": "Il faut {count} Journalier(s) : choisissez le poste de chacun parmi "
    "{positions}.",
    "error.pregame.mercenary_line": "Un Mercenaire est un joueur de votre roster : « {position} » n'en est pas un "
    "({positions}).",
    "error.pregame.mercenary_one_skill": "Un Mercenaire prend une Compétence Principale au plus : un seul menu.",
    "error.pregame.mercenary_skill": "Un {position} Mercenaire peut prendre une Compétence Principale de son poste "
    "qu'il n'a pas déjà : « {skill} » n'en est pas une.",
    "error.pregame.over_budget": "Ces Coups de Pouce coûtent {spent}, plus que les {budget} disponibles (Petite "
    "Monnaie et Trésorerie permise).",
    "error.pregame.higher_first": "L'équipe de plus forte VEA achète la première, avec sa seule Trésorerie.",
    "error.pregame.unknown": "Coup de Pouce inconnu « {value} ».",
    "error.pregame.over_limit": "{inducement} : {most} au plus ({count} demandés).",
    "error.pregame.not_available": "{inducement} : réservé aux {requires}.",
    "error.pregame.too_many_stars": "{most} Star Players au plus par équipe, une paire comptant pour un (demandé : "
    "{count}).",
    "error.pregame.bugman_twice": "Une équipe qui engage Josef Bugman comme Staff Célèbre ne peut pas l'engager aussi "
    "comme Star Player.",
    "error.pregame.too_many_players": "Star Players et Mercenaires ne peuvent pas porter l'équipe au-delà de {most} "
    "joueurs (ceux qui manquent le match ne comptent pas) : ce serait {count}.",
    "error.pregame.prayers": "Les {count} Prières à Nuffle sont déjà obtenues : il n'y a plus rien à lancer.",
    "error.pregame.match_not_open": "Le match n° {match} n'est plus en cours : son avant-match ne peut plus être "
    "appliqué.",
    "error.pregame.not_in_match": "Un avant-match concerne les deux équipes du match n° {match}, chacune une fois.",
    "error.pregame.applied_twice": "L'avant-match du match n° {match} est déjà appliqué ; annulez-le d'abord pour le "
    "refaire.",
    "error.pregame.treasury_short": "{team} dépenserait {spent} de sa Trésorerie, qui n'a que {treasury}.",
    "error.pregame.nothing_to_undo": "Le match n° {match} n'a pas d'avant-match appliqué à annuler.",
    "error.pregame.undo_applied": "L'après-match du match n° {match} est appliqué : annulez-le avant l'avant-match.",
    "error.pregame.prayer_twice": "Une équipe n'obtient jamais deux fois la même Prière à Nuffle.",
    "error.pregame.prayer_pick": "Seule une Prière qui désigne un joueur, obtenue par l'équipe, peut en désigner un.",
    "error.pregame.not_a_journeyman": "Les joueurs qu'ajoute un avant-match sont des Journaliers.",
    "step.bribe": "Pot-de-vin",
    "bribe.kept": "Pas d'expulsion",
    "bribe.kept.detail": "Sur 2+, le joueur n'est pas expulsé, et pas de turnover.",
    "bribe.lost": "Pot-de-vin empoché",
    "bribe.lost.detail": "Sur un 1 naturel, l'arbitre garde le pot-de-vin et expulse le joueur quand même.",
    "title.bribe": "Pot-de-vin",
    "ui.bribe.button.one": "Pot-de-vin ({left} restant)",
    "ui.bribe.button.other": "Pot-de-vin ({left} restants)",
    "ui.bribe.of_roll": "Pot-de-vin sur l'expulsion du jet n° {number} : {used} utilisé sur {bought}.",
    "ui.bribe.done": "Pot-de-vin : jet n° {id}",
    "ui.bribe.none_left": "{team} n'a plus de pot-de-vin pour ce match.",
    "ui.bribe.used": "Un pot-de-vin a déjà été tenté sur cette expulsion.",
    "ui.bribe.not_sent_off": "Ce jet n'a expulsé personne : pas de pot-de-vin.",
    "ui.bribe.title": "Pot-de-vin",
    "ui.bribe.die": "Le D6, lancé à la main",
    "field.ctv": "VEA",
    "field.petty_cash": "Petite Monnaie",
    "field.treasury_spent": "Trésorerie dépensée",
    "field.inducement_count": "nombre de Coups de Pouce",
    "field.prayer_face": "Prière à Nuffle (D16)",
    "field.prayer_count": "nombre de Prières à Nuffle",
    # /avant-match (issue 28): the guided pre-game
    **command_labels("prematch", "avant-match", "Séquence d'avant-match guidée (coachs et commissaires)"),
    **command_labels(
        "prematch start",
        "lancer",
        "Ouvre (ou reprend) l'avant-match d'un match en cours : Journaliers, VEA, Coups de Pouce",
        match=("match", "Le match en cours (tapez pour chercher)"),
    ),
    "help.example.prematch start": "/avant-match lancer match:12",
    # /probas prieres, /probas pot-de-vin : des tables sur lesquelles l'avant-match lance ses dés
    **command_labels(
        "odds prayers",
        "prieres",
        "Prières à Nuffle (D16 sans répétition)",
        count=("nombre", "Prières (1 à 16)"),
    ),
    **command_labels("odds bribe", "pot-de-vin", "Pot-de-vin (D6, 2+)"),
    "help.example.odds prayers": "/probas prieres nombre:2",
    "help.example.odds bribe": "/probas pot-de-vin",
    "ui.odds.prayers.title": "Probabilités : Prières à Nuffle",
    "ui.odds.prayers.summary": "D16 sans répétition : un résultat que l'équipe a déjà est relancé ; {left} Prières "
    "restantes, toutes aussi probables.",
    "ui.odds.prayers.section": "Parmi les {count} Prière(s) de l'équipe",
    "ui.odds.bribe.title": "Probabilités : Pot-de-vin",
    "ui.odds.bribe.summary": "D6 quand le joueur est expulsé : 2+ il reste (pas de Turnover), un 1 naturel et le "
    "Pot-de-vin est perdu.",
    "pg.title": "Avant-match n° {match} : {home} – {away}",
    "pg.footer": "Avant-match {sequence} · match n° {match}",
    "pg.gold": "{amount} po",
    "pg.step.squads": "Qui joue",
    "pg.step.values": "Valeurs d'équipe",
    "pg.step.inducements": "Coups de Pouce",
    "pg.step.stars": "Star Players et Mercenaires",
    "pg.step.prayers": "Prières à Nuffle",
    "pg.step.preview": "Aperçu",
    "pg.started": "Avant-match du match n° {match} ouvert.",
    "pg.resumed": "Avant-match repris là où il s'était arrêté.",
    "pg.applied": "✅ Avant-match appliqué.",
    "pg.notice.applied": "Avant-match appliqué : la Trésorerie dépensée est prise, les Journaliers ajoutés.",
    "pg.notice.undone": "Avant-match annulé : la Trésorerie est rendue, les Journaliers retirés.",
    "pg.button.undo": "Annuler l'avant-match",
    "pg.error.forbidden": "⛔ Seuls les coachs du match et les commissaires mènent son avant-match ; chaque coach "
    "choisit pour sa seule équipe.",
    "pg.error.commissioner": "⛔ Seul un commissaire confirme ou annule un avant-match.",
    "pg.journeyman.name": "Journalier {number}",
    "pg.squads.help": "Une équipe qui aligne moins de 11 joueurs prend des Journaliers (Solitaire (4+)) sur son poste "
    "0-16 de Trois-quarts.",
    "pg.squads.able": "{count} joueur(s) en état de jouer",
    "pg.squads.journeymen": "+ {count} Journalier(s) : {position} ({value} chacun)",
    "pg.squads.choose": "Il faut {count} Journalier(s) : choisissez leur poste.",
    "pg.squads.choose_for": "Choisissez le poste des Journaliers de {team}.",
    "pg.squads.line": "Poste des Journaliers : {team}",
    "pg.values.tv": "VE : **{value}**",
    "pg.values.ctv": "VEA : **{value}**",
    "pg.values.players": "Joueurs : {value}",
    "pg.values.staff": "Staff et relances : {value}",
    "pg.values.journeymen": "dont {count} Journalier(s) : {value}",
    "pg.values.missing": "Hors VEA (absents du match) : {value}",
    "pg.values.equal": "VEA égales : ni Petite Monnaie, ni Trésorerie pour les Coups de Pouce.",
    "pg.values.higher": "{team} a la plus forte VEA ({gap} d'écart).",
    "pg.inducements.money": "Petite Monnaie {petty} · Trésorerie permise {treasury}",
    "pg.inducements.line": "{count} × {name} : {cost}",
    "pg.inducements.spent": "Dépensé : {total} (Petite Monnaie {petty}, Trésorerie {treasury})",
    "pg.inducements.equal": "VEA égales : aucune Trésorerie ne peut être dépensée.",
    "pg.inducements.order": "{team} (plus forte VEA) achète d'abord, sur sa Trésorerie ; l'autre reçoit la différence "
    "et ce qui a été dépensé en Petite Monnaie, et peut y ajouter 50 000 po de Trésorerie.",
    "pg.inducements.option": "{most} au plus · {price}",
    "pg.inducements.buy": "Acheter : {team}",
    "pg.inducements.sell": "Retirer un achat : {team}",
    "pg.stars.help": "Deux Star Players au plus par équipe (une paire compte pour un), jamais plus de 16 joueurs. "
    "Choisi à nouveau : retiré.",
    "pg.stars.hired": "Engagé(s) : {names}",
    "pg.stars.none": "Aucun Star Player",
    "pg.stars.left": "Reste à dépenser : {left} · {players} joueurs",
    "pg.stars.choose": "Star Player : {team}",
    "pg.mercs.help": "Un Mercenaire est un joueur de votre roster pour ce match : son coût + 30 000 po, Solitaire "
    "(4+), et si vous le voulez une Compétence Principale qu'il n'a pas (+50 000 po).",
    "pg.mercs.hired": "Mercenaires : {names}",
    "pg.mercs.choose": "Mercenaire : {team}",
    "pg.mercs.add": "Engager un {position} Mercenaire",
    "pg.mercs.drop": "Retirer le Mercenaire {name}",
    "pg.mercs.title": "{position} Mercenaire",
    "pg.mercs.form_help": "Une Compétence Principale au plus (+50 000 po) : choisissez-la dans un seul menu, ou "
    "laissez-les vides.",
    "pg.prayers.help": "Un D16 par Prière à Nuffle achetée ; une équipe n'obtient jamais deux fois la même.",
    "pg.prayers.rolled": "{face} : {prayer}",
    "pg.prayers.picked": "{face} : {prayer} — {players}",
    "pg.prayers.pick": "{prayer} ({team}) : désigner le joueur",
    "pg.prayers.training_help": "Entraînement Intensif : une de ses Compétences Principales pour ce match, dans "
    "un seul menu.",
    "pg.prayers.pick_help": "Une Prière qui désigne des joueurs se choisit dans son menu ; au hasard, lancez son "
    "dé à la table puis choisissez le joueur obtenu.",
    "pg.prayers.owed": "{count} Prière(s) à lancer",
    "pg.prayers.none": "Aucune Prière",
    "pg.prayers.to_roll": "Lancez les Prières à Nuffle achetées.",
    "pg.hand.help": "Un D16 par Prière à lancer, ceux de l'équipe à domicile d'abord (un résultat déjà obtenu se "
    "relance).",
    "pg.preview.help": "Confirmer prend la Trésorerie dépensée et ajoute les Journaliers, en une seule opération "
    "annulable.",
    "pg.preview.journeymen": "{count} Journalier(s) ajouté(s)",
    "pg.preview.treasury": "Trésorerie prise : {spent}",
}
