"""Every page's HTML read by Python's ``html.parser``: each tag closed in order, ``lang`` set, headings in order
(one h1, no level skipped), every image with its text (``<img alt>``, an SVG with ``role="img"`` and a title)."""

from __future__ import annotations

import asyncio
import shutil
from html.parser import HTMLParser
from pathlib import Path

import pytest
from aiohttp.test_utils import TestClient, TestServer

from league.db import open_database
from tests.web.seed import TOKEN, WebLeague, seed_web_file
from web.app import make_app

VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"})
#: SVG elements written self-closed (``<circle …/>``).
SELF_CLOSED = frozenset({"circle", "line", "polyline", "path", "rect"})


class Checker(HTMLParser):
    """What is wrong in one page, as a list of sentences (empty: valid for these rules)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.open: list[str] = []
        self.problems: list[str] = []
        self.lang: str | None = None
        self.headings: list[int] = []
        self.svg_titles: list[bool] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if tag == "html":
            self.lang = found.get("lang")
        if tag == "img" and not found.get("alt"):
            self.problems.append(f"img without alt: {attrs}")
        if tag == "svg":
            if found.get("role") != "img" or not (found.get("aria-labelledby") or found.get("aria-label")):
                self.problems.append(f"svg without role=img and a label: {attrs}")
            self.svg_titles.append(False)
        if tag == "title" and "svg" in self.open:
            self.svg_titles[-1] = True
        if len(tag) == 2 and tag[0] == "h" and tag[1].isdigit():
            level = int(tag[1])
            previous = self.headings[-1] if self.headings else 0
            if level > previous + 1:
                self.problems.append(f"h{level} after h{previous}")
            self.headings.append(level)
        if tag not in VOID:
            self.open.append(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in VOID and tag not in SELF_CLOSED:
            self.problems.append(f"<{tag}/> is not a void element")

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID:
            self.problems.append(f"</{tag}> closes a void element")
            return
        if not self.open or self.open[-1] != tag:
            self.problems.append(f"</{tag}> closes <{self.open[-1] if self.open else None}>")
            if tag in self.open:
                while self.open.pop() != tag:
                    pass
            return
        self.open.pop()

    def check(self, html: str) -> list[str]:
        self.feed(html)
        self.close()
        problems = list(self.problems)
        if self.open:
            problems.append(f"never closed: {self.open}")
        if not self.lang:
            problems.append("no lang on <html>")
        if self.headings.count(1) != 1:
            problems.append(f"{self.headings.count(1)} h1")
        if not all(self.svg_titles):
            problems.append("an svg without its <title>")
        return problems


def test_the_checker_finds_each_kind_of_fault():
    assert Checker().check('<html lang="fr"><body><h1>a</h1><p>b</p></body></html>') == []
    bad = Checker().check("<html><body><h1>a</h1><h3>c</h3><div><p>b</div><img src=x></body></html>")
    assert any("no lang" in p for p in bad) and any("h3 after h1" in p for p in bad)
    assert any("closes <p>" in p for p in bad) and any("img without alt" in p for p in bad)
    assert any("never closed" in p for p in Checker().check('<html lang="fr"><h1>a</h1><main>'))
    assert any("svg" in p for p in Checker().check('<html lang="fr"><h1>a</h1><svg></svg></html>'))


@pytest.fixture(scope="module")
def seeded_file(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, WebLeague]:
    path = tmp_path_factory.mktemp("html") / "league.sqlite3"
    return path, asyncio.run(seed_web_file(path))


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_every_page_is_well_formed(seeded_file, tmp_path, lang):
    source, league = seeded_file
    path = tmp_path / "league.sqlite3"
    shutil.copy(source, path)
    db = await open_database(path)
    try:
        if lang == "en":
            from league.settings import SettingsRepository

            await SettingsRepository(db).update(league.guild_id, 1, language="en")
        s = league.seeded
        paths = [
            "",
            "leaders",
            "graveyard",
            "seasons",
            *(f"team/{i}" for i in s.teams.values()),
            *(f"player/{i}" for i in s.players.values()),
            *(f"match/{i}" for i in s.matches.values()),
        ]
        async with TestClient(TestServer(make_app(db))) as client:
            for page in paths:
                response = await client.get(f"/l/{TOKEN}/{page}")
                assert response.status == 200, page
                html = await response.text()
                assert Checker().check(html) == [], page
                assert f'<html lang="{lang}">' in html
    finally:
        await db.close()


@pytest.mark.parametrize("finish", [False, True])
async def test_the_play_off_pages_are_well_formed(tmp_path, finish):
    """The bracket under way on the league page, and played to its prizes on the past seasons' page (h3 rounds
    under the season's h2, h4 under its Play-offs' h3)."""
    from tests.web.seed import seed_playoffs, seed_web_league

    db = await open_database(tmp_path / "league.sqlite3")
    try:
        league = await seed_web_league(db, other=False)
        await seed_playoffs(db, league, finish=finish)
        games = [league.seeded.matches[k] for k in ("semi1", "semi2", *(("final", "third") if finish else ()))]
        async with TestClient(TestServer(make_app(db))) as client:
            for page in ("", "seasons", *(f"match/{i}" for i in games)):
                response = await client.get(f"/l/{TOKEN}/{page}")
                assert response.status == 200, page
                html = await response.text()
                assert Checker().check(html) == [], page
                if page == ("seasons" if finish else ""):
                    assert '<section class="bracket">' in html
    finally:
        await db.close()
