"""Settings parsing: defaults, and a clear error naming each malformed key."""

from pathlib import Path

import pytest

from config import DEFAULT_DATABASE, ConfigError, Settings


def test_defaults_without_any_key():
    settings = Settings.from_env({})
    assert settings.token is None
    assert settings.database_path == DEFAULT_DATABASE
    assert settings.dev_guild_id is None
    assert settings.log_level == "INFO"
    assert settings.roll_flush_ms == 50


def test_every_key_is_read():
    settings = Settings.from_env(
        {
            "DISCORD_TOKEN": "abc.def.ghijklmnop",
            "DATABASE_PATH": "/tmp/x.sqlite3",
            "DEV_GUILD_ID": "123456789012345678",
            "LOG_LEVEL": "debug",
            "DISCORD_API_BASE": "http://127.0.0.1:9/api/v10/",
            "DISCORD_GATEWAY_URL": "ws://127.0.0.1:9/gateway",
            "ROLL_FLUSH_MS": "0",
        }
    )
    assert settings.roll_flush_ms == 0
    assert settings.database_path == Path("/tmp/x.sqlite3")
    assert settings.dev_guild_id == 123456789012345678
    assert settings.log_level == "DEBUG"
    assert settings.api_base == "http://127.0.0.1:9/api/v10"


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("DEV_GUILD_ID", "mon-serveur"),
        ("DEV_GUILD_ID", "12"),
        ("LOG_LEVEL", "BAVARD"),
        ("DISCORD_TOKEN", "court"),
        ("DISCORD_TOKEN", "avec des espaces dedans"),
        ("DISCORD_API_BASE", "127.0.0.1:9"),
        ("DISCORD_GATEWAY_URL", "http://127.0.0.1:9"),
        ("ROLL_FLUSH_MS", "-5"),
        ("ROLL_FLUSH_MS", "20000"),
    ],
)
def test_malformed_values_name_their_key(key, value):
    with pytest.raises(ConfigError, match=key):
        Settings.from_env({key: value})
