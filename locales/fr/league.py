"""French labels: league records (issue 4) — teams, players, matches, casualties, statistics, export."""

from __future__ import annotations

from locales.fr.commands import command_labels

#: The roster CSV's header (league.roster_csv.COLUMNS in this language).
_HEADER = "numero;nom;poste;M;F;AG;CP;AR;competences;mots_cles;cout;primaires;secondaires"

LABELS: dict[str, str] = {
    # Errors (always ephemeral)
    "league.error.commissioner_only": "⛔ Réservé aux commissaires de la ligue (Gérer le serveur, ou le rôle choisi "
    "dans /reglages).",
    "league.error.not_your_team": "⛔ Seuls le coach de « {team} » et les commissaires peuvent faire cela.",
    "league.error.not_your_match": "⛔ Seuls les coachs de « {home} » et de « {away} » et les commissaires peuvent "
    "faire cela.",
    "league.error.team_unknown": "Aucune équipe « {value} » sur ce serveur : choisissez-la dans la liste proposée.",
    "league.error.team_ambiguous": "Plusieurs équipes correspondent à « {value} » : choisissez-la dans la liste "
    "proposée.",
    "league.error.player_unknown": "Aucun joueur « {value} » sur ce serveur : choisissez-le dans la liste proposée.",
    "league.error.player_ambiguous": "Plusieurs joueurs correspondent à « {value} » : choisissez-le dans la liste "
    "proposée.",
    "league.error.match_unknown": "Match « {value} » introuvable sur ce serveur.",
    "league.error.no_open_match": "Aucun match en cours dans ce salon : lancez-en un avec /match debut, ou précisez "
    "le match.",
    "league.error.kicking_team": "« {team} » ne joue pas le match n° {id} en cours dans ce salon.",
    "league.error.characteristic": "{name} : « {value} » n'est pas une valeur (tapez par exemple 3+ ou 3).",
    "league.error.characteristic_range": "{name} doit aller de {low} à {high} (reçu {value}).",
    # Autocomplete
    "league.match.choice": "n° {id} · {home} – {away} · {status}",
    "league.match.side.home.choice": "{team} (domicile)",
    "league.match.side.away.choice": "{team} (extérieur)",
    "league.match.status.open": "en cours",
    "league.match.status.finished": "terminé",
    "league.match.status.applied": "après-match appliqué",
    "league.match.status.cancelled": "annulé",
    # The bar every command holds: a value typed where nothing reads it is refused, and said.
    "error.settings.everyone_role": "@everyone ferait de chaque membre du serveur un commissaire : choisissez le rôle "
    "des commissaires de la ligue (ceux qui peuvent gérer le serveur le sont déjà).",
    "league.error.kicking_team_no_match": "Aucun match en cours dans ce salon : l'équipe qui frappe se choisit parmi "
    "les deux équipes du match du salon. Sans match, lancez /coup-envoi sans equipe-frappe et donnez les FP, "
    "meneuses et adjoints de chaque côté.",
    # League records a commissioner can trust (cancelling a match, a team's roster changed, what the post-match
    # owns).
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
    # --- a team's Team Roster changed (docs/rules.md R8) ---------------------------------------------
    "error.team.roster_players": "« {team} » a {players} de la race {roster} : leurs postes, leurs valeurs et le "
    "prix des relances resteraient ceux de cette race, pas de {wanted}. Une équipe change de race avant son premier "
    "joueur ; créez plutôt une nouvelle équipe (/equipe creer), ou mettez d'abord ses joueurs à la retraite.",
    "league.team.roster_changed": "Nouvelle race {roster} : le prix des relances et les règles spéciales sont "
    "désormais ceux du livre pour cette race.",
    "league.team.roster_changed.house": "Nouvelle race {roster}, que le livre ne connaît pas : les règles spéciales "
    "de l'ancienne race sont retirées, le prix des relances reste à saisir si besoin (prix-relance).",
    # --- a team edited while its post-match is in progress (docs/design.md « Money is the commissioners' ») ---
    "league.team.postmatch_rereads": "L'après-match du match n° {match} est en cours pour cette équipe : il "
    "comptera à partir de ces nouvelles valeurs (gains ajoutés à la Trésorerie telle qu'elle est maintenant). "
    "Revoyez son aperçu avant de confirmer.",
    # --- a casualty recovered at once, recorded for its PSP ---
    "choice.regeneration.regenerated": "Régénéré (retour en Réserves, PSP acquis)",
    "choice.apothecary.patched_up": "Soigné par l'Apothicaire (retour en Réserves, PSP acquis)",
    "league.outcome.regeneration.regenerated": "Régénéré",
    "league.outcome.apothecary.patched_up": "Soigné par l'Apothicaire",
    "error.casualty.dead_pending": (
        "{player} est mort dans une blessure déjà enregistrée (n° {casualty}), que l'après-match n'a pas encore "
        "appliquée : il ne peut plus être blessé."
    ),
}

