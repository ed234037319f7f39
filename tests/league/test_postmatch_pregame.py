"""The post-match knows the pre-game (issue 28 item 3), on real databases: the Treasury spent before kick-off is gone
before Winnings and Expensive Mistakes, a Star Player's casualty earns nobody SPP, and the Prayers rolled are read."""

from league.casualties import CasualtyRepository
from league.matches import MatchRepository
from league.pregame import PregameRepository
from records.models import CasualtyReport
from records.pregame import TeamPregame
from rules.pregame.inducements import Star
from tests.e2e.league_seed import prepare_sequence, seed_league

USER = 77


async def test_the_treasury_spent_in_the_pregame_is_gone_before_winnings_and_expensive_mistakes(db):
    seeded = await seed_league(db, vectors=False)
    guild, orcs, elus = seeded.guild_id, seeded.teams["orcs"], seeded.teams["elus"]
    matches = MatchRepository(db)
    match = await matches.open(guild, USER, home_team_id=orcs, away_team_id=elus, home_fp=3, away_fp=3)
    # the Élus (250,000) spend 50,000 of their Treasury on a Blitzer's Best Keg; the Orcs hire Griff Oberwald
    await PregameRepository(db).apply(
        guild,
        USER,
        match.id,
        [
            TeamPregame(elus, 1_100_000, treasury_spent=50_000, inducements={"blitzers_best_keg": 1}),
            TeamPregame(
                orcs, 1_000_000, petty_cash=150_000, stars=(Star("griff_oberwald", 300_000),), prayers=(10, 13)
            ),
        ],
    )
    # Griff Oberwald hurts Élise: his casualty, recorded by his name, earns nobody SPP
    report = CasualtyReport(
        victim_id=seeded.players["elise"],
        outcome="casualty.seriously_hurt",
        cause="block",
        match_id=match.id,
        caused_by_team_id=orcs,
        caused_by_name="Griff Oberwald",
    )
    await CasualtyRepository(db).record_casualty(guild, USER, report)
    await matches.finish(guild, USER, match.id, home_score=1, away_score=0)
    seeded.matches["pregame"] = match.id

    view = await prepare_sequence(db, seeded, "pregame")
    away = view.plan.teams["away"]
    assert away.team.treasury == 200_000  # read after the pre-game's apply
    assert away.winnings is not None and away.treasury_after_winnings == 200_000 + away.winnings.gold
    assert away.treasury_after_hiring == away.treasury_after_winnings  # nobody hired
    assert away.mistakes is not None and away.mistakes.treasury == away.treasury_after_hiring
    (griffs,) = [c for c in view.plan.casualties if c.snap.caused_by_name == "Griff Oberwald"]
    assert not griffs.earns_spp and griffs.spp_to is None and griffs.spp == 0
    # the Prayers its pre-game rolled are the team's in the post-match (Perfect Passing, Fouling Frenzy: SPP)
    assert view.plan.teams["home"].team.prayers == ("perfect_passing", "fouling_frenzy")
    assert away.team.prayers == ()
