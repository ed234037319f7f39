"""The pre-game as one state, pure: each team as it stands, what each coach chose, and what follows (league_play.md
« PRE-GAME SEQUENCE », docs/rules.md PG1-…).

:class:`Snapshot` is the match's two teams when the pre-game opened (:class:`TeamSnap`); :class:`Inputs` what was
chosen since (per side: the Journeymen's line, the inducements, the Star Players, the Prayers' faces). :func:`compute`
gives the :class:`Pregame`: each side's Journeymen, TV and CTV, money (the higher CTV spends Treasury first; the lower
gets Petty Cash of the difference and what the other spent, and may add up to 50,000 of Treasury) and its checked
purchase. A choice the rules refuse is refused when it is made (:func:`checked`): the stored inputs always compute.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Final, Literal

from rules.dice import Dice
from rules.errors import DomainError
from rules.model import Step
from rules.pregame import inducements as ind, starplayers
from rules.pregame.inducements import Basket, Budget, Mercenary, Purchase, Star
from rules.pregame.prayers import PrayerPick
from rules.pregame.values import Journeyman, PreGameValue, SquadPlayer, Staff, journeymen_needed, pregame_value, take_on

Side = Literal["home", "away"]
SIDES: Final[tuple[Side, Side]] = ("home", "away")


@dataclass(frozen=True, slots=True)
class TeamSnap:
    """A team as its pre-game reads it: who coaches it, its roster and special rules, its Treasury, players, staff."""

    team_id: int
    name: str
    coach_id: int
    roster: str
    treasury: int
    special_rules: tuple[str, ...] = ()
    players: tuple[SquadPlayer, ...] = ()
    staff: Staff = field(default_factory=Staff)


@dataclass(frozen=True, slots=True)
class Snapshot:
    match_id: int
    home: TeamSnap
    away: TeamSnap

    def team(self, side: Side) -> TeamSnap:
        return self.home if side == "home" else self.away


@dataclass(frozen=True, slots=True)
class SideInputs:
    """One team's choices: the Journeymen's line (when its roster has several), its inducements by key, its Star
    Players by key (a pair by either name), the D16 faces its Prayers to Nuffle rolled, its Mercenary Players (each
    a line of its roster by key, with his Primary skill or none)."""

    journeymen: str = ""
    inducements: Mapping[str, int] = field(default_factory=dict)
    stars: tuple[str, ...] = ()
    prayers: tuple[int, ...] = ()
    mercenaries: tuple[Mercenary, ...] = ()
    #: The players its Prayers selected (:func:`with_pick`).
    picks: tuple[PrayerPick, ...] = ()


@dataclass(frozen=True, slots=True)
class Inputs:
    home: SideInputs = field(default_factory=SideInputs)
    away: SideInputs = field(default_factory=SideInputs)

    def side(self, side: Side) -> SideInputs:
        return self.home if side == "home" else self.away

    def with_side(self, side: Side, new: SideInputs) -> Inputs:
        return replace(self, **{side: new})


@dataclass(frozen=True, slots=True)
class SidePregame:
    """One team's pre-game: its Journeymen, TV/CTV, money and purchase, the Star Players it may hire."""

    team: TeamSnap
    journeymen: tuple[Journeyman, ...]
    journeymen_lines: tuple[str, ...]
    value: PreGameValue
    budget: Budget
    purchase: Purchase
    stars: tuple[Star, ...]
    prayers_owed: int

    @property
    def fielded(self) -> int:
        return sum(1 for p in self.team.players if p.able) + len(self.journeymen)


@dataclass(frozen=True, slots=True)
class Pregame:
    home: SidePregame
    away: SidePregame

    def side(self, side: Side) -> SidePregame:
        return self.home if side == "home" else self.away

    @property
    def higher(self) -> Side | None:
        """The side of the higher CTV (``None``: equal)."""
        home, away = self.home.value.ctv, self.away.value.ctv
        return None if home == away else ("home" if home > away else "away")


