"""The post-match plan as pure data: postgame-reference vectors, each step's rules, dice kept per slot."""

import dataclasses

import pytest

from rules import codec, injury
from rules.characteristics import Profile
from rules.dice import Dice
from rules.errors import DomainError, Term
from rules.postmatch import inputs as pm, slots
from rules.postmatch.changes import CasualtyFix, MatchChange, PlayerChange
from rules.postmatch.inputs import Inputs
from rules.postmatch.plan import build_plan
from rules.postmatch.snapshots import SIDES, CasualtySnap, MatchSnap, PlayerSnap, TeamSnap
from rules.ruleset import BB2025, LIGUE
from sequences.postmatch import STEPS

ORC = Profile(5, 3, 3, 4, 10)
HUMAN = Profile(6, 3, 3, 4, 9)
HOME, AWAY = 1, 2
NO_INPUT = Inputs()


def team(ident=HOME, treasury=50_000, fans=3, apothecary=False):
    return TeamSnap(ident, f"Équipe {ident}", 100 + ident, treasury, fans, apothecary)


def player(ident, team_id=HOME, number=None, profile=ORC, position="", **kw):
    return PlayerSnap(number or ident % 100, f"Joueur {ident}", position, profile, id=ident, team_id=team_id, **kw)


def match(score=(2, 1), fp=(4, 3), home=None, away=None):
    return MatchSnap(10, home or team(HOME), away or team(AWAY, 250_000, 4), score[0], score[1], fp[0], fp[1])


ROSTER = [
    player(11, keywords=("Orque", "Blitzer"), spp=10),
    player(12, keywords=("Orque", "Gros Bras", "Sauvage")),
    player(13, miss_next_game=True),
    player(21, AWAY, 1, HUMAN, keywords=("Humain",)),
    player(22, AWAY, 2, Profile(6, 3, 6, 4, 9), keywords=("Humain",)),
    player(23, AWAY, 3, HUMAN),
]


def plan(inputs=NO_INPUT, dice=None, *, ruleset=LIGUE, m=None, players=ROSTER, casualties=()):
    return build_plan(ruleset, m or match(), players, list(casualties), inputs, dice or {}, steps=STEPS)


def settle(inputs=NO_INPUT, faces=None, **kw):
    """Build the plan, giving each pending slot the faces listed for it (in order), until none is pending."""
    faces = {k: list(v) for k, v in (faces or {}).items()}
    dice: dict = {}
    for _ in range(10):
        current = plan(inputs, dice, **kw)
        todo = [s for s in current.pending if s.key in faces]
        if not todo:
            return current, dice
        for slot in todo:
            thrower = slots.SlotDice(dice.get(slot.key, []), Dice.manual(faces.pop(slot.key)))
            slot.roll(thrower)
            dice[slot.key] = slots.faces(thrower.thrown)
    raise AssertionError("slots never settled")


# --- 1. outcome and winnings (postgame-reference §2.3, §8) -----------------------------------------------


@pytest.mark.parametrize(
    ("fp", "score", "stalled", "gold"),
    [((4, 3), (2, 0), False, 65_000), ((4, 3), (2, 0), True, 55_000), ((3, 3), (0, 0), False, 40_000)],
)
def test_winnings_vectors(fp, score, stalled, gold):
    inputs = Inputs(stalled=("home",) if stalled else ())
    assert plan(inputs, m=match(score, fp)).teams["home"].winnings.gold == gold


def test_the_minimum_winnings_are_20000():
    p = plan(Inputs(stalled=("home", "away")), m=match((0, 0), (2, 2)))
    assert [p.teams[s].winnings.gold for s in SIDES] == [20_000, 20_000]


def test_concession_2_0_pays_90000_without_the_stalling_bonus_and_nothing_to_the_conceder():
    p = plan(Inputs(concession="away"), m=match((1, 0), (4, 3)))
    assert (p.teams["home"].score_for, p.teams["away"].score_for) == (2, 0)
    assert p.teams["home"].winnings.gold == 90_000  # (7 + 2) × 10,000, X3: no +1
    assert p.teams["away"].winnings.gold == 0
    assert p.changes.match == MatchChange(10, 2, 0, conceded="away")


def test_a_winner_above_two_keeps_its_score_on_a_concession():
    p = plan(Inputs(concession="away"), m=match((3, 1), (4, 3)))
    assert p.teams["home"].score_for == 3 and p.teams["home"].winnings.gold == 100_000


def test_a_score_stored_beyond_the_limit_still_plans_and_waits_for_its_correction():
    stored = plan(m=match((49, 0)))
    assert [m.key for m in stored.blockers("outcome")] == ["pm.missing.score_range"]
    assert stored.first_blocked_step() == "outcome" and not stored.complete
    assert all(stored.teams[s].winnings is None for s in SIDES)
    corrected = plan(pm.with_score(NO_INPUT, 3, 0), m=match((49, 0)))
    assert "pm.missing.score_range" not in [m.key for m in corrected.missing]
    assert corrected.teams["home"].winnings.gold == 75_000


def test_missing_fp_is_a_d3_slot_plus_dedicated_fans():
    p, _ = settle(faces={"fp:home": [2]}, m=MatchSnap(10, team(HOME), team(AWAY), 1, 0, None, 3))
    assert p.teams["home"].fp == 5  # D3 2 + 3 Fans Dévoués
    assert p.teams["home"].fan_attendance == 8


def test_a_corrected_score_replaces_the_matchs():
    p = plan(pm.with_score(Inputs(), 0, 3))
    assert p.teams["away"].outcome == "win" and p.teams["away"].winnings.gold == 75_000


# --- 2. Fans Dévoués -----------------------------------------------------------------------------------


def test_fans_win_needs_df_or_more_and_loss_below_df():
    p, _ = settle(faces={"fans:1:win": [3], "fans:2:loss": [3]})
    assert p.teams["home"].dedicated_fans_after == 4  # 3 ≥ 3
    assert p.teams["away"].dedicated_fans_after == 3  # 3 < 4
    p, _ = settle(faces={"fans:1:win": [2], "fans:2:loss": [4]})
    assert (p.teams["home"].dedicated_fans_after, p.teams["away"].dedicated_fans_after) == (3, 4)


def test_fans_stay_within_1_and_7_without_a_die_when_none_can_change_them():
    """A win at 7 Dedicated Fans, a loss or a concession at 1: every face leaves them as they are, so no die is asked
    (issue 26: « No die for a certain outcome »)."""
    m = match(home=team(HOME, fans=7), away=team(AWAY, fans=1))
    p = plan(m=m)
    assert not p.pending_for("fans") and not p.blockers("fans")
    assert (p.teams["home"].dedicated_fans_after, p.teams["away"].dedicated_fans_after) == (7, 1)
    assert not p.teams["home"].fans.root.dice and not p.teams["away"].fans.root.dice
    assert not [k for k in p.changes.dice if k.startswith("fans:")]
    conceded = plan(Inputs(concession="away"), m=m)
    assert not conceded.pending_for("fans") and conceded.teams["away"].dedicated_fans_after == 1


def test_a_draw_rolls_nothing_for_the_fans():
    p = plan(m=match((1, 1)))
    assert not [s for s in p.pending if s.step == "fans"]
    assert p.teams["home"].dedicated_fans_after == 3


def test_the_conceder_only_loses_d3_and_never_below_1():
    p, _ = settle(Inputs(concession="away"), faces={"fans:2:conceded": [3], "fans:1:win": [1]})
    assert p.teams["away"].dedicated_fans_after == 1  # 4 − 3
    assert p.teams["home"].dedicated_fans_after == 3  # the winner's ordinary roll (X4)


# --- 3. casualties -------------------------------------------------------------------------------------


def cas(key="c1", victim=21, outcome=injury.CASUALTY_SERIOUSLY_HURT, by=12, cause="block", **kw):
    return CasualtySnap(key, victim, cause, outcome, casualty_id=int(key[1:]), caused_by_id=by, **kw)


def test_a_death_leaves_the_roster_and_the_dead_player_played_so_may_be_a_nominee():
    p = plan(casualties=[cas(outcome=injury.CASUALTY_DEAD)])
    assert p.players[21].after.status == "dead"
    assert 21 in [x.id for x in p.eligible_mvp["away"]]  # X8 as docs/rules.md settles it: he played
    assert p.changes.player(21) == PlayerChange(21, status="dead")
    assert p.changes.player(12) == PlayerChange(12, spp=2)  # the block that killed earns 2 PSP


def test_a_foul_earns_no_psp_and_a_serious_injury_adds_a_niggling_injury_and_rpm():
    p = plan(casualties=[cas(outcome=injury.CASUALTY_SERIOUS_INJURY, cause="foul", by=11)])
    after = p.players[21].after
    assert (after.niggling, after.miss_next_game) == (1, True)
    assert p.players[11].spp == {}


def test_recorded_sequelle_applies_with_its_limits():
    p = plan(casualties=[cas(victim=21, outcome=injury.CASUALTY_LASTING_INJURY, sequelle="AV", by=11)])
    assert p.players[21].after.profile.av == 8  # AR is a target lowered by one (9+ → 8+)
    assert not p.pending_for("casualties")


def test_sequelle_at_minimum_is_rerolled_in_ligue():
    lasting = cas(victim=22, outcome=injury.CASUALTY_LASTING_INJURY, sequelle="AG", by=11)
    p = plan(casualties=[lasting])
    assert [s.key for s in p.pending if s.step == "casualties"] == ["sequelle:c1"]
    p, dice = settle(faces={"sequelle:c1": [5, 3]}, casualties=[lasting])  # 5 = AG again (6+ already): re-roll
    assert dice["sequelle:c1"] == [[6, 5, 1], [6, 3, 1]]
    assert p.players[22].after.profile.ma == 5 and p.players[22].after.profile.ag == 6
    assert p.changes.fixes == (CasualtyFix(1, sequelle="MA"),)


def test_sequelle_at_minimum_is_a_miss_next_game_in_bb2025():
    lasting = cas(victim=22, outcome=injury.CASUALTY_LASTING_INJURY, sequelle="AG", by=11)
    p, _ = settle(faces={"hatred:c1": [3]}, casualties=[lasting], ruleset=BB2025)
    after = p.players[22].after
    assert after.profile == p.players[22].before.profile and after.miss_next_game
    assert p.casualties[0].lasting == injury.LASTING_AT_MINIMUM


def test_haine_is_automatic_in_ligue_and_the_coach_picks_among_several_keywords():
    p = plan(casualties=[cas(by=12)])
    assert p.casualties[0].candidates == ("Orque", "Sauvage")
    assert p.casualties[0].needs_choice and p.blockers("casualties")
    p = plan(pm.with_hatred(Inputs(), "c1", "Sauvage"), casualties=[cas(by=12)])
    assert p.players[21].after.gained_hatreds == ("Sauvage",) and not p.blockers("casualties")


def test_a_single_keyword_needs_no_choice():
    p = plan(casualties=[cas(by=11)])  # Orque, Blitzer: Blitzer may not be named
    assert p.casualties[0].hatred_x == "Orque" and p.players[21].after.gained_hatreds == ("Orque",)


def test_a_haine_already_gained_in_the_other_language_is_not_gained_twice():
    """Haine (Orc), gained from an Orc made from his roster line, is the Haine (Orque) an Orc typed in French gives:
    the same keyword (rules.injury.keyword_in), so one Hatred, and one roll to forget it at the season end."""
    hater = dataclasses.replace(ROSTER[3], gained_hatreds=("Orc",))
    p = plan(casualties=[cas(by=11)], players=[*ROSTER[:3], hater, *ROSTER[4:]])
    assert p.casualties[0].hatred_x == "Orque" and p.players[21].after.gained_hatreds == ("Orc",)


