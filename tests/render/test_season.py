"""The season end's screen stays within Discord's limits, however many players it changes."""

from league.players import PlayerRepository
from league.season import SeasonRepository
from league.teams import TeamRepository
from records.models import PlayerDraft
from render import season as season_render
from rules.dice import Dice
from tests.e2e.league_seed import HUMAN, cancel_unsettled, seed_league
from tests.render.postmatch.test_screens import within_limits


async def test_a_big_season_end_says_how_many_players_it_does_not_list(db):
    seeded = await seed_league(db, roster_size=16)
    await cancel_unsettled(db, seeded)  # a season ends once its matches are settled
    for n in range(10):  # ten more teams of sixteen
        team = await TeamRepository(db).create(seeded.guild_id, 1, name=f"Équipe {n}", coach_id=1, roster="Humains")
        drafts = [
            PlayerDraft(number=k, name=f"Joueur {k}", position="Trois-Quart", profile=HUMAN) for k in range(1, 17)
        ]
        await PlayerRepository(db).add_many(seeded.guild_id, 1, team.id, drafts)
    await db.execute("UPDATE players SET miss_next_game = 1, niggling = 2")
    view = await SeasonRepository(db, dice=lambda: Dice.seeded(2)).prepare(seeded.guild_id, 1, ruleset="ligue")
    assert len(view.plan.players) > 200
    screen = season_render.season_screen(view, lang="fr")
    within_limits(screen)
    assert "autres joueurs" in (screen.embed.description or "")
