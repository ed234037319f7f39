"""Post-match step 4, PSP and Joueur du Match (X8: six nominees among those who played, all of them when fewer
played)."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from functools import partial
from typing import Final

from rules.model import Result, Step
from rules.postmatch import rolls
from rules.postmatch.inputs import Inputs
from rules.postmatch.plan import Plan, TeamPlan, Work, held_keys
from rules.postmatch.snapshots import PlayerSnap, Side
from rules.pregame.prayers import DAZZLING_CATCHING, FAN_INTERACTION


def stage(w: Work) -> None:
    """The PSP events typed, the nominees and their D6, the PSP credited (none for a penalised conceder)."""
    events = (
        ("touchdown", w.inputs.touchdowns),
        ("completion", w.inputs.completions),
        ("interception", w.inputs.interceptions),
        ("throw", w.inputs.throws),
        ("landing", w.inputs.landings),
        ("catch", w.inputs.catches),
        ("crowd_push", w.inputs.crowd_pushes),
    )
    for kind, counts in events:
        for pid, count in counts.items():
            if pid not in w.work or w.match.unplayed:  # nobody played: no touchdown, no SPP of any action
                continue
            w.played.add(pid)
            needed = _SPP_TRAITS.get(kind)
            if needed is not None and not needed & held_keys(w.work[pid]):  # only a thrower throws, a thrown one lands
                w.block(f"pm.missing.{kind}_trait", {"player": w.work[pid].label})
            prayer = SPP_PRAYERS.get(kind)
            if prayer is not None and prayer not in w.team_of(pid).team.prayers:  # no SPP without the Prayer
                w.block(f"pm.missing.{kind}_prayer", {"player": w.work[pid].label})
                continue
            if w.match.side_of(w.work[pid].team_id) != w.penalised:
                w.award(pid, kind, count)
    eligible = w.eligible_mvp
    for side, tp in w.teams.items():
        team_players = sorted((p for p in w.work.values() if p.team_id == tp.team.id), key=lambda p: p.number)
        eligible[side] = [p for p in team_players if _played(w, p)]
        if side not in w.inputs.spp_entered and not tp.penalised and tp.score_for and not w.match.unplayed:
            w.block("pm.missing.spp", {"team": tp.team.name})
        if not tp.penalised and not w.match.unplayed:
            touchdowns = sum(w.inputs.touchdowns.get(p.id, 0) for p in team_players)
            if side in w.inputs.spp_entered and touchdowns > tp.score_for:  # cannot be: Confirm waits
                facts = {"team": tp.team.name, "td": touchdowns, "score": tp.score_for}
                w.block("pm.missing.touchdowns_over", facts)
            elif side in w.inputs.spp_entered and touchdowns != tp.score_for:  # a Star Player's, say: no SPP
                w.note("pm.note.touchdowns", {"team": tp.team.name, "td": touchdowns})
        _mvp(w, side, tp, eligible[side])
    for pid, gained in w.spp.items():
        if gained:
            w.work[pid] = dataclasses.replace(w.work[pid], spp=w.work[pid].spp + sum(gained.values()))


#: The SPP of a Throw Team-mate go to the thrower, of a landing to the thrown player (league_play.md « Throw
#: Team-mate »): only a player with one of these skills or traits can earn them.
_SPP_TRAITS: Final[Mapping[str, frozenset[str]]] = {
    "throw": frozenset({"throw_team_mate", "kick_team_mate"}),
    "landing": frozenset({"right_stuff"}),
}


#: The SPP only a Prayer to Nuffle gives (inducements.md, Prayers 11 and 12): a Catch from a Pass Action (Dazzling
#: Catching), a push into the Crowd that caused an opponent's Casualty (Fan Interaction).
SPP_PRAYERS: Final[Mapping[str, str]] = {"catch": DAZZLING_CATCHING, "crowd_push": FAN_INTERACTION}


def _played(w: Work, player: PlayerSnap) -> bool:
    """Played this match: not out for it (RPM from before, temporarily retired), or seen in it (hurt, hurting,
    scoring…). A player killed in the match played (X8)."""
    before = w.before[player.id]
    return player.id in w.played or not (before.miss_next_game or before.temporarily_retired)


def _mvp(w: Work, side: Side, tp: TeamPlan, eligible: list[PlayerSnap]) -> None:
    """One Joueur du Match (two for the winner of a concession with penalties, none for that conceder).

    Six nominees among those who played; when six or fewer played, all of them without a choice.
    """
    if w.match.unplayed:  # « neither team awarding an MVP », unless one conceded: « two MVP awards » for the other
        tp.mvp_count = 2 if w.conceding is not None and not tp.conceded else 0
    else:
        tp.mvp_count = 0 if tp.penalised else 2 if w.penalised is not None else 1
    if not tp.mvp_count or not eligible:
        tp.mvp_count = 0
        return
    tp.nominees_needed = min(rolls.MVP_NOMINEES, len(eligible))
    allowed = {p.id for p in eligible}
    if len(eligible) <= rolls.MVP_NOMINEES:
        chosen = [p.id for p in eligible]
    else:
        chosen = [pid for pid in w.inputs.nominees.get(side, ()) if pid in allowed]
    if len(chosen) != tp.nominees_needed:
        w.block("pm.missing.nominees", {"team": tp.team.name, "count": tp.nominees_needed, "chosen": len(chosen)})
        return
    tp.nominees = tuple(sorted(chosen, key=lambda pid: w.work[pid].number))
    for k in range(1, tp.mvp_count + 1):
        if len(tp.nominees) == 1:  # one player played: no die to throw
            only = tp.nominees[0]
            chosen_step = Step("mvp", "postmatch.mvp.chosen", info={"player_id": only, "nominees": [only]})
            result: Result | None = Result(chosen_step, w.ruleset.key)
        else:
            result = w.slot(
                f"mvp:{tp.team.id}:{k}",
                "pm.slot.mvp",
                {"team": tp.team.name},
                partial(rolls.roll_mvp, nominees=tp.nominees, ruleset=w.ruleset),
            )
        if result is not None:
            tp.mvp.append(result)
            w.award(result.root.info["player_id"], "mvp")


#: The kinds of PSP event a team's form asks, in order, by :data:`rules.postmatch.inputs.SPP_EVENTS` name.
_ALWAYS: Final = ("touchdowns", "completions", "interceptions")
_BY_SKILL: Final = (("throws", "throw"), ("landings", "landing"))
_BY_PRAYER: Final = (("catches", "catch"), ("crowd_pushes", "crowd_push"))
#: A form holds five fields (Discord's limit).
MOST_FIELDS: Final = 5


def form_kinds(plan: Plan, inputs: Inputs, side: Side) -> tuple[str, ...]:
    """The PSP events ``side``'s form asks (five at most): Touchdowns, Completions and Interceptions always; a Throw
    or a landing when one of its players can earn it (Throw or Kick Team-mate, Right Stuff); a Catch or a push into
    the Crowd when its team prayed for Dazzling Catching or Fan Interaction; any kind already typed for it."""
    team = plan.teams[side]
    ids = plan.side_players(side)
    players = [p for pid in ids if (p := plan.player(pid)) is not None]
    kinds = list(_ALWAYS)
    for name, kind in _BY_SKILL:
        if any(_SPP_TRAITS[kind] & held_keys(p) for p in players) or _typed(inputs, name, ids):
            kinds.append(name)
    for name, kind in _BY_PRAYER:
        if SPP_PRAYERS[kind] in team.team.prayers or _typed(inputs, name, ids):
            kinds.append(name)
    return tuple(kinds[:MOST_FIELDS])


def _typed(inputs: Inputs, name: str, ids: list[int]) -> bool:
    counts = inputs.events(name)
    return any(pid in counts for pid in ids)
