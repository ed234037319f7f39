"""The words of issue 8: every key the new rules produce is said in French, and the words the rules got wrong."""

import pytest

from locales import LANGUAGES, has, t
from locales.fr import inmatch
from render.embeds import roll_embed
from rules import block, injury
from rules.dice import Dice
from rules.ruleset import BB2025, LIGUE

NEW_KEYS = (
    *(f"step.{kind}" for kind in ("regeneration", "apothecary")),
    injury.MOD_DECAY,
    injury.INJURY_TABLE_THICK_SKULL,
    injury.INJURY_TABLE_MINUS_THICK_SKULL,
    injury.INJURY_STUNNED_CROWD_DETAIL,
    injury.HATRED_PENDING_DETAIL,
    *injury.REGENERATION.outcomes,
    injury.APOTHECARY_KO,
    injury.APOTHECARY_KO_CROWD_DETAIL,
    injury.APOTHECARY_PATCHED,
    injury.APOTHECARY_CHOOSE,
    injury.APOTHECARY_KEPT,
    "error.apothecary.nothing",
    "error.apothecary.no_choice",
    "error.block.already_rerolled",
    "error.block.no_reroll",
    "error.participants.need_av",
)


@pytest.mark.parametrize("key", NEW_KEYS)
def test_every_new_key_is_said_in_french(key):
    assert has(key) and t(key).strip()


def test_the_module_holds_only_keys_of_its_areas():
    areas = (
        "step.",
        "mod.",
        "injury.",
        "regeneration.",
        "hatred.",
        "apothecary.",
        "error.",
        "cmd.",
        "help.",
        "ui.",
        "title.",
    )
    assert all(key.startswith(areas) and text.strip() for key, text in inmatch.LABELS.items())


def test_a_casualty_whose_attacker_was_not_given_says_haine_is_automatic_and_x_chosen_later():
    result = injury.roll_casualty(Dice.manual([9]), LIGUE)
    text = roll_embed(result, title="t", roller="r", roll_id=1, lang="fr").description
    assert "Haine (X) automatique" in text and "X sera choisi plus tard" in text
    assert "aucun joueur" not in text


def test_a_crowd_casualty_says_nobody_caused_it():
    result = injury.roll_casualty(Dice.manual([9]), LIGUE, no_attacker=True)
    assert "Pas de Haine" in roll_embed(result, title="t", roller="r", roll_id=1, lang="fr").description


def test_the_ko_recovery_line_in_bb2025_is_at_the_end_of_every_drive_half_time_included():
    assert "coup d'envoi suivant" in t("injury.ko.detail", variant="ligue")  # seed 000's words
    bb2025 = t("injury.ko.detail", variant="bb2025")
    assert "fin de chaque Phase" in bb2025 and "mi-temps comprise" in bb2025
    assert "fin de la prochaine Phase" in t("ko_recovery.stays.detail", variant="bb2025")


def test_charge_names_three_different_players():
    text = t("kickoff.bb2025.charge.detail")
    assert all(word in text for word in ("un Blitz", "un autre un Lancer de Coéquipier", "un troisième un Botter"))


def test_the_bb2025_major_incident_is_rounded_down_to_5000_po():
    assert "arrondie aux 5\u202f000\u00a0po inférieurs" in t("expensive_mistakes.major.detail", variant="bb2025")


def test_the_crowds_stunned_does_not_say_the_player_stays_on_the_pitch():
    result = injury.roll_injury(Dice.manual([1, 1]), BB2025, crowd=True, no_attacker=True)
    embed = roll_embed(result, title="t", roller="r", roll_id=1, lang="fr")
    assert "reste sur le terrain" not in embed.description and "Réserves" in embed.description
    assert "Réserves" in embed.fields[0].value  # the consequence agrees


def test_one_box_has_one_name():
    texts = [t(key) for key in ("injury.badly_hurt.detail", "casualty.badly_hurt.detail", "injury.casualty.detail")]
    assert all("box Morts & Blessés" in text for text in texts)
    assert not any("Box des Éliminés" in text for text in texts)
    # the seeds' « box des Réserves », small like « box Morts & Blessés » (one sentence had « le Box des Réserves,
    # pas dans le box Morts & Blessés »)
    assert not [key for key, text in LANGUAGES["fr"].items() if "Box des Réserves" in text]


