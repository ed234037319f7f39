"""A season through the real bot and the fake Discord: four teams, six matches, the table checked by hand.

Each match is started, its casualties recorded and its score given with the commands a coach types
(/match debut, /match blessure, /match fin); its post-match inputs are filled through the repository (a second
connection, like a second bot process) and a commissioner confirms it in Discord, which posts the summary
and the table in the league channel (#général).

The season, worked out by hand (3/1/0, concession = a loss; tie-breakers TD difference, CAS difference, head to head):

    m1  Orques 2 – 1 Nains     Grak (Orques) hurts Thorin (Nains); Gimli (Nains) hurts Ugluk (Orques)
    m2  Élus 1 – 1 Skavens     the crowd hurts Snik (Skavens): applied, not counted (it earns no SPP)
    m3  Orques 0 – 0 Élus
    m4  Nains 3 – 0 Skavens    Thorin (Nains) hurts Snik (Skavens)
    m5  Orques 1 – 2 Skavens
    m6  Nains 1 – 1 Élus, the Élus concede → 2 – 0

    #  team      J G N P  TD+ TD− ±TD  CAS+ CAS− ±CAS  Pts
    1  Nains     3 2 0 1   6   2  +4     2    1   +1     6
    2  Orques    3 1 1 1   3   3   0     1    1    0     4
    3  Skavens   3 1 1 1   3   5  −2     0    1   −1     4
    4  Élus      3 0 2 1   1   3  −2     0    0    0     2

Orques and Skavens are level on points: TD difference puts the Orques ahead; with head to head first
(/reglages departages:confrontation) the Skavens go ahead, since they won m5.
"""

import datetime as dt
import io

import pytest
from PIL import Image

from league.db import open_database
from league.players import PlayerRepository
from league.postmatch import PostmatchRepository
from league.settings import SettingsRepository
from league.teams import TeamRepository
from records.models import PlayerDraft
from rules.characteristics import Profile
from rules.dice import Dice
from rules.postmatch import inputs as pm
from sequences.postmatch import STEPS
from tests.e2e.harness import COACH_ID, COMMISSIONER_ID, GENERAL_CHANNEL_ID, LEAGUE_GUILD_ID, sandbox_fixture
from tests.e2e.league_seed import START, Seeded, component, prepare_sequence, text_of

pytestmark = pytest.mark.asyncio(loop_scope="module")
LINEMAN = Profile(6, 3, 3, 4, 9)
TEAMS = {
    "orcs": ("Orques de Fer", ("Grak", "Ugluk", "Gorbag")),
    "dwarfs": ("Nains du Pic", ("Thorin", "Gimli", "Balin")),
    "elus": ("Élus de Nuffle", ("Élise", "Bob", "Hans")),
    "rats": ("Skavens du Gouffre", ("Snik", "Skrit", "Queek")),
}
#: The Orques' value, by hand: players 85,000 + 50,000 + 50,000 = 185,000; 3 re-rolls at 60,000 = 180,000;
#: 2 cheerleaders and 1 assistant coach at 10,000 = 30,000; an apothecary 50,000; the 120,000 po of treasury and
#: the Dedicated Fans count for nothing. TV 445,000. Gorbag (50,000) misses the next game: CTV 395,000.
ORC_VALUES = (85_000, 50_000, 50_000)
ORC_STAFF = {
    "rerolls": 3,
    "reroll_cost": 60_000,
    "cheerleaders": 2,
    "assistant_coaches": 1,
    "apothecary": True,
    "treasury": 120_000,
}
#: The table above as the embed's code block shows it (rank, team, J G N P Pts ±TD).
#: A name is cut only past the room a phone's line leaves it (issue 26: « Skavens du Go… » had room for more).
EXPECTED = [
    " 1 Nains du Pic       3  2  0  1   6  +4",
    " 2 Orques de Fer      3  1  1  1   4   0",
    " 3 Skavens du Gouff…  3  1  1  1   4  -2",
    " 4 Élus de Nuffle     3  0  2  1   2  -2",
]


