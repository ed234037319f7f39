"""The cogs import at their top: start-up's laziness lives at one seam (cogs/__init__.py), not in each function.

Until issue 27 about 250 imports sat inside the cogs' functions, each put there for start-up time; a module of
:data:`cogs.LATER` imported at a cog's top now waits for its first use (``tests/test_startup_imports.py`` checks
what start-up leaves waiting). What stays inside a function is listed here, each with the reason on its line.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: (file, module) of each import allowed inside a function of cogs/, with a ``# why`` on its line.
ALLOWED = {
    ("cogs/postmatch/__init__.py", "cogs.postmatch.screens"),  # it imports the package's buttons: a cycle
    ("cogs/pregame/__init__.py", "cogs.pregame.screens"),  # the same
    ("cogs/draft/__init__.py", "cogs.draft.screens"),  # the same
}


def function_imports(root: Path) -> list[tuple[str, int, str, str]]:
    """(file, line, module, the line's text) of every import inside a function under ``root``."""
    found = []
    for path in sorted(root.rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        lines = source.splitlines()
        for function in ast.walk(ast.parse(source)):
            if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            for node in ast.walk(function):
                if isinstance(node, ast.Import | ast.ImportFrom):
                    module = node.module or "" if isinstance(node, ast.ImportFrom) else node.names[0].name
                    name = path.relative_to(root.parent).as_posix()
                    found.append((name, node.lineno, module, lines[node.lineno - 1]))
    return sorted(set(found))


def test_the_cogs_import_at_their_top() -> None:
    inside = function_imports(ROOT / "cogs")
    assert [(name, line, module) for name, line, module, _ in inside if (name, module) not in ALLOWED] == []


def test_each_import_left_inside_a_function_says_why() -> None:
    inside = function_imports(ROOT / "cogs")
    assert [(name, line) for name, line, _, text in inside if "# why" not in text] == []
    assert {(name, module) for name, _, module, _ in inside} == ALLOWED  # none listed that no longer is


def test_the_count_sees_an_import_in_a_nested_function(tmp_path: Path) -> None:
    """The count can fail: an import in a method's inner function is found."""
    (tmp_path / "cog.py").write_text("class C:\n    def m(self):\n        def inner():\n            import json\n")
    assert [(line, module) for _, line, module, _ in function_imports(tmp_path)] == [(4, "json")]
