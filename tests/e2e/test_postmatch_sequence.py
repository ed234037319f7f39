"""The post-match sequence through the real bot and the fake Discord.

One bot process for the module, on a league seeded before it starts
(``league_seed``): « Ligue du Vieux Monde » plays the ``ligue`` rules with
#général as league channel; the second server plays ``bb2025`` without one.
Dice are typed by hand (« Dés à la main ») so every screen is exact.
"""

import asyncio
import sqlite3

import pytest

from league.db import open_database
from league.postmatch import PostmatchRepository
from rules.postmatch import inputs as pm
from rules.postmatch.snapshots import SIDES
from sequences.postmatch import STEPS
from tests.e2e.harness import GENERAL_CHANNEL_ID, SECOND_GUILD_ID, SECOND_OWNER_ID, sandbox_fixture
from tests.e2e.league_seed import (
    START,
    by_hand,
    cancel_match,
    choose,
    component,
    file_rows,
    fill,
    next_step,
    prepare_sequence,
    press,
    seed_file,
    step_title,
    text_of,
)

pytestmark = pytest.mark.asyncio(loop_scope="module")
UNDO = ("apres-match", "annuler")


async def _seeded(path):
    seeded = await seed_file(path, league_channel_id=GENERAL_CHANNEL_ID)
    second = await seed_file(path, guild_id=SECOND_GUILD_ID, user_id=SECOND_OWNER_ID, ruleset="bb2025", vectors=False)
    return {"seeded": seeded, "second": second, "saved": {}}


league = sandbox_fixture("league", seed=_seeded, guilds=2)


def one(league, sql, params=()):
    with sqlite3.connect(league.database_path) as conn:
        return conn.execute(sql, params).fetchone()


LEAGUE = ("teams", "players", "matches", "casualties")


def refusal_or_applied(*records):
    """The interaction that applied (its answer updated the message)."""
    return next(r for r in records if r.callback.type == 7)


async def start(league, match, **kw):
    msg = await league.reply(START, {"match": str(match)}, **kw)
    assert not msg.ephemeral, msg.content
    return msg


async def views(league):
    """What every read-only command shows, as its embed (issue 26 item 6): the graveyard (all, each team), the
    casualties (the match, each team, each player), each team's and player's sheet, the match, the standings and
    the leaderboard. A team's « Derniers changements » is left out: a log, it lists the post-match and its undo."""
    s = league.seeded
    asked = [
        ("cimetiere", {}),
        ("classement", {}),
        ("classement-ligue", {}),
        ("blessures", {"match": str(s.matches["main"])}),
        (("match", "voir"), {"match": str(s.matches["main"])}),
    ]
    for team in s.teams.values():
        asked += [
            ("cimetiere", {"equipe": f"id:{team}"}),
            ("blessures", {"equipe": f"id:{team}"}),
            (("equipe", "voir"), {"nom": f"id:{team}"}),
        ]
    for player in s.players.values():
        asked += [("blessures", {"joueur": f"id:{player}"}), (("joueur", "voir"), {"joueur": f"id:{player}"})]
    shown = {}
    for command, options in asked:
        msg = await league.reply(command, options)
        assert not msg.ephemeral, (command, options, msg.content)
        embed = dict(msg.embed)
        embed["fields"] = [f for f in embed.get("fields", []) if not f["name"].startswith("Derniers changements")]
        shown[(str(command), str(options))] = embed
    return shown


# --- a whole sequence, ligue rules --------------------------------------------------------------------------


