"""The pre-game's one form: the Prayers' D16s typed by hand (read back by its custom id, so it survives a restart)."""

from __future__ import annotations

import discord

from locales import t
from records.pregame import PregameView
from render.embeds import truncate
from render.forms import text_field
from render.postmatch import ids
from render.postmatch.ids import Action, Kind


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
