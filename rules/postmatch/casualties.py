"""Post-match step 3, casualties: each applied to its victim (out, RPM, BP, séquelle, death, Revanche), its PSP to
its causer; a casualty recorded twice blocks Confirm."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any, Final

from rules import injury, skills, traits
from rules.characteristics import Characteristic, Profile, can_reduce, reduce
from rules.dice import Dice
from rules.model import Result
from rules.postmatch.plan import CasualtyPlan, Work
from rules.postmatch.snapshots import CasualtySnap, PlayerSnap, other_side
from rules.pregame.prayers import FOULING_FRENZY
from rules.ruleset import Ruleset
from rules.traits import NOBODY, Traits

#: Masters of Undeath raise an opponent of at most this Strength (and without Stunty) who died.
RAISE_MOST_ST: Final = 4

_REVANCHE_DECIDED: Final = (injury.HATRED_GAINED, injury.HATRED_NOT_GAINED)


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


def stage(w: Work) -> None:
    """The casualties recorded in the match (those removed as mistakes aside) and those added here."""
    w.casualties = plans = [_casualty(w, cas) for cas in w.recorded]
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
            w.block("pm.missing.cause", {"player": who, "casualty": cp.key})
        if cp.spp_to is not None and w.match.side_of(w.work[cp.spp_to].team_id) != w.penalised:
            cp.spp = w.award(cp.spp_to, "casualty")


def _recorded_twice(w: Work, plans: Sequence[CasualtyPlan]) -> None:
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
            w.block("pm.missing.casualty_twice", facts)


def _casualty(w: Work, cas: CasualtySnap) -> CasualtyPlan:
    """One casualty applied to the victim: out, RPM, BP, séquelle, death, Revanche."""
    victim = w.work.get(cas.victim_id)
    causer = w.work.get(cas.caused_by_id) if cas.caused_by_id is not None else None
    cause = cas.cause if cas.cause != "unknown" else w.inputs.causes.get(cas.key, "unknown")
    cp = CasualtyPlan(snap=cas, victim=victim, causer=causer, cause=cause)
    if victim is None:
        w.note("pm.note.victim_gone", {"casualty": cas.key})
        return cp
    if not victim.alive:  # killed by an earlier casualty of this match: this one is only closed
        w.note("pm.note.victim_dead", {"player": victim.label, "casualty": cas.key})
        return cp
    who = {"player": victim.label}
    outcome = cas.outcome
    if outcome is None:
        cp.d16 = w.slot(
            f"d16:{cas.key}",
            "pm.slot.casualty",
            who,
            partial(roll_casualty_table, ruleset=w.ruleset, victim=victim, causer=causer, cause=cause),
        )
        if cp.d16 is None:
            return cp
        outcome = injury.chain_outcome(cp.d16.root)
    cp.outcome = outcome
    if causer is not None and FOULING_FRENZY in w.team_of(causer.id).team.prayers:
        cp.fouling_frenzy = True  # « causes a Casualty as a result of a Foul Action will earn 2 SPP »
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
    w: Work, cas: CasualtySnap, profile: Profile, who: Mapping[str, Any]
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
    rolled = w.slot(
        f"sequelle:{cas.key}",
        "pm.slot.sequelle",
        who,
        lambda d: injury.roll_lasting_injury(d, w.ruleset, profile=profile),
    )
    if rolled is None:
        return None, None, None
    return rolled.root.outcome, injury.LASTING_INJURY_CHARACTERISTIC.get(rolled.root.outcome), rolled


def _revanche(w: Work, cp: CasualtyPlan, cas: CasualtySnap, victim: PlayerSnap, who: Mapping[str, Any]) -> PlayerSnap:
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
        cp.hatred_roll = w.slot(
            f"hatred:{cas.key}",
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
        w.block("pm.missing.hatred", {**who, "casualty": cas.key})
        return victim
    cp.hatred_x = chosen
    if injury.keyword_in(chosen, victim.gained_hatreds):  # « Orc » is « Orque »: one Hatred, not two
        return victim
    return dataclasses.replace(victim, gained_hatreds=(*victim.gained_hatreds, chosen))


def _rpm(cp: CasualtyPlan) -> bool:
    return (
        cp.outcome is not None
        and injury.CASUALTY_CONSEQUENCES.get(cp.outcome, injury.CasualtyConsequence()).miss_next_game
    )
