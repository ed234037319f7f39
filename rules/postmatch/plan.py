"""The post-match as one pure computation: league snapshot + inputs + stored dice → every change (the plan).

Why a plan: the commissioner walks the steps one screen at a time, the bot may
restart half-way, and Confirm must write exactly what the preview showed. So
nothing is applied step by step: every screen recomputes the whole plan from
the stored inputs and the stored dice (:mod:`rules.postmatch.slots`), and
``league.postmatch`` writes ``plan.changes`` (:mod:`rules.postmatch.changes`)
in one transaction.

One function per step, in the book's order (docs/rules.md "Post-match
sequence"): outcome and winnings → Fans Dévoués → casualties → PSP and Joueur
du Match → advancements → hiring, firing and temporarily retiring → expensive
mistakes on the treasury that is left → next match. A team conceding with its
penalties sees its veterans with 3+ advancements quit on 1-3 at the start of the
hiring step, before any hiring or firing (postgame-reference §8). Settled
silences: X3, X4, X8, X9, X11, X17 (see the functions below).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Final

from rules import causes, injury, limits, positions, rosters, skills, team_rules, traits
from rules.advancement import (
    AdvancementResult,
    RandomSkillResult,
    Taken,
    can_draw,
    player_value,
    roll_advancement,
    roll_random_skill,
    spp_cost,
    usable,
)
from rules.characteristics import CHARACTERISTICS, LIMITS, Characteristic, Profile, can_reduce, improve, reduce
from rules.dice import Dice
from rules.draft import MAX_PLAYERS  # « never more than 16 players » (one definition, with the draft's)
from rules.errors import DomainError, Term
from rules.fields import copy_fields
from rules.model import Result, Step
from rules.player import position_access, with_position_access
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
from rules.postmatch.inputs import SKILL_CATEGORIES, AdvancementChoice, Hire, Inputs, StaffOrder
from rules.postmatch.slots import Slot, SlotDice, SlotReader, StoredDice
from rules.postmatch.snapshots import SIDES, CasualtySnap, MatchSnap, PlayerSnap, Side, TeamSnap, other_side
from rules.ruleset import Ruleset
from rules.traits import NOBODY, Traits
from rules.treasury import TreasuryResult, bracket_index, roll_expensive_mistakes

STEPS: Final = (
    "outcome",
    "fans",
    "casualties",
    "spp",
    "advancements",
    "hiring",
    "mistakes",
    "next",
    "preview",
)
#: After a concession with its penalties, each conceding player with this many advancements may quit (D6 1-3).
VETERAN_ADVANCEMENTS: Final = 3
#: A player's sixth advancement is the last (Legend).
MAX_ADVANCEMENTS: Final = 6
#: Roster limits (postgame-reference §5): players, re-rolls, cheerleaders and assistant coaches.
MIN_ELIGIBLE: Final = 11
MAX_REROLLS: Final = 8
MAX_HELPERS: Final = 6
HELPER_PRICE: Final = 10_000
APOTHECARY_PRICE: Final = 50_000
#: Masters of Undeath raise an opponent of at most this Strength (and without Stunty) who died.
RAISE_MOST_ST: Final = 4

_REVANCHE_DECIDED: Final = (injury.HATRED_GAINED, injury.HATRED_NOT_GAINED)


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
        for step in STEPS:
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


def player_traits(player: PlayerSnap | None) -> Traits:
    """A player of the post-match as every roll sees him (:class:`rules.traits.Traits`, as ``/casualty`` does)."""
    if player is None:
        return NOBODY
    return Traits.of_roster(
        profile=player.profile, skill_names=player.skills, niggling=player.niggling, keywords=player.keywords
    )


def roll_casualty_table(
    dice: Dice, ruleset: Ruleset, *, victim: PlayerSnap, causer: PlayerSnap | None = None, cause: str = "unknown"
) -> Result:
    """The casualty roll of a casualty added here, through :func:`rules.traits.casualty_inputs` like ``/casualty``:
    Régénération's D6 first, then D16 + BP + Décomposition. Séquelle and Revanche are their own slots."""
    inputs = traits.casualty_inputs(player_traits(victim), player_traits(causer), cause=cause)
    return injury.roll_casualty(dice, ruleset, consequences=False, **inputs)


@dataclass(slots=True)
class _Work:
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

    def team_of(self, player_id: int) -> TeamPlan:
        side = self.match.side_of(self.work[player_id].team_id)
        assert side is not None
        return self.teams[side]

    def award(self, player_id: int, kind: str, count: int = 1) -> int:
        """Credit ``count`` times the PSP of ``kind`` (the player's team rules decide how many: Brawlin' Brutes)."""
        team = self.team_of(player_id)
        points = count * team_rules.spp_award(team.team.special_rules, kind, rolls.SPP_AWARDS[kind])
        self.spp[player_id][kind] = self.spp[player_id].get(kind, 0) + points
        return points


def build_plan(
    ruleset: Ruleset,
    match: MatchSnap,
    players: Sequence[PlayerSnap],
    casualties: Sequence[CasualtySnap],
    inputs: Inputs,
    dice: StoredDice,
) -> Plan:
    """Every change of the post-match, from the league as it is, the inputs and the stored dice."""
    before = {p.id: p for p in players if p.status == "active" and p.team_id in (match.home.id, match.away.id)}
    w = _Work(SlotReader(dice), ruleset, match, inputs, before, _valued(before, inputs), {pid: {} for pid in before})
    removed = [c for c in casualties if c.casualty_id is not None and c.casualty_id in inputs.removed]
    kept = [c for c in casualties if c not in removed]
    score = _outcome(w)
    _fans(w)
    cas_plans = _casualties(w, kept)
    eligible = _spp(w, cas_plans)
    adv_plans = _advancements(w)
    can_advance = _can_advance(w, adv_plans)
    _must_advance(w, adv_plans)
    veterans = _veterans(w)
    _hiring(w)
    _mistakes(w)
    rpm_cleared = _next(w)
    player_plans = {pid: PlayerPlan(before[pid], w.work[pid], w.spp[pid]) for pid in before}
    return Plan(
        ruleset=ruleset.key,
        match=match,
        teams=w.teams,
        casualties=cas_plans,
        removed=removed,
        advancements=adv_plans,
        players=player_plans,
        rpm_cleared=rpm_cleared,
        veterans=veterans,
        eligible_mvp=eligible,
        can_advance=can_advance,
        pending=w.slots.pending,
        missing=w.missing,
        notes=w.notes,
        rolls=w.slots.rolls,
        changes=_changes(w, score, cas_plans, removed, player_plans),
    )


