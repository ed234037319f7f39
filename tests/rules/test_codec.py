"""The one codec between dataclasses and JSON: what it writes, what it reads back, what it refuses."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum, StrEnum
from typing import Literal

import pytest
from hypothesis import given, settings, strategies as st

from rules import codec
from rules.characteristics import Profile
from rules.codec import decode, dumps, encode, loads
from rules.postmatch import inputs as pm
from rules.postmatch.inputs import AddedCasualty, AdvancementChoice, Hire, Inputs, StaffOrder

#: A post-match's inputs as ``Inputs.to_dict`` wrote them before the codec (rows stored in leagues' databases), with
#: the fields added since (Dazzling Catching's catches, Fan Interaction's pushes: a row without them reads them empty).
TODAY = (
    '{"concession": "away", "concession_penalty": false, "stalled": ["home", "away"], "score": [2, 1], "added": '
    '[{"key": "x1", "victim_id": 21, "cause": "block", "outcome": null, "caused_by_id": 11, "caused_by_name": null},'
    ' {"key": "x3", "victim_id": 22, "cause": "foul", "outcome": "casualty.dead", "caused_by_id": null, '
    '"caused_by_name": "Morg \'n\' Thorg (Ogre)"}], "next_added": 4, "removed": [7, 9], "causes": {"c7": "block"}, '
    '"hatred": {"x1": "Elfe"}, "touchdowns": {"11": 2, "12": 1}, "completions": {"13": 3}, "interceptions": '
    '{"21": 1}, "throws": {"14": 1}, "landings": {"15": 1}, "catches": {}, "crowd_pushes": {}, "spp_entered": '
    '["home"], "nominees": {"home": '
    '[11, 12, 13], "away": [21]}, "advancements": [{"key": "a1", "player_id": 11, "kind": "characteristic", '
    '"choice": "MA", "skill": null, "category": null}, {"key": "a2", "player_id": 12, "kind": "random_primary", '
    '"choice": "block", "skill": null, "category": "G"}, {"key": "a4", "player_id": 13, "kind": '
    '"chosen_secondary", "choice": null, "skill": "Garde", "category": null}], "next_advancement": 5, "hires": '
    '[{"key": "h1", "number": 5, "name": "Nouveau « Zoé »", "position": "Blitzer", "profile": [7, 3, 3, null, 9],'
    ' "side": "home", "fee": null}, {"key": "h2", "number": 6, "name": "Bob", "position": "Lineman", "profile": '
    '[6, 3, 3, 4, 9], "side": "away", "fee": 50000}], "next_hire": 3, "staff": {"home": {"rerolls": 2, '
    '"reroll_price": 60000, "apothecary": "hire", "cheerleaders": 3, "assistant_coaches": null}, "away": '
    '{"rerolls": 0, "reroll_price": 0, "apothecary": "keep", "cheerleaders": null, "assistant_coaches": null}}, '
    '"fired": [16], "journeymen_hired": [30, 31], "retired": [17], "hiring_side": "away", "values": {"11": 85000}}'
)

RICH = Inputs(
    concession="away",
    concession_penalty=False,
    stalled=("home", "away"),
    score=(2, 1),
    added=(
        AddedCasualty("x1", 21, "block", None, 11, None),
        AddedCasualty("x3", 22, "foul", "casualty.dead", None, "Morg 'n' Thorg (Ogre)"),
    ),
    next_added=4,
    removed=(7, 9),
    causes={"c7": "block"},
    hatred={"x1": "Elfe"},
    touchdowns={11: 2, 12: 1},
    completions={13: 3},
    interceptions={21: 1},
    throws={14: 1},
    landings={15: 1},
    spp_entered=("home",),
    nominees={"home": (11, 12, 13), "away": (21,)},
    advancements=(
        AdvancementChoice("a1", 11, "characteristic", "MA", None, None),
        AdvancementChoice("a2", 12, "random_primary", "block", None, "G"),
        AdvancementChoice("a4", 13, "chosen_secondary", None, "Garde", None),
    ),
    next_advancement=5,
    hires=(
        Hire("h1", 5, "Nouveau « Zoé »", "Blitzer", Profile(7, 3, 3, None, 9), side="home", fee=None),
        Hire("h2", 6, "Bob", "Lineman", Profile(6, 3, 3, 4, 9), side="away", fee=50_000),
    ),
    next_hire=3,
    staff={"home": StaffOrder(2, 60_000, "hire", 3, None), "away": StaffOrder()},
    fired=(16,),
    journeymen_hired=(30, 31),
    retired=(17,),
    hiring_side="away",
    values={11: 85_000},
)


def test_the_inputs_stored_by_the_hand_written_to_dict_read_back_equal():
    assert pm.read_inputs(json.loads(TODAY)) == RICH
    older = json.loads(TODAY)
    del older["catches"], older["crowd_pushes"]  # a row written before the Prayers' SPP
    assert pm.read_inputs(older) == RICH


def test_the_inputs_are_written_as_before_byte_for_byte():
    # an older bot, or a row compared by hand, sees the same JSON
    assert json.dumps(codec.encode(RICH), ensure_ascii=False) == TODAY


def test_rows_of_older_bots_read_back():
    # the first post-matches stored advancements without a key, and no counters
    old = {"advancements": [{"player_id": 11, "kind": "characteristic"}], "touchdowns": {"11": 1, "12": 0}}
    inputs = pm.read_inputs(old)
    assert [a.key for a in inputs.advancements] == ["a1"] and inputs.next_advancement == 2
    assert dict(inputs.touchdowns) == {11: 1}  # a count of zero never counted
    assert pm.read_inputs(None) == Inputs() == pm.read_inputs({})
    assert pm.read_inputs({"some_field_since_dropped": 3}) == Inputs()


class Colour(StrEnum):
    RED = "red"
    BLUE = "blue"


class Size(Enum):
    SMALL = 1
    LARGE = 2


@dataclass(frozen=True, slots=True)
class Leaf:
    name: str
    size: Size = Size.SMALL


@dataclass(frozen=True, slots=True, kw_only=True)
class Tree:
    side: Literal["home", "away"]
    colour: Colour
    leaves: tuple[Leaf, ...] = ()
    pair: tuple[int, str] | None = None
    flags: frozenset[str] = frozenset()
    by_id: dict[int, Leaf] = field(default_factory=dict)
    by_colour: dict[Colour, list[bool]] = field(default_factory=dict)
    maybe: int | str | None = None


@settings(max_examples=150, deadline=None)
@given(st.from_type(Tree))
def test_any_tree_round_trips_through_json(tree: Tree) -> None:
    assert codec.decode(Tree, json.loads(json.dumps(codec.encode(tree)))) == tree


_PROFILES = st.builds(
    Profile,
    ma=st.integers(1, 9),
    st=st.integers(1, 8),
    ag=st.integers(1, 6),
    pa=st.one_of(st.none(), st.integers(1, 6)),
    av=st.integers(3, 11),
)


@settings(max_examples=100, deadline=None)
@given(st.builds(Inputs, hires=st.lists(st.builds(Hire, profile=_PROFILES), max_size=3).map(tuple)))
def test_any_inputs_round_trip_through_json(inputs: Inputs) -> None:
    text = json.dumps(codec.encode(inputs), ensure_ascii=False)
    assert codec.decode(Inputs, json.loads(text)) == inputs


def test_sets_are_written_sorted_and_int_keys_as_text():
    tree = Tree(side="home", colour=Colour.RED, flags=frozenset({"b", "a", "c"}), by_id={3: Leaf("x", Size.LARGE)})
    written = codec.encode(tree)
    assert written["flags"] == ["a", "b", "c"]
    assert written["by_id"] == {"3": {"name": "x", "size": 2}}
    assert written["colour"] == "red"


@pytest.mark.parametrize(
    "data",
    [
        {"side": "left", "colour": "red"},  # not in the Literal
        {"side": "home", "colour": "green"},  # no such enum member
        {"side": "home", "colour": "red", "pair": [1]},  # a pair of one
        {"side": "home", "colour": "red", "by_id": {"three": {"name": "x"}}},  # not an integer key
        {"side": "home", "colour": "red", "leaves": [{"name": 3}]},  # a number for a name
        {"side": "home", "colour": "red", "leaves": [{"name": "x", "size": True}]},  # a bool is no size
        {"colour": "red"},  # a field without a default missing
        ["home"],  # a list for an object
    ],
)
def test_what_does_not_fit_its_type_is_refused(data: object) -> None:
    with pytest.raises(codec.CodecError):
        codec.decode(Tree, data)


# --- the one-column text (dumps/loads) and unions of dataclasses, as rolls/ stores a choice ------------------


@dataclass(frozen=True)
class Inner:
    name: str
    count: int = 0


@dataclass(frozen=True)
class Outer:
    inner: Inner
    items: tuple[Inner, ...] = ()
    tags: tuple[str, ...] = ()
    by_side: Mapping[str, int] = field(default_factory=dict)
    maybe: int | None = None


@dataclass(frozen=True)
class Kept:
    die: int


@dataclass(frozen=True)
class Moved:
    skill: str
    die: int


def test_a_nested_dataclass_goes_through_json_and_back():
    value = Outer(Inner("a", 2), (Inner("b"), Inner("c", 3)), ("x", "y"), {"attacker": 4}, 7)
    assert encode(value) == {
        "inner": {"name": "a", "count": 2},
        "items": [{"name": "b", "count": 0}, {"name": "c", "count": 3}],
        "tags": ["x", "y"],
        "by_side": {"attacker": 4},
        "maybe": 7,
    }
    assert loads(Outer, dumps(value)) == value


def test_a_missing_field_takes_its_default_and_an_unknown_key_is_left_out():
    assert decode(Outer, {"inner": {"name": "a"}, "colour": "red"}) == Outer(Inner("a"))


def test_a_union_of_dataclasses_reads_the_member_its_keys_name():
    assert loads(Kept | Moved, dumps(Kept(1))) == Kept(1)
    assert loads(Kept | Moved, dumps(Moved("pro", 0))) == Moved("pro", 0)
    with pytest.raises(ValueError):
        loads(Kept | Moved, '{"keep": "first"}')


def test_a_dataclass_from_something_else_than_an_object_is_refused():
    with pytest.raises(ValueError):
        loads(Kept, "[1]")
