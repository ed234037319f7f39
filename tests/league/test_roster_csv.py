"""Roster CSV: good files in both separators, every bad line reported by number, nothing saved on error."""

import pytest
from hypothesis import given, settings, strategies as st

from league.players import PlayerRepository
from league.roster_csv import MAX_PLAYERS, RosterCsvError, format_roster, parse_roster
from league.teams import TeamRepository
from records.models import ConflictError, PlayerDraft, SkillNotice, skill_notices
from render.league import import_refused_embed
from rules.characteristics import Profile
from rules.skills import CATEGORIES
from tests.league.leaguedata import G1, USER
from tests.said import refused, said


def lines(caught, lang="fr"):
    """Each refused line's problems as its reader gets them."""
    return {number: " ; ".join(said(e, lang) for e in errors) for number, errors in caught.value.problems}


GOOD = """numero;nom;poste;M;F;AG;CP;AR;competences;mots_cles
7;Grak;Blitzer orque;5;3;3+;4+;10+;Blocage|Haine (Nain);Orc|Blitzer
12;Zog;Gobelin;6;2;3;-;8;Minus|Esquive;Gobelin

3;"Ugluk; le Gros";Trois-Quart orque;5;3;3+;4+;10+;;Orc
"""


def test_a_good_file():
    grak, zog, ugluk = parse_roster(GOOD)
    assert grak == PlayerDraft(
        7,
        "Grak",
        "Blitzer orque",
        Profile(5, 3, 3, 4, 10),
        keywords=("Orc", "Blitzer"),
        skills=("Blocage", "Haine (Nain)"),
    )
    assert zog.profile == Profile(6, 2, 3, None, 8)
    assert zog.skills == ("stunty", "dodge")  # by key
    assert (ugluk.name, ugluk.skills, ugluk.keywords) == ("Ugluk; le Gros", (), ("Orc",))


def test_commas_a_bom_other_column_order_and_accented_headers():
    text = (
        "\ufeffNom,Numéro,Poste,M,F,AG,CP,AR,Mots-clés,Compétences\r\n"
        "Grak,7,Blitzer,5,3,3+,–,10+,Orc,Blocage|Esquive\r\n"
    )
    [grak] = parse_roster(text)
    assert (grak.number, grak.name, grak.profile.pa, grak.keywords, grak.skills) == (
        7,
        "Grak",
        None,
        ("Orc",),
        ("block", "dodge"),
    )


def test_the_english_header_of_the_english_help_is_read():
    [p] = parse_roster("number;name;position;MA;ST;AG;PA;AV;skills;keywords\n1;Grak;Blitzer;6;3;3+;4+;9+;Block;Orc\n")
    assert (p.number, p.name, p.position, p.profile, p.skills, p.keywords) == (
        1,
        "Grak",
        "Blitzer",
        Profile(6, 3, 3, 4, 9),
        ("block",),
        ("Orc",),
    )


def test_optional_columns_may_be_left_out():
    [p] = parse_roster("numero;nom;poste;M;F;AG;CP;AR\n1;A;Trois-Quart;6;3;3+;4+;9+\n")
    assert (p.skills, p.keywords) == ((), ())


