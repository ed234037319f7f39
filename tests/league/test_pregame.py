"""A match's pre-game on real databases (SQLite file and PostgreSQL): applied in one audited batch, undone by it."""

from __future__ import annotations

import pytest

from league.audit import AuditRepository
from league.matches import MatchRepository
from league.players import PlayerRepository
from league.pregame import PregameRepository
from league.teams import TeamRepository
from records.models import ConflictError, LeagueError, NotFoundError, PlayerDraft
from records.pregame import TeamPregame
from rules.characteristics import Profile
from rules.errors import DomainError
from rules.positions import Typed, fill
from rules.pregame.inducements import Mercenary, Star
from tests.league.leaguedata import G1, G2, USER, league_rows

CLANRAT = Profile(7, 3, 3, 4, 8)


def journeyman(number: int) -> PlayerDraft:
    return PlayerDraft.hired(
        number, f"Journalier {number}", "Clanrat", fill("Skaven", "Clanrat", Typed(), journeyman=True), journeyman=True
    )


@pytest.fixture
async def game(db):
    teams, players, matches = TeamRepository(db), PlayerRepository(db), MatchRepository(db)
    favourite = await teams.create(G1, USER, name="Humains", coach_id=1, roster="Humains", treasury=120_000)
    underdog = await teams.create(G1, USER, name="Rats", coach_id=2, roster="Skaven", treasury=30_000)
    for number in range(1, 10):
        draft = PlayerDraft(number=number, name=f"Rat {number}", position="Clanrat", profile=CLANRAT, value=50_000)
        await players.create(G1, USER, underdog.id, draft)
    other = await teams.create(G2, USER, name="Ailleurs", coach_id=3, roster="Orques")
    match = await matches.open(G1, USER, home_team_id=favourite.id, away_team_id=underdog.id)
    return db, favourite, underdog, other, match


def pregames(favourite, underdog):
    return [
        TeamPregame(favourite.id, ctv=1_350_000, treasury_spent=50_000, inducements={"blitzers_best_keg": 1}),
        TeamPregame(
            underdog.id,
            ctv=1_200_000,
            petty_cash=200_000,
            treasury_spent=0,
            inducements={"bribe": 1, "prayers_to_nuffle": 1},
            mercenaries=(Mercenary("Clanrat"),),
            stars=(Star("a_star", 90_000),),
            prayers=(4,),
            journeymen=(journeyman(10), journeyman(11)),
        ),
    ]


async def test_apply_takes_the_treasury_spent_and_adds_the_journeymen_in_one_batch(game):
    db, favourite, underdog, _, match = game
    before = await league_rows(db)
    stored = await PregameRepository(db).apply(G1, USER, match.id, pregames(favourite, underdog))
    assert [s.team_id for s in stored] == [favourite.id, underdog.id]
    assert stored[0].applied_batch_id == stored[1].applied_batch_id
    assert (await TeamRepository(db).require(G1, favourite.id)).treasury == 70_000
    assert (await TeamRepository(db).require(G1, underdog.id)).treasury == 30_000
    rows = await db.fetchall(
        "SELECT id, number, journeyman, skills FROM players WHERE team_id = ? ORDER BY number", (underdog.id,)
    )
    assert [(r["number"], r["journeyman"]) for r in rows][-2:] == [(10, 1), (11, 1)]
    assert "loner (4+)" in rows[-1]["skills"]
    assert stored[1].journeymen == tuple(r["id"] for r in rows[-2:])
    read = await PregameRepository(db).for_match(G1, match.id)
    assert read == stored
    assert read[1].inducements == {"bribe": 1, "prayers_to_nuffle": 1}
    assert read[1].stars == (Star("a_star", 90_000),) and read[1].prayers == (4,)
    assert read[1].mercenaries == (Mercenary("Clanrat"),)
    entries = await AuditRepository(db).entries(G1, stored[0].applied_batch_id)
    assert [(e.entity, e.op) for e in entries] == [("teams", "update"), ("players", "insert"), ("players", "insert")]
    assert len((await league_rows(db))["players"]) == len(before["players"]) + 2


async def test_undo_gives_the_treasury_back_and_removes_the_journeymen(game):
    db, favourite, underdog, _, match = game
    before = await league_rows(db, ("teams", "players"))
    repo = PregameRepository(db)
    await repo.apply(G1, USER, match.id, pregames(favourite, underdog))
    await repo.undo(G1, USER, match.id)
    after = await league_rows(db, ("teams", "players"))
    assert [t["treasury"] for t in after["teams"]] == [t["treasury"] for t in before["teams"]]
    assert [p["id"] for p in after["players"]] == [p["id"] for p in before["players"]]
    assert await repo.for_match(G1, match.id) == []
    with pytest.raises(NotFoundError) as refused:
        await repo.undo(G1, USER, match.id)
    assert refused.value.key == "error.pregame.nothing_to_undo"
    again = await repo.apply(G1, USER, match.id, pregames(favourite, underdog))  # once undone, it may be done again
    assert len(again) == 2