def _valued(before: Mapping[int, PlayerSnap], inputs: Inputs) -> dict[int, PlayerSnap]:
    """The players as the steps start from them: a value typed here for one stored without any (a value stored
    since, by /player edit, wins)."""
    out = dict(before)
    for pid, value in inputs.values.items():
        if pid in out and out[pid].value is None:
            out[pid] = dataclasses.replace(out[pid], value=value)
    return out


def _final_score(match: MatchSnap, inputs: Inputs) -> tuple[int, int]:
    if match.unplayed:  # as it was recorded: 0-0 (a loss for both) or 2-0 to the side that did not concede
        return match.home_score, match.away_score
    home, away = inputs.score if inputs.score is not None else (match.home_score, match.away_score)
    if inputs.concession == "home":
        return 0, rolls.concession_score(away)
    if inputs.concession == "away":
        return rolls.concession_score(home), 0
    return home, away


# 1. Outcome and winnings ---------------------------------------------------------------------------------


def _outcome(w: _Work) -> tuple[int, int]:
    """Score (corrected, or 2-0 / X-0 on a concession), FP, Fan Attendance and winnings (X3).

    Conceding without penalty (X9) changes only the score: both teams are paid as for any match.
    """
    home_score, away_score = _final_score(w.match, w.inputs)
    for side in SIDES:
        mine, theirs = (home_score, away_score) if side == "home" else (away_score, home_score)
        w.teams[side] = TeamPlan(
            side=side,
            team=w.match.team(side),
            score_for=mine,
            score_against=theirs,
            # an unplayed fixture nobody conceded « will count as a loss for both Coaches »
            outcome="loss" if w.match.unplayed and w.conceding is None else rolls.outcome_of(mine, theirs),
            conceded=w.conceding == side,
            stalled=side in w.inputs.stalled,
            penalised=w.penalised == side,
        )
    if w.match.unplayed:
        _unplayed_winnings(w)
        return home_score, away_score
    for side, tp in w.teams.items():
        fp = w.match.home_fp if side == "home" else w.match.away_fp
        if fp is None:
            df = tp.team.dedicated_fans
            tp.fp_roll = w.slots.slot(
                f"fp:{side}",
                "outcome",
                "pm.slot.fp",
                {"team": tp.team.name},
                partial(rolls.roll_fan_factor, dedicated_fans=df, ruleset=w.ruleset),
            )
            fp = tp.fp_roll.root.total if tp.fp_roll is not None else None
        tp.fp = fp
    home_fp, away_fp = w.teams["home"].fp, w.teams["away"].fp
    # a score stored before its limit existed (49-0) opens all the same, to be corrected here: no winnings until then
    scores_ok = limits.TOUCHDOWNS.holds(home_score) and limits.TOUCHDOWNS.holds(away_score)
    if not scores_ok:
        facts = {"home": home_score, "away": away_score, "most": limits.TOUCHDOWNS.high}
        w.missing.append(Missing("outcome", "pm.missing.score_range", facts))
    if home_fp is not None and away_fp is not None and scores_ok:
        attendance = home_fp + away_fp
        for tp in w.teams.values():
            tp.fan_attendance = attendance
            tp.winnings = rolls.winnings(
                fan_attendance=attendance,
                touchdowns=tp.score_for,
                stalled=tp.stalled,
                conceded_by_self=tp.penalised,
                conceded_by_other=w.penalised is not None and not tp.penalised,
            )
            tp.treasury_after_winnings = tp.team.treasury + tp.winnings.gold
    return home_score, away_score


def _unplayed_winnings(w: _Work) -> None:
    """An unplayed fixture: no Fan Factor, no Fan Attendance; « neither team […] gaining any Winnings », unless one
    conceded for real-life reasons: then the other « will gain D6 × 10,000 gold pieces in Winnings » (the bot's
    D6, kept like every roll), and the conceder none."""
    for tp in w.teams.values():
        roll = None
        if w.conceding is not None and not tp.conceded:
            roll = w.slots.slot(
                f"unplayed:{tp.team.id}",
                "outcome",
                "pm.slot.unplayed_winnings",
                {"team": tp.team.name},
                partial(rolls.roll_unplayed_winnings, ruleset=w.ruleset),
            )
            if roll is None:
                continue
        tp.winnings_roll = roll
        earned = 0 if roll is None else int(roll.root.info["gold"])
        tp.winnings = rolls.Winnings(0, 0, False, w.conceding is not None, earned)
        tp.treasury_after_winnings = tp.team.treasury + earned


# 2. Fans Dévoués (X4: the conceder only loses D3; its opponent rolls as for any win; an unplayed fixture conceded
# for real-life reasons « as normal »: a win and a loss without penalty) ----------------------------------------


def _fans(w: _Work) -> None:
    for tp in w.teams.values():
        if w.match.unplayed and w.conceding is None:  # a loss for both: no Dedicated Fans roll (X18's default)
            tp.dedicated_fans_after = tp.team.dedicated_fans
            continue
        df = tp.team.dedicated_fans
        kind = "conceded" if tp.penalised else tp.outcome
        if kind == "draw" or rolls.fans_at_bound(df, kind):  # nothing to roll: the outcome is certain
            tp.fans = rolls.roll_dedicated_fans(
                SlotDice(), dedicated_fans=df, outcome=tp.outcome, conceded=tp.penalised, ruleset=w.ruleset
            )
        else:
            tp.fans = w.slots.slot(
                f"fans:{tp.team.id}:{kind}",
                "fans",
                f"pm.slot.fans.{kind}",
                {"team": tp.team.name, "df": df},
                partial(
                    rolls.roll_dedicated_fans,
                    dedicated_fans=df,
                    outcome=tp.outcome,
                    conceded=tp.penalised,
                    ruleset=w.ruleset,
                ),
            )
        tp.dedicated_fans_after = None if tp.fans is None else tp.fans.root.info["after"]


# 3. Casualties ----------------------------------------------------------------------------------------------


