"""Exact odds, as fractions, enumerated from the very tables and decisions the rolls use.

Nothing here restates a rule: every number comes from a :class:`RangeTable`
of :mod:`rules.injury`, :mod:`rules.treasury` or :mod:`rules.advancement`, or
from their decision functions (``decide_armour`` spends Châtaigne exactly as a
roll does). Results are cached per query, and each call returns a fresh dict.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import Final, Unpack

from rules import injury, treasury
from rules.advancement import CHARACTERISTIC_IMPROVEMENT, available_options
from rules.characteristics import Profile, TakenCounts, improvements_taken
from rules.ruleset import Ruleset
from rules.table import RangeTable, distribution_of, total_distribution

#: Every face pair of the armour and injury rolls (both 2D6, read from the injury table).
_2D6 = tuple(itertools.product(*(range(1, sides + 1) for sides in injury.INJURY_STANDARD.dice)))
_P_2D6 = Fraction(1, len(_2D6))

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


def armour_odds(av: int, **hit: Unpack[injury.ArmourOptions]) -> Fraction:
    """P(armour broken): 2D6 + ``modifier`` ≥ ``av``, Châtaigne +1 if it breaks it, Griffes 8+.

    Peau de Fer: no modifier, no Châtaigne and no Griffes on this roll (the roll does the same).
    ``chainsaw``: the victim's own Tronçonneuse, +3. ``steady_footing``: on a 6 there is no armour roll at all.
    """
    av, modifier = injury.check_av(av), injury.check_modifier(hit.get("modifier", 0))
    if hit.get("iron_hard_skin"):
        broken = _armour_broken(av, 0, 0, False)
    else:
        extra = injury.CHAINSAW_BONUS if hit.get("chainsaw") else 0
        broken = _armour_broken(av, modifier + extra, 1 if hit.get("mighty_blow") else 0, bool(hit.get("claws")))
    if hit.get("steady_footing"):
        broken *= 1 - injury.STEADY_FOOTING.distribution()[injury.STEADY_FOOTING_HELD]
    return broken


# --- injury, casualty, séquelle --------------------------------------------------------------------


@cache
def _injury(minus: bool, thick_skull: bool, modifier: int, bonus: int) -> tuple[tuple[str, Fraction], ...]:
    odds = _zeros(injury.injury_table(minus, thick_skull).outcomes)
    for faces in _2D6:
        decision = injury.decide_injury(faces, minus=minus, thick_skull=thick_skull, modifier=modifier, bonus=bonus)
        odds[decision.outcome] += _P_2D6
    return _frozen(odds)


def injury_odds(
    *, minus: bool = False, modifier: int = 0, mighty_blow: bool = False, thick_skull: bool = False
) -> Odds:
    """Each injury result (standard or Minus table, Crâne Épais or not); Châtaigne +1 where it changes it."""
    return _copy(_injury(bool(minus), bool(thick_skull), injury.check_modifier(modifier), 1 if mighty_blow else 0))


@cache
def _casualty(niggling: int, table: RangeTable) -> tuple[tuple[str, Fraction], ...]:
    return _frozen(table.distribution(niggling))


def casualty_odds(*, niggling: int = 0, decay: bool = False, table: RangeTable = injury.CASUALTY) -> Odds:
    """Each casualty result for D16 + ``niggling`` (+1 Décomposition); ``table``: the BB2020 one for tests."""
    return _copy(_casualty(injury.check_niggling(niggling) + (1 if decay else 0), table))


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
    """Binomial over the D6 table: ways for one player to come back or stay, then ``count`` players."""
    faces = range(1, injury.KO_RECOVERY.dice[0] + 1)
    back = sum(injury.KO_RECOVERY.lookup(face) == injury.KO_RECOVERY_BACK for face in faces)
    stays = len(faces) - back
    total = len(faces) ** count
    return tuple((k, Fraction(math.comb(count, k) * back**k * stays ** (count - k), total)) for k in range(count + 1))


# --- whole chains ---------------------------------------------------------------------------------


# The chains count ways (integers over a common denominator) rather than adding fractions: the
# same enumeration, an order of magnitude faster on a first, uncached query. Behind each face of an
# injury roll stand a Régénération D6, a casualty D16 and the Apothicaire's second D16, whether the
# victim has them or not: one fixed denominator, and every option is a different count.
_REGENERATION_FACES: Final = math.prod(injury.REGENERATION.dice)
_CASUALTY_FACES: Final = math.prod(injury.CASUALTY.dice)
_CASUALTY_WAYS: Final = _CASUALTY_FACES * _CASUALTY_FACES  # the first casualty roll, then the Apothicaire's
_SUFFERED_WAYS: Final = _REGENERATION_FACES * _CASUALTY_WAYS
_INJURY_WAYS: Final = len(_2D6) * _SUFFERED_WAYS  # an injury roll then, maybe, all of the above
_ROW_RANK: Final = {outcome: rank for rank, outcome in enumerate(injury.CASUALTY.outcomes)}


def _faces(table: RangeTable) -> range:
    return range(1, table.dice[0] + 1)


@cache
def _casualty_ways(modifier: int, apothecary: bool) -> tuple[tuple[str, int], ...]:
    """Ways (out of :data:`_CASUALTY_WAYS`) to end on each outcome once a casualty roll is made.

    With the Apothicaire the owner keeps the better of two rows (the first row is patched up),
    exactly what :func:`rules.injury.roll_apothecary` and :func:`~rules.injury.keep_apothecary` allow.
    """
    ways: dict[str, int] = {}
    first_row = injury.CASUALTY.outcomes[0]
    for first in _faces(injury.CASUALTY):
        kept = injury.CASUALTY.lookup(first + modifier)
        for second in _faces(injury.CASUALTY):
            final = kept
            if apothecary:
                other = injury.CASUALTY.lookup(second + modifier)
                best = min(kept, other, key=_ROW_RANK.__getitem__)
                final = injury.APOTHECARY_PATCHED if best == first_row else best
            ways[final] = ways.get(final, 0) + 1
    return tuple(ways.items())


@cache
def _suffered(hurt: injury.Hurt, apothecary: bool, rolled: bool) -> tuple[tuple[str, int], ...]:
    """Ways (out of :data:`_SUFFERED_WAYS`) once a casualty is suffered: Régénération, then the casualty roll
    (``rolled``) or Minus 9's Commotion, then the Apothicaire."""
    ways: dict[str, int] = {}
    modifier = sum(m.value for m in hurt.casualty_modifiers)
    for face in _faces(injury.REGENERATION):
        if hurt.regeneration and injury.REGENERATION.lookup(face) == injury.REGENERATED:
            finals: tuple[tuple[str, int], ...] = ((injury.REGENERATED, _CASUALTY_WAYS),)
        elif rolled:
            finals = _casualty_ways(modifier, apothecary)
        else:
            finals = ((injury.APOTHECARY_PATCHED if apothecary else injury.INJURY_BADLY_HURT, _CASUALTY_WAYS),)
        for final, count in finals:
            ways[final] = ways.get(final, 0) + count
    return tuple(ways.items())


