"""Inducements (inducements.md « Common Inducements ») and who pays for them (league_play.md « Inducements »).

:data:`INDUCEMENTS` is the common list as data: each one's most (« 0-3 »), price, who may take it (a team special
rule, a Halfling team, a team that can hire an Apothecary) and the teams for which it is cheaper or more are allowed.
Named Biased Referees, Infamous Coaching Staff and Wizards share their heading's « 0-1 » (``group``): the book gives
one of each, the Dodgy League Rep, Josef Bugman and the Sports-Wizard. Mercenary Players cost their line's cost +
30,000 (+50,000 with one Primary skill) and gain Loner (4+); Star Players are :mod:`rules.pregame.starplayers`' and
come here as opaque keys with their price and size.

Paying (:func:`budget`): the team with the higher CTV may spend its Treasury first; the other then gets Petty Cash =
the CTV difference + what the first spent from its Treasury, and may top it up with at most 50,000 of its own
Treasury; equal CTVs: neither may spend Treasury. Petty Cash is spent first and what is left of it is lost.
:func:`check_purchase` refuses a basket over a limit, over the money, or not for this team, each with its reason.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Final

from rules.dice import Dice, Die
from rules.errors import DomainError, Gold, Term, shown
from rules.model import Modifier, Result, table_step
from rules.pregame.values import FIELDED
from rules.ruleset import DEFAULT, Ruleset
from rules.table import RangeTable, Row
from rules.team_rules import MASTERS_OF_UNDEATH

if TYPE_CHECKING:
    from rules import rosters

#: Requirements an inducement may have (besides none): team special rules, and what a roster is.
BRIBERY_AND_CORRUPTION: Final = "bribery_and_corruption"
FAVOURED_OF_NURGLE: Final = "favoured_of_nurgle"
LOW_COST_LINEMEN: Final = "low_cost_linemen"
HALFLING: Final = "halfling_team"
APOTHECARY: Final = "apothecary_allowed"
REQUIREMENTS: Final = (BRIBERY_AND_CORRUPTION, MASTERS_OF_UNDEATH, FAVOURED_OF_NURGLE, LOW_COST_LINEMEN, HALFLING)
REQUIREMENTS_ALL: Final = (*REQUIREMENTS, APOTHECARY)

#: The alignment of the rosters whose « Favoured of… » is not a choice (docs/bb2025-rosters.md); the others (Chaos
#: Chosen, Chaos Renegades) choose theirs when drafted, and the caller says which.
FIXED_ALIGNMENT: Final[Mapping[str, str]] = {
    "chaos_dwarf": "hashut",
    "khorne": "khorne",
    "nurgle": "nurgle",
    "norse": "khorne",
}

#: A Mercenary Player's extra cost over his line, and his optional Primary skill's.
MERCENARY_EXTRA: Final = 30_000
MERCENARY_SKILL: Final = 50_000
#: Unspent Petty Cash is lost; the lower-CTV team may add at most this much of its Treasury to it.
TOP_UP: Final = 50_000
#: A team may hire at most this many Star Player choices (a pair counts once).
MOST_STARS: Final = 2
#: Nor may Star Players or Mercenaries take the players of a team above this (those missing the game not counted).
MOST_PLAYERS: Final = 16


@dataclass(frozen=True, slots=True)
class Inducement:
    """One line of the common list. ``price`` ``None``: it varies (Mercenaries, Star Players). ``requires``: the
    requirement a team must meet (:data:`REQUIREMENTS_ALL`); ``cheaper`` and ``more``: (requirement, price or
    most) for the teams that pay less or may take more; ``group``: the heading whose « 0-1 » named ones share."""

    key: str
    most: int
    price: int | None
    requires: str | None = None
    cheaper: tuple[tuple[str, int], ...] = ()
    more: tuple[tuple[str, int], ...] = ()
    group: str | None = None

    @property
    def label_key(self) -> str:
        return f"inducement.{self.key}"


MERCENARY: Final = "mercenary_player"
STAR_PLAYER: Final = "star_player"
PRAYERS: Final = "prayers_to_nuffle"
RIOTOUS_ROOKIES: Final = "riotous_rookies"
JOSEF_BUGMAN: Final = "josef_bugman"

#: The common Inducements, in the book's order (inducements.md); named ones after their heading.
INDUCEMENTS: Final[tuple[Inducement, ...]] = (
    Inducement(PRAYERS, 3, 10_000),
    Inducement("part_time_assistant_coach", 5, 20_000),
    Inducement("temp_agency_cheerleader", 5, 5_000),
    Inducement("team_mascot", 1, 25_000),
    Inducement("weather_mage", 1, 25_000),
    Inducement("blitzers_best_keg", 2, 50_000),
    Inducement("bribe", 3, 100_000, cheaper=((BRIBERY_AND_CORRUPTION, 50_000),), more=((BRIBERY_AND_CORRUPTION, 6),)),
    Inducement("extra_team_training", 8, 100_000),
    Inducement("mortuary_assistant", 1, 100_000, requires=MASTERS_OF_UNDEATH),
    Inducement("plague_doctor", 1, 100_000, requires=FAVOURED_OF_NURGLE),
    Inducement(RIOTOUS_ROOKIES, 1, 150_000, requires=LOW_COST_LINEMEN),
    Inducement("wandering_apothecary", 2, 100_000, requires=APOTHECARY),
    Inducement("halfling_master_chef", 1, 300_000, cheaper=((HALFLING, 100_000),)),
    Inducement("dodgy_league_rep", 1, 120_000, cheaper=((BRIBERY_AND_CORRUPTION, 80_000),), group="biased_referee"),
    Inducement(JOSEF_BUGMAN, 1, 100_000, group="infamous_coaching_staff"),
    Inducement(MERCENARY, 3, None),
    Inducement(STAR_PLAYER, MOST_STARS, None),
    Inducement("sports_wizard", 1, 150_000, group="wizard"),
)
BY_KEY: Final[Mapping[str, Inducement]] = {i.key: i for i in INDUCEMENTS}
#: The names an inducement is looked up under (``/rule``): French first (the catalogue's ``inducement.<key>``), the
#: book's English last (singular, as the catalogue names one), other names between: the book's plural, its heading,
#: the French compendium's word (postgame-reference A4), the BB2020 name.
NAMES: Final[Mapping[str, tuple[str, ...]]] = {
    PRAYERS: ("Prières à Nuffle", "Prière à Nuffle", "Prayer to Nuffle", "Prayers to Nuffle"),
    "part_time_assistant_coach": (
        "Adjoint à Temps Partiel",
        "Adjoints à Temps Partiel",
        "Coachs Assistants à Temps Partiel",
        "Part-time Assistant Coaches",
        "Part-time Assistant Coach",
    ),
    "temp_agency_cheerleader": (
        "Meneuse de Revue Intérimaire",
        "Meneuses de Revue Intérimaires",
        "Cheerleaders Intérimaires",
        "Temp Agency Cheerleaders",
        "Temp Agency Cheerleader",
    ),
    "team_mascot": ("Mascotte d'Équipe", "Mascotte", "Team Mascot"),
    "weather_mage": ("Mage Météo", "Weather Mage"),
    "blitzers_best_keg": (
        "Fût de Blitzer's Best",
        "Fûts de Blitzer's Best",
        "Fûts de Blitz Premium",
        "Blitzer's Best Kegs",
        "Bloodweiser Kegs",
        "Blitzer's Best Keg",
    ),
    "bribe": ("Pot-de-vin", "Pots-de-vin", "Bribes", "Bribe"),
    "extra_team_training": ("Entraînement Supplémentaire", "Extra Team Training"),
    "mortuary_assistant": ("Assistant Funéraire", "Mortuary Assistant"),
    "plague_doctor": ("Médecin de la Peste", "Plague Doctor"),
    RIOTOUS_ROOKIES: ("Débutants Déchaînés", "Riotous Rookies"),
    "wandering_apothecary": ("Apothicaire Ambulant", "Wandering Apothecaries", "Wandering Apothecary"),
    "halfling_master_chef": ("Chef Cuistot Halfling", "Halfling Master Chef"),
    "dodgy_league_rep": ("Représentant de Ligue Véreux", "Arbitre Partial", "Biased Referee", "Dodgy League Rep"),
    JOSEF_BUGMAN: ("Josef Bugman", "Staff Célèbre", "Infamous Coaching Staff", "Bugman", "Josef Bugman"),
    MERCENARY: ("Joueur Mercenaire", "Mercenaires", "Mercenary Players", "Mercenary Player"),
    STAR_PLAYER: ("Star Player", "Star Players", "Star Player"),
    # his two spells lead to him too (/wizard rolls them, rules.wizard)
    "sports_wizard": (
        "Sorcier Sportif",
        "Sorcier",
        "Boule de Feu",
        "Zap !",
        "Wizard",
        "Fireball",
        "Zap!",
        "Sports Wizard",
        "Sports-Wizard",
    ),
}

#: The headings whose named inducements share one « 0-1 ».
GROUPS: Final = ("biased_referee", "infamous_coaching_staff", "wizard")
#: Every catalogue key this module names things by: the inducements, the headings, the requirements.
LABEL_KEYS: Final = (
    *(i.label_key for i in INDUCEMENTS),
    *(f"inducement.{g}" for g in GROUPS),
    *(f"inducement.requires.{r}" for r in REQUIREMENTS_ALL),
)


@dataclass(frozen=True, slots=True)
class Buyer:
    """A team as the inducements read it: its roster (as typed), its special rules, whether its roster may hire an
    Apothecary, and its alignment when « Favoured of… » (``nurgle``, ``khorne``…)."""

    roster: str
    special_rules: tuple[str, ...] = ()
    apothecary_allowed: bool = True
    alignment: str | None = None

    def meets(self, requirement: str) -> bool:
        if requirement == APOTHECARY:
            return self.apothecary_allowed
        if requirement == HALFLING:
            from rules import rosters  # the rosters' data is read when a team buys, not at start-up

            book = rosters.find(self.roster)
            return book is not None and book.key == "halfling"
        if requirement == FAVOURED_OF_NURGLE:
            return "favoured_of" in self.special_rules and self.alignment == "nurgle"
        return requirement in self.special_rules


def buyer(roster: str, special_rules: Iterable[str], alignment: str | None = None) -> Buyer:
    """The :class:`Buyer` for a team: an Apothecary as its book roster allows (a house roster: allowed); its alignment
    as given, else its roster's fixed one (the Nurgle team is Favoured of Nurgle)."""
    from rules import rosters

    book = rosters.find(roster)
    fixed = FIXED_ALIGNMENT.get(book.key) if book is not None else None
    allowed = book.apothecary if book is not None else True
    return Buyer(roster, tuple(special_rules), allowed, alignment or fixed)


