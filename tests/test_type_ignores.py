"""Every ``# type: ignore`` names its error code and says why on the same line (docs/design.md, Types)."""

from __future__ import annotations

import re
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
IGNORE = re.compile(r"#\s*type:\s*ignore")
EXPLAINED = re.compile(r"#\s*type:\s*ignore\[[a-z-]+(,\s*[a-z-]+)*\]\s+#\s*\S")


def ignores(path: Path) -> list[tuple[int, str]]:
    """The comments of ``path`` that silence the type checker (strings that merely mention it are not)."""
    with path.open("rb") as source:
        return [
            (tok.start[0], tok.string)
            for tok in tokenize.tokenize(source.readline)
            if tok.type == tokenize.COMMENT and IGNORE.search(tok.string)
        ]


def test_every_type_ignore_has_a_code_and_a_reason() -> None:
    bare = [
        f"{path.relative_to(ROOT)}:{line}: {comment}"
        for path in sorted(ROOT.rglob("*.py"))
        if not path.relative_to(ROOT).parts[0].startswith(".")
        for line, comment in ignores(path)
        if not EXPLAINED.search(comment)
    ]
    assert bare == []


def test_the_pattern_tells_an_explained_ignore_from_a_bare_one() -> None:
    assert EXPLAINED.search("# type: ignore[arg-type]  # the record checks it")
    assert not EXPLAINED.search("# type: ignore[arg-type]")
    assert not EXPLAINED.search("# type: ignore  # no code")
