"""/rule answers: a seed term, a skill, and a seed term that is a skill, within Discord's limits, in both languages."""

import pytest

from fakediscord.validate import check_message
from locales import has, t
from render.glossary import book_rosters_with, rule_embed, title
from rules import glossary, team_rules


def fields(embed):
    problems = check_message({"embeds": [embed.to_dict()]})
    assert problems == [], problems
    return {f.name: f.value for f in embed.fields}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("entry", glossary.TERMS.values(), ids=lambda e: e.key)
def test_every_term_fits_and_has_a_description(entry, lang):
    embed = rule_embed(entry, lang)
    fields(embed)
    assert embed.description and embed.title


def test_a_skill_shows_its_line_category_elite_use_and_table_cell():
    embed = rule_embed(glossary.lookup_term("mighty_blow"))
    shown = fields(embed)
    assert embed.title == "Châtaigne (Mighty Blow)"
    assert embed.description.startswith("Quand il plaque un adversaire au blocage, +1")
    assert shown["Catégorie"] == "Force · compétence d'Élite (+10\u202f000\u00a0po à la valeur du joueur)"
    assert shown["Utilisation"] == "Au choix du coach\nSeulement debout et non Déconcentré"
    assert shown["Tirage au hasard"] == "Force, 1er D6 sur 4-6, 2e D6 sur 2"
    assert "Autres noms" not in shown


def test_a_trait_has_no_table_cell_and_says_it_must_be_used():
    shown = fields(rule_embed(glossary.lookup_term("really_stupid")))
    assert shown["Catégorie"] == "Trait"
    assert shown["Utilisation"].startswith("Obligatoire chaque fois que c'est possible")
    assert "Tirage au hasard" not in shown


def test_a_seed_term_that_is_a_skill_keeps_the_seed_words_and_adds_the_card():
    embed = rule_embed(glossary.lookup_term("esquive"))
    shown = fields(embed)
    assert embed.description.startswith("Si la cible possède la Compétence Esquive")
    assert shown["En bref"] == t("skill.dodge.text")
    assert shown["Source"] == "document 002 de la ligue"
    assert shown["Catégorie"].startswith("Agilité · compétence d'Élite")


def test_other_names_are_listed():
    shown = fields(rule_embed(glossary.lookup_term("steady_footing")))
    assert shown["Autres noms"] == "Pied Ferme"


def test_a_seed_term_without_a_skill_shows_the_seed_words_first_then_our_summary():
    embed = rule_embed(glossary.lookup_term("deconcentre"))
    shown = fields(embed)
    assert embed.title == "Déconcentré (Distracted)"
    assert embed.description.startswith("Lorsqu’un joueur est Déconcentré, il perd ses zones de tacles")
    assert shown["En bref"] == t("glossary.deconcentre.text")
    assert shown["Note (règle officielle)"].endswith("(décision D11).")
    assert "Catégorie" not in shown and "Texte original (en français)" not in shown


@pytest.mark.parametrize("entry", glossary.ENTRIES, ids=lambda e: e.key)
def test_every_seed_term_is_explained_in_our_words_in_both_languages(entry):
    key = f"skill.{entry.skill}.text" if entry.skill else f"glossary.{entry.key}.text"
    assert has(key, "fr") and has(key, "en")


def test_in_english_our_explanation_comes_first_and_the_seed_french_words_are_the_source():
    entry = glossary.lookup_term("deconcentre")
    embed = rule_embed(entry, "en")
    shown = fields(embed)
    assert embed.title == "Distracted (Déconcentré)"
    assert embed.description == t("glossary.deconcentre.text", "en")
    assert embed.description.startswith("The player loses their Tackle Zone")
    assert shown["Source"] == "league document 000"
    assert shown["Original text (French)"] == "\n".join(entry.quote)
    assert shown["Note (official rule)"].startswith("Official rule (BB2025): a Distracted player cannot Catch")
    assert "In short" not in shown and "En bref" not in shown


def test_in_english_a_skill_card_speaks_english():
    embed = rule_embed(glossary.lookup_term("mighty_blow"), "en")
    shown = fields(embed)
    assert embed.title == "Mighty Blow (Châtaigne)"
    assert embed.description == t("skill.mighty_blow.text", "en")
    assert shown["Category"] == "Strength · Elite skill (+10,000 gp to the player's value)"
    assert shown["Skill Table"] == "Strength, first D6 on 4-6, second D6 on 2"


def test_in_english_a_seed_term_that_is_a_skill_keeps_its_french_source():
    shown = fields(rule_embed(glossary.lookup_term("haine"), "en"))
    assert shown["Original text (French)"].startswith("Obtient Haine (X).")
    assert shown["Category"] == "Trait"


