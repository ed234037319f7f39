"""Armour, injury, casualty, séquelle and Revanche: the tables and the chain.

Every table is a :class:`~rules.table.RangeTable` defined once here; the rolls
below and :mod:`rules.odds` read the same objects and the same decision
functions (``decide_armour``, ``decide_injury``, ``lasting_injury_result``), so
a probability can never disagree with what a roll does.

A chain is one call: armour → injury → (Régénération →) casualty → séquelle →
Revanche, each a :class:`~rules.model.Step` nested in the previous one, stopping
where the rules stop (armour holds, Sonné, K.O., Minus 9, regenerated). The dice
are read in that order, so dice given by hand produce the very same tree as
seeded dice with those faces.

The victim's traits that change the chain (rules-reference §2.16: Minus, Crâne
Épais, Régénération, Décomposition, Peau de Fer, Blessures Persistantes, Appuis
Sûrs before the armour roll of a player who would be Plaqué, Tronçonneuse's +3 on
the armour roll of its own fallen owner) are parameters of every roll here and of
:mod:`rules.odds`; the Apothicaire is a follow-up roll on a chain that ended in a
K.O. or a casualty (:func:`roll_apothecary`, then :func:`keep_apothecary`).
"""

from __future__ import annotations

import dataclasses
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, Final, TypedDict, Unpack, cast

from rules import limits
from rules.casualty_outcomes import (
    APOTHECARY_PATCHED as APOTHECARY_PATCHED,
    CASUALTY_BADLY_HURT as CASUALTY_BADLY_HURT,
    CASUALTY_DEAD as CASUALTY_DEAD,
    CASUALTY_LASTING_INJURY as CASUALTY_LASTING_INJURY,
    CASUALTY_SERIOUS_INJURY as CASUALTY_SERIOUS_INJURY,
    CASUALTY_SERIOUSLY_HURT as CASUALTY_SERIOUSLY_HURT,
    INJURY_BADLY_HURT as INJURY_BADLY_HURT,
    RECOVERED as RECOVERED,
    REGENERATED as REGENERATED,
)
from rules.characteristics import Characteristic, Profile, can_reduce, format_value, reduce
from rules.dice import Dice, Die
from rules.errors import DomainError
from rules.model import Modifier, PlayerEffect, Result, Step, table_step
from rules.ruleset import DEFAULT, Ruleset
from rules.table import RangeTable, Row

# --- outcome, step and modifier keys (French text: locales/fr/injury.py) -------------------------

ARMOUR_HOLDS: Final = "armour.holds"
ARMOUR_BROKEN: Final = "armour.broken"

INJURY_STUNNED: Final = "injury.stunned"
INJURY_KO: Final = "injury.ko"
INJURY_CASUALTY: Final = "injury.casualty"
#: Catalogue keys naming the injury table used (``info["table"]`` of an injury step).
INJURY_TABLE_STANDARD: Final = "injury.table.standard"
INJURY_TABLE_MINUS: Final = "injury.table.minus"
INJURY_TABLE_THICK_SKULL: Final = "injury.table.thick_skull"
INJURY_TABLE_MINUS_THICK_SKULL: Final = "injury.table.minus_thick_skull"
#: The detail shown under Sonné when the crowd sends the player to the Réserves.
INJURY_STUNNED_CROWD_DETAIL: Final = "injury.stunned.crowd.detail"
#: Chaîne et Boulet: no armour roll, an injury roll at once where Sonné counts as K.O. (S1 Ball & Chain).
INJURY_BALL_AND_CHAIN_DETAIL: Final = "injury.ball_and_chain.detail"
#: Sonné counts as K.O. on an injury roll the coach says is such (S1 Kick Team-mate: the kicked player's, on a Fumble).
INJURY_STUNNED_AS_KO_DETAIL: Final = "injury.stunned_as_ko.detail"

REGENERATION_FAILED: Final = "regeneration.failed"

#: Appuis Sûrs (Steady Footing, §2.16): D6 before a player is Plaqué; on a 6 he is not (no armour roll).
STEADY_FOOTING_HELD: Final = "steady_footing.held"
STEADY_FOOTING_FAILED: Final = "steady_footing.failed"


LASTING_AT_MINIMUM: Final = "lasting_injury.at_minimum"
LASTING_NONE_POSSIBLE: Final = "lasting_injury.none_possible"
#: How a séquelle not applied reads on its roll: with the injury the D6 named and the characteristic that stopped it
#: (the bare outcome keeps its short label where several faces are summed up, as the odds do).
LASTING_NAMED: Final[Mapping[str, str]] = {
    LASTING_AT_MINIMUM: "lasting_injury.at_minimum.named",
    LASTING_NONE_POSSIBLE: "lasting_injury.none_possible.named",
}

HATRED_GAINED: Final = "hatred.gained"
HATRED_NOT_GAINED: Final = "hatred.not_gained"
HATRED_NO_ATTACKER: Final = "hatred.no_attacker"
HATRED_NO_KEYWORD: Final = "hatred.no_keyword"
#: Detail of a Haine gained when the player who caused the casualty was not named: X is chosen later.
HATRED_PENDING_DETAIL: Final = "hatred.gained.pending.detail"

APOTHECARY_KO: Final = "apothecary.ko"
APOTHECARY_KO_CROWD_DETAIL: Final = "apothecary.ko.crowd.detail"
APOTHECARY_CHOOSE: Final = "apothecary.choose"
APOTHECARY_KEPT: Final = "apothecary.kept"

FOUL_SENT_OFF: Final = "foul.sent_off"
FOUL_UNNOTICED: Final = "foul.unnoticed"
#: A foul stopped at its armour roll: Joueur Déloyal's +1 would break it on a double and send a Sournois off.
FOUL_DIRTY_PLAYER_CHOICE: Final = "foul.dirty_player_choice"
#: A foul unnoticed although its armour roll was a double: Sournois kept the fouler on the pitch.
FOUL_SNEAKY_GIT_DETAIL: Final = "foul.unnoticed.sneaky_git.detail"

KO_RECOVERY_BACK: Final = "ko_recovery.back"
KO_RECOVERY_STAYS: Final = "ko_recovery.stays"
KO_RECOVERY_SUMMARY: Final = "ko_recovery.summary"

