"""The pieces of a form (modal) the commands and the post-match share: a labelled text input, a dice form,
the fields of a player not on a roster."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import discord

from locales import t


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


@dataclass(frozen=True)
class DiceForm:
    """A form that asks only for the dice of a roll made by hand (its field's custom id: ``dice``): its title
    and its field's label are catalogue keys, said in the reader's language when it opens."""

    title: str
    text: str = "ui.block.modal.dice"
    placeholder: str = "4"
    max_length: int = 20

    def build(self, custom_id: str, lang: str) -> discord.ui.Modal:
        form = discord.ui.Modal(title=t(self.title, lang), custom_id=custom_id)
        form.add_item(
            text_field(
                text=t(self.text, lang), custom_id="dice", placeholder=self.placeholder, max_length=self.max_length
            )
        )
        return form


def skills_select(custom_id: str, keys: tuple[str, ...], lang: str) -> discord.ui.Select[Any]:
    """A player's skills and traits to tick (any number, none included), named in ``lang``."""
    return discord.ui.Select(
        custom_id=custom_id,
        options=[discord.SelectOption(label=t(f"skill.{key}", lang), value=key) for key in keys],
        min_values=0,
        max_values=len(keys),
        required=False,
    )


def niggling_field(lang: str, key: str = "ui.block.modal.niggling") -> discord.ui.Label[Any]:
    """A player not on a roster: his Blessures Persistantes (empty: none); ``key``: its label, which names him (the
    downed player of a block, a kick-off's victim)."""
    return text_field(text=t(key, lang), custom_id="niggling", placeholder="0", required=False, max_length=2)


def hand_dice_field(lang: str) -> discord.ui.Label[Any]:
    """The dice of a roll made by hand, typed in the form that asks what the roll still needs."""
    return text_field(text=t("ui.block.modal.dice", lang), custom_id="dice", placeholder="4 5", max_length=100)
