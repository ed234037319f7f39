"""A friendly through the real bot and the fake Discord (BB2025 league_play.md « Friendlies »): a casualty rolled
Dead is stored as Badly Hurt and the table says so, the league table does not move, /postmatch is refused."""

import pytest

from rules.characteristics import Profile
from tests.e2e.dbrows import rows
from tests.e2e.harness import COACH_ID
from tests.e2e.league_seed import cancel_match
from tests.e2e.two_teams import player, two_teams_fixture

pytestmark = pytest.mark.asyncio(loop_scope="module")

league = two_teams_fixture(
    "friendly",
    {
        "grak": ("orcs", player(7, "Grak", Profile(5, 3, 3, 4, 10), keywords=("Orque",))),
        "snik": ("gobs", player(3, "Snik", Profile(6, 2, 3, 4, 8))),
    },
)


async def test_a_friendly_casualty_rolled_dead_counts_as_badly_hurt_and_the_league_does_not_move(league):
    await cancel_match(league, {})  # the seeded league match gives way to the friendly
    table_before = (await league.reply("classement-ligue", {})).embed
    teams = rows(league, "SELECT id FROM teams ORDER BY id")
    options = {"domicile": f"id:{teams[0][0]}", "exterieur": f"id:{teams[1][0]}", "amical": True, "fp-domicile": 4}
    started = await league.reply(("match", "debut"), {**options, "fp-exterieur": 3}, user=COACH_ID)
    assert "🤝 **Match amical**" in started.embed["description"]
    friendly = rows(league, "SELECT id, kind FROM matches WHERE status = 'open'")
    assert friendly[0][1] == "friendly"

    # 6 + 6: Éliminé; D16 15: Mort, as rolled; recorded, it counts as a Commotion (BB2025 Badly Hurt)
    dead = await league.reply("blessure", {"victime": f"id:{league.ids['grak']}", "cause": "rock", "des": "6 6 15"})
    assert "Mort" in dead.embed["description"]
    notes = {f["name"]: f["value"] for f in dead.embed["fields"]}["Notes"]
    assert "🤝 Match amical\u00a0: une élimination y compte comme une Commotion (ni séquelle, ni mort)" in notes
    unknown = await league.reply("elimination", {"victime": f"id:{league.ids['grak']}", "des": "3"})
    said = {f["name"]: f["value"] for f in unknown.embed["fields"]}["Notes"]
    assert "Cause\u00a0: inconnue." in said and "après-match" not in said.replace("aucun après-match ne suit", "")
    recorded = await league.click(dead, "Enregistrer")
    assert (await recorded.response()).type == 7
    note = (await recorded.wait_followups())[0]
    assert note.content == "🤝 Match amical\u00a0: Mort tiré, compte comme Commotion (ni séquelle, ni mort)."
    assert rows(league, "SELECT outcome, sequelle FROM casualties") == [("casualty.badly_hurt", None)]
    typed = await league.reply(
        ("match", "blessure"),
        {
            "victime": f"id:{league.ids['snik']}",
            "resultat": "casualty.lasting_injury",
            "cause": "block",
            "sequelle": "AG",
        },
    )
    assert typed.embed["description"].endswith(
        "🤝 Match amical\u00a0: Séquelle tiré, compte comme Commotion (ni séquelle, ni mort)."
    )

    finished = await league.reply(("match", "fin"), {"score-domicile": 2, "score-exterieur": 0})
    assert "pas d'après-match" in finished.embed["fields"][-1]["value"]
    assert (await league.reply("classement-ligue", {})).embed == table_before
    before = rows(league, "SELECT status, spp, miss_next_game FROM players ORDER BY id")
    refused = await league.reply(("apres-match", "lancer"), {"match": str(friendly[0][0])})
    assert refused.ephemeral and "match amical\u00a0: il n'a pas d'après-match" in refused.content
    assert rows(league, "SELECT COUNT(*) FROM postmatch_sequences") == [(0,)]
    assert rows(league, "SELECT status, spp, miss_next_game FROM players ORDER BY id") == before == [
        ("active", 0, 0), ("active", 0, 0),
    ]  # fmt: skip
    listed = await league.reply(("match", "liste"), {})
    assert f"`n° {friendly[0][0]}`" in listed.embed["description"] and "amical" in listed.embed["description"]
