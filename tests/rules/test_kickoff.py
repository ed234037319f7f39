"""Kick-off: both tables, every event with its sub-rolls, the procedure of each table, the odds."""

import random
from fractions import Fraction

import pytest
from hypothesis import given, strategies as st

from rules.dice import Dice, DiceError
from rules.kickoff import (
    BB2025_TABLE,
    CLASSIQUE,
    DODGY_SNACK,
    EFFECTS,
    EVENTS,
    LANDING,
    MAX_ROUNDS,
    TABLES,
    KickoffError,
    KickTeam,
    kickoff_odds,
    roll_kickoff,
)
from rules.ruleset import BB2025, LIGUE
from tests.said import refused


def pair(total):
    first = min(6, total - 1)
    return [first, total - first]


def kinds(step):
    return [c.kind for c in step.children]


def event_of(result):
    return result.root.find("kickoff.event")


def run(values, ruleset=LIGUE, **kwargs):
    """A kick-off on hand-given dice that must all be used."""
    dice = Dice.manual(values)
    result = roll_kickoff(dice, ruleset, **kwargs)
    assert dice.unused == []
    return result


# --- every cell of both tables --------------------------------------------------------------------

CLASSIQUE_EVENTS = {
    2: ("riot", ["kickoff.turns"]),
    3: ("get_the_ref", ["kickoff.contest", "kickoff.effect"]),
    4: ("perfect_defence", []),
    5: ("cheering_fans", ["kickoff.contest", "kickoff.effect"]),
    6: ("bad_kick", []),
    7: ("changing_weather", ["weather"]),
    8: ("quick_snap", []),
    9: ("brilliant_coaching", ["kickoff.contest", "kickoff.effect"]),
    10: ("blitz", []),
    11: ("throw_a_rock", ["kickoff.contest", "kickoff.effect"]),
    12: ("pitch_invasion", ["kickoff.contest", "kickoff.effect"]),
}
BB2025_EVENTS = {
    2: ("get_the_ref", []),
    3: ("time_out", ["kickoff.turns"]),
    4: ("solid_defence", ["kickoff.count"]),
    5: ("high_kick", []),
    6: ("cheering_fans", ["kickoff.contest", "kickoff.effect"]),
    7: ("brilliant_coaching", ["kickoff.contest", "kickoff.effect"]),
    8: ("changing_weather", ["weather"]),
    9: ("quick_snap", ["kickoff.count"]),
    10: ("charge", ["kickoff.count"]),
    11: ("dodgy_snack", ["kickoff.contest", "kickoff.effect"]),
    12: ("pitch_invasion", ["kickoff.contest", "kickoff.effect"]),
}


@pytest.mark.parametrize("seed", [0, 1])
@pytest.mark.parametrize(("total", "expected"), sorted(CLASSIQUE_EVENTS.items()))
def test_every_classique_event_with_its_sub_rolls(total, expected, seed):
    event, children = expected
    dice = Dice(random.Random(seed), given=pair(total))
    result = roll_kickoff(dice, LIGUE, table="classique")
    step = event_of(result)
    assert (step.outcome, step.total, step.row) == (f"kickoff.classique.{event}", total, str(total))
    assert [d.value for d in step.dice] == pair(total)
    assert kinds(step) == children
    # seed 003 order: event, then place, scatter, land
    assert kinds(result.root) == ["kickoff.event", "kickoff.place", "scatter", "kickoff.land"]
    assert result.root.all_dice() == dice.thrown


@pytest.mark.parametrize("seed", [0, 1])
@pytest.mark.parametrize(("total", "expected"), sorted(BB2025_EVENTS.items()))
def test_every_bb2025_event_with_its_sub_rolls(total, expected, seed):
    event, children = expected
    dice = Dice(random.Random(seed), given=[8, 3, *pair(total)])
    result = roll_kickoff(dice, BB2025)
    step = event_of(result)
    assert (step.outcome, step.total, step.row) == (f"kickoff.bb2025.{event}", total, str(total))
    assert kinds(step)[: len(children)] == children
    # BB2025 order: place, deviate, event, land
    assert kinds(result.root) == ["kickoff.place", "scatter", "kickoff.event", "kickoff.land"]
    assert result.root.children[1].info["direction"] == 8
    assert result.root.all_dice() == dice.thrown


