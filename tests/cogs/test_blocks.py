"""How a kept Les Deux Plaqués was applied, read back from its follow-up rows (new and older ones)."""

from cogs.blocks import BOTH_DOWN, applied_way, reroll_marker, rerolled
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


def test_a_block_whose_die_was_rerolled_reads_so_whatever_the_skill():
    """Each re-roll marks the block with its own skill ('brawler:<die>', 'hatred:<die>', 'pro:<die>'); a row stored
    before (every re-roll as 'brawler:<die>') reads the same; a kept die's index is no re-roll."""
    assert [reroll_marker(skill, 1) for skill in ("brawler", "hatred", "pro")] == ["brawler:1", "hatred:1", "pro:1"]
    assert all(rerolled(marker) for marker in ("brawler:0", "hatred:2", "pro:1"))
    assert not any(rerolled(choice) for choice in (None, "0", "2"))
