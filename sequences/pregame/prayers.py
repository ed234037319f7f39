"""Prayers to Nuffle: a D16 per prayer bought, never the same result twice for a team (re-rolled), each effect named.
Rolled by the bot (« Lancer les dés ») or typed by hand (« Dés à la main »), as every die of a sequence."""

from __future__ import annotations

import discord

from locales import t
from records.pregame import PregameView
from rules.pregame.prayers import BY_FACE
from rules.pregame.sequence import SIDES, Side, owed as still_owed
from sequences.pregame.step import PregameStep, team_name


def owed(view: PregameView, side: Side) -> int:
    """The prayers ``side`` bought and has not rolled yet."""
    return still_owed(view.state.inputs, view.pregame, side)


def pending(view: PregameView) -> bool:
    return any(owed(view, side) > 0 for side in SIDES)


def _body(view: PregameView, embed: discord.Embed, *, lang: str) -> list[str]:
    for side in SIDES:
        faces = view.state.inputs.side(side).prayers
        lines = [t("pg.prayers.rolled", lang, face=f, prayer=t(f"prayer.{BY_FACE[f].key}", lang)) for f in faces]
        if owed(view, side) > 0:
            lines.append(t("pg.prayers.owed", lang, count=owed(view, side)))
        embed.add_field(name=team_name(view, side), value="\n".join(lines) or t("pg.prayers.none", lang), inline=True)
    return [t("pg.prayers.help", lang)]


def _blocked(view: PregameView, lang: str) -> list[str]:
    return [t("pg.prayers.to_roll", lang)] if pending(view) else []


STEP = PregameStep("prayers", _body, blocked=_blocked, pending=pending)
