"""The custom ids of the guided sequences' components (the post-match, the season end, the pre-game): built and
parsed here, nowhere else.

``arb:<kind>:<id>:<action>[:<arg>][@<lang>]`` — ``kind`` says which persistent item (a
button, a menu, a season button) or form sent it, ``id`` the post-match or
season end, ``action`` what to do (:class:`Action`), ``arg`` its one
argument (a step, a side, a player id, a digest) and ``lang`` the language of the
message it belongs to (none: French, as every message posted before languages). The ids never change shape,
so the buttons of a message posted by an older bot still work.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from locales import DEFAULT_LANGUAGE, LANGUAGES


class Kind(StrEnum):
    """Which component sent the id (a sequence's forms share its buttons' kind): ``pm``/``pmsel`` the post-match,
    ``season`` the season end, ``pg``/``pgsel`` the pre-game, ``draft``/``draftsel`` the Team Draft List (its
    buttons' ids, ``arb:draft:<team>:go:staff``, kept the shape its first messages carried)."""

    BUTTON = "pm"
    SELECT = "pmsel"
    SEASON = "season"
    PREGAME = "pg"
    PREGAME_SELECT = "pgsel"
    DRAFT = "draft"
    DRAFT_SELECT = "draftsel"


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
    ADVANCE_KIND = "advkind"
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
    # the pre-game's own (menus)
    PG_LINE = "pgline"
    PG_BUY = "pgbuy"
    PG_SELL = "pgsell"
    PG_STAR = "pgstar"
    PG_MERC = "pgmerc"
    PG_PRAYER = "pgprayer"
    # the pre-game's own (forms)
    PG_MERC_SET = "pgmercset"
    PG_PRAYER_SET = "pgprayerset"
    # the Team Draft List's own (buttons, a menu, the refusal's form)
    DRAFT_SUBMIT = "submit"
    DRAFT_APPROVE = "approve"
    DRAFT_REFUSE = "refuse"
    DRAFT_PICK = "pick"
    DRAFT_REASON = "reason"


#: The actions only the pre-game's steps have (the post-match's registry handles every other).
PREGAME_ACTIONS: Final = frozenset(
    {
        Action.PG_LINE,
        Action.PG_BUY,
        Action.PG_SELL,
        Action.PG_STAR,
        Action.PG_MERC,
        Action.PG_PRAYER,
        Action.PG_MERC_SET,
        Action.PG_PRAYER_SET,
    }
)
#: The actions only the Team Draft List has.
DRAFT_ACTIONS: Final = frozenset(
    {Action.DRAFT_SUBMIT, Action.DRAFT_APPROVE, Action.DRAFT_REFUSE, Action.DRAFT_PICK, Action.DRAFT_REASON}
)


_ARG: Final = r"[\w.\-]+"


#: The language of the message carrying the component, when it is not French (``@en``): every custom id's tag, the
#: catalogue's languages (one list: a new language is tagged with no edit here).
LANG_TAG: Final = rf"(?:@(?P<lang>{'|'.join(LANGUAGES)}))?"
DEFAULT_LANG: Final = DEFAULT_LANGUAGE


def template(kind: Kind) -> str:
    """The regular expression of ``kind``'s ids (a ``DynamicItem`` template, or a form's pattern)."""
    return rf"arb:{kind.value}:(?P<id>\d+):(?P<action>[a-z]+)(?::(?P<arg>{_ARG}))?{LANG_TAG}"


@dataclass(frozen=True, slots=True)
class CustomId:
    kind: Kind
    ident: int
    action: Action
    arg: str = ""
    #: The language of the message the component belongs to: a click re-draws it in the same words.
    lang: str = DEFAULT_LANG

    def __str__(self) -> str:
        text = f"arb:{self.kind.value}:{self.ident}:{self.action.value}" + (f":{self.arg}" if self.arg else "")
        return text if self.lang == DEFAULT_LANG else f"{text}@{self.lang}"


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
    return CustomId(kind, int(found["id"]), action, found["arg"] or "", found["lang"] or DEFAULT_LANG)


def build(kind: Kind, ident: int, action: Action, arg: str | int = "", lang: str = DEFAULT_LANG) -> str:
    return str(CustomId(kind, ident, action, str(arg), lang))
