"""Every word render/ and cogs/ assemble is asked for in a language: the catalogue is never read in its default.

``locales.t`` falls back to French when no language is given; in render/ and cogs/ that would be a reply in
the wrong language for an English reader. An AST walk checks that every catalogue call passes its language
(positionally or as ``lang=``), so the language is threaded as a parameter, never left to a default.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
#: Catalogue function → the position of its language argument.
CALLS = {"t": 1, "tn": 2, "t_map": 2, "has": 1, "error_text": 1}


def _unlanguaged(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in CALLS:
            given = len(node.args) > CALLS[node.func.id] or any(k.arg == "lang" for k in node.keywords)
            if not given:
                found.append(f"{node.lineno}: {ast.unparse(node)[:80]}")
    return found


def _files() -> list[Path]:
    return sorted(p for package in ("render", "cogs") for p in (ROOT / package).rglob("*.py"))


@pytest.mark.parametrize("path", _files(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_catalogue_call_names_its_language(path):
    assert _unlanguaged(path) == []


def test_the_walk_sees_a_call_without_its_language(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('t("ui.ok", lang)\nt("ui.ko")\ntn("x", 2, lang="en")\ntn("y", 2)\n', encoding="utf-8")
    assert [line.split(":")[0] for line in _unlanguaged(sample)] == ["2", "4"]
