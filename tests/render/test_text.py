"""Small text pieces in the reader's language: a profile line, gold."""

from locales import t
from render.text import gold, profile_text
from rules.characteristics import Profile

BASE = Profile(6, 3, 3, 4, 9)


def test_a_profile_line_in_the_readers_letters():
    assert profile_text(BASE) == "M6 F3 AG3+ CP4+ AR9+"
    assert profile_text(Profile(5, 4, 4, None, 10)) == "M5 F4 AG4+ CP- AR10+"
    assert profile_text(BASE, "en") == "MA6 ST3 AG3+ PA4+ AV9+"


def test_gold_with_its_unit_in_each_language():
    assert t("league.gold", amount=gold(150_000)) == "150\u202f000 po"
    assert t("league.gold", "en", amount=gold(150_000, "en")) == "150,000 gp"
