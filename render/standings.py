"""The league table → a monospace table for the embed (readable on a phone) and a PNG like a printed table.

The embed keeps the columns a phone shows without wrapping (rank, team, played, won, drawn, lost, points,
touchdown difference); every column (touchdowns and casualties for, against and difference, team value)
goes in the picture, drawn with Pillow and the DejaVu Sans Condensed fonts shipped in ``render/fonts``. Both read
the columns' one description, ``records.standings.COLUMNS``.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Final

import discord

from locales import t, tn
from records.standings import Column, SeasonTable, phone_columns, shown_columns, shows_bonus
from render.embeds import COLOURS, truncate
from render.text import gold
from rules.standings import Row
from rules.team_value import TeamValue

if TYPE_CHECKING:  # Pillow is imported by the first picture drawn, not at start-up (issue 11)
    from PIL import ImageDraw, ImageFont

#: Characters a phone shows on one line of a code block without wrapping (portrait, default font size).
PHONE_WIDTH: Final = 40
#: Room for the table in the embed's description (Discord allows 4,096).
DESCRIPTION_BUDGET: Final = 3800
_FONTS: Final = Path(__file__).parent / "fonts"
_MINUS: Final = "\u2212"


def signed(value: int) -> str:
    """``+3``, ``±0``, ``−2`` (a typographic minus)."""
    if value > 0:
        return f"+{value}"
    if value < 0:
        return f"{_MINUS}{-value}"
    return "0"


def _plain(text: str) -> str:
    """A name for a code block: no backtick can close it, spaces collapsed."""
    return " ".join(text.replace("`", "ˋ").split())


def _cut(text: str, width: int) -> str:
    text = _plain(text)
    return text if len(text) <= width else text[: width - 1].rstrip() + "…"


def _rank(row: Row, previous: Row | None) -> str:
    """A shared rank is written once, then « = » on the following level lines, as printed tables do."""
    if previous is not None and previous.rank == row.rank:
        return "="
    return str(row.rank)


# --- team value -----------------------------------------------------------------------------------------


def value_text(value: TeamValue, *, lang: str) -> str:
    """« VE 1 050 000 po · VEA 960 000 po », and what is not counted when something is missing."""
    text = t("value.line", lang, tv=gold(value.tv, lang=lang), ctv=gold(value.ctv, lang=lang))
    if value.linemen_free:
        text += "\n" + t("value.low_cost", lang, gold=gold(value.linemen_free, lang=lang))
    missing = []
    if value.unvalued:
        missing.append(tn("value.unvalued", value.unvalued, lang))
    if value.unpriced_rerolls:
        missing.append(tn("value.unpriced", value.unpriced_rerolls, lang))
    if missing:
        text += "\n" + t("value.partial", lang, missing=", ".join(missing))
    return text


def add_team_value(embed: discord.Embed, value: TeamValue | None, *, lang: str) -> discord.Embed:
    if value is not None:
        embed.add_field(name=t("value.title", lang), value=value_text(value, lang=lang), inline=False)
    return embed


def _thousands(value: TeamValue | None) -> str:
    """« 1 050k », « ≥ 950k » when part of it is not known, « – » without a value."""
    if value is None:
        return "–"
    shown = f"{value.tv // 1000:,}k".replace(",", "\u202f")
    return shown if value.complete else "≥\u202f" + shown


# --- the embed ------------------------------------------------------------------------------------------


def _phone_cell(column: Column, row: Row) -> str:
    value = column.number(row)
    return signed(value).replace(_MINUS, "-") if column.kind == "signed" else str(value)


def compact_lines(rows: Sequence[Row], name_width: int | None = None, *, lang: str) -> list[str]:
    """``#  Équipe  J  G  N  P Pts ±TD`` then one line per team, at most :data:`PHONE_WIDTH` wide: a name is cut
    only past the room the line leaves it (14 characters at least)."""
    columns = [(c, c.phone[1]) for c in phone_columns() if c.phone is not None]
    if name_width is None:
        fixed = 3 + sum(width for _, width in columns)  # the rank and its space, then each number
        longest = max((len(_plain(row.name)) + (1 if row.archived else 0) for row in rows), default=0)
        name_width = max(14, min(longest, PHONE_WIDTH - fixed))
    head = f"{'#':>2} {t('standings.col.team', lang)[:name_width]:<{name_width}}" + "".join(
        f"{t(f'standings.col.{c.key}', lang):>{width}}" for c, width in columns
    )
    lines = [head]
    previous = None
    for row in rows:
        name = _cut(row.name, name_width - (1 if row.archived else 0)) + ("†" if row.archived else "")
        cells = "".join(f"{_phone_cell(c, row):>{width}}" for c, width in columns)
        lines.append(f"{_rank(row, previous):>2} {name:<{name_width}}{cells}")
        previous = row
    return lines


def _code(lines: Sequence[str], budget: int, *, lang: str) -> str:
    kept: list[str] = []
    size = len("```\n```") + len(t("league.more", lang, count=999)) + 1
    for line in lines:
        if size + len(line) + 1 > budget:
            break
        kept.append(line)
        size += len(line) + 1
    block = "```\n" + "\n".join(kept) + "\n```"
    dropped = len(lines) - len(kept)
    return block + ("\n" + t("league.more", lang, count=dropped) if dropped else "")


def scoring_line(shown: SeasonTable, *, lang: str) -> str:
    s = shown.table.scoring
    points = t("standings.points", lang, win=s.win, draw=s.draw, loss=s.loss)
    if s.conceded != s.loss:
        points += " " + t("standings.points.conceded", lang, conceded=s.conceded)
    if s.bonus:
        points += " " + t("standings.points.bonus", lang)
    breakers = ", ".join(t(f"standings.tiebreaker.{k}", lang) for k in s.tiebreakers) or t(
        "standings.tiebreaker.none", lang
    )
    return t("standings.scoring", lang, points=points, tiebreakers=breakers)


def title_of(shown: SeasonTable, *, lang: str) -> str:
    """« Classement de la saison 2 (en cours) » (no emoji: the picture's font has none)."""
    key = "standings.title.current" if shown.current else "standings.title"
    return t(key, lang, season=shown.season)


def _notes(shown: SeasonTable, *, lang: str) -> list[str]:
    notes = [tn("standings.played", shown.played, lang)]
    if shown.pending:
        notes.append(tn("standings.pending", shown.pending, lang))
    if any(r.archived for r in shown.table.rows):
        notes.append(t("standings.archived_note", lang))
    return notes


def standings_embed(shown: SeasonTable, *, picture: bool, lang: str) -> discord.Embed:
    """The table as monospace text; with ``picture`` the full table is the attached PNG, shown below."""
    rows = shown.table.rows
    embed = discord.Embed(title=truncate("🏆 " + title_of(shown, lang=lang), 256), colour=COLOURS["info"])
    if not rows:
        embed.description = t("standings.empty", lang)
    else:
        embed.description = _code(compact_lines(rows, lang=lang), DESCRIPTION_BUDGET, lang=lang)
    embed.add_field(
        name=t("standings.notes", lang), value=truncate("\n".join(_notes(shown, lang=lang)), 1024), inline=False
    )
    embed.set_footer(text=truncate(scoring_line(shown, lang=lang), 2048))
    if picture:
        embed.set_image(url=f"attachment://{t('standings.file', lang)}")
    return embed


# --- the picture ----------------------------------------------------------------------------------------

_INK: Final = (28, 30, 34)
_MUTED: Final = (110, 116, 124)
_PAPER: Final = (255, 255, 255)
_BAND: Final = (33, 52, 84)
_BAND_INK: Final = (255, 255, 255)
_STRIPE: Final = (241, 244, 248)
_RULE: Final = (214, 219, 226)
_POSITIVE: Final = (22, 120, 60)
_NEGATIVE: Final = (176, 38, 38)
_ARCHIVED: Final = (150, 154, 160)
_POINTS: Final = (232, 238, 247)
_POINTS_STRIPE: Final = (219, 228, 241)
_SCALE: Final = 2  # drawn at twice the size: sharp on phones that zoom


@cache
def _font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    from PIL import ImageFont  # why: Pillow, heavy, only for a picture

    name = "DejaVuSansCondensed-Bold.ttf" if bold else "DejaVuSansCondensed.ttf"
    return ImageFont.truetype(str(_FONTS / name), size * _SCALE)


def _cell(column: Column, shown: SeasonTable, row: Row) -> str:
    """A cell of the picture: a typographic minus on the differences, the team value in thousands."""
    value = column.value(shown, row)
    if isinstance(value, int):
        return signed(value) if column.kind == "signed" else str(value)
    return _thousands(value)


def _wrap(draw: ImageDraw.ImageDraw, text: str, font: ImageFont.FreeTypeFont, width: float) -> list[str]:
    """``text`` cut into lines no wider than ``width`` pixels, at spaces."""
    lines: list[str] = []
    current = ""
    for word in text.split(" "):
        candidate = f"{current} {word}".strip()
        if current and draw.textlength(candidate, font=font) > width:
            lines.append(current)
            current = word
        else:
            current = candidate
    return [*lines, current] if current else lines


def standings_png(shown: SeasonTable, *, lang: str) -> bytes:
    """The whole table as a PNG: title, a dark header band, striped rows, numbers right-aligned, points bold."""
    from PIL import Image, ImageDraw  # why: Pillow, heavy, only for a picture

    s = _SCALE
    rows = shown.table.rows
    body, bold, small = _font(15), _font(15, True), _font(12)
    title_font = _font(20, True)
    cols = shown_columns(shown)
    probe = ImageDraw.Draw(Image.new("RGB", (1, 1)))
    names = [_plain(r.name) + (f" ({t('standings.archived', lang)})" if r.archived else "") for r in rows]
    header_team = t("standings.col.team", lang)
    name_px = max([probe.textlength(n, font=body) for n in names] + [probe.textlength(header_team, font=bold)])
    name_w = int(min(max(name_px / s + 24, 200), 360))
    rank_w, pad = 40, 18
    width = pad + rank_w + name_w + sum(c.width for c in cols) + pad
    inner = (width - 2 * pad) * s
    legend = " · ".join(
        [t("standings.legend", lang)]
        + ([t("standings.legend.bonus", lang)] if shows_bonus(shown) else [])
        + ([t("standings.legend.value", lang)] if shown.values else [])
    )
    footer = [line for part in (scoring_line(shown, lang=lang), legend) for line in _wrap(probe, part, small, inner)]
    subtitle = " · ".join(n.rstrip(".") for n in _notes(shown, lang=lang) if n != t("standings.archived_note", lang))
    subtitle_lines = _wrap(probe, subtitle, small, inner)
    row_h, head_h, title_h, line_h = 30, 32, 34, 17
    sub_h = line_h * len(subtitle_lines) + 8
    foot_h = line_h * len(footer) + 12
    height = pad + title_h + sub_h + head_h + row_h * max(len(rows), 1) + foot_h + pad
    image = Image.new("RGB", (width * s, height * s), _PAPER)
    draw = ImageDraw.Draw(image)

    def text(x: float, y: float, value: str, font: ImageFont.FreeTypeFont, fill: tuple[int, ...], anchor: str) -> None:
        draw.text((x * s, y * s), value, font=font, fill=fill, anchor=anchor)

    y = pad
    text(pad, y + title_h / 2, title_of(shown, lang=lang), title_font, _INK, "lm")
    y += title_h
    for line in subtitle_lines:
        text(pad, y + line_h / 2, line, small, _MUTED, "lm")
        y += line_h
    y += 8
    table_top = y
    bottom = y + head_h + row_h * max(len(rows), 1)
    points_x = width - pad - cols[-1].width
    draw.rectangle((points_x * s, table_top * s, (width - pad) * s, bottom * s), fill=_POINTS)
    draw.rectangle((pad * s, y * s, (width - pad) * s, (y + head_h) * s), fill=_BAND)
    mid = y + head_h / 2
    text(pad + rank_w - 8, mid, "#", bold, _BAND_INK, "rm")
    text(pad + rank_w + 6, mid, header_team, bold, _BAND_INK, "lm")
    x = pad + rank_w + name_w
    for col in cols:
        x += col.width
        text(x - 8, mid, t(f"standings.col.{col.key}", lang), bold, _BAND_INK, "rm")
    y += head_h
    if not rows:
        text(pad + rank_w + 6, y + row_h / 2, t("standings.empty", lang), body, _MUTED, "lm")
    previous = None
    for index, (row, name) in enumerate(zip(rows, names, strict=True)):
        top = y + index * row_h
        if index % 2:
            draw.rectangle((pad * s, top * s, points_x * s, (top + row_h) * s), fill=_STRIPE)
            draw.rectangle((points_x * s, top * s, (width - pad) * s, (top + row_h) * s), fill=_POINTS_STRIPE)
        mid = top + row_h / 2
        ink = _ARCHIVED if row.archived else _INK
        text(pad + rank_w - 8, mid, _rank(row, previous), bold, ink, "rm")
        shown_name = name
        while probe.textlength(shown_name, font=body) > (name_w - 12) * s and len(shown_name) > 2:
            shown_name = shown_name[:-2] + "…"
        text(pad + rank_w + 6, mid, shown_name, body, ink, "lm")
        x = pad + rank_w + name_w
        for col in cols:
            x += col.width
            value = _cell(col, shown, row)
            fill = ink
            if col.kind == "signed" and not row.archived:
                fill = _POSITIVE if value.startswith("+") else _NEGATIVE if value.startswith(_MINUS) else _MUTED
            text(x - 8, mid, value, bold if col.kind == "points" else body, fill, "rm")
        previous = row
    draw.line((pad * s, bottom * s, (width - pad) * s, bottom * s), fill=_BAND, width=s)
    # Vertical rules between the groups of columns: team | results | touchdowns | casualties | bonus | points.
    x = pad + rank_w + name_w
    for col in cols:
        if col.rule:
            draw.line((x * s, (table_top + head_h) * s, x * s, bottom * s), fill=_RULE, width=s)
        x += col.width
    fy = bottom + 12
    for line in footer:
        text(pad, fy + line_h / 2, line, small, _MUTED, "lm")
        fy += line_h
    out = io.BytesIO()
    image.save(out, format="PNG", compress_level=6)
    return out.getvalue()


def full_width(shown: SeasonTable) -> int:
    """Characters of one line of the whole table written in monospace (rank, name, eleven or twelve numbers)."""
    numbers = [c for c in shown_columns(shown) if not c.aside]
    return 3 + max((len(_plain(r.name)) for r in shown.table.rows), default=0) + 4 * len(numbers)


def needs_picture(shown: SeasonTable) -> bool:
    """The whole table is wider than a phone's code block: the PNG carries it beside the short one."""
    return bool(shown.table.rows) and full_width(shown) > PHONE_WIDTH


def add_team_links(embed: discord.Embed, shown: SeasonTable, pages: str, *, lang: str) -> None:
    """Under the table (a code block, where no link works): each team's name, in the table's order, linked to its
    page on the league's site (``pages``: the league page's address)."""
    from render.league import fit
    from render.text import page_link

    lines = [page_link(row.name, f"{pages}team/{row.team_id}", 60) for row in shown.table.rows]
    if lines:
        embed.add_field(name=t("standings.links", lang), value=fit(lines, 1024, lang=lang), inline=False)


def standings_message(shown: SeasonTable, *, lang: str) -> tuple[discord.Embed, discord.File | None]:
    """The embed, and the PNG to attach with it (``None`` for an empty table)."""
    picture = needs_picture(shown)
    embed = standings_embed(shown, picture=picture, lang=lang)
    if not picture:
        return embed, None
    return embed, discord.File(io.BytesIO(standings_png(shown, lang=lang)), filename=t("standings.file", lang))
