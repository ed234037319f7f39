"""What the commissioner typed or chose during a post-match, and the functions that change it.

:class:`Inputs` is stored as JSON beside the post-match and replaced, never
mutated: each ``with_…`` function returns new inputs or raises a
:class:`~rules.errors.DomainError` the cog layer says in the reader's words.
Things added here (a casualty, an advancement, a hired player) get a key that
is never reused (``x3``, ``a2``, ``h1``), so their dice can never serve another.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from rules import codec, injury, limits, skills
from rules.advancement import ADVANCEMENT_KINDS as _KINDS
from rules.causes import KNOWN_CAUSES
from rules.characteristics import CHARACTERISTICS, Profile
from rules.errors import DomainError, Gold, Term
from rules.fields import copy_fields
from rules.postmatch.rolls import MVP_NOMINEES
from rules.postmatch.snapshots import SIDES, CasualtySnap, PlayerSnap, Side, other_side
from rules.typed import GOLD_STEP, fold

#: Advancements the post-match offers, cheapest first (rules-reference §2.6).
ADVANCEMENT_KINDS: Final = _KINDS
#: "A skill instead" of a rolled characteristic: its category.
SKILL_CATEGORIES: Final = ("primary", "secondary")
#: Casualty outcomes the commissioner may type for a casualty added in the post-match (a recovered one earns its
#: PSP all the same).
ADDED_OUTCOMES: Final = (*injury.CASUALTY.outcomes, injury.INJURY_BADLY_HURT, *injury.RECOVERED)
#: The causes a casualty added or completed in the post-match may have.
CAUSES: Final = KNOWN_CAUSES
#: The PSP events typed per team (postgame-reference §4.1): one entry per event, by player.
SPP_EVENTS: Final = ("touchdowns", "completions", "interceptions", "throws", "landings", "catches", "crowd_pushes")
#: Most touchdowns, passes or interceptions one player can be given in one match (typo guard).
MAX_EVENTS: Final = 30
#: Longest skill name typed in a form.
MAX_SKILL_NAME: Final = 100
#: Longest name of a casualty's author outside the rosters (Star Player, Mercenary).
MAX_NAME: Final = 100
#: Apothecary in a staff order: leave it, hire one, let it go.
APOTHECARY_ORDERS: Final = ("keep", "hire", "fire")


@dataclass(frozen=True, slots=True)
class AddedCasualty:
    """A casualty typed here; ``caused_by_name``: an author outside the rosters (Star Player, Mercenary)."""

    key: str
    victim_id: int
    cause: str
    outcome: str | None = None
    caused_by_id: int | None = None
    caused_by_name: str | None = None


@dataclass(frozen=True, slots=True)
class AdvancementChoice:
    """One advancement, paid in the order the advancements were added.

    ``kind`` of :data:`ADVANCEMENT_KINDS`; ``category`` the skill category of a random Primary skill;
    ``choice`` the characteristic taken after the D8, a skill category taken instead of it, or the
    skill key kept of the two random draws; ``skill`` the name of a chosen skill.
    """

    key: str
    player_id: int
    kind: str
    choice: str | None = None
    skill: str | None = None
    category: str | None = None


@dataclass(frozen=True, slots=True)
class Recruit:
    """A player bought in the hiring step: its key (``h<n>``, never reused), number, name, position and profile."""

    key: str
    number: int
    name: str
    position: str
    profile: Profile


@dataclass(frozen=True, slots=True, kw_only=True)
class Hire(Recruit):
    """A new player as typed: the side that buys him; ``fee`` ``None``: the value of a team-mate in the same
    position."""

    side: Side
    fee: int | None = None


@dataclass(frozen=True, slots=True)
class StaffOrder:
    """One team's staff bought or let go: re-rolls bought (at double their roster price), the rest as totals."""

    rerolls: int = 0
    reroll_price: int = 0
    apothecary: str = "keep"
    cheerleaders: int | None = None
    assistant_coaches: int | None = None


