"""What every guided sequence's steps share, whatever the sequence: an action's pure answer, and the navigation.

A step's action (a button, a menu or a form of its screen) is an :class:`Act`: given the click (:class:`Event`:
the sequence as it stands, the custom id's argument, the menu's values, the form's fields) it answers how the
inputs change (:class:`Edit`) or which form opens (:class:`OpenForm`), or refuses with a
:class:`~rules.errors.DomainError`. The cog's driver (:mod:`cogs.utils.sequence`) does the rest for every
sequence alike: the commissioner or coach check, the database, the form, the screen drawn again.
:func:`nav_row` is the row under every screen: back, roll, by hand, next or Confirm.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

import discord

from locales import t
from render.postmatch.ids import Action
from render.postmatch.layout import ButtonSpec, Row
from rules.sequence import Keyed, Sequence

V = TypeVar("V")
I = TypeVar("I")  # noqa: E741 - the inputs a sequence keeps
P = TypeVar("P")
E = TypeVar("E")


@dataclass(frozen=True, slots=True)
class Event(Generic[V]):
    """One click, menu choice or form of a sequence's message, with the sequence as it stands (``view``): its
    argument (the custom id's), the values chosen in a menu, the fields of a form."""

    view: V
    arg: str
    values: list[str] = field(default_factory=list)
    fields: Mapping[str, Any] = field(default_factory=dict)
    #: The language of the message (what a menu drawn again speaks).
    lang: str = "fr"

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
class Edit(Generic[I, P]):
    """The inputs changed: ``edit(inputs, computed)`` gives the new inputs (it sees what was computed from them)."""

    edit: Callable[[I, P], I]


@dataclass(frozen=True, slots=True)
class OpenForm:
    """A form to open: ``make(view, *args, lang=…, tag=…)`` (``lang`` its labels', ``tag`` the message's)."""

    make: Callable[..., discord.ui.Modal]
    args: tuple[Any, ...] = ()


@dataclass(frozen=True, slots=True)
class Swap:
    """The screen drawn again with the menu of ``action`` and argument ``arg`` replaced by ``row``: a choice that
    opens the next choice, nothing stored yet (the advancement's kind after its player)."""

    action: Action
    arg: str
    row: Row


@dataclass(frozen=True, slots=True)
class Act(Generic[E, V]):
    """What an action of a step does. ``form``: it reads a form's submission (else a click or a menu choice).
    ``open_to``: who besides a commissioner may do it (``refused``: what the others are told; empty: the
    sequence's own refusal)."""

    handle: Callable[[E], Any]
    form: bool = False
    open_to: Callable[[V, str, int], bool] | None = None
    refused: str = ""


class HasActions(Keyed, Protocol):
    @property
    def actions(self) -> Mapping[Action, Any]: ...


def find_action(steps: Sequence[Any], what: Action) -> Any | None:
    """The action ``what`` of the step that owns it (``None``: no step has it: a navigation or a confirmation)."""
    for step in steps:
        found = step.actions.get(what)
        if found is not None:
            return found
    return None


def nav_row(
    steps: Sequence[Any],
    step: str,
    *,
    pending: bool,
    blocked: bool,
    confirm: ButtonSpec | tuple[ButtonSpec, ...],
    lang: str,
    labels: tuple[str, str] | None = None,
) -> tuple[ButtonSpec, ...]:
    """The navigation under a step's screen: back (not on the first), roll and by hand (when the step waits for
    dice), next (disabled while the step is blocked) or, on the last step, ``confirm`` (none, one or several: the
    draft's Submit, or Approve and Refuse). ``labels``: a sequence's own back and next (their arrows in the words,
    no emoji: the draft's, as its first messages showed them)."""
    before, after = steps.previous(step), steps.next(step)
    back, forward = labels or ("pm.button.back", "pm.button.next")
    arrows = labels is None
    buttons = []
    if before is not None:
        buttons.append(ButtonSpec(Action.GO, t(back, lang), emoji="◀️" if arrows else None, arg=before.key))
    if pending:
        buttons.append(ButtonSpec(Action.ROLL, t("pm.button.roll", lang), "primary", emoji="🎲", arg=step))
        buttons.append(ButtonSpec(Action.HAND, t("pm.button.hand", lang), emoji="✍️", arg=step))
    if after is None:
        buttons.extend(confirm if isinstance(confirm, tuple) else (confirm,))
    else:
        buttons.append(
            ButtonSpec(
                Action.GO,
                t(forward, lang),
                "primary" if not blocked else "secondary",
                disabled=blocked,
                emoji="▶️" if arrows else None,
                arg=after.key,
            )
        )
    return tuple(buttons)