MOD_MIGHTY_BLOW: Final = "mod.mighty_blow"
MOD_CLAWS: Final = "mod.claws"
MOD_DIRTY_PLAYER: Final = "mod.dirty_player"
MOD_ASSISTS: Final = "mod.assists"
MOD_NIGGLING: Final = "mod.niggling"
MOD_DECAY: Final = "mod.decay"
MOD_OTHER: Final = "mod.other"
#: Tronçonneuse: +3 on the armour roll of its owner when he is Plaqué or falls (S1 ``skills_and_traits.md``).
MOD_CHAINSAW: Final = "mod.chainsaw"
#: The +1 (armour or injury, after the roll) of Clé de Bras and Vol Fatal, the causer's skills of their own casualty.
MOD_ARM_BAR: Final = "mod.arm_bar"
MOD_LETHAL_FLIGHT: Final = "mod.lethal_flight"
#: What a team's pre-game adds to its K.O. players' recovery (inducements.md): per Keg, and Josef Bugman's.
MOD_KEG: Final = "mod.blitzers_best_keg"
MOD_BUGMAN: Final = "mod.josef_bugman"
#: The Sports-Wizard's Fireball: +1 on the Armour Roll of a player it hit (inducements.md, :mod:`rules.wizard`).
MOD_FIREBALL: Final = "mod.fireball"
#: Tronçonneuse's bonus on its owner's own armour roll.
CHAINSAW_BONUS: Final = 3

#: Every modifier key a step of this module can carry (``mod.claws`` appears as ``info["broken_by"]``).
MODIFIER_KEYS: Final = (
    MOD_MIGHTY_BLOW,
    MOD_CLAWS,
    MOD_DIRTY_PLAYER,
    MOD_ASSISTS,
    MOD_NIGGLING,
    MOD_DECAY,
    MOD_OTHER,
    MOD_CHAINSAW,
    MOD_ARM_BAR,
    MOD_LETHAL_FLIGHT,
    MOD_KEG,
    MOD_BUGMAN,
    MOD_FIREBALL,
)

#: Every step kind of this module; the catalogue labels them ``step.<kind>``.
STEP_KINDS: Final = (
    "armour",
    "injury",
    "regeneration",
    "casualty",
    "lasting_injury",
    "hatred",
    "foul",
    "ko_recovery",
    "ko_player",
    "apothecary",
    "steady_footing",
)

# --- the tables -----------------------------------------------------------------------------------

#: AV is a target number (rules-reference §2.1, D22): :data:`rules.limits.AV`.
AV_RANGE: Final = (limits.AV.low, limits.AV.high)

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

#: Crâne Épais (Thick Skull, §2.16): K.O. only on 9, an 8 is Sonné; with Minus K.O. only on 8, a 7 is Sonné.
INJURY_THICK_SKULL: Final = RangeTable(
    "injury_thick_skull",
    (6, 6),
    (Row(2, 8, INJURY_STUNNED), Row(9, 9, INJURY_KO), Row(10, None, INJURY_CASUALTY)),
)
INJURY_MINUS_THICK_SKULL: Final = RangeTable(
    "injury_minus_thick_skull",
    (6, 6),
    (
        Row(2, 7, INJURY_STUNNED),
        Row(8, 8, INJURY_KO),
        Row(9, 9, INJURY_BADLY_HURT),
        Row(10, None, INJURY_CASUALTY),
    ),
)
#: The four injury tables, by (Minus, Crâne Épais), with the catalogue key that names each.
INJURY_TABLES: Final[Mapping[tuple[bool, bool], tuple[RangeTable, str]]] = {
    (False, False): (INJURY_STANDARD, INJURY_TABLE_STANDARD),
    (True, False): (INJURY_MINUS, INJURY_TABLE_MINUS),
    (False, True): (INJURY_THICK_SKULL, INJURY_TABLE_THICK_SKULL),
    (True, True): (INJURY_MINUS_THICK_SKULL, INJURY_TABLE_MINUS_THICK_SKULL),
}

#: Régénération (§2.16): before the casualty roll, D6 4+ → the casualty is ignored, the player goes to the Réserves.
REGENERATION: Final = RangeTable("regeneration", (6,), (Row(1, 3, REGENERATION_FAILED), Row(4, None, REGENERATED)))

