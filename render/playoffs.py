"""A season's Play-offs as a phone reads them (an embed: each round, each game, its score and how it was decided,
the winner in bold; the places and prizes once paid) and as a picture (the bracket drawn with Pillow, rounds left
to right, the third-place Play-off under the final): ``/playoffs``, ``/season playoffs``, ``/season prizes``."""

from __future__ import annotations

import io
from typing import Final

import discord

import render.standings
from locales import t
from records.models import Match
from records.playoffs import Bracket, BracketTie, Honour
from render.embeds import COLOURS, truncate
from render.text import gold, safe
from rules.playoffs import PRIZES, winner

_MARKS: Final = {"played": "✅", "under_way": "⏳", "to_play": "▫️", "waiting": "▫️"}
_MEDALS: Final = {1: "🥇", 2: "🥈", 3: "🥉"}
_STAGE_KEYS: Final = ("playoffs.stage.final", "playoffs.stage.semi", "playoffs.stage.quarter", "playoffs.stage.eighth")


def stage_name(bracket: Bracket, tie: BracketTie, *, lang: str) -> str:
    """« Finale », « Demi-finales », « Match pour la 3e place » …: counted from the final backwards."""
    if tie.third:
        return t("playoffs.stage.third", lang)
    return t(_STAGE_KEYS[bracket.stages - tie.stage], lang)


def _name(bracket: Bracket, team: int | None, *, lang: str, limit: int = 40) -> str:
    if team is None:
        return t("playoffs.waiting", lang)
    return safe(bracket.names.get(team, "?"), limit)


def _seed(bracket: Bracket, team: int | None) -> int | None:
    return next((s.seed for s in bracket.seeds if s.team_id == team), None)


def tie_line(bracket: Bracket, tie: BracketTie, *, lang: str) -> str:
    """« ✅ **Orques** 2 – 2 Nains (t.a.b.) », « ▫️ Elfes – à venir »."""
    home, away = _name(bracket, tie.home, lang=lang), _name(bracket, tie.away, lang=lang)
    if tie.winner is not None:
        home, away = (f"**{home}**", away) if tie.winner == tie.home else (home, f"**{away}**")
    if tie.home_score is not None and tie.away_score is not None:
        teams = f"{home} {tie.home_score} – {tie.away_score} {away}"
    else:
        teams = f"{home} – {away}"
    how = t(f"playoffs.decided.{tie.decided_by}", lang) if tie.decided_by in ("extra_time", "penalties") else ""
    return f"{_MARKS[tie.state]} {teams}{how}"


def decided_line(match: Match, home: str, away: str, *, lang: str) -> str | None:
    """Under a finished Play-off game: who goes through, and how (« … gagne aux tirs au but »)."""
    if match.playoff_stage is None:
        return None
    won = winner(
        match.home_team_id,
        match.away_team_id,
        match.home_score,
        match.away_score,
        match.decided_by,
        match.shootout_winner,
    )
    if won is None:
        return None
    name = safe(home if won == match.home_team_id else away, 80)
    return t(f"playoffs.match.{match.decided_by or 'normal'}", lang, team=name)


def places_line(bracket: Bracket, *, lang: str) -> str | None:
    """« 🥇 Orques · 🥈 Nains · 🥉 Elfes » once the prizes are paid."""
    if not bracket.paid:
        return None
    names = {place: _name(bracket, team, lang=lang) for place, team in bracket.places.items()}
    return t("playoffs.places", lang, first=names[1], second=names[2], third=names[3])


def bracket_lines(bracket: Bracket, *, lang: str) -> list[str]:
    """Every round in order, its games under its name; the places last."""
    lines: list[str] = []
    heading = None
    for tie in sorted(bracket.ties, key=lambda x: (x.stage, x.third, x.slot)):
        name = stage_name(bracket, tie, lang=lang)
        if name != heading:
            lines.append(f"**{name}**")
            heading = name
        lines.append(tie_line(bracket, tie, lang=lang))
    places = places_line(bracket, lang=lang)
    if places is not None:
        lines.append(places)
    return lines


def bracket_embed(bracket: Bracket | None, season: int, *, lang: str) -> discord.Embed:
    """The bracket for a phone (``None``: no Play-offs that season)."""
    title = truncate(t("playoffs.title", lang, season=season), 256)
    if bracket is None:
        return discord.Embed(title=title, description=t("playoffs.none", lang, season=season), colour=COLOURS["info"])
    embed = discord.Embed(
        title=title, description="\n".join(bracket_lines(bracket, lang=lang))[:4000], colour=COLOURS["info"]
    )
    played = sum(1 for x in bracket.ties if x.state == "played")
    draw = t(f"playoffs.draw.{bracket.draw}", lang)
    embed.set_footer(text=t("playoffs.footer", lang, played=played, total=len(bracket.ties), draw=draw))
    return embed


def prizes_embed(bracket: Bracket, *, lang: str) -> discord.Embed:
    """The Glittering Prizes paid: each of the first three with its prize, and the League Trophy."""
    lines = [
        t(
            "playoffs.prize_line",
            lang,
            medal=_MEDALS[place],
            team=_name(bracket, team, lang=lang),
            prize=gold(PRIZES[place], lang),
        )
        for place, team in sorted(bracket.places.items())
    ]
    champion = _name(bracket, bracket.places[1], lang=lang)
    lines.append(t("playoffs.trophy" if bracket.trophy else "playoffs.trophy.full", lang, team=champion))
    title = truncate(t("playoffs.prizes.title", lang, season=bracket.season), 256)
    return discord.Embed(title=title, description="\n".join(lines), colour=COLOURS["info"])


