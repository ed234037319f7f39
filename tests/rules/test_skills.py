"""Free-text skill names from rosters map to the flags the rolls use; the catalogue is complete."""

import re
from pathlib import Path

import pytest

from rules import skills
from rules.errors import DomainError
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


# --- the complete catalogue (issue 13 point 5) ----------------------------------------------------------

REFERENCE = Path(__file__).resolve().parents[2] / "docs" / "rules-reference.md"
ENTRIES = sorted(skills.CATALOGUE.values(), key=lambda s: s.key)


def reference_random_table() -> list[list[str]]:
    """The rows of rules-reference §2.17's table, read from the doc (an independent copy of S1)."""
    section = REFERENCE.read_text(encoding="utf-8").split("### 2.17", 1)[1].split("\n## ", 1)[0]
    rows = [line for line in section.splitlines() if re.match(r"\|\s*[14]\S[36]\s*\|", line)]
    return [[cell.strip() for cell in row.strip("|").split("|")] for row in rows]


def test_the_catalogue_holds_the_72_skills_and_the_36_traits_of_bb2025():
    assert len(skills.CATALOGUE) == 108
    assert sum(s.is_trait for s in skills.CATALOGUE.values()) == 36
    for category in skills.CATEGORIES:
        assert len(skills.RANDOM_TABLE[category]) == 12
        assert all(s.category == category for s in skills.RANDOM_TABLE[category])


@pytest.mark.parametrize("skill", ENTRIES, ids=lambda s: s.key)
def test_every_entry_resolves_by_each_of_its_names(skill):
    names = (*skill.names, skill.key.replace("_", " "), skill.key)
    for name in names:
        for typed in (name, name.upper(), name.casefold(), f"  {name}  "):
            assert skills.lookup(typed) is skill, typed
            assert skills.read(typed).known


@pytest.mark.parametrize("skill", ENTRIES, ids=lambda s: s.key)
def test_keys_are_the_snake_case_english_names_and_every_entry_has_a_french_name(skill):
    english = re.sub(r"\s*\(X\+?\)$", "", skill.english).replace("&", "and")
    assert skill.key == "_".join(re.findall(r"[a-z]+", english.casefold()))
    assert skill.french and all(name.strip() for name in skill.french)
    assert skill.name == skill.french[0]


def test_the_keys_the_other_helpers_need_exist():
    needed = (
        "block wrestle dodge tackle stand_firm fend juggernaut horns dauntless brawler steady_footing mighty_blow "
        "claws iron_hard_skin thick_skull regeneration decay stunty dirty_player sneaky_git hatred loner guard"
    )
    assert set(needed.split()) <= skills.CATALOGUE.keys()


def test_the_seeds_french_words_name_their_skills():
    words = {
        "Minus": "stunty", "Châtaigne": "mighty_blow", "Griffes": "claws", "Joueur Déloyal": "dirty_player",
        "Esquive": "dodge", "Tacle": "tackle", "Blocage": "block", "Peau de Fer": "iron_hard_skin",
        "Lutte": "wrestle", "Stabilité": "stand_firm", "Parade": "fend", "Cornes": "horns",
        "Intrépide": "dauntless", "Bagarreur": "brawler", "Crâne Épais": "thick_skull",
        "Régénération": "regeneration", "Décomposition": "decay", "Sournois": "sneaky_git",
        "Pied Ferme": "steady_footing", "Haine (X)": "hatred", "Fourchette": "eye_gouge",
        "Grande Gueule": "monstrous_mouth", "Cerveau Lent": "bone_head", "Regard Hypnotique": "hypnotic_gaze",
        "Gros Débile": "really_stupid", "Poursuite": "shadowing", "Juggernaut": "juggernaut",
    }  # fmt: skip
    assert {word: skills.read(word).key for word in words} == words


@pytest.mark.parametrize("row", range(12))
def test_the_random_table_cell_by_cell_against_rules_reference_2_17(row):
    cells = reference_random_table()[row]
    first, second, *names = cells
    assert first == ("1‑3" if row < 6 else "4‑6")
    assert int(second) == row % 6 + 1
    for category, shown in zip(skills.CATEGORIES, names, strict=True):
        english = shown.rstrip("*").strip()
        skill = skills.random_skill(category, 1 if row < 6 else 4, int(second))
        assert skill.english == english
        assert skill.table == (1 if row < 6 else 4, row % 6 + 1)
        assert skill.compulsory == shown.endswith("*")
        for die in (1, 2, 3) if row < 6 else (4, 5, 6):
            assert skills.random_skill(category, die, int(second)) is skill


def test_the_reference_table_has_twelve_rows_of_six_categories():
    table = reference_random_table()
    assert len(table) == 12 and all(len(row) == 8 for row in table)


@pytest.mark.parametrize(("category", "first", "second"), [("trait", 1, 1), ("agility", 0, 1), ("agility", 1, 7)])
def test_the_random_table_refuses_what_is_not_a_cell(category, first, second):
    with pytest.raises(ValueError):
        skills.random_skill(category, first, second)


def test_elite_skills_are_block_dodge_guard_and_mighty_blow():
    assert {"block", "dodge", "guard", "mighty_blow"} == skills.ELITE


