"""Discord's limits on a form (modal), read from the payload discord.py sends: what the fake Discord refuses too.

A form Discord refuses is a click answered by nothing: each limit is checked on the built form, in both languages.
"""

from __future__ import annotations

from typing import Any

import discord

#: Discord's limits (characters): a form's title, a field's label, a text field's placeholder, a menu's
#: placeholder and its options' labels, a text display.
TITLE, LABEL, TEXT_PLACEHOLDER, MENU_PLACEHOLDER, OPTION, DISPLAY = 45, 45, 100, 150, 100, 4000


def form_problems(modal: discord.ui.Modal) -> list[str]:
    """Every limit the form breaks, named (an empty list: Discord takes it)."""
    payload = modal.to_dict()
    problems = []
    if not 1 <= len(payload["title"]) <= TITLE:
        problems.append(f"title {payload['title']!r}")
    if not 1 <= len(payload["components"]) <= 5:
        problems.append(f"{len(payload['components'])} components")
    if len(payload["custom_id"]) > 100:
        problems.append(f"custom id {payload['custom_id']!r}")
    for top in payload["components"]:
        problems += _problems(top)
    return problems


def _problems(component: dict[str, Any], label: str | None = None) -> list[str]:
    kind = component["type"]
    if kind == 1:  # an action row of the older forms
        return [p for child in component["components"] for p in _problems(child)]
    if kind == 18:  # a Label around its field
        return _problems(component["component"], component.get("label"))
    if kind == 10:
        content = component.get("content") or ""
        return [] if 1 <= len(content) <= DISPLAY else [f"text display of {len(content)} characters"]
    out = []
    label = label if label is not None else component.get("label")
    if label is not None and not 1 <= len(label) <= LABEL:
        out.append(f"label {label!r} ({len(label)})")
    placeholder = component.get("placeholder") or ""
    most = TEXT_PLACEHOLDER if kind == 4 else MENU_PLACEHOLDER
    if len(placeholder) > most:
        out.append(f"placeholder {placeholder!r} ({len(placeholder)} > {most})")
    for option in component.get("options") or ():
        if not 1 <= len(option["label"]) <= OPTION:
            out.append(f"option {option['label']!r}")
    return out
