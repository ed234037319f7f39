"""The armour form after a block asks only what the roll is missing (issue 8 point 2)."""

import dataclasses

import pytest

from cogs.block_armour import armour_form
from league.rolls import StoredRoll
from records.models import Player
from rolls.blocks import BlockRead
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


@pytest.mark.parametrize("ruleset", ["ligue", "bb2025"])
def test_the_fallen_attackers_form_asks_the_targets_mighty_blow_under_both_rulesets(ruleset):
    """Player Down: the attacker « is immediately Knocked Down by the target player as if the target player had
    performed a Block Action », and Mighty Blow and Claws work « whenever this player Knocks Down an opposition player
    during a Block Action » (S1): the target's count on the fallen attacker's armour under ``bb2025`` as under
    ``ligue`` (docs/rules.md B1), so a target off the rosters is asked them."""
    block = read(ORC, None)
    block = BlockRead(dataclasses.replace(block.stored, ruleset=ruleset), block.root, block.players, None)
    assert fields(armour_form(block, "attacker", "fr", "fr")) == ["hitter"]
