"""Records validate themselves with French messages; names are kept as typed, keys fold them."""

import unicodedata

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from records.models import (
    Casualty,
    LeagueError,
    Match,
    Player,
    PlayerDraft,
    Team,
    clean_list,
    clean_text,
    format_po,
    name_key,
    search_key,
)
from rules.characteristics import Profile

HUMAN = Profile(6, 3, 3, 4, 9)


def test_text_is_trimmed_and_otherwise_kept_as_typed():
    assert clean_text("  Grak  le Fort ", "Nom") == "Grak  le Fort"
    assert clean_text("Zoë 🐗", "Nom") == "Zoë 🐗"


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
    with pytest.raises(LeagueError, match=message):
        clean_text(value, "Nom")


def test_a_hundred_characters_is_the_limit():
    assert len(clean_text("x" * 100, "Nom")) == 100


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
    assert clean_list([" Orc ", "orc", "Blitzer"], "Mots-clés") == ("Orc", "Blitzer")
    with pytest.raises(LeagueError, match="une liste est attendue"):
        clean_list("Orc", "Mots-clés")


def test_team_checks_every_limit():
    Team(0, 1, "T", 1, "Orques", treasury=150_000, dedicated_fans=7, rerolls=8, cheerleaders=6, assistant_coaches=6)
    with pytest.raises(LeagueError, match="multiple de 5 000"):
        Team(0, 1, "T", 1, "Orques", treasury=12_345)
    with pytest.raises(LeagueError, match="Trésorerie"):
        Team(0, 1, "T", 1, "Orques", treasury=-5000)
    with pytest.raises(LeagueError, match="Fans Dévoués : de 1 à 7"):
        Team(0, 1, "T", 1, "Orques", dedicated_fans=0)
    with pytest.raises(LeagueError, match="Relances"):
        Team(0, 1, "T", 1, "Orques", rerolls=9)
    with pytest.raises(LeagueError, match="Pom-pom"):
        Team(0, 1, "T", 1, "Orques", cheerleaders=7)
    with pytest.raises(LeagueError, match="Assistants"):
        Team(0, 1, "T", 1, "Orques", assistant_coaches=-1)
    with pytest.raises(LeagueError, match="entier"):
        Team(0, 1, "T", 1, "Orques", rerolls=True)


def test_team_label():
    assert Team(0, 1, "Orques de Fer", 1, "Orques").label == "Orques de Fer (Orques)"
    assert len(Team(0, 1, "x" * 100, 1, "y" * 100).label) == 100


def test_player_validates_and_normalises():
    p = Player(
        1,
        1,
        1,
        7,
        " Grak ",
        "Blitzer",
        HUMAN,
        keywords=["Orc"],
        skills=("Blocage",),
        gained_hatreds=("Nain",),
        improvements={"AG": 1},
    )
    assert p.name == "Grak"
    assert p.keywords == ("Orc",)
    assert p.improvements == {"MA": 0, "ST": 0, "AG": 1, "PA": 0, "AV": 0}
    assert p.all_skills == ("Blocage", "Haine (Nain)")
    assert p.label("Orques de Fer") == "#7 Grak — Orques de Fer"
    assert p.label() == "#7 Grak"


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"number": 0}, "Numéro : de 1 à 99"),
        ({"number": 100}, "Numéro"),
        ({"spp": -1}, "PSP"),
        ({"niggling": -1}, "Blessures Persistantes"),
        ({"improvements": {"ST": 3}}, "Hausses"),
        ({"improvements": {"XX": 1}}, "Caractéristique inconnue"),
        ({"value": -5000}, "Valeur"),
        ({"name": ""}, "Le nom du joueur ne peut pas être vide"),
    ],
)
def test_player_draft_refuses(change, message):
    fields = {"number": 7, "name": "Grak", "position": "Blitzer", "profile": HUMAN} | change
    with pytest.raises(LeagueError, match=message):
        PlayerDraft(**fields)


def test_player_status_must_be_known():
    with pytest.raises(LeagueError, match="Statut"):
        Player(1, 1, 1, 7, "Grak", "Blitzer", HUMAN, status="missing")


def test_hatred_candidates_drop_positional_keywords():
    p = Player(1, 1, 1, 7, "Grak", "Blitzer", HUMAN, keywords=("Orc", "Blitzer", "Trois-Quart"))
    assert p.hatred_candidates == ("Orc",)


def test_match_checks():
    with pytest.raises(LeagueError, match="contre elle-même"):
        Match(1, 1, 5, 5)
    with pytest.raises(LeagueError, match="FP"):
        Match(1, 1, 5, 6, home_fp=11)
    with pytest.raises(LeagueError, match="D3"):
        Match(1, 1, 5, 6, home_fp=5, home_fp_die=4)
    with pytest.raises(LeagueError, match="dé sans FP"):
        Match(1, 1, 5, 6, home_fp_die=2)
    m = Match(1, 1, 5, 6)
    assert m.side(6) == "away"
    with pytest.raises(LeagueError, match="ne joue pas"):
        m.side(7)


def test_casualty_checks():
    ok = Casualty(1, 1, 5, 2, "casualty.lasting_injury", "block", sequelle="AG", caused_by_id=6)
    assert not ok.applied and not ok.dead
    with pytest.raises(LeagueError, match="Résultat"):
        Casualty(1, 1, 5, 2, "casualty.bruised", "block")
    with pytest.raises(LeagueError, match="Cause"):
        Casualty(1, 1, 5, 2, "casualty.dead", "lightning")
    with pytest.raises(LeagueError, match="Séquelle"):
        Casualty(1, 1, 5, 2, "casualty.dead", "block", sequelle="AG")
    with pytest.raises(LeagueError, match="Séquelle inconnue"):
        Casualty(1, 1, 5, 2, "casualty.lasting_injury", "block", sequelle="XX")
    with pytest.raises(LeagueError, match="propre blessure"):
        Casualty(1, 1, 5, 2, "casualty.dead", "block", caused_by_id=5)


def test_po_format():
    assert format_po(150_000) == "150\u202f000 po"
