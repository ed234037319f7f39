"""The season end as pure data: rest and relaxation's rolls (postgame-reference §12), dice kept per slot."""

import pytest

from rules.characteristics import Profile
from rules.dice import Dice
from rules.postmatch import slots
from rules.postmatch.snapshots import PlayerSnap, TeamSnap
from rules.ruleset import LIGUE
from rules.season import build_season_plan, roll_recovery

ORC = Profile(5, 3, 3, 4, 10)
HOME, AWAY = 1, 2


def team(ident=HOME, treasury=50_000, fans=3, apothecary=False):
    return TeamSnap(ident, f"Équipe {ident}", 100 + ident, treasury, fans, apothecary)


def player(ident, team_id=HOME, number=None, profile=ORC, position="", **kw):
    return PlayerSnap(number or ident % 100, f"Joueur {ident}", position, profile, id=ident, team_id=team_id, **kw)


@pytest.mark.parametrize(
    ("face", "apothecary", "healed"), [(3, False, False), (4, False, True), (3, True, True), (2, True, False)]
)
def test_niggling_heals_on_four_plus_with_the_apothecary_bonus(face, apothecary, healed):
    result = roll_recovery(Dice.manual([face]), kind="niggling", apothecary=apothecary)
    assert (result.root.outcome == "season.roll.niggling.lost") is healed


def test_hatred_fades_on_four_plus_and_ignores_the_apothecary():
    assert roll_recovery(Dice.manual([3]), kind="hatred", apothecary=True).root.outcome.endswith("kept")
    assert roll_recovery(Dice.manual([4]), kind="hatred").root.outcome.endswith("lost")


def test_season_end_clears_rpm_cures_on_4_plus_with_the_apothecary_and_forgets_gained_haine():
    teams = [team(HOME, apothecary=True), team(AWAY)]
    players = [
        player(11, miss_next_game=True, niggling=2, gained_hatreds=("Nain", "Elfe"), skills=("Haine (Orque)",)),
        player(21, AWAY, niggling=1),
        player(22, AWAY),
    ]
    faces = {"bp:11:1": [3], "bp:11:2": [2], "haine:11:Nain": [4], "haine:11:Elfe": [3], "bp:21:1": [3]}
    p = build_season_plan(LIGUE, teams, players, {})
    assert sorted(s.key for s in p.pending) == sorted(faces)
    dice = {}
    for slot in p.pending:
        thrower = slots.SlotDice([], Dice.manual(faces[slot.key]))
        slot.roll(thrower)
        dice[slot.key] = slots.faces(thrower.thrown)
    p = build_season_plan(LIGUE, teams, players, dice)
    after = {sp.before.id: sp.after for sp in p.players}
    assert after[11].niggling == 1  # 3 + 1 (apothecary) cures one, 2 + 1 does not
    assert after[11].gained_hatreds == ("Elfe",) and after[11].skills == ("Haine (Orque)",)
    assert not after[11].miss_next_game
    assert after[21].niggling == 1  # 3 without an apothecary stays
    assert 22 not in after


def test_a_temporarily_retiring_player_rolls_for_each_reduction_and_comes_back():
    """BB2025 ``league_play.md`` Rest & Relaxation: "Roll a D6 for each Temporarily Retiring player, applying a +1
    modifier ... if the team has an Apothecary ... On a 4+ ... the Characteristic reduction is removed. If a
    Temporarily Retiring player has multiple Characteristic reductions, roll separately for each of them." The
    league carries its rosters over, so he plays again (docs/rules.md)."""
    teams = [team(HOME, apothecary=True), team(AWAY)]
    hurt = Profile(4, 3, 3, 4, 9)  # AR 10+ → 9+ and M 5 → 4 from two séquelles
    players = [player(11, profile=hurt, temporarily_retired=True, miss_next_game=True), player(21, AWAY, profile=hurt)]
    reductions = {11: [(7, "AV"), (9, "MA")], 21: [(8, "AV")]}  # 21 is not retired: nothing to roll
    p = build_season_plan(LIGUE, teams, players, {}, reductions)
    assert sorted(s.key for s in p.pending) == ["tr:11:7", "tr:11:9"]
    dice = {"tr:11:7": [[6, 3, 1]], "tr:11:9": [[6, 2, 1]]}
    p = build_season_plan(LIGUE, teams, players, dice, reductions)
    after = {sp.before.id: sp.after for sp in p.players}
    assert after[11].profile == Profile(4, 3, 3, 4, 10)  # 3 + 1 (apothecary): AR back; 2 + 1: M stays 4
    assert not after[11].temporarily_retired and not after[11].miss_next_game
    assert p.changes.restored == (7,) and 21 not in after
    without = build_season_plan(LIGUE, [team(HOME), team(AWAY)], players, dice, reductions)
    assert without.changes.restored == ()  # 3 without an apothecary keeps it


def test_a_reduction_taken_back_never_passes_the_best_value():
    from rules.season import restore

    assert restore(Profile(9, 8, 1, 1, 11), "MA") == Profile(9, 8, 1, 1, 11)
    assert restore(Profile(5, 3, 4, 5, 8), "AG") == Profile(5, 3, 3, 5, 8)
    assert restore(Profile(5, 3, 4, None, 8), "PA") == Profile(5, 3, 4, None, 8)


@pytest.mark.parametrize("kind", ["niggling", "hatred", "reduction"])
@pytest.mark.parametrize("apothecary", [False, True])
@pytest.mark.parametrize("face", range(1, 7))
def test_every_face_of_a_rest_and_relaxation_d6(kind, apothecary, face):
    """league_play.md « Rest & Relaxation »: a Niggling Injury and a Temporarily Retiring player's reduction go on 4+
    with « a +1 modifier [...] if the team has an Apothecary »; a gained Hatred on 4+, no modifier."""
    result = roll_recovery(Dice.manual([face]), kind=kind, apothecary=apothecary)
    bonus = 1 if apothecary and kind != "hatred" else 0
    assert result.root.total == face + bonus
    assert result.root.outcome == f"season.roll.{kind}.{'lost' if face + bonus >= 4 else 'kept'}"
