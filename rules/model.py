"""The result tree every roll returns.

A :class:`Step` is one table consulted: its dice, modifiers, total, the row it
matched and a stable outcome key (``injury.ko``, ``casualty.dead``). Steps nest
(armour → injury → casualty → séquelle → haine), so renderers and storage walk
one shape whatever was rolled. French words live in the catalogue, never here.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

from rules.codec import decode as load
from rules.dice import Die

if TYPE_CHECKING:
    from rules.payloads import Payload
    from rules.table import Row

P = TypeVar("P", bound="Payload")


@dataclass(frozen=True, slots=True)
class Modifier:
    """A named modifier added to a roll (``mod.mighty_blow`` +1, ``mod.assists`` -1)."""

    key: str
    value: int


@dataclass(frozen=True, slots=True)
class Step:
    """One roll on one table, with everything needed to show or replay it.

    ``kind`` names the table (``armour``, ``injury``); ``outcome`` is the
    catalogue key of the result; ``target`` is the number the total was
    compared with when there is one (AV, 4+ …); ``info`` carries small extra
    facts for the renderer (a chosen face, a square, a bracket). Two facts are
    read by every renderer: ``label``, the catalogue key the outcome is shown
    by when the step names it more closely than its key does, and ``terms``,
    facts that are themselves catalogue keys (a séquelle's name, a
    characteristic), read in the reader's language under the roll's ruleset.
    Readers outside the rules read ``info`` typed, through :meth:`payload`.
    """

    kind: str
    outcome: str
    dice: tuple[Die, ...] = ()
    modifiers: tuple[Modifier, ...] = ()
    total: int | None = None
    target: int | None = None
    row: str | None = None
    children: tuple[Step, ...] = ()
    info: Mapping[str, Any] = field(default_factory=dict)

    def walk(self) -> Iterator[Step]:
        """This step then every descendant, depth first."""
        yield self
        for child in self.children:
            yield from child.walk()

    def outcomes(self) -> list[str]:
        """Every outcome key in the tree, in order (stored with each roll)."""
        return [step.outcome for step in self.walk()]

    def all_dice(self) -> list[Die]:
        """Every die thrown in the tree, in order."""
        return [die for step in self.walk() for die in step.dice]

    def payload(self, cls: type[P]) -> P:
        """This step's ``info`` typed as ``cls`` (:mod:`rules.payloads`), which must type this step's kind: renderers
        and cogs read attributes, never ``info``'s keys."""
        if cls.KINDS and self.kind not in cls.KINDS:
            raise TypeError(f"{cls.__name__} types the steps {sorted(cls.KINDS)}, not {self.kind!r}")
        return load(cls, self.info)

    def find(self, kind: str) -> Step | None:
        """The first step of ``kind`` in the tree, if any."""
        return next((s for s in self.walk() if s.kind == kind), None)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-able form, for storage and golden tests.

        Whether a die was given by hand is left out on purpose: the same faces
        give the same tree, however they were thrown.
        """
        out: dict[str, Any] = {"kind": self.kind, "outcome": self.outcome}
        if self.dice:
            out["dice"] = [[d.sides, d.value] for d in self.dice]
        if self.modifiers:
            out["modifiers"] = [[m.key, m.value] for m in self.modifiers]
        for name in ("total", "target", "row"):
            if getattr(self, name) is not None:
                out[name] = getattr(self, name)
        if self.info:
            out["info"] = dict(self.info)
        if self.children:
            out["children"] = [c.to_dict() for c in self.children]
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Step:
        """Rebuild a stored step (a button pressed after a restart reads the roll back)."""
        return cls(
            kind=data["kind"],
            outcome=data["outcome"],
            dice=tuple(Die(sides, value) for sides, value in data.get("dice", ())),
            modifiers=tuple(Modifier(key, value) for key, value in data.get("modifiers", ())),
            total=data.get("total"),
            target=data.get("target"),
            row=data.get("row"),
            children=tuple(cls.from_dict(c) for c in data.get("children", ())),
            info=dict(data.get("info", {})),
        )


def table_step(kind: str, row: Row, rolled: tuple[Die, ...], label: str, **more: Any) -> Step:
    """Dice rolled on a table as a step: the outcome of the ``row`` their total landed in, and that row's ``label``
    (as the table prints it, :meth:`~rules.table.RangeTable.row_label`, or as the row reads, ``row.label``)."""
    return Step(kind, row.outcome, dice=rolled, total=sum(d.value for d in rolled), row=label, **more)


@dataclass(frozen=True, slots=True)
class PlayerEffect:
    """What a chain does to the player who suffered it.

    ``characteristic`` is the séquelle's characteristic (``MA``, ``ST``, ``AG``,
    ``PA``, ``AV``) when one is lost; ``hatred_candidates`` are the attacker's
    keywords a Haine (X) may name (empty when no Haine is gained).
    """

    out_for_match: bool = False
    miss_next_game: bool = False
    niggling: int = 0
    characteristic: str | None = None
    dead: bool = False
    hatred: bool = False
    hatred_candidates: tuple[str, ...] = ()
    sent_off: bool = False
    reserves: bool = False


@dataclass(frozen=True, slots=True)
class Result:
    """A whole roll: the tree, its effect on the player, and the ruleset used."""

    root: Step
    ruleset: str
    effect: PlayerEffect = PlayerEffect()

    def outcomes(self) -> list[str]:
        return self.root.outcomes()

    def to_dict(self) -> dict[str, Any]:
        return {"ruleset": self.ruleset, "root": self.root.to_dict(), "effect": _effect_dict(self.effect)}


def _effect_dict(effect: PlayerEffect) -> dict[str, Any]:
    return {
        name: (list(value) if isinstance(value, tuple) else value)
        for name in PlayerEffect.__slots__
        if (value := getattr(effect, name)) not in (False, 0, None, ())
    }
