"""The Regular Season's schedule on real databases: written once, read by round, claimed by the matches."""

import datetime as dt

import pytest

from league.fixtures import FixtureRepository, check_start, split_by_hand
from league.matches import MatchRepository
from league.teams import TeamRepository
from records.models import ConflictError, NotFoundError
from rules.dice import Dice
from rules.errors import DomainError
from tests.league.leaguedata import G1, G2, USER
from tests.said import said

START = dt.date(2026, 12, 7)
NAMES = ("Chaos", "Elfes", "Nains", "Orques", "Skavens", "Humains")


@pytest.fixture
async def league(db):
    teams = TeamRepository(db)
    ids = {}
    for name in NAMES:
        ids[name] = (await teams.create(G1, USER, name=name, coach_id=1, roster="Orques")).id
    await teams.create(G2, USER, name="Ailleurs", coach_id=1, roster="Orques")
    return db, ids


async def test_two_divisions_of_three_play_three_rounds_with_a_bye_each(league):
    db, ids = league
    fixtures = FixtureRepository(db)
    schedule = await fixtures.schedule(G1, USER, divisions=2, draw=False, start=START)
    assert schedule.season == 1 and len(schedule.divisions) == 2
    by_name = sorted(NAMES)  # dealt in name order without a draw: Chaos, Elfes, Humains | Nains, Orques, Skavens
    assert {frozenset(d) for d in schedule.divisions} == {
        frozenset(ids[n] for n in by_name[:3]),
        frozenset(ids[n] for n in by_name[3:]),
    }
    assert schedule.rounds() == [1, 2, 3] and len(schedule.fixtures) == 6
    assert [f.deadline for f in schedule.fixtures if f.division == 1] == [
        dt.date(2026, 12, 20),
        dt.date(2027, 1, 3),
        dt.date(2027, 1, 17),
    ]
    for division in (1, 2):
        for number in (1, 2, 3):
            assert len(schedule.byes(division, number)) == 1
    assert schedule.current_round() == 1 and all(f.state == "to_play" for f in schedule.fixtures)


async def test_a_helmet_draw_reads_its_dice(league):
    db, ids = league
    drawn = await FixtureRepository(db).schedule(G1, USER, divisions=2, start=START, dice=Dice.seeded(4))
    again_db_ids = sorted(t for d in drawn.divisions for t in d)
    assert again_db_ids == sorted(ids.values())


async def test_a_league_match_claims_its_fixture_and_a_cancelled_one_frees_it(league):
    db, _ = league
    fixtures = FixtureRepository(db)
    schedule = await fixtures.schedule(G1, USER, divisions=1, draw=False, start=START)
    first = next(f for f in schedule.fixtures if f.round == 1)
    matches = MatchRepository(db)
    # opened the other way round: still their fixture
    match = await matches.open(G1, USER, home_team_id=first.away_team_id, away_team_id=first.home_team_id)
    line = next(f for f in (await fixtures.season(G1)).fixtures if f.id == first.id)
    assert (line.match_id, line.state) == (match.id, "under_way")
    await matches.cancel(G1, USER, match.id)
    line = next(f for f in (await fixtures.season(G1)).fixtures if f.id == first.id)
    assert (line.match_id, line.state) == (None, "to_play")
    friendly = await matches.open(
        G1, USER, home_team_id=first.home_team_id, away_team_id=first.away_team_id, friendly=True
    )
    assert friendly.kind == "friendly"
    assert next(f for f in (await fixtures.season(G1)).fixtures if f.id == first.id).state == "to_play"


async def test_an_unplayed_fixture_is_recorded_on_the_schedule_with_its_score_in_the_fixtures_order(league):
    db, _ = league
    fixtures = FixtureRepository(db)
    schedule = await fixtures.schedule(G1, USER, divisions=1, draw=False, start=START)
    first = schedule.fixtures[0]
    await MatchRepository(db).record_unplayed(
        G1, USER, home_team_id=first.away_team_id, away_team_id=first.home_team_id, conceded="away"
    )
    line = next(f for f in (await fixtures.season(G1)).fixtures if f.id == first.id)
    assert line.state == "unplayed" and (line.home_score, line.away_score) == (0, 2)
    assert not line.overdue(dt.date(2030, 1, 1))
    late = next(f for f in (await fixtures.season(G1)).fixtures if f.state == "to_play")
    assert late.overdue(late.deadline + dt.timedelta(days=1)) and not late.overdue(late.deadline)


async def test_a_schedule_is_made_once_or_replaced_before_any_match(league):
    db, _ = league
    fixtures = FixtureRepository(db)
    schedule = await fixtures.schedule(G1, USER, divisions=1, draw=False, start=START)
    with pytest.raises(ConflictError) as twice:
        await fixtures.schedule(G1, USER, divisions=1, draw=False, start=START)
    assert twice.value.key == "error.fixtures.exists"
    replaced = await fixtures.schedule(G1, USER, divisions=2, draw=False, start=START, replace=True)
    assert len(replaced.divisions) == 2 and len(replaced.fixtures) == 6
    first = replaced.fixtures[0]
    await MatchRepository(db).open(G1, USER, home_team_id=first.home_team_id, away_team_id=first.away_team_id)
    with pytest.raises(ConflictError) as started:
        await fixtures.schedule(G1, USER, divisions=1, draw=False, start=START, replace=True)
    assert started.value.key == "error.fixtures.started"
    assert len(schedule.fixtures) == 15


