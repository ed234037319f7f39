"""Armour, injury, casualty, séquelle and Revanche: the tables and the chain.

Every table is a :class:`~rules.table.RangeTable` defined once here; the rolls
below and :mod:`rules.odds` read the same objects and the same decision
functions (``decide_armour``, ``decide_injury``, ``lasting_injury_result``), so
a probability can never disagree with what a roll does.

A chain is one call: armour → injury → casualty → séquelle → Revanche, each a
:class:`~rules.model.Step` nested in the previous one, stopping where the rules
stop (armour holds, Sonné, K.O., Minus 9). The dice are read in that order, so
dice given by hand produce the very same tree as seeded dice with those faces.
"""

from __future__ import annotations

import dataclasses
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Final

from rules.characteristics import Characteristic, Profile, can_reduce, format_value, reduce
from rules.dice import Dice
from rules.model import Modifier, PlayerEffect, Result, Step
from rules.ruleset import DEFAULT, Ruleset
from rules.table import RangeTable, Row

# --- outcome, step and modifier keys (French text: locales/fr/injury.py) -------------------------

ARMOUR_HOLDS: Final = "armour.holds"
ARMOUR_BROKEN: Final = "armour.broken"

INJURY_STUNNED: Final = "injury.stunned"
INJURY_KO: Final = "injury.ko"
INJURY_BADLY_HURT: Final = "injury.badly_hurt"
INJURY_CASUALTY: Final = "injury.casualty"
#: Catalogue keys naming the injury table used (``info["table"]`` of an injury step).
INJURY_TABLE_STANDARD: Final = "injury.table.standard"
INJURY_TABLE_MINUS: Final = "injury.table.minus"

CASUALTY_BADLY_HURT: Final = "casualty.badly_hurt"
CASUALTY_SERIOUSLY_HURT: Final = "casualty.seriously_hurt"
CASUALTY_SERIOUS_INJURY: Final = "casualty.serious_injury"
CASUALTY_LASTING_INJURY: Final = "casualty.lasting_injury"
CASUALTY_DEAD: Final = "casualty.dead"

LASTING_AT_MINIMUM: Final = "lasting_injury.at_minimum"
LASTING_NONE_POSSIBLE: Final = "lasting_injury.none_possible"

HATRED_GAINED: Final = "hatred.gained"
HATRED_NOT_GAINED: Final = "hatred.not_gained"
HATRED_NO_ATTACKER: Final = "hatred.no_attacker"
HATRED_NO_KEYWORD: Final = "hatred.no_keyword"

FOUL_SENT_OFF: Final = "foul.sent_off"
FOUL_UNNOTICED: Final = "foul.unnoticed"

KO_RECOVERY_BACK: Final = "ko_recovery.back"
KO_RECOVERY_STAYS: Final = "ko_recovery.stays"
KO_RECOVERY_SUMMARY: Final = "ko_recovery.summary"

MOD_MIGHTY_BLOW: Final = "mod.mighty_blow"
MOD_CLAWS: Final = "mod.claws"
MOD_DIRTY_PLAYER: Final = "mod.dirty_player"
MOD_ASSISTS: Final = "mod.assists"
MOD_NIGGLING: Final = "mod.niggling"
MOD_OTHER: Final = "mod.other"

#: Every modifier key a step of this module can carry (``mod.claws`` appears as ``info["broken_by"]``).
MODIFIER_KEYS: Final = (MOD_MIGHTY_BLOW, MOD_CLAWS, MOD_DIRTY_PLAYER, MOD_ASSISTS, MOD_NIGGLING, MOD_OTHER)

#: Every step kind of this module; the catalogue labels them ``step.<kind>``.
STEP_KINDS: Final = ("armour", "injury", "casualty", "lasting_injury", "hatred", "foul", "ko_recovery", "ko_player")

# --- the tables -----------------------------------------------------------------------------------

#: AV is a target number (rules-reference §2.1, D22): 2+ .. 12+ accepted so temporary
#: changes (Dodgy Snack -1 AR on a 3+) still roll.
AV_RANGE: Final = (2, 12)

#: Claws: a natural roll of this or more breaks the armour whatever the AV.
CLAWS_NATURAL: Final = 8

