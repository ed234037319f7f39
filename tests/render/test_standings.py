"""The league table's rendering: a phone-width code block, and a PNG with every column."""

import io
from dataclasses import dataclass, field

import pytest
from PIL import Image

from render.standings import PHONE_WIDTH, compact_lines, needs_picture, signed, standings_message, standings_png
from rules.standings import Entrant, Result, Scoring, Table, standings


@dataclass
class Shown:
    season: int
    current: bool
    table: Table
    pending: int = 0
    played: int = 0
    values: dict = field(default_factory=dict)


def shown(names=("Orques de Fer", "Nains du Pic", "Élus du Chaos", "Skavens"), results=(), cas=None, **kw):
    entrants = [Entrant(i, n, archived=n.startswith("Skavens")) for i, n in enumerate(names, 1)]
    table = standings(entrants, results, {1: (3, 1)} if cas is None else cas, Scoring(conceded=-1))
    return Shown(2, True, table, played=len(results), **kw)


RESULTS = [Result(1, 1, 2, 2, 1), Result(2, 3, 4, 1, 1), Result(3, 2, 3, 0, 3)]


def test_the_code_block_fits_a_phone_and_cuts_long_names():
    long = ("Orques de Fer", "Les Invincibles Dévoreurs de Halflings du Nord`", "Élus du Chaos", "Skavens")
    lines = compact_lines(shown(long, RESULTS).table.rows, lang="fr")
    assert all(len(line) <= PHONE_WIDTH for line in lines)
    assert any("Les Invincibles…" in line for line in lines)  # cut at the room the line leaves (17)
    assert not any("`" in line for line in lines)


def test_a_name_is_cut_only_past_the_room_the_line_leaves_it():
    """Issue 26: « Nains de Karak-Az » (17) was cut at 14 characters though the phone's line had room for it."""
    names = ("Nains de Karak-Az", "Orques", "Élus du Chaos", "Skavens")
    lines = compact_lines(shown(names, RESULTS).table.rows, lang="fr")
    assert any("Nains de Karak-Az " in line for line in lines) and all(len(line) <= PHONE_WIDTH for line in lines)


def test_ranks_points_and_shared_places_in_the_code_block():
    lines = compact_lines(shown(results=[Result(1, 1, 2, 1, 1), Result(2, 3, 4, 1, 1)], cas={}).table.rows, lang="fr")
    assert lines[0].split() == ["#", "Équipe", "J", "G", "N", "P", "Pts", "±TD"]
    assert [line.split()[0] for line in lines[1:]] == ["1", "=", "=", "="]
    assert lines[-1].split()[1:] == ["Skavens†", "1", "0", "1", "0", "1", "0"]


def test_signed_uses_a_real_minus():
    assert (signed(3), signed(0), signed(-2)) == ("+3", "0", "−2")


def test_the_embed_says_what_counts_and_points_to_the_picture():
    view = shown(results=RESULTS, pending=2)
    embed, file = standings_message(view, lang="fr")
    assert embed.title == "🏆 Classement de la saison 2 (en cours)"
    assert "```" in embed.description and "Orques de Fer" in embed.description
    notes = embed.fields[0].value
    assert "3 matchs comptés" in notes and "2 matchs terminés attendent" in notes and "† équipe archivée" in notes
    assert "concession\u00a0: -1" in embed.footer.text and "confrontation directe" in embed.footer.text
    assert file is not None and file.filename == "classement.png"
    assert embed.image.url == "attachment://classement.png"


def test_one_match_counted_is_singular():
    embed, _ = standings_message(shown(results=RESULTS[:1], pending=1), lang="fr")
    assert "1 match compté (" in embed.fields[0].value and "1 match terminé attend son" in embed.fields[0].value


def test_an_empty_league_has_no_picture():
    embed, file = standings_message(Shown(1, True, standings([], [])), lang="fr")
    assert file is None and "Aucune équipe" in embed.description
    assert not needs_picture(Shown(1, True, standings([], [])))


def test_the_picture_is_a_png_with_a_row_per_team():
    few = Image.open(io.BytesIO(standings_png(shown(results=RESULTS), lang="fr")))
    many_names = [f"Équipe {n}" for n in range(1, 17)]
    many = Image.open(io.BytesIO(standings_png(shown(many_names), lang="fr")))
    assert few.format == many.format == "PNG"
    assert many.height > few.height + 11 * 30 * 2  # twelve more rows of 30 px, drawn at twice the size
    assert few.width >= 1000  # every column, sharp on a phone that zooms


def test_the_pictures_file_is_named_in_the_readers_language():
    _, file = standings_message(shown(results=RESULTS, pending=2), lang="en")
    assert file is not None and file.filename == "standings.png"


def test_bonus_points_get_their_column_and_are_said_where_they_count():
    entrants = [Entrant(1, "Orques de Fer"), Entrant(2, "Nains du Pic")]
    results = [Result(1, 1, 2, 3, 0)]

    def view(scoring):
        return Shown(1, True, standings(entrants, results, {}, scoring), played=1)

    plain, added, breaking = view(Scoring()), view(Scoring(bonus=True)), view(Scoring(tiebreakers=("bonus",)))
    width = {
        name: Image.open(io.BytesIO(standings_png(v, lang="fr"))).width
        for name, v in (("plain", plain), ("added", added), ("breaking", breaking))
    }
    assert width["added"] == width["breaking"] == width["plain"] + 56 * 2  # one more column, drawn at twice the size
    embed, _ = standings_message(added, lang="fr")
    assert "+ points bonus" in embed.footer.text and added.table.row(1).points == 5
    embed, _ = standings_message(breaking, lang="en")
    assert "+ bonus points" not in embed.footer.text and "ties: bonus points" in embed.footer.text


@pytest.mark.parametrize(("lang", "ctv_words"), [("fr", "valeur d'équipe actuelle"), ("en", "current team value")])
def test_the_pictures_value_column_is_glossed_as_the_team_value_not_the_current_team_value(lang, ctv_words):
    """The column is each team's TV (``TeamValue.tv``, the one /team show prints first); « valeur d'équipe actuelle »
    / "current team value" is the book's name of the CTV, the other figure (VEA), which the legend named it."""
    from locales import t

    legend = t("standings.legend.value", lang)
    assert ctv_words not in legend.casefold()
    assert legend.startswith(t("value.line", lang).split("**")[1])  # « VE » / « TV », as /team show abbreviates it


@pytest.mark.parametrize(
    ("lang", "said"),
    [("fr", "Trois-quarts à Vil Prix : 30 000 po"), ("en", "Low Cost Linemen: 30,000 gp")],
)
def test_a_ctv_without_the_linemens_hiring_fees_says_so(lang, said):
    """An Ogre team's CTV leaves its Gnoblars' Hiring Fees out (Low Cost Linemen): /team show said only « without
    the players who miss the next game », so the 30,000 po between TV and CTV went unexplained."""
    from render.standings import value_text
    from rules.team_value import PlayerValue, team_value

    value = team_value([PlayerValue(15_000, ctv_free=15_000), PlayerValue(35_000, ctv_free=15_000)])
    assert value.linemen_free == 30_000
    assert said in value_text(value, lang=lang).replace("\u202f", " ").replace("\u00a0", " ")
    plain = team_value([PlayerValue(50_000)])
    assert plain.linemen_free == 0 and "\n" not in value_text(plain, lang=lang)
