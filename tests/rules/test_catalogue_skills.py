"""The skills' catalogue keys: every skill and category named in French, names equal to rules.skills."""

import pytest

import locales
from locales.fr import skills as fr_skills
from rules import skills
from rules.errors import DomainError


@pytest.mark.parametrize("skill", skills.CATALOGUE.values(), ids=lambda s: s.key)
def test_every_skill_has_its_french_name_in_the_catalogue(skill):
    assert locales.t(f"skill.{skill.key}") == skill.name == skill.french[0]


def test_every_category_is_named_and_nothing_is_orphaned():
    categories = {f"skill.category.{c}" for c in (*skills.CATEGORIES, skills.TRAIT)}
    names = {f"skill.{k}" for k in skills.CATALOGUE}
    assert categories <= fr_skills.LABELS.keys()
    interface = {k for k in fr_skills.LABELS if k.startswith(("skill.notice.", "skill.house_mark"))}
    orphans = {k for k in fr_skills.LABELS if k.startswith("skill.")} - categories - names - interface
    assert {k.rsplit(".", 1)[0] for k in orphans} <= names  # only per-skill sub-keys (skill.<key>.text)


def test_the_category_error_is_said_in_french():
    with pytest.raises(DomainError) as caught:
        skills.parse_categories("Magie")
    assert "« magie »" in locales.t(caught.value.key, **caught.value.params)
