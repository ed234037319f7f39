"""How the pages write the league's facts: gold, profiles, skills, casualties, in the server's language.

Plain text only: the templates escape it (a name someone typed is shown as typed, never read as HTML). The words
are the catalogue's, the same the Discord embeds use (``league.outcome.*``, ``char.*``, ``skill.*``), without
the embeds' Markdown.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any, Final

from locales import t
from records.playoffs import Bracket, BracketTie
from rules import playoffs, skills
from rules.characteristics import CHARACTERISTICS, Profile, format_value

#: A Play-off round's name, counted from the final backwards (as ``/playoffs`` names them).
_STAGE_KEYS: Final = ("playoffs.stage.final", "playoffs.stage.semi", "playoffs.stage.quarter", "playoffs.stage.eighth")

#: The bracket of a catalogue skill name that its value fills in (« (X) », « (X+) »).
_PLACEHOLDER: Final = re.compile(r"\s*\([^()]*\)$")


def gold(amount: int | None, lang: str) -> str:
    """« 50 000 po » / "50,000 gp"; « – » when not known."""
    if amount is None:
        return "–"
    grouped = f"{amount:,}"
    return t("league.gold", lang, amount=grouped.replace(",", "\u202f") if lang == "fr" else grouped)


def profile_text(profile: Profile, lang: str) -> str:
    """``M6 F3 AG3+ CP4+ AR9+`` / ``MA6 ST3 AG3+ PA4+ AV9+``."""
    return " ".join(f"{t(f'char.{c.lower()}', lang)}{format_value(c, profile.get(c))}" for c in CHARACTERISTICS)


def skill_name(typed: str, lang: str) -> str:
    """A roster's skill in the reader's language, its value as typed; an unknown one as typed and marked."""
    reading = skills.read(typed)
    if reading.skill is None:
        return t("skill.house_mark", lang, name=typed)
    name = t(f"skill.{reading.skill.key}", lang)
    return f"{_PLACEHOLDER.sub('', name)} ({reading.raw})" if reading.raw else name


def skills_text(typed: Sequence[str], lang: str) -> str:
    return ", ".join(skill_name(s, lang) for s in typed)


def outcome(key: str, sequelle: str | None, lang: str) -> str:
    """« Mort », « Séquelle (−1 AG) »."""
    text = t(f"league.outcome.{key}", lang)
    if sequelle:
        change = f"−1 {t(f'char.{sequelle.lower()}', lang)}"
        text = t("league.outcome.with_sequelle", lang, outcome=text, change=change)
    return text


def cause(key: str | None, lang: str) -> str:
    return t(f"league.cause.{key}" if key else "league.cause.unknown", lang)


def date(iso: str | None) -> str:
    """A stored UTC time as its day, ``2026-12-02`` (every reader reads it the same)."""
    return (iso or "")[:10] or "–"


def listed(value: Any) -> list[str]:
    """A JSON list column as the audit log keeps it (text) or as read (a list)."""
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except ValueError:
            return []
    return [str(v) for v in value or ()]


def rounds(bracket: Bracket, lang: str) -> list[tuple[str, list[BracketTie]]]:
    """The bracket's games under their round's name, the first round first, the third-place Play-off after the
    final: a list a phone reads top to bottom (no bracket drawn across the page, nothing to scroll sideways)."""
    out: list[tuple[str, list[BracketTie]]] = []
    for tie in sorted(bracket.ties, key=lambda x: (x.stage, x.third, x.slot)):
        index = min(bracket.stages - tie.stage, len(_STAGE_KEYS) - 1)
        name = t("playoffs.stage.third" if tie.third else _STAGE_KEYS[index], lang)
        if out and out[-1][0] == name:
            out[-1][1].append(tie)
        else:
            out.append((name, [tie]))
    return out


def seeds(bracket: Bracket) -> dict[int, int]:
    """Each qualifier's seed, by team."""
    return {s.team_id: s.seed for s in bracket.seeds}


def podium(bracket: Bracket) -> list[tuple[int, int, int]]:
    """``(place, team, prize)`` of places 1-3 once the Glittering Prizes are paid (empty before). No medal emoji:
    a browser without an emoji font shows a box."""
    return [(place, team, playoffs.PRIZES[place]) for place, team in sorted(bracket.places.items())]