@pytest.mark.parametrize(("die", "gained"), [(3, False), (4, True)])
def test_haine_needs_4_plus_in_bb2025(die, gained):
    p, _ = settle(faces={"hatred:c1": [die]}, casualties=[cas(by=11)], ruleset=BB2025)
    assert (p.players[21].after.gained_hatreds == ("Orque",)) is gained


def test_no_haine_without_a_player_who_caused_it():
    p = plan(casualties=[cas(by=None, cause="crowd")], ruleset=BB2025)
    assert p.casualties[0].hatred == injury.HATRED_NO_ATTACKER and not p.pending_for("casualties")


@pytest.mark.parametrize("cause", ["block", "foul", "unknown"])
def test_a_casualty_recorded_without_its_author_keeps_the_haine_the_match_gave(cause):
    """In the match, a casualty whose author was not named gives Haine as the ruleset says, X chosen later
    (docs/design.md "Haine without an attacker"; BB2025 Getting Even: X is a keyword of "the player who caused the
    Casualty"). The post-match says the same, not « nobody caused it »: X among the other team's keywords."""
    p = plan(casualties=[cas(by=None, cause=cause)])
    assert p.casualties[0].hatred == injury.HATRED_GAINED and p.casualties[0].candidates == ("Orque", "Sauvage")
    assert p.casualties[0].needs_choice
    p = plan(pm.with_hatred(Inputs(), "c1", "Sauvage"), casualties=[cas(by=None, cause=cause)])
    assert p.players[21].after.gained_hatreds == ("Sauvage",)
    rolled = plan(casualties=[cas(by=None, cause=cause, prior_hatred=injury.HATRED_NOT_GAINED)], ruleset=BB2025)
    assert rolled.casualties[0].hatred == injury.HATRED_NOT_GAINED


def test_a_revanche_already_rolled_with_the_casualty_is_not_rolled_again():
    p = plan(casualties=[cas(by=11, prior_hatred=injury.HATRED_NOT_GAINED)], ruleset=BB2025)
    assert not p.pending_for("casualties") and p.casualties[0].hatred == injury.HATRED_NOT_GAINED


def test_an_added_casualty_rolls_its_d16_with_the_niggling_injuries():
    roster = [*ROSTER[:3], dataclasses.replace(ROSTER[3], niggling=2), *ROSTER[4:]]
    inputs = pm.with_added_casualty(Inputs(), victim_id=21, cause="crowd", outcome=None)
    p, _ = settle(
        inputs, faces={"d16:x1": [13]}, players=roster, casualties=pm.added_casualties(inputs, {}, (HOME, AWAY))
    )
    assert p.casualties[0].outcome == injury.CASUALTY_DEAD  # 13 + 2 BP = 15
    added = p.changes.added[0]
    assert added.outcome == injury.CASUALTY_DEAD and added.roll_slot == "d16:x1"


def test_an_added_casualty_rolls_through_the_victims_traits_decay_then_regeneration():
    """The post-match's own casualty roll is ``/casualty``'s (rules.traits.casualty_inputs): Decay (S1 "Apply a +1
    modifier to any Casualty Roll made against this player") and Regeneration (S1 "before making the Casualty Roll
    for them, roll a D6 ... On a 4+ ... ignores the Casualty") count, as the BP do."""
    roster = [*ROSTER[:3], dataclasses.replace(ROSTER[3], niggling=1, skills=("Décomposition",)), *ROSTER[4:]]
    inputs = pm.with_added_casualty(Inputs(), victim_id=21, cause="block", outcome=None, caused_by_id=12)
    added = pm.added_casualties(inputs, {p.id: p for p in roster}, (HOME, AWAY))
    p, _ = settle(inputs, faces={"d16:x1": [13]}, players=roster, casualties=added)
    assert p.casualties[0].outcome == injury.CASUALTY_DEAD  # 13 + 1 BP + 1 Décomposition = 15
    regenerating = [*ROSTER[:3], dataclasses.replace(ROSTER[3], skills=("Régénération",)), *ROSTER[4:]]
    p, dice = settle(inputs, faces={"d16:x1": [3, 9]}, players=regenerating, casualties=added)
    assert dice["d16:x1"] == [[6, 3, 1], [16, 9, 1]] and p.casualties[0].outcome == injury.CASUALTY_SERIOUSLY_HURT
    p, dice = settle(inputs, faces={"d16:x1": [4]}, players=regenerating, casualties=added)
    assert dice["d16:x1"] == [[6, 4, 1]]  # regenerated: no D16 at all


def test_a_casualty_recovered_at_once_still_earns_its_psp_and_changes_nothing():
    """BB2025 ``league_play.md`` "Casualty": the causer "will still gain the 2 SPP even if the Casualty is
    recovered by any means - such as an Apothecary or the Regeneration Trait"."""
    regenerating = [*ROSTER[:3], dataclasses.replace(ROSTER[3], skills=("Régénération",)), *ROSTER[4:]]
    inputs = pm.with_added_casualty(Inputs(), victim_id=21, cause="block", outcome=None, caused_by_id=12)
    added = pm.added_casualties(inputs, {p.id: p for p in regenerating}, (HOME, AWAY))
    p, _ = settle(inputs, faces={"d16:x1": [5]}, players=regenerating, casualties=added)
    assert p.casualties[0].outcome == injury.REGENERATED
    assert p.players[12].spp == {"casualty": 2} and p.changes.player(21) is None
    assert p.changes.added[0].outcome == injury.REGENERATED  # recorded, for the PSP and the records
    for outcome in injury.RECOVERED:
        recorded = plan(casualties=[cas(outcome=outcome, by=12)], ruleset=BB2025)
        assert recorded.players[12].spp == {"casualty": 2} and recorded.changes.player(21) is None
        assert recorded.casualties[0].hatred is None and not recorded.pending_for("casualties")


# --- 4. PSP and Joueur du Match -----------------------------------------------------------------------


def test_psp_per_action_and_the_mvp():
    inputs = pm.with_spp_events(
        Inputs(), "home", [11, 12, 13], touchdowns=[11, 11], completions=[12], interceptions=[12]
    )
    inputs = pm.with_nominees(inputs, "home", [12, 11])
    p, _ = settle(inputs, faces={"mvp:1:1": [2]})
    assert p.teams["home"].nominees == (11, 12)  # by shirt number, whatever the click order
    assert p.players[11].spp == {"touchdown": 6}
    assert p.players[12].spp == {"completion": 1, "interception": 2, "mvp": 4}


def test_the_mvp_nominees_are_final_once_the_die_is_thrown():
    """BB2025 ``league_play.md`` "Most Valuable Player": each coach "nominates six players ... assigns them a number
    between 1 and 6. They then roll a D6": a list changed after the die would choose the winner."""
    roster = [*ROSTER, *(player(i, number=i - 10) for i in range(14, 19))]  # seven home players played
    seven = [11, 12, 14, 15, 16, 17]
    inputs = pm.with_nominees(Inputs(), "home", seven, rolled=plan(players=roster).mvp_rolled("home"))
    p, _ = settle(inputs, faces={"mvp:1:1": [2]}, players=roster)
    assert p.mvp_rolled("home") and not p.mvp_rolled("away")
    with pytest.raises(DomainError) as refused:
        pm.with_nominees(inputs, "home", [11, 12, 14, 15, 16, 18], rolled=p.mvp_rolled("home"))
    assert refused.value.key == "error.postmatch.nominees_rolled"
    assert pm.with_nominees(inputs, "home", list(reversed(seven)), rolled=True).nominees["home"]  # same six
    partial = plan(Inputs(), {"mvp:1:1": [[6, 5, 1]]})  # two played: a 5 is rolled again, a die still owed
    assert partial.pending_for("spp") and partial.mvp_rolled("home")


def test_mvp_nominees_played_and_a_face_past_the_list_is_rerolled():
    inputs = pm.with_nominees(Inputs(), "home", [11, 12, 13])  # 13 sat this match out (RPM)
    p, dice = settle(inputs, faces={"mvp:1:1": [5, 6, 1]})
    assert p.teams["home"].nominees == (11, 12)
    assert len(dice["mvp:1:1"]) == 3 and p.players[11].spp == {"mvp": 4}


def test_a_single_nominee_needs_no_die():
    roster = [*ROSTER[:3], *(dataclasses.replace(x, miss_next_game=True) for x in ROSTER[3:5]), ROSTER[5]]
    p = plan(players=roster)  # only #3 played for the away team: he is the only nominee
    assert p.teams["away"].nominees == (23,)
    assert p.players[23].spp == {"mvp": 4} and not [s for s in p.pending if s.key.startswith("mvp:2")]


def test_a_concession_loses_the_conceders_psp_and_gives_the_winner_two_mvps():
    inputs = pm.with_nominees(Inputs(concession="away"), "home", [11, 12])
    inputs = pm.with_spp_events(inputs, "away", [21, 22, 23], touchdowns=[21], completions=[], interceptions=[])
    p = plan(inputs, casualties=[cas(victim=11, by=21, outcome=injury.CASUALTY_BADLY_HURT)])
    assert [s.key for s in p.pending if s.step == "spp"] == ["mvp:1:1", "mvp:1:2"]
    assert p.players[21].spp == {} and p.teams["away"].mvp_count == 0


def test_touchdowns_must_be_entered_when_a_team_scored():
    p = plan()
    assert {m.facts["team"] for m in p.missing if m.key == "pm.missing.spp"} == {"Équipe 1", "Équipe 2"}
    assert not [m for m in plan(m=match((0, 0))).missing if m.key == "pm.missing.spp"]


@pytest.mark.parametrize(("die", "status"), [(3, "retired"), (4, "active")])
def test_a_conceding_teams_veterans_quit_on_1_to_3(die, status):
    roster = [*ROSTER[:3], dataclasses.replace(ROSTER[3], advancements=3), *ROSTER[4:]]
    p = plan(Inputs(concession="away"), players=roster)
    # « immediately quits »: thrown before any hiring or firing (postgame-reference §8), at the hiring step's start
    assert [s.key for s in p.pending_for("hiring")] == ["veteran:21"]  # only the 3-advancement player of the conceder
    p, _ = settle(Inputs(concession="away"), faces={"veteran:21": [die]}, players=roster)
    assert p.players[21].after.status == status


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_a_veteran_who_quits_is_gone_before_the_firing_counts_the_eleven(ruleset):
    """A conceding team's veteran who quits on his D6 « immediately quits »: the hiring step sees him gone, so a
    firing that would leave fewer than 11 without him is refused, and he is no longer on the roster it counts."""
    away = squad(AWAY, 12, 200)
    away[0] = dataclasses.replace(away[0], advancements=3)
    roster = [*ROSTER[:3], *away]
    fired = pm.with_players_chosen(Inputs(concession="away"), "fired", [p.id for p in away], [away[-1].id])
    p, _ = settle(fired, faces={f"veteran:{away[0].id}": [2]}, players=roster, ruleset=ruleset)
    assert p.players[away[0].id].after.status == "retired"
    assert "pm.missing.fire_below_11" in [x.key for x in p.missing]  # 10 left, the veteran gone
    assert p.teams["away"].hiring.roster_after == 10
    stays, _ = settle(fired, faces={f"veteran:{away[0].id}": [4]}, players=roster, ruleset=ruleset)
    assert "pm.missing.fire_below_11" not in [x.key for x in stays.missing]


# --- 5. advancements --------------------------------------------------------------------------------


def rich(spp=20, **kw):
    return [dataclasses.replace(ROSTER[0], spp=spp, **kw), *ROSTER[1:]]


