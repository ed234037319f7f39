"""Moving a whole league SQLite → PostgreSQL → SQLite: every row kept with its id, checked, and usable after."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from pathlib import Path

import pytest

from league.audit import AuditRepository
from league.db import open_database
from league.move import MoveError, compare, move, table_digest
from league.postmatch import PostmatchRepository
from league.rolls import RollRepository
from league.teams import TeamRepository
from rules.dice import Dice
from rules.model import Result, Step
from sequences.postmatch import STEPS
from tests.e2e.league_seed import prepare_sequence, seed_league
from tests.league.leaguedata import USER

REPO_ROOT = Path(__file__).resolve().parents[2]


async def a_lived_in_league(path) -> dict[str, int]:
    """A seeded league with a post-match applied then undone (a batch naming a later one), rolls and settings."""
    db = await open_database(path)
    try:
        seeded = await seed_league(db, league_channel_id=5)
        view = await prepare_sequence(db, seeded)
        repo = PostmatchRepository(db, steps=STEPS, dice=lambda: Dice.seeded(3))
        await repo.apply(seeded.guild_id, USER, view.state.id, view.plan.digest())
        await repo.undo(seeded.guild_id, USER, seeded.matches["main"])
        rolls = RollRepository(db)
        await rolls.record(
            guild_id=seeded.guild_id, channel_id=5, user_id=USER, command="injury", options={},
            result=Result(Step("injury", "injury.ko"), "ligue"),
        )  # fmt: skip
        await rolls.close()
        return {t: (await db.fetchone(f"SELECT COUNT(*) FROM {t}"))[0] for t in await db.tables()}
    finally:
        await db.close()


async def test_a_league_goes_to_postgresql_and_back_with_every_row_and_id(pg, tmp_path):
    source = tmp_path / "source.sqlite3"
    counts = await a_lived_in_league(source)
    assert counts["audit_batches"] >= 2 and counts["rolls"] > 0 and counts["postmatch_sequences"] == 1
    url = await pg.target("moved")
    to_pg = await move(source, url)
    assert {c.table: c.target_rows for c in to_pg} == counts and all(c.same for c in to_pg)
    back = tmp_path / "back.sqlite3"
    to_lite = await move(url, back)
    assert [c.target_digest for c in to_lite] == [c.source_digest for c in to_pg]  # the same rows, three times

    # the moved league goes on: new ids follow the copied ones on both backends
    for target in (url, back):
        db = await open_database(target)
        try:
            top = (await db.fetchone("SELECT MAX(id) FROM teams"))[0]
            team = await TeamRepository(db).create(1, USER, name="Nouvelle", coach_id=1, roster="Orques")
            assert team.id > top
            top_roll = (await db.fetchone("SELECT MAX(id) FROM rolls"))[0]
            assert await db.ids("rolls").next_id() > top_roll
            assert await AuditRepository(db).batches(1)
        finally:
            await db.close()


async def test_a_target_with_rows_is_refused_and_left_as_it_was(pg, tmp_path):
    source = tmp_path / "source.sqlite3"
    await a_lived_in_league(source)
    url = await pg.target("busy")
    db = await open_database(url)
    try:
        await TeamRepository(db).create(9, USER, name="Déjà là", coach_id=1, roster="Nains")
        before = await table_digest(db, "teams")
    finally:
        await db.close()
    with pytest.raises(MoveError, match="target is not empty"):
        await move(source, url)
    db = await open_database(url)
    try:
        assert await table_digest(db, "teams") == before
    finally:
        await db.close()


async def test_the_check_sees_a_row_that_differs(tmp_path):
    one, two = tmp_path / "one.sqlite3", tmp_path / "two.sqlite3"
    await a_lived_in_league(one)
    await move(one, two)
    db = await open_database(two)
    try:
        await db.execute("UPDATE teams SET treasury = treasury + 5000 WHERE id = 1")
        src = await open_database(one)
        try:
            checks = {c.table: c.same for c in await compare(src, db)}
        finally:
            await src.close()
    finally:
        await db.close()
    assert checks["teams"] is False and checks["players"] is True


def test_the_command_line_moves_and_reports_in_french(tmp_path):
    source, target = tmp_path / "a.sqlite3", tmp_path / "b.sqlite3"
    asyncio.run(a_lived_in_league(source))
    done = subprocess.run(
        [sys.executable, "move.py", str(source), str(target)], cwd=REPO_ROOT, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    assert "Déplacement terminé et vérifié" in done.stdout and "identiques des deux côtés" in done.stdout
    again = subprocess.run(
        [sys.executable, "move.py", str(source), str(target)], cwd=REPO_ROOT, capture_output=True, text=True
    )
    assert again.returncode == 1 and "Déplacement refusé" in again.stderr
