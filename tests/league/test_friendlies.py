"""Friendlies on each backend (BB2025 league_play.md « Friendlies », docs/rules.md): a casualty counts as Badly
Hurt, no post-match, nothing the league counts; and nothing waits for one."""

from league.matches import MatchRepository, match_from_row
from league.postmatch import PostmatchRepository
from league.season import SeasonRepository
from league.standings import StandingsRepository
from league.stats import StatsRepository
from league.teams import TeamRepository
from records.models import CasualtyReport, ConflictError
from rules.dice import Dice
from sequences.postmatch import STEPS
from tests.e2e.league_seed import cancel_unsettled, seed_league
from tests.league.leaguedata import G1, USER, league_rows
from tests.said import refused


async def friendly(lg):
    return await lg.match_repo.open(
        G1, USER, home_team_id=lg.tid("orcs"), away_team_id=lg.tid("dwarfs"), channel_id=99, friendly=True
    )


async def test_a_friendly_is_stored_as_one_and_older_rows_read_as_league(db, lg):
    match = await friendly(lg)
    assert match.kind == "friendly" and (await lg.match_repo.get(G1, match.id)) == match
    assert lg.matches["m1"].kind == "league"
    row = dict(await db.fetchone("SELECT * FROM matches WHERE id = ?", (match.id,)))
    del row["kind"]  # an audit row or an export written before migration 0015
    assert match_from_row(row).kind == "league"


async def test_a_casualty_of_a_friendly_is_stored_as_badly_hurt(lg):
    match = await friendly(lg)
    cas = lg.casualty_repo

    async def hurt(victim: str, outcome: str, **kw):
        report = CasualtyReport(
            victim_id=lg.pid(victim), outcome=outcome, cause="block", match_id=match.id, caused_by_id=lg.pid("gimli"),
            **kw,
        )  # fmt: skip
        record, _ = await cas.record_casualty(G1, USER, report)
        return record

    dead = await hurt("grak", "casualty.dead")
    lasting = await hurt("ugluk", "casualty.lasting_injury", sequelle="AG")
    assert (dead.outcome, lasting.outcome, lasting.sequelle, lasting.hatred_candidates) == (
        "casualty.badly_hurt", "casualty.badly_hurt", None, (),
    )  # fmt: skip
    # a Commotion (not the Casualty Table) and a casualty recovered at once stay as they are
    assert (await hurt("zog", "injury.badly_hurt")).outcome == "injury.badly_hurt"
    assert (await hurt("zog", "regeneration.regenerated")).outcome == "regeneration.regenerated"
    # a league match keeps what was rolled
    report = CasualtyReport(
        victim_id=lg.pid("gimli"), outcome="casualty.dead", cause="block", match_id=lg.matches["m2"].id
    )
    assert (await cas.record_casualty(G1, USER, report))[0].outcome == "casualty.dead"


async def test_a_friendly_has_no_post_match_and_nothing_changes(db, lg):
    match = await friendly(lg)
    await lg.match_repo.finish(G1, USER, match.id, home_score=3, away_score=0)
    postmatch = PostmatchRepository(db, steps=STEPS, dice=lambda: Dice.seeded(1))
    before = await league_rows(db, ("teams", "players", "matches", "casualties", "postmatch_sequences"))
    with refused("match amical\u00a0: il n'a pas d'après-match", error=ConflictError):
        await postmatch.start(G1, USER, match.id, ruleset="bb2025")
    with refused("is a friendly: it has no Post-game Sequence", error=ConflictError, lang="en"):
        await postmatch.start(G1, USER, match.id, ruleset="ligue")
    assert await league_rows(db, ("teams", "players", "matches", "casualties", "postmatch_sequences")) == before
    offered = [m.id for m, _, _ in await postmatch.matches(G1, applied=False)]
    assert match.id not in offered and lg.matches["m1"].id in offered


async def test_nothing_the_league_counts_counts_a_friendly(db, lg):
    standings, stats = StandingsRepository(db), StatsRepository(db)
    table_before = await standings.table(G1)
    board_before = await stats.leaderboard(G1)
    match = await friendly(lg)
    for victim in ("grak", "ugluk", "zog"):
        report = CasualtyReport(
            victim_id=lg.pid(victim), outcome="casualty.dead", cause="block", match_id=match.id,
            caused_by_id=lg.pid("gimli"),
        )  # fmt: skip
        await lg.casualty_repo.record_casualty(G1, USER, report)
    await lg.match_repo.finish(G1, USER, match.id, home_score=0, away_score=4)
    table = await standings.table(G1)
    assert table.table == table_before.table and table.pending == table_before.pending  # never waiting either
    assert await stats.leaderboard(G1) == board_before
    assert (await standings.matches(G1, table.season))[0].match.id == match.id  # listed all the same


async def test_a_finished_friendly_holds_up_no_season_end_and_no_archiving(db):
    seeded = await seed_league(db)
    await cancel_unsettled(db, seeded)
    g = seeded.guild_id
    teams = sorted(seeded.teams.values())[:2]
    matches = MatchRepository(db)
    played = await matches.open(g, USER, home_team_id=teams[0], away_team_id=teams[1], friendly=True)
    await matches.finish(g, USER, played.id, home_score=1, away_score=1)
    assert (await TeamRepository(db).archive(g, USER, teams[0])).archived
    view = await SeasonRepository(db, dice=lambda: Dice.seeded(1)).prepare(g, USER, ruleset="bb2025")
    assert view.state.id


async def test_the_post_matches_in_order_do_not_wait_for_a_friendly_played_between(db, lg):
    """m1 (finished before) keeps its post-match after a friendly of the same teams is played and finished."""
    orcs_humans = await lg.match_repo.open(
        G1, USER, home_team_id=lg.tid("orcs"), away_team_id=lg.tid("humans"), channel_id=98, friendly=True
    )
    await lg.match_repo.finish(G1, USER, orcs_humans.id, home_score=1, away_score=0)
    view, created = await PostmatchRepository(db, steps=STEPS).start(G1, USER, lg.matches["m1"].id, ruleset="bb2025")
    assert created and view.match.id == lg.matches["m1"].id
