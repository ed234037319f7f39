"""The web application: routes, the security headers, plain errors, ETag and Last-Modified revalidation and the
per-address limit.

Read-only by construction: every route is a GET (aiohttp answers HEAD with it, and 405 to any other method); no
page holds a form or a script, and the Content-Security-Policy forbids both. Links between pages are relative, so
the pages work under any address (``WEB_BASE_URL``, a reverse proxy's folder).
"""

from __future__ import annotations

import gc
import hashlib
import logging
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from email.utils import formatdate, parsedate_to_datetime
from importlib import resources
from typing import Any, Final

from aiohttp import web
from jinja2 import Environment, PackageLoader, StrictUndefined

from league.db import Database
from locales import t_map
from records.standings import web_columns
from web import words
from web.pages import NotFound, Pages
from web.ratelimit import RateLimit

log = logging.getLogger("arbitre.web")

#: No script at all, styles from this site only, pictures from this site or inline (the SVG chart is inline).
CSP: Final = (
    "default-src 'none'; style-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; "
    "frame-ancestors 'none'"
)
HEADERS: Final = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    # the address holds the league's secret: never sent to another site
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
}
LOOPBACK: Final = frozenset({"127.0.0.1", "::1"})
#: Where a league's pages live: ``/l/<token>/``.
PREFIX: Final = "/l/{token}"
_ID: Final = r"{id:[1-9][0-9]{0,11}}"

PAGES_KEY: Final = web.AppKey("pages", Pages)
LIMIT_KEY: Final = web.AppKey("limit", RateLimit)
ENV_KEY: Final = web.AppKey("env", Environment)
STYLE_KEY: Final = web.AppKey("style", bytes)

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


@dataclass(frozen=True, slots=True)
class Page:
    """What every macro of ``macros.html`` needs of the page it writes: its links' root, its language, its words.

    Given to each macro call (``m.matches_list(p, …)``) rather than importing the macros ``with context``: a macro
    bound to the page's context makes a reference cycle that kept every row of the page alive until the next
    garbage collection (a team's page: 1,200 objects per request, and the collector's pauses in the p99)."""

    root: str
    lang: str
    t: Callable[..., str]


def environment() -> Environment:
    """Jinja2 with autoescaping on: every value a template writes is escaped, a team named ``<script>`` included.

    Templates are compiled once and kept (``auto_reload=False``: the package's files do not change under a
    running server, and asking the file's date at each request was part of every page's time)."""
    env = Environment(
        loader=PackageLoader("web", "templates"),
        autoescape=True,
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        auto_reload=False,
    )
    env.globals.update(
        gold=words.gold,
        profile=words.profile_text,
        skills=words.skills_text,
        outcome=words.outcome,
        cause=words.cause,
        date=words.date,
        rounds=words.rounds,
        seeds=words.seeds,
        podium=words.podium,
        standings_columns=web_columns,  # the league table's columns, described once (records.standings)
    )
    return env


def plain(status: int, headers: dict[str, str] | None = None) -> web.Response:
    """A bare answer that says its status and nothing else (no path, no reason, no trace)."""
    return web.Response(status=status, text=f"{status}\n", content_type="text/plain", headers=headers)


def _etag(body: bytes) -> str:
    return '"' + hashlib.blake2b(body, digest_size=12).hexdigest() + '"'


class Changes:
    """When each page last changed, as this server saw it: a page's ``Last-Modified``.

    The pages are built from many tables at each request; rather than a date per row, the server notes the time a
    page's ETag changed (a page back to an earlier content is a change too). Bounded: the least recently asked
    pages are forgotten past ``size`` (then dated by their next request, which only costs a browser one 200)."""

    def __init__(self, size: int = 10_000, clock: Callable[[], float] = time.time) -> None:
        self.size = size
        self._clock = clock
        self._seen: OrderedDict[str, tuple[str, int, bool]] = OrderedDict()

    def since(self, path: str, tag: str) -> tuple[int, bool]:
        """The whole second (POSIX time) since which ``path`` has been ``tag``, and whether it changed again within
        that second (a date then cannot tell the two contents apart: only a later date is fresh)."""
        known = self._seen.pop(path, None)
        now = int(self._clock())
        if known is not None and known[0] == tag:
            at, strict = known[1], known[2]
        else:
            at, strict = now, known is not None and known[1] == now
        self._seen[path] = (tag, at, strict)
        while len(self._seen) > self.size:
            self._seen.popitem(last=False)
        return at, strict


