"""The custom ids of the post-match and season-end components: built and parsed here, nowhere else.

``arb:<kind>:<id>:<action>[:<arg>]`` — ``kind`` says which persistent item (a
button, a menu, a season button) or form sent it, ``id`` the post-match or
season end, ``action`` what to do (:class:`Action`) and ``arg`` its one
argument (a step, a side, a player id, a digest). The ids never change shape,
so the buttons of a message posted by an older bot still work.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from typing import Final


class Kind(StrEnum):
    """Which component sent the id (forms of the post-match share the buttons' kind)."""

    BUTTON = "pm"
    SELECT = "pmsel"
    SEASON = "season"


class Action(StrEnum):
    """Every click, choice and form of the post-match and the season end."""

    # buttons
    GO = "go"
    ROLL = "roll"
    HAND = "hand"
    STALL = "stall"
    SCORE = "score"
    ADD = "add"
    SPP = "spp"
    CONFIRM = "confirm"
    HIRE = "hire"
    STAFF = "staff"
    SWITCH = "side"
    UNDO = "undo"
    # menus
    CONCEDE = "concede"
    HATRED = "hatred"
    UNADD = "unadd"
    NOMINEES = "nominees"
    ADVANCE = "adv"
    ADVANCE_CHOICE = "advchoice"
    ADVANCE_REMOVE = "advdel"
    CAUSE = "cause"
    FIRE = "fire"
    JOURNEYMEN = "journeymen"
    RETIRE = "retire"
    # forms
    HAND_DICE = "handdice"
    SET_SCORE = "setscore"
    ADD_CASUALTY = "addcas"
    SET_SPP = "setspp"
    SET_ADVANCE = "setadv"
    SET_SKILL = "setskill"
    SET_HIRE = "sethire"
    SET_STAFF = "setstaff"


_ARG: Final = r"[\w.\-]+"


def template(kind: Kind) -> str:
    """The regular expression of ``kind``'s ids (a ``DynamicItem`` template, or a form's pattern)."""
    return rf"arb:{kind.value}:(?P<id>\d+):(?P<action>[a-z]+)(?::(?P<arg>{_ARG}))?"


@dataclass(frozen=True, slots=True)
class CustomId:
    kind: Kind
    ident: int
    action: Action
    arg: str = ""

    def __str__(self) -> str:
        return f"arb:{self.kind.value}:{self.ident}:{self.action.value}" + (f":{self.arg}" if self.arg else "")


_PATTERNS: Final = {kind: re.compile(template(kind)) for kind in Kind}


def parse(kind: Kind, text: str) -> CustomId | None:
    """The id ``text`` of ``kind``, or ``None`` when it is not one (or names an action this bot lacks)."""
    found = _PATTERNS[kind].fullmatch(text)
    if found is None:
        return None
    try:
        action = Action(found["action"])
    except ValueError:
        return None
    return CustomId(kind, int(found["id"]), action, found["arg"] or "")


def build(kind: Kind, ident: int, action: Action, arg: str | int = "") -> str:
    return str(CustomId(kind, ident, action, str(arg)))
