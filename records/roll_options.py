"""What a roll stores with it and reads back when one of its buttons is clicked: one typed schema.

A roll's options are stored flat, as JSON (``rolls.options``): who it names (``victim_id``…), its match, its cause,
what it follows (``after_block``, ``of_roll``…), the dice typed by hand, a block's strengths and typed skills, a
kick-off's teams; and the rules' inputs it was rolled with (``av``, ``mighty_blow``…), kept in :attr:`inputs`. Every
roll is written through :meth:`RollOptions.stored` (:func:`cogs.utils.rolling.perform`) and read back through
:meth:`RollOptions.read`, so a stored fact is one field here, never a string key read in a cog. Rows written before
this schema read the same: it is the same flat object.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from rules.codec import decode as load, encode as dump


@dataclass(frozen=True, slots=True)
class RollOptions:
    """A roll's stored options (``None``: not stored with this roll)."""

    # who and where
    victim_id: int | None = None
    attacker_id: int | None = None
    defender_id: int | None = None
    match_id: int | None = None
    team_id: int | None = None
    cause: str | None = None
    #: the dice typed by hand (``None``: the bot's dice)
    dice: str | None = None
    # the victim's traits an Apothicaire's roll needs again
    niggling: int | None = None
    decay: bool | None = None
    # what the roll follows
    after_block: int | None = None
    side: str | None = None
    after_kickoff: int | None = None
    victim: int | None = None
    of_roll: int | None = None
    apothecary: int | None = None
    keep: str | None = None
    dirty_player_applied: bool | None = None
    rerolled_from: int | None = None
    # a block
    attacker_st: int | None = None
    defender_st: int | None = None
    attacker_assists: int | None = None
    defender_assists: int | None = None
    blitz: bool | None = None
    multiple_block: bool | None = None
    attacker_skills: tuple[str, ...] | None = None
    defender_skills: tuple[str, ...] | None = None
    # a kick-off
    table: str | None = None
    kicking: tuple[int, ...] | None = None
    receiving: tuple[int, ...] | None = None
    turn: int | None = None
    from_match: bool | None = None
    team_ids: Mapping[str, int] | None = None
    # a Star Player or Mercenary of the pre-game, named (he is no league player): the block's sides, then the causer
    attacker_star: str | None = None
    attacker_star_team: int | None = None
    defender_star: str | None = None
    defender_star_team: int | None = None
    caused_by_name: str | None = None
    caused_by_team_id: int | None = None
    #: The rules' inputs the roll was made with (``av``, ``mighty_blow``…) and any other fact stored with it, by name.
    inputs: Mapping[str, Any] = field(default_factory=dict)

    @classmethod
    def read(cls, stored: Mapping[str, Any]) -> RollOptions:
        """The options as stored (a fact no field names goes to :attr:`inputs`)."""
        names = _names()
        typed = load(cls, {key: value for key, value in stored.items() if key in names})
        return dataclasses.replace(typed, inputs={k: v for k, v in stored.items() if k not in names})

    @classmethod
    def of(cls, values: Mapping[str, Any]) -> RollOptions:
        """Options from a mapping of facts by name (what a command gathers; ``None`` values are not stored)."""
        return cls.read({key: value for key, value in values.items() if value is not None})

    def stored(self) -> dict[str, Any]:
        """The flat JSON-able object stored with the roll (``None`` fields left out)."""
        out = dict(self.inputs)
        for name in _names():
            value = getattr(self, name)
            if value is not None:
                out[name] = dump(value)
        return out

    def but(self, **changes: Any) -> RollOptions:
        """These options with ``changes`` (a field set to ``None`` is no longer stored)."""
        names = _names()
        typed = {key: value for key, value in changes.items() if key in names}
        more = {key: value for key, value in changes.items() if key not in names}
        inputs = {k: v for k, v in {**self.inputs, **more}.items() if v is not None}
        return dataclasses.replace(self, **typed, inputs=inputs)

    @property
    def manual(self) -> bool:
        """The roll's dice were typed by hand (its follow-ups' dice are then typed too)."""
        return bool(self.dice)

    def given(self, keys: Iterable[str]) -> dict[str, Any]:
        """The stored facts among ``keys`` (rules' inputs passed again by name, a foul's for Joueur Déloyal)."""
        stored = self.stored()
        return {key: stored[key] for key in keys if key in stored}

    # a block's two sides
    def player_id(self, side: str) -> int | None:
        return self.attacker_id if side == "attacker" else self.defender_id

    def st(self, side: str) -> int | None:
        return self.attacker_st if side == "attacker" else self.defender_st

    def skills(self, side: str) -> tuple[str, ...]:
        return (self.attacker_skills if side == "attacker" else self.defender_skills) or ()

    def star(self, side: str) -> tuple[str | None, int | None]:
        """The Star Player (or Mercenary) named on a block's ``side``: his name and his team's id."""
        if side == "attacker":
            return self.attacker_star, self.attacker_star_team
        return self.defender_star, self.defender_star_team


@cache
def _names() -> frozenset[str]:
    return frozenset(f.name for f in dataclasses.fields(RollOptions) if f.name != "inputs")
