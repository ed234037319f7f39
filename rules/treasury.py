"""Expensive mistakes (Crise évitée … Catastrophe), post-match, at 100,000 po or more.

The bracket × D6 matrix of rules-reference §2.7 is written once, as in the
book, and each bracket's column becomes a :class:`~rules.table.RangeTable`
that the roll and the odds both read. The Major Incident rounding is the one
ruleset switch (D8): ``ligue`` rounds the *loss* down to 5,000 po (seed 000),
``bb2025`` rounds what *remains* down.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from rules import limits
from rules.dice import Dice
from rules.errors import DomainError, Gold, Term
from rules.model import Result, Step, table_step
from rules.ruleset import Ruleset
from rules.table import RangeTable, Row

NO_ROLL: Final = "expensive_mistakes.no_roll"
AVERTED: Final = "expensive_mistakes.averted"
MINOR: Final = "expensive_mistakes.minor"
MAJOR: Final = "expensive_mistakes.major"
CATASTROPHE: Final = "expensive_mistakes.catastrophe"
MINOR_LOSS: Final = "expensive_mistakes.minor_loss"
CATASTROPHE_KEPT: Final = "expensive_mistakes.catastrophe_kept"

#: Every step kind of this module; the catalogue labels them ``step.<kind>``.
STEP_KINDS: Final = ("expensive_mistakes", "minor_incident", "catastrophe")

#: No roll below this treasury.
THRESHOLD: Final = 100_000
#: Treasuries are counted in steps of this many po.
GOLD_STEP: Final = 5_000
#: Minor Incident: lose D3 × this; Catastrophe: keep 2D6 × this.
INCIDENT_UNIT: Final = 10_000


@dataclass(frozen=True, slots=True)
class Bracket:
    """A treasury bracket: ``low``..``high`` po (``high=None``: and above)."""

    low: int
    high: int | None

    @property
    def label(self) -> str:
        return f"{self.low}+" if self.high is None else f"{self.low}-{self.high}"

    def holds(self, treasury: int) -> bool:
        return treasury >= self.low and (self.high is None or treasury <= self.high)


BRACKETS: Final = (
    Bracket(100_000, 195_000),
    Bracket(200_000, 295_000),
    Bracket(300_000, 395_000),
    Bracket(400_000, 495_000),
    Bracket(500_000, 595_000),
    Bracket(600_000, None),
)

#: rules-reference §2.7, as printed: D6 face → the result in each bracket, left to right.
MATRIX: Final[Mapping[int, tuple[str, ...]]] = {
    1: (MINOR, MINOR, MAJOR, MAJOR, CATASTROPHE, CATASTROPHE),
    2: (AVERTED, MINOR, MINOR, MAJOR, MAJOR, CATASTROPHE),
    3: (AVERTED, AVERTED, MINOR, MINOR, MAJOR, MAJOR),
    4: (AVERTED, AVERTED, AVERTED, MINOR, MINOR, MAJOR),
    5: (AVERTED, AVERTED, AVERTED, AVERTED, MINOR, MINOR),
    6: (AVERTED, AVERTED, AVERTED, AVERTED, AVERTED, MINOR),
}

OUTCOMES: Final = (AVERTED, MINOR, MAJOR, CATASTROPHE)


def _column_table(index: int) -> RangeTable:
    """One bracket's column of :data:`MATRIX` as a D6 table (equal neighbours merged)."""
    faces = sorted(MATRIX)
    rows: list[Row] = []
    start = faces[0]
    for face in faces:
        last = face == faces[-1]
        if last or MATRIX[face + 1][index] != MATRIX[face][index]:
            rows.append(Row(start, None if last else face, MATRIX[face][index]))
            start = face + 1
    return RangeTable(f"expensive_mistakes_{BRACKETS[index].label}", (6,), tuple(rows))


#: One D6 table per bracket, in the order of :data:`BRACKETS`.
TABLES: Final = tuple(_column_table(i) for i in range(len(BRACKETS)))


