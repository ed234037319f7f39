"""The option groups of cogs.utils.options: what each hands the repositories."""

from cogs.utils.options import HurtVictim, TeamFields


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
