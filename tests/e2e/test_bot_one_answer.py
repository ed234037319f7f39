"""One answer whichever path: the same players and the same dice give the same chain, through the real bot.

Orques de Fer: #7 Grak (Châtaigne, Haine (Gobelin) gained). Les Gobs: #3 Snik (Gobelin; AR 8+, Minus, Crâne
Épais, Décomposition, Appuis Sûrs, one Blessure Persistante) and #5 Zig (Tronçonneuse, Joueur Déloyal,
Sournois, Glissade Contrôlée); #8 Ogg (Frénésie) and #9 Pip (Pro) play for the Orques. A match is open in
#matchs; the home team kicks.
The armour chain comes from ``/armure`` and from a block's armour button; the direct injury from ``/blessure``
and from a kick-off victim's button; the casualty roll from ``/elimination`` (the post-match's own roll is the
same function: tests/rules/postmatch/test_plan.py).
"""

import re

import pytest

from rolls.state import Rerolled, read_choice
from rules.characteristics import Profile
from tests.e2e.dbrows import rows
from tests.e2e.harness import COACH_ID
from tests.e2e.two_teams import player, two_teams_fixture

pytestmark = pytest.mark.asyncio(loop_scope="module")

SNIK_SKILLS = ("Minus", "Crâne Épais", "Décomposition", "Appuis Sûrs")
ZIG_SKILLS = ("Tronçonneuse", "Joueur Déloyal", "Sournois", "Glissade Contrôlée")


league = two_teams_fixture(
    "one_answer",
    {
        "grak": (
            "orcs",
            player(
                7, "Grak", Profile(5, 3, 3, 4, 10), ("Châtaigne",), keywords=("Orque",), gained_hatreds=("Gobelin",)
            ),
        ),
        "snik": ("gobs", player(3, "Snik", Profile(6, 2, 3, 4, 8), SNIK_SKILLS, niggling=1, keywords=("Gobelin",))),
        "zig": ("gobs", player(5, "Zig", Profile(6, 2, 3, 4, 8), ZIG_SKILLS, keywords=("Gobelin",))),
        "ogg": ("orcs", player(8, "Ogg", Profile(5, 3, 3, 4, 10), ("Frénésie",), keywords=("Orque",))),
        "pip": ("orcs", player(9, "Pip", Profile(5, 3, 3, 4, 10), ("Pro",), keywords=("Orque",))),
    },
)


def chain(message):
    """The chain as shown, from its first step on (the title and the notes name the path, not the answer)."""
    text = message.embed["description"]
    return re.sub(r"\(jet n° \d+\)", "", text)


# Appuis Sûrs 2 (he falls); armour 4 + 3 = 7, +1 Châtaigne = 8 against 8+: broken; injury 5 + 5 = 10 on the
# Minus table with Crâne Épais: Éliminé; D16 7 + 1 BP + 1 Décomposition = 9: Amoché; Revanche (ligue: automatic).
ARMOUR_DICE = "2 4 3 5 5 7"


async def test_armour_from_the_command_and_from_the_blocks_button_is_the_same_chain(league):
    grak, snik = league.ids["grak"], league.ids["snik"]
    command = await league.reply(
        "armure", {"victime": f"id:{snik}", "attaquant": f"id:{grak}", "cause": "block", "des": ARMOUR_DICE}
    )
    text = chain(command)
    assert "Appuis Sûrs" in text and "Châtaigne" in text and "Décomposition" in text and "Amoché" in text

    block = await league.reply(
        "blocage", {"attaquant": f"id:{grak}", "defenseur": f"id:{snik}", "des": "6 3"}, user=COACH_ID
    )
    picked = await league.click(block, "Dé 1\u00a0: Défenseur Plaqué", user=COACH_ID)
    assert (await picked.response()).type == 7
    form = await league.click(block, "Jet d'Armure du défenseur", user=COACH_ID)
    assert (await form.response()).type == 9
    sent = await league.submit_modal(form, {"dice": ARMOUR_DICE})
    assert (await sent.response()).type == 7
    button = (await sent.wait_followups())[0]
    assert chain(button) == text


# Injury 4 + 4 = 8 on the Minus table with Crâne Épais: K.O. (Crâne Épais moves only the 7 on that table).
INJURY_DICE = "4 4"


async def test_a_rock_from_the_command_and_from_the_kick_offs_victim_button_is_the_same_chain(league):
    snik = league.ids["snik"]
    command = await league.reply("blessure", {"victime": f"id:{snik}", "cause": "rock", "des": INJURY_DICE})
    text = chain(command)
    assert "Tableau de blessure Minus, Crâne Épais" in text and "K.O." in text

    # classique table: 5 + 6 = Lancer de Rocher; 6 + 6 + 4 FP against 1 + 1 + 3: the Orques' fans throw; D8 7, D6 2
    kickoff = await league.reply("coup-envoi", {"des": "5 6 6 6 1 1 7 2"})
    form = await league.click(kickoff, "Victime 1 (Les Gobs)\u00a0: Jet de Blessure")
    assert (await form.response()).type == 9
    rolled = await league.submit_modal(form, {"player": str(snik), "dice": INJURY_DICE})
    assert (await rolled.response()).type == 7
    button = (await rolled.wait_followups())[0]
    assert chain(button) == text


