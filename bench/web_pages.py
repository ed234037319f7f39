"""How fast are the league's web pages on a big SQLite file? (benchmark, not a test; ``make bench``)

Fills a temporary database as ``bench/league_queries.py`` does (by default 100 servers × 1,000 matches × 10
casualties: 1,000,000 casualty rows), gives server 1 its page, serves the pages on 127.0.0.1 with aiohttp's web
server (the one the bot runs, its per-address limit lifted) and times each page over HTTP with one client, beside
a same-run baseline: the stylesheet, a static answer of the same server (routing, middleware, headers, ETag, no
query, no template). Prints median and p99 per page, and p99 minus the baseline's p99. Aim: p99 ≤ 20 ms per page.
Twice: every page rendered at each request (its queries and template: the first reader after a write), then as the
server answers once a page was rendered at the league's revision (``web.app.Rendered``).

    .venv/bin/python -m bench.web_pages                              # SQLite, 1,000,000 casualty rows
    .venv/bin/python -m bench.web_pages --postgres --guilds 1000     # PostgreSQL, 10,000,000 (long: see the README)
"""

from __future__ import annotations

import argparse
import asyncio
import os
import tempfile
import time
from pathlib import Path

import aiohttp
from aiohttp import web

from bench.league_queries import fill, league_arguments, summary
from bench.postgres_queries import fill_postgres
from league.db import Database, SqliteDatabase, open_database
from league.settings import WebPages
from tests.pgserver import PostgresServer
from web.app import Rendered, make_app, settle
from web.ratelimit import RateLimit

TOKEN = "Bench-league-page-0123456789"
AIM_MS = 20.0


async def timed_get(session: aiohttp.ClientSession, url: str, runs: int, seconds: float) -> tuple[list[float], float]:
    """Milliseconds per page (the whole body read), after one warm-up request; and the process's CPU milliseconds
    per page (server, client and SQLite's thread: what a busy machine's other work does not inflate much)."""
    async with session.get(url) as response:
        assert response.status == 200, (url, response.status)
        await response.read()
    out: list[float] = []
    deadline = time.perf_counter() + seconds
    cpu = time.process_time()
    while len(out) < runs and time.perf_counter() < deadline:
        start = time.perf_counter()
        async with session.get(url) as response:
            await response.read()
        out.append((time.perf_counter() - start) * 1000)
    return out, (time.process_time() - cpu) * 1000 / max(1, len(out))


async def one(db: Database, sql: str) -> int:
    row = await db.fetchone(sql)
    assert row is not None
    return int(row[0])


def p99(samples: list[float]) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]


async def time_pages(db: Database, args: argparse.Namespace, label: str) -> None:
    """Give server 1 its page, serve the pages of ``db`` on 127.0.0.1 and time each one beside the stylesheet."""
    await WebPages(db).set(1, 1, TOKEN)
    team = await one(db, "SELECT MIN(id) FROM teams WHERE guild_id = 1")
    player = await one(db, "SELECT MIN(id) FROM players WHERE guild_id = 1")
    match = await one(db, "SELECT MAX(id) FROM matches WHERE guild_id = 1")
    rows = await one(db, "SELECT COUNT(*) FROM casualties")
    print(f"--- {label}: {rows:,} casualty rows; server 1's pages, {args.runs} runs each")
    pages = {
        "baseline (stylesheet)": "style.css",
        "league": "",
        "team": f"team/{team}",
        "player": f"player/{player}",
        "match": f"match/{match}",
        "graveyard": "graveyard",
        "leaderboards": "leaders",
        "past seasons": "seasons",
    }
    # each page rendered at every request (no page kept: its queries and template), then as the server answers a
    # reader once the page was rendered at the league's revision (one indexed read, the page kept in memory)
    for mode, rendered in (("rendered", Rendered(budget=0)), ("kept", Rendered())):
        print(f"- {mode}")
        app = make_app(db, limit=RateLimit(rate=1e9, burst=1e9), rendered=rendered)
        runner = web.AppRunner(app, access_log=None)
        await runner.setup()
        site = web.TCPSite(runner, "127.0.0.1", 0)
        await site.start()
        port = runner.addresses[0][1]
        base = f"http://127.0.0.1:{port}/l/{TOKEN}/"
        settle()  # as the serving processes do once ready (web.app.settle; the bot's setup_hook)
        try:
            async with aiohttp.ClientSession() as session:
                results = {
                    what: await timed_get(session, base + page, args.runs, args.seconds) for what, page in pages.items()
                }
        finally:
            await runner.cleanup()
        floor = p99(results["baseline (stylesheet)"][0])
        for what, (samples, cpu) in results.items():
            tail = f"   p99 − baseline {p99(samples) - floor:6.2f} ms   CPU {cpu:6.2f} ms"
            print(summary(what, samples, AIM_MS) + tail)


async def main() -> None:
    parser = league_arguments(__doc__.splitlines()[0], guilds=100, runs=200)
    parser.add_argument("--db", type=Path, help="keep the filled file here and reuse it on the next run")
    parser.add_argument(
        "--postgres", action="store_true", help="the same pages on a throwaway PostgreSQL server (COPY-filled)"
    )
    args = parser.parse_args()
    print(f"load average (1, 5, 15 min) on {os.cpu_count()} CPUs: " + ", ".join(f"{x:.2f}" for x in os.getloadavg()))
    if args.postgres:
        server = PostgresServer.start(settings={"shared_buffers": "512MB", "work_mem": "16MB"})
        try:
            pg = await open_database(await server.create_database("bench"))
            try:
                started = time.perf_counter()
                await fill_postgres(pg, args)
                print(f"PostgreSQL filled (COPY + VACUUM ANALYZE) in {time.perf_counter() - started:.1f} s")
                await time_pages(pg, args, "PostgreSQL")
            finally:
                await pg.close()
        finally:
            server.stop()
        return
    with tempfile.TemporaryDirectory() as folder:
        path = args.db or Path(folder) / "bench.sqlite3"
        reuse = path.exists()
        db = await SqliteDatabase.connect(path)
        try:
            if not reuse:
                started = time.perf_counter()
                await fill(db, args.guilds, args.matches, args.casualties, args.teams, args.players, args.seed)
                print(f"filled in {time.perf_counter() - started:.1f} s")
            await time_pages(db, args, "SQLite")
        finally:
            await db.close()
    print("load average after: " + ", ".join(f"{x:.2f}" for x in os.getloadavg()))


if __name__ == "__main__":
    asyncio.run(main())
