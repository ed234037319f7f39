"""Exact odds, as fractions, enumerated from the very tables and decisions the rolls use.

Nothing here restates a rule: every number comes from a :class:`RangeTable`
of :mod:`rules.injury`, :mod:`rules.treasury` or :mod:`rules.advancement`, or
from their decision functions (``decide_armour`` spends Châtaigne exactly as a
roll does). Results are cached per query, and each call returns a fresh dict.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import cache

from rules import injury, treasury
from rules.advancement import CHARACTERISTIC_IMPROVEMENT, available_options
from rules.characteristics import Profile, improvements_taken
from rules.ruleset import Ruleset
from rules.table import RangeTable, distribution_of, total_distribution

_2D6 = tuple(itertools.product(range(1, 7), repeat=2))
_P_2D6 = Fraction(1, 36)

Odds = dict[str, Fraction]


def _zeros(keys: Iterable[str]) -> Odds:
    return dict.fromkeys(keys, Fraction(0))


def _copy(odds: tuple[tuple[str, Fraction], ...]) -> Odds:
    return dict(odds)


def _frozen(odds: Mapping[str, Fraction]) -> tuple[tuple[str, Fraction], ...]:
    return tuple(odds.items())


def table_odds(table: RangeTable, modifier: int = 0) -> Odds:
    """Exact odds of each row of any table, with a flat modifier."""
    return table.distribution(modifier)


# --- armour ---------------------------------------------------------------------------------------


@cache
def _armour_broken(av: int, modifier: int, bonus: int, claws: bool) -> Fraction:
    broken = sum(
        injury.decide_armour(faces, av=av, modifier=modifier, bonus=bonus, claws=claws).outcome == injury.ARMOUR_BROKEN
        for faces in _2D6
    )
    return broken * _P_2D6


def armour_odds(av: int, *, modifier: int = 0, mighty_blow: bool = False, claws: bool = False) -> Fraction:
    """P(armour broken): 2D6 + ``modifier`` ≥ ``av``, Châtaigne +1 if it breaks it, Griffes 8+."""
    return _armour_broken(injury.check_av(av), injury.check_modifier(modifier), 1 if mighty_blow else 0, bool(claws))


# --- injury, casualty, séquelle --------------------------------------------------------------------


@cache
def _injury(minus: bool, modifier: int, bonus: int) -> tuple[tuple[str, Fraction], ...]:
    odds = _zeros(injury.injury_table(minus).outcomes)
    for faces in _2D6:
        odds[injury.decide_injury(faces, minus=minus, modifier=modifier, bonus=bonus).outcome] += _P_2D6
    return _frozen(odds)


def injury_odds(*, minus: bool = False, modifier: int = 0, mighty_blow: bool = False) -> Odds:
    """Each injury result (standard or Minus table); Châtaigne +1 where it changes the result."""
    return _copy(_injury(bool(minus), injury.check_modifier(modifier), 1 if mighty_blow else 0))


@cache
def _casualty(niggling: int, table: RangeTable) -> tuple[tuple[str, Fraction], ...]:
    return _frozen(table.distribution(niggling))


def casualty_odds(*, niggling: int = 0, table: RangeTable = injury.CASUALTY) -> Odds:
    """Each casualty result for D16 + ``niggling`` (``table``: the reference BB2020 one for tests)."""
    return _copy(_casualty(injury.check_niggling(niggling), table))


@cache
def _lasting(ruleset: Ruleset, profile: Profile | None) -> tuple[tuple[str, Fraction], ...]:
    keys = (*injury.LASTING_INJURY.outcomes, injury.LASTING_AT_MINIMUM, injury.LASTING_NONE_POSSIBLE)
    by_face = distribution_of((6,), lambda faces: injury.lasting_injury_result(faces[0], ruleset, profile))
    settled = 1 - by_face.get(None, Fraction(0))  # a re-roll spreads its share over the rest
    odds = _zeros(keys)
    for outcome, p in by_face.items():
        if outcome is not None:
            odds[str(outcome)] += p / settled
    return _frozen(odds)


def lasting_injury_odds(ruleset: Ruleset, *, profile: Profile | None = None) -> Odds:
    """Each séquelle for this victim, re-rolls (``ligue``) and at-minimum results (``bb2025``) included."""
    return _copy(_lasting(ruleset, profile))


def hatred_odds(ruleset: Ruleset, *, attacker_keywords: Iterable[str] = ()) -> Fraction:
    """P(Haine (X) after Amoché / Blessure Sérieuse / Séquelle): 1 in ``ligue``, 4+ in ``bb2025``."""
    if not injury.hatred_candidates(attacker_keywords):
        return Fraction(0)
    if not ruleset.hatred_roll:
        return Fraction(1)
    return injury.HATRED_ROLL.distribution()[injury.HATRED_GAINED]


def ko_recovery_odds(*, count: int = 1) -> dict[int, Fraction]:
    """How many of ``count`` K.O. players go back to the Réserves (each on the D6 table)."""
    return dict(_ko(injury.check_ko_count(count)))


@cache
def _ko(count: int) -> tuple[tuple[int, Fraction], ...]:
    back = injury.KO_RECOVERY.distribution()[injury.KO_RECOVERY_BACK]
    odds = {0: Fraction(1)}
    for _ in range(count):
        step: dict[int, Fraction] = {}
        for n, p in odds.items():
            step[n + 1] = step.get(n + 1, Fraction(0)) + p * back
            step[n] = step.get(n, Fraction(0)) + p * (1 - back)
        odds = step
    return tuple(sorted(odds.items()))


# --- whole chains ---------------------------------------------------------------------------------


@cache
def _after_injury_roll(minus: bool, modifier: int, bonus: int, niggling: int) -> tuple[tuple[str, Fraction], ...]:
    """Final outcome once the armour is broken (or for a direct injury roll)."""
    casualty = dict(_casualty(niggling, injury.CASUALTY))
    odds = _zeros(injury.CHAIN_FINAL_OUTCOMES)
    for faces in _2D6:
        outcome = injury.decide_injury(faces, minus=minus, modifier=modifier, bonus=bonus).outcome
        if outcome == injury.INJURY_CASUALTY:
            for final, p in casualty.items():
                odds[final] += _P_2D6 * p
        else:
            odds[outcome] += _P_2D6
    return _frozen(odds)


def _armour_chain(av: int, modifier: int, bonus: int, claws: bool, minus: bool, niggling: int) -> Odds:
    odds = _zeros(injury.CHAIN_FINAL_OUTCOMES)
    for faces in _2D6:
        decision = injury.decide_armour(faces, av=av, modifier=modifier, bonus=bonus, claws=claws)
        if decision.outcome != injury.ARMOUR_BROKEN:
            odds[injury.ARMOUR_HOLDS] += _P_2D6
            continue
        rest = 0 if decision.bonus_used else bonus
        for final, p in _after_injury_roll(minus, 0, rest, niggling):
            odds[final] += _P_2D6 * p
    return odds


@cache
def _chain(av: int, modifier: int, bonus: int, claws: bool, minus: bool, niggling: int) -> tuple:
    return _frozen(_armour_chain(av, modifier, bonus, claws, minus, niggling))


def chain_odds(
    *,
    av: int,
    modifier: int = 0,
    mighty_blow: bool = False,
    claws: bool = False,
    minus: bool = False,
    niggling: int = 0,
) -> Odds:
    """Where :func:`rules.injury.roll_armour` stops: armour.holds, injury.* or casualty.*."""
    return _copy(
        _chain(
            injury.check_av(av),
            injury.check_modifier(modifier),
            1 if mighty_blow else 0,
            bool(claws),
            bool(minus),
            injury.check_niggling(niggling),
        )
    )


def injury_chain_odds(*, minus: bool = False, modifier: int = 0, niggling: int = 0) -> Odds:
    """Where :func:`rules.injury.roll_injury` stops (no armour roll)."""
    return _copy(_after_injury_roll(bool(minus), injury.check_modifier(modifier), 0, injury.check_niggling(niggling)))


@dataclass(frozen=True, slots=True)
class FoulOdds:
    """A foul's final outcome for the victim, and P(the fouler is sent off)."""

    outcomes: Mapping[str, Fraction]
    sent_off: Fraction


