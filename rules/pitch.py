"""Squares, directions and the ball's random moves (rules-reference §2.8, §2.12, §2.13).

Squares are ``(x, y)`` with x to the right and y down, as on the official
templates. The bot never knows where the players stand, so every roll here
returns a direction and a distance (and offsets), never an absolute square,
and the push-back rule is described as data for the coach to apply. A small
:class:`Grid` lets the renderer draw the push-back options or the ball's
direction as a 3×3 or 5×5 emoji (or plain text) picture.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Literal

from rules.dice import Dice
from rules.model import Modifier, Result, Step, table_step
from rules.ruleset import DEFAULT, Ruleset
from rules.table import RangeTable, Row

Square = tuple[int, int]

#: The pitch, long side along x (26 squares, end zones at x = 0 and 25), 15 wide.
PITCH_WIDTH, PITCH_HEIGHT = 26, 15

#: The random direction template (D8): 1 2 3 / 4 · 5 / 6 7 8 (rules-reference §2.12).
DIRECTIONS: Mapping[int, Square] = {
    1: (-1, -1),
    2: (0, -1),
    3: (1, -1),
    4: (-1, 0),
    5: (1, 0),
    6: (-1, 1),
    7: (0, 1),
    8: (1, 1),
}
DIRECTION_TABLE = RangeTable(
    "pitch.direction",
    (8,),
    tuple(Row(n, n if n < 8 else None, f"pitch.direction.{n}") for n in DIRECTIONS),
)


def _template(
    name: str, sides: int, rows: tuple[tuple[int, int | None, str, Square], ...]
) -> tuple[RangeTable, Mapping[str, Square]]:
    """A throw-in template written once, row by row (faces, outcome, the move it points to): the table a roll
    reads and the square each outcome moves the ball, which the grid draws."""
    table = RangeTable(name, (sides,), tuple(Row(low, high, outcome) for low, high, outcome, _ in rows))
    return table, {outcome: square for _, _, outcome, square in rows}


#: La touche (throw-in), D6 read on the throw-in template, drawn with the edge on top
#: and the pitch below: 1-2 diagonal one way, 3-4 straight in, 5-6 diagonal the other way.
THROW_IN_TABLE, THROW_IN_DIRECTIONS = _template(
    "pitch.throw_in",
    6,
    (
        (1, 2, "pitch.throw_in.diagonal_left", (-1, 1)),
        (3, 4, "pitch.throw_in.straight", (0, 1)),
        (5, None, "pitch.throw_in.diagonal_right", (1, 1)),
    ),
)
#: From a corner square (drawn in the top-left corner): D3, the three directions into the pitch.
CORNER_TABLE, CORNER_DIRECTIONS = _template(
    "pitch.corner",
    3,
    (
        (1, 1, "pitch.corner.along_top", (1, 0)),
        (2, 2, "pitch.corner.diagonal", (1, 1)),
        (3, None, "pitch.corner.along_side", (0, 1)),
    ),
)

#: D23: whether the throw-in counts the square it starts from as its first square
#: (BB2025: the ball ends 2D6 − 1 squares away) or not (BB2020: 2D6 squares).
#: ``ligue``: seed 003 says « voir la touche » without the rule, and docs/rules.md gives
#: nothing more, so it plays the BB2025 mechanics like ``bb2025``.
THROW_IN_COUNTS_FIRST_SQUARE: Mapping[str, bool] = {"ligue": True, "bb2025": True}

PushRule = Literal["choose_free", "chain", "crowd"]

LABEL_KEYS: tuple[str, ...] = (
    *DIRECTION_TABLE.outcomes,
    *THROW_IN_TABLE.outcomes,
    *CORNER_TABLE.outcomes,
    "pitch.scatter",
    "pitch.scatter.bad_kick",
    "pitch.scatter_moves",
    "pitch.bounce",
    "pitch.throw_in",
    "pitch.throw_in.corner",
    "pitch.distance",
    "pitch.touchback",
    "pitch.touchback.detail",
    "pitch.push.choose_free",
    "pitch.push.chain",
    "pitch.push.crowd",
    "pitch.push.choose_free.detail",
    "pitch.push.chain.detail",
    "pitch.push.crowd.detail",
    "step.scatter",
    "step.scatter_moves",
    "step.bounce",
    "step.throw_in",
    "step.direction",
    "step.distance",
    "step.touchback",
    "mod.first_square",
)


class PitchError(ValueError):
    """Squares or grids that do not fit a rule (not adjacent …): the callers' bug, never what a user typed."""


