"""The league pages in a real headless Chromium (Debian's ``chromium``, driven by Playwright), issue 30's acceptance:
every page of a seeded league in French and English at phone and desktop sizes without horizontal scrolling at
phone width, a crawl from the league page that reaches every team, player and match with no broken link,
screenshots checked for size, a ``<script>`` team name that stays text and runs nothing, another server's id and a
revoked address as 404s. One browser for the module (``make test`` installs ``chromium`` when it is missing)."""

from __future__ import annotations

import socket
import struct
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urljoin, urlsplit

import pytest
import pytest_asyncio
from playwright.async_api import Browser, Page, async_playwright

from league.db import Database, open_database
from league.settings import WebPages
from tests.web.seed import SCRIPT, TOKEN, USER, WebLeague, seed_playoffs, seed_web_league
from web.app import start
from web.ratelimit import RateLimit

# a page is ~0.3 s in a browser on a busy machine: 120 pages × 2 sizes take more than the default 120 s
pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.timeout(900)]

CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
EN_TOKEN = "English-league-0123456789abcdef"


@dataclass
class Site:
    base: str
    db: Database
    leagues: dict[str, tuple[str, WebLeague]]  # language → (token, league)
    shots: Path

    def url(self, lang: str, path: str = "") -> str:
        return f"{self.base}/l/{self.leagues[lang][0]}/{path}"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def site(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Site]:
    folder = tmp_path_factory.mktemp("browser")
    db = await open_database(folder / "league.sqlite3")
    french = await seed_web_league(db)
    english = await seed_web_league(db, lang="en", guild_id=french.guild_id + 2, token=EN_TOKEN, other=False)
    # the French league's Play-offs under way (its league page), the English one's played and its season ended
    await seed_playoffs(db, french, finish=False)
    await seed_playoffs(db, english, finish=True)
    port = _free_port()
    # one browser reads every page of two leagues as fast as it can: the flood limit (tests/web/test_app.py) would
    # slow it down on a quick machine, so this reader gets a bucket that a crawl does not empty
    runner = await start(db, "127.0.0.1", port, limit=RateLimit(rate=1000.0, burst=1000.0))
    try:
        yield Site(
            f"http://127.0.0.1:{port}", db, {"fr": (TOKEN, french), "en": (EN_TOKEN, english)}, folder / "screenshots"
        )
    finally:
        await runner.cleanup()
        await db.close()


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def browser() -> AsyncIterator[Browser]:
    async with async_playwright() as playwright:
        launched = await playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            yield launched
        finally:
            await launched.close()


async def every_path(site: Site, lang: str) -> list[str]:
    """Every page of the league, read from its database: the four lists, each team, player and match."""
    league = site.leagues[lang][1]
    g = league.guild_id
    teams = await site.db.fetchall("SELECT id FROM teams WHERE guild_id = ?", (g,))
    players = await site.db.fetchall("SELECT id FROM players WHERE guild_id = ?", (g,))
    matches = await site.db.fetchall("SELECT id FROM matches WHERE guild_id = ?", (g,))
    return [
        "",
        "leaders",
        "graveyard",
        "seasons",
        *(f"team/{r[0]}" for r in teams),
        *(f"player/{r[0]}" for r in players),
        *(f"match/{r[0]}" for r in matches),
    ]


