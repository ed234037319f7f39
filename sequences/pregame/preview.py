"""The preview: what Confirm writes (each team's Journeymen, CTV, Petty Cash, Treasury spent, purchases, Prayers)."""

from __future__ import annotations

import discord

from locales import t
from records.pregame import PregameView
from rules.pregame.sequence import SIDES
from sequences.pregame.inducements import side_lines
from sequences.pregame.step import PregameStep, money, team_name


def _body(view: PregameView, embed: discord.Embed, *, lang: str) -> list[str]:
    for side in SIDES:
        done = view.pregame.side(side)
        lines = [t("pg.values.ctv", lang, value=money(done.value.ctv, lang))]
        if done.journeymen:
            lines.append(t("pg.preview.journeymen", lang, count=len(done.journeymen)))
        lines += side_lines(view, side, lang=lang)
        if done.purchase.treasury:
            lines.append(t("pg.preview.treasury", lang, spent=money(done.purchase.treasury, lang)))
        embed.add_field(name=team_name(view, side), value="\n".join(lines), inline=True)
    return [t("pg.preview.help", lang)]


STEP = PregameStep("preview", _body)
