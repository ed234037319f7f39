"""The post-match sequence as one pure computation: inputs + dice → every change (the plan).

Why a plan: the commissioner walks the steps one screen at a time, the bot may
restart half-way, and Confirm must write exactly what the preview showed. So
nothing is applied step by step: every screen recomputes the whole plan from
the stored inputs and the stored dice, and ``league.postmatch`` writes
``plan.changes`` in one transaction.

Dice live in *slots* (``fans:12:win``, ``sequelle:c7``). A slot's key names
everything that decides which dice it throws, so the same question always reads
the same dice, whatever was changed elsewhere. A slot without its dice is
listed in ``plan.pending`` with the function that rolls it; the caller rolls it
with the bot's dice or with dice typed by hand, stores the faces, and the next
plan reads them back (:class:`SlotDice`).

Order (docs/rules.md, BB2025 for both rulesets): outcome and winnings → Fans Dévoués
→ casualties → PSP and Joueur du Match → advancements → expensive mistakes →
next match (a conceding team's veterans with 3+ advancements quit on 1-3,
postgame-reference §8). Settled silences: X3, X4, X8, X11, X17 (see the functions below).
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import json
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, Literal

from rules import injury, postgame
from rules.advancement import AdvancementResult, roll_advancement, spp_cost, value_increase
from rules.characteristics import CHARACTERISTICS, Profile, can_reduce, improve, reduce
from rules.dice import Dice, Die
from rules.model import Modifier, Result, Step
from rules.ruleset import Ruleset
from rules.treasury import TreasuryResult, bracket_index, roll_expensive_mistakes

Side = Literal["home", "away"]
SIDES: Final[tuple[Side, Side]] = ("home", "away")
STEPS: Final = ("outcome", "fans", "casualties", "spp", "advancements", "mistakes", "next", "preview")

#: Advancements the sequence offers (a random skill needs the skill tables, which the bot does not hold).
ADVANCEMENT_KINDS: Final = ("characteristic", "chosen_primary", "chosen_secondary")
#: "A skill instead" of a rolled characteristic: its category.
SKILL_CATEGORIES: Final = ("primary", "secondary")
#: Casualty outcomes the commissioner may type for a casualty added in the sequence.
ADDED_OUTCOMES: Final = (*injury.CASUALTY.outcomes, injury.INJURY_BADLY_HURT)
CAUSES: Final = ("block", "foul", "crowd", "rock", "pitch_invasion", "other")
#: After a concession, each conceding player with this many advancements or more may quit (D6 1-3).
VETERAN_ADVANCEMENTS: Final = 3
#: Most touchdowns, passes or interceptions one player can be given in one match (typo guard).
MAX_EVENTS: Final = 30

_REVANCHE_DECIDED: Final = (injury.HATRED_GAINED, injury.HATRED_NOT_GAINED)


class SequenceError(ValueError):
    """Input the sequence refuses; the message is French and shown as is."""


# --- dice kept per slot -------------------------------------------------------------------------------


class MissingDice(Exception):
    """A slot needs more dice than are stored (and none may be rolled here)."""


class StaleSlot(Exception):
    """The stored dice of a slot are not the dice it throws (never expected; the slot is rolled afresh)."""


class SlotDice(Dice):
    """The stored dice of a slot first (sides checked), then dice from ``source``.

    Without a source a missing die raises :class:`MissingDice`: that is how the
    plan learns a slot still has to be rolled.
    """

    def __init__(self, stored: Iterable[Sequence[int]] = (), source: Dice | None = None) -> None:
        super().__init__(manual_only=True)
        self._stored = [(int(d[0]), int(d[1]), bool(d[2]) if len(d) > 2 else False) for d in stored]
        self._source = source

    def roll(self, sides: int) -> Die:
        index = len(self.thrown)
        if index < len(self._stored):
            stored_sides, value, manual = self._stored[index]
            if stored_sides != sides:
                raise StaleSlot(f"D{stored_sides} stored where a D{sides} is thrown")
            die = Die(sides, value, manual)
        elif self._source is None:
            raise MissingDice
        else:
            die = self._source.roll(sides)
        self.thrown.append(die)
        return die


def faces(dice: Iterable[Die]) -> list[list[int]]:
    """Dice as stored in a sequence: ``[sides, value, manual]``."""
    return [[d.sides, d.value, int(d.manual)] for d in dice]


RollFn = Callable[[Dice], Result]


@dataclass(frozen=True, slots=True)
class Slot:
    """A roll the plan needs: its key, its step, what it is (catalogue key + facts) and how to roll it."""

    key: str
    step: str
    what: str
    facts: Mapping[str, Any]
    roll: RollFn
    stale: bool = False
    stored: tuple[tuple[int, ...], ...] = ()


class _Probe(Dice):
    """Records the sides of the first die asked for, then stops the roll."""

    def __init__(self) -> None:
        super().__init__(manual_only=True)
        self.sides = 0

    def roll(self, sides: int) -> Die:
        self.sides = sides
        raise MissingDice


def first_die(slot: Slot) -> int:
    """The sides of the next die a pending slot throws (to tell a person rolling by hand)."""
    probe = _Probe()
    with contextlib.suppress(MissingDice, StaleSlot):
        slot.roll(SlotDice(() if slot.stale else slot.stored, probe))
    return probe.sides


# --- the league as the plan sees it ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TeamSnap:
    id: int
    name: str
    coach_id: int
    treasury: int
    dedicated_fans: int
    apothecary: bool = False


@dataclass(frozen=True, slots=True)
class PlayerSnap:
    """A player's columns the sequence may change, before or after it."""

    id: int
    team_id: int
    number: int
    name: str
    profile: Profile
    keywords: tuple[str, ...] = ()
    skills: tuple[str, ...] = ()
    gained_hatreds: tuple[str, ...] = ()
    spp: int = 0
    niggling: int = 0
    miss_next_game: bool = False
    improvements: Mapping[str, int] = field(default_factory=dict)
    value: int | None = None
    advancements: int = 0
    status: str = "active"

    @property
    def alive(self) -> bool:
        return self.status != "dead"

    def columns(self) -> dict[str, Any]:
        """The stored columns (JSON-able) of what a sequence may change."""
        out: dict[str, Any] = {c.lower(): self.profile.get(c) for c in CHARACTERISTICS}
        out.update(
            spp=self.spp,
            niggling=self.niggling,
            miss_next_game=self.miss_next_game,
            gained_hatreds=list(self.gained_hatreds),
            skills=list(self.skills),
            value=self.value,
            advancements=self.advancements,
            status=self.status,
        )
        for char in CHARACTERISTICS:
            out[f"imp_{char.lower()}"] = int(self.improvements.get(char, 0))
        return out


