"""/block between roster players, through the real bot and the fake Discord (issue 8's acceptance).

Orques de Fer: #7 Grak (ST 3, Blocage), #8 Krok (ST 2, Lutte, must miss this match), #9 Mort-Vivant (dead).
Les Gobs: #3 Snik (ST 2, AR 8+, Minus, Esquive, one Blessure Persistante). A match is open in #matchs.
"""

import asyncio
import sqlite3

import pytest

from rules.characteristics import Profile
from tests.e2e.harness import COACH_ID, COMMISSIONER_ID
from tests.e2e.two_teams import player, two_teams_fixture

pytestmark = pytest.mark.asyncio(loop_scope="module")


league = two_teams_fixture(
    "block",
    {
        "grak": ("orcs", player(7, "Grak", Profile(5, 3, 3, 4, 10), ("Blocage",), keywords=("Orque",))),
        "krok": ("orcs", player(8, "Krok", Profile(5, 2, 3, 4, 9), ("Lutte",), miss_next_game=True)),
        "snik": ("gobs", player(3, "Snik", Profile(6, 2, 3, 4, 8), ("Minus", "Esquive"), niggling=1)),
        "dead": ("orcs", player(9, "Mort-Vivant", Profile(5, 3, 3, 4, 9))),
    },
    dead=("dead",),
)


def casualties(league):
    with sqlite3.connect(league.database_path) as conn:
        return conn.execute("SELECT victim_id, caused_by_id, outcome, cause, roll_id FROM casualties").fetchall()


def rolls(league):
    with sqlite3.connect(league.database_path) as conn:
        return conn.execute("SELECT COUNT(*) FROM rolls").fetchone()[0]


def field(message, name):
    return next(f["value"] for f in message.embed["fields"] if f["name"] == name)


async def test_a_block_between_roster_players_and_the_goblins_armour_roll(league):
    ids = league.ids
    block = await league.reply(
        "blocage", {"attaquant": f"id:{ids['grak']}", "defenseur": f"id:{ids['snik']}", "des": "3 6"}, user=COACH_ID
    )
    # ST 3 against 2, from the profiles: two dice, the attacker chooses; the skills are named
    assert "2 dés, l'attaquant choisit" in block.embed["description"]
    assert block.embed["title"] == "Blocage" and "Blocage" not in block.embed["description"].splitlines()[0]
    notes = field(block, "Notes")
    assert "Attaquant\u00a0: \\#7 Grak" in notes and "Défenseur\u00a0: \\#3 Snik" in notes  # « # » escaped: no heading
    assert "Compétences de l'attaquant\u00a0: Blocage" in notes and "Compétences du défenseur\u00a0: Esquive" in notes
    picked = await league.click(block, "Dé 2\u00a0: Défenseur Plaqué", user=COACH_ID)
    assert (await picked.response()).type == 7
    assert [b["label"] for b in block.buttons] == ["Jet d'Armure du défenseur"]

    # the block was rolled by hand: the form asks only the dice (both players are known); two coaches open it
    await league.restart_bot()  # the button and the form still work after a restart
    forms = await asyncio.gather(
        league.click(block, "Jet d'Armure du défenseur", user=COACH_ID),
        league.click(block, "Jet d'Armure du défenseur", user=COMMISSIONER_ID),
    )
    assert [(await f.response(15)).type for f in forms] == [9, 9]
    assert [c["custom_id"] for row in forms[0].modal["components"] for c in [row.get("component", row)]] == ["dice"]
    # 5 + 4 = 9 against 8+: broken; 5 + 5 = 10 on the Minus table: Éliminé; D16 8 + 1 BP = 9: Amoché
    sent = await asyncio.gather(*(league.submit_modal(f, {"dice": "5 4 5 5 8"}) for f in forms))
    kinds = sorted([(await s.response()).type for s in sent])
    assert kinds == [4, 7]  # one roll, one private refusal: the armour button rolls once
    armour = next(s for s in sent if s.callback.type == 7)
    refused = next(s for s in sent if s.callback.type == 4)
    assert (await refused.final()).ephemeral and "déjà été lancé" in (await refused.final()).content
    roll = (await armour.wait_followups())[0]
    text = roll.embed["description"]
    assert roll.embed["title"] == "Jet d'Armure du défenseur"
    assert "contre 8+" in text and "Tableau de blessure Minus" in text
    assert "(+1 Blessure Persistante) = **9**" in text and "Amoché" in text
    assert "Joueur plaqué\u00a0: \\#3 Snik" in field(roll, "Notes") and "Plaqué par\u00a0: \\#7 Grak" in field(
        roll, "Notes"
    )
    assert block.buttons[0]["disabled"] and block.buttons[0]["label"].startswith("Armure du défenseur\u00a0: jet n° ")

    # Enregistrer: once, even clicked twice, with the blocker as author
    before = len(casualties(league))
    clicks = await asyncio.gather(
        league.click(roll, "Enregistrer", user=COACH_ID), league.click(roll, "Enregistrer", user=COMMISSIONER_ID)
    )
    assert sorted([(await c.response()).type for c in clicks]) == [4, 7]
    rows = casualties(league)
    assert len(rows) == before + 1
    assert rows[-1][:4] == (ids["snik"], ids["grak"], "casualty.seriously_hurt", "block")


