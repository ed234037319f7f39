"""A roll made with the system's dice or with those typed by hand: the one path every roll's dice take."""

from __future__ import annotations

from collections.abc import Callable

from locales import DEFAULT_LANGUAGE, has
from rules import typed
from rules.dice import Dice
from rules.errors import Term
from rules.hand import HandDiceError, hand_roll
from rules.model import Result


def parse_manual(text: str | None) -> Dice:
    """System dice, or the values a player rolled by hand (``"4 5 12"``, read by :func:`rules.typed.hand_dice`)."""
    if text is None or not text.strip():
        return Dice()
    return Dice.manual(typed.hand_dice(text))


def rolled_with_unused(roll: Callable[[Dice], Result], manual: str | None) -> tuple[Result, list[int]]:
    """The roll with the system's dice, or with those typed by hand (and the ones it left unused). Bad input is a
    :class:`~rules.errors.DomainError`, said by the error handler (anything else is a bug); a typed die out of
    range, or dice that run out, name the roll the die belongs to (« le D6 de Régénération »)."""
    if manual is None or not manual.strip():
        return roll(Dice()), []
    try:
        return hand_roll(roll, typed.hand_dice(manual))
    except HandDiceError as exc:
        raise named(exc) from None


def rolled(roll: Callable[[Dice], Result], manual: str | None) -> Result:
    """:func:`rolled_with_unused`'s result alone."""
    return rolled_with_unused(roll, manual)[0]


def named(exc: HandDiceError) -> HandDiceError:
    """``exc`` said with the roll its die belongs to, when the catalogue names that roll's dice."""
    kind = exc.die.kind
    if kind is None or not has(f"die.{kind}", DEFAULT_LANGUAGE):  # both catalogues hold the same keys
        return exc
    if exc.key == "error.dice.face":
        params: dict[str, object] = {
            "die": Term(f"die.{kind}"),
            "value": exc.params.get("value"),
            "sides": exc.die.sides,
        }
        return exc.renamed("error.dice.face_of", **params)
    count = f"{exc.die.count if exc.die.count > 1 else ''}D{exc.die.sides}"
    return exc.renamed("error.dice.missing_of", dice=count, step=Term(f"step.{kind}"), count=len(exc.typed) + 1)
