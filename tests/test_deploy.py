"""The deployment files, checked as far as can be without a Docker engine: compose.yaml parses, its bot
services pass our own configuration check and cover every shard exactly once, the data has a volume, and
the Dockerfile copies every package bot.py imports."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import yaml

from config import Settings

ROOT = Path(__file__).resolve().parent.parent


def compose() -> dict:
    return yaml.safe_load((ROOT / "compose.yaml").read_text(encoding="utf-8"))


def bots(spec: dict) -> dict[str, dict]:
    """The bot's processes: the image's services that run bot.py (not ``python -m web``)."""
    return {
        name: service
        for name, service in spec["services"].items()
        if service.get("build") == "." and "command" not in service
    }


def env_of(service: dict, password: str = "secret") -> dict[str, str]:
    """The service's environment as the bot sees it (${POSTGRES_PASSWORD} filled in, DISCORD_TOKEN from .env)."""
    env = {k: str(v).replace("${POSTGRES_PASSWORD}", password) for k, v in service["environment"].items()}
    return {"DISCORD_TOKEN": "abc.def.ghijklmnop", **env}


def test_postgresql_keeps_its_data_in_a_named_volume_and_is_awaited_healthy():
    spec = compose()
    postgres = spec["services"]["postgres"]
    assert postgres["image"].startswith("postgres:")
    volume, mount = postgres["volumes"][0].split(":", 1)
    assert volume in spec["volumes"] and mount == "/var/lib/postgresql/data"
    assert "--locale=C.UTF-8" in postgres["environment"]["POSTGRES_INITDB_ARGS"]  # text sorts as on SQLite
    assert "pg_isready" in " ".join(postgres["healthcheck"]["test"])
    for service in bots(spec).values():
        assert service["depends_on"]["postgres"]["condition"] == "service_healthy"
        assert service["env_file"] == ".env" and service["restart"] == "unless-stopped"


def test_every_bot_service_is_a_valid_configuration_and_the_shards_are_covered_once():
    services = bots(compose())
    assert len(services) >= 2
    settings = [Settings.from_env(env_of(s)) for s in services.values()]
    counts = {s.shard_count for s in settings}
    assert len(counts) == 1
    (count,) = counts
    shards = sorted(i for s in settings for i in s.shard_ids or ())
    assert shards == list(range(count))
    for s in settings:
        assert s.database_url is not None and s.database_url.startswith("postgresql://arbitre:secret@postgres:5432/")


def test_the_image_holds_every_package_the_bot_imports_and_runs_it():
    dockerfile = (ROOT / "Dockerfile").read_text(encoding="utf-8")
    copied = set(re.findall(r"^COPY (\S+) \1$", dockerfile, re.M)) | set(
        re.findall(r"^COPY ((?:\S+\.py ?)+) \./$", dockerfile, re.M)[0].split()
    )
    imported = set()
    for node in ast.walk(ast.parse((ROOT / "bot.py").read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            imported.add(node.module.split(".")[0])
    ours = {name for name in imported if (ROOT / name).is_dir() or (ROOT / f"{name}.py").exists()}
    assert ours and all(name in copied or f"{name}.py" in copied for name in ours), (ours, copied)
    assert "COPY requirements.txt" in dockerfile and "pip install -r requirements.txt" in dockerfile
    assert dockerfile.rstrip().endswith('CMD ["python", "bot.py"]') and "\nUSER " in dockerfile


def test_the_web_service_serves_the_pages_from_the_shared_database_and_the_bots_do_not():
    """Issue 30: ``python -m web`` on the bots' PostgreSQL, listening on every interface inside its container."""
    spec = compose()
    web = spec["services"]["web"]
    assert web["command"] == ["python", "-m", "web"] and web["build"] == "."
    settings = Settings.from_env(env_of(web))
    assert (settings.web_port, settings.web_host) == (8080, "0.0.0.0")
    assert settings.database_url is not None and settings.database_url.startswith("postgresql://arbitre:secret@")
    assert web["ports"] == ["8080:8080"]
    for service in bots(spec).values():
        assert Settings.from_env(env_of(service)).web_port is None
    assert "COPY web web" in (ROOT / "Dockerfile").read_text(encoding="utf-8")