def available(inducement: Inducement, team: Buyer) -> bool:
    """Whether ``team`` may take ``inducement`` at all."""
    return inducement.requires is None or team.meets(inducement.requires)


def price(inducement: Inducement, team: Buyer) -> int | None:
    """What one costs ``team`` (the lowest of its reduced prices; ``None`` when it varies)."""
    reduced = [cost for requirement, cost in inducement.cheaper if team.meets(requirement)]
    return min(reduced) if reduced else inducement.price


def most(inducement: Inducement, team: Buyer) -> int:
    """How many ``team`` may take (the highest it is allowed)."""
    return max([inducement.most, *(n for requirement, n in inducement.more if team.meets(requirement))])


def offer(team: Buyer) -> tuple[tuple[Inducement, int, int | None], ...]:
    """What ``team`` may take, in the book's order: (inducement, most, price)."""
    return tuple((i, most(i, team), price(i, team)) for i in INDUCEMENTS if available(i, team))


@dataclass(frozen=True, slots=True)
class Mercenary:
    """A Mercenary Player: a line of the team's roster (typed as the team types it), with a Primary skill or not."""

    position: str
    skill: str | None = None


@dataclass(frozen=True, slots=True)
class Star:
    """A Star Player choice as the pre-game counts it: his key, his price for this team, his players (a pair: 2)."""

    key: str
    price: int
    players: int = 1


