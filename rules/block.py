"""Block dice (seed 002, rules-reference §2.8, docs/rules.md D13/D14).

A block die is a D6 read on :data:`FACE_TABLE` (1 Attaquant Plaqué, 2 Les Deux
Plaqués, 3-4 Repoussé, 5 Bousculé, 6 Défenseur Plaqué). The number of dice comes
from the two strengths with assists (:func:`block_dice`); what a face does
depends on Esquive, Tacle and Blocage (:func:`resolve_face`). The exact odds
(:func:`applied_distribution`, :func:`face_set_chance`) enumerate the same face
table, so they reproduce rules-reference §5.5 and can never disagree with a roll.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from rules.dice import Dice, Die
from rules.dice_expr import row_label
from rules.model import Result, Step
from rules.ruleset import DEFAULT, Ruleset
from rules.table import RangeTable, Row

Side = Literal["attacker", "defender"]
Falls = Literal["attacker", "defender", "both", "none"]

#: The five icons on the six faces of a block die (seed 002: Repoussé has two faces).
FACE_TABLE = RangeTable(
    "block.face",
    (6,),
    (
        Row(1, 1, "block.face.player_down"),
        Row(2, 2, "block.face.both_down"),
        Row(3, 4, "block.face.push_back"),
        Row(5, 5, "block.face.stumble"),
        Row(6, None, "block.face.pow"),
    ),
)
FACES: tuple[str, ...] = tuple(key.removeprefix("block.face.") for key in FACE_TABLE.outcomes)

MIN_ST, MAX_ST = 1, 15
MIN_ASSISTS, MAX_ASSISTS = 0, 10

#: What happened, for odds and for the chooser's preference (rules-reference §5.5).
#: The attacker prefers them in this order; the defender in the reverse order.
#: ``none`` (nobody falls, nobody moves) only arises when both players have Blocage.
CATEGORIES: tuple[str, ...] = ("knockdown", "push", "none", "both_down", "attacker_down")


@dataclass(frozen=True, slots=True)
class Resolution:
    """What one face does once the skills are applied (a row of :data:`RESOLUTIONS`)."""

    outcome: str
    falls: Falls
    pushed: bool
    category: str

    @property
    def turnover(self) -> bool:
        """The active team loses its turn when the blocker ends up on the ground."""
        return self.falls in ("attacker", "both")


#: Every resolution a face can have (D14): one definition, read by resolve_face and the odds.
RESOLUTIONS: dict[str, Resolution] = {
    r.outcome: r
    for r in (
        Resolution("block.result.attacker_down", "attacker", False, "attacker_down"),
        Resolution("block.result.both_down", "both", False, "both_down"),
        Resolution("block.result.both_down_attacker_blocks", "defender", False, "knockdown"),
        Resolution("block.result.both_down_defender_blocks", "attacker", False, "attacker_down"),
        Resolution("block.result.both_down_both_block", "none", False, "none"),
        Resolution("block.result.push_back", "none", True, "push"),
        Resolution("block.result.stumble_dodge", "none", True, "push"),
        Resolution("block.result.stumble_tackle", "defender", True, "knockdown"),
        Resolution("block.result.stumble_down", "defender", True, "knockdown"),
        Resolution("block.result.pow", "defender", True, "knockdown"),
    )
}

#: Every catalogue key this module's data can produce (outcomes, effect texts, step kinds).
LABEL_KEYS: tuple[str, ...] = (
    *FACE_TABLE.outcomes,
    *(f"{key}.detail" for key in FACE_TABLE.outcomes),
    *RESOLUTIONS,
    *(f"{key}.detail" for key in RESOLUTIONS),
    *(f"block.odds.{c}" for c in CATEGORIES),
    "block.dice.1",
    "block.dice.2_attacker",
    "block.dice.2_defender",
    "block.dice.3_attacker",
    "block.dice.3_defender",
    "step.block",
    "step.block.face",
    "step.block.resolution",
)


class BlockError(ValueError):
    """A strength or an assist count out of range; the message is French."""


@dataclass(frozen=True, slots=True)
class BlockDice:
    """How many dice and who picks one (D13).

    With equal strength one die is rolled and must be applied: ``chooser`` is
    then the attacker (whose coach always rolls) and ``choice`` is False.
    """

    count: int
    chooser: Side
    attacker_strength: int
    defender_strength: int

    @property
    def choice(self) -> bool:
        return self.count > 1

    @property
    def outcome(self) -> str:
        return "block.dice.1" if self.count == 1 else f"block.dice.{self.count}_{self.chooser}"


def _check(name: str, value: int, low: int, high: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise BlockError(f"{name} doit être un entier de {low} à {high} (reçu : {value!r}).")


def block_dice(attacker_st: int, defender_st: int, attacker_assists: int = 0, defender_assists: int = 0) -> BlockDice:
    """Dice count from strength plus assists: 1 if equal, 2 if stronger, 3 if more than double.

    "More than double" is strict: ST 6 against 3 gives 2 dice, 7 against 3 gives 3.
    The stronger side's coach chooses.
    """
    _check("La Force de l'attaquant", attacker_st, MIN_ST, MAX_ST)
    _check("La Force du défenseur", defender_st, MIN_ST, MAX_ST)
    _check("Le nombre de soutiens offensifs", attacker_assists, MIN_ASSISTS, MAX_ASSISTS)
    _check("Le nombre de soutiens défensifs", defender_assists, MIN_ASSISTS, MAX_ASSISTS)
    attack = attacker_st + attacker_assists
    defence = defender_st + defender_assists
    strong, weak = max(attack, defence), min(attack, defence)
    count = 1 if strong == weak else 3 if strong > 2 * weak else 2
    chooser: Side = "defender" if defence > attack else "attacker"
    return BlockDice(count, chooser, attack, defence)


def _face_id(face: str | int) -> str:
    if isinstance(face, int) and not isinstance(face, bool):
        return face_of(face)
    name = str(face).removeprefix("block.face.")
    if name not in FACES:
        raise BlockError(f"Face de blocage inconnue « {face} » : {', '.join(FACES)}.")
    return name


def face_of(value: int) -> str:
    """The face (``pow``, ``push_back`` …) a D6 value shows."""
    if not 1 <= value <= 6:
        raise BlockError(f"Un dé de blocage va de 1 à 6 (reçu : {value}).")
    return FACE_TABLE.lookup(value).removeprefix("block.face.")


def resolution_of(
    face: str | int,
    *,
    dodge: bool = False,
    tackle: bool = False,
    attacker_block: bool = False,
    defender_block: bool = False,
) -> Resolution:
    """The row of :data:`RESOLUTIONS` a face gives with these skills (D14)."""
    name = _face_id(face)
    if name == "player_down":
        key = "block.result.attacker_down"
    elif name == "both_down":
        key = {
            (False, False): "block.result.both_down",
            (True, False): "block.result.both_down_attacker_blocks",
            (False, True): "block.result.both_down_defender_blocks",
            (True, True): "block.result.both_down_both_block",
        }[(attacker_block, defender_block)]
    elif name == "push_back":
        key = "block.result.push_back"
    elif name == "stumble":
        if dodge:
            key = "block.result.stumble_tackle" if tackle else "block.result.stumble_dodge"
        else:
            key = "block.result.stumble_down"
    else:
        key = "block.result.pow"
    return RESOLUTIONS[key]


def resolve_face(
    face: str | int,
    *,
    dodge: bool = False,
    tackle: bool = False,
    attacker_block: bool = False,
    defender_block: bool = False,
) -> Step:
    """What ``face`` does, as a step the renderer can show.

    ``info`` says who falls (``attacker``/``defender``/``both``/``none``), who
    gets an armour roll, whether the target is pushed first (then the attacker
    may Poursuivre) and whether it is a turnover. On Les Deux Plaqués a player
    with Blocage *may* stay up; ``falls`` assumes he does and ``may_stay_up``
    names him.
    """
    name = _face_id(face)
    res = resolution_of(name, dodge=dodge, tackle=tackle, attacker_block=attacker_block, defender_block=defender_block)
    may_stay_up = []
    if name == "both_down":
        may_stay_up = [side for side, has in (("attacker", attacker_block), ("defender", defender_block)) if has]
    armour = {"attacker": ["attacker"], "defender": ["defender"], "both": ["attacker", "defender"], "none": []}
    return Step(
        kind="block.resolution",
        outcome=res.outcome,
        info={
            "face": name,
            "falls": res.falls,
            "pushed": res.pushed,
            "follow_up": res.pushed,
            "armour": armour[res.falls],
            "turnover": res.turnover,
            "category": res.category,
            "may_stay_up": may_stay_up,
            "detail": f"{res.outcome}.detail",
        },
    )


def face_step(die: Die, resolution: Step | None = None) -> Step:
    """One block die as a step: its face, and (when the skills are known) what it does."""
    row = FACE_TABLE.row_for(die.value)
    return Step(
        kind="block.face",
        outcome=row.outcome,
        dice=(die,),
        total=die.value,
        row=row_label(FACE_TABLE, row),
        children=(resolution,) if resolution else (),
        info={"face": row.outcome.removeprefix("block.face."), "detail": f"{row.outcome}.detail"},
    )


def _preferred(categories: Iterable[str], chooser: Side) -> int:
    """Index of the category the chooser takes under the §5.5 preference order."""
    ranked = list(categories)
    order = CATEGORIES if chooser == "attacker" else tuple(reversed(CATEGORIES))
    return min(range(len(ranked)), key=lambda i: order.index(ranked[i]))


def roll_block(
    dice: Dice,
    *,
    attacker_st: int,
    defender_st: int,
    attacker_assists: int = 0,
    defender_assists: int = 0,
    dodge: bool = False,
    tackle: bool = False,
    attacker_block: bool = False,
    defender_block: bool = False,
    ruleset: Ruleset = DEFAULT,
) -> Result:
    """Throw the block dice: one child per die with its face and what it would do.

    The chooser picks freely; ``info["suggested"]`` is the die the §5.5
    preference order would keep (knockdown > push > both down > attacker down
    for the attacker, the reverse for the defender), a hint and nothing more.
    Both rulesets block alike; ``ruleset`` is only recorded.
    """
    setup = block_dice(attacker_st, defender_st, attacker_assists, defender_assists)
    skills = {"dodge": dodge, "tackle": tackle, "attacker_block": attacker_block, "defender_block": defender_block}
    faces = []
    for _ in range(setup.count):
        die = dice.roll(6)
        faces.append(face_step(die, resolve_face(die.value, **skills)))
    suggested = _preferred((f.children[0].info["category"] for f in faces), setup.chooser)
    root = Step(
        kind="block",
        outcome=setup.outcome,
        children=tuple(faces),
        info={
            "attacker_st": attacker_st,
            "defender_st": defender_st,
            "attacker_assists": attacker_assists,
            "defender_assists": defender_assists,
            "attacker_strength": setup.attacker_strength,
            "defender_strength": setup.defender_strength,
            "count": setup.count,
            "chooser": setup.chooser,
            "choice": setup.choice,
            "suggested": suggested,
            **skills,
        },
    )
    return Result(root=root, ruleset=ruleset.key)


# --- exact odds -------------------------------------------------------------------------------------


def face_set_chance(faces: Iterable[str], *, count: int, chooser: Side, wanted_by: Side) -> Fraction:
    """P(the applied face is in ``faces``) when the chooser picks by wish (§5.5 face-set table).

    If the chooser is the side that wants the set, it is applied whenever one
    die shows it; otherwise only when every die shows it.
    """
    wanted = {_face_id(f) for f in faces}
    hits = total = 0
    for combo in itertools.product(range(1, 7), repeat=count):
        shown = [face_of(v) in wanted for v in combo]
        total += 1
        hits += any(shown) if chooser == wanted_by else all(shown)
    return Fraction(hits, total)


def applied_distribution(
    count: int,
    chooser: Side,
    *,
    dodge: bool = False,
    tackle: bool = False,
    attacker_block: bool = False,
    defender_block: bool = False,
) -> dict[str, Fraction]:
    """Exact distribution of the applied result (``block.odds.<category>``) under §5.5's order."""
    if count not in (1, 2, 3):
        raise BlockError(f"On lance 1, 2 ou 3 dés de blocage (reçu : {count}).")
    skills = {"dodge": dodge, "tackle": tackle, "attacker_block": attacker_block, "defender_block": defender_block}
    per_value = [resolution_of(v, **skills).category for v in range(1, 7)]
    counts = dict.fromkeys(CATEGORIES, 0)
    for combo in itertools.product(range(6), repeat=count):
        cats = [per_value[i] for i in combo]
        counts[cats[_preferred(cats, chooser)]] += 1
    n = 6**count
    return {f"block.odds.{c}": Fraction(k, n) for c, k in counts.items()}


@dataclass(frozen=True, slots=True)
class BlockOdds:
    """Dice setup, applied-result distribution and, per face, P(at least one die shows it)."""

    dice: BlockDice
    applied: dict[str, Fraction]
    faces: dict[str, Fraction]


def block_odds(
    attacker_st: int,
    defender_st: int,
    attacker_assists: int = 0,
    defender_assists: int = 0,
    *,
    dodge: bool = False,
    tackle: bool = False,
    attacker_block: bool = False,
    defender_block: bool = False,
) -> BlockOdds:
    """Exact odds of a block before it is thrown (for the /block preview)."""
    setup = block_dice(attacker_st, defender_st, attacker_assists, defender_assists)
    applied = applied_distribution(
        setup.count,
        setup.chooser,
        dodge=dodge,
        tackle=tackle,
        attacker_block=attacker_block,
        defender_block=defender_block,
    )
    faces = {
        f"block.face.{face}": face_set_chance([face], count=setup.count, chooser="attacker", wanted_by="attacker")
        for face in FACES
    }
    return BlockOdds(setup, applied, faces)