def drawn_then_chosen(inputs, choice, faces, players, **kw):
    """The plan settled on ``faces`` as drawn, then on the same dice once the coach makes ``choice`` (the
    advancement's id and what it takes)."""
    drawn, _ = settle(inputs, faces=faces, players=players, **kw)
    chosen, _ = settle(pm.with_advancement_choice(inputs, *choice), faces=faces, players=players, **kw)
    return drawn, chosen


def test_characteristic_improvement_costs_14_then_offers_what_is_left():
    inputs = pm.with_advancement(Inputs(), 11, "characteristic")
    p, chosen = drawn_then_chosen(inputs, ("a1", "ST"), faces={"adv:11:1": [7]}, players=rich(value=80_000))
    assert p.advancements[0].roll.available == ("AG", "ST") and p.advancements[0].problem == "pm.adv.problem.choose"
    after = chosen.players[11].after
    assert (after.profile.st, after.spp, after.advancements, after.value) == (4, 6, 1, 140_000)
    assert after.improvements["ST"] == 1


def test_at_most_two_improvements_per_characteristic():
    taken = {"MA": 0, "ST": 2, "AG": 0, "PA": 0, "AV": 0}
    inputs = pm.with_advancement(Inputs(), 11, "characteristic")
    p, _ = settle(inputs, faces={"adv:11:1": [7]}, players=rich(improvements=taken))
    assert p.advancements[0].roll.available == ("AG",)


def test_a_skill_instead_spends_the_psp_anyway():
    inputs = pm.with_advancement(Inputs(), 11, "characteristic")
    inputs = pm.with_advancement_choice(inputs, "a1", "secondary", "Garde")
    p, _ = settle(inputs, faces={"adv:11:1": [1]}, players=rich(value=80_000))
    after = p.players[11].after
    assert after.skills == ("Garde",) and after.spp == 6
    assert after.value == 130_000  # Secondary +40,000 and Garde is an Elite skill: +10,000 more


def test_second_advancement_costs_more_and_missing_psp_blocks():
    players = rich(spp=7, advancements=1)
    p = plan(pm.with_advancement(Inputs(), 11, "chosen_primary", "Blocage"), players=players)
    assert p.advancements[0].problem == "pm.adv.problem.spp" and p.advancements[0].cost == 8
    p = plan(pm.with_advancement(Inputs(), 11, "chosen_primary", "Blocage"), players=rich(spp=8, advancements=1))
    assert p.players[11].after.skills == ("Blocage",) and p.players[11].after.advancements == 2


def test_an_advancement_behind_one_under_way_is_paid_at_the_next_rank():
    """league_play.md: the SPP an advancement costs « will depend on the number of advancements the player already
    has ». A Characteristic Improvement added behind a random skill not drawn yet was priced and rolled as the first
    (14 SPP, its D8 kept as « adv:11:1 »); once the skill was taken it became the second and its D8 was thrown
    again: a D8 shown then replaced, and a coach could keep a good one by taking the skill away."""
    inputs = pm.with_advancement(Inputs(), 11, "random_primary", category="general")
    inputs = pm.with_advancement(inputs, 11, "characteristic")
    p = plan(inputs, players=rich(spp=30, value=90_000))
    first, second = p.advancements
    assert (first.number, first.cost, second.number, second.cost) == (1, 3, 2, 16)
    assert [s.key for s in p.pending_for("advancements")] == ["skill:11:1", "adv:11:2"]
    assert p.players[11].after.spp == 11  # both under way, both paid: what the menus say he has left
    short = plan(inputs, players=rich(spp=15, value=90_000)).advancements[1]
    assert (short.number, short.problem) == (2, "pm.adv.problem.spp")  # 3 + 16 > 15, said at once
    p, _ = settle(inputs, faces={"skill:11:1": [1, 1, 4, 6], "adv:11:2": [8]}, players=rich(spp=30, value=90_000))
    assert p.advancements[1].roll is not None and p.advancements[1].roll.root.dice[0].value == 8  # the same D8


def test_a_chosen_skill_the_player_cannot_have_beside_his_others_is_refused():
    """S1 ``league_play.md`` "New Skills": "Players may not select a Skill that they already have or one they are
    unable to use due to their other Skills" (Frenzy: "cannot have the Grab, Hit & Run or Multiple Block")."""
    frenzied = rich(skills=("Frénésie",))
    p = plan(pm.with_advancement(Inputs(), 11, "chosen_primary", "Grab"), players=frenzied)
    assert p.advancements[0].problem == "pm.adv.problem.unusable" and p.players[11].after.skills == ("Frénésie",)
    p = plan(pm.with_advancement(Inputs(), 11, "chosen_primary", "Garde"), players=frenzied)
    assert p.advancements[0].problem is None and p.players[11].after.skills == ("Frénésie", "Garde")


# --- 6. expensive mistakes ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("treasury", "bracket", "faces", "left"),
    [
        (35_000, 0, [2], 100_000),
        (140_000, 1, [2, 3], 175_000),
        (245_000, 2, [1], 155_000),  # ligue: the loss is rounded down (310,000 → loses 155,000)
        (335_000, 3, [1], 200_000),
        (435_000, 4, [1, 3, 4], 70_000),
        (535_000, 5, [6, 1], 590_000),
    ],
)
def test_every_bracket(treasury, bracket, faces, left):
    m = match(home=team(HOME, treasury=treasury))  # + 65,000 of winnings
    key = f"em:1:{bracket}"
    assert key in [s.key for s in plan(m=m).pending]
    p, _ = settle(faces={key: faces}, m=m)
    assert p.teams["home"].mistakes.treasury == treasury + 65_000
    assert p.teams["home"].treasury_after == left


def test_no_roll_below_100000():
    p = plan(m=match(home=team(HOME, treasury=0), fp=(2, 2), score=(0, 0)))
    assert p.teams["home"].mistakes.root.outcome == "expensive_mistakes.no_roll"


def test_major_incident_rounding_differs_per_ruleset():
    m = match(home=team(HOME, treasury=250_000))  # 315,000 after winnings
    ligue, _ = settle(faces={"em:1:2": [1]}, m=m)
    bb2025, _ = settle(faces={"em:1:2": [1]}, m=m, ruleset=BB2025)
    assert (ligue.teams["home"].treasury_after, bb2025.teams["home"].treasury_after) == (160_000, 155_000)


# --- 7. next match, the plan as a whole ------------------------------------------------------------------------


def test_rpm_of_who_sat_out_is_cleared_and_a_new_one_stays():
    p = plan(casualties=[cas(victim=21)])
    assert [x.id for x in p.rpm_cleared] == [13]
    assert p.changes.player(13) == PlayerChange(13, miss_next_game=False)
    assert p.players[21].after.miss_next_game


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_a_player_fired_with_his_rpm_leaves_and_his_rpm_is_not_lifted(ruleset):
    fired = pm.with_players_chosen(Inputs(), "fired", [11, 12, 13], [13])  # 13 sat this match out (RPM)
    p = plan(fired, ruleset=ruleset)
    assert 13 not in [x.id for x in p.rpm_cleared]
    assert p.changes.player(13) == PlayerChange(13, status="retired")  # leaves; no « RPM levé » on the way out


def test_same_inputs_and_dice_give_the_same_plan_and_fingerprint():
    faces = {"fans:1:win": [4], "fans:2:loss": [1], "em:1:0": [3], "em:2:2": [2, 1]}
    first, dice = settle(faces=faces)
    again = plan(Inputs(), dice)
    assert again.changes == first.changes and again.digest() == first.digest()
    assert plan(Inputs(stalled=("home",)), dice).digest() != first.digest()


def test_stored_dice_of_the_wrong_kind_make_the_slot_stale():
    p = plan(dice={"fans:1:win": [[3, 2, 0]]})
    stale = next(s for s in p.pending if s.key == "fans:1:win")
    thrower = slots.SlotDice((), Dice.manual([5]))  # a stale slot starts over: its stored dice are not read
    stale.roll(thrower)
    assert stale.stale and thrower.thrown[0].sides == 6


def test_a_slot_short_of_dice_asks_for_more_and_keeps_the_ones_thrown():
    p = plan(pm.with_nominees(Inputs(), "home", [11, 12]), {"mvp:1:1": [[6, 5, 0]]})
    slot = next(s for s in p.pending if s.key == "mvp:1:1")
    thrower = slots.SlotDice(slot.stored, Dice.manual([1]))
    slot.roll(thrower)
    assert slots.faces(thrower.thrown) == [[6, 5, 0], [6, 1, 1]]


# --- issue 14: the book's order, team rules, six nominees, every advancement, PSP sources, concessions -----


def squad(team_id, count, first_id, **kw):
    """``count`` plain players of a team (ids from ``first_id``, numbers 1…)."""
    return [player(first_id + n, team_id, n + 1, HUMAN, **kw) for n in range(count)]


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_hiring_a_player_is_paid_before_expensive_mistakes_so_the_team_escapes_them(ruleset):
    m = match(home=team(HOME, treasury=90_000))  # + 65,000 of winnings = 155,000: a D6 on the first bracket
    assert "em:1:0" in [s.key for s in plan(m=m, ruleset=ruleset).pending]
    hired = pm.with_hire(Inputs(), "home", number=30, name="Recrue", position="Trois-Quart", profile=ORC, fee=60_000)
    p = plan(hired, m=m, ruleset=ruleset)
    home = p.teams["home"]
    assert (home.treasury_after_winnings, home.hiring.cost, home.treasury_after_hiring) == (155_000, 60_000, 95_000)
    assert "em:1:0" not in [s.key for s in p.pending]
    assert home.mistakes.root.outcome == "expensive_mistakes.no_roll" and home.treasury_after == 95_000
    assert [n.number for n in p.changes.new_players] == [30] and p.changes.new_players[0].value == 60_000
    assert p.changes.team(HOME).treasury == 95_000


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_a_hire_without_a_fee_costs_a_team_mate_of_the_same_position_and_gold_is_checked(ruleset):
    roster = [*ROSTER, player(14, HOME, 14, ORC, position="Trois-Quart", value=50_000)]
    inputs = pm.with_hire(Inputs(), "home", number=31, name="A", position="trois-quart", profile=ORC, fee=None)
    assert plan(inputs, players=roster, ruleset=ruleset).teams["home"].hiring.cost == 50_000
    inputs = pm.with_hire(inputs, "home", number=32, name="B", position="Lanceur", profile=ORC, fee=None)
    assert "pm.missing.hire_fee" in [x.key for x in plan(inputs, players=roster, ruleset=ruleset).missing]
    rich = pm.with_hire(Inputs(), "home", number=33, name="C", position="Ogre", profile=ORC, fee=140_000)
    missing = {x.key: x.facts for x in plan(rich, players=roster, ruleset=ruleset).missing}
    assert missing["pm.missing.gold"]["spent"] == 140_000 and missing["pm.missing.gold"]["treasury"] == 115_000


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_a_recruit_of_a_book_roster_costs_his_line_and_gets_its_skills_within_its_limit(ruleset):
    orcs = match(home=dataclasses.replace(team(HOME, 300_000), roster="Orques"))
    roster = [*ROSTER, player(14, HOME, 14, ORC, position="Orc Blitzer", value=95_000)]  # an advanced team-mate
    inputs = pm.with_hire(Inputs(), "home", number=31, name="A", position="blitzer", profile=ORC, fee=None)
    p = plan(inputs, players=roster, ruleset=ruleset, m=orcs)
    assert p.teams["home"].hiring.cost == 85_000  # the book's Hiring Fee
    assert [x.key for x in p.missing if x.step == "hiring"] == []
    (new,) = p.changes.new_players
    assert new.skills == ("block", "break_tackle") and new.keywords == ("Blitzer", "Orc") and new.value == 85_000
    assert (new.primary, new.secondary) == (("general", "strength"), ("agility", "devious"))
    typed = pm.with_hire(Inputs(), "home", number=31, name="A", position="blitzer", profile=ORC, fee=90_000)
    assert plan(typed, players=roster, ruleset=ruleset, m=orcs).teams["home"].hiring.cost == 90_000  # typed wins
    third = pm.with_hire(inputs, "home", number=32, name="B", position="Orc Blitzer", profile=ORC, fee=None)
    missing = {x.key: x.facts for x in plan(third, players=roster, ruleset=ruleset, m=orcs).missing}
    assert missing["error.roster.position_full"] == {
        "position": "Orc Blitzer",
        "most": 2,
        "roster": "Orques",
        "count": 2,
    }
    house = pm.with_hire(Inputs(), "home", number=31, name="A", position="blitzer", profile=ORC, fee=None)
    assert "pm.missing.hire_fee" in [x.key for x in plan(house, players=roster, ruleset=ruleset).missing]


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_a_journeyman_hired_at_step_5_counts_for_his_line_after_the_firing_and_the_recruits(ruleset):
    """R4, R7: a Journeyman is counted in no limit while he plays for the team, but once hired he is one of its
    players: his line's « 0-N » (and the footnote groups) count him, after the recruits (step 2) and the firing
    (step 3) of this post-match."""
    orcs = match(home=dataclasses.replace(team(HOME, 500_000), roster="Orques"))
    blitzers = [player(14, position="Orc Blitzer", value=85_000), player(15, position="Blitzer", value=85_000)]
    moved = player(140, number=40, position="Orc Blitzer", journeyman=True, value=85_000)  # /player edit moved him
    linemen = squad(HOME, 10, 300, position="Orc Lineman")  # enough left to play after a firing
    roster = [*ROSTER, *linemen, *blitzers, moved]
    ids = [p.id for p in roster if p.team_id == HOME]
    keep = pm.with_players_chosen(Inputs(), "journeymen_hired", ids, [140])
    missing = [(x.key, x.facts) for x in plan(keep, players=roster, ruleset=ruleset, m=orcs).missing]
    facts = {"position": "Orc Blitzer", "most": 2, "roster": "Orques", "count": 2, "player": "#40 Joueur 140"}
    assert ("pm.missing.journeyman_position_full", facts) in missing
    fire = pm.with_players_chosen(keep, "fired", ids, [14])  # step 3 frees a Blitzer's place for step 5
    assert not [x for x in plan(fire, players=roster, ruleset=ruleset, m=orcs).missing if x.step == "hiring"]
    recruit = pm.with_hire(fire, "home", number=31, name="A", position="blitzer", profile=ORC, fee=None)
    missing = [x.key for x in plan(recruit, players=roster, ruleset=ruleset, m=orcs).missing]
    assert "pm.missing.journeyman_position_full" in missing  # the recruit (step 2) took that place first
    lineman = dataclasses.replace(moved, position="Orc Lineman")
    lined = [*ROSTER, *linemen, *blitzers, lineman]
    assert not [x for x in plan(keep, players=lined, ruleset=ruleset, m=orcs).missing if x.step == "hiring"]


