"""Post-match step 6, hiring, firing and temporarily retiring (postgame-reference §5, BB2025 order), after a
penalised conceder's veterans quit (postgame-reference §8)."""

from __future__ import annotations

import dataclasses
from typing import Final

from rules import positions, rosters, skills, team_rules
from rules.characteristics import CHARACTERISTICS, LIMITS
from rules.draft import MAX_PLAYERS  # « never more than 16 players » (one definition, with the draft's)
from rules.errors import DomainError
from rules.fields import copy_fields
from rules.model import Result
from rules.player import position_access, with_position_access
from rules.postmatch import rolls
from rules.postmatch.changes import (
    NewPlayer,
)
from rules.postmatch.inputs import StaffOrder
from rules.postmatch.plan import TeamPlan, Work, held_keys
from rules.postmatch.snapshots import PlayerSnap, Side, TeamSnap

#: After a concession with its penalties, each conceding player with this many advancements may quit (D6 1-3).
VETERAN_ADVANCEMENTS: Final = 3
#: Roster limits (postgame-reference §5): players, re-rolls, cheerleaders and assistant coaches.
MIN_ELIGIBLE: Final = 11
MAX_REROLLS: Final = 8
MAX_HELPERS: Final = 6
HELPER_PRICE: Final = 10_000
APOTHECARY_PRICE: Final = 50_000


def stage(w: Work) -> None:
    """A penalised conceder's veterans quit first; dead players are gone already; then new players, fired players,
    staff, journeymen, in the book's order (a recruit needs a place before anyone is fired); and Temporarily
    Retiring.

    What is bought is paid from the treasury after winnings; Expensive Mistakes then roll on what is left.
    """
    w.veterans = _veterans(w)
    for side, tp in w.teams.items():
        _team_hiring(w, side, tp)


