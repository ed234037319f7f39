"""A season's schedule as an embed a phone reads: the current round and the next by division, or one team's
fixtures; each line a mark, the two teams, the score once played (``/fixtures``, ``/season schedule``)."""

from __future__ import annotations

import datetime as dt

import discord

from locales import t
from records.fixtures import FixtureLine, Schedule
from render.embeds import COLOURS, truncate
from render.league import DESCRIPTION_BUDGET, fit
from render.text import safe

#: An embed field's value holds 1,024 characters at most.
FIELD_BUDGET = 1024
_MARKS = {"played": "✅", "unplayed": "🚫", "under_way": "⏳", "to_play": "▫️"}


def fixture_line(line: FixtureLine, today: dt.date, *, lang: str) -> str:
    """« ✅ Orques 2 – 1 Nains », « ▫️ Elfes – Skavens », « ⛔ … (en retard) »."""
    home, away = safe(line.home_name, 40), safe(line.away_name, 40)
    if line.home_score is not None and line.away_score is not None:
        teams = f"{home} {line.home_score} – {line.away_score} {away}"
    else:
        teams = f"{home} – {away}"
    if line.overdue(today):
        return t("fixtures.line.overdue", lang, teams=teams)
    return f"{_MARKS[line.state]} {teams}" + (t("fixtures.line.unplayed", lang) if line.state == "unplayed" else "")


def _round_block(schedule: Schedule, number: int, today: dt.date, *, lang: str) -> list[str]:
    lines: list[str] = []
    deadline = next(f.deadline for f in schedule.fixtures if f.round == number)
    lines.append(t("fixtures.round", lang, round=number, deadline=deadline.strftime("%d/%m/%Y")))
    for division in range(1, len(schedule.divisions) + 1):
        games = [f for f in schedule.fixtures if (f.round, f.division) == (number, division)]
        if not games and not schedule.byes(division, number):
            continue
        if len(schedule.divisions) > 1:
            lines.append(t("fixtures.division", lang, division=division))
        lines.extend(fixture_line(f, today, lang=lang) for f in games)
        names = schedule.names()
        byes = [safe(names[b], 40) for b in schedule.byes(division, number)]
        if byes:
            lines.append(t("fixtures.bye", lang, teams=", ".join(byes)))
    return lines


def round_field(schedule: Schedule, today: dt.date, *, lang: str) -> tuple[str, str] | None:
    """The weekly post's field (the table after each post-match): the round now to play, by division, « begins »
    while none of its fixtures is played yet; ``None`` once every fixture is played or recorded."""
    current = schedule.current_round()
    if current is None:
        return None
    games = [f for f in schedule.fixtures if f.round == current]
    begun = any(f.state in ("played", "unplayed") for f in games)
    key = "fixtures.weekly.round" if begun else "fixtures.weekly.new_round"
    name = t(key, lang, round=current, deadline=games[0].deadline.strftime("%d/%m/%Y"))
    return name, fit(_round_block(schedule, current, today, lang=lang)[1:], FIELD_BUDGET, lang=lang)


def schedule_embed(schedule: Schedule, today: dt.date, *, team: str | None = None, team_id: int | None = None,
                   lang: str) -> discord.Embed:  # fmt: skip
    """The season's current round and the next (or every fixture of one team), with how many are played."""
    title = t("fixtures.title", lang, season=schedule.season)
    if team is not None:
        title = t("fixtures.title.team", lang, season=schedule.season, team=safe(team, 80))
    if not schedule.fixtures:
        return discord.Embed(title=truncate(title, 256), description=t("fixtures.none", lang), colour=COLOURS["info"])
    if team_id is not None:
        lines = [
            t("fixtures.team_line", lang, round=f.round, line=fixture_line(f, today, lang=lang))
            for f in schedule.of_team(team_id)
        ]
    else:
        current = schedule.current_round()
        shown = [current, current + 1] if current is not None else [max(schedule.rounds())]
        lines = []
        for number in (n for n in shown if n in schedule.rounds()):
            lines.extend(_round_block(schedule, number, today, lang=lang))
        late = [f for f in schedule.fixtures if f.overdue(today) and f.round not in shown]
        if late:
            lines.append(t("fixtures.late", lang))
            lines.extend(fixture_line(f, today, lang=lang) for f in late)
    embed = discord.Embed(
        title=truncate(title, 256), description=fit(lines, DESCRIPTION_BUDGET, lang=lang), colour=COLOURS["info"]
    )
    done = sum(1 for f in schedule.fixtures if f.state in ("played", "unplayed"))
    embed.set_footer(
        text=t("fixtures.footer", lang, done=done, total=len(schedule.fixtures), rounds=len(schedule.rounds()))
    )
    return embed