@dataclass(frozen=True, slots=True)
class Inputs:
    """Everything typed or chosen during the post-match (stored as JSON, replaced, never mutated)."""

    concession: Side | None = None
    concession_penalty: bool = True
    stalled: tuple[Side, ...] = ()
    score: tuple[int, int] | None = None
    added: tuple[AddedCasualty, ...] = ()
    next_added: int = 1
    removed: tuple[int, ...] = ()
    causes: Mapping[str, str] = field(default_factory=dict)
    hatred: Mapping[str, str] = field(default_factory=dict)
    touchdowns: Mapping[int, int] = field(default_factory=dict)
    completions: Mapping[int, int] = field(default_factory=dict)
    interceptions: Mapping[int, int] = field(default_factory=dict)
    throws: Mapping[int, int] = field(default_factory=dict)
    landings: Mapping[int, int] = field(default_factory=dict)
    #: Catches from a Pass Action (Dazzling Catching) and pushes into the Crowd that caused a Casualty (Fan
    #: Interaction): Prayers to Nuffle's SPP, typed only for a team that prayed for them.
    catches: Mapping[int, int] = field(default_factory=dict)
    crowd_pushes: Mapping[int, int] = field(default_factory=dict)
    spp_entered: tuple[Side, ...] = ()
    nominees: Mapping[str, tuple[int, ...]] = field(default_factory=dict)
    advancements: tuple[AdvancementChoice, ...] = ()
    next_advancement: int = 1
    hires: tuple[Hire, ...] = ()
    next_hire: int = 1
    staff: Mapping[str, StaffOrder] = field(default_factory=dict)
    fired: tuple[int, ...] = ()
    journeymen_hired: tuple[int, ...] = ()
    retired: tuple[int, ...] = ()
    hiring_side: Side = "home"
    #: The value typed for a player stored without one (his Hiring Fee plus his earlier increases), by player id.
    values: Mapping[int, int] = field(default_factory=dict)

    def events(self, kind: str) -> Mapping[int, int]:
        """One of :data:`SPP_EVENTS`: player id → count."""
        counts: Mapping[int, int] = getattr(self, kind)
        return counts


def read_inputs(data: Mapping[str, Any] | None) -> Inputs:
    """The inputs stored beside a post-match (written by :func:`rules.codec.encode`), read back by the one codec.

    Rows written by older bots are read too: a field they lacked takes its default, their advancements without a
    key get theirs (``a1``, ``a2`` … in order) and the counter after them, a count of zero is dropped (it never
    counted)."""
    data = dict(data or {})
    advancements = [{"key": f"a{n}", **a} for n, a in enumerate(data.get("advancements", ()), start=1)]
    data["advancements"] = advancements
    data.setdefault("next_advancement", len(advancements) + 1)
    for name in (*SPP_EVENTS, "values"):
        data[name] = {k: v for k, v in (data.get(name) or {}).items() if v}
    return codec.decode(Inputs, data)


# --- changing the inputs (each returns new Inputs; DomainError for bad values) -----------------------------


def _side(side: object) -> Side:
    if side == "home" or side == "away":
        return side
    raise DomainError("error.postmatch.side", side=str(side)[:20])


def with_concession(inputs: Inputs, choice: str | None) -> Inputs:
    """``none``, a side (``home``), or a side conceding without penalty (``home.free``)."""
    if choice in (None, "none"):
        return dataclasses.replace(inputs, concession=None, concession_penalty=True)
    side, _, free = str(choice).partition(".")
    if free not in ("", "free"):
        raise DomainError("error.postmatch.side", side=str(choice)[:20])
    return dataclasses.replace(inputs, concession=_side(side), concession_penalty=free != "free")


def with_stall_toggled(inputs: Inputs, side: str) -> Inputs:
    side = _side(side)
    stalled = tuple(s for s in SIDES if (s in inputs.stalled) != (s == side))
    return dataclasses.replace(inputs, stalled=stalled)


def with_score(inputs: Inputs, home: int, away: int) -> Inputs:
    for value in (home, away):
        limits.TOUCHDOWNS.check(value)
    return dataclasses.replace(inputs, score=(home, away))


def _sent_twice(keys: Iterable[str], opened: int | None) -> None:
    """Refuse a form whose entry is already in: one of ``keys`` (``a3``, ``x2``, ``h1``: same player, victim or
    side) was added at or after ``opened``, the counter when the form was opened. Discord keeps a form open when
    the first answer came late, and its second sending must not add the same advancement, casualty or recruit
    twice (``None``: a form opened before the counter was carried, not checked)."""
    if opened is not None and any(int(key[1:]) >= opened for key in keys):
        raise DomainError("error.postmatch.form_sent")