# --- geometry ---------------------------------------------------------------------------------------


def is_adjacent(a: Square, b: Square) -> bool:
    """Two different squares touching by a side or a corner."""
    return a != b and abs(a[0] - b[0]) <= 1 and abs(a[1] - b[1]) <= 1


def direction_of(offset: Square) -> int:
    """The D8 template number of a one-square move."""
    for number, step in DIRECTIONS.items():
        if step == offset:
            return number
    raise PitchError(f"offset {offset} is not a one-square move")


def push_squares(attacker: Square, defender: Square) -> tuple[Square, Square, Square]:
    """The three squares the defender may be pushed into (§2.8, D12).

    Orthogonal block: the three squares beyond the defender; diagonal block:
    straight on, and the two squares that keep moving away on one axis.
    """
    if not is_adjacent(attacker, defender):
        raise PitchError(f"squares {attacker} and {defender} are not adjacent")
    dx, dy = defender[0] - attacker[0], defender[1] - attacker[1]
    x, y = defender
    if dx == 0:
        offsets = ((-1, dy), (0, dy), (1, dy))
    elif dy == 0:
        offsets = ((dx, -1), (dx, 0), (dx, 1))
    else:
        offsets = ((dx, dy), (dx, 0), (0, dy))
    a, b, c = ((x + ox, y + oy) for ox, oy in offsets)
    return a, b, c


def on_pitch(square: Square, bounds: Square | None = (PITCH_WIDTH, PITCH_HEIGHT)) -> bool:
    """Whether ``square`` is on a pitch of ``bounds`` (width, height); ``None``: no edges."""
    if bounds is None:
        return True
    return 0 <= square[0] < bounds[0] and 0 <= square[1] < bounds[1]


@dataclass(frozen=True, slots=True)
class PushOptions:
    """The push-back rule applied to one block, as data (§2.8, D12).

    ``rule``: ``choose_free`` — the attacker's coach picks one of ``free``;
    ``chain`` — every square is taken, he picks one of ``chain`` and its
    occupant is pushed the same way; ``crowd`` — no square is free and the
    template leaves the pitch: the target is pushed into the crowd (Blessure
    par le Public).
    """

    template: tuple[Square, Square, Square]
    free: tuple[Square, ...]
    chain: tuple[Square, ...]
    off_pitch: tuple[Square, ...]
    rule: PushRule

    @property
    def outcome(self) -> str:
        return f"pitch.push.{self.rule}"


def push_options(
    attacker: Square,
    defender: Square,
    *,
    occupied: Iterable[Square] = (),
    bounds: Square | None = (PITCH_WIDTH, PITCH_HEIGHT),
) -> PushOptions:
    """Which push-back squares the attacker's coach may pick, and the rule that applies.

    A square holding only the ball counts as free (the ball then bounces), so
    pass only squares with a player in ``occupied``.
    """
    template = push_squares(attacker, defender)
    taken = set(occupied)
    inside = tuple(s for s in template if on_pitch(s, bounds))
    off = tuple(s for s in template if not on_pitch(s, bounds))
    free = tuple(s for s in inside if s not in taken)
    chain = tuple(s for s in inside if s in taken)
    rule: PushRule = "choose_free" if free else "crowd" if off else "chain"
    return PushOptions(template, free, chain, off, rule)


# --- rolls ------------------------------------------------------------------------------------------


def direction_step(dice: Dice) -> Step:
    """One D8 on the direction template."""
    die = dice.roll(8)
    row = DIRECTION_TABLE.row_for(die.value)
    dx, dy = DIRECTIONS[die.value]
    info = {"direction": die.value, "dx": dx, "dy": dy}
    return table_step("direction", row, (die,), DIRECTION_TABLE.row_label(row), info=info)


