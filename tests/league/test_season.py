"""The season end's storage on real SQLite files: dice rolled once, applied once, undone exactly."""

import pytest

from league import season as se
from league.matches import MatchRepository, current_season
from league.players import PlayerRepository
from league.season import SeasonRepository
from records.models import ConflictError
from rules.dice import Dice
from sequences.postmatch import STEPS
from tests.e2e.league_seed import cancel_unsettled, seed_league
from tests.league.leaguedata import league_rows
from tests.said import refused

USER = 77


@pytest.fixture
async def seeded(db):
    """The seeded league with its matches cancelled: its season may end."""
    league = await seed_league(db)
    await cancel_unsettled(db, league)
    return league


async def test_the_season_waits_for_each_of_its_matches_and_names_them(db):
    """Open, or finished without its post-match applied: the season end is refused, naming them; nothing changes."""
    seeded = await seed_league(db)
    g, matches = seeded.guild_id, MatchRepository(db)
    pending = [m for m in seeded.matches.values() if (await matches.require(g, m)).status == "finished"]
    teams = sorted(seeded.teams.values())[:2]
    playing = await matches.open(g, USER, home_team_id=teams[0], away_team_id=teams[1])  # still being played
    pending = sorted([*pending, playing.id])
    assert len(pending) >= 3
    seasons = SeasonRepository(db, dice=lambda: Dice.seeded(1))
    before = await league_rows(db)
    ends = await db.fetchall("SELECT id FROM season_ends")
    listed = ", ".join(str(m) for m in pending)
    expected = f"il lui reste {len(pending)} matchs à jouer ou sans après-match appliqué \\(n° {listed}\\)"
    with refused(expected, error=ConflictError):
        await seasons.prepare(g, USER, ruleset="ligue")
    with refused(f"{len(pending)} matches still to play", error=ConflictError, lang="en"):
        await seasons.prepare(g, USER, ruleset="ligue")
    assert await league_rows(db) == before and await db.fetchall("SELECT id FROM season_ends") == ends
    for match_id in pending[1:]:
        await matches.cancel(g, USER, match_id)
    with refused(
        f"il lui reste 1 match à jouer ou sans après-match appliqué \\(n° {pending[0]}\\)", error=ConflictError
    ):
        await seasons.prepare(g, USER, ruleset="ligue")
    await matches.cancel(g, USER, pending[0])
    view = await seasons.prepare(g, USER, ruleset="ligue")  # each settled: the season may end
    assert view.state.id


async def test_a_match_started_while_the_preview_waits_stops_the_confirm(db, seeded):
    g = seeded.guild_id
    await PlayerRepository(db).update(g, USER, seeded.players["grak"], miss_next_game=True)
    seasons = SeasonRepository(db, dice=lambda: Dice.seeded(1))
    view = await seasons.prepare(g, USER, ruleset="ligue")
    teams = sorted(seeded.teams.values())[:2]
    late = await MatchRepository(db).open(g, USER, home_team_id=teams[0], away_team_id=teams[1])
    with refused(f"n° {late.id}", error=ConflictError):
        await seasons.apply(g, USER, view.state.id, view.plan.digest())
    assert (await PlayerRepository(db).require(g, seeded.players["grak"])).miss_next_game


async def test_season_end_rolls_once_applies_once_and_undoes(db, seeded):
    p = seeded.players
    players = PlayerRepository(db)
    await players.update(seeded.guild_id, USER, p["grak"], niggling=2, gained_hatreds=("Nain",))
    seasons = SeasonRepository(db, dice=lambda: Dice.seeded(1))
    before = await league_rows(db)
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
    after = await league_rows(db)
    grak_row = next(r for r in after["players"] if r["id"] == p["grak"])
    assert grak_row == next(r for r in before["players"] if r["id"] == p["grak"])


async def test_a_temporarily_retiring_players_sequelle_taken_back_is_marked_once_and_undone(db, seeded):
    """A séquelle recorded and applied, its player Temporarily Retiring: the season end rolls for it (4+), takes it
    back and marks it; an undo puts everything back; once taken back, a later season end never rolls it again."""
    p, g = seeded.players, seeded.guild_id
    players = PlayerRepository(db)
    grak = await players.require(g, p["grak"])
    assert grak.profile.av == 10
    await players.update(g, USER, p["grak"], temporarily_retired=True, profile=grak.profile.with_value("AV", 9))
    await db.execute(
        "INSERT INTO casualties (guild_id, match_id, victim_team_id, victim_id, cause, outcome, sequelle,"
        " recorded_by, applied_at) VALUES (?, NULL, ?, ?, 'crowd', 'casualty.lasting_injury', 'AV', ?, '2026-01-01')",
        (g, grak.team_id, grak.id, USER),
    )
    casualty = (await db.fetchone("SELECT MAX(id) FROM casualties"))[0]
    seasons = SeasonRepository(db, dice=lambda: Dice.seeded(1))

    async def restored_at():
        return (await db.fetchone("SELECT restored_at FROM casualties WHERE id = ?", (casualty,)))[0]

    for attempt in range(2):  # applied, undone, applied again
        view = await seasons.prepare(g, USER, ruleset="bb2025", hand=[5])
        assert f"tr:{p['grak']}:{casualty}" in view.state.dice
        await seasons.apply(g, USER, view.state.id, view.plan.digest())
        back = await players.require(g, p["grak"])
        assert back.profile.av == 10 and not back.temporarily_retired and await restored_at() is not None
        if attempt == 0:
            await seasons.undo(g, USER)
            undone = await players.require(g, p["grak"])
            assert (undone.profile.av, undone.temporarily_retired, await restored_at()) == (9, True, None)
    await players.update(g, USER, p["grak"], temporarily_retired=True)
    later = await seasons.prepare(g, USER, ruleset="bb2025")
    assert not any(key.startswith("tr:") for key in later.state.dice)  # taken back once: never rolled again