CHANGES_KEY: Final = web.AppKey("changes", Changes)


class Rendered:
    """The pages already rendered, each with the revision of its league it shows: served again, without a query
    beyond the address's own, until a write moves the revision on (migration 0031: every write to a table the pages
    read, from any process). A league is read far more often than it is written: a reload, a link posted in a
    channel, a crawler, cost one indexed read instead of the page's queries and template.

    One entry per page and language, replaced when its league's revision moved on; bounded in bytes, the least
    recently read page dropped first (``budget`` 0: nothing kept, every page rendered)."""

    def __init__(self, budget: int = 8 * 2**20) -> None:
        self.budget = budget
        self._size = 0
        self._pages: OrderedDict[tuple[Any, ...], tuple[int, bytes]] = OrderedDict()

    def get(self, key: tuple[Any, ...], revision: int) -> bytes | None:
        """The page ``key`` as rendered at ``revision``, ``None`` when it was not (or at another revision)."""
        kept = self._pages.get(key)
        if kept is None or kept[0] != revision:
            return None
        self._pages.move_to_end(key)
        return kept[1]

    def put(self, key: tuple[Any, ...], revision: int, body: bytes) -> None:
        """Keep ``body`` as the page ``key`` at ``revision`` (a body larger than the budget is not kept)."""
        old = self._pages.pop(key, None)
        if old is not None:
            self._size -= len(old[1])
        if len(body) > self.budget:
            return
        self._pages[key] = (revision, body)
        self._size += len(body)
        while self._size > self.budget:
            _, (_, dropped) = self._pages.popitem(last=False)
            self._size -= len(dropped)


RENDERED_KEY: Final = web.AppKey("rendered", Rendered)


def _not_modified_since(asked: str, at: int, *, strict: bool) -> bool:
    """``If-Modified-Since`` names a date at or after ``at`` (after it, when the page changed twice within that
    second); an unreadable date is ignored, as RFC 9110 says."""
    try:
        date = parsedate_to_datetime(asked)
    except (TypeError, ValueError, IndexError):
        return False
    if date.tzinfo is None:
        return False
    return at < date.timestamp() or (at == date.timestamp() and not strict)


def _revalidated(request: web.Request, response: web.Response) -> web.StreamResponse:
    """The response with its ETag and Last-Modified, or a bodiless 304 when the browser already holds this very page
    (If-None-Match; If-Modified-Since when no ETag is asked, as RFC 9110 orders them)."""
    body = response.body
    if response.status != 200 or not isinstance(body, bytes):
        return response
    tag = _etag(body)
    at, strict = request.app[CHANGES_KEY].since(request.path, tag)
    stamp = formatdate(at, usegmt=True)
    response.headers["ETag"] = tag
    response.headers["Last-Modified"] = stamp
    asked = request.headers.get("If-None-Match")
    if asked is not None:
        fresh = tag in (part.strip() for part in asked.split(",")) or asked.strip() == "*"
    else:
        fresh = _not_modified_since(request.headers.get("If-Modified-Since", ""), at, strict=strict)
    if fresh:
        headers = {"ETag": tag, "Last-Modified": stamp, "Cache-Control": response.headers["Cache-Control"]}
        return web.Response(status=304, headers=headers)
    return response


def client_address(request: web.Request) -> str:
    """Who asks, for the limit: the peer, or, behind a reverse proxy on this machine (the peer is loopback), the
    address that proxy appended last to ``X-Forwarded-For`` (every reader would share the proxy's bucket else)."""
    peer = request.remote or ""
    forwarded = request.headers.get("X-Forwarded-For")
    if forwarded and peer in LOOPBACK:
        return forwarded.rsplit(",", 1)[-1].strip() or peer
    return peer