async def test_wrestle_on_both_down_gives_no_armour_roll_and_a_missed_match_is_flagged(league):
    ids = league.ids
    block = await league.reply(
        "blocage", {"attaquant": f"id:{ids['krok']}", "defenseur": f"id:{ids['snik']}", "des": "2"}, user=COACH_ID
    )
    assert "Lutte de l'attaquant" in block.embed["description"] and "sans Jet d'Armure" in block.embed["description"]
    assert "au choix de leur coach" in block.embed["description"]
    assert [b["label"] for b in block.buttons] == [
        "Lutte de l'attaquant\u00a0: les deux Mis à Terre",
        "Les deux tombent",
    ]
    assert "⚠️ \\#8 Krok doit rater ce match (RPM)." in field(block, "Notes")
    wrestled = await league.click(block, "Lutte de l'attaquant\u00a0: les deux Mis à Terre", user=COACH_ID)
    assert (await wrestled.response()).type == 7
    assert "sans Jet d'Armure" in field(block, "Les Deux Plaqués, appliqué par Gaspard")
    assert not block.buttons  # Mis à Terre: no armour roll


async def test_wrestle_is_its_coachs_choice_and_both_down_gives_two_armour_rolls(league):
    """Wrestle (S1): "this player may choose to use this Skill" — Krok's coach keeps Les Deux Plaqués instead."""
    ids = league.ids
    block = await league.reply(
        "blocage", {"attaquant": f"id:{ids['krok']}", "defenseur": f"id:{ids['snik']}", "des": "2"}, user=COACH_ID
    )
    assert "Jet d'Armure du défenseur" not in [b["label"] for b in block.buttons]  # not before the choice
    clicks = await asyncio.gather(  # both coaches click at once: the first click wins
        league.click(block, "Les deux tombent", user=COACH_ID),
        league.click(block, "Les deux tombent", user=COMMISSIONER_ID),
    )
    assert sorted([(await c.response(15)).type for c in clicks]) == [4, 7]
    refused = next(c for c in clicks if c.callback.type == 4)
    assert (await refused.final()).ephemeral and "déjà été appliqué" in (await refused.final()).content
    applied = next(f["value"] for f in block.embed["fields"] if f["name"].startswith("Les Deux Plaqués, appliqué"))
    assert "les deux tombent" in applied and "Turnover" in applied and applied.count("Les Deux Plaqués") == 1
    tree = block.embed["description"]  # the block reads what was applied, no longer the suggestion
    assert "Les Deux Plaqués\u00a0: les deux tombent" in tree
    assert "Lutte de l'attaquant" not in tree and "au choix de leur coach" not in tree
    assert [b["label"] for b in block.buttons] == ["Jet d'Armure de l'attaquant", "Jet d'Armure du défenseur"]
    form = await league.click(block, "Jet d'Armure du défenseur", user=COACH_ID)  # reads the way applied back
    assert (await form.response()).type == 9


