"""How fast are the league statistics on a big file? (benchmark, not a test; ``make bench``)

Fills a temporary database with 100 servers × 1,000 matches × 10 casualties
(1,000,000 casualty rows, plus 16 teams of 16 players per server) with
``executemany`` inside one transaction per server, then times, for one server,
the leaderboard (:meth:`StatsRepository.leaderboard`: four rankings and their
labels), the autocomplete (:meth:`search_players` and :meth:`search_teams`) and the
season's league table (:meth:`StandingsRepository.table`: 1,000 matches, 10,000 casualties),
through the real aiosqlite connection, and prints median and p99.
Aims: leaderboard ≤ 50 ms, autocomplete ≤ 20 ms, standings ≤ 20 ms. It stops by itself: the fill
is fixed, each timing loop stops after ``--runs`` calls or ``--seconds``.

The fill writes rows directly (no audit rows): it measures reads, and the audit
log is never read by these queries.

Query plans relied on (printed by the run; no ANALYZE, SQLite 3.40)::

    leaderboard, causers (players, killers, teams from one scan, ranked in Python):
        SEARCH casualties USING COVERING INDEX casualties_causer (guild_id=? AND caused_by_team_id>?)
    leaderboard, most injured:
        SEARCH casualties USING COVERING INDEX casualties_victim (guild_id=?) | USE TEMP B-TREE FOR ORDER BY
    leaderboard, labels of the ≤ 40 players and 10 teams shown (guild-scoped too):
        SEARCH p USING INDEX sqlite_autoindex_players_1 (guild_id=? AND id=? AND rowid=?)
        | SEARCH t USING INTEGER PRIMARY KEY (rowid=?)
        SEARCH teams USING INDEX sqlite_autoindex_teams_1 (guild_id=? AND id=? AND rowid=?)
    autocomplete, players (a server's ~250 players, instr() on the folded name):
        SEARCH p USING INDEX sqlite_autoindex_players_2 (guild_id=?) | SEARCH t USING INTEGER PRIMARY KEY (rowid=?)
        | USE TEMP B-TREE FOR ORDER BY
    autocomplete, teams:
        SEARCH teams USING INDEX teams_name_key (guild_id=?) | USE TEMP B-TREE FOR ORDER BY

    standings, one row per team and opponent (both sides of each match, summed by SQLite):
        SEARCH matches USING INDEX matches_season (guild_id=? AND season=? AND status=?) (twice, UNION ALL)
        | SCAN sides | USE TEMP B-TREE FOR GROUP BY
    standings, casualties of the season's matches (CROSS JOIN: the matches drive):
        SEARCH m USING COVERING INDEX matches_season (guild_id=? AND season=? AND status=?)
        | SEARCH c USING INDEX casualties_match (guild_id=? AND match_id=?) | USE TEMP B-TREE FOR GROUP BY
    standings, team values: SEARCH players USING INDEX sqlite_autoindex_players_2 (guild_id=?)

A server that played friendlies adds ``match_id NOT IN (its friendlies)`` to both (their casualties rank nothing),
read off the covering index; the others pay two probes of the partial index ``matches_friendly`` (+0.15 ms
median, 10 servers × 1,000 matches × 10 casualties, 1 December).

Both GROUP BY of the leaderboard follow their index order (team, then player), so grouping needs
no temporary b-tree; only the grouped rows (a few hundred) are sorted. A
``cause IN (…)`` filter costs about 4 ms more per scan, so it is only added
when a caller asks for some causes (SPP-earning blocks).
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import random
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

from league.db import Database, SqliteDatabase
from league.standings import StandingsRepository
from league.stats import StatsRepository
from records.models import search_key
from render.standings import standings_png
from rules.causes import earns_spp

OUTCOMES = (
    ("casualty.badly_hurt", 50),
    ("casualty.seriously_hurt", 13),
    ("casualty.serious_injury", 12),
    ("casualty.lasting_injury", 12),
    ("casualty.dead", 10),
    ("injury.badly_hurt", 3),
)
CAUSES = (("block", 70), ("foul", 15), ("crowd", 8), ("rock", 2), ("pitch_invasion", 2), ("other", 3))
SYLLABLES = ("gra", "ka", "zog", "ul", "uk", "bo", "el", "ise", "tho", "rin", "gim", "li", "mor", "dur", "na", "fen")
ROSTERS = ("Orques", "Humains", "Nains", "Elfes Sylvains", "Skavens", "Morts-Vivants", "Gobelins", "Halflings")


#: One server's rows: teams, players, matches, casualties (the columns of the INSERTs in :func:`fill`).
Row = tuple[Any, ...]
Rows = tuple[list[Row], list[Row], list[Row], list[Row]]


def name(rng: random.Random) -> str:
    return "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 3))).capitalize()


def generate(guilds: int, matches: int, casualties: int, teams: int, players: int, seed: int) -> Iterator[Rows]:
    """The rows of each server in turn, ids computed here (the same league for SQLite and PostgreSQL)."""
    rng = random.Random(seed)
    outcomes, outcome_weights = zip(*OUTCOMES, strict=True)
    causes, cause_weights = zip(*CAUSES, strict=True)
    outcome_cum = list(itertools.accumulate(outcome_weights))
    cause_cum = list(itertools.accumulate(cause_weights))
    team_id = player_id = match_id = casualty_id = 0
    stamp = "2026-01-01T00:00:00.000Z"
    for guild in range(1, guilds + 1):
        team_rows, player_rows, match_rows, casualty_rows = [], [], [], []
        rosters: dict[int, list[int]] = {}
        for t in range(teams):
            team_id += 1
            team_name = f"{name(rng)} {rng.choice(('de Fer', 'Têtus', 'du Chaos', 'Sanglants'))} {t}"
            team_rows.append(
                (team_id, guild, team_name, team_name.casefold(), search_key(team_name), t, rng.choice(ROSTERS))
            )
            rosters[team_id] = []
            for number in range(1, players + 1):
                player_id += 1
                player_name = name(rng)
                player_rows.append(
                    (
                        player_id,
                        guild,
                        team_id,
                        number,
                        player_name,
                        search_key(player_name),
                        "Trois-Quart",
                        6,
                        3,
                        3,
                        4,
                        9,
                    )
                )
                rosters[team_id].append(player_id)
        team_ids = list(rosters)
        for _ in range(matches):
            match_id += 1
            home, away = rng.sample(team_ids, 2)
            match_rows.append((match_id, guild, home, away, "applied", 1, stamp, rng.randint(0, 4), rng.randint(0, 4)))
            for _ in range(casualties):
                casualty_id += 1
                victim_team, causer_team = (home, away) if rng.random() < 0.5 else (away, home)
                cause = rng.choices(causes, cum_weights=cause_cum)[0]
                causer = None if cause in ("crowd", "rock", "pitch_invasion") else rng.choice(rosters[causer_team])
                casualty_rows.append(
                    (
                        casualty_id,
                        guild,
                        match_id,
                        victim_team,
                        rng.choice(rosters[victim_team]),
                        None if causer is None else causer_team,
                        causer,
                        cause,
                        rng.choices(outcomes, cum_weights=outcome_cum)[0],
                        1,
                        stamp,
                        stamp,  # applied with its match, which decided whether it earns SPP (the table counts those)
                        int(earns_spp(cause)),
                    )
                )
        yield team_rows, player_rows, match_rows, casualty_rows


async def fill(db: Database, guilds: int, matches: int, casualties: int, teams: int, players: int, seed: int) -> None:
    """Bulk rows, one transaction per server; ids are computed here to avoid a read per row."""
    await db.conn.execute("PRAGMA synchronous=OFF")
    for team_rows, player_rows, match_rows, casualty_rows in generate(
        guilds, matches, casualties, teams, players, seed
    ):
        async with db.transaction() as conn:
            await conn.executemany(
                "INSERT INTO teams (id, guild_id, name, name_key, search_key, coach_id, roster)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                team_rows,
            )
            await conn.executemany(
                "INSERT INTO players (id, guild_id, team_id, number, name, search_key, position, ma, st, ag, pa, av)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                player_rows,
            )
            await conn.executemany(
                "INSERT INTO matches (id, guild_id, home_team_id, away_team_id, status, created_by, finished_at,"
                " home_score, away_score) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                match_rows,
            )
            await conn.executemany(
                "INSERT INTO casualties (id, guild_id, match_id, victim_team_id, victim_id, caused_by_team_id,"
                " caused_by_id, cause, outcome, recorded_by, recorded_at, applied_at, earns_spp)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                casualty_rows,
            )


async def picture(standings: StandingsRepository, guild: int) -> bytes:
    """The PNG of the table, drawn in a worker thread as ``/standings`` draws it."""
    table = await standings.table(guild)
    return await asyncio.to_thread(lambda: standings_png(table, lang="fr"))


async def timed(call: Callable[[], Awaitable[object]], runs: int, seconds: float) -> list[float]:
    """Milliseconds per call, after one warm-up call."""
    await call()
    out: list[float] = []
    deadline = time.perf_counter() + seconds
    while len(out) < runs and time.perf_counter() < deadline:
        start = time.perf_counter()
        await call()
        out.append((time.perf_counter() - start) * 1000)
    return out


def summary(label: str, samples: list[float], aim: float) -> str:
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
    median = statistics.median(ordered)
    verdict = "ok" if p99 <= aim else "SLOW"
    return (
        f"{label:<28} median {median:7.2f} ms   p99 {p99:7.2f} ms   (aim ≤ {aim:g} ms, {len(samples)} runs) {verdict}"
    )


async def plans(db: SqliteDatabase, calls: dict[str, Callable[[], Awaitable[object]]]) -> None:
    """Print the plan of every statement each call runs (caught with SQLite's trace hook)."""
    for label, call in calls.items():
        statements: list[str] = []
        await db.conn.set_trace_callback(statements.append)
        try:
            await call()
        finally:
            await db.conn.set_trace_callback(None)  # type: ignore[arg-type]  # sqlite3 takes None to remove the hook; aiosqlite does not say so
        print(f"  {label}:")
        for sql in statements:
            rows = await db.fetchall("EXPLAIN QUERY PLAN " + sql)
            print(f"    {sql[:90]}{'…' if len(sql) > 90 else ''}")
            print("      " + " | ".join(str(r[3]) for r in rows))


def league_arguments(description: str, *, guilds: int, runs: int) -> argparse.ArgumentParser:
    """The options of a league benchmark: the size of the generated league, the timing runs and the seed."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--guilds", type=int, default=guilds)
    parser.add_argument("--matches", type=int, default=1000, help="per server")
    parser.add_argument("--casualties", type=int, default=10, help="per match")
    parser.add_argument("--teams", type=int, default=16, help="per server")
    parser.add_argument("--players", type=int, default=16, help="per team")
    parser.add_argument("--runs", type=int, default=runs)
    parser.add_argument("--seconds", type=float, default=20.0, help="time limit of each timing loop")
    parser.add_argument("--seed", type=int, default=2026)
    return parser


async def main() -> None:
    parser = league_arguments(__doc__.splitlines()[0], guilds=100, runs=300)
    parser.add_argument("--db", type=Path, help="keep the filled file here and reuse it on the next run")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as folder:
        path = args.db or Path(folder) / "bench.sqlite3"
        reuse = path.exists()
        db = await SqliteDatabase.connect(path)
        try:
            if reuse:
                print(f"reusing {path}")
            else:
                start = time.perf_counter()
                await fill(db, args.guilds, args.matches, args.casualties, args.teams, args.players, args.seed)
                total = args.guilds * args.matches * args.casualties
                print(
                    f"fill: {args.guilds} servers × {args.matches} matches × {args.casualties} casualties"
                    f" = {total:,} casualties in {time.perf_counter() - start:.1f} s"
                )
            guild = args.guilds // 2 or 1
            stats = StatsRepository(db)
            standings = StandingsRepository(db)
            print(f"query plans (server {guild}):")
            await plans(
                db,
                {
                    "leaderboard": lambda: stats.leaderboard(guild),
                    "players": lambda: stats.search_players(guild, "gr"),
                    "teams": lambda: stats.search_teams(guild, "or"),
                    "standings": lambda: standings.table(guild),
                },
            )
            board = await stats.leaderboard(guild)
            print(f"leader: {board.casualties_by_player[0].label} ({board.casualties_by_player[0].count})")
            results = [
                (
                    "leaderboard (4 rankings)",
                    await timed(lambda: stats.leaderboard(guild), args.runs, args.seconds),
                    50,
                ),
                (
                    "autocomplete players 'gr'",
                    await timed(lambda: stats.search_players(guild, "gr"), args.runs, args.seconds),
                    20,
                ),
                (
                    "autocomplete players ''",
                    await timed(lambda: stats.search_players(guild, ""), args.runs, args.seconds),
                    20,
                ),
                (
                    "autocomplete teams 'or'",
                    await timed(lambda: stats.search_teams(guild, "or"), args.runs, args.seconds),
                    20,
                ),
                ("graveyard", await timed(lambda: stats.graveyard(guild), args.runs, args.seconds), 50),
                (
                    "standings (1,000 matches)",
                    await timed(lambda: standings.table(guild), args.runs, args.seconds),
                    20,
                ),
                (
                    "standings picture (Pillow)",
                    await timed(lambda: picture(standings, guild), min(args.runs, 50), args.seconds),
                    200,
                ),
            ]
            # Baseline of the same run: one trivial round trip through aiosqlite on the same connection.
            baseline = await timed(lambda: db.fetchone("SELECT 1"), args.runs, args.seconds)
            base = statistics.median(baseline)
            print(f"{'baseline SELECT 1':<28} median {base:7.2f} ms")
            for label, samples, aim in results:
                ratio = statistics.median(samples) / base if base else float("nan")
                print(summary(label, samples, aim) + f"   ×{ratio:.0f} baseline")
        finally:
            await db.close()


if __name__ == "__main__":
    asyncio.run(main())
