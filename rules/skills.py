"""Skill and trait names a roster may carry, mapped to what the rolls need.

Rosters are typed by people, in French or English, with accents or not and
sometimes with a bonus in brackets ("Châtaigne (+1)"). One table of aliases
turns them into the flags the chains take (Minus, Châtaigne, Griffes…).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping

#: Skill key → the names it goes by (seeds' French first, then the official English).
SKILLS: Mapping[str, tuple[str, ...]] = {
    "stunty": ("Minus", "Stunty"),
    "mighty_blow": ("Châtaigne", "Mighty Blow"),
    "claws": ("Griffes", "Claws"),
    "dirty_player": ("Joueur Déloyal", "Dirty Player"),
    "dodge": ("Esquive", "Dodge"),
    "tackle": ("Tacle", "Tackle"),
    "block": ("Blocage", "Block"),
    "iron_hard_skin": ("Peau de Fer", "Iron Hard Skin"),
}


def _bare(text: str) -> str:
    """Lower case, no accents, no bracketed bonus, single spaces."""
    text = re.sub(r"\(.*?\)", " ", text)
    decomposed = unicodedata.normalize("NFKD", text)
    plain = "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()
    return " ".join(re.sub(r"[^a-z0-9]+", " ", plain).split())


_BY_NAME: dict[str, str] = {_bare(name): key for key, names in SKILLS.items() for name in names}


def skill_keys(names: Iterable[str]) -> frozenset[str]:
    """The known skills among a roster's free-text skill names (unknown names are ignored)."""
    return frozenset(key for name in names if (key := _BY_NAME.get(_bare(name))))


def has(names: Iterable[str], key: str) -> bool:
    if key not in SKILLS:
        raise KeyError(key)
    return key in skill_keys(names)