async def test_a_season_end_that_heals_nobody_still_closes_the_season_and_undoes(db, seeded):
    g = seeded.guild_id
    await db.execute("UPDATE players SET miss_next_game = 0, niggling = 0, gained_hatreds = '[]'")
    seasons = SeasonRepository(db, dice=lambda: Dice.seeded(1))
    view = await seasons.prepare(g, USER, ruleset="ligue")
    assert not view.plan.players  # nobody to heal
    before = await league_rows(db)
    await seasons.apply(g, USER, view.state.id, view.plan.digest())
    # the season closed, nothing else changed
    assert await current_season(db, g) == 2 and await league_rows(db) == before
    await seasons.undo(g, USER)
    assert await current_season(db, g) == 1


async def test_a_post_match_of_an_ended_season_is_not_undone(db):
    """Undone after the season end, a post-match of that season gave its players back the RPM the season end had
    lifted (they missed the new season's first match) and left a closed season with a match waiting for its
    post-match, which the season end had required to be settled. Refused, naming the season end to undo first
    (itself refused once the new season has a match); nothing changes."""
    from league.postmatch import PostmatchRepository
    from tests.e2e.league_seed import prepare_sequence

    seeded = await seed_league(db)
    g, t = seeded.guild_id, seeded.teams
    await cancel_unsettled(db, seeded)
    matches = MatchRepository(db)
    quiet = await matches.open(g, USER, home_team_id=t["orcs"], away_team_id=t["elus"], home_fp=3, away_fp=3)
    await matches.finish(g, USER, quiet.id, home_score=0, away_score=0)  # nobody hurt: the season end touches
    seeded.matches["quiet"] = quiet.id  # none of the rows its post-match wrote
    view = await prepare_sequence(db, seeded, "quiet")
    repo = PostmatchRepository(db, steps=STEPS)
    await repo.apply(g, USER, view.state.id, view.plan.digest())
    seasons = SeasonRepository(db, dice=lambda: Dice.seeded(1))
    end = await seasons.prepare(g, USER, ruleset="ligue")
    await seasons.apply(g, USER, end.state.id, end.plan.digest())
    before = await league_rows(db)
    with refused(f"match n° {quiet.id}\u00a0.*saison 1 .*/saison annuler", error=ConflictError):
        await repo.undo(g, USER, quiet.id)
    with refused(f"match {quiet.id}: season 1 .*/season undo", error=ConflictError, lang="en"):
        await repo.undoable(g, quiet.id)
    assert await league_rows(db) == before
    await seasons.undo(g, USER)  # the season end undone, its post-match may be undone again
    await repo.undo(g, USER, quiet.id)


async def test_a_season_end_asked_again_says_what_it_keeps_and_retyped_dice_correct_the_typed_ones(db, seeded):
    """Issue 26: a second /season end showed the earlier attempt's dice with no word, and dice typed again (a
    mistyped entry) were « ignored » with no way to correct them before Confirm. Dice typed by hand earlier are
    replaced by dice typed again (the rolls log keeps both); asked again without dice, the earlier ones are kept and
    counted; a short retyped entry changes nothing."""
    p, g = seeded.players, seeded.guild_id
    await PlayerRepository(db).update(g, USER, p["grak"], niggling=2, gained_hatreds=("Nain",))
    seasons = SeasonRepository(db, dice=lambda: Dice.seeded(1))
    first = await seasons.prepare(g, USER, ruleset="ligue", hand=[4, 1, 6])
    assert (first.kept, first.replaced) == (0, 0)
    again = await seasons.prepare(g, USER, ruleset="ligue")
    assert (again.kept, again.replaced, again.state.dice) == (3, 0, first.state.dice)
    fixed = await seasons.prepare(g, USER, ruleset="ligue", hand=[1, 2, 3])
    assert (fixed.kept, fixed.replaced, fixed.unused) == (0, 3, ())
    assert sorted(die[1] for slot in fixed.state.dice.values() for die in slot) == [1, 2, 3]
    assert all(len(ids) == 1 for ids in fixed.state.roll_ids.values())  # the new roll only
    earlier = {i for ids in first.state.roll_ids.values() for i in ids}
    assert not earlier & {i for ids in fixed.state.roll_ids.values() for i in ids}
    grak = next(sp for sp in fixed.plan.players if sp.before.id == p["grak"])
    assert (grak.after.niggling, grak.after.gained_hatreds) == (2, ("Nain",))  # 1, 2 and 3 heal nothing
    with refused("dé"):
        await seasons.prepare(g, USER, ruleset="ligue", hand=[6])  # one die for three rolls: nothing changes
    kept = await seasons.prepare(g, USER, ruleset="ligue")
    assert kept.state.dice == fixed.state.dice
    await seasons.apply(g, USER, kept.state.id, kept.plan.digest())
    assert (await PlayerRepository(db).require(g, p["grak"])).niggling == 2


async def test_dice_typed_after_the_bots_own_rolls_fill_only_the_missing_rolls_and_say_so(db, seeded):
    """The bot's dice are never thrown again (no fishing for a better roll): dice typed after them are unused, and
    the view says how many of the bot's rolls it kept."""
    p, g = seeded.players, seeded.guild_id
    await PlayerRepository(db).update(g, USER, p["grak"], niggling=1)
    seasons = SeasonRepository(db, dice=lambda: Dice.seeded(1))
    rolled = await seasons.prepare(g, USER, ruleset="ligue")
    typed = await seasons.prepare(g, USER, ruleset="ligue", hand=[6])
    assert (typed.kept, typed.replaced, typed.unused) == (1, 0, (6,))
    assert typed.state.dice == rolled.state.dice
