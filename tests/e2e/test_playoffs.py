"""Issue 29's Play-offs through the real bot and the fake Discord, in one lean season: four teams whose regular
season is seeded (A before B before C before D), a seeded bracket drawn by the commissioner, two semi-finals
(the second won on penalties, refused first without them), a final decided on penalties whose post-game is
confirmed in Discord, the third-place Play-off, and the Glittering Prizes paid by that post-game and posted; the
bracket, the season's table and the champion's card keep them; undoing the final's post-game takes them back."""

import io

import pytest
from PIL import Image

from league import audit
from league.db import open_database
from league.matches import MatchRepository
from league.players import PlayerRepository
from league.teams import TeamRepository
from records.models import PlayerDraft
from rules.characteristics import Profile
from tests.e2e.harness import COACH_ID, COMMISSIONER_ID, LEAGUE_GUILD_ID, sandbox_fixture
from tests.e2e.league_seed import START as POSTMATCH_START, Seeded, component, prepare_sequence, text_of

pytestmark = pytest.mark.asyncio(loop_scope="module")
LINEMAN = Profile(6, 3, 3, 4, 9)
TEAMS = {"A": "Amazones", "B": "Bretonniens", "C": "Chaos", "D": "Drakhs"}
REGULAR = (("A", "B", 2, 1), ("A", "C", 2, 0), ("A", "D", 3, 0), ("B", "C", 1, 0), ("B", "D", 2, 0), ("C", "D", 1, 0))


async def apply(db, match_id):
    """What a post-match's Confirm writes on the match (the sequence itself is tested elsewhere)."""
    async with audit.write(db, LEAGUE_GUILD_ID, COMMISSIONER_ID, "postmatch") as batch:
        await MatchRepository(db).mark_applied(LEAGUE_GUILD_ID, COMMISSIONER_ID, match_id, batch=batch)


async def _seeded(path):
    db = await open_database(path)
    ids: dict[str, int] = {}
    try:
        for key, name in TEAMS.items():
            team = await TeamRepository(db).create(
                LEAGUE_GUILD_ID, COMMISSIONER_ID, name=name, coach_id=COACH_ID, roster="Roster"
            )
            ids[key] = team.id
            drafts = [PlayerDraft(n, f"{name} {n}", "Trois-Quart", LINEMAN) for n in (1, 2, 3)]
            await PlayerRepository(db).add_many(LEAGUE_GUILD_ID, COMMISSIONER_ID, team.id, drafts)
        matches = MatchRepository(db)
        for home, away, home_score, away_score in REGULAR:
            opened = await matches.open(
                LEAGUE_GUILD_ID, COMMISSIONER_ID, home_team_id=ids[home], away_team_id=ids[away]
            )
            await matches.finish(LEAGUE_GUILD_ID, COMMISSIONER_ID, opened.id, home_score=home_score,
                                 away_score=away_score)  # fmt: skip
            await apply(db, opened.id)
    finally:
        await db.close()
    return {"ids": ids}


league = sandbox_fixture("league", seed=_seeded)


async def play(league, home, away, score, decided_by=None, stage="Demi-finales"):
    """A Play-off game started and finished through the commands a coach types: its match, and the reply."""
    started = await league.reply(
        ("match", "debut"),
        {"domicile": f"id:{league.ids[home]}", "exterieur": f"id:{league.ids[away]}", "fp-domicile": 3,
         "fp-exterieur": 3},
        user=COACH_ID,
    )  # fmt: skip
    assert not started.ephemeral, started.content
    assert f"🏆 Play-offs\u00a0: {stage}" in text_of(started)  # the game of the bracket it plays
    match_id = int(started.embeds[0]["footer"]["text"].removeprefix("Match n° "))
    options = {"score-domicile": score[0], "score-exterieur": score[1]}
    if decided_by is not None:
        options["issue"] = decided_by
    return match_id, await league.reply(("match", "fin"), options, user=COACH_ID)