async def test_typed_strength_wins_and_no_strength_at_all_is_refused(league):
    ids = league.ids
    block = await league.reply(
        "blocage",
        {"attaquant": f"id:{ids['grak']}", "defenseur": f"id:{ids['snik']}", "force-defenseur": 4, "des": "1 1"},
    )
    assert "2 dés, le défenseur choisit" in block.embed["description"]
    refused = await league.reply("blocage", {"defenseur": f"id:{ids['snik']}"})
    assert refused.ephemeral and "force-attaquant" in refused.content


async def test_two_players_of_one_team_are_refused_by_name(league):
    ids = league.ids
    both = {"attaquant": f"id:{ids['grak']}", "defenseur": f"id:{ids['krok']}", "des": "6"}
    await league.rolls_written()  # the earlier tests' rolls, written after their answers (issue 11)
    before = rolls(league)
    refused = await league.reply("blocage", both)
    assert refused.ephemeral and "#7 Grak et " in refused.content
    assert "#8 Krok jouent dans la même équipe\u00a0: un blocage" in refused.content
    refused = await league.reply("blocage", both, locale="en-US")
    assert refused.ephemeral and "#8 Krok play for the same team: a block" in refused.content
    assert rolls(league) == before  # nothing rolled


async def test_a_dead_player_is_refused_by_name(league):
    refused = await league.reply("blocage", {"attaquant": "Mort-Vivant", "force-defenseur": 3})
    assert refused.ephemeral and "Mort-Vivant" in refused.content and "mort" in refused.content


async def test_brawler_rerolls_a_both_down_die_once(league):
    block = await league.reply("blocage", {"force-attaquant": 3, "force-defenseur": 3, "bagarreur": True, "des": "2"})
    labels = [b["label"] for b in block.buttons]
    assert labels == ["Bagarreur\u00a0: relancer le dé 1", "Jet d'Armure de l'attaquant", "Jet d'Armure du défenseur"]
    form = await league.click(block, "Bagarreur\u00a0: relancer le dé 1")
    assert (await form.response()).type == 9  # rolled by hand: the new die is typed
    rerolled = await league.submit_modal(form, {"dice": "6"})
    assert (await rerolled.response()).type == 7
    assert "Défenseur Plaqué" in block.embed["description"] and "Bagarreur" in field(block, "Notes")
    assert "Dés lancés à la main." in field(block, "Notes")  # the re-rolled block still says so
    assert [b["label"] for b in block.buttons] == ["Jet d'Armure du défenseur"]  # the new die's effect


async def test_in_a_match_a_spectator_cannot_pick_the_coaches_die(league):
    """Any member of the server could pick a block's die for the coaches: in a match, the dice are the table's (the
    member who rolled, the two coaches, the commissioners); a spectator is refused privately and nothing is kept."""
    ids = league.ids
    block = await league.reply(
        "blocage", {"attaquant": f"id:{ids['grak']}", "defenseur": f"id:{ids['snik']}", "des": "3 6"}, user=COACH_ID
    )
    spectator = await league.click(block, "Dé 2\u00a0: Défenseur Plaqué", user=league.stranger_id)
    refused = await spectator.final()
    assert refused.ephemeral and "Seuls les coachs" in refused.content, refused.content
    assert [b["label"] for b in block.buttons] == ["Dé 1\u00a0: Repoussé", "Dé 2\u00a0: Défenseur Plaqué"]
    picked = await league.click(block, "Dé 2\u00a0: Défenseur Plaqué", user=COMMISSIONER_ID)  # the table: it goes on
    assert (await picked.response()).type == 7
    assert [b["label"] for b in block.buttons] == ["Jet d'Armure du défenseur"]


