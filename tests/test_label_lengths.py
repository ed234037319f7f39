"""Discord's limits on the words of a form, in both languages (a form Discord refuses is a failed click).

Every ``text=``, ``label=`` or ``title=`` given a catalogue key in cogs/ and render/ (a form's title, a
field's label) holds at most 45 characters without its placeholders, and a ``placeholder=`` at most
100 (a text field's limit; a menu's is 150), in French and in English. A ``placeholder=`` is one catalogue key
or a literal, so that this walk checks it: one built from pieces (a CSV header and an example line) reached
98 characters unseen. The forms themselves are built and checked too (tests/cogs/form_limits.py).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from locales import LANGUAGES

ROOT = Path(__file__).resolve().parent.parent
LIMITS = {"text": 45, "label": 45, "title": 45, "placeholder": 100}
PLACEHOLDER = re.compile(r"\{[^}]*\}")
KEY = re.compile(r"^[a-z_]+(?:\.[a-z0-9_]+)+$")


def _keyed(call: ast.expr) -> str | None:
    """The catalogue key of ``t("key", …)`` (through ``truncate(t(…), n)``), or of a key given as it is to what
    says it later (``DiceForm(title="ui.apothecary.title")``), else None."""
    if isinstance(call, ast.Constant) and isinstance(call.value, str) and KEY.match(call.value):
        return call.value
    if isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == "truncate":
        call = call.args[0]
    if not (isinstance(call, ast.Call) and call.args and isinstance(call.args[0], ast.Constant)):
        return None
    name = call.func.id if isinstance(call.func, ast.Name) else getattr(call.func, "attr", None)
    value = call.args[0].value
    return value if name in ("t", "tn") and isinstance(value, str) else None


def _keywords():
    """Every keyword argument of a call in cogs/ and render/: (file, line of the call, keyword)."""
    for folder in ("cogs", "render"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Call):
                    for keyword in node.keywords:
                        yield str(path.relative_to(ROOT)), node.lineno, keyword


def labels() -> list[tuple[str, int, str, str]]:
    found = []
    for where, line, keyword in _keywords():
        key = _keyed(keyword.value) if keyword.arg in LIMITS else None
        if key is not None:
            found.append((where, line, keyword.arg or "", key))
    return found


def composed_placeholders() -> list[str]:
    """``placeholder=`` values built from pieces (a sum, an f-string, a call other than a catalogue key): neither a
    literal, a key nor a value passed through by name (``placeholder=placeholder``, checked where it is given)."""
    found = []
    for where, line, keyword in _keywords():
        value = keyword.value
        passed = isinstance(value, ast.Name | ast.Attribute)
        if keyword.arg != "placeholder" or passed or _keyed(value) is not None:
            continue
        if isinstance(value, ast.Constant) and len(str(value.value or "")) <= LIMITS["placeholder"]:
            continue
        found.append(f"{where}:{line} {ast.unparse(value)}")
    return found


def test_every_placeholder_is_a_literal_or_a_key_this_walk_checks():
    assert composed_placeholders() == []


def test_the_walk_finds_the_forms_labels():
    assert any(key == "ui.block.modal.av" for _, _, _, key in labels())
    assert any(key == "ui.apothecary.die" for _, _, _, key in labels())  # a DiceForm's


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_every_label_fits_discords_limit(lang):
    catalogue = LANGUAGES[lang]
    too_long = []
    for where, line, kind, key in labels():
        text = catalogue.get(key) or catalogue.get(f"{key}.other") or ""
        if len(PLACEHOLDER.sub("", text)) > LIMITS[kind]:
            too_long.append(f"{where}:{line} {kind}={key!r}: {text!r}")
    assert too_long == []