@dataclass(frozen=True, slots=True)
class MatchSnap:
    id: int
    home: TeamSnap
    away: TeamSnap
    home_score: int
    away_score: int
    home_fp: int | None = None
    away_fp: int | None = None

    def team(self, side: Side) -> TeamSnap:
        return self.home if side == "home" else self.away

    def side_of(self, team_id: int | None) -> Side | None:
        if team_id == self.home.id:
            return "home"
        if team_id == self.away.id:
            return "away"
        return None


@dataclass(frozen=True, slots=True)
class CasualtySnap:
    """A casualty to apply: recorded in the match (``c<id>``) or added in the sequence (``x<n>``).

    ``outcome`` ``None``: an added casualty whose D16 the sequence rolls.
    ``prior_lasting`` / ``prior_hatred``: what the recorded roll already decided
    (a séquelle outcome, ``hatred.gained`` / ``hatred.not_gained``), so no die is thrown twice.
    """

    key: str
    victim_id: int
    cause: str
    outcome: str | None
    casualty_id: int | None = None
    caused_by_id: int | None = None
    caused_by_team_id: int | None = None
    sequelle: str | None = None
    hatred_candidates: tuple[str, ...] = ()
    prior_lasting: str | None = None
    prior_hatred: str | None = None


# --- what the commissioner typed --------------------------------------------------------------------------


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
    if side not in SIDES:
        raise SequenceError(f"Côté inconnu : {side!r}.")
    return side  # type: ignore[return-value]


def with_concession(inputs: Inputs, side: str | None) -> Inputs:
    return dataclasses.replace(inputs, concession=None if side in (None, "none") else _side(side))


def with_stall_toggled(inputs: Inputs, side: str) -> Inputs:
    side = _side(side)
    stalled = tuple(s for s in SIDES if (s in inputs.stalled) != (s == side))
    return dataclasses.replace(inputs, stalled=stalled)


def with_score(inputs: Inputs, home: int, away: int) -> Inputs:
    for value in (home, away):
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 99:
            raise SequenceError(f"Un score va de 0 à 99 (reçu : {value!r}).")
    return dataclasses.replace(inputs, score=(home, away))


def with_added_casualty(
    inputs: Inputs, *, victim_id: int, cause: str, outcome: str | None, caused_by_id: int | None = None
) -> Inputs:
    """A casualty the commissioner adds here; ``outcome`` ``None``: the bot rolls its D16.

    Its key (``x<n>``) is never reused, so its dice can never serve another casualty.
    """
    if cause not in CAUSES:
        raise SequenceError(f"Cause inconnue : {cause!r}.")
    if outcome is not None and outcome not in ADDED_OUTCOMES:
        raise SequenceError(f"Résultat inconnu : {outcome!r}.")
    if caused_by_id is not None and caused_by_id == victim_id:
        raise SequenceError("Un joueur ne peut pas être l’auteur de sa propre blessure.")
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
                raise SequenceError(f"Le joueur n° {pid} ne joue pas dans cette équipe.")
            counts[pid] = counts.get(pid, 0) + 1
            if counts[pid] > MAX_EVENTS:
                raise SequenceError(f"Plus de {MAX_EVENTS} actions pour un seul joueur : vérifiez la saisie.")
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
    if len(ids) > postgame.MVP_NOMINEES:
        raise SequenceError(f"{postgame.MVP_NOMINEES} nommés au plus pour le Joueur du Match.")
    return dataclasses.replace(inputs, nominees={**inputs.nominees, _side(side): ids})