def _casualties(w: _Work, casualties: Sequence[CasualtySnap]) -> list[CasualtyPlan]:
    plans = [_casualty(w, cas) for cas in casualties]
    _recorded_twice(w, plans)
    w.new_rpm = {cp.victim.id for cp in plans if cp.victim is not None and _rpm(cp)}
    for cp in plans:  # « an opposition player with an ST of 4 or less that does not have the Stunty Trait »
        dead = w.before.get(cp.snap.victim_id)
        side = w.match.side_of(dead.team_id) if dead is not None else None
        if cp.outcome != injury.CASUALTY_DEAD or dead is None or side is None or dead.profile.st > RAISE_MOST_ST:
            continue
        if "stunty" not in skills.all_keys(dead.skills):
            w.raisable.add(w.match.team(other_side(side)).id)
    for cp in plans:
        for pid in (cp.snap.victim_id, cp.snap.caused_by_id):
            if pid is not None and pid in w.before:
                w.played.add(pid)  # hurt or hurting in this match: he played
        if cp.needs_cause:
            who = cp.victim.label if cp.victim is not None else "?"
            w.missing.append(Missing("casualties", "pm.missing.cause", {"player": who, "casualty": cp.key}))
        if cp.spp_to is not None and w.match.side_of(w.work[cp.spp_to].team_id) != w.penalised:
            cp.spp = w.award(cp.spp_to, "casualty")
    return plans


def _recorded_twice(w: _Work, plans: Sequence[CasualtyPlan]) -> None:
    """A casualty puts the player in the Casualty box for the rest of the match; only a Patch-up or Regeneration
    (:data:`rules.injury.RECOVERED`) sends him back to the Reserves. So one player has at most one casualty that kept
    him out per match: two are one record made twice (or on the wrong player), and Confirm waits until the
    commissioner removes the mistaken one, rather than apply two séquelles, two BP or a death and a séquelle."""
    kept_out: dict[int, list[str]] = {}
    for cp in plans:
        outcome = cp.outcome or cp.snap.outcome  # a dead player's second record is only closed: it counts too
        if outcome is not None and outcome not in injury.RECOVERED and cp.snap.victim_id in w.before:
            kept_out.setdefault(cp.snap.victim_id, []).append(cp.key)
    for pid, keys in kept_out.items():
        if len(keys) > 1:
            facts = {"player": w.before[pid].label, "count": len(keys), "casualties": tuple(keys)}
            w.missing.append(Missing("casualties", "pm.missing.casualty_twice", facts))


def _casualty(w: _Work, cas: CasualtySnap) -> CasualtyPlan:
    """One casualty applied to the victim: out, RPM, BP, séquelle, death, Revanche."""
    victim = w.work.get(cas.victim_id)
    causer = w.work.get(cas.caused_by_id) if cas.caused_by_id is not None else None
    cause = cas.cause if cas.cause != "unknown" else w.inputs.causes.get(cas.key, "unknown")
    cp = CasualtyPlan(snap=cas, victim=victim, causer=causer, cause=cause)
    if victim is None:
        w.notes.append(Missing("casualties", "pm.note.victim_gone", {"casualty": cas.key}))
        return cp
    if not victim.alive:  # killed by an earlier casualty of this match: this one is only closed
        w.notes.append(Missing("casualties", "pm.note.victim_dead", {"player": victim.label, "casualty": cas.key}))
        return cp
    who = {"player": victim.label}
    outcome = cas.outcome
    if outcome is None:
        cp.d16 = w.slots.slot(
            f"d16:{cas.key}",
            "casualties",
            "pm.slot.casualty",
            who,
            partial(roll_casualty_table, ruleset=w.ruleset, victim=victim, causer=causer, cause=cause),
        )
        if cp.d16 is None:
            return cp
        outcome = injury.chain_outcome(cp.d16.root)
    cp.outcome = outcome
    if causer is not None and cp.earns_spp:
        cp.spp_to = causer.id  # every casualty a Block caused, Commotion included (postgame-reference §9)
    consequence = injury.CASUALTY_CONSEQUENCES.get(outcome, injury.CasualtyConsequence())
    profile = victim.profile
    if consequence.lasting_injury:
        w.lasting.add(victim.id)
        cp.lasting, cp.characteristic, cp.lasting_roll = _sequelle(w, cas, profile, who)
        if cp.lasting is None:
            return cp
        if cp.characteristic is not None:
            profile = reduce(profile, cp.characteristic)
            w.reduced.add(victim.id)
    victim = dataclasses.replace(
        victim,
        profile=profile,
        niggling=victim.niggling + consequence.niggling,
        miss_next_game=victim.miss_next_game or consequence.miss_next_game,
        status="dead" if consequence.dead else victim.status,
    )
    if consequence.revanche:
        victim = _revanche(w, cp, cas, victim, who)
    w.work[victim.id] = victim
    cp.victim = victim
    return cp


def _sequelle(
    w: _Work, cas: CasualtySnap, profile: Profile, who: Mapping[str, Any]
) -> tuple[str | None, Characteristic | None, Result | None]:
    """(séquelle outcome, characteristic lowered, the D6 if thrown here) — the recorded one when it still applies.

    A recorded séquelle on a characteristic now at its minimum: ``ligue`` re-rolls
    the D6, ``bb2025`` keeps the RPM without a reduction (D2).
    """
    char = cas.sequelle
    if char is None and cas.prior_lasting is not None:
        char = injury.LASTING_INJURY_CHARACTERISTIC.get(cas.prior_lasting)
    if char is None and cas.prior_lasting in (injury.LASTING_AT_MINIMUM, injury.LASTING_NONE_POSSIBLE):
        return cas.prior_lasting, None, None
    if char is not None:
        if can_reduce(profile, char):
            outcome = next(o for o, c in injury.LASTING_INJURY_CHARACTERISTIC.items() if c == char)
            return outcome, char, None
        if w.ruleset.at_minimum == "miss_next_game":
            return injury.LASTING_AT_MINIMUM, None, None
    rolled = w.slots.slot(
        f"sequelle:{cas.key}",
        "casualties",
        "pm.slot.sequelle",
        who,
        lambda d: injury.roll_lasting_injury(d, w.ruleset, profile=profile),
    )
    if rolled is None:
        return None, None, None
    return rolled.root.outcome, injury.LASTING_INJURY_CHARACTERISTIC.get(rolled.root.outcome), rolled