async def test_another_servers_schedule_stays_apart(league):
    db, _ = league
    fixtures = FixtureRepository(db)
    await fixtures.schedule(G1, USER, divisions=1, draw=False, start=START)
    with pytest.raises(DomainError) as alone:  # one team on the other server: no division to play in
        await fixtures.schedule(G2, USER, divisions=1, draw=False, start=START)
    assert alone.value.key == "error.fixtures.division_size"
    assert said(alone.value, "fr").startswith("Pas assez d'équipes\u00a0: 1 équipe pour 1 poule, et il faut")
    assert said(alone.value, "en").startswith("Not enough teams: 1 team for 1 Division, and each")
    assert (await fixtures.season(G2)).fixtures == ()


def test_the_start_date_is_typed_as_the_iso_calendar_or_left_out():
    today = dt.date(2026, 12, 2)
    assert check_start(None, today) == today and check_start(" 2027-01-04 ", today) == dt.date(2027, 1, 4)
    with pytest.raises(DomainError) as bad:
        check_start("04/01/2027", today)
    assert bad.value.key == "error.fixtures.start"


async def test_the_deadlines_unplayed_fixtures_are_listed_and_recorded_by_their_id(league):
    """Issue 29: at a round's time limit the commissioner gets its fixtures with no match, and records each as
    ``/match unplayed`` does: a loss for both, or a concession (named by the fixture's side)."""
    db, _ = league
    fixtures = FixtureRepository(db)
    schedule = await fixtures.schedule(G1, USER, divisions=1, draw=False, start=START)
    first_round = [f for f in schedule.fixtures if f.round == 1]
    deadline = first_round[0].deadline
    assert await fixtures.overdue(G1, deadline) == []
    opened = await MatchRepository(db).open(
        G1, USER, home_team_id=first_round[0].home_team_id, away_team_id=first_round[0].away_team_id
    )
    late = await fixtures.overdue(G1, deadline + dt.timedelta(days=1))
    assert [f.id for f in late] == [f.id for f in first_round[1:]]  # the one under way is not for the buttons
    both = await fixtures.record_unplayed(G1, USER, late[0].id, None)
    assert (both.kind, both.status, both.home_score, both.away_score) == ("unplayed", "finished", 0, 0)
    away = await fixtures.record_unplayed(G1, USER, late[1].id, "away")
    assert (away.home_team_id, away.home_score, away.away_score) == (late[1].home_team_id, 2, 0)
    lines = {f.id: f for f in (await fixtures.season(G1)).fixtures}
    assert (lines[late[0].id].state, lines[late[1].id].match_id) == ("unplayed", away.id)
    assert await fixtures.overdue(G1, deadline + dt.timedelta(days=1)) == []
    with pytest.raises(ConflictError) as twice:
        await fixtures.record_unplayed(G1, USER, late[0].id, None)
    assert twice.value.key == "error.fixtures.recorded"
    with pytest.raises(ConflictError) as playing:
        await fixtures.record_unplayed(G1, USER, first_round[0].id, None)
    assert playing.value.key == "error.fixtures.under_way" and f"(match {opened.id})" in said(playing.value, "en")
    with pytest.raises(NotFoundError):  # another server's fixture reads as none
        await fixtures.record_unplayed(G2, USER, schedule.fixtures[-1].id, None)


async def test_divisions_by_hand_take_every_approved_team_once(league):
    """Issue 29: « divisions (by hand, or drawn at random) »: each Division's teams typed, read as a reader types
    them; a team unknown, named twice or left out is refused, naming it, and nothing is written."""
    db, ids = league
    fixtures = FixtureRepository(db)
    typed = split_by_hand(" chaos, ELFES ,Nains;Orques, skavens,humains ; ")
    assert typed == [["chaos", "ELFES", "Nains"], ["Orques", "skavens", "humains"]]
    made = await fixtures.schedule(G1, USER, start=START, by_hand=typed)
    assert made.divisions == (
        tuple(sorted(ids[n] for n in ("Chaos", "Elfes", "Nains"))),
        tuple(sorted(ids[n] for n in ("Orques", "Skavens", "Humains"))),
    )
    refusals = {
        "Chaos, Elfes, Nains; Orques, Skavens, Gobelins": ("error.fixtures.unknown_team", "« Gobelins » n'est pas"),
        "Chaos, Elfes, Nains; Orques, Skavens, chaos": ("error.fixtures.named_twice", "Chaos est nommée deux fois"),
        "Chaos, Elfes, Nains; Orques, Skavens": ("error.fixtures.missing_teams", "1 oubliée(s) — Humains."),
        "Chaos, Elfes, Nains, Orques, Skavens; Humains": ("error.fixtures.division_size", "Pas assez d'équipes"),
    }
    for text, (key, words) in refusals.items():
        with pytest.raises(DomainError) as refused:
            await fixtures.schedule(G1, USER, start=START, by_hand=split_by_hand(text), replace=True)
        assert refused.value.key == key and words in said(refused.value, "fr"), text
    assert (await fixtures.season(G1)).divisions == made.divisions  # nothing written


async def test_only_approved_teams_are_scheduled(league):
    """« submit their Team Draft List to the League Commissioner to check and approve »: a team still drafting is
    left out of the Divisions, and by hand it is not a team to name."""
    db, ids = league
    drafting = await TeamRepository(db).create(G1, USER, name="Gobelins", coach_id=1, roster="Gobelins", draft=True)
    made = await FixtureRepository(db).schedule(G1, USER, draw=False, start=START)
    assert sorted(t for d in made.divisions for t in d) == sorted(ids.values())
    assert drafting.id not in {t for d in made.divisions for t in d}
