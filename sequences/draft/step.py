"""What a step of the Team Draft List is: its key, the sections of the card it shows, its rows and its actions
(:mod:`sequences.engine`).

The draft has no stored state of its own: it is the team and its players (:class:`records.drafts.DraftView`), and
the step a message shows is the argument its buttons carry (``arb:draft:<team>:go:staff``): :class:`DraftAt`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Protocol

from records.drafts import DraftView
from records.models import Team
from render.postmatch.ids import Action
from render.postmatch.layout import Row
from rules.draft import DraftList
from sequences import engine


@dataclass(frozen=True, slots=True)
class DraftAt:
    """The draft as it stands, and the step its message shows."""

    view: DraftView
    step: str


class Event(engine.Event[DraftAt]):
    __slots__ = ()


class Edit(engine.Edit[DraftList, Team]):
    __slots__ = ()


class Act(engine.Act[Event, DraftAt]):
    __slots__ = ()


Reply = Edit | engine.OpenForm


class Rows(Protocol):
    def __call__(self, view: DraftView, *, lang: str) -> list[Row]: ...


def no_rows(view: DraftView, *, lang: str) -> list[Row]:
    return []


@dataclass(frozen=True, slots=True)
class DraftStep:
    """One screen of the draft: ``key`` (carried by its buttons' custom ids), the ``sections`` of the card it shows
    (:func:`render.draft.draft_page`), its ``rows`` (menus) and its ``actions``."""

    key: str
    sections: tuple[str, ...]
    rows: Rows = no_rows
    actions: Mapping[Action, Act] = field(default_factory=dict)


def coach_of(at: DraftAt, arg: str, user_id: int) -> bool:
    """``open_to`` of a choice on the list: its team's coach (a commissioner may always)."""
    return at.view.team.coach_id == user_id
