"""Ce que le bot écrit à la personne qui le lance (terminal) : réglages refusés, jeton absent ou refusé.

La langue suit le terminal (``config.operator_language``) : l'anglais quand ``LC_ALL``, ``LC_MESSAGES`` ou ``LANG``
commence par ``en``.
"""

from __future__ import annotations

LABELS: dict[str, str] = {
    "operator.config_invalid": "Configuration invalide : {error}",
    "operator.no_token": (
        "Arbitre : aucun DISCORD_TOKEN et pas de terminal interactif.\n"
        "- Pour essayer sans Discord : lancez `make run` dans un terminal (console hors ligne).\n"
        "- Pour un vrai serveur : créez une application sur https://discord.com/developers/applications,\n"
        "  onglet Bot → Reset Token, puis copiez .env.example en .env et renseignez DISCORD_TOKEN."
    ),
    "operator.login_refused": "Connexion refusée par Discord : DISCORD_TOKEN est invalide ou révoqué.",
    # --- a malformed key of .env (config.Settings.from_env) --------------------------------------------
    "config.token": "DISCORD_TOKEN ne ressemble pas à un jeton de bot (Developer Portal → Bot → Reset Token)",
    "config.log_level": "LOG_LEVEL doit valoir {levels} (reçu « {value} »).",
    "config.snowflake": "{name} doit être l'identifiant numérique d'un serveur (clic droit → Copier l'identifiant).",
    "config.bounded": "{name} doit être un nombre entier de {low} à {high} (reçu « {value} »).",
    "config.url": "{name} doit commencer par {schemes} (reçu « {value} »).",
    "config.url.or": " ou ",
    "config.database_url": (
        "DATABASE_URL doit être une adresse PostgreSQL, postgresql://utilisateur:mot-de-passe@hôte:5432/base"
        " (pour SQLite, laissez-la vide et indiquez le fichier dans DATABASE_PATH)."
    ),
    "config.database_both": "DATABASE_URL et DATABASE_PATH sont toutes deux renseignées : gardez-en une seule.",
    "config.shard_ids_alone": "SHARD_IDS demande SHARD_COUNT : le nombre total de shards de tous les processus.",
    "config.shard_count": "SHARD_COUNT doit être un nombre entier de shards, 1 ou plus (reçu « {value} »).",
    "config.shard_ids_form": (
        "SHARD_IDS s'écrit comme 0-3 ou 0,2,5 (reçu « {value} ») : des numéros de shard de 0 à {last}."
    ),
    "config.shard_ids_reversed": "SHARD_IDS : l'intervalle {part} est à l'envers (écrivez {fixed}).",
    "config.shard_missing": (
        "SHARD_IDS : le shard {shard} n'existe pas avec SHARD_COUNT={count} (numéros de 0 à {last})."
    ),
    "config.shard_twice": "SHARD_IDS : un shard est donné deux fois (reçu « {value} »).",
}
