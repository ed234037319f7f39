"""Fractions shown exactly, with percentages written the reader's way."""

from fractions import Fraction

import pytest

from render.odds import casualty_summary, fraction_line, odds_lines, percent


def test_percent_is_written_the_readers_way():
    assert percent(Fraction(5, 18), lang="fr") == "27,78 %"
    assert percent(Fraction(1), lang="fr") == "100,00 %"
    assert percent(Fraction(5, 18), lang="en") == "27.78%"  # it read « 27,78 % » in English


def test_fraction_line_and_zero():
    assert fraction_line("Mort", Fraction(1, 8), lang="fr") == "Mort\u00a0: **1/8** (12,50 %)"
    assert fraction_line("Mort", Fraction(0), lang="fr") == "Mort\u00a0: 0"
    assert fraction_line("Dead", Fraction(1, 8), lang="en") == "Dead: **1/8** (12.50%)"
    assert fraction_line("Dead", Fraction(0), lang="en") == "Dead: 0"


def test_odds_lines_skip_impossible_outcomes_and_use_labels():
    text = odds_lines({"injury.stunned": Fraction(7, 12), "injury.badly_hurt": Fraction(0)}, lang="fr")
    assert text == "Sonné\u00a0: **7/12** (58,33 %)"


def test_two_outcomes_of_one_name_say_which_roll_they_come_from():
    odds = {
        "injury.stunned": Fraction(1, 2),
        "injury.badly_hurt": Fraction(1, 9),
        "casualty.badly_hurt": Fraction(1, 12),
    }
    assert odds_lines(odds, "ligue", lang="fr").splitlines() == [
        "Sonné\u00a0: **1/2** (50,00 %)",
        "Commotion (Jet de Blessure)\u00a0: **1/9** (11,11 %)",
        "Commotion (Jet d'Élimination)\u00a0: **1/12** (8,33 %)",
    ]
    assert "Badly Hurt (Casualty Roll): **1/12**" in odds_lines(odds, "bb2025", lang="en")
    assert odds_lines({"casualty.badly_hurt": Fraction(1, 12)}, lang="fr") == "Commotion\u00a0: **1/12** (8,33 %)"


@pytest.mark.parametrize(
    ("niggling", "decay", "lang", "said"),
    [
        (0, False, "fr", "D16"),
        (1, False, "en", "D16 +1 Niggling Injury"),  # it read « D16 + 1 (Niggling Injuries) »
        (2, False, "fr", "D16 +2 Blessures Persistantes"),
        (1, True, "fr", "D16 +1 Blessure Persistante +1 Décomposition"),  # Decay was counted as a BP
        (0, True, "en", "D16 +1 Decay"),
    ],
)
def test_the_casualty_odds_name_each_modifier_as_the_roll_does(niggling, decay, lang, said):
    assert casualty_summary(niggling=niggling, decay=decay, lang=lang) == said


def test_odds_block_in_english_says_the_books_faces_and_knocked_down():
    """Issue 26: the block faces are the book's « Player Down / Both Down / Push Back / Stumble / POW » (its BLOCK
    DICE headings) in /odds block too, and who falls is « Knocked Down » as the book writes it."""
    from rules.block import block_odds

    odds = block_odds(3, 3, attacker_wrestle=True)
    faces = odds_lines(odds.faces, lang="en").splitlines()
    assert [line.split(":")[0] for line in faces] == ["Player Down", "Both Down", "Push Back", "Stumble", "POW"]
    applied = odds_lines(block_odds(4, 3).applied, lang="en")
    assert "Defender Knocked Down, attacker Standing: **" in applied and "Attacker Knocked Down: **" in applied
    assert "Both Knocked Down: **" in applied and " down" not in applied, applied