async def test_full_sequence_with_six_casualties_in_ligue(league):
    s, p = league.seeded, league.seeded.players
    league.saved["before_main"] = file_rows(league.database_path, *LEAGUE)
    league.saved["views"] = await views(league)
    assert any(
        "#2 Bob" in str(embed) for (command, _), embed in league.saved["views"].items() if command == "cimetiere"
    )
    msg = await start(league, s.matches["main"])
    text = text_of(msg)
    assert step_title("outcome") in text and "Affluence des Fans**\u00a0: 4 + 3 = **7**" in text
    assert "(7 ÷ 2 + 2 TD + 1) × 10\u202f000 = **65\u202f000\u00a0po**" in text  # postgame-reference §2.3, first vector

    await next_step(league, msg)
    await by_hand(league, msg, "fans", "3 2")
    text = text_of(msg)
    assert "+1 Fan Dévoué (3 → 4)" in text  # win: 3 ≥ 3
    assert "−1 Fan Dévoué (4 → 3)" in text  # loss: 2 < 4

    await next_step(league, msg)
    text = text_of(msg)
    assert "#2 Bob" in text and "Mort" in text
    assert "AG est déjà à son minimum\u00a0: la Séquelle se relance" in text
    await by_hand(league, msg, "casualties", "5 3")  # 5 = AG again: re-rolled; 3 = M −1
    assert "🎲 5 → 3 (relances) → **Genou Déboîté**" in text_of(msg)

    hatred = component(msg, "hatred:")
    refused = await choose(league, msg, "hatred:", "Sauvage", user=league.stranger_id, expect=4)
    assert (await refused.final()).ephemeral
    await choose(league, msg, "hatred:", "Sauvage", user=league.coach_id)  # Élise's coach picks X
    assert "Haine (Sauvage)" in text_of(msg) and hatred not in str(msg.components)

    # issue 26: the author's kind comes first. A Star Player's button asks his name and no menu of authors ...
    opened = await press(league, msg, "add:away.star", expect=9)
    assert "causer" not in str(opened.modal) and "Nom du Star Player ou du Mercenaire" in str(opened.modal)
    star = {"victim": str(p["hans"]), "name": "Griff Oberwald", "cause": "block", "outcome": "casualty.badly_hurt"}
    await fill(league, opened, star)
    assert "Griff Oberwald" in text_of(msg)
    (unadd,) = [c for row in msg.components for c in row["components"] if ":unadd" in c["custom_id"]]
    griff = next(o["value"] for o in unadd["options"] if o["label"].startswith("#4 Hans"))
    await choose(league, msg, ":unadd", griff)  # taken back: the rest of this post-match goes on without it
    assert "Griff Oberwald" not in text_of(msg)
    # ... and the other button's form asks no name
    opened = await press(league, msg, "add:home", expect=9)
    assert '"name"' not in str(opened.modal).replace("'", '"') and "Star Player" not in str(opened.modal)
    await fill(league, opened, {"victim": str(p["ugluk"]), "causer": "none", "cause": "crowd", "outcome": "roll"})
    assert "ajoutée ici" in text_of(msg)
    await by_hand(league, msg, "casualties", "13 6")  # D16 13: Séquelle; D6 6: −1 F; no Haine without a causer
    text = text_of(msg)
    assert "Épaule Disloquée" in text and "aucun joueur n'a causé cette blessure" in text

    await next_step(league, msg)
    opened = await press(league, msg, "spp:home", expect=9)
    await fill(league, opened, {"touchdowns": "4 3", "completions": "1", "interceptions": ""})
    opened = await press(league, msg, "spp:away", expect=9)
    await fill(league, opened, {"touchdowns": "1", "completions": "", "interceptions": "4"})
    home_six = [p[k] for k in ("grak", "krug", "ugluk", "gorbag", "zog", "orc7")]
    away_six = [p[k] for k in ("elise", "bob", "karl", "hans", "elu5", "elu6")]
    text = text_of(msg)  # ten and eleven played: six nominees each, chosen in a menu of six choices
    assert "Orques de Fer\u00a0: choisissez 6 nommés au Joueur du Match" in text
    assert "Nommés\u00a0: 6 à choisir parmi les 10 joueurs qui ont joué" in text
    await choose(league, msg, "nominees:home", [str(i) for i in home_six])
    await choose(league, msg, "nominees:away", [str(i) for i in away_six])
    await by_hand(league, msg, "spp", "4 4")  # the fourth of each side: #4 Gorbag, #4 Hans
    text = text_of(msg)
    assert "Joueur du Match\u00a0: **#4 Gorbag**" in text and "Joueur du Match\u00a0: **#4 Hans**" in text
    assert "#4 Gorbag\u00a0: TD ×1 (+3), JDM (+4) → PSP 11 → **18**" in text
    assert "#1 Grak\u00a0: passe ×1 (+1), ELI ×1 (+2) → PSP 4 → **7**" in text  # Hans' foul earns nothing

    await next_step(league, msg)
    await choose(league, msg, "adv:home", str(p["gorbag"]))  # the kind first (issue 26), then its fields only
    opened = await choose(league, msg, "advkind:", "characteristic", expect=9)
    assert "Sa valeur actuelle (po), inconnue" in str(opened.modal)  # seeded without one: asked, to be raised
    assert "Catégorie" not in str(opened.modal) and "Compétence" not in str(opened.modal)
    await fill(league, opened, {"value": "80k"})
    await by_hand(league, msg, "advancements", "7")
    assert "+1 AG, +1 F" in text_of(msg)
    await choose(league, msg, "advchoice:", "ST")
    assert "+1 F (valeur +60\u202f000\u00a0po)" in text_of(msg)

    await next_step(league, msg)
    assert step_title("hiring") in text_of(msg)
    await next_step(league, msg)
    assert "(tranche 100\u202f000 à 195\u202f000\u00a0po)" in text_of(msg)  # it read 100000-195000
    await by_hand(league, msg, "mistakes", "2 1")
    text = text_of(msg)
    assert "Crise évitée" in text and "Trésorerie **115\u202f000\u00a0po**" in text  # 100-195k, D6 2
    assert (
        "Incident majeur" in text and "Perte de **150\u202f000\u00a0po** → Trésorerie **155\u202f000\u00a0po**" in text
    )  # ligue: loss

    await next_step(league, msg)
    text = text_of(msg)
    assert "RPM levé (n'a pas joué ce match)\u00a0: #5 Snaga" in text
    assert "Quittent l'effectif (cimetière, historique gardé)\u00a0: #2 Bob" in text

    await next_step(league, msg)
    text = text_of(msg)
    assert step_title("preview") in text and "Trésorerie 250\u202f000 → **155\u202f000\u00a0po**" in text
    assert "#3 Karl\u00a0: PSP 0 → 0" not in text and "M 6 → 5" in text
    confirm = component(msg, "confirm:")
    first = await league.click(msg, confirm)
    second = await league.click(msg, confirm, user=league.commissioner_id)
    answers = sorted([(await first.response()).type, (await second.response()).type])
    assert answers == [4, 7]  # a double click applies once: one update, one refusal
    refusal = next(r for r in (first, second) if r.callback.type == 4)
    assert (await refusal.final()).ephemeral and "déjà été appliqué" in (await refusal.final()).content
    assert "Après-match appliqué" in msg.embed["title"] and not msg.components

    assert "Résumé publié dans" in (await refusal_or_applied(first, second).wait_followups(1))[0].content
    summary = await league.fake.wait_channel_message(GENERAL_CHANNEL_ID, lambda m: "Orques de Fer" in text_of(m))
    text = text_of(summary)
    assert "💀 **#2 Bob** (Élus de Nuffle) nous a quittés, tué par #1 Grak" in text
    assert "Incident majeur" in text and "+1 F" in text and "#4 Gorbag" in text

    players = {r["id"]: r for r in file_rows(league.database_path, "players")["players"]}
    assert players[p["bob"]]["status"] == "dead"
    assert (players[p["karl"]]["ma"], players[p["karl"]]["ag"]) == (5, 6)
    assert players[p["elise"]]["gained_hatreds"] == '["Sauvage"]'
    assert (players[p["gorbag"]]["st"], players[p["gorbag"]]["spp"], players[p["gorbag"]]["advancements"]) == (4, 4, 1)
    assert players[p["gorbag"]]["value"] == 80_000 + 60_000  # the value typed, raised by +1 F
    assert players[p["snaga"]]["miss_next_game"] == 0 and players[p["ugluk"]]["st"] == 2
    assert one(league, "SELECT status FROM matches WHERE id = ?", (s.matches["main"],))[0] == "applied"
    assert (
        one(
            league,
            "SELECT COUNT(*) FROM casualties WHERE match_id = ? AND applied_at IS NOT NULL",
            (s.matches["main"],),
        )[0]
        == 6
    )
    assert one(league, "SELECT treasury, dedicated_fans FROM teams WHERE id = ?", (s.teams["elus"],)) == (155_000, 3)


