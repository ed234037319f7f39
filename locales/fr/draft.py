"""French labels: the Team Draft List (drafting_a_blood_bowl_team.md « TEAM DRAFT LIST »): its commands, its card
and its refusals."""

from __future__ import annotations

from locales.fr.commands import command_labels, option_labels

_TEAM = ("equipe", "L'équipe")

LABELS: dict[str, str] = {
    **command_labels("draft", "draft", "La liste de draft d'une équipe : voir, importer, soumettre, approuver"),
    **command_labels(
        "draft show", "voir", "La liste de draft : joueurs, personnel, coût, reste pour la Trésorerie", team=_TEAM
    ),
    **command_labels(
        "draft import",
        "importer",
        "Remplir la draft d'un CSV : joueurs (numero;nom;poste) et lignes de personnel (relances;3)",
        team=_TEAM,
        file=("fichier", "Le CSV (effectif puis relances;2, apothicaire;oui, etc.), sinon un formulaire"),
    ),
    **command_labels("draft submit", "soumettre", "Soumettre la liste de draft aux commissaires", team=_TEAM),
    **command_labels(
        "draft approve", "approuver", "Approuver une liste soumise : le reste du budget va en Trésorerie", team=_TEAM
    ),
    **command_labels(
        "draft refuse",
        "refuser",
        "Renvoyer une liste soumise à son coach, en disant pourquoi (commissaires)",
        team=_TEAM,
        reason=("motif", "Pourquoi la liste est refusée"),
    ),
    **command_labels(
        "draft redraft",
        "redraft",
        "Après la fin de saison : le redraft (Lever des Fonds, joueurs réengagés à leur valeur + 20 000 po)",
        team=_TEAM,
    ),
    "help.example.draft redraft": "/draft redraft equipe:Orques de Fer",
    "draft.redrafted": "Redraft : {team}",
    "draft.funds": "Lever des Fonds : 1 000 000 po + Trésorerie {treasury} + {played} matchs, {won} victoires, "
    "{drawn} nuls = {raised} ; budget {budget}.",
    "draft.funds.lost": "Le plafond en prend {lost}.",
    "error.draft.no_season_ended": "Pas encore de saison terminée : le redraft suit la fin de saison (/saison fin).",
    "error.draft.redrafted": "« {team} » a déjà fait son redraft après la saison {season}.",
    "help.example.draft show": "/draft voir equipe:Orques de Fer",
    "help.example.draft import": "/draft importer equipe:Orques de Fer fichier:draft.csv — numero;nom;poste "
    "puis relances;2, apothicaire;oui, fans;2",
    "help.example.draft submit": "/draft soumettre equipe:Orques de Fer",
    "help.example.draft approve": "/draft approuver equipe:Orques de Fer",
    "help.example.draft refuse": "/draft refuser equipe:Orques de Fer motif:17 joueurs, 16 au plus",
    **option_labels(
        "settings",
        draft_budget=("budget-draft", "Budget de draft de la saison en po (1 000 000 par défaut)"),
        redraft_cap=("plafond-redraft", "Plafond du budget de redraft en po (1 300 000 par défaut)"),
    ),
    "draft.modal.title": "Liste de draft",
    "draft.modal.header": "Une ligne par joueur : numero;nom;poste (le poste du roster remplit le profil),"
    " puis le personnel (relances;2, apothicaire;oui, adjoints;1, cheerleaders;1, fans;2).",
    "draft.modal.label": "Lignes de la draft",
    "draft.step": "{step} — étape {number} sur {total}",
    "draft.step.players": "Joueurs",
    "draft.step.staff": "Personnel et Fans",
    "draft.step.preview": "Aperçu",
    "draft.button.back": "◀ Retour",
    "draft.button.next": "Suivant ▶",
    "draft.button.submit": "Soumettre",
    "draft.button.approve": "Approuver",
    "draft.button.refuse": "Refuser",
    "draft.refuse.title": "Refuser la liste de draft",
    "draft.settings": "**Budget de draft** : {budget}\n**Plafond de redraft** : {cap}",
    "draft.opened": "Liste de draft ouverte : budget {budget}. Le coach recrute ses joueurs (/joueur ajouter, "
    "/draft importer) puis la soumet (/draft soumettre) ; l'équipe joue une fois la liste approuvée.",
    "draft.title": "Liste de draft : {team}",
    "draft.imported": "Liste de draft remplie : {team}",
    "draft.submitted": "Liste de draft soumise : {team}",
    "draft.approved": "Liste de draft approuvée : {team}",
    "draft.refused": "Liste de draft refusée : {team}",
    "draft.status.draft": "En cours : le coach la remplit puis la soumet.",
    "draft.status.submitted": "Soumise : un commissaire l'approuve ou la refuse.",
    "draft.status.approved": "Approuvée : l'équipe joue.",
    "draft.status.refused": "Refusée : le coach la corrige et la soumet à nouveau.",
    "draft.reason": "Motif du refus",
    "draft.players": "Joueurs ({count})",
    "draft.line": "{position} : {count} / {most}",
    "draft.pick": "Ajouter un joueur de ce poste…",
    "draft.pick.option": "{count} / {most} — {cost}",
    "draft.pick.name": "{position} {number}",
    "draft.error.forbidden": "⛔ Seuls le coach de l'équipe et les commissaires changent sa liste de draft.",
    "draft.staff": "Personnel et Fans",
    "draft.staff.rerolls": "Relances : {count} — {cost}",
    "draft.staff.apothecary": "Apothicaire : {count} — {cost}",
    "draft.staff.assistant_coaches": "Coachs assistants : {count} — {cost}",
    "draft.staff.cheerleaders": "Cheerleaders : {count} — {cost}",
    "draft.staff.dedicated_fans": "Fans Dévoués : {count} — {cost}",
    "draft.budget": "Budget",
    "draft.total": "Coût",
    "draft.treasury": "Reste pour la Trésorerie",
    "draft.over": "Au-delà du budget",
    "draft.resting": "Retraite temporaire, non réengagés ({count}) — retirés à l'approbation",
    "draft.problem": "À corriger",
    "field.apothecary": "Apothicaire",
    "field.draft_reason": "Motif",
    "field.draft_budget": "Budget",
    "error.draft.status.draft": "« {team} » : la liste de draft n'est pas encore soumise.",
    "error.draft.status.submitted": "« {team} » : la liste de draft est soumise, un commissaire "
    "l'approuve ou la refuse.",
    "error.draft.status.approved": "« {team} » : la liste de draft est déjà approuvée.",
    "error.draft.status.refused": "« {team} » : la liste de draft est refusée ; son coach la corrige et la soumet.",
    "error.match.draft.draft": "« {team} » ne joue pas encore : sa liste de draft n'est pas "
    "soumise (/draft soumettre).",
    "error.match.draft.submitted": "« {team} » ne joue pas encore : sa liste de draft attend un commissaire.",
    "error.match.draft.refused": "« {team} » ne joue pas encore : sa liste de draft est refusée ({reason}).",
}
