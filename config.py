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

    @classmethod
    def from_env(cls, env: Mapping[str, str]) -> Settings:
        """Parse and check every key; unknown keys are ignored."""
        token = env.get("DISCORD_TOKEN", "").strip() or None
        if token is not None and (" " in token or len(token) < 10):
            raise ConfigError("DISCORD_TOKEN ne ressemble pas à un jeton de bot (Developer Portal → Bot → Reset Token)")
        level = env.get("LOG_LEVEL", "INFO").strip().upper() or "INFO"
        if level not in LOG_LEVELS:
            raise ConfigError(f"LOG_LEVEL doit valoir {', '.join(LOG_LEVELS)} (reçu « {level} »).")
        return cls(
            token=token,
            database_path=Path(env.get("DATABASE_PATH", "").strip() or DEFAULT_DATABASE),
            dev_guild_id=_snowflake(env, "DEV_GUILD_ID"),
            log_level=level,
            api_base=_url(env, "DISCORD_API_BASE", ("http://", "https://")),
            gateway_url=_url(env, "DISCORD_GATEWAY_URL", ("ws://", "wss://")),
            roll_flush_ms=_bounded(env, "ROLL_FLUSH_MS", 50, 0, 10_000),
        )

    @property
    def logging_level(self) -> int:
        return logging.getLevelName(self.log_level)


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
