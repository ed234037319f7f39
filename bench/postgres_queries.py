"""The league's aggregates and autocomplete at 10 M casualties, on PostgreSQL beside SQLite (benchmark, not a test).

Fills the same league (``bench.league_queries.generate``: 1,000 servers × 1,000 matches × 10 casualties =
10,000,000 casualty rows, 16 teams of 16 players per server) into a SQLite file and into a PostgreSQL
database, then times, for one server in the middle and on each backend through the bot's own repositories:
the aggregates (the leaderboard's four rankings, the standings table, the graveyard) and the autocomplete
(players, teams). Aims: p99 ≤ 20 ms for the aggregates, ≤ 5 ms for the autocomplete. Each backend's baseline
is measured in the same run: ``SELECT 1`` through the same database object.

PostgreSQL is a throwaway server started here (``tests/pgserver.py``, 512 MB of shared buffers, fsync off:
the settings change writes, not these reads), or ``--url`` for one of yours. The rows go in with COPY with
the foreign-key triggers off (``session_replication_role = replica``: the generated league is consistent),
then ``VACUUM ANALYZE`` as after any bulk load. ``--sqlite`` keeps the filled file to reuse it.

    .venv/bin/python -m bench.postgres_queries              # ≈ 15 min on two shared cores, ≈ 6 GB of disk
    .venv/bin/python -m bench.postgres_queries --guilds 50  # a quick look
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from bench.league_queries import fill, generate, league_arguments, summary, timed
from league.db import Database, open_database
from league.pg import PostgresDatabase
from league.standings import StandingsRepository
from league.stats import StatsRepository
from tests.pgserver import PostgresServer

AGGREGATE_AIM = 20.0
AUTOCOMPLETE_AIM = 5.0
_COLUMNS = {
    "teams": ("id", "guild_id", "name", "name_key", "search_key", "coach_id", "roster"),
    "players": ("id", "guild_id", "team_id", "number", "name", "search_key", "position", "ma", "st", "ag", "pa", "av"),
    "matches": (
        "id", "guild_id", "home_team_id", "away_team_id", "status", "created_by", "finished_at", "home_score",
        "away_score",
    ),
    "casualties": (
        "id", "guild_id", "match_id", "victim_team_id", "victim_id", "caused_by_team_id", "caused_by_id", "cause",
        "outcome", "recorded_by", "recorded_at", "applied_at", "earns_spp",
    ),
}  # fmt: skip


async def fill_postgres(db: Database, args: argparse.Namespace) -> None:
    """COPY the generated rows, 20 servers at a time, foreign-key triggers off; then VACUUM ANALYZE."""
    import asyncpg

    assert isinstance(db, PostgresDatabase)
    conn = await asyncpg.connect(db.url)
    try:
        await conn.execute("SET session_replication_role = replica")
        pending: dict[str, list[tuple[Any, ...]]] = {table: [] for table in _COLUMNS}

        async def flush() -> None:
            for table, rows in pending.items():
                if rows:
                    await conn.copy_records_to_table(table, records=rows, columns=list(_COLUMNS[table]))
                    rows.clear()

        rows_of = generate(args.guilds, args.matches, args.casualties, args.teams, args.players, args.seed)
        for number, rows in enumerate(rows_of, start=1):
            for table, chunk in zip(_COLUMNS, rows, strict=True):
                pending[table].extend(chunk)
            if number % 20 == 0:
                await flush()
        await flush()
        await conn.execute("VACUUM ANALYZE")
    finally:
        await conn.close()


async def measure(label: str, db: Database, guild: int, args: argparse.Namespace) -> list[tuple[str, float, float]]:
    """``(what, median ratio to the baseline, p99 ms)`` per measure, printed as it goes."""
    stats, standings = StatsRepository(db), StandingsRepository(db)
    calls: list[tuple[str, Callable[[], Awaitable[object]], float]] = [
        ("leaderboard (4 rankings)", lambda: stats.leaderboard(guild), AGGREGATE_AIM),
        ("standings (1,000 matches)", lambda: standings.table(guild), AGGREGATE_AIM),
        ("graveyard", lambda: stats.graveyard(guild), AGGREGATE_AIM),
        ("autocomplete players 'gr'", lambda: stats.search_players(guild, "gr"), AUTOCOMPLETE_AIM),
        ("autocomplete players ''", lambda: stats.search_players(guild, ""), AUTOCOMPLETE_AIM),
        ("autocomplete teams 'or'", lambda: stats.search_teams(guild, "or"), AUTOCOMPLETE_AIM),
    ]
    baseline = await timed(lambda: db.fetchone("SELECT 1"), args.runs, args.seconds)
    base = statistics.median(baseline)
    print(f"--- {label}: baseline SELECT 1 median {base:.3f} ms")
    out = []
    for what, call, aim in calls:
        samples = await timed(call, args.runs, args.seconds)
        ordered = sorted(samples)
        p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
        ratio = statistics.median(samples) / base
        print(summary(what, samples, aim) + f"   ×{ratio:.0f} baseline")
        out.append((what, ratio, p99))
    return out


async def explain(db: Database, guild: int) -> None:
    """The plan of the leaderboard's scan on PostgreSQL (an index-only scan of casualties_causer is expected)."""
    rows = await db.fetchall(
        "EXPLAIN SELECT caused_by_team_id, caused_by_id, COUNT(*), COUNT(*) FILTER (WHERE outcome = ?)"
        " FROM casualties WHERE guild_id = ? AND caused_by_team_id IS NOT NULL"
        " GROUP BY caused_by_team_id, caused_by_id",
        ("casualty.dead", guild),
    )
    print("PostgreSQL plan of the leaderboard's scan:")
    for row in rows:
        print("   ", row[0])


