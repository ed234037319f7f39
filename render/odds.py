"""Exact odds shown as fractions and French percentages."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction

import discord

from render.embeds import COLOURS, FIELD_LIMIT, truncate
from render.text import label


def percent(p: Fraction) -> str:
    """``27,78 %``: French decimal comma, two decimals, exact value rounded once."""
    return f"{float(p) * 100:.2f}".replace(".", ",") + " %"


def fraction_line(name: str, p: Fraction) -> str:
    return f"{name} : **{p.numerator}/{p.denominator}** ({percent(p)})" if p else f"{name} : 0"


def odds_lines(odds: Mapping[str, Fraction], ruleset: str | None = None, *, lang: str) -> str:
    """One line per outcome with a non-zero chance, in the table's order."""
    return "\n".join(fraction_line(label(key, ruleset, lang=lang), p) for key, p in odds.items() if p)


def odds_embed(title: str, summary: str, sections: Sequence[tuple[str, str]], *, lang: str) -> discord.Embed:
    embed = discord.Embed(title=truncate(title, 256), description=truncate(summary, 4000), colour=COLOURS["info"])
    for heading, body in sections[:25]:
        embed.add_field(name=truncate(heading, 256), value=truncate(body or "—", FIELD_LIMIT), inline=False)
    embed.set_footer(text=label("ui.odds.footer", lang=lang))
    return embed