LABELS.update(
    {
        "league.error.coach_change": "⛔ Seul un commissaire peut confier l'équipe à un autre coach.",
        "league.error.nothing_to_change": "Rien à changer : donnez au moins une option à modifier.",
        "league.error.player_gone": "{player} a déjà quitté l'effectif.",
        "league.error.same_team": "Une équipe ne peut pas jouer contre elle-même : choisissez deux équipes.",
        "league.error.channel_busy": "Un match est déjà en cours dans ce salon (n° {id}) : terminez-le (/match fin) ou "
        "annulez-le (/match annuler) d'abord.",
        "league.error.sequelle_needed": "Une Séquelle baisse une caractéristique : précisez laquelle "
        "(option sequelle).",
        "league.error.one_filter": "Choisissez une seule option : une équipe, un joueur ou un match.",
        "league.error.csv_too_big": "Fichier trop gros ({size} Ko) : un effectif en CSV fait au plus {max} Ko.",
        "league.error.csv_unreadable": "Impossible de lire le fichier joint : renvoyez-le, ou collez l'effectif dans "
        "le formulaire (/joueur importer sans fichier).",
        # Common words
        "league.none": "—",
        "league.yes": "oui",
        "league.no": "non",
        "league.nobody": "personne",
        "league.more": "… et {count} de plus",
        "league.more_players.one": "… et {count} joueur de plus : {command} pour tout voir.",
        "league.more_players.other": "… et {count} joueurs de plus : {command} pour tout voir.",
        "league.gold": "{amount} po",
        "league.unknown_date": "date inconnue",
        "league.who": "#{number} {name} ({team})",
        "league.in_match": "match n° {id}",
        "league.in_match.cancelled": "match n° {id} annulé : sans effet",
        # Outcomes and causes of a casualty record
        "league.outcome.casualty.badly_hurt": "Commotion",
        "league.outcome.casualty.seriously_hurt": "Amoché",
        "league.outcome.casualty.serious_injury": "Blessure Sérieuse",
        "league.outcome.casualty.lasting_injury": "Séquelle",
        "league.outcome.casualty.dead": "Mort",
        "league.outcome.injury.badly_hurt": "Commotion (Minus)",
        "league.outcome.with_sequelle": "{outcome} ({change})",
        "league.cause.block": "blocage",
        "league.cause.foul": "agression",
        "league.cause.crowd": "public",
        "league.cause.rock": "rocher",
        "league.cause.pitch_invasion": "invasion du terrain",
        "league.cause.other": "autre",
        "league.cause.unknown": "cause inconnue",
        "league.cause.stab": "Poignard",
        "league.cause.chainsaw": "Tronçonneuse",
        "league.cause.projectile_vomit": "Gerbe de Vomi",
        "league.cause.breathe_fire": "Souffle Ardent",
        "league.cause.bomb": "bombe",
        "league.cause.throw_team_mate": "Lancer de Coéquipier",
        "league.cause.kick_team_mate": "Botter de Coéquipier",
        "league.cause.arm_bar": "Clé de Bras",
        "error.casualty.named_author": "Un auteur nommé (Star Player, Mercenaire) n'a pas de fiche : donnez son "
        "équipe, pas un joueur de l'effectif.",
        # Teams
        "league.team.no_roster": "race non précisée",
        "league.team.special_rules": "Règles spéciales",
        "league.error.profile_line": "« {value} » : tapez le profil M F AG CP AR, par exemple « 6 3 3+ 4+ 9+ ».",
        "league.flag.journeyman": "journalier",
        "league.flag.temporarily_retired": "retraite temporaire",
        "league.player.journeyman": "Journalier (Solitaire) : à embaucher à l'après-match, sinon il part.",
        "league.player.temporarily_retired": "En retraite temporaire : ne joue plus de la saison.",
        "league.team.title": "{name} ({roster})",
        "league.team.created": "✅ Équipe « {name} » créée.",
        "league.team.updated": "✅ Équipe « {name} » modifiée.",
        "league.team.archived_done": "🗄️ Équipe « {name} » archivée : elle disparaît des listes et des nouveaux "
        "matchs ; ses joueurs et leur historique restent dans les statistiques.",
        "league.team.already_archived": "L'équipe « {name} » est déjà archivée.",
        "league.team.erased": "🗑️ Équipe « {name} » effacée, avec ses joueurs.",
        "league.team.erase.ask": "Effacer l'équipe « {name} » et ses joueurs ({players})\u202f? "
        "C'est définitif\u00a0: elle ne sera ni archivée ni récupérable.",
        "league.team.erase.yes": "Effacer l'équipe",
        "league.team.erase.no": "Garder",
        "league.team.erase.kept": "L'équipe « {name} » est gardée\u00a0: rien n'a changé.",
        "league.team.erase.done": "L'équipe « {name} » est effacée.",
        "league.team.erase.gone": "Cette équipe n'existe plus\u00a0: rien de plus n'a changé.",
        "league.team.coach": "Coach",
        "league.team.treasury": "Trésorerie",
        "league.team.fans": "Fans Dévoués",
        "league.team.rerolls": "Relances",
        "league.team.cheerleaders": "Meneuses de revue",
        "league.team.assistants": "Adjoints",
        "league.team.apothecary": "Apothicaire",
        "league.team.roster": "**Effectif** ({count} joueurs)",
        "league.team.empty": "Aucun joueur : {add}, ou {bulk} pour tout l'effectif d'un coup.",
        "league.team.archived": "Archivée",
        "league.team.archived_since": "depuis le {when}",
        "league.team.footer": "Équipe n° {id}",
        "league.team.line": "**{name}** ({roster}) · {coach} · {players}",
        "league.team.line.archived": "🗄️ **{name}** ({roster}) · {coach} · {players}",
        "league.team.list.title": "Les équipes de la ligue ({count})",
        "league.team.list.title.archived": "Les équipes archivées ({count})",
        "league.team.list.empty": "Aucune équipe : un commissaire la crée avec /equipe creer.",
        "league.col.spp": "PSP",
        "league.col.name": "Nom",
        "league.col.position": "Poste",
        # Players
        "league.player.line": "**#{number} {name}** · {position} · {profile} · PSP {spp}",
        "league.player.status.active": "actif",
        "league.player.status.dead": "💀 mort",
        "league.player.status.retired": "retraité",
        "league.player.left.dead": "💀 Mort ({when})",
        "league.player.left.retired": "Retraité ({when})",
        "league.player.gained_hatred": "Haine ({keyword})",
        "league.flag.tr": "RT",
        "league.flag.mng": "RPM",
        "league.flag.niggling": "BP×{count}",
        "league.player.title": "#{number} {name}",
        "league.player.team": "{position} · {team}",
        "league.player.spp": "PSP",
        "league.player.niggling": "Blessures Persistantes",
        "league.player.mng": "Rate le prochain match",
        "league.player.improvements": "Hausses",
        "league.player.value": "Valeur",
        "league.player.hatred": "Haine gagnée",
        "league.player.skills": "Compétences",
        "league.player.keywords": "Mots-clés",
        "league.player.access": "Principales : {primary}\nSecondaires : {secondary}",
        "league.player.access_title": "Accès aux compétences",
        "league.player.access_unknown": (
            "inconnu : /joueur modifier principales: secondaires: (la fiche de l'équipe), pour que l'après-match "
            "vérifie chaque progression"
        ),
        "league.player.suffered": "Blessures subies ({count})",
        "league.player.caused": "Blessures causées ({count})",
        "league.player.footer": "Joueur n° {id}",
        "league.player.created": "✅ #{number} {name} rejoint l'effectif",
        "league.player.updated": "✅ #{number} {name} modifié",
        "league.player.in_team": "{team} · joueur n° {id}",
        "league.player.retired": "👋 {player} prend sa retraite : son numéro est libre, son historique reste.",
        "league.player.erased": "🗑️ {player} effacé de l'effectif.",
        "league.roster.title": "Effectif : {name} ({count})",
        "league.roster.page": "Page {page} / {total}",
        # Roster import
        "league.import.modal.title": "Saisie d'un effectif (CSV)",
        "league.import.modal.label": "Une ligne par joueur (en-tête facultatif)",
        "league.import.modal.header": "Les colonnes, dans cet ordre :\n`{header}`",
        "league.import.done.one": "✅ {count} joueur ajouté à « {team} »",
        "league.import.done.other": "✅ {count} joueurs ajoutés à « {team} »",
        "league.import.refused": "Effectif refusé, rien n'a été enregistré ({lines} à corriger)",
        "league.import.retry": "Corriger",
        "league.import.pasted": "Ce que vous aviez collé",
        "league.import.modal.example": "1;Grak;Blitzer;6;3;3+;4+;9+;Blocage;Orque",
        "league.import.line": "**Ligne {line}** : {problem}",
        "league.import.problem_sep": " ; ",
        "league.import.format": "Format attendu",
        "league.import.format_body": f"`{_HEADER}`\n"
        "AG, CP et AR s'écrivent 3+ ou 3, CP peut valoir - ; compétences et mots-clés séparés par des virgules "
        "(ou des |) ; cout facultatif (85000, 85 000 ou 85k) ; primaires et secondaires facultatives, les "
        "catégories de compétences du poste, comme sur la fiche de l'équipe (G F, A S).\nRace du livre : un poste "
        "de la race (Orc Blitzer) remplit les cellules vides.\nExemple : "
        "`1;Grak;Blitzer;6;3;3+;4+;9+;Blocage, Esquive;Orque;85k`",
        # Matches
        "league.match.title": "Match n° {id} : {home} – {away}",
        "league.match.started": "🏈 Coup d'envoi — {title}",
        "league.match.pregame": "Avant-match",
        "league.match.pregame.how": "{command} match:{match} : Journaliers, VEA, Petite Monnaie, Coups de Pouce et "
        "Star Players, avant le premier jet.",
        "league.match.finished": "🏁 Fin du match — {title}",
        "league.match.cancelled": "❌ Match annulé — {title}",
        "league.match.ruleset": "**Règles** : {ruleset}",
        "league.match.status_line": "**Statut** : {status}",
        "league.match.score": "**Score** : {home} – {away}",
        "league.match.channel": "**Salon** : {channel}",
        "league.match.side.home": "Domicile",
        "league.match.side.away": "Extérieur",
        "league.match.side_body": "**{team}**\nCoach : {coach}\n{fp}",
        "league.match.pregame.inducements": "Avant-match : {items}",
        "league.match.pregame.count": "{item} ×{count}",
        "league.match.pregame.stars": "Star Players : {names}",
        "league.match.pregame.mercenaries": "Mercenaires : {names}",
        "league.match.pregame.prayers": "Prières à Nuffle : {names}",
        "league.match.pregame.prayer_for": "{prayer} ({players})",
        "league.match.fp.none": "FP non renseigné",
        "league.match.fp.typed": "FP {fp} (saisi)",
        "league.match.fp.rolled": "FP {fp} (🎲 D3 : {die} + {fans} Fans Dévoués)",
        "league.match.casualties": "Blessures enregistrées ({count})",
        "league.match.footer": "Match n° {id}",
        # Casualties
        "league.casualty.recorded": "📝 Blessure enregistrée (n° {id})",
        "league.casualty.victim": "**Victime** : {who}",
        "league.casualty.outcome": "**Résultat** : {outcome}",
        "league.casualty.cause": "**Cause** : {cause}",
        "league.casualty.by": "**Par** : {who}",
        "league.casualty.hatred": "**Haine (X) possible** : {keywords}",
        "league.casualty.footer": "Match n° {match} · à appliquer par l'après-match",
        "league.casualty.suffered_line": "**{outcome}** · par {by} · {tail}",
        "league.casualty.caused_line": "**{outcome}** · sur {victim} · {tail}",
        "league.casualty.match_line": "Blessure n° {id} · {victim} : **{outcome}** · par {by} · {cause}",
        "league.casualties.team": "Blessures — {name}",
        "league.casualties.player": "Blessures — #{number} {name}",
        "league.casualties.match": "Blessures — {title}",
        "league.casualties.latest": "Dernières blessures de la ligue",
        "league.casualties.suffered": "Subies ({count})",
        "league.casualties.caused": "Causées ({count})",
        # Graveyard and leaderboard
        "league.grave.title": "⚰️ Le cimetière de la ligue",
        "league.grave.title.team": "⚰️ Le cimetière — {name}",
        "league.grave.line": "💀 {who} · {details}",
        "league.grave.by": "tué par {who}",
        "league.grave.empty": "Personne n'est encore mort. Ça ne durera pas.",
        "league.leaderboard.title": "🏆 Classement des brutes",
        "league.leaderboard.by_player": "Blessures causées (joueurs)",
        "league.leaderboard.by_team": "Blessures causées (équipes)",
        "league.leaderboard.deaths": "Morts causées",
        "league.leaderboard.injured": "Les plus blessés",
        "league.leaderboard.scope": "Depuis le début de la ligue, toutes saisons confondues.",
        "league.rank.line": "{rank}. {label} — **{count}**",
        # Export
        "league.export.file": "ligue.json",
        "league.export.done": "📦 Export de la ligue : {teams}, {players}, {matches}, {casualties}. `{file}` "
        "contient tout (sauvegarde) ; un fichier CSV par table pour un tableur.",
    }
)