@cache
def _foul(av: int, assists: int, bonus: int, minus: bool, niggling: int) -> FoulOdds:
    casualty = dict(_casualty(niggling, injury.CASUALTY))
    odds = _zeros(injury.CHAIN_FINAL_OUTCOMES)
    sent_off = Fraction(0)
    for armour_faces in _2D6:
        armour = injury.decide_armour(armour_faces, av=av, modifier=assists, bonus=bonus)
        double = injury.is_double(armour_faces)
        if armour.outcome != injury.ARMOUR_BROKEN:
            odds[injury.ARMOUR_HOLDS] += _P_2D6
            sent_off += _P_2D6 if double else 0
            continue
        rest = 0 if armour.bonus_used else bonus
        for injury_faces in _2D6:
            p = _P_2D6 * _P_2D6
            outcome = injury.decide_injury(injury_faces, minus=minus, bonus=rest).outcome
            if double or injury.is_double(injury_faces):
                sent_off += p
            if outcome == injury.INJURY_CASUALTY:
                for final, q in casualty.items():
                    odds[final] += p * q
            else:
                odds[outcome] += p
    return FoulOdds(odds, sent_off)


def foul_odds(
    *, av: int, assists: int = 0, dirty_player: bool = False, minus: bool = False, niggling: int = 0
) -> FoulOdds:
    """Where :func:`rules.injury.roll_foul` stops, and the chance of a sending-off."""
    cached = _foul(
        injury.check_av(av),
        injury.check_assists(assists),
        1 if dirty_player else 0,
        bool(minus),
        injury.check_niggling(niggling),
    )
    return FoulOdds(dict(cached.outcomes), cached.sent_off)


