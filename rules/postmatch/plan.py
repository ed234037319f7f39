"""The post-match as one pure computation: league snapshot + inputs + stored dice → every change (the plan).

Why a plan: the commissioner walks the steps one screen at a time, the bot may
restart half-way, and Confirm must write exactly what the preview showed. So
nothing is applied step by step: every screen recomputes the whole plan from
the stored inputs and the stored dice (:mod:`rules.postmatch.slots`), and
``league.postmatch`` writes ``plan.changes`` (:mod:`rules.postmatch.changes`)
in one transaction.

This module holds what the steps share: the plan's types, the :class:`Work` they fill in, and the loop
(:func:`build_plan`) over the stages it is given, in the book's order (docs/rules.md "Post-match sequence"): the
sequence's registry (``sequences.postmatch``) gives them. Each step's stage is its own module: outcome and winnings
(:mod:`~rules.postmatch.outcome`) → Fans Dévoués (:mod:`~rules.postmatch.fans`) → casualties
(:mod:`~rules.postmatch.casualties`) → PSP and Joueur du Match (:mod:`~rules.postmatch.spp`) → advancements
(:mod:`~rules.postmatch.advancements`) → hiring, firing and temporarily retiring (:mod:`~rules.postmatch.hiring`)
→ expensive mistakes on the treasury that is left (:mod:`~rules.postmatch.mistakes`) → next match
(:mod:`~rules.postmatch.next_match`). What a stage finds missing, and the dice it needs, are filed under the step
that runs it (:class:`rules.sequence.Tagger`): no stage spells a step's key.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rules import causes, injury, skills, team_rules
from rules.advancement import (
    AdvancementResult,
    RandomSkillResult,
)
from rules.characteristics import Characteristic
from rules.dice import Dice
from rules.fields import copy_fields
from rules.model import Result
from rules.postmatch import rolls
from rules.postmatch.changes import (
    CasualtyFix,
    Changes,
    MatchChange,
    NewCasualty,
    NewPlayer,
    PlayerChange,
    TeamChange,
)
from rules.postmatch.inputs import AdvancementChoice, Hire, Inputs, StaffOrder
from rules.postmatch.slots import R, Slot, SlotReader, StoredDice
from rules.postmatch.snapshots import CasualtySnap, MatchSnap, PlayerSnap, Side, TeamSnap
from rules.pregame.prayers import PERFECT_PASSING
from rules.ruleset import Ruleset
from rules.sequence import Stage, Tagger, run
from rules.treasury import TreasuryResult

# --- the plan -------------------------------------------------------------------------------------------


@dataclass(slots=True)
class HiringPlan:
    """One team's purchases and departures in the hiring step, and what they cost."""

    hires: list[tuple[Hire, int | None]] = field(default_factory=list)
    #: A Lineman raised by Masters of Undeath, hired free: his hire's key → the value the team value counts.
    raised: dict[str, int] = field(default_factory=dict)
    fired: list[PlayerSnap] = field(default_factory=list)
    journeymen_hired: list[tuple[PlayerSnap, int | None]] = field(default_factory=list)
    journeymen_lost: list[PlayerSnap] = field(default_factory=list)
    retired: list[PlayerSnap] = field(default_factory=list)
    staff: StaffOrder = field(default_factory=StaffOrder)
    staff_cost: int = 0
    reroll_price: int = 0
    #: The team's re-roll price after the post-match: the one typed to buy re-rolls when it had none.
    reroll_cost_after: int | None = None
    rerolls_after: int = 0
    cheerleaders_after: int = 0
    assistant_coaches_after: int = 0
    apothecary_after: bool = False
    cost: int = 0
    roster_after: int = 0


@dataclass(slots=True)
class TeamPlan:
    side: Side
    team: TeamSnap
    score_for: int
    score_against: int
    outcome: rolls.Outcome
    conceded: bool
    stalled: bool
    penalised: bool = False
    fp: int | None = None
    fp_roll: Result | None = None
    fan_attendance: int | None = None
    winnings: rolls.Winnings | None = None
    fans: Result | None = None
    dedicated_fans_after: int | None = None
    nominees: tuple[int, ...] = ()
    nominees_needed: int = 0
    mvp: list[Result] = field(default_factory=list)
    mvp_count: int = 1
    treasury_after_winnings: int | None = None
    #: An unplayed fixture's D6 × 10,000 Winnings, for the side that did not concede.
    winnings_roll: Result | None = None
    hiring: HiringPlan = field(default_factory=HiringPlan)
    treasury_after_hiring: int | None = None
    mistakes: TreasuryResult | None = None
    treasury_after: int | None = None


