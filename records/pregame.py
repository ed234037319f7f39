"""A match's pre-game as the league keeps it: what each team received, spent, bought and rolled (rules.pregame).

:class:`TeamPregame` is what is applied for one team (its Journeymen still drafts); :class:`StoredPregame` the row
read back (its Journeymen by player id). Both validate what the rules would refuse to read back: amounts below 0,
an inducement the common list does not hold, a prayer's face outside the D16 or rolled twice, a Journeyman who is
not one.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Final

from records.models import Player, PlayerDraft, truncate
from rules.errors import DomainError, check_int
from rules.pregame.inducements import (
    BY_KEY,
    MERCENARY,
    STAR_PLAYER,
    Mercenary,
    Star,
    mercenary_line,
    mercenary_skills,
)
from rules.pregame.prayers import BY_FACE, OWN, PLAYER_EFFECTS, PrayerPick, blessed
from rules.pregame.sequence import Inputs, Pregame, Snapshot
from rules.pregame.starplayers import BY_KEY as BY_STAR, HIRES

#: The largest amount of gold a pre-game line may hold (a Treasury is never near it).
MOST_GOLD = 100_000_000


def _check(
    ctv: int, petty_cash: int, treasury_spent: int, inducements: Mapping[str, int], prayers: tuple[int, ...]
) -> None:
    check_int(ctv, 0, MOST_GOLD, "field.ctv")
    check_int(petty_cash, 0, MOST_GOLD, "field.petty_cash")
    check_int(treasury_spent, 0, MOST_GOLD, "field.treasury_spent")
    for key, count in inducements.items():
        if key not in BY_KEY or key in (MERCENARY, STAR_PLAYER):
            raise DomainError("error.pregame.unknown", value=key[:40])
        check_int(count, 0, BY_KEY[key].most * 2, "field.inducement_count")
    for face in prayers:
        check_int(face, 1, 16, "field.prayer_face")
    if len(set(prayers)) != len(prayers):
        raise DomainError("error.pregame.prayer_twice")


def _check_picks(prayers: tuple[int, ...], picks: tuple[PrayerPick, ...]) -> None:
    """A pick names a Prayer the team rolled and which selects players (:data:`PLAYER_EFFECTS`)."""
    for pick in picks:
        if pick.face not in prayers or BY_FACE[pick.face].key not in PLAYER_EFFECTS:
            raise DomainError("error.pregame.prayer_pick")


@dataclass(frozen=True, slots=True)
class TeamPregame:
    """What one team's pre-game writes: its CTV (Journeymen counted), the Petty Cash it received and the Treasury
    it spent, its inducements by key, Mercenaries, Star Players, the faces of its Prayers, and its Journeymen as new
    players (``journeyman`` drafts)."""

    team_id: int
    ctv: int
    petty_cash: int = 0
    treasury_spent: int = 0
    inducements: Mapping[str, int] = field(default_factory=dict)
    mercenaries: tuple[Mercenary, ...] = ()
    stars: tuple[Star, ...] = ()
    prayers: tuple[int, ...] = ()
    journeymen: tuple[PlayerDraft, ...] = ()
    picks: tuple[PrayerPick, ...] = ()

    def __post_init__(self) -> None:
        _check(self.ctv, self.petty_cash, self.treasury_spent, self.inducements, self.prayers)
        _check_picks(self.prayers, self.picks)
        if not all(j.journeyman for j in self.journeymen):
            raise DomainError("error.pregame.not_a_journeyman")


@dataclass(frozen=True, slots=True)
class StoredPregame:
    """One team's applied pre-game, read back: its Journeymen as the ids of the players it added."""

    id: int
    guild_id: int
    match_id: int
    team_id: int
    ctv: int
    petty_cash: int
    treasury_spent: int
    inducements: Mapping[str, int]
    mercenaries: tuple[Mercenary, ...]
    stars: tuple[Star, ...]
    prayers: tuple[int, ...]
    journeymen: tuple[int, ...]
    applied_batch_id: int
    applied_by: int
    applied_at: str
    picks: tuple[PrayerPick, ...] = ()

    def __post_init__(self) -> None:
        _check(self.ctv, self.petty_cash, self.treasury_spent, self.inducements, self.prayers)
        _check_picks(self.prayers, self.picks)


@dataclass(frozen=True, slots=True)
class PregameSequence:
    """A pre-game in progress (migration 0027): the match's teams as it opened, what was chosen since, and the step
    its screen stands on."""

    id: int
    guild_id: int
    match_id: int
    step: str
    snapshot: Snapshot
    inputs: Inputs
    created_by: int


@dataclass(frozen=True, slots=True)
class PregameView:
    """What a pre-game screen shows: the sequence, what its choices compute, and its applied rows (empty before
    Confirm, or once undone)."""

    state: PregameSequence
    pregame: Pregame
    applied: tuple[StoredPregame, ...] = ()

    @property
    def plan(self) -> Pregame:
        return self.pregame