def test_every_bad_line_is_reported_by_number():
    text = "\n".join(
        [
            "numero;nom;poste;M;F;AG;CP;AR;competences;mots_cles",  # 1
            "7;Grak;Blitzer;5;3;3+;4+;10+;Blocage;Orc",  # 2 good
            "x;Zog;Gobelin;6;2;3+;-;8+;;",  # 3 number not a number
            "0;Zero;Gobelin;6;2;3+;-;8+;;",  # 4 number out of range
            "7;Doublon;Gobelin;6;2;3+;-;8+;;",  # 5 number already used line 2
            "8;Agile;Gobelin;6;2;7+;-;8+;;",  # 6 AG out of range
            "9;Mou;Gobelin;6;2;3+;4+;13+;;",  # 7 AR out of range
            "10;;Gobelin;6;2;3+;4+;8+;;",  # 8 empty name
            "11;Court;Gobelin;6;2",  # 9 missing columns
            "12;Long;Gobelin;6;2;3+;4+;8+;;;en trop",  # 10 too many columns
            "13;Rapide;Gobelin;six;2;3+;abc;8+;;",  # 11 two bad cells on one line
            "14;Ok;Gobelin;6;2;3+;4+;8+;;",  # 12 good
        ]
    )
    with pytest.raises(RosterCsvError) as err:
        parse_roster(text)
    problems = lines(err)
    assert sorted(problems) == [3, 4, 5, 6, 7, 8, 9, 10, 11]
    assert "Numéro du joueur\u00a0: un nombre entier de 1 à 99 est attendu, tapé seul (reçu « x »)" in problems[3]
    assert "de 1 à 99" in problems[4]
    assert "déjà donné ligne 2" in problems[5]
    assert "Agilité (AG)\u00a0: de 1+ à 6+ (reçu « 7+ »)" in problems[6]
    assert "Armure (AR)\u00a0: de 3+ à 11+ (reçu « 13+ »)" in problems[7]
    assert "Nom du joueur\u00a0: ce champ ne peut pas être vide" in problems[8]
    assert "colonnes au lieu de 10" in problems[9]
    assert "11 colonnes au lieu de 10" in problems[10]
    assert "Mouvement (M)\u00a0: un nombre est attendu, par exemple 6 (reçu « six »)" in problems[11]
    assert "Capacité de Passe (CP)\u00a0: une valeur comme 3+ ou 3 est attendue (reçu « abc »)" in problems[11]
    assert said(err).startswith("Effectif refusé, rien n'a été enregistré (9 lignes à corriger)")
    shown = import_refused_embed(err.value.problems).description
    assert "**Ligne 3**\u00a0: " in shown and "**Ligne 11**\u00a0: " in shown
    assert "Player number: a whole number from 1 to 99" in lines(err, "en")[3]


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        ("", 1, "fichier vide"),
        ("\n\n", 1, "fichier vide"),
        ("numero nom poste\n1 a b\n", 1, "séparez les colonnes"),
        ("numero;nom;poste;M;F;AG;CP\n", 1, "il manque ar"),
        ("numero;nom;poste;M;F;AG;CP;AR;age\n", 1, "colonne inconnue « age »"),
        ("numero;nom;nom;poste;M;F;AG;CP;AR\n", 1, "nom en double"),
        ("numero;nom;poste;M;F;AG;CP;AR\n", 1, "aucun joueur"),
        ("\n\nnumero;nom;poste;M;F;AG;CP;AR\n", 3, "aucun joueur"),
    ],
)
def test_header_problems(text, line, message):
    with pytest.raises(RosterCsvError) as err:
        parse_roster(text)
    [(number, problem)] = lines(err).items()
    assert number == line
    assert message in problem.lower()


def test_a_cap_on_lines_and_size():
    header = "numero;nom;poste;M;F;AG;CP;AR\n"
    rows = [f"{n};J{n};Trois-Quart;6;3;3+;4+;9+" for n in range(1, MAX_PLAYERS + 2)]
    assert len(parse_roster(header + "\n".join(rows[:MAX_PLAYERS]))) == MAX_PLAYERS
    with pytest.raises(RosterCsvError) as err:
        parse_roster(header + "\n".join(rows))
    assert lines(err) == {MAX_PLAYERS + 2: f"Plus de {MAX_PLAYERS} joueurs\u00a0: une équipe en compte 16 au plus."}
    with pytest.raises(RosterCsvError) as err:
        parse_roster(header + "x" * 40_000)
    assert "trop long" in lines(err)[1]


