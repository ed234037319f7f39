"""The pieces of a form (modal) the commands and the post-match share: a labelled text input, a dice form,
the fields of a player not on a roster."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import discord

from locales import has, t
from rules.hand import HandDie

#: Discord's limit on a form's label.
LABEL_LIMIT = 45


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

    def build(
        self, custom_id: str, lang: str, *, kept: str | None = None, need: HandDie | None = None
    ) -> discord.ui.Modal:
        """The form; reopened while its roll waits (``need``: the dice still to throw), with the dice ``kept``."""
        form = discord.ui.Modal(title=t(self.title, lang), custom_id=custom_id)
        text = t(self.text, lang) if need is None else dice_label(need, lang, then=True)
        form.add_item(
            text_field(
                text=text,
                custom_id="dice",
                placeholder=self.placeholder,
                default=kept,
                max_length=max(self.max_length, len(kept or "") + 10),
            )
        )
        return form


def dice_label(need: HandDie, lang: str, *, then: bool = False) -> str:
    """« Dés à la main — Jet d'Armure : 2D6 »: the dice a roll throws now and the roll they belong to; ``then``:
    after the dice already typed (the roll waits for them)."""
    text = t("ui.hand.then" if then else "ui.hand.now", lang, step=step_name(need, lang), dice=dice_count(need))
    return text if len(text) <= LABEL_LIMIT else text[: LABEL_LIMIT - 1] + "…"


def step_name(need: HandDie, lang: str) -> str:
    """The roll a die belongs to (« Régénération »), or « dés » when no step names it."""
    key = f"step.{need.kind}"
    return t(key, lang) if need.kind is not None and has(key, lang) else t("ui.hand.dice", lang)


def dice_count(need: HandDie) -> str:
    """« 2D6 », « D16 »."""
    return f"{need.count if need.count > 1 else ''}D{need.sides}"


def skills_select(
    custom_id: str, keys: tuple[str, ...], lang: str, picked: tuple[str, ...] = ()
) -> discord.ui.Select[Any]:
    """A player's skills and traits to tick (any number, none included), named in ``lang``; ``picked``: ticked
    already (a form reopened with what was typed)."""
    return discord.ui.Select(
        custom_id=custom_id,
        options=[discord.SelectOption(label=t(f"skill.{key}", lang), value=key, default=key in picked) for key in keys],
        min_values=0,
        max_values=len(keys),
        required=False,
    )


def niggling_field(
    lang: str, key: str = "ui.block.modal.niggling", default: str | None = None
) -> discord.ui.Label[Any]:
    """A player not on a roster: his Blessures Persistantes (empty: none); ``key``: its label, which names him (the
    downed player of a block, a kick-off's victim); ``default``: what was typed before the form reopened."""
    return text_field(
        text=t(key, lang),
        custom_id="niggling",
        placeholder="0",
        default=default,
        required=False,
        max_length=2,
    )


def hand_dice_field(
    lang: str, need: HandDie | None = None, *, kept: str | None = None, then: bool = False
) -> discord.ui.Label[Any]:
    """The dice of a roll made by hand, typed in the form that asks what the roll still needs: ``need``, the dice
    it throws now (its label names them), after those ``kept`` when it was waiting for more (``then``)."""
    text = t("ui.block.modal.dice", lang) if need is None else dice_label(need, lang, then=then)
    return text_field(text=text, custom_id="dice", placeholder="4 5", default=kept, max_length=100)