def with_added_casualty(
    inputs: Inputs,
    *,
    victim_id: int,
    cause: str,
    outcome: str | None,
    caused_by_id: int | None = None,
    caused_by_name: str | None = None,
    opened: int | None = None,
) -> Inputs:
    """A casualty the commissioner adds here; ``outcome`` ``None``: the bot rolls its D16.

    Its key (``x<n>``) is never reused, so its dice can never serve another casualty. ``opened``: ``next_added``
    when the form was opened (a form sent twice adds once).
    """
    _sent_twice((a.key for a in inputs.added if a.victim_id == victim_id), opened)
    if cause not in CAUSES:
        raise DomainError("error.postmatch.cause", cause=str(cause)[:30])
    if outcome is not None and outcome not in ADDED_OUTCOMES:
        raise DomainError("error.postmatch.outcome", outcome=str(outcome)[:40])
    if caused_by_id is not None and caused_by_id == victim_id:
        raise DomainError("error.postmatch.self_casualty")
    name = (caused_by_name or "").strip() or None
    if name is not None and (caused_by_id is not None or len(name) > MAX_NAME):
        raise DomainError("error.postmatch.author_name", most=MAX_NAME)
    added = AddedCasualty(f"x{inputs.next_added}", victim_id, cause, outcome, caused_by_id, name)
    return dataclasses.replace(inputs, added=(*inputs.added, added), next_added=inputs.next_added + 1)


def without_casualty(inputs: Inputs, key: str) -> Inputs:
    """Take back a casualty added here (``x<n>``), or drop one recorded in the match by mistake (``c<id>``)."""
    if key.startswith("c") and key[1:].isdecimal():
        removed = tuple(dict.fromkeys((*inputs.removed, int(key[1:]))))
        return dataclasses.replace(inputs, removed=removed)
    return dataclasses.replace(inputs, added=tuple(a for a in inputs.added if a.key != key))


def with_casualty_restored(inputs: Inputs, casualty_id: int) -> Inputs:
    return dataclasses.replace(inputs, removed=tuple(i for i in inputs.removed if i != casualty_id))


def with_cause(inputs: Inputs, casualty_key: str, cause: str) -> Inputs:
    """The cause of a recorded casualty whose roll did not say it (needed for its PSP)."""
    if cause not in CAUSES:
        raise DomainError("error.postmatch.cause", cause=str(cause)[:30])
    return dataclasses.replace(inputs, causes={**inputs.causes, casualty_key: cause})


def with_hatred(inputs: Inputs, casualty_key: str, keyword: str) -> Inputs:
    return dataclasses.replace(inputs, hatred={**inputs.hatred, casualty_key: keyword})


def with_spp_events(inputs: Inputs, side: str, team_player_ids: Iterable[int], **events: Iterable[int]) -> Inputs:
    """Replace one team's PSP events (lists of player ids, repeated per event), by kind of :data:`SPP_EVENTS`: only
    the kinds given (a team's form shows only those that can earn it SPP)."""
    side = _side(side)
    mine = set(team_player_ids)
    unknown = set(events) - set(SPP_EVENTS)
    if unknown:
        raise TypeError(f"not a PSP event: {sorted(unknown)}")

    def merge(old: Mapping[int, int], new: Iterable[int]) -> dict[int, int]:
        counts = {pid: n for pid, n in old.items() if pid not in mine}
        for pid in new:
            if pid not in mine:
                raise DomainError("error.postmatch.not_in_team", player_id=pid)
            counts[pid] = counts.get(pid, 0) + 1
            if counts[pid] > MAX_EVENTS:
                raise DomainError("error.postmatch.too_many_events", most=MAX_EVENTS)
        return counts

    changed: dict[str, Any] = {kind: merge(inputs.events(kind), new) for kind, new in events.items()}
    return dataclasses.replace(
        inputs, **changed, spp_entered=tuple(s for s in SIDES if s in inputs.spp_entered or s == side)
    )


def with_nominees(inputs: Inputs, side: str, player_ids: Iterable[int], *, rolled: bool = False) -> Inputs:
    """The Joueur du Match's nominees of one side. ``rolled``: its D6 is thrown already, so they are final (the
    book nominates, numbers, then rolls: a list changed after the die would choose the winner)."""
    ids = tuple(dict.fromkeys(player_ids))
    if len(ids) > MVP_NOMINEES:
        raise DomainError("error.postmatch.too_many_nominees", most=MVP_NOMINEES)
    side = _side(side)
    if rolled and set(ids) != set(inputs.nominees.get(side, ())):
        raise DomainError("error.postmatch.nominees_rolled")
    return dataclasses.replace(inputs, nominees={**inputs.nominees, side: ids})


def _skill_name(skill: str | None) -> str | None:
    name = (skill or "").strip() or None
    if name is not None and len(name) > MAX_SKILL_NAME:
        raise DomainError("error.postmatch.skill_too_long", most=MAX_SKILL_NAME)
    return name


