"""Block dice (seed 002, rules-reference §2.8 and §2.16, docs/rules.md D13/D14).

A block die is a D6 read on :data:`FACE_TABLE` (1 Attaquant Plaqué, 2 Les Deux
Plaqués, 3-4 Repoussé, 5 Bousculé, 6 Défenseur Plaqué). The number of dice comes
from the two strengths with assists (:func:`block_dice`), after Intrépide's D6
and Cornes on a Blitz; what a face does depends on the two players' skills
(:class:`BlockSkills`: Blocage, Lutte, Esquive, Tacle, Stabilité, Parade,
Juggernaut on a Blitz), read by :func:`resolve_face`. Bagarreur re-rolls one
Les Deux Plaqués die, Haine (X) against a player with keyword X one Attaquant
Plaqué die (:func:`reroll_die`). The exact odds
(:func:`applied_distribution`, :func:`face_set_chance`) enumerate the same face
table and the same resolution, so they reproduce rules-reference §5.5 and can
never disagree with a roll.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final, Literal

from rules import limits
from rules.block_flags import REROLLS as REROLLS, SKILL_FLAGS as SKILL_FLAGS
from rules.dice import Dice, Die
from rules.errors import DomainError, Term, shown
from rules.model import Modifier, Result, Step, table_step
from rules.ruleset import DEFAULT, Ruleset
from rules.table import RangeTable, Row

if TYPE_CHECKING:
    from fractions import Fraction  # exact odds: imported by /odds block, not by a block

Side = Literal["attacker", "defender"]
Falls = Literal["attacker", "defender", "both", "none"]

#: Blocage Multiple: "this player will reduce their Strength Characteristic by 2" (S1).
MULTIPLE_BLOCK_STRENGTH: Final = 2

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


#: Pro (S1): "roll a D6: on a 3+ the dice may be re-rolled, on a 1-2 the dice may not be re-rolled".
PRO_TEST = RangeTable("block.pro", (6,), (Row(1, 2, "block.pro.failure"), Row(3, None, "block.pro.success")))


#: What happened, for odds and for the chooser's preference (rules-reference §5.5).
#: The attacker prefers them in this order; the defender in the reverse order.
#: ``none`` (nobody falls, nobody moves): both players have Blocage, or Stabilité held;
#: ``both_prone``: Lutte, both Mis à Terre with no armour roll.
CATEGORIES: tuple[str, ...] = ("knockdown", "push", "none", "both_prone", "both_down", "attacker_down")


@dataclass(frozen=True, slots=True)
class BlockSkills:
    """The two players' skills that change a block (§2.16), and whether it is part of a Blitz.

    Target: Esquive (``dodge``), Blocage, Lutte, Stabilité, Parade, Glissade Contrôlée
    (``sidestep``). Attacker: Tacle, Blocage, Lutte, Juggernaut and Cornes (a Blitz only),
    Intrépide, Bagarreur and Projection (``grab``; a Block Action only, not a Blitz: FAQ),
    Frénésie, Haine (X) when the target has keyword X (``hatred``: "may re-roll a single
    Player Down result", S1), Pro (the attacker, during his activation: one die, :func:`pro_reroll`).
    Chaîne et Boulet, either side's: no Parade against it, and its owner Mis à Terre by Lutte rolls his injury.
    Blocage Multiple (``multiple_block``, declared by the coach: the roster cannot say it): ST −2, no follow-up.
    Frénésie, Projection and Glissade Contrôlée change no face:
    they say who picks the push square and what the attacker must do next (notes).
    """

    dodge: bool = False
    tackle: bool = False
    attacker_block: bool = False
    defender_block: bool = False
    attacker_wrestle: bool = False
    defender_wrestle: bool = False
    stand_firm: bool = False
    fend: bool = False
    juggernaut: bool = False
    horns: bool = False
    dauntless: bool = False
    brawler: bool = False
    blitz: bool = False
    hatred: bool = False
    attacker_steady_footing: bool = False
    defender_steady_footing: bool = False
    frenzy: bool = False
    grab: bool = False
    sidestep: bool = False
    pro: bool = False
    attacker_ball_and_chain: bool = False
    defender_ball_and_chain: bool = False
    multiple_block: bool = False

    @classmethod
    def of(cls, values: Mapping[str, Any]) -> BlockSkills:
        """The skills stored with a roll (every flag a key of its root's ``info``)."""
        return cls(**{name: bool(values.get(name, False)) for name in SKILL_FLAGS})

    def flags(self) -> dict[str, bool]:
        return {name: getattr(self, name) for name in SKILL_FLAGS}

    @property
    def juggernaut_blitz(self) -> bool:
        """Juggernaut on a Blitz: Both Down may be Push Back; no Parade, Stabilité nor Lutte against him."""
        return self.juggernaut and self.blitz

    @property
    def stand_firm_usable(self) -> bool:
        return self.stand_firm and not self.juggernaut_blitz

    @property
    def fend_usable(self) -> bool:
        """Parade, except against a Juggernaut on a Blitz or a Chaîne et Boulet (S1 Fend)."""
        return self.fend and not self.juggernaut_blitz and not self.attacker_ball_and_chain

    @property
    def defender_wrestle_usable(self) -> bool:
        return self.defender_wrestle and not self.juggernaut_blitz

    def strength(self, attacker_st: int) -> int:
        """The attacker's ST for this block: Blocage Multiple lowers the characteristic by 2 ("for the duration of
        the Block Actions", S1), never below 1; after Intrépide, which compares unmodified Strengths ("Modifiers are
        then applied as normal", S1 Dauntless)."""
        if not self.multiple_block:
            return attacker_st
        return max(limits.BLOCK_STRENGTH.low, attacker_st - MULTIPLE_BLOCK_STRENGTH)

    @property
    def horns_bonus(self) -> int:
        return 1 if self.horns and self.blitz else 0

    @property
    def brawler_usable(self) -> bool:
        return self.brawler and not self.blitz

    @property
    def grab_usable(self) -> bool:
        """Projection: on a Block Action only, not a Blitz (FAQ: "Both Skills come into effect upon declaring a
        Block Action")."""
        return self.grab and not self.blitz

    @property
    def sidestep_usable(self) -> bool:
        """Glissade Contrôlée, unless the attacker's Projection is in play (S1 Grab)."""
        return self.sidestep and not self.grab_usable


@dataclass(frozen=True, slots=True)
class Resolution:
    """What one face does once the skills are applied (a row of :data:`RESOLUTIONS`).

    ``prone``: the fallen players are Mis à Terre (Lutte), with no armour roll.
    """

    outcome: str
    falls: Falls
    pushed: bool
    category: str
    prone: bool = False

    @property
    def turnover(self) -> bool:
        """The active team loses its turn when the blocker is Plaqué (Mis à Terre by Lutte: only with the ball)."""
        return self.falls in ("attacker", "both") and not self.prone

    @property
    def armour(self) -> list[str]:
        """Who gets an armour roll."""
        if self.prone:
            return []
        return {"attacker": ["attacker"], "defender": ["defender"], "both": ["attacker", "defender"], "none": []}[
            self.falls
        ]


#: Every resolution a face can have (D14, §2.16): one definition, read by resolve_face and the odds.
RESOLUTIONS: dict[str, Resolution] = {
    r.outcome: r
    for r in (
        Resolution("block.result.attacker_down", "attacker", False, "attacker_down"),
        Resolution("block.result.both_down", "both", False, "both_down"),
        Resolution("block.result.both_down_attacker_blocks", "defender", False, "knockdown"),
        Resolution("block.result.both_down_defender_blocks", "attacker", False, "attacker_down"),
        Resolution("block.result.both_down_both_block", "none", False, "none"),
        Resolution("block.result.both_down_wrestle_attacker", "both", False, "both_prone", prone=True),
        Resolution("block.result.both_down_wrestle_defender", "both", False, "both_prone", prone=True),
        Resolution("block.result.both_down_juggernaut", "none", True, "push"),
        Resolution("block.result.push_back", "none", True, "push"),
        Resolution("block.result.stumble_dodge", "none", True, "push"),
        Resolution("block.result.stumble_tackle", "defender", True, "knockdown"),
        Resolution("block.result.stumble_down", "defender", True, "knockdown"),
        Resolution("block.result.pow", "defender", True, "knockdown"),
    )
}

#: The notes a resolution may carry (Stabilité, Parade, Appuis Sûrs, Projection, Glissade Contrôlée, Frénésie),
#: shown under it.
NOTE_KEYS: tuple[str, ...] = (
    "block.note.stand_firm",
    "block.note.stand_firm_down",
    "block.note.fend",
    "block.note.steady_footing",
    "block.note.grab",
    "block.note.sidestep",
    "block.note.frenzy_follow",
    "block.note.frenzy_again",
    "block.note.frenzy_second",
    "block.note.both_down_choice",
    "block.note.ball_and_chain_prone",
    "block.note.multiple_block",
)

#: Every catalogue key this module's data can produce (outcomes, effect texts, step kinds).
LABEL_KEYS: tuple[str, ...] = (
    *FACE_TABLE.outcomes,
    *(f"{key}.detail" for key in FACE_TABLE.outcomes),
    *RESOLUTIONS,
    *(f"{key}.detail" for key in RESOLUTIONS),
    *(f"block.odds.{c}" for c in CATEGORIES),
    *NOTE_KEYS,
    "block.dice.1",
    "block.dice.2_attacker",
    "block.dice.2_defender",
    "block.dice.3_attacker",
    "block.dice.3_defender",
    "block.dauntless.success",
    "block.dauntless.failure",
    "block.brawler.offer",
    "block.brawler.used",
    *PRO_TEST.outcomes,
    *(f"{key}.detail" for key in PRO_TEST.outcomes),
    "step.block.pro",
    "step.block",
    "step.block.face",
    "step.block.resolution",
    "step.block.dauntless",
    "mod.horns",
    "mod.strength",
    "mod.multiple_block",
)


class BlockError(DomainError):
    """A strength or an assist count out of range (errors as data)."""


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


def _check(quantity: limits.Quantity, value: object, field: str) -> None:
    if not quantity.holds(value):
        raise BlockError("error.int_range", field=Term(field), low=quantity.low, high=quantity.high, value=shown(value))


def _check_all(attacker_st: int, defender_st: int, attacker_assists: int, defender_assists: int) -> None:
    _check(limits.BLOCK_STRENGTH, attacker_st, "field.attacker_strength")
    _check(limits.BLOCK_STRENGTH, defender_st, "field.defender_strength")
    _check(limits.BLOCK_ASSISTS, attacker_assists, "field.attacker_assists")
    _check(limits.BLOCK_ASSISTS, defender_assists, "field.defender_assists")


def _check_declared(s: BlockSkills) -> None:
    """Blocage Multiple is declared with a Block Action (S1: "When this player declares a Block Action"), not a
    Blitz."""
    if s.multiple_block and s.blitz:
        raise BlockError("error.block.multiple_block_blitz")


def _setup(attack: int, defence: int) -> BlockDice:
    strong, weak = max(attack, defence), min(attack, defence)
    count = 1 if strong == weak else 3 if strong > 2 * weak else 2
    chooser: Side = "defender" if defence > attack else "attacker"
    return BlockDice(count, chooser, attack, defence)


def block_dice(attacker_st: int, defender_st: int, attacker_assists: int = 0, defender_assists: int = 0) -> BlockDice:
    """Dice count from strength plus assists: 1 if equal, 2 if stronger, 3 if more than double.

    "More than double" is strict: ST 6 against 3 gives 2 dice, 7 against 3 gives 3.
    The stronger side's coach chooses.
    """
    _check_all(attacker_st, defender_st, attacker_assists, defender_assists)
    return _setup(attacker_st + attacker_assists, defender_st + defender_assists)


def _face_id(face: str | int) -> str:
    if isinstance(face, int) and not isinstance(face, bool):
        return face_of(face)
    name = str(face).removeprefix("block.face.")
    if name not in FACES:
        raise ValueError(f"unknown block face {face!r}: {', '.join(FACES)}")
    return name


def face_of(value: int) -> str:
    """The face (``pow``, ``push_back`` …) a D6 value shows."""
    if not 1 <= value <= 6:
        raise ValueError(f"a block die shows 1 to 6, not {value}")
    return FACE_TABLE.lookup(value).removeprefix("block.face.")


def _skills(skills: BlockSkills | None, flags: Mapping[str, bool]) -> BlockSkills:
    if skills is not None:
        return dataclasses.replace(skills, **flags) if flags else skills
    return BlockSkills(**flags)


def _plain_both_down(s: BlockSkills) -> str:
    """Les Deux Plaqués with Blocage only: a player with Blocage stays up (never worse for him)."""
    return {
        (False, False): "block.result.both_down",
        (True, False): "block.result.both_down_attacker_blocks",
        (False, True): "block.result.both_down_defender_blocks",
        (True, True): "block.result.both_down_both_block",
    }[(s.attacker_block, s.defender_block)]


def _both_down(s: BlockSkills) -> str:
    """Les Deux Plaqués with these skills: each player uses what serves him best (the suggestion, and the odds).

    Blocage keeps its owner up. Juggernaut on a Blitz turns it into Repoussé, unless
    the attacker's Blocage already leaves only the target on the ground. Lutte puts
    both players Mis à Terre with no armour roll: its owner uses it whenever he would
    fall otherwise (never against a Juggernaut on a Blitz).
    """
    plain = _plain_both_down(s)
    if s.juggernaut_blitz:
        return plain if (s.attacker_block and not s.defender_block) else "block.result.both_down_juggernaut"
    falls = RESOLUTIONS[plain].falls
    if s.attacker_wrestle and falls in ("attacker", "both"):
        return "block.result.both_down_wrestle_attacker"
    if s.defender_wrestle_usable and falls in ("defender", "both"):
        return "block.result.both_down_wrestle_defender"
    return plain


def both_down_choices(s: BlockSkills) -> tuple[str, ...]:
    """Every way a Les Deux Plaqués may be applied with these skills, :func:`_both_down`'s suggestion first.

    Lutte is its owner's to use ("may choose to use this Skill", S1) and Juggernaut the attacker's ("may treat any
    result of Both Down as Pushed Back"): the coaches decide at the table, the bot does not. A Lutte that would
    leave its owner no worse off than he stands (he stays up anyway) is not offered; two Luttes put both players
    Mis à Terre alike, so one is offered.
    """
    plain = _plain_both_down(s)
    falls = RESOLUTIONS[plain].falls
    options = [_both_down(s), plain]
    if s.juggernaut_blitz:
        options.append("block.result.both_down_juggernaut")
    if s.attacker_wrestle and falls in ("attacker", "both"):
        options.append("block.result.both_down_wrestle_attacker")
    elif s.defender_wrestle_usable and falls in ("defender", "both"):
        options.append("block.result.both_down_wrestle_defender")
    return tuple(dict.fromkeys(options))


def resolution_of(face: str | int, skills: BlockSkills | None = None, **flags: bool) -> Resolution:
    """The row of :data:`RESOLUTIONS` a face gives with these skills (D14, §2.16)."""
    s = _skills(skills, flags)
    name = _face_id(face)
    if name == "player_down":
        key = "block.result.attacker_down"
    elif name == "both_down":
        key = _both_down(s)
    elif name == "push_back":
        key = "block.result.push_back"
    elif name == "stumble":
        if s.dodge:
            key = "block.result.stumble_tackle" if s.tackle else "block.result.stumble_dodge"
        else:
            key = "block.result.stumble_down"
    else:
        key = "block.result.pow"
    return RESOLUTIONS[key]


def category_of(resolution: Resolution, skills: BlockSkills) -> str:
    """The odds category, once Stabilité keeps a merely pushed target where he stands."""
    if resolution.category == "push" and skills.stand_firm_usable:
        return "none"
    return resolution.category


def resolve_face(
    face: str | int, skills: BlockSkills | None = None, *, choice: str | None = None, **flags: bool
) -> Step:
    """What ``face`` does, as a step the renderer can show.

    ``info`` says who falls (``attacker``/``defender``/``both``/``none``), who
    gets an armour roll, whether the target is pushed first (then the attacker
    may Poursuivre) and whether it is a turnover. On Les Deux Plaqués a player
    with Blocage *may* stay up; ``falls`` assumes he does and ``may_stay_up``
    names him. Stabilité keeps the target in his square (``stand_firm``); Parade
    forbids the follow-up (``fend``); Projection or Glissade Contrôlée let a coach pick any
    free square next to the target (``any_square``: the template does not apply); Frénésie
    must follow up and block again; ``notes`` name them for the embed. On Les Deux Plaqués
    with Lutte or Juggernaut, ``choices`` lists the ways the coaches may apply it
    (:func:`both_down_choices`, the suggested one first) and ``choice`` is the one they took.
    """
    s = _skills(skills, flags)
    name = _face_id(face)
    res = resolution_of(name, s)
    choices = both_down_choices(s) if name == "both_down" else ()
    if choice is not None:
        if choice not in choices:
            raise DomainError("error.block.no_such_choice")
        res = RESOLUTIONS[choice]
    may_stay_up = []
    if name == "both_down" and res.outcome in (
        "block.result.both_down_attacker_blocks",
        "block.result.both_down_defender_blocks",
        "block.result.both_down_both_block",
    ):
        may_stay_up = [side for side, has in (("attacker", s.attacker_block), ("defender", s.defender_block)) if has]
    pushed, follow_up, notes = res.pushed, res.pushed, []
    # Stabilité is shown used, but it is the target's choice (S1: "can choose"): what a push would bring (Parade,
    # Blocage Multiple, Projection, Glissade Contrôlée) is still said under it
    if res.pushed and s.stand_firm_usable:
        pushed = follow_up = False
        notes.append("block.note.stand_firm_down" if res.falls == "defender" else "block.note.stand_firm")
    if res.pushed and s.fend_usable:
        follow_up = False
        notes.append("block.note.fend")
    elif res.pushed and s.multiple_block:  # S1: "This player cannot Follow-up during either of these Block Actions"
        follow_up = False
        notes.append("block.note.multiple_block")
    any_square = pushed and (s.grab_usable or s.sidestep_usable)  # not the 3-square template (S1 Grab, Sidestep)
    if res.pushed and (s.grab_usable or s.sidestep_usable):
        notes.append("block.note.grab" if s.grab_usable else "block.note.sidestep")
    if (
        s.frenzy and res.pushed and not s.multiple_block
    ):  # S1 Frenzy: must Follow-up if able, and block again a target still Standing
        standing = res.falls not in ("defender", "both")
        if follow_up:
            notes.append("block.note.frenzy_again" if standing else "block.note.frenzy_follow")
        elif not pushed and standing:  # Stabilité held: "will not prevent [...] a second Block Action"
            notes.append("block.note.frenzy_second")
    footing = {"attacker": s.attacker_steady_footing, "defender": s.defender_steady_footing}
    if any(footing[side] for side in res.armour):  # Plaqué, not Mis à Terre: Appuis Sûrs rolls first (FAQ)
        notes.append("block.note.steady_footing")
    armour = res.armour
    if res.prone:  # S1 Ball & Chain: "Placed Prone for any reason": his injury roll, through his armour button
        chained = {"attacker": s.attacker_ball_and_chain, "defender": s.defender_ball_and_chain}
        armour = [side for side in ("attacker", "defender") if chained[side]]
        if armour:
            notes.append("block.note.ball_and_chain_prone")
    if len(choices) > 1 and choice is None:  # Lutte, Juggernaut: the coaches pick (buttons), then its notes follow
        notes = ["block.note.both_down_choice"]
    return Step(
        kind="block.resolution",
        outcome=res.outcome,
        info={
            "face": name,
            "falls": res.falls,
            "pushed": pushed,
            "follow_up": follow_up,
            "any_square": any_square,
            "armour": armour,
            "prone": res.prone,
            "turnover": res.turnover,
            "category": category_of(res, s),
            "may_stay_up": may_stay_up,
            "notes": notes,
            "detail": f"{res.outcome}.detail",
            "choices": list(choices) if len(choices) > 1 and choice is None else [],
        },
    )


def face_step(
    die: Die, resolution: Step | None = None, *, brawler: bool = False, hatred: bool = False, pro: bool = False
) -> Step:
    """One block die as a step: its face, and (when the skills are known) what it does.

    ``brawler``: Bagarreur may re-roll this die (it shows Les Deux Plaqués); ``hatred``: Haine (X) may re-roll it
    (it shows Attaquant Plaqué); ``pro``: the attacker's Pro may try to re-roll it, whatever it shows.
    """
    row = FACE_TABLE.row_for(die.value)
    face = row.outcome.removeprefix("block.face.")
    info: dict[str, Any] = {"face": face, "detail": f"{row.outcome}.detail"}
    for skill, on in (("brawler", brawler), ("hatred", hatred)):
        if on and face == REROLLS[skill]:
            info[skill] = True
    if pro:
        info["pro"] = True
    children = (resolution,) if resolution else ()
    return table_step("block.face", row, (die,), FACE_TABLE.row_label(row), children=children, info=info)


def block_faces(root: Step) -> list[Step]:
    """The dice of a block roll, in order (the root may also hold Intrépide's D6)."""
    return [child for child in root.children if child.kind == "block.face"]


def _preferred(categories: Iterable[str], chooser: Side) -> int:
    """Index of the category the chooser takes under the §5.5 preference order."""
    ranked = list(categories)
    order = CATEGORIES if chooser == "attacker" else tuple(reversed(CATEGORIES))
    return min(range(len(ranked)), key=lambda i: order.index(ranked[i]))


def _dauntless_step(die: Die, attacker_st: int, defender_st: int) -> Step:
    total = die.value + attacker_st
    success = total > defender_st
    return Step(
        kind="block.dauntless",
        outcome="block.dauntless.success" if success else "block.dauntless.failure",
        dice=(die,),
        modifiers=(Modifier("mod.strength", attacker_st),),
        total=total,
        target=defender_st + 1,
        info={"strength": defender_st if success else attacker_st, "defender_st": defender_st},
    )


def roll_block(
    dice: Dice,
    *,
    attacker_st: int,
    defender_st: int,
    attacker_assists: int = 0,
    defender_assists: int = 0,
    ruleset: Ruleset = DEFAULT,
    skills: BlockSkills | None = None,
    **flags: bool,
) -> Result:
    """Throw the block dice: one child per die with its face and what it would do.

    Intrépide (attacker weaker before modifiers): its D6 + ST is rolled first; above
    the target's ST, the attacker's ST becomes the target's. Cornes on a Blitz: +1 ST.
    The chooser picks freely; ``info["suggested"]`` is the die the §5.5
    preference order would keep (knockdown > push > … > attacker down for the
    attacker, the reverse for the defender), a hint and nothing more.
    Both rulesets block alike; ``ruleset`` is only recorded.
    """
    s = _skills(skills, flags)
    _check_all(attacker_st, defender_st, attacker_assists, defender_assists)
    _check_declared(s)
    children: list[Step] = []
    strength = attacker_st
    if s.dauntless and attacker_st < defender_st:  # unmodified Strengths (S1 Dauntless)
        dauntless = _dauntless_step(dice.roll(6), attacker_st, defender_st)
        children.append(dauntless)
        strength = dauntless.info["strength"]
    setup = _setup(s.strength(strength) + s.horns_bonus + attacker_assists, defender_st + defender_assists)
    faces = []
    for _ in range(setup.count):
        die = dice.roll(6)
        faces.append(face_step(die, resolve_face(die.value, s), brawler=s.brawler_usable, hatred=s.hatred, pro=s.pro))
    children += faces
    return Result(
        root=_block_root(setup, children, s, attacker_st, defender_st, attacker_assists, defender_assists),
        ruleset=ruleset.key,
    )


def _block_root(
    setup: BlockDice,
    children: list[Step],
    s: BlockSkills,
    attacker_st: int,
    defender_st: int,
    attacker_assists: int,
    defender_assists: int,
    **extra: Any,
) -> Step:
    faces = [c for c in children if c.kind == "block.face"]
    suggested = _preferred((f.children[0].info["category"] for f in faces), setup.chooser)
    modifiers = [Modifier("mod.horns", 1)] if s.horns_bonus else []
    if s.multiple_block:  # on the Strength Intrépide left (S1 Dauntless: "Modifiers are then applied as normal")
        base = next((c.info["strength"] for c in children if c.kind == "block.dauntless"), attacker_st)
        modifiers.append(Modifier("mod.multiple_block", s.strength(base) - base))
    return Step(
        kind="block",
        outcome=setup.outcome,
        modifiers=tuple(modifiers),
        children=tuple(children),
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
            **s.flags(),
            **extra,
        },
    )


def apply_both_down(root: Step, index: int, choice: str) -> Step:
    """The block ``root`` once the coaches chose how its die ``index``'s Les Deux Plaqués applies (``choice``, one
    of its resolution's ``choices``: Lutte, Juggernaut, or neither): that die now reads the way applied, with its
    own notes, and so does another Les Deux Plaqués of the block that waited for the same choice (its « au choix »
    would otherwise stay after the choice was made); the rest of the block is as rolled."""
    faces = block_faces(root)
    if not 0 <= index < len(faces):
        raise DomainError("error.block.no_such_choice")
    skills = BlockSkills.of(root.info)
    kept = faces[index]

    def settled(child: Step) -> Step:
        waiting = child.kind == "block.face" and choice in child.children[0].info.get("choices", ())
        if child is not kept and not waiting:
            return child
        return dataclasses.replace(child, children=(resolve_face(child.info["face"], skills, choice=choice),))

    return dataclasses.replace(root, children=tuple(settled(child) for child in root.children))


#: Where a block root remembers the die each skill re-rolled (``rerolled``: Bagarreur's, as stored since issue 8).
_REROLLED: Final[Mapping[str, str]] = {"brawler": "rerolled", "hatred": "hatred_rerolled"}


def reroll_skill(face: Step) -> str | None:
    """The skill that may re-roll this die (``brawler`` on Les Deux Plaqués, ``hatred`` on Attaquant Plaqué)."""
    return next((skill for skill in REROLLS if face.info.get(skill)), None)


def reroll_die(dice: Dice, root: Step, index: int, *, ruleset: Ruleset = DEFAULT) -> Result:
    """Bagarreur re-rolls one Les Deux Plaqués die (§2.16, FAQ: not on a Blitz); Haine (X) one Attaquant Plaqué
    die against a target with keyword X (S1); each once per block, and the new die is never re-rolled again.

    The new die replaces the old one (kept in its ``info["rerolled_from"]``); the
    rest of the block is unchanged.
    """
    faces = block_faces(root)
    face = faces[index] if 0 <= index < len(faces) else None
    used = [k for k, at in _REROLLED.items() if face is not None and root.info.get(at) is not None]
    for k in used:
        if face is not None and face.info.get("face") == REROLLS[k]:
            raise DomainError("error.block.already_rerolled" if k == "brawler" else f"error.block.{k}_already_rerolled")
    skill = reroll_skill(face) if face is not None else None
    if skill is None:
        raise DomainError("error.block.no_reroll")
    s = BlockSkills.of(root.info)
    die = dice.roll(6)
    old = faces[index]
    new = face_step(die, resolve_face(die.value, s))
    new = dataclasses.replace(new, info={**new.info, "rerolled_from": old.outcome, f"{skill}_used": True})
    children = [new if child is old else child for child in root.children]
    for position, child in enumerate(children):
        if child.kind == "block.face" and child.info.get(skill):
            kept = {k: v for k, v in child.info.items() if k != skill}
            children[position] = dataclasses.replace(child, info=kept)
    return _rebuilt(root, children, s, ruleset, {_REROLLED[skill]: index})


#: Where a block root remembers the die Pro was tried on.
PRO_TRIED: Final = "pro_tried"


def _rebuilt(root: Step, children: list[Step], s: BlockSkills, ruleset: Ruleset, marked: Mapping[str, int]) -> Result:
    """The block ``root`` again over its changed ``children``: its setup as rolled, the dice each re-roll already
    touched (Bagarreur, Haine, Pro), and ``marked``, the die the re-roll just made."""
    info = root.info
    setup = BlockDice(info["count"], info["chooser"], info["attacker_strength"], info["defender_strength"])
    earlier = {key: info[key] for key in (*_REROLLED.values(), PRO_TRIED) if info.get(key) is not None}
    rebuilt = _block_root(
        setup,
        children,
        s,
        info["attacker_st"],
        info["defender_st"],
        info["attacker_assists"],
        info["defender_assists"],
        **{**earlier, **marked},
    )
    return Result(root=rebuilt, ruleset=ruleset.key)


def pro_reroll(dice: Dice, root: Step, index: int, *, ruleset: Ruleset = DEFAULT) -> Result:
    """The attacker's Pro on one block die (S1): a D6, on 3+ the die is re-rolled, on 1-2 it stays.

    Pro is tried once in the block ("a single dice"); once tried on a die, no other re-roll may touch it
    (Bagarreur, Haine (X)), and a die already re-rolled is never re-rolled again. The Pro D6 is kept under the
    root, after the dice.
    """
    faces = block_faces(root)
    face = faces[index] if 0 <= index < len(faces) else None
    if face is None or not face.info.get("pro"):
        raise DomainError("error.block.no_pro")
    s = BlockSkills.of(root.info)
    test_die = dice.roll(6)
    row = PRO_TEST.row_for(test_die.value)
    test = table_step("block.pro", row, (test_die,), PRO_TEST.row_label(row), target=3, info={"die": index + 1})
    if row.outcome == "block.pro.success":
        die = dice.roll(6)
        new = face_step(die, resolve_face(die.value, s))
        new = dataclasses.replace(new, info={**new.info, "rerolled_from": face.outcome, "pro_used": True})
    else:
        kept = {k: v for k, v in face.info.items() if k not in ("pro", *REROLLS)}
        new = dataclasses.replace(face, info={**kept, "pro_used": True})
    children = [new if child is face else child for child in root.children]
    for position, child in enumerate(children):
        if child.kind == "block.face" and child.info.get("pro"):
            children[position] = dataclasses.replace(child, info={k: v for k, v in child.info.items() if k != "pro"})
    children.append(test)
    return _rebuilt(root, children, s, ruleset, {PRO_TRIED: index})


# --- exact odds -------------------------------------------------------------------------------------


def face_set_chance(faces: Iterable[str], *, count: int, chooser: Side, wanted_by: Side) -> Fraction:
    """P(the applied face is in ``faces``) when the chooser picks by wish (§5.5 face-set table).

    If the chooser is the side that wants the set, it is applied whenever one
    die shows it; otherwise only when every die shows it.
    """
    from fractions import Fraction

    wanted = {_face_id(f) for f in faces}
    hits = total = 0
    for combo in itertools.product(range(1, 7), repeat=count):
        shown = [face_of(v) in wanted for v in combo]
        total += 1
        hits += any(shown) if chooser == wanted_by else all(shown)
    return Fraction(hits, total)


def _applied(categories: list[str], chooser: Side) -> str:
    return categories[_preferred(categories, chooser)]


def brawler_rerolls(categories: list[str], faces: list[str], chooser: Side, per_value: list[str]) -> bool:
    """Does the attacker's Bagarreur re-roll a Les Deux Plaqués die here (before the choice)?

    The book leaves it to the coach; the odds assume he re-rolls one when a new die is more likely to improve the
    result that will be kept (the chooser's pick, §5.5's order) than to spoil it — a single Les Deux Plaqués die
    without Blocage is re-rolled, two of them under the defender's choice are not.
    """
    if "both_down" not in faces:
        return False
    at = faces.index("both_down")
    kept = CATEGORIES.index(_applied(categories, chooser))
    after = [CATEGORIES.index(_applied([*categories[:at], new, *categories[at + 1 :]], chooser)) for new in per_value]
    return sum(rank < kept for rank in after) > sum(rank > kept for rank in after)


def pro_target(categories: list[str], chooser: Side, per_value: list[str], spent: int | None = None) -> int | None:
    """The die the attacker's Pro tries to re-roll here, if any (before the choice).

    The book leaves it to the coach; the odds assume, as for Bagarreur, that he tries on the die whose new face
    is most likely to improve the result that will be kept rather than spoil it, when it is more likely (the lowest
    such die on a tie); never on a die already re-rolled (``spent``: Bagarreur's)."""
    kept = CATEGORIES.index(_applied(categories, chooser))
    best, margin = None, 0
    for at in range(len(categories)):
        if at == spent:
            continue
        after = [
            CATEGORIES.index(_applied([*categories[:at], new, *categories[at + 1 :]], chooser)) for new in per_value
        ]
        gain = sum(rank < kept for rank in after) - sum(rank > kept for rank in after)
        if gain > margin:
            best, margin = at, gain
    return best


#: The odds' weight of one combination of block dice: 6 faces of Bagarreur's new die × 3 (Pro's D6: 1-2 it stays,
#: 3+ it is re-rolled, twice as likely) × 6 faces of Pro's new die, so every branch is a whole number.
_COMBO_WEIGHT: Final = 6 * 3 * 6


def _seeking_knockdown(count: int, chooser: Side, s: BlockSkills, per_value: list[str]) -> dict[str, Fraction]:
    """The applied result when the attacker's coach re-rolls to knock the target down: Bagarreur on a Les Deux
    Plaqués die, then Pro on a die (not Bagarreur's), each used where it most raises the chance of a knockdown
    (then of a push, and so on in §5.5's order; on a tie, not used). The book leaves both to the coach."""
    from fractions import Fraction
    from functools import cache

    both_down = FACES.index("both_down")

    def mean(dists: list[dict[str, Fraction]], weight: Fraction = Fraction(1)) -> dict[str, Fraction]:
        out: dict[str, Fraction] = {}
        for dist in dists:
            for c, p in dist.items():
                out[c] = out.get(c, Fraction(0)) + p * weight / len(dists)
        return out

    def rank(dist: dict[str, Fraction]) -> tuple[Fraction, ...]:
        return tuple(itertools.accumulate(dist.get(c, Fraction(0)) for c in CATEGORIES))

    @cache
    def best(values: tuple[int, ...], brawler: bool, pro: bool, spent: frozenset[int]) -> dict[str, Fraction]:
        stay = {_applied([per_value[v] for v in values], chooser): Fraction(1)}
        options = [best(values, False, pro, spent) if brawler else stay]
        for at in range(len(values)):
            if at in spent or (brawler and values[at] != both_down):
                continue
            news = [
                best((*values[:at], new, *values[at + 1 :]), False, pro and brawler, spent | {at}) for new in range(6)
            ]
            if brawler:  # Bagarreur: the die is re-rolled
                options.append(mean(news))
            elif pro:  # Pro: 1-2 it stays, 3+ it is re-rolled
                tried = mean([stay], Fraction(1, 3))
                for c, p in mean(news, Fraction(2, 3)).items():
                    tried[c] = tried.get(c, Fraction(0)) + p
                options.append(tried)
        return max(options, key=rank)  # the first of the best: not used on a tie

    total = mean(
        [best(combo, s.brawler_usable, s.pro, frozenset()) for combo in itertools.product(range(6), repeat=count)]
    )
    return {f"block.odds.{c}": total.get(c, Fraction(0)) for c in CATEGORIES}


def applied_distribution(
    count: int, chooser: Side, skills: BlockSkills | None = None, *, seek_knockdown: bool = False, **flags: bool
) -> dict[str, Fraction]:
    """Exact distribution of the applied result (``block.odds.<category>``) under §5.5's order; with Bagarreur
    (not on a Blitz), its re-roll as :func:`brawler_rerolls` decides it; then with Pro, its try as
    :func:`pro_target` decides it (on another die than Bagarreur's). ``seek_knockdown``: the re-rolls as a coach
    seeking the knockdown makes them (:func:`_seeking_knockdown`)."""
    from fractions import Fraction

    if count not in (1, 2, 3):
        raise ValueError(f"1, 2 or 3 block dice, not {count}")
    s = _skills(skills, flags)
    per_value = [category_of(resolution_of(v, s), s) for v in range(1, 7)]
    if seek_knockdown:
        return _seeking_knockdown(count, chooser, s, per_value)
    counts = dict.fromkeys(CATEGORIES, 0)

    def settle(cats: list[str], spent: int | None, weight: int) -> None:
        at = pro_target(cats, chooser, per_value, spent) if s.pro else None
        if at is None:
            counts[_applied(cats, chooser)] += weight
            return
        counts[_applied(cats, chooser)] += weight // 3  # 1-2: the die stays
        for new in per_value:  # 3+: each face of the new die, once
            counts[_applied([*cats[:at], new, *cats[at + 1 :]], chooser)] += weight * 2 // 3 // len(per_value)

    for combo in itertools.product(range(6), repeat=count):
        cats = [per_value[i] for i in combo]
        faces = [face_of(i + 1) for i in combo]
        if s.brawler_usable and brawler_rerolls(cats, faces, chooser, per_value):
            at = faces.index("both_down")
            for new in per_value:  # each face of the new die, once
                settle([*cats[:at], new, *cats[at + 1 :]], at, _COMBO_WEIGHT // len(per_value))
            continue
        settle(cats, None, _COMBO_WEIGHT)
    n = 6**count * _COMBO_WEIGHT
    return {f"block.odds.{c}": Fraction(k, n) for c, k in counts.items()}


@dataclass(frozen=True, slots=True)
class BlockOdds:
    """Dice setup, applied-result distribution and, per face, P(at least one die shows it).

    With Intrépide, ``dice`` is the setup if its D6 fails, ``dauntless`` the chance it
    succeeds and ``dauntless_dice`` the setup then; the distributions mix both.
    """

    dice: BlockDice
    applied: dict[str, Fraction]
    faces: dict[str, Fraction]
    dauntless: Fraction | None = None
    dauntless_dice: BlockDice | None = None


def block_odds(
    attacker_st: int,
    defender_st: int,
    attacker_assists: int = 0,
    defender_assists: int = 0,
    *,
    skills: BlockSkills | None = None,
    seek_knockdown: bool = False,
    **flags: bool,
) -> BlockOdds:
    """Exact odds of a block before it is thrown (for the /block preview), Intrépide's D6 included;
    ``seek_knockdown``: Bagarreur's and Pro's re-rolls made to knock the target down (:func:`applied_distribution`)."""
    from fractions import Fraction

    s = _skills(skills, flags)
    _check_all(attacker_st, defender_st, attacker_assists, defender_assists)
    _check_declared(s)

    def setup_for(strength: int) -> BlockDice:
        """Intrépide compared unmodified Strengths; Blocage Multiple, Cornes and assists then apply (S1)."""
        return _setup(s.strength(strength) + s.horns_bonus + attacker_assists, defender_st + defender_assists)

    def parts(setup: BlockDice) -> tuple[dict[str, Fraction], dict[str, Fraction]]:
        faces = {
            f"block.face.{face}": face_set_chance([face], count=setup.count, chooser="attacker", wanted_by="attacker")
            for face in FACES
        }
        return applied_distribution(setup.count, setup.chooser, s, seek_knockdown=seek_knockdown), faces

    plain = setup_for(attacker_st)
    if not (s.dauntless and attacker_st < defender_st):
        return BlockOdds(plain, *parts(plain))
    success = Fraction(sum(face + attacker_st > defender_st for face in range(1, 7)), 6)
    raised = setup_for(defender_st)
    (a1, f1), (a2, f2) = parts(plain), parts(raised)
    applied = {k: (1 - success) * a1[k] + success * a2[k] for k in a1}
    faces = {k: (1 - success) * f1[k] + success * f2[k] for k in f1}
    return BlockOdds(plain, applied, faces, success, raised)