INJURY_STANDARD: Final = RangeTable(
    "injury_standard",
    (6, 6),
    (Row(2, 7, INJURY_STUNNED), Row(8, 9, INJURY_KO), Row(10, None, INJURY_CASUALTY)),
)
#: Minus (Stunty): 9 is Commotion with no casualty roll (seed 001, D26).
INJURY_MINUS: Final = RangeTable(
    "injury_minus",
    (6, 6),
    (
        Row(2, 6, INJURY_STUNNED),
        Row(7, 8, INJURY_KO),
        Row(9, 9, INJURY_BADLY_HURT),
        Row(10, None, INJURY_CASUALTY),
    ),
)

#: D16 + 1 per Blessure Persistante (seeds 000/001 = BB2025, D21); both rulesets.
CASUALTY: Final = RangeTable(
    "casualty",
    (16,),
    (
        Row(1, 8, CASUALTY_BADLY_HURT),
        Row(9, 10, CASUALTY_SERIOUSLY_HURT),
        Row(11, 12, CASUALTY_SERIOUS_INJURY),
        Row(13, 14, CASUALTY_LASTING_INJURY),
        Row(15, None, CASUALTY_DEAD),
    ),
)
#: The BB2020 casualty table, kept only as reference data for the odds tests
#: (rules-reference §5.4); no ruleset rolls on it (D21: don't mix the two).
CASUALTY_BB2020: Final = RangeTable(
    "casualty_bb2020",
    (16,),
    (
        Row(1, 6, CASUALTY_BADLY_HURT),
        Row(7, 9, CASUALTY_SERIOUSLY_HURT),
        Row(10, 12, CASUALTY_SERIOUS_INJURY),
        Row(13, 14, CASUALTY_LASTING_INJURY),
        Row(15, None, CASUALTY_DEAD),
    ),
)


@dataclass(frozen=True, slots=True)
class CasualtyConsequence:
    """What a casualty result does beyond the current match (seed 000 wording)."""

    miss_next_game: bool = False
    niggling: int = 0
    lasting_injury: bool = False
    revanche: bool = False
    dead: bool = False


#: Beside each casualty outcome, its consequences (every casualty is out for the match).
CASUALTY_CONSEQUENCES: Final[Mapping[str, CasualtyConsequence]] = {
    CASUALTY_BADLY_HURT: CasualtyConsequence(),
    CASUALTY_SERIOUSLY_HURT: CasualtyConsequence(miss_next_game=True, revanche=True),
    CASUALTY_SERIOUS_INJURY: CasualtyConsequence(miss_next_game=True, niggling=1, revanche=True),
    CASUALTY_LASTING_INJURY: CasualtyConsequence(miss_next_game=True, lasting_injury=True, revanche=True),
    CASUALTY_DEAD: CasualtyConsequence(dead=True),
}

# Séquelle D6: keyed by effect so both rulesets share keys; the names differ per
# ruleset (D1) and live in the catalogue as ``lasting_injury.ag@ligue`` / ``@bb2025``.
_LASTING_ROWS: Final[tuple[tuple[Row, Characteristic], ...]] = (
    (Row(1, 2, "lasting_injury.av"), "AV"),
    (Row(3, 3, "lasting_injury.ma"), "MA"),
    (Row(4, 4, "lasting_injury.pa"), "PA"),
    (Row(5, 5, "lasting_injury.ag"), "AG"),
    (Row(6, None, "lasting_injury.st"), "ST"),
)
LASTING_INJURY: Final = RangeTable("lasting_injury", (6,), tuple(row for row, _ in _LASTING_ROWS))
#: The characteristic each séquelle lowers, beside its row.
LASTING_INJURY_CHARACTERISTIC: Final[Mapping[str, Characteristic]] = {row.outcome: char for row, char in _LASTING_ROWS}

#: Revanche in ``bb2025``: Haine (X) on a D6 of 4+ (D3).
HATRED_ROLL: Final = RangeTable("hatred", (6,), (Row(1, 3, HATRED_NOT_GAINED), Row(4, None, HATRED_GAINED)))

#: A K.O. player goes back to the Réserves on a D6 of 4+.
KO_RECOVERY: Final = RangeTable("ko_recovery", (6,), (Row(1, 3, KO_RECOVERY_STAYS), Row(4, None, KO_RECOVERY_BACK)))