def _journeymen(team: TeamSnap, chosen: str) -> tuple[tuple[Journeyman, ...], tuple[str, ...]]:
    from rules.pregame.values import journeyman_lines_of

    lines = tuple(line.key for line in journeyman_lines_of(team.roster))
    if not journeymen_needed(team.players):
        return (), lines
    if not chosen and len(lines) > 1:
        return (), lines  # the coach chooses (a blocker of its step)
    return take_on(team.roster, team.players, (chosen,) if chosen else ()), lines


def star_choices(
    team: TeamSnap, keys: tuple[str, ...], fielded: int, *, bugman_hired: bool = False
) -> tuple[Star, ...]:
    """The Star Players chosen, checked as the book hires them (:func:`rules.pregame.starplayers.check_hire`: one
    this roster may hire, two choices at most, 16 players at most) and priced (a pair: one choice, two players)."""
    if not keys:
        return ()
    from rules import rosters

    book = rosters.find(team.roster)
    if book is None:
        raise DomainError("error.pregame.journeyman_roster", roster=team.roster[:40], count=len(keys))
    starplayers.check_hire(book, keys, fielded, special_rules=team.special_rules, bugman_hired=bugman_hired)
    stars = []
    for key in keys:
        hire = starplayers.find(key)
        assert hire is not None  # checked
        stars.append(Star(hire[0].hire, starplayers.fee(hire), len(hire)))
    return tuple(stars)


def available_stars(team: TeamSnap) -> tuple[starplayers.StarPlayer, ...]:
    """The Star Players ``team``'s roster may hire (none for a house roster)."""
    from rules import rosters

    book = rosters.find(team.roster)
    return starplayers.available_to(book, special_rules=team.special_rules) if book is not None else ()


def _side(team: TeamSnap, chosen: SideInputs, other_ctv: int, other_spent: int) -> SidePregame:
    journeymen, lines = _journeymen(team, chosen.journeymen)
    value = pregame_value(team.roster, team.special_rules, team.players, journeymen, team.staff)
    money = ind.budget(value.ctv, other_ctv, team.treasury, other_spent=other_spent)
    fielded = sum(1 for p in team.players if p.able) + len(journeymen)
    bugman = bool(chosen.inducements.get(ind.JOSEF_BUGMAN))
    stars = star_choices(team, chosen.stars, fielded + len(chosen.mercenaries), bugman_hired=bugman)
    basket = Basket({k: n for k, n in chosen.inducements.items() if n}, chosen.mercenaries, stars)
    # a Mercenary counts in his line's « 0-N » with the players who play this game
    on_pitch = (*(p.position for p in team.players if p.able), *(j.line.key for j in journeymen))
    buyer = ind.buyer(team.roster, team.special_rules)
    purchase = ind.check_purchase(buyer, basket, money, fielded=fielded, on_roster=on_pitch)
    owed = chosen.inducements.get(ind.PRAYERS, 0)
    return SidePregame(team, journeymen, lines, value, money, purchase, stars, owed)


def compute(snapshot: Snapshot, inputs: Inputs) -> Pregame:
    """The pre-game of ``inputs``: the higher CTV buys first, the lower's Petty Cash counts what it spent."""
    values = {}
    for side in SIDES:
        team = snapshot.team(side)
        journeymen, _ = _journeymen(team, inputs.side(side).journeymen)
        values[side] = pregame_value(team.roster, team.special_rules, team.players, journeymen, team.staff).ctv
    first: Side = "away" if values["away"] > values["home"] else "home"
    second: Side = "home" if first == "away" else "away"
    done = {first: _side(snapshot.team(first), inputs.side(first), values[second], 0)}
    spent = done[first].purchase.treasury if values[first] > values[second] else 0
    done[second] = _side(snapshot.team(second), inputs.side(second), values[first], spent)
    return Pregame(done["home"], done["away"])


def checked(snapshot: Snapshot, inputs: Inputs) -> Inputs:
    """``inputs`` when they compute; the rules' refusal (a :class:`DomainError` with its reason) otherwise."""
    compute(snapshot, inputs)
    return inputs


