"""Fractions shown exactly, with French percentages."""

from fractions import Fraction

from render.odds import fraction_line, odds_lines, percent


def test_percent_uses_a_decimal_comma():
    assert percent(Fraction(5, 18)) == "27,78 %"
    assert percent(Fraction(1)) == "100,00 %"


def test_fraction_line_and_zero():
    assert fraction_line("Mort", Fraction(1, 8)) == "Mort : **1/8** (12,50 %)"
    assert fraction_line("Mort", Fraction(0)) == "Mort : 0"


def test_odds_lines_skip_impossible_outcomes_and_use_labels():
    text = odds_lines({"injury.stunned": Fraction(7, 12), "injury.badly_hurt": Fraction(0)}, lang="fr")
    assert text == "Sonné : **7/12** (58,33 %)"
