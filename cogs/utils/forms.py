"""Forms (modals) read by custom id, so a form opened before a restart still works after it.

Discord sends a submitted form back with the custom id it was opened with; the
bot keeps no modal object in memory. Cogs open plain ``discord.ui.Modal``s and
read the submission in an ``on_interaction`` listener.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

import discord


def form_match(interaction: discord.Interaction[Any], pattern: re.Pattern[str]) -> re.Match[str] | None:
    """The custom id of a submitted form, matched against ``pattern`` (``None`` for anything else)."""
    if interaction.type is not discord.InteractionType.modal_submit:
        return None
    return pattern.fullmatch(str((interaction.data or {}).get("custom_id", "")))


def modal_values(data: Mapping[str, Any] | None) -> dict[str, Any]:
    """``{custom_id: text or [values]}`` of a submitted form (action rows or labels)."""
    out: dict[str, Any] = {}

    def walk(component: Mapping[str, Any]) -> None:
        if "custom_id" in component and ("value" in component or "values" in component):
            out[component["custom_id"]] = component.get("values", component.get("value"))
        for child in component.get("components", ()):
            walk(child)
        if "component" in component:
            walk(component["component"])

    for component in (data or {}).get("components", ()):
        walk(component)
    return out
