"""French labels: the Star Players (rules/pregame/starplayers.py), hired as inducements, and their /rule entries."""

from __future__ import annotations

LABELS: dict[str, str] = {
    "error.starplayers.unknown": "« {value} » n'est pas un Star Player du livre.",
    "error.starplayers.twice": "{star} est déjà engagé par cette équipe : une fois par équipe.",
    "error.starplayers.not_available": "{star} ne joue pas pour une équipe {roster} (voir « Plays For » : /rule "
    "term:{star}).",
    "error.starplayers.bugman": "{star} est déjà engagé comme Infamous Coaching Staff : pas aussi comme Star Player.",
    "error.starplayers.too_many": "{most} Star Players au plus par équipe et par match, une paire comptant pour un "
    "(demandés : {count}).",
    "error.starplayers.too_many_players": "Pas plus de {most} joueurs : {players} joueurs disponibles et {stars} Star "
    "Players en feraient davantage (les joueurs qui manquent le match ne comptent pas).",
    # the Leagues (the_teams.md « TEAM LEAGUES »): the book's names, as French leagues say them
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
    "starplayers.any_team": "Toutes les équipes",
    "starplayers.favoured": "Favori de {god}",
    "starplayers.except": "sauf celles du {leagues}",
    # /rule on a Star Player: his card, then his special rule in our own words
    "starplayers.rule.kind": "Star Player, engagé comme Coup de Pouce : 2 au plus par équipe, une paire comptant "
    "pour un ; ni PSP ni Joueur du Match, les Éliminations qu'il subit effacées après le match.",
    "starplayers.rule.summary": "**{rule}** : {text}",
    "starplayers.field.kind": "Type",
    "starplayers.field.cost": "Coût",
    "starplayers.field.plays_for": "Joue pour (Plays For)",
    "starplayers.cost": "{gold} po",
    "starplayers.cost.pair": "{gold} po la paire, engagée ensemble",
    # each Star Player's special rule, in our own words (the name stays the book's)
    "starplayers.rule.blind_rage.text": "Il peut relancer le D6 de son jet d'Intrépide.",
    "starplayers.rule.savage_blow.text": "Une fois par match, sur une action de Blocage, il peut relancer autant de "
    "dés de blocage qu'il veut.",
    "starplayers.rule.blast_it.text": "Sur une Passe Désespérée, il peut relancer la déviation, et le coéquipier qui "
    "réceptionne a +1.",
    "starplayers.rule.putrid_regurgitation.text": "Une fois par mi-temps, il peut faire l'Action Spéciale Gerbe de "
    "Vomi, même après une action de Blocage ce tour-ci.",
    "starplayers.rule.look_into_my_eyes.text": "Une fois par match, s'il commence son activation en marquant le "
    "porteur du ballon : sur 2+ au D6 il lui prend le ballon, et son activation s'arrête.",
    "starplayers.rule.kaboom.text": "Une fois par match, une de ses bombes rattrapée par un adversaire peut exploser "
    "aussitôt au lieu d'être relancée.",
    "starplayers.rule.tasty_morsel.text": "Une fois par match, après un jet de Soif de Sang raté, elle peut mordre un "
    "adversaire de F 3 ou moins (jamais un Star Player) au lieu d'un coéquipier.",
    "starplayers.rule.all_you_can_eat.text": "Une fois par match, elle peut lancer deux bombes dans la même "
    "activation ; ensuite, sur 1-3 au D6, elle est expulsée.",
    "starplayers.rule.star_of_the_show.text": "Une fois par match, quand il marque un Touchdown, son équipe gagne une "
    "relance d'équipe pour la Phase suivante seulement.",
    "starplayers.rule.reliable.text": "Un coéquipier qu'il lance et rate rebondit quand même mais atterrit toujours "
    "sans encombre.",
    "starplayers.rule.a_sneaky_pair.text": "Engagés ensemble. Une Agression ou un Poignard de l'un ou l'autre contre "
    "un adversaire qu'ils marquent tous deux a +1.",
    "starplayers.rule.mesmerising_dance.text": "Une fois par mi-temps, il peut relancer son Regard Hypnotique.",
    "starplayers.rule.baleful_hex.text": "Une fois par match, au début de son activation, un adversaire à 5 cases ou "
    "moins est Déconcentré et ne joue pas au prochain tour de son équipe, sur 2+ au D6.",
    "starplayers.rule.whirling_dervish.text": "Une fois par activation, il peut relancer le D6 qui fixe sa direction.",
    "starplayers.rule.frenzied_rush.text": "Une fois par mi-temps, en déclarant un Blitz, il gagne Frénésie pour "
    "cette activation (et renonce à Projection pour le tour).",
    "starplayers.rule.shot_to_nothing.text": "Une fois par match, elle gagne Passe Désespérée pour une activation.",
    "starplayers.rule.primal_savagery.text": "Une fois par match, un jet de Sauvagerie Animale raté peut frapper un "
    "adversaire au lieu d'un coéquipier.",
    "starplayers.rule.i_ll_carry_you.text": "Engagés ensemble. Une fois par mi-temps, Grak peut porter Crumbleberry "
    "pendant son activation et le poser à côté de lui ; en le portant, Grak a Esquive en Force et Esquive.",
    "starplayers.rule.gored_by_the_bull.text": "Une fois par match, le Blocage de son Blitz (et sa suite de Frénésie) "
    "jette un dé de blocage de plus, trois au plus, quelle que soit la F.",
    "starplayers.rule.incorporeal.text": "Une fois par match, pour une activation, elle n'a aucun jet d'Esquive à "
    "faire pour quitter une zone de tacle adverse.",
    "starplayers.rule.consummate_professional.text": "Une fois par match, il peut ajouter +1 à un test d'Agilité, "
    "après le jet.",
    "starplayers.rule.slayer.text": "Une fois par match, un Gros Bras qu'il Plaque sur une action de Blocage prend +1 "
    "au Jet d'Armure ou au Jet de Blessure, après le jet.",
    "starplayers.rule.wisdom_of_the_white_dwarf.text": "Une fois par match, activé, il donne à un coéquipier à 2 "
    "cases ou moins Esquive en Force, Intrépide, Châtaigne ou Équilibre pour le tour.",
    "starplayers.rule.quick_bite.text": "Une fois par match, quand un adversaire qu'il marque réceptionne le ballon, "
    "un Jet d'Armure contre lui ; armure percée : le ballon est à lui, sans Turnover.",
    "starplayers.rule.unstoppable_momentum.text": "Le Blocage de son Blitz peut relancer un dé de blocage.",
    "starplayers.rule.treacherous.text": "Une fois par match, activé à côté du coéquipier qui a le ballon, il peut le "
    "lui prendre : le coéquipier est Plaqué, sans Turnover.",
    "starplayers.rule.old_pro.text": "Une fois par match, son Pro peut relancer un dé d'un Jet d'Armure.",
    "starplayers.rule.dwarven_scourge.text": "Une fois par match, un adversaire qu'il Plaque sur une action de "
    "Blocage prend +1 au Jet d'Armure ou au Jet de Blessure (+2 contre un Nain).",
    "starplayers.rule.raiding_party.text": "Une fois par Phase, au début de son activation, un coéquipier démarqué à "
    "5 cases ou moins avance d'une case pour marquer un adversaire.",
    "starplayers.rule.the_flashing_blade.text": "Une fois par match, il peut poignarder un adversaire qu'il marque au "
    "début de son activation, puis faire une action de Mouvement.",
    "starplayers.rule.swift_as_the_breeze.text": "Une fois par match, un de ses tests d'Esquive, de Saut ou de Foncer "
    "réussit sur 2+, quels que soient les modificateurs.",
    "starplayers.rule.dwarfen_grit.text": "Une fois par match, son armure percée, le Jet d'Armure peut être relancé.",
    "starplayers.rule.indomitable.text": "Une fois par match, Intrépide réussi, sa F devient le double de celle de sa "
    "cible.",
    "starplayers.rule.black_ink.text": "Une fois par match, au début d'une activation, un adversaire qu'il marque est "
    "Déconcentré jusqu'à sa prochaine activation.",
    "starplayers.rule.i_ll_be_back.text": "La première fois qu'Arme Secrète devrait l'expulser, il reste en jeu (sans "
    "contester l'arbitre alors).",
    "starplayers.rule.lord_of_chaos.text": "Une fois par match, une de ses actions de Blocage peut relancer un dé de "
    "blocage.",
    "starplayers.rule.vicious_vines.text": "Une fois par mi-temps, il peut bloquer un adversaire à 2 cases, sans le "
    "poursuivre.",
    "starplayers.rule.maximum_carnage.text": "Une fois par match, après une Tronçonneuse, il peut en faire une autre "
    "contre un autre adversaire.",
    "starplayers.rule.the_ballista.text": "Une fois par match, il peut relancer le test de Capacité de Passe d'un "
    "Lancer de Coéquipier.",
    "starplayers.rule.kick_em_while_they_re_down.text": "Une fois par match, il peut passer sa tronçonneuse sur un "
    "adversaire Mis à Terre ou Sonné ; ce n'est pas une Agression, donc pas d'expulsion.",
    "starplayers.rule.halfling_luck.text": "Une fois par match, il peut relancer un dé, sauf d'un Jet d'Armure, de "
    "Blessure ou d'Élimination.",
    "starplayers.rule.toxin_connoisseur.text": "Une fois par match, armure percée par son Poignard, +1 au Jet de "
    "Blessure, après le jet.",
    "starplayers.rule.thinking_man_s_troll.text": "Une fois par mi-temps, il peut relancer un dé, sauf d'un Jet "
    "d'Armure, de Blessure ou d'Élimination.",
    "starplayers.rule.catch_of_the_day.text": "Une fois par mi-temps, debout à 3 cases ou moins d'un ballon au sol, "
    "sur 3+ au D6 il le ramasse.",
    "starplayers.rule.bounding_leap.text": "Une fois par match, son Saut ignore les modificateurs négatifs, et elle "
    "peut le relancer.",
    "starplayers.rule.slashing_nails.text": "Une fois par mi-temps, en déclarant un Blitz, elle gagne Griffes pour "
    "cette activation.",
    "starplayers.rule.ram.text": "Une fois par match, un adversaire qu'il Plaque sur une action de Blocage prend +1 au "
    "Jet d'Armure ou au Jet de Blessure, après le jet.",
    "starplayers.rule.yoink.text": "Une fois par match, en tentant une Interception, sur 2+ au D6 il intercepte sans "
    "jet.",
    "starplayers.rule.fury_of_the_blood_god.text": "Une fois par match, un 1 sur Fureur Débridée après avoir déclaré "
    "un Blocage lui fait faire deux actions de Blocage à la place, l'une après l'autre.",
    "starplayers.rule.master_assassin.text": "Une fois par match, il peut relancer le Jet d'Armure de son Poignard.",
    "starplayers.rule.pump_up_the_crowd.text": "Une fois par match, un Éliminé qu'il cause sur une action de Blocage "
    "donne à son équipe une relance d'équipe pour la Phase en cours seulement.",
    "starplayers.rule.strong_passing_game.text": "Une fois par match, il peut ajouter sa F au test de Capacité de "
    "Passe d'une Action de Passe, jusqu'à 6.",
    "starplayers.rule.furious_outburst.text": "Une fois par mi-temps, debout, elle bondit à côté d'un adversaire "
    "debout à 3 cases ou moins, le poignarde et s'éloigne de 3 cases au plus ; son activation s'arrête, c'est le "
    "Blitz de l'équipe pour le tour.",
    "starplayers.rule.sneakiest_of_the_lot.text": "Son équipe peut déclarer deux Agressions par tour, l'une des deux "
    "par lui.",
    "starplayers.rule.crushing_blow.text": "Une fois par match, un adversaire qu'il Plaque sur une action de Blocage "
    "prend +1 au Jet d'Armure, après le jet.",
    "starplayers.rule.working_in_tandem.text": "Engagés ensemble. Lucien peut relancer un dé de blocage contre un "
    "adversaire que Valen marque ; la Passe de Valen vers Lucien ignore les modificateurs de distance.",
    "starplayers.rule.beer_barrel_bash.text": "Une fois par Phase, au début de son activation, un tonneau sur un "
    "adversaire à 3 cases ou moins : 3+ Plaqué, 2 rien, 1 il Chute ; son activation s'arrête.",
    "starplayers.rule.krump_and_smash.text": "Une fois par match, il peut relancer le Jet d'Armure contre un "
    "adversaire qu'il Plaque sur une action de Blocage.",
    "starplayers.rule.savage_mauling.text": "Une fois par match, il peut relancer un Jet de Blessure qu'il fait "
    "contre un adversaire.",
    "starplayers.rule.woodland_fury.text": "Une fois par match, un Blocage qui la ferait Plaquer peut relancer un "
    "dé de blocage.",
    "starplayers.rule.watch_out.text": "Le premier Blocage contre lui à chaque Phase le trouve avec Esquive.",
    "starplayers.rule.excuse_me_are_you_a_zoat.text": "Une fois par match, activé, il rend Déconcentré un adversaire "
    "à 3 cases ou moins.",
    "starplayers.rule.blastin_solves_everything.text": "Une fois par mi-temps, au début de son activation, il tire sur "
    "un adversaire debout à 3 cases ou moins : sur 3+ il le touche, sur 2 le coach adverse désigne un autre joueur "
    "proche, sur 1 Zzharg est touché ; Jet d'Armure pour le joueur touché ; son activation s'arrête.",
}
