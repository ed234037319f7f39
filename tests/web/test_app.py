"""The league's pages served by aiohttp's test client over a real SQLite file seeded with a league: what each page
shows, that another server's ids and a revoked address are plain 404s, and the safety headers (issue 30)."""

from __future__ import annotations

import asyncio
import gc
import logging
import re
import shutil
from pathlib import Path

import pytest
from aiohttp.test_utils import TestClient, TestServer

from league.db import open_database
from league.settings import WebPages, page_address
from tests.web.seed import OTHER_TOKEN, SCRIPT, TOKEN, WebLeague, seed_web_file
from web.app import CSP, Rendered, make_app, settle
from web.ratelimit import RateLimit


@pytest.fixture(scope="module")
def seeded_file(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, WebLeague]:
    path = tmp_path_factory.mktemp("web") / "league.sqlite3"
    return path, asyncio.run(seed_web_file(path))


@pytest.fixture
async def league(seeded_file, tmp_path):
    """A copy of the seeded file per test (a test may revoke the address)."""
    source, seeded = seeded_file
    path = tmp_path / "league.sqlite3"
    shutil.copy(source, path)
    db = await open_database(path)
    try:
        yield db, seeded
    finally:
        await db.close()


@pytest.fixture
async def client(league):
    db, _ = league
    async with TestClient(TestServer(make_app(db))) as c:
        yield c


async def page(client: TestClient, path: str, token: str = TOKEN, status: int = 200) -> str:
    response = await client.get(f"/l/{token}{path}")
    text = await response.text()
    assert response.status == status, (path, response.status, text[:500])
    return text


async def test_the_league_page_shows_the_standings_the_results_and_every_team(client, league):
    _, lg = league
    html = await page(client, "/")
    assert '<html lang="fr">' in html
    assert "Classement de la saison 2 (en cours)" in html
    for name in ("Orques de Fer", "Élus de Nuffle", "Nains Têtus"):
        assert name in html
    s = lg.seeded
    assert f'href="./match/{s.matches["s2a"]}"' in html and f'href="./team/{s.teams["nains"]}"' in html
    names = [int(n) for n in re.findall(r'<td class="name"><a href="./team/(\d+)">', html)]
    assert names[0] == s.teams["nains"] and names[-1] == s.teams["script"]  # the winner first, the loser last


async def test_the_standings_rows_are_the_repositorys_table(client, league):
    from league.standings import StandingsRepository

    db, lg = league
    table = await StandingsRepository(db).table(lg.guild_id)
    html = await page(client, "/")
    shown = [int(n) for n in re.findall(r'<td class="name"><a href="./team/(\d+)">', html)]
    assert shown == [row.team_id for row in table.table.rows]


async def test_a_team_page_shows_its_roster_value_staff_matches_and_casualties(client, league):
    _, lg = league
    s = lg.seeded
    html = await page(client, f"/team/{s.teams['orcs']}")
    for text in ("Grak", "Gorbag", "Valeur d&#39;Équipe (VE)", "VE actuelle (VEA)", "Trésorerie", "Relances"):
        assert text in html, text
    assert f'href="../player/{s.players["grak"]}"' in html
    assert f'href="../match/{s.matches["main"]}"' in html
    assert "Mort" in html and "Bob" in html  # Grak killed Bob: a casualty caused
    assert "Éliminations causées" in html and "Éliminations subies" in html


async def test_a_player_page_shows_his_card_his_career_and_the_psp_chart(client, league):
    _, lg = league
    s = lg.seeded
    html = await page(client, f"/player/{s.players['gorbag']}")
    assert "<svg" in html and "<polyline" in html and 'role="img"' in html
    assert "Progressions" in html and "+1" in html
    assert f'href="../match/{s.matches["main"]}"' in html
    grak = await page(client, f"/player/{s.players['grak']}")
    assert "Bob" in grak and "Hans" in grak  # whom he hurt, and who hurt him


async def test_a_match_page_shows_the_score_the_casualties_and_the_post_match(client, league):
    _, lg = league
    html = await page(client, f"/match/{lg.seeded.matches['main']}")
    assert "2 – 1" in html
    assert "Mort" in html and "blocage" in html and "agression" in html
    assert "Trésorerie" in html and "PSP" in html  # the applied post-match's summary