@dataclass(slots=True)
class CasualtyPlan:
    snap: CasualtySnap
    victim: PlayerSnap | None
    causer: PlayerSnap | None
    cause: str = "unknown"
    outcome: str | None = None
    d16: Result | None = None
    lasting: str | None = None
    lasting_roll: Result | None = None
    characteristic: Characteristic | None = None
    hatred: str | None = None
    hatred_roll: Result | None = None
    candidates: tuple[str, ...] = ()
    hatred_x: str | None = None
    spp_to: int | None = None
    spp: int = 0
    #: Its causer's team prayed for Fouling Frenzy and he caused it with a Foul: it earns the casualty's 2 SPP.
    fouling_frenzy: bool = False

    @property
    def key(self) -> str:
        return self.snap.key

    @property
    def needs_choice(self) -> bool:
        return self.hatred == injury.HATRED_GAINED and self.hatred_x is None

    @property
    def earns_spp(self) -> bool:
        """Of the kind that earns casualty SPP (postgame-reference §9), whoever receives them: the book's
        « casualties caused » the league table counts. A causer outside the rosters (a Star Player: « Star Players
        cannot earn Star Player Points ») earns none, so his casualty is not counted; an unknown one, by the cause."""
        if self.snap.caused_by_id is None and self.snap.caused_by_team_id is not None:
            return False
        if self.fouling_frenzy and self.cause == "foul":
            return True
        held = skills.all_keys(self.causer.skills) if self.causer is not None else frozenset()
        return causes.earns_spp(self.cause, held)

    @property
    def needs_cause(self) -> bool:
        """Recorded without its cause, by a player whose PSP depend on it."""
        return self.cause == "unknown" and self.snap.caused_by_id is not None


@dataclass(slots=True)
class AdvancementPlan:
    choice: AdvancementChoice
    player: PlayerSnap | None
    number: int = 0
    cost: int = 0
    roll: AdvancementResult | None = None
    skill_roll: RandomSkillResult | None = None
    characteristic: Characteristic | None = None
    skill: str | None = None
    category: str | None = None
    value_increase: int = 0
    problem: str | None = None
    #: priced and paid for, its dice or what the player takes still to come: not applied yet
    under_way: bool = False

    @property
    def key(self) -> str:
        return self.choice.key

    @property
    def needs_choice(self) -> bool:
        """Dice known, what the player takes not chosen yet."""
        if self.problem not in (None, "pm.adv.problem.choose", "pm.adv.problem.choose_skill"):
            return False
        if self.roll is not None:
            return self.characteristic is None and self.category is None
        return self.skill_roll is not None and self.skill is None


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
    removed: list[CasualtySnap]
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
    changes: Changes
    #: The keys of the steps it was built with, in order (the registry's: ``sequences.postmatch``).
    steps: tuple[str, ...] = ()

    @property
    def complete(self) -> bool:
        return not self.pending and not self.missing

    def blockers(self, step: str) -> list[Missing]:
        """What keeps ``step`` from being left: its dice to roll and its missing choices."""
        to_roll = [Missing(s.step, "pm.missing.roll", {"what": s.what, **s.facts}) for s in self.pending]
        return [m for m in (*to_roll, *self.missing) if m.step == step]

    def pending_for(self, step: str) -> list[Slot]:
        return [s for s in self.pending if s.step == step]

    def first_blocked_step(self) -> str | None:
        for step in self.steps:
            if self.blockers(step):
                return step
        return None

    def digest(self) -> str:
        """A short fingerprint of what Confirm would write (the Confirm button carries it)."""
        return self.changes.digest()

    def player(self, player_id: int) -> PlayerSnap | None:
        found = self.players.get(player_id)
        return None if found is None else found.before

    def side_players(self, side: Side) -> list[int]:
        """The ids of one side's players in the plan."""
        team_id = self.teams[side].team.id
        return [pid for pid, pp in self.players.items() if pp.before.team_id == team_id]

    def mvp_rolled(self, side: Side) -> bool:
        """Has a Joueur du Match die of ``side`` been thrown (its nominees are then final)?"""
        team = self.teams.get(side)
        if team is None:
            return False
        prefix = f"mvp:{team.team.id}:"
        return any(key.startswith(prefix) for key in self.rolls) or any(
            s.key.startswith(prefix) and s.stored for s in self.pending
        )

    def side_of(self, player: PlayerSnap) -> Side:
        return "home" if player.team_id == self.teams["home"].team.id else "away"


# --- building it -----------------------------------------------------------------------------------------


