"""French labels: league records a commissioner can trust (cancelling a match, a team's roster changed, what the
post-match owns)."""

from __future__ import annotations

LABELS: dict[str, str] = {
    # --- cancelling a match (/match annuler) ------------------------------------------------------------
    "count.apothecary_uses.one": "{count} soin d'Apothicaire",
    "count.apothecary_uses.other": "{count} soins d'Apothicaire",
    "error.match.cancel_cancelled": "Le match n° {match} est déjà annulé.",
    "error.match.cancel_applied": "Le match n° {match} a son après-match appliqué : les équipes l'ont déjà intégré. "
    "Pour l'annuler, défaites d'abord l'après-match (/apres-match annuler), puis annulez le match.",
    "error.match.cancel_coach_status": "Le match n° {match} est {status} : seul un commissaire peut encore "
    "l'annuler (Gérer le serveur, ou le rôle choisi dans /reglages).",
    "error.match.cancel_coach_recorded": "Le match n° {match} a déjà des faits enregistrés ({recorded}) : seul un "
    "commissaire peut l'annuler (Gérer le serveur, ou le rôle choisi dans /reglages).",
    "error.match.cancel_changed": "Le match n° {match} a changé depuis la question (il est maintenant {status}) : "
    "rien n'a été annulé. Relancez /match annuler si vous le voulez toujours.",
    "matches.cancel.ask": "Annuler le match n° {match} ({home} – {away}, {status}) ? C'est définitif : le match ne "
    "pourra plus être rouvert.",
    "matches.cancel.ask.casualties": "Aucun après-match n'appliquera ce qui y est enregistré ({casualties}).",
    "matches.cancel.ask.postmatch": "Il n'aura pas d'après-match : ni gains, ni PSP, ni points au classement.",
    "matches.cancel.yes": "Annuler le match",
    "matches.cancel.no": "Garder",
    "matches.cancel.kept": "Le match n° {match} est gardé : rien n'a changé.",
    "matches.cancel.done": "Le match n° {match} est annulé.",
    "matches.cancel.already": "Le match n° {match} était déjà annulé : rien de plus n'a changé.",
    # --- the post-match's Journeymen hired at step 5 (docs/rules.md R4, R7) ----------------------------
    "pm.missing.journeyman_position_full": "Le journalier {player} ne peut pas être embauché : {position}, {most} au "
    "plus pour la race {roster}, et l'équipe en a déjà {count} après les recrues et les renvois. Laissez-le partir, "
    "ou renvoyez un joueur de ce poste dans cet après-match.",
    "pm.missing.journeyman_group_full": "Le journalier {player} ne peut pas être embauché : {positions}, {most} au "
    "plus en tout pour la race {roster}, et l'équipe en a déjà {count} après les recrues et les renvois. "
    "Laissez-le partir, ou renvoyez un joueur de ces postes dans cet après-match.",
    # --- a team's Team Roster changed (docs/rules.md R8) ---------------------------------------------
    "error.team.roster_players": "« {team} » a {players} de la race {roster} : leurs postes, leurs valeurs et le "
    "prix des relances resteraient ceux de cette race, pas de {wanted}. Une équipe change de race avant son premier "
    "joueur : créez plutôt une nouvelle équipe (/equipe creer), ou mettez d'abord ses joueurs à la retraite.",
    "league.team.roster_changed": "Nouvelle race {roster} : le prix des relances et les règles spéciales sont "
    "désormais ceux du livre pour cette race.",
    "league.team.roster_changed.house": "Nouvelle race {roster}, que le livre ne connaît pas : les règles spéciales "
    "de l'ancienne race sont retirées, le prix des relances reste à saisir si besoin (prix-relance).",
    # --- a team edited while its post-match is in progress (docs/design.md « Money is the commissioners' ») ---
    "league.team.postmatch_rereads": "L'après-match du match n° {match} est en cours pour cette équipe : il "
    "comptera à partir de ces nouvelles valeurs (gains ajoutés à la Trésorerie telle qu'elle est maintenant). "
    "Revoyez son aperçu avant de confirmer.",
    # --- a Star Player's or Mercenary's keywords, typed after his name (docs/rules.md « Casualty PSP ») ---
    "pm.modal.add.name.hint": "Morg 'n' Thorg (Ogre) : ses mots-clés entre parenthèses, pour la Haine",
}