def with_advancement(inputs: Inputs, player_id: int, kind: str | None, skill: str | None = None) -> Inputs:
    """Set (or, with ``kind`` ``None``, remove) the advancement of one player (one per player and match)."""
    rest = tuple(a for a in inputs.advancements if a.player_id != player_id)
    if kind is None:
        return dataclasses.replace(inputs, advancements=rest)
    if kind not in ADVANCEMENT_KINDS:
        raise SequenceError(f"Type de progression inconnu : {kind!r}.")
    skill = (skill or "").strip() or None
    if skill is not None and len(skill) > 100:
        raise SequenceError("Le nom de la compétence fait 100 caractères au plus.")
    return dataclasses.replace(inputs, advancements=(*rest, AdvancementChoice(player_id, kind, None, skill)))


def with_advancement_choice(inputs: Inputs, player_id: int, choice: str, skill: str | None = None) -> Inputs:
    """The characteristic taken after the D8, or a skill category taken instead (with its name)."""
    if choice not in (*CHARACTERISTICS, *SKILL_CATEGORIES):
        raise SequenceError(f"Choix inconnu : {choice!r}.")
    out = []
    found = False
    for adv in inputs.advancements:
        if adv.player_id == player_id:
            found = True
            name = (skill or "").strip() or adv.skill
            adv = dataclasses.replace(adv, choice=choice, skill=name if choice in SKILL_CATEGORIES else adv.skill)
        out.append(adv)
    if not found:
        raise SequenceError("Ce joueur n’a pas de progression en cours dans cet après-match.")
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
            raise SequenceError(f"« {token[:20]} » n’est pas un numéro de joueur (ex. « 7 7 3 » ou « 7x2 3 »).")
        out += [int(found[1])] * int(found[2] or 1)
    return out


def parse_hand_dice(text: str | None) -> list[int]:
    """Dice typed by hand, in order: ``"4 5 12"``."""
    values = re.split(r"[\s,;]+", (text or "").strip())
    if not values or not all(v.isdigit() and len(v) <= 2 for v in values):
        raise SequenceError("Dés à la main : des nombres séparés par des espaces, par exemple « 4 5 ».")
    return [int(v) for v in values]


# --- the plan -------------------------------------------------------------------------------------------


@dataclass(slots=True)
class TeamPlan:
    side: Side
    team: TeamSnap
    score_for: int
    score_against: int
    outcome: postgame.Outcome
    conceded: bool
    stalled: bool
    fp: int | None = None
    fp_roll: Result | None = None
    fan_attendance: int | None = None
    winnings: postgame.Winnings | None = None
    fans: Result | None = None
    dedicated_fans_after: int | None = None
    nominees: tuple[int, ...] = ()
    mvp: list[Result] = field(default_factory=list)
    mvp_count: int = 1
    treasury_after_winnings: int | None = None
    mistakes: TreasuryResult | None = None
    treasury_after: int | None = None


@dataclass(slots=True)
class CasualtyPlan:
    snap: CasualtySnap
    victim: PlayerSnap | None
    causer: PlayerSnap | None
    outcome: str | None = None
    d16: Result | None = None
    lasting: str | None = None
    lasting_roll: Result | None = None
    characteristic: str | None = None
    hatred: str | None = None
    hatred_roll: Result | None = None
    candidates: tuple[str, ...] = ()
    hatred_x: str | None = None
    spp_to: int | None = None

    @property
    def key(self) -> str:
        return self.snap.key

    @property
    def needs_choice(self) -> bool:
        return self.hatred == injury.HATRED_GAINED and self.hatred_x is None


@dataclass(slots=True)
class AdvancementPlan:
    choice: AdvancementChoice
    player: PlayerSnap | None
    number: int = 0
    cost: int = 0
    roll: AdvancementResult | None = None
    characteristic: str | None = None
    skill: str | None = None
    category: str | None = None
    value_increase: int = 0
    problem: str | None = None


@dataclass(slots=True)
class PlayerPlan:
    before: PlayerSnap
    after: PlayerSnap
    spp: dict[str, int] = field(default_factory=dict)

    @property
    def spp_gained(self) -> int:
        return sum(self.spp.values())


@dataclass(frozen=True, slots=True)
class Missing:
    """What blocks the next step or the confirmation: a catalogue key and its facts."""

    step: str
    key: str
    facts: Mapping[str, Any] = field(default_factory=dict)


@dataclass(slots=True)
class Plan:
    ruleset: str
    match: MatchSnap
    teams: dict[Side, TeamPlan]
    casualties: list[CasualtyPlan]
    advancements: list[AdvancementPlan]
    players: dict[int, PlayerPlan]
    rpm_cleared: list[PlayerSnap]
    veterans: list[tuple[PlayerSnap, Result | None]]
    eligible_mvp: dict[Side, list[PlayerSnap]]
    can_advance: dict[Side, list[PlayerSnap]]
    pending: list[Slot]
    missing: list[Missing]
    notes: list[Missing]
    rolls: dict[str, Result]
    changes: dict[str, Any] = field(default_factory=dict)

    @property
    def complete(self) -> bool:
        return not self.pending and not self.missing

    def blockers(self, step: str) -> list[Missing]:
        """What keeps ``step`` from being left: its dice to roll and its missing choices."""
        rolls = [Missing(s.step, "pm.missing.roll", {"what": s.what, **s.facts}) for s in self.pending]
        return [m for m in (*rolls, *self.missing) if m.step == step]

    def pending_for(self, step: str) -> list[Slot]:
        return [s for s in self.pending if s.step == step]

    def first_blocked_step(self) -> str | None:
        for step in STEPS:
            if self.blockers(step):
                return step
        return None

    def digest(self) -> str:
        """A short fingerprint of what Confirm would write (the Confirm button carries it)."""
        blob = json.dumps(self.changes, sort_keys=True, ensure_ascii=False, default=str)
        return hashlib.sha256(blob.encode()).hexdigest()[:16]

    def player(self, player_id: int) -> PlayerSnap | None:
        found = self.players.get(player_id)
        return None if found is None else found.before