@dataclass(slots=True)
class Work:
    """What the steps share while the plan is built: the league before, the players as they become."""

    slots: SlotReader
    ruleset: Ruleset
    match: MatchSnap
    inputs: Inputs
    before: dict[int, PlayerSnap]
    work: dict[int, PlayerSnap]
    spp: dict[int, dict[str, int]]
    teams: dict[Side, TeamPlan] = field(default_factory=dict)
    missing: list[Missing] = field(default_factory=list)
    notes: list[Missing] = field(default_factory=list)
    played: set[int] = field(default_factory=set)
    lasting: set[int] = field(default_factory=set)
    #: Players whose Lasting Injury of this match lowered a characteristic.
    reduced: set[int] = field(default_factory=set)
    #: Players given a new RPM by a casualty of this match (an older RPM is served by this match).
    new_rpm: set[int] = field(default_factory=set)
    new_players: list[NewPlayer] = field(default_factory=list)
    #: Teams that may Raise the Dead (Masters of Undeath): an opponent of ST 4 or less, not Stunty, died this match.
    raisable: set[int] = field(default_factory=set)
    #: The match's casualties, and those the commissioner removed as recorded by mistake.
    recorded: list[CasualtySnap] = field(default_factory=list)
    removed: list[CasualtySnap] = field(default_factory=list)
    #: What the stages find, as the plan shows it.
    score: tuple[int, int] = (0, 0)
    casualties: list[CasualtyPlan] = field(default_factory=list)
    eligible_mvp: dict[Side, list[PlayerSnap]] = field(default_factory=dict)
    advancements: list[AdvancementPlan] = field(default_factory=list)
    can_advance: dict[Side, list[PlayerSnap]] = field(default_factory=dict)
    veterans: list[tuple[PlayerSnap, Result | None]] = field(default_factory=list)
    rpm_cleared: list[PlayerSnap] = field(default_factory=list)
    #: The step whose stage is running: what it files is tagged with it.
    tagger: Tagger = field(default_factory=Tagger)

    @property
    def conceding(self) -> Side | None:
        """The side that conceded: as the post-match says, or as an unplayed fixture was recorded."""
        return self.match.conceded if self.match.unplayed else self.inputs.concession

    @property
    def penalised(self) -> Side | None:
        """The side that conceded with the book's penalties (not when it conceded without penalty, X9, nor an
        unplayed fixture's real-life concession: « counts as Conceding Without Penalty »)."""
        if self.match.unplayed:
            return None
        return self.inputs.concession if self.inputs.concession_penalty else None

    def block(self, key: str, facts: Mapping[str, Any] | None = None) -> None:
        """What keeps the step being built from being left (and Confirm from writing): a catalogue key, its facts."""
        self.missing.append(Missing(self.tagger.step, key, facts or {}))

    def note(self, key: str, facts: Mapping[str, Any] | None = None) -> None:
        """What the step being built says without blocking."""
        self.notes.append(Missing(self.tagger.step, key, facts or {}))

    def slot(self, key: str, what: str, facts: Mapping[str, Any], roll: Callable[[Dice], R]) -> R | None:
        """A roll of the step being built (:meth:`rules.postmatch.slots.SlotReader.slot`)."""
        return self.slots.slot(key, self.tagger.step, what, facts, roll)

    def team_of(self, player_id: int) -> TeamPlan:
        side = self.match.side_of(self.work[player_id].team_id)
        assert side is not None
        return self.teams[side]

    def award(self, player_id: int, kind: str, count: int = 1) -> int:
        """Credit ``count`` times the PSP of ``kind`` (the player's team rules decide how many: Brawlin' Brutes)."""
        team = self.team_of(player_id)
        base = rolls.SPP_AWARDS[kind]
        if kind == "completion" and PERFECT_PASSING in team.team.prayers:  # « 2 SPP rather than the usual 1 »
            base = rolls.PERFECT_PASSING_SPP
        points = count * team_rules.spp_award(team.team.special_rules, kind, base)
        self.spp[player_id][kind] = self.spp[player_id].get(kind, 0) + points
        return points


