"""French labels: the glossary (``/rule``) in our own words.

``glossary.<key>.text`` explains a seed term briefly (under the seed's own words, « En bref »);
``glossary.<key>.note`` is the official note docs/rules.md and rules-reference add. A term that is
a skill is explained by the skill's ``skill.<key>.text`` instead. The seeds' words stay in
``rules.glossary`` (verbatim quotes, the source); the names are in ``locales/fr/game.py``.
"""

from __future__ import annotations

LABELS: dict[str, str] = {
    "glossary.deconcentre.text": (
        "Perd ses zones de tacle et le bénéfice de ses compétences et traits actifs jusqu’à sa prochaine activation."
    ),
    "glossary.deconcentre.note": (
        "Règle officielle (BB2025) : un joueur Déconcentré ne peut pas non plus réceptionner ni intercepter le "
        "ballon ; s’il devient Déconcentré pendant sa propre activation, celle-ci s’arrête aussitôt (décision D11)."
    ),
    "glossary.croque.text": "Ne peut pas quitter sa case tant que le joueur qui l’a Croqué le Marque.",
    "glossary.croque.note": (
        "Règle officielle (BB2025) : Croquement vise un adversaire Debout que le joueur Marque : D6, 1-2 rien, "
        "3+ Croqué. L’état cesse dès que le joueur qui l’a Croqué ne le Marque plus. Croquement peut remplacer "
        "le Blocage d’un Blitz."
    ),
    "glossary.fourchette.note": (
        "Règle officielle (BB2025) : l’effet frappe l’adversaire Repoussé par le joueur qui a Fourchette (la "
        "cible du blocage seulement, pas les joueurs poussés en chaîne) et dure jusqu’après sa prochaine "
        "activation (décision D10)."
    ),
    "glossary.enracine.text": (
        "Ne peut ni se déplacer, ni Poursuivre, ni être Repoussé jusqu’à la fin de la Phase, ou jusqu’à ce "
        "qu’il soit Plaqué ou Mis à Terre."
    ),
    "glossary.enracine.note": (
        "Règle officielle (BB2025) : à l’activation, D6 : sur 1 le joueur est Enraciné (trait Take Root). Il ne "
        "peut ni faire d’action de Mouvement, ni Poursuivre, ni être Repoussé, ni quitter sa case (sauf K.O. ou "
        "Éliminé) ; l’état cesse à la fin de la Phase ou s’il est Plaqué ou Mis à Terre."
    ),
    "glossary.blitz.text": (
        "Un mouvement avec un blocage, qui coûte 1 M, contre une cible désignée dès l’activation ; une fois par "
        "tour d’équipe."
    ),
    "glossary.blitz.note": (
        "Règle officielle (BB2025) : une seule action de Blitz par tour d’équipe. Seules les actions spéciales "
        "dont le texte le permet remplacent le Blocage d’un Blitz : Croquement (Chomp), Poignard (Stab), "
        "Tronçonneuse (Chainsaw Attack), Gerbe de Vomi (Projectile Vomit), Souffle Ardent (Breathe Fire) ; "
        "elles coûtent toujours 1 M et comptent comme le Blitz de l’équipe (décision D27)."
    ),
    "glossary.action_speciale.text": (
        "Une action propre à une compétence ou à un trait, comme Croquement ou Poignard ; certaines remplacent "
        "le blocage d’un Blitz."
    ),
    "glossary.action_speciale.note": (
        "Liste officielle (BB2025) des actions spéciales qui peuvent remplacer le Blocage d’un Blitz : "
        "Croquement (Chomp), Poignard (Stab), Tronçonneuse (Chainsaw Attack), Gerbe de Vomi (Projectile Vomit), "
        "Souffle Ardent (Breathe Fire). Elles coûtent toujours 1 M et comptent comme le Blitz de l’équipe ; ce "
        "ne sont pas des actions de Blocage pour les compétences (décision D27)."
    ),
    "glossary.casse_croute_douteux.text": (
        "Événement de coup d’envoi : un joueur tiré au hasard a -1 M et -1 AR, ou file dans les Réserves sur un 1."
    ),
    "glossary.casse_croute_douteux.note": (
        "Résultat 11 de la table de coup d’envoi BB2025. Règles « ligue » : 1D6 + FP comme le document 000 de "
        "la ligue ; "
        "règles « bb2025 » : 1D6 sans FP, et l’effet dure jusqu’à la fin de la Phase (décision D4)."
    ),
    "glossary.plaque.text": (
        "Le joueur tombe : le coach adverse fait un Jet d’Armure, puis un Jet de Blessure si l’armure cède ; "
        "s’il portait le ballon, il le lâche."
    ),
    "glossary.plaque.note": (
        "Règle officielle (BB2025) : le joueur est à terre et le coach adverse fait un Jet d’Armure ; si c’est "
        "un joueur de l’équipe active, c’est un Turnover. Le rebond du ballon se fait après le jet d’armure et "
        "l’éventuel jet de blessure (décisions D6, D7)."
    ),
    "glossary.mis_a_terre.text": (
        "Le joueur est mis à terre sans Jet d’Armure ; si c’était pendant son activation, elle prend fin ; s’il "
        "portait le ballon, il le lâche et le ballon rebondit."
    ),
    "glossary.mis_a_terre.note": (
        "Le document 000 de la ligue emploie aussi « Mis à Terre » pour le joueur à terre après avoir été "
        "Plaqué ; le bot "
        "distingue Plaqué (Jet d’Armure) et Mis à Terre (pas de Jet d’Armure) (décision D7)."
    ),
    "glossary.sonne.text": (
        "Couché sur le ventre : il ne s’active pas au prochain tour de son équipe, puis se retourne sur le dos."
    ),
    "glossary.sonne.note": (
        "Règle officielle (BB2025) : un joueur Sonné pendant le tour de sa propre équipe reste Sonné jusqu’à la "
        "fin du tour suivant de son équipe ; seuls les joueurs déjà Sonnés au début du tour se retournent à la "
        "fin de ce tour."
    ),
    "glossary.ko.text": (
        "Sorti du terrain, dans le box des joueurs K.O. ; à chaque coup d’envoi, il revient dans les Réserves "
        "sur 4+ au D6."
    ),
    "glossary.ko.note": (
        "Règle officielle (BB2025) : le jet de récupération (4+ sur un D6) se fait à la fin de chaque Phase, "
        "donc aussi à la mi-temps ; en pratique cela revient au même (décision D6)."
    ),
    "glossary.elimine.text": (
        "Sorti du terrain pour le reste du match, dans le box Morts & Blessés ; on fait un Jet d’Élimination "
        "(décision D16)."
    ),
    "glossary.commotion.text": "Le joueur rate la fin du match, sans autre suite.",
    "glossary.commotion.note": (
        "Pour un joueur Minus, le 9 du Jet de Blessure donne directement Commotion, sans Jet d’Élimination "
        "(document 001 de la ligue, décision D26)."
    ),
    "glossary.amoche.text": "Le joueur rate le prochain match (RPM), et la Revanche s’applique.",
    "glossary.blessure_serieuse.text": (
        "Une Blessure Persistante (+1 aux futurs Jets d’Élimination), le prochain match manqué (RPM), et la Revanche."
    ),
    "glossary.sequelle.text": (
        "Une caractéristique baisse de 1 (D6 sur la table des séquelles), le prochain match manqué (RPM), et la "
        "Revanche."
    ),
    "glossary.sequelle.note": (
        "Règles « bb2025 » : si la caractéristique est déjà au minimum, pas de réduction, le joueur rate "
        "seulement le prochain match (décision D2). Noms des résultats 5 et 6 : Cou Brisé / Épaule Disloquée "
        "dans le document 000 de la ligue, "
        "Hanche disloquée / Cou brisé dans le document 001 (décision D1)."
    ),
    "glossary.mort.text": "Rayé de l’effectif ; il reste au cimetière de la ligue et dans son historique.",
    "glossary.haine.note": (
        "Règle officielle (BB2025) : quand ce joueur fait une action de Blocage contre un joueur ayant le "
        "mot-clé X, il peut relancer un résultat Attaquant Plaqué. Le coach du joueur blessé choisit X ; un "
        "joueur peut avoir plusieurs Haine (X)."
    ),
    "glossary.revanche.text": (
        "Après un Amoché, une Blessure Sérieuse ou une Séquelle, le joueur obtient Haine (X), X étant un "
        "mot-clé du joueur qui l’a éliminé."
    ),
    "glossary.revanche.note": (
        "Règles « ligue » : Haine (X) automatique (document 000 de la ligue). Règles « bb2025 » : sur 4+ au D6, "
        "et seulement en jeu en Ligue, pas en exhibition (décision D3). À l’intersaison, avec les deux règles, D6 4+ "
        "pour perdre chaque Haine gagnée."
    ),
    "glossary.rpm.text": "Rate le Prochain Match : le joueur ne peut pas jouer le prochain match de son équipe.",
    "glossary.bp.text": "Blessure Persistante : +1 par BP à chaque futur Jet d’Élimination du joueur.",
    "glossary.tresorerie.text": "L’or de l’équipe, en po (pièces d’or), par multiples de 5 000 po.",
    "glossary.tresorerie.note": (
        "Erreurs coûteuses (Crise évitée, Incident mineur, Incident majeur, Catastrophe) : seulement à partir "
        "de 100 000 po, selon la tranche de Trésorerie et un D6 (décision D8)."
    ),
    "glossary.fp.text": (
        "Facteur de supporter : ajouté aux jets d’Intimidation, d’Encouragement, de Lancer de Rocher et "
        "d’Invasion du Terrain au coup d’envoi."
    ),
    "glossary.fp.note": "BB2020/BB2025 : FP = D3 + Fans Dévoués, tiré à chaque match.",
    "glossary.psp.text": "Points de Star Player : gagnés en match, dépensés pour les progressions.",
    "glossary.attaquant_plaque.text": "Le joueur qui bloque tombe à la place de sa cible.",
    "glossary.attaquant_plaque.note": "Le joueur qui bloque est Plaqué : Jet d’Armure et Turnover.",
    "glossary.les_deux_plaques.text": (
        "Les deux joueurs tombent, chacun sur sa case ; si l’attaquant tombe, c’est un Turnover."
    ),
    "glossary.les_deux_plaques.note": (
        "Un joueur qui a la compétence Blocage peut choisir de ne pas tomber (décision D14)."
    ),
    "glossary.repousse.text": "La cible recule d’une case ; l’attaquant peut Poursuivre.",
    "glossary.repousse.note": (
        "Cases de poussée : les 3 cases du gabarit officiel, même pour un blocage en diagonale (décision D12)."
    ),
    "glossary.bouscule.text": "Repoussé si la cible a Esquive, sinon Défenseur Plaqué.",
    "glossary.bouscule.note": (
        "La compétence Tacle de l’attaquant annule l’Esquive : le résultat reste Défenseur Plaqué (décision D14)."
    ),
    "glossary.defenseur_plaque.text": "La cible est Repoussée, puis Plaquée sur sa nouvelle case.",
    "glossary.soutien.text": "Un coéquipier qui aide au blocage : il ajoute 1 à la Force de son camp.",
    "glossary.soutien.note": (
        "+1 F par coéquipier qui Marque la cible (ou l’attaquant, en défense) sans être lui-même Marqué par un "
        "autre adversaire."
    ),
    "glossary.poursuivre.text": "Après avoir Repoussé sa cible, l’attaquant peut prendre la case qu’elle a quittée.",
    "glossary.poursuivre.note": (
        "À décider avant tout Jet d’Armure. Ne pas confondre avec la compétence Poursuite (Shadowing)."
    ),
    "glossary.chaine.text": "La cible Repoussée sur une case occupée pousse à son tour le joueur qui s’y trouve.",
    "glossary.blessure_public.text": (
        "Un joueur Repoussé hors du terrain subit un Jet de Blessure sans Jet d’Armure ; Sonné l’envoie dans le "
        "box des Réserves."
    ),
    "glossary.turnover.text": (
        "Fin immédiate du tour de l’équipe active (porteur plaqué, joueur actif Plaqué, ballon perdu…)."
    ),
    "glossary.touche.text": (
        "Le public renvoie le ballon depuis la dernière case qu’il a occupée : D6 pour la direction (1-2 en "
        "diagonale d’un côté, 3-4 tout droit, 5-6 en diagonale de l’autre côté), puis 2D6 cases en comptant la "
        "case de départ."
    ),
    "glossary.rebond.text": "Le ballon se déplace d’une case dans une direction tirée au D8.",
    "glossary.touchback.text": (
        "Si le ballon du coup d’envoi sort du terrain ou s’arrête hors du camp de l’équipe receveuse, "
        "l’entraîneur de l’équipe receveuse le donne à l’un de ses joueurs."
    ),
    "glossary.touchback.note": (
        "C’est la règle de la table bb2025. Avec la table classique (document 003 de la ligue, celle des "
        "règles « ligue »), un "
        "ballon qui sort du terrain au coup d’envoi est renvoyé par la foule (la touche) ; le touchback ne sert "
        "que si le ballon retombe dans le camp de l’équipe qui donne le coup d’envoi (décision D17)."
    ),
    "glossary.phase.text": "La partie de jeu entre un coup d’envoi et le suivant (touchdown ou mi-temps).",
    "glossary.zone_de_tacle.text": "Les huit cases autour d’un joueur Debout et non Déconcentré.",
    "glossary.marquer.text": "Un joueur Debout et non Déconcentré Marque chaque adversaire sur une case adjacente.",
    "glossary.meneuse_de_revue.text": "Ajoutée au jet d’Encouragement (coup d’envoi).",
    "glossary.adjoint.text": "Ajouté au jet de Bonne Stratégie (coup d’envoi).",
    "glossary.relance.text": (
        "Relance d’équipe : permet de relancer un jet raté une fois par tour. Jamais pour l’armure, la "
        "blessure, l’élimination, la dispersion, le rebond ou la touche."
    ),
}
