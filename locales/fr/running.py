"""French labels: running a league by the book — drafting, divisions and fixtures, play-offs and prizes
(league_play.md « RUNNING A LEAGUE! », drafting_a_blood_bowl_team.md)."""

from __future__ import annotations

LABELS: dict[str, str] = {
    "field.round_days": "Durée d'une journée (jours)",
    "error.fixtures.duplicate_team": "Une équipe est nommée deux fois dans le calendrier.",
    "error.fixtures.division_size": "{teams} équipes ne font pas {divisions} poules : il faut au moins deux "
    "équipes par poule (le livre en conseille quatre).",
    "error.playoffs.size": "Qualifiés pour les play-offs : {sizes} équipes sont possibles (reçu : {value}).",
    "error.playoffs.too_few": "{places} places de play-offs pour {teams} équipes : il n'y a pas assez d'équipes.",
    "error.playoffs.separate": "Impossible de séparer les équipes d'une même poule au premier tour : faites le "
    "tableau à la main.",
    "error.playoffs.undecided": "La finale et le match pour la troisième place ne sont pas encore joués.",
    "error.playoffs.decided": "Issue d'un match de play-offs : temps réglementaire, prolongation ou tirs au but "
    "(reçu : « {value} »).",
    "error.playoffs.penalties_not_level": "Des tirs au but ne se tirent qu'à égalité de score.",
    "error.playoffs.no_winner": "Un match de play-offs a toujours un vainqueur : à égalité, nommez le vainqueur "
    "des tirs au but.",
    "error.draft.roster": "« {value} » n'est pas une équipe du livre : la draft part d'une équipe du livre.",
    "error.draft.position": "« {value} » n'est pas un poste de l'équipe {roster}.",
    "error.draft.position_limit": "{position} : au plus {most} (demandé : {value}).",
    "error.draft.roster_limit": "{positions} : au plus {most} ensemble (demandé : {value}).",
    "error.draft.player_count": "Une liste de draft compte de {low} à {high} joueurs (demandé : {value}).",
    "error.draft.no_apothecary": "L'équipe {roster} ne peut pas engager d'Apothicaire.",
    "error.draft.over_budget": "La draft coûte {total}, plus que le budget de {budget}.",
    "error.draft.record": "Bilan impossible : {won} victoires et {drawn} nuls en {played} matchs.",
    "error.draft.seasons": "Saisons jouées : un nombre positif est attendu (reçu : {value}).",
}
