"""The league table as pure data: points, tie-breakers in order, head to head, concessions, shared ranks."""

import pytest

from locales import t
from rules.errors import DomainError
from rules.standings import TIEBREAKERS, Entrant, Result, Scoring, parse_points, parse_tiebreakers, standings

A, B, C, D = 1, 2, 3, 4
TEAMS = [Entrant(A, "Orques de Fer"), Entrant(B, "Nains du Pic"), Entrant(C, "Élus du Chaos"), Entrant(D, "Skavens")]


def order(table):
    return [r.team_id for r in table.rows]


def test_counts_played_won_drawn_lost_points_and_touchdowns():
    results = [Result(1, A, B, 2, 1), Result(2, C, A, 1, 1), Result(3, B, C, 0, 3)]
    table = standings(TEAMS, results)
    a = table.row(A)
    assert (a.played, a.won, a.drawn, a.lost, a.points, a.td_for, a.td_against, a.td_diff) == (2, 1, 1, 0, 4, 3, 2, 1)
    c = table.row(C)
    assert (c.played, c.won, c.drawn, c.lost, c.points, c.td_diff) == (2, 1, 1, 0, 4, 3)
    d = table.row(D)
    assert (d.played, d.points, d.rank) == (0, 0, 3)
    # A and C both have 4 points: C's TD difference (4 for, 1 against: +3) beats A's +1; D (0, ±0) is above B (0, −4).
    assert order(table) == [C, A, D, B]
    assert [r.rank for r in table.rows] == [1, 2, 3, 4]


def test_scoring_is_the_servers():
    results = [Result(1, A, B, 1, 0), Result(2, C, D, 2, 2)]
    table = standings(TEAMS, results, scoring=Scoring(win=2, draw=1, loss=-1))
    assert [table.row(t).points for t in (A, B, C, D)] == [2, -1, 1, 1]


def test_casualty_difference_breaks_a_tie_on_points_and_touchdowns():
    results = [Result(1, A, D, 1, 0), Result(2, B, D, 1, 0)]
    cas = {A: (3, 1), B: (4, 0), D: (1, 7)}
    table = standings(TEAMS, results, cas)
    assert order(table)[:2] == [B, A]
    b = table.row(B)
    assert (b.cas_for, b.cas_against, b.cas_diff) == (4, 0, 4)


def test_bonus_points_one_a_match_for_3_touchdowns_a_shutout_and_3_casualties():
    """league_play.md « League Scoring »: 3+ TD scored, 0 TD conceded, 3+ casualties that earn SPP caused."""
    results = [Result(1, A, B, 3, 0), Result(2, C, A, 4, 3), Result(3, B, C, 0, 0)]
    cas = {A: (5, 1, 1), C: (2, 0, 0)}  # A caused 3 or more in one of its matches
    plain = standings(TEAMS, results, cas)
    # A: 3 TD twice, one shutout, one big game = 4; B: a shutout (0-0); C: 4 TD once, a shutout (0-0) = 2.
    assert [plain.row(t).bonus for t in (A, B, C, D)] == [4, 1, 2, 0]
    assert [plain.row(t).points for t in (A, B, C, D)] == [3, 1, 4, 0]  # not added by default
    added = standings(TEAMS, results, cas, Scoring(bonus=True))
    assert [added.row(t).points for t in (A, B, C, D)] == [7, 2, 6, 0]
    assert order(added)[:2] == [A, C]


def test_bonus_points_as_a_tiebreaker_only():
    results = [Result(1, A, D, 3, 1), Result(2, B, D, 1, 0)]  # both 3 points; B +1 TD, A +2 but B kept a shutout
    level = standings(TEAMS, results, {}, Scoring(tiebreakers=("bonus",)))
    assert [level.row(t).bonus for t in (A, B)] == [1, 1] and level.row(A).rank == level.row(B).rank
    table = standings(TEAMS, results, {A: (3, 0, 1)}, Scoring(tiebreakers=("bonus", "td_diff")))
    assert order(table)[:2] == [A, B] and table.row(A).points == 3  # a tie-breaker, not points


