"""Pitch geometry: D8 template, push-back squares, scatter, bounce, la touche, touchback, grids."""

import pytest
from hypothesis import given, strategies as st

from rules.dice import Dice
from rules.pitch import (
    CORNER_TABLE,
    DIRECTION_TABLE,
    DIRECTIONS,
    TEXT,
    TEXT_ARROWS,
    THROW_IN_COUNTS_FIRST_SQUARE,
    THROW_IN_TABLE,
    Mark,
    PitchError,
    direction_grid,
    is_adjacent,
    moves_grid,
    push_grid,
    push_options,
    push_squares,
    roll_bounce,
    roll_scatter,
    roll_throw_in,
    scatter_moves_step,
    throw_in_grid,
    touchback_step,
)
from rules.ruleset import BB2025, LIGUE

TEMPLATE = {1: (-1, -1), 2: (0, -1), 3: (1, -1), 4: (-1, 0), 5: (1, 0), 6: (-1, 1), 7: (0, 1), 8: (1, 1)}


@pytest.mark.parametrize(("face", "offset"), sorted(TEMPLATE.items()))
def test_d8_template_every_face(face, offset):
    assert DIRECTIONS[face] == offset
    result = roll_bounce(Dice.manual([face]))
    assert result.root.info["offset"] == list(offset)
    assert result.root.info["direction"] == face
    assert result.root.children[0].outcome == f"pitch.direction.{face}"


# --- push-back (§2.8, D12) -------------------------------------------------------------------------

DEFENDER = (5, 5)
PUSHES = {
    # direction of the defender seen from the attacker → the three squares
    (0, -1): {(4, 4), (5, 4), (6, 4)},
    (0, 1): {(4, 6), (5, 6), (6, 6)},
    (-1, 0): {(4, 4), (4, 5), (4, 6)},
    (1, 0): {(6, 4), (6, 5), (6, 6)},
    (-1, -1): {(4, 4), (4, 5), (5, 4)},
    (1, -1): {(6, 4), (6, 5), (5, 4)},
    (-1, 1): {(4, 6), (4, 5), (5, 6)},
    (1, 1): {(6, 6), (6, 5), (5, 6)},
}


@pytest.mark.parametrize(("direction", "expected"), list(PUSHES.items()))
def test_push_squares_for_all_eight_directions(direction, expected):
    attacker = (DEFENDER[0] - direction[0], DEFENDER[1] - direction[1])
    squares = push_squares(attacker, DEFENDER)
    assert set(squares) == expected
    assert len(squares) == 3
    # every square moves away from the attacker and touches the defender
    for square in squares:
        assert is_adjacent(square, DEFENDER)
        assert max(abs(square[0] - attacker[0]), abs(square[1] - attacker[1])) == 2


@pytest.mark.parametrize("defender", [(5, 5), (7, 5), (5, 3), (3, 3), (4, 7)])
def test_push_squares_refuse_non_adjacent_players(defender):
    with pytest.raises(PitchError, match="not adjacent"):
        push_squares((5, 5), defender)


def test_the_attacker_picks_a_free_square():
    options = push_options((4, 5), (5, 5), occupied=[(6, 4)])
    assert options.rule == "choose_free"
    assert set(options.free) == {(6, 5), (6, 6)}
    assert options.chain == ((6, 4),)
    assert options.outcome == "pitch.push.choose_free"


def test_no_free_square_on_the_pitch_means_a_chain_push():
    options = push_options((4, 5), (5, 5), occupied=[(6, 4), (6, 5), (6, 6)])
    assert (options.rule, options.free, set(options.chain)) == ("chain", (), {(6, 4), (6, 5), (6, 6)})


def test_no_free_square_at_the_edge_means_the_crowd():
    # defender on the top sideline, pushed straight up
    options = push_options((5, 1), (5, 0))
    assert options.rule == "crowd"
    assert set(options.off_pitch) == {(4, -1), (5, -1), (6, -1)}
    # at the edge but one square still free on the pitch: the coach must take it
    edge = push_options((4, 0), (5, 0), occupied=[(6, 0)])
    assert edge.rule == "choose_free" and edge.free == ((6, 1),)
    full = push_options((4, 0), (5, 0), occupied=[(6, 0), (6, 1)])
    assert full.rule == "crowd"


