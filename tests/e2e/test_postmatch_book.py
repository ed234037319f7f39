"""The post-match as the book runs it (issue 14), through the real bot and the fake Discord.

One match on its own league: « Orques Vertes » (roster Orques, so Brawlin' Brutes) beat « Gardes de la Cité »
1-0, FP 4 and 3. The Orcs field exactly six players, the Humans seven. Gorak's block caused a casualty; Ugrak
scored; Lurtz sat the match out (RPM): he has served it, so he may play the next match and firing him is refused
(it would leave fewer than 11 for the next match); his RPM is lifted. Mazog, 12 PSP, takes two advancements:
a random Primary skill with dice typed by hand, then Blocage. The Orcs then hire a player for 50,000 po, so
their 145,000 po (90,000 + 55,000 of winnings) drop below 100,000 before Expensive Mistakes.
"""

import pytest

from tests.e2e.book_match import book_league, one, orc, seed_book_match
from tests.e2e.league_seed import START, by_hand, choose, fill, next_step, press, step_title, text_of

pytestmark = pytest.mark.asyncio(loop_scope="module")
NAMES = ("Gorak", "Ugrak", "Mazog", "Snotrak", "Bolg", "Grishnak")


async def seed(path):
    orcs = [
        orc(
            n + 1,
            name,
            spp=12 if name == "Mazog" else 0,
            value=80_000 if name == "Mazog" else 50_000,
            primary=("general", "strength"),  # an Orc Lineman's skill access (Team Roster: G S, A D)
            secondary=("agility", "devious"),
        )
        for n, name in enumerate(NAMES)
    ] + [orc(7, "Lurtz", miss_next_game=True, value=50_000)]
    return await seed_book_match(
        path,
        orcs=orcs,
        humans=7,
        orc_treasury=90_000,
        casualty=lambda sides: {"victim_id": sides.human_players[1].id, "caused_by_id": sides.orc_players[0].id},
        score=(1, 0),
    )


league = book_league(seed)