def scatter_step(dice: Dice, *, distance_dice: int = 1) -> Step:
    """D8 direction then D6 squares (2D6 for Mauvais coup de pied): the kick-off's move."""
    if distance_dice not in (1, 2):
        raise PitchError(f"scatter distance is 1D6 or 2D6, not {distance_dice}D6")
    direction = direction_step(dice)
    rolled = dice.many(distance_dice, 6)
    distance = sum(d.value for d in rolled)
    dx, dy = direction.info["dx"], direction.info["dy"]
    return Step(
        kind="scatter",
        outcome="pitch.scatter" if distance_dice == 1 else "pitch.scatter.bad_kick",
        total=distance,
        children=(
            direction,
            Step(kind="distance", outcome="pitch.distance", dice=rolled, total=distance),
        ),
        info={
            "direction": direction.info["direction"],
            "distance": distance,
            "offset": [dx * distance, dy * distance],
        },
    )


def roll_scatter(dice: Dice, *, distance_dice: int = 1, ruleset: Ruleset = DEFAULT) -> Result:
    """The kick-off scatter/deviation: D8 + D6 squares (``distance_dice=2``: 2D6)."""
    return Result(root=scatter_step(dice, distance_dice=distance_dice), ruleset=ruleset.key)


def bounce_step(dice: Dice) -> Step:
    """The ball bounces one square in a D8 direction."""
    direction = direction_step(dice)
    return Step(
        kind="bounce",
        outcome="pitch.bounce",
        total=1,
        children=(direction,),
        info={
            "direction": direction.info["direction"],
            "distance": 1,
            "offset": [direction.info["dx"], direction.info["dy"]],
        },
    )


def roll_bounce(dice: Dice, *, ruleset: Ruleset = DEFAULT) -> Result:
    """Rebond: one square in a D8 direction."""
    return Result(root=bounce_step(dice), ruleset=ruleset.key)


def scatter_moves_step(dice: Dice, moves: int = 3) -> Step:
    """BB2025 "Scatter (N)": N successive one-square D8 moves; only the end square matters."""
    if not 1 <= moves <= 6:
        raise PitchError(f"1 to 6 one-square moves, not {moves}")
    steps = tuple(direction_step(dice) for _ in range(moves))
    ox = sum(s.info["dx"] for s in steps)
    oy = sum(s.info["dy"] for s in steps)
    return Step(
        kind="scatter_moves",
        outcome="pitch.scatter_moves",
        total=moves,
        children=steps,
        info={"moves": moves, "directions": [s.info["direction"] for s in steps], "offset": [ox, oy]},
    )


def throw_in_step(dice: Dice, ruleset: Ruleset, *, corner: bool = False) -> Step:
    """La touche: direction (D6, or D3 from a corner) relative to the edge, then 2D6 squares.

    With ``THROW_IN_COUNTS_FIRST_SQUARE`` for the ruleset, the square the ball
    starts from is the first of the 2D6, so it ends 2D6 − 1 squares away (D23);
    the distance step carries that −1 as ``mod.first_square``.
    """
    table, directions = (CORNER_TABLE, CORNER_DIRECTIONS) if corner else (THROW_IN_TABLE, THROW_IN_DIRECTIONS)
    die = dice.roll(3 if corner else 6)
    row = table.row_for(die.value)
    dx, dy = directions[row.outcome]
    direction = table_step("direction", row, (die,), table.row_label(row), info={"dx": dx, "dy": dy})
    rolled = dice.many(2, 6)
    counts_first = THROW_IN_COUNTS_FIRST_SQUARE[ruleset.key]
    mods = (Modifier("mod.first_square", -1),) if counts_first else ()
    distance = sum(d.value for d in rolled) + sum(m.value for m in mods)
    return Step(
        kind="throw_in",
        outcome="pitch.throw_in.corner" if corner else "pitch.throw_in",
        total=distance,
        children=(
            direction,
            Step(kind="distance", outcome="pitch.distance", dice=rolled, modifiers=mods, total=distance),
        ),
        info={
            "direction": row.outcome,
            "distance": distance,
            "offset": [dx * distance, dy * distance],
            "frame": "corner" if corner else "edge",
            "counts_first_square": counts_first,
        },
    )