def test_each_row_has_exactly_one_handler():
    rows = {row.outcome for table in TABLES.values() for row in table.rows}
    assert rows == set(EVENTS)
    assert len(CLASSIQUE.rows) == len(BB2025_TABLE.rows) == 11


# --- classique sub-rolls (seed 003) ----------------------------------------------------------------


def test_riot_without_the_turn_says_what_to_do():
    result = run([1, 1, 4, 5, 2])
    turns = event_of(result).children[0]
    assert turns.outcome == "kickoff.classique.riot.turn_unknown"
    assert (turns.total, turns.info["turns"]) == (4, 4)
    assert result.root.info["half_ended"] is False


@pytest.mark.parametrize(
    ("turn", "d6", "outcome", "ends"),
    [
        (2, 5, "kickoff.classique.riot.half_goes_on", False),  # 7
        (3, 5, "kickoff.classique.riot.half_ends", True),  # 8: D19, reaching 8 ends the half
        (7, 1, "kickoff.classique.riot.half_ends", True),
        (0, 6, "kickoff.classique.riot.half_goes_on", False),
        (6, 6, "kickoff.classique.riot.half_ends", True),
    ],
)
def test_riot_ends_the_half_when_the_counter_reaches_8(turn, d6, outcome, ends):
    values = [1, 1, d6] if ends else [1, 1, d6, 2, 3]
    result = run(values, turn=turn)
    turns = event_of(result).children[0]
    assert turns.outcome == outcome
    assert turns.info["turn_after"] == turn + d6
    assert result.root.info["half_ended"] is ends
    if ends:  # no kick: the half is over
        assert kinds(result.root) == ["kickoff.event"]


def test_get_the_ref_adds_fan_factor_and_keeps_a_tie():
    kicking, receiving = KickTeam(fan_factor=2), KickTeam(fan_factor=0)
    result = run([1, 2, 3, 3, 4, 3, 1, 1], kicking=kicking, receiving=receiving)
    contest, effect = event_of(result).children
    assert (contest.info["kicking"], contest.info["receiving"]) == (8, 7)
    assert effect.outcome == "kickoff.classique.get_the_ref.kicking"
    tie = run([1, 2, 3, 3, 4, 4, 1, 1], kicking=kicking)
    contest, effect = event_of(tie).children
    assert contest.outcome == "kickoff.contest.tie" and contest.info["rounds"] == 1
    assert effect.outcome == "kickoff.classique.get_the_ref.both"


def test_cheering_fans_re_rolls_ties_and_keeps_every_die():
    kicking = KickTeam(fan_factor=1, cheerleaders=1)
    # event 5; round 1: 3+1+1 = 5 against 5 → tie; round 2: 1+2 = 3 against 6; then D8, D6
    result = run([2, 3, 3, 5, 1, 6, 4, 2], kicking=kicking)
    contest, effect = event_of(result).children
    assert contest.info["rounds"] == 2
    assert [r.outcome for r in contest.children] == ["kickoff.contest.tie", "kickoff.contest.receiving"]
    assert [d.value for d in contest.all_dice()] == [3, 5, 1, 6]
    side = contest.children[0].children[0]
    assert [(m.key, m.value) for m in side.modifiers] == [("mod.fan_factor", 1), ("mod.cheerleaders", 1)]
    assert effect.outcome == "kickoff.classique.cheering_fans.receiving"


def test_brilliant_coaching_adds_assistants_and_re_rolls_ties():
    result = run([4, 5, 2, 4, 6, 1, 1, 1], kicking=KickTeam(assistants=2))
    contest, effect = event_of(result).children
    assert [r.info["kicking"] for r in contest.children] == [4, 8]
    assert effect.outcome == "kickoff.classique.brilliant_coaching.kicking"


def test_bad_kick_scatters_two_d6():
    result = run([3, 3, 5, 6, 6])
    scatter = result.root.children[2]
    assert scatter.outcome == "pitch.scatter.bad_kick"
    assert scatter.info == {"direction": 5, "distance": 12, "offset": [12, 0]}