async def test_nothing_is_saved_unless_every_line_is_valid(db):
    team = await TeamRepository(db).create(G1, USER, name="Orques", coach_id=1, roster="Orques")
    players = PlayerRepository(db)
    bad = GOOD + "99;Cassé;Gobelin;6;2;9+;-;8+;;\n"
    with pytest.raises(RosterCsvError):
        await players.add_many(G1, USER, team.id, parse_roster(bad))
    assert await players.roster(G1, team.id) == []
    saved = await players.add_many(G1, USER, team.id, parse_roster(GOOD))
    assert [p.number for p in await players.roster(G1, team.id)] == [3, 7, 12]
    assert {p.name for p in saved} == {"Grak", "Zog", "Ugluk; le Gros"}
    with refused("numéro 7 est déjà porté par Grak", error=ConflictError):
        await players.add_many(G1, USER, team.id, parse_roster(GOOD.replace("12;Zog", "13;Zog").replace("3;", "4;", 1)))
    assert len(await players.roster(G1, team.id)) == 3


def test_format_reads_back():
    drafts = parse_roster(GOOD)
    assert parse_roster(format_roster(drafts)) == drafts
    assert parse_roster(format_roster(drafts, separator=",")) == drafts


names = st.text(
    alphabet=st.characters(categories=("L", "N", "Zs", "P"), exclude_characters="|\u2028\u2029"), min_size=1
)
profiles = st.builds(
    Profile,
    st.integers(1, 9),
    st.integers(1, 8),
    st.integers(1, 6),
    st.none() | st.integers(1, 6),
    st.integers(3, 11),
)


#: A position's skill access: each category Primary, Secondary or neither.
accesses = st.lists(st.sampled_from((0, 1, 2)), min_size=len(CATEGORIES), max_size=len(CATEGORIES)).map(
    lambda picks: tuple(tuple(c for c, pick in zip(CATEGORIES, picks, strict=True) if pick == n) for n in (1, 2))
)


@settings(max_examples=50)
@given(
    st.lists(
        st.tuples(names.filter(lambda s: s.strip() and len(s.strip()) <= 100), profiles, accesses),
        min_size=1,
        max_size=MAX_PLAYERS,
    )
)
def test_any_roster_survives_a_round_trip(rows):
    drafts = [
        PlayerDraft(n + 1, name, "Trois-Quart", profile, primary=primary, secondary=secondary)
        for n, (name, profile, (primary, secondary)) in enumerate(rows)
    ]
    assert parse_roster(format_roster(drafts)) == drafts


def test_a_misspelt_skill_is_accepted_and_flagged_with_the_closest_name():
    text = (
        "numero;nom;poste;M;F;AG;CP;AR;competences;mots_cles\n"
        "7;Grak;Blitzer;6;3;3+;4+;9+;Blocage, Esquivee;Orque\n"
        "8;Ugluk;Trois-Quart;5;3;3+;-;9+;Chataigne (+1), Mighty Blo;Orque\n"
        "9;Zog;Gobelin;6;2;3+;-;8+;Minus, Coup de boule maison;Gobelin\n"
    )
    grak, ugluk, zog = parse_roster(text)
    assert grak.skills == ("block", "Esquivee") and zog.skills == ("stunty", "Coup de boule maison")
    assert skill_notices([grak, ugluk, zog]) == (
        SkillNotice(7, "Grak", "Esquivee", "dodge", "Esquive"),
        SkillNotice(8, "Ugluk", "Mighty Blo", "mighty_blow", "Mighty Blow"),
        SkillNotice(9, "Zog", "Coup de boule maison"),
    )


@pytest.mark.parametrize(("cell", "value"), [("50000", 50_000), ("50 000 po", 50_000), ("85k", 85_000), ("", None)])
def test_the_optional_cost_column_is_the_players_value(cell, value):
    text = f"numero;nom;poste;M;F;AG;CP;AR;cout\n7;Grak;Blitzer;6;3;3+;4+;9+;{cell}\n"
    assert parse_roster(text)[0].value == value