async def seed(path):
    db = await open_database(path)
    ids: dict[str, int] = {}
    try:
        await SettingsRepository(db).update(LEAGUE_GUILD_ID, COMMISSIONER_ID, league_channel_id=GENERAL_CHANNEL_ID)
        for key, (name, players) in TEAMS.items():
            staff = ORC_STAFF if key == "orcs" else {}
            team = await TeamRepository(db).create(
                LEAGUE_GUILD_ID, COMMISSIONER_ID, name=name, coach_id=COACH_ID, roster="Roster", **staff
            )
            ids[key] = team.id
            drafts = [
                PlayerDraft(n, p, "Trois-Quart", LINEMAN, value=ORC_VALUES[n - 1] if key == "orcs" else None)
                for n, p in enumerate(players, 1)
            ]
            for player in await PlayerRepository(db).add_many(LEAGUE_GUILD_ID, COMMISSIONER_ID, team.id, drafts):
                ids[player.name] = player.id
        await PlayerRepository(db).update(LEAGUE_GUILD_ID, COMMISSIONER_ID, ids["Gorbag"], miss_next_game=True)
    finally:
        await db.close()
    return ids


async def _seeded(path):
    return {"ids": await seed(path)}


league = sandbox_fixture("league", seed=_seeded)


async def play(league, home, away, score, casualties=(), concede=None):
    """One match through the commands, its post-match prepared by the repository and confirmed in Discord."""
    ids = league.ids
    started = await league.reply(
        ("match", "debut"),
        {"domicile": f"id:{ids[home]}", "exterieur": f"id:{ids[away]}", "fp-domicile": 3, "fp-exterieur": 3},
        user=COACH_ID,
    )
    assert not started.ephemeral, started.content
    match_id = int(started.embeds[0]["footer"]["text"].removeprefix("Match n° "))
    for victim, attacker in casualties:
        options = {"victime": f"id:{ids[victim]}", "resultat": "casualty.badly_hurt", "cause": "block"}
        if attacker is None:
            options["cause"] = "crowd"
        else:
            options["auteur"] = f"id:{ids[attacker]}"
        recorded = await league.reply(("match", "blessure"), options, user=COACH_ID)
        assert not recorded.ephemeral, recorded.content
    finished = await league.reply(
        ("match", "fin"), {"score-domicile": score[0], "score-exterieur": score[1]}, user=COACH_ID
    )
    # what comes next: a command mention, which Discord shows as each reader's client names it (issue 26)
    postmatch = next(c["id"] for c in league.fake.commands() if c["name"] == "postmatch")
    assert f"</postmatch start:{postmatch}> match:{match_id}" in text_of(finished)
    _, before = await apply_postmatch(league, match_id, concede)
    await league.fake.wait_channel_message(GENERAL_CHANNEL_ID, after=before + 1)  # the summary, then the table
    return match_id, league.channel_messages(GENERAL_CHANNEL_ID)[before:]


async def apply_postmatch(league, match_id, concede=None):
    """The match's post-match prepared in the database (``concede``: the side that conceded), then started and
    confirmed: the confirming click, and how many messages #général held before it."""
    db = await open_database(league.database_path)
    try:
        if concede is not None:
            repo = PostmatchRepository(db, steps=STEPS, dice=lambda: Dice.seeded(5))
            view, _ = await repo.start(LEAGUE_GUILD_ID, COMMISSIONER_ID, match_id, ruleset="ligue")
            await repo.change(LEAGUE_GUILD_ID, view.state.id, lambda i, _: pm.with_concession(i, concede))
        await prepare_sequence(db, Seeded(LEAGUE_GUILD_ID, matches={"m": match_id}), "m")
    finally:
        await db.close()
    before = len(league.channel_messages(GENERAL_CHANNEL_ID))
    msg = await league.reply(START, {"match": str(match_id)})
    rec = await league.click(msg, component(msg, "confirm:"))
    assert (await rec.response()).type == 7, league.log_tail(40)
    return rec, before


def table_lines(message):
    block = message.embeds[0]["description"].split("```")[1]
    return [line for line in block.strip("\n").split("\n")[1:]]


