"""The option groups of cogs.utils.options: what each hands the repositories."""

from cogs.utils.options import HurtVictim, PlayerFields, TeamFields
from rules.characteristics import Profile
from rules.positions import Typed


def test_team_fields_given_are_named_as_the_team_names_them():
    assert TeamFields().columns() == {}  # nothing given: the defaults at create, no change at edit
    fields = TeamFields(fans=3, treasury=0, apothecary=False, special_rules="Bagarreurs Brutaux, capitaine d'équipe")
    assert fields.columns() == {
        "treasury": 0,
        "dedicated_fans": 3,
        "apothecary": False,
        "special_rules": ("brawlin_brutes", "team_captain"),
    }


def test_hurt_victim_skills_are_the_commands_own_then_the_groups():
    assert HurtVictim().skills() == ()
    typed = HurtVictim(regeneration=True, decay=True, victim="Grak")
    assert typed.skills(minus=True, thick_skull=False) == ("stunty", "regeneration", "decay")


def test_player_fields_typed_are_what_hire_fills_around():
    assert PlayerFields().typed() == Typed()  # nothing typed: the position's line gives all
    fields = PlayerFields(ma=6, pa="-", av="9+", skills="Blocage, Esquive", keywords="Elfe")
    assert fields.typed() == Typed(ma=6, av=9, no_pa=True, skills=("Blocage", "Esquive"), keywords=("Elfe",))
    assert fields.lists() == {"skills": ("Blocage", "Esquive"), "keywords": ("Elfe",)}


def test_player_fields_over_a_profile_change_only_what_is_given():
    profile = Profile(6, 3, 3, 4, 9)
    assert PlayerFields().over(profile) is profile
    assert PlayerFields(st=4, ag="2+", pa="-").over(profile) == Profile(6, 4, 2, None, 9)