def _named(command: str, label: tuple[str, str]) -> dict[str, str]:
    """The labels of an option called ``name`` (``command_labels`` takes ``name`` itself)."""
    return {f"cmd.{command}.opt.name.name": label[0], f"cmd.{command}.opt.name.desc": label[1]}


_NAME = ("nom", "Le nom de l'équipe (choisissez dans la liste)")
_TEAM = ("equipe", "L'équipe (choisissez dans la liste)")
_PLAYER = ("joueur", "Le joueur (choisissez dans la liste)")
_MATCH = ("match", "Le match ; par défaut celui en cours dans ce salon")
_COACH = ("coach", "Le coach de l'équipe (un membre du serveur)")
_ROSTER = ("race", "La race de l'équipe, par exemple Orques, Nains ou Elfes Sylvains")
_TREASURY = ("tresorerie", "Trésorerie en po (multiple de 5 000)")
_FANS = ("fans-devoues", "Fans Dévoués (1 à 7)")
_REROLLS = ("relances", "Relances d'équipe (0 à 8)")
_CHEERLEADERS = ("meneuses-de-revue", "Meneuses de revue (0 à 6)")
_ASSISTANTS = ("adjoints", "Adjoints (0 à 6)")
_APOTHECARY = ("apothicaire", "L'équipe a un apothicaire")
_NUMBER = ("numero", "Numéro du joueur (1 à 99)")
_PLAYER_NAME = ("nom", "Nom du joueur")
_POSITION = ("poste", "Le poste, par exemple Blitzer ou Trois-Quart")
#: /player add: a position of the team's book roster fills what is not typed (rules.positions).
_POSITION_ADD = (
    "poste",
    "Le poste ; un poste de la race (Orc Blitzer, Troll) donne profil, compétences, valeur non tapés",
)
_MA = ("m", "Mouvement (M)")
_ST = ("f", "Force (F)")
_AG = ("ag", "Agilité : 3+ ou 3")
_PA = ("cp", "Capacité de Passe : 4+, 4 ou - (aucune)")
_AV = ("ar", "Armure : 9+ ou 9")
_SKILLS = ("competences", "Compétences séparées par des virgules (- pour aucune)")
_KEYWORDS = ("mots-cles", "Mots-clés séparés par des virgules, par exemple Orque, Bloqueur")
_ERASE = ("effacer", "Effacer pour de bon (erreur de saisie, sans historique)")

