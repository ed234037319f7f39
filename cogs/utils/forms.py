"""Forms (modals) read by custom id, so a form opened before a restart still works after it.

Discord sends a submitted form back with the custom id it was opened with; the
bot keeps no modal object in memory (:func:`open_form`). Cogs open plain ``discord.ui.Modal``s and
register a handler for their custom ids in :class:`Forms` (``bot.forms``): the bot
looks a submitted form up there as it dispatches it, so the other interactions
(every roll) cost no listener task.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

import discord

from cogs.utils.interaction import Interaction
from cogs.utils.language import reader_language
from render.forms import DiceForm

#: Reads one submitted form whose custom id matched the pattern it was registered with.
FormHandler = Callable[[Interaction, re.Match[str]], Awaitable[None]]


class Forms:
    """Custom id patterns → the handler of the form submitted with such an id."""

    def __init__(self) -> None:
        self._routes: list[tuple[re.Pattern[str], FormHandler]] = []

    def add(self, pattern: re.Pattern[str], handler: FormHandler) -> None:
        self._routes.append((pattern, handler))

    @property
    def patterns(self) -> tuple[re.Pattern[str], ...]:
        """The custom ids answered (what a test walks to reach every form)."""
        return tuple(pattern for pattern, _ in self._routes)

    def handle(self, interaction: Interaction) -> Awaitable[None] | None:
        """The handler's coroutine for a submitted form we know, else ``None`` (anything but a form included)."""
        if interaction.type is not discord.InteractionType.modal_submit:
            return None
        data: Mapping[str, Any] = interaction.data or {}
        custom_id = str(data.get("custom_id", ""))
        for pattern, handler in self._routes:
            found = pattern.fullmatch(custom_id)
            if found is not None:
                return handler(interaction, found)
        return None


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


async def open_form(interaction: discord.Interaction[Any], form: discord.ui.Modal) -> None:
    """Open ``form``, whose answer comes back to :class:`Forms` by its custom id.

    discord.py keeps a form it opens until it is sent (forever, for one closed without sending, ≈ 2 KiB) and
    runs a task for it when it is: finished first, it keeps nothing.
    """
    form.stop()
    await interaction.response.send_modal(form)


async def ask_dice(interaction: Interaction, form: DiceForm, custom_id: str) -> None:
    """Open a form asking for dice rolled by hand, in its reader's language (``custom_id`` carries the message's)."""
    await open_form(interaction, form.build(custom_id, await reader_language(interaction)))
