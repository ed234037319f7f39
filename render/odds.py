"""Exact odds shown as fractions and percentages, written the reader's way (« 27,78 % », "27.78%")."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from fractions import Fraction

import discord

import rules.injury
from render.embeds import COLOURS, FIELD_LIMIT, truncate
from render.text import label, maybe, modifier_text


def percent(p: Fraction, *, lang: str) -> str:
    """``27,78 %`` / ``27.78%``: two decimals, the exact value rounded once."""
    digits = f"{float(p) * 100:.2f}"
    return label("ui.odds.percent", value=digits.replace(".", ",") if lang == "fr" else digits, lang=lang)


def casualty_summary(*, niggling: int, decay: bool, lang: str) -> str:
    """« D16 +1 Blessure Persistante +1 Décomposition »: the casualty roll's modifiers named as the roll names them."""
    mods = rules.injury.Hurt.checked(niggling=niggling, decay=decay).casualty_modifiers
    return " ".join([label("ui.odds.casualty.die", lang=lang), *(modifier_text(m, lang=lang) for m in mods)])


def fraction_line(name: str, p: Fraction, *, lang: str) -> str:
    if not p:
        return label("ui.odds.line.zero", name=name, lang=lang)
    return label(
        "ui.odds.line", name=name, fraction=f"{p.numerator}/{p.denominator}", percent=percent(p, lang=lang), lang=lang
    )


def odds_lines(odds: Mapping[str, Fraction], ruleset: str | None = None, *, lang: str) -> str:
    """One line per outcome with a non-zero chance, in the table's order. Two outcomes of one name (the Minus
    injury table's Commotion and the casualty table's) each say the roll they come from."""
    shown = {key: label(key, ruleset, lang=lang) for key, p in odds.items() if p}
    names = Counter(shown.values())
    return "\n".join(
        fraction_line(_told_apart(key, name, lang) if names[name] > 1 else name, odds[key], lang=lang)
        for key, name in shown.items()
    )


def _told_apart(key: str, name: str, lang: str) -> str:
    """``Commotion (Jet d'Élimination)``: the name, and the roll its key belongs to (``step.casualty``)."""
    step = maybe(f"step.{key.split('.')[0]}", lang=lang)
    return f"{name} ({step})" if step else name


def odds_embed(title: str, summary: str, sections: Sequence[tuple[str, str]], *, lang: str) -> discord.Embed:
    embed = discord.Embed(title=truncate(title, 256), description=truncate(summary, 4000), colour=COLOURS["info"])
    for heading, body in sections[:25]:
        embed.add_field(name=truncate(heading, 256), value=truncate(body or "—", FIELD_LIMIT), inline=False)
    embed.set_footer(text=label("ui.odds.footer", lang=lang))
    return embed
