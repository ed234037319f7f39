"""Discord's embeds link to the league pages (issue 30): once ``/settings web:on`` gave the league its address,
the standings, a team's card, a player's card and the fixtures carry a link (the embed's title) to their page, and
the names in them link to theirs (the player card's team, each team of the standings, as Markdown links with the
names escaped); none before, none after ``web:off``. The real bot, its pages served in its own process
(``WEB_PORT``) under ``WEB_BASE_URL``."""

from __future__ import annotations

import re
import socket

import aiohttp
import pytest

from tests.e2e.harness import sandbox
from tests.e2e.league_seed import seed_file

pytestmark = pytest.mark.asyncio(loop_scope="function")
BASE = "https://arbitre.example/ligues"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def status(url: str) -> int:
    async with aiohttp.ClientSession() as session, session.get(url) as response:
        await response.read()
        return response.status


async def embeds(league, orcs: int, grak: int, match: int) -> dict[str, dict]:
    """The standings, the Orcs' card, Grak's card, the main match, the fixtures and the Orcs' fixtures, as a member
    reads them."""
    user = {"user": league.coach_id}
    return {
        "standings": (await league.reply("classement-ligue", {}, **user)).embed,
        "team": (await league.reply(("equipe", "voir"), {"nom": f"id:{orcs}"}, **user)).embed,
        "player": (await league.reply(("joueur", "voir"), {"joueur": f"id:{grak}"}, **user)).embed,
        "match": (await league.reply(("match", "voir"), {"match": str(match)}, **user)).embed,
        "fixtures": (await league.reply("calendrier", {}, **user)).embed,
        "team fixtures": (await league.reply("calendrier", {"equipe": f"id:{orcs}"}, **user)).embed,
    }


async def test_embeds_link_to_their_page_while_the_league_has_one(tmp_path):
    seeded = await seed_file(tmp_path / "arbitre.sqlite3")
    orcs, grak, main = seeded.teams["orcs"], seeded.players["grak"], seeded.matches["main"]
    port = free_port()
    async with sandbox(tmp_path, extra_env={"WEB_PORT": str(port), "WEB_BASE_URL": BASE}) as league:
        before = await embeds(league, orcs, grak, main)
        assert {name: "url" in embed for name, embed in before.items()} == dict.fromkeys(before, False)
        assert all("](" not in str(embed) for embed in before.values())  # no Markdown link without a page

        on = await league.reply("reglages", {"page-web": "on"})
        found = re.search(re.escape(BASE) + r"/l/([A-Za-z0-9_-]{24})/", on.embed["description"])
        assert found, on.embed["description"]
        address = found.group(0)
        linked = await embeds(league, orcs, grak, main)
        assert {name: embed.get("url") for name, embed in linked.items()} == {
            "standings": address,
            "team": f"{address}team/{orcs}",
            "player": f"{address}player/{grak}",
            "match": f"{address}match/{main}",
            "fixtures": address,
            "team fixtures": f"{address}team/{orcs}",
        }
        # the names: Grak's team on his card, every team of the table under it, each to its own page
        assert f"[Orques de Fer]({address}team/{orcs})" in linked["player"]["description"]
        sides = " ".join(f["value"] for f in linked["match"]["fields"])
        assert f"[Orques de Fer]({address}team/{orcs})" in sides
        assert f"[Élus de Nuffle]({address}team/{seeded.teams['elus']})" in sides
        [links] = [f["value"] for f in linked["standings"]["fields"] if f["name"] == "Pages des équipes"]
        teams = dict(re.findall(r"\[([^\]]+)\]\(" + re.escape(address) + r"team/(\d+)\)", links))
        assert teams["Orques de Fer"] == str(orcs) and len(teams) == len(links.splitlines()) == len(seeded.teams)
        local = f"http://127.0.0.1:{port}/l/{found.group(1)}/"  # the same pages, read where the bot serves them
        assert (await status(local), await status(f"{local}team/{orcs}")) == (200, 200)

        await league.reply("reglages", {"page-web": "off"})
        after = await embeds(league, orcs, grak, main)
        assert {name: "url" in embed for name, embed in after.items()} == dict.fromkeys(after, False)
        assert all("](" not in str(embed) for embed in after.values())
