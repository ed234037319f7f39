"""What each page shows, read from the league's repositories (never SQL here): one method per page, returning the
template's values, or raising :class:`NotFound` for an address that is not this league's.

Every read is scoped by the server the address's token opens, so another server's team, player or match id under
this league's address is simply not found.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Final

from league.audit import AuditRepository
from league.db import Database
from league.matches import MatchRepository
from league.players import PlayerRepository
from league.playoffs import PlayoffRepository
from league.postmatch import PostmatchRepository
from league.settings import WebPages
from league.standings import StandingsRepository
from league.stats import StatsRepository
from league.teams import TeamRepository
from locales import t
from records.models import AuditEntry, Team
from rules.characteristics import CHARACTERISTICS
from web import words

#: Latest results on the league page.
RESULTS: Final = 10
#: Matches of a team or a player: enough for any league's history.
HISTORY: Final = 500
#: The newest casualties a team's page lists (each way), and the graveyard's newest dead: a page stays a page
#: (100 each way was 40 % of a team's page time at the 1M-row bench, for a list no phone reader scrolls through).
LATEST: Final = 50
#: Size of the PSP chart (SVG user units; it scales to the page's width).
CHART_W: Final = 320
CHART_H: Final = 120


class NotFound(Exception):
    """The address names nothing of this league: a plain 404, whatever the reason."""


@dataclass(frozen=True, slots=True)
class League:
    """The league an address opens: its server, the language of its pages and their revision (what a page rendered
    before is still valid for: :class:`web.app.Rendered`)."""

    guild_id: int
    lang: str
    revision: int = 0


@dataclass(frozen=True, slots=True)
class Point:
    """A point of the PSP chart: its label (« #3 », the match) and the player's PSP after it."""

    label: str
    spp: int
    x: float = 0
    y: float = 0


class Pages:
    """The repositories the pages read, over one database (the bot's, or ``python -m web``'s)."""

    def __init__(self, db: Database) -> None:
        self.web = WebPages(db)
        self.standings = StandingsRepository(db)
        self.teams = TeamRepository(db)
        self.players = PlayerRepository(db)
        self.matches = MatchRepository(db)
        self.stats = StatsRepository(db)
        self.audit = AuditRepository(db)
        self.postmatch = PostmatchRepository(db)
        self.playoffs = PlayoffRepository(db)

    async def league(self, token: str) -> League:
        """The server whose page ``token`` opens (:class:`NotFound` for an unknown or revoked one)."""
        if not 16 <= len(token) <= 64:
            raise NotFound
        opened = await self.web.opened(token)
        if opened is None:
            raise NotFound
        return League(opened.guild_id, opened.language, opened.revision)

    async def _names(self, guild_id: int) -> dict[int, Team]:
        return {team.id: team for team in await self.teams.list(guild_id, include_archived=True)}

    # --- the pages -------------------------------------------------------------------------------------------

    async def home(self, league: League) -> dict[str, Any]:
        g = league.guild_id
        table = await self.standings.table(g)
        teams = await self._names(g)
        recent = await self.matches.list(g, limit=RESULTS * 4)
        results = [m for m in recent if m.status in ("finished", "applied")][:RESULTS]
        playing = [m for m in recent if m.status == "open"]
        return {
            "title": t("standings.title.current", league.lang, season=table.season),
            "table": table,
            "results": results,
            "playing": playing,
            "teams": sorted(teams.values(), key=lambda team: (team.archived, team.name.casefold())),
            "names": teams,
            "bracket": await self.playoffs.bracket(g, table.season),
        }

    async def team(self, league: League, team_id: int) -> dict[str, Any]:
        g = league.guild_id
        names = await self._names(g)  # every team, this one included: one query fewer than reading it apart
        team = names.get(team_id)
        if team is None:
            raise NotFound
        roster = await self.players.roster(g, team_id, include_inactive=True)
        roster.sort(key=lambda p: (not p.active, p.number, p.id))
        suffered, caused = await self.stats.casualties_for_team(g, team_id, latest=LATEST)
        return {
            "title": team.name,
            "team": team,
            "roster": roster,
            "value": (await self.standings.team_values(g, team_id)).get(team_id),
            "matches": await self.matches.list(g, team_id=team_id, limit=HISTORY),
            "suffered": list(reversed(suffered)),
            "caused": list(reversed(caused)),
            "names": names,
            "latest": LATEST,
        }

    async def player(self, league: League, player_id: int) -> dict[str, Any]:
        g = league.guild_id
        player = await self.players.get(g, player_id)
        if player is None:
            raise NotFound
        names = await self._names(g)
        team = names[player.team_id]  # a player's team is the server's (foreign key)
        suffered, caused = await self.stats.casualties_for_player(g, player_id, team_id=player.team_id)
        history = await self.audit.kept_history(g, "players", player_id)
        played = {m for _, m in history if m is not None} | {
            v.casualty.match_id for v in (*suffered, *caused) if v.casualty.match_id is not None
        }
        matches = [m for m in await self.matches.list(g, team_id=player.team_id, limit=HISTORY) if m.id in played]
        points = spp_points(history, league.lang)
        return {
            "title": f"#{player.number} {player.name}",
            "player": player,
            "team": team,
            "suffered": list(reversed(suffered)),
            "caused": list(reversed(caused)),
            "matches": matches,
            "names": names,
            "points": points,
            "chart": chart(points),
            "advancements": advancements(history, league.lang),
        }

    async def match(self, league: League, match_id: int) -> dict[str, Any]:
        g = league.guild_id
        match = await self.matches.get(g, match_id)
        if match is None:
            raise NotFound
        names = await self._names(g)
        summary: list[str] = []
        state = await self.postmatch.by_match(g, match_id)
        if state is not None and state.applied and state.applied_batch_id is not None:
            summary = postmatch_summary(await self.audit.entries(g, state.applied_batch_id), names, league.lang)
        home, away = names[match.home_team_id], names[match.away_team_id]
        return {
            "title": t("web.match.title", league.lang, id=match.id, home=home.name, away=away.name),
            "match": match,
            "home": home,
            "away": away,
            "casualties": await self.stats.casualties_for_match(g, match_id),
            "summary": summary,
            "names": names,
        }

    async def graveyard(self, league: League) -> dict[str, Any]:
        return {
            "title": t("web.graveyard", league.lang),
            "graves": await self.stats.graveyard(league.guild_id, limit=LATEST),
            "latest": LATEST,
        }

    async def leaders(self, league: League) -> dict[str, Any]:
        board = await self.stats.leaderboard(league.guild_id)
        return {
            "title": t("web.leaders", league.lang),
            "boards": [
                ("league.leaderboard.by_player", "player", board.casualties_by_player),
                ("league.leaderboard.by_team", "team", board.casualties_by_team),
                ("league.leaderboard.deaths", "player", board.deaths_by_player),
                ("league.leaderboard.injured", "player", board.most_injured),
            ],
        }

    async def seasons(self, league: League) -> dict[str, Any]:
        g = league.guild_id
        current = await self.standings.current_season(g)
        past = [
            (await self.standings.table(g, s), await self.playoffs.bracket(g, s))
            for s in reversed(await self.standings.seasons(g))
            if s < current
        ]
        return {"title": t("web.seasons", league.lang), "past": past}


# --- a player's career, from his writes that still stand ---------------------------------------------------------


def _label(entry: AuditEntry, match_id: int | None, lang: str) -> str:
    if match_id is not None:
        return f"#{match_id}"
    if entry.op == "insert":
        return t("web.player.hired", lang)
    return words.date(entry.at)


def spp_points(history: Sequence[tuple[AuditEntry, int | None]], lang: str) -> list[Point]:
    """The player's PSP when hired and after each write that changed them (a post-match: its match)."""
    points: list[Point] = []
    for entry, match_id in history:
        after = entry.after or {}
        if "spp" not in after:
            continue
        spp = int(after["spp"])
        if points and points[-1].spp == spp and match_id is None:
            continue
        points.append(Point(_label(entry, match_id, lang), spp))
    return points


def chart(points: Sequence[Point]) -> dict[str, Any] | None:
    """The PSP chart's geometry: each point placed in a :data:`CHART_W` × :data:`CHART_H` box (``None`` with fewer
    than two points: nothing to draw)."""
    if len(points) < 2:
        return None
    pad, top = 16.0, max(max(p.spp for p in points), 1)
    step = (CHART_W - 2 * pad) / (len(points) - 1)
    placed = [
        Point(p.label, p.spp, round(pad + i * step, 1), round(CHART_H - pad - (CHART_H - 2 * pad) * p.spp / top, 1))
        for i, p in enumerate(points)
    ]
    return {
        "width": CHART_W,
        "height": CHART_H,
        "points": placed,
        "line": " ".join(f"{p.x},{p.y}" for p in placed),
        "base": CHART_H - pad,
        "pad": pad,
        "top": top,
    }


def advancements(history: Sequence[tuple[AuditEntry, int | None]], lang: str) -> list[tuple[str, str]]:
    """``(when, what)`` of each skill and characteristic the player gained: « #3 », « Blocage »."""
    out: list[tuple[str, str]] = []
    for entry, match_id in history:
        if entry.op != "update" or entry.before is None or entry.after is None:
            continue
        before, after = entry.before, entry.after
        when = _label(entry, match_id, lang)
        old = words.listed(before.get("skills"))
        for skill in words.listed(after.get("skills")):
            if skill in old:
                old.remove(skill)
            else:
                out.append((when, words.skill_name(skill, lang)))
        for char in CHARACTERISTICS:
            column = f"imp_{char.lower()}"
            gained = int(after.get(column) or 0) - int(before.get(column) or 0)
            if gained > 0:
                out.append((when, f"+{gained} {t(f'char.{char.lower()}.name', lang)}"))
    return out


# --- a match's post-match, from its audit batch ------------------------------------------------------------------


def postmatch_summary(entries: Iterable[AuditEntry], names: dict[int, Team], lang: str) -> list[str]:
    """What the applied post-match wrote, in a line each: gold and fans of each team, each player's PSP, skills,
    injuries and fate, the players hired."""
    lines: list[str] = []
    for entry in entries:
        before, after = entry.before or {}, entry.after or {}
        if entry.entity == "teams" and entry.op == "update":
            team = str(after.get("name", ""))
            if before.get("treasury") != after.get("treasury"):
                lines.append(
                    t(
                        "web.summary.treasury",
                        lang,
                        team=team,
                        before=words.gold(before.get("treasury"), lang),
                        after=words.gold(after.get("treasury"), lang),
                    )
                )
            if before.get("dedicated_fans") != after.get("dedicated_fans"):
                lines.append(
                    t(
                        "web.summary.fans",
                        lang,
                        team=team,
                        before=before.get("dedicated_fans"),
                        after=after.get("dedicated_fans"),
                    )
                )
        elif entry.entity == "players" and entry.op == "insert":
            joined = names.get(int(after.get("team_id") or 0))
            lines.append(
                t(
                    "web.summary.hired",
                    lang,
                    number=after.get("number"),
                    name=after.get("name"),
                    team=joined.name if joined else "",
                )
            )
        elif entry.entity == "players" and entry.op == "update":
            lines.extend(_player_summary(before, after, lang))
    return lines


def _player_summary(before: dict[str, Any], after: dict[str, Any], lang: str) -> list[str]:
    who = f"#{after.get('number')} {after.get('name')}"
    parts: list[str] = []
    if before.get("spp") != after.get("spp"):
        parts.append(t("web.summary.spp", lang, before=before.get("spp"), after=after.get("spp")))
    old = words.listed(before.get("skills"))
    new = [s for s in words.listed(after.get("skills")) if s not in old]
    if new:
        parts.append(", ".join(words.skill_name(s, lang) for s in new))
    if int(after.get("niggling") or 0) > int(before.get("niggling") or 0):
        parts.append(t("league.flag.niggling", lang, count=after.get("niggling")))
    if after.get("miss_next_game") and not before.get("miss_next_game"):
        parts.append(t("league.flag.mng", lang))
    if after.get("status") != before.get("status"):
        parts.append(t(f"web.status.{after.get('status')}", lang))
    return [t("web.summary.player", lang, who=who, what=" · ".join(parts))] if parts else []
