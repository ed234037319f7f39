"""The Sports-Wizard's two spells (inducements.md « WIZARD: SPORTS-WIZARD »): Fireball and Zap!, once per game.

Fireball: a D6 for each player in or next to the chosen square, a hit on 4+ (:data:`FIREBALL`); a hit player gets an
Armour Roll with +1 (:data:`rules.injury.MOD_FIREBALL`), Knocked Down first when he was Standing. That Armour Roll
is :func:`rules.injury.roll_armour` itself, with the inputs :func:`fireball_armour_inputs` builds from the player as
every other path does (:mod:`rules.traits`), so its injury, casualty and follow-ups are the chain's own. Zap!: a D6
against the player's ST, a natural 1 never and a natural 6 always turning him into a Frog (:data:`FROG`) until the end
of the Drive (docs/rules.md PG10).

Dice typed by hand are read in the order they are thrown, one D6 per target, as any roll reads them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from rules import injury, limits, traits
from rules.characteristics import Profile
from rules.dice import Dice
from rules.errors import DomainError
from rules.model import Result, Step
from rules.ruleset import DEFAULT, Ruleset
from rules.table import RangeTable, Row

#: The inducement that casts them (rules.pregame.inducements), and its spells as stored keys.
SPORTS_WIZARD: Final = "sports_wizard"
FIREBALL_SPELL: Final = "fireball"
ZAP_SPELL: Final = "zap"
SPELLS: Final = (FIREBALL_SPELL, ZAP_SPELL)

FIREBALL_MISS: Final = "fireball.miss"
FIREBALL_HIT: Final = "fireball.hit"
FIREBALL_SUMMARY: Final = "fireball.summary"
#: « On a 1-3, they avoid the fireball and nothing happens. On a 4+, the player has been hit by the fireball. »
FIREBALL: Final = RangeTable("fireball", (6,), (Row(1, 3, FIREBALL_MISS), Row(4, None, FIREBALL_HIT)))
#: « a +1 modifier is applied to the Armour Roll … These modifiers must always be applied. »
FIREBALL_ARMOUR_MODIFIER: Final = 1
#: « Roll a D6 for any player that is in or adjacent to the selected square »: at most the 9 squares' players.
MOST_TARGETS: Final = 9
TARGETS: Final = limits.Quantity("field.fireball_targets", 1, MOST_TARGETS)

ZAP_NOTHING: Final = "zap.nothing"
ZAP_FROG: Final = "zap.frog"

#: « FROG (FROG, SPECIAL) MA 5 ST 1 AG 2+ PA - AV 5+ »: the one definition of a Frog's profile and skills.
FROG: Final = Profile(ma=5, st=1, ag=2, pa=None, av=5)
FROG_SKILLS: Final = ("dodge", "leap", "no_ball", "stunty", "titchy", "very_long_legs")
FROG_KEYWORDS: Final = ("Frog", "Special")


@dataclass(frozen=True, slots=True)
class FireballTarget:
    """A player in or next to the Fireball's square, as the roll needs him: his number in the spell (1, 2 …) and
    whether he is Standing (else Prone or Stunned: an Armour Roll, no Knock-down)."""

    number: int
    standing: bool = True


def check_targets(targets: Sequence[FireballTarget]) -> tuple[FireballTarget, ...]:
    """Between one and :data:`MOST_TARGETS` players, each numbered once."""
    out = tuple(targets)
    TARGETS.check(len(out))
    if len({t.number for t in out}) != len(out):
        raise DomainError("error.wizard.same_target")
    return out


def roll_fireball(dice: Dice, ruleset: Ruleset = DEFAULT, *, targets: Sequence[FireballTarget]) -> Result:
    """A D6 per player, in their order: 1-3 missed, 4+ hit. The Armour Rolls of those hit are rolled apart, one
    per player (:func:`fireball_armour_inputs`), so each carries the injury chain's follow-ups."""
    steps = []
    for target in check_targets(targets):
        die = dice.roll(6)
        row = FIREBALL.row_for(die.value)
        info = {"number": target.number, "standing": target.standing, "label": f"{row.outcome}.target"}
        steps.append(
            Step(
                "fireball.target",
                row.outcome,
                dice=(die,),
                total=die.value,
                target=FIREBALL.rows[-1].low,
                row=row.label,
                info=info,
            )
        )
    hit = tuple(s.info["number"] for s in steps if s.outcome == FIREBALL_HIT)
    root = Step("fireball", FIREBALL_SUMMARY, children=tuple(steps), info={"hit": hit, "count": len(hit)})
    return Result(root, ruleset.key)


def fireball_hit(result_root: Step) -> tuple[int, ...]:
    """The numbers of the players a Fireball hit (read back from its stored tree)."""
    return tuple(s.info["number"] for s in result_root.children if s.outcome == FIREBALL_HIT)


def fireball_armour_inputs(victim: traits.Traits, *, standing: bool) -> dict[str, Any]:
    """:func:`rules.injury.roll_armour`'s inputs for a player the Fireball hit: his own armour and traits as any
    Armour Roll reads them (:func:`rules.traits.armour_inputs`), +1 that « must always be applied » — an Iron Hard
    Skin included, the modifier being the Wizard's, not an opposition player's (PG10) — and nobody who caused it (no
    Revanche). A Standing player is Knocked Down (his Appuis Sûrs, his own Tronçonneuse, Chaîne et Boulet count); a
    Prone or Stunned one only gets the Armour Roll."""
    inputs = traits.armour_inputs(victim, traits.NOBODY, cause="other", already_down=not standing)
    inputs.update(
        modifier=FIREBALL_ARMOUR_MODIFIER,
        modifier_key=injury.MOD_FIREBALL,
        iron_hard_skin=False,
        no_attacker=True,
        attacker_keywords=None,
    )
    return inputs


def zap_outcome(face: int, st: int) -> str:
    """« less than the selected player's ST, or … a natural 1, then nothing happens. … equal to or higher than the
    selected player's ST, or … a natural 6, then the player is turned into a Frog »."""
    if face == 1:
        return ZAP_NOTHING
    if face == 6 or face >= st:
        return ZAP_FROG
    return ZAP_NOTHING


def roll_zap(dice: Dice, ruleset: Ruleset = DEFAULT, *, st: int) -> Result:
    """Zap! on one player of ``st``: a D6 against it (:func:`zap_outcome`)."""
    st = limits.BLOCK_STRENGTH.check(st)
    die = dice.roll(6)
    outcome = zap_outcome(die.value, st)
    info: dict[str, object] = {"st": st}
    if (outcome == ZAP_FROG) != (die.value >= st):  # a natural 1 or 6 decided, not the comparison
        info["label"] = f"{outcome}.natural"
    step = Step("zap", outcome, dice=(die,), total=die.value, target=st, info=info)
    return Result(step, ruleset.key)


def frog_traits(player: traits.Traits) -> traits.Traits:
    """A player turned into a Frog, as his rolls read him until the end of the Drive: the Frog's profile, skills and
    traits (Stunty's injury table), and :data:`rules.traits.FROG`, by which his Casualty is Badly Hurt with no
    Casualty Roll and no Apothecary is used on him; his Niggling Injuries and keywords stay his own."""
    return traits.Traits(
        st=FROG.st,
        av=FROG.av,
        niggling=player.niggling,
        skills=frozenset((*FROG_SKILLS, traits.FROG)),
        keywords=player.keywords,
        profile=FROG,
        named=player.named,
        hatreds=player.hatreds,
    )
