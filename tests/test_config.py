"""Settings parsing: defaults, and a clear error naming each malformed key."""

from pathlib import Path

import pytest

from config import DEFAULT_DATABASE, ConfigError, Settings, operator_language


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
        ("DATABASE_URL", "mysql://arbitre@db/arbitre"),
        ("DATABASE_URL", "data/arbitre.sqlite3"),
        ("SHARD_COUNT", "zéro"),
        ("SHARD_COUNT", "0"),
        ("SHARD_IDS", "0-1"),
        ("WEB_PORT", "0"),
        ("WEB_PORT", "http"),
        ("WEB_PORT", "70000"),
        ("WEB_BASE_URL", "arbitre.example"),
    ],
)
def test_malformed_values_name_their_key(key, value):
    with pytest.raises(ConfigError, match=key):
        Settings.from_env({key: value})


def test_the_web_pages_are_off_unless_a_port_or_an_address_is_set():
    """Issue 30: no key, no page; a port serves them here (on 127.0.0.1 unless WEB_HOST says otherwise) and gives
    its own address; WEB_BASE_URL is the address given out (a reverse proxy's, or ``python -m web``'s)."""
    off = Settings.from_env({})
    assert (off.web_port, off.web_address) == (None, None)
    local = Settings.from_env({"WEB_PORT": "8080"})
    assert (local.web_port, local.web_host, local.web_address) == (8080, "127.0.0.1", "http://127.0.0.1:8080")
    public = Settings.from_env({"WEB_PORT": "8080", "WEB_HOST": "0.0.0.0", "WEB_BASE_URL": "https://ligue.example/"})
    assert (public.web_host, public.web_address) == ("0.0.0.0", "https://ligue.example")
    elsewhere = Settings.from_env({"WEB_BASE_URL": "https://ligue.example"})
    assert (elsewhere.web_port, elsewhere.web_address) == (None, "https://ligue.example")


def test_postgresql_is_chosen_by_its_url_and_sqlite_stays_the_default():
    assert Settings.from_env({}).database == DEFAULT_DATABASE
    url = "postgresql://arbitre:secret@db:5432/arbitre"
    settings = Settings.from_env({"DATABASE_URL": url})
    assert settings.database_url == url and settings.database == url
    with pytest.raises(ConfigError, match="DATABASE_URL et DATABASE_PATH"):
        Settings.from_env({"DATABASE_URL": url, "DATABASE_PATH": "data/x.sqlite3"})


@pytest.mark.parametrize(
    ("count", "ids", "expected"),
    [
        ("", "", (None, None)),
        ("4", "", (4, (0, 1, 2, 3))),
        ("4", "0-1", (4, (0, 1))),
        ("8", "6, 2,0-1", (8, (0, 1, 2, 6))),
        ("2", "1", (2, (1,))),
    ],
)
def test_shards_of_this_process(count, ids, expected):
    settings = Settings.from_env({"SHARD_COUNT": count, "SHARD_IDS": ids})
    assert (settings.shard_count, settings.shard_ids) == expected


@pytest.mark.parametrize(
    ("count", "ids", "message"),
    [
        ("2", "0-2", "le shard 2 n'existe pas avec SHARD_COUNT=2"),
        ("4", "3-1", "à l'envers"),
        ("4", "0,0", "deux fois"),
        ("4", "un", "s'écrit comme 0-3"),
        ("4", "1-", "s'écrit comme 0-3"),
    ],
)
def test_bad_shard_ids_say_what_to_write(count, ids, message):
    with pytest.raises(ConfigError, match=message):
        Settings.from_env({"SHARD_COUNT": count, "SHARD_IDS": ids})


@pytest.mark.parametrize(
    ("environ", "lang"),
    [
        ({"LANG": "en_US.UTF-8"}, "en"),
        ({"LANG": "fr_FR.UTF-8"}, "fr"),
        ({"LANG": "C.UTF-8"}, "fr"),
        ({}, "fr"),
        ({"LC_ALL": "en_GB.UTF-8", "LANG": "fr_FR.UTF-8"}, "en"),  # LC_ALL first, as the C library reads them
        ({"LC_MESSAGES": "fr_CA.UTF-8", "LANG": "en_US.UTF-8"}, "fr"),
        ({"LC_ALL": "", "LC_MESSAGES": "", "LANG": "en_AU.UTF-8"}, "en"),  # an empty one does not count
    ],
)
def test_the_terminal_language_is_the_locale_it_says(environ, lang):
    assert operator_language(environ) == lang


@pytest.mark.parametrize(
    ("env", "french", "english"),
    [
        ({"LOG_LEVEL": "BAVARD"}, "LOG_LEVEL doit valoir DEBUG, INFO", "LOG_LEVEL must be one of DEBUG, INFO"),
        ({"DISCORD_API_BASE": "x"}, "doit commencer par http:// ou https://", "must start with http:// or https://"),
        ({"SHARD_COUNT": "4", "SHARD_IDS": "3-1"}, "est à l'envers (écrivez 1-3)", "is backwards (write 1-3)"),
        ({"DEV_GUILD_ID": "12"}, "DEV_GUILD_ID doit être l'identifiant", "DEV_GUILD_ID must be a server's numeric id"),
    ],
)
def test_a_refused_setting_is_said_in_the_terminal_language(env, french, english):
    """An English-speaking league's admin read « LOG_LEVEL doit valoir … » in a terminal set to English."""
    with pytest.raises(ConfigError) as caught:
        Settings.from_env(env)
    assert french in caught.value.text("fr") and french in str(caught.value)
    assert english in caught.value.text("en")
