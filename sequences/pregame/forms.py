"""The pre-game's forms: the Prayers' D16s typed by hand, and a Primary skill chosen by category (a Mercenary's, an
Intensive Training's); each read back by its custom id, so it survives a restart."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import discord

from locales import t
from records.pregame import PregameView
from render.embeds import truncate
from render.forms import text_field
from render.postmatch import ids
from render.postmatch.ids import Action, Kind
from render.skill_names import skill_text


def hand_modal(view: PregameView, step: str, *, lang: str, tag: str) -> discord.ui.Modal:
    """The D16s of the prayers still owed, in order: the home team's first."""
    modal = discord.ui.Modal(
        title=truncate(t("pm.modal.hand.title", lang, step=t(f"pg.step.{step}", lang)), 45),
        custom_id=ids.build(Kind.PREGAME, view.state.id, Action.HAND_DICE, step, tag),
        timeout=None,
    )
    modal.add_item(discord.ui.TextDisplay(truncate(t("pg.hand.help", lang), 2000)))
    modal.add_item(text_field(text=t("pm.modal.hand.dice", lang), custom_id="dice", placeholder="4 11", max_length=200))
    return modal


def skill_modal(
    title: str, custom_id: str, help_text: str, categories: Iterable[tuple[str, Sequence[str]]], *, lang: str
) -> discord.ui.Modal:
    """A Primary skill to choose: one optional menu per category (``(category, skill keys)``), four at most (a form
    holds five items, its help one of them)."""
    modal = discord.ui.Modal(title=truncate(title, 45), custom_id=custom_id, timeout=None)
    modal.add_item(discord.ui.TextDisplay(truncate(help_text, 2000)))
    for category, skills in list(categories)[:4]:
        menu = discord.ui.Select[discord.ui.View](
            custom_id=category,
            options=[discord.SelectOption(label=truncate(skill_text(s, lang=lang), 100), value=s) for s in skills][:25],
            required=False,
            min_values=0,
            max_values=1,
        )
        modal.add_item(discord.ui.Label(text=truncate(t(f"skill.category.{category}", lang), 45), component=menu))
    return modal
