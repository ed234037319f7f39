"""An unplayed fixture through the real bot and the fake Discord (league_play.md « League Fixtures »): recorded by a
commissioner, conceded by one side for real-life reasons; its post-match pays the other side its D6 × 10,000 and
two MVP awards; the table gives it the win's 3 points. Dice are typed by hand so every screen is exact."""

import pytest

from tests.e2e.dbrows import rows
from tests.e2e.harness import sandbox_fixture
from tests.e2e.league_seed import START, by_hand, next_step, press, seed_file, step_title, text_of

pytestmark = pytest.mark.asyncio(loop_scope="module")
UNPLAYED = ("match", "non-jouee")


async def _seeded(path):
    return {"seeded": await seed_file(path)}


league = sandbox_fixture("league", seed=_seeded)


async def test_an_unplayed_fixture_conceded_for_real_life_reasons(league):
    t, p = league.seeded.teams, league.seeded.players
    nains, skavens = f"id:{t['nains']}", f"id:{t['skavens']}"
    before = rows(league, "SELECT COUNT(*) FROM matches")
    coach = await league.reply(UNPLAYED, {"domicile": nains, "exterieur": skavens}, user=league.coach_id)
    assert coach.ephemeral and "Seul un commissaire enregistre une rencontre non jouée" in coach.content
    itself = await league.reply(UNPLAYED, {"domicile": nains, "exterieur": nains})
    assert itself.ephemeral and "elle-même" in itself.content
    assert rows(league, "SELECT COUNT(*) FROM matches") == before  # nothing changed

    recorded = await league.reply(UNPLAYED, {"domicile": nains, "exterieur": skavens, "concede": "home"})
    assert not recorded.ephemeral and recorded.embed["title"].startswith("Match n° ")
    assert recorded.embed["description"].startswith("📅 **Rencontre non jouée**")
    assert "Pas de FP (personne n'a joué)" in recorded.embed["fields"][0]["value"]
    assert (
        "Nains Têtus concède sans pénalité (obligations de la vie réelle)\u00a0: Skavens du Gouffre gagne 2-0"
        in (recorded.embed["description"])
    )
    [(match_id, kind, status, score, conceded)] = rows(
        league,
        "SELECT id, kind, status, home_score || '-' || away_score, conceded FROM matches WHERE kind = 'unplayed'",
    )
    assert (kind, status, score, conceded) == ("unplayed", "finished", "0-2", "home")

    msg = await league.reply(START, {"match": str(match_id)})
    assert not msg.ephemeral, msg.content
    await by_hand(league, msg, "outcome", "4")  # the winner's D6 × 10,000
    text = text_of(msg)
    assert "**gains D6 × 10\u202f000\u00a0po** · 🎲 4" in text
    assert "Trésorerie\u00a0: 150\u202f000 → **190\u202f000\u00a0po**" in text
    await next_step(league, msg)
    # « as normal »: the winner rolls after a win, the conceder (without penalty) after a loss
    assert "D6 à lancer (victoire)\u00a0: 5+ pour +1 Fan Dévoué" in text_of(msg)
    await by_hand(league, msg, "fans", "2 4")  # Nains 2, not under 2; Skavens 4, under 5: both unchanged
    assert "Fans Dévoués inchangés (2)" in text_of(msg) and "Fans Dévoués inchangés (5)" in text_of(msg)
    await next_step(league, msg)
    await next_step(league, msg)
    await by_hand(league, msg, "spp", "1 2")  # two MVP awards, none for the conceder
    text = text_of(msg)
    assert "Joueur du Match\u00a0: **#1 Skavens du Gouffre 1**" in text
    assert "Joueur du Match\u00a0: **#2 Skavens du Gouffre 2**" in text
    assert "Pas de Joueur du Match (rencontre non jouée)." in text
    while step_title("mistakes") not in text_of(msg):
        await next_step(league, msg)
    await by_hand(league, msg, "mistakes", "6")  # 190,000: the D6 6 is « Crise évitée »
    assert "Crise évitée" in text_of(msg)
    while step_title("preview") not in text_of(msg):
        await next_step(league, msg)
    await press(league, msg, "confirm")
    assert rows(league, "SELECT treasury, dedicated_fans FROM teams WHERE id IN (?, ?) ORDER BY id", t["nains"],
                t["skavens"]) == [(50_000, 2), (190_000, 5)]  # fmt: skip
    assert rows(league, "SELECT spp FROM players WHERE id IN (?, ?) ORDER BY id", p["skavens1"], p["skavens2"]) == [
        (4,), (4,),
    ]  # fmt: skip

    table = text_of(await league.reply("classement-ligue", {}))
    assert " 1 Skavens du Gouff…  1  1  0  0   3  +2" in table  # the win's 3 points
    assert "10 Nains Têtus        1  0  0  1   0  -2" in table  # the loss's 0, not a penalty