# --- advancement, treasury ---------------------------------------------------------------------------


def advancement_odds() -> Odds:
    """Each row of the D8 characteristic table."""
    return CHARACTERISTIC_IMPROVEMENT.distribution()


def skill_instead_odds(profile: Profile | None = None, taken: Mapping[str, int] | None = None) -> Fraction:
    """P(no improvement of the rolled row is still open), so the coach takes a skill instead."""
    counts = improvements_taken(taken)
    return sum(
        (p for outcome, p in advancement_odds().items() if not available_options(outcome, profile, counts)),
        Fraction(0),
    )


def expensive_mistakes_odds(treasury_po: int) -> Odds:
    """Each expensive-mistakes result for this treasury (``no_roll`` below 100,000 po)."""
    table = treasury.table_for(treasury_po)
    if table is None:
        return {treasury.NO_ROLL: Fraction(1)}
    return _zeros(treasury.OUTCOMES) | table.distribution()


def treasury_left_odds(ruleset: Ruleset, treasury_po: int) -> dict[int, Fraction]:
    """The treasury left after expensive mistakes, with the same effect functions as the roll."""
    return dict(_left(ruleset, treasury.check_treasury(treasury_po)))


@cache
def _left(ruleset: Ruleset, gold: int) -> tuple[tuple[int, Fraction], ...]:
    table = treasury.table_for(gold)
    if table is None:
        return ((gold, Fraction(1)),)
    left: dict[int, Fraction] = {}

    def add(value: int, p: Fraction) -> None:
        left[value] = left.get(value, Fraction(0)) + p

    for outcome, p in table.distribution().items():
        if outcome == treasury.MINOR:
            for d3 in range(1, 4):
                add(treasury.minor_incident_left(gold, d3), p / 3)
        elif outcome == treasury.MAJOR:
            add(treasury.major_incident_left(gold, ruleset), p)
        elif outcome == treasury.CATASTROPHE:
            for total, q in total_distribution((6, 6)).items():
                add(treasury.catastrophe_left(gold, (total,)), p * q)
        else:
            add(gold, p)
    return tuple(sorted(left.items()))