_VALUE = ("valeur", "Valeur actuelle en po (coût d'embauche + hausses), multiple de 5 000")
_JOURNEYMAN = ("journalier", "Journalier pris pour un match (Solitaire) : embauché ou perdu à l'après-match")
_PRIMARY = ("principales", "Catégories Principales du poste, comme sur la fiche : G F, ou Générale, Force")
_SECONDARY = ("secondaires", "Catégories Secondaires du poste : A S, ou Agilité, Scélérate (- pour aucune)")

LABELS.update(
    {
        **command_labels("team", "equipe", "Équipes de la ligue : créer, modifier, voir, lister, archiver"),
        **command_labels(
            "team create",
            "creer",
            "Créer une équipe (commissaires)",
            coach=_COACH,
            roster=_ROSTER,
            treasury=_TREASURY,
            fans=_FANS,
            rerolls=_REROLLS,
            cheerleaders=_CHEERLEADERS,
            assistant_coaches=_ASSISTANTS,
            apothecary=_APOTHECARY,
            special_rules=(
                "regles-speciales",
                "Règles spéciales (Bagarreurs Brutaux, Capitaine d'Équipe) ; par défaut celles du roster",
            ),
        ),
        **_named("team create", ("nom", "Le nom de l'équipe")),
        **command_labels(
            "team edit",
            "modifier",
            "Modifier une équipe (son coach ou un commissaire)",
            new_name=("nouveau-nom", "Le nouveau nom de l'équipe"),
            coach=("coach", "Confier l'équipe à un autre coach (commissaires)"),
            roster=_ROSTER,
            treasury=_TREASURY,
            fans=_FANS,
            rerolls=_REROLLS,
            cheerleaders=_CHEERLEADERS,
            assistant_coaches=_ASSISTANTS,
            apothecary=_APOTHECARY,
            special_rules=("regles-speciales", "Toutes les règles spéciales, séparées par des virgules, ou « aucune »"),
        ),
        **_named("team edit", _NAME),
        **command_labels("team show", "voir", "Une équipe et son effectif"),
        **_named("team show", _NAME),
        **command_labels(
            "team list",
            "liste",
            "Les équipes du serveur",
            coach=("coach", "Seulement les équipes de ce coach"),
            archived=("archivees", "Les équipes archivées"),
        ),
        **command_labels(
            "team delete",
            "supprimer",
            "Archiver une équipe (historique gardé) ou effacer une erreur (commissaires)",
            erase=_ERASE,
        ),
        **_named("team delete", _NAME),
        **command_labels("player", "joueur", "Effectifs : ajouter, modifier, voir, lister, retraite, importer"),
        **command_labels(
            "player add",
            "ajouter",
            "Recruter un joueur (le coach de l'équipe ou un commissaire)",
            team=_TEAM,
            number=_NUMBER,
            position=_POSITION_ADD,
            ma=_MA,
            st=_ST,
            ag=_AG,
            pa=_PA,
            av=_AV,
            skills=_SKILLS,
            keywords=_KEYWORDS,
            value=_VALUE,
            journeyman=_JOURNEYMAN,
            primary=_PRIMARY,
            secondary=_SECONDARY,
        ),
        **_named("player add", _PLAYER_NAME),
        **command_labels(
            "player edit",
            "modifier",
            "Modifier un joueur (le coach de l'équipe ou un commissaire)",
            player=_PLAYER,
            number=_NUMBER,
            position=_POSITION,
            ma=_MA,
            st=_ST,
            ag=_AG,
            pa=_PA,
            av=_AV,
            skills=("competences", "Toutes les compétences, séparées par des virgules (remplace la liste)"),
            keywords=("mots-cles", "Tous les mots-clés, séparés par des virgules (remplace la liste)"),
            spp=("psp", "Points de Star Player"),
            niggling=("bp", "Blessures Persistantes"),
            miss_next_game=("rpm", "Rate le prochain match"),
            value=("valeur", "Valeur actuelle en po, multiple de 5 000 (commissaires : elle compte au classement)"),
            journeyman=_JOURNEYMAN,
            temporarily_retired=("retraite-temporaire", "En retraite temporaire (ne joue plus de la saison)"),
            primary=_PRIMARY,
            secondary=_SECONDARY,
        ),
        **_named("player edit", _PLAYER_NAME),
        **command_labels(
            "player show",
            "voir",
            "Un joueur : profil, PSP, BP, RPM, hausses, Haine, blessures subies et causées",
            player=_PLAYER,
        ),
        **command_labels(
            "player list",
            "liste",
            "Les joueurs d'une équipe et leurs compétences",
            team=_TEAM,
            former=("anciens", "Avec les morts et les retraités"),
        ),
        **command_labels(
            "player retire",
            "retraite",
            "Mettre un joueur à la retraite (historique gardé) ou effacer une erreur",
            player=_PLAYER,
            erase=_ERASE,
        ),
        **command_labels(
            "player import",
            "importer",
            "Saisir tout un effectif : fichier CSV, ou formulaire où le coller",
            team=_TEAM,
            file=("fichier", f"{_HEADER} (sinon : formulaire)"),
        ),
        **command_labels("match", "match", "Matchs : début, voir, fin, annuler, enregistrer une blessure"),
        **command_labels(
            "match start",
            "debut",
            "Lancer un match dans ce salon : FP tirés (D3 + Fans Dévoués) ou saisis",
            home=("domicile", "L'équipe à domicile"),
            away=("exterieur", "L'équipe à l'extérieur"),
            home_ff=("fp-domicile", "FP de l'équipe à domicile, si déjà tiré (sinon le bot lance D3 + Fans)"),
            away_ff=("fp-exterieur", "FP de l'équipe à l'extérieur, si déjà tiré (sinon le bot lance D3 + Fans)"),
            friendly=("amical", "Match amical : ni PSP, ni points de classement, ni gains, pas d'après-match"),
        ),
        **command_labels("match show", "voir", "Le match de ce salon (ou un autre) et ses blessures", match=_MATCH),
        **command_labels(
            "match finish",
            "fin",
            "Coup de sifflet final : le score (l'après-match suit)",
            home_score=("score-domicile", "Touchdowns de l'équipe à domicile"),
            away_score=("score-exterieur", "Touchdowns de l'équipe à l'extérieur"),
            match=_MATCH,
        ),
        **command_labels("match cancel", "annuler", "Annuler un match", match=_MATCH),
        **command_labels(
            "match casualty",
            "blessure",
            "Enregistrer une blessure lancée avec de vrais dés dans le match de ce salon",
            victim=("victime", "Le joueur blessé"),
            outcome=("resultat", "Le résultat de l'Élimination"),
            cause=("cause", "Ce qui a causé la blessure"),
            attacker=("auteur", "Le joueur qui l'a causée (s'il y en a un)"),
            sequelle=("sequelle", "La caractéristique que la Séquelle baisse"),
        ),
        **command_labels(
            "casualties",
            "blessures",
            "Blessures subies et causées : par équipe, joueur ou match ; sans option, les dernières de la ligue",
            team=("equipe", "Une équipe"),
            player=("joueur", "Un joueur"),
            match=("match", "Un match"),
        ),
        **command_labels(
            "graveyard", "cimetiere", "Les morts : qui, quand, tué par qui", team=("equipe", "Une seule équipe")
        ),
        **command_labels(
            "leaderboard", "classement", "Les plus grosses brutes : blessures et morts causées, les plus blessés"
        ),
        **command_labels("export", "export", "Toute la ligue en fichiers JSON et CSV (commissaires)"),
        # Choices of /match casualty (the causes' labels come with /injury's, in commands.py)
        "choice.casualty.badly_hurt": "Commotion",
        "choice.casualty.seriously_hurt": "Amoché",
        "choice.casualty.serious_injury": "Blessure Sérieuse",
        "choice.casualty.lasting_injury": "Séquelle",
        "choice.casualty.dead": "Mort",
        "choice.injury.badly_hurt": "Commotion (Minus, sans jet d'Élimination)",
        "choice.MA": "M (Mouvement)",
        "choice.ST": "F (Force)",
        "choice.AG": "AG (Agilité)",
        "choice.PA": "CP (Capacité de Passe)",
        "choice.AV": "AR (Armure)",
    }
)

