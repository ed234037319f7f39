"""What a :class:`~rules.model.Step`'s ``info`` carries, typed per step kind (as avrae/d20 types its node tree).

The tree keeps ``info`` as the plain facts it is stored with (a roll read back from the database, the golden
trees); a reader asks a step for its payload, ``step.payload(BlockResolution)``, and reads attributes, never
string keys. Each payload names the step kinds it types (``KINDS``; :class:`Facts`, the facts every renderer reads,
fits every step); :mod:`rules.codec` builds it from the facts, so adding a fact is one field here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import ClassVar


class Payload:
    """A step's typed facts; ``KINDS``: the step kinds it types (empty: any step)."""

    __slots__ = ()
    KINDS: ClassVar[frozenset[str]] = frozenset()


@dataclass(frozen=True, slots=True)
class Facts(Payload):
    """What every renderer reads on any step: the label it is shown by, when it names the outcome more closely
    (``label``, its ``terms`` catalogue keys too), its detail line and notes, the kick-off team it concerns, the
    injury table used, the armour facts said under it."""

    label: str | None = None
    terms: Mapping[str, str] = field(default_factory=dict)
    detail: str | None = None
    notes: tuple[str, ...] = ()
    team: str | None = None
    table: str | None = None
    iron_hard_skin: bool = False
    foul: bool = False
    broken_by: str | None = None
    at_minimum: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class BlockRoot(Payload):
    """A block: the dice rolled and who chooses (``choice``: the coach picks a die)."""

    KINDS: ClassVar[frozenset[str]] = frozenset({"block"})
    count: int = 1
    chooser: str = "attacker"
    choice: bool = False
    suggested: int | None = None


@dataclass(frozen=True, slots=True)
class BlockFace(Payload):
    """One block die: its face, and the skill that may re-roll it (Bagarreur, Haine (X), Pro)."""

    KINDS: ClassVar[frozenset[str]] = frozenset({"block.face"})
    face: str = ""
    brawler: bool = False
    hatred: bool = False
    pro: bool = False
    rerolled_from: str | None = None


@dataclass(frozen=True, slots=True)
class BlockResolution(Payload):
    """What a kept face does: who falls, who rolls armour (``armour``: the sides), the push and its template, the
    ways to apply a Les Deux Plaqués the coaches choose between (``choices``, empty once chosen)."""

    KINDS: ClassVar[frozenset[str]] = frozenset({"block.resolution"})
    face: str = ""
    falls: str = "none"
    pushed: bool = False
    follow_up: bool = False
    any_square: bool = False
    armour: tuple[str, ...] = ()
    prone: bool = False
    turnover: bool = False
    notes: tuple[str, ...] = ()
    choices: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class KickTeamFacts:
    """A kick-off team as the kick-off used it (``name``: the match's team, when it was played in one)."""

    fan_factor: int = 0
    cheerleaders: int = 0
    assistants: int = 0
    name: str | None = None


@dataclass(frozen=True, slots=True)
class KickoffVictim:
    """A player a rock or a pitch invasion hits: his number in the kick-off, his team's side, the cause."""

    number: int
    team: str
    cause: str


@dataclass(frozen=True, slots=True)
class KickoffRoot(Payload):
    """A whole kick-off: its table and event, the two teams, and the victims it names (rolled from buttons)."""

    KINDS: ClassVar[frozenset[str]] = frozenset({"kickoff"})
    table: str = ""
    event: str = ""
    half_ended: bool = False
    kicking: KickTeamFacts = KickTeamFacts()
    receiving: KickTeamFacts = KickTeamFacts()
    turn: int | None = None
    victims: tuple[KickoffVictim, ...] = ()

    def team(self, side: str) -> KickTeamFacts:
        return self.kicking if side == "kicking" else self.receiving

    def victim(self, number: int) -> KickoffVictim | None:
        return next((v for v in self.victims if v.number == number), None)


@dataclass(frozen=True, slots=True)
class BallMove(Payload):
    """The ball moved in one direction (a D8 direction, or a throw-in's template) over ``distance`` squares."""

    KINDS: ClassVar[frozenset[str]] = frozenset({"scatter", "bounce", "throw_in"})
    direction: int | str = 0
    distance: int = 0


@dataclass(frozen=True, slots=True)
class ScatterMoves(Payload):
    """A Scatter (N): the D8 directions, one square each."""

    KINDS: ClassVar[frozenset[str]] = frozenset({"scatter_moves"})
    directions: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Apothecary(Payload):
    """The Apothicaire on a casualty: the two results the owner keeps one of (``first``, ``second``), then which."""

    KINDS: ClassVar[frozenset[str]] = frozenset({"apothecary"})
    first: str | None = None
    second: str | None = None
    kept: str | None = None
    crowd: bool = False

    def result(self, keep: str) -> str | None:
        """The casualty result ``keep`` names (``first`` or ``second``)."""
        return self.first if keep == "first" else self.second if keep == "second" else None


@dataclass(frozen=True, slots=True)
class Mvp(Payload):
    """The post-match's Most Valuable Player: the player chosen among the nominees."""

    KINDS: ClassVar[frozenset[str]] = frozenset({"mvp"})
    player_id: int | None = None
    nominees: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class SkillDraw(Payload):
    """A random skill drawn (``held``: the player has it already; ``unusable``: not for this player)."""

    KINDS: ClassVar[frozenset[str]] = frozenset({"skill_draw"})
    held: bool = False
    unusable: bool = False
    category: str | None = None


@dataclass(frozen=True, slots=True)
class Winnings(Payload):
    """An unplayed fixture's winnings."""

    KINDS: ClassVar[frozenset[str]] = frozenset({"winnings"})
    gold: int = 0