async def test_undo_waits_for_later_matches_then_restores_everything(league):
    s = league.seeded
    db = await open_database(league.database_path)  # a second connection, like a second bot process
    try:
        later = await prepare_sequence(db, s, "rematch")
    finally:
        await db.close()
    msg = await start(league, s.matches["rematch"])
    assert step_title("preview") in text_of(msg)  # resumed where it stood: the preview
    await press(league, msg, "confirm:")

    refused = await league.reply(UNDO, {"match": str(s.matches["main"])})
    assert refused.ephemeral and f"match n° {s.matches['rematch']}" in refused.content
    assert one(league, "SELECT status FROM matches WHERE id = ?", (s.matches["main"],))[0] == "applied"

    asked = await league.reply(UNDO, {"match": str(later.match.id)})
    assert "Annuler l'après-match" in text_of(asked)
    await press(league, asked, "undo:")
    assert "annulé" in text_of(asked) and not asked.components
    asked = await league.reply(UNDO, {"match": str(s.matches["main"])})
    text = text_of(asked)
    assert not asked.ephemeral and "Confirmer l'annulation" in text and "#2 Bob" in text  # what it will put back
    assert one(league, "SELECT status FROM matches WHERE id = ?", (s.matches["main"],))[0] == "applied"  # not yet
    await press(league, asked, "undo:")
    text = text_of(asked)
    assert "Remis comme avant" in text and "6 blessures rouvertes" in text
    assert file_rows(league.database_path, *LEAGUE) == league.saved["before_main"]
    after = await views(league)  # every view as before the apply: Bob's death pending again, in the graveyard
    assert [key for key, embed in league.saved["views"].items() if after.get(key) != embed] == []
    summary = next(
        m for m in league.fake.channel_messages(GENERAL_CHANNEL_ID) if "Orques de Fer" in text_of(m) and m.embeds
    )
    for _ in range(100):  # the posted summary is edited after the answer to the click
        if "❌ Annulé" in text_of(summary):
            break
        await asyncio.sleep(0.05)
    assert "❌ Annulé" in text_of(summary) and "n'est plus valable" in text_of(summary), league.log_tail(30)

    resumed = await start(league, s.matches["main"])  # the same dice and choices, ready to confirm again
    assert step_title("preview") in text_of(resumed) and "Tout est prêt" in text_of(resumed)