def _revanche(w: _Work, cp: CasualtyPlan, cas: CasualtySnap, victim: PlayerSnap, who: Mapping[str, Any]) -> PlayerSnap:
    """Haine (X): X17 — never without a player who caused the casualty; ``ligue`` automatic, ``bb2025`` 4+.

    Recorded without its author, it is as the roll said in the match (docs/design.md, "Haine without an
    attacker"): nobody only for the crowd, a rock or a pitch invasion; otherwise a player of the other team caused
    it, and his coach's opponent picks X among that team's keywords.
    """
    candidates = cas.hatred_candidates
    if not candidates and cp.causer is not None:
        candidates = injury.hatred_candidates(cp.causer.keywords)
    if cas.caused_by_id is None and cas.caused_by_team_id is None:
        if cas.cause in traits.NO_CAUSER:
            cp.hatred = injury.HATRED_NO_ATTACKER
            return victim
        candidates = candidates or injury.hatred_candidates(
            k for p in w.work.values() if p.team_id != victim.team_id for k in p.keywords
        )
    cp.candidates = tuple(candidates)
    if not candidates:
        cp.hatred = injury.HATRED_NO_KEYWORD
        return victim
    if cas.prior_hatred in _REVANCHE_DECIDED:
        cp.hatred = cas.prior_hatred
    elif not w.ruleset.hatred_roll:
        cp.hatred = injury.HATRED_GAINED
    else:
        cp.hatred_roll = w.slots.slot(
            f"hatred:{cas.key}",
            "casualties",
            "pm.slot.hatred",
            who,
            lambda d: injury.roll_hatred(d, w.ruleset, attacker_keywords=candidates),
        )
        if cp.hatred_roll is None:
            return victim
        cp.hatred = cp.hatred_roll.root.outcome
    if cp.hatred != injury.HATRED_GAINED:
        return victim
    chosen = w.inputs.hatred.get(cas.key)
    if len(candidates) == 1:
        chosen = candidates[0]
    if chosen not in candidates:
        w.missing.append(Missing("casualties", "pm.missing.hatred", {**who, "casualty": cas.key}))
        return victim
    cp.hatred_x = chosen
    if injury.keyword_in(chosen, victim.gained_hatreds):  # « Orc » is « Orque »: one Hatred, not two
        return victim
    return dataclasses.replace(victim, gained_hatreds=(*victim.gained_hatreds, chosen))


# 4. PSP and Joueur du Match (X8: six nominees among those who played, all of them when fewer played) --------


def _spp(w: _Work, cas_plans: list[CasualtyPlan]) -> dict[Side, list[PlayerSnap]]:
    """The PSP events typed, the nominees and their D6, the PSP credited (none for a penalised conceder)."""
    events = (
        ("touchdown", w.inputs.touchdowns),
        ("completion", w.inputs.completions),
        ("interception", w.inputs.interceptions),
        ("throw", w.inputs.throws),
        ("landing", w.inputs.landings),
    )
    for kind, counts in events:
        for pid, count in counts.items():
            if pid not in w.work or w.match.unplayed:  # nobody played: no touchdown, no SPP of any action
                continue
            w.played.add(pid)
            needed = _SPP_TRAITS.get(kind)
            if needed is not None and not needed & _held(w.work[pid]):  # only a thrower throws, a thrown one lands
                w.missing.append(Missing("spp", f"pm.missing.{kind}_trait", {"player": w.work[pid].label}))
            if w.match.side_of(w.work[pid].team_id) != w.penalised:
                w.award(pid, kind, count)
    eligible: dict[Side, list[PlayerSnap]] = {}
    for side, tp in w.teams.items():
        team_players = sorted((p for p in w.work.values() if p.team_id == tp.team.id), key=lambda p: p.number)
        eligible[side] = [p for p in team_players if _played(w, p)]
        if side not in w.inputs.spp_entered and not tp.penalised and tp.score_for and not w.match.unplayed:
            w.missing.append(Missing("spp", "pm.missing.spp", {"team": tp.team.name}))
        if not tp.penalised and not w.match.unplayed:
            touchdowns = sum(w.inputs.touchdowns.get(p.id, 0) for p in team_players)
            if side in w.inputs.spp_entered and touchdowns > tp.score_for:  # cannot be: Confirm waits
                facts = {"team": tp.team.name, "td": touchdowns, "score": tp.score_for}
                w.missing.append(Missing("spp", "pm.missing.touchdowns_over", facts))
            elif side in w.inputs.spp_entered and touchdowns != tp.score_for:  # a Star Player's, say: no SPP
                w.notes.append(Missing("spp", "pm.note.touchdowns", {"team": tp.team.name, "td": touchdowns}))
        _mvp(w, side, tp, eligible[side])
    for pid, gained in w.spp.items():
        if gained:
            w.work[pid] = dataclasses.replace(w.work[pid], spp=w.work[pid].spp + sum(gained.values()))
    return eligible


#: The SPP of a Throw Team-mate go to the thrower, of a landing to the thrown player (league_play.md « Throw
#: Team-mate »): only a player with one of these skills or traits can earn them.
_SPP_TRAITS: Final[Mapping[str, frozenset[str]]] = {
    "throw": frozenset({"throw_team_mate", "kick_team_mate"}),
    "landing": frozenset({"right_stuff"}),
}


def _played(w: _Work, player: PlayerSnap) -> bool:
    """Played this match: not out for it (RPM from before, temporarily retired), or seen in it (hurt, hurting,
    scoring…). A player killed in the match played (X8)."""
    before = w.before[player.id]
    return player.id in w.played or not (before.miss_next_game or before.temporarily_retired)


