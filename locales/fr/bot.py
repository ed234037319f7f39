"""French labels: the bot's own interface (titles, errors, consequences, footers)."""

from __future__ import annotations

LABELS: dict[str, str] = {
    # Rulesets and footers
    "ruleset.ligue": "ligue (règles maison)",
    "ruleset.bb2025": "BB2025 officiel",
    "ui.footer": "Règles : {name}",
    "ui.footer_id": "Jet n° {id}",
    "ui.rolled_by": "Lancé par {name}",
    "ui.consequences": "Conséquences",
    "ui.against": "contre {target}+",
    "ui.iron_hard_skin": "Peau de Fer : aucun modificateur ni Griffes sur ce Jet d'Armure (Châtaigne reste possible "
    "sur la Blessure).",
    "ui.iron_hard_skin.foul": (
        "Peau de Fer : aucun modificateur sur ce Jet d'Armure (Joueur Déloyal reste possible sur la Blessure)."
    ),
    "ui.notes": "Notes",
    "ui.manual_dice": "Dés lancés à la main.",
    "ui.unused_dice": "Dés en trop, ignorés : {values}",
    # a form of dice typed by hand: the dice it asks now, and the roll waiting for the rest (cogs.utils.forms)
    "ui.hand.now": "Dés à la main — {step}\u00a0: {dice}",
    "ui.hand.then": "À la suite — {step}\u00a0: {dice}",
    "ui.hand.dice": "dés",
    "ui.hand.done": "{step} {dice} → {outcome}",
    "ui.hand.rest": "Il reste à lancer\u00a0: {dice} ({step}). Lancez-les et ajoutez-les à la suite.",
    "ui.hand.waiting": "Dés gardés\u00a0: {kept}.",
    "ui.hand.more": "Lancer la suite",
    "ui.hand.reopen": "Rouvrir le formulaire",
    "ui.hand.sent": "Jet lancé\u00a0: il est dans le salon.",
    "ui.hand.not_yours": "⛔ Ce formulaire a été rempli par un autre membre\u00a0: seul lui peut le rouvrir.",
    "ui.hand.gone": "Ce formulaire ne peut plus être rouvert\u00a0: recommencez depuis le bouton du jet.",
    # Consequences of a chain for the player
    "effect.dead": "💀 Mort : rayé définitivement de la fiche d'équipe.",
    "effect.out_for_match": "Rate le reste du match.",
    "effect.reserves": "Placé dans le box des Réserves.",
    "effect.miss_next_game": "RPM : rate le prochain match.",
    "effect.niggling": "+{count} Blessure Persistante (+1 par BP aux futurs jets d'Élimination).",
    "effect.characteristic": "Séquelle : {change} sur la fiche.",
    "effect.hatred": "Revanche : obtient Haine (X), X au choix du coach parmi {keywords}.",
    "effect.hatred_pending": "Revanche : obtient Haine (X), X = un mot-clé du joueur ayant causé l'ELI "
    "(sauf Gros Bras, Blitzer, Bloqueur, Receveur, Trois-Quart, Coureur, Spécial ou Lanceur).",
    "effect.sent_off": "🟥 L'agresseur est expulsé par l'arbitre.",
    # Titles of roll embeds, by canonical command name
    "title.armour": "Jet d'Armure",
    "title.foul": "Agression",
    "title.injury": "Jet de Blessure",
    "title.casualty": "Jet d'Élimination",
    "title.lasting-injury": "Séquelle",
    "title.ko-recovery": "Retour des joueurs K.O.",
    "title.block": "Blocage",
    "title.kickoff": "Coup d'envoi",
    "title.weather": "Météo",
    "title.scatter": "Dispersion",
    "title.throw-in": "La touche",
    "title.expensive-mistakes": "Erreurs Coûteuses",
    "title.advancement": "Amélioration de caractéristique",
    "title.roll": "Jet de dés",
    # Errors (always ephemeral)
    "ui.error.forbidden": "⛔ Vous n'avez pas le droit d'utiliser cette commande ici.",
    "ui.error.bad_option": "Valeur invalide : « {value} ». Vérifiez l'option et réessayez.",
    "ui.error.unknown_command": "Cette commande n'existe plus : relancez Discord pour voir la liste à jour.",
    "ui.error.unexpected": "😓 Désolé, une erreur inattendue est survenue. Elle a été enregistrée ; réessayez "
    "dans un instant.",
    "ui.error.guild_only": "Cette commande s'utilise sur un serveur, pas en message privé.",
    "ui.error.manage_guild": "⛔ Réservé aux personnes qui peuvent gérer le serveur.",
    # Say which team a kick-off line is for (a Dodgy Snack tie: each team picks a player).
    "ui.step.of_team": "{step} ({team})",
}

