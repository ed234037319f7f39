"""Latency, throughput, start-up time and memory of the real bot against a bare discord.py bot.

Each bot runs as a child process against its own fake Discord on 127.0.0.1 with a fresh database:
start-up = process start → first command sync received; memory = VmRSS after the warm-up;
then `--count` interactions are dispatched at once, latency = dispatch → initial callback received;
CPU = the bot process's CPU time (all threads) during the burst, per interaction: unlike the latencies,
it hardly moves with the load of a shared machine. After a clean stop (SIGTERM) the bot's rolls are
counted in its file: every answered roll must be there.

`--runs` passes (default 5) each measure the bots in turn (the order rotates between passes): Arbitre, the bare
bot, and a second reference, bench/embed_bot.py (the bare bot answering with an embed like /injury's: the gap to it
is the price of Arbitre's own work, the rest the price of a richer answer); the summary gives the median of each
same-pass ratio over the passes, its range, and the load average of the machine.

    python -m bench.bot_latency                 # bot.py (/injury), bare_bot.py (/roll), embed_bot.py (/card): 5 passes
    python -m bench.bot_latency --no-embed      # without the second reference
    python -m bench.bot_latency --only-bare     # the baseline alone
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import sqlite3
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fakediscord.process import REPO_ROOT, BotProcess
from fakediscord.server import FakeDiscord
from tests.e2e.harness import COMMISSIONER_ID, LEAGUE_GUILD_ID, MATCHS_CHANNEL_ID, build_world

BOT = "bot.py"
EMBED = "embed_bot.py"


@dataclass
class Target:
    label: str
    script: str
    command: str
    options: dict[str, Any]


@dataclass
class Result:
    label: str
    startup_s: float
    rss_mib: float | None
    p50_ms: float
    p99_ms: float
    max_ms: float
    throughput: float
    count: int
    cpu_ms: float | None = None
    startup_cpu_s: float | None = None
    stored: int | None = None


def stored_rolls(path: Path) -> int | None:
    """Rows in the bot's ``rolls`` table (None for a bot without one)."""
    if not path.exists():
        return None
    with contextlib.closing(sqlite3.connect(path)) as conn:
        try:
            return int(conn.execute("SELECT COUNT(*) FROM rolls").fetchone()[0])
        except sqlite3.OperationalError:
            return None