def test_head_to_head_decides_when_differences_are_level():
    # A and B: 3 points each, TD +0 … A beat B, B beat C by the same margins.
    results = [Result(1, A, B, 1, 0), Result(2, B, C, 2, 0), Result(3, C, A, 2, 1)]
    table = standings(TEAMS[:3], results, {}, Scoring(tiebreakers=("head_to_head",)))
    # All three on 3 points; head to head among the three is the same table again (3 each),
    # then the TD difference of those matches: B +1, A 0, C −1.
    assert order(table) == [B, A, C]


def test_head_to_head_between_two_teams():
    results = [Result(1, A, B, 2, 1), Result(2, B, C, 3, 0), Result(3, A, D, 0, 1), Result(4, C, D, 0, 0)]
    # D: 4 pts. A: 3 pts, TD 2-2 = 0; B: 3 pts, TD 4-2 = +2. With TD difference first, B is ahead…
    assert order(standings(TEAMS, results)) == [D, B, A, C]
    # … with head to head first, A beat B.
    assert order(standings(TEAMS, results, scoring=Scoring(tiebreakers=("head_to_head", "td_diff")))) == [D, A, B, C]


def test_tiebreakers_apply_in_the_servers_order():
    results = [Result(1, A, D, 3, 2), Result(2, B, D, 1, 0)]
    cas = {A: (0, 0), B: (5, 0)}
    # TD difference +1 each, then casualty difference: B.
    assert order(standings(TEAMS, results, cas))[:2] == [B, A]
    by_td_for = standings(TEAMS, results, {}, Scoring(tiebreakers=("td_for",)))
    assert order(by_td_for)[:2] == [A, B]


def test_teams_level_on_everything_share_their_rank_and_are_listed_by_name():
    results = [Result(1, A, B, 1, 1), Result(2, C, D, 1, 1)]
    table = standings(TEAMS, results)
    assert [r.rank for r in table.rows] == [1, 1, 1, 1]
    assert all(r.shared for r in table.rows)
    # Accents do not push « Élus » after « Skavens ».
    assert [r.name for r in table.rows] == ["Élus du Chaos", "Nains du Pic", "Orques de Fer", "Skavens"]


def test_ranks_skip_after_a_shared_place():
    results = [Result(1, A, D, 1, 0), Result(2, B, C, 1, 0)]
    table = standings(TEAMS, results, {}, Scoring(tiebreakers=()))
    assert [(r.team_id, r.rank) for r in table.rows] == [(B, 1), (A, 1), (C, 3), (D, 3)]


def test_a_conceded_match_counts_as_recorded_and_the_conceder_gets_the_concession_points():
    results = [Result(1, A, B, 2, 0, conceded="away")]
    table = standings(TEAMS[:2], results, scoring=Scoring(conceded=-1))
    a, b = table.row(A), table.row(B)
    assert (a.won, a.points, a.td_for) == (1, 3, 2)
    assert (b.lost, b.conceded, b.points, b.td_against) == (1, 1, -1, 2)
    # By default a concession is worth a loss's points.
    assert standings(TEAMS[:2], results).row(B).points == 0


def test_an_archived_team_keeps_its_line_and_its_results_count_for_the_others():
    teams = [Entrant(A, "Orques de Fer"), Entrant(B, "Nains du Pic", archived=True)]
    table = standings(teams, [Result(1, A, B, 1, 0)])
    assert table.row(B).archived and table.row(B).played == 1
    assert table.row(A).points == 3


def test_a_result_naming_a_team_not_listed_is_refused():
    with pytest.raises(DomainError) as caught:
        standings(TEAMS[:1], [Result(9, A, B, 1, 0)])
    assert caught.value.key == "error.standings.unknown_team"


