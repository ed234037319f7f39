"""Issue 29's Team Draft List through the real bot and the fake Discord, in one lean scenario: a team created from a
book roster opens its draft; a list of 17 players is refused at its import, one over the budget at its submission;
a submitted list is refused by a commissioner with a reason, fixed, submitted again and approved (the rest of the
budget in the Treasury); a team starts no match before its list is approved, and plays once it is."""

import pytest

from league import audit
from league.db import open_database
from league.matches import MatchRepository
from league.players import PlayerRepository
from league.teams import TeamRepository
from records.models import PlayerDraft
from rules.characteristics import Profile
from tests.e2e.dbrows import rows
from tests.e2e.harness import COACH_ID, COMMISSIONER_ID, LEAGUE_GUILD_ID, sandbox_fixture
from tests.e2e.league_seed import text_of

pytestmark = pytest.mark.asyncio(loop_scope="module")
league = sandbox_fixture("league")
ORC = Profile(5, 3, 3, 4, 10)


async def _season_ended(path):
    """An approved Orc team of 11 (its Blitzer worth 105,000 gp) that won its one counted game of season 1, and
    season 1 ended (what /season end's apply counts)."""
    db = await open_database(path)
    try:
        teams, players, matches = TeamRepository(db), PlayerRepository(db), MatchRepository(db)
        orcs = await teams.create(
            LEAGUE_GUILD_ID, COMMISSIONER_ID, name="Orques de Fer", coach_id=COACH_ID, roster="Orques",
            treasury=50_000,
        )  # fmt: skip
        dwarves = await teams.create(
            LEAGUE_GUILD_ID, COMMISSIONER_ID, name="Nains du Pic", coach_id=COMMISSIONER_ID, roster="Nains"
        )
        hired = [PlayerDraft(n, f"Orc {n}", "Orc Lineman", ORC) for n in range(1, 11)]
        hired.append(PlayerDraft(11, "Grak", "Orc Blitzer", ORC, value=105_000))
        await players.add_many(LEAGUE_GUILD_ID, COMMISSIONER_ID, orcs.id, hired)
        opened = await matches.open(LEAGUE_GUILD_ID, COMMISSIONER_ID, home_team_id=orcs.id, away_team_id=dwarves.id)
        await matches.finish(LEAGUE_GUILD_ID, COMMISSIONER_ID, opened.id, home_score=2, away_score=0)
        async with audit.write(db, LEAGUE_GUILD_ID, COMMISSIONER_ID, "postmatch") as batch:
            await matches.mark_applied(LEAGUE_GUILD_ID, COMMISSIONER_ID, opened.id, batch=batch)
        async with audit.write(db, LEAGUE_GUILD_ID, COMMISSIONER_ID, "season.end") as batch:
            await batch.conn.execute(
                "INSERT INTO season_ends (guild_id, ruleset, started_by, applied_batch_id) VALUES (?, 'bb2025', ?, ?)",
                (LEAGUE_GUILD_ID, COMMISSIONER_ID, await batch.mark()),
            )
    finally:
        await db.close()
    return {}


ended = sandbox_fixture("ended", seed=_season_ended)

HEADER = "numero;nom;poste\n"
#: 11 Orcs, 690,000 gp; with two Team Re-rolls (120,000) and a second Dedicated Fan (5,000): 815,000.
ELEVEN = ["Orc Lineman"] * 7 + ["Orc Blitzer"] * 2 + ["Orc Thrower", "Big Un Blocker"]
#: 16 Orcs, every line at its most: 1,075,000 gp.
OVER = ["Orc Lineman"] * 9 + ["Orc Thrower"] * 2 + ["Orc Blitzer"] * 2 + ["Big Un Blocker"] * 2 + ["Troll"]


def csv(positions, staff=""):
    return (HEADER + "".join(f"{n};Orc {n};{p}\n" for n, p in enumerate(positions, start=1)) + staff).encode()


async def create(league, name):
    msg = await league.reply(("equipe", "creer"), {"nom": name, "coach": league.coach_id, "roster": "Orques"})
    assert not msg.ephemeral, msg.content
    return msg


async def draft(league, verb, name, user=None, **options):
    return await league.reply(("draft", verb), {"equipe": name, **options}, user=user or league.coach_id)


