"""/rule answers: a seed term, a skill, and a seed term that is a skill, within Discord's limits."""

import pytest

from fakediscord.validate import check_message
from locales import t
from render.glossary import rule_embed
from rules import glossary


def fields(embed):
    problems = check_message({"embeds": [embed.to_dict()]})
    assert problems == [], problems
    return {f.name: f.value for f in embed.fields}


@pytest.mark.parametrize("entry", glossary.TERMS.values(), ids=lambda e: e.key)
def test_every_term_fits_and_has_a_description(entry):
    embed = rule_embed(entry)
    fields(embed)
    assert embed.description and embed.title


def test_a_skill_shows_its_line_category_elite_use_and_table_cell():
    embed = rule_embed(glossary.lookup_term("mighty_blow"))
    shown = fields(embed)
    assert embed.title == "Châtaigne (Mighty Blow)"
    assert embed.description.startswith("Quand il plaque un adversaire au blocage, +1")
    assert shown["Catégorie"] == "Force · compétence d'Élite (+10 000 po à la valeur du joueur)"
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


def test_a_seed_term_without_a_skill_is_unchanged():
    embed = rule_embed(glossary.lookup_term("deconcentre"))
    assert embed.title == "Déconcentré (Distracted)"
    assert "Catégorie" not in fields(embed)