def test_changing_weather_rolls_the_weather_table():
    result = run([3, 4, 6, 6, 2, 2])
    weather = event_of(result).children[0]
    assert (weather.kind, weather.outcome, weather.total) == ("weather", "weather.blizzard", 12)
    assert result.root.children[2].outcome == "pitch.scatter"  # classique: no extra scatter


def test_throw_a_rock_re_rolls_ties_then_names_its_victim():
    values = [5, 6, 4, 4, 3, 5, 6, 6, 1, 1, 7, 2]
    # event 11; round 1: 8 against 8; round 2: 12 against 2 → kicking fans throw; D8 7, D6 2
    result = run(values)
    contest, effect = event_of(result).children
    assert contest.info["rounds"] == 2
    assert effect.outcome == "kickoff.classique.throw_a_rock.kicking"
    (victim,) = effect.children
    assert victim.outcome == "kickoff.victim.receiving"
    assert victim.info == {"team": "receiving", "number": 1, "cause": "rock", "armour": False}
    assert victim.children == () and victim.dice == ()  # his injury is rolled from a button, with his profile
    assert result.root.info["victims"] == [{"number": 1, "team": "receiving", "cause": "rock"}]
    assert not any(s.kind in ("armour", "injury") for s in result.root.walk())


def test_pitch_invasion_names_d6_random_players_of_the_loser():
    result = run([6, 6, 1, 1, 5, 5, 3, 1, 1])
    contest, effect = event_of(result).children
    assert (contest.info["kicking"], contest.info["receiving"]) == (2, 10)
    assert effect.outcome == "kickoff.classique.pitch_invasion.receiving"
    (count,) = effect.children
    assert (count.outcome, count.total, count.info["team"]) == ("kickoff.count.victims", 3, "kicking")
    assert [v.outcome for v in count.children] == ["kickoff.victim.kicking"] * 3
    assert [v.info["number"] for v in count.children] == [1, 2, 3]
    assert {v["cause"] for v in result.root.info["victims"]} == {"pitch_invasion"}


@pytest.mark.parametrize(("total", "event"), [(4, "perfect_defence"), (8, "quick_snap"), (10, "blitz")])
def test_events_without_sub_rolls(total, event):
    result = run([*pair(total), 1, 1])
    assert event_of(result).outcome == f"kickoff.classique.{event}"
    assert event_of(result).children == ()


def test_named_teams_are_kept_for_the_embed():
    result = run([1, 2, 3, 3, 3, 3, 4, 2], kicking=KickTeam(2, name="Orques de Fer"), receiving=KickTeam(1))
    assert result.root.info["kicking"]["name"] == "Orques de Fer" and "name" not in result.root.info["receiving"]


# --- bb2025 sub-rolls ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("turn", "outcome"),
    [
        (None, "kickoff.bb2025.time_out.turn_unknown"),
        (0, "kickoff.bb2025.time_out.forward"),
        (5, "kickoff.bb2025.time_out.forward"),
        (6, "kickoff.bb2025.time_out.back"),
        (8, "kickoff.bb2025.time_out.back"),
    ],
)
def test_time_out_reads_the_kicking_turn_marker(turn, outcome):
    result = run([1, 1, 1, 2], BB2025, turn=turn)
    assert event_of(result).children[0].outcome == outcome


@pytest.mark.parametrize(("total", "event"), [(4, "solid_defence"), (9, "quick_snap"), (10, "charge")])
@pytest.mark.parametrize("d3", [1, 2, 3])
def test_d3_plus_3_players(total, event, d3):
    result = run([1, 1, *pair(total), d3], BB2025)
    count = event_of(result).children[0]
    assert event_of(result).outcome == f"kickoff.bb2025.{event}"
    assert (count.outcome, count.total, count.dice[0].sides) == ("kickoff.count.players", d3 + 3, 3)
    assert [(m.key, m.value) for m in count.modifiers] == [("mod.constant", 3)]


