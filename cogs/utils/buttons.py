"""The buttons under a stored roll, declared once.

A roll's button (keep this die, re-roll it, the armour of who fell, the Apothicaire, Enregistrer…) carries
everything its click needs in its custom id ``arb:<prefix>:<roll id>[:<arg>]`` and the message's language
tag, so it still works after a restart. :class:`RollButton` builds that id, reads it back and reports what
the click raises; a subclass names its prefix, the pattern of its argument, its look and what a click does.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar

import discord

from cogs.utils.errors import guarded
from cogs.utils.interaction import HookInteraction, Interaction
from cogs.utils.language import TAG_PATTERN, lang_of, tagged


class RollButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"arb:roll:(?P<roll>\d+)"):
    """A button on stored roll ``roll_id``, with an optional argument (a die, a side, a victim's number…)."""

    prefix: ClassVar[str]
    style: ClassVar[discord.ButtonStyle] = discord.ButtonStyle.primary
    emoji: ClassVar[str | None] = None

    def __init_subclass__(cls, *, prefix: str, arg: str = "") -> None:
        argument = f":(?P<arg>{arg})" if arg else ""
        super().__init_subclass__(template=rf"arb:{prefix}:(?P<roll>\d+){argument}{TAG_PATTERN}")
        cls.prefix = prefix

    def __init__(self, roll_id: int, lang: str, arg: int | str = "", label: str = "") -> None:
        self.roll_id, self.lang, self.arg = roll_id, lang, str(arg)
        custom_id = f"arb:{self.prefix}:{roll_id}" + (f":{arg}" if self.arg else "")
        super().__init__(
            discord.ui.Button(
                label=label or self.default_label(),
                style=self.style,
                emoji=self.emoji,
                custom_id=tagged(custom_id, lang),
            )
        )

    def default_label(self) -> str:
        """The label when none is given (and when a click after a restart rebuilds the button)."""
        return self.arg

    @classmethod
    async def from_custom_id(
        cls, interaction: HookInteraction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> RollButton:
        label = item.label if isinstance(item, discord.ui.Button) else None
        arg = match.groupdict().get("arg") or ""
        return cls(int(match["roll"]), lang_of(match), arg, label or "")

    async def callback(self, interaction: HookInteraction) -> None:
        await guarded(interaction, self.clicked(interaction))

    async def clicked(self, interaction: Interaction) -> None:
        """What the click does (its errors are answered to the member who clicked)."""
        raise NotImplementedError


class StatelessView(discord.ui.View):
    """The components under one of our messages, which discord.py need not remember.

    A click comes back by its custom id to the :class:`discord.ui.DynamicItem` registered at start-up for it
    (:class:`RollButton` and the post-match's items); every other item is a disabled « done » button. discord.py
    keeps each view it sends or edits until the bot stops unless the view is finished: ≈ 2 KiB per view holding
    a done button, 4 MiB after 2,000 recorded casualties or armour rolls. So this one is finished when built.
    """

    def __init__(self) -> None:
        super().__init__(timeout=None)
        self.stop()


def done_button(label: str, custom_id: str, *, emoji: str | None = None) -> discord.ui.Button[Any]:
    """The grey, disabled button that replaces a used one and says what it became."""
    return discord.ui.Button(
        label=label, style=discord.ButtonStyle.secondary, emoji=emoji, disabled=True, custom_id=custom_id
    )