async def test_team_value_on_team_show_matches_a_hand_computation(league):
    shown = await league.reply(("equipe", "voir"), {"nom": f"id:{league.ids['orcs']}"}, user=COACH_ID)
    value = next(f["value"] for f in shown.embeds[0]["fields"] if f["name"] == "Valeur d'équipe")
    assert value.startswith("**VE** 445\u202f000\u00a0po · **VEA** 395\u202f000\u00a0po"), value
    elus = await league.reply(("equipe", "voir"), {"nom": f"id:{league.ids['elus']}"}, user=COACH_ID)
    value = next(f["value"] for f in elus.embeds[0]["fields"] if f["name"] == "Valeur d'équipe")
    assert "**VE** 0\u00a0po" in value and "3 joueurs sans valeur ne comptent pas encore" in value


async def test_a_season_of_six_matches_gives_the_hand_computed_table(league):
    await play(league, "orcs", "dwarfs", (2, 1), [("Thorin", "Grak"), ("Ugluk", "Gimli")])
    await play(league, "elus", "rats", (1, 1), [("Snik", None)])
    await play(league, "orcs", "elus", (0, 0))
    await play(league, "dwarfs", "rats", (3, 0), [("Snik", "Thorin")])
    await play(league, "orcs", "rats", (1, 2))
    _, posted = await play(league, "dwarfs", "elus", (1, 1), concede="away")

    summary, table = posted
    assert "Nains du Pic 2 – 0 Élus de Nuffle" in summary.embeds[0]["title"]
    assert "🏈 Touchdowns — Nains du Pic\u00a0: #1 Thorin ×2" in text_of(summary)  # the conceder's touchdown is void
    assert table.embeds[0]["title"] == "🏆 Classement de la saison 1 (en cours)"
    assert table_lines(table) == EXPECTED
    assert "6 matchs comptés" in text_of(table)
    png = table.attachments[0]
    assert png.filename == "classement.png" and table.embeds[0]["image"]["url"] == "attachment://classement.png"
    picture = Image.open(io.BytesIO(png.data))
    assert picture.format == "PNG" and picture.width >= 1000

    asked = await league.reply("classement-ligue", {}, user=COACH_ID)
    assert table_lines(asked) == EXPECTED and asked.attachments


async def test_head_to_head_first_puts_the_skavens_ahead(league):
    changed = await league.reply("reglages", {"departages": "confrontation, td, el"})
    assert "confrontation directe, différence de touchdowns" in text_of(changed)
    asked = await league.reply("classement-ligue", {"saison": 1}, user=COACH_ID)
    assert [line.split()[1] for line in table_lines(asked)] == ["Nains", "Skavens", "Orques", "Élus"]
    refused = await league.reply("classement-ligue", {"saison": 2})
    assert refused.ephemeral and "La saison 2 n'existe pas" in refused.content


async def test_bonus_points_added_by_the_commissioner(league):
    """3+ TD scored or none conceded, one point a match: the Dwarfs 3 (3-0, and the 2-0 of the concession), the
    Orcs and the Élus 1 (their 0-0), the Skavens none."""
    changed = await league.reply("reglages", {"points-bonus": True})
    assert "**Points bonus ajoutés**\u00a0: oui" in text_of(changed)
    asked = await league.reply("classement-ligue", {}, user=COACH_ID)
    assert [line.split()[-2] for line in table_lines(asked)] == ["9", "5", "4", "3"]
    assert "+ points bonus" in asked.embeds[0]["footer"]["text"]
    await league.reply("reglages", {"points-bonus": False})
    asked = await league.reply("classement-ligue", {}, user=COACH_ID)
    assert [line.split()[-2] for line in table_lines(asked)] == ["6", "4", "4", "2"]


