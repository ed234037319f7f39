"""What Confirm writes, as typed values: ``league`` applies them, the preview and its fingerprint read them.

A field left ``None`` is not changed. The fingerprint (:meth:`Changes.digest`)
covers every value and every die read, so the Confirm button can prove that
what is written is what the preview showed.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from typing import Any

from rules.characteristics import Profile
from rules.postmatch.inputs import Recruit
from rules.postmatch.snapshots import CasualtyFacts, PlayerSnap, Side

#: Dice read per slot: ``(sides, value)`` in the order thrown.
DiceRead = Mapping[str, tuple[tuple[int, int], ...]]


def _plain(value: Any) -> Any:
    """JSON-able form of a change's value (profiles and mappings included)."""
    if isinstance(value, Profile):
        return [value.ma, value.st, value.ag, value.pa, value.av]
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in sorted(value.items())}
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return value


def _json(obj: Any) -> dict[str, Any]:
    return {f.name: _plain(getattr(obj, f.name)) for f in fields(obj) if getattr(obj, f.name) is not None}


@dataclass(frozen=True, slots=True)
class MatchChange:
    """The score written on the match (corrected or after a concession); the match becomes applied.

    ``conceded``: the side that conceded, kept on the match for the league table.
    """

    match_id: int
    home_score: int
    away_score: int
    conceded: Side | None = None


@dataclass(frozen=True, slots=True)
class TeamChange:
    team_id: int
    treasury: int | None = None
    dedicated_fans: int | None = None
    rerolls: int | None = None
    cheerleaders: int | None = None
    assistant_coaches: int | None = None
    apothecary: bool | None = None
    #: The roster's re-roll price, typed to buy one for a team that had none: team value counts re-rolls at it.
    reroll_cost: int | None = None

    def updates(self) -> dict[str, Any]:
        """The changed team fields by name (``records.models.TEAM_FIELDS``)."""
        return _changed(self)


@dataclass(frozen=True, slots=True)
class PlayerChange:
    """The fields of one player that differ after the plan (``None``: unchanged)."""

    player_id: int
    profile: Profile | None = None
    improvements: Mapping[str, int] | None = None
    skills: tuple[str, ...] | None = None
    gained_hatreds: tuple[str, ...] | None = None
    spp: int | None = None
    niggling: int | None = None
    miss_next_game: bool | None = None
    value: int | None = None
    advancements: int | None = None
    status: str | None = None
    journeyman: bool | None = None
    temporarily_retired: bool | None = None

    @classmethod
    def between(cls, before: PlayerSnap, after: PlayerSnap) -> PlayerChange | None:
        """The change from ``before`` to ``after``, or ``None`` when nothing differs."""
        changed: dict[str, Any] = {}
        for name in _changeable(cls):
            old, new = getattr(before, name), getattr(after, name)
            if name == "improvements":
                old, new = dict(old), dict(new)
                if {k: v for k, v in old.items() if v} == {k: v for k, v in new.items() if v}:
                    continue
            if old != new:
                changed[name] = dict(new) if name == "improvements" else new
        return cls(before.id, **changed) if changed else None

    def updates(self) -> dict[str, Any]:
        """The changed fields by name (``records.models.PLAYER_FIELDS``)."""
        return _changed(self)


@dataclass(frozen=True, slots=True)
class CasualtyFix:
    """A recorded casualty corrected by the post-match (``None``: unchanged): its Séquelle's characteristic
    (re-rolled at its minimum in ``ligue``), its cause (given here when the roll did not say it)."""

    casualty_id: int
    sequelle: str | None = None
    cause: str | None = None
    #: ``True``: the Séquelle recorded lowers nothing (its characteristic was at its minimum; ``bb2025``, or no
    #: characteristic left to re-roll to in ``ligue``), so the record keeps none — else a season end would take
    #: back, for a Temporarily Retiring player, a reduction he never had.
    sequelle_dropped: bool | None = None

    def updates(self) -> dict[str, Any]:
        """The corrected fields by name (``league.casualties.CASUALTY_FIELDS``)."""
        changed = _changed(self)
        if changed.pop("sequelle_dropped", None):
            changed["sequelle"] = None
        return changed