# --- the vectors of postgame-reference and every expensive-mistakes bracket -----------------------------------


async def prepared(league, key):
    """Touchdowns typed and the MVP rolled through the repository, so the screens below are only about the vectors."""
    s = league.seeded
    db = await open_database(league.database_path)
    try:
        repo = PostmatchRepository(db, steps=STEPS)
        view, _ = await repo.start(s.guild_id, league.commissioner_id, s.matches[key], ruleset="ligue")
        for side in SIDES:
            team = view.plan.teams[side]
            mine = [pid for pid, pp in view.plan.players.items() if pp.before.team_id == team.team.id]
            view = await repo.change(
                s.guild_id,
                view.state.id,
                lambda i, _, side=side, mine=mine, n=team.score_for: pm.with_spp_events(
                    i, side, mine, touchdowns=mine[:1] * n, completions=[], interceptions=[]
                ),
            )
        await repo.roll(s.guild_id, league.commissioner_id, view.state.id, "spp")  # both played: two nominees, D6
    finally:
        await db.close()


@pytest.mark.parametrize(
    ("key", "stall", "home_gold", "away_gold", "dice", "results"),
    [
        (
            "v1",
            "away",
            "65\u202f000",
            "55\u202f000",
            "1 2 2 3",
            (
                "Perte de **20\u202f000\u00a0po** → Trésorerie **95\u202f000\u00a0po**",
                "Perte de **30\u202f000\u00a0po** → Trésorerie **175\u202f000\u00a0po**",
            ),
        ),
        (
            "v2",
            "away",
            "40\u202f000",
            "30\u202f000",
            "1 1",
            (
                "Perte de **155\u202f000\u00a0po** → Trésorerie **155\u202f000\u00a0po**",
                "Perte de **205\u202f000\u00a0po** → Trésorerie **205\u202f000\u00a0po**",
            ),
        ),
        (
            "v3",
            "home",
            "20\u202f000",
            "30\u202f000",
            "1 3 4 6 1",
            (
                "Perte de **440\u202f000\u00a0po** → Trésorerie **70\u202f000\u00a0po**",
                "Perte de **10\u202f000\u00a0po** → Trésorerie **600\u202f000\u00a0po**",
            ),
        ),
    ],
)
async def test_winnings_vectors_and_every_bracket(league, key, stall, home_gold, away_gold, dice, results):
    await prepared(league, key)
    msg = await start(league, league.seeded.matches[key])
    await press(league, msg, f"stall:{stall}")
    text = text_of(msg)
    assert f"= **{home_gold}\u00a0po**" in text and f"= **{away_gold}\u00a0po**" in text
    assert "a temporisé" in text
    for _ in range(6):
        await next_step(league, msg)
    assert step_title("mistakes") in text_of(msg)
    await by_hand(league, msg, "mistakes", dice)
    text = text_of(msg)
    for result in results:
        assert result in text


