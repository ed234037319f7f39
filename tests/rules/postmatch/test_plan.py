"""The post-match plan as pure data: postgame-reference vectors, each step's rules, dice kept per slot."""

import dataclasses

import pytest

from rules import injury
from rules.characteristics import Profile
from rules.dice import Dice
from rules.postmatch import inputs as pm
from rules.postmatch import slots
from rules.postmatch.changes import MatchChange, PlayerChange, SequelleChange
from rules.postmatch.inputs import Inputs
from rules.postmatch.plan import build_plan
from rules.postmatch.snapshots import SIDES, CasualtySnap, MatchSnap, PlayerSnap, TeamSnap
from rules.ruleset import BB2025, LIGUE

ORC = Profile(5, 3, 3, 4, 10)
HUMAN = Profile(6, 3, 3, 4, 9)
HOME, AWAY = 1, 2
NO_INPUT = Inputs()


def team(ident=HOME, treasury=50_000, fans=3, apothecary=False):
    return TeamSnap(ident, f"Équipe {ident}", 100 + ident, treasury, fans, apothecary)


def player(ident, team_id=HOME, number=None, profile=ORC, **kw):
    return PlayerSnap(ident, team_id, number or ident % 100, f"Joueur {ident}", profile, **kw)


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
    return build_plan(ruleset, m or match(), players, list(casualties), inputs, dice or {})


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


def test_fans_stay_within_1_and_7():
    m = match(home=team(HOME, fans=7), away=team(AWAY, fans=1))
    p, _ = settle(faces={"fans:1:win": [6], "fans:2:loss": [1]}, m=m)
    assert (p.teams["home"].dedicated_fans_after, p.teams["away"].dedicated_fans_after) == (7, 1)


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


def test_a_death_leaves_the_roster_and_is_no_mvp_nominee():
    p = plan(casualties=[cas(outcome=injury.CASUALTY_DEAD)])
    assert p.players[21].after.status == "dead"
    assert 21 not in [x.id for x in p.eligible_mvp["away"]]
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
    assert p.changes.sequelles == (SequelleChange(1, "MA"),)


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


@pytest.mark.parametrize(("die", "gained"), [(3, False), (4, True)])
def test_haine_needs_4_plus_in_bb2025(die, gained):
    p, _ = settle(faces={"hatred:c1": [die]}, casualties=[cas(by=11)], ruleset=BB2025)
    assert (p.players[21].after.gained_hatreds == ("Orque",)) is gained


def test_no_haine_without_a_player_who_caused_it():
    p = plan(casualties=[cas(by=None, cause="crowd")], ruleset=BB2025)
    assert p.casualties[0].hatred == injury.HATRED_NO_ATTACKER and not p.pending_for("casualties")


def test_a_revanche_already_rolled_with_the_casualty_is_not_rolled_again():
    p = plan(casualties=[cas(by=11, prior_hatred=injury.HATRED_NOT_GAINED)], ruleset=BB2025)
    assert not p.pending_for("casualties") and p.casualties[0].hatred == injury.HATRED_NOT_GAINED


def test_an_added_casualty_rolls_its_d16_with_the_niggling_injuries():
    roster = [*ROSTER[:3], dataclasses.replace(ROSTER[3], niggling=2), *ROSTER[4:]]
    inputs = pm.with_added_casualty(Inputs(), victim_id=21, cause="crowd", outcome=None)
    p, _ = settle(inputs, faces={"d16:x1": [13]}, players=roster, casualties=pm.added_casualties(inputs, {}))
    assert p.casualties[0].outcome == injury.CASUALTY_DEAD  # 13 + 2 BP = 15
    added = p.changes.added[0]
    assert added.outcome == injury.CASUALTY_DEAD and added.roll_slot == "d16:x1"


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


def test_mvp_nominees_played_and_a_face_past_the_list_is_rerolled():
    inputs = pm.with_nominees(Inputs(), "home", [11, 12, 13])  # 13 sat this match out (RPM)
    p, dice = settle(inputs, faces={"mvp:1:1": [5, 6, 1]})
    assert p.teams["home"].nominees == (11, 12)
    assert len(dice["mvp:1:1"]) == 3 and p.players[11].spp == {"mvp": 4}