async def test_match_list_is_the_seasons_record(league):
    orcs = await league.reply(("match", "liste"), {"equipe": f"id:{league.ids['orcs']}"}, user=COACH_ID)
    text = text_of(orcs)
    assert text.count("après-match appliqué") == 3 and "**Orques de Fer 2 – 1 Nains du Pic**" in text
    every = await league.reply(("match", "liste"), {"statut": "applied"})
    assert "concession\u00a0: Élus de Nuffle" in text_of(every)
    assert (
        every.embeds[0]["footer"]["text"]
        == "En cours\u00a0: 0 · Terminés\u00a0: 0 · Appliqués\u00a0: 6 · Annulés\u00a0: 0"
    )


async def test_with_the_weekly_post_off_only_the_summary_is_posted(league):
    changed = await league.reply("reglages", {"classement-apres-match": False})
    assert "**Classement avec chaque après-match**\u00a0: non" in text_of(changed)
    ids = league.ids
    started = await league.reply(
        ("match", "debut"),
        {"domicile": f"id:{ids['rats']}", "exterieur": f"id:{ids['dwarfs']}", "fp-domicile": 3, "fp-exterieur": 3},
    )
    match_id = int(started.embeds[0]["footer"]["text"].removeprefix("Match n° "))
    await league.reply(("match", "fin"), {"score-domicile": 0, "score-exterieur": 0})
    rec, before = await apply_postmatch(league, match_id)
    summary = await league.fake.wait_channel_message(GENERAL_CHANNEL_ID, after=before)
    assert "Skavens du Gouffre 0 – 0 Nains du Pic" in summary.embeds[0]["title"]
    await rec.wait_followups(1)  # « posted in #général »: the bot is done with this click
    assert len(league.channel_messages(GENERAL_CHANNEL_ID)) == before + 1


async def test_a_season_end_that_heals_nobody_still_closes_the_season(league):
    """Every match applied, nobody with an MNG, a Niggling Injury or a gained Hatred: Confirm still ends the season
    (it showed no button at all, and the season could never close)."""
    msg = await league.reply(("saison", "fin"), {})
    assert "Aucun joueur n'a de RPM" in text_of(msg) and "**Confirmer** clôt la saison" in text_of(msg)
    rec = await league.click(msg, component(msg, "confirm:"))
    assert (await rec.response()).type == 7 and "Fin de saison appliquée" in text_of(msg)
    shown = await league.reply("classement-ligue", {})
    assert shown.embeds[0]["title"] == "🏆 Classement de la saison 2 (en cours)"
    undone = await league.reply(("saison", "annuler"), {})
    assert "annulée" in text_of(undone)


async def test_settings_changed_after_a_season_ended_leave_its_table_as_it_was(league):
    """The issue's season: after /season end, bonus points turned on re-ranked Season 1. An ended season keeps the
    scoring it ended with; the settings say they rank the season under way."""
    msg = await league.reply(("saison", "fin"), {})
    await league.click(msg, component(msg, "confirm:"))
    ended = await league.reply("classement-ligue", {"saison": 1}, user=COACH_ID)
    changed = await league.reply("reglages", {"points-bonus": True, "points": "2/1/0"})
    assert "Ce barème classe la saison 2, en cours\u202f; une saison terminée garde celui" in text_of(changed)
    again = await league.reply("classement-ligue", {"saison": 1}, user=COACH_ID)
    assert table_lines(again) == table_lines(ended)
    assert again.embeds[0]["footer"]["text"] == ended.embeds[0]["footer"]["text"]
    assert "+ points bonus" not in again.embeds[0]["footer"]["text"]
    now = await league.reply("classement-ligue", {}, user=COACH_ID)
    assert "+ points bonus" in now.embeds[0]["footer"]["text"]