def test_a_recruits_number_already_worn_says_by_whom():
    kw = {"position": "Y", "profile": ORC, "fee": 5_000}
    first = pm.with_hire(Inputs(), "home", number=11, name="Zag", **kw)  # player 11 wears #11
    second = pm.with_hire(first, "home", number=40, name="Snik", **kw)
    third = pm.with_hire(second, "home", number=40, name="Grok", **kw)
    taken = [x.facts for x in plan(third).missing if x.key == "pm.missing.number_taken"]
    assert taken == [
        {"team": "Équipe 1", "number": 11, "player": "#11 Zag", "holder": "#11 Joueur 11"},
        {"team": "Équipe 1", "number": 40, "player": "#40 Grok", "holder": "#40 Snik"},
    ]
    again = pm.with_hire(second, "home", number=40, name="SNIK", **kw)  # the same recruit typed again: no clash
    assert [x.facts["number"] for x in plan(again).missing if x.key == "pm.missing.number_taken"] == [11]


def test_a_roster_without_an_apothecary_line_may_not_hire_one():
    order = pm.with_staff(Inputs(), "home", pm.StaffOrder(apothecary="hire"))
    nurgle = match(home=dataclasses.replace(team(HOME, 300_000), roster="Nurgle"))
    missing = {x.key: x.facts for x in plan(order, m=nurgle).missing}
    assert missing["error.roster.no_apothecary"] == {"roster": "Nurgle"}
    orcs = match(home=dataclasses.replace(team(HOME, 300_000), roster="Orques"))
    assert "error.roster.no_apothecary" not in [x.key for x in plan(order, m=orcs).missing]
    assert "error.roster.no_apothecary" not in [x.key for x in plan(order).missing]  # a house roster


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_staff_rerolls_at_double_price_apothecary_and_helpers(ruleset):
    order = pm.StaffOrder(rerolls=2, reroll_price=60_000, apothecary="hire", cheerleaders=2, assistant_coaches=1)
    p = plan(pm.with_staff(Inputs(), "away", order))
    hiring = p.teams["away"].hiring
    assert hiring.staff_cost == 2 * 120_000 + 50_000 + 20_000 + 10_000
    change = p.changes.team(AWAY)
    assert (change.rerolls, change.apothecary, change.cheerleaders, change.assistant_coaches) == (2, True, 2, 1)
    priced = match(away=dataclasses.replace(team(AWAY, 250_000, 4), reroll_cost=70_000))
    p = plan(pm.with_staff(Inputs(), "away", pm.StaffOrder(rerolls=1)), m=priced)
    assert p.teams["away"].hiring.staff_cost == 140_000  # the team's roster price, doubled
    unpriced = plan(pm.with_staff(Inputs(), "away", pm.StaffOrder(rerolls=1)))
    assert "pm.missing.reroll_price" in [x.key for x in unpriced.missing]
    too_many = pm.StaffOrder(rerolls=8, reroll_price=50_000)
    m = match(away=dataclasses.replace(team(AWAY, 900_000, 4), rerolls=1))
    assert "pm.missing.rerolls" in [x.key for x in plan(pm.with_staff(Inputs(), "away", too_many), m=m).missing]


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_firing_may_not_leave_fewer_than_eleven_players_for_the_next_match_and_sixteen_at_most(ruleset):
    home = squad(HOME, 11, 100)
    roster = [*home, *ROSTER[3:]]
    fired = pm.with_players_chosen(Inputs(), "fired", [p.id for p in home], [100])
    p = plan(fired, players=roster, ruleset=ruleset)
    assert "pm.missing.fire_below_11" in [x.key for x in p.missing]
    full = [*squad(HOME, 16, 100), *ROSTER[3:]]
    hired = pm.with_hire(Inputs(), "home", number=40, name="X", position="Y", profile=ORC, fee=5_000)
    assert "pm.missing.hire_before_fire" in [x.key for x in plan(hired, players=full, ruleset=ruleset).missing]
    fired = pm.with_players_chosen(Inputs(), "fired", [p.id for p in full[:16]], [100])
    p = plan(fired, players=full, ruleset=ruleset)
    assert not [x for x in p.missing if x.step == "hiring"]
    assert p.changes.player(100) == PlayerChange(100, status="retired")
    clash = pm.with_hire(Inputs(), "home", number=2, name="Z", position="Y", profile=ORC, fee=5_000)
    assert "pm.missing.number_taken" in [
        x.key for x in plan(clash, players=full[:15] + list(ROSTER[3:]), ruleset=ruleset).missing
    ]


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_a_full_roster_hires_before_it_fires_so_a_fired_players_place_is_not_a_recruits(ruleset):
    """league_play.md, Hiring, Firing and Temporarily Retiring: « 2. Hire any new players… 3. Fire any players… »,
    and a Team Draft List « may never have more than 16 players »: with 16, step 2 cannot hire."""
    full = [*squad(HOME, 16, 100), *ROSTER[3:]]
    hired = pm.with_hire(Inputs(), "home", number=40, name="X", position="Y", profile=ORC, fee=5_000)
    swap = pm.with_players_chosen(hired, "fired", [p.id for p in full[:16]], [100])
    p = plan(swap, players=full, ruleset=ruleset)
    hiring = [(x.key, x.facts) for x in p.missing if x.step == "hiring"]
    assert hiring == [("pm.missing.hire_before_fire", {"team": "Équipe 1", "count": 17})]
    assert "pm.missing.roster_full" not in [x.key for x in p.missing]  # one reason, said once
    # a dead player leaves first (step 1): his place is free for a recruit
    dead = cas(victim=100, outcome=injury.CASUALTY_DEAD, by=21)
    assert not [x for x in plan(hired, players=full, casualties=[dead], ruleset=ruleset).missing if x.step == "hiring"]
    # the match's journeyman is not counted at step 2 (he may be hired at step 5, in a fired player's place)
    fifteen = [*squad(HOME, 15, 100), player(140, HOME, 40, ORC, journeyman=True, value=50_000), *ROSTER[3:]]
    ids = [p.id for p in fifteen[:16]]
    recruit = pm.with_hire(Inputs(), "home", number=41, name="X", position="Y", profile=ORC, fee=5_000)
    assert not [x for x in plan(recruit, players=fifteen, ruleset=ruleset).missing if x.step == "hiring"]
    keep = pm.with_players_chosen(recruit, "journeymen_hired", ids, [140])
    assert "pm.missing.roster_full" in [x.key for x in plan(keep, players=fifteen, ruleset=ruleset).missing]
    fire_then_keep = pm.with_players_chosen(keep, "fired", ids, [100])
    assert not [x for x in plan(fire_then_keep, players=fifteen, ruleset=ruleset).missing if x.step == "hiring"]


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_journeymen_hired_for_their_value_lose_loner_the_others_leave(ruleset):
    roster = [
        *ROSTER,
        player(15, HOME, 15, ORC, journeyman=True, value=50_000, skills=("Solitaire (4+)", "Blocage")),
        player(16, HOME, 16, ORC, journeyman=True, value=50_000, skills=("Loner (4+)",)),
    ]
    inputs = pm.with_players_chosen(Inputs(), "journeymen_hired", [11, 12, 13, 15, 16], [15])
    p = plan(inputs, players=roster, ruleset=ruleset)
    assert p.teams["home"].hiring.cost == 50_000 and p.teams["home"].treasury_after_hiring == 65_000
    assert p.changes.player(15) == PlayerChange(15, skills=("Blocage",), journeyman=False)
    assert p.changes.player(16) == PlayerChange(16, status="retired")


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_only_a_player_with_a_lasting_injury_of_this_match_may_retire_temporarily(ruleset):
    lasting = cas(victim=21, outcome=injury.CASUALTY_LASTING_INJURY, sequelle="AV", by=11)
    away = [21, 22, 23]
    p = plan(pm.with_players_chosen(Inputs(), "retired", away, [21]), casualties=[lasting])
    assert p.changes.player(21).temporarily_retired is True and not [x for x in p.missing if x.step == "hiring"]
    p = plan(pm.with_players_chosen(Inputs(), "retired", away, [22]), casualties=[lasting])
    assert "pm.missing.retire_lasting" in [x.key for x in p.missing]


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_brawlin_brutes_earn_3_psp_per_casualty_and_2_per_touchdown(ruleset):
    brutes = dataclasses.replace(team(HOME), special_rules=("brawlin_brutes", "team_captain"))
    inputs = pm.with_spp_events(Inputs(), "home", [11, 12, 13], touchdowns=[11, 12])
    hurt = cas(victim=21, outcome=injury.CASUALTY_BADLY_HURT, by=12)
    p = plan(inputs, m=match(home=brutes), casualties=[hurt], ruleset=ruleset)
    assert p.players[12].spp == {"casualty": 3, "touchdown": 2} and p.players[11].spp == {"touchdown": 2}
    plain = plan(inputs, casualties=[hurt], ruleset=ruleset)
    assert plain.players[12].spp == {"casualty": 2, "touchdown": 3}


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_six_nominees_are_needed_when_more_than_six_played_and_all_of_them_when_fewer(ruleset):
    roster = [*squad(HOME, 8, 100), *ROSTER[3:]]
    p = plan(players=roster, ruleset=ruleset)
    assert p.teams["home"].nominees_needed == 6
    assert {"team": "Équipe 1", "count": 6, "chosen": 0} in [
        x.facts for x in p.missing if x.key == "pm.missing.nominees"
    ]
    two = pm.with_nominees(Inputs(), "home", [100, 101])
    assert p.teams["home"].nominees == () and plan(two, players=roster, ruleset=ruleset).teams["home"].nominees == ()
    six = pm.with_nominees(Inputs(), "home", [100, 101, 102, 103, 104, 105])
    p, _ = settle(ruleset=ruleset, inputs=six, faces={"mvp:1:1": [6]}, players=roster)
    assert p.teams["home"].nominees == (100, 101, 102, 103, 104, 105) and p.players[105].spp == {"mvp": 4}
    away = plan(players=roster, ruleset=ruleset).teams["away"]
    assert away.nominees == (21, 22, 23)  # three played: all three, no choice


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_random_primary_skill_draws_twice_and_the_coach_keeps_one(ruleset):
    inputs = pm.with_advancement(Inputs(), 11, "random_primary", category="general")
    faces = {"skill:11:1": [1, 1, 4, 2]}
    p, chosen = drawn_then_chosen(inputs, ("a1", "strip_ball"), faces, rich(spp=3, value=80_000), ruleset=ruleset)
    ap = p.advancements[0]
    assert (
        ap.cost == 3 and ap.skill_roll.skills == ("block", "strip_ball") and ap.problem == "pm.adv.problem.choose_skill"
    )
    after = chosen.players[11].after
    assert after.skills == (skills_name("strip_ball"),)  # the one the coach kept
    assert (after.spp, after.advancements, after.value) == (0, 1, 100_000)


