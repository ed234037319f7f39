"""What the sequence's screens send to Discord stays within Discord's limits, for the biggest cases.

No bot process here: the screens are rendered from a real sequence on a real
file and checked against the limits the fake Discord also enforces.
"""

import pytest

from league.db import Database
from league.models import PlayerDraft
from league.players import PlayerRepository
from league.postmatch import PostmatchRepository, SeasonRepository
from league.teams import TeamRepository
from render import postmatch as screens
from rules import sequence as seq
from rules.dice import Dice
from tests.e2e.league_seed import HUMAN, prepare_sequence, seed_league


def within_limits(screen: screens.Screen) -> None:
    embed = screen.embed
    assert len(embed) <= 6000 and len(embed.fields) <= 25
    assert len(embed.description or "") <= 4096
    assert all(len(f.value or "") <= 1024 and len(f.name or "") <= 256 for f in embed.fields)
    assert len(screen.rows) <= 5
    for row in screen.rows:
        if isinstance(row, screens.SelectSpec):
            assert 1 <= len(row.options) <= 25 and row.max_values <= len(row.options)
            assert len(screens.custom_id("pmsel", 10**6, row.action)) <= 100
        else:
            assert 1 <= len(row) <= 5
            assert all(len(screens.custom_id("pm", 10**6, b.action)) <= 100 for b in row)


@pytest.fixture
async def db(tmp_path):
    database = await Database.open(tmp_path / "screens.sqlite3")
    yield database
    await database.close()


async def test_every_step_of_a_full_sequence_fits(db):
    seeded = await seed_league(db, roster_size=16)
    view = await prepare_sequence(db, seeded)
    repo = PostmatchRepository(db)
    for step in seq.STEPS:
        shown = await repo.go(seeded.guild_id, view.state.id, step)
        assert shown.state.step == step
        within_limits(screens.sequence_screen(shown, notice="ok"))
    for side in seq.SIDES:
        for modal in (screens.spp_modal(view, side), screens.added_casualty_modal(view, side)):
            assert len(modal.children) <= 5 and len(modal.title) <= 45
    applied = await repo.apply(seeded.guild_id, 1, view.state.id, view.plan.digest())
    summary = screens.summary_embed(applied)
    assert len(summary) <= 6000 and "nous a quittés" in summary.fields[1].value


async def test_a_big_season_end_says_how_many_players_it_does_not_list(db):
    seeded = await seed_league(db, roster_size=16)
    for n in range(10):  # ten more teams of sixteen
        team = await TeamRepository(db).create(seeded.guild_id, 1, name=f"Équipe {n}", coach_id=1, roster="Humains")
        drafts = [
            PlayerDraft(number=k, name=f"Joueur {k}", position="Trois-Quart", profile=HUMAN) for k in range(1, 17)
        ]
        await PlayerRepository(db).add_many(seeded.guild_id, 1, team.id, drafts)
    await db.execute("UPDATE players SET miss_next_game = 1, niggling = 2")
    view = await SeasonRepository(db, dice=lambda: Dice.seeded(2)).prepare(seeded.guild_id, 1, ruleset="ligue")
    assert len(view.plan.players) > 200
    screen = screens.season_screen(view)
    within_limits(screen)
    assert "autre(s) joueur(s)" in (screen.embed.description or "")