def _mvp(w: _Work, side: Side, tp: TeamPlan, eligible: list[PlayerSnap]) -> None:
    """One Joueur du Match (two for the winner of a concession with penalties, none for that conceder).

    Six nominees among those who played; when six or fewer played, all of them without a choice.
    """
    if w.match.unplayed:  # « neither team awarding an MVP », unless one conceded: « two MVP awards » for the other
        tp.mvp_count = 2 if w.conceding is not None and not tp.conceded else 0
    else:
        tp.mvp_count = 0 if tp.penalised else 2 if w.penalised is not None else 1
    if not tp.mvp_count or not eligible:
        tp.mvp_count = 0
        return
    tp.nominees_needed = min(rolls.MVP_NOMINEES, len(eligible))
    allowed = {p.id for p in eligible}
    if len(eligible) <= rolls.MVP_NOMINEES:
        chosen = [p.id for p in eligible]
    else:
        chosen = [pid for pid in w.inputs.nominees.get(side, ()) if pid in allowed]
    if len(chosen) != tp.nominees_needed:
        w.missing.append(
            Missing(
                "spp", "pm.missing.nominees", {"team": tp.team.name, "count": tp.nominees_needed, "chosen": len(chosen)}
            )
        )
        return
    tp.nominees = tuple(sorted(chosen, key=lambda pid: w.work[pid].number))
    for k in range(1, tp.mvp_count + 1):
        if len(tp.nominees) == 1:  # one player played: no die to throw
            only = tp.nominees[0]
            chosen_step = Step("mvp", "postmatch.mvp.chosen", info={"player_id": only, "nominees": [only]})
            result: Result | None = Result(chosen_step, w.ruleset.key)
        else:
            result = w.slots.slot(
                f"mvp:{tp.team.id}:{k}",
                "spp",
                "pm.slot.mvp",
                {"team": tp.team.name},
                partial(rolls.roll_mvp, nominees=tp.nominees, ruleset=w.ruleset),
            )
        if result is not None:
            tp.mvp.append(result)
            w.award(result.root.info["player_id"], "mvp")


# 5. Advancements ------------------------------------------------------------------------------------------


def _advancements(w: _Work) -> list[AdvancementPlan]:
    """Each advancement in the order it was added, each paid at its rank (several for one player: X-nothing,
    the book sets no limit).

    A player without a value (imported without his cost) is asked for it: his Current Value is his Hiring Fee plus
    his Value Increases, and an increase added to nothing would be lost for the team value."""
    plans = [_advancement(w, choice) for choice in w.inputs.advancements]
    unvalued = {
        ap.player.id: ap.player
        for ap in plans
        if ap.player is not None and ap.player.alive and w.work[ap.player.id].value is None
    }
    for player in unvalued.values():
        w.missing.append(Missing("advancements", "pm.missing.player_value", {"player": player.label}))
    return plans


def _can_advance(w: _Work, adv_plans: list[AdvancementPlan]) -> dict[Side, list[PlayerSnap]]:
    """Per side, the players who can pay an advancement now (a random Primary skill is the cheapest)."""
    out: dict[Side, list[PlayerSnap]] = {}
    for side, tp in w.teams.items():
        out[side] = [
            p
            for p in sorted(w.work.values(), key=lambda p: p.number)
            if p.team_id == tp.team.id
            and p.alive
            and (
                (p.advancements < MAX_ADVANCEMENTS and p.spp >= spp_cost(p.advancements + 1, "random_primary"))
                or any(a.choice.player_id == p.id for a in adv_plans)
            )
        ]
    return out


#: What an advancement priced and paid for waits for: its dice, the result or the skill its player takes.
_WAITING: Final = (None, "pm.adv.problem.choose", "pm.adv.problem.choose_skill", "pm.adv.problem.skill")


def _must_advance(w: _Work, adv_plans: list[AdvancementPlan]) -> None:
    """A player holding enough PSP for a characteristic improvement must take an advancement (any kind).

    Checked once the advancements under way are settled (their own dice or choices block meanwhile).
    """
    unsettled = {ap.choice.player_id for ap in adv_plans if ap.player is not None and ap.under_way}
    for p in sorted(w.work.values(), key=lambda p: p.number):
        if not p.alive or p.advancements >= MAX_ADVANCEMENTS or p.id in unsettled:
            continue
        if p.journeyman and p.id not in w.inputs.journeymen_hired:  # not hired: « permanently lost », he leaves
            continue
        cost = spp_cost(p.advancements + 1, "characteristic")
        if p.spp >= cost:
            w.missing.append(
                Missing("advancements", "pm.missing.must_advance", {"player": p.label, "spp": p.spp, "cost": cost})
            )


def _held(player: PlayerSnap) -> frozenset[str]:
    return skills.all_keys(player.skills)


def _category(category: str) -> Term:
    return Term(f"skill.category.{category}")


def _access(player: PlayerSnap) -> dict[str, tuple[Term, ...]]:
    """A player's Primary and Secondary categories, as a blocker names them."""
    return {"primary": tuple(map(_category, player.primary)), "secondary": tuple(map(_category, player.secondary))}


def _access_problem(player: PlayerSnap, column: str, category: str) -> str | None:
    """Why a skill of ``category`` cannot be taken as a ``column`` (primary / secondary) skill by ``player``, or
    ``None`` when it can — or when his position's categories are not known (the Team Roster's two columns decide
    the cost in SPP and the value increase, rules-reference §2.6)."""
    if not player.primary:
        return None
    mine, other = (player.primary, player.secondary) if column == "primary" else (player.secondary, player.primary)
    if category in mine:
        return None
    if category in other:
        return f"pm.adv.problem.{'secondary' if column == 'primary' else 'primary'}_skill"
    return "pm.adv.problem.no_access"


def _advancement(w: _Work, choice: AdvancementChoice) -> AdvancementPlan:
    """PSP spent per rules-reference §2.6 (spent even when a skill is taken instead of the D8 result)."""
    player = w.work.get(choice.player_id)
    ap = AdvancementPlan(choice=choice, player=player)

    def problem(key: str, **facts: Any) -> AdvancementPlan:
        ap.problem = key
        w.missing.append(Missing("advancements", key, {"player": player.label if player else "?", **facts}))
        return ap

    if player is None or not player.alive:
        return problem("pm.adv.problem.gone")
    ap.number = player.advancements + 1
    if ap.number > MAX_ADVANCEMENTS:
        return problem("pm.adv.problem.legend")
    ap.cost = spp_cost(ap.number, choice.kind)  # type: ignore[arg-type]  # a str checked when added (inputs)
    if player.spp < ap.cost:
        return problem("pm.adv.problem.spp", cost=ap.cost, spp=player.spp)
    _take(w, ap, player, choice, problem)
    if w.work[player.id] is player and ap.problem in _WAITING:
        # under way (its dice or its choice to come): its rank and SPP are held, so an advancement added after it is
        # priced and rolled at the next rank, its dice never thrown again once this one is settled
        ap.under_way = True
        w.work[player.id] = dataclasses.replace(player, spp=player.spp - ap.cost, advancements=ap.number)
    return ap


