"""Unplayed fixtures on each backend (league_play.md « League Fixtures », docs/rules.md): recorded finished by a
commissioner, then their post-match as for any league fixture, with nobody having played."""

import json

from league.casualties import CasualtyRepository
from league.matches import MatchRepository
from league.postmatch import PostmatchRepository
from records.models import CasualtyReport, ConflictError
from rules.dice import Dice
from sequences.postmatch import STEPS
from tests.e2e.league_seed import prepare_sequence, seed_league
from tests.said import refused

USER = 77


async def test_a_real_life_concession_runs_its_post_match_and_pays_the_winner_its_d6(db):
    seeded = await seed_league(db)
    g, p, t = seeded.guild_id, seeded.players, seeded.teams
    match = await MatchRepository(db).record_unplayed(
        g, USER, home_team_id=t["orcs"], away_team_id=t["elus"], conceded="away"
    )
    assert (match.status, match.home_score, match.away_score, match.conceded) == ("finished", 2, 0, "away")
    with refused("rencontre non jouée\u00a0: personne n'y a été blessé", error=ConflictError):
        report = CasualtyReport(victim_id=p["grak"], outcome="casualty.dead", cause="block", match_id=match.id)
        await CasualtyRepository(db).record_casualty(g, USER, report)
    with refused("rencontre non jouée\u00a0: il ne se rouvre pas", error=ConflictError):
        await MatchRepository(db).set_status(g, USER, match.id, "open")
    with refused("son score est celui du livre", error=ConflictError):
        await MatchRepository(db).finish(g, USER, match.id, home_score=3, away_score=0)
    teams_before = {r["id"]: dict(r) for r in await db.fetchall("SELECT * FROM teams")}
    seeded.matches["unplayed"] = match.id
    view = await prepare_sequence(db, seeded, "unplayed", ruleset="bb2025")
    home, away = view.plan.teams["home"], view.plan.teams["away"]
    die = home.winnings_roll.root.dice[0].value
    assert (home.winnings.gold, away.winnings.gold) == (die * 10_000, 0)
    assert (len(home.mvp), len(away.mvp), view.plan.veterans) == (2, 0, [])
    applied = await PostmatchRepository(db, steps=STEPS, dice=lambda: Dice.seeded(1)).apply(
        g, USER, view.state.id, view.plan.digest()
    )
    assert applied.state.applied
    teams = {r["id"]: dict(r) for r in await db.fetchall("SELECT * FROM teams")}
    assert home.treasury_after_winnings == teams_before[t["orcs"]]["treasury"] + die * 10_000
    assert away.treasury_after_winnings == teams_before[t["elus"]]["treasury"]  # the conceder gains nothing
    for key, tp in (("orcs", home), ("elus", away)):  # then Expensive Mistakes; Dedicated Fans « as normal »
        assert teams[t[key]]["treasury"] == tp.treasury_after
        assert tp.fans is not None and teams[t[key]]["dedicated_fans"] == tp.dedicated_fans_after
    snaga = await db.fetchone("SELECT miss_next_game FROM players WHERE id = ?", (p["snaga"],))
    assert snaga[0] == 1  # nobody played: his MNG waits for the next played fixture
    stored = await db.fetchone("SELECT status, home_score, away_score, conceded FROM matches WHERE id = ?", (match.id,))
    assert tuple(stored) == ("applied", 2, 0, "away")
    slots = [json.loads(r["options"])["slot"] for r in await db.fetchall("SELECT options FROM rolls")]
    assert f"unplayed:{t['orcs']}" in slots and not any(s.startswith("fp:") for s in slots)  # no Fan Factor
    assert {f"fans:{t['orcs']}:win", f"fans:{t['elus']}:loss"} <= set(slots)  # a win, a loss without penalty


async def test_a_double_loss_pays_nobody_and_rolls_nothing_but_the_treasurys_mistakes(db):
    seeded = await seed_league(db)
    g, t = seeded.guild_id, seeded.teams
    match = await MatchRepository(db).record_unplayed(g, USER, home_team_id=t["orcs"], away_team_id=t["elus"])
    seeded.matches["unplayed"] = match.id
    view = await prepare_sequence(db, seeded, "unplayed", ruleset="ligue")
    plan = view.plan
    assert [(tp.outcome, tp.winnings.gold, tp.mvp_count) for tp in plan.teams.values()] == [("loss", 0, 0)] * 2
    assert {k.split(":")[0] for k in plan.rolls} <= {"em"}  # Expensive Mistakes only (the Élus hold 250,000)


async def test_an_unplayed_fixtures_post_match_opens_at_its_preview_when_nothing_is_left_to_do(db):
    """Nobody played: a loss for both holds nothing to decide and no die (treasuries under 100,000: no Expensive
    Mistakes), so it opens at its preview, ready to confirm, not at step 1."""
    seeded = await seed_league(db)
    g, t = seeded.guild_id, seeded.teams
    await db.execute("UPDATE teams SET treasury = 50000 WHERE guild_id = ?", (g,))
    match = await MatchRepository(db).record_unplayed(g, USER, home_team_id=t["orcs"], away_team_id=t["elus"])
    view, created = await PostmatchRepository(db, steps=STEPS).start(g, USER, match.id, ruleset="bb2025")
    assert created and view.plan.complete and view.state.step == "preview"
    again, created = await PostmatchRepository(db, steps=STEPS).start(g, USER, match.id, ruleset="bb2025")
    assert not created and again.state.step == "preview"


async def test_an_unplayed_fixtures_post_match_opens_at_its_first_die(db):
    """The Élus hold 250,000: their Expensive Mistakes die is the first thing to do."""
    seeded = await seed_league(db)
    g, t = seeded.guild_id, seeded.teams
    match = await MatchRepository(db).record_unplayed(g, USER, home_team_id=t["orcs"], away_team_id=t["elus"])
    view, _ = await PostmatchRepository(db, steps=STEPS).start(g, USER, match.id, ruleset="bb2025")
    assert view.state.step == "mistakes"
