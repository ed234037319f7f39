"""An unplayed fixture's post-match as pure data (league_play.md « League Fixtures », docs/rules.md): a loss for
both, or a real-life concession without penalty; nobody played."""

import pytest

from rules.postmatch.changes import MatchChange
from rules.postmatch.inputs import Inputs
from rules.postmatch.snapshots import SIDES, MatchSnap
from rules.ruleset import BB2025, LIGUE
from tests.rules.postmatch.test_plan import AWAY, HOME, ROSTER, player, settle, team


def unplayed(conceded=None):
    score = {None: (0, 0), "home": (0, 2), "away": (2, 0)}[conceded]
    return MatchSnap(10, team(HOME), team(AWAY, 50_000, 4), *score, unplayed=True, conceded=conceded)


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_a_double_loss_is_a_loss_for_both_without_mvp_winnings_fans_or_spp(ruleset):
    # typed touchdowns and a stalling mark change nothing: nobody played
    inputs = Inputs(touchdowns={11: 2}, stalled=("home",), spp_entered=("home",))
    p, dice = settle(inputs, ruleset=ruleset, m=unplayed())
    assert p.complete and dice == {}  # not a die: no FP, no Dedicated Fans, no MVP
    assert [(p.teams[s].outcome, p.teams[s].winnings.gold, p.teams[s].mvp_count) for s in SIDES] == [
        ("loss", 0, 0), ("loss", 0, 0),
    ]  # fmt: skip
    assert [p.teams[s].fp_roll for s in SIDES] == [None, None] and p.teams["home"].fan_attendance is None
    assert p.changes.teams == ()  # treasury and Dedicated Fans untouched
    assert p.changes.match == MatchChange(10, 0, 0, None)
    assert all(not pp.spp_gained for pp in p.players.values())
    # MNG: nobody played, so #13 still misses the next (played) fixture
    assert p.rpm_cleared == [] and p.players[13].after.miss_next_game


FANS_KEPT = {f"fans:{HOME}:loss": [3], f"fans:{AWAY}:win": [3]}  # D6 ≥ 3 after a loss, < 4 after a win: unchanged


def test_a_real_life_concession_pays_the_other_side_d6_x_10000_and_two_mvp_awards():
    faces = {f"unplayed:{AWAY}": [4], f"mvp:{AWAY}:1": [2], f"mvp:{AWAY}:2": [3], **FANS_KEPT}
    p, dice = settle(faces=faces, m=unplayed("home"))
    home, away = p.teams["home"], p.teams["away"]
    assert (home.outcome, away.outcome, home.conceded, home.penalised) == ("loss", "win", True, False)
    assert away.winnings_roll.root.dice[0].value == 4 and dice[f"unplayed:{AWAY}"] == [[6, 4, 1]]
    assert (away.winnings.gold, away.treasury_after_winnings, home.winnings.gold) == (40_000, 90_000, 0)
    assert away.mvp_count == 2 and home.mvp_count == 0 and len(away.mvp) == 2
    assert [p.players[pid].spp_gained for pid in (22, 23)] == [4, 4]  # +4 SPP each, the conceder none
    assert p.changes.match == MatchChange(10, 0, 2, "home")
    assert p.veterans == [] and p.complete  # conceding without penalty: no veterans' check, no −D3
    assert [t.team_id for t in p.changes.teams] == [AWAY]  # only the winner's treasury changes
    assert p.changes.teams[0].dedicated_fans is None


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_a_real_life_concession_rolls_both_teams_dedicated_fans_as_after_any_match(ruleset):
    """« After each League Fixture, both teams must go through the Post-game Sequence as normal »: the winner rolls
    as after a win (D6 ≥ DF: +1), the conceder, conceding without penalty, as after a loss (D6 < DF: −1; no −D3)."""
    p = settle(ruleset=ruleset, m=unplayed("home"))[0]
    assert sorted(s.key for s in p.pending_for("fans")) == [f"fans:{HOME}:loss", f"fans:{AWAY}:win"]
    faces = {f"unplayed:{AWAY}": [4], f"mvp:{AWAY}:1": [2], f"mvp:{AWAY}:2": [3]}
    p, _ = settle(
        faces={**faces, f"fans:{HOME}:loss": [1], f"fans:{AWAY}:win": [5]}, ruleset=ruleset, m=unplayed("home")
    )
    assert (p.teams["home"].dedicated_fans_after, p.teams["away"].dedicated_fans_after) == (2, 5)
    changed = {t.team_id: t.dedicated_fans for t in p.changes.teams}
    assert changed == {HOME: 2, AWAY: 5} and p.complete


def test_the_conceders_players_keep_their_spp_and_the_winners_nominees_are_those_able_to_play():
    veteran = player(14, spp=30, advancements=3)
    p, _ = settle(faces={f"unplayed:{HOME}": [1], f"mvp:{HOME}:1": [1], f"mvp:{HOME}:2": [1]}, m=unplayed("away"),
                  players=[*ROSTER, veteran])  # fmt: skip
    assert p.teams["home"].nominees == (11, 12, 14)  # #13 misses this fixture: not a nominee
    assert p.players[14].after.status == "active" and p.veterans == []
    assert p.teams["home"].winnings.gold == 10_000
