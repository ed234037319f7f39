"""Issue 29's season by the book, from the draft to the trophy, through the real bot and the fake Discord, in one
lean league: six Orc teams drafted and approved (one list refused at its import for 17 players, one at its
submission for going over the budget), two Divisions put together by hand, the schedule made, two rounds started
with /match start from the fixture list, one fixture left unplayed at its deadline and recorded from the
commissioner's list, a four-team Play-off whose final is decided on penalties, the Glittering Prizes paid by the
final's post-game, the season ended, /settings changed with the old table unchanged, and one team re-drafted
with a player re-hired at his value + 20,000 gp.

Most post-games are applied as a second bot process would (what Confirm writes on the match); two are confirmed in
Discord: the last of round 2 (the weekly post shows round 3 beginning) and the final (it pays the prizes). The
draft's screens and their refusals in detail are tests/e2e/test_bot_draft.py; the Play-offs', test_playoffs.py.
"""

import datetime as dt

import pytest

from league import audit
from league.db import open_database
from league.matches import MatchRepository
from league.playoffs import PlayoffRepository
from tests.e2e.dbrows import rows
from tests.e2e.harness import COMMISSIONER_ID, LEAGUE_GUILD_ID, sandbox_fixture
from tests.e2e.league_seed import START as POSTMATCH_START, Seeded, component, prepare_sequence, text_of

pytestmark = pytest.mark.asyncio(loop_scope="module")
league = sandbox_fixture("league")

NAMES = ("Aigles", "Brutes", "Crocs", "Dagues", "Écorcheurs", "Fauves")
HEADER = "numero;nom;poste\n"
#: 11 Orcs, 690,000 gp; with one Team Re-roll (60,000): 750,000, 250,000 left for the Treasury.
ELEVEN = ["Orc Lineman"] * 7 + ["Orc Blitzer"] * 2 + ["Orc Thrower", "Big Un Blocker"]


def csv(positions, staff=""):
    return (HEADER + "".join(f"{n};Orc {n};{p}\n" for n, p in enumerate(positions, start=1)) + staff).encode()


def team_id(league, name):
    return rows(league, "SELECT id FROM teams WHERE name = ?", name)[0][0]


async def draft(league, verb, team, user=None, **options):
    return await league.reply(("draft", verb), {"equipe": team, **options}, user=user or league.coach_id)


async def applied(league, *match_ids):
    """What a post-match's Confirm writes on each match, by a second bot process (the sequence is tested elsewhere)."""
    db = await open_database(league.database_path)
    try:
        for match_id in match_ids:
            async with audit.write(db, LEAGUE_GUILD_ID, COMMISSIONER_ID, "postmatch") as batch:
                await MatchRepository(db).mark_applied(LEAGUE_GUILD_ID, COMMISSIONER_ID, match_id, batch=batch)
    finally:
        await db.close()


async def confirmed(league, match_id):
    """The post-match of ``match_id`` prepared by the repository, confirmed in Discord: the Confirm's interaction."""
    db = await open_database(league.database_path)
    try:
        await prepare_sequence(db, Seeded(LEAGUE_GUILD_ID, matches={"m": match_id}), "m")
    finally:
        await db.close()
    msg = await league.reply(POSTMATCH_START, {"match": str(match_id)})
    click = await league.click(msg, component(msg, "confirm:"))
    assert (await click.response()).type == 7, league.log_tail(40)
    return click


async def play(league, home, away, score, decided_by=None):
    """A match started and finished through the commands a coach types: its id."""
    started = await league.reply(
        ("match", "debut"),
        {"domicile": f"id:{team_id(league, home)}", "exterieur": f"id:{team_id(league, away)}", "fp-domicile": 3,
         "fp-exterieur": 3},
        user=league.coach_id,
    )  # fmt: skip
    assert not started.ephemeral, started.content
    match_id = int(started.embeds[0]["footer"]["text"].removeprefix("Match n° "))
    options = {"score-domicile": score[0], "score-exterieur": score[1]}
    if decided_by is not None:
        options["issue"] = decided_by
    finished = await league.reply(("match", "fin"), options, user=league.coach_id)
    assert not finished.ephemeral, finished.content
    return match_id


