"""``rules/`` and ``locales/`` stay pure: no Discord, no storage, no network, no clock.

Every module is parsed with ``ast`` (nothing is imported), so a forbidden import
fails here even if it sits in a branch no test runs.
"""

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PURE_PACKAGES = ("rules", "locales")
FORBIDDEN = frozenset(
    {"discord", "aiosqlite", "aiohttp", "socket", "sqlite3", "requests", "urllib", "asyncio", "time", "datetime"}
)
DYNAMIC_IMPORTERS = frozenset({"__import__", "import_module"})


def forbidden_imports(source: str) -> list[str]:
    """Top-level names of forbidden modules imported by ``source`` (static or by a literal string)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        elif isinstance(node, ast.Call):
            func = node.func
            called = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
            if called in DYNAMIC_IMPORTERS and node.args and isinstance(node.args[0], ast.Constant):
                names = [str(node.args[0].value)]
        found += [name for name in names if name.split(".")[0] in FORBIDDEN]
    return found


def pure_modules() -> list[Path]:
    return sorted(path for package in PURE_PACKAGES for path in (ROOT / package).rglob("*.py"))


def test_there_are_modules_to_check():
    names = {path.relative_to(ROOT).as_posix() for path in pure_modules()}
    assert {"rules/injury.py", "rules/odds.py", "locales/fr/injury.py"} <= names


@pytest.mark.parametrize("path", pure_modules(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_module_imports_nothing_impure(path):
    assert forbidden_imports(path.read_text(encoding="utf-8")) == []


@pytest.mark.parametrize(
    "source",
    [
        "import discord",
        "import discord.ext.commands as c",
        "from aiosqlite import connect",
        "from urllib.parse import quote",
        "import os, socket",
        "def f():\n    import time\n",
        "from datetime import datetime",
        "import asyncio",
        "import importlib\nimportlib.import_module('sqlite3')",
        "__import__('requests')",
        "try:\n    import aiohttp\nexcept ImportError:\n    pass",
    ],
)
def test_the_checker_catches_every_forbidden_form(source):
    assert forbidden_imports(source)


@pytest.mark.parametrize(
    "source",
    [
        "import random",
        "import secrets",
        "from fractions import Fraction",
        "from rules.time_limits import X",
        "import timeit",
    ],
)
def test_the_checker_allows_pure_imports(source):
    assert forbidden_imports(source) == []
