"""Injectable dice: every die thrown is kept, and hand-rolled values can be given.

Tests pass a seeded ``random.Random``; production draws from the operating system's randomness
(:data:`SYSTEM`, the source of ``secrets.SystemRandom``).
Leagues that roll physical dice pass the values they rolled (``given``): the
same resolution then runs on those values, and a value out of range is refused.
"""

from __future__ import annotations

import os
import random
from collections.abc import Iterable
from dataclasses import dataclass

from rules.errors import DomainError


class SystemDice(random.SystemRandom):
    """``secrets.SystemRandom`` (``os.urandom``), with the small ranges of dice read from a buffer of its bytes.

    One system call per ~4,000 dice instead of one (and four Python calls) per die: the roll path runs on every
    interaction. A face is a byte below the largest multiple of the die's sides (bytes above are skipped), so
    every face stays exactly as likely as the others; other ranges and methods are ``SystemRandom``'s own.
    """

    BUFFER = 4096

    def __init__(self) -> None:
        super().__init__()
        self._bytes = b""
        self._at = 0
        os.register_at_fork(after_in_child=self.forget)  # a forked process never replays its parent's dice

    def forget(self) -> None:
        """Drop the bytes not used yet (the next die reads fresh ones from the system)."""
        self._bytes, self._at = b"", 0

    def _byte(self) -> int:
        if self._at >= len(self._bytes):
            self._bytes, self._at = os.urandom(self.BUFFER), 0
        byte = self._bytes[self._at]
        self._at += 1
        return byte

    def randint(self, a: int, b: int) -> int:
        faces = b - a + 1
        if not 1 <= faces <= 256:
            return super().randint(a, b)
        limit = 256 - 256 % faces
        while (byte := self._byte()) >= limit:
            pass
        return a + byte % faces


#: The production source of every die (one per process).
SYSTEM = SystemDice()


class DiceError(DomainError):
    """A given die value is out of range (``error.dice.face``), or a given die is missing (``error.dice.missing``)."""


@dataclass(frozen=True, slots=True)
class Die:
    """One die thrown: its number of sides, the face, and whether a person gave it."""

    sides: int
    value: int
    manual: bool = False


class Dice:
    """A source of dice that records every die it throws.

    ``given`` values are used first, in order; once they are used up the
    ``rng`` rolls the rest, unless ``rng`` is ``None`` (strictly manual), in
    which case a missing die is a :class:`DiceError`.
    """

    def __init__(
        self,
        rng: random.Random | None = None,
        given: Iterable[int] = (),
        *,
        manual_only: bool = False,
    ) -> None:
        self._rng: random.Random | None = None if manual_only else (rng or SYSTEM)
        self._given = list(given)
        self._next = 0
        self.thrown: list[Die] = []

    @classmethod
    def seeded(cls, seed: int) -> Dice:
        """Reproducible dice for tests and replays."""
        return cls(random.Random(seed))

    @classmethod
    def manual(cls, values: Iterable[int]) -> Dice:
        """Dice rolled by hand: only ``values`` are used, nothing is rolled."""
        return cls(given=values, manual_only=True)

    @property
    def unused(self) -> list[int]:
        """Given values not consumed (a caller may warn about extra dice)."""
        return self._given[self._next :]

    def roll(self, sides: int) -> Die:
        """Throw one die with ``sides`` faces (3, 6, 8 or 16) and record it."""
        if self._next < len(self._given):
            value = self._given[self._next]
            self._next += 1
            if not 1 <= value <= sides:
                raise DiceError("error.dice.face", number=self._next, value=value, sides=sides)
            die = Die(sides, value, manual=True)
        elif self._rng is None:
            raise DiceError("error.dice.missing", sides=sides, count=len(self._given) + 1)
        else:
            die = Die(sides, self._rng.randint(1, sides))
        self.thrown.append(die)
        return die

    def many(self, count: int, sides: int) -> tuple[Die, ...]:
        """Throw ``count`` dice of ``sides`` faces."""
        return tuple(self.roll(sides) for _ in range(count))