async def test_a_seeded_four_team_playoff_is_won_on_penalties_and_its_prizes_paid(league):
    drawn = await league.reply(("saison", "playoffs"), {"qualifies": 4, "tirage": "seeded"})
    assert not drawn.ephemeral, drawn.content
    text = text_of(drawn)
    assert "Tableau tiré\u00a0: 4 qualifiées (têtes de série)." in text
    assert "**Demi-finales**\n▫️ Amazones – Drakhs\n▫️ Bretonniens – Chaos" in text  # 1 v 4, 2 v 3
    picture = drawn.attachments[0]
    assert picture.filename == "playoffs.png" and drawn.embeds[0]["image"]["url"] == "attachment://playoffs.png"
    assert Image.open(io.BytesIO(picture.data)).format == "PNG"

    semi1, _ = await play(league, "D", "A", (1, 2))  # either way round: the game of the Amazones and the Drakhs
    semi2, level = await play(league, "B", "C", (1, 1))
    assert level.ephemeral and "toujours un vainqueur" in level.content  # nothing finished: named on penalties
    done = await league.reply(
        ("match", "fin"), {"score-domicile": 1, "score-exterieur": 1, "issue": "penalties_away"}, user=COACH_ID
    )
    assert not done.ephemeral, done.content
    db = await open_database(league.database_path)
    try:
        for match_id in (semi1, semi2):
            await apply(db, match_id)
    finally:
        await db.close()

    final, whistle = await play(league, "C", "A", (0, 0), "penalties_home", "Finale")
    assert "🏆 Play-offs\u00a0: Chaos passe aux tirs au but." in text_of(whistle)
    third, _ = await play(league, "B", "D", (1, 0), stage="Match pour la 3e place")
    early = await league.reply(("saison", "primes"), {})
    assert early.ephemeral and "après-match appliqué avant les primes" in early.content
    db = await open_database(league.database_path)
    try:
        await apply(db, third)
        await prepare_sequence(db, Seeded(LEAGUE_GUILD_ID, matches={"final": final}), "final")
    finally:
        await db.close()
    msg = await league.reply(POSTMATCH_START, {"match": str(final)})
    confirmed = await league.click(msg, component(msg, "confirm:"))
    assert (await confirmed.response()).type == 7, league.log_tail(40)

    # the final's post-game, the last of the two, paid the Glittering Prizes and posted them after the table
    def prizes_posted():
        found = [m for m in confirmed.followups if "Primes" in text_of(m)]
        return found[0] if found else None

    paid = await confirmed.wait_for(prizes_posted, 10, "the prizes posted")
    assert text_of(paid).split("\n")[1:4] == [
        "🥇 Chaos\u00a0: 100\u202f000\u00a0po",
        "🥈 Amazones\u00a0: 60\u202f000\u00a0po",
        "🥉 Bretonniens\u00a0: 30\u202f000\u00a0po",
    ]
    assert "Chaos remporte le Trophée de la Ligue" in text_of(paid)
    twice = await league.reply(("saison", "primes"), {})
    assert twice.ephemeral and "déjà versées" in twice.content

    shown = await league.reply("playoffs", {"saison": 1}, user=COACH_ID)
    lines = shown.embeds[0]["description"].split("\n")
    assert "✅ Amazones 0 – 0 **Chaos** (t.a.b.)" in lines and "✅ Bretonniens 1 – 1 **Chaos** (t.a.b.)" in lines
    assert lines[-1] == "🥇 Chaos · 🥈 Amazones · 🥉 Bretonniens"
    table = await league.reply("classement-ligue", {"saison": 1}, user=COACH_ID)
    assert "🥇 Chaos · 🥈 Amazones · 🥉 Bretonniens" in text_of(table)
    assert [line.split()[1] for line in table.embeds[0]["description"].split("```")[1].strip().split("\n")[1:]] == [
        "Amazones", "Bretonniens", "Chaos", "Drakhs"
    ]  # fmt: skip  # the Play-offs won no League Points
    card = await league.reply(("equipe", "voir"), {"nom": f"id:{league.ids['C']}"}, user=COACH_ID)
    honours = next(f["value"] for f in card.embeds[0]["fields"] if f["name"] == "Palmarès")
    assert honours.split("\n") == [
        "🏆 Tient le Trophée de la Ligue (une Relance d'Équipe gratuite)",
        "🥇 Saison 1\u00a0: champion · 100\u202f000\u00a0po",
    ]
    by_hand = await league.reply(("saison", "primes"), {"annuler": True})
    assert by_hand.ephemeral and "`/apres-match annuler`" in by_hand.content
    asked = await league.reply(("apres-match", "annuler"), {"match": str(final)})
    undone = await league.click(asked, component(asked, "undo:"))
    assert (await undone.response()).type == 7, league.log_tail(40)
    card = await league.reply(("equipe", "voir"), {"nom": f"id:{league.ids['C']}"}, user=COACH_ID)
    assert "Palmarès" not in [f["name"] for f in card.embeds[0]["fields"]]