async def test_a_schedule_made_by_the_commissioner_is_read_by_everyone_and_claimed_by_match_start(league):
    """Issue 29, item 2: one division of the four teams dealt in name order, three rounds of a week; /match start
    between two teams of round 1 takes their fixture, which /fixtures then shows under way."""
    start = dt.date.today()
    made = await league.reply(("saison", "calendrier"), {"tirage": False, "jours": 7, "debut": start.isoformat()})
    assert not made.ephemeral
    text = text_of(made)
    assert "Calendrier fait\u00a0: 6 rencontres en 3 journées." in text
    first_day = (start + dt.timedelta(days=6)).strftime("%d/%m/%Y")
    assert f"**Journée 1** · jusqu'au {first_day}" in text
    assert "▫️ Élus de Nuffle – Skavens du Gouffre" in text and "▫️ Orques de Fer – Nains du Pic" in text
    again = await league.reply(("saison", "calendrier"), {})
    assert again.ephemeral and "a déjà son calendrier" in again.content
    ids = league.ids
    await league.reply(
        ("match", "debut"),
        {"domicile": f"id:{ids['dwarfs']}", "exterieur": f"id:{ids['orcs']}", "fp-domicile": 3, "fp-exterieur": 3},
    )
    shown = await league.reply("calendrier", {}, user=COACH_ID)
    assert "⏳ Orques de Fer – Nains du Pic" in text_of(shown)
    assert shown.embeds[0]["footer"]["text"] == "0/6 rencontres jouées · 3 journées"
    orcs = await league.reply("calendrier", {"equipe": f"id:{ids['orcs']}"}, user=COACH_ID)
    assert orcs.embeds[0]["title"] == "📅 Saison 2 · Orques de Fer"
    assert orcs.embeds[0]["description"].split("\n") == [
        "J1 · ⏳ Orques de Fer – Nains du Pic",
        "J2 · ▫️ Orques de Fer – Élus de Nuffle",
        "J3 · ▫️ Skavens du Gouffre – Orques de Fer",
    ]


async def test_at_the_deadline_the_commissioner_records_the_unplayed_fixtures_from_the_list(league):
    """Issue 29: past a round's time limit, /fixtures gives the commissioner (privately) the fixtures left with no
    match, each with its buttons; one click records it as /match unplayed does. A coach gets no such list (a click
    not his is refused: tests/e2e/test_every_command.py)."""
    db = await open_database(league.database_path)
    try:  # the match under way is called off, and the schedule made again four weeks ago
        from league.matches import MatchRepository

        opened = await MatchRepository(db).list(LEAGUE_GUILD_ID, status="open")
        for match in opened:
            await MatchRepository(db).cancel(LEAGUE_GUILD_ID, COMMISSIONER_ID, match.id)
    finally:
        await db.close()
    start = dt.date.today() - dt.timedelta(days=28)
    made = await league.reply(
        ("saison", "calendrier"), {"tirage": False, "jours": 7, "debut": start.isoformat(), "remplacer": True}
    )
    assert not made.ephemeral, made.content
    coach = await league.invoke("calendrier", {}, user=COACH_ID)
    assert not (await coach.final()).ephemeral
    rec = await league.invoke("calendrier", {})
    shown = await rec.final()
    assert "⛔ Orques de Fer – Nains du Pic (délai passé\u00a0: `/match non-jouee`)" in text_of(shown)
    (private,) = await rec.wait_followups(1)
    assert private.ephemeral
    lines = private.content.split("\n")
    assert lines[0].startswith("⛔ Délai passé, sans match\u00a0: 6.")
    assert lines[1:3] == ["J1 · Élus de Nuffle – Skavens du Gouffre", "J1 · Orques de Fer – Nains du Pic"]
    assert [line[:2] for line in lines[3:6]] == ["J2", "J2", "J3"]  # five shown, round by round
    assert lines[6:] == ["… et 1 de plus\u00a0: `/match non-jouee`."]
    labels = [c["label"] for r in private.components for c in r["components"]]
    assert labels[:3] == ["Défaite pour les deux", "Élus de Nuffle concède", "Skavens du Gouffre concède"]
    assert len(coach.followups) == 0  # a coach reads the schedule only
    done = await (await league.click(private, component(private, ":home"))).final()
    assert not done.ephemeral, done.content
    assert "Élus de Nuffle concède sans pénalité" in text_of(done)
    again = await (await league.click(private, component(private, ":both"))).final()
    assert again.ephemeral and "déjà jouée ou enregistrée" in again.content
    after = await league.reply("calendrier", {}, user=COACH_ID)
    assert "🚫 Élus de Nuffle 0 – 2 Skavens du Gouffre (non joué)" in text_of(after)