#: Appuis Sûrs (§2.16, S1 and its FAQ): when the player would be Plaqué or fall, D6: on a 6 he is not.
STEADY_FOOTING: Final = RangeTable(
    "steady_footing", (6,), (Row(1, 5, STEADY_FOOTING_FAILED), Row(6, None, STEADY_FOOTING_HELD))
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

#: Final outcomes a chain can stop on (the last of armour / injury / regeneration / casualty), and
#: what the Apothicaire turns a K.O. or a casualty into (the odds count them; a roll offers them as a button).
CHAIN_FINAL_OUTCOMES: Final = (
    ARMOUR_HOLDS,
    INJURY_STUNNED,
    INJURY_KO,
    INJURY_BADLY_HURT,
    REGENERATED,
    APOTHECARY_KO,
    APOTHECARY_PATCHED,
    *CASUALTY.outcomes,
)

#: Step kinds whose outcome is where a chain stands (a failed Régénération or Appuis Sûrs is not an end).
_FINAL_KINDS: Final = ("steady_footing", "armour", "injury", "regeneration", "casualty", "apothecary")
_NOT_AN_END: Final = (REGENERATION_FAILED, STEADY_FOOTING_FAILED)

# --- validation (errors as data: rules.limits names each quantity) -------------------------------------


def check_av(av: object) -> int:
    return limits.AV.check(av)


def check_modifier(modifier: object) -> int:
    return limits.MODIFIER.check(modifier)


def check_niggling(niggling: object) -> int:
    return limits.NIGGLING.check(niggling)


def check_assists(assists: object) -> int:
    return limits.FOUL_ASSISTS.check(assists)


def check_ko_count(count: object) -> int:
    return limits.KO_COUNT.check(count)


def _check_profile(profile: object) -> Profile | None:
    if profile is not None and not isinstance(profile, Profile):
        raise TypeError(f"not a Profile: {profile!r}")
    return profile


def _check_keywords(keywords: Iterable[str] | str) -> tuple[str, ...]:
    if isinstance(keywords, str):
        keywords = (keywords,)
    out = tuple(keywords)
    if not all(isinstance(k, str) for k in out):
        raise TypeError(f"keywords must be strings: {out!r}")
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


def injury_table(minus: bool, thick_skull: bool = False) -> RangeTable:
    """The injury table of a victim: standard or Minus, each with its Crâne Épais variant."""
    return INJURY_TABLES[bool(minus), bool(thick_skull)][0]


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


def decide_injury(
    faces: Sequence[int],
    *,
    minus: bool = False,
    thick_skull: bool = False,
    modifier: int = 0,
    bonus: int = 0,
    stunned_as_ko: bool = False,
) -> InjuryDecision:
    """Read an injury roll; a remaining ``bonus`` is spent only where it changes the result (``stunned_as_ko``:
    Sonné reads K.O., so a Sonné made K.O. by the bonus is no change)."""
    table = injury_table(minus, thick_skull)

    def read(total: int) -> str:
        outcome = table.lookup(total)
        return INJURY_KO if stunned_as_ko and outcome == INJURY_STUNNED else outcome

    total = sum(faces) + modifier
    outcome = read(total)
    if bonus and read(total + bonus) != outcome:
        total += bonus
        return InjuryDecision(total, read(total), table.row_for(total).label, bonus_used=True)
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


def keyword_in(keyword: str, keywords: Iterable[str]) -> bool:
    """Is ``keyword`` one of ``keywords``, however it is typed (case, accents, a plural: « Nains » is « Nain »), in
    French or in English? A player made from his roster line carries the book's keywords (« Orc »), one typed in a
    French league's roster the French ones (« Orque »), and a Haine gained names whichever its causer had."""
    folded = _keyword_form(keyword)
    return bool(folded) and any(_keyword_form(k) == folded for k in keywords)


def _keyword_form(keyword: str) -> str:
    """``keyword`` folded, its French race and role words read in English (« Hommes-Lézards » → ``lizardman``)."""
    from rules.rosters import english_words  # the rosters' data, only for a player who hates someone

    return _fold(english_words(keyword))


def chain_outcome(step: Step) -> str:
    """The outcome a chain stopped on: the last armour / injury / regeneration / casualty step.

    On an Apothicaire's roll it is what the Apothicaire made of it (``apothecary.choose``
    while the coach has not picked one of the two casualty results yet).
    """
    outcomes = [s.outcome for s in step.walk() if s.kind in _FINAL_KINDS and s.outcome not in _NOT_AN_END]
    if outcomes and outcomes[0] in (APOTHECARY_CHOOSE, APOTHECARY_KO, APOTHECARY_PATCHED):
        return outcomes[0]
    return outcomes[-1]


# --- the victim -----------------------------------------------------------------------------------


class HurtOptions(TypedDict, total=False):
    """The hurt player's side of a chain below his armour roll, as keyword arguments: every roll and every
    chain's odds takes them (``**hurt``), :class:`rules.traits` builds them from a player, :class:`Hurt` reads them."""

    minus: bool
    thick_skull: bool
    niggling: int
    regeneration: bool
    decay: bool
    profile: Profile | None
    frog: bool


class ArmourOptions(TypedDict, total=False):
    """What hits a player's armour beside its AV, as keyword arguments: his armour roll and its odds take them.

    ``modifier``: any other armour modifier. ``mighty_blow``: Châtaigne's +1, on the armour roll only when that
    breaks it, else on the injury roll where it changes the result. ``claws``: Griffes, a natural 8+ breaks any
    AV. ``iron_hard_skin``: Peau de Fer (rules-reference §2.1), no modifier and no Griffes on the armour roll
    (Châtaigne can still go to the injury roll). ``chainsaw``: a Tronçonneuse's +3 on this armour roll (S1: the
    victim's own whenever he is Knocked Down or Falls Over, or the Chainsaw Attack's on its target).
    ``steady_footing``: the victim's Appuis Sûrs, a D6 before anything else: on a 6 he is not Plaqué (no armour
    roll, no turnover).
    """

    modifier: int
    mighty_blow: bool
    claws: bool
    iron_hard_skin: bool
    chainsaw: bool
    steady_footing: bool


class ChainOptions(ArmourOptions, HurtOptions, total=False):
    """A player Plaqué's whole chain: what hits his armour, his side below it, and Chaîne et Boulet
    (``ball_and_chain``: no armour roll but an injury roll at once, Sonné counting as K.O., S1; the +1 of
    Châtaigne waits for that roll)."""

    ball_and_chain: bool


def hurt_of(options: Mapping[str, Any]) -> HurtOptions:
    """The hurt player's side of a chain's options (what :meth:`Hurt.checked` reads)."""
    return cast(HurtOptions, {key: value for key, value in options.items() if key in HurtOptions.__annotations__})


@dataclass(frozen=True, slots=True)
class Hurt:
    """What the hurt player brings to the chain below the armour roll (rules-reference §2.16).

    ``minus`` and ``thick_skull`` pick the injury table; ``niggling`` (BP) and
    ``decay`` (Décomposition) add to the casualty roll; ``regeneration`` rolls its
    D6 before it; ``profile`` decides a séquelle at its minimum (D2); ``frog``: Zap! made him a Frog, whose Casualty
    is Badly Hurt with no Casualty Roll (inducements.md).
    """

    minus: bool = False
    thick_skull: bool = False
    niggling: int = 0
    regeneration: bool = False
    decay: bool = False
    profile: Profile | None = None
    frog: bool = False

    @classmethod
    def checked(cls, **hurt: Unpack[HurtOptions]) -> Hurt:
        """The options as given, checked: BP within its limit, a profile a :class:`Profile`."""
        return cls(
            minus=bool(hurt.get("minus", False)),
            thick_skull=bool(hurt.get("thick_skull", False)),
            niggling=check_niggling(hurt.get("niggling", 0)),
            regeneration=bool(hurt.get("regeneration", False)),
            decay=bool(hurt.get("decay", False)),
            profile=_check_profile(hurt.get("profile")),
            frog=bool(hurt.get("frog", False)),
        )

    @property
    def casualty_modifiers(self) -> tuple[Modifier, ...]:
        """BP and Décomposition on the casualty roll."""
        mods = [Modifier(MOD_NIGGLING, self.niggling)] if self.niggling else []
        if self.decay:
            mods.append(Modifier(MOD_DECAY, 1))
        return tuple(mods)


@dataclass(frozen=True, slots=True)
class Causer:
    """Who caused the casualty, for Revanche: his keywords, not named (``None``), or nobody at all.

    ``keywords=None``: a player caused it but was not named; Haine follows the
    ruleset and X is chosen later. ``nobody``: the crowd, a rock, a pitch
    invasion — no Haine (X17).
    """

    keywords: tuple[str, ...] | None = None
    nobody: bool = False

    @classmethod
    def checked(cls, keywords: Iterable[str] | str | None, nobody: object = False) -> Causer:
        return cls(None if keywords is None else _check_keywords(keywords), bool(nobody))


# --- the chain ----------------------------------------------------------------------------------


def _d6_step(dice: Dice, kind: str, table: RangeTable, info: Mapping[str, object] | None = None) -> Step:
    """One D6 on a table that passes from its last row up (Régénération, Appuis Sûrs, Revanche, a K.O.'s return):
    the row it lands on, the target that row starts at."""
    die = dice.roll(6)
    row = table.row_for(die.value)
    return table_step(kind, row, (die,), row.label, target=table.rows[-1].low, info=info or {})


def _ko_step(dice: Dice, number: int, modifiers: tuple[Modifier, ...]) -> Step:
    """One K.O. player's D6, with the team's modifiers added (none: the die alone, as always)."""
    if not modifiers:
        return _d6_step(dice, "ko_player", KO_RECOVERY, {"player": number})
    die = dice.roll(6)
    total = die.value + sum(m.value for m in modifiers)
    row = KO_RECOVERY.row_for(max(1, total))
    target = KO_RECOVERY.rows[-1].low
    return Step(
        "ko_player",
        row.outcome,
        dice=(die,),
        modifiers=modifiers,
        total=total,
        target=target,
        row=row.label,
        info={"player": number},
    )


def _hatred_step(dice: Dice, ruleset: Ruleset, causer: Causer) -> Step:
    """Revanche: automatic in ``ligue``, D6 4+ in ``bb2025``; nothing without a candidate keyword.

    When the player who caused it was not named, Haine follows the same rule and
    X is chosen later among his keywords.
    """
    if causer.nobody:
        return Step("hatred", HATRED_NO_ATTACKER)
    info: dict[str, object]
    if causer.keywords is None:
        info = {"candidates": (), "pending": True, "detail": HATRED_PENDING_DETAIL}
    else:
        candidates = hatred_candidates(causer.keywords)
        if not candidates:
            return Step("hatred", HATRED_NO_KEYWORD, info={"keywords": causer.keywords})
        info = {"candidates": candidates}
    if not ruleset.hatred_roll:
        return Step("hatred", HATRED_GAINED, info=info)
    step = _d6_step(dice, "hatred", HATRED_ROLL, info)
    if step.outcome != HATRED_GAINED:
        step = dataclasses.replace(step, info={key: value for key, value in info.items() if key != "detail"})
    return step


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
        # the characteristics each re-rolled face would have lowered, at their minimum: said with the roll
        at_minimum = (LASTING_INJURY_CHARACTERISTIC[LASTING_INJURY.lookup(d.value)] for d in rolled[:-1])
        info["at_minimum"] = list(dict.fromkeys(at_minimum))
    if outcome != row.outcome:  # not applied: the injury rolled and its characteristic, said as catalogue keys
        info["rolled"] = row.outcome
        info["label"] = LASTING_NAMED[outcome]
        info["terms"] = {"injury": row.outcome, "loss": f"{row.outcome}.detail", "char": f"char.{char.lower()}"}
    if profile is not None and outcome == row.outcome:
        info["before"] = format_value(char, profile.get(char))
        info["after"] = format_value(char, reduce(profile, char).get(char))
    return Step("lasting_injury", outcome, dice=tuple(rolled), total=face, row=row.label, info=info)


def casualty_effect(casualty: Step) -> PlayerEffect:
    """What a casualty step (with its séquelle and Revanche children) does to the player."""
    consequence = CASUALTY_CONSEQUENCES[casualty.outcome]
    lasting = casualty.find("lasting_injury")
    characteristic = LASTING_INJURY_CHARACTERISTIC.get(lasting.outcome) if lasting is not None else None
    hatred = casualty.find("hatred")
    gained = hatred is not None and hatred.outcome == HATRED_GAINED
    return PlayerEffect(
        out_for_match=True,
        miss_next_game=consequence.miss_next_game,
        niggling=consequence.niggling,
        characteristic=characteristic,
        dead=consequence.dead,
        hatred=gained,
        hatred_candidates=tuple(hatred.info.get("candidates", ())) if gained and hatred is not None else (),
    )


def _casualty_roll(dice: Dice, hurt: Hurt) -> Step:
    """The D16 alone (+ BP, + Décomposition): the first casualty roll, or the Apothicaire's second."""
    die = dice.roll(16)
    modifiers = hurt.casualty_modifiers
    total = die.value + sum(m.value for m in modifiers)
    row = CASUALTY.row_for(total)
    return Step("casualty", row.outcome, dice=(die,), modifiers=modifiers, total=total, row=row.label)


def _consequences(dice: Dice, ruleset: Ruleset, outcome: str, hurt: Hurt, causer: Causer) -> tuple[Step, ...]:
    """Séquelle and Revanche of one casualty result, rolled in that order."""
    consequence = CASUALTY_CONSEQUENCES[outcome]
    children: list[Step] = []
    if consequence.lasting_injury:
        children.append(_lasting_injury_step(dice, ruleset, hurt.profile))
    if consequence.revanche:
        children.append(_hatred_step(dice, ruleset, causer))
    return tuple(children)


def _casualty_step(dice: Dice, ruleset: Ruleset, hurt: Hurt, causer: Causer) -> tuple[Step, PlayerEffect]:
    roll = _casualty_roll(dice, hurt)
    step = dataclasses.replace(roll, children=_consequences(dice, ruleset, roll.outcome, hurt, causer))
    return step, casualty_effect(step)


#: A Frog's casualty (Zap!, inducements.md): Badly Hurt, no Casualty Roll; the fact marking a Frog's steps.
CASUALTY_FROG: Final = "casualty.frog"
FROG: Final = "frog"

#: A Regeneration that nobody's casualty passed (crowd, rock, invasion): no author, so no SPP to keep either.
REGENERATED_NOBODY_DETAIL: Final = "regeneration.regenerated.nobody.detail"


def _regeneration_step(dice: Dice, *, nobody: bool = False) -> Step:
    """Régénération's D6; ``nobody``: the casualty has no author, and its detail does not say his SPP are kept."""
    step = _d6_step(dice, "regeneration", REGENERATION)
    if nobody and step.outcome == REGENERATED:
        return dataclasses.replace(step, info={**step.info, "detail": REGENERATED_NOBODY_DETAIL})
    return step


def _casualty_suffered(
    dice: Dice, ruleset: Ruleset, hurt: Hurt, causer: Causer, *, rolled: bool = True
) -> tuple[tuple[Step, ...], PlayerEffect]:
    """A casualty is suffered: Régénération first (if any), then the casualty roll (``rolled``) or Minus 9's
    Commotion with no roll. Returns the steps to hang under the injury roll, and the effect. A Frog makes no Casualty
    Roll: « they will automatically suffer the Badly Hurt result » (inducements.md)."""
    if hurt.frog:
        frog = Step("casualty", CASUALTY_BADLY_HURT, info={"label": CASUALTY_FROG, FROG: True}) if rolled else None
        return (() if frog is None else (frog,)), PlayerEffect(out_for_match=True)
    regenerated: Step | None = None
    if hurt.regeneration:
        regenerated = _regeneration_step(dice, nobody=causer.nobody)
        if regenerated.outcome == REGENERATED:
            return (regenerated,), PlayerEffect(reserves=True)
    if rolled:
        casualty, effect = _casualty_step(dice, ruleset, hurt, causer)
        steps: tuple[Step, ...] = (casualty,)
    else:
        steps, effect = (), PlayerEffect(out_for_match=True)
    if regenerated is not None:
        return (dataclasses.replace(regenerated, children=steps),), effect
    return steps, effect


def _injury_step(
    dice: Dice,
    ruleset: Ruleset,
    hurt: Hurt,
    causer: Causer,
    *,
    modifier: int,
    bonus: int,
    bonus_key: str,
    crowd: bool = False,
    stunned_as_ko: bool = False,
    ko_detail: str = INJURY_BALL_AND_CHAIN_DETAIL,
) -> tuple[Step, PlayerEffect]:
    faces = dice.many(2, 6)
    decision = decide_injury(
        [d.value for d in faces],
        minus=hurt.minus,
        thick_skull=hurt.thick_skull,
        modifier=modifier,
        bonus=bonus,
        stunned_as_ko=stunned_as_ko,
    )
    modifiers = [Modifier(MOD_OTHER, modifier)] if modifier else []
    if decision.bonus_used:
        modifiers.append(Modifier(bonus_key, bonus))
    children: tuple[Step, ...] = ()
    info: dict[str, object] = {"table": INJURY_TABLES[hurt.minus, hurt.thick_skull][1]}
    if hurt.frog:  # no Apothecary on a Frog, whatever the injury (apothecary_target)
        info[FROG] = True
    if crowd:
        info["crowd"] = True
    if stunned_as_ko:
        info["detail"] = ko_detail
    if decision.outcome == INJURY_CASUALTY:
        children, effect = _casualty_suffered(dice, ruleset, hurt, causer)
    elif decision.outcome == INJURY_BADLY_HURT:
        children, effect = _casualty_suffered(dice, ruleset, hurt, causer, rolled=False)
    elif decision.outcome == INJURY_STUNNED:
        effect = PlayerEffect(reserves=crowd)
        if crowd:
            info["detail"] = INJURY_STUNNED_CROWD_DETAIL
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
        info=info,
    )
    return step, effect


