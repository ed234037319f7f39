"""The season's record: ``/match list`` and what comes after ``/match finish``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import discord

from locales import t, tn
from records.models import MATCH_STATUSES, Match
from records.standings import MatchLine
from render.embeds import COLOURS, truncate
from render.league import DESCRIPTION_BUDGET, fit
from render.text import safe


def match_line(line: MatchLine, *, lang: str) -> str:
    """`n° 12` **Orques de Fer 2 – 0 Nains du Pic** · après-match appliqué · abandon : Nains du Pic."""
    m = line.match
    home, away = safe(line.home, 60), safe(line.away, 60)
    if m.status == "open" and not (m.home_score or m.away_score):
        teams = t("matches.line.teams", lang, home=home, away=away)
    else:
        teams = t("matches.line.score", lang, home=home, away=away, home_score=m.home_score, away_score=m.away_score)
    parts = [t("matches.line.id", lang, id=m.id), teams, t(f"league.match.status.{m.status}", lang)]
    if m.kind != "league":
        parts.insert(2, t(f"matches.line.kind.{m.kind}", lang))
    if m.conceded is not None:  # an unplayed fixture's is a real-life concession, without penalty
        key = "matches.line.conceded_free" if m.kind == "unplayed" else "matches.line.conceded"
        parts.append(t(key, lang, team=home if m.conceded == "home" else away))
    return " · ".join(parts)


def match_list_embed(lines: Sequence[MatchLine], season: int, *, team: str | None = None, lang: str) -> discord.Embed:
    """Newest first, cut to the embed (the rest counted); per status counts below."""
    if team is None:
        title = t("matches.list.title", lang, season=season)
    else:
        title = t("matches.list.title.team", lang, season=season, team=safe(team, 80))
    description = (
        fit([match_line(line, lang=lang) for line in lines], DESCRIPTION_BUDGET, lang=lang)
        if lines
        else t("matches.list.empty", lang)
    )
    embed = discord.Embed(title=truncate(title, 256), description=description, colour=COLOURS["info"])
    counts: Mapping[str, int] = {s: sum(1 for line in lines if line.match.status == s) for s in MATCH_STATUSES}
    embed.set_footer(text=" · ".join(t(f"matches.count.{s}", lang, count=counts[s]) for s in MATCH_STATUSES))
    return embed


def add_next_step(embed: discord.Embed, match: Match, *, lang: str, command: str) -> discord.Embed:
    """After the final whistle: the post-match comes next, by a commissioner, with the command to type (``command``:
    its mention, which each reader's client names in its language); none after a friendly (BB2025 « Friendlies »)."""
    after = "matches.next.friendly" if match.kind == "friendly" else "matches.next.postmatch"
    following = t(after, lang, id=match.id, command=command)
    embed.add_field(name=t("matches.next.title", lang), value=following, inline=False)
    return embed


def cancel_question(match: Match, home: str, away: str, casualties: int, *, lang: str) -> str:
    """The private question ``/match cancel`` asks before anything changes: which match, and what is lost with it."""
    lines = [
        t(
            "matches.cancel.ask",
            lang,
            match=match.id,
            home=safe(home, 80),
            away=safe(away, 80),
            status=t(f"league.match.status.{match.status}", lang),
        )
    ]
    if casualties:
        lines.append(t("matches.cancel.ask.casualties", lang, casualties=tn("count.casualties", casualties, lang)))
    if match.status == "finished":
        lines.append(t("matches.cancel.ask.postmatch", lang))
    return "\n".join(lines)
