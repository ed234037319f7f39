"""The Play-offs as a phone reads them and as a picture: rounds named from the final back, the winner in bold, how
a game was decided, the podium, a team's honours."""

import io

import pytest
from PIL import Image

from records.playoffs import Bracket, BracketSeed, BracketTie, Honour, TieState
from render.playoffs import bracket_embed, bracket_lines, bracket_message, honour_lines, prizes_embed
from rules.playoffs import next_ties

NAMES = {
    i: n for i, n in enumerate(("Orques", "Nains", "Élus", "Skavens", "Amazones", "Chaos", "Drakhs", "Lézards"), 1)
}


def bracket(size: int, winners: dict[tuple[int, int], int], **kw) -> Bracket:
    seeds = tuple(BracketSeed(i, i + 1, 1 + i % 2, i + 1) for i in range(size))
    ties = []
    for tie in next_ties([s.team_id for s in seeds], winners):
        won = winners.get((tie.stage, tie.slot))
        known = tie.home is not None and tie.away is not None
        state: TieState = "played" if won else "to_play" if known else "waiting"
        score = 1 if won else None
        how = "penalties" if won else None
        ties.append(BracketTie(tie.stage, tie.slot, tie.third, tie.home, tie.away, state, None, score, score, how, won))
    return Bracket(1, size, "seeded", seeds, tuple(ties), NAMES, **kw)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_round_of_sixteen_is_named_from_the_final_back(lang):
    headings = [line for line in bracket_lines(bracket(16, {}), lang=lang) if line.startswith("**")]
    expected = {
        "fr": ["Huitièmes de finale", "Quarts de finale", "Demi-finales", "Finale", "Match pour la 3e place"],
        "en": ["Round of 16", "Quarter-finals", "Semi-finals", "Final", "Third-place Play-off"],
    }[lang]
    assert headings == [f"**{h}**" for h in expected]


def test_a_game_won_on_penalties_shows_its_winner_in_bold_and_the_podium_last():
    played = bracket(4, {(1, 0): 1, (1, 1): 3, (2, 0): 3, (2, 1): 4}, places={1: 3, 2: 1, 3: 4}, trophy=True)
    lines = bracket_lines(played, lang="fr")
    assert lines[1] == "✅ **Orques** 1 – 1 Nains (t.a.b.)"
    assert "▫️" not in "".join(lines) and lines[-1] == "🥇 Élus · 🥈 Orques · 🥉 Skavens"
    prizes = prizes_embed(played, lang="en").description.split("\n")
    assert prizes[:3] == ["🥇 Élus: 100,000 gp", "🥈 Orques: 60,000 gp", "🥉 Skavens: 30,000 gp"]
    assert prizes[3].startswith("🏆 Élus win the League Trophy")


def test_games_still_to_come_wait_for_their_teams():
    lines = bracket_lines(bracket(4, {(1, 0): 2}), lang="en")
    assert lines[1:3] == ["✅ Orques 1 – 1 **Nains** (penalties)", "▫️ Élus – Skavens"]
    assert "▫️ Nains – to come" in lines


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_bracket_is_attached_as_a_picture_and_none_says_how_to_draw_one(lang):
    embed, file = bracket_message(bracket(8, {(1, 0): 1}), 1, lang=lang)
    assert file is not None and embed.image.url == f"attachment://{file.filename}"
    assert Image.open(io.BytesIO(file.fp.read())).format == "PNG"
    empty = bracket_embed(None, 2, lang=lang)
    assert "/season playoffs" in empty.description or "/saison playoffs" in empty.description


def test_a_teams_honours_list_the_trophy_then_each_season():
    lines = honour_lines([Honour(2, 3, 30_000), Honour(1, 1, 100_000)], holder=True, lang="en")
    assert lines == [
        "🏆 Holds the League Trophy (a free Team Re-roll)",
        "🥉 Season 2: third · 30,000 gp",
        "🥇 Season 1: champions · 100,000 gp",
    ]
