"""French labels: friendlies and unplayed fixtures (league_play.md « Friendlies », « League Fixtures »)."""

from __future__ import annotations

from locales.fr.commands import command_labels

LABELS: dict[str, str] = {
    "error.match.kind": "Type de match : championnat, amical ou non joué est attendu (reçu « {value} »).",
    "error.postmatch.friendly": "Le match n° {match} est un match amical : il n'a pas d'après-match. Un match amical "
    "ne rapporte ni PSP, ni points de classement, ni gains, et les joueurs qui devaient rater le prochain match le "
    "rateront toujours (BB2025, « Matchs amicaux »).",
    "league.match.kind.friendly": "🤝 **Match amical** : ni PSP, ni points de classement, ni gains ; toute "
    "élimination compte comme une Commotion.",
    "league.match.kind.unplayed": "📅 **Rencontre non jouée**",
    "matches.line.kind.friendly": "amical",
    "matches.line.kind.unplayed": "non jouée",
    "matches.line.conceded_free": "concède sans pénalité : {team}",
    "matches.next.friendly": "Match amical : pas d'après-match, il ne compte pas au classement. Les joueurs qui "
    "devaient rater le prochain match le rateront toujours.",
    "league.casualty.footer.friendly": "Match n° {match} · match amical : pas d'après-match, rien à appliquer",
    "league.casualty.friendly": "🤝 Match amical : {rolled} tiré, compte comme {stored} (ni séquelle, ni mort).",
    **command_labels(
        "match unplayed",
        "non-jouee",
        "Rencontre non jouée à la fin du délai (commissaires) : défaite pour les deux, ou concession",
        home=("domicile", "L'équipe à domicile"),
        away=("exterieur", "L'équipe à l'extérieur"),
        conceded=(
            "concede",
            "L'équipe qui concède (obligations de la vie réelle, sans pénalité) ; sinon défaite pour les deux",
        ),
    ),
    "help.example.match unplayed": "/match non-jouee domicile:Orques de Fer exterieur:Nains du Pic concede:exterieur",
    "choice.home": "l'équipe à domicile",
    "choice.away": "l'équipe à l'extérieur",
    "league.error.unplayed_commissioner": "⛔ Seul un commissaire enregistre une rencontre non jouée (Gérer le "
    "serveur, ou le rôle choisi dans /reglages). Rien n'a changé.",
    "league.match.fp.unplayed": "Pas de FP (personne n'a joué)",
    "league.match.unplayed.loss": "Défaite pour les deux équipes : ni Joueur du Match, ni gains, ni jet de Fans "
    "Dévoués.",
    "league.match.unplayed.conceded": "{team} concède sans pénalité (obligations de la vie réelle) : {winner} gagne "
    "2-0, reçoit D6 × 10 000 po de gains et désigne deux Joueurs du Match.",
    "error.casualty.unplayed": "Le match n° {match} est une rencontre non jouée : personne n'y a été blessé.",
    "error.match.unplayed_reopen": "Le match n° {match} est une rencontre non jouée : il ne se rouvre pas. Annulez-le "
    "(/match annuler) et enregistrez-le de nouveau (/match non-jouee).",
    "step.winnings": "Gains",
    "error.match.unplayed_score": "Le match n° {match} est une rencontre non jouée : son score est celui du livre "
    "(0-0, ou 2-0 après une concession). Pour le changer, annulez-la (/match annuler) et enregistrez-la de nouveau.",
    "postmatch.winnings.unplayed": "gains D6 × 10 000 po",
    "pm.slot.unplayed_winnings": "🎲 Gains (D6 × 10 000 po, rencontre non jouée) : {team}",
    "pm.outcome.unplayed.loss": "📅 Rencontre non jouée : défaite pour les deux équipes, sans Joueur du Match ni "
    "gains.",
    "pm.outcome.unplayed.conceded": "📅 Rencontre non jouée : {team} concède sans pénalité (obligations de la vie "
    "réelle) ; l'autre équipe gagne 2-0, reçoit D6 × 10 000 po de gains et désigne deux Joueurs du Match.",
    "pm.outcome.unplayed.nobody": "Personne n'a joué : ni FP, ni affluence, ni touchdown.",
    "pm.outcome.unplayed.no_winnings": "Pas de gains.",
    "pm.fans.unplayed": "Personne n'a joué : pas de jet de Fans Dévoués ({df}, inchangés).",
    "pm.spp.unplayed": "Personne n'a joué : aucun PSP d'action.",
    "pm.spp.no_mvp_unplayed": "Pas de Joueur du Match (rencontre non jouée).",
    "pm.next.unplayed": "Personne n'a joué : un joueur qui devait rater ce match rate encore le prochain match joué.",
    "pm.summary.result.unplayed": "Rencontre non jouée : défaite pour les deux équipes.",
    "pm.summary.result.unplayed_conceded": "Rencontre non jouée, concédée sans pénalité : {team}.",
}
