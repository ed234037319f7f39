"""Which casualty causes earn PSP (postgame-reference §4.1, §9)."""

import pytest

from rules.causes import CAUSES, KNOWN_CAUSES, earns_spp


@pytest.mark.parametrize(
    ("cause", "skills", "earns"),
    [
        ("block", (), True),
        ("arm_bar", (), True),
        ("foul", (), False),
        ("crowd", (), False),
        ("stab", (), False),
        ("stab", ("violent_innovator",), True),
        ("chainsaw", ("violent_innovator",), True),
        ("bomb", ("lethal_flight",), False),
        ("throw_team_mate", (), False),
        ("throw_team_mate", ("lethal_flight",), True),
        ("kick_team_mate", ("lethal_flight",), True),
        ("foul", ("violent_innovator",), False),
        ("unknown", ("violent_innovator", "lethal_flight"), False),
        ("rock", (), False),
    ],
)
def test_only_a_block_or_a_skill_that_counts_as_causing_earns_psp(cause, skills, earns):
    assert earns_spp(cause, skills) is earns


def test_unknown_is_stored_but_never_offered():
    assert "unknown" in CAUSES and "unknown" not in KNOWN_CAUSES
    assert len(set(CAUSES)) == len(CAUSES)
