"""The kick-off: both event tables and the whole procedure (docs/rules.md D16-D20, D4, D25).

``classique`` is seed 003 (3rd edition) with every sub-roll as the seed tells
it; ``bb2025`` is the official Third Season table (rules-reference §2.10), with
seed 000's event at 11 (Dodgy Snack). Each table is one :class:`RangeTable`;
each row has exactly one handler in :data:`EVENTS` that rolls its sub-rolls.

:func:`roll_kickoff` runs the table's own procedure (D18):

* ``classique``: event → the kicking coach places the ball in the opposing half
  → D8 + D6 scatter (Mauvais coup de pied: 2D6) → the ball lands.
* ``bb2025``: place → deviate (D8 + D6) → event → the ball lands.

The bot does not know where the ball was placed, so the landing is the rolled
direction and distance plus one described case per possible square (off the
pitch, on a player, on an empty square, in the kicking half), each naming the
next roll (la touche, rebond, touchback) for the renderer to offer.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

from rules import limits
from rules.dice import Dice
from rules.errors import DomainError, Term, shown
from rules.model import Modifier, Result, Step, table_step
from rules.pitch import scatter_moves_step, scatter_step
from rules.ruleset import Ruleset
from rules.table import RangeTable, Row
from rules.weather import PERFECT_CONDITIONS, weather_step

if TYPE_CHECKING:
    from fractions import Fraction  # exact odds: imported by /odds, not by a kick-off

TableName = Literal["classique", "bb2025"]

#: D19: a Bagarre ends the half when the turn marker reaches this many turns.
RIOT_HALF_ENDS_AT = 8
#: Re-rolled ties stop here; a real pair of dice never gets close (p = 1/6 per round at worst).
MAX_ROUNDS = 50


def _table(name: str, events: tuple[str, ...]) -> RangeTable:
    rows = tuple(
        Row(total, total if total < 12 else None, f"kickoff.{name}.{event}")
        for total, event in zip(range(2, 13), events, strict=True)
    )
    return RangeTable(f"kickoff.{name}", (6, 6), rows)


#: Seed 003, 2D6 rolled by the kicking coach.
CLASSIQUE = _table(
    "classique",
    (
        "riot",  # 2 Bagarre
        "get_the_ref",  # 3 Intimidation
        "perfect_defence",  # 4 Défense Parfaite
        "cheering_fans",  # 5 Encouragement
        "bad_kick",  # 6 Mauvais coup de pied
        "changing_weather",  # 7 Changement de Temps
        "quick_snap",  # 8 Attaque Surprise
        "brilliant_coaching",  # 9 Bonne Stratégie
        "blitz",  # 10 Blitz !
        "throw_a_rock",  # 11 Lancer de Rocher
        "pitch_invasion",  # 12 Invasion du Terrain
    ),
)
#: BB2025 (rules-reference §2.10), 11 = seed 000's event (Dodgy Snack).
BB2025_TABLE = _table(
    "bb2025",
    (
        "get_the_ref",
        "time_out",
        "solid_defence",
        "high_kick",
        "cheering_fans",
        "brilliant_coaching",
        "changing_weather",
        "quick_snap",
        "charge",
        "dodgy_snack",
        "pitch_invasion",
    ),
)
TABLES: Mapping[str, RangeTable] = {"classique": CLASSIQUE, "bb2025": BB2025_TABLE}

#: Dodgy Snack's D6 for the chosen player: 1 → Réserves, 2+ → −1 M and −1 AR for the drive.
DODGY_SNACK = RangeTable(
    "kickoff.snack", (6,), (Row(1, 1, "kickoff.snack.reserves"), Row(2, None, "kickoff.snack.weakened"))
)


class KickoffError(DomainError):
    """A team value or option out of range, or a table that does not exist (errors as data)."""


def _check(quantity: limits.Quantity, value: object) -> None:
    if not quantity.holds(value):
        raise KickoffError(
            "error.int_range", field=Term(quantity.field), low=quantity.low, high=quantity.high, value=shown(value)
        )


@dataclass(frozen=True, slots=True)
class KickTeam:
    """What a team brings to the kick-off rolls: FP, cheerleaders, assistant coaches, and its name when known
    (the renderer names it rather than « l'équipe qui donne le coup d'envoi »)."""

    fan_factor: int = 0
    cheerleaders: int = 0
    assistants: int = 0
    name: str | None = None

    def __post_init__(self) -> None:
        _check(limits.KICKOFF_FAN_FACTOR, self.fan_factor)
        _check(limits.CHEERLEADERS, self.cheerleaders)
        _check(limits.ASSISTANT_COACHES, self.assistants)


_BONUS: Mapping[str, str] = {
    "fan_factor": "mod.fan_factor",
    "cheerleaders": "mod.cheerleaders",
    "assistants": "mod.assistant_coaches",
}
SIDES = ("kicking", "receiving")


@dataclass(frozen=True, slots=True)
class _Ctx:
    dice: Dice
    ruleset: Ruleset
    kicking: KickTeam
    receiving: KickTeam
    turn: int | None
    table: str
    victims: list[dict[str, object]] = field(default_factory=list)

    def team(self, side: str) -> KickTeam:
        return self.kicking if side == "kicking" else self.receiving


# --- shared sub-rolls -------------------------------------------------------------------------------


def _side_step(ctx: _Ctx, side: str, count: int, bonus: tuple[str, ...]) -> Step:
    rolled = ctx.dice.many(count, 6)
    team = ctx.team(side)
    mods = tuple(Modifier(_BONUS[b], getattr(team, b)) for b in bonus)
    total = sum(d.value for d in rolled) + sum(m.value for m in mods)
    return Step(kind="kickoff.side", outcome=f"kickoff.side.{side}", dice=rolled, modifiers=mods, total=total)


def _contest(ctx: _Ctx, *, count: int, bonus: tuple[str, ...], reroll_ties: bool) -> Step:
    """Each coach rolls ``count`` D6 plus ``bonus``; ties re-rolled (every die kept) or kept.

    The outcome says who is higher: ``kickoff.contest.kicking`` /
    ``.receiving`` / ``.tie``; the event decides what that means.
    """
    rounds: list[Step] = []
    for number in range(1, MAX_ROUNDS + 1):
        kick = _side_step(ctx, "kicking", count, bonus)
        recv = _side_step(ctx, "receiving", count, bonus)
        assert kick.total is not None and recv.total is not None
        higher = "kicking" if kick.total > recv.total else "receiving" if recv.total > kick.total else "tie"
        rounds.append(
            Step(
                kind="kickoff.round",
                outcome=f"kickoff.contest.{higher}",
                children=(kick, recv),
                info={"round": number, "kicking": kick.total, "receiving": recv.total},
            )
        )
        if higher != "tie" or not reroll_ties:
            last = rounds[-1].info
            return Step(
                kind="kickoff.contest",
                outcome=f"kickoff.contest.{higher}",
                children=tuple(rounds),
                info={
                    "higher": None if higher == "tie" else higher,
                    "rounds": number,
                    "kicking": last["kicking"],
                    "receiving": last["receiving"],
                    "reroll_ties": reroll_ties,
                },
            )
    raise KickoffError("error.kickoff.endless_tie", rounds=MAX_ROUNDS)


def _higher(contest: Step) -> str:
    """``kicking``, ``receiving`` or ``both`` (a kept tie)."""
    return contest.info["higher"] or "both"


def _lower(contest: Step) -> str:
    """The side with the lowest total, ``both`` on a tie."""
    higher = contest.info["higher"]
    return "both" if higher is None else "receiving" if higher == "kicking" else "kicking"


def _effect(ctx: _Ctx, event: str, side: str, *children: Step, **info: object) -> Step:
    return Step(
        kind="kickoff.effect",
        outcome=f"kickoff.{ctx.table}.{event}.{side}",
        children=children,
        info={"team": side, **info},
    )


def _d3_plus_3(ctx: _Ctx) -> Step:
    die = ctx.dice.roll(3)
    mod = Modifier("mod.constant", 3)
    return Step(
        kind="kickoff.count",
        outcome="kickoff.count.players",
        dice=(die,),
        modifiers=(mod,),
        total=die.value + 3,
    )


def _victim(ctx: _Ctx, victim_team: str, cause: str) -> Step:
    """A player of ``victim_team`` hit with no armour roll: named here, his injury rolled from a button
    with his own profile (Lancer de Rocher, Invasion du Terrain; rules.injury.roll_injury)."""
    number = len(ctx.victims) + 1
    ctx.victims.append({"number": number, "team": victim_team, "cause": cause})
    return Step(
        kind="kickoff.victim",
        outcome=f"kickoff.victim.{victim_team}",
        info={"team": victim_team, "number": number, "cause": cause, "armour": False},
    )


def _other(side: str) -> str:
    return "receiving" if side == "kicking" else "kicking"


# --- classique (seed 003) ---------------------------------------------------------------------------


def _riot(ctx: _Ctx) -> tuple[Step, ...]:
    die = ctx.dice.roll(6)
    info: dict[str, object] = {"turns": die.value, "turn": ctx.turn, "ends_at": RIOT_HALF_ENDS_AT}
    if ctx.turn is None:
        outcome = "kickoff.classique.riot.turn_unknown"
    else:
        after = ctx.turn + die.value
        info.update(turn_after=after, half_ends=after >= RIOT_HALF_ENDS_AT)
        outcome = (
            "kickoff.classique.riot.half_ends" if after >= RIOT_HALF_ENDS_AT else "kickoff.classique.riot.half_goes_on"
        )
    return (Step(kind="kickoff.turns", outcome=outcome, dice=(die,), total=die.value, info=info),)


def _get_the_ref(ctx: _Ctx) -> tuple[Step, ...]:
    contest = _contest(ctx, count=2, bonus=("fan_factor",), reroll_ties=False)
    return contest, _effect(ctx, "get_the_ref", _higher(contest))


def _contest_event(event: str, bonus: tuple[str, ...], *, reroll_ties: bool) -> Callable[[_Ctx], tuple[Step, ...]]:
    """D6 + bonus, the highest benefits: Encouragement / Bonne Stratégie re-roll a tie (the winner gets a
    re-roll); Cheering Fans / Brilliant Coaching (BB2025) keep it, and a tie → both (D25)."""

    def handler(ctx: _Ctx) -> tuple[Step, ...]:
        contest = _contest(ctx, count=1, bonus=bonus, reroll_ties=reroll_ties)
        return contest, _effect(ctx, event, _higher(contest))

    return handler


def _nothing(ctx: _Ctx) -> tuple[Step, ...]:
    return ()


def _changing_weather_classique(ctx: _Ctx) -> tuple[Step, ...]:
    return (weather_step(ctx.dice),)


def _throw_a_rock(ctx: _Ctx) -> tuple[Step, ...]:
    contest = _contest(ctx, count=2, bonus=("fan_factor",), reroll_ties=True)
    winner = _higher(contest)
    return contest, _effect(ctx, "throw_a_rock", winner, _victim(ctx, _other(winner), "rock"))


def _pitch_invasion_classique(ctx: _Ctx) -> tuple[Step, ...]:
    contest = _contest(ctx, count=2, bonus=("fan_factor",), reroll_ties=True)
    winner = _higher(contest)
    die = ctx.dice.roll(6)
    victims = tuple(_victim(ctx, _other(winner), "pitch_invasion") for _ in range(die.value))
    count = Step(
        kind="kickoff.count",
        outcome="kickoff.count.victims",
        dice=(die,),
        total=die.value,
        children=victims,
        info={"team": _other(winner)},
    )
    return contest, _effect(ctx, "pitch_invasion", winner, count)


# --- bb2025 -----------------------------------------------------------------------------------------


def _time_out(ctx: _Ctx) -> tuple[Step, ...]:
    if ctx.turn is None:
        outcome = "kickoff.bb2025.time_out.turn_unknown"
    else:
        outcome = "kickoff.bb2025.time_out.back" if ctx.turn >= 6 else "kickoff.bb2025.time_out.forward"
    return (Step(kind="kickoff.turns", outcome=outcome, info={"turn": ctx.turn}),)


def _count_event(ctx: _Ctx) -> tuple[Step, ...]:
    return (_d3_plus_3(ctx),)


def _changing_weather_bb2025(ctx: _Ctx) -> tuple[Step, ...]:
    weather = weather_step(ctx.dice)
    if weather.outcome == PERFECT_CONDITIONS:
        return weather, scatter_moves_step(ctx.dice, 3)
    return (weather,)


def _dodgy_snack(ctx: _Ctx) -> tuple[Step, ...]:
    """Each coach D6 (+ FP in ``ligue``, D4); the lowest (both on a tie) picks a random player."""
    bonus = ("fan_factor",) if ctx.ruleset.dodgy_snack_fan_factor else ()
    contest = _contest(ctx, count=1, bonus=bonus, reroll_ties=False)
    side = _lower(contest)
    players = []
    for team in SIDES if side == "both" else (side,):
        die = ctx.dice.roll(6)
        row = DODGY_SNACK.row_for(die.value)
        players.append(table_step("kickoff.snack", row, (die,), DODGY_SNACK.row_label(row), info={"team": team}))
    return contest, _effect(ctx, "dodgy_snack", side, *players, fan_factor=bool(bonus))


def _pitch_invasion_bb2025(ctx: _Ctx) -> tuple[Step, ...]:
    """Each D6 + FF; the lowest (both on a tie, one D3 for both) has D3 players Placed Prone and Stunned."""
    contest = _contest(ctx, count=1, bonus=("fan_factor",), reroll_ties=False)
    die = ctx.dice.roll(3)
    count = Step(kind="kickoff.count", outcome="kickoff.count.players", dice=(die,), total=die.value)
    return contest, _effect(ctx, "pitch_invasion", _lower(contest), count)


Handler = Callable[[_Ctx], tuple[Step, ...]]

#: One handler per row of each table (a test checks they match the tables exactly).
EVENTS: Mapping[str, Handler] = {
    "kickoff.classique.riot": _riot,
    "kickoff.classique.get_the_ref": _get_the_ref,
    "kickoff.classique.perfect_defence": _nothing,
    "kickoff.classique.cheering_fans": _contest_event(
        "cheering_fans", ("fan_factor", "cheerleaders"), reroll_ties=True
    ),
    "kickoff.classique.bad_kick": _nothing,  # its effect is SCATTER_DICE below
    "kickoff.classique.changing_weather": _changing_weather_classique,
    "kickoff.classique.quick_snap": _nothing,
    "kickoff.classique.brilliant_coaching": _contest_event("brilliant_coaching", ("assistants",), reroll_ties=True),
    "kickoff.classique.blitz": _nothing,
    "kickoff.classique.throw_a_rock": _throw_a_rock,
    "kickoff.classique.pitch_invasion": _pitch_invasion_classique,
    "kickoff.bb2025.get_the_ref": _nothing,
    "kickoff.bb2025.time_out": _time_out,
    "kickoff.bb2025.solid_defence": _count_event,
    "kickoff.bb2025.high_kick": _nothing,
    "kickoff.bb2025.cheering_fans": _contest_event("cheering_fans", ("cheerleaders",), reroll_ties=False),
    "kickoff.bb2025.brilliant_coaching": _contest_event("brilliant_coaching", ("assistants",), reroll_ties=False),
    "kickoff.bb2025.changing_weather": _changing_weather_bb2025,
    "kickoff.bb2025.quick_snap": _count_event,
    "kickoff.bb2025.charge": _count_event,
    "kickoff.bb2025.dodgy_snack": _dodgy_snack,
    "kickoff.bb2025.pitch_invasion": _pitch_invasion_bb2025,
}

#: Mauvais coup de pied: the kick scatters 2D6 squares instead of D6.
SCATTER_DICE: Mapping[str, int] = {"kickoff.classique.bad_kick": 2}

#: The effect keys each contest event can produce (``<event>.<side>``).
EFFECTS: Mapping[str, tuple[str, ...]] = {
    "kickoff.classique.get_the_ref": ("kicking", "receiving", "both"),
    "kickoff.classique.cheering_fans": ("kicking", "receiving"),
    "kickoff.classique.brilliant_coaching": ("kicking", "receiving"),
    "kickoff.classique.throw_a_rock": ("kicking", "receiving"),
    "kickoff.classique.pitch_invasion": ("kicking", "receiving"),
    "kickoff.bb2025.cheering_fans": ("kicking", "receiving", "both"),
    "kickoff.bb2025.brilliant_coaching": ("kicking", "receiving", "both"),
    "kickoff.bb2025.dodgy_snack": ("kicking", "receiving", "both"),
    "kickoff.bb2025.pitch_invasion": ("kicking", "receiving", "both"),
}

#: Landing cases per table: (outcome, the next thing to do).
LANDING: Mapping[str, tuple[tuple[str, str], ...]] = {
    "classique": (
        ("kickoff.case.off_pitch_throw_in", "throw_in"),  # D17: seed 003, la touche
        ("kickoff.case.player_pickup", "pickup"),  # D16: may try; failure: no turnover, it bounces
        ("kickoff.case.empty_bounce", "bounce"),  # D16: the bounce the seed leaves out
        ("kickoff.case.kicking_half_touchback", "touchback"),  # 3rd ed.: must land in the receiving half
    ),
    "bb2025": (
        ("kickoff.case.touchback", "touchback"),  # off the pitch or outside the receiving half
        ("kickoff.case.player_catch", "catch"),
        ("kickoff.case.empty_bounce", "bounce"),
    ),
}

LABEL_KEYS: tuple[str, ...] = (
    *CLASSIQUE.outcomes,
    *BB2025_TABLE.outcomes,
    *(f"{key}.detail" for key in (*CLASSIQUE.outcomes, *BB2025_TABLE.outcomes)),
    *(f"{event}.{side}" for event, sides in EFFECTS.items() for side in sides),
    "kickoff.classique.riot.turn_unknown",
    "kickoff.classique.riot.half_ends",
    "kickoff.classique.riot.half_goes_on",
    "kickoff.bb2025.time_out.turn_unknown",
    "kickoff.bb2025.time_out.back",
    "kickoff.bb2025.time_out.forward",
    *DODGY_SNACK.outcomes,
    "kickoff.contest.kicking",
    "kickoff.contest.receiving",
    "kickoff.contest.tie",
    "kickoff.side.kicking",
    "kickoff.side.receiving",
    "kickoff.count.players",
    "kickoff.count.victims",
    "kickoff.victim.kicking",
    "kickoff.victim.receiving",
    "kickoff.team.kicking",
    "kickoff.team.receiving",
    "kickoff.team.kicking.mid",
    "kickoff.team.receiving.mid",
    "kickoff.procedure.classique",
    "kickoff.procedure.bb2025",
    "kickoff.place.classique",
    "kickoff.place.bb2025",
    "kickoff.land.classique",
    "kickoff.land.bb2025",
    *(case for cases in LANDING.values() for case, _ in cases),
    *(
        f"step.{kind}"
        for kind in (
            "kickoff",
            "kickoff.event",
            "kickoff.place",
            "kickoff.land",
            "kickoff.case",
            "kickoff.contest",
            "kickoff.round",
            "kickoff.side",
            "kickoff.effect",
            "kickoff.count",
            "kickoff.turns",
            "kickoff.snack",
            "kickoff.victim",
        )
    ),
    "mod.fan_factor",
    "mod.cheerleaders",
    "mod.assistant_coaches",
    "mod.constant",
)


# --- the procedure ----------------------------------------------------------------------------------


def _event_step(ctx: _Ctx, table: RangeTable) -> Step:
    rolled = ctx.dice.many(2, 6)
    total = sum(d.value for d in rolled)
    row = table.row_for(total)
    children = EVENTS[row.outcome](ctx)
    info = {"detail": f"{row.outcome}.detail"}
    return table_step("kickoff.event", row, rolled, table.row_label(row), children=children, info=info)


def _land_step(table: str, scatter: Step, extra: Step | None) -> Step:
    ox, oy = scatter.info["offset"]
    info: dict[str, object] = {
        "direction": scatter.info["direction"],
        "distance": scatter.info["distance"],
        "offset": [ox, oy],
    }
    if extra is not None:
        ex, ey = extra.info["offset"]
        info.update(extra_offset=[ex, ey], offset=[ox + ex, oy + ey])
    cases = tuple(Step(kind="kickoff.case", outcome=key, info={"next": nxt}) for key, nxt in LANDING[table])
    return Step(kind="kickoff.land", outcome=f"kickoff.land.{table}", children=cases, info=info)


def roll_kickoff(
    dice: Dice,
    ruleset: Ruleset,
    *,
    table: str | None = None,
    kicking: KickTeam | None = None,
    receiving: KickTeam | None = None,
    turn: int | None = None,
) -> Result:
    """Run the whole kick-off of ``table`` (default: the ruleset's) in that table's order.

    ``turn`` is the turn marker (turns already played this half, 0-8) of the
    kicking team: Bagarre ends the half when it reaches 8 (D19) and Time-out
    reads it; without it those events say what to do for each case. A Bagarre
    that ends the half stops the procedure (no kick). The victims of Lancer de
    Rocher and Invasion du Terrain are named (``info["victims"]``), not rolled:
    each one's injury roll needs the player hit, chosen afterwards.
    """
    name = table or ruleset.kickoff_table
    if name not in TABLES:
        raise KickoffError("error.kickoff.table", value=shown(name))
    if turn is not None:
        _check(limits.TURN, turn)
    ctx = _Ctx(
        dice=dice,
        ruleset=ruleset,
        kicking=kicking or KickTeam(),
        receiving=receiving or KickTeam(),
        turn=turn,
        table=name,
    )
    place = Step(kind="kickoff.place", outcome=f"kickoff.place.{name}")
    steps: list[Step] = []
    if name == "classique":
        event = _event_step(ctx, CLASSIQUE)
        steps.append(event)
        half_ended = any(s.info.get("half_ends") for s in event.walk())
        if not half_ended:
            scatter = scatter_step(dice, distance_dice=SCATTER_DICE.get(event.outcome, 1))
            steps += [place, scatter, _land_step(name, scatter, None)]
    else:
        half_ended = False
        scatter = scatter_step(dice)
        event = _event_step(ctx, BB2025_TABLE)
        extra = event.find("scatter_moves")
        steps += [place, scatter, event, _land_step(name, scatter, extra)]
    root = Step(
        kind="kickoff",
        outcome=f"kickoff.procedure.{name}",
        children=tuple(steps),
        info={
            "table": name,
            "event": event.outcome,
            "half_ended": half_ended,
            "kicking": _team_info(ctx.kicking),
            "receiving": _team_info(ctx.receiving),
            "turn": turn,
            "victims": list(ctx.victims),
        },
    )
    return Result(root=root, ruleset=ruleset.key)


def _team_info(team: KickTeam) -> dict[str, object]:
    info: dict[str, object] = {
        "fan_factor": team.fan_factor,
        "cheerleaders": team.cheerleaders,
        "assistants": team.assistants,
    }
    if team.name:
        info["name"] = team.name
    return info


def kickoff_odds(table: TableName) -> dict[str, Fraction]:
    """Exact probability of each event (rules-reference §5.6), from the table itself."""
    if table not in TABLES:
        raise KickoffError("error.kickoff.table", value=shown(table))
    return TABLES[table].distribution()