@pytest.mark.parametrize(
    ("total", "event", "bonus", "mod"),
    [
        (6, "cheering_fans", "cheerleaders", "mod.cheerleaders"),
        (7, "brilliant_coaching", "assistants", "mod.assistant_coaches"),
    ],
)
@pytest.mark.parametrize(
    ("kick", "recv", "side"),
    [(4, 2, "kicking"), (2, 5, "receiving"), (3, 4, "both")],  # kicking gets +1 below
)
def test_cheering_fans_and_brilliant_coaching_tie_gives_both(total, event, bonus, mod, kick, recv, side):
    result = run([1, 1, *pair(total), kick, recv], BB2025, kicking=KickTeam(**{bonus: 1}))
    contest, effect = event_of(result).children
    assert contest.info["rounds"] == 1  # BB2025: no re-roll (D25)
    assert effect.outcome == f"kickoff.bb2025.{event}.{side}"
    assert contest.children[0].children[0].modifiers[0].key == mod


def test_changing_weather_perfect_conditions_scatters_three_more_squares():
    result = run([5, 2, 4, 4, 3, 4, 1, 1, 2], BB2025)
    weather, moves = event_of(result).children
    assert weather.outcome == "weather.perfect_conditions"
    assert moves.kind == "scatter_moves" and moves.info["directions"] == [1, 1, 2]
    land = result.root.children[3]
    assert land.info["offset"] == [2 - 2, -3]  # deviate 2 squares right, then 1, 1, 2
    assert land.info["extra_offset"] == [-2, -3]


def test_changing_weather_other_results_do_not_scatter():
    result = run([5, 2, 4, 4, 6, 6], BB2025)
    assert kinds(event_of(result)) == ["weather"]
    assert "extra_offset" not in result.root.children[3].info


@pytest.mark.parametrize(
    ("ruleset", "side"),
    [(LIGUE, "receiving"), (BB2025, "kicking")],
    ids=["ligue-with-FP", "bb2025-plain-D6"],
)
def test_dodgy_snack_adds_fan_factor_only_in_ligue(ruleset, side):
    # kicking D6 1 (+3 FP in ligue = 4), receiving D6 3: the lowest picks a player; then his D6 4
    result = run([1, 1, 5, 6, 1, 3, 4], ruleset, table="bb2025", kicking=KickTeam(fan_factor=3))
    contest, effect = event_of(result).children
    assert effect.outcome == f"kickoff.bb2025.dodgy_snack.{side}"
    assert effect.info["fan_factor"] is ruleset.dodgy_snack_fan_factor
    mods = contest.children[0].children[0].modifiers
    assert [(m.key, m.value) for m in mods] == ([("mod.fan_factor", 3)] if ruleset is LIGUE else [])
    (player,) = effect.children
    assert (player.outcome, player.info["team"]) == ("kickoff.snack.weakened", side)


@pytest.mark.parametrize(
    ("d6", "outcome"), [(1, "kickoff.snack.reserves"), *[(v, "kickoff.snack.weakened") for v in range(2, 7)]]
)
def test_dodgy_snack_tie_picks_a_player_on_each_side(d6, outcome):
    result = run([1, 1, 5, 6, 2, 2, d6, 6], BB2025)
    _, effect = event_of(result).children
    assert effect.outcome == "kickoff.bb2025.dodgy_snack.both"
    assert [(p.info["team"], p.outcome) for p in effect.children] == [
        ("kicking", outcome),
        ("receiving", "kickoff.snack.weakened"),
    ]


@pytest.mark.parametrize(("kick", "recv", "side"), [(1, 4, "kicking"), (6, 2, "receiving"), (3, 3, "both")])
def test_bb2025_pitch_invasion_lowest_gets_d3_players_one_roll_on_a_tie(kick, recv, side):
    result = run([1, 1, 6, 6, kick, recv, 2], BB2025, receiving=KickTeam(fan_factor=0))
    contest, effect = event_of(result).children
    assert effect.outcome == f"kickoff.bb2025.pitch_invasion.{side}"
    (count,) = effect.children
    assert (count.total, count.dice[0].sides) == (2, 3)
    assert contest.children[0].children[0].modifiers[0].key == "mod.fan_factor"


def test_bb2025_pitch_invasion_adds_fan_factor():
    result = run([1, 1, 6, 6, 1, 4, 3], BB2025, kicking=KickTeam(fan_factor=4))
    assert event_of(result).children[1].outcome == "kickoff.bb2025.pitch_invasion.receiving"


