"""Settings from the environment (and `.env`), validated once at start.

A bad value stops the bot with a message naming the key and what to write,
rather than a traceback deep inside discord.py.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

DEFAULT_DATABASE = Path("data") / "arbitre.sqlite3"
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")


class ConfigError(ValueError):
    """A configuration key is malformed; the message says which and how to fix it."""


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the bot reads from its environment."""

    token: str | None
    database_path: Path
    dev_guild_id: int | None
    log_level: str
    api_base: str | None
    gateway_url: str | None
    roll_flush_ms: int = 50
    database_url: str | None = None
    shard_count: int | None = None
    shard_ids: tuple[int, ...] | None = None

    @classmethod
    def from_env(cls, env: Mapping[str, str]) -> Settings:
        """Parse and check every key; unknown keys are ignored."""
        token = env.get("DISCORD_TOKEN", "").strip() or None
        if token is not None and (" " in token or len(token) < 10):
            raise ConfigError("DISCORD_TOKEN ne ressemble pas à un jeton de bot (Developer Portal → Bot → Reset Token)")
        level = env.get("LOG_LEVEL", "INFO").strip().upper() or "INFO"
        if level not in LOG_LEVELS:
            raise ConfigError(f"LOG_LEVEL doit valoir {', '.join(LOG_LEVELS)} (reçu « {level} »).")
        shard_count, shard_ids = _shards(env)
        return cls(
            token=token,
            database_path=Path(env.get("DATABASE_PATH", "").strip() or DEFAULT_DATABASE),
            dev_guild_id=_snowflake(env, "DEV_GUILD_ID"),
            log_level=level,
            api_base=_url(env, "DISCORD_API_BASE", ("http://", "https://")),
            gateway_url=_url(env, "DISCORD_GATEWAY_URL", ("ws://", "wss://")),
            roll_flush_ms=_bounded(env, "ROLL_FLUSH_MS", 50, 0, 10_000),
            database_url=_database_url(env),
            shard_count=shard_count,
            shard_ids=shard_ids,
        )

    @property
    def database(self) -> str | Path:
        """What :meth:`league.db.Database.open` opens: the PostgreSQL URL, else the SQLite file."""
        return self.database_url or self.database_path

    @property
    def logging_level(self) -> int:
        return logging.getLevelNamesMapping()[self.log_level]


def _snowflake(env: Mapping[str, str], key: str) -> int | None:
    raw = env.get(key, "").strip()
    if not raw:
        return None
    if not raw.isdigit() or not 15 <= len(raw) <= 21:
        raise ConfigError(f"{key} doit être l'identifiant numérique d'un serveur (clic droit → Copier l'identifiant).")
    return int(raw)


def _bounded(env: Mapping[str, str], key: str, default: int, low: int, high: int) -> int:
    raw = env.get(key, "").strip()
    if not raw:
        return default
    if not raw.isdigit() or not low <= int(raw) <= high:
        raise ConfigError(f"{key} doit être un nombre entier de {low} à {high} (reçu « {raw} »).")
    return int(raw)


def _url(env: Mapping[str, str], key: str, schemes: tuple[str, ...]) -> str | None:
    raw = env.get(key, "").strip()
    if not raw:
        return None
    if not raw.startswith(schemes):
        raise ConfigError(f"{key} doit commencer par {' ou '.join(schemes)} (reçu « {raw} »).")
    return raw.rstrip("/")


def _database_url(env: Mapping[str, str]) -> str | None:
    raw = env.get("DATABASE_URL", "").strip()
    if not raw:
        return None
    if not raw.startswith(("postgresql://", "postgres://")):
        raise ConfigError(
            "DATABASE_URL doit être une adresse PostgreSQL, postgresql://utilisateur:mot-de-passe@hôte:5432/base"
            " (pour SQLite, laissez-la vide et indiquez le fichier dans DATABASE_PATH)."
        )
    if env.get("DATABASE_PATH", "").strip():
        raise ConfigError("DATABASE_URL et DATABASE_PATH sont toutes deux renseignées : gardez-en une seule.")
    return raw


def _shards(env: Mapping[str, str]) -> tuple[int | None, tuple[int, ...] | None]:
    """``SHARD_COUNT`` (all of Discord's shards) and ``SHARD_IDS`` (this process's: ``0-3``, ``4,6``)."""
    raw_count = env.get("SHARD_COUNT", "").strip()
    raw_ids = env.get("SHARD_IDS", "").strip()
    if not raw_count:
        if raw_ids:
            raise ConfigError("SHARD_IDS demande SHARD_COUNT : le nombre total de shards de tous les processus.")
        return None, None
    if not raw_count.isdigit() or not 1 <= int(raw_count) <= 100_000:
        raise ConfigError(f"SHARD_COUNT doit être un nombre entier de shards, 1 ou plus (reçu « {raw_count} »).")
    count = int(raw_count)
    if not raw_ids:
        return count, tuple(range(count))
    ids: list[int] = []
    for part in raw_ids.replace(" ", "").split(","):
        low, dash, high = part.partition("-")
        if not low.isdigit() or (dash and not high.isdigit()):
            raise ConfigError(
                f"SHARD_IDS s'écrit comme 0-3 ou 0,2,5 (reçu « {raw_ids} ») : des numéros de shard de 0 à {count - 1}."
            )
        first, last = int(low), int(high) if dash else int(low)
        if first > last:
            raise ConfigError(f"SHARD_IDS : l'intervalle {part} est à l'envers (écrivez {last}-{first}).")
        ids.extend(range(first, last + 1))
    outside = [i for i in ids if i >= count]
    if outside:
        raise ConfigError(
            f"SHARD_IDS : le shard {outside[0]} n'existe pas avec SHARD_COUNT={count} (numéros de 0 à {count - 1})."
        )
    if len(set(ids)) != len(ids):
        raise ConfigError(f"SHARD_IDS : un shard est donné deux fois (reçu « {raw_ids} »).")
    return count, tuple(sorted(ids))
