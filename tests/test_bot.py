"""bot.py reads a .env file where python-dotenv would find it, and imports python-dotenv only when there is one."""

import os
import subprocess
import sys
from pathlib import Path

from config import load_env_file

ROOT = Path(__file__).resolve().parent.parent


def test_the_nearest_env_file_is_read_without_overriding_the_environment(tmp_path, monkeypatch):
    (tmp_path / ".env").write_text("ARBITRE_TEST_A=from-file\nARBITRE_TEST_B=from-file\n", encoding="utf-8")
    inner = tmp_path / "bot" / "folder"
    inner.mkdir(parents=True)
    monkeypatch.delenv("ARBITRE_TEST_A", raising=False)
    monkeypatch.setenv("ARBITRE_TEST_B", "already set")
    assert load_env_file(inner) == tmp_path / ".env"
    assert os.environ["ARBITRE_TEST_A"] == "from-file"
    assert os.environ["ARBITRE_TEST_B"] == "already set"
    monkeypatch.delenv("ARBITRE_TEST_A")


def test_without_a_file_python_dotenv_is_not_even_imported(tmp_path):
    code = (
        "import sys; from pathlib import Path; import bot;"
        f" assert bot.load_env_file(Path({str(tmp_path)!r})) is None; print('dotenv' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"
