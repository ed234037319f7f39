"""The Play-offs on real databases: the bracket drawn from the table, its games claimed by matches and won in
normal time or on penalties, the winners advancing, and the Glittering Prizes paid and undone."""

import datetime as dt

import pytest

from league import audit
from league.fixtures import FixtureRepository
from league.matches import MatchRepository
from league.playoffs import PlayoffRepository
from league.standings import StandingsRepository
from league.teams import TeamRepository
from records.models import ConflictError, LeagueError, NotFoundError
from rules.errors import DomainError

G, OTHER, USER = 1, 2, 9


class Season:
    """Four teams of server G (and one of OTHER), and matches played through the repositories."""

    def __init__(self, db):
        self.db = db
        self.teams = TeamRepository(db)
        self.matches = MatchRepository(db)
        self.playoffs = PlayoffRepository(db)
        self.ids: dict[str, int] = {}

    async def make(self):
        for name in ("Amazones", "Bretonniens", "Chaos", "Drakhs"):
            self.ids[name[0]] = (await self.teams.create(G, USER, name=name, coach_id=1, roster="Orques")).id
        await self.teams.create(OTHER, USER, name="Ailleurs", coach_id=1, roster="Orques")
        return self

    async def play(self, home, away, score, *, decided_by=None, shootout=None, apply=True):
        match = await self.matches.open(G, USER, home_team_id=self.ids[home], away_team_id=self.ids[away])
        await self.matches.finish(
            G, USER, match.id, home_score=score[0], away_score=score[1], decided_by=decided_by, shootout=shootout
        )
        if apply:
            await self.apply(match.id)
        return match.id

    async def apply(self, match_id):
        async with audit.write(self.db, G, USER, "postmatch") as batch:
            await self.matches.mark_applied(G, USER, match_id, batch=batch)


@pytest.fixture
async def season(db):
    league = await Season(db).make()
    # the regular season: A before B before C before D
    for home, away, score in (("A", "B", (2, 1)), ("A", "C", (2, 0)), ("A", "D", (3, 0)), ("B", "C", (1, 0)),
                              ("B", "D", (2, 0)), ("C", "D", (1, 0))):  # fmt: skip
        await league.play(home, away, score)
    return league


async def test_a_seeded_bracket_of_four_is_played_to_the_prizes(season):
    ids, repo = season.ids, season.playoffs
    table_before = await StandingsRepository(season.db).table(G)
    drawn = await repo.draw(G, USER, size=4, draw="seeded")
    assert [s.team_id for s in drawn.seeds] == [ids["A"], ids["D"], ids["B"], ids["C"]]  # 1 v 4, 2 v 3
    assert [(t.stage, t.slot, t.third, t.state) for t in drawn.ties] == [
        (1, 0, False, "to_play"),
        (1, 1, False, "to_play"),
        (2, 1, True, "waiting"),
        (2, 0, False, "waiting"),
    ]
    with pytest.raises(ConflictError) as again:
        await repo.draw(G, USER, size=4, draw="random")
    assert again.value.key == "error.playoffs.exists"

    first = await season.play("D", "A", (1, 2))  # either way round: the game of A and D
    match = await season.matches.require(G, first)
    assert (match.playoff_stage, match.playoff_slot, match.decided_by) == (1, 0, "normal")
    with pytest.raises(DomainError) as level:  # a Play-off game always has a winner
        await season.play("B", "C", (1, 1))
    assert level.value.key == "error.playoffs.no_winner"
    semi = next(m for m in await season.matches.list(G, status="open"))
    await season.matches.finish(G, USER, semi.id, home_score=1, away_score=1, decided_by="penalties", shootout="away")
    await season.apply(semi.id)

    bracket = await repo.bracket(G)
    assert bracket is not None
    final, third = bracket.tie(2, 0), bracket.tie(2, 1)
    assert (final.home, final.away, third.home, third.away) == (ids["A"], ids["C"], ids["D"], ids["B"])
    assert bracket.tie(1, 1).decided_by == "penalties" and bracket.tie(1, 1).winner == ids["C"]
    # Play-off games win no League Points: the regular season's table stands
    assert (await StandingsRepository(season.db).table(G)).table == table_before.table

    final_id = await season.play("C", "A", (0, 0), decided_by="penalties", shootout="home", apply=False)
    await season.play("B", "D", (1, 0))
    with pytest.raises(ConflictError) as early:  # after the final's Post-game Sequence only
        await repo.pay_prizes(G, USER)
    assert early.value.key == "error.playoffs.final_pending"
    await season.apply(final_id)

    treasuries = {k: (await season.teams.require(G, i)).treasury for k, i in ids.items()}
    paid = await repo.pay_prizes(G, USER)
    assert paid.places == {1: ids["C"], 2: ids["A"], 3: ids["B"]} and paid.trophy
    after = {k: await season.teams.require(G, i) for k, i in ids.items()}
    assert {k: t.treasury - treasuries[k] for k, t in after.items()} == {"A": 60_000, "B": 30_000, "C": 100_000, "D": 0}
    assert after["C"].rerolls == 1 and await repo.trophy_holder(G) == ids["C"]
    assert [(h.season, h.place, h.prize) for h in await repo.honours(G, ids["C"])] == [(1, 1, 100_000)]
    with pytest.raises(ConflictError) as twice:
        await repo.pay_prizes(G, USER)
    assert twice.value.key == "error.playoffs.paid"

    await repo.undo_prizes(G, USER)
    undone = {k: await season.teams.require(G, i) for k, i in ids.items()}
    assert {k: t.treasury for k, t in undone.items()} == treasuries and undone["C"].rerolls == 0
    assert await repo.trophy_holder(G) is None and not (await repo.bracket(G)).paid
    with pytest.raises(NotFoundError):
        await repo.undo_prizes(G, USER)
    assert await repo.bracket(G, 1) is not None and await PlayoffRepository(season.db).bracket(OTHER) is None