async def test_dauntless_compares_unmodified_strengths_before_multiple_block(league):
    """Issue 26: Intrépide compares the unmodified Strengths (S1 Dauntless: « Modifiers are then applied as
    normal »); ST 3 against 3 with Blocage Multiple rolls no Intrépide D6, then 1 against 3 gives 3 dice."""
    block = await league.reply(
        "blocage",
        {"force-attaquant": 3, "force-defenseur": 3, "intrepide": True, "blocage-multiple": True, "des": "3 4 6"},
    )
    text = block.embed["description"]
    assert "3 dés, le défenseur choisit" in text and "Intrépide" not in text, text


async def test_juggernaut_on_a_blitz_still_stops_stand_firm(league):
    """Kept (issue 26 item 2): BB2025 JUGGERNAUT, « opposition players cannot use the Fend, Stand Firm or Wrestle
    Skills » on a Blitz: the target is Repoussé and the attacker may Poursuivre."""
    block = await league.reply(
        "blocage",
        {
            "force-attaquant": 4,
            "force-defenseur": 3,
            "blitz": True,
            "juggernaut": True,
            "stabilite": True,
            "des": "3 4",
        },
    )
    picked = await league.click(block, "Dé 1\u00a0: Repoussé")
    assert (await picked.response()).type == 7
    kept = next(f["value"] for f in block.embed["fields"] if f["name"].startswith("Dé 1 retenu"))
    assert "Repoussé" in kept and "Stabilité" not in kept, kept


async def test_dirty_player_is_the_foulers_choice_on_a_double_sneaky_git_forgives(league):
    """Issue 26: 4-4 +1 soutien = 9 against AR 10+ holds and Sournois keeps the fouler on the pitch; Joueur
    Déloyal's +1 would break it and send him off (S1: « may apply … after the roll has been made »): his coach
    chooses, by buttons, and the choice is made once."""
    options = {"ar": 10, "soutiens": 1, "joueur-deloyal": True, "sournois": True, "des": "4 4"}
    foul = await league.reply("agression", options)
    assert "Joueur Déloyal au choix de l'agresseur" in foul.embed["description"], foul.embed["description"]
    apply, leave = (
        "Appliquer Joueur Déloyal (armure percée, expulsé)",
        "Sans Joueur Déloyal (l'agresseur reste sur le terrain)",
    )
    assert [b["label"] for b in foul.buttons] == [apply, leave]
    left = await league.click(foul, leave)
    assert (await left.response()).type == 7
    roll = (await left.wait_followups())[0]
    text = roll.embed["description"]
    assert "L'arbitre n'a rien vu" in text and "Sournois garde l'agresseur sur le terrain" in text, text
    assert "Expulsé" not in text
    assert foul.buttons[0]["disabled"] and foul.buttons[0]["label"].startswith("Sans Joueur Déloyal\u00a0: jet n° ")

    foul = await league.reply("agression", options)
    form = await league.click(foul, apply)
    assert (await form.response()).type == 9  # dice by hand: the injury roll is typed now
    applied = await league.submit_modal(form, {"dice": "3 5"})
    assert (await applied.response()).type == 7
    roll = (await applied.wait_followups())[0]
    text = roll.embed["description"]
    assert "(+1 Joueur Déloyal) = **10**" in text and "Expulsé\u202f!" in text and "K.O." in text, text


async def test_odds_block_says_its_reroll_policy_and_offers_the_knockdown_seeking_one(league):
    """Issue 26: at 3 v 3 against Esquive with Bagarreur and Pro, /probas blocage counted one re-roll policy without
    saying so (21,30 % knockdown); it says which, and chercher-plaquage:true counts the knockdown-seeking one
    (26,85 %)."""
    options = {"force-attaquant": 3, "force-defenseur": 3, "esquive": True, "bagarreur": True, "pro": True}
    safe = await league.reply(("probas", "blocage"), options)
    assert (
        "Relances comptées au plus sûr" in safe.embed["description"]
        and "chercher-plaquage:true" in safe.embed["description"]
    )
    assert "**23/108** (21,30" in "".join(f["value"] for f in safe.embed["fields"])
    seeking = await league.reply(("probas", "blocage"), {**options, "chercher-plaquage": True})
    assert "Relances comptées pour plaquer" in seeking.embed["description"]
    assert "**29/108** (26,85" in "".join(f["value"] for f in seeking.embed["fields"])