_Change = TeamChange | PlayerChange | CasualtyFix


def _changeable(change: type[_Change]) -> tuple[str, ...]:
    """The fields a change may carry, in their order (all but the first, the id of what changes)."""
    return tuple(f.name for f in fields(change)[1:])


def _changed(change: _Change) -> dict[str, Any]:
    """The fields a change carries (``None``: unchanged), by name."""
    values = ((name, getattr(change, name)) for name in _changeable(type(change)))
    return {name: value for name, value in values if value is not None}


@dataclass(frozen=True, slots=True, kw_only=True)
class NewCasualty(CasualtyFacts):
    """A casualty typed in the post-match, recorded at Confirm (with the roll of its D16 if the bot threw it):
    its outcome is known by then."""

    outcome: str
    roll_slot: str | None = None
    #: Of the kind that earns casualty SPP: counted in the league table (``Changes.spp_earning``).
    earns_spp: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class NewPlayer(Recruit):
    """A player bought in the hiring step, written after the players who leave (their numbers are free then): his
    team and the value he is written with."""

    team_id: int
    value: int
    #: His position's skill categories, those of a team-mate of the same position (empty when none has them).
    primary: tuple[str, ...] = ()
    secondary: tuple[str, ...] = ()
    #: His position's skills, those of a never-advanced team-mate of the same position, and its keywords.
    skills: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Changes:
    """Every write of one post-match: the match, teams, players and casualty records."""

    match: MatchChange
    teams: tuple[TeamChange, ...] = ()
    players: tuple[PlayerChange, ...] = ()
    applied: tuple[int, ...] = ()
    #: The applied records of the kind that earns casualty SPP (postgame-reference §9): the book's « casualties
    #: caused », which the league table counts; the others are applied all the same.
    spp_earning: tuple[int, ...] = ()
    fixes: tuple[CasualtyFix, ...] = ()
    added: tuple[NewCasualty, ...] = ()
    removed: tuple[int, ...] = ()
    new_players: tuple[NewPlayer, ...] = ()
    dice: DiceRead = field(default_factory=dict)

    def team(self, team_id: int) -> TeamChange | None:
        return next((c for c in self.teams if c.team_id == team_id), None)

    def player(self, player_id: int) -> PlayerChange | None:
        return next((c for c in self.players if c.player_id == player_id), None)

    def to_json(self) -> dict[str, Any]:
        """Plain data (stored beside the sequence, and what the fingerprint covers)."""
        return {
            "match": _json(self.match),
            "teams": [_json(c) for c in self.teams],
            "players": [_json(c) for c in self.players],
            "applied": list(self.applied),
            "spp_earning": list(self.spp_earning),
            "fixes": [_json(c) for c in self.fixes],
            "added": [_json(c) for c in self.added],
            "removed": list(self.removed),
            "new_players": [_json(c) for c in self.new_players],
            "dice": {k: [list(d) for d in v] for k, v in sorted(self.dice.items())},
        }

    def digest(self) -> str:
        return digest(self.to_json())


@dataclass(frozen=True, slots=True)
class SeasonChanges:
    """Every write of a season end: players, and the séquelles a Temporarily Retiring player took back
    (``restored``: their casualty ids, so they are never rolled again)."""

    players: tuple[PlayerChange, ...] = ()
    dice: DiceRead = field(default_factory=dict)
    restored: tuple[int, ...] = ()

    def player(self, player_id: int) -> PlayerChange | None:
        return next((c for c in self.players if c.player_id == player_id), None)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "players": [_json(c) for c in self.players],
            "dice": {k: [list(d) for d in v] for k, v in sorted(self.dice.items())},
        }
        if self.restored:  # absent when empty: an earlier preview's fingerprint stays valid
            out["restored"] = list(self.restored)
        return out

    def digest(self) -> str:
        return digest(self.to_json())


def digest(data: Mapping[str, Any]) -> str:
    """A short fingerprint of plain data (the Confirm button carries it)."""
    blob = json.dumps(data, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(blob.encode()).hexdigest()[:16]