async def _until_stored(path: Path, expected: int, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while (stored_rolls(path) or 0) < expected:
        if time.monotonic() > deadline:
            raise TimeoutError(f"{expected} rolls not all written to {path} after {timeout:g}s")
        await asyncio.sleep(0.005)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    index = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[index]


#: The league page's secret part in ``--pages`` (the bot's own pages, issue 30).
PAGES_TOKEN = "Bench-bot-latency-pages-0123456789"
#: Concurrent readers of the pages in ``--pages``, each a different address (X-Forwarded-For from loopback): the
#: per-address limit slows one flooding reader, not many readers.
READERS = 4


def free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def seed_pages(database: Path) -> list[str]:
    """The e2e league (two teams, a played match, casualties) in the bot's file, its page on: the pages to read."""
    from league.db import open_database
    from league.settings import WebPages
    from tests.e2e.league_seed import seed_league

    db = await open_database(database)
    try:
        seeded = await seed_league(db)
        await WebPages(db).set(LEAGUE_GUILD_ID, COMMISSIONER_ID, PAGES_TOKEN)
    finally:
        await db.close()
    team, player, match = seeded.teams["orcs"], seeded.players["grak"], seeded.matches["main"]
    return ["", f"team/{team}", f"player/{player}", f"match/{match}", "graveyard", "leaders"]


async def read_pages(base: str, pages: list[str], stop: asyncio.Event, reader: int) -> int:
    """Read the pages in turn until ``stop``; how many were read (each answer checked: a 200)."""
    import aiohttp

    read = 0
    headers = {"X-Forwarded-For": f"10.0.0.{reader + 1}"}
    async with aiohttp.ClientSession(headers=headers) as session:
        while not stop.is_set():
            async with session.get(base + pages[read % len(pages)]) as response:
                await response.read()
                assert response.status == 200, (response.url, response.status)
            read += 1
    return read


async def measure(
    target: Target, *, count: int, warmup: int, timeout: float, workdir: Path, pages: bool = False, turn: int = 0
) -> list[Result]:
    """The target's figures; with ``pages`` (the bot only), two bursts in the same process, in turns: idle, and
    while ``READERS`` clients read its league pages."""
    fake = FakeDiscord(bot_user="Arbitre")
    build_world(fake)
    await fake.start()
    database = workdir / f"{target.label}.sqlite3"
    extra: dict[str, str] = {}
    read: list[str] = []
    if pages:
        read = await seed_pages(database)
        port = free_port()
        extra = {"WEB_PORT": str(port), "WEB_HOST": "127.0.0.1"}
        base = f"http://127.0.0.1:{port}/l/{PAGES_TOKEN}/"
    proc = BotProcess(
        target.script,
        api_base=fake.api_base,
        gateway_url=fake.gateway_url,
        database_path=database,
        log_path=workdir / f"{target.label}.log",
        log_level="WARNING",
        extra_env=extra,
    )
    fake.notifier.hints.append(proc.hint)
    try:
        proc.start()
        assert proc.started_at is not None
        await proc.guard(fake.wait_commands(timeout), what="its command sync")
        startup = fake.syncs[0].at - proc.started_at
        startup_cpu = proc.cpu_seconds()
        await proc.guard(fake.wait_connected(timeout), what="READY and GUILD_CREATE")

        async def one() -> Any:
            return await fake.invoke(
                LEAGUE_GUILD_ID, MATCHS_CHANNEL_ID, COMMISSIONER_ID, target.command, target.options, timeout=timeout
            )

        seeded = stored_rolls(database) or 0  # --pages: the seeded league's own rolls
        for _ in range(warmup):
            await (await one()).response(timeout)
        rss = proc.rss_kib()
        if stored_rolls(database) is not None:  # the warm-up's rows written behind, before counting the burst's
            await proc.guard(_until_stored(database, seeded + warmup, timeout), what="the warm-up's rows")
        before = seeded + warmup

        async def burst(label: str) -> Result:
            nonlocal before
            cpu_before = proc.cpu_seconds()
            records = await asyncio.gather(*(one() for _ in range(count)))
            await proc.guard(asyncio.gather(*(r.response(timeout) for r in records)), what="the callbacks")
            callbacks_cpu = proc.cpu_seconds()
            # the rows are written after the replies: their CPU counts too, once they are all in the file
            if stored_rolls(database) is not None:
                await proc.guard(_until_stored(database, before + count, timeout), what="the rolls' rows")
            cpu_after = proc.cpu_seconds() if callbacks_cpu is not None else None
            latencies = [(r.callback_at - r.created_at) * 1000 for r in records]
            span = max(r.callback_at for r in records) - min(r.created_at for r in records)
            stored = stored_rolls(database)
            # each burst is said as if alone: the warm-up's rolls and its own (what a lone run would count)
            alone = None if stored is None else stored - before + warmup
            before = stored or 0
            return Result(
                label=label,
                startup_s=startup,
                rss_mib=rss / 1024 if rss else None,
                p50_ms=statistics.median(latencies),
                p99_ms=percentile(latencies, 99),
                max_ms=max(latencies),
                throughput=count / span if span > 0 else float("inf"),
                count=count,
                cpu_ms=(cpu_after - cpu_before) * 1000 / count if cpu_before is not None and cpu_after else None,
                startup_cpu_s=startup_cpu,
                stored=alone,
            )

        async def while_read() -> Result:
            stop = asyncio.Event()
            readers = [asyncio.create_task(read_pages(base, read, stop, n)) for n in range(READERS)]
            await asyncio.sleep(0.5)  # the readers under way before the burst
            started = time.perf_counter()
            try:
                result = await burst(f"{target.label} + pages")
            finally:
                stop.set()
            pages_read = sum(await asyncio.gather(*readers))
            print(f"pages read during the run: {pages_read / (time.perf_counter() - started + 0.5):.0f}/s")
            return result

        if not pages:
            results = [await burst(target.label)]
        elif turn % 2:
            loaded = await while_read()
            results = [await burst(target.label), loaded]
        else:
            results = [await burst(target.label), await while_read()]
        await proc.stop()
        return results
    finally:
        await proc.stop()
        await fake.stop()


#: The columns of a pass's table and of the summary: (title, Result field, format, a ratio in the summary).
COLUMNS = (
    ("start-up s", "startup_s", "{:.2f}"),
    ("start-up CPU s", "startup_cpu_s", "{:.2f}"),
    ("RSS MiB", "rss_mib", "{:.1f}"),
    ("p50 ms", "p50_ms", "{:.1f}"),
    ("p99 ms", "p99_ms", "{:.1f}"),
    ("max ms", "max_ms", "{:.1f}"),
    ("interactions/s", "throughput", "{:.0f}"),
    ("CPU ms/interaction", "cpu_ms", "{:.3f}"),
)


def _cell(value: float | None, fmt: str) -> str:
    return "?" if value is None else fmt.format(value)


def ratios(bot: Result, bare: Result) -> dict[str, float | None]:
    """Each figure of the bot divided by the bare bot's of the same pass."""
    out: dict[str, float | None] = {}
    for _, name, _ in COLUMNS:
        a, b = getattr(bot, name), getattr(bare, name)
        out[name] = a / b if a is not None and b else None
    return out


def render(rows: list[tuple[str, ...]]) -> str:
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = []
    for n, row in enumerate(rows):
        lines.append(
            "  ".join(cell.ljust(widths[i]) if i == 0 else cell.rjust(widths[i]) for i, cell in enumerate(row))
        )
        if n == 0:
            lines.append("  ".join("-" * w for w in widths))
    return "\n".join(lines)


def table(results: list[Result]) -> str:
    """One pass: each bot's figures, then the ratio of the bot (the first) to each reference of the same pass."""
    rows = [("", *(title for title, _, _ in COLUMNS), "rolls stored")]
    for r in results:
        stored = "-" if r.stored is None else f"{r.stored}"
        rows.append((r.label, *(_cell(getattr(r, name), fmt) for _, name, fmt in COLUMNS), stored))
    if len(results) >= 2 and results[0].label == BOT:
        for reference in results[1:]:
            values = ratios(results[0], reference).values()
            rows.append((f"ratio bot/{_short(reference)}", *(_cell(v, "{:.2f}") for v in values), ""))
    return render(rows)


def summary(passes: list[list[Result]]) -> str:
    """Median over the passes of each figure and of each same-pass ratio to each reference, with their range."""
    complete = [p for p in passes if len(p) == len(passes[0]) and p[0].label == BOT]
    if not complete or len(complete[0]) < 2:
        return ""
    rows = [(f"median of {len(complete)} passes", *(title for title, _, _ in COLUMNS))]
    for index, result in enumerate(complete[0]):
        figures = [[getattr(p[index], name) for p in complete] for _, name, _ in COLUMNS]
        cells = (_median_cell(values, fmt) for values, (_, _, fmt) in zip(figures, COLUMNS, strict=True))
        rows.append((result.label, *cells))
    for index, reference in enumerate(complete[0][1:], 1):
        each = [ratios(p[0], p[index]) for p in complete]
        label = _short(reference)
        rows.append((f"bot/{label} (median)", *(_median_cell([r[n] for r in each], "{:.2f}") for _, n, _ in COLUMNS)))
        rows.append((f"bot/{label} (range)", *(_range_cell([r[n] for r in each]) for _, n, _ in COLUMNS)))
    return render(rows)


def _short(result: Result) -> str:
    """``bare_bot.py`` → ``bare``."""
    return result.label.removesuffix(".py").removesuffix("_bot")


def _median_cell(values: list[float | None], fmt: str) -> str:
    known = [v for v in values if v is not None]
    return _cell(statistics.median(known), fmt) if known else "?"


def _range_cell(values: list[float | None]) -> str:
    known = [v for v in values if v is not None]
    return f"{min(known):.2f}–{max(known):.2f}" if known else "?"


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bench.bot_latency", description=__doc__.splitlines()[0])
    parser.add_argument("--only-bare", action="store_true", help="measure bench/bare_bot.py alone")
    parser.add_argument("--runs", type=int, default=5, help="passes, each measuring both bots (default 5)")
    parser.add_argument("--count", type=int, default=200, help="concurrent interactions (default 200, max 2000)")
    parser.add_argument("--warmup", type=int, default=20, help="sequential interactions before measuring")
    parser.add_argument("--timeout", type=float, default=60.0, help="bound for each wait, seconds")
    parser.add_argument("--bot-script", default="bot.py")
    parser.add_argument("--bot-command", default="injury")
    parser.add_argument("--bot-options", default="{}", help="JSON object of options")
    parser.add_argument("--bare-script", default="bench/bare_bot.py")
    parser.add_argument("--bare-command", default="roll")
    parser.add_argument("--bare-options", default="{}", help="JSON object of options")
    parser.add_argument(
        "--pages",
        action="store_true",
        help="the bot serves its league pages (WEB_PORT): one burst idle, one while they are read (issue 30)",
    )
    parser.add_argument(
        "--no-embed",
        dest="embed",
        action="store_false",
        help="without the second reference (bench/embed_bot.py: the bare bot answering with an embed like /injury's)",
    )
    args = parser.parse_args(argv)
    args.count = max(1, min(args.count, 2000))
    args.runs = max(1, min(args.runs, 50))
    return args


async def run(args: argparse.Namespace, index: int = 0) -> list[Result]:
    """One pass: every bot, each on a fresh fake Discord and database (the order turns between passes)."""
    targets = []
    if not args.only_bare:
        targets.append(Target(BOT, args.bot_script, args.bot_command, json.loads(args.bot_options)))
    bare = Path(args.bare_script).name
    targets.append(Target(bare, args.bare_script, args.bare_command, json.loads(args.bare_options)))
    if args.embed and not args.only_bare:
        targets.append(Target(EMBED, "bench/embed_bot.py", "card", {}))
    results: dict[str, Result] = {}
    turn = index % len(targets)
    with tempfile.TemporaryDirectory(prefix="arbitre-bench-") as tmp:
        for target in targets[turn:] + targets[:turn]:
            if not (REPO_ROOT / target.script).exists() and not Path(target.script).exists():
                print(f"skipped {target.label}: {target.script} not found", file=sys.stderr)
                continue
            started = time.perf_counter()
            measured = await measure(
                target,
                count=args.count,
                warmup=args.warmup,
                timeout=args.timeout,
                workdir=Path(tmp),
                pages=args.pages and target.label == BOT,
                turn=index,
            )
            print(f"{target.label}: measured in {time.perf_counter() - started:.1f}s", file=sys.stderr)
            for result in measured:
                results[result.label] = result
    labels = [label for t in targets for label in (t.label, f"{t.label} + pages")]
    return [results[label] for label in labels if label in results]


def precompile() -> None:
    """Compile both bots' sources to bytecode first, as discord.py in site-packages already is.

    Without it (PYTHONDONTWRITEBYTECODE=1 on these machines) every start of bot.py recompiles ~20k
    lines of our own code, and the start-up ratio would measure the compiler, not the bot.
    """
    import compileall

    root = Path(__file__).resolve().parents[1]
    for name in ("bot.py", "config.py", "bench/bare_bot.py", "bench/embed_bot.py"):
        compileall.compile_file(str(root / name), quiet=1)
    for folder in ("cogs", "rules", "records", "render", "league", "locales", "fakediscord"):
        compileall.compile_dir(str(root / folder), quiet=1)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    precompile()
    overall = (args.timeout * 4 + 60) * args.runs
    loads = [os.getloadavg()]
    passes: list[list[Result]] = []

    async def every_pass() -> None:
        for index in range(args.runs):
            passes.append(await run(args, index))

    try:
        asyncio.run(asyncio.wait_for(every_pass(), overall))
    except TimeoutError:
        print(f"bench stopped: over {overall:.0f}s", file=sys.stderr)
        return 1
    loads.append(os.getloadavg())
    print(f"{args.count} concurrent interactions per bot, after {args.warmup} warm-up ones; {args.runs} passes")
    print(
        f"load average (1, 5, 15 min) on {os.cpu_count()} CPUs: before "
        + ", ".join(f"{x:.2f}" for x in loads[0])
        + "; after "
        + ", ".join(f"{x:.2f}" for x in loads[1])
    )
    for index, results in enumerate(passes, 1):
        print(f"\npass {index}\n{table(results)}")
    if args.runs > 1 and not args.only_bare:
        print(f"\n{summary(passes)}")
        if args.embed:
            print(
                "\nbot/bare: the targets (issue 11); bot/embed: against the same kind of answer (an embed like"
                " /injury's) sent by a bare bot, the price of Arbitre's own work"
            )
    expected = args.warmup + args.count
    for results in passes:
        lost = [r for r in results if r.stored is not None and r.stored != expected]
        for r in lost:
            print(f"{r.label}: {r.stored} rolls stored of {expected} answered", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