def _armour_step(
    dice: Dice,
    ruleset: Ruleset,
    hurt: Hurt,
    causer: Causer,
    *,
    av: int,
    modifier: int,
    modifier_key: str,
    bonus: int,
    bonus_key: str,
    claws: bool,
    iron_hard_skin: bool = False,
    chainsaw: bool = False,
    faces: tuple[Die, ...] = (),
) -> tuple[Step, PlayerEffect]:
    """``faces``: the armour dice already thrown (a foul settled after its coach's choice), else thrown here."""
    if iron_hard_skin:  # Peau de Fer: no modifier of any kind on the armour roll, no Griffes; the bonus waits
        modifier, claws, chainsaw = 0, False, False
    modifiers = [Modifier(modifier_key, modifier)] if modifier else []
    if chainsaw:  # Tronçonneuse: its fallen owner's armour roll is at +3, always
        modifiers.append(Modifier(MOD_CHAINSAW, CHAINSAW_BONUS))
    faces = faces or dice.many(2, 6)
    decision = decide_armour(
        [d.value for d in faces],
        av=av,
        modifier=sum(m.value for m in modifiers),
        bonus=0 if iron_hard_skin else bonus,
        claws=claws,
    )
    if decision.bonus_used:
        modifiers.append(Modifier(bonus_key, bonus))
    children: tuple[Step, ...] = ()
    effect = PlayerEffect()
    if decision.outcome == ARMOUR_BROKEN:
        injury, effect = _injury_step(
            dice,
            ruleset,
            hurt,
            causer,
            modifier=0,
            bonus=0 if decision.bonus_used else bonus,
            bonus_key=bonus_key,
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
        info=(
            {"broken_by": MOD_CLAWS}
            if decision.by_claws
            else {"iron_hard_skin": True, **({"foul": True} if bonus_key == MOD_DIRTY_PLAYER else {})}
            if iron_hard_skin
            else {}
        ),
    )
    return step, effect