# --- what a coach changes (each refused as the rules say) -------------------------------------------------------


def with_inducement(snapshot: Snapshot, inputs: Inputs, side: Side, key: str, delta: int) -> Inputs:
    chosen = inputs.side(side)
    counts = dict(chosen.inducements)
    counts[key] = max(0, counts.get(key, 0) + delta)
    prayers = chosen.prayers[: counts.get(ind.PRAYERS, 0)]
    picks = tuple(p for p in chosen.picks if p.face in prayers)
    return checked(snapshot, inputs.with_side(side, replace(chosen, inducements=counts, prayers=prayers, picks=picks)))


def with_star(snapshot: Snapshot, inputs: Inputs, side: Side, key: str) -> Inputs:
    """A Star Player added (chosen again: taken off)."""
    chosen = inputs.side(side)
    stars = tuple(k for k in chosen.stars if k != key) if key in chosen.stars else (*chosen.stars, key)
    return checked(snapshot, inputs.with_side(side, replace(chosen, stars=stars)))


def with_mercenary(snapshot: Snapshot, inputs: Inputs, side: Side, position: str, skill: str | None = None) -> Inputs:
    """A Mercenary Player of ``position`` (a line of the team's roster, stored by its key) added, with ``skill`` (one
    Primary skill his line lacks) or none; refused as the rules refuse him (his line, his skill, his line full, the
    16 players, the money)."""
    line = ind.mercenary_line(snapshot.team(side).roster, Mercenary(position))
    chosen = inputs.side(side)
    mercenaries = (*chosen.mercenaries, Mercenary(line.key, skill or None))
    return checked(snapshot, inputs.with_side(side, replace(chosen, mercenaries=mercenaries)))


def without_mercenary(snapshot: Snapshot, inputs: Inputs, side: Side, index: int) -> Inputs:
    """The ``index``-th Mercenary Player taken off (an index he no longer has: a stale menu)."""
    chosen = inputs.side(side)
    if not 0 <= index < len(chosen.mercenaries):
        raise DomainError("pm.error.stale")
    mercenaries = chosen.mercenaries[:index] + chosen.mercenaries[index + 1 :]
    return checked(snapshot, inputs.with_side(side, replace(chosen, mercenaries=mercenaries)))


def with_journeymen(snapshot: Snapshot, inputs: Inputs, side: Side, line: str) -> Inputs:
    chosen = inputs.side(side)
    return checked(snapshot, inputs.with_side(side, replace(chosen, journeymen=line)))


def with_prayers(inputs: Inputs, side: Side, faces: tuple[int, ...]) -> Inputs:
    chosen = inputs.side(side)
    return inputs.with_side(side, replace(chosen, prayers=(*chosen.prayers, *faces)))


def pick_candidates(snapshot: Snapshot, inputs: Inputs, side: Side, face: int) -> tuple[SquadPlayer, ...]:
    """The players ``side``'s Prayer ``face`` may select: those able to play of its own team, or of the opposition's
    for Bad Habits and Greasy Cleats (Star Players and Mercenaries are not the team's players here: never selected).
    None when the team did not roll it or it selects nobody (``error.pregame.prayer_pick``)."""
    from rules.pregame.prayers import BY_FACE, OWN, PLAYER_EFFECTS

    prayer = BY_FACE.get(face)
    if face not in inputs.side(side).prayers or prayer is None or prayer.key not in PLAYER_EFFECTS:
        raise DomainError("error.pregame.prayer_pick")
    assert prayer.pick is not None
    whose = side if prayer.pick.whose == OWN else SIDES[1 - SIDES.index(side)]
    return tuple(p for p in snapshot.team(whose).players if p.able)