def modal_fields(form):
    """``{custom_id: (label, default)}`` of an opened form."""
    return {
        row["component"]["custom_id"]: (row["label"], row["component"].get("value")) for row in form.modal["components"]
    }


async def test_dice_by_hand_are_asked_as_the_armour_roll_needs_them_and_the_roll_waits_for_the_rest(league):
    """Issue 26 (a commissioner's week): the armour form asks the 2D6 of the Armour Roll, not every die at once; the
    Injury Roll's dice are asked once the armour broke, then the Casualty Roll's D16; a die out of range names its
    roll and reopens the form with what was typed; nothing is lost on the way."""
    ids = league.ids
    block = await league.reply(
        "blocage", {"attaquant": f"id:{ids['grak']}", "defenseur": f"id:{ids['snik']}", "des": "3 6"}, user=COACH_ID
    )
    picked = await league.click(block, "Dé 2\u00a0: Défenseur Plaqué", user=COACH_ID)
    assert (await picked.response()).type == 7
    form = await league.click(block, "Jet d'Armure du défenseur", user=COACH_ID)
    assert (await form.response()).type == 9
    assert modal_fields(form)["dice"][0] == "Dés à la main — Jet d'Armure\u00a0: 2D6"
    before = rolls(league)

    # 5 + 4 = 9 against 8+: broken; the roll waits for the Injury Roll's 2D6, privately, nothing rolled yet
    sent = await league.submit_modal(form, {"dice": "5 4"})
    waiting = await sent.final()
    assert waiting.ephemeral and "Dés gardés\u00a0: 5 4." in waiting.content
    assert "Jet d'Armure 5 4 → L'armure cède" in waiting.content
    assert "Il reste à lancer\u00a0: 2D6 (Jet de Blessure)" in waiting.content
    assert [b["label"] for b in waiting.buttons] == ["Lancer la suite"]
    assert rolls(league) == before and block.buttons[0]["label"] == "Jet d'Armure du défenseur"

    again = await league.click(waiting, waiting.buttons[0]["custom_id"], user=COACH_ID)
    assert (await again.response()).type == 9
    label, kept = modal_fields(again)["dice"]
    assert label == "À la suite — Jet de Blessure\u00a0: 2D6" and kept.strip() == "5 4"

    # 5 + 5 = 10 on the Minus table: Éliminé; the Casualty Roll's D16 is asked next
    sent = await league.submit_modal(again, {"dice": "5 4 5 5"})
    waiting = await sent.final()
    assert "Il reste à lancer\u00a0: D16 (Jet d'Élimination)" in waiting.content
    again = await league.click(waiting, waiting.buttons[0]["custom_id"], user=COACH_ID)
    assert (await again.response()).type == 9

    # a D16 of 17: the error names the die, and the form reopens with what was typed
    sent = await league.submit_modal(again, {"dice": "5 4 5 5 17"})
    refused = await sent.final()
    assert refused.ephemeral and "le D16 du Jet d'Élimination vaut 17" in refused.content
    assert [b["label"] for b in refused.buttons] == ["Rouvrir le formulaire"]
    again = await league.click(refused, refused.buttons[0]["custom_id"], user=COACH_ID)
    assert (await again.response()).type == 9
    assert modal_fields(again)["dice"][1].strip() == "5 4 5 5 17"

    sent = await league.submit_modal(again, {"dice": "5 4 5 5 8"})
    assert (await sent.response()).type == 7
    roll = (await sent.wait_followups())[0]
    assert "contre 8+" in roll.embed["description"] and "Amoché" in roll.embed["description"]
    assert block.buttons[0]["disabled"]
