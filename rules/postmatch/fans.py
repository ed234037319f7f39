"""Post-match step 2, Fans Dévoués (X4: the conceder only loses D3; its opponent rolls as for any win; an unplayed
fixture conceded for real-life reasons « as normal »: a win and a loss without penalty)."""

from __future__ import annotations

from functools import partial

from rules.postmatch import rolls
from rules.postmatch.plan import Work
from rules.postmatch.slots import SlotDice


def stage(w: Work) -> None:
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
            tp.fans = w.slot(
                f"fans:{tp.team.id}:{kind}",
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