@web.middleware
async def guard(request: web.Request, handler: Handler) -> web.StreamResponse:
    """The limit per address, then the page; any error becomes a plain status; every answer gets the headers."""
    wait = request.app[LIMIT_KEY].take(client_address(request))
    if wait:
        response: web.StreamResponse = plain(429, {"Retry-After": str(max(1, round(wait)))})
    else:
        try:
            response = await handler(request)
        except NotFound:
            response = plain(404)
        except web.HTTPException as exc:  # no route (404), another method (405)
            response = plain(exc.status, {"Allow": exc.headers["Allow"]} if "Allow" in exc.headers else None)
        except Exception:
            log.exception("web page %s failed", request.path)
            response = plain(500)
    response.headers.update(HEADERS)
    response.headers.setdefault("Cache-Control", "no-cache")
    if isinstance(response, web.Response):
        return _revalidated(request, response)
    return response


def _page(template: str, load: Callable[..., Awaitable[dict[str, Any]]], *, depth: int) -> Handler:
    """A handler: the league of the address's token, the page's values, its template in the league's language.

    ``depth``: how many folders below the league's page the page is (``team/3``: 1), for its relative links.
    """

    async def handle(request: web.Request) -> web.StreamResponse:
        pages, rendered = request.app[PAGES_KEY], request.app[RENDERED_KEY]
        league = await pages.league(request.match_info["token"])
        args = (int(request.match_info["id"]),) if "id" in request.match_info else ()
        key = (league.guild_id, league.lang, template, *args)
        body = rendered.get(key, league.revision)
        if body is not None:
            return web.Response(body=body, content_type="text/html", charset="utf-8")
        values = await load(pages, league, *args)
        root = "../" * depth or "./"
        lang = league.lang

        def say(key: str, **fmt: object) -> str:
            return t_map(key, fmt, lang)

        page = Page(root, lang, say)
        html = request.app[ENV_KEY].get_template(template).render(values, lang=lang, t=say, root=root, p=page)
        body = html.encode("utf-8")
        rendered.put(key, league.revision, body)
        return web.Response(body=body, content_type="text/html", charset="utf-8")

    return handle


async def style(request: web.Request) -> web.StreamResponse:
    """The one stylesheet (any token: it says nothing about the league)."""
    return web.Response(body=request.app[STYLE_KEY], content_type="text/css", charset="utf-8")


def make_app(db: Database, *, limit: RateLimit | None = None, rendered: Rendered | None = None) -> web.Application:
    """The pages of every opted-in league of ``db`` (``rendered``: the pages kept, :class:`Rendered` by default)."""
    app = web.Application(middlewares=[guard])
    app[PAGES_KEY] = Pages(db)
    app[RENDERED_KEY] = Rendered() if rendered is None else rendered
    app[LIMIT_KEY] = limit or RateLimit()
    app[CHANGES_KEY] = Changes()
    app[ENV_KEY] = environment()
    app[STYLE_KEY] = (resources.files("web") / "static" / "style.css").read_bytes()
    routes = (
        ("/", "home.html", Pages.home, 0),
        ("/graveyard", "graveyard.html", Pages.graveyard, 0),
        ("/leaders", "leaders.html", Pages.leaders, 0),
        ("/seasons", "seasons.html", Pages.seasons, 0),
        (f"/team/{_ID}", "team.html", Pages.team, 1),
        (f"/player/{_ID}", "player.html", Pages.player, 1),
        (f"/match/{_ID}", "match.html", Pages.match, 1),
    )
    for path, template, load, depth in routes:
        app.router.add_get(PREFIX + path, _page(template, load, depth=depth))
    app.router.add_get(PREFIX + "/style.css", style)
    return app


def settle() -> None:
    """Once a process serving the pages is ready (``python -m web``; the bot does the same in its ``setup_hook``):
    what start-up made lives as long as the process, so it is frozen out of the collector's reach, and a full
    collection scans only what the pages made since. Profiled at the 1M-row bench, a team page rendered 200 times:
    seven full collections of ≈ 80 ms each before (p99 124 ms), 46 ms p99 after."""
    gc.collect()
    gc.freeze()


async def start(db: Database, host: str, port: int, *, limit: RateLimit | None = None) -> web.AppRunner:
    """Serve the pages on ``host:port`` in this process's event loop; the caller keeps the runner to stop it."""
    runner = web.AppRunner(make_app(db, limit=limit), access_log=None)
    await runner.setup()
    await web.TCPSite(runner, host, port).start()
    return runner
