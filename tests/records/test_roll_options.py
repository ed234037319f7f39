"""A roll's stored options, read and written through one typed schema: the same flat object as before."""

from records.roll_options import RollOptions

#: As rolls stored them before the schema: a block, an armour roll after it, a kick-off in a match.
BLOCK = {
    "attacker_st": 4,
    "attacker_assists": 0,
    "defender_assists": 1,
    "blitz": False,
    "attacker_skills": ["brawler"],
    "defender_skills": [],
    "attacker_id": 5,
    "match_id": 2,
    "dice": "2 3",
}
ARMOUR = {
    "av": 9,
    "mighty_blow": True,
    "claws": False,
    "victim_id": 3,
    "cause": "block",
    "after_block": 7,
    "side": "defender",
}
KICKOFF = {
    "table": "bb2025",
    "kicking": [3, 1, 0],
    "receiving": [2, 0, 1],
    "from_match": True,
    "team_ids": {"kicking": 1},
}


def test_every_stored_object_reads_and_writes_back_the_same():
    for stored in (BLOCK, ARMOUR, KICKOFF, {}):
        assert RollOptions.read(stored).stored() == stored


def test_the_facts_read_back_are_typed():
    block = RollOptions.read(BLOCK)
    assert (block.st("attacker"), block.st("defender"), block.skills("attacker"), block.skills("defender")) == (
        4,
        None,
        ("brawler",),
        (),
    )
    assert block.player_id("attacker") == 5 and block.player_id("defender") is None and block.manual
    kickoff = RollOptions.read(KICKOFF)
    assert kickoff.team_ids == {"kicking": 1} and kickoff.kicking == (3, 1, 0) and not kickoff.manual


def test_the_rules_inputs_stay_by_name():
    armour = RollOptions.read(ARMOUR)
    assert armour.inputs == {"av": 9, "mighty_blow": True, "claws": False}
    assert armour.given(("av", "claws", "niggling")) == {"av": 9, "claws": False}


def test_a_change_sets_or_drops_a_fact():
    block = RollOptions.read(BLOCK).but(rerolled_from=7, dice=None, colour="red")
    assert block.rerolled_from == 7 and block.dice is None and block.stored()["colour"] == "red"
    assert "dice" not in block.stored()
    assert RollOptions.of({"turn": None, "av": None, "cause": "foul"}).stored() == {"cause": "foul"}