LABELS.update(
    {
        "settings.title": "Réglages du serveur",
        "settings.updated": "✅ Réglages enregistrés",
        "settings.ruleset.next": "Ces règles valent pour les matchs commencés désormais ; aucun match en cours "
        "n'en a d'autres.",
        "settings.ruleset.kept": "Ces règles valent pour les matchs commencés désormais. Un match déjà commencé "
        "garde les siennes jusqu'à son après-match inclus :",
        "settings.ruleset.kept_line": "• {match} · {ruleset}",
        "settings.scoring.season": "Ce barème classe la saison {season}, en cours ; une saison terminée "
        "garde celui avec lequel elle s'est terminée.",
        "settings.none": "aucun",
        "settings.kickoff_default": "{table} (celle des règles)",
        "settings.body": "**Règles** : {ruleset}\n**Table de coup d'envoi** : {kickoff}\n"
        "**Rôle des commissaires** : {role}\n**Salon de la ligue** : {channel}\n"
        "**Langue des réponses publiques** : {language} (les messages privés suivent la langue de chacun)",
        "choice.ligue": "ligue (règles maison des documents)",
        "choice.bb2025": "bb2025 (officiel)",
        "choice.classique": "classique (document 003)",
        "choice.fr": "français",
        "choice.en": "anglais",
        "choice.default": "celle des règles choisies",
    }
)

LABELS.update(
    {
        "ui.block.button.die": "Dé {number} : {face}",
        "ui.block.button.armour.attacker": "Jet d'Armure de l'attaquant",
        "ui.block.button.armour.defender": "Jet d'Armure du défenseur",
        "ui.block.kept": "Dé {number} retenu (par {name})",
        "ui.block.turnover": "⚠️ Turnover : l'équipe active perd son tour.",
        "ui.block.push.legend": "🟥 attaquant · 🟦 cible · 🟩 cases où le coach de l'attaquant peut repousser "
        "(en ligne à gauche, en diagonale à droite) ; aucune libre : poussée en Chaîne ou Blessure par le Public.",
        "ui.block.modal.av": "Armure (AR) du joueur plaqué, ex. 9 pour 9+",
        "ui.block.error.unknown_roll": "Ce blocage est introuvable sur ce serveur.",
        "ui.block.error.already_chosen": "Un dé a déjà été retenu pour ce blocage.",
    }
)

LABELS.update(
    {
        "ui.template": "Gabarit",
        "ui.treasury": "Trésorerie",
        "ui.treasury.body": "{before} po → **{left} po** (perte de {lost} po)",
        "ui.advancement": "Hausses possibles",
        "ui.advancement.options": "{options} (au plus +2 par caractéristique, jamais au-delà du maximum)",
        "ui.advancement.skill": "Aucune hausse possible : prenez une compétence Principale ou Secondaire à la place "
        "(les PSP ne sont pas rendus).",
        "ui.template.legend": "⭕ départ · flèches : direction · 🏈 arrivée (si dans le cadre) · ⬛ le public",
    }
)