def _team_hiring(w: Work, side: Side, tp: TeamPlan) -> None:
    h, team = tp.hiring, tp.team
    name = {"team": team.name}
    # dead players are gone (step 1), and so is a conceder's veteran who quit on his D6
    alive = sorted(
        (p for p in w.work.values() if p.team_id == team.id and p.status == "active"), key=lambda p: p.number
    )
    # the Hiring Fee is the value of a team-mate of that position who has never advanced (an advanced one's holds
    # his increases), read before this post-match's advancements; in a book roster's team, his line's cost first
    signed_before = [w.before[p.id] for p in alive if not p.journeyman]
    fresh = [p for p in signed_before if not p.advancements]
    by_position = {p.position.casefold(): p.value for p in fresh if p.value is not None}
    for p in alive:
        if p.journeyman and p.id in w.inputs.journeymen_hired:
            # his cost is his Hiring Fee plus his Value Increases: without a value and never advanced, his
            # position's Hiring Fee (a Journeyman is one of the roster's Linemen, league_play.md)
            value = p.value
            if value is None and not p.advancements:
                value = by_position.get(p.position.casefold())
                if value is not None:
                    w.work[p.id] = dataclasses.replace(w.work[p.id], value=value)
            h.journeymen_hired.append((p, value))
            if value is None:
                w.block("pm.missing.journeyman_value", {"player": p.label})
        elif p.journeyman:
            h.journeymen_lost.append(p)
        if p.id in w.inputs.fired and not p.journeyman:
            h.fired.append(p)
            if _captain(team, p) and not _reduced(w, team, p):
                w.block("pm.missing.fire_captain", {"player": p.label})
        if p.id in w.inputs.retired:
            if p.id in w.lasting:
                h.retired.append(p)
            else:
                w.block("pm.missing.retire_lasting", {"player": p.label})
    # a book roster's limits: the players kept (not the match's Journeymen) and the recruits before
    on_roster = [p.position for p in alive if not p.journeyman]
    for hire in (x for x in w.inputs.hires if x.side == side):
        _, line = positions.line_of(team.roster, hire.position)
        # the Hiring Fee: as typed, else the book's cost of his line, else a fresh team-mate's value
        book_fee = line.cost if line is not None else None
        fee = next((f for f in (hire.fee, book_fee, by_position.get(hire.position.casefold())) if f is not None), None)
        if fee == 0:  # nothing is free but a Lineman raised by Masters of Undeath, once a match, at his full value
            recruit = {**name, "player": f"#{hire.number} {hire.name}"}
            lineman = line is not None and "Lineman" in line.keywords
            if team_rules.MASTERS_OF_UNDEATH not in team.special_rules or line is None or not lineman:
                w.block("pm.missing.raised_lineman", recruit)
            elif team.id not in w.raisable:
                w.block("pm.missing.raised_no_dead", recruit)
            elif h.raised:  # the game's one is already raised: a recruit refused above is not it
                w.block("pm.missing.raised_once", recruit)
            else:  # hired free, he « will still add its full value to the team's Team Value »
                h.raised[hire.key] = line.cost
        h.hires.append((hire, fee))
        try:
            positions.check_room(team.roster, hire.position, on_roster)
        except DomainError as exc:
            w.block(exc.key, {**exc.params})
        on_roster.append(hire.position)
        if fee is None:
            w.block("pm.missing.hire_fee", {**name, "player": f"#{hire.number} {hire.name}"})
    # step 5: a Journeyman hired takes his place after the firing (step 3), within his line's limit (R4, R7)
    on_roster = [p.position for p in alive if not p.journeyman and p.id not in w.inputs.fired]
    on_roster += [hire.position for hire in w.inputs.hires if hire.side == side]
    for p, _ in h.journeymen_hired:
        try:
            positions.check_room(team.roster, p.position, on_roster)
        except DomainError as exc:
            what = exc.key.rsplit(".", 1)[-1]  # position_full, group_full
            w.block(f"pm.missing.journeyman_{what}", {**exc.params, "player": p.label})
        on_roster.append(p.position)
    _staff(w, tp)
    h.cost = sum(fee or 0 for _, fee in h.hires) + sum(value or 0 for _, value in h.journeymen_hired) + h.staff_cost
    treasury = tp.treasury_after_winnings
    if treasury is not None:
        tp.treasury_after_hiring = treasury - h.cost
        if h.cost > treasury:
            w.block("pm.missing.gold", {**name, "spent": h.cost, "treasury": treasury})
    leaving = {p.id for p in (*h.fired, *h.journeymen_lost)}
    staying = [p for p in alive if p.id not in leaving]
    h.roster_after = len(staying) + len(h.hires)
    # the book hires (its step 2) before it fires (step 3), and a roster never holds more than 16: the place of a
    # player fired here is free for a Journeyman (step 5) or the next post-match, not for a recruit of this one;
    # the match's Journeymen are not on it yet (hired or lost at step 5), its dead players are gone (step 1)
    signed = sum(1 for p in alive if not p.journeyman)
    if h.hires and signed + len(h.hires) > MAX_PLAYERS:
        facts = {**name, "count": signed + len(h.hires)}
        w.block("pm.missing.hire_before_fire", facts)
    elif h.roster_after > MAX_PLAYERS:
        w.block("pm.missing.roster_full", {**name, "count": h.roster_after})
    retiring = {p.id for p in h.retired}
    # checked at the firing (step 3): the recruits (step 2) count, the match's Journeymen (hired at step 5) do not yet
    eligible = [p for p in staying if _plays_next(w, p) and p.id not in retiring and not p.journeyman]
    fired_eligible = [p for p in h.fired if _plays_next(w, p)]
    if fired_eligible and len(eligible) + len(h.hires) < MIN_ELIGIBLE:
        w.block("pm.missing.fire_below_11", {**name, "count": len(eligible) + len(h.hires)})
    taken = {p.number: p.label for p in staying}
    for hire, _ in h.hires:
        label = f"#{hire.number} {hire.name}"
        if hire.number in taken:  # whose number it is, so the commissioner knows which entry to take back
            facts = {**name, "number": hire.number, "player": label, "holder": taken[hire.number]}
            w.block("pm.missing.number_taken", facts)
        taken.setdefault(hire.number, label)
    for p in h.fired:
        w.work[p.id] = dataclasses.replace(w.work[p.id], status="retired")
    for p in h.journeymen_lost:
        w.work[p.id] = dataclasses.replace(w.work[p.id], status="retired")
    for p, _ in h.journeymen_hired:  # no more Loner: he becomes another player of the team
        kept = tuple(s for s in p.skills if skills.read(s).key != "loner")
        w.work[p.id] = dataclasses.replace(w.work[p.id], journeyman=False, skills=kept)
    for p in h.retired:
        w.work[p.id] = dataclasses.replace(w.work[p.id], temporarily_retired=True)
    # a recruit is his position's line of the Team Roster (the form has no room for it): in a book roster's team,
    # that line (rules.rosters); else the skill access of a team-mate of the same position, the skills the
    # never-advanced ones share (an advanced one's hold what he gained), the keywords of any one (no advancement
    # changes them)
    access = position_access(alive)
    line_skills: dict[str, tuple[str, ...]] = {}
    for p in fresh:  # what every never-advanced one shares: a skill typed on one alone is his (/player edit)
        shared = line_skills.get(p.position.casefold(), p.skills)
        line_skills[p.position.casefold()] = tuple(s for s in shared if s in p.skills)
    line_keywords = {p.position.casefold(): p.keywords for p in signed_before if p.keywords}
    for hire, fee in h.hires:
        position = hire.position.casefold()
        _, line = positions.line_of(team.roster, hire.position)
        new = copy_fields(
            NewPlayer,
            hire,
            team_id=team.id,
            value=fee or h.raised.get(hire.key, 0),
            skills=line_skills.get(position, ()),
            keywords=line_keywords.get(position, ()),
        )
        if line is not None:  # a book roster's line: its key, starting skills, keywords and skill access
            new = dataclasses.replace(
                new,
                position=line.key,
                skills=line.skills,
                keywords=line.keywords,
                primary=line.primary,
                secondary=line.secondary,
            )
        w.new_players.append(with_position_access(new, access))


