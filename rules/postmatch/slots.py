"""Dice kept per slot: how a plan reads the dice already thrown, and learns which are still to throw.

A slot's key names everything that decides which dice it throws (``fans:12:win``,
``sequelle:c7``), so the same question always reads the same dice, whatever was
changed elsewhere. A slot without its dice is listed as pending with the
function that rolls it; the caller rolls it with the bot's dice or with dice
typed by hand, stores the faces, and the next plan reads them back
(:class:`SlotDice`). The post-match plan and the season end both read their
dice this way (:class:`SlotReader`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from rules.dice import Dice, Die
from rules.model import Result

#: Stored faces of one slot: ``[[sides, value, manual], ...]``.
StoredDice = Mapping[str, Sequence[Sequence[int]]]


class MissingDice(Exception):
    """A slot needs more dice than are stored (and none may be rolled here)."""


class StaleSlot(Exception):
    """The stored dice of a slot are not the dice it throws (never expected; the slot is rolled afresh)."""


class SlotDice(Dice):
    """The stored dice of a slot first (sides checked), then dice from ``source``.

    Without a source a missing die raises :class:`MissingDice`: that is how the
    plan learns a slot still has to be rolled.
    """

    def __init__(self, stored: Iterable[Sequence[int]] = (), source: Dice | None = None) -> None:
        super().__init__(manual_only=True)
        self._stored = [(int(d[0]), int(d[1]), bool(d[2]) if len(d) > 2 else False) for d in stored]
        self._source = source

    def roll(self, sides: int) -> Die:
        index = len(self.thrown)
        if index < len(self._stored):
            stored_sides, value, manual = self._stored[index]
            if stored_sides != sides:
                raise StaleSlot(f"D{stored_sides} stored where a D{sides} is thrown")
            die = Die(sides, value, manual)
        elif self._source is None:
            raise MissingDice
        else:
            die = self._source.roll(sides)
        self.thrown.append(die)
        return die


def faces(dice: Iterable[Die]) -> list[list[int]]:
    """Dice as stored in a sequence: ``[sides, value, manual]``."""
    return [[d.sides, d.value, int(d.manual)] for d in dice]


RollFn = Callable[[Dice], Result]
#: What a slot's roll returns: a result, or a richer one (an expensive-mistakes roll's gold).
R = TypeVar("R", bound=Result)


@dataclass(frozen=True, slots=True)
class Slot:
    """A roll the plan needs: its key, its step, what it is (catalogue key + facts) and how to roll it."""

    key: str
    step: str
    what: str
    facts: Mapping[str, Any]
    roll: RollFn
    stale: bool = False
    stored: tuple[tuple[int, ...], ...] = ()


class SlotReader:
    """One evaluation of a plan; :meth:`slot` reads stored dice or records the slot as pending."""

    def __init__(self, dice: StoredDice) -> None:
        self.dice = dice
        self.pending: list[Slot] = []
        self.rolls: dict[str, Result] = {}

    def slot(self, key: str, step: str, what: str, facts: Mapping[str, Any], roll: Callable[[Dice], R]) -> R | None:
        """The slot's result from its stored dice, or ``None`` with the slot listed as pending."""
        stored = self.dice.get(key)
        if stored:
            try:
                result = roll(SlotDice(stored))
            except MissingDice:
                self.pending.append(Slot(key, step, what, facts, roll, stored=tuple(tuple(d) for d in stored)))
                return None
            except StaleSlot:
                self.pending.append(Slot(key, step, what, facts, roll, stale=True))
                return None
            self.rolls[key] = result
            return result
        self.pending.append(Slot(key, step, what, facts, roll))
        return None

    def dice_thrown(self) -> dict[str, tuple[tuple[int, int], ...]]:
        """Every die read, per slot, as ``(sides, value)`` (what a fingerprint covers)."""
        return {key: tuple((d.sides, d.value) for d in r.root.all_dice()) for key, r in self.rolls.items()}


class _Probe(Dice):
    """Stands in for the dice a slot has not thrown yet: notes their sides (each reads as a 1, never shown)."""

    def __init__(self) -> None:
        super().__init__(manual_only=True)
        self.sides: list[int] = []

    def roll(self, sides: int) -> Die:
        self.sides.append(sides)
        die = Die(sides, 1)
        self.thrown.append(die)
        return die


@dataclass(frozen=True, slots=True)
class Partway:
    """A slot begun by hand: the dice kept, the outcome they gave its first step, the sides still to throw."""

    dice: tuple[Die, ...]
    outcome: str
    rest: tuple[int, ...]


def partway(slot: Slot) -> Partway | None:
    """What a slot kept partway says (an Expensive Mistakes D6 of 2: a Minor Incident, its D3 still to roll), so a
    screen asks for the dice left instead of the whole roll again; ``None`` for a slot not begun."""
    if not slot.stored or slot.stale:
        return None
    probe = _Probe()
    kept = SlotDice(slot.stored, probe)
    result = slot.roll(kept)
    return Partway(tuple(kept.thrown[: len(slot.stored)]), result.root.outcome, tuple(probe.sides))
