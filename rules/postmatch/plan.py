"""The post-match as one pure computation: league snapshot + inputs + stored dice → every change (the plan).

Why a plan: the commissioner walks the steps one screen at a time, the bot may
restart half-way, and Confirm must write exactly what the preview showed. So
nothing is applied step by step: every screen recomputes the whole plan from
the stored inputs and the stored dice (:mod:`rules.postmatch.slots`), and
``league.postmatch`` writes ``plan.changes`` (:mod:`rules.postmatch.changes`)
in one transaction.

One function per step, in the order of docs/rules.md: outcome and winnings →
Fans Dévoués → casualties → PSP and Joueur du Match → advancements → expensive
mistakes → next match (a conceding team's veterans with 3+ advancements quit on
1-3, postgame-reference §8). Settled silences: X3, X4, X8, X11, X17 (see the
functions below).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from rules import injury
from rules.advancement import AdvancementResult, roll_advancement, spp_cost, value_increase
from rules.characteristics import Profile, can_reduce, improve, reduce
from rules.dice import Dice
from rules.model import Modifier, Result, Step
from rules.postmatch import rolls
from rules.postmatch.changes import (
    Changes,
    MatchChange,
    NewCasualty,
    PlayerChange,
    SequelleChange,
    TeamChange,
)
from rules.postmatch.inputs import SKILL_CATEGORIES, AdvancementChoice, Inputs
from rules.postmatch.slots import Slot, SlotDice, SlotReader, StoredDice
from rules.postmatch.snapshots import SIDES, CasualtySnap, MatchSnap, PlayerSnap, Side, TeamSnap
from rules.ruleset import Ruleset
from rules.treasury import TreasuryResult, bracket_index, roll_expensive_mistakes

STEPS: Final = ("outcome", "fans", "casualties", "spp", "advancements", "mistakes", "next", "preview")
#: After a concession, each conceding player with this many advancements or more may quit (D6 1-3).
VETERAN_ADVANCEMENTS: Final = 3

_REVANCHE_DECIDED: Final = (injury.HATRED_GAINED, injury.HATRED_NOT_GAINED)


# --- the plan -------------------------------------------------------------------------------------------


@dataclass(slots=True)
class TeamPlan:
    side: Side
    team: TeamSnap
    score_for: int
    score_against: int
    outcome: rolls.Outcome
    conceded: bool
    stalled: bool
    fp: int | None = None
    fp_roll: Result | None = None
    fan_attendance: int | None = None
    winnings: rolls.Winnings | None = None
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


# --- building it -----------------------------------------------------------------------------------------


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

    @property
    def conceding(self) -> Side | None:
        return self.inputs.concession

    def award(self, player_id: int, kind: str, points: int) -> None:
        self.spp[player_id][kind] = self.spp[player_id].get(kind, 0) + points


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
    w = _Work(SlotReader(dice), ruleset, match, inputs, before, dict(before), {pid: {} for pid in before})
    score = _outcome(w)
    _fans(w)
    cas_plans = _casualties(w, casualties)
    eligible = _spp(w)
    adv_plans = _advancements(w)
    can_advance = _can_advance(w, adv_plans)
    _mistakes(w)
    veterans, rpm_cleared = _next(w, cas_plans)
    player_plans = {pid: PlayerPlan(before[pid], w.work[pid], w.spp[pid]) for pid in before}
    return Plan(
        ruleset=ruleset.key,
        match=match,
        teams=w.teams,
        casualties=cas_plans,
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
        changes=_changes(w, score, cas_plans, player_plans),
    )


def _final_score(match: MatchSnap, inputs: Inputs) -> tuple[int, int]:
    home, away = inputs.score if inputs.score is not None else (match.home_score, match.away_score)
    if inputs.concession == "home":
        return 0, rolls.concession_score(away)
    if inputs.concession == "away":
        return rolls.concession_score(home), 0
    return home, away


# 1. Outcome and winnings ---------------------------------------------------------------------------------


def _outcome(w: _Work) -> tuple[int, int]:
    """Score (corrected, or 2-0 / X-0 on a concession), FP, Fan Attendance and winnings (X3)."""
    home_score, away_score = _final_score(w.match, w.inputs)
    for side in SIDES:
        mine, theirs = (home_score, away_score) if side == "home" else (away_score, home_score)
        w.teams[side] = TeamPlan(
            side=side,
            team=w.match.team(side),
            score_for=mine,
            score_against=theirs,
            outcome=rolls.outcome_of(mine, theirs),
            conceded=w.conceding == side,
            stalled=side in w.inputs.stalled,
        )
    for side, tp in w.teams.items():
        fp = w.match.home_fp if side == "home" else w.match.away_fp
        if fp is None:
            df = tp.team.dedicated_fans
            tp.fp_roll = w.slots.slot(
                f"fp:{side}",
                "outcome",
                "pm.slot.fp",
                {"team": tp.team.name},
                lambda d, df=df: rolls.roll_fan_factor(d, dedicated_fans=df, ruleset=w.ruleset),
            )
            fp = tp.fp_roll.root.total if tp.fp_roll is not None else None
        tp.fp = fp
    home_fp, away_fp = w.teams["home"].fp, w.teams["away"].fp
    if home_fp is not None and away_fp is not None:
        attendance = home_fp + away_fp
        for tp in w.teams.values():
            tp.fan_attendance = attendance
            tp.winnings = rolls.winnings(
                fan_attendance=attendance,
                touchdowns=tp.score_for,
                stalled=tp.stalled,
                conceded_by_self=tp.conceded,
                conceded_by_other=w.conceding is not None and not tp.conceded,
            )
            tp.treasury_after_winnings = tp.team.treasury + tp.winnings.gold
    return home_score, away_score


# 2. Fans Dévoués (X4: the conceder only loses D3; its opponent rolls as for any win) ------------------------


def _fans(w: _Work) -> None:
    for tp in w.teams.values():
        df = tp.team.dedicated_fans
        kind = "conceded" if tp.conceded else tp.outcome
        if kind == "draw":
            tp.fans = rolls.roll_dedicated_fans(SlotDice(), dedicated_fans=df, outcome="draw", ruleset=w.ruleset)
        else:
            tp.fans = w.slots.slot(
                f"fans:{tp.team.id}:{kind}",
                "fans",
                f"pm.slot.fans.{kind}",
                {"team": tp.team.name, "df": df},
                lambda d, df=df, tp=tp: rolls.roll_dedicated_fans(
                    d, dedicated_fans=df, outcome=tp.outcome, conceded=tp.conceded, ruleset=w.ruleset
                ),
            )
        tp.dedicated_fans_after = None if tp.fans is None else tp.fans.root.info["after"]


# 3. Casualties ----------------------------------------------------------------------------------------------


def _casualties(w: _Work, casualties: Sequence[CasualtySnap]) -> list[CasualtyPlan]:
    plans = [_casualty(w, cas) for cas in casualties]
    for cp in plans:
        if cp.spp_to is not None and w.match.side_of(w.work[cp.spp_to].team_id) != w.conceding:
            w.award(cp.spp_to, "casualty", rolls.SPP_AWARDS["casualty"])
    return plans


def _casualty(w: _Work, cas: CasualtySnap) -> CasualtyPlan:
    """One casualty applied to the victim: out, RPM, BP, séquelle, death, Revanche."""
    victim = w.work.get(cas.victim_id)
    causer = w.work.get(cas.caused_by_id) if cas.caused_by_id is not None else None
    cp = CasualtyPlan(snap=cas, victim=victim, causer=causer)
    if victim is None or not victim.alive:
        w.notes.append(Missing("casualties", "pm.note.victim_gone", {"casualty": cas.key}))
        return cp
    who = {"player": victim.label}
    outcome = cas.outcome
    if outcome is None:
        cp.d16 = w.slots.slot(
            f"d16:{cas.key}",
            "casualties",
            "pm.slot.casualty",
            who,
            lambda d, n=victim.niggling: roll_casualty_table(d, w.ruleset, niggling=n),
        )
        if cp.d16 is None:
            return cp
        outcome = cp.d16.root.outcome
    cp.outcome = outcome
    if cas.cause == "block" and cas.caused_by_id is not None and cas.caused_by_id in w.work:
        cp.spp_to = cas.caused_by_id  # every casualty caused by a block, Commotion included
    consequence = injury.CASUALTY_CONSEQUENCES.get(outcome, injury.CasualtyConsequence())
    profile = victim.profile
    if consequence.lasting_injury:
        cp.lasting, cp.characteristic, cp.lasting_roll = _sequelle(w, cas, profile, who)
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
        victim = _revanche(w, cp, cas, victim, who)
    w.work[victim.id] = victim
    cp.victim = victim
    return cp


def _sequelle(
    w: _Work, cas: CasualtySnap, profile: Profile, who: Mapping[str, Any]
) -> tuple[str | None, str | None, Result | None]:
    """(séquelle outcome, characteristic lowered, the D6 if thrown here) — the recorded one when it still applies.

    A recorded séquelle on a characteristic now at its minimum: ``ligue`` re-rolls
    the D6, ``bb2025`` keeps the RPM without a reduction (D2).
    """
    char = cas.sequelle
    if char is None and cas.prior_lasting in injury.LASTING_INJURY_CHARACTERISTIC:
        char = injury.LASTING_INJURY_CHARACTERISTIC[cas.prior_lasting]
    if char is None and cas.prior_lasting in (injury.LASTING_AT_MINIMUM, injury.LASTING_NONE_POSSIBLE):
        return cas.prior_lasting, None, None
    if char is not None:
        if can_reduce(profile, char):  # type: ignore[arg-type]
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
    if chosen in victim.gained_hatreds:
        return victim
    return dataclasses.replace(victim, gained_hatreds=(*victim.gained_hatreds, chosen))


# 4. PSP and Joueur du Match (X8: nominees who played, never a dead player) ---------------------------------


def _spp(w: _Work) -> dict[Side, list[PlayerSnap]]:
    """Touchdowns, passes and interceptions typed; the nominees and their D6; the PSP credited."""
    for kind, counts in (
        ("touchdown", w.inputs.touchdowns),
        ("completion", w.inputs.completions),
        ("interception", w.inputs.interceptions),
    ):
        for pid, count in counts.items():
            if pid in w.work and w.match.side_of(w.work[pid].team_id) != w.conceding:
                w.spp[pid][kind] = count * rolls.SPP_AWARDS[kind]
    eligible: dict[Side, list[PlayerSnap]] = {}
    for side, tp in w.teams.items():
        team_players = sorted((p for p in w.work.values() if p.team_id == tp.team.id), key=lambda p: p.number)
        eligible[side] = [p for p in team_players if p.alive and not w.before[p.id].miss_next_game]
        if side not in w.inputs.spp_entered and not tp.conceded and tp.score_for:
            w.missing.append(Missing("spp", "pm.missing.spp", {"team": tp.team.name}))
        if not tp.conceded:
            touchdowns = sum(w.inputs.touchdowns.get(p.id, 0) for p in team_players)
            if side in w.inputs.spp_entered and touchdowns != tp.score_for:
                w.notes.append(Missing("spp", "pm.note.touchdowns", {"team": tp.team.name, "td": touchdowns}))
        _mvp(w, side, tp, eligible[side])
    for pid, gained in w.spp.items():
        if gained:
            w.work[pid] = dataclasses.replace(w.work[pid], spp=w.work[pid].spp + sum(gained.values()))
    return eligible


def _mvp(w: _Work, side: Side, tp: TeamPlan, eligible: list[PlayerSnap]) -> None:
    """One Joueur du Match (two for the winner of a concession, none for the conceder)."""
    if tp.conceded or not eligible:
        tp.mvp_count = 0
        return
    tp.mvp_count = 2 if w.conceding is not None else 1
    allowed = {p.id for p in eligible}
    chosen = [pid for pid in w.inputs.nominees.get(side, ()) if pid in allowed]
    tp.nominees = tuple(sorted(chosen, key=lambda pid: w.work[pid].number))
    if not tp.nominees:
        w.missing.append(Missing("spp", "pm.missing.nominees", {"team": tp.team.name}))
        return
    for k in range(1, tp.mvp_count + 1):
        if len(tp.nominees) == 1:  # one nominee: no die to throw
            only = tp.nominees[0]
            chosen_step = Step("mvp", "postmatch.mvp.chosen", info={"player_id": only, "nominees": [only]})
            result: Result | None = Result(chosen_step, w.ruleset.key)
        else:
            result = w.slots.slot(
                f"mvp:{tp.team.id}:{k}",
                "spp",
                "pm.slot.mvp",
                {"team": tp.team.name},
                lambda d, n=tp.nominees: rolls.roll_mvp(d, nominees=n, ruleset=w.ruleset),
            )
        if result is not None:
            tp.mvp.append(result)
            w.award(result.root.info["player_id"], "mvp", rolls.MVP_SPP)


# 5. Advancements ------------------------------------------------------------------------------------------


def _advancements(w: _Work) -> list[AdvancementPlan]:
    return [_advancement(w, choice) for choice in w.inputs.advancements]


def _can_advance(w: _Work, adv_plans: list[AdvancementPlan]) -> dict[Side, list[PlayerSnap]]:
    """Per side, the players who can pay an advancement (or have one under way)."""
    out: dict[Side, list[PlayerSnap]] = {}
    for side, tp in w.teams.items():
        out[side] = [
            p
            for p in sorted(w.work.values(), key=lambda p: p.number)
            if p.team_id == tp.team.id
            and p.alive
            and p.advancements < 6
            and (
                p.spp >= spp_cost(p.advancements + 1, "chosen_primary")
                or any(a.choice.player_id == p.id for a in adv_plans)
            )
        ]
    return out


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
    if ap.number > 6:
        return problem("pm.adv.problem.legend")
    ap.cost = spp_cost(ap.number, choice.kind)  # type: ignore[arg-type]
    if player.spp < ap.cost:
        return problem("pm.adv.problem.spp", cost=ap.cost, spp=player.spp)
    profile, taken = player.profile, dict(player.improvements)
    if choice.kind == "characteristic":
        ap.roll = w.slots.slot(  # type: ignore[assignment]
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
            profile=improve(profile, char, player.improvements),  # type: ignore[arg-type]
            improvements=taken,
        )
    w.work[player.id] = dataclasses.replace(
        updated,
        spp=player.spp - ap.cost,
        advancements=ap.number,
        value=None if player.value is None else player.value + ap.value_increase,
    )
    return ap


# 6. Expensive mistakes (on the treasury after winnings; X11 rounding per ruleset) ----------------------------


def _mistakes(w: _Work) -> None:
    for tp in w.teams.values():
        treasury = tp.treasury_after_winnings
        if treasury is None:
            continue
        bracket = bracket_index(treasury)
        if bracket is None:
            tp.mistakes = roll_expensive_mistakes(SlotDice(), w.ruleset, treasury=treasury)
        else:
            tp.mistakes = w.slots.slot(  # type: ignore[assignment]
                f"em:{tp.team.id}:{bracket}",
                "mistakes",
                "pm.slot.mistakes",
                {"team": tp.team.name},
                lambda d, t=treasury: roll_expensive_mistakes(d, w.ruleset, treasury=t),
            )
        tp.treasury_after = None if tp.mistakes is None else tp.mistakes.left


# 7. Next match: a conceding team's veterans may quit; RPM of players who sat this one out cleared -----------


def _next(w: _Work, cas_plans: list[CasualtyPlan]) -> tuple[list[tuple[PlayerSnap, Result | None]], list[PlayerSnap]]:
    veterans: list[tuple[PlayerSnap, Result | None]] = []
    for tp in w.teams.values():
        if not tp.conceded:
            continue
        for p in sorted(w.work.values(), key=lambda p: p.number):
            if p.team_id != tp.team.id or not p.alive or w.before[p.id].advancements < VETERAN_ADVANCEMENTS:
                continue
            rolled = w.slots.slot(
                f"veteran:{p.id}",
                "next",
                "pm.slot.veteran",
                {"player": p.label},
                lambda d: rolls.roll_veteran_quits(d, ruleset=w.ruleset),
            )
            veterans.append((p, rolled))
            if rolled is not None and rolled.root.outcome == "postmatch.veteran.quits":
                w.work[p.id] = dataclasses.replace(w.work[p.id], status="retired")
    new_rpm = {cp.victim.id for cp in cas_plans if cp.victim is not None and _rpm(cp)}
    rpm_cleared = []
    for pid, p in w.before.items():
        if p.miss_next_game and pid not in new_rpm:
            w.work[pid] = dataclasses.replace(w.work[pid], miss_next_game=False)
            rpm_cleared.append(p)
    return veterans, rpm_cleared


def _rpm(cp: CasualtyPlan) -> bool:
    return (
        cp.outcome is not None
        and injury.CASUALTY_CONSEQUENCES.get(cp.outcome, injury.CasualtyConsequence()).miss_next_game
    )


# What Confirm writes -----------------------------------------------------------------------------------------


def _changes(
    w: _Work, score: tuple[int, int], cas_plans: list[CasualtyPlan], players: Mapping[int, PlayerPlan]
) -> Changes:
    teams = []
    for tp in w.teams.values():
        change = TeamChange(
            tp.team.id,
            treasury=tp.treasury_after
            if tp.treasury_after is not None and tp.treasury_after != tp.team.treasury
            else None,
            dedicated_fans=tp.dedicated_fans_after
            if tp.dedicated_fans_after is not None and tp.dedicated_fans_after != tp.team.dedicated_fans
            else None,
        )
        if change.updates():
            teams.append(change)
    player_changes = [c for pp in players.values() if (c := PlayerChange.between(pp.before, pp.after))]
    sequelles, added = [], []
    for cp in cas_plans:
        snap = cp.snap
        if snap.casualty_id is not None:
            if cp.characteristic is not None and cp.characteristic != snap.sequelle:
                sequelles.append(SequelleChange(snap.casualty_id, cp.characteristic))
        elif cp.outcome is not None:
            added.append(
                NewCasualty(
                    key=snap.key,
                    victim_id=snap.victim_id,
                    cause=snap.cause,
                    outcome=cp.outcome,
                    caused_by_id=snap.caused_by_id,
                    caused_by_team_id=cp.causer.team_id if cp.causer is not None else None,
                    sequelle=cp.characteristic,
                    hatred_candidates=cp.candidates if cp.hatred == injury.HATRED_GAINED else (),
                    roll_slot=f"d16:{snap.key}" if cp.d16 is not None else None,
                )
            )
    return Changes(
        match=MatchChange(w.match.id, score[0], score[1], w.inputs.concession),
        teams=tuple(teams),
        players=tuple(player_changes),
        applied=tuple(sorted(cp.snap.casualty_id for cp in cas_plans if cp.snap.casualty_id is not None)),
        sequelles=tuple(sequelles),
        added=tuple(added),
        dice=w.slots.dice_thrown(),
    )
