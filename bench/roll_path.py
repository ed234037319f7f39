"""Our own work per roll command, without discord.py's: the real ``/injury`` and ``/armour`` callbacks.

Each command's callback runs with a stand-in interaction (the real bot object, a real SQLite file, the roll
queued and written by the write-behind as in production); its reply is serialised as discord.py would send it
(``Embed.to_dict`` and the view's components, ``orjson``). The same-run reference is what a bare bot spends to
send the same embed: one ``Embed.from_dict`` of an equal embed, serialised the same way. ``bench.bot_latency``
measures the whole bot against a bare one; this bench isolates the part that is ours, so that a change that adds
work to every interaction (a lookup, a type-hint evaluation, an import) shows here first, without the noise of
two processes and a fake Discord.

    python -m bench.roll_path            # 5 passes of 3,000 calls per command
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import discord
import orjson


class _Response:
    """discord.py's reply, as far as our code is concerned: the payload serialised once."""

    def __init__(self) -> None:
        self.last: dict[str, Any] = {}

    async def send_message(self, *, embed: discord.Embed, view: discord.ui.View | None = None) -> None:
        self.last = {"embeds": [embed.to_dict()], "components": view.to_components() if view else []}
        orjson.dumps({"type": 4, "data": self.last})


class _User:
    id = 42
    display_name = "Grumbak le coach"
    mention = "<@42>"


class StandIn:
    """The attributes of an interaction that a roll command reads."""

    def __init__(self, client: Any) -> None:
        self.client = client
        self.guild_id = 1
        self.channel_id = 2
        self.user = _User()
        self.locale = discord.Locale.french
        self.guild_locale = discord.Locale.french
        self.response = _Response()
        self.data: dict[str, Any] = {}


async def _time(call: Callable[[], Awaitable[None]], count: int) -> float:
    """Microseconds per call, ``count`` calls in a row."""
    started = time.perf_counter()
    for _ in range(count):
        await call()
    return (time.perf_counter() - started) / count * 1e6


async def measure(passes: int, count: int) -> list[tuple[str, list[float], list[float]]]:
    """Per command: the microseconds of each pass, and those of the same-run reference."""
    from bot import Arbitre
    from cogs.injuries import Injuries
    from config import Settings
    from league.db import open_database

    with tempfile.TemporaryDirectory(prefix="arbitre-roll-path-") as tmp:
        settings = Settings.from_env({"DATABASE_PATH": str(Path(tmp) / "bench.sqlite3")})
        bot = Arbitre(settings)
        bot.db = await open_database(settings.database_path)
        cog = Injuries()
        interaction = StandIn(bot)
        # the callbacks as written, called with the stand-in where discord.py passes its Interaction
        injury: Any = cog.injury.callback
        armour: Any = cog.armour.callback
        commands: list[tuple[str, Callable[[], Awaitable[None]]]] = [
            ("/injury", lambda: injury(cog, interaction)),
            ("/armour", lambda: armour(cog, interaction, av=9)),
        ]
        out = []
        try:
            for name, call in commands:
                for _ in range(300):  # the first calls import the chain and fill the caches
                    await call()
                shown = interaction.response.last["embeds"][0]

                async def bare(shown: dict[str, Any] = shown) -> None:
                    await interaction.response.send_message(embed=discord.Embed.from_dict(shown))

                ours, reference = [], []
                for _ in range(passes):
                    ours.append(await _time(call, count))
                    reference.append(await _time(bare, count))
                out.append((name, ours, reference))
        finally:
            await bot.rolls.close()
            await bot.db.close()
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.roll_path", description=__doc__.splitlines()[0])
    parser.add_argument("--passes", type=int, default=5)
    parser.add_argument("--count", type=int, default=3000, help="calls per pass and command")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    results = asyncio.run(measure(max(1, args.passes), max(1, args.count)))
    print(f"{args.count} calls per pass, {args.passes} passes; reference: the same embed rebuilt and serialised")
    print(f"{'command':10} {'ours µs (median, range)':>26} {'reference µs':>14} {'ratio':>6}")
    for name, ours, reference in results:
        mid, ref = statistics.median(ours), statistics.median(reference)
        print(f"{name:10} {mid:10.1f} ({min(ours):.1f}–{max(ours):.1f}) {ref:14.1f} {mid / ref:6.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