# --- scatter, bounce, scatter (N) --------------------------------------------------------------------


def test_kickoff_scatter_is_d8_then_d6():
    result = roll_scatter(Dice.manual([3, 4]))
    root = result.root
    assert root.outcome == "pitch.scatter"
    assert root.info == {"direction": 3, "distance": 4, "offset": [4, -4]}
    assert [c.kind for c in root.children] == ["direction", "distance"]


def test_bad_kick_scatters_two_d6():
    root = roll_scatter(Dice.manual([7, 6, 5]), distance_dice=2).root
    assert root.outcome == "pitch.scatter.bad_kick"
    assert root.info["distance"] == 11
    assert root.info["offset"] == [0, 11]


def test_scatter_refuses_other_distance_dice():
    with pytest.raises(PitchError, match="1D6 or 2D6"):
        roll_scatter(Dice.seeded(1), distance_dice=3)


def test_scatter_moves_add_up_one_square_each():
    step = scatter_moves_step(Dice.manual([1, 1, 5]), 3)
    assert step.info["directions"] == [1, 1, 5]
    assert step.info["offset"] == [-1, -2]
    with pytest.raises(PitchError):
        scatter_moves_step(Dice.seeded(1), 0)


# --- la touche (§2.13, D23) --------------------------------------------------------------------------

THROW_FACES = [
    (1, "pitch.throw_in.diagonal_left", (-1, 1)),
    (2, "pitch.throw_in.diagonal_left", (-1, 1)),
    (3, "pitch.throw_in.straight", (0, 1)),
    (4, "pitch.throw_in.straight", (0, 1)),
    (5, "pitch.throw_in.diagonal_right", (1, 1)),
    (6, "pitch.throw_in.diagonal_right", (1, 1)),
]


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025], ids=lambda r: r.key)
@pytest.mark.parametrize(("face", "outcome", "step"), THROW_FACES)
def test_throw_in_faces(face, outcome, step, ruleset):
    result = roll_throw_in(Dice.manual([face, 4, 3]), ruleset)
    root = result.root
    assert root.outcome == "pitch.throw_in"
    assert root.children[0].outcome == outcome
    # D23: both rulesets count the square the ball leaves from, so 2D6 − 1 squares
    assert root.info["distance"] == 6
    assert root.info["offset"] == [step[0] * 6, step[1] * 6]
    modifiers = root.children[1].modifiers
    assert [(m.key, m.value) for m in modifiers] == [("mod.first_square", -1)]
    assert result.ruleset == ruleset.key


def test_throw_in_distance_policy_is_per_ruleset_data():
    assert THROW_IN_COUNTS_FIRST_SQUARE == {"ligue": True, "bb2025": True}
    assert roll_throw_in(Dice.manual([3, 1, 1]), LIGUE).root.info["distance"] == 1


@pytest.mark.parametrize(
    ("face", "outcome", "step"),
    [
        (1, "pitch.corner.along_top", (1, 0)),
        (2, "pitch.corner.diagonal", (1, 1)),
        (3, "pitch.corner.along_side", (0, 1)),
    ],
)
def test_corner_throw_in_faces(face, outcome, step):
    root = roll_throw_in(Dice.manual([face, 6, 6]), BB2025, corner=True).root
    assert root.outcome == "pitch.throw_in.corner"
    assert root.children[0].outcome == outcome
    assert root.children[0].dice[0].sides == 3
    assert root.info["offset"] == [step[0] * 11, step[1] * 11]


def test_touchback_is_a_described_outcome_without_dice():
    step = touchback_step(BB2025)
    assert (step.outcome, step.dice, step.info["detail"]) == ("pitch.touchback", (), "pitch.touchback.detail")


# --- tables as data ---------------------------------------------------------------------------------


@pytest.mark.parametrize("table", [DIRECTION_TABLE, THROW_IN_TABLE, CORNER_TABLE], ids=lambda t: t.name)
def test_every_row_reachable_and_odds_sum_to_one(table):
    dist = table.distribution()
    assert sum(dist.values()) == 1
    assert all(dist[row.outcome] > 0 for row in table.rows)


