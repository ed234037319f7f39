"""Free-text skill names from rosters map to the flags the rolls use."""

import pytest

from rules.skills import SKILLS, has, skill_keys


@pytest.mark.parametrize(("key", "names"), SKILLS.items())
def test_every_french_and_english_name_is_recognised(key, names):
    for name in names:
        assert skill_keys([name]) == {key}


@pytest.mark.parametrize("typed", ["chataigne", "CHÂTAIGNE", "Châtaigne (+1)", "  mighty   blow "])
def test_case_accents_spaces_and_bonuses_do_not_matter(typed):
    assert has([typed], "mighty_blow")


def test_unknown_names_are_ignored_and_unknown_keys_refused():
    assert skill_keys(["Haine (Elfe)", "Lancer", ""]) == frozenset()
    with pytest.raises(KeyError):
        has(["Minus"], "flying")


def test_a_roster_line_with_several_skills():
    assert skill_keys(["Minus", "Esquive", "Griffes", "Haine (Nain)"]) == {"stunty", "dodge", "claws"}
