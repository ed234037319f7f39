"""A season's league table read from storage, and how the server scores it.

The table counts the season's matches whose post-match was applied (a cancelled match never counts, a
finished one counts once its post-match is applied), with the score and the concession the post-match
recorded, and the casualties of those matches that earn casualty SPP (a Block's…, postgame-reference §9: the
book's « casualties caused », decided by the post-match that applied them): a team's « for » are those a player
of it caused, its « against » those its players suffered, so the casualty difference sums to zero over a league
like the touchdowns'. The ranking itself is :func:`rules.standings.standings`.

Three reads, all on indexes that start with the server (``matches_season``, ``casualties_match``): the
season's matches, the casualties of those matches grouped by causing and suffering team, and the server's
teams (a few dozen rows). Timings: ``bench/league_queries.py``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from typing import Any, Final

from league.audit import utcnow
from league.db import Database
from league.match_kinds import AWAITING_POSTMATCH_SQL, COUNTED_SQL
from league.matches import current_season, match_filters, match_from_row
from league.rows import from_row, later_column
from league.teams import row_special_rules
from records.standings import MatchLine, SeasonTable
from rules.draft import BUDGET, DEFAULT_BUDGET, DEFAULT_CAP
from rules.errors import DomainError
from rules.standings import (
    BONUS_CASUALTIES,
    BONUS_TOUCHDOWNS,
    DEFAULT_TIEBREAKERS,
    Casualties,
    Entrant,
    Record,
    Scoring,
    check_tiebreakers,
    standings,
)
from rules.team_value import PlayerValue, TeamValue, low_cost_fee, team_value

SCORING_SQL: Final = (
    "SELECT win, draw, loss, conceded, tiebreakers, weekly_post, bonus, draft_budget, redraft_cap FROM league_scoring"
    " WHERE guild_id = ?"
)


@dataclass(frozen=True, slots=True)
class LeagueScoring:
    """A server's points and tie-breakers, and whether the table follows each applied post-match; the season's
    draft budget and re-draft cap (issue 29: league_play.md lets a league choose them), frozen with the season."""

    guild_id: int
    scoring: Scoring = field(default_factory=Scoring)
    weekly_post: bool = True
    draft_budget: int = DEFAULT_BUDGET
    redraft_cap: int = DEFAULT_CAP


@dataclass(frozen=True, slots=True)
class ScoringChange:
    """What a commissioner changes in a server's scoring: points per result, tie-breakers, the table posted after
    each applied post-match; ``None`` keeps what is stored."""

    win: int | None = None
    draw: int | None = None
    loss: int | None = None
    conceded: int | None = None
    tiebreakers: tuple[str, ...] | None = None
    bonus: bool | None = None
    weekly_post: bool | None = None
    draft_budget: int | None = None
    redraft_cap: int | None = None

    def applied_to(self, current: LeagueScoring) -> LeagueScoring:
        """``current`` with what is given here (points and tie-breakers validated by :class:`Scoring`, the budget
        and the cap by :data:`rules.draft.BUDGET`)."""
        given = {f.name: getattr(self, f.name) for f in fields(Scoring)}
        scoring = replace(current.scoring, **{k: v for k, v in given.items() if v is not None})
        post = current.weekly_post if self.weekly_post is None else bool(self.weekly_post)
        budget = current.draft_budget if self.draft_budget is None else BUDGET.check(self.draft_budget)
        cap = current.redraft_cap if self.redraft_cap is None else BUDGET.check(self.redraft_cap)
        return LeagueScoring(current.guild_id, scoring, post, budget, cap)


#: The scoring each ended season froze (``season_ends.scoring``, written when the season end is applied), in the
#: order the seasons ended: the N-th row ended season N.
_FROZEN_SQL: Final = (
    "SELECT s.scoring FROM season_ends s JOIN audit_batches b ON b.id = s.applied_batch_id"
    " WHERE s.guild_id = ? AND b.reverted_by IS NULL ORDER BY s.applied_batch_id LIMIT 1 OFFSET ?"
)


def frozen_scoring(current: LeagueScoring) -> str:
    """The JSON a season end keeps of the scoring its season was ranked by (read back by :func:`scoring_from_row`)."""
    s = current.scoring
    payload = {"win": s.win, "draw": s.draw, "loss": s.loss, "conceded": s.conceded}
    draft = {"draft_budget": current.draft_budget, "redraft_cap": current.redraft_cap}
    return json.dumps({**payload, "tiebreakers": ",".join(s.tiebreakers), "bonus": int(s.bonus), **draft})


def scoring_from_row(guild_id: int, row: Mapping[str, Any] | None) -> LeagueScoring:
    if row is None:
        return LeagueScoring(guild_id)
    keys = tuple(k for k in str(row["tiebreakers"]).split(",") if k)
    try:
        breakers = check_tiebreakers(keys)
    except DomainError:  # a key a later version dropped: fall back rather than break the table
        breakers = DEFAULT_TIEBREAKERS
    scoring = Scoring(row["win"], row["draw"], row["loss"], row["conceded"], breakers, bool(row["bonus"]))
    budget = int(later_column(row, "draft_budget", DEFAULT_BUDGET))
    cap = int(later_column(row, "redraft_cap", DEFAULT_CAP))
    return LeagueScoring(guild_id, scoring, bool(row["weekly_post"]), budget, cap)


class StandingsRepository:
    """Seasons, the league table and the server's scoring."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def scoring(self, guild_id: int) -> LeagueScoring:
        """The server's scoring now: the current season's (``/settings`` changes it)."""
        return scoring_from_row(guild_id, await self._db.fetchone(SCORING_SQL, (guild_id,)))

    async def season_scoring(self, guild_id: int, season: int) -> LeagueScoring:
        """The scoring ``season`` is ranked by: the one its season end froze once it ended, else the server's now.
        A season ended before scorings were frozen (none kept) reads the server's now, as it always did."""
        if season < await self.current_season(guild_id):
            row = await self._db.fetchone(_FROZEN_SQL, (guild_id, season - 1))
            if row is not None and row["scoring"] is not None:
                now = await self.scoring(guild_id)
                return scoring_from_row(guild_id, {"weekly_post": now.weekly_post, **json.loads(row["scoring"])})
        return await self.scoring(guild_id)

    async def update_scoring(self, guild_id: int, user_id: int, change: ScoringChange) -> LeagueScoring:
        """Change some of the scoring and keep the rest."""
        async with self._db.transaction(guild_id=guild_id) as conn:
            async with conn.execute(SCORING_SQL, (guild_id,)) as cursor:
                updated = change.applied_to(scoring_from_row(guild_id, await cursor.fetchone()))
            scoring, post = updated.scoring, updated.weekly_post
            await conn.execute(
                "INSERT INTO league_scoring (guild_id, win, draw, loss, conceded, tiebreakers, bonus, weekly_post,"
                " draft_budget, redraft_cap, updated_by, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (guild_id) DO UPDATE SET"
                " win = excluded.win, draw = excluded.draw, loss = excluded.loss, conceded = excluded.conceded,"
                " tiebreakers = excluded.tiebreakers, bonus = excluded.bonus, weekly_post = excluded.weekly_post,"
                " draft_budget = excluded.draft_budget, redraft_cap = excluded.redraft_cap,"
                " updated_by = excluded.updated_by, updated_at = excluded.updated_at",
                (
                    guild_id,
                    scoring.win,
                    scoring.draw,
                    scoring.loss,
                    scoring.conceded,
                    ",".join(scoring.tiebreakers),
                    int(scoring.bonus),
                    int(post),
                    updated.draft_budget,
                    updated.redraft_cap,
                    user_id,
                    utcnow(),
                ),
            )
        return updated

    async def current_season(self, guild_id: int) -> int:
        return await current_season(self._db, guild_id)

    async def seasons(self, guild_id: int) -> list[int]:
        """Every season of the server, the current one included (even before its first match)."""
        rows = await self._db.fetchall("SELECT DISTINCT season FROM matches WHERE guild_id = ?", (guild_id,))
        return sorted({int(r["season"]) for r in rows} | {await self.current_season(guild_id)})

    async def table(self, guild_id: int, season: int | None = None) -> SeasonTable:
        """The table of ``season`` (the current one by default).

        Listed: every team with a counted match, archived ones included (marked), and, for the current
        season, every active team (with zeros until it plays). A season that has not begun is refused.
        """
        now = await self.current_season(guild_id)
        season = now if season is None else season
        if season < 1 or season > now:
            raise DomainError("error.standings.season", season=season, current=now)
        scoring = await self.season_scoring(guild_id, season)
        # One row per team and opponent, summed by the database (a season of 1,000 matches is a few hundred rows),
        # each column named as the rules.standings.Record field it fills (Record.of says the same for a match).
        pairs = await self._db.fetchall(
            # an unplayed fixture (unp): 0-0 a loss for both, no bonus point; its real-life concession takes the
            # loss's points (gave_up only for a concession in a played match)
            "SELECT team AS team_id, opp AS opponent_id, COUNT(*) AS played, COUNT(*) FILTER (WHERE f > a) AS won,"
            " COUNT(*) FILTER (WHERE f = a AND unp = 0) AS drawn,"
            " COUNT(*) FILTER (WHERE f < a OR (f = a AND unp = 1)) AS lost,"
            " COUNT(*) FILTER (WHERE f < a AND gave_up = 1) AS conceded, SUM(f) AS td_for, SUM(a) AS td_against,"
            " COUNT(*) FILTER (WHERE f >= ?3 AND unp = 0) AS big_scores,"
            " COUNT(*) FILTER (WHERE a = 0 AND unp = 0) AS shutouts"
            " FROM ("
            "  SELECT home_team_id AS team, away_team_id AS opp, home_score AS f, away_score AS a,"
            "   CASE WHEN conceded = 'home' AND kind <> 'unplayed' THEN 1 ELSE 0 END AS gave_up,"
            "   CASE WHEN kind = 'unplayed' THEN 1 ELSE 0 END AS unp"
            f"   FROM matches WHERE guild_id = ?1 AND season = ?2 AND status = 'applied' AND {COUNTED_SQL}"
            "  UNION ALL"
            "  SELECT away_team_id, home_team_id, away_score, home_score,"
            "   CASE WHEN conceded = 'away' AND kind <> 'unplayed' THEN 1 ELSE 0 END,"
            "   CASE WHEN kind = 'unplayed' THEN 1 ELSE 0 END"
            f"   FROM matches WHERE guild_id = ?1 AND season = ?2 AND status = 'applied' AND {COUNTED_SQL}"
            " ) sides GROUP BY team, opp",
            (guild_id, season, BONUS_TOUCHDOWNS),
        )
        # PostgreSQL's SUM is a numeric: the two sums made int
        results = [from_row(Record, r, td_for=int(r["td_for"]), td_against=int(r["td_against"])) for r in pairs]
        waiting = await self._db.fetchone(
            f"SELECT COUNT(*) AS n FROM matches WHERE guild_id = ? AND season = ? AND {AWAITING_POSTMATCH_SQL}",
            (guild_id, season),
        )
        cas_rows = await self._db.fetchall(
            # Counted per match first (a bonus point for 3 or more in one match), then per causing and suffering
            # team. CROSS JOIN keeps the season's matches as the outer loop in SQLite (casualties_match per match,
            # not every casualty of the server); PostgreSQL reads it as the inner join it is.
            "SELECT causer, victim, SUM(n) AS total, COUNT(*) FILTER (WHERE n >= ?3) AS big_games FROM ("
            "  SELECT c.caused_by_team_id AS causer, c.victim_team_id AS victim, COUNT(*) AS n"
            "   FROM matches m CROSS JOIN casualties c"
            f"   WHERE m.guild_id = ?1 AND m.season = ?2 AND m.status = 'applied' AND m.{COUNTED_SQL}"
            "   AND c.guild_id = m.guild_id AND c.match_id = m.id AND c.earns_spp = 1"
            # an author outside the rosters (a Star Player) earns no SPP: never counted, even stored as earning
            "   AND (c.caused_by_id IS NOT NULL OR c.caused_by_team_id IS NULL)"
            "   GROUP BY c.match_id, c.caused_by_team_id, c.victim_team_id"
            " ) per_match GROUP BY causer, victim",
            (guild_id, season, BONUS_CASUALTIES),
        )
        cas: dict[int, Casualties] = {}
        # each team's from the pairs: those it caused, those it suffered (PostgreSQL's SUM is a numeric: int())
        for r in cas_rows:
            total = int(r["total"])
            if r["causer"] is not None:
                caused = cas.get(r["causer"], Casualties())
                cas[r["causer"]] = caused._replace(
                    caused=caused.caused + total, big_games=caused.big_games + int(r["big_games"])
                )
            suffered = cas.get(r["victim"], Casualties())
            cas[r["victim"]] = suffered._replace(suffered=suffered.suffered + total)
        teams = await self._db.fetchall("SELECT id, name, archived_at FROM teams WHERE guild_id = ?", (guild_id,))
        playing = {r.team_id for r in results}
        entrants = [
            Entrant(t["id"], t["name"], t["archived_at"] is not None)
            for t in teams
            if t["id"] in playing or (season == now and t["archived_at"] is None)
        ]
        table = standings(entrants, results, cas, scoring.scoring)
        pending = int(waiting["n"]) if waiting else 0
        played = sum(r.played for r in results) // 2
        values = await self.team_values(guild_id) if season == now else {}
        return SeasonTable(guild_id, season, season == now, table, pending, played, values)

    async def team_values(self, guild_id: int, team_id: int | None = None) -> dict[int, TeamValue]:
        """TV and CTV of every team of the server (or one), from its roster players' values and its staff.

        A player's value is the one the post-match keeps on the player (``players.value``).
        """
        teams_sql = (
            "SELECT id, roster, special_rules, rerolls, reroll_cost, cheerleaders, assistant_coaches, apothecary"
            " FROM teams WHERE guild_id = ?"
        )
        players_sql = (
            "SELECT team_id, position, value, miss_next_game, temporarily_retired FROM players"
            " WHERE guild_id = ? AND status = 'active'"
        )
        params: list[Any] = [guild_id]
        if team_id is not None:
            teams_sql += " AND id = ?"
            players_sql += " AND team_id = ?"
            params.append(team_id)
        teams = await self._db.fetchall(teams_sql, params)
        # a Low Cost Linemen team's Linemen: their Hiring Fee is 0 in CTV (rules.team_value.low_cost_fee)
        books = {t["id"]: (t["roster"], row_special_rules(t)) for t in teams}
        roster: dict[int, list[PlayerValue]] = {}
        for p in await self._db.fetchall(players_sql, params):
            plays = not p["miss_next_game"] and not p["temporarily_retired"]
            book, rules = books.get(p["team_id"], ("", ()))
            free = low_cost_fee(rules, book, p["position"])
            roster.setdefault(p["team_id"], []).append(PlayerValue(p["value"], plays, free))
        return {
            t["id"]: team_value(
                roster.get(t["id"], []),
                rerolls=t["rerolls"],
                reroll_cost=t["reroll_cost"],
                cheerleaders=t["cheerleaders"],
                assistant_coaches=t["assistant_coaches"],
                apothecary=bool(t["apothecary"]),
            )
            for t in teams
        }

    async def matches(
        self, guild_id: int, season: int, *, team_id: int | None = None, status: str | None = None
    ) -> list[MatchLine]:
        """The season's matches, newest first: every status, or one; every team, or one."""
        sql = (
            "SELECT m.*, h.name AS home_name, a.name AS away_name FROM matches m"
            " JOIN teams h ON h.guild_id = m.guild_id AND h.id = m.home_team_id"
            " JOIN teams a ON a.guild_id = m.guild_id AND a.id = m.away_team_id"
            " WHERE m.guild_id = ? AND m.season = ?"
        )
        where, params = match_filters(team_id, status, alias="m.")
        rows = await self._db.fetchall(sql + where + " ORDER BY m.id DESC", [guild_id, season, *params])
        return [MatchLine(match_from_row(r), r["home_name"], r["away_name"]) for r in rows]
