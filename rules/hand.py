"""Dice typed by hand: which roll each die belongs to, and where a roll waits when they run out.

A member throwing real dice cannot know whether the armour breaks before he throws it: he types the dice of the
roll in front of him, and the roll waits for the rest (the post-match does the same with its slots,
:func:`rules.postmatch.slots.partway`). To say « the Regeneration D6 » rather than « die #5 », the roll is run
again on stand-in dice and each die is found in the tree it built: the step that holds it names it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from rules.dice import Dice, DiceError, Die
from rules.model import Result, Step

HandRoll = Callable[[Dice], Result]


@dataclass(frozen=True, slots=True)
class HandDie:
    """Where one die of a roll falls: the kind of the step that throws it, its sides, and how many dice that step
    throws (2 for an Armour Roll's 2D6). ``kind`` is ``None`` when no step of the tree holds it."""

    kind: str | None
    sides: int
    count: int


@dataclass(frozen=True, slots=True)
class Done:
    """A step all of whose dice were typed: its kind, its dice and its outcome key (shown while the roll waits)."""

    kind: str
    dice: tuple[int, ...]
    outcome: str


class HandDiceError(DiceError):
    """Typed dice that do not fit the roll, with the die they are about (:class:`HandDie`): a face out of range
    (``error.dice.face``), or dice that ran out (``error.dice.missing``, with what they already decided)."""

    def __init__(
        self,
        key: str,
        die: HandDie,
        params: Mapping[str, object],
        *,
        typed: tuple[int, ...] = (),
        done: tuple[Done, ...] = (),
    ) -> None:
        super().__init__(key, **params)
        self.die = die
        self.typed = typed
        self.done = done

    def renamed(self, key: str, **params: object) -> HandDiceError:
        """The same die, said by another message (the cogs name it by its roll when the catalogue can)."""
        return HandDiceError(key, self.die, params, typed=self.typed, done=self.done)


class _Trace(Dice):
    """The typed dice, each face out of range and each missing die read as a 1 so that the roll goes on."""

    def __init__(self, given: Sequence[int]) -> None:
        super().__init__(manual_only=True)
        self.given = list(given)
        self.bad: int | None = None

    def roll(self, sides: int) -> Die:
        index = len(self.thrown)
        value = self.given[index] if index < len(self.given) else 1
        if not 1 <= value <= sides:
            self.bad = index if self.bad is None else self.bad
            value = 1
        die = Die(sides, value, manual=True)
        self.thrown.append(die)
        return die


def _owners(root: Step) -> dict[int, Step]:
    """Each die of the tree (by identity) → the step that holds it."""
    return {id(die): step for step in root.walk() for die in step.dice}


def _where(trace: _Trace, owners: dict[int, Step], index: int) -> HandDie:
    die = trace.thrown[index]
    step = owners.get(id(die))
    if step is None:
        return HandDie(None, die.sides, 1)
    return HandDie(step.kind, die.sides, len(step.dice))


def first_die(roll: HandRoll) -> HandDie | None:
    """The die the roll throws first and the step it belongs to (what a form asks for now); ``None`` for a roll
    that throws none."""
    trace = _Trace(())
    result = roll(trace)
    return _where(trace, _owners(result.root), 0) if trace.thrown else None


def hand_roll(roll: HandRoll, given: Sequence[int]) -> tuple[Result, list[int]]:
    """``roll`` with the dice typed by hand, and those it did not use. A die out of range, or dice that run out,
    raise :class:`HandDiceError` naming the die by its roll."""
    dice = Dice.manual(given)
    try:
        return roll(dice), dice.unused
    except DiceError as exc:
        if exc.key not in ("error.dice.face", "error.dice.missing"):
            raise
        named = _named(roll, given, exc)
        raise named from None


def _named(roll: HandRoll, given: Sequence[int], exc: DiceError) -> HandDiceError:
    trace = _Trace(given)
    result = roll(trace)
    owners = _owners(result.root)
    if exc.key == "error.dice.face" and trace.bad is not None:
        return HandDiceError(exc.key, _where(trace, owners, trace.bad), exc.params)
    index = len(given)
    die = _where(trace, owners, index) if index < len(trace.thrown) else HandDie(None, 6, 1)
    step = owners.get(id(trace.thrown[index])) if index < len(trace.thrown) else None
    if step is not None:  # the dice of its roll not typed yet (one of an Armour Roll's 2D6 may be)
        die = HandDie(die.kind, die.sides, sum(1 for d in step.dice if _index(trace, d) >= index))
    done = tuple(
        Done(step.kind, tuple(given[i] for i in positions), step.outcome)
        for step in result.root.walk()
        if step.dice and (positions := [_index(trace, d) for d in step.dice]) and all(0 <= i < index for i in positions)
    )
    return HandDiceError(exc.key, die, exc.params, typed=tuple(given), done=done)


def _index(trace: _Trace, die: Die) -> int:
    return next((i for i, thrown in enumerate(trace.thrown) if thrown is die), -1)
