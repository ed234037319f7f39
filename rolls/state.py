"""The state a roll's buttons store, typed: the one choice made on a roll, and the follow-ups it had.

``roll_choices`` holds one row per roll (first click wins): the block die kept, or the die a skill re-rolled (the
block then is a new roll), the Apothicaire's result kept, Joueur Déloyal applied or not. Each is a dataclass, stored
as :mod:`rules.codec`'s JSON. Rows written before (issue 27) were text: ``"<die>"``, ``"<skill>:<die>"``
(``brawler:<die>`` whatever the skill before Haine and Pro had their own), ``first``/``second``, ``apply``/``leave``;
:func:`read_choice` reads them alike.

``roll_followups`` holds one row per (roll, purpose): its ``kind`` names the purpose (:func:`armour_kind`,
:func:`victim_kind`, :data:`BOTH_DOWN`) and is the row's key, so its text never changes.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, Literal, Protocol

from rules.codec import dumps, loads

if TYPE_CHECKING:
    from league.followups import ApothecaryRepository, Followup, FollowupRepository
    from league.matches import MatchRepository
    from league.players import PlayerRepository
    from league.rolls import ChoiceRepository, RollRepository
    from league.teams import TeamRepository


@dataclass(frozen=True, slots=True)
class KeptDie:
    """The block die a coach kept (``die``: its index among the block's dice)."""

    die: int


@dataclass(frozen=True, slots=True)
class Rerolled:
    """A block die re-rolled by ``skill`` (``brawler``, ``hatred``, ``pro``): the re-rolled block is a new roll, and
    no die of this one is kept."""

    skill: str
    die: int


@dataclass(frozen=True, slots=True)
class ApothecaryKept:
    """Which of the Apothicaire's two casualty results the owner kept."""

    keep: Literal["first", "second"]


@dataclass(frozen=True, slots=True)
class DirtyPlayerApplied:
    """The fouler's coach applied Joueur Déloyal's +1 to a foul's double, or left it off."""

    apply: bool


Choice = KeptDie | Rerolled | ApothecaryKept | DirtyPlayerApplied

#: The re-rolls of rows stored as text: every ``<skill>:<die>``.
_REROLL_SKILLS: Final = ("brawler", "hatred", "pro")


def write_choice(choice: Choice) -> str:
    """The ``roll_choices`` row's text for ``choice``."""
    return dumps(choice)


def read_choice(text: str) -> Choice:
    """A ``roll_choices`` row read back: JSON since issue 27, the earlier text forms alike."""
    if text.startswith("{"):
        found: Choice = loads(Choice, text)
        return found
    skill, colon, die = text.partition(":")
    if colon and skill in _REROLL_SKILLS and die.isdecimal():
        return Rerolled(skill, int(die))
    if text.isdecimal():
        return KeptDie(int(text))
    if text in ("first", "second"):
        return ApothecaryKept("first" if text == "first" else "second")
    if text in ("apply", "leave"):
        return DirtyPlayerApplied(text == "apply")
    raise ValueError(f"not a stored choice: {text!r}")


#: The follow-up row that says a kept Les Deux Plaqués was applied, and how (its ``choice``: a result key).
BOTH_DOWN: Final = "both_down"


def armour_kind(side: str) -> str:
    """The follow-up row of the armour roll of the player of ``side`` a block knocked down."""
    return f"armour:{side}"


def victim_kind(number: int) -> str:
    """The follow-up row of the injury roll of a kick-off's victim ``number``."""
    return f"victim:{number}"


def applied_way(done: Mapping[str, Followup], choices: tuple[str, ...]) -> str | None:
    """The way the kept Les Deux Plaqués was applied (a result key), ``None`` while it is not: the claim's own
    ``choice``; a block applied before the claim kept it (migration 0016) has a second row ``both_down:<n>``, ``n``
    its index in ``choices``."""
    claimed = done.get(BOTH_DOWN)
    if claimed is None or claimed.choice is not None:
        return None if claimed is None else claimed.choice
    earlier = next((kind for kind in done if kind.startswith(f"{BOTH_DOWN}:")), None)
    return None if earlier is None else choices[int(earlier.rsplit(":", 1)[1])]


class Store(Protocol):
    """The repositories the services read and claim in (the bot has them all)."""

    @property
    def rolls(self) -> RollRepository: ...
    @property
    def choices(self) -> ChoiceRepository: ...
    @property
    def followups(self) -> FollowupRepository: ...
    @property
    def apothecaries(self) -> ApothecaryRepository: ...
    @property
    def players(self) -> PlayerRepository: ...
    @property
    def matches(self) -> MatchRepository: ...
    @property
    def teams(self) -> TeamRepository: ...


async def choice_of(store: Store, guild_id: int, roll_id: int) -> Choice | None:
    """The choice made on a roll, typed (``None``: none yet)."""
    text = await store.choices.get(guild_id, roll_id)
    return None if text is None else read_choice(text)


async def choose(store: Store, guild_id: int, roll_id: int, user_id: int, choice: Choice) -> bool:
    """Make ``choice`` on the roll; ``False`` when a choice was made first (first click wins)."""
    return await store.choices.choose(guild_id=guild_id, roll_id=roll_id, user_id=user_id, choice=write_choice(choice))