# --- building it -----------------------------------------------------------------------------------------


class _Builder:
    """One evaluation of the plan; ``slot`` reads stored dice or records the slot as pending."""

    def __init__(self, dice: Mapping[str, Sequence[Sequence[int]]]) -> None:
        self.dice = dice
        self.pending: list[Slot] = []
        self.rolls: dict[str, Result] = {}

    def slot(self, key: str, step: str, what: str, facts: Mapping[str, Any], roll: RollFn) -> Result | None:
        stored = self.dice.get(key)
        if stored:
            try:
                result = roll(SlotDice(stored))
            except MissingDice:
                self.pending.append(Slot(key, step, what, facts, roll, stored=tuple(tuple(d) for d in stored)))
                return None
            except StaleSlot:
                self.pending.append(Slot(key, step, what, facts, roll, stale=True))
                return None
            self.rolls[key] = result
            return result
        self.pending.append(Slot(key, step, what, facts, roll))
        return None


def roll_casualty_table(dice: Dice, ruleset: Ruleset, *, niggling: int = 0) -> Result:
    """The casualty D16 alone (+1 per Blessure Persistante): séquelle and Revanche are their own slots."""
    die = dice.roll(16)
    total = die.value + niggling
    row = injury.CASUALTY.row_for(total)
    step = Step(
        "casualty",
        row.outcome,
        dice=(die,),
        modifiers=(Modifier(injury.MOD_NIGGLING, niggling),) if niggling else (),
        total=total,
        row=row.label,
    )
    return Result(step, ruleset.key)


def _final_score(match: MatchSnap, inputs: Inputs) -> tuple[int, int]:
    home, away = inputs.score if inputs.score is not None else (match.home_score, match.away_score)
    if inputs.concession == "home":
        return 0, postgame.concession_score(away)
    if inputs.concession == "away":
        return postgame.concession_score(home), 0
    return home, away


def _player_label(p: PlayerSnap) -> str:
    return f"#{p.number} {p.name}"