def _take(
    w: _Work,
    ap: AdvancementPlan,
    player: PlayerSnap,
    choice: AdvancementChoice,
    problem: Callable[..., AdvancementPlan],
) -> AdvancementPlan:
    """The advancement ``ap``, priced and paid for, as rolled and chosen: ``player`` changed in ``w.work`` once it is
    settled, left as he is while its dice or its choice are to come, or when what was chosen is refused."""
    profile, taken = player.profile, dict(player.improvements)
    if choice.kind == "characteristic":
        ap.roll = w.slots.slot(
            f"adv:{player.id}:{ap.number}",
            "advancements",
            "pm.slot.advancement",
            {"player": player.label},
            lambda d: roll_advancement(d, w.ruleset, profile=profile, taken=taken),
        )
        if ap.roll is None:
            return ap
        if choice.choice in SKILL_CATEGORIES:
            ap.category = choice.choice
        elif choice.choice in ap.roll.available:
            ap.characteristic = choice.choice
        else:
            return problem("pm.adv.problem.choose")
    elif choice.kind == "random_primary":
        category = choice.category or ""
        held = _held(player)
        if player.primary and category in skills.RANDOM_TABLE and category not in player.primary:
            return problem("pm.adv.problem.random_access", category=_category(category), **_access(player))
        if category not in skills.RANDOM_TABLE or not can_draw(category, held):
            return problem("pm.adv.problem.category_full", category=category)
        ap.skill_roll = w.slots.slot(
            f"skill:{player.id}:{ap.number}",
            "advancements",
            "pm.slot.random_skill",
            {"player": player.label, "category": category},
            lambda d: roll_random_skill(d, w.ruleset, category=category, held=held),
        )
        if ap.skill_roll is None:
            return ap
        ap.category = "primary"
        drawn = ap.skill_roll.skills
        picked = drawn[0] if ap.skill_roll.same else choice.choice
        if picked not in drawn:
            return problem("pm.adv.problem.choose_skill")
        ap.skill = skills.CATALOGUE[picked].name
    else:
        ap.category = "primary" if choice.kind == "chosen_primary" else "secondary"
    if ap.category is not None:
        if ap.skill is None:
            if not choice.skill:
                return problem("pm.adv.problem.skill")
            known = skills.lookup(choice.skill)
            ap.skill = known.name if known is not None and not known.is_trait else choice.skill
        known = skills.lookup(ap.skill)
        if known is not None and known.key in _held(player):
            return problem("pm.adv.problem.held", skill=ap.skill)
        if known is not None and not known.is_trait:
            refused = _access_problem(player, ap.category, known.category)
            if refused is not None:
                return problem(refused, skill=ap.skill, category=_category(known.category), **_access(player))
        if known is not None and not usable(known.key, _held(player)):
            return problem("pm.adv.problem.unusable", skill=ap.skill)
        gained = Taken(ap.category, known.key if known is not None else None)
        updated = dataclasses.replace(player, skills=(*player.skills, ap.skill))
    else:
        char = ap.characteristic
        assert char is not None
        gained = Taken(char)
        taken[char] = taken.get(char, 0) + 1
        updated = dataclasses.replace(
            player,
            profile=improve(profile, char, player.improvements),
            improvements=taken,
        )
    ap.value_increase = gained.value
    w.work[player.id] = dataclasses.replace(
        updated,
        spp=player.spp - ap.cost,
        advancements=ap.number,
        value=None if player.value is None else player_value(player.value, [gained]),
    )
    return ap


# 6. Hiring, firing and temporarily retiring (postgame-reference §5, BB2025 order) -------------------------------


def _hiring(w: _Work) -> None:
    """Dead players are gone already; then new players, fired players, staff, journeymen, in the book's order (a
    recruit needs a place before anyone is fired); and Temporarily Retiring.

    What is bought is paid from the treasury after winnings; Expensive Mistakes then roll on what is left.
    """
    for side, tp in w.teams.items():
        _team_hiring(w, side, tp)