def test_compulsory_and_passive_marks():
    compulsory_skills = {s.key for s in skills.CATALOGUE.values() if s.compulsory and not s.is_trait}
    assert compulsory_skills == {"frenzy", "disturbing_presence", "foul_appearance"}
    assert skills.CATALOGUE["stunty"].compulsory and skills.CATALOGUE["loner"].compulsory
    assert not skills.CATALOGUE["regeneration"].compulsory and skills.CATALOGUE["regeneration"].passive
    assert skills.CATALOGUE["thick_skull"].passive and not skills.CATALOGUE["block"].passive


@pytest.mark.parametrize(
    ("typed", "key", "value"),
    [
        ("Haine (Nain)", "hatred", "Nain"),
        ("Hatred (Dwarf)", "hatred", "Dwarf"),
        ("haine(elfe)", "hatred", "elfe"),
        ("Haine (X)", "hatred", None),
        ("Haine", "hatred", None),
        ("Solitaire (4+)", "loner", 4),
        ("Loner 3+", "loner", 3),
        ("Soif de Sang (2+)", "bloodlust", 2),
        ("Animosité (tous)", "animosity", "tous"),
        ("Châtaigne (+1)", "mighty_blow", 1),
        ("Mighty Blow +2", "mighty_blow", 2),
        ("Joueur Déloyal (+2)", "dirty_player", 2),
        ("Blocage (élite)", "block", None),
        ("Frénésie*", "frenzy", None),
    ],
)
def test_values_in_brackets_or_after_the_name_are_parsed(typed, key, value):
    reading = skills.read(typed)
    assert (reading.key, reading.value) == (key, value)


def test_values_of_a_roster():
    roster = ["Haine (Nain)", "Hatred (Elf)", "Solitaire (4+)", "Blocage", "Haine"]
    assert skills.values(roster, "hatred") == ("Nain", "Elf")
    assert skills.values(roster, "loner") == (4,)
    assert skills.values(roster, "block") == ()
    with pytest.raises(KeyError):
        skills.values(roster, "flying")


@pytest.mark.parametrize(
    ("typed", "suggested", "shown"),
    [
        ("Esquivee", "dodge", "Esquive"),
        ("Dodgee", "dodge", "Dodge"),
        ("Chateigne", "mighty_blow", "Châtaigne"),
        ("Bloquage", "block", "Blocage"),
        ("Griffe (+1)", "claws", "Griffes"),
        ("Tacle plongant", "diving_tackle", "Tacle Plongeant"),
        ("Regeneraton", "regeneration", "Régénération"),
    ],
)
def test_an_unknown_name_gets_the_closest_known_one_in_either_language(typed, suggested, shown):
    reading = skills.read(typed)
    assert not reading.known and reading.skill is None and reading.key is None
    assert reading.suggestion is skills.CATALOGUE[suggested]
    assert reading.suggested_as == shown


@pytest.mark.parametrize("typed", ["Garde du corps", "Coup de boule du capitaine", "zzz", "", "   "])
def test_a_house_skill_far_from_every_name_is_kept_without_suggestion(typed):
    reading = skills.read(typed)
    assert reading.typed == typed and not reading.known and reading.suggestion is None


def test_unknown_lists_every_name_not_in_the_catalogue_in_order():
    found = skills.unknown(["Blocage", "Esquivee", "Garde du corps", "Haine (Nain)"])
    assert [(r.typed, r.suggestion.key if r.suggestion else None) for r in found] == [
        ("Esquivee", "dodge"),
        ("Garde du corps", None),
    ]


def test_skill_keys_keeps_the_flags_and_all_keys_adds_the_valued_traits():
    roster = ["Minus", "Haine (Nain)", "Solitaire (4+)", "Châtaigne (+1)", "Saut", "Maison"]
    assert skill_keys(roster) == {"stunty", "mighty_blow", "leap"}
    assert skills.all_keys(roster) == {"stunty", "hatred", "loner", "mighty_blow", "leap"}
    assert has(roster, "hatred") and not has(roster, "dodge")
    assert set(SKILLS) == {k for k, s in skills.CATALOGUE.items() if s.value not in ("keyword", "target")}


def test_category_of_a_typed_name():
    assert skills.category_of("Châtaigne") == "strength"
    assert skills.category_of("Sournois") == "devious"
    assert skills.category_of("Minus") == "trait"
    assert skills.category_of("Maison") is None


@pytest.mark.parametrize(
    ("typed", "letters", "categories"),
    [
        ("GS", "en", ("general", "strength")),
        ("G, S", "en", ("general", "strength")),
        ("AD", "en", ("agility", "devious")),
        ("AS", "fr", ("agility", "devious")),
        ("GF", "fr", ("general", "strength")),
        ("Générale, Force", "en", ("general", "strength")),
        ("Scélérate Mutation passe", "en", ("devious", "mutation", "passing")),
        ("", "en", ()),
    ],
)
def test_a_players_skill_categories(typed, letters, categories):
    assert skills.parse_categories(typed, letters=letters) == categories


def test_an_unknown_category_is_a_domain_error():
    with pytest.raises(DomainError) as caught:
        skills.parse_categories("G, Magie")
    assert (caught.value.key, caught.value.params) == ("error.skill.category", {"value": "Magie"})  # as typed
