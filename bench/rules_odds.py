"""Time the exact-odds queries of :mod:`rules.odds` (first call and cached call).

Run with ``python -m bench.rules_odds``. Prints timings only; nothing is asserted
(the target is "well under 20 ms" per query, cached or not).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from rules import injury, odds
from rules.characteristics import Profile
from rules.dice import Dice
from rules.ruleset import BB2025, LIGUE

QUERIES: list[tuple[str, Callable[[], Any]]] = [
    ("armour_odds(9, mighty_blow, claws)", lambda: odds.armour_odds(9, mighty_blow=True, claws=True)),
    ("injury_odds(minus, +1)", lambda: odds.injury_odds(minus=True, modifier=1)),
    ("casualty_odds(niggling=3)", lambda: odds.casualty_odds(niggling=3)),
    ("chain_odds(av=9, mighty_blow)", lambda: odds.chain_odds(av=9, mighty_blow=True)),
    (
        "chain_odds(av=2, +5, MB, claws, minus, BP 10)",
        lambda: odds.chain_odds(av=2, modifier=5, mighty_blow=True, claws=True, minus=True, niggling=10),
    ),
    ("injury_chain_odds(minus)", lambda: odds.injury_chain_odds(minus=True)),
    (
        "chain_odds(av=8, MB, thick skull, regen, decay, BP 2, apothecary)",
        lambda: odds.chain_odds(
            av=8, mighty_blow=True, thick_skull=True, regeneration=True, decay=True, niggling=2, apothecary=True
        ),
    ),
    (
        "foul_odds(av=9, +1, DP, sneaky git, minus, apothecary)",
        lambda: odds.foul_odds(av=9, assists=1, dirty_player=True, sneaky_git=True, minus=True, apothecary=True),
    ),
    ("foul_odds(av=9, +2, dirty player)", lambda: odds.foul_odds(av=9, assists=2, dirty_player=True)),
    ("lasting_injury_odds(ligue, AG 6+)", lambda: odds.lasting_injury_odds(LIGUE, profile=Profile(6, 3, 6, 4, 9))),
    ("hatred_odds(bb2025)", lambda: odds.hatred_odds(BB2025, attacker_keywords=["Orc"])),
    ("ko_recovery_odds(16)", lambda: odds.ko_recovery_odds(count=16)),
    ("advancement_odds()", odds.advancement_odds),
    ("skill_instead_odds(maxed AV)", lambda: odds.skill_instead_odds(Profile(6, 3, 3, 4, 11), {"MA": 2})),
    ("expensive_mistakes_odds(455k)", lambda: odds.expensive_mistakes_odds(455_000)),
    ("treasury_left_odds(bb2025, 655k)", lambda: odds.treasury_left_odds(BB2025, 655_000)),
]


def _ms(fn: Callable[[], Any], repeat: int = 1) -> float:
    start = time.perf_counter()
    for _ in range(repeat):
        fn()
    return (time.perf_counter() - start) * 1000 / repeat


def main() -> None:
    width = max(len(name) for name, _ in QUERIES)
    print(f"{'query':<{width}}  first (ms)  cached (ms)")
    worst = 0.0
    for name, query in QUERIES:
        first = _ms(query)
        cached = _ms(query, repeat=200)
        worst = max(worst, first)
        print(f"{name:<{width}}  {first:10.3f}  {cached:11.4f}")
    # Baseline of the same run: one whole /armour chain rolled with seeded dice, what a roll command costs.
    dice = Dice.seeded(7)
    baseline = _ms(lambda: injury.roll_armour(dice, LIGUE, av=9, mighty_blow=True), repeat=2000)
    print(f"baseline: one armour chain rolled {baseline:.4f} ms")
    print(f"slowest first call: {worst:.3f} ms (×{worst / baseline:.0f} the baseline roll)")


if __name__ == "__main__":
    main()
