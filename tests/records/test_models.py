"""Records validate themselves with French messages; names are kept as typed, keys fold them."""

import unicodedata

import pytest
from hypothesis import example, given, settings, strategies as st

from records.models import (
    Casualty,
    Match,
    Player,
    PlayerDraft,
    Team,
    clean_list,
    clean_text,
    name_key,
    search_key,
)
from rules import skills
from rules.characteristics import Profile
from tests.said import refused

HUMAN = Profile(6, 3, 3, 4, 9)


def test_text_is_trimmed_and_otherwise_kept_as_typed():
    assert clean_text("  Grak  le Fort ", "field.player_name") == "Grak  le Fort"
    assert clean_text("Zoë 🐗", "field.player_name") == "Zoë 🐗"


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("", "ne peut pas être vide"),
        ("   ", "ne peut pas être vide"),
        ("a\nb", "caractère de contrôle"),
        ("a\tb", "caractère de contrôle"),
        ("x" * 101, "100 caractères au plus"),
        (42, "du texte est attendu"),
    ],
)
def test_bad_text_is_refused_in_french(value, message):
    with refused(message):
        clean_text(value, "field.player_name")


def test_a_hundred_characters_is_the_limit():
    assert len(clean_text("x" * 100, "field.player_name")) == 100


def test_name_key_ignores_case_and_spacing_but_not_accents():
    assert name_key("Orques  de FER") == name_key("orques de fer")
    assert name_key("Élus") != name_key("Elus")
    assert name_key("Élus") == name_key("élus")
    decomposed = unicodedata.normalize("NFD", "Élus")
    assert name_key(decomposed) == name_key("Élus")


def test_search_key_ignores_accents_case_and_ligatures():
    assert search_key("Élise Cœur") == "elise coeur"
    assert search_key("STRAßE") == "strasse"


@settings(max_examples=2000)
@given(st.text(max_size=40))
@example("𝕬")
@example("İstanbul")
@example("ǅ")
def test_search_key_is_idempotent(text):
    assert search_key(search_key(text)) == search_key(text)


FRENCH_LETTERS = "abcdefghijklmnopqrstuvwxyzàâäçéèêëîïôöùûüÿœæ "


@given(st.text(alphabet=FRENCH_LETTERS, min_size=1, max_size=20))
def test_name_key_is_blind_to_case_of_french_letters(text):
    assert name_key(text.upper()) == name_key(text) == name_key(text.title())


def test_lists_are_cleaned_and_deduplicated_ignoring_case():
    assert clean_list([" Orc ", "orc", "Blitzer"], "field.keywords") == ("Orc", "Blitzer")
    with pytest.raises(TypeError, match="a list of names"):
        clean_list("Orc", "field.keywords")


def test_team_checks_every_limit():
    Team(0, 1, "T", 1, "Orques", treasury=150_000, dedicated_fans=7, rerolls=8, cheerleaders=6, assistant_coaches=6)
    with refused("multiple de 5\u202f000"):
        Team(0, 1, "T", 1, "Orques", treasury=12_345)
    with refused("Trésorerie"):
        Team(0, 1, "T", 1, "Orques", treasury=-5000)
    with refused("Fans Dévoués\u00a0: un nombre entier de 1 à 7"):
        Team(0, 1, "T", 1, "Orques", dedicated_fans=0)
    with refused("Relances"):
        Team(0, 1, "T", 1, "Orques", rerolls=9)
    with refused("Meneuses de revue"):
        Team(0, 1, "T", 1, "Orques", cheerleaders=7)
    with refused("Adjoints"):
        Team(0, 1, "T", 1, "Orques", assistant_coaches=-1)
    with refused("entier"):
        Team(0, 1, "T", 1, "Orques", rerolls=True)


def test_team_label():
    assert Team(0, 1, "Orques de Fer", 1, "Orques").label == "Orques de Fer (Orques)"
    assert len(Team(0, 1, "x" * 100, 1, "y" * 100).label) == 100


