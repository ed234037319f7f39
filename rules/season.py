"""The end of a season (BB2025 rest and relaxation), pure: every die it needs and every change it makes.

Every RPM is cleared; each Blessure Persistante heals on D6 4+ (+1 with an
apothecary); each Haine gained through Revanche fades on 4+ (postgame-reference
§12); a player in Retraite Temporaire rolls a D6 (+1 with an apothecary) for each
characteristic reduction he carries, 4+ taking it back, and plays again next
season (the league carries its rosters over: docs/rules.md). The dice are read per
slot like the post-match's (:mod:`rules.postmatch.slots`), so they are rolled
once, shown, and applied as shown.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Literal

from rules.characteristics import LIMITS, Characteristic, Profile
from rules.dice import Dice
from rules.model import Modifier, Result, Step
from rules.postmatch.changes import PlayerChange, SeasonChanges
from rules.postmatch.slots import Slot, SlotReader, StoredDice
from rules.postmatch.snapshots import PlayerSnap, TeamSnap
from rules.ruleset import DEFAULT, Ruleset

#: Characteristic reductions of a Temporarily Retiring player: per player id, ``(casualty id, characteristic)``.
Reductions = Mapping[int, Sequence[tuple[int, Characteristic]]]


def roll_recovery(
    dice: Dice,
    *,
    kind: Literal["niggling", "hatred", "reduction"],
    apothecary: bool = False,
    ruleset: Ruleset = DEFAULT,
) -> Result:
    """Off-season: a Blessure Persistante heals on D6 4+ (+1 with an apothecary); a gained Haine fades on 4+; a
    Temporarily Retiring player's characteristic reduction goes on 4+ (+1 with an apothecary)."""
    die = dice.roll(6)
    modifiers = (Modifier("mod.apothecary", 1),) if apothecary and kind != "hatred" else ()
    total = die.value + sum(m.value for m in modifiers)
    healed = total >= 4
    key = f"season.roll.{kind}.{'lost' if healed else 'kept'}"
    return Result(Step(f"season_{kind}", key, dice=(die,), modifiers=modifiers, total=total, target=4), ruleset.key)


@dataclass(slots=True)
class SeasonPlayerPlan:
    team: TeamSnap
    before: PlayerSnap
    after: PlayerSnap
    niggling_rolls: list[Result] = field(default_factory=list)
    hatred_rolls: list[tuple[str, Result]] = field(default_factory=list)
    reduction_rolls: list[tuple[Characteristic, Result]] = field(default_factory=list)


@dataclass(slots=True)
class SeasonPlan:
    ruleset: str
    players: list[SeasonPlayerPlan]
    pending: list[Slot]
    rolls: dict[str, Result]
    changes: SeasonChanges

    @property
    def complete(self) -> bool:
        return not self.pending

    def digest(self) -> str:
        return self.changes.digest()


def restore(profile: Profile, char: Characteristic) -> Profile:
    """The profile with one reduction of ``char`` taken back (M and F up one, AG and CP targets down one, AR up),
    never past the best value."""
    value = profile.get(char)
    limit = LIMITS[char]
    if value is None or value == limit.best:
        return profile
    return profile.with_value(char, value + limit.better)


def build_season_plan(
    ruleset: Ruleset,
    teams: Sequence[TeamSnap],
    players: Sequence[PlayerSnap],
    dice: StoredDice,
    reductions: Reductions | None = None,
) -> SeasonPlan:
    """Every RPM cleared; each Blessure Persistante cured on D6 4+ (+1 apothecary); each gained Haine lost on 4+;
    each reduction of a Temporarily Retiring player taken back on 4+ (+1 apothecary), and he plays again.

    A Haine of the base profile (in ``skills``) is never rolled (postgame-reference §12). ``reductions``: the
    characteristic reductions each Temporarily Retiring player carries (the séquelles recorded and not taken back).
    """
    slots = SlotReader(dice)
    by_id = {t.id: t for t in teams}
    restored: list[int] = []
    out: list[SeasonPlayerPlan] = []
    for p in sorted(players, key=lambda p: (by_id[p.team_id].name, p.number)):
        if p.status != "active" or p.team_id not in by_id:
            continue
        team = by_id[p.team_id]
        sp = SeasonPlayerPlan(team, p, p)
        niggling = p.niggling
        for i in range(1, p.niggling + 1):
            rolled = slots.slot(
                f"bp:{p.id}:{i}",
                "season",
                "season.slot.niggling",
                {"player": p.label},
                partial(roll_recovery, kind="niggling", apothecary=team.apothecary, ruleset=ruleset),
            )
            if rolled is not None:
                sp.niggling_rolls.append(rolled)
                if rolled.root.outcome.endswith(".lost"):
                    niggling -= 1
        kept = []
        for keyword in p.gained_hatreds:
            rolled = slots.slot(
                f"haine:{p.id}:{keyword}",
                "season",
                "season.slot.hatred",
                {"player": p.label, "keyword": keyword},
                lambda d: roll_recovery(d, kind="hatred", ruleset=ruleset),
            )
            if rolled is not None:
                sp.hatred_rolls.append((keyword, rolled))
            if rolled is None or not rolled.root.outcome.endswith(".lost"):
                kept.append(keyword)
        profile = p.profile
        if p.temporarily_retired:
            for casualty_id, char in (reductions or {}).get(p.id, ()):
                rolled = slots.slot(
                    f"tr:{p.id}:{casualty_id}",
                    "season",
                    "season.slot.reduction",
                    {"player": p.label, "char": char},
                    partial(roll_recovery, kind="reduction", apothecary=team.apothecary, ruleset=ruleset),
                )
                if rolled is not None:
                    sp.reduction_rolls.append((char, rolled))
                    if rolled.root.outcome.endswith(".lost"):
                        profile = restore(profile, char)
                        restored.append(casualty_id)
        sp.after = dataclasses.replace(
            p,
            miss_next_game=False,
            niggling=niggling,
            gained_hatreds=tuple(kept),
            profile=profile,
            temporarily_retired=False,
        )
        if sp.after != p or sp.niggling_rolls or sp.hatred_rolls or sp.reduction_rolls:
            out.append(sp)
    changes = SeasonChanges(
        players=tuple(c for sp in out if (c := PlayerChange.between(sp.before, sp.after))),
        dice=slots.dice_thrown(),
        restored=tuple(sorted(restored)),
    )
    return SeasonPlan(ruleset.key, out, slots.pending, slots.rolls, changes)
