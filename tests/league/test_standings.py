"""The league table and seasons on real SQLite files: what counts, concessions, archived teams, two seasons."""

import pytest

from league import audit
from league.audit import AuditRepository
from league.casualties import CasualtyRepository
from league.matches import MatchRepository
from league.players import PlayerRepository
from league.season import SeasonRepository
from league.standings import ScoringChange, StandingsRepository
from league.teams import TeamRepository
from records.models import CasualtyReport, PlayerDraft
from rules import causes
from rules.characteristics import Profile
from rules.dice import Dice
from rules.errors import DomainError

G, OTHER, USER = 1, 2, 9
LINEMAN = Profile(6, 3, 3, 4, 9)


class League:
    """Four teams of two players on server G, and helpers that play matches through the repositories."""

    def __init__(self, db):
        self.db = db
        self.teams = TeamRepository(db)
        self.players = PlayerRepository(db)
        self.matches = MatchRepository(db)
        self.casualties = CasualtyRepository(db)
        self.repo = StandingsRepository(db)
        self.ids: dict[str, int] = {}
        self.roster: dict[str, list[int]] = {}
        self.applied: dict[int, int] = {}  # match id → the audit batch that applied it

    async def team(self, key, name, guild=G):
        team = await self.teams.create(guild, USER, name=name, coach_id=100, roster="Humains")
        made = await self.players.add_many(
            guild, USER, team.id, [PlayerDraft(n, f"{name} {n}", "Trois-Quart", LINEMAN) for n in (1, 2)]
        )
        self.ids[key] = team.id
        self.roster[key] = [p.id for p in made]

    async def play(self, home, away, score, *, cas=(), conceded=None, apply=True, guild=G):
        """Open, record casualties ``(victim team key, causer team key or None[, cause])`` (a block, or the crowd
        without a causer), finish, and apply."""
        match = await self.matches.open(guild, USER, home_team_id=self.ids[home], away_team_id=self.ids[away])
        for victim, causer, *cause in cas:
            report = CasualtyReport(
                victim_id=self.roster[victim][0],
                outcome="casualty.badly_hurt",
                cause=cause[0] if cause else "block" if causer else "crowd",
                match_id=match.id,
                caused_by_id=self.roster[causer][1] if causer else None,
            )
            await self.casualties.record_casualty(guild, USER, report)
        await self.matches.finish(guild, USER, match.id, home_score=score[0], away_score=score[1])
        if apply:
            await self.apply(match.id, score, conceded=conceded, guild=guild)
        return match.id

    async def apply(self, match_id, score, *, conceded=None, guild=G):
        """What the post-match's Confirm writes on the match and its casualties (none of the causers here has a
        skill that changes which casualties earn SPP)."""
        recorded = await self.casualties.for_match(guild, match_id)
        async with audit.write(self.db, guild, USER, "postmatch") as batch:
            if recorded:
                earning = {c.id: causes.earns_spp(c.cause) for c in recorded}
                await self.casualties.mark_applied(guild, USER, earning, batch=batch)
            await self.matches.set_score(guild, USER, match_id, *score, conceded=conceded, batch=batch)
            await self.matches.mark_applied(guild, USER, match_id, batch=batch)
        assert batch.id is not None
        self.applied[match_id] = batch.id

    async def undo(self, match_id, guild=G):
        """What /postmatch undo does to the match: back to finished, waiting for its post-match."""
        await AuditRepository(self.db).revert(guild, USER, self.applied.pop(match_id))


@pytest.fixture
async def league(db):
    lg = League(db)
    for key, name in (("orcs", "Orques de Fer"), ("dwarfs", "Nains du Pic"), ("elves", "Elfes"), ("rats", "Skavens")):
        await lg.team(key, name)
    return lg


def line(table, team_id):
    r = table.table.row(team_id)
    return (r.rank, r.played, r.won, r.drawn, r.lost, r.points, r.td_for, r.td_against, r.cas_for, r.cas_against)


