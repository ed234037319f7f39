"""How long does Confirm take? (benchmark, not a test; ``python -m bench.postmatch_apply``)

Seeds a temporary database with two 16-player teams and a finished match with
six casualties (``tests/e2e/league_seed.py``: a death, a séquelle, Revanches, a
foul, a Commotion, and one casualty added in the sequence), walks the sequence
to its preview, then times :meth:`PostmatchRepository.apply` — the whole plan
rebuilt inside the transaction, every team, player, casualty and match write
through the audited repositories, one batch, one COMMIT — through the real
aiosqlite connection on a real file. Between two runs the batch is undone
(not timed), which also checks that an undo lets the very same plan apply again.
A second series gives every player of both teams a completion, so all 32 rows
are written.

Aim: ≤ 100 ms per apply. Prints median and p99, with two references measured
in the same run: an empty write transaction, and rebuilding the plan once
(what every screen of the sequence does).
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

from league.db import open_database
from league.postmatch import PostmatchRepository
from rules.postmatch import inputs as pm
from rules.postmatch.inputs import Inputs
from rules.postmatch.plan import Plan
from rules.postmatch.snapshots import SIDES
from sequences.postmatch import STEPS
from tests.e2e.league_seed import prepare_sequence, seed_league

USER = 1


def _summary(name: str, samples: list[float]) -> str:
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    median = statistics.median(ordered) * 1000
    return f"{name:<42} median {median:7.2f} ms   p99 {p99 * 1000:7.2f} ms   ({len(ordered)} runs)"


async def _time(action: Callable[[], Awaitable[object]], runs: int) -> list[float]:
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        await action()
        samples.append(time.perf_counter() - start)
    return samples


async def main(runs: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        db = await open_database(Path(tmp) / "bench.sqlite3")
        try:
            seeded = await seed_league(db, roster_size=16, vectors=False)
            view = await prepare_sequence(db, seeded)
            repo = PostmatchRepository(db, steps=STEPS)
            guild, ident, digest = seeded.guild_id, view.state.id, view.plan.digest()
            changes = view.plan.changes
            print(
                f"plan: {len(changes.players)} players, {len(changes.teams)} teams,"
                f" {len(view.plan.casualties)} casualties, {len(changes.dice)} slots of dice"
            )

            async def empty() -> None:
                async with db.transaction():
                    pass

            reference = await _time(empty, runs)
            rebuild = await _time(lambda: repo.load(guild, ident), runs)

            async def timed_applies(digest: str) -> tuple[list[float], int]:
                samples: list[float] = []
                writes = 0
                for _ in range(runs):
                    start = time.perf_counter()
                    applied = await repo.apply(guild, USER, ident, digest)
                    samples.append(time.perf_counter() - start)
                    batch = applied.state.applied_batch_id
                    row = await db.fetchone("SELECT COUNT(*) FROM audit_log WHERE batch_id = ?", (batch,))
                    writes = int(row[0]) if row else 0
                    await repo.undo(guild, USER, seeded.matches["main"])
                return samples, writes

            applies, writes = await timed_applies(digest)

            def everyone_passed(inputs: Inputs, plan: Plan) -> Inputs:
                for side in SIDES:
                    team = plan.teams[side].team.id
                    mine = [pid for pid, pp in plan.players.items() if pp.before.team_id == team]
                    scorers = [pid for pid, n in inputs.touchdowns.items() if pid in mine for _ in range(n)]
                    inputs = pm.with_spp_events(
                        inputs, side, mine, touchdowns=scorers, completions=mine, interceptions=[]
                    )
                return inputs

            busy = await repo.change(guild, ident, everyone_passed)
            busy_applies, busy_writes = await timed_applies(busy.plan.digest())
            print(
                f"audited writes per apply: {writes} ({len(changes.players)} players changed),"
                f" {busy_writes} ({len(busy.plan.changes.players)} players changed)"
            )
            print(_summary("empty write transaction (reference)", reference))
            print(_summary("rebuild the plan (every screen)", rebuild))
            print(_summary("apply (Confirm), aim ≤ 100 ms", applies))
            print(_summary("apply, every player of both teams changed", busy_applies))
        finally:
            await db.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=200)
    asyncio.run(main(parser.parse_args().runs))
