"""The schedule's embed: marks, scores in the fixture's order, byes, overdue fixtures, one team's view."""

import datetime as dt

from records.fixtures import FixtureLine, Schedule
from render.fixtures import fixture_line, schedule_embed

DAY = dt.date(2026, 12, 13)


def line(round_, home, away, state="to_play", score=(None, None), division=1):
    names = {1: "Orques", 2: "Nains", 3: "Elfes"}
    return FixtureLine(
        id=round_ * 10 + home, season=1, division=division, round=round_, home_team_id=home, away_team_id=away,
        home_name=names[home], away_name=names[away], deadline=DAY + dt.timedelta(days=14 * (round_ - 1)),
        match_id=None if state == "to_play" else 99, state=state, home_score=score[0], away_score=score[1],
    )  # fmt: skip


SCHEDULE = Schedule(
    1,
    ((1, 2, 3),),
    (line(1, 1, 2, "played", (2, 1)), line(2, 3, 1), line(3, 2, 3)),
)


def test_each_state_has_its_mark_and_a_played_fixture_its_score():
    assert fixture_line(line(1, 1, 2, "played", (2, 1)), DAY, lang="fr") == "✅ Orques 2 – 1 Nains"
    assert fixture_line(line(1, 1, 2, "under_way"), DAY, lang="en") == "⏳ Orques – Nains"
    assert fixture_line(line(1, 1, 2, "unplayed", (0, 0)), DAY, lang="en") == "🚫 Orques 0 – 0 Nains (unplayed)"
    late = fixture_line(line(1, 1, 2), DAY + dt.timedelta(days=1), lang="fr")
    assert late == "⛔ Orques – Nains (délai passé\u00a0: `/match non-jouee`)"


def test_the_current_round_and_the_next_with_their_byes():
    embed = schedule_embed(SCHEDULE, DAY, lang="en")
    assert embed.title == "📅 Season 1 schedule"
    assert embed.description.split("\n") == [
        "**Round 2** · until 27/12/2026",
        "▫️ Elfes – Orques",
        "Bye: Nains",
        "**Round 3** · until 10/01/2027",
        "▫️ Nains – Elfes",
        "Bye: Orques",
    ]
    assert embed.footer.text == "1/3 fixtures played · 3 rounds"


def test_an_overdue_fixture_of_an_earlier_round_is_listed_apart():
    late = Schedule(1, ((1, 2, 3),), (line(1, 1, 2), line(2, 3, 1, "played", (1, 1)), line(3, 2, 3)))
    embed = schedule_embed(late, DAY + dt.timedelta(days=20), lang="fr")
    assert embed.description.startswith("**Journée 1**")  # still the current round: nothing played in it
    assert "⛔ Orques – Nains" in embed.description


def test_one_teams_fixtures_round_by_round_and_an_empty_season():
    embed = schedule_embed(SCHEDULE, DAY, team="Nains", team_id=2, lang="fr")
    assert embed.title == "📅 Saison 1 · Nains"
    assert embed.description.split("\n") == ["J1 · ✅ Orques 2 – 1 Nains", "J3 · ▫️ Nains – Elfes"]
    empty = schedule_embed(Schedule(2, (), ()), DAY, lang="fr")
    assert "Pas encore de calendrier" in empty.description and empty.footer.text is None


def test_the_weekly_post_shows_the_new_round_and_the_one_under_way():
    """Issue 29: the weekly post (the table after a post-match) shows the round now to play; « begins » while none
    of its fixtures is played, its overdue ones marked; nothing once every fixture is played."""
    from render.fixtures import round_field

    assert round_field(SCHEDULE, DAY, lang="en") == (
        "📅 Round 2 begins · until 27/12/2026",
        "▫️ Elfes – Orques\nBye: Nains",
    )
    two = Schedule(1, ((1, 2, 3),), (line(1, 1, 2, "played", (1, 0)), line(1, 3, 1), line(2, 2, 3)))
    name, value = round_field(two, DAY + dt.timedelta(days=1), lang="fr") or ("", "")
    assert name == "📅 Journée 1 · jusqu'au 13/12/2026"
    assert value.split("\n") == ["✅ Orques 1 – 0 Nains", "⛔ Elfes – Orques (délai passé\u00a0: `/match non-jouee`)"]
    done = Schedule(1, ((1, 2),), (line(1, 1, 2, "played", (2, 1)),))
    assert round_field(done, DAY, lang="fr") is None
