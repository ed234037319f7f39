"""Team special rules (BB2025 ``the_teams.md`` "Special rules"), as data.

A team carries the keys of its special rules (chosen when it is created or
imported; by default those its roster has in the book). The post-match reads
them: a Brawlin' Brutes team earns 3 PSP per casualty and 2 per touchdown
(postgame-reference §4.1, docs/rules.md "Post-match sequence").
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Final

from rules import typed
from rules.errors import DomainError

BRAWLIN_BRUTES: Final = "brawlin_brutes"
#: A Lineman raised during the match may be hired free at the post-match (his full value in TV).
MASTERS_OF_UNDEATH: Final = "masters_of_undeath"

#: The player holding Pro is the Team Captain: fired only after an injury reduced a characteristic.
TEAM_CAPTAIN: Final = "team_captain"

#: Every team special rule of BB2025, in the book's order.
TEAM_RULES: Final = (
    BRAWLIN_BRUTES,
    "bribery_and_corruption",
    "favoured_of",
    "low_cost_linemen",
    MASTERS_OF_UNDEATH,
    "swarming",
    TEAM_CAPTAIN,
)

#: PSP per action that a special rule changes: rule → {action: PSP}.
SPP_OVERRIDES: Final[Mapping[str, Mapping[str, int]]] = {BRAWLIN_BRUTES: {"casualty": 3, "touchdown": 2}}


def for_roster(roster: str) -> tuple[str, ...]:
    """The special rules the book gives a roster typed as ``roster`` (``()`` when the name is not known): the
    Team Roster's own list (:data:`rules.rosters.ROSTERS`), in the book's order of the rules."""
    from rules.rosters import find  # the rosters' data is read when a team is created, not at start-up

    book = find(roster)
    return tuple(rule for rule in TEAM_RULES if rule in book.special_rules) if book else ()


#: The names a rule is typed under: French first (A4 of postgame-reference for Bagarreurs Brutaux and
#: Maîtres de la Non-vie; the others plain French), then the book's English.
NAMES: Final[Mapping[str, tuple[str, ...]]] = {
    BRAWLIN_BRUTES: ("Bagarreurs Brutaux", "Brawlin' Brutes"),
    "bribery_and_corruption": ("Pots-de-vin et Corruption", "Corruption", "Bribery and Corruption"),
    "favoured_of": ("Favori de", "Favoured of"),
    "low_cost_linemen": ("Trois-quarts à Vil Prix", "Low Cost Linemen"),
    MASTERS_OF_UNDEATH: ("Maîtres de la Non-vie", "Masters of Undeath"),
    "swarming": ("Grouillement", "Swarming"),
    "team_captain": ("Capitaine d'Équipe", "Capitaine", "Team Captain"),
}
_BY_NAME: Final[dict[str, str]] = {
    typed.fold(name): rule for rule, names in NAMES.items() for name in (rule.replace("_", " "), *names)
}


def parse(text: str) -> tuple[str, ...]:
    """Rules typed as a list (« Bagarreurs Brutaux, Capitaine »); ``aucune`` / ``none`` / empty: none."""
    return check(typed.keys(text, _rule, "error.team_rules.unknown", width=60))


def _rule(name: str) -> str | None:
    """The rule a name stands for; what follows a parenthesis is left out (« Favori de (Khorne) »)."""
    return _BY_NAME.get(typed.fold(name.split("(")[0]))


def check(rules: Iterable[str]) -> tuple[str, ...]:
    """Known rule keys, once each, in the book's order; an unknown key is a :class:`DomainError`."""
    given = set(rules)
    unknown = sorted(given - set(TEAM_RULES))
    if unknown:
        raise DomainError("error.team_rules.unknown", value=", ".join(unknown)[:60])
    return tuple(rule for rule in TEAM_RULES if rule in given)


def spp_award(rules: Iterable[str], action: str, default: int) -> int:
    """The PSP an ``action`` earns a player of a team with ``rules`` (``default`` when no rule changes it)."""
    for rule in rules:
        override = SPP_OVERRIDES.get(rule, {})
        if action in override:
            return override[action]
    return default