async def test_graveyard_leaderboards_and_past_seasons(client, league):
    _, lg = league
    graves = await page(client, "/graveyard")
    assert "Bob" in graves and "Grak" in graves
    leaders = await page(client, "/leaders")
    assert f'href="./player/{lg.seeded.players["grak"]}"' in leaders
    seasons = await page(client, "/seasons")
    assert "Classement de la saison 1" in seasons and "Champion" in seasons and "Orques de Fer" in seasons
    assert "saison 2" not in seasons


async def test_a_script_team_name_is_text(client, league):
    _, lg = league
    for path in ("/", f"/team/{lg.seeded.teams['script']}", f"/match/{lg.seeded.matches['s2a']}"):
        html = await page(client, path)
        assert SCRIPT not in html
        assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
        assert "<script" not in html


async def test_another_servers_ids_under_this_address_are_plain_404s(client, league):
    _, lg = league
    other = lg.other
    bodies = {
        await page(client, f"/team/{other['team']}", status=404),
        await page(client, f"/player/{other['player']}", status=404),
        await page(client, f"/match/{other['match']}", status=404),
        await page(client, "/team/999999", status=404),
        await page(client, "/", token="x" * 22, status=404),
        await page(client, "/nowhere", status=404),
    }
    assert bodies == {"404\n"}  # the same bare answer: nothing says which ids exist elsewhere
    assert "Autres" in await page(client, f"/team/{other['team']}", token=OTHER_TOKEN)
    assert "Orques" not in await page(client, "/", token=OTHER_TOKEN)


async def test_a_revoked_or_replaced_address_is_a_404(client, league):
    db, lg = league
    await page(client, "/")
    await WebPages(db).set(lg.guild_id, 1, "Nouvelle-adresse-0123456789")
    await page(client, "/", status=404)
    await page(client, "/", token="Nouvelle-adresse-0123456789")
    await WebPages(db).set(lg.guild_id, 1, None)
    await page(client, "/", token="Nouvelle-adresse-0123456789", status=404)


async def test_english_pages_in_an_english_server(client, league):
    from league.settings import SettingsRepository

    db, lg = league
    await SettingsRepository(db).update(lg.guild_id, 1, language="en")
    html = await page(client, "/")
    assert '<html lang="en">' in html and "Latest results" in html
    team = await page(client, f"/team/{lg.seeded.teams['orcs']}")
    assert "Team Value (TV)" in team and "Treasury" in team


async def test_security_headers_read_only_and_no_script(client):
    response = await client.get(f"/l/{TOKEN}/")
    assert response.headers["Content-Security-Policy"] == CSP
    assert "script-src" not in CSP and "default-src 'none'" in CSP
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert response.headers["Referrer-Policy"] == "no-referrer"
    for method in ("POST", "PUT", "DELETE", "PATCH"):
        refused = await client.request(method, f"/l/{TOKEN}/")
        assert refused.status == 405 and await refused.text() == "405\n"
        assert refused.headers["Content-Security-Policy"] == CSP
    head = await client.head(f"/l/{TOKEN}/")
    assert head.status == 200
    style = await client.get(f"/l/{TOKEN}/style.css")
    assert style.status == 200 and style.content_type == "text/css"


async def test_a_reload_with_the_etag_is_a_304(client):
    first = await client.get(f"/l/{TOKEN}/")
    tag = first.headers["ETag"]
    again = await client.get(f"/l/{TOKEN}/", headers={"If-None-Match": tag})
    assert again.status == 304 and await again.read() == b""
    other = await client.get(f"/l/{TOKEN}/", headers={"If-None-Match": '"stale"'})
    assert other.status == 200