# --- public rolls -------------------------------------------------------------------------------


def _steady_footing_step(dice: Dice) -> Step:
    return _d6_step(dice, "steady_footing", STEADY_FOOTING)


def _bonus_key(mighty_blow: bool, arm_bar: bool, lethal_flight: bool, dirty_player: bool = False) -> str | None:
    """The one +1 the causer may put on the armour or the injury roll: Châtaigne on a block, Clé de Bras on a
    fall leaving his zone, Vol Fatal on a crash-landing, Joueur Déloyal on a foul (each belongs to its own cause,
    so they never meet)."""
    for on, key in (
        (mighty_blow, MOD_MIGHTY_BLOW),
        (arm_bar, MOD_ARM_BAR),
        (lethal_flight, MOD_LETHAL_FLIGHT),
        (dirty_player, MOD_DIRTY_PLAYER),
    ):
        if on:
            return key
    return None


def roll_armour(
    dice: Dice,
    ruleset: Ruleset,
    *,
    av: int,
    attacker_keywords: Iterable[str] | None = None,
    arm_bar: bool = False,
    lethal_flight: bool = False,
    modifier_key: str = MOD_OTHER,
    no_attacker: bool = False,
    **options: Unpack[ChainOptions],
) -> Result:
    """A player Plaqué: armour, then injury, casualty, séquelle and Revanche as far as they go.

    ``av`` is the target (9 = "9+"); ``options``: what hits his armour, his side below it (:class:`ChainOptions`:
    :class:`ArmourOptions` and :class:`HurtOptions`: Minus, BP, Crâne Épais, Régénération, Décomposition,
    profile; §2.16) and Chaîne et Boulet. ``arm_bar`` / ``lethal_flight``: the same +1 as Châtaigne from Clé de
    Bras or Vol Fatal. ``attacker_keywords`` are the keywords of the player who caused it (Haine); ``None`` when
    he was not named (Haine then comes with X to choose later). ``modifier_key`` names ``modifier`` on the roll (a
    Fireball's +1, :data:`MOD_FIREBALL`); ``no_attacker``: nobody caused it (a Fireball), so no Haine.
    """
    if modifier_key not in MODIFIER_KEYS:
        raise ValueError(f"unknown modifier key: {modifier_key!r}")
    victim = Hurt.checked(**hurt_of(options))
    causer = Causer.checked(attacker_keywords, no_attacker)
    av, modifier = check_av(av), check_modifier(options.get("modifier", 0))
    footing = _steady_footing_step(dice) if options.get("steady_footing") else None
    if footing is not None and footing.outcome == STEADY_FOOTING_HELD:
        return Result(footing, ruleset.key, PlayerEffect())
    bonus_key = _bonus_key(bool(options.get("mighty_blow")), bool(arm_bar), bool(lethal_flight))
    if options.get("ball_and_chain"):
        injury, effect = _injury_step(
            dice,
            ruleset,
            victim,
            causer,
            modifier=0,
            bonus=1 if bonus_key else 0,
            bonus_key=bonus_key or MOD_MIGHTY_BLOW,
            stunned_as_ko=True,
        )
        return Result(injury, ruleset.key, effect)
    step, effect = _armour_step(
        dice,
        ruleset,
        victim,
        causer,
        av=av,
        modifier=modifier,
        modifier_key=modifier_key,
        bonus=1 if bonus_key else 0,
        bonus_key=bonus_key or MOD_MIGHTY_BLOW,
        claws=bool(options.get("claws")),
        iron_hard_skin=bool(options.get("iron_hard_skin")),
        chainsaw=bool(options.get("chainsaw")),
    )
    if footing is not None:
        step = dataclasses.replace(footing, children=(step,))
    return Result(step, ruleset.key, effect)


