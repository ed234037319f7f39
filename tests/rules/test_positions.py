"""A new player's line of the Team Roster: what it fills, what typed fields keep, the limits of Qty and footnotes."""

import pytest

from rules import positions, rosters
from rules.characteristics import Profile
from rules.errors import DomainError
from rules.positions import Typed


def test_a_book_position_fills_everything_not_typed():
    hired = positions.fill("Orques", "Blitzer", Typed())
    assert hired.line is not None and hired.line.name == "Orc Blitzer"
    assert hired.profile == Profile(6, 3, 3, 4, 10)
    assert hired.skills == ("block", "break_tackle") and hired.keywords == ("Blitzer", "Orc")
    assert (hired.primary, hired.secondary) == (("general", "strength"), ("agility", "devious"))
    assert hired.value == 85_000
    assert hired.filled == positions.FIELDS


def test_what_is_typed_wins_and_is_not_said_as_filled():
    typed = Typed(av=9, skills=("Blocage", "Esquive"), value=90_000, primary=("general",))
    hired = positions.fill("Orc", "orc blitzer", typed)
    assert hired.profile == Profile(6, 3, 3, 4, 9)
    assert hired.skills == ("Blocage", "Esquive") and hired.value == 90_000
    assert hired.primary == ("general",) and hired.secondary == ("agility", "devious")
    assert hired.filled == ("ma", "st", "ag", "pa", "keywords", "secondary")


def test_a_pa_typed_as_none_stays_none_and_the_book_s_none_is_kept():
    assert positions.fill("Orc", "Blitzer", Typed(no_pa=True)).profile.pa is None
    looney = positions.fill("Goblin", "Looney", Typed())
    assert looney.profile.pa is None and "pa" in looney.filled


def test_skills_keep_their_values():
    troll = positions.fill("Orc", "Troll", Typed())
    assert "loner (4+)" in troll.skills and troll.value == 115_000
    slayer = positions.fill("Nains", "Troll Slayer", Typed())
    assert "hatred (Troll)" in slayer.skills


def test_a_position_the_book_roster_lacks_is_refused_with_its_positions_unless_the_profile_is_typed():
    with pytest.raises(DomainError) as refused:
        positions.fill("Orques", "Wardancer", Typed(ma=8))
    assert refused.value.key == "error.roster.unknown_position"
    assert "Orc Blitzer" in str(refused.value.params["positions"]) and refused.value.params["roster"] == "Orques"
    house = positions.fill("Orques", "Chaman", Typed(ma=5, st=3, ag=3, pa=4, av=9, skills=("Lutte",)))
    assert house.line is None and house.filled == () and house.value is None
    assert house.profile == Profile(5, 3, 3, 4, 9)


def test_a_house_roster_fills_nothing_and_needs_the_profile():
    typed = Typed(ma=6, st=3, ag=3, no_pa=True, av=9)
    hired = positions.fill("Ligue Maison", "Blitzer", typed)
    assert hired.line is None and hired.filled == () and hired.profile == Profile(6, 3, 3, None, 9)
    with pytest.raises(DomainError) as refused:
        positions.fill("Ligue Maison", "Blitzer", Typed(ma=6, st=3))
    assert refused.value.key == "error.roster.profile_missing"
    assert [term.key for term in refused.value.params["characteristics"]] == ["char.ag", "char.pa", "char.av"]


def test_a_third_blitzer_is_refused_and_other_names_of_the_same_line_count():
    positions.check_room("Orques", "Blitzer", ["Orc Blitzer", "Trois-Quart"])
    with pytest.raises(DomainError) as refused:
        positions.hire("Orques", "Orc Blitzer", Typed(), ["blitzer", "Orc Blitzer", "Troll"])
    assert refused.value.key == "error.roster.position_full"
    assert refused.value.params == {"position": "Orc Blitzer", "most": 2, "roster": "Orques", "count": 2}


def test_the_limit_is_the_line_s_not_the_role_s():
    positions.check_room("Orc", "Goblin Lineman", ["Orc Lineman"] * 12)
    with pytest.raises(DomainError):
        positions.check_room("Orc", "Goblin Lineman", ["Goblin Lineman"] * 4)


def test_a_footnote_limits_big_guys_together():
    positions.check_room("Chaos Chosen", "Ogre", [])
    with pytest.raises(DomainError) as refused:
        positions.check_room("Chaos Chosen", "Ogre", ["Troll"])
    assert refused.value.key == "error.roster.group_full"
    assert refused.value.params["positions"] == "Troll, Ogre, Minotaur" and refused.value.params["most"] == 1
    positions.check_room("Chaos Renegades", "Ogre", ["Troll", "Minotaur"])
    with pytest.raises(DomainError):
        positions.check_room("Chaos Renegades", "Ogre", ["Troll", "Minotaur", "Rat Ogre"])


def test_no_limit_off_the_book():
    positions.check_room("Ligue Maison", "Blitzer", ["Blitzer"] * 5)
    positions.check_room("Orques", "Chaman", ["Chaman"] * 5)


def test_a_journeyman_is_a_0_16_lineman_with_loner_and_counts_for_no_limit():
    hired = positions.hire("Orques", "Lineman", Typed(), ["Orc Lineman"] * 16, journeyman=True)
    assert hired.skills == ("loner (4+)",) and "skills" in hired.filled and hired.value == 50_000
    gnoblar = positions.fill("Ogre", "Gnoblar Lineman", Typed(), journeyman=True)
    assert gnoblar.skills[-1] == "loner (4+)" and "titchy" in gnoblar.skills
    assert positions.fill("Orc", "Orc Lineman", Typed(skills=("Blocage",)), journeyman=True).skills == ("Blocage",)
    with pytest.raises(DomainError) as refused:
        positions.fill("Orques", "Goblin Lineman", Typed(), journeyman=True)  # a Lineman, but 0-4
    assert refused.value.key == "error.roster.journeyman_line" and refused.value.params["positions"] == "Orc Lineman"
    undead = rosters.find("Morts-Vivants")
    assert undead is not None
    assert [line.name for line in positions.journeyman_lines(undead)] == ["Skeleton Lineman", "Zombie Lineman"]
    positions.fill("Maison", "Trois-Quart", Typed(ma=5, st=3, ag=3, pa=4, av=9), journeyman=True)  # off the book


def test_an_edit_is_checked_when_the_player_counts_for_a_line_he_did_not_count_for():
    two = ["Orc Blitzer", "Blitzer"]
    with pytest.raises(DomainError) as refused:
        positions.check_edit("Orques", ("Trois-Quart", False), ("Orc Blitzer", False), two)
    assert refused.value.key == "error.roster.position_full"
    positions.check_edit("Orques", ("Orc Blitzer", False), ("blitzer", False), two)  # the same line, retyped
    with pytest.raises(DomainError):
        positions.check_edit("Orques", ("Orc Blitzer", True), ("Orc Blitzer", False), two)  # a Journeyman hired
    positions.check_edit("Orques", ("Orc Lineman", False), ("Orc Blitzer", True), two)  # Journeymen count for none
    positions.check_edit("Maison", ("Trois-Quart", False), ("Blitzer", False), two * 3)