async def test_the_casualty_roll_carries_the_niggling_injury_and_decay(league):
    grak, snik = league.ids["grak"], league.ids["snik"]
    command = await league.reply("elimination", {"victime": f"id:{snik}", "attaquant": f"id:{grak}", "des": "13"})
    text = chain(command)
    # 13 + 1 BP + 1 Décomposition = 15: Mort, as the armour chain's D16 reads it
    assert "(+1 Blessure Persistante)" in text and "Décomposition" in text and "= **15**" in text and "Mort" in text


async def test_a_gained_haine_rerolls_an_attacker_down_die_against_its_keyword(league):
    """Hatred (X) (S1): "may re-roll a single Player Down result" against a player with keyword X; Grak gained
    Haine (Gobelin) through Revanche, Snik is a Gobelin."""
    grak, snik = league.ids["grak"], league.ids["snik"]
    block = await league.reply(
        "blocage", {"attaquant": f"id:{grak}", "defenseur": f"id:{snik}", "des": "1 3"}, user=COACH_ID
    )
    labels = [b["label"] for b in block.buttons]
    assert "Haine\u00a0: relancer le dé 1" in labels and not any("dé 2" in x and "Haine" in x for x in labels)
    form = await league.click(block, "Haine\u00a0: relancer le dé 1", user=COACH_ID)
    assert (await form.response()).type == 9  # rolled by hand: the new die is typed
    again = await league.submit_modal(form, {"dice": "6"})
    assert (await again.response()).type == 7
    notes = next(f["value"] for f in block.embed["fields"] if f["name"] == "Notes")
    assert "relancé grâce à Haine (X)" in notes and "Défenseur Plaqué" in block.embed["description"]
    assert not any(b["label"].startswith("Haine") for b in block.buttons)


async def test_a_chainsaw_attack_puts_its_plus_three_on_its_targets_armour(league):
    """Chainsaw (S1): the Chainsaw Attack makes "an Armour Roll against one opposition player [...], applying a +3
    modifier". Grak's AR is 10+: 3 + 4 + 3 = 10 breaks it; injury 2 + 2: Sonné."""
    grak, zig = league.ids["grak"], league.ids["zig"]
    rolled = await league.reply(
        "armure", {"victime": f"id:{grak}", "attaquant": f"id:{zig}", "cause": "chainsaw", "des": "3 4 2 2"}
    )
    text = chain(rolled)
    assert "(+3 Tronçonneuse) = **10**" in text and "cède" in text and "Sonné" in text


async def test_an_armour_roll_said_to_be_a_foul_is_the_foul(league):
    """A Foul's armour roll is the foul's: Zig's Joueur Déloyal +1 breaks Grak's AR 10+ (5 + 4 + 1), and the natural
    double on the injury roll (2 + 2) sends him off, whether it is typed as ``/armure cause:agression`` or
    ``/agression``."""
    grak, zig = league.ids["grak"], league.ids["zig"]
    people = {"victime": f"id:{grak}", "attaquant": f"id:{zig}", "des": "5 4 2 2"}
    armour = await league.reply("armure", {**people, "cause": "foul"})
    foul = await league.reply("agression", people)
    text = chain(foul)
    assert "Expulsé" in text and "Joueur Déloyal" in text and "cède" in text
    assert chain(armour) == text


async def test_a_push_says_frenzy_must_block_again_and_sidestep_picks_the_square(league):
    """Frenzy (S1): must Follow-up and block a target still Standing again; Sidestep: the target's coach picks any
    unoccupied adjacent square, so the 3-square template is not drawn."""
    ogg, zig = league.ids["ogg"], league.ids["zig"]
    block = await league.reply(
        "blocage", {"attaquant": f"id:{ogg}", "defenseur": f"id:{zig}", "des": "3 1"}, user=COACH_ID
    )
    notes = next(f["value"] for f in block.embed["fields"] if f["name"] == "Notes")
    assert "Frénésie" in notes and "Glissade Contrôlée" in notes
    picked = await league.click(block, "Dé 1\u00a0: Repoussé", user=COACH_ID)
    assert (await picked.response()).type == 7
    kept = block.embed["fields"][-1]["value"]
    assert "Frénésie\u00a0: l'attaquant doit Poursuivre, puis bloquer une seconde fois la cible" in kept
    assert "Glissade Contrôlée\u00a0: c'est le coach de la cible qui choisit" in kept
    assert "🟩" not in kept