def _known_skill(skill: str | None) -> str | None:
    """A chosen skill's name, refused when the catalogue does not know it: its category decides its price in SPP and
    its value increase, so a name « hors liste » cannot be priced. The refusal offers the nearest names."""
    name = _skill_name(skill)
    if name is None or skills.lookup(name) is not None:
        return name
    near = skills.nearest(name)
    if near:
        names = tuple(Term(f"skill.{s.key}") for s in near)
        raise DomainError("error.postmatch.skill_unknown_near", skill=name, names=names)
    raise DomainError("error.postmatch.skill_unknown", skill=name)


def with_advancement(
    inputs: Inputs,
    player_id: int,
    kind: str,
    skill: str | None = None,
    *,
    category: str | None = None,
    opened: int | None = None,
) -> Inputs:
    """Add one advancement for a player (after the ones already taken here: each is paid in order).

    ``opened``: ``next_advancement`` when the form was opened (a form sent twice adds once)."""
    _sent_twice((a.key for a in inputs.advancements if a.player_id == player_id), opened)
    if kind not in ADVANCEMENT_KINDS:
        raise DomainError("error.postmatch.advancement_kind", kind=str(kind)[:30])
    if kind == "random_primary":
        if category not in skills.CATEGORIES:
            raise DomainError("error.postmatch.category", category=str(category or "")[:30])
    else:
        category = None
    name = _known_skill(skill) if kind in ("chosen_primary", "chosen_secondary") else _skill_name(skill)
    choice = AdvancementChoice(f"a{inputs.next_advancement}", player_id, kind, None, name, category)
    return dataclasses.replace(
        inputs, advancements=(*inputs.advancements, choice), next_advancement=inputs.next_advancement + 1
    )


def without_advancement(inputs: Inputs, key: str) -> Inputs:
    """Take back one advancement; the ones after it for the same player move up (and are paid at their new rank)."""
    return dataclasses.replace(inputs, advancements=tuple(a for a in inputs.advancements if a.key != key))


def with_advancement_choice(inputs: Inputs, key: str, choice: str, skill: str | None = None) -> Inputs:
    """What an advancement becomes once its dice are known: a characteristic after the D8, a skill
    category taken instead of it (with the skill's name), or one of the two random skills (its key)."""
    if choice not in (*CHARACTERISTICS, *SKILL_CATEGORIES) and choice not in skills.CATALOGUE:
        raise DomainError("error.postmatch.advancement_choice", choice=str(choice)[:30])
    out = []
    found = False
    for adv in inputs.advancements:
        if adv.key == key:
            found = True
            name = (_known_skill(skill) if choice in SKILL_CATEGORIES else _skill_name(skill)) or adv.skill
            adv = dataclasses.replace(adv, choice=choice, skill=name if choice in SKILL_CATEGORIES else adv.skill)
        out.append(adv)
    if not found:
        raise DomainError("error.postmatch.no_advancement")
    return dataclasses.replace(inputs, advancements=tuple(out))


def with_player_value(inputs: Inputs, player_id: int, value: int) -> Inputs:
    """The current value of a player stored without one (Hiring Fee + the increases he already had), so this
    post-match's advancements raise it (Current Value = Hiring Fee + Value Increases)."""
    if not limits.PLAYER_VALUE.holds(value) or value % GOLD_STEP:
        raise DomainError("error.gold.step", field=Term(limits.PLAYER_VALUE.field), value=Gold(value))
    return dataclasses.replace(inputs, values={**inputs.values, player_id: value})


def with_hire(
    inputs: Inputs,
    side: str,
    *,
    number: int,
    name: str,
    position: str,
    profile: Profile,
    fee: int | None,
    opened: int | None = None,
) -> Inputs:
    """Buy a new player for ``side`` (checked against the roster and the treasury by the plan).

    ``opened``: ``next_hire`` when the form was opened (a form sent twice buys once)."""
    side = _side(side)
    _sent_twice((h.key for h in inputs.hires if h.side == side), opened)
    limits.PLAYER_NUMBER.check(number)
    name, position = name.strip(), position.strip()
    if not name or not position or len(name) > MAX_NAME or len(position) > MAX_NAME:
        raise DomainError("error.postmatch.hire_name", most=MAX_NAME)
    if fee is not None and (not limits.HIRING_FEE.holds(fee) or fee % GOLD_STEP):
        raise DomainError("error.gold.step", field=Term(limits.HIRING_FEE.field), value=Gold(fee))
    same = next((h for h in inputs.hires if h.side == side and h.number == number and fold(h.name) == fold(name)), None)
    if same is not None:  # the recruit already in, typed again: bought once, as typed last (docs/rules.md « Hiring »)
        hire = Hire(same.key, number, name, position, profile, side=side, fee=fee)
        return dataclasses.replace(inputs, hires=tuple(hire if h is same else h for h in inputs.hires))
    hire = Hire(f"h{inputs.next_hire}", number, name, position, profile, side=side, fee=fee)
    return dataclasses.replace(inputs, hires=(*inputs.hires, hire), next_hire=inputs.next_hire + 1)