@given(value=st.integers(1, 8))
def test_direction_table_agrees_with_a_roll(value):
    assert roll_bounce(Dice.manual([value])).root.children[0].outcome == DIRECTION_TABLE.lookup(value)


@given(value=st.integers(1, 6), a=st.integers(1, 6), b=st.integers(1, 6))
def test_throw_in_table_agrees_with_a_roll(value, a, b):
    root = roll_throw_in(Dice.manual([value, a, b]), BB2025).root
    assert root.children[0].outcome == THROW_IN_TABLE.lookup(value)
    assert root.info["distance"] == a + b - 1


def test_seeded_scatter_is_reproducible_and_replays_by_hand():
    dice = Dice.seeded(9)
    first = roll_scatter(dice, distance_dice=2)
    assert first.to_dict() == roll_scatter(Dice.seeded(9), distance_dice=2).to_dict()
    replay = roll_scatter(Dice.manual([d.value for d in dice.thrown]), distance_dice=2)
    assert replay.to_dict() == first.to_dict()


# --- grids ------------------------------------------------------------------------------------------


def test_orthogonal_push_grid():
    grid = push_grid((0, 1), (1, 1))
    assert grid.render(TEXT, TEXT_ARROWS) == "..o\nADo\n..o"
    assert (grid.width, grid.height) == (3, 3)
    assert grid.at(0, 1).mark is Mark.ATTACKER


def test_diagonal_push_grid_with_a_taken_square_and_the_crowd():
    grid = push_grid((0, 0), (1, 1), occupied=[(2, 1)])
    assert grid.render(TEXT, TEXT_ARROWS) == "A..\n.Dx\n.oo"
    crowd = push_grid((5, 1), (5, 0), bounds=(26, 15))
    assert crowd.render(TEXT, TEXT_ARROWS) == "###\n.D.\n.A."


def test_direction_grid_draws_the_path_and_the_ball():
    grid = direction_grid(3, distance=2)
    assert grid.render(TEXT, TEXT_ARROWS) == "....*\n.../.\n..O..\n.....\n....."
    far = direction_grid(5, distance=6)
    assert far.render(TEXT, TEXT_ARROWS).splitlines()[2] == "..O--"
    assert "➡️" in far.render()
    assert grid.to_dict()[1][3] == "arrow:3"


def test_throw_in_grid_puts_the_crowd_on_top():
    grid = throw_in_grid("pitch.throw_in.diagonal_right", distance=2)
    assert grid.render(TEXT, TEXT_ARROWS) == "#####\n..O..\n...\\.\n....*\n....."
    corner = throw_in_grid("pitch.corner.diagonal", distance=1)
    assert corner.render(TEXT, TEXT_ARROWS).splitlines()[:3] == ["#####", "#O...", "#.*.."]


@pytest.mark.parametrize("size", [2, 4, 11])
def test_grid_sizes_are_odd_and_small(size):
    with pytest.raises(PitchError):
        direction_grid(1, size=size)
    with pytest.raises(PitchError):
        throw_in_grid("pitch.throw_in.straight", size=size)


def test_grids_refuse_unknown_directions():
    with pytest.raises(PitchError):
        direction_grid(9)
    with pytest.raises(PitchError):
        throw_in_grid("sideways")


def test_moves_grid_draws_each_square_of_a_scatter_and_where_it_ends():
    grid = moves_grid([5, 5, 8])
    assert grid.render(TEXT, TEXT_ARROWS).splitlines()[3:5] == ["...O--.", "......*"]
    back = moves_grid([5, 4])  # back to the start: the ball is drawn there
    assert back.render(TEXT, TEXT_ARROWS).splitlines()[2] == "..*-."
    long = moves_grid([5] * 6)  # 6 squares right of a 9-wide grid's centre: the ball is past the frame
    assert long.render(TEXT, TEXT_ARROWS).splitlines()[4] == "....O----"
    with pytest.raises(PitchError):
        moves_grid([])
    with pytest.raises(PitchError):
        moves_grid([9])