#: One example per command for /help and the README.
LABELS.update(
    {
        "help.example.team create": "/equipe creer nom:Orques de Fer coach:@Gaspard race:Orques fans-devoues:2",
        "help.example.team edit": "/equipe modifier nom:Orques de Fer tresorerie:60000 relances:3",
        "help.example.team show": "/equipe voir nom:Orques de Fer",
        "help.example.team list": "/equipe liste",
        "help.example.team delete": "/equipe supprimer nom:Orques de Fer",
        "help.example.player add": "/joueur ajouter equipe:Orques de Fer numero:7 nom:Grak poste:Blitzer m:6 f:3 "
        "ag:3+ cp:4+ ar:9+ competences:Blocage mots-cles:Orque",
        "help.example.player edit": "/joueur modifier joueur:#7 Grak psp:12 competences:Blocage, Esquive",
        "help.example.player show": "/joueur voir joueur:#7 Grak",
        "help.example.player list": "/joueur liste equipe:Orques de Fer",
        "help.example.player retire": "/joueur retraite joueur:#7 Grak",
        "help.example.player import": "/joueur importer equipe:Orques de Fer fichier:effectif.csv — une ligne par "
        f"joueur sous l'en-tête {_HEADER}",
        "help.example.match start": "/match debut domicile:Orques de Fer exterieur:Nains du Pic",
        "help.example.match show": "/match voir",
        "help.example.match finish": "/match fin score-domicile:2 score-exterieur:1",
        "help.example.match cancel": "/match annuler",
        "help.example.match casualty": "/match blessure victime:#7 Grak resultat:Mort cause:blocage auteur:#3 Hans",
        "help.example.casualties": "/blessures equipe:Orques de Fer",
        "help.example.graveyard": "/cimetiere",
        "help.example.leaderboard": "/classement",
        "help.example.export": "/export",
    }
)