def _line(roster: str, mercenary: Mercenary) -> rosters.Position:
    """The Mercenary's line of ``roster``; a line the roster does not have is refused."""
    from rules import rosters

    book = rosters.find(roster)
    line = book.position(mercenary.position) if book is not None else None
    if book is None or line is None:
        raise DomainError(
            "error.pregame.mercenary_line",
            position=shown(mercenary.position, 40),
            positions=", ".join(p.name for p in book.positions) if book is not None else "—",
        )
    return line


def _check_skill(line: rosters.Position, skill: str) -> None:
    """« a single Primary Skill »: a skill of one of the line's Primary categories that the line does not start with."""
    from rules.skills import CATALOGUE

    known = CATALOGUE.get(skill)
    if known is None or known.category not in line.primary or skill in line.skills:
        raise DomainError("error.pregame.mercenary_skill", skill=shown(skill, 40), position=line.name)


def mercenary_price(roster: str, mercenary: Mercenary) -> int:
    """The line's cost + 30,000, + 50,000 with a Primary skill; a line the roster does not have is refused, and so is
    a skill that is not one of its Primary Skills (or one it has already)."""
    line = _line(roster, mercenary)
    if mercenary.skill:
        _check_skill(line, mercenary.skill)
    return line.cost + MERCENARY_EXTRA + (MERCENARY_SKILL if mercenary.skill else 0)