async def test_pro_tries_to_reroll_one_block_die(league):
    """Pro (S1): during his activation the player "may attempt to re-roll a single dice [...] as part of a multiple
    dice roll": a D6, on 3+ it is re-rolled. Pip (ST 3) blocks Zig (ST 2): two dice, both Attaquant Plaqué."""
    pip, zig = league.ids["pip"], league.ids["zig"]
    block = await league.reply(
        "blocage", {"attaquant": f"id:{pip}", "defenseur": f"id:{zig}", "des": "1 1"}, user=COACH_ID
    )
    labels = [b["label"] for b in block.buttons]
    assert "Pro\u00a0: tenter de relancer le dé 1" in labels and "Pro\u00a0: tenter de relancer le dé 2" in labels
    form = await league.click(block, "Pro\u00a0: tenter de relancer le dé 1", user=COACH_ID)
    assert (await form.response()).type == 9  # rolled by hand: the Pro D6 and the new die are typed
    again = await league.submit_modal(form, {"dice": "4 6"})
    assert (await again.response()).type == 7
    assert "Pro réussi" in block.embed["description"] and "Défenseur Plaqué" in block.embed["description"]
    markers = {read_choice(choice) for (choice,) in rows(league, "SELECT choice FROM roll_choices")}
    assert Rerolled("pro", 0) in markers and Rerolled("brawler", 0) not in markers  # Pro's own, not Bagarreur's
    labels = [b["label"] for b in block.buttons]
    assert "Dé 1\u00a0: Défenseur Plaqué" in labels and not any(x.startswith("Pro") for x in labels)  # once per block


async def test_pros_d6_alone_makes_the_reroll_wait_for_its_die(league):
    """Issue 26 (dice by hand in a form): the coach throws Pro's D6 first, and only on 3+ the block die: « 4 » alone
    keeps it and the re-roll waits for its die; the block message itself shows the re-roll once it is made."""
    pip, zig = league.ids["pip"], league.ids["zig"]
    block = await league.reply(
        "blocage", {"attaquant": f"id:{pip}", "defenseur": f"id:{zig}", "des": "1 1"}, user=COACH_ID
    )
    form = await league.click(block, "Pro\u00a0: tenter de relancer le dé 2", user=COACH_ID)
    assert (await form.response()).type == 9
    sent = await league.submit_modal(form, {"dice": "4"}, user=COACH_ID)
    waiting = await sent.final()
    assert waiting.ephemeral and "Pro 4 → " in waiting.content
    assert "Il reste à lancer\u00a0: D6 (Dé de Blocage)" in waiting.content
    assert "Pro réussi" not in block.embed["description"]  # nothing rolled yet
    again = await league.click(waiting, "Lancer la suite", user=COACH_ID)
    assert (await again.response()).type == 9
    field = again.modal["components"][0]
    assert field["label"] == "À la suite — Dé de Blocage\u00a0: D6" and field["component"]["value"].strip() == "4"
    done = await league.submit_modal(again, {"dice": "4 6"}, user=COACH_ID)
    assert (await done.response()).type == 7 and "Jet lancé" in (await done.final()).content
    assert "Pro réussi" in block.embed["description"] and "Défenseur Plaqué" in block.embed["description"]


async def test_a_foul_with_a_chainsaw_adds_its_plus_three(league):
    """Chainsaw (S1): the fouler "may also use their chainsaw when performing a Foul Action [...] +3 modifier when
    making the Armour Roll"; Zig's coach says so. 3 + 4 + 3 = 10 breaks Grak's AR 10+; injury 1 + 2: Sonné."""
    grak, zig = league.ids["grak"], league.ids["zig"]
    people = {"victime": f"id:{grak}", "attaquant": f"id:{zig}", "des": "3 4 1 2"}
    plain = chain(await league.reply("agression", people))
    sawn = chain(await league.reply("agression", {**people, "tronconneuse": True}))
    assert "(+3 Tronçonneuse) = **10**" in sawn and "cède" in sawn and "Sonné" in sawn
    assert "Tronçonneuse" not in plain and "résiste" in plain


async def test_an_injury_roll_said_to_be_a_fouls_is_the_fouls_injury_roll(league):
    """Dirty Player (S1): "+1 modifier to either the Armour Roll or Injury Roll": ``/blessure cause:agression`` is
    typed once the armour broke, so Zig's +1 goes on the injury roll as ``/agression`` puts it there when the
    armour broke on its own (6 + 5 = 11 against Grak's 10+): 4 + 3 + 1 = 8, K.O.; a double on it sends him off."""
    grak, zig = league.ids["grak"], league.ids["zig"]
    people = {"victime": f"id:{grak}", "attaquant": f"id:{zig}"}
    foul = chain(await league.reply("agression", {**people, "des": "6 5 4 3"}))
    alone = chain(await league.reply("blessure", {**people, "cause": "foul", "des": "4 3"}))
    injury_line = next(line for line in alone.splitlines() if "Joueur Déloyal" in line)
    assert injury_line.strip(" \u2003↳") in foul and "K.O." in injury_line
    assert "L'arbitre n'a rien vu" in alone
    doubled = chain(await league.reply("blessure", {**people, "cause": "foul", "des": "4 4"}))
    assert "Expulsé" in doubled
