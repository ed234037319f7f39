"""Statistics on the hand-made league of leaguedata.py, whose answers are known."""

import pytest

from league.stats import StatsRepository
from league.teams import TeamRepository
from records.stats import Ranked
from tests.league.leaguedata import G1, G2, USER, draft
from tests.said import refused


@pytest.fixture
def stats(db):
    return StatsRepository(db)


def label(name: str, number: int, team: str) -> str:
    return f"#{number} {name} — {team}"


async def test_top_causers(lg, stats):
    assert await stats.top_causers(G1) == [
        Ranked(lg.pid("grak"), label("Grak", 7, "Orques de Fer"), 3),
        Ranked(lg.pid("ugluk"), label("Ugluk", 3, "Orques de Fer"), 1),
        Ranked(lg.pid("elise"), label("Élise", 1, "Élus de Nuffle"), 1),
        Ranked(lg.pid("gimli"), label("Gimli", 4, "Nains Têtus"), 1),
    ]


async def test_top_causers_counting_only_blocks(lg, stats):
    ranked = await stats.top_causers(G1, causes={"block"}, limit=2)
    assert [(r.id, r.count) for r in ranked] == [(lg.pid("grak"), 3), (lg.pid("elise"), 1)]


async def test_top_teams_include_star_players(lg, stats):
    assert await stats.top_teams(G1) == [
        Ranked(lg.tid("orcs"), "Orques de Fer", 4),
        Ranked(lg.tid("dwarfs"), "Nains Têtus", 2),
        Ranked(lg.tid("humans"), "Élus de Nuffle", 1),
    ]
    assert [(r.id, r.count) for r in await stats.top_teams(G1, causes={"foul"})] == [(lg.tid("orcs"), 1)]


async def test_top_killers_and_most_injured(lg, stats):
    assert await stats.top_killers(G1) == [Ranked(lg.pid("grak"), label("Grak", 7, "Orques de Fer"), 2)]
    injured = await stats.most_injured(G1, limit=3)
    assert [(r.id, r.count) for r in injured] == [(lg.pid("zog"), 2), (lg.pid("grak"), 1), (lg.pid("ugluk"), 1)]


async def test_leaderboard_bundles_the_four_lists(lg, stats):
    board = await stats.leaderboard(G1, limit=1)
    assert [r.id for r in board.casualties_by_player] == [lg.pid("grak")]
    assert [r.id for r in board.casualties_by_team] == [lg.tid("orcs")]
    assert [r.id for r in board.deaths_by_player] == [lg.pid("grak")]
    assert [r.id for r in board.most_injured] == [lg.pid("zog")]


async def test_leaderboards_do_not_leak_between_guilds(lg, stats):
    board = await stats.leaderboard(G2)
    assert [(r.id, r.count) for r in board.casualties_by_player] == [(lg.pid("grak2"), 1)]
    assert [(r.id, r.count) for r in board.casualties_by_team] == [(lg.tid("orcs2"), 1)]
    assert [r.id for r in board.most_injured] == [lg.pid("joe2")]
    assert (await stats.leaderboard(999)).casualties_by_player == []


async def test_unknown_cause(lg, stats):
    with refused("Cause de la blessure"):
        await stats.top_causers(G1, causes={"lightning"})


async def test_graveyard(lg, stats):
    graves = await stats.graveyard(G1)
    assert [g.player.id for g in graves[:2]] == [lg.pid("thorin"), lg.pid("bob")]
    assert {g.player.id for g in graves} == {lg.pid("thorin"), lg.pid("bob"), lg.pid("ghost")}
    thorin = graves[0]
    assert thorin.player.label == "#2 Thorin — Nains Têtus"
    assert thorin.killed_by.label == "#7 Grak — Orques de Fer"
    assert thorin.killed_by_team.name == "Orques de Fer"
    assert (thorin.match_id, thorin.cause) == (lg.matches["m2"].id, "block")
    assert thorin.died_at
    ghost = next(g for g in graves if g.player.id == lg.pid("ghost"))
    assert (ghost.killed_by, ghost.casualty_id, ghost.player.status) == (None, None, "dead")
    assert ghost.died_at == lg.players["ghost"].left_at


async def test_graveyard_per_team_and_per_guild(lg, stats):
    assert [g.player.id for g in await stats.graveyard(G1, team_id=lg.tid("dwarfs"))] == [lg.pid("thorin")]
    assert [g.player.id for g in await stats.graveyard(G2)] == [lg.pid("joe2")]
    assert await stats.graveyard(G1, team_id=lg.tid("orcs2")) == []