def skills_name(key):
    from rules import skills

    return skills.CATALOGUE[key].name


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_a_random_skill_already_held_is_drawn_again_and_the_same_skill_twice_must_be_taken(ruleset):
    roster = rich(spp=3, skills=("Blocage",))
    inputs = pm.with_advancement(Inputs(), 11, "random_primary", category="general")
    p, dice = settle(ruleset=ruleset, inputs=inputs, faces={"skill:11:1": [1, 1, 1, 2, 1, 2]}, players=roster)
    ap = p.advancements[0]
    assert [d[1] for d in dice["skill:11:1"]] == [1, 1, 1, 2, 1, 2]  # Blocage held: drawn again, every die kept
    assert ap.skill_roll.same and ap.skill == skills_name("dauntless") and ap.problem is None
    assert p.players[11].after.skills == ("Blocage", skills_name("dauntless"))


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_two_advancements_for_one_player_are_paid_in_order_and_elite_adds_10000(ruleset):
    inputs = pm.with_advancement(Inputs(), 11, "chosen_primary", "Blocage")
    inputs = pm.with_advancement(inputs, 11, "random_primary", category="strength")
    faces = {"skill:11:2": [1, 2, 1, 6]}
    p, chosen = drawn_then_chosen(inputs, ("a2", "guard"), faces, rich(spp=10, value=70_000), ruleset=ruleset)
    first, second = p.advancements
    assert (first.number, first.cost, second.number, second.cost) == (1, 6, 2, 4)
    assert first.value_increase == 30_000  # Blocage: Primary +20,000, Elite +10,000
    after = chosen.players[11].after
    assert (after.spp, after.advancements) == (0, 2) and after.value == 70_000 + 30_000 + 30_000  # Garde: Elite too


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_a_player_with_enough_psp_for_a_characteristic_must_advance_before_confirm(ruleset):
    p = plan(players=rich(spp=14), ruleset=ruleset)
    assert [x.facts for x in p.missing if x.key == "pm.missing.must_advance"] == [
        {"player": "#11 Joueur 11", "spp": 14, "cost": 14}
    ]
    p = plan(pm.with_advancement(Inputs(), 11, "random_primary", category="general"), players=rich(spp=14))
    assert not [x for x in p.missing if x.key == "pm.missing.must_advance"]  # any advancement will do
    inputs = pm.with_advancement(Inputs(), 11, "random_primary", category="general")
    valued = rich(spp=14, value=50_000)
    p, _ = settle(ruleset=ruleset, inputs=inputs, faces={"skill:11:1": [1, 6, 4, 1]}, players=valued)
    assert p.advancements[0].needs_choice  # drawn, not chosen: only that choice is asked, not another advancement
    assert [x.key for x in p.missing if x.step == "advancements"] == ["pm.adv.problem.choose_skill"]


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_throws_and_landings_need_the_trait_and_touchdowns_never_pass_the_score(ruleset):
    """A throw's PSP go to a player with Throw (or Kick) Team-mate, a landing's to one with Right Stuff; more
    touchdowns than the team scored cannot be. Each blocks the step (it was only noted, or not at all)."""
    inputs = pm.with_spp_events(Inputs(), "home", [11, 12, 13], throws=[12], landings=[11], touchdowns=[11, 11, 12])
    inputs = pm.with_spp_events(inputs, "away", [21, 22, 23], touchdowns=[21])
    p = plan(inputs, ruleset=ruleset)  # 2-1: the Orcs typed three touchdowns
    blockers = {m.key: m.facts for m in p.blockers("spp")}
    assert blockers["pm.missing.throw_trait"] == {"player": "#12 Joueur 12"}
    assert blockers["pm.missing.landing_trait"] == {"player": "#11 Joueur 11"}
    assert blockers["pm.missing.touchdowns_over"] == {"team": "Équipe 1", "td": 3, "score": 2}
    assert "pm.note.touchdowns" not in [n.key for n in p.notes if n.facts.get("team") == "Équipe 1"]
    fewer = pm.with_spp_events(Inputs(), "home", [11, 12, 13], touchdowns=[11])  # a Star Player scored the other
    assert "pm.note.touchdowns" in [n.key for n in plan(fewer, ruleset=ruleset).notes]
    assert "pm.missing.touchdowns_over" not in [m.key for m in plan(fewer, ruleset=ruleset).missing]


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_psp_for_throws_landings_and_casualties_by_cause(ruleset):
    inputs = pm.with_spp_events(Inputs(), "home", [11, 12, 13], throws=[12], landings=[11])
    thrower = [
        dataclasses.replace(ROSTER[0], skills=("Poids Plume",)),
        dataclasses.replace(ROSTER[1], skills=("Lancer de Coéquipier",)),
        *ROSTER[2:],
    ]
    p = plan(
        inputs,
        casualties=[cas(victim=21, outcome=injury.CASUALTY_BADLY_HURT, by=12, cause="stab")],
        players=thrower,
        ruleset=ruleset,
    )
    assert p.players[12].spp == {"throw": 1} and p.players[11].spp == {"landing": 1}
    assert p.changes.applied == (1,) and p.changes.spp_earning == ()  # applied, not counted in the league table
    innovator = [ROSTER[0], dataclasses.replace(ROSTER[1], skills=("Innovateur Violent",)), *ROSTER[2:]]
    p = plan(
        casualties=[cas(victim=21, outcome=injury.CASUALTY_BADLY_HURT, by=12, cause="stab")],
        players=innovator,
        ruleset=ruleset,
    )
    assert p.players[12].spp == {"casualty": 2} and p.changes.spp_earning == (1,)


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_a_casualty_whose_cause_is_unknown_asks_for_it(ruleset):
    unknown = cas(victim=21, outcome=injury.CASUALTY_BADLY_HURT, by=12, cause="unknown")
    p = plan(casualties=[unknown], ruleset=ruleset)
    assert "pm.missing.cause" in [x.key for x in p.missing] and p.players[12].spp == {}
    p = plan(pm.with_cause(Inputs(), "c1", "block"), casualties=[unknown])
    assert p.players[12].spp == {"casualty": 2} and p.changes.fixes == (CasualtyFix(1, cause="block"),)
    assert p.changes.spp_earning == (1,)


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_a_star_player_named_as_author_earns_nothing_and_gives_no_hatred_keyword(ruleset):
    inputs = pm.with_added_casualty(
        Inputs(), victim_id=21, cause="block", outcome=injury.CASUALTY_SERIOUSLY_HURT, caused_by_name="Morg"
    )
    snaps = pm.added_casualties(inputs, {p.id: p for p in ROSTER}, (HOME, AWAY))
    p = plan(inputs, casualties=snaps, ruleset=ruleset)
    assert snaps[0].caused_by_team_id == HOME and p.casualties[0].hatred == injury.HATRED_NO_KEYWORD
    added = p.changes.added[0]
    assert (added.caused_by_name, added.caused_by_team_id, added.caused_by_id) == ("Morg", HOME, None)
    # « Star Players cannot earn Star Player Points »: not a casualty « that earned Star Player Points », so not
    # counted in the league table (postgame-reference §9)
    assert not added.earns_spp and p.players[11].spp == {} and p.players[12].spp == {}


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_a_casualty_recorded_by_a_player_outside_the_rosters_earns_nothing_and_is_stored_so(ruleset):
    """Recorded in the match against his team only (a Star Player is on no roster): stored as earning no SPP, so the
    standings' CAS, their tie-breaker and the 3-casualty bonus point leave it out."""
    star = cas(by=None, caused_by_team_id=HOME)
    roster = cas("c2", victim=22, by=12)
    p = plan(casualties=[star, roster], ruleset=ruleset)
    assert p.changes.applied == (1, 2) and p.changes.spp_earning == (2,)
    assert p.players[12].spp == {"casualty": 2}


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_a_star_players_keywords_typed_in_brackets_after_his_name_are_his_haine_candidates(ruleset):
    """The rosters hold no Star Player nor Mercenary (docs/rules.md « Casualty PSP »): the keywords the commissioner
    types in brackets after the name are the author's, for Haine (X); Big Guy is never X."""
    inputs = pm.with_added_casualty(
        Inputs(),
        victim_id=21,
        cause="block",
        outcome=injury.CASUALTY_SERIOUSLY_HURT,
        caused_by_name="Morg 'n' Thorg (Ogre, Big Guy)",
    )
    snaps = pm.added_casualties(inputs, {p.id: p for p in ROSTER}, (HOME, AWAY))
    assert snaps[0].hatred_candidates == ("Ogre",)
    dice = {"hatred:x1": [[6, 4]]} if ruleset.hatred_roll else None
    p = plan(inputs, dice, casualties=snaps, ruleset=ruleset)
    assert (p.casualties[0].hatred, p.casualties[0].hatred_x) == (injury.HATRED_GAINED, "Ogre")
    assert p.changes.player(21).gained_hatreds == ("Ogre",)
    assert p.changes.added[0].caused_by_name == "Morg 'n' Thorg (Ogre, Big Guy)"
    assert pm.named_author_keywords("Griff Oberwald") == ()
    assert pm.named_author_keywords("Mercenaire (Orque ; Blitzer)") == ("Orque", "Blitzer")


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_conceding_without_penalty_is_only_a_2_0_loss(ruleset):
    veterans = [*ROSTER[:3], dataclasses.replace(ROSTER[3], advancements=3), *ROSTER[4:]]
    inputs = pm.with_concession(Inputs(), "away.free")
    inputs = pm.with_spp_events(inputs, "away", [21, 22, 23], touchdowns=[21])
    inputs = pm.with_spp_events(inputs, "home", [11, 12, 13], touchdowns=[11, 11])
    p = plan(inputs, m=match((1, 1)), players=veterans, ruleset=ruleset)
    home, away = p.teams["home"], p.teams["away"]
    assert (home.score_for, away.score_for) == (2, 0) and away.conceded and not away.penalised
    assert home.winnings.gold == 65_000 and away.winnings.gold == 45_000  # both as for any match
    assert p.players[21].spp == {"touchdown": 3}  # the conceder keeps its PSP (X9)
    assert (home.mvp_count, away.mvp_count) == (1, 1) and not p.veterans
    assert [s.key for s in p.pending if s.step == "fans"] == ["fans:1:win", "fans:2:loss"]


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_a_recorded_casualty_removed_by_mistake_is_gone_and_a_hurt_player_played(ruleset):
    mistaken = cas("c1", victim=21, outcome=injury.CASUALTY_DEAD, by=11)
    hurt = cas("c2", victim=13, outcome=injury.CASUALTY_BADLY_HURT, by=21)  # #13 had an RPM, yet was hurt here
    p = plan(pm.without_casualty(Inputs(), "c1"), casualties=[mistaken, hurt])
    assert [c.key for c in p.casualties] == ["c2"] and p.changes.removed == (1,)
    back = plan(pm.with_casualty_restored(pm.without_casualty(Inputs(), "c1"), 1), casualties=[mistaken, hurt])
    assert [c.key for c in back.casualties] == ["c1", "c2"] and back.changes.removed == ()
    assert p.players[21].after.status == "active"
    assert 13 in [x.id for x in p.eligible_mvp["home"]] and 13 not in [x.id for x in p.rpm_cleared]
    assert p.players[13].after.miss_next_game is False


