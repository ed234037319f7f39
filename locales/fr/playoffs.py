"""French labels: the Play-offs, the Glittering Prizes and the League Trophy (league_play.md « PLAY-OFFS »,
« GLITTERING PRIZES »): their commands, the bracket and each season's honours."""

from __future__ import annotations

from locales.fr.commands import command_labels, option_labels

LABELS: dict[str, str] = {
    **command_labels(
        "season playoffs",
        "playoffs",
        "Tirer le tableau des play-offs depuis le classement de la saison (commissaires)",
        qualifiers=("qualifies", "Combien d'équipes se qualifient : 4, 8 ou 16"),
        draw=("tirage", "Têtes de série (les premiers de poule contre les derniers qualifiés) ou au hasard"),
        replace=("remplacer", "Refaire le tableau, tant qu'aucun match de play-offs n'est joué"),
    ),
    "help.example.season playoffs": "/saison playoffs qualifies:4 tirage:têtes de série",
    **command_labels(
        "season prizes",
        "primes",
        "Verser les primes des play-offs et remettre le Trophée de la Ligue, après la finale (commissaires)",
        undo=("annuler", "Annuler les dernières primes versées"),
    ),
    "help.example.season prizes": "/saison primes",
    **command_labels(
        "playoffs",
        "playoffs",
        "Le tableau des play-offs : chaque tour, chaque match, le vainqueur et les primes",
        season=("saison", "Le numéro de la saison (par défaut la saison en cours)"),
    ),
    "help.example.playoffs": "/playoffs saison:1",
    **option_labels(
        "match finish",
        decided_by=("issue", "Match de play-offs : prolongation, ou tirs au but et qui les a gagnés"),
    ),
    "choice.4": "4 équipes",
    "choice.8": "8 équipes",
    "choice.16": "16 équipes",
    "choice.seeded": "têtes de série",
    "choice.random": "au hasard",
    "choice.normal": "temps réglementaire",
    "choice.extra_time": "prolongation",
    "choice.penalties_home": "tirs au but gagnés à domicile",
    "choice.penalties_away": "tirs au but gagnés à l'extérieur",
    "entity.playoffs": "les play-offs",
    "entity.playoff_teams": "l'équipe qualifiée",
    "playoffs.title": "🏆 Play-offs de la saison {season}",
    "playoffs.picture_title": "Play-offs de la saison {season}",
    "playoffs.none": "Pas de play-offs pour la saison {season} : un commissaire tire le tableau avec "
    "`/saison playoffs`.",
    "playoffs.drawn": "Tableau tiré : {teams} qualifiées ({draw}).",
    "playoffs.draw.seeded": "têtes de série",
    "playoffs.draw.random": "au hasard",
    "playoffs.stage.final": "Finale",
    "playoffs.stage.third": "Match pour la 3e place",
    "playoffs.stage.semi": "Demi-finales",
    "playoffs.stage.quarter": "Quarts de finale",
    "playoffs.stage.eighth": "Huitièmes de finale",
    "playoffs.waiting": "à venir",
    "playoffs.decided.extra_time": " (prol.)",
    "playoffs.decided.penalties": " (t.a.b.)",
    "playoffs.match.normal": "🏆 Play-offs : {team} passe.",
    "playoffs.match.extra_time": "🏆 Play-offs : {team} passe après prolongation.",
    "playoffs.match.penalties": "🏆 Play-offs : {team} passe aux tirs au but.",
    "playoffs.round": "🏆 Play-offs : {round}",
    "playoffs.places": "🥇 {first} · 🥈 {second} · 🥉 {third}",
    "playoffs.prize_line": "{medal} {team} : {prize} po",
    "playoffs.trophy": "🏆 {team} remporte le Trophée de la Ligue : une Relance d'Équipe gratuite (comptée dans la "
    "VE) jusqu'à la fin de la saison prochaine.",
    "playoffs.trophy.full": "🏆 {team} remporte le Trophée de la Ligue (8 Relances d'Équipe déjà : pas de relance "
    "en plus).",
    "playoffs.prizes.title": "💰 Primes des play-offs, saison {season}",
    "playoffs.prizes.undo_title": "💰 Primes des play-offs",
    "playoffs.prizes.undone": "Primes des play-offs annulées : les Trésoreries et le Trophée sont revenus en arrière.",
    "playoffs.footer": "{played}/{total} matchs joués · {draw}",
    "playoffs.file": "playoffs.png",
    "playoffs.picture.penalties": "* vainqueur aux tirs au but",
    "playoffs.history": "🏆 Play-offs : {places}",
    "playoffs.honour": "{medal} Saison {season} : {place} · {prize} po",
    "playoffs.place.1": "champion",
    "playoffs.place.2": "finaliste",
    "playoffs.place.3": "3e",
    "playoffs.holder": "🏆 Tient le Trophée de la Ligue (une Relance d'Équipe gratuite)",
    "playoffs.honours": "Palmarès",
    "error.playoffs.fixtures_left": "Saison {season}, encore {count} rencontre(s) du calendrier à jouer. Les "
    "play-offs commencent une fois toutes jouées.",
    "error.playoffs.exists": "La saison {season} a déjà son tableau de play-offs : `remplacer:true` le refait tant "
    "qu'aucun match n'est joué.",
    "error.playoffs.started": "Les play-offs de la saison {season} ont des matchs commencés ou joués : le tableau ne "
    "se refait plus.",
    "error.playoffs.none": "Pas de play-offs pour la saison {season} : tirez d'abord le tableau (`/saison playoffs`).",
    "error.playoffs.paid": "Les primes des play-offs de la saison {season} sont déjà versées.",
    "error.playoffs.final_pending": "La finale et le match pour la 3e place de la saison {season} doivent être "
    "joués et leur après-match appliqué avant les primes.",
    "error.playoffs.no_prizes": "Aucune prime de play-offs à annuler.",
    "error.playoffs.prizes_postmatch": "Les primes de la saison {season} ont été versées avec l'après-match de la "
    "finale : `/apres-match annuler` de ce match les reprend.",
    "error.playoffs.not_playoff": "Le match {match} n'est pas un match de play-offs : pas de prolongation ni de "
    "tirs au but.",
}