async def test_casualties_for_player_team_and_match(lg, stats):
    suffered, caused = await stats.casualties_for_player(G1, lg.pid("grak"))
    assert [v.caused_by.name for v in suffered] == ["Gimli"]
    assert suffered[0].casualty.sequelle == "AG"
    assert [v.victim.name for v in caused] == ["Élise", "Bob", "Thorin"]
    suffered, caused = await stats.casualties_for_team(G1, lg.tid("orcs"))
    assert [v.victim.name for v in suffered] == ["Zog", "Grak", "Ugluk", "Zog"]
    assert [v.victim.name for v in caused] == ["Élise", "Bob", "Hans", "Thorin"]
    star = suffered[-1]
    assert (star.caused_by, star.caused_by_team.name) == (None, "Nains Têtus")
    crowd = suffered[2]
    assert (crowd.caused_by, crowd.caused_by_team, crowd.casualty.cause) == (None, None, "crowd")
    match = await stats.casualties_for_match(G1, lg.matches["m1"].id)
    assert [v.victim.label for v in match] == [
        "#12 Zog — Orques de Fer",
        "#1 Élise — Élus de Nuffle",
        "#5 Bob — Élus de Nuffle",
        "#9 Hans — Élus de Nuffle",
    ]


async def test_a_players_casualties_read_by_his_team_are_the_same(lg, stats):
    """The web page passes the player's team, so both reads search an index; the answer must not change."""
    for name, team in (("grak", "orcs"), ("zog", "orcs"), ("elise", "humans")):
        plain = await stats.casualties_for_player(G1, lg.pid(name))
        assert await stats.casualties_for_player(G1, lg.pid(name), team_id=lg.tid(team)) == plain
        assert plain != ([], [])
    assert await stats.casualties_for_player(G1, lg.pid("grak"), team_id=lg.tid("humans")) == ([], [])


async def test_a_teams_latest_casualties_are_the_newest_still_oldest_first(lg, stats):
    """The team's web page (issue 30) shows the newest few of a long history, in the history's order."""
    suffered, caused = await stats.casualties_for_team(G1, lg.tid("orcs"), latest=2)
    assert [v.victim.name for v in suffered] == ["Ugluk", "Zog"]
    assert [v.victim.name for v in caused] == ["Hans", "Thorin"]
    assert await stats.casualties_for_team(G1, lg.tid("orcs"), latest=10) == await stats.casualties_for_team(
        G1, lg.tid("orcs")
    )


async def test_casualty_histories_are_scoped(lg, stats):
    assert await stats.casualties_for_player(G1, lg.pid("grak2")) == ([], [])
    assert await stats.casualties_for_team(G1, lg.tid("orcs2")) == ([], [])
    assert await stats.casualties_for_match(G1, lg.matches["m2_g2"].id) == []


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("gr", ["#7 Grak — Orques de Fer"]),
        ("GRAK", ["#7 Grak — Orques de Fer"]),
        ("eli", ["#1 Élise — Élus de Nuffle"]),
        ("ÉLI", ["#1 Élise — Élus de Nuffle"]),
        ("7", ["#7 Grak — Orques de Fer"]),
        ("#7", ["#7 Grak — Orques de Fer"]),
        ("orq 12", ["#12 Zog — Orques de Fer"]),
        ("hor", ["#2 Thorin — Nains Têtus"]),
        ("zzz", []),
    ],
)
async def test_player_autocomplete(lg, stats, query, expected):
    assert [c.label for c in await stats.search_players(G1, query)] == expected


async def test_player_autocomplete_ranks_number_then_prefix_then_word_then_substring(db, lg, stats):
    teams = TeamRepository(db)
    team = await teams.create(G1, USER, name="Rangs", coach_id=1, roster="Humains")
    for number, name in [(20, "Ma Ri"), (21, "Ari"), (22, "Rita"), (23, "Ahri")]:
        await lg.player_repo.create(G1, USER, team.id, draft(number, name))
    labels = [c.label.split(" — ")[0] for c in await stats.search_players(G1, "ri", team_id=team.id)]
    assert labels == ["#22 Rita", "#20 Ma Ri", "#21 Ari", "#23 Ahri"]


async def test_player_autocomplete_filters(lg, stats):
    assert [c.id for c in await stats.search_players(G1, "", team_id=lg.tid("dwarfs"))] == [
        lg.pid("thorin"),
        lg.pid("gimli"),
    ]
    assert await stats.search_players(G1, "fant") == []
    assert [c.label for c in await stats.search_players(G1, "fant", include_inactive=True)] == [
        "#11 Fantôme — Élus de Nuffle"
    ]
    assert [c.id for c in await stats.search_players(G2, "grak")] == [lg.pid("grak2")]
    assert await stats.search_players(G1, "joe") == []


