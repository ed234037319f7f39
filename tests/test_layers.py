"""The layers of docs/design.md, read from the source: which package may import which.

Every import counts, wherever it is written (module level, inside a function, under ``TYPE_CHECKING``):
a type-only or lazy import is still a dependency. The standard library is always allowed.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: Package (or top-level module) → what it may import besides the standard library and itself.
LAYERS: dict[str, frozenset[str]] = {
    "rules": frozenset(),  # the game: pure Python
    "locales": frozenset(),  # the catalogue: data
    "records": frozenset({"rules"}),  # the league's records: validated dataclasses, no I/O
    "league": frozenset({"rules", "records", "aiosqlite", "asyncpg", "orjson"}),  # storage, no discord
    "render": frozenset({"rules", "records", "locales", "discord", "PIL"}),  # what users see, no storage
    # guided sequences (issue 27): each step's rules call, screen and actions, in one registry per sequence
    "sequences": frozenset({"rules", "records", "locales", "render", "discord"}),
    # what follows a roll (its buttons' state and claims), below the cogs: storage, no discord
    "rolls": frozenset({"rules", "records", "league", "locales"}),
    "cogs": frozenset({"rules", "records", "locales", "render", "sequences", "league", "rolls", "discord", "bot"}),
    "bot": frozenset(
        {"cogs", "config", "league", "locales", "discord", "dotenv", "fakediscord", "orjson", "web", "aiohttp"}
    ),
    "config": frozenset({"rules", "locales", "dotenv"}),  # errors as data, said in the terminal's language; .env
    "move": frozenset({"league"}),
    "fakediscord": frozenset({"discord", "aiohttp", "yarl", "zstandard", "config"}),  # config: the terminal's language
    # the league's web pages (issue 30): read through the repositories, words from the catalogue, no discord
    "web": frozenset({"rules", "records", "locales", "league", "aiohttp", "jinja2", "config", "dotenv"}),
}
#: Not layered: they drive everything (benchmarks, tests).
FREE = frozenset({"bench", "tests"})

#: Cycles allowed because one side imports the other lazily, on purpose: the fake Discord's package
#: loads its server on first use, and the post-match cog its screens (the post-match's storage, rules and
#: drawing stay out of start-up; the screens build the cog's persistent buttons). The database is no longer
#: one: each backend imports the neutral base (league.database), and only the seam (league.db) picks one.
LAZY_SEAMS = frozenset(
    {
        # the server and its parts (state → ws → rest → actions → server), all behind the package's lazy load
        frozenset(
            {"fakediscord", "fakediscord.server", "fakediscord.state", "fakediscord.ws", "fakediscord.rest"}
            | {"fakediscord.actions"}
        ),
        frozenset({"cogs.postmatch", "cogs.postmatch.screens"}),
        frozenset({"cogs.pregame", "cogs.pregame.screens"}),
        frozenset({"cogs.draft", "cogs.draft.screens"}),
    }
)


def sources() -> Iterator[Path]:
    for path in sorted(ROOT.rglob("*.py")):
        rel = path.relative_to(ROOT)
        if not rel.parts[0].startswith("."):
            yield path


def owner(path: Path) -> str:
    """The layer a file belongs to: its top folder, or its module name at the root (``bot``)."""
    rel = path.relative_to(ROOT)
    return rel.parts[0].removesuffix(".py")


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def imported(source: str, *, lazy: bool = True, typing_only: bool = True) -> set[str]:
    """Absolute module names ``source`` imports (``from a.b import c`` gives ``a.b`` and ``a.b.c``).

    ``lazy``: with the imports inside functions; ``typing_only``: with those under ``TYPE_CHECKING``.
    """
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if not lazy and isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
                continue
            if not typing_only and isinstance(child, ast.If) and _type_checking(child):
                for branch in child.orelse:
                    visit(branch)
                continue
            if isinstance(child, ast.Import):
                found.update(alias.name for alias in child.names)
            elif isinstance(child, ast.ImportFrom) and child.level == 0 and child.module:
                found.add(child.module)
                found.update(f"{child.module}.{alias.name}" for alias in child.names)
            visit(child)

    visit(ast.parse(source))
    return found


def read(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def test_every_package_has_a_place_in_the_layers() -> None:
    owners = {owner(p) for p in sources()}
    assert owners - LAYERS.keys() - FREE == set(), "a new package: add it to LAYERS and to docs/design.md"


def test_each_package_imports_only_what_its_layer_allows() -> None:
    stdlib = sys.stdlib_module_names | {"__future__"}
    wrong = []
    for path in sources():
        layer = owner(path)
        if layer in FREE:
            continue
        for name in imported(read(path)):
            top = name.split(".")[0]
            if top != layer and top not in stdlib and top not in LAYERS[layer]:
                wrong.append(f"{path.relative_to(ROOT)} imports {name}")
    assert sorted(set(wrong)) == []


def test_the_layers_keep_storage_and_discord_apart() -> None:
    """The table above says what the design says: only the cogs and the entry point hold both sides."""
    assert LAYERS["rules"] == LAYERS["locales"] == frozenset()
    assert "league" not in LAYERS["render"] and "discord" not in LAYERS["league"]
    both = {name for name, allowed in LAYERS.items() if {"league", "discord"} <= allowed}
    assert both == {"cogs", "bot"}


def _cycles(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """Strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[frozenset[str]] = []
    for start in graph:
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.add(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(frozenset(component))
    return found


def _graph(*, lazy: bool) -> dict[str, set[str]]:
    """The modules of the layered packages and what each runs (type-only imports left out: the cogs name
    the bot class for the type checker, and the bot imports the cogs)."""
    modules = {module_name(p): p for p in sources() if owner(p) not in FREE}
    return {name: imported(read(path), lazy=lazy, typing_only=False) & modules.keys() for name, path in modules.items()}


def test_no_import_cycles() -> None:
    """No two modules need each other; a lazy import that hides a cycle is one of the named seams."""
    assert _cycles(_graph(lazy=False)) == []
    assert set(_cycles(_graph(lazy=True))) <= LAZY_SEAMS


def test_the_cycle_finder_finds_a_cycle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert _cycles(graph) == [frozenset({"a", "b", "c"})]


def test_the_reader_sees_every_form_of_import() -> None:
    source = """
import a.b as ab, c
from d.e import f
from . import relative
if TYPE_CHECKING:
    from g import H
def later():
    import i
class K:
    async def m(self):
        from j import J
"""
    every = {"a.b", "c", "d.e", "d.e.f", "g", "g.H", "i", "j", "j.J"}
    assert imported(source) == every
    assert imported(source, lazy=False) == {"a.b", "c", "d.e", "d.e.f", "g", "g.H"}
    assert imported(source, typing_only=False) == every - {"g", "g.H"}