#: The autocomplete value that names a Star Player of a match: ``star:<team id>:<his key>``.
STAR_VALUE: Final = "star:"
#: The shirt number a Star Player carries on the pitch of the rolls (his label never shows it: he has none).
STAR_NUMBER: Final = 99


@dataclass(frozen=True, slots=True, kw_only=True)
class StarInMatch(Player):
    """A Star Player hired for a match, as the rolls read a player: his profile, skills and keywords, on the team that
    hired him. Never stored: his ``id`` is below 0, so no roll stores it as a player's and no casualty names him by
    id (a casualty he causes names him by name, ``caused_by_name``)."""

    star_key: str = ""

    @property
    def value_key(self) -> str:
        """What the autocomplete offers for him (:data:`STAR_VALUE`)."""
        return f"{STAR_VALUE}{self.team_id}:{self.star_key}"

    def label(self, team_name: str | None = None) -> str:
        """``Griff Oberwald`` (``— Team`` when known): a Star Player has no number."""
        return truncate(f"{self.name} — {team_name}" if team_name else self.name)


def stars_in_match(
    guild_id: int, pregames: Iterable[StoredPregame], rosters: Mapping[int, str] | None = None
) -> tuple[StarInMatch, ...]:
    """The players a match's pre-game hired, not the league's: each team's Star Players in the order hired (a pair:
    both players), then its Mercenary Players (their line of the team's roster, ``rosters`` by team id, with Loner
    (4+) and their Primary skill; named after their line and rank: « Orc Blitzer 1 »), with ids -1, -2… in that
    order. A Mercenary whose line the roster no longer has is left out."""
    found: list[StarInMatch] = []
    for pregame in list(pregames):
        found += _stars(guild_id, pregame, len(found))
        roster = (rosters or {}).get(pregame.team_id)
        for rank, mercenary in enumerate(pregame.mercenaries, start=1):
            try:
                line = mercenary_line(roster or "", mercenary)
                skills = mercenary_skills(roster or "", mercenary)
            except DomainError:
                continue
            found.append(
                StarInMatch(
                    id=-(len(found) + 1),
                    guild_id=guild_id,
                    team_id=pregame.team_id,
                    number=STAR_NUMBER,
                    name=f"{line.name} {rank}",
                    position=line.key,
                    profile=line.profile,
                    skills=skills,
                    keywords=line.keywords,
                    star_key=f"{MERCENARY}_{rank}",
                )
            )
    return tuple(found)


def _stars(guild_id: int, pregame: StoredPregame, before: int) -> list[StarInMatch]:
    """One team's Star Players, numbered on from the ``before`` players of the match already found."""
    found: list[StarInMatch] = []
    for hire in pregame.stars:
        for star in HIRES.get(hire.key, ()) or ((BY_STAR[hire.key],) if hire.key in BY_STAR else ()):
            found.append(
                StarInMatch(
                    id=-(before + len(found) + 1),
                    guild_id=guild_id,
                    team_id=pregame.team_id,
                    number=STAR_NUMBER,
                    name=star.name,
                    position=STAR_PLAYER,
                    profile=star.profile,
                    skills=star.skills,
                    keywords=star.keywords,
                    star_key=star.key,
                )
            )
    return found


def prayed_for(pregames: Iterable[StoredPregame], player: Player) -> Player:
    """``player`` as this match's applied pre-game (``pregames``, its rows) leaves him for the game: what each Prayer
    that selected him gives (:func:`rules.pregame.prayers.blessed`). A Prayer selects its own team's players, Bad
    Habits and Greasy Cleats the opposition's; any other player, or one of a match without a pre-game, is as he
    is."""
    keys, chosen = [], ""
    for pregame in pregames:
        for pick in pregame.picks:
            prayer = BY_FACE[pick.face]
            own = prayer.pick is None or prayer.pick.whose == OWN
            if pick.player_id == player.id and (player.team_id == pregame.team_id) == own:
                keys.append(prayer.key)
                chosen = pick.skill or chosen
    if not keys:
        return player
    profile, skills = blessed(player.profile, player.skills, keys, chosen=chosen)
    return replace(player, profile=profile, skills=skills)


def is_star(player: Player | None) -> bool:
    """Whether ``player`` is a Star Player of the match rather than a roster's player."""
    return isinstance(player, StarInMatch)


def star_inputs(**players: Player | None) -> dict[str, str | int]:
    """What a roll stores of the Star Players it names by side (``attacker_star``, ``attacker_star_team``): a casualty
    he causes after it names him (:func:`star_causer`)."""
    out: dict[str, str | int] = {}
    for side, player in players.items():
        if isinstance(player, StarInMatch):
            out[f"{side}_star"], out[f"{side}_star_team"] = player.name, player.team_id
    return out


def star_causer(name: str | None, team: int | None) -> dict[str, str | int]:
    """The ``caused_by_name`` and ``caused_by_team_id`` a roll following one that named a Star Player (``name`` of
    ``team``, :meth:`records.roll_options.RollOptions.star`) stores (none when that side was not a Star Player)."""
    if name is not None and team is not None:
        return {"caused_by_name": name, "caused_by_team_id": team}
    return {}
