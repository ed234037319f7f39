"""Every roll command of issue 3 through the real bot process and the fake Discord.

Hand-rolled dice (``des``) make each reply exact; a few commands are also run
with the bot's own dice to show that path works too.
"""

import json
import sqlite3

import pytest

from tests.e2e.harness import sandbox_fixture

pytestmark = pytest.mark.asyncio(loop_scope="module")
league = sandbox_fixture("league")


async def stored_rolls(league):
    """Every roll the bot answered so far, once written (it answers first, see issue 11)."""
    await league.rolls_written()
    with sqlite3.connect(league.database_path) as conn:
        return conn.execute("SELECT command, dice, outcomes, guild_id, user_id FROM rolls ORDER BY id").fetchall()


async def test_armour_chain_to_a_death_with_hand_rolled_dice(league):
    msg = await league.reply("armure", {"ar": 9, "des": "6 5 6 6 16"}, user=league.coach_id)
    embed = msg.embed
    assert not msg.ephemeral
    assert embed["title"] == "Jet d'Armure"
    assert "L'armure cède" in embed["description"] and "Mort" in embed["description"]
    assert embed["color"] == 0x1F1F1F
    assert embed["footer"]["text"].startswith("Jet n° ")
    assert "Gaspard" in embed["author"]["name"]
    command, dice, outcomes, guild_id, user_id = (await stored_rolls(league))[-1]
    assert (command, guild_id, user_id) == ("armour", league.guild_id, league.coach_id)
    assert json.loads(dice) == [[6, 6], [6, 5], [6, 6], [6, 6], [16, 16]]
    assert "casualty.dead" in outcomes


async def test_armour_holds_with_the_canonical_english_names(league):
    msg = await league.reply("armour", {"av": 10, "dice": "3 4"})
    assert "L'armure résiste" in msg.embed["description"]
    assert msg.embed["color"] == 0x2ECC71


async def test_minus_nine_is_commotion_without_casualty_roll(league):
    msg = await league.reply("blessure", {"minus": True, "des": "4 5"})
    assert "Commotion" in msg.embed["description"]
    assert "**Jet d'Élimination**" not in msg.embed["description"]


async def test_injury_with_the_bots_own_dice(league):
    before = len(await stored_rolls(league))
    msg = await league.reply("injury", {})
    assert msg.embed["title"] == "Jet de Blessure"
    assert len(await stored_rolls(league)) == before + 1


async def test_foul_sends_off_on_a_double(league):
    msg = await league.reply("agression", {"ar": 8, "soutiens": 1, "des": "4 4 3 2"})
    assert "Expulsé" in msg.embed["description"]
    assert any("expulsé" in f["value"] for f in msg.embed.get("fields", []))


async def test_casualty_lasting_injury_and_hatred_in_ligue(league):
    msg = await league.reply("elimination", {"bp": 1, "des": "13 5"})
    text = msg.embed["description"]
    assert "Séquelle" in text and "Cou Brisé" in text  # seed 000 name for a 5 in the ligue ruleset


async def test_lasting_injury_and_ko_recovery(league):
    msg = await league.reply("sequelle", {"des": "1"})
    assert "Traumatisme Crânien" in msg.embed["description"]
    msg = await league.reply("recuperation-ko", {"nombre": 2, "des": "4 3"})
    assert "De retour en Réserves\u00a0: 1" in msg.embed["description"]


async def test_weather_scatter_and_throw_in_draw_their_template(league):
    msg = await league.reply("meteo", {"des": "6 6"})
    assert "Blizzard" in msg.embed["description"]
    msg = await league.reply("dispersion", {"des": "5 3"})
    assert any(f["name"] == "Gabarit" for f in msg.embed["fields"])
    msg = await league.reply("touche", {})
    assert any(f["name"] == "Gabarit" and "⬛" in f["value"] for f in msg.embed["fields"])


async def test_kickoff_classique_runs_the_event_then_the_scatter(league):
    msg = await league.reply("coup-envoi", {"fp-frappe": 3, "fp-reception": 2, "des": "3 4 5 2 1 4"})
    text = msg.embed["description"]
    assert "Changement de Temps" in text
    assert text.index("Changement de Temps") < text.index("Dispersion")


async def test_kickoff_bb2025_table(league):
    msg = await league.reply("coup-envoi", {"table": "bb2025"})
    assert msg.embed["title"] == "Coup d'envoi"
    assert "bb2025" in msg.embed["description"].lower() or "BB2025" in msg.embed["description"]


async def test_expensive_mistakes_show_the_treasury_left(league):
    msg = await league.reply("erreurs-couteuses", {"tresorerie": 315000, "des": "1"})
    treasury = next(f for f in msg.embed["fields"] if f["name"] == "Trésorerie")
    assert "160\u202f000\u00a0po" in treasury["value"]  # ligue: the loss is half rounded down (155,000)