def roll_throw_in(dice: Dice, ruleset: Ruleset = DEFAULT, *, corner: bool = False) -> Result:
    """La touche (seed 003 « voir la touche », rules-reference §2.13).

    Offsets are in the template's frame: the edge is on top and +y goes into
    the pitch (from a corner: the corner is top-left).
    """
    return Result(root=throw_in_step(dice, ruleset, corner=corner), ruleset=ruleset.key)


def touchback_step(ruleset: Ruleset = DEFAULT) -> Step:
    """Touchback, a described outcome with no dice: the receiving coach gives the ball to a player."""
    return Step(
        kind="touchback",
        outcome="pitch.touchback",
        info={"detail": "pitch.touchback.detail", "ruleset": ruleset.key},
    )


# --- the picture ------------------------------------------------------------------------------------


class Mark(StrEnum):
    """What a grid cell shows."""

    EMPTY = "empty"
    ATTACKER = "attacker"
    DEFENDER = "defender"
    OPTION = "option"  # a free push-back square
    OCCUPIED = "occupied"  # a push-back square with a player in it (chain push)
    CROWD = "crowd"  # off the pitch
    ORIGIN = "origin"  # where the ball starts
    ARROW = "arrow"  # the ball's path, with its D8 direction
    BALL = "ball"  # where the ball ends


@dataclass(frozen=True, slots=True)
class Cell:
    mark: Mark = Mark.EMPTY
    direction: int | None = None  # D8 number, for arrows


EMOJI: Mapping[str, str] = {
    Mark.EMPTY: "⬜",
    Mark.ATTACKER: "🟥",
    Mark.DEFENDER: "🟦",
    Mark.OPTION: "🟩",
    Mark.OCCUPIED: "🟧",
    Mark.CROWD: "⬛",
    Mark.ORIGIN: "⭕",
    Mark.BALL: "🏈",
}
EMOJI_ARROWS: Mapping[int, str] = {1: "↖️", 2: "⬆️", 3: "↗️", 4: "⬅️", 5: "➡️", 6: "↙️", 7: "⬇️", 8: "↘️"}
TEXT: Mapping[str, str] = {
    Mark.EMPTY: ".",
    Mark.ATTACKER: "A",
    Mark.DEFENDER: "D",
    Mark.OPTION: "o",
    Mark.OCCUPIED: "x",
    Mark.CROWD: "#",
    Mark.ORIGIN: "O",
    Mark.BALL: "*",
}
TEXT_ARROWS: Mapping[int, str] = {1: "\\", 2: "|", 3: "/", 4: "-", 5: "-", 6: "/", 7: "|", 8: "\\"}


@dataclass(frozen=True, slots=True)
class Grid:
    """A small picture: ``rows`` top to bottom, each a tuple of :class:`Cell`."""

    rows: tuple[tuple[Cell, ...], ...]

    @property
    def width(self) -> int:
        return len(self.rows[0])

    @property
    def height(self) -> int:
        return len(self.rows)

    def at(self, x: int, y: int) -> Cell:
        return self.rows[y][x]

    def render(self, symbols: Mapping[str, str] = EMOJI, arrows: Mapping[int, str] = EMOJI_ARROWS) -> str:
        """The picture as lines of symbols (emoji by default; :data:`TEXT` for a console)."""
        return "\n".join(
            "".join(arrows[c.direction] if c.mark is Mark.ARROW and c.direction else symbols[c.mark] for c in row)
            for row in self.rows
        )

    def to_dict(self) -> list[list[str]]:
        return [[c.mark.value + (f":{c.direction}" if c.direction else "") for c in row] for row in self.rows]


def _grid(size: int, marks: Mapping[Square, Cell]) -> Grid:
    return Grid(tuple(tuple(marks.get((x, y), Cell()) for x in range(size)) for y in range(size)))


