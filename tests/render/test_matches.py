"""``/match list`` lines and what follows ``/match finish``: a friendly says so, and that no post-match follows."""

import pytest

from records.models import Match
from records.standings import MatchLine
from render.league import match_embed
from render.matches import add_next_step, match_line, match_list_embed
from tests.render.test_league import team


@pytest.mark.parametrize(
    ("lang", "word", "after"), [("fr", "amical", "pas d'après-match"), ("en", "friendly", "no Post-game Sequence")]
)
def test_a_friendly_is_named_in_the_list_and_gets_no_post_match(lang, word, after):
    friendly = Match(id=7, guild_id=1, home_team_id=1, away_team_id=2, status="finished", home_score=1, kind="friendly")
    league = Match(id=8, guild_id=1, home_team_id=1, away_team_id=2, status="finished", home_score=1)
    line = match_line(MatchLine(friendly, "Orques", "Nains"), lang=lang)
    assert line.split(" · ")[2] == word
    assert word not in match_line(MatchLine(league, "Orques", "Nains"), lang=lang)
    match_list_embed([MatchLine(friendly, "Orques", "Nains")], 1, lang=lang)
    command = "</postmatch start:1>"
    embed = add_next_step(
        match_embed(friendly, team(), team(name="Nains"), lang=lang), friendly, lang=lang, command=command
    )
    assert after in embed.fields[-1].value and "/postmatch" not in embed.fields[-1].value
    embed = add_next_step(
        match_embed(league, team(), team(name="Nains"), lang=lang), league, lang=lang, command=command
    )
    assert after not in embed.fields[-1].value and f"{command} match:8" in embed.fields[-1].value


@pytest.mark.parametrize(
    ("lang", "word", "loss", "conceded"),
    [
        (
            "fr",
            "non jouée",
            "Défaite pour les deux équipes",
            "Orques concède sans pénalité (obligations de la vie réelle)\u00a0: Nains gagne 2-0",
        ),
        (
            "en",
            "unplayed",
            "A loss for both teams",
            "Orques concedes without penalty (real-life commitments): Nains wins 2-0",
        ),
    ],
)
def test_an_unplayed_fixture_says_what_the_book_makes_of_it(lang, word, loss, conceded):
    both = Match(id=7, guild_id=1, home_team_id=1, away_team_id=2, status="finished", kind="unplayed")
    given = Match(id=8, guild_id=1, home_team_id=1, away_team_id=2, status="finished", away_score=2, kind="unplayed",
                  conceded="home")  # fmt: skip
    assert match_line(MatchLine(both, "Orques", "Nains"), lang=lang).split(" · ")[2] == word
    said = match_line(MatchLine(given, "Orques", "Nains"), lang=lang).split(" · ")[-1]
    assert said == {"fr": "concède sans pénalité\u00a0: Orques", "en": "conceded without penalty by Orques"}[lang]
    home, away = team(name="Orques"), team(name="Nains")
    assert loss in match_embed(both, home, away, lang=lang).description
    assert conceded in match_embed(given, home, away, lang=lang).description