#: Keywords Haine (X) may not name (seed 000), with their English equivalents.
HATRED_EXCLUDED_KEYWORDS: Final = (
    "Gros Bras",
    "Blitzer",
    "Bloqueur",
    "Receveur",
    "Trois-Quart",
    "Coureur",
    "Spécial",
    "Lanceur",
    "Big Guy",
    "Blocker",
    "Catcher",
    "Lineman",
    "Runner",
    "Special",
    "Thrower",
)

#: Final outcomes a chain can stop on (the last of armour / injury / casualty).
CHAIN_FINAL_OUTCOMES: Final = (
    ARMOUR_HOLDS,
    INJURY_STUNNED,
    INJURY_KO,
    INJURY_BADLY_HURT,
    *CASUALTY.outcomes,
)

# --- validation (French messages, shown to users) -------------------------------------------------

MODIFIER_RANGE: Final = (-5, 5)
NIGGLING_RANGE: Final = (0, 10)
ASSISTS_RANGE: Final = (-7, 7)
KO_COUNT_RANGE: Final = (1, 16)


def _check_int(value: object, bounds: tuple[int, int], message: str) -> int:
    low, high = bounds
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(message.format(low=low, high=high, value=value))
    return value


def check_av(av: object) -> int:
    return _check_int(av, AV_RANGE, "L'armure (AR) est une valeur cible de {low}+ à {high}+ (reçu : {value!r}).")


def check_modifier(modifier: object) -> int:
    return _check_int(modifier, MODIFIER_RANGE, "Le modificateur va de {low} à +{high} (reçu : {value!r}).")


def check_niggling(niggling: object) -> int:
    return _check_int(niggling, NIGGLING_RANGE, "Les Blessures Persistantes vont de {low} à {high} (reçu : {value!r}).")


def check_assists(assists: object) -> int:
    return _check_int(
        assists, ASSISTS_RANGE, "Les soutiens nets de l'agression vont de {low} à +{high} (reçu : {value!r})."
    )


def check_ko_count(count: object) -> int:
    return _check_int(count, KO_COUNT_RANGE, "Le nombre de joueurs K.O. va de {low} à {high} (reçu : {value!r}).")


def _check_profile(profile: object) -> Profile | None:
    if profile is not None and not isinstance(profile, Profile):
        raise ValueError("Le profil du joueur n'est pas valide.")
    return profile


def _check_keywords(keywords: Iterable[str] | str) -> tuple[str, ...]:
    if isinstance(keywords, str):
        keywords = (keywords,)
    out = tuple(keywords)
    if not all(isinstance(k, str) for k in out):
        raise ValueError("Les mots-clés du joueur responsable doivent être du texte.")
    return tuple(k.strip() for k in out if k.strip())


# --- pure decisions shared with rules.odds ------------------------------------------------------


@cache
def armour_table(av: int) -> RangeTable:
    """The armour table for one AV: 2D6 + modifiers ≥ AV breaks it (D22)."""
    av = check_av(av)
    return RangeTable(
        f"armour_{av}",
        (6, 6),
        (Row(min(2, av - 1), av - 1, ARMOUR_HOLDS), Row(av, None, ARMOUR_BROKEN)),
    )


def injury_table(minus: bool) -> RangeTable:
    return INJURY_MINUS if minus else INJURY_STANDARD


@dataclass(frozen=True, slots=True)
class ArmourDecision:
    """How one armour roll reads: total used, outcome, and what decided it."""

    total: int
    outcome: str
    row: str | None
    bonus_used: bool = False
    by_claws: bool = False