def training_skills(
    snapshot: Snapshot, inputs: Inputs, side: Side, face: int, player_id: int
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(category, its skills) for each Primary category of the line of ``player_id``, whom ``side``'s Prayer ``face``
    may select: what Intensive Training offers him (« a single Primary Skill of your choice »); none for a player
    whose line his team's roster does not hold."""
    from rules import positions
    from rules.skills import CATALOGUE

    player = next((p for p in pick_candidates(snapshot, inputs, side, face) if p.id == player_id), None)
    if player is None:
        raise DomainError("error.pregame.prayer_pick")
    _, line = positions.line_of(snapshot.team(side).roster, player.position)
    categories = line.primary if line is not None else ()
    return tuple((c, tuple(k for k, skill in CATALOGUE.items() if skill.category == c)) for c in categories)


def with_pick(snapshot: Snapshot, inputs: Inputs, side: Side, face: int, player_id: int, skill: str = "") -> Inputs:
    """``player_id`` selected by ``side``'s Prayer ``face`` (the coach's choice, or the die the table rolled for a
    random one): he replaces the one it had; Bad Habits (D3 players) takes up to three, one chosen again taken off.
    ``skill``: Intensive Training's Primary skill (:func:`training_skills`)."""
    from rules.pregame.prayers import BY_FACE

    if player_id not in {p.id for p in pick_candidates(snapshot, inputs, side, face)}:
        raise DomainError("error.pregame.prayer_pick")
    if skill and skill not in {k for _, keys in training_skills(snapshot, inputs, side, face, player_id) for k in keys}:
        raise DomainError("error.pregame.prayer_pick")
    chosen = inputs.side(side)
    mine = [p for p in chosen.picks if p.face == face]
    others = tuple(p for p in chosen.picks if p.face != face)
    pick = BY_FACE[face].pick
    assert pick is not None
    if pick.count:
        mine = [PrayerPick(face, player_id, skill)]
    elif any(p.player_id == player_id for p in mine):
        mine = [p for p in mine if p.player_id != player_id]
    elif len(mine) < 3:
        mine.append(PrayerPick(face, player_id))
    else:
        raise DomainError("error.pregame.prayer_pick")
    return inputs.with_side(side, replace(chosen, picks=(*others, *mine)))


def owed(inputs: Inputs, pregame: Pregame, side: Side) -> int:
    """The Prayers to Nuffle ``side`` bought and has not rolled yet."""
    return max(0, pregame.side(side).prayers_owed - len(inputs.side(side).prayers))


def roll_owed_prayers(
    inputs: Inputs, pregame: Pregame, dice: Dice, *, by_hand: bool = False
) -> tuple[Inputs, tuple[tuple[Side, Step], ...]]:
    """The Prayers to Nuffle still owed, rolled in order (the home team's first): a D16 each, re-rolled on a result
    the team already has (:func:`rules.pregame.prayers.roll_prayer`); the inputs with their faces, and each prayer's
    step (every D16 it threw) for its roll's record. Dice typed by hand (``by_hand``) that end before a prayer leave
    it owed."""
    from rules.pregame.prayers import roll_prayer

    steps: list[tuple[Side, Step]] = []
    for side in SIDES:
        taken = list(inputs.side(side).prayers)
        for _ in range(owed(inputs, pregame, side)):
            if by_hand and not dice.unused:
                break
            step = roll_prayer(dice, taken)
            assert step.total is not None
            taken.append(step.total)
            steps.append((side, step))
        inputs = inputs.with_side(side, replace(inputs.side(side), prayers=tuple(taken)))
    return inputs, tuple(steps)


def with_rolled_prayers(inputs: Inputs, pregame: Pregame, faces: Sequence[int]) -> Inputs:
    """D16 faces (rolled, or typed by hand) given in order to the prayers still owed, the home team's first. A face
    outside the D16 or one the team already has is refused (the book re-rolls it: roll that die again)."""
    from rules.errors import check_int

    left = list(faces)
    for side in SIDES:
        taken = list(inputs.side(side).prayers)
        for _ in range(owed(inputs, pregame, side)):
            if not left:
                break
            face = left.pop(0)
            check_int(face, 1, 16, "field.prayer_face")
            if face in taken:
                raise DomainError("error.pregame.prayer_twice")
            taken.append(face)
        inputs = inputs.with_side(side, replace(inputs.side(side), prayers=tuple(taken)))
    return inputs
