"""A roster's skill names in the reader's language, for every screen that shows one (player card, post-match,
season end): a roster keeps names as typed (« Blocage », "Block", « Haine (Nain) »), its reader sees the catalogue's
name in their language."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from locales import t
from render.text import safe
from rules import skills

#: The bracket of a catalogue skill name that its value fills in (« (X) », « (X+) »).
_PLACEHOLDER: Final = re.compile(r"\s*\([^()]*\)$")


def skill_text(typed: str, *, lang: str) -> str:
    """A roster skill in the reader's language (« Crâne Épais », "Thick Skull"), its value as typed (« Haine (Nain) »,
    "Hatred (Nain)"); one the official list does not know is shown as typed and marked (a house skill, or a typo)."""
    reading = skills.read(typed)
    if reading.skill is None:
        return t("skill.house_mark", lang, name=safe(typed, 60))
    name = t(f"skill.{reading.skill.key}", lang)  # « Haine (X) », « Solitaire (X+) »: the value takes the X's place
    return f"{_PLACEHOLDER.sub('', name)} ({safe(reading.raw, 40)})" if reading.raw else name


def categories_text(categories: Sequence[str], *, lang: str) -> str:
    """Skill categories in words (« Générale, Force », "General, Strength"), « — » for none."""
    return ", ".join(t(f"skill.category.{c}", lang) for c in categories) or t("league.none", lang)
