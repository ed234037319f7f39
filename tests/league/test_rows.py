"""SQL rows are read by column name (issue 27): a column added or moved in a query cannot shift another's value.

Read from the source of league/ and web/: within each function, the names bound to a fetch's result (a row from
``fetchone``/``fetch_one``/``fetchrow``, rows from ``fetchall``/``fetch_all``/``fetch``, and each row a loop or a
comprehension takes from them) must not be read by position: no ``row[0]``, no ``Record(*row)``, no
``tuple(row)``, no ``for a, b in rows``, no ``for value in row``. A row read by name (``row["id"]``,
:func:`league.rows.from_row`) passes.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from league.rows import from_row

ROOT = Path(__file__).resolve().parent.parent.parent
#: A fetch that answers one row, and one that answers a list of rows.
ONE = frozenset({"fetchone", "fetch_one", "fetchrow"})
MANY = frozenset({"fetchall", "fetch_all", "fetch", "fetchmany"})


def _fetched(node: ast.expr) -> str | None:
    """``"one"`` or ``"many"`` for ``[await] x.fetchone(...)`` and the like, else ``None``."""
    if isinstance(node, ast.Await):
        node = node.value
    if not isinstance(node, ast.Call):
        return None
    func = node.func
    name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
    return "one" if name in ONE else "many" if name in MANY else None


@dataclass
class _Bound:
    """The names of one function bound to SQL rows, and to lists of them."""

    rows: set[str] = field(default_factory=set)
    lists: set[str] = field(default_factory=set)

    def is_row(self, node: ast.expr) -> bool:
        return isinstance(node, ast.Name) and node.id in self.rows

    def is_list(self, node: ast.expr) -> bool:
        return _fetched(node) == "many" or (isinstance(node, ast.Name) and node.id in self.lists)


def _bind(nodes: list[ast.AST]) -> tuple[_Bound, list[tuple[int, str]]]:
    """Names bound to rows (to a fixed point: a loop may read a list bound later in the text), and the unpackings."""
    bound = _Bound()
    while True:
        size = len(bound.rows) + len(bound.lists)
        found: list[tuple[int, str]] = []
        for node in nodes:
            if isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None:
                kind = _fetched(node.value)
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for target in targets if kind else []:
                    if isinstance(target, ast.Name):
                        (bound.rows if kind == "one" else bound.lists).add(target.id)
                    else:
                        found.append((node.lineno, "a fetch unpacked by position"))
            if isinstance(node, (ast.For, ast.AsyncFor, ast.comprehension)):
                line = getattr(node, "lineno", getattr(node.target, "lineno", 0))
                if bound.is_list(node.iter):
                    if isinstance(node.target, ast.Name):
                        bound.rows.add(node.target.id)
                    else:
                        found.append((line, "rows unpacked by position"))
                elif bound.is_row(node.iter):
                    found.append((line, "a row's values iterated by position"))
        if len(bound.rows) + len(bound.lists) == size:
            return bound, found


def positional_reads(source: str) -> Iterator[tuple[int, str]]:
    """``(line, what)`` for each SQL row read by position in ``source``."""
    for function in ast.walk(ast.parse(source)):
        if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        nodes = list(ast.walk(function))
        bound, found = _bind(nodes)
        yield from found
        for node in nodes:
            if isinstance(node, ast.Subscript) and bound.is_row(node.value):
                index = node.slice
                if isinstance(index, ast.Constant) and isinstance(index.value, int):
                    yield node.lineno, f"row[{index.value}]"
                elif isinstance(index, ast.Slice):
                    yield node.lineno, "a slice of a row"
            elif isinstance(node, ast.Starred) and bound.is_row(node.value):
                yield node.lineno, "*row"
            elif (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in ("tuple", "list")
                and node.args
                and bound.is_row(node.args[0])
            ):
                yield node.lineno, f"{node.func.id}(row)"


def test_no_sql_row_is_read_by_position_in_league_or_web():
    found = [
        f"{path.relative_to(ROOT)}:{line}: {what}"
        for folder in ("league", "web")
        for path in sorted((ROOT / folder).rglob("*.py"))
        for line, what in positional_reads(path.read_text(encoding="utf-8"))
    ]
    assert found == []


@pytest.mark.parametrize(
    "source",
    [
        "async def f(db):\n    row = await db.fetchone('SELECT 1')\n    return row[0]",
        "async def f(db):\n    row = await db.fetchone('SELECT 1')\n    return Record(*row)",
        "async def f(db):\n    rows = await db.fetchall('SELECT 1')\n    return [r[1] for r in rows]",
        "async def f(db):\n    return [Record(*(int(v) for v in r)) for r in await db.fetchall('SELECT 1')]",
        "async def f(db):\n    for a, b in await db.fetchall('SELECT 1'):\n        pass",
        "async def f(db):\n    rows = await db.fetchall('SELECT 1')\n    return {k: v for k, v in rows}",
        "async def f(c):\n    async with c.execute('SELECT 1') as cur:\n        row = await cur.fetchone()\n"
        "    return tuple(row)",
        "async def f(c):\n    row = await fetch_one(c, 'SELECT 1')\n    return row[2]",
        "async def f(c):\n    a, b = await c.fetchone('SELECT 1, 2')",
    ],
)
def test_each_positional_read_is_found(source):
    assert list(positional_reads(source))


@pytest.mark.parametrize(
    "source",
    [
        "async def f(db):\n    row = await db.fetchone('SELECT 1 AS n')\n    return row['n']",
        "async def f(db):\n    return [from_row(R, r) for r in await db.fetchall('SELECT 1')]",
        "def f(values):\n    return values[0], (*values,)",  # not a row
        "async def f(db):\n    names = [r['name'] for r in await db.fetchall('SELECT 1')]\n    return names[0]",
    ],
)
def test_a_read_by_name_and_other_subscripts_pass(source):
    assert list(positional_reads(source)) == []


def test_from_row_reads_each_field_by_its_column_name():
    @dataclass(frozen=True)
    class Two:
        a: int
        b: str

    assert from_row(Two, {"b": "x", "a": 1, "c": None}) == Two(1, "x")
