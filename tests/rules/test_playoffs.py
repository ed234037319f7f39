"""Play-offs and Glittering Prizes (league_play.md « QUALIFYING FOR THE PLAY-OFFS », « PLAY-OFFS »,
« GLITTERING PRIZES »)."""

from __future__ import annotations

import pytest

from rules.dice import Dice
from rules.errors import DomainError
from rules.playoffs import PRIZES, Seed, Standing, bracket, decided, next_ties, places, qualifiers


def table(division: int, *points: int) -> list[Standing]:
    """A division's standings: team ids ``division*10 + rank``, sort key the points."""
    return [Standing(division * 10 + rank, division, rank, (p,)) for rank, p in enumerate(points, start=1)]


def test_four_divisions_and_eight_places_take_the_top_two_of_each():
    """« if there are four Divisions and eight teams qualify, then it would be the top two teams from each »."""
    divisions = [table(d, 12, 9, 6, 3) for d in (1, 2, 3, 4)]
    chosen = qualifiers(divisions, 8)
    assert sorted(s.standing.team for s in chosen) == [11, 12, 21, 22, 31, 32, 41, 42]
    assert [s.standing.rank for s in chosen] == [1, 1, 1, 1, 2, 2, 2, 2]


def test_three_divisions_and_eight_places_add_the_two_best_third_placed_teams():
    """« If there are three Divisions and eight teams qualify, then the top two teams from each Division, plus the
    two best third-placed teams, will qualify »."""
    divisions = [table(1, 15, 12, 7, 1), table(2, 13, 10, 9, 4), table(3, 14, 11, 8, 2)]
    chosen = qualifiers(divisions, 8)
    teams = {s.standing.team for s in chosen}
    assert teams == {11, 12, 21, 22, 31, 32, 23, 33}  # third places: 9 (div 2) and 8 (div 3) beat 7 (div 1)
    assert [s.seed for s in chosen] == list(range(1, 9))
    assert [s.standing.team for s in chosen[:3]] == [11, 31, 21]  # division winners first, by points


def test_only_four_eight_or_sixteen_qualify_and_never_more_than_play():
    with pytest.raises(DomainError) as size:
        qualifiers([table(1, 3, 2, 1, 0, 0, 0)], 6)
    assert size.value.key == "error.playoffs.size"
    with pytest.raises(DomainError) as few:
        qualifiers([table(1, 3, 2, 1)], 4)
    assert few.value.key == "error.playoffs.too_few"


def test_a_seeded_bracket_keeps_the_best_apart_until_the_end():
    seeds = qualifiers([table(1, *range(30, 22, -1))], 8)
    first = [s.seed for s in bracket(seeds, "seeded")]
    assert first == [1, 8, 4, 5, 2, 7, 3, 6]  # 1 and 2 meet only in the final, 1-4 only from the semi-finals