def test_a_bad_cost_is_named_with_its_line():
    text = (
        "number;name;position;MA;ST;AG;PA;AV;cost\n"
        "7;Grak;Blitzer;6;3;3+;4+;9+;beaucoup\n8;Ugluk;Lineman;5;3;3+;4+;9+;51000\n"
    )
    with pytest.raises(RosterCsvError) as caught:
        parse_roster(text)
    assert [number for number, _ in caught.value.problems] == [2, 3]
    found = lines(caught)
    assert "Valeur du joueur\u00a0: une somme en po est attendue" in found[2] and "« beaucoup »" in found[2]
    assert "5\u202f000" in found[3]


def test_the_cost_goes_round_trip():
    drafts = parse_roster("numero;nom;poste;M;F;AG;CP;AR;cout\n7;Grak;Blitzer;6;3;3+;4+;9+;85000\n")
    assert parse_roster(format_roster(drafts))[0].value == 85_000


def test_lines_pasted_without_a_header_read_under_the_default_one_with_their_own_line_numbers():
    pasted = "7;Grak;Blitzer;6;3;3+;4+;9+;Blocage;Orque;85k\n8;Ugluk;Trois-Quart;5;3;3;-;9\n"
    drafts = parse_roster(pasted, header_optional=True)
    assert [(d.number, d.value) for d in drafts] == [(7, 85_000), (8, None)]
    with pytest.raises(RosterCsvError) as caught:
        parse_roster("7;Grak;Blitzer;6;3;3+;4+;9+\n8;Ugluk;Trois-Quart;x;3;3;-;9\n", header_optional=True)
    assert [number for number, _ in caught.value.problems] == [2]
    with pytest.raises(RosterCsvError):  # a file keeps needing its header
        parse_roster(pasted)


#: The BB2025 Orc roster (the book's Team Roster), by position: profile, starting skills, keywords, hiring fee,
#: Primary and Secondary skill categories.
G, S, A, D, P = "general", "strength", "agility", "devious", "passing"
ORC_ROSTER_BB2025 = {
    "Orc Lineman": (Profile(5, 3, 3, 4, 10), (), ("Lineman", "Orc"), 50_000, (G, S), (A, D)),
    "Goblin Lineman": (
        Profile(6, 2, 3, 4, 8),
        ("dodge", "right_stuff", "stunty"),
        ("Lineman", "Goblin"),
        40_000,
        (A, D),
        (G, P, S),
    ),
    "Orc Thrower": (Profile(6, 3, 3, 3, 9), ("pass", "sure_hands"), ("Thrower", "Orc"), 75_000, (G, P), (A, S, D)),
    "Orc Blitzer": (Profile(6, 3, 3, 4, 10), ("block", "break_tackle"), ("Blitzer", "Orc"), 85_000, (G, S), (A, D)),
    "Big Un Blocker": (
        Profile(5, 4, 4, 6, 10),
        ("mighty_blow", "taunt", "thick_skull", "unsteady"),
        ("Blocker", "Orc"),
        95_000,
        (G, S),
        (A, D),
    ),
}


#: The keywords as the French roster writes them (free text: the league's words).
FRENCH_KEYWORDS = {
    "Lineman": "Trois-Quart",
    "Orc": "Orque",
    "Goblin": "Gobelin",
    "Thrower": "Lanceur",
    "Blitzer": "Blitzer",
    "Blocker": "Bloqueur",
}