def foul_sent_off(chain: Step, *, sneaky_git: bool = False) -> tuple[str, ...]:
    """The rolls of a foul (its armour roll, or its injury roll alone) that show a natural double and send the
    fouler off.

    Sournois (Sneaky Git): a double on the armour roll does not, as long as the
    armour held; a double on the injury roll always does.
    """
    doubles = []
    for step in chain.walk():
        if step.kind not in ("armour", "injury") or not is_double([d.value for d in step.dice]):
            continue
        if step.kind == "armour" and sneaky_git and step.outcome == ARMOUR_HOLDS:
            continue
        doubles.append(step.kind)
    return tuple(doubles)


def _foul_result(chain: Step, effect: PlayerEffect, ruleset: Ruleset, *, sneaky_git: bool = False) -> Result:
    """A foul's roll under its ``foul`` step: sent off on a natural double (:func:`foul_sent_off`), else unnoticed."""
    doubles = foul_sent_off(chain, sneaky_git=sneaky_git)
    info: dict[str, object] = {"doubles": doubles} if doubles else {}
    if sneaky_git and chain.kind == "armour" and is_double([d.value for d in chain.dice]) and "armour" not in doubles:
        info["sneaky_git"] = True
        if not doubles:  # the double happened: Sournois kept him on the pitch (not « no double »)
            info["detail"] = FOUL_SNEAKY_GIT_DETAIL
    root = Step("foul", FOUL_SENT_OFF if doubles else FOUL_UNNOTICED, children=(chain,), info=info)
    return Result(root, ruleset.key, dataclasses.replace(effect, sent_off=bool(doubles)))


def dirty_player_choice(
    faces: Sequence[int], *, av: int, modifier: int, dirty_player: bool, sneaky_git: bool, iron_hard_skin: bool
) -> bool:
    """Does applying Joueur Déloyal on this foul's armour roll change what happens to the fouler?

    Only on a natural double that Sournois would forgive while the armour holds, and that the +1 breaks (S1 Sneaky
    Git: sent off « If the target player's Armour is broken »); anywhere else the +1 only helps him."""
    if not (dirty_player and sneaky_git and not iron_hard_skin and is_double(faces)):
        return False
    return decide_armour(faces, av=av, modifier=modifier).outcome == ARMOUR_HOLDS and (
        decide_armour(faces, av=av, modifier=modifier, bonus=1).bonus_used
    )


def roll_foul(
    dice: Dice,
    ruleset: Ruleset,
    *,
    av: int,
    assists: int = 0,
    dirty_player: bool = False,
    sneaky_git: bool = False,
    attacker_keywords: Iterable[str] | None = None,
    iron_hard_skin: bool = False,
    chainsaw: bool = False,
    dirty_player_applied: bool | None = None,
    armour_dice: Sequence[Die] = (),
    **hurt: Unpack[HurtOptions],
) -> Result:
    """An Agression: net ``assists`` on the armour roll, Joueur Déloyal +1 where it counts.

    A natural double on the armour roll (even if the armour holds) or on the
    injury roll sends the fouler off: the root step is ``foul.sent_off`` and
    ``effect.sent_off`` is set (the rest of the effect is the victim's).
    Sournois: a double on an armour roll that held does not. ``chainsaw``: the fouler uses his Tronçonneuse, +3
    on the armour roll (S1; its kick-back D6 is rolled apart). Against Peau de Fer the assists, the Tronçonneuse
    and Joueur Déloyal do not touch the armour roll.

    Joueur Déloyal is the fouler's (S1: « may apply a +1 modifier … after the roll has been made »): where applying
    it changes his fate (:func:`dirty_player_choice`) and ``dirty_player_applied`` is ``None``, the foul stops at
    its armour roll, shown without it (``foul.dirty_player_choice``, no injury die thrown); the coach's answer rolls
    it again from those ``armour_dice``, with the +1 (``True``) or without (``False``). Elsewhere it is applied
    where it counts, as always.
    """
    av, assists = check_av(av), check_assists(assists)
    faces = tuple(armour_dice) or dice.many(2, 6)
    extra = CHAINSAW_BONUS if chainsaw else 0
    choosing = dirty_player_applied is None and dirty_player_choice(
        [d.value for d in faces],
        av=av,
        modifier=assists + extra,
        dirty_player=dirty_player,
        sneaky_git=sneaky_git,
        iron_hard_skin=iron_hard_skin,
    )
    bonus = 1 if dirty_player and dirty_player_applied is not False and not choosing else 0
    armour, effect = _armour_step(
        dice,
        ruleset,
        Hurt.checked(**hurt),
        Causer.checked(attacker_keywords),
        av=av,
        modifier=assists,
        modifier_key=MOD_ASSISTS,
        bonus=bonus,
        bonus_key=MOD_DIRTY_PLAYER,
        claws=False,
        iron_hard_skin=bool(iron_hard_skin),
        chainsaw=bool(chainsaw),
        faces=faces,
    )
    if choosing:
        root = Step("foul", FOUL_DIRTY_PLAYER_CHOICE, children=(armour,), info={"dirty_player_choice": True})
        return Result(root, ruleset.key, PlayerEffect())
    return _foul_result(armour, effect, ruleset, sneaky_git=bool(sneaky_git))