@cache
def _after_injury_roll(
    hurt: injury.Hurt,
    apothecary: bool,
    modifier: int,
    bonus: int,
    split_doubles: bool = False,
    stunned_as_ko: bool = False,
) -> tuple[tuple[tuple[str, bool], int], ...]:
    """Ways (out of :data:`_INJURY_WAYS`) to end on each final outcome once the armour is broken.

    With ``split_doubles`` the ways are also split by whether the injury roll was
    a double (a foul's sending-off).
    """
    ways: dict[tuple[str, bool], int] = {}
    for faces in _2D6:
        outcome = injury.decide_injury(
            faces,
            minus=hurt.minus,
            thick_skull=hurt.thick_skull,
            modifier=modifier,
            bonus=bonus,
            stunned_as_ko=stunned_as_ko,
        ).outcome
        double = split_doubles and injury.is_double(faces)
        if outcome in (injury.INJURY_CASUALTY, injury.INJURY_BADLY_HURT):
            finals = _suffered(hurt, apothecary, rolled=outcome == injury.INJURY_CASUALTY)
        elif outcome == injury.INJURY_KO and apothecary:
            finals = ((injury.APOTHECARY_KO, _SUFFERED_WAYS),)
        else:
            finals = ((outcome, _SUFFERED_WAYS),)
        for final, count in finals:
            ways[final, double] = ways.get((final, double), 0) + count
    return tuple(ways.items())