async def main() -> None:
    parser = league_arguments(__doc__.splitlines()[0], guilds=1000, runs=500)
    parser.add_argument("--sqlite", type=Path, help="keep the filled SQLite file here and reuse it next time")
    parser.add_argument("--url", help="an existing PostgreSQL database (filled if empty) instead of a throwaway server")
    args = parser.parse_args()
    total = args.guilds * args.matches * args.casualties
    guild = args.guilds // 2 or 1

    server = None
    with tempfile.TemporaryDirectory() as folder:
        try:
            url = args.url
            if url is None:
                server = PostgresServer.start(settings={"shared_buffers": "512MB", "work_mem": "16MB"})
                url = await server.create_database("bench")
            pg = await open_database(url)
            lite = await open_database(args.sqlite or Path(folder) / "bench.sqlite3")
            try:
                if (await lite.fetchone("SELECT COUNT(*) FROM casualties"))[0] == 0:
                    start = time.perf_counter()
                    await fill(lite, args.guilds, args.matches, args.casualties, args.teams, args.players, args.seed)
                    print(f"SQLite fill: {total:,} casualties in {time.perf_counter() - start:.0f} s")
                if (await pg.fetchone("SELECT COUNT(*) FROM casualties"))[0] == 0:
                    start = time.perf_counter()
                    await fill_postgres(pg, args)
                    print(f"PostgreSQL fill (COPY + VACUUM ANALYZE): {total:,} casualties in"
                          f" {time.perf_counter() - start:.0f} s")  # fmt: skip
                size = (await pg.fetchone("SELECT pg_size_pretty(pg_database_size(current_database()))"))[0]
                print(f"server {guild} of {args.guilds}; PostgreSQL database {size}")
                await explain(pg, guild)
                on_lite = await measure("SQLite", lite, guild, args)
                on_pg = await measure("PostgreSQL", pg, guild, args)
                print("--- PostgreSQL / SQLite, each as a ratio to its own baseline (median):")
                for (what, lite_ratio, lite_p99), (_, pg_ratio, pg_p99) in zip(on_lite, on_pg, strict=True):
                    print(f"{what:<28} ×{pg_ratio:.0f} vs ×{lite_ratio:.0f};  p99 {pg_p99:.2f} ms vs {lite_p99:.2f} ms")
            finally:
                await lite.close()
                await pg.close()
        finally:
            if server is not None:
                server.stop()


if __name__ == "__main__":
    asyncio.run(main())