async def test_counts_applied_matches_with_casualties_for_and_against(league):
    ids = league.ids
    await league.play("orcs", "dwarfs", (2, 1), cas=[("dwarfs", "orcs"), ("dwarfs", "orcs"), ("orcs", "dwarfs")])
    await league.play("elves", "rats", (1, 1), cas=[("rats", "elves"), ("elves", "rats", "arm_bar")])
    table = await league.repo.table(G)
    assert (table.season, table.current, table.played, table.pending) == (1, True, 2, 0)
    assert line(table, ids["orcs"]) == (1, 1, 1, 0, 0, 3, 2, 1, 2, 1)
    assert line(table, ids["dwarfs"])[5:] == (0, 1, 2, 1, 2)
    assert line(table, ids["rats"])[5:] == (1, 1, 1, 1, 1)
    assert line(table, ids["elves"])[5:] == (1, 1, 1, 1, 1)
    assert [r.team_id for r in table.table.rows][:1] == [ids["orcs"]]
    # every number an int on each backend (PostgreSQL's SUM is a numeric): what the displays format and compare
    numbers = [getattr(r, f) for r in table.table.rows for f in ("played", "points", "td_for", "cas_for", "bonus")]
    assert {type(n) for n in numbers} == {int}


async def test_only_the_casualties_that_earn_spp_count(league):
    """The book's « casualties caused » (postgame-reference §9): a foul's, a Stab's, the crowd's are applied to
    the rosters but not counted, for the causing team nor against the victim's."""
    ids = league.ids
    cas = [("dwarfs", "orcs", "foul"), ("dwarfs", "orcs", "stab"), ("dwarfs", None), ("orcs", "dwarfs")]
    match_id = await league.play("orcs", "dwarfs", (1, 1), cas=cas)
    table = await league.repo.table(G)
    assert line(table, ids["orcs"])[8:] == (0, 1)
    assert line(table, ids["dwarfs"])[8:] == (1, 0)
    # The casualty difference decides: the Dwarfs (+1) before the Orcs (−1), whatever the fouls.
    order = [r.team_id for r in table.table.rows]
    assert order.index(ids["dwarfs"]) < order.index(ids["orcs"])
    stored = {c.cause: c.earns_spp for c in await league.casualties.for_match(G, match_id)}
    assert stored == {"foul": False, "stab": False, "crowd": False, "block": True}


async def test_a_star_players_casualties_never_count_even_stored_as_earning(league):
    """« Star Players cannot earn Star Player Points » (postgame-reference §9): a casualty recorded against a team
    without a roster player (a Star Player) is no casualty « that earned Star Player Points »: no CAS for or
    against, no tie-breaker, no 3-casualty bonus point — even one stored as earning before this was decided."""
    ids = league.ids
    match = await league.matches.open(G, USER, home_team_id=ids["orcs"], away_team_id=ids["dwarfs"])
    for _ in range(3):
        report = CasualtyReport(
            victim_id=league.roster["dwarfs"][0],
            outcome="casualty.badly_hurt",
            cause="block",
            match_id=match.id,
            caused_by_team_id=ids["orcs"],
            caused_by_name="Morg",
        )
        await league.casualties.record_casualty(G, USER, report)
    await league.matches.finish(G, USER, match.id, home_score=0, away_score=1)
    await league.apply(match.id, (0, 1))  # stored by cause alone: earning, as before the fix
    table = await league.repo.table(G)
    assert line(table, ids["orcs"])[8:] == (0, 0) and line(table, ids["dwarfs"])[8:] == (0, 0)
    assert table.table.row(ids["orcs"]).bonus == 0


