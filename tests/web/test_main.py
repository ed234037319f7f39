"""``python -m web``: the pages as their own process on the league's database (issue 30, for PostgreSQL
deployments; checked here on a SQLite file), stopped cleanly by SIGTERM; without WEB_PORT it says what to set."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request

from fakediscord.process import REPO_ROOT
from tests.e2e.test_web_page import free_port
from tests.web.seed import TOKEN, seed_web_file


def _env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DATABASE_", "WEB_"))}
    env.update(LANG="C.UTF-8", **extra)
    return env


def _get(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return int(response.status)
    except urllib.error.HTTPError as exc:
        return exc.code


def test_python_m_web_serves_the_pages_and_stops_on_sigterm(tmp_path):
    path = tmp_path / "league.sqlite3"
    asyncio.run(seed_web_file(path))
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "web"],
        cwd=tmp_path,  # no .env there
        env=_env(DATABASE_PATH=str(path), WEB_PORT=str(port), PYTHONPATH=str(REPO_ROOT)),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                status = _get(f"http://127.0.0.1:{port}/l/{TOKEN}/")
                break
            except OSError:
                assert proc.poll() is None and time.monotonic() < deadline, proc.stdout.read() if proc.stdout else ""
                time.sleep(0.1)
        assert status == 200
        assert _get(f"http://127.0.0.1:{port}/l/{'x' * 24}/") == 404
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(10) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def test_python_m_web_without_a_port_says_what_to_set(tmp_path):
    done = subprocess.run(
        [sys.executable, "-m", "web"],
        cwd=tmp_path,
        env=_env(PYTHONPATH=str(REPO_ROOT), DATABASE_PATH=str(tmp_path / "x.sqlite3")),
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert done.returncode == 2 and "WEB_PORT" in done.stderr
