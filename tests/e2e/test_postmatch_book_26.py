"""The post-match against the book, as issue 26 found it, through the real bot and the fake Discord (French).

« Orques Vertes » (roster Orques: Brawlin' Brutes, Team Captain) concede, with its penalties, to « Gardes de la
Cité ». The Orcs field twelve players: #1 Gorak holds Pro (their Team Captain), #2 Azhag has three advancements (a
veteran who may quit). Griff, a Star Player the Humans induced, put #3 Snaga in the Casualty box with a block.

- a. Griff's casualty earns no SPP (« Star Players cannot earn Star Player Points »): stored as earning none, so
  the league table counts it for neither team.
- b. Azhag's D6 comes first in the hiring step: on a 2 he quits, and firing another Orc is then refused (ten
  would be left for the next match).
- h. Firing Gorak, the Team Captain, is refused: no injury ever reduced his characteristics.
"""

import pytest

from tests.e2e.book_match import book_league, one, orc, seed_book_match
from tests.e2e.league_seed import START, by_hand, choose, fill, next_step, press, step_title, text_of

pytestmark = pytest.mark.asyncio(loop_scope="module")
NAMES = ("Gorak", "Azhag", "Snaga", *(f"Orque {n}" for n in range(4, 13)))


async def _veteran(db, sides):
    """#2 Azhag: three advancements taken in earlier matches."""
    await db.execute("UPDATE players SET advancements = 3 WHERE id = ?", (sides.orc_players[1].id,))


async def seed(path):
    orcs = [orc(n + 1, name, value=50_000, skills=("Pro",) if name == "Gorak" else ()) for n, name in enumerate(NAMES)]
    return await seed_book_match(
        path,
        orcs=orcs,
        humans=6,
        orc_treasury=50_000,
        human_treasury=50_000,
        prepare=_veteran,
        casualty=lambda sides: {  # Griff, a Star Player the Humans induced
            "victim_id": sides.orc_players[2].id,
            "caused_by_team_id": sides.humans.id,
            "caused_by_name": "Griff Oberwald",
        },
        score=(0, 1),
    )


league = book_league(seed)


async def test_a_star_players_casualty_a_veteran_who_quits_and_the_team_captain(league):
    s, p = league.seeded, league.seeded["players"]
    msg = await league.reply(START, {"match": str(s["match"])})
    await choose(league, msg, "concede", "home")  # the Orcs concede, with the book's penalties
    assert msg.embed["title"].endswith("Orques Vertes 0 – 2 Gardes de la Cité")
    await next_step(league, msg)
    await by_hand(league, msg, "fans", "1 1")  # the Orcs' D3, the Gardes' D6
    await next_step(league, msg)
    assert "Griff Oberwald" in text_of(msg)
    await next_step(league, msg)
    opened = await press(league, msg, "spp:away", expect=9)
    await fill(league, opened, {"touchdowns": "1 2"})  # the winner allocates the awarded touchdowns
    await by_hand(league, msg, "spp", "1 2")  # two MVP awards for the winner
    text = text_of(msg)
    assert "ELI" not in text  # a. no casualty SPP for anyone: the Star Player earns none
    await next_step(league, msg)
    await next_step(league, msg)

    # b. the veteran's D6 is the hiring step's first die: « immediately quits », before any hiring or firing
    assert step_title("hiring") in text_of(msg)
    assert "#2 Azhag (3 progressions ou plus, son équipe a concédé)\u00a0: D6, 1-3 il s'en va" in text_of(msg)
    await by_hand(league, msg, "hiring", "2")
    assert (
        "#2 Azhag\u00a0: **Vétéran de l'équipe qui concède** · 🎲 2 contre 4+ → **Le joueur quitte l'équipe**"
        in text_of(msg)
    )
    await choose(league, msg, "fire:home", str(p["Orque 12"]))
    below = (
        "Orques Vertes\u00a0: l'équipe n'aurait que 10 joueurs pour le prochain match\u202f; "
        "on ne renvoie personne sous 11."
    )
    assert below in text_of(msg)  # twelve, less the veteran gone, less the one fired
    assert "Capitaine d'Équipe" not in text_of(msg)

    # h. the Team Captain: never fired without an injury that reduced a characteristic
    await choose(league, msg, "fire:home", str(p["Gorak"]))
    captain = (
        "#1 Gorak est le Capitaine d'Équipe\u00a0: on ne le renvoie qu'après une blessure qui a réduit l'une de ses"
    )
    assert captain in text_of(msg)
    await choose(league, msg, "fire:home", [])
    assert captain not in text_of(msg) and below not in text_of(msg)
    await next_step(league, msg)
    await by_hand(league, msg, "mistakes", "6")  # the Gardes' 140,000 po: « Crise évitée »
    while step_title("preview") not in text_of(msg):
        await next_step(league, msg)
    await press(league, msg, "confirm:")
    assert "Après-match appliqué" in msg.embed["title"]

    assert one(league, "SELECT status FROM players WHERE id = ?", (p["Azhag"],)) == ("retired",)
    assert one(league, "SELECT status FROM players WHERE id = ?", (p["Gorak"],)) == ("active",)
    # a. stored as earning no SPP, so the table counts it for neither team
    assert one(league, "SELECT earns_spp FROM casualties WHERE caused_by_name = 'Griff Oberwald'") == (0,)
    table = await league.reply("classement-ligue", {})
    assert not table.ephemeral


async def test_no_unknown_route_or_refused_payload(league):
    assert not league.fake.unknown_routes
    assert not league.fake.rejected
