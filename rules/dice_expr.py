"""Dice expressions for ``/roll``: ``2d6+1``, ``d16``, ``3d6-2``, ``2d6 + 1d3``, ``3db``.

Grammar (case-insensitive, spaces allowed around ``+`` and ``-``, not inside a term)::

    expr  := term (("+" | "-") term)*
    term  := [count] "d" sides      # count 1..20 (default 1), sides 2..100
           | [count] "db"           # block dice, 1..3, alone in the expression
           | number                 # a modifier, 0..100

Caps, chosen so a roll always fits in one Discord message: at most 20 dice per
term and 50 in all; any number of sides from 2 to 100 (d3, d6, d8, d12, d16,
d20, d100 and the odd d7 alike: there is no reason to refuse a fair die); the
modifiers add up to between −100 and +100; at most 60 characters. Anything else
is a :class:`DiceExprError` whose message (``error.dice_expr.*``) says what to type instead.

Block dice are D6 rolls read on the block face table (:mod:`rules.block`), so
``3db`` shows faces, not a sum, and cannot be mixed with other terms.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rules.block import face_step
from rules.dice import Dice
from rules.errors import DomainError, shown
from rules.model import Modifier, Result, Step
from rules.ruleset import DEFAULT, Ruleset

MAX_LENGTH = 60
MAX_DICE_PER_TERM = 20
MAX_DICE_TOTAL = 50
MIN_SIDES, MAX_SIDES = 2, 100
MAX_MODIFIER = 100
MAX_BLOCK_DICE = 3

#: Every catalogue key a roll can produce (block faces are labelled by rules.block).
LABEL_KEYS: tuple[str, ...] = (
    "dice_expr.sum",
    "dice_expr.block",
    "dice_expr.term",
    "step.dice_expr",
    "step.dice_expr.term",
    "mod.constant",
)

_TERM = re.compile(r"^(?:(?P<count>\d+)?d(?:(?P<block>b)|(?P<sides>\d+))|(?P<number>\d+))$", re.IGNORECASE)
_SPLIT = re.compile(r"\s*([+\-])\s*")


class DiceExprError(DomainError):
    """An expression the roller refuses; its message says what to type instead (errors as data)."""


@dataclass(frozen=True, slots=True)
class Term:
    """One term of an expression: ``count`` dice of ``sides`` faces, or a constant.

    ``sign`` is +1 or -1; ``block`` marks block dice (``sides`` is then 6).
    """

    sign: int
    count: int = 0
    sides: int = 0
    constant: int = 0
    block: bool = False

    @property
    def is_dice(self) -> bool:
        return self.count > 0

    def text(self) -> str:
        if self.block:
            return f"{self.count}db"
        return f"{self.count}d{self.sides}" if self.is_dice else str(self.constant)


@dataclass(frozen=True, slots=True)
class Expression:
    """A parsed, validated expression; :meth:`text` is its canonical spelling."""

    terms: tuple[Term, ...]

    @property
    def block(self) -> bool:
        return any(t.block for t in self.terms)

    @property
    def modifier(self) -> int:
        return sum(t.sign * t.constant for t in self.terms if not t.is_dice)

    @property
    def dice_count(self) -> int:
        return sum(t.count for t in self.terms)

    def text(self) -> str:
        out = ""
        for i, term in enumerate(self.terms):
            if i or term.sign < 0:
                out += "+" if term.sign > 0 else "-"
            out += term.text()
        return out

    def bounds(self) -> tuple[int, int]:
        """Lowest and highest possible total (sums only)."""
        low = high = 0
        for t in self.terms:
            lo, hi = (t.count, t.count * t.sides) if t.is_dice else (t.constant, t.constant)
            if t.sign > 0:
                low, high = low + lo, high + hi
            else:
                low, high = low - hi, high - lo
        return low, high


def parse(expr: str) -> Expression:
    """Parse and validate ``expr``, or raise :class:`DiceExprError`."""
    if not isinstance(expr, str) or not expr.strip():
        raise DiceExprError("error.dice_expr.empty")
    text = expr.strip().replace("−", "-")
    if len(text) > MAX_LENGTH:
        raise DiceExprError("error.dice_expr.too_long", most=MAX_LENGTH)
    parts = _SPLIT.split(text)
    # parts alternates term, operator, term …; a leading sign gives an empty first term.
    signs_terms: list[tuple[int, str]] = []
    if parts[0] == "" and len(parts) > 1 and parts[1] == "-":
        parts = parts[2:]
        signs_terms.append((-1, parts[0]))
    else:
        signs_terms.append((1, parts[0]))
    for i in range(1, len(parts) - 1, 2):
        signs_terms.append((1 if parts[i] == "+" else -1, parts[i + 1]))
    terms = tuple(_term(sign, raw) for sign, raw in signs_terms)
    return _validate(Expression(terms))


def _term(sign: int, raw: str) -> Term:
    match = _TERM.match(raw)
    if not match:
        raise DiceExprError("error.dice_expr.invalid", value=shown(raw, 20))
    if match["number"] is not None:
        value = int(match["number"])
        if value > MAX_MODIFIER:
            raise DiceExprError("error.dice_expr.constant", value=value, most=MAX_MODIFIER)
        return Term(sign, constant=value)
    count = int(match["count"]) if match["count"] is not None else 1
    if match["block"]:
        if not 1 <= count <= MAX_BLOCK_DICE:
            raise DiceExprError("error.dice_expr.block_count", most=MAX_BLOCK_DICE, value=count)
        return Term(sign, count=count, sides=6, block=True)
    sides = int(match["sides"])
    if not MIN_SIDES <= sides <= MAX_SIDES:
        raise DiceExprError("error.dice_expr.sides", low=MIN_SIDES, high=MAX_SIDES, value=sides)
    if not 1 <= count <= MAX_DICE_PER_TERM:
        raise DiceExprError("error.dice_expr.per_term", most=MAX_DICE_PER_TERM, total=MAX_DICE_TOTAL, value=count)
    return Term(sign, count=count, sides=sides)


def _validate(expression: Expression) -> Expression:
    if expression.block and (len(expression.terms) > 1 or expression.terms[0].sign < 0):
        raise DiceExprError("error.dice_expr.block_alone")
    if expression.dice_count > MAX_DICE_TOTAL:
        raise DiceExprError("error.dice_expr.total", most=MAX_DICE_TOTAL, value=expression.dice_count)
    if not -MAX_MODIFIER <= expression.modifier <= MAX_MODIFIER:
        raise DiceExprError("error.dice_expr.modifier", value=expression.modifier, most=MAX_MODIFIER)
    return expression


def roll_expr(dice: Dice, expr: str, *, ruleset: Ruleset = DEFAULT) -> Result:
    """Roll ``expr``: one child step per dice term, constants as modifiers.

    A block expression (``3db``) gives one ``block.face`` step per die instead
    of a sum. ``ruleset`` is only recorded (a dice expression is the same
    everywhere).
    """
    expression = parse(expr)
    if expression.block:
        faces = tuple(face_step(dice.roll(6)) for _ in range(expression.terms[0].count))
        root = Step(
            kind="dice_expr",
            outcome="dice_expr.block",
            children=faces,
            info={"expr": expression.text(), "faces": [f.outcome for f in faces]},
        )
        return Result(root=root, ruleset=ruleset.key)
    children: list[Step] = []
    modifiers: list[Modifier] = []
    total = 0
    for term in expression.terms:
        if not term.is_dice:
            modifiers.append(Modifier("mod.constant", term.sign * term.constant))
            total += term.sign * term.constant
            continue
        rolled = dice.many(term.count, term.sides)
        subtotal = term.sign * sum(d.value for d in rolled)
        total += subtotal
        children.append(
            Step(
                kind="dice_expr.term",
                outcome="dice_expr.term",
                dice=rolled,
                total=subtotal,
                info={"term": term.text(), "sign": term.sign},
            )
        )
    low, high = expression.bounds()
    root = Step(
        kind="dice_expr",
        outcome="dice_expr.sum",
        modifiers=tuple(modifiers),
        total=total,
        children=tuple(children),
        info={"expr": expression.text(), "min": low, "max": high},
    )
    return Result(root=root, ruleset=ruleset.key)
