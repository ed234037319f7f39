"""What the commissioner typed or chose during a post-match, and the functions that change it.

:class:`Inputs` is stored as JSON beside the sequence and replaced, never
mutated: each ``with_…`` function returns new inputs or raises a
:class:`~rules.errors.DomainError` the cog layer says in the reader's words.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from rules import injury
from rules.characteristics import CHARACTERISTICS
from rules.errors import DomainError
from rules.postmatch.rolls import MVP_NOMINEES
from rules.postmatch.snapshots import SIDES, CasualtySnap, PlayerSnap, Side

#: Advancements the post-match offers (a random skill needs the skill tables, which the bot does not hold).
ADVANCEMENT_KINDS: Final = ("characteristic", "chosen_primary", "chosen_secondary")
#: "A skill instead" of a rolled characteristic: its category.
SKILL_CATEGORIES: Final = ("primary", "secondary")
#: Casualty outcomes the commissioner may type for a casualty added in the post-match.
ADDED_OUTCOMES: Final = (*injury.CASUALTY.outcomes, injury.INJURY_BADLY_HURT)
CAUSES: Final = ("block", "foul", "crowd", "rock", "pitch_invasion", "other")
#: Most touchdowns, passes or interceptions one player can be given in one match (typo guard).
MAX_EVENTS: Final = 30
#: Longest skill name typed in a form.
MAX_SKILL_NAME: Final = 100


@dataclass(frozen=True, slots=True)
class AddedCasualty:
    key: str
    victim_id: int
    cause: str
    outcome: str | None = None
    caused_by_id: int | None = None

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


@dataclass(frozen=True, slots=True)
class AdvancementChoice:
    """One advancement: ``kind`` of :data:`ADVANCEMENT_KINDS`; ``choice`` a characteristic or a
    skill category taken instead of the rolled characteristic; ``skill`` the skill's name."""

    player_id: int
    kind: str
    choice: str | None = None
    skill: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


def _int_map(data: Mapping[str, Any] | None) -> dict[int, int]:
    return {int(k): int(v) for k, v in (data or {}).items() if int(v)}


@dataclass(frozen=True, slots=True)
class Inputs:
    """Everything typed or chosen during the sequence (stored as JSON, replaced, never mutated)."""

    concession: Side | None = None
    stalled: tuple[Side, ...] = ()
    score: tuple[int, int] | None = None
    added: tuple[AddedCasualty, ...] = ()
    next_added: int = 1
    hatred: Mapping[str, str] = field(default_factory=dict)
    touchdowns: Mapping[int, int] = field(default_factory=dict)
    completions: Mapping[int, int] = field(default_factory=dict)
    interceptions: Mapping[int, int] = field(default_factory=dict)
    spp_entered: tuple[Side, ...] = ()
    nominees: Mapping[str, tuple[int, ...]] = field(default_factory=dict)
    advancements: tuple[AdvancementChoice, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "concession": self.concession,
            "stalled": list(self.stalled),
            "score": list(self.score) if self.score else None,
            "added": [a.to_dict() for a in self.added],
            "next_added": self.next_added,
            "hatred": dict(self.hatred),
            "touchdowns": {str(k): v for k, v in self.touchdowns.items()},
            "completions": {str(k): v for k, v in self.completions.items()},
            "interceptions": {str(k): v for k, v in self.interceptions.items()},
            "spp_entered": list(self.spp_entered),
            "nominees": {k: list(v) for k, v in self.nominees.items()},
            "advancements": [a.to_dict() for a in self.advancements],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any] | None) -> Inputs:
        data = data or {}
        score = data.get("score")
        return cls(
            concession=data.get("concession"),
            stalled=tuple(data.get("stalled", ())),
            score=(int(score[0]), int(score[1])) if score else None,
            added=tuple(AddedCasualty(**a) for a in data.get("added", ())),
            next_added=int(data.get("next_added", 1)),
            hatred=dict(data.get("hatred", {})),
            touchdowns=_int_map(data.get("touchdowns")),
            completions=_int_map(data.get("completions")),
            interceptions=_int_map(data.get("interceptions")),
            spp_entered=tuple(data.get("spp_entered", ())),
            nominees={k: tuple(int(i) for i in v) for k, v in data.get("nominees", {}).items()},
            advancements=tuple(AdvancementChoice(**a) for a in data.get("advancements", ())),
        )


# --- changing the inputs (each returns new Inputs; French errors for bad values) ---------------------------


def _side(side: object) -> Side:
    if side == "home" or side == "away":
        return side
    raise DomainError("error.postmatch.side", side=str(side)[:20])


def with_concession(inputs: Inputs, side: str | None) -> Inputs:
    return dataclasses.replace(inputs, concession=None if side in (None, "none") else _side(side))


def with_stall_toggled(inputs: Inputs, side: str) -> Inputs:
    side = _side(side)
    stalled = tuple(s for s in SIDES if (s in inputs.stalled) != (s == side))
    return dataclasses.replace(inputs, stalled=stalled)


def with_score(inputs: Inputs, home: int, away: int) -> Inputs:
    for value in (home, away):
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 99:
            raise DomainError("error.postmatch.score", value=str(value)[:20])
    return dataclasses.replace(inputs, score=(home, away))


