"""The pre-game as one state (rules.pregame.sequence): journeymen, CTV, who spends first, petty cash, refusals."""

from __future__ import annotations

import pytest

from rules.errors import DomainError
from rules.pregame import sequence as pg
from rules.pregame.values import SquadPlayer


def team(team_id: int, players: int, *, value: int = 50_000, treasury: int = 0, extra: int = 0) -> pg.TeamSnap:
    squad = [SquadPlayer(team_id * 100 + n, "human_lineman", value) for n in range(players)]
    if extra:
        squad.append(SquadPlayer(team_id * 100 + 99, "ogre", extra))
    return pg.TeamSnap(team_id, f"T{team_id}", team_id, "human", treasury, (), tuple(squad))


def snapshot(home: pg.TeamSnap, away: pg.TeamSnap) -> pg.Snapshot:
    return pg.Snapshot(1, home, away)


def test_a_team_of_nine_takes_on_two_journeymen_counted_in_its_ctv():
    done = pg.compute(snapshot(team(1, 11), team(2, 9)), pg.Inputs())
    assert len(done.away.journeymen) == 2 and done.away.fielded == 11
    assert done.away.value.ctv == 11 * 50_000 and done.home.value.ctv == 11 * 50_000
    assert done.higher is None and done.home.budget.total == done.away.budget.total == 0


def test_the_favourite_spends_its_treasury_first_and_the_underdog_gets_the_difference_and_that():
    # 150,000 apart: the favourite buys a Keg from its Treasury, the underdog has 200,000 of petty cash
    state = snapshot(team(1, 10, treasury=100_000, extra=140_000 + 60_000 - 50_000 + 50_000), team(2, 11))
    done = pg.compute(state, pg.Inputs())
    assert done.home.value.ctv - done.away.value.ctv == 150_000 and done.higher == "home"
    inputs = pg.with_inducement(state, pg.Inputs(), "home", "blitzers_best_keg", 1)
    done = pg.compute(state, inputs)
    assert done.home.purchase.treasury == 50_000 and done.away.budget.petty_cash == 200_000
    assert done.away.budget.treasury == 0  # an empty Treasury tops up nothing
    with pytest.raises(DomainError) as over:  # Griff costs more than the petty cash
        pg.with_star(state, inputs, "away", "griff_oberwald")
    assert over.value.key == "error.pregame.over_budget"
    inputs = pg.with_star(state, inputs, "away", "cindy_piewhistle")
    inputs = pg.with_inducement(state, inputs, "away", "bribe", 1)
    done = pg.compute(state, inputs)
    assert done.away.purchase.total == 200_000 and done.away.purchase.treasury == 0
    assert pg.compute(state, inputs).home.purchase.treasury == 50_000


def test_refusals_change_nothing():
    state = snapshot(team(1, 11, extra=400_000), team(2, 11))
    inputs = pg.Inputs()
    with pytest.raises(DomainError) as over_limit:
        for _ in range(3):
            inputs = pg.with_inducement(state, inputs, "away", "blitzers_best_keg", 1)
    assert over_limit.value.key == "error.pregame.over_limit" and inputs.away.inducements["blitzers_best_keg"] == 2
    with pytest.raises(DomainError) as not_for_team:
        pg.with_star(state, inputs, "away", "gretchen_wachter")
    assert not_for_team.value.key == "error.starplayers.not_available"


def test_a_seventeenth_player_and_a_third_star_are_refused():
    state = snapshot(team(1, 16, extra=900_000), team(2, 15))
    inputs = pg.with_star(state, pg.Inputs(), "away", "griff_oberwald")
    with pytest.raises(DomainError) as full:
        pg.with_star(state, inputs, "away", "akhorne_the_squirrel")
    assert full.value.key == "error.starplayers.too_many_players"
    state = snapshot(team(1, 11, extra=2_000_000), team(2, 11))
    inputs = pg.with_star(state, pg.with_star(state, pg.Inputs(), "away", "griff_oberwald"), "away", "grak")
    with pytest.raises(DomainError) as third:
        pg.with_star(state, inputs, "away", "akhorne_the_squirrel")
    assert third.value.key == "error.starplayers.too_many"
