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


def test_a_mercenary_is_bought_with_his_lines_price_and_counts_against_the_sixteen():
    # Human Blitzer 85,000 + 30,000; with Sure Hands (a General skill, one of his Primary) + 50,000
    state = snapshot(team(1, 11, extra=300_000), team(2, 11, treasury=50_000))
    inputs = pg.with_mercenary(state, pg.Inputs(), "away", "Blitzer")
    assert inputs.away.mercenaries == (pg.Mercenary("human_blitzer"),)
    done = pg.compute(state, inputs)
    assert done.away.purchase.lines == (("mercenary_player", 1, 115_000),)
    assert done.away.purchase.petty_cash == 115_000
    inputs = pg.with_mercenary(state, inputs, "away", "human_blitzer", "sure_hands")
    assert pg.compute(state, inputs).away.purchase.lines == (("mercenary_player", 2, 115_000 + 165_000),)
    inputs = pg.without_mercenary(state, inputs, "away", 0)
    assert inputs.away.mercenaries == (pg.Mercenary("human_blitzer", "sure_hands"),)


def test_a_mercenary_the_rules_refuse_changes_nothing():
    state = snapshot(team(1, 11, extra=900_000), team(2, 11))
    for position, skill, key in (
        ("Orc Blitzer", None, "error.pregame.mercenary_line"),
        ("Blitzer", "dodge", "error.pregame.mercenary_skill"),  # Agility: not one of his Primary
        ("Blitzer", "block", "error.pregame.mercenary_skill"),  # he has it already
    ):
        with pytest.raises(DomainError) as refused:
            pg.with_mercenary(state, pg.Inputs(), "away", position, skill)
        assert refused.value.key == key
    # two Blitzers on the pitch: the line's « 0-2 » is full (a Mercenary counts as one of his line)
    full = snapshot(team(1, 11, extra=900_000), pg.TeamSnap(2, "T2", 2, "human", 0, (), tuple(
        pg.SquadPlayer(n, "human_blitzer" if n < 2 else "human_lineman", 50_000) for n in range(11)
    )))  # fmt: skip
    with pytest.raises(DomainError) as line_full:
        pg.with_mercenary(full, pg.Inputs(), "away", "Blitzer")
    assert line_full.value.key == "error.roster.position_full"


def test_mercenaries_and_star_players_never_take_a_team_above_sixteen():
    state = snapshot(team(1, 15, extra=2_000_000), team(2, 15, treasury=0))
    inputs = pg.with_mercenary(state, pg.Inputs(), "away", "Lineman")
    with pytest.raises(DomainError) as full:
        pg.with_mercenary(state, inputs, "away", "Catcher")
    assert full.value.key == "error.pregame.too_many_players"
    with pytest.raises(DomainError) as star:
        pg.with_star(state, inputs, "away", "griff_oberwald")
    assert star.value.key in ("error.pregame.too_many_players", "error.starplayers.too_many_players")


def test_the_prayers_owed_are_rolled_home_first_each_a_step_with_its_rerolled_dice():
    from rules.dice import Dice

    state = snapshot(team(1, 11, extra=100_000), team(2, 11))
    inputs = pg.with_inducement(state, pg.Inputs(), "away", "prayers_to_nuffle", 2)
    done = pg.compute(state, inputs)
    # the away team's two prayers: 4, then 4 again (re-rolled) and 9
    rolled, steps = pg.roll_owed_prayers(inputs, done, Dice.manual([4, 4, 9]), by_hand=True)
    assert rolled.away.prayers == (4, 9) and rolled.home.prayers == ()
    assert [(side, [d.value for d in step.dice], step.total) for side, step in steps] == [
        ("away", [4], 4),
        ("away", [4, 9], 9),
    ]
    # typed dice that end before a prayer: the prayers rolled are kept, the others still owed
    part, steps = pg.roll_owed_prayers(inputs, done, Dice.manual([7]), by_hand=True)
    assert part.away.prayers == (7,) and len(steps) == 1 and pg.owed(part, done, "away") == 1


def test_a_prayer_selects_its_players_among_those_who_play_and_keeps_them():
    from rules.pregame.prayers import PrayerPick

    state = snapshot(team(1, 11), team(2, 11, extra=200_000))  # the home team's petty cash pays its Prayers
    inputs = pg.with_inducement(state, pg.Inputs(), "home", "prayers_to_nuffle", 3)
    inputs = pg.with_rolled_prayers(inputs, pg.compute(state, inputs), [4, 6, 9])
    # Iron Man: one of the praying team's players; chosen again, the new one replaces him
    assert [p.id for p in pg.pick_candidates(state, inputs, "home", 4)] == [100 + n for n in range(11)]
    inputs = pg.with_pick(state, inputs, "home", 4, 103)
    inputs = pg.with_pick(state, inputs, "home", 4, 105)
    assert inputs.home.picks == (PrayerPick(4, 105),)
    # Bad Habits: D3 of the opposition's players, each chosen again taken off
    for pid in (201, 202, 203):
        inputs = pg.with_pick(state, inputs, "home", 6, pid)
    inputs = pg.with_pick(state, inputs, "home", 6, 202)
    assert [p.player_id for p in inputs.home.picks if p.face == 6] == [201, 203]
    # his own player for Bad Habits; a Prayer that picks nobody; one not rolled
    for face, pid in ((6, 105), (9, 105), (5, 105)):
        with pytest.raises(DomainError) as refused:
            pg.with_pick(state, inputs, "home", face, pid)
        assert refused.value.key == "error.pregame.prayer_pick"
    # fewer Prayers bought: the picks of those taken off go with them
    fewer = pg.with_inducement(state, inputs, "home", "prayers_to_nuffle", -2)
    assert fewer.home.prayers == (4,) and fewer.home.picks == (PrayerPick(4, 105),)


def test_intensive_training_keeps_the_primary_skill_chosen_for_its_player():
    from rules.pregame.prayers import PrayerPick

    state = snapshot(team(1, 11), team(2, 11, extra=200_000))
    inputs = pg.with_inducement(state, pg.Inputs(), "home", "prayers_to_nuffle", 1)
    inputs = pg.with_rolled_prayers(inputs, pg.compute(state, inputs), [16])
    # a Human Lineman's Primary category is General: Dodge (Agility) is not his to choose
    offered = dict(pg.training_skills(state, inputs, "home", 16, 103))
    assert list(offered) == ["general"] and "block" in offered["general"] and "dodge" not in offered["general"]
    assert pg.with_pick(state, inputs, "home", 16, 103, "block").home.picks == (PrayerPick(16, 103, "block"),)
    with pytest.raises(DomainError) as refused:
        pg.with_pick(state, inputs, "home", 16, 103, "dodge")
    assert refused.value.key == "error.pregame.prayer_pick"
