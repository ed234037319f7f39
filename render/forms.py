"""The pieces of a form (modal) the commands and the post-match share: a labelled text input, a dice form."""

from __future__ import annotations

from typing import Any

import discord


def text_field(
    *,
    text: str,
    custom_id: str,
    placeholder: str | None = None,
    default: str | None = None,
    required: bool = True,
    min_length: int | None = None,
    max_length: int | None = None,
) -> discord.ui.Label[Any]:
    """One labelled text input (Discord's Label around a TextInput), read back by ``custom_id``.

    Keyword arguments only: tests/test_label_lengths.py reads each ``text=`` to check its length."""
    return discord.ui.Label(
        text=text,
        component=discord.ui.TextInput(
            custom_id=custom_id,
            placeholder=placeholder,
            default=default,
            required=required,
            min_length=min_length,
            max_length=max_length,
        ),
    )


def dice_form(
    *, title: str, custom_id: str, text: str, placeholder: str = "4", max_length: int = 20
) -> discord.ui.Modal:
    """A form that asks only for dice rolled by hand (its field's custom id: ``dice``), a few by default."""
    form = discord.ui.Modal(title=title, custom_id=custom_id)
    form.add_item(text_field(text=text, custom_id="dice", placeholder=placeholder, max_length=max_length))
    return form