async def test_advancement_lists_the_characteristics_allowed(league):
    msg = await league.reply("amelioration", {"des": "7"})
    allowed = next(f for f in msg.embed["fields"] if f["name"] == "Hausses possibles")
    assert "+1 AG" in allowed["value"] and "+1 F" in allowed["value"]


async def test_roll_any_dice_and_block_dice(league):
    msg = await league.reply("des", {"expression": "2d6+1"})
    assert msg.embed["title"] == "Jet de dés"
    msg = await league.reply("roll", {"dice": "3db"})
    assert msg.embed["description"].count("Dé de Blocage") == 3


async def test_block_with_a_choice_offers_one_button_per_die_and_resolves_the_pick(league):
    msg = await league.reply("blocage", {"force-attaquant": 4, "force-defenseur": 3, "des": "3 6"})
    labels = [b["label"] for b in msg.buttons]
    assert labels == ["Dé 1\u00a0: Repoussé", "Dé 2\u00a0: Défenseur Plaqué"]
    click = await league.click(msg, "Dé 2\u00a0: Défenseur Plaqué", user=league.coach_id)
    assert (await click.response()).type == 7  # the message is updated in place
    kept = next(f for f in msg.embed["fields"] if f["name"].startswith("Dé 2 retenu"))
    assert "🟩" in kept["value"]  # the push-back template is drawn
    assert [b["label"] for b in msg.buttons] == ["Jet d'Armure du défenseur"]

    modal = await league.click(msg, "Jet d'Armure du défenseur", user=league.coach_id)
    assert (await modal.response()).type == 9
    # no roster player and dice by hand: the form asks the AR, BP, traits, the blocker's skills and the dice
    armour = await league.submit_modal(
        modal, {"av": "9", "hitter": ["mighty_blow"], "dice": "4 4 1 1"}, user=league.coach_id
    )
    assert (await armour.response()).type == 7  # the block message shows the armour roll it became
    reply = (await armour.wait_followups())[0]
    assert reply.embed["title"] == "Jet d'Armure du défenseur"
    assert "Châtaigne" in reply.embed["description"]  # 4 + 4 + 1 breaks 9+
    assert [b["label"] for b in msg.buttons] == [f"Armure du défenseur\u00a0: jet n° {roll_number(reply)}"]
    assert msg.buttons[0]["disabled"]


def roll_number(message):
    return int(message.embed["footer"]["text"].split("n° ")[1].split(" ")[0])


async def test_a_double_click_on_a_block_die_keeps_one_choice(league):
    msg = await league.reply("block", {"attacker_st": 4, "defender_st": 3, "dice": "1 2"})
    first_id, second_id = (b["custom_id"] for b in msg.buttons)
    first = await league.click(msg, first_id, user=league.coach_id)
    second = await league.click(msg, second_id, user=league.commissioner_id)
    answers = sorted([(await first.response()).type, (await second.response()).type])
    assert answers == [4, 7]  # one update of the message, one ephemeral refusal
    refusal = next(r for r in (first, second) if r.callback.type == 4)
    assert (await refusal.final()).ephemeral
    assert len([f for f in msg.embed["fields"] if "retenu" in f["name"]]) == 1


async def test_a_single_die_block_needs_no_choice(league):
    msg = await league.reply("block", {"attacker_st": 3, "defender_st": 3, "dice": "6"})
    assert [b["label"] for b in msg.buttons] == ["Jet d'Armure du défenseur"]


async def test_rule_autocomplete_and_entry(league):
    choices = await league.autocomplete("regle", {"terme": "decon"}, focused="terme")
    assert choices and choices[0]["name"].startswith("Déconcentré")
    msg = await league.reply("regle", {"terme": choices[0]["value"]})
    assert "zones de tacles" in msg.embed["description"]


@pytest.mark.parametrize("typed", ["Châtaigne", "chataigne", "Mighty Blow", "mighty blow"])
async def test_rule_finds_a_skill_by_either_name(league, typed):
    msg = await league.reply("regle", {"terme": typed})
    assert not msg.ephemeral, msg.content
    assert msg.embed["title"] == "Châtaigne (Mighty Blow)"
    assert msg.embed["description"].startswith("Quand il plaque un adversaire au blocage")
    fields = {f["name"]: f["value"] for f in msg.embed["fields"]}
    assert fields["Catégorie"].startswith("Force · compétence d'Élite")