def build_plan(
    ruleset: Ruleset,
    match: MatchSnap,
    players: Sequence[PlayerSnap],
    casualties: Sequence[CasualtySnap],
    inputs: Inputs,
    dice: Mapping[str, Sequence[Sequence[int]]],
) -> Plan:
    """Every change of the sequence, from the league as it is, the inputs and the stored dice."""
    b = _Builder(dice)
    missing: list[Missing] = []
    notes: list[Missing] = []
    before = {p.id: p for p in players if p.status == "active" and p.team_id in (match.home.id, match.away.id)}
    work = dict(before)
    spp: dict[int, dict[str, int]] = {pid: {} for pid in before}
    conceding = inputs.concession

    # 1. Outcome and winnings ---------------------------------------------------------------------------
    home_score, away_score = _final_score(match, inputs)
    teams: dict[Side, TeamPlan] = {}
    for side in SIDES:
        team = match.team(side)
        mine, theirs = (home_score, away_score) if side == "home" else (away_score, home_score)
        teams[side] = TeamPlan(
            side=side,
            team=team,
            score_for=mine,
            score_against=theirs,
            outcome=postgame.outcome_of(mine, theirs),
            conceded=conceding == side,
            stalled=side in inputs.stalled,
        )
    for side in SIDES:
        tp = teams[side]
        fp = match.home_fp if side == "home" else match.away_fp
        if fp is None:
            df = tp.team.dedicated_fans
            tp.fp_roll = b.slot(
                f"fp:{side}",
                "outcome",
                "pm.slot.fp",
                {"team": tp.team.name},
                lambda d, df=df: postgame.roll_fan_factor(d, dedicated_fans=df, ruleset=ruleset),
            )
            fp = tp.fp_roll.root.total if tp.fp_roll is not None else None
        tp.fp = fp
    if teams["home"].fp is not None and teams["away"].fp is not None:
        attendance = teams["home"].fp + teams["away"].fp  # type: ignore[operator]
        for tp in teams.values():
            tp.fan_attendance = attendance
            tp.winnings = postgame.winnings(
                fan_attendance=attendance,
                touchdowns=tp.score_for,
                stalled=tp.stalled,
                conceded_by_self=tp.conceded,
                conceded_by_other=conceding is not None and not tp.conceded,
            )
            tp.treasury_after_winnings = tp.team.treasury + tp.winnings.gold

    # 2. Fans Dévoués (X4: the conceder only loses D3; its opponent rolls as for any win) ------------------
    for tp in teams.values():
        df = tp.team.dedicated_fans
        kind = "conceded" if tp.conceded else tp.outcome
        if kind == "draw":
            tp.fans = postgame.roll_dedicated_fans(SlotDice(), dedicated_fans=df, outcome="draw", ruleset=ruleset)
        else:
            tp.fans = b.slot(
                f"fans:{tp.team.id}:{kind}",
                "fans",
                f"pm.slot.fans.{kind}",
                {"team": tp.team.name, "df": df},
                lambda d, df=df, tp=tp: postgame.roll_dedicated_fans(
                    d, dedicated_fans=df, outcome=tp.outcome, conceded=tp.conceded, ruleset=ruleset
                ),
            )
        tp.dedicated_fans_after = None if tp.fans is None else tp.fans.root.info["after"]

    # 3. Casualties ----------------------------------------------------------------------------------------
    cas_plans = [_casualty(b, ruleset, cas, work, inputs, missing, notes) for cas in casualties]
    for cp in cas_plans:
        if cp.spp_to is not None and match.side_of(work[cp.spp_to].team_id) != conceding:
            spp[cp.spp_to]["casualty"] = spp[cp.spp_to].get("casualty", 0) + postgame.SPP_AWARDS["casualty"]

    # 4. PSP and Joueur du Match (X8: nominees who played, never a dead player) ----------------------------
    for kind, counts in (
        ("touchdown", inputs.touchdowns),
        ("completion", inputs.completions),
        ("interception", inputs.interceptions),
    ):
        for pid, count in counts.items():
            if pid in work and match.side_of(work[pid].team_id) != conceding:
                spp[pid][kind] = count * postgame.SPP_AWARDS[kind]
    eligible: dict[Side, list[PlayerSnap]] = {}
    for side, tp in teams.items():
        team_players = sorted((p for p in work.values() if p.team_id == tp.team.id), key=lambda p: p.number)
        eligible[side] = [p for p in team_players if p.alive and not before[p.id].miss_next_game]
        if side not in inputs.spp_entered and not tp.conceded and tp.score_for:
            missing.append(Missing("spp", "pm.missing.spp", {"team": tp.team.name}))
        if not tp.conceded:
            touchdowns = sum(inputs.touchdowns.get(p.id, 0) for p in team_players)
            if side in inputs.spp_entered and touchdowns != tp.score_for:
                notes.append(Missing("spp", "pm.note.touchdowns", {"team": tp.team.name, "td": touchdowns}))
        if tp.conceded or not eligible[side]:
            tp.mvp_count = 0
            continue
        tp.mvp_count = 2 if conceding is not None else 1
        allowed = {p.id for p in eligible[side]}
        chosen = [pid for pid in inputs.nominees.get(side, ()) if pid in allowed]
        tp.nominees = tuple(sorted(chosen, key=lambda pid: work[pid].number))
        if not tp.nominees:
            missing.append(Missing("spp", "pm.missing.nominees", {"team": tp.team.name}))
            continue
        for k in range(1, tp.mvp_count + 1):
            if len(tp.nominees) == 1:  # one nominee: no die to throw
                only = tp.nominees[0]
                chosen_step = Step("mvp", "postgame.mvp.chosen", info={"player_id": only, "nominees": [only]})
                result: Result | None = Result(chosen_step, ruleset.key)
            else:
                result = b.slot(
                    f"mvp:{tp.team.id}:{k}",
                    "spp",
                    "pm.slot.mvp",
                    {"team": tp.team.name},
                    lambda d, n=tp.nominees: postgame.roll_mvp(d, nominees=n, ruleset=ruleset),
                )
            if result is not None:
                tp.mvp.append(result)
                winner = result.root.info["player_id"]
                spp[winner]["mvp"] = spp[winner].get("mvp", 0) + postgame.MVP_SPP
    for pid, gained in spp.items():
        if gained:
            work[pid] = dataclasses.replace(work[pid], spp=work[pid].spp + sum(gained.values()))

    # 5. Advancements ------------------------------------------------------------------------------------
    adv_plans = [_advancement(b, ruleset, choice, work, missing) for choice in inputs.advancements]
    can_advance: dict[Side, list[PlayerSnap]] = {}
    for side, tp in teams.items():
        can_advance[side] = [
            p
            for p in sorted(work.values(), key=lambda p: p.number)
            if p.team_id == tp.team.id
            and p.alive
            and p.advancements < 6
            and (
                p.spp >= spp_cost(p.advancements + 1, "chosen_primary")
                or any(a.choice.player_id == p.id for a in adv_plans)
            )
        ]

    # 6. Expensive mistakes (on the treasury after winnings; X11 rounding per ruleset) --------------------
    for tp in teams.values():
        treasury = tp.treasury_after_winnings
        if treasury is None:
            continue
        bracket = bracket_index(treasury)
        if bracket is None:
            tp.mistakes = roll_expensive_mistakes(SlotDice(), ruleset, treasury=treasury)
        else:
            tp.mistakes = b.slot(  # type: ignore[assignment]
                f"em:{tp.team.id}:{bracket}",
                "mistakes",
                "pm.slot.mistakes",
                {"team": tp.team.name},
                lambda d, t=treasury: roll_expensive_mistakes(d, ruleset, treasury=t),
            )
        tp.treasury_after = None if tp.mistakes is None else tp.mistakes.left

    # 7. Next match: a conceding team's veterans may quit; RPM of players who sat this one out cleared -----
    veterans: list[tuple[PlayerSnap, Result | None]] = []
    for tp in teams.values():
        if not tp.conceded:
            continue
        for p in sorted(work.values(), key=lambda p: p.number):
            if p.team_id != tp.team.id or not p.alive or before[p.id].advancements < VETERAN_ADVANCEMENTS:
                continue
            rolled = b.slot(
                f"veteran:{p.id}",
                "next",
                "pm.slot.veteran",
                {"player": _player_label(p)},
                lambda d: postgame.roll_veteran_quits(d, ruleset=ruleset),
            )
            veterans.append((p, rolled))
            if rolled is not None and rolled.root.outcome == "postgame.veteran.quits":
                work[p.id] = dataclasses.replace(work[p.id], status="retired")
    new_rpm = {cp.victim.id for cp in cas_plans if cp.victim is not None and _rpm(cp)}
    rpm_cleared = []
    for pid, p in before.items():
        if p.miss_next_game and pid not in new_rpm:
            work[pid] = dataclasses.replace(work[pid], miss_next_game=False)
            rpm_cleared.append(p)

    plan = Plan(
        ruleset=ruleset.key,
        match=match,
        teams=teams,
        casualties=cas_plans,
        advancements=adv_plans,
        players={pid: PlayerPlan(before[pid], work[pid], spp[pid]) for pid in before},
        rpm_cleared=rpm_cleared,
        veterans=veterans,
        eligible_mvp=eligible,
        can_advance=can_advance,
        pending=b.pending,
        missing=missing,
        notes=notes,
        rolls=b.rolls,
    )
    plan.changes = _changes(plan, (home_score, away_score))
    return plan