async def test_a_match_off_the_bracket_has_no_extra_time_and_a_draw_waits_for_the_fixtures(season):
    with pytest.raises(LeagueError) as off:
        await season.play("A", "B", (1, 0), decided_by="extra_time")
    assert off.value.key == "error.playoffs.not_playoff"
    await FixtureRepository(season.db).schedule(G, USER, draw=False, start=dt.date(2026, 12, 7))
    with pytest.raises(ConflictError) as left:
        await season.playoffs.draw(G, USER, size=4, draw="seeded")
    assert left.value.key == "error.playoffs.fixtures_left"
    assert await season.playoffs.bracket(G) is None


async def test_a_bracket_is_drawn_again_only_before_its_first_game(season):
    repo = season.playoffs
    await repo.draw(G, USER, size=4, draw="seeded")
    redrawn = await repo.draw(G, USER, size=4, draw="seeded", replace=True)
    assert len(redrawn.seeds) == 4
    await season.play("A", "D", (1, 0), apply=False)
    with pytest.raises(ConflictError) as started:
        await repo.draw(G, USER, size=4, draw="seeded", replace=True)
    assert started.value.key == "error.playoffs.started"


async def play_bracket(league, semis, final, third):
    """Every game of a four-team bracket, each a 1-0 home win, applied: (home, away) keys."""
    for home, away in (*semis, final, third):
        await league.play(home, away, (1, 0))


async def test_the_league_trophy_passes_to_the_next_winner_with_its_re_roll(season):
    from league.season import SeasonRepository
    from rules.dice import Dice

    ids, repo = season.ids, season.playoffs
    await repo.draw(G, USER, size=4, draw="seeded")  # A v D, B v C
    await play_bracket(season, (("A", "D"), ("C", "B")), ("C", "A"), ("B", "D"))
    assert (await repo.pay_prizes(G, USER)).places[1] == ids["C"]
    seasons = SeasonRepository(season.db, dice=lambda: Dice.seeded(3))
    view = await seasons.prepare(G, USER, ruleset="bb2025")
    await seasons.apply(G, USER, view.state.id, view.plan.digest())
    # season 2: the Drakhs win every game, then the bracket
    for home, away in (("D", "A"), ("D", "B"), ("D", "C"), ("A", "B"), ("A", "C"), ("B", "C")):
        await season.play(home, away, (1, 0))
    drawn = await repo.draw(G, USER, size=4, draw="seeded")
    assert drawn.season == 2 and drawn.seeds[0].team_id == ids["D"]
    await play_bracket(season, (("D", "C"), ("A", "B")), ("D", "A"), ("C", "B"))
    paid = await repo.pay_prizes(G, USER)
    assert paid.places == {1: ids["D"], 2: ids["A"], 3: ids["C"]} and paid.trophy
    rerolls = {k: (await season.teams.require(G, i)).rerolls for k, i in ids.items()}
    assert rerolls == {"A": 0, "B": 0, "C": 0, "D": 1} and await repo.trophy_holder(G) == ids["D"]
    first = await repo.bracket(G, 1)
    assert first is not None and first.places[1] == ids["C"] and not first.trophy  # season 1 keeps its champion
    assert [(h.season, h.place) for h in await repo.honours(G, ids["C"])] == [(2, 3), (1, 1)]