@pytest.mark.parametrize(
    ("text", "expected"),
    [("3/1/0", (3, 1, 0, None)), ("2 1 0", (2, 1, 0, None)), ("3/1/0/-1", (3, 1, 0, -1)), ("3,1,0", (3, 1, 0, None))],
)
def test_points_typed(text, expected):
    assert parse_points(text) == expected


@pytest.mark.parametrize("text", ["3/1", "a/b/c", "3/1/0/0/0", "30/1/0", "", "3/1/0/²"])
def test_points_typed_wrong(text):
    with pytest.raises(DomainError):
        parse_points(text)


def test_unknown_tiebreaker_and_points_out_of_range_are_refused():
    with pytest.raises(DomainError) as caught:
        Scoring(tiebreakers=("goal_average",))
    assert caught.value.key == "error.standings.tiebreaker"
    with pytest.raises(DomainError):
        Scoring(win=12)
    assert Scoring(tiebreakers=("wins", "wins", "td_for")).tiebreakers == ("wins", "td_for")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("td, él, confrontation", ("td_diff", "cas_diff", "head_to_head")),
        ("Confrontation directe; TD", ("head_to_head", "td_diff")),
        ("victoires/td+", ("wins", "td_for")),
        ("aucun", ()),
        ("cas_diff,head-to-head", ("cas_diff", "head_to_head")),
        ("points bonus, td", ("bonus", "td_diff")),
        ("Bonus points", ("bonus",)),
    ],
)
def test_tiebreakers_typed_in_french_or_english(text, expected):
    assert parse_tiebreakers(text) == expected


#: The word each language's help and refusal offer for each tie-breaker (what parse_tiebreakers reads).
OFFERED = {
    "fr": {"td_diff": "td", "cas_diff": "el", "head_to_head": "confrontation", "td_for": "td+", "cas_for": "el+",
           "wins": "victoires", "bonus": "bonus"},
    "en": {"td_diff": "td", "cas_diff": "cas", "head_to_head": "head-to-head", "td_for": "td+", "cas_for": "cas+",
           "wins": "wins", "bonus": "bonus"},
}  # fmt: skip


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_refusal_and_the_option_offer_every_tiebreaker(lang):
    assert set(OFFERED[lang]) == set(TIEBREAKERS)
    refusal, option = t("error.standings.tiebreaker", lang, value="?"), t("cmd.settings.opt.tiebreakers.desc", lang)
    for key, word in OFFERED[lang].items():
        assert parse_tiebreakers(word) == (key,)
        assert word in refusal and word in option, (word, refusal, option)


def test_an_unknown_tiebreaker_word_is_named():
    with pytest.raises(DomainError) as caught:
        parse_tiebreakers("td, pile ou face")
    assert caught.value.params["value"] == "pile ou face"


def test_an_unplayed_fixture_is_a_loss_for_both_or_a_win_without_the_concessions_points_and_no_bonus():
    teams = [Entrant(1, "A"), Entrant(2, "B"), Entrant(3, "C")]
    scoring = Scoring(win=3, draw=1, loss=-1, conceded=-2, bonus=True)
    table = standings(
        teams, [Result(1, 1, 2, 0, 0, unplayed=True), Result(2, 3, 1, 0, 2, "home", unplayed=True)], None, scoring
    )
    a, b, c = (table.row(i) for i in (1, 2, 3))
    assert (b.lost, b.drawn, b.bonus, b.points) == (1, 0, 0, -1)  # 0-0 unplayed: a loss, no shutout bonus point
    assert (c.lost, c.conceded, c.points) == (1, 0, -1)  # conceded without penalty: the loss's points
    assert (a.won, a.lost, a.bonus, a.points) == (1, 1, 0, 2)
    played = standings(teams, [Result(1, 1, 2, 0, 0)], None, scoring)
    assert played.row(1).drawn == 1 and played.row(1).bonus == 1  # a played 0-0 stays a draw, with its bonus point