LABELS.update(
    {
        "ui.rule.source": "Source",
        "ui.rule.seed": "document {seed} de la ligue",
        "ui.rule.note": "Note (règle officielle)",
        "ui.rule.original": "Texte original (en français)",
        "ui.die": "🎲 D{sides} : {value}",
        "ui.help.line": "**/{shown}** (`/{name}`) — {description}\n\u2003ex. `{example}`",
        "ui.help.line.same": "**/{shown}** — {description}\n\u2003ex. `{example}`",
        "ui.help.group": "\n__**{group}**__",
        "ui.help.group.before": "Avant un match",
        "ui.help.group.during": "Pendant un match",
        "ui.help.group.after": "Après un match",
        "ui.help.group.league": "La ligue",
        "ui.help.group.settings": "Réglages et aide",
        "ui.language.hint": "*Les réponses publiques de ce serveur sont en français ; `/reglages langue:en` les met "
        "en anglais (Gérer le serveur).*",
        "ui.help.title": "Arbitre — les commandes",
        "ui.help.more": "Arbitre — suite",
        "ui.help.footer": "*Les commandes de jet acceptent aussi « des » : les dés lancés à la main, dans l'ordre.*",
        "ui.help.page": "Aide, message {number} sur {total}",
        "ui.odds.footer": "Probabilités exactes : chaque face de chaque dé est énumérée sur les tables des jets.",
        "ui.odds.final": "Issue finale",
        "ui.dice.then": " puis ",
        "ui.dice.rerolled": "🎲 {dice} (relances)",
        "ui.odds.line": "{name} : **{fraction}** ({percent})",
        "ui.odds.line.zero": "{name} : 0",
        "ui.odds.percent": "{value} %",
        "ui.odds.armour.title": "Probabilités : Jet d'Armure",
        "ui.odds.armour_broken": "Armure {av}+ percée",
        "ui.odds.injury.title": "Probabilités : Jet de Blessure",
        "ui.odds.injury.summary": "Table {table}",
        "ui.odds.table.standard": "standard",
        "ui.odds.table.minus": "Minus",
        "ui.odds.injury_roll": "Jet de Blessure",
        "ui.odds.casualty.title": "Probabilités : Jet d'Élimination",
        "ui.odds.casualty.die": "D16",
        "ui.odds.casualty_roll": "Jet d'Élimination",
        "ui.odds.block.title": "Probabilités : Blocage",
        "ui.odds.block.applied": "Résultat appliqué (le coach qui choisit prend le meilleur pour lui)",
        "ui.odds.block.faces": "Au moins un dé montre…",
    }
)

LABELS.update(
    {
        "ui.participants.need_av": "Donnez l'armure (ar:9 pour 9+) ou choisissez une victime dans la liste.",
        "ui.participants.pick_from_list": "« {value} » : choisissez le joueur dans la liste proposée.",
        "ui.participants.unknown_player": "Ce joueur n'existe pas (ou plus) dans les effectifs de ce serveur.",
        "ui.participants.same_team": "La victime et l'attaquant jouent dans la même équipe.",
        "ui.participants.same_team_block": (
            "{attacker} et {defender} jouent dans la même équipe : un blocage oppose deux équipes."
        ),
        "ui.participants.victim": "Victime : {player}",
        "ui.participants.attacker": "Attaquant : {player}",
        "ui.record.button": "Enregistrer",
        "ui.record.done": "Enregistré",
        "ui.record.already": "Cette blessure est déjà enregistrée.",
        "ui.record.unknown": "Ce jet n'est lié à aucun match ouvert de ce serveur.",
        "ui.record.not_a_casualty": "Ce jet ne s'est pas terminé par une élimination : rien à enregistrer.",
        "ui.record.forbidden": "⛔ Seuls les coachs des deux équipes et les commissaires enregistrent les blessures.",
    }
)

LABELS.update(
    {
        "ui.kickoff.from_match": "FP, meneuses de revue et adjoints : ceux du match ouvert dans ce salon.",
    }
)