def build_plan(
    ruleset: Ruleset,
    match: MatchSnap,
    players: Sequence[PlayerSnap],
    casualties: Sequence[CasualtySnap],
    inputs: Inputs,
    dice: StoredDice,
    *,
    steps: Iterable[Stage[Work]],
) -> Plan:
    """Every change of the post-match, from the league as it is, the inputs and the stored dice, by running the
    stage of each of ``steps`` in their order (the sequence's registry, ``sequences.postmatch.STEPS``)."""
    steps = tuple(steps)
    before = {p.id: p for p in players if p.status == "active" and p.team_id in (match.home.id, match.away.id)}
    w = Work(SlotReader(dice), ruleset, match, inputs, before, _valued(before, inputs), {pid: {} for pid in before})
    w.removed = [c for c in casualties if c.casualty_id is not None and c.casualty_id in inputs.removed]
    w.recorded = [c for c in casualties if c not in w.removed]
    w.score = (match.home_score, match.away_score)
    run(steps, w)
    player_plans = {pid: PlayerPlan(before[pid], w.work[pid], w.spp[pid]) for pid in before}
    return Plan(
        ruleset=ruleset.key,
        match=match,
        teams=w.teams,
        casualties=w.casualties,
        removed=w.removed,
        advancements=w.advancements,
        players=player_plans,
        rpm_cleared=w.rpm_cleared,
        veterans=w.veterans,
        eligible_mvp=w.eligible_mvp,
        can_advance=w.can_advance,
        pending=w.slots.pending,
        missing=w.missing,
        notes=w.notes,
        rolls=w.slots.rolls,
        changes=_changes(w, w.score, w.casualties, w.removed, player_plans),
        steps=tuple(step.key for step in steps),
    )


def held_keys(player: PlayerSnap) -> frozenset[str]:
    """The keys of the skills and traits a player holds."""
    return skills.all_keys(player.skills)


def _valued(before: Mapping[int, PlayerSnap], inputs: Inputs) -> dict[int, PlayerSnap]:
    """The players as the steps start from them: a value typed here for one stored without any (a value stored
    since, by /player edit, wins)."""
    out = dict(before)
    for pid, value in inputs.values.items():
        if pid in out and out[pid].value is None:
            out[pid] = dataclasses.replace(out[pid], value=value)
    return out


# What Confirm writes -----------------------------------------------------------------------------------------


def _changed(new: Any, old: Any) -> Any:
    return new if new is not None and new != old else None


def _changes(
    w: Work,
    score: tuple[int, int],
    cas_plans: list[CasualtyPlan],
    removed: list[CasualtySnap],
    players: Mapping[int, PlayerPlan],
) -> Changes:
    teams = []
    for tp in w.teams.values():
        h, team = tp.hiring, tp.team
        change = TeamChange(
            team.id,
            treasury=_changed(tp.treasury_after, team.treasury),
            dedicated_fans=_changed(tp.dedicated_fans_after, team.dedicated_fans),
            rerolls=_changed(h.rerolls_after, team.rerolls),
            cheerleaders=_changed(h.cheerleaders_after, team.cheerleaders),
            assistant_coaches=_changed(h.assistant_coaches_after, team.assistant_coaches),
            apothecary=_changed(h.apothecary_after, team.apothecary),
            reroll_cost=_changed(h.reroll_cost_after, team.reroll_cost),
        )
        if change.updates():
            teams.append(change)
    player_changes = [c for pp in players.values() if (c := PlayerChange.between(pp.before, pp.after))]
    fixes, added = [], []
    for cp in cas_plans:
        snap = cp.snap
        if snap.casualty_id is not None:
            sequelle = _changed(cp.characteristic, snap.sequelle)
            cause = _changed(cp.cause, snap.cause)
            # decided, and lowering nothing: the recorded « −1 X » goes (the season end reads the record)
            dropped = snap.sequelle is not None and cp.lasting is not None and cp.characteristic is None
            if sequelle is not None or cause is not None or dropped:
                fixes.append(CasualtyFix(snap.casualty_id, sequelle, cause, True if dropped else None))
        elif cp.outcome is not None:
            added.append(
                copy_fields(  # the key, the victim, the causer and his name as typed
                    NewCasualty,
                    snap,
                    cause=cp.cause,
                    outcome=cp.outcome,
                    caused_by_team_id=cp.causer.team_id if cp.causer is not None else snap.caused_by_team_id,
                    sequelle=cp.characteristic,
                    hatred_candidates=cp.candidates if cp.hatred == injury.HATRED_GAINED else (),
                    roll_slot=f"d16:{snap.key}" if cp.d16 is not None else None,
                    earns_spp=cp.earns_spp,
                )
            )
    recorded = {cp.snap.casualty_id: cp.earns_spp for cp in cas_plans if cp.snap.casualty_id is not None}
    return Changes(
        match=MatchChange(w.match.id, score[0], score[1], w.conceding),
        teams=tuple(teams),
        players=tuple(player_changes),
        applied=tuple(sorted(recorded)),
        spp_earning=tuple(sorted(k for k, earns in recorded.items() if earns)),
        fixes=tuple(fixes),
        added=tuple(added),
        removed=tuple(sorted(c.casualty_id for c in removed if c.casualty_id is not None)),
        new_players=tuple(w.new_players),
        dice=w.slots.dice_thrown(),
    )