def check_treasury(treasury: object) -> int:
    """A treasury in po: a multiple of 5,000 within :data:`rules.limits.TREASURY` (errors as data)."""
    amount = limits.TREASURY.check(treasury)
    if amount % GOLD_STEP:
        raise DomainError("error.gold.step", field=Term(limits.TREASURY.field), value=Gold(amount))
    return amount


def bracket_index(treasury: int) -> int | None:
    """The column of :data:`MATRIX` for ``treasury``, or ``None`` below 100,000 po (no roll)."""
    treasury = check_treasury(treasury)
    return next((i for i, bracket in enumerate(BRACKETS) if bracket.holds(treasury)), None)


def table_for(treasury: int) -> RangeTable | None:
    index = bracket_index(treasury)
    return None if index is None else TABLES[index]


def round_down(gold: int) -> int:
    return gold // GOLD_STEP * GOLD_STEP


def major_incident_left(treasury: int, ruleset: Ruleset) -> int:
    """Treasury left after a Major Incident (D8: which half is rounded down to 5,000 po).

    ``loss`` (ligue, seed 000): 315,000 loses 155,000 and keeps 160,000.
    ``remaining`` (bb2025): 315,000 keeps 155,000.
    """
    if ruleset.major_incident_rounding == "loss":
        return treasury - round_down(treasury // 2)
    return round_down(treasury // 2)


def minor_incident_left(treasury: int, d3: int) -> int:
    """Lose D3 × 10,000 po, never below 0."""
    return max(treasury - d3 * INCIDENT_UNIT, 0)


def catastrophe_left(treasury: int, faces: Sequence[int]) -> int:
    """Keep 2D6 × 10,000 po, never more than there was."""
    return min(sum(faces) * INCIDENT_UNIT, treasury)


@dataclass(frozen=True, slots=True, kw_only=True)
class TreasuryResult(Result):
    """An expensive-mistakes roll: the tree, and the gold lost and left."""

    treasury: int
    lost: int
    left: int

    def to_dict(self) -> dict[str, Any]:
        return {**Result.to_dict(self), "treasury": self.treasury, "lost": self.lost, "left": self.left}


def roll_expensive_mistakes(dice: Dice, ruleset: Ruleset, *, treasury: int) -> TreasuryResult:
    """Roll the D6 of the treasury's bracket (none below 100,000 po) and apply the result."""
    treasury = check_treasury(treasury)
    index = bracket_index(treasury)
    if index is None:
        root = Step("expensive_mistakes", NO_ROLL, info={"treasury": treasury, "lost": 0, "left": treasury})
        return TreasuryResult(root=root, ruleset=ruleset.key, treasury=treasury, lost=0, left=treasury)
    table = TABLES[index]
    die = dice.roll(6)
    row = table.row_for(die.value)
    children: tuple[Step, ...] = ()
    if row.outcome == MINOR:
        d3 = dice.roll(3)
        left = minor_incident_left(treasury, d3.value)
        children = (
            Step(
                "minor_incident",
                MINOR_LOSS,
                dice=(d3,),
                total=d3.value,
                info={"lost": treasury - left},
            ),
        )
    elif row.outcome == MAJOR:
        left = major_incident_left(treasury, ruleset)
    elif row.outcome == CATASTROPHE:
        faces = dice.many(2, 6)
        left = catastrophe_left(treasury, [d.value for d in faces])
        children = (
            Step(
                "catastrophe",
                CATASTROPHE_KEPT,
                dice=faces,
                total=sum(d.value for d in faces),
                info={"kept": left},
            ),
        )
    else:
        left = treasury
    info: dict[str, Any] = {
        "bracket": BRACKETS[index].label,
        "treasury": treasury,
        "lost": treasury - left,
        "left": left,
    }
    if row.outcome == MAJOR:
        info["rounding"] = ruleset.major_incident_rounding
    root = table_step("expensive_mistakes", row, (die,), row.label, children=children, info=info)
    return TreasuryResult(root=root, ruleset=ruleset.key, treasury=treasury, lost=treasury - left, left=left)
