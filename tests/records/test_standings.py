"""The league table's columns, described once (issue 27): the picture, the phone's text and the web page read the
same specification, so a new column is one entry in it (plus its value on the row and its header words)."""

import io
from dataclasses import dataclass, field

import pytest
from PIL import Image

import records.standings as spec
from locales import LANGUAGES, t, t_map
from records.standings import COLUMNS, Column, phone_columns, shown_columns, web_columns
from render.standings import compact_lines, full_width, standings_png
from rules.standings import Entrant, Result, Scoring, Table, standings
from rules.team_value import TeamValue
from web.app import Page, environment


@dataclass
class Shown:
    season: int
    current: bool
    table: Table
    pending: int = 0
    played: int = 0
    values: dict = field(default_factory=dict)


def shown(scoring=None, values=None):
    entrants = [Entrant(1, "Orques de Fer"), Entrant(2, "Nains du Pic")]
    results = [Result(1, 1, 2, 2, 1), Result(2, 2, 1, 1, 0, "away")]
    table = standings(entrants, results, {1: (3, 1)}, scoring or Scoring())
    return Shown(2, True, table, played=2, values=values or {})


def web_table(table: Shown, lang: str = "fr") -> str:
    def say(key: str, **fmt: object) -> str:
        return t_map(key, fmt, lang)

    page = environment().from_string('{% import "macros.html" as m %}{{ m.standings(p, shown) }}')
    return page.render(shown=table, p=Page("./", lang, say))


def test_each_column_has_a_header_a_row_value_and_a_known_kind():
    keys = [c.key for c in COLUMNS]
    assert len(keys) == len(set(keys))
    row = shown().table.rows[0]
    for column in COLUMNS:
        assert t(f"standings.col.{column.key}", "fr") and t(f"standings.col.{column.key}", "en")
        if column.kind != "value":
            assert isinstance(column.number(row), int)


def test_the_picture_the_phone_and_the_web_page_show_the_specified_columns_in_order():
    table = shown(Scoring(bonus=True), {1: TeamValue(11, 0, 2, 1_050_000, 1_050_000)})
    assert [c.key for c in shown_columns(table)] == [c.key for c in COLUMNS]
    assert [c.key for c in web_columns(table)][-2:] == ["points", "value"]
    assert [c.key for c in phone_columns()] == ["played", "won", "drawn", "lost", "points", "td_diff"]
    assert compact_lines(table.table.rows, lang="fr")[0].split() == ["#", "Équipe", "J", "G", "N", "P", "Pts", "±TD"]
    headers = [t(f"standings.col.{c.key}", "fr") for c in web_columns(table)]
    html = web_table(table)
    assert [h for h in headers if f">{h}</th>" not in html] == []


def test_the_bonus_column_shows_wherever_bonus_points_count_on_every_display():
    breaking = shown(Scoring(tiebreakers=("bonus", "td_diff")))
    assert "bonus" in [c.key for c in shown_columns(breaking)]
    assert f">{t('standings.col.bonus', 'fr')}</th>" in web_table(breaking)
    assert f">{t('standings.col.bonus', 'fr')}</th>" not in web_table(shown())


def test_a_new_column_is_one_entry_in_the_specification(monkeypatch: pytest.MonkeyPatch):
    """« conceded » (a Row field) added once, with its header words: the picture, the phone's text and the web page
    each grow by it, nothing else edited."""
    table = shown()
    before_png = Image.open(io.BytesIO(standings_png(table, lang="en")))
    before_width = full_width(table)
    monkeypatch.setattr(spec, "COLUMNS", (*COLUMNS, Column("conceded", width=40, phone=(7, 3))))
    monkeypatch.setitem(LANGUAGES["en"], "standings.col.conceded", "Cd")
    after_png = Image.open(io.BytesIO(standings_png(table, lang="en")))
    assert after_png.width == before_png.width + 40 * 2  # drawn at twice the size
    assert full_width(table) == before_width + 4
    lines = compact_lines(table.table.rows, lang="en")
    assert lines[0].split()[-1] == "Cd"
    assert [line.split()[-1] for line in lines[1:]] == [str(row.conceded) for row in table.table.rows]
    assert {row.conceded for row in table.table.rows} == {0, 1}
    assert [c.key for c in web_columns(table)][-1] == "conceded"
    html = web_table(table, "en")
    assert '<th scope="col" class="num">Cd</th></tr></thead>' in html.replace("\n", "")
