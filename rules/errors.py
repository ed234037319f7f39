"""Errors as data: what went wrong, as a catalogue key and its parameters, never a sentence.

``rules/`` and ``league/`` raise :class:`DomainError`; the cog layer turns it into the reader's
words (``cogs.utils.errors.describe_error``, through ``render.errors.error_text``). It subclasses
``ValueError`` for the callers that already catch bad values; a ``ValueError`` that is not a
``DomainError`` is a bug (logged, answered with the apology).

A parameter is shown as given (a number, what the user typed), unless it is a :class:`Term` (a
catalogue key said in the reader's language: the name of the field, an outcome) or :class:`Gold`
(an amount in gold pieces, written the reader's way), :class:`Named` (a name the rules know in both
languages) or :class:`Counted` (a number with its noun, plural by count); a tuple of them is said as a list.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Term:
    """A parameter that is itself catalogue text: ``Term("field.treasury")`` → « Trésorerie » / "Treasury"."""

    key: str


@dataclass(frozen=True, slots=True)
class Gold:
    """An amount in gold pieces: « 315 000 po » / "315,000 gp"."""

    amount: int


@dataclass(frozen=True, slots=True)
class Named:
    """A name the rules hold in both languages (a glossary term, a skill): shown in the reader's."""

    french: str
    english: str


@dataclass(frozen=True, slots=True)
class Counted:
    """A count said with its noun, singular or plural by count: ``Counted("count.matches", 2)`` → « 2 matchs »."""

    key: str
    count: int


class DomainError(ValueError):
    """A problem with what a user gave: ``key`` names the message, ``params`` fill its placeholders.

    Every message names the field it is about and what it expects (``field=Term("field.av")``).
    """

    def __init__(self, key: str, **params: object) -> None:
        super().__init__(key)
        self.key = key
        self.params = params

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.key!r}, **{self.params!r})"


class Refused(Exception):
    """A click the roll's state no longer allows (a die kept already, an armour roll made): said to its reader like
    a :class:`DomainError`, but no bad input, so a form that met it is not offered again to correct."""

    def __init__(self, key: str, **params: object) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


def check_int(value: object, low: int, high: int, field: str) -> int:
    """``value`` when it is a whole number from ``low`` to ``high``, else ``error.int_range`` naming ``field``.

    ``field`` is the catalogue key of the quantity (``field.av``), so the message names it.
    """
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise DomainError("error.int_range", field=Term(field), low=low, high=high, value=shown(value))
    return value


def shown(value: object, limit: int = 30) -> str:
    """A bad value as the message quotes it: its text, cut to ``limit`` characters."""
    text = value if isinstance(value, str) else repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"