def test_a_single_nominee_needs_no_die():
    p = plan(pm.with_nominees(Inputs(), "away", [23]))
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
    assert [s.key for s in p.pending_for("next")] == ["veteran:21"]  # only the 3-advancement player of the conceder
    p, _ = settle(Inputs(concession="away"), faces={"veteran:21": [die]}, players=roster)
    assert p.players[21].after.status == status


# --- 5. advancements --------------------------------------------------------------------------------


def rich(spp=20, **kw):
    return [dataclasses.replace(ROSTER[0], spp=spp, **kw), *ROSTER[1:]]


def test_characteristic_improvement_costs_14_then_offers_what_is_left():
    inputs = pm.with_advancement(Inputs(), 11, "characteristic")
    p, _ = settle(inputs, faces={"adv:11:1": [7]}, players=rich())
    assert p.advancements[0].roll.available == ("AG", "ST") and p.advancements[0].problem == "pm.adv.problem.choose"
    p, _ = settle(pm.with_advancement_choice(inputs, 11, "ST"), faces={"adv:11:1": [7]}, players=rich(value=80_000))
    after = p.players[11].after
    assert (after.profile.st, after.spp, after.advancements, after.value) == (4, 6, 1, 140_000)
    assert after.improvements["ST"] == 1


def test_at_most_two_improvements_per_characteristic():
    taken = {"MA": 0, "ST": 2, "AG": 0, "PA": 0, "AV": 0}
    inputs = pm.with_advancement(Inputs(), 11, "characteristic")
    p, _ = settle(inputs, faces={"adv:11:1": [7]}, players=rich(improvements=taken))
    assert p.advancements[0].roll.available == ("AG",)


def test_a_skill_instead_spends_the_psp_anyway():
    inputs = pm.with_advancement(Inputs(), 11, "characteristic")
    inputs = pm.with_advancement_choice(inputs, 11, "secondary", "Garde")
    p, _ = settle(inputs, faces={"adv:11:1": [1]}, players=rich(value=80_000))
    after = p.players[11].after
    assert after.skills == ("Garde",) and after.spp == 6 and after.value == 120_000


def test_second_advancement_costs_more_and_missing_psp_blocks():
    players = rich(spp=7, advancements=1)
    p = plan(pm.with_advancement(Inputs(), 11, "chosen_primary", "Blocage"), players=players)
    assert p.advancements[0].problem == "pm.adv.problem.spp" and p.advancements[0].cost == 8
    p = plan(pm.with_advancement(Inputs(), 11, "chosen_primary", "Blocage"), players=rich(spp=8, advancements=1))
    assert p.players[11].after.skills == ("Blocage",) and p.players[11].after.advancements == 2


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


def test_same_inputs_and_dice_give_the_same_plan_and_fingerprint():
    faces = {"fans:1:win": [4], "fans:2:loss": [1], "em:1:0": [3], "em:2:2": [2, 1]}
    first, dice = settle(faces=faces)
    again = plan(Inputs(), dice)
    assert again.changes == first.changes and again.digest() == first.digest()
    assert plan(Inputs(stalled=("home",)), dice).digest() != first.digest()


def test_stored_dice_of_the_wrong_kind_make_the_slot_stale():
    p = plan(dice={"fans:1:win": [[3, 2, 0]]})
    stale = next(s for s in p.pending if s.key == "fans:1:win")
    assert stale.stale and slots.first_die(stale) == 6


def test_a_slot_short_of_dice_asks_for_more_and_keeps_the_ones_thrown():
    p = plan(pm.with_nominees(Inputs(), "home", [11, 12]), {"mvp:1:1": [[6, 5, 0]]})
    slot = next(s for s in p.pending if s.key == "mvp:1:1")
    thrower = slots.SlotDice(slot.stored, Dice.manual([1]))
    slot.roll(thrower)
    assert slots.faces(thrower.thrown) == [[6, 5, 0], [6, 1, 1]]