async def test_a_team_drafts_its_list_and_plays_once_a_commissioner_approves_it(league):
    created = await create(league, "Orques de Fer")
    assert "Liste de draft ouverte\u00a0: budget 1\u202f000\u202f000\u00a0po" in created.content
    assert rows(league, "SELECT draft_status FROM teams WHERE name = 'Orques de Fer'") == [("draft",)]

    seventeen = league.fake.add_attachment("draft.csv", csv(ELEVEN + ["Orc Lineman"] * 6), "text/csv")
    msg = await draft(league, "importer", "Orques de Fer", fichier=seventeen)
    assert msg.ephemeral and "en ajouter 17 joueurs dépasserait les 16 joueurs" in msg.content + text_of(msg)
    assert rows(league, "SELECT COUNT(*) FROM players") == [(0,)]  # nothing hired

    good = league.fake.add_attachment("draft.csv", csv(ELEVEN, "relances;2\nfans;2\n"), "text/csv")
    msg = await draft(league, "importer", "Orques de Fer", fichier=good)
    shown = text_of(msg)
    assert not msg.ephemeral and "Liste de draft remplie\u00a0: Orques de Fer" in shown, shown
    assert (
        "Blitzer Orque\u00a0: 2 / 2 — 170\u202f000\u00a0po" in shown
        and "Relances\u00a0: 2 — 120\u202f000\u00a0po" in shown
    )
    assert "Coût\n815\u202f000\u00a0po" in shown and "Reste pour la Trésorerie\n185\u202f000\u00a0po" in shown

    await league.reply(("equipe", "creer"), {"nom": "Les Anciens", "coach": league.commissioner_id})
    start = {"domicile": "Orques de Fer", "exterieur": "Les Anciens"}
    msg = await league.reply(("match", "debut"), start)
    assert msg.ephemeral and "ne joue pas encore" in msg.content + text_of(msg)

    msg = await draft(league, "approuver", "Orques de Fer", user=league.commissioner_id)
    assert msg.ephemeral and "pas encore soumise" in msg.content + text_of(msg)
    msg = await draft(league, "soumettre", "Orques de Fer")
    assert not msg.ephemeral and "Liste de draft soumise" in text_of(msg)
    msg = await draft(league, "approuver", "Orques de Fer")  # the coach may not approve his own list
    assert msg.ephemeral and "commissaires" in msg.content + text_of(msg)
    msg = await draft(league, "refuser", "Orques de Fer", user=league.commissioner_id, motif="Une Relance de trop")
    assert "Une Relance de trop" in text_of(msg)
    msg = await league.reply(("match", "debut"), start)
    assert msg.ephemeral and "refusée (Une Relance de trop)" in msg.content + text_of(msg)

    fixed = league.fake.add_attachment("staff.csv", b"relances;1\n", "text/csv")
    await draft(league, "importer", "Orques de Fer", fichier=fixed)
    await draft(league, "soumettre", "Orques de Fer")
    msg = await draft(league, "approuver", "Orques de Fer", user=league.commissioner_id)
    assert not msg.ephemeral and "Liste de draft approuvée\u00a0: Orques de Fer" in text_of(msg)
    assert rows(league, "SELECT draft_status, treasury, rerolls FROM teams WHERE name = 'Orques de Fer'") == [
        ("approved", 1_000_000 - 690_000 - 60_000 - 5_000, 1)
    ]
    msg = await league.reply(("match", "debut"), start)
    assert not msg.ephemeral, msg.content


async def test_a_list_over_the_budget_is_not_submitted_and_the_budget_is_the_seasons(league):
    await create(league, "Orques Dorées")
    over = league.fake.add_attachment("draft.csv", csv(OVER), "text/csv")
    msg = await draft(league, "importer", "Orques Dorées", fichier=over)
    assert "plus que le budget" in text_of(msg)
    msg = await draft(league, "soumettre", "Orques Dorées")
    assert msg.ephemeral and "coûte 1\u202f075\u202f000\u00a0po, plus que le budget de 1\u202f000\u202f000\u00a0po" in (
        msg.content + text_of(msg)
    )
    assert rows(league, "SELECT draft_status FROM teams WHERE name = 'Orques Dorées'") == [("draft",)]

    msg = await league.reply("settings", {"budget-draft": 1_100_000})
    assert "Budget de draft" in text_of(msg) and "1\u202f100\u202f000\u00a0po" in text_of(msg)
    msg = await draft(league, "soumettre", "Orques Dorées")
    assert not msg.ephemeral and "Reste pour la Trésorerie\n25\u202f000\u00a0po" in text_of(msg)