def _team_hiring(w: _Work, side: Side, tp: TeamPlan) -> None:
    h, team = tp.hiring, tp.team
    name = {"team": team.name}
    # dead players are gone (step 1), and so is a conceder's veteran who quit on his D6
    alive = sorted(
        (p for p in w.work.values() if p.team_id == team.id and p.status == "active"), key=lambda p: p.number
    )
    # the Hiring Fee is the value of a team-mate of that position who has never advanced (an advanced one's holds
    # his increases), read before this post-match's advancements; in a book roster's team, his line's cost first
    signed_before = [w.before[p.id] for p in alive if not p.journeyman]
    fresh = [p for p in signed_before if not p.advancements]
    by_position = {p.position.casefold(): p.value for p in fresh if p.value is not None}
    for p in alive:
        if p.journeyman and p.id in w.inputs.journeymen_hired:
            # his cost is his Hiring Fee plus his Value Increases: without a value and never advanced, his
            # position's Hiring Fee (a Journeyman is one of the roster's Linemen, league_play.md)
            value = p.value
            if value is None and not p.advancements:
                value = by_position.get(p.position.casefold())
                if value is not None:
                    w.work[p.id] = dataclasses.replace(w.work[p.id], value=value)
            h.journeymen_hired.append((p, value))
            if value is None:
                w.missing.append(Missing("hiring", "pm.missing.journeyman_value", {"player": p.label}))
        elif p.journeyman:
            h.journeymen_lost.append(p)
        if p.id in w.inputs.fired and not p.journeyman:
            h.fired.append(p)
            if _captain(team, p) and not _reduced(w, team, p):
                w.missing.append(Missing("hiring", "pm.missing.fire_captain", {"player": p.label}))
        if p.id in w.inputs.retired:
            if p.id in w.lasting:
                h.retired.append(p)
            else:
                w.missing.append(Missing("hiring", "pm.missing.retire_lasting", {"player": p.label}))
    # a book roster's limits: the players kept (not the match's Journeymen) and the recruits before
    on_roster = [p.position for p in alive if not p.journeyman]
    for hire in (x for x in w.inputs.hires if x.side == side):
        _, line = positions.line_of(team.roster, hire.position)
        # the Hiring Fee: as typed, else the book's cost of his line, else a fresh team-mate's value
        book_fee = line.cost if line is not None else None
        fee = next((f for f in (hire.fee, book_fee, by_position.get(hire.position.casefold())) if f is not None), None)
        if fee == 0:  # nothing is free but a Lineman raised by Masters of Undeath, once a match, at his full value
            recruit = {**name, "player": f"#{hire.number} {hire.name}"}
            lineman = line is not None and "Lineman" in line.keywords
            if team_rules.MASTERS_OF_UNDEATH not in team.special_rules or line is None or not lineman:
                w.missing.append(Missing("hiring", "pm.missing.raised_lineman", recruit))
            elif team.id not in w.raisable:
                w.missing.append(Missing("hiring", "pm.missing.raised_no_dead", recruit))
            elif h.raised:  # the game's one is already raised: a recruit refused above is not it
                w.missing.append(Missing("hiring", "pm.missing.raised_once", recruit))
            else:  # hired free, he « will still add its full value to the team's Team Value »
                h.raised[hire.key] = line.cost
        h.hires.append((hire, fee))
        try:
            positions.check_room(team.roster, hire.position, on_roster)
        except DomainError as exc:
            w.missing.append(Missing("hiring", exc.key, {**exc.params}))
        on_roster.append(hire.position)
        if fee is None:
            w.missing.append(
                Missing("hiring", "pm.missing.hire_fee", {**name, "player": f"#{hire.number} {hire.name}"})
            )
    # step 5: a Journeyman hired takes his place after the firing (step 3), within his line's limit (R4, R7)
    on_roster = [p.position for p in alive if not p.journeyman and p.id not in w.inputs.fired]
    on_roster += [hire.position for hire in w.inputs.hires if hire.side == side]
    for p, _ in h.journeymen_hired:
        try:
            positions.check_room(team.roster, p.position, on_roster)
        except DomainError as exc:
            what = exc.key.rsplit(".", 1)[-1]  # position_full, group_full
            w.missing.append(Missing("hiring", f"pm.missing.journeyman_{what}", {**exc.params, "player": p.label}))
        on_roster.append(p.position)
    _staff(w, tp)
    h.cost = sum(fee or 0 for _, fee in h.hires) + sum(value or 0 for _, value in h.journeymen_hired) + h.staff_cost
    treasury = tp.treasury_after_winnings
    if treasury is not None:
        tp.treasury_after_hiring = treasury - h.cost
        if h.cost > treasury:
            w.missing.append(Missing("hiring", "pm.missing.gold", {**name, "spent": h.cost, "treasury": treasury}))
    leaving = {p.id for p in (*h.fired, *h.journeymen_lost)}
    staying = [p for p in alive if p.id not in leaving]
    h.roster_after = len(staying) + len(h.hires)
    # the book hires (its step 2) before it fires (step 3), and a roster never holds more than 16: the place of a
    # player fired here is free for a Journeyman (step 5) or the next post-match, not for a recruit of this one;
    # the match's Journeymen are not on it yet (hired or lost at step 5), its dead players are gone (step 1)
    signed = sum(1 for p in alive if not p.journeyman)
    if h.hires and signed + len(h.hires) > MAX_PLAYERS:
        facts = {**name, "count": signed + len(h.hires)}
        w.missing.append(Missing("hiring", "pm.missing.hire_before_fire", facts))
    elif h.roster_after > MAX_PLAYERS:
        w.missing.append(Missing("hiring", "pm.missing.roster_full", {**name, "count": h.roster_after}))
    retiring = {p.id for p in h.retired}
    # checked at the firing (step 3): the recruits (step 2) count, the match's Journeymen (hired at step 5) do not yet
    eligible = [p for p in staying if _plays_next(w, p) and p.id not in retiring and not p.journeyman]
    fired_eligible = [p for p in h.fired if _plays_next(w, p)]
    if fired_eligible and len(eligible) + len(h.hires) < MIN_ELIGIBLE:
        w.missing.append(Missing("hiring", "pm.missing.fire_below_11", {**name, "count": len(eligible) + len(h.hires)}))
    taken = {p.number: p.label for p in staying}
    for hire, _ in h.hires:
        label = f"#{hire.number} {hire.name}"
        if hire.number in taken:  # whose number it is, so the commissioner knows which entry to take back
            facts = {**name, "number": hire.number, "player": label, "holder": taken[hire.number]}
            w.missing.append(Missing("hiring", "pm.missing.number_taken", facts))
        taken.setdefault(hire.number, label)
    for p in h.fired:
        w.work[p.id] = dataclasses.replace(w.work[p.id], status="retired")
    for p in h.journeymen_lost:
        w.work[p.id] = dataclasses.replace(w.work[p.id], status="retired")
    for p, _ in h.journeymen_hired:  # no more Loner: he becomes another player of the team
        kept = tuple(s for s in p.skills if skills.read(s).key != "loner")
        w.work[p.id] = dataclasses.replace(w.work[p.id], journeyman=False, skills=kept)
    for p in h.retired:
        w.work[p.id] = dataclasses.replace(w.work[p.id], temporarily_retired=True)
    # a recruit is his position's line of the Team Roster (the form has no room for it): in a book roster's team,
    # that line (rules.rosters); else the skill access of a team-mate of the same position, the skills the
    # never-advanced ones share (an advanced one's hold what he gained), the keywords of any one (no advancement
    # changes them)
    access = position_access(alive)
    line_skills: dict[str, tuple[str, ...]] = {}
    for p in fresh:  # what every never-advanced one shares: a skill typed on one alone is his (/player edit)
        shared = line_skills.get(p.position.casefold(), p.skills)
        line_skills[p.position.casefold()] = tuple(s for s in shared if s in p.skills)
    line_keywords = {p.position.casefold(): p.keywords for p in signed_before if p.keywords}
    for hire, fee in h.hires:
        position = hire.position.casefold()
        _, line = positions.line_of(team.roster, hire.position)
        new = copy_fields(
            NewPlayer,
            hire,
            team_id=team.id,
            value=fee or h.raised.get(hire.key, 0),
            skills=line_skills.get(position, ()),
            keywords=line_keywords.get(position, ()),
        )
        if line is not None:  # a book roster's line: its key, starting skills, keywords and skill access
            new = dataclasses.replace(
                new,
                position=line.key,
                skills=line.skills,
                keywords=line.keywords,
                primary=line.primary,
                secondary=line.secondary,
            )
        w.new_players.append(with_position_access(new, access))