def honour_lines(honours: list[Honour], *, holder: bool, lang: str) -> list[str]:
    """A team's card: « 🏆 Tient le Trophée », then « 🥇 Saison 1 : champion · 100 000 po » per season."""
    lines = [t("playoffs.holder", lang)] if holder else []
    lines += [
        t(
            "playoffs.honour",
            lang,
            medal=_MEDALS[h.place],
            season=h.season,
            place=t(f"playoffs.place.{h.place}", lang),
            prize=gold(h.prize, lang),
        )
        for h in honours
    ]
    return lines


# --- the picture ------------------------------------------------------------------------------------------------

_PAPER: Final = (255, 255, 255)
_INK: Final = (33, 37, 41)
_MUTED: Final = (108, 117, 125)
_LINE: Final = (173, 181, 189)
_WON: Final = (232, 238, 247)


def bracket_png(bracket: Bracket, *, lang: str) -> bytes:
    """The bracket drawn left to right: one column per round, each game a box of two lines (seed, team, score),
    the winner bold on a tinted line, joined to the game its winner plays next; the third-place game under the
    final."""
    from PIL import Image, ImageDraw  # why: Pillow, heavy, only for a picture

    s = 2
    body, bold, small, title_font = (
        render.standings._font(14),
        render.standings._font(14, True),
        render.standings._font(12),
        render.standings._font(18, True),
    )
    box_w, line_h, gap, col_gap, pad, title_h = 230, 22, 16, 36, 16, 40
    box_h = 2 * line_h
    first = bracket.size // 2
    stages = bracket.stages
    heading_h = 20  # the round's name above its first game
    height = pad + title_h + heading_h + first * (box_h + gap) + box_h + 3 * line_h + pad
    width = pad * 2 + stages * box_w + (stages - 1) * col_gap
    image = Image.new("RGB", (width * s, height * s), _PAPER)
    draw = ImageDraw.Draw(image)
    draw.text(
        (pad * s, (pad + title_h / 2) * s),
        t("playoffs.picture_title", lang, season=bracket.season),
        font=title_font,
        fill=_INK,
        anchor="lm",
    )
    top = pad + title_h + heading_h

    def centre(stage: int, slot: int) -> float:
        span = (box_h + gap) * (1 << (stage - 1))
        return top + span * slot + span / 2 - gap / 2

    def box(tie: BracketTie, x: float, cy: float, heading: str | None = None) -> None:
        y = cy - box_h / 2
        if heading:
            draw.text((x * s, (y - 4) * s), heading, font=small, fill=_MUTED, anchor="ld")
        scores = (tie.home_score, tie.away_score)
        for i, team in enumerate((tie.home, tie.away)):
            ly = y + i * line_h
            won = tie.winner is not None and tie.winner == team
            if won:
                draw.rectangle((x * s, ly * s, (x + box_w) * s, (ly + line_h) * s), fill=_WON)
            seed = _seed(bracket, team)
            label = (f"{seed}. " if seed is not None else "") + (
                bracket.names.get(team, "?") if team is not None else t("playoffs.waiting", lang)
            )
            font = bold if won else body
            while draw.textlength(label, font=font) > (box_w - 44) * s and len(label) > 3:
                label = label[:-2] + "…"
            draw.text(
                ((x + 6) * s, (ly + line_h / 2) * s), label, font=font, fill=_INK if team else _MUTED, anchor="lm"
            )
            if scores[i] is not None:
                mark = str(scores[i])
                if won and tie.decided_by == "penalties":
                    mark += "*"
                draw.text(((x + box_w - 6) * s, (ly + line_h / 2) * s), mark, font=font, fill=_INK, anchor="rm")
        draw.rectangle((x * s, y * s, (x + box_w) * s, (y + box_h) * s), outline=_LINE, width=s)

    for tie in bracket.ties:
        x = pad + (tie.stage - 1) * (box_w + col_gap)
        if tie.third:
            cy = top + first * (box_h + gap) + line_h + box_h / 2
            box(tie, x, cy, stage_name(bracket, tie, lang=lang))
            continue
        cy = centre(tie.stage, tie.slot)
        heading = stage_name(bracket, tie, lang=lang) if tie.slot == 0 else None
        box(tie, x, cy, heading)
        if tie.stage < stages:
            nx, ny = x + box_w + col_gap, centre(tie.stage + 1, tie.slot // 2)
            mid = x + box_w + col_gap / 2
            points = [(x + box_w, cy), (mid, cy), (mid, ny), (nx, ny)]
            draw.line([(px * s, py * s) for px, py in points], fill=_LINE, width=s)
    if any(x.decided_by == "penalties" for x in bracket.ties):
        draw.text(
            (pad * s, (height - pad) * s), t("playoffs.picture.penalties", lang), font=small, fill=_MUTED, anchor="ld"
        )
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=True)
    return out.getvalue()


def bracket_message(bracket: Bracket | None, season: int, *, lang: str) -> tuple[discord.Embed, discord.File | None]:
    """The embed, and the bracket's picture attached and shown in it (``None`` without Play-offs)."""
    embed = bracket_embed(bracket, season, lang=lang)
    if bracket is None:
        return embed, None
    name = t("playoffs.file", lang)
    embed.set_image(url=f"attachment://{name}")
    return embed, discord.File(io.BytesIO(bracket_png(bracket, lang=lang)), filename=name)
