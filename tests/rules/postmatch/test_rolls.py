"""Post-match arithmetic against postgame-reference.md's test vectors."""

from fractions import Fraction
from itertools import product

import pytest

from rules.dice import Dice
from rules.errors import DomainError
from rules.postmatch.rolls import (
    concession_score,
    fans_at_bound,
    outcome_of,
    roll_dedicated_fans,
    roll_fan_factor,
    roll_mvp,
    roll_veteran_quits,
    winnings,
)


@pytest.mark.parametrize(
    ("ff_home", "ff_away", "td", "stalled", "gold"),
    [(4, 3, 2, False, 65_000), (4, 3, 2, True, 55_000), (3, 3, 0, False, 40_000), (2, 2, 0, True, 20_000)],
)
def test_winnings_vectors(ff_home, ff_away, td, stalled, gold):
    assert winnings(fan_attendance=ff_home + ff_away, touchdowns=td, stalled=stalled).gold == gold


def test_concession_pays_the_winner_whole_attendance_and_the_conceder_nothing():
    assert winnings(fan_attendance=7, touchdowns=2, stalled=False, conceded_by_other=True).gold == 90_000
    assert winnings(fan_attendance=7, touchdowns=3, stalled=False, conceded_by_other=True).gold == 100_000
    assert winnings(fan_attendance=7, touchdowns=1, stalled=False, conceded_by_self=True).gold == 0


@pytest.mark.parametrize(("scored", "awarded"), [(0, 2), (1, 2), (2, 2), (3, 3), (5, 5)])
def test_concession_score(scored, awarded):
    assert concession_score(scored) == awarded


def test_outcome_of():
    assert [outcome_of(2, 1), outcome_of(1, 1), outcome_of(0, 3)] == ["win", "draw", "loss"]


@pytest.mark.parametrize("bad", [{"fan_attendance": 1}, {"fan_attendance": 21}, {"touchdowns": -1}])
def test_winnings_refuses_impossible_input(bad):
    args = {"fan_attendance": 7, "touchdowns": 1, "stalled": False, **bad}
    with pytest.raises(DomainError):
        winnings(**args)


@pytest.mark.parametrize(("d3", "df"), list(product([1, 2, 3], range(1, 8))))
def test_fan_factor_is_d3_plus_dedicated_fans(d3, df):
    assert roll_fan_factor(Dice.manual([d3]), dedicated_fans=df).root.total == d3 + df


@pytest.mark.parametrize(("face", "df"), list(product(range(1, 7), range(1, 8))))
def test_dedicated_fans_after_a_win_and_a_loss(face, df):
    win = roll_dedicated_fans(Dice.manual([face]), dedicated_fans=df, outcome="win").root.info["after"]
    loss = roll_dedicated_fans(Dice.manual([face]), dedicated_fans=df, outcome="loss").root.info["after"]
    assert win == (min(7, df + 1) if face >= df else df)
    assert loss == (df - 1 if face < df else df)
    assert 1 <= win <= 7 and 1 <= loss <= 7


@pytest.mark.parametrize("df", range(1, 8))
def test_dedicated_fans_odds_match_the_reference(df):
    up = sum(
        roll_dedicated_fans(Dice.manual([f]), dedicated_fans=df, outcome="win").root.outcome == "postmatch.fans.up"
        for f in range(1, 7)
    )
    down = sum(
        roll_dedicated_fans(Dice.manual([f]), dedicated_fans=df, outcome="loss").root.outcome == "postmatch.fans.down"
        for f in range(1, 7)
    )
    assert Fraction(up, 6) == Fraction(7 - df, 6)
    assert Fraction(down, 6) == Fraction(df - 1, 6)


def test_a_draw_rolls_nothing():
    result = roll_dedicated_fans(Dice.manual([]), dedicated_fans=3, outcome="draw")
    assert result.root.dice == () and result.root.info["after"] == 3


@pytest.mark.parametrize(("d3", "df", "after"), [(1, 3, 2), (3, 3, 1), (3, 1, 1), (2, 7, 5)])
def test_the_conceding_team_loses_d3_fans_never_below_one(d3, df, after):
    result = roll_dedicated_fans(Dice.manual([d3]), dedicated_fans=df, outcome="loss", conceded=True)
    assert result.root.info["after"] == after
    assert [d.sides for d in result.root.dice] == ([] if df == 1 else [3])  # at 1 already: certain, no die


def test_mvp_rerolls_faces_past_the_nominees_and_keeps_every_die():
    result = roll_mvp(Dice.manual([6, 5, 2]), nominees=[11, 12, 13])
    assert [d.value for d in result.root.dice] == [6, 5, 2]
    assert result.root.info["player_id"] == 12


