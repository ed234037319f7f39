"""The armour form after a block asks only what the roll is missing (issue 8 point 2)."""

import dataclasses

import pytest

from cogs.blocks import BlockRead, armour_form
from league.rolls import StoredRoll
from records.models import Player
from rules.block import roll_block
from rules.characteristics import Profile
from rules.dice import Dice

GOBLIN = Player(id=3, guild_id=1, team_id=2, number=3, name="Snik", position="Gobelin", profile=Profile(6, 2, 3, 4, 8))
ORC = Player(id=7, guild_id=1, team_id=1, number=7, name="Grak", position="Blitzer", profile=Profile(5, 3, 3, 4, 10))


def read(attacker, defender, *, manual=False):
    result = roll_block(Dice.manual([6]), attacker_st=3, defender_st=3)
    options = {"dice": "6"} if manual else {}
    stored = StoredRoll(1, 1, 2, 3, "block", options, "ligue", [[6, 6]], result.outcomes(), result.to_dict(), "")
    return BlockRead(stored, result.root, {"attacker": attacker, "defender": defender}, None)


def fields(form):
    return [] if form is None else [item.component.custom_id for item in form.children]


@pytest.mark.parametrize(
    ("attacker", "defender", "manual", "expected"),
    [
        (ORC, GOBLIN, False, []),  # both known, the bot's dice: no form, the roll comes at once
        (ORC, GOBLIN, True, ["dice"]),
        (ORC, None, False, ["av", "niggling", "fallen"]),  # the fallen defender is not on a roster
        (None, GOBLIN, False, ["hitter"]),  # his Châtaigne and Griffes are not known
        (None, None, True, ["av", "niggling", "fallen", "hitter", "dice"]),
    ],
)
def test_the_form_asks_what_is_missing(attacker, defender, manual, expected):
    assert fields(armour_form(read(attacker, defender, manual=manual), "defender", "fr", "fr")) == expected


@pytest.mark.parametrize(("ruleset", "asked"), [("ligue", ["hitter"]), ("bb2025", [])])
def test_the_fallen_attackers_form_asks_the_targets_mighty_blow_only_where_it_counts(ruleset, asked):
    """The attacker Plaqué: the target's Châtaigne and Griffes count in ``ligue`` only (docs/rules.md B1), so a
    ``bb2025`` block asks nothing of a target off the rosters."""
    block = read(ORC, None)
    block = BlockRead(dataclasses.replace(block.stored, ruleset=ruleset), block.root, block.players, None)
    assert fields(armour_form(block, "attacker", "fr", "fr")) == asked
    assert fields(armour_form(block, "defender", "fr", "fr")) == ["av", "niggling", "fallen"]