async def test_a_pregame_applied_twice_is_refused_and_nothing_changes(game):
    db, favourite, underdog, _, match = game
    repo = PregameRepository(db)
    await repo.apply(G1, USER, match.id, pregames(favourite, underdog)[:1])
    before = await league_rows(db)
    with pytest.raises(ConflictError) as refused:
        await repo.apply(G1, USER, match.id, pregames(favourite, underdog)[1:])
    assert refused.value.key == "error.pregame.applied_twice"
    assert await league_rows(db) == before


async def test_a_treasury_spent_beyond_what_it_holds_is_refused_with_nothing_written(game):
    db, _, underdog, _, match = game
    before = await league_rows(db)
    too_much = TeamPregame(underdog.id, ctv=1_200_000, treasury_spent=40_000, journeymen=(journeyman(10),))
    with pytest.raises(LeagueError) as refused:
        await PregameRepository(db).apply(G1, USER, match.id, [too_much])
    assert refused.value.key == "error.pregame.treasury_short"
    assert await league_rows(db) == before
    assert await db.fetchall("SELECT * FROM pregames") == []


async def test_a_team_not_of_the_match_or_another_servers_match_is_refused(game):
    db, favourite, _, other, match = game
    repo = PregameRepository(db)
    with pytest.raises(LeagueError) as refused:
        await repo.apply(G1, USER, match.id, [TeamPregame(other.id, ctv=1_000_000)])
    assert refused.value.key == "error.pregame.not_in_match"
    with pytest.raises(LeagueError) as refused:  # one team twice
        await repo.apply(G1, USER, match.id, [TeamPregame(favourite.id, ctv=1), TeamPregame(favourite.id, ctv=1)])
    assert refused.value.key == "error.pregame.not_in_match"
    with pytest.raises(NotFoundError):
        await repo.apply(G2, USER, match.id, [TeamPregame(other.id, ctv=1_000_000)])
    assert await repo.for_match(G2, match.id) == []


async def test_a_finished_match_takes_no_pregame(game):
    db, favourite, underdog, _, match = game
    await MatchRepository(db).finish(G1, USER, match.id, home_score=1, away_score=0)
    with pytest.raises(ConflictError) as refused:
        await PregameRepository(db).apply(G1, USER, match.id, pregames(favourite, underdog))
    assert refused.value.key == "error.pregame.match_not_open"


async def test_an_undo_after_the_journeymen_changed_is_refused(game):
    db, favourite, underdog, _, match = game
    repo = PregameRepository(db)
    stored = await repo.apply(G1, USER, match.id, pregames(favourite, underdog))
    await PlayerRepository(db).update(G1, USER, stored[1].journeymen[0], spp=2)
    with pytest.raises(ConflictError) as refused:
        await repo.undo(G1, USER, match.id)
    assert refused.value.key == "error.undo.changed_since"
    assert (await TeamRepository(db).require(G1, favourite.id)).treasury == 70_000


def test_a_pregame_record_refuses_what_the_rules_would_not_read():
    with pytest.raises(DomainError):
        TeamPregame(1, ctv=1_000_000, prayers=(3, 3))
    with pytest.raises(DomainError):
        TeamPregame(1, ctv=1_000_000, inducements={"beer": 1})
    with pytest.raises(DomainError):
        TeamPregame(1, ctv=1_000_000, petty_cash=-5)


# --- the pre-game in progress (league.pregame.PregameSequences, migration 0027) -----------------------------------


async def test_a_pregame_in_progress_round_trips_and_confirm_then_undo_give_the_treasury_back(game):
    from league.pregame import PregameSequences
    from rules.pregame import sequence as pg

    db, favourite, _, _, match = game
    repo = PregameSequences(db, first_step="squads")
    view, created = await repo.start(G1, USER, match.id)
    again, created_again = await repo.start(G1, USER, match.id)
    assert created and not created_again and again.state.id == view.state.id
    assert view.state.snapshot.away.name == "Rats" and len(view.pregame.away.journeymen) == 2  # nine Clanrats
    # eleven Human Journeymen against nine Clanrats and two Journeymen: equal, no Treasury for either
    assert view.pregame.higher is None and len(view.pregame.home.journeymen) == 11

    def buy(inputs: pg.Inputs, plan: pg.Pregame) -> pg.Inputs:
        return pg.with_inducement(view.state.snapshot, inputs, "home", "blitzers_best_keg", 1)

    with pytest.raises(DomainError) as refused:
        await repo.change(G1, view.state.id, buy)
    assert refused.value.key == "error.pregame.over_budget"
    assert (await repo.load(G1, view.state.id)).state.inputs == pg.Inputs()  # nothing kept
    await db.execute("DELETE FROM pregame_sequences")
    ogre = PlayerDraft(number=1, name="Ogre", position="Ogre", profile=CLANRAT, value=150_000)
    await PlayerRepository(db).create(G1, USER, favourite.id, ogre)
    view, _ = await repo.start(G1, USER, match.id)
    assert view.pregame.home.value.ctv - view.pregame.away.value.ctv == 100_000
    view = await repo.change(G1, view.state.id, buy)
    assert (await repo.load(G1, view.state.id)).state.inputs.home.inducements == {"blitzers_best_keg": 1}
    assert view.pregame.home.purchase.treasury == 50_000 and view.pregame.away.budget.petty_cash == 150_000
    view = await repo.go(G1, view.state.id, "preview")
    assert view.state.step == "preview"
    view = await repo.apply(G1, USER, view.state.id, lambda n: f"Journalier {n}")
    assert view.applied and (await TeamRepository(db).get(G1, favourite.id)).treasury == 70_000
    with pytest.raises(ConflictError):  # nothing changes once applied
        await repo.change(G1, view.state.id, buy)
    view = await repo.undo(G1, USER, view.state.id)
    assert not view.applied and (await TeamRepository(db).get(G1, favourite.id)).treasury == 120_000
    with pytest.raises(NotFoundError):  # another server's pre-game is no one's
        await repo.load(G2, view.state.id)


