"""A roll's stored choice and follow-ups, typed: written as JSON by one codec, and rows stored as text before read
alike (issue 27)."""

import pytest

from league.followups import Followup
from rolls.state import (
    BOTH_DOWN,
    ApothecaryKept,
    DirtyPlayerApplied,
    KeptDie,
    Rerolled,
    applied_way,
    armour_kind,
    read_choice,
    victim_kind,
    write_choice,
)

CHOICES = ("block.result.both_down_juggernaut", "block.result.both_down")


@pytest.mark.parametrize(
    "choice", [KeptDie(0), KeptDie(2), Rerolled("brawler", 1), Rerolled("pro", 0), ApothecaryKept("second")]
)
def test_a_choice_is_read_back_as_written(choice):
    assert read_choice(write_choice(choice)) == choice
    assert write_choice(choice).startswith("{")  # JSON, never a format parsed by hand


def test_joueur_deloyal_applied_or_not_reads_back():
    assert [read_choice(write_choice(DirtyPlayerApplied(a))) for a in (True, False)] == [
        DirtyPlayerApplied(True),
        DirtyPlayerApplied(False),
    ]


@pytest.mark.parametrize(
    ("text", "choice"),
    [
        ("0", KeptDie(0)),
        ("2", KeptDie(2)),
        ("brawler:1", Rerolled("brawler", 1)),  # before Haine and Pro had their own, every re-roll read so
        ("hatred:2", Rerolled("hatred", 2)),
        ("pro:0", Rerolled("pro", 0)),
        ("first", ApothecaryKept("first")),
        ("second", ApothecaryKept("second")),
        ("apply", DirtyPlayerApplied(True)),
        ("leave", DirtyPlayerApplied(False)),
    ],
)
def test_a_row_stored_as_text_before_reads_the_same(text, choice):
    assert read_choice(text) == choice


@pytest.mark.parametrize("text", ["", "bagarre:1", "x", '{"colour":"red"}'])
def test_a_row_no_choice_wrote_is_an_error_not_a_guess(text):
    with pytest.raises(ValueError):
        read_choice(text)


def test_the_follow_up_kinds_keep_their_stored_keys():
    """A follow-up's kind is its row's key: the same text as before, or an older claim would not block a new one."""
    assert (armour_kind("defender"), victim_kind(3), BOTH_DOWN) == ("armour:defender", "victim:3", "both_down")


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