def roll_injury(
    dice: Dice,
    ruleset: Ruleset,
    *,
    modifier: int = 0,
    attacker_keywords: Iterable[str] | None = None,
    crowd: bool = False,
    no_attacker: bool = False,
    mighty_blow: bool = False,
    arm_bar: bool = False,
    lethal_flight: bool = False,
    dirty_player: bool = False,
    foul: bool = False,
    ball_and_chain: bool = False,
    stunned_as_ko: bool = False,
    **hurt: Unpack[HurtOptions],
) -> Result:
    """An injury roll with no armour roll of its own: the crowd, Lancer de Rocher, Invasion du Terrain, or the
    injury roll of an armour roll that broke (rolled apart, at the table or in an earlier roll).

    ``crowd``: Blessure par le Public, where Sonné sends the player to the Réserves.
    ``no_attacker``: nobody caused it (crowd, rock, invasion), so no Haine.
    ``mighty_blow`` / ``arm_bar`` / ``lethal_flight`` / ``dirty_player``: the causer's +1 "to either the Armour
    Roll or Injury Roll" (S1), not needed by an armour that broke, so it goes here where it changes the result,
    as in the whole chain. ``foul``: the injury roll of a Foul, whose natural double sends the fouler off.
    ``ball_and_chain``: the victim's Chaîne et Boulet, Sonné counts as K.O. (S1); ``stunned_as_ko``: the same said by
    the coach (S1 Kick Team-mate: the kicked player's injury roll on a Fumbled Throw).
    """
    bonus_key = _bonus_key(bool(mighty_blow), bool(arm_bar), bool(lethal_flight), bool(dirty_player))
    step, effect = _injury_step(
        dice,
        ruleset,
        Hurt.checked(**hurt),
        Causer.checked(attacker_keywords, no_attacker),
        modifier=check_modifier(modifier),
        bonus=1 if bonus_key else 0,
        bonus_key=bonus_key or MOD_OTHER,
        crowd=bool(crowd),
        stunned_as_ko=bool(ball_and_chain or stunned_as_ko),
        ko_detail=INJURY_BALL_AND_CHAIN_DETAIL if ball_and_chain else INJURY_STUNNED_AS_KO_DETAIL,
    )
    if foul:
        return _foul_result(step, effect, ruleset)
    return Result(step, ruleset.key, effect)


def roll_casualty(
    dice: Dice,
    ruleset: Ruleset,
    *,
    attacker_keywords: Iterable[str] | None = None,
    no_attacker: bool = False,
    consequences: bool = True,
    **hurt: Unpack[HurtOptions],
) -> Result:
    """A casualty roll on its own (D16 + BP + Décomposition), with its séquelle and Revanche (the victim's Minus
    and Crâne Épais do not change it).

    With Régénération its D6 comes first; a 4+ ignores the casualty (no D16).
    ``consequences=False``: the D16 alone, no séquelle nor Revanche rolled (the post-match rolls each in its own
    slot, :mod:`rules.postmatch.plan`).
    """
    victim = Hurt.checked(**hurt)
    causer = Causer.checked(attacker_keywords, no_attacker)
    if not consequences:
        regenerated = _regeneration_step(dice, nobody=causer.nobody) if victim.regeneration else None
        if regenerated is not None and regenerated.outcome == REGENERATED:
            return Result(regenerated, ruleset.key, PlayerEffect(reserves=True))
        roll = _casualty_roll(dice, victim)
        step = roll if regenerated is None else dataclasses.replace(regenerated, children=(roll,))
        return Result(step, ruleset.key, PlayerEffect(out_for_match=True))
    steps, effect = _casualty_suffered(dice, ruleset, victim, causer)
    return Result(steps[0], ruleset.key, effect)


def roll_lasting_injury(dice: Dice, ruleset: Ruleset, *, profile: Profile | None = None) -> Result:
    """A séquelle D6 on its own; with a profile, the at-minimum rule of the ruleset applies (D2)."""
    step = _lasting_injury_step(dice, ruleset, _check_profile(profile))
    char = LASTING_INJURY_CHARACTERISTIC.get(step.outcome)
    return Result(step, ruleset.key, PlayerEffect(miss_next_game=True, characteristic=char))


def roll_hatred(dice: Dice, ruleset: Ruleset, *, attacker_keywords: Iterable[str] | None = ()) -> Result:
    """Revanche on its own (after Amoché, Blessure Sérieuse or Séquelle)."""
    step = _hatred_step(dice, ruleset, Causer.checked(attacker_keywords))
    gained = step.outcome == HATRED_GAINED
    return Result(
        step,
        ruleset.key,
        PlayerEffect(hatred=gained, hatred_candidates=tuple(step.info.get("candidates", ())) if gained else ()),
    )


# --- the Apothicaire ---------------------------------------------------------------------------------


def apothecary_target(chain: Step) -> str | None:
    """What an Apothicaire can patch up at the end of a chain: ``ko``, ``casualty`` or ``None`` (always on a Frog's)."""
    if any(step.info.get(FROG) for step in chain.walk()):
        return None  # « An Apothecary cannot be used on a Frog »
    final = chain_outcome(chain)
    if final == INJURY_KO:
        return "ko"
    if final == INJURY_BADLY_HURT or final in CASUALTY.outcomes:
        return "casualty"
    return None