async def test_each_prayer_is_a_roll_of_the_match_typed_by_hand_or_by_the_bot(game):
    import json

    from league.pregame import PregameSequences
    from rules.dice import Dice
    from rules.pregame import sequence as pg

    db, favourite, _, _, match = game
    ogre = PlayerDraft(number=1, name="Ogre", position="Ogre", profile=CLANRAT, value=150_000)
    await PlayerRepository(db).create(G1, USER, favourite.id, ogre)
    repo = PregameSequences(db, first_step="squads")
    view, _ = await repo.start(G1, USER, match.id)
    snapshot = view.state.snapshot

    def pray(inputs: pg.Inputs, plan: pg.Pregame) -> pg.Inputs:
        inputs = pg.with_inducement(snapshot, inputs, "home", "prayers_to_nuffle", 1)
        return pg.with_inducement(snapshot, inputs, "away", "prayers_to_nuffle", 2)

    view = await repo.change(G1, view.state.id, pray)
    # typed by hand: the home team's D16 only (the dice end there: the away team's two still owed)
    view = await repo.roll_prayers(G1, 7, view.state.id, hand=[5], channel_id=99, ruleset="bb2025")
    assert view.state.inputs.home.prayers == (5,) and view.state.inputs.away.prayers == ()
    with pytest.raises(DomainError):  # a face no D16 has: refused, nothing written
        await repo.roll_prayers(G1, 7, view.state.id, hand=[12, 17], ruleset="bb2025")
    assert len(await db.fetchall("SELECT id FROM rolls WHERE guild_id = ?", (G1,))) == 1
    assert (await repo.load(G1, view.state.id)).state.inputs.away.prayers == ()
    # the bot's: 4, then 4 again (re-rolled: the same D16 roll) and 9
    view = await repo.roll_prayers(G1, 8, view.state.id, dice=Dice(given=[4, 4, 9]), ruleset="bb2025")
    assert view.state.inputs.away.prayers == (4, 9)
    rows = await db.fetchall(
        "SELECT user_id, channel_id, command, options, dice, outcomes FROM rolls WHERE guild_id = ? ORDER BY id", (G1,)
    )
    read = [
        (r["user_id"], r["channel_id"], r["command"], json.loads(r["options"]), json.loads(r["dice"])) for r in rows
    ]
    home, away = favourite.id, snapshot.away.team_id
    options = {"sequence": view.state.id, "match_id": match.id}
    assert read == [
        (7, 99, "prematch", {**options, "team_id": home, "manual": True}, [[16, 5]]),
        (8, None, "prematch", {**options, "team_id": away, "manual": False}, [[16, 4]]),
        (8, None, "prematch", {**options, "team_id": away, "manual": False}, [[16, 4], [16, 9]]),
    ]
    assert json.loads(rows[0]["outcomes"]) == ["prayer.knuckle_dusters"]


async def test_the_players_a_prayer_selected_are_kept_with_its_face(game):
    """The picks ride in the prayers array (no migration): a face, or {face, players, skill}; the post-match still
    reads the faces."""
    from rules.pregame.prayers import PrayerPick

    db, favourite, underdog, _, match = game
    rats = await PlayerRepository(db).roster(G1, underdog.id)
    picks = (PrayerPick(4, rats[0].id), PrayerPick(16, rats[1].id, "dodge"))
    teams = [
        TeamPregame(favourite.id, ctv=1_350_000),
        TeamPregame(underdog.id, ctv=1_200_000, prayers=(4, 9, 16), picks=picks),
    ]
    await PregameRepository(db).apply(G1, USER, match.id, teams)
    (read,) = [p for p in await PregameRepository(db).for_match(G1, match.id) if p.team_id == underdog.id]
    assert read.prayers == (4, 9, 16) and read.picks == picks
