"""The post-match arithmetic and its small rolls (docs/rules.md "Post-match sequence").

Winnings, the Fan Factor, the Fans Dévoués roll, the Joueur du Match and a
conceding team's veterans. The order of the steps is :mod:`rules.postmatch.plan`'s;
this module only computes and rolls, so every number can be tested against
postgame-reference.md's vectors.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from rules import limits
from rules.dice import Dice
from rules.errors import DomainError
from rules.model import Modifier, Result, Step
from rules.ruleset import DEFAULT, Ruleset

Outcome = Literal["win", "draw", "loss"]

GOLD_STEP = 10_000
DEDICATED_FANS_MIN, DEDICATED_FANS_MAX = limits.DEDICATED_FANS.low, limits.DEDICATED_FANS.high
MVP_NOMINEES = 6
MVP_SPP = 4
#: PSP per action (postgame-reference §4.1, BB2025): a Throw or Kick Team-mate's Superb Throw that lands
#: (``throw``, to the thrower), a thrown team-mate landing safely (``landing``, to the thrown player).
SPP_AWARDS: dict[str, int] = {
    "touchdown": 3,
    "casualty": 2,
    "completion": 1,
    "interception": 2,
    "throw": 1,
    "landing": 1,
    "catch": 1,
    "crowd_push": 2,
    "mvp": MVP_SPP,
}
#: A Completion's SPP for a team that prayed for Perfect Passing (inducements.md).
PERFECT_PASSING_SPP = 2
#: A conceded match is won 2-0, or X-0 when the winner had already scored X > 2.
CONCESSION_MIN_SCORE = 2


def outcome_of(own_score: int, other_score: int) -> Outcome:
    if own_score > other_score:
        return "win"
    return "draw" if own_score == other_score else "loss"


def concession_score(winner_score: int) -> int:
    """The winner's score after a concession: the conceder's touchdowns are void."""
    return max(CONCESSION_MIN_SCORE, winner_score)


@dataclass(frozen=True, slots=True)
class Winnings:
    """Gold earned, with its parts so the summary can explain it."""

    fan_attendance: int
    touchdowns: int
    no_stalling_bonus: bool
    conceded: bool
    gold: int


def winnings(
    *,
    fan_attendance: int,
    touchdowns: int,
    stalled: bool,
    conceded_by_self: bool = False,
    conceded_by_other: bool = False,
) -> Winnings:
    """(Fan Attendance ÷ 2 + own TD + 1 if no stalling) × 10,000, halves kept.

    A conceding team earns nothing; its opponent earns (whole Fan Attendance +
    its TD) × 10,000, without the no-stalling bonus (X3).
    """
    limits.FAN_ATTENDANCE.check(fan_attendance)
    limits.TOUCHDOWNS.check(touchdowns)
    if conceded_by_self and conceded_by_other:
        raise DomainError("error.postmatch.both_conceded")
    if conceded_by_self:
        return Winnings(fan_attendance, touchdowns, False, True, 0)
    if conceded_by_other:
        return Winnings(fan_attendance, touchdowns, False, True, (fan_attendance + touchdowns) * GOLD_STEP)
    bonus = not stalled
    gold = fan_attendance * GOLD_STEP // 2 + (touchdowns + int(bonus)) * GOLD_STEP
    return Winnings(fan_attendance, touchdowns, bonus, False, gold)


def roll_fan_factor(dice: Dice, *, dedicated_fans: int, ruleset: Ruleset = DEFAULT) -> Result:
    """FP for one match: D3 + Fans Dévoués (rolled at ``/match start``)."""
    limits.DEDICATED_FANS.check(dedicated_fans)
    die = dice.roll(3)
    total = die.value + dedicated_fans
    step = Step(
        "fan_factor",
        "postmatch.fan_factor",
        dice=(die,),
        modifiers=(Modifier("mod.dedicated_fans", dedicated_fans),),
        total=total,
    )
    return Result(step, ruleset.key)


def fans_at_bound(dedicated_fans: int, outcome: str) -> bool:
    """No die can change them: a win at the most Dedicated Fans, a loss (a loss's « under 1 » never comes up) or a
    concession (``outcome`` ``"conceded"``: −D3, never below 1) at the fewest. The outcome is certain, so no die is
    asked nor thrown (issue 26)."""
    return (outcome == "win" and dedicated_fans >= DEDICATED_FANS_MAX) or (
        outcome in ("loss", "conceded") and dedicated_fans <= DEDICATED_FANS_MIN
    )


def roll_dedicated_fans(
    dice: Dice, *, dedicated_fans: int, outcome: Outcome, conceded: bool = False, ruleset: Ruleset = DEFAULT
) -> Result:
    """Win: D6 ≥ DF → +1. Loss: D6 < DF → −1. Draw: nothing. Conceding: −D3. Always 1..7; no die when none can
    change them (:func:`fans_at_bound`).

    No ``target`` on the step: the two tests read the die against DF in opposite
    directions, so a single "contre N+" would mislead; the labels say before → after.
    """
    limits.DEDICATED_FANS.check(dedicated_fans)
    if outcome != "draw" and fans_at_bound(dedicated_fans, "conceded" if conceded else outcome):
        die, after = None, dedicated_fans  # certain: no die
        key = "postmatch.fans.conceded.same" if conceded else f"postmatch.fans.no_roll.{outcome}"
    elif conceded:
        die = dice.roll(3)
        after = max(DEDICATED_FANS_MIN, dedicated_fans - die.value)
        key = "postmatch.fans.conceded" if after < dedicated_fans else "postmatch.fans.conceded.same"  # at 1 already
    elif outcome == "draw":
        die, after, key = None, dedicated_fans, "postmatch.fans.draw"
    elif outcome == "win":
        die = dice.roll(6)
        up = die.value >= dedicated_fans and not fans_at_bound(dedicated_fans, outcome)
        after, key = dedicated_fans + int(up), "postmatch.fans.up" if up else "postmatch.fans.same"
    else:
        die = dice.roll(6)
        down = die.value < dedicated_fans
        after, key = dedicated_fans - int(down), "postmatch.fans.down" if down else "postmatch.fans.same"
    step = Step(
        "dedicated_fans",
        key,
        dice=() if die is None else (die,),
        total=after,
        info={"before": dedicated_fans, "after": after, "outcome": outcome},
    )
    return Result(step, ruleset.key)


def roll_mvp(dice: Dice, *, nominees: Sequence[int], ruleset: Ruleset = DEFAULT) -> Result:
    """Joueur du Match: up to six nominees who played, D6; a face past the list is re-rolled.

    Fewer than six players may have played (X8): every die thrown is kept.
    """
    if not nominees:
        return Result(Step("mvp", "postmatch.mvp.none"), ruleset.key)
    if len(nominees) > MVP_NOMINEES or len(set(nominees)) != len(nominees):
        raise DomainError("error.postmatch.nominees", most=MVP_NOMINEES)
    thrown = [dice.roll(6)]
    while thrown[-1].value > len(nominees):
        thrown.append(dice.roll(6))
    chosen = nominees[thrown[-1].value - 1]
    step = Step(
        "mvp",
        "postmatch.mvp.chosen",
        dice=tuple(thrown),
        total=thrown[-1].value,
        info={"player_id": chosen, "nominees": list(nominees)},
    )
    return Result(step, ruleset.key)


def roll_unplayed_winnings(dice: Dice, *, ruleset: Ruleset = DEFAULT) -> Result:
    """An unplayed fixture conceded for real-life reasons: the other team « will gain D6 × 10,000 gold pieces in
    Winnings » (league_play.md « League Fixtures »)."""
    die = dice.roll(6)
    gold = die.value * GOLD_STEP
    return Result(
        Step("winnings", "postmatch.winnings.unplayed", dice=(die,), total=gold, info={"gold": gold}), ruleset.key
    )


def roll_veteran_quits(dice: Dice, *, ruleset: Ruleset = DEFAULT) -> Result:
    """After a concession, each player with 3+ advancements quits on 1-3."""
    die = dice.roll(6)
    key = "postmatch.veteran.quits" if die.value <= 3 else "postmatch.veteran.stays"
    return Result(Step("veteran", key, dice=(die,), total=die.value, target=4), ruleset.key)
