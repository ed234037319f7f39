"""What start-up imports: the bot and every cog, without what only a later command needs (issue 11).

Pillow is imported by the first league table drawn, asyncpg only for a PostgreSQL URL, the season end's
machinery (league.season) by the first ``/season`` — a match or the standings only need the current
season's number (``league.matches.current_season``) — and the post-match's storage, rules and screens by
the first ``/postmatch`` or post-match click (``cogs.postmatch.screens``). Run in a fresh interpreter: this
process has imported everything already. Not timed (``bench.bot_latency`` measures start-up).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: Packages (with everything under them) and modules that start-up leaves unloaded.
LATER = (
    "PIL",
    "asyncpg",
    "league.season",
    "league.pg",
    "cogs.postmatch.screens",
    "league.postmatch",
    "league.plans",
    "rules.postmatch.plan",
    "rules.postmatch.inputs",
    "rules.postmatch.changes",
    "rules.postmatch.snapshots",
    "render.postmatch.layout",
    "render.postmatch.screens",
    "render.season",
)

PROBE = """
import importlib, json, sys
import bot
for extension in bot.EXTENSIONS:
    importlib.import_module(extension)
print(json.dumps(sorted(sys.modules)))
"""


def test_start_up_leaves_later_modules_unloaded() -> None:
    out = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True, text=True, check=True)
    loaded = json.loads(out.stdout.strip().splitlines()[-1])
    assert "cogs.season" in loaded and "cogs.postmatch" in loaded  # the probe did load the cogs
    assert [name for name in loaded if any(name == x or name.startswith(f"{x}.") for x in LATER)] == []
