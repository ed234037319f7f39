"""How a kept Les Deux Plaqués was applied, read back from its follow-up rows (new and older ones)."""

from cogs.blocks import BOTH_DOWN, applied_way
from league.followups import Followup

CHOICES = ("block.result.both_down_juggernaut", "block.result.both_down")


def test_the_way_is_the_claims_own_choice():
    done = {BOTH_DOWN: Followup(BOTH_DOWN, 10, None, "block.result.both_down")}
    assert applied_way(done, CHOICES) == "block.result.both_down"


def test_a_block_applied_before_the_claim_kept_its_way_reads_its_second_row():
    """Rows written before migration 0016: 'both_down' (no choice), then 'both_down:<index in the choices>'."""
    done = {BOTH_DOWN: Followup(BOTH_DOWN, 10, None), f"{BOTH_DOWN}:1": Followup(f"{BOTH_DOWN}:1", 10, None)}
    assert applied_way(done, CHOICES) == "block.result.both_down"
    armour = {"armour:defender": Followup("armour:defender", 10, 7)}
    assert applied_way({**done, **armour}, CHOICES) == "block.result.both_down"


def test_nothing_applied_yet_is_none():
    assert applied_way({}, CHOICES) is None
    assert applied_way({"armour:attacker": Followup("armour:attacker", 10, None)}, CHOICES) is None
    assert applied_way({BOTH_DOWN: Followup(BOTH_DOWN, 10, None)}, CHOICES) is None  # an older claim cut short
