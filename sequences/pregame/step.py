"""What a pre-game step is: its key, its screen (body and rows) and its actions (:mod:`sequences.engine`).

The pre-game computes everything from its inputs at once (:func:`rules.pregame.sequence.compute`), so its steps have
no stage of their own: a step is a screen and what its buttons and menus change. Each coach changes his own team's
choices (``open_to``: the coach of the side the custom id names); a commissioner changes either.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Protocol

import discord

from locales import t
from records.pregame import PregameView
from render.embeds import COLOURS, truncate
from render.postmatch.ids import Action
from render.postmatch.layout import Row
from render.text import gold, safe
from rules.errors import DomainError
from rules.pregame.sequence import Inputs, Pregame, Side
from sequences import engine


class Event(engine.Event[PregameView]):
    __slots__ = ()


class Edit(engine.Edit[Inputs, Pregame]):
    __slots__ = ()


class Act(engine.Act[Event, PregameView]):
    __slots__ = ()


Reply = Edit | engine.OpenForm


class Body(Protocol):
    def __call__(self, view: PregameView, embed: discord.Embed, *, lang: str) -> list[str]: ...


class Rows(Protocol):
    def __call__(self, view: PregameView, *, lang: str) -> list[Row]: ...


def no_rows(view: PregameView, *, lang: str) -> list[Row]:
    return []


@dataclass(frozen=True, slots=True)
class PregameStep:
    """One step of the pre-game: ``key`` (stored, carried by its buttons), ``body`` and ``rows`` (its screen),
    ``blocked`` (what it still needs before Next, as catalogue sentences), ``actions``."""

    key: str
    body: Body
    rows: Rows = no_rows
    actions: Mapping[Action, Act] = field(default_factory=dict)
    blocked: Callable[[PregameView, str], list[str]] = lambda view, lang: []
    #: Dice this step waits for (the Prayers to Nuffle): « Lancer » and « À la main » under it.
    pending: Callable[[PregameView], bool] = lambda view: False


def named_side(arg: str) -> Side:
    """The side a button or a menu names; anything else is a stale message."""
    if arg == "home":
        return "home"
    if arg == "away":
        return "away"
    raise DomainError("pm.error.stale")


def coach_of(view: PregameView, arg: str, user_id: int) -> bool:
    """``open_to`` of a side's choice: the coach of the side the custom id names."""
    if arg not in ("home", "away"):
        return False
    return view.state.snapshot.team(named_side(arg)).coach_id == user_id


def team_name(view: PregameView, side: Side) -> str:
    return safe(view.state.snapshot.team(side).name, 60)


def frame(view: PregameView, *, lang: str) -> discord.Embed:
    """The embed every step draws on: the match in the title, the pre-game's id in the footer."""
    embed = discord.Embed(
        title=truncate(
            t("pg.title", lang, match=view.state.match_id, home=team_name(view, "home"), away=team_name(view, "away")),
            256,
        ),
        colour=COLOURS["info"],
    )
    embed.set_footer(text=t("pg.footer", lang, sequence=view.state.id, match=view.state.match_id))
    return embed


def money(amount: int, lang: str) -> str:
    return t("pg.gold", lang, amount=gold(amount, lang))