def twice(p):
    return [(m.step, m.facts) for m in p.missing if m.key == "pm.missing.casualty_twice"]


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_two_casualties_that_each_took_one_player_out_of_the_match_wait_for_the_mistaken_one_to_go(ruleset):
    """the_game_of_blood_bowl.md: a Casualty places the player « in the Casualty box of their dugout »; only a
    Patch-up (« placed into their Reserves Box instead of the Casualty Box ») or Regeneration brings him back. So a
    player suffers at most one casualty that keeps him out per match: a second is a record made twice by mistake."""
    first = cas("c1", victim=21, outcome=injury.CASUALTY_LASTING_INJURY, sequelle="AV", by=11)
    again = cas("c2", victim=21, outcome=injury.CASUALTY_LASTING_INJURY, sequelle="AV", by=11)
    p = plan(casualties=[first, again], ruleset=ruleset)
    assert twice(p) == [("casualties", {"player": "#1 Joueur 21", "count": 2, "casualties": ("c1", "c2")})]
    assert "pm.missing.casualty_twice" in [m.key for m in p.blockers("casualties")] and not p.complete
    fixed = plan(pm.without_casualty(Inputs(), "c2"), casualties=[first, again], ruleset=ruleset)
    assert twice(fixed) == [] and fixed.changes.removed == (2,)
    assert fixed.players[21].after.profile.av == HUMAN.av - 1  # one séquelle, not two
    # dead first: the second is only closed, yet one of the two is a mistake all the same (which one, the commissioner
    # says)
    dead = cas("c3", victim=21, outcome=injury.CASUALTY_DEAD, by=11)
    assert twice(plan(casualties=[dead, again], ruleset=ruleset))[0][1]["casualties"] == ("c3", "c2")
    # typed again in the post-match over the match's own record
    added = pm.with_added_casualty(Inputs(), victim_id=21, cause="block", outcome=injury.CASUALTY_BADLY_HURT)
    both = [first, *pm.added_casualties(added, {pl.id: pl for pl in ROSTER}, (HOME, AWAY))]
    assert twice(plan(added, casualties=both, ruleset=ruleset))[0][1]["casualties"] == ("c1", "x1")


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
@pytest.mark.parametrize("recovered", injury.RECOVERED)
def test_a_player_brought_back_by_an_apothecary_or_regeneration_may_be_hurt_again(ruleset, recovered):
    back = cas("c1", victim=21, outcome=recovered, by=11)
    again = cas("c2", victim=21, outcome=injury.CASUALTY_SERIOUSLY_HURT, by=12)
    p = plan(casualties=[back, again], ruleset=ruleset)
    assert twice(p) == [] and p.players[21].after.miss_next_game is True
    assert p.players[11].spp == {"casualty": 2} and p.players[12].spp == {"casualty": 2}
    # recovered twice, then out: still one casualty that kept him out
    assert twice(plan(casualties=[back, cas("c3", victim=21, outcome=recovered, by=12), again], ruleset=ruleset)) == []


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_a_player_without_a_value_who_advances_waits_for_his_value_then_carries_the_increase(ruleset):
    """drafting_a_blood_bowl_team.md: « The Current Value of a player is equal to their Hiring Fee plus any Value
    Increase they have had as a result of player advancement »: without his value, the increase would be lost for
    the team value, so the post-match asks for it (as it asks a recruit's fee it cannot find)."""
    advancing = pm.with_advancement(Inputs(), 11, "chosen_primary", "Tacle")
    p = plan(advancing, ruleset=ruleset)
    assert [(m.step, m.facts) for m in p.missing if m.key == "pm.missing.player_value"] == [
        ("advancements", {"player": "#11 Joueur 11"})
    ]
    assert p.players[11].after.value is None
    valued = pm.with_player_value(advancing, 11, 85_000)
    p = plan(valued, ruleset=ruleset)
    increase = p.advancements[0].value_increase
    assert increase > 0 and "pm.missing.player_value" not in [m.key for m in p.missing]
    assert p.players[11].after.value == 85_000 + increase
    assert p.changes.player(11).value == 85_000 + increase
    assert pm.read_inputs(codec.encode(valued)).values == {11: 85_000}
    # a value stored meanwhile (/player edit) is the one that counts
    stored = [dataclasses.replace(ROSTER[0], value=70_000), *ROSTER[1:]]
    assert plan(valued, players=stored, ruleset=ruleset).players[11].after.value == 70_000 + increase
    # a player with a value, or without one who does not advance, is asked nothing
    assert "pm.missing.player_value" not in [m.key for m in plan(advancing, players=stored).missing]
    assert "pm.missing.player_value" not in [m.key for m in plan(ruleset=ruleset).missing]
    # killed in this match: his advancement is refused for that, his value is not asked
    killed = plan(advancing, casualties=[cas("c1", victim=11, outcome=injury.CASUALTY_DEAD, by=21)], ruleset=ruleset)
    assert killed.advancements[0].problem == "pm.adv.problem.gone"
    assert "pm.missing.player_value" not in [m.key for m in killed.missing]


@pytest.mark.parametrize("value", [-5_000, 12_345, 2_005_000])
def test_a_typed_player_value_is_gold_within_its_limits(value):
    with pytest.raises(DomainError):
        pm.with_player_value(Inputs(), 11, value)


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_a_player_who_served_his_rpm_this_match_counts_among_the_eleven_for_the_next(ruleset):
    """Firing is refused only below 11 players able to play the NEXT match (postgame-reference §5): one who sat
    this match out for his RPM has served it (step 6 lifts it), so he is one of them."""
    home = squad(HOME, 12, 100)
    home[0] = dataclasses.replace(home[0], miss_next_game=True)  # sat this match out: plays the next one
    roster = [*home, *ROSTER[3:]]
    fired = pm.with_players_chosen(Inputs(), "fired", [p.id for p in home], [home[-1].id])
    p = plan(fired, players=roster, ruleset=ruleset)
    assert "pm.missing.fire_below_11" not in [x.key for x in p.missing]  # 11 left, the served RPM included
    both = pm.with_players_chosen(Inputs(), "fired", [p.id for p in home], [home[-1].id, home[-2].id])
    assert "pm.missing.fire_below_11" in [x.key for x in plan(both, players=roster, ruleset=ruleset).missing]


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_a_team_captain_is_fired_only_after_an_injury_lowered_a_characteristic(ruleset):
    """the_teams.md « TEAM CAPTAIN »: « can only ever be fired from your roster if they have suffered an injury that
    has reduced one of their characteristics ». The captain is the player holding Pro in a team with the rule (the
    /rule text asks to record him so)."""
    captains = TeamSnap(HOME, "Orques", 101, 50_000, 3, special_rules=("team_captain",), roster="Orques")
    orcs = [player(100 + n, HOME, n, ORC, position="Trois-Quart", value=50_000) for n in range(1, 14)]
    orcs[0] = dataclasses.replace(orcs[0], skills=("Pro",))
    roster = [*orcs, *ROSTER[3:]]
    m = match(home=captains)
    fire = pm.with_players_chosen(Inputs(), "fired", [p.id for p in orcs], [101])
    refused = plan(fire, m=m, players=roster, ruleset=ruleset)
    assert [x.facts for x in refused.missing if x.key == "pm.missing.fire_captain"] == [{"player": "#1 Joueur 101"}]
    # an Orc Lineman's AV 10 now 9: a Lasting Injury lowered it, he may go
    hurt = [dataclasses.replace(orcs[0], profile=Profile(5, 3, 3, 4, 9)), *orcs[1:], *ROSTER[3:]]
    assert "pm.missing.fire_captain" not in [x.key for x in plan(fire, m=m, players=hurt, ruleset=ruleset).missing]
    # in this match: a séquelle on his AV
    lasting = cas(victim=101, outcome=injury.CASUALTY_LASTING_INJURY, by=21, sequelle="AV")
    now = plan(fire, m=m, players=roster, casualties=[lasting], ruleset=ruleset)
    assert "pm.missing.fire_captain" not in [x.key for x in now.missing]
    # improved, not reduced: still the captain; without the rule, any player may go
    improved = [dataclasses.replace(orcs[0], profile=Profile(5, 4, 3, 4, 10), improvements={"ST": 1}), *orcs[1:]]
    kept = plan(fire, m=m, players=[*improved, *ROSTER[3:]], ruleset=ruleset)
    assert "pm.missing.fire_captain" in [x.key for x in kept.missing]
    assert "pm.missing.fire_captain" not in [x.key for x in plan(fire, players=roster, ruleset=ruleset).missing]


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_a_journeyman_hired_later_in_the_step_does_not_count_among_the_eleven_a_firing_leaves(ruleset):
    """league_play.md fires at step 3 (« not… below 11 » eligible for the next game) and hires Journeymen at step 5:
    when the firing is checked, the match's Journeyman is not one of the team's players for the next game yet."""
    home = [*squad(HOME, 11, 100), player(140, HOME, 40, HUMAN, journeyman=True, value=50_000)]
    roster = [*home, *ROSTER[3:]]
    ids = [p.id for p in home]
    keep = pm.with_players_chosen(Inputs(), "journeymen_hired", ids, [140])
    fire = pm.with_players_chosen(keep, "fired", ids, [100])
    assert "pm.missing.fire_below_11" in [x.key for x in plan(fire, players=roster, ruleset=ruleset).missing]
    # a recruit (step 2, before the firing) is one of them
    hired = pm.with_hire(fire, "home", number=41, name="X", position="Y", profile=HUMAN, fee=5_000)
    assert "pm.missing.fire_below_11" not in [x.key for x in plan(hired, players=roster, ruleset=ruleset).missing]


