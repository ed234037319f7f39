"""What start-up imports: the bot and every cog, without what only a later command needs (issue 11).

Start-up needs the commands' definitions (their options, choices and autocompletes) and the catalogue; the
repositories are built, and the rules, records, screens and queries a command uses imported, when a command
first needs them (``Arbitre.teams`` and the others; the cogs' imports of :data:`cogs.LATER` wait for their first
use, ``cogs/__init__.py``). Pillow is imported
by the first league table drawn, asyncpg only for a PostgreSQL URL, the season end's machinery
(league.season) by the first ``/season``, and the post-match's storage, rules and screens by the first
``/postmatch`` or post-match click (``cogs.postmatch.screens``). Run in a fresh interpreter: this process
has imported everything already. Not timed (``bench.bot_latency`` measures start-up).
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
    "cogs.pregame.screens",
    "cogs.utils.sequence",
    "league.pregame",
    "league.postmatch",
    "league.plans",
    "rules.postmatch.plan",
    "rules.postmatch.inputs",
    "rules.postmatch.changes",
    "rules.postmatch.snapshots",
    "render.postmatch.layout",
    "render.postmatch.screens",
    "sequences",
    "render.season",
    # the league's queries and records, built with their repository at its first use
    "league.audit",
    "league.casualties",
    "league.export",
    "league.followups",
    "league.matches",
    "league.players",
    "league.rolls",
    "league.roster_csv",
    "league.standings",
    "league.stats",
    "league.teams",
    "records.models",
    "records.stats",
    "cogs.utils.participants",
    # what the commands compute and show, imported by their first use
    "render.blocks",
    "render.embeds",
    "render.errors",
    "render.glossary",
    "render.help",
    "render.league",
    "render.matches",
    "render.odds",
    "render.standings",
    "render.team_history",
    "render.text",
    "rules.advancement",
    "rules.block",
    "rules.dice_expr",
    "rules.glossary",
    "rules.injury",
    "rules.kickoff",
    "rules.odds",
    "rules.pitch",
    "rules.positions",
    "rules.pregame",
    "rules.rosters",
    "rules.skills",
    "rules.standings",
    "rules.table",
    "rules.team_rules",
    "rules.team_value",
    "rules.treasury",
    "rules.traits",
    "rules.weather",
    # a roll's follow-ups and payloads: read by the first block, kick-off victim or Apothicaire (issue 27; the
    # forms' select options through cogs.utils.forms.ChoicesLater)
    "rolls.blocks",
    "rolls.state",
    "rolls.kickoff",
    "rules.payloads",
    "records.roll_options",
    # the standard library the bare bot does not load either: exact odds' fractions (and decimal under them)
    "fractions",
    "decimal",
)

PROBE = """
import importlib, json, sys
import bot
import cogs
with cogs.imported_on_first_use():  # as Arbitre.setup_hook loads them
    for extension in bot.EXTENSIONS:
        importlib.import_module(extension)
for module in {then!r}:
    getattr(importlib.import_module(module), "__name__")  # a command's first use: an attribute read
print(json.dumps(sorted(name for name, module in list(sys.modules.items()) if not cogs.waiting(module))))
"""


def loaded_after(*then: str) -> list[str]:
    """The modules a fresh interpreter has run once the bot and its cogs are imported, then the modules ``then``
    used (a waiting module, imported and not run yet, is not counted: cogs/__init__.py)."""
    probe = PROBE.format(then=then)
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True)
    loaded: list[str] = json.loads(out.stdout.strip().splitlines()[-1])
    return loaded


def test_start_up_leaves_later_modules_unloaded() -> None:
    loaded = loaded_after()
    assert "cogs.season" in loaded and "cogs.postmatch" in loaded  # the probe did load the cogs
    assert [name for name in loaded if any(name == x or name.startswith(f"{x}.") for x in LATER)] == []


#: What the first roll with nobody named (``/injury``) imports: the injury chain, its embed, the roll's row.
ROLL_PATH = ("cogs.utils.participants", "rules.injury", "rules.traits", "render.embeds", "league.rolls")
#: …and what it leaves for later: the league's records (a click on Enregistrer), exact odds (``/odds``), the
#: closest-name search (a misspelt skill). Each costs memory the bench measures once the bot has rolled.
NOT_FOR_A_ROLL = ("records.models", "fractions", "decimal", "difflib", "league.casualties", "league.players")


def test_a_roll_with_nobody_named_leaves_records_and_odds_unloaded() -> None:
    loaded = loaded_after(*ROLL_PATH)
    assert set(ROLL_PATH) <= set(loaded)
    assert [name for name in loaded if any(name == x or name.startswith(f"{x}.") for x in NOT_FOR_A_ROLL)] == []
