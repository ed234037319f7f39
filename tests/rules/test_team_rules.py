"""Team special rules as data: the book's list, a roster's defaults, typed names, PSP they change."""

import pytest

from rules import team_rules
from rules.errors import DomainError


@pytest.mark.parametrize(
    ("roster", "rules"),
    [
        ("Orques", ("brawlin_brutes", "team_captain")),
        ("orcs", ("brawlin_brutes", "team_captain")),
        ("Nains", ("brawlin_brutes", "bribery_and_corruption")),
        ("Ogres", ("brawlin_brutes", "low_cost_linemen")),
        ("Khorne", ("brawlin_brutes", "favoured_of")),
        ("Snotlings", ("bribery_and_corruption", "low_cost_linemen", "swarming")),
        ("Humains", ("team_captain",)),
        ("Elfes Sylvains", ()),
        ("Roster", ()),
    ],
)
def test_a_roster_gets_the_books_special_rules(roster, rules):
    assert team_rules.for_roster(roster) == rules


def test_every_brawlin_brutes_roster_of_the_book():
    brutes = [
        r
        for r in ("Black Orc", "Dwarf", "Khorne", "Nurgle", "Orc", "Ogre")
        if "brawlin_brutes" in team_rules.for_roster(r)
    ]
    assert len(brutes) == 6


def test_rules_typed_in_french_or_english_in_the_books_order():
    assert team_rules.parse("Capitaine d'équipe, bagarreurs brutaux") == ("brawlin_brutes", "team_captain")
    assert team_rules.parse("Brawlin' Brutes") == ("brawlin_brutes",)
    assert team_rules.parse("aucune") == () and team_rules.parse("") == ()
    with pytest.raises(DomainError):
        team_rules.parse("Bagarreurs, Vampirisme")


@pytest.mark.parametrize(
    ("rules", "casualty", "touchdown"), [((), 2, 3), (("brawlin_brutes",), 3, 2), (("team_captain",), 2, 3)]
)
def test_brawlin_brutes_earn_3_per_casualty_and_2_per_touchdown(rules, casualty, touchdown):
    assert team_rules.spp_award(rules, "casualty", 2) == casualty
    assert team_rules.spp_award(rules, "touchdown", 3) == touchdown
    assert team_rules.spp_award(rules, "completion", 1) == 1