def watch(page: Page) -> list[str]:
    """What goes wrong in the page: a console error (a CSP violation, a missing stylesheet), a dialog, a crash."""
    trouble: list[str] = []
    page.on("console", lambda m: trouble.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
    page.on("pageerror", lambda e: trouble.append(f"page error: {e}"))
    page.on("dialog", lambda d: trouble.append(f"dialog: {d.message}"))
    return trouble


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_every_page_renders_at_phone_and_desktop_width_without_sideways_scrolling(site, browser, lang):
    paths = await every_path(site, lang)
    assert len(paths) >= 4 + 4 + 4 + 18
    for viewport in (PHONE, DESKTOP):
        context = await browser.new_context(viewport=viewport)
        page = await context.new_page()
        trouble = watch(page)
        for path in paths:
            response = await page.goto(site.url(lang, path))
            assert response is not None and response.status == 200, path
            facts: dict[str, Any] = await page.evaluate(
                "() => ({lang: document.documentElement.lang, scroll: document.documentElement.scrollWidth,"
                " inner: window.innerWidth, h1: document.querySelector('h1').textContent,"
                " band: getComputedStyle(document.querySelector('header')).backgroundColor})"
            )
            assert facts["lang"] == lang and facts["h1"].strip(), (path, facts)
            assert facts["band"] == "rgb(33, 52, 84)", (path, facts)  # the stylesheet loaded (CSP 'self')
            if viewport is PHONE:
                assert facts["scroll"] <= facts["inner"], (path, facts)
        assert trouble == []
        await context.close()


async def test_the_play_off_bracket_reads_at_phone_width_without_sideways_scrolling(site, browser):
    """The bracket under way (the French league page) and a past season's (the English past seasons): rounds one
    under the other, every game's line inside the page's width; a screenshot of each beside the others."""
    context = await browser.new_context(viewport=PHONE)
    page = await context.new_page()
    trouble = watch(page)
    site.shots.mkdir(parents=True, exist_ok=True)
    for lang, path, rounds in (("fr", "", "h3"), ("en", "seasons", "h4")):
        response = await page.goto(site.url(lang, path))
        assert response is not None and response.status == 200
        facts: dict[str, Any] = await page.evaluate(
            "(level) => { const b = document.querySelector('section.bracket');"
            " return {scroll: document.documentElement.scrollWidth, inner: window.innerWidth,"
            " games: b.querySelectorAll('ul.ties li').length, rounds: b.querySelectorAll(level).length,"
            " widest: Math.max(...[...b.querySelectorAll('ul.ties li')].map(li => li.getBoundingClientRect().right)),"
            " won: b.querySelectorAll('a.won').length}; }",
            rounds,
        )
        assert facts["scroll"] <= facts["inner"] and facts["widest"] <= facts["inner"], (lang, facts)
        assert facts["games"] == 4 and facts["rounds"] == 3, (lang, facts)
        assert facts["won"] == (2 if lang == "fr" else 4), (lang, facts)
        shot = site.shots / f"bracket-{lang}-phone.png"
        await page.locator("section.bracket").screenshot(path=str(shot))
        width, _ = await _png_size(shot)
        assert width <= PHONE["width"], (shot, width)
    assert trouble == []
    await context.close()


async def test_a_crawl_from_the_league_page_reaches_every_page_with_no_broken_link(site, browser):
    context = await browser.new_context(viewport=PHONE)
    page = await context.new_page()
    start_url = site.url("fr")
    prefix = urlsplit(start_url).path
    seen: set[str] = set()
    queue = [start_url]
    while queue:
        url = queue.pop()
        path = urlsplit(url).path
        if path in seen:
            continue
        seen.add(path)
        response = await page.goto(url)
        assert response is not None and response.status == 200, (url, response and response.status)
        hrefs: list[str] = await page.eval_on_selector_all("a[href]", "links => links.map(a => a.getAttribute('href'))")
        for href in hrefs:
            target = urljoin(url, href)
            assert urlsplit(target).netloc == urlsplit(start_url).netloc, href  # no link leaves the site
            if urlsplit(target).path.startswith(prefix):
                queue.append(target.split("#")[0])
    reached = {p.removeprefix(prefix) for p in seen}
    assert set(await every_path(site, "fr")) <= reached
    await context.close()


async def _png_size(path: Path) -> tuple[int, int]:
    with path.open("rb") as f:
        head = f.read(24)
    assert head[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", head[16:24])
    return width, height


async def test_screenshots_of_the_league_team_and_player_pages(site, browser):
    """Written under the test's output (tmp), checked for size; looked at once by a person (docs/web-league.png is
    the league page's, shown in the README)."""
    league = site.leagues["fr"][1].seeded
    site.shots.mkdir(parents=True, exist_ok=True)
    pages = {"league": "", "team": f"team/{league.teams['orcs']}", "player": f"player/{league.players['grak']}"}
    for label, viewport in (("phone", PHONE), ("desktop", DESKTOP)):
        context = await browser.new_context(viewport=viewport)
        page = await context.new_page()
        for name, path in pages.items():
            await page.goto(site.url("fr", path))
            shot = site.shots / f"{name}-{label}.png"
            await page.screenshot(path=str(shot), full_page=True)
            width, height = await _png_size(shot)
            assert width == viewport["width"] and height >= viewport["height"] // 2, (shot, width, height)
            assert 10_000 < shot.stat().st_size < 3_000_000, (shot, shot.stat().st_size)
        await context.close()


async def test_a_script_team_name_shows_as_text_and_runs_nothing(site, browser):
    league = site.leagues["fr"][1].seeded
    context = await browser.new_context(viewport=PHONE)
    page = await context.new_page()
    trouble = watch(page)
    for path in ("", f"team/{league.teams['script']}", f"match/{league.matches['s2a']}"):
        await page.goto(site.url("fr", path))
        assert SCRIPT in await page.inner_text("main")
        assert await page.evaluate("() => document.querySelectorAll('script').length") == 0
    await page.goto(site.url("fr", f"team/{league.teams['script']}"))
    assert await page.title() == f"{SCRIPT} · Arbitre"
    assert (await page.inner_text("h1")).strip() == SCRIPT
    assert trouble == []  # no alert() dialog, no error
    await context.close()


async def test_another_servers_ids_and_a_revoked_address_are_404s(site, browser):
    french = site.leagues["fr"][1]
    context = await browser.new_context(viewport=PHONE)
    page = await context.new_page()
    for path in (f"team/{french.other['team']}", f"player/{french.other['player']}", f"match/{french.other['match']}"):
        response = await page.goto(site.url("fr", path))
        assert response is not None and response.status == 404, path
        assert (await page.inner_text("body")).strip() == "404"
    pages = WebPages(site.db)
    await pages.set(french.guild_id, USER, "Revoked-and-replaced-0123456789")
    try:
        response = await page.goto(site.url("fr"))
        assert response is not None and response.status == 404
        response = await page.goto(f"{site.base}/l/Revoked-and-replaced-0123456789/")
        assert response is not None and response.status == 200
    finally:
        await pages.set(french.guild_id, USER, TOKEN)
    await context.close()
