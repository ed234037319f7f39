"""French labels: seasons and the league table (``/standings``), the scoring settings, team value."""

from __future__ import annotations

from locales.fr.commands import command_labels

LABELS: dict[str, str] = {
    **command_labels(
        "standings",
        "classement-ligue",
        "Le classement de la saison : points, touchdowns, éliminations (image jointe)",
        season=("saison", "Le numéro de la saison (par défaut la saison en cours)"),
    ),
    "help.example.standings": "/classement-ligue saison:1",
    **command_labels(
        "match list",
        "liste",
        "Les matchs de la saison : terminés, en cours, annulés ; ceux d'une équipe",
        team=("equipe", "Seulement les matchs de cette équipe"),
        status=("statut", "Seulement les matchs de ce statut"),
        season=("saison", "Le numéro de la saison (par défaut la saison en cours)"),
    ),
    "help.example.match list": "/match liste equipe:Orques de Fer",
    "choice.open": "en cours",
    "choice.finished": "terminé",
    "choice.applied": "après-match appliqué",
    "choice.cancelled": "annulé",
    # /settings options of the league table
    "cmd.settings.opt.points.name": "points",
    "cmd.settings.opt.points.desc": "Points victoire/nul/défaite (3/1/0), et la concession en quatrième (3/1/0/-1)",
    "cmd.settings.opt.tiebreakers.name": "departages",
    "cmd.settings.opt.tiebreakers.desc": "Départages dans l'ordre : td, el, confrontation, td+, el+, victoires, bonus",
    "cmd.settings.opt.bonus_points.name": "points-bonus",
    "cmd.settings.opt.bonus_points.desc": "Ajouter les points bonus : 3 TD ou plus, aucun TD encaissé, 3 él. ou plus",
    "cmd.settings.opt.weekly_post.name": "classement-apres-match",
    "cmd.settings.opt.weekly_post.desc": "Publier le classement avec chaque résumé d'après-match",
    "standings.settings": "**Points** (victoire/nul/défaite/concession) : {points}\n**Départages** : {tiebreakers}\n"
    "**Points bonus ajoutés** : {bonus}\n**Classement avec chaque après-match** : {weekly}",
    # The table's columns (short: they head a phone's code block and the picture)
    "standings.col.team": "Équipe",
    "standings.col.played": "J",
    "standings.col.won": "G",
    "standings.col.drawn": "N",
    "standings.col.lost": "P",
    "standings.col.points": "Pts",
    "standings.col.td_for": "TD+",
    "standings.col.td_against": "TD−",
    "standings.col.td_diff": "±TD",
    "standings.col.cas_for": "Él+",
    "standings.col.cas_against": "Él−",
    "standings.col.cas_diff": "±Él",
    "standings.col.bonus": "Bonus",
    "standings.legend": "J joués · G gagnés · N nuls · P perdus · TD touchdowns marqués (+) et encaissés (−) · "
    "Él éliminations qui rapportent des PSP, causées (+) et subies (−)",
    "standings.title": "Classement de la saison {season}",
    #: The picture's file name, as the reader's Discord shows it under the image.
    "standings.file": "classement.png",
    "standings.title.current": "Classement de la saison {season} (en cours)",
    "standings.empty": "Aucune équipe pour l'instant.",
    "standings.notes": "La saison",
    "standings.links": "Pages des équipes",
    "standings.played.one": "{count} match compté (après-match appliqué).",
    "standings.played.other": "{count} matchs comptés (après-match appliqué).",
    "standings.pending.one": "{count} match terminé attend son après-match : il ne compte pas encore.",
    "standings.pending.other": "{count} matchs terminés attendent leur après-match : ils ne comptent pas encore.",
    "standings.archived_note": "† équipe archivée : ses résultats restent comptés.",
    "standings.archived": "archivée",
    "standings.points": "Victoire {win} pts, nul {draw}, défaite {loss}",
    "standings.points.conceded": "(concession : {conceded})",
    "standings.points.bonus": "+ points bonus",
    "standings.legend.bonus": "Bonus : 1 point par match à 3 TD ou plus, 1 sans TD encaissé, 1 à 3 éliminations "
    "ou plus",
    "standings.scoring": "{points} · égalité : {tiebreakers}",
    "standings.tiebreaker.td_diff": "différence de touchdowns",
    "standings.tiebreaker.cas_diff": "différence d'éliminations",
    "standings.tiebreaker.head_to_head": "confrontation directe",
    "standings.tiebreaker.td_for": "touchdowns marqués",
    "standings.tiebreaker.cas_for": "éliminations causées",
    "standings.tiebreaker.wins": "victoires",
    "standings.tiebreaker.bonus": "points bonus",
    "standings.tiebreaker.none": "aucun départage",
    # The season's record: /match list, and what comes after /match finish
    "pm.summary.scorer_line": "🏈 Touchdowns — {team} : {players}",
    "matches.line.id": "`n° {id}`",
    "matches.line.teams": "{home} – {away}",
    "matches.line.score": "**{home} {home_score} – {away_score} {away}**",
    "matches.line.conceded": "concession : {team}",
    "matches.list.title": "Matchs de la saison {season}",
    "matches.list.title.team": "Matchs de la saison {season} — {team}",
    "matches.list.empty": "Aucun match.",
    "matches.count.open": "En cours : {count}",
    "matches.count.finished": "Terminés : {count}",
    "matches.count.applied": "Appliqués : {count}",
    "matches.count.cancelled": "Annulés : {count}",
    "matches.next.title": "Et maintenant ?",
    "matches.next.postmatch": "Un commissaire lance l'après-match : {command} match:{id}. "
    "Le match comptera au classement une fois l'après-match appliqué.",
    # Errors
    "error.match.status": "Statut de match : en cours, terminé, après-match appliqué ou annulé est attendu (reçu « "
    "{value} »).",
    "error.standings.points": "Points : de {low} à {high} pour chaque résultat (reçu {value}).",
    "error.standings.points_format": "Points : tapez victoire/nul/défaite, par exemple « 3/1/0 », et au besoin "
    "la concession en quatrième (« 3/1/0/-1 ») (reçu {value}).",
    "error.standings.tiebreaker": "Départages : td, el, confrontation, td+, el+, victoires ou bonus, séparés par des "
    "virgules (reçu « {value} »).",
    "error.standings.unknown_team": "L'équipe n° {team} a des résultats mais n'est pas au classement.",
    "error.standings.season": "La saison {season} n'existe pas : la saison en cours est la {current}.",
    "error.season.undo_started": "La saison {season} a commencé (match n° {match}) : cette fin de saison ne peut "
    "plus être annulée.",
    "error.season.unsettled": (
        "⛔ La saison ne peut pas encore finir : il lui reste {matches} à jouer ou sans après-match appliqué "
        "(n° {ids}). Pour chacun, /match fin puis /apres-match lancer, ou /match annuler. Rien n'a changé."
    ),
    "error.match.conceded": "Concession : domicile ou extérieur est attendu (reçu « {value} »).",
    "error.team.reroll_cost": "Prix d'une relance : de 0 à {max}, par multiples de 5 000 po (reçu {value}).",
    # Team audit on /team show, and the money kept to commissioners
    "history.title": "Derniers changements ({count})",
    "history.line": "{when} · {who} · {what}",
    "history.change": "{field} {before} → {after}",
    "history.created": "équipe créée",
    "history.deleted": "équipe effacée",
    "history.archived": "équipe archivée",
    "history.unarchived": "équipe de retour",
    "history.touched": "rien de visible ici",
    "history.unknown": "inconnu",
    "history.via.postmatch": "(après-match)",
    "history.via.revert": "(annulation)",
    "history.field.name": "Nom",
    "history.field.roster": "Race",
    "history.field.reroll_cost": "Prix d'une relance",
    "league.error.money_commissioner": (
        "⛔ La Trésorerie, les Fans Dévoués et le personnel de « {team} » (relances, meneuses de revue, adjoints, "
        "apothicaire) ne changent que par l'après-match ou par un commissaire. Demandez-le à un commissaire : "
        "chaque changement reste visible dans /equipe voir."
    ),
    "league.error.player_commissioner": (
        "⛔ Hors après-match, seul un commissaire change ce que le jeu compte chez {player} : caractéristiques, "
        "compétences, mots-clés, PSP, blessures, RPM, valeur, statut. Le coach change son nom, son numéro et son "
        "poste. Demandez-le à un commissaire ; rien n'a été modifié."
    ),
    "cmd.team create.opt.reroll_cost.name": "prix-relance",
    "cmd.team create.opt.reroll_cost.desc": "Prix d'une relance au roster, en po (compté dans la valeur d'équipe)",
    "cmd.team edit.opt.reroll_cost.name": "prix-relance",
    "cmd.team edit.opt.reroll_cost.desc": "Prix d'une relance d'équipe au roster, en po (commissaires)",
    # Team value
    "value.title": "Valeur d'équipe",
    "value.line": "**VE** {tv} po · **VEA** {ctv} po (sans les joueurs qui manquent le prochain match)",
    "value.low_cost": "Trois-quarts à Vil Prix : {gold} po de coûts d'embauche de Trois-Quarts hors VEA.",
    "value.partial": "Au moins : {missing} ne comptent pas encore.",
    "value.unvalued.one": "{count} joueur sans valeur",
    "value.unvalued.other": "{count} joueurs sans valeur",
    "value.unpriced.one": "{count} relance sans prix (/equipe modifier prix-relance:)",
    "value.unpriced.other": "{count} relances sans prix (/equipe modifier prix-relance:)",
    "standings.col.value": "VE",
    "standings.legend.value": "VE valeur d'équipe à ce jour, en milliers de po (≥ : une partie est inconnue)",
}