def _rpm(cp: CasualtyPlan) -> bool:
    return (
        cp.outcome is not None
        and injury.CASUALTY_CONSEQUENCES.get(cp.outcome, injury.CasualtyConsequence()).miss_next_game
    )


def _casualty(
    b: _Builder,
    ruleset: Ruleset,
    cas: CasualtySnap,
    work: dict[int, PlayerSnap],
    inputs: Inputs,
    missing: list[Missing],
    notes: list[Missing],
) -> CasualtyPlan:
    """One casualty applied to the victim in ``work``: out, RPM, BP, séquelle, death, Revanche."""
    victim = work.get(cas.victim_id)
    causer = work.get(cas.caused_by_id) if cas.caused_by_id is not None else None
    cp = CasualtyPlan(snap=cas, victim=victim, causer=causer)
    if victim is None or not victim.alive:
        notes.append(Missing("casualties", "pm.note.victim_gone", {"casualty": cas.key}))
        return cp
    who = {"player": _player_label(victim)}
    outcome = cas.outcome
    if outcome is None:
        cp.d16 = b.slot(
            f"d16:{cas.key}",
            "casualties",
            "pm.slot.casualty",
            who,
            lambda d, n=victim.niggling: roll_casualty_table(d, ruleset, niggling=n),
        )
        if cp.d16 is None:
            return cp
        outcome = cp.d16.root.outcome
    cp.outcome = outcome
    if cas.cause == "block" and cas.caused_by_id is not None and cas.caused_by_id in work:
        cp.spp_to = cas.caused_by_id  # every casualty caused by a block, Commotion included
    consequence = injury.CASUALTY_CONSEQUENCES.get(outcome, injury.CasualtyConsequence())
    profile = victim.profile
    if consequence.lasting_injury:
        cp.lasting, cp.characteristic = _sequelle(b, ruleset, cas, profile, who)
        if cp.lasting is None:
            return cp
        if cp.characteristic is not None:
            profile = reduce(profile, cp.characteristic)  # type: ignore[arg-type]
    victim = dataclasses.replace(
        victim,
        profile=profile,
        niggling=victim.niggling + consequence.niggling,
        miss_next_game=victim.miss_next_game or consequence.miss_next_game,
        status="dead" if consequence.dead else victim.status,
    )
    if consequence.revanche:
        victim = _revanche(b, ruleset, cp, cas, victim, inputs, missing, who)
    work[victim.id] = victim
    cp.victim = victim
    return cp


def _sequelle(
    b: _Builder, ruleset: Ruleset, cas: CasualtySnap, profile: Profile, who: Mapping[str, Any]
) -> tuple[str | None, str | None]:
    """(séquelle outcome, characteristic lowered) — the recorded one when it still applies.

    A recorded séquelle on a characteristic now at its minimum: ``ligue`` re-rolls
    the D6, ``bb2025`` keeps the RPM without a reduction (D2).
    """
    char = cas.sequelle
    if char is None and cas.prior_lasting in injury.LASTING_INJURY_CHARACTERISTIC:
        char = injury.LASTING_INJURY_CHARACTERISTIC[cas.prior_lasting]
    if char is None and cas.prior_lasting in (injury.LASTING_AT_MINIMUM, injury.LASTING_NONE_POSSIBLE):
        return cas.prior_lasting, None
    if char is not None:
        if can_reduce(profile, char):  # type: ignore[arg-type]
            outcome = next(o for o, c in injury.LASTING_INJURY_CHARACTERISTIC.items() if c == char)
            return outcome, char
        if ruleset.at_minimum == "miss_next_game":
            return injury.LASTING_AT_MINIMUM, None
    rolled = b.slot(
        f"sequelle:{cas.key}",
        "casualties",
        "pm.slot.sequelle",
        who,
        lambda d: injury.roll_lasting_injury(d, ruleset, profile=profile),
    )
    if rolled is None:
        return None, None
    return rolled.root.outcome, injury.LASTING_INJURY_CHARACTERISTIC.get(rolled.root.outcome)