def with_added_casualty(
    inputs: Inputs, *, victim_id: int, cause: str, outcome: str | None, caused_by_id: int | None = None
) -> Inputs:
    """A casualty the commissioner adds here; ``outcome`` ``None``: the bot rolls its D16.

    Its key (``x<n>``) is never reused, so its dice can never serve another casualty.
    """
    if cause not in CAUSES:
        raise DomainError("error.postmatch.cause", cause=str(cause)[:30])
    if outcome is not None and outcome not in ADDED_OUTCOMES:
        raise DomainError("error.postmatch.outcome", outcome=str(outcome)[:40])
    if caused_by_id is not None and caused_by_id == victim_id:
        raise DomainError("error.postmatch.self_casualty")
    added = AddedCasualty(f"x{inputs.next_added}", victim_id, cause, outcome, caused_by_id)
    return dataclasses.replace(inputs, added=(*inputs.added, added), next_added=inputs.next_added + 1)


def without_added_casualty(inputs: Inputs, key: str) -> Inputs:
    return dataclasses.replace(inputs, added=tuple(a for a in inputs.added if a.key != key))


def with_hatred(inputs: Inputs, casualty_key: str, keyword: str) -> Inputs:
    return dataclasses.replace(inputs, hatred={**inputs.hatred, casualty_key: keyword})


def with_spp_events(
    inputs: Inputs,
    side: str,
    team_player_ids: Iterable[int],
    *,
    touchdowns: Iterable[int],
    completions: Iterable[int],
    interceptions: Iterable[int],
) -> Inputs:
    """Replace one team's touchdowns, passes and interceptions (lists of player ids, repeated per event)."""
    side = _side(side)
    mine = set(team_player_ids)

    def merge(old: Mapping[int, int], new: Iterable[int]) -> dict[int, int]:
        counts = {pid: n for pid, n in old.items() if pid not in mine}
        for pid in new:
            if pid not in mine:
                raise DomainError("error.postmatch.not_in_team", player_id=pid)
            counts[pid] = counts.get(pid, 0) + 1
            if counts[pid] > MAX_EVENTS:
                raise DomainError("error.postmatch.too_many_events", most=MAX_EVENTS)
        return counts

    return dataclasses.replace(
        inputs,
        touchdowns=merge(inputs.touchdowns, touchdowns),
        completions=merge(inputs.completions, completions),
        interceptions=merge(inputs.interceptions, interceptions),
        spp_entered=tuple(s for s in SIDES if s in inputs.spp_entered or s == side),
    )


def with_nominees(inputs: Inputs, side: str, player_ids: Iterable[int]) -> Inputs:
    ids = tuple(dict.fromkeys(player_ids))
    if len(ids) > MVP_NOMINEES:
        raise DomainError("error.postmatch.too_many_nominees", most=MVP_NOMINEES)
    return dataclasses.replace(inputs, nominees={**inputs.nominees, _side(side): ids})


def with_advancement(inputs: Inputs, player_id: int, kind: str | None, skill: str | None = None) -> Inputs:
    """Set (or, with ``kind`` ``None``, remove) the advancement of one player (one per player and match)."""
    rest = tuple(a for a in inputs.advancements if a.player_id != player_id)
    if kind is None:
        return dataclasses.replace(inputs, advancements=rest)
    if kind not in ADVANCEMENT_KINDS:
        raise DomainError("error.postmatch.advancement_kind", kind=str(kind)[:30])
    skill = (skill or "").strip() or None
    if skill is not None and len(skill) > MAX_SKILL_NAME:
        raise DomainError("error.postmatch.skill_too_long", most=MAX_SKILL_NAME)
    return dataclasses.replace(inputs, advancements=(*rest, AdvancementChoice(player_id, kind, None, skill)))


def with_advancement_choice(inputs: Inputs, player_id: int, choice: str, skill: str | None = None) -> Inputs:
    """The characteristic taken after the D8, or a skill category taken instead (with its name)."""
    if choice not in (*CHARACTERISTICS, *SKILL_CATEGORIES):
        raise DomainError("error.postmatch.advancement_choice", choice=str(choice)[:30])
    out = []
    found = False
    for adv in inputs.advancements:
        if adv.player_id == player_id:
            found = True
            name = (skill or "").strip() or adv.skill
            adv = dataclasses.replace(adv, choice=choice, skill=name if choice in SKILL_CATEGORIES else adv.skill)
        out.append(adv)
    if not found:
        raise DomainError("error.postmatch.no_advancement")
    return dataclasses.replace(inputs, advancements=tuple(out))


_TOKEN = re.compile(r"^#?(\d{1,2})(?:[x×*](\d{1,2}))?$")


def parse_numbers(text: str | None) -> list[int]:
    """Shirt numbers, one per event: ``"7 7 3"`` or ``"7x2, 3"`` → ``[7, 7, 3]``."""
    out: list[int] = []
    for token in re.split(r"[\s,;]+", (text or "").strip().lower()):
        if not token:
            continue
        found = _TOKEN.match(token)
        if found is None:
            raise DomainError("error.postmatch.not_a_number", token=token[:20])
        out += [int(found[1])] * int(found[2] or 1)
    return out


def parse_hand_dice(text: str | None) -> list[int]:
    """Dice typed by hand, in order: ``"4 5 12"``."""
    values = re.split(r"[\s,;]+", (text or "").strip())
    if not values or not all(v.isdigit() and len(v) <= 2 for v in values):
        raise DomainError("error.postmatch.hand_dice")
    return [int(v) for v in values]


def added_casualties(inputs: Inputs, players: Mapping[int, PlayerSnap]) -> list[CasualtySnap]:
    """The casualties typed in the post-match, as the plan reads them (the causer's team from the causer)."""
    out = []
    for a in inputs.added:
        causer = players.get(a.caused_by_id) if a.caused_by_id is not None else None
        out.append(
            CasualtySnap(
                key=a.key,
                victim_id=a.victim_id,
                cause=a.cause,
                outcome=a.outcome,
                caused_by_id=a.caused_by_id,
                caused_by_team_id=causer.team_id if causer is not None else None,
            )
        )
    return out
