"""Team Value and Current Team Value of both teams, Journeymen included, with how each was made."""

from __future__ import annotations

import discord

from locales import t
from records.pregame import PregameView
from rules.pregame.sequence import SIDES
from sequences.pregame.step import PregameStep, money, team_name


def _body(view: PregameView, embed: discord.Embed, *, lang: str) -> list[str]:
    for side in SIDES:
        done = view.pregame.side(side)
        value = done.value.value
        lines = [
            t("pg.values.tv", lang, value=money(done.value.tv, lang)),
            t("pg.values.ctv", lang, value=money(done.value.ctv, lang)),
            t("pg.values.players", lang, value=money(value.players, lang)),
            t("pg.values.staff", lang, value=money(value.staff + value.rerolls, lang)),
        ]
        if done.value.journeymen:
            lines.append(
                t(
                    "pg.values.journeymen",
                    lang,
                    count=done.value.journeymen,
                    value=money(done.value.journeymen_value, lang),
                )
            )
        if value.missing_next:
            lines.append(t("pg.values.missing", lang, value=money(value.missing_next, lang)))
        embed.add_field(name=team_name(view, side), value="\n".join(lines), inline=True)
    higher = view.pregame.higher
    if higher is None:
        return [t("pg.values.equal", lang)]
    gap = abs(view.pregame.home.value.ctv - view.pregame.away.value.ctv)
    return [t("pg.values.higher", lang, team=team_name(view, higher), gap=money(gap, lang))]


STEP = PregameStep("values", _body)
