"""Hand-rolled dice typed in an option become manual dice, or a refusal in the reader's language."""

import pytest

from cogs.utils.errors import UserError, describe_error
from cogs.utils.rolling import parse_manual
from tests.said import refused


@pytest.mark.parametrize(("text", "values"), [("4 5", [4, 5]), (" 6,6 ; 16 ", [6, 6, 16]), ("1", [1])])
def test_values_are_read_in_order(text, values):
    dice = parse_manual(text)
    assert [dice.roll(16).value for _ in values] == values


@pytest.mark.parametrize("text", ["quatre", "4 5 x", "4.5", "-1", "123", " ".join(["1"] * 51)])
def test_anything_else_is_refused_in_french(text):
    with refused("Dés à la main"):
        parse_manual(text)


def test_no_text_means_the_bots_own_dice():
    dice = parse_manual(None)
    assert 1 <= dice.roll(6).value <= 6 and not dice.thrown[0].manual


def test_user_errors_never_mention_anyone():
    text = describe_error(UserError("league.error.team_unknown", value="@everyone"))
    assert "@everyone" not in text.replace("@\u200beveryone", "")