#: A stored player's ids (keyword-only: they follow a draft's fields).
STORED = {"id": 1, "guild_id": 1, "team_id": 1}


def test_player_validates_and_normalises():
    p = Player(
        **STORED,
        number=7,
        name=" Grak ",
        position="Blitzer",
        profile=HUMAN,
        keywords=["Orc"],
        skills=("Blocage",),
        gained_hatreds=("Nain",),
        improvements={"AG": 1},
    )
    assert p.name == "Grak"
    assert p.keywords == ("Orc",)
    assert p.improvements == {"MA": 0, "ST": 0, "AG": 1, "PA": 0, "AV": 0}
    assert p.all_skills == ("block", "hatred (Nain)")  # a known skill by its key
    assert skills.values(p.all_skills, "hatred") == ("Nain",)
    assert p.label("Orques de Fer") == "#7 Grak — Orques de Fer"
    assert p.label() == "#7 Grak"


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"number": 0}, "Numéro du joueur\u00a0: un nombre entier de 1 à 99"),
        ({"number": 100}, "Numéro"),
        ({"spp": -1}, "PSP"),
        ({"niggling": -1}, "Blessures Persistantes"),
        ({"value": -5000}, "Valeur"),
        ({"name": ""}, "Nom du joueur\u00a0: ce champ ne peut pas être vide"),
    ],
)
def test_player_draft_refuses(change, message):
    fields = {"number": 7, "name": "Grak", "position": "Blitzer", "profile": HUMAN} | change
    with refused(message):
        PlayerDraft(**fields)


def test_stored_improvements_and_status_are_checked_as_bugs():
    fields = {"number": 7, "name": "Grak", "position": "Blitzer", "profile": HUMAN}
    with pytest.raises(ValueError, match="improvements taken"):
        PlayerDraft(**fields, improvements={"ST": 3})
    with pytest.raises(ValueError, match="unknown characteristic"):
        PlayerDraft(**fields, improvements={"XX": 1})
    with pytest.raises(ValueError, match="unknown player status"):
        Player(**STORED, **fields, status="missing")


def test_hatred_candidates_drop_positional_keywords():
    grak = {"number": 7, "name": "Grak", "position": "Blitzer", "profile": HUMAN}
    p = Player(**STORED, **grak, keywords=("Orc", "Blitzer", "Trois-Quart"))
    assert p.hatred_candidates == ("Orc",)


def test_match_checks():
    with refused("contre elle-même"):
        Match(1, 1, 5, 5)
    with refused("FP"):
        Match(1, 1, 5, 6, home_fp=11)
    with refused("D3"):
        Match(1, 1, 5, 6, home_fp=5, home_fp_die=4)
    with pytest.raises(ValueError, match="FP die"):
        Match(1, 1, 5, 6, home_fp_die=2)
    m = Match(1, 1, 5, 6)
    assert m.side(6) == "away"
    with refused("ne joue pas"):
        m.side(7)


def test_casualty_checks():
    ids = {"id": 1, "guild_id": 1, "victim_team_id": 2}
    ok = Casualty(5, "casualty.lasting_injury", "block", sequelle="AG", caused_by_id=6, **ids)
    assert not ok.applied and not ok.dead
    with pytest.raises(ValueError, match="unknown casualty outcome"):
        Casualty(5, "casualty.bruised", "block", **ids)
    with pytest.raises(ValueError, match="unknown cause"):
        Casualty(5, "casualty.dead", "lightning", **ids)
    with refused("Séquelle"):
        Casualty(5, "casualty.dead", "block", sequelle="AG", **ids)
    with pytest.raises(ValueError, match="unknown lasting injury"):
        Casualty(5, "casualty.lasting_injury", "block", sequelle="XX", **ids)
    with refused("propre blessure"):
        Casualty(5, "casualty.dead", "block", caused_by_id=5, **ids)