async def test_after_the_seasons_end_a_team_redrafts_and_rehires_its_player_at_his_value_and_the_agents_fee(ended):
    msg = await ended.reply(("draft", "redraft"), {"equipe": "Orques de Fer"}, user=ended.coach_id)
    shown = text_of(msg)
    assert not msg.ephemeral and "Redraft\u00a0: Orques de Fer" in shown, msg.content + shown
    # Raise Funds: 1,000,000 + 50,000 + 20,000 for the game + 20,000 for the win
    assert (
        "1 matchs, 1 victoires, 0 nuls = 1\u202f090\u202f000\u00a0po\u202f; budget 1\u202f090\u202f000\u00a0po" in shown
    )
    assert "Blitzer Orque\u00a0: 1 / 2 — 125\u202f000\u00a0po" in shown  # 105,000 + 20,000: one previous season
    assert "Trois-Quart Orque\u00a0: 10 / 16 — 700\u202f000\u00a0po" in shown  # 50,000 + 20,000 each
    assert "Reste pour la Trésorerie\n265\u202f000\u00a0po" in shown
    again = await ended.reply(("draft", "redraft"), {"equipe": "Orques de Fer"}, user=ended.coach_id)
    assert again.ephemeral and "déjà fait son redraft après la saison 1" in again.content + text_of(again)
    await draft(ended, "soumettre", "Orques de Fer")
    msg = await draft(ended, "approuver", "Orques de Fer", user=ended.commissioner_id)
    assert "Liste de draft approuvée" in text_of(msg)
    assert rows(ended, "SELECT draft_status, treasury FROM teams WHERE name = 'Orques de Fer'") == [
        ("approved", 265_000)
    ]


def button(msg, label):
    return next(b["custom_id"] for b in msg.buttons if b["label"] == label)


async def press(league, msg, label, user=None):
    """Click the button ``label`` of ``msg`` and wait for its answer (the screen redrawn in place)."""
    click = await league.click(msg, button(msg, label), user=user or league.commissioner_id)
    await click.response()
    return click


async def test_the_draft_pasted_then_walked_on_its_screens_submitted_refused_and_approved_by_buttons(league):
    await league.reply("settings", {"budget-draft": 1_100_000})  # its own, whichever test ran before in this server
    await create(league, "Orques Grises")
    form = await league.invoke(("draft", "importer"), {"equipe": "Orques Grises"}, user=league.coach_id)
    assert (await form.response()).type == 9  # a form to paste the list in
    pasted = "".join(f"{n};Orc {n};{p}\n" for n, p in enumerate(ELEVEN, start=1)) + "relances;1\n"
    msg = await (await league.submit_modal(form, {"csv": pasted}, user=league.coach_id)).final()
    assert not msg.ephemeral and "Reste pour la Trésorerie\n350\u202f000\u00a0po" in text_of(msg), text_of(
        msg
    )  # 1,100,000 now

    shown = await draft(league, "voir", "Orques Grises")
    assert shown.ephemeral and "Joueurs — étape 1 sur 3" in shown.embed["footer"]["text"]
    assert "Blitzer Orque\u00a0: 2 / 2 — 170\u202f000\u00a0po" in text_of(
        shown
    ) and "Coût\n750\u202f000\u00a0po" in text_of(shown)
    await press(league, shown, "Suivant ▶", league.coach_id)
    assert "étape 2 sur 3" in shown.embed["footer"]["text"] and "Relances\u00a0: 1 — 60\u202f000\u00a0po" in text_of(
        shown
    )
    await press(league, shown, "Suivant ▶", league.coach_id)
    assert "Aperçu — étape 3 sur 3" in shown.embed["footer"]["text"]
    assert [b["label"] for b in shown.buttons] == ["◀ Retour", "Soumettre"]
    await press(league, shown, "Soumettre", league.coach_id)
    assert "Soumise" in text_of(shown) and [b["label"] for b in shown.buttons] == ["◀ Retour", "Approuver", "Refuser"]

    refusal = await press(league, shown, "Approuver", league.coach_id)  # not a commissioner
    assert rows(league, "SELECT draft_status FROM teams WHERE name = 'Orques Grises'") == [("submitted",)]
    assert (await refusal.final()).ephemeral
    judged = await draft(league, "voir", "Orques Grises", user=league.commissioner_id)
    await press(league, judged, "Suivant ▶")
    await press(league, judged, "Suivant ▶")
    asked = await league.click(judged, button(judged, "Refuser"), user=league.commissioner_id)
    assert (await asked.response()).type == 9
    said = await (await league.submit_modal(asked, {"reason": "Pas d'apothicaire ?"})).final()
    assert "Liste de draft refusée\u00a0: Orques Grises" in text_of(said) and "Pas d'apothicaire ?" in text_of(said)

    again = await draft(league, "voir", "Orques Grises")
    await press(league, again, "Suivant ▶", league.coach_id)
    await press(league, again, "Suivant ▶", league.coach_id)
    await press(league, again, "Soumettre", league.coach_id)
    mine = await draft(league, "voir", "Orques Grises", user=league.commissioner_id)
    await press(league, mine, "Suivant ▶")
    await press(league, mine, "Suivant ▶")
    await press(league, mine, "Approuver")
    assert "Approuvée" in text_of(mine) and [b["label"] for b in mine.buttons] == ["◀ Retour"]
    assert rows(league, "SELECT draft_status, treasury FROM teams WHERE name = 'Orques Grises'") == [
        ("approved", 350_000)
    ]