async def test_a_concession_is_won_2_0_with_90000_and_costs_d3_fans(league):
    msg = await start(league, league.seeded.matches["conceded"])
    await choose(league, msg, "concede", "away")
    text = text_of(msg)
    assert msg.embed["title"].endswith("Amazones 2 – 0 Gobelins Fous")
    assert "(7 + 2 TD) × 10\u202f000 = **90\u202f000\u00a0po**" in text and "**0\u00a0po** (a concédé)" in text
    await next_step(league, msg)
    assert "D3 à lancer (a concédé)" in text_of(msg)
    await by_hand(league, msg, "fans", "6 2")
    text = text_of(msg)
    assert "+1 Fan Dévoué (4 → 5)" in text and "Match concédé\u00a0: Fans Dévoués 3 → 1" in text
    await next_step(league, msg)
    await next_step(league, msg)
    text = text_of(msg)
    assert "Concession\u00a0: Gobelins Fous. Les PSP de ce match sont perdus" in text
    assert "deux Joueurs du Match" in text


# --- who may do what --------------------------------------------------------------------------------------


async def test_anyone_else_is_refused_and_nothing_changes(league):
    s = league.seeded
    before = one(league, "SELECT COUNT(*) FROM postmatch_sequences")[0]
    for command, options in ((START, {"match": str(s.matches["v1"])}), (UNDO, {"match": str(s.matches["main"])})):
        reply = await league.reply(command, options, user=league.stranger_id)
        assert reply.ephemeral and "⛔" in reply.content
    reply = await league.reply(("saison", "fin"), {}, user=league.coach_id)
    assert reply.ephemeral and "⛔ Seuls les commissaires de la ligue mènent la fin de saison." in reply.content
    assert one(league, "SELECT COUNT(*) FROM postmatch_sequences")[0] == before

    msg = await start(league, s.matches["conceded"])
    while step_title("outcome") not in text_of(msg):  # back to the result, whose concession menu strangers try below
        back = next(b for b in msg.buttons if ":go:" in b["custom_id"])
        await press(league, msg, back["custom_id"])
    shown = text_of(msg)
    state = one(league, "SELECT step, inputs FROM postmatch_sequences WHERE match_id = ?", (s.matches["conceded"],))
    for user in (league.stranger_id, league.coach_id):
        refused = await press(league, msg, "go:", user=user, expect=4)
        assert (await refused.final()).ephemeral
        first = msg.selects[0]  # the concession menu
        refused = await choose(league, msg, first["custom_id"], first["options"][0]["value"], user=user, expect=4)
    assert text_of(msg) == shown
    assert (
        one(league, "SELECT step, inputs FROM postmatch_sequences WHERE match_id = ?", (s.matches["conceded"],))
        == state
    )