def with_staff(inputs: Inputs, side: str, order: StaffOrder) -> Inputs:
    side = _side(side)
    if order.apothecary not in APOTHECARY_ORDERS:
        raise DomainError("error.postmatch.apothecary", value=str(order.apothecary)[:20])
    limits.REROLLS.check(order.rerolls)
    if not limits.REROLL_COST.holds(order.reroll_price) or order.reroll_price % GOLD_STEP:
        raise DomainError("error.postmatch.reroll_price")
    if order.cheerleaders is not None:
        limits.CHEERLEADERS.check(order.cheerleaders)
    if order.assistant_coaches is not None:
        limits.ASSISTANT_COACHES.check(order.assistant_coaches)
    return dataclasses.replace(inputs, staff={**inputs.staff, side: order})


def with_players_chosen(inputs: Inputs, what: str, team_player_ids: Iterable[int], chosen: Sequence[int]) -> Inputs:
    """Replace one team's players ``fired``, ``journeymen_hired`` or ``retired`` (temporarily) with ``chosen``.

    A hire (a player bought here, negative id ``-n`` for ``h<n>``) chosen among the fired is taken back.
    """
    if what not in ("fired", "journeymen_hired", "retired"):
        raise TypeError(what)
    mine = set(team_player_ids)
    for pid in chosen:
        if pid not in mine and pid >= 0:
            raise DomainError("error.postmatch.not_in_team", player_id=pid)
    if what == "fired":
        dropped = {f"h{-pid}" for pid in chosen if pid < 0}
        inputs = dataclasses.replace(inputs, hires=tuple(h for h in inputs.hires if h.key not in dropped))
    kept = tuple(pid for pid in getattr(inputs, what) if pid not in mine)
    picked: dict[str, Any] = {what: (*kept, *(pid for pid in chosen if pid >= 0))}
    return dataclasses.replace(inputs, **picked)


def with_hiring_side(inputs: Inputs, side: str) -> Inputs:
    return dataclasses.replace(inputs, hiring_side=_side(side))


def switch_hiring_side(inputs: Inputs) -> Inputs:
    return dataclasses.replace(inputs, hiring_side=other_side(inputs.hiring_side))


_TOKEN = re.compile(r"^#?(\d{1,2})(?:[x×*](\d{1,2}))?$")


def parse_numbers(text: str | None) -> list[int]:
    """Shirt numbers, one per event: ``"7 7 3"`` or ``"7x2, 3"`` → ``[7, 7, 3]``."""
    out: list[int] = []
    for token in re.split(r"[\s,;]+", (text or "").strip().lower()):
        if not token:
            continue
        found = _TOKEN.match(token)
        if found is None:
            raise DomainError("error.postmatch.not_a_number", token=token[:20])
        out += [int(found[1])] * int(found[2] or 1)
    return out


#: An author named by hand, with his keywords in brackets at the end: « Morg 'n' Thorg (Ogre, Big Guy) ».
_NAMED_KEYWORDS: Final = re.compile(r"\(([^()]*)\)\s*$")


def named_author_keywords(name: str) -> tuple[str, ...]:
    """The keywords typed in brackets after a Star Player's or a Mercenary's name (« Morg 'n' Thorg (Ogre) »,
    separated by commas or semicolons): the rosters hold neither, so the commissioner's words are his keywords,
    for Haine (X) (docs/rules.md « Casualty PSP »)."""
    found = _NAMED_KEYWORDS.search(name)
    if found is None:
        return ()
    return tuple(word.strip() for word in re.split(r"[,;]", found[1]) if word.strip())


def added_casualties(
    inputs: Inputs, players: Mapping[int, PlayerSnap], match_teams: tuple[int, int]
) -> list[CasualtySnap]:
    """The casualties typed in the post-match, as the plan reads them.

    The causer's team is the causer's; an author named by hand plays for the victim's opponent.
    """
    out = []
    for a in inputs.added:
        causer = players.get(a.caused_by_id) if a.caused_by_id is not None else None
        team = causer.team_id if causer is not None else None
        victim = players.get(a.victim_id)
        candidates: tuple[str, ...] = ()
        if a.caused_by_name and victim is not None:
            team = match_teams[1] if victim.team_id == match_teams[0] else match_teams[0]
            candidates = injury.hatred_candidates(named_author_keywords(a.caused_by_name))
        out.append(copy_fields(CasualtySnap, a, caused_by_team_id=team, hatred_candidates=candidates))
    return out