async def test_a_reload_with_last_modified_is_a_304_until_the_page_changes(client, league):
    """Issue 30: responses carry ETag and Last-Modified. The date is when this page last changed as this server saw
    it: a browser asking If-Modified-Since gets a 304 while the page is the same, the page once it changed."""
    from email.utils import format_datetime, parsedate_to_datetime

    db, lg = league
    first = await client.get(f"/l/{TOKEN}/")
    stamp = first.headers["Last-Modified"]
    since = parsedate_to_datetime(stamp)
    assert stamp.endswith(" GMT")
    again = await client.get(f"/l/{TOKEN}/", headers={"If-Modified-Since": stamp})
    assert again.status == 304 and await again.read() == b"" and again.headers["Last-Modified"] == stamp
    older = format_datetime(since.replace(year=since.year - 1), usegmt=True)
    assert (await client.get(f"/l/{TOKEN}/", headers={"If-Modified-Since": older})).status == 200
    # an ETag asked beside the date decides alone (RFC 9110): a stale one is the page
    both = {"If-Modified-Since": stamp, "If-None-Match": '"stale"'}
    assert (await client.get(f"/l/{TOKEN}/", headers=both)).status == 200
    assert (await client.get(f"/l/{TOKEN}/", headers={"If-Modified-Since": "not a date"})).status == 200
    await db.execute("UPDATE teams SET name = 'Orques Renommés' WHERE id = ?", (lg.seeded.teams["orcs"],))
    changed = await client.get(f"/l/{TOKEN}/", headers={"If-Modified-Since": stamp})
    assert changed.status == 200 and "Orques Renommés" in await changed.text()
    assert parsedate_to_datetime(changed.headers["Last-Modified"]) >= since


async def test_a_page_is_kept_until_its_league_changes(league):
    """A page rendered at its league's revision is served again without its queries; a write through a repository
    (a team renamed), another language and a page taken down are each seen at the next request."""
    from league.settings import SettingsRepository
    from league.teams import TeamRepository

    db, lg = league
    kept = Rendered()
    async with TestClient(TestServer(make_app(db, rendered=kept))) as client:
        first = await page(client, "/")
        opened = await WebPages(db).opened(TOKEN)
        assert opened is not None
        assert kept.get((lg.guild_id, "fr", "home.html"), opened.revision) == first.encode()
        assert await page(client, "/") == first
        await TeamRepository(db).update(lg.guild_id, 1, lg.seeded.teams["orcs"], name="Orques de Bronze")
        assert "Orques de Bronze" in await page(client, "/")
        await SettingsRepository(db).update(lg.guild_id, 1, language="en")
        assert '<html lang="en">' in await page(client, "/")
        await WebPages(db).set(lg.guild_id, 1, None)
        await page(client, "/", status=404)


def test_the_pages_kept_are_bounded_and_of_one_revision():
    kept = Rendered(budget=10)
    kept.put(("a",), 1, b"12345")
    kept.put(("b",), 1, b"678")
    assert kept.get(("a",), 1) == b"12345" and kept.get(("a",), 2) is None
    kept.put(("c",), 1, b"9999")  # 12 bytes: the least recently read goes
    assert kept.get(("b",), 1) is None and kept.get(("a",), 1) == b"12345" and kept.get(("c",), 1) == b"9999"
    kept.put(("a",), 2, b"1")  # the league moved on: the page of its new revision replaces the old
    assert kept.get(("a",), 1) is None and kept.get(("a",), 2) == b"1"
    kept.put(("d",), 1, b"x" * 11)  # larger than the budget: not kept, nothing else dropped
    assert kept.get(("d",), 1) is None and kept.get(("c",), 1) == b"9999"
    nothing = Rendered(budget=0)
    nothing.put(("a",), 1, b"x")
    assert nothing.get(("a",), 1) is None


async def test_a_match_is_named_by_its_number_never_as_a_shirt_number(client, league):
    """Issue 26: « # » is a shirt number only; the French match lines read « #4 » for a database id."""
    _, lg = league
    match = lg.seeded.matches["s2a"]
    html = await page(client, "/")
    assert not re.search(r'href="\./match/\d+">#', html)
    assert f'<a href="./match/{match}">match n° {match}</a>' in html


async def test_an_error_is_a_plain_500_logged_without_trace(league, caplog):
    db, _ = league
    app = make_app(db)
    async with TestClient(TestServer(app)) as c:
        await db.execute("DROP TABLE league_scoring")  # the league page's reads now fail
        with caplog.at_level(logging.ERROR, logger="arbitre.web"):
            response = await c.get(f"/l/{TOKEN}/")
        text = await response.text()
    assert response.status == 500 and text == "500\n"
    assert "Traceback" not in text and "league_scoring" not in text
    assert any("league_scoring" in (r.exc_text or "") or r.exc_info for r in caplog.records)


