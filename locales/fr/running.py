"""French labels: running a league by the book — drafting, divisions and fixtures, play-offs and prizes
(league_play.md « RUNNING A LEAGUE! », drafting_a_blood_bowl_team.md)."""

from __future__ import annotations

from locales.fr.commands import command_labels

LABELS: dict[str, str] = {
    **command_labels(
        "fixtures",
        "calendrier",
        "Le calendrier de la saison : la journée en cours, ce qui est joué et ce qui reste à jouer",
        season=("saison", "Le numéro de la saison (par défaut la saison en cours)"),
        team=("equipe", "Seulement les rencontres de cette équipe"),
    ),
    "help.example.fixtures": "/calendrier equipe:Orques de Fer",
    **command_labels(
        "season schedule",
        "calendrier",
        "Poules et calendrier : chaque équipe rencontre une fois celles de sa poule (commissaires)",
        divisions=("poules", "Nombre de poules (1 par défaut ; le livre en conseille de 4 équipes au moins)"),
        draw=("tirage", "Tirer les poules au sort, « dans un casque » (par défaut oui ; sinon par ordre alphabétique)"),
        round_days=("jours", "Durée d'une journée, en jours (14 par défaut, comme le conseille le livre)"),
        start=("debut", "Premier jour de la première journée, AAAA-MM-JJ (par défaut aujourd'hui)"),
        replace=("remplacer", "Refaire le calendrier de la saison, tant qu'aucune rencontre n'est jouée"),
        teams=("equipes", "Poules à la main : noms des équipes, « , » entre équipes, « ; » entre poules"),
    ),
    "help.example.season schedule": "/saison calendrier poules:2 jours:14",
    "fixtures.title": "📅 Calendrier de la saison {season}",
    "fixtures.title.team": "📅 Saison {season} · {team}",
    "fixtures.none": "Pas encore de calendrier pour cette saison : un commissaire le fait avec `/saison calendrier`.",
    "fixtures.round": "**Journée {round}** · jusqu'au {deadline}",
    "fixtures.division": "__Poule {division}__",
    "fixtures.bye": "Exempt : {teams}",
    "fixtures.line.overdue": "⛔ {teams} (délai passé : `/match non-jouee`)",
    "fixtures.line.unplayed": " (non joué)",
    "fixtures.team_line": "J{round} · {line}",
    "fixtures.late": "**En retard**",
    "fixtures.footer": "{done}/{total} rencontres jouées · {rounds} journées",
    "fixtures.made": "Calendrier fait : {fixtures} rencontres en {rounds} journées.",
    "fixtures.weekly.new_round": "📅 La journée {round} commence · jusqu'au {deadline}",
    "fixtures.weekly.round": "📅 Journée {round} · jusqu'au {deadline}",
    "fixtures.overdue.title": "⛔ Délai passé, sans match : {count}. Enregistrez chacune comme `/match non-jouee` "
    "(défaite pour les deux, ou concession sans pénalité).",
    "fixtures.overdue.line": "J{round} · {home} – {away}",
    "fixtures.overdue.more": "… et {count} de plus : `/match non-jouee`.",
    "fixtures.unplayed.both": "Défaite pour les deux",
    "fixtures.unplayed.concedes": "{team} concède",
    "entity.fixtures": "la rencontre du calendrier",
    "error.fixtures.exists": "La saison {season} a déjà son calendrier : `remplacer:true` le refait tant qu'aucune "
    "rencontre n'est jouée.",
    "error.fixtures.started": "Le calendrier de la saison {season} a des rencontres déjà commencées ou jouées : il "
    "ne se refait plus.",
    "error.fixtures.start": "Date de début : AAAA-MM-JJ est attendu (reçu « {value} »).",
    "error.fixtures.not_found": "Pas de rencontre {id} au calendrier de cette saison.",
    "error.fixtures.under_way": "{home} – {away} est en cours (match {match}) : terminez-le ou annulez-le d'abord.",
    "error.fixtures.recorded": "{home} – {away} est déjà jouée ou enregistrée.",
    "error.fixtures.unknown_team": "« {team} » n'est pas une équipe approuvée de la ligue : nommez chaque équipe "
    "comme elle s'écrit.",
    "error.fixtures.named_twice": "{team} est nommée deux fois : chaque équipe joue dans une poule.",
    "error.fixtures.missing_teams": "Poules à la main : chaque équipe approuvée est dans une poule ; {count} "
    "oubliée(s) — {teams}.",
    "field.round_days": "Durée d'une journée (jours)",
    "error.fixtures.duplicate_team": "Une équipe est nommée deux fois dans le calendrier.",
    "error.fixtures.division_size": "Pas assez d'équipes : {teams} pour {divisions}, et il faut au moins deux "
    "équipes par poule (le livre en conseille quatre).",
    "count.divisions.one": "{count} poule",
    "count.divisions.other": "{count} poules",
    "error.playoffs.size": "Qualifiés pour les play-offs : {sizes} équipes sont possibles (reçu {value}).",
    "error.playoffs.too_few": "{places} places de play-offs pour {teams} équipes : il n'y a pas assez d'équipes.",
    "error.playoffs.separate": "Impossible de séparer les équipes d'une même poule au premier tour : faites le "
    "tableau à la main.",
    "error.playoffs.undecided": "La finale et le match pour la troisième place ne sont pas encore joués.",
    "error.playoffs.decided": "Issue d'un match de play-offs : temps réglementaire, prolongation ou tirs au but "
    "(reçu « {value} »).",
    "error.playoffs.penalties_not_level": "Des tirs au but ne se tirent qu'à égalité de score.",
    "error.playoffs.unplayed_winner": "Un match de play-offs a toujours un vainqueur : non joué, l'un des deux "
    "concède (`concede:`).",
    "error.playoffs.no_winner": "Un match de play-offs a toujours un vainqueur : à égalité, nommez le vainqueur "
    "des tirs au but.",
    "error.draft.roster": "« {value} » n'est pas une équipe du livre : la draft part d'une équipe du livre.",
    "error.draft.position": "« {value} » n'est pas un poste de l'équipe {roster}.",
    "error.draft.position_limit": "{position} : au plus {most} (demandé {value}).",
    "error.draft.roster_limit": "{positions} : au plus {most} ensemble (demandé {value}).",
    "error.draft.player_count": "Une liste de draft compte de {low} à {high} joueurs (demandé {value}).",
    "error.draft.no_apothecary": "L'équipe {roster} ne peut pas engager d'Apothicaire.",
    "error.draft.over_budget": "La draft coûte {total}, plus que le budget de {budget}.",
    "error.draft.record": "Bilan impossible : {won} victoires et {drawn} nuls en {played} matchs.",
    "error.draft.rehired": "{position} : plus de joueurs réengagés que de joueurs sur la liste.",
    "error.draft.seasons": "Saisons jouées : un nombre positif est attendu (reçu {value}).",
}