async def test_bonus_points_counted_per_match_and_added_when_the_server_says_so(league):
    """One a match for 3+ TD scored, for none conceded, for 3+ casualties that earn SPP caused (in one match)."""
    ids = league.ids
    three = [("dwarfs", "orcs")] * 3
    await league.play("orcs", "dwarfs", (3, 0), cas=three)  # the Orcs: all three bonus points
    await league.play("orcs", "elves", (1, 1), cas=[("elves", "orcs")] * 2 + [("elves", "orcs", "foul")])  # 2 count
    await league.play("rats", "orcs", (0, 0), cas=[("orcs", "rats")])
    table = await league.repo.table(G)
    orcs = table.table.row(ids["orcs"])
    assert (orcs.bonus, orcs.points, orcs.cas_for) == (4, 5, 5)  # 3 + the 0-0's shutout; not added by default
    assert table.table.row(ids["rats"]).bonus == 1 and table.table.row(ids["dwarfs"]).bonus == 0
    changed = await league.repo.update_scoring(G, USER, ScoringChange(bonus=True))
    assert changed.scoring.bonus and changed.scoring.tiebreakers == ("td_diff", "cas_diff", "head_to_head")
    table = await league.repo.table(G)
    assert table.table.scoring.bonus and table.table.row(ids["orcs"]).points == 9
    kept = await league.repo.update_scoring(G, USER, ScoringChange(win=2))
    assert kept.scoring.bonus  # what is not given is kept
    assert not (await league.repo.update_scoring(G, USER, ScoringChange(bonus=False))).scoring.bonus


async def test_ties_share_a_rank(league):
    await league.play("orcs", "dwarfs", (1, 1))
    await league.play("elves", "rats", (1, 1))
    table = await league.repo.table(G)
    assert [r.rank for r in table.table.rows] == [1, 1, 1, 1]
    assert [r.name for r in table.table.rows] == ["Elfes", "Nains du Pic", "Orques de Fer", "Skavens"]


async def test_head_to_head_reads_the_seasons_matches(league):
    ids = league.ids
    await league.repo.update_scoring(G, USER, ScoringChange(tiebreakers=("head_to_head",)))
    await league.play("orcs", "dwarfs", (1, 0))
    await league.play("dwarfs", "elves", (3, 0))
    await league.play("orcs", "rats", (0, 1))
    table = await league.repo.table(G)
    # Orcs and Dwarfs: 3 points each; the Orcs beat the Dwarfs.
    order = [r.team_id for r in table.table.rows]
    assert order.index(ids["orcs"]) < order.index(ids["dwarfs"])


async def test_a_concession_counts_as_recorded_with_the_servers_concession_points(league):
    ids = league.ids
    await league.repo.update_scoring(G, USER, ScoringChange(conceded=-1))
    await league.play("orcs", "dwarfs", (2, 0), conceded="away")
    table = await league.repo.table(G)
    dwarfs = table.table.row(ids["dwarfs"])
    assert (dwarfs.lost, dwarfs.conceded, dwarfs.points) == (1, 1, -1)
    assert table.table.row(ids["orcs"]).points == 3
    stored = await league.matches.get(G, 1)
    assert stored is not None and stored.conceded == "away"


async def test_cancelled_and_unapplied_matches_do_not_count(league):
    ids = league.ids
    cancelled = await league.matches.open(G, USER, home_team_id=ids["orcs"], away_team_id=ids["dwarfs"])
    await league.matches.cancel(G, USER, cancelled.id)
    await league.play("elves", "rats", (3, 0), apply=False)  # finished, post-match not applied
    await league.matches.open(G, USER, home_team_id=ids["orcs"], away_team_id=ids["rats"])  # still open
    table = await league.repo.table(G)
    assert table.played == 0 and table.pending == 1
    assert all(r.played == 0 and r.points == 0 for r in table.table.rows)


async def test_a_team_archived_mid_season_keeps_its_line_and_its_results(league):
    ids = league.ids
    await league.play("orcs", "dwarfs", (0, 2))
    await league.teams.archive(G, USER, ids["dwarfs"])
    await league.teams.archive(G, USER, ids["rats"])  # archived without playing: not on the table
    table = await league.repo.table(G)
    dwarfs = table.table.row(ids["dwarfs"])
    assert dwarfs is not None and dwarfs.archived and dwarfs.points == 3
    assert table.table.row(ids["rats"]) is None
    assert table.table.row(ids["orcs"]).lost == 1


async def end_season(league):
    """A season end applied (one MNG to clear, so there is something to write)."""
    await league.players.update(G, USER, league.roster["orcs"][0], miss_next_game=True)
    seasons = SeasonRepository(league.db, dice=lambda: Dice.seeded(3))
    view = await seasons.prepare(G, USER, ruleset="bb2025")
    await seasons.apply(G, USER, view.state.id, view.plan.digest())
    return seasons