async def test_a_flood_from_one_address_is_slowed(league):
    db, _ = league
    now = [0.0]
    app = make_app(db, limit=RateLimit(rate=1, burst=3, clock=lambda: now[0]))
    async with TestClient(TestServer(app)) as c:
        statuses = [(await c.get(f"/l/{TOKEN}/style.css")).status for _ in range(5)]
        assert statuses == [200, 200, 200, 429, 429]
        now[0] += 1.0
        assert (await c.get(f"/l/{TOKEN}/style.css")).status == 200


async def test_behind_a_local_reverse_proxy_each_reader_has_his_own_bucket(league):
    """The proxy on this machine says who asks (``X-Forwarded-For``, its last address): one flooding reader is slowed,
    not every reader behind the proxy."""
    db, _ = league
    app = make_app(db, limit=RateLimit(rate=1, burst=2, clock=lambda: 0.0))
    async with TestClient(TestServer(app)) as c:
        flood = [
            (await c.get(f"/l/{TOKEN}/style.css", headers={"X-Forwarded-For": "203.0.113.9"})).status for _ in "abc"
        ]
        assert flood == [200, 200, 429]
        other = await c.get(f"/l/{TOKEN}/style.css", headers={"X-Forwarded-For": "6.6.6.6, 198.51.100.7"})
        assert other.status == 200


def test_the_rate_limit_forgets_the_oldest_addresses():
    limit = RateLimit(rate=1, burst=1, size=2, clock=lambda: 0.0)
    assert limit.take("a") == 0 and limit.take("a") > 0
    limit.take("b")
    limit.take("c")  # « a » forgotten: a full bucket again
    assert limit.take("a") == 0


def test_the_address_is_the_base_and_the_token():
    assert page_address("https://arbitre.example/", TOKEN) == f"https://arbitre.example/l/{TOKEN}/"


async def test_a_long_history_shows_its_newest_casualties_and_says_so(client, league, monkeypatch):
    """A team with a thousand casualties gets a page, not a book: the newest ``LATEST`` each way, said."""
    import web.pages

    _, lg = league
    monkeypatch.setattr(web.pages, "LATEST", 1)
    html = await page(client, f"/team/{lg.seeded.teams['orcs']}")
    assert html.count("Les 1 plus récentes.") == 2
    assert "Éliminations causées (1)" in html and "Éliminations subies (1)" in html
    graves = await page(client, "/graveyard")
    assert "Les 1 morts les plus récents." in graves


def test_a_page_changed_twice_within_a_second_is_fresh_only_after_that_second():
    """A date has whole seconds: a browser holding the first content of that second must not get a 304."""
    from web.app import Changes

    now = [100.2]
    changes = Changes(size=2, clock=lambda: now[0])
    assert changes.since("/a", "x") == (100, False)
    now[0] = 100.7
    assert changes.since("/a", "y") == (100, True)  # changed within the second it was dated
    now[0] = 105.0
    assert changes.since("/a", "y") == (100, True)  # still that date, still strict
    assert changes.since("/a", "x") == (105, False)  # back to the first content: a change, dated now
    changes.since("/b", "x")
    changes.since("/c", "x")  # past its size: the least recently asked page is forgotten
    now[0] = 106.0
    assert changes.since("/a", "x") == (106, False)


@pytest.fixture(scope="module")
def playoff_files(tmp_path_factory: pytest.TempPathFactory) -> dict[bool, tuple[Path, WebLeague]]:
    """The seeded league with season 2's Play-offs under way (``False``) and played to the prizes (``True``)."""
    from league.db import open_database
    from tests.web.seed import seed_playoffs, seed_web_league

    async def make(path: Path, finish: bool) -> WebLeague:
        db = await open_database(path)
        try:
            out = await seed_web_league(db, other=False)
            await seed_playoffs(db, out, finish=finish)
            return out
        finally:
            await db.close()

    folder = tmp_path_factory.mktemp("playoffs")
    return {
        finish: (folder / f"{finish}.sqlite3", asyncio.run(make(folder / f"{finish}.sqlite3", finish)))
        for finish in (False, True)
    }


async def playoff_page(files: dict[bool, tuple[Path, WebLeague]], finish: bool, path: str) -> tuple[str, WebLeague]:
    source, lg = files[finish]
    db = await open_database(source)
    try:
        async with TestClient(TestServer(make_app(db))) as c:
            return await page(c, path), lg
    finally:
        await db.close()