def round_fixtures(league, number):
    """The pairs of round ``number`` as the fixture list names them (home first)."""
    return rows(
        league,
        "SELECT h.name, a.name FROM fixtures f JOIN teams h ON h.id = f.home_team_id JOIN teams a ON a.id ="
        " f.away_team_id WHERE f.round = ? ORDER BY f.division",
        number,
    )


async def six_teams_drafted_and_approved(league):
    for name in NAMES:
        created = await league.reply(("equipe", "creer"), {"nom": name, "coach": league.coach_id, "roster": "Orques"})
        assert not created.ephemeral, created.content
    seventeen = league.fake.add_attachment("draft.csv", csv(ELEVEN + ["Orc Lineman"] * 6), "text/csv")
    msg = await draft(league, "importer", "Brutes", fichier=seventeen)
    assert msg.ephemeral and "dépasserait les 16 joueurs" in msg.content + text_of(msg)
    over = league.fake.add_attachment("draft.csv", csv(ELEVEN, "relances;8\n"), "text/csv")  # 690,000 + 480,000
    await draft(league, "importer", "Crocs", fichier=over)
    msg = await draft(league, "soumettre", "Crocs")
    assert msg.ephemeral and "plus que le budget" in msg.content + text_of(msg)
    fixed = league.fake.add_attachment("staff.csv", b"relances;1\n", "text/csv")
    await draft(league, "importer", "Crocs", fichier=fixed)
    for name in NAMES:
        if name != "Crocs":
            listed = league.fake.add_attachment("draft.csv", csv(ELEVEN, "relances;1\n"), "text/csv")
            await draft(league, "importer", name, fichier=listed)
        msg = await draft(league, "soumettre", name)
        assert not msg.ephemeral, msg.content
        msg = await draft(league, "approuver", name, user=league.commissioner_id)
        assert "Liste de draft approuvée" in text_of(msg)
    assert rows(league, "SELECT DISTINCT draft_status, treasury, rerolls FROM teams") == [("approved", 250_000, 1)]


async def two_divisions_by_hand_and_their_schedule(league):
    wrong = await league.reply(("saison", "calendrier"), {"equipes": "Aigles, Brutes, Crocs; Dagues, Fauves"})
    assert wrong.ephemeral and "Écorcheurs" in wrong.content  # left out: named, nothing made
    start = dt.date.today() - dt.timedelta(days=42)  # three rounds of two weeks, all past their time limit
    made = await league.reply(
        ("saison", "calendrier"),
        {"equipes": "Aigles, Brutes, Crocs; Dagues, ecorcheurs, Fauves", "jours": 14, "debut": start.isoformat()},
    )
    assert not made.ephemeral, made.content
    assert "Calendrier fait\u00a0: 6 rencontres en 3 journées." in text_of(made)
    assert "__Poule 1__" in text_of(made) and "__Poule 2__" in text_of(made)


async def two_rounds_played_from_the_fixture_list_and_the_weekly_post_shows_the_next(league):
    for number in (1, 2):
        shown = await league.reply("calendrier", {}, user=league.coach_id)
        pairs = round_fixtures(league, number)
        assert all(f"⛔ {home} – {away}" in text_of(shown) for home, away in pairs)  # past their time limit
        played = [await play(league, home, away, (2, 1)) for home, away in pairs]
        claimed = rows(league, "SELECT match_id FROM fixtures WHERE round = ? ORDER BY division", number)
        assert [m for (m,) in claimed] == played  # /match start took the round's fixtures
        await applied(league, *played[: 3 - number])  # the last of round 2 waits for its Confirm in Discord
    click = await confirmed(league, played[-1])

    def table():
        return next((m for m in click.followups if "Classement" in text_of(m)), None)

    posted = await click.wait_for(table, 10, "the table")
    (field,) = [f for f in posted.embeds[0]["fields"] if f["name"].startswith("📅")]
    deadline = (dt.date.today() - dt.timedelta(days=1)).strftime("%d/%m/%Y")
    assert field["name"] == f"📅 La journée 3 commence · jusqu'au {deadline}"
    assert all(f"⛔ {home} – {away}" in field["value"] for home, away in round_fixtures(league, 3))