def mercenary_line(roster: str, mercenary: Mercenary) -> rosters.Position:
    """The Mercenary's line of ``roster`` (his profile and keywords); a line the roster does not have is refused."""
    return _line(roster, mercenary)


def mercenary_skills(roster: str, mercenary: Mercenary) -> tuple[str, ...]:
    """A Mercenary's skills as his sheet carries them: his line's, Loner (4+) (as a Journeyman's), his Primary skill."""
    from rules.positions import JOURNEYMAN_LONER

    extra = (mercenary.skill,) if mercenary.skill else ()
    return (*_line(roster, mercenary).skills, JOURNEYMAN_LONER, *extra)


@dataclass(frozen=True, slots=True)
class Budget:
    """What a team may spend: ``petty_cash`` (lost if unspent) and at most ``treasury`` of its Treasury. ``side`` is
    ``higher``, ``lower`` or ``equal`` (its CTV against the other's)."""

    side: str
    petty_cash: int
    treasury: int

    @property
    def total(self) -> int:
        return self.petty_cash + self.treasury

    def split(self, spent: int) -> tuple[int, int]:
        """(from Petty Cash, from the Treasury) for ``spent`` gold: Petty Cash first; over the budget is refused."""
        if spent > self.total:
            raise DomainError("error.pregame.over_budget", spent=Gold(spent), budget=Gold(self.total))
        from_petty = min(spent, self.petty_cash)
        return from_petty, spent - from_petty


def budget(ctv: int, other_ctv: int, treasury: int, *, other_spent: int = 0) -> Budget:
    """The money a team of ``ctv`` may spend against a team of ``other_ctv``: the higher CTV all its Treasury (it buys
    first, so ``other_spent`` must be 0); the lower CTV Petty Cash of the difference + ``other_spent`` (what the
    higher team spent from its Treasury) and up to 50,000 of its Treasury; equal CTVs nothing."""
    if ctv > other_ctv:
        if other_spent:
            raise DomainError("error.pregame.higher_first")
        return Budget("higher", 0, max(treasury, 0))
    if ctv < other_ctv:
        return Budget("lower", other_ctv - ctv + other_spent, min(max(treasury, 0), TOP_UP))
    return Budget("equal", 0, 0)


@dataclass(frozen=True, slots=True)
class Basket:
    """What a team buys: a count per inducement key (not Mercenaries nor Stars), its Mercenaries, its Star Players."""

    counts: Mapping[str, int] = field(default_factory=dict)
    mercenaries: tuple[Mercenary, ...] = ()
    stars: tuple[Star, ...] = ()


@dataclass(frozen=True, slots=True)
class Purchase:
    """A basket checked: each line's (key, count, cost), the total, and how it is paid."""

    lines: tuple[tuple[str, int, int], ...]
    total: int
    petty_cash: int
    treasury: int
    petty_cash_lost: int