def push_grid(
    attacker: Square,
    defender: Square,
    *,
    occupied: Iterable[Square] = (),
    bounds: Square | None = None,
) -> Grid:
    """3×3 picture centred on the defender: attacker, the template squares, the crowd.

    With positions unknown, pass any adjacent pair (``(0, 0), (1, 0)`` for an
    orthogonal block, ``(0, 0), (1, 1)`` for a diagonal one) and no ``bounds``.
    """
    options = push_options(attacker, defender, occupied=occupied, bounds=bounds)
    cx, cy = defender

    def local(square: Square) -> Square:
        return (square[0] - cx + 1, square[1] - cy + 1)

    marks: dict[Square, Cell] = {}
    for y in range(3):
        for x in range(3):
            if not on_pitch((cx + x - 1, cy + y - 1), bounds):
                marks[(x, y)] = Cell(Mark.CROWD)
    for square in occupied:
        if is_adjacent(square, defender) or square == defender:
            marks[local(square)] = Cell(Mark.OCCUPIED)
    for square in options.free:
        marks[local(square)] = Cell(Mark.OPTION)
    marks[local(attacker)] = Cell(Mark.ATTACKER)
    marks[(1, 1)] = Cell(Mark.DEFENDER)
    return _grid(3, marks)


def _ray(origin: Square, step: Square, distance: int | None, size: int, direction: int | None) -> dict[Square, Cell]:
    marks: dict[Square, Cell] = {origin: Cell(Mark.ORIGIN)}
    x, y = origin
    n = 0
    while True:
        x, y = x + step[0], y + step[1]
        n += 1
        if not (0 <= x < size and 0 <= y < size):
            break
        if distance is not None and n == distance:
            marks[(x, y)] = Cell(Mark.BALL)
            break
        marks[(x, y)] = Cell(Mark.ARROW, direction)
    return marks


def direction_grid(direction: int, *, distance: int | None = None, size: int = 5) -> Grid:
    """The ball's D8 direction from the centre; the ball is drawn if it lands inside the picture."""
    if direction not in DIRECTIONS:
        raise PitchError(f"a direction is 1 to 8, not {direction}")
    if size % 2 == 0 or not 3 <= size <= 9:
        raise PitchError(f"a grid is 3, 5, 7 or 9 squares wide, not {size}")
    centre = (size // 2, size // 2)
    return _grid(size, _ray(centre, DIRECTIONS[direction], distance, size, direction))


def throw_in_grid(direction: str, *, distance: int | None = None, size: int = 5) -> Grid:
    """La touche drawn with the crowd along the top (or the top-left corner for a corner throw)."""
    if size % 2 == 0 or not 3 <= size <= 9:
        raise PitchError(f"a grid is 3, 5, 7 or 9 squares wide, not {size}")
    if direction in THROW_IN_DIRECTIONS:
        step = THROW_IN_DIRECTIONS[direction]
        origin = (size // 2, 1)
        crowd = {(x, 0) for x in range(size)}
    elif direction in CORNER_DIRECTIONS:
        step = CORNER_DIRECTIONS[direction]
        origin = (1, 1)
        crowd = {(x, 0) for x in range(size)} | {(0, y) for y in range(size)}
    else:
        raise PitchError(f"unknown throw-in direction {direction!r}")
    marks = {square: Cell(Mark.CROWD) for square in crowd}
    marks.update(_ray(origin, step, distance, size, direction_of(step)))
    return _grid(size, marks)


def moves_grid(directions: Iterable[int]) -> Grid:
    """A "Scatter (N)" drawn square by square from the centre (BB2025 Changing Weather's 3 moves): each square
    the ball crosses shows the D8 direction it came in by, the last one the ball; a grid just wide enough
    (at most 9 squares: a longer path leaves the frame, as :func:`direction_grid` does)."""
    moves = list(directions)
    if not moves or any(d not in DIRECTIONS for d in moves):
        raise PitchError(f"D8 directions (at least one, each 1 to 8), not {moves}")
    size = min(9, 2 * len(moves) + 1)
    x = y = size // 2
    marks: dict[Square, Cell] = {(x, y): Cell(Mark.ORIGIN)}
    for number, direction in enumerate(moves, start=1):
        dx, dy = DIRECTIONS[direction]
        x, y = x + dx, y + dy
        if 0 <= x < size and 0 <= y < size:
            last = number == len(moves)
            marks[(x, y)] = Cell(Mark.BALL) if last else Cell(Mark.ARROW, direction)
    return _grid(size, marks)
