"""Settings from the environment (and `.env`), validated once at start.

A bad value stops the bot with a message naming the key and what to write, in the language of the person
who starts it (:func:`operator_language`), rather than a traceback deep inside discord.py.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from rules.errors import DomainError

DEFAULT_DATABASE = Path("data") / "arbitre.sqlite3"
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")


class ConfigError(DomainError):
    """A configuration key is malformed: the message (``config.*`` in the catalogue) says which and how to fix it.

    A tuple parameter is a list of alternatives, said with the language's « ou » / "or".
    """

    def text(self, lang: str) -> str:
        from locales import t, t_map

        joined = t("config.url.or", lang)
        return t_map(self.key, {k: joined.join(v) if isinstance(v, tuple) else v for k, v in self.params.items()}, lang)

    def __str__(self) -> str:
        return self.text("fr")


def operator_language(environ: Mapping[str, str]) -> str:
    """The language of what the bot prints in its terminal (and of the offline console's member): English when
    the locale the terminal says it speaks (``LC_ALL``, else ``LC_MESSAGES``, else ``LANG``) starts with ``en``
    (``en_GB.UTF-8``), French otherwise."""
    for key in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(key, "").strip()
        if value:
            return "en" if value.lower().startswith("en") else "fr"
    return "fr"


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
    #: The league pages (issue 30): served in this process on ``web_host:web_port`` when a port is set.
    web_port: int | None = None
    #: What the pages' addresses start with, as readers reach them (a reverse proxy's), when not the port's own.
    web_base_url: str | None = None
    web_host: str = "127.0.0.1"

    @classmethod
    def from_env(cls, env: Mapping[str, str]) -> Settings:
        """Parse and check every key; unknown keys are ignored."""
        token = env.get("DISCORD_TOKEN", "").strip() or None
        if token is not None and (" " in token or len(token) < 10):
            raise ConfigError("config.token")
        level = env.get("LOG_LEVEL", "INFO").strip().upper() or "INFO"
        if level not in LOG_LEVELS:
            raise ConfigError("config.log_level", levels=", ".join(LOG_LEVELS), value=level)
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
            web_port=_bounded(env, "WEB_PORT", 0, 1, 65_535) or None,
            web_base_url=_url(env, "WEB_BASE_URL", ("http://", "https://")),
            web_host=env.get("WEB_HOST", "").strip() or "127.0.0.1",
        )

    @property
    def database(self) -> str | Path:
        """What :func:`league.db.open_database` opens: the PostgreSQL URL, else the SQLite file."""
        return self.database_url or self.database_path

    @property
    def web_address(self) -> str | None:
        """The base of the league pages' addresses: ``WEB_BASE_URL``, else this process's own port on this machine,
        ``None`` when the pages are off (no page can be given out)."""
        if self.web_base_url is not None:
            return self.web_base_url
        if self.web_port is not None:
            host = "127.0.0.1" if self.web_host in ("0.0.0.0", "::", "") else self.web_host
            return f"http://{host}:{self.web_port}"
        return None

    @property
    def logging_level(self) -> int:
        return logging.getLevelNamesMapping()[self.log_level]


def _snowflake(env: Mapping[str, str], key: str) -> int | None:
    raw = env.get(key, "").strip()
    if not raw:
        return None
    if not raw.isdigit() or not 15 <= len(raw) <= 21:
        raise ConfigError("config.snowflake", name=key)
    return int(raw)


def _bounded(env: Mapping[str, str], key: str, default: int, low: int, high: int) -> int:
    raw = env.get(key, "").strip()
    if not raw:
        return default
    if not raw.isdigit() or not low <= int(raw) <= high:
        raise ConfigError("config.bounded", name=key, low=low, high=high, value=raw)
    return int(raw)


def _url(env: Mapping[str, str], key: str, schemes: tuple[str, ...]) -> str | None:
    raw = env.get(key, "").strip()
    if not raw:
        return None
    if not raw.startswith(schemes):
        raise ConfigError("config.url", name=key, schemes=schemes, value=raw)
    return raw.rstrip("/")


def _database_url(env: Mapping[str, str]) -> str | None:
    raw = env.get("DATABASE_URL", "").strip()
    if not raw:
        return None
    if not raw.startswith(("postgresql://", "postgres://")):
        raise ConfigError("config.database_url")
    if env.get("DATABASE_PATH", "").strip():
        raise ConfigError("config.database_both")
    return raw


def _shards(env: Mapping[str, str]) -> tuple[int | None, tuple[int, ...] | None]:
    """``SHARD_COUNT`` (all of Discord's shards) and ``SHARD_IDS`` (this process's: ``0-3``, ``4,6``)."""
    raw_count = env.get("SHARD_COUNT", "").strip()
    raw_ids = env.get("SHARD_IDS", "").strip()
    if not raw_count:
        if raw_ids:
            raise ConfigError("config.shard_ids_alone")
        return None, None
    if not raw_count.isdigit() or not 1 <= int(raw_count) <= 100_000:
        raise ConfigError("config.shard_count", value=raw_count)
    count = int(raw_count)
    if not raw_ids:
        return count, tuple(range(count))
    ids: list[int] = []
    for part in raw_ids.replace(" ", "").split(","):
        low, dash, high = part.partition("-")
        if not low.isdigit() or (dash and not high.isdigit()):
            raise ConfigError("config.shard_ids_form", value=raw_ids, last=count - 1)
        first, last = int(low), int(high) if dash else int(low)
        if first > last:
            raise ConfigError("config.shard_ids_reversed", part=part, fixed=f"{last}-{first}")
        ids.extend(range(first, last + 1))
    outside = [i for i in ids if i >= count]
    if outside:
        raise ConfigError("config.shard_missing", shard=outside[0], count=count, last=count - 1)
    if len(set(ids)) != len(ids):
        raise ConfigError("config.shard_twice", value=raw_ids)
    return count, tuple(sorted(ids))


#: The project's folder (config.py sits at its top, beside bot.py).
HERE = Path(__file__).resolve().parent


def load_env_file(start: Path = HERE) -> Path | None:
    """Read the ``.env`` file python-dotenv would find (in ``start``, the project's folder, or the nearest parent), if
    there is one, without overriding the environment; python-dotenv is imported only then (≈ 2 ms of start-up)."""
    found = next((folder / ".env" for folder in (start, *start.parents) if (folder / ".env").is_file()), None)
    if found is not None:
        from dotenv import load_dotenv

        load_dotenv(found)
    return found


def settings_or_say(environ: Mapping[str, str], lang: str) -> Settings | None:
    """The settings of ``environ``, or ``None`` once what is wrong with them is said on stderr in ``lang`` (the bot
    and the web pages start the same way)."""
    from locales import t

    try:
        return Settings.from_env(environ)
    except ConfigError as exc:
        print(t("operator.config_invalid", lang, error=exc.text(lang)), file=sys.stderr)
        return None