def _revanche(
    b: _Builder,
    ruleset: Ruleset,
    cp: CasualtyPlan,
    cas: CasualtySnap,
    victim: PlayerSnap,
    inputs: Inputs,
    missing: list[Missing],
    who: Mapping[str, Any],
) -> PlayerSnap:
    """Haine (X): X17 — never without a player who caused the casualty; ``ligue`` automatic, ``bb2025`` 4+."""
    candidates = cas.hatred_candidates
    if not candidates and cp.causer is not None:
        candidates = injury.hatred_candidates(cp.causer.keywords)
    cp.candidates = tuple(candidates)
    if cas.caused_by_id is None and cas.caused_by_team_id is None:
        cp.hatred = injury.HATRED_NO_ATTACKER
        return victim
    if not candidates:
        cp.hatred = injury.HATRED_NO_KEYWORD
        return victim
    if cas.prior_hatred in _REVANCHE_DECIDED:
        cp.hatred = cas.prior_hatred
    elif not ruleset.hatred_roll:
        cp.hatred = injury.HATRED_GAINED
    else:
        cp.hatred_roll = b.slot(
            f"hatred:{cas.key}",
            "casualties",
            "pm.slot.hatred",
            who,
            lambda d: injury.roll_hatred(d, ruleset, attacker_keywords=candidates),
        )
        if cp.hatred_roll is None:
            return victim
        cp.hatred = cp.hatred_roll.root.outcome
    if cp.hatred != injury.HATRED_GAINED:
        return victim
    chosen = inputs.hatred.get(cas.key)
    if len(candidates) == 1:
        chosen = candidates[0]
    if chosen not in candidates:
        missing.append(Missing("casualties", "pm.missing.hatred", {**who, "casualty": cas.key}))
        return victim
    cp.hatred_x = chosen
    if chosen in victim.gained_hatreds:
        return victim
    return dataclasses.replace(victim, gained_hatreds=(*victim.gained_hatreds, chosen))


def _advancement(
    b: _Builder, ruleset: Ruleset, choice: AdvancementChoice, work: dict[int, PlayerSnap], missing: list[Missing]
) -> AdvancementPlan:
    """PSP spent per rules-reference §2.6 (spent even when a skill is taken instead of the D8 result)."""
    player = work.get(choice.player_id)
    ap = AdvancementPlan(choice=choice, player=player)

    def problem(key: str, **facts: Any) -> AdvancementPlan:
        ap.problem = key
        missing.append(Missing("advancements", key, {"player": _player_label(player) if player else "?", **facts}))
        return ap

    if player is None or not player.alive:
        return problem("pm.adv.problem.gone")
    ap.number = player.advancements + 1
    if ap.number > 6:
        return problem("pm.adv.problem.legend")
    ap.cost = spp_cost(ap.number, choice.kind)  # type: ignore[arg-type]
    if player.spp < ap.cost:
        return problem("pm.adv.problem.spp", cost=ap.cost, spp=player.spp)
    profile, taken = player.profile, dict(player.improvements)
    if choice.kind == "characteristic":
        ap.roll = b.slot(  # type: ignore[assignment]
            f"adv:{player.id}:{ap.number}",
            "advancements",
            "pm.slot.advancement",
            {"player": _player_label(player)},
            lambda d: roll_advancement(d, ruleset, profile=profile, taken=taken),
        )
        if ap.roll is None:
            return ap
        if choice.choice in SKILL_CATEGORIES:
            ap.category = choice.choice
        elif choice.choice in ap.roll.available:
            ap.characteristic = choice.choice
        else:
            return problem("pm.adv.problem.choose")
    else:
        ap.category = "primary" if choice.kind == "chosen_primary" else "secondary"
    if ap.category is not None:
        if not choice.skill:
            return problem("pm.adv.problem.skill")
        ap.skill = choice.skill
        ap.value_increase = value_increase(ap.category)
        skills = player.skills if choice.skill in player.skills else (*player.skills, choice.skill)
        updated = dataclasses.replace(player, skills=skills)
    else:
        char = ap.characteristic
        assert char is not None
        ap.value_increase = value_increase(char)
        taken[char] = taken.get(char, 0) + 1
        updated = dataclasses.replace(
            player,
            profile=improve(profile, char, player.improvements),
            improvements=taken,  # type: ignore[arg-type]
        )
    work[player.id] = dataclasses.replace(
        updated,
        spp=player.spp - ap.cost,
        advancements=ap.number,
        value=None if player.value is None else player.value + ap.value_increase,
    )
    return ap