def decide_armour(
    faces: Sequence[int], *, av: int, modifier: int = 0, bonus: int = 0, claws: bool = False
) -> ArmourDecision:
    """Read an armour roll; ``bonus`` (Châtaigne / Joueur Déloyal) is spent only if it breaks the armour.

    Claws (a natural 8+) is checked before the bonus so the bonus stays for the
    injury roll whenever the armour breaks without it.
    """
    table = armour_table(av)
    natural = sum(faces)
    total = natural + modifier
    row = table.row_for(total)
    if row.outcome == ARMOUR_BROKEN:
        return ArmourDecision(total, ARMOUR_BROKEN, row.label)
    if claws and natural >= CLAWS_NATURAL:
        return ArmourDecision(total, ARMOUR_BROKEN, None, by_claws=True)
    if bonus and table.lookup(total + bonus) == ARMOUR_BROKEN:
        return ArmourDecision(total + bonus, ARMOUR_BROKEN, table.row_for(total + bonus).label, bonus_used=True)
    return ArmourDecision(total, ARMOUR_HOLDS, row.label)


@dataclass(frozen=True, slots=True)
class InjuryDecision:
    total: int
    outcome: str
    row: str
    bonus_used: bool = False


def decide_injury(faces: Sequence[int], *, minus: bool = False, modifier: int = 0, bonus: int = 0) -> InjuryDecision:
    """Read an injury roll; a remaining ``bonus`` is spent only where it changes the result."""
    table = injury_table(minus)
    total = sum(faces) + modifier
    outcome = table.lookup(total)
    if bonus and table.lookup(total + bonus) != outcome:
        total += bonus
        return InjuryDecision(total, table.lookup(total), table.row_for(total).label, bonus_used=True)
    return InjuryDecision(total, outcome, table.row_for(total).label)


def is_double(faces: Sequence[int]) -> bool:
    """A natural double on 2D6 (a foul's armour or injury roll sends the fouler off)."""
    return len(faces) == 2 and faces[0] == faces[1]


def lasting_injury_result(face: int, ruleset: Ruleset, profile: Profile | None) -> str | None:
    """The séquelle outcome of one D6 for this victim, or ``None`` when ``ligue`` re-rolls it (D2).

    Without a profile nothing is checked. ``bb2025``: a characteristic already at
    its minimum is not reduced (the player misses the next match anyway).
    ``ligue``: re-roll, unless every characteristic is at its minimum.
    """
    outcome = LASTING_INJURY.lookup(face)
    if profile is None or can_reduce(profile, LASTING_INJURY_CHARACTERISTIC[outcome]):
        return outcome
    if ruleset.at_minimum == "miss_next_game":
        return LASTING_AT_MINIMUM
    if not any(can_reduce(profile, LASTING_INJURY_CHARACTERISTIC[o]) for o in LASTING_INJURY.outcomes):
        return LASTING_NONE_POSSIBLE
    return None


