"""French labels: the glossary (``/rule``) in our own words.

``glossary.<key>.text`` explains a seed term briefly (under the seed's own words, « En bref »);
``glossary.<key>.note`` is the official note docs/rules.md and rules-reference add. A term that is
a skill is explained by the skill's ``skill.<key>.text`` instead. The seeds' words stay in
``rules.glossary`` (verbatim quotes, the source); the names are in ``locales/fr/game.py``.
"""

from __future__ import annotations

LABELS: dict[str, str] = {
    "glossary.deconcentre.text": (
        "Perd ses zones de tacle et le bénéfice de ses compétences et traits actifs jusqu'à sa prochaine activation."
    ),
    "glossary.deconcentre.note": (
        "Règle officielle (BB2025) : un joueur Déconcentré ne peut pas non plus réceptionner ni intercepter le "
        "ballon ; s'il devient Déconcentré pendant sa propre activation, celle-ci s'arrête aussitôt (décision D11)."
    ),
    "glossary.croque.text": "Ne peut pas quitter sa case tant que le joueur qui l'a Croqué le Marque.",
    "glossary.croque.note": (
        "Règle officielle (BB2025) : Croquement vise un adversaire Debout que le joueur Marque ; au D6, 1-2 rien, "
        "3+ Croqué. L'état cesse dès que le joueur qui l'a Croqué ne le Marque plus. Croquement peut remplacer "
        "le Blocage d'un Blitz."
    ),
    "glossary.fourchette.note": (
        "Règle officielle (BB2025) : l'effet frappe l'adversaire Repoussé par le joueur qui a Fourchette (la "
        "cible du blocage seulement, pas les joueurs poussés en chaîne) et dure jusqu'après sa prochaine "
        "activation (décision D10)."
    ),
    "glossary.enracine.text": (
        "Ne peut ni se déplacer, ni Poursuivre, ni être Repoussé jusqu'à la fin de la Phase, ou jusqu'à ce "
        "qu'il soit Plaqué ou Mis à Terre."
    ),
    "glossary.enracine.note": (
        "Règle officielle (BB2025) : à l'activation, sur 1 au D6 le joueur est Enraciné (trait Take Root). Il ne "
        "peut ni faire d'action de Mouvement, ni Poursuivre, ni être Repoussé, ni quitter sa case (sauf K.O. ou "
        "Éliminé) ; l'état cesse à la fin de la Phase ou s'il est Plaqué ou Mis à Terre."
    ),
    "glossary.blitz.text": (
        "Un mouvement avec un blocage, qui coûte 1 M, contre une cible désignée dès l'activation ; une fois par "
        "tour d'équipe."
    ),
    "glossary.blitz.note": (
        "Règle officielle (BB2025) : une seule action de Blitz par tour d'équipe. Seules les actions spéciales "
        "dont le texte le permet remplacent le Blocage d'un Blitz (Croquement (Chomp), Poignard (Stab), "
        "Tronçonneuse (Chainsaw Attack), Gerbe de Vomi (Projectile Vomit), Souffle Ardent (Breathe Fire)) ; "
        "elles coûtent toujours 1 M et comptent comme le Blitz de l'équipe (décision D27)."
    ),
    "glossary.action_speciale.text": (
        "Une action propre à une compétence ou à un trait, comme Croquement ou Poignard ; certaines remplacent "
        "le blocage d'un Blitz."
    ),
    "glossary.action_speciale.note": (
        "Liste officielle (BB2025) des actions spéciales qui peuvent remplacer le Blocage d'un Blitz : "
        "Croquement (Chomp), Poignard (Stab), Tronçonneuse (Chainsaw Attack), Gerbe de Vomi (Projectile Vomit), "
        "Souffle Ardent (Breathe Fire). Elles coûtent toujours 1 M et comptent comme le Blitz de l'équipe ; ce "
        "ne sont pas des actions de Blocage pour les compétences (décision D27)."
    ),
    "glossary.casse_croute_douteux.text": (
        "Événement de coup d'envoi : un joueur tiré au hasard a -1 M et -1 AR, ou file dans les Réserves sur un 1."
    ),
    "glossary.casse_croute_douteux.note": (
        "Résultat 11 de la table de coup d'envoi BB2025. Règles « ligue » : 1D6 + FP comme le document 000 de "
        "la ligue ; "
        "règles « bb2025 », 1D6 sans FP, et l'effet dure jusqu'à la fin de la Phase (décision D4)."
    ),
    "glossary.plaque.text": (
        "Le joueur tombe : le coach adverse fait un Jet d'Armure, puis un Jet de Blessure si l'armure cède ; "
        "s'il portait le ballon, il le lâche."
    ),
    "glossary.plaque.note": (
        "Règle officielle (BB2025) : le joueur est à terre et le coach adverse fait un Jet d'Armure ; si c'est "
        "un joueur de l'équipe active, c'est un Turnover. Le rebond du ballon se fait après le jet d'armure et "
        "l'éventuel jet de blessure (décisions D6, D7)."
    ),
    "glossary.mis_a_terre.text": (
        "Le joueur est mis à terre sans Jet d'Armure ; si c'était pendant son activation, elle prend fin ; s'il "
        "portait le ballon, il le lâche et le ballon rebondit."
    ),
    "glossary.mis_a_terre.note": (
        "Le document 000 de la ligue emploie aussi « Mis à Terre » pour le joueur à terre après avoir été "
        "Plaqué ; le bot "
        "distingue Plaqué (Jet d'Armure) et Mis à Terre (pas de Jet d'Armure) (décision D7)."
    ),
    "glossary.sonne.text": (
        "Couché sur le ventre : il ne s'active pas au prochain tour de son équipe, puis se retourne sur le dos."
    ),
    "glossary.sonne.note": (
        "Règle officielle (BB2025) : un joueur Sonné pendant le tour de sa propre équipe reste Sonné jusqu'à la "
        "fin du tour suivant de son équipe ; seuls les joueurs déjà Sonnés au début du tour se retournent à la "
        "fin de ce tour."
    ),
    "glossary.ko.text": (
        "Sorti du terrain, dans le box des joueurs K.O. ; à chaque coup d'envoi, il revient dans les Réserves "
        "sur 4+ au D6."
    ),
    "glossary.ko.note": (
        "Règle officielle (BB2025) : le jet de récupération (4+ sur un D6) se fait à la fin de chaque Phase, "
        "donc aussi à la mi-temps ; en pratique cela revient au même (décision D6)."
    ),
    "glossary.elimine.text": (
        "Sorti du terrain pour le reste du match, dans le box Morts & Blessés ; on fait un Jet d'Élimination "
        "(décision D16)."
    ),
    "glossary.commotion.text": "Le joueur rate la fin du match, sans autre suite.",
    "glossary.commotion.note": (
        "Pour un joueur Minus, le 9 du Jet de Blessure donne directement Commotion, sans Jet d'Élimination "
        "(document 001 de la ligue, décision D26)."
    ),
    "glossary.amoche.text": "Le joueur rate le prochain match (RPM), et la Revanche s'applique.",
    "glossary.blessure_serieuse.text": (
        "Une Blessure Persistante (+1 aux futurs Jets d'Élimination), le prochain match manqué (RPM), et la Revanche."
    ),
    "glossary.sequelle.text": (
        "Une caractéristique baisse de 1 (D6 sur la table des séquelles), le prochain match manqué (RPM), et la "
        "Revanche."
    ),
    "glossary.sequelle.note": (
        "Règles « bb2025 » : si la caractéristique est déjà au minimum, pas de réduction, le joueur rate "
        "seulement le prochain match (décision D2).\nNoms des résultats 5 et 6 : Cou Brisé / Épaule Disloquée "
        "dans le document 000 de la ligue, "
        "Hanche disloquée / Cou brisé dans le document 001 (décision D1)."
    ),
    "glossary.mort.text": "Rayé de l'effectif ; il reste au cimetière de la ligue et dans son historique.",
    "glossary.haine.note": (
        "Règle officielle (BB2025) : quand ce joueur fait une action de Blocage contre un joueur ayant le "
        "mot-clé X, il peut relancer un résultat Attaquant Plaqué. Le coach du joueur blessé choisit X ; un "
        "joueur peut avoir plusieurs Haine (X)."
    ),
    "glossary.revanche.text": (
        "Après un Amoché, une Blessure Sérieuse ou une Séquelle, le joueur obtient Haine (X), X étant un "
        "mot-clé du joueur qui l'a éliminé."
    ),
    "glossary.revanche.note": (
        "Règles « ligue » : Haine (X) automatique (document 000 de la ligue).\nRègles « bb2025 » : sur 4+ au D6, "
        "et seulement en jeu en Ligue, pas en exhibition (décision D3). À l'intersaison, avec les deux règles, D6 4+ "
        "pour perdre chaque Haine gagnée."
    ),
    "glossary.rpm.text": "Rate le Prochain Match : le joueur ne peut pas jouer le prochain match de son équipe.",
    "glossary.bp.text": "Blessure Persistante : +1 par BP à chaque futur Jet d'Élimination du joueur.",
    "glossary.tresorerie.text": "L'or de l'équipe, en po (pièces d'or), par multiples de 5 000 po.",
    "glossary.tresorerie.note": (
        "Erreurs Coûteuses (Crise évitée, Incident mineur, Incident majeur, Catastrophe) : seulement à partir "
        "de 100 000 po, selon la tranche de Trésorerie et un D6 (décision D8)."
    ),
    "glossary.fp.text": (
        "Facteur de supporter : ajouté aux jets d'Intimidation, d'Encouragement, de Lancer de Rocher et "
        "d'Invasion du Terrain au coup d'envoi."
    ),
    "glossary.fp.note": "BB2020/BB2025 : FP = D3 + Fans Dévoués, tiré à chaque match.",
    "glossary.psp.text": "Points de Star Player : gagnés en match, dépensés pour les progressions.",
    "glossary.attaquant_plaque.text": "Le joueur qui bloque tombe à la place de sa cible.",
    "glossary.attaquant_plaque.note": "Le joueur qui bloque est Plaqué : Jet d'Armure et Turnover.",
    "glossary.les_deux_plaques.text": (
        "Les deux joueurs tombent, chacun sur sa case ; si l'attaquant tombe, c'est un Turnover."
    ),
    "glossary.les_deux_plaques.note": (
        "Un joueur qui a la compétence Blocage peut choisir de ne pas tomber (décision D14)."
    ),
    "glossary.repousse.text": "La cible recule d'une case ; l'attaquant peut Poursuivre.",
    "glossary.repousse.note": (
        "Cases de poussée : les 3 cases du gabarit officiel, même pour un blocage en diagonale (décision D12)."
    ),
    "glossary.bouscule.text": "Repoussé si la cible a Esquive, sinon Défenseur Plaqué.",
    "glossary.bouscule.note": (
        "La compétence Tacle de l'attaquant annule l'Esquive : le résultat reste Défenseur Plaqué (décision D14)."
    ),
    "glossary.defenseur_plaque.text": "La cible est Repoussée, puis Plaquée sur sa nouvelle case.",
    "glossary.soutien.text": "Un coéquipier qui aide au blocage : il ajoute 1 à la Force de son camp.",
    "glossary.soutien.note": (
        "+1 F par coéquipier qui Marque la cible (ou l'attaquant, en défense) sans être lui-même Marqué par un "
        "autre adversaire."
    ),
    "glossary.poursuivre.text": "Après avoir Repoussé sa cible, l'attaquant peut prendre la case qu'elle a quittée.",
    "glossary.poursuivre.note": (
        "À décider avant tout Jet d'Armure. Ne pas confondre avec la compétence Poursuite (Shadowing)."
    ),
    "glossary.chaine.text": "La cible Repoussée sur une case occupée pousse à son tour le joueur qui s'y trouve.",
    "glossary.blessure_public.text": (
        "Un joueur Repoussé hors du terrain subit un Jet de Blessure sans Jet d'Armure ; Sonné l'envoie dans le "
        "box des Réserves."
    ),
    "glossary.turnover.text": (
        "Fin immédiate du tour de l'équipe active (porteur plaqué, joueur actif Plaqué, ballon perdu…)."
    ),
    "glossary.touche.text": (
        "Le public renvoie le ballon depuis la dernière case qu'il a occupée : D6 pour la direction (1-2 en "
        "diagonale d'un côté, 3-4 tout droit, 5-6 en diagonale de l'autre côté), puis 2D6 cases en comptant la "
        "case de départ."
    ),
    "glossary.rebond.text": "Le ballon se déplace d'une case dans une direction tirée au D8.",
    "glossary.touchback.text": (
        "Si le ballon du coup d'envoi sort du terrain ou s'arrête hors du camp de l'équipe receveuse, "
        "l'entraîneur de l'équipe receveuse le donne à l'un de ses joueurs."
    ),
    "glossary.touchback.note": (
        "C'est la règle de la table bb2025. Avec la table classique (document 003 de la ligue, celle des "
        "règles « ligue »), un "
        "ballon qui sort du terrain au coup d'envoi est renvoyé par la foule (la touche) ; le touchback ne sert "
        "que si le ballon retombe dans le camp de l'équipe qui donne le coup d'envoi (décision D17)."
    ),
    "glossary.phase.text": "La partie de jeu entre un coup d'envoi et le suivant (touchdown ou mi-temps).",
    "glossary.zone_de_tacle.text": "Les huit cases autour d'un joueur Debout et non Déconcentré.",
    "glossary.marquer.text": "Un joueur Debout et non Déconcentré Marque chaque adversaire sur une case adjacente.",
    "glossary.meneuse_de_revue.text": "Ajoutée au jet d'Encouragement (coup d'envoi).",
    "glossary.adjoint.text": "Ajouté au jet de Bonne Stratégie (coup d'envoi).",
    "glossary.relance.text": (
        "Relance d'équipe : permet de relancer un jet raté une fois par tour. Jamais pour l'armure, la "
        "blessure, l'élimination, la dispersion, le rebond ou la touche."
    ),
    # --- the book's game and league terms the seeds do not use (issue 26) ---------------------------
    "glossary.chute.text": (
        "Le joueur tombe de lui-même (Esquive ou Foncer raté, atterrissage manqué) : il est À Terre, on fait un "
        "Jet d'Armure, il lâche le ballon ; c'est un Turnover s'il est de l'équipe active.\nLe bot : `/armure`."
    ),
    "glossary.demarque.text": "Un joueur Debout qu'aucun adversaire ne Marque.",
    "glossary.mots_cles.text": (
        "Les mots qui classent un joueur (Gros Bras, Blitzer, Orque, Elfe…) ; Haine (X) et d'autres règles les "
        "visent.\nLe bot les prend du roster du livre à l'ajout d'un joueur."
    ),
    "glossary.mouvement.text": (
        "M : le nombre de cases qu'un joueur peut parcourir dans son activation ; Foncer en donne jusqu'à 2 de plus."
    ),
    "glossary.force.text": "F : compte pour le nombre de dés de blocage, Soutiens compris.",
    "glossary.agilite.text": (
        "AG : le résultat à obtenir sur un D6 pour Esquiver, réceptionner, ramasser ou intercepter (3+, par exemple)."
    ),
    "glossary.capacite_de_passe.text": (
        "CP : le résultat à obtenir sur un D6 pour passer (4+, par exemple) ; « - » si le joueur ne peut pas "
        "tenter de passe."
    ),
    "glossary.armure.text": (
        "AR : le Jet d'Armure (2D6 et ses modificateurs) doit l'atteindre pour que l'armure cède (9+, par exemple)."
    ),
    "glossary.jet_naturel.text": (
        "Le chiffre du dé, avant tout modificateur : un 1 naturel échoue toujours, un 6 naturel réussit toujours "
        "un test."
    ),
    "glossary.avant_match.text": (
        "Avant le coup d'envoi : Fans (FP), Météo, Journaliers, Coups de Pouce, puis l'équipe qui donne le coup "
        "d'envoi.\nLe bot : `/match debut` tire les FP, `/meteo` la Météo."
    ),
    "glossary.meteo.text": (
        "La table de Météo (2D6), tirée avant le match et sur Changement de Temps : Chaleur Accablante, Très "
        "Ensoleillé, Conditions Idéales, Pluie Battante, Blizzard.\nLe bot : `/meteo`."
    ),
    "glossary.mise_en_place.text": (
        "Avant chaque Phase, chaque équipe place jusqu'à 11 joueurs dans sa moitié, au moins 3 sur la ligne de "
        "mêlée, au plus 2 par couloir ; l'équipe qui frappe se place d'abord."
    ),
    "glossary.coup_d_envoi.text": (
        "Le ballon est botté, dévie, puis un événement est tiré sur la table de coup d'envoi (2D6).\nLe bot : "
        "`/coup-envoi` fait tout (table classique du document 003 ou bb2025), victimes et déviation comprises."
    ),
    "glossary.tour.text": (
        "Chaque équipe joue 8 tours par mi-temps ; dans son tour, chacun de ses joueurs peut être activé une "
        "fois. Un Turnover y met fin."
    ),
    "glossary.activation.text": (
        "Le coach choisit un joueur et déclare son action (Mouvement, Blocage, Blitz, Passe, Transmission, "
        "Agression…), puis la résout ; un joueur est activé une fois par tour."
    ),
    "glossary.action_de_mouvement.text": "Le joueur se déplace jusqu'à son M, Fonçant s'il veut aller plus loin.",
    "glossary.se_relever.text": (
        "Un joueur À Terre se relève au début d'une action avec mouvement pour 3 cases de M ; avec M 2 ou moins, "
        "il lui faut un 4+ sur un D6."
    ),
    "glossary.esquiver.text": (
        "Quitter une case où l'on est Marqué demande un test d'AG, à -1 par adversaire qui Marque la case "
        "d'arrivée ; raté, le joueur Chute."
    ),
    "glossary.sauter.text": (
        "Pendant un mouvement, un joueur peut sauter par-dessus un joueur À Terre ou Sonné vers une case libre "
        "au-delà, avec un test d'AG ; raté, il Chute."
    ),
    "glossary.ramasser.text": (
        "Entrer dans la case du ballon oblige à tenter de le ramasser : test d'AG ; raté, le ballon rebondit et "
        "c'est un Turnover."
    ),
    "glossary.foncer.text": (
        "Jusqu'à 2 cases au-delà du M, chacune sur 2+ sur un D6 ; sur 1, le joueur Chute dans la case visée."
    ),
    "glossary.securiser.text": (
        "Si aucun adversaire Debout et non Déconcentré n'est à 2 cases du ballon au sol, le joueur va le "
        "ramasser sur 2+ sur un D6 (sans test d'AG) ; sur 1, Turnover."
    ),
    "glossary.jet_d_armure.text": (
        "2D6 et modificateurs contre l'AR du joueur tombé : s'il l'atteint, l'armure cède et on fait un Jet de "
        "Blessure.\nLe bot : `/armure`, `/probas armure`."
    ),
    "glossary.jet_de_blessure.text": (
        "2D6 sur la table des Blessures : Sonné, K.O. ou Éliminé (table des Minus pour un joueur Minus).\nLe bot "
        ": `/blessure`, `/probas blessure`."
    ),
    "glossary.apothicaire.text": (
        "Une fois par match : un joueur K.O. reste Sonné sur le terrain ; pour un Éliminé, l'adversaire refait "
        "le jet d'Élimination et son coach garde l'un des deux (une Commotion va en Réserves). 50 000 po, un seul par "
        "équipe.\nLe bot : le bouton Apothicaire après un jet d'Élimination."
    ),
    "glossary.agression.text": (
        "Une fois par tour, un joueur s'en prend à un adversaire À Terre ou Sonné : Jet d'Armure avec les "
        "soutiens ; un double sur l'Armure ou la Blessure fait expulser l'agresseur.\nLe bot : `/agression`, "
        "`/probas agression`."
    ),
    "glossary.expulsion.text": (
        "L'arbitre sort le joueur pour le reste du match (agression sur un double, Arme Secrète…) ; Turnover si "
        "c'est l'équipe active. Le coach peut Contester la décision.\nLe bot : `/agression` le dit."
    ),
    "glossary.contester.text": (
        "Après une expulsion, D6 : sur 1 le coach est aussi renvoyé (plus de contestation), sur 2-5 rien ne "
        "change, sur 6 le joueur reste (le Turnover demeure).\nLe bot ne le tire pas : `/des des:1d6`."
    ),
    "glossary.action_de_passe.text": (
        "Une fois par tour : test de CP selon la distance (règle des portées) ; passe précise, imprécise (le "
        "ballon dévie) ou ratée (il rebondit).\nLe bot : `/dispersion` pour la déviation."
    ),
    "glossary.interception.text": (
        "Un adversaire sous la trajectoire d'une passe peut tenter de l'intercepter (test d'AG) ; réussie, elle "
        "rapporte 2 PSP."
    ),
    "glossary.receptionner.text": (
        "Un joueur Debout dans la case où arrive le ballon tente de le réceptionner : test d'AG, à -1 par "
        "adversaire qui le Marque ; raté, le ballon rebondit."
    ),
    "glossary.transmission.text": (
        "Une fois par tour, le porteur donne le ballon à un coéquipier adjacent, qui doit le réceptionner."
    ),
    "glossary.atterrissage.text": (
        "Un joueur lancé par un coéquipier fait un test d'AG pour retomber sur ses pieds (-1 après un lancer "
        "imprécis ou raté, -1 par adversaire qui Marque la case) ; raté, il Chute."
    ),
    "glossary.touchdown.text": (
        "Un joueur Debout avec le ballon dans la zone d'en-but adverse marque : 3 PSP, et la Phase prend fin.\nLe "
        "bot : le score de `/match`, les PSP à l'après-match."
    ),
    "glossary.temporisation.text": (
        "Un porteur qui pouvait marquer sans jeter de dé et ne le fait pas temporise : D6 à la fin de son "
        "activation, s'il atteint le numéro du tour, le public le Plaque (Turnover). L'équipe qui n'a jamais "
        "temporisé gagne 10 000 po de plus.\nLe bot : la question à l'après-match."
    ),
    "glossary.prolongation.text": (
        "Un match nul qui doit désigner un vainqueur (phases finales) se prolonge de 8 tours ; toujours nul, "
        "tirs au but : cinq jets opposés de D6.\nLe bot ne la gère pas : `/des`."
    ),
    "glossary.fosse.text": "Le banc de chaque équipe : le box des Réserves, celui des K.O. et celui des Éliminés.",
    "glossary.creation_d_equipe.text": (
        "Une équipe se crée avec 1 000 000 po : joueurs du roster (11 à 16), relances, staff, Fans Dévoués ; le "
        "reste va en Trésorerie.\nLe bot : `/equipe creer`, `/joueur ajouter`."
    ),
    "glossary.niveaux.text": (
        "Le livre range les équipes en quatre niveaux, de la plus forte (1) à la plus faible (4) ; en Matched "
        "Play, ils donnent des points de compétence."
    ),
    "glossary.fans_devoues.text": (
        "Le public fidèle de l'équipe, de 1 à 7 ; avec D3, il donne le Facteur de Popularité de chaque match. "
        "Après une victoire, +1 si D6 ≥ Fans Dévoués ; après une défaite, -1 si D6 < Fans Dévoués.\nLe bot : le jet "
        "à l'après-match."
    ),
    "glossary.valeur_d_equipe.text": (
        "VE : la valeur de tous les joueurs, du staff et des relances ; ni les Fans Dévoués ni la Trésorerie n'y "
        "comptent.\nLe bot : `/equipe voir`."
    ),
    "glossary.vea.text": (
        "VEA : la VE moins la valeur des joueurs qui ne joueront pas le prochain match (RPM, retraite "
        "temporaire), Journaliers compris.\nLe bot : `/equipe voir`."
    ),
    "glossary.journaliers.text": (
        "Avec moins de 11 joueurs disponibles, l'équipe complète avec des Trois-quarts 0-16 de son roster, qui "
        "gagnent Solitaire (4+) ; à l'après-match on peut les embaucher.\nLe bot : `/joueur ajouter "
        "journalier:true`, l'embauche à l'après-match."
    ),
    "glossary.coups_de_pouce.text": (
        "Avant le match, l'équipe de plus faible VEA reçoit la différence pour acheter des renforts d'un match "
        "(Prières à Nuffle, pots-de-vin, Star Players, Mercenaires, Apothicaire ambulant…) ; l'équipe de plus "
        "forte VEA peut d'abord puiser dans sa Trésorerie, et l'autre reçoit aussi ce qu'elle a dépensé.\nLe bot : "
        "`/regle` explique chaque Coup de Pouce et chaque Prière ; il ne gère pas encore l'avant-match."
    ),
    "glossary.star_player.text": "Un joueur célèbre engagé comme Coup de Pouce pour un match ; il ne gagne pas de PSP.",
    "glossary.mercenaires.text": "Un joueur d'un roster engagé comme Coup de Pouce pour un seul match, avec Solitaire.",
    "glossary.apres_match.text": (
        "Après un match de ligue : résultat et gains, Fans Dévoués, progression, recrutement et renvois, Erreurs "
        "Coûteuses, préparation du match suivant.\nLe bot : `/apres-match lancer`."
    ),
    "glossary.gains.text": (
        "(FP des deux équipes ÷ 2 + touchdowns marqués + 1 sans temporisation) × 10 000 po, ajoutés à la "
        "Trésorerie.\nLe bot : calculés à l'après-match."
    ),
    "glossary.joueur_du_match.text": (
        "MVP : chaque coach désigne 6 joueurs qui ont joué, un D6 en choisit un, qui gagne 4 PSP.\nLe bot : tiré "
        "à l'après-match."
    ),
    "glossary.progression.text": (
        "Les PSP s'échangent contre une compétence Principale ou Secondaire, choisie ou tirée au hasard, ou une "
        "hausse de caractéristique ; le coût monte à chaque progression, et la valeur du joueur aussi.\nLe bot : "
        "`/amelioration`, et l'après-match."
    ),
    "glossary.recrutement.text": (
        "À l'après-match : retirer les morts, embaucher et renvoyer des joueurs (jamais sous 11 joueurs "
        "disponibles), du staff, des relances (au double du prix), puis les Journaliers qui ont joué.\nLe bot : "
        "l'écran de recrutement de l'après-match."
    ),
    "glossary.retraite.text": (
        "Un joueur qui subit une Séquelle peut prendre le reste de la saison : il ne joue plus, reste sur la "
        "feuille, ne compte pas dans la VEA, et peut guérir à l'intersaison.\nLe bot : `/joueur modifier`."
    ),
    "glossary.erreurs_couteuses.text": (
        "À partir de 100 000 po en Trésorerie, un D6 selon la tranche : Crise évitée, Incident mineur, Incident "
        "majeur ou Catastrophe.\nLe bot : `/erreurs-couteuses`, et l'après-match."
    ),
    "glossary.concession.text": (
        "Un coach peut concéder au début de son tour : l'adversaire gagne 2-0 (ou plus), un second MVP et les "
        "gains ; l'équipe qui concède perd ses PSP, D3 Fans Dévoués, et ses vétérans peuvent partir. Sans "
        "pénalité si elle ne peut aligner 3 joueurs.\nLe bot : l'après-match, `/match non-jouee`."
    ),
    "glossary.saison.text": (
        "Une saison régulière de rencontres de ligue, puis les phases finales.\nLe bot : `/match`, "
        "`/classement-ligue`, `/saison fin`."
    ),
    "glossary.match_amical.text": (
        "Un match hors calendrier : ni points de ligue ; toute élimination compte comme une Commotion.\nLe bot : "
        "`/match debut amical:true`."
    ),
    "glossary.points_de_ligue.text": (
        "Victoire 3, nul 1, défaite 0, et des points de bonus au choix du commissaire (3 touchdowns, aucun "
        "encaissé, 3 éliminations ayant rapporté des PSP).\nLe bot : `/classement-ligue`, réglé par `/reglages "
        "points:`."
    ),
    "glossary.play_offs.text": (
        "Après la saison régulière, les meilleures équipes s'affrontent à élimination directe, avec prolongation "
        "et tirs au but ; prix de 100 000, 60 000 et 30 000 po.\nLe bot ne les organise pas."
    ),
    "glossary.intersaison.text": (
        "Entre deux saisons : les RPM sont levés, D6 par Blessure Persistante, par Haine gagnée et par séquelle "
        "des joueurs en retraite ; puis l'équipe peut être recréée avec 1 000 000 po et ses primes.\nLe bot : "
        "`/saison fin`."
    ),
}
