"""The skills' catalogue keys: every skill and category named, names equal to rules.skills, French and English."""

import re

import pytest

import locales
from locales.en import skills as en_skills
from locales.fr import skills as fr_skills
from locales.typography import french as typeset
from rules import skills
from rules.errors import DomainError


@pytest.mark.parametrize("skill", skills.CATALOGUE.values(), ids=lambda s: s.key)
def test_every_skill_has_its_french_name_in_the_catalogue(skill):
    assert locales.t(f"skill.{skill.key}") == typeset(skill.name) and skill.name == skill.french[0]  # « Timmm-ber ! »


def test_every_category_is_named_and_nothing_is_orphaned():
    categories = {f"skill.category.{c}" for c in (*skills.CATEGORIES, skills.TRAIT)}
    names = {f"skill.{k}" for k in skills.CATALOGUE}
    assert categories <= fr_skills.LABELS.keys()
    interface = {k for k in fr_skills.LABELS if k.startswith(("skill.notice.", "skill.rule.", "skill.house_mark"))}
    orphans = {k for k in fr_skills.LABELS if k.startswith("skill.")} - categories - names - interface
    assert {k.rsplit(".", 1)[0] for k in orphans} <= names  # only per-skill sub-keys (skill.<key>.text)


def test_the_category_error_is_said_in_french():
    with pytest.raises(DomainError) as caught:
        skills.parse_categories("Magie")
    assert "« Magie »" in locales.t(caught.value.key, **caught.value.params)


def placeholders(text):
    return set(re.findall(r"{(\w+)}", text))


def test_english_and_french_modules_have_the_same_keys_and_placeholders():
    assert en_skills.LABELS.keys() == fr_skills.LABELS.keys()
    for key, french in fr_skills.LABELS.items():
        assert placeholders(en_skills.LABELS[key]) == placeholders(french), key
        assert en_skills.LABELS[key].strip() and french.strip()


@pytest.mark.parametrize("skill", skills.CATALOGUE.values(), ids=lambda s: s.key)
def test_every_skill_has_one_line_in_each_language_and_its_english_name(skill):
    assert en_skills.LABELS[f"skill.{skill.key}"] == skill.english
    for labels in (fr_skills.LABELS, en_skills.LABELS):
        text = labels[f"skill.{skill.key}.text"]
        assert "\n" not in text and 10 <= len(text) <= 200 and text.endswith((".", ")"))
    assert locales.t(f"skill.{skill.key}.text") == typeset(fr_skills.LABELS[f"skill.{skill.key}.text"])


def test_the_english_catalogue_explains_the_skills_too():
    assert locales.t("skill.mighty_blow.text", "en") == en_skills.LABELS["skill.mighty_blow.text"]