async def test_two_seasons_each_keep_their_table(league):
    ids = league.ids
    await league.play("orcs", "dwarfs", (2, 0))
    late = await league.play("elves", "rats", (1, 0), apply=False)
    with pytest.raises(DomainError) as unsettled:  # finished, its post-match not applied: the season goes on
        await end_season(league)
    assert unsettled.value.key == "error.season.unsettled" and unsettled.value.params["ids"] == (late,)
    assert await league.repo.current_season(G) == 1
    await league.apply(late, (1, 0))
    seasons = await end_season(league)
    await league.undo(late)  # its post-match undone after the season end: it stays season 1's, and waits there
    assert await league.repo.current_season(G) == 2
    assert (await league.matches.get(G, late)).season == 1
    second = await league.play("dwarfs", "orcs", (3, 0))
    assert (await league.matches.get(G, second)).season == 2
    new = await league.repo.table(G)
    assert (new.season, new.current) == (2, True)
    assert line(new, ids["dwarfs"])[:6] == (1, 1, 1, 0, 0, 3)
    assert new.table.row(ids["elves"]).played == 0  # active, listed with zeros
    old = await league.repo.table(G, 1)
    assert (old.season, old.current, old.pending) == (1, False, 1)
    assert line(old, ids["orcs"])[:6] == (1, 1, 1, 0, 0, 3)
    assert old.table.row(ids["elves"]) is None  # its only season-1 match is not applied yet
    assert await league.repo.seasons(G) == [1, 2]
    with pytest.raises(DomainError) as caught:
        await league.repo.table(G, 3)
    assert caught.value.key == "error.standings.season"
    # Undoing the season end would leave season 2's matches in a season that no longer exists.
    with pytest.raises(DomainError) as refused:
        await seasons.undo(G, USER)
    assert refused.value.key == "error.season.undo_started"


async def test_an_ended_seasons_table_keeps_the_scoring_it_ended_with(league):
    """/settings changes the current season only: after the season end, bonus points turned on and a win worth 2
    re-rank season 2, never season 1 (the issue's third team that became second)."""
    ids = league.ids
    await league.play("orcs", "dwarfs", (1, 0))  # orcs 3 points
    await league.play("elves", "rats", (3, 0))  # elves 3 points, a 3-touchdown bonus point
    await league.play("dwarfs", "rats", (1, 1))
    before = await league.repo.table(G, 1)
    await end_season(league)
    await league.repo.update_scoring(G, USER, ScoringChange(win=2, bonus=True, tiebreakers=("td_for",)))
    after = await league.repo.table(G, 1)
    assert [r.team_id for r in after.table.rows] == [r.team_id for r in before.table.rows]
    assert [r.points for r in after.table.rows] == [r.points for r in before.table.rows]
    assert after.table.scoring == before.table.scoring and after.table.scoring.win == 3
    assert (await league.repo.season_scoring(G, 2)).scoring.win == 2  # the new season reads today's settings
    await league.play("elves", "orcs", (3, 0))
    now = await league.repo.table(G)
    assert now.table.row(ids["elves"]).points == 2 + 2  # a win worth 2, bonus points for 3 TDs and a clean sheet


async def test_undoing_a_season_end_unfreezes_its_scoring(league):
    """Undone, the season is the current one again, ranked by today's scoring; ended again, it freezes that."""
    seasons = await end_season(league)
    await seasons.undo(G, USER)
    await league.repo.update_scoring(G, USER, ScoringChange(win=5))
    assert (await league.repo.season_scoring(G, 1)).scoring.win == 5
    await end_season(league)
    await league.repo.update_scoring(G, USER, ScoringChange(win=2))
    assert (await league.repo.season_scoring(G, 1)).scoring.win == 5


async def test_undoing_a_season_end_before_any_new_match_reopens_the_season(league):
    seasons = await end_season(league)
    assert await league.repo.current_season(G) == 2
    await seasons.undo(G, USER)
    assert await league.repo.current_season(G) == 1


