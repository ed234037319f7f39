"""The Regular Season's schedule (league_play.md « DIVISIONS », « REGULAR SEASON », « LEAGUE FIXTURES »)."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from rules.dice import Dice
from rules.errors import DomainError
from rules.fixtures import last_days, round_count, round_robin, season_schedule, shuffled, split_divisions


@pytest.mark.parametrize("size", range(3, 17))
def test_a_round_robin_plays_every_pair_once_and_no_team_twice_in_a_round(size):
    teams = list(range(100, 100 + size))
    rounds = round_robin(teams)
    even = size + size % 2
    assert len(rounds) == even - 1 == round_count([teams])
    pairs = Counter(frozenset((f.home, f.away)) for r in rounds for f in r.fixtures)
    assert set(pairs) == {frozenset(p) for p in itertools.combinations(teams, 2)}
    assert set(pairs.values()) == {1}
    for r in rounds:
        playing = [t for f in r.fixtures for t in (f.home, f.away)]
        assert len(playing) == len(set(playing))
        assert (r.bye is None) == (size % 2 == 0)
        assert set(playing) | ({r.bye} if r.bye is not None else set()) == set(teams)
    if size % 2:  # every team rests exactly once
        assert sorted(r.bye for r in rounds) == sorted(teams)


@pytest.mark.parametrize("size", range(3, 17))
def test_home_and_away_are_shared_out(size):
    """No team is always the one named first: home and away differ by at most two over a season."""
    rounds = round_robin(list(range(size)))
    home = Counter(f.home for r in rounds for f in r.fixtures)
    away = Counter(f.away for r in rounds for f in r.fixtures)
    assert all(abs(home[t] - away[t]) <= 2 for t in range(size))


def test_a_team_twice_or_a_division_of_one_is_refused():
    with pytest.raises(DomainError) as twice:
        round_robin([1, 2, 2])
    assert twice.value.key == "error.fixtures.duplicate_team"
    with pytest.raises(DomainError) as alone:
        round_robin([1])
    assert alone.value.key == "error.fixtures.division_size"


@pytest.mark.parametrize(("teams", "count", "sizes"), [(6, 2, [3, 3]), (7, 2, [4, 3]), (10, 3, [4, 3, 3]), (8, 1, [8])])
def test_divisions_are_as_equal_as_possible(teams, count, sizes):
    """« Each Division should have as close to an equal number of teams as possible »."""
    divisions = split_divisions(list(range(teams)), count)
    assert [len(d) for d in divisions] == sizes
    assert sorted(t for d in divisions for t in d) == list(range(teams))


def test_more_divisions_than_pairs_of_teams_is_refused():
    with pytest.raises(DomainError) as error:
        split_divisions([1, 2, 3], 2)
    assert error.value.key == "error.fixtures.division_size"


def test_the_helmet_draw_reads_its_dice_and_replays():
    """A draw « out of a helmet »: each die picks among the teams still in it; the same dice, the same draw."""
    assert shuffled([10, 20, 30, 40], Dice.manual([4, 1, 2])) == [40, 10, 30, 20]
    seeded = [shuffled(list(range(12)), Dice.seeded(7)) for _ in range(2)]
    assert seeded[0] == seeded[1] and sorted(seeded[0]) == list(range(12))


def test_a_season_schedule_numbers_rounds_across_divisions():
    schedule = season_schedule([[1, 2, 3, 4], [5, 6, 7]])
    assert [(r.number, r.division) for r in schedule] == [(n, d) for n in (1, 2, 3) for d in (1, 2)]
    assert all(f.division == r.division and f.round == r.number for r in schedule for f in r.fixtures)


def test_each_round_ends_two_weeks_after_the_last_by_default():
    """Round k ends k × 14 - 1 days after the first day (« a game every two weeks »)."""
    assert last_days(3) == [13, 27, 41]
    assert last_days(1, days=7) == [6]
    with pytest.raises(DomainError):
        last_days(2, days=0)