async def test_a_match_number_too_big_for_sqlite_is_an_unknown_match(league):
    before = one(league, "SELECT COUNT(*) FROM postmatch_sequences")[0]
    for command in (START, UNDO):
        reply = await league.reply(command, {"match": "9" * 25})
        assert reply.ephemeral and "inattendue" not in reply.content, reply.content
    assert one(league, "SELECT COUNT(*) FROM postmatch_sequences")[0] == before


async def test_a_match_number_is_read_whole_never_in_part(league):
    before = one(league, "SELECT COUNT(*) FROM postmatch_sequences")[0]
    for typed in ("-1", "1a", "match 1"):
        reply = await league.reply(START, {"match": typed})
        assert reply.ephemeral and "tapez son numéro seul" in reply.content and "(reçu «" in reply.content
    assert one(league, "SELECT COUNT(*) FROM postmatch_sequences")[0] == before


async def test_a_match_stored_49_0_opens_and_its_score_is_corrected(league):
    s = league.seeded
    with sqlite3.connect(league.database_path) as conn:  # saved before the score had its limit
        cursor = conn.execute(
            "INSERT INTO matches (guild_id, home_team_id, away_team_id, status, home_score, away_score, home_fp,"
            " away_fp, season, created_by) VALUES (?, ?, ?, 'finished', 49, 0, 3, 3, 1, ?)",
            (s.guild_id, s.teams["lezards"], s.teams["chaos"], league.commissioner_id),
        )
        match_id = cursor.lastrowid
    msg = await start(league, match_id)
    text = text_of(msg)
    assert "Score enregistré 49-0\u00a0: chaque équipe marque de 0 à 30 touchdowns" in text
    assert "× 10\u202f000 =" not in text  # no winnings on a score out of bounds
    opened = await press(league, msg, "score", expect=9)
    refused = await fill(league, opened, {"home": "31", "away": "0"}, expect=4)
    assert "Touchdowns (score d'une équipe)\u00a0: un nombre entier de 0 à 30" in (await refused.final()).content
    opened = await press(league, msg, "score", expect=9)
    await fill(league, opened, {"home": "3", "away": "0"})
    text = text_of(msg)
    assert "Score enregistré" not in text and "3 TD + 1) × 10\u202f000" in text


async def test_match_autocomplete_offers_finished_matches_and_undone_ones_again(league):
    choices = await league.autocomplete(START, {"match": "nains"}, focused="match")
    assert [c["value"] for c in choices] == [str(league.seeded.matches["v1"])]
    undone = await league.autocomplete(START, {"match": "orques"}, focused="match")
    assert {c["value"] for c in undone} == {str(league.seeded.matches[k]) for k in ("main", "rematch")}
    assert await league.autocomplete(UNDO, {"match": ""}, focused="match") == []  # both were undone above


# --- bb2025 in the second server: séquelle at its minimum, Revanche on 4+, summary here ---------------------------


