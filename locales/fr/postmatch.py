"""French labels: the post-match (``/postmatch``): commands, steps, screens, forms, outcomes and errors."""

from __future__ import annotations

from locales.fr.commands import command_labels

_MATCH = ("match", "Le match terminé (tapez pour chercher)")

LABELS: dict[str, str] = {
    **command_labels("postmatch", "apres-match", "Séquence d'après-match guidée (commissaires)"),
    **command_labels(
        "postmatch start",
        "lancer",
        "Ouvre (ou reprend) l'après-match d'un match terminé, étape par étape",
        match=_MATCH,
    ),
    **command_labels(
        "postmatch undo",
        "annuler",
        "Annule un après-match appliqué : équipes et joueurs reviennent à l'état d'avant",
        match=("match", "Le match dont l'après-match est appliqué"),
    ),
    "help.example.postmatch start": "/apres-match lancer match:12",
    "help.example.postmatch undo": "/apres-match annuler match:12",
    # What the post-match checks before Confirm (a player hurt twice, a player without a value).
    "pm.missing.casualty_twice": "{player} : {count} blessures qui l'ont chacune envoyé dans le box Morts & Blessés, "
    "d'où l'on ne revient pas pendant le match (seuls l'Apothicaire et la Régénération renvoient en Réserves). "
    "Retirez celle enregistrée par erreur (menu « Retirer une blessure »).",
    "pm.cas.twice": "⚠️ ce joueur sort déjà du match par une autre blessure",
    "pm.missing.player_value": "{player} n'a pas de valeur connue, et sa progression l'augmente : donnez sa valeur "
    "actuelle (coût d'embauche + hausses déjà acquises) avec /joueur modifier valeur:, ou retirez la progression "
    "et reprenez-la (le formulaire la demande).",
    "pm.modal.adv.value": "Sa valeur actuelle (po), inconnue",
    "pm.modal.adv.value_hint": "coût d'embauche + hausses déjà acquises : 85000 ou 85k",
    "pm.note.victim_dead": "{player} est déjà mort dans ce match : cette blessure est seulement close.",
    "pm.cas.spp_conceded": "pas de PSP pour {causer} (son équipe a concédé)",
    "ui.record.twice": "⚠️ Ce joueur a déjà, dans ce match, une blessure enregistrée qui l'a sorti du terrain "
    "(blessure n° {casualty}) : au box Morts & Blessés, on ne revient pas pendant le match (seuls l'Apothicaire et "
    "la Régénération renvoient en Réserves). Si l'une des deux est une erreur, l'après-match la fera retirer avant "
    "de confirmer.",
    "ui.record.none": "Pas de bouton Enregistrer : {team} ne joue aucun match ouvert{against}, et une blessure ne "
    "s'enregistre que dans le match ouvert de ses deux équipes.",
    "ui.record.none.against": " contre {team}",
    # The post-match of a match applied in the order the matches were played.
    "error.postmatch.later_applied": "L'après-match du match n° {match} ne peut plus s'appliquer : celui du match "
    "n° {later} ({home} – {away}), joué après, concerne les mêmes équipes et est déjà appliqué (ses RPM seraient "
    "levés, ses gains comptés avant ceux-ci). Annulez-le d'abord (/apres-match annuler match:{later}), appliquez "
    "celui-ci, puis réappliquez l'autre.",
    # The team's staff and re-rolls as the post-match writes them.
    "pm.hire.reroll_cost": "Prix d'une relance noté sur l'équipe : {price} po (la VE compte ses relances à ce prix)",
    # --- the post-match's Journeymen hired at step 5 (docs/rules.md R4, R7) ----------------------------
    "pm.missing.journeyman_position_full": "Le journalier {player} ne peut pas être embauché : {position}, {most} au "
    "plus pour la race {roster}, et l'équipe en a déjà {count} après les recrues et les renvois. Laissez-le partir, "
    "ou renvoyez un joueur de ce poste dans cet après-match.",
    "pm.missing.journeyman_group_full": "Le journalier {player} ne peut pas être embauché : {positions}, {most} au "
    "plus en tout pour la race {roster}, et l'équipe en a déjà {count} après les recrues et les renvois. "
    "Laissez-le partir, ou renvoyez un joueur de ces postes dans cet après-match.",
    # --- a Star Player's or Mercenary's keywords, typed after his name (docs/rules.md « Casualty PSP ») ---
    "pm.modal.add.name.hint": "Morg 'n' Thorg (Ogre) : ses mots-clés entre parenthèses, pour la Haine",
    # --- a casualty recovered at once, a skill the player cannot take, the MVP's die ---
    "pm.cas.recovered": "de retour en Réserves, aucune suite",
    "pm.cas.pending_regeneration": "🎲 Régénération à lancer d'abord (D6, 4+ : retour en Réserves)",
    "pm.adv.draw_unusable": "🎲 {dice} → {skill} (impossible avec ses autres compétences : relancée)",
    "pm.adv.problem.unusable": "ne peut pas prendre {skill} avec ses autres compétences ou traits",
    "error.postmatch.nominees_rolled": (
        "Le dé du Joueur du Match est déjà lancé : les nommés ne changent plus (on les nomme, puis on lance)."
    ),
    "pm.cas.pending_decay": "🎲 Jet d'Élimination à lancer (D16 + {niggling} BP + 1 Décomposition)",
}

