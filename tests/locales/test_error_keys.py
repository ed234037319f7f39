"""Every error key the rules and the league raise has its words in both languages (errors are data: a key
without words would reach a member as the key itself)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from locales import en, fr

ROOT = Path(__file__).resolve().parents[2]
RAISED = re.compile(r"""DomainError\(\s*["']([a-z0-9_.]+)["']""")


def raised_keys() -> set[str]:
    keys: set[str] = set()
    for package in ("rules", "league", "records"):
        for path in (ROOT / package).rglob("*.py"):
            keys.update(RAISED.findall(path.read_text(encoding="utf-8")))
    return keys


def test_the_scan_finds_the_raised_keys():
    keys = raised_keys()
    assert {"error.draft.over_budget", "error.fixtures.division_size", "error.playoffs.no_winner"} <= keys
    assert len(keys) > 50


@pytest.mark.parametrize("catalogue", [fr.CATALOGUE, en.CATALOGUE], ids=["fr", "en"])
def test_every_raised_key_has_words(catalogue):
    assert sorted(raised_keys() - set(catalogue)) == []