def _as_odds(ways: Mapping[str, int], total: int) -> tuple[tuple[str, Fraction], ...]:
    odds = _zeros(injury.CHAIN_FINAL_OUTCOMES)
    for key, count in ways.items():
        odds[key] += Fraction(count, total)
    return _frozen(odds)


@cache
def _chain(
    av: int, modifier: int, bonus: int, claws: bool, iron_hard_skin: bool, hurt: injury.Hurt, apothecary: bool
) -> tuple[tuple[str, Fraction], ...]:
    ways: dict[str, int] = {}
    if iron_hard_skin:  # what the roll does: no modifier nor Griffes on the armour, the bonus waits
        modifier, claws = 0, False
    for faces in _2D6:
        decision = injury.decide_armour(
            faces, av=av, modifier=modifier, bonus=0 if iron_hard_skin else bonus, claws=claws
        )
        if decision.outcome != injury.ARMOUR_BROKEN:
            ways[injury.ARMOUR_HOLDS] = ways.get(injury.ARMOUR_HOLDS, 0) + _INJURY_WAYS
            continue
        rest = 0 if decision.bonus_used else bonus
        for (final, _), count in _after_injury_roll(hurt, apothecary, 0, rest):
            ways[final] = ways.get(final, 0) + count
    return _as_odds(ways, len(_2D6) * _INJURY_WAYS)


def chain_odds(*, av: int, apothecary: bool = False, **options: Unpack[injury.ChainOptions]) -> Odds:
    """Where :func:`rules.injury.roll_armour` stops: armour.holds, injury.*, regeneration or casualty.*.

    ``apothecary``: the team's Apothicaire is used on this roll if it ends in a K.O. or a
    casualty (``apothecary.*`` outcomes; on a casualty the better of two D16 is kept).
    ``chainsaw``: the victim's own Tronçonneuse, +3 on his armour roll (none against Peau de Fer).
    ``steady_footing``: his Appuis Sûrs D6 first; on a 6 (``steady_footing.held``) nothing else is rolled.
    ``ball_and_chain``: no armour roll, an injury roll where Sonné is K.O. (Châtaigne's +1 goes to it).
    """
    victim = injury.Hurt.checked(**injury.hurt_of(options))
    bonus = 1 if options.get("mighty_blow") else 0
    if options.get("ball_and_chain"):
        ways = _after_injury_roll(victim, bool(apothecary), 0, bonus, stunned_as_ko=True)
        return _copy(_as_odds({final: count for (final, _), count in ways}, _INJURY_WAYS))
    iron_hard_skin = bool(options.get("iron_hard_skin"))
    extra = injury.CHAINSAW_BONUS if options.get("chainsaw") and not iron_hard_skin else 0
    av, modifier = injury.check_av(av), injury.check_modifier(options.get("modifier", 0)) + extra
    odds = _copy(_chain(av, modifier, bonus, bool(options.get("claws")), iron_hard_skin, victim, bool(apothecary)))
    if not options.get("steady_footing"):
        return odds
    held = injury.STEADY_FOOTING.distribution()[injury.STEADY_FOOTING_HELD]
    return {injury.STEADY_FOOTING_HELD: held} | {key: (1 - held) * p for key, p in odds.items()}


