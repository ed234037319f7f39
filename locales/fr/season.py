"""French labels: the season end (``/season``): commands, the rest-and-relaxation rolls and their screen."""

from __future__ import annotations

from locales.fr.commands import command_labels

LABELS: dict[str, str] = {
    **command_labels("season", "saison", "La saison de la ligue (commissaires)"),
    **command_labels(
        "season end",
        "fin",
        "Fin de saison : RPM levés, Blessures Persistantes et Haines gagnées tirées (4+)",
        dice=("des", "Dés lancés à la main, dans l'ordre (sinon le bot les lance)"),
    ),
    **command_labels("season undo", "annuler", "Annule la dernière fin de saison appliquée"),
    "help.example.season end": "/saison fin",
    "help.example.season undo": "/saison annuler",
    # Rolls (rules.season)
    "step.season_niggling": "Blessure Persistante (intersaison)",
    "step.season_hatred": "Haine (intersaison)",
    "mod.apothecary": "Apothicaire",
    "season.roll.niggling.lost": "Blessure Persistante guérie",
    "season.roll.niggling.kept": "Blessure Persistante conservée",
    "season.roll.hatred.lost": "Haine oubliée",
    "season.roll.hatred.kept": "Haine conservée",
    "season.slot.niggling": "🎲 Blessure Persistante : {player} (D6)",
    "season.slot.hatred": "🎲 Haine ({keyword}) : {player} (D6)",
    # Screen
    "season.title": "Fin de saison : repos et récupération",
    "season.intro": "Tous les RPM sont levés ; chaque Blessure Persistante guérit sur 4+ (+1 avec un "
    "apothicaire) ; chaque Haine gagnée s'oublie sur 4+ ; un joueur en Retraite Temporaire efface chaque Séquelle "
    "sur 4+ (+1 avec un apothicaire) et revient pour la saison suivante.",
    "season.player": "{player} : {changes}",
    "season.rpm": "RPM levé",
    "season.die.modified": "{die} {modifiers} = {total}",
    "season.niggling": "BP 🎲 {dice} : {before} → {after}",
    "season.niggling.same": "BP 🎲 {dice} : aucune ne guérit ({after})",
    "season.hatred": "Haine ({x}) 🎲 {die} : {result}",
    "season.hatred.lost": "oubliée",
    "season.hatred.kept": "gardée",
    "season.nothing": (
        "Aucun joueur n'a de RPM, de Blessure Persistante ni de Haine gagnée : **Confirmer** clôt la saison sans "
        "rien changer d'autre."
    ),
    # a second /season end: the dice it keeps, the typed ones it replaces (issue 26)
    "season.dice.kept.one": "🎲 {count} jet gardé d'une fin de saison lancée plus tôt et pas encore confirmée\u00a0: "
    "aucun dé n'est relancé.\nDes dés tapés à la main se corrigent avant **Confirmer**\u00a0: relancez {command} avec "
    "tous les dés dans l'option « des ».",
    "season.dice.kept.other": "🎲 {count} jets gardés d'une fin de saison lancée plus tôt et pas encore "
    "confirmée\u00a0: aucun dé n'est relancé.\nDes dés tapés à la main se corrigent avant **Confirmer**\u00a0: "
    "relancez {command} avec tous les dés dans l'option « des ».",
    "season.dice.kept_bot.one": "🎲 {count} jet déjà lancé par le bot gardé\u00a0: ses dés ne se relancent pas, ceux "
    "tapés servent aux jets qui manquent.",
    "season.dice.kept_bot.other": "🎲 {count} jets déjà lancés par le bot gardés\u00a0: leurs dés ne se relancent "
    "pas, ceux tapés servent aux jets qui manquent.",
    "season.dice.replaced.one": "✏️ {count} jet tapé plus tôt remplacé par les dés tapés maintenant (le journal des "
    "jets garde les deux).",
    "season.dice.replaced.other": "✏️ {count} jets tapés plus tôt remplacés par les dés tapés maintenant (le journal "
    "des jets garde les deux).",
    "season.more.one": "… et {count} autre joueur.",
    "season.more.other": "… et {count} autres joueurs.",
    "season.footer": "Fin de saison n° {season} · Règles : {ruleset}",
    "season.applied": "✅ Fin de saison appliquée par {name}. Pour l'annuler : /saison annuler.",
    "season.undone": "↩️ Fin de saison annulée : les joueurs sont revenus à leur état d'avant.",
    "season.error.forbidden": "⛔ Seuls les commissaires de la ligue mènent la fin de saison.",
    # A season already ended: its post-matches stay as they were applied.
    "error.postmatch.undo_ended_season": "Impossible d'annuler l'après-match du match n° {match} : la saison "
    "{season} est terminée, et l'annuler rendrait à ses joueurs les RPM que la fin de saison a levés. Annulez "
    "d'abord la fin de saison (/saison annuler), tant que la nouvelle saison n'a aucun match.",
    # --- the season end: a Temporarily Retiring player's séquelles ---
    "step.season_reduction": "Séquelle (Retraite Temporaire, intersaison)",
    "season.roll.reduction.lost": "Séquelle effacée",
    "season.roll.reduction.kept": "Séquelle conservée",
    "season.slot.reduction": "🎲 Séquelle en Retraite Temporaire : {player} (D6)",
    "season.reduction": "Séquelle {change} 🎲 {die} : {result}",
    "season.reduction.back": "effacée",
    "season.reduction.kept": "gardée",
    "season.retired_back": "revient de sa Retraite Temporaire",
}