async def test_another_servers_matches_and_settings_stay_out(league, db):
    await league.team("far", "Orques de Fer", guild=OTHER)
    await league.team("away", "Les Autres", guild=OTHER)
    await league.play("far", "away", (5, 0), guild=OTHER)
    await league.repo.update_scoring(OTHER, USER, ScoringChange(win=2, weekly_post=False))
    table = await league.repo.table(G)
    assert table.played == 0 and len(table.table.rows) == 4
    mine, theirs = await league.repo.scoring(G), await league.repo.scoring(OTHER)
    assert (mine.scoring.win, mine.weekly_post) == (3, True)
    assert (theirs.scoring.win, theirs.weekly_post, theirs.scoring.draw) == (2, False, 1)


async def test_scoring_changes_keep_what_is_not_given_and_refuse_bad_values(league):
    await league.repo.update_scoring(G, USER, ScoringChange(win=2, tiebreakers=("cas_diff", "td_diff")))
    changed = await league.repo.update_scoring(G, USER, ScoringChange(weekly_post=False))
    assert (changed.scoring.win, changed.weekly_post) == (2, False)
    assert changed.scoring.tiebreakers == ("cas_diff", "td_diff")
    with pytest.raises(DomainError):
        await league.repo.update_scoring(G, USER, ScoringChange(tiebreakers=("coin_toss",)))
    assert (await league.repo.scoring(G)).scoring.tiebreakers == ("cas_diff", "td_diff")


async def test_the_seasons_record_lists_matches_by_status_and_team(league):
    ids = league.ids
    first = await league.play("orcs", "dwarfs", (2, 0), conceded="away")
    second = await league.play("elves", "rats", (1, 1), apply=False)
    cancelled = await league.matches.open(G, USER, home_team_id=ids["orcs"], away_team_id=ids["rats"])
    await league.matches.cancel(G, USER, cancelled.id)
    lines = await league.repo.matches(G, 1)
    assert [line.match.id for line in lines] == [cancelled.id, second, first]
    assert (lines[-1].home, lines[-1].away, lines[-1].match.conceded) == ("Orques de Fer", "Nains du Pic", "away")
    orcs = await league.repo.matches(G, 1, team_id=ids["orcs"])
    assert [line.match.id for line in orcs] == [cancelled.id, first]
    assert [line.match.id for line in await league.repo.matches(G, 1, status="finished")] == [second]
    with pytest.raises(DomainError) as bad:
        await league.repo.matches(G, 1, status="un statut bien trop long pour un message")
    assert bad.value.key == "error.match.status" and bad.value.params == {"value": "un statut bien trop…"}
    assert await league.repo.matches(G, 2) == []


async def test_team_value_adds_players_staff_and_rerolls_and_ctv_leaves_out_who_misses_the_next_game(league):
    ids = league.ids
    orcs = ids["orcs"]
    first, second = league.roster["orcs"]
    await league.players.update(G, USER, first, value=85_000)
    await league.players.update(G, USER, second, value=50_000, miss_next_game=True)
    third, gone = await league.players.add_many(
        G,
        USER,
        orcs,
        [
            PlayerDraft(3, "Sans Prix", "Trois-Quart", LINEMAN),
            PlayerDraft(4, "Parti", "Trois-Quart", LINEMAN, value=70_000),
        ],
    )
    await league.players.update(G, USER, gone.id, status="retired")  # off the roster: not counted
    staff = {"rerolls": 2, "reroll_cost": 60_000, "cheerleaders": 1, "apothecary": True, "treasury": 100_000}
    await league.teams.update(G, USER, orcs, **staff)
    value = (await league.repo.team_values(G, orcs))[orcs]
    assert (value.players, value.staff, value.rerolls) == (135_000, 60_000, 120_000)
    assert (value.tv, value.ctv, value.unvalued) == (315_000, 265_000, 1)  # « Sans Prix » has no value yet
    await league.players.update(G, USER, third.id, value=50_000)
    assert (await league.repo.team_values(G, orcs))[orcs].complete
    table = await league.repo.table(G)
    assert table.values[orcs].tv == 365_000 and set(table.values) == set(ids.values())