def injury_chain_odds(*, modifier: int = 0, apothecary: bool = False, **hurt: Unpack[injury.HurtOptions]) -> Odds:
    """Where :func:`rules.injury.roll_injury` stops (no armour roll)."""
    victim = injury.Hurt.checked(**hurt)
    ways = _after_injury_roll(victim, bool(apothecary), injury.check_modifier(modifier), 0)
    return _copy(_as_odds({final: count for (final, _), count in ways}, _INJURY_WAYS))


def casualty_chain_odds(*, apothecary: bool = False, **hurt: Unpack[injury.HurtOptions]) -> Odds:
    """Where :func:`rules.injury.roll_casualty` stops (Régénération first), and the Apothicaire after it."""
    victim = injury.Hurt.checked(**hurt)  # the casualty roll reads BP, Décomposition and Régénération only
    return _copy(_as_odds(dict(_suffered(victim, bool(apothecary), rolled=True)), _SUFFERED_WAYS))


@dataclass(frozen=True, slots=True)
class FoulOdds:
    """A foul's final outcome for the victim, and P(the fouler is sent off)."""

    outcomes: Mapping[str, Fraction]
    sent_off: Fraction


@cache
def _foul(
    av: int,
    assists: int,
    bonus: int,
    sneaky_git: bool,
    iron_hard_skin: bool,
    hurt: injury.Hurt,
    apothecary: bool,
    chainsaw: bool = False,
) -> FoulOdds:
    ways: dict[str, int] = {}
    sent_off = 0
    if chainsaw:
        assists += injury.CHAINSAW_BONUS
    if iron_hard_skin:
        assists = 0
    for armour_faces in _2D6:
        armour = injury.decide_armour(armour_faces, av=av, modifier=assists, bonus=0 if iron_hard_skin else bonus)
        double = injury.is_double(armour_faces)
        if armour.outcome != injury.ARMOUR_BROKEN:
            ways[injury.ARMOUR_HOLDS] = ways.get(injury.ARMOUR_HOLDS, 0) + _INJURY_WAYS
            sent_off += _INJURY_WAYS if double and not sneaky_git else 0  # Sournois: a held armour's double
            continue
        rest = 0 if armour.bonus_used else bonus
        for (final, injury_double), count in _after_injury_roll(hurt, apothecary, 0, rest, split_doubles=True):
            ways[final] = ways.get(final, 0) + count
            sent_off += count if double or injury_double else 0
    total = len(_2D6) * _INJURY_WAYS
    return FoulOdds(dict(_as_odds(ways, total)), Fraction(sent_off, total))


def foul_odds(
    *,
    av: int,
    assists: int = 0,
    dirty_player: bool = False,
    sneaky_git: bool = False,
    iron_hard_skin: bool = False,
    apothecary: bool = False,
    chainsaw: bool = False,
    **hurt: Unpack[injury.HurtOptions],
) -> FoulOdds:
    """Where :func:`rules.injury.roll_foul` stops, and the chance of a sending-off (Sournois, a Tronçonneuse's +3
    included)."""
    cached = _foul(
        injury.check_av(av),
        injury.check_assists(assists),
        1 if dirty_player else 0,
        bool(sneaky_git),
        bool(iron_hard_skin),
        injury.Hurt.checked(**hurt),
        bool(apothecary),
        bool(chainsaw),
    )
    return FoulOdds(dict(cached.outcomes), cached.sent_off)


# --- advancement, treasury ---------------------------------------------------------------------------


def advancement_odds() -> Odds:
    """Each row of the D8 characteristic table."""
    return CHARACTERISTIC_IMPROVEMENT.distribution()


def skill_instead_odds(profile: Profile | None = None, taken: TakenCounts | None = None) -> Fraction:
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