def money(shown):
    """(cost, left for the Treasury, budget) as the card shows them."""
    import re

    def field(name):
        found = re.search(name + r"\n([\d\u202f]+)\u00a0po", shown)
        assert found, (name, shown)
        return int(found[1].replace("\u202f", ""))

    return field("Coût"), field("Reste pour la Trésorerie"), field("Budget")


def menu(msg, part):
    return next(s["custom_id"] for s in msg.selects if part in s["custom_id"])


async def pick(league, msg, position, user):
    """Choose ``position`` in the draft screen's pick menu; the answer (the screen redrawn, or a private refusal)."""
    rec = await league.select(msg, menu(msg, ":pick:"), [position], user=user)
    await rec.response()
    return rec


async def test_the_draft_screen_picks_players_refusing_a_third_blitzer_and_a_seventeenth_player_when_added(league):
    await create(league, "Orques Vertes")
    screen = await draft(league, "voir", "Orques Vertes")
    team = rows(league, "SELECT id FROM teams WHERE name = 'Orques Vertes'")[0][0]
    assert menu(screen, ":pick:") == f"arb:draftsel:{team}:pick:players"
    await pick(league, screen, "orc_blitzer", league.coach_id)
    shown = text_of(screen)
    assert "Blitzer Orque\u00a0: 1 / 2 — 85\u202f000\u00a0po" in shown, shown
    assert money(shown) == (85_000, money(shown)[2] - 85_000, money(shown)[2])  # what is left, after each pick
    await pick(league, screen, "orc_blitzer", league.coach_id)
    assert money(text_of(screen)) == (170_000, money(shown)[2] - 170_000, money(shown)[2])
    assert rows(league, f"SELECT number, name FROM players WHERE team_id = {team} ORDER BY number") == [
        (1, "Blitzer Orque 1"),
        (2, "Blitzer Orque 2"),
    ]

    third = await pick(league, screen, "orc_blitzer", league.coach_id)  # « 0-2 Orc Blitzers »
    said = await third.final()
    assert said.ephemeral and "Orc Blitzer\u00a0: au plus 2 (demandé 3)" in said.content + text_of(said), said.content
    assert rows(league, f"SELECT COUNT(*) FROM players WHERE team_id = {team}") == [(2,)]  # nothing changed

    theirs = await draft(league, "voir", "Orques Vertes", user=league.stranger_id)  # not his team
    stranger = await pick(league, theirs, "orc_lineman", league.stranger_id)
    assert (await stranger.final()).ephemeral and rows(
        league, f"SELECT COUNT(*) FROM players WHERE team_id = {team}"
    ) == [(2,)]

    lines = HEADER + "".join(f"{n};Orc {n};Orc Lineman\n" for n in range(3, 17))
    fourteen = league.fake.add_attachment("draft.csv", lines.encode(), "text/csv")
    await draft(league, "importer", "Orques Vertes", fichier=fourteen)
    screen = await draft(league, "voir", "Orques Vertes")
    seventeenth = await pick(league, screen, "orc_thrower", league.coach_id)
    said = await seventeenth.final()
    assert said.ephemeral and "(demandé 17)" in said.content + text_of(said), said.content
    assert rows(league, f"SELECT COUNT(*) FROM players WHERE team_id = {team}") == [(16,)]