def _fold(text: str) -> str:
    """Case-, accent- and punctuation-insensitive form, singular (``Trois-Quarts`` → ``troisquart``)."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    letters = "".join(c for c in decomposed if c.isalnum())
    return letters.removesuffix("s")


_EXCLUDED_FOLDED: Final = frozenset(_fold(k) for k in HATRED_EXCLUDED_KEYWORDS)


def hatred_candidates(keywords: Iterable[str] | str) -> tuple[str, ...]:
    """The keywords of the player who caused the casualty that Haine (X) may name."""
    seen: set[str] = set()
    out: list[str] = []
    for keyword in _check_keywords(keywords):
        folded = _fold(keyword)
        if folded and folded not in _EXCLUDED_FOLDED and folded not in seen:
            seen.add(folded)
            out.append(keyword)
    return tuple(out)


def chain_outcome(step: Step) -> str:
    """The outcome a chain stopped on: the last armour / injury / casualty step."""
    return [s.outcome for s in step.walk() if s.kind in ("armour", "injury", "casualty")][-1]


# --- the chain ----------------------------------------------------------------------------------


def _hatred_step(dice: Dice, ruleset: Ruleset, keywords: tuple[str, ...]) -> Step:
    """Revanche: automatic in ``ligue``, D6 4+ in ``bb2025``; nothing without a candidate keyword."""
    candidates = hatred_candidates(keywords)
    info = {"candidates": candidates}
    if not keywords:
        return Step("hatred", HATRED_NO_ATTACKER)
    if not candidates:
        return Step("hatred", HATRED_NO_KEYWORD, info={"keywords": keywords})
    if not ruleset.hatred_roll:
        return Step("hatred", HATRED_GAINED, info=info)
    die = dice.roll(6)
    row = HATRED_ROLL.row_for(die.value)
    return Step(
        "hatred",
        row.outcome,
        dice=(die,),
        total=die.value,
        target=HATRED_ROLL.rows[-1].low,
        row=row.label,
        info=info,
    )


def _lasting_injury_step(dice: Dice, ruleset: Ruleset, profile: Profile | None) -> Step:
    """Séquelle D6, every die kept (``ligue`` re-rolls a characteristic at its minimum)."""
    rolled = []
    while True:
        die = dice.roll(6)
        rolled.append(die)
        outcome = lasting_injury_result(die.value, ruleset, profile)
        if outcome is not None:
            break
    face = rolled[-1].value
    row = LASTING_INJURY.row_for(face)
    char = LASTING_INJURY_CHARACTERISTIC[row.outcome]
    info: dict[str, object] = {"characteristic": char}
    if len(rolled) > 1:
        info["rerolls"] = len(rolled) - 1
    if outcome != row.outcome:
        info["rolled"] = row.outcome
    if profile is not None and outcome == row.outcome:
        info["before"] = format_value(char, profile.get(char))
        info["after"] = format_value(char, reduce(profile, char).get(char))
    return Step("lasting_injury", outcome, dice=tuple(rolled), total=face, row=row.label, info=info)


def _casualty_step(
    dice: Dice,
    ruleset: Ruleset,
    *,
    niggling: int,
    profile: Profile | None,
    keywords: tuple[str, ...],
) -> tuple[Step, PlayerEffect]:
    die = dice.roll(16)
    total = die.value + niggling
    row = CASUALTY.row_for(total)
    consequence = CASUALTY_CONSEQUENCES[row.outcome]
    children: list[Step] = []
    characteristic: str | None = None
    if consequence.lasting_injury:
        lasting = _lasting_injury_step(dice, ruleset, profile)
        children.append(lasting)
        if lasting.outcome in LASTING_INJURY_CHARACTERISTIC:
            characteristic = LASTING_INJURY_CHARACTERISTIC[lasting.outcome]
    hatred: Step | None = None
    if consequence.revanche:
        hatred = _hatred_step(dice, ruleset, keywords)
        children.append(hatred)
    gained = hatred is not None and hatred.outcome == HATRED_GAINED
    effect = PlayerEffect(
        out_for_match=True,
        miss_next_game=consequence.miss_next_game,
        niggling=consequence.niggling,
        characteristic=characteristic,
        dead=consequence.dead,
        hatred=gained,
        hatred_candidates=hatred.info["candidates"] if gained and hatred is not None else (),
    )
    step = Step(
        "casualty",
        row.outcome,
        dice=(die,),
        modifiers=(Modifier(MOD_NIGGLING, niggling),) if niggling else (),
        total=total,
        row=row.label,
        children=tuple(children),
    )
    return step, effect


def _injury_step(
    dice: Dice,
    ruleset: Ruleset,
    *,
    minus: bool,
    modifier: int,
    bonus: int,
    bonus_key: str,
    niggling: int,
    profile: Profile | None,
    keywords: tuple[str, ...],
    crowd: bool = False,
) -> tuple[Step, PlayerEffect]:
    faces = dice.many(2, 6)
    decision = decide_injury([d.value for d in faces], minus=minus, modifier=modifier, bonus=bonus)
    modifiers = [Modifier(MOD_OTHER, modifier)] if modifier else []
    if decision.bonus_used:
        modifiers.append(Modifier(bonus_key, bonus))
    children: tuple[Step, ...] = ()
    if decision.outcome == INJURY_CASUALTY:
        casualty, effect = _casualty_step(dice, ruleset, niggling=niggling, profile=profile, keywords=keywords)
        children = (casualty,)
    elif decision.outcome == INJURY_BADLY_HURT:
        effect = PlayerEffect(out_for_match=True)
    elif decision.outcome == INJURY_STUNNED:
        effect = PlayerEffect(reserves=crowd)
    else:
        effect = PlayerEffect()
    step = Step(
        "injury",
        decision.outcome,
        dice=faces,
        modifiers=tuple(modifiers),
        total=decision.total,
        row=decision.row,
        children=children,
        info={"table": INJURY_TABLE_MINUS if minus else INJURY_TABLE_STANDARD},
    )
    return step, effect


def _armour_step(
    dice: Dice,
    ruleset: Ruleset,
    *,
    av: int,
    modifier: int,
    modifier_key: str,
    bonus: int,
    bonus_key: str,
    claws: bool,
    minus: bool,
    niggling: int,
    profile: Profile | None,
    keywords: tuple[str, ...],
    iron_hard_skin: bool = False,
) -> tuple[Step, PlayerEffect]:
    if iron_hard_skin:  # Peau de Fer: no modifier of any kind on the armour roll, no Griffes; the bonus waits
        modifier, claws = 0, False
    faces = dice.many(2, 6)
    decision = decide_armour(
        [d.value for d in faces], av=av, modifier=modifier, bonus=0 if iron_hard_skin else bonus, claws=claws
    )
    modifiers = [Modifier(modifier_key, modifier)] if modifier else []
    if decision.bonus_used:
        modifiers.append(Modifier(bonus_key, bonus))
    children: tuple[Step, ...] = ()
    effect = PlayerEffect()
    if decision.outcome == ARMOUR_BROKEN:
        injury, effect = _injury_step(
            dice,
            ruleset,
            minus=minus,
            modifier=0,
            bonus=0 if decision.bonus_used else bonus,
            bonus_key=bonus_key,
            niggling=niggling,
            profile=profile,
            keywords=keywords,
        )
        children = (injury,)
    step = Step(
        "armour",
        decision.outcome,
        dice=faces,
        modifiers=tuple(modifiers),
        total=decision.total,
        target=av,
        row=decision.row,
        children=children,
        info={"broken_by": MOD_CLAWS} if decision.by_claws else {"iron_hard_skin": True} if iron_hard_skin else {},
    )
    return step, effect


# --- public rolls -------------------------------------------------------------------------------


def roll_armour(
    dice: Dice,
    ruleset: Ruleset,
    *,
    av: int,
    modifier: int = 0,
    mighty_blow: bool = False,
    claws: bool = False,
    minus: bool = False,
    niggling: int = 0,
    profile: Profile | None = None,
    attacker_keywords: Iterable[str] = (),
    iron_hard_skin: bool = False,
) -> Result:
    """A player Plaqué: armour, then injury, casualty, séquelle and Revanche as far as they go.

    ``av`` is the target (9 = "9+"); ``modifier`` is any other armour modifier.
    Châtaigne adds +1 to the armour roll only when that breaks it, else to the
    injury roll where it changes the result. Griffes: a natural 8+ breaks any AV.
    ``attacker_keywords`` are the keywords of the player who caused it (Haine).
    ``iron_hard_skin`` (Peau de Fer, rules-reference §2.1): no modifier and no
    Griffes on the armour roll; Châtaigne can still go to the injury roll.
    """
    step, effect = _armour_step(
        dice,
        ruleset,
        av=check_av(av),
        modifier=check_modifier(modifier),
        modifier_key=MOD_OTHER,
        bonus=1 if mighty_blow else 0,
        bonus_key=MOD_MIGHTY_BLOW,
        claws=bool(claws),
        minus=bool(minus),
        niggling=check_niggling(niggling),
        profile=_check_profile(profile),
        keywords=_check_keywords(attacker_keywords),
        iron_hard_skin=bool(iron_hard_skin),
    )
    return Result(step, ruleset.key, effect)


def roll_foul(
    dice: Dice,
    ruleset: Ruleset,
    *,
    av: int,
    assists: int = 0,
    dirty_player: bool = False,
    minus: bool = False,
    niggling: int = 0,
    profile: Profile | None = None,
    attacker_keywords: Iterable[str] = (),
    iron_hard_skin: bool = False,
) -> Result:
    """An Agression: net ``assists`` on the armour roll, Joueur Déloyal +1 where it counts.

    A natural double on the armour roll (even if the armour holds) or on the
    injury roll sends the fouler off: the root step is ``foul.sent_off`` and
    ``effect.sent_off`` is set (the rest of the effect is the victim's).
    Against Peau de Fer the assists and Joueur Déloyal do not touch the armour roll.
    """
    armour, effect = _armour_step(
        dice,
        ruleset,
        av=check_av(av),
        modifier=check_assists(assists),
        modifier_key=MOD_ASSISTS,
        bonus=1 if dirty_player else 0,
        bonus_key=MOD_DIRTY_PLAYER,
        claws=False,
        minus=bool(minus),
        niggling=check_niggling(niggling),
        profile=_check_profile(profile),
        keywords=_check_keywords(attacker_keywords),
        iron_hard_skin=bool(iron_hard_skin),
    )
    doubles = tuple(
        step.kind
        for step in (armour, armour.find("injury"))
        if step is not None and is_double([d.value for d in step.dice])
    )
    root = Step(
        "foul",
        FOUL_SENT_OFF if doubles else FOUL_UNNOTICED,
        children=(armour,),
        info={"doubles": doubles} if doubles else {},
    )
    return Result(root, ruleset.key, dataclasses.replace(effect, sent_off=bool(doubles)))


def roll_injury(
    dice: Dice,
    ruleset: Ruleset,
    *,
    minus: bool = False,
    modifier: int = 0,
    niggling: int = 0,
    profile: Profile | None = None,
    attacker_keywords: Iterable[str] = (),
    crowd: bool = False,
) -> Result:
    """An injury roll with no armour roll (crowd, Lancer de Rocher, Invasion du Terrain).

    ``crowd``: Blessure par le Public, where Sonné sends the player to the Réserves.
    """
    step, effect = _injury_step(
        dice,
        ruleset,
        minus=bool(minus),
        modifier=check_modifier(modifier),
        bonus=0,
        bonus_key=MOD_OTHER,
        niggling=check_niggling(niggling),
        profile=_check_profile(profile),
        keywords=_check_keywords(attacker_keywords),
        crowd=bool(crowd),
    )
    return Result(step, ruleset.key, effect)


def roll_casualty(
    dice: Dice,
    ruleset: Ruleset,
    *,
    niggling: int = 0,
    profile: Profile | None = None,
    attacker_keywords: Iterable[str] = (),
) -> Result:
    """A casualty roll on its own (D16 + BP), with its séquelle and Revanche."""
    step, effect = _casualty_step(
        dice,
        ruleset,
        niggling=check_niggling(niggling),
        profile=_check_profile(profile),
        keywords=_check_keywords(attacker_keywords),
    )
    return Result(step, ruleset.key, effect)


def roll_lasting_injury(dice: Dice, ruleset: Ruleset, *, profile: Profile | None = None) -> Result:
    """A séquelle D6 on its own; with a profile, the at-minimum rule of the ruleset applies (D2)."""
    step = _lasting_injury_step(dice, ruleset, _check_profile(profile))
    char = LASTING_INJURY_CHARACTERISTIC.get(step.outcome)
    return Result(step, ruleset.key, PlayerEffect(miss_next_game=True, characteristic=char))


def roll_hatred(dice: Dice, ruleset: Ruleset, *, attacker_keywords: Iterable[str] = ()) -> Result:
    """Revanche on its own (after Amoché, Blessure Sérieuse or Séquelle)."""
    step = _hatred_step(dice, ruleset, _check_keywords(attacker_keywords))
    gained = step.outcome == HATRED_GAINED
    return Result(
        step,
        ruleset.key,
        PlayerEffect(hatred=gained, hatred_candidates=step.info["candidates"] if gained else ()),
    )


def roll_ko_recovery(dice: Dice, *, count: int, ruleset: Ruleset = DEFAULT) -> Result:
    """One D6 per K.O. player: 4+ back to the Réserves. Same rule in both rulesets."""
    count = check_ko_count(count)
    players = []
    for number in range(1, count + 1):
        die = dice.roll(6)
        row = KO_RECOVERY.row_for(die.value)
        players.append(
            Step(
                "ko_player",
                row.outcome,
                dice=(die,),
                total=die.value,
                target=KO_RECOVERY.rows[-1].low,
                row=row.label,
                info={"player": number},
            )
        )
    back = sum(step.outcome == KO_RECOVERY_BACK for step in players)
    root = Step(
        "ko_recovery",
        KO_RECOVERY_SUMMARY,
        children=tuple(players),
        info={"back": back, "stays": count - back},
    )
    return Result(root, ruleset.key)