@pytest.mark.parametrize("face", range(1, 7))
def test_mvp_with_six_nominees_is_one_die(face):
    result = roll_mvp(Dice.manual([face]), nominees=[1, 2, 3, 4, 5, 6])
    assert result.root.info["player_id"] == face


def test_mvp_refuses_bad_nominee_lists_and_handles_none():
    with pytest.raises(DomainError):
        roll_mvp(Dice.manual([1]), nominees=list(range(7)))
    with pytest.raises(DomainError):
        roll_mvp(Dice.manual([1]), nominees=[1, 1])
    assert roll_mvp(Dice.manual([]), nominees=[]).root.outcome == "postmatch.mvp.none"


@pytest.mark.parametrize(("face", "quits"), [(1, True), (3, True), (4, False), (6, False)])
def test_veterans_quit_on_one_to_three(face, quits):
    assert (roll_veteran_quits(Dice.manual([face])).root.outcome == "postmatch.veteran.quits") is quits


def test_the_fans_at_their_bound_are_the_ones_no_die_changes():
    """What the post-match screen says before the roll: true exactly where every face leaves them as they are."""
    for df in range(1, 8):
        for outcome in ("win", "loss", "draw"):
            afters = {
                roll_dedicated_fans(
                    Dice.manual([face]) if outcome != "draw" else Dice.manual([]), dedicated_fans=df, outcome=outcome
                ).root.info["after"]
                for face in range(1, 7)
            }
            assert fans_at_bound(df, outcome) is (outcome != "draw" and afters == {df}), (df, outcome)


@pytest.mark.parametrize(("lang", "said"), [("fr", "déjà au minimum"), ("en", "already at the lowest")])
def test_a_conceding_team_at_one_dedicated_fan_is_said_unchanged_not_one_to_one(lang, said):
    """« Match concédé : Fans Dévoués 1 → 1 » read as a change; the D3 takes nothing from a team at the fewest."""
    from locales import t_map

    step = roll_dedicated_fans(Dice.manual([3]), dedicated_fans=1, outcome="loss", conceded=True).root
    text = t_map(step.outcome, step.info, lang)
    assert said in text and "1 → 1" not in text, text
    lost = roll_dedicated_fans(Dice.manual([2]), dedicated_fans=4, outcome="loss", conceded=True).root
    assert "4 → 2" in t_map(lost.outcome, lost.info, lang)


@pytest.mark.parametrize(("d3", "df"), list(product([1, 2, 3], range(1, 8))))
def test_every_cell_of_the_conceders_minus_d3(d3, df):
    """league_play.md « Conceding »: « The team's Dedicated Fans Characteristic is reduced by D3, to a minimum of
    1. »"""
    result = roll_dedicated_fans(Dice.manual([d3]), dedicated_fans=df, outcome="loss", conceded=True)
    assert result.root.info["after"] == max(1, df - d3)


@pytest.mark.parametrize("face", range(1, 7))
def test_every_face_of_a_veterans_d6(face):
    """« On a 4+, the player remains with the team. However, on a 1-3, the player immediately quits »."""
    quits = roll_veteran_quits(Dice.manual([face])).root.outcome == "postmatch.veteran.quits"
    assert quits is (face <= 3)


@pytest.mark.parametrize("face", range(1, 7))
def test_every_face_of_an_unplayed_fixtures_winnings(face):
    """league_play.md « League Fixtures »: the other team « will gain D6 × 10,000 gold pieces in Winnings »."""
    from rules.postmatch.rolls import roll_unplayed_winnings

    result = roll_unplayed_winnings(Dice.manual([face]))
    assert result.root.info["gold"] == result.root.total == face * 10_000


@pytest.mark.parametrize("attendance", range(4, 21))
@pytest.mark.parametrize("touchdowns", range(0, 5))
@pytest.mark.parametrize("stalled", [False, True])
def test_every_winnings_of_a_played_match(attendance, touchdowns, stalled):
    """(Fan Attendance ÷ 2 + own TD + 1 if no stalling) × 10,000, the half kept (the book's 6.5 → 65,000), and a
    concession's (whole Fan Attendance + TD) × 10,000 without the +1 (X3)."""
    gold = winnings(fan_attendance=attendance, touchdowns=touchdowns, stalled=stalled).gold
    assert Fraction(gold, 10_000) == Fraction(attendance, 2) + touchdowns + (0 if stalled else 1)
    won = winnings(fan_attendance=attendance, touchdowns=touchdowns, stalled=stalled, conceded_by_other=True).gold
    assert won == (attendance + touchdowns) * 10_000