@pytest.mark.parametrize(
    ("ruleset", "faces"), [(BB2025, {"hatred:c1": [3]}), (LIGUE, {"sequelle:c1": [5, 5, 5, 5, 5, 5, 5, 5]})]
)
def test_a_recorded_sequelle_that_lowers_nothing_is_cleared_from_its_record(ruleset, faces):
    """A Séquelle typed « −1 AG » on a player whose AG is already at its minimum lowers nothing (bb2025: RPM only).
    Its record must not keep the « −1 AG »: the season end would take back, for a Temporarily Retiring player, a
    reduction he never had (AG 6+ → 5+), and his history would show it."""
    sixes = player(22, AWAY, 2, Profile(1, 1, 6, None, 3), keywords=("Humain",))  # nothing left to lower
    roster = [*ROSTER[:4], sixes, *ROSTER[5:]]
    lasting = cas(victim=22, outcome=injury.CASUALTY_LASTING_INJURY, sequelle="AG", by=11)
    p, _ = settle(faces=faces, casualties=[lasting], players=roster, ruleset=ruleset)
    assert p.players[22].after.profile == p.players[22].before.profile
    assert p.casualties[0].characteristic is None
    assert [fix.updates() for fix in p.changes.fixes] == [{"sequelle": None}]


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_a_hire_without_a_fee_costs_the_hiring_fee_never_a_team_mates_value_increases(ruleset):
    """The book's price is the Hiring Fee: a team-mate's value tells it only while he has no advancement (his value
    then is his fee); an advanced one's value holds his increases, so it is not read (the fee is asked instead)."""
    plain = player(14, HOME, 14, ORC, position="Trois-Quart", value=50_000)
    veteran = player(15, HOME, 15, ORC, position="Trois-Quart", value=70_000, advancements=1, skills=("Garde",))
    inputs = pm.with_hire(Inputs(), "home", number=31, name="A", position="Trois-Quart", profile=ORC, fee=None)
    assert plan(inputs, players=[*ROSTER, plain, veteran], ruleset=ruleset).teams["home"].hiring.cost == 50_000
    alone = plan(inputs, players=[*ROSTER, veteran], ruleset=ruleset)
    assert "pm.missing.hire_fee" in [x.key for x in alone.missing]


def test_a_reroll_price_typed_for_a_team_without_one_is_kept_on_the_team_so_team_value_counts_its_rerolls():
    """Team value counts re-rolls at the roster's price (postgame-reference §7): the price typed to buy one, when the
    team had none, is written on the team — else its re-rolls stayed unpriced in TV after the post-match."""
    bought = pm.with_staff(Inputs(), "away", pm.StaffOrder(rerolls=1, reroll_price=50_000))
    change = plan(bought).changes.team(AWAY)
    assert (change.rerolls, change.reroll_cost, change.updates()["reroll_cost"]) == (1, 50_000, 50_000)
    priced = match(away=dataclasses.replace(team(AWAY, 250_000, 4), reroll_cost=70_000))
    kept = plan(pm.with_staff(Inputs(), "away", pm.StaffOrder(rerolls=1, reroll_price=50_000)), m=priced)
    assert kept.changes.team(AWAY).reroll_cost is None  # the team's own price is not overwritten
    assert plan(pm.with_staff(Inputs(), "away", pm.StaffOrder(reroll_price=50_000))).changes.team(AWAY) is None


def access(primary, secondary):
    """An Orc Lineman's skill access by default (BB2025 Team Roster: Primary G S, Secondary A D)."""
    return {"primary": primary, "secondary": secondary}


ORC_LINEMAN = access(("general", "strength"), ("agility", "devious"))


@pytest.mark.parametrize(
    ("kind", "skill", "problem", "spent", "increase"),
    [
        # the Team Roster's two columns decide the price (rules-reference §2.6: Primary 6 SPP +20,000; Secondary
        # 10 SPP +40,000; Block and Dodge are Elite: +10,000 more)
        ("chosen_primary", "Blocage", None, 6, 30_000),  # General: Primary for him
        ("chosen_primary", "Esquive", "pm.adv.problem.secondary_skill", 0, 0),  # Agility: Secondary
        ("chosen_secondary", "Esquive", None, 10, 50_000),
        ("chosen_secondary", "Garde", "pm.adv.problem.primary_skill", 0, 0),  # Strength: Primary, cheaper
        ("chosen_primary", "Passe", "pm.adv.problem.no_access", 0, 0),  # Passing: neither
        ("chosen_secondary", "Passe", "pm.adv.problem.no_access", 0, 0),
    ],
)
def test_a_chosen_skill_is_checked_against_the_position_s_categories(kind, skill, problem, spent, increase):
    p = plan(pm.with_advancement(Inputs(), 11, kind, skill), players=rich(value=50_000, **ORC_LINEMAN))
    assert p.advancements[0].problem == problem
    after = p.players[11].after
    assert (20 - after.spp, after.value - 50_000) == (spent, increase)
    assert (skill in after.skills) == (problem is None)
    if problem is not None:
        blocker = next(m for m in p.missing if m.key == problem)
        assert blocker.facts["primary"] == (Term("skill.category.general"), Term("skill.category.strength"))
        assert blocker.facts["secondary"] == (Term("skill.category.agility"), Term("skill.category.devious"))


def test_a_skill_instead_of_the_d8_is_checked_against_the_column_chosen():
    inputs = pm.with_advancement(Inputs(), 11, "characteristic")
    wrong = pm.with_advancement_choice(inputs, "a1", "primary", "Esquive")  # Agility is Secondary for him
    p, _ = settle(wrong, faces={"adv:11:1": [1]}, players=rich(**ORC_LINEMAN))
    assert p.advancements[0].problem == "pm.adv.problem.secondary_skill"
    right = pm.with_advancement_choice(inputs, "a1", "secondary", "Esquive")
    p, _ = settle(right, faces={"adv:11:1": [1]}, players=rich(**ORC_LINEMAN))
    assert p.advancements[0].problem is None and p.players[11].after.skills == ("Esquive",)


def test_a_random_primary_skill_is_drawn_only_in_a_primary_category():
    inputs = pm.with_advancement(Inputs(), 11, "random_primary", category="agility")
    p = plan(inputs, players=rich(**ORC_LINEMAN))
    assert p.advancements[0].problem == "pm.adv.problem.random_access"
    assert not [s for s in p.pending if s.key.startswith("skill:")]  # refused before any die is thrown
    p = plan(pm.with_advancement(Inputs(), 11, "random_primary", category="strength"), players=rich(**ORC_LINEMAN))
    assert p.advancements[0].problem is None and "skill:11:1" in [s.key for s in p.pending]


def test_a_player_whose_categories_are_unknown_takes_what_the_commissioner_says():
    p = plan(pm.with_advancement(Inputs(), 11, "chosen_primary", "Passe"), players=rich())
    assert p.advancements[0].problem is None and p.players[11].after.skills == ("Passe",)
    with pytest.raises(DomainError):  # a name the catalogue does not know: no category, so no price (issue 26)
        pm.with_advancement(Inputs(), 11, "chosen_primary", "Coup de Tête")


def test_a_recruit_takes_the_skill_access_of_a_team_mate_of_his_position():
    lineman = dataclasses.replace(ROSTER[2], position="Trois-Quart Orque", **ORC_LINEMAN)
    players = [ROSTER[0], ROSTER[1], lineman, *ROSTER[3:]]
    hired = pm.with_hire(Inputs(), "home", number=30, name="A", position="trois-quart orque", profile=ORC, fee=50_000)
    hired = pm.with_hire(hired, "home", number=31, name="B", position="Lanceur Orque", profile=ORC, fee=70_000)
    new = plan(hired, players=players).changes.new_players
    assert [(n.name, n.primary, n.secondary) for n in new] == [
        ("A", ("general", "strength"), ("agility", "devious")),
        ("B", (), ()),  # no Thrower on the roster yet: /player edit gives his
    ]


def test_a_recruit_comes_with_his_position_s_skills_and_keywords_as_a_never_advanced_team_mate_has_them():
    """A player hired is his position's line of the Team Roster: its skills (a Dwarf Blocker's Block, Tackle and
    Thick Skull, which his armour and injury rolls then use) and its keywords (Haine (X) names them). The recruit
    form has no room for them: a never-advanced team-mate of the same position says the skills (an advanced one's
    hold what he gained), any team-mate of it the keywords; none, the recruit has none and /player edit gives them."""
    base = ("Blocage", "Tacle", "Crâne Épais")
    line = {"position": "Bloqueur Nain", "keywords": ("Bloqueur", "Nain")}
    fresh = player(14, HOME, 14, ORC, skills=base, **line)
    veteran = player(15, HOME, 15, ORC, advancements=1, skills=(*base, "Garde"), **line)
    hired = pm.with_hire(Inputs(), "home", number=30, name="A", position="bloqueur nain", profile=ORC, fee=70_000)
    hired = pm.with_hire(hired, "home", number=31, name="B", position="Lanceur", profile=ORC, fee=70_000)
    new = plan(hired, players=[*ROSTER, veteran, fresh]).changes.new_players
    assert [(n.name, n.skills, n.keywords) for n in new] == [("A", base, ("Bloqueur", "Nain")), ("B", (), ())]
    alone = plan(hired, players=[*ROSTER, veteran]).changes.new_players
    # only an advanced one: his skills are not the line's, his keywords are (an advancement never changes them)
    assert (alone[0].skills, alone[0].keywords) == ((), ("Bloqueur", "Nain"))


def test_a_recruit_takes_only_the_skills_every_never_advanced_team_mate_of_his_position_shares():
    """A skill typed on one team-mate by /player edit (gained before the league used the bot: no advancement
    recorded) is his, not his position's: the recruit takes what all the never-advanced ones of the line share."""
    line = {"position": "Bloqueur Nain", "keywords": ("Bloqueur", "Nain")}
    plain = player(14, HOME, 14, ORC, skills=("Blocage", "Tacle", "Crâne Épais"), **line)
    typed_in = player(15, HOME, 15, ORC, skills=("Blocage", "Garde", "Tacle", "Crâne Épais"), **line)
    hired = pm.with_hire(Inputs(), "home", number=30, name="A", position="Bloqueur Nain", profile=ORC, fee=70_000)
    (new,) = plan(hired, players=[*ROSTER, plain, typed_in]).changes.new_players
    assert new.skills == ("Blocage", "Tacle", "Crâne Épais")


def test_a_journeyman_without_a_value_is_hired_at_his_position_s_hiring_fee():
    """league_play.md: a Journeyman is hired for « their Hiring Fee plus any Value Increases »; one imported without
    a value costs what a never-advanced team-mate of his position does (the recruits' default fee), else it is
    asked."""
    lineman = dataclasses.replace(ROSTER[2], position="Trois-Quart", value=50_000)
    roster = [
        ROSTER[0],
        ROSTER[1],
        lineman,
        *ROSTER[3:],
        player(15, HOME, 15, ORC, position="trois-quart", journeyman=True, skills=("Solitaire (4+)",)),
        player(16, HOME, 16, ORC, position="Lanceur", journeyman=True),
    ]
    inputs = pm.with_players_chosen(Inputs(), "journeymen_hired", [11, 12, 13, 15, 16], [15, 16])
    p = plan(inputs, players=roster)
    hiring = p.teams["home"].hiring
    assert [(j.id, value) for j, value in hiring.journeymen_hired] == [(15, 50_000), (16, None)]
    assert hiring.cost == 50_000 and p.changes.player(15) == PlayerChange(15, journeyman=False, skills=(), value=50_000)
    assert [m.facts["player"] for m in p.missing if m.key == "pm.missing.journeyman_value"] == ["#16 Joueur 16"]


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_a_lineman_raised_by_masters_of_undeath_is_hired_free_at_his_full_value_once(ruleset):
    """BB2025 ``the_teams.md`` « Masters of Undeath »: « you may permanently hire the new Lineman player to your team
    for free, so long as your Team Draft List doesn't already have 16 players on it [...] The player will still add
    its full value to the team's Team Value. » A recruit typed at 0 po was written with a value of 0: the team value
    lost his 40,000 po."""
    zombies = dataclasses.replace(team(HOME, 50_000), roster="Shambling Undead", special_rules=("masters_of_undeath",))
    undead = match(home=zombies)
    raised = pm.with_hire(Inputs(), "home", number=30, name="Levé", position="Zombie Lineman", profile=ORC, fee=0)
    killed = [cas(victim=21, outcome=injury.CASUALTY_DEAD, by=11)]  # a Human lineman, ST 3: he may be raised
    p = plan(raised, ruleset=ruleset, m=undead, casualties=killed)
    assert p.teams["home"].hiring.cost == 0  # free
    assert [x.key for x in p.missing if x.step == "hiring"] == []
    (new,) = p.changes.new_players
    assert new.value == 40_000  # his Hiring Fee, in the team value
    twice = pm.with_hire(raised, "home", number=31, name="Encore", position="Skeleton Lineman", profile=ORC, fee=0)
    missing = {x.key: x.facts for x in plan(twice, ruleset=ruleset, m=undead, casualties=killed).missing}
    assert missing["pm.missing.raised_once"] == {"team": "Équipe 1", "player": "#31 Encore"}  # once per game
    ghoul = pm.with_hire(Inputs(), "home", number=30, name="Goule", position="Ghoul Runner", profile=ORC, fee=0)
    assert "pm.missing.raised_lineman" in [x.key for x in plan(ghoul, m=undead, casualties=killed).missing]
    orcs = match(home=dataclasses.replace(team(HOME, 50_000), roster="Orques", special_rules=("brawlin_brutes",)))
    nothing = pm.with_hire(Inputs(), "home", number=30, name="Rien", position="Orc Lineman", profile=ORC, fee=0)
    assert "pm.missing.raised_lineman" in [x.key for x in plan(nothing, ruleset=ruleset, m=orcs).missing]


