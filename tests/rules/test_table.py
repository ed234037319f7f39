"""The table machinery: contiguity, clamping, exact distributions."""

from fractions import Fraction

import pytest

from rules.table import RangeTable, Row, total_distribution


def test_two_d6_distribution_matches_reference():
    ways = {2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 7: 6, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}
    assert total_distribution((6, 6)) == {s: Fraction(w, 36) for s, w in ways.items()}


def test_rows_must_be_contiguous_and_open_ended():
    with pytest.raises(ValueError, match="contiguous"):
        RangeTable("bad", (6,), (Row(1, 2, "a"), Row(4, None, "b")))
    with pytest.raises(ValueError, match="open-ended"):
        RangeTable("bad", (6,), (Row(1, 6, "a"),))


def test_totals_below_and_above_the_table_clamp():
    table = RangeTable("t", (6,), (Row(2, 3, "low"), Row(4, None, "high")))
    assert table.lookup(-5) == "low"
    assert table.lookup(40) == "high"
    assert [r.label for r in table.rows] == ["2-3", "4+"]


def test_a_step_survives_a_round_trip_through_its_dict():
    from rules.dice import Die
    from rules.model import Modifier, Step

    child = Step("casualty", "casualty.serious_injury", dice=(Die(16, 12),), total=12, row="11-12")
    root = Step(
        "injury",
        "injury.casualty",
        dice=(Die(6, 4), Die(6, 6)),
        modifiers=(Modifier("mod.mighty_blow", 1),),
        total=10,
        target=None,
        children=(child,),
        info={"cause": "crowd"},
    )
    assert Step.from_dict(root.to_dict()) == root


def test_an_open_last_row_reads_as_printed_when_no_roll_goes_past_it():
    two_d6 = RangeTable("t", (6, 6), (Row(2, 9, "a"), Row(10, 11, "b"), Row(12, None, "c")))
    assert [two_d6.row_label(r) for r in two_d6.rows] == ["2-9", "10-11", "12"]
    d6 = RangeTable("t", (6,), (Row(1, 3, "a"), Row(4, None, "b")))
    assert d6.row_label(d6.rows[-1]) == "4+"