async def test_the_book_s_post_match_from_the_result_to_confirm(league):
    s, p = league.seeded, league.seeded["players"]
    assert s["brutes"] == ("brawlin_brutes", "team_captain")  # an Orc roster gets the book's special rules
    msg = await league.reply(START, {"match": str(s["match"])})
    assert step_title("outcome") in text_of(msg)
    assert "(7 ÷ 2 + 1 TD + 1) × 10\u202f000 = **55\u202f000\u00a0po**" in text_of(msg)
    await next_step(league, msg)
    await by_hand(league, msg, "fans", "3 2")
    await next_step(league, msg)
    assert "+3 PSP pour #1 Gorak" in text_of(msg)  # Brawlin' Brutes: 3 PSP per casualty

    # PSP and MVP: the Orc touchdown earns 2; six Orcs played, all six are nominees; seven Humans: choose six
    await next_step(league, msg)
    opened = await press(league, msg, "spp:home", expect=9)
    await fill(league, opened, {"touchdowns": "2"})
    text = text_of(msg)
    assert "#2 Ugrak\u00a0: TD ×1 (+2)" in text and "#1 Gorak\u00a0: ELI ×1 (+3)" in text
    assert "Nommés\u00a0: #1 Gorak, #2 Ugrak, #3 Mazog, #4 Snotrak, #5 Bolg, #6 Grishnak" in text
    assert "Gardes de la Cité\u00a0: choisissez 6 nommés au Joueur du Match (0 déjà choisis)" in text
    assert "nominees:home" not in str(msg.components)  # nothing to choose when six played
    six = [str(p[f"Garde {n}"]) for n in range(1, 7)]
    await choose(league, msg, "nominees:away", six)
    await by_hand(league, msg, "spp", "5 1")  # #5 Bolg, Garde 1
    text = text_of(msg)
    assert "Joueur du Match\u00a0: **#5 Bolg**" in text and "Joueur du Match\u00a0: **#1 Garde 1**" in text

    # Two advancements for Mazog: a random Primary skill rolled by hand (Force: Garde or Crâne Épais), then Blocage
    await next_step(league, msg)
    assert "Principale 6 (Générale, Force), Secondaire 10 (Agilité, Scélérate)" in text_of(msg)  # his columns
    await choose(league, msg, "adv:home", str(p["Mazog"]))  # the kind first (issue 26): its form asks its fields
    opened = await choose(league, msg, "advkind:", "random_primary", expect=9)
    assert "Compétence choisie" not in str(opened.modal)
    await fill(league, opened, {"category": "strength"})
    opened = await press(league, msg, "hand:advancements", expect=9)
    assert "#3 Mazog (4 D6, deux tirages, chacun un D6 pour la moitié de la table puis un D6 pour la ligne" in str(
        opened.modal
    )  # what a random skill throws, said once and right (it read « D6 … (2D6 deux fois) »)
    await fill(league, opened, {"dice": "3 6 6 6"})
    text = text_of(msg)
    assert "Au choix\u00a0: Garde ou Crâne Épais" in text, text
    assert "🎲 3 puis 6 → Garde" in text and "🎲 6 puis 6 → Crâne Épais" in text  # read one by one, never summed
    await choose(league, msg, "advchoice:", "guard")
    # Esquive is Agility, a Secondary category for an Orc Lineman: not at a Primary's price
    await choose(league, msg, "adv:home", str(p["Mazog"]))
    opened = await choose(league, msg, "advkind:", "chosen_primary", expect=9)
    assert "Catégorie" not in str(opened.modal)
    await fill(league, opened, {"skill": "Esquive"})
    assert (
        "#3 Mazog\u00a0: Esquive (Agilité) est Secondaire pour lui (ses Principales sont Générale, Force)"
        in text_of(msg)
    )
    await choose(league, msg, ":advdel", "a2")
    await choose(league, msg, "adv:home", str(p["Mazog"]))
    opened = await choose(league, msg, "advkind:", "chosen_primary", expect=9)
    await fill(league, opened, {"skill": "Blocage"})
    # the same form sent again (Discord keeps it open when the first answer came late): nothing added twice
    again = await fill(league, opened, {"skill": "Blocage"}, expect=4)
    assert (await again.final()).ephemeral and "déjà été pris en compte" in (await again.final()).content
    text = text_of(msg)
    assert "(3 PSP, progression n° 1)" in text and "(8 PSP, progression n° 2)" in text
    assert "progression n° 3" not in text
    assert (
        "→ Garde (Principale, valeur +30\u202f000\u00a0po)" in text
        and "→ Blocage (Principale, valeur +30\u202f000\u00a0po)" in text
    )

    # Hiring: a new player for 50,000 po, paid before Expensive Mistakes
    await next_step(league, msg)
    assert step_title("hiring") in text_of(msg)
    opened = await press(league, msg, "hire:home", expect=9)
    refused = await fill(league, opened, {"number": "12", "name": "Azog", "position": "Chaman"}, expect=4)
    assert "« Chaman » n'est pas un poste de la race Orques" in (await refused.final()).content  # no profile typed
    refused = await fill(
        league, opened, {"number": "12", "name": "Azog", "position": "Trois-Quart", "fee": "beaucoup"}, expect=4
    )
    assert "Coût d'embauche" in (await refused.final()).content  # the form's field, not « Valeur du joueur »
    await fill(league, opened, {"number": "12", "name": "Azog", "position": "Trois-Quart", "fee": "50\u202f000"})
    text = text_of(msg)
    assert (
        "Recrue #12 Azog (Trois-Quart)\u00a0: 50\u202f000\u00a0po" in text
        and "Trésorerie restante\u00a0: **95\u202f000\u00a0po**" in text
    )
    await choose(league, msg, "fire:home", str(p["Lurtz"]))  # he sat this one out (RPM): served, he plays the next
    below = (
        "Orques Vertes\u00a0: l'équipe n'aurait que 7 joueurs pour le prochain match\u202f; "
        "on ne renvoie personne sous 11."
    )
    assert below in text_of(msg)
    await choose(league, msg, "fire:home", [])
    assert below not in text_of(msg)
    # the staff form opens as things stand (apothecary « Inchangé »): sent untouched, it changes nothing
    opened = await press(league, msg, "staff:home", expect=9)
    await fill(league, opened, {})
    assert "Trésorerie restante\u00a0: **95\u202f000\u00a0po**" in text_of(msg)
    await next_step(league, msg)
    text = text_of(msg)
    escaped = next(f for f in msg.embed["fields"] if f["name"] == "Orques Vertes")["value"]
    assert (
        escaped == "Trésorerie 95\u202f000\u00a0po, sous 100\u202f000\u00a0po\u00a0: pas de jet."
    )  # it escaped them; named once
    assert not msg.buttons or "hand:mistakes" not in str(msg.components)
    await next_step(league, msg)
    assert step_title("next") in text_of(msg) and "RPM levé (n'a pas joué ce match)\u00a0: #7 Lurtz" in text_of(msg)
    await next_step(league, msg)
    assert step_title("preview") in text_of(msg) and "Tout est prêt" in text_of(msg)
    assert "#7 Lurtz\u00a0: RPM levé" in text_of(msg)
    await press(league, msg, "confirm:")
    assert "Après-match appliqué" in msg.embed["title"]

    assert one(league, "SELECT treasury FROM teams WHERE id = ?", (s["orcs"],)) == (95_000,)
    gorak, ugrak = (one(league, "SELECT spp FROM players WHERE id = ?", (p[n],))[0] for n in ("Gorak", "Ugrak"))
    assert (gorak, ugrak) == (3, 2)
    mazog = one(league, "SELECT skills, advancements, spp, value FROM players WHERE id = ?", (p["Mazog"],))
    assert mazog == ('["guard", "block"]', 2, 1, 140_000)  # 12 − 3 − 8; Elite skills: +30,000 each
    assert one(league, "SELECT status, miss_next_game FROM players WHERE id = ?", (p["Lurtz"],)) == ("active", 0)
    azog = one(league, "SELECT name, value, team_id, ma, st, ag, pa, av FROM players WHERE number = 12")
    assert azog == ("Azog", 50_000, s["orcs"], 5, 3, 3, 4, 10)  # the Orc Lineman's profile: the form's was empty


async def test_no_unknown_route_or_refused_payload(league):
    assert not league.fake.unknown_routes
    assert not league.fake.rejected
