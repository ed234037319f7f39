"""Post-match step 1, outcome and winnings: the score (corrected, or 2-0 / X-0 on a concession), Fan Factor, Fan
Attendance and winnings (X3); an unplayed fixture's D6 × 10,000."""

from __future__ import annotations

from functools import partial

from rules import limits
from rules.postmatch import rolls
from rules.postmatch.inputs import Inputs
from rules.postmatch.plan import TeamPlan, Work
from rules.postmatch.snapshots import SIDES, MatchSnap


def _final_score(match: MatchSnap, inputs: Inputs) -> tuple[int, int]:
    if match.unplayed:  # as it was recorded: 0-0 (a loss for both) or 2-0 to the side that did not concede
        return match.home_score, match.away_score
    home, away = inputs.score if inputs.score is not None else (match.home_score, match.away_score)
    if inputs.concession == "home":
        return 0, rolls.concession_score(away)
    if inputs.concession == "away":
        return rolls.concession_score(home), 0
    return home, away


def stage(w: Work) -> None:
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
    w.score = home_score, away_score
    if w.match.unplayed:
        _unplayed_winnings(w)
        return
    for side, tp in w.teams.items():
        fp = w.match.home_fp if side == "home" else w.match.away_fp
        if fp is None:
            df = tp.team.dedicated_fans
            tp.fp_roll = w.slot(
                f"fp:{side}",
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
        w.block("pm.missing.score_range", facts)
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


def _unplayed_winnings(w: Work) -> None:
    """An unplayed fixture: no Fan Factor, no Fan Attendance; « neither team […] gaining any Winnings », unless one
    conceded for real-life reasons: then the other « will gain D6 × 10,000 gold pieces in Winnings » (the bot's
    D6, kept like every roll), and the conceder none."""
    for tp in w.teams.values():
        roll = None
        if w.conceding is not None and not tp.conceded:
            roll = w.slot(
                f"unplayed:{tp.team.id}",
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
