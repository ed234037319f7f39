"""``rules/``, ``records/``, ``league/``, ``sequences/`` and ``cogs/`` hold no words shown to people, only keys.

An AST walk reads every string literal (f-strings included) outside docstrings. A literal is fine when it
holds no word (punctuation, an emoji, a number), when it is one token of ASCII (an identifier, a catalogue
key, a custom id, a regular expression), when it is SQL, or when it is the English message of a log call or
of an exception that is not a :class:`~rules.errors.DomainError` (a bug's message, for developers). Data that
are names people type or the seeds' own words (skills, glossary terms, column aliases…) live in the tables
listed in :data:`NAME_TABLES`, each with its reason. Anything else is a sentence that belongs in ``locales/``.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("rules", "records", "league", "sequences", "cogs")

#: Module-level assignments whose strings are data, not messages: (path, name) → why.
NAME_TABLES: dict[tuple[str, str], str] = {
    ("rules/skills.py", "_SKILL_ROWS"): "the official skills' French and English names, matched against typed names",
    ("rules/skills.py", "_TRAIT_ROWS"): "the official traits' French and English names, matched against typed names",
    ("rules/skills.py", "_CATEGORY_NAMES"): "category names as people type them, in both languages",
    ("rules/glossary.py", "ENTRIES"): "the seeds' terms and their word-for-word quotes (tested against docs/seeds)",
    ("rules/glossary.py", "SPECIAL_ACTIONS_IN_BLITZ"): "skill names in both languages (data of the glossary)",
    ("rules/team_rules.py", "NAMES"): "the book's special rules, by their French and English names",
    ("rules/pregame/inducements.py", "NAMES"): "the inducements' French and English names, looked up by /rule",
    ("rules/pregame/prayers.py", "NAMES"): "the Prayers to Nuffle's French and English names, looked up by /rule",
    (
        "rules/pregame/starplayers.py",
        "STAR_PLAYERS",
    ): "the book's Star Players: names, keywords and special rules' names as printed (docs/bb2025-starplayers.md)",
    ("rules/rosters.py", "_ROSTERS"): "the book's Team Rosters (docs/bb2025-rosters.md): their names as printed "
    "and as people type them in both languages",
    ("rules/rosters.py", "_POSITIONS"): "the book's Team Rosters: positions and keywords as printed "
    "(docs/bb2025-rosters.md)",
    ("rules/rosters.py", "FRENCH_ROLES"): "the role keywords' French names (rules-reference §4), as people type them",
    ("rules/rosters.py", "FRENCH_RACES"): "race keywords' French names, as people type a position in French",
    ("records/models.py", "_LIGATURES"): "letters people type, folded for the search",
    ("league/roster_csv.py", "_ALIASES"): "a roster CSV's column names as people type them, in both languages",
    ("rules/injury.py", "HATRED_EXCLUDED_KEYWORDS"): "roster keywords as printed, in both languages",
    ("rules/standings.py", "_TIEBREAKER_WORDS"): "tie-breaker words as people type them, in both languages",
}
#: One-off literals that read as words but are not: (path, text) → why.
ALLOWED: dict[tuple[str, str], str] = {
    ("records/models.py", "hatred ("): "a gained Haine (X) as the rules read it: the skill's key and its keyword",
    ("rules/positions.py", "loner (4+)"): "a Journeyman's Loner (4+) as a sheet carries it: the skill's key, its value",
    ("rules/pregame/prayers.py", "loner (2+)"): "Bad Habits' Loner (2+) as a sheet carries it: skill key, value",
    ("rules/postmatch/inputs.py", r"^#?(\d{1,2})(?:[x×*](\d{1,2}))?$"): "a regular expression (7x2: twice #7)",
    ("cogs/utils/league.py", "n°"): "how a match number may be typed before its digits (« n° 12 »)",
    ("cogs/utils/league.py", r"#?(?P<number>\d{1,2}) +(?P<name>.+?) +— +(?P<team>.+)"): "a regular expression: the "
    "player autocomplete's label (« #7 Grak — Orques de Fer ») typed by hand",
    ("cogs/matches.py", "match start"): "the command a stored roll came from (an identifier)",
    ("league/rolls.py", ") DO NOTHING"): "SQL: the end of the INSERT first_on_roll builds around its conflict key",
    (
        "league/rolls.py",
        " ON CONFLICT (id) DO NOTHING",
    ): "SQL: the write-behind's insert, given a roll again (issue 26)",
    ("cogs/matches.py", "postmatch start"): "a command's qualified name (an identifier), mentioned for each reader",
    ("cogs/fixtures.py", "postmatch start"): "a command's qualified name (an identifier), mentioned for each reader",
    ("cogs/season.py", "season end"): "a command's qualified name (an identifier), mentioned for each reader",
    ("cogs/matches.py", "prematch start"): "a command's qualified name (an identifier), mentioned for each reader",
    ("cogs/league.py", "player add"): "a command's qualified name (an identifier), mentioned for each reader",
    ("cogs/league.py", "player import"): "a command's qualified name (an identifier), mentioned for each reader",
    ("cogs/league.py", "player list"): "a command's qualified name (an identifier), mentioned for each reader",
    (
        "league/match_kinds.py",
        "kind <> 'friendly'",
    ): "SQL: a condition on the matches' kind column, joined into queries",
    (
        "league/schema.py",
        "-- schema of migration {version:04d} (python -m league.schema)\n",
    ): "SQL comment: the generated schema's first line (its version, read back), never shown to a user",
}

#: SQL, recognised by its keywords, its placeholders or its snake_case column names.
_SQL = re.compile(
    r"\b(SELECT|INSERT|UPDATE|DELETE|CREATE|ALTER|FROM|WHERE|JOIN|VALUES|ORDER BY|GROUP BY|LIMIT|SET|AND|OR|IS NULL"
    r"|PRAGMA|BEGIN|COMMIT|CASE|WHEN|RETURNING|PRIMARY KEY)\b|\?|\b[a-z]+_[a-z_]+\b|\b[a-z]\.[a-z_]+\b"
)
_LOG_METHODS = frozenset({"debug", "info", "warning", "error", "exception", "critical", "log"})
_DOMAIN_ERRORS = frozenset(
    {
        "DomainError",
        "LeagueError",
        "NotFoundError",
        "ConflictError",
        "AlreadyApplied",
        "PlanChanged",
        "Incomplete",
        "RosterCsvError",
        "DiceError",
        "KickoffError",
        "BlockError",
        "UnknownRuleset",
        "DiceExprError",
        "UnknownTerm",
        "UserError",
    }
)


def _words(text: str) -> bool:
    """Does ``text`` read as words (a letter outside one ASCII token)?"""
    if not re.search(r"[^\W\d_]", text):
        return False  # punctuation, digits, emoji
    token = text.strip()
    if token.isascii() and re.fullmatch(r"[\w.\[\]|, ]+", token) and re.search(r"[\[|]", token):
        return False  # a type written as a string (``asyncpg.Connection[Any] | None``)
    return not (token.isascii() and not re.search(r"\s", token))


def _docstrings(tree: ast.Module) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def _exempt(tree: ast.Module, path: str) -> set[int]:
    """Literals inside log calls, non-domain exceptions (ASCII only) and the name tables."""
    out: set[int] = set()

    def mark(node: ast.AST, *, ascii_only: bool) -> None:
        for inner in ast.walk(node):
            text = inner.value if isinstance(inner, ast.Constant) else None
            if isinstance(text, str) and (not ascii_only or text.isascii()):
                out.add(id(inner))

    for node in ast.walk(tree):
        func = node.func if isinstance(node, ast.Call) else None
        logger = func.value.id if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) else ""
        if logger in ("log", "logger", "logging") and isinstance(func, ast.Attribute) and func.attr in _LOG_METHODS:
            mark(node, ascii_only=True)
        if isinstance(node, ast.Call):  # an exception built for a bug: its message is for developers, in English
            func = node.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
            if name.endswith(("Error", "Exception")) and name not in _DOMAIN_ERRORS:
                mark(node, ascii_only=True)
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
            func = node.exc.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
            if name not in _DOMAIN_ERRORS:
                mark(node.exc, ascii_only=True)
        if isinstance(node, ast.Assign | ast.AnnAssign) and node in tree.body:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names = {t.id for t in targets if isinstance(t, ast.Name)}
            if any((path, name) in NAME_TABLES for name in names):
                mark(node, ascii_only=False)
    return out


def _literals(path: Path, rel: str | None = None) -> Iterator[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    rel = rel or path.relative_to(ROOT).as_posix()
    skipped = _docstrings(tree) | _exempt(tree, rel)
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skipped:
            text = node.value
            if _words(text) and not (text.isascii() and _SQL.search(text)) and (rel, text) not in ALLOWED:
                yield node.lineno, text


def _files() -> list[Path]:
    return sorted(p for package in PACKAGES for p in (ROOT / package).rglob("*.py"))


@pytest.mark.parametrize("path", _files(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_no_words_outside_the_catalogue(path):
    found = [f"{line}: {text[:80]!r}" for line, text in _literals(path)]
    assert found == [], "move these to locales/ (a catalogue key), or explain them in NAME_TABLES / ALLOWED"


def test_the_walk_finds_a_sentence_and_spares_keys_sql_and_bug_messages(tmp_path):
    source = """
'''Docstring, with words.'''
import logging
log = logging.getLogger("x")
KEY = "error.int_range"
SQL = "SELECT id FROM teams WHERE guild_id = ?"
def f(x):
    log.info("English log line %s", x)
    if x:
        raise ValueError(f"not a table name: {x!r}")
    raise DomainError("error.int_range", value="Équipe introuvable")
SENTENCE = "Équipe introuvable sur ce serveur"
"""
    sample = tmp_path / "sample.py"
    sample.write_text(source, encoding="utf-8")
    found = sorted(text for _, text in _literals(sample, "rules/sample.py"))
    assert found == ["Équipe introuvable", "Équipe introuvable sur ce serveur"]


def test_every_exemption_is_still_needed():
    for (rel, name), why in NAME_TABLES.items():
        tree = ast.parse((ROOT / rel).read_text(encoding="utf-8"))
        names = {
            t.id
            for node in tree.body
            if isinstance(node, ast.Assign | ast.AnnAssign)
            for t in (node.targets if isinstance(node, ast.Assign) else [node.target])
            if isinstance(t, ast.Name)
        }
        assert name in names and why, (rel, name)