async def one_fixture_left_unplayed_at_its_deadline_is_recorded_from_the_commissioners_list(league):
    (home, away), (late_home, late_away) = round_fixtures(league, 3)
    await applied(league, await play(league, home, away, (1, 0)))
    rec = await league.invoke("calendrier", {})
    await rec.final()
    (private,) = await rec.wait_followups(1)
    assert private.ephemeral and private.content.split("\n")[1:] == [f"J3 · {late_home} – {late_away}"]
    done = await (await league.click(private, component(private, ":both"))).final()
    assert not done.ephemeral, done.content
    (unplayed,) = rows(league, "SELECT id FROM matches WHERE kind = 'unplayed'")
    await applied(league, unplayed[0])
    shown = await league.reply("calendrier", {}, user=league.coach_id)
    assert f"🚫 {late_home} 0 – 0 {late_away} (non joué)" in text_of(shown)
    assert shown.embeds[0]["footer"]["text"] == "6/6 rencontres jouées · 3 journées"


async def a_four_team_play_off_won_on_penalties_pays_the_prizes(league):
    drawn = await league.reply(("saison", "playoffs"), {"qualifies": 4, "tirage": "seeded"})
    assert not drawn.ephemeral, drawn.content
    db = await open_database(league.database_path)
    try:
        bracket = await PlayoffRepository(db).bracket(LEAGUE_GUILD_ID)
    finally:
        await db.close()
    assert bracket is not None
    names = bracket.names
    semis = [bracket.tie(1, slot) for slot in (0, 1)]
    assert {bracket.seeds[0].division, bracket.seeds[1].division} == {1, 2}  # apart in the first round
    semi_ids = [await play(league, names[t.home], names[t.away], (1, 0)) for t in semis]
    await applied(league, *semi_ids)
    finalists = [names[t.home] for t in semis]
    losers = [names[t.away] for t in semis]
    third = await play(league, losers[0], losers[1], (2, 0))
    await applied(league, third)
    final = await play(league, finalists[0], finalists[1], (1, 1), "penalties_away")
    click = await confirmed(league, final)
    paid = await click.wait_for(
        lambda: next((m for m in click.followups if "Primes" in text_of(m)), None), 10, "the prizes posted"
    )
    assert text_of(paid).split("\n")[1:4] == [
        f"🥇 {finalists[1]}\u00a0: 100\u202f000\u00a0po",
        f"🥈 {finalists[0]}\u00a0: 60\u202f000\u00a0po",
        f"🥉 {losers[0]}\u00a0: 30\u202f000\u00a0po",
    ]
    champion = rows(league, "SELECT treasury, rerolls FROM teams WHERE name = ?", finalists[1])
    assert champion[0][1] == 2  # the League Trophy's free Team Re-roll
    return losers[1]


async def the_season_ends_and_its_table_stays_as_it_was(league):
    msg = await league.reply(("saison", "fin"), {})
    await league.click(msg, component(msg, "confirm:"))
    ended = await league.reply("classement-ligue", {"saison": 1}, user=league.coach_id)
    await league.reply("reglages", {"points-bonus": True, "points": "2/1/0"})
    again = await league.reply("classement-ligue", {"saison": 1}, user=league.coach_id)
    assert again.embeds[0]["description"] == ended.embeds[0]["description"]
    assert again.embeds[0]["footer"]["text"] == ended.embeds[0]["footer"]["text"]


async def a_team_re_drafts_and_re_hires_its_blitzers_at_their_value_and_the_agents_fee(league, team):
    msg = await league.reply(("draft", "redraft"), {"equipe": team}, user=league.coach_id)
    shown = text_of(msg)
    assert not msg.ephemeral and f"Redraft\u00a0: {team}" in shown, msg.content + shown
    # an Orc Blitzer is worth 85,000 gp: re-hired at 105,000 after one season played
    assert "Blitzer Orque\u00a0: 2 / 2 — 210\u202f000\u00a0po" in shown


async def test_a_season_from_the_draft_to_the_trophy(league):
    """One test, its steps in the book's order (one league, so the steps stay together under xdist)."""
    await six_teams_drafted_and_approved(league)
    await two_divisions_by_hand_and_their_schedule(league)
    await two_rounds_played_from_the_fixture_list_and_the_weekly_post_shows_the_next(league)
    await one_fixture_left_unplayed_at_its_deadline_is_recorded_from_the_commissioners_list(league)
    fourth = await a_four_team_play_off_won_on_penalties_pays_the_prizes(league)
    await the_season_ends_and_its_table_stays_as_it_was(league)
    await a_team_re_drafts_and_re_hires_its_blitzers_at_their_value_and_the_agents_fee(league, fourth)