# --- the procedure ---------------------------------------------------------------------------------


def test_classique_landing_cases():
    land = run([4, 4, 2, 3]).root.children[3]
    assert land.info == {"direction": 2, "distance": 3, "offset": [0, -3]}
    assert [(c.outcome, c.info["next"]) for c in land.children] == [
        ("kickoff.case.off_pitch_throw_in", "throw_in"),
        ("kickoff.case.player_pickup", "pickup"),
        ("kickoff.case.empty_bounce", "bounce"),
        ("kickoff.case.kicking_half_touchback", "touchback"),
    ]


def test_bb2025_landing_cases():
    land = run([6, 1, 2, 3], BB2025).root.children[3]
    assert [c.info["next"] for c in land.children] == ["touchback", "catch", "bounce"]
    assert [c.info["next"] for c in land.children] == [n for _, n in LANDING["bb2025"]]


def test_the_default_table_follows_the_ruleset_and_can_be_overridden():
    assert run([4, 4, 1, 1]).root.info["table"] == "classique"
    assert run([1, 1, 2, 3], BB2025).root.info["table"] == "bb2025"
    assert run([1, 1, 2, 3], LIGUE, table="bb2025").root.outcome == "kickoff.procedure.bb2025"
    assert run([4, 4, 1, 1], BB2025, table="classique").ruleset == "bb2025"


@pytest.mark.parametrize(
    ("kwargs", "fragment"),
    [
        ({"fan_factor": 21}, "FP"),
        ({"fan_factor": -1}, "de 0 à 20"),
        ({"cheerleaders": 7}, "Meneuses de revue\u00a0: un nombre entier de 0 à 6"),
        ({"assistants": 7}, "adjoints"),
        ({"assistants": True}, "adjoints"),
        ({"fan_factor": 2.5}, "FP"),
    ],
)
def test_team_values_are_validated_in_french(kwargs, fragment):
    with refused(fragment, error=KickoffError):
        KickTeam(**kwargs)


def test_limits_are_accepted():
    KickTeam(fan_factor=20, cheerleaders=6, assistants=6)
    KickTeam()


def test_bad_options_are_refused():
    with refused("Table de coup d" + "'" + "envoi", error=KickoffError):
        roll_kickoff(Dice.seeded(1), LIGUE, table="lrb6")
    with refused("compteur de tour", error=KickoffError):
        roll_kickoff(Dice.seeded(1), LIGUE, turn=9)
    with refused("Table de coup d" + "'" + "envoi", error=KickoffError):
        kickoff_odds("lrb6")


def test_endless_ties_stop_with_a_clear_error():
    values = [2, 3] + [3] * (2 * MAX_ROUNDS)
    with refused("Égalité", error=KickoffError):
        roll_kickoff(Dice.manual(values), LIGUE)


def test_too_few_hand_dice_is_a_dice_error():
    with pytest.raises(DiceError):
        roll_kickoff(Dice.manual([6, 6, 1]), LIGUE)


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025], ids=lambda r: r.key)
@pytest.mark.parametrize("seed", range(40))
def test_seeded_kickoffs_are_reproducible_and_replay_by_hand(seed, ruleset):
    teams = {"kicking": KickTeam(3, 2, 1), "receiving": KickTeam(1, 0, 2)}
    dice = Dice.seeded(seed)
    first = roll_kickoff(dice, ruleset, turn=seed % 8, **teams)
    assert first.to_dict() == roll_kickoff(Dice.seeded(seed), ruleset, turn=seed % 8, **teams).to_dict()
    replay_dice = Dice.manual([d.value for d in dice.thrown])
    assert roll_kickoff(replay_dice, ruleset, turn=seed % 8, **teams).to_dict() == first.to_dict()
    assert replay_dice.unused == []


# --- odds (rules-reference §5.6) ---------------------------------------------------------------------

WAYS = {2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 7: 6, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}


@pytest.mark.parametrize("name", ["classique", "bb2025"])
def test_each_event_has_probability_ways_over_36(name):
    odds = kickoff_odds(name)
    table = TABLES[name]
    assert odds == {table.lookup(total): Fraction(ways, 36) for total, ways in WAYS.items()}
    assert sum(odds.values()) == 1