async def test_bb2025_sequence_and_the_season_end(league):
    s, p = league.second, league.second.players
    kw = {"guild": SECOND_GUILD_ID, "user": SECOND_OWNER_ID}
    msg = await league.reply(START, {"match": str(s.matches["main"])}, **kw)
    owner = {"user": SECOND_OWNER_ID}
    await next_step(league, msg, **owner)
    await by_hand(league, msg, "fans", "1 6", **owner)
    await next_step(league, msg, **owner)
    text = text_of(msg)
    assert "déjà à son minimum\u00a0: pas de baisse, RPM (BB2025)" in text
    assert "Revanche à lancer" in text
    await by_hand(
        league, msg, "casualties", "4 5 2", **owner
    )  # Karl 4: Haine (Orque); Élise 5: to choose; Grak 2: none
    text = text_of(msg)
    assert "Revanche\u00a0: **Haine (Orque)**" in text and "🎲 2 contre 4+ → **Pas de Haine**" in text
    await choose(league, msg, "hatred:", "Orque", **owner)

    db = await open_database(league.database_path)
    try:
        view = await prepare_sequence(db, s, ruleset="bb2025")  # the rest of the inputs, through the repository
    finally:
        await db.close()
    msg = await league.reply(START, {"match": str(s.matches["main"])}, **kw)
    assert step_title("preview") in text_of(msg)
    rec = await league.click(msg, component(msg, "confirm:"), user=SECOND_OWNER_ID)
    assert (await rec.response()).type == 7
    note = (await rec.wait_followups(1))[0]
    assert "Aucun salon de ligue n'est réglé" in note.content and not note.ephemeral
    karl = one(league, "SELECT ag, miss_next_game, gained_hatreds FROM players WHERE id = ?", (p["karl"],))
    assert karl == (6, 1, '["Orque"]')
    assert view.plan.ruleset == "bb2025"

    before = file_rows(league.database_path, "players")
    # the rematch is finished, its post-match not applied: the season waits for it, and nothing changes
    rematch = s.matches["rematch"]
    refused = await league.reply(("saison", "fin"), {}, **kw)
    assert refused.ephemeral and f"il lui reste 1 match à jouer ou sans après-match appliqué (n° {rematch})" in (
        refused.content
    )
    refused = await league.reply(("saison", "fin"), {}, locale="en-US", **kw)
    assert refused.ephemeral and f"1 match still to play or without an applied Post-game Sequence (no. {rematch})" in (
        refused.content
    )
    assert file_rows(league.database_path, "players") == before
    assert one(league, "SELECT COUNT(*) FROM season_ends")[0] == 0
    cancelled = await cancel_match(league, {"match": str(rematch)}, **kw)
    assert not cancelled.ephemeral, cancelled.content
    season = await league.reply(("saison", "fin"), {}, **kw)
    assert "Fin de saison" in season.embed["title"] and "RPM levé" in text_of(season)
    await press(league, season, "confirm:", user=SECOND_OWNER_ID)
    assert "Fin de saison appliquée" in text_of(season)
    assert (
        one(league, "SELECT COUNT(*) FROM players WHERE guild_id = ? AND miss_next_game = 1", (SECOND_GUILD_ID,))[0]
        == 0
    )
    undone = await league.reply(("saison", "annuler"), {}, **kw)
    assert "annulée" in text_of(undone)
    assert file_rows(league.database_path, "players") == before


async def test_a_post_match_runs_under_the_ruleset_its_match_was_played_under(league):
    """docs/rules.md M1: a match played under ligue, the server moved to bb2025 before its post-match: the
    post-match is ligue's (its Séquelles, Revanche, Expensive Mistakes); the server's ruleset is for later matches."""
    from league.matches import MatchRepository

    s = league.seeded
    db = await open_database(league.database_path)
    try:
        repo = MatchRepository(db)
        home, away = s.teams["lezards"], s.teams["chaos"]
        played = await repo.open(s.guild_id, league.commissioner_id, home_team_id=home, away_team_id=away)
        await repo.finish(s.guild_id, league.commissioner_id, played.id, home_score=1, away_score=0)
    finally:
        await db.close()
    switched = await league.reply("reglages", {"regles": "bb2025"})
    try:
        assert f"Match n° {played.id}" in switched.embed["description"]  # named: it keeps ligue
        msg = await start(league, played.id)
        assert "Règles\u00a0: ligue" in msg.embed["footer"]["text"], msg.embed["footer"]
        assert one(league, "SELECT ruleset FROM postmatch_sequences WHERE match_id = ?", (played.id,)) == ("ligue",)
    finally:
        await league.reply("reglages", {"regles": "ligue"})


async def test_no_unknown_route_or_refused_payload(league):
    assert not league.fake.unknown_routes
    assert not league.fake.rejected