def _changes(plan: Plan, score: tuple[int, int]) -> dict[str, Any]:
    """What Confirm writes, as plain data (also what the preview fingerprint covers)."""
    match = plan.match
    teams: dict[str, dict[str, int]] = {}
    for tp in plan.teams.values():
        changed: dict[str, int] = {}
        if tp.treasury_after is not None and tp.treasury_after != tp.team.treasury:
            changed["treasury"] = tp.treasury_after
        if tp.dedicated_fans_after is not None and tp.dedicated_fans_after != tp.team.dedicated_fans:
            changed["dedicated_fans"] = tp.dedicated_fans_after
        if changed:
            teams[str(tp.team.id)] = changed
    players: dict[str, dict[str, Any]] = {}
    for pid, pp in plan.players.items():
        old, new = pp.before.columns(), pp.after.columns()
        diff = {k: v for k, v in new.items() if old[k] != v}
        if diff:
            players[str(pid)] = diff
    recorded_sequelle = {}
    added = []
    for cp in plan.casualties:
        snap = cp.snap
        if snap.casualty_id is not None:
            if cp.characteristic is not None and cp.characteristic != snap.sequelle:
                recorded_sequelle[str(snap.casualty_id)] = cp.characteristic
        elif cp.outcome is not None:
            causer_team = cp.causer.team_id if cp.causer is not None else None
            added.append(
                {
                    "key": snap.key,
                    "victim_id": snap.victim_id,
                    "caused_by_id": snap.caused_by_id,
                    "caused_by_team_id": causer_team,
                    "cause": snap.cause,
                    "outcome": cp.outcome,
                    "sequelle": cp.characteristic,
                    "hatred_candidates": list(cp.candidates) if cp.hatred == injury.HATRED_GAINED else [],
                    "roll_slot": f"d16:{snap.key}" if cp.d16 is not None else None,
                }
            )
    return {
        "match": {"id": match.id, "home_score": score[0], "away_score": score[1]},
        "teams": teams,
        "players": players,
        "casualties": {
            "applied": sorted(cp.snap.casualty_id for cp in plan.casualties if cp.snap.casualty_id is not None),
            "sequelle": recorded_sequelle,
            "added": added,
        },
        "dice": {key: [[d.sides, d.value] for d in rolled.root.all_dice()] for key, rolled in plan.rolls.items()},
    }


def added_casualties(inputs: Inputs, players: Mapping[int, PlayerSnap]) -> list[CasualtySnap]:
    """The casualties typed in the sequence, as the plan reads them (the causer's team from the causer)."""
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


# --- the end of the season (BB2025 rest and relaxation) -----------------------------------------------------


@dataclass(slots=True)
class SeasonPlayerPlan:
    team: TeamSnap
    before: PlayerSnap
    after: PlayerSnap
    niggling_rolls: list[Result] = field(default_factory=list)
    hatred_rolls: list[tuple[str, Result]] = field(default_factory=list)


@dataclass(slots=True)
class SeasonPlan:
    ruleset: str
    players: list[SeasonPlayerPlan]
    pending: list[Slot]
    rolls: dict[str, Result]
    changes: dict[str, Any] = field(default_factory=dict)

    @property
    def complete(self) -> bool:
        return not self.pending

    def digest(self) -> str:
        blob = json.dumps(self.changes, sort_keys=True, ensure_ascii=False, default=str)
        return hashlib.sha256(blob.encode()).hexdigest()[:16]


def build_season_plan(
    ruleset: Ruleset,
    teams: Sequence[TeamSnap],
    players: Sequence[PlayerSnap],
    dice: Mapping[str, Sequence[Sequence[int]]],
) -> SeasonPlan:
    """Every RPM cleared; each Blessure Persistante cured on D6 4+ (+1 apothecary); each gained Haine lost on 4+.

    A Haine of the base profile (in ``skills``) is never rolled (postgame-reference §12).
    """
    b = _Builder(dice)
    by_id = {t.id: t for t in teams}
    out: list[SeasonPlayerPlan] = []
    for p in sorted(players, key=lambda p: (by_id[p.team_id].name, p.number)):
        if p.status != "active" or p.team_id not in by_id:
            continue
        team = by_id[p.team_id]
        sp = SeasonPlayerPlan(team, p, p)
        niggling = p.niggling
        for i in range(1, p.niggling + 1):
            rolled = b.slot(
                f"bp:{p.id}:{i}",
                "season",
                "pm.slot.season.niggling",
                {"player": _player_label(p)},
                lambda d, apo=team.apothecary: postgame.roll_recovery(
                    d, kind="niggling", apothecary=apo, ruleset=ruleset
                ),
            )
            if rolled is not None:
                sp.niggling_rolls.append(rolled)
                if rolled.root.outcome.endswith(".lost"):
                    niggling -= 1
        kept = []
        for keyword in p.gained_hatreds:
            rolled = b.slot(
                f"haine:{p.id}:{keyword}",
                "season",
                "pm.slot.season.hatred",
                {"player": _player_label(p), "keyword": keyword},
                lambda d: postgame.roll_recovery(d, kind="hatred", ruleset=ruleset),
            )
            if rolled is not None:
                sp.hatred_rolls.append((keyword, rolled))
            if rolled is None or not rolled.root.outcome.endswith(".lost"):
                kept.append(keyword)
        sp.after = dataclasses.replace(p, miss_next_game=False, niggling=niggling, gained_hatreds=tuple(kept))
        if sp.after != p or sp.niggling_rolls or sp.hatred_rolls:
            out.append(sp)
    plan = SeasonPlan(ruleset.key, out, b.pending, b.rolls)
    changed: dict[str, dict[str, Any]] = {}
    for sp in out:
        old, new = sp.before.columns(), sp.after.columns()
        diff = {k: v for k, v in new.items() if old[k] != v}
        if diff:
            changed[str(sp.before.id)] = diff
    plan.changes = {
        "players": changed,
        "dice": {key: [[d.sides, d.value] for d in rolled.root.all_dice()] for key, rolled in b.rolls.items()},
    }
    return plan