async def test_autocomplete_stops_at_25(db, lg, stats):
    for half, numbers in (("A", range(1, 17)), ("B", range(17, 31))):  # 16 players at most a team
        team = await TeamRepository(db).create(G1, USER, name=f"Foule {half}", coach_id=1, roster="Humains")
        await lg.player_repo.add_many(G1, USER, team.id, [draft(n, f"Joueur {n}") for n in numbers])
    assert len(await stats.search_players(G1, "joueur")) == 25
    assert len(await stats.search_players(G1, "joueur", limit=100)) == 25
    assert len(await stats.search_players(G1, "joueur", limit=5)) == 5


async def test_team_autocomplete(db, lg, stats):
    assert [c.label for c in await stats.search_teams(G1, "nu")] == ["Élus de Nuffle (Humains)"]
    assert [c.label for c in await stats.search_teams(G1, "ELUS")] == ["Élus de Nuffle (Humains)"]
    assert [c.id for c in await stats.search_teams(G1, "")] == [lg.tid("humans"), lg.tid("dwarfs"), lg.tid("orcs")]
    assert [c.id for c in await stats.search_teams(G1, "fer")] == [lg.tid("orcs")]
    assert [c.id for c in await stats.search_teams(G2, "fer")] == [lg.tid("orcs2")]
    await lg.match_repo.cancel(G1, USER, lg.matches["m2"].id)
    await TeamRepository(db).archive(G1, USER, lg.tid("dwarfs"))
    assert await stats.search_teams(G1, "nains") == []
    assert [c.id for c in await stats.search_teams(G1, "nains", include_archived=True)] == [lg.tid("dwarfs")]


async def test_team_autocomplete_puts_prefixes_first(db, lg, stats):
    teams = TeamRepository(db)
    late = await teams.create(G1, USER, name="Les Ferrailleurs", coach_id=1, roster="Nains")
    early = await teams.create(G1, USER, name="Ferrailleurs", coach_id=1, roster="Nains")
    assert [c.id for c in await stats.search_teams(G1, "ferr")] == [early.id, late.id]


async def test_labels_fit_discord(db, lg, stats):
    team = await TeamRepository(db).create(G1, USER, name="N" * 100, coach_id=1, roster="R" * 100)
    await lg.player_repo.create(G1, USER, team.id, draft(99, "P" * 100))
    [player] = await stats.search_players(G1, "p" * 10)
    assert len(player.label) == 100 and player.label.endswith("…")
    [found] = await stats.search_teams(G1, "n" * 10)
    assert len(found.label) == 100


async def test_a_cancelled_matchs_casualties_leave_the_graveyard_and_the_leaderboard(lg, stats):
    """/match cancel: « its casualties wait for no post-match », so Thorin, killed in m2 and never buried, stayed in the
    graveyard (a living player shown dead) and his death, like m2's other casualties, in /leaderboard."""
    from league.matches import MatchRepository

    m2 = lg.matches["m2"].id
    in_m2 = await stats._db.fetchall("SELECT caused_by_id, victim_id FROM casualties WHERE match_id = ?", (m2,))
    assert in_m2
    before = await stats.leaderboard(G1, limit=50)
    await MatchRepository(stats._db).cancel(G1, USER, m2)
    assert lg.pid("thorin") not in {g.player.id for g in await stats.graveyard(G1)}
    after = await stats.leaderboard(G1, limit=50)

    def counts(ranked: list[Ranked]) -> dict[int, int]:
        return {r.id: r.count for r in ranked}

    caused, hurt = counts(before.casualties_by_player), counts(before.most_injured)
    for causer, victim in in_m2:
        if causer is not None:
            caused[causer] -= 1
        hurt[victim] -= 1
    assert counts(after.casualties_by_player) == {k: v for k, v in caused.items() if v}
    assert counts(after.most_injured) == {k: v for k, v in hurt.items() if v}


async def test_a_cancelled_matchs_casualties_stay_in_the_histories_marked_as_never_applied(lg, stats):
    """/casualties and /player show still listed a cancelled match's casualties as if they had happened (a « −1 AR »
    no post-match will ever apply): they stay, as history, and each says its match was cancelled."""
    from league.matches import MatchRepository

    m2 = lg.matches["m2"].id
    before = await stats.casualties_for_match(G1, m2)
    assert before and not any(v.match_cancelled for v in before)
    await MatchRepository(stats._db).cancel(G1, USER, m2)
    after = await stats.casualties_for_match(G1, m2)
    assert [v.casualty.id for v in after] == [v.casualty.id for v in before]
    assert all(v.match_cancelled for v in after)
    suffered, _ = await stats.casualties_for_player(G1, lg.pid("thorin"))
    assert {v.casualty.match_id: v.match_cancelled for v in suffered}[m2] is True
    others = [v for v in suffered if v.casualty.match_id != m2]
    assert not any(v.match_cancelled for v in others)
