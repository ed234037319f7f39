"""What a post-match step is: its key, its rules stage, its screen (body and rows) and its actions.

A step module makes one :class:`PostmatchStep` (``STEP``); the registry (:mod:`sequences.postmatch`) lists them in
the book's order, and everything else — the plan's loop, the screens, the navigation, the dispatch of a click or a
form — reads the registry. An action's handler is pure: given the click or the form (:class:`Event`), it says how
the inputs change (:class:`Edit`) or which form opens (:class:`OpenForm`), or refuses with a
:class:`~rules.errors.DomainError`; the cog does the rest (the interaction, the database, opening the form).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

import discord

from records.postmatch import SequenceView
from render.postmatch.ids import Action
from render.postmatch.layout import Row
from rules.errors import DomainError
from rules.postmatch.inputs import Inputs
from rules.postmatch.plan import Plan, Work
from rules.postmatch.snapshots import Side


class Body(Protocol):
    """A step's screen: the description's lines, its fields added to ``embed``."""

    def __call__(self, plan: Plan, embed: discord.Embed, *, lang: str) -> list[str]: ...


class Rows(Protocol):
    """A step's own rows of buttons and menus (the navigation row is added after them)."""

    def __call__(self, view: SequenceView, *, lang: str) -> list[Row]: ...


def no_rows(view: SequenceView, *, lang: str) -> list[Row]:
    """A step whose screen has nothing to click but the navigation."""
    return []


@dataclass(frozen=True, slots=True)
class Event:
    """One click, menu choice or form of a post-match message, with the post-match as it stands: its argument
    (the custom id's), the values chosen in a menu, the fields of a form."""

    view: SequenceView
    arg: str
    values: list[str] = field(default_factory=list)
    fields: Mapping[str, Any] = field(default_factory=dict)
    #: The language of the message (what a redrawn menu speaks).
    lang: str = "fr"

    @property
    def plan(self) -> Plan:
        return self.view.plan

    @property
    def value(self) -> str:
        return _one(self.values)

    def field(self, name: str) -> str:
        return _one(self.fields.get(name))


def _one(values: Any) -> str:
    if isinstance(values, list):
        return str(values[0]) if values else ""
    return str(values or "")


@dataclass(frozen=True, slots=True)
class Edit:
    """The inputs changed by a :mod:`rules.postmatch.inputs` ``with_…`` function (it sees the plan as it stands)."""

    edit: Callable[[Inputs, Plan], Inputs]


@dataclass(frozen=True, slots=True)
class OpenForm:
    """A form of :mod:`render.postmatch.forms` to open: ``make(view, *args, lang=…, tag=…)``."""

    make: Callable[..., discord.ui.Modal]
    args: tuple[Any, ...] = ()


@dataclass(frozen=True, slots=True)
class Swap:
    """The screen redrawn with the menu of ``action`` and argument ``arg`` replaced by ``row`` (a choice that opens
    the next choice, nothing stored yet: the advancement's kind after its player)."""

    action: Action
    arg: str
    row: Row


Reply = Edit | OpenForm | Swap


@dataclass(frozen=True, slots=True)
class Act:
    """What an action of a step does. ``form``: it reads a form's submission (else a click or a menu choice).
    ``open_to``: who besides a commissioner may do it (``refused``: what the others are told)."""

    handle: Callable[[Event], Reply]
    form: bool = False
    open_to: Callable[[SequenceView, str, int], bool] | None = None
    refused: str = "pm.error.forbidden"


@dataclass(frozen=True, slots=True)
class PostmatchStep:
    """One step of the post-match: ``key`` (stored, and carried by its buttons), ``stage`` (its part of the plan,
    :mod:`rules.postmatch`; ``None``: it computes nothing), ``body`` and ``rows`` (its screen), ``actions`` (what
    its buttons, menus and forms do)."""

    key: str
    stage: Callable[[Work], None] | None
    body: Body
    rows: Rows = no_rows
    actions: Mapping[Action, Act] = field(default_factory=dict)


# --- shared by the steps' actions -----------------------------------------------------------------------------


def named_side(arg: str) -> Side:
    """The side a button or a form names; anything else is a stale message."""
    if arg == "home":
        return "home"
    if arg == "away":
        return "away"
    raise DomainError("pm.error.stale")


def opened(arg: str) -> tuple[str, int | None]:
    """A form's argument and the counter it was opened at (``12.3``: player 12, opened at advancement 3)."""
    head, _, counter = arg.partition(".")
    return head, int(counter) if counter.isdecimal() else None