async def test_rule_autocomplete_offers_skills_in_english_too(league):
    choices = await league.autocomplete("regle", {"terme": "steady"}, focused="terme")
    assert choices[0] == {"name": "Appuis Sûrs (Steady Footing)", "value": "steady_footing"}
    msg = await league.reply("regle", {"terme": choices[0]["value"]})
    assert msg.embed["title"] == "Appuis Sûrs (Steady Footing)"
    fields = {f["name"]: f["value"] for f in msg.embed["fields"]}
    assert fields["Tirage au hasard"] == "Générale, 1er D6 sur 4-6, 2e D6 sur 1"
    assert fields["Autres noms"] == "Pied Ferme"


@pytest.mark.parametrize(
    ("typed", "title"),
    [
        ("Foul", "Agression (Foul Action)"),
        ("Expensive Mistakes", "Erreurs Coûteuses (Expensive Mistakes)"),
        ("Dedicated Fans", "Fans Dévoués (Dedicated Fans)"),
        ("MVP", "Joueur du Match (Most Valuable Player)"),
        ("Apothecery", "Apothicaire (Apothecary)"),
    ],
)
async def test_rule_opens_the_book_term_typed_in_english(league, typed, title):
    """Issue 26: « Foul » answered « Blessure par le Public » (its alias « foule »), « Expensive Mistakes » the
    Treasury, and Dedicated Fans, MVP or Apothecary were unknown."""
    msg = await league.reply("regle", {"terme": typed})
    assert not msg.ephemeral, msg.content
    assert msg.embed["title"] == title


@pytest.mark.parametrize(("typed", "begun"), [("Bagarreurs Brutaux", "bagar"), ("Brawlin' Brutes", "brawlin")])
async def test_rule_explains_a_team_special_rule_by_either_name(league, typed, begun):
    """/regle knew every skill and trait but not the special rules the rosters carry."""
    choices = await league.autocomplete("regle", {"terme": begun}, focused="terme")  # « bagar »: Bagarreur too
    assert "Bagarreurs Brutaux (Brawlin' Brutes)" in [c["name"] for c in choices]
    msg = await league.reply("regle", {"terme": typed})
    assert not msg.ephemeral, msg.content
    assert msg.embed["title"] == "Bagarreurs Brutaux (Brawlin' Brutes)"
    assert "3 PSP par élimination" in msg.embed["description"] and "2 PSP par touchdown" in msg.embed["description"]


@pytest.mark.parametrize(
    ("command", "options", "expected"),
    [
        (("probas", "armure"), {"ar": 9}, "5/18"),
        (("probas", "blessure"), {"minus": True}, "11/36"),
        (("probas", "elimination"), {"bp": 2}, "3/8"),
        (("probas", "blocage"), {"force-attaquant": 4, "force-defenseur": 3}, "5/9"),
        (("probas", "blessure"), {"crane-epais": True}, "13/18"),  # Sonné on 2-8
        (("probas", "agression"), {"ar": 12, "sournois": True}, "1/36"),  # sent off only when 6+6 breaks it
        (("probas", "elimination"), {"regeneration": True}, "1/2"),
        # Bagarreur re-rolls the single die's Les Deux Plaqués: 1/3 + 1/18 knockdown
        (("probas", "blocage"), {"force-attaquant": 3, "force-defenseur": 3, "bagarreur": True}, "7/18"),
        (("probas", "agression"), {"ar": 10, "tronconneuse": True}, "7/12"),  # 2D6 + 3 ≥ 10
        (("probas", "prieres"), {"nombre": 3}, "Trappe Traîtresse\u00a0: **3/16**"),  # a D16 without repeats
        (("probas", "prieres"), {}, "Trappe Traîtresse\u00a0: **1/16**"),
        (("probas", "pot-de-vin"), {}, "Pas d'expulsion\u00a0: **5/6**"),
    ],
)
async def test_odds_show_the_reference_fractions(league, command, options, expected):
    msg = await league.reply(command, options)
    text = msg.embed["description"] + "".join(f["value"] for f in msg.embed["fields"])
    assert expected in text


async def test_help_lists_every_command_with_an_example(league):
    rec = await league.invoke("aide", {})
    first = await rec.final()
    assert first.ephemeral
    total = int(first.embeds[-1]["footer"]["text"].rsplit(" ", 1)[-1])
    pages = [first, *(await rec.wait_followups(total - 1) if total > 1 else [])]
    assert all(page.ephemeral for page in pages)
    text = "".join(e["description"] for m in pages for e in m.embeds)
    for name in ("/armure", "/blessure", "/blocage", "/coup-envoi", "/probas armure", "/reglages", "/equipe creer"):
        assert name in text
    assert text.count("ex. `") == len(leaf_commands(league.fake.commands()))
    # issue 26: grouped in the order of a league's week, not alphabetical
    heads = ["Avant un match", "Pendant un match", "Après un match", "La ligue", "Réglages et aide"]
    where = [text.index(f"__**{head}**__") for head in heads]
    assert where == sorted(where)
    assert where[0] < text.index("**/equipe creer**") < where[1] < text.index("**/blocage**") < where[2]
    assert where[2] < text.index("**/apres-match lancer**") < where[3] < text.index("**/classement-ligue**") < where[4]
    assert where[4] < text.index("**/reglages**")