LABELS.update(
    {
        # Outcomes of the post-match's rolls (rules.postmatch.rolls)
        "step.fan_factor": "Facteur de Popularité (D3 + Fans Dévoués)",
        "step.dedicated_fans": "Fans Dévoués",
        "step.mvp": "Joueur du Match",
        "step.veteran": "Vétéran de l'équipe qui concède",
        "step.random_skill": "Compétence Principale au hasard",
        "step.skill_draw": "Tirage",
        "advancement.random_skill.choose": "Deux compétences tirées : le coach en garde une",
        "advancement.random_skill.same": "La même compétence deux fois : il la prend",
        "mod.dedicated_fans": "Fans Dévoués",
        "postmatch.fan_factor": "FP {total}",
        "postmatch.fans.up": "+1 Fan Dévoué ({before} → {after})",
        "postmatch.fans.down": "−1 Fan Dévoué ({before} → {after})",
        "postmatch.fans.same": "Fans Dévoués inchangés ({after})",
        "postmatch.fans.no_roll.win": "Fans Dévoués déjà au maximum ({after}) : pas de dé",
        "postmatch.fans.no_roll.loss": "Fans Dévoués déjà au minimum ({after}) : pas de dé",
        "postmatch.fans.draw": "Match nul : Fans Dévoués inchangés ({after})",
        "postmatch.fans.conceded": "Match concédé : Fans Dévoués {before} → {after}",
        "postmatch.fans.conceded.same": "Match concédé : Fans Dévoués inchangés ({after}), déjà au minimum",
        "postmatch.mvp.chosen": "Joueur du Match désigné (+4 PSP)",
        "postmatch.mvp.none": "Aucun joueur éligible au Joueur du Match",
        "postmatch.veteran.quits": "Le joueur quitte l'équipe",
        "postmatch.veteran.stays": "Le joueur reste",
        # Steps
        "pm.step.outcome": "Résultat et gains",
        "pm.step.fans": "Fans Dévoués",
        "pm.step.casualties": "Éliminations",
        "pm.step.spp": "PSP et Joueur du Match",
        "pm.step.advancements": "Progressions",
        "pm.step.hiring": "Embauches, renvois et retraites temporaires",
        "pm.step.mistakes": "Erreurs Coûteuses",
        "pm.step.next": "Prochain match",
        "pm.step.preview": "Aperçu de tous les changements",
        "pm.title": "Après-match · {home} {home_score} – {away_score} {away}",
        "pm.progress": "Étape {index}/{count} : **{step}**",
        "pm.footer": "Après-match n° {sequence} · match n° {match} · Règles : {ruleset}",
        "pm.todo": "À faire",
        "pm.notes": "À savoir",
        "pm.nothing": "Rien à signaler.",
        # Buttons and menus
        "pm.button.next": "Suivant",
        "pm.button.back": "Précédent",
        "pm.button.roll": "Lancer les dés",
        "pm.button.hand": "Dés à la main",
        "pm.button.confirm": "Confirmer et appliquer",
        "pm.button.stall": "Temporisation : {team}",
        "pm.button.score": "Corriger le score",
        "pm.button.add": "Blessé : {team}",
        "pm.button.add_star": "Blessé par un Star Player ou Mercenaire : {team}",
        "pm.button.spp": "PSP : {team}",
        "pm.select.concede": "Concession : aucune",
        "pm.select.concede.none": "Pas de concession",
        "pm.select.concede.side": "Concession : {team}",
        "pm.select.concede.free": "Concession sans pénalité : {team}",
        "pm.select.hatred": "Haine (X) : {player} — choisir X",
        "pm.select.unadd": "Retirer une blessure (ajoutée ici, ou enregistrée par erreur)",
        "pm.select.nominees": "Les {count} nommés au Joueur du Match : {team}",
        "pm.select.adv": "Progression d'un joueur : {team}",
        "pm.select.advchoice": "Amélioration : {player}",
        "pm.select.advkind": "Type de progression : {player}",
        "pm.option.skill_instead.primary": "Une compétence Principale à la place",
        "pm.option.skill_instead.secondary": "Une compétence Secondaire à la place",
        "pm.option.spp": "{spp} PSP",
        "pm.select.cause": "Cause de la blessure : {player}",
        "pm.select.advdel": "Retirer une progression",
        "pm.select.fire": "Renvoyer des joueurs : {team}",
        "pm.select.journeymen": "Journaliers à embaucher : {team}",
        "pm.select.retire": "Retraite temporaire (Séquelle de ce match) : {team}",
        "pm.button.hire": "Recruter : {team}",
        "pm.button.staff": "Staff et relances : {team}",
        "pm.button.switch": "Voir {team}",
        "pm.option.added": "ajoutée ici",
        "pm.option.recorded": "blessure n° {id}, enregistrée pendant le match",
        "pm.option.restore": "retirée par erreur : la choisir la rétablit",
        "pm.option.new_player": "recrue de cet après-match : la choisir l'annule",
        "pm.option.value": "valeur {value} po",
        # Step 1
        "pm.outcome.score": "**Score** : {home} {home_score} – {away_score} {away}",
        "pm.outcome.score_corrected": "(score saisi : {home_score} – {away_score})",
        "pm.outcome.conceded": "🏳️ Concession : {team}. Victoire {score} de l'adversaire ; les touchdowns de l'équipe "
        "qui concède sont annulés.",
        "pm.outcome.conceded_free": "🏳️ Concession sans pénalité : {team} (moins de trois joueurs sur la ligne). "
        "Victoire {score} de l'adversaire, rien d'autre.",
        "pm.outcome.attendance": "**Affluence des Fans** : {home_fp} + {away_fp} = **{attendance}**",
        "pm.outcome.attendance_pending": "**Affluence des Fans** : FP à lancer (D3 + Fans Dévoués).",
        "pm.outcome.win": "victoire",
        "pm.outcome.draw": "match nul",
        "pm.outcome.loss": "défaite",
        "pm.outcome.team": "{team} ({outcome})",
        "pm.outcome.fp": "FP {fp}",
        "pm.outcome.fp_match": "FP {fp} (du match)",
        "pm.outcome.stalled": "a temporisé",
        "pm.outcome.not_stalled": "pas de temporisation",
        "pm.outcome.winnings": "Gains : ({attendance} ÷ 2 + {td} TD + {bonus}) × 10 000 = **{gold} po**",
        "pm.outcome.winnings_conceded_win": "Gains (concession) : ({attendance} + {td} TD) × 10 000 = **{gold} po**",
        "pm.outcome.winnings_conceded": "Gains : **0 po** (a concédé)",
        "pm.outcome.treasury": "Trésorerie : {before} → **{after} po**",
        # Step 2
        "pm.fans.pending.win": "🎲 D6 à lancer (victoire) : {df}+ pour +1 Fan Dévoué.",
        "pm.fans.pending.loss": "🎲 D6 à lancer (défaite) : moins de {df} pour −1 Fan Dévoué.",
        "pm.fans.pending.conceded": "🎲 D3 à lancer (a concédé) : −D3 Fans Dévoués.",
        # Step 3
        "pm.cas.none": "Aucune élimination enregistrée pour ce match.",
        "pm.cas.line": "{icon} **{victim}** ({team}) — {outcome}",
        "pm.cas.by": "par {causer} ({cause})",
        "pm.cas.by_named": "par {name}, hors effectif ({team}, {cause})",
        "pm.cas.removed": "❌ {victim} — {outcome} : enregistrée par erreur, retirée à la confirmation",
        "pm.cas.by_team": "par un joueur hors effectif ({team}, {cause})",
        "pm.cas.by_nobody": "{cause}",
        "pm.cas.added": "ajoutée ici",
        "pm.cas.pending_d16": "🎲 Jet d'Élimination à lancer (D16 + {niggling} BP)",
        "pm.cas.spp": "+{spp} PSP pour {causer}",
        "pm.cas.sequelle": "Séquelle : {change}",
        "pm.cas.sequelle_recorded": "Séquelle enregistrée : {change} ({before} → {after})",
        "pm.cas.sequelle_pending": "🎲 Séquelle à lancer (D6)",
        "pm.cas.sequelle_reroll": "{char} est déjà à son minimum : la Séquelle se relance (règles ligue)",
        "pm.cas.at_minimum": "La caractéristique est déjà à son minimum : pas de baisse, RPM (BB2025)",
        "pm.cas.none_possible": "Toutes les caractéristiques sont à leur minimum : pas de baisse",
        "pm.cas.rpm": "RPM",
        "pm.cas.bp": "+1 BP",
        "pm.cas.dead": "mort : quitte l'effectif",
        "pm.cas.out": "rate la fin du match",
        "pm.cas.hatred.no_attacker": "Revanche : pas de Haine, aucun joueur n'a causé cette blessure",
        "pm.cas.hatred.no_keyword": "Revanche : pas de Haine, l'auteur n'a aucun mot-clé permis",
        "pm.cas.hatred.pending": "🎲 Revanche à lancer (D6, 4+ : Haine)",
        "pm.cas.hatred.not_gained": "Revanche ratée : pas de Haine",
        "pm.cas.hatred.gained": "Revanche : **Haine ({x})**",
        "pm.cas.hatred.choose": "Revanche : Haine (X) pour {player}, X à choisir par son coach parmi {candidates}",
        "pm.cas.hatred.auto": " (automatique, règles ligue)",
        "pm.outcome.roll": "🎲 Le bot lance le D16",
        # Step 4
        "pm.spp.conceded": "Concession : {team}. Les PSP de ce match sont perdus pour l'équipe qui concède, pas de "
        "Joueur du Match.",
        "pm.spp.line": "{player} : {parts} → PSP {before} → **{after}**",
        "pm.spp.part.touchdown": "TD ×{n}",
        "pm.spp.part.completion": "passe ×{n}",
        "pm.spp.part.interception": "interception ×{n}",
        "pm.spp.part.casualty": "ELI ×{n}",
        "pm.spp.part.mvp": "JDM",
        "pm.spp.part.throw": "lancer ×{n}",
        "pm.spp.part.landing": "atterrissage ×{n}",
        "pm.spp.part.catch": "réception (Réception Éblouissante) ×{n}",
        "pm.spp.part.crowd_push": "poussée dans la foule (Interaction avec les Fans) ×{n}",
        "pm.spp.brutes": "Bagarreurs Brutaux : 3 PSP par élimination, 2 par touchdown.",
        "pm.spp.none": "Aucun PSP saisi.",
        "pm.spp.nominees": "Nommés : {players}",
        "pm.spp.nominees_none": "Nommés : {count} à choisir parmi les {played} joueurs qui ont joué",
        "pm.spp.nominees_none@unplayed": "Nommés : {count} à choisir parmi les {played} joueurs qui pouvaient jouer",
        "pm.spp.mvp_two": "Victoire par concession : deux Joueurs du Match.",
        "pm.spp.mvp_single": "Un seul nommé : il est Joueur du Match sans jet.",
        "pm.spp.no_eligible": "Aucun joueur éligible au Joueur du Match.",
        "pm.spp.mvp_pending": "🎲 Joueur du Match à lancer (D6)",
        "pm.spp.mvp": "🏅 Joueur du Match : **{player}** (+4 PSP)",
        # Step 5
        "pm.adv.can": "Peuvent progresser : {players}",
        "pm.adv.cannot": "Aucun joueur n'a assez de PSP pour progresser.",
        "pm.adv.costs": "{player} ({spp} PSP) : Principale au hasard {random}, Principale {primary}, "
        "Secondaire {secondary}, caractéristique {characteristic}",
        "pm.adv.costs_access": "{player} ({spp} PSP) : Principale au hasard {random}, Principale {primary} "
        "({primaries}), Secondaire {secondary} ({secondaries}), caractéristique {characteristic}",
        "pm.adv.kind.characteristic": "Amélioration de caractéristique (D8)",
        "pm.adv.kind.chosen_primary": "Compétence Principale choisie",
        "pm.adv.kind.chosen_secondary": "Compétence Secondaire choisie",
        "pm.adv.kind.random_primary": "Compétence Principale au hasard (deux tirages de D6 puis D6)",
        "pm.adv.line": "📈 **{player}** : {kind} ({cost} PSP, progression n° {number})",
        "pm.adv.pending": "🎲 D8 à lancer",
        "pm.adv.choose": "Au choix : {options}, ou une compétence Principale / Secondaire à la place",
        "pm.adv.result.characteristic": "→ {change} (valeur +{value} po)",
        "pm.adv.result.skill": "→ {skill} ({category}, valeur +{value} po)",
        "pm.adv.category.primary": "Principale",
        "pm.adv.category.secondary": "Secondaire",
        "pm.adv.problem.gone": "n'est plus dans l'effectif : retirez cette progression",
        "pm.adv.problem.legend": "a déjà six progressions",
        "pm.adv.problem.spp": "n'a que {spp} PSP pour {cost}",
        "pm.adv.problem.choose": "choisissez l'amélioration",
        "pm.adv.problem.skill": "donnez le nom de la compétence",
        "pm.adv.problem.choose_skill": "choisissez l'une des deux compétences tirées",
        "pm.adv.problem.held": "a déjà {skill} : choisissez-en une autre",
        "pm.adv.problem.category_full": "a déjà toutes les compétences de cette catégorie",
        "pm.adv.problem.secondary_skill": (
            "{skill} ({category}) est Secondaire pour lui (ses Principales sont {primary})"
            " : choisissez-la comme Secondaire"
        ),
        "pm.adv.problem.primary_skill": (
            "{skill} ({category}) est Principale pour lui, donc moins chère (ses Secondaires sont {secondary})"
            " : choisissez-la comme Principale"
        ),
        "pm.adv.problem.no_access": (
            "{skill} ({category}) n'est dans aucune de ses catégories (ses Principales sont {primary}, "
            "ses Secondaires {secondary})"
        ),
        "pm.adv.problem.random_access": (
            "{category} n'est pas une de ses catégories Principales ({primary}) : la compétence au "
            "hasard se tire dans l'une d'elles"
        ),
        "pm.adv.in_category": "({category})",
        "pm.adv.pending_skill": "🎲 Deux tirages à lancer : D6 pour la moitié de la table, puis D6 pour la ligne",
        "pm.adv.draw": "🎲 {dice} → {skill}",
        "pm.adv.draw_held": "🎲 {dice} → {skill} (déjà acquise : relancée)",
        "pm.adv.skill_same": "Deux fois {skill} : il la prend.",
        "pm.adv.skill_choose": "Au choix : {first} ou {second}",
        # Step 6
        "pm.em.no_roll": "Trésorerie {treasury} po, sous 100 000 po : pas de jet.",
        "pm.em.overspent": "Dépenses au-delà de la Trésorerie ({treasury} po) : revoyez les embauches.",
        "pm.em.pending": "Trésorerie {treasury} po (tranche {bracket}) — 🎲 D6 à lancer.",
        "pm.em.partway": "Trésorerie {treasury} po (tranche {bracket}) — {dice} → **{outcome}** ; il reste à lancer : "
        "{rest}.",
        "pm.em.bracket": "{low} à {high} po",
        "pm.em.bracket.top": "{low} po et plus",
        "pm.em.result": "Perte de **{lost} po** → Trésorerie **{left} po**",
        # Step 6: hiring
        "pm.hire.intro": "Les morts ont quitté l'effectif. Recrutez, renvoyez, achetez du staff, embauchez les "
        "journaliers (les autres partent) ; les Erreurs Coûteuses porteront sur ce qui reste.",
        "pm.hire.treasury": "Trésorerie après les gains : {treasury} po",
        "pm.hire.player": "🧑 Recrue {player} ({position}) : {fee} po",
        "pm.hire.player.raised": "🧑 Recrue {player} ({position}), relevée par « Maîtres de la Non-vie » : 0 po, "
        "valeur {value} po",
        "pm.hire.journeyman": "🤝 Journalier {player} embauché : {fee} po, perd Solitaire",
        "pm.hire.journeyman_lost": "👋 Journalier {player} non embauché : il part",
        "pm.hire.fired": "🚪 {player} renvoyé",
        "pm.hire.retired": "🛌 {player} en retraite temporaire jusqu'à la fin de la saison",
        "pm.hire.veteran_quit": "🚪 {player} quitte l'équipe (3 progressions ou plus, son équipe a concédé)",
        "pm.hire.rerolls": "🎲 {count} relances à {price} po chacune (prix doublé) → {total}",
        "pm.hire.rerolls@one": "🎲 Une relance à {price} po (prix doublé) → {total}",
        "pm.hire.apothecary_on": "⚕️ Apothicaire engagé : 50 000 po",
        "pm.hire.apothecary_off": "⚕️ Apothicaire renvoyé",
        "pm.hire.cheerleaders": "📣 Meneuses de revue : {before} → {after}",
        "pm.hire.assistants": "📋 Adjoints : {before} → {after}",
        "pm.hire.cost": "Total dépensé : **{cost} po**",
        "pm.hire.left": "Trésorerie restante : **{treasury} po**",
        # Step 7
        "pm.next.rpm_cleared": "RPM levé (n'a pas joué ce match) : {players}",
        "pm.next.rpm_new": "RPM pour le prochain match : {players}",
        "pm.next.dead": "Quittent l'effectif (cimetière, historique gardé) : {players}",
        "pm.next.veteran_pending": "🎲 {player} (3 progressions ou plus, son équipe a concédé) : D6, 1-3 il s'en va",
        # Preview
        "pm.preview.team": "{team}",
        "pm.preview.treasury": "Trésorerie {before} → **{after} po**",
        "pm.preview.treasury.same": "Trésorerie **{after} po** (inchangée)",
        "pm.preview.fans": "Fans Dévoués {before} → **{after}**",
        "pm.preview.fans.same": "Fans Dévoués **{after}** (inchangés)",
        "pm.preview.player": "{player} : {changes}",
        "pm.pair": "{who} : {what}",
        "pm.preview.spp": "PSP {before} → {after}",
        "pm.preview.niggling": "BP {before} → {after}",
        "pm.preview.rpm_on": "RPM",
        "pm.preview.rpm_off": "RPM levé",
        "pm.preview.char": "{name} {before} → {after}",
        "pm.preview.hatred": "Haine ({x})",
        "pm.preview.hatred_lost": "Haine ({x}) oubliée",
        "pm.preview.skill": "+{skill}",
        "pm.preview.skill_lost": "−{skill}",
        "pm.preview.journeyman_hired": "journalier embauché",
        "pm.preview.temporarily_retired": "retraite temporaire",
        "pm.preview.new_player": "🧑 recrue {player} ({fee} po)",
        "pm.preview.new_player.raised": "🧑 recrue {player} ({position}), relevée par « Maîtres de la Non-vie » : "
        "0 po, valeur {value} po",
        "pm.preview.removed": "❌ blessure retirée : {victim} (enregistrée par erreur)",
        "pm.preview.value": "valeur {before} → {after} po",
        "pm.preview.dead": "💀 mort",
        "pm.preview.retired": "quitte l'équipe",
        "pm.preview.match": "Match n° {match} : {home} {home_score} – {away_score} {away}, passe à « appliqué ».",
        "pm.preview.ready": "Tout est prêt : **Confirmer** applique tout d'un coup (et s'annule avec "
        "/apres-match annuler).",
        "pm.preview.blocked": "Il reste des choses à faire avant de confirmer (voir ci-dessous).",
        "pm.preview.no_change": "aucun changement",
        # Missing and notes
        "pm.missing.score_range": "Score enregistré {home}-{away} : chaque équipe marque de 0 à {most} touchdowns. "
        "Corrigez-le (bouton « Corriger le score ») pour continuer.",
        "pm.missing.roll": "{what}",
        "pm.missing.spp": "{team} : saisissez les touchdowns (et passes, interceptions).",
        "pm.missing.nominees": "{team} : choisissez {count} nommés au Joueur du Match ({chosen} déjà choisis).",
        "pm.missing.cause": "{player} : dites ce qui a causé la blessure (les PSP en dépendent).",
        "pm.missing.must_advance": "{player} a {spp} PSP, de quoi s'offrir une amélioration de caractéristique "
        "({cost}) : une progression (au choix) est obligatoire.",
        "pm.missing.gold": "{team} : {spent} po dépensées pour une Trésorerie de {treasury} po.",
        "pm.missing.hire_fee": "{team}, recrue {player} : aucun coéquipier du même poste n'a de valeur connue sans "
        "progression. Pour donner son coût d'embauche, annulez-la (menu « Renvoyer des joueurs ») et recrutez-la de "
        "nouveau en le tapant.",
        "pm.missing.raised_lineman": "{team}, recrue {player} : 0 po. Seul un Trois-Quart relevé par « Maîtres de "
        "la Non-vie » s'engage gratuitement ; annulez la recrue (menu « Renvoyer des joueurs ») et recrutez-la de "
        "nouveau avec son coût d'embauche (laissé vide, celui du poste).",
        "pm.missing.raised_no_dead": "{team}, recrue {player} : 0 po, mais aucun adversaire de F 4 ou moins sans "
        "Minus n'est mort dans ce match, « Maîtres de la Non-vie » n'a donc personne à relever. Annulez la recrue "
        "(menu « Renvoyer des joueurs ») ou recrutez-la avec son coût d'embauche.",
        "pm.missing.raised_once": "{team}, recrue {player} : « Maîtres de la Non-vie » ne relève qu'un Trois-Quart "
        "par match ; annulez cette recrue (menu « Renvoyer des joueurs ») ou recrutez-la avec son coût d'embauche.",
        "pm.missing.journeyman_value": "Le journalier {player} n'a pas de valeur connue : /joueur modifier valeur:.",
        "pm.missing.number_taken": "{team} : le numéro {number} de la recrue {player} est déjà porté par "
        "{holder}. Retirez cette recrue (menu « Renvoyer des joueurs ») et recrutez-la avec un autre numéro.",
        "pm.missing.rerolls": "{team} : {count} relances, 8 au plus.",
        "pm.missing.reroll_price": "{team} : donnez le prix d'une relance pour cette race (il est doublé).",
        "pm.missing.retire_lasting": "{player} n'a pas subi de Séquelle dans ce match : pas de retraite temporaire.",
        "pm.missing.hire_before_fire": "{team} : embaucher ici porterait l'effectif à {count} joueurs avant tout "
        "renvoi ; 16 au plus. Le livre embauche avant de renvoyer, donc la place d'un joueur renvoyé ici ira à un "
        "journalier ou à une recrue du prochain après-match.",
        "pm.missing.roster_full": "{team} : {count} joueurs, 16 au plus.",
        "pm.missing.fire_captain": "{player} est le Capitaine d'Équipe : on ne le renvoie qu'après une blessure qui a "
        "réduit l'une de ses caractéristiques.",
        "pm.missing.fire_below_11": "{team} : l'équipe n'aurait que {count} joueurs pour le prochain match ; on ne "
        "renvoie personne sous 11.",
        "pm.missing.hatred": "{player} : choisissez le X de la Haine (X).",
        "pm.missing.throw_trait": "{player} n'a ni Lancer de Coéquipier ni Botter de Coéquipier : pas de PSP de "
        "lancer (retirez-le, ou donnez-lui la compétence sur sa fiche).",
        "pm.missing.landing_trait": "{player} n'a pas Poids Plume : il n'a pas pu être lancé, pas de PSP de réception "
        "(retirez-le, ou donnez-lui le trait sur sa fiche).",
        "pm.missing.catch_prayer": "L'équipe de {player} n'a pas prié pour Réception Éblouissante : pas de PSP pour "
        "une réception (retirez-la).",
        "pm.missing.crowd_push_prayer": "L'équipe de {player} n'a pas prié pour Interaction avec les Fans : pas de PSP "
        "pour une poussée dans la foule (retirez-la).",
        "pm.missing.touchdowns_over": "{team} : {td} touchdowns saisis pour {score} marqués ; corrigez les marqueurs "
        "ou le score.",
        "pm.note.touchdowns": "{team} : les touchdowns saisis ({td}) ne correspondent pas au score.",
        "pm.note.victim_gone": "Une blessure enregistrée concerne un joueur qui n'est plus dans l'effectif : "
        "elle est seulement close.",
        "pm.slot.fp": "🎲 FP : {team} (D3 + Fans Dévoués)",
        "pm.slot.fans.win": "🎲 Fans Dévoués : {team} (D6, victoire)",
        "pm.slot.fans.loss": "🎲 Fans Dévoués : {team} (D6, défaite)",
        "pm.slot.fans.conceded": "🎲 Fans Dévoués : {team} (D3, concession)",
        "pm.slot.casualty": "🎲 Jet d'Élimination : {player} (D16)",
        "pm.slot.sequelle": "🎲 Séquelle : {player} (D6)",
        "pm.slot.hatred": "🎲 Revanche : {player} (D6)",
        "pm.slot.mvp": "🎲 Joueur du Match : {team} (D6)",
        "pm.slot.random_skill": (
            "🎲 Compétence au hasard : {player} (4 D6, deux tirages, chacun un D6 pour la moitié de la table "
            "puis un D6 pour la ligne ; 2 D6 de plus par compétence relancée)"
        ),
        "pm.slot.advancement": "🎲 Amélioration : {player} (D8)",
        "pm.slot.mistakes": (
            "🎲 Erreurs Coûteuses : {team} (D6, puis 1D3 sur un Incident mineur, 2D6 sur une Catastrophe)"
        ),
        "pm.slot.veteran": "🎲 Vétéran {player} : reste-t-il ? (D6)",
        # Modals
        "pm.modal.hand.title": "Dés à la main : {step}",
        "pm.modal.hand.dice": "Dés, dans l'ordre",
        "pm.modal.hand.help": "Dans l'ordre : {dice}",
        "pm.slot.partway": "{what} — {typed} déjà lancé ; il reste à lancer : {rest}",
        "pm.modal.score.title": "Corriger le score",
        "pm.modal.score.team": "Touchdowns : {team}",
        "pm.modal.add.title": "Ajouter une blessure",
        "pm.modal.add.victim": "Joueur blessé",
        "pm.modal.add.causer": "Auteur (s'il y en a un)",
        "pm.modal.add.nobody": "Personne (public, chute, météo…)",
        "pm.modal.add.cause": "Cause",
        "pm.modal.add.outcome": "Résultat",
        "pm.modal.add.name": "Nom du Star Player ou du Mercenaire",
        "pm.modal.hire.title": "Recrue : {team}",
        "pm.modal.hire.number": "Numéro",
        "pm.modal.hire.name": "Nom",
        "pm.modal.hire.position": "Poste",
        "pm.modal.hire.profile": "Profil M F AG CP AR (vide : celui du poste)",
        "pm.modal.hire.fee": "Coût d'embauche (po ; vide : celui du poste)",
        "pm.modal.staff.title": "Staff : {team}",
        "pm.modal.staff.rerolls": "Relances achetées (prix doublé)",
        "pm.modal.staff.reroll_price": "Prix d'une relance pour la race (po)",
        "pm.modal.staff.apothecary": "Apothicaire",
        "pm.modal.staff.apothecary.keep": "Inchangé",
        "pm.modal.staff.apothecary.hire": "L'engager (50 000 po)",
        "pm.modal.staff.apothecary.fire": "Le renvoyer",
        "pm.modal.staff.cheerleaders": "Meneuses de revue (nouveau total)",
        "pm.modal.staff.assistant_coaches": "Adjoints (nouveau total)",
        "pm.modal.spp.title": "PSP : {team}",
        "pm.modal.spp.touchdowns": "Touchdowns (numéros, ex. 7 7 3)",
        "pm.modal.spp.completions": "Passes réussies (numéros)",
        "pm.modal.spp.interceptions": "Interceptions (numéros)",
        "pm.modal.spp.throws": "Lancers de coéquipier réussis (lanceur)",
        "pm.modal.spp.landings": "Coéquipiers lancés retombés debout",
        "pm.modal.spp.catches": "Réceptions d'une Passe (Réc. Éblouissante)",
        "pm.modal.spp.crowd_pushes": "Poussé un adversaire dans la foule : Élim.",
        "pm.modal.adv.title": "Progression : {player}",
        "pm.modal.adv.category": "Catégorie (compétence au hasard)",
        "pm.modal.adv.skill": "Compétence choisie",
        "pm.modal.skill.title": "Compétence : {player}",
        "pm.modal.skill.name": "Nom de la compétence",
        # Errors of the post-match's rules (rules.postmatch)
        "error.postmatch.both_conceded": "Les deux équipes ne peuvent pas concéder le même match.",
        "error.postmatch.nominees": "Désignez de 1 à {most} joueurs différents pour le Joueur du Match.",
        "error.postmatch.side": "Côté : domicile ou extérieur est attendu (reçu « {side} »).",
        "error.postmatch.cause": "Cause de la blessure : une cause de la liste est attendue (reçu « {cause} »).",
        "error.postmatch.outcome": "Résultat de la blessure : un résultat de la liste est attendu (reçu « {outcome} "
        "»).",
        "error.postmatch.self_casualty": "Un joueur ne peut pas être l'auteur de sa propre blessure.",
        "error.postmatch.not_in_team": "Le joueur n° {player_id} ne joue pas dans cette équipe.",
        "error.postmatch.too_many_events": "Plus de {most} actions pour un seul joueur : vérifiez la saisie.",
        "error.postmatch.too_many_nominees": "{most} nommés au plus pour le Joueur du Match.",
        "error.postmatch.advancement_kind": "Type de progression : au hasard, Principale ou Secondaire choisie, ou "
        "caractéristique (reçu « {kind} »).",
        "error.postmatch.skill_unknown": "« {skill} » n'est pas une compétence du livre : tapez son nom en français "
        "ou en anglais (son prix en PSP dépend de sa catégorie).",
        "error.postmatch.skill_unknown_near": "« {skill} » n'est pas une compétence du livre. Vouliez-vous dire "
        "{names} ?",
        "error.postmatch.skill_too_long": "Le nom de la compétence fait {most} caractères au plus.",
        "error.postmatch.advancement_choice": "Amélioration : une caractéristique proposée ou une catégorie de "
        "compétence est attendue (reçu « {choice} »).",
        "error.postmatch.no_advancement": "Ce joueur n'a pas de progression en cours dans cet après-match.",
        "error.postmatch.form_sent": (
            "Ce formulaire a déjà été pris en compte (envoyé deux fois ?) : rien n'a été ajouté de plus. "
            "Pour en ajouter un autre, rouvrez le formulaire."
        ),
        "error.postmatch.not_a_number": "Numéros de joueurs : des numéros séparés par des espaces sont attendus, par "
        "exemple « 7 7 3 » ou « 7x2 3 » (reçu « {token} »).",
        "error.postmatch.author_name": "Un auteur hors effectif a un nom de {most} caractères au plus, sans joueur "
        "choisi.",
        "error.postmatch.category": "Choisissez la catégorie de la compétence au hasard (reçu « {category} »).",
        "error.postmatch.category_full": "Le joueur a déjà toutes les compétences de cette catégorie.",
        "error.postmatch.hire_name": "Nom et poste de la recrue : de 1 à {most} caractères.",
        "error.postmatch.apothecary": "Apothicaire : inchangé, l'engager ou le renvoyer (reçu « {value} »).",
        "error.postmatch.reroll_price": "Prix d'une relance : donnez celui de la race (un multiple de 5 000 po).",
        # Replies
        "pm.error.forbidden": "⛔ Seuls les commissaires de la ligue mènent l'après-match.",
        "pm.error.hatred_forbidden": "⛔ X de la Haine est choisi par le coach du joueur blessé ou un commissaire.",
        "pm.error.unknown_number": "Aucun joueur actif ne porte le n° {number} dans {team}.",
        "pm.error.no_slot": "Aucun dé à lancer à cette étape.",
        "pm.error.author_name": "Donnez le nom du Star Player ou du Mercenaire.",
        "pm.error.stale": "Ce choix ne correspond plus à l'après-match : /apres-match lancer affiche un écran à jour.",
        "pm.match.choice": "n° {id} · {home} {home_score} – {away_score} {away}",
        "pm.error.bad_match": "Match : choisissez-le dans la liste, ou tapez son numéro seul, par exemple 12 "
        "(reçu « {value} »).",
        "pm.started": "Après-match du match n° {match} ouvert.",
        "pm.resumed": "Après-match repris là où il s'était arrêté.",
        "pm.notice.unused": "Dés en trop, ignorés : {values}",
        "pm.notice.rolled.one": "{count} jet enregistré.",
        "pm.notice.already_rolled": "Les dés de cette étape étaient déjà lancés : rien de nouveau.",
        "pm.notice.partway": "Dés gardés : le jet attend les dés qu'il reste à lancer, nommés plus bas.",
        "pm.notice.rolled.other": "{count} jets enregistrés.",
        "pm.applied.title": "✅ Après-match appliqué",
        "pm.applied.by": "Appliqué par {name}. Pour revenir en arrière : /apres-match annuler match:{match}.",
        "pm.applied.posted": "Résumé publié dans {channel}.",
        "pm.applied.here": "Aucun salon de ligue n'est réglé (/reglages salon-ligue) : le résumé est publié ici.",
        "pm.applied.post_failed": "Le salon de ligue est inaccessible : le résumé est publié ici.",
        "pm.button.undo": "Confirmer l'annulation",
        "pm.undo.title": "Annuler l'après-match du match n° {match} ?",
        "pm.undo.done_title": "↩️ Après-match du match n° {match} annulé",
        "pm.undo.ask": "**Confirmer l'annulation** remet comme avant tout ce que cet après-match a écrit :",
        "pm.undo.done": "Remis comme avant :",
        "pm.undo.teams": "Équipes : {teams}",
        "pm.undo.players": "{count} joueurs : {players}",
        "pm.undo.players@one": "Un joueur : {players}",
        "pm.undo.new_players": "Recrues retirées : {players}",
        "pm.undo.casualties": "{count} blessures rouvertes pour l'après-match",
        "pm.undo.casualties@one": "Une blessure rouverte pour l'après-match",
        "pm.undo.restored": "{count} blessures retirées par erreur reviennent",
        "pm.undo.restored@one": "Une blessure retirée par erreur revient",
        "pm.undo.by": "Annulé par {name}. L'après-match peut être repris avec /apres-match lancer : ses dés et ses "
        "choix sont gardés.",
        "pm.undo.cancelled_title": "❌ Annulé — {title}",
        "pm.undo.cancelled": "Après-match annulé",
        "pm.undo.cancelled_by": "par {name} : ce résumé n'est plus valable.",
        "pm.undo.stale": "Cet après-match n'est plus à annuler (déjà annulé, ou confirmé à nouveau depuis).",
        # League summary
        "pm.summary.title": "📣 {home} {home_score} – {away_score} {away}",
        "pm.summary.result": "Résultat",
        "pm.summary.result.win": "Victoire : **{team}**.",
        "pm.summary.result.draw": "Match nul.",
        "pm.summary.result.conceded": "Concession : {team}.",
        "pm.summary.result.conceded_free": "Concession sans pénalité : {team}.",
        "pm.summary.hiring": "Embauches et départs",
        "pm.summary.hire_line": "{team} : {items}",
        "pm.summary.gains": "Gains et Fans Dévoués",
        "pm.summary.gain_line": "{team} : +{gold} po · Fans Dévoués {before} → {after}",
        "pm.summary.gain_line.same": "{team} : +{gold} po · Fans Dévoués {after} (inchangés)",
        "pm.summary.casualties": "Éliminations",
        "pm.summary.obituary": "💀 **{player}** ({team}) nous a quittés{by}. Que Nuffle l'accueille.",
        "pm.summary.obituary_by": ", tué par {causer}",
        "pm.summary.mistakes": "Erreurs Coûteuses",
        "pm.summary.mistake_line": "{team} : {outcome} — perte de {lost} po, Trésorerie {left} po",
        "pm.summary.mvp": "Joueurs du Match",
        "pm.summary.advancements": "Progressions",
        "pm.summary.footer": "Après-match n° {sequence} · Règles : {ruleset}",
    }
)