def test_names_that_agree_or_carry_a_value_read_well_in_both_orders():
    assert title(glossary.lookup_term("blitz"), "en") == "Blitz"
    assert title(glossary.lookup_term("haine"), "en") == "Hatred (X) · Haine (X)"
    assert title(glossary.lookup_term("haine"), "fr") == "Haine (X) · Hatred (X)"


@pytest.mark.parametrize("entry", glossary.ENTRIES, ids=lambda e: e.key)
def test_an_english_answer_is_english_apart_from_the_quoted_source(entry):
    embed = rule_embed(entry, "en")
    original = t("ui.rule.original", "en")
    said = [embed.description, *(f.value for f in embed.fields if f.name != original)]
    french_words = {"le", "la", "les", "des", "du", "une", "et", "est", "joueur", "équipe"}
    for text in said:
        assert not french_words & set(text.lower().replace(",", " ").replace(".", " ").split()), text


# --- the team special rules the rosters carry (rules.team_rules) ------------------------------------------------


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("rule", team_rules.TEAM_RULES)
def test_every_team_rule_answers_by_either_name_with_both_names_and_our_words(rule, lang):
    """/rule knew every skill and trait but not the special rules the rosters carry (Brawlin' Brutes, Masters of
    Undeath…): each now answers under its French and English names, titled in both, explained in a few words."""
    french, english = team_rules.NAMES[rule][0], team_rules.NAMES[rule][-1]
    for typed in (french, english, french.lower()[:6], english.upper()[:6]):
        assert rule in [e.team_rule for e in glossary.search_terms(typed)], typed  # the autocomplete
    (entry,) = [e for e in glossary.search_terms(english, limit=1) if e.team_rule == rule]
    embed = rule_embed(entry, lang)
    shown = fields(embed)
    first, second = (french, english) if lang == "fr" else (english, french)
    assert embed.title == f"{first} ({second})"
    assert embed.description == t(f"team_rule.{rule}.text", lang) and len(embed.description) > 40
    assert t("team_rule.rule.kind", lang) in shown


@pytest.mark.parametrize(
    ("lang", "said"),
    [("fr", ("3 PSP", "2 PSP", "touchdown")), ("en", ("3 SPP", "2 SPP", "touchdown"))],
)
def test_brawlin_brutes_says_what_the_post_match_awards(lang, said):
    embed = rule_embed(glossary.lookup_term(glossary.search_terms("Brawlin' Brutes", limit=1)[0].key), lang)
    assert all(word in embed.description for word in said), embed.description
    assert glossary.search_terms("Bagarreurs Brutaux", limit=1)[0].team_rule == "brawlin_brutes"


@pytest.mark.parametrize(
    ("lang", "typed", "listed"),
    [
        ("fr", "Bagarreurs Brutaux", "Orques Noirs, Nains, Khorne, Nurgle, Ogres, Orques"),
        ("en", "Brawlin' Brutes", "Black Orc, Dwarf, Khorne, Nurgle, Ogre, Orc"),  # as the_teams.md lists them
        ("en", "Swarming", "Snotling"),
    ],
)
def test_a_team_rule_names_the_book_rosters_that_carry_it(lang, typed, listed):
    (entry,) = [e for e in glossary.search_terms(typed, limit=3) if e.team_rule][:1]
    embed = rule_embed(entry, lang)
    fields = {f.name: f.value for f in embed.fields}
    assert fields[t("team_rule.rule.rosters", lang)] == listed


@pytest.mark.parametrize("rule", team_rules.TEAM_RULES)
def test_every_team_rule_is_carried_by_a_book_roster(rule):
    assert book_rosters_with(rule, "en")


# --- the pre-game's inducements and Prayers to Nuffle (issue 28, point 4) ----------------------------------------


def test_an_inducement_shows_its_limit_price_and_who_may_take_it_cheaper():
    shown = fields(rule_embed(glossary.find_term("Pots-de-vin")))
    assert (shown["Limite"], shown["Prix"]) == ("0-3", "100\u202f000\u00a0po")
    assert shown["Pour qui"].split("\n") == [
        "toutes les équipes",
        "50\u202f000\u00a0po pour les équipes avec Pots-de-vin et Corruption",
        "0-6 pour les équipes avec Pots-de-vin et Corruption",
    ]
    english = rule_embed(glossary.find_term("Wandering Apothecary"), "en")
    assert english.title == "Wandering Apothecary (Apothicaire Ambulant)"
    assert fields(english)["Who may take it"] == "teams that can hire an Apothecary"
    assert english.description == t("inducement.wandering_apothecary.text", "en")


def test_a_prayer_shows_its_effect_and_its_face():
    embed = rule_embed(glossary.find_term("Iron Man"), "en")
    assert embed.title == "Iron Man (Homme de Fer)"
    assert fields(embed)["Table"].startswith("Prayers to Nuffle, D16: 4 (1 chance in 16")
    assert "AV by 1" in (embed.description or "")