def check_purchase(
    team: Buyer,
    basket: Basket,
    money: Budget,
    *,
    fielded: int = FIELDED,
    on_roster: Sequence[str] = (),
) -> Purchase:
    """``basket`` checked for ``team`` and priced: refused (:class:`DomainError`, one reason each) when an inducement is
    unknown (``error.pregame.unknown``), not for this team (``error.pregame.not_available``), over its most or its
    heading's (``error.pregame.over_limit``), a Mercenary's line is full (``error.roster.position_full``), more than
    two Star Player choices (``error.pregame.too_many_stars``), Josef Bugman both ways
    (``error.pregame.bugman_twice``), the players above 16 (``error.pregame.too_many_players``), or over the money
    (``error.pregame.over_budget``). ``fielded``: the team's players who play this game (able to play and
    Journeymen); ``on_roster``: their positions, for the Mercenaries' lines."""
    lines: list[tuple[str, int, int]] = []
    groups: Counter[str] = Counter()
    for key, count in basket.counts.items():
        inducement = BY_KEY.get(key)
        if inducement is None or inducement.key in (MERCENARY, STAR_PLAYER):
            raise DomainError("error.pregame.unknown", value=shown(key, 40))
        if count < 0:
            raise DomainError("error.pregame.over_limit", inducement=Term(inducement.label_key), most=0, count=count)
        if not count:
            continue
        _check(inducement, team, count)
        if inducement.group:
            groups[inducement.group] += count
            if groups[inducement.group] > 1:
                heading = Term(f"inducement.{inducement.group}")
                raise DomainError(
                    "error.pregame.over_limit", inducement=heading, most=1, count=groups[inducement.group]
                )
        cost = price(inducement, team)
        assert cost is not None  # only Mercenaries and Star Players vary
        lines.append((key, count, cost * count))
    if basket.mercenaries:
        _check(BY_KEY[MERCENARY], team, len(basket.mercenaries))
        _check_lines(team.roster, basket.mercenaries, on_roster)
        cost = sum(mercenary_price(team.roster, m) for m in basket.mercenaries)
        lines.append((MERCENARY, len(basket.mercenaries), cost))
    if basket.stars:
        if len(basket.stars) > MOST_STARS:
            raise DomainError("error.pregame.too_many_stars", most=MOST_STARS, count=len(basket.stars))
        if JOSEF_BUGMAN in {s.key for s in basket.stars} and basket.counts.get(JOSEF_BUGMAN):
            raise DomainError("error.pregame.bugman_twice")
        lines.append((STAR_PLAYER, len(basket.stars), sum(s.price for s in basket.stars)))
    players = fielded + len(basket.mercenaries) + sum(s.players for s in basket.stars)
    if (basket.mercenaries or basket.stars) and players > MOST_PLAYERS:
        raise DomainError("error.pregame.too_many_players", most=MOST_PLAYERS, count=players)
    total = sum(cost for _, _, cost in lines)
    petty, treasury = money.split(total)
    return Purchase(tuple(lines), total, petty, treasury, money.petty_cash - petty)


def _check(inducement: Inducement, team: Buyer, count: int) -> None:
    if not available(inducement, team):
        assert inducement.requires is not None
        raise DomainError(
            "error.pregame.not_available",
            inducement=Term(inducement.label_key),
            requires=Term(f"inducement.requires.{inducement.requires}"),
        )
    allowed = most(inducement, team)
    if count > allowed:
        raise DomainError("error.pregame.over_limit", inducement=Term(inducement.label_key), most=allowed, count=count)


def _check_lines(roster: str, mercenaries: Iterable[Mercenary], on_roster: Sequence[str]) -> None:
    """A Mercenary counts as a player of his line: its « 0-N » holds the players who play this game and him."""
    from rules.positions import check_room  # the same check as a hire's

    held = list(on_roster)
    for mercenary in mercenaries:
        mercenary_price(roster, mercenary)  # a line the roster does not have: refused first
        check_room(roster, mercenary.position, held)
        held.append(mercenary.position)


def riotous_rookies(dice: Dice) -> tuple[int, tuple[Die, ...]]:
    """Riotous Rookies' extra Journeymen: 2D3+1, and the dice."""
    rolled = dice.many(2, 3)
    return sum(d.value for d in rolled) + 1, rolled


