"""What every post-match and season-end screen is made of: component specs, names, and embed fitting.

Components are plain specs (:class:`ButtonSpec`, :class:`SelectSpec`) carrying an
:class:`~render.postmatch.ids.Action` and its argument; the cogs turn them into
persistent items, so nothing here holds a callback.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

import discord

from locales import t, t_map
from render.embeds import FIELD_LIMIT, truncate
from render.errors import said
from render.postmatch.ids import Action
from render.skill_names import skill_text
from render.text import gold, safe, step_line
from rules.errors import Term
from rules.model import Result, Step
from rules.postmatch.plan import Plan
from rules.postmatch.snapshots import PlayerSnap

#: Discord counts 6,000 characters over all the embeds of a message; keep some room.
MESSAGE_BUDGET = 5800


@dataclass(frozen=True, slots=True)
class ButtonSpec:
    action: Action
    label: str
    style: str = "secondary"
    disabled: bool = False
    emoji: str | None = None
    arg: str = ""


@dataclass(frozen=True, slots=True)
class OptionSpec:
    label: str
    value: str
    description: str | None = None
    default: bool = False


@dataclass(frozen=True, slots=True)
class SelectSpec:
    action: Action
    placeholder: str
    options: tuple[OptionSpec, ...]
    min_values: int = 1
    max_values: int = 1
    arg: str = ""


Row = tuple[ButtonSpec, ...] | SelectSpec


@dataclass(frozen=True, slots=True)
class Screen:
    embed: discord.Embed
    rows: tuple[Row, ...] = ()


def player_name(p: PlayerSnap) -> str:
    return f"#{p.number} {safe(p.name, 60)}"


def char_name(char: str, *, lang: str) -> str:
    """A characteristic's short name as its reader writes it (« F », "ST")."""
    return t(f"char.{char.lower()}", lang)


def team_name(plan: Plan, team_id: int | None) -> str:
    for tp in plan.teams.values():
        if tp.team.id == team_id:
            return safe(tp.team.name, 60)
    return "?"


def scoreline(key: str, plan: Plan, home_score: int, away_score: int, *, lang: str) -> str:
    """``key`` (a title, a result line) with both teams' names and a score."""
    home, away = plan.teams["home"].team, plan.teams["away"].team
    return t(
        key,
        lang,
        home=safe(home.name, 60),
        away=safe(away.name, 60),
        home_score=home_score,
        away_score=away_score,
    )


class Confirmable(Protocol):
    """A post-match's or a season end's plan, as its Confirm button reads it."""

    @property
    def complete(self) -> bool: ...

    def digest(self) -> str: ...


def confirm_button(plan: Confirmable, *, lang: str) -> ButtonSpec:
    """**Confirm**, once every die and choice is in; it carries the plan's fingerprint, so a click on a preview
    that has changed since is refused."""
    return ButtonSpec(
        Action.CONFIRM,
        t("pm.button.confirm", lang),
        "success",
        disabled=not plan.complete,
        emoji="✅",
        arg=plan.digest(),
    )


def roll_lines(rolled: Result | None, ruleset: str, depth: int = 0, *, lang: str) -> list[str]:
    if rolled is None:
        return []
    return list(_step_lines(rolled.root, ruleset, depth, lang=lang))


def _step_lines(step: Step, ruleset: str, depth: int, *, lang: str) -> Iterable[str]:
    if step.kind == "advancement_choice":
        return
    yield "\u2003" * depth + ("↳ " if depth else "") + step_line(step, ruleset, lang=lang)
    for child in step.children:
        yield from _step_lines(child, ruleset, depth + 1, lang=lang)


def fit(embed: discord.Embed) -> None:
    """Keep the whole message under Discord's 6,000 characters by shortening the last fields."""
    while len(embed) > MESSAGE_BUDGET and embed.fields:
        last = embed.fields[-1]
        excess = len(embed) - MESSAGE_BUDGET
        value = last.value or ""
        if len(value) - excess > 40:
            embed.set_field_at(len(embed.fields) - 1, name=last.name, value=truncate(value, len(value) - excess - 1))
        else:
            embed.remove_field(len(embed.fields) - 1)


def add_field(embed: discord.Embed, name: str, lines: Sequence[str], *, lang: str) -> None:
    """Lines as one field, or several when they pass Discord's 1,024 characters."""
    text = "\n".join(lines) or t("pm.nothing", lang)
    while text:
        chunk = text if len(text) <= FIELD_LIMIT else text[: text.rfind("\n", 0, FIELD_LIMIT) or FIELD_LIMIT]
        embed.add_field(name=truncate(name, 256), value=chunk, inline=False)
        text = text[len(chunk) :].lstrip("\n")
        name = "\u200b"


#: A blocker's facts that are gold (shown « 135 000 »).
_GOLD_FACTS = frozenset({"spent", "treasury"})


def facts_text(facts: Mapping[str, object], *, lang: str) -> dict[str, object]:
    """A blocker's facts with user-typed names made harmless and gold written as gold."""
    out: dict[str, object] = {}
    for k, v in facts.items():
        if k == "skill" and isinstance(v, str):  # a roster's name, said in the reader's language
            out[k] = skill_text(v, lang=lang)
        elif isinstance(v, (Term, tuple)):  # catalogue words (a skill category), one or a list
            out[k] = said(v, lang) or "—"
        elif isinstance(v, str):
            out[k] = safe(v, 80)
        elif k in _GOLD_FACTS and isinstance(v, int):
            out[k] = gold(v, lang=lang)
        else:
            out[k] = v
    return out


def counted(key: str, count: int, *, lang: str, **fmt: object) -> str:
    """The text for ``count`` things: the key's ``@one`` form for one, else the plural one."""
    return t_map(key, {**fmt, "count": count}, lang, variant="one" if count == 1 else None)
