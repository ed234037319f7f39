"""A step's info read typed, per step kind: what render and cogs read instead of string keys."""

import pytest

from rules.block import block_faces, roll_block
from rules.dice import Dice
from rules.kickoff import KickTeam, roll_kickoff
from rules.model import Step
from rules.payloads import BallMove, BlockFace, BlockResolution, BlockRoot, Facts, KickoffRoot
from rules.pitch import roll_scatter
from rules.ruleset import LIGUE


def test_a_block_reads_its_dice_faces_and_resolutions():
    result = roll_block(Dice.manual([6, 2]), attacker_st=4, defender_st=3, attacker_wrestle=True)
    root = Step.from_dict(result.root.to_dict())  # as a click reads it back from the database
    assert root.payload(BlockRoot) == BlockRoot(count=2, chooser="attacker", choice=True, suggested=0)
    pow_, both_down = block_faces(root)
    assert pow_.payload(BlockFace).face == "pow"
    resolution = pow_.children[0].payload(BlockResolution)
    assert resolution.armour == ("defender",) and resolution.pushed and not resolution.choices
    assert both_down.children[0].payload(BlockResolution).choices  # Lutte: the coaches choose how it applies
    assert pow_.payload(Facts).detail == "block.face.pow.detail"


def test_a_payload_types_only_its_own_step_kinds():
    result = roll_block(Dice.manual([6]), attacker_st=3, defender_st=3)
    with pytest.raises(TypeError):
        result.root.payload(BlockResolution)
    assert result.root.payload(Facts) == Facts()  # the facts every renderer reads fit any step


def test_a_kickoff_names_its_teams_and_victims():
    for seed in range(200):  # a rock or a pitch invasion names its victims
        result = roll_kickoff(Dice.seeded(seed), LIGUE, kicking=KickTeam(name="Orques"))
        kickoff = result.root.payload(KickoffRoot)
        if kickoff.victims:
            break
    assert kickoff.kicking.name == "Orques" and kickoff.team("receiving").name is None
    first = kickoff.victims[0]
    assert first.number == 1 and first.team in ("kicking", "receiving") and kickoff.victim(1) == first
    assert kickoff.victim(99) is None


def test_a_scatter_reads_its_direction_and_distance():
    move = roll_scatter(Dice.manual([3, 4])).root.payload(BallMove)
    assert (move.direction, move.distance) == (3, 4)