def leaf_commands(commands):
    """Every command a user can run: subcommands (option type 1) inside groups (type 2) included."""
    leaves = []
    for command in commands:
        subs = [o for o in command.get("options", []) if o["type"] in (1, 2)]
        leaves += leaf_commands(subs) if subs else [command["name"]]
    return leaves


async def test_settings_switch_the_ruleset_for_this_server(league):
    msg = await league.reply("reglages", {"regles": "bb2025"})
    assert msg.ephemeral and "BB2025" in msg.embed["description"]
    reply = await league.reply("elimination", {"des": "13 5 4"})
    assert "Hanche disloquée" in reply.embed["description"]  # seed 001 name in bb2025
    assert "bb2025" in reply.embed["footer"]["text"].lower()
    await league.reply("reglages", {"regles": "ligue"})


async def test_settings_are_refused_to_a_member_without_manage_server(league):
    rec = await league.invoke("reglages", {"regles": "bb2025"}, user=league.stranger_id, bypass_permissions=True)
    msg = await rec.final()
    assert msg.ephemeral and "⛔" in msg.content
    reply = await league.reply("sequelle", {"des": "5"})
    assert "Cou Brisé" in reply.embed["description"]  # still ligue


@pytest.mark.parametrize(
    ("command", "options"),
    [
        ("des", {"expression": "1000d6"}),
        ("des", {"expression": "bonjour"}),
        ("armure", {"ar": 9, "des": "7 7"}),
        ("armure", {"ar": 9, "des": "quatre"}),
        ("erreurs-couteuses", {"tresorerie": 123456}),
        ("regle", {"terme": "zzzzzz"}),
    ],
)
async def test_bad_input_gets_an_ephemeral_french_message_and_stores_nothing(league, command, options):
    before = len(await stored_rolls(league))
    msg = await league.reply(command, options)
    assert msg.ephemeral
    assert msg.content and "Traceback" not in msg.content
    assert len(await stored_rolls(league)) == before


async def test_names_never_ping(league):
    msg = await league.reply("regle", {"terme": "@everyone <@&1200000000000000201> **Déconcentré**"})
    assert "@everyone" not in msg.text.replace("@\u200beveryone", "")
    replies = [r for r in league.fake.requests if r.path.endswith("/callback") and isinstance(r.json, dict)]
    messages = [r.json["data"] for r in replies if r.json.get("type") == 4]  # new messages (not modals, updates)
    assert messages and all(m.get("allowed_mentions", {}).get("parse") == [] for m in messages)


async def test_no_unknown_route_or_refused_payload(league):
    assert not league.fake.unknown_routes
    assert not league.fake.rejected


async def test_iron_hard_skin_option_ignores_claws_and_modifiers(league):
    msg = await league.reply(
        "armure", {"ar": 10, "griffes": True, "modificateur": 2, "peau-de-fer": True, "des": "4 4"}
    )
    assert "L'armure résiste" in msg.embed["description"] and "Peau de Fer" in msg.embed["description"]


async def test_settings_can_take_back_a_role_or_channel_set_by_mistake(league):
    msg = await league.reply("reglages", {"salon-ligue": league.general_channel_id})
    assert f"<#{league.general_channel_id}>" in msg.embed["description"]
    msg = await league.reply("reglages", {"effacer": "league_channel_id"})
    assert f"<#{league.general_channel_id}>" not in msg.embed["description"] and "aucun" in msg.embed["description"]


async def test_kickoff_follows_the_servers_kickoff_table(league):
    """/settings kickoff_table: (« Table de coup d'envoi par défaut ») was saved and shown, and /kickoff without
    table: still rolled the ruleset's (ligue: classique); it now rolls the server's, the ruleset's when none."""
    before = await league.reply("coup-envoi", {})
    assert "bb2025" not in before.embed["description"].lower()  # ligue's classique
    await league.reply("reglages", {"table-coup-envoi": "bb2025"})
    try:
        msg = await league.reply("coup-envoi", {})
        assert "bb2025" in msg.embed["description"].lower(), msg.embed["description"]
        typed = await league.reply("coup-envoi", {"table": "classique"})  # a table typed still wins
        assert "bb2025" not in typed.embed["description"].lower()
    finally:
        await league.reply("reglages", {"table-coup-envoi": "default"})