def ko_modifiers(bought: Mapping[str, int]) -> tuple[Modifier, ...]:
    """What a team's inducements add to each roll to recover its Knocked-out players: +1 per Blitzer's Best Keg
    (« for each Blitzer's Best Keg purchased, apply a +1 modifier »), +1 for Josef Bugman (« Bugman's XXXX »)."""
    from rules.injury import MOD_BUGMAN, MOD_KEG

    kegs, bugman = bought.get("blitzers_best_keg", 0), bought.get(JOSEF_BUGMAN, 0)
    return (*((Modifier(MOD_KEG, kegs),) if kegs else ()), *((Modifier(MOD_BUGMAN, 1),) if bugman else ()))


BRIBE: Final = "bribe"
#: « roll a D6. On a 2+, the player is not Sent-off (and no Turnover is caused). On a natural 1, the referee pockets
#: the Bribe but sends the player off anyway » (inducements.md « 0-3 BRIBES »).
BRIBE_KEPT: Final = "bribe.kept"
BRIBE_LOST: Final = "bribe.lost"
BRIBE_TABLE: Final = RangeTable(BRIBE, (6,), (Row(1, 1, BRIBE_LOST), Row(2, None, BRIBE_KEPT)))


def roll_bribe(dice: Dice, ruleset: Ruleset = DEFAULT) -> Result:
    """A Bribe used on a player Sent-off: a D6, 2+ he stays (no Turnover), a natural 1 the Bribe is lost."""
    die = dice.roll(6)
    row = BRIBE_TABLE.row_for(die.value)
    step = table_step(BRIBE, row, (die,), row.label, target=BRIBE_TABLE.rows[-1].low)
    return Result(step, ruleset.key)


# --- the inducements a match uses: Apothecaries and Regeneration re-rolls -----------------------------------------

#: The team's own Apothecary, as a use of the match (its inducements are named by their key, one more of the same
#: kind by ``key:n``).
OWN_APOTHECARY: Final = "apothecary"
#: The inducements used « in the same manner as a regular Apothecary » (inducements.md), once per game each, in the
#: order a team spends them after its own: the Plague Doctor last, for it may re-roll a Regeneration instead.
APOTHECARY_INDUCEMENTS: Final = ("wandering_apothecary", "plague_doctor")
#: The inducements that re-roll a failed Regeneration Roll once per game: the Mortuary Assistant first (it does
#: nothing else), then the Plague Doctor (one use either way).
REGENERATION_INDUCEMENTS: Final = ("mortuary_assistant", "plague_doctor")


def _uses(keys: Iterable[str], inducements: Mapping[str, int]) -> tuple[str, ...]:
    uses: list[str] = []
    for key in keys:
        count = min(max(inducements.get(key, 0), 0), BY_KEY[key].most)
        uses += [key] if BY_KEY[key].most == 1 and count else [f"{key}:{n}" for n in range(1, count + 1)]
    return tuple(uses)


def apothecaries(*, own: bool, inducements: Mapping[str, int]) -> tuple[str, ...]:
    """Every Apothecary use a team has in its match, each once and in the order it is spent: its own (``own``), then
    each Wandering Apothecary (``wandering_apothecary:1``, ``:2``), then the Plague Doctor."""
    return ((OWN_APOTHECARY,) if own else ()) + _uses(APOTHECARY_INDUCEMENTS, inducements)


def regeneration_rerolls(inducements: Mapping[str, int]) -> tuple[str, ...]:
    """The re-rolls of a failed Regeneration Roll a team bought for its match, in the order they are spent."""
    return _uses(REGENERATION_INDUCEMENTS, inducements)


def left(uses: Sequence[str], used: Iterable[str]) -> tuple[str, ...]:
    """The ``uses`` not ``used`` yet, in order (a Plague Doctor spent on a Regeneration is no Apothecary left)."""
    spent = set(used)
    return tuple(use for use in uses if use not in spent)


def healer_inducement(use: str) -> str:
    """The inducement (or ``apothecary``) a use is: ``wandering_apothecary:2`` → ``wandering_apothecary``."""
    return use.partition(":")[0]