def _captain(team: TeamSnap, player: PlayerSnap) -> bool:
    """The Team Captain of a team with the rule: the player holding Pro (the /rule text asks to record him so; the
    bot keeps no other mark, so a player who took Pro as an advancement is read as one too)."""
    return team_rules.TEAM_CAPTAIN in team.special_rules and "pro" in held_keys(player)


def _reduced(w: Work, team: TeamSnap, player: PlayerSnap) -> bool:
    """Has an injury reduced one of his characteristics (the_teams.md « TEAM CAPTAIN »: only then may he be fired)?
    A Lasting Injury of this match that lowered one, or a characteristic below his book line's with his
    improvements (a house position: only this match's is known)."""
    if player.id in w.reduced:
        return True
    _, line = positions.line_of(team.roster, player.position)
    if line is None:
        return False
    for char in CHARACTERISTICS:
        base, now = line.profile.get(char), player.profile.get(char)
        if base is None or now is None:
            continue
        better = LIMITS[char].better
        if (now - base - better * player.improvements.get(char, 0)) * better < 0:
            return True
    return False


def _plays_next(w: Work, player: PlayerSnap) -> bool:
    """Able to play the next match: not temporarily retired, and no RPM left once this match is over (one that
    kept him out of this match is served: step 8 lifts it unless a casualty of this match set it again)."""
    rpm = player.miss_next_game and (player.id in w.new_rpm or not w.before[player.id].miss_next_game)
    return not rpm and not player.temporarily_retired


def _staff(w: Work, tp: TeamPlan) -> None:
    """Re-rolls bought at double their roster price, never sold; apothecary, cheerleaders, assistant coaches."""
    h, team = tp.hiring, tp.team
    order = w.inputs.staff.get(tp.side, StaffOrder())
    h.staff = order
    name = {"team": team.name}
    h.rerolls_after = team.rerolls + order.rerolls
    price = order.reroll_price or team.reroll_cost or 0  # typed, else the team's roster price
    h.reroll_price = price
    bought_priced = team.reroll_cost is None and order.rerolls and price
    h.reroll_cost_after = price if bought_priced else team.reroll_cost
    cost = order.rerolls * price * 2
    if order.rerolls and not price:
        w.block("pm.missing.reroll_price", name)
    if h.rerolls_after > MAX_REROLLS:
        w.block("pm.missing.rerolls", {**name, "count": h.rerolls_after})
    h.apothecary_after = {"keep": team.apothecary, "hire": True, "fire": False}[order.apothecary]
    if h.apothecary_after and not team.apothecary:
        cost += APOTHECARY_PRICE
        book = rosters.find(team.roster)
        if book is not None and not book.apothecary:  # the Team Roster has no Apothecary line (docs/rules.md R6)
            w.block("error.roster.no_apothecary", {"roster": team.roster})
    h.cheerleaders_after = team.cheerleaders if order.cheerleaders is None else order.cheerleaders
    h.assistant_coaches_after = team.assistant_coaches if order.assistant_coaches is None else order.assistant_coaches
    cost += max(0, h.cheerleaders_after - team.cheerleaders) * HELPER_PRICE
    cost += max(0, h.assistant_coaches_after - team.assistant_coaches) * HELPER_PRICE
    h.staff_cost = cost


def _veterans(w: Work) -> list[tuple[PlayerSnap, Result | None]]:
    """A penalised conceder's players with 3+ advancements (before this post-match's): each D6 1-3 « immediately
    quits ». Thrown at the start of the hiring step, before any hiring or firing (postgame-reference §8), so the
    roster the hiring counts (16 at most, 11 for the next match) is without those who left."""
    veterans: list[tuple[PlayerSnap, Result | None]] = []
    for tp in w.teams.values():
        if not tp.penalised:
            continue
        for p in sorted(w.work.values(), key=lambda p: p.number):
            if p.team_id != tp.team.id or p.status != "active" or w.before[p.id].advancements < VETERAN_ADVANCEMENTS:
                continue
            rolled = w.slot(
                f"veteran:{p.id}",
                "pm.slot.veteran",
                {"player": p.label},
                lambda d: rolls.roll_veteran_quits(d, ruleset=w.ruleset),
            )
            veterans.append((p, rolled))
            if rolled is not None and rolled.root.outcome == "postmatch.veteran.quits":
                w.work[p.id] = dataclasses.replace(w.work[p.id], status="retired")
    return veterans
