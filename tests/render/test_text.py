"""Small text pieces in the reader's language: a profile line, gold, a roll's modifiers."""

from locales import t
from render.text import dice_text, gold, page_link, profile_text, step_line
from rules import advancement
from rules.characteristics import Profile
from rules.dice import Dice, Die
from rules.injury import roll_casualty
from rules.ruleset import LIGUE

BASE = Profile(6, 3, 3, 4, 9)


def test_a_profile_line_in_the_readers_letters():
    assert profile_text(BASE) == "M6 F3 AG3+ CP4+ AR9+"
    assert profile_text(Profile(5, 4, 4, None, 10)) == "M5 F4 AG4+ CP- AR10+"
    assert profile_text(BASE, "en") == "MA6 ST3 AG3+ PA4+ AV9+"


def test_gold_with_its_unit_in_each_language():
    assert t("league.gold", amount=gold(150_000)) == "150\u202f000\u00a0po"
    assert t("league.gold", "en", amount=gold(150_000, "en")) == "150,000 gp"


def test_dice_read_one_by_one_are_not_written_as_a_sum():
    assert dice_text((Die(6, 4), Die(6, 5)), lang="fr") == "🎲 4 + 5"
    assert dice_text((Die(6, 3), Die(6, 6)), lang="fr", summed=False) == "🎲 3 puis 6"
    assert dice_text((Die(6, 3), Die(6, 6)), lang="en", summed=False) == "🎲 3 then 6"
    draw = advancement.roll_random_skill(Dice.manual([3, 6, 6, 6]), LIGUE, category="strength").root.children[0]
    assert step_line(draw, "ligue", lang="fr").startswith("**Tirage** · 🎲 3 puis 6 → ")  # a random skill's draw


def test_one_niggling_injury_is_named_in_the_singular_two_in_the_plural():
    """A player with one Niggling Injury read « (+1 Niggling Injuries) » on his Casualty Roll."""

    def line(niggling: int, lang: str) -> str:
        return step_line(roll_casualty(Dice.manual([5, 1]), LIGUE, niggling=niggling).root, "ligue", lang=lang)

    assert "(+1 Niggling Injury) = **6**" in line(1, "en")
    assert "(+2 Niggling Injuries) = **7**" in line(2, "en")
    assert "(+1 Blessure Persistante) = **6**" in line(1, "fr")
    assert "(+2 Blessures Persistantes) = **7**" in line(2, "fr")


def test_a_name_linked_to_its_page_stays_escaped_and_cannot_break_the_link():
    """A team's or player's name in an embed links to its league page: its Markdown and mentions are escaped as
    everywhere, and a bracket typed in it cannot close the link early (the rest would become another link)."""
    url = "https://arbitre.example/l/secret/team/3"
    assert page_link("Orques de Fer", url) == f"[Orques de Fer]({url})"
    assert page_link("Orques de Fer", None) == "Orques de Fer"  # no page: the escaped name alone
    hostile = page_link("a]b[c](https://evil.example) **x** @everyone", url)
    assert hostile.endswith(f"]({url})") and "https://evil.example" in hostile
    inner = hostile[1 : -len(f"]({url})")]
    # every bracket and star of the name is escaped: nothing closes the link or starts another one
    assert all(inner[i - 1] == "\\" for i, c in enumerate(inner) if c in "[]*")
    assert "@everyone" not in inner  # broken by a zero-width space: no ping
    assert page_link("a\\]b", url) == f"[a\\\\\\]b]({url})"  # an escaped backslash, then the bracket escaped
