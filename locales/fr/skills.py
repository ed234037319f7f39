"""French labels: the skill and trait catalogue (issue 13 point 5).

``skill.<key>`` repeats the French name shown by ``rules.skills`` (a test keeps the two equal);
``skill.<key>.text`` says in one line, in our own words, what it does (``/rule``);
``skill.category.<category>`` names the categories. ``locales/en/skills.py`` has the same keys.
"""

from __future__ import annotations

LABELS: dict[str, str] = {
    # Categories (S: Scélérate is BB2025's French for Devious)
    "skill.category.agility": "Agilité",
    "skill.category.devious": "Scélérate",
    "skill.category.general": "Générale",
    "skill.category.mutation": "Mutation",
    "skill.category.passing": "Passe",
    "skill.category.strength": "Force",
    "skill.category.trait": "Trait",
    "error.skill.access_both": "La catégorie {category} ne peut pas être à la fois Principale et Secondaire : la "
    "fiche de l'équipe la range dans une seule colonne.",
    "error.skill.category": "Catégorie de compétences inconnue « {value} » : Agilité, Scélérate, Générale, Mutation, "
    "Passe ou Force (ou leurs initiales).",
    # A roster's skills that are not in the official list: kept as typed, flagged
    "skill.notice.title": "⚠️ À vérifier : hors de la liste officielle ({count})",
    "skill.notice.closest": "« {typed} » inconnue, gardée telle quelle — vouliez-vous dire {closest} ?",
    "skill.notice.house": "« {typed} » inconnue : gardée comme compétence propre à la ligue.",
    "skill.notice.player": "#{number} {player} : {notice}",
    "skill.notice.as": "{name} ({spelt})",
    "skill.house_mark": "{name} (hors liste)",
    # Names shown (rules.skills: the first French name)
    "skill.catch": "Réception",
    "skill.diving_catch": "Réception Plongeante",
    "skill.diving_tackle": "Tacle Plongeant",
    "skill.dodge": "Esquive",
    "skill.defensive": "Défenseur",
    "skill.hit_and_run": "Frappe-et-Court",
    "skill.jump_up": "Rétablissement",
    "skill.leap": "Saut",
    "skill.safe_pair_of_hands": "Libération Contrôlée",
    "skill.sidestep": "Glissade Contrôlée",
    "skill.sprint": "Sprint",
    "skill.sure_feet": "Équilibre",
    "skill.dirty_player": "Joueur Déloyal",
    "skill.eye_gouge": "Fourchette",
    "skill.fumblerooski": "Fumblerooski",
    "skill.lethal_flight": "Vol Fatal",
    "skill.lone_fouler": "Agresseur Solitaire",
    "skill.pile_driver": "Marteau-pilon",
    "skill.put_the_boot_in": "Coup de Crampons",
    "skill.quick_foul": "Agression Éclair",
    "skill.saboteur": "Saboteur",
    "skill.shadowing": "Poursuite",
    "skill.sneaky_git": "Sournois",
    "skill.violent_innovator": "Innovateur Violent",
    "skill.block": "Blocage",
    "skill.dauntless": "Intrépide",
    "skill.fend": "Parade",
    "skill.frenzy": "Frénésie",
    "skill.kick": "Frappe Précise",
    "skill.pro": "Pro",
    "skill.steady_footing": "Appuis Sûrs",
    "skill.strip_ball": "Arracher le Ballon",
    "skill.sure_hands": "Prise Sûre",
    "skill.tackle": "Tacle",
    "skill.taunt": "Provocation",
    "skill.wrestle": "Lutte",
    "skill.big_hand": "Main Démesurée",
    "skill.claws": "Griffes",
    "skill.disturbing_presence": "Présence Perturbante",
    "skill.extra_arms": "Bras Supplémentaires",
    "skill.foul_appearance": "Répulsion",
    "skill.horns": "Cornes",
    "skill.iron_hard_skin": "Peau de Fer",
    "skill.monstrous_mouth": "Grande Gueule",
    "skill.prehensile_tail": "Queue Préhensile",
    "skill.tentacles": "Tentacules",
    "skill.two_heads": "Deux Têtes",
    "skill.very_long_legs": "Très Longues Jambes",
    "skill.accurate": "Précision",
    "skill.cannoneer": "Canonnier",
    "skill.cloud_burster": "Perce-Nuages",
    "skill.dump_off": "Délestage",
    "skill.give_and_go": "Transmission dans la Course",
    "skill.hail_mary_pass": "Passe Désespérée",
    "skill.leader": "Chef",
    "skill.nerves_of_steel": "Nerfs d'Acier",
    "skill.on_the_ball": "Sur le Ballon",
    "skill.pass": "Passe",
    "skill.punt": "Dégagement",
    "skill.safe_pass": "Passe Assurée",
    "skill.arm_bar": "Clé de Bras",
    "skill.brawler": "Bagarreur",
    "skill.break_tackle": "Esquive en Force",
    "skill.bullseye": "Dans le Mille",
    "skill.grab": "Projection",
    "skill.guard": "Garde",
    "skill.juggernaut": "Juggernaut",
    "skill.mighty_blow": "Châtaigne",
    "skill.multiple_block": "Blocage Multiple",
    "skill.stand_firm": "Stabilité",
    "skill.strong_arm": "Bras Musclé",
    "skill.thick_skull": "Crâne Épais",
    "skill.always_hungry": "Toujours Affamé",
    "skill.animal_savagery": "Sauvagerie Animale",
    "skill.animosity": "Animosité (X)",
    "skill.ball_and_chain": "Chaîne et Boulet",
    "skill.bloodlust": "Soif de Sang (X+)",
    "skill.bombardier": "Bombardier",
    "skill.bone_head": "Cerveau Lent",
    "skill.breathe_fire": "Souffle Ardent",
    "skill.chainsaw": "Tronçonneuse",
    "skill.decay": "Décomposition",
    "skill.drunkard": "Ivrogne",
    "skill.hatred": "Haine (X)",
    "skill.hypnotic_gaze": "Regard Hypnotique",
    "skill.insignificant": "Insignifiant",
    "skill.kick_team_mate": "Botter de Coéquipier",
    "skill.loner": "Solitaire (X+)",
    "skill.my_ball": "Mon Ballon",
    "skill.no_ball": "Sans Ballon",
    "skill.pick_me_up": "Petit Remontant",
    "skill.plague_ridden": "Contagieux",
    "skill.pogo": "Monté sur Ressort",
    "skill.projectile_vomit": "Gerbe de Vomi",
    "skill.really_stupid": "Gros Débile",
    "skill.regeneration": "Régénération",
    "skill.right_stuff": "Poids Plume",
    "skill.secret_weapon": "Arme Secrète",
    "skill.stab": "Poignard",
    "skill.stunty": "Minus",
    "skill.swoop": "Piqué",
    "skill.take_root": "Prendre Racine",
    "skill.throw_team_mate": "Lancer de Coéquipier",
    "skill.timmm_ber": "Timmm-ber !",
    "skill.titchy": "Microbe",
    "skill.trickster": "Farceur",
    "skill.unchannelled_fury": "Fureur Débridée",
    "skill.unsteady": "Instable",
    # /rule: how a skill is shown
    "skill.rule.category": "Catégorie",
    "skill.rule.elite": "{category} · compétence d'Élite (+10 000 po à la valeur du joueur)",
    "skill.rule.use": "Utilisation",
    "skill.rule.compulsory": "Obligatoire chaque fois que c'est possible (astérisque)",
    "skill.rule.optional": "Au choix du coach",
    "skill.rule.passive": "Toujours en effet, même à terre ou Déconcentré",
    "skill.rule.active": "Seulement debout et non Déconcentré",
    "skill.rule.table": "Tirage au hasard",
    "skill.rule.table_cell": "{category}, 1er D6 sur {half}, 2e D6 sur {row}",
    "skill.rule.names": "Autres noms",
    "skill.rule.summary": "En bref",
    # One line each, in our own words (never the rulebook's): what the skill does
    "skill.catch.text": "Relance un test d'Agilité raté pour réceptionner le ballon.",
    "skill.diving_catch.text": "Peut tenter de réceptionner un ballon (passe, touche, coup d'envoi) qui tombe dans "
    "une case adjacente ; +1 pour réceptionner une passe visant sa case.",
    "skill.diving_tackle.text": "Quand un adversaire esquive, saute ou bondit hors de sa zone de tacle : −2 à son "
    "test, puis ce joueur se met à terre dans la case quittée.",
    "skill.dodge.text": "Relance une esquive ratée une fois par tour ; quand on le bloque, Bousculé devient Repoussé "
    "(sauf si l'attaquant a Tacle).",
    "skill.defensive.text": "Pendant le tour adverse, les adversaires qu'il marque ne peuvent utiliser ni Garde ni "
    "Coup de Crampons.",
    "skill.hit_and_run.text": "Après un blocage ou un Poignard, se décale gratuitement d'une case en ignorant les "
    "zones de tacle, pour ne finir ni marqué ni marquant.",
    "skill.jump_up.text": "Se relève sans dépenser de mouvement ; peut même bloquer depuis le sol en réussissant un "
    "test d'Agilité à +1.",
    "skill.leap.text": "Peut sauter par-dessus n'importe quelle case adjacente, ses malus réduits de 1 (−1 au mieux).",
    "skill.safe_pair_of_hands.text": "S'il tombe avec le ballon, le pose dans une case adjacente libre au lieu de le "
    "laisser rebondir.",
    "skill.sidestep.text": "Quand il est repoussé, c'est son propre coach qui choisit la case adjacente libre.",
    "skill.sprint.text": "Peut foncer une fois de plus pendant son mouvement.",
    "skill.sure_feet.text": "Relance un jet raté pour foncer, une fois par tour.",
    "skill.dirty_player.text": "Quand il agresse, +1 au jet d'Armure ou au jet de Blessure, au choix après le jet.",
    "skill.eye_gouge.text": "Un adversaire qu'il repousse n'apporte plus de soutien jusqu'à sa prochaine activation.",
    "skill.fumblerooski.text": "En se déplaçant avec le ballon, peut le poser dans une case qu'il quitte, sans "
    "Turnover.",
    "skill.lethal_flight.text": "Lancé sur un adversaire qu'il plaque : +1 à l'Armure ou à la Blessure, et "
    "l'élimination lui rapporte des PSP. Exige Poids Plume.",
    "skill.lone_fouler.text": "Relance un jet d'Armure raté sur une agression où personne n'apporte de soutien.",
    "skill.pile_driver.text": "Après avoir plaqué un adversaire au blocage, peut l'agresser gratuitement ; il se met "
    "ensuite à terre et son activation s'arrête.",
    "skill.put_the_boot_in.text": "Soutient les agressions de ses coéquipiers même quand il est marqué.",
    "skill.quick_foul.text": "Son activation continue après une agression : il peut finir son mouvement.",
    "skill.saboteur.text": "Plaqué par un blocage : sur 4+, son arme explose, l'attaquant est Plaqué aussi et lui "
    "part K.O. sans jet d'Armure. Exige Arme Secrète.",
    "skill.shadowing.text": "Quand un adversaire esquive hors de sa zone de tacle, le suit dans la case quittée sur "
    "4+ (au plus M fois par tour).",
    "skill.sneaky_git.text": "Pas expulsé sur un double au jet d'Armure de son agression, tant que l'armure n'est pas "
    "percée.",
    "skill.violent_innovator.text": "Une élimination causée par son action spéciale lui rapporte des PSP.",
    "skill.block.text": "Sur Les Deux Plaqués, peut choisir de ne pas tomber.",
    "skill.dauntless.text": "Contre une cible plus forte : D6 + sa F ; s'il dépasse la F de la cible, les deux F sont "
    "égales pour ce blocage.",
    "skill.fend.text": "Quand un blocage le repousse, l'attaquant ne peut pas le poursuivre (sauf Chaîne et Boulet, "
    "ou Juggernaut en Blitz).",
    "skill.frenzy.text": "Doit poursuivre et, si la cible est encore debout, la bloquer une seconde fois.",
    "skill.kick.text": "Quand il donne le coup d'envoi, le ballon dévie de D3 cases au lieu de D6.",
    "skill.pro.text": "Pendant son activation, peut tenter de relancer un seul dé (pas un Jet d'Armure, de Blessure ni "
    "d'Élimination) : un D6, sur 3+ le dé peut être relancé, sur 1-2 non.",
    "skill.steady_footing.text": "Quand il devrait être Plaqué ou chuter : sur 6, il reste debout.",
    "skill.strip_ball.text": "Un porteur qu'il repousse lâche le ballon dans la case où il arrive.",
    "skill.sure_hands.text": "Relance un ramassage raté ; Arracher le Ballon ne marche pas contre lui.",
    "skill.tackle.text": "Un adversaire qui esquive hors de sa zone de tacle, ou qu'il bloque sur Bousculé, ne "
    "profite pas d'Esquive.",
    "skill.taunt.text": "Quand un blocage le repousse, son coach peut obliger l'attaquant à le poursuivre.",
    "skill.wrestle.text": "Sur Les Deux Plaqués, qu'il bloque ou soit bloqué, peut mettre les deux joueurs à terre "
    "sans jet d'Armure.",
    "skill.big_hand.text": "Ignore tous les malus pour ramasser le ballon.",
    "skill.claws.text": "Au blocage, un 8 ou plus naturel au jet d'Armure perce toujours l'armure (pas contre Peau de "
    "Fer).",
    "skill.disturbing_presence.text": "−1 aux passes, lancers, réceptions et interceptions des adversaires à 3 cases "
    "ou moins, par joueur qui l'a.",
    "skill.extra_arms.text": "+1 pour réceptionner, ramasser ou intercepter le ballon.",
    "skill.foul_appearance.text": "Qui veut le bloquer ou le viser d'une action spéciale doit d'abord faire 2+, sinon "
    "son activation s'arrête.",
    "skill.horns.text": "+1 en F pour les blocages d'un Blitz.",
    "skill.iron_hard_skin.text": "Aucun modificateur n'est permis au jet d'Armure contre lui, et Griffes ne marche "
    "pas.",
    "skill.monstrous_mouth.text": "Action spéciale Croquement : sur 3+, l'adversaire qu'il marque est Croqué et ne "
    "quitte plus sa case ; Arracher le Ballon ne marche pas contre lui.",
    "skill.prehensile_tail.text": "−1 de plus au test d'un adversaire qui esquive, saute ou bondit hors de sa zone de "
    "tacle.",
    "skill.tentacles.text": "Retient un adversaire qui quitte sa zone de tacle : D6 + sa F − la F adverse, à 6 ou "
    "plus (ou sur un 6 naturel) il reste sur place.",
    "skill.two_heads.text": "+1 pour esquiver.",
    "skill.very_long_legs.text": "+1 pour sauter ou bondir, +2 pour intercepter ; ignore Perce-Nuages.",
    "skill.accurate.text": "+1 aux passes rapides et courtes.",
    "skill.cannoneer.text": "+1 aux passes longues et aux longues bombes.",
    "skill.cloud_burster.text": "Ses passes ne peuvent pas être interceptées.",
    "skill.dump_off.text": "Quand on le bloque ou le vise d'une action spéciale, peut d'abord faire une passe rapide, "
    "sans risque de Turnover.",
    "skill.give_and_go.text": "Après une passe rapide ou une transmission sans Turnover, peut finir son mouvement.",
    "skill.hail_mary_pass.text": "Peut lancer vers n'importe quelle case, comme une longue bombe jamais précise et "
    "jamais interceptée.",
    "skill.leader.text": "Présent sur le terrain au début d'une mi-temps, il donne à son équipe une relance de chef "
    "en plus.",
    "skill.nerves_of_steel.text": "Ignore les malus d'être marqué pour passer ou réceptionner.",
    "skill.on_the_ball.text": "Se déplace de 3 cases quand l'adversaire annonce une passe, ou au coup d'envoi avant "
    "l'événement.",
    "skill.pass.text": "Relance une passe ratée.",
    "skill.punt.text": "Action spéciale Dégagement : botte le ballon au gabarit de touche, un D6 pour la direction et "
    "un pour la distance.",
    "skill.safe_pass.text": "Un 1 naturel à la passe n'est pas une maladresse : il garde le ballon, pas de Turnover, "
    "son activation s'arrête.",
    "skill.arm_bar.text": "Un adversaire qui chute en quittant sa zone de tacle : +1 à l'Armure ou à la Blessure, et "
    "l'élimination compte pour lui.",
    "skill.brawler.text": "Sur son action de Blocage, relance un résultat Les Deux Plaqués.",
    "skill.break_tackle.text": "Une fois par tour, bonus à l'esquive selon sa F : +1 (F 3 ou moins), +2 (F 4), +3 (F "
    "5 ou plus).",
    "skill.bullseye.text": "Sur un lancer de coéquipier superbe, le joueur lancé atterrit sur la case visée sans "
    "dévier. Exige Lancer de Coéquipier.",
    "skill.grab.text": "Choisit la case où il repousse sa cible ; Glissade Contrôlée ne marche pas contre lui.",
    "skill.guard.text": "Apporte son soutien aux blocages même quand il est marqué.",
    "skill.juggernaut.text": "En Blitz, Les Deux Plaqués compte comme Repoussé, et la cible ne peut utiliser ni "
    "Parade, ni Stabilité, ni Lutte.",
    "skill.mighty_blow.text": "Quand il plaque un adversaire au blocage, +1 à l'Armure ou à la Blessure, au choix "
    "après le jet.",
    "skill.multiple_block.text": "Bloque deux adversaires qu'il marque en même temps, avec −2 en F et sans poursuite.",
    "skill.stand_firm.text": "Peut refuser d'être repoussé, même dans une poussée en chaîne.",
    "skill.strong_arm.text": "+1 au test de CP d'un lancer de coéquipier. Exige Lancer de Coéquipier.",
    "skill.thick_skull.text": "Au jet de Blessure, 8 donne Sonné : K.O. seulement sur 9 (avec Minus, 7 donne Sonné et "
    "K.O. sur 8).",
    "skill.always_hungry.text": "Avant de lancer un coéquipier, sur 1 il essaie de le manger (sur un second 1, le "
    "coéquipier est dévoré).",
    "skill.animal_savagery.text": "Après l'annonce de son action, sur 1 à 3 (+2 pour un blocage ou un Blitz) il "
    "plaque un coéquipier adjacent, ou devient Déconcentré.",
    "skill.animosity.text": "Pour passer ou transmettre le ballon à un coéquipier du mot-clé X, un 1 le fait renoncer.",
    "skill.ball_and_chain.text": "Sa seule action : Chaîne et Boulet, des déplacements au hasard au gabarit de "
    "touche, en bloquant qui il rencontre.",
    "skill.bloodlust.text": "Après l'annonce de son action, D6 (+1 pour un blocage ou un Blitz) : sous X, il doit "
    "mordre un Sbire adjacent, sinon c'est le Turnover.",
    "skill.bombardier.text": "Action spéciale Lancer de bombe, une par tour : la bombe se lance comme une passe et "
    "explose là où elle s'arrête.",
    "skill.bone_head.text": "Après l'annonce de son action, sur 1 il devient Déconcentré.",
    "skill.breathe_fire.text": "Action spéciale Souffle Ardent contre un adversaire marqué : sur 1 il tombe lui-même, "
    "sur 4+ la cible est Mise à Terre, sur un 6 naturel Plaquée.",
    "skill.chainsaw.text": "Action spéciale Tronçonneuse : sur 2+, jet d'Armure à +3 contre un adversaire marqué (sur "
    "1 c'est lui qui est Plaqué) ; +3 aussi à son Armure quand il tombe.",
    "skill.decay.text": "+1 à tout jet d'Élimination contre lui.",
    "skill.drunkard.text": "−1 pour foncer.",
    "skill.hatred.text": "Quand il bloque un joueur du mot-clé X, peut relancer un Attaquant Plaqué.",
    "skill.hypnotic_gaze.text": "Action spéciale Regard Hypnotique : sur 3+, un adversaire adjacent debout devient "
    "Déconcentré.",
    "skill.insignificant.text": "Une équipe ne peut pas en compter plus que de joueurs sans ce trait.",
    "skill.kick_team_mate.text": "Action spéciale Botter de Coéquipier, comme un lancer de coéquipier ; sur une "
    "maladresse, jet de Blessure pour le joueur botté.",
    "skill.loner.text": "Pour utiliser une relance d'équipe, doit faire X ou plus au D6, sinon la relance est perdue.",
    "skill.my_ball.text": "Ne lâche jamais le ballon de lui-même : ni passe, ni transmission.",
    "skill.no_ball.text": "Ne peut jamais avoir le ballon : réception, ramassage et interception échouent.",
    "skill.pick_me_up.text": "À la fin du tour adverse, chaque coéquipier à terre à 3 cases ou moins se relève sur 5+.",
    "skill.plague_ridden.text": "Une fois par match, quand il tue un adversaire au blocage, son équipe gagne un "
    "Trois-quarts de plus en Réserves.",
    "skill.pogo.text": "Peut bondir par-dessus une case adjacente en ignorant tous les malus.",
    "skill.projectile_vomit.text": "Action spéciale Gerbe de Vomi : sur 2+, jet d'Armure non modifiable contre un "
    "adversaire adjacent (sur 1, contre lui-même).",
    "skill.really_stupid.text": "Après l'annonce de son action, sur 1 à 3 (+2 avec un coéquipier attentif à côté) il "
    "devient Déconcentré.",
    "skill.regeneration.text": "Éliminé : avant le jet d'Élimination, sur 4+ il ignore l'élimination et va en "
    "Réserves.",
    "skill.right_stuff.text": "Peut être lancé par un coéquipier qui a Lancer de Coéquipier, même à terre.",
    "skill.secret_weapon.text": "Expulsé à la fin de chaque phase qu'il a jouée.",
    "skill.stab.text": "Action spéciale Poignard : jet d'Armure non modifiable contre un adversaire adjacent debout.",
    "skill.stunty.text": "Esquive sans malus d'être marqué, −1 pour intercepter, et ses jets de Blessure se font sur "
    "la table des Minus.",
    "skill.swoop.text": "Lancé par un coéquipier, peut se diriger au gabarit de touche au lieu de dévier, et relancer "
    "son atterrissage.",
    "skill.take_root.text": "Après l'annonce de son action, sur 1 il est Enraciné : il ne quitte plus sa case.",
    "skill.throw_team_mate.text": "Peut faire l'action Lancer de Coéquipier.",
    "skill.timmm_ber.text": "Avec M 2 ou moins, +1 pour se relever par coéquipier debout et démarqué à côté (un 1 "
    "naturel échoue toujours).",
    "skill.titchy.text": "+1 pour esquiver, mais ne gêne pas les adversaires qui esquivent vers sa zone de tacle.",
    "skill.trickster.text": "Quand on le bloque ou le vise, se replace d'abord sur une autre case libre à côté de "
    "l'attaquant.",
    "skill.unchannelled_fury.text": "Après l'annonce de son action, sur 1 à 3 (+2 pour un blocage ou un Blitz) son "
    "activation s'arrête.",
    "skill.unsteady.text": "Ne peut pas faire l'action Sécuriser le ballon.",
}
