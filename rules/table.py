"""Tables as data: ranges of a dice total mapped to outcome keys.

Lookup, labels and exact odds all read the same :class:`RangeTable`, so a
probability can never disagree with what a roll does.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from fractions import Fraction  # exact odds: imported by the first odds asked, not by a roll

K = TypeVar("K")


@dataclass(frozen=True, slots=True)
class Row:
    """Totals ``low``..``high`` (``high=None``: and above) give ``outcome``."""

    low: int
    high: int | None
    outcome: str

    def matches(self, total: int) -> bool:
        return total >= self.low and (self.high is None or total <= self.high)

    @property
    def label(self) -> str:
        """The row as printed in the seeds: ``2-7``, ``9``, ``10+``."""
        if self.high is None:
            return f"{self.low}+"
        return str(self.low) if self.low == self.high else f"{self.low}-{self.high}"


@dataclass(frozen=True, slots=True)
class RangeTable:
    """A table rolled with ``dice`` (sides of each die, summed) plus modifiers.

    Rows must be contiguous; a total below the first row reads the first row,
    and the last row must be open-ended (``high=None``) so any total matches.
    """

    name: str
    dice: tuple[int, ...]
    rows: tuple[Row, ...]

    def __post_init__(self) -> None:
        for before, after in itertools.pairwise(self.rows):
            if before.high is None or after.low != before.high + 1:
                raise ValueError(f"{self.name}: rows {before.label} and {after.label} are not contiguous")
        if self.rows[-1].high is not None:
            raise ValueError(f"{self.name}: the last row must be open-ended")

    def row_for(self, total: int) -> Row:
        """The row a (modified) total lands in."""
        if total < self.rows[0].low:
            return self.rows[0]
        return next(row for row in self.rows if row.matches(total))

    def lookup(self, total: int) -> str:
        return self.row_for(total).outcome

    def row_label(self, row: Row) -> str:
        """``row`` as the seeds print it: the open last row reads ``12``, not ``12+``, when no unmodified
        roll of this table can go past it."""
        if row.high is None and row.low >= max(total_distribution(self.dice)):
            return str(row.low)
        return row.label

    @property
    def outcomes(self) -> tuple[str, ...]:
        return tuple(row.outcome for row in self.rows)

    def distribution(self, modifier: int = 0) -> dict[str, Fraction]:
        """Exact probability of each outcome, enumerating every face of every die."""
        from fractions import Fraction

        odds = dict.fromkeys(self.outcomes, Fraction(0))
        for total, p in total_distribution(self.dice).items():
            odds[self.lookup(total + modifier)] += p
        return odds


@cache
def total_distribution(dice: tuple[int, ...]) -> Mapping[int, Fraction]:
    """Exact distribution of the sum of ``dice`` (e.g. ``(6, 6)`` for 2D6)."""
    return distribution_of(dice, sum)


def distribution_of(dice: Iterable[int], fn: Callable[[tuple[int, ...]], K]) -> dict[K, Fraction]:
    """Exact distribution of ``fn(faces)`` over every combination of faces.

    The generic enumerator behind all odds: each face combination is equally
    likely, so counting them gives exact fractions.
    """
    from fractions import Fraction

    faces = [range(1, sides + 1) for sides in dice]
    counts: Counter[K] = Counter(fn(combo) for combo in itertools.product(*faces))
    n = sum(counts.values())
    return {key: Fraction(c, n) for key, c in sorted(counts.items(), key=lambda kv: str(kv[0]))}