@pytest.mark.parametrize(
    ("victim", "outcome", "raisable"),
    [
        (player(21, AWAY, 1, HUMAN), injury.CASUALTY_DEAD, True),
        (player(21, AWAY, 1, Profile(6, 4, 3, 4, 9)), injury.CASUALTY_DEAD, True),  # ST 4 « or less »
        (player(21, AWAY, 1, Profile(4, 5, 4, 5, 10)), injury.CASUALTY_DEAD, False),  # ST 5
        (player(21, AWAY, 1, Profile(6, 2, 3, 4, 7), skills=("Minus",)), injury.CASUALTY_DEAD, False),  # Stunty
        (player(21, AWAY, 1, HUMAN), injury.CASUALTY_LASTING_INJURY, False),  # not a Dead result
        (player(21, HOME, 21, HUMAN), injury.CASUALTY_DEAD, False),  # his own team's dead: not an opponent
    ],
)
def test_a_lineman_is_raised_only_after_an_opponent_of_st_4_or_less_without_stunty_dies(victim, outcome, raisable):
    """the_teams.md « Masters of Undeath »: « if an opposition player with an ST of 4 or less that does not have the
    Stunty Trait suffers a Dead result when rolling on the Casualty Table, a team with this special rule can Raise
    the Dead ». A recruit at 0 po was hired free in a match where nobody could be raised."""
    zombies = dataclasses.replace(team(HOME, 50_000), roster="Shambling Undead", special_rules=("masters_of_undeath",))
    roster = [p for p in ROSTER if p.id != 21] + [victim]
    raised = pm.with_hire(Inputs(), "home", number=30, name="Levé", position="Zombie Lineman", profile=ORC, fee=0)
    casualties = [cas(victim=21, outcome=outcome, by=11 if victim.team_id == AWAY else 22)]
    p = plan(raised, m=match(home=zombies), players=roster, casualties=casualties)
    missing = {x.key: x.facts for x in p.missing if x.step == "hiring"}
    assert ("pm.missing.raised_no_dead" not in missing) is raisable, missing
    if not raisable:
        assert missing["pm.missing.raised_no_dead"] == {"team": "Équipe 1", "player": "#30 Levé"}


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_a_journeyman_not_hired_need_not_advance_before_he_leaves(ruleset):
    """league_play.md: « Any Journeymen not hired are permanently lost », so the must-advance rule (« should a player
    accumulate enough SPP to improve a Characteristic then they must take an advancement ») held Confirm for a player
    leaving the team; a Journeyman hired stays held by it."""
    roster = [*ROSTER, player(14, HOME, 14, ORC, journeyman=True, spp=14, value=50_000)]
    p = plan(players=roster, ruleset=ruleset)
    assert not [x for x in p.missing if x.key == "pm.missing.must_advance"]
    hired = plan(dataclasses.replace(Inputs(), journeymen_hired=(14,)), players=roster, ruleset=ruleset)
    assert [x.facts["player"] for x in hired.missing if x.key == "pm.missing.must_advance"] == ["#14 Joueur 14"]


def test_a_recruit_at_0_po_refused_is_not_said_raised_nor_counted_as_the_games_one():
    """A Ghoul Runner typed at 0 po before the Zombie Lineman raised: the Zombie read « Masters of Undeath raises one
    Lineman a game; take this one back », though the Ghoul (not a Lineman) was the one to take back; and a recruit at
    0 po the rule refuses (another team, nobody dead, not a Lineman) was shown « raised by Masters of Undeath: 0 gp,
    value … » next to the refusal. Only the Lineman the rule raises is said raised and counts as the game's one."""
    zombies = dataclasses.replace(team(HOME, 50_000), roster="Shambling Undead", special_rules=("masters_of_undeath",))
    undead = match(home=zombies)
    killed = [cas(victim=21, outcome=injury.CASUALTY_DEAD, by=11)]
    ghoul = pm.with_hire(Inputs(), "home", number=30, name="Goule", position="Ghoul Runner", profile=ORC, fee=0)
    both = pm.with_hire(ghoul, "home", number=31, name="Levé", position="Zombie Lineman", profile=ORC, fee=0)
    p = plan(both, m=undead, casualties=killed)
    assert [(x.key, x.facts["player"]) for x in p.missing if x.step == "hiring"] == [
        ("pm.missing.raised_lineman", "#30 Goule")
    ]
    hiring = p.teams["home"].hiring
    (zombie_key,) = hiring.raised
    assert [h.name for h, _ in hiring.hires if h.key == zombie_key] == ["Levé"]
    nobody = pm.with_hire(Inputs(), "home", number=30, name="Levé", position="Zombie Lineman", profile=ORC, fee=0)
    assert plan(nobody, m=undead).teams["home"].hiring.raised == {}  # nobody died: refused, not raised
    orcs = match(home=dataclasses.replace(team(HOME, 50_000), roster="Orques", special_rules=("brawlin_brutes",)))
    free = pm.with_hire(Inputs(), "home", number=30, name="Rien", position="Orc Lineman", profile=ORC, fee=0)
    assert plan(free, m=orcs, casualties=killed).teams["home"].hiring.raised == {}


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_perfect_passing_makes_a_completion_earn_2_spp_for_the_team_that_prayed_for_it(ruleset):
    """inducements.md, Prayers to Nuffle 10: « Any player on your team that makes a Completion will earn 2 SPP rather
    than the usual 1 »; the other team's Completions earn 1."""
    prayed = dataclasses.replace(team(HOME), prayers=("perfect_passing",))
    inputs = pm.with_spp_events(Inputs(), "home", [11, 12, 13], touchdowns=[], completions=[12, 12], interceptions=[])
    inputs = pm.with_spp_events(inputs, "away", [21, 22, 23], touchdowns=[], completions=[21], interceptions=[])
    p = plan(inputs, m=match(score=(0, 0), home=prayed), ruleset=ruleset)
    assert p.players[12].spp["completion"] == 4 and p.players[21].spp["completion"] == 1
    assert plan(inputs, m=match(score=(0, 0)), ruleset=ruleset).players[12].spp["completion"] == 2


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_fouling_frenzy_makes_a_foul_casualty_earn_2_spp_and_count(ruleset):
    """inducements.md, Prayers to Nuffle 13: « Any player on your team that causes a Casualty as a result of a Foul
    Action will earn 2 SPP »: counted then as a casualty that earned SPP; without the Prayer a foul earns none."""
    foul = cas(by=12, cause="foul")
    prayed = dataclasses.replace(team(HOME), prayers=("fouling_frenzy",))
    p = plan(casualties=[foul], m=match(home=prayed), ruleset=ruleset)
    assert p.players[12].spp == {"casualty": 2} and p.changes.spp_earning == (1,)
    plain = plan(casualties=[foul], ruleset=ruleset)
    assert plain.players[12].spp == {} and plain.changes.spp_earning == ()
    # the Prayer is the fouler's team's: the other team's foul earns nothing
    theirs = plan(casualties=[cas(victim=11, by=21, cause="foul")], m=match(home=prayed), ruleset=ruleset)
    assert theirs.players[21].spp == {}


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_dazzling_catching_makes_a_catch_from_a_pass_earn_1_spp_for_the_team_that_prayed_for_it(ruleset):
    """inducements.md, Prayers to Nuffle 11: « Any player on your team that successfully Catches the ball as a result
    of a Pass Action will earn 1 SPP »; a team without the Prayer earns none for a Catch: typed, it is refused."""
    prayed = dataclasses.replace(team(HOME), prayers=("dazzling_catching",))
    inputs = pm.with_spp_events(Inputs(), "home", [11, 12, 13], catches=[13, 13])
    p = plan(inputs, m=match(score=(0, 0), home=prayed), ruleset=ruleset)
    assert p.players[13].spp == {"catch": 2}
    unprayed = plan(inputs, m=match(score=(0, 0)), ruleset=ruleset)
    assert unprayed.players[13].spp == {} and "pm.missing.catch_prayer" in {m.key for m in unprayed.missing}


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_fan_interaction_gives_the_pusher_2_spp_for_an_opponent_hurt_in_the_crowd(ruleset):
    """inducements.md, Prayers to Nuffle 12: « If an opposition player suffers a Casualty as a result of being Pushed
    into the Crowd, the player that pushed them into the crowd will earn 2 SPP »: a crowd's casualty names nobody,
    so the pusher is typed with the team's PSP (one per casualty), refused for a team without the Prayer."""
    prayed = dataclasses.replace(team(HOME), prayers=("fan_interaction",))
    inputs = pm.with_spp_events(Inputs(), "home", [11, 12, 13], crowd_pushes=[12])
    p = plan(inputs, m=match(score=(0, 0), home=prayed), ruleset=ruleset)
    assert p.players[12].spp == {"crowd_push": 2}
    unprayed = plan(inputs, m=match(score=(0, 0)), ruleset=ruleset)
    assert unprayed.players[12].spp == {} and "pm.missing.crowd_push_prayer" in {m.key for m in unprayed.missing}


def test_a_teams_psp_form_replaces_only_the_kinds_it_shows():
    inputs = pm.with_spp_events(Inputs(), "home", [11, 12, 13], catches=[13], touchdowns=[11])
    inputs = pm.with_spp_events(inputs, "home", [11, 12, 13], touchdowns=[12])
    assert inputs.catches == {13: 1} and inputs.touchdowns == {12: 1}


def test_a_teams_psp_form_asks_a_catch_or_a_push_only_with_its_prayer():
    from rules.postmatch.spp import form_kinds

    prayed = dataclasses.replace(team(HOME), prayers=("dazzling_catching", "fan_interaction"))
    p = plan(m=match(score=(0, 0), home=prayed))
    assert form_kinds(p, Inputs(), "home")[:3] == ("touchdowns", "completions", "interceptions")
    assert form_kinds(p, Inputs(), "home")[-2:] == ("catches", "crowd_pushes")
    assert not {"catches", "crowd_pushes"} & set(form_kinds(p, Inputs(), "away"))
    assert len(form_kinds(p, Inputs(), "home")) <= 5