async def test_an_ogre_teams_linemen_cost_nothing_in_ctv_but_their_value_increases_do(league):
    """BB2025 ``the_teams.md`` « Low Cost Linemen » (Ogre, Snotling): « treat the Hiring Fee of any Lineman players on
    the team as 0 gold pieces. Any value increase is included as normal. » /team show said a CTV with every Gnoblar's
    15,000 po in it; TV keeps them."""
    ogres = await league.teams.create(G, USER, name="Ogres du Ventre", coach_id=100, roster="Ogres")
    assert "low_cost_linemen" in ogres.special_rules
    gnoblar, blocker = Profile(5, 1, 3, 4, 6), Profile(5, 5, 4, 5, 10)
    await league.players.add_many(
        G,
        USER,
        ogres.id,
        [
            PlayerDraft(1, "Gnob", "Gnoblar Lineman", gnoblar, value=15_000),
            PlayerDraft(2, "Lob", "Gnoblar", gnoblar, value=35_000),  # +20,000: a Primary skill
            PlayerDraft(3, "Bof", "Gnoblar Lineman", gnoblar, value=15_000, miss_next_game=True),
            PlayerDraft(4, "Grok", "Ogre Blocker", blocker, value=140_000),
        ],
    )
    value = (await league.repo.team_values(G, ogres.id))[ogres.id]
    assert value.tv == 205_000
    assert value.ctv == 20_000 + 140_000
    await league.teams.update(G, USER, ogres.id, special_rules=())  # the rule taken away: the whole value counts
    assert (await league.repo.team_values(G, ogres.id))[ogres.id].ctv == 15_000 + 35_000 + 140_000


async def unplayed(league, home, away, conceded=None):
    """What /match unplayed records, then its post-match's Confirm on the match (0-0, or 2-0 to the other side)."""
    match = await league.matches.record_unplayed(
        G, USER, home_team_id=league.ids[home], away_team_id=league.ids[away], conceded=conceded
    )
    assert (match.status, match.kind, match.channel_id) == ("finished", "unplayed", None)
    assert (await league.repo.table(G)).pending == 1  # waits for its post-match like a played fixture
    await league.apply(match.id, (match.home_score, match.away_score), conceded=conceded)
    return match


async def test_an_unplayed_fixture_is_a_loss_for_both_without_bonus_points(league):
    ids = league.ids
    await league.repo.update_scoring(G, USER, ScoringChange(win=3, draw=1, loss=-1, conceded=-2, bonus=True))
    match = await unplayed(league, "orcs", "dwarfs")
    assert (match.home_score, match.away_score, match.conceded) == (0, 0, None)
    table = await league.repo.table(G)
    for key in ("orcs", "dwarfs"):
        row = table.table.row(ids[key])
        # a loss, not a draw: the loss's points, and no « none conceded » bonus point though nobody scored
        assert (row.played, row.won, row.drawn, row.lost, row.conceded, row.bonus, row.points) == (1, 0, 0, 1, 0, 0, -1)


async def test_an_unplayed_fixture_conceded_for_real_life_reasons_is_won_2_0_and_lost_for_loss_points(league):
    ids = league.ids
    await league.repo.update_scoring(G, USER, ScoringChange(conceded=-2, bonus=True))
    match = await unplayed(league, "orcs", "dwarfs", conceded="home")
    assert (match.home_score, match.away_score, match.conceded) == (0, 2, "home")
    table = await league.repo.table(G)
    orcs, dwarfs = table.table.row(ids["orcs"]), table.table.row(ids["dwarfs"])
    assert (dwarfs.won, dwarfs.points, dwarfs.td_for, dwarfs.bonus) == (1, 3, 2, 0)
    assert (orcs.lost, orcs.conceded, orcs.points) == (1, 0, 0)  # without penalty: not the concession's -2


async def test_an_unplayed_fixture_needs_two_teams(league):
    with pytest.raises(DomainError, match="same_team"):
        await league.matches.record_unplayed(G, USER, home_team_id=league.ids["orcs"], away_team_id=league.ids["orcs"])
    assert await league.matches.list(G) == []
