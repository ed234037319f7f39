"""Latency, throughput, start-up time and memory of the real bot against a bare discord.py bot.

Each bot runs as a child process against its own fake Discord on 127.0.0.1 with a fresh database:
start-up = process start → first command sync received; memory = VmRSS after the warm-up;
then `--count` interactions are dispatched at once, latency = dispatch → initial callback received.

    python -m bench.bot_latency                 # bot.py (/injury) and bench/bare_bot.py (/roll)
    python -m bench.bot_latency --only-bare     # the baseline alone
"""

from __future__ import annotations

import argparse
import asyncio
import json
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


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    index = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[index]


async def measure(target: Target, *, count: int, warmup: int, timeout: float, workdir: Path) -> Result:
    fake = FakeDiscord(bot_user="Arbitre")
    build_world(fake)
    await fake.start()
    proc = BotProcess(
        target.script,
        api_base=fake.api_base,
        gateway_url=fake.gateway_url,
        database_path=workdir / f"{target.label}.sqlite3",
        log_path=workdir / f"{target.label}.log",
        log_level="WARNING",
    )
    fake.notifier.hints.append(proc.hint)
    try:
        proc.start()
        assert proc.started_at is not None
        await proc.guard(fake.wait_commands(timeout), what="its command sync")
        startup = fake.syncs[0].at - proc.started_at
        await proc.guard(fake.wait_connected(timeout), what="READY and GUILD_CREATE")

        async def one() -> Any:
            return await fake.invoke(
                LEAGUE_GUILD_ID, MATCHS_CHANNEL_ID, COMMISSIONER_ID, target.command, target.options, timeout=timeout
            )

        for _ in range(warmup):
            await (await one()).response(timeout)
        rss = proc.rss_kib()

        records = await asyncio.gather(*(one() for _ in range(count)))
        await proc.guard(asyncio.gather(*(r.response(timeout) for r in records)), what="the callbacks")
        latencies = [(r.callback_at - r.created_at) * 1000 for r in records]
        span = max(r.callback_at for r in records) - min(r.created_at for r in records)
        return Result(
            label=target.label,
            startup_s=startup,
            rss_mib=rss / 1024 if rss else None,
            p50_ms=statistics.median(latencies),
            p99_ms=percentile(latencies, 99),
            max_ms=max(latencies),
            throughput=count / span if span > 0 else float("inf"),
            count=count,
        )
    finally:
        await proc.stop()
        await fake.stop()


def table(results: list[Result]) -> str:
    rows = [("", "start-up s", "RSS MiB", "p50 ms", "p99 ms", "max ms", "interactions/s")]
    for r in results:
        rss = f"{r.rss_mib:.1f}" if r.rss_mib is not None else "?"
        rows.append(
            (
                r.label,
                f"{r.startup_s:.2f}",
                rss,
                f"{r.p50_ms:.1f}",
                f"{r.p99_ms:.1f}",
                f"{r.max_ms:.1f}",
                f"{r.throughput:.0f}",
            )
        )
    if len(results) == 2:
        bot, bare = results
        ratio_rss = f"{bot.rss_mib / bare.rss_mib:.2f}" if bot.rss_mib and bare.rss_mib else "?"
        rows.append(
            (
                "ratio bot/bare",
                f"{bot.startup_s / bare.startup_s:.2f}",
                ratio_rss,
                f"{bot.p50_ms / bare.p50_ms:.2f}",
                f"{bot.p99_ms / bare.p99_ms:.2f}",
                f"{bot.max_ms / bare.max_ms:.2f}",
                f"{bot.throughput / bare.throughput:.2f}",
            )
        )
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = []
    for n, row in enumerate(rows):
        lines.append(
            "  ".join(cell.ljust(widths[i]) if i == 0 else cell.rjust(widths[i]) for i, cell in enumerate(row))
        )
        if n == 0:
            lines.append("  ".join("-" * w for w in widths))
    return "\n".join(lines)


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bench.bot_latency", description=__doc__.splitlines()[0])
    parser.add_argument("--only-bare", action="store_true", help="measure bench/bare_bot.py alone")
    parser.add_argument("--count", type=int, default=200, help="concurrent interactions (default 200, max 2000)")
    parser.add_argument("--warmup", type=int, default=20, help="sequential interactions before measuring")
    parser.add_argument("--timeout", type=float, default=60.0, help="bound for each wait, seconds")
    parser.add_argument("--bot-script", default="bot.py")
    parser.add_argument("--bot-command", default="injury")
    parser.add_argument("--bot-options", default="{}", help="JSON object of options")
    parser.add_argument("--bare-script", default="bench/bare_bot.py")
    parser.add_argument("--bare-command", default="roll")
    parser.add_argument("--bare-options", default="{}", help="JSON object of options")
    args = parser.parse_args(argv)
    args.count = max(1, min(args.count, 2000))
    return args


async def run(args: argparse.Namespace) -> list[Result]:
    targets = []
    if not args.only_bare:
        targets.append(Target("bot.py", args.bot_script, args.bot_command, json.loads(args.bot_options)))
    targets.append(Target("bare_bot.py", args.bare_script, args.bare_command, json.loads(args.bare_options)))
    results = []
    with tempfile.TemporaryDirectory(prefix="arbitre-bench-") as tmp:
        for target in targets:
            if not (REPO_ROOT / target.script).exists() and not Path(target.script).exists():
                print(f"skipped {target.label}: {target.script} not found", file=sys.stderr)
                continue
            started = time.perf_counter()
            result = await measure(
                target, count=args.count, warmup=args.warmup, timeout=args.timeout, workdir=Path(tmp)
            )
            print(f"{target.label}: measured in {time.perf_counter() - started:.1f}s", file=sys.stderr)
            results.append(result)
    return results


def precompile() -> None:
    """Compile both bots' sources to bytecode first, as discord.py in site-packages already is.

    Without it (PYTHONDONTWRITEBYTECODE=1 on these machines) every start of bot.py recompiles ~20k
    lines of our own code, and the start-up ratio would measure the compiler, not the bot.
    """
    import compileall

    root = Path(__file__).resolve().parents[1]
    for name in ("bot.py", "config.py", "bench/bare_bot.py"):
        compileall.compile_file(str(root / name), quiet=1)
    for folder in ("cogs", "rules", "render", "league", "locales", "fakediscord"):
        compileall.compile_dir(str(root / folder), quiet=1)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    precompile()
    overall = args.timeout * 4 + 60
    try:
        results = asyncio.run(asyncio.wait_for(run(args), overall))
    except TimeoutError:
        print(f"bench stopped: over {overall:.0f}s", file=sys.stderr)
        return 1
    print(f"{args.count} concurrent interactions per bot, after {args.warmup} warm-up ones\n")
    print(table(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
