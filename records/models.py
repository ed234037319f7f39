"""The league's records as frozen dataclasses, their validation and their errors (as data).

Every record validates itself in ``__post_init__``, so a value that reaches the
database has passed the same checks whether it came from a command, a CSV file
or an import; the SQL CHECK constraints are only the last line of defence.
An error is a :class:`LeagueError`: a catalogue key and its parameters, said in the reader's
language by the cog layer. A quantity with a limit in :mod:`rules.limits` is checked where it is
typed; a record read back accepts what the database accepts (a score saved before a limit existed
still loads, so it can be corrected).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Final, Literal, Required, TypedDict

# the statuses and outcomes a command offers as choices: in records.vocabulary, read at start-up without this module
from records.vocabulary import (
    CASUALTY_OUTCOMES as CASUALTY_OUTCOMES,
    MATCH_KINDS as MATCH_KINDS,
    MATCH_STATUSES as MATCH_STATUSES,
    MatchKind as MatchKind,
    MatchStatus as MatchStatus,
)
from rules import injury, limits, ruleset as rulesets, skills, team_rules
from rules.causes import CAUSES, Cause
from rules.characteristics import CHARACTERISTICS, Characteristic, Profile, improvements_taken
from rules.errors import DomainError, Gold, Term, check_int, shown
from rules.player import PlayerSheet
from rules.treasury import check_treasury

if TYPE_CHECKING:
    from rules.positions import Hire

# --- errors -----------------------------------------------------------------------------------------


class LeagueError(DomainError):
    """A problem the user can fix: a catalogue key (``error.<area>.<what>``) and its parameters."""


class NotFoundError(LeagueError):
    """The record does not exist on this server (another server's id reads the same way)."""


class ConflictError(LeagueError):
    """The write clashes with what is stored (a name taken, a number used, a match already open)."""


# --- vocabularies -----------------------------------------------------------------------------------

MAX_TEXT: Final = 100
#: The dearest team re-roll of any roster is far below this (po).
MAX_REROLL_COST: Final = limits.REROLL_COST.high
#: More than this many keywords / skills on one player is a typo or abuse, not Blood Bowl.
MAX_LIST: Final = 40
#: A team's roster when nobody said it at /team create: a mark, not a word (each reader sees it in his language).
NO_ROSTER: Final = "-"

PlayerStatus = Literal["active", "dead", "retired"]
PLAYER_STATUSES: Final = ("active", "dead", "retired")

CasualtyCause = Cause
CASUALTY_CAUSES: Final = CAUSES

#: The audited tables (also the ``entity`` of an audit row).
ENTITIES: Final = ("teams", "players", "matches", "casualties", "fixtures", "playoffs", "playoff_teams")

_CONTROL_CATEGORIES: Final = frozenset({"Cc", "Cs", "Zl", "Zp"})
_SPACES: Final = re.compile(r"\s+")
#: Letters NFKD does not take apart but a French speaker types without thinking.
_LIGATURES: Final = str.maketrans({"œ": "oe", "æ": "ae", "ø": "o", "ł": "l", "đ": "d", "ı": "i"})


# --- text -------------------------------------------------------------------------------------------


def clean_text(value: object, field: str, max_len: int = MAX_TEXT) -> str:
    """``value`` trimmed, as typed; refused when empty, too long or holding control characters.

    Names are never interpreted: this is the only change made to them. ``field`` is the catalogue
    key that names the value in an error (``field.team_name``).
    """
    if not isinstance(value, str):
        raise LeagueError("error.text.expected", field=Term(field), value=shown(value))
    text = value.strip()
    if not text:
        raise LeagueError("error.text.empty", field=Term(field))
    if any(unicodedata.category(c) in _CONTROL_CATEGORIES for c in text):
        raise LeagueError("error.text.control", field=Term(field))
    if len(text) > max_len:
        raise LeagueError("error.text.too_long", field=Term(field), most=max_len, count=len(text))
    return text


def clean_list(values: Iterable[str] | None, field: str) -> tuple[str, ...]:
    """Each item cleaned like a name; exact duplicates (ignoring case) dropped, order kept."""
    if values is None:
        return ()
    if isinstance(values, str):
        raise TypeError(f"{field}: a list of names, not one string")
    out: list[str] = []
    seen: set[str] = set()
    for value in values:
        text = clean_text(value, field)
        key = name_key(text)
        if key not in seen:
            seen.add(key)
            out.append(text)
    if len(out) > MAX_LIST:
        raise LeagueError("error.list.too_long", field=Term(field), most=MAX_LIST, count=len(out))
    return tuple(out)


def name_key(text: str) -> str:
    """Case-insensitive, accent-sensitive key: NFC, casefold, single spaces ("Orques" = "ORQUES" ≠ "Örques")."""
    folded = unicodedata.normalize("NFC", unicodedata.normalize("NFC", text).casefold())
    return _SPACES.sub(" ", folded).strip()


def search_key(text: str) -> str:
    """Case- and accent-insensitive key for autocomplete ("Élise" is found by "eli")."""
    # Compatibility forms first ("𝕬" → "A"), then case, then the accents case folding may add ("İ" → "i̇").
    folded = unicodedata.normalize("NFKD", text).casefold().translate(_LIGATURES)
    bare = "".join(c for c in unicodedata.normalize("NFKD", folded) if not unicodedata.combining(c))
    return _SPACES.sub(" ", bare).strip()


def _at_least(value: object, field: str, low: int) -> int:
    """A stored count: a whole number of at least ``low`` (what the database's CHECK accepts)."""
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise LeagueError("error.int_min", field=Term(field), low=low, value=shown(value))
    return value


def _set(obj: object, name: str, value: object) -> None:
    object.__setattr__(obj, name, value)


def truncate(label: str, max_len: int = MAX_TEXT) -> str:
    """Discord choice names stop at 100 characters."""
    return label if len(label) <= max_len else label[: max_len - 1] + "…"


# --- teams ------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Team:
    """A team of one server. ``archived_at`` set = soft-deleted (kept for the history)."""

    id: int
    guild_id: int
    name: str
    coach_id: int
    roster: str
    treasury: int = 0
    dedicated_fans: int = 1
    rerolls: int = 0
    cheerleaders: int = 0
    assistant_coaches: int = 0
    apothecary: bool = False
    archived_at: str | None = None
    created_at: str = ""
    updated_at: str = ""
    special_rules: tuple[str, ...] = ()
    #: One team re-roll at the roster's price (po), which team value counts; ``None`` when not known.
    reroll_cost: int | None = None
    #: Its Team Draft List (:data:`DRAFT_STATUSES`): only an approved team plays; a refusal says why.
    draft_status: str = "approved"
    draft_reason: str | None = None
    #: A re-draft's own budget (Raise Funds); ``None``: the season's draft budget.
    draft_budget: int | None = None
    #: The ended season it was last re-drafted after (one re-draft per season).
    redrafted_season: int | None = None
    #: A re-draft's players kept from last season: (player id, what re-hiring him costs).
    draft_rehired: tuple[tuple[int, int], ...] = ()

    def __post_init__(self) -> None:
        _set(self, "name", clean_text(self.name, "field.team_name"))
        if self.draft_status not in DRAFT_STATUSES:
            raise ValueError(f"unknown draft status {self.draft_status!r}")
        _set(self, "special_rules", team_rules.check(self.special_rules))
        _set(self, "roster", clean_text(self.roster, "field.roster"))
        _at_least(self.coach_id, "field.coach", 0)
        check_treasury(self.treasury)
        limits.DEDICATED_FANS.check(self.dedicated_fans)
        limits.REROLLS.check(self.rerolls)
        limits.CHEERLEADERS.check(self.cheerleaders)
        limits.ASSISTANT_COACHES.check(self.assistant_coaches)
        _set(self, "apothecary", bool(self.apothecary))
        if self.reroll_cost is not None and (
            isinstance(self.reroll_cost, bool)
            or not isinstance(self.reroll_cost, int)
            or not 0 <= self.reroll_cost <= MAX_REROLL_COST
            or self.reroll_cost % 5000
        ):
            raise DomainError("error.team.reroll_cost", value=shown(self.reroll_cost, 20), max=Gold(MAX_REROLL_COST))

    @property
    def name_key(self) -> str:
        return name_key(self.name)

    @property
    def archived(self) -> bool:
        return self.archived_at is not None

    @property
    def label(self) -> str:
        """``Orques de Fer (Orques)`` for choices and tables (``Orques de Fer`` when nobody said the roster)."""
        return truncate(self.name if self.roster == NO_ROSTER else f"{self.name} ({self.roster})")


#: A Team Draft List's way (issue 29): chosen by its coach, submitted, then approved or refused by a commissioner.
DRAFT_STATUSES: Final = ("draft", "submitted", "approved", "refused")


class NewTeam(TypedDict, total=False):
    """A team to create, as keyword arguments (:meth:`league.teams.TeamRepository.create`): the fields of a
    :class:`Team` a commissioner gives (its special rules apart: by default, the book's for its roster)."""

    name: Required[str]
    coach_id: Required[int]
    roster: Required[str]
    treasury: int
    dedicated_fans: int
    rerolls: int
    cheerleaders: int
    assistant_coaches: int
    apothecary: bool
    reroll_cost: int | None


#: What only a commissioner changes outside the post-match: the money, the Fans Dévoués and the staff.
COMMISSIONER_FIELDS: Final = (
    "treasury",
    "dedicated_fans",
    "rerolls",
    "cheerleaders",
    "assistant_coaches",
    "apothecary",
    "reroll_cost",
)

#: What only a commissioner changes on a player's sheet outside the post-match: everything the game counts (the
#: profile, skills and keywords the rolls read, SPP and advancements, injuries, MNG, the value that team value and
#: the league table count, who is a journeyman or temporarily retired). The post-match writes them by the book;
#: a coach keeps his players' names, numbers and positions.
PLAYER_COMMISSIONER_FIELDS: Final = (
    "profile",
    "keywords",
    "skills",
    "gained_hatreds",
    "spp",
    "niggling",
    "miss_next_game",
    "improvements",
    "value",
    "status",
    "journeyman",
    "temporarily_retired",
    "primary",
    "secondary",
)

#: Fields :meth:`league.teams.TeamRepository.update` may change: the team's name, coach, roster and special rules,
#: and what only a commissioner changes.
TEAM_FIELDS: Final = ("name", "coach_id", "roster", "special_rules", *COMMISSIONER_FIELDS)


# --- players ----------------------------------------------------------------------------------------


def _check_player_fields(p: PlayerDraft | Player) -> None:
    limits.PLAYER_NUMBER.check(p.number)
    _set(p, "name", clean_text(p.name, "field.player_name"))
    _set(p, "position", clean_text(p.position, "field.position"))
    if not isinstance(p.profile, Profile):
        raise TypeError(f"not a Profile: {p.profile!r}")
    _set(p, "keywords", clean_list(p.keywords, "field.keywords"))
    _set(p, "skills", tuple(skills.stored(name) for name in clean_list(p.skills, "field.skills")))
    _set(p, "gained_hatreds", clean_list(p.gained_hatreds, "field.gained_hatreds"))
    _at_least(p.spp, "field.spp", 0)
    _at_least(p.niggling, "field.niggling", 0)
    _set(p, "miss_next_game", bool(p.miss_next_game))
    _set(p, "journeyman", bool(p.journeyman))
    # stored counts of 0..2 per characteristic; anything else is a bug, not something a user typed
    _set(p, "improvements", MappingProxyType(improvements_taken(p.improvements)))
    if p.value is not None:
        _at_least(p.value, "field.value", 0)
    primary, secondary = skills.skill_access(p.primary, p.secondary)
    _set(p, "primary", primary)
    _set(p, "secondary", secondary)


@dataclass(frozen=True, slots=True)
class PlayerDraft(PlayerSheet):
    """A player not saved yet (a line of a roster CSV, a hire): his sheet (:class:`rules.player.PlayerSheet`),
    validated; ``improvements`` read-only once validated."""

    def __post_init__(self) -> None:
        _check_player_fields(self)

    @classmethod
    def hired(cls, number: int, name: str, position: str, hire: Hire, *, journeyman: bool = False) -> PlayerDraft:
        """A new player as his line filled him (:func:`rules.positions.hire`): ``/player add`` and a roster CSV's
        line build him the same way. A position his line was found by is stored as that line's key (« Blitzer » and
        « Dwarf Blitzer » typed in a Dwarf team are both ``dwarf_blitzer``, shown in the reader's words)."""
        return cls(
            number=number,
            name=name,
            position=position if hire.line is None else hire.line.key,
            profile=hire.profile,
            skills=hire.skills,
            keywords=hire.keywords,
            value=hire.value,
            journeyman=journeyman,
            primary=hire.primary,
            secondary=hire.secondary,
        )


@dataclass(frozen=True, slots=True, kw_only=True)
class Player(PlayerDraft):
    """A player on a team's roster, or in its history once dead or retired: a draft once saved, with its ids and
    what only a stored player has (status, dates, Temporary Retirement, advancements), named by keyword."""

    id: int
    guild_id: int
    team_id: int
    status: PlayerStatus = "active"
    left_at: str | None = None
    created_at: str = ""
    updated_at: str = ""
    temporarily_retired: bool = False
    advancements: int = 0

    def __post_init__(self) -> None:
        _check_player_fields(self)
        if self.status not in PLAYER_STATUSES:
            raise ValueError(f"unknown player status {self.status!r}: {', '.join(PLAYER_STATUSES)}")
        _set(self, "temporarily_retired", bool(self.temporarily_retired))
        check_int(self.advancements, 0, 6, "field.advancements")

    @property
    def active(self) -> bool:
        return self.status == "active"

    @property
    def all_skills(self) -> tuple[str, ...]:
        """Skills and traits as the rules read them (:func:`rules.skills.read`), gained Haine (X) included."""
        return self.skills + tuple(f"hatred ({x})" for x in self.gained_hatreds)

    @property
    def hatred_candidates(self) -> tuple[str, ...]:
        """The keywords a Haine (X) caused by this player may name (the excluded list removed)."""
        return injury.hatred_candidates(self.keywords)

    def label(self, team_name: str | None = None) -> str:
        """``#7 Grak — Orques de Fer`` (without the team when it is not known)."""
        text = f"#{self.number} {self.name}"
        return truncate(f"{text} — {team_name}" if team_name else text)


@dataclass(frozen=True, slots=True)
class SkillNotice:
    """A player's skill or trait that is not in the official list: accepted, kept as typed, flagged.

    ``closest`` is the catalogue key of the nearest official skill and ``closest_as`` the very name it
    was nearest to; both ``None`` when nothing is close (most likely a league's own house skill).
    """

    number: int
    player: str
    typed: str
    closest: str | None = None
    closest_as: str | None = None


def skill_notices(players: Iterable[PlayerDraft | Player]) -> tuple[SkillNotice, ...]:
    """Every skill name of these players that :mod:`rules.skills` does not know, with its closest name."""
    return tuple(
        SkillNotice(
            p.number,
            p.name,
            reading.typed,
            reading.suggestion.key if reading.suggestion else None,
            reading.suggested_as,
        )
        for p in players
        for reading in skills.unknown(p.skills)
    )


#: Fields :meth:`league.players.PlayerRepository.update` may change: what a coach changes, what only a commissioner
#: changes, and the advancements the post-match writes.
PLAYER_FIELDS: Final = ("number", "name", "position", *PLAYER_COMMISSIONER_FIELDS, "advancements")


# --- matches ----------------------------------------------------------------------------------------


def check_match_status(status: object) -> None:
    """One of :data:`MATCH_STATUSES`: a stored match, a status asked of it, a list filtered by one."""
    if status not in MATCH_STATUSES:
        raise DomainError("error.match.status", value=shown(status, 20))


def check_fp(fp: object, die: object | None, field: str = limits.MATCH_FAN_FACTOR.field) -> None:
    """FP = D3 + Fans Dévoués, so 2..10; the D3, when the bot rolled it, 1..3."""
    if fp is None:
        if die is not None:
            raise ValueError("an FP die without an FP")
        return
    limits.MATCH_FAN_FACTOR.check(fp, field)
    if die is not None:
        limits.FAN_FACTOR_DIE.check(die)


@dataclass(frozen=True, slots=True)
class Match:
    """A match between two teams of one server, played in ``channel_id``."""

    id: int
    guild_id: int
    home_team_id: int
    away_team_id: int
    channel_id: int | None = None
    status: MatchStatus = "open"
    home_score: int = 0
    away_score: int = 0
    home_fp: int | None = None
    away_fp: int | None = None
    home_fp_die: int | None = None
    away_fp_die: int | None = None
    created_by: int = 0
    created_at: str = ""
    started_at: str | None = None
    finished_at: str | None = None
    updated_at: str = ""
    #: The season the match was opened in (``league.season.current_season``).
    season: int = 1
    #: The side that conceded, as the post-match recorded it (``None``: played out).
    conceded: Literal["home", "away"] | None = None
    #: A league fixture, a friendly or an unplayed fixture (migration 0015; older rows: ``league``).
    kind: MatchKind = "league"
    #: The ruleset it is played under, the server's when it was opened (docs/rules.md M1, migration 0019): every
    #: roll of the match and its post-match use it. ``None``: not recorded (a match closed before 0019, an older
    #: export), the server's then.
    ruleset: str | None = None
    #: A Play-off game (migration 0025): its round (1 the first) and its place in it, ``None`` off the bracket
    #: (the third-place Play-off is the final's stage, slot 1; ``rules.playoffs.next_ties``).
    playoff_stage: int | None = None
    playoff_slot: int | None = None
    #: How a Play-off game was decided (``rules.playoffs.DECIDED``), and who won its penalties.
    decided_by: str | None = None
    shootout_winner: Literal["home", "away"] | None = None

    def __post_init__(self) -> None:
        if self.home_team_id == self.away_team_id:
            raise LeagueError("error.match.same_team")
        if self.ruleset is not None:
            rulesets.get(self.ruleset)  # « ligue » or « bb2025 », said as the ruleset error
        if self.kind not in MATCH_KINDS:
            raise DomainError("error.match.kind", value=shown(self.kind, 20))
        check_match_status(self.status)
        # a stored score as the database keeps it (0-99): one typed goes through rules.limits.TOUCHDOWNS
        _at_least(self.home_score, "field.touchdowns", 0)
        _at_least(self.away_score, "field.touchdowns", 0)
        check_fp(self.home_fp, self.home_fp_die, "field.home_fan_factor")
        check_fp(self.away_fp, self.away_fp_die, "field.away_fan_factor")
        _at_least(self.season, "field.season", 1)
        if self.conceded not in (None, "home", "away"):
            raise DomainError("error.match.conceded", value=str(self.conceded)[:20])

    @property
    def team_ids(self) -> tuple[int, int]:
        return (self.home_team_id, self.away_team_id)

    def side(self, team_id: int) -> Literal["home", "away"]:
        """Which side ``team_id`` plays; :class:`LeagueError` if it does not play this match."""
        if team_id == self.home_team_id:
            return "home"
        if team_id == self.away_team_id:
            return "away"
        raise LeagueError("error.match.not_playing", match=self.id)


# --- casualties -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CasualtyReport:
    """A casualty as it is reported (a roll's « Enregistrer », ``/casualty``, a post-match's addition): what
    ``league.casualties`` checks against the league and completes into a :class:`Casualty`.

    ``sequelle`` is the characteristic a Séquelle lowers (MA/ST/AG/PA/AV). ``caused_by_team_id`` alone names a
    team whose player is not on a roster (a Star Player, a Mercenary: then ``caused_by_name`` may name him).
    ``hatred_candidates`` ``None``: the causer's keywords minus the excluded ones.
    """

    victim_id: int
    outcome: str
    cause: CasualtyCause
    match_id: int | None = None
    caused_by_id: int | None = None
    caused_by_team_id: int | None = None
    roll_id: int | None = None
    sequelle: Characteristic | None = None
    hatred_candidates: tuple[str, ...] | None = None
    caused_by_name: str | None = None

    def __post_init__(self) -> None:
        if self.outcome not in CASUALTY_OUTCOMES:
            raise ValueError(f"unknown casualty outcome {self.outcome!r}")
        if self.cause not in CASUALTY_CAUSES:
            raise ValueError(f"unknown cause {self.cause!r}: {', '.join(CASUALTY_CAUSES)}")
        if self.sequelle is not None:
            if self.sequelle not in CHARACTERISTICS:
                raise ValueError(f"unknown lasting injury {self.sequelle!r}: {', '.join(CHARACTERISTICS)}")
            if self.outcome != injury.CASUALTY_LASTING_INJURY:
                raise LeagueError("error.casualty.sequelle_outcome")
        if self.caused_by_id is not None and self.caused_by_id == self.victim_id:
            raise LeagueError("error.casualty.self")
        if self.hatred_candidates is not None:
            _set(self, "hatred_candidates", clean_list(self.hatred_candidates, "field.hatred_candidates"))
        if self.caused_by_name is not None:
            _set(self, "caused_by_name", clean_text(self.caused_by_name, "field.author"))
            if self.caused_by_id is not None or self.caused_by_team_id is None:
                raise DomainError("error.casualty.named_author")


@dataclass(frozen=True, slots=True, kw_only=True)
class Casualty(CasualtyReport):
    """One casualty suffered by ``victim_id``, caused (or not) by ``caused_by_id``: a report once recorded, with
    its ids, the victim's team, who recorded it and when, named by keyword.

    ``applied_at`` is set once the post-match sequence has applied it, and with it ``earns_spp``: whether it is
    of the kind that earns casualty SPP (postgame-reference §9), the book's « casualties caused » that the league
    table counts (``None`` until then).
    """

    id: int
    guild_id: int
    victim_team_id: int
    hatred_candidates: tuple[str, ...] = ()
    recorded_by: int = 0
    recorded_at: str = ""
    applied_at: str | None = None
    updated_at: str = ""
    earns_spp: bool | None = None

    @property
    def applied(self) -> bool:
        return self.applied_at is not None

    @property
    def dead(self) -> bool:
        return self.outcome == injury.CASUALTY_DEAD


# --- audit ------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AuditEntry:
    """One audited write: the whole row ``before`` (None for an insert) and ``after`` (None for a delete)."""

    id: int
    guild_id: int
    batch_id: int
    user_id: int
    at: str
    action: str
    op: Literal["insert", "update", "delete"]
    entity: str
    entity_id: int
    before: dict[str, Any] | None
    after: dict[str, Any] | None


@dataclass(frozen=True, slots=True)
class AuditBatch:
    """The writes of one transaction, undone as a whole; ``reverted_by`` = the batch that undid it."""

    id: int
    guild_id: int
    user_id: int
    label: str
    created_at: str
    reverted_by: int | None = None