def test_no_block_step_repeats_its_parents_label():
    result = block.roll_block(Dice.manual([3, 6]), attacker_st=4, defender_st=3)
    text = roll_embed(result, title="Blocage", roller="r", roll_id=1, lang="fr").description
    assert "Repoussé** → **Repoussé" not in text and "**Effet** → **Repoussé**" not in text
    assert text.count("Repoussé") >= 1


@pytest.mark.parametrize(("lang", "title", "first"), [("fr", "Blocage", "2 dés"), ("en", "Block", "2 dice")])
def test_the_block_embed_says_its_title_once(lang, title, first):
    result = block.roll_block(Dice.manual([3, 6]), attacker_st=4, defender_st=3)
    embed = roll_embed(result, title=t("title.block", lang), roller="r", roll_id=1, lang=lang)
    assert embed.title == title
    head = embed.description.splitlines()[0]
    assert head.startswith(f"**{first}") and title not in head, head  # not « Blocage → 2 dés » under « Blocage »


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_patched_up_second_roll_does_not_say_the_box_it_avoids(lang):
    """The Apothecary's second D16 kept as Commotion / Badly Hurt: the player goes to the Reserves, and its row's
    own rule (« placé dans le box Morts & Blessés et rate le reste du match ») is not told under it."""
    chain = injury.roll_armour(Dice.manual([6, 6, 6, 6, 9]), LIGUE, av=8, stunty=True).root
    result = injury.roll_apothecary(Dice.manual([5]), LIGUE, chain=chain)
    text = roll_embed(result, title=t("title.apothecary", lang), roller="r", roll_id=1, lang=lang).description
    assert t("casualty.badly_hurt.detail", lang) not in text
    assert t(f"{injury.APOTHECARY_PATCHED}.detail", lang) in text and t("casualty.badly_hurt", lang) in text


@pytest.mark.parametrize(("lang", "may", "must"), [("fr", "il peut tenter", "il doit"), ("en", "may try", "must")])
def test_the_bb2025_landing_says_the_player_may_try_to_catch(lang, may, must):
    """BB2025 « What goes up... »: « If there is a player in that square, they may immediately try to Catch the
    ball » (issue 26 item 9)."""
    text = t("kickoff.case.player_catch", lang)
    assert may in text and must not in text, text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_regenerated_victim_of_nobody_does_not_say_its_spp_are_earned(lang):
    """A rock's or an invasion's casualty has no author, hence no SPP: its Regeneration does not say « the SPP are
    still earned » beside « no SPP, no author » (issue 26 item 9); one a player caused still does."""
    dice = [6, 6, 4]  # injury 12: a casualty; Regeneration 4+: regenerated
    nobody = injury.roll_injury(Dice.manual(dice), LIGUE, regeneration=True, no_attacker=True)
    caused = injury.roll_injury(Dice.manual(dice), LIGUE, regeneration=True)
    assert nobody.root.outcomes()[-1] == caused.root.outcomes()[-1] == injury.REGENERATED
    spp = {"fr": "PSP", "en": "SPP"}[lang]
    assert spp not in roll_embed(nobody, title="t", roller="r", roll_id=1, lang=lang).description
    assert spp in roll_embed(caused, title="t", roller="r", roll_id=1, lang=lang).description


@pytest.mark.parametrize(
    ("lang", "said"), [("fr", "AG est déjà à son minimum"), ("en", "AG is already at its minimum")]
)
def test_a_ligue_lasting_injury_re_rolled_says_the_characteristic_was_at_its_minimum(lang, said):
    """``ligue`` re-rolls a séquelle whose characteristic is at its minimum (D2): the roll says which, as the
    post-match does (issue 26 item 9); one rolled once says nothing of the kind."""
    from rules.characteristics import Profile

    karl = Profile(6, 3, 6, 4, 9)  # AG 6+: its minimum
    rerolled = injury.roll_lasting_injury(Dice.manual([5, 3]), LIGUE, profile=karl)  # 5 = AG: re-rolled; 3 = MA
    text = roll_embed(rerolled, title="t", roller="r", roll_id=1, lang=lang).description
    assert said in text, text
    once = injury.roll_lasting_injury(Dice.manual([3]), LIGUE, profile=karl)
    assert "minimum" not in roll_embed(once, title="t", roller="r", roll_id=1, lang=lang).description
    chain = injury.roll_casualty(Dice.manual([13, 5, 3]), LIGUE, profile=karl)  # the same inside a casualty
    assert said in roll_embed(chain, title="t", roller="r", roll_id=1, lang=lang).description