def test_the_readme_example_rosters_are_the_book_s_orc_team_in_both_languages():
    # a newcomer's first roll reads these players' skills: they must be the book's (they lacked Mighty Blow…)
    from pathlib import Path

    from rules import skills

    examples = Path(__file__).parents[2] / "docs" / "exemples"
    french = parse_roster((examples / "orques-de-fer.csv").read_text("utf-8"))
    english = parse_roster((examples / "iron-orcs.csv").read_text("utf-8"))
    assert [p.number for p in french] == [p.number for p in english] == list(range(1, 12))
    for fr, en in zip(french, english, strict=True):
        profile, starting, keywords, fee, primary, secondary = ORC_ROSTER_BB2025[en.position]
        assert (fr.name, fr.profile, fr.value) == (en.name, en.profile, en.value) == (en.name, profile, fee)
        assert skills.skill_keys(fr.skills) == skills.skill_keys(en.skills) == frozenset(starting), en.name
        assert not skills.unknown(fr.skills) and not skills.unknown(en.skills)
        assert en.keywords == keywords
        in_table_order = tuple(c for c in CATEGORIES if c in primary), tuple(c for c in CATEGORIES if c in secondary)
        assert (fr.primary, fr.secondary) == (en.primary, en.secondary) == in_table_order, en.name
        assert fr.keywords == tuple(FRENCH_KEYWORDS[k] for k in keywords), fr.name


@pytest.mark.parametrize(
    ("header", "cells", "primary", "secondary"),
    [
        # the header's language decides the initials: French F = Force, S = Scélérate; English S = Strength
        ("primaires;secondaires", "G F;A S", ("general", "strength"), ("agility", "devious")),
        ("primary;secondary", "G S;A D", ("general", "strength"), ("agility", "devious")),
        ("Principales;Secondaires", "Générale, Force;Agilité", ("general", "strength"), ("agility",)),
        ("primary;secondary", "General Strength;", ("general", "strength"), ()),
    ],
)
def test_the_skill_access_columns_read_initials_in_the_header_s_language(header, cells, primary, secondary):
    text = f"numero;nom;poste;M;F;AG;CP;AR;{header}\n5;Snaga;Trois-Quart Orque;5;3;3+;4+;10+;{cells}\n"
    (snaga,) = parse_roster(text)
    assert (snaga.primary, snaga.secondary) == (primary, secondary)


def test_pasted_lines_without_a_header_read_initials_in_the_reader_s_language():
    line = "5;Snaga;Trois-Quart Orque;5;3;3+;4+;10+;;Orque;50000;G F;A S\n"
    (french,) = parse_roster(line, header_optional=True, letters="fr")
    assert (french.primary, french.secondary) == (("general", "strength"), ("agility", "devious"))
    with pytest.raises(RosterCsvError) as caught:  # F is no English initial: said, not guessed
        parse_roster(line, header_optional=True)
    assert "Catégorie de compétences inconnue « F »" in lines(caught)[1]


def test_a_category_both_primary_and_secondary_is_refused_with_its_line():
    text = "number;name;position;MA;ST;AG;PA;AV;primary;secondary\n5;Snaga;Lineman;5;3;3+;4+;10+;G S;A G\n"
    with pytest.raises(RosterCsvError) as caught:
        parse_roster(text)
    assert lines(caught, "en") == {
        2: "The General category cannot be both Primary and Secondary: the Team Roster puts it in one column only."
    }


# --- a team of a book roster: the position's line fills empty cells, its limits are kept (docs/rules.md R2-R4) -----


def test_a_book_roster_fills_the_empty_cells_and_what_is_typed_wins():
    header = "numero;nom;poste;M;F;AG;CP;AR;competences;mots_cles;cout"
    text = f"{header}\n7;Grak;Blitzer;;;;;9+;;;\n8;Zog;Troll;;;;;;-;Troll;\n"
    grak, zog = parse_roster(text, roster="Orques")
    assert grak.profile == Profile(6, 3, 3, 4, 9) and grak.skills == ("block", "break_tackle")
    assert grak.value == 85_000 and grak.keywords == ("Blitzer", "Orc")
    assert (grak.primary, grak.secondary) == (("general", "strength"), ("agility", "devious"))
    assert zog.skills == () and zog.keywords == ("Troll",) and zog.value == 115_000  # « - »: no skills, as typed


