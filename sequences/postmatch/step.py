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
from typing import Protocol

import discord

from records.postmatch import SequenceView
from render.postmatch.ids import Action
from render.postmatch.layout import Row
from rules.errors import DomainError
from rules.postmatch.inputs import Inputs
from rules.postmatch.plan import Plan, Work
from rules.postmatch.snapshots import Side
from sequences import engine
from sequences.engine import OpenForm, Swap

__all__ = [
    "Act",
    "Body",
    "Edit",
    "Event",
    "OpenForm",
    "PostmatchStep",
    "Reply",
    "Rows",
    "Swap",
    "named_side",
    "no_rows",
    "opened",
]


class Body(Protocol):
    """A step's screen: the description's lines, its fields added to ``embed``."""

    def __call__(self, plan: Plan, embed: discord.Embed, *, lang: str) -> list[str]: ...


class Rows(Protocol):
    """A step's own rows of buttons and menus (the navigation row is added after them)."""

    def __call__(self, view: SequenceView, *, lang: str) -> list[Row]: ...


def no_rows(view: SequenceView, *, lang: str) -> list[Row]:
    """A step whose screen has nothing to click but the navigation."""
    return []


class Event(engine.Event[SequenceView]):
    """One click, menu choice or form of a post-match message (:class:`sequences.engine.Event`), and its plan."""

    __slots__ = ()

    @property
    def plan(self) -> Plan:
        return self.view.plan


class Edit(engine.Edit[Inputs, Plan]):
    """The inputs changed by a :mod:`rules.postmatch.inputs` ``with_…`` function (it sees the plan as it stands)."""

    __slots__ = ()


Reply = Edit | OpenForm | Swap


class Act(engine.Act[Event, SequenceView]):
    """What an action of a post-match step does (:class:`sequences.engine.Act`)."""

    __slots__ = ()


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