def _tie_lines(html: str) -> list[str]:
    """The bracket's games, in the page's order."""
    return [
        li
        for ul in re.findall(r'<ul class="lines ties">(.*?)</ul>', html, re.S)
        for li in re.findall(r"<li>(.*?)</li>", ul, re.S)
    ]


async def test_the_league_page_shows_the_play_off_bracket_under_way(playoff_files):
    html, lg = await playoff_page(playoff_files, False, "/")
    t, m = lg.seeded.teams, lg.seeded.matches
    assert "<h2>Play-offs de la saison 2</h2>" in html
    assert html.index("<h3>Demi-finales</h3>") < html.index("<h3>Finale</h3>") < html.index("Match pour la 3e")
    semi1, semi2, final, third = _tie_lines(html)
    # 1 – 1 won on penalties by the home side (seed 1), 2 – 1 after extra time; the winner marked, the match linked
    assert f'<a href="./team/{t["nains"]}" class="won">Nains Têtus</a>' in semi1
    assert "1 – 1" in semi1 and "(t.a.b.)" in semi1 and f'href="./match/{m["semi1"]}"' in semi1
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in semi1 and SCRIPT not in html
    assert "2 – 1" in semi2 and "(prol.)" in semi2 and 'class="won"' in semi2
    # the final and the third-place Play-off: their teams known, nothing played yet
    assert 'class="vs"' in final and "match n°" not in final and 'class="won"' not in final
    assert f'href="./team/{t["nains"]}"' in final and f'href="./team/{t["script"]}"' in third
    assert "(1)" in semi1 and "(4)" in semi1  # the seeds


async def test_a_past_season_shows_its_table_bracket_champion_and_prizes(playoff_files):
    html, lg = await playoff_page(playoff_files, True, "/seasons")
    t = lg.seeded.teams
    season2 = html[html.index("<h2>Classement de la saison 2</h2>") : html.index("<h2>Classement de la saison 1</h2>")]
    # the champion is the Play-offs' winner, the podium carries the Glittering Prizes
    assert f'Champion\u00a0: <a href="./team/{t["nains"]}">Nains Têtus</a>' in season2
    assert '<table class="standings">' in season2 and "<h3>Play-offs de la saison 2</h3>" in season2
    podium = re.findall(r'<li><a href="./team/(\d+)">[^<]*</a> <span class="muted">· [^·]* · ([^<]*)</span>', season2)
    prizes = ["100\u202f000\u00a0po", "60\u202f000\u00a0po", "30\u202f000\u00a0po"]
    assert podium == list(zip([str(t[k]) for k in ("nains", "elus", "orcs")], prizes, strict=True))
    assert "<h4>Demi-finales</h4>" in season2 and "<h4>Finale</h4>" in season2
    lines = _tie_lines(season2)
    assert len(lines) == 4 and "(t.a.b.)" in lines[3] and 'class="won">Orques de Fer' in lines[3]
    # season 1 had no Play-offs: its champion is its table's first
    season1 = html[html.index("<h2>Classement de la saison 1</h2>") :]
    assert "Play-offs" not in season1 and f'Champion\u00a0: <a href="./team/{t["orcs"]}">' in season1
    league_page, _ = await playoff_page(playoff_files, True, "/")
    assert '<section class="bracket">' not in league_page  # season 3 has none yet


async def test_a_play_off_match_says_how_it_was_decided(playoff_files):
    _, lg = playoff_files[False]
    html, _ = await playoff_page(playoff_files, False, f"/match/{lg.seeded.matches['semi1']}")
    assert '<span class="muted"> (t.a.b.)</span></p>' in html and "· Play-offs ·" in html
    team, _ = await playoff_page(playoff_files, False, f"/team/{lg.seeded.teams['nains']}")
    assert team.count("· Play-offs ·") == 1  # its semi-final among its matches


def test_settling_freezes_what_start_up_made():
    """web.app.settle: the objects alive once the pages are ready are out of the collector's reach (a full
    collection then scans only what pages made since: its pauses were the team page's p99)."""
    gc.collect()
    gc.unfreeze()
    assert gc.get_freeze_count() == 0
    try:
        settle()
        assert gc.get_freeze_count() > 1000
    finally:
        gc.unfreeze()