async def test_a_play_off_game_left_unplayed_needs_a_winner_and_the_bracket_goes_on(season):
    """Issue 29: an unplayed Play-off game is conceded by one side (never a loss for both), and its winner goes
    through: the bracket does not hang."""
    ids, repo = season.ids, season.playoffs
    await repo.draw(G, USER, size=4, draw="seeded")
    with pytest.raises(ConflictError) as both:
        await season.matches.record_unplayed(G, USER, home_team_id=ids["A"], away_team_id=ids["D"])
    assert both.value.key == "error.playoffs.unplayed_winner"
    assert await season.matches.list(G, status="finished") == []  # nothing written
    game = await season.matches.record_unplayed(G, USER, home_team_id=ids["A"], away_team_id=ids["D"], conceded="home")
    assert (game.playoff_stage, game.playoff_slot, game.home_score, game.away_score) == (1, 0, 0, 2)
    bracket = await repo.bracket(G)
    assert bracket is not None and bracket.tie(1, 0).winner == ids["D"]
    assert bracket.tie(2, 0).home == ids["D"]  # the final waits for the other semi-final only


async def test_the_last_post_game_of_the_final_pays_the_prizes_and_its_undo_takes_them_back(season):
    """Issue 29: « After the final Post-game Sequence »: the batch that applies the last of the final's and the
    third-place Play-off's post-games pays the Glittering Prizes and the League Trophy, once; reverting that batch
    (``/postmatch undo``) takes them back."""
    from league.audit import AuditRepository
    from league.playoffs import pay_due_prizes

    ids, repo = season.ids, season.playoffs
    await repo.draw(G, USER, size=4, draw="seeded")
    await season.play("A", "D", (2, 0))
    await season.play("B", "C", (0, 1))
    final = await season.play("C", "A", (0, 0), decided_by="penalties", shootout="home", apply=False)
    third = await season.play("B", "D", (1, 0), apply=False)
    before = {k: (await season.teams.require(G, i)).treasury for k, i in ids.items()}
    async with audit.write(season.db, G, USER, "postmatch") as batch:  # the third place first: not yet
        await season.matches.mark_applied(G, USER, third, batch=batch)
        assert not await pay_due_prizes(batch, 1)
    async with audit.write(season.db, G, USER, "postmatch") as batch:
        await season.matches.mark_applied(G, USER, final, batch=batch)
        assert await pay_due_prizes(batch, 1)
        assert not await pay_due_prizes(batch, 1)  # once
        last = batch.id
    after = {k: (await season.teams.require(G, i)).treasury for k, i in ids.items()}
    assert {k: after[k] - before[k] for k in ids} == {"A": 60_000, "B": 30_000, "C": 100_000, "D": 0}
    assert await repo.trophy_holder(G) == ids["C"] and (await season.teams.require(G, ids["C"])).rerolls == 1
    with pytest.raises(ConflictError) as twice:
        await repo.pay_prizes(G, USER)
    assert twice.value.key == "error.playoffs.paid"
    with pytest.raises(ConflictError) as by_hand:  # not the command's to undo: the post-game's
        await repo.undo_prizes(G, USER)
    assert by_hand.value.key == "error.playoffs.prizes_postmatch"
    await AuditRepository(season.db).revert(G, USER, last)
    assert {k: (await season.teams.require(G, i)).treasury for k, i in ids.items()} == before
    assert await repo.trophy_holder(G) is None and not (await repo.bracket(G)).paid