@pytest.mark.parametrize("size", [4, 8, 16])
@pytest.mark.parametrize("draw", ["seeded", "random"])
@pytest.mark.parametrize("divisions", [2, 4])
def test_no_first_round_game_is_between_teams_of_one_division(size, draw, divisions):
    """« making sure no team is drawn against another team from the same Division »."""
    per = max(size // divisions + 1, 4)
    tables = [table(d, *range(per * 3, 0, -3)) for d in range(1, divisions + 1)]
    seeds = qualifiers(tables, size)
    for seed in range(5):
        first = bracket(seeds, draw, Dice.seeded(seed))
        assert sorted(s.seed for s in first) == list(range(1, size + 1))
        assert all(first[i].standing.division != first[i + 1].standing.division for i in range(0, size, 2))


def test_a_seeded_bracket_with_divisions_pairs_winners_against_lower_teams_of_other_divisions():
    seeds = qualifiers([table(1, 9, 6, 3), table(2, 8, 5, 2)], 4)
    first = bracket(seeds, "seeded")
    pairs = [(first[i].standing.team, first[i + 1].standing.team) for i in (0, 2)]
    assert pairs == [(11, 22), (21, 12)]


def test_one_division_cannot_be_kept_apart_and_is_drawn_as_seeded():
    seeds = qualifiers([table(1, 9, 7, 5, 3, 1)], 4)
    assert [s.seed for s in bracket(seeds, "seeded")] == [1, 4, 2, 3]


def test_the_bracket_fills_as_games_are_decided_and_the_semi_final_losers_play_for_third():
    first = [1, 8, 4, 5]
    ties = next_ties(first, {})
    assert [(t.stage, t.slot, t.home, t.away, t.third) for t in ties] == [
        (1, 0, 1, 8, False),
        (1, 1, 4, 5, False),
        (2, 1, None, None, True),
        (2, 0, None, None, False),
    ]
    winners = {(1, 0): 1, (1, 1): 5}
    ties = next_ties(first, winners)
    final = next(t for t in ties if t.stage == 2 and not t.third)
    third = next(t for t in ties if t.third)
    assert (final.home, final.away) == (1, 5) and (third.home, third.away) == (8, 4)
    winners |= {(2, 0): 5, (2, 1): 4}
    assert places(final, third, winners) == {1: 5, 2: 1, 3: 4}


def test_eight_and_sixteen_teams_need_three_and_four_rounds():
    for size, last in ((8, 3), (16, 4)):
        ties = next_ties(list(range(size)), {})
        assert max(t.stage for t in ties) == last
        assert sum(1 for t in ties if t.stage == 1) == size // 2
        assert sum(1 for t in ties if t.third) == 1


def test_a_play_off_game_always_has_a_winner():
    """Every Play-off game uses Extra Time and Penalties: a level score needs the penalties' winner."""
    assert decided(2, 1, "normal", None, 1, 2) == 1
    assert decided(1, 2, "extra_time", None, 1, 2) == 2
    assert decided(1, 1, "penalties", 2, 1, 2) == 2
    for args in ((1, 1, "normal", None), (1, 1, "penalties", 9), (2, 1, "penalties", 1), (1, 0, "coin", None)):
        with pytest.raises(DomainError):
            decided(*args, 1, 2)


def test_the_glittering_prizes_are_the_books():
    assert PRIZES == {1: 100_000, 2: 60_000, 3: 30_000}


def test_seeds_are_numbered_from_one():
    seeds = qualifiers([table(1, 4, 3), table(2, 4, 3)], 4)
    assert all(isinstance(s, Seed) for s in seeds) and [s.seed for s in seeds] == [1, 2, 3, 4]


def test_division_standings_keep_the_table_order_and_compare_across_divisions_without_head_to_head():
    from rules.playoffs import division_standings
    from rules.standings import Entrant, Result, Scoring, standings

    scoring = Scoring(tiebreakers=("head_to_head", "td_diff"))
    results = [Result(1, 1, 2, 3, 0), Result(2, 3, 4, 1, 0), Result(3, 5, 6, 1, 1)]
    entrants = [Entrant(i, f"T{i}") for i in range(1, 7)] + [Entrant(7, "Retired", archived=True)]
    table = standings(entrants, results, scoring=scoring)
    ranked = division_standings(table, [(1, 2, 5, 7), (3, 4, 6)])
    assert [[s.team for s in d] for d in ranked] == [[1, 5, 2], [3, 6, 4]]
    assert [s.rank for s in ranked[0]] == [1, 2, 3] and ranked[1][0].division == 2
    assert ranked[0][0].key == (3, 3) and ranked[1][0].key == (3, 1)  # points, then the touchdown difference
    assert [[s.team for s in d] for d in division_standings(table, [])] == [[1, 3, 5, 6, 4, 2]]


def test_a_stored_play_off_game_names_its_winner_or_none():
    from rules.playoffs import winner

    assert winner(1, 2, 2, 1, None, None) == 1
    assert winner(1, 2, 1, 2, "extra_time", None) == 2
    assert winner(1, 2, 0, 0, "penalties", "away") == 2
    assert winner(1, 2, 1, 1, "normal", None) is None