def test_dodgy_snack_d6_odds():
    assert DODGY_SNACK.distribution() == {
        "kickoff.snack.reserves": Fraction(1, 6),
        "kickoff.snack.weakened": Fraction(5, 6),
    }


@given(name=st.sampled_from(["classique", "bb2025"]), a=st.integers(1, 6), b=st.integers(1, 6))
def test_the_tables_agree_with_a_roll_on_every_pair(name, a, b):
    given_dice = [a, b] if name == "classique" else [1, 1, a, b]
    dice = Dice(random.Random(0), given=given_dice)
    result = roll_kickoff(dice, LIGUE, table=name)
    assert event_of(result).outcome == TABLES[name].lookup(a + b)
    assert kickoff_odds(name)[event_of(result).outcome] > 0


# --- every side of every contest event -------------------------------------------------------------

#: The contest's dice for each side's win (kicking first, then receiving), by dice per coach; a tie only where kept.
CONTEST_DICE = {
    (2, "kicking"): [6, 6, 1, 1],
    (2, "receiving"): [1, 1, 6, 6],
    (2, "both"): [3, 4, 5, 2],
    (1, "kicking"): [6, 1],
    (1, "receiving"): [1, 6],
    (1, "both"): [4, 4],
}
CONTEST_EVENTS = {  # event → (its 2D6 total, dice per coach)
    "kickoff.classique.get_the_ref": (3, 2),
    "kickoff.classique.cheering_fans": (5, 1),
    "kickoff.classique.brilliant_coaching": (9, 1),
    "kickoff.classique.throw_a_rock": (11, 2),
    "kickoff.classique.pitch_invasion": (12, 2),
    "kickoff.bb2025.cheering_fans": (6, 1),
    "kickoff.bb2025.brilliant_coaching": (7, 1),
    "kickoff.bb2025.dodgy_snack": (11, 1),
    "kickoff.bb2025.pitch_invasion": (12, 1),
}
OTHER = {"kicking": "receiving", "receiving": "kicking"}


def test_the_contest_events_are_those_with_sides():
    assert set(CONTEST_EVENTS) == set(EFFECTS)


#: The bb2025 events whose effect names the lowest side, the one it hits.
LOWEST = ("kickoff.bb2025.dodgy_snack", "kickoff.bb2025.pitch_invasion")


@pytest.mark.parametrize(("event", "side"), [(e, s) for e, sides in EFFECTS.items() for s in sides])
def test_every_side_of_every_contest_event(event, side):
    """Each coach's win and, where the table keeps it, the tie: the effect named for that side (the winner's, or
    for Dodgy Snack and bb2025 Pitch Invasion the lowest's), and the players it hits on the right team."""
    table = event.split(".")[1]
    total, count = CONTEST_EVENTS[event]
    higher = OTHER[side] if event in LOWEST and side != "both" else side
    prefix = [] if table == "classique" else [8, 3]  # bb2025: the deviation comes first
    dice = Dice(random.Random(0), given=[*prefix, *pair(total), *CONTEST_DICE[(count, higher)]])
    result = roll_kickoff(dice, LIGUE, table=table)
    step = event_of(result)
    contest, effect = step.children
    assert step.outcome == event and effect.outcome == f"{event}.{side}"
    assert contest.info["higher"] == (None if higher == "both" else higher) and contest.info["rounds"] == 1
    victims = {v["team"] for v in result.root.info["victims"]}
    if table == "classique" and event.endswith(("throw_a_rock", "pitch_invasion")):
        assert victims == {OTHER[side]}  # the winner's fans hit the other team, injury rolls from buttons
    else:
        assert victims == set()
    if event == "kickoff.bb2025.dodgy_snack":  # the lowest picks a player (both on a tie), each with his own D6
        hit = {"kicking", "receiving"} if side == "both" else {side}
        assert {s.info["team"] for s in effect.children} == hit and len(effect.children) == len(hit)
    if event == "kickoff.bb2025.pitch_invasion":  # D3 players of the lowest (both on a tie) Stunned: one D3
        assert effect.info["team"] == side
        assert [c.outcome for c in effect.children] == ["kickoff.count.players"]