def _captain(team: TeamSnap, player: PlayerSnap) -> bool:
    """The Team Captain of a team with the rule: the player holding Pro (the /rule text asks to record him so; the
    bot keeps no other mark, so a player who took Pro as an advancement is read as one too)."""
    return team_rules.TEAM_CAPTAIN in team.special_rules and "pro" in _held(player)


def _reduced(w: _Work, team: TeamSnap, player: PlayerSnap) -> bool:
    """Has an injury reduced one of his characteristics (the_teams.md « TEAM CAPTAIN »: only then may he be fired)?
    A Lasting Injury of this match that lowered one, or a characteristic below his book line's with his
    improvements (a house position: only this match's is known)."""
    if player.id in w.reduced:
        return True
    _, line = positions.line_of(team.roster, player.position)
    if line is None:
        return False
    for char in CHARACTERISTICS:
        base, now = line.profile.get(char), player.profile.get(char)
        if base is None or now is None:
            continue
        better = LIMITS[char].better
        if (now - base - better * player.improvements.get(char, 0)) * better < 0:
            return True
    return False


def _plays_next(w: _Work, player: PlayerSnap) -> bool:
    """Able to play the next match: not temporarily retired, and no RPM left once this match is over (one that
    kept him out of this match is served: step 8 lifts it unless a casualty of this match set it again)."""
    rpm = player.miss_next_game and (player.id in w.new_rpm or not w.before[player.id].miss_next_game)
    return not rpm and not player.temporarily_retired


def _staff(w: _Work, tp: TeamPlan) -> None:
    """Re-rolls bought at double their roster price, never sold; apothecary, cheerleaders, assistant coaches."""
    h, team = tp.hiring, tp.team
    order = w.inputs.staff.get(tp.side, StaffOrder())
    h.staff = order
    name = {"team": team.name}
    h.rerolls_after = team.rerolls + order.rerolls
    price = order.reroll_price or team.reroll_cost or 0  # typed, else the team's roster price
    h.reroll_price = price
    bought_priced = team.reroll_cost is None and order.rerolls and price
    h.reroll_cost_after = price if bought_priced else team.reroll_cost
    cost = order.rerolls * price * 2
    if order.rerolls and not price:
        w.missing.append(Missing("hiring", "pm.missing.reroll_price", name))
    if h.rerolls_after > MAX_REROLLS:
        w.missing.append(Missing("hiring", "pm.missing.rerolls", {**name, "count": h.rerolls_after}))
    h.apothecary_after = {"keep": team.apothecary, "hire": True, "fire": False}[order.apothecary]
    if h.apothecary_after and not team.apothecary:
        cost += APOTHECARY_PRICE
        book = rosters.find(team.roster)
        if book is not None and not book.apothecary:  # the Team Roster has no Apothecary line (docs/rules.md R6)
            w.missing.append(Missing("hiring", "error.roster.no_apothecary", {"roster": team.roster}))
    h.cheerleaders_after = team.cheerleaders if order.cheerleaders is None else order.cheerleaders
    h.assistant_coaches_after = team.assistant_coaches if order.assistant_coaches is None else order.assistant_coaches
    cost += max(0, h.cheerleaders_after - team.cheerleaders) * HELPER_PRICE
    cost += max(0, h.assistant_coaches_after - team.assistant_coaches) * HELPER_PRICE
    h.staff_cost = cost


# 7. Expensive mistakes (on the treasury left after hiring; X11 rounding per ruleset) ---------------------------


def _mistakes(w: _Work) -> None:
    for tp in w.teams.values():
        treasury = tp.treasury_after_hiring
        if treasury is None or treasury < 0:
            continue
        bracket = bracket_index(treasury)
        if bracket is None:
            tp.mistakes = roll_expensive_mistakes(SlotDice(), w.ruleset, treasury=treasury)
        else:
            tp.mistakes = w.slots.slot(
                f"em:{tp.team.id}:{bracket}",
                "mistakes",
                "pm.slot.mistakes",
                {"team": tp.team.name},
                partial(roll_expensive_mistakes, ruleset=w.ruleset, treasury=treasury),
            )
        tp.treasury_after = None if tp.mistakes is None else tp.mistakes.left


# 8. Next match: RPM of players who sat this one out cleared --------


def _veterans(w: _Work) -> list[tuple[PlayerSnap, Result | None]]:
    """A penalised conceder's players with 3+ advancements (before this post-match's): each D6 1-3 « immediately
    quits ». Thrown at the start of the hiring step, before any hiring or firing (postgame-reference §8), so the
    roster the hiring counts (16 at most, 11 for the next match) is without those who left."""
    veterans: list[tuple[PlayerSnap, Result | None]] = []
    for tp in w.teams.values():
        if not tp.penalised:
            continue
        for p in sorted(w.work.values(), key=lambda p: p.number):
            if p.team_id != tp.team.id or p.status != "active" or w.before[p.id].advancements < VETERAN_ADVANCEMENTS:
                continue
            rolled = w.slots.slot(
                f"veteran:{p.id}",
                "hiring",
                "pm.slot.veteran",
                {"player": p.label},
                lambda d: rolls.roll_veteran_quits(d, ruleset=w.ruleset),
            )
            veterans.append((p, rolled))
            if rolled is not None and rolled.root.outcome == "postmatch.veteran.quits":
                w.work[p.id] = dataclasses.replace(w.work[p.id], status="retired")
    return veterans


def _next(w: _Work) -> list[PlayerSnap]:
    rpm_cleared: list[PlayerSnap] = []
    if w.match.unplayed:  # nobody played: a player Missing the Next Game still misses it (the next played fixture)
        return rpm_cleared
    for pid, p in w.before.items():
        if w.work[pid].status != "active":  # fired, let go or quitting: leaves the team, no next match to miss
            continue
        if p.miss_next_game and pid not in w.new_rpm:
            w.work[pid] = dataclasses.replace(w.work[pid], miss_next_game=False)
            if pid not in w.played:  # seen in this match (hurt, scoring…): he played after all
                rpm_cleared.append(p)
    return rpm_cleared


def _rpm(cp: CasualtyPlan) -> bool:
    return (
        cp.outcome is not None
        and injury.CASUALTY_CONSEQUENCES.get(cp.outcome, injury.CasualtyConsequence()).miss_next_game
    )


# What Confirm writes -----------------------------------------------------------------------------------------


def _changed(new: Any, old: Any) -> Any:
    return new if new is not None and new != old else None


def _changes(
    w: _Work,
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
