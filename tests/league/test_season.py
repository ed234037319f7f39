"""The season end's storage on real SQLite files: dice rolled once, applied once, undone exactly."""

import pytest

from league import season as se
from league.players import PlayerRepository
from league.season import SeasonRepository
from rules.dice import Dice
from tests.e2e.league_seed import seed_league

USER = 77
LEAGUE_TABLES = ("teams", "players", "matches", "casualties")


@pytest.fixture
async def seeded(db):
    return await seed_league(db)


async def rows(db):
    """Every league row of every audited table, as stored (updated_at included)."""
    out = {}
    for table in LEAGUE_TABLES:
        out[table] = [dict(r) for r in await db.fetchall(f"SELECT * FROM {table} ORDER BY id")]
    return out


async def test_season_end_rolls_once_applies_once_and_undoes(db, seeded):
    p = seeded.players
    players = PlayerRepository(db)
    await players.update(seeded.guild_id, USER, p["grak"], niggling=2, gained_hatreds=("Nain",))
    seasons = SeasonRepository(db, dice=lambda: Dice.seeded(1))
    before = await rows(db)
    view = await seasons.prepare(seeded.guild_id, USER, ruleset="ligue", hand=[4, 1, 6])
    assert sorted(view.state.dice) == [f"bp:{p['grak']}:1", f"bp:{p['grak']}:2", f"haine:{p['grak']}:Nain"]
    again = await seasons.prepare(seeded.guild_id, USER, ruleset="ligue")
    assert again.state.id == view.state.id and again.state.dice == view.state.dice  # the same dice, never new ones
    applied = await seasons.apply(seeded.guild_id, USER, view.state.id, view.plan.digest())
    grak = await players.require(seeded.guild_id, p["grak"])
    assert (grak.niggling, grak.gained_hatreds) == (1, ())
    snaga = await players.require(seeded.guild_id, p["snaga"])
    assert not snaga.miss_next_game
    with pytest.raises(se.AlreadyApplied):
        await seasons.apply(seeded.guild_id, USER, view.state.id, view.plan.digest())
    reverted = await seasons.undo(seeded.guild_id, USER)
    assert reverted.label == f"revert:{applied.state.applied_batch_id}"
    after = await rows(db)
    grak_row = next(r for r in after["players"] if r["id"] == p["grak"])
    assert grak_row == next(r for r in before["players"] if r["id"] == p["grak"])
