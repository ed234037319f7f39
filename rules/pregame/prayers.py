"""Prayers to Nuffle (inducements.md « 0-3 Prayers to Nuffle »): a D16 per prayer, as data.

A team rolls a D16 for each prayer it bought, re-rolling a result it has already rolled, and keeps the effect until
the end of the game. :data:`PRAYERS` is the table: each face's key (its name and effect are the catalogue's
``prayer.<key>`` and ``prayer.<key>.text``) and, for those that select players, whose players, how many and whether
at random (:class:`Pick`). Star Players are never selected. The dice come from a :class:`~rules.dice.Dice`, hand-typed
or not: a repeated face and each random player are dice of their own, kept in the step.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Final

from rules.characteristics import LIMITS, Profile
from rules.dice import Dice
from rules.errors import DomainError
from rules.model import Step
from rules.table import RangeTable, Row

OWN: Final = "own"
OPPONENT: Final = "opponent"


@dataclass(frozen=True, slots=True)
class Pick:
    """Players a prayer selects: ``whose`` team's (:data:`OWN` or :data:`OPPONENT`), ``count`` of them (``0``: D3),
    ``random`` or chosen by the coach."""

    whose: str
    count: int
    random: bool


@dataclass(frozen=True, slots=True)
class Prayer:
    """One face of the table: its key and the players it selects (``None``: none, or only when used in the game)."""

    face: int
    key: str
    pick: Pick | None = None

    @property
    def outcome(self) -> str:
        return f"prayer.{self.key}"


@dataclass(frozen=True, slots=True)
class PrayerPick:
    """A player a team's Prayer (its D16 ``face``) selected for the game (``player_id``: of the praying team, or of
    the opposition for Bad Habits and Greasy Cleats), and the Primary skill his coach chose (Intensive Training)."""

    face: int
    player_id: int
    skill: str = ""


#: The Prayers to Nuffle Table, D16 face by face (inducements.md).
PRAYERS: Final[tuple[Prayer, ...]] = (
    Prayer(1, "treacherous_trapdoor"),
    Prayer(2, "friends_with_the_ref"),
    Prayer(3, "stiletto", Pick(OWN, 1, random=True)),
    Prayer(4, "iron_man", Pick(OWN, 1, random=False)),
    Prayer(5, "knuckle_dusters", Pick(OWN, 1, random=False)),
    Prayer(6, "bad_habits", Pick(OPPONENT, 0, random=True)),
    Prayer(7, "greasy_cleats", Pick(OPPONENT, 1, random=True)),
    Prayer(8, "blessing_of_nuffle", Pick(OWN, 1, random=True)),
    Prayer(9, "moles_under_the_pitch"),
    Prayer(10, "perfect_passing"),
    Prayer(11, "dazzling_catching"),
    Prayer(12, "fan_interaction"),
    Prayer(13, "fouling_frenzy"),
    Prayer(14, "throw_a_rock"),  # its opposition player is picked when it is used, on the pitch
    Prayer(15, "under_scrutiny"),
    Prayer(16, "intensive_training", Pick(OWN, 1, random=True)),
)
BY_FACE: Final = {p.face: p for p in PRAYERS}
#: The Prayers that change the SPP the post-match awards (inducements.md): a Completion earns 2 SPP rather than 1; a
#: Casualty caused by a Foul Action earns 2 SPP.
PERFECT_PASSING: Final = "perfect_passing"
DAZZLING_CATCHING: Final = "dazzling_catching"
FAN_INTERACTION: Final = "fan_interaction"
FOULING_FRENZY: Final = "fouling_frenzy"
BY_KEY: Final = {p.key: p for p in PRAYERS}
#: The names a prayer is looked up under (``/rule``): French first (the catalogue's ``prayer.<key>``), the book's
#: English last, the French compendium's word between where it differs (postgame-reference A4).
NAMES: Final = {
    "treacherous_trapdoor": ("Trappe Traîtresse", "Treacherous Trapdoor"),
    "friends_with_the_ref": ("Pote avec l'Arbitre", "Friends with the Ref"),
    "stiletto": ("Stylet", "Stiletto"),
    "iron_man": ("Homme de Fer", "Iron Man"),
    "knuckle_dusters": ("Poing Américain", "Gants Cloutés", "Knuckle Dusters"),
    "bad_habits": ("Mauvaises Habitudes", "Bad Habits"),
    "greasy_cleats": ("Crampons Graisseux", "Greasy Cleats"),
    "blessing_of_nuffle": ("Bénédiction de Nuffle", "Blessing of Nuffle"),
    "moles_under_the_pitch": ("Taupes sous le Terrain", "Des Taupes sous le Terrain", "Moles Under the Pitch"),
    "perfect_passing": ("Passe Parfaite", "Perfect Passing"),
    "dazzling_catching": ("Réception Éblouissante", "Réception Étourdissante", "Dazzling Catching"),
    "fan_interaction": ("Interaction avec les Fans", "Fan Interaction"),
    "fouling_frenzy": ("Frénésie d'Agression", "Fouling Frenzy"),
    "throw_a_rock": ("Lancer de Pierre", "Throw a Rock"),
    "under_scrutiny": ("Sous Surveillance", "Under Scrutiny"),
    "intensive_training": ("Entraînement Intensif", "Intensive Training"),
}

#: The same table as the odds and the rolls of other tables read one (the last row open, as a table's must be).
TABLE: Final = RangeTable(
    "prayers_to_nuffle",
    (16,),
    tuple(Row(p.face, p.face if p.face < len(PRAYERS) else None, p.outcome) for p in PRAYERS),
)

#: What a prayer's effect does to a player for this game (the match reads it, :func:`blessed`): a skill or trait
#: gained, or a characteristic changed. Intensive Training's Primary skill is the coach's choice.
PLAYER_EFFECTS: Final = {
    "stiletto": ("skill", "stab"),
    "iron_man": ("av", "+1"),
    "knuckle_dusters": ("skill", "mighty_blow"),
    "bad_habits": ("skill", "loner (2+)"),
    "greasy_cleats": ("ma", "-1"),
    "blessing_of_nuffle": ("skill", "pro"),
    "intensive_training": ("skill", "primary"),
}
#: The prayers that change the SPP the post-match awards (X22).
SPP_PRAYERS: Final = ("perfect_passing", "dazzling_catching", "fan_interaction", "fouling_frenzy")
#: Every catalogue key of this module: the outcomes, their effect texts, the step kinds.
LABEL_KEYS: Final = (
    *(p.outcome for p in PRAYERS),
    *(f"{p.outcome}.text" for p in PRAYERS),
    "step.prayer",
    "step.prayer_pick",
)


def roll_prayer(dice: Dice, rolled: Collection[int] = ()) -> Step:
    """One prayer: a D16, re-rolled while it shows a face in ``rolled`` (the team's earlier prayers); every D16 thrown
    is in the step, the last one read. With all sixteen rolled, nothing is left (``error.pregame.prayers``)."""
    if len(set(rolled) & set(BY_FACE)) >= len(PRAYERS):
        raise DomainError("error.pregame.prayers", count=len(PRAYERS))
    thrown = [dice.roll(16)]
    while thrown[-1].value in rolled:
        thrown.append(dice.roll(16))
    prayer = BY_FACE[thrown[-1].value]
    assert TABLE.lookup(prayer.face) == prayer.outcome
    return Step(
        "prayer",
        prayer.outcome,
        dice=tuple(thrown),
        total=prayer.face,
        row=str(prayer.face),
        info={"rerolled": [d.value for d in thrown[:-1]]} if len(thrown) > 1 else {},
    )


def roll_prayers(count: int, dice: Dice, rolled: Iterable[int] = ()) -> tuple[Step, ...]:
    """``count`` prayers for one team, none repeating another or a face in ``rolled`` (its earlier ones)."""
    faces = list(rolled)
    steps: list[Step] = []
    for _ in range(count):
        step = roll_prayer(dice, faces)
        assert step.total is not None
        faces.append(step.total)
        steps.append(step)
    return tuple(steps)


def eligible(players: Iterable[int], stars: Collection[int] = ()) -> tuple[int, ...]:
    """The players a prayer may select: those playing this game, never a Star Player."""
    return tuple(p for p in players if p not in stars)


def pick_players(prayer: Prayer, candidates: Sequence[int], dice: Dice) -> Step:
    """The players a random prayer selects among ``candidates`` (:func:`eligible`, in a shown order): D3 of them for
    Bad Habits (the D3 first), else one; each a die with as many faces as players left, never the same one twice.
    A prayer whose players are chosen, or none, selects nothing here."""
    if prayer.pick is None or not prayer.pick.random:
        return Step("prayer_pick", prayer.outcome, info={"players": []})
    thrown = []
    count = prayer.pick.count
    if not count:
        thrown.append(dice.roll(3))
        count = thrown[-1].value
    left = list(candidates)
    chosen: list[int] = []
    for _ in range(min(count, len(left))):
        die = dice.roll(len(left)) if len(left) > 1 else None
        if die is not None:
            thrown.append(die)
        chosen.append(left.pop(die.value - 1 if die is not None else 0))
    return Step("prayer_pick", prayer.outcome, dice=tuple(thrown), info={"players": chosen})


def blessed(
    profile: Profile, skills: tuple[str, ...], keys: Iterable[str], *, chosen: str = ""
) -> tuple[Profile, tuple[str, ...]]:
    """A player's profile and skills for this game once the prayers ``keys`` picked him (:data:`PLAYER_EFFECTS`, the
    one definition): each skill gained once, AV +1 to 11+ at most, MA -1 to 1 at least (inducements.md). ``chosen``
    is the Primary skill his coach chose for Intensive Training (none yet: nothing). A prayer that picks nobody
    changes nothing."""
    gained = list(skills)
    for key in keys:
        if key not in PLAYER_EFFECTS:
            continue
        what, value = PLAYER_EFFECTS[key]
        if what == "skill":
            skill = chosen if value == "primary" else value
            if skill and skill not in gained:
                gained.append(skill)
        elif what == "av":
            profile = replace(profile, av=min(LIMITS["AV"].best, profile.av + int(value)))
        elif what == "ma":
            profile = replace(profile, ma=max(LIMITS["MA"].worst, profile.ma + int(value)))
    return profile, tuple(gained)


def odds(rolled: Collection[int] = ()) -> dict[str, Fraction]:
    """The chance of each prayer for a team that has rolled ``rolled`` already: even among the faces left."""
    left = [p for p in PRAYERS if p.face not in rolled]
    return {p.outcome: Fraction(1, len(left)) for p in left}


def within_odds(count: int, rolled: Collection[int] = ()) -> dict[str, Fraction]:
    """The chance of each prayer left to be among the next ``count`` prayers of a team that has rolled ``rolled``:
    read D16 by D16 from :func:`odds` (a D16 that missed a prayer gave another one, which is then re-rolled, and
    which one it was does not change the chance of the prayer: every face left is as likely)."""
    from rules.errors import check_int

    check_int(count, 1, len(PRAYERS), "field.prayer_count")
    for face in rolled:
        check_int(face, 1, len(PRAYERS), "field.prayer_face")
    if len(set(rolled)) != len(list(rolled)):
        raise DomainError("error.pregame.prayer_twice")
    left = [p for p in PRAYERS if p.face not in rolled]
    out = {}
    for prayer in left:
        taken, missed = list(rolled), Fraction(1)
        others = [p.face for p in left if p is not prayer]
        for drawn in range(count):
            if drawn > len(others):
                break
            missed *= 1 - odds(taken)[prayer.outcome]
            taken += others[drawn : drawn + 1]
        out[prayer.outcome] = 1 - missed
    return out