def _crowd(chain: Step) -> bool:
    injury = chain.find("injury")
    return bool(injury is not None and injury.info.get("crowd"))


def roll_apothecary(dice: Dice, ruleset: Ruleset, *, chain: Step, niggling: int = 0, decay: bool = False) -> Result:
    """The team's Apothicaire used on the player a chain left K.O. or a casualty (rules-reference §2.3).

    K.O. → Sonné in place (a K.O. from the crowd → Réserves). A casualty → the
    opposing coach rolls a second D16 (+ BP + Décomposition) and the owner keeps
    either (:func:`keep_apothecary`); a first-row result (Commotion, Minus 9's
    included) is patched up → Réserves, so it needs no choice.
    """
    target = apothecary_target(chain)
    final = chain_outcome(chain)
    if target == "ko":
        crowd = _crowd(chain)
        info: dict[str, object] = {"crowd": True, "detail": APOTHECARY_KO_CROWD_DETAIL} if crowd else {}
        return Result(Step("apothecary", APOTHECARY_KO, info=info), ruleset.key, PlayerEffect(reserves=crowd))
    if target is None:
        raise DomainError("error.apothecary.nothing", outcome=final)
    if final in (INJURY_BADLY_HURT, CASUALTY.outcomes[0]):
        return Result(Step("apothecary", APOTHECARY_PATCHED), ruleset.key, PlayerEffect(reserves=True))
    second = _casualty_roll(dice, Hurt.checked(niggling=niggling, decay=decay))
    if second.outcome == CASUALTY.outcomes[0]:
        root = Step("apothecary", APOTHECARY_PATCHED, children=(second,), info={"first": final})
        return Result(root, ruleset.key, PlayerEffect(reserves=True))
    root = Step(
        "apothecary",
        APOTHECARY_CHOOSE,
        children=(second,),
        info={"first": final, "second": second.outcome},
    )
    return Result(root, ruleset.key, PlayerEffect(out_for_match=True))


# --- a failed Regeneration re-rolled (a Mortuary Assistant, a Plague Doctor) -------------------------------


#: A Regeneration step that is the re-roll: it is not re-rolled again.
REROLLED: Final = "rerolled"


def _failed_regeneration(chain: Step) -> tuple[Step, Step | None] | None:
    """The failed Regeneration of a chain and the step it hangs under (``None``: it is the chain's root)."""
    if chain.kind == "regeneration":
        return (chain, None) if _rerollable(chain) else None
    for parent in chain.walk():
        for child in parent.children:
            if child.kind == "regeneration":
                return (child, parent) if _rerollable(child) else None
    return None


def _rerollable(regeneration: Step) -> bool:
    return regeneration.outcome == REGENERATION_FAILED and not regeneration.info.get(REROLLED)


def failed_regeneration(chain: Step) -> Step | None:
    """The failed Regeneration Roll a chain holds (its casualty under it), which an inducement may re-roll."""
    found = _failed_regeneration(chain)
    return None if found is None else found[0]


def reroll_regeneration(dice: Dice, ruleset: Ruleset, *, chain: Step, nobody: bool = False) -> Result:
    """A Mortuary Assistant or a Plague Doctor re-rolls the chain's failed Regeneration (inducements.md « re-roll a
    failed Regeneration Roll »): 4+, the player regenerates and the casualty is ignored; 1-3, the casualty rolled
    under the first D6 stands (Minus 9's Commotion, rolled with no D16, as its injury roll). A chain without a
    failed Regeneration is refused, the re-roll's own included (one re-roll)."""
    found = _failed_regeneration(chain)
    if found is None:
        raise DomainError("error.regeneration.no_failed_roll")
    failed, parent = found
    again = _regeneration_step(dice, nobody=nobody)
    again = dataclasses.replace(again, info={**again.info, REROLLED: True})
    if again.outcome == REGENERATED:
        return Result(again, ruleset.key, PlayerEffect(reserves=True))
    stands = failed.children or ((dataclasses.replace(parent, children=()),) if parent is not None else ())
    casualty = next((step for step in stands if step.kind == "casualty"), None)
    effect = casualty_effect(casualty) if casualty is not None else PlayerEffect(out_for_match=True)
    return Result(dataclasses.replace(again, children=stands), ruleset.key, effect)


def keep_apothecary(
    dice: Dice,
    ruleset: Ruleset,
    *,
    chain: Step,
    apothecary: Step,
    keep: str,
    profile: Profile | None = None,
    attacker_keywords: Iterable[str] | None = None,
    no_attacker: bool = False,
) -> Result:
    """The owner keeps the ``first`` or the ``second`` casualty result of :func:`roll_apothecary`.

    The first keeps its séquelle and Revanche as rolled with it; the second rolls
    its own now (after the choice, so nobody chooses knowing them).
    """
    if apothecary.outcome != APOTHECARY_CHOOSE or keep not in ("first", "second"):
        raise DomainError("error.apothecary.no_choice")
    if keep == "first":
        chosen = chain.find("casualty")
        if chosen is None:
            raise DomainError("error.apothecary.no_choice")
    else:
        second = apothecary.children[0]
        hurt = Hurt.checked(profile=profile)
        causer = Causer.checked(attacker_keywords, no_attacker)
        chosen = dataclasses.replace(second, children=_consequences(dice, ruleset, second.outcome, hurt, causer))
    root = Step("apothecary", APOTHECARY_KEPT, children=(chosen,), info={"kept": keep})
    return Result(root, ruleset.key, casualty_effect(chosen))


def roll_ko_recovery(
    dice: Dice, *, count: int, modifiers: Sequence[Modifier] = (), ruleset: Ruleset = DEFAULT
) -> Result:
    """One D6 per K.O. player: 4+ back to the Réserves. Same rule in both rulesets. ``modifiers``: what the team's
    pre-game adds to each roll (inducements.md: +1 per Blitzer's Best Keg, +1 for Josef Bugman)."""
    count = check_ko_count(count)
    players = [_ko_step(dice, number, tuple(modifiers)) for number in range(1, count + 1)]
    back = sum(step.outcome == KO_RECOVERY_BACK for step in players)
    root = Step(
        "ko_recovery",
        KO_RECOVERY_SUMMARY,
        children=tuple(players),
        info={"back": back, "stays": count - back},
    )
    return Result(root, ruleset.key)
