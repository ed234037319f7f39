"""What the bot prints for the person who starts it (terminal): settings refused, token missing or refused.

The language follows the terminal (``config.operator_language``): English when ``LC_ALL``, ``LC_MESSAGES`` or
``LANG`` starts with ``en``.
"""

from __future__ import annotations

LABELS: dict[str, str] = {
    "operator.config_invalid": "Invalid configuration: {error}",
    "operator.no_token": (
        "Arbitre: no DISCORD_TOKEN and no interactive terminal.\n"
        "- To try it without Discord: run `make run` in a terminal (offline console).\n"
        "- For a real server: create an application at https://discord.com/developers/applications,\n"
        "  Bot tab → Reset Token, then copy .env.example to .env and fill in DISCORD_TOKEN."
    ),
    "operator.login_refused": "Discord refused the login: DISCORD_TOKEN is invalid or revoked.",
    # --- a malformed key of .env (config.Settings.from_env) --------------------------------------------
    "config.token": "DISCORD_TOKEN does not look like a bot token (Developer Portal → Bot → Reset Token)",
    "config.log_level": "LOG_LEVEL must be one of {levels} (got “{value}”).",
    "config.snowflake": "{name} must be a server's numeric id (right click → Copy Server ID).",
    "config.bounded": "{name} must be a whole number from {low} to {high} (got “{value}”).",
    "config.url": "{name} must start with {schemes} (got “{value}”).",
    "config.url.or": " or ",
    "config.database_url": (
        "DATABASE_URL must be a PostgreSQL address, postgresql://user:password@host:5432/database"
        " (for SQLite, leave it empty and give the file in DATABASE_PATH)."
    ),
    "config.database_both": "DATABASE_URL and DATABASE_PATH are both set: keep only one.",
    "config.shard_ids_alone": "SHARD_IDS needs SHARD_COUNT: the total number of shards of all the processes.",
    "config.shard_count": "SHARD_COUNT must be a whole number of shards, 1 or more (got “{value}”).",
    "config.shard_ids_form": "SHARD_IDS is written like 0-3 or 0,2,5 (got “{value}”): shard numbers from 0 to {last}.",
    "config.shard_ids_reversed": "SHARD_IDS: the range {part} is backwards (write {fixed}).",
    "config.shard_missing": "SHARD_IDS: shard {shard} does not exist with SHARD_COUNT={count} (numbers 0 to {last}).",
    "config.shard_twice": "SHARD_IDS: a shard is given twice (got “{value}”).",
}