def test_a_book_roster_needs_only_number_name_and_position():
    (snik,) = parse_roster("number;name;position\n3;Snik;Goblin Lineman\n", roster="Orc")
    assert snik.profile == Profile(6, 2, 3, 4, 8) and "stunty" in snik.skills and snik.value == 40_000
    with pytest.raises(RosterCsvError):  # a house roster: the profile's columns are needed, as before
        parse_roster("number;name;position\n3;Snik;Goblin Lineman\n", roster="Ligue maison")


def test_a_position_the_book_roster_lacks_needs_its_whole_profile():
    text = "numero;nom;poste;M;F;AG;CP;AR\n1;Kurt;Chaman;;;;;\n2;Otto;Chaman;5;3;3+;4+;9+\n"
    with pytest.raises(RosterCsvError) as refused_csv:
        parse_roster(text, roster="Orques")
    ((line, (problem,)),) = refused_csv.value.problems
    assert line == 2 and problem.key == "error.roster.unknown_position" and "Orc Blitzer" in problem.params["positions"]


def test_the_limits_count_the_team_and_the_lines_before():
    text = "numero;nom;poste\n1;A;Orc Blitzer\n2;B;blitzer\n3;C;Blitzer\n4;D;Troll\n"
    with pytest.raises(RosterCsvError) as refused_csv:
        parse_roster(text, roster="Orques")
    assert [(n, [p.key for p in problems]) for n, problems in refused_csv.value.problems] == [
        (4, ["error.roster.position_full"])
    ]
    with pytest.raises(RosterCsvError) as refused_csv:
        parse_roster("numero;nom;poste\n2;B;blitzer\n", roster="Orques", on_roster=["Orc Blitzer", "Blitzer"])
    assert refused_csv.value.problems[0][1][0].params["count"] == 2
    big_guys = "numero;nom;poste\n1;A;Troll\n2;B;Ogre\n"
    with pytest.raises(RosterCsvError) as refused_csv:
        parse_roster(big_guys, roster="Élus du Chaos")
    assert [(n, [p.key for p in problems]) for n, problems in refused_csv.value.problems] == [
        (3, ["error.roster.group_full"])
    ]


def test_a_house_roster_reads_every_cell_as_before():
    text = "numero;nom;poste;M;F;AG;CP;AR\n7;Grak;Blitzer;;3;3+;4+;9+\n"
    with pytest.raises(RosterCsvError) as refused_csv:
        parse_roster(text, roster="Ligue maison")
    ((line, (problem,)),) = refused_csv.value.problems
    assert line == 2 and problem.key.startswith("error.characteristic")


# --- a Team Draft List: the roster and its staff lines (/draft import) ----------------------------------------

DRAFT = """numero;nom;poste
1;Grak;Blitzer
relances;2
2;Zog;Orc Lineman
Apothicaire;oui
fans-dévoués;2
assistant_coaches,1
"""


def test_a_draft_csv_reads_its_players_and_its_staff_lines_anywhere():
    from league.roster_csv import parse_draft

    players, staff = parse_draft(DRAFT, roster="Orques")
    assert [(p.number, p.name) for p in players] == [(1, "Grak"), (2, "Zog")]
    assert staff == {"rerolls": 2, "apothecary": True, "dedicated_fans": 2, "assistant_coaches": 1}


def test_a_draft_csv_of_staff_lines_only_sets_the_staff():
    from league.roster_csv import parse_draft

    assert parse_draft("rerolls;3\ncheerleaders;2", roster="Orques") == ([], {"rerolls": 3, "cheerleaders": 2})


def test_a_bad_draft_line_is_named_by_its_number_in_the_whole_text():
    from league.roster_csv import parse_draft

    with pytest.raises(RosterCsvError) as caught:
        parse_draft("numero;nom;poste\n1;Grak;Blitzer\nrelances;9\n2;Zog;Elfe", roster="Orques")
    assert sorted(lines(caught)) == [3, 4]
    assert "Relances" in lines(caught)[3] and "Elfe" in lines(caught)[4]
