"""What people type, read one way: lists, characteristic values, hand-rolled dice, gold, whole numbers."""

import pytest

from rules import limits, typed
from rules.errors import DomainError
from tests.said import refused, said


@pytest.mark.parametrize(
    ("text", "char", "value"),
    [("3+", "AG", 3), ("3", "AG", 3), (" 4+ ", "PA", 4), ("-", "PA", None), ("—", "PA", None), ("10+", "AV", 10)],
)
def test_targets_are_typed_with_or_without_plus(text, char, value):
    assert typed.characteristic(text, char) == value


@pytest.mark.parametrize(("text", "char"), [("-", "AG"), ("x", "AV"), ("7+", "AG"), ("12+", "AV"), ("", "PA")])
def test_bad_targets_name_the_characteristic(text, char):
    with pytest.raises(DomainError) as caught:
        typed.characteristic(text, char)
    name = {"AG": "Agilité", "AV": "Armure", "PA": "Capacité de Passe"}[char]
    assert said(caught).startswith(name)
    assert said(caught, "en").startswith({"AG": "AG – Agility", "AV": "AV – Armour", "PA": "PA – Passing"}[char])


def test_lists():
    assert typed.items("Blocage, Esquive ,, Châtaigne") == ("Blocage", "Esquive", "Châtaigne")
    assert typed.items("Blocage|Esquive") == ("Blocage", "Esquive")
    assert typed.items("-") == () and typed.items(None) == ()


def test_hand_dice():
    assert typed.hand_dice("4 5,12") == (4, 5, 12)
    assert typed.hand_dice(" 4;5 ") == (4, 5)
    for bad in ("quatre", "", "4 5a", "1 " * 51, "123"):
        with refused("Dés à la main"):
            typed.hand_dice(bad)


@pytest.mark.parametrize(
    ("text", "value"), [("50000", 50_000), ("50 000 po", 50_000), ("85k", 85_000), ("50,000 gp", 50_000), ("", None)]
)
def test_gold(text, value):
    assert typed.gold(text, limits.PLAYER_VALUE) == value


@pytest.mark.parametrize("text", ["beaucoup", "51000", "2.5k", "3000000"])
def test_bad_gold_names_the_field(text):
    with refused("Valeur du joueur"):
        typed.gold(text, limits.PLAYER_VALUE)


def test_gold_given_as_a_whole_number_is_a_multiple_of_5000_too():
    assert (
        typed.gold_option(85_000, limits.PLAYER_VALUE) == 85_000
        and typed.gold_option(None, limits.PLAYER_VALUE) is None
    )
    with refused("Valeur du joueur\u00a0: un multiple de 5\u202f000\u00a0po est attendu") as caught:
        typed.gold_option(12_345, limits.PLAYER_VALUE)
    assert "multiple of 5,000" in said(caught, "en")


@pytest.mark.parametrize("text", ["-1", "12a", "1 2", "", "99", "1.5"])
def test_a_quantity_is_read_whole_or_refused(text):
    with refused("Touchdowns") as caught:
        limits.TOUCHDOWNS.parse(text)
    assert "Touchdowns" in said(caught, "en")


def test_a_quantity_reads_a_whole_number():
    assert limits.TOUCHDOWNS.parse(" 3 ") == 3
    assert limits.TOUCHDOWNS.parse("+3") == 3
    assert limits.TOUCHDOWNS.parse(str(limits.TOUCHDOWNS.high)) == limits.TOUCHDOWNS.high
