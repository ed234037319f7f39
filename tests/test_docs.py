"""The documents the code cites live in the repository, and every citation resolves there.

A maintainer reading ``rules-reference §5.4`` or ``X17`` in a comment must find it in ``docs/`` of a
fresh clone; nothing may point outside the repository.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"


def _tracked_text_files() -> list[Path]:
    names = subprocess.run(
        ["git", "ls-files"], cwd=ROOT, check=True, capture_output=True, text=True
    ).stdout.splitlines()
    return [ROOT / n for n in names if n.endswith((".py", ".md", ".txt", ".sql", ".toml", ".cfg", "Makefile"))]


def _corpus() -> str:
    return "\n".join(p.read_text(encoding="utf-8", errors="replace") for p in _tracked_text_files() if p.exists())


def _sections(doc: Path) -> set[str]:
    """Section numbers of a reference document (``2.16`` from ``### 2.16 Skills …``)."""
    return set(re.findall(r"^#+ (\d+(?:\.\d+)*)\.? ", doc.read_text(encoding="utf-8"), flags=re.MULTILINE))


def test_no_file_points_outside_the_repository() -> None:
    outside = "../" + "shared"  # spelled in two parts so this file does not match itself
    offenders = [
        str(p.relative_to(ROOT))
        for p in _tracked_text_files()
        if p.exists() and outside in p.read_text(encoding="utf-8", errors="replace")
    ]
    assert offenders == []


@pytest.mark.parametrize("name", ["rules.md", "architecture.md", "rules-reference.md", "postgame-reference.md"])
def test_reference_documents_are_in_docs(name: str) -> None:
    assert (DOCS / name).stat().st_size > 1000


@pytest.mark.parametrize("doc", ["rules-reference", "postgame-reference"])
def test_section_citations_resolve(doc: str) -> None:
    cited = set(re.findall(rf"{doc}(?:\.md)? ?§ ?(\d+(?:\.\d+)*)", _corpus()))
    assert cited, f"no citation of {doc} found: the pattern is wrong"
    missing = cited - _sections(DOCS / f"{doc}.md")
    assert missing == set()


def test_discrepancy_identifiers_resolve() -> None:
    """D1–D27 are rows of rules-reference §3.1, X1–X20 rows of postgame-reference §14."""
    defined = set(re.findall(r"^\| ([DX]\d+) \|", (DOCS / "rules-reference.md").read_text(encoding="utf-8"), re.M))
    defined |= set(re.findall(r"^\| ([DX]\d+) \|", (DOCS / "postgame-reference.md").read_text(encoding="utf-8"), re.M))
    cited = set(re.findall(r"\bX\d+\b", _corpus())) | set(re.findall(r"docs/rules\.md,? (D\d+)", _corpus()))
    assert cited, "no citation found: the pattern is wrong"
    assert cited - defined == set()


def test_backticked_repository_paths_exist() -> None:
    """Paths the README and the design notes name (``docs/rules.md``, ``rules/injury.py``) are in the clone."""
    text = "\n".join((ROOT / n).read_text(encoding="utf-8") for n in ("README.md", "README.en.md", "docs/design.md"))
    paths = set(
        re.findall(r"`((?:docs|rules|records|cogs|league|render|locales|fakediscord|bench|tests)/[\w./-]*)`", text)
    )
    assert paths
    missing = sorted(p for p in paths if not (ROOT / p.rstrip("/")).exists())
    assert missing == []


def _shape(text: str) -> dict[str, object]:
    """What two translations of one README share: their headings by level, their tables' rows, their code
    blocks, and the commands they tell to run."""
    lines = text.splitlines()
    return {
        "headings": [len(line) - len(line.lstrip("#")) for line in lines if re.match(r"#+ ", line)],
        "table rows": sum(1 for line in lines if line.startswith("|")),
        "code blocks": sum(1 for line in lines if line.startswith("```")),
        "make": sorted(set(re.findall(r"`make (\w[\w-]*)`", text))),
    }


def test_the_english_readme_has_the_french_ones_content() -> None:
    """README.md stays French and links README.en.md, which says the same (same sections, tables, code, make
    commands); each links the other."""
    french = (ROOT / "README.md").read_text(encoding="utf-8")
    english = (ROOT / "README.en.md").read_text(encoding="utf-8")
    assert "(README.en.md)" in french and "(README.md)" in english
    assert _shape(english) == _shape(french)
    assert "make run" in english and "make test" in english


def _typed_examples(text: str) -> list[str]:
    """What a reader of the README copies: each backticked ``/command …:…`` (not a bare mention of an option,
    ``/settings language:``) and each console line « › /… »."""
    spans = [" ".join(s.split()) for s in re.findall(r"`(/[^`]*:[^`]*)`", text)]
    spans = [s for s in spans if not s.endswith(":")]
    typed = [line.removeprefix("› ").split("←")[0].strip() for line in text.splitlines() if line.startswith("› /")]
    return list(dict.fromkeys([*spans, *typed]))


@pytest.mark.parametrize(("readme", "locale"), [("README.md", "fr"), ("README.en.md", "en-US")])
async def test_every_command_example_of_the_readme_is_one_the_bot_takes(readme: str, locale: str) -> None:
    """« cause:Poignard » was refused (the choice reads « un Poignard »), and /injury's line listed causes its
    option does not offer: each example is read as Discord and the console read it, against the synced commands."""
    from tests.cogs.payload_walk import bot_payload, example_problem

    payload, _ = await bot_payload()
    examples = _typed_examples((ROOT / readme).read_text(encoding="utf-8"))
    assert len(examples) > 30
    assert [p for e in examples if (p := example_problem(payload, e, locale))] == []


async def test_every_command_is_in_both_readmes_command_tables() -> None:
    """A new command (or subcommand) is written in the READMEs' tables, under its English name, in both languages:
    the trial of a new roll command (docs/architecture.md) passed without its README rows."""
    from bot import EXTENSIONS, Arbitre
    from config import Settings

    bot = Arbitre(Settings.from_env({}))
    try:
        for extension in EXTENSIONS:
            await bot.load_extension(extension)
        names = sorted(
            command.qualified_name for command in bot.tree.walk_commands() if not isinstance(command, discord_group())
        )
    finally:
        await bot.close()
    assert len(names) > 30  # the bot's commands were read
    for readme in ("README.md", "README.en.md"):
        rows = "\n".join(
            line for line in (ROOT / readme).read_text(encoding="utf-8").splitlines() if line.startswith("|")
        )
        missing = [name for name in names if name not in listed(rows)]
        assert missing == [], readme


def listed(rows: str) -> set[str]:
    """The commands a table names: `/dice`, `/match start`, and `/draft show\\|import` for two subcommands."""
    found: set[str] = set()
    for span in re.findall(r"`/([^`]+)`", rows):
        words = span.replace("\\|", "|").split()
        found.add(words[0])
        if len(words) > 1:
            found.update(f"{words[0]} {sub}" for sub in words[1].split("|"))
    return found


def test_the_tables_subcommands_are_read_one_by_one() -> None:
    assert listed("| `/draft show\\|submit` (`/draft voir`) | `/dice 2d6` |") >= {"draft show", "draft submit", "dice"}


def discord_group() -> type:
    from discord import app_commands

    return app_commands.Group
